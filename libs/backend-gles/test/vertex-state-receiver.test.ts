// The vertex state receive path (create_vertex_state / bind_vertex_state / delete_vertex_state), no driver: the
// server's state table and PipeInputs' vertex groups over a buffer table kept in memory. A stale or unknown handle of
// any kind in a create, a bind or a delete is Fatal{ProtocolCorruption} and stores nothing; a bind writes the three
// groups as bind_vertex_elements_state + set_vertex_buffers + set_index_buffer would (points past the state's fresh,
// the elements copy skipped for the CSO bound), marks the set with the state's serial, and each separate call ends
// the mark. Expectations are the payloads' own values.
import { PipeInputs, PIPE_INPUT_SUBSYSTEMS, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { BufferTable, type BufferRecord, type BufferStore } from '@mgpipe/gles-buffers';
import { installVertexElementsReceiver, type VertexReceiverStats } from '@mgpipe/gles-vertex-elements';
import { emptyMGPipeContext, type MGPVertexAttribute, type MGPipeHandle } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { expectCorruption } from './expect-corruption.ts';

const memStore: BufferStore<{ n: number }> = { create: () => ({ n: 0 }), allocate: () => undefined, write: () => undefined, copy: () => undefined, destroy: () => undefined };
const REC: BufferRecord = { size: 64, usage: GL.STATIC_DRAW, storageFlags: 0, immutable: false, hasDefinedContent: false, bindMask: 0, glName: 9 };

function setup() {
  const sources = Object.fromEntries(PIPE_INPUT_SUBSYSTEMS.map((s) => [s, s === 'vertex-elements' ? 'push' : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const inputs = new PipeInputs({ sources, checks: false, verify: false, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  const buffers = new BufferTable(memStore);
  const table = emptyMGPipeContext();
  const stats: VertexReceiverStats = { vertexElementsCreates: 0, vertexElementsBinds: 0, vertexElementsRebindsSkipped: 0, vertexBufferSets: 0, vertexStateCreates: 0, vertexStateBinds: 0 };
  installVertexElementsReceiver(table, inputs, (h, call) => { buffers.twin(h, call); }, stats);
  const cso = { slot: 1, gen: 1 };
  table.create_vertex_elements_state!({ cso, attribs: attribs(0), bindings: bindings() });
  const [a, b, idx] = [{ slot: 1, gen: 1 }, { slot: 2, gen: 1 }, { slot: 3, gen: 1 }];
  for (const h of [a, b, idx]) buffers.create(h, REC);
  return { inputs, buffers, table, stats, cso, a, b, idx };
}

const attribs = (offset: number): MGPVertexAttribute[] => Array.from({ length: 16 }, (_, i) => ({
  relativeOffset: i === 0 ? offset : 0, type: GL.FLOAT, size: i === 0 ? 3 : 0, bindingIndex: 0, enabled: i === 0, normalized: false, isInteger: false, isLong: false, bgra: false,
}));
const bindings = () => Array.from({ length: 16 }, () => ({ stride: 12, divisor: 0 }));
const vb = (buffer: MGPipeHandle, offset: bigint, stride = 12) => ({ buffer, offset, stride, divisor: 0 });
const NULL = { slot: 0, gen: 0 };

describe('vertex state receiver', () => {
  it('bind writes the three groups; binding points past the state are fresh; the set is marked until a separate call', () => {
    const { inputs, table, stats, cso, a, b, idx } = setup();
    // Three binding points set first, so a state of one must leave points 1 and 2 fresh.
    table.set_vertex_buffers!({ start: 0, buffers: [vb(b, 4n), vb(b, 8n, 20), vb(a, 12n)], clientArrays: [] });
    table.create_vertex_state!({ vs: { slot: 1, gen: 1 }, elements: cso, index: idx, buffers: [vb(a, 16n, 24)] });
    table.bind_vertex_state!({ vs: { slot: 1, gen: 1 } });
    const { elements, buffers: set, index } = inputs.own.vertex;
    expect(elements.slot).toBe(1);
    expect(elements.attribs[0].size).toBe(3);
    expect([set.handles[0], set.offsets[0], set.strides[0]]).toEqual([a, 16, 24]);
    for (const k of [1, 2]) expect([set.handles[k], set.offsets[k], set.strides[k]]).toEqual([NULL, 0, 16]);
    expect(index.handle).toEqual(idx);
    expect(set.state).toBeGreaterThanOrEqual(0);
    expect(elements.stateSlot).toBe(1);
    expect(stats.vertexStateBinds).toBe(1);
    // The same CSO bound: no elements copy (counted as a skipped rebind).
    const skipped = stats.vertexElementsRebindsSkipped;
    table.bind_vertex_state!({ vs: { slot: 1, gen: 1 } });
    expect(stats.vertexElementsRebindsSkipped).toBe(skipped + 1);
    for (const separate of [
      () => table.set_vertex_buffers!({ start: 0, buffers: [vb(a, 0n)], clientArrays: [] }),
      () => table.bind_vertex_elements_state!({ cso }),
      () => table.set_index_buffer!({ buffer: NULL, indexSize: 0 }),
      () => table.delete_vertex_state!({ vs: { slot: 1, gen: 1 } }),
    ]) {
      table.bind_vertex_state!({ vs: { slot: 1, gen: 1 } });
      const version = set.version;
      separate();
      expect(set.state).toBe(-1);
      expect(set.version).toBeGreaterThan(version);
      // The elements group's mark ends only with a call that writes that group (the vertex-buffers step covers the rest).
      expect(elements.stateSlot).toBe(separate.toString().includes('bind_vertex_elements_state') ? -1 : 1);
    }
  });

  it('stale or unknown handles are ProtocolCorruption, every handle of a create checked before anything is stored', () => {
    const { buffers, table, cso, a, b, idx } = setup();
    const vs = { slot: 1, gen: 1 };
    expectCorruption(() => table.bind_vertex_state!({ vs }), /vertex state \{1, 1\} is not live/);
    expectCorruption(() => table.delete_vertex_state!({ vs }), /vertex state \{1, 1\} is not live/);
    buffers.destroy(b);
    // A dead vertex buffer, a dead element buffer, a dead elements CSO: the slot stays empty each time.
    expectCorruption(() => table.create_vertex_state!({ vs, elements: cso, index: idx, buffers: [vb(a, 0n), vb(b, 0n)] }), /create_vertex_state/);
    expectCorruption(() => table.bind_vertex_state!({ vs }), /not live/);
    expectCorruption(() => table.create_vertex_state!({ vs, elements: cso, index: b, buffers: [vb(a, 0n)] }), /create_vertex_state/);
    expectCorruption(() => table.create_vertex_state!({ vs, elements: { slot: 1, gen: 2 }, index: idx, buffers: [vb(a, 0n)] }), /vertex-elements CSO \{1, 2\} is not live/);
    expectCorruption(() => table.create_vertex_state!({ vs, elements: cso, index: idx, buffers: Array.from({ length: 17 }, () => vb(a, 0n)) }), /17 binding points/);
    expectCorruption(() => table.bind_vertex_state!({ vs }), /not live/);
    table.create_vertex_state!({ vs, elements: cso, index: idx, buffers: [vb(a, 0n)] });
    // A live slot made again, an old gen, a newer gen: corruption.
    expectCorruption(() => table.create_vertex_state!({ vs, elements: cso, index: idx, buffers: [] }), /holds a live state/);
    expectCorruption(() => table.bind_vertex_state!({ vs: { slot: 1, gen: 2 } }), /not live/);
    table.delete_vertex_state!({ vs });
    expectCorruption(() => table.bind_vertex_state!({ vs }), /not live/);
    expectCorruption(() => table.delete_vertex_state!({ vs }), /not live/);
    // The slot made again under the next gen: the old handle stays dead, the new one binds.
    table.create_vertex_state!({ vs: { slot: 1, gen: 2 }, elements: cso, index: NULL, buffers: [] });
    expectCorruption(() => table.bind_vertex_state!({ vs }), /not live/);
    table.bind_vertex_state!({ vs: { slot: 1, gen: 2 } });
  });

  it('a state whose elements CSO died, or was made again in its slot, is ProtocolCorruption at bind', () => {
    const { table, cso, a, idx } = setup();
    table.create_vertex_state!({ vs: { slot: 1, gen: 1 }, elements: cso, index: idx, buffers: [vb(a, 0n)] });
    table.delete_vertex_elements_state!({ cso });
    expectCorruption(() => table.bind_vertex_state!({ vs: { slot: 1, gen: 1 } }), /vertex-elements CSO \{1, 1\} is not live/);
    table.create_vertex_elements_state!({ cso: { slot: 1, gen: 2 }, attribs: attribs(4), bindings: bindings() });
    expectCorruption(() => table.bind_vertex_state!({ vs: { slot: 1, gen: 1 } }), /not live/);
  });
});
