// GL_ARB_gl_spirv's transform feedback: a SPIR-V program's capture is its XfbBuffer / XfbStride / Offset decorations
// (spirv-xfb.ts), whatever glTransformFeedbackVaryings asked. The modules come from glslang (GLSL xfb qualifiers →
// decorations); the expected layouts are computed from those qualifiers: tightly packed floats, 4 bytes each, GL's
// varying units (an array of a basic type is one varying, a block array's element e goes to buffer xfb_buffer + e).
// Negative controls run (planted in spirv-xfb.ts): a block array's elements all in one buffer fails the second test.
import { compileProgram } from '@mgpipe/native-shader';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { linkProgram, specializeSpirv } from '../src/index.ts';

function spirvVertex(source: string) {
  const r = compileProgram({ stages: [{ stage: 'vertex', source }] });
  if (!r.ok) throw new Error(r.log);
  const s = specializeSpirv(r.stages[0].spirv, 'vertex', 'main', [], []);
  if (!s.ok) throw new Error(s.log);
  return { stage: 'vertex' as const, source: '', ok: true, log: '', spirv: s.spirv };
}

const link = (source: string) => {
  // A name-based request must not matter: SPIR-V ignores glTransformFeedbackVaryings.
  const r = linkProgram({ shaders: [spirvVertex(source)], transformFeedback: { varyings: ['nothing'], bufferMode: 'separate' } });
  if (!r.ok) throw new Error(r.log);
  return r.artifact.xfb;
};
const layout = (x: ReturnType<typeof link>) => x.varyings.map((v) => [v.buffer, v.offset, v.type, v.arraySize]);

const TWO_SETS = `#version 450
layout(xfb_offset = 0) out float x1;
layout(xfb_offset = 4) out float x2[2];
layout(xfb_offset = 12) out vec3 x3;
layout(xfb_buffer = 2) out;
layout(xfb_offset = 0, xfb_buffer = 2) out float y1;
layout(xfb_offset = 4) out vec4 y2;
void main() { x1 = 1.0; x2[0] = 2.0; x2[1] = 3.0; x3 = vec3(4.0); y1 = 7.0; y2 = vec4(8.0); gl_Position = vec4(0.0); }
`;

describe('linkProgram of SPIR-V: transform feedback from the decorations', () => {
  it('variables with Offset, two buffers: offsets, buffers, strides from the qualifiers', () => {
    const x = link(TWO_SETS);
    expect(x.fromQualifiers).toBe(true);
    expect(x.bufferMode).toBe(GL.INTERLEAVED_ATTRIBS);
    expect(layout(x)).toEqual([[0, 0, GL.FLOAT, 1], [0, 4, GL.FLOAT, 2], [0, 12, GL.FLOAT_VEC3, 1], [2, 0, GL.FLOAT, 1], [2, 4, GL.FLOAT_VEC4, 1]]);
    // Buffer 0 ends at 12 + 12 = 24, buffer 2 at 4 + 16 = 20 (glslang writes them as XfbStride); buffer 1 is unused.
    expect(x.bufferStrides).toEqual([24, 0, 20]);
  });

  it('a block array: each element its own buffer, members at their offsets; an array of arrays per outer element', () => {
    const x = link(`#version 450
layout(xfb_buffer = 0, xfb_offset = 0) out block { float f; vec4 v; float f2[2]; } b[2];
layout(location = 8, xfb_buffer = 3, xfb_offset = 0) out float aoa[2][3];
void main() { b[0].f = 1.0; b[0].v = vec4(2.0); b[0].f2[0] = 3.0; b[0].f2[1] = 4.0; b[1].f = 5.0; b[1].v = vec4(6.0); b[1].f2[0] = 7.0; b[1].f2[1] = 8.0; aoa[0] = float[3](1.0, 2.0, 3.0); aoa[1] = aoa[0]; }
`);
    // f @0, v @4, f2 @20 (float[2]); element 1 the same in buffer 1; aoa[0] @0 and aoa[1] @12 (3 floats) in buffer 3.
    expect(layout(x)).toEqual([
      [0, 0, GL.FLOAT, 1], [0, 4, GL.FLOAT_VEC4, 1], [0, 20, GL.FLOAT, 2],
      [1, 0, GL.FLOAT, 1], [1, 4, GL.FLOAT_VEC4, 1], [1, 20, GL.FLOAT, 2],
      [3, 0, GL.FLOAT, 3], [3, 12, GL.FLOAT, 3],
    ]);
    // GL's names (glslang keeps OpName): block members by the block's name, per element.
    expect(x.varyings.map((v) => v.name)).toEqual(['block[0].f', 'block[0].v', 'block[0].f2', 'block[1].f', 'block[1].v', 'block[1].f2', 'aoa[0]', 'aoa[1]']);
    expect(x.bufferStrides).toEqual([28, 28, 0, 24]);
  });

  it('a module without xfb qualifiers (no XfbBuffer, no ExecutionMode Xfb) captures nothing', () => {
    const x = link('#version 450\nlayout(location = 0) out float plain;\nvoid main() { plain = 1.0; gl_Position = vec4(0.0); }\n');
    expect(x.varyings).toEqual([]);
    expect(x.fromQualifiers).toBe(false);
  });
});
