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
import { logger, type Tree } from '@nx/devkit';
import { SUBSYSTEMS, SUBSYSTEM_NAMES, isSubsystemName, phaseRank, type MigrationPhase } from '@mgpipe/migration';
import genPipeGenerator from '../gen-pipe/generator.ts';
import { NEXT_PHASE, checkGates, formatGates, processGateRunner, type GateResult, type GateRunner } from '../../migration/gates.ts';
import { withPhaseTable } from '../../migration/phase-table.ts';
import { retireResidualMembers } from '../../migration/residual-rewrite.ts';
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
}

export interface AdvanceReport {
  readonly backend: string;
  readonly subsystem: string;
  readonly from: MigrationPhase;
  readonly to: MigrationPhase;
  readonly gates: readonly GateResult[];
  readonly changes: readonly string[];
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
  return moved;
}

export async function advancePhase(tree: Tree, options: AdvancePhaseOptions, runner: GateRunner): Promise<AdvanceReport> {
  const { backend, subsystem } = options;
  if (!isSubsystemName(subsystem)) throw new AdvanceRefused(`unknown subsystem '${subsystem}' (one of: ${SUBSYSTEM_NAMES.join(', ')})`, []);
  const files = treeFiles(tree);
  const state = readState(files);
  const b = state.backends[backend];
  if (b === undefined) throw new AdvanceRefused(`unknown backend '${backend}' in ${STATE_PATH} (known: ${Object.keys(state.backends).join(', ')})`, []);
  const from = b.subsystems[subsystem].phase;
  const to = NEXT_PHASE[from];
  if (to === null) throw new AdvanceRefused(`${backend}/${subsystem} is already at 'done'; nothing to advance`, []);
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

  const gates = await checkGates(files, runner, backend, subsystem, to);
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
  if (phaseRank(to) >= phaseRank('B') && !sub.pushDefault) {
    sub.pushDefault = true;
    changes.push(`${STATE_PATH}: ${backend}.${subsystem}.pushDefault → true (the bit is pushed when MOBILEGL_PIPE_PUSH is unset)`);
  }
  if (to === 'B' && backend === 'gles') {
    const layoutText = files.read(RESIDUAL_LAYOUT_PATH);
    if (layoutText !== null) {
      const r = retireResidualMembers(layoutText, subsystem);
      if (r.retired.length > 0) {
        tree.write(RESIDUAL_LAYOUT_PATH, r.text);
        if (r.newSize > b.residualBlockSize) throw new Error(`residual ratchet: new size ${r.newSize} exceeds ${b.residualBlockSize}`);
        b.residualBlockSize = r.newSize;
        changes.push(`${RESIDUAL_LAYOUT_PATH}: retired ${r.retired.join(', ')}; RESIDUAL_BLOCK_SIZE ${r.oldSize} → ${r.newSize}`);
        changes.push(`${STATE_PATH}: ${backend}.residualBlockSize → ${r.newSize}`);
      }
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
  if (tree.exists(CATALOG_PATH)) {
    await genPipeGenerator(tree, {});
    changes.push('catalog outputs (gen-pipe) regenerated');
  }

  const data = readSubsystemData(files, subsystem);
  const row = SUBSYSTEMS.find((s) => s.name === subsystem)!;
  return { backend, subsystem, from, to, gates, changes, nextSteps: nextSteps(backend, subsystem, to, (data.backendFiles[backend] ?? []).map(filePathOf), row.calls) };
}

export function formatReport(r: AdvanceReport): string {
  return [
    `advance-phase: ${r.backend}/${r.subsystem} ${r.from} → ${r.to}`,
    'gates:',
    formatGates(r.gates),
    'changed:',
    ...r.changes.map((c) => `  ${c}`),
    'next steps (human work, not done by the generator):',
    ...r.nextSteps.map((s, i) => `  ${i + 1}. ${s}`),
  ].join('\n');
}

export default async function advancePhaseGenerator(tree: Tree, options: AdvancePhaseOptions): Promise<() => void> {
  const report = await advancePhase(tree, options, processGateRunner(tree.root));
  return () => logger.info(formatReport(report));
}
