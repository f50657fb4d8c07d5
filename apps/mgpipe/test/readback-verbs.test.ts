// glReadPixels as MGPipe calls (issue 17): with the readback-pack bit pushed (and framebuffer, its prerequisite) every
// glReadPixels reaches the GLES backend as `read_pixels` (client memory: a reply-slot call whose packed rows the
// client copies) or `read_pixels_to_buffer` (a PIXEL_PACK buffer, by handle) on its MGPipeContext — the legacy
// readPixels verb throws here. The bytes equal what Mesa's desktop GL returns for the same calls (the reference lane),
// including the bytes the pack state skips (left as they were) and PACK_SWAP_BYTES, and the stated clear colors;
// verify compares each call with what the legacy verb would have been given (the receiver's own negative controls:
// libs/backend-gles/test/readback-receiver.test.ts), and the planted pack-state fault changes the bytes read.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
const { ALL_SUBSYSTEMS_MASK, pipeSwitches } = await import('@mgpipe/migration');

const W = 16, H = 8;
const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

/** Our stack, everything pushed, verify on; counts the readback calls, the legacy readPixels verb throws. */
async function pushedReads(testFault = false, verify = true): Promise<{ lane: Lane; reads: () => number; toBuffer: () => number }> {
  let reads = 0, toBuffer = 0;
  const factory = await glesLane({
    switches: { ...pipeSwitches(), pushMask: ALL_SUBSYSTEMS_MASK, verify, testFault: testFault ? ['readback-pack'] : null },
    backendTap: (backend) => {
      (backend.verbs as Record<string, unknown>).readPixels = () => { throw new Error('legacy readPixels verb reached with the readback-pack bit pushed'); };
      const table = backend.pipeContext as { read_pixels: ((p: unknown) => Uint8Array) | null; read_pixels_to_buffer: ((p: unknown) => void) | null };
      const read = table.read_pixels!, into = table.read_pixels_to_buffer!;
      table.read_pixels = (p) => { reads++; return read(p); };
      table.read_pixels_to_buffer = (p) => { toBuffer++; into(p); };
    },
  });
  const lane = factory({ width: W, height: H });
  lanes.push(lane);
  lane.makeCurrent();
  return { lane, reads: () => reads, toBuffer: () => toBuffer };
}

/** What the scene's reads returned, byte for byte. */
interface Reads { tight: number[]; strided: number[]; floats: number[]; swapped: number[]; packBuffer: number[]; depth: number; window: number[] }

/**
 * An RGBA8 + DEPTH24_STENCIL8 FBO cleared to (0.25, 0.5, 0.75, 1) with a scissored red band at x < 4 and depth 0.5,
 * read five ways: tight RGBA / UNSIGNED_BYTE; RGB with PACK_ROW_LENGTH 7, SKIP_PIXELS 2, SKIP_ROWS 1, ALIGNMENT 8 into
 * memory pre-filled with 0xab (what the pack state skips must stay 0xab); RGBA / FLOAT, plain and with PACK_SWAP_BYTES; into a PIXEL_PACK buffer at
 * offset 12 with ROW_LENGTH 5 (its other bytes pre-set to 0x5a); DEPTH_COMPONENT / FLOAT. Then the window, cleared.
 */
function scene(gl: GL): Reads {
  const [fb] = gl.genFramebuffers(1);
  const [tex] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, tex!);
  gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, W, H);
  const [rb] = gl.genRenderbuffers(1);
  gl.bindRenderbuffer(gl.RENDERBUFFER, rb!);
  gl.renderbufferStorage(gl.RENDERBUFFER, gl.DEPTH24_STENCIL8, W, H);
  gl.bindFramebuffer(gl.FRAMEBUFFER, fb!);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex!, 0);
  gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.RENDERBUFFER, rb!);
  gl.clearColor(0.25, 0.5, 0.75, 1);
  gl.clearDepth(0.5);
  gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
  gl.enable(gl.SCISSOR_TEST);
  gl.scissor(0, 0, 4, H);
  gl.clearColor(1, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.disable(gl.SCISSOR_TEST);

  const tight = new Uint8Array(6 * 2 * 4);
  gl.readPixels(1, 2, 6, 2, gl.RGBA, gl.UNSIGNED_BYTE, tight);
  const strided = new Uint8Array(64).fill(0xab);
  gl.pixelStorei(gl.PACK_ROW_LENGTH, 7);
  gl.pixelStorei(gl.PACK_SKIP_PIXELS, 2);
  gl.pixelStorei(gl.PACK_SKIP_ROWS, 1);
  gl.pixelStorei(gl.PACK_ALIGNMENT, 8);
  gl.readPixels(2, 0, 3, 2, gl.RGB, gl.UNSIGNED_BYTE, strided);
  gl.pixelStorei(gl.PACK_SKIP_PIXELS, 0);
  gl.pixelStorei(gl.PACK_SKIP_ROWS, 0);
  gl.pixelStorei(gl.PACK_ALIGNMENT, 4);
  gl.pixelStorei(gl.PACK_ROW_LENGTH, 0);
  const floats = new Float32Array(2 * 4);
  gl.readPixels(3, 0, 2, 1, gl.RGBA, gl.FLOAT, floats);
  const swapped = new Uint8Array(2 * 16);
  gl.pixelStorei(gl.PACK_SWAP_BYTES, 1);
  gl.readPixels(3, 0, 2, 1, gl.RGBA, gl.FLOAT, swapped);
  gl.pixelStorei(gl.PACK_SWAP_BYTES, 0);

  const [pbo] = gl.genBuffers(1);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, pbo!);
  gl.bufferData(gl.PIXEL_PACK_BUFFER, new Uint8Array(64).fill(0x5a), gl.STREAM_READ);
  gl.pixelStorei(gl.PACK_ROW_LENGTH, 5);
  gl.readPixels(2, 3, 3, 2, gl.RGBA, gl.UNSIGNED_BYTE, 12);
  gl.pixelStorei(gl.PACK_ROW_LENGTH, 0);
  const packBuffer = new Uint8Array(64);
  gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, packBuffer);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, 0);

  const depth = new Float32Array(1);
  gl.readPixels(5, 5, 1, 1, gl.DEPTH_COMPONENT, gl.FLOAT, depth);
  gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
  gl.clearColor(0, 1, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const window = new Uint8Array(4);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, window);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return { tight: [...tight], strided: [...strided], floats: [...floats], swapped: [...swapped], packBuffer: [...packBuffer], depth: depth[0], window: [...window] };
}

const RED = [255, 0, 0, 255], BLUE = [64, 128, 191, 255];

describe('glReadPixels as MGPipe calls (the readback-pack bit)', () => {
  it('reaches the backend as read_pixels / read_pixels_to_buffer only, returns what Mesa returns, and verify compares each', async () => {
    const { lane, reads, toBuffer } = await pushedReads();
    const ours = scene(lane.gl);
    expect(reads()).toBe(6);
    expect(toBuffer()).toBe(1);
    // Stated values: x 1..6 of rows 2..3 — x < 4 red, the rest the clear color.
    for (let i = 0; i < 12; i++) expect(ours.tight.slice(i * 4, i * 4 + 4)).toEqual((i % 6) + 1 < 4 ? RED : BLUE);
    // RGB rows of 7 × 3 = 21 bytes padded to 24 (alignment 8); row 0 and the first 2 pixels of each row skipped.
    for (let b = 0; b < 64; b++) {
      const row = Math.floor(b / 24), inRow = b % 24;
      const written = (row === 1 || row === 2) && inRow >= 6 && inRow < 15;
      if (!written) expect(ours.strided[b]).toBe(0xab);
    }
    expect(ours.strided.slice(24 + 6, 24 + 9)).toEqual([255, 0, 0]); // x 2: red
    expect(ours.strided.slice(24 + 12, 24 + 15)).toEqual([64, 128, 191]); // x 4: the clear color
    expect(ours.floats).toEqual([1, 0, 0, 1, 0.25098039215686274, 0.5019607843137255, 0.7490196078431373, 1].map(Math.fround));
    // Each float's 4 bytes reversed: red 1.0 (0x3f800000) reads 3f 80 00 00.
    const f32 = new Uint8Array(new Float32Array(ours.floats).buffer);
    for (let i = 0; i < 32; i += 4) expect(ours.swapped.slice(i, i + 4)).toEqual([f32[i + 3], f32[i + 2], f32[i + 1], f32[i]]);
    expect(ours.swapped.slice(0, 4)).toEqual([0x3f, 0x80, 0, 0]);
    expect(ours.packBuffer.slice(0, 12)).toEqual(new Array(12).fill(0x5a));
    expect(ours.packBuffer.slice(12 + 12, 12 + 20)).toEqual(new Array(8).fill(0x5a)); // row stride 20: 8 bytes skipped
    expect(Math.abs(ours.depth - 0.5)).toBeLessThan(2 ** -23);
    expect(ours.window).toEqual([0, 255, 0, 255]);
    const report = lane.verifyReport!();
    expect(report.divergences).toBe(0);
    expect(report.bySubsystem?.['readback-pack']).toBeGreaterThanOrEqual(7);
    const reference = (await referenceLane())({ width: W, height: H });
    lanes.push(reference);
    reference.makeCurrent();
    expect(ours).toEqual(scene(reference.gl));
  });

  it('MOBILEGL_PIPE_TEST_FAULT=readback-pack (PACK_SWAP_BYTES inverted in the pushed pack state) changes the bytes read; verify sees it', async () => {
    const read = (gl: GL) => {
      const f = new Uint8Array(4);
      gl.readPixels(0, 0, 1, 1, gl.RED, gl.FLOAT, f);
      return [...f];
    };
    const clean = await pushedReads(false, false);
    clean.lane.gl.clearColor(1, 0, 0, 1);
    clean.lane.gl.clear(clean.lane.gl.COLOR_BUFFER_BIT);
    expect(read(clean.lane.gl)).toEqual([0, 0, 0x80, 0x3f]);
    const faulted = await pushedReads(true, false);
    faulted.lane.gl.clearColor(1, 0, 0, 1);
    faulted.lane.gl.clear(faulted.lane.gl.COLOR_BUFFER_BIT);
    expect(read(faulted.lane.gl)).toEqual([0x3f, 0x80, 0, 0]);
    const verified = await pushedReads(true);
    expect(() => read(verified.lane.gl)).toThrow(/PipeVerifyDiffer, packState@readback/);
  });
});
