// SlotAllocator (seeds §4.2.1): dense slots per handle kind, free list + high-water mark, so the server's
// object tables are arrays. `gen` moves only when a slot is REUSED (never on respecify): a fresh slot starts at
// gen 1 so no live handle equals a zeroed one, and {slot, gen} stays unique until one slot is reused 2^32
// times (asserted). Unrelated to GL name reuse (LIFO), which is the very problem handles solve.

import { MGPipeFatal, kSlotsPerKind, type MGPipeHandle, type MGPipeKind } from '@mgpipe/pipe-types';

const GEN_LIMIT = 0x1_0000_0000;

export class SlotAllocator {
  private gens = new Float64Array(64);
  private live = new Uint8Array(64);
  private readonly free: number[] = [];
  private highWater: number;
  private liveCount = 0;

  /**
   * @param firstSlot slot 0 is reserved (null handle; {0,1} is the default framebuffer).
   * @param limit one past the last slot this allocator may hand out (ShaderCso keeps its top 1/16 for composites).
   */
  constructor(readonly kind: MGPipeKind, private readonly firstSlot = 1, private readonly limit = kSlotsPerKind) {
    this.highWater = firstSlot;
  }

  get inUse(): number {
    return this.liveCount;
  }
  /** Slots ever handed out (the server's table length). */
  get highWaterMark(): number {
    return this.highWater;
  }

  allocate(): MGPipeHandle {
    let slot: number;
    let gen: number;
    if (this.free.length > 0) {
      slot = this.free.pop()!;
      gen = this.gens[slot - this.firstSlot] + 1;
      if (gen >= GEN_LIMIT) throw new MGPipeFatal('ProtocolCorruption', `slot ${slot} of kind ${this.kind} reused 2^32 times`);
    } else {
      if (this.highWater >= this.limit) throw new MGPipeFatal('ProtocolCorruption', `kind ${this.kind} ran out of slots (${this.limit})`);
      slot = this.highWater++;
      this.grow(slot - this.firstSlot);
      gen = 1;
    }
    this.gens[slot - this.firstSlot] = gen;
    this.live[slot - this.firstSlot] = 1;
    this.liveCount++;
    return { slot, gen };
  }

  /** Returns the slot to the free list; releasing a stale or dead handle is a client bug. */
  release(h: MGPipeHandle): void {
    const i = h.slot - this.firstSlot;
    if (i < 0 || h.slot >= this.highWater || this.live[i] === 0 || this.gens[i] !== h.gen) {
      throw new MGPipeFatal('ProtocolCorruption', `release of a dead or stale handle {${h.slot}, ${h.gen}} of kind ${this.kind}`);
    }
    this.live[i] = 0;
    this.liveCount--;
    this.free.push(h.slot);
  }

  isLive(h: MGPipeHandle): boolean {
    const i = h.slot - this.firstSlot;
    return i >= 0 && h.slot < this.highWater && this.live[i] === 1 && this.gens[i] === h.gen;
  }

  /** The per-slot arrays are indexed from firstSlot (the composite segment starts near 2^24). */
  private grow(index: number): void {
    if (index < this.gens.length) return;
    const n = Math.max(index + 1, this.gens.length * 2);
    const g = new Float64Array(n);
    g.set(this.gens);
    this.gens = g;
    const l = new Uint8Array(n);
    l.set(this.live);
    this.live = l;
  }
}
