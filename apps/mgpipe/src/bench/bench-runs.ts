// `mgpipe bench runs FILE`: the JSON lines `bench NAME --json` wrote (run-on-gpu.sh's bench.jsonl, BENCH_RUNS runs of
// a set of batches one after the other) as one table, run by run, and issue 19's reading of each run: push at least
// `atLeast` x native on every batch named, all of them from that one run (a ratio from one run and another from the next
// is not "figures from one run"). The file is read as untrusted: a line that is not a bench result is an error naming it.
import type { BenchResult, LaneResult } from './side-by-side.ts';

/** One run: the results of consecutive lines until a batch comes again. */
export interface BenchRun {
  results: BenchResult[];
}

export class BenchRunsError extends Error {}

/** The lanes the table reads (a file from before a lane existed still reads). */
const TABLE_LANES = ['native', 'push'] as const;
const LANE_FIELDS = ['drawsPerSec', 'nsPerDraw', 'fastestDrawsPerSec', 'fastestNsPerDraw', 'threadBusyNsPerDraw', 'jsWaitNsPerDraw'] as const;

function isLane(v: unknown): v is LaneResult {
  return typeof v === 'object' && v !== null && LANE_FIELDS.every((f) => typeof (v as Record<string, unknown>)[f] === 'number');
}

function isRatios(v: unknown): v is Record<string, number> {
  return typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)['push/native'] === 'number';
}

/** The line's result, checked field by field for what the table reads; `where` names the line in errors. */
function resultOf(v: unknown, where: string): BenchResult {
  const r = v as Partial<BenchResult> | null;
  if (typeof r !== 'object' || r === null || typeof r.name !== 'string') throw new BenchRunsError(`${where}: not a bench result (no name)`);
  for (const group of ['lanes', 'stackOnly'] as const) {
    const lanes = r[group] as Record<string, unknown> | undefined;
    for (const lane of TABLE_LANES) {
      if (typeof lanes !== 'object' || lanes === null || !isLane(lanes[lane])) throw new BenchRunsError(`${where} (${r.name}): ${group}.${lane} missing or not numbers`);
    }
  }
  for (const group of ['ratios', 'fastestRatios', 'stackOnlyRatios'] as const) {
    if (!isRatios(r[group])) throw new BenchRunsError(`${where} (${r.name}): ${group} has no push/native`);
  }
  if (typeof r.driver !== 'object' || r.driver === null || typeof r.driver.renderer !== 'string') throw new BenchRunsError(`${where} (${r.name}): no driver`);
  return r as BenchResult;
}

/** The file's lines as runs (blank lines skipped). */
export function parseBenchRuns(text: string, file: string): BenchRun[] {
  const runs: BenchRun[] = [];
  let current: BenchRun | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    let v: unknown;
    try {
      v = JSON.parse(lines[i]);
    } catch {
      throw new BenchRunsError(`${file}:${i + 1}: not JSON`);
    }
    const r = resultOf(v, `${file}:${i + 1}`);
    if (current === null || current.results.some((c) => c.name === r.name)) runs.push((current = { results: [] }));
    current.results.push(r);
  }
  if (runs.length === 0) throw new BenchRunsError(`${file}: no bench results`);
  return runs;
}

/** Whether run `run` has every batch of `batches` at push/native >= atLeast, and what it lacks when not. */
export function readRun(run: BenchRun, batches: readonly string[], atLeast: number): { met: boolean; why: string } {
  const short: string[] = [];
  for (const name of batches) {
    const r = run.results.find((x) => x.name === name);
    if (r === undefined) short.push(`${name} not run`);
    else if (!(r.ratios['push/native'] >= atLeast)) short.push(`${name} ${r.ratios['push/native']}`);
  }
  return short.length === 0 ? { met: true, why: `push/native >= ${atLeast} on ${batches.join(' and ')}` } : { met: false, why: short.join(', ') };
}

/** The markdown table of every run and each run's reading. */
export function benchRunsMarkdown(runs: BenchRun[], batches: readonly string[], atLeast: number): string {
  const all = runs.flatMap((r) => r.results);
  const first = all[0];
  // A line from before bench --json recorded them has neither (read as '?').
  const commits = [...new Set(all.map((r) => (typeof r.commit === 'string' ? r.commit : '?')))];
  const times = all.flatMap((r) => (typeof r.measuredAt === 'string' ? [r.measuredAt] : [])).sort(); // ISO 8601: sorts as it reads
  const lines = [
    `### ${runs.length} run${runs.length === 1 ? '' : 's'}: ${first.driver.renderer} | ${first.driver.version}; machine: ${first.machine?.cpu ?? '?'} (${first.machine?.cpusAllowed ?? '?'} of ${first.machine?.cores ?? '?'} CPUs); driver thread: ${first.driverThread ? 'on' : 'off'}`,
    '',
    `commit ${commits.join(', ')}; measured ${times.length === 0 ? '?' : `${times[0]} to ${times[times.length - 1]}`}`,
    '',
    '| run | batch | push/native | native / push ns a draw | push: driver thread busy / JS waiting | fastest rounds: push/native | stack only: native / push ns |',
    '|---|---|---|---|---|---|---|',
  ];
  runs.forEach((run, i) => {
    for (const r of run.results) {
      const n = r.lanes.native, p = r.lanes.push;
      lines.push(`| ${i + 1} | ${r.name} | ${r.ratios['push/native']} | ${n.nsPerDraw} / ${p.nsPerDraw} | ${p.threadBusyNsPerDraw} / ${p.jsWaitNsPerDraw} | ${r.fastestRatios['push/native']} | ${r.stackOnly.native.nsPerDraw} / ${r.stackOnly.push.nsPerDraw} |`);
    }
  });
  lines.push('');
  runs.forEach((run, i) => {
    const { met, why } = readRun(run, batches, atLeast);
    lines.push(`run ${i + 1}: ${met ? 'met' : 'not met'} (${why})`);
  });
  const renderers = new Set(runs.flatMap((r) => r.results.map((x) => x.driver.renderer)));
  if (renderers.size > 1) lines.push(`the file mixes drivers: ${[...renderers].join('; ')}`);
  lines.push('');
  return lines.join('\n');
}
