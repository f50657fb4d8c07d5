// The sampler path of the textures bit (issue 16, seeds §4.4.3 / §4.5.4): bind_sampler_states over content-addressed
// sampler CSOs (SamplerParameters byte-exact incl. borderColorForm, capacity 256, LRU eviction emits the delete), and
// the set-hash suppressor: a redundant glBindSampler between draws sends nothing. Expected payloads are the GL calls'
// own arguments.
import { GLContext, textureTargetIndexOf, type Sampler } from '@mgpipe/gl-state';
import { subsystemMask } from '@mgpipe/migration';
import { emptyMGPipeScreen, type MGPipeScreen } from '@mgpipe/pipe-types';
import { BorderColorForm, GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { CSO_CAPACITY, MGPipeTracker, RecordingPipeContext } from '../src/index.ts';

const SWITCHES = { pushMask: subsystemMask('textures'), noCsoContentAddressing: false };
type Handle = { slot: number; gen: number };

/** The textures bit also names the sampled textures as resources (sampler-views-path.test.ts): accept those calls. */
function resourceScreen(): MGPipeScreen {
  const s = emptyMGPipeScreen();
  s.resource_create = s.resource_respecify = s.resource_destroy = () => undefined;
  return s;
}

function setup() {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const rec = new RecordingPipeContext();
  // The sampler-view half of the bit is tested in sampler-views-path.test.ts: accepted, not recorded here.
  rec.table.create_sampler_view = rec.table.delete_sampler_view = rec.table.set_sampler_views = rec.table.set_texture_params = () => undefined;
  const t = new MGPipeTracker(ctx, rec.table, { switches: SWITCHES, screen: resourceScreen() });
  return { ctx, rec, t };
}
const count = (rec: RecordingPipeContext, name: string) => rec.names().filter((n) => n === name).length;
const binds = (rec: RecordingPipeContext) => rec.calls.filter((c) => c.name === 'bind_sampler_states').map((c) => (c.payload as { samplers: Handle[] }).samplers);
const creates = (rec: RecordingPipeContext) => rec.calls.filter((c) => c.name === 'create_sampler_state').map((c) => c.payload as { cso: Handle; params: Record<string, unknown> });

describe('bind_sampler_states over sampler CSOs (NEW_SAMPLERS)', () => {
  it('the first draw creates the CSO and binds it; a redundant rebind between draws emits nothing (stats)', () => {
    const { ctx, rec, t } = setup();
    const s = ctx.objects.CreateSampler();
    s.SetParameter(GL.TEXTURE_MIN_FILTER, GL.LINEAR);
    ctx.textures.BindSampler(1, s);
    t.validateForDraw();
    const [create] = creates(rec);
    expect(create.params.minFilter).toBe(GL.LINEAR);
    expect(binds(rec)).toEqual([[{ slot: 0, gen: 0 }, create.cso]]); // unit 0: no sampler object (the null handle)
    rec.clear();
    const before = t.stats.snapshot();
    // Unbind + rebind the same object: samplingResolution moves twice, the resolved set is the same.
    ctx.textures.BindSampler(1, null);
    ctx.textures.BindSampler(1, s);
    t.validateForDraw();
    t.validateForDraw();
    expect(rec.calls).toEqual([]);
    const after = t.stats.snapshot();
    expect(after.calls.bind_sampler_states ?? 0).toBe(before.calls.bind_sampler_states);
    expect(after.suppressedEmissions).toBe(before.suppressedEmissions + 2); // the sampler set and the (unchanged) view set
    expect(after.cso.hits).toBeGreaterThan(before.cso.hits);
  });

  it('another sampler object with identical parameters is the same CSO: no create, no bind', () => {
    const { ctx, rec, t } = setup();
    const a = ctx.objects.CreateSampler();
    const b = ctx.objects.CreateSampler();
    for (const s of [a, b]) s.SetParameter(GL.TEXTURE_WRAP_S, GL.CLAMP_TO_EDGE);
    ctx.textures.BindSampler(0, a);
    t.validateForDraw();
    rec.clear();
    ctx.textures.BindSampler(0, b);
    t.validateForDraw();
    expect(rec.calls).toEqual([]);
  });

  it('a parameter change creates a new CSO and rebinds; changing it back reuses the first CSO', () => {
    const { ctx, rec, t } = setup();
    const s = ctx.objects.CreateSampler();
    ctx.textures.BindSampler(0, s);
    t.validateForDraw();
    const first = creates(rec)[0].cso;
    rec.clear();
    s.SetParameter(GL.TEXTURE_MAG_FILTER, GL.NEAREST);
    t.validateForDraw();
    expect(count(rec, 'create_sampler_state')).toBe(1);
    const second = creates(rec)[0].cso;
    expect(second).not.toEqual(first);
    expect(binds(rec)).toEqual([[second]]);
    rec.clear();
    s.SetParameter(GL.TEXTURE_MAG_FILTER, GL.LINEAR);
    t.validateForDraw();
    expect(count(rec, 'create_sampler_state')).toBe(0);
    expect(binds(rec)).toEqual([[first]]);
  });

  it('byte-exact incl. borderColorForm: an Iiv border and an fv border of the same bits are two CSOs', () => {
    const { ctx, rec, t } = setup();
    const asInt = ctx.objects.CreateSampler();
    const asFloat = ctx.objects.CreateSampler();
    asInt.SetBorderColor(BorderColorForm.Int, 0, 0, 0, 0);
    asFloat.SetBorderColor(BorderColorForm.Float, 0, 0, 0, 0);
    ctx.textures.BindSampler(0, asInt);
    ctx.textures.BindSampler(1, asFloat);
    t.validateForDraw();
    const made = creates(rec);
    expect(made.map((c) => c.params.borderColorForm)).toEqual([BorderColorForm.Int, BorderColorForm.Float]);
    expect(binds(rec)).toEqual([[made[0].cso, made[1].cso]]);
  });

  it('capacity 256: the 257th distinct parameter set evicts the least recently used CSO and emits its delete first', () => {
    const { ctx, rec, t } = setup();
    expect(CSO_CAPACITY.sampler).toBe(256);
    const s: Sampler = ctx.objects.CreateSampler();
    ctx.textures.BindSampler(0, s);
    const lodAt = (i: number) => { s.SetParameter(GL.TEXTURE_MIN_LOD, i); t.validateForDraw(); };
    for (let i = 1; i <= 256; i++) lodAt(i);
    const made = creates(rec).map((c) => c.cso);
    expect(made).toHaveLength(256);
    expect(count(rec, 'delete_sampler_state')).toBe(0);
    rec.clear();
    lodAt(257);
    expect(rec.names()).toEqual(['delete_sampler_state', 'create_sampler_state', 'bind_sampler_states']);
    expect((rec.calls[0].payload as { cso: Handle }).cso).toEqual(made[0]); // MIN_LOD 1: least recently used
  });

  it('a sampler object bound between draws rebinds; a texture bind alone does not walk the sampler list', () => {
    const { ctx, rec, t } = setup();
    const linear = ctx.objects.CreateSampler();
    const nearest = ctx.objects.CreateSampler();
    nearest.SetParameter(GL.TEXTURE_MAG_FILTER, GL.NEAREST);
    ctx.textures.BindSampler(0, linear);
    t.validateForDraw();
    rec.clear();
    // Another object of other parameters: the list's one entry is another CSO.
    ctx.textures.BindSampler(0, nearest);
    t.validateForDraw();
    const made = creates(rec);
    expect(made).toHaveLength(1);
    expect(made[0].params.magFilter).toBe(GL.NEAREST);
    expect(binds(rec)).toEqual([[made[0].cso]]);
    // A texture bind changes no entry of the list (units list sampler objects only): NEW_SAMPLERS is not run.
    let walks = 0;
    const emit = t.samplers.emitSamplers.bind(t.samplers);
    t.samplers.emitSamplers = (c) => { walks++; emit(c); };
    const T2D = textureTargetIndexOf(GL.TEXTURE_2D);
    for (let k = 0; k < 3; k++) {
      ctx.textures.BindTexture(0, T2D, ctx.objects.CreateTexture(GL.TEXTURE_2D, 100 + k));
      t.validateForDraw();
    }
    expect(walks).toBe(0);
    ctx.textures.BindSampler(0, linear);
    t.validateForDraw();
    expect(walks).toBe(1);
  });

  it('a pulled textures bit emits nothing (the backend pulls the samplers group)', () => {
    const ctx = new GLContext();
    ctx.MarkMadeCurrent(64, 64);
    const rec = new RecordingPipeContext();
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: 0, noCsoContentAddressing: false } });
    ctx.textures.BindSampler(0, ctx.objects.CreateSampler());
    t.validateForDraw();
    expect(rec.calls).toEqual([]);
  });
});
