// Through the front end: GLES lowerings of desktop features the backend emulates — a vertex-only
// (transform feedback) program, glDrawTransformFeedback, conditional rendering, image stores into
// texStorage textures, and shader-storage writes copied back to the shadows at a buffer barrier.
import type { GL } from '@mgpipe/gl-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GlesBackend } from '../src/index.ts';
import { openFrontEnd } from './helpers.ts';

const W = 16, H = 16;
let backend: GlesBackend;
let gl: GL;
let logs: string[];
beforeEach(() => ({ backend, gl, logs } = openFrontEnd(W, H)));
afterEach(() => backend.destroy());

function program(stages: [number, string][], before?: (p: number) => void): number {
  const p = gl.createProgram();
  for (const [type, src] of stages) {
    const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); gl.attachShader(p, s);
  }
  before?.(p);
  gl.linkProgram(p);
  expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
  return p;
}
const pixel = (x: number, y: number) => Array.from(backend.readDefaultFramebuffer().slice((y * W + x) * 4, (y * W + x) * 4 + 4));

const CAPTURE_VS = `#version 330 core
layout(location = 0) in vec2 p;
out vec2 pos;
void main() { pos = p; gl_Position = vec4(p, 0.0, 1.0); }`;
const DRAW_VS = `#version 330 core
layout(location = 0) in vec2 p;
void main() { gl_Position = vec4(p, 0.0, 1.0); }`;
const GREEN_FS = `#version 330 core
out vec4 o;
void main() { o = vec4(0.0, 1.0, 0.0, 1.0); }`;
/** A full-screen quad (two triangles). */
const QUAD = new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]);

function quadVao(): void {
  const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
  const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b);
  gl.bufferData(gl.ARRAY_BUFFER, QUAD.byteLength, QUAD, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0); gl.enableVertexAttribArray(0);
}

describe('transform feedback without a fragment shader, drawn with drawTransformFeedback', () => {
  it('links on the driver, captures, and draws the captured vertex count', () => {
    gl.clearColor(0, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT);
    quadVao();
    const capture = program([[gl.VERTEX_SHADER, CAPTURE_VS]], (p) => gl.transformFeedbackVaryings(p, ['pos'], gl.INTERLEAVED_ATTRIBS));
    const [out] = gl.genBuffers(1);
    gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, out);
    gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, QUAD.byteLength, null, gl.STATIC_COPY);
    const [tfo] = gl.genTransformFeedbacks(1);
    gl.bindTransformFeedback(gl.TRANSFORM_FEEDBACK, tfo);
    gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, out);
    gl.useProgram(capture);
    gl.enable(gl.RASTERIZER_DISCARD);
    gl.beginTransformFeedback(gl.TRIANGLES);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    gl.endTransformFeedback();
    gl.disable(gl.RASTERIZER_DISCARD);
    gl.bindTransformFeedback(gl.TRANSFORM_FEEDBACK, 0);
    expect(logs.filter((l) => l.includes('link failed'))).toEqual([]);
    const got = new Float32Array(12);
    gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, 48, got);
    expect(Array.from(got)).toEqual(Array.from(QUAD));

    const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, out);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0); gl.enableVertexAttribArray(0);
    gl.useProgram(program([[gl.VERTEX_SHADER, DRAW_VS], [gl.FRAGMENT_SHADER, GREEN_FS]]));
    gl.drawTransformFeedback(gl.TRIANGLES, tfo);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(pixel(3, 12)).toEqual([0, 255, 0, 255]);
    expect(pixel(12, 3)).toEqual([0, 255, 0, 255]);
  });
});

describe('conditional rendering', () => {
  it('skips the draw and clear conditioned on an occlusion query that passed no sample', () => {
    gl.clearColor(0, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT);
    quadVao();
    gl.useProgram(program([[gl.VERTEX_SHADER, DRAW_VS], [gl.FRAGMENT_SHADER, GREEN_FS]]));
    const [none, some] = gl.genQueries(2);
    gl.enable(gl.SCISSOR_TEST); gl.scissor(0, 0, 0, 0);
    gl.beginQuery(gl.ANY_SAMPLES_PASSED, none); gl.drawArrays(gl.TRIANGLES, 0, 6); gl.endQuery(gl.ANY_SAMPLES_PASSED);
    gl.disable(gl.SCISSOR_TEST);
    gl.beginQuery(gl.ANY_SAMPLES_PASSED, some); gl.drawArrays(gl.TRIANGLES, 0, 3); gl.endQuery(gl.ANY_SAMPLES_PASSED);
    gl.beginConditionalRender(none, gl.QUERY_WAIT);
    gl.clearColor(1, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT);
    gl.endConditionalRender();
    expect(pixel(3, 3)).toEqual([0, 255, 0, 255]);
    gl.beginConditionalRender(some, gl.QUERY_WAIT);
    gl.clearColor(0, 0, 1, 1); gl.clear(gl.COLOR_BUFFER_BIT);
    gl.endConditionalRender();
    expect(pixel(3, 3)).toEqual([0, 0, 255, 255]);
  });
});

describe('compute writes', () => {
  const CS = `#version 430 core
layout(local_size_x = 4, local_size_y = 4) in;
layout(r32ui, binding = 0) writeonly uniform uimage2D img;
layout(std430, binding = 0) buffer Out { uint v[16]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  imageStore(img, ivec2(gl_GlobalInvocationID.xy), uvec4(i + 100u));
  v[i] = i * 3u;
}`;
  it('imageStore lands in a texStorage texture and SSBO bytes reach getBufferSubData after the barrier', () => {
    const [tex] = gl.genTextures(1);
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.R32UI, 4, 4);
    const [ssbo] = gl.genBuffers(1);
    gl.bindBuffer(gl.SHADER_STORAGE_BUFFER, ssbo);
    gl.bufferData(gl.SHADER_STORAGE_BUFFER, 64, null, gl.DYNAMIC_COPY);
    gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, ssbo);
    gl.useProgram(program([[gl.COMPUTE_SHADER, CS]]));
    gl.bindImageTexture(0, tex, 0, false, 0, gl.WRITE_ONLY, gl.R32UI);
    gl.dispatchCompute(1, 1, 1);
    gl.memoryBarrier(gl.BUFFER_UPDATE_BARRIER_BIT | gl.FRAMEBUFFER_BARRIER_BIT);
    const got = new Uint32Array(16);
    gl.getBufferSubData(gl.SHADER_STORAGE_BUFFER, 0, 64, got);
    expect(Array.from(got)).toEqual(Array.from({ length: 16 }, (_, i) => i * 3));
    const [fbo] = gl.genFramebuffers(1);
    gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex, 0);
    const texels = new Uint32Array(16 * 4);
    gl.readPixels(0, 0, 4, 4, gl.RGBA_INTEGER, gl.UNSIGNED_INT, texels);
    expect(texels[0]).toBe(100);
    expect(texels[15 * 4]).toBe(115);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });
});
