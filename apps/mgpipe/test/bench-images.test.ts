// The bench's lanes do the same work: each batch, run on our stack (pushed and pulled), leaves the image the same batch
// leaves straight on the GLES driver (the native lane, the expectation). A ratio between lanes means something only
// then: a stack lane that dropped its texture or its uniform would draw faster and read better. Blend-toggle ends every
// pair unblended, so its image holds the draws, not the blend: the blend calls reaching the driver are
// bench-driver-calls.test.ts'. Planted: the texture step binding no texture turns state-heavy and upload-heavy red.
import { describe, expect, it } from 'vitest';
import { createContext, directGl as native, GL as C } from '@mgpipe/native-gl';
import { glesLane } from '@mgpipe/lanes';
import { BATCHES } from '../src/bench/batches.ts';
import { nativeBenchGL, type BenchGL } from '../src/bench/bench-gl.ts';

const SIZE = 64;
const DRAWS = 64;

function nativeImage(batchName: string): Uint8Array {
  const batch = BATCHES.find((b) => b.name === batchName)!;
  const ctx = createContext({ api: 'gles', surface: { width: SIZE, height: SIZE } });
  try {
    ctx.makeCurrent();
    native.glClearColor(0.1, 0.1, 0.1, 1);
    native.glClear(C.COLOR_BUFFER_BIT);
    batch.setup(nativeBenchGL(false), true, DRAWS)();
    const pixels = new Uint8Array(SIZE * SIZE * 4);
    native.glReadPixels(0, 0, SIZE, SIZE, C.RGBA, C.UNSIGNED_BYTE, pixels);
    expect(native.glGetError()).toBe(C.NO_ERROR);
    return pixels;
  } finally {
    ctx.destroy();
  }
}

async function stackImage(batchName: string, push: string): Promise<Uint8Array> {
  const batch = BATCHES.find((b) => b.name === batchName)!;
  const { parsePipeSwitches } = await import('@mgpipe/migration');
  const switches = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: push, MOBILEGL_PIPE_VERIFY: '0', MOBILEGL_PIPE_STATS: '0' }, {}, 'gles');
  const lane = (await glesLane({ switches }))({ width: SIZE, height: SIZE });
  try {
    lane.makeCurrent();
    const gl = lane.gl;
    gl.clearColor(0.1, 0.1, 0.1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    batch.setup(gl as unknown as BenchGL, false, DRAWS)();
    const pixels = new Uint8Array(SIZE * SIZE * 4);
    gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    return pixels;
  } finally {
    lane.destroy();
  }
}

/** Pixels that differ by more than 1 in any channel (the same driver on both sides: expected none). */
function differing(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(a[i + c] - b[i + c]) > 1) { n++; break; }
    }
  }
  return n;
}

/** Pixels not of the clear colour: the batch drew something, so an image left untouched cannot pass. */
function drawn(a: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i] - 26) > 1 || Math.abs(a[i + 1] - 26) > 1 || Math.abs(a[i + 2] - 26) > 1) n++;
  return n;
}

describe('bench batches: every stack lane leaves the native lane\'s image', () => {
  for (const batch of BATCHES.map((b) => b.name)) {
    it(batch, async () => {
      const expected = nativeImage(batch);
      expect(drawn(expected)).toBeGreaterThan(50);
      for (const push of ['all', 'none']) {
        expect({ push, differing: differing(await stackImage(batch, push), expected) }).toEqual({ push, differing: 0 });
      }
    });
  }
});
