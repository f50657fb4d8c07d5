// The §4.5.2 render-state path: counts of hashes, CSO hits/misses, emitted calls and their record bytes.
import { ALL_DRAW_BUFFERS, GLContext } from '@mgpipe/gl-state';
import { SubsystemBit } from '@mgpipe/migration';
import { PIPELINE_CHUNKS, RS } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { MGPipeTracker, PIPELINE_SUBSET_BYTES, PipeStats, RecordingPipeContext } from '../src/index.ts';

const RS_ONLY = { pushMask: 1 << SubsystemBit['render-state'], noCsoContentAddressing: false };

function setup(noCso = false) {
  const ctx = new GLContext();
  ctx.MarkMadeCurrent(64, 64);
  const rec = new RecordingPipeContext();
  const t = new MGPipeTracker(ctx, rec.table, { switches: { ...RS_ONLY, noCsoContentAddressing: noCso } });
  return { ctx, rec, t };
}

describe('render-state path (seeds §4.5.2)', () => {
  it('blend toggle ×N: two creates, then only alternating 12-byte binds, no blob resent', () => {
    const { ctx, rec, t } = setup();
    t.validateForDraw(); // first draw: create + bind of the initial state, all dynamic chunks
    const first = rec.names();
    expect(first).toEqual(['create_render_state', 'bind_render_state', 'set_dynamic_state']);
    rec.clear();
    t.stats.reset();

    const N = 50;
    for (let i = 0; i < N; i++) {
      ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
      t.validateForDraw();
      ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
      t.validateForDraw();
    }
    const names = rec.names();
    // Only the blend-on state is new (blend-off is the initial CSO): one create, then binds.
    expect(names.filter((n) => n === 'create_render_state')).toHaveLength(1);
    expect(names.filter((n) => n === 'bind_render_state')).toHaveLength(2 * N);
    expect(names.filter((n) => n === 'set_dynamic_state')).toHaveLength(0);
    // Hashed until both moves are remembered (on: a miss; off, then on again: hits compared in full), then the bound
    // entry's memo answers without the key or the probe.
    expect(t.stats.pipelineHashes).toBe(3);
    expect(t.stats.csoMisses).toBe(1);
    expect(t.stats.csoHits).toBe(2 * N - 1);
    // The binds alternate between two handles.
    const binds = rec.calls.filter((c) => c.name === 'bind_render_state').map((c) => JSON.stringify((c.payload as { cso: unknown }).cso));
    expect(new Set(binds).size).toBe(2);
    for (let i = 2; i < binds.length; i++) expect(binds[i]).toBe(binds[i - 2]);
    // Steady state: one bind record (4-byte header + 12-byte payload) per draw.
    expect(t.stats.bytesByOp[17]).toBe(16 * 2 * N);
    // The one create after the first is a delta: only the blend chunk.
    const create = rec.calls.find((c) => c.name === 'create_render_state')!.payload as { chunkMask: number; chunks: Uint8Array };
    expect(create.chunkMask).toBe(1 << PIPELINE_CHUNKS.find((c) => c.name === 'blend')!.kindIndex);
    expect(create.chunks.length).toBe(PIPELINE_CHUNKS.find((c) => c.name === 'blend')!.length);
    expect(t.stats.roundTrips).toBe(0);
  });

  it('counts calls, record bytes and round trips only when asked (PipeStats countCalls: MOBILEGL_PIPE_STATS)', () => {
    // Off, a hot call's sender is the table entry itself: the same calls arrive, none is counted; the other counters
    // are kept either way.
    const run = (countCalls: boolean) => {
      const ctx = new GLContext();
      ctx.MarkMadeCurrent(64, 64);
      const rec = new RecordingPipeContext();
      const t = new MGPipeTracker(ctx, rec.table, { switches: RS_ONLY, stats: new PipeStats({ countCalls }) });
      for (let i = 0; i < 4; i++) {
        ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, i % 2 === 0);
        t.validateForDraw();
      }
      return { names: rec.names(), stats: t.stats };
    };
    const on = run(true), off = run(false);
    expect(off.names).toEqual(on.names);
    expect(on.stats.totalCalls).toBe(on.names.length);
    expect(on.stats.totalBytes).toBeGreaterThan(0);
    expect(off.stats.totalCalls).toBe(0);
    expect(off.stats.totalBytes).toBe(0);
    expect([off.stats.csoHits, off.stats.csoMisses, off.stats.validates]).toEqual([on.stats.csoHits, on.stats.csoMisses, on.stats.validates]);
    expect(new PipeStats().countsCalls).toBe(true);
  });

  it('hit confirmation memo: a toggle confirms by its written words; other words, values or entries do not', () => {
    const { ctx, t } = setup();
    const rs = ctx.renderState;
    const emitter = t.renderState as unknown as {
      memoHits: number; boundEntry: number;
      memoConfirms(entry: number, words: Uint32Array, dirty: Uint32Array): boolean;
    };
    t.validateForDraw();
    for (let i = 0; i < 3; i++) {
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
      t.validateForDraw();
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
      t.validateForDraw();
    }
    // on: a miss (created); then the first hit each way is compared in full and remembered, the later ones
    // (off, on, off) are memo hits.
    expect(emitter.memoHits).toBe(3);
    const off = emitter.boundEntry;
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
    t.validateForDraw();
    const on = emitter.boundEntry;
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
    t.validateForDraw(); // bound: off, its memo names `on`
    const words = new Uint32Array(rs.params.buffer);
    const dirty = rs.params.pipelineDirty;
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
    expect(emitter.memoConfirms(on, words, dirty)).toBe(true);
    // Same written words, one value different (draw buffer 7 off): not `on`.
    rs.SetBlendEnabled(7, false);
    expect(emitter.memoConfirms(on, words, dirty)).toBe(false);
    rs.SetBlendEnabled(7, true);
    expect(emitter.memoConfirms(on, words, dirty)).toBe(true);
    // One more word written (depth func): the written set differs, so the memo says nothing.
    rs.SetDepthFunc(0x0203);
    expect(emitter.memoConfirms(on, words, dirty)).toBe(false);
    rs.SetDepthFunc(0x0201);
    expect(emitter.memoConfirms(on, words, dirty)).toBe(false); // still written since the bind
    // A different target entry never matches the memo.
    expect(emitter.memoConfirms(off, words, dirty)).toBe(false);
  });

  it('a memo whose target was evicted never applies: the same toggle creates the state again', () => {
    const ctx = new GLContext();
    ctx.MarkMadeCurrent(64, 64);
    const rec = new RecordingPipeContext();
    const t = new MGPipeTracker(ctx, rec.table, { switches: RS_ONLY });
    const emitter = t.renderState as unknown as { memoHits: number };
    const rs = ctx.renderState;
    t.validateForDraw(); // off: created
    for (let i = 0; i < 2; i++) {
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
      t.validateForDraw();
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
      t.validateForDraw();
    }
    // The off entry's memo now names the on entry. Evict on while off stays: 64 other states, each made from off and
    // left back to off (a hit, so off stays recently used; the moves away from off are misses, so its memo stays).
    const initialMask = rs.params.get(RS.sampleMask, 0);
    for (let k = 0; k < 64; k++) {
      rs.SetSampleMaskWord(0, k + 1); // a pipeline word: a new state each
      t.validateForDraw();
      rs.SetSampleMaskWord(0, initialMask);
      t.validateForDraw();
    }
    rec.clear();
    const hits = emitter.memoHits;
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
    t.validateForDraw();
    // The on state is created again (the cache is full: the least recently used state goes first), not bound
    // through the memo to the handle its entry holds now.
    expect(rec.names()).toEqual(['delete_render_state', 'create_render_state', 'bind_render_state']);
    expect(emitter.memoHits).toBe(hits);
  });

  it('two creates when neither state was seen before, then hits only', () => {
    const { ctx, rec, t } = setup();
    ctx.renderState.SetDepthFunc(0x0203); // LEQUAL: start from a state the toggles never return to
    t.validateForDraw();
    rec.clear();
    t.stats.reset();
    for (let i = 0; i < 10; i++) {
      ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
      t.validateForDraw();
      ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
      ctx.renderState.SetDepthFunc(0x0201); // LESS
      t.validateForDraw();
      ctx.renderState.SetDepthFunc(0x0203);
    }
    expect(t.stats.csoMisses).toBe(2);
    expect(rec.names().filter((n) => n === 'create_render_state')).toHaveLength(2);
  });

  it('pipelineStateVersion unchanged: no hash, no call', () => {
    const { rec, t } = setup();
    t.validateForDraw();
    rec.clear();
    t.stats.reset();
    for (let i = 0; i < 5; i++) t.validateForDraw();
    expect(rec.calls).toHaveLength(0);
    expect(t.stats.pipelineHashes).toBe(0);
  });

  it('only version moved: set_dynamic_state with the changed dynamic chunk only, no hash', () => {
    const { ctx, rec, t } = setup();
    t.validateForDraw();
    rec.clear();
    t.stats.reset();
    ctx.renderState.SetClearColor(0.5, 0.25, 0, 1);
    t.validateForDraw();
    expect(rec.names()).toEqual(['set_dynamic_state']);
    const p = rec.calls[0].payload as { chunkMask: number; chunks: Uint8Array };
    expect(p.chunkMask).toBe(1 << 8); // clearValues is dynamic chunk 8
    expect(p.chunks.length).toBe(24);
    expect(t.stats.bytesByOp[28]).toBe(16 + 24);
    expect(t.stats.pipelineHashes).toBe(0);
  });

  it('a dynamic change in the same validate as a pipeline change, and after pipeline-only ones, is still sent', () => {
    const { ctx, rec, t } = setup();
    t.validateForDraw();
    for (let i = 0; i < 3; i++) {
      ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, i % 2 === 0);
      t.validateForDraw();
    }
    rec.clear(); // blend is on now (i = 2)
    ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
    ctx.renderState.SetViewport(0, 1, 2, 3, 4);
    t.validateForDraw();
    expect(rec.names()).toEqual(['bind_render_state', 'set_dynamic_state']);
    rec.clear();
    ctx.renderState.SetClearColor(0, 0, 1, 1);
    ctx.renderState.SetClearColor(0, 0, 0, 0); // back to the pushed bytes: nothing to send
    t.validateForDraw();
    expect(rec.names()).toEqual([]);
  });

  it('a clear validates render state but not what only draws read', () => {
    const { ctx, rec, t } = setup();
    ctx.renderState.SetClearColor(1, 0, 0, 1);
    t.validateForClear();
    expect(rec.names()).toContain('set_dynamic_state');
  });

  it('LRU eviction emits delete_render_state for the least recently used CSO', () => {
    const { ctx, rec, t } = setup();
    const cap = t.renderState.cache.capacity;
    for (let i = 0; i <= cap; i++) {
      ctx.renderState.SetLineWidth(1); // dynamic: no effect on identity
      ctx.renderState.SetStencilFunc(0, 0x0207, 0, i + 1); // a distinct value mask per draw → distinct CSO
      t.validateForDraw();
    }
    const deletes = rec.calls.filter((c) => c.name === 'delete_render_state');
    expect(deletes).toHaveLength(1);
    const firstCreate = rec.calls.find((c) => c.name === 'create_render_state')!.payload as { cso: unknown };
    expect((deletes[0].payload as { cso: unknown }).cso).toEqual(firstCreate.cso);
    expect(t.stats.csoEvictions).toBe(1);
    expect(t.renderState.cache.size).toBe(cap);
  });

  it('negative control (nocso): every pipeline move re-creates with the whole subset', () => {
    const { ctx, rec, t } = setup(true);
    t.validateForDraw();
    rec.clear();
    for (let i = 0; i < 4; i++) {
      ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, i % 2 === 0);
      t.validateForDraw();
    }
    expect(rec.names().filter((n) => n === 'create_render_state')).toHaveLength(4);
    expect(rec.names().filter((n) => n === 'delete_render_state')).toHaveLength(4);
    for (const c of rec.calls.filter((x) => x.name === 'create_render_state')) {
      expect((c.payload as { chunks: Uint8Array }).chunks.length).toBe(PIPELINE_SUBSET_BYTES);
    }
    expect(t.stats.pipelineHashes).toBe(0);
  });

  it('pulls everything when render-state is not pushed', () => {
    const ctx = new GLContext();
    const rec = new RecordingPipeContext();
    const t = new MGPipeTracker(ctx, rec.table, { switches: { pushMask: 0, noCsoContentAddressing: false } });
    ctx.renderState.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
    t.validateForDraw();
    expect(rec.calls).toHaveLength(0);
  });
});
