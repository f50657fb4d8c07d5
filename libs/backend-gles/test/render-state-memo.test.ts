// Phase C handle memo (render-state-mirror.ts, seeds §4.5.2 / §4.7.3): on the push path the pipeline part of the
// render-state sync is keyed by (synced CSO, bound CSO). These tests drive two receiver + mirror pairs with the
// same randomized stream of CSO creates / binds / deletes, dynamic scatters and lowering invalidations — one with
// the memo, one with MOBILEGL_PIPE_LEGACY_MEMOS=1 (the version-keyed span path) — and compare the driver calls
// each sync issues. No driver is needed: the GL entry points are a recorder.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { RenderState } from '@mgpipe/gl-state';
import { DYNAMIC_CHUNKS, GL, MAX_VIEWPORTS, PIPELINE_CHUNKS, RS, RenderStateCap as Cap, type RenderStateField } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import type { Capabilities } from '@mgpipe/gles-core';
import { PIPELINE_SUBSET_END, PipeInputs, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { RESIDUAL_SUBSYSTEMS } from '@mgpipe/migration';
import { PipeReceiver } from '../src/state/pipe-receiver.ts';
import { RenderStateMirror } from '@mgpipe/gles-render-state';

type Call = [string, ...unknown[]];

function recorder(calls: Call[]): GLEntryPoints {
  return new Proxy({}, { get: (_t, name) => (...args: unknown[]) => { calls.push([String(name), ...args]); } }) as GLEntryPoints;
}

const PIPELINE_MASK = (1 << PIPELINE_CHUNKS.length) - 1;

/** One push-path backend slice: PipeInputs + the receiver's MGPipeContext + the mirror on a recording GL. */
function lane(legacyMemos: boolean, caps: Partial<Capabilities>) {
  const calls: Call[] = [];
  const sources = { 'render-state': 'push', 'readback-pack': 'context', 'patch-state': 'context', 'vertex-attrib-defaults': 'context', 'vertex-elements': 'context', 'framebuffer': 'context', 'textures': 'context' } as
    Record<PipeInputSubsystem, 'push' | 'context'>;
  const inputs = new PipeInputs({ sources, checks: false, verify: false, legacyMemos, verifyCorrupt: null, poisonOmit: null });
  const receiver = new PipeReceiver(inputs);
  const mirror = new RenderStateMirror(recorder(calls), caps as Capabilities);
  mirror.attach(inputs.own.renderState);
  if (inputs.handleMemo) mirror.useHandleMemo(inputs);
  return {
    calls, inputs, receiver, mirror, t: receiver.table,
    /** One draw's sync; returns the calls it issued. */
    sync(): Call[] {
      calls.length = 0;
      mirror.sync(inputs.getRenderStateParametersVersion());
      return calls.slice();
    },
  };
}
type Lane = ReturnType<typeof lane>;

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}

const CAP_BITS = [Cap.DepthTest, Cap.StencilTest, Cap.CullFace, Cap.Dither, Cap.RasterizerDiscard, Cap.PolygonOffsetFill,
  Cap.SampleAlphaToCoverage, Cap.SampleCoverage, Cap.SampleMask, Cap.SampleShading, Cap.DepthClamp, Cap.FramebufferSrgb,
  Cap.ColorLogicOp, Cap.ScissorTest0, Cap.ScissorTest0 + 1, Cap.ScissorTest0 + 5];
const FUNCS = [GL.NEVER, GL.LESS, GL.EQUAL, GL.LEQUAL, GL.ALWAYS];
const BLEND_FACTORS = [GL.ZERO, GL.ONE, GL.SRC_ALPHA, GL.ONE_MINUS_SRC_ALPHA];
const EQUATIONS = [GL.FUNC_ADD, GL.FUNC_SUBTRACT, GL.MIN, GL.MAX];
const FACES = [GL.FRONT, GL.BACK, GL.FRONT_AND_BACK];
const OPS = [GL.KEEP, GL.ZERO, GL.REPLACE, GL.INCR];

function mutatePipeline(rs: RenderState, r: ReturnType<typeof prng>): void {
  for (let n = 1 + r.int(3); n > 0; n--) {
    switch (r.int(12)) {
      case 0: rs.SetCapability(r.pick(CAP_BITS), r.int(2) === 1); break;
      case 1: rs.SetBlendEnabled(r.int(3) === 0 ? r.int(8) : 0, r.int(2) === 1); break;
      case 2: rs.SetColorMask(r.int(8), r.int(16)); break;
      case 3: rs.SetBlendEquation(r.int(8), r.pick(EQUATIONS), r.pick(EQUATIONS)); break;
      case 4: rs.SetBlendFunc(r.int(8), r.pick(BLEND_FACTORS), r.pick(BLEND_FACTORS), r.pick(BLEND_FACTORS), r.pick(BLEND_FACTORS)); break;
      case 5: rs.SetDepthFunc(r.pick(FUNCS)); break;
      case 6: rs.SetDepthWriteMask(r.int(2) === 1); break;
      case 7: rs.SetStencilFunc(r.pick(FACES), r.pick(FUNCS), r.int(4), r.pick([0xff, 0x0f])); break;
      case 8: rs.SetStencilOp(r.pick(FACES), r.pick(OPS), r.pick(OPS), r.pick(OPS)); break;
      case 9: rs.SetCullFace(r.pick([GL.FRONT, GL.BACK])); rs.SetFrontFace(r.pick([GL.CW, GL.CCW])); break;
      case 10: rs.SetClipDistanceEnabled(r.int(8), r.int(2) === 1); break;
      case 11: rs.SetMinSampleShading(r.pick([0, 0.5, 1])); rs.SetSampleMaskWord(0, r.pick([0xffffffff, 0x5])); break;
    }
  }
}

function mutateDynamic(rs: RenderState, r: ReturnType<typeof prng>): void {
  for (let n = 1 + r.int(3); n > 0; n--) {
    switch (r.int(10)) {
      case 0: rs.SetViewport(r.int(3) === 0 ? r.int(MAX_VIEWPORTS) : 0, r.int(4), r.int(4), 8 + r.int(2), 8); break;
      case 1: rs.SetDepthRange(r.int(3) === 0 ? r.int(MAX_VIEWPORTS) : 0, r.pick([0, 0.25]), 1); break;
      case 2: rs.SetScissorBox(r.int(3) === 0 ? r.int(MAX_VIEWPORTS) : 0, r.int(4), 0, 8, 8); break;
      case 3: rs.SetBlendColor(r.pick([0, 1]), 0, r.pick([0, 0.5]), 1); break;
      case 4: rs.SetStencilWriteMask(r.pick(FACES), r.pick([0xff, 0x3])); break;
      case 5: rs.SetPolygonOffset(r.pick([0, 1]), r.pick([0, 2]), 0); rs.SetLineWidth(r.pick([1, 2])); break;
      case 6: rs.SetSampleCoverage(r.pick([1, 0.5]), r.int(2) === 1); break;
      case 7: rs.SetClearColor(r.pick([0, 1]), 0, 0, 1); rs.SetClearDepth(r.pick([1, 0.5])); rs.SetClearStencil(r.int(3)); break;
      case 8: rs.SetHint(3, r.pick([GL.DONT_CARE, GL.NICEST])); break;
      case 9: { // stencil ref only (dynamic), keeping func / value mask
        const f = r.int(2);
        rs.SetStencilFunc(f === 0 ? GL.FRONT : GL.BACK, rs.params.get(RS.stencilFunc, f), r.int(4), rs.params.get(RS.stencilValueMask, f));
        break;
      }
    }
  }
}

/** The dynamic chunks of `bytes` named by `mask`, concatenated (set_dynamic_state's payload). */
function dynamicChunks(bytes: Uint8Array, mask: number): Uint8Array {
  const parts: number[] = [];
  for (const c of DYNAMIC_CHUNKS) if (mask & (1 << c.kindIndex)) for (let i = 0; i < c.length; i++) parts.push(bytes[c.offset + i]);
  return Uint8Array.from(parts);
}

const INVALIDATED: readonly RenderStateField[] = [RS.depthRange, RS.viewport, RS.stencilRef, RS.depthFunc, RS.blendEnable, RS.capabilities, RS.stencilFunc];

/**
 * Runs `steps` random operations on both lanes (memo, legacy) and checks each sync's driver calls are equal.
 * Returns the memo lane (its counters show the memo was exercised).
 */
function runRandom(seed: number, steps: number, caps: Partial<Capabilities>): { memo: Lane; legacy: Lane; syncs: number } {
  const memo = lane(false, caps);
  const legacy = lane(true, caps);
  const both = [memo, legacy];
  const r = prng(seed);
  const gen = new RenderState();
  const SLOTS = 5;
  const liveGen = new Array<number>(SLOTS).fill(-1);
  let nextGen = 1;
  let version = 1;
  /** A few saved pipeline contents, so the stream re-creates and toggles between equal CSOs too. */
  const saved: Uint8Array[] = [];
  /** Each live slot's pipeline bytes, as created: what a bind must leave in the blob's prefix. */
  const contents: Uint8Array[] = [];
  let syncs = 0;
  const create = (slot: number) => {
    if (saved.length > 0 && r.int(3) === 0) gen.params.bytes.set(r.pick(saved), 0);
    else mutatePipeline(gen, r);
    const bytes = gen.params.bytes.slice(0, PIPELINE_SUBSET_END);
    if (saved.length < 6) saved.push(bytes);
    const cso = { slot, gen: nextGen++ };
    for (const l of both) l.t.create_render_state!({ cso, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks: bytes });
    liveGen[slot] = cso.gen;
    contents[slot] = bytes;
  };
  for (let s = 0; s < SLOTS; s++) create(s);
  // The first draw follows a bind (the legacy key starts at -1, the mirror's "never synced" value).
  for (const l of both) l.t.bind_render_state!({ cso: { slot: 0, gen: liveGen[0] }, version: 0, pipelineVersion: 0 });
  expect(memo.sync()).toEqual(legacy.sync());
  for (let step = 0; step < steps; step++) {
    const op = r.int(20);
    if (op < 8) { // bind a live CSO (mostly two of them: the toggle), then draw
      const slot = r.int(4) === 0 ? r.int(SLOTS) : r.int(2);
      if (liveGen[slot] < 0) create(slot);
      const v = version++;
      for (const l of both) {
        l.t.bind_render_state!({ cso: { slot, gen: liveGen[slot] }, version: v, pipelineVersion: v });
        // The receiver copies only the words a repeated transition changes: the prefix must still be the CSO's.
        expect(l.inputs.own.renderState.bytes.subarray(0, PIPELINE_SUBSET_END), `seed ${seed} step ${step}: blob after bind`).toEqual(contents[slot]);
      }
    } else if (op < 11) { // dynamic scatter (a random subset of the chunks)
      mutateDynamic(gen, r);
      const mask = r.int(3) === 0 ? (1 << DYNAMIC_CHUNKS.length) - 1 : 1 + r.int((1 << DYNAMIC_CHUNKS.length) - 1);
      const chunks = dynamicChunks(gen.params.bytes, mask);
      const v = version++;
      for (const l of both) l.t.set_dynamic_state!({ chunkMask: mask, version: v, chunks });
    } else if (op < 12) { // delete (the bound one too), sometimes re-create the slot at once with new content
      const slot = r.int(SLOTS);
      if (liveGen[slot] >= 0) {
        for (const l of both) l.t.delete_render_state!({ cso: { slot, gen: liveGen[slot] } });
        liveGen[slot] = -1;
        if (r.int(2) === 0) create(slot);
      }
    } else if (op < 13) { // re-create a live slot in place (new gen)
      create(r.int(SLOTS));
    } else if (op < 14) { // a lowering changed driver state behind the mirror
      const f = r.pick(INVALIDATED);
      for (const l of both) l.mirror.invalidateField(f);
    }
    if (op < 11 || r.int(2) === 0) {
      const a = memo.sync();
      const b = legacy.sync();
      expect(a, `seed ${seed} step ${step}`).toEqual(b);
      syncs++;
    }
  }
  return { memo, legacy, syncs };
}

describe('render-state handle memo (phase C)', () => {
  for (const [name, caps] of [
    ['no viewport array', { viewportArray: false, depthClamp: false, clipDistance: false }],
    ['viewport array + depth clamp + clip distances', { viewportArray: true, depthClamp: true, clipDistance: true }],
  ] as const) {
    it(`issues exactly the span path's driver calls on a randomized stream (${name})`, () => {
      for (let seed = 1; seed <= 12; seed++) {
        const { memo, legacy, syncs } = runRandom(seed, 600, caps);
        expect(syncs).toBeGreaterThan(300);
        expect(memo.mirror.memoSyncs).toBeGreaterThan(syncs / 3); // the memo served most syncs
        expect(memo.mirror.memoBuilds).toBeGreaterThan(0);
        expect(legacy.mirror.memoSyncs).toBe(0);
        expect(memo.receiver.stats.csoWordScatters).toBeGreaterThan(20); // binds served by the receiver's word copy
      }
    });
  }

  it('a bind of a slot never created, or of a deleted or re-created generation, is ProtocolCorruption and binds nothing', () => {
    const l = lane(false, { viewportArray: false });
    const rs = new RenderState();
    const a = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    l.t.create_render_state!({ cso: { slot: 1, gen: 1 }, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks: a });
    l.t.bind_render_state!({ cso: { slot: 1, gen: 1 }, version: 1, pipelineVersion: 1 });
    const key = l.inputs.handleKey;
    const stale = (slot: number, gen: number) => () => l.t.bind_render_state!({ cso: { slot, gen }, version: 2, pipelineVersion: 2 });
    expect(stale(7, 1)).toThrow(/cso \{7, 1\} names no live render-state CSO/);
    expect(stale(1, 2)).toThrow(/cso \{1, 2\} names no live render-state CSO/);
    l.t.delete_render_state!({ cso: { slot: 1, gen: 1 } });
    expect(stale(1, 1)).toThrow(/cso \{1, 1\} names no live render-state CSO/);
    expect(l.inputs.handleKey).toBe(key);
  });

  it('the steady-state toggle replays the memo: one call per draw, no entry built after the first round', () => {
    const l = lane(false, { viewportArray: false });
    const rs = new RenderState();
    const a = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    rs.SetBlendEnabled(0, true);
    const b = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    l.t.create_render_state!({ cso: { slot: 1, gen: 1 }, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks: a });
    l.t.create_render_state!({ cso: { slot: 2, gen: 1 }, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks: b });
    const bind = (slot: number) => l.t.bind_render_state!({ cso: { slot, gen: 1 }, version: 0, pipelineVersion: 0 });
    bind(1);
    l.sync(); // first sync: the span path applies everything
    expect(l.mirror.memoSyncs).toBe(0);
    for (let i = 0; i < 4; i++) {
      bind(2);
      expect(l.sync()).toEqual([['glEnablei', GL.BLEND, 0]]);
      bind(1);
      // Back to all 8 buffers off: one non-indexed call sets them all.
      expect(l.sync()).toEqual([['glDisable', GL.BLEND]]);
    }
    expect(l.mirror.memoSyncs).toBe(8);
    expect(l.mirror.memoBuilds).toBe(2);
    // Re-binding the bound CSO and syncing issues nothing (the receiver does not even move the key).
    bind(1);
    expect(l.sync()).toEqual([]);
  });

  it('a deleted and re-created CSO slot is not served from its old entries', () => {
    const l = lane(false, { viewportArray: false });
    const rs = new RenderState();
    const a = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    rs.SetBlendEnabled(0, true);
    const b = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    rs.SetBlendEnabled(0, false);
    rs.SetDepthFunc(GL.EQUAL);
    const c = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    const create = (slot: number, gen: number, chunks: Uint8Array) =>
      l.t.create_render_state!({ cso: { slot, gen }, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks });
    const bind = (slot: number, gen: number) => l.t.bind_render_state!({ cso: { slot, gen }, version: 0, pipelineVersion: 0 });
    create(1, 1, a);
    create(2, 1, b);
    bind(1, 1); l.sync();
    bind(2, 1); l.sync();
    bind(1, 1); l.sync(); // entries (1→2) and (2→1) exist
    const builds = l.mirror.memoBuilds;
    l.t.delete_render_state!({ cso: { slot: 2, gen: 1 } });
    create(2, 2, c); // slot 2 now holds different content
    bind(2, 2);
    expect(l.sync()).toEqual([['glDepthFunc', GL.EQUAL]]);
    expect(l.mirror.memoBuilds).toBe(builds + 1);
    bind(1, 1);
    expect(l.sync()).toEqual([['glDepthFunc', GL.LESS]]);
    // Same slot, same gen number re-used by a (misbehaving) client after a delete: the per-create serial still tells.
    l.t.delete_render_state!({ cso: { slot: 2, gen: 2 } });
    create(2, 2, b);
    bind(2, 2);
    expect(l.sync()).toEqual([['glEnablei', GL.BLEND, 0]]);
  });

  it('invalidateField forces the field to be re-applied on the memo path (pipeline and dynamic fields)', () => {
    const l = lane(false, { viewportArray: false });
    const rs = new RenderState();
    const a = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    rs.SetBlendEnabled(0, true);
    const b = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    const create = (slot: number, chunks: Uint8Array) =>
      l.t.create_render_state!({ cso: { slot, gen: 1 }, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks });
    const bind = (slot: number) => l.t.bind_render_state!({ cso: { slot, gen: 1 }, version: 0, pipelineVersion: 0 });
    create(1, a);
    create(2, b);
    bind(1); l.sync();
    bind(2); l.sync();
    bind(1); l.sync();
    // A dynamic field (draw-commands' line-offset depth range): the next toggle re-applies it with the memo's call.
    l.mirror.invalidateField(RS.depthRange);
    bind(2);
    expect(l.sync()).toEqual([['glEnablei', GL.BLEND, 0], ['glDepthRangef', 0, 1]]);
    // A pipeline field: re-applied even with no bind in between (the span path re-establishes the identity).
    l.mirror.invalidateField(RS.depthFunc);
    expect(l.sync()).toEqual([['glDepthFunc', GL.LESS]]);
    bind(1);
    expect(l.sync()).toEqual([['glDisable', GL.BLEND]]);
  });

  it('MOBILEGL_PIPE_LEGACY_MEMOS=1 keeps the version-keyed span path under the same interface', () => {
    const legacy = lane(true, { viewportArray: false });
    const memo = lane(false, { viewportArray: false });
    expect(legacy.inputs.handleMemo).toBe(false);
    expect(memo.inputs.handleMemo).toBe(true);
    const rs = new RenderState();
    const a = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    rs.SetBlendEnabled(0, true);
    const b = rs.params.bytes.slice(0, PIPELINE_SUBSET_END);
    for (const l of [legacy, memo]) {
      l.t.create_render_state!({ cso: { slot: 1, gen: 1 }, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks: a });
      l.t.create_render_state!({ cso: { slot: 2, gen: 1 }, baseCso: { slot: 0, gen: 0 }, chunkMask: PIPELINE_MASK, chunks: b });
      for (let i = 0; i < 6; i++) {
        l.t.bind_render_state!({ cso: { slot: 1 + (i & 1), gen: 1 }, version: 10 + i, pipelineVersion: 10 + i });
        l.sync();
      }
    }
    // Legacy: the key is the client's version (10..15), and every sync is a span sync.
    expect(legacy.inputs.getRenderStateParametersVersion()).toBe(15);
    expect(legacy.mirror.spanSyncs).toBe(6);
    expect(legacy.mirror.memoSyncs).toBe(0);
    // Phase C: the key is the handle key; the first sync is a span sync, the rest come from the memo.
    expect(memo.inputs.getRenderStateParametersVersion()).toBe(memo.inputs.handleKey);
    expect(memo.mirror.spanSyncs).toBe(1);
    expect(memo.mirror.memoSyncs).toBe(5);
  });
});

describe('the residual group', () => {
  const inputsWith = (residual: PipeInputSubsystem) => {
    const sources: Record<PipeInputSubsystem, 'push' | 'context' | 'residual'> =
      { 'render-state': 'push', 'readback-pack': 'context', 'patch-state': 'context', 'vertex-attrib-defaults': 'context', 'vertex-elements': 'context', 'framebuffer': 'context', 'program': 'context', 'textures': 'context', 'emulation': 'context', 'xfb-queries': 'context', 'images-upload': 'context' };
    sources[residual] = 'residual';
    return new PipeInputs({ sources, checks: false, verify: false, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  };

  // Which subsystems the block carries follows migrations/state.json (RESIDUAL_SUBSYSTEMS), not today's phases.
  const retired = (['render-state', 'readback-pack', 'patch-state', 'vertex-attrib-defaults'] as const).filter((s) => !RESIDUAL_SUBSYSTEMS.includes(s));
  it('is refused for a subsystem the ResidualValueBlock no longer carries (retired at its phase B), named in the message', () => {
    for (const s of retired) expect(() => new PipeReceiver(inputsWith(s))).toThrow(new RegExp(`${s} cannot be read from the ResidualValueBlock.*carries ${RESIDUAL_SUBSYSTEMS.join(', ') || 'nothing'}`));
  });
});

