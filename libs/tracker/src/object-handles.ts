// The client's identity map (seeds §4.2.1): lifetimeId → {slot, gen}, one slot allocator per kind. GL names
// never key anything here (they are reused LIFO). Part 2 calls assign() at front-end object construction,
// where it also emits resource_create, and release() at destruction (resource_destroy); until then handleOf()
// assigns lazily so the tracker can name any bound object.

import { MGPipeKind, isProgramPipelineSlot, kNullHandle, kProgramPipelineSlotBase, kSlotsPerKind, type MGPipeHandle } from '@mgpipe/pipe-types';
import { SlotAllocator } from './slot-allocator.ts';

/**
 * Entries of the direct-mapped memo in front of the identity map (a power of two). A draw names the same few objects
 * draw after draw (the bound program, the vertex and index buffers, the sampled textures): each a Map probe of ~100
 * instructions otherwise.
 */
const MEMO_ENTRIES = 64;

export class ObjectHandles {
  private readonly allocators = new Map<MGPipeKind, SlotAllocator>();
  private readonly byLifetime = new Map<number, MGPipeHandle>();
  /** By `lifetimeId & (MEMO_ENTRIES - 1)`: a lifetime id (-1: none) and the handle the map holds for it. */
  private readonly memoIds = new Float64Array(MEMO_ENTRIES).fill(-1);
  private readonly memoHandles: (MGPipeHandle | null)[] = new Array<MGPipeHandle | null>(MEMO_ENTRIES).fill(null);
  /** ShaderCso's composite segment: program-pipeline composites only. */
  readonly composites = new SlotAllocator(MGPipeKind.ShaderCso, kProgramPipelineSlotBase, kSlotsPerKind);

  allocator(kind: MGPipeKind): SlotAllocator {
    let a = this.allocators.get(kind);
    if (a === undefined) {
      // ShaderCso: program objects stop below the composite segment (program pipelines, §5.6.3).
      a = kind === MGPipeKind.ShaderCso ? new SlotAllocator(kind, 1, kProgramPipelineSlotBase) : new SlotAllocator(kind);
      this.allocators.set(kind, a);
    }
    return a;
  }

  /** The handle of an object (null object → the null handle). Lifetime ids are unique across kinds. */
  handleOf(kind: MGPipeKind, obj: { readonly lifetimeId: number } | null): MGPipeHandle {
    if (obj === null) return kNullHandle;
    const id = obj.lifetimeId, k = id & (MEMO_ENTRIES - 1);
    if (this.memoIds[k] === id) return this.memoHandles[k]!;
    const h = this.byLifetime.get(id);
    if (h === undefined) return this.assign(kind, id);
    this.memoIds[k] = id;
    this.memoHandles[k] = h;
    return h;
  }

  /** The handle of a live object, or null when none was assigned (never assigns). */
  peek(obj: { readonly lifetimeId: number }): MGPipeHandle | null {
    const id = obj.lifetimeId, k = id & (MEMO_ENTRIES - 1);
    if (this.memoIds[k] === id) return this.memoHandles[k];
    return this.byLifetime.get(id) ?? null;
  }

  assign(kind: MGPipeKind, lifetimeId: number): MGPipeHandle {
    const h = this.allocator(kind).allocate();
    this.record(lifetimeId, h);
    return h;
  }

  /** A program pipeline's composite: a ShaderCso handle from the reserved composite segment (§5.6.3). */
  assignComposite(lifetimeId: number): MGPipeHandle {
    const h = this.composites.allocate();
    this.record(lifetimeId, h);
    return h;
  }

  /** The map's entry and the memo's (an id assigned again must not be answered with its earlier handle). */
  private record(lifetimeId: number, h: MGPipeHandle): void {
    this.byLifetime.set(lifetimeId, h);
    const k = lifetimeId & (MEMO_ENTRIES - 1);
    this.memoIds[k] = lifetimeId;
    this.memoHandles[k] = h;
  }

  /** The object died: its slot is free, and the next object there gets gen + 1. */
  release(kind: MGPipeKind, lifetimeId: number): MGPipeHandle | null {
    const h = this.byLifetime.get(lifetimeId);
    if (h === undefined) return null;
    this.byLifetime.delete(lifetimeId);
    const k = lifetimeId & (MEMO_ENTRIES - 1);
    if (this.memoIds[k] === lifetimeId) {
      this.memoIds[k] = -1;
      this.memoHandles[k] = null;
    }
    if (kind === MGPipeKind.ShaderCso && isProgramPipelineSlot(h)) this.composites.release(h);
    else this.allocator(kind).release(h);
    return h;
  }
}

