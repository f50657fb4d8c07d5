import { describe, expect, it } from 'vitest';
import { compareImages, DEFAULT_TOLERANCE, type RgbaImage } from '../src/index.ts';

function solid(width: number, height: number, rgba: [number, number, number, number]): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set(rgba, i);
  return { width, height, pixels };
}

describe('compareImages', () => {
  it('identical images match with zero difference', () => {
    const r = compareImages(solid(8, 8, [10, 20, 30, 255]), solid(8, 8, [10, 20, 30, 255]));
    expect(r).toMatchObject({ match: true, maxChannelDiff: 0, diffPixels: 0, totalPixels: 64 });
  });

  it('a difference of 2 in every pixel is within the default tolerance, 3 is not', () => {
    expect(compareImages(solid(4, 4, [12, 20, 30, 255]), solid(4, 4, [10, 20, 30, 255])).match).toBe(true);
    const r = compareImages(solid(4, 4, [13, 20, 30, 255]), solid(4, 4, [10, 20, 30, 255]));
    expect(r).toMatchObject({ match: false, maxChannelDiff: 3, diffPixels: 16 });
  });

  it('allows at most 0.1 % of pixels to differ by default', () => {
    // 100×100 = 10,000 pixels: 10 differing pixels pass (0.1 %), 11 fail.
    const ref = solid(100, 100, [0, 0, 0, 255]);
    const ours = solid(100, 100, [0, 0, 0, 255]);
    for (let p = 0; p < 10; p++) ours.pixels[p * 4] = 200;
    expect(compareImages(ours, ref).match).toBe(true);
    ours.pixels[10 * 4] = 200;
    const r = compareImages(ours, ref);
    expect(r).toMatchObject({ match: false, diffPixels: 11, maxChannelDiff: 200 });
    expect(DEFAULT_TOLERANCE).toEqual({ maxChannelDiff: 2, maxDiffFraction: 0.001 });
  });

  it('marks differing pixels red in the diff image', () => {
    const ours = solid(2, 1, [0, 0, 0, 255]);
    ours.pixels[4] = 50;
    const r = compareImages(ours, solid(2, 1, [0, 0, 0, 255]));
    expect(Array.from(r.diffImage.pixels.subarray(4, 8))).toEqual([178, 0, 0, 255]);
    expect(Array.from(r.diffImage.pixels.subarray(0, 4))).toEqual([0, 0, 0, 255]);
  });

  it('refuses images of different sizes with a message naming both', () => {
    expect(() => compareImages(solid(2, 2, [0, 0, 0, 0]), solid(3, 2, [0, 0, 0, 0]))).toThrow(/2×2.*3×2/);
  });
});
