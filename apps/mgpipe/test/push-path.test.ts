// Issue 6 part 2's proofs for the value subsystems of backend-gles (render state, pixel pack, patch, attribute
// defaults), over every built-in scenario:
//  - phase A: reading through PipeInputs filled from the context gives the pull path's driver-call stream, call
//    for call (with the poison checks on);
//  - phase B/C: `--push all` + MOBILEGL_PIPE_VERIFY=1 gives zero divergences and the pull path's image, with the
//    render-state memo keyed on the CSO handle and with MOBILEGL_PIPE_LEGACY_MEMOS=1, and with the subsystems
//    the ResidualValueBlock still carries (readback-pack today) read from it; and under `--push all` every legacy
//    verb throws when reached (each has an MGPipe call; the negative control pushes all but images-upload);
//  - the two negative controls of DESIGN §8 turn a scenario red;
//  - MOBILEGL_PIPE_STATS: steady-state frames of minecraft-frame make no round trip and re-send no CSO blob, no
//    create_shader_state, and at most one set_global_constants per program.
import { runOnLane } from '@mgpipe/harness';
import type { SubsystemName } from '@mgpipe/migration';
import { SCENARIOS } from '@mgpipe/scenarios';
import { describe, expect, it } from 'vitest';
import { glesLane, type GlesLaneOptions } from '@mgpipe/lanes';

// program, textures, framebuffer, xfb-queries and images-upload are pushed under --push all (their receivers) and
// aliased in the phase-A stream test.
const VALUE_SUBSYSTEMS: SubsystemName[] = ['render-state', 'readback-pack', 'patch-state', 'vertex-attrib-defaults', 'vertex-elements', 'framebuffer', 'program', 'textures', 'xfb-queries', 'images-upload'];
const { RESIDUAL_SUBSYSTEMS, parsePipeSwitches } = await import('@mgpipe/migration');
const switches = (env: Record<string, string>) => parsePipeSwitches(env, {}, 'gles');
// MOBILEGL_PIPE_ALIAS=none: really pulled, even for a subsystem migrations/state.json records at A (aliased by default).
const PULL = switches({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_ALIAS: 'none' });
const PUSH_VERIFY = switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' });

async function run(name: string, options: GlesLaneOptions) {
  const scenario = await SCENARIOS.get(name)!();
  return runOnLane(scenario, await glesLane(options));
}

async function stream(name: string, options: GlesLaneOptions): Promise<string[]> {
  const { createDriverCallSink } = await import('@mgpipe/backend-gles');
  const sink = createDriverCallSink();
  await run(name, { ...options, recordDriverCalls: sink });
  return sink.lines();
}

describe('phase A: the driver-call stream through PipeInputs equals the pull path', () => {
  for (const name of SCENARIOS.keys()) {
    it(name, async () => {
      // Module-level scratch arrays (driver out-parameters, uniform staging) carry the previous run's bytes into
      // the recorded arguments; a first pull run puts both recorded runs on the same starting bytes.
      await stream(name, { switches: PULL });
      const pull = await stream(name, { switches: PULL });
      // Verify on: the poison checks run on every read (a read the fill points miss is Fatal).
      const alias = await stream(name, { switches: switches({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_VERIFY: '1' }), alias: VALUE_SUBSYSTEMS });
      expect(alias.length).toBe(pull.length);
      expect(alias).toEqual(pull);
    });
  }
});

/**
 * Under `--push all` no legacy verb (gl-impl LegacyBackendVerbs) reaches the backend: every verb has an MGPipe call
 * (the last three, glCopyTex(Sub)Image*, glCopyImageSubData and glGenerateMipmap, as copy_framebuffer_to_texture /
 * resource_copy_region / generate_mipmap). The phase B/C runs below make each one throw, so a push path that falls
 * back to its legacy verb fails the scenario that reaches it.
 */
function moveLegacyVerbs(backend: { verbs: object }): void {
  const verbs = backend.verbs as Record<string, unknown>;
  for (const name of Object.keys(verbs)) {
    if (verbs[name] === null) continue;
    verbs[name] = () => { throw new Error(`legacy ${name} verb reached under --push all: it has an MGPipe call`); };
  }
}

describe('phase B/C: --push all with MOBILEGL_PIPE_VERIFY=1', () => {
  it('the throwing tap can fail: pulled, the same scenarios reach the legacy verbs it replaces', async () => {
    // The negative control: with nothing pushed, the copies and the mip generation are legacy verbs, and the tap throws.
    await expect(run('blend-modes', { switches: PULL, backendTap: moveLegacyVerbs })).rejects.toThrow(/legacy clear verb reached under --push all/);
    // Everything but images-upload pushed: the copies and the mip generation are the legacy verbs the tap catches.
    const { SUBSYSTEM_NAMES } = await import('@mgpipe/migration');
    const allButUploads = switches({ MOBILEGL_PIPE_PUSH: SUBSYSTEM_NAMES.filter((n) => n !== 'images-upload').join(','), MOBILEGL_PIPE_VERIFY: '1' });
    await expect(run('copy-tex-sub-image', { switches: allButUploads, backendTap: moveLegacyVerbs })).rejects.toThrow(/legacy copyTexSubImage verb reached/);
    await expect(run('mip-generate-array', { switches: allButUploads, backendTap: moveLegacyVerbs })).rejects.toThrow(/legacy generateMipmap verb reached/);
  });

  for (const name of SCENARIOS.keys()) {
    it(name, async () => {
      const pull = await run(name, { switches: PULL });
      const push = await run(name, { switches: PUSH_VERIFY, backendTap: moveLegacyVerbs });
      expect(push.verify).toBeDefined();
      expect(push.verify!.divergences).toBe(0);
      expect(push.verify!.verbs).toBeGreaterThan(0);
      expect(push.glError).toBe(0);
      expect(Buffer.from(push.image.pixels).equals(Buffer.from(pull.image.pixels)), 'pushed image equals the pulled one').toBe(true);
      const legacy = await run(name, { switches: switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_LEGACY_MEMOS: '1' }) });
      expect(legacy.verify!.divergences).toBe(0);
      expect(Buffer.from(legacy.image.pixels).equals(Buffer.from(pull.image.pixels)), 'legacy-memo image equals the pulled one').toBe(true);
      const residual = await run(name, { switches: PUSH_VERIFY, residualCarries: RESIDUAL_SUBSYSTEMS });
      expect(residual.verify!.divergences).toBe(0);
      expect(Buffer.from(residual.image.pixels).equals(Buffer.from(pull.image.pixels)), 'residual-carried image equals the pulled one').toBe(true);
    });
  }
});

describe('negative controls', () => {
  it('MOBILEGL_PIPE_VERIFY_CORRUPT=<group> turns verify red', async () => {
    for (const group of ['renderState', 'dynamicState', 'attribDefaults']) {
      const s = switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_VERIFY_CORRUPT: group });
      // blend-modes clears first: the first verb that reads the group turns red.
      await expect(run('blend-modes', { switches: s })).rejects.toMatchObject({ kind: 'PipeVerifyDiffer', detail: group === 'attribDefaults' ? 'attribDefaults@draw' : `${group}@clear` });
    }
    const pack = switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_VERIFY_CORRUPT: 'packState' });
    await expect(run('readpixels-pack-state', { switches: pack })).rejects.toMatchObject({ kind: 'PipeVerifyDiffer', detail: 'packState@readback' });
  });
  it('MOBILEGL_PIPE_POISON_OMIT=<verb>:<group> makes the poison check fire', async () => {
    const s = switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_POISON_OMIT: 'draw:renderState' });
    await expect(run('blend-modes', { switches: s })).rejects.toMatchObject({ kind: 'UnmigratedPipeInput', detail: 'renderState@draw' });
    // Phase A too: the omitted fill is the omitted stamp.
    const a = switches({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_POISON_OMIT: 'clear:dynamicState' });
    await expect(run('scissor', { switches: a, alias: VALUE_SUBSYSTEMS })).rejects.toMatchObject({ kind: 'UnmigratedPipeInput', detail: 'dynamicState@clear' });
  });
  it('a corrupt group the backend does not carry is refused, not silently green', async () => {
    const s = switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_VERIFY_CORRUPT: 'contextValues' });
    await expect(run('blend-modes', { switches: s })).rejects.toThrow(/does not carry that PipeInputs group/);
  });
});

describe('MOBILEGL_PIPE_STATS', () => {
  it('minecraft-frame: steady-state frames make no round trip, no blocking wait, and bind CSOs without re-sending blobs', async () => {
    const r = await run('minecraft-frame', { switches: switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_STATS: '1' }) });
    const stats = r.stats as { frames: { calls: Record<string, number>; bytes: Record<string, number>; roundTrips: number; blockingWaits: number; cso: { hits: number; misses: number }; receiver: Record<string, number> }[]; pushed: string[]; pulled: string[] };
    // `--push all` pushes exactly the subsystems the backend has a push path for; the others are named as pulled.
    const { PUSH_PATH_SUBSYSTEMS } = await import('@mgpipe/backend-gles');
    expect([...stats.pushed].sort()).toEqual([...PUSH_PATH_SUBSYSTEMS].sort());
    expect(stats.pulled.filter((s) => (PUSH_PATH_SUBSYSTEMS as readonly string[]).includes(s))).toEqual([]);
    const { ALL_SUBSYSTEMS_MASK, subsystemNamesOf } = await import('@mgpipe/migration');
    expect([...stats.pulled, ...stats.pushed].sort()).toEqual([...subsystemNamesOf(ALL_SUBSYSTEMS_MASK)].sort());
    const drawn = stats.frames.filter((f) => (f.calls.bind_render_state ?? 0) > 0);
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    for (const f of drawn.slice(1)) {
      expect(f.roundTrips).toBe(0);
      expect(f.blockingWaits, 'blocking round trips per steady frame').toBe(0);
      expect(f.calls.create_render_state ?? 0, 'no CSO blob re-sent').toBe(0);
      expect(f.cso.misses).toBe(0);
      expect(f.cso.hits).toBeGreaterThan(0);
    }
  });

  it('blocking waits are counted where the client does block: fences-query-polling\'s two clientWaitSync with a 1 s timeout', async () => {
    // The control for the 0 above: the scenario waits on two fences with SYNC_FLUSH_COMMANDS_BIT and a 1 s timeout
    // (blocking), polls one with timeout 0 (no block; its bad-flags call never leaves the front end), reads QUERY_RESULT
    // only after QUERY_RESULT_AVAILABLE said TRUE and renders conditionally with QUERY_NO_WAIT (no block): 2 blocking
    // waits, each also a round trip.
    const r = await run('fences-query-polling', { switches: switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_STATS: '1' }) });
    const total = (r.stats as { total: { blockingWaits: number; roundTrips: number } }).total;
    expect(total.blockingWaits).toBe(2);
    expect(total.roundTrips).toBeGreaterThanOrEqual(total.blockingWaits);
  });

  it('minecraft-frame: per steady frame, draw_vbo within its wire budget, the index mirror and shipped index bytes reported', async () => {
    const r = await run('minecraft-frame', { switches: switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_STATS: '1' }) });
    const stats = r.stats as { frames: { calls: Record<string, number>; bytes: Record<string, number>; roundTrips: number; receiver: Record<string, number> }[] };
    const { MGPipeOp } = await import('@mgpipe/pipe-types');
    const { kRecordSizes } = await import('@mgpipe/wire');
    const budget = kRecordSizes[MGPipeOp.draw_vbo]!.budget!;
    const drawn = stats.frames.filter((f) => (f.calls.draw_vbo ?? 0) > 0);
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    for (const f of drawn.slice(1)) {
      expect(f.bytes.draw_vbo / f.calls.draw_vbo, 'draw_vbo bytes per steady draw').toBeLessThanOrEqual(budget);
      expect(f.roundTrips).toBe(0);
      // The frame's own draws, counted by the receiver: every steady draw arrived as one draw_vbo.
      expect(f.receiver.drawVbo).toBe(f.calls.draw_vbo);
      // Its element buffers were all bound as ELEMENT_ARRAY and fit the budget: mirrored, nothing shipped per draw.
      expect(f.receiver.indexMirrorBytes).toBeGreaterThan(0);
      expect(f.receiver.indexBytesShipped).toBe(0);
      }
    });

  it('minecraft-frame, program pushed: links leave before the first draw; steady frames send no create_shader_state and at most one set_global_constants per program', async () => {
    const r = await run('minecraft-frame', { switches: switches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_STATS: '1' }) });
    const stats = r.stats as { frames: { calls: Record<string, number> }[]; total: { calls: Record<string, number> }; pushed: string[] };
    expect(stats.pushed).toContain('program');
    const programs = stats.total.calls.create_shader_state ?? 0;
    expect(programs).toBeGreaterThan(0);
    const drawn = stats.frames.filter((f) => (f.calls.draw_vbo ?? 0) > 0);
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    // Every link happened before the first drawing frame ended: the shader states are all created by then.
    expect(drawn[0].calls.create_shader_state ?? 0).toBe(programs);
    for (const f of drawn.slice(1)) {
      expect(f.calls.create_shader_state ?? 0, 'no shader state re-sent').toBe(0);
      expect(f.calls.set_global_constants ?? 0).toBeLessThanOrEqual(programs);
      expect(f.calls.set_program_bindings ?? 0, 'bindings unchanged: nothing re-sent').toBe(0);
    }
  });
});
