// Exact SAMPLES_PASSED on GLES (ANY_SAMPLES_PASSED only): while the query is active, draws use a program
// variant that counts its fragment invocations under early fragment tests into an SSBO counter; programs
// whose fragment stage can change coverage or depth after the tests fall back to 0/1 (logged once).
import type { GL } from '@mgpipe/gl-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GlesBackend } from '../src/index.ts';
import { openFrontEnd } from './helpers.ts';
import { sampleCountingObstacle, withSampleCounter } from '@mgpipe/gles-program';

const W = 16, H = 16;
let backend: GlesBackend;
let gl: GL;
let logs: string[];
beforeEach(() => ({ backend, gl, logs } = openFrontEnd(W, H)));
afterEach(() => backend.destroy());

const VS = `#version 330 core
layout(location = 0) in vec2 p;
uniform float z;
void main() { gl_Position = vec4(p, z, 1.0); }`;
const COLOR_FS = `#version 330 core
uniform vec4 color;
out vec4 o;
void main() { o = color; }`;
const DISCARD_FS = `#version 330 core
out vec4 o;
void main() { if (gl_FragCoord.x < 8.0) discard; o = vec4(1.0); }`;
const QUAD = new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]);

function program(fs: string): number {
  const p = gl.createProgram();
  for (const [type, src] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, fs]] as const) {
    const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
  return p;
}
function quadVao(): void {
  const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao);
  const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b);
  gl.bufferData(gl.ARRAY_BUFFER, QUAD.byteLength, QUAD, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0); gl.enableVertexAttribArray(0);
}
const pixel = (x: number, y: number) => Array.from(backend.readDefaultFramebuffer().slice((y * W + x) * 4, (y * W + x) * 4 + 4));

describe('the counting variant (ESSL edit)', () => {
  it('adds early fragment tests, the counter block and one atomicAdd at the top of main', () => {
    const essl = '#version 320 es\n#extension GL_EXT_clip_cull_distance : enable\nprecision mediump float;\nlayout(location = 0) out vec4 o;\n\nvoid main()\n{\n    o = vec4(1.0);\n}\n';
    const out = withSampleCounter(essl, 3);
    expect(out).toContain('layout(early_fragment_tests) in;\nlayout(std430, binding = 3) buffer MgpSampleCounter_ { highp uint mgpSamplesPassed_; };\nvoid main()\n{\n    atomicAdd(mgpSamplesPassed_, 1u);\n    o = vec4(1.0);');
    expect(out.indexOf('#extension')).toBeLessThan(out.indexOf('early_fragment_tests'));
  });
  it('refuses fragment stages that change coverage or depth after the tests', () => {
    expect(sampleCountingObstacle('void main() { o = vec4(1.0); }')).toBeNull();
    expect(sampleCountingObstacle('void main() { if (x) { discard; } }')).toMatch(/discards/);
    expect(sampleCountingObstacle('void main() { gl_FragDepth = 0.5; }')).toMatch(/gl_FragDepth/);
    expect(sampleCountingObstacle('void main() { gl_SampleMask[0] = 1; }')).toMatch(/gl_SampleMask/);
  });
});

describe('SAMPLES_PASSED through the front end', () => {
  it('counts the samples that pass the scissor and depth tests, on the variant, with its uniforms', () => {
    quadVao();
    const p = program(COLOR_FS);
    gl.useProgram(p);
    const zLoc = gl.getUniformLocation(p, 'z');
    const colorLoc = gl.getUniformLocation(p, 'color');
    gl.clearColor(0, 0, 0, 1); gl.clearDepth(1); gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    gl.enable(gl.DEPTH_TEST); gl.depthFunc(gl.LESS);
    // Occluder: a 4 × 16 column at the near depth, outside any query.
    gl.enable(gl.SCISSOR_TEST); gl.scissor(0, 0, 4, 16);
    gl.uniform1f(zLoc, -0.5); gl.uniform4f(colorLoc, 0, 0, 1, 1);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    gl.disable(gl.SCISSOR_TEST);

    const [full, scissored, hidden] = gl.genQueries(3);
    gl.uniform1f(zLoc, 0); gl.uniform4f(colorLoc, 0, 1, 0, 1);
    gl.beginQuery(gl.SAMPLES_PASSED, full); gl.drawArrays(gl.TRIANGLES, 0, 6); gl.endQuery(gl.SAMPLES_PASSED);
    gl.enable(gl.SCISSOR_TEST); gl.scissor(8, 0, 8, 4);
    gl.uniform1f(zLoc, -0.25);
    gl.beginQuery(gl.SAMPLES_PASSED, scissored); gl.drawArrays(gl.TRIANGLES, 0, 6); gl.endQuery(gl.SAMPLES_PASSED);
    gl.disable(gl.SCISSOR_TEST);
    gl.uniform1f(zLoc, 0.5);
    gl.beginQuery(gl.SAMPLES_PASSED, hidden); gl.drawArrays(gl.TRIANGLES, 0, 6); gl.endQuery(gl.SAMPLES_PASSED);

    expect(gl.getQueryObjectuiv(full, gl.QUERY_RESULT)).toBe(16 * 16 - 4 * 16);
    expect(gl.getQueryObjectui64v(scissored, gl.QUERY_RESULT)).toBe(8 * 4);
    expect(gl.getQueryObjecti64v(hidden, gl.QUERY_RESULT)).toBe(0);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    // The variant drew with the program's uniforms; the result of one query survives the next one's draws.
    expect(pixel(10, 10)).toEqual([0, 255, 0, 255]);
    expect(pixel(1, 10)).toEqual([0, 0, 255, 255]);
    expect(gl.getQueryObjectuiv(full, gl.QUERY_RESULT)).toBe(192);
    expect(backend.stats.lowered['samples-passed-count']).toBe(3);
    expect(logs.filter((l) => l.includes('SAMPLES_PASSED'))).toEqual([]);
  });

  it('draws outside a query keep the original program', () => {
    quadVao();
    const p = program(COLOR_FS);
    gl.useProgram(p);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    expect(backend.stats.lowered['samples-passed-count'] ?? 0).toBe(0);
  });

  it('falls back to ANY_SAMPLES_PASSED for a discarding program and says so once', () => {
    quadVao();
    gl.useProgram(program(DISCARD_FS));
    const [q, q2] = gl.genQueries(2);
    gl.beginQuery(gl.SAMPLES_PASSED, q); gl.drawArrays(gl.TRIANGLES, 0, 6); gl.endQuery(gl.SAMPLES_PASSED);
    gl.beginQuery(gl.SAMPLES_PASSED, q2); gl.drawArrays(gl.TRIANGLES, 0, 6); gl.endQuery(gl.SAMPLES_PASSED);
    expect(gl.getQueryObjectuiv(q, gl.QUERY_RESULT)).toBe(1);
    expect(logs.filter((l) => l.includes('SAMPLES_PASSED runs as ANY_SAMPLES_PASSED'))).toHaveLength(1);
    expect(logs[0]).toMatch(/discards/);
  });
});
