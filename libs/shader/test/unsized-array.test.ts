// An unsized (runtime-sized) last member of a shader storage block reports ARRAY_SIZE 0 (GL 4.5 §7.3.1.1:
// "if the active variable is an array whose size is not declared ... zero").
import { describe, expect, it } from 'vitest';
import { GL } from '@mgpipe/value-types';
import { compileShader, linkProgram } from '../src/index.ts';

describe('unsized SSBO array member', () => {
  it('reports ARRAY_SIZE 0 for rest[] and the declared size for a sized member', () => {
    const r = linkProgram({
      shaders: [compileShader('compute', '#version 430 core\nlayout(local_size_x = 1) in;\n' +
        'layout(std430, binding = 0) buffer B { uint head; uint fixed4[4]; uint rest[]; };\n' +
        'void main() { rest[1] = head + fixed4[1]; }\n')],
    });
    if (!r.ok) throw new Error(r.log);
    const v = (name: string) => r.artifact.bufferVariables.find((x) => x.name === name);
    expect(v('rest[0]')?.arraySize).toBe(0);
    expect(v('fixed4[0]')?.arraySize).toBe(4);
    expect(v('head')?.arraySize).toBe(1);
    void GL;
  });
});

// GLSL 4.30 §4.3.9: only the last member of a storage block is sized at run time; an earlier unsized one indexed at
// run time compiles and fails the link, as in Mesa (piglit's linker/non_integral_size_array_member expects `link error`).
describe('a run-time index into an unsized storage-block member that is not the last', () => {
  const shader = (body: string, decl = 'vec4 s[];\n\tvec4 a[];') => `#version 430 core
buffer A {
\t${decl}
} b;
uniform int f;
out vec4 c;
void main() {
\t${body}
\tgl_Position = vec4(0.0);
}
`;

  it('compiles and fails the link', () => {
    const vs = compileShader('vertex', shader('c = b.s[f];'));
    expect(vs.ok, vs.log).toBe(true);
    const r = linkProgram({ shaders: [vs] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/array must be redeclared with a size|is not its last member/);
  });

  it('still fails the compile on another error of the shader', () => {
    const vs = compileShader('vertex', shader('c = b.s[f] + undefinedThing;'));
    expect(vs.ok).toBe(false);
    expect(vs.log).toMatch(/'undefinedThing' : undeclared identifier/);
  });

  it('links when the indexed unsized array is the last member', () => {
    const vs = compileShader('vertex', shader('c = b.a[f];', 'vec4 s[2];\n\tvec4 a[];'));
    expect(vs.ok, vs.log).toBe(true);
    const r = linkProgram({ shaders: [vs] });
    expect(r.ok, r.log).toBe(true);
  });

  it('leaves a sized earlier member as it is (a constant index past its size is still a compile error)', () => {
    const vs = compileShader('vertex', shader('c = b.s[3];', 'vec4 s[2];\n\tvec4 a[];'));
    expect(vs.ok).toBe(false);
  });
});
