// Through the front end: desktop GL binds any texture to an image unit, GLES 3.1 only immutable ones. A
// texture made with glTexImage2D and already sampled and attached (its twin's old driver name cached in a
// unit binding and a framebuffer) takes image stores; the dispatch's texels reach the framebuffer read, the
// sampler and getTexImage. Expected values are what the compute shader computes (texel x → x / 4).
// Also: GLSL 4.40 interpolant component selections, which GLSL ES refuses, moved outside the call.
import type { GL } from '@mgpipe/gl-api';
import { withInterpolantSwizzlesLifted } from '@mgpipe/gles-program';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GlesBackend } from '../src/index.ts';
import { openFrontEnd } from './helpers.ts';

const W = 4, H = 4;
let backend: GlesBackend;
let gl: GL;
let logs: string[];
beforeEach(() => ({ backend, gl, logs } = openFrontEnd(W, H)));
afterEach(() => backend.destroy());

function program(stages: [number, string][]): number {
  const p = gl.createProgram();
  for (const [type, src] of stages) {
    const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
  return p;
}

const STORE_CS = `#version 430
layout(rgba8) writeonly uniform image2D img;
layout(local_size_x = 4) in;
void main() { imageStore(img, ivec2(gl_GlobalInvocationID.xy), vec4(0.0, 1.0, float(gl_GlobalInvocationID.x) / 4.0, 1.0)); }`;
const SAMPLE_VS = `#version 330 core
layout(location = 0) in vec2 p;
void main() { gl_Position = vec4(p, 0.0, 1.0); }`;
const SAMPLE_FS = `#version 330 core
uniform sampler2D s;
out vec4 o;
void main() { o = texelFetch(s, ivec2(int(gl_FragCoord.x), 0), 0); }`;
const QUAD = new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]);
/** Texel x as the dispatch writes it, in RGBA8. */
const stored = (x: number) => [0, 255, Math.round((x / 4) * 255), 255];

describe('image stores into a glTexImage2D texture', () => {
  it('reach the attached framebuffer, a sampler already bound to the texture, and getTexImage', () => {
    const [tex] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(16).fill(255));
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    // Sampled and attached before the image binding: the twin's first driver name is cached in both places.
    const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
    const [vb] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, vb);
    gl.bufferData(gl.ARRAY_BUFFER, QUAD.byteLength, QUAD, gl.STATIC_DRAW);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0); gl.enableVertexAttribArray(0);
    const sampler = program([[gl.VERTEX_SHADER, SAMPLE_VS], [gl.FRAGMENT_SHADER, SAMPLE_FS]]);
    gl.useProgram(sampler);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    const [fbo] = gl.genFramebuffers(1);
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, fbo);
    gl.framebufferTexture2D(gl.READ_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex, 0);
    const before = new Uint8Array(16);
    gl.readPixels(0, 0, 4, 1, gl.RGBA, gl.UNSIGNED_BYTE, before);
    expect(Array.from(before)).toEqual(new Array(16).fill(255));

    gl.useProgram(program([[gl.COMPUTE_SHADER, STORE_CS]]));
    gl.bindImageTexture(0, tex, 0, false, 0, gl.WRITE_ONLY, gl.RGBA8);
    gl.dispatchCompute(1, 1, 1);
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
    const expected = [0, 1, 2, 3].flatMap(stored);
    const read = new Uint8Array(16);
    gl.readPixels(0, 0, 4, 1, gl.RGBA, gl.UNSIGNED_BYTE, read);
    expect(Array.from(read)).toEqual(expected);
    const texels = new Uint8Array(16);
    gl.getTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels);
    expect(Array.from(texels)).toEqual(expected);
    gl.useProgram(sampler);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    expect(Array.from(backend.readDefaultFramebuffer().slice(0, 16))).toEqual(expected);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(logs).toEqual([]);
  });

  it('a texture redefined after the image binding (glTexImage2D, new size) takes stores again', () => {
    const [tex] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 2, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(8));
    gl.useProgram(program([[gl.COMPUTE_SHADER, STORE_CS]]));
    gl.bindImageTexture(0, tex, 0, false, 0, gl.WRITE_ONLY, gl.RGBA8);
    gl.dispatchCompute(1, 1, 1);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 4, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(16));
    gl.dispatchCompute(1, 1, 1);
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
    const texels = new Uint8Array(16);
    gl.getTexImage(gl.TEXTURE_2D, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels);
    expect(Array.from(texels)).toEqual([0, 1, 2, 3].flatMap(stored));
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });
});

describe('interpolateAt* with a component selection (GLSL 4.40)', () => {
  it('moves the selection of a vector input (a swizzle or an index) outside the call, leaves structure members alone', () => {
    const essl = 'layout(location = 0) in vec3 a;\nin highp vec4 b[2];\nin S s;\nvoid main() {\n'
      + 'x = interpolateAtSample(a.yx, 0) + interpolateAtCentroid(a.z) + interpolateAtOffset(b[1].w, vec2(0.0));\ny = interpolateAtCentroid(s.x);\n'
      + 'z = interpolateAtSample(a[u_idx], 1) + interpolateAtCentroid(b[u_idx]) + interpolateAtCentroid(s.v[1]);\n}\n';
    expect(withInterpolantSwizzlesLifted(essl).split('\n').slice(4, 7)).toEqual([
      'x = interpolateAtSample(a, 0).yx + interpolateAtCentroid(a).z + interpolateAtOffset(b[1], vec2(0.0)).w;',
      'y = interpolateAtCentroid(s.x);',
      // a component of the vector a by index moves out (NVIDIA 580); an element of the array b and a member's stay
      'z = interpolateAtSample(a, 1)[u_idx] + interpolateAtCentroid(b[u_idx]) + interpolateAtCentroid(s.v[1]);',
    ]);
  });

  it('a fragment shader interpolating a.yx builds on the driver and draws', () => {
    const p = program([[gl.VERTEX_SHADER, `#version 440\nlayout(location = 0) in vec2 p;\nout vec3 a;\nvoid main() { a = vec3(0.25, 0.5, 0.75); gl_Position = vec4(p, 0.0, 1.0); }`],
      [gl.FRAGMENT_SHADER, '#version 440\nin vec3 a;\nout vec4 o;\nvoid main() { o = vec4(interpolateAtCentroid(a.zx), interpolateAtCentroid(a[1]), 1.0); }']]);
    const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
    const [vb] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, vb);
    gl.bufferData(gl.ARRAY_BUFFER, QUAD.byteLength, QUAD, gl.STATIC_DRAW);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0); gl.enableVertexAttribArray(0);
    gl.useProgram(p);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    expect(logs).toEqual([]);
    expect(Array.from(backend.readDefaultFramebuffer().slice(0, 4))).toEqual([191, 64, 128, 255]);
  });
});
