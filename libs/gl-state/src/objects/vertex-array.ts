// VertexArray (VAO): attribute formats, binding points and the element array buffer.
//
// Counters:
//  - configVersion (NEW_VERTEX_ELEMENTS): the vertex-elements CSO changed: an attribute's enable,
//    format, relative offset, binding index, or a binding's divisor, or a binding's buffer / offset / stride
//    where that moved the effective layout (`layout`: which binding points merge). Identical writes bump nothing.
//    A binding's move is resolved when the layout or configVersion is next read, not at the call: an application
//    that re-points its attributes one by one before every draw passes through layouts no draw sees, and the
//    draw's read compares the one it draws with (one vertex-elements CSO, not one per call).
//  - GetAttributeVersion(i) (NEW_VERTEX_BUFFERS, per attribute): anything attribute i fetches from
//    changed: its format, or buffer/offset/stride/divisor of the binding it reads.
//  - elementBufferVersion (NEW_INDEX_BUFFER): the element array buffer binding changed.
//  - Every bump above also bumps ContextGenerations.anyVaoAttribute (the O(1) shutter).
// Buffer CONTENT changes are anyBufferChange, not here.
// Client-memory arrays (compat path used by the reference): the bytes stay in `clientArrays`, and the
// attribute carries only the clientPointer marker. legacyStride/legacyPointer answer queries only.

import {
  GLDataType,
  MAX_VERTEX_ATTRIBS,
  MAX_VERTEX_ATTRIB_BINDINGS,
  VertexAttribute,
  VertexBufferBinding,
  VertexAttributePath,
} from '@mgpipe/value-types';
import type { ContextGenerations } from '../context-generations.ts';
import type { Buffer } from './buffer.ts';
import { GLObject } from './gl-object.ts';
import { VertexLayout } from './vertex-array-layout.ts';
import { bumpStateSerial } from '../state-serial.ts';

/** The `size` of a GL_BGRA attribute (ARB_vertex_array_bgra). */
const BGRA = 0x80e1;

export class VertexArray extends GLObject {
  /** Attribute i initially reads binding point i (GL 4.5 table 23.4: VERTEX_ATTRIB_BINDING initial value i). */
  readonly attributes: VertexAttribute[] = Array.from({ length: MAX_VERTEX_ATTRIBS }, (_, i) => {
    const a = new VertexAttribute();
    a.bindingIndex = i;
    return a;
  });
  readonly bindings: VertexBufferBinding[] = Array.from({ length: MAX_VERTEX_ATTRIB_BINDINGS }, () => new VertexBufferBinding());
  /** The Buffer objects behind bindings[i].bufferLifetimeId (value types hold ids, not objects). */
  readonly bindingBuffers: (Buffer | null)[] = new Array<Buffer | null>(MAX_VERTEX_ATTRIB_BINDINGS).fill(null);
  readonly clientArrays: (ArrayBufferView | null)[] = new Array<ArrayBufferView | null>(MAX_VERTEX_ATTRIBS).fill(null);
  readonly legacyStride = new Int32Array(MAX_VERTEX_ATTRIBS);
  readonly legacyPointer = new Float64Array(MAX_VERTEX_ATTRIBS);
  elementBuffer: Buffer | null = null;
  /**
   * Attribute bit masks (bit i = attribute i), kept current by the attribute setters (each goes through BumpConfig):
   * every draw asks which enabled attributes read a buffer, read client memory, or have a format the GLES path
   * streams from the host, and switching between VAOs made a single-VAO memo of those walks miss on every draw.
   *   enabledMask  the enabled attributes;
   *   clientMask   the attributes that source client memory (enabled or not);
   *   doubleMask   64-bit formats: the L path or type DOUBLE;
   *   bgraMask     size GL_BGRA.
   */
  enabledMask = 0;
  clientMask = 0;
  doubleMask = 0;
  bgraMask = 0;
  private readonly layoutState = new VertexLayout();
  /** A binding point moved since the layout was last resolved (BindVertexBuffer): resolved at the next read. */
  private layoutStale = false;
  private readonly attributeVersions = new Uint32Array(MAX_VERTEX_ATTRIBS);
  private configVersionCounter = 0;
  private elementBufferVersionCounter = 0;

  /** `isDefault`: the per-context VAO 0 object (core profile: holds state, draws with it are errors). */
  constructor(name: number, private readonly generations: ContextGenerations, readonly isDefault = false) {
    super(name);
  }

  /** What the attributes fetch through once binding points naming one buffer range are merged (vertex-array-layout.ts). */
  get layout(): VertexLayout {
    if (this.layoutStale) this.RecordLayoutMove();
    return this.layoutState;
  }
  get configVersion(): number {
    if (this.layoutStale) this.RecordLayoutMove();
    return this.configVersionCounter;
  }
  get elementBufferVersion(): number {
    return this.elementBufferVersionCounter;
  }
  GetAttributeVersion(index: number): number {
    return this.attributeVersions[index];
  }

  SetAttribEnabled(index: number, on: boolean): void {
    const a = this.attributes[index];
    if (a.enabled === on) return;
    a.enabled = on;
    this.BumpConfig(index);
  }

  /** glVertexAttrib[I|L]Format. */
  SetAttribFormat(index: number, size: number, type: number, normalized: boolean, path: VertexAttributePath, relativeOffset: number): void {
    const a = this.attributes[index];
    if (a.size === size && a.type === type && a.normalized === normalized && a.path === path && a.relativeOffset === relativeOffset) return;
    a.size = size;
    a.type = type;
    a.normalized = normalized;
    a.path = path;
    a.relativeOffset = relativeOffset;
    this.BumpConfig(index);
  }

  /** glVertexAttribBinding. */
  SetAttribBinding(index: number, bindingIndex: number): void {
    const a = this.attributes[index];
    if (a.bindingIndex === bindingIndex) return;
    a.bindingIndex = bindingIndex;
    this.BumpConfig(index);
  }

  /** Client-memory source for attribute `index` (null = the attribute reads its buffer binding). */
  SetAttribClientArray(index: number, view: ArrayBufferView | null): void {
    const a = this.attributes[index];
    if (this.clientArrays[index] === view && a.clientPointer === (view !== null)) return;
    this.clientArrays[index] = view;
    a.clientPointer = view !== null;
    this.BumpConfig(index);
  }

  /** glVertexAttribPointer's query-only values (no counter: no backend reads them). */
  RecordLegacyPointer(index: number, stride: number, pointer: number): void {
    this.legacyStride[index] = stride;
    this.legacyPointer[index] = pointer;
  }

  /** glBindVertexBuffer. */
  BindVertexBuffer(bindingIndex: number, buffer: Buffer | null, offset: number, stride: number): void {
    const b = this.bindings[bindingIndex];
    if (this.bindingBuffers[bindingIndex] === buffer && b.offset === offset && b.stride === stride) return;
    this.bindingBuffers[bindingIndex] = buffer;
    b.bufferLifetimeId = buffer?.lifetimeId ?? 0;
    b.bufferName = buffer?.name ?? 0;
    b.offset = offset;
    b.stride = stride;
    // Which binding points merge depends on their buffers, offsets and strides: resolved at the next read, where a
    // move is a new vertex-elements CSO (RecordLayoutMove).
    this.layoutStale = true;
    this.BumpBindingUsers(bindingIndex, false);
  }

  /** glVertexBindingDivisor: part of the vertex-elements CSO, so it also moves configVersion. */
  SetBindingDivisor(bindingIndex: number, divisor: number): void {
    const b = this.bindings[bindingIndex];
    if (b.divisor === divisor) return;
    b.divisor = divisor;
    this.RecordLayout();
    this.BumpBindingUsers(bindingIndex, true);
  }

  BindElementBuffer(buffer: Buffer | null): void {
    if (this.elementBuffer === buffer) return;
    this.elementBuffer = buffer;
    buffer?.MarkBoundAsIndex();
    this.elementBufferVersionCounter++;
    bumpStateSerial();
    this.generations.BumpAnyVaoAttribute();
  }

  /** glDeleteBuffers while this VAO is bound: drop its references (GL 4.5 §5.1.2). */
  UnbindBuffer(buffer: Buffer): void {
    for (let i = 0; i < MAX_VERTEX_ATTRIB_BINDINGS; i++) {
      if (this.bindingBuffers[i] === buffer) this.BindVertexBuffer(i, null, this.bindings[i].offset, this.bindings[i].stride);
    }
    if (this.elementBuffer === buffer) this.BindElementBuffer(null);
  }

  private BumpConfig(attribute: number): void {
    const a = this.attributes[attribute];
    const bit = 1 << attribute;
    this.enabledMask = a.enabled ? this.enabledMask | bit : this.enabledMask & ~bit;
    this.clientMask = a.clientPointer ? this.clientMask | bit : this.clientMask & ~bit;
    const double = a.path === VertexAttributePath.Long || a.type === GLDataType.DOUBLE;
    this.doubleMask = double ? this.doubleMask | bit : this.doubleMask & ~bit;
    this.bgraMask = a.size === BGRA ? this.bgraMask | bit : this.bgraMask & ~bit;
    this.RecordLayout();
    this.configVersionCounter++;
    bumpStateSerial();
    this.attributeVersions[attribute]++;
    this.generations.BumpAnyVaoAttribute();
  }

  /**
   * Recomputes the layout; true when it moved. Merging: enabled attributes that read a buffer in a format fetched as it
   * is. The callers that bump configVersion themselves (a format, enable, binding index or divisor moved) call it.
   */
  private RecordLayout(): boolean {
    this.layoutStale = false;
    const direct = this.enabledMask & ~(this.clientMask | this.doubleMask | this.bgraMask);
    return this.layoutState.Record(this.attributes, this.bindings, this.bindingBuffers, direct, this.enabledMask);
  }

  /**
   * The layout after binding points moved (layoutStale), resolved at a read: a move is a new vertex-elements CSO. The
   * state serial moved at the call already (BumpAnyVaoAttribute); it is bumped again here, as every helper that moves
   * a counter the tracker compares does (state-serial.ts).
   */
  private RecordLayoutMove(): void {
    if (!this.RecordLayout()) return;
    this.configVersionCounter++;
    bumpStateSerial();
  }

  private BumpBindingUsers(bindingIndex: number, config: boolean): void {
    if (config) {
      this.configVersionCounter++;
      bumpStateSerial();
    }
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
      if (this.attributes[i].bindingIndex === bindingIndex) this.attributeVersions[i]++;
    }
    this.generations.BumpAnyVaoAttribute();
  }
}
