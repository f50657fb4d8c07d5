// The framebuffer push receiver (backend-gles state/framebuffer-receiver.ts), no driver: the real tracker pushes into
// the receiver's screen / context tables (textures receiver installed first, as the backend wires them), and MGB_CTX's
// framebuffer group is compared by verify with a shadow filled from the same front-end context. The views name
// surfaces by resource handle and no front object; stale handles are Fatal{ProtocolCorruption}; the planted
// push-path fault (MOBILEGL_PIPE_TEST_FAULT=framebuffer) turns verify red. Expected values are the GL calls' arguments.
import { PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, SurfaceKind, type PipeInputSource, type PipeInputSubsystem, type PullContext } from '@mgpipe/gles-core';
import { GLContext, type Renderbuffer, type Texture } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { MGPSurfaceKind, MGPipeFatal, PipeInputField, VerbClass, emptyMGPipeContext, emptyMGPipeScreen, kDefaultFramebuffer, kNullHandle, type MGPSurface, type MGPipeHandle, type SetFramebufferStatePayload } from '@mgpipe/pipe-types';
import { MGPipeTracker } from '@mgpipe/tracker';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { installFramebufferReceiver, type FramebufferReceiverStats } from '../src/state/framebuffer-receiver.ts';
import { installTextureReceiver, type TextureReceiverStats } from '../src/state/texture-receiver.ts';

const textureStats = (): TextureReceiverStats => ({
  textureCreates: 0, textureRespecifies: 0, textureDestroys: 0, samplerViewCreates: 0, samplerViewSets: 0, samplerStateCreates: 0, samplerStateBinds: 0, textureParamsSets: 0,
});
const stats = (): FramebufferReceiverStats => ({
  renderbufferCreates: 0, renderbufferRespecifies: 0, renderbufferDestroys: 0, framebufferStates: 0, framebufferStatesUnchanged: 0, framebufferBinds: 0, framebufferDestroys: 0,
});

/** Front end (context + tracker) → receivers (PipeInputs: textures and framebuffer pushed), with verify on. */
function wired(fault = false) {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const pushed = new Set<string>(['textures', 'framebuffer']);
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, pushed.has(s) ? 'push' : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const inputs = new PipeInputs({ sources, checks: true, verify: true, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  const screen = emptyMGPipeScreen();
  const table = emptyMGPipeContext();
  const textures = installTextureReceiver(screen, table, inputs, textureStats());
  const destroyed: number[] = [];
  const s = stats();
  const renderbuffers = installFramebufferReceiver(screen, table, inputs, {
    textureLive: (h) => textures.isLive(h),
    framebufferDestroyed: (view) => destroyed.push(view.handleSlot),
    renderbufferDestroyed: () => undefined,
  }, s, fault);
  const tracker = new MGPipeTracker(ctx, table, { switches: { pushMask: subsystemMask('textures', 'framebuffer'), noCsoContentAddressing: false }, screen });
  inputs.setPushCovered(tracker.pipeInputsCovered());
  inputs.attach(ctx as unknown as PullContext);
  const res = tracker.textures!;
  inputs.textureHandleOf = (t) => res.peek(t as Texture);
  inputs.textureFrontOf = (h) => res.textureOf(h);
  inputs.own.framebuffer.surfaceHandleOf = (kind, front) => kind === SurfaceKind.renderbuffer ? tracker.handles.peek(front as Renderbuffer) : res.peek(front as Texture);
  return { ctx, inputs, tracker, s, table, renderbuffers, destroyed };
}

/** An FBO with an RGBA8 texture at color 1, a DEPTH24_STENCIL8 renderbuffer at depth and stencil, drawing into color 1. */
function fbo(ctx: GLContext) {
  const fb = ctx.objects.CreateFramebuffer();
  const tex = ctx.objects.CreateTexture(GL.TEXTURE_2D);
  tex.AllocateLevel(0, 0, GL.RGBA8, 8, 6, 1, 0, true, null);
  const rb = ctx.objects.CreateRenderbuffer();
  rb.AllocateStorage(GL.DEPTH24_STENCIL8, 8, 6, 0);
  fb.SetTextureAttachment(1, tex, 0, 0);
  fb.SetRenderbufferAttachment(8, rb);
  fb.SetRenderbufferAttachment(9, rb);
  fb.SetDrawBuffers([GL.NONE, GL.COLOR_ATTACHMENT1]);
  fb.SetReadBuffer(GL.COLOR_ATTACHMENT1);
  ctx.BindFramebuffer(true, true, fb);
  return { fb, tex, rb };
}

function fatalOf(f: () => void): MGPipeFatal | null {
  try { f(); } catch (e) { return e as MGPipeFatal; }
  return null;
}

const surface = (res: MGPipeHandle, kind: number): MGPSurface => ({ res, internalFormat: GL.RGBA8, layer: 0, level: 0, uploadTarget: GL.TEXTURE_2D, kind, layered: false });
const noSurface = (): MGPSurface => surface(kNullHandle, MGPSurfaceKind.none);

function state(fbo: MGPipeHandle, color0: MGPSurface): SetFramebufferStatePayload {
  return {
    fbo, color: [color0, ...Array.from({ length: 7 }, noSurface)], depth: noSurface(), stencil: noSurface(), readSurface: color0,
    drawBuffers: new Int8Array([0, -1, -1, -1, -1, -1, -1, -1]), width: 8, height: 6, layers: 1, samples: 0,
    fixedSampleLocations: true, isDefault: false, complete: true, contentHash: 7n,
  };
}

describe('framebuffer push receiver', () => {
  it('fills the draw / read views from set_framebuffer_state + bind_framebuffers; verify compares them with the context: 0 divergences', () => {
    const { ctx, inputs, tracker, s } = wired();
    const { tex, rb } = fbo(ctx);
    tracker.validateForDraw();
    inputs.beginVerb(VerbClass.draw);
    const v = inputs.getFramebufferState(false);
    expect(v.pushed).toBe(true);
    expect(v.isDefault).toBe(false);
    expect(v.fbo).toBeNull();
    const color1 = v.surfaces[1];
    expect(color1.kind).toBe(SurfaceKind.texture);
    expect(color1.front).toBeNull();
    expect({ slot: color1.slot, gen: color1.gen }).toEqual(tracker.textures!.peek(tex));
    expect(color1.internalFormat).toBe(GL.RGBA8);
    const depth = v.surfaces[8];
    expect(depth.kind).toBe(SurfaceKind.renderbuffer);
    expect({ slot: depth.slot, gen: depth.gen }).toEqual(tracker.handles.peek(rb));
    expect(v.drawBuffers[0]).toBe(GL.NONE);
    expect(v.drawBuffers[1]).toBe(GL.COLOR_ATTACHMENT1);
    expect(v.readBuffer).toBe(GL.COLOR_ATTACHMENT1);
    expect(v.height).toBe(6);
    expect(inputs.getFramebufferState(true)).toBe(v);
    expect(s.renderbufferCreates).toBe(1);
    expect(inputs.report.divergences).toBe(0);
    expect(inputs.report.compared[PipeInputField.framebuffer]).toBeGreaterThan(0);
  });

  it('a redundant rebind sends nothing; a content change re-sends that framebuffer only', () => {
    const { ctx, tracker, s } = wired();
    const { fb } = fbo(ctx);
    tracker.validateForDraw();
    const calls = () => ({ ...tracker.stats.snapshot().calls });
    const before = calls();
    ctx.BindFramebuffer(true, true, null);
    ctx.BindFramebuffer(true, true, fb);
    tracker.validateForDraw();
    const after = calls();
    expect(after.set_framebuffer_state ?? 0).toBe(before.set_framebuffer_state ?? 0);
    expect(after.bind_framebuffers ?? 0).toBe(before.bind_framebuffers ?? 0);
    fb.SetReadBuffer(GL.NONE);
    tracker.validateForDraw();
    expect(calls().set_framebuffer_state).toBe((before.set_framebuffer_state ?? 0) + 1);
    expect(s.framebufferStatesUnchanged).toBe(0);
  });

  it('negative control: with the suppressors\' verdicts ignored, the same redundant rebind sends both calls again', () => {
    const { ctx, tracker, s } = wired();
    const { fb } = fbo(ctx);
    tracker.validateForDraw();
    tracker.framebuffers!.ignoreSuppressor = true;
    const before = { ...tracker.stats.snapshot().calls };
    ctx.BindFramebuffer(true, true, null);
    ctx.BindFramebuffer(true, true, fb);
    tracker.validateForDraw();
    const after = tracker.stats.snapshot().calls;
    expect(after.set_framebuffer_state).toBe((before.set_framebuffer_state ?? 0) + 1);
    expect(after.bind_framebuffers).toBe((before.bind_framebuffers ?? 0) + 1);
    // The server's memo (the same contentHash under the same handle) keeps the twin from re-attaching.
    expect(s.framebufferStatesUnchanged).toBe(1);
  });

  it('a stale handle is ProtocolCorruption: a destroyed renderbuffer surface, an unknown texture, an unbound framebuffer', () => {
    const { table, renderbuffers } = wired();
    expect(fatalOf(() => table.set_framebuffer_state!(state({ slot: 3, gen: 1 }, surface({ slot: 40, gen: 1 }, MGPSurfaceKind.texture))))?.kind).toBe('ProtocolCorruption');
    expect(fatalOf(() => table.set_framebuffer_state!(state({ slot: 3, gen: 1 }, surface({ slot: 41, gen: 1 }, MGPSurfaceKind.renderbuffer))))?.kind).toBe('ProtocolCorruption');
    expect(renderbuffers.isLive({ slot: 41, gen: 1 })).toBe(false);
    expect(fatalOf(() => table.bind_framebuffers!({ draw: { slot: 9, gen: 1 }, read: kDefaultFramebuffer }))?.kind).toBe('ProtocolCorruption');
    expect(fatalOf(() => table.destroy_context_object!({ obj: { slot: 9, gen: 1 } }))?.kind).toBe('ProtocolCorruption');
  });

  it('a renderbuffer surface destroyed and then named again is ProtocolCorruption', () => {
    const { ctx, tracker, table } = wired();
    const { rb } = fbo(ctx);
    tracker.validateForDraw();
    const h = tracker.handles.peek(rb)!;
    ctx.BindFramebuffer(true, true, null);
    ctx.DeleteFramebuffer(ctx.objects.framebuffers.Get(1)!);
    ctx.DeleteRenderbuffer(rb);
    tracker.validateForDraw();
    expect(tracker.framebuffers!.renderbuffers.destroyed).toBe(1);
    const stale = surface(h, MGPSurfaceKind.renderbuffer);
    expect(fatalOf(() => table.set_framebuffer_state!(state({ slot: 5, gen: 1 }, stale)))?.kind).toBe('ProtocolCorruption');
  });

  it('a deleted framebuffer object leaves as destroy_context_object; its slot is reused at gen + 1', () => {
    const { ctx, tracker, destroyed, s } = wired();
    const { fb } = fbo(ctx);
    tracker.validateForDraw();
    const h = tracker.handles.peek(fb)!;
    ctx.DeleteFramebuffer(fb);
    tracker.validateForDraw();
    expect(s.framebufferDestroys).toBe(1);
    expect(destroyed).toEqual([h.slot]);
    const next = fbo(ctx).fb;
    tracker.validateForDraw();
    expect(tracker.handles.peek(next)).toEqual({ slot: h.slot, gen: h.gen + 1 });
  });

  it('the planted push-path fault (MOBILEGL_PIPE_TEST_FAULT=framebuffer) turns verify red', () => {
    const { ctx, inputs, tracker } = wired(true);
    fbo(ctx);
    tracker.validateForDraw();
    expect(fatalOf(() => inputs.beginVerb(VerbClass.draw))?.kind).toBe('PipeVerifyDiffer');
  });
});
