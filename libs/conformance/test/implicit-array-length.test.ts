// `.length()` of an implicitly sized array (GLSL 4.50 §4.1.9: its size is the largest constant index used plus one,
// known at link time across the stage's shader objects), run on both lanes (Mesa's desktop GL, the reference, and
// ours: libs/shader implicit-array-sizes.ts sizes the declaration before glslang, which refuses the method on an
// unsized array). The shaders write green only when length() is the expected 5; the negative control expects 6
// and must fail, so a lowering that merely compiled (any size) could not pass.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

function lengthTest(objects: string[], expected: number): string {
  return `[require]
GLSL >= 3.30
GL_ARB_shader_storage_buffer_object
[vertex shader passthrough]
${objects.map((o) => `[fragment shader]\n${o}`).join('\n')}
[test]
draw rect -1 -1 2 2
probe all rgba 0.0 1.0 0.0 1.0
`.replace(/EXPECTED/g, String(expected));
}

// Mesa allows length() on an implicitly sized array from ARB_shader_storage_buffer_object (GLSL 4.30's rule).
const HEAD = '#version 330\n#extension GL_ARB_shader_storage_buffer_object : require\nout vec4 outcolor;\n';
const GREEN_IF = 'outcolor = len == EXPECTED ? vec4(0.0, 1.0, 0.0, 1.0) : vec4(1.0, 0.0, 0.0, 1.0);';
const cases: Record<string, string[]> = {
  'a local array indexed before length()': [`${HEAD}void main() {\n  float a[];\n  a[4] = 3.14;\n  int len = a.length();\n  ${GREEN_IF}\n}\n`],
  'length() before the index that sizes it': [`${HEAD}void main() {\n  float a[];\n  int len = a.length();\n  a[2] = 1.0; a[4] = 3.14; // comment a[9]\n  ${GREEN_IF}\n}\n`],
  'a global sized by another shader object': [
    `${HEAD}float a[];\nvoid foo();\nvoid main() {\n  foo();\n  int len = a.length();\n  ${GREEN_IF}\n}\n`,
    '#version 330\nfloat a[];\nvoid foo() { a[4] = 3.14; }\n',
  ],
};

describe('length() of an implicitly sized array, both lanes', () => {
  for (const [name, objects] of Object.entries(cases)) {
    it(name, async () => {
      expect(await verdict(lengthTest(objects, 5), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
      expect(await verdict(lengthTest(objects, 5), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
      expect((await verdict(lengthTest(objects, 6), lanes.ours)).status, 'our lane, length 6 expected').toBe('fail');
    });
  }
});
