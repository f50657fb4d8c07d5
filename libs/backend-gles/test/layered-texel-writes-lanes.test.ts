// Texels the driver writes into layered textures (copyTexSubImage3D, copyTexSubImage2D into a 1D array,
// copyImageSubData into an array layer, generateMipmap on 3D / 1D-array / 2D-array chains), then sampled in
// a draw: our stack (front end over this backend) against the reference lane (Mesa desktop GL 4.5). The
// backend reads such texels back into the front end's client shadow; a layer it skipped was re-uploaded
// from the stale shadow at the next draw (issue 16: a generateMipmap'd 2D array sampled as zeros).
// Each texel (i, j) of layer z of the observed level is drawn with texelFetch to pixel (z · w + i, j).
import type { GL } from '@mgpipe/gl-api';
import { createReferenceGL } from '@mgpipe/reference-gl';
import { describe, expect, it } from 'vitest';
import { openFrontEnd } from './helpers.ts';

const W = 16, H = 8;

function onBoth(observe: (gl: GL) => number[]): { ours: number[]; reference: number[] } {
  const { backend, gl } = openFrontEnd(W, H);
  let ours: number[];
  try { ours = observe(gl); } finally { backend.destroy(); }
  const lane = createReferenceGL({ width: W, height: H });
  let reference: number[];
  try { lane.makeCurrent(); reference = observe(lane.gl); } finally { lane.destroy(); }
  return { ours, reference };
}

function compile(gl: GL, type: number, source: string): number {
  const s = gl.createShader(type);
  gl.shaderSource(s, source);
  gl.compileShader(s);
  if (gl.getShaderiv(s, gl.COMPILE_STATUS) !== gl.TRUE) throw new Error(gl.getShaderInfoLog(s));
  return s;
}

const VS = `#version 330 core
void main() { gl_Position = vec4(vec2(gl_VertexID & 1, gl_VertexID >> 1) * 4.0 - 1.0, 0.0, 1.0); }
`;
/** `fetch` reads texel (i, j) of layer z at `level` from `t`. */
function fetchProgram(gl: GL, sampler: string, fetch: string): number {
  const fs = `#version 330 core
uniform ${sampler} t;
uniform int w;
uniform int level;
out vec4 o;
void main() { ivec2 p = ivec2(gl_FragCoord.xy); int i = p.x % w; int j = p.y; int z = p.x / w; o = ${fetch}; }
`;
  const p = gl.createProgram();
  gl.attachShader(p, compile(gl, gl.VERTEX_SHADER, VS));
  gl.attachShader(p, compile(gl, gl.FRAGMENT_SHADER, fs));
  gl.linkProgram(p);
  if (gl.getProgramiv(p, gl.LINK_STATUS) !== gl.TRUE) throw new Error(gl.getProgramInfoLog(p));
  return p;
}

/** Draws the fetch of `level` (w texels wide) over the window and returns the w·layers × rows pixels (RGBA). */
function observe(gl: GL, program: number, w: number, layers: number, rows: number, level: number): number[] {
  gl.bindFramebuffer(gl.FRAMEBUFFER, 0);
  gl.clearColor(0.5, 0.5, 0.5, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.useProgram(program);
  gl.uniform1i(gl.getUniformLocation(program, 't'), 0);
  gl.uniform1i(gl.getUniformLocation(program, 'w'), w);
  gl.uniform1i(gl.getUniformLocation(program, 'level'), level);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  const out = new Uint8Array(w * layers * rows * 4);
  gl.readPixels(0, 0, w * layers, rows, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return [...out, gl.getError()];
}

/** 4 × 4 × `layers` RGBA8 texels: (40 i + 60 z, 40 j, 255 − 50 z, 255). */
function texels(w: number, h: number, layers: number): Uint8Array {
  const d = new Uint8Array(w * h * layers * 4);
  for (let z = 0; z < layers; z++) for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) d.set([40 * i + 60 * z, 40 * j, 255 - 50 * z, 255], ((z * h + j) * w + i) * 4);
  return d;
}

/** The default framebuffer as a copy source: green left of x = 1, blue from x = 1 (scissored clears). */
function paintSource(gl: GL): void {
  gl.clearColor(0, 1, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.enable(gl.SCISSOR_TEST);
  gl.scissor(1, 0, W, H);
  gl.clearColor(0, 0, 1, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.disable(gl.SCISSOR_TEST);
}

function nearest(gl: GL, target: number): void {
  gl.texParameteri(target, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(target, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
}

const FETCH_ARRAY = 'texelFetch(t, ivec3(i, j, z), level)';

describe('driver-written texels of layered textures survive the next draw (ours vs reference)', () => {
  it('copyTexSubImage3D into a 2D array layer and a 3D slice', () => {
    for (const target of ['TEXTURE_2D_ARRAY', 'TEXTURE_3D'] as const) {
      const { ours, reference } = onBoth((gl) => {
        const t = gl[target];
        const [tex] = gl.genTextures(1);
        gl.bindTexture(t, tex);
        gl.texImage3D(t, 0, gl.RGBA8, 4, 4, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(4, 4, 2));
        nearest(gl, t);
        paintSource(gl);
        gl.copyTexSubImage3D(t, 0, 1, 1, 1, 0, 0, 2, 2);
        return observe(gl, fetchProgram(gl, target === 'TEXTURE_3D' ? 'sampler3D' : 'sampler2DArray', FETCH_ARRAY), 4, 2, 4, 0);
      });
      expect(ours, target).toEqual(reference);
    }
  });

  it('copyTexSubImage2D into two layers of a 1D array', () => {
    const { ours, reference } = onBoth((gl) => {
      const [tex] = gl.genTextures(1);
      gl.bindTexture(gl.TEXTURE_1D_ARRAY, tex);
      gl.texImage2D(gl.TEXTURE_1D_ARRAY, 0, gl.RGBA8, 4, 3, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(4, 3, 1));
      nearest(gl, gl.TEXTURE_1D_ARRAY);
      paintSource(gl);
      gl.copyTexSubImage2D(gl.TEXTURE_1D_ARRAY, 0, 1, 1, 0, 0, 2, 2);
      return observe(gl, fetchProgram(gl, 'sampler1DArray', 'texelFetch(t, ivec2(i, z), level)'), 4, 3, 1, 0);
    });
    expect(ours).toEqual(reference);
  });

  it('copyImageSubData from a 2D texture into a 2D array layer', () => {
    const { ours, reference } = onBoth((gl) => {
      const [src, dst] = gl.genTextures(2);
      gl.bindTexture(gl.TEXTURE_2D, src);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 2, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(16).fill(200));
      nearest(gl, gl.TEXTURE_2D);
      gl.bindTexture(gl.TEXTURE_2D_ARRAY, dst);
      gl.texImage3D(gl.TEXTURE_2D_ARRAY, 0, gl.RGBA8, 4, 4, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(4, 4, 2));
      nearest(gl, gl.TEXTURE_2D_ARRAY);
      gl.copyImageSubData(src, gl.TEXTURE_2D, 0, 0, 0, 0, dst, gl.TEXTURE_2D_ARRAY, 0, 2, 1, 1, 2, 2, 1);
      return observe(gl, fetchProgram(gl, 'sampler2DArray', FETCH_ARRAY), 4, 2, 4, 0);
    });
    expect(ours).toEqual(reference);
  });

  // The 1D arrays: a mutable one (a driver 2D array of height 1 defined level by level) and one in texStorage2D.
  it('generateMipmap on 2D array, 3D, 1D array and non-square 2D chains: level 1 of every layer', () => {
    const ONE_D = 'texelFetch(t, ivec2(i, z), level)';
    const cases = [
      { target: 'TEXTURE_2D_ARRAY', sampler: 'sampler2DArray', fetch: FETCH_ARRAY, layers1: 2, rows1: 2, storage: false },
      { target: 'TEXTURE_3D', sampler: 'sampler3D', fetch: FETCH_ARRAY, layers1: 1, rows1: 2, storage: false },
      { target: 'TEXTURE_1D_ARRAY', sampler: 'sampler1DArray', fetch: ONE_D, layers1: 3, rows1: 1, storage: false },
      { target: 'TEXTURE_1D_ARRAY', sampler: 'sampler1DArray', fetch: ONE_D, layers1: 3, rows1: 1, storage: true },
      // Non-square 2D (not layered, read back as before): the driver-storage rule above applies to it too.
      { target: 'TEXTURE_2D', sampler: 'sampler2D', fetch: 'texelFetch(t, ivec2(i, j), level)', layers1: 1, rows1: 1, storage: false },
    ] as const;
    for (const c of cases) {
      const { ours, reference } = onBoth((gl) => {
        const t = gl[c.target];
        const [tex] = gl.genTextures(1);
        gl.bindTexture(t, tex);
        if (c.storage) {
          gl.texStorage2D(t, 3, gl.RGBA8, 4, 3);
          gl.texSubImage2D(t, 0, 0, 0, 4, 3, gl.RGBA, gl.UNSIGNED_BYTE, texels(4, 3, 1));
        } else if (c.target === 'TEXTURE_1D_ARRAY') gl.texImage2D(t, 0, gl.RGBA8, 4, 3, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(4, 3, 1));
        else if (c.target === 'TEXTURE_2D') gl.texImage2D(t, 0, gl.RGBA8, 4, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(4, 2, 1));
        else gl.texImage3D(t, 0, gl.RGBA8, 4, 4, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels(4, 4, 2));
        gl.generateMipmap(t);
        gl.texParameteri(t, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST);
        return observe(gl, fetchProgram(gl, c.sampler, c.fetch), 2, c.layers1, c.rows1, 1);
      });
      expect(ours, `${c.target}${c.storage ? ' (texStorage)' : ''}`).toEqual(reference);
      // Not the zero-filled shadow the front end allocates for a generated level.
      expect(ours.slice(0, 4), c.target).not.toEqual([0, 0, 0, 0]);
    }
  });
});
