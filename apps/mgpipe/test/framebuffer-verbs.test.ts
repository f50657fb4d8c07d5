// The framebuffer verbs as MGPipe calls (issue 17): with the framebuffer bit pushed, glClear, glClearBuffer{fv,iv,uiv,fi}
// and glClearNamedFramebuffer* reach the GLES backend as `clear` (seeds §4.4.5: one call for every clear entry point),
// glBlitFramebuffer as `blit`, on its MGPipeContext — the legacy clear and blit verbs throw here — and render what
// Mesa's desktop GL renders (the reference lane); verify compares each with what the legacy verb would have been
// given, and a fault planted in the receivers turns it red.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
const { ALL_SUBSYSTEMS_MASK, pipeSwitches } = await import('@mgpipe/migration');

const W = 32, H = 16;
const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

/** Our stack, everything pushed, verify on; counts `clear` calls, the legacy clear verbs throw. */
async function pushedClears(testFault = false): Promise<{ lane: Lane; clears: () => number; blits: () => number }> {
  let count = 0;
  let blitCount = 0;
  const base = pipeSwitches();
  const factory = await glesLane({
    switches: { ...base, pushMask: ALL_SUBSYSTEMS_MASK, verify: true, testFault: testFault ? ['framebuffer'] : null },
    backendTap: (backend) => {
      const verbs = backend.verbs as Record<string, unknown>;
      for (const name of ['clear', 'clearBuffer', 'blitFramebuffer']) verbs[name] = () => { throw new Error(`legacy ${name} verb reached with the framebuffer bit pushed`); };
      const table = backend.pipeContext as { clear: ((p: unknown) => void) | null; blit: ((p: unknown) => void) | null };
      const clear = table.clear!;
      table.clear = (p) => { count++; clear(p); };
      const blit = table.blit!;
      table.blit = (p) => { blitCount++; blit(p); };
    },
  });
  const lane = factory({ width: W, height: H });
  lanes.push(lane);
  lane.makeCurrent();
  return { lane, clears: () => count, blits: () => blitCount };
}

/** An FBO over a new W×H texture of `format` (and a DEPTH24_STENCIL8 renderbuffer when `depthStencil`). */
function fbo(gl: GL, format: number, depthStencil: boolean): number {
  const [fb] = gl.genFramebuffers(1);
  const [tex] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, tex!);
  gl.texStorage2D(gl.TEXTURE_2D, 1, format, W, H);
  gl.bindFramebuffer(gl.FRAMEBUFFER, fb!);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex!, 0);
  if (depthStencil) {
    const [rb] = gl.genRenderbuffers(1);
    gl.bindRenderbuffer(gl.RENDERBUFFER, rb!);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.DEPTH24_STENCIL8, W, H);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.RENDERBUFFER, rb!);
  }
  return fb!;
}

/**
 * Every clear form into FBOs (glClear, scissored clearBufferfv, clearBufferuiv into RGBA8UI, clearBufferfi, then
 * clearNamedFramebufferiv / fv with framebuffer 0 bound), the RGBA8 one blitted to the window. (Clears of the
 * default framebuffer by clearBuffer* are left out: Mesa's reference lane, a pbuffer, ignores them.)
 */
function scene(gl: GL): number {
  const color = fbo(gl, gl.RGBA8, true);
  gl.clearColor(0.25, 0.5, 0.75, 1);
  gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT | gl.STENCIL_BUFFER_BIT);
  gl.enable(gl.SCISSOR_TEST);
  gl.scissor(0, 0, 8, 16);
  gl.clearBufferfv(gl.COLOR, 0, [1, 0, 0, 1]);
  gl.disable(gl.SCISSOR_TEST);
  gl.clearBufferfi(gl.DEPTH_STENCIL, 0, 0.3, 5); // 0.3: not an f32 (verify compares the wire's f32)
  const integer = fbo(gl, gl.RGBA8UI, false);
  gl.clearBufferuiv(gl.COLOR, 0, [7, 200, 42, 255]);
  gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
  gl.clearNamedFramebufferiv(color, gl.STENCIL, 0, [9]);
  gl.clearNamedFramebufferfv(color, gl.DEPTH, 0, [0.75]);
  // What the integer clear and the named stencil clear left (readPixels of the FBOs), then the color FBO on screen.
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, integer);
  const ui = new Uint32Array(4);
  gl.readPixels(3, 3, 1, 1, gl.RGBA_INTEGER, gl.UNSIGNED_INT, ui);
  expect(Array.from(ui)).toEqual([7, 200, 42, 255]);
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, color);
  const stencil = new Uint8Array(1);
  gl.readPixels(3, 3, 1, 1, gl.STENCIL_INDEX, gl.UNSIGNED_BYTE, stencil);
  const depth = new Float32Array(1);
  gl.readPixels(3, 3, 1, 1, gl.DEPTH_COMPONENT, gl.FLOAT, depth);
  // The named clears after clearBufferfi: stencil 9, depth 0.75 (24-bit: within 2^-23).
  expect(stencil[0]).toBe(9);
  expect(Math.abs(depth[0] - 0.75)).toBeLessThan(2 ** -23);
  gl.blitFramebuffer(0, 0, W, H, 0, 0, W, H, gl.COLOR_BUFFER_BIT, gl.NEAREST);
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, 0);
  return gl.getError();
}

describe('clear and blit as MGPipe calls (the framebuffer bit)', () => {
  it('reach the backend as `clear` / `blit` only, render what Mesa renders, and verify compares each (0 divergences)', async () => {
    const { lane, clears, blits } = await pushedClears();
    expect(scene(lane.gl)).toBe(lane.gl.NO_ERROR);
    expect(clears()).toBe(6);
    expect(blits()).toBe(1);
    // The scissored red band (x < 8) and the clear color (0.25, 0.5, 0.75) elsewhere, as the blit shows them.
    const px = lane.readDefaultFramebuffer();
    expect(Array.from(px.subarray(0, 4))).toEqual([255, 0, 0, 255]);
    expect(Array.from(px.subarray(20 * 4, 21 * 4))).toEqual([64, 128, 191, 255]);
    const report = lane.verifyReport!();
    expect(report.divergences).toBe(0);
    expect(report.bySubsystem?.framebuffer).toBeGreaterThanOrEqual(7);
    const reference = (await referenceLane())({ width: W, height: H });
    lanes.push(reference);
    reference.makeCurrent();
    expect(scene(reference.gl)).toBe(reference.gl.NO_ERROR);
    expect(lane.readDefaultFramebuffer()).toEqual(reference.readDefaultFramebuffer());
  });

  it('MOBILEGL_PIPE_TEST_FAULT=framebuffer (a receiver that moves a blit\'s destination) turns verify red', async () => {
    const { lane } = await pushedClears(true);
    const gl = lane.gl;
    expect(() => gl.blitFramebuffer(0, 0, 4, 4, 0, 0, 4, 4, gl.COLOR_BUFFER_BIT, gl.NEAREST)).toThrow(/PipeVerifyDiffer, blit@blitOrCopy/);
    expect((lane.verifyReport!().first ?? []).join('\n')).toMatch(/blit@blitOrCopy: word 6: 3, legacy 4/);
  });

  it('MOBILEGL_PIPE_TEST_FAULT=framebuffer (a receiver that flips a clear value) turns verify red', async () => {
    const { lane } = await pushedClears(true);
    expect(() => lane.gl.clearBufferfv(lane.gl.COLOR, 0, [1, 0, 0, 1])).toThrow(/PipeVerifyDiffer, clear@clear/);
    expect((lane.verifyReport!().first ?? []).join('\n')).toMatch(/clear@clear: color\[0\]/);
  });
});
