// gl_FragCoord's origin_upper_left / pixel_center_integer (GLSL 1.50 §4.3.8.1), run on both lanes (Mesa's desktop
// GL, the reference, and ours). ESSL has neither, so the GLES backend lowers them (gles-program
// fragcoord-lowering.ts: y flipped against the draw framebuffer's height, a per-draw uniform; 0.5 subtracted).
// Expected values are the spec's: the pixel in window row r (counted from the bottom, as glReadPixels and piglit's
// probes count) of a framebuffer of height H has y = r + 0.5 lower-left, H - r - 0.5 upper-left, and 0.5 less
// each with integer pixel centers. Each shader writes y / 64 (and the fractional parts), so a wrong origin, a wrong
// height or a missing half-pixel shift moves the probed values by at least 1/128 — more than piglit's tolerance.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

/** A 250×250 window, or a 64×32 texture FBO when `fbo`; the fragment shader redeclares gl_FragCoord with `layout`. */
function fragCoordTest(layout: string, probes: string, fbo: boolean): string {
  return `[require]
GLSL >= 1.50
[vertex shader passthrough]
[fragment shader]
#version 150
layout(${layout}) in vec4 gl_FragCoord;
out vec4 color;
vec2 window() { return gl_FragCoord.xy; }
void main() { color = vec4(fract(window()), window().y / 64.0, 1.0); }
[test]
${fbo ? 'texture rgbw 0 (64, 32)\nfb tex 2d 0\nviewport 0 0 64 32\n' : ''}draw rect -1 -1 2 2
${probes}
`;
}

describe('gl_FragCoord layout qualifiers, both lanes', () => {
  const cases: Array<{ name: string; layout: string; fbo: boolean; probes: string }> = [
    // rows 2 and 20 of the 250-row window: y = 247.5 / 229.5 → (y / 64) clamps to 1; read the fraction instead.
    { name: 'origin_upper_left on the window', layout: 'origin_upper_left', fbo: false,
      probes: 'probe rgba 3 249 0.5 0.5 0.0078125 1\nprobe rgba 3 240 0.5 0.5 0.1484375 1' },
    { name: 'pixel_center_integer on the window', layout: 'pixel_center_integer', fbo: false,
      probes: 'probe rgba 3 10 0 0 0.15625 1\nprobe rgba 3 40 0 0 0.625 1' },
    { name: 'both on the window', layout: 'origin_upper_left, pixel_center_integer', fbo: false,
      probes: 'probe rgba 3 249 0 0 0 1\nprobe rgba 3 240 0 0 0.140625 1' },
    // A 64×32 FBO: the flip is against its height (32), not the window's.
    { name: 'origin_upper_left on a 64x32 FBO', layout: 'origin_upper_left', fbo: true,
      probes: 'probe rgba 3 0 0.5 0.5 0.4921875 1\nprobe rgba 3 31 0.5 0.5 0.0078125 1' },
    { name: 'both on a 64x32 FBO', layout: 'origin_upper_left, pixel_center_integer', fbo: true,
      probes: 'probe rgba 3 0 0 0 0.484375 1\nprobe rgba 3 31 0 0 0 1' },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const text = fragCoordTest(c.layout, c.probes, c.fbo);
      expect(await verdict(text, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
      expect(await verdict(text, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    });
  }

  it('the probes tell the conventions apart (the default layout fails them)', async () => {
    const text = fragCoordTest('origin_upper_left', 'probe rgba 3 249 0.5 0.5 0.0078125 1', false).replace(/layout\([^)]*\) in vec4 gl_FragCoord;\n/, '');
    expect((await verdict(text, lanes.reference)).status).toBe('fail');
    expect((await verdict(text, lanes.ours)).status).toBe('fail');
  });
});
