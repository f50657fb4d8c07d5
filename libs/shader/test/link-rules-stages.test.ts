// Link rules and block sizes glslang 12 gets wrong or leaves out, each from a piglit test that passes on Mesa's
// desktop GL (the reference lane):
// - glsl-1.50/linker/gs-without-vs: a geometry stage without a vertex stage does not link (GLSL 1.50 §2.11.2)
//   unless the program is separable;
// - arb_gpu_shader5/linker/sample-qualifier-unqualified-vs-fs: an output and the next stage's input disagreeing
//   on `sample` do not link (Mesa's rule at every version; native link-checks.cc);
// - arb_shader_storage_buffer_object/linker/unsized_array_member: only the last member of a shader storage block
//   may be an unsized array (glslang sized an earlier one from its constant indices and linked; native link-checks.cc);
//   linker/implicit_size_array_member: an earlier one that constant indices size is implicitly sized and links,
//   its data counted at the largest index + 1 (BUFFER_DATA_SIZE 48 for s[0], s[1] and a last vec4 a[]);
// - arb_separate_shader_objects/execution/layout-location-named-block-with-array: layout(location) on an output /
//   input block at #version 420 without any directive (GLSL 4.10 core has separate shader objects; glslang asked
//   for 4.40 or GL_ARB_enhanced_layouts);
// - glsl-1.50/execution/gs-input-sizing-layout-larger-than-static-usage: a geometry stage of two objects, the input
//   primitive declared in one, an unsized input array indexed in the other: the array takes the primitive's size
//   (glslang sized it from the index in that object and refused the link; geometry-input-primitive.ts);
// - glsl-1.50/uniform_buffer/gs-mat3x4-row-major: a row-major mat3x4 member of a column-major block is four rows
//   of vec3 at a 16-byte stride, so the block's data size is 3 * 16 + 12 = 60 bytes rounded to 64 (Mesa reports
//   64); glslang sized it with the block's matrix order (48).
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';

const vs = compileShader('vertex', '#version 150\nin vec4 p;\nout vec4 v;\nvoid main() { gl_Position = p; v = p; }\n');
const gs = compileShader('geometry', '#version 150\nlayout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\n' +
  'in vec4 v[3];\nvoid main() { for (int i = 0; i < 3; i++) { gl_Position = v[i]; EmitVertex(); } }\n');
const fs = compileShader('fragment', '#version 150\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n');

describe('link rules across stages', () => {
  it('refuses a geometry stage without a vertex stage unless separable', () => {
    const r = linkProgram({ shaders: [gs, fs] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/geometry shader and no vertex shader/);
    expect(linkProgram({ shaders: [vs, gs, fs] }).ok).toBe(true);
    expect(linkProgram({ shaders: [gs, fs], separable: true }).log).not.toMatch(/no vertex shader/);
  });

  it('refuses an output and an input that disagree on the sample qualifier', () => {
    const src = (q: string) => `#version 150\n#extension GL_ARB_gpu_shader5 : require\n${q} in vec4 v;\nout vec4 c;\nvoid main() { c = v; }\n`;
    const r = linkProgram({ shaders: [vs, compileShader('fragment', src('sample'))] });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/sample qualifier must match: v/);
    expect(linkProgram({ shaders: [vs, compileShader('fragment', src(''))] }).ok).toBe(true);
  });
});

describe('geometry stage of several objects', () => {
  const main = (primitive: string) => compileShader('geometry', `#version 150\n${primitive}layout(triangle_strip, max_vertices = 3) out;\n` +
    'void emit();\nvoid main() { emit(); emit(); emit(); }\n');
  const other = compileShader('geometry', '#version 150\nin vec4 v[];\nvoid emit() { gl_Position = v[1]; EmitVertex(); }\n');
  it('sizes an unsized input array of one object by the input primitive another declares', () => {
    const r = linkProgram({ shaders: [vs, main('layout(triangles) in;\n'), other, fs] });
    expect(r.log).toBe(r.ok ? r.log : '');
    expect(r.ok).toBe(true);
    expect(linkProgram({ shaders: [vs, main(''), other, fs] }).ok).toBe(false);
  });
});

describe('block locations', () => {
  const located = (version: number) => compileShader('vertex', `#version ${version}\nin vec4 p;\nlayout(location = 1) out block { vec4 a[2]; } name;\nvoid main() { gl_Position = p; name.a[0] = p; name.a[1] = p; }\n`);
  it('accepts a location on an output block from GLSL 4.10', () => {
    expect(located(420).ok).toBe(true);
    expect(located(410).ok).toBe(true);
    expect(located(330).ok).toBe(false);
  });
});

describe('shader storage blocks', () => {
  const program = (members: string) => linkProgram({ shaders: [compileShader('vertex',
    `#version 430\nbuffer a {\n  ${members}\n} b;\nin vec4 p;\nout vec4 c;\nvoid main() { c = b.a[0]; gl_Position = p; }\n`), fs] });
  it('refuses an unsized array that is not the last member', () => {
    const r = program('vec4 s[];\n  vec4 a[];');
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/unsized array 's' of shader storage block 'a' is not its last member/);
    expect(program('vec4 s[2];\n  vec4 a[];').ok).toBe(true);
  });
  it('links an earlier unsized array that constant indices size, counting it at the largest index + 1', () => {
    const frag = compileShader('fragment', '#version 430\nbuffer a {\n  vec4 s[];\n  vec4 a[];\n} b;\nout vec4 c;\nvoid main() { c = b.s[0] + b.s[1]; }\n');
    const r = linkProgram({ shaders: [compileShader('vertex', '#version 430\nin vec4 p;\nvoid main() { gl_Position = p; }\n'), frag] });
    expect(r.log).not.toMatch(/ERROR/);
    expect(r.ok).toBe(true);
    // s[2] (32 bytes) and the last member's one element (16): Mesa's BUFFER_DATA_SIZE.
    expect(r.artifact?.storageBlocks.find((blk) => blk.name === 'a')?.dataSize).toBe(48);
  });
});

describe('uniform block data size', () => {
  const sized = (member: string) => {
    const g = compileShader('vertex', `#version 150\nuniform ubo1 {\n  ${member} m;\n};\nin vec4 p;\nout vec4 v;\nvoid main() { gl_Position = p; v = m[0] + m[1] + m[2]; }\n`);
    const r = linkProgram({ shaders: [g, fs] });
    if (!r.ok) throw new Error(r.log);
    return r.artifact.uniformBlocks[0].dataSize;
  };
  it('sizes a row-major matrix member of a column-major block by its rows', () => {
    expect(sized('layout(row_major) mat3x4')).toBe(64);
    expect(sized('mat3x4')).toBe(48);
  });
});
