// `mgpipe scenario`'s entry in the command table: options and help only; the implementation (./scenario.ts) loads when a
// subcommand runs.
import { REPORT_OPTION } from '../report/option.ts';
import type { CommandSpec, OptionSpec } from '../util/args.ts';
import { lazyRun } from '../util/lazy-run.ts';

const load = () => import('./scenario.ts');

/** The switch overrides shared by `scenario run` and the child runs of `bisect` (DESIGN §8: flags win over MOBILEGL_PIPE_*). */
export const PIPE_SWITCH_OPTIONS: readonly OptionSpec[] = [
  { name: 'push', value: 'SET', description: 'push bits: all|none|<subsystem,...>|0x<hex> (overrides MOBILEGL_PIPE_PUSH)' },
  { name: 'verify', optionalValue: '0|1', description: 'compare pushed and pulled inputs on every verb (MOBILEGL_PIPE_VERIFY)' },
  { name: 'stats', optionalValue: '0|1', description: 'collect MGPipe call statistics (MOBILEGL_PIPE_STATS)' },
  { name: 'allow-test-faults', description: 'honour MOBILEGL_PIPE_TEST_FAULT outside NODE_ENV=test (tooling demos only)' },
];

export const scenarioCommand: CommandSpec = {
  name: 'scenario',
  summary: 'list the built-in scenarios, or run one (built-in name or ES module file) on a lane',
  subcommands: [
    { name: 'list', summary: 'the built-in scenarios (fixtures/scenarios), one name a line', run: lazyRun(load, (m) => m.runScenarioList) },
    {
      name: 'run',
      args: 'FILE|NAME',
      summary: 'render a scenario on a lane, optionally compared with the reference (Mesa desktop GL)',
      options: [
        { name: 'compare', value: 'reference', description: 'also render on the reference lane and compare the images' },
        { name: 'backend', value: 'B', description: 'our lane: gles (default), webgpu, recorder or reference' },
        { name: 'out', value: 'DIR', description: 'images go to DIR/<scenario>/ (default out/)' },
        { name: 'json', description: 'print one JSON object instead of text' },
        REPORT_OPTION,
        { name: 'split', value: 'MODE', description: 'split mode (inproc|spawn|tcp): not available yet in this build (an error)' },
        ...PIPE_SWITCH_OPTIONS,
      ],
      details: 'exit 0 rendered (and matched), 1 mismatch or verify divergence, 2 error (message on stderr)',
      run: lazyRun(load, (m) => m.runScenarioRun),
    },
  ],
};
