// Per-vertex tessellation control outputs / evaluation inputs whose element is an array or a structure become
// block arrays in the ESSL (gles-program tess-io-blocks.ts): GLES drivers refuse `out vec3 p[][16]` and
// `out S s[]` (S holding an array) in the control stage, but take a per-vertex output block with array members.
import { compileProgram, crossCompile, type ShaderStage } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { wrapTessIoInBlocks } from '@mgpipe/gles-program';

const vs = '#version 150\nin vec4 p;\nvoid main() { gl_Position = p; }\n';
const fs = '#version 150\nin vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n';

function spirvOf(tcs: string, tes: string): Map<ShaderStage, Uint32Array> {
  const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'tessControl', source: tcs },
    { stage: 'tessEvaluation', source: tes }, { stage: 'fragment', source: fs }] });
  expect(r.ok, r.log).toBe(true);
  return new Map(r.stages.map((s) => [s.stage, s.spirv]));
}
const essl = (spirv: Uint32Array, stage: ShaderStage) => {
  const r = crossCompile(spirv, { target: 'essl', version: 320, stage: stage as 'vertex' });
  expect(r.ok, r.source).toBe(true);
  return r.source;
};
const lowered = (stages: Map<ShaderStage, Uint32Array>, stage: ShaderStage) => essl(wrapTessIoInBlocks(stages.get(stage)!, stage), stage);

const HEAD = '#version 150\n#extension GL_ARB_tessellation_shader : require\n#extension GL_ARB_arrays_of_arrays : require\n';

describe('wrapTessIoInBlocks', () => {
  it('an array element becomes a one-member block on both sides; a whole-element copy and dynamic indices keep working', () => {
    const stages = spirvOf(`${HEAD}layout(vertices = 1) out;
in vec4 v[];
out vec3 outpos[][4];
uniform int k;
void main() {
  vec3 a[4] = vec3[4](v[0].xyz, v[0].yzx, v[0].zxy, v[0].xxx);
  outpos[gl_InvocationID] = a;
  outpos[gl_InvocationID][k] = vec3(1.0);
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0);
}
`, `${HEAD}layout(quads) in;
in vec3 outpos[][4];
out vec4 color;
uniform int j;
void main() { color = vec4(outpos[0][j] + outpos[0][2], 1.0); gl_Position = vec4(gl_TessCoord, 1.0); }
`);
    // Before: an array of arrays on both sides (the driver refuses the control stage's).
    expect(essl(stages.get('tessControl')!, 'tessControl')).toMatch(/out vec3 outpos\[1\]\[4\];/);
    const tcs = lowered(stages, 'tessControl');
    const tes = lowered(stages, 'tessEvaluation');
    expect(tcs).toMatch(/layout\(location = 0\) out _mgpIoL0\s*\{\s*vec3 a\[4\];\s*\} outpos\[1\];/);
    expect(tes).toMatch(/layout\(location = 0\) in _mgpIoL0\s*\{\s*vec3 a\[4\];\s*\} outpos\[32\];/);
    expect(tcs).toMatch(/outpos\[gl_InvocationID\]\.a = /);
    expect(tcs).toContain('outpos[gl_InvocationID].a[k] = vec3(1.0)');
    expect(tes).toMatch(/outpos\[0\]\.a\[j\] \+ outpos\[0\]\.a\[2\]/);
  });

  it('a structure element becomes a block of its members; patch outputs and unrelated stages are left alone', () => {
    const stages = spirvOf(`${HEAD}layout(vertices = 4) out;
struct S { int v[2]; float f; };
out S s[];
patch out vec4 level[2];
void main() {
  for (int i = 0; i < 2; ++i) s[gl_InvocationID].v[i] = gl_InvocationID * 2 + i;
  s[gl_InvocationID].f = 0.5;
  level[0] = level[1] = vec4(1.0);
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0);
}
`, `${HEAD}layout(quads) in;
struct S { int v[2]; float f; };
in S s[];
patch in vec4 level[2];
out vec4 color;
void main() { color = vec4(float(s[3].v[1]), s[2].f, level[1].x, 1.0); gl_Position = vec4(gl_TessCoord, 1.0); }
`);
    expect(essl(stages.get('tessControl')!, 'tessControl')).toMatch(/out S s\[4\];/);
    const tcs = lowered(stages, 'tessControl');
    const tes = lowered(stages, 'tessEvaluation');
    expect(tcs).toMatch(/layout\(location = 0\) out _mgpIoL0\s*\{\s*int v\[2\];\s*float f;\s*\} s\[4\];/);
    expect(tes).toMatch(/layout\(location = 0\) in _mgpIoL0\s*\{\s*int v\[2\];\s*float f;\s*\} s\[32\];/);
    expect(tcs).toMatch(/patch out vec4 level\[2\];/);
    expect(tes).toContain('s[3].v[1]');
    const vertex = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
    expect(vertex.ok).toBe(true);
    expect(wrapTessIoInBlocks(vertex.stages[0].spirv, 'vertex')).toBe(vertex.stages[0].spirv);
  });
});
