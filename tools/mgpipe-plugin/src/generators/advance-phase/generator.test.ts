// advance-phase against a copy of the workspace's migration files in an Nx test tree, with planted gate results
// (the real gates run GL scenarios and the dirty-surface scanner; subsystem-gates and the README run them).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import type { Tree } from '@nx/devkit';
import { SUBSYSTEM_NAMES, computeResidualLayout, residualLayoutProblems, validateMigrationState, type ResidualMember } from '@mgpipe/migration';
import { AdvanceRefused, advancePhase, changesOf, finishWithLastGate } from './generator.ts';
import { checkGates, processGateRunner } from '../../migration/gates.ts';
import { GATE_RECORD_PATH } from '../../migration/gate-record.ts';
import { RESIDUAL_BLOCK_PATH, retireResidualMembers } from '../../migration/residual-rewrite.ts';
import { createOverlayProgram, listTsFiles } from '@mgpipe/dirty-surface';
import ts from 'typescript';
import type { GateResult, GateRunner, ScannedReadPoint, VerifyRequest } from '../../migration/gates.ts';
import type { DriverStreamVerdict } from '../../migration/driver-streams-cli.ts';
import { RESIDUAL_LAYOUT_PATH, STATE_PATH, SUBSYSTEMS_README, codeLibraryDir, codeProjectJsonPath, phaseTagOf } from '../../migration/workspace-data.ts';
import { inferSubsystemProject, subsystemTags } from '../../nx-plugin/subsystem-nodes.ts';
import { INPUT_PATHS } from '../../pipe-gen/model.ts';

const ROOT = join(import.meta.dirname, '../../../../..');

/**
 * The ResidualValueBlock as it was while readback-pack's 8 pack members were its last (28 bytes; retired by the
 * real readback-pack A → B on 2026-12-03): the retirement and its exact revert are tested on this recorded layout,
 * since the workspace's own block is empty now.
 */
const FIXTURES = join(import.meta.dirname, 'fixtures');
const PACK_LAYOUT = readFileSync(join(FIXTURES, 'residual-layout.pack-members.txt'), 'utf8');
const PACK_BLOCK = readFileSync(join(FIXTURES, 'residual-block.pack-members.txt'), 'utf8');
const PACK_SIZE = Number(/export const RESIDUAL_BLOCK_SIZE = (\d+);/.exec(PACK_LAYOUT)![1]);

/** A workspace copy whose residual block holds readback-pack's members (the fixture above). */
function workspaceCopyWithPackResidual(): Tree {
  const tree = workspaceCopy();
  tree.write(RESIDUAL_LAYOUT_PATH, PACK_LAYOUT);
  tree.write(RESIDUAL_BLOCK_PATH, PACK_BLOCK);
  const state = json(tree, STATE_PATH);
  state.backends.gles.residualBlockSize = PACK_SIZE;
  tree.write(STATE_PATH, JSON.stringify(state, null, 2));
  return tree;
}

function workspaceCopy(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  const copy = (p: string) => tree.write(p, readFileSync(join(ROOT, p), 'utf8'));
  copy(STATE_PATH);
  copy(SUBSYSTEMS_README);
  copy(RESIDUAL_LAYOUT_PATH);
  copy(RESIDUAL_BLOCK_PATH);
  for (const s of SUBSYSTEM_NAMES) {
    copy(`migrations/subsystems/${s}/subsystem.json`);
    copy(codeProjectJsonPath(s));
    for (const f of readdirSync(join(ROOT, codeLibraryDir(s), 'src'))) copy(`${codeLibraryDir(s)}/src/${f}`);
  }
  for (const p of Object.values(INPUT_PATHS)) copy(p);
  for (const dir of ['libs/backend-gles/src/state', 'libs/backend-gles/src/commands']) {
    for (const f of readdirSync(join(ROOT, dir))) copy(`${dir}/${f}`);
  }
  return tree;
}

/** The subsystems the real backend has a push path for (backend-gles PIPE_INPUT_SUBSYSTEMS). */
const REAL_PUSH_PATHS = ['render-state', 'readback-pack', 'patch-state', 'vertex-attrib-defaults'];

interface Planted {
  dirtySurfaceOk?: boolean; g6Ok?: boolean; divergences?: number; verbs?: number; requests?: VerifyRequest[];
  /** Subsystems whose push path the planted backend consumes (a fault there turns verify red; verify compares their groups). */
  pushPaths?: readonly string[];
  /** Comparisons of the subsystem's own groups per verify run (default 12 where it has a push path and its bit is on). */
  ownCompared?: number;
  readPoints?: ScannedReadPoint[];
  streams?: Partial<DriverStreamVerdict>;
  closure?: Map<string, string[]>;
  legacyRed?: boolean;
  /** Runs with the subsystem's bit off are refused (its pull path is gone). */
  pullPathGone?: boolean;
  lastGateOk?: boolean;
}
function plantedGates(p: Planted = {}): GateRunner {
  const pushPaths = p.pushPaths ?? REAL_PUSH_PATHS;
  return {
    async dirtySurface(): Promise<GateResult> {
      return p.dirtySurfaceOk === false
        ? { gate: 'dirty-surface', ok: false, detail: ['dirty-surface: stale table: libs/dirty-surface/dirty-surface.table.json'] }
        : { gate: 'dirty-surface', ok: true, detail: ['258 mutators mapped'] };
    },
    async g6() {
      return p.g6Ok === false ? { ok: false, detail: ['E_COV_UNMAPPED: libs/backend-gles/src/commands/draw-commands.ts:88 ctx.renderState.params'] } : { ok: true, detail: ['G6: 157 read points, 157 mapped, 0 unmapped'] };
    },
    async readPoints() {
      return p.readPoints ?? [];
    },
    async verify(req) {
      p.requests?.push(req);
      const bitOn = (req.pushMask & (1 << SUBSYSTEM_NAMES.indexOf(req.subsystem))) !== 0;
      const pushed = bitOn && pushPaths.includes(req.subsystem);
      return {
        verdicts: req.scenarios.map((scenario) => {
          if (p.pullPathGone && !bitOn) return { scenario, exit: 2, match: false, maxChannelDiff: null, verify: { verbs: 0, divergences: 0 }, error: `mgpipe: ${req.subsystem} has no pull path: its bit must be pushed` };
          const faulted = req.env?.MOBILEGL_PIPE_TEST_FAULT === req.subsystem && pushed;
          const legacyRed = p.legacyRed === true && req.env?.MOBILEGL_PIPE_LEGACY_MEMOS === '1';
          const divergences = (p.divergences ?? 0) + (faulted ? 1 : 0);
          const match = !legacyRed;
          return { scenario, exit: divergences || !match ? 1 : 0, match, maxChannelDiff: legacyRed ? 40 : 0, verify: { verbs: p.verbs ?? 40, divergences, bySubsystem: { [req.subsystem]: pushed ? p.ownCompared ?? 12 : 0 } }, error: null };
        }),
      };
    },
    async driverStreams(req) {
      return req.scenarios.map((scenario) => ({ scenario, pullCalls: 540, aliasCalls: 540, equal: true, firstDifference: null, aliasCompared: 12, error: null, ...p.streams }));
    },
    async dependencyClosure() {
      return p.closure ?? new Map([['gles-core', ['gles-x', 'gles-core (static)']], ['value-types', ['gles-x', 'value-types (static)']]]);
    },
    async lastGate() {
      return p.lastGateOk === false ? { gate: 'last', ok: false, detail: ['typecheck of 11 affected projects: RED', "libs/tracker/src/tracker.ts(57,71): error TS2339: Property 'subsystem' does not exist on type 'never'."] } : { gate: 'last', ok: true, detail: ['typecheck of 11 affected projects: green'] };
    },
  };
}

const json = (tree: Tree, p: string) => JSON.parse(tree.read(p, 'utf-8')!);
const phase = (tree: Tree, s: string) => json(tree, STATE_PATH).backends.gles.subsystems[s].phase;

/**
 * Puts `subsystem` back at pull in the copy (state.json and both projects' tags), whatever phase the real workspace
 * has moved it to since, so a test can walk it from the start.
 */
function resetToPull(tree: Tree, subsystem: string): Tree {
  const state = json(tree, STATE_PATH);
  state.backends.gles.subsystems[subsystem] = { phase: 'pull', pushDefault: false };
  tree.write(STATE_PATH, JSON.stringify(state, null, 2));
  for (const path of [codeProjectJsonPath(subsystem)]) {
    const p = json(tree, path);
    p.tags = p.tags.filter((t: string) => t !== 'purity:server').map((t: string) => (t.startsWith('phase:') ? 'phase:pull' : t));
    tree.write(path, JSON.stringify(p, null, 2));
  }
  return tree;
}

/** The push mask of the copy's pushDefault bits (what verify runs with before a subsystem's own bit is added). */
function defaultPushMask(tree: Tree): number {
  let mask = 0;
  for (const [name, s] of Object.entries(json(tree, STATE_PATH).backends.gles.subsystems as Record<string, { pushDefault: boolean }>)) {
    if (s.pushDefault) mask |= 1 << SUBSYSTEM_NAMES.indexOf(name as (typeof SUBSYSTEM_NAMES)[number]);
  }
  return mask;
}

describe('subsystem projects and their code libraries', () => {
  it('carry the phase tag migrations/state.json gives them (purity:server exactly from C)', () => {
    const state = JSON.parse(readFileSync(join(ROOT, STATE_PATH), 'utf8'));
    for (const s of SUBSYSTEM_NAMES) {
      const phaseOfS = state.backends.gles.subsystems[s].phase;
      // The subsystem project as the workspace plugin infers it (no project.json), and the code library's project.json.
      const inferred = inferSubsystemProject(ROOT, `migrations/subsystems/${s}/subsystem.json`);
      const code = JSON.parse(readFileSync(join(ROOT, codeProjectJsonPath(s)), 'utf8')) as { name: string; tags: string[] };
      const both: [string, { name: string; tags: string[] }][] = [[`subsystem-${s} (inferred)`, { name: inferred.name, tags: inferred.tags }], [codeProjectJsonPath(s), code]];
      for (const [path, project] of both) {
        expect(phaseTagOf(project), path).toBe(phaseOfS);
        expect(project.tags, path).toContain(`subsystem:${s}`);
        expect(project.tags.includes('purity:server'), path).toBe(phaseOfS === 'C' || phaseOfS === 'done');
      }
      expect(JSON.parse(readFileSync(join(ROOT, codeProjectJsonPath(s)), 'utf8')).tags).toEqual(expect.arrayContaining(['backend:gles', `scope:gles-${s}`, 'side:server']));
    }
  });
});

describe('advance-phase refuses when a gate is red', () => {
  it('verify divergence: names the gate and the scenario, writes nothing', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    const before = tree.read(STATE_PATH, 'utf-8');
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ divergences: 3 })).catch((e) => e);
    expect(err).toBeInstanceOf(AdvanceRefused);
    expect(err.message).toMatch(/gles\/render-state stays at pull \(entering A is blocked by 1 red gate: verify\)/);
    expect(err.message).toMatch(/blend-modes: match \(max channel diff 0, verify 3 divergences \/ 40 verbs\)/);
    expect(tree.read(STATE_PATH, 'utf-8')).toBe(before);
  });

  it('dirty-surface check', async () => {
    const err = await advancePhase(resetToPull(workspaceCopy(), 'textures'), { backend: 'gles', subsystem: 'textures' }, plantedGates({ dirtySurfaceOk: false })).catch((e) => e);
    expect(err.message).toMatch(/blocked by 1 red gate: dirty-surface/);
    expect(err.message).toContain('stale table');
  });

  it('coverage: entering B needs G6 green (0 UNMAPPED); verify must have compared verbs', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates());
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ ownCompared: 0, g6Ok: false })).catch((e) => e);
    expect(err.message).toMatch(/entering B is blocked by 2 red gates: coverage, verify/);
    expect(err.message).toContain('G6 (pipe-gen --check) is red: E_COV_UNMAPPED');
    expect(err.message).toContain("none of them compared render-state's own values (40 verbs compared other subsystems')");
    expect(phase(tree, 'render-state')).toBe('A');
  });

  it('prerequisites: vertex-elements cannot enter B before buffers', async () => {
    // Both at pull whatever state.json records today (buffers has since reached B on main).
    const tree = resetToPull(resetToPull(workspaceCopy(), 'buffers'), 'vertex-elements');
    await advancePhase(tree, { backend: 'gles', subsystem: 'vertex-elements' }, plantedGates());
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'vertex-elements' }, plantedGates()).catch((e) => e);
    expect(err.message).toMatch(/'buffers' is at pull, needs B or later/);
  });

  it('purity: entering C names a path to gl-state in the Nx graph closure, a devDependency included (negative control below)', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    for (let i = 0; i < 2; i++) await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates());
    const closure = new Map([['gles-core', ['gles-render-state', 'gles-core (static)']], ['gl-state', ['gles-render-state', 'gl-state (static)']]]);
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ closure })).catch((e) => e);
    expect(err.message).toMatch(/entering C is blocked by 1 red gate: purity/);
    expect(err.message).toContain('gles-render-state reaches gl-state: gles-render-state → gl-state (static)');
  });

  it('purity: a code library without client-side imports enters C, and both projects get purity:server', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    const gates = plantedGates();
    for (let i = 0; i < 3; i++) await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, gates);
    expect(phase(tree, 'render-state')).toBe('C');
    expect(subsystemTags('render-state', phase(tree, 'render-state'))).toEqual(['subsystem:render-state', 'phase:C', 'side:server', 'purity:server']);
    expect(json(tree, codeProjectJsonPath('render-state')).tags).toEqual(['subsystem:render-state', 'phase:C', 'backend:gles', 'scope:gles-render-state', 'side:server', 'purity:server']);
  });

  it('unknown subsystem, and a tag that drifted from state.json', async () => {
    await expect(advancePhase(workspaceCopy(), { backend: 'gles', subsystem: 'textrues' }, plantedGates())).rejects.toThrow(/unknown subsystem 'textrues'/);
    const code = workspaceCopy();
    const c = json(code, codeProjectJsonPath('buffers'));
    c.tags = c.tags.map((t: string) => (t.startsWith('phase:') ? 'phase:A' : t));
    code.write(codeProjectJsonPath('buffers'), JSON.stringify(c));
    await expect(advancePhase(code, { backend: 'gles', subsystem: 'buffers' }, plantedGates())).rejects.toThrow(/gles-subsystems\/buffers\/project.json is tagged phase:A but/);
  });
});

describe('advance-phase moves a subsystem when its gates are green', () => {
  it('pull → A: state, tag, phase table; the push bit stays off', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    const requests: VerifyRequest[] = [];
    const r = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ requests }));
    expect([r.from, r.to]).toEqual(['pull', 'A']);
    expect(requests[0].pushMask).toBe(defaultPushMask(tree)); // A is still pulled: verify runs the defaults, render-state's bit off
    expect(requests[0].pushMask & 1).toBe(0);
    expect(json(tree, STATE_PATH).backends.gles.subsystems['render-state']).toEqual({ phase: 'A', pushDefault: false });
    expect(subsystemTags('render-state', phase(tree, 'render-state'))).toEqual(['subsystem:render-state', 'phase:A', 'side:server']);
    expect(json(tree, codeProjectJsonPath('render-state')).tags).toEqual(['subsystem:render-state', 'phase:A', 'backend:gles', 'scope:gles-render-state', 'side:server']);
    expect(tree.read(SUBSYSTEMS_README, 'utf-8')).toContain('| render-state | 0 | — | A | off |');
    expect(r.nextSteps.join('\n')).toMatch(/MGB_CTX/);
    expect(r.changes).toContain('catalog outputs (gen-pipe) regenerated');
  });

  it('A → B: push default on, residual members retired, size lowered, layout still consistent', async () => {
    // Its prerequisites start at pull whatever state.json records today (each is then walked two phases to B).
    const tree = ['textures', 'framebuffer'].reduce(resetToPull, resetToPull(workspaceCopyWithPackResidual(), 'readback-pack'));
    // textures and framebuffer have no push path in the real backend yet: planted here so readback-pack can move.
    const withPush = plantedGates({ pushPaths: [...REAL_PUSH_PATHS, 'textures', 'framebuffer'] });
    await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack' }, withPush);
    for (const s of ['textures', 'framebuffer']) {
      await advancePhase(tree, { backend: 'gles', subsystem: s }, withPush);
      await advancePhase(tree, { backend: 'gles', subsystem: s }, withPush);
    }
    const requests: VerifyRequest[] = [];
    const r = await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack' }, plantedGates({ requests }));
    expect(r.to).toBe('B');
    const state = validateMigrationState(json(tree, STATE_PATH));
    expect(state.backends.gles.subsystems['readback-pack']).toEqual({ phase: 'B', pushDefault: true });
    // The 8 pack members leave (the members of other subsystems, if any are left, move down).
    const text = tree.read(RESIDUAL_LAYOUT_PATH, 'utf-8')!;
    expect(text).not.toContain("subsystem: 'readback-pack'");
    expect(PACK_LAYOUT).toContain("subsystem: 'readback-pack'"); // the fixture does hold them
    const kept: ResidualMember[] = []; // the fixture's members are all readback-pack's
    const { size, offsets } = computeResidualLayout(kept);
    expect(size).toBe(PACK_SIZE - 28);
    expect(text).toContain(`export const RESIDUAL_BLOCK_SIZE = ${size};`);
    expect(state.backends.gles.residualBlockSize).toBe(size);
    const declared = kept.map((m) => Number(new RegExp(`name: '${m.name}'.*offset: (\\d+),`).exec(text)![1]));
    expect(declared).toEqual(offsets);
    expect(residualLayoutProblems(kept.map((m, i) => ({ ...m, offset: declared[i] })), size)).toEqual([]);
    expect(r.changes.join('\n')).toContain(`retired packRowLength, packImageHeight, packSkipRows, packSkipPixels, packSkipImages, packAlignment, packSwapBytes, packLsbFirst; RESIDUAL_BLOCK_SIZE ${PACK_SIZE} → ${size}`);
    // verify ran with its bit and its prerequisites pushed, on top of the defaults
    expect(requests[0].pushMask).toBe(defaultPushMask(tree) | 0b1000011000); // readback-pack(9) + framebuffer(3) + textures(4)
    expect(requests[1].env).toMatchObject({ NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'readback-pack' }); // the push-path gate's planted fault
    // From B the entered subsystem is never aliased in verify (its comparisons must be of pushed values).
    for (const req of requests) expect((req.env?.MOBILEGL_PIPE_ALIAS ?? '').split(',')).not.toContain('readback-pack');
    expect(tree.read(SUBSYSTEMS_README, 'utf-8')).toContain('| readback-pack | 9 | framebuffer | B | on |');
  });
});

const walk = async (tree: Tree, s: string, times: number, gates: GateRunner) => {
  for (let i = 0; i < times; i++) await advancePhase(tree, { backend: 'gles', subsystem: s }, gates);
};

describe('each gate refuses its cheat (and lets the honest step through: the negative control)', () => {
  it('B without a push path: a planted receiver fault changes nothing and verify compared none of its values', async () => {
    const tree = resetToPull(workspaceCopy(), 'textures');
    await walk(tree, 'textures', 1, plantedGates());
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'textures' }, plantedGates()).catch((e) => e);
    expect(err).toBeInstanceOf(AdvanceRefused);
    expect(err.message).toMatch(/entering B is blocked by 2 red gates: verify, push-path/);
    expect(err.message).toContain('MOBILEGL_PIPE_TEST_FAULT=textures) changed nothing: textures has no push path');
    expect(json(tree, STATE_PATH).backends.gles.subsystems.textures).toEqual({ phase: 'A', pushDefault: false });
    // control: the same step where the backend does consume the pushed bit
    await advancePhase(tree, { backend: 'gles', subsystem: 'textures' }, plantedGates({ pushPaths: ['textures'] }));
    expect(json(tree, STATE_PATH).backends.gles.subsystems.textures).toEqual({ phase: 'B', pushDefault: true });
  });

  it('done with the pull path intact: a run with the bit off still renders', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    await walk(tree, 'render-state', 3, plantedGates());
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates()).catch((e) => e);
    expect(err.message).toMatch(/entering done is blocked by 1 red gate: pull-path/);
    expect(err.message).toMatch(/with render-state's bit off \(push 0x[0-9a-f]+\) 7 runs still went through its pull path/);
    await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ pullPathGone: true }));
    expect(phase(tree, 'render-state')).toBe('done');
  });

  it('A with a changed driver-call stream, or with nothing aliased', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    const changed = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ streams: { equal: false, aliasCalls: 541, firstDifference: '#150: pull glClear(0x4000) | alias glEnable(0xc11)' } })).catch((e) => e);
    expect(changed.message).toMatch(/entering A is blocked by 1 red gate: driver-calls/);
    expect(changed.message).toContain('blend-modes: stream CHANGED (540 pulled vs 541 aliased calls), first difference #150');
    const none = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ streams: { aliasCompared: 0 } })).catch((e) => e);
    expect(none.message).toContain("the alias run compared none of render-state's PipeInputs groups");
    expect(phase(tree, 'render-state')).toBe('pull');
    await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates());
    expect(phase(tree, 'render-state')).toBe('A');
  });

  it('A with a direct front-end read of its own state left in its library (G6 scan)', async () => {
    const tree = resetToPull(workspaceCopy(), 'readback-pack');
    const site = [{ file: 'libs/gles-subsystems/readback-pack/src/readback-commands.ts', line: 71 }];
    const direct: ScannedReadPoint[] = [{ point: 'GLContext.pack', via: 'state', sites: site }, { point: 'Framebuffer.readBuffer', via: 'state', sites: site }];
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack' }, plantedGates({ readPoints: direct })).catch((e) => e);
    expect(err.message).toMatch(/blocked by 1 red gate: pipe-inputs/);
    expect(err.message).toContain('readback-commands.ts:71 GLContext.pack (G6: set_pixel_pack_state)');
    expect(err.message).not.toContain('Framebuffer.readBuffer'); // framebuffer's state: not readback-pack's to alias
    await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack' }, plantedGates({ readPoints: [{ point: 'PipeInputs.getPixelPackState', via: 'accessor', sites: site }] }));
    expect(phase(tree, 'readback-pack')).toBe('A');
  });

  it('C with the legacy-memo arm red', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    await walk(tree, 'render-state', 2, plantedGates());
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ legacyRed: true })).catch((e) => e);
    expect(err.message).toMatch(/entering C is blocked by 1 red gate: memos/);
    expect(err.message).toContain('MOBILEGL_PIPE_LEGACY_MEMOS=1: blend-modes: MISMATCH');
  });

  it('an advance whose written tree fails the last gate is rolled back, file for file (control: a green one stays)', async () => {
    const original = resetToPull(workspaceCopy(), 'render-state');
    for (const lastGateOk of [false, true]) {
      const tree = resetToPull(workspaceCopy(), 'render-state');
      const report = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates());
      const changes = changesOf(tree, (p) => (original.exists(p) ? original.read(p, 'utf-8') : null));
      expect(changes.map((c) => c.path)).toEqual(expect.arrayContaining([STATE_PATH, GATE_RECORD_PATH, codeProjectJsonPath('render-state')]));
      const target = { read: (p: string) => (tree.exists(p) ? tree.read(p, 'utf-8') : null), write: (p: string, c: string) => tree.write(p, c), remove: (p: string) => tree.delete(p) };
      const done = finishWithLastGate(report, target, changes, plantedGates({ lastGateOk }));
      if (lastGateOk) {
        await done;
        expect(phase(tree, 'render-state')).toBe('A');
        continue;
      }
      const err = await done.catch((e) => e);
      expect(err).toBeInstanceOf(AdvanceRefused);
      expect(err.message).toMatch(/rolled back: gles\/render-state stays at pull — the written tree failed its last gate \(\d+ files restored\)/);
      expect(err.message).toContain("error TS2339: Property 'subsystem' does not exist on type 'never'");
      for (const c of changes) expect(tree.exists(c.path) ? tree.read(c.path, 'utf-8') : null, c.path).toBe(c.before);
    }
  });

  it('--revert moves back one phase: tags, purity:server and pushDefault follow', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    await walk(tree, 'render-state', 3, plantedGates());
    await advancePhase(tree, { backend: 'gles', subsystem: 'render-state', revert: true }, plantedGates());
    expect(json(tree, STATE_PATH).backends.gles.subsystems['render-state']).toEqual({ phase: 'B', pushDefault: true });
    expect(json(tree, codeProjectJsonPath('render-state')).tags).not.toContain('purity:server');
    await advancePhase(tree, { backend: 'gles', subsystem: 'render-state', revert: true }, plantedGates());
    expect(json(tree, STATE_PATH).backends.gles.subsystems['render-state']).toEqual({ phase: 'A', pushDefault: false });
    expect(json(tree, GATE_RECORD_PATH).backends.gles['render-state']).toMatchObject({ from: 'B', to: 'A', revert: true });
  });

  it('--revert of a B advance restores the residual layout exactly; --dry-run writes nothing', async () => {
    const tree = ['textures', 'framebuffer'].reduce(resetToPull, resetToPull(workspaceCopyWithPackResidual(), 'readback-pack'));
    const layout = tree.read(RESIDUAL_LAYOUT_PATH, 'utf-8');
    const block = tree.read(RESIDUAL_BLOCK_PATH, 'utf-8');
    const withPush = plantedGates({ pushPaths: [...REAL_PUSH_PATHS, 'textures', 'framebuffer'] });
    await walk(tree, 'readback-pack', 1, withPush);
    for (const s of ['textures', 'framebuffer']) await walk(tree, s, 2, withPush);
    const plan = await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack', dryRun: true }, plantedGates());
    expect(plan.planned).toEqual(['prerequisites', 'dirty-surface', 'coverage', 'pipe-inputs', 'verify', 'push-path', 'last']);
    expect(plan.nextSteps.join('\n')).toMatch(/push: the tracker fills readback-pack/);
    expect(phase(tree, 'readback-pack')).toBe('A');
    await walk(tree, 'readback-pack', 1, withPush);
    expect(tree.read(RESIDUAL_LAYOUT_PATH, 'utf-8')).toContain('] as readonly ResidualMember[];'); // the last members left: typed, not never
    expect(tree.read(RESIDUAL_BLOCK_PATH, 'utf-8')).not.toContain('packAlignment: u32'); // and their codecs with them
    const r = await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack', revert: true }, plantedGates());
    expect(r.changes.join('\n')).toContain('restored exactly');
    expect(tree.read(RESIDUAL_LAYOUT_PATH, 'utf-8')).toBe(layout);
    expect(block).toBe(PACK_BLOCK);
    expect(tree.read(RESIDUAL_BLOCK_PATH, 'utf-8')).toBe(block);
    expect(json(tree, STATE_PATH).backends.gles.residualBlockSize).toBe(PACK_SIZE);
  });
});

describe('the residual rewrite compiles (real TypeScript over libs/migration and libs/tracker)', () => {
  it('every member retired: no diagnostics; the old `[] as const` form (negative control) does not compile', async () => {
    const path = join(ROOT, RESIDUAL_LAYOUT_PATH);
    // The recorded layout with members (the fixture), every member retired, compiled in place of the real one.
    let text = PACK_LAYOUT;
    for (const s of new Set([...PACK_LAYOUT.matchAll(/subsystem: '([a-z-]+)'/g)].map((m) => m[1]))) text = retireResidualMembers(text, s).text;
    expect(text).not.toContain("subsystem: 'readback-pack'");
    const roots = [...listTsFiles(join(ROOT, 'libs/migration/src')), ...listTsFiles(join(ROOT, 'libs/tracker/src'))];
    const errors = (t: string) => ts.getPreEmitDiagnostics(createOverlayProgram(roots, new Map([[path, t]]))).filter((d) => d.category === ts.DiagnosticCategory.Error).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    // The overlay program has no @types/node: compare against the untouched layout's diagnostics, not against none.
    const baseline = errors(readFileSync(path, 'utf8'));
    expect(errors(text)).toEqual(baseline);
    expect(errors(text).join('\n')).not.toMatch(/never/);
    expect(errors(text.replace('] as readonly ResidualMember[];', '] as const satisfies readonly ResidualMember[];')).join('\n')).toMatch(/does not exist on type 'never'/);
  }, 120_000);
});

describe('a real gate end to end (real scenarios on the real GLES lane, through the mgpipe CLI)', () => {
  // images-upload was the real subsystem with no push receiver until issue 16 gave it one (upload shapes and image
  // units): its own values are now compared under push, like readback-pack's.
  it('verify: images-upload and readback-pack compare their own values under push; readback-pack\'s push-path passes', async () => {
    const real = processGateRunner(ROOT);
    const runner: GateRunner = { ...plantedGates(), verify: (req) => real.verify(req) };
    const tree = workspaceCopy();
    const state = json(tree, STATE_PATH);
    for (const s of ['textures', 'framebuffer', 'readback-pack']) state.backends.gles.subsystems[s] = { phase: s === 'readback-pack' ? 'A' : 'B', pushDefault: s !== 'readback-pack' };
    tree.write(STATE_PATH, JSON.stringify(state));
    const data = json(tree, 'migrations/subsystems/images-upload/subsystem.json');
    tree.write('migrations/subsystems/images-upload/subsystem.json', JSON.stringify({ ...data, verifyScenarios: ['compute-buffer-image'] }));
    const files = { read: (p: string) => (tree.exists(p) ? tree.read(p, 'utf-8') : null) };
    const byGate = (rs: readonly GateResult[]) => Object.fromEntries(rs.map((g) => [g.gate, g]));
    const images = byGate(await checkGates(files, runner, 'gles', 'images-upload', 'B'));
    expect(images['verify'].ok, images['verify'].detail.join('\n')).toBe(true);
    expect(images['verify'].detail.join('\n')).toMatch(/compute-buffer-image: match .*; [1-9]\d* comparisons of images-upload's values/);
    const pack = byGate(await checkGates(files, runner, 'gles', 'readback-pack', 'B'));
    expect(pack['push-path'].ok, pack['push-path'].detail.join('\n')).toBe(true);
    expect(pack['push-path'].detail.join('\n')).toContain('verify DIVERGED at packState@readback');
    expect(pack['verify'].ok, pack['verify'].detail.join('\n')).toBe(true);
    expect(pack['verify'].detail.join('\n')).toMatch(/readpixels-pack-state: match .*; [1-9]\d* comparisons of readback-pack's values/);
  }, 120_000);
});

describe('the driver-calls gate end to end (recorded driver calls on the real GLES lane)', () => {
  it('readback-pack / images-upload aliased give the pull stream with their reads verified; a real fault in either alias fill is refused', async () => {
    const real = processGateRunner(ROOT);
    const runner: GateRunner = { ...plantedGates(), driverStreams: (req) => real.driverStreams(req) };
    const tree = workspaceCopy();
    for (const [s, scenario] of [['readback-pack', 'readpixels-pack-state'], ['images-upload', 'compute-buffer-image']]) {
      const data = json(tree, `migrations/subsystems/${s}/subsystem.json`);
      tree.write(`migrations/subsystems/${s}/subsystem.json`, JSON.stringify({ ...data, verifyScenarios: [scenario] }));
    }
    const files = { read: (p: string) => (tree.exists(p) ? tree.read(p, 'utf-8') : null) };
    const gate = async (s: 'readback-pack' | 'images-upload') => (await checkGates(files, runner, 'gles', s, 'A')).find((g) => g.gate === 'driver-calls')!;
    const pack = await gate('readback-pack');
    expect(pack.ok, pack.detail.join('\n')).toBe(true);
    expect(pack.detail[0]).toMatch(/readpixels-pack-state: equal \(\d+ driver calls; [1-9]\d* aliased reads verified\)/);
    // Negative control on the real lane: MOBILEGL_PIPE_TEST_FAULT=alias:readback-pack plants a real fault in the
    // backend's alias fill (gles-core pipe-inputs.ts: PACK_ALIGNMENT read as 1, for the copy and verify's shadow
    // alike). Verify cannot see it (its reads still compare equal); the recorded stream does, and the gate refuses.
    const planted: GateRunner = { ...runner, driverStreams: (req) => real.driverStreams({ ...req, env: { NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'alias:readback-pack' } }) };
    const faulted = (await checkGates(files, planted, 'gles', 'readback-pack', 'A')).find((g) => g.gate === 'driver-calls')!;
    expect(faulted.ok).toBe(false);
    expect(faulted.detail[0]).toMatch(/readpixels-pack-state: stream CHANGED \(\d+ pulled vs \d+ aliased calls\), first difference #\d+: pull glReadPixels\(3, 2, 5, 4, /);
    // images-upload's image units (gles-core image-inputs.ts): aliased, the same stream with its reads verified; its
    // planted fill fault (every bound unit's access flipped) shows in glBindImageTexture and is refused. (A subsystem not
    // read through PipeInputs at all — what images-upload was here before — is the planted-runner case above:
    // "the alias run compared none of ...".)
    const images = await gate('images-upload');
    expect(images.ok, images.detail.join('\n')).toBe(true);
    expect(images.detail[0]).toMatch(/compute-buffer-image: equal \(\d+ driver calls; [1-9]\d* aliased reads verified\)/);
    const imagesPlanted: GateRunner = { ...runner, driverStreams: (req) => real.driverStreams({ ...req, env: { NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: 'alias:images-upload' } }) };
    const imagesFaulted = (await checkGates(files, imagesPlanted, 'gles', 'images-upload', 'A')).find((g) => g.gate === 'driver-calls')!;
    expect(imagesFaulted.ok).toBe(false);
    expect(imagesFaulted.detail[0]).toMatch(/compute-buffer-image: stream CHANGED \(\d+ pulled vs \d+ aliased calls\), first difference #\d+: pull glBindImageTexture\(0, \d+, 0, false, 0, 0x88b9, /);
  }, 300_000);
});
