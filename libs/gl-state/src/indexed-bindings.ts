// Indexed buffer binding points (uniform, shader storage, atomic counter, transform feedback).
//
// A binding stores "whole buffer" (glBindBufferBase) rather than a size, and the range is resolved
// live: after glBindBufferBase then glBufferData, ResolveSize sees the new size (§5.4: snapshotting
// the size at bind time is a real bug class). Explicit ranges (glBindBufferRange) are clamped to the
// buffer's current size at resolution time so a shrunk buffer never yields an out-of-bounds range.
//
// Counters:
//  - GetSlotVersion(i): moves when slot i's (buffer, offset, size) changes; identical rebinds do not move it.
//  - version: moves with every GetSlotVersion move (the O(1) shutter for "some slot of this table changed").
//  - touchedCount: high-water mark, 1 + highest slot ever bound non-null; the tracker walks [0, touchedCount)
//    and passes it as set_shader_buffers' count. Never decreases.
// Changes to the bound buffers' contents are NOT here: they move ContextGenerations.anyBufferChange.

import type { Buffer } from './objects/buffer.ts';
import { bumpStateSerial } from './state-serial.ts';

/** Stored in place of a size for glBindBufferBase. */
export const WHOLE_BUFFER = -1;

export class IndexedBindingTable {
  private readonly buffers: (Buffer | null)[];
  private readonly offsets: Float64Array;
  private readonly sizes: Float64Array;
  private readonly slotVersions: Uint32Array;
  private versionCounter = 0;
  private touched = 0;

  constructor(readonly count: number) {
    this.buffers = new Array<Buffer | null>(count).fill(null);
    this.offsets = new Float64Array(count);
    this.sizes = new Float64Array(count).fill(WHOLE_BUFFER);
    this.slotVersions = new Uint32Array(count);
  }

  get version(): number {
    return this.versionCounter;
  }
  get touchedCount(): number {
    return this.touched;
  }
  GetSlotVersion(index: number): number {
    return this.slotVersions[index];
  }
  GetBuffer(index: number): Buffer | null {
    return this.buffers[index];
  }
  GetOffset(index: number): number {
    return this.offsets[index];
  }
  /** The stored size: WHOLE_BUFFER for glBindBufferBase. Use ResolveSize for the live size. */
  GetStoredSize(index: number): number {
    return this.sizes[index];
  }

  /** Live size of the bound range; 0 when nothing is bound. */
  ResolveSize(index: number): number {
    const buffer = this.buffers[index];
    if (buffer === null) return 0;
    const available = Math.max(0, buffer.size - this.offsets[index]);
    const size = this.sizes[index];
    return size === WHOLE_BUFFER ? available : Math.min(size, available);
  }

  /** glBindBufferBase (size = WHOLE_BUFFER) / glBindBufferRange; buffer null unbinds. */
  BindRange(index: number, buffer: Buffer | null, offset: number, size: number): void {
    if (buffer === null) {
      offset = 0;
      size = WHOLE_BUFFER;
    }
    if (this.buffers[index] === buffer && this.offsets[index] === offset && this.sizes[index] === size) return;
    this.buffers[index] = buffer;
    this.offsets[index] = offset;
    this.sizes[index] = size;
    this.slotVersions[index]++;
    this.versionCounter++;
    bumpStateSerial();
    if (buffer !== null) this.TouchBindPoint(index);
  }

  /** glDeleteBuffers: unbinds `buffer` from every slot of this table (GL 4.5 §6.1.2 for the context's own bindings). */
  UnbindBuffer(buffer: Buffer): void {
    for (let i = 0; i < this.touched; i++) if (this.buffers[i] === buffer) this.BindRange(i, null, 0, WHOLE_BUFFER);
  }

  private TouchBindPoint(index: number): void {
    if (index + 1 > this.touched) this.touched = index + 1;
  }
}
