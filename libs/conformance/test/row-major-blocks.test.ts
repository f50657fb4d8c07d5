// Row-major matrices in uniform blocks, run on both lanes: Mesa's desktop GL (the reference) and ours. piglit's
// `uniform matN` command writes a block member at its GL-reported offset, in the order GL_UNIFORM_IS_ROW_MAJOR
// says; our reflection used to report 0 for every matrix (the values then arrive transposed). Member-level and
// block-level row_major, mat4 and the non-square mat2x3 (its column count differs from its row count, so a wrong
// layout does not even fill the same bytes). Expected values are computed: m[0] + m[1] + ... sums the columns of
// the matrix as written (column-major in the command). The twin expects the transposed sums.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (probe: string) => `[require]
GLSL >= 1.40
[vertex shader passthrough]
[fragment shader]
#version 140
uniform ubo1 { layout(row_major) mat4 m; };
layout(row_major) uniform ubo2 { mat2x3 n; };
out vec4 color;
void main() { color = m[0] + m[1] + m[2] + m[3] + vec4(n[0] + n[1], 0.0); }
[test]
uniform mat4 m 0.25 0.0 0.0 0.0   0.0 0.0 0.5 0.0   0.0 0.25 0.0 0.0   0.0 0.0 0.0 1.0
uniform mat2x3 n 0.0 0.25 0.0   0.0 0.0 0.25
draw rect -1 -1 2 2
${probe}`;

describe('row_major matrices in uniform blocks, both lanes', () => {
  it('the uniform command writes them as GL_UNIFORM_IS_ROW_MAJOR reports', async () => {
    // Columns of m sum to (0.25, 0.25, 0.5, 1); of n to (0, 0.25, 0.25).
    const t = test('probe all rgba 0.25 0.5 0.75 1.0\n');
    expect(await verdict(t, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(t, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test('probe all rgba 0.25 0.75 0.5 1.0\n'), lanes.ours)).status, 'the transposed twin').toBe('fail');
  });
});
