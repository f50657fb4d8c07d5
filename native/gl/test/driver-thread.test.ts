// The driver thread (driver-thread.cc): the call queue's batches made on the addon's own thread while JS goes on. The
// driver must see the same calls in the same order as without it, on the context they were made for, and anything that
// reads the driver (a readback, glGetError, a context change) must see every call made before it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createContext,
  driverThreadStats,
  gl,
  GL,
  queuedGl as q,
  setDriverThread,
  setDriverThreadFault,
  THREAD_BATCH_WORDS,
  type NativeContext,
} from '../src/index.ts';
import { at, clearedQuad, currentGles, expectQueuedCallsOnTheirContext, fbo, program, SIZE } from './helpers.ts';

const contexts: NativeContext[] = [];
const gles = (): NativeContext => currentGles(contexts);
beforeEach(() => setDriverThread(true));
afterEach(() => {
  setDriverThreadFault(false);
  for (const c of contexts.splice(0)) c.destroy();
  setDriverThread(false);
});

/** Queued calls that change nothing the tests look at, `words` of them (two words each): past a batch, they submit one. */
function pad(words: number): void {
  for (let i = 0; i < words; i += 4) { q.glEnable(GL.DITHER); q.glDisable(GL.DITHER); }
}

const VS = '#version 300 es\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n';
const FS = '#version 300 es\nprecision mediump float;\nuniform vec4 u_color;\nout vec4 o;\nvoid main() { o = u_color; }\n';

/**
 * 250 queued draws adding 1/255 red, then 250 adding 1/255 green, then 250 blue, over the whole FBO cleared to black
 * (blending ONE, ONE): each draw's 11 words, 8,250 in all, are four driver-thread batches and a tail. Every draw made
 * once gives (250, 250, 250, 255) at every pixel: a draw lost or made twice moves a count.
 */
function countedDraws(): number[] {
  fbo();
  const p = program(VS, FS);
  clearedQuad();
  gl.glBlendFunc(GL.ONE, GL.ONE);
  gl.glEnable(GL.BLEND);
  gl.glUseProgram(p);
  const color = gl.glGetUniformLocation(p, 'u_color');
  const red = new Float32Array([1 / 255, 0, 0, 0]);
  const green = new Float32Array([0, 1 / 255, 0, 0]);
  const blue = new Float32Array([0, 0, 1 / 255, 0]);
  for (let i = 0; i < 750; i++) {
    q.glUniform4fv(color, 1, i < 250 ? red : i < 500 ? green : blue);
    q.glDrawArrays(GL.TRIANGLE_STRIP, 0, 4);
  }
  const px = new Uint8Array(4 * SIZE * SIZE);
  gl.glReadPixels(0, 0, SIZE, SIZE, GL.RGBA, GL.UNSIGNED_BYTE, px);
  expect(gl.glGetError()).toBe(GL.NO_ERROR);
  return [...at(px, 0, 0), ...at(px, SIZE - 1, SIZE - 1)];
}

describe('driver thread', () => {
  it('makes the queue\'s batches on its thread, each call once, and a readback sees them all', () => {
    gles();
    const before = driverThreadStats();
    expect(countedDraws()).toEqual([250, 250, 250, 255, 250, 250, 250, 255]);
    const after = driverThreadStats();
    expect(after.enabled).toBe(true);
    expect(after.batches - before.batches).toBe(4);
    expect(after.handoffs - before.handoffs).toBeGreaterThanOrEqual(1);
    expect(after.owns).toBe(false); // the readback took the context back
    // The bench's figures (LaneResult.threadBusyNsPerDraw / jsWaitNsPerDraw): the thread made four batches, and JS
    // waited at least for the hand-over and the readback's take-back.
    expect(after.busyNs - before.busyNs).toBeGreaterThan(0);
    expect(after.jsWaitNs - before.jsWaitNs).toBeGreaterThan(0);
  });

  it('planted fault: a driver thread that drops its batches fails the count', () => {
    gles();
    setDriverThreadFault(true);
    const before = driverThreadStats();
    const got = countedDraws();
    // A batch not made is no time making batches: busyNs times the calls, not the hand-off.
    expect(driverThreadStats().busyNs).toBe(before.busyNs);
    expect(got).not.toEqual([250, 250, 250, 255, 250, 250, 250, 255]);
    expect(got[0]! + got[1]! + got[2]!).toBeLessThan(750);
  });

  it('gives the context back for a context change: queued calls reach the context they were made on', () => {
    const a = gles();
    const b = createContext({ api: 'gles' });
    contexts.push(b);
    // Each switch finds the context on the driver thread (a batch was handed over) and takes it back first.
    let handedOver = 0;
    expectQueuedCallsOnTheirContext(a, b, () => {
      pad(THREAD_BATCH_WORDS + 16);
      if (driverThreadStats().owns) handedOver++;
    });
    expect(handedOver).toBe(2);
    expect(driverThreadStats().owns).toBe(false);
  });

  it('reports a GL error a batch raised on the thread at the next glGetError', () => {
    gles();
    q.glEnable(0x1234);
    pad(THREAD_BATCH_WORDS + 16);
    expect(driverThreadStats().owns).toBe(true);
    expect(gl.glGetError()).toBe(GL.INVALID_ENUM);
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
  });

  it('destroys and releases a context the thread holds, and turns off with the context back here', () => {
    const a = gles();
    pad(THREAD_BATCH_WORDS + 16);
    expect(driverThreadStats().owns).toBe(true);
    a.destroy();
    expect(driverThreadStats().owns).toBe(false);
    gles();
    q.glEnable(GL.BLEND);
    pad(THREAD_BATCH_WORDS + 16);
    expect(driverThreadStats().owns).toBe(true);
    setDriverThread(false);
    const off = driverThreadStats();
    expect(off).toMatchObject({ enabled: false, owns: false });
    pad(THREAD_BATCH_WORDS * 3);
    expect(driverThreadStats()).toMatchObject({ batches: off.batches, busyNs: off.busyNs }); // off: batches are made on this thread
    expect(gl.glIsEnabled(GL.BLEND)).toBe(1);
  });

  it('ends with the process however it ends (process.exit, an uncaught exception, the loop done), exit code intact', () => {
    // Without the addon's exit handler, process.exit and an uncaught exception left a joinable std::thread to the
    // static destructors: std::terminate, exit code 134 instead of 3 and 1.
    const child = fileURLToPath(new URL('./fixtures/exit-while-threaded.ts', import.meta.url));
    const run = (how: string) => spawnSync(process.execPath, ['--import', 'tsx', child, how], { encoding: 'utf8', timeout: 60_000 });
    for (const [how, code] of [['exit', 3], ['throw', 1], ['natural', 0]] as const) {
      const r = run(how);
      expect({ how, status: r.status, terminated: r.stderr.includes('terminate called') }, r.stderr).toEqual({ how, status: code, terminated: false });
    }
  }, 120_000);

  it('refuses a setting that is not a boolean, naming the function, and the planted fault outside tests', () => {
    expect(() => setDriverThread(1 as unknown as boolean)).toThrow(/setDriverThread: on must be a boolean/);
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setDriverThreadFault(true)).toThrow(/test-only fault, refused outside NODE_ENV=test/);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
