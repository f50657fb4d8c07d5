// `mgpipe bench NAME [--json] [--report FILE]`: benchmarks that report ratios measured side by side in one run
// (DESIGN §6, §8). Not tests: nothing here asserts a timing. The batches are in ../bench/batches.ts, the lanes and
// the measurement in ../bench/side-by-side.ts.
import { UsageError, type ParsedArgs } from '../util/args.ts';
import { createProgress } from '../util/progress.ts';
import { BATCHES, type BenchBatch } from '../bench/batches.ts';
import { DEFAULT_DRAWS } from '../bench/batch-names.ts';
import { DEFAULT_REPEATS } from './bench-command.ts';
import { inProcessRounds, markdownSummary, prepareLane, runBatch } from '../bench/side-by-side.ts';
import { laneSpecOfEnv, serveLane } from '../bench/lane-process.ts';
import { runUploadWalk, uploadWalkMarkdown } from '../bench/upload-walk.ts';
import { commandLine, reportPathOf } from '../report/option.ts';
import { writeReport } from '../report/write.ts';

function repeatsOf(args: ParsedArgs): number {
  const repeatsFlag = args.flags.get('repeats');
  const repeats = repeatsFlag === undefined ? DEFAULT_REPEATS : Number(repeatsFlag);
  if (!Number.isInteger(repeats) || repeats < 1 || repeats > 1000) throw new UsageError(`--repeats wants an integer from 1 to 1000, got '${String(repeatsFlag)}'`);
  return repeats;
}

/**
 * Draws per measured loop (`--draws N`, a multiple of 4). Fewer draws give noisier figures; the option exists so that
 * a check of the command's output shape does not pay for full-length loops.
 */
function drawsOf(args: ParsedArgs): number {
  const flag = args.flags.get('draws');
  const draws = flag === undefined ? DEFAULT_DRAWS : Number(flag);
  if (!Number.isInteger(draws) || draws < 4 || draws > 1_000_000 || draws % 4 !== 0) {
    throw new UsageError(`--draws wants a multiple of 4 from 4 to 1000000, got '${String(flag)}'`);
  }
  return draws;
}

async function runBench(batch: BenchBatch, args: ParsedArgs): Promise<number> {
  if (args.positionals.length > 0) throw new UsageError(`bench ${batch.name}: unexpected argument '${args.positionals[0]}'`);
  // llvmpipe's rasterizer threads make a draw's cost depend on thread scheduling of the moment, which on a
  // 2-core machine swamps the front end's cost being compared; single-threaded rasterization (read by Mesa
  // when the first context opens) keeps the lanes comparable. An explicit setting wins; other drivers ignore it.
  process.env.LP_NUM_THREADS ??= '0';
  // A lane process of this command (lane-process.ts): serve that lane, print nothing.
  const spec = laneSpecOfEnv();
  if (spec !== null) {
    return serveLane(async () => inProcessRounds(await prepareLane(batch, spec.lane, spec.draws, spec.nullDraws)));
  }
  // Two measurements from one run. `lanes`: the real driver, as an application sees it. `stackOnly`: the same
  // lanes with draw calls dropped before the driver (every state call and upload still reaches it), which leaves
  // the cost of our front end, tracker and backend per draw.
  const repeats = repeatsOf(args);
  const draws = drawsOf(args);
  const reportPath = reportPathOf(args);
  const json = args.flags.has('json');
  const progress = createProgress({ json });
  let result;
  try {
    result = await runBatch(batch, draws, repeats, progress, args.flags.has('one-process') ? 'one process' : 'process per lane');
  } finally {
    progress.done();
  }
  if (reportPath !== null) {
    await writeReport(reportPath, {
      title: `bench ${batch.name}`,
      command: commandLine(),
      summary: [
        ['commit', result.commit ?? 'unknown'],
        ['measured at', result.measuredAt],
        ['draws a batch', String(result.draws)],
        ['measured rounds', String(repeats)],
        ['driver', `${result.driver.renderer} (${result.driver.version})`],
        ['llvmpipe threads', String(result.llvmpipeThreads)],
        ['lanes run', result.lanesRun],
        ['V8 inlining', result.jitInlining],
        ['driver thread', result.driverThread ? 'on' : 'off (MGPIPE_DRIVER_THREAD=0)'],
        ['pattern', batch.summary],
      ],
      bench: [
        { title: `driver: ${result.driver.renderer}`, lanes: result.lanes, ratios: result.ratios },
        { title: 'draws dropped (stack only)', lanes: result.stackOnly, ratios: result.stackOnlyRatios },
      ],
    });
  }
  process.stdout.write(json ? `${JSON.stringify(result)}\n` : markdownSummary(result));
  return 0;
}

/** `mgpipe bench NAME` for one of the batches (../bench/batches.ts). */
export function runBatchCommand(name: string, args: ParsedArgs): Promise<number> {
  const batch = BATCHES.find((b) => b.name === name);
  if (batch === undefined) throw new Error(`bench: no batch named '${name}'`);
  return runBench(batch, args);
}

/** `mgpipe bench upload-walk`: issue 19's upload flush before (full walk of every texture) and after (the written-texture list). */
export async function runUploadWalkCommand(args: ParsedArgs): Promise<number> {
  if (args.positionals.length > 0) throw new UsageError(`bench upload-walk: unexpected argument '${args.positionals[0]}'`);
  process.env.LP_NUM_THREADS ??= '0'; // as runBench: single-threaded llvmpipe keeps the lanes comparable
  const repeats = repeatsOf(args);
  const draws = drawsOf(args);
  const json = args.flags.has('json');
  const progress = createProgress({ json });
  let result;
  try {
    result = await runUploadWalk(draws, repeats, (round) => progress.update(`bench upload-walk: ${round < 0 ? 'warm-up round' : `round ${round + 1}/${repeats}`}`));
  } finally {
    progress.done();
  }
  process.stdout.write(json ? `${JSON.stringify(result)}\n` : uploadWalkMarkdown(result));
  return 0;
}
