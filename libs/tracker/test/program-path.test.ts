// The program bit's value emitters (program-emitters.ts) through the validate loop, no backend: set_draw_program /
// set_dispatch_program name the bound program's ShaderCso handle, and set_global_constants carries each program's
// default uniform block at most once per program per frame while its values do not change (D6) — here not even once
// per frame: the server keeps each program's block, so only a change is sent again. Expected bytes are the values
// written by the test (stated inputs).
import { GLContext } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

const LAYOUT = { defaultBlockSize: 8, uniformLocationCount: 1, uniformBlockCount: 0, storageBlockCount: 0 };
const floats = (...v: number[]) => new Uint8Array(new Float32Array(v).buffer);

function setup() {
  const ctx = new GLContext();
  const a = ctx.objects.CreateProgram();
  const b = ctx.objects.CreateProgram();
  a.RecordLinkResult(true, '', null, LAYOUT);
  b.RecordLinkResult(true, '', null, LAYOUT);
  a.WriteUniform(0, 0, floats(1, 2));
  b.WriteUniform(0, 0, floats(3, 4));
  const rec = new RecordingPipeContext();
  const tracker = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: subsystemMask('program'), noCsoContentAddressing: false } });
  const count = (name: string) => rec.calls.filter((c) => c.name === name).length;
  return { ctx, a, b, rec, tracker, count };
}

describe('program bit: set_draw_program and set_global_constants', () => {
  it('alternating two unchanged programs for three frames sends each block once; a change sends that one block again', () => {
    const { ctx, a, b, rec, tracker, count } = setup();
    for (let frame = 0; frame < 3; frame++) {
      for (const p of [a, b, a, b]) {
        ctx.BindProgram(p);
        tracker.validateForDraw();
      }
    }
    expect(count('set_global_constants')).toBe(2);
    // The shutter (objectBindingVersion on every switch) ran the emitter at each of the 12 binds; 10 were not needed.
    expect(tracker.program.constantsSuppressed).toBe(10);
    // The draw program follows every switch (one handle per program, so 12 binds).
    expect(count('set_draw_program')).toBe(12);
    const handles = rec.calls.filter((c) => c.name === 'set_draw_program').map((c) => JSON.stringify((c.payload as { shaderCso: unknown }).shaderCso));
    expect(new Set(handles).size).toBe(2);

    a.WriteUniform(0, 4, floats(-5));
    ctx.BindProgram(a);
    tracker.validateForDraw();
    ctx.BindProgram(b);
    tracker.validateForDraw();
    const sent = rec.calls.filter((c) => c.name === 'set_global_constants');
    expect(sent.length).toBe(3);
    const last = sent[2].payload as { bytes: Uint8Array; version: number };
    expect([...new Float32Array(last.bytes.slice().buffer)]).toEqual([1, -5]);
    expect(last.version).toBe(a.uboContentVersion);
  });

  it('a relink sends the block again even when the content version did not move', () => {
    const { ctx, a, tracker, count } = setup();
    ctx.BindProgram(a);
    tracker.validateForDraw();
    expect(count('set_global_constants')).toBe(1);
    a.RecordLinkResult(true, '', null, LAYOUT); // a new, zeroed block (uboContentVersion unchanged)
    tracker.validateForDraw();
    expect(count('set_global_constants')).toBe(2);
  });

  it('with the program bit off nothing of it is sent (the backend keeps reading its alias)', () => {
    const ctx = new GLContext();
    const p = ctx.objects.CreateProgram();
    p.RecordLinkResult(true, '', null, LAYOUT);
    ctx.BindProgram(p);
    const rec = new RecordingPipeContext();
    const tracker = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: subsystemMask('render-state'), noCsoContentAddressing: false } });
    tracker.validateForDraw();
    expect(rec.calls.filter((c) => c.name === 'set_global_constants' || c.name === 'set_draw_program')).toEqual([]);
  });
});

describe('program bit: set_program_bindings (NEW_SHADER_BINDINGS)', () => {
  it('kept per program: alternating two programs with equal binding versions sends each once; a relink and a remap send again', () => {
    const { ctx, a, b, tracker, count } = setup();
    a.RecordOpaqueUnit(0, 3);
    b.RecordOpaqueUnit(0, 5); // both programs now at backendStateVersion 1, blockBindingVersion 0
    for (let frame = 0; frame < 2; frame++) {
      for (const p of [a, b, a, b]) {
        ctx.BindProgram(p);
        tracker.validateForDraw();
      }
    }
    // Three classes (uniform blocks, storage blocks, opaque units) per program, once each.
    expect(count('set_program_bindings')).toBe(6);
    a.RecordLinkResult(true, '', null, LAYOUT); // bindings reset by the link, no binding version moved
    ctx.BindProgram(a);
    tracker.validateForDraw();
    expect(count('set_program_bindings')).toBe(9);
    a.RecordOpaqueUnit(0, 7);
    tracker.validateForDraw();
    expect(count('set_program_bindings')).toBe(12);
  });

  it('opaque units travel as u32 (0xffffffff: never set) next to the block bindings, per class', () => {
    const { ctx, a, rec, tracker } = setup();
    a.RecordOpaqueUnit(0, 4);
    ctx.BindProgram(a);
    tracker.validateForDraw();
    const sent = rec.calls.filter((c) => c.name === 'set_program_bindings').map((c) => c.payload as { cls: number; bindings: ArrayLike<number> });
    expect(sent.map((p) => p.cls)).toEqual([0, 1, 2]);
    expect(Array.from(sent[2].bindings)).toEqual([4]);
  });
});

describe('program bit: create_shader_state / delete_shader_state', () => {
  it('a link sends create_shader_state with no draw; the program\'s handle is released exactly once on delete and its slot comes back at gen + 1', () => {
    const { ctx, rec, tracker, count } = setup();
    const artifact = minimalArtifact();
    const p = ctx.objects.CreateProgram();
    p.RecordLinkResult(true, '', artifact, LAYOUT);
    tracker.program.linked(p);
    expect(count('create_shader_state')).toBe(1);
    const created = rec.calls.find((c) => c.name === 'create_shader_state')!.payload as { cso: { slot: number; gen: number }; spirv: Uint8Array; spirvStageBytes: ArrayLike<number> };
    expect(created.spirv.length).toBe(8);
    expect(Array.from(created.spirvStageBytes)).toEqual([4, 0, 0, 0, 4, 0]);
    tracker.program.deleted(p);
    tracker.program.deleted(p);
    expect(count('delete_shader_state')).toBe(1);
    const q = ctx.objects.CreateProgram();
    q.RecordLinkResult(true, '', artifact, LAYOUT);
    tracker.program.linked(q);
    const again = rec.calls.filter((c) => c.name === 'create_shader_state')[1].payload as { cso: { slot: number; gen: number } };
    expect(again.cso).toEqual({ slot: created.cso.slot, gen: created.cso.gen + 1 });
  });
});

/** The smallest artifact the codec takes: a vertex and a fragment stage of one word each, no interface. */
function minimalArtifact() {
  return {
    stageMask: 0b10001, separable: false,
    stages: [{ stage: 'vertex' as const, spirv: new Uint32Array([0x07230203]) }, { stage: 'fragment' as const, spirv: new Uint32Array([0x07230203]) }],
    attributes: [], outputs: [], uniforms: [], defaultBlockSize: 0, uniformBlocks: [], storageBlocks: [], bufferVariables: [], atomicCounterBuffers: [],
    uniformInitializers: [], xfb: { bufferMode: 0x8c8c, fromQualifiers: false, varyings: [], bufferStrides: [] }, computeLocalSize: [0, 0, 0] as [number, number, number],
    interfaceVariables: [], subroutines: [], subroutineUniforms: [],
  };
}
