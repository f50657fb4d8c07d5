// Nx generator advance-phase: move one backend subsystem one phase (pull → A → B → C → done) when its gates are
// green (gates.ts), refusing with every red gate listed otherwise. On success it edits, in the Tree:
//   migrations/state.json                         the phase; pushDefault turns on when the subsystem enters B
//   libs/gles-subsystems/<name>/project.json      the phase:<phase> tag (+ purity:server from C) of the
//                                                 subsystem's code library (gles backend); the subsystem project
//                                                 subsystem-<name> has no project.json: the workspace plugin
//                                                 (src/nx-plugin) infers its tags from state.json, so they move
//                                                 with the state edit above
//   libs/migration/src/residual/residual-layout.ts  entering B: the subsystem's members retired, offsets
//                                                 re-declared, RESIDUAL_BLOCK_SIZE lowered (state.json follows)
//   migrations/subsystems/README.md               the generated phase table
//   the catalog outputs (gen-pipe), regenerated so they are fresh after the edit
// and prints the code work the phase needs as next steps (next-steps.ts). It writes no code that claims to do it.
// The gates' results go into migrations/gate-record.json with the rest of the write (gate-record.ts). After Nx
// flushes, the task runs the last gate (typecheck of the affected projects + the subsystem's tests) and rolls the
// write back when it is red (last-gate.ts). `--dry-run` prints the gates and next steps and runs nothing;
// `--revert` moves the subsystem back one phase (gate-record.ts says what it can restore).
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { logger, type Tree } from '@nx/devkit';
import { SUBSYSTEMS, SUBSYSTEM_NAMES, isSubsystemName, phaseRank, type MigrationPhase } from '@mgpipe/migration';
import genPipeGenerator from '../gen-pipe/generator.ts';
import { GATE_DOCS, NEXT_PHASE, checkGates, formatGates, gatesFor, processGateRunner, type GateName, type GateResult, type GateRunner } from '../../migration/gates.ts';
import { GATE_RECORD_PATH, recordAdvance, recordedResidual, writeLastRun } from '../../migration/gate-record.ts';
import { runLastGate, type FileChange, type WritableFiles } from '../../migration/last-gate.ts';
import { withPhaseTable } from '../../migration/phase-table.ts';
import { RESIDUAL_BLOCK_PATH, retireResidualCodecs, retireResidualMembers } from '../../migration/residual-rewrite.ts';
import {
  CATALOG_PATH,
  RESIDUAL_LAYOUT_PATH,
  STATE_PATH,
  SUBSYSTEMS_README,
  codeProjectJsonPath,
  filePathOf,
  readCodeProjectJson,
  readState,
  readSubsystemData,
  type FileAccess,
  type ProjectJson,
} from '../../migration/workspace-data.ts';
import { nextSteps } from './next-steps.ts';

export interface AdvancePhaseOptions {
  backend: string;
  subsystem: string;
  /** Move back one phase instead (no gates before the write; the last gate still runs). */
  revert?: boolean;
  /** Print the gates and next steps only (Nx strips its own --dry-run from the options: see isNxDryRun). */
  dryRun?: boolean;
}

export interface AdvanceReport {
  readonly backend: string;
  readonly subsystem: string;
  readonly from: MigrationPhase;
  readonly to: MigrationPhase;
  readonly gates: readonly GateResult[];
  /** --dry-run: the gates that would run. */
  readonly planned: readonly string[];
  readonly changes: readonly string[];
  readonly dryRun: boolean;
  readonly nextSteps: readonly string[];
}

export class AdvanceRefused extends Error {
  constructor(message: string, readonly gates: readonly GateResult[]) {
    super(message);
    this.name = 'AdvanceRefused';
  }
}

function treeFiles(tree: Tree): FileAccess {
  const list = (dir: string): string[] =>
    tree.exists(dir) ? tree.children(dir).flatMap((c) => (tree.isFile(`${dir}/${c}`) ? [`${dir}/${c}`] : list(`${dir}/${c}`))) : [];
  return { read: (p) => (tree.exists(p) ? tree.read(p, 'utf-8') : null), write: (p, c) => tree.write(p, c), list };
}

/** The tags of a subsystem or code project with its `phase:` tag moved to `to` (+ purity:server from C). */
function withPhaseTag(tags: readonly string[], to: MigrationPhase): string[] {
  const moved = tags.filter((t) => !t.startsWith('phase:'));
  moved.splice(1, 0, `phase:${to}`);
  if (phaseRank(to) >= phaseRank('C') && !moved.includes('purity:server')) moved.push('purity:server');
  return phaseRank(to) >= phaseRank('C') ? moved : moved.filter((t) => t !== 'purity:server');
}

const PREV_PHASE = Object.fromEntries(Object.entries(NEXT_PHASE).filter(([, n]) => n !== null).map(([p, n]) => [n, p])) as Partial<Record<MigrationPhase, MigrationPhase>>;

export async function advancePhase(tree: Tree, options: AdvancePhaseOptions, runner: GateRunner): Promise<AdvanceReport> {
  const { backend, subsystem } = options;
  if (!isSubsystemName(subsystem)) throw new AdvanceRefused(`unknown subsystem '${subsystem}' (one of: ${SUBSYSTEM_NAMES.join(', ')})`, []);
  const files = treeFiles(tree);
  const state = readState(files);
  const b = state.backends[backend];
  if (b === undefined) throw new AdvanceRefused(`unknown backend '${backend}' in ${STATE_PATH} (known: ${Object.keys(state.backends).join(', ')})`, []);
  const from = b.subsystems[subsystem].phase;
  const to = options.revert ? PREV_PHASE[from] ?? null : NEXT_PHASE[from];
  if (to === null) throw new AdvanceRefused(options.revert ? `${backend}/${subsystem} is at 'pull'; nothing to revert` : `${backend}/${subsystem} is already at 'done'; nothing to advance`, []);
  // The code library (GLES backend) carries the phase tag in its project.json: the lint rows that tighten with the
  // phase apply to it. (The subsystem project's tags are inferred from state.json and cannot drift.)
  const codeProject = backend === 'gles' ? readCodeProjectJson(files, subsystem) : null;
  const tagged: [string, ProjectJson][] = [];
  if (codeProject !== null) tagged.push([codeProjectJsonPath(subsystem), codeProject]);
  for (const [path, p] of tagged) {
    const phases = (p.tags ?? []).filter((t) => t.startsWith('phase:'));
    if (phases.length !== 1 || phases[0] !== `phase:${from}`) {
      throw new AdvanceRefused(`${path} is tagged ${phases.join(', ') || 'with no phase'} but ${STATE_PATH} says ${from}: fix the drift first`, []);
    }
  }
  const data = readSubsystemData(files, subsystem);
  const row = SUBSYSTEMS.find((s) => s.name === subsystem)!;
  const steps = options.revert ? [`the code work of ${to} → ${from} is still in the tree: revert it by hand where it depended on ${from}`]
    : nextSteps(backend, subsystem, to, (data.backendFiles[backend] ?? []).map(filePathOf), row.calls);

  if (options.dryRun) {
    const planned = options.revert ? (['last'] as const) : gatesFor(to);
    return { backend, subsystem, from, to, gates: [], planned: [...planned], changes: [], nextSteps: steps, dryRun: true };
  }

  const gates = options.revert ? [] : await checkGates(files, runner, backend, subsystem, to);
  const red = gates.filter((g) => !g.ok);
  if (red.length > 0) {
    throw new AdvanceRefused(
      `advance-phase refused: ${backend}/${subsystem} stays at ${from} (entering ${to} is blocked by ${red.length} red gate${red.length > 1 ? 's' : ''}: ${red.map((g) => g.gate).join(', ')})\n${formatGates(gates)}`,
      gates,
    );
  }

  const changes: string[] = [];
  const sub = b.subsystems[subsystem];
  sub.phase = to;
  changes.push(`${STATE_PATH}: ${backend}.${subsystem}.phase ${from} → ${to}`);
  // Only through the gates: push-path and verify with its own bit (checkGates from B) are green here.
  if (phaseRank(to) >= phaseRank('B') && !sub.pushDefault) {
    sub.pushDefault = true;
    changes.push(`${STATE_PATH}: ${backend}.${subsystem}.pushDefault → true (the bit is pushed when MOBILEGL_PIPE_PUSH is unset)`);
  }
  if (phaseRank(to) < phaseRank('B') && sub.pushDefault) {
    sub.pushDefault = false;
    changes.push(`${STATE_PATH}: ${backend}.${subsystem}.pushDefault → false`);
  }
  let residual: Record<string, { before: string; after: string }> | null = null;
  if (to === 'B' && !options.revert && backend === 'gles') {
    const layoutText = files.read(RESIDUAL_LAYOUT_PATH);
    if (layoutText !== null) {
      const r = retireResidualMembers(layoutText, subsystem);
      if (r.retired.length > 0) {
        tree.write(RESIDUAL_LAYOUT_PATH, r.text);
        if (r.newSize > b.residualBlockSize) throw new Error(`residual ratchet: new size ${r.newSize} exceeds ${b.residualBlockSize}`);
        b.residualBlockSize = r.newSize;
        residual = { [RESIDUAL_LAYOUT_PATH]: { before: layoutText, after: r.text } };
        changes.push(`${RESIDUAL_LAYOUT_PATH}: retired ${r.retired.join(', ')}; RESIDUAL_BLOCK_SIZE ${r.oldSize} → ${r.newSize}`);
        const blockText = files.read(RESIDUAL_BLOCK_PATH);
        if (blockText !== null) {
          const after = retireResidualCodecs(blockText, r.retired);
          tree.write(RESIDUAL_BLOCK_PATH, after);
          residual[RESIDUAL_BLOCK_PATH] = { before: blockText, after };
          changes.push(`${RESIDUAL_BLOCK_PATH}: their field codecs removed`);
        }
        changes.push(`${STATE_PATH}: ${backend}.residualBlockSize → ${r.newSize}`);
      }
    }
  }
  if (from === 'B' && options.revert && backend === 'gles') {
    // Exact restore only: the residual files are put back when each is still byte-for-byte what this subsystem's
    // B advance wrote (recorded in gate-record.json); otherwise a later edit changed them and they are left alone.
    const rec = recordedResidual(files, backend, subsystem);
    const drifted = rec === null ? [] : Object.entries(rec).filter(([p, v]) => files.read(p) !== v.after).map(([p]) => p);
    if (rec === null) changes.push(`${RESIDUAL_LAYOUT_PATH}: left as it is (no recorded layout of ${subsystem}'s B advance in ${GATE_RECORD_PATH})`);
    else if (drifted.length > 0) changes.push(`${Object.keys(rec).join(', ')}: left as they are (${drifted.join(', ')} changed since ${subsystem}'s B advance wrote it: not restorable exactly)`);
    else {
      for (const [p, v] of Object.entries(rec)) tree.write(p, v.before);
      const size = /export const RESIDUAL_BLOCK_SIZE = (\d+);/.exec(rec[RESIDUAL_LAYOUT_PATH]?.before ?? '');
      if (size !== null) b.residualBlockSize = Number(size[1]);
      changes.push(`${Object.keys(rec).join(', ')}: restored exactly as before ${subsystem}'s B advance; ${STATE_PATH}: ${backend}.residualBlockSize → ${b.residualBlockSize}`);
    }
  }
  tree.write(STATE_PATH, `${JSON.stringify(state, null, 2)}\n`);

  for (const [path, p] of tagged) {
    p.tags = withPhaseTag(p.tags ?? [], to);
    tree.write(path, `${JSON.stringify(p, null, 2)}\n`);
    changes.push(`${path}: tags ${p.tags.join(', ')}`);
  }

  const readme = files.read(SUBSYSTEMS_README);
  if (readme !== null) {
    tree.write(SUBSYSTEMS_README, withPhaseTable(readme, readState(files)));
    changes.push(`${SUBSYSTEMS_README}: phase table regenerated`);
  }
  recordAdvance(files, { backend, subsystem, from, to, revert: options.revert === true, gates, residual });
  changes.push(`${GATE_RECORD_PATH}: ${backend}/${subsystem} ${from} → ${to} with its gates`);
  if (tree.exists(CATALOG_PATH)) {
    await genPipeGenerator(tree, {});
    changes.push('catalog outputs (gen-pipe) regenerated');
  }
  return { backend, subsystem, from, to, gates, planned: [], changes, nextSteps: steps, dryRun: false };
}

/** The Tree's changes with their contents before (read through `original`, the files as they were). */
export function changesOf(tree: Tree, original: (path: string) => string | null): FileChange[] {
  return tree.listChanges().map((c) => ({ path: c.path, before: original(c.path), after: c.type === 'DELETE' ? null : c.content!.toString('utf-8') }));
}

/** The last gate on the written files; red → rolled back. Throws AdvanceRefused then (the caller's exit is non-zero). */
export async function finishWithLastGate(report: AdvanceReport, target: WritableFiles, changes: readonly FileChange[], runner: GateRunner): Promise<GateResult> {
  const outcome = await runLastGate(target, changes, () => runner.lastGate({ subsystem: report.subsystem as never, changedFiles: changes.map((c) => c.path) }));
  if (!outcome.rolledBack) return outcome.result;
  const drift = outcome.drifted.length ? `; NOT restored (changed since the write): ${outcome.drifted.join(', ')}` : '';
  throw new AdvanceRefused(`advance-phase rolled back: ${report.backend}/${report.subsystem} stays at ${report.from} — the written tree failed its last gate (${changes.length} files restored${drift})\n${formatGates([outcome.result])}`, [...report.gates, outcome.result]);
}

export function formatReport(r: AdvanceReport): string {
  if (r.dryRun) {
    return [
      `advance-phase --dry-run: ${r.backend}/${r.subsystem} ${r.from} → ${r.to} (nothing run, nothing written)`,
      'gates it would run, in order:',
      ...r.planned.map((g) => `  ${g.padEnd(14)} ${GATE_DOCS[g as GateName] ?? ''}`),
      'next steps (human work, not done by the generator):',
      ...r.nextSteps.map((s, i) => `  ${i + 1}. ${s}`),
    ].join('\n');
  }
  return [
    `advance-phase: ${r.backend}/${r.subsystem} ${r.from} → ${r.to}`,
    'gates:',
    r.gates.length ? formatGates(r.gates) : '  (revert: none before the write)',
    'changed:',
    ...r.changes.map((c) => `  ${c}`),
    'next steps (human work, not done by the generator):',
    ...r.nextSteps.map((s, i) => `  ${i + 1}. ${s}`),
  ].join('\n');
}

/** Nx runs a generator with --dry-run but strips the flag from its options; the command line still has it. */
function isNxDryRun(argv: readonly string[] = process.argv): boolean {
  return argv.includes('--dry-run') || argv.includes('--dryRun') || argv.includes('-d');
}

function diskFiles(root: string): WritableFiles {
  return {
    read: (p) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : null),
    write: (p, c) => { mkdirSync(dirname(join(root, p)), { recursive: true }); writeFileSync(join(root, p), c); },
    remove: (p) => rmSync(join(root, p), { force: true }),
  };
}

export default async function advancePhaseGenerator(tree: Tree, options: AdvancePhaseOptions): Promise<() => Promise<void>> {
  const runner = processGateRunner(tree.root);
  const opts = { ...options, dryRun: options.dryRun === true || isNxDryRun() };
  const disk = diskFiles(tree.root);
  let report: AdvanceReport;
  try {
    report = await advancePhase(tree, opts, runner);
  } catch (err) {
    if (err instanceof AdvanceRefused && !opts.dryRun) writeLastRun(disk, { ...options, outcome: 'refused', gates: err.gates });
    throw err;
  }
  if (report.dryRun) {
    logger.info(formatReport(report));
    return async () => {
      // --dry-run: Nx does not run the task, and nothing was written for a last gate to check.
    };
  }
  const changes = changesOf(tree, (p) => disk.read(p));
  return async () => {
    logger.info(formatReport(report));
    try {
      const last = await finishWithLastGate(report, disk, changes, runner);
      writeLastRun(disk, { ...options, outcome: 'advanced', gates: [...report.gates, last] });
      logger.info(formatGates([last]));
    } catch (err) {
      if (err instanceof AdvanceRefused) writeLastRun(disk, { ...options, outcome: 'rolled back', gates: err.gates });
      throw err;
    }
  };
}
