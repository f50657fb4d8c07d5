// Float atomics for ESSL (gles-program float-atomics.ts), checked on the SPIR-V glslang emits and on SPIRV-Cross's
// ESSL: what gets retyped, which shapes are refused (the module comes back unchanged), and the float image exchange
// text fix leaving integer images alone. Results on the driver against the reference lane:
// libs/conformance/test/float-atomics.test.ts.
import { fixFloatImageExchanges, floatAtomicBlocks, lowerFloatAtomics } from '@mgpipe/gles-program';
import { compileProgram, crossCompile, type ShaderStage } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';

function spirvOf(source: string, stage: ShaderStage = 'compute'): Uint32Array {
  const r = compileProgram({ stages: [{ stage, source }] });
  expect(r.ok, r.log).toBe(true);
  return r.stages[0].spirv;
}
const essl = (spirv: Uint32Array) => crossCompile(spirv, { target: 'essl', version: 320 });

const HEAD = '#version 430\n#extension GL_NV_shader_atomic_float : require\n#extension GL_INTEL_shader_atomic_float_minmax : require\nlayout(local_size_x = 4) in;\n';

describe('lowerFloatAtomics', () => {
  it('retypes the reached buffer and shared variables (float leaves -> uint, matrices kept) and leaves no float atomic', () => {
    const src = HEAD + 'layout(std430, binding = 0) buffer B { mat2 m; vec4 v; float f[4]; } b;\nshared float s;\n' +
      'void main() { s = b.v.x; float a = atomicAdd(b.f[gl_LocalInvocationIndex], 1.0) + atomicMin(b.v.y, 2.0) + atomicMax(s, 3.0)\n' +
      '  + atomicExchange(b.v.z, 4.0) + atomicCompSwap(b.f[0], 1.0, 5.0);\n  b.m[0][0] = a + b.m[1][1]; }\n';
    const spirv = spirvOf(src);
    expect(essl(spirv).ok, 'SPIRV-Cross refuses the float atomics as they come').toBe(false);
    const lowered = lowerFloatAtomics(spirv);
    const out = essl(lowered);
    expect(out.ok, out.log).toBe(true);
    expect(out.source).toMatch(/\bmat2 m;/);
    expect(out.source).toMatch(/\buvec4 v;/);
    expect(out.source).toMatch(/\buint f\[4\];/);
    expect(out.source).toMatch(/shared uint s;/);
    expect(out.source).toMatch(/atomicCompSwap\(/);
    expect(out.source).toMatch(/atomicExchange\(b\.v\.z, floatBitsToUint/);
    expect(floatAtomicBlocks(spirv)).toEqual(['B']);
  });

  it('an integer compare-and-swap carried by the marker becomes OpAtomicCompareExchange again, nothing retyped', () => {
    const src = HEAD + 'layout(std430, binding = 0) buffer B { int i; uint u; };\nvoid main() { i = atomicCompSwap(i, 1, 2) + int(atomicCompSwap(u, 3u, 4u)); }\n';
    const out = essl(lowerFloatAtomics(spirvOf(src)));
    expect(out.ok, out.log).toBe(true);
    expect(out.source).toMatch(/atomicCompSwap\(_\d+\.i, 1, 2\)/);
    expect(out.source).toMatch(/atomicCompSwap\(_\d+\.u, 3u, 4u\)/);
    expect(out.source).not.toMatch(/atomicExchange/);
    expect(out.source).not.toMatch(/mgpipe_casArgs/);
  });

  it('refuses what it cannot lower: a float atomic into a matrix, a float image add (the module comes back as it was)', () => {
    const matrix = spirvOf(HEAD + 'layout(std430, binding = 0) buffer B { mat2 m; };\nvoid main() { atomicAdd(m[0][1], 1.0); }\n');
    expect(lowerFloatAtomics(matrix)).toBe(matrix);
    const image = spirvOf('#version 450\n#extension GL_EXT_shader_atomic_float : require\nlayout(local_size_x = 1) in;\n' +
      'layout(r32f, binding = 0) uniform image2D img;\nvoid main() { imageAtomicAdd(img, ivec2(0), 1.0); }\n');
    expect(lowerFloatAtomics(image)).toBe(image);
    // Negative control: the same shapes on a scalar / an exchange are lowered.
    const scalar = spirvOf(HEAD + 'layout(std430, binding = 0) buffer B { mat2 m; float f; };\nvoid main() { atomicAdd(f, 1.0); }\n');
    expect(lowerFloatAtomics(scalar)).not.toBe(scalar);
  });
});

describe('fixFloatImageExchanges', () => {
  const decl = 'layout(binding = 0, r32f) uniform highp image2D img;\nlayout(binding = 1, r32ui) uniform highp uimage2D uimg;\n';
  it('gives a float image its float overload back, and leaves an integer image alone (same call text)', () => {
    const call = (image: string) => `uint _1 = imageAtomicExchange(${image}, ivec2(gl_FragCoord.xy), floatBitsToUint(v * (2.0)));`;
    const fixed = fixFloatImageExchanges(decl + call('img') + '\n' + call('uimg'));
    expect(fixed).toContain('uint _1 = floatBitsToUint(imageAtomicExchange(img, ivec2(gl_FragCoord.xy), v * (2.0)));');
    expect(fixed).toContain(call('uimg'));
  });
  it('writes an r32f exchange SPIRV-Cross accepts and ESSL reads as the float overload', () => {
    const src = '#version 450\nlayout(r32f, binding = 0) uniform image2D img;\nuniform float v;\nout vec4 c;\n' +
      'void main() { c = vec4(imageAtomicExchange(img, ivec2(gl_FragCoord.xy), v)); }\n';
    const spirv = spirvOf(src, 'fragment');
    expect(essl(spirv).ok).toBe(false);
    const out = essl(lowerFloatAtomics(spirv));
    expect(out.ok, out.log).toBe(true);
    expect(fixFloatImageExchanges(out.source)).toMatch(/floatBitsToUint\(imageAtomicExchange\(img, ivec2\(gl_FragCoord\.xy\), v\)\)/);
  });
});
