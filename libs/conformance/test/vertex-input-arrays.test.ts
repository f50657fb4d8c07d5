// Vertex shader inputs that are arrays (element k at attribute location L + k), run on both lanes (Mesa's desktop GL,
// the reference, and ours: ESSL has no array vertex inputs, so gles-program vertex-input-arrays.ts splits them into
// one input per element copied into a private array). Each element carries its own attribute values; the shader
// picks one with a uniform (a dynamic index into the copy) and one with a constant index, so a split that put an
// element at the wrong location or copied the wrong one would show in the probed color.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

function test(index: number, expected: string): string {
  return `[require]
GLSL >= 1.50
[vertex shader]
#version 150
#extension GL_ARB_explicit_attrib_location : require
layout(location = 0) in vec3 vertex;
layout(location = 1) in vec4 values[3];
uniform int index;
out vec4 color;
void main() {
  gl_Position = vec4(vertex, 1.0);
  color = vec4(values[index].xyz, values[2].w);
}
[fragment shader]
#version 150
in vec4 color;
out vec4 frag;
void main() { frag = color; }
[vertex data]
vertex/float/3 values/float/4 values/float/4/1 values/float/4/2
-1.0 -1.0 0.0   0.25 0.5 0.75 0.1   0.5 0.25 0.0 0.2   1.0 0.0 0.5 0.75
 1.0 -1.0 0.0   0.25 0.5 0.75 0.1   0.5 0.25 0.0 0.2   1.0 0.0 0.5 0.75
 1.0  1.0 0.0   0.25 0.5 0.75 0.1   0.5 0.25 0.0 0.2   1.0 0.0 0.5 0.75
-1.0  1.0 0.0   0.25 0.5 0.75 0.1   0.5 0.25 0.0 0.2   1.0 0.0 0.5 0.75
[test]
uniform int index ${index}
draw arrays GL_TRIANGLE_FAN 0 4
probe all rgba ${expected}
`;
}

describe('array vertex inputs, both lanes', () => {
  const cases: Array<[number, string]> = [[0, '0.25 0.5 0.75 0.75'], [1, '0.5 0.25 0.0 0.75'], [2, '1.0 0.0 0.5 0.75']];
  for (const [index, expected] of cases) {
    it(`values[${index}] (uniform index) and values[2].w`, async () => {
      expect(await verdict(test(index, expected), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
      expect(await verdict(test(index, expected), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    });
  }

  it('the probes tell the elements apart (element 0 expected for index 1 fails)', async () => {
    expect((await verdict(test(1, '0.25 0.5 0.75 0.75'), lanes.ours)).status).toBe('fail');
  });
});
