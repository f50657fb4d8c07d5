// layout(location) on input / output blocks with ARB_separate_shader_objects below GLSL 4.40, which Mesa accepts
// and glslang only with ARB_enhanced_layouts (native compile.cc EnableBlockLocations), run on both lanes: Mesa's
// desktop GL (the reference) and ours. The twin expects the other block's value.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

describe('layout(location) on blocks with ARB_separate_shader_objects, both lanes', () => {
  it('blocks with explicit locations link and carry their values', async () => {
    const t = (probe: string) => `[require]
GLSL >= 1.50
GL_ARB_separate_shader_objects
[vertex shader]
#version 150
#extension GL_ARB_separate_shader_objects : require
in vec4 piglit_vertex;
layout(location = 0) out block { vec4 a; } name;
layout(location = 2) out block2 { vec4 a; vec4 b; } name2;
void main() { name.a = vec4(0.0, 1.0, 0.0, 1.0); name2.a = vec4(1.0, 0.0, 0.0, 1.0); name2.b = vec4(0.0, 0.0, 0.5, 0.0); gl_Position = piglit_vertex; }
[fragment shader]
#version 150
#extension GL_ARB_separate_shader_objects : require
layout(location = 0) in block { vec4 a; } name;
layout(location = 2) in block2 { vec4 a; vec4 b; } name2;
out vec4 color;
void main() { color = name.a + name2.b; }
[test]
draw rect -1 -1 2 2
${probe}`;
    const green = t('probe all rgba 0.0 1.0 0.5 1.0\n');
    expect(await verdict(green, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(green, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(t('probe all rgba 1.0 0.0 0.5 1.0\n'), lanes.ours)).status, 'the twin (name2.a)').toBe('fail');
  });
});
