// MGB_CTX of the textures subsystem (gles-core texture-inputs.ts), no driver: the samplerViews / samplers /
// textureParams groups filled from a real front-end GLContext, the views' memo key, and the checks the A gate relies
// on — verify comparing the aliased copy with a context-filled shadow (MOBILEGL_PIPE_VERIFY_CORRUPT=<group> must
// diverge), the planted alias fault, the poison check on a verb class that may not read a group, and where the
// source comes from (migrations/state.json via libs/migration, never a hard-coded phase). Expected values are the
// GL calls' own arguments.
import { ALIAS_ONLY_SUBSYSTEMS, PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, pipeInputSources, type PipeInputSource, type PipeInputSubsystem, type PullContext } from '@mgpipe/gles-core';
import { GLContext, TextureTargetIndex } from '@mgpipe/gl-state';
import { ALL_SUBSYSTEMS_MASK, SubsystemBit, phaseOf } from '@mgpipe/migration';
import { MGPipeFatal, PipeInputField, VerbClass } from '@mgpipe/pipe-types';
import { BorderColorForm, GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

function inputs(textures: PipeInputSource, extra: { verify?: boolean; verifyCorrupt?: string | null; fault?: boolean } = {}) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'textures' ? textures : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  return new PipeInputs({
    sources, checks: true, verify: extra.verify ?? false, legacyMemos: false, verifyCorrupt: extra.verifyCorrupt ?? null, poisonOmit: null,
    aliasFault: extra.fault === true ? ['textures'] : [],
  });
}

/** A context: a 2D texture on unit 3, a cube map on unit 0, a sampler object on unit 3, a program sampling unit 3 at location 2. */
function sampledContext() {
  const ctx = new GLContext();
  const tex = ctx.objects.CreateTexture(GL.TEXTURE_2D);
  const cube = ctx.objects.CreateTexture(GL.TEXTURE_CUBE_MAP);
  const sampler = ctx.objects.CreateSampler();
  ctx.textures.BindTexture(3, TextureTargetIndex.Tex2D, tex);
  ctx.textures.BindTexture(0, TextureTargetIndex.CubeMap, cube);
  ctx.textures.BindSampler(3, sampler);
  sampler.SetParameter(GL.TEXTURE_MIN_FILTER, GL.NEAREST);
  sampler.SetBorderColor(BorderColorForm.Int, -1, 2, -3, 4);
  tex.SetParameter(GL.TEXTURE_BASE_LEVEL, 2);
  tex.SetParameter(GL.TEXTURE_SWIZZLE_R, GL.BLUE);
  const program = ctx.objects.CreateProgram();
  // Sampler uniforms: a cube at location 1 (unit 0), a 2D at location 2 (unit 3), a 3D at location 3 (unit 5, nothing bound).
  const uniforms = [[GL.SAMPLER_CUBE, 1], [GL.SAMPLER_2D, 2], [GL.SAMPLER_3D, 3]].map(([type, location]) => ({ name: `s${location}`, type, arraySize: 1, location, blockIndex: -1 }));
  program.RecordLinkResult(true, '', { uniforms }, { defaultBlockSize: 16, uniformLocationCount: 4, uniformBlockCount: 0, storageBlockCount: 0 });
  program.RecordOpaqueUnit(1, 0);
  program.RecordOpaqueUnit(2, 3);
  program.RecordOpaqueUnit(3, 5);
  ctx.BindProgram(program);
  return { ctx, tex, cube, sampler, program };
}

function fatalOf(f: () => void): MGPipeFatal | null {
  try { f(); } catch (e) { return e as MGPipeFatal; }
  return null;
}

describe('textures PipeInputs groups', () => {
  it('alias: the units\' textures and the sampler objects are filled at the fill point', () => {
    const { ctx, tex, cube, sampler } = sampledContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const views = mgb.getSamplerViews();
    expect(views.units).toBe(6); // units [0, the program's highest sampled unit]
    expect([views.target(3), views.texture(3)]).toEqual([TextureTargetIndex.Tex2D, tex]);
    expect([views.target(0), views.texture(0)]).toEqual([TextureTargetIndex.CubeMap, cube]);
    // A sampled unit with nothing bound for its target: the target's default texture; units not sampled: nothing.
    expect(views.texture(5)).toBe(ctx.defaultTextures[TextureTargetIndex.Tex3D]);
    expect([views.target(1), views.texture(1), views.target(100), views.texture(100)]).toEqual([-1, null, -1, null]);
    const states = mgb.getSamplerStates();
    expect(states.view(3).bound).toBe(true);
    expect(states.view(3).front).toBe(sampler);
    expect(states.view(3).params.minFilter).toBe(GL.NEAREST);
    expect(states.view(3).params.borderColorForm).toBe(BorderColorForm.Int);
    expect([...states.view(3).params.borderColorI]).toEqual([-1, 2, -3, 4]);
    expect(states.view(0).bound).toBe(false);
    const params = mgb.getTextureParams(tex);
    expect(params.baseLevel).toBe(2);
    expect(params.swizzle[0]).toBe(GL.BLUE);
    expect(params.version).toBe(tex.paramsVersion);
  });

  it('the views\' version (the step\'s shutter) moves when a binding, a texture or the program\'s units moved, not for an identical rebind', () => {
    const { ctx, tex, program } = sampledContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const views = mgb.getSamplerViews();
    const v0 = views.version;
    ctx.textures.BindTexture(3, TextureTargetIndex.Tex2D, tex); // identical rebind: no generation moves
    mgb.beginVerb(VerbClass.draw);
    expect(views.version).toBe(v0);
    // The 2D sampler moves to unit 4: the units' targets (resolved from the program) move with it.
    program.RecordOpaqueUnit(2, 4);
    mgb.beginVerb(VerbClass.draw);
    expect(views.version).toBeGreaterThan(v0);
    expect([views.target(3), views.target(4), views.texture(4)]).toEqual([-1, TextureTargetIndex.Tex2D, ctx.defaultTextures[TextureTargetIndex.Tex2D]]);
    const vUnits = views.version;
    ctx.textures.BindTexture(4, TextureTargetIndex.Tex2D, tex);
    mgb.beginVerb(VerbClass.draw);
    expect(views.version).toBeGreaterThan(vUnits);
    expect(views.texture(4)).toBe(tex);
    const v1 = views.version;
    tex.SetParameter(GL.TEXTURE_MAX_LEVEL, 5);
    mgb.beginVerb(VerbClass.draw);
    expect(views.version).toBeGreaterThan(v1);
    expect(mgb.getTextureParams(tex).maxLevel).toBe(5);
  });

  it('verify compares each group with the context; MOBILEGL_PIPE_VERIFY_CORRUPT=<group> diverges for all three', () => {
    const { ctx, tex } = sampledContext();
    const ok = inputs('alias', { verify: true });
    ok.attach(ctx as unknown as PullContext);
    ok.beginVerb(VerbClass.draw);
    ok.getSamplerViews();
    ok.getSamplerStates();
    ok.getTextureParams(tex);
    expect(ok.report.divergences).toBe(0);
    expect(ok.report.compared[PipeInputField.samplerViews]).toBe(2); // at verb entry and at the read
    expect(ok.report.compared[PipeInputField.samplers]).toBe(2);
    expect(ok.report.compared[PipeInputField.textureParams]).toBe(1); // per object: at the read

    const expected: Record<string, string> = { samplerViews: 'samplerViews@draw: units', samplers: 'samplers@draw: units', textureParams: 'textureParams@draw: baseLevel' };
    for (const group of ['samplerViews', 'samplers', 'textureParams']) {
      const bad = inputs('alias', { verify: true, verifyCorrupt: group });
      bad.attach(ctx as unknown as PullContext);
      const thrown = fatalOf(() => { bad.beginVerb(VerbClass.draw); bad.getTextureParams(tex); });
      expect(thrown).toBeInstanceOf(MGPipeFatal);
      expect(thrown!.kind).toBe('PipeVerifyDiffer');
      expect(bad.report.first[0]).toBe(expected[group]);
    }
  });

  it('the planted alias fault (MOBILEGL_PIPE_TEST_FAULT=alias:textures) reads SWIZZLE_R wrong, in both copies (verify stays quiet)', () => {
    const { ctx, tex } = sampledContext();
    const mgb = inputs('alias', { verify: true, fault: true });
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getTextureParams(tex).swizzle[0]).toBe(GL.GREEN); // the texture's SWIZZLE_G, not its SWIZZLE_R (BLUE)
    expect(mgb.report.divergences).toBe(0);
    const pulled = inputs('context', { fault: true }); // installed for aliased subsystems only
    pulled.attach(ctx as unknown as PullContext);
    pulled.beginVerb(VerbClass.draw);
    expect(pulled.getTextureParams(tex).swizzle[0]).toBe(GL.BLUE);
  });

  it('poison: a verb class that may not read a group cannot read it; textureParams is sticky', () => {
    const { ctx, tex } = sampledContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.clear);
    expect(fatalOf(() => mgb.getSamplerViews())?.detail).toBe('samplerViews@clear');
    expect(fatalOf(() => mgb.getSamplerStates())?.detail).toBe('samplers@clear');
    expect(fatalOf(() => mgb.getTextureParams(tex))).toBeNull(); // clears sync attached textures: they may read it
    mgb.beginVerb(VerbClass.query);
    expect(fatalOf(() => mgb.getTextureParams(tex))?.detail).toBe('textureParams@query');
  });

  it('has a push receiver: pushed whenever its bit is; else aliased exactly when migrations/state.json says A', () => {
    expect(ALIAS_ONLY_SUBSYSTEMS).not.toContain('textures');
    expect(pipeInputSources(ALL_SUBSYSTEMS_MASK, (s) => SubsystemBit[s], (s) => phaseOf(s)).textures).toBe('push');
    const off = pipeInputSources(ALL_SUBSYSTEMS_MASK & ~(1 << SubsystemBit.textures), (s) => SubsystemBit[s], (s) => phaseOf(s));
    expect(off.textures).toBe(phaseOf('textures') === 'A' ? 'alias' : 'context');
    expect(inputs('push').texturesPushed).toBe(true);
  });
});
