// Pending uploads on the stack (issue 16, seeds 000/002 §6): with images-upload pushed the client clears its dirty
// region when resource_subdata returns, and the server keeps the shape pending until the texture really uploads. A
// draw that samples an incomplete texture bails before that upload, so the shape must survive it:
//   bail, then complete  texSubImage2D while the texture is incomplete (a mipmapped MIN_FILTER over one level), a draw,
//                        then a metadata-only change (MIN_FILTER NEAREST) that completes it: the written texels show
//   level 0, bail, level 1   texImage2D(level 0) + texSubImage2D on an incomplete texture, a draw that bails, then
//                        texImage2D(level 1 and 2) completing the chain: level 0 keeps its texels
// Expected images: a stated computation (the texels written, black (0, 0, 0, 1) where the texture is incomplete) and
// byte-for-byte Mesa's desktop GL (the reference lane). Runs pulled, pushed under verify, and — the negative
// control — pushed with MOBILEGL_PIPE_TEST_FAULT=images-upload, whose receiver drops a texel column of every shape:
// the bail case must then differ from the reference.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane, type GlesLaneOptions } from '@mgpipe/lanes';
import { fullQuadVao, program } from '@mgpipe/scenarios';

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

const S = 4;
const A = [10, 20, 30, 255];
const B = [200, 100, 50, 255];
const C = [1, 2, 3, 255];
const BLACK = [0, 0, 0, 255];
const fill = (w: number, h: number, c: number[]) => new Uint8Array(w * h * 4).map((_, i) => c[i % 4]);
/** A with the 2×2 square at (1, 1) written B (rows bottom-up, as readPixels returns them). */
const A_WITH_B = Array.from({ length: S * S }, (_, i) => (i % S >= 1 && i % S <= 2 && Math.floor(i / S) >= 1 && Math.floor(i / S) <= 2 ? B : A)).flat();
const ALL_BLACK = new Array(S * S).fill(BLACK).flat();

const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n';
// One pixel per texel of level 0 (NEAREST): the sample is the texel under the pixel.
const FS = '#version 330 core\nuniform sampler2D t;\nout vec4 o;\nvoid main() { o = texture(t, gl_FragCoord.xy / 4.0); }\n';

function setup(gl: GL): number {
  gl.useProgram(program(gl, VS, FS));
  fullQuadVao(gl);
  const [tex] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, tex!);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  return tex!;
}

function draw(gl: GL): number[] {
  gl.clearColor(1, 1, 1, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const out = new Uint8Array(S * S * 4);
  gl.readPixels(0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return [...out];
}

/** Three images: complete (A), incomplete after the write (black), completed by a metadata-only change. */
function bailThenComplete(gl: GL): number[][] {
  setup(gl);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, S, S, 0, gl.RGBA, gl.UNSIGNED_BYTE, fill(S, S, A));
  const first = draw(gl);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST); // one level: incomplete
  gl.texSubImage2D(gl.TEXTURE_2D, 0, 1, 1, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, fill(2, 2, B));
  const bailed = draw(gl);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST); // complete again, no respecify
  const completed = draw(gl);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [first, bailed, completed];
}

/** Level 0 written while incomplete, a draw that bails, then levels 1 and 2 complete the chain. */
function levelZeroThenLevelOne(gl: GL): number[][] {
  setup(gl);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, S, S, 0, gl.RGBA, gl.UNSIGNED_BYTE, fill(S, S, A));
  gl.texSubImage2D(gl.TEXTURE_2D, 0, 1, 1, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, fill(2, 2, B));
  const bailed = draw(gl);
  gl.texImage2D(gl.TEXTURE_2D, 1, gl.RGBA8, 2, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, fill(2, 2, C));
  gl.texImage2D(gl.TEXTURE_2D, 2, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, fill(1, 1, C));
  const completed = draw(gl);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [bailed, completed];
}

/**
 * A shape pending against a mutable 8×8 definition (sent by a glFlush's validate, uploaded by no draw), then texStorage2D
 * redefines the texture as 4×4 immutable storage and texSubImage2D fills it: the whole-resource redefinition drops the
 * old shape (it lies outside the new level) and uploads the new storage whole.
 */
function storageAfterPendingShape(gl: GL): number[][] {
  setup(gl);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 8, 8, 0, gl.RGBA, gl.UNSIGNED_BYTE, fill(8, 8, A));
  const first = draw(gl); // the mutable definition is uploaded
  gl.texSubImage2D(gl.TEXTURE_2D, 0, 6, 6, 2, 2, gl.RGBA, gl.UNSIGNED_BYTE, fill(2, 2, B));
  gl.flush(); // a verb that samples nothing: its validate sends the shape, no draw uploads it
  gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, S, S);
  gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, fill(S, S, C));
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  const completed = draw(gl);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [first, completed];
}

const { parsePipeSwitches } = await import('@mgpipe/migration');
const PULLED = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'none', MOBILEGL_PIPE_ALIAS: 'none' }, {}, 'gles');
const PUSHED = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' }, {}, 'gles');
const FAULT = parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_TEST_FAULT: 'images-upload', NODE_ENV: 'test' }, {}, 'gles');

interface Counted { shapesAccepted?: number }

async function ours(options: GlesLaneOptions, run: (gl: GL) => number[][]): Promise<{ images: number[][]; stats: Counted; divergences: number }> {
  let backend: { receiverStats: Counted } | null = null;
  const lane = (await glesLane({ ...options, backendTap: (b) => { backend = b as unknown as { receiverStats: Counted }; } }))({ width: S, height: S });
  lanes.push(lane);
  lane.makeCurrent();
  const images = run(lane.gl);
  return { images, stats: { ...backend!.receiverStats }, divergences: lane.verifyReport?.().divergences ?? 0 };
}

async function reference(run: (gl: GL) => number[][]): Promise<number[][]> {
  const lane = (await referenceLane())({ width: S, height: S });
  lanes.push(lane);
  lane.makeCurrent();
  return run(lane.gl);
}

describe('pending uploads survive a draw that bails', () => {
  for (const [mode, switches] of [['pulled', PULLED], ['pushed', PUSHED]] as const) {
    it(`texSubImage2D on an incomplete texture, then a metadata-only completion (${mode})`, async () => {
      const got = await ours({ switches }, bailThenComplete);
      expect(got.images).toEqual([new Array(S * S).fill(A).flat(), ALL_BLACK, A_WITH_B]);
      expect(got.images).toEqual(await reference(bailThenComplete));
      expect(got.divergences).toBe(0);
      // Pushed: the write crossed as a shape (the backend read no front-end region).
      if (mode === 'pushed') expect(got.stats.shapesAccepted).toBeGreaterThanOrEqual(1);
    });

    it(`texImage2D(level 0) → draw that bails → texImage2D(level 1) keeps level 0's texels (${mode})`, async () => {
      const got = await ours({ switches }, levelZeroThenLevelOne);
      expect(got.images).toEqual([ALL_BLACK, A_WITH_B]);
      expect(got.images).toEqual(await reference(levelZeroThenLevelOne));
      expect(got.divergences).toBe(0);
      if (mode === 'pushed') expect(got.stats.shapesAccepted).toBeGreaterThanOrEqual(1);
    });
  }

  it('texStorage2D over a texture with a shape pending from its mutable definition: the old shape goes, the new storage uploads whole (pushed)', async () => {
    const { createDriverCallSink } = await import('@mgpipe/backend-gles');
    const sink = createDriverCallSink();
    const got = await ours({ switches: PUSHED, recordDriverCalls: sink }, storageAfterPendingShape);
    // A stated computation (GL 4.5 §8.19: texStorage2D redefines the texture; every texel is then written C), not the
    // reference lane: Mesa 22.3's desktop GL still samples the old 8×8 image (10, 20, 30) after texStorage2D over a
    // texture whose mutable image was already drawn with — and reports no error.
    expect(got.images).toEqual([new Array(S * S).fill(A).flat(), new Array(S * S).fill(C).flat()]);
    expect(got.divergences).toBe(0);
    // The image alone cannot tell: a stale 8×8 box uploaded into the 4×4 storage is a driver error, not a texel. The
    // uploads after the storage is made: the whole 4×4 image, no box of the old definition.
    const lines = sink.lines();
    const after = lines.slice(lines.findIndex((l) => l.startsWith('glTexStorage2D(')));
    const uploads = after.filter((l) => l.startsWith('glTexSubImage2D('));
    expect(uploads.length).toBeGreaterThanOrEqual(1);
    for (const u of uploads) expect(u).toMatch(/^glTexSubImage2D\(0xde1, 0, 0, 0, 4, 4,/);
  });

  it('negative control: the receiver fault (a texel column dropped per shape) changes the completed image', async () => {
    const got = await ours({ switches: FAULT }, bailThenComplete);
    const want = await reference(bailThenComplete);
    expect(got.images[0]).toEqual(want[0]);
    expect(got.images[2]).not.toEqual(want[2]);
  });
});
