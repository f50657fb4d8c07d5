// Each lane of `mgpipe bench NAME` in a process of its own (the default; `--one-process` runs them all in the
// command's process). The lanes share most of their code (the entry points, the tracker, the backend): in one V8
// isolate every lane's objects reach the same call sites, so a lane's optimized code is built for the shapes of the
// other three too (pull and push contexts, real and dropped draws), and each lane then pays for lanes an application
// never runs beside it. A process per lane is one application per lane. The rounds stay interleaved as before: the
// command's process asks one lane at a time for a round and waits, so no two lanes run at once and the machine's
// noise of a moment still hits every lane alike.
//
// A lane process is this same command line, with MGPIPE_BENCH_LANE naming its lane: the bench command serves the
// lane (serveLane) instead of measuring, so the tsx-run CLI and the GPU machine's bundle fork the same way.
import { fork, type ChildProcess } from 'node:child_process';
import { driverThreadStats } from '@mgpipe/native-gl';
import { jitInlining, type JitInlining } from '../util/jit-inlining.ts';
import type { BenchBatch } from './batches.ts';

export const LANE_ENV = 'MGPIPE_BENCH_LANE';

/** What a lane process sets up: one lane of one batch, on the driver or with draws dropped. */
export interface LaneSpec {
  lane: string;
  nullDraws: boolean;
  draws: number;
}

/** One measured round, timed where the lane runs. */
export interface RoundSample {
  /** ns for the round (the batch's loop and a finish). */
  ns: number;
  /** The driver thread's time making batches during the round (native-gl DriverThreadStats.busyNs; 0 with it off). */
  threadBusyNs: number;
  /** The JS thread's time waiting for the driver thread during the round (DriverThreadStats.jsWaitNs). */
  jsWaitNs: number;
}

/** One lane set up and ready to run a measured round. */
export interface LaneRounds {
  round(): RoundSample | Promise<RoundSample>;
  destroy(): void;
}

/** The driver a native lane reports (GL_RENDERER, GL_VERSION). */
export interface DriverName {
  renderer: string;
  version: string;
}

/** A bench lane's rounds and the driver it names (null: a stack lane, which names none). */
export interface NamedLaneRounds extends LaneRounds {
  readonly driver: DriverName | null;
}

type ToLane = { kind: 'round' } | { kind: 'exit' };
type FromLane = { kind: 'ready'; driver: DriverName | null; jit: JitInlining; driverThread: boolean } | { kind: 'round'; sample: RoundSample } | { kind: 'error'; message: string };

/** The lane this process serves (null: it is the command's own process). */
export function laneSpecOfEnv(): LaneSpec | null {
  const raw = process.env[LANE_ENV];
  if (raw === undefined) return null;
  let spec: Partial<LaneSpec> | null = null;
  try {
    spec = JSON.parse(raw) as Partial<LaneSpec> | null;
  } catch {
    // reported below with the value
  }
  if (spec === null || typeof spec !== 'object' || typeof spec.lane !== 'string' || typeof spec.nullDraws !== 'boolean' || !Number.isInteger(spec.draws)) {
    throw new Error(`${LANE_ENV} is not a lane spec ({lane, nullDraws, draws}): ${raw}`);
  }
  return spec as LaneSpec;
}

/**
 * The lane process's side: sets the lane up, says ready, then runs a round per request until told to exit. An error
 * is sent to the command's process (which names the lane) before this one exits.
 */
export async function serveLane(setup: () => Promise<NamedLaneRounds>): Promise<number> {
  const send = (m: FromLane) => new Promise<void>((resolve) => process.send!(m, () => resolve()));
  if (process.send === undefined) throw new Error(`${LANE_ENV} is set but this process has no IPC channel to the bench`);
  let lane;
  try {
    lane = await setup();
  } catch (err) {
    await send({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    return 2;
  }
  const served = lane;
  // Listening before saying ready: a message that finds no listener is dropped.
  const done = new Promise<number>((resolve) => {
    process.on('message', (m: ToLane) => {
      if (m.kind === 'exit') {
        served.destroy();
        process.disconnect();
        resolve(0);
        return;
      }
      void Promise.resolve(served.round()).then((sample) => send({ kind: 'round', sample }), (err: unknown) => send({ kind: 'error', message: String(err) }));
    });
  });
  await send({ kind: 'ready', driver: lane.driver, jit: jitInlining(), driverThread: driverThreadStats().enabled });
  return done;
}

/** Starts a lane process for `spec` and resolves once its lane is set up. */
export function spawnLane(batch: BenchBatch, spec: LaneSpec): Promise<NamedLaneRounds> {
  const child: ChildProcess = fork(process.argv[1], process.argv.slice(2), {
    env: { ...process.env, [LANE_ENV]: JSON.stringify(spec) },
    execArgv: process.execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const what = `bench ${batch.name}: lane ${spec.lane}${spec.nullDraws ? ' (draws dropped)' : ''}`;
  let pending: { resolve(m: FromLane): void; reject(e: Error): void } | null = null;
  let failure: Error | null = null;
  const fail = (e: Error) => {
    failure ??= e;
    pending?.reject(failure);
    pending = null;
  };
  child.on('message', (m: FromLane) => {
    if (m.kind === 'error') fail(new Error(`${what}: ${m.message}`));
    else {
      const p = pending;
      pending = null;
      p?.resolve(m);
    }
  });
  child.on('error', (e) => fail(new Error(`${what}: ${e.message}`)));
  child.on('exit', (code, signal) => fail(new Error(`${what}: its process exited (${signal ?? `code ${code}`})`)));
  const next = () => new Promise<FromLane>((resolve, reject) => {
    if (failure !== null) reject(failure);
    else pending = { resolve, reject };
  });
  return next().then((ready) => {
    if (ready.kind !== 'ready') throw new Error(`${what}: expected ready, got ${ready.kind}`);
    // Lanes compared under different V8 inlining budgets would measure the budget (util/jit-inlining.ts).
    if (ready.jit !== jitInlining()) throw new Error(`${what}: runs with V8 inlining '${ready.jit}', the bench with '${jitInlining()}'`);
    // The same for the driver thread (MGPIPE_DRIVER_THREAD): the result names one setting for every lane.
    const driverThread = driverThreadStats().enabled;
    if (ready.driverThread !== driverThread) throw new Error(`${what}: runs with the driver thread ${ready.driverThread ? 'on' : 'off'}, the bench with it ${driverThread ? 'on' : 'off'}`);
    return {
      driver: ready.driver,
      async round() {
        const reply = next();
        child.send({ kind: 'round' } satisfies ToLane);
        const m = await reply;
        if (m.kind !== 'round') throw new Error(`${what}: expected a round, got ${m.kind}`);
        return m.sample;
      },
      destroy() {
        child.removeAllListeners('exit');
        if (child.connected) child.send({ kind: 'exit' } satisfies ToLane);
        else child.kill();
      },
    };
  }).catch((err: unknown) => {
    // Not ready, or ready but refused above: the process goes (the bench never sees this lane to destroy it).
    child.kill();
    throw err;
  });
}
