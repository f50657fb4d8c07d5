// The two varying-layout lowerings of gles-program on the SPIR-V glslang emits and the ESSL SPIRV-Cross makes of it:
// varying-packing.ts (scalar arrays four to a location where an interface needs more locations than the driver has)
// and component-lowering.ts on block members (layout(location, component) members given locations of their own).
// Results on the driver against the reference lane: varying-layouts-lanes.test.ts.
import { lowerComponentLayouts, packVaryingArrays } from '@mgpipe/gles-program';
import { compileProgram, crossCompile, type ShaderStage } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';

function compiled(stages: [ShaderStage, string][]) {
  const r = compileProgram({ stages: stages.map(([stage, source]) => ({ stage, source })) });
  expect(r.ok, r.log).toBe(true);
  return r.stages;
}
function essl(stages: readonly { stage: string }[], spirv: readonly Uint32Array[]): string[] {
  return spirv.map((words, i) => {
    const c = crossCompile(words, { target: 'essl', version: 320, stage: stages[i].stage as 'vertex' });
    expect(c.ok, c.log).toBe(true);
    return c.source;
  });
}

const VS = '#version 430\nout blk { float f[60]; vec4 tail; } outs;\nout float after[2];\n' +
  'void main() { for (int i = 0; i < 60; i++) outs.f[i] = float(i); outs.tail = vec4(1.0); after[1] = 2.0; gl_Position = vec4(0.0); }\n';
const GS = '#version 430\nlayout(points) in;\nlayout(points, max_vertices = 1) out;\nin blk { float f[60]; vec4 tail; } ins[];\nin float after[][2];\nout vec4 c;\n' +
  'void main() { int k = int(ins[0].tail.x); c = vec4(ins[0].f[k], ins[0].f[37], after[0][1], 1.0); EmitVertex(); }\n';
const FS = '#version 430\nin vec4 c;\nout vec4 o;\nvoid main() { o = c; }\n';

describe('packVaryingArrays', () => {
  const stages = compiled([['vertex', VS], ['geometry', GS], ['fragment', FS]]);

  it('packs both sides of an interface over the limit and moves what follows down by the locations given up', () => {
    const [vs, gs] = essl(stages, packVaryingArrays(stages, () => 16));
    // f[60] → vec4[15] at 0, tail 60 → 15, after[2] (61, 62) → vec4[1] at 16.
    expect(vs).toMatch(/layout\(location = 0\) out blk\s*\{\s*vec4 f\[15\];\s*vec4 tail;\s*\} outs;/);
    expect(gs).toMatch(/layout\(location = 0\) in blk\s*\{\s*vec4 f\[15\];\s*vec4 tail;\s*\} ins\[1\];/);
    expect(vs).toMatch(/layout\(location = 16\) out vec4 after\[1\];/);
    expect(gs).toMatch(/layout\(location = 16\) in vec4 after\[1\]\[1\];/);
    // Element i at component i % 4 of element i / 4: a run-time index split, a constant one folded (37 → [9][1]).
    expect(vs).toMatch(/outs\.f\[i >> 2\]\[i & 3\] = /);
    expect(gs).toMatch(/ins\[0\]\.f\[k >> 2\]\[k & 3\]/);
    expect(gs).toMatch(/ins\[0\]\.f\[9\]\.y/);
    expect(gs).toMatch(/after\[0\]\[0\]\.y/);
  });

  it('leaves an interface that fits as it is', () => {
    const out = packVaryingArrays(stages, () => 64);
    out.forEach((spirv, i) => expect(spirv).toBe(stages[i].spirv));
  });

  it('does not pack an array one side uses otherwise than element by element (a whole-array copy)', () => {
    const copying = compiled([['vertex', VS], ['geometry', GS.replace('out vec4 c;', 'out vec4 c;\nout float copy[60];').replace('EmitVertex', 'copy = ins[0].f; EmitVertex')],
      ['fragment', FS]]);
    const [vs, gs] = essl(copying, packVaryingArrays(copying, () => 16));
    expect(vs).toMatch(/float f\[60\];/);
    expect(gs).toMatch(/float f\[60\];/);
  });
});

const EXT = '#version 150\n#extension GL_ARB_enhanced_layouts : require\n#extension GL_ARB_tessellation_shader : require\n';
const BLOCK = (q: string) => `TheBlock { layout(location = 0) ${q} vec3 a[6]; layout(location = 0, component = 3) ${q} float b[6]; }`;

describe('lowerComponentLayouts on block members', () => {
  it('gives the component-3 member locations of its own after the block in every stage, per-vertex block arrays too', () => {
    const stages = compiled([
      ['vertex', `${EXT}out ${BLOCK('out')} v;\nvoid main() { v.a[0] = vec3(1.0); v.b[0] = 2.0; gl_Position = vec4(0.0); }\n`],
      ['tessControl', `${EXT}layout(vertices = 3) out;\nin ${BLOCK('in')} v[];\nout ${BLOCK('out')} t[];\n` +
        'void main() { t[gl_InvocationID].a = v[gl_InvocationID].a; t[gl_InvocationID].b = v[gl_InvocationID].b; gl_TessLevelOuter[0] = 1.0; }\n'],
      ['tessEvaluation', `${EXT}layout(triangles) in;\nin ${BLOCK('in')} t[];\nout ${BLOCK('out')} e;\nvoid main() { e.a = t[0].a; e.b = t[1].b; gl_Position = vec4(0.0); }\n`],
      ['fragment', `${EXT}in ${BLOCK('in')} e;\nout vec4 o;\nvoid main() { o = vec4(e.a[1], e.b[2]); }\n`],
    ]);
    const sources = essl(stages, lowerComponentLayouts(stages).spirv);
    for (const source of sources) {
      expect(source).toMatch(/layout\(location = 0\) vec3 a\[6\];\s*layout\(location = 6\) float b\[6\];/);
      expect(source).not.toMatch(/component/);
    }
  });
});
