// interpolateAtOffset / AtCentroid on a member of an input block or structure (legal in desktop GLSL 4.00 with
// ARB_gpu_shader5; GLSL ES wants a plain input), run on both lanes: Mesa's desktop GL (the reference) and ours,
// where the backend flattens such a block / structure into one input per member in the fragment stage and its
// producer (gles-program interpolant-members.ts). Expected values are computed: p = piglit_vertex.xy varies by
// 2 / 250 per pixel, so interpolating half a pixel away changes it by 0.004, scaled by 125 to 0.5; the
// non-interpolated member k (0.25) checks the other members still arrive. The twin asks for the opposite offset.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (xOffset: string) => `[require]
GLSL >= 1.50
GL_ARB_gpu_shader5
[vertex shader]
#version 150
in vec4 piglit_vertex;
out VS2PS { vec2 p; float k; } vs2ps;
struct S { float q; vec3 unused; };
out S s;
void main() { gl_Position = piglit_vertex; vs2ps.p = piglit_vertex.xy; vs2ps.k = 0.25; s.q = piglit_vertex.y; s.unused = vec3(0.0); }
[fragment shader]
#version 150
#extension GL_ARB_gpu_shader5 : require
in VS2PS { vec2 p; float k; } vs2ps;
struct S { float q; vec3 unused; };
in S s;
out vec4 color;
void main() {
  float r = (interpolateAtOffset(vs2ps.p, vec2(${xOffset}, 0.0)).x - vs2ps.p.x) * 125.0;
  float g = (interpolateAtOffset(s.q, vec2(0.0, -0.5)) - s.q) * -125.0;
  float c = interpolateAtCentroid(vs2ps.k);
  color = vec4(r, g, c, 1.0);
}
[test]
draw rect -1 -1 2 2
probe all rgba 0.5 0.5 0.25 1.0
`;

describe('interpolateAt* on block and structure members, both lanes', () => {
  it('interpolates the member itself', async () => {
    expect(await verdict(test('0.5'), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test('0.5'), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test('-0.5'), lanes.ours)).status, 'the twin (the other offset)').toBe('fail');
  });
});
