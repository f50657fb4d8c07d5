// The vertex-input path (issue 15, seeds §4.5.3 / §5.4 / D5): VertexElementsCso content addressing with its
// capacity-1024 LRU (eviction emits the delete), no call for a redundant rebind, both views carried (IsLong apart
// from DOUBLE), buffer handles + ranges resolved at validate time, set_index_buffer its own call.
import { GLContext } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { emptyMGPipeScreen } from '@mgpipe/pipe-types';
import { GL, VertexAttributePath } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { CSO_CAPACITY, MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

// vertex-elements requires buffers (its binding points name buffer handles).
const SWITCHES = { pushMask: subsystemMask('buffers', 'vertex-elements'), noCsoContentAddressing: false };

/**
 * `vertexStates`: the table has the vertex state entries (vertex-state-path.test.ts); off, the front end falls back to
 * the separate calls this file is about (a null entry: not implemented).
 */
function setup(vertexStates = false) {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const rec = new RecordingPipeContext();
  if (!vertexStates) rec.table.create_vertex_state = rec.table.bind_vertex_state = rec.table.delete_vertex_state = null;
  // The buffer lifecycle calls go to a screen that accepts them (this test looks at the context calls only).
  const screen = emptyMGPipeScreen();
  screen.resource_create = screen.resource_respecify = screen.resource_destroy = () => undefined;
  const t = new MGPipeTracker(ctx, rec.table, { switches: SWITCHES, screen });
  return { ctx, rec, t };
}

type Handle = { slot: number; gen: number };
const csoOf = (p: unknown) => (p as { cso: Handle }).cso;

describe('vertex-elements CSO (content-addressed, cap 1024, LRU emits the delete)', () => {
  it('the first draw creates and binds; a redundant rebind (same VAO, same formats, same buffers) emits nothing', () => {
    const { ctx, rec, t } = setup();
    const vao = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    ctx.BindVertexArray(vao);
    vao.SetAttribEnabled(0, true);
    vao.BindVertexBuffer(0, buf, 0, 16);
    t.validateForDraw();
    const names = rec.names();
    expect(names.filter((n) => n === 'create_vertex_elements_state')).toHaveLength(1);
    expect(names.filter((n) => n === 'bind_vertex_elements_state')).toHaveLength(1);
    expect(names.filter((n) => n === 'set_vertex_buffers')).toHaveLength(1);
    rec.clear();
    // Rebinding the same VAO and re-specifying identical state moves the shutters but changes nothing.
    ctx.BindVertexArray(null);
    ctx.BindVertexArray(vao);
    vao.BindVertexBuffer(0, buf, 0, 16);
    vao.SetAttribFormat(0, 4, GL.FLOAT, false, VertexAttributePath.Float, 0);
    t.validateForDraw();
    expect(rec.names().filter((n) => /vertex|index/.test(n))).toEqual([]);
  });

  it('a second VAO with the same formats reuses the CSO (no create, no bind); only its buffers are sent', () => {
    const { ctx, rec, t } = setup();
    const a = ctx.objects.CreateVertexArray();
    const b = ctx.objects.CreateVertexArray();
    const ba = ctx.objects.CreateBuffer();
    const bb = ctx.objects.CreateBuffer();
    for (const [vao, buf] of [[a, ba], [b, bb]] as const) { vao.SetAttribEnabled(0, true); vao.BindVertexBuffer(0, buf, 32, 12); }
    ctx.BindVertexArray(a);
    t.validateForDraw();
    rec.clear();
    ctx.BindVertexArray(b);
    t.validateForDraw();
    expect(rec.names().filter((n) => /vertex_elements/.test(n))).toEqual([]);
    const sets = rec.calls.filter((c) => c.name === 'set_vertex_buffers');
    expect(sets).toHaveLength(1);
    const p = sets[0].payload as { buffers: { buffer: Handle; offset: bigint; stride: number }[] };
    expect(p.buffers[0].buffer).toEqual(t.handles.peek(bb));
    expect(p.buffers[0].offset).toBe(32n);
    expect(p.buffers[0].stride).toBe(12);
  });

  it('capacity 1024: the 1025th distinct format evicts the least recently used CSO and emits its delete first', () => {
    const { ctx, rec, t } = setup();
    expect(CSO_CAPACITY.vertexElements).toBe(1024);
    const vao = ctx.objects.CreateVertexArray();
    ctx.BindVertexArray(vao);
    vao.SetAttribEnabled(0, true);
    const formatAt = (i: number) => { vao.SetAttribFormat(0, 4, GL.FLOAT, false, VertexAttributePath.Float, i * 4); t.validateForDraw(); };
    for (let i = 0; i < 1024; i++) formatAt(i);
    const creates = rec.calls.filter((c) => c.name === 'create_vertex_elements_state').map((c) => csoOf(c.payload));
    expect(creates).toHaveLength(1024);
    expect(rec.names().filter((n) => n === 'delete_vertex_elements_state')).toHaveLength(0);
    // Touch format 0 again (a hit: a bind, no create), so format 1 is now the least recently used.
    rec.clear();
    formatAt(0);
    expect(rec.names()).toEqual(['bind_vertex_elements_state']);
    expect(csoOf(rec.calls[0].payload)).toEqual(creates[0]);
    rec.clear();
    formatAt(1024);
    expect(rec.names()).toEqual(['delete_vertex_elements_state', 'create_vertex_elements_state', 'bind_vertex_elements_state']);
    const evicted = csoOf(rec.calls[0].payload);
    const created = csoOf(rec.calls[1].payload);
    expect(evicted).toEqual(creates[1]);
    // The evicted slot is reused under gen + 1: the old handle can never name the new CSO.
    expect(created.slot).toBe(evicted.slot);
    expect(created.gen).toBe(evicted.gen + 1);
    expect(t.stats.csoEvictions).toBe(1);
  });

  it('switching back to a VAO finds its CSO again from the per-VAO memo, LRU order kept (a memo hit touches the entry)', () => {
    const { ctx, rec, t } = setup();
    const a = ctx.objects.CreateVertexArray();
    const b = ctx.objects.CreateVertexArray();
    for (const [vao, offset] of [[a, 0], [b, 8]] as const) { vao.SetAttribEnabled(0, true); vao.SetAttribFormat(0, 2, GL.FLOAT, false, VertexAttributePath.Float, offset); }
    ctx.BindVertexArray(a);
    t.validateForDraw();
    ctx.BindVertexArray(b);
    t.validateForDraw();
    const creates = rec.calls.filter((c) => c.name === 'create_vertex_elements_state').map((c) => csoOf(c.payload));
    expect(creates).toHaveLength(2);
    const hits = t.stats.csoHits;
    rec.clear();
    ctx.BindVertexArray(a);
    t.validateForDraw();
    expect(rec.calls.filter((c) => /vertex_elements/.test(c.name)).map((c) => [c.name, csoOf(c.payload)])).toEqual([['bind_vertex_elements_state', creates[0]]]);
    expect(t.stats.csoHits).toBe(hits + 1);
    // a is now the most recently used: filling the cache with new formats of b evicts b's first CSO, never a's.
    rec.clear();
    ctx.BindVertexArray(b);
    for (let i = 1; i <= 1023; i++) { b.SetAttribFormat(0, 4, GL.FLOAT, false, VertexAttributePath.Float, i * 4); t.validateForDraw(); }
    const deletes = rec.calls.filter((c) => c.name === 'delete_vertex_elements_state').map((c) => csoOf(c.payload));
    expect(deletes).toEqual([creates[1]]);
  });

  it('a stride change (which moves no configVersion) makes a new CSO when its VAO is bound again, memo or not', () => {
    const { ctx, rec, t } = setup();
    const a = ctx.objects.CreateVertexArray();
    const b = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    for (const vao of [a, b]) { vao.SetAttribEnabled(0, true); vao.BindVertexBuffer(0, buf, 0, 16); }
    ctx.BindVertexArray(a);
    t.validateForDraw();
    ctx.BindVertexArray(b);
    t.validateForDraw();
    const config = a.configVersion;
    a.BindVertexBuffer(0, buf, 0, 32);
    expect(a.configVersion).toBe(config);
    rec.clear();
    ctx.BindVertexArray(a);
    t.validateForDraw();
    const created = rec.calls.filter((c) => c.name === 'create_vertex_elements_state');
    expect(created).toHaveLength(1);
    expect((created[0].payload as { bindings: { stride: number }[] }).bindings[0].stride).toBe(32);
  });

  it('an evicted CSO is not bound from the memo: the VAO resolves again and creates it anew', () => {
    const { ctx, rec, t } = setup();
    const a = ctx.objects.CreateVertexArray();
    const b = ctx.objects.CreateVertexArray();
    a.SetAttribEnabled(0, true);
    b.SetAttribEnabled(0, true);
    ctx.BindVertexArray(a);
    t.validateForDraw();
    const first = csoOf(rec.calls.find((c) => c.name === 'create_vertex_elements_state')!.payload);
    ctx.BindVertexArray(b);
    for (let i = 0; i < 1024; i++) { b.SetAttribFormat(0, 4, GL.FLOAT, false, VertexAttributePath.Float, 4 + i * 4); t.validateForDraw(); }
    expect(rec.calls.filter((c) => c.name === 'delete_vertex_elements_state').map((c) => csoOf(c.payload))).toContainEqual(first);
    rec.clear();
    ctx.BindVertexArray(a);
    t.validateForDraw();
    expect(rec.names().filter((n) => /vertex_elements/.test(n))).toEqual(['delete_vertex_elements_state', 'create_vertex_elements_state', 'bind_vertex_elements_state']);
  });

  it('a vertex-buffer set is sent up to the last binding point that is not fresh here or on the server', () => {
    const { ctx, rec, t } = setup();
    const wide = ctx.objects.CreateVertexArray();
    const narrow = ctx.objects.CreateVertexArray();
    const other = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    // A buffer per binding point: points that name one buffer at one stride would merge into one (vertex-array-layout.ts).
    for (let b = 0; b < 4; b++) { wide.SetAttribEnabled(b, true); wide.BindVertexBuffer(b, ctx.objects.CreateBuffer(), b * 4, 16); }
    narrow.SetAttribEnabled(0, true);
    narrow.BindVertexBuffer(0, buf, 8, 12);
    other.SetAttribEnabled(0, true);
    other.BindVertexBuffer(0, buf, 0, 20);
    const sent = () => rec.calls.filter((c) => c.name === 'set_vertex_buffers').map((c) => (c.payload as { buffers: { offset: bigint; stride: number }[] }).buffers.map((r) => [r.offset, r.stride]));
    const draw = (vao: typeof wide) => { rec.clear(); ctx.BindVertexArray(vao); t.validateForDraw(); return sent(); };
    // The first set is all 16 (the server's points are unknown), then the wide VAO's 4, then 4 again to reset 1..3.
    expect(draw(wide)[0]).toHaveLength(16);
    expect(draw(narrow)).toEqual([[[8n, 12], [0n, 16], [0n, 16], [0n, 16]]]);
    expect(draw(other)).toEqual([[[0n, 20]]]);
    expect(draw(wide)).toEqual([[[0n, 16], [4n, 16], [8n, 16], [12n, 16]]]);
  });

  it('an interleaved VAO is sent as its effective layout: one binding point, the merged relative offset, the rest fresh', () => {
    const { ctx, rec, t } = setup();
    const vao = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    ctx.BindVertexArray(vao);
    // glVertexAttribPointer's state: a position at +0 and a colour at +8 of one buffer, stride 24, binding points 0 and 1.
    for (const [i, offset] of [[0, 0], [1, 8]]) { vao.SetAttribEnabled(i, true); vao.BindVertexBuffer(i, buf, offset, 24); }
    t.validateForDraw();
    const created = rec.calls.find((c) => c.name === 'create_vertex_elements_state')!.payload as
      { attribs: { bindingIndex: number; relativeOffset: number }[]; bindings: { stride: number; divisor: number }[] };
    expect(created.attribs.slice(0, 2).map((a) => [a.bindingIndex, a.relativeOffset])).toEqual([[0, 0], [0, 8]]);
    expect(created.bindings.slice(0, 2)).toEqual([{ stride: 24, divisor: 0 }, { stride: 16, divisor: 0 }]);
    const sets = rec.calls.filter((c) => c.name === 'set_vertex_buffers').map((c) => (c.payload as { buffers: { buffer: Handle; offset: bigint; stride: number }[] }).buffers);
    // The first set is all 16 (the server's points are unknown): binding point 1 is sent fresh.
    expect(sets).toHaveLength(1);
    expect(sets[0].slice(0, 2).map((r) => [r.buffer.slot === 0, r.offset, r.stride])).toEqual([[false, 0n, 24], [true, 0n, 16]]);
  });

  it('attributes re-pointed one by one before every draw (a VAO-less application) bind no other vertex-elements CSO', () => {
    const { ctx, rec, t } = setup();
    const vao = ctx.objects.CreateVertexArray();
    const bufs = [ctx.objects.CreateBuffer(), ctx.objects.CreateBuffer()];
    ctx.BindVertexArray(vao);
    for (let i = 0; i < 4; i++) vao.SetAttribEnabled(i, true);
    const draw = (k: number) => {
      for (let i = 0; i < 4; i++) vao.BindVertexBuffer(i, bufs[k & 1], i * 8, 32);
      t.validateForDraw();
    };
    draw(0);
    rec.clear();
    const config = vao.configVersion;
    for (let k = 1; k <= 6; k++) draw(k);
    // Each draw's set is one binding point (merged), its buffer switched; the layout the draws see never changed, so
    // neither did configVersion (the elements emitter's memo key: no CSO resolved again).
    expect(vao.configVersion).toBe(config);
    expect(rec.names().filter((n) => /vertex_elements/.test(n))).toEqual([]);
    const sets = rec.calls.filter((c) => c.name === 'set_vertex_buffers').map((c) => (c.payload as { buffers: unknown[] }).buffers.length);
    expect(sets).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('switching VAOs re-sends each one\'s set from its memo; an edit of a VAO or of its buffer while another is bound is seen', () => {
    const { ctx, rec, t } = setup();
    const a = ctx.objects.CreateVertexArray();
    const b = ctx.objects.CreateVertexArray();
    const ba = ctx.objects.CreateBuffer();
    const bb = ctx.objects.CreateBuffer();
    for (const [vao, buf] of [[a, ba], [b, bb]] as const) { vao.SetAttribEnabled(0, true); vao.BindVertexBuffer(0, buf, 0, 16); }
    const sent = () => rec.calls.filter((c) => c.name === 'set_vertex_buffers')
      .map((c) => (c.payload as { buffers: { buffer: Handle; offset: bigint; stride: number }[] }).buffers.slice(0, 1).map((r) => [r.buffer.slot, r.offset, r.stride]));
    const draw = (vao: typeof a) => { rec.clear(); ctx.BindVertexArray(vao); t.validateForDraw(); return sent(); };
    draw(a);
    draw(b);
    const slotA = t.handles.peek(ba)!.slot, slotB = t.handles.peek(bb)!.slot;
    for (let i = 0; i < 3; i++) {
      expect(draw(a)).toEqual([[[slotA, 0n, 16]]]);
      expect(draw(b)).toEqual([[[slotB, 0n, 16]]]);
    }
    // A's binding point moves while B is bound: the next switch to A carries it.
    a.BindVertexBuffer(0, ba, 40, 12);
    expect(draw(a)).toEqual([[[slotA, 40n, 12]]]);
    // An edit of the bound VAO is sent at the next draw (its memo must not suppress it as "the same set").
    a.BindVertexBuffer(0, ba, 8, 12);
    rec.clear();
    t.validateForDraw();
    expect(sent()).toEqual([[[slotA, 8n, 12]]]);
    // A gains a second binding point while B is bound: the switch to A sends both (the memo's extent is not reused).
    draw(b);
    a.SetAttribEnabled(1, true);
    a.BindVertexBuffer(1, bb, 4, 8);
    rec.clear();
    ctx.BindVertexArray(a);
    t.validateForDraw();
    const two = rec.calls.filter((c) => c.name === 'set_vertex_buffers').map((c) => (c.payload as { buffers: unknown[] }).buffers.length);
    expect(two).toEqual([2]);
    // B's buffer is respecified while A is bound: the switch to B sends its set although B itself did not change.
    bb.AllocateStorage(256, null, GL.STATIC_DRAW, 0, false);
    expect(draw(b)).toEqual([[[slotB, 0n, 16]]]);
    // And an unchanged switch back to the same VAO with nothing moved sends nothing.
    rec.clear();
    t.validateForDraw();
    expect(sent()).toEqual([]);
  });

  it('carries both views: IsLong apart from type DOUBLE, integer apart from float, BGRA as size 4 + bgra; strides of both kinds', () => {
    const { ctx, rec, t } = setup();
    const vao = ctx.objects.CreateVertexArray();
    ctx.BindVertexArray(vao);
    for (const i of [0, 1, 2, 3]) vao.SetAttribEnabled(i, true);
    vao.SetAttribFormat(0, 2, GL.DOUBLE, false, VertexAttributePath.Long, 0);
    vao.SetAttribFormat(1, 2, GL.DOUBLE, false, VertexAttributePath.Float, 0);
    vao.SetAttribFormat(2, 1, GL.INT, false, VertexAttributePath.Integer, 4);
    vao.SetAttribFormat(3, 0x80e1, GL.UNSIGNED_BYTE, true, VertexAttributePath.Float, 8);
    vao.BindVertexBuffer(3, null, 0, 0); // binding-style stride 0: every vertex reads the same element
    t.validateForDraw();
    const create = rec.calls.find((c) => c.name === 'create_vertex_elements_state')!.payload as {
      attribs: { type: number; size: number; isLong: boolean; isInteger: boolean; bgra: boolean; normalized: boolean; relativeOffset: number }[];
      bindings: { stride: number; divisor: number }[];
    };
    expect(create.attribs[0]).toMatchObject({ type: GL.DOUBLE, size: 2, isLong: true, isInteger: false });
    expect(create.attribs[1]).toMatchObject({ type: GL.DOUBLE, size: 2, isLong: false, isInteger: false });
    expect(create.attribs[2]).toMatchObject({ type: GL.INT, isInteger: true, isLong: false, relativeOffset: 4 });
    expect(create.attribs[3]).toMatchObject({ size: 4, bgra: true, normalized: true, relativeOffset: 8 });
    expect(create.bindings[3].stride).toBe(0);
    expect(create.bindings[4].stride).toBe(16); // the initial binding stride is 16, not 0
    // Long vs DOUBLE makes a different CSO: switching attribute 0 to the float path is a miss.
    rec.clear();
    vao.SetAttribFormat(0, 2, GL.DOUBLE, false, VertexAttributePath.Float, 0);
    t.validateForDraw();
    expect(rec.names().filter((n) => n === 'create_vertex_elements_state')).toHaveLength(1);
  });

  it('host spans: each enabled fp64 (L path or DOUBLE), BGRA or client-memory attribute, and no other', () => {
    const { ctx, rec, t } = setup();
    const vao = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    buf.AllocateStorage(64, null, GL.STATIC_DRAW, 0, false);
    ctx.BindVertexArray(vao);
    for (let i = 0; i < 6; i++) {
      vao.SetAttribEnabled(i, i !== 5);
      vao.SetAttribBinding(i, 0);
    }
    vao.BindVertexBuffer(0, buf, 0, 16);
    vao.SetAttribFormat(0, 4, GL.FLOAT, false, VertexAttributePath.Float, 0); // plain: no span
    vao.SetAttribFormat(1, 2, GL.DOUBLE, false, VertexAttributePath.Long, 0);
    vao.SetAttribFormat(2, 2, GL.DOUBLE, false, VertexAttributePath.Float, 0);
    vao.SetAttribFormat(3, 0x80e1, GL.UNSIGNED_BYTE, true, VertexAttributePath.Float, 0);
    vao.SetAttribClientArray(4, new Float32Array(8));
    vao.SetAttribFormat(5, 2, GL.DOUBLE, false, VertexAttributePath.Long, 0); // disabled: no span
    vao.SetAttribClientArray(5, new Float32Array(8));
    t.validateForDraw();
    const set = rec.calls.filter((c) => c.name === 'set_vertex_buffers').pop()!.payload as { clientArrays: { binding: number }[] };
    expect(set.clientArrays.map((c) => c.binding)).toEqual([1, 2, 3, 4]);
    // Disabling the client-memory one drops its span; the others stay.
    vao.SetAttribEnabled(4, false);
    t.validateForDraw();
    const next = rec.calls.filter((c) => c.name === 'set_vertex_buffers').pop()!.payload as { clientArrays: { binding: number }[] };
    expect(next.clientArrays.map((c) => c.binding)).toEqual([1, 2, 3]);
  });

  it('ranges are resolved at validate time: a bufferData after the bind is seen by the next draw; set_index_buffer is its own call', () => {
    const { ctx, rec, t } = setup();
    const vao = ctx.objects.CreateVertexArray();
    const buf = ctx.objects.CreateBuffer();
    const idx = ctx.objects.CreateBuffer();
    ctx.BindVertexArray(vao);
    vao.SetAttribEnabled(0, true);
    vao.BindVertexBuffer(0, buf, 0, 16);
    t.validateForDraw();
    rec.clear();
    // The index buffer changes alone: only set_index_buffer, no vertex-elements or vertex-buffers call.
    vao.BindElementBuffer(idx);
    t.validateForDraw();
    expect(rec.names()).toEqual(['set_index_buffer']);
    expect((rec.calls[0].payload as { buffer: Handle }).buffer).toEqual(t.handles.peek(idx));
    rec.clear();
    // A respecified bound buffer re-sends the set (the server re-resolves the twin), nothing else.
    buf.AllocateStorage(64, null, GL.STATIC_DRAW, 0, false);
    t.validateForDraw();
    expect(rec.names()).toEqual(['set_vertex_buffers']);
  });
});
