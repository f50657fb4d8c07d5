// What the driver sees in a bench batch's steady state, on the stack lanes: exactly the calls the batch made, one
// driver call for each GL call, in order. With the driver thread on, a stack lane's draw costs about the larger of the
// stack's time and the driver's (README "Benchmarks"); the driver's side is then native's own only if the calls are
// native's. The expectation is computed from the batch, not written down: every GL call the batch's loop makes on our
// GL object is recorded and named as its GLES entry point (uniform4f reaches the driver as glUniform4fv, the form the
// backend's uniform upload takes for every vector width).
import { describe, expect, it } from 'vitest';
import { glesLane } from '@mgpipe/lanes';
import { BATCHES } from '../src/bench/batches.ts';
import type { BenchGL } from '../src/bench/bench-gl.ts';

const DRAWS = 200;
const DRIVER_NAME: Readonly<Record<string, string>> = { uniform4f: 'glUniform4fv' };
const driverName = (call: string) => DRIVER_NAME[call] ?? `gl${call[0]!.toUpperCase()}${call.slice(1)}`;

/** `gl` with every call recorded into `calls` while `recording.on` (the batch's own calls, by method name). */
function recorded(gl: BenchGL, calls: string[], recording: { on: boolean }): BenchGL {
  return new Proxy(gl, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (recording.on) calls.push(String(key));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The batch's steady-state loop on a stack lane (MOBILEGL_PIPE_PUSH=push): its GL calls and the driver's calls. */
async function steadyState(batchName: string, push: string): Promise<{ app: string[]; driver: string[] }> {
  const batch = BATCHES.find((b) => b.name === batchName)!;
  const [{ createDriverCallSink }, { parsePipeSwitches }] = await Promise.all([import('@mgpipe/backend-gles'), import('@mgpipe/migration')]);
  const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: push, MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
  const sink = createDriverCallSink();
  const lane = (await glesLane({ switches, recordDriverCalls: sink, nullDraws: true }))({ width: 16, height: 16 });
  try {
    lane.makeCurrent();
    const app: string[] = [];
    const recording = { on: false };
    const loop = batch.setup(recorded(lane.gl as unknown as BenchGL, app, recording), false, DRAWS);
    loop(); // first use of each object: what a steady state does not repeat
    loop();
    lane.gl.finish();
    const from = sink.calls.length;
    recording.on = true;
    loop();
    recording.on = false;
    lane.gl.finish();
    const driver = sink.calls.slice(from).map((c) => c.fn).filter((fn) => fn !== 'glFinish');
    return { app: app.map(driverName), driver };
  } finally {
    lane.destroy();
  }
}

describe('bench batches: the driver sees the batch\'s own calls in the steady state', () => {
  for (const batch of ['blend-toggle', 'state-heavy']) {
    for (const [lane, push] of [['push', 'all'], ['pull', 'none']] as const) {
      it(`${batch}, ${lane} lane`, async () => {
        const { app, driver } = await steadyState(batch, push);
        expect(app.length).toBeGreaterThanOrEqual(2 * DRAWS); // the recording saw the loop
        expect(driver).toEqual(app);
      });
    }
  }
});
