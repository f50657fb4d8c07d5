// ARB_enhanced_layouts location / component aliasing at link, run on both lanes: Mesa's desktop GL (the reference)
// and ours. Outputs may share a location on distinct components; sharing a component, or sharing a location with a
// different numerical type, is "a compile-time or link-time error" that Mesa (and the sources written against it)
// report at the link. Our lane used to refuse the legal programs (glslang's mapIO compared an input with the wrong
// output of a packed location; our fragment-output check ignored components) and to fail the illegal ones at compile.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();
const head = `#version 140
#extension GL_ARB_enhanced_layouts: require
#extension GL_ARB_separate_shader_objects: require
#extension GL_ARB_explicit_attrib_location: require
`;

const fragmentOutputs = (second: string, expect: string) => `[require]
GLSL >= 1.40
GL_ARB_enhanced_layouts
GL_ARB_separate_shader_objects
GL_ARB_explicit_attrib_location
[vertex shader passthrough]
[fragment shader]
${head}layout(location = 0) out vec2 a;
${second}
void main() { a = vec2(0.0); b = vec2(1.0); }
[test]
${expect}
`;

const varyings = (vsB: string, fsB: string, expect: string) => `[require]
GLSL >= 1.40
GL_ARB_enhanced_layouts
GL_ARB_separate_shader_objects
[vertex shader]
${head}in vec4 piglit_vertex;
layout(location = 0) out float b;
layout(location = 0, component = 1) out vec3 a;
${vsB}
void main() { gl_Position = piglit_vertex; a = vec3(0.0, 0.75, 1.0); b = 0.5; }
[fragment shader]
${head}out vec4 color;
layout(location = 0, component = 1) in vec3 a_vs;
layout(location = 0) in float b_vs;
${fsB}
void main() { color = vec4(b_vs, a_vs); }
[test]
${expect}
`;

const both = async (text: string, status: 'pass' | 'fail') => {
  expect((await verdict(text, lanes.reference)).status, 'reference lane').toBe(status);
  expect((await verdict(text, lanes.ours)).status, 'our lane').toBe(status);
};

describe('component layouts at link, both lanes', () => {
  it('fragment outputs share a location on distinct components; a shared component fails the link, not the compile', async () => {
    await both(fragmentOutputs('layout(location = 0, component = 2) out vec2 b;', 'link success'), 'pass');
    await both(fragmentOutputs('layout(location = 0, component = 1) out vec2 b;', 'link error'), 'pass');
    // The negative control: the overlapping program does not link.
    await both(fragmentOutputs('layout(location = 0, component = 1) out vec2 b;', 'link success'), 'fail');
  });

  it('inputs matched by location to outputs packed in one location link; a float / int alias does not', async () => {
    await both(varyings('', '', 'link success'), 'pass');
    const mismatch = varyings('layout(location = 1) flat out ivec3 c; layout(location = 1, component = 3) flat out float d;',
      'layout(location = 1) flat in ivec3 c; layout(location = 1, component = 3) flat in float d;', 'link error');
    await both(mismatch.replace('void main() { gl_Position', 'void main() { c = ivec3(0); d = 1.0; gl_Position').replace('color = vec4(b_vs, a_vs);', 'color = vec4(b_vs, a_vs) + vec4(c, d);'), 'pass');
  });

  it('varyings packed in one location reach the next stage (ESSL has no component qualifier: our lane unpacks them)', async () => {
    // b = 0.5 in x, a = (0, 0.75, 1) in yzw of location 0, read back under other names: color = (b_vs, a_vs).
    const draw = (probe: string) => varyings('', '', `draw rect -1 -1 2 2\n${probe}`);
    await both(draw('probe all rgba 0.5 0.0 0.75 1.0'), 'pass');
    await both(draw('probe all rgba 0.0 0.75 1.0 0.5'), 'fail');
  });

  it('fragment outputs packed in one location fill their components of the draw buffer', async () => {
    const draw = (probe: string) => `[require]
GLSL >= 1.50
GL_ARB_enhanced_layouts
GL_ARB_explicit_attrib_location
[vertex shader passthrough]
[fragment shader]
#version 150
#extension GL_ARB_enhanced_layouts : require
#extension GL_ARB_explicit_attrib_location : require
layout(location = 0, component = 1) out vec3 color;
layout(location = 0) out float colour;
void main() { color = vec3(0.25, 0.5, 0.75); if (gl_FragCoord.x < 0.0) return; colour = 1.0; }
[test]
draw rect -1 -1 2 2
${probe}
`;
    await both(draw('probe all rgba 1.0 0.25 0.5 0.75'), 'pass');
    await both(draw('probe all rgba 0.25 0.5 0.75 1.0'), 'fail');
  });
});
