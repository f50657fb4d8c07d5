// Desktop #extension directives keep their meaning through glslang 12, which does not know some of
// the extensions the front end advertises and gates others on the #version alone: each case has a
// negative control (the same source without the extension, or a real error) that must still fail.
import { describe, expect, it } from 'vitest';
import { compileProgram, crossCompile, type StageSource } from '../src/index.ts';

const compile = (...stages: StageSource[]) => compileProgram({ stages });
const fs = (source: string): StageSource => ({ stage: 'fragment', source });
const withoutDirective = (src: string) => src.replace(/^#extension .*$/m, '');

describe('compileProgram: extensions glslang does not know', () => {
  it('accepts GL_ARB_shader_precision at 1.50 and 4.50, defines its macro, still refuses an unknown one', () => {
    for (const v of ['150', '450']) {
      const src = `#version ${v}\n#extension GL_ARB_shader_precision : require\n#ifndef GL_ARB_shader_precision\n#error no macro\n#endif\n` +
        'out vec4 c;\nvoid main() { c = vec4(1.0); }\n';
      const r = compile(fs(src));
      expect(r.ok, `${v}: ${r.log}`).toBe(true);
    }
    const bad = compile(fs('#version 150\n#extension GL_ARB_no_such_thing : require\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n'));
    expect(bad.ok).toBe(false);
    expect(bad.log).toMatch(/GL_ARB_no_such_thing/);
  });

  it('compiles arrays of arrays at 1.50 with GL_ARB_arrays_of_arrays (4.30 core), not without it or disabled', () => {
    const src = '#version 150\n#extension GL_ARB_arrays_of_arrays : require\nout vec4 c;\nuniform float u[2][3];\n' +
      'void main() { float a[2][3] = u; c = vec4(a[1][2]); }\n';
    const r = compile(fs(src));
    expect(r.ok, r.log).toBe(true);
    expect(r.log).toMatch(/#version 150 compiled as 430 core/);
    expect(compile(fs(withoutDirective(src))).log).toMatch(/arrays of arrays/);
    expect(compile(fs(src.replace(': require', ': disable'))).ok).toBe(false);
  });

  it('samples array textures at 1.10 with GL_EXT_texture_array: texture2DArray, texture1DArrayLod, shadow1DArray (bias), shadow2DArray', () => {
    const src = '#version 110\n#extension GL_EXT_texture_array : enable\n#ifndef GL_EXT_texture_array\n#error no macro\n#endif\n' +
      'uniform sampler2DArray a;\nuniform sampler1DArray b;\nuniform sampler1DArrayShadow s1;\nuniform sampler2DArrayShadow s2;\nvarying vec4 t;\n' +
      'void main() { gl_FragColor = texture2DArray(a, t.xyz) + texture2DArray(a, t.xyz, 1.0) + texture1DArrayLod(b, t.xy, 0.0)\n' +
      '  + shadow1DArray(s1, t.xyz) + shadow1DArray(s1, t.xyz, 0.5) + shadow2DArray(s2, t); }\n';
    const r = compile(fs(src));
    expect(r.ok, r.log).toBe(true);
    expect(r.reflection?.uniforms.map((u) => u.name).sort()).toEqual(['a', 'b', 's1', 's2']);
    // shadow2DArray has no bias overload (EXT_texture_array), and the functions are 1.10 / 1.20 names only.
    expect(compile(fs(src.replace('shadow2DArray(s2, t)', 'shadow2DArray(s2, t, 1.0)'))).ok).toBe(false);
    expect(compile(fs(src.replace('#version 110', '#version 430').replace(/varying/, 'in').replace(/gl_FragColor/, 'vec4 c'))).log)
      .toMatch(/'texture2DArray' : no matching overloaded function/);
  });

  it("keeps the caller's line numbers where a directive was taken out", () => {
    const src = '#version 150\n#extension GL_ARB_arrays_of_arrays : enable\n#extension GL_ARB_shader_precision : enable\n' +
      'out vec4 c;\nvoid main() {\n  c = vec4(nope);\n}\n';
    expect(compile(fs(src)).log).toMatch(/ERROR: 0:6: 'nope' : undeclared identifier/);
  });

  it('reads gl_Layer / gl_ViewportIndex in a 1.50 fragment shader with GL_ARB_fragment_layer_viewport', () => {
    const src = '#version 150\n#extension GL_ARB_fragment_layer_viewport : require\nout vec4 c;\n' +
      'void main() { c = vec4(float(gl_Layer), float(gl_ViewportIndex), 0.0, 1.0); }\n';
    expect(compile(fs(src)).ok).toBe(true);
    expect(compile(fs(withoutDirective(src))).ok).toBe(false);
  });

  it('keeps varying / attribute / gl_FragColor / gl_FragData of a 1.50 stage compiled at 4.30 (location 0, not a user output)', () => {
    const vs = '#version 150\n#extension GL_ARB_arrays_of_arrays : enable\nattribute vec4 p;\nvarying vec4 v;\n' +
      'void main() { float a[1][1]; a[0][0] = 1.0; v = p * a[0][0]; gl_Position = p; }\n';
    const color = '#version 150\n#extension GL_ARB_arrays_of_arrays : enable\nvarying vec4 v;\n' +
      'void main() { vec4 a[1][1]; a[0][0] = v; gl_FragColor = a[0][0]; }\n';
    const r = compile({ stage: 'vertex', source: vs }, fs(color));
    expect(r.ok, r.log).toBe(true);
    expect(r.reflection?.outputs).toEqual([]);
    const fragOut = r.reflection?.stageInterfaces.find((s) => s.stage === 'fragment')?.outputs ?? [];
    expect(fragOut.map((o) => o.location)).toEqual([0]);
    const data = compile({ stage: 'vertex', source: vs }, fs(color.replace('gl_FragColor', 'gl_FragData[0]')));
    expect(data.ok, data.log).toBe(true);
  });

  it('keeps texture2D / texture2DLod of a 1.50 stage compiled at 4.30, which 4.30 itself does not have', () => {
    const src = '#version 150\n#extension GL_ARB_arrays_of_arrays : enable\nuniform sampler2D s[2][2];\nout vec4 c;\n' +
      'void main() { c = texture2D(s[1][0], vec2(0.5)) + texture2DLod(s[0][1], vec2(0.5), 0.0); }\n';
    const r = compile(fs(src));
    expect(r.ok, r.log).toBe(true);
    const at430 = compile(fs(src.replace('#version 150', '#version 430')));
    expect(at430.log).toMatch(/'texture2D' : no matching overloaded function/);
  });
});

describe('compileProgram: extensions glslang gates on their core version', () => {
  const gpuShader5: [string, string][] = [
    ['imulExtended', 'flat in int i;\nout vec4 c;\nvoid main() { int m, l; imulExtended(i, i, m, l); c = vec4(l); }\n'],
    ['findMSB / bitfieldExtract', 'flat in int i;\nout vec4 c;\nvoid main() { c = vec4(findMSB(i) + bitfieldExtract(i, 0, 2)); }\n'],
    ['interpolateAtSample', 'in vec4 v;\nout vec4 c;\nvoid main() { c = interpolateAtSample(v, 0); }\n'],
    ['sampler array indexed by a uniform', 'uniform sampler2D s[2];\nuniform int i;\nout vec4 c;\nvoid main() { c = texture(s[i], vec2(0.5)); }\n'],
  ];
  for (const [what, body] of gpuShader5) {
    it(`${what} at 1.50 with GL_ARB_gpu_shader5 (4.00 core), not without it`, () => {
      const src = `#version 150\n#extension GL_ARB_gpu_shader5 : enable\n${body}`;
      const r = compile(fs(src));
      expect(r.ok, r.log).toBe(true);
      expect(compile(fs(withoutDirective(src))).ok).toBe(false);
    });
  }

  it('geometry invocations at 1.50 with GL_ARB_gpu_shader5', () => {
    const gs = '#version 150\n#extension GL_ARB_gpu_shader5 : require\nlayout(triangles, invocations = 2) in;\n' +
      'layout(triangle_strip, max_vertices = 3) out;\nvoid main() { for (int i = 0; i < 3; i++) { gl_Position = gl_in[i].gl_Position + vec4(gl_InvocationID); EmitVertex(); } }\n';
    expect(compile({ stage: 'geometry', source: gs }).ok).toBe(true);
    expect(compile({ stage: 'geometry', source: withoutDirective(gs) }).ok).toBe(false);
  });

  it('dFdxFine / dFdyFine at 1.50 with GL_ARB_derivative_control', () => {
    const src = '#version 150\n#extension GL_ARB_derivative_control : require\nin vec4 v;\nout vec4 c;\n' +
      'void main() { c = dFdxFine(v) + dFdyFine(v) + dFdxCoarse(v); }\n';
    expect(compile(fs(src)).ok).toBe(true);
    expect(compile(fs(withoutDirective(src))).ok).toBe(false);
  });

  it('umulExtended / uaddCarry / bitCount at 1.30 with GL_MESA_shader_integer_functions (unknown to glslang), not without it', () => {
    const src = '#version 130\n#extension GL_MESA_shader_integer_functions : enable\n#ifndef GL_MESA_shader_integer_functions\n#error no macro\n#endif\n' +
      'uniform uvec4 a, b;\nout vec4 c;\nvoid main() { uvec4 m, l, k; umulExtended(a, b, m, l); uvec4 s = uaddCarry(a, b, k);\n' +
      '  c = vec4(m + l + s + k) + vec4(bitCount(a)) + vec4(bitfieldReverse(5u)); }\n';
    const r = compile(fs(src));
    expect(r.ok, r.log).toBe(true);
    expect(r.log).toMatch(/#version 130 compiled as 400 core/);
    expect(compile(fs(withoutDirective(src))).log).toMatch(/'umulExtended' : no matching overloaded function/);
    expect(compile(fs(src.replace(': enable', ': disable'))).ok).toBe(false);
  });

  it('layout(binding) on a buffer block at 3.30 with GL_ARB_shader_storage_buffer_object', () => {
    const src = '#version 330\n#extension GL_ARB_shader_storage_buffer_object : require\n' +
      'layout(std430, binding = 2) buffer B { vec4 v; } b[2];\nout vec4 c;\nvoid main() { c = b[1].v; }\n';
    const r = compile(fs(src));
    expect(r.ok, r.log).toBe(true);
    expect(r.reflection?.storageBlocks.map((b) => b.binding)).toEqual([2, 3]);
  });

  it('atomicCounterAddARB & co. at 1.40 with GL_ARB_shader_atomic_counter_ops (glslang: 4.50), not without it or disabled', () => {
    const src = '#version 140\n#extension GL_ARB_shader_atomic_counters : require\n#extension GL_ARB_shader_atomic_counter_ops : require\n' +
      'layout(binding = 0) uniform atomic_uint c;\nout vec4 o;\n' +
      'void main() { uint a = atomicCounterAddARB(c, 2u) + atomicCounterSubtractARB(c, 1u) + atomicCounterMinARB(c, 1u) +\n' +
      '  atomicCounterMaxARB(c, 1u) + atomicCounterAndARB(c, 1u) + atomicCounterOrARB(c, 1u) + atomicCounterXorARB(c, 1u) +\n' +
      '  atomicCounterExchangeARB(c, 1u) + atomicCounterCompSwapARB(c, 1u, 2u); o = vec4(float(a)); }\n';
    const r = compile(fs(src));
    expect(r.ok, r.log).toBe(true);
    expect(r.log).toMatch(/#version 140 compiled as 450 core/);
    expect(compile(fs(src.replace(/^#extension GL_ARB_shader_atomic_counter_ops.*$/m, ''))).log).toMatch(/'atomicCounterAddARB' : no matching overloaded function/);
    expect(compile(fs(src.replace(/counter_ops : require/, 'counter_ops : disable'))).ok).toBe(false);
  });
});

describe('compileProgram: tessellation patch arrays (glslang 12 link defect)', () => {
  const vs: StageSource = { stage: 'vertex', source: '#version 400\nin vec4 p;\nvoid main() { gl_Position = p; }\n' };
  const tcs = (n: number): StageSource => ({ stage: 'tessControl', source: `#version 400\nlayout(vertices = 3) out;\npatch out vec4 color[${n}];\n` +
    'void main() { gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;\n' +
    '  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0); gl_TessLevelInner = float[2](1.0, 1.0); color[0] = vec4(1.0); }\n' });
  const tes = (n: number): StageSource => ({ stage: 'tessEvaluation', source: `#version 400\nlayout(triangles) in;\npatch in vec4 color[${n}];\n` +
    'out vec4 v;\nvoid main() { gl_Position = gl_in[0].gl_Position * gl_TessCoord.x; v = color[0]; }\n' });
  const frag = fs('#version 400\nin vec4 v;\nout vec4 c;\nvoid main() { c = v; }\n');

  it('links `patch out T a[N]` with `patch in T a[N]`', () => {
    const r = compile(vs, tcs(3), tes(3), frag);
    expect(r.ok, r.log).toBe(true);
    expect(r.log).not.toMatch(/Array sizes must be compatible/);
  });

  it('still refuses patch arrays of different sizes', () => {
    const r = compile(vs, tcs(3), tes(2), frag);
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/Array sizes must be compatible/);
  });
});

describe('compileProgram: invariant across stages below GLSL 4.20', () => {
  const vs = (v: number, q: string) => ({ stage: 'vertex' as const, source: `#version ${v}\nin vec4 p;\n${q}out float d;\nvoid main() { gl_Position = p; d = p.z; }\n` });
  const frag = (v: number, q: string) => fs(`#version ${v}\n${q}in float d;\nout vec4 c;\nvoid main() { c = vec4(d); }\n`);

  it('fails the link when only the output is invariant (4.10), as GLSL 4.10 §4.6.1 says', () => {
    const r = compile(vs(410, 'invariant '), frag(410, ''));
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/invariant qualifier must match below GLSL 4.20: d/);
  });

  it('links an output made invariant by #pragma STDGL invariant(all) with a plain input (the rule is about the keyword)', () => {
    const pragma = { stage: 'vertex' as const, source: '#version 410\n#pragma STDGL invariant(all)\nin vec4 p;\nout float d;\nvoid main() { gl_Position = p; d = p.z; }\n' };
    const r = compile(pragma, frag(410, ''));
    expect(r.ok, r.log).toBe(true);
  });

  it('links when both sides are invariant, and from 4.20 when only the output is', () => {
    expect(compile(vs(410, 'invariant '), frag(410, 'invariant ')).ok).toBe(true);
    const r = compile(vs(420, 'invariant '), frag(420, ''));
    expect(r.ok, r.log).toBe(true);
  });
});

describe('compileProgram: compute local size (ARB_compute_shader)', () => {
  it('fails the link when no compute shader of the program declares the local size', () => {
    const body = '#version 430\nvoid main() {}\n';
    const r = compile({ stage: 'compute', source: body });
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/declares the local work group size/);
  });

  it('links when one of the compute shader objects declares it', () => {
    const main = '#version 430\nvoid helper();\nvoid main() { helper(); }\n';
    const other = '#version 430\nlayout(local_size_x = 4) in;\nvoid helper() {}\n';
    const r = compile({ stage: 'compute', source: main }, { stage: 'compute', source: other });
    expect(r.ok, r.log).toBe(true);
    expect(r.reflection?.computeLocalSize).toEqual([4, 1, 1]);
  });
});

describe('compileProgram: geometry vertex streams (ARB_gpu_shader5)', () => {
  const vs: StageSource = { stage: 'vertex', source: '#version 400\nin vec4 p;\nvoid main() { gl_Position = p; }\n' };
  const gs = (prim: string, stream: number, call: string): StageSource => ({ stage: 'geometry', source:
    `#version 400\nlayout(points) in;\nlayout(${prim}, max_vertices = 3) out;\nlayout(stream = ${stream}) out vec4 v1;\nlayout(stream = 0) out vec4 v0;\n` +
    `void main() { v0 = vec4(1.0); v1 = vec4(0.5); gl_Position = gl_in[0].gl_Position; ${call} }\n` });
  const frag = (input: string) => fs(`#version 400\nin vec4 ${input};\nout vec4 c;\nvoid main() { c = ${input}; }\n`);

  it('links points output on streams 0 and 1 with a fragment shader reading stream 0', () => {
    const r = compile(vs, gs('points', 1, 'EmitStreamVertex(0); EmitStreamVertex(1);'), frag('v0'));
    expect(r.ok, r.log).toBe(true);
  });

  it('fails on a fragment input from stream 1, a non-points output with stream 1, or stream -1', () => {
    expect(compile(vs, gs('points', 1, 'EmitStreamVertex(1);'), frag('v1')).log).toMatch(/matches an output of stream 1/);
    expect(compile(vs, gs('line_strip', 1, 'EmitStreamVertex(1);'), frag('v0')).log).toMatch(/need the points output primitive/);
    expect(compile(vs, gs('points', 0, 'EmitStreamVertex(-1);'), frag('v0')).log).toMatch(/stream -1 is outside 0..3/);
  });

  it('GL_AMD_shader_trinary_minmax: min3/max3/mid3 as the functions the extension defines, translatable to ESSL', () => {
    const src = '#version 150\n#extension GL_AMD_shader_trinary_minmax : require\nflat in ivec3 i;\nin vec3 f;\nflat in uvec2 u;\nout vec4 c;\n' +
      'void main() { c = vec4(min3(f.x, f.y, f.z), max3(f.xy, f.yz, f.zx), 0.0) + vec4(mid3(i, i.yzx, i.zxy), 0) + vec4(mid3(u, u.yx, u), 0, 0);\n' +
      '  c.x += nope;\n}\n';
    // The directive's line is replaced by one line: the caller's line numbers hold (nope is on line 8).
    expect(compile(fs(src)).log).toMatch(/ERROR: 0:8: 'nope' : undeclared identifier/);
    const ok = src.replace('  c.x += nope;\n', '');
    const r = compile(fs(ok));
    expect(r.ok, r.log).toBe(true);
    // No SPV_AMD_shader_trinary_minmax instruction reaches SPIR-V: the ESSL translation has no such extension.
    const essl = crossCompile(r.stages[0].spirv, { target: 'essl', version: 310 });
    expect(essl.ok, essl.log).toBe(true);
    expect(essl.source).not.toMatch(/GL_AMD_shader_trinary_minmax/);
    // Negative controls: without the directive, or disabled, min3 is not declared.
    expect(compile(fs(withoutDirective(ok))).log).toMatch(/'min3' : no matching overloaded function found|'min3' : undeclared/);
    expect(compile(fs(ok.replace(': require', ': disable'))).ok).toBe(false);
  });
  it('GL_NV_shader_atomic_float / GL_INTEL_shader_atomic_float_minmax: float atomics at 3.30 (4.50 with the EXT ones), atomicCompSwap carried', () => {
    const body = 'layout(local_size_x = 1) in;\nlayout(std430, binding = 0) buffer B { float f; int i; };\nshared float s;\n';
    const nv = `#version 330\n#extension GL_ARB_compute_shader : require\n#extension GL_NV_shader_atomic_float : require\n#ifndef GL_NV_shader_atomic_float\n#error no macro\n#endif\n${body}` +
      'void main() { s = 0.0; f = atomicAdd(f, 1.5) + atomicExchange(s, 2.0); }\n';
    const intel = `#version 330\n#extension GL_ARB_compute_shader : require\n#extension GL_INTEL_shader_atomic_float_minmax : require\n${body}` +
      'void main() { f = atomicMin(f, 1.0) + atomicMax(s, 2.0) + atomicCompSwap(f, 1.0,\n 2.0); i = atomicCompSwap(i, 1, 2); }\n';
    const opcodes = (spirv: Uint32Array): Set<number> => {
      const ops = new Set<number>();
      for (let k = 5; k < spirv.length; k += spirv[k] >>> 16) ops.add(spirv[k] & 0xffff);
      return ops;
    };
    const n = compile({ stage: 'compute', source: nv });
    expect(n.ok, n.log).toBe(true);
    expect(opcodes(n.stages[0].spirv)).toContain(6035); // OpAtomicFAddEXT
    const t = compile({ stage: 'compute', source: intel });
    expect(t.ok, t.log).toBe(true);
    const ops = opcodes(t.stages[0].spirv);
    expect(ops).toContain(5614); // OpAtomicFMinEXT
    expect(ops).toContain(5615); // OpAtomicFMaxEXT
    // Both compare-and-swaps are exchanges of the marker call (gles-program float-atomics.ts lowers them back).
    expect(ops).not.toContain(230);
    expect(ops).toContain(229);
    // The directive twice (the markers are defined once).
    const twice = intel.replace('#extension GL_INTEL_shader_atomic_float_minmax : require\n', '$&#extension GL_INTEL_shader_atomic_float_minmax : enable\n');
    expect(twice).not.toBe(intel);
    expect(compile({ stage: 'compute', source: twice }).ok).toBe(true);
    // Negative controls: without the directives, or with INTEL disabled, glslang has no float atomics at 3.30.
    expect(compile({ stage: 'compute', source: nv.replace(/#extension GL_NV[^\n]*\n#ifndef[^]*?#endif\n/, '') }).ok).toBe(false);
    expect(compile({ stage: 'compute', source: intel.replace('float_minmax : require', 'float_minmax : disable') }).ok).toBe(false);
  });
  it('GL_AMD_vertex_shader_layer / _viewport_index: vertex-stage gl_Layer / gl_ViewportIndex at 1.40, as BuiltIn outputs in SPIR-V', () => {
    for (const [ext, builtin] of [['GL_AMD_vertex_shader_layer', 'gl_Layer'], ['GL_AMD_vertex_shader_viewport_index', 'gl_ViewportIndex']]) {
      const src = `#version 140\n#extension ${ext}: enable\n#ifndef ${ext}\n#error no macro\n#endif\nin vec4 p;\nuniform int l;\n` +
        `void main() { gl_Position = p; ${builtin} = l; }\n`;
      const r = compile({ stage: 'vertex', source: src }, fs('#version 140\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n'));
      expect(r.ok, `${ext}: ${r.log}`).toBe(true);
      // The desktop translation keeps the built-in write (the backend lowers it for ESSL: vertex-layer-lowering.ts).
      const glsl = crossCompile(r.stages[0].spirv, { target: 'essl', version: 320 });
      expect(glsl.ok, glsl.log).toBe(true);
      expect(glsl.source).toMatch(new RegExp(`\\b${builtin} = `));
      // Negative controls: without the directive, or disabled, the vertex stage has no such output.
      for (const bad of [withoutDirective(src).replace(/#ifndef[^]*?#endif\n/, ''), src.replace(': enable', ': disable').replace(/#ifndef[^]*?#endif\n/, '')]) {
        expect(compile({ stage: 'vertex', source: bad }).ok, bad).toBe(false);
      }
    }
  });
});
