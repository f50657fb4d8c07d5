// Arrays of arrays of uniform / storage blocks → 1-D block arrays in the ESSL (block-array-flattening.ts):
// ESSL declares block arrays one-dimensional and drivers (Mesa's GLES, NVIDIA) reject the 2-D form.
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { flattenBlockArraysOfArrays } from '@mgpipe/gles-program';

function fragmentSpirv(fs: string): Uint32Array {
  const vs = '#version 430\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n';
  const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
  expect(r.ok, r.log).toBe(true);
  return r.stages.find((s) => s.stage === 'fragment')!.spirv;
}
const essl = (spirv: Uint32Array) => {
  const r = crossCompile(spirv, { target: 'essl', version: 320, stage: 'fragment' });
  expect(r.ok, r.source).toBe(true);
  return r.source;
};

describe('flattenBlockArraysOfArrays', () => {
  it('uniform B { } b[3][2] becomes b[6]: constant indices fold row-major, dynamic ones become i * 2 + j', () => {
    const spirv = fragmentSpirv(`#version 430
layout(binding = 1) uniform B { vec4 c[2]; } b[3][2];
uniform int n; uniform int m;
out vec4 o;
void main() { o = b[n][1].c[m] + b[2][1].c[0]; }
`);
    expect(essl(spirv)).toMatch(/\} b\[3\]\[2\];/);
    const flat = essl(flattenBlockArraysOfArrays(spirv));
    expect(flat).toMatch(/layout\(binding = 1, std140\) uniform B\s*\{\s*vec4 c\[2\];\s*\} b\[6\];/);
    expect(flat).toContain('b[(n * 2) + 1].c[m]');
    expect(flat).toContain('b[5].c[0]');
  });

  it('storage blocks of three dimensions flatten too; a module without arrays of arrays of blocks is returned as is', () => {
    const spirv = fragmentSpirv(`#version 430
layout(std430, binding = 0) buffer S { float v; } s[2][3][4];
uniform int i;
out vec4 o;
void main() { o = vec4(s[1][i][3].v); }
`);
    const flat = essl(flattenBlockArraysOfArrays(spirv));
    expect(flat).toMatch(/\} s\[24\];/);
    // s[1][i][3] is element (1 * 3 + i) * 4 + 3 (SPIRV-Cross names the constant product).
    expect(flat).toMatch(/int (_\d+) = 1 \* 3;\s*o = vec4\(s\[\(\(\1 \+ i\) \* 4\) \+ 3\]\.v\);/);
    const plain = fragmentSpirv('#version 430\nuniform B { vec4 c; } b[2];\nuniform float f[2][2];\nout vec4 o;\nvoid main() { o = b[1].c + f[1][0]; }\n');
    expect(flattenBlockArraysOfArrays(plain)).toBe(plain);
  });
});
