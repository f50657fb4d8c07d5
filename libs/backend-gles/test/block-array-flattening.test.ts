// Arrays of arrays of uniform / storage blocks → 1-D block arrays in the ESSL (block-array-flattening.ts):
// ESSL declares block arrays one-dimensional and drivers (Mesa's GLES, NVIDIA) reject the 2-D form.
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { flattenBlockArraysOfArrays, flattenIoArraysOfArrays } from '@mgpipe/gles-program';

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

describe('flattenIoArraysOfArrays', () => {
  const program = (stages: { stage: 'vertex' | 'geometry' | 'fragment'; source: string }[]) => {
    const r = compileProgram({ stages });
    expect(r.ok, r.log).toBe(true);
    return new Map(r.stages.map((s) => [s.stage, s.spirv]));
  };
  const cross = (spirv: Uint32Array, stage: 'vertex' | 'geometry' | 'fragment') => {
    const r = crossCompile(spirv, { target: 'essl', version: 320, stage: stage as 'vertex' });
    expect(r.ok, r.source).toBe(true);
    return r.source;
  };

  it('a vertex output / fragment input vec4 d[2][3] becomes d[6] on both sides, indices row-major', () => {
    const stages = program([
      { stage: 'vertex', source: '#version 430\nlayout(location = 0) in vec4 p;\nout vec4 d[2][3];\nuniform int k;\nvoid main() { d[1][2] = p; d[k][0] = p; gl_Position = p; }\n' },
      { stage: 'fragment', source: '#version 430\nin vec4 d[2][3];\nuniform int i; uniform int j;\nout vec4 o;\nvoid main() { o = d[i][j] + d[0][1]; }\n' },
    ]);
    // Before: arrays of arrays, which GLES drivers refuse as vertex outputs / fragment inputs.
    expect(cross(stages.get('vertex')!, 'vertex')).toMatch(/out vec4 d\[2\]\[3\];/);
    const vs = cross(flattenIoArraysOfArrays(stages.get('vertex')!, 'vertex'), 'vertex');
    const fs = cross(flattenIoArraysOfArrays(stages.get('fragment')!, 'fragment'), 'fragment');
    expect(vs).toMatch(/layout\(location = 0\) out vec4 d\[6\];/);
    expect(fs).toMatch(/layout\(location = 0\) in vec4 d\[6\];/);
    expect(vs).toContain('d[5] = p;');
    expect(vs).toContain('d[(k * 3) + 0] = p;');
    expect(fs).toContain('d[(i * 3) + j] + d[1]');
  });

  it('a geometry input keeps its vertex dimension (d[][2][3] → d[3][6]); vertex inputs and fragment outputs are left alone', () => {
    const stages = program([
      { stage: 'vertex', source: '#version 430\nlayout(location = 0) in vec4 p;\nout vec4 d[2][3];\nvoid main() { d[1][2] = p; gl_Position = p; }\n' },
      { stage: 'geometry', source: '#version 430\nlayout(triangles) in;\nlayout(points, max_vertices = 1) out;\nin vec4 d[][2][3];\nout vec4 c;\nvoid main() { c = d[2][1][2]; EmitVertex(); }\n' },
      { stage: 'fragment', source: '#version 430\nin vec4 c;\nout vec4 o[2];\nvoid main() { o[0] = c; o[1] = c; }\n' },
    ]);
    const gs = cross(flattenIoArraysOfArrays(stages.get('geometry')!, 'geometry'), 'geometry');
    expect(gs).toMatch(/layout\(location = 0\) in vec4 d\[3\]\[6\];/);
    expect(gs).toContain('d[2][5]');
    expect(flattenIoArraysOfArrays(stages.get('fragment')!, 'fragment')).toBe(stages.get('fragment'));
  });
});
