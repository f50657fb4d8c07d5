// piglit's probes (piglit-util-gl.c): read the pixels of the read framebuffer and compare each channel with
// |observed - expected| <= tolerance[channel]. The window framebuffer is RGBA8, so it is read as bytes
// (exactly its contents, / 255); a bound FBO is read as floats, as piglit reads every probe.
import { numbers, type TestRun } from './test-run.ts';

export function readRect(run: TestRun, x: number, y: number, w: number, h: number): Float32Array {
  const { gl } = run;
  const out = new Float32Array(w * h * 4);
  if (run.readFbo === 0) {
    const bytes = new Uint8Array(w * h * 4);
    gl.readPixels(x, y, w, h, gl.RGBA, gl.UNSIGNED_BYTE, bytes);
    for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] / 255;
  } else {
    gl.readPixels(x, y, w, h, gl.RGBA, gl.FLOAT, out);
  }
  return out;
}

const fmt = (v: ArrayLike<number>, n: number) => `(${Array.from(v).slice(0, n).map((c) => +c.toFixed(4)).join(', ')})`;

/**
 * Test-only planted fault (the sample test's negative control): MGPIPE_PIGLIT_TEST_FAULT=probe shifts every
 * expected red channel by 0.5, so every probing test must fail. Only under NODE_ENV=test.
 */
const PROBE_FAULT = process.env.NODE_ENV === 'test' && process.env.MGPIPE_PIGLIT_TEST_FAULT === 'probe';

/** Probes a rectangle; fails the run at the first pixel off by more than the tolerance. */
export function probeRect(run: TestRun, x: number, y: number, w: number, h: number, wanted: number[], channels: 3 | 4): boolean {
  if (w <= 0 || h <= 0) return true;
  const expected = PROBE_FAULT ? [wanted[0] + 0.5, ...wanted.slice(1)] : wanted;
  const px = readRect(run, x, y, w, h);
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const o = (j * w + i) * 4;
      for (let c = 0; c < channels; c++) {
        if (Math.abs(px[o + c] - expected[c]) > run.tolerance[c]) {
          run.fail(`probe at (${x + i}, ${y + j}): expected ${fmt(expected, channels)}, observed ${fmt(px.subarray(o, o + 4), channels)}`);
          return false;
        }
      }
    }
  }
  return true;
}

/** piglit_probe_pixel_depth: |depth - expected| <= 0.01 (piglit's fixed depth tolerance). */
export function probeDepth(run: TestRun, x: number, y: number, expected: number): void {
  const { gl } = run;
  const out = new Float32Array(1);
  gl.readPixels(x, y, 1, 1, gl.DEPTH_COMPONENT, gl.FLOAT, out);
  if (Math.abs(out[0] - expected) > 0.01) run.fail(`probe depth at (${x}, ${y}): expected ${expected}, observed ${+out[0].toFixed(4)}`);
}

/**
 * The probe commands of the [test] section. Returns false when `line` is not a probe (the dispatcher goes on).
 * Forms: probe rgba X Y R G B A | probe rgb X Y R G B | probe all rgba R G B A | probe all rgb R G B |
 * probe rect rgba (X, Y, W, H) (R, G, B, A) | probe rect rgb ... | relative probe rgba (FX, FY) (...) |
 * relative probe rgb ... | relative probe rect rgba (FX, FY, FW, FH) (...) | relative probe rect rgb ... |
 * probe depth X Y D.
 */
export function runProbe(run: TestRun, line: string): boolean {
  let m: RegExpExecArray | null;
  const rw = run.readWidth;
  const rh = run.readHeight;
  if ((m = /^probe (rgba?) (?!\()(.*)$/.exec(line))) {
    const n = numbers(m[2], true);
    probeRect(run, Math.trunc(n[0]), Math.trunc(n[1]), 1, 1, n.slice(2), m[1] === 'rgba' ? 4 : 3);
  } else if ((m = /^probe all (rgba?)\s+(.*)$/.exec(line))) {
    probeRect(run, 0, 0, rw, rh, numbers(m[2], true), m[1] === 'rgba' ? 4 : 3);
  } else if ((m = /^probe rect (rgba?) (.*)$/.exec(line))) {
    const n = numbers(m[2], true);
    probeRect(run, n[0], n[1], n[2], n[3], n.slice(4), m[1] === 'rgba' ? 4 : 3);
  } else if ((m = /^relative probe rect (rgba?) (.*)$/.exec(line))) {
    const n = numbers(m[2], true);
    probeRect(run, Math.trunc(n[0] * rw), Math.trunc(n[1] * rh), Math.trunc(n[2] * rw), Math.trunc(n[3] * rh), n.slice(4), m[1] === 'rgba' ? 4 : 3);
  } else if ((m = /^relative probe (rgba?) (.*)$/.exec(line))) {
    const n = numbers(m[2], true);
    const x = Math.min(Math.trunc(n[0] * rw), rw - 1);
    const y = Math.min(Math.trunc(n[1] * rh), rh - 1);
    probeRect(run, x, y, 1, 1, n.slice(2), m[1] === 'rgba' ? 4 : 3);
  } else if ((m = /^probe depth (.*)$/.exec(line))) {
    const n = numbers(m[1], true);
    probeDepth(run, Math.trunc(n[0]), Math.trunc(n[1]), n[2]);
  } else {
    return false;
  }
  return true;
}
