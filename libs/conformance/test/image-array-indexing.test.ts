// Image arrays indexed with non-constant expressions (desktop GL: dynamically uniform; ESSL 3.20: constant only),
// run on both lanes (Mesa's desktop GL, the reference, and ours: gles-program image-array-indexing.ts rewrites each
// such image call over constant indices). imageSize of three images of different sizes picked by a uniform index
// (the value form), and imageStore into a 2x2 array with one and two non-constant indices (the statement form).
// Expected values are the images' sizes and the stored colors; each index is exercised so a lowering that always
// picked one element could not pass.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const REQUIRE = `[require]
GL >= 3.3
GLSL >= 3.30
GL_ARB_shader_image_load_store
GL_ARB_gpu_shader5
[vertex shader passthrough]
`;

const SIZES = `[require]
GLSL >= 4.30
[vertex shader passthrough]
[fragment shader]
#version 430
uniform int n;
layout(rgba8) readonly uniform image2D tex[3];
out vec4 outcolor;
void main() { outcolor = vec4(float(imageSize(tex[n]).x) / 32.0, float(imageSize(tex[2 - n]).y) / 32.0, 0.0, 1.0); }
[test]
texture rgbw 0 (8, 8) GL_RGBA8
image texture 0 GL_RGBA8
uniform int tex[0] 0
texture rgbw 1 (16, 16) GL_RGBA8
image texture 1 GL_RGBA8
uniform int tex[1] 1
texture rgbw 2 (32, 32) GL_RGBA8
image texture 2 GL_RGBA8
uniform int tex[2] 2
uniform int n 0
draw rect -1 -1 2 2
probe all rgba 0.25 1.0 0.0 1.0
uniform int n 1
draw rect -1 -1 2 2
probe all rgba 0.5 0.5 0.0 1.0
uniform int n 2
draw rect -1 -1 2 2
probe all rgba 1.0 0.25 0.0 1.0
`;

/** imageStore(tex[INDEX], ...) into a 2x2 array: each (n, m) stores its color into image 2n + m. */
function stores(index: string): string {
  const units = [0, 1, 2, 3].map((u) => `uniform int tex[${u >> 1}][${u & 1}] ${u}\ntexture rgbw ${u} (16, 16) GL_RGBA8\nimage texture ${u} GL_RGBA8\n`).join('');
  const colors = ['1.0 0.0 0.0 1.0', '0.0 1.0 0.0 1.0', '0.0 0.0 1.0 1.0', '0.0 1.0 1.0 1.0'];
  const steps = [0, 1, 2, 3].map((u) => `uniform int n ${u >> 1}\nuniform int m ${u & 1}\nuniform vec4 color ${colors[u]}\nfb tex 2d 4\ndraw rect -1 -1 2 2\n` +
    `memory barrier GL_FRAMEBUFFER_BARRIER_BIT\nfb tex 2d ${u}\nprobe all rgba ${colors[u]}\n`).join('');
  return `${REQUIRE}[fragment shader]
#version 330
#extension GL_ARB_shader_image_load_store: enable
#extension GL_ARB_arrays_of_arrays: enable
#extension GL_ARB_gpu_shader5: enable
uniform vec4 color;
uniform int n;
uniform int m;
writeonly uniform image2D tex[2][2];
out vec4 outcolor;
void main() { imageStore(${index}, ivec2(gl_FragCoord.xy), color); outcolor = vec4(0.0, 0.0, 0.0, 1.0); }
[test]
${units}texture rgbw 4 (16, 16)
${steps}`;
}

describe('image arrays indexed with non-constant expressions, both lanes', () => {
  it('imageSize of tex[n] and tex[2 - n]', async () => {
    expect(await verdict(SIZES, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(SIZES, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
  });

  it('imageStore into tex[n][m]', async () => {
    expect(await verdict(stores('tex[n][m]'), lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await verdict(stores('tex[n][m]'), lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
  });

  it('the stores tell the elements apart (a fixed element fails them)', async () => {
    expect((await verdict(stores('tex[0][0]'), lanes.reference)).status).toBe('fail');
    expect((await verdict(stores('tex[0][0]'), lanes.ours)).status).toBe('fail');
  });
});
