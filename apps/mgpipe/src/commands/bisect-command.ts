// `mgpipe bisect`'s entry in the command table: options and help only; the implementation (./bisect.ts) loads when it
// runs.
import { REPORT_OPTION } from '../report/option.ts';
import type { CommandSpec } from '../util/args.ts';
import { lazyRun } from '../util/lazy-run.ts';
import { BASELINE_STATUSES } from './bisect-baseline.ts';

/** Seconds before a child run is killed and counted as a fail (reason timeout), unless --timeout says otherwise. */
export const DEFAULT_TIMEOUT_S = 120;

/** Exit codes (also in the help and the README). */
export const BISECT_EXIT = { culprit: 0, nothing: 1, error: 2, flaky: 3 } as const;

export const bisectCommand: CommandSpec = {
  name: 'bisect',
  summary: 'the push bit(s) whose push breaks a scenario, a trace or a subsystem verify set',
  options: [
    { name: 'scenario', value: 'FILE|NAME', description: 'the case: a scenario (one of --scenario, --trace, --subsystem)' },
    { name: 'trace', value: 'FILE', description: 'the case: a trace, replayed' },
    { name: 'subsystem', value: 'NAME', description: "the cases: the subsystem's verify scenarios (migrations/subsystems/NAME/subsystem.json), each bisected" },
    { name: 'push', value: 'SET', description: 'the failing bit set to start from (MOBILEGL_PIPE_PUSH syntax; default all)' },
    { name: 'baseline', value: 'FILE', description: `cases known not to pass, not bisected: 'CASE,STATUS' lines (deqp-runner style), STATUS ${BASELINE_STATUSES.join('|')}, # comments` },
    { name: 'timeout', value: 'S', description: `kill a child run after S seconds and count it as a fail, reason timeout (default ${DEFAULT_TIMEOUT_S}; 0: none)` },
    { name: 'junit', value: 'FILE', description: 'also write JUnit XML: one testcase per case (regression or flake: failure; baseline: skipped)' },
    { name: 'json', description: 'print one JSON object (one per case under "cases" with --subsystem); no progress line' },
    REPORT_OPTION,
    { name: 'allow-test-faults', description: 'honour MOBILEGL_PIPE_TEST_FAULT outside NODE_ENV=test (tooling demos only)' },
  ],
  details: [
    'Each mask runs as a child `scenario run --compare reference` (or `trace replay`) with MOBILEGL_PIPE_VERIFY=1: it',
    'fails on an image mismatch, a verify divergence or a timeout. A culprit is confirmed by running its smallest',
    'failing set and the start set without it again. A line per child run as it finishes; on a terminal, a progress line on stderr.',
    `exit ${BISECT_EXIT.culprit} culprit found (and reproduced), ${BISECT_EXIT.nothing} nothing to bisect (passes, fails without push, or only baseline cases),`,
    `     ${BISECT_EXIT.error} error, ${BISECT_EXIT.flaky} flaky (a culprit did not reproduce when run again). Over several cases: error > flaky > culprit > nothing.`,
  ].join('\n'),
  run: lazyRun(() => import('./bisect.ts'), (m) => (args) => m.runBisectCommand(args)),
};
