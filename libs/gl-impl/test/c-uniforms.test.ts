// Area C: glUniform* type checking (GL 4.5 §7.6.1), the default-block storage and its counters
// (uniformWriteSetVersion on the first write of a location, uboContentVersion on changed bytes,
// backendStateVersion on a sampler changing unit), getUniform*, block bindings and reflection.
import { describe, expect, it } from 'vitest';
import { makeGL, program, shader, VS } from './c-helpers.ts';

const FS = `#version 430 core
uniform vec4 tint;
uniform float weights[3];
uniform mat3 rot;
uniform bool flag;
uniform ivec2 offs;
uniform uint mask;
uniform dvec2 dv;
uniform sampler2D tex;
layout(binding = 2) uniform sampler2D texes[2];
struct Light { float power; vec3 dir; };
uniform Light light;
layout(binding = 5) uniform Block { vec4 member; } blk;
out vec4 color;
void main() {
  color = tint + weights[2] + vec4(rot[0], 1.0) + (flag ? 1.0 : 0.0) + float(offs.y) + float(mask) + float(dv.x)
    + texture(tex, vec2(0.0)) + texture(texes[1], vec2(0.0)) + light.power + vec4(light.dir, 0.0) + blk.member;
}
`;

function setup() {
  const ctx = makeGL();
  const p = program(ctx.gl, VS, FS);
  ctx.gl.useProgram(p);
  const prog = ctx.fe.state.objects.GetProgram(p)!;
  const loc = (n: string) => ctx.gl.getUniformLocation(p, n);
  return { ...ctx, p, prog, loc };
}

describe('uniform type checks', () => {
  it('size and type must match the uniform; bools take f, i and ui', () => {
    const { gl, loc } = setup();
    gl.uniform3f(loc('tint'), 1, 2, 3);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniform4i(loc('tint'), 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniform1ui(loc('offs'), 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniform2ui(loc('offs'), 1, 2);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniformMatrix3x2fv(loc('rot'), false, new Float32Array(6));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniform2f(loc('dv'), 1, 2);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    for (const set of [() => gl.uniform1f(loc('flag'), 2), () => gl.uniform1i(loc('flag'), 0), () => gl.uniform1ui(loc('flag'), 5)]) {
      set();
      expect(gl.getError()).toBe(gl.NO_ERROR);
    }
    gl.uniform1d(loc('flag'), 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('count > 1 only for arrays; location -1 is ignored; unknown locations are errors', () => {
    const { gl, loc } = setup();
    gl.uniform4fv(loc('tint'), new Float32Array(8));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniform1fv(loc('weights[1]'), [5, 6, 7, 8]); // runs past the end: the extra is dropped
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getUniformfv(1, loc('weights[2]'))).toEqual([6]);
    gl.uniform4f(-1, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    gl.uniform4f(1000, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('samplers load only through uniform1i{v}, with units in range', () => {
    const { gl, loc, prog } = setup();
    gl.uniform1f(loc('tex'), 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniform1i(loc('tex'), 192);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    const v = prog.backendStateVersion;
    gl.uniform1i(loc('tex'), 7);
    expect(prog.backendStateVersion).toBe(v + 1);
    gl.uniform1i(loc('tex'), 7);
    expect(prog.backendStateVersion).toBe(v + 1);
    expect(gl.getUniformiv(1, loc('tex'))).toEqual([7]);
    expect(prog.opaqueUnits[loc('tex')]).toBe(7);
  });

  it('with no current program uniform* is INVALID_OPERATION, even for location -1', () => {
    const { gl } = setup();
    gl.useProgram(0);
    gl.uniform1f(-1, 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('programUniform* addresses a program that is not current, and checks it', () => {
    const { gl, p, loc } = setup();
    gl.useProgram(0);
    gl.programUniform4f(p, loc('tint'), 1, 2, 3, 4);
    expect(gl.getUniformfv(p, loc('tint'))).toEqual([1, 2, 3, 4]);
    gl.programUniform4f(999, 0, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    const unlinked = gl.createProgram();
    gl.programUniform1f(unlinked, 0, 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('a relink of the current program is what the next uniform* checks against (its new tables)', () => {
    // linkedOf remembers the last program's client state, never its tables: a relink replaces them in that state.
    // (Planted, the tables remembered instead: the float write below is checked against the vec4 and refused.)
    const { gl } = makeGL();
    const fs = (decl: string, use: string) => `#version 430 core\n${decl}\nout vec4 color;\nvoid main() { color = ${use}; }\n`;
    const p = gl.createProgram();
    gl.attachShader(p, shader(gl, gl.VERTEX_SHADER, VS));
    const first = shader(gl, gl.FRAGMENT_SHADER, fs('layout(location = 0) uniform vec4 a;', 'a'));
    gl.attachShader(p, first);
    gl.linkProgram(p);
    gl.useProgram(p);
    gl.uniform4f(0, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    gl.detachShader(p, first);
    gl.attachShader(p, shader(gl, gl.FRAGMENT_SHADER, fs('layout(location = 0) uniform float b;', 'vec4(b)')));
    gl.linkProgram(p);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
    gl.uniform1f(0, 0.5);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getUniformfv(p, 0)).toEqual([0.5]);
    gl.uniform4f(0, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });
});

describe('default-block storage and counters', () => {
  it('initial units: layout(binding) numbers array elements, else 0', () => {
    const { gl, loc, p } = setup();
    expect(gl.getUniformiv(p, loc('tex'))).toEqual([0]);
    expect(gl.getUniformiv(p, loc('texes[0]'))).toEqual([2]);
    expect(gl.getUniformiv(p, loc('texes[1]'))).toEqual([3]);
  });

  it('layout(binding = 0) numbers elements 0, 1, … too (arrays of arrays row-major); no binding leaves every element 0', () => {
    const { gl } = makeGL();
    const p = program(gl, VS, `#version 430 core
layout(binding = 0) uniform sampler2D zero[3];
layout(binding = 0) uniform sampler3D aoa[2][2];
uniform sampler2DArray none[2];
uniform int n;
out vec4 color;
void main() { color = texture(zero[n], vec2(0.0)) + texture(aoa[n][n], vec3(0.0)) + texture(none[n], vec3(0.0)); }
`);
    const unit = (name: string) => gl.getUniformiv(p, gl.getUniformLocation(p, name));
    // GLSL 4.50 §4.4.6: an array of opaque types with binding N takes units N, N + 1, … in row-major element order.
    expect([unit('zero[0]'), unit('zero[1]'), unit('zero[2]')]).toEqual([[0], [1], [2]]);
    expect([unit('aoa[0][0]'), unit('aoa[0][1]'), unit('aoa[1][0]'), unit('aoa[1][1]')]).toEqual([[0], [1], [2], [3]]);
    expect([unit('none[0]'), unit('none[1]')]).toEqual([[0], [0]]);
  });

  it('uniformWriteSetVersion moves on the first write of a location; uboContentVersion on changed bytes only', () => {
    const { gl, loc, prog } = setup();
    const ws = prog.uniformWriteSetVersion;
    const ubo = prog.uboContentVersion;
    const link = prog.linkVersion;
    gl.uniform4f(loc('tint'), 1, 2, 3, 4);
    expect([prog.uniformWriteSetVersion, prog.uboContentVersion]).toEqual([ws + 1, ubo + 1]);
    gl.uniform4f(loc('tint'), 1, 2, 3, 4);
    expect([prog.uniformWriteSetVersion, prog.uboContentVersion]).toEqual([ws + 1, ubo + 1]);
    gl.uniform4f(loc('tint'), 1, 2, 3, 5);
    expect([prog.uniformWriteSetVersion, prog.uboContentVersion]).toEqual([ws + 1, ubo + 2]);
    gl.uniform4f(loc('tint'), 9, 9, 9, 9);
    gl.uniform4f(loc('tint'), 9, 9, 9, 9);
    expect(prog.linkVersion).toBe(link);
    expect(prog.blockBindingVersion).toBe(prog.blockBindingVersion);
    // A rejected write moves nothing.
    const before = [prog.uniformWriteSetVersion, prog.uboContentVersion];
    gl.uniform3f(loc('tint'), 0, 0, 0);
    expect([prog.uniformWriteSetVersion, prog.uboContentVersion]).toEqual(before);
  });

  it('values round-trip through getUniform*, matrices honour transpose, std140 layout in uniformData', () => {
    const { gl, loc, p, prog } = setup();
    gl.uniformMatrix3fv(loc('rot'), true, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gl.getUniformfv(p, loc('rot'))).toEqual([1, 4, 7, 2, 5, 8, 3, 6, 9]);
    gl.uniform2i(loc('offs'), -3, 4);
    expect(gl.getUniformiv(p, loc('offs'))).toEqual([-3, 4]);
    expect(gl.getUniformfv(p, loc('offs'))).toEqual([-3, 4]);
    gl.uniform1ui(loc('mask'), 0xffffffff);
    expect(gl.getUniformuiv(p, loc('mask'))).toEqual([0xffffffff]);
    gl.uniform2d(loc('dv'), 0.1, 0.2);
    expect(gl.getUniformdv(p, loc('dv'))).toEqual([0.1, 0.2]);
    gl.uniform1f(loc('flag'), 3.5);
    expect(gl.getUniformfv(p, loc('flag'))).toEqual([1]);
    gl.uniform1f(loc('light.power'), 2.5);
    gl.uniform3f(loc('light.dir'), 1, 0, 0);
    expect(gl.getUniformfv(p, loc('light.dir'))).toEqual([1, 0, 0]);
    gl.getnUniformfv(p, loc('rot'), 8);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(gl.getnUniformfv(p, loc('rot'), 36)).toHaveLength(9);
    gl.getUniformfv(p, -1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(prog.uniformData.length % 16).toBe(0);
    // weights[] is a float array: std140 puts its elements 16 bytes apart.
    gl.uniform1fv(loc('weights'), [1, 2, 3]);
    const f = new Float32Array(prog.uniformData.buffer);
    const i0 = f.indexOf(1);
    expect([f[i0 + 4], f[i0 + 8]]).toEqual([2, 3]);
  });
});

describe('blocks and reflection', () => {
  it('uniformBlockBinding: initial layout(binding), range checks, blockBindingVersion only on change', () => {
    const { gl, p, prog } = setup();
    const b = gl.getUniformBlockIndex(p, 'Block');
    expect(b).toBe(0);
    expect(gl.getActiveUniformBlockiv(p, b, gl.UNIFORM_BLOCK_BINDING)).toBe(5);
    const v = prog.blockBindingVersion;
    gl.uniformBlockBinding(p, b, 5);
    expect(prog.blockBindingVersion).toBe(v);
    gl.uniformBlockBinding(p, b, 9);
    expect(prog.blockBindingVersion).toBe(v + 1);
    expect(gl.getActiveUniformBlockiv(p, b, gl.UNIFORM_BLOCK_BINDING)).toBe(9);
    expect(gl.getProgramResourceiv(p, gl.UNIFORM_BLOCK, b, [gl.BUFFER_BINDING])).toEqual([9]);
    gl.uniformBlockBinding(p, b, 84);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.uniformBlockBinding(p, 1, 0);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    expect(gl.getUniformBlockIndex(p, 'blk')).toBe(gl.INVALID_INDEX);
    expect(gl.getActiveUniformBlockName(p, b)).toBe('Block');
  });

  it('GL naming rules: a[0] / a / a[2], struct members, block members have no location', () => {
    const { gl, p } = setup();
    expect(gl.getUniformLocation(p, 'weights')).toBe(gl.getUniformLocation(p, 'weights[0]'));
    expect(gl.getUniformLocation(p, 'weights[2]')).toBe(gl.getUniformLocation(p, 'weights') + 2);
    expect(gl.getUniformLocation(p, 'weights[3]')).toBe(-1);
    expect(gl.getUniformLocation(p, 'light.power')).toBeGreaterThanOrEqual(0);
    expect(gl.getUniformLocation(p, 'Block.member')).toBe(-1);
    expect(gl.getUniformLocation(p, 'gl_FragCoord')).toBe(-1);
    const [i] = gl.getUniformIndices(p, ['Block.member']);
    expect(gl.getActiveUniformsiv(p, [i], gl.UNIFORM_BLOCK_INDEX)).toEqual([0]);
    expect(gl.getActiveUniformName(p, i)).toBe('Block.member');
    const w = gl.getUniformIndices(p, ['weights'])[0];
    expect(gl.getActiveUniform(p, w)).toEqual({ name: 'weights[0]', size: 3, type: gl.FLOAT });
    gl.getActiveUniform(p, 1000);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.getActiveUniformsiv(p, [w], 0x1234);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });

  it('program interface queries', () => {
    const { gl, p } = setup();
    expect(gl.getProgramInterfaceiv(p, gl.UNIFORM_BLOCK, gl.ACTIVE_RESOURCES)).toBe(1);
    expect(gl.getProgramInterfaceiv(p, gl.PROGRAM_INPUT, gl.MAX_NAME_LENGTH)).toBe(4);
    gl.getProgramInterfaceiv(p, gl.UNIFORM, gl.MAX_NUM_ACTIVE_VARIABLES);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.getProgramInterfaceiv(p, gl.TEXTURE_2D, gl.ACTIVE_RESOURCES);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    const i = gl.getProgramResourceIndex(p, gl.PROGRAM_OUTPUT, 'color');
    expect(gl.getProgramResourceName(p, gl.PROGRAM_OUTPUT, i)).toBe('color');
    expect(gl.getProgramResourceiv(p, gl.PROGRAM_OUTPUT, i, [gl.TYPE, gl.LOCATION, gl.NAME_LENGTH])).toEqual([gl.FLOAT_VEC4, 0, 6]);
    expect(gl.getProgramResourceLocation(p, gl.UNIFORM, 'tint')).toBe(gl.getUniformLocation(p, 'tint'));
    expect(gl.getProgramResourceLocationIndex(p, gl.PROGRAM_OUTPUT, 'color')).toBe(0);
    gl.getProgramResourceLocationIndex(p, gl.UNIFORM, 'tint');
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.getProgramResourceiv(p, gl.PROGRAM_OUTPUT, i, [gl.BUFFER_DATA_SIZE]);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.getProgramResourceName(p, gl.UNIFORM, 99);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    expect(gl.getProgramStageiv(p, gl.FRAGMENT_SHADER, gl.ACTIVE_SUBROUTINES)).toBe(0);
    expect(gl.getSubroutineIndex(p, gl.FRAGMENT_SHADER, 'x')).toBe(gl.INVALID_INDEX);
  });
});

describe('the accepted-slot memo of glUniform{1,2,3,4}{f,i,ui}', () => {
  const FS_VEC4 = '#version 430 core\nuniform vec4 u;\nout vec4 color;\nvoid main() { color = u; }\n';
  const FS_FLOAT = '#version 430 core\nuniform float u;\nout vec4 color;\nvoid main() { color = vec4(u); }\n';

  it('a relink that changes the uniform at a location checks the next write again', () => {
    const { gl, fe } = makeGL();
    const fs = shader(gl, gl.FRAGMENT_SHADER, FS_VEC4);
    const p = gl.createProgram();
    gl.attachShader(p, shader(gl, gl.VERTEX_SHADER, VS));
    gl.attachShader(p, fs);
    gl.linkProgram(p);
    gl.useProgram(p);
    const at = gl.getUniformLocation(p, 'u');
    gl.uniform4f(at, 1, 2, 3, 4);
    gl.uniform4f(at, 5, 6, 7, 8); // the second write of the same shape: the memo's case
    expect(gl.getError()).toBe(gl.NO_ERROR);
    gl.shaderSource(fs, FS_FLOAT);
    gl.compileShader(fs);
    gl.linkProgram(p);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
    expect(gl.getUniformLocation(p, 'u')).toBe(at); // the same location, now a float
    gl.uniform4f(at, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.uniform1f(at, 0.5);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(new Float32Array(fe.state.objects.GetProgram(p)!.uniformData.buffer, 0, 1)[0]).toBe(0.5);
  });

  it('a failed relink makes the next write INVALID_OPERATION; another program is checked on its own', () => {
    const { gl } = makeGL();
    const fs = shader(gl, gl.FRAGMENT_SHADER, FS_VEC4);
    const p = gl.createProgram();
    gl.attachShader(p, shader(gl, gl.VERTEX_SHADER, VS));
    gl.attachShader(p, fs);
    gl.linkProgram(p);
    const q = program(gl, VS, FS_FLOAT);
    gl.useProgram(p);
    const at = gl.getUniformLocation(p, 'u');
    expect(gl.getUniformLocation(q, 'u')).toBe(at);
    gl.uniform4f(at, 1, 2, 3, 4);
    gl.useProgram(q);
    gl.uniform4f(at, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.useProgram(p);
    gl.uniform4f(at, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    gl.shaderSource(fs, '#version 430 core\nout vec4 color;\nvoid main() { color = undeclared; }\n');
    gl.compileShader(fs);
    gl.linkProgram(p);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.FALSE);
    gl.uniform4f(at, 1, 2, 3, 4);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });
});
