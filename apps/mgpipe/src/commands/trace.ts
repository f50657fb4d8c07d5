// `mgpipe trace record|replay|dump` (DESIGN §8, the trace oracle of §5). The format and the machinery
// are @mgpipe/trace; this file is argument handling and output. Exit codes as `scenario run`: 0 done
// (and matched with --compare), 1 mismatch, 2 error — a corrupt or truncated trace file is an error
// whose message names what is wrong and where.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareImages, DEFAULT_TOLERANCE, writeGlPixelsAsPng, type LaneRun } from '@mgpipe/harness';
import { dumpTrace, readTrace, recordScenario, replayTrace, stateAt, type Trace } from '@mgpipe/trace';
import { laneFor, referenceLane } from '../lanes.ts';
import { loadScenario } from '../scenario-loader.ts';
import { UsageError, type ParsedArgs } from '../util/args.ts';
import { ensureWritableDir, ensureWritableFile } from '../util/out-dir.ts';
import { laneRunReport } from '../report/from-runs.ts';
import { commandLine, reportPathOf } from '../report/option.ts';
import { stateTreeOf } from '../report/state-tree.ts';
import { writeReport } from '../report/write.ts';

const USAGE = `usage: mgpipe trace record FILE|NAME --out TRACE [--backend gles|reference] [--json]
       mgpipe trace replay TRACE [--backend gles|reference] [--compare reference] [--out DIR] [--json]
       mgpipe trace dump TRACE [--state-at N [--json] [--report FILE]]`;

function backendOf(args: ParsedArgs): string {
  const backend = String(args.flags.get('backend') ?? 'gles');
  if (backend !== 'gles' && backend !== 'reference' && backend !== 'recorder') {
    throw new UsageError(`trace: --backend takes gles or reference (got '${backend}')`);
  }
  return backend;
}

function loadTrace(path: string | undefined): Trace {
  if (!path) throw new UsageError(USAGE);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw new Error(`cannot read trace ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  try {
    return readTrace(bytes);
  } catch (err) {
    throw new Error(`${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function record(args: ParsedArgs, target: string | undefined): Promise<number> {
  const out = args.flags.get('out');
  if (!target || typeof out !== 'string') throw new UsageError(USAGE);
  const path = ensureWritableFile(out, '--out');
  const scenario = await loadScenario(target);
  const recorded = await recordScenario(scenario, await laneFor(backendOf(args)));
  writeFileSync(path, recorded.trace);
  const calls = recorded.records - 1; // less the END record
  const result = { name: scenario.name, lane: recorded.run.lane, trace: path, records: recorded.records, bytes: recorded.trace.length, glError: recorded.run.glError };
  if (args.flags.has('json')) process.stdout.write(`${JSON.stringify(result)}\n`);
  else process.stdout.write(`${scenario.name}: recorded ${calls} calls on ${result.lane} → ${path} (${result.bytes} bytes, ${(result.bytes / Math.max(1, calls)).toFixed(1)} bytes/call)\n`);
  return 0;
}

function writePng(path: string, run: LaneRun): string {
  writeGlPixelsAsPng(path, run.image.width, run.image.height, run.image.pixels);
  return path;
}

async function replay(args: ParsedArgs, path: string | undefined): Promise<number> {
  const compare = args.flags.get('compare');
  if (compare !== undefined && compare !== 'reference') throw new UsageError(`--compare takes 'reference' (got '${String(compare)}')`);
  const reportPath = reportPathOf(args);
  const trace = loadTrace(path);
  const json = args.flags.has('json');
  const { name } = trace.header;
  const outDir = join(ensureWritableDir(String(args.flags.get('out') ?? 'out')), `trace-${name}`);
  const stateAtFlag = stateAtOf(args);
  const state = stateAtFlag === null ? undefined : stateTreeOf(stateAt(trace, stateAtFlag));
  // --allow-test-faults: MOBILEGL_PIPE_TEST_FAULT outside NODE_ENV=test (what `mgpipe bisect --trace` passes on).
  const { latchPipeSwitches } = await import('@mgpipe/migration');
  // --report shows MOBILEGL_PIPE_STATS per frame: it turns stats on unless the environment set them.
  const switches = latchPipeSwitches(process.env, { allowTestFaults: args.flags.has('allow-test-faults'), stats: reportPath !== null && process.env.MOBILEGL_PIPE_STATS === undefined ? '1' : undefined });
  const ours = replayTrace(trace, await laneFor(backendOf(args), switches));

  if (compare === undefined) {
    const image = writePng(join(outDir, `${ours.lane}.png`), ours);
    const result = { name, lane: ours.lane, image, glError: ours.glError, records: trace.records.length };
    if (reportPath !== null) await writeReport(reportPath, { ...laneRunReport({ title: `trace ${name} on ${ours.lane}`, command: commandLine(), ours, ok: ours.glError === 0, summary: [['records', String(trace.records.length)]] }), state });
    if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else process.stdout.write(`${name}: replayed ${trace.records.length} records on ${ours.lane} → ${image}\n`);
    return 0;
  }

  const reference = replayTrace(trace, await referenceLane());
  const tolerance = trace.header.tolerance ?? DEFAULT_TOLERANCE;
  const comparison = compareImages(ours.image, reference.image, tolerance);
  if (reportPath !== null) {
    const report = laneRunReport({ title: `trace ${name} on ${ours.lane} vs reference`, command: commandLine(), ours, reference, comparison, ok: comparison.match, summary: [['records', String(trace.records.length)]] });
    await writeReport(reportPath, { ...report, state });
  }
  const images = {
    ours: writePng(join(outDir, 'ours.png'), ours),
    reference: writePng(join(outDir, 'reference.png'), reference),
    diff: join(outDir, 'diff.png'),
  };
  writeGlPixelsAsPng(images.diff, comparison.diffImage.width, comparison.diffImage.height, comparison.diffImage.pixels);
  const result = {
    name,
    match: comparison.match,
    maxChannelDiff: comparison.maxChannelDiff,
    diffPixels: comparison.diffPixels,
    totalPixels: comparison.totalPixels,
    lane: ours.lane,
    tolerance: trace.header.tolerance,
    glError: { ours: ours.glError, reference: reference.glError },
    images,
  };
  if (json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    process.stdout.write(
      `${name}: ${comparison.match ? 'match' : 'MISMATCH'} replaying on ${ours.lane} vs reference (max channel diff ${comparison.maxChannelDiff}, ${comparison.diffPixels}/${comparison.totalPixels} pixels differ)\n` +
        `  ours ${images.ours}\n  reference ${images.reference}\n  diff ${images.diff}\n`,
    );
  }
  return comparison.match ? 0 : 1;
}

/** --state-at N: a record count, or null when not given. */
function stateAtOf(args: ParsedArgs): number | null {
  const at = args.flags.get('state-at');
  if (at === undefined) return null;
  const n = Number(at);
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`--state-at takes a record count (got '${String(at)}')`);
  return n;
}

async function dump(args: ParsedArgs, path: string | undefined): Promise<number> {
  const json = args.flags.has('json');
  const reportPath = reportPathOf(args);
  const n = stateAtOf(args);
  if (n === null && (json || reportPath !== null)) throw new UsageError('trace dump: --json and --report need --state-at N (the state tree)');
  const trace = loadTrace(path);
  if (n === null) {
    process.stdout.write(`${dumpTrace(trace).join('\n')}\n`);
    return 0;
  }
  const lines = stateAt(trace, n);
  const { title, tree } = stateTreeOf(lines);
  const records = Math.min(n, trace.records.length);
  if (reportPath !== null) {
    await writeReport(reportPath, { title: `trace ${trace.header.name}: GL state after ${records} records`, command: commandLine(), summary: [['trace', trace.header.name], ['records', `${records} of ${trace.records.length}`]], state: { title, tree } });
  }
  if (json) process.stdout.write(`${JSON.stringify({ name: trace.header.name, records, of: trace.records.length, state: tree })}\n`);
  else process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

const target = (args: ParsedArgs) => {
  if (args.positionals.length > 1) throw new UsageError(`unexpected argument '${args.positionals[1]}'\n${USAGE}`);
  return args.positionals[0];
};

export const runRecord = (args: ParsedArgs) => record(args, target(args));
export const runReplay = (args: ParsedArgs) => replay(args, target(args));
export const runDump = (args: ParsedArgs) => dump(args, target(args));
