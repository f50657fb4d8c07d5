// GL 4.5 §7.4.1: an output and the next stage's input with explicit locations match by location, whatever their
// names; glslang 12 pairs them by name (location-matching.cc renames such inputs before its link) and compares structs
// by type name (component-aliasing.cc hides struct inputs that differ in struct names only from its IO mapper's check).
import { describe, expect, it } from 'vitest';
import { compileProgram } from '../src/index.ts';

const vs = (outputs: string) => `#version 410 core
in vec4 p;
${outputs}
void main() { gl_Position = p; }
`;
const fs = (inputs: string, read: string) => `#version 410 core
${inputs}
out vec4 color;
void main() { color = ${read}; }
`;

function link(vertex: string, fragment: string) {
  return compileProgram({ stages: [{ stage: 'vertex', source: vertex }, { stage: 'fragment', source: fragment }] });
}

describe('interface matching by explicit location', () => {
  it('links same-named varyings at different locations, each paired with the output at its location', () => {
    const r = link(
      vs('layout(location = 0) out vec4 s;\nlayout(location = 2) out vec4 s2;'),
      fs('layout(location = 2) in vec4 s;\nlayout(location = 0) in vec4 s2;', 's2'),
    );
    expect(r.ok, r.log).toBe(true);
    const inputs = r.reflection!.stageInterfaces.find((s) => s.stage === 'fragment')!.inputs;
    expect(inputs.map((v) => v.location).sort()).toEqual([0, 2]);
  });

  it('links struct varyings whose struct types differ in name only', () => {
    const r = link(
      vs('layout(location = 0) out struct S { vec4 a; } s;\nlayout(location = 2) out struct S2 { vec4 a; } s2;'),
      fs('layout(location = 2) in struct S { vec4 a; } s;\nlayout(location = 0) in struct S1 { vec4 a; } s2;', 's2.a'),
    );
    expect(r.ok, r.log).toBe(true);
  });

  it('still refuses a type mismatch between the varyings at one location', () => {
    const r = link(
      vs('layout(location = 0) out vec4 s;\nlayout(location = 2) out vec4 s2;'),
      fs('layout(location = 2) in vec4 s;\nlayout(location = 0) in vec3 s2;', 'vec4(s2, 1.0)'),
    );
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/link:|linker/);
  });

  it('still refuses structs at one location whose members differ', () => {
    const r = link(
      vs('layout(location = 0) out struct S { vec4 a; } s;\nlayout(location = 2) out struct S2 { vec4 a; } s2;'),
      fs('layout(location = 2) in struct S { vec4 a; } s;\nlayout(location = 0) in struct S1 { vec4 b; } s2;', 's2.b'),
    );
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/link:|linker/);
  });

  it('still refuses same-named varyings of different types without locations', () => {
    const r = link(vs('out vec4 s;'), fs('in vec3 s;', 'vec4(s, 1.0)'));
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/link:|linker/);
  });
});
