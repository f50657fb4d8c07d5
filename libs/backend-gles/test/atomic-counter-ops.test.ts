// The SPIR-V side of GL_ARB_shader_atomic_counter_ops on GLES (gles-program atomic-counter-ops.ts): which stages need
// the lowering, what SPIRV-Cross writes from the lowered module, what is refused. Values against the reference lane:
// atomic-counter-ops-lanes.test.ts.
import { counterBaseUniform, counterBlockName, lowerAtomicCountersToStorage, usesAtomicCounterOps } from '@mgpipe/gles-program';
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';

function fragment(body: string, decls = 'layout(binding = 2, offset = 8) uniform atomic_uint a[3];\n'): Uint32Array {
  const src = `#version 450\n#extension GL_ARB_shader_atomic_counter_ops : enable\n${decls}out vec4 o;\n${body}\n`;
  const r = compileProgram({ stages: [{ stage: 'fragment', source: src }] });
  if (!r.ok) throw new Error(r.log);
  return r.stages[0].spirv;
}

const essl = (spirv: Uint32Array): string => {
  const c = crossCompile(spirv, { target: 'essl', version: 320, stage: 'fragment' });
  if (!c.ok) throw new Error(c.log);
  return c.source;
};

describe('atomic counter operations lowered to storage-buffer words', () => {
  it('is needed exactly by the stages using an operation ESSL lacks', () => {
    expect(usesAtomicCounterOps(fragment('void main() { o = vec4(float(atomicCounterAddARB(a[1], 2u))); }'))).toBe(true);
    // Negative control: increment / decrement / read have ESSL forms, so such a stage keeps atomic_uint.
    const plain = fragment('void main() { o = vec4(float(atomicCounterIncrement(a[1]) + atomicCounterDecrement(a[0]) + atomicCounter(a[2]))); }');
    expect(usesAtomicCounterOps(plain)).toBe(false);
    expect(essl(plain)).toMatch(/uniform atomic_uint/);
  });

  it('turns every counter into a word of its binding\'s block: offset / 4 + the base uniform + the array index', () => {
    const spirv = fragment('void main() { uint i = uint(gl_FragCoord.x);\n' +
      '  o = vec4(float(atomicCounterMinARB(a[i], 3u) + atomicCounterCompSwapARB(a[2], 1u, 2u) + atomicCounter(a[0]))); }');
    const lowered = lowerAtomicCountersToStorage(spirv, (b) => (b === 2 ? 7 : undefined));
    expect(lowered.ok).toBe(true);
    const text = essl((lowered as { spirv: Uint32Array }).spirv);
    const block = counterBlockName(2);
    const instance = block.charAt(0).toLowerCase() + block.slice(1);
    const base = counterBaseUniform(2);
    expect(text).toContain(`layout(binding = 7, std430) buffer ${block}`);
    expect(text).toContain(`uniform uint ${base};`);
    expect(text).not.toMatch(/atomic_uint/);
    // Word = offset 8 / 4 + the words the storage range starts before the counter range + the element.
    const word = (element: string) => `${instance}.words[(2 + int(${base})) + ${element}]`;
    expect(text).toContain(`atomicMin(${word('int(i)')}, 3u)`);
    expect(text).toContain(`atomicCompSwap(${word('2')}, 1u, 2u)`);
    // atomicCounter(c) is an atomic add of a uint 0 (ESSL has no int -> uint conversion for atomicAdd).
    expect(text).toContain(`atomicAdd(${word('0')}, 0u)`);
  });

  it('refuses a counter passed to a function, and a binding without a storage binding', () => {
    const call = fragment('uint f(atomic_uint c) { return atomicCounterAddARB(c, 1u); }\nvoid main() { o = vec4(float(f(a[0]))); }');
    expect(lowerAtomicCountersToStorage(call, () => 7)).toMatchObject({ ok: false, reason: expect.stringMatching(/passed to a function/) });
    const direct = fragment('void main() { o = vec4(float(atomicCounterAddARB(a[0], 1u))); }');
    expect(lowerAtomicCountersToStorage(direct, () => undefined)).toMatchObject({ ok: false, reason: expect.stringMatching(/binding 2/) });
    // A stage without counters comes back as it was.
    const none = fragment('void main() { o = vec4(1.0); }', '');
    expect(lowerAtomicCountersToStorage(none, () => 7)).toEqual({ ok: true, spirv: none });
  });
});
