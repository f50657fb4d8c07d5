// Struct and array leaves: every leaf of a struct uniform is an active uniform with its own location (and,
// for samplers, its own backend unit), and block member offsets / strides are the ones the compiled code
// uses. Expected offsets are the std140 / std430 rules worked by hand (GL 4.5 §7.6.2.2), written beside each.
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram, ProgramInterface, type ProgramArtifact } from '../src/index.ts';

const vs = compileShader('vertex', '#version 430 core\nin vec4 p;\nvoid main() { gl_Position = p; }\n');

function link(fragment: string): ProgramArtifact {
  const r = linkProgram({ shaders: [vs, compileShader('fragment', `#version 430 core\n${fragment}`)] });
  if (!r.ok) throw new Error(r.log);
  return r.artifact;
}

describe('samplers inside arrays of structs', () => {
  const a = link(`struct Inner { sampler2D tex; sampler2D tex2; };
struct S { sampler2D tex; Inner si; };
uniform S s[2];
layout(binding = 3) uniform sampler2D plain;
uniform int n;
out vec4 color;
void main() { color = texture(s[n].tex, vec2(0.5)) + texture(s[n].si.tex2, vec2(0.5)) + texture(plain, vec2(0.5)); }
`);
  const p = new ProgramInterface(a);
  const leaves = ['s[0].tex', 's[1].tex', 's[0].si.tex2', 's[1].si.tex2'];

  it('gives each leaf its own location', () => {
    const locations = leaves.map((n) => p.getUniformLocation(n));
    for (const l of locations) expect(l).toBeGreaterThanOrEqual(0);
    expect(new Set([...locations, p.getUniformLocation('plain'), p.getUniformLocation('n')]).size).toBe(6);
  });

  it('gives each leaf a backend unit after the bound samplers, none shared', () => {
    const units = leaves.map((n) => a.uniforms.find((u) => u.name === n)!.binding);
    const plain = a.uniforms.find((u) => u.name === 'plain')!.binding;
    expect(plain).toBeGreaterThanOrEqual(0);
    for (const u of units) expect(u).toBeGreaterThan(plain);
    expect(new Set(units).size).toBe(leaves.length);
  });
});

describe('block member layout from the compiled code', () => {
  it('std140: arrays of mat2 inside arrays of structs', () => {
    // S2 { vec2 v2 @0; mat2 m22[2] @16 (column → vec4: matrix stride 16, element 32) } = 80 bytes;
    // S { S2 arr[2] @0, @80; vec3 v3 @160; bool b @172 } = 176 bytes; s[1] @176.
    const a = link(`struct S2 { vec2 v2; mat2 m22[2]; };
struct S { S2 arr[2]; vec3 v3; bool b; };
uniform ubo1 { S s[2]; };
out vec4 color;
void main() { color = vec4(s[1].arr[1].m22[1][1], s[0].v3.x, float(s[0].b)); }
`);
    const u = (name: string) => a.uniforms.find((x) => x.name === name)!;
    expect(u('s[0].arr[0].m22[0]')).toMatchObject({ offset: 16, arrayStride: 32, matrixStride: 16, arraySize: 2 });
    expect(u('s[0].arr[1].m22[0]')).toMatchObject({ offset: 96, arrayStride: 32, matrixStride: 16 });
    expect(u('s[0].v3')).toMatchObject({ offset: 160, arrayStride: 0, matrixStride: 0 });
    expect(u('s[0].b').offset).toBe(172);
    expect(u('s[1].arr[0].v2').offset).toBe(176);
  });

  it('std430: a mat2 array inside a struct packs columns at 8 bytes', () => {
    // T { float f @0; mat2 m[2] @8 (column vec2: matrix stride 8, element 16) }.
    const a = link(`struct T { float f; mat2 m[2]; };
layout(std430, binding = 0) buffer Buf { T t; } buf;
out vec4 color;
void main() { color = vec4(buf.t.m[1][1], buf.t.f, 0.0); }
`);
    const v = a.bufferVariables.find((x) => x.name === 'Buf.t.m[0]')!;
    expect(v).toMatchObject({ offset: 8, arrayStride: 16, matrixStride: 8 });
  });
});
