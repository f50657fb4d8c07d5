// `mgpipe bench`'s entry in the command table: options and help only; the implementation (./bench.ts, which loads the
// lanes and the native addon) loads when a subcommand runs.
import { BATCH_ORDER, DEFAULT_DRAWS } from '../bench/batch-names.ts';
import { REPORT_OPTION } from '../report/option.ts';
import type { CommandSpec } from '../util/args.ts';
import { lazyRun } from '../util/lazy-run.ts';

/** Measured rounds per lane set (after one warm-up round); `--repeats N` overrides. */
export const DEFAULT_REPEATS = 15;

const load = () => import('./bench.ts');

const DRAWS_OPTION = { name: 'draws', value: 'N', description: `draws per measured loop, a multiple of 4 up to 1000000 (default ${DEFAULT_DRAWS}; fewer are noisier)` };

function subcommand(batch: { name: string; summary: string }): CommandSpec {
  return {
    name: batch.name,
    summary: `${batch.summary}: native GLES vs our stack pulled / pushed / pushed without CSO content addressing, on the driver and with draws dropped`,
    options: [
      { name: 'json', description: 'print {name, draws, repeats, measuredAt, commit, lanesRun, jitInlining, driverThread, machine, driver, lanes, ratios, stackOnly, stackOnlyRatios} as one JSON object (default: a markdown summary)' },
      { name: 'repeats', value: 'N', description: `measured rounds per lane set, 1..1000 (default ${DEFAULT_REPEATS})` },
      DRAWS_OPTION,
      { name: 'one-process', description: 'run every lane in this process instead of each in its own (their JIT feedback then mixes: slower stack lanes)' },
      REPORT_OPTION,
    ],
    details: 'a progress line on stderr when it is a terminal (never with --json); exit 0 measured, 2 error',
    run: lazyRun(load, (m) => (args) => m.runBatchCommand(batch.name, args)),
  };
}

/** Issue 19's upload flush before (full walk of every texture) and after (the written-texture list), 1 and 500 textures. */
const uploadWalk: CommandSpec = {
  name: 'upload-walk',
  summary: 'texSubImage2D + draw with 1 and 500 textures, the upload flush walking every texture (before) vs the written ones (after), draws dropped',
  options: [
    { name: 'json', description: 'print {draws, repeats, lanes, ratios} as one JSON object (default: a markdown summary)' },
    { name: 'repeats', value: 'N', description: `measured rounds, 1..1000 (default ${DEFAULT_REPEATS})` },
    DRAWS_OPTION,
  ],
  details: 'a progress line on stderr when it is a terminal (never with --json); exit 0 measured, 2 error',
  run: lazyRun(load, (m) => m.runUploadWalkCommand),
};

/** The JSON lines of `bench NAME --json` runs (run-on-gpu.sh's bench.jsonl) as one table, run by run. */
const runs: CommandSpec = {
  name: 'runs',
  summary: 'tabulate the JSON lines of bench runs (run-on-gpu.sh bench with BENCH_RUNS) and say, run by run, whether push reaches a share of native on every batch named',
  args: 'FILE',
  options: [
    { name: 'batches', value: 'A,B', description: "the batches a run must have at or above --at-least (default 'blend-toggle,state-heavy', issue 19's)" },
    { name: 'at-least', value: 'X', description: 'push/native every named batch of a run must reach, a number above 0 (default 0.5)' },
  ],
  details: 'a run is consecutive lines until a batch comes again; exit 0 when some run meets the reading, 1 when none does, 2 error (a line that is not a bench result is named)',
  run: lazyRun(() => import('./bench-runs.ts'), (m) => m.runBenchRunsCommand),
};

export const benchCommand: CommandSpec = {
  name: 'bench',
  summary: 'benchmarks reporting ratios measured side by side in one run (timings are never asserted)',
  subcommands: [...BATCH_ORDER.map(subcommand), uploadWalk, runs],
};
