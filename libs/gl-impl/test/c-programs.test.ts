// Area C: shader and program objects — GL 4.5 §7.1–§7.5 error paths, delete-pending rules, link
// through libs/shader (failures are LINK_STATUS + log, not GL errors), relink of a program in use,
// getProgramiv, LIFO names and the program counters that move (and must not).
import { describe, expect, it } from 'vitest';
import { FS, makeGL, program, shader, VS } from './c-helpers.ts';

describe('shader objects', () => {
  it('createShader validates the type; compile status and info log come from glslang', () => {
    const { gl } = makeGL();
    expect(gl.createShader(0x1234)).toBe(0);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    const bad = shader(gl, gl.FRAGMENT_SHADER, '#version 430 core\nout vec4 c;\nvoid main() { c = nope; }\n');
    expect(gl.getShaderiv(bad, gl.COMPILE_STATUS)).toBe(gl.FALSE);
    expect(gl.getShaderInfoLog(bad)).toMatch(/nope/);
    expect(gl.getShaderiv(bad, gl.INFO_LOG_LENGTH)).toBe(gl.getShaderInfoLog(bad).length + 1);
    const good = shader(gl, gl.VERTEX_SHADER, VS);
    expect(gl.getShaderiv(good, gl.COMPILE_STATUS)).toBe(gl.TRUE);
    expect(gl.getShaderiv(good, gl.SHADER_TYPE)).toBe(gl.VERTEX_SHADER);
    expect(gl.getShaderiv(good, gl.SHADER_SOURCE_LENGTH)).toBe(VS.length + 1);
    expect(gl.getShaderSource(good)).toBe(VS);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('names a program where a shader is expected: INVALID_OPERATION; an unknown name: INVALID_VALUE', () => {
    const { gl } = makeGL();
    const p = gl.createProgram();
    gl.shaderSource(p, 'x');
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.compileShader(999);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.getShaderiv(shader(gl, gl.VERTEX_SHADER, VS), 0x1234);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.getProgramiv(gl.createShader(gl.VERTEX_SHADER), gl.LINK_STATUS);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('a shader deleted while attached stays until its last detach, then its name is reused (LIFO)', () => {
    const { gl } = makeGL();
    const p = gl.createProgram();
    const s = shader(gl, gl.VERTEX_SHADER, VS);
    gl.attachShader(p, s);
    gl.deleteShader(s);
    expect(gl.isShader(s)).toBe(true);
    expect(gl.getShaderiv(s, gl.DELETE_STATUS)).toBe(gl.TRUE);
    gl.detachShader(p, s);
    expect(gl.isShader(s)).toBe(false);
    expect(gl.createShader(gl.FRAGMENT_SHADER)).toBe(s);
    gl.deleteShader(0);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('precision formats, shader binaries and specialization', () => {
    const { gl } = makeGL();
    expect(gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT)).toEqual({ range: [127, 127], precision: 23 });
    expect(gl.getShaderPrecisionFormat(gl.VERTEX_SHADER, gl.HIGH_INT)).toEqual({ range: [31, 30], precision: 0 });
    gl.getShaderPrecisionFormat(gl.GEOMETRY_SHADER, gl.LOW_FLOAT);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    // A GLSL shader is not specialized (GL_ARB_gl_spirv); the one shader binary format is SPIR-V (spirv-shaders.test.ts).
    gl.specializeShader(shader(gl, gl.VERTEX_SHADER, VS), 'main', 0, [], []);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(gl.getIntegerv(gl.NUM_SHADER_BINARY_FORMATS)).toEqual([1]);
    expect(gl.getIntegerv(gl.SHADER_BINARY_FORMATS)).toEqual([gl.SHADER_BINARY_FORMAT_SPIR_V]);
  });
});

describe('program objects', () => {
  it('attach errors: twice, detach of an unattached shader', () => {
    const { gl } = makeGL();
    const p = gl.createProgram();
    const s = shader(gl, gl.VERTEX_SHADER, VS);
    gl.attachShader(p, s);
    gl.attachShader(p, s);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.detachShader(p, shader(gl, gl.FRAGMENT_SHADER, FS));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(gl.getAttachedShaders(p)).toEqual([s]);
    expect(gl.getProgramiv(p, gl.ATTACHED_SHADERS)).toBe(1);
  });

  it('a link failure is LINK_STATUS false with a log, not a GL error; linkVersion moves on every link', () => {
    const { gl, fe } = makeGL();
    const p = program(gl);
    const prog = fe.state.objects.GetProgram(p)!;
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
    expect(prog.linkVersion).toBe(1);
    const mismatch = gl.createProgram();
    gl.attachShader(mismatch, shader(gl, gl.VERTEX_SHADER, VS));
    gl.attachShader(mismatch, shader(gl, gl.FRAGMENT_SHADER, '#version 430 core\nin vec3 missing;\nout vec4 c;\nvoid main() { c = vec4(missing, 1.0); }\n'));
    gl.linkProgram(mismatch);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getProgramiv(mismatch, gl.LINK_STATUS)).toBe(gl.FALSE);
    expect(gl.getProgramInfoLog(mismatch)).toMatch(/missing/);
    expect(gl.getProgramiv(mismatch, gl.INFO_LOG_LENGTH)).toBe(gl.getProgramInfoLog(mismatch).length + 1);
    gl.useProgram(mismatch);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.linkProgram(p);
    expect(prog.linkVersion).toBe(2);
  });

  it('the backend hears programLinked for successful links only', () => {
    const { gl, backend } = makeGL();
    program(gl);
    const empty = gl.createProgram();
    gl.linkProgram(empty);
    expect(backend.callsOf('programLinked')).toHaveLength(1);
  });

  it('a program in use that fails to relink keeps its executable and uniform storage', () => {
    const { gl, fe } = makeGL();
    const fs = '#version 430 core\nuniform vec4 tint;\nout vec4 color;\nvoid main() { color = tint; }\n';
    const p = program(gl, VS, fs);
    gl.useProgram(p);
    gl.uniform4f(gl.getUniformLocation(p, 'tint'), 1, 2, 3, 4);
    const prog = fe.state.objects.GetProgram(p)!;
    const artifact = prog.linkArtifact;
    const bytes = prog.uniformData.slice();
    gl.attachShader(p, shader(gl, gl.GEOMETRY_SHADER, '#version 430 core\nlayout(points) in;\nlayout(points, max_vertices = 1) out;\nvoid main() { oops(); }\n'));
    gl.linkProgram(p);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.FALSE);
    expect(fe.state.program).toBe(prog);
    expect(prog.linkArtifact).toBe(artifact);
    expect(prog.uniformData).toEqual(bytes);
    // The failed link's reflection is gone: no active uniforms, location queries are errors.
    expect(gl.getProgramiv(p, gl.ACTIVE_UNIFORMS)).toBe(0);
    gl.getUniformLocation(p, 'tint');
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('a program deleted while current is flagged; useProgram(0) frees its name and detaches its shaders', () => {
    const { gl, fe } = makeGL();
    const p = program(gl);
    const [vs] = gl.getAttachedShaders(p);
    gl.deleteShader(vs);
    gl.useProgram(p);
    const before = fe.state.objectBindingVersion;
    gl.deleteProgram(p);
    expect(gl.isProgram(p)).toBe(true);
    expect(gl.getProgramiv(p, gl.DELETE_STATUS)).toBe(gl.TRUE);
    expect(gl.getIntegerv(gl.CURRENT_PROGRAM)).toEqual([p]);
    expect(fe.state.objectBindingVersion).toBe(before);
    gl.useProgram(0);
    expect(fe.state.objectBindingVersion).toBe(before + 1);
    expect(gl.isProgram(p)).toBe(false);
    expect(gl.isShader(vs)).toBe(false);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('useProgram of the same program does not move objectBindingVersion; a link does not either', () => {
    const { gl, fe } = makeGL();
    const p = program(gl);
    gl.useProgram(p);
    const v = fe.state.objectBindingVersion;
    gl.useProgram(p);
    gl.linkProgram(p);
    expect(fe.state.objectBindingVersion).toBe(v);
  });

  it('getProgramiv answers every pname from the client', () => {
    const { gl } = makeGL();
    const p = program(gl);
    expect(gl.getProgramiv(p, gl.DELETE_STATUS)).toBe(gl.FALSE);
    expect(gl.getProgramiv(p, gl.VALIDATE_STATUS)).toBe(gl.FALSE);
    gl.validateProgram(p);
    expect(gl.getProgramiv(p, gl.VALIDATE_STATUS)).toBe(gl.TRUE);
    expect(gl.getProgramiv(p, gl.ACTIVE_ATTRIBUTES)).toBe(1);
    expect(gl.getProgramiv(p, gl.ACTIVE_ATTRIBUTE_MAX_LENGTH)).toBe('pos'.length + 1);
    expect(gl.getProgramiv(p, gl.ACTIVE_UNIFORMS)).toBe(0);
    expect(gl.getProgramiv(p, gl.TRANSFORM_FEEDBACK_BUFFER_MODE)).toBe(gl.INTERLEAVED_ATTRIBS);
    expect(gl.getProgramiv(p, gl.PROGRAM_SEPARABLE)).toBe(gl.FALSE);
    expect(gl.getProgramiv(p, gl.PROGRAM_BINARY_LENGTH)).toBe(0);
    gl.getProgramiv(p, gl.COMPUTE_WORK_GROUP_SIZE);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.getProgramiv(p, 0x1234);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    const c = gl.createProgram();
    gl.attachShader(c, shader(gl, gl.COMPUTE_SHADER, '#version 430 core\nlayout(local_size_x = 4, local_size_y = 2) in;\nvoid main() {}\n'));
    gl.linkProgram(c);
    expect(gl.getProgramiv(c, gl.COMPUTE_WORK_GROUP_SIZE)).toEqual([4, 2, 1]);
  });

  it('programParameteri validates pname and value', () => {
    const { gl } = makeGL();
    const p = gl.createProgram();
    gl.programParameteri(p, gl.PROGRAM_SEPARABLE, 1);
    expect(gl.getProgramiv(p, gl.PROGRAM_SEPARABLE)).toBe(gl.TRUE);
    gl.programParameteri(p, gl.PROGRAM_SEPARABLE, 2);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.programParameteri(p, gl.LINK_STATUS, 1);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });

  it('bindAttribLocation / bindFragDataLocation apply at the next link', () => {
    const { gl } = makeGL();
    const fs = '#version 430 core\nout vec4 a;\nout vec4 b;\nvoid main() { a = vec4(1.0); b = a; }\n';
    const p = program(gl, VS, fs, (p) => {
      gl.bindAttribLocation(p, 7, 'pos');
      gl.bindFragDataLocation(p, 2, 'b');
    });
    expect(gl.getAttribLocation(p, 'pos')).toBe(7);
    expect(gl.getFragDataLocation(p, 'b')).toBe(2);
    expect(gl.getFragDataIndex(p, 'b')).toBe(0);
    gl.bindAttribLocation(p, 16, 'pos');
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.bindAttribLocation(p, 1, 'gl_Vertex');
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.bindFragDataLocationIndexed(p, 1, 1, 'b');
    expect(gl.getError()).toBe(gl.INVALID_VALUE); // index 1 allows only color 0 (MAX_DUAL_SOURCE_DRAW_BUFFERS = 1)
    gl.bindFragDataLocation(p, 8, 'b');
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    expect(gl.getAttribLocation(p, 'pos')).toBe(7); // requests change nothing until the next link
  });

  it('createShaderProgramv makes a linked separable program', () => {
    const { gl } = makeGL();
    const p = gl.createShaderProgramv(gl.VERTEX_SHADER, ['#version 430 core\nin vec4 pos;\n', 'void main() { gl_Position = pos; }\n']);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(gl.TRUE);
    expect(gl.getProgramiv(p, gl.PROGRAM_SEPARABLE)).toBe(gl.TRUE);
    expect(gl.getProgramiv(p, gl.ATTACHED_SHADERS)).toBe(0);
    const bad = gl.createShaderProgramv(gl.FRAGMENT_SHADER, ['#version 430 core\nvoid main() { nope; }\n']);
    expect(gl.getProgramiv(bad, gl.LINK_STATUS)).toBe(gl.FALSE);
    expect(gl.getProgramInfoLog(bad)).toMatch(/nope/);
    gl.createShaderProgramv(0x1234, []);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });

  it('shader and program names share one namespace with LIFO reuse and distinct lifetime ids', () => {
    const { gl, fe } = makeGL();
    const a = gl.createProgram();
    const b = gl.createShader(gl.VERTEX_SHADER);
    expect(b).toBe(a + 1);
    const id = fe.state.objects.GetProgram(a)!.lifetimeId;
    gl.deleteProgram(a);
    gl.deleteShader(b);
    expect(gl.createProgram()).toBe(b);
    expect(gl.createProgram()).toBe(a);
    expect(fe.state.objects.GetProgram(a)!.lifetimeId).not.toBe(id);
  });
});
