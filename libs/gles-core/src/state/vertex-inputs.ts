// MGB_CTX of the vertex-elements subsystem (seeds §4.5.3, §5.4, §6.2): its three PipeInputs groups as the
// gles-vertex-elements library reads them, whatever the phase.
//   vertexElements  the bound vertex-elements state, both views of §4.5.3: resolved attributes (format, relative
//                   offset, binding index, integer / long carried apart from type DOUBLE, BGRA) and binding points
//                   (stride, divisor). Push: bind_vertex_elements_state copies the CSO's views here.
//   vertexBuffers   the 16 binding points (buffer, offset, stride) and, per host-sourced attribute, its bytes
//                   from the binding base (a client array, or the buffer shadow an fp64 / BGRA attribute is
//                   narrowed from). Push: set_vertex_buffers (buffer handles {slot, gen}).
//   indexBuffer     the element array buffer. Push: set_index_buffer (its own call, D5).
// Pull (context) and alias (phase A) fill the same records from the context — the library never reads a front
// object: pull fills on read, alias at the draw fill point (and verify compares). The front references kept in
// pull / alias (`vao`, `fronts`, `front`) are the bridge the device resolves twins through; they are not read by
// the library and go with the pull path.
import type { MGPVertexAttribute, MGPVertexBinding, MGPipeHandle } from '@mgpipe/pipe-types';
import { DEFAULT_BINDING_STRIDE, GL, MAX_VERTEX_ATTRIBS, MAX_VERTEX_ATTRIB_BINDINGS } from '@mgpipe/value-types';
import type { FrontBuffer } from './buffer-inputs.ts';

/** gl-state's VertexAttribute (value-types) as the fill reads it. */
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
/** gl-state's VertexArray as the fill reads it. */
export interface FrontVertexArray {
  readonly lifetimeId: number;
  readonly name: number;
  readonly attributes: readonly FrontVertexAttribute[];
  readonly bindings: readonly FrontVertexBinding[];
  readonly bindingBuffers: readonly (FrontBuffer | null)[];
  readonly clientArrays: readonly (ArrayBufferView | null)[];
  readonly elementBuffer: FrontBuffer | null;
  readonly configVersion: number;
  /** The effective layout (gl-state vertex-array-layout.ts): what the groups hold, as the tracker pushes it. */
  readonly layout: FrontVertexLayout;
}
/** gl-state's VertexLayout: per attribute the binding point it fetches through and its relative offset there. */
export interface FrontVertexLayout {
  readonly binding: Int32Array;
  readonly relativeOffset: Int32Array;
  readonly usedBindings: number;
}
/** gl-state's ContextGenerations: the vertex buffers fill's shutter, the framebuffer fill's (framebuffer-inputs.ts), the textures fills'. */
export interface FrontContextGenerations {
  readonly anyVaoAttribute: number;
  readonly anyBufferChange: number;
  readonly anyFboAttachment: number;
  /** The textures fills' shutters (texture-inputs.ts). */
  readonly textureBind: number;
  readonly anyTextureContent: number;
  readonly anyTextureParams: number;
  readonly samplingResolution: number;
}

const BGRA = 0x80e1;
const PATH_INTEGER = 1;
const PATH_LONG = 2;

/** The vertexElements group. */
export class VertexElementsView {
  readonly attribs: MGPVertexAttribute[] = Array.from({ length: MAX_VERTEX_ATTRIBS }, (_, i) => ({
    relativeOffset: 0, type: GL.FLOAT, size: 0, bindingIndex: i, enabled: false, normalized: false, isInteger: false, isLong: false, bgra: false,
  }));
  readonly bindings: MGPVertexBinding[] = Array.from({ length: MAX_VERTEX_ATTRIB_BINDINGS }, () => ({ stride: 16, divisor: 0 }));
  /** Memo key of the twin's format sync: the VAO's configVersion (pull / alias), a serial unique per CSO create (push). */
  key = -1;
  /** Push: the CSO slot whose driver VAO draws; -1 in pull / alias. */
  slot = -1;
  /** Pull / alias: the VAO whose twin draws (the device's bridge; null when pushed). */
  vao: FrontVertexArray | null = null;
  /**
   * Push: the slot of the vertex state bind_vertex_state bound last (-1: bind_vertex_elements_state came since, or a
   * fill). The vertex-array step draws through that state's own driver VAO (GLES: a VAO per state, its bindings made
   * once) while it holds; it reads this group only. A set_vertex_buffers / set_index_buffer after the bind ends the
   * state without writing this group: VertexBufferSet.state says so, and the vertex-buffers step, which reads both
   * groups, goes back to the elements' driver VAO.
   */
  stateSlot = -1;

  copyFrom(o: VertexElementsView): void {
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) copyAttrib(this.attribs[i], o.attribs[i]);
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) { this.bindings[b].stride = o.bindings[b].stride; this.bindings[b].divisor = o.bindings[b].divisor; }
  }
}

export function copyAttrib(d: MGPVertexAttribute, s: MGPVertexAttribute): void {
  d.relativeOffset = s.relativeOffset; d.type = s.type; d.size = s.size; d.bindingIndex = s.bindingIndex; d.enabled = s.enabled;
  d.normalized = s.normalized; d.isInteger = s.isInteger; d.isLong = s.isLong; d.bgra = s.bgra;
}

/** The vertexBuffers group. */
export class VertexBufferSet {
  /** Push: the binding points' buffer handles ({0, 0}: none). */
  readonly handles: { slot: number; gen: number }[] = Array.from({ length: MAX_VERTEX_ATTRIB_BINDINGS }, () => ({ slot: 0, gen: 0 }));
  /** Pull / alias: the binding points' buffers (the device's bridge to their twins). */
  readonly fronts: (FrontBuffer | null)[] = new Array<FrontBuffer | null>(MAX_VERTEX_ATTRIB_BINDINGS).fill(null);
  readonly offsets = new Float64Array(MAX_VERTEX_ATTRIB_BINDINGS);
  /**
   * Push: the wire offset (a u64 BigInt) each `offsets` entry was converted from, null after a fill. Number(bigint)
   * is a call into V8's runtime (~100 instructions); a VAO switch re-sends the same offsets, and the tracker sends the
   * same BigInt for the same value, so the receiver converts only what changed.
   */
  readonly offsetSources: (bigint | null)[] = new Array<bigint | null>(MAX_VERTEX_ATTRIB_BINDINGS).fill(null);
  readonly strides = new Int32Array(MAX_VERTEX_ATTRIB_BINDINGS).fill(16);
  /** Per attribute: the bytes of a host-sourced attribute from its binding base (null: none). */
  readonly spans: (Uint8Array | null)[] = new Array<Uint8Array | null>(MAX_VERTEX_ATTRIBS).fill(null);
  /** Bit per attribute with a span. */
  spanMask = 0;
  /** Moves on every fill / set_vertex_buffers: the twin's binding walk is skipped while it is unchanged. */
  version = 0;
  /** True when `handles` name the buffers (push), false when `fronts` do. */
  pushed = false;
  /**
   * Push: the serial of the vertex state whose bind_vertex_state wrote the three groups last (-1: a fill, or one of
   * bind_vertex_elements_state / set_vertex_buffers / set_index_buffer / its delete came since), and its slot. The
   * binding walk of a state's driver VAO keys on the serial; the vertex-buffers step reads the mark to leave a state's
   * driver VAO that VertexElementsView.stateSlot chose once a separate call ended the state.
   */
  state = -1;
  /**
   * Push: binding points from `top` up are fresh (set_vertex_buffers raises it to what it wrote, bind_vertex_state
   * sets it to its state's count after making the rest fresh): a bind clears that far only.
   */
  top = MAX_VERTEX_ATTRIB_BINDINGS;
}

/** The indexBuffer group. */
export class IndexBufferRef {
  readonly handle = { slot: 0, gen: 0 };
  front: FrontBuffer | null = null;
  pushed = false;
}

/** The three groups, one copy (the pushed / aliased one, or verify's context-filled shadow). */
export class VertexGroups {
  readonly elements = new VertexElementsView();
  readonly buffers = new VertexBufferSet();
  readonly index = new IndexBufferRef();
  private filledVao = -1;
  private filledConfig = -1;
  private buffersVao = -1;
  private buffersVaoGen = -1;
  private buffersBufferGen = -1;

  /** The next fill copies again (after a planted corruption). */
  forget(): void {
    this.filledVao = this.buffersVao = -1;
  }

  fillElements(vao: FrontVertexArray): void {
    if (vao.lifetimeId === this.filledVao && vao.configVersion === this.filledConfig) return;
    this.filledVao = vao.lifetimeId;
    this.filledConfig = vao.configVersion;
    const el = this.elements;
    el.key = vao.configVersion;
    el.slot = -1;
    el.stateSlot = -1;
    el.vao = vao;
    // The effective layout (merged binding points), as the tracker resolves it: an unused binding point is fresh.
    const layout = vao.layout;
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
      const a = vao.attributes[i];
      const d = el.attribs[i];
      if (!a.enabled) {
        // A disabled attribute fetches nothing (the tracker resolves it to zeros too).
        d.relativeOffset = 0; d.type = 0; d.size = 0; d.bindingIndex = 0;
        d.enabled = d.normalized = d.isInteger = d.isLong = d.bgra = false;
        continue;
      }
      d.bgra = a.size === BGRA;
      d.size = d.bgra ? 4 : a.size;
      d.relativeOffset = layout.relativeOffset[i]; d.type = a.type; d.bindingIndex = layout.binding[i]; d.enabled = true;
      d.normalized = a.normalized; d.isInteger = a.path === PATH_INTEGER; d.isLong = a.path === PATH_LONG;
    }
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) {
      const used = ((layout.usedBindings >> b) & 1) !== 0;
      el.bindings[b].stride = used ? vao.bindings[b].stride : DEFAULT_BINDING_STRIDE;
      el.bindings[b].divisor = used ? vao.bindings[b].divisor : 0;
    }
  }

  fillBuffers(vao: FrontVertexArray, gens: FrontContextGenerations): void {
    if (vao.lifetimeId === this.buffersVao && gens.anyVaoAttribute === this.buffersVaoGen && gens.anyBufferChange === this.buffersBufferGen) return;
    this.buffersVao = vao.lifetimeId;
    this.buffersVaoGen = gens.anyVaoAttribute;
    this.buffersBufferGen = gens.anyBufferChange;
    const set = this.buffers;
    set.pushed = false;
    set.state = -1;
    set.top = MAX_VERTEX_ATTRIB_BINDINGS;
    set.version++;
    // A binding point no attribute fetches through once merged is fresh, as the tracker pushes it.
    const used = vao.layout.usedBindings;
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) {
      const u = ((used >> b) & 1) !== 0;
      set.fronts[b] = u ? vao.bindingBuffers[b] : null;
      set.offsets[b] = u ? vao.bindings[b].offset : 0;
      set.offsetSources[b] = null;
      set.strides[b] = u ? vao.bindings[b].stride : DEFAULT_BINDING_STRIDE;
    }
    let mask = 0;
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
      set.spans[i] = null;
      const a = vao.attributes[i];
      if (!a.enabled || !(a.clientPointer || a.path === PATH_LONG || a.type === GL.DOUBLE || a.size === BGRA)) continue;
      const view = vao.clientArrays[i];
      if (a.clientPointer && view !== null) set.spans[i] = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
      else {
        const buf = vao.bindingBuffers[a.bindingIndex];
        if (buf !== null) set.spans[i] = buf.data.subarray(Math.min(vao.bindings[a.bindingIndex].offset, buf.data.byteLength));
      }
      if (set.spans[i] !== null) mask |= 1 << i;
    }
    set.spanMask = mask;
  }

  fillIndex(vao: FrontVertexArray): void {
    this.index.pushed = false;
    this.index.front = vao.elementBuffer;
  }

  /** Verify: the first field of `own` (this) that differs from the context-filled `shadow`, or null. */
  compareElements(shadow: VertexGroups): string | null {
    const a = this.elements, b = shadow.elements;
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
      const x = a.attribs[i], y = b.attribs[i];
      if (x.enabled !== y.enabled) return `attribs[${i}].enabled`;
      if (x.relativeOffset !== y.relativeOffset || x.type !== y.type || x.size !== y.size || x.bindingIndex !== y.bindingIndex) return `attribs[${i}].format`;
      if (x.normalized !== y.normalized || x.isInteger !== y.isInteger || x.isLong !== y.isLong || x.bgra !== y.bgra) return `attribs[${i}].flags`;
    }
    for (let k = 0; k < MAX_VERTEX_ATTRIB_BINDINGS; k++) {
      if (a.bindings[k].stride !== b.bindings[k].stride) return `bindings[${k}].stride`;
      if (a.bindings[k].divisor !== b.bindings[k].divisor) return `bindings[${k}].divisor`;
    }
    return null;
  }

  compareBuffers(shadow: VertexGroups, handleOf: ((f: FrontBuffer) => MGPipeHandle | null) | null): string | null {
    const a = this.buffers, b = shadow.buffers;
    for (let k = 0; k < MAX_VERTEX_ATTRIB_BINDINGS; k++) {
      if (!sameBuffer(a.pushed, a.handles[k], a.fronts[k], b.fronts[k], handleOf)) return `buffers[${k}].buffer`;
      if (a.offsets[k] !== b.offsets[k]) return `buffers[${k}].offset`;
      if (a.strides[k] !== b.strides[k]) return `buffers[${k}].stride`;
    }
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
      const x = a.spans[i], y = b.spans[i];
      if (x === y) continue;
      if (x === null || y === null || x.buffer !== y.buffer || x.byteOffset !== y.byteOffset || x.byteLength !== y.byteLength) return `clientArrays[${i}]`;
    }
    return null;
  }

  compareIndex(shadow: VertexGroups, handleOf: ((f: FrontBuffer) => MGPipeHandle | null) | null): string | null {
    return sameBuffer(this.index.pushed, this.index.handle, this.index.front, shadow.index.front, handleOf) ? null : 'buffer';
  }
}

function sameBuffer(pushed: boolean, h: MGPipeHandle, front: FrontBuffer | null, expected: FrontBuffer | null,
  handleOf: ((f: FrontBuffer) => MGPipeHandle | null) | null): boolean {
  if (!pushed) return front === expected;
  if (expected === null) return h.slot === 0 && h.gen === 0;
  const e = handleOf === null ? null : handleOf(expected);
  return e !== null && e.slot === h.slot && e.gen === h.gen;
}
