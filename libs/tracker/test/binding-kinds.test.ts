// A dirty-bit row's GLContext.objectBindingVersion is read as the binding counters of what the row reads
// (tracker.ts BINDING_KINDS): a VAO bind sends the vertex bits looking again, not the program or framebuffer bits,
// and a program bind the program bits, not the vertex ones. Counted by wrapping the emitters the walk calls.
import { GLContext } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { emptyMGPipeScreen } from '@mgpipe/pipe-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

function setup() {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const screen = emptyMGPipeScreen();
  screen.resource_create = screen.resource_respecify = screen.resource_destroy = () => undefined;
  const switches = { pushMask: subsystemMask('buffers', 'vertex-elements', 'program'), noCsoContentAddressing: false };
  // The separate vertex calls' emitters are what this counts: no vertex state entries (the front end falls back to them).
  const table = new RecordingPipeContext().table;
  table.create_vertex_state = table.bind_vertex_state = table.delete_vertex_state = null;
  const t = new MGPipeTracker(ctx, table, { switches, screen });
  const runs = { program: 0, globals: 0, vertexBuffers: 0, indexBuffer: 0 };
  const wrap = <T extends object>(o: T, name: keyof T & string, key: keyof typeof runs) => {
    const f = (o[name] as (...a: unknown[]) => unknown).bind(o);
    (o as Record<string, unknown>)[name] = (...a: unknown[]) => { runs[key]++; return f(...a); };
  };
  wrap(t.program, 'emitProgram', 'program');
  wrap(t.program, 'emitGlobalConstants', 'globals');
  wrap(t.vertex, 'emitBuffers', 'vertexBuffers');
  wrap(t.objects, 'emitIndexBuffer', 'indexBuffer');
  return { ctx, t, runs };
}

function program(ctx: GLContext) {
  const p = ctx.objects.CreateProgram();
  p.RecordLinkResult(true, '', null, { defaultBlockSize: 4, uniformLocationCount: 1, uniformBlockCount: 0, storageBlockCount: 0 });
  return p;
}

describe('objectBindingVersion read per binding kind', () => {
  it('VAO binds between draws run the vertex emitters only; program binds the program emitters only', () => {
    const { ctx, t, runs } = setup();
    const [a, b] = [ctx.objects.CreateVertexArray(), ctx.objects.CreateVertexArray()];
    const [p, q] = [program(ctx), program(ctx)];
    ctx.BindProgram(p);
    ctx.BindVertexArray(a);
    t.validateForDraw();
    const after = { ...runs };
    for (let i = 0; i < 6; i++) {
      ctx.BindVertexArray(i % 2 === 0 ? b : a);
      t.validateForDraw();
    }
    expect(runs.vertexBuffers - after.vertexBuffers).toBe(6);
    expect(runs.indexBuffer - after.indexBuffer).toBe(6);
    expect(runs.program).toBe(after.program);
    expect(runs.globals).toBe(after.globals);
    for (let i = 0; i < 4; i++) {
      ctx.BindProgram(i % 2 === 0 ? q : p);
      t.validateForDraw();
    }
    expect(runs.program - after.program).toBe(4);
    expect(runs.globals - after.globals).toBe(4);
    expect(runs.vertexBuffers - after.vertexBuffers).toBe(6);
  });

  it('negative control: a VAO switched behind SetBinding (no binding counter moved) is not looked at again', () => {
    const { ctx, t, runs } = setup();
    const [a, b] = [ctx.objects.CreateVertexArray(), ctx.objects.CreateVertexArray()];
    ctx.BindVertexArray(a);
    t.validateForDraw();
    const before = runs.vertexBuffers;
    (ctx as unknown as { vertexArray: unknown }).vertexArray = b;
    t.validateForDraw();
    expect(runs.vertexBuffers).toBe(before);
  });

  it('compares every counter of an object bound anew, even one equal to the class\'s last value (another class saw the bind)', () => {
    // The walk compares a bit's counters that moved since its class's last walk, and all of a newly bound object's
    // (tracker.ts walk). Here the program bind was seen by a dispatch, and q's content version then reaches the value
    // p's had at the last draw: only the bind moved for the draw class, and the bit saw the bind already.
    const { ctx, t, runs } = setup();
    const [p, q] = [program(ctx), program(ctx)];
    const write = (prog: typeof p, v: number) => prog.WriteUniformWords(0, 0, Uint32Array.of(v), 1);
    ctx.BindProgram(p);
    write(p, 7);
    t.validateForDraw();
    ctx.BindProgram(q);
    t.validateForDispatch();
    while (q.uboContentVersion < p.uboContentVersion) write(q, q.uboContentVersion + 100);
    expect(q.uboContentVersion).toBe(p.uboContentVersion);
    const before = runs.globals;
    t.validateForDraw();
    expect(runs.globals).toBe(before + 1);
  });
});

