// Runs one bench batch on the four lanes side by side (DESIGN §6): native GLES, our stack pulled, pushed, and
// pushed without CSO content addressing; once as the driver sees it and once with draws dropped before the driver.
import { availableParallelism, cpus, release } from 'node:os';
import { createContext, directGl as native, driverThreadStats, GL as C } from '@mgpipe/native-gl';
import { buildCommit } from '../util/build-commit.ts';
import { JIT_INLINING_FLAGS, jitInlining, type JitInlining } from '../util/jit-inlining.ts';
import type { Progress } from '../util/progress.ts';
import { glesLane } from '../lanes.ts';
import { nativeBenchGL } from './bench-gl.ts';
import type { BenchBatch } from './batches.ts';
import { spawnLane, type DriverName, type LaneRounds, type LaneSpec, type NamedLaneRounds, type RoundSample } from './lane-process.ts';

const SIZE = 64;
export const LANES = ['native', 'pull', 'push', 'push-nocso'] as const;

export interface LaneResult {
  /** The median round's. */
  drawsPerSec: number;
  nsPerDraw: number;
  /**
   * The fastest round's. The machines we bench on are shared VMs that slow down for seconds at a time (a fixed JS
   * loop over a 16 KiB table, pinned to one CPU, moves between ~2.0 and ~3.0-3.9 ns an iteration with no GC, compile or
   * deopt in between; README "Benchmarks"), and such a stretch can meet one lane's rounds more than another's: the
   * fastest rounds compare the lanes at the host's full speed.
   */
  fastestDrawsPerSec: number;
  fastestNsPerDraw: number;
  /**
   * The median round's driver thread figures, ns a draw (0 with the thread off, and on the native lane, which calls
   * the driver itself): the thread's time making the queued calls, and the JS thread's time waiting for it. A lane
   * whose nsPerDraw is about threadBusyNsPerDraw waits on the driver; one whose jsWaitNsPerDraw is about 0 on its own
   * JS (what a stack change then moves).
   */
  threadBusyNsPerDraw: number;
  jsWaitNsPerDraw: number;
}

/** A lane ready to run: its batch, how to wait for its GPU work, how to make its context current. */
export interface PreparedLane {
  makeCurrent(): void;
  batch(): void;
  finish(): void;
  destroy(): void;
}

/** One measured round of a lane in this process: its batch and a finish, in ns, and the driver thread's share. */
export function timeRound(lane: PreparedLane): RoundSample {
  lane.makeCurrent();
  const before = driverThreadStats();
  const t0 = process.hrtime.bigint();
  lane.batch();
  lane.finish();
  const ns = Number(process.hrtime.bigint() - t0);
  const after = driverThreadStats();
  return { ns, threadBusyNs: after.busyNs - before.busyNs, jsWaitNs: after.jsWaitNs - before.jsWaitNs };
}

/** A lane of this process as measureRounds (and a lane process's serveLane) takes it: its rounds timed here. */
export function inProcessRounds(lane: PreparedLane & { driver?: DriverName | null }): NamedLaneRounds {
  return { driver: lane.driver ?? null, round: () => timeRound(lane), destroy: () => lane.destroy() };
}

/**
 * Runs the lanes in interleaved rounds (each round starting one lane later), one warm-up round first, and takes
 * each lane's median: machine noise of any moment hits every lane alike, so the ratios are fair. A lane's round may
 * run in another process (lane-process.ts); only one runs at a time. Each lane also reports its fastest round.
 */
export async function measureRounds(lanes: Record<string, LaneRounds>, draws: number, repeats: number, onRound: (round: number) => void): Promise<Record<string, LaneResult>> {
  const samples: Record<string, RoundSample[]> = {};
  const entries = Object.entries(lanes);
  for (let round = -1; round < repeats; round++) {
    onRound(round);
    for (let k = 0; k < entries.length; k++) {
      const [name, lane] = entries[(k + round + 1) % entries.length];
      const sample = await lane.round();
      if (round >= 0) (samples[name] ??= []).push(sample);
    }
  }
  const results: Record<string, LaneResult> = {};
  for (const [name] of entries) {
    const list = samples[name].sort((a, b) => a.ns - b.ns);
    const median = list[Math.floor(list.length / 2)];
    results[name] = {
      drawsPerSec: Math.round((draws * 1e9) / median.ns),
      nsPerDraw: Math.round(median.ns / draws),
      fastestDrawsPerSec: Math.round((draws * 1e9) / list[0].ns),
      fastestNsPerDraw: Math.round(list[0].ns / draws),
      threadBusyNsPerDraw: Math.round(median.threadBusyNs / draws),
      jsWaitNsPerDraw: Math.round(median.jsWaitNs / draws),
    };
  }
  return results;
}

/** The batch straight on a native GLES 3.2 context: the floor our stack is measured against. */
function nativeLane(batch: BenchBatch, draws: number, nullDraws: boolean): PreparedLane & { driver: DriverName } {
  const ctx = createContext({ api: 'gles', surface: { width: SIZE, height: SIZE } });
  ctx.makeCurrent();
  const run = batch.setup(nativeBenchGL(nullDraws), true, draws);
  const error = native.glGetError();
  if (error !== C.NO_ERROR) {
    ctx.destroy();
    throw new Error(`bench ${batch.name}: native setup raised GL error 0x${error.toString(16)}`);
  }
  const driver = { renderer: native.glGetString(C.RENDERER) ?? '?', version: native.glGetString(C.VERSION) ?? '?' };
  return { driver, makeCurrent: () => ctx.makeCurrent(), batch: run, finish: () => native.glFinish(), destroy: () => ctx.destroy() };
}

/**
 * Our stack with MOBILEGL_PIPE_PUSH=`push`: `none` is the pull path; `all` pushes the subsystems backend-gles
 * has a push path for; `all,nocso` is the negative control without CSO content addressing. Verify and stats stay
 * off: this measures the shipping configuration.
 */
async function stackLane(batch: BenchBatch, draws: number, push: string, nullDraws: boolean): Promise<PreparedLane> {
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: push, MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
  const lane = (await glesLane({ switches, nullDraws }))({ width: SIZE, height: SIZE });
  lane.makeCurrent();
  const run = batch.setup(lane.gl, false, draws);
  const error = lane.gl.getError();
  if (error !== lane.gl.NO_ERROR) {
    lane.destroy();
    throw new Error(`bench ${batch.name}: setup on lane ${push} raised GL error 0x${error.toString(16)}`);
  }
  return { makeCurrent: () => lane.makeCurrent(), batch: run, finish: () => lane.gl.finish(), destroy: () => lane.destroy() };
}

/** MOBILEGL_PIPE_PUSH of each stack lane. */
const PUSH_OF: Readonly<Record<string, string>> = { pull: 'none', push: 'all', 'push-nocso': 'all,nocso' };

/** Lane `lane` (one of LANES) of `batch`, set up in this process; the native lane names the driver. */
export async function prepareLane(batch: BenchBatch, lane: string, draws: number, nullDraws: boolean): Promise<PreparedLane & { driver: DriverName | null }> {
  if (lane === 'native') return nativeLane(batch, draws, nullDraws);
  const push = PUSH_OF[lane];
  if (push === undefined) throw new Error(`bench ${batch.name}: no lane '${lane}' (${LANES.join(', ')})`);
  return { ...(await stackLane(batch, draws, push, nullDraws)), driver: null };
}

/** How the lanes run: each in a process of its own (lane-process.ts, the default) or all in this one. */
export type LaneIsolation = 'process per lane' | 'one process';

export interface BenchResult {
  name: string;
  draws: number;
  repeats: number;
  /** When the run ended (ISO 8601, UTC). */
  measuredAt: string;
  /** The commit measured (util/build-commit.ts: the carry's packed commit, else git's HEAD, `+dirty`), or null. */
  commit: string | null;
  lanesRun: LaneIsolation;
  /** V8's inlining budget every lane ran under (util/jit-inlining.ts; lane processes report theirs and must match). */
  jitInlining: JitInlining;
  /**
   * Whether the stack lanes' call queue made its batches on the driver thread (the command's default;
   * MGPIPE_DRIVER_THREAD=0 turns it off: util/driver-thread.ts). The native lane calls the driver directly either way.
   */
  driverThread: boolean;
  llvmpipeThreads: string | undefined;
  /**
   * `cpusAllowed`: the CPUs the bench's processes may run on (its affinity, which lane processes inherit: BENCH_CPUS on
   * the GPU machine pins them to two). With the driver thread on, a stack lane runs two busy threads there.
   */
  machine: { cpu: string; cores: number; cpusAllowed: number; os: string };
  driver: DriverName;
  lanes: Record<string, LaneResult>;
  ratios: Record<string, number>;
  /** The ratios of the lanes' fastest rounds (LaneResult.fastestDrawsPerSec). */
  fastestRatios: Record<string, number>;
  stackOnly: Record<string, LaneResult>;
  stackOnlyRatios: Record<string, number>;
  stackOnlyFastestRatios: Record<string, number>;
}

/** One lane set's lanes, each in its own process, set up concurrently (setup is not measured). */
async function laneProcesses(batch: BenchBatch, draws: number, nullDraws: boolean): Promise<Record<string, NamedLaneRounds>> {
  const started = LANES.map((lane) => spawnLane(batch, { lane, nullDraws, draws } satisfies LaneSpec));
  const settled = await Promise.allSettled(started);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed !== undefined) {
    for (const r of settled) if (r.status === 'fulfilled') r.value.destroy();
    throw (failed as PromiseRejectedResult).reason;
  }
  return Object.fromEntries(LANES.map((lane, i) => [lane, (settled[i] as PromiseFulfilledResult<Awaited<typeof started[number]>>).value]));
}

/** Lanes set up in this process, one after the other. */
async function inProcessLanes(batch: BenchBatch, draws: number, nullDraws: boolean): Promise<Record<string, NamedLaneRounds>> {
  const lanes: Record<string, NamedLaneRounds> = {};
  try {
    for (const name of LANES) {
      lanes[name] = inProcessRounds(await prepareLane(batch, name, draws, nullDraws));
    }
  } catch (err) {
    for (const lane of Object.values(lanes)) lane.destroy();
    throw err;
  }
  return lanes;
}

/** Both lane sets of one batch, from one run. */
export async function runBatch(batch: BenchBatch, draws: number, repeats: number, progress: Progress, lanesRun: LaneIsolation = 'process per lane'): Promise<BenchResult> {
  const commit = buildCommit(); // before measuring: a malformed MGPIPE_BUILD_COMMIT fails at once
  let driver = { renderer: '?', version: '?' };
  const measure = async (nullDraws: boolean) => {
    const set = nullDraws ? 'draws dropped' : 'driver';
    progress.update(`bench ${batch.name} (${set}): setting the lanes up`);
    const lanes = lanesRun === 'one process' ? await inProcessLanes(batch, draws, nullDraws) : await laneProcesses(batch, draws, nullDraws);
    try {
      driver = lanes.native.driver ?? driver;
      return await measureRounds(lanes, draws, repeats, (round) =>
        progress.update(`bench ${batch.name} (${set}): ${round < 0 ? 'warm-up round' : `round ${round + 1}/${repeats}`}`),
      );
    } finally {
      for (const lane of Object.values(lanes)) lane.destroy();
    }
  };
  const lanes = await measure(false);
  const stackOnly = await measure(true);
  const cpu = cpus();
  return {
    name: batch.name,
    draws,
    repeats,
    measuredAt: new Date().toISOString(),
    commit,
    lanesRun,
    jitInlining: jitInlining(),
    driverThread: driverThreadStats().enabled,
    llvmpipeThreads: process.env.LP_NUM_THREADS,
    machine: { cpu: cpu[0]?.model.trim() ?? '?', cores: cpu.length, cpusAllowed: availableParallelism(), os: `${process.platform} ${release()}` },
    driver,
    lanes,
    ratios: ratiosOf(lanes, (r) => r.drawsPerSec),
    fastestRatios: ratiosOf(lanes, (r) => r.fastestDrawsPerSec),
    stackOnly,
    stackOnlyRatios: ratiosOf(stackOnly, (r) => r.drawsPerSec),
    stackOnlyFastestRatios: ratiosOf(stackOnly, (r) => r.fastestDrawsPerSec),
  };
}

/** Each pair's ratio of draws/s, read with `rate` (the median rounds' or the fastest's). */
function ratiosOf(lanes: Record<string, LaneResult>, rate: (r: LaneResult) => number): Record<string, number> {
  const ratio = (a: string, b: string) => Number((rate(lanes[a]) / rate(lanes[b])).toFixed(3));
  return {
    'pull/native': ratio('pull', 'native'),
    'push/native': ratio('push', 'native'),
    'push/pull': ratio('push', 'pull'),
    'push-nocso/pull': ratio('push-nocso', 'pull'),
    'push/push-nocso': ratio('push', 'push-nocso'),
  };
}

/** The markdown summary (the command's output without --json). */
export function markdownSummary(r: BenchResult): string {
  const lines = [
    `### bench ${r.name}: ${r.draws} draws per round, median of ${r.repeats} rounds`,
    '',
    `${r.measuredAt}, commit ${r.commit ?? 'unknown'}; machine: ${r.machine.cpu} (${r.machine.cores} cores, ${r.machine.cpusAllowed} allowed), ${r.machine.os}; driver: ${r.driver.renderer} | ${r.driver.version}; lanes run: ${r.lanesRun}; V8 inlining: ${r.jitInlining === 'raised' ? `raised (${JIT_INLINING_FLAGS.join(' ')})` : 'V8 default'}; driver thread: ${r.driverThread ? 'on' : 'off'}`,
    '',
    '| lane | draws/s | ns/draw | fastest round: ns/draw | stack only: draws/s | stack only: ns/draw | stack only, fastest round |',
    '|---|---|---|---|---|---|---|',
    ...LANES.map((l) => {
      const d = r.lanes[l], s = r.stackOnly[l];
      return `| ${l} | ${d.drawsPerSec} | ${d.nsPerDraw} | ${d.fastestNsPerDraw} | ${s.drawsPerSec} | ${s.nsPerDraw} | ${s.fastestNsPerDraw} |`;
    }),
    '',
    ...(r.driverThread ? [
      'driver thread, ns a draw (median round): the thread making the queued calls / JS waiting for it',
      '',
      '| lane | driver: thread busy | driver: JS waiting | stack only: thread busy | stack only: JS waiting |',
      '|---|---|---|---|---|',
      ...LANES.filter((l) => l !== 'native').map((l) => {
        const d = r.lanes[l], s = r.stackOnly[l];
        return `| ${l} | ${d.threadBusyNsPerDraw} | ${d.jsWaitNsPerDraw} | ${s.threadBusyNsPerDraw} | ${s.jsWaitNsPerDraw} |`;
      }),
      '',
    ] : []),
    '| ratio (draws/s) | driver | stack only | driver, fastest rounds | stack only, fastest rounds |',
    '|---|---|---|---|---|',
    ...Object.keys(r.ratios).map((k) => `| ${k} | ${r.ratios[k]} | ${r.stackOnlyRatios[k]} | ${r.fastestRatios[k]} | ${r.stackOnlyFastestRatios[k]} |`),
    '',
  ];
  return lines.join('\n');
}
