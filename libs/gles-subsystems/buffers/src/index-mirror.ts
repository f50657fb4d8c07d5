// The index host mirror (seeds D-B7, §5.8): primitive-restart rewriting, polygon-mode lowering, the host vertex
// range scan and multi-draw flattening stay on the server and need index bytes on the host. The server keeps them
// itself, for exactly the buffers whose descriptor carries MGPBindMask.elementArray (ever bound as an element
// buffer), maintained from the stream it receives anyway (resource_respecify / _subdata / _copy_buffer /
// _clear_buffer, and GPU writes the server read back itself): no extra wire traffic, no round trip.
//
// Budget: MOBILEGL_PIPE_INDEX_MIRROR_MB (default 64). A buffer is admitted when its (re)specification fits in what
// is left; one that does not fit, or whose bytes the server cannot know on the host (a copy from a buffer outside the
// mirror), is not mirrored, and its draws read the per-draw host span the client sends instead, counted as
// index-bytes-shipped. The rule depends only on the call stream, so a client replaying it knows which buffers need a
// span (split mode's tracker; in the monolith the span is a reference to the client's shadow).
//
// Reads return the mirror array itself and the caller indexes it from the draw's offset: no allocation per draw.
import { MGPBindMask, type MGPipeHandle } from '@mgpipe/pipe-types';

/** MOBILEGL_PIPE_STATS counters of the mirror (backend receiverStats; the seeds' names in the comments). */
export interface IndexMirrorStats {
  /** Bytes the mirror holds now ("mirror bytes"). */
  indexMirrorBytes: number;
  /** Buffers mirrored now. */
  indexMirrorBuffers: number;
  /** Element buffers refused or dropped for the budget, or for bytes the host cannot know. */
  indexMirrorRefused: number;
  /** Index bytes draws read from the mirror. */
  indexMirrorReadBytes: number;
  /** Index bytes draws read from the client's per-draw span ("index-bytes-shipped"). */
  indexBytesShipped: number;
}

export function newIndexMirrorStats(): IndexMirrorStats {
  return { indexMirrorBytes: 0, indexMirrorBuffers: 0, indexMirrorRefused: 0, indexMirrorReadBytes: 0, indexBytesShipped: 0 };
}

/** Bytes of a MOBILEGL_PIPE_INDEX_MIRROR_MB value. */
export function indexMirrorBudgetBytes(megabytes: number): number {
  return Math.floor(megabytes * 1024 * 1024);
}

export class IndexMirror {
  private bytes: (Uint8Array | null)[] = [];
  private gens: number[] = [];
  private used = 0;

  constructor(readonly budgetBytes: number, readonly stats: IndexMirrorStats = newIndexMirrorStats()) {}

  /** resource_create / resource_respecify: new storage of `size` bytes; content undefined until written. */
  specified(h: MGPipeHandle, size: number, bindMask: number): void {
    this.drop(h.slot);
    if ((bindMask & MGPBindMask.elementArray) === 0) return;
    if (this.used + size > this.budgetBytes) {
      this.stats.indexMirrorRefused++;
      return;
    }
    this.grow(h.slot);
    this.bytes[h.slot] = new Uint8Array(size);
    this.gens[h.slot] = h.gen;
    this.used += size;
    this.publish();
  }

  /** resource_subdata, or bytes the server read back after a GPU write (XFB capture, storage writes). */
  written(h: MGPipeHandle, offset: number, src: Uint8Array): void {
    const m = this.of(h);
    if (m !== null) m.set(src.subarray(0, Math.max(0, Math.min(src.byteLength, m.byteLength - offset))), offset);
  }

  /** resource_copy_buffer: from a mirrored source the bytes follow; otherwise the host cannot know them. */
  copied(dst: MGPipeHandle, src: MGPipeHandle, srcOffset: number, dstOffset: number, size: number): void {
    const d = this.of(dst);
    if (d === null) return;
    const s = this.of(src);
    if (s === null) {
      this.drop(dst.slot);
      this.stats.indexMirrorRefused++;
      return;
    }
    if (d === s) d.copyWithin(dstOffset, srcOffset, srcOffset + size); // the front end refused overlapping ranges
    else d.set(s.subarray(srcOffset, srcOffset + size), dstOffset);
  }

  /** resource_clear_buffer: `pattern[0, patternSize)` over the range. */
  cleared(h: MGPipeHandle, offset: number, size: number, pattern: ArrayLike<number>, patternSize: number): void {
    const m = this.of(h);
    if (m === null || patternSize <= 0) return;
    for (let o = offset; o < offset + size; o += patternSize) for (let i = 0; i < patternSize; i++) m[o + i] = pattern[i];
  }

  /** The buffer was written on the GPU in a way the server did not read back: its host bytes are unknown now. */
  invalidated(h: MGPipeHandle): void {
    if (this.of(h) === null) return;
    this.drop(h.slot);
    this.stats.indexMirrorRefused++;
  }

  destroyed(h: MGPipeHandle): void {
    this.drop(h.slot);
  }

  /** The mirrored bytes of a live handle (the whole buffer), or null when the buffer is not mirrored. */
  of(h: MGPipeHandle): Uint8Array | null {
    const slot = h.slot;
    if (slot <= 0 || slot >= this.bytes.length || this.gens[slot] !== h.gen) return null;
    return this.bytes[slot];
  }

  clear(): void {
    this.bytes = [];
    this.gens = [];
    this.used = 0;
    this.publish();
  }

  private drop(slot: number): void {
    if (slot >= this.bytes.length) return;
    const m = this.bytes[slot];
    if (m === null) return;
    this.used -= m.byteLength;
    this.bytes[slot] = null;
    this.gens[slot] = 0;
    this.publish();
  }

  private publish(): void {
    let n = 0;
    for (let i = 0; i < this.bytes.length; i++) if (this.bytes[i] !== null) n++;
    this.stats.indexMirrorBytes = this.used;
    this.stats.indexMirrorBuffers = n;
  }

  private grow(slot: number): void {
    while (this.bytes.length <= slot) {
      this.bytes.push(null);
      this.gens.push(0);
    }
  }
}
