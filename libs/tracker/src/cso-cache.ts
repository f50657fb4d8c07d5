// Content-addressed CSO cache (seeds §4.2.3, Mesa cso_cache precedent): content hash → handle, capacity-bounded,
// LRU eviction that releases the slot and reports the evicted handle so the caller emits delete_*_state.
// Capacities from the seeds: render-state 64, vertex-elements 1024, sampler 256, sampler-view 4096 (shader CSOs
// follow program lifetime and are not cached here). The LRU is index-linked typed arrays, so a hit (the
// steady state) only relinks two integers and allocates nothing; only a miss touches the Map.

import type { MGPipeHandle } from '@mgpipe/pipe-types';
import type { SlotAllocator } from './slot-allocator.ts';

export const CSO_CAPACITY = { renderState: 64, vertexElements: 1024, sampler: 256, samplerView: 4096 } as const;

export class CsoCache {
  private readonly keys: Float64Array;
  private readonly handles: (MGPipeHandle | null)[];
  private readonly prev: Int32Array;
  private readonly next: Int32Array;
  private readonly index = new Map<number, number>();
  private head = -1; // most recently used
  private tail = -1; // least recently used
  private used = 0;

  constructor(readonly capacity: number, private readonly slots: SlotAllocator) {
    this.keys = new Float64Array(capacity);
    this.handles = new Array<MGPipeHandle | null>(capacity).fill(null);
    this.prev = new Int32Array(capacity).fill(-1);
    this.next = new Int32Array(capacity).fill(-1);
  }

  get size(): number {
    return this.used;
  }

  /** Entry index of `key` (made most recently used), or -1. */
  probe(key: number): number {
    const i = this.index.get(key);
    if (i === undefined) return -1;
    this.touch(i);
    return i;
  }

  /** A hit found without probing (a caller's memo of `entry`): made most recently used, as probe would. */
  use(entry: number): void {
    this.touch(entry);
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
      i = this.tail;
      this.evictEntry(i, onEvict);
    }
    this.keys[i] = key;
    this.handles[i] = this.slots.allocate();
    this.index.set(key, i);
    this.linkFront(i);
    return i;
  }

  /** Drops one entry (a hash collision whose bytes differ); its slot is released through `onEvict`. */
  remove(entry: number, onEvict: (h: MGPipeHandle) => void): void {
    this.evictEntry(entry, onEvict);
    // Keep the freed index usable: move the last live index into it would break caller side arrays, so the
    // entry stays allocated-but-empty and is reused by the next insert via the LRU tail.
    this.linkBack(entry);
  }

  private evictEntry(i: number, onEvict: (h: MGPipeHandle) => void): void {
    const h = this.handles[i];
    this.unlink(i);
    if (h === null) return;
    this.index.delete(this.keys[i]);
    this.handles[i] = null;
    this.slots.release(h);
    onEvict(h);
  }

  private touch(i: number): void {
    if (this.head === i) return;
    this.unlink(i);
    this.linkFront(i);
  }

  private unlink(i: number): void {
    const p = this.prev[i];
    const n = this.next[i];
    if (p >= 0) this.next[p] = n;
    else if (this.head === i) this.head = n;
    if (n >= 0) this.prev[n] = p;
    else if (this.tail === i) this.tail = p;
    this.prev[i] = -1;
    this.next[i] = -1;
  }

  private linkFront(i: number): void {
    this.prev[i] = -1;
    this.next[i] = this.head;
    if (this.head >= 0) this.prev[this.head] = i;
    this.head = i;
    if (this.tail < 0) this.tail = i;
  }

  private linkBack(i: number): void {
    this.next[i] = -1;
    this.prev[i] = this.tail;
    if (this.tail >= 0) this.next[this.tail] = i;
    this.tail = i;
    if (this.head < 0) this.head = i;
  }
}
