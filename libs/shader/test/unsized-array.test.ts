// An unsized (runtime-sized) last member of a shader storage block reports ARRAY_SIZE 0 (GL 4.5 §7.3.1.1:
// "if the active variable is an array whose size is not declared ... zero").
import { describe, expect, it } from 'vitest';
import { GL } from '@mgpipe/value-types';
import { compileShader, linkProgram } from '../src/index.ts';

describe('unsized SSBO array member', () => {
  it('reports ARRAY_SIZE 0 for rest[] and the declared size for a sized member', () => {
    const r = linkProgram({
      shaders: [compileShader('compute', '#version 430 core\nlayout(local_size_x = 1) in;\n' +
        'layout(std430, binding = 0) buffer B { uint head; uint fixed4[4]; uint rest[]; };\n' +
        'void main() { rest[1] = head + fixed4[1]; }\n')],
    });
    if (!r.ok) throw new Error(r.log);
    const v = (name: string) => r.artifact.bufferVariables.find((x) => x.name === name);
    expect(v('rest[0]')?.arraySize).toBe(0);
    expect(v('fixed4[0]')?.arraySize).toBe(4);
    expect(v('head')?.arraySize).toBe(1);
    void GL;
  });
});
