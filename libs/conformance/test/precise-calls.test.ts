// `precise` through a built-in call (ARB_gpu_shader5), run on both lanes: x = fract(floor(a / b) * 42.0) is 0 for
// a = 1, b = 2 and NaN (so x == 0.0 is false) for a = b = 0 — unless the compiler uses that floor(…) * 42 is
// integral and folds fract to 0, which `precise` forbids. Our backend declares the temporaries of a stage with a
// precise value precise (gles-program precise-temporaries.ts); the twin expects the folded answer.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (nanIsZero: number) => `[require]
GLSL >= 1.50
GL_ARB_gpu_shader5
[vertex shader passthrough]
[fragment shader]
#extension GL_ARB_gpu_shader5 : require
uniform float a;
uniform float b;
uniform bool expect_zero;
out vec4 color;
void main() {
  precise float x = fract(floor(a / b) * 42.0);
  color = expect_zero == (x == 0.0) ? vec4(0.0, 1.0, 0.0, 1.0) : vec4(1.0, 0.0, 0.0, 1.0);
}
[test]
uniform float a 1.0
uniform float b 2.0
uniform int expect_zero 1
draw rect -1 -1 1 2
uniform float a 0.0
uniform float b 0.0
uniform int expect_zero ${nanIsZero}
draw rect 0 -1 1 2
probe all rgba 0.0 1.0 0.0 1.0
`;

describe('precise through fract of NaN, both lanes', () => {
  it('keeps fract(NaN) from being folded to 0', async () => {
    expect(await verdict(test(0), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test(0), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test(1), lanes.ours)).status, 'the twin (NaN taken for 0)').toBe('fail');
  });
});
