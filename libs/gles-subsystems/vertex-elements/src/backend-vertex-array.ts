// BackendVertexArray: the driver twin of a VAO (seeds BackendVertexArrayObject, Managers.h:675-803), on
// GLES 3.1's separate attribute-format / binding API, which maps 1:1 to the front end's model (and keeps
// binding-style stride 0 = "same element for every vertex", which glVertexAttribPointer cannot say).
// It reads only MGB_CTX's vertex-elements groups (gles-core vertex-inputs.ts), never a front-end object:
//   elements key moved   → re-specify formats, attribute→binding map, enables, divisors (the key is the VAO's
//                          configVersion in pull / alias, a serial per vertex-elements CSO when pushed).
//   per draw             → bind each used binding's buffer twin at offset (+ baseInstance × stride for
//                          instanced bindings: the base-instance lowering) — skipped entirely while the vertex
//                          buffer set's version and the base instance are unchanged and nothing is host-sourced;
//                          a vertex state's VAO keys the walk on the state's serial instead, so binding the state
//                          again walks nothing (its buffers are fixed; a buffer deletion still drops the memos).
// Host-sourced attributes (client-memory arrays, and fp64 attributes narrowed to float since GLES has
// no double vertex formats) are streamed per draw through gles-buffers stream-buffer.ts.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import type { StreamBuffer } from '@mgpipe/gles-buffers';
import type { DriverBindings, Twin, VertexBufferSet, VertexElementsView } from '@mgpipe/gles-core';

const ATTRIBS = 16;

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
  /** The attributes the formats make host-sourced (fp64, BGRA), as of `configVersion`. */
  private narrowMask = 0;
  /** The vertex buffer set's span mask the formats were last specified with (syncConfig). */
  spans = 0;
  /** Bit per binding index used by an enabled, buffer-sourced attribute. */
  bufferBindingMask = 0;
  /** Of those, the instanced ones (divisor > 0: rebased by the base instance), as of `configVersion`. */
  private instancedMask = 0;
  /** Shutter of the last buffer-binding walk. */
  walkedGeneration = -1;
  walkedBaseInstance = -1;
  /** A vertex state's driver VAO (CsoVertexArrays.stateTwin), not a vertex-elements CSO's or a front VAO's. */
  ofState = false;
  private readonly bound = new Float64Array(ATTRIBS * 3).fill(-1);
  /** DriverBindings.bufferDeletions when `bound`, `elementBuffer` and `walkedGeneration` were last known valid. */
  private deletionsSeen: number;

  constructor(gl: GLEntryPoints, private readonly bindings: DriverBindings) {
    gl.glGenVertexArrays(1, names);
    this.name = names[0];
    this.deletionsSeen = bindings.bufferDeletions;
  }

  /**
   * A driver buffer was deleted since the memos were filled: what they say this VAO holds may be gone (driver-bindings.ts).
   * The callers compare `deletionsSeen` first: V8 does not inline this, and the call is rarely needed.
   */
  private dropMemosAfterDeletions(): void {
    this.deletionsSeen = this.bindings.bufferDeletions;
    this.bound.fill(-1);
    this.elementBuffer = -1;
    this.walkedGeneration = -1;
  }

  /**
   * Re-specifies the formats when the elements' key or the host-sourced set moved. The VAO must be bound.
   * Host-sourced: a client array (a span that is not an fp64 / BGRA narrowing source), fp64 (long or DOUBLE:
   * GLES has no double vertex formats) or BGRA. `spanMask`: the vertex buffer set's attributes with a span
   * (VertexBufferSet.spanMask); the vertex-array step passes the ones the twin was last specified with (`spans`), and
   * the vertex-buffers step the set's (hostSetHolds tells when they differ).
   */
  syncConfig(gl: GLEntryPoints, el: VertexElementsView, spanMask: number): void {
    // The formats' share of the host set is a function of the elements, so it is walked only when the key moved.
    if (el.key === this.configVersion && (spanMask | this.narrowMask) === this.hostMask) return;
    let narrowed = 0;
    for (let i = 0; i < ATTRIBS; i++) {
      const a = el.attribs[i];
      if (a.enabled && (a.isLong || a.type === GL.DOUBLE || a.bgra)) narrowed |= 1 << i;
    }
    const host = spanMask | narrowed;
    this.spans = spanMask;
    if (el.key === this.configVersion && host === this.hostMask) return;
    this.configVersion = el.key;
    this.narrowMask = narrowed;
    this.walkedGeneration = -1;
    this.hostMask = host;
    this.bufferBindingMask = 0;
    for (let i = 0; i < ATTRIBS; i++) {
      const a = el.attribs[i];
      if (!a.enabled) { gl.glDisableVertexAttribArray(i); continue; }
      const narrow = a.isLong || a.type === GL.DOUBLE;
      if ((host & (1 << i)) !== 0) {
        // Streamed: the attribute reads its own binding (index i) at relative offset 0.
        gl.glVertexAttribFormat(i, a.size, narrow ? GL.FLOAT : a.type, narrow ? false : a.normalized, 0);
        gl.glVertexAttribBinding(i, i);
        gl.glVertexBindingDivisor(i, el.bindings[a.bindingIndex].divisor);
      } else {
        this.bufferBindingMask |= 1 << a.bindingIndex;
        if (a.isInteger) gl.glVertexAttribIFormat(i, a.size, a.type, a.relativeOffset);
        else gl.glVertexAttribFormat(i, a.size, a.type, a.normalized, a.relativeOffset);
        gl.glVertexAttribBinding(i, a.bindingIndex);
      }
      gl.glEnableVertexAttribArray(i);
    }
    this.instancedMask = 0;
    for (let b = 0; b < ATTRIBS; b++) {
      if ((this.bufferBindingMask & (1 << b)) === 0) continue;
      gl.glVertexBindingDivisor(b, el.bindings[b].divisor);
      if (el.bindings[b].divisor > 0) this.instancedMask |= 1 << b;
    }
  }

  /** Whether formats specified for these elements already make host-sourced exactly what `spanMask` and they do. */
  hostSetHolds(spanMask: number): boolean {
    return (spanMask | this.narrowMask) === this.hostMask;
  }

  /**
   * Binds buffer-sourced bindings (with base-instance rebasing) and streams host-sourced attributes. `bufferName`
   * resolves binding b of the set to its buffer twin's driver name (0: none): the device's buffer handle table.
   */
  syncBindings(gl: GLEntryPoints, el: VertexElementsView, set: VertexBufferSet, range: VertexRange,
    bufferName: (set: VertexBufferSet, b: number) => number, stream: StreamBuffer): void {
    if (this.deletionsSeen !== this.bindings.bufferDeletions) this.dropMemosAfterDeletions();
    // A state's set: its serial, as -2 - serial (versions are >= 0), the same across every bind of the state.
    const generation = set.state >= 0 ? -2 - set.state : set.version;
    if (this.hostMask === 0 && generation === this.walkedGeneration && range.baseInstance === this.walkedBaseInstance) return;
    this.walkedGeneration = generation;
    this.walkedBaseInstance = range.baseInstance;
    // The used binding points only (lowest first, as the 16-point scan went): most VAOs use one or two. The instanced
    // ones by the mask syncConfig made for these elements (a divisor read per binding per draw otherwise).
    const instanced = el.key === this.configVersion ? this.instancedMask : this.instancedOf(el);
    for (let used = this.bufferBindingMask; used !== 0; used &= used - 1) {
      const b = 31 - Math.clz32(used & -used);
      const stride = set.strides[b];
      const offset = set.offsets[b] + ((instanced >> b) & 1 ? range.baseInstance * stride : 0);
      this.bindVertexBuffer(gl, b, bufferName(set, b), offset, stride);
    }
    if (this.hostMask !== 0) this.streamHostAttributes(gl, el, set, range, stream);
  }

  /** The instanced buffer bindings of elements syncConfig has not seen (not the usual order: it runs first). */
  private instancedOf(el: VertexElementsView): number {
    let mask = 0;
    for (let used = this.bufferBindingMask; used !== 0; used &= used - 1) {
      const b = 31 - Math.clz32(used & -used);
      if (el.bindings[b].divisor > 0) mask |= 1 << b;
    }
    return mask;
  }

  private bindVertexBuffer(gl: GLEntryPoints, b: number, name: number, offset: number, stride: number): void {
    const i = b * 3;
    if (this.bound[i] === name && this.bound[i + 1] === offset && this.bound[i + 2] === stride) return;
    this.bound[i] = name; this.bound[i + 1] = offset; this.bound[i + 2] = stride;
    gl.glBindVertexBuffer(b, name, offset, stride);
  }

  private streamHostAttributes(gl: GLEntryPoints, el: VertexElementsView, set: VertexBufferSet, range: VertexRange, stream: StreamBuffer): void {
    for (let i = 0; i < ATTRIBS; i++) {
      if ((this.hostMask & (1 << i)) === 0) continue;
      const a = el.attribs[i];
      const divisor = el.bindings[a.bindingIndex].divisor;
      const last = divisor > 0 ? range.baseInstance + Math.ceil(range.instanceCount / divisor) - 1 : range.maxVertex;
      if (last < 0) continue;
      // Source bytes: the span from the binding base (the client pointer, or the buffer shadow at the binding
      // offset); none (no buffer bound) → nothing to stream.
      const src = set.spans[i];
      if (src === null) continue;
      const base = a.relativeOffset;
      const stride = set.strides[a.bindingIndex];
      const narrow = a.isLong || a.type === GL.DOUBLE;
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
    if (this.deletionsSeen !== this.bindings.bufferDeletions) this.dropMemosAfterDeletions();
    if (this.elementBuffer === name) return;
    this.elementBuffer = name;
    gl.glBindBuffer(GL.ELEMENT_ARRAY_BUFFER, name);
  }

  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteVertexArrays(1, names);
  }
}
