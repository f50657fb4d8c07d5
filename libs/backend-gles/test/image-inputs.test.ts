// MGB_CTX of the images-upload subsystem's image units (gles-core image-inputs.ts), no driver: the shaderImages group
// filled from a real front-end GLContext (glBindImageTexture's state), and the checks the A gate relies on — verify
// comparing the aliased copy with a context-filled shadow (MOBILEGL_PIPE_VERIFY_CORRUPT=shaderImages must diverge),
// the poison check on a verb class that may not read the group, the planted alias fault
// (MOBILEGL_PIPE_TEST_FAULT=alias:images-upload), the fill's shutter, and where the source comes from
// (migrations/state.json via libs/migration). Expected values are the arguments of the state calls made here.
import { ALIAS_ONLY_SUBSYSTEMS, IMAGE_UNITS, PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, pipeInputSources, type PipeInputSource, type PipeInputSubsystem, type PullContext } from '@mgpipe/gles-core';
import { GLContext } from '@mgpipe/gl-state';
import { ALL_SUBSYSTEMS_MASK, SubsystemBit, phaseOf } from '@mgpipe/migration';
import { MGPipeFatal, PipeInputField, VerbClass } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

function inputs(images: PipeInputSource, extra: { verify?: boolean; verifyCorrupt?: string | null; aliasFault?: boolean } = {}) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'images-upload' ? images : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  return new PipeInputs({
    sources, checks: true, verify: extra.verify ?? false, legacyMemos: false, verifyCorrupt: extra.verifyCorrupt ?? null, poisonOmit: null,
    aliasFault: extra.aliasFault === true ? ['images-upload'] : [],
  });
}

/** A context with texture A bound at image unit 0 (level 1, WRITE_ONLY, RGBA8) and B at unit 3 (layered, layer 2, READ_WRITE, R32UI). */
function imageContext() {
  const ctx = new GLContext();
  const a = ctx.objects.CreateTexture(GL.TEXTURE_2D);
  const b = ctx.objects.CreateTexture(GL.TEXTURE_2D_ARRAY);
  ctx.textures.BindImageUnit(0, a, 1, false, 0, GL.WRITE_ONLY, GL.RGBA8);
  ctx.textures.BindImageUnit(3, b, 0, true, 2, GL.READ_WRITE, GL.R32UI);
  return { ctx, a, b };
}

describe('shaderImages PipeInputs group (images-upload)', () => {
  it('alias: every image unit is filled from the context at the draw / dispatch fill point', () => {
    const { ctx, a, b } = imageContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.dispatch);
    const im = mgb.getShaderImages();
    expect(im.units).toBe(IMAGE_UNITS);
    expect(im.texture(0)).toBe(a);
    expect([im.levels[0], im.layered[0], im.layers[0], im.access[0], im.format(0)]).toEqual([1, 0, 0, GL.WRITE_ONLY, GL.RGBA8]);
    expect(im.texture(3)).toBe(b);
    expect([im.levels[3], im.layered[3], im.layers[3], im.access[3], im.format(3)]).toEqual([0, 1, 2, GL.READ_WRITE, GL.R32UI]);
    // No texture: no format (the program's formatless-image specialization skips the unit); outside the units: none.
    expect(im.texture(1)).toBeNull();
    expect(im.format(1)).toBe(-1);
    expect(im.texture(IMAGE_UNITS)).toBeNull();
    expect(im.texture(-1)).toBeNull();
    // A rebind is seen at the next verb's fill, not before.
    ctx.textures.BindImageUnit(0, null, 0, false, 0, GL.READ_ONLY, 0);
    expect(mgb.getShaderImages().texture(0)).toBe(a);
    mgb.beginVerb(VerbClass.draw);
    expect(mgb.getShaderImages().texture(0)).toBeNull();
  });

  it('pull fills on read (no fill point needed)', () => {
    const { ctx, b } = imageContext();
    const mgb = inputs('context');
    mgb.attach(ctx as unknown as PullContext);
    expect(mgb.getShaderImages().texture(3)).toBe(b);
    expect(mgb.getShaderImages().format(3)).toBe(GL.R32UI);
  });

  it('verify compares the aliased copy with the context; MOBILEGL_PIPE_VERIFY_CORRUPT=shaderImages diverges', () => {
    const { ctx } = imageContext();
    const ok = inputs('alias', { verify: true });
    ok.attach(ctx as unknown as PullContext);
    ok.beginVerb(VerbClass.draw);
    ok.getShaderImages();
    expect(ok.report.divergences).toBe(0);
    expect(ok.report.compared[PipeInputField.shaderImages]).toBe(2); // at verb entry and at the read

    const bad = inputs('alias', { verify: true, verifyCorrupt: 'shaderImages' });
    bad.attach(ctx as unknown as PullContext);
    let thrown: unknown = null;
    try { bad.beginVerb(VerbClass.dispatch); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
    expect(bad.report.first[0]).toBe('shaderImages@dispatch: units');
  });

  it('verify names the field of a unit that differs (a copy that missed a rebind)', () => {
    const { ctx } = imageContext();
    const mgb = inputs('alias', { verify: true });
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    mgb.getShaderImages().layers[3] = 5; // stale: the context says layer 2
    let thrown: unknown = null;
    try { mgb.getShaderImages(); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
    expect(mgb.report.first[0]).toBe('shaderImages@draw: unit[3].layer');
  });

  it('poison: a verb class that may not read the group (clear) cannot read it', () => {
    const { ctx } = imageContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.clear);
    let thrown: unknown = null;
    try { mgb.getShaderImages(); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('UnmigratedPipeInput');
    expect((thrown as MGPipeFatal).detail).toBe('shaderImages@clear');
  });

  it('the planted alias fault flips the access of every bound unit, in both copies (verify stays quiet)', () => {
    const { ctx } = imageContext();
    const mgb = inputs('alias', { verify: true, aliasFault: true });
    mgb.attach(ctx as unknown as PullContext);
    for (let i = 0; i < 3; i++) mgb.beginVerb(VerbClass.draw); // applied once per copied fill, not again on a skipped one
    const im = mgb.getShaderImages();
    expect([im.access[0], im.access[3]]).toEqual([GL.READ_WRITE, GL.WRITE_ONLY]);
    expect(im.access[1]).toBe(0); // an unbound unit is left alone
    expect(mgb.report.divergences).toBe(0);
  });

  it('alias fill is shuttered: nothing moved copies nothing (version still); a binding or any texture content re-opens it', () => {
    const { ctx, a } = imageContext();
    const mgb = inputs('alias'); // no verify: its shadow comparison would (rightly) catch the planted stale value
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const im = mgb.getShaderImages();
    const v0 = im.version;
    im.levels[0] = 9;
    mgb.beginVerb(VerbClass.draw);
    expect(im.levels[0]).toBe(9);
    expect(im.version).toBe(v0);
    // Any texture's content (a respecified texture may take a new driver name: the step must re-walk).
    ctx.generations.BumpAnyTextureContent();
    mgb.beginVerb(VerbClass.draw);
    expect(im.levels[0]).toBe(1);
    expect(im.version).toBe(v0 + 1);
    // A binding (glBindImageTexture).
    ctx.textures.BindImageUnit(0, a, 2, false, 0, GL.WRITE_ONLY, GL.RGBA8);
    mgb.beginVerb(VerbClass.dispatch);
    expect(im.levels[0]).toBe(2);
    expect(im.version).toBe(v0 + 2);
  });

  it('the group follows migrations/state.json when its bit is off, and is pushed under it (its receiver landed)', () => {
    expect(ALIAS_ONLY_SUBSYSTEMS as readonly string[]).not.toContain('images-upload');
    const sources = pipeInputSources(0, (s) => SubsystemBit[s], (s) => phaseOf(s));
    expect(sources['images-upload']).toBe(phaseOf('images-upload') === 'A' ? 'alias' : 'context');
    expect(pipeInputSources(ALL_SUBSYSTEMS_MASK, (s) => SubsystemBit[s], (s) => phaseOf(s))['images-upload']).toBe('push');
    expect(() => inputs('push')).not.toThrow();
  });
;
});
