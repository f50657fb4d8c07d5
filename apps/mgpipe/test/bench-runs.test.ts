// `mgpipe bench runs FILE`: bench.jsonl (BENCH_RUNS runs of a batch set) read run by run, and issue 19's reading —
// push >= 0.5x native on blend-toggle and state-heavy with both figures from one run. The results here are written
// for the test (their ratios stated, not measured): what is checked is the reading, not a timing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainInProcess } from './main-in-process.ts';
import { parseBenchRuns, readRun } from '../src/bench/bench-runs.ts';

const DIR = mkdtempSync(join(tmpdir(), 'mgpipe-bench-runs-'));
const BATCHES = ['blend-toggle', 'state-heavy'];

const lane = (ns: number) => ({ drawsPerSec: Math.round(1e9 / ns), nsPerDraw: ns, fastestDrawsPerSec: Math.round(1e9 / ns), fastestNsPerDraw: ns, threadBusyNsPerDraw: 0, jsWaitNsPerDraw: 0 });

/** A bench result whose push lane is `ratio` x native (native 400 ns a draw). */
function result(name: string, ratio: number) {
  const lanes = { native: lane(400), pull: lane(900), push: lane(Math.round(400 / ratio)), 'push-nocso': lane(900) };
  const ratios = { 'push/native': ratio };
  return {
    name, draws: 10000, repeats: 15, measuredAt: `2026-12-08T03:0${name.length % 10}:00.000Z`, commit: '75a4dca', lanesRun: 'process per lane', jitInlining: 'raised', driverThread: true, llvmpipeThreads: undefined,
    machine: { cpu: 'test', cores: 16, cpusAllowed: 2, os: 'linux' }, driver: { renderer: 'NVIDIA H200', version: 'OpenGL ES 3.2 NVIDIA 580.159.04' },
    lanes, ratios, fastestRatios: ratios, stackOnly: lanes, stackOnlyRatios: ratios, stackOnlyFastestRatios: ratios,
  };
}

function file(name: string, lines: unknown[]): string {
  const path = join(DIR, name);
  writeFileSync(path, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return path;
}

const run = mainInProcess;

afterEach(() => vi.restoreAllMocks());

describe('bench runs', () => {
  it('splits the lines into runs where a batch comes again', () => {
    const text = [result('blend-toggle', 0.6), result('state-heavy', 0.7), result('blend-toggle', 0.8), result('state-heavy', 0.9), result('blend-toggle', 1)]
      .map((r) => JSON.stringify(r)).join('\n');
    expect(parseBenchRuns(text, 'f').map((r) => r.results.map((x) => `${x.name} ${x.ratios['push/native']}`)))
      .toEqual([['blend-toggle 0.6', 'state-heavy 0.7'], ['blend-toggle 0.8', 'state-heavy 0.9'], ['blend-toggle 1']]);
  });

  it('a run meets the reading only with every batch at or above the share, and says what it lacks', () => {
    const [met, below, missing] = parseBenchRuns([
      result('blend-toggle', 0.5), result('state-heavy', 0.71),
      result('blend-toggle', 0.85), result('state-heavy', 0.499),
      result('blend-toggle', 0.9),
    ].map((r) => JSON.stringify(r)).join('\n'), 'f');
    expect(readRun(met, BATCHES, 0.5).met).toBe(true);
    expect(readRun(below, BATCHES, 0.5)).toEqual({ met: false, why: 'state-heavy 0.499' });
    expect(readRun(missing, BATCHES, 0.5)).toEqual({ met: false, why: 'state-heavy not run' });
    expect(readRun(met, BATCHES, 0.6)).toEqual({ met: false, why: 'blend-toggle 0.5' });
  });

  it('exit 1 when no single run has both: figures from two runs do not combine', async () => {
    const path = file('split.jsonl', [result('blend-toggle', 0.6), result('state-heavy', 0.4), result('blend-toggle', 0.4), result('state-heavy', 0.6)]);
    const r = await run(['bench', 'runs', path]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('run 1: not met (state-heavy 0.4)');
    expect(r.stdout).toContain('run 2: not met (blend-toggle 0.4)');
    expect(r.stdout).toContain('| 2 | state-heavy | 0.6 | 400 / 667 |');
  });

  it('exit 0 when a run has both, the driver named', async () => {
    const path = file('met.jsonl', [result('blend-toggle', 0.3), result('state-heavy', 0.7), result('blend-toggle', 0.85), result('state-heavy', 0.71)]);
    const r = await run(['bench', 'runs', path]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('### 2 runs: NVIDIA H200 | OpenGL ES 3.2 NVIDIA 580.159.04');
    expect(r.stdout).toContain('run 2: met');
    // What the README records with a figure: the commit and when (blend-toggle's lines at 03:02, state-heavy's at 03:01).
    expect(r.stdout).toContain('commit 75a4dca; measured 2026-12-08T03:01:00.000Z to 2026-12-08T03:02:00.000Z');
    // A line from before bench --json recorded them reads as unknown, not as another line's.
    const { commit: _c, measuredAt: _m, ...old } = result('blend-toggle', 0.6);
    const mixed = await run(['bench', 'runs', file('old.jsonl', [old, result('state-heavy', 0.7)])]);
    expect(mixed.stdout).toContain('commit ?, 75a4dca; measured 2026-12-08T03:01:00.000Z to 2026-12-08T03:01:00.000Z');
  });

  it('a line that is not a bench result is exit 2 naming the file and line', async () => {
    const notJson = file('not-json.jsonl', [result('blend-toggle', 0.6), '{"name": "state-heavy", ']);
    expect(await run(['bench', 'runs', notJson])).toMatchObject({ code: 2, stderr: expect.stringContaining('not-json.jsonl:2: not JSON') });
    const { push: _dropped, ...lanes } = result('state-heavy', 0.6).lanes;
    const noPush = file('no-push.jsonl', [{ ...result('state-heavy', 0.6), lanes }]);
    expect(await run(['bench', 'runs', noPush])).toMatchObject({ code: 2, stderr: expect.stringContaining('no-push.jsonl:1 (state-heavy): lanes.push missing') });
    expect(await run(['bench', 'runs', join(DIR, 'absent.jsonl')])).toMatchObject({ code: 2, stderr: expect.stringContaining('cannot read') });
    expect(await run(['bench', 'runs', notJson, '--at-least', '0'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--at-least wants a number above 0') });
    expect(await run(['bench', 'runs', notJson, '--batches', 'blend'])).toMatchObject({ code: 2, stderr: expect.stringContaining("--batches wants names of bench batches") });
  });
});
