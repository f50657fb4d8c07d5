// advance-phase against a copy of the workspace's migration files in an Nx test tree, with planted gate results
// (the real gates run GL scenarios and the dirty-surface scanner; subsystem-gates and the README run them).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import type { Tree } from '@nx/devkit';
import { RESIDUAL_BLOCK_SIZE, RESIDUAL_LAYOUT, SUBSYSTEM_NAMES, computeResidualLayout, residualLayoutProblems, validateMigrationState, type ResidualMember } from '@mgpipe/migration';
import { AdvanceRefused, advancePhase } from './generator.ts';
import type { GateResult, GateRunner, VerifyRequest } from '../../migration/gates.ts';
import { RESIDUAL_LAYOUT_PATH, STATE_PATH, SUBSYSTEMS_README, codeLibraryDir, codeProjectJsonPath, phaseTagOf } from '../../migration/workspace-data.ts';
import { inferSubsystemProject, subsystemTags } from '../../nx-plugin/subsystem-nodes.ts';
import { INPUT_PATHS } from '../../pipe-gen/model.ts';

const ROOT = join(import.meta.dirname, '../../../../..');

function workspaceCopy(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  const copy = (p: string) => tree.write(p, readFileSync(join(ROOT, p), 'utf8'));
  copy(STATE_PATH);
  copy(SUBSYSTEMS_README);
  copy(RESIDUAL_LAYOUT_PATH);
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

interface Planted { dirtySurfaceOk?: boolean; g6Ok?: boolean; divergences?: number; verbs?: number; requests?: VerifyRequest[] }
function plantedGates(p: Planted = {}): GateRunner {
  return {
    async dirtySurface(): Promise<GateResult> {
      return p.dirtySurfaceOk === false
        ? { gate: 'dirty-surface', ok: false, detail: ['dirty-surface: stale table: libs/dirty-surface/dirty-surface.table.json'] }
        : { gate: 'dirty-surface', ok: true, detail: ['258 mutators mapped'] };
    },
    async g6() {
      return p.g6Ok === false ? { ok: false, detail: ['E_COV_UNMAPPED: libs/backend-gles/src/commands/draw-commands.ts:88 ctx.renderState.params'] } : { ok: true, detail: ['G6: 157 read points, 157 mapped, 0 unmapped'] };
    },
    async verify(req) {
      p.requests?.push(req);
      const divergences = p.divergences ?? 0;
      return { verdicts: req.scenarios.map((scenario) => ({ scenario, exit: divergences ? 1 : 0, match: true, maxChannelDiff: 0, verify: { verbs: p.verbs ?? 40, divergences }, error: null })) };
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
    const err = await advancePhase(workspaceCopy(), { backend: 'gles', subsystem: 'textures' }, plantedGates({ dirtySurfaceOk: false })).catch((e) => e);
    expect(err.message).toMatch(/blocked by 1 red gate: dirty-surface/);
    expect(err.message).toContain('stale table');
  });

  it('coverage: entering B needs G6 green (0 UNMAPPED); verify must have compared verbs', async () => {
    const tree = resetToPull(workspaceCopy(), 'render-state');
    await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates());
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'render-state' }, plantedGates({ verbs: 0, g6Ok: false })).catch((e) => e);
    expect(err.message).toMatch(/entering B is blocked by 2 red gates: coverage, verify/);
    expect(err.message).toContain('G6 (pipe-gen --check) is red: E_COV_UNMAPPED');
    expect(err.message).toContain('verify compared no verbs');
    expect(phase(tree, 'render-state')).toBe('A');
  });

  it('prerequisites: vertex-elements cannot enter B before buffers', async () => {
    const tree = workspaceCopy();
    await advancePhase(tree, { backend: 'gles', subsystem: 'vertex-elements' }, plantedGates());
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'vertex-elements' }, plantedGates()).catch((e) => e);
    expect(err.message).toMatch(/'buffers' is at pull, needs B or later/);
  });

  it('purity: entering C names the client-side imports of the code library', async () => {
    const tree = workspaceCopy();
    const gates = plantedGates();
    await advancePhase(tree, { backend: 'gles', subsystem: 'textures' }, gates);
    await advancePhase(tree, { backend: 'gles', subsystem: 'textures' }, gates);
    const err = await advancePhase(tree, { backend: 'gles', subsystem: 'textures' }, gates).catch((e) => e);
    expect(err.message).toMatch(/entering C is blocked by 1 red gate: purity/);
    expect(err.message).toMatch(/client-side import: libs\/gles-subsystems\/textures\/src\/texture-step\.ts:\d+: import .*'@mgpipe\/gl-state'/);
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
    const tree = resetToPull(workspaceCopy(), 'readback-pack');
    await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack' }, plantedGates());
    for (const s of ['textures', 'framebuffer']) {
      await advancePhase(tree, { backend: 'gles', subsystem: s }, plantedGates());
      await advancePhase(tree, { backend: 'gles', subsystem: s }, plantedGates());
    }
    const requests: VerifyRequest[] = [];
    const r = await advancePhase(tree, { backend: 'gles', subsystem: 'readback-pack' }, plantedGates({ requests }));
    expect(r.to).toBe('B');
    const state = validateMigrationState(json(tree, STATE_PATH));
    expect(state.backends.gles.subsystems['readback-pack']).toEqual({ phase: 'B', pushDefault: true });
    // The 8 pack members leave (the members of other subsystems, if any are left, move down).
    const text = tree.read(RESIDUAL_LAYOUT_PATH, 'utf-8')!;
    expect(text).not.toContain("subsystem: 'readback-pack'");
    const kept = (RESIDUAL_LAYOUT as readonly ResidualMember[]).filter((m) => m.subsystem !== 'readback-pack');
    const { size, offsets } = computeResidualLayout(kept);
    expect(size).toBe(RESIDUAL_BLOCK_SIZE - 28);
    expect(text).toContain(`export const RESIDUAL_BLOCK_SIZE = ${size};`);
    expect(state.backends.gles.residualBlockSize).toBe(size);
    const declared = kept.map((m) => Number(new RegExp(`name: '${m.name}'.*offset: (\\d+),`).exec(text)![1]));
    expect(declared).toEqual(offsets);
    expect(residualLayoutProblems(kept.map((m, i) => ({ ...m, offset: declared[i] })), size)).toEqual([]);
    expect(r.changes.join('\n')).toContain(`retired packRowLength, packImageHeight, packSkipRows, packSkipPixels, packSkipImages, packAlignment, packSwapBytes, packLsbFirst; RESIDUAL_BLOCK_SIZE ${RESIDUAL_BLOCK_SIZE} → ${size}`);
    // verify ran with its bit and its prerequisites pushed, on top of the defaults
    expect(requests[0].pushMask).toBe(defaultPushMask(tree) | 0b1000011000); // readback-pack(9) + framebuffer(3) + textures(4)
    expect(tree.read(SUBSYSTEMS_README, 'utf-8')).toContain('| readback-pack | 9 | framebuffer | B | on |');
  });
});
