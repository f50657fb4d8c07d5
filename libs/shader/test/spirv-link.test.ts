// GL_ARB_gl_spirv in the shader library: a module's words checked before anything reads them (spirvWordsOf),
// specialization (one entry point kept, SpecId values written in; GL errors for a wrong entry point or SpecId) and
// the link of specialized modules without glslang. Expected values are computed from the sources below: the
// initializer words are the float bits of the GLSL literals, leaf by leaf. Negative controls: the unspecialized
// default stays 1.0, a struct initializer is not one entry for the whole variable, a module whose last instruction
// claims more words than there are is refused.
import { compileProgram } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { linkProgram, specializeSpirv, spirvWordsOf } from '../src/index.ts';

const f32 = (v: number): number => new Int32Array(new Float32Array([v]).buffer)[0];
const bytesOf = (w: Uint32Array) => new Uint8Array(w.buffer, w.byteOffset, w.byteLength);

function glslangModule(stage: 'vertex' | 'fragment', source: string): Uint32Array {
  const vs = '#version 450\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n';
  const r = compileProgram({ stages: stage === 'vertex' ? [{ stage, source }] : [{ stage: 'vertex', source: vs }, { stage, source }] });
  if (!r.ok) throw new Error(r.log);
  return r.stages.find((s) => s.stage === stage)!.spirv;
}

const FS = `#version 450
layout(constant_id = 3) const float k = 1.0;
layout(constant_id = 4) const bool on = false;
struct C { float r; vec2 gb; };
struct B { C c[2]; mat2 m; };
layout(location = 0) uniform B value = B(C[](C(0.5, vec2(0.25, 0.125)), C(2.0, vec2(3.0, 4.0))), mat2(1.0, 2.0, 3.0, 4.0));
layout(location = 9) uniform float list[2] = float[](7.0, 8.0);
layout(location = 0) out vec4 o;
void main() { o = vec4(value.c[1].r * k, value.c[0].gb, value.m[1][0] + list[1]) * (on ? 2.0 : 1.0); }
`;

describe('spirvWordsOf', () => {
  it('takes a module; refuses a partial word, a wrong magic number, an instruction past the end', () => {
    const words = glslangModule('fragment', FS);
    expect(spirvWordsOf(bytesOf(words)).ok).toBe(true);
    expect(spirvWordsOf(bytesOf(words).subarray(0, words.byteLength - 1))).toMatchObject({ ok: false, reason: expect.stringMatching(/multiple of 4/) });
    const bad = words.slice();
    bad[0] = 0x12345678;
    expect(spirvWordsOf(bytesOf(bad))).toMatchObject({ ok: false, reason: expect.stringMatching(/magic/) });
    const overrun = words.slice();
    overrun[overrun.length - 1] = (4 << 16) | 56; // OpFunctionEnd claiming 4 words, 1 left
    expect(spirvWordsOf(bytesOf(overrun))).toMatchObject({ ok: false, reason: expect.stringMatching(/past the end/) });
  });
});

describe('specializeSpirv', () => {
  it('writes the SpecId values (a float bit pattern, a bool) and keeps the default of the others', () => {
    const words = glslangModule('fragment', FS);
    const r = specializeSpirv(words, 'fragment', 'main', [3, 4], [f32(0.5) >>> 0, 1]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ops = (w: Uint32Array) => { const out: number[][] = []; for (let i = 5; i < w.length; i += w[i] >>> 16) out.push([w[i] & 0xffff, ...w.subarray(i + 1, i + (w[i] >>> 16))]); return out; };
    expect(ops(r.spirv).find((o) => o[0] === 50 /* OpSpecConstant */)?.[3]).toBe(f32(0.5));
    expect(ops(r.spirv).some((o) => o[0] === 48 /* OpSpecConstantTrue */)).toBe(true);
    const unspecialized = specializeSpirv(words, 'fragment', 'main', [], []);
    expect(unspecialized.ok && ops(unspecialized.spirv).find((o) => o[0] === 50)?.[3]).toBe(f32(1.0));
    expect(unspecialized.ok && ops(unspecialized.spirv).some((o) => o[0] === 49 /* OpSpecConstantFalse */)).toBe(true);
  });

  it('a missing entry point (name or stage) or SpecId is INVALID_VALUE', () => {
    const words = glslangModule('fragment', FS);
    expect(specializeSpirv(words, 'fragment', 'nope', [], [])).toMatchObject({ ok: false, error: 'INVALID_VALUE' });
    expect(specializeSpirv(words, 'vertex', 'main', [], [])).toMatchObject({ ok: false, error: 'INVALID_VALUE' });
    expect(specializeSpirv(words, 'fragment', 'main', [5], [0])).toMatchObject({ ok: false, error: 'INVALID_VALUE' });
  });
});

describe('linkProgram of SPIR-V shaders', () => {
  const spirvShader = (stage: 'vertex' | 'fragment', words: Uint32Array) => {
    const r = specializeSpirv(words, stage, 'main', [], []);
    if (!r.ok) throw new Error(r.log);
    return { stage, source: '', ok: true, log: '', spirv: r.spirv };
  };

  it('uniform initializers come per GL leaf (struct members, matrices, arrays of a basic type) and leave the module', () => {
    const vs = glslangModule('vertex', '#version 450\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n');
    const r = linkProgram({ shaders: [spirvShader('vertex', vs), spirvShader('fragment', glslangModule('fragment', FS))] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const inits = Object.fromEntries(r.artifact.uniformInitializers.map((i) => [i.name, i.words]));
    expect(inits).toEqual({
      'value.c[0].r': [f32(0.5)], 'value.c[0].gb': [f32(0.25), f32(0.125)],
      'value.c[1].r': [f32(2)], 'value.c[1].gb': [f32(3), f32(4)],
      'value.m': [f32(1), f32(2), f32(3), f32(4)],
      'list[0]': [f32(7), f32(8)],
    });
    expect(inits.value).toBeUndefined(); // not one entry for the whole struct (which the front end could not apply)
    // GL leaves at consecutive locations from the variable's Location: value.c[0].r = 0 … value.m = 4, list at 9.
    const loc = Object.fromEntries(r.artifact.uniforms.map((u) => [u.name, u.location]));
    expect(loc).toMatchObject({ 'value.c[0].r': 0, 'value.c[0].gb': 1, 'value.c[1].r': 2, 'value.c[1].gb': 3, 'value.m': 4, 'list[0]': 9 });
    // The backend's module has no initializer operand left (ESSL has no uniform initializers).
    const fs = r.artifact.stages.find((s) => s.stage === 'fragment')!.spirv;
    for (let i = 5; i < fs.length; i += fs[i] >>> 16) {
      if ((fs[i] & 0xffff) === 59 && fs[i + 3] === 0) expect(fs[i] >>> 16).toBe(4);
    }
  });
});
