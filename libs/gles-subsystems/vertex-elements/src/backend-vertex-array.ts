// BackendVertexArray: the driver twin of a VAO (seeds BackendVertexArrayObject, Managers.h:675-803), on
// GLES 3.1's separate attribute-format / binding API, which maps 1:1 to the front end's model (and keeps
// binding-style stride 0 = "same element for every vertex", which glVertexAttribPointer cannot say).
//   configVersion moved  → re-specify formats, attribute→binding map, enables, divisors.
//   per draw             → bind each used binding's buffer twin at offset (+ baseInstance × stride for
//                          instanced bindings: the base-instance lowering) — skipped entirely while the VAO,
//                          its anyVaoAttribute shutter and the base instance are unchanged and nothing is host-sourced.
// Host-sourced attributes (client-memory arrays, and fp64 attributes narrowed to float since GLES has
// no double vertex formats) are streamed per draw through gles-buffers stream-buffer.ts.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import type { StreamBuffer } from '@mgpipe/gles-buffers';
import type { BackendBuffer, FrontBuffer } from '@mgpipe/gles-buffers';
import type { Twin } from '@mgpipe/gles-core';

const ATTRIBS = 16;
const PATH_INTEGER = 1;
const PATH_LONG = 2;
const BGRA = 0x80e1;

export interface FrontVertexAttribute {
  readonly enabled: boolean;
  readonly size: number;
  readonly type: number;
  readonly normalized: boolean;
  readonly path: number;
  readonly relativeOffset: number;
  readonly bindingIndex: number;
  readonly clientPointer: boolean;
}
export interface FrontVertexBinding {
  readonly offset: number;
  readonly stride: number;
  readonly divisor: number;
}
export interface FrontVertexArray {
  readonly lifetimeId: number;
  readonly name: number;
  readonly attributes: readonly FrontVertexAttribute[];
  readonly bindings: readonly FrontVertexBinding[];
  readonly bindingBuffers: readonly (FrontBuffer | null)[];
  readonly clientArrays: readonly (ArrayBufferView | null)[];
  readonly elementBuffer: FrontBuffer | null;
  readonly configVersion: number;
}

/** What a draw tells the VAO so it can size host uploads and rebase instanced bindings. */
export interface VertexRange {
  /** Highest vertex index the draw reads (after base vertex); -1 = none. */
  maxVertex: number;
  instanceCount: number;
  baseInstance: number;
}

const names = new Uint32Array(1);
let narrowScratch = new Float32Array(1024);

export class BackendVertexArray implements Twin {
  readonly name: number;
  configVersion = -1;
  /** Driver element-array binding of this VAO. */
  elementBuffer = 0;
  /** Attributes whose bytes come from the host (client memory or fp64 narrowing); bit per attribute. */
  hostMask = 0;
  /** Bit per binding index used by an enabled, buffer-sourced attribute. */
  bufferBindingMask = 0;
  /** Shutter of the last buffer-binding walk. */
  walkedGeneration = -1;
  walkedBaseInstance = -1;
  private readonly bound = new Float64Array(ATTRIBS * 3).fill(-1);

  constructor(gl: GLEntryPoints) {
    gl.glGenVertexArrays(1, names);
    this.name = names[0];
  }

  /** Re-specifies the formats when the VAO's configVersion moved. The VAO must be bound. */
  syncConfig(gl: GLEntryPoints, front: FrontVertexArray): void {
    if (front.configVersion === this.configVersion) return;
    this.configVersion = front.configVersion;
    this.walkedGeneration = -1;
    this.hostMask = 0;
    this.bufferBindingMask = 0;
    for (let i = 0; i < ATTRIBS; i++) {
      const a = front.attributes[i];
      if (!a.enabled) { gl.glDisableVertexAttribArray(i); continue; }
      const narrow = a.path === PATH_LONG || a.type === GL.DOUBLE;
      const host = a.clientPointer || narrow || a.size === BGRA;
      if (host) {
        // Streamed: the attribute reads its own binding (index i) at relative offset 0.
        this.hostMask |= 1 << i;
        gl.glVertexAttribFormat(i, a.size === BGRA ? 4 : a.size, narrow ? GL.FLOAT : a.type, narrow ? false : a.normalized, 0);
        gl.glVertexAttribBinding(i, i);
        gl.glVertexBindingDivisor(i, front.bindings[a.bindingIndex].divisor);
      } else {
        this.bufferBindingMask |= 1 << a.bindingIndex;
        if (a.path === PATH_INTEGER) gl.glVertexAttribIFormat(i, a.size, a.type, a.relativeOffset);
        else gl.glVertexAttribFormat(i, a.size, a.type, a.normalized, a.relativeOffset);
        gl.glVertexAttribBinding(i, a.bindingIndex);
      }
      gl.glEnableVertexAttribArray(i);
    }
    for (let b = 0; b < ATTRIBS; b++) if (this.bufferBindingMask & (1 << b)) gl.glVertexBindingDivisor(b, front.bindings[b].divisor);
  }

  /** Binds buffer-sourced bindings (with base-instance rebasing) and streams host-sourced attributes. */
  syncBindings(gl: GLEntryPoints, front: FrontVertexArray, generation: number, range: VertexRange,
    twinOf: (b: FrontBuffer) => BackendBuffer, stream: StreamBuffer): void {
    if (this.hostMask === 0 && generation === this.walkedGeneration && range.baseInstance === this.walkedBaseInstance) return;
    this.walkedGeneration = generation;
    this.walkedBaseInstance = range.baseInstance;
    for (let b = 0; b < ATTRIBS; b++) {
      if ((this.bufferBindingMask & (1 << b)) === 0) continue;
      const binding = front.bindings[b];
      const buffer = front.bindingBuffers[b];
      const twin = buffer === null ? 0 : twinOf(buffer).name;
      const offset = binding.offset + (binding.divisor > 0 ? range.baseInstance * binding.stride : 0);
      this.bindVertexBuffer(gl, b, twin, offset, binding.stride);
    }
    if (this.hostMask !== 0) this.streamHostAttributes(gl, front, range, stream);
  }

  private bindVertexBuffer(gl: GLEntryPoints, b: number, name: number, offset: number, stride: number): void {
    const i = b * 3;
    if (this.bound[i] === name && this.bound[i + 1] === offset && this.bound[i + 2] === stride) return;
    this.bound[i] = name; this.bound[i + 1] = offset; this.bound[i + 2] = stride;
    gl.glBindVertexBuffer(b, name, offset, stride);
  }

  private streamHostAttributes(gl: GLEntryPoints, front: FrontVertexArray, range: VertexRange, stream: StreamBuffer): void {
    for (let i = 0; i < ATTRIBS; i++) {
      if ((this.hostMask & (1 << i)) === 0) continue;
      const a = front.attributes[i];
      const binding = front.bindings[a.bindingIndex];
      const divisor = binding.divisor;
      const last = divisor > 0 ? range.baseInstance + Math.ceil(range.instanceCount / divisor) - 1 : range.maxVertex;
      if (last < 0) continue;
      // Source bytes: the client view (offset 0 = the pointer) or the buffer shadow at the binding offset.
      const view = front.clientArrays[i];
      const buffer = front.bindingBuffers[a.bindingIndex];
      let src: Uint8Array;
      let base: number;
      if (a.clientPointer && view !== null) { src = new Uint8Array(view.buffer, view.byteOffset, view.byteLength); base = a.relativeOffset; }
      else if (buffer !== null) { src = buffer.data; base = binding.offset + a.relativeOffset; }
      else continue;
      const stride = binding.stride;
      const narrow = a.path === PATH_LONG || a.type === GL.DOUBLE;
      if (narrow) {
        // fp64 → float: element e at base + e*stride, `size` doubles, into a tight float array.
        const n = (last + 1) * a.size;
        if (narrowScratch.length < n) narrowScratch = new Float32Array(n * 2);
        const dv = new DataView(src.buffer, src.byteOffset, src.byteLength);
        for (let e = 0; e <= last; e++) {
          for (let c = 0; c < a.size; c++) {
            const at = base + e * stride + c * 8;
            narrowScratch[e * a.size + c] = at + 8 <= src.byteLength ? dv.getFloat64(at, true) : 0;
          }
        }
        const offset = stream.write(new Uint8Array(narrowScratch.buffer, 0, n * 4));
        const rebased = offset + (divisor > 0 ? range.baseInstance * a.size * 4 : 0);
        this.bindVertexBuffer(gl, i, stream.name, rebased, a.size * 4);
        continue;
      }
      const end = Math.min(src.byteLength, base + last * stride + 16 * 4);
      const offset = stream.write(src.subarray(base, Math.max(base, end)));
      const rebased = offset + (divisor > 0 ? range.baseInstance * stride : 0);
      this.bindVertexBuffer(gl, i, stream.name, rebased, stride);
    }
  }

  /** The VAO's ELEMENT_ARRAY_BUFFER (GLES keeps it in the VAO too). The VAO must be bound. */
  bindElementBuffer(gl: GLEntryPoints, name: number): void {
    if (this.elementBuffer === name) return;
    this.elementBuffer = name;
    gl.glBindBuffer(GL.ELEMENT_ARRAY_BUFFER, name);
  }

  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteVertexArrays(1, names);
  }
}
