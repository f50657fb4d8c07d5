// Sampling lowerings at the SPIR-V → ESSL step (lowering/spirv-lowering.ts):
//  - rectangle samplers (SPIRV-Cross refuses them for ESSL) → 2D with coordinates divided by textureSize;
//  - TEXTURE_LOD_BIAS (absent in GLES) → a program variant adding a per-unit bias uniform to each sample's λ,
//    used only while a bound texture / sampler pair has a non-zero bias.
import type { GL } from '@mgpipe/gl-api';
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GlesBackend } from '../src/index.ts';
import { openFrontEnd } from './helpers.ts';
import { addLodBiasUniform, lowerRectangleSamplers } from '@mgpipe/gles-program';

const W = 16, H = 16;
let backend: GlesBackend;
let gl: GL;
let logs: string[];
beforeEach(() => ({ backend, gl, logs } = openFrontEnd(W, H)));
afterEach(() => backend.destroy());

const VS = `#version 330 core
layout(location = 0) in vec2 p;
out vec2 uv;
void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }`;
const QUAD = new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]);

function fragmentSpirv(fs: string): Uint32Array {
  const r = compileProgram({ stages: [{ stage: 'vertex', source: VS }, { stage: 'fragment', source: fs }] });
  expect(r.ok, r.log).toBe(true);
  return r.stages.find((s) => s.stage === 'fragment')!.spirv;
}
function program(fs: string): number {
  const p = gl.createProgram();
  for (const [type, src] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, fs]] as const) {
    const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
  gl.useProgram(p);
  gl.uniform1i(gl.getUniformLocation(p, 't'), 0);
  return p;
}
function drawQuad(): void {
  const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
  const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b);
  gl.bufferData(gl.ARRAY_BUFFER, QUAD.byteLength, QUAD, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0); gl.enableVertexAttribArray(0);
  gl.drawArrays(gl.TRIANGLES, 0, 6);
}
const pixel = (x: number, y: number) => Array.from(backend.readDefaultFramebuffer().slice((y * W + x) * 4, (y * W + x) * 4 + 4));

const RECT_FS = `#version 330 core
in vec2 uv;
uniform sampler2DRect t;
out vec4 o;
void main() { o = texture(t, uv * vec2(3.0, 2.0)); }`;

describe('rectangle samplers', () => {
  it('SPIR-V: Rect → 2D with coordinates divided by textureSize; ESSL cross-compiles; other modules untouched', () => {
    const spirv = fragmentSpirv(RECT_FS);
    expect(crossCompile(spirv, { target: 'essl', version: 320, stage: 'fragment' }).ok).toBe(false);
    const cross = crossCompile(lowerRectangleSamplers(spirv), { target: 'essl', version: 320, stage: 'fragment' });
    expect(cross.ok, cross.log).toBe(true);
    expect(cross.source).toMatch(/uniform highp sampler2D t;/);
    expect(cross.source).toMatch(/texture\(t, \(uv \* vec2\(3\.0, 2\.0\)\) \/ vec2\(textureSize\(t, 0\)\)\)/);
    const plain = fragmentSpirv('#version 330 core\nuniform sampler2D t; in vec2 uv; out vec4 o; void main() { o = texture(t, uv); }');
    expect(lowerRectangleSamplers(plain)).toBe(plain);
  });

  it('draws with unnormalised coordinates (3×2 texture, uv · (3, 2))', () => {
    gl.clearColor(0, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT);
    const [tex] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_RECTANGLE, tex);
    gl.texParameteri(gl.TEXTURE_RECTANGLE, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_RECTANGLE, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    const texels = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0], [0, 255, 255], [255, 0, 255]];
    gl.texImage2D(gl.TEXTURE_RECTANGLE, 0, gl.RGBA8, 3, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(texels.flatMap((t) => [...t, 255])));
    program(RECT_FS);
    drawQuad();
    expect(logs.filter((l) => /Rectangle|rejected|failed/.test(l))).toEqual([]);
    expect(pixel(1, 1)).toEqual([255, 0, 0, 255]); // texel (0, 0)
    expect(pixel(14, 14)).toEqual([255, 0, 255, 255]); // texel (2, 1)
    expect(pixel(8, 2)).toEqual([0, 255, 0, 255]); // texel (1, 0)
  });
});

const MIP_FS = `#version 330 core
in vec2 uv;
uniform sampler2D t;
out vec4 o;
void main() { o = texture(t, uv); }`;
const LEVELS = [[255, 0, 0], [0, 255, 0], [0, 0, 255]];

/** A 4×4 texture, levels red / green / blue, NEAREST_MIPMAP_NEAREST; drawn over 16 px: λ = log2(4 / 16) = −2. */
function mipTexture(): number {
  const [tex] = gl.genTextures(1);
  gl.bindTexture(gl.TEXTURE_2D, tex);
  for (let L = 0; L < 3; L++) {
    const size = 4 >> L;
    gl.texImage2D(gl.TEXTURE_2D, L, gl.RGBA8, size, size, 0, gl.RGBA, gl.UNSIGNED_BYTE,
      new Uint8Array(Array.from({ length: size * size }, () => [...LEVELS[L], 255]).flat()));
  }
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  return tex;
}

describe('TEXTURE_LOD_BIAS', () => {
  it('SPIR-V: the variant adds _mgpLodBias[unit] as the bias of implicit-LOD samples and to explicit LODs', () => {
    const spirv = fragmentSpirv(`#version 330 core
in vec2 uv; uniform sampler2D t; uniform sampler2D u; out vec4 o;
void main() { o = texture(t, uv) + texture(u, uv, 1.0) + textureLod(t, uv, 2.0); }`);
    const cross = crossCompile(addLodBiasUniform(spirv, 2), { target: 'essl', version: 320, stage: 'fragment' });
    expect(cross.ok, cross.log).toBe(true);
    expect(cross.source).toMatch(/uniform float _mgpLodBias\[2\];/);
    expect(cross.source).toMatch(/texture\(t, uv, _mgpLodBias\[0\]\)/);
    expect(cross.source).toMatch(/texture\(u, uv, 1\.0 \+ _mgpLodBias\[1\]\)/);
    expect(cross.source).toMatch(/textureLod\(t, uv, 2\.0 \+ _mgpLodBias\[0\]\)/);
  });

  it('a sampler object bias of 3 moves λ = −2 to 1 (level 1); back to 0, level 0 with the plain program', () => {
    mipTexture();
    const [s] = gl.genSamplers(1);
    gl.samplerParameteri(s, gl.TEXTURE_MIN_FILTER, gl.NEAREST_MIPMAP_NEAREST);
    gl.samplerParameteri(s, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    gl.samplerParameterf(s, gl.TEXTURE_LOD_BIAS, 3);
    gl.bindSampler(0, s);
    program(MIP_FS);
    drawQuad();
    expect(pixel(8, 8)).toEqual([0, 255, 0, 255]);
    gl.samplerParameterf(s, gl.TEXTURE_LOD_BIAS, 0);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    expect(pixel(8, 8)).toEqual([255, 0, 0, 255]);
    gl.samplerParameterf(s, gl.TEXTURE_LOD_BIAS, 4);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    expect(pixel(8, 8)).toEqual([0, 0, 255, 255]);
    expect(logs).toEqual([]);
  });

  it("the texture's own bias applies when no sampler object is bound", () => {
    mipTexture();
    gl.texParameterf(gl.TEXTURE_2D, gl.TEXTURE_LOD_BIAS, 3);
    program(MIP_FS);
    drawQuad();
    expect(pixel(8, 8)).toEqual([0, 255, 0, 255]);
  });
});
