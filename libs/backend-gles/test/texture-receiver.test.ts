// The textures push receiver (backend-gles state/texture-receiver.ts), no driver: the real tracker pushes into the
// receiver's screen / context tables, and MGB_CTX's samplerViews / samplers / textureParams are compared by verify with
// a shadow filled from the same front-end context. The receiver fills the groups from the payloads only (views hold
// handles, sampler states hold no front object); stale handles are Fatal{ProtocolCorruption}; the planted push-path
// fault (MOBILEGL_PIPE_TEST_FAULT=textures) turns verify red. Expected values are the GL calls' own arguments.
import { DriverBindings, PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, PushedTexture, type PipeInputSource, type PipeInputSubsystem, type PullContext } from '@mgpipe/gles-core';
import { GLContext, TextureTargetIndex, type Texture } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { MGPResourceTarget, MGPipeFatal, PipeInputField, VerbClass, emptyMGPipeContext, emptyMGPipeScreen, kNullHandle } from '@mgpipe/pipe-types';
import { MGPipeTracker } from '@mgpipe/tracker';
import { CsoSamplers } from '@mgpipe/gles-textures';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL, SamplerParameters } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { installTextureReceiver, type TextureReceiverStats } from '../src/state/texture-receiver.ts';

const stats = (): TextureReceiverStats => ({
  textureCreates: 0, textureRespecifies: 0, textureDestroys: 0, samplerViewCreates: 0, samplerViewSets: 0, samplerStateCreates: 0, samplerStateBinds: 0, textureParamsSets: 0,
});

function pushedInputs(verify: boolean) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, s === 'textures' ? 'push' : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  return new PipeInputs({ sources, checks: verify, verify, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
}

/** Front end (context + tracker) → receiver (PipeInputs pushed), as the lanes wire them, with verify on. */
function wired(fault = false) {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const inputs = pushedInputs(true);
  const screen = emptyMGPipeScreen();
  const table = emptyMGPipeContext();
  const s = stats();
  const resources = installTextureReceiver(screen, table, inputs, s, fault);
  const tracker = new MGPipeTracker(ctx, table, { switches: { pushMask: subsystemMask('textures'), noCsoContentAddressing: false }, screen });
  inputs.setPushCovered(tracker.pipeInputsCovered());
  inputs.attach(ctx as unknown as PullContext);
  const textures = tracker.textures!;
  inputs.textureHandleOf = (t) => textures.peek(t as Texture);
  inputs.textureFrontOf = (h) => textures.textureOf(h);
  return { ctx, inputs, tracker, s, resources };
}

function texture(ctx: GLContext, target: number): Texture {
  const t = ctx.objects.CreateTexture(target, ctx.objects.textures.AllocateName());
  t.AllocateLevel(0, 0, GL.RGBA8, 4, 4, 1, 0, true, new Uint8Array(64));
  return t;
}

/** Binds a program whose sampler uniforms (type, unit), at locations 0.., pick each unit's target (issue 16: resolved on the client). */
function sampleWith(ctx: GLContext, samplers: readonly (readonly [type: number, unit: number])[]): void {
  const program = ctx.objects.CreateProgram();
  const uniforms = samplers.map(([type], location) => ({ name: `s${location}`, type, arraySize: 1, location, blockIndex: -1 }));
  program.RecordLinkResult(true, '', { uniforms }, { defaultBlockSize: 0, uniformLocationCount: samplers.length, uniformBlockCount: 0, storageBlockCount: 0 });
  samplers.forEach(([, unit], location) => program.RecordOpaqueUnit(location, unit));
  ctx.BindProgram(program);
}

function fatalOf(f: () => void): MGPipeFatal | null {
  try { f(); } catch (e) { return e as MGPipeFatal; }
  return null;
}

describe('textures push receiver', () => {
  it('fills the three groups from what the tracker pushed; verify compares them with the context: 0 divergences', () => {
    const { ctx, inputs, tracker, s } = wired();
    const tex = texture(ctx, GL.TEXTURE_2D);
    const cube = texture(ctx, GL.TEXTURE_CUBE_MAP);
    tex.SetParameter(GL.TEXTURE_SWIZZLE_R, GL.BLUE);
    tex.SetParameter(GL.TEXTURE_MIN_FILTER, GL.NEAREST);
    ctx.textures.BindTexture(3, TextureTargetIndex.Tex2D, tex);
    ctx.textures.BindTexture(0, TextureTargetIndex.CubeMap, cube);
    const sampler = ctx.objects.CreateSampler();
    sampler.SetParameter(GL.TEXTURE_WRAP_S, GL.CLAMP_TO_EDGE);
    ctx.textures.BindSampler(3, sampler);
    sampleWith(ctx, [[GL.SAMPLER_2D, 3], [GL.SAMPLER_CUBE, 0], [GL.SAMPLER_3D, 5]]);
    tracker.validateForDraw();
    inputs.beginVerb(VerbClass.draw);
    const views = inputs.getSamplerViews();
    expect(views.pushed).toBe(true);
    expect(views.units).toBe(6); // one entry per unit up to the highest the program samples
    const entry = views.texture(3)!;
    expect(views.target(3)).toBe(TextureTargetIndex.Tex2D);
    expect(entry).toBeInstanceOf(PushedTexture);
    expect(entry).toEqual(tracker.textures!.peek(tex));
    expect([views.target(0), views.texture(0)]).toEqual([TextureTargetIndex.CubeMap, tracker.textures!.peek(cube)]);
    // A unit the program samples but nothing is bound to for its target: the target's default texture.
    expect([views.target(5), views.texture(5)]).toEqual([TextureTargetIndex.Tex3D, tracker.textures!.peek(ctx.defaultTextures[TextureTargetIndex.Tex3D])]);
    // Units the program does not sample: nothing.
    expect([views.target(1), views.texture(1), views.texture(50)]).toEqual([-1, null, null]);
    const states = inputs.getSamplerStates();
    expect(states.view(3).bound).toBe(true);
    expect(states.view(3).front).toBeNull();
    expect(states.view(3).params.wrapS).toBe(GL.CLAMP_TO_EDGE);
    expect(states.view(0).bound).toBe(false);
    const params = inputs.getTextureParams(entry);
    expect(params.swizzle[0]).toBe(GL.BLUE);
    expect(params.sampler.minFilter).toBe(GL.NEAREST);
    // A pull path's front texture reaches the same record through the identity map.
    expect(inputs.getTextureParams(tex)).toBe(params);
    expect(inputs.report.divergences).toBe(0);
    expect(inputs.report.compared[PipeInputField.samplerViews]).toBeGreaterThan(0);
    expect(inputs.report.compared[PipeInputField.samplers]).toBeGreaterThan(0);
    expect(inputs.report.compared[PipeInputField.textureParams]).toBe(2);
    expect(s).toMatchObject({ samplerViewSets: 1, samplerStateBinds: 1 });
  });

  it('a redundant rebind between draws reaches the receiver as nothing: no view set, no sampler bind', () => {
    const { ctx, inputs, tracker, s } = wired();
    const tex = texture(ctx, GL.TEXTURE_2D);
    const sampler = ctx.objects.CreateSampler();
    ctx.textures.BindTexture(0, TextureTargetIndex.Tex2D, tex);
    ctx.textures.BindSampler(0, sampler);
    sampleWith(ctx, [[GL.SAMPLER_2D, 0]]);
    tracker.validateForDraw();
    inputs.beginVerb(VerbClass.draw);
    const before = { ...s };
    ctx.textures.BindTexture(0, TextureTargetIndex.Tex2D, null);
    ctx.textures.BindTexture(0, TextureTargetIndex.Tex2D, tex);
    ctx.textures.BindSampler(0, null);
    ctx.textures.BindSampler(0, sampler);
    tracker.validateForDraw();
    inputs.beginVerb(VerbClass.draw);
    expect(s).toEqual(before);
    expect(inputs.report.divergences).toBe(0);
  });

  it('MOBILEGL_PIPE_TEST_FAULT=textures: the planted receive fault turns verify red (textureParams)', () => {
    const { ctx, inputs, tracker } = wired(true);
    const tex = texture(ctx, GL.TEXTURE_2D);
    ctx.textures.BindTexture(0, TextureTargetIndex.Tex2D, tex);
    sampleWith(ctx, [[GL.SAMPLER_2D, 0]]);
    tracker.validateForDraw();
    inputs.beginVerb(VerbClass.draw);
    const entry = inputs.getSamplerViews().texture(0)!;
    const thrown = fatalOf(() => inputs.getTextureParams(entry));
    expect(thrown?.kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.first[0]).toBe('textureParams@draw: swizzle[0]');
  });

  it('stale handles are ProtocolCorruption: a destroyed texture, a view of it, a sampler state never created', () => {
    const inputs = pushedInputs(false);
    const screen = emptyMGPipeScreen();
    const table = emptyMGPipeContext();
    installTextureReceiver(screen, table, inputs, stats());
    const desc = { target: MGPResourceTarget.tex2d } as Parameters<NonNullable<typeof screen.resource_create>>[0]['desc'];
    const tex = { slot: 3, gen: 1 };
    screen.resource_create!({ res: tex, desc });
    table.create_sampler_view!({ view: { cso: { slot: 1, gen: 1 }, texture: tex, internalFormat: GL.RGBA8, minLevel: 0, numLevels: 0, minLayer: 0, numLayers: 0, samples: 0, target: GL.TEXTURE_2D, fixedSampleLocations: true } });
    const list = [{ view: kNullHandle, target: 0 }, { view: { slot: 1, gen: 1 }, target: 1 }];
    table.set_sampler_views!({ start: 0, views: list });
    expect(inputs.own.textures.views.units).toBe(2);
    expect([inputs.own.textures.views.texture(0), inputs.own.textures.views.target(1)]).toEqual([null, 1]);
    // A target outside TextureTargetIndex, and a list longer than the units there are: refused.
    // Each refusal names what it refused (they are built out of line: the values must still reach the message).
    const refused = (run: () => void) => {
      const f = fatalOf(run);
      return f ? [f.kind, f.detail] : null;
    };
    expect(refused(() => table.set_sampler_views!({ start: 0, views: [list[0], { view: { slot: 1, gen: 1 }, target: 11 }] })))
      .toEqual(['ProtocolCorruption', 'set_sampler_views: unit 1 names target 11']);
    expect(refused(() => table.set_sampler_views!({ start: 0, views: Array.from({ length: 193 }, () => list[0]) })))
      .toEqual(['ProtocolCorruption', 'set_sampler_views: 193 views from 0 is not a per-unit list']);
    expect(refused(() => table.set_sampler_views!({ start: 2, views: [list[0]] })))
      .toEqual(['ProtocolCorruption', 'set_sampler_views: 1 views from 2 is not a per-unit list']);
    expect(refused(() => table.set_sampler_views!({ start: 0, views: [list[0], { view: { slot: 1, gen: 2 }, target: 1 }] })))
      .toEqual(['ProtocolCorruption', 'set_sampler_views: {1, 2} names no live sampler view']);
    expect(refused(() => table.set_sampler_views!({ start: 0, views: [{ view: { slot: 7, gen: 1 }, target: 1 }] })))
      .toEqual(['ProtocolCorruption', 'set_sampler_views: {7, 1} names no live sampler view']);
    // Not live: another gen of a live slot, a slot never created (gen 0 included), a slot past every one created.
    const params = { minLod: 0, maxLod: 0, lodBias: 0, baseLevel: 0, maxLevel: 0, swizzle: [0, 1, 2, 3], depthStencilMode: 0, forceResync: false };
    for (const res of [{ slot: 3, gen: 2 }, { slot: 2, gen: 0 }, { slot: 2, gen: 1 }, { slot: 5000, gen: 1 }]) {
      expect(fatalOf(() => table.set_texture_params!({ res, ...params }))?.kind).toBe('ProtocolCorruption');
    }
    // A slot past the table's first size grows it: the never-created slots the growth adds are not live either.
    screen.resource_create!({ res: { slot: 300, gen: 1 }, desc });
    for (const res of [{ slot: 200, gen: 0 }, { slot: 299, gen: 0 }]) {
      expect(fatalOf(() => table.set_texture_params!({ res, ...params }))?.kind).toBe('ProtocolCorruption');
    }
    table.set_texture_params!({ res: { slot: 300, gen: 1 }, ...params });
    table.set_texture_params!({ res: tex, ...params });
    screen.resource_destroy!({ res: tex });
    expect(refused(() => table.set_sampler_views!({ start: 0, views: list })))
      .toEqual(['ProtocolCorruption', 'set_sampler_views: {3, 1} names no live texture resource']);
    expect(fatalOf(() => table.set_texture_params!({ res: tex, minLod: 0, maxLod: 0, lodBias: 0, baseLevel: 0, maxLevel: 0, swizzle: [0, 1, 2, 3], depthStencilMode: 0, forceResync: false }))?.kind)
      .toBe('ProtocolCorruption');
    expect(fatalOf(() => table.bind_sampler_states!({ start: 0, samplers: [{ slot: 9, gen: 1 }] }))?.kind).toBe('ProtocolCorruption');
    expect(fatalOf(() => table.create_sampler_view!({ view: { cso: { slot: 2, gen: 1 }, texture: { slot: 3, gen: 2 }, internalFormat: 0, minLevel: 0, numLevels: 0, minLayer: 0, numLayers: 0, samples: 0, target: GL.TEXTURE_2D, fixedSampleLocations: true } }))?.kind)
      .toBe('ProtocolCorruption');
    // A buffer resource with buffers not pushed has nowhere to go: refused, not taken for a texture.
    expect(fatalOf(() => screen.resource_create!({ res: { slot: 4, gen: 1 }, desc: { ...desc, target: MGPResourceTarget.buffer } }))?.kind).toBe('ProtocolCorruption');
    expect(kNullHandle).toEqual({ slot: 0, gen: 0 });
  });
});

/** The driver entry points BackendSampler / CsoSamplers use, counting names handed out, deleted, and parameter applies. */
function samplerDriver() {
  const live = new Set<number>();
  let next = 0, deleted = 0, minFilters = 0;
  const gl = new Proxy({
    glGenSamplers: (_n: number, out: Uint32Array) => { out[0] = ++next; live.add(out[0]); },
    glDeleteSamplers: (_n: number, names: Uint32Array) => { live.delete(names[0]); deleted++; },
    glSamplerParameteri: (_s: number, pname: number) => { if (pname === GL.TEXTURE_MIN_FILTER) minFilters++; },
    glGetIntegerv: (_pname: number, out: Int32Array) => { out[0] = 16; },
  } as Record<string, unknown>, { get: (t, k) => t[k as string] ?? (() => undefined) }) as unknown as GLEntryPoints;
  return { gl, live, generated: () => next, deleted: () => deleted, applies: () => minFilters };
}

// The memo of textures (gles-textures cso-samplers.ts) in both arms, driven through the receiver: the phase C slot
// array and the hashed registry that MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps. One slot is re-created `cycles` times (what
// the client's LRU does under churn); each CSO is bound to unit 0 and its driver sampler synced twice.
describe('driver samplers of pushed sampler CSOs (handleMemo vs legacy registry)', () => {
  function churn(handleMemo: boolean, cycles: number) {
    const d = samplerDriver();
    const csos = new CsoSamplers(d.gl, new DriverBindings(d.gl), handleMemo);
    const inputs = pushedInputs(false);
    const table = emptyMGPipeContext();
    installTextureReceiver(emptyMGPipeScreen(), table, inputs, stats(), false, (serial) => csos.retire(serial));
    const view = inputs.own.textures.samplers.views[0];
    const seen: number[] = [];
    for (let gen = 1; gen <= cycles; gen++) {
      const h = { slot: 1, gen };
      const params = new SamplerParameters();
      params.minFilter = gen % 2 === 0 ? GL.NEAREST : GL.LINEAR;
      table.create_sampler_state!({ cso: h, params: { ...params, seamlessCube: params.seamless } });
      table.bind_sampler_states!({ start: 0, samplers: [h] });
      const s = csos.twin(view);
      expect(csos.twin(view)).toBe(s); // a second lookup of the bound CSO is the same driver sampler
      seen.push(s.name);
      s.sync(d.gl, view, false);
      s.sync(d.gl, view, false); // the same CSO again: nothing re-applied
      table.delete_sampler_state!({ cso: h });
    }
    return { d, csos, seen };
  }

  it('handleMemo: one driver sampler per slot, reused by the next CSO in the slot, its parameters re-applied per CSO', () => {
    const { d, csos, seen } = churn(true, 300);
    expect(csos.handleMemo).toBe(true);
    expect(new Set(seen).size).toBe(1);
    expect(d.generated()).toBe(1);
    expect(d.deleted()).toBe(0);
    expect(d.applies()).toBe(300); // a re-created CSO is a new memo key (its serial), whatever its slot
    expect(csos.size).toBe(1);
  });

  it('legacy registry: one driver sampler per CSO, deleted with it; the registry does not grow under churn', () => {
    const { d, csos } = churn(false, 300);
    expect(csos.handleMemo).toBe(false);
    expect(d.generated()).toBe(300);
    expect(d.deleted()).toBe(300);
    expect(d.applies()).toBe(300);
    expect(d.live.size).toBe(0);
    expect(csos.size).toBe(0);
  });
});
