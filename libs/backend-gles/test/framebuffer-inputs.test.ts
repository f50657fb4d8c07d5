// MGB_CTX of the framebuffer subsystem (gles-core framebuffer-inputs.ts), no driver: the draw / read views filled
// from a real front-end GLContext, their fill memo, and the checks the A gate relies on — verify comparing the
// aliased copy with a context-filled shadow (MOBILEGL_PIPE_VERIFY_CORRUPT=framebuffer must diverge), the poison
// check on a verb class that may not read the group, and where the group's source comes from (migrations/state.json
// via libs/migration, never a hard-coded phase). Expected values are the GL calls' own arguments.
import { ALIAS_ONLY_SUBSYSTEMS, PIPE_INPUT_READ_SUBSYSTEMS, PIPE_INPUT_SUBSYSTEMS, PipeInputs, SurfaceKind, pipeInputSources, type PipeInputSource, type PipeInputSubsystem, type PullContext } from '@mgpipe/gles-core';
import { GLContext } from '@mgpipe/gl-state';
import { ALL_SUBSYSTEMS_MASK, SubsystemBit, phaseOf } from '@mgpipe/migration';
import { MGPipeFatal, VerbClass } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';

const DEPTH = 8, STENCIL = 9;

function inputs(framebuffer: PipeInputSource, extra: { verify?: boolean; verifyCorrupt?: string | null } = {}) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'framebuffer' ? framebuffer : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  return new PipeInputs({ sources, checks: true, verify: extra.verify ?? false, legacyMemos: false, verifyCorrupt: extra.verifyCorrupt ?? null, poisonOmit: null });
}

/** A context with an FBO bound for drawing: a 2D array texture layer at color 1, a renderbuffer at depth + stencil. */
function fboContext() {
  const ctx = new GLContext();
  const fbo = ctx.objects.CreateFramebuffer();
  const tex = ctx.objects.CreateTexture(GL.TEXTURE_2D_ARRAY);
  const rb = ctx.objects.CreateRenderbuffer();
  rb.AllocateStorage(GL.DEPTH24_STENCIL8, 4, 4, 0);
  fbo.SetTextureAttachment(1, tex, 2, 3);
  fbo.SetRenderbufferAttachment(DEPTH, rb);
  fbo.SetRenderbufferAttachment(STENCIL, rb);
  fbo.SetDrawBuffers([GL.NONE, GL.COLOR_ATTACHMENT1]);
  fbo.SetReadBuffer(GL.COLOR_ATTACHMENT1);
  ctx.BindFramebuffer(true, false, fbo);
  return { ctx, fbo, tex, rb };
}

describe('framebuffer PipeInputs group', () => {
  it('alias: the draw and read views are filled from the context at the fill point', () => {
    const { ctx, fbo, tex, rb } = fboContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.draw);
    const draw = mgb.getFramebufferState(false);
    expect(draw.isDefault).toBe(false);
    expect(draw.fbo).toBe(fbo);
    expect([...draw.drawBuffers.subarray(0, 2)]).toEqual([GL.NONE, GL.COLOR_ATTACHMENT1]);
    expect(draw.readBuffer).toBe(GL.COLOR_ATTACHMENT1);
    expect(draw.surfaces[0].kind).toBe(SurfaceKind.none);
    expect(draw.surfaces[1]).toMatchObject({ kind: SurfaceKind.texture, level: 2, layer: 3, front: tex });
    expect(draw.surfaces[DEPTH]).toMatchObject({ kind: SurfaceKind.renderbuffer, front: rb });
    expect(draw.surfaces[STENCIL].front).toBe(rb);
    expect(mgb.getFramebufferState(true).isDefault).toBe(true); // the read binding stayed on framebuffer 0
  });

  it('the fill copies only what moved: the memo keys follow objectVersion and anyFboAttachment', () => {
    const { ctx, fbo, rb } = fboContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.clear);
    const view = mgb.getFramebufferState(false);
    const version = view.version, generation = view.generation;
    mgb.beginVerb(VerbClass.clear);
    expect([view.version, view.generation]).toEqual([version, generation]);
    // Redefining an attached renderbuffer moves only the generation; a draw-buffer change moves the version too.
    rb.AllocateStorage(GL.DEPTH24_STENCIL8, 8, 8, 0);
    mgb.beginVerb(VerbClass.clear);
    expect(view.version).toBe(version);
    expect(view.generation).toBeGreaterThan(generation);
    fbo.SetDrawBuffers([GL.COLOR_ATTACHMENT1]);
    mgb.beginVerb(VerbClass.clear);
    expect(view.version).toBeGreaterThan(version);
    expect(view.drawBuffers[0]).toBe(GL.COLOR_ATTACHMENT1);
  });

  it('verify compares the aliased copy with the context; MOBILEGL_PIPE_VERIFY_CORRUPT=framebuffer diverges', () => {
    const { ctx } = fboContext();
    const ok = inputs('alias', { verify: true });
    ok.attach(ctx as unknown as PullContext);
    ok.beginVerb(VerbClass.draw);
    ok.getFramebufferState(false);
    expect(ok.report.divergences).toBe(0);
    expect(ok.report.compared[0]).toBe(2); // PipeInputField.framebuffer: at verb entry and at the read

    const bad = inputs('alias', { verify: true, verifyCorrupt: 'framebuffer' });
    bad.attach(ctx as unknown as PullContext);
    let thrown: unknown = null;
    try { bad.beginVerb(VerbClass.draw); } catch (e) { thrown = e; }
    expect(thrown).toBeInstanceOf(MGPipeFatal);
    expect((thrown as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
    expect(bad.report.first[0]).toBe('framebuffer@draw: draw.readBuffer');
  });

  it('poison: a verb class that may not read the group (dispatch) cannot read it', () => {
    const { ctx } = fboContext();
    const mgb = inputs('alias');
    mgb.attach(ctx as unknown as PullContext);
    mgb.beginVerb(VerbClass.dispatch);
    let thrown: unknown = null;
    try { mgb.getFramebufferState(false); } catch (e) { thrown = e; }
    expect((thrown as MGPipeFatal).kind).toBe('UnmigratedPipeInput');
    expect((thrown as MGPipeFatal).detail).toBe('framebuffer@dispatch');
  });

  it('has a push receiver (issue 16): pushed when its bit is set; else aliased exactly when migrations/state.json says A', () => {
    expect(ALIAS_ONLY_SUBSYSTEMS).not.toContain('framebuffer');
    expect(PIPE_INPUT_SUBSYSTEMS).toContain('framebuffer');
    expect(pipeInputSources(ALL_SUBSYSTEMS_MASK, (s) => SubsystemBit[s], (s) => phaseOf(s)).framebuffer).toBe('push');
    const sources = pipeInputSources(0, (s) => SubsystemBit[s], (s) => phaseOf(s));
    expect(sources.framebuffer).toBe(phaseOf('framebuffer') === 'A' ? 'alias' : 'context');
    expect(inputs('push').framebufferPushed).toBe(true);
  });
});
