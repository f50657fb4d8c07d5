// draw_vbo (seeds §4.4.5, §4.5.7, §5.8; the emulation bit): what the tracker sends per draw shape, recorded on a
// RecordingPipeContext — one range {start, count, indexBias} per draw, element offsets in indices, client indices
// as host bytes with kHasUserIndices | kIndicesAreClient, restart carried per draw, the client-side min/max index
// scan only when a host-sourced attribute is enabled (restart values skipped), and *IndirectCount resolved on the
// client from the PARAMETER buffer's shadow. Expected values are the arguments and bytes written here.
import { GLContext } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { MGPDrawFlags, MGPipeOp, emptyMGPipeScreen, type DrawVboPayload } from '@mgpipe/pipe-types';
import { RingWriter, enc_draw_vbo } from '@mgpipe/wire';
import { GL, RenderStateCap, VertexAttributePath } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

function setup(bits: Parameters<typeof subsystemMask> = ['buffers', 'vertex-elements', 'emulation']) {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const rec = new RecordingPipeContext();
  const screen = emptyMGPipeScreen();
  screen.resource_create = screen.resource_respecify = screen.resource_destroy = () => undefined;
  const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: subsystemMask(...bits), noCsoContentAddressing: false }, screen });
  const vao = ctx.objects.CreateVertexArray();
  ctx.BindVertexArray(vao);
  return { ctx, rec, t, vao };
}

const DRAW = { mode: GL.TRIANGLES, first: 0, count: 3, indexType: 0, indices: 0 as number | ArrayBufferView, instanceCount: 1, baseVertex: 0, baseInstance: 0 };
const draws = (rec: RecordingPipeContext) => rec.calls.filter((c) => c.name === 'draw_vbo').map((c) => c.payload as DrawVboPayload);

function buffer(ctx: GLContext, bytes: ArrayBufferView) {
  const b = ctx.objects.CreateBuffer();
  b.AllocateStorage(bytes.byteLength, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), GL.STATIC_DRAW, 0, false);
  return b;
}

describe('draw_vbo from the tracker', () => {
  it('is sent only with the emulation bit: without it the tracker has no draw emitter', () => {
    expect(setup(['buffers', 'vertex-elements']).t.draws).toBeNull();
    expect(setup().t.draws).not.toBeNull();
  });

  it('stats count each draw\'s record bytes as encoded, optional fields included (28 steady, 36 instanced from a base instance)', () => {
    const { rec, t } = setup();
    t.draws!.direct({ ...DRAW });
    const steady = t.stats.bytesByOp[MGPipeOp.draw_vbo];
    t.draws!.direct({ ...DRAW, instanceCount: 3, baseInstance: 2 });
    const instanced = t.stats.bytesByOp[MGPipeOp.draw_vbo] - steady;
    const encoded = draws(rec).map((p) => { const w = new RingWriter(256); enc_draw_vbo(w, p); return w.pos; });
    expect([steady, instanced]).toEqual(encoded);
    expect(encoded).toEqual([28, 36]);
  });

  it('multi draws: one draw_vbo with a range per sub-draw; client indices or host-sourced attributes do not batch', () => {
    const { ctx, rec, t, vao } = setup();
    vao.BindElementBuffer(buffer(ctx, new Uint16Array([0, 1, 2, 3, 4, 5])));
    const subs = [{ ...DRAW, indexType: GL.UNSIGNED_SHORT, indices: 2, count: 3, baseVertex: 1 }, { ...DRAW, indexType: GL.UNSIGNED_SHORT, indices: 6, count: 2, baseVertex: 0 }];
    expect(t.draws!.batchable(subs, 2)).toBe(true);
    t.draws!.multi(subs, 2);
    const [p] = draws(rec);
    expect(p.ranges).toEqual([{ start: 1, count: 3, indexBias: 1 }, { start: 3, count: 2, indexBias: 0 }]);
    expect(rec.names().filter((n) => n === 'draw_vbo')).toHaveLength(1);
    expect(t.draws!.batchable(subs, 1)).toBe(false);
    expect(t.draws!.batchable([subs[0], { ...subs[1], indices: new Uint16Array([0, 1]) }], 2)).toBe(false);
    vao.SetAttribFormat(0, 2, GL.FLOAT, false, VertexAttributePath.Float, 0);
    vao.SetAttribClientArray(0, new Float32Array(20));
    vao.SetAttribEnabled(0, true);
    expect(t.draws!.batchable(subs, 2)).toBe(false);
  });

  it('arrays: one range {first, count}, instances and base instance in the info, no index fields', () => {
    const { rec, t } = setup();
    t.draws!.direct({ ...DRAW, first: 5, count: 7, instanceCount: 3, baseInstance: 2 });
    const [p] = draws(rec);
    expect(p).toMatchObject({ mode: GL.TRIANGLES, indexSize: 0, flags: 0, instanceCount: 3, startInstance: 2, indirect: null });
    expect(p.ranges).toEqual([{ start: 5, count: 7, indexBias: 0 }]);
    expect(p.indexResource).toEqual({ slot: 0, gen: 0 });
  });

  it('elements from a buffer: start in indices, base vertex as indexBias, restart per draw (the buffer is set_index_buffer\'s)', () => {
    const { ctx, rec, t, vao } = setup();
    vao.BindElementBuffer(buffer(ctx, new Uint32Array([0, 1, 2, 3])));
    ctx.renderState.SetCapability(RenderStateCap.PrimitiveRestart, true);
    ctx.renderState.SetPrimitiveRestartIndex(7);
    t.draws!.direct({ ...DRAW, indexType: GL.UNSIGNED_INT, indices: 8, count: 2, baseVertex: -1 });
    const [p] = draws(rec);
    expect(p.indexSize).toBe(4);
    expect(p.ranges).toEqual([{ start: 2, count: 2, indexBias: -1 }]);
    expect(p.indexResource).toEqual({ slot: 0, gen: 0 }); // named by set_index_buffer (D5), not per draw
    expect(rec.names()).not.toContain('set_index_buffer'); // this test calls the emitter without a validate
    expect(p.flags & MGPDrawFlags.primitiveRestart).toBe(MGPDrawFlags.primitiveRestart);
    expect(p.restartIndex).toBe(7);
    // Restart 7 is not the type's fixed index: the server rewrites on the host, so the element bytes ride along.
    expect(p.flags & (MGPDrawFlags.hasUserIndices | MGPDrawFlags.indicesAreClient)).toBe(MGPDrawFlags.hasUserIndices);
    expect(Array.from(p.userIndices.ptr!)).toEqual(Array.from(new Uint8Array(new Uint32Array([0, 1, 2, 3]).buffer)));
    ctx.renderState.SetCapability(RenderStateCap.PrimitiveRestart, false);
    ctx.renderState.SetCapability(RenderStateCap.PrimitiveRestartFixedIndex, true);
    t.draws!.direct({ ...DRAW, indexType: GL.UNSIGNED_SHORT, indices: 0 });
    const fixed = draws(rec)[1];
    expect([fixed.restartIndex, fixed.flags]).toEqual([0xffff, MGPDrawFlags.primitiveRestart]); // no host work: no span
  });

  it('client indices: the application bytes as the span (never a pointer), kHasUserIndices | kIndicesAreClient', () => {
    const { rec, t } = setup();
    const idx = new Uint16Array([4, 5, 6, 9]);
    t.draws!.direct({ ...DRAW, indexType: GL.UNSIGNED_SHORT, indices: idx.subarray(0, 3), count: 3 });
    const [p] = draws(rec);
    expect(p.flags).toBe(MGPDrawFlags.hasUserIndices | MGPDrawFlags.indicesAreClient);
    expect(Array.from(new Uint16Array(p.userIndices.ptr!.slice().buffer))).toEqual([4, 5, 6]);
    expect(p.userIndices.size).toBe(6n);
    expect(p.ranges[0].start).toBe(0);
  });

  it('min / max index: scanned on the client only with a host-sourced attribute, restart values skipped', () => {
    const { ctx, rec, t, vao } = setup();
    const idx = new Uint16Array([3, 0xffff, 9, 2]);
    t.draws!.direct({ ...DRAW, indexType: GL.UNSIGNED_SHORT, indices: idx, count: 4 });
    expect(draws(rec)[0].flags & MGPDrawFlags.hasIndexRange).toBe(0); // buffer-only attributes: no scan
    vao.SetAttribFormat(0, 2, GL.FLOAT, false, VertexAttributePath.Float, 0);
    vao.SetAttribClientArray(0, new Float32Array(20));
    vao.SetAttribEnabled(0, true);
    ctx.renderState.SetCapability(RenderStateCap.PrimitiveRestartFixedIndex, true);
    t.draws!.direct({ ...DRAW, indexType: GL.UNSIGNED_SHORT, indices: idx, count: 4 });
    const p = draws(rec)[1];
    expect(p.flags & MGPDrawFlags.hasIndexRange).toBe(MGPDrawFlags.hasIndexRange);
    expect([p.minIndex, p.maxIndex]).toEqual([2, 9]);
    t.draws!.direct({ ...DRAW, first: 4, count: 6 });
    expect([draws(rec)[2].minIndex, draws(rec)[2].maxIndex]).toEqual([4, 9]);
  });

  it('indirect: the command block as the span; *IndirectCount resolved on the client (min(count, max))', () => {
    const { ctx, rec, t } = setup();
    const commands = buffer(ctx, new Uint32Array([3, 1, 0, 0, 3, 1, 3, 0, 3, 1, 6, 0]));
    ctx.buffers.BindGeneric(8, commands); // DRAW_INDIRECT
    ctx.buffers.BindGeneric(13, buffer(ctx, new Uint32Array([0, 5]))); // PARAMETER: count 5 at offset 4
    t.draws!.drawIndirect(GL.TRIANGLES, 0, 16, 2, 16);
    t.draws!.drawIndirectCount(GL.TRIANGLES, 0, 0, 4, 3, 16);
    t.draws!.drawIndirectCount(GL.TRIANGLES, 0, 0, 0, 3, 16); // count 0: nothing to draw, nothing sent
    const [a, b] = draws(rec);
    expect(draws(rec)).toHaveLength(2);
    expect(a.indirect).toMatchObject({ offset: 16n, drawCount: 2, stride: 16 });
    expect(a.ranges).toEqual([]);
    expect(a.indirect!.commands.size).toBe(48n);
    expect(Array.from(a.indirect!.commands.ptr!)).toEqual(Array.from(commands.data));
    expect(b.indirect).toMatchObject({ offset: 0n, drawCount: 3, stride: 16 });
  });
});
