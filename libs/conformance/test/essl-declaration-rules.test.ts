// Declarations desktop GLSL accepts and ESSL does not, as SPIRV-Cross writes them back, run on both lanes (Mesa's
// desktop GL, the reference, and ours):
// - an array of interface blocks from the vertex to the fragment stage, next to other varyings (piglit's glsl-1.50
//   interface-blocks-complex-vs-fs): GLES refuses a location on a block array, our backend drops it on both sides
//   (gles-program block-array-locations.ts). Values computed: b[i].x = 0.25 (i + 1), so b[1].x = 0.5, b[2].x = 0.75;
// - `invariant` inputs of a geometry stage (piglit's glsl-1.50 invariant-qualifier-everywhere): ESSL allows it on
//   outputs only, our backend drops it from inputs (input-invariance.ts); the value passes through (0.5).
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const blockArray = (expected: string) => `[require]
GLSL >= 1.50
[vertex shader]
#version 150
in vec4 piglit_vertex;
out vec4 before;
out Blk { float x; } b[3];
out float after;
void main() {
  gl_Position = piglit_vertex;
  before = vec4(0.0);
  for (int i = 0; i < 3; i++) b[i].x = 0.25 * float(i + 1);
  after = 1.0;
}
[fragment shader]
#version 150
in vec4 before;
in Blk { float x; } b[3];
in float after;
out vec4 color;
void main() { color = vec4(before.x, b[1].x, b[2].x, after); }
[test]
draw rect -1 -1 2 2
probe all rgba ${expected}
`;

const invariantInputs = (expected: string) => `[require]
GLSL >= 1.50
[vertex shader]
#version 150
in vec4 piglit_vertex;
invariant out vec4 v;
void main() { gl_Position = piglit_vertex; v = vec4(0.0, 0.5, 0.0, 1.0); }
[geometry shader]
#version 150
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
invariant in vec4 v[3];
invariant out vec4 w;
void main() { for (int i = 0; i < 3; i++) { gl_Position = gl_in[i].gl_Position; w = v[i]; EmitVertex(); } }
[fragment shader]
#version 150
invariant in vec4 w;
out vec4 color;
void main() { color = w; }
[test]
draw rect -1 -1 2 2
probe all rgba ${expected}
`;

describe('ESSL declaration rules, both lanes', () => {
  it('passes an array of blocks between the vertex and fragment stages', async () => {
    expect(await verdict(blockArray('0.0 0.5 0.75 1.0'), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(blockArray('0.0 0.5 0.75 1.0'), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(blockArray('0.0 0.25 0.75 1.0'), lanes.ours)).status, 'the twin (another element)').toBe('fail');
  });
  it('accepts invariant inputs of a geometry stage', async () => {
    expect(await verdict(invariantInputs('0.0 0.5 0.0 1.0'), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(invariantInputs('0.0 0.5 0.0 1.0'), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(invariantInputs('0.0 1.0 0.0 1.0'), lanes.ours)).status, 'the twin (another value)').toBe('fail');
  });
});
