// A tessellation control stage of several shader objects, one of which declares the output patch size (GLSL 4.50
// §4.4.2.1): the others index gl_out with gl_InvocationID before knowing it (output-patch-size.ts).
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';

const HEAD = '#version 150\n#extension GL_ARB_tessellation_shader : require\n';
const main = `${HEAD}layout(vertices = 3) out;\nvoid f();\nvoid main() {\n  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 0.0);\n  f();\n}\n`;
const other = `${HEAD}void f() {\n  gl_out[gl_InvocationID].gl_Position = vec4(0);\n}\n`;

/** The OutputVertices execution mode of a SPIR-V module (OpExecutionMode = 16, OutputVertices = 26). */
function outputVertices(spirv: Uint32Array): number | null {
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0) break;
    if ((spirv[i] & 0xffff) === 16 && spirv[i + 2] === 26) return spirv[i + 3];
    i += count;
  }
  return null;
}

describe('the output patch size declared in another control-stage object', () => {
  it('an object without layout(vertices) that indexes gl_out with gl_InvocationID compiles', () => {
    const r = compileShader('tessControl', other);
    expect(r.log).not.toMatch(/must be sized/);
    expect(r.ok).toBe(true);
  });

  it('the stage links with the size the other object declares (OutputVertices 3)', () => {
    const vs = compileShader('vertex', '#version 150\nvoid main() { gl_Position = vec4(0); }\n');
    const tes = compileShader('tessEvaluation', `${HEAD}layout(triangles) in;\nvoid main() { gl_Position = vec4(0); }\n`);
    const fs = compileShader('fragment', '#version 150\nout vec4 c;\nvoid main() { c = vec4(0); }\n');
    const r = linkProgram({ shaders: [vs, compileShader('tessControl', main), compileShader('tessControl', other), tes, fs] });
    if (!r.ok) throw new Error(r.log);
    expect(outputVertices(r.artifact.stages.find((s) => s.stage === 'tessControl')!.spirv)).toBe(3);
  });

  it("an error in such an object is reported at the caller's line", () => {
    const r = compileShader('tessControl', `${HEAD}void f() {\n  gl_out[gl_InvocationID].gl_Position = vec4(0);\n  undeclared = 1.0;\n}\n`);
    expect(r.ok).toBe(false);
    expect(r.log).toMatch(/0:5: 'undeclared'/);
  });
});
