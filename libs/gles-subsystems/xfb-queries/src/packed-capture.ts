// A packed transform-feedback capture (gles-program xfb-capture-lowering.ts `packed`): the program captures every GL
// buffer's record into one array, INTERLEAVED, because a record is wider than the driver's per-attribute limit in
// SEPARATE_ATTRIBS mode (NVIDIA 580 reports MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS = 4, the GL minimum). The
// driver writes those packed records into a scratch buffer; this file moves them between it and the GL buffers:
//  - at glBeginTransformFeedback the ranges the capture can fill are gathered into the scratch, record by record, so
//    that a record slot no vertex reaches still holds what the GL buffers held (GLES cannot report how many vertices
//    a geometry or tessellation capture wrote, so the scatter does not depend on a count);
//  - at glEndTransformFeedback every record slot is scattered back: the words a value is captured to from the
//    scratch, the skipped ones (xfb_offset holes, which the driver overwrites) from the gathered copy.
// The scratch holds as many records as the fullest GL buffer allows (GL stops capturing when any buffer is full), so
// the driver stops where GL does and its primitive queries count what GL's would.
// Limits: between begin and end the GL buffers hold what they held at begin (GL leaves values read from a buffer
// bound for an active capture undefined); a capture whose buffers hold no whole record binds one record's scratch
// and scatters nothing, so a PRIMITIVES_WRITTEN query may count what GL would not.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { BackendBuffer } from '@mgpipe/gles-buffers';
import type { DriverBindings } from '@mgpipe/gles-core';
import type { XfbPacking } from '@mgpipe/gles-program';

/** One GL buffer of the capture: its twin and the bound range. */
interface Target {
  twin: BackendBuffer;
  offset: number;
  /** Its record's first word in the packed record, and its words. */
  base: number;
  words: number;
  /** 1 per record word the capture skips (null: none). */
  skipped: Uint8Array | null;
}

export class PackedCapture {
  private scratch: BackendBuffer | null = null;
  private readonly targets: Target[] = [];
  /** The gathered ranges, packed as the scratch holds them; null when no capture is held. */
  private gathered: Uint8Array | null = null;
  private records = 0;
  private total = 0;

  constructor(private readonly gl: GLEntryPoints, private readonly bindings: DriverBindings) {}

  /** A new capture: nothing held (the GL buffers are added with `add`, then `begin`). */
  reset(packing: XfbPacking): void {
    this.targets.length = 0;
    this.gathered = null;
    this.total = packing.total;
  }

  /** GL buffer `index`, bound to `twin` at `offset`, is captured with `packing`'s layout. */
  add(packing: XfbPacking, index: number, twin: BackendBuffer, offset: number, skipped: Uint8Array | null): void {
    if (index >= packing.bases.length || packing.bases[index] < 0) return;
    this.targets.push({ twin, offset, base: packing.bases[index], words: packing.words[index], skipped });
  }

  /**
   * Gathers the GL ranges into the scratch and binds it at driver binding 0; `records`: the most the GL buffers hold
   * (the stream-output view's capacity(), which the capture's vertex count is bounded by too).
   */
  begin(records: number): void {
    const gl = this.gl;
    this.records = Number.isFinite(records) ? records : 0;
    const recordBytes = this.total * 4;
    const bytes = this.records * recordBytes;
    const gathered = new Uint8Array(Math.max(bytes, recordBytes));
    for (const t of this.targets) {
      const length = this.records * t.words * 4;
      if (length === 0) continue;
      this.bindings.bindBuffer(GL.COPY_READ_BUFFER, t.twin.name);
      const mapped = gl.glMapBufferRange(GL.COPY_READ_BUFFER, t.offset, length, GL.MAP_READ_BIT);
      if (mapped === null) continue;
      const from = new Uint8Array(mapped);
      for (let r = 0; r < this.records; r++) gathered.set(from.subarray(r * t.words * 4, (r + 1) * t.words * 4), r * recordBytes + t.base * 4);
      gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
    }
    let scratch = this.scratch;
    if (scratch === null) scratch = this.scratch = new BackendBuffer(gl);
    if (scratch.size < gathered.byteLength) scratch.allocate(gl, this.bindings, gathered.byteLength, GL.STREAM_COPY);
    scratch.write(gl, this.bindings, 0, gathered);
    this.gathered = gathered;
    this.bindings.bindBufferRange(GL.TRANSFORM_FEEDBACK_BUFFER, 0, scratch.name, 0, gathered.byteLength);
  }

  /** Whether a capture is held (begin ran and end has not). */
  get active(): boolean {
    return this.gathered !== null;
  }

  /** After glEndTransformFeedback: every record slot scattered back to the GL buffers' twins (see the file comment). */
  end(): void {
    const gathered = this.gathered;
    const scratch = this.scratch;
    this.gathered = null;
    if (gathered === null || scratch === null || this.records === 0) return;
    const gl = this.gl;
    const recordBytes = this.total * 4;
    this.bindings.bindBuffer(GL.COPY_READ_BUFFER, scratch.name);
    const mapped = gl.glMapBufferRange(GL.COPY_READ_BUFFER, 0, this.records * recordBytes, GL.MAP_READ_BIT);
    if (mapped === null) return;
    const captured = new Uint8Array(mapped);
    const out = this.targets.map((t) => new Uint8Array(this.records * t.words * 4));
    for (let r = 0; r < this.records; r++) {
      this.targets.forEach((t, i) => {
        const at = r * recordBytes + t.base * 4;
        for (let w = 0; w < t.words; w++) {
          const from = t.skipped !== null && t.skipped[w] !== 0 ? gathered : captured;
          out[i].set(from.subarray(at + w * 4, at + w * 4 + 4), (r * t.words + w) * 4);
        }
      });
    }
    gl.glUnmapBuffer(GL.COPY_READ_BUFFER);
    this.targets.forEach((t, i) => t.twin.write(gl, this.bindings, t.offset, out[i]));
  }

  destroy(): void {
    this.scratch?.destroy(this.gl);
    this.scratch = null;
  }
}
