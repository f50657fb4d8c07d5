// The vertex-elements subsystem's receive path (phase B/C, seeds §4.5.3, §5.4, D5): the MGPipeContext entries
//   create_vertex_elements_state  stores the CSO's two views in a slot-indexed table (a gen per slot)
//   bind_vertex_elements_state    copies the bound CSO's views into PipeInputs' vertexElements group
//   delete_vertex_elements_state  retires the slot (the client's LRU evicted it)
//   set_vertex_buffers            buffer handles + offsets + strides and the host spans into vertexBuffers
//   set_index_buffer              the element buffer handle into indexBuffer
//   create_vertex_state           a VAO's elements CSO, vertex buffers and element buffer as one object
//                                 (vertex-state-table.ts: every handle checked before anything is stored)
//   bind_vertex_state             writes the three groups as the three calls above would, the elements copy skipped
//                                 when that CSO is the one bound; marks the elements group with the state's slot
//                                 (ended by bind_vertex_elements_state) and the buffer set with its serial (ended by
//                                 each of the three separate calls and the state's delete); the backend draws through
//                                 the state's own driver VAO while both hold (vertex-array-step.ts)
//   delete_vertex_state           retires the slot
// A CSO handle that names no live CSO, or a buffer handle that names no live buffer of the buffer table, is
// Fatal{ProtocolCorruption}: the applier stops, nothing is drawn from some other object. Payloads are valid for the
// call only: everything kept is copied (the spans are views of bytes, as MGHostSpan says: monolith mode).
import {
  MGPipeFatal,
  type CreateVertexElementsStatePayload,
  type MGPipeContext,
  type MGPipeHandle,
  type SetVertexBuffersPayload,
} from '@mgpipe/pipe-types';
import { VertexElementsView, copyAttrib, type PipeInputs } from '@mgpipe/gles-core';
import { DEFAULT_BINDING_STRIDE, MAX_VERTEX_ATTRIBS, MAX_VERTEX_ATTRIB_BINDINGS } from '@mgpipe/value-types';
import { VertexStateTable } from './vertex-state-table.ts';

export interface VertexReceiverStats {
  vertexElementsCreates: number;
  vertexElementsBinds: number;
  /** bind of the CSO already bound: nothing copied. */
  vertexElementsRebindsSkipped: number;
  vertexBufferSets: number;
  vertexStateCreates: number;
  vertexStateBinds: number;
}

/** Server-side vertex-elements CSOs by slot, with the gen that is live there (-1: none). */
export class VertexElementsTable {
  private readonly views: (VertexElementsView | undefined)[] = [];
  private readonly gens: number[] = [];
  private nextSerial = 0;

  get length(): number {
    return this.views.length;
  }

  create(p: CreateVertexElementsStatePayload): void {
    const { slot, gen } = p.cso;
    if (p.attribs.length !== MAX_VERTEX_ATTRIBS || p.bindings.length !== MAX_VERTEX_ATTRIB_BINDINGS) {
      throw new MGPipeFatal('ProtocolCorruption', `create_vertex_elements_state {${slot}, ${gen}}: ${p.attribs.length} attributes / ${p.bindings.length} bindings (want ${MAX_VERTEX_ATTRIBS} / ${MAX_VERTEX_ATTRIB_BINDINGS})`);
    }
    if ((this.gens[slot] ?? -1) >= 0) throw new MGPipeFatal('ProtocolCorruption', `create_vertex_elements_state {${slot}, ${gen}}: the slot holds a live CSO (gen ${this.gens[slot]})`);
    const v = (this.views[slot] ??= new VertexElementsView());
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) copyAttrib(v.attribs[i], p.attribs[i]);
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) { v.bindings[b].stride = p.bindings[b].stride; v.bindings[b].divisor = p.bindings[b].divisor; }
    v.slot = slot;
    v.key = this.nextSerial++;
    v.vao = null;
    this.gens[slot] = gen;
  }

  /** The live CSO `h` names; anything else is ProtocolCorruption. */
  view(h: MGPipeHandle, call: string): VertexElementsView {
    const v = this.views[h.slot];
    if (v === undefined || this.gens[h.slot] !== h.gen || h.gen < 0) throw new MGPipeFatal('ProtocolCorruption', `${call}: vertex-elements CSO {${h.slot}, ${h.gen}} is not live`);
    return v;
  }

  /** Retires the live CSO `h` names; returns its serial key (the backend memos drop what they keyed on it). */
  delete(h: MGPipeHandle): number {
    const key = this.view(h, 'delete_vertex_elements_state').key;
    this.gens[h.slot] = -1;
    return key;
  }
}

/**
 * Installs the vertex-elements entries into `table`. `bufferLive` checks a buffer handle against the buffer table
 * (ProtocolCorruption when stale). `fault` (MOBILEGL_PIPE_TEST_FAULT=vertex-elements, test-only): every bound CSO
 * lands with its highest enabled attribute above 0 disabled — that attribute then reads its current value instead
 * of its array, which the reference comparison sees in any scenario with a second vertex attribute. `retired` is told
 * the serial key of every deleted CSO (CsoVertexArrays.retire: the legacy registry arm deletes its VAO).
 */
export function installVertexElementsReceiver(table: MGPipeContext, inputs: PipeInputs, bufferLive: (h: MGPipeHandle, call: string) => void,
  stats: VertexReceiverStats, fault = false, retired: (key: number) => void = noRetire): VertexElementsTable {
  const csos = new VertexElementsTable();
  const own = inputs.own.vertex;
  const states = new VertexStateTable();
  let boundSlot = -1;
  let boundKey = -1;
  const endState = () => {
    const set = own.buffers;
    if (set.state < 0) return;
    set.state = -1;
    set.version++; // the elements' own driver VAO walks its bindings again
  };
  const bindElements = (v: VertexElementsView) => {
    stats.vertexElementsBinds++;
    if (v.slot === boundSlot && v.key === boundKey) { stats.vertexElementsRebindsSkipped++; return; }
    boundSlot = v.slot;
    boundKey = v.key;
    const el = own.elements;
    el.copyFrom(v);
    el.slot = v.slot;
    el.key = v.key;
    el.vao = null;
    if (fault) {
      for (let i = MAX_VERTEX_ATTRIBS - 1; i > 0; i--) if (el.attribs[i].enabled) { el.attribs[i].enabled = false; break; }
    }
  };
  table.create_vertex_elements_state = (p) => { csos.create(p); stats.vertexElementsCreates++; };
  table.bind_vertex_elements_state = (p) => {
    const v = csos.view(p.cso, 'bind_vertex_elements_state');
    endState();
    own.elements.stateSlot = -1;
    bindElements(v);
  };
  table.delete_vertex_elements_state = (p) => {
    const key = csos.delete(p.cso);
    if (p.cso.slot === boundSlot) boundSlot = boundKey = -1;
    retired(key);
  };
  // Ends a state too (setVertexBuffers clears the mark and moves the version, as endState would).
  table.set_vertex_buffers = (p) => setVertexBuffers(p, own.buffers, bufferLive, stats);
  table.create_vertex_state = (p) => {
    states.create(p, (h, call) => csos.view(h, call).key, bufferLive);
    stats.vertexStateCreates++;
  };
  table.bind_vertex_state = (p) => {
    const s = states.state(p.vs, 'bind_vertex_state');
    // The client deletes a state before its elements CSO: a state whose CSO died (or was made again) is corruption.
    const v = csos.view(s.elements, 'bind_vertex_state');
    if (v.key !== s.elementsKey) throw new MGPipeFatal('ProtocolCorruption', `bind_vertex_state {${p.vs.slot}, ${p.vs.gen}}: its elements CSO was re-created`);
    bindElements(v);
    own.elements.stateSlot = s.slot;
    const set = own.buffers;
    // Binding points past the state's count are fresh; those past set.top are fresh already.
    const top = Math.max(s.count, set.top);
    for (let b = 0; b < top; b++) {
      const h = set.handles[b];
      if (b < s.count) {
        h.slot = s.bufferSlots[b]; h.gen = s.bufferGens[b];
        set.offsets[b] = s.offsets[b]; set.offsetSources[b] = s.offsetSources[b]; set.strides[b] = s.strides[b];
      } else {
        h.slot = 0; h.gen = 0;
        set.offsets[b] = 0; set.offsetSources[b] = ZERO; set.strides[b] = DEFAULT_BINDING_STRIDE;
      }
      set.fronts[b] = null;
    }
    set.top = s.count;
    dropSpans(set);
    set.spanMask = 0;
    set.pushed = true;
    set.version++;
    set.state = s.key;
    pushIndex(own.index, s.index);
    stats.vertexStateBinds++;
  };
  table.delete_vertex_state = (p) => {
    const key = states.delete(p.vs);
    if (own.buffers.state === key) endState();
  };
  table.set_index_buffer = (p) => {
    if (p.buffer.slot !== 0 || p.buffer.gen !== 0) bufferLive(p.buffer, 'set_index_buffer');
    endState();
    pushIndex(own.index, p.buffer);
  };
  return csos;
}

const ZERO = BigInt(0);

/** Clears the set's host spans: the ones the last set had are exactly spanMask's (both fillers keep that). */
function dropSpans(set: PipeInputs['own']['vertex']['buffers']): void {
  for (let m = set.spanMask; m !== 0; m &= m - 1) set.spans[31 - Math.clz32(m & -m)] = null;
}

/** The element buffer `h` (checked live, or 0) into the indexBuffer group, pushed. */
function pushIndex(index: PipeInputs['own']['vertex']['index'], h: { readonly slot: number; readonly gen: number }): void {
  index.pushed = true;
  index.front = null;
  index.handle.slot = h.slot;
  index.handle.gen = h.gen;
}

function noRetire(): void {
  // No backend memo to tell (the receiver tested alone).
}

function setVertexBuffers(p: SetVertexBuffersPayload, set: PipeInputs['own']['vertex']['buffers'], bufferLive: (h: MGPipeHandle, call: string) => void,
  stats: VertexReceiverStats): void {
  const n = p.buffers.length;
  if (p.start + n > MAX_VERTEX_ATTRIB_BINDINGS) throw new MGPipeFatal('ProtocolCorruption', `set_vertex_buffers: bindings ${p.start}..${p.start + n - 1} past ${MAX_VERTEX_ATTRIB_BINDINGS}`);
  // Every handle is checked before anything is stored: a stale one leaves the set as it was.
  for (let k = 0; k < n; k++) {
    const h = p.buffers[k].buffer;
    if (h.slot !== 0 || h.gen !== 0) bufferLive(h, 'set_vertex_buffers');
  }
  set.pushed = true;
  for (let k = 0; k < n; k++) {
    const r = p.buffers[k];
    const b = p.start + k;
    set.handles[b].slot = r.buffer.slot;
    set.handles[b].gen = r.buffer.gen;
    set.fronts[b] = null;
    // Compared as BigInts (equal values compare equal whichever object carries them): converted only when it moved.
    if (r.offset !== set.offsetSources[b]) {
      set.offsets[b] = Number(r.offset);
      set.offsetSources[b] = r.offset;
    }
    set.strides[b] = r.stride;
  }
  let mask = 0;
  dropSpans(set);
  for (let k = 0; k < p.clientArrays.length; k++) {
    const c = p.clientArrays[k];
    if (c.binding >= MAX_VERTEX_ATTRIBS) throw new MGPipeFatal('ProtocolCorruption', `set_vertex_buffers: client array for attribute ${c.binding}`);
    // Monolith: the span views the bytes. Split mode stages them (SEG_STAGE), which this backend does not map yet.
    if (c.bytes.ptr === null) throw new MGPipeFatal('ProtocolCorruption', 'set_vertex_buffers: a staged host span reached the monolith backend');
    set.spans[c.binding] = c.bytes.ptr;
    mask |= 1 << c.binding;
  }
  set.spanMask = mask;
  set.version++;
  set.state = -1; // a vertex state bound is over (the version moved: the elements' driver VAO walks its bindings)
  if (p.start + n > set.top) set.top = p.start + n;
  stats.vertexBufferSets++;
}
