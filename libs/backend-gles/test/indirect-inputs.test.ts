// MGB_CTX of the emulation subsystem (gles-core indirect-inputs.ts), no driver: the indirectBuffers group filled
// from a real front-end GLContext (the DRAW_INDIRECT and PARAMETER bindings), and the checks the A gate relies on —
// verify comparing the aliased copy with a context-filled shadow (MOBILEGL_PIPE_VERIFY_CORRUPT=indirectBuffers must
// diverge), the poison check on a verb class that may not read the group, and where the group's source comes from
// (migrations/state.json via libs/migration, never a hard-coded phase).
import { ALIAS_ONLY_SUBSYSTEMS, FrontBufferSlot, PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, pipeInputSources, type PipeInputSource, type PipeInputSubsystem, type PullContext } from '@mgpipe/gles-core';
import { GLContext } from '@mgpipe/gl-state';
import { ALL_SUBSYSTEMS_MASK, SubsystemBit, phaseOf } from '@mgpipe/migration';
import { MGPipeFatal, PipeInputField, VerbClass } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

function inputs(emulation: PipeInputSource, extra: { verify?: boolean; verifyCorrupt?: string | null } = {}) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'emulation' ? emulation : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  return new PipeInputs({ sources, checks: true, verify: extra.verify ?? false, legacyMemos: false, verifyCorrupt: extra.verifyCorrupt ?? null, poisonOmit: null });
}

/** A context with a DRAW_INDIRECT buffer holding one command and a PARAMETER buffer holding a count. */
function indirectContext() {
  const ctx = new GLContext();
  const commands = ctx.objects.CreateBuffer();
  commands.AllocateStorage(16, new Uint8Array(new Uint32Array([3, 1, 0, 0]).buffer), GL.STATIC_DRAW, 0, false);
  const parameter = ctx.objects.CreateBuffer();
  parameter.AllocateStorage(4, new Uint8Array(new Uint32Array([1]).buffer), GL.STATIC_DRAW, 0, false);
  ctx.buffers.BindGeneric(FrontBufferSlot.DrawIndirect, commands);
  ctx.buffers.BindGeneric(FrontBufferSlot.Parameter, parameter);
  return { ctx, commands, parameter };
}

describe('indirectBuffers PipeInputs group (emulation)', () => {
  it('alias: the bindings are filled from the context at the draw fill point; the bytes are their shadows', () => {
    const { ctx, commands, parameter } = indirectContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const set = mgb.getIndirectBuffers();
    expect(set.drawIndirect).toBe(commands);
    expect(set.parameter).toBe(parameter);
    expect([...new Uint32Array(set.commandBytes()!.slice().buffer)]).toEqual([3, 1, 0, 0]);
    // Rebinding is seen at the next verb's fill, not before.
    ctx.buffers.BindGeneric(FrontBufferSlot.DrawIndirect, null);
    expect(mgb.getIndirectBuffers().drawIndirect).toBe(commands);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getIndirectBuffers().commandBytes()).toBeNull();
  });

  it('pull fills on read (no fill point needed)', () => {
    const { ctx, commands } = indirectContext();
    const mgb = inputs('context');
    mgb.attach(ctx as unknown as PullContext);
    expect(mgb.getIndirectBuffers().drawIndirect).toBe(commands);
  });

  it('verify compares the aliased copy with the context; MOBILEGL_PIPE_VERIFY_CORRUPT=indirectBuffers diverges', () => {
    const { ctx } = indirectContext();
    const ok = inputs('alias', { verify: true });
    ok.attach(ctx as unknown as PullContext);
    ok.beginVerb(VerbClass.draw);
    ok.getIndirectBuffers();
    expect(ok.report.divergences).toBe(0);
    expect(ok.report.compared[PipeInputField.indirectBuffers]).toBe(2); // at verb entry and at the read

    const bad = inputs('alias', { verify: true, verifyCorrupt: 'indirectBuffers' });
    bad.attach(ctx as unknown as PullContext);
    let thrown: unknown = null;
    try { bad.beginVerb(VerbClass.draw); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
    expect(bad.report.first[0]).toBe('indirectBuffers@draw: drawIndirect');
  });

  it('poison: a verb class that may not read the group (clear) cannot read it', () => {
    const { ctx } = indirectContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.clear);
    let thrown: unknown = null;
    try { mgb.getIndirectBuffers(); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('UnmigratedPipeInput');
    expect((thrown as MGPipeFatal).detail).toBe('indirectBuffers@clear');
  });

  it('the group follows migrations/state.json: aliased exactly when emulation is recorded at A (pushed: draw_vbo)', () => {
    expect(ALIAS_ONLY_SUBSYSTEMS as readonly string[]).toContain('emulation');
    const sources = pipeInputSources(0, (s) => SubsystemBit[s], (s) => phaseOf(s));
    expect(sources.emulation).toBe(phaseOf('emulation') === 'A' ? 'alias' : 'context');
    expect(pipeInputSources(ALL_SUBSYSTEMS_MASK, (s) => SubsystemBit[s], (s) => phaseOf(s)).emulation).not.toBe('push');
  });
});
