// The gates advance-phase checks before moving a subsystem one phase (DESIGN §4, seeds §6.2.1/§6.6/§6.7). A red
// gate refuses the step and says why. Which gates apply depends on the phase being entered:
//
//   gate            A  B  C  done  what "green" means
//   prerequisites   -  x  x  x     every subsystem this one requires is at least at the phase entered
//   dirty-surface   x  x  x  x     `libs/dirty-surface --check`: every GL mutator still maps to its dirty bits
//   coverage        x  x  x  x     its MGPipe calls are in the catalog; from B also G6 (pipe-gen --check green)
//   pipe-inputs     x  x  x  x     the G6 scan finds no direct front-end read left in its code library of a read
//                                  point whose G6 row names one of its calls: its reads go through PipeInputs
//   driver-calls    x  -  -  -     its verify scenarios' recorded driver-call streams with it aliased (read through
//                                  PipeInputs filled from the context) equal the pull path's, call for call, and
//                                  the alias run compared its groups (it really was aliased)
//   verify          x  x  x  x     its verify scenarios match the reference with the bits of the entered phase;
//                                  from B 0 divergences with its own bit pushed AND comparisons of its own groups
//                                  (other subsystems' compared verbs do not count)
//   push-path       -  x  x  x     a fault planted in its push receiver (MOBILEGL_PIPE_TEST_FAULT, NODE_ENV=test)
//                                  turns at least one of its verify scenarios red: its dirty bits have emitters and
//                                  the backend consumes them (a subsystem with no push path stays green: refused)
//   purity          -  -  x  x     no project in its code library's dependency closure (the Nx project graph:
//                                  static imports incl. tests, package.json dependencies and devDependencies,
//                                  implicit dependencies, transitively) is gl-state or gl-impl
//   memos           -  -  x  x     its memos are rekeyed (the library has the handle arm next to the legacy arm,
//                                  or subsystem.json says why it has none) and the MOBILEGL_PIPE_LEGACY_MEMOS=1
//                                  arm of verify is green too
//   pull-path       -  -  -  x     a run with its bit off is refused (exit 2): no pull path left to fall back to
//
// pushDefault turns on only when the push-path and verify gates are green, i.e. only through these gates. After
// the generator writes, the last gate (typecheck of the affected projects + the subsystem's tests) runs on the
// written files and the write is rolled back when it is red (last-gate.ts).
//
// The structural parts read files (a Tree or the disk); the rest come from a GateRunner (processes, the project
// graph, the TypeScript scan), so tests can plant results without a GL driver.

import { PHASES, SUBSYSTEMS, phaseRank, prerequisiteClosure, subsystemMask, type MigrationPhase, type SubsystemName } from '@mgpipe/migration';
import { spawnSync } from 'node:child_process';
import { scanBackendReads } from '../pipe-gen/coverage-scan.ts';
import type { DriverStreamVerdict } from './driver-streams-cli.ts';
import { runLastGateProcesses } from './last-gate.ts';
import { closureOf, readProjectGraph } from './project-graph.ts';
import { describeVerdict, runScenarioVerdicts, type ScenarioVerdict, type VerifyEnv } from './verify-runner.ts';
import { CATALOG_PATH, codeLibraryDir, codeLibrarySources, codeProjectNameOf, readState, readSubsystemData, type FileAccess } from './workspace-data.ts';

export type GateName = 'prerequisites' | 'dirty-surface' | 'coverage' | 'pipe-inputs' | 'driver-calls' | 'verify' | 'push-path' | 'purity' | 'memos' | 'pull-path' | 'last';

export interface GateResult {
  readonly gate: GateName;
  readonly ok: boolean;
  readonly detail: readonly string[];
}

export interface VerifyRequest {
  readonly subsystem: SubsystemName;
  readonly scenarios: readonly string[];
  readonly pushMask: number;
  /** Extra environment: a planted test fault, the legacy-memo arm. */
  readonly env?: VerifyEnv;
}

/** A front-end read point of the G6 scan with the sites where the backend reads it. */
export interface ScannedReadPoint {
  readonly point: string;
  readonly via: 'state' | 'accessor' | 'mgb-ctx';
  readonly sites: readonly { readonly file: string; readonly line: number }[];
}

export interface GateRunner {
  dirtySurface(): Promise<GateResult>;
  /** G6 + catalog freshness: `pipe-gen --check` (0 UNMAPPED read points, generated files fresh). */
  g6(): Promise<{ ok: boolean; detail: readonly string[] }>;
  /** The G6 scan's read points (coverage-scan.ts) over the backend as it is. */
  readPoints(): Promise<readonly ScannedReadPoint[]>;
  verify(request: VerifyRequest): Promise<{ verdicts: readonly ScenarioVerdict[] }>;
  /** Phase A: recorded driver-call streams, aliased vs pulled (driver-streams-cli.ts). */
  driverStreams(request: { subsystem: SubsystemName; scenarios: readonly string[]; env?: VerifyEnv }): Promise<readonly DriverStreamVerdict[]>;
  /** Every project reachable from `project` in the Nx project graph, each with one path to it. */
  dependencyClosure(project: string): Promise<ReadonlyMap<string, readonly string[]>>;
  /** The last gate, on the written tree: typecheck of the affected projects and the subsystem's tests. */
  lastGate(request: { subsystem: SubsystemName; changedFiles: readonly string[] }): Promise<GateResult>;
}

const tail = (r: { stdout: string; stderr: string }, n: number) => `${r.stdout}${r.stderr}`.trim().split('\n').filter(Boolean).slice(-n);

/** The real runner: processes in the workspace at `root`. */
export function processGateRunner(root: string): GateRunner {
  const run = (cmd: string, args: string[], env: Record<string, string> = {}) => spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', ...env }, maxBuffer: 256 * 1024 * 1024 });
  return {
    async dirtySurface() {
      const r = run('npx', ['tsx', 'libs/dirty-surface/src/main.ts', '--check']);
      return { gate: 'dirty-surface', ok: r.status === 0, detail: tail(r, 6) };
    },
    async g6() {
      const r = run('npx', ['tsx', 'tools/mgpipe-plugin/src/pipe-gen/cli.ts', '--check']);
      const lines = tail(r, 200);
      return { ok: r.status === 0, detail: r.status === 0 ? lines.filter((l) => l.startsWith('G6')) : lines.slice(-8) };
    },
    async readPoints() {
      return scanBackendReads(root).points.map((p) => ({ point: p.point, via: p.via, sites: p.sites.map((s) => ({ file: s.file, line: s.line })) }));
    },
    async verify(req) {
      return { verdicts: await runScenarioVerdicts(root, req.scenarios, req.pushMask, 2, { env: req.env ?? {} }) };
    },
    async driverStreams(req) {
      const r = run('npx', ['tsx', 'tools/mgpipe-plugin/src/migration/driver-streams-cli.ts', req.subsystem, ...req.scenarios], { ...req.env });
      const verdicts = r.stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as DriverStreamVerdict);
      if (verdicts.length === 0) return [{ scenario: req.scenarios.join(','), pullCalls: 0, aliasCalls: 0, equal: false, firstDifference: null, aliasCompared: 0, error: tail(r, 3).join(' | ') || `exit ${r.status}` }];
      return verdicts;
    },
    async dependencyClosure(project) {
      return closureOf(readProjectGraph(root), project);
    },
    async lastGate(req) {
      return runLastGateProcesses(root, req.subsystem, req.changedFiles);
    },
  };
}

const BANNED_PROJECTS = ['gl-state', 'gl-impl'];

/** The push mask verify runs with when `subsystem` enters `phase`: from B its bit and prerequisites on top of the defaults. */
export function verifyMaskFor(files: FileAccess, backend: string, subsystem: SubsystemName, phase: MigrationPhase): number {
  const state = readState(files).backends[backend];
  let mask = 0;
  for (const s of SUBSYSTEMS) if (state.subsystems[s.name].pushDefault) mask |= subsystemMask(s.name);
  if (phaseRank(phase) >= phaseRank('B')) mask |= prerequisiteClosure(subsystemMask(subsystem));
  return mask;
}

/**
 * The MOBILEGL_PIPE_ALIAS of a verify run entering `phase`: from B the recorded phase-A set without `subsystem`, so
 * its comparisons are of pushed values — an aliased subsystem is compared too, and would pass "compared its own
 * values" with nothing pushed (a subsystem with no push receiver is never pushed: it must then pull, not alias).
 * Before B: none given (the run takes state.json's phase-A set, `subsystem` included at A).
 */
export function verifyAliasFor(files: FileAccess, backend: string, subsystem: SubsystemName, phase: MigrationPhase): Readonly<Record<string, string>> {
  if (phaseRank(phase) < phaseRank('B')) return {};
  const state = readState(files).backends[backend];
  const alias = SUBSYSTEMS.filter((s) => s.name !== subsystem && state.subsystems[s.name].phase === 'A').map((s) => s.name);
  return { MOBILEGL_PIPE_ALIAS: alias.length > 0 ? alias.join(',') : 'none' };
}

/** The bits that need `subsystem` pushed (it and every subsystem requiring it, transitively). */
export function dependentsClosure(subsystem: SubsystemName): number {
  let mask = subsystemMask(subsystem);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of SUBSYSTEMS) {
      if ((mask & subsystemMask(s.name)) === 0 && s.requires.some((r) => (mask & subsystemMask(r as SubsystemName)) !== 0)) { mask |= subsystemMask(s.name); grew = true; }
    }
  }
  return mask;
}

/** Direct front-end reads in the subsystem's code library of read points its own calls supply (G6 rows). */
export function directReadsOf(files: FileAccess, subsystem: SubsystemName, points: readonly ScannedReadPoint[]): string[] {
  const row = SUBSYSTEMS.find((s) => s.name === subsystem)!;
  const text = files.read('schema/pipe-coverage.json');
  const rows = text === null ? [] : (JSON.parse(text) as { rows: { point: string; calls: string[] }[] }).rows;
  const callsOf = new Map(rows.map((r) => [r.point, r.calls]));
  const dir = `${codeLibraryDir(subsystem)}/src/`;
  const out: string[] = [];
  for (const p of points) {
    if (p.via === 'accessor') continue;
    const calls = callsOf.get(p.point) ?? [];
    if (!calls.some((c) => (row.calls as readonly string[]).includes(c))) continue;
    for (const site of p.sites) if (site.file.startsWith(dir)) out.push(`${site.file}:${site.line} ${p.point} (G6: ${calls.join(', ')})`);
  }
  return out.sort();
}

const green = (v: ScenarioVerdict) => v.exit === 0 && v.match && v.verify.divergences === 0 && v.error === null;
/** One line per gate: what it runs (what --dry-run prints next to each). */
export const GATE_DOCS: Readonly<Record<GateName, string>> = {
  'prerequisites': 'every subsystem it requires is at the entered phase or later (migrations/state.json)',
  'dirty-surface': 'npx tsx libs/dirty-surface/src/main.ts --check',
  'coverage': 'its calls are in schema/pipe-calls.json; from B also pipe-gen --check (G6: 0 unmapped)',
  'pipe-inputs': 'G6 scan: no direct front-end read of its state left in its code library',
  'driver-calls': 'its verify scenarios: recorded driver-call streams aliased == pulled (driver-streams-cli.ts)',
  'verify': 'its verify scenarios vs the reference, MOBILEGL_PIPE_VERIFY=1, with the entered phase\'s push bits (from B: comparisons of its own values)',
  'push-path': 'the same with MOBILEGL_PIPE_TEST_FAULT=<it> planted in its push receiver: must turn red',
  'purity': 'Nx project graph closure of its code library: no gl-state / gl-impl',
  'memos': 'a handle-keyed memo (or a memoFree reason) and the MOBILEGL_PIPE_LEGACY_MEMOS=1 arm green',
  'pull-path': 'a run with its bit off must be refused',
  'last': 'after the write: typecheck of the affected projects, the state-reading tests, subsystem-<it>:test; red → rolled back',
};

/** The gates that apply when entering `phase`, in the order they run (what --dry-run prints). */
export function gatesFor(entering: MigrationPhase): GateName[] {
  const rank = phaseRank(entering);
  const gates: GateName[] = [];
  if (rank >= phaseRank('B')) gates.push('prerequisites');
  gates.push('dirty-surface', 'coverage', 'pipe-inputs');
  if (entering === 'A') gates.push('driver-calls');
  gates.push('verify');
  if (rank >= phaseRank('B')) gates.push('push-path');
  if (rank >= phaseRank('C')) gates.push('purity', 'memos');
  if (entering === 'done') gates.push('pull-path');
  gates.push('last');
  return gates;
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

  const direct = directReadsOf(files, subsystem, await runner.readPoints());
  results.push({
    gate: 'pipe-inputs',
    ok: direct.length === 0,
    detail: direct.length === 0
      ? [`no direct front-end read of ${subsystem}'s state left in ${codeLibraryDir(subsystem)}/src (G6 scan)`]
      : [`${direct.length} direct front-end read${direct.length > 1 ? 's' : ''} of ${subsystem}'s state in its library, not through PipeInputs:`, ...direct.slice(0, 12), ...(direct.length > 12 ? [`… ${direct.length - 12} more`] : [])],
  });

  const scenarios = data.verifyScenarios;
  if (scenarios.length === 0) {
    results.push({ gate: 'verify', ok: false, detail: [`${subsystem} lists no verify scenarios (migrations/subsystems/${subsystem}/subsystem.json): nothing exercises it`] });
    return results;
  }

  if (entering === 'A') {
    const streams = await runner.driverStreams({ subsystem, scenarios });
    const bad = (v: DriverStreamVerdict) => v.error !== null || !v.equal || v.aliasCompared === 0;
    results.push({
      gate: 'driver-calls',
      ok: streams.length > 0 && !streams.some(bad),
      detail: streams.map((v) => v.error !== null ? `${v.scenario}: ERROR ${v.error}`
        : !v.equal ? `${v.scenario}: stream CHANGED (${v.pullCalls} pulled vs ${v.aliasCalls} aliased calls), first difference ${v.firstDifference}`
        : v.aliasCompared === 0 ? `${v.scenario}: equal streams, but the alias run compared none of ${subsystem}'s PipeInputs groups: it was not read through PipeInputs at all`
        : `${v.scenario}: equal (${v.pullCalls} driver calls; ${v.aliasCompared} aliased reads verified)`),
    });
  }

  const pushMask = verifyMaskFor(files, backend, subsystem, entering);
  const aliasEnv = verifyAliasFor(files, backend, subsystem, entering);
  const { verdicts } = await runner.verify({ subsystem, scenarios, pushMask, ...(rank >= phaseRank('B') ? { env: aliasEnv } : {}) });
  const ownCompared = (v: ScenarioVerdict) => v.verify.bySubsystem?.[subsystem] ?? 0;
  const notOwn = (v: ScenarioVerdict) => rank >= phaseRank('B') && v.error === null && ownCompared(v) === 0;
  results.push({
    gate: 'verify',
    ok: verdicts.every((v) => green(v) && !notOwn(v)),
    detail: [`push 0x${pushMask.toString(16)}, MOBILEGL_PIPE_VERIFY=1`, ...verdicts.map((v) => describeVerdict(v)
      + (rank >= phaseRank('B') && v.error === null ? (notOwn(v) ? ` — none of them compared ${subsystem}'s own values (${v.verify.verbs} verbs compared other subsystems')` : `; ${ownCompared(v)} comparisons of ${subsystem}'s values`) : ''))],
  });

  if (rank >= phaseRank('B')) {
    const faulted = await runner.verify({ subsystem, scenarios, pushMask, env: { ...aliasEnv, NODE_ENV: 'test', MOBILEGL_PIPE_TEST_FAULT: subsystem } });
    const turnedRed = faulted.verdicts.filter((v) => v.error === null && !green(v));
    results.push({
      gate: 'push-path',
      ok: turnedRed.length > 0,
      detail: [
        turnedRed.length > 0
          ? `a fault planted in ${subsystem}'s push receiver (MOBILEGL_PIPE_TEST_FAULT=${subsystem}) turned ${turnedRed.length}/${faulted.verdicts.length} verify scenarios red: the backend consumes what is pushed`
          : `a fault planted in ${subsystem}'s push receiver (MOBILEGL_PIPE_TEST_FAULT=${subsystem}) changed nothing: ${subsystem} has no push path the backend consumes, so pushing its bit proves nothing`,
        ...faulted.verdicts.map((v) => `with the fault: ${describeVerdict(v)}`),
      ],
    });
  }

  if (rank >= phaseRank('C')) {
    const project = codeProjectNameOf(subsystem);
    const closure = await runner.dependencyClosure(project);
    const bad = BANNED_PROJECTS.filter((p) => closure.has(p)).map((p) => `${project} reaches ${p}: ${closure.get(p)!.join(' → ')}`);
    results.push({ gate: 'purity', ok: bad.length === 0, detail: bad.length ? bad : [`${project}'s dependency closure (${closure.size} projects, incl. devDependencies and test imports) has no gl-state / gl-impl`] });

    const memoFree = data.memoFree;
    const code = codeLibrarySources(files, subsystem);
    // The handle arm lives in the library (a memo keyed by PipeInputs.handleMemo / handleKey); the legacy arm is
    // PipeInputs' legacyMemos switch, exercised by the MOBILEGL_PIPE_LEGACY_MEMOS=1 verify run below.
    const hasArms = code.some((p) => /\bhandle(Memo|Key)\b/.test(files.read(p) ?? ''));
    const memo: string[] = [];
    if (!hasArms && (typeof memoFree !== 'string' || memoFree.trim() === '')) memo.push(`${codeLibraryDir(subsystem)}/src keys no memo by handle (PipeInputs.handleMemo / handleKey), and subsystem.json gives no memoFree reason`);
    const legacy = await runner.verify({ subsystem, scenarios, pushMask, env: { ...aliasEnv, MOBILEGL_PIPE_LEGACY_MEMOS: '1' } });
    for (const v of legacy.verdicts) if (!green(v)) memo.push(`MOBILEGL_PIPE_LEGACY_MEMOS=1: ${describeVerdict(v)}`);
    results.push({
      gate: 'memos',
      ok: memo.length === 0,
      detail: memo.length ? memo : [hasArms ? 'memos keyed by handle, legacy arm kept' : `no memo to rekey: ${String(memoFree)}`, `MOBILEGL_PIPE_LEGACY_MEMOS=1: ${legacy.verdicts.length} scenarios green`],
    });
  }

  if (entering === 'done') {
    const offMask = pushMask & ~dependentsClosure(subsystem);
    const pulled = await runner.verify({ subsystem, scenarios, pushMask: offMask });
    const ran = pulled.verdicts.filter((v) => v.exit !== 2 && v.error === null);
    results.push({
      gate: 'pull-path',
      ok: ran.length === 0,
      detail: ran.length === 0
        ? [`with ${subsystem}'s bit off (push 0x${offMask.toString(16)}) every run is refused: no pull path left`, ...pulled.verdicts.map((v) => describeVerdict(v))]
        : [`with ${subsystem}'s bit off (push 0x${offMask.toString(16)}) ${ran.length} run${ran.length > 1 ? 's' : ''} still went through its pull path:`, ...ran.map((v) => describeVerdict(v))],
    });
  }
  return results;
}

export function formatGates(results: readonly GateResult[]): string {
  return results.map((r) => `  ${r.ok ? 'ok  ' : 'RED '} ${r.gate}\n${r.detail.map((d) => `         ${d}`).join('\n')}`).join('\n');
}

export const NEXT_PHASE: Readonly<Record<MigrationPhase, MigrationPhase | null>> = Object.fromEntries(PHASES.map((p, i) => [p, PHASES[i + 1] ?? null])) as Record<MigrationPhase, MigrationPhase | null>;
