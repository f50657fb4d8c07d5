// glGetTexImage of every image of a layered level (GL 4.5 §8.11.4): each slice of a 3D texture, each layer of a 2D
// array and of a cube map array (layer-faces), and a 1D array's layers (its rows), under the pack state's
// IMAGE_HEIGHT / SKIP_IMAGES, into client memory and into a PIXEL_PACK buffer. One layer is cleared through an FBO
// first, so its texels exist only on the GPU. Expected bytes: the uploaded ramp (a stated computation), the clear
// color on the cleared layer, and byte-for-byte what Mesa's desktop GL returns (the reference lane). Before this
// test the backend read the first image only and left the rest of the destination untouched.
// Our lane runs twice: pulled (the backend's legacy getTexImage verb), and with every subsystem pushed under verify,
// where glGetTexImage is the get_texture_image call (the legacy verb throws if reached: the pushed path is the one
// measured, into client memory and into the pack buffer's shadow sent back as resource_subdata).
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

const W = 2, H = 2;
interface Case { name: string; target: number; images: number; rows: number }
const CASES: Case[] = [
  { name: '2D array, 3 layers', target: 0x8c1a, images: 3, rows: H },
  { name: '3D, 3 slices', target: 0x806f, images: 3, rows: H },
  { name: 'cube map array, 1 layer (6 layer-faces)', target: 0x9009, images: 6, rows: H },
  { name: '1D array, 3 layers (rows)', target: 0x8c18, images: 3, rows: 1 },
];

/** Texel bytes of image z: a ramp, distinct per image. */
function ramp(c: Case): Uint8Array {
  return new Uint8Array(W * c.rows * c.images * 4).map((_, i) => (i * 5 + 1) & 0xff);
}

function upload(gl: GL, c: Case): number {
  const [tex] = gl.genTextures(1);
  gl.bindTexture(c.target, tex!);
  gl.texParameteri(c.target, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  if (c.target === gl.TEXTURE_1D_ARRAY) gl.texImage2D(c.target, 0, gl.RGBA8, W, c.images, 0, gl.RGBA, gl.UNSIGNED_BYTE, ramp(c));
  else gl.texImage3D(c.target, 0, gl.RGBA8, W, c.rows, c.images, 0, gl.RGBA, gl.UNSIGNED_BYTE, ramp(c));
  // Image 1 cleared on the GPU (framebufferTextureLayer: the layer, slice, layer-face or 1D-array layer).
  const [fb] = gl.genFramebuffers(1);
  gl.bindFramebuffer(gl.FRAMEBUFFER, fb!);
  gl.framebufferTextureLayer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, tex!, 0, 1);
  gl.clearColor(1, 0, 0.5, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
  return tex!;
}

/** The level read three ways: tight; IMAGE_HEIGHT 3 + SKIP_IMAGES 1 (3D-like targets) into 0x77 bytes; into a pack buffer. */
function reads(gl: GL, c: Case): { tight: number[]; spaced: number[]; packed: number[] } {
  upload(gl, c);
  const size = W * c.rows * c.images * 4;
  const tight = new Uint8Array(size);
  gl.getTexImage(c.target, 0, gl.RGBA, gl.UNSIGNED_BYTE, tight);
  const spaced = new Uint8Array(size * 3).fill(0x77);
  if (c.rows > 1) {
    gl.pixelStorei(gl.PACK_IMAGE_HEIGHT, 3);
    gl.pixelStorei(gl.PACK_SKIP_IMAGES, 1);
  }
  gl.getTexImage(c.target, 0, gl.RGBA, gl.UNSIGNED_BYTE, spaced);
  gl.pixelStorei(gl.PACK_IMAGE_HEIGHT, 0);
  gl.pixelStorei(gl.PACK_SKIP_IMAGES, 0);
  const [pbo] = gl.genBuffers(1);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, pbo!);
  gl.bufferData(gl.PIXEL_PACK_BUFFER, new Uint8Array(size + 8).fill(0x33), gl.STREAM_READ);
  gl.getTexImage(c.target, 0, gl.RGBA, gl.UNSIGNED_BYTE, 8);
  const packed = new Uint8Array(size + 8);
  gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, packed);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, 0);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return { tight: [...tight], spaced: [...spaced], packed: [...packed] };
}

const { parsePipeSwitches } = await import('@mgpipe/migration');
const PULLED = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_ALIAS: 'none' }, {}, 'gles');
const PUSHED = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' }, {}, 'gles');
const legacyThrows = (b: { verbs: object }) => {
  (b.verbs as Record<string, unknown>).getTexImage = () => { throw new Error('legacy getTexImage verb reached with readback-pack pushed'); };
};

describe('glGetTexImage reads every image of a layered level', () => {
  for (const [mode, options] of [['pulled', { switches: PULLED }], ['pushed', { switches: PUSHED, backendTap: legacyThrows }]] as const) for (const c of CASES) {
    it(`${c.name} (${mode})`, async () => {
      const ours = (await glesLane(options))({ width: 8, height: 8 });
      lanes.push(ours);
      ours.makeCurrent();
      const got = reads(ours.gl, c);
      if (mode === 'pushed') {
        const v = ours.verifyReport!();
        expect(v.divergences).toBe(0);
        expect(v.bySubsystem?.['readback-pack'] ?? 0, 'the three reads were compared').toBeGreaterThanOrEqual(3);
      }
      const imageBytes = W * c.rows * 4;
      const want = [...ramp(c)];
      want.splice(imageBytes, imageBytes, ...new Array(W * c.rows).fill([255, 0, 128, 255]).flat());
      expect(got.tight).toEqual(want);
      expect(got.packed).toEqual([...new Array(8).fill(0x33), ...want]);
      const reference = (await referenceLane())({ width: 8, height: 8 });
      lanes.push(reference);
      reference.makeCurrent();
      expect(got).toEqual(reads(reference.gl, c));
    });
  }
});
