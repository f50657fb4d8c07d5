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
