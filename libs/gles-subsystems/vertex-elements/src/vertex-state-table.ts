// Server-side vertex states (gallium pipe_vertex_state; catalog create_vertex_state / bind_vertex_state /
// delete_vertex_state): a VAO's elements CSO, its vertex buffer set and its element buffer, made once by the client
// and bound as one. A slot-indexed table with the gen live in each slot, like VertexElementsTable: a handle that names
// no live state is Fatal{ProtocolCorruption}. What a create carries is copied (payloads are valid for the call only),
// in the form bind_vertex_state writes into PipeInputs' vertexBuffers group, so a bind is stores, no conversion.
import { MGPipeFatal, type CreateVertexStatePayload, type MGPipeHandle } from '@mgpipe/pipe-types';
import { MAX_VERTEX_ATTRIB_BINDINGS } from '@mgpipe/value-types';

/** One vertex state: the elements CSO's handle and serial, binding points 0..count-1 (the rest fresh), the element buffer. */
export class VertexState {
  readonly elements = { slot: 0, gen: 0 };
  /** The elements CSO's serial key when the state was made (VertexElementsView.key). */
  elementsKey = -1;
  /** Unique per create (the backend's binding walk of the state's driver VAO keys on it). */
  key = -1;
  slot = -1;
  count = 0;
  readonly bufferSlots = new Int32Array(MAX_VERTEX_ATTRIB_BINDINGS);
  readonly bufferGens = new Int32Array(MAX_VERTEX_ATTRIB_BINDINGS);
  readonly offsets = new Float64Array(MAX_VERTEX_ATTRIB_BINDINGS);
  readonly offsetSources: (bigint | null)[] = new Array<bigint | null>(MAX_VERTEX_ATTRIB_BINDINGS).fill(null);
  readonly strides = new Int32Array(MAX_VERTEX_ATTRIB_BINDINGS);
  readonly index = { slot: 0, gen: 0 };
}

export class VertexStateTable {
  private readonly states: (VertexState | undefined)[] = [];
  private readonly gens: number[] = [];
  private nextSerial = 0;

  /**
   * Stores a create. `elementsKey` resolves (and checks) the elements handle, `bufferLive` checks each buffer handle:
   * every handle is checked before anything is stored, so a rejected create leaves the table as it was.
   */
  create(p: CreateVertexStatePayload, elementsKey: (h: MGPipeHandle, call: string) => number, bufferLive: (h: MGPipeHandle, call: string) => void): VertexState {
    const { slot, gen } = p.vs;
    const call = 'create_vertex_state';
    if (gen < 0) throw new MGPipeFatal('ProtocolCorruption', `${call} {${slot}, ${gen}}: negative gen`);
    if ((this.gens[slot] ?? -1) >= 0) throw new MGPipeFatal('ProtocolCorruption', `${call} {${slot}, ${gen}}: the slot holds a live state (gen ${this.gens[slot]})`);
    const n = p.buffers.length;
    if (n > MAX_VERTEX_ATTRIB_BINDINGS) throw new MGPipeFatal('ProtocolCorruption', `${call} {${slot}, ${gen}}: ${n} binding points (at most ${MAX_VERTEX_ATTRIB_BINDINGS})`);
    const elKey = elementsKey(p.elements, call);
    for (let k = 0; k < n; k++) {
      const h = p.buffers[k].buffer;
      if (h.slot !== 0 || h.gen !== 0) bufferLive(h, call);
    }
    if (p.index.slot !== 0 || p.index.gen !== 0) bufferLive(p.index, call);
    const s = (this.states[slot] ??= new VertexState());
    s.elements.slot = p.elements.slot;
    s.elements.gen = p.elements.gen;
    s.elementsKey = elKey;
    s.key = this.nextSerial++;
    s.slot = slot;
    s.count = n;
    for (let k = 0; k < n; k++) {
      const r = p.buffers[k];
      s.bufferSlots[k] = r.buffer.slot;
      s.bufferGens[k] = r.buffer.gen;
      s.offsets[k] = Number(r.offset);
      s.offsetSources[k] = r.offset;
      s.strides[k] = r.stride;
    }
    s.index.slot = p.index.slot;
    s.index.gen = p.index.gen;
    this.gens[slot] = gen;
    return s;
  }

  /** The live state `h` names; anything else is ProtocolCorruption. */
  state(h: MGPipeHandle, call: string): VertexState {
    const s = this.states[h.slot];
    if (s === undefined || this.gens[h.slot] !== h.gen || h.gen < 0) throw new MGPipeFatal('ProtocolCorruption', `${call}: vertex state {${h.slot}, ${h.gen}} is not live`);
    return s;
  }

  /** Retires the live state `h` names; returns its serial key. */
  delete(h: MGPipeHandle): number {
    const key = this.state(h, 'delete_vertex_state').key;
    this.gens[h.slot] = -1;
    return key;
  }
}
