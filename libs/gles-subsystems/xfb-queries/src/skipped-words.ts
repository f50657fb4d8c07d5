// Words of a transform-feedback record that no captured value covers (xfb_offset / SPIR-V Offset holes: gles-program
// xfb-capture-lowering.ts `skipped`). GL writes only the captured values and leaves those words as they were (piglit
// arb_gl_spirv xfb/vs_block_array_offset_per_member probes them). GLES 3.2 cannot leave them out: it has no
// gl_SkipComponents and no stride of its own, and each captured output is written tightly, vertex after vertex, so
// the rebuilt capture writes whole records, skipped words included (what its array holds there).
// So at glBeginTransformFeedback the bound range of each buffer whose record skips words is copied on the driver into
// a scratch buffer, and at glEndTransformFeedback, before the range goes back to the client, every skipped word of
// every record slot of the range is put back from that copy. Slots no vertex reached still equal the copy, so this
// needs no count of the captured vertices (which GLES cannot report for geometry / tessellation captures).
// Limits: between begin and end the skipped words hold what the capture wrote (GL makes values read from a buffer
// bound for transform feedback and used elsewhere undefined); the holes are those of the program bound at begin (a
// program made current while paused with other holes is not followed).
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { BackendBuffer } from '@mgpipe/gles-buffers';
import type { DriverBindings } from '@mgpipe/gles-core';

interface Held {
  /** Byte runs [start, end) of one record that are skipped, and the record's size in bytes. */
  runs: number[];
  stride: number;
  scratch: BackendBuffer;
  size: number;
}

/** The skipped byte runs of a record from its word mask (1: skipped). */
function skippedRuns(mask: Uint8Array): number[] {
  const runs: number[] = [];
  for (let w = 0; w < mask.length; w++) {
    if (mask[w] === 0) continue;
    if (runs.length > 0 && runs[runs.length - 1] === w * 4) runs[runs.length - 1] = (w + 1) * 4;
    else runs.push(w * 4, (w + 1) * 4);
  }
  return runs;
}

export class SkippedWords {
  /** Per GL buffer index: the scratch copy, kept and grown across captures. */
  private readonly scratch: BackendBuffer[] = [];
  private readonly held: (Held | null)[] = [];

  constructor(private readonly gl: GLEntryPoints, private readonly bindings: DriverBindings) {}

  /**
   * At begin: GL buffer `index` is captured to `target`'s [offset, offset + size) with the record word mask `mask`
   * (null: nothing skipped); a mask's range is copied aside.
   */
  hold(index: number, mask: Uint8Array | null, target: BackendBuffer, offset: number, size: number): void {
    this.held[index] = null;
    if (mask === null || size <= 0) return;
    let scratch = this.scratch[index];
    if (scratch === undefined) scratch = this.scratch[index] = new BackendBuffer(this.gl);
    if (scratch.size < size) scratch.allocate(this.gl, this.bindings, size, GL.STREAM_COPY);
    scratch.copyFrom(this.gl, this.bindings, target, offset, 0, size);
    this.held[index] = { runs: skippedRuns(mask), stride: mask.length * 4, scratch, size };
  }

  /** Whether GL buffer `index`'s range was copied aside at begin (restore has words to put back). */
  holds(index: number): boolean {
    return (this.held[index] ?? null) !== null;
  }

  /**
   * At end, with `target` unmapped: the skipped words of `captured` (a copy of GL buffer `index`'s range as the driver
   * left it) put back in place, and written to `target` at `offset`. Nothing when nothing was held.
   */
  restore(index: number, target: BackendBuffer, offset: number, captured: Uint8Array): void {
    const h = this.held[index] ?? null;
    this.held[index] = null;
    if (h === null) return;
    const size = Math.min(h.size, captured.byteLength);
    this.bindings.bindBuffer(GL.COPY_READ_BUFFER, h.scratch.name);
    const mapped = this.gl.glMapBufferRange(GL.COPY_READ_BUFFER, 0, size, GL.MAP_READ_BIT);
    if (mapped === null) return;
    const before = new Uint8Array(mapped);
    for (let record = 0; record < size; record += h.stride) {
      for (let r = 0; r < h.runs.length; r += 2) {
        const start = record + h.runs[r];
        const end = Math.min(size, record + h.runs[r + 1]);
        if (start < end) captured.set(before.subarray(start, end), start);
      }
    }
    this.gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
    target.write(this.gl, this.bindings, offset, captured.subarray(0, size));
  }

  /** A new capture begins: nothing held from the last one. */
  reset(): void {
    this.held.length = 0;
  }

  destroy(): void {
    for (const s of this.scratch) s?.destroy(this.gl);
    this.scratch.length = 0;
  }
}
