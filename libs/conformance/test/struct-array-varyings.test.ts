// An array of structures from the vertex to the fragment stage (GLSL 1.50; ESSL has none), read at a constant and
// at a non-constant index and given to interpolateAtCentroid, run on both lanes: our backend splits it into one
// array per member (gles-program struct-array-varyings.ts). Values computed: s[i].k = 0.25 (i + 1) and s[i].v =
// (0, 0.5 i, 0) for i < 3; the fragment stage reads s[2].k = 0.75 (red), s[n].v.y with n = 1 from a uniform = 0.5
// (green) and interpolateAtCentroid(s[2].v).y = 1.0 (blue: a fully covered pixel's centroid is its centre).
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (expected: string) => `[require]
GLSL >= 1.50
GL_ARB_gpu_shader5
[vertex shader]
#version 150
in vec4 piglit_vertex;
struct S { float k; vec3 v; };
out S s[3];
void main() {
  gl_Position = piglit_vertex;
  for (int i = 0; i < 3; i++) { s[i].k = 0.25 * float(i + 1); s[i].v = vec3(0.0, 0.5 * float(i), 0.0); }
}
[fragment shader]
#version 150
#extension GL_ARB_gpu_shader5 : require
struct S { float k; vec3 v; };
in S s[3];
uniform int n;
out vec4 color;
void main() { color = vec4(s[2].k, s[n].v.y, interpolateAtCentroid(s[2].v).y, 1.0); }
[test]
uniform int n 1
draw rect -1 -1 2 2
probe all rgba ${expected}
`;

describe('arrays of structures as varyings, both lanes', () => {
  it('passes each element and member', async () => {
    expect(await verdict(test('0.75 0.5 1.0 1.0'), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test('0.75 0.5 1.0 1.0'), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test('0.5 0.5 1.0 1.0'), lanes.ours)).status, 'the twin (another element)').toBe('fail');
  });
});
