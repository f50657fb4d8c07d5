// The SPIR-V side of splitting a storage image both read and written (gles-program image-access-split.ts): ESSL 3.20
// requires `readonly` or `writeonly` on images of formats other than r32f / r32i / r32ui. Which images are split, what
// SPIRV-Cross writes from the split module, what is refused and the limits. Pixels against the reference lane:
// image-access-split-lanes.test.ts.
import { planImageSplit, readWriteImages, splitImageAccess, type ImageLimits } from '@mgpipe/gles-program';
import { compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';

function fragment(decls: string, body: string): Uint32Array {
  const src = `#version 450\n${decls}\nout vec4 o;\nvoid main() {\n${body}\n}\n`;
  const r = compileProgram({ stages: [{ stage: 'fragment', source: src }] });
  if (!r.ok) throw new Error(r.log);
  return r.stages[0].spirv;
}

const essl = (spirv: Uint32Array): string => {
  const c = crossCompile(spirv, { target: 'essl', version: 320, stage: 'fragment' });
  if (!c.ok) throw new Error(c.log);
  return c.source;
};

const LIMITS: ImageLimits = { imageUnits: 8, combined: 8, perStage: { fragment: 8 } };
const READ_WRITE = 'if (gl_FragCoord.x > 2.0) o = imageLoad(img, ivec2(gl_FragCoord.xy)); else imageStore(img, ivec2(gl_FragCoord.xy), vec4(1.0));';

describe('storage images read and written: readonly / writeonly halves', () => {
  it('splits an rgba8 image read and written into a readonly original and a writeonly twin at the extra unit', () => {
    const spirv = fragment('layout(binding = 2, rgba8) coherent restrict uniform image2D img;', READ_WRITE);
    expect(readWriteImages(spirv)).toEqual([{ binding: 2, reason: null }]);
    const plan = planImageSplit([{ stage: 'fragment', spirv }], [2], () => LIMITS);
    expect(plan).toEqual({ units: new Map([[2, 3]]), refused: [] });
    const split = splitImageAccess(spirv, plan.units);
    expect(split.ok).toBe(true);
    const text = essl((split as { spirv: Uint32Array }).spirv);
    expect(text).toMatch(/layout\((?:location = 0, )?binding = 2, rgba8\) uniform coherent readonly (?:highp )?image2D img;/);
    // The twin has no uniform location (the original's is GL's).
    expect(text).toMatch(/layout\(binding = 3, rgba8\) uniform coherent writeonly (?:highp )?image2D img_mgpWrite;/);
    expect(text).not.toMatch(/restrict/);
    expect(text).toMatch(/imageLoad\(img,/);
    expect(text).toMatch(/imageStore\(img_mgpWrite,/);
  });

  it('leaves r32 formats, read-only and write-only images alone (negative controls)', () => {
    expect(readWriteImages(fragment('layout(binding = 0, r32f) uniform image2D img;', READ_WRITE.replace('vec4(1.0)', 'vec4(1.0)')))).toEqual([]);
    expect(readWriteImages(fragment('layout(binding = 0, rgba8) uniform image2D img;', 'o = imageLoad(img, ivec2(0));'))).toEqual([]);
    expect(readWriteImages(fragment('layout(binding = 0, rgba8) uniform image2D img;', 'imageStore(img, ivec2(0), vec4(1.0)); o = vec4(0.0);'))).toEqual([]);
  });

  it('refuses what it cannot split exactly, and an extra unit past the driver\'s limits', () => {
    const array = fragment('layout(binding = 0, rgba8) uniform image2D imgs[2];', 'o = imageLoad(imgs[1], ivec2(0)); imageStore(imgs[0], ivec2(0), o);');
    expect(readWriteImages(array)[0].reason).toMatch(/an array of images/);
    const spirv = fragment('layout(binding = 2, rgba8) uniform image2D img;', READ_WRITE);
    expect(planImageSplit([{ stage: 'fragment', spirv }], [2], () => ({ ...LIMITS, imageUnits: 3 })).refused[0]).toMatch(/MAX_IMAGE_UNITS 3/);
    expect(planImageSplit([{ stage: 'fragment', spirv }], [2], () => ({ ...LIMITS, perStage: { fragment: 1 } })).refused[0]).toMatch(/fragment stage has no room/);
    expect(planImageSplit([{ stage: 'fragment', spirv }], [2], () => ({ ...LIMITS, combined: 1 })).refused[0]).toMatch(/MAX_COMBINED_IMAGE_UNIFORMS 1/);
  });
});
