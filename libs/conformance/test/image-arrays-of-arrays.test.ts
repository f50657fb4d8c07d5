// An element of an array of arrays of formatless images, run on both lanes: Mesa's desktop GL (the reference) and
// ours. Our reflection gave such an element no unit (glslang reflects no binding for it) and the format
// specialization looked only at the variable's first unit, so the driver was given an image without a format and
// the store went nowhere. The element img[1][0] (the third unit of the variable, row-major) is pointed at image
// unit 0 and stores the uniform colour there; the probe reads texture 0 back. img[0][1] (the second unit) likewise.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const test = (element: string, probe: string) => `[require]
GLSL >= 3.30
GL_ARB_shader_image_load_store
GL_ARB_arrays_of_arrays
[vertex shader passthrough]
[fragment shader]
#version 330
#extension GL_ARB_shader_image_load_store: enable
#extension GL_ARB_arrays_of_arrays: require
uniform vec4 color;
writeonly uniform image2D img[2][2];
out vec4 outcolor;
void main() { imageStore(${element}, ivec2(gl_FragCoord.xy), color); outcolor = vec4(0.0, 0.0, 0.0, 1.0); }
[test]
uniform int ${element} 0
texture rgbw 0 (16, 16) GL_RGBA8
image texture 0 GL_RGBA8
texture rgbw 1 (16, 16) GL_RGBA8
uniform vec4 color 0.0 0.0 1.0 1.0
fb tex 2d 1
draw rect -1 -1 2 2
memory barrier GL_FRAMEBUFFER_BARRIER_BIT
fb tex 2d 0
${probe}
`;

describe('arrays of arrays of formatless images, both lanes', () => {
  it('a constant element stores through the image unit it is given', async () => {
    for (const element of ['img[1][0]', 'img[0][1]']) {
      const t = test(element, 'probe all rgba 0.0 0.0 1.0 1.0');
      expect(await verdict(t, lanes.reference), `reference lane, ${element}`).toEqual({ status: 'pass', reason: '' });
      expect(await verdict(t, lanes.ours), `our lane, ${element}`).toEqual({ status: 'pass', reason: '' });
    }
    // The control: the texture is not some other colour.
    expect((await verdict(test('img[1][0]', 'probe all rgba 1.0 0.0 0.0 1.0'), lanes.ours)).status).toBe('fail');
  });
});
