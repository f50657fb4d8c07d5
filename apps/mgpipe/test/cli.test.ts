// The command contract of DESIGN §8, exercised through the real bin (a child process, as a user runs it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReportBrowser, inspectReport, type ReportView } from './report-dom.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'mgpipe.mjs');

/** What every report must show in the browser: each chart one laid-out SVG with data marks, no outside request. */
function expectChartsDrawn(view: ReportView): void {
  expect(view.external).toEqual([]);
  for (const c of view.charts) {
    expect({ chart: c.title, svgs: c.svgs }).toEqual({ chart: c.title, svgs: 1 });
    expect(c.marks, c.title).toBeGreaterThan(0);
    expect(c.width, c.title).toBeGreaterThan(200);
    expect(c.height, c.title).toBeGreaterThan(60);
  }
}

function mgpipe(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// A scenario written outside the repository, importing nothing of ours (DESIGN §7: an ES module).
const OUTSIDE_SCENARIO = `export default {
  name: 'outside-two-clears',
  width: 16,
  height: 8,
  run(gl) {
    gl.clearColor(0, 0, 1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(0, 0, 8, 8);
    gl.clearColor(1, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
  },
};
`;

describe('mgpipe CLI', () => {
  afterAll(closeReportBrowser);

  it('lists the built-in scenarios', () => {
    const r = mgpipe('scenario', 'list');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toContain('minecraft-frame');
  });

  it('runs a scenario module from outside the repository on the reference lane, printing one JSON object', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-cli-'));
    const file = join(dir, 'outside.mjs');
    writeFileSync(file, OUTSIDE_SCENARIO);
    const r = mgpipe('scenario', 'run', file, '--backend', 'reference', '--out', join(dir, 'out'), '--json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result).toMatchObject({ name: 'outside-two-clears', lane: 'reference', glError: 0 });
    expect(existsSync(result.image)).toBe(true);
  });

  it('compares a scenario module from outside the repository with the reference, per DESIGN §8; --report renders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-cli-'));
    const file = join(dir, 'outside.mjs');
    writeFileSync(file, OUTSIDE_SCENARIO);
    const report = join(dir, 'report.html');
    const r = mgpipe('scenario', 'run', file, '--compare', 'reference', '--out', join(dir, 'out'), '--json', '--report', report);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result).toMatchObject({ name: 'outside-two-clears', match: true, maxChannelDiff: 0, diffPixels: 0, totalPixels: 128 });
    expect(result.verify).toMatchObject({ divergences: 0 });
    expect('stats' in result).toBe(true);
    for (const image of ['ours', 'reference', 'diff']) expect(existsSync(result.images[image]), image).toBe(true);
    // The report in a real browser: the three 16x8 images and their zooms (8x8 region, x8) decoded and laid out.
    const view = await inspectReport(report);
    expect(view).toMatchObject({ title: expect.stringContaining('outside-two-clears'), badge: 'PASS' });
    expect(view.images.map((i) => [i.naturalWidth, i.naturalHeight, i.complete])).toEqual([[16, 8, true], [16, 8, true], [16, 8, true], [64, 64, true], [64, 64, true], [64, 64, true]]);
    for (const i of view.images) expect(i.width, i.alt).toBeGreaterThan(50);
    expectChartsDrawn(view);
  });

  it('exits 1 when our image differs from the reference', () => {
    // Same scenario; the recorder lane renders nothing, so its black image cannot match the reference.
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-cli-'));
    const file = join(dir, 'outside.mjs');
    writeFileSync(file, OUTSIDE_SCENARIO);
    const r = mgpipe('scenario', 'run', file, '--backend', 'recorder', '--compare', 'reference', '--out', join(dir, 'out'), '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ match: false, diffPixels: 128, totalPixels: 128 });
  });

  it('exits 2 with a message naming the problem for a module that is not a scenario', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-cli-'));
    const file = join(dir, 'bad.mjs');
    writeFileSync(file, 'export default { name: "bad", width: -3 };\n');
    const r = mgpipe('scenario', 'run', file, '--backend', 'reference');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/width must be an integer/);
    expect(r.stderr).toMatch(/run must be a function/);
  });

  it('exits 2 for an unknown scenario name and for an unknown command', () => {
    expect(mgpipe('scenario', 'run', 'no-such-scenario').code).toBe(2);
    const r = mgpipe('frobnicate');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown command 'frobnicate'/);
  });

  it('demo renders its frames, prints the per-frame table and writes the images and the report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-demo-'));
    const r = mgpipe('demo', '--out', dir);
    expect(r.code, r.stderr).toBe(0);
    for (const file of ['demo.png', 'demo-reference.png', 'demo-diff.png', 'report.html']) {
      expect(r.stdout).toContain(join(dir, file));
      expect(existsSync(join(dir, file))).toBe(true);
    }
    // One row a frame: frame, draws, calls, bytes, cso hit% hits/misses, suppressed, round trips, ...
    const rows = [...r.stdout.matchAll(/^(\d+)(?: \(\+setup\))?\s+(\d+)\s+(\d+)\s+(\d+)\s+\S+ (\d+)\/(\d+)\s+(\d+)\s+(\d+)\s/gm)].map((m) => m.slice(1).map(Number));
    expect(rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [, draws, calls] of rows) {
      expect(draws).toBeGreaterThan(10);
      expect(calls).toBeGreaterThan(0);
    }
    // Steady state (every frame after the first): every pipeline found in the CSO cache, no round trip.
    for (const [frame, , , , , misses, , roundTrips] of rows.slice(1)) expect({ frame, misses, roundTrips }).toEqual({ frame, misses: 0, roundTrips: 0 });
    expect(r.stdout).toMatch(/matches Mesa's desktop GL 4\.5: max channel diff \d+, \d+\/230400 pixels differ/);
    // out/report.html in a real browser: every per-frame chart drawn, one bar a frame where every frame has calls.
    const view = await inspectReport(join(dir, 'report.html'));
    expect(view.badge).toBe('PASS');
    expect(view.charts.map((c) => c.title)).toEqual(expect.arrayContaining(['MGPipe calls by kind', 'Bytes by kind', 'CSO cache', 'Validation and suppression', 'Uploads by shape', 'Draws', 'Stack cost per draw']));
    expectChartsDrawn(view);
    expect(view.charts.find((c) => c.title === 'Draws')!.marks).toBe(8);
    expect(view.images.map((i) => [i.naturalWidth, i.naturalHeight])).toEqual([[640, 360], [640, 360], [640, 360], [192, 192], [192, 192], [192, 192]]);
    for (const i of view.images) expect(i.width, i.alt).toBeGreaterThan(150);
  });
  it('bench --json names the CPUs it was allowed, not the machine\'s: one under `taskset -c 0`', () => {
    const r = spawnSync('taskset', ['-c', '0', process.execPath, BIN, 'bench', 'blend-toggle', '--json', '--repeats', '1', '--draws', '40', '--one-process'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    const { machine } = JSON.parse(r.stdout) as { machine: { cores: number; cpusAllowed: number } };
    expect(machine.cpusAllowed).toBe(1);
    expect(machine.cores).toBe(cpus().length);
  });
  // One batch through the default lane processes (8 processes: ~15-20 s inside CI), the other two in one process: the
  // lane processes do not depend on the batch, and every batch's output shape is the same either way.
  it.each([['blend-toggle', 'process per lane'], ['state-heavy', 'one process'], ['upload-heavy', 'one process']])('bench %s --json (%s) reports both measurements and their ratios from one run (shape only: timings are not asserted)', async (name, lanesRun) => {
    const report = join(mkdtempSync(join(tmpdir(), 'mgpipe-bench-')), 'bench.html');
    const r = mgpipe('bench', name, '--json', '--repeats', '1', '--draws', '400', '--report', report, ...(lanesRun === 'one process' ? ['--one-process'] : []));
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    const laneNames = ['native', 'pull', 'push', 'push-nocso'];
    for (const set of ['lanes', 'stackOnly'] as const) {
      const lanes = out[set] as Record<string, { drawsPerSec: number; nsPerDraw: number; fastestNsPerDraw: number; threadBusyNsPerDraw: number; jsWaitNsPerDraw: number }>;
      expect(Object.keys(lanes)).toEqual(laneNames);
      for (const l of laneNames) {
        expect(lanes[l].nsPerDraw).toBeGreaterThan(0);
        // One round (--repeats 1): its fastest round is its median one.
        expect(lanes[l].fastestNsPerDraw).toBe(lanes[l].nsPerDraw);
      }
      // The native lane calls the driver itself: no driver thread time in its rounds, also where the lanes share a process.
      expect(lanes.native).toMatchObject({ threadBusyNsPerDraw: 0, jsWaitNsPerDraw: 0 });
    }
    // 400 drawn blend-toggle or state-heavy draws fill batches the driver thread makes; upload-heavy reads the driver
    // before every draw (its texSubImage2D), so its batches never fill and stay on the JS thread.
    const push = (out.lanes as Record<string, { threadBusyNsPerDraw: number }>).push;
    if (name === 'upload-heavy') expect(push.threadBusyNsPerDraw).toBe(0);
    else expect(push.threadBusyNsPerDraw).toBeGreaterThan(0);
    for (const set of ['ratios', 'stackOnlyRatios', 'fastestRatios', 'stackOnlyFastestRatios'] as const) {
      expect(Object.keys(out[set] as object).sort()).toEqual(['pull/native', 'push-nocso/pull', 'push/native', 'push/pull', 'push/push-nocso']);
    }
    // By default each lane runs in a process of its own (lane-process.ts), as one application would run it.
    // Every lane ran under the command's raised V8 inlining budget (a lane process reporting another fails the run).
    // The command runs the driver thread unless MGPIPE_DRIVER_THREAD=0 (util/driver-thread.ts); lane processes match it.
    expect(out).toMatchObject({ name, draws: 400, repeats: 1, lanesRun, jitInlining: 'raised', driverThread: true });
    // The summary names the machine and the driver it measured.
    const { machine, driver } = out as { machine: { cpu: string; cores: number; cpusAllowed: number }; driver: { renderer: string; version: string } };
    expect(machine.cores).toBeGreaterThan(0);
    // The CPUs it may run on: its affinity, the one this test's process has (the command inherits it).
    expect(machine.cpusAllowed).toBe(availableParallelism());
    expect(driver.renderer).not.toBe('?');
    expect(driver.version).toMatch(/OpenGL ES/);
    // The report: per lane set one bar a lane (ns/draw) and one a ratio, side by side; its summary names the commit.
    expect(readFileSync(report, 'utf8')).toContain((out as { commit: string | null }).commit ?? 'unknown');
    const view = await inspectReport(report);
    expectChartsDrawn(view);
    const onDriver = `driver: ${driver.renderer}`;
    expect(view.charts.map((c) => c.title)).toEqual([`${onDriver}: ns per draw`, `${onDriver}: ratios`, 'draws dropped (stack only): ns per draw', 'draws dropped (stack only): ratios']);
    expect(mgpipe('bench', name, '--repeats', '0').code).toBe(2);
    // Eight lane setups and 6,400 draws (--draws 400; the default 10,000 made this ~20 s a batch on llvmpipe).
  }, 150_000);
  it('bench --one-process runs every lane in the command\'s process; a lane process without its channel says so', () => {
    const r = mgpipe('bench', 'blend-toggle', '--json', '--repeats', '1', '--draws', '40', '--one-process');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { lanesRun: string; stackOnly: Record<string, { nsPerDraw: number }> };
    expect(out.lanesRun).toBe('one process');
    expect(Object.keys(out.stackOnly)).toEqual(['native', 'pull', 'push', 'push-nocso']);
    // MGPIPE_JIT_INLINING=default runs under V8's own budget and says so; a value it does not know is an error, exit 2.
    const withJit = (value: string) => spawnSync(process.execPath, [BIN, 'bench', 'blend-toggle', '--json', '--repeats', '1', '--draws', '40', '--one-process'], {
      encoding: 'utf8', timeout: 60_000, env: { ...process.env, MGPIPE_JIT_INLINING: value },
    });
    const byDefault = withJit('default');
    expect(byDefault.status, byDefault.stderr).toBe(0);
    expect((JSON.parse(byDefault.stdout) as { jitInlining: string }).jitInlining).toBe('default');
    const unknown = withJit('on');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("MGPIPE_JIT_INLINING: 'on' is neither 'raised' nor 'default'");
    // MGPIPE_DRIVER_THREAD=0: the stack lanes make their batches on the JS thread, and the JSON says so; any value but
    // 0 / 1 is an error naming the variable, exit 2.
    const withThread = (value: string) => spawnSync(process.execPath, [BIN, 'bench', 'blend-toggle', '--json', '--repeats', '1', '--draws', '40', '--one-process'], {
      encoding: 'utf8', timeout: 60_000, env: { ...process.env, MGPIPE_DRIVER_THREAD: value },
    });
    const unthreaded = withThread('0');
    expect(unthreaded.status, unthreaded.stderr).toBe(0);
    expect((JSON.parse(unthreaded.stdout) as { driverThread: boolean }).driverThread).toBe(false);
    const badThread = withThread('on');
    expect(badThread.status).toBe(2);
    expect(badThread.stderr).toContain("MGPIPE_DRIVER_THREAD must be 0 or 1, got 'on'");
    // The commit measured: git's HEAD of this checkout (`+dirty` when tracked files differ), and when; the GPU carry's
    // run.mjs sets MGPIPE_BUILD_COMMIT instead (no repository there), which wins; a value that is no commit is exit 2.
    const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8' });
    const measured = JSON.parse(r.stdout) as { commit: string | null; measuredAt: string };
    expect(measured.commit === null ? null : measured.commit.replace(/\+dirty$/, '')).toBe(head.status === 0 ? head.stdout.trim() : null);
    expect(Date.now() - Date.parse(measured.measuredAt)).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse(measured.measuredAt)).toBeLessThan(60_000);
    const withCommit = (value: string) => spawnSync(process.execPath, [BIN, 'bench', 'blend-toggle', '--json', '--repeats', '1', '--draws', '40', '--one-process'], {
      encoding: 'utf8', timeout: 60_000, env: { ...process.env, MGPIPE_BUILD_COMMIT: value },
    });
    const packed = withCommit('abc1234+dirty');
    expect(packed.status, packed.stderr).toBe(0);
    expect((JSON.parse(packed.stdout) as { commit: string }).commit).toBe('abc1234+dirty');
    const notCommit = withCommit('main');
    expect(notCommit.status).toBe(2);
    expect(notCommit.stderr).toContain("MGPIPE_BUILD_COMMIT wants a commit hash (7-40 hex digits, optionally +dirty), got 'main'");
    // Started as a lane process by hand (no IPC channel to a bench): an error naming the variable, exit 2.
    const lane = spawnSync(process.execPath, [BIN, 'bench', 'blend-toggle'], {
      encoding: 'utf8', timeout: 60_000, env: { ...process.env, MGPIPE_BENCH_LANE: JSON.stringify({ lane: 'push', nullDraws: true, draws: 40 }) },
    });
    expect(lane.status).toBe(2);
    expect(lane.stderr).toContain('MGPIPE_BENCH_LANE is set but this process has no IPC channel to the bench');
    expect(lane.stdout).toBe('');
    // A value that is not a lane spec is named as such, not a JSON parser's message.
    for (const bad of ['{not json', 'null', '{"lane":"push"}']) {
      const r = spawnSync(process.execPath, [BIN, 'bench', 'blend-toggle'], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, MGPIPE_BENCH_LANE: bad } });
      expect(r.status, bad).toBe(2);
      expect(r.stderr, bad).toContain(`MGPIPE_BENCH_LANE is not a lane spec ({lane, nullDraws, draws}): ${bad}`);
    }
  }, 60_000);
  it('piglit compare states the reference passes and ours among them, and exits 1 on a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-piglit-compare-'));
    const run = (results: { test: string; status: string; reason: string }[]) => JSON.stringify({ total: results.length, results });
    const ref = join(dir, 'ref.json'), ours = join(dir, 'ours.json'), same = join(dir, 'same.json'), bad = join(dir, 'bad.json');
    writeFileSync(ref, `${run([{ test: 't/a', status: 'pass', reason: '' }, { test: 't/b', status: 'pass', reason: '' }, { test: 't/c', status: 'fail', reason: 'probe' }])}\n`);
    writeFileSync(ours, `progress noise\n${run([{ test: 't/a', status: 'pass', reason: '' }, { test: 't/b', status: 'skip', reason: 'requires GL_X (not advertised)' }, { test: 't/c', status: 'pass', reason: '' }])}\n`);
    writeFileSync(same, `${run([{ test: 't/a', status: 'pass', reason: '' }, { test: 't/b', status: 'pass', reason: '' }, { test: 't/c', status: 'skip', reason: 'x' }])}\n`);
    writeFileSync(bad, '{"total": 1}\n');
    const missing = mgpipe('piglit', 'compare', ref, ours);
    expect(missing.code, missing.stderr).toBe(1);
    expect(missing.stdout.split('\n')[0]).toBe('reference passes: 2 of 3 tests; ours among them: 1 (1 missing)');
    expect(missing.stdout).toContain('t/b');
    const json = mgpipe('piglit', 'compare', ref, same, '--json');
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ referencePasses: 2, oursAmongThem: 2, missing: [] });
    expect(mgpipe('piglit', 'compare', ref, bad).code).toBe(2);
    expect(mgpipe('piglit', 'compare', ref).code).toBe(2);
  });
  it('bench upload-walk --json reports before and after with 1 and 500 textures, upload and params loops, from one run (shape only)', () => {
    const r = mgpipe('bench', 'upload-walk', '--json', '--repeats', '1', '--draws', '400');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { draws: number; repeats: number; lanes: Record<string, { nsPerDraw: number }>; ratios: Record<string, number> };
    expect(Object.keys(out.lanes)).toEqual(['1-after', '1-before', '1-params-after', '1-params-before', '500-after', '500-before', '500-params-after', '500-params-before']);
    for (const l of Object.values(out.lanes)) expect(l.nsPerDraw).toBeGreaterThan(0);
    expect(Object.keys(out.ratios)).toEqual(['before/after, 1 texture', 'before/after, 500 textures', '500/1 textures, before', '500/1 textures, after',
      'params before/after, 1 texture', 'params before/after, 500 textures', 'params 500/1 textures, after']);
    expect(out).toMatchObject({ draws: 400, repeats: 1 });
    expect(mgpipe('bench', 'upload-walk', '--repeats', '0').code).toBe(2);
    // --draws: a multiple of 4 (the batches' loops step by up to 4 draws), named in the message.
    const odd = mgpipe('bench', 'upload-walk', '--draws', '6');
    expect(odd.code).toBe(2);
    expect(odd.stderr).toContain("--draws wants a multiple of 4 from 4 to 1000000, got '6'");
  }, 150_000);
});
