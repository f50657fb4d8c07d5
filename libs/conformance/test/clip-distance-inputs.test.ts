// gl_in[].gl_ClipDistance read by a geometry shader (GLSL 1.50 §7.1): a whole-array copy into the stage's own
// output and a read at a non-constant index, as piglit's glsl-1.50 geometry/clip-distance-* tests do. ESSL's built-in
// input block has the array unsized and Mesa's GLES refuses both; our backend redeclares the input block (and the
// producer's output block) with the size the vertex stage declares (gles-program clip-distance-inputs.ts). Run on
// both lanes; the expected values are computed: the vertex stage writes d[j] = 0.125 (j + 1), j < 4, so d[k] read
// with k = 3 from a flat input is 0.5 (green) and the copied array's d[1] is 0.25 (blue).
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (expected: string) => `[require]
GLSL >= 1.50
[vertex shader]
#version 150
in vec4 piglit_vertex;
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[4]; };
flat out int k;
void main() {
  gl_Position = piglit_vertex;
  k = 3;
  for (int j = 0; j < 4; j++) gl_ClipDistance[j] = 0.125 * float(j + 1);
}
[geometry shader]
#version 150
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
flat in int k[];
in gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[4]; } gl_in[];
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[4]; };
out vec2 v;
void main() {
  for (int i = 0; i < 3; i++) {
    gl_Position = gl_in[i].gl_Position;
    float picked = gl_in[i].gl_ClipDistance[k[i]];
    gl_ClipDistance = gl_in[i].gl_ClipDistance;
    v = vec2(picked, gl_ClipDistance[1]);
    EmitVertex();
  }
}
[fragment shader]
#version 150
in vec2 v;
out vec4 color;
void main() { color = vec4(0.0, v, 1.0); }
[test]
draw rect -1 -1 2 2
probe all rgba ${expected}
`;

describe('gl_in[].gl_ClipDistance in a geometry shader, both lanes', () => {
  it('copies the whole array and reads it at a non-constant index', async () => {
    expect(await verdict(test('0.0 0.5 0.25 1.0'), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test('0.0 0.5 0.25 1.0'), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test('0.0 0.25 0.25 1.0'), lanes.ours)).status, 'the twin (another element)').toBe('fail');
  });
});

// The tessellation evaluation stage reading what a control stage wrote through its own arrayed gl_PerVertex output
// block (`out gl_PerVertex { float gl_ClipDistance[8]; } gl_out[]`, kept as SPIRV-Cross writes it): the evaluation
// stage's input block is redeclared with exactly the control stage's members, or Mesa's GLES link refuses the pair.
// Computed: the control stage writes d[j] = 0.0625 (j + 1) per vertex, the evaluation stage passes d[k] for k = 7 of
// vertex 0 (0.5) and d[2] of vertex 2 (0.1875).
const tess = (expected: string) => `[require]
GLSL >= 1.50
GL_ARB_tessellation_shader
[vertex shader]
#version 150
in vec4 piglit_vertex;
void main() { gl_Position = piglit_vertex; }
[tessellation control shader]
#version 150
#extension GL_ARB_tessellation_shader : require
layout(vertices = 3) out;
out gl_PerVertex { float gl_ClipDistance[8]; } gl_out[];
out vec4 position[];
void main() {
  for (int j = 0; j < 8; j++) gl_out[gl_InvocationID].gl_ClipDistance[j] = 0.0625 * float(j + 1);
  position[gl_InvocationID] = gl_in[gl_InvocationID].gl_Position;
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0);
  gl_TessLevelInner = float[2](1.0, 1.0);
}
[tessellation evaluation shader]
#version 150
#extension GL_ARB_tessellation_shader : require
layout(triangles) in;
in gl_PerVertex { float gl_ClipDistance[8]; } gl_in[];
in vec4 position[];
out vec2 v;
void main() {
  int k = 7;
  float copy[8] = gl_in[2].gl_ClipDistance;
  v = vec2(gl_in[0].gl_ClipDistance[k], copy[2]);
  gl_Position = position[0] * gl_TessCoord.x + position[1] * gl_TessCoord.y + position[2] * gl_TessCoord.z;
}
[fragment shader]
#version 150
in vec2 v;
out vec4 color;
void main() { color = vec4(0.0, v, 1.0); }
[vertex data]
piglit_vertex/float/2
-1.0 -1.0
 3.0 -1.0
-1.0  3.0
[test]
patch parameter vertices 3
draw arrays GL_PATCHES 0 3
probe rgba 2 2 ${expected}
`;

describe('gl_in[].gl_ClipDistance in a tessellation evaluation shader after a control stage, both lanes', () => {
  it('links and reads the control stage\'s values, whole-array and at a non-constant index', async () => {
    expect(await verdict(tess('0.0 0.5 0.1875 1.0'), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(tess('0.0 0.5 0.1875 1.0'), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(tess('0.0 0.5 0.25 1.0'), lanes.ours)).status, 'the twin (another element)').toBe('fail');
  });
});

