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
