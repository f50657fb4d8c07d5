// MGB_CTX of the xfb-queries subsystem (gles-core xfb-inputs.ts), no driver: the streamOutput group filled from a
// real front-end GLContext (the bound XFB object, its targets, the capture program's strides), and the checks the A
// gate relies on — verify comparing the aliased copy with a context-filled shadow (MOBILEGL_PIPE_VERIFY_CORRUPT=
// streamOutput must diverge), the poison check on a verb class that may not read the group, the planted alias fault
// (MOBILEGL_PIPE_TEST_FAULT=alias:xfb-queries), and where the source comes from (migrations/state.json via
// libs/migration, never a hard-coded phase). Expected values are the arguments of the state calls made here.
import { ALIAS_ONLY_SUBSYSTEMS, PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, pipeInputSources, type PipeInputSource, type PipeInputSubsystem, type PullContext } from '@mgpipe/gles-core';
import { GLContext } from '@mgpipe/gl-state';
import { ALL_SUBSYSTEMS_MASK, SubsystemBit, phaseOf } from '@mgpipe/migration';
import { MGPipeFatal, PipeInputField, VerbClass } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

function inputs(xfb: PipeInputSource, extra: { verify?: boolean; verifyCorrupt?: string | null; aliasFault?: boolean } = {}) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'xfb-queries' ? xfb : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  return new PipeInputs({
    sources, checks: true, verify: extra.verify ?? false, legacyMemos: false, verifyCorrupt: extra.verifyCorrupt ?? null, poisonOmit: null,
    aliasFault: extra.aliasFault === true ? ['xfb-queries'] : [],
  });
}

/**
 * A context with a named XFB object bound, buffer A bound whole at point 0 and buffer B at [32, 32+48) at point 1,
 * and a linked program whose capture layout writes 16-byte vertices to buffer 0 and 12-byte ones to buffer 1.
 */
function xfbContext() {
  const ctx = new GLContext();
  const xfb = ctx.objects.CreateTransformFeedback();
  ctx.BindTransformFeedback(xfb);
  const a = ctx.objects.CreateBuffer();
  a.AllocateStorage(160, null, GL.STATIC_DRAW, 0, false);
  const b = ctx.objects.CreateBuffer();
  b.AllocateStorage(128, null, GL.STATIC_DRAW, 0, false);
  xfb.bindings.BindRange(0, a, 0, -1); // glBindBufferBase (gl-state's WHOLE_BUFFER): the live size resolves to 160
  xfb.bindings.BindRange(1, b, 32, 48);
  const program = ctx.objects.CreateProgram();
  const artifact = { xfb: { bufferMode: GL.SEPARATE_ATTRIBS, varyings: [], bufferStrides: [16, 12] } };
  program.RecordLinkResult(true, '', artifact, { defaultBlockSize: 0, uniformLocationCount: 0, uniformBlockCount: 0, storageBlockCount: 0 });
  ctx.BindProgram(program);
  return { ctx, xfb, a, b };
}

describe('streamOutput PipeInputs group (xfb-queries)', () => {
  it('alias: the bound object, its targets and the strides are filled from the context at the xfbSpan fill point', () => {
    const { ctx, xfb, a, b } = xfbContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    xfb.RecordBegin(GL.POINTS);
    mgb.beginVerb(VerbClass.xfbSpan);
    const so = mgb.getStreamOutputTargets();
    expect(so.object).toBe(xfb.lifetimeId);
    expect(so.capturing).toBe(true);
    expect(so.buffer(0)).toBe(a);
    expect(so.buffer(1)).toBe(b);
    expect([so.offsets[0], so.sizes[0], so.offsets[1], so.sizes[1]]).toEqual([0, 160, 32, 48]);
    // min(160 / 16, 48 / 12): the most vertices the targets hold.
    expect(so.capacity()).toBe(4);
    // A pause is seen at the next verb's fill, not before.
    xfb.SetPaused(true);
    expect(mgb.getStreamOutputTargets().capturing).toBe(true);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getStreamOutputTargets().capturing).toBe(false);
    // Rebinding the default object: its identity, no targets.
    ctx.BindTransformFeedback(null);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getStreamOutputTargets().object).toBe(ctx.defaultTransformFeedback.lifetimeId);
    expect(mgb.getStreamOutputTargets().buffer(0)).toBeNull();
    expect(mgb.getStreamOutputTargets().capacity()).toBe(Infinity);
  });

  it('pull fills on read (no fill point needed)', () => {
    const { ctx, xfb, b } = xfbContext();
    const mgb = inputs('context');
    mgb.attach(ctx as unknown as PullContext);
    expect(mgb.getStreamOutputTargets().object).toBe(xfb.lifetimeId);
    expect(mgb.getStreamOutputTargets().buffer(1)).toBe(b);
  });

  it('verify compares the aliased copy with the context; MOBILEGL_PIPE_VERIFY_CORRUPT=streamOutput diverges', () => {
    const { ctx } = xfbContext();
    const ok = inputs('alias', { verify: true });
    ok.attach(ctx as unknown as PullContext);
    ok.beginVerb(VerbClass.xfbSpan);
    ok.getStreamOutputTargets();
    expect(ok.report.divergences).toBe(0);
    expect(ok.report.compared[PipeInputField.streamOutput]).toBe(2); // at verb entry and at the read

    const bad = inputs('alias', { verify: true, verifyCorrupt: 'streamOutput' });
    bad.attach(ctx as unknown as PullContext);
    let thrown: unknown = null;
    try { bad.beginVerb(VerbClass.xfbSpan); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
    expect(bad.report.first[0]).toBe('streamOutput@xfbSpan: object');
  });

  it('poison: a verb class that may not read the group (query) cannot read it', () => {
    const { ctx } = xfbContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.query);
    let thrown: unknown = null;
    try { mgb.getStreamOutputTargets(); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('UnmigratedPipeInput');
    expect((thrown as MGPipeFatal).detail).toBe('streamOutput@query');
  });

  it('the planted alias fault reads every target 4 bytes further, in both copies (verify stays quiet)', () => {
    const { ctx } = xfbContext();
    const mgb = inputs('alias', { verify: true, aliasFault: true });
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.xfbSpan);
    const so = mgb.getStreamOutputTargets();
    expect([so.offsets[0], so.sizes[0], so.offsets[1], so.sizes[1]]).toEqual([4, 156, 36, 44]);
    expect(mgb.report.divergences).toBe(0);
  });

  it('alias fill is shuttered: a draw with nothing moved copies nothing; each thing the fill reads re-opens it', () => {
    const { ctx, xfb, a } = xfbContext();
    const mgb = inputs('alias'); // no verify: its shadow comparison would (rightly) catch the planted stale value
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const so = mgb.getStreamOutputTargets();
    // Nothing moved: a planted stale value survives the next fill (the copy was skipped) ...
    so.sizes[0] = 999;
    mgb.beginVerb(VerbClass.draw);
    expect(so.sizes[0]).toBe(999);
    so.sizes[0] = 160;
    // ... and each input of the fill moves the shutter: the live size (glBufferData: anyBufferChange) ...
    a.AllocateStorage(64, null, GL.STATIC_DRAW, 0, false);
    mgb.beginVerb(VerbClass.draw);
    expect(so.sizes[0]).toBe(64);
    // ... the bindings (glBindBufferRange) ...
    xfb.bindings.BindRange(0, a, 16, 32);
    mgb.beginVerb(VerbClass.draw);
    expect([so.offsets[0], so.sizes[0]]).toEqual([16, 32]);
    // ... the program's link (its capture strides) ...
    const program = ctx.program!;
    program.RecordLinkResult(true, '', { xfb: { bufferMode: GL.SEPARATE_ATTRIBS, varyings: [], bufferStrides: [8] } }, { defaultBlockSize: 0, uniformLocationCount: 0, uniformBlockCount: 0, storageBlockCount: 0 });
    mgb.beginVerb(VerbClass.draw);
    expect([so.strides[0], so.strides[1]]).toEqual([8, 0]);
    // ... and the bound object; capturing is read on every fill.
    xfb.RecordBegin(GL.POINTS);
    mgb.beginVerb(VerbClass.draw);
    expect(so.capturing).toBe(true);
    ctx.BindTransformFeedback(null);
    mgb.beginVerb(VerbClass.draw);
    expect(so.buffer(0)).toBeNull();
  });

  it('the planted alias fault is applied once per copy, not again on a skipped fill', () => {
    const { ctx } = xfbContext();
    const mgb = inputs('alias', { verify: true, aliasFault: true });
    mgb.attach(ctx as unknown as PullContext);
    for (let i = 0; i < 3; i++) mgb.beginVerb(VerbClass.draw);
    expect(mgb.getStreamOutputTargets().offsets[1]).toBe(36);
  });

  it('has a push receiver: pushed whenever its bit is; else aliased exactly when migrations/state.json says A', () => {
    expect(ALIAS_ONLY_SUBSYSTEMS as readonly string[]).not.toContain('xfb-queries');
    expect(pipeInputSources(ALL_SUBSYSTEMS_MASK, (s) => SubsystemBit[s], (s) => phaseOf(s))['xfb-queries']).toBe('push');
    const off = pipeInputSources(ALL_SUBSYSTEMS_MASK & ~(1 << SubsystemBit['xfb-queries']), (s) => SubsystemBit[s], (s) => phaseOf(s));
    expect(off['xfb-queries']).toBe(phaseOf('xfb-queries') === 'A' ? 'alias' : 'context');
  });

  it('push: the strides are the pushed draw program\'s, taken at the fill point of the classes that read the group', () => {
    const { ctx } = xfbContext();
    const mgb = inputs('push');
    mgb.attach(ctx as unknown as PullContext);
    const so = mgb.own.xfb;
    mgb.own.program.draw.artifact = { xfb: { bufferMode: GL.SEPARATE_ATTRIBS, varyings: [], bufferStrides: [20, 8] } } as unknown as typeof mgb.own.program.draw.artifact;
    mgb.beginVerb(VerbClass.query); // may not read streamOutput: nothing taken
    expect([so.strides[0], so.strides[1]]).toEqual([0, 0]);
    mgb.beginVerb(VerbClass.xfbSpan);
    expect([so.strides[0], so.strides[1], so.strides[2]]).toEqual([20, 8, 0]);
    mgb.own.program.draw.artifact = null; // no program drawn: no stride
    mgb.beginVerb(VerbClass.draw);
    expect([so.strides[0], so.strides[1]]).toEqual([0, 0]);
  });

  it('push + verify: the pushed handles are compared with the context through the client\'s maps; a wrong one diverges', () => {
    const { ctx, xfb, a, b } = xfbContext();
    const mgb = inputs('push', { verify: true });
    mgb.attach(ctx as unknown as PullContext);
    const handles = new Map<object, { slot: number; gen: number }>([[xfb, { slot: 3, gen: 1 }], [a, { slot: 5, gen: 2 }], [b, { slot: 6, gen: 1 }]]);
    mgb.xfbHandleOf = (f) => handles.get(f) ?? null;
    mgb.bufferHandleOf = (f) => handles.get(f) ?? null;
    const artifact = ctx.program!.linkArtifact as NonNullable<typeof mgb.own.program.draw.artifact>;
    mgb.own.program.draw.artifact = artifact;
    // What the receiver stores from bind_stream_output_object / set_stream_output_targets (the tracker's touched points).
    const so = mgb.own.xfb;
    so.setPushedObject(3, 1);
    so.setPushedTarget(0, 5, 2, 0, 160);
    so.setPushedTarget(1, 6, 1, 32, 48);
    so.count = 2;
    so.capturing = false;
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.report.divergences).toBe(0);
    expect(mgb.report.compared[PipeInputField.streamOutput]).toBeGreaterThan(0);
    // Each planted difference is seen: the object's gen, a buffer's handle, a range, the span state.
    const faults: [() => void, () => void, string][] = [
      [() => so.setPushedObject(3, 2), () => so.setPushedObject(3, 1), 'object'],
      [() => so.setPushedTarget(1, 5, 2, 32, 48), () => so.setPushedTarget(1, 6, 1, 32, 48), 'targets[1].buffer'],
      [() => so.setPushedTarget(0, 5, 2, 4, 156), () => so.setPushedTarget(0, 5, 2, 0, 160), 'targets[0].offset'],
      [() => { so.capturing = true; }, () => { so.capturing = false; }, 'capturing'],
      [() => { so.count = 1; }, () => { so.count = 2; }, 'targets[1].buffer'],
    ];
    for (const [plant, undo, field] of faults) {
      plant();
      expect(() => mgb.beginVerb(VerbClass.draw)).toThrow(MGPipeFatal);
      expect(mgb.report.first.at(-1)).toBe(`streamOutput@draw: ${field}`);
      undo();
    }
    // No handle map: the pushed object cannot be matched, which is a divergence, never a silent pass.
    mgb.xfbHandleOf = null;
    expect(() => mgb.beginVerb(VerbClass.draw)).toThrow(/streamOutput@draw/);
  });
});
