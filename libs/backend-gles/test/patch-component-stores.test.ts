// Run-time component stores into patch output vectors of the control stage (gles-program patch-component-stores.ts):
// Mesa's GLES compiler stores the whole vector for `v[i] = x`, so invocations writing other components of one patch
// output overwrite each other; the lowering writes over constant components instead.
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { lowerPatchComponentStores } from '@mgpipe/gles-program';

const HEAD = '#version 150\n#extension GL_ARB_tessellation_shader : require\n';
function controlEssl(tcs: string): string {
  const r = compileProgram({ stages: [
    { stage: 'vertex', source: '#version 150\nin vec4 p;\nvoid main() { gl_Position = p; }\n' },
    { stage: 'tessControl', source: tcs },
    { stage: 'tessEvaluation', source: `${HEAD}layout(quads) in;\npatch in ivec4 v;\npatch in vec3 w;\nout vec4 c;\nvoid main() { c = vec4(v) + w.xyzz; gl_Position = vec4(0.0); }\n` },
    { stage: 'fragment', source: '#version 150\nin vec4 c;\nout vec4 o;\nvoid main() { o = c; }\n' },
  ] });
  expect(r.ok, r.log).toBe(true);
  const c = crossCompile(r.stages.find((s) => s.stage === 'tessControl')!.spirv, { target: 'essl', version: 320, stage: 'tessControl' as 'vertex' });
  expect(c.ok, c.source).toBe(true);
  return c.source;
}

describe('lowerPatchComponentStores', () => {
  it('v.wxy[2 - id] = id becomes an if-chain over constant components; the index and the value are evaluated once', () => {
    const essl = controlEssl(`${HEAD}layout(vertices = 4) out;
patch out ivec4 v;
patch out vec3 w;
out vec4 per[];
uniform int k;
void main() {
  if (gl_InvocationID == 0) { v = ivec4(-1); w = vec3(0.0); }
  barrier();
  if (gl_InvocationID < 3) v.wxy[2 - gl_InvocationID] = gl_InvocationID;
  w[k] = 2.0;
  w[1] = 3.0;
  per[gl_InvocationID][k] = 1.0;
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 1.0);
}
`);
    expect(essl).toContain('v[uvec3(3u, 0u, 1u)[2 - gl_InvocationID]] = gl_InvocationID;');
    const lowered = lowerPatchComponentStores(essl);
    expect(lowered).toContain('{ int _mgpC = int(uvec3(3u, 0u, 1u)[2 - gl_InvocationID]); int _mgpS = gl_InvocationID; ' +
      'if (_mgpC == 0) v.x = _mgpS; else if (_mgpC == 1) v.y = _mgpS; else if (_mgpC == 2) v.z = _mgpS; else if (_mgpC == 3) v.w = _mgpS; }');
    expect(lowered).toContain('{ int _mgpC = int(k); float _mgpS = 2.0; if (_mgpC == 0) w.x = _mgpS; else if (_mgpC == 1) w.y = _mgpS; else if (_mgpC == 2) w.z = _mgpS; }');
    // Constant components and per-vertex outputs (each invocation writes its own vertex) stay.
    expect(lowered).toMatch(/w\.y = 3\.0;|w\[1\] = 3\.0;/);
    expect(lowered).toContain('per[gl_InvocationID][k] = 1.0;');
    expect(lowered).not.toMatch(/\bv\[uvec3/);
  });

  it('a shader without patch output vectors, or reading one at a run-time component, is returned as it is', () => {
    const reads = 'patch out vec4 v;\nvoid main()\n{\n    float f = v[gl_InvocationID];\n    bool b = v[k] == 1.0;\n}\n';
    expect(lowerPatchComponentStores(reads)).toBe(reads);
    const none = 'out vec4 per[];\nvoid main()\n{\n    per[gl_InvocationID][k] = 1.0;\n}\n';
    expect(lowerPatchComponentStores(none)).toBe(none);
  });
});
