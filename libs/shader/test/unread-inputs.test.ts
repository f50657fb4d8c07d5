// GL 4.5 §7.4.1: only a statically referenced input needs a matching output of the previous stage. glslang lists
// every declared input in the SPIR-V's interface, so the link used to fail on one the shader never reads.
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';

const vertex = compileShader('vertex', '#version 150\nin vec4 p;\nvoid main() { gl_Position = p; }\n');
const fragment = (body: string) => compileShader('fragment', `#version 150\n#extension GL_ARB_gpu_shader5 : require\nin vec4 unmatched;\nout vec4 c;\nvoid main() { ${body} }\n`);

describe('inputs without a matching output', () => {
  it('link when the stage never reads them', () => {
    expect(linkProgram({ shaders: [vertex, fragment('c = vec4(1.0);')] }).ok).toBe(true);
  });

  it('fail the link when it does (a load, or interpolateAt* through a pointer)', () => {
    for (const body of ['c = unmatched;', 'c = interpolateAtCentroid(unmatched);']) {
      const r = linkProgram({ shaders: [vertex, fragment(body)] });
      expect(r.ok, body).toBe(false);
      expect(r.log).toMatch(/input 'unmatched' is not written/);
    }
  });
});
