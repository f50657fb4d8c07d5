// ARB_derivative_control's dFdxFine / dFdyCoarse / fwidthFine & co., run on both lanes: Mesa's desktop GL (the
// reference) and ours, where ESSL has only dFdx / dFdy / fwidth and the backend lowers each controlled form to its
// unsuffixed twin (gles-program spirv-lowering.ts lowerDerivativeControl). The expected values are computed:
// at pixel (10, 20) the 2x2 quad has centres x ∈ {10.5, 11.5}, y ∈ {20.5, 21.5}, so d(x²)/dx = 11.5² - 10.5² = 22,
// d(y²)/dy = 21.5² - 20.5² = 42 (fine and coarse agree for a function of one coordinate), fwidth(x) = 1. The
// twin asks dFdyFine of x² for the red channel (0 on any implementation), so a lowering that mixed up the axes
// could not pass.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (red: string) => `[require]
GLSL >= 4.00
GL_ARB_derivative_control
[vertex shader passthrough]
[fragment shader]
#version 400
#extension GL_ARB_derivative_control : require
out vec4 color;
void main() {
  float x = gl_FragCoord.x, y = gl_FragCoord.y;
  color = vec4(${red} / 255.0, dFdyCoarse(y * y) / 255.0, fwidthFine(x) * 0.5 + fwidthCoarse(y) * 0.25, 1.0);
}
[test]
draw rect -1 -1 2 2
probe rgba 10 20 0.086275 0.164706 0.75 1.0
probe rgba 11 21 0.086275 0.164706 0.75 1.0
`;

describe('ARB_derivative_control, both lanes', () => {
  it('dFdxFine / dFdyCoarse / fwidthFine / fwidthCoarse give the quad differences', async () => {
    const t = test('dFdxFine(x * x)');
    expect(await verdict(t, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(t, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(test('dFdxCoarse(x * x)'), lanes.ours), 'dFdxCoarse, our lane').toEqual({ status: 'pass', reason: '' });
    expect((await verdict(test('dFdyFine(x * x)'), lanes.ours)).status, 'the twin (y derivative of x²)').toBe('fail');
  });
});
