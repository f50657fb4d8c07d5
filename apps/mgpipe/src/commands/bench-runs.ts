// `mgpipe bench runs FILE`: run-on-gpu.sh's bench.jsonl as one table (../bench/bench-runs.ts). Reads a file and
// prints; it loads neither the lanes nor the GL addon, so it runs wherever the JSON was copied to.
import { readFile } from 'node:fs/promises';
import { BATCH_ORDER } from '../bench/batch-names.ts';
import { BenchRunsError, benchRunsMarkdown, parseBenchRuns, readRun } from '../bench/bench-runs.ts';
import { UsageError, type ParsedArgs } from '../util/args.ts';

/** `mgpipe bench runs FILE`: bench.jsonl as one table, and whether any run has push >= X x native on every batch named. */
export async function runBenchRunsCommand(args: ParsedArgs): Promise<number> {
  if (args.positionals.length !== 1) throw new UsageError(`bench runs: wants one FILE, got ${args.positionals.length}`);
  const file = args.positionals[0];
  const batchesFlag = args.flags.get('batches');
  const batches = (batchesFlag === undefined ? 'blend-toggle,state-heavy' : String(batchesFlag)).split(',').filter((b) => b !== '');
  const unknown = batches.filter((b) => !BATCH_ORDER.some((x) => x.name === b));
  if (batches.length === 0 || unknown.length > 0) throw new UsageError(`--batches wants names of bench batches (${BATCH_ORDER.map((b) => b.name).join(', ')}), got '${String(batchesFlag)}'`);
  const atLeastFlag = args.flags.get('at-least');
  const atLeast = atLeastFlag === undefined ? 0.5 : Number(atLeastFlag);
  if (!Number.isFinite(atLeast) || atLeast <= 0) throw new UsageError(`--at-least wants a number above 0, got '${String(atLeastFlag)}'`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(`bench runs: cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  let runs;
  try {
    runs = parseBenchRuns(text, file);
  } catch (err) {
    if (err instanceof BenchRunsError) throw new UsageError(`bench runs: ${err.message}`);
    throw err;
  }
  process.stdout.write(benchRunsMarkdown(runs, batches, atLeast));
  return runs.some((run) => readRun(run, batches, atLeast).met) ? 0 : 1;
}
