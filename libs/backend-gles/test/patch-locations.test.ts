// Per-patch tessellation varyings lose the front end's Location where names match them (gles-program
// patch-locations.ts): glslang numbers them after the per-vertex ones, past what a GLES driver accepts for explicit
// per-patch locations (Mesa: "Invalid location 31 in tessellation control shader").
import { compileProgram, crossCompile, type ShaderStage } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { dropPatchLocations } from '@mgpipe/gles-program';

const vs = '#version 150\nin vec4 p;\nvoid main() { gl_Position = p; }\n';
const fs = '#version 150\nin vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n';
const HEAD = '#version 150\n#extension GL_ARB_tessellation_shader : require\n#extension GL_ARB_separate_shader_objects : require\n';

function lowered(tcs: string, tes: string): Map<ShaderStage, string> {
  const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'tessControl', source: tcs },
    { stage: 'tessEvaluation', source: tes }, { stage: 'fragment', source: fs }] });
  expect(r.ok, r.log).toBe(true);
  const spirv = dropPatchLocations(r.stages);
  return new Map(r.stages.map((s, i) => {
    const c = crossCompile(spirv[i], { target: 'essl', version: 320, stage: s.stage as 'vertex' });
    expect(c.ok, c.source).toBe(true);
    return [s.stage, c.source];
  }));
}

describe('dropPatchLocations', () => {
  it('patch variables after 31 per-vertex locations match by name; the per-vertex block keeps its location', () => {
    const essl = lowered(`${HEAD}layout(vertices = 4) out;
out block { float m1[16]; float m2[15]; } blk[];
patch out float p1[16];
patch out float p2[14];
void main() {
  blk[gl_InvocationID].m1[0] = 1.0; blk[gl_InvocationID].m2[0] = 2.0;
  p1[0] = 3.0; p2[0] = 4.0;
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0);
}
`, `${HEAD}layout(quads) in;
in block { float m1[16]; float m2[15]; } blk[];
patch in float p2[14];
patch in float p1[16];
out vec4 color;
void main() { color = vec4(blk[0].m1[0], blk[1].m2[0], p1[0], p2[0]); gl_Position = vec4(gl_TessCoord, 1.0); }
`);
    for (const stage of ['tessControl', 'tessEvaluation'] as const) {
      const source = essl.get(stage)!;
      expect(source, stage).toMatch(/^patch (out|in) float p1\[16\];$/m);
      expect(source, stage).toMatch(/^patch (out|in) float p2\[14\];$/m);
      expect(source, stage).toMatch(/layout\(location = 0\) (out|in) block/);
    }
  });

  it('an input matched by an explicit location to an output of another name keeps the location on both sides', () => {
    const essl = lowered(`${HEAD}layout(vertices = 4) out;
layout(location = 3) patch out vec4 producer;
patch out vec4 both;
void main() { producer = vec4(1.0); both = vec4(2.0); gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0); }
`, `${HEAD}layout(quads) in;
layout(location = 3) patch in vec4 consumer;
patch in vec4 both;
out vec4 color;
void main() { color = consumer + both; gl_Position = vec4(gl_TessCoord, 1.0); }
`);
    expect(essl.get('tessControl')).toMatch(/layout\(location = 3\) patch out vec4 producer;/);
    expect(essl.get('tessEvaluation')).toMatch(/layout\(location = 3\) patch in vec4 consumer;/);
    expect(essl.get('tessControl')).toMatch(/^patch out vec4 both;$/m);
    expect(essl.get('tessEvaluation')).toMatch(/^patch in vec4 both;$/m);
  });

  it('a program without both tessellation stages is returned as it is', () => {
    const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
    expect(r.ok).toBe(true);
    const out = dropPatchLocations(r.stages);
    out.forEach((s, i) => expect(s).toBe(r.stages[i].spirv));
  });
});
