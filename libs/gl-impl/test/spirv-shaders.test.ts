// GL_ARB_gl_spirv on the front end (GL 4.6 §7.2.1, §7.3): glShaderBinary(SHADER_BINARY_FORMAT_SPIR_V) and
// glSpecializeShader with their GL errors, the SPIR-V shader's state (SPIR_V_BINARY, COMPILE_STATUS), the link of
// SPIR-V stages without glslang (interface from the module: locations, bindings, atomic counters) and the queries.
// Each error case has its passing twin next to it (the same call with the one thing fixed succeeds), so a check
// that rejected everything could not pass. The modules are assembled from text by SPIRV-Tools (native-shader).
import { assembleSpirvBinary } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { makeGL, shader, VS } from './c-helpers.ts';

const VERTEX = assembleSpirvBinary(`OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Vertex %main "main" %pos %gl_Position
OpDecorate %pos Location 0
OpDecorate %gl_Position BuiltIn Position
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4 = OpTypeVector %float 4
%in = OpTypePointer Input %v4
%out = OpTypePointer Output %v4
%pos = OpVariable %in Input
%gl_Position = OpVariable %out Output
%main = OpFunction %void None %fn
%l = OpLabel
%p = OpLoad %v4 %pos
OpStore %gl_Position %p
OpReturn
OpFunctionEnd
`);

// A fragment module with two entry points, a named uniform at Location 5, an unnamed one at Location 2, a sampler
// at Binding 3, two atomic counters at binding 1 (offsets 0 and 4) and a specialization constant (SpecId 4).
const FRAGMENT = assembleSpirvBinary(`OpCapability Shader
OpCapability AtomicStorage
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main" %o
OpEntryPoint Fragment %other "other" %o
OpExecutionMode %main OriginLowerLeft
OpExecutionMode %other OriginLowerLeft
OpName %tint "tint"
OpName %ac0 "ac0"
OpName %ac1 "ac1"
OpName %tex "tex"
OpDecorate %o Location 0
OpDecorate %tint Location 5
OpDecorate %anon Location 2
OpDecorate %tex Location 7
OpDecorate %tex Binding 3
OpDecorate %ac0 Binding 1
OpDecorate %ac0 Offset 0
OpDecorate %ac1 Binding 1
OpDecorate %ac1 Offset 4
OpDecorate %k SpecId 4
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%uint = OpTypeInt 32 0
%v2 = OpTypeVector %float 2
%v4 = OpTypeVector %float 4
%out = OpTypePointer Output %v4
%o = OpVariable %out Output
%uc = OpTypePointer UniformConstant %v4
%tint = OpVariable %uc UniformConstant
%anon = OpVariable %uc UniformConstant
%img = OpTypeImage %float 2D 0 0 0 1 Unknown
%simg = OpTypeSampledImage %img
%usimg = OpTypePointer UniformConstant %simg
%tex = OpVariable %usimg UniformConstant
%acp = OpTypePointer AtomicCounter %uint
%ac0 = OpVariable %acp AtomicCounter
%ac1 = OpVariable %acp AtomicCounter
%k = OpSpecConstant %float 1
%zero = OpConstant %float 0
%uv = OpConstantComposite %v2 %zero %zero
%u1 = OpConstant %uint 1
%u0 = OpConstant %uint 0
%main = OpFunction %void None %fn
%l = OpLabel
%a = OpLoad %v4 %tint
%b = OpLoad %v4 %anon
%s = OpLoad %simg %tex
%t = OpImageSampleImplicitLod %v4 %s %uv
%c0 = OpAtomicLoad %uint %ac0 %u1 %u0
%c1 = OpAtomicIIncrement %uint %ac1 %u1 %u0
%ab = OpFAdd %v4 %a %b
%abt = OpFAdd %v4 %ab %t
%r = OpVectorTimesScalar %v4 %abt %k
OpStore %o %r
OpReturn
OpFunctionEnd
%other = OpFunction %void None %fn
%l2 = OpLabel
OpReturn
OpFunctionEnd
`);

describe('glShaderBinary (SHADER_BINARY_FORMAT_SPIR_V)', () => {
  it('one format, SPIR-V; no SPIR-V extensions; getStringi(SPIR_V_EXTENSIONS, 0) is past the end', () => {
    const { gl } = makeGL();
    expect(gl.getIntegerv(gl.NUM_SHADER_BINARY_FORMATS)).toEqual([1]);
    expect(gl.getIntegerv(gl.SHADER_BINARY_FORMATS)).toEqual([gl.SHADER_BINARY_FORMAT_SPIR_V]);
    expect(gl.getIntegerv(gl.NUM_SPIR_V_EXTENSIONS)).toEqual([0]);
    expect(gl.getStringi(gl.SPIR_V_EXTENSIONS, 0)).toBe(null);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0];
    const exts = Array.from({ length: n }, (_, i) => gl.getStringi(gl.EXTENSIONS, i));
    expect(exts).toContain('GL_ARB_gl_spirv');
    expect(exts).toContain('GL_ARB_spirv_extensions');
  });

  it('loads a module: SPIR_V_BINARY TRUE, COMPILE_STATUS FALSE until specialized; shaderSource makes it GLSL again', () => {
    const { gl } = makeGL();
    const s = gl.createShader(gl.VERTEX_SHADER);
    expect(gl.getShaderiv(s, gl.SPIR_V_BINARY)).toBe(0);
    gl.shaderBinary([s], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getShaderiv(s, gl.SPIR_V_BINARY)).toBe(1);
    expect(gl.getShaderiv(s, gl.COMPILE_STATUS)).toBe(0);
    gl.compileShader(s); // GL 4.6 §7.2: a SPIR-V shader is not compiled
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.shaderSource(s, VS);
    expect(gl.getShaderiv(s, gl.SPIR_V_BINARY)).toBe(0);
    gl.compileShader(s);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getShaderiv(s, gl.COMPILE_STATUS)).toBe(1);
  });

  it('errors: a format other than SPIR-V, a program or unknown name, two shaders of one type, bytes that are no module', () => {
    const { gl } = makeGL();
    const vs = gl.createShader(gl.VERTEX_SHADER);
    const vs2 = gl.createShader(gl.VERTEX_SHADER);
    const fs = gl.createShader(gl.FRAGMENT_SHADER);
    const load = (shaders: number[], format: number, bytes: Uint8Array | number | null, length: number) => {
      gl.shaderBinary(shaders, format, bytes as Uint8Array, length);
      return gl.getError();
    };
    expect(load([vs], 0x1234, VERTEX, VERTEX.byteLength)).toBe(gl.INVALID_ENUM);
    expect(load([gl.createProgram()], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength)).toBe(gl.INVALID_OPERATION);
    expect(load([999], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength)).toBe(gl.INVALID_VALUE);
    expect(load([vs, vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength)).toBe(gl.INVALID_OPERATION);
    expect(load([vs, fs], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength)).toBe(gl.NO_ERROR);
    expect(load([vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength - 2)).toBe(gl.INVALID_VALUE); // not whole words
    // The last instruction (OpFunctionEnd, one word) claims three: it would run past the end.
    const overrun = VERTEX.slice();
    new DataView(overrun.buffer).setUint32(overrun.byteLength - 4, (3 << 16) | 56, true);
    expect(load([vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, overrun, overrun.byteLength)).toBe(gl.INVALID_VALUE);
    expect(load([vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, new Uint8Array(VERTEX.byteLength), VERTEX.byteLength)).toBe(gl.INVALID_VALUE); // no magic
    expect(load([vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, 0, VERTEX.byteLength)).toBe(gl.INVALID_VALUE); // an offset is no client memory
    expect(load([vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, -4)).toBe(gl.INVALID_VALUE);
    expect(load([vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength + 4)).not.toBe(gl.NO_ERROR); // past the view
    expect(gl.getShaderiv(vs2, gl.SPIR_V_BINARY)).toBe(0);
    // The module is read from the view's own offset, `length` bytes: a view into a larger buffer loads.
    const padded = new Uint8Array(VERTEX.byteLength + 12);
    padded.set(VERTEX, 8);
    expect(load([vs2], gl.SHADER_BINARY_FORMAT_SPIR_V, padded.subarray(8), VERTEX.byteLength)).toBe(gl.NO_ERROR);
    expect(gl.getShaderiv(vs2, gl.SPIR_V_BINARY)).toBe(1);
  });

  it('a wrong JS argument is a TypeError naming the function and parameter', () => {
    const { gl } = makeGL();
    expect(() => gl.shaderBinary('x' as unknown as number[], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, 4)).toThrow(/shaderBinary.*shaders/);
    expect(() => gl.specializeShader(1, 7 as unknown as string, 0, [], [])).toThrow(/specializeShader.*pEntryPoint/);
  });
});

describe('glSpecializeShader', () => {
  it('errors in §7.2.1 order: not SPIR-V, no such entry point, no such SpecId, already specialized', () => {
    const { gl } = makeGL();
    gl.specializeShader(shader(gl, gl.VERTEX_SHADER, VS), 'main', 0, [], []);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    const fs = gl.createShader(gl.FRAGMENT_SHADER);
    gl.shaderBinary([fs], gl.SHADER_BINARY_FORMAT_SPIR_V, FRAGMENT, FRAGMENT.byteLength);
    gl.specializeShader(fs, 'mian', 0, [], []);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    const vs = gl.createShader(gl.VERTEX_SHADER); // "main" is a fragment entry point of the module, not a vertex one
    gl.shaderBinary([vs], gl.SHADER_BINARY_FORMAT_SPIR_V, FRAGMENT, FRAGMENT.byteLength);
    gl.specializeShader(vs, 'main', 0, [], []);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.specializeShader(fs, 'main', 1, [5], [0]);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    expect(gl.getShaderiv(fs, gl.COMPILE_STATUS)).toBe(0);
    // Only the first numSpecializationConstants entries count: the bad SpecId 5 past them is not read.
    gl.specializeShader(fs, 'main', 1, [4, 5], [0x3f000000, 0]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getShaderiv(fs, gl.COMPILE_STATUS)).toBe(1);
    gl.specializeShader(fs, 'main', 0, [], []);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });
});

describe('linking SPIR-V shaders', () => {
  function spirvProgram(gl: ReturnType<typeof makeGL>['gl'], specialize = true): number {
    const vs = gl.createShader(gl.VERTEX_SHADER);
    const fs = gl.createShader(gl.FRAGMENT_SHADER);
    gl.shaderBinary([vs], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength);
    gl.shaderBinary([fs], gl.SHADER_BINARY_FORMAT_SPIR_V, FRAGMENT, FRAGMENT.byteLength);
    gl.specializeShader(vs, 'main', 0, [], []);
    if (specialize) gl.specializeShader(fs, 'main', 0, [], []);
    const p = gl.createProgram();
    gl.attachShader(p, vs);
    gl.attachShader(p, fs);
    gl.linkProgram(p);
    return p;
  }

  it('the interface comes from the module: uniform locations, the sampler unit, atomic counter buffers', () => {
    const { gl } = makeGL();
    const p = spirvProgram(gl);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(1);
    expect(gl.getProgramiv(p, gl.ACTIVE_UNIFORMS)).toBe(5); // tint, the unnamed one, tex, ac0, ac1
    expect(gl.getUniformLocation(p, 'tint')).toBe(5);
    expect(gl.getUniformLocation(p, 'tex')).toBe(7);
    expect(gl.getUniformiv(p, 7)).toEqual([3]); // the sampler's initial unit is its Binding
    expect(gl.getProgramiv(p, gl.ACTIVE_ATOMIC_COUNTER_BUFFERS)).toBe(1);
    expect(gl.getActiveAtomicCounterBufferiv(p, 0, gl.ATOMIC_COUNTER_BUFFER_BINDING)).toBe(1);
    expect(gl.getActiveAtomicCounterBufferiv(p, 0, gl.ATOMIC_COUNTER_BUFFER_DATA_SIZE)).toBe(8);
    expect(gl.getActiveAtomicCounterBufferiv(p, 0, gl.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTERS)).toBe(2);
    expect(gl.getAttribLocation(p, 'pos')).toBe(-1); // unnamed in the module: no name to find it by
    gl.useProgram(p);
    gl.uniform4f(2, 1, 2, 3, 4); // the unnamed uniform, by its Location
    expect(gl.getUniformfv(p, 2)).toEqual([1, 2, 3, 4]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('an unspecialized SPIR-V shader, or SPIR-V with GLSL, does not link (LINK_STATUS FALSE, no GL error)', () => {
    const { gl } = makeGL();
    expect(gl.getProgramiv(spirvProgram(gl, false), gl.LINK_STATUS)).toBe(0);
    const vs = gl.createShader(gl.VERTEX_SHADER);
    gl.shaderBinary([vs], gl.SHADER_BINARY_FORMAT_SPIR_V, VERTEX, VERTEX.byteLength);
    gl.specializeShader(vs, 'main', 0, [], []);
    const p = gl.createProgram();
    gl.attachShader(p, vs);
    gl.attachShader(p, shader(gl, gl.FRAGMENT_SHADER, '#version 430 core\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n'));
    gl.linkProgram(p);
    expect(gl.getProgramiv(p, gl.LINK_STATUS)).toBe(0);
    expect(gl.getProgramInfoLog(p)).toMatch(/SPIR-V and GLSL/);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });
});
