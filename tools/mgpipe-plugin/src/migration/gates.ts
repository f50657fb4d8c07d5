// The gates advance-phase checks before moving a subsystem one phase (DESIGN §4, seeds §6.6/§6.7). A red gate
// refuses the step and says why. Which gates apply depends on the phase being entered:
//
//   gate            enters A  enters B  enters C  enters done   what "green" means
//   prerequisites      -         x         x         x          every subsystem this one requires is at least at the phase entered
//   dirty-surface      x         x         x         x          `libs/dirty-surface --check`: every GL mutator still maps to its dirty bits
//   coverage           x         x         x         x          the subsystem's MGPipe calls are in the catalog; from B also G6 (pipe-gen --check:
//                                                               every backend read point mapped in schema/pipe-coverage.json, 0 UNMAPPED / stale)
//   verify             x         x         x         x          its verify scenarios match the reference with the bits of the entered phase;
//                                                               from B verify must actually have compared verbs, with 0 divergences
//   purity             -         -         x         x          its code library (libs/gles-subsystems/<name>/src) imports nothing from gl-state / gl-impl (gate A of §4.7.2)
//
// The structural gates read files (a Tree or the disk); dirty-surface and verify run processes and come from a
// GateRunner, so tests can plant results without a GL driver.

import { PHASES, SUBSYSTEMS, phaseRank, prerequisiteClosure, subsystemMask, type MigrationPhase, type SubsystemName } from '@mgpipe/migration';
import { spawnSync } from 'node:child_process';
import { describeVerdict, runScenarioVerdicts, type ScenarioVerdict } from './verify-runner.ts';
import { CATALOG_PATH, codeLibrarySources, filePathOf, readState, readSubsystemData, type FileAccess } from './workspace-data.ts';

export type GateName = 'prerequisites' | 'dirty-surface' | 'coverage' | 'verify' | 'purity';

export interface GateResult {
  readonly gate: GateName;
  readonly ok: boolean;
  readonly detail: readonly string[];
}

export interface VerifyRequest {
  readonly subsystem: SubsystemName;
  readonly scenarios: readonly string[];
  readonly pushMask: number;
}

export interface GateRunner {
  dirtySurface(): Promise<GateResult>;
  /** G6 + catalog freshness: `pipe-gen --check` (0 UNMAPPED read points, generated files fresh). */
  g6(): Promise<{ ok: boolean; detail: readonly string[] }>;
  verify(request: VerifyRequest): Promise<{ verdicts: readonly ScenarioVerdict[] }>;
}

/** The real runner: processes in the workspace at `root`. */
export function processGateRunner(root: string): GateRunner {
  return {
    async dirtySurface() {
      const r = spawnSync('npx', ['tsx', 'libs/dirty-surface/src/main.ts', '--check'], { cwd: root, encoding: 'utf8' });
      const lines = `${r.stdout}${r.stderr}`.trim().split('\n').filter(Boolean);
      return { gate: 'dirty-surface', ok: r.status === 0, detail: lines.slice(-6) };
    },
    async g6() {
      const r = spawnSync('npx', ['tsx', 'tools/mgpipe-plugin/src/pipe-gen/cli.ts', '--check'], { cwd: root, encoding: 'utf8' });
      const lines = `${r.stdout}${r.stderr}`.trim().split('\n').filter(Boolean);
      return { ok: r.status === 0, detail: r.status === 0 ? lines.filter((l) => l.startsWith('G6')) : lines.slice(-8) };
    },
    async verify(req) {
      return { verdicts: await runScenarioVerdicts(root, req.scenarios, req.pushMask) };
    },
  };
}

const BANNED_IMPORTS = ['@mgpipe/gl-state', '@mgpipe/gl-impl'];

/** Import lines of the subsystem's backend files that reach the client side (file:line: text). */
export function purityViolations(files: FileAccess, paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    const text = files.read(p);
    if (text === null) { out.push(`${p}: listed in subsystem.json but missing`); continue; }
    text.split('\n').forEach((line, i) => {
      if (/^\s*(import|export)\b/.test(line) && BANNED_IMPORTS.some((b) => line.includes(`'${b}'`) || line.includes(`"${b}"`))) out.push(`${p}:${i + 1}: ${line.trim()}`);
    });
  }
  return [...new Set(out)];
}

/** The push mask verify runs with when `subsystem` enters `phase`: from B its bit and prerequisites on top of the defaults. */
export function verifyMaskFor(files: FileAccess, backend: string, subsystem: SubsystemName, phase: MigrationPhase): number {
  const state = readState(files).backends[backend];
  let mask = 0;
  for (const s of SUBSYSTEMS) if (state.subsystems[s.name].pushDefault) mask |= subsystemMask(s.name);
  if (phaseRank(phase) >= phaseRank('B')) mask |= prerequisiteClosure(subsystemMask(subsystem));
  return mask;
}

export async function checkGates(files: FileAccess, runner: GateRunner, backend: string, subsystem: SubsystemName, entering: MigrationPhase): Promise<GateResult[]> {
  const state = readState(files).backends[backend];
  const data = readSubsystemData(files, subsystem);
  const row = SUBSYSTEMS.find((s) => s.name === subsystem)!;
  const rank = phaseRank(entering);
  const results: GateResult[] = [];

  if (rank >= phaseRank('B')) {
    const behind = row.requires.filter((r) => phaseRank(state.subsystems[r].phase) < rank).map((r) => `'${r}' is at ${state.subsystems[r].phase}, needs ${entering} or later (its handles / state are what ${subsystem}'s calls name)`);
    results.push({ gate: 'prerequisites', ok: behind.length === 0, detail: behind.length ? behind : [`${row.requires.join(', ') || 'none'}: at ${entering} or later`] });
  }

  results.push(await runner.dirtySurface());

  const catalogText = files.read(CATALOG_PATH);
  const catalog = catalogText === null ? [] : (JSON.parse(catalogText) as { calls: { name: string }[] }).calls.map((c) => c.name);
  const coverage: string[] = row.calls.filter((c) => !catalog.includes(c)).map((c) => `call '${c}' is not in ${CATALOG_PATH}`);
  let g6Line = '';
  if (rank >= phaseRank('B')) {
    const g6 = await runner.g6();
    if (!g6.ok) coverage.push(`G6 (pipe-gen --check) is red: ${g6.detail.join(' | ')}`);
    else g6Line = `; ${g6.detail.join(' ')}`;
  }
  results.push({ gate: 'coverage', ok: coverage.length === 0, detail: coverage.length ? coverage : [`${row.calls.length} calls in the catalog${g6Line}`] });

  if (data.verifyScenarios.length === 0) {
    results.push({ gate: 'verify', ok: false, detail: [`${subsystem} lists no verify scenarios (migrations/subsystems/${subsystem}/subsystem.json): nothing exercises it`] });
  } else {
    const pushMask = verifyMaskFor(files, backend, subsystem, entering);
    const { verdicts } = await runner.verify({ subsystem, scenarios: data.verifyScenarios, pushMask });
    const red = verdicts.filter((v) => v.exit !== 0 || !v.match || v.verify.divergences > 0 || (rank >= phaseRank('B') && v.verify.verbs === 0));
    const detail = verdicts.map((v) => describeVerdict(v) + (rank >= phaseRank('B') && v.verify.verbs === 0 && v.error === null ? ' — verify compared no verbs: no pushed-vs-pulled check ran' : ''));
    results.push({ gate: 'verify', ok: red.length === 0, detail: [`push 0x${pushMask.toString(16)}, MOBILEGL_PIPE_VERIFY=1`, ...detail] });
  }

  if (rank >= phaseRank('C')) {
    // The code library's imports (libs/gles-subsystems/<name>/src): what the phase:C lint row also checks.
    const code = backend === 'gles' ? codeLibrarySources(files, subsystem) : [];
    const bad = purityViolations(files, code.length > 0 ? code : (data.backendFiles[backend] ?? []).map(filePathOf));
    results.push({ gate: 'purity', ok: bad.length === 0, detail: bad.length ? bad.map((b) => `client-side import: ${b}`) : ['no gl-state / gl-impl imports'] });
  }
  return results;
}

export function formatGates(results: readonly GateResult[]): string {
  return results.map((r) => `  ${r.ok ? 'ok  ' : 'RED '} ${r.gate}\n${r.detail.map((d) => `         ${d}`).join('\n')}`).join('\n');
}

export const NEXT_PHASE: Readonly<Record<MigrationPhase, MigrationPhase | null>> = Object.fromEntries(PHASES.map((p, i) => [p, PHASES[i + 1] ?? null])) as Record<MigrationPhase, MigrationPhase | null>;
