// readPixels of depth and depth-stencil (GL 4.5 §18.2) on both lanes: each depth format cleared to 0.3 (stencil 5)
// and read as DEPTH_COMPONENT FLOAT / UNSIGNED_INT / UNSIGNED_SHORT and DEPTH_STENCIL UNSIGNED_INT_24_8 /
// FLOAT_32_UNSIGNED_INT_24_8_REV. Our GLES backend used to ask the driver for FLOAT from a fixed-point depth
// buffer, which GLES refuses (INVALID_OPERATION, nothing written): every depth read returned 0. Expected values are
// the reference lane's (Mesa's desktop GL); fixed-point results may differ by one unit (Mesa truncates a float depth
// to fixed point, the spec's "should round to nearest" is what we do).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';

interface Reads { f: number; u: number; us: number; d24: number; s: number; f32: number; s32: number }

function readAll(gl: GL, format: number): Reads {
  const [fb] = gl.genFramebuffers(1);
  const [depth, color] = gl.genRenderbuffers(2);
  gl.bindRenderbuffer(gl.RENDERBUFFER, depth!);
  gl.renderbufferStorage(gl.RENDERBUFFER, format, 8, 8);
  gl.bindRenderbuffer(gl.RENDERBUFFER, color!);
  gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, 8, 8);
  gl.bindFramebuffer(gl.FRAMEBUFFER, fb!);
  gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, color!);
  const stencil = format === gl.DEPTH24_STENCIL8 || format === gl.DEPTH32F_STENCIL8;
  gl.framebufferRenderbuffer(gl.FRAMEBUFFER, stencil ? gl.DEPTH_STENCIL_ATTACHMENT : gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, depth!);
  if (stencil) gl.clearBufferfi(gl.DEPTH_STENCIL, 0, 0.3, 5);
  else gl.clearBufferfv(gl.DEPTH, 0, [0.3]);
  const f = new Float32Array(1);
  gl.readPixels(3, 3, 1, 1, gl.DEPTH_COMPONENT, gl.FLOAT, f);
  const u = new Uint32Array(1);
  gl.readPixels(3, 3, 1, 1, gl.DEPTH_COMPONENT, gl.UNSIGNED_INT, u);
  const us = new Uint16Array(1);
  gl.readPixels(3, 3, 1, 1, gl.DEPTH_COMPONENT, gl.UNSIGNED_SHORT, us);
  const r: Reads = { f: f[0], u: u[0], us: us[0], d24: -1, s: -1, f32: -1, s32: -1 };
  if (stencil) {
    const ds = new Uint32Array(1);
    gl.readPixels(3, 3, 1, 1, gl.DEPTH_STENCIL, gl.UNSIGNED_INT_24_8, ds);
    r.d24 = ds[0] >>> 8;
    r.s = ds[0] & 0xff;
    const dsf = new Uint32Array(2);
    gl.readPixels(3, 3, 1, 1, gl.DEPTH_STENCIL, gl.FLOAT_32_UNSIGNED_INT_24_8_REV, dsf);
    r.f32 = new Float32Array(dsf.buffer)[0];
    r.s32 = dsf[1] & 0xff;
  }
  expect(gl.getError()).toBe(gl.NO_ERROR);
  gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
  gl.deleteFramebuffers([fb!]);
  gl.deleteRenderbuffers([depth!, color!]);
  return r;
}

describe('depth and depth-stencil readPixels: ours vs Mesa', () => {
  let ours: Lane;
  let reference: Lane;
  beforeAll(async () => {
    ours = (await glesLane())({ width: 8, height: 8 });
    reference = (await referenceLane())({ width: 8, height: 8 });
  });
  afterAll(() => { ours.destroy(); reference.destroy(); });

  for (const name of ['DEPTH24_STENCIL8', 'DEPTH32F_STENCIL8', 'DEPTH_COMPONENT16', 'DEPTH_COMPONENT24', 'DEPTH_COMPONENT32F'] as const) {
    it(name, () => {
      reference.makeCurrent();
      const want = readAll(reference.gl, reference.gl[name]);
      ours.makeCurrent();
      const got = readAll(ours.gl, ours.gl[name]);
      expect(Math.abs(want.f - 0.3)).toBeLessThan(1e-4); // the reference read what was cleared
      expect(got.f).toBe(want.f);
      expect(Math.abs(got.u - want.u)).toBeLessThanOrEqual(1);
      expect(Math.abs(got.us - want.us)).toBeLessThanOrEqual(1);
      expect(Math.abs(got.d24 - want.d24)).toBeLessThanOrEqual(1);
      expect(got.s).toBe(want.s);
      expect(got.f32).toBe(want.f32);
      expect(got.s32).toBe(want.s32);
    });
  }
});
