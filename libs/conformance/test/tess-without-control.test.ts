// A program with a tessellation evaluation stage and no control stage (GL: the patch goes to the tessellator as
// the vertex stage wrote it, PATCH_VERTICES vertices, levels PATCH_DEFAULT_OUTER/INNER_LEVEL), run on both
// lanes: Mesa's desktop GL (the reference) and ours, where GLES requires a control stage and the backend supplies
// a pass-through one (gles-program passthrough-tcs.ts). The evaluation stage checks what it receives and draws
// green only when everything is GL's: the patch size, the default levels, and per-vertex inputs of every kind
// (block with an array member, struct, flat int). Each twin changes one input the shader checks (a level, the
// patch size), so a lowering that ignored it could not pass.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const shaders = (patchSize: number) => `[require]
GLSL >= 1.50
GL_ARB_tessellation_shader
[vertex shader]
#version 150
in vec4 vertex;
out VS { vec2 p; float k[2]; } o;
struct S { vec3 c; int id; };
out S s;
flat out int vid;
void main() {
  gl_Position = vertex;
  o.p = vertex.xy; o.k[0] = 0.25; o.k[1] = 0.5;
  s.c = vec3(0.0, 1.0, 0.0); s.id = gl_VertexID;
  vid = gl_VertexID;
}
[tessellation evaluation shader]
#version 150
#extension GL_ARB_tessellation_shader : require
layout(quads) in;
in VS { vec2 p; float k[2]; } o[];
struct S { vec3 c; int id; };
in S s[];
flat in int vid[];
out vec4 color;
void main() {
  vec2 uv = gl_TessCoord.xy;
  gl_Position = vec4(mix(mix(gl_in[0].gl_Position.xy, gl_in[1].gl_Position.xy, uv.x), mix(o[3].p, o[2].p, uv.x), uv.y), 0.0, 1.0);
  bool ok = gl_PatchVerticesIn == ${patchSize} && gl_TessLevelOuter == float[4](2.0, 4.0, 7.0, 6.0) &&
    gl_TessLevelInner == float[2](5.0, 3.0) && o[1].k[1] == 0.5 && o[2].k[0] == 0.25 && s[2].id == 2 && vid[3] == 3 &&
    s[0].c == vec3(0.0, 1.0, 0.0);
  color = ok ? vec4(0.0, 1.0, 0.0, 1.0) : vec4(1.0, 0.0, 0.0, 1.0);
}
[fragment shader]
#version 150
in vec4 color;
out vec4 f;
void main() { f = color; }
[vertex data]
vertex/float/2
-1.0 -1.0
 1.0 -1.0
 1.0  1.0
-1.0  1.0
`;

const test = (outer: string, vertices: number, patchSize: number, probe: string) => `${shaders(patchSize)}[test]
clear color 0.0 0.0 1.0 1.0
clear
patch parameter default level outer ${outer}
patch parameter default level inner 5 3
patch parameter vertices ${vertices}
draw arrays GL_PATCHES 0 4
${probe}`;

describe('tessellation evaluation without a control stage, both lanes', () => {
  it('the evaluation stage sees PATCH_VERTICES vertices, the default levels and every per-vertex input', async () => {
    const green = test('2 4 7 6', 4, 4, 'probe all rgba 0.0 1.0 0.0 1.0\n');
    expect(await verdict(green, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(green, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    // Twins: an outer level the shader does not expect, and a patch of 2 vertices (two patches; the shader wants 4).
    expect((await verdict(test('2 4 7 5', 4, 4, 'probe all rgba 0.0 1.0 0.0 1.0\n'), lanes.ours)).status, 'another outer level').toBe('fail');
    expect((await verdict(test('2 4 7 6', 2, 4, 'probe all rgba 0.0 1.0 0.0 1.0\n'), lanes.ours)).status, 'another patch size').toBe('fail');
  });

  it('a draw with another PATCH_VERTICES gets a control stage for that patch size', async () => {
    // Each patch covers the window (positions from gl_TessCoord only); green when gl_PatchVerticesIn is n.
    const t = (n: number) => `[require]
GLSL >= 1.50
GL_ARB_tessellation_shader
[vertex shader]
#version 150
in vec4 vertex;
void main() { gl_Position = vertex; }
[tessellation evaluation shader]
#version 150
#extension GL_ARB_tessellation_shader : require
layout(quads) in;
uniform int n;
out vec4 color;
void main() {
  gl_Position = vec4(gl_TessCoord.xy * 2.0 - 1.0, 0.0, 1.0);
  color = gl_PatchVerticesIn == n ? vec4(0.0, 1.0, 0.0, 1.0) : vec4(1.0, 0.0, 0.0, 1.0);
}
[fragment shader]
#version 150
in vec4 color;
out vec4 f;
void main() { f = color; }
[vertex data]
vertex/float/2
-1.0 -1.0
 1.0 -1.0
 1.0  1.0
-1.0  1.0
[test]
patch parameter vertices 4
uniform int n 4
draw arrays GL_PATCHES 0 4
probe all rgba 0.0 1.0 0.0 1.0
patch parameter vertices 2
uniform int n ${n}
draw arrays GL_PATCHES 0 4
probe all rgba 0.0 1.0 0.0 1.0
`;
    expect(await verdict(t(2), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(t(2), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(t(4), lanes.ours)).status, 'the 2-vertex patches seen as 4-vertex ones').toBe('fail');
  });
});
