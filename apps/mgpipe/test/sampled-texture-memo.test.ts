// The device's sampled-texture memo (backend-gles device.ts sampledPushedTexture): with textures pushed, a sampled
// view's handle resolves to the front texture and its twin through a per-slot memo of the handle's gen, instead of the
// client identity map and the twin registry at every draw. A texture deleted and a new one made in its place takes the
// freed handle slot under the next gen, while the deleted one's twin still holds its texels until the registry's sweep.
// Expected image: the texture bound last (green), a stated computation; Mesa's is checked to agree.
// Negative control: the memo keyed by the slot alone (the gen not compared) samples the deleted texture's twin (red).
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { GlesBackend } from '@mgpipe/backend-gles';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { fullQuadVao, nearestTexture, program } from '@mgpipe/scenarios';

const { parsePipeSwitches } = await import('@mgpipe/migration');

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

const S = 4;
const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nout vec2 uv;\nvoid main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }\n';
const FS = '#version 330 core\nin vec2 uv;\nuniform sampler2D t;\nout vec4 o;\nvoid main() { o = texture(t, uv); }\n';
const RED = new Uint8Array(S * S * 4).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0));
const GREEN = new Uint8Array(S * S * 4).map((_, i) => (i % 4 === 1 || i % 4 === 3 ? 255 : 0));

/** Red sampled twice, deleted; green made (in red's handle slot) and sampled. The image: green. */
function replaceSampledTexture(gl: GL): number[] {
  gl.useProgram(program(gl, VS, FS));
  fullQuadVao(gl);
  const red = nearestTexture(gl, S, RED);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.deleteTextures([red]);
  nearestTexture(gl, S, GREEN);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const out = new Uint8Array(S * S * 4);
  gl.readPixels(0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, out);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [...out];
}

interface MemoInternals {
  sampledHit(slot: number, gen: number): boolean;
  sampledGen: Int32Array;
}

async function ours(plant: ((b: GlesBackend) => void) | null): Promise<{ image: number[]; slots: number[] }> {
  let backend: GlesBackend | null = null;
  const lane = (await glesLane({
    switches: parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all' }, {}, 'gles'),
    backendTap: (b) => {
      backend = b as GlesBackend;
      plant?.(backend);
    },
  }))({ width: S, height: S });
  lanes.push(lane);
  lane.makeCurrent();
  const slots: number[] = [];
  const image = replaceSampledTexture(lane.gl);
  // Which handle slots the memo filled (the two textures share one when the slot was reused).
  const memo = backend!.device as unknown as MemoInternals;
  memo.sampledGen.forEach((gen, slot) => { if (gen >= 0) slots.push(slot); });
  expect(lane.verifyReport?.().divergences ?? 0).toBe(0);
  return { image, slots };
}

/** The planted fault: a remembered slot is a hit whatever gen the handle has. */
function slotOnly(backend: GlesBackend): void {
  const device = backend.device as unknown as MemoInternals;
  device.sampledHit = (slot) => slot < device.sampledGen.length && device.sampledGen[slot] >= 0;
}

describe('the sampled-texture memo (textures pushed)', () => {
  it('resolves a handle slot reused by a new texture to the new texture, as Mesa samples it', async () => {
    const reference = (await referenceLane())({ width: S, height: S });
    lanes.push(reference);
    reference.makeCurrent();
    expect(replaceSampledTexture(reference.gl)).toEqual([...GREEN]);
    const pushed = await ours(null);
    expect(pushed.image).toEqual([...GREEN]);
    // The new texture took the deleted one's slot: the memo holds one slot (the gen told the two apart).
    expect(pushed.slots).toHaveLength(1);
    const planted = await ours(slotOnly);
    expect(planted.image).toEqual([...RED]);
  });
});
