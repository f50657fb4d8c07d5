// ProgramInterface answers GL's reflection queries from an artifact, with GL's naming rules; and a
// decoded artifact answers exactly like the original.
import { describe, expect, it } from 'vitest';
import { GL } from '@mgpipe/value-types';
import { compileShader, decodeProgramArtifact, encodeProgramArtifact, INVALID_INDEX, linkProgram, ProgramInterface } from '../src/index.ts';

const r = linkProgram({
  shaders: [
    compileShader('vertex', '#version 430 core\nin vec4 pos;\nin vec2 uv[2];\nuniform mat4 mvp;\nout vec2 tc;\n' +
      'void main() { tc = uv[0] + uv[1]; gl_Position = mvp * pos; }\n'),
    compileShader('fragment', '#version 430 core\nin vec2 tc;\nuniform vec4 tint[3];\nuniform sampler2D tex;\n' +
      'layout(std140, binding = 1) uniform Material { vec4 base; float rough[2]; } mat;\nout vec4 color;\n' +
      'void main() { color = texture(tex, tc) * tint[2] + mat.base * mat.rough[1]; }\n'),
  ],
  attribBindings: { pos: 2 },
  transformFeedback: { varyings: ['tc'], bufferMode: 'interleaved' },
});
if (!r.ok) throw new Error(r.log);
const p = new ProgramInterface(r.artifact);

describe('ProgramInterface', () => {
  it('resolves uniform locations with GL array naming', () => {
    const base = p.getUniformLocation('tint');
    expect(base).toBeGreaterThanOrEqual(0);
    expect(p.getUniformLocation('tint[0]')).toBe(base);
    expect(p.getUniformLocation('tint[2]')).toBe(base + 2);
    expect(p.getUniformLocation('tint[3]')).toBe(-1);
    expect(p.getUniformLocation('Material.base')).toBe(-1); // block members have no location
    expect(p.getUniformLocation('nothing')).toBe(-1);
  });

  it('answers attribute, frag data and active-uniform queries', () => {
    expect(p.getAttribLocation('pos')).toBe(2);
    expect(p.getAttribLocation('uv')).toBe(p.getAttribLocation('uv[0]'));
    expect(p.getAttribLocation('uv[1]')).toBe(p.getAttribLocation('uv') + 1);
    expect(p.getFragDataLocation('color')).toBe(0);
    expect(p.getFragDataIndex('color')).toBe(0);
    const i = p.getUniformIndices(['tint', 'mvp', 'bogus']);
    expect(i[2]).toBe(INVALID_INDEX);
    expect(p.getActiveUniform(i[0])).toEqual({ name: 'tint[0]', size: 3, type: GL.FLOAT_VEC4 });
    expect(p.getActiveUniform(i[1])).toEqual({ name: 'mvp', size: 1, type: GL.FLOAT_MAT4 });
    expect(p.getActiveAttrib(0)).toBeDefined();
    expect(p.getActiveUniform(999)).toBeUndefined();
  });

  it('answers uniform block queries', () => {
    const b = p.getUniformBlockIndex('Material');
    expect(b).toBe(0);
    expect(p.getUniformBlockIndex('mat')).toBe(INVALID_INDEX);
    expect(p.getActiveUniformBlockiv(b, GL.UNIFORM_BLOCK_BINDING)).toBe(1);
    expect(p.getActiveUniformBlockiv(b, GL.UNIFORM_BLOCK_DATA_SIZE)).toBe(48);
    expect(p.getActiveUniformBlockiv(b, GL.UNIFORM_BLOCK_NAME_LENGTH)).toBe('Material'.length + 1);
    expect(p.getActiveUniformBlockiv(b, GL.UNIFORM_BLOCK_REFERENCED_BY_FRAGMENT_SHADER)).toBe(1);
    expect(p.getActiveUniformBlockiv(b, GL.UNIFORM_BLOCK_REFERENCED_BY_VERTEX_SHADER)).toBe(0);
    const members = p.getActiveUniformBlockiv(b, GL.UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES) as number[];
    expect(members.map((m) => p.getProgramResourceName(GL.UNIFORM, m))).toEqual(['Material.base', 'Material.rough[0]']);
    expect(p.getActiveUniformsiv(members, GL.UNIFORM_OFFSET)).toEqual([0, 16]);
    expect(p.getActiveUniformsiv(members, GL.UNIFORM_ARRAY_STRIDE)).toEqual([0, 16]);
  });

  it('answers getProgramiv and the program-resource family', () => {
    expect(p.getProgramiv(GL.ACTIVE_UNIFORM_BLOCKS)).toBe(1);
    expect(p.getProgramiv(GL.ACTIVE_ATTRIBUTES)).toBe(2);
    expect(p.getProgramiv(GL.ACTIVE_ATTRIBUTE_MAX_LENGTH)).toBe('uv[0]'.length + 1);
    expect(p.getProgramiv(GL.TRANSFORM_FEEDBACK_VARYINGS)).toBe(1);
    expect(p.getProgramiv(GL.TRANSFORM_FEEDBACK_BUFFER_MODE)).toBe(GL.INTERLEAVED_ATTRIBS);
    expect(p.getProgramiv(GL.LINK_STATUS)).toBeUndefined(); // the program object's, not reflection
    expect(p.getTransformFeedbackVarying(0)).toEqual({ name: 'tc', size: 1, type: GL.FLOAT_VEC2 });
    const tex = p.getProgramResourceIndex(GL.UNIFORM, 'tex');
    expect(p.getProgramResourceiv(GL.UNIFORM, tex, [GL.TYPE, GL.BLOCK_INDEX, GL.NAME_LENGTH])).toEqual([GL.SAMPLER_2D, -1, 4]);
    expect(p.getProgramResourceLocation(GL.PROGRAM_INPUT, 'pos')).toBe(2);
    expect(p.getProgramInterfaceiv(GL.UNIFORM_BLOCK, GL.MAX_NUM_ACTIVE_VARIABLES)).toBe(2);
  });

  it('answers the same after an encode/decode round trip', () => {
    const d = decodeProgramArtifact(encodeProgramArtifact(r.artifact));
    if (!d.ok) throw new Error(d.error.message);
    const q = new ProgramInterface(d.artifact);
    for (const name of ['tint', 'tint[1]', 'mvp', 'tex']) expect(q.getUniformLocation(name)).toBe(p.getUniformLocation(name));
    expect(q.getProgramiv(GL.ACTIVE_UNIFORMS)).toBe(p.getProgramiv(GL.ACTIVE_UNIFORMS));
  });
});

describe('compute programs', () => {
  it('report COMPUTE_WORK_GROUP_SIZE', () => {
    const c = linkProgram({ shaders: [compileShader('compute', '#version 430 core\nlayout(local_size_x = 8, local_size_y = 4) in;\nvoid main() {}\n')] });
    if (!c.ok) throw new Error(c.log);
    expect(new ProgramInterface(c.artifact).getProgramiv(GL.COMPUTE_WORK_GROUP_SIZE)).toEqual([8, 4, 1]);
  });
});
