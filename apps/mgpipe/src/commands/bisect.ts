// `mgpipe bisect` (DESIGN §8; docs/design.md §4): binary search over the subsystem push bits for the smallest set
// under which a case fails, every mask closed under the prerequisite table (@mgpipe/migration bisect.ts), in the
// manner of deqp-runner: the cases are one scenario, one trace, or a subsystem's whole verify set
// (migrations/subsystems/<name>/subsystem.json); cases of a baseline file are not bisected (bisect-baseline.ts);
// each child run has a timeout (a hung child is killed and counts as a fail, reason timeout); a culprit is
// confirmed by re-running its mask and the complement (a culprit that does not reproduce is FLAKY); JUnit XML on
// request. Each mask runs in its own child process (bisect-runner.ts) because the switches are latched at init.
// MOBILEGL_PIPE_TEST_FAULT (test-only; outside NODE_ENV=test it needs --allow-test-faults) plants a fault:
//  - in a subsystem with a push path in our backend (backend-gles PUSH_PATH_SUBSYSTEMS, read at run time):
//    passed on to every child run (with --allow-test-faults), where the backend's push
//    receiver corrupts that subsystem's payload: the child's own render mismatches when the bit is pushed;
//  - in any other subsystem (no push path yet, the bit changes nothing): SIMULATED here, around the runner
//    (`withTestFault`), and labelled so in the output.
import { glesPushPathSubsystems } from '@mgpipe/lanes';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BisectRunner, BisectStep } from '@mgpipe/migration';
import { didYouMean, UsageError, type ParsedArgs } from '../util/args.ts';
import { BISECT_EXIT, DEFAULT_TIMEOUT_S } from './bisect-command.ts';
import { ensureWritableFile } from '../util/out-dir.ts';
import { bisectCaseView } from '../report/from-runs.ts';
import { commandLine, reportPathOf } from '../report/option.ts';
import { writeReport } from '../report/write.ts';
import { createProgress } from '../util/progress.ts';
import { readBaseline } from './bisect-baseline.ts';
import { caseJson, headerLine, junitXml, stepLine, summaryLines, type CaseOutcome } from './bisect-report.ts';
import { childProcessRunner, type CaseSpec, type RunnerOptions } from './bisect-runner.ts';
// Loaded lazily like lanes.ts does (the migration state file is read at import).
const migration = () => import('@mgpipe/migration');

export type { CaseSpec } from './bisect-runner.ts';

const WORKSPACE_ROOT = join(import.meta.dirname, '../../../..');

export type MakeRunner = (spec: CaseSpec, plantedFault: readonly string[] | null, options: RunnerOptions) => BisectRunner;

/** The verify scenarios of a subsystem, from its subsystem.json (what its verify target runs). */
export async function subsystemVerifySet(name: string, root = WORKSPACE_ROOT): Promise<string[]> {
  const { SUBSYSTEM_NAMES, isSubsystemName } = await migration();
  if (!isSubsystemName(name)) throw new UsageError(`--subsystem: unknown subsystem '${name}'${didYouMean(name, SUBSYSTEM_NAMES)} (one of ${SUBSYSTEM_NAMES.join(', ')})`);
  const file = join(root, 'migrations/subsystems', name, 'subsystem.json');
  const scenarios = (JSON.parse(readFileSync(file, 'utf8')) as { verifyScenarios?: unknown }).verifyScenarios;
  if (!Array.isArray(scenarios) || scenarios.some((s) => typeof s !== 'string')) throw new Error(`${file}: verifyScenarios must be a list of scenario names`);
  if (scenarios.length === 0) throw new UsageError(`--subsystem ${name}: its verify set is empty (${file})`);
  return scenarios as string[];
}

function timeoutOf(args: ParsedArgs): number {
  const flag = args.flags.get('timeout');
  if (flag === undefined) return DEFAULT_TIMEOUT_S * 1000;
  const s = Number(flag);
  if (!Number.isFinite(s) || s < 0) throw new UsageError(`--timeout wants seconds (a number >= 0; 0: no timeout), got '${String(flag)}'`);
  return Math.round(s * 1000);
}

async function casesOf(args: ParsedArgs): Promise<{ suite: string; cases: CaseSpec[] }> {
  const given = (['scenario', 'trace', 'subsystem'] as const).filter((k) => typeof args.flags.get(k) === 'string');
  if (given.length !== 1 || args.positionals.length > 0) throw new UsageError('usage: mgpipe bisect (--scenario FILE|NAME | --trace FILE | --subsystem NAME) [options] (see: mgpipe bisect --help)');
  const value = String(args.flags.get(given[0]));
  if (given[0] === 'subsystem') return { suite: `bisect subsystem ${value}`, cases: (await subsystemVerifySet(value)).map((target) => ({ kind: 'scenario', target })) };
  return { suite: `bisect ${given[0]} ${value}`, cases: [{ kind: given[0], target: value }] };
}

export async function runBisectCommand(
  args: ParsedArgs,
  makeRunner: MakeRunner = (s, planted, o) => childProcessRunner(s, o, process.env, planted),
): Promise<number> {
  const { suite, cases } = await casesOf(args);
  const { ALL_SUBSYSTEMS_MASK, bisectPushBits, confirmCulprit, parsePushValue, parseTestFault, prerequisiteClosure, splitTestFault, subsystemNamesOf, withTestFault } = await migration();
  const push = args.flags.get('push');
  const start = prerequisiteClosure(typeof push === 'string' ? parsePushValue(push, '--push').pushMask : ALL_SUBSYSTEMS_MASK);
  const timeoutMs = timeoutOf(args);
  const baselineFile = args.flags.get('baseline');
  const baseline = typeof baselineFile === 'string' ? readBaseline(baselineFile) : new Map();
  const junitFlag = args.flags.get('junit');
  // Checked before the first child run: a bad --junit path fails now, not after minutes of bisecting.
  const junit = typeof junitFlag === 'string' ? ensureWritableFile(junitFlag, '--junit') : null;
  const reportPath = reportPathOf(args);
  /** Every child run of each case, in order (the report draws the lattice of masks walked). */
  const walked: BisectStep[][] = [];
  const fault = parseTestFault(process.env, { allowTestFaults: args.flags.has('allow-test-faults') });
  const { planted, simulated } = splitTestFault(fault, fault === null ? [] : await glesPushPathSubsystems());
  const json = args.flags.has('json');
  const text = (s: string): void => {
    if (!json) process.stdout.write(s);
  };
  if (planted !== null) text(`planted test fault (MOBILEGL_PIPE_TEST_FAULT) in the push path of: ${planted.join(', ')}\n`);
  if (simulated !== null) text(`simulated test fault (MOBILEGL_PIPE_TEST_FAULT; no push path yet, declared at the runner): ${simulated.subsystems.join(', ')}\n`);

  const progress = createProgress({ json });
  const outcomes: CaseOutcome[] = [];
  try {
    for (const [i, spec] of cases.entries()) {
      const t0 = Date.now();
      const seconds = () => (Date.now() - t0) / 1000;
      const listed = baseline.get(spec.target);
      if (listed !== undefined) {
        const o: CaseOutcome = { spec, status: 'expected-fail', seconds: 0, baseline: listed };
        outcomes.push(o);
        text(summaryLines(o, subsystemNamesOf));
        continue;
      }
      const steps: BisectStep[] = [];
      walked[outcomes.length] = steps;
      let runs = 0;
      const inner = withTestFault(makeRunner(spec, planted, { timeoutMs }), simulated);
      const runner: BisectRunner = (mask) => {
        runs++;
        progress.update(`bisect ${spec.target}${cases.length > 1 ? ` (case ${i + 1}/${cases.length})` : ''}: run ${runs}, push 0x${mask.toString(16)}, ${seconds().toFixed(0)} s`);
        return inner(mask);
      };
      const onStep = (s: BisectStep) => {
        steps.push(s);
        progress.done();
        text(stepLine(s, subsystemNamesOf));
      };
      text(headerLine(spec, start, subsystemNamesOf));
      let o: CaseOutcome;
      try {
        const result = await bisectPushBits(runner, start, { onStep });
        if (result.kind === 'culprit') {
          text('confirming (the smallest failing set, then the start set without the culprit, run again):\n');
          const confirmation = await confirmCulprit(runner, result, { onStep });
          o = { spec, status: confirmation.reproduced ? 'culprit' : 'flaky', seconds: seconds(), result, confirmation };
        } else o = { spec, status: result.kind, seconds: seconds(), result };
      } catch (err) {
        progress.done();
        o = { spec, status: 'error', seconds: seconds(), error: err instanceof Error ? err.message : String(err) };
        process.stderr.write(`mgpipe bisect: ${spec.kind} ${spec.target}: ${o.error}\n`);
      }
      outcomes.push(o);
      text(summaryLines(o, subsystemNamesOf));
    }
  } finally {
    progress.done();
  }

  if (junit !== null) writeFileSync(junit, junitXml(suite, outcomes, subsystemNamesOf));
  if (reportPath !== null) {
    const cases = outcomes.map((o, i) => bisectCaseView(o, walked[i] ?? [], subsystemNamesOf));
    await writeReport(reportPath, {
      title: suite,
      command: commandLine(),
      summary: [['start set', `0x${start.toString(16)} [${subsystemNamesOf(start).join(', ') || 'none'}]`], ['cases', String(outcomes.length)], ...cases.map((c): [string, string] => [c.name, c.outcome])],
      bisect: cases,
    });
  }
  const has = (s: CaseOutcome['status']) => outcomes.some((o) => o.status === s);
  const code = has('error') ? BISECT_EXIT.error : has('flaky') ? BISECT_EXIT.flaky : has('culprit') ? BISECT_EXIT.culprit : BISECT_EXIT.nothing;
  if (json) {
    const faults = { plantedFault: planted, simulatedFault: simulated?.subsystems ?? null };
    const body = cases.length === 1 && typeof args.flags.get('subsystem') !== 'string'
      ? { ...caseJson(outcomes[0], subsystemNamesOf), ...faults }
      : { suite, exit: code, cases: outcomes.map((o) => caseJson(o, subsystemNamesOf)), ...faults };
    process.stdout.write(`${JSON.stringify(body)}\n`);
  } else if (cases.length > 1) {
    text(`${suite}: ${outcomes.map((o) => `${o.spec.target} ${o.status}`).join(', ')}\n`);
  }
  return code;
}
