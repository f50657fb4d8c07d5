// foldConstantBuiltins: the built-in calls glslang 12 does not fold, evaluated over literal arguments. Expected
// values are computed by hand from the definitions (GLSL 4.50 §8.8): findMSB of a negative int is the highest 0
// bit, bitfieldExtract of an int copies the field's top bit upwards, ldexp flushes a result below the normal range.
import { describe, expect, it } from 'vitest';
import { foldConstantBuiltins } from '../src/constant-builtins.ts';
import { compileShader } from '../src/index.ts';

describe('foldConstantBuiltins', () => {
  it('evaluates the integer built-ins by their definitions', () => {
    expect(foldConstantBuiltins('x = findMSB(ivec4(-2, -3, 1, 0));')).toBe('x = ivec4(0, 1, 0, -1);');
    expect(foldConstantBuiltins('x = findMSB(uvec2(0xFFFFFFFFu, 0u));')).toBe('x = ivec2(31, -1);');
    expect(foldConstantBuiltins('x = findLSB(ivec2(12, 0));')).toBe('x = ivec2(2, -1);');
    expect(foldConstantBuiltins('x = bitCount(-1);')).toBe('x = int(32);');
    expect(foldConstantBuiltins('x = bitfieldExtract(ivec2(0x000F0000, 0x00070000), 16, 4);')).toBe('x = ivec2(-1, 7);');
    expect(foldConstantBuiltins('x = bitfieldInsert(uint(0xFu), 9u, 16, 4);')).toBe('x = uint(589839u);');
    expect(foldConstantBuiltins('x = bitfieldReverse(1);')).toBe('x = int((-2147483647 - 1));');
  });

  it('evaluates fma, ldexp and the bit casts on 32-bit floats', () => {
    expect(foldConstantBuiltins('x = fma(vec2(2.0, 0.5), vec2(3.0), vec2(1.0, -1.0));')).toBe('x = vec2(7.0, 0.5);');
    expect(foldConstantBuiltins('x = ldexp(vec3(0.75, -0.5, 0.5), ivec3(2, -127, 1));')).toBe('x = vec3(3.0, -0.0, 1.0);');
    expect(foldConstantBuiltins('x = floatBitsToInt(ldexp(1.0, 1));')).toBe('x = int(1073741824);');
    expect(foldConstantBuiltins('x = uintBitsToFloat(0x7F800000u);'), 'infinity has no literal').toBe('x = uintBitsToFloat(0x7F800000u);');
  });

  it('leaves calls over anything but literals as written, and keeps the line count', () => {
    expect(foldConstantBuiltins('x = findMSB(y);')).toBe('x = findMSB(y);');
    expect(foldConstantBuiltins('x = s.fma(1.0, 2.0, 3.0);')).toBe('x = s.fma(1.0, 2.0, 3.0);');
    expect(foldConstantBuiltins('x = fma(1.0,\n 2.0, 3.0); y;').split('\n')).toHaveLength(2);
  });

  it('makes such a call a constant expression for glslang (an array size)', () => {
    const src = '#version 400\nout vec4 c;\nvoid main() { float a[findMSB(8) + 1]; a[3] = 1.0; c = vec4(a[3]); }\n';
    expect(compileShader('fragment', src).ok).toBe(true);
    const mismatch = src.replace('findMSB(8) + 1', 'findMSB(8)'); // 3 elements: a[3] is out of range
    expect(compileShader('fragment', mismatch).ok).toBe(false);
  });
});
