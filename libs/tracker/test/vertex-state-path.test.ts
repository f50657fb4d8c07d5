// The vertex state path (vertex-state-emitter.ts): a VAO with nothing host-sourced, found unchanged at its second
// draw, is made into one create_vertex_state and bound by bind_vertex_state alone from then on; a VAO whose binding
// moved after its state was made is resolved again (its state deleted, the separate calls carry the new buffer, the
// next stable draw makes a new state holding it); client arrays and a VAO edited before every draw never get a state;
// a deleted VAO's state is deleted; a lost server gets the bind again.
import { GLContext, type Buffer, type VertexArray } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { emptyMGPipeScreen } from '@mgpipe/pipe-types';
import { GL, VertexAttributePath } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

const SWITCHES = { pushMask: subsystemMask('buffers', 'vertex-elements'), noCsoContentAddressing: false };

function setup() {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const rec = new RecordingPipeContext();
  const screen = emptyMGPipeScreen();
  screen.resource_create = screen.resource_respecify = screen.resource_destroy = () => undefined;
  const t = new MGPipeTracker(ctx, rec.table, { switches: SWITCHES, screen });
  return { ctx, rec, t };
}

type Handle = { slot: number; gen: number };
interface CreatePayload { vs: Handle; elements: Handle; index: Handle; buffers: { buffer: Handle; offset: bigint; stride: number }[] }

/** A VAO with attribute 0 reading a new 64-byte buffer at binding 0. */
function vaoWithBuffer(ctx: GLContext): { vao: VertexArray; buf: Buffer } {
  const vao = ctx.objects.CreateVertexArray();
  const buf = ctx.objects.CreateBuffer();
  buf.AllocateStorage(64, null, GL.STATIC_DRAW, 0, false);
  vao.SetAttribEnabled(0, true);
  vao.BindVertexBuffer(0, buf, 0, 8);
  return { vao, buf };
}

const vertexCalls = (rec: RecordingPipeContext) => rec.names().filter((n) => /vertex|index/.test(n));

describe('vertex states (a VAO as one pipe_vertex_state)', () => {
  it('a stable VAO is made into a state at its second draw and switched to by one bind_vertex_state', () => {
    const { ctx, rec, t } = setup();
    const a = vaoWithBuffer(ctx), b = vaoWithBuffer(ctx);
    for (const v of [a, b]) { ctx.BindVertexArray(v.vao); t.validateForDraw(); }
    expect(rec.names()).not.toContain('create_vertex_state');
    rec.clear();
    for (const v of [a, b]) { ctx.BindVertexArray(v.vao); t.validateForDraw(); }
    expect(vertexCalls(rec)).toEqual(['create_vertex_state', 'bind_vertex_state', 'create_vertex_state', 'bind_vertex_state']);
    const creates = rec.calls.filter((c) => c.name === 'create_vertex_state').map((c) => c.payload as CreatePayload);
    expect(creates[0].buffers.map((r) => r.buffer)).toEqual([t.handles.peek(a.buf)]);
    expect(creates[1].buffers.map((r) => r.buffer)).toEqual([t.handles.peek(b.buf)]);
    expect(creates[0].elements).toEqual(creates[1].elements); // one layout: one CSO
    rec.clear();
    for (let i = 0; i < 4; i++) { ctx.BindVertexArray((i & 1) === 0 ? a.vao : b.vao); t.validateForDraw(); }
    expect(vertexCalls(rec)).toEqual(['bind_vertex_state', 'bind_vertex_state', 'bind_vertex_state', 'bind_vertex_state']);
  });

  it('a binding moved after the state was made is seen: state deleted, the new buffer sent, then a new state holding it', () => {
    const { ctx, rec, t } = setup();
    const a = vaoWithBuffer(ctx), b = vaoWithBuffer(ctx);
    for (let i = 0; i < 4; i++) { ctx.BindVertexArray((i & 1) === 0 ? a.vao : b.vao); t.validateForDraw(); }
    const other = ctx.objects.CreateBuffer();
    other.AllocateStorage(64, null, GL.STATIC_DRAW, 0, false);
    // b's binding moves while a is bound (another VAO's edit: no binding counter of the bound VAO moves).
    ctx.BindVertexArray(a.vao);
    t.validateForDraw();
    b.vao.BindVertexBuffer(0, other, 0, 8);
    rec.clear();
    ctx.BindVertexArray(b.vao);
    t.validateForDraw();
    expect(vertexCalls(rec)).toEqual(['delete_vertex_state', 'set_vertex_buffers']);
    const set = rec.calls.find((c) => c.name === 'set_vertex_buffers')!.payload as CreatePayload;
    expect(set.buffers[0].buffer).toEqual(t.handles.peek(other));
    rec.clear();
    ctx.BindVertexArray(a.vao);
    t.validateForDraw();
    ctx.BindVertexArray(b.vao);
    t.validateForDraw();
    expect(vertexCalls(rec)).toEqual(['bind_vertex_state', 'create_vertex_state', 'bind_vertex_state']);
    const created = rec.calls.find((c) => c.name === 'create_vertex_state')!.payload as CreatePayload;
    expect(created.buffers[0].buffer).toEqual(t.handles.peek(other));
  });

  it('another buffer edited: the state is confirmed, not remade (the set digested again equals the state\'s)', () => {
    const { ctx, rec, t } = setup();
    const a = vaoWithBuffer(ctx), b = vaoWithBuffer(ctx);
    // The states are made from the set emitBuffers digested; the confirm below digests it again (rememberSet).
    for (let i = 0; i < 4; i++) { ctx.BindVertexArray((i & 1) === 0 ? a.vao : b.vao); t.validateForDraw(); }
    expect(rec.names().filter((n) => n === 'create_vertex_state')).toHaveLength(2);
    const gen = ctx.generations.anyBufferChange;
    const unrelated = ctx.objects.CreateBuffer();
    unrelated.AllocateStorage(32, null, GL.STATIC_DRAW, 0, false);
    expect(ctx.generations.anyBufferChange).not.toBe(gen); // the state's key moved: its content is compared
    rec.clear();
    ctx.BindVertexArray(a.vao);
    t.validateForDraw();
    expect(vertexCalls(rec)).toEqual(['bind_vertex_state']);
  });

  it('from a bound state to a VAO with a client array: only what differs from the state is sent, then the state rebound', () => {
    const { ctx, rec, t } = setup();
    const a = vaoWithBuffer(ctx);
    const client = ctx.objects.CreateVertexArray();
    client.SetAttribEnabled(0, true);
    client.SetAttribFormat(0, 4, GL.FLOAT, false, VertexAttributePath.Float, 0);
    client.SetAttribClientArray(0, new Float32Array(8));
    const b = vaoWithBuffer(ctx);
    for (let i = 0; i < 4; i++) { ctx.BindVertexArray((i & 1) === 0 ? b.vao : a.vao); t.validateForDraw(); }
    expect(rec.names().filter((n) => n === 'create_vertex_state')).toHaveLength(2);
    rec.clear();
    ctx.BindVertexArray(client);
    t.validateForDraw();
    // Its own CSO (binding 0's stride is the default 16, the state's 8), its set with the span; no element buffer
    // either, which the state's already was (suppressed).
    expect(vertexCalls(rec)).toEqual(['create_vertex_elements_state', 'bind_vertex_elements_state', 'set_vertex_buffers']);
    expect((rec.calls.find((c) => c.name === 'set_vertex_buffers')!.payload as { clientArrays: unknown[] }).clientArrays).toHaveLength(1);
    rec.clear();
    ctx.BindVertexArray(a.vao);
    t.validateForDraw();
    expect(vertexCalls(rec)).toEqual(['bind_vertex_state']);
  });

  it('a VAO with a client array, and one re-pointed before every draw, never get a state', () => {
    const { ctx, rec, t } = setup();
    const client = ctx.objects.CreateVertexArray();
    client.SetAttribEnabled(0, true);
    client.SetAttribClientArray(0, new Float32Array(8));
    const moving = vaoWithBuffer(ctx);
    for (let i = 0; i < 6; i++) {
      ctx.BindVertexArray(client);
      t.validateForDraw();
      ctx.BindVertexArray(moving.vao);
      moving.vao.SetAttribFormat(0, 4, GL.FLOAT, false, VertexAttributePath.Float, (i & 1) * 4);
      t.validateForDraw();
    }
    expect(rec.names()).not.toContain('create_vertex_state');
    expect(rec.names()).not.toContain('bind_vertex_state');
  });

  it('a deleted VAO\'s state is deleted; a lost server gets the bind again', () => {
    const { ctx, rec, t } = setup();
    const a = vaoWithBuffer(ctx), b = vaoWithBuffer(ctx);
    for (let i = 0; i < 4; i++) { ctx.BindVertexArray((i & 1) === 0 ? a.vao : b.vao); t.validateForDraw(); }
    const made = rec.calls.filter((c) => c.name === 'create_vertex_state').map((c) => (c.payload as CreatePayload).vs);
    expect(made).toHaveLength(2);
    ctx.DeleteVertexArray(a.vao);
    rec.clear();
    // Seen at the next walk of the vertex bits (a VAO bind here): b is bound already, so it is bound again.
    ctx.BindVertexArray(null);
    ctx.BindVertexArray(b.vao);
    t.validateForDraw();
    expect(rec.calls.filter((c) => c.name === 'delete_vertex_state').map((c) => (c.payload as { vs: Handle }).vs)).toEqual([made[0]]);
    rec.clear();
    t.invalidateAll();
    t.validateForDraw();
    expect(vertexCalls(rec)).toEqual(['bind_vertex_state']);
  });

  it('a backend without the entries gets the separate calls', () => {
    const ctx = new GLContext();
    ctx.MarkMadeCurrent(64, 64);
    const rec = new RecordingPipeContext();
    rec.table.create_vertex_state = rec.table.bind_vertex_state = rec.table.delete_vertex_state = null;
    const screen = emptyMGPipeScreen();
    screen.resource_create = screen.resource_respecify = screen.resource_destroy = () => undefined;
    const t = new MGPipeTracker(ctx, rec.table, { switches: SWITCHES, screen });
    const a = vaoWithBuffer(ctx), b = vaoWithBuffer(ctx);
    for (let i = 0; i < 4; i++) { ctx.BindVertexArray((i & 1) === 0 ? a.vao : b.vao); t.validateForDraw(); }
    expect(rec.names().filter((n) => /vertex_state/.test(n))).toEqual([]);
    expect(rec.names()).toContain('set_vertex_buffers');
  });
});
