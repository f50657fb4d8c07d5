// ARB_shader_group_vote, run on both lanes: Mesa's desktop GL (the reference) and ours, where each invocation is
// its own set (native/shader extensions.cc; the extension leaves the sets to the implementation). Only what
// holds for any grouping is asserted: over dynamically uniform values, anyInvocationARB / allInvocationsARB
// return the value and allInvocationsEqualARB is true, in the vertex and fragment stages. The twin sets `f` to
// true, which the shader's anyInvocationARB(f) must then see.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (f: number) => `[require]
GLSL >= 1.50
GL_ARB_shader_group_vote
[vertex shader]
#version 150
#extension GL_ARB_shader_group_vote : require
in vec4 piglit_vertex;
uniform bool t;
uniform bool f;
flat out int vs;
void main() {
  gl_Position = piglit_vertex;
  vs = allInvocationsARB(t) && !anyInvocationARB(f) && allInvocationsEqualARB(f) ? 1 : 0;
}
[fragment shader]
#version 150
#extension GL_ARB_shader_group_vote : require
uniform bool t;
uniform bool f;
flat in int vs;
out vec4 color;
void main() {
  bool fs = anyInvocationARB(t) && !allInvocationsARB(f) && allInvocationsEqualARB(t);
  color = vec4(vs == 1 ? 0.0 : 1.0, fs ? 1.0 : 0.0, 0.0, 1.0);
}
[test]
uniform int t 1
uniform int f ${f}
draw rect -1 -1 2 2
probe all rgba 0.0 1.0 0.0 1.0
`;

describe('ARB_shader_group_vote, both lanes', () => {
  it('votes over uniform values give the value (any / all) and true (all equal)', async () => {
    expect(await verdict(test(0), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test(0), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test(1), lanes.ours)).status, 'the twin (f true)').toBe('fail');
  });
});
