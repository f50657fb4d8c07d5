// Content-addressed CSO cache (seeds §4.2.3, Mesa cso_cache precedent): content hash → handle, capacity-bounded,
// LRU eviction that releases the slot and reports the evicted handle so the caller emits delete_*_state.
// Capacities from the seeds: render-state 64, vertex-elements 1024, sampler 256, sampler-view 4096 (shader CSOs
// follow program lifetime and are not cached here). Recency is a use stamp per entry: a hit (the steady state, once
// per sampled texture a draw) is one store and allocates nothing, where relinking an index-linked list cost ~150
// instructions a state-heavy draw. The victim is the entry with the oldest stamp, found by a scan when a miss finds
// the cache full (O(capacity): at most 4096 compares, next to the create and delete calls that miss sends).

import type { MGPipeHandle } from '@mgpipe/pipe-types';
import type { SlotAllocator } from './slot-allocator.ts';

export const CSO_CAPACITY = { renderState: 64, vertexElements: 1024, sampler: 256, samplerView: 4096 } as const;

export class CsoCache {
  private readonly keys: Float64Array;
  private readonly handles: (MGPipeHandle | null)[];
  /** Per entry: the clock when it was last inserted or used; -1 for an emptied entry (the next victim). */
  private readonly stamps: Float64Array;
  private clock = 0;
  private readonly index = new Map<number, number>();
  private used = 0;

  constructor(readonly capacity: number, private readonly slots: SlotAllocator) {
    this.keys = new Float64Array(capacity);
    this.handles = new Array<MGPipeHandle | null>(capacity).fill(null);
    this.stamps = new Float64Array(capacity).fill(-1);
  }

  get size(): number {
    return this.used;
  }

  /** Entry index of `key` (made most recently used), or -1. */
  probe(key: number): number {
    const i = this.index.get(key);
    if (i === undefined) return -1;
    this.stamps[i] = ++this.clock;
    return i;
  }

  /** A hit found without probing (a caller's memo of `entry`): made most recently used, as probe would. */
  use(entry: number): void {
    this.stamps[entry] = ++this.clock;
  }

  handleAt(entry: number): MGPipeHandle {
    return this.handles[entry]!;
  }

  /**
   * Inserts `key` with a freshly allocated handle and returns its entry index. When full, the least recently
   * used entry is evicted first: its slot is released and `onEvict` receives its handle (emit delete_*).
   * `entry` indices are stable for the caller's side arrays (e.g. the CSO's bytes) until evicted.
   */
  insert(key: number, onEvict: (h: MGPipeHandle) => void): number {
    let i: number;
    if (this.used < this.capacity) i = this.used++;
    else {
      i = this.leastRecentlyUsed();
      this.evictEntry(i, onEvict);
    }
    this.keys[i] = key;
    this.handles[i] = this.slots.allocate();
    this.index.set(key, i);
    this.stamps[i] = ++this.clock;
    return i;
  }

  /** Drops one entry (a hash collision whose bytes differ); its slot is released through `onEvict`. */
  remove(entry: number, onEvict: (h: MGPipeHandle) => void): void {
    this.evictEntry(entry, onEvict);
    // The entry stays allocated-but-empty (moving another into it would break callers' side arrays): the oldest
    // stamp makes it the next insert's victim.
    this.stamps[entry] = -1;
  }

  /** The entry with the oldest stamp (an emptied one first). */
  private leastRecentlyUsed(): number {
    const stamps = this.stamps;
    let victim = 0;
    for (let i = 1; i < this.used; i++) if (stamps[i] < stamps[victim]) victim = i;
    return victim;
  }

  private evictEntry(i: number, onEvict: (h: MGPipeHandle) => void): void {
    const h = this.handles[i];
    if (h === null) return;
    this.index.delete(this.keys[i]);
    this.handles[i] = null;
    this.slots.release(h);
    onEvict(h);
  }
}
