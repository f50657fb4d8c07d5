// GL 4.5 §7.3: a program that is not separable, has a tessellation stage and no vertex stage does not link. Run
// on both lanes (Mesa's desktop GL, the reference, and ours, where libs/shader link-program.ts checks it); the
// twin adds the vertex stage, which must link on ours (the check must not refuse every tessellation program).
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (vertex: string) => `[require]
GLSL >= 1.50
GL_ARB_tessellation_shader
${vertex}[tessellation control shader]
#version 150
#extension GL_ARB_tessellation_shader : require
layout(vertices = 3) out;
void main() {
  gl_out[gl_InvocationID].gl_Position = vec4(0.0);
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0);
  gl_TessLevelInner = float[2](1.0, 1.0);
}
[tessellation evaluation shader]
#version 150
#extension GL_ARB_tessellation_shader : require
layout(triangles) in;
void main() { gl_Position = vec4(0.0); }
[fragment shader]
#version 150
out vec4 color;
void main() { color = vec4(1.0); }
[test]
link error
`;

describe('tessellation link rules, both lanes', () => {
  it('a tessellation program without a vertex shader does not link', async () => {
    const t = test('');
    expect(await verdict(t, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(t, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    const withVertex = test('[vertex shader]\n#version 150\nin vec4 piglit_vertex;\nvoid main() { gl_Position = piglit_vertex; }\n');
    expect((await verdict(withVertex, lanes.ours)).status, 'the twin with a vertex shader links').toBe('fail');
  });
});
