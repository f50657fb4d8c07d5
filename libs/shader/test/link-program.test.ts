// linkProgram: GL's location rules (explicit > bind request > assigned) written into the SPIR-V,
// GL's link errors, transform feedback layouts and initial units. No GL context is opened.
import { describe, expect, it } from 'vitest';
import { crossCompile } from '@mgpipe/native-shader';
import { GL } from '@mgpipe/value-types';
import { compileShader, linkProgram, type ProgramArtifact } from '../src/index.ts';

const vs = (body: string) => compileShader('vertex', `#version 430 core\n${body}`);
const fs = (body: string) => compileShader('fragment', `#version 430 core\n${body}`);
const basicFs = fs('out vec4 color;\nvoid main() { color = vec4(1.0); }\n');

function link(...args: Parameters<typeof linkProgram>): ProgramArtifact {
  const r = linkProgram(...args);
  if (!r.ok) throw new Error(r.log);
  return r.artifact;
}

/** The locations SPIRV-Cross reads back from the linked SPIR-V, by variable name. */
function spirvLocations(a: ProgramArtifact, stage: 'vertex' | 'fragment', dir: 'in' | 'out'): Record<string, number> {
  const src = crossCompile(a.stages.find((s) => s.stage === stage)!.spirv, { target: 'glsl', version: 430 }).source;
  const out: Record<string, number> = {};
  for (const m of src.matchAll(new RegExp(`layout\\(location = (\\d+)\\) ${dir} \\w+ (\\w+)`, 'g'))) out[m[2]] = Number(m[1]);
  return out;
}

describe('compileShader', () => {
  it('reports compile errors with the caller\'s line numbers', () => {
    const s = compileShader('fragment', '#version 430 core\nout vec4 c;\nvoid main() { c = nope; }\n');
    expect(s.ok).toBe(false);
    expect(s.log).toMatch(/0:3: 'nope' : undeclared identifier/);
  });
  it('accepts a shader without main (that is a link error)', () => {
    const s = vs('vec4 helper() { return vec4(1.0); }\n');
    expect(s.ok).toBe(true);
    const r = linkProgram({ shaders: [s, basicFs] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/Missing entry point/);
  });
});

describe('attribute and fragment output locations', () => {
  const src = vs(
    'layout(location = 5) in vec4 fixedPos;\nin vec4 bound;\nin mat3 autoMat;\nin float autoArr[2];\n' +
      'void main() { gl_Position = fixedPos + bound + vec4(autoMat[0], autoArr[1]); }\n',
  );

  it('explicit beats bind requests, bind requests beat assignment, assignment avoids both', () => {
    const a = link({ shaders: [src, basicFs], attribBindings: { fixedPos: 1, bound: 0 } });
    const loc = Object.fromEntries(a.attributes.map((v) => [v.name, [v.location, v.locationSource]]));
    expect(loc).toEqual({
      fixedPos: [5, 'explicit'],
      bound: [0, 'bound'],
      autoMat: [1, 'assigned'], // 1..3
      'autoArr[0]': [6, 'assigned'], // 4 is free but 2 slots do not fit before 5
    });
    expect(spirvLocations(a, 'vertex', 'in')).toMatchObject({ fixedPos: 5, bound: 0, autoMat: 1, autoArr: 6 });
  });

  it('applies bindFragDataLocation and patches the fragment SPIR-V', () => {
    const f = fs('out vec4 a;\nout vec4 b;\nvoid main() { a = vec4(1.0); b = a; }\n');
    const a = link({ shaders: [vs('in vec4 p;\nvoid main() { gl_Position = p; }\n'), f], fragDataBindings: { a: 3 } });
    expect(a.outputs.map((o) => [o.name, o.location])).toEqual([['a', 3], ['b', 0]]);
    expect(spirvLocations(a, 'fragment', 'out')).toEqual({ a: 3, b: 0 });
  });

  it('fails when a bound attribute runs past GL_MAX_VERTEX_ATTRIBS', () => {
    const r = linkProgram({ shaders: [src, basicFs], attribBindings: { autoMat: 15 } });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/autoMat/);
  });
});

describe('link errors', () => {
  it('rejects a fragment input that the vertex stage does not write', () => {
    const r = linkProgram({
      shaders: [vs('in vec4 p;\nout vec3 a;\nvoid main() { a = p.xyz; gl_Position = p; }\n'), fs('in vec3 b;\nout vec4 c;\nvoid main() { c = vec4(b, 1.0); }\n')],
    });
    expect(r).toMatchObject({ ok: false, artifact: null });
    expect(r.log).toMatch(/fragment input 'b' is not written by the vertex stage/);
  });
  it('rejects mismatched varying types (glslang)', () => {
    const r = linkProgram({
      shaders: [vs('in vec4 p;\nout vec3 a;\nvoid main() { a = p.xyz; gl_Position = p; }\n'), fs('in vec2 a;\nout vec4 c;\nvoid main() { c = vec4(a, 0.0, 1.0); }\n')],
    });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/Types must match/);
  });
  it('rejects compute linked with graphics, uncompiled and duplicate shaders', () => {
    const cs = compileShader('compute', '#version 430 core\nlayout(local_size_x = 8) in;\nvoid main() {}\n');
    expect(linkProgram({ shaders: [cs, basicFs] }).log).toMatch(/compute shader cannot be linked/);
    expect(linkProgram({ shaders: [compileShader('fragment', 'bad'), basicFs] }).log).toMatch(/not compiled/);
    // Two shader objects of one stage link into it; two main()s in that stage do not.
    expect(linkProgram({ shaders: [basicFs, basicFs] }).ok).toBe(false);
    expect(linkProgram({ shaders: [] }).ok).toBe(false);
  });
  it('links a stage made of several shader objects (a function defined in another one)', () => {
    const main = compileShader('fragment', '#version 150\nvec4 color();\nout vec4 c;\nvoid main() { c = color(); }\n');
    const helper = compileShader('fragment', '#version 150\nvec4 color() { return vec4(1.0); }\n');
    // Compiling the unit that only declares color() succeeds: the missing body is a link-time error.
    expect(main.ok, main.log).toBe(true);
    const v = vs('in vec4 p;\nvoid main() { gl_Position = p; }\n');
    const a = link({ shaders: [v, main, helper] });
    expect(a.stages.map((s) => s.stage)).toEqual(['vertex', 'fragment']);
    expect(a.outputs.map((o) => o.name)).toEqual(['c']);
    expect(linkProgram({ shaders: [v, main] }).ok).toBe(false);
  });
  it('compiles a geometry shader object without the layouts another object of its stage declares', () => {
    const main = compileShader('geometry', '#version 150\nlayout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\n' +
      'void emit(vec4 p);\nvoid main() { for (int i = 0; i < 3; i++) emit(gl_in[i].gl_Position); }\n');
    const helper = compileShader('geometry', '#version 150\nvoid emit(vec4 p) { gl_Position = p; EmitVertex(); }\n');
    expect(helper.ok, helper.log).toBe(true);
    expect(compileShader('geometry', '#version 150\nvoid emit(vec4 p) { gl_Position = nope; }\n').ok).toBe(false);
    const v = compileShader('vertex', '#version 150\nin vec4 p;\nvoid main() { gl_Position = p; }\n');
    const f = compileShader('fragment', '#version 150\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n');
    expect(linkProgram({ shaders: [v, main, helper, f] }).ok).toBe(true);
    expect(linkProgram({ shaders: [v, helper, f] }).ok).toBe(false);
  });
  it('rejects an unknown transform feedback varying', () => {
    const r = linkProgram({
      shaders: [vs('in vec4 p;\nout vec4 v;\nvoid main() { v = p; gl_Position = p; }\n')],
      transformFeedback: { varyings: ['v', 'nothere'], bufferMode: 'interleaved' },
    });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/transform feedback varying 'nothere' is not an output/);
  });
});

describe('transform feedback', () => {
  const xvs = vs('in vec4 p;\nout vec4 v4;\nout float f[3];\nout vec3 v3;\n' +
    'void main() { v4 = p; f[0] = 1.0; f[1] = 2.0; f[2] = 3.0; v3 = p.xyz; gl_Position = p; }\n');
  it('packs interleaved varyings with skips and gl_NextBuffer', () => {
    const a = link({ shaders: [xvs], transformFeedback: { varyings: ['v4', 'gl_SkipComponents2', 'f[1]', 'gl_NextBuffer', 'v3', 'gl_Position'], bufferMode: 'interleaved' } });
    expect(a.xfb.bufferMode).toBe(GL.INTERLEAVED_ATTRIBS);
    expect(a.xfb.varyings.map((x) => [x.name, x.buffer, x.offset, x.arraySize, x.element])).toEqual([
      ['v4', 0, 0, 1, -1], ['gl_SkipComponents2', 0, 16, 2, -1], ['f[1]', 0, 24, 1, 1],
      ['gl_NextBuffer', 0, 28, 0, -1], ['v3', 1, 0, 1, -1], ['gl_Position', 1, 12, 1, -1],
    ]);
    expect(a.xfb.bufferStrides).toEqual([28, 28]);
  });
  it('puts separate varyings in their own buffers', () => {
    const a = link({ shaders: [xvs], transformFeedback: { varyings: ['v3', 'f'], bufferMode: 'separate' } });
    expect(a.xfb.bufferMode).toBe(GL.SEPARATE_ATTRIBS);
    expect(a.xfb.varyings.map((x) => [x.name, x.buffer, x.offset, x.arraySize])).toEqual([['v3', 0, 0, 1], ['f', 1, 0, 3]]);
    expect(a.xfb.bufferStrides).toEqual([12, 12]);
  });
  it('takes the layout from xfb qualifiers when no names are given', () => {
    const a = link({ shaders: [compileShader('vertex', '#version 440 core\nin vec4 p;\n' +
      'layout(xfb_buffer = 0, xfb_offset = 16) out vec4 a;\nlayout(xfb_buffer = 1, xfb_offset = 0, xfb_stride = 32) out vec3 b;\n' +
      'void main() { a = p; b = p.xyz; gl_Position = p; }\n')] });
    expect(a.xfb.fromQualifiers).toBe(true);
    expect(a.xfb.varyings.map((x) => [x.name, x.buffer, x.offset])).toEqual([['a', 0, 16], ['b', 1, 0]]);
    expect(a.xfb.bufferStrides).toEqual([32, 32]);
  });
});

describe('opaque uniforms and blocks', () => {
  it('records SPIR-V bindings and GL initial units (layout(binding), or -1 for none)', () => {
    const a = link({ shaders: [vs('in vec4 p;\nvoid main() { gl_Position = p; }\n'), fs(
      'uniform sampler2D plain;\nlayout(binding = 3) uniform sampler2D fixedTex[2];\n' +
      'layout(std140, binding = 2) uniform Lights { vec4 color; } lights;\nuniform Other { vec4 k; };\n' +
      'layout(std430) buffer Data { float values[]; };\nout vec4 c;\n' +
      'void main() { c = texture(plain, vec2(0.0)) + texture(fixedTex[1], vec2(0.0)) + lights.color + k + values[0]; }\n')] });
    const u = Object.fromEntries(a.uniforms.map((x) => [x.name, x]));
    expect(u.plain.initialUnit).toBe(-1);
    expect(u['fixedTex[0]']).toMatchObject({ initialUnit: 3, binding: 3, arraySize: 2 });
    expect(a.uniformBlocks.map((b) => [b.name, b.initialBinding])).toEqual([['Lights', 2], ['Other', 0]]);
    expect(a.storageBlocks.map((b) => [b.name, b.initialBinding])).toEqual([['Data', 0]]);
    expect(a.uniforms[a.uniformBlocks[0].members[0]].name).toBe('Lights.color');
  });
});
