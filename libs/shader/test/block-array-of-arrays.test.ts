// Arrays of arrays of blocks: GL numbers the elements row-major, for the driver bindings the backend uses and
// for the initial binding of an explicit layout(binding) (GL 4.5 §7.6.2.2); each element has every member.
import { describe, expect, it } from 'vitest';
import { compileShader, linkProgram } from '../src/index.ts';

describe('arrays of arrays of uniform blocks at link', () => {
  it('B[i][j] of b[3][2] is element 2i + j: binding and initial binding base + 2i + j, members on every element', () => {
    const vs = compileShader('vertex', '#version 430\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n');
    const fs = compileShader('fragment', '#version 430\nlayout(binding = 3) uniform B { vec4 c; } b[3][2];\nuniform int n;\nout vec4 o;\nvoid main() { o = b[n][1].c; }\n');
    const r = linkProgram({ shaders: [vs, fs] });
    if (!r.ok) throw new Error(r.log);
    const blocks = r.artifact.uniformBlocks;
    expect(blocks.map((b) => b.name)).toEqual(['B[0][0]', 'B[0][1]', 'B[1][0]', 'B[1][1]', 'B[2][0]', 'B[2][1]']);
    expect(blocks.map((b) => b.initialBinding)).toEqual([3, 4, 5, 6, 7, 8]);
    const bindings = blocks.map((b) => b.binding);
    expect(bindings).toEqual(bindings.map((_, k) => bindings[0] + k));
    for (const b of blocks) expect(b.members.length, b.name).toBe(1);
  });
});
