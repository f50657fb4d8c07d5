// The sampler-view path of the textures bit (issue 16): texture resources named by {slot, gen} (resource_create /
// respecify / destroy), set_sampler_views over content-addressed sampler-view CSOs resolved on the client (binding,
// else the target's default texture), set_texture_params per texture object, and the stats test the issue asks
// for: redundant rebinds of the same texture / sampler between draws emit no set_sampler_views /
// bind_sampler_states — with its negative control (the suppressor's verdict ignored → the redundant rebind is sent).
// Expected payloads are the GL state's own values (the test's GL calls' arguments).
import { GLContext, textureTargetIndexOf, type Program, type Texture } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { MGPResourceTarget, MGPipeOp, emptyMGPipeScreen, kCallWrites, kVerbClassNames, type MGPipeScreen } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, RecordingPipeContext, TEXTURE_TARGETS } from '../src/index.ts';

const SWITCHES = { pushMask: subsystemMask('textures'), noCsoContentAddressing: false };
type Handle = { slot: number; gen: number };
const T2D = textureTargetIndexOf(GL.TEXTURE_2D);

/** A screen whose resource calls land in the recording context's list (one ordered stream). */
function recordingScreen(rec: RecordingPipeContext): MGPipeScreen {
  const s = emptyMGPipeScreen() as unknown as Record<string, unknown>;
  for (const name of ['resource_create', 'resource_respecify', 'resource_destroy']) {
    s[name] = (p: { res: Handle; desc?: Record<string, unknown> }) => {
      (rec.calls as unknown as { name: string; payload: unknown }[]).push({ name, payload: { res: { ...p.res }, desc: p.desc === undefined ? undefined : { ...p.desc } } });
    };
  }
  return s as unknown as MGPipeScreen;
}

/** Binds a program whose sampler uniforms (type, unit), at locations 0.., pick each unit's target (resolved on the client). */
function sampleWith(ctx: GLContext, samplers: readonly (readonly [type: number, unit: number])[]): Program {
  const program = ctx.objects.CreateProgram();
  const uniforms = samplers.map(([type], location) => ({ name: `s${location}`, type, arraySize: 1, location, blockIndex: -1 }));
  program.RecordLinkResult(true, '', { uniforms }, { defaultBlockSize: 0, uniformLocationCount: samplers.length, uniformBlockCount: 0, storageBlockCount: 0 });
  samplers.forEach(([, unit], location) => program.RecordOpaqueUnit(location, unit));
  ctx.BindProgram(program);
  return program;
}

/** A context drawing with a program that samples a 2D texture on `unit` (or the given samplers), a tracker with textures pushed. */
function setup(samplers: readonly (readonly [type: number, unit: number])[] = [[GL.SAMPLER_2D, 0]]) {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  sampleWith(ctx, samplers);
  const rec = new RecordingPipeContext();
  const t = new MGPipeTracker(ctx, rec.table, { switches: SWITCHES, screen: recordingScreen(rec) });
  return { ctx, rec, t };
}

function texture2D(ctx: GLContext, w = 4, h = 4): Texture {
  const name = ctx.objects.textures.AllocateName();
  const tex = ctx.objects.CreateTexture(GL.TEXTURE_2D, name);
  tex.AllocateLevel(0, 0, GL.RGBA8, w, h, 1, 0, true, new Uint8Array(w * h * 4));
  return tex;
}

const named = (rec: RecordingPipeContext, name: string) => (rec.calls as unknown as { name: string; payload: unknown }[]).filter((c) => c.name === name).map((c) => c.payload);
const count = (rec: RecordingPipeContext, name: string) => named(rec, name).length;
type ViewPayload = { view: { cso: Handle; texture: Handle; target: number; internalFormat: number } };
type ViewsPayload = { start: number; views: { view: Handle; target: number }[] };

describe('texture resources and set_sampler_views (NEW_SAMPLER_VIEWS)', () => {
  it('the first draw creates the bound texture and the defaults as resources, its view, and sends one entry per sampled unit with its target', () => {
    const { ctx, rec, t } = setup();
    const tex = texture2D(ctx, 8, 4);
    ctx.textures.BindTexture(0, T2D, tex);
    t.validateForDraw();
    const creates = named(rec, 'resource_create') as { res: Handle; desc: Record<string, unknown> }[];
    const mine = creates.find((c) => c.desc.internalFormat === GL.RGBA8)!;
    expect(mine.desc).toMatchObject({ target: MGPResourceTarget.tex2d, width: 8, height: 4, levels: 1, hasDefinedContent: true });
    // Every live texture object is a resource: the eleven default textures (the unit's other ten targets sample theirs) and ours.
    expect(creates.length).toBe(TEXTURE_TARGETS + 1);
    const views = named(rec, 'create_sampler_view') as ViewPayload[];
    const ours = views.find((v) => v.view.texture.slot === mine.res.slot)!;
    expect(ours.view).toMatchObject({ target: GL.TEXTURE_2D, internalFormat: GL.RGBA8 });
    const [set] = named(rec, 'set_sampler_views') as ViewsPayload[];
    expect(set.views).toEqual([{ view: ours.view.cso, target: T2D }]); // unit 0, read by the program's sampler2D
    expect(views).toHaveLength(1); // no view for the targets the program does not read
    // Each texture's own parameters, once per texture object (independent of views).
    expect(count(rec, 'set_texture_params')).toBe(TEXTURE_TARGETS + 1);
    expect(count(rec, 'set_texture_sampler_params')).toBe(TEXTURE_TARGETS + 1);
    const own = (named(rec, 'set_texture_sampler_params') as { res: Handle; params: { minFilter: number } }[]).find((p) => p.res.slot === mine.res.slot)!;
    expect(own.params.minFilter).toBe(GL.NEAREST_MIPMAP_LINEAR);
  });

  it('a redundant rebind of the same texture and sampler between draws emits no set_sampler_views / bind_sampler_states (stats)', () => {
    const { ctx, rec, t } = setup([[GL.SAMPLER_2D, 2]]);
    const tex = texture2D(ctx);
    const s = ctx.objects.CreateSampler();
    s.SetParameter(GL.TEXTURE_MIN_FILTER, GL.LINEAR);
    ctx.textures.BindTexture(2, T2D, tex);
    ctx.textures.BindSampler(2, s);
    t.validateForDraw();
    expect(count(rec, 'set_sampler_views')).toBe(1);
    expect(count(rec, 'bind_sampler_states')).toBe(1);
    rec.clear();
    const before = t.stats.snapshot();
    // Unbind and rebind both: textureBind moves four times, the resolved sets are the same.
    ctx.textures.BindTexture(2, T2D, null);
    ctx.textures.BindSampler(2, null);
    ctx.textures.BindTexture(2, T2D, tex);
    ctx.textures.BindSampler(2, s);
    t.validateForDraw();
    t.validateForDraw();
    expect(rec.calls).toEqual([]);
    const after = t.stats.snapshot();
    expect(after.calls.set_sampler_views ?? 0).toBe(before.calls.set_sampler_views);
    expect(after.calls.bind_sampler_states ?? 0).toBe(before.calls.bind_sampler_states);
    expect(after.suppressedEmissions).toBe(before.suppressedEmissions + 2);
  });

  it('negative control: with the suppressor\'s verdict ignored, the same redundant rebind is sent (the stats test can fail)', () => {
    const { ctx, rec, t } = setup();
    const tex = texture2D(ctx);
    const s = ctx.objects.CreateSampler();
    ctx.textures.BindTexture(0, T2D, tex);
    ctx.textures.BindSampler(0, s);
    t.validateForDraw();
    rec.clear();
    const suppressor = t.suppressor as unknown as { shouldEmitHashed: (...a: unknown[]) => boolean; endWords: (...a: unknown[]) => boolean };
    suppressor.shouldEmitHashed = () => true; // bind_sampler_states
    suppressor.endWords = () => true; // set_sampler_views
    ctx.textures.BindTexture(0, T2D, null);
    ctx.textures.BindSampler(0, null);
    ctx.textures.BindTexture(0, T2D, tex);
    ctx.textures.BindSampler(0, s);
    t.validateForDraw();
    expect(count(rec, 'set_sampler_views')).toBe(1);
    expect(count(rec, 'bind_sampler_states')).toBe(1);
  });

  it('binding another texture resends the list with its view; binding the first back reuses the first view (no create)', () => {
    const { ctx, rec, t } = setup();
    const a = texture2D(ctx);
    const b = texture2D(ctx);
    ctx.textures.BindTexture(0, T2D, a);
    t.validateForDraw();
    const viewA = (named(rec, 'set_sampler_views') as ViewsPayload[])[0].views[0].view;
    rec.clear();
    ctx.textures.BindTexture(0, T2D, b);
    t.validateForDraw();
    expect(count(rec, 'resource_create')).toBe(0); // b was a live texture at the first validate: already a resource
    expect(count(rec, 'create_sampler_view')).toBe(1);
    const viewB = (named(rec, 'set_sampler_views') as ViewsPayload[])[0].views[0].view;
    expect(viewB).not.toEqual(viewA);
    rec.clear();
    ctx.textures.BindTexture(0, T2D, a);
    t.validateForDraw();
    expect(count(rec, 'create_sampler_view')).toBe(0);
    expect((named(rec, 'set_sampler_views') as ViewsPayload[])[0].views[0].view).toEqual(viewA);
  });

  it('a view found through the per-texture memo is made most recently used: a full cache evicts the other view first', () => {
    const { ctx, rec, t } = setup();
    const a = texture2D(ctx);
    const b = texture2D(ctx);
    const viewOf = () => (named(rec, 'set_sampler_views') as ViewsPayload[]).at(-1)!.views[0].view;
    ctx.textures.BindTexture(0, T2D, a);
    t.validateForDraw();
    const viewA = viewOf();
    ctx.textures.BindTexture(0, T2D, b);
    t.validateForDraw();
    const viewB = viewOf();
    ctx.textures.BindTexture(0, T2D, a); // the memo's hit: a's view, no create, now the most recently used
    t.validateForDraw();
    expect(viewOf()).toEqual(viewA);
    expect(count(rec, 'create_sampler_view')).toBe(2);
    const cache = (t as unknown as { samplerViews: { cache: { insert(k: number, f: (h: Handle) => void): number; capacity: number } } }).samplerViews.cache;
    const evicted: Handle[] = [];
    for (let k = 1; evicted.length === 0 && k <= cache.capacity; k++) cache.insert(0x3fff0000 + k, (h) => evicted.push({ slot: h.slot, gen: h.gen }));
    expect(evicted).toEqual([{ slot: viewB.slot, gen: viewB.gen }]);
  });

  it('a view evicted from the cache is not taken from the per-texture memo, also when its entry now holds another view: the next use creates it again', () => {
    const { ctx, rec, t } = setup();
    const a = texture2D(ctx);
    const b = texture2D(ctx);
    ctx.textures.BindTexture(0, T2D, a);
    t.validateForDraw();
    const viewA = (named(rec, 'set_sampler_views') as ViewsPayload[])[0].views[0].view;
    ctx.textures.BindTexture(0, T2D, b);
    t.validateForDraw();
    // The LRU's choice forced: a's view leaves the cache (delete_sampler_view), as a full cache would evict it.
    const views = (t as unknown as { samplerViews: { cache: { insert(k: number, f: (h: Handle) => void): number; remove(e: number, f: (h: Handle) => void): void; capacity: number; handleAt(e: number): Handle | null } } }).samplerViews;
    let entryA = -1;
    for (let e = 0; e < views.cache.capacity; e++) {
      const h = views.cache.handleAt(e);
      if (h !== null && h !== undefined && h.slot === viewA.slot && h.gen === viewA.gen) entryA = e;
    }
    expect(entryA).toBeGreaterThanOrEqual(0);
    views.cache.remove(entryA, () => undefined);
    // Fill the cache until the freed entry holds another view (what a full cache does with its LRU victim's entry).
    let reused = -1;
    for (let k = 1; reused !== entryA && k <= views.cache.capacity + 1; k++) reused = views.cache.insert(0x3fff0000 + k, () => undefined);
    expect(reused).toBe(entryA);
    rec.clear();
    ctx.textures.BindTexture(0, T2D, a);
    t.validateForDraw();
    expect(count(rec, 'create_sampler_view')).toBe(1);
    const again = (named(rec, 'set_sampler_views') as ViewsPayload[])[0].views[0].view;
    expect(again).not.toEqual(viewA);
  });

  it('the list follows the draw program: a sampler uniform moved to another unit, or another program reading the unit through another target, resends it', () => {
    const { ctx, rec, t } = setup();
    const tex = texture2D(ctx);
    const cube = ctx.objects.CreateTexture(GL.TEXTURE_CUBE_MAP, ctx.objects.textures.AllocateName());
    ctx.textures.BindTexture(0, T2D, tex);
    ctx.textures.BindTexture(0, textureTargetIndexOf(GL.TEXTURE_CUBE_MAP), cube);
    t.validateForDraw();
    const first = (named(rec, 'set_sampler_views') as ViewsPayload[])[0].views;
    expect(first.map((e) => e.target)).toEqual([T2D]);
    const view2D = first[0].view;
    rec.clear();
    // glUniform1i(sampler, 3): no binding moved, only the program's sampler→unit mapping.
    ctx.program!.RecordOpaqueUnit(0, 3);
    t.validateForDraw();
    const moved = (named(rec, 'set_sampler_views') as ViewsPayload[])[0].views;
    expect(moved.map((e) => [e.view.slot === 0, e.target])).toEqual([[true, 0], [true, 0], [true, 0], [false, T2D]]);
    expect(moved[3].view).not.toEqual(view2D); // unit 3 has no 2D texture bound: the default's view
    rec.clear();
    // Another program reading unit 0 through a cube sampler: the unit's target is the cube's.
    sampleWith(ctx, [[GL.SAMPLER_CUBE, 0]]);
    t.validateForDraw();
    const cubeList = (named(rec, 'set_sampler_views') as ViewsPayload[])[0].views;
    expect(cubeList.map((e) => e.target)).toEqual([textureTargetIndexOf(GL.TEXTURE_CUBE_MAP)]);
    const created = (named(rec, 'create_sampler_view') as ViewPayload[]).map((v) => v.view.target);
    expect(created).toEqual([GL.TEXTURE_CUBE_MAP]);
    rec.clear();
    // No program: nothing sampled, an empty list.
    ctx.BindProgram(null);
    t.validateForDraw();
    expect((named(rec, 'set_sampler_views') as ViewsPayload[])[0].views).toEqual([]);
  });

  it('a parameter change sends the parameter calls for that texture only, and no set_sampler_views', () => {
    const { ctx, rec, t } = setup();
    const tex = texture2D(ctx);
    ctx.textures.BindTexture(0, T2D, tex);
    t.validateForDraw();
    const h = (named(rec, 'resource_create') as { res: Handle; desc: { internalFormat: number } }[]).find((c) => c.desc.internalFormat === GL.RGBA8)!.res;
    rec.clear();
    tex.SetParameter(GL.TEXTURE_BASE_LEVEL, 2);
    tex.SetParameter(GL.TEXTURE_SWIZZLE_R, GL.GREEN);
    t.validateForDraw();
    expect(rec.names()).toEqual(['set_texture_params', 'set_texture_sampler_params']);
    expect(named(rec, 'set_texture_params')[0]).toMatchObject({ res: h, baseLevel: 2, swizzle: new Uint8Array([1, 1, 2, 3]) /* G G B A as swizzle codes (pipe-types texture-codes.ts) */ });
  });

  it('a new shape respecifies the resource under the same handle and names a new view', () => {
    const { ctx, rec, t } = setup();
    const tex = texture2D(ctx, 4, 4);
    ctx.textures.BindTexture(0, T2D, tex);
    t.validateForDraw();
    const h = (named(rec, 'resource_create') as { res: Handle; desc: { internalFormat: number } }[]).find((c) => c.desc.internalFormat === GL.RGBA8)!.res;
    rec.clear();
    tex.AllocateLevel(0, 0, GL.R8, 16, 2, 1, 0, true, null);
    t.validateForDraw();
    const [re] = named(rec, 'resource_respecify') as { res: Handle; desc: Record<string, unknown> }[];
    expect(re.res).toEqual(h);
    expect(re.desc).toMatchObject({ internalFormat: GL.R8, width: 16, height: 2, hasDefinedContent: false });
    expect((named(rec, 'create_sampler_view') as ViewPayload[])[0].view).toMatchObject({ texture: h, internalFormat: GL.R8 });
    expect(count(rec, 'set_sampler_views')).toBe(1);
  });

  it('a deleted texture: its views are deleted, then its resource, once; the slot comes back with gen + 1', () => {
    const { ctx, rec, t } = setup();
    const tex = texture2D(ctx);
    // Unit 1, which the program samples: unit 0 samples the default 2D texture all along.
    sampleWith(ctx, [[GL.SAMPLER_2D, 0], [GL.SAMPLER_2D, 1]]);
    ctx.textures.BindTexture(1, T2D, tex);
    t.validateForDraw();
    const h = (named(rec, 'resource_create') as { res: Handle; desc: { internalFormat: number } }[]).find((c) => c.desc.internalFormat === GL.RGBA8)!.res;
    rec.clear();
    ctx.DeleteTexture(tex);
    t.validateForDraw();
    const names = rec.names() as string[];
    expect(names.filter((n) => n === 'resource_destroy')).toHaveLength(1);
    expect(names.indexOf('delete_sampler_view')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('delete_sampler_view')).toBeLessThan(names.indexOf('resource_destroy'));
    expect(named(rec, 'resource_destroy')[0]).toEqual({ res: h, desc: undefined });
    expect(t.textures!.textureOf(h)).toBeNull();
    rec.clear();
    t.validateForDraw();
    expect(count(rec, 'resource_destroy')).toBe(0);
    const again = texture2D(ctx);
    ctx.textures.BindTexture(1, T2D, again);
    t.validateForDraw();
    const h2 = (named(rec, 'resource_create') as { res: Handle }[])[0].res;
    expect(h2).toEqual({ slot: h.slot, gen: h.gen + 1 });
    expect(t.textures!.textureOf(h2)).toBe(again);
  });

  it('a texture no unit samples, deleted between two draws that change nothing else, has its resource destroyed by the next validate', () => {
    // Only the namespace's releases move here (no binding, no attachment, no parameter): the textures' upkeep must
    // see them (texture-resources.ts keys its validate on the releases too).
    const { ctx, rec, t } = setup();
    const idle = texture2D(ctx);
    t.validateForDraw();
    const h = t.textures!.peek(idle); // made a resource by the first validate's upkeep, not by this test
    expect(h).not.toBeNull();
    t.validateForDraw();
    rec.clear();
    ctx.DeleteTexture(idle);
    t.validateForDraw();
    expect(named(rec, 'resource_destroy')).toEqual([{ res: h, desc: undefined }]);
    expect(t.textures!.textureOf(h!)).toBeNull();
  });

  it('a texture no unit samples (render target only) is a resource with its parameters before a clear reads it', () => {
    const { ctx, rec, t } = setup();
    const target = texture2D(ctx, 16, 16);
    target.SetParameter(GL.TEXTURE_MAX_LEVEL, 0);
    t.validateForClear();
    const h = (named(rec, 'resource_create') as { res: Handle; desc: { internalFormat: number } }[]).find((c) => c.desc.internalFormat === GL.RGBA8)!.res;
    expect(named(rec, 'set_texture_params')).toContainEqual(expect.objectContaining({ res: h, maxLevel: 0 }));
    expect(count(rec, 'set_sampler_views')).toBe(0); // clears read no views
    // ... and the tracker tells the backend that its validate covers textureParams for clears (the poison stamp).
    const clear = kVerbClassNames.indexOf('clear');
    expect(t.pipeInputsCovered()[clear] & kCallWrites[MGPipeOp.set_texture_params]).not.toBe(0);
  });

  it('a texel write sends nothing here (images-upload\'s shapes, not pushed in this test); a bound texture without storage still gets its parameters', () => {
    const { ctx, rec, t } = setup();
    const tex = texture2D(ctx);
    ctx.textures.BindTexture(0, T2D, tex);
    t.validateForDraw();
    rec.clear();
    tex.MarkLevelContentChanged(0, 0, 0, 0, 0, 2, 2, 1);
    t.validateForDraw();
    expect(rec.calls).toEqual([]);
    sampleWith(ctx, [[GL.SAMPLER_2D, 0], [GL.SAMPLER_3D, 1]]);
    const bare = ctx.objects.CreateTexture(GL.TEXTURE_3D, ctx.objects.textures.AllocateName());
    ctx.textures.BindTexture(1, textureTargetIndexOf(GL.TEXTURE_3D), bare);
    t.validateForDraw();
    const created = (named(rec, 'resource_create') as { res: Handle; desc: { target: number } }[]).find((c) => c.desc.target === MGPResourceTarget.tex3d && c.res.slot > 11)!;
    expect(named(rec, 'set_texture_params')).toContainEqual(expect.objectContaining({ res: created.res }));
  });

  it('a pulled textures bit emits nothing and names no texture', () => {
    const ctx = new GLContext();
    ctx.MarkMadeCurrent(64, 64);
    const rec = new RecordingPipeContext();
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: 0, noCsoContentAddressing: false } });
    ctx.textures.BindTexture(0, T2D, texture2D(ctx));
    t.validateForDraw();
    expect(rec.calls).toEqual([]);
    expect(t.textures).toBeNull();
  });
});

// Issue 19: the validate upkeep visits the textures made, or whose parameters or shape moved, since the last validate
// (ContextGenerations.texturesDescMoved), not every live texture. Negative control: the full walk (the behaviour before).
describe('texture resources upkeep: visits only the textures that moved', () => {
  for (const fullWalk of [false, true]) {
    it(fullWalk ? 'negative control: the full walk visits all 200 and the defaults' : 'one parameter change among 200 textures: one visit, its parameters sent', () => {
      const { ctx, rec, t } = setup();
      const textures = Array.from({ length: 200 }, () => texture2D(ctx));
      t.validateForDraw();
      const res = t.textures!;
      res.fullWalk = fullWalk;
      expect(count(rec, 'resource_create')).toBeGreaterThanOrEqual(200);
      rec.clear();
      res.visits = 0;
      textures[137].SetParameter(GL.TEXTURE_MAG_FILTER, GL.NEAREST);
      t.validateForDraw();
      expect(res.visits).toBe(fullWalk ? 200 + ctx.defaultTextures.length : 1);
      // The same calls either way: the moved texture's sampler parameters, nothing for the 199 others.
      expect(count(rec, 'set_texture_sampler_params')).toBe(1);
      expect((named(rec, 'set_texture_sampler_params')[0] as { res: Handle }).res).toEqual(t.textures!.peek(textures[137]));
      // A texture made after the first validate is listed at construction and becomes a resource at the next one.
      rec.clear();
      res.visits = 0;
      const late = texture2D(ctx);
      t.validateForDraw();
      expect(res.peek(late)).not.toBeNull();
      expect(res.visits).toBe(fullWalk ? 201 + ctx.defaultTextures.length : 1);
    });
  }
});
