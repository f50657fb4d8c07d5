// Uniform initializers (`uniform float f = 0.5;`): the default block starts with them after the link (GLSL
// 4.50 §4.3.5), both as glGetUniform* reads and as what a draw sees: our stack vs the reference lane.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { buildProgram, observeOnBothLanes } from './helpers.ts';

const VS = '#version 330\nin vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n';
const FS = `#version 330
uniform float f = 0.5;
uniform vec2 v[2] = vec2[2](vec2(0.25, 0.75), vec2(1.0, 0.0));
uniform mat2 m = mat2(1.0, 2.0, 3.0, 4.0);
uniform int i = 7;
uniform uint u = 3u;
uniform float plain;
out vec4 o;
void main() { o = vec4(f, v[0].y, v[1].x * m[1][0] / 3.0, float(i + int(u)) / 10.0 + plain); }
`;

// An aggregate's initializer sets each of its GL leaves ("b.cs[1].g", "b.t", "aa[1][0]"): the split the front end
// writes by (uniform-initializers.ts in libs/shader).
const AGGREGATE_FS = `#version 430
struct C { float r; vec2 g; };
struct B { C cs[2]; mat2 t; };
uniform B b = B(C[2](C(0.125, vec2(0.25, 0.5)), C(0.75, vec2(1.0, 0.0))), mat2(1.0, 2.0, 3.0, 4.0));
uniform float aa[2][2] = float[2][2](float[2](0.0625, 0.1875), float[2](0.3125, 0.4375));
out vec4 o;
void main() { o = vec4(b.cs[0].r + b.cs[1].g.y, b.cs[0].g.y * b.t[0][1] / 2.0, b.cs[1].r * b.t[1][1] / 4.0, aa[0][1] + aa[1][0]); }
`;

function observe(gl: GL): unknown[] {
  const p = buildProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
  const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS)];
  const loc = (n: string) => gl.getUniformLocation(p, n);
  o.push(gl.getUniformfv(p, loc('f')), gl.getUniformfv(p, loc('v[0]')), gl.getUniformfv(p, loc('v[1]')), gl.getUniformfv(p, loc('m')),
    gl.getUniformiv(p, loc('i')), gl.getUniformuiv(p, loc('u')), gl.getUniformfv(p, loc('plain')));
  return [...o, ...draw(gl, p)];
}

function observeAggregates(gl: GL): unknown[] {
  const p = buildProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, AGGREGATE_FS]]);
  const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS)];
  const loc = (n: string) => gl.getUniformLocation(p, n);
  o.push(...['b.cs[0].r', 'b.cs[0].g', 'b.cs[1].r', 'b.cs[1].g', 'b.t', 'aa[0][1]', 'aa[1][0]'].map((n) => gl.getUniformfv(p, loc(n))));
  return [...o, ...draw(gl, p)];
}

function draw(gl: GL, p: number): unknown[] {
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [vbo] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  gl.vertexAttribPointer(gl.getAttribLocation(p, 'p'), 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(gl.getAttribLocation(p, 'p'));
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const px = new Uint8Array(4);
  gl.readPixels(1, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
  return [Array.from(px), gl.getError()];
}

describe('uniform initializers, our stack vs the reference lane', () => {
  it('starts the default block with the initializer values', () => {
    const { ours, reference, logs } = observeOnBothLanes(4, 4, observe);
    expect(logs.filter((l) => /rejected|failed/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    expect(ours.slice(0, 8)).toEqual([1, [0.5], [0.25, 0.75], [1, 0], [1, 2, 3, 4], [7], [3], [0]]);
  });

  it('starts every leaf of a struct, an array of structs and an array of arrays with its part of the initializer', () => {
    const { ours, reference, logs } = observeOnBothLanes(4, 4, observeAggregates);
    expect(logs.filter((l) => /rejected|failed/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    expect(ours.slice(0, 8)).toEqual([1, [0.125], [0.25, 0.5], [0.75], [1, 0], [1, 2, 3, 4], [0.1875], [0.3125]]);
  });
});
