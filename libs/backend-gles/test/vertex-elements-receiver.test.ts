// The vertex-elements receive path (issue 15, "Vertex input"), no driver: the server's CSO table and PipeInputs'
// vertex groups over a buffer table kept in memory. A stale buffer handle in set_vertex_buffers / set_index_buffer and
// a stale CSO handle are Fatal{ProtocolCorruption} and leave what was stored as it was; a redundant bind copies
// nothing. Expectations are the payloads' own values (stated inputs), not output copied back.
import { DriverBindings, PipeInputs, PIPE_INPUT_SUBSYSTEMS, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { BufferTable, type BufferRecord, type BufferStore } from '@mgpipe/gles-buffers';
import { CsoVertexArrays, installVertexElementsReceiver, type VertexReceiverStats } from '@mgpipe/gles-vertex-elements';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { emptyMGPipeContext, kEmptyHostSpan, type MGPVertexAttribute, type MGPipeHandle } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { expectCorruption } from './expect-corruption.ts';

const memStore: BufferStore<{ n: number }> = { create: () => ({ n: 0 }), allocate: () => undefined, write: () => undefined, copy: () => undefined, destroy: () => undefined };
const REC: BufferRecord = { size: 64, usage: GL.STATIC_DRAW, storageFlags: 0, immutable: false, hasDefinedContent: false, bindMask: 0, glName: 9 };

function setup(retired?: (key: number) => void) {
  const sources = Object.fromEntries(PIPE_INPUT_SUBSYSTEMS.map((s) => [s, s === 'vertex-elements' ? 'push' : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const inputs = new PipeInputs({ sources, checks: false, verify: false, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  const buffers = new BufferTable(memStore);
  const table = emptyMGPipeContext();
  const stats: VertexReceiverStats = { vertexElementsCreates: 0, vertexElementsBinds: 0, vertexElementsRebindsSkipped: 0, vertexBufferSets: 0, vertexStateCreates: 0, vertexStateBinds: 0 };
  const csos = installVertexElementsReceiver(table, inputs, (h, call) => { buffers.twin(h, call); }, stats, false, retired);
  return { inputs, buffers, table, stats, csos };
}

/** The two driver entry points CsoVertexArrays uses, counting names handed out and deleted (no driver). */
function vaoDriver() {
  const live = new Set<number>();
  let next = 0;
  let deleted = 0;
  const gl = {
    glGenVertexArrays: (_n: number, out: Uint32Array) => { out[0] = ++next; live.add(out[0]); },
    glDeleteVertexArrays: (_n: number, names: Uint32Array) => { live.delete(names[0]); deleted++; },
    glBindVertexArray: () => undefined,
    glGetIntegerv: (_pname: number, out: Int32Array) => { out[0] = 16; },
  } as unknown as GLEntryPoints;
  return { gl, live, generated: () => next, deleted: () => deleted };
}

const attribs = (offset: number): MGPVertexAttribute[] => Array.from({ length: 16 }, (_, i) => ({
  relativeOffset: i === 0 ? offset : 0, type: GL.FLOAT, size: i === 0 ? 3 : 0, bindingIndex: 0, enabled: i === 0, normalized: false, isInteger: false, isLong: false, bgra: false,
}));
const bindings = () => Array.from({ length: 16 }, () => ({ stride: 12, divisor: 0 }));
const vb = (buffer: MGPipeHandle, offset: bigint) => ({ buffer, offset, stride: 12, divisor: 0 });
const NULL = { slot: 0, gen: 0 };

describe('vertex-elements receiver', () => {
  it('set_vertex_buffers stores each offset as the number its BigInt holds, converted only when it moved', () => {
    const { inputs, buffers, table } = setup();
    const a = { slot: 1, gen: 1 };
    buffers.create(a, REC);
    const set = inputs.own.vertex.buffers;
    const send = (...offsets: bigint[]) => table.set_vertex_buffers!({ start: 0, buffers: offsets.map((o) => vb(a, o)), clientArrays: [] });
    send(16n, 2n ** 40n + 4n);
    expect([set.offsets[0], set.offsets[1]]).toEqual([16, 2 ** 40 + 4]);
    // The same values in other BigInt objects (split mode decodes new ones), then other values, then back.
    send(BigInt('16'), BigInt(2 ** 40 + 4));
    expect([set.offsets[0], set.offsets[1]]).toEqual([16, 2 ** 40 + 4]);
    send(0n, 8n);
    expect([set.offsets[0], set.offsets[1]]).toEqual([0, 8]);
    send(16n);
    expect([set.offsets[0], set.offsets[1]]).toEqual([16, 8]);
    // A fill (pull / verify's shadow) writes offsets without a source: the next push converts again.
    set.offsets[0] = 99;
    set.offsetSources[0] = null;
    send(16n);
    expect(set.offsets[0]).toBe(16);
  });

  it('set_vertex_buffers with a stale buffer handle is ProtocolCorruption and stores nothing', () => {
    const { inputs, buffers, table } = setup();
    const a = { slot: 1, gen: 1 };
    buffers.create(a, REC);
    table.set_vertex_buffers!({ start: 0, buffers: [vb(a, 16n)], clientArrays: [] });
    const set = inputs.own.vertex.buffers;
    expect(set.handles[0]).toEqual(a);
    expect(set.offsets[0]).toBe(16);
    const version = set.version;
    // The buffer dies and its slot is reused: the old handle names nothing any more.
    buffers.destroy(a);
    buffers.create({ slot: 1, gen: 2 }, REC);
    expectCorruption(() => table.set_vertex_buffers!({ start: 0, buffers: [vb(NULL, 0n), vb(a, 32n)], clientArrays: [] }), /set_vertex_buffers: buffer \{1, 1\}.*live under gen 2/);
    expect(set.handles[0]).toEqual(a);
    expect(set.offsets[0]).toBe(16);
    expect(set.offsets[1]).toBe(0);
    expect(set.version).toBe(version);
    // A never-created handle is refused too, as is a stale index buffer.
    expectCorruption(() => table.set_vertex_buffers!({ start: 0, buffers: [vb({ slot: 7, gen: 1 }, 0n)], clientArrays: [] }), /set_vertex_buffers/);
    expectCorruption(() => table.set_index_buffer!({ buffer: a, indexSize: 0 }), /set_index_buffer: buffer \{1, 1\}/);
  });

  it('CSO handles: bind / delete of a CSO that is not live (never created, deleted, or an older gen) is ProtocolCorruption', () => {
    const { table } = setup();
    const h = { slot: 1, gen: 1 };
    expectCorruption(() => table.bind_vertex_elements_state!({ cso: h }), /vertex-elements CSO \{1, 1\} is not live/);
    table.create_vertex_elements_state!({ cso: h, attribs: attribs(0), bindings: bindings() });
    expectCorruption(() => table.create_vertex_elements_state!({ cso: { slot: 1, gen: 2 }, attribs: attribs(0), bindings: bindings() }), /holds a live CSO/);
    table.delete_vertex_elements_state!({ cso: h });
    expectCorruption(() => table.bind_vertex_elements_state!({ cso: h }), /not live/);
    table.create_vertex_elements_state!({ cso: { slot: 1, gen: 2 }, attribs: attribs(4), bindings: bindings() });
    expectCorruption(() => table.bind_vertex_elements_state!({ cso: h }), /\{1, 1\} is not live/);
  });

  it('bind copies the CSO views into PipeInputs with a new key per create; a redundant bind copies nothing', () => {
    const { inputs, table, stats } = setup();
    table.create_vertex_elements_state!({ cso: { slot: 1, gen: 1 }, attribs: attribs(8), bindings: bindings() });
    table.create_vertex_elements_state!({ cso: { slot: 2, gen: 1 }, attribs: attribs(4), bindings: bindings() });
    table.bind_vertex_elements_state!({ cso: { slot: 1, gen: 1 } });
    const el = inputs.own.vertex.elements;
    expect(el.slot).toBe(1);
    expect(el.attribs[0]).toMatchObject({ enabled: true, size: 3, relativeOffset: 8 });
    const key1 = el.key;
    table.bind_vertex_elements_state!({ cso: { slot: 1, gen: 1 } });
    expect(stats.vertexElementsRebindsSkipped).toBe(1);
    table.bind_vertex_elements_state!({ cso: { slot: 2, gen: 1 } });
    expect(el.attribs[0].relativeOffset).toBe(4);
    expect(el.key).not.toBe(key1);
    // Slot 1 re-created under gen 2 with other content: a bind re-copies and the twin's memo key moves.
    table.delete_vertex_elements_state!({ cso: { slot: 1, gen: 1 } });
    table.create_vertex_elements_state!({ cso: { slot: 1, gen: 2 }, attribs: attribs(20), bindings: bindings() });
    table.bind_vertex_elements_state!({ cso: { slot: 1, gen: 2 } });
    expect(el.attribs[0].relativeOffset).toBe(20);
    expect(new Set([key1, el.key]).size).toBe(2);
  });

  it('host spans land per attribute; a staged span (split mode) is refused in this monolith backend', () => {
    const { inputs, table } = setup();
    const bytes = new Uint8Array([1, 2, 3, 4]);
    table.set_vertex_buffers!({ start: 0, buffers: [vb(NULL, 0n)], clientArrays: [{ binding: 2, bytes: { ptr: bytes, seg: 0, offset: 0n, size: 4n } }] });
    const set = inputs.own.vertex.buffers;
    expect(set.spans[2]).toBe(bytes);
    expect(set.spanMask).toBe(1 << 2);
    expectCorruption(() => table.set_vertex_buffers!({ start: 0, buffers: [], clientArrays: [{ binding: 0, bytes: kEmptyHostSpan }] }), /staged host span/);
  });
});

// The memo of vertex-elements (cso-vertex-arrays.ts) in both arms, driven through the receiver: the phase C slot
// array and the hashed registry that MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps.
describe('driver VAOs of pushed CSOs (handleMemo vs legacy registry)', () => {
  function churn(handleMemo: boolean, cycles: number) {
    const d = vaoDriver();
    const vaos = new CsoVertexArrays(d.gl, new DriverBindings(d.gl), handleMemo);
    const { inputs, table } = setup((key) => vaos.retire(key));
    const el = inputs.own.vertex.elements;
    const seen: number[] = [];
    for (let gen = 1; gen <= cycles; gen++) {
      const h = { slot: 1, gen };
      table.create_vertex_elements_state!({ cso: h, attribs: attribs(gen % 7), bindings: bindings() });
      table.bind_vertex_elements_state!({ cso: h });
      const vao = vaos.twin(el);
      expect(vaos.twin(el)).toBe(vao); // a second lookup of the bound CSO is the same VAO
      seen.push(vao.name);
      // The memo key moved with the re-created CSO: syncConfig re-specifies the formats.
      expect(vao.configVersion).not.toBe(el.key);
      vao.configVersion = el.key;
      table.delete_vertex_elements_state!({ cso: h });
    }
    return { d, vaos, seen };
  }

  it('handleMemo: one VAO per slot, reused by the next CSO in the slot; nothing deleted with a CSO', () => {
    const { d, vaos, seen } = churn(true, 1000);
    expect(vaos.handleMemo).toBe(true);
    expect(new Set(seen).size).toBe(1);
    expect(d.generated()).toBe(1);
    expect(d.deleted()).toBe(0);
    expect(vaos.size).toBe(1);
  });

  it('legacy registry: one VAO per CSO, deleted with it; the registry does not grow under churn', () => {
    const { d, vaos } = churn(false, 1000);
    expect(vaos.handleMemo).toBe(false);
    expect(d.generated()).toBe(1000);
    expect(d.deleted()).toBe(1000);
    expect(d.live.size).toBe(0);
    expect(vaos.size).toBe(0);
  });
});
