// Images for the report: GL-ordered RGBA8 (bottom row first) to PNG data URIs, and the per-pixel zoom of the
// region where ours and the reference differ most (nearest-neighbour upscaled, so each pixel is a visible square).
import type { RgbaImage } from '@mgpipe/harness';
import { PNG } from 'pngjs';

/** A GL-ordered image as a `data:image/png;base64,...` URI (rows flipped to top-down). */
export function pngDataUri(image: RgbaImage): string {
  const png = new PNG({ width: image.width, height: image.height });
  const row = image.width * 4;
  for (let y = 0; y < image.height; y++) png.data.set(image.pixels.subarray((image.height - 1 - y) * row, (image.height - y) * row), y * row);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

export interface Region {
  /** Window coordinates of the lower-left pixel (GL: y up). */
  x: number;
  y: number;
  size: number;
  /** Sum over the region of each pixel's largest channel difference (0: no difference there). */
  score: number;
}

/**
 * The size × size window with the largest summed per-pixel difference (max over channels), on a grid of half-window
 * steps. With no difference anywhere, the window of largest contrast in ours (something worth looking at).
 */
export function worstRegion(ours: RgbaImage, reference: RgbaImage | undefined, size = 24): Region {
  const s = Math.min(size, ours.width, ours.height);
  const { width: w, height: h } = ours;
  const px = (img: RgbaImage, x: number, y: number, c: number) => img.pixels[(y * w + x) * 4 + c];
  const score = (x0: number, y0: number, diff: boolean) => {
    let sum = 0;
    for (let y = y0; y < y0 + s; y++) {
      for (let x = x0; x < x0 + s; x++) {
        let m = 0;
        for (let c = 0; c < 4; c++) {
          const d = diff && reference ? Math.abs(px(ours, x, y, c) - px(reference, x, y, c)) : x + 1 < w ? Math.abs(px(ours, x, y, c) - px(ours, x + 1, y, c)) : 0;
          if (d > m) m = d;
        }
        sum += m;
      }
    }
    return sum;
  };
  const step = Math.max(1, s >> 1);
  const bestBy = (diff: boolean): Region => {
    let best: Region = { x: 0, y: 0, size: s, score: -1 };
    for (let y = 0; y + s <= h; y += step) for (let x = 0; x + s <= w; x += step) {
      const v = score(x, y, diff);
      if (v > best.score) best = { x, y, size: s, score: v };
    }
    return best;
  };
  const byDiff = reference ? bestBy(true) : null;
  return byDiff !== null && byDiff.score > 0 ? byDiff : { ...bestBy(false), score: 0 };
}

/** The region of `image` scaled up `scale` times, nearest neighbour, GL-ordered like its source. */
export function zoom(image: RgbaImage, r: Region, scale = 8): RgbaImage {
  const size = r.size * scale;
  const out = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const src = ((r.y + Math.floor(y / scale)) * image.width + r.x + Math.floor(x / scale)) * 4;
      out.set(image.pixels.subarray(src, src + 4), (y * size + x) * 4);
    }
  }
  return { width: size, height: size, pixels: out };
}
