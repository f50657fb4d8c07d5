// Cull distances (GL 4.5 core, ARB_cull_distance) through our stack and on the reference lane. GLES has them
// through EXT_clip_cull_distance; Mesa 22.3's GLES context lists that extension yet answers INVALID_ENUM for
// MAX_CULL_DISTANCES_EXT, which made the front end report 0 cull distances and withhold GL_ARB_cull_distance
// (piglit's arb_cull_distance tests skipped). The backend now reports the extension's guaranteed minimums for
// a pname its driver leaves unanswered (driver-limits.ts fillExtensionMinimums).
import type { GL } from '@mgpipe/gl-api';
import { GL as E } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { fillExtensionMinimums } from '../src/driver-limits.ts';
import { observeOnBothLanes } from './helpers.ts';

const W = 8, H = 8;

// Two triangles covering the left and the right half; a vertex's cull distance is negative on the left
// triangle only, so all three of its vertices are outside the half-space and the triangle is culled.
const VS = `#version 450
layout(location = 0) in vec3 p;
out float gl_CullDistance[1];
void main() { gl_Position = vec4(p.xy, 0.0, 1.0); gl_CullDistance[0] = p.z; }
`;
const FS = `#version 450
out vec4 o;
void main() { o = vec4(0.0, 1.0, 0.0, 1.0); }
`;
const TRIANGLES = new Float32Array([
  -1, -1, -1, 0, -1, -1, -1, 1, -1, 0, -1, -1, 0, 1, -1, -1, 1, -1,
  0, -1, 1, 1, -1, 1, 0, 1, 1, 0, 1, 1, 1, -1, 1, 1, 1, 1,
]);

function observe(gl: GL): unknown[] {
  const extensions: string[] = [];
  const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0];
  for (let i = 0; i < n; i++) extensions.push(gl.getStringi(gl.EXTENSIONS, i) ?? '');
  const out: unknown[] = [extensions.includes('GL_ARB_cull_distance'), gl.getIntegerv(gl.MAX_CULL_DISTANCES)[0] >= 8,
    gl.getIntegerv(gl.MAX_COMBINED_CLIP_AND_CULL_DISTANCES)[0] >= 8];
  const p = gl.createProgram();
  for (const [type, source] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]] as const) {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  out.push(gl.getProgramiv(p, gl.LINK_STATUS));
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [b] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, b);
  gl.bufferData(gl.ARRAY_BUFFER, TRIANGLES.byteLength, TRIANGLES, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  gl.clearColor(1, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLES, 0, 12);
  const px = new Uint8Array(4);
  for (const x of [1, 6]) {
    gl.readPixels(x, 4, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    out.push(Array.from(px));
  }
  out.push(gl.getError());
  return out;
}

describe('cull distances, our stack vs the reference lane', () => {
  it('advertises GL_ARB_cull_distance with at least 8 cull distances and culls as Mesa does', () => {
    const { ours, reference, logs } = observeOnBothLanes(W, H, observe);
    expect(logs.filter((l) => /rejected|failed/.test(l))).toEqual([]);
    // Stated: advertised, limits met, linked, the left half culled (clear color), the right half drawn.
    expect(reference).toEqual([true, true, true, 1, [255, 0, 0, 255], [0, 255, 0, 255], 0]);
    expect(ours).toEqual(reference);
  });
});

describe('fillExtensionMinimums', () => {
  it('fills an unanswered pname of an advertised extension with its minimum and keeps what the driver answered', () => {
    const limits = new Map<number, number[]>([[E.MAX_COMBINED_CLIP_AND_CULL_DISTANCES, [12]]]);
    fillExtensionMinimums(limits, new Set(['GL_EXT_clip_cull_distance']));
    expect(limits.get(E.MAX_CULL_DISTANCES)).toEqual([8]);
    expect(limits.get(E.MAX_COMBINED_CLIP_AND_CULL_DISTANCES)).toEqual([12]);
    const without = new Map<number, number[]>();
    fillExtensionMinimums(without, new Set());
    expect(without.size).toBe(0);
  });
});
