// A patch output of the tessellation control stage that is an array of arrays (GL 4.3 / ARB_arrays_of_arrays),
// run on both lanes (Mesa's desktop GL, the reference, and ours: GLES drivers refuse such an output, so gles-program
// block-array-flattening.ts flattens it row-major on both stages). Every element gets its own value and the
// evaluation stage weighs each by a distinct power of two, so a flattening that mixed up elements (or read them
// from the wrong locations) would change the sum; the expected color is that sum, computed below.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

// Element [i][j] holds (i * 3 + j + 1) / 64 in green; the evaluation stage reads [i][j] with weight 2^-(i*3+j)
// from non-constant indices (a loop), so green = sum over k = 0..5 of (k + 1) / 64 / 2^k.
const green = Array.from({ length: 6 }, (_, k) => (k + 1) / 64 / 2 ** k).reduce((a, b) => a + b, 0);

function test(expectedGreen: number): string {
  return `[require]
GLSL >= 1.50
GL_ARB_tessellation_shader
GL_ARB_arrays_of_arrays
[vertex shader passthrough]
[tessellation control shader]
#version 150
#extension GL_ARB_tessellation_shader: require
#extension GL_ARB_arrays_of_arrays: require
layout(vertices = 3) out;
patch out vec4 level[2][3];
void main() {
  gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 0.0);
  gl_TessLevelInner = float[2](0.0, 0.0);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++) level[i][j] = vec4(0.0, float(i * 3 + j + 1) / 64.0, 0.0, 1.0);
}
[tessellation evaluation shader]
#version 150
#extension GL_ARB_tessellation_shader: require
#extension GL_ARB_arrays_of_arrays: require
layout(triangles) in;
patch in vec4 level[2][3];
out vec4 color;
void main() {
  gl_Position = gl_in[0].gl_Position * gl_TessCoord[0] + gl_in[1].gl_Position * gl_TessCoord[1] + gl_in[2].gl_Position * gl_TessCoord[2];
  color = vec4(0.0, 0.0, 0.0, 1.0);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++) color.g += level[i][j].g / exp2(float(i * 3 + j));
}
[fragment shader]
#version 150
in vec4 color;
out vec4 frag;
void main() { frag = color; }
[vertex data]
piglit_vertex/float/2
-1.0 -1.0
 1.0 -1.0
-1.0  1.0
-1.0  1.0
 1.0 -1.0
 1.0  1.0
[test]
clear color 0.1 0.1 0.1 0.1
clear
patch parameter vertices 3
draw arrays GL_PATCHES 0 6
probe all rgba 0.0 ${expectedGreen} 0.0 1.0
`;
}

describe('tessellation patch outputs that are arrays of arrays, both lanes', () => {
  it('every element reaches the evaluation stage', async () => {
    expect(await verdict(test(green), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test(green), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
  });

  it('the probe tells elements apart (element [0][0] alone, 1/64, fails it)', async () => {
    expect((await verdict(test(1 / 64), lanes.ours)).status).toBe('fail');
  });
});

// Per-vertex control outputs of arrays and of structures holding arrays (gles-program tess-io-blocks.ts makes them
// block arrays for GLES). Vertex v (0..2) writes c[v][j] = (v * 2 + j + 1) / 64 and s[v].w[j] likewise; the
// evaluation stage sums c[v][j] / 2^(v*2+j) (non-constant indices) plus the same of s[v].w[j], so green is twice
// the sum below; a misplaced element changes it.
const perVertexGreen = 2 * Array.from({ length: 6 }, (_, k) => (k + 1) / 64 / 2 ** k).reduce((a, b) => a + b, 0);

function perVertexTest(expectedGreen: number): string {
  return `[require]
GLSL >= 1.50
GL_ARB_tessellation_shader
GL_ARB_arrays_of_arrays
[vertex shader passthrough]
[tessellation control shader]
#version 150
#extension GL_ARB_tessellation_shader: require
#extension GL_ARB_arrays_of_arrays: require
layout(vertices = 3) out;
struct S { float w[2]; };
out vec4 c[][2];
out S s[];
void main() {
  gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 0.0);
  gl_TessLevelInner = float[2](0.0, 0.0);
  for (int j = 0; j < 2; j++) {
    c[gl_InvocationID][j] = vec4(0.0, float(gl_InvocationID * 2 + j + 1) / 64.0, 0.0, 1.0);
    s[gl_InvocationID].w[j] = float(gl_InvocationID * 2 + j + 1) / 64.0;
  }
}
[tessellation evaluation shader]
#version 150
#extension GL_ARB_tessellation_shader: require
#extension GL_ARB_arrays_of_arrays: require
layout(triangles) in;
struct S { float w[2]; };
in vec4 c[][2];
in S s[];
out vec4 color;
void main() {
  gl_Position = gl_in[0].gl_Position * gl_TessCoord[0] + gl_in[1].gl_Position * gl_TessCoord[1] + gl_in[2].gl_Position * gl_TessCoord[2];
  color = vec4(0.0, 0.0, 0.0, 1.0);
  for (int v = 0; v < 3; v++)
    for (int j = 0; j < 2; j++) color.g += (c[v][j].g + s[v].w[j]) / exp2(float(v * 2 + j));
}
[fragment shader]
#version 150
in vec4 color;
out vec4 frag;
void main() { frag = color; }
[vertex data]
piglit_vertex/float/2
-1.0 -1.0
 1.0 -1.0
-1.0  1.0
-1.0  1.0
 1.0 -1.0
 1.0  1.0
[test]
clear color 0.1 0.1 0.1 0.1
clear
patch parameter vertices 3
draw arrays GL_PATCHES 0 6
probe all rgba 0.0 ${expectedGreen} 0.0 1.0
`;
}

describe('per-vertex tessellation control outputs of arrays and structures, both lanes', () => {
  it('every element of every vertex reaches the evaluation stage', async () => {
    expect(await verdict(perVertexTest(perVertexGreen), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(perVertexTest(perVertexGreen), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
  });

  it('the probe tells elements apart (vertex 0 element 0 alone, 2/64, fails it)', async () => {
    expect((await verdict(perVertexTest(2 / 64), lanes.ours)).status).toBe('fail');
  });
});
