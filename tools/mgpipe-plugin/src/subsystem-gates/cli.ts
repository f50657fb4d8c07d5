// The `test` and `verify` targets of the subsystem projects (inferred by src/nx-plugin from
// migrations/subsystems/<name>/subsystem.json):
//   test <subsystem> [--phase P]    its unit tests (subsystem.json unitTests, run by their own project's vitest
//                                   config), then verify
//   verify <subsystem> [--phase P]  its verify scenarios through `mgpipe scenario run --compare reference`
// both with the push set of phase P (phase-push.ts; default: the phase migrations/state.json records), so
// `nx run subsystem-<name>:test:B` tests B while the subsystem is still recorded at A.
// Flags: --backend B (default gles), --allow-test-faults (passed on to the scenario runs: MOBILEGL_PIPE_TEST_FAULT
// outside NODE_ENV=test). Writes its verdicts to dist/subsystems/<name>/<mode>-<phase>.json (the target's output).
// Exit 0 green, 1 red, 2 usage error.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PHASES, isSubsystemName, type MigrationPhase } from '@mgpipe/migration';
import { describeVerdict, runScenarioVerdicts, type ScenarioVerdict } from '../migration/verify-runner.ts';
import { readState, readSubsystemData, type FileAccess } from '../migration/workspace-data.ts';
import { describePushSet, phasePushSet, type PhasePushSet } from './phase-push.ts';

const root = process.cwd();

/** Where vitest JSON reports go: the suite's folder (vitest.shared.ts), unless a caller redirects a nested run. */
const testResultsDir = (workspace: string) => process.env.MGPIPE_TEST_RESULTS_DIR ?? join(workspace, 'tmp', 'test-results');
const disk: FileAccess = { read: (p) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : null) };
const USAGE = 'usage: subsystem-gates test|verify <subsystem> [--phase pull|A|B|C|done] [--backend gles] [--allow-test-faults]\n';

function projectRootOf(file: string): string {
  for (let d = dirname(file); d !== '.' && d !== '/'; d = dirname(d)) if (existsSync(join(root, d, 'vitest.config.ts'))) return d;
  throw new Error(`${file}: no vitest.config.ts above it`);
}

/**
 * unitTests entries are `file` or `file::pattern` (vitest -t: only the tests whose name matches, e.g. one
 * scenario of push-path.test.ts). One vitest run per project and pattern, with the phase's switches, writing
 * its JSON report beside the projects' own (<results dir>/subsystem-<name>-...) instead of over them.
 */
function runUnitTests(subsystem: string, entries: readonly string[], push: PhasePushSet): boolean {
  const groups = new Map<string, { project: string; pattern: string | null; tests: string[] }>();
  for (const entry of entries) {
    const [file, pattern = null] = entry.split('::');
    const project = projectRootOf(file);
    const key = `${project}::${pattern ?? ''}`;
    const g = groups.get(key) ?? { project, pattern, tests: [] };
    g.tests.push(relative(project, file));
    groups.set(key, g);
  }
  let ok = true;
  let n = 0;
  for (const { project, pattern, tests } of groups.values()) {
    process.stdout.write(`unit tests (${project}): ${tests.join(' ')}${pattern === null ? '' : ` -t ${pattern}`}\n`);
    const report = join(testResultsDir(root), `subsystem-${subsystem}-${push.phase}-${n++}.json`);
    const args = ['vitest', 'run', '--config', `${project}/vitest.config.ts`, `--outputFile.json=${report}`, ...(pattern === null ? [] : ['-t', pattern]), ...tests];
    const r = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...push.env } });
    ok &&= r.status === 0;
  }
  return ok;
}

interface Args { mode: string; subsystem: string; phase: string | null; backend: string; allowTestFaults: boolean }

/** Positional mode and subsystem; `--phase P` / `--phase=P` (what run-commands forwards), `--backend`, `--allow-test-faults[=true]`. */
function parseArgs(argv: readonly string[]): Args | null {
  const pos: string[] = [];
  const a: Args = { mode: '', subsystem: '', phase: null, backend: 'gles', allowTestFaults: false };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-zA-Z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (m === null) { pos.push(argv[i]); continue; }
    const value = () => m[2] ?? argv[++i];
    if (m[1] === 'phase') a.phase = value();
    else if (m[1] === 'backend') a.backend = value();
    else if (m[1] === 'allow-test-faults' || m[1] === 'allowTestFaults') a.allowTestFaults = m[2] === undefined || m[2] === 'true';
    else return null;
  }
  [a.mode = '', a.subsystem = ''] = pos;
  return pos.length === 2 ? a : null;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === null || (args.mode !== 'test' && args.mode !== 'verify') || !isSubsystemName(args.subsystem)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const { mode, subsystem, backend } = args;
  const state = readState(disk).backends[backend];
  if (state === undefined) { process.stderr.write(`unknown backend '${backend}' in migrations/state.json\n`); return 2; }
  const phase = (args.phase ?? state.subsystems[subsystem].phase) as MigrationPhase;
  if (!(PHASES as readonly string[]).includes(phase)) { process.stderr.write(`--phase ${phase}: one of ${PHASES.join(', ')}\n${USAGE}`); return 2; }
  // The run's switches are the phase's, not whatever MOBILEGL_PIPE_* the caller's shell has (the target's hash
  // does not include them); only the test-only fault switch passes through (it is an env input of the target).
  for (const k of Object.keys(process.env)) if (k.startsWith('MOBILEGL_PIPE_') && k !== 'MOBILEGL_PIPE_TEST_FAULT') delete process.env[k];
  const push = phasePushSet(state.subsystems, subsystem, phase);
  const data = readSubsystemData(disk, subsystem);
  const recorded = state.subsystems[subsystem].phase;
  process.stdout.write(`${subsystem} (${backend}, testing phase ${phase}${phase === recorded ? '' : `; recorded ${recorded}`}): ${describePushSet(push)}\n`);
  let unitOk: boolean | null = null;
  if (mode === 'test') unitOk = data.unitTests.length === 0 ? (process.stdout.write(`${subsystem}: no unit tests listed\n`), true) : runUnitTests(subsystem, data.unitTests, push);
  let verdicts: ScenarioVerdict[] = [];
  if (data.verifyScenarios.length === 0) process.stdout.write(`${subsystem}: no verify scenarios listed (migrations/subsystems/${subsystem}/subsystem.json)\n`);
  else {
    // A progress line on a terminal's stderr while the child runs go (the verdicts are printed in order after), as
    // mgpipe's long commands draw it (apps/mgpipe/src/util/progress.ts; an app, so not importable from here).
    const tty = process.stderr.isTTY === true;
    verdicts = await runScenarioVerdicts(root, data.verifyScenarios, push.pushMask, 2, { env: push.env, args: args.allowTestFaults ? ['--allow-test-faults'] : [] }, (v, done, total) => {
      if (tty) process.stderr.write(`\r\x1b[K${subsystem} verify: ${done}/${total} scenarios run (last: ${v.scenario})`);
    });
    if (tty) process.stderr.write('\r\x1b[K');
    for (const v of verdicts) process.stdout.write(`  ${describeVerdict(v)}\n`);
  }
  const ok = unitOk !== false && verdicts.every((v) => v.exit === 0 && v.match && v.verify.divergences === 0);
  const report = join(root, 'dist', 'subsystems', subsystem, `${mode}-${phase}.json`);
  mkdirSync(dirname(report), { recursive: true });
  writeFileSync(report, `${JSON.stringify({ subsystem, backend, phase, recorded, ok, pushMask: push.pushMask, alias: push.alias, legacyMemos: push.legacyMemos, unitTests: unitOk, verdicts }, null, 2)}\n`);
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
