// `mgpipe trace`'s entry in the command table: options and help only; the implementation (./trace.ts) loads when a
// subcommand runs.
import { REPORT_OPTION } from '../report/option.ts';
import type { CommandSpec } from '../util/args.ts';
import { lazyRun } from '../util/lazy-run.ts';

const load = () => import('./trace.ts');

const BACKEND_OPTION = { name: 'backend', value: 'B', description: 'the lane: gles (default), reference or recorder' } as const;
const JSON_OPTION = { name: 'json', description: 'print one JSON object instead of text' } as const;

export const traceCommand: CommandSpec = {
  name: 'trace',
  summary: 'record a scenario as a compact binary trace of its GL calls, replay it on any lane, dump it',
  details: 'exit 0 done (and matched with --compare), 1 mismatch, 2 error (a corrupt or truncated trace included)',
  subcommands: [
    {
      name: 'record',
      args: 'FILE|NAME',
      summary: "record a scenario's GL calls into a trace file",
      options: [{ name: 'out', value: 'TRACE', description: 'the trace file to write (required)' }, BACKEND_OPTION, JSON_OPTION],
      run: lazyRun(load, (m) => m.runRecord),
    },
    {
      name: 'replay',
      args: 'TRACE',
      summary: 'replay a trace on a lane, optionally compared with the reference',
      options: [
        BACKEND_OPTION,
        { name: 'compare', value: 'reference', description: 'also replay on the reference lane and compare the images' },
        { name: 'out', value: 'DIR', description: 'images go to DIR/trace-<name>/ (default out/)' },
        JSON_OPTION,
        { name: 'allow-test-faults', description: 'honour MOBILEGL_PIPE_TEST_FAULT outside NODE_ENV=test (what bisect --trace passes on)' },
        REPORT_OPTION,
        { name: 'state-at', value: 'N', description: 'with --report: also show the GL state after the first N records, as a tree' },
      ],
      details: 'exit 0 replayed (and matched), 1 mismatch, 2 error (a corrupt trace included)',
      run: lazyRun(load, (m) => m.runReplay),
    },
    {
      name: 'dump',
      args: 'TRACE',
      summary: 'one line per call, or the GL state after the first N calls',
      options: [
        { name: 'state-at', value: 'N', description: 'print the GL state after the first N records instead' },
        { name: 'json', description: 'with --state-at: the state as one JSON object {name, records, of, state} (a tree)' },
        { ...REPORT_OPTION, description: 'with --state-at: also write an HTML report showing the state as a collapsible tree' },
      ],
      run: lazyRun(load, (m) => m.runDump),
    },
  ],
};
