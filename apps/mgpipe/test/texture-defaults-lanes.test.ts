// Texture state that depends on the target, and the copy-completeness rule, against Mesa's desktop GL (the reference
// lane), on both lanes:
//  - initial sampler state: rectangle textures LINEAR / CLAMP_TO_EDGE (GL 4.5 §8.10), multisample textures NEAREST /
//    CLAMP_TO_EDGE, readable with glGetTexParameter although they cannot be set; 2D the usual defaults;
//  - glCopyImageSubData raises INVALID_OPERATION for a texture that is not complete under its own minification
//    filter (§18.3.3), and copies once it is.
// Before: our lane reported NEAREST_MIPMAP_LINEAR / REPEAT for rectangles, raised INVALID_ENUM on the multisample
// queries, and copied incomplete textures.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

async function both(f: (gl: GL) => number[]): Promise<[number[], number[]]> {
  const ours = (await glesLane())({ width: 8, height: 8 });
  lanes.push(ours);
  ours.makeCurrent();
  const a = f(ours.gl);
  const reference = (await referenceLane())({ width: 8, height: 8 });
  lanes.push(reference);
  reference.makeCurrent();
  return [a, f(reference.gl)];
}

describe('target-dependent texture state', () => {
  it('initial sampler state of rectangle, multisample and 2D textures', async () => {
    const defaults = (gl: GL) => {
      const out: number[] = [];
      for (const target of [gl.TEXTURE_RECTANGLE, gl.TEXTURE_2D_MULTISAMPLE, gl.TEXTURE_2D_MULTISAMPLE_ARRAY, gl.TEXTURE_2D]) {
        const [t] = gl.genTextures(1);
        gl.bindTexture(target, t!);
        for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER, gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T, gl.TEXTURE_WRAP_R]) {
          out.push(...gl.getTexParameteriv(target, p), gl.getError());
        }
      }
      return out;
    };
    const [ours, mesa] = await both(defaults);
    const { LINEAR, NEAREST, NEAREST_MIPMAP_LINEAR, REPEAT, CLAMP_TO_EDGE } = { LINEAR: 0x2601, NEAREST: 0x2600, NEAREST_MIPMAP_LINEAR: 0x2702, REPEAT: 0x2901, CLAMP_TO_EDGE: 0x812f };
    const row = (min: number, mag: number, wrap: number) => [min, 0, mag, 0, wrap, 0, wrap, 0, wrap, 0];
    expect(ours).toEqual([...row(LINEAR, LINEAR, CLAMP_TO_EDGE), ...row(NEAREST, NEAREST, CLAMP_TO_EDGE), ...row(NEAREST, NEAREST, CLAMP_TO_EDGE),
      ...row(NEAREST_MIPMAP_LINEAR, LINEAR, REPEAT)]);
    expect(ours).toEqual(mesa);
  });

  it('glCopyImageSubData: INVALID_OPERATION while a texture is incomplete under its own filter, the copy once it is', async () => {
    const copy = (gl: GL) => {
      const [a, b] = gl.genTextures(2);
      gl.bindTexture(gl.TEXTURE_2D, a!);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 4, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(64).map((_, i) => i * 3 + 1));
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
      gl.bindTexture(gl.TEXTURE_2D, b!);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 4, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(64));
      // b: one level under NEAREST_MIPMAP_LINEAR — incomplete.
      gl.copyImageSubData(a!, gl.TEXTURE_2D, 0, 0, 0, 0, b!, gl.TEXTURE_2D, 0, 0, 0, 0, 2, 2, 1);
      const e1 = gl.getError();
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      gl.copyImageSubData(a!, gl.TEXTURE_2D, 0, 0, 0, 0, b!, gl.TEXTURE_2D, 0, 0, 0, 0, 2, 2, 1);
      const e2 = gl.getError();
      const out = new Uint8Array(64);
      gl.getTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, out);
      return [e1, e2, ...out];
    };
    const [ours, mesa] = await both(copy);
    expect(ours.slice(0, 2)).toEqual([0x502, 0]);
    // The 2×2 corner of a (rows 0-1, x 0-1) arrived; the rest of b is still 0.
    expect(ours.slice(2, 10)).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
    expect(ours.slice(2 + 16, 2 + 24)).toEqual([49, 52, 55, 58, 61, 64, 67, 70]);
    expect(ours.slice(2 + 8, 2 + 16)).toEqual(new Array(8).fill(0));
    expect(ours).toEqual(mesa);
  });
});
