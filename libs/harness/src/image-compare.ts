// Image comparison for the differential harness (DESIGN §5): our stack's readback against the reference
// lane's. Default pass: max channel difference ≤ 2 and ≤ 0.1 % of pixels differing at all; a scenario may
// widen it, but only with a stated reason (the harness prints it next to the result).

/** RGBA8 pixels, rows in GL order (bottom row first); width × height × 4 bytes. */
export interface RgbaImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export interface ImageTolerance {
  /** A pixel "differs" when any channel differs by more than this. */
  maxChannelDiff: number;
  /** Fraction of pixels (0..1) allowed to differ by more than maxChannelDiff. */
  maxDiffFraction: number;
  /** Why a scenario needs a tolerance other than the default; required when overriding. */
  reason?: string;
}

export const DEFAULT_TOLERANCE: ImageTolerance = { maxChannelDiff: 2, maxDiffFraction: 0.001 };

export interface ImageComparison {
  match: boolean;
  /** The largest per-channel difference over the whole image. */
  maxChannelDiff: number;
  /** Pixels with any channel differing by more than the tolerance's maxChannelDiff. */
  diffPixels: number;
  totalPixels: number;
  /** Visualisation: differing pixels red (brightness ∝ difference), equal pixels a dimmed grey of ours. */
  diffImage: RgbaImage;
}

export function compareImages(ours: RgbaImage, reference: RgbaImage, tolerance = DEFAULT_TOLERANCE): ImageComparison {
  if (ours.width !== reference.width || ours.height !== reference.height) {
    throw new Error(
      `image sizes differ: ours ${ours.width}×${ours.height}, reference ${reference.width}×${reference.height}`,
    );
  }
  const totalPixels = ours.width * ours.height;
  const expectedBytes = totalPixels * 4;
  if (ours.pixels.length < expectedBytes || reference.pixels.length < expectedBytes) {
    throw new Error(`image data shorter than ${ours.width}×${ours.height}×4 bytes`);
  }
  const diff = new Uint8Array(expectedBytes);
  let maxChannelDiff = 0;
  let diffPixels = 0;
  for (let i = 0; i < expectedBytes; i += 4) {
    let pixelMax = 0;
    for (let c = 0; c < 4; c++) {
      const d = Math.abs(ours.pixels[i + c] - reference.pixels[i + c]);
      if (d > pixelMax) pixelMax = d;
    }
    if (pixelMax > maxChannelDiff) maxChannelDiff = pixelMax;
    if (pixelMax > tolerance.maxChannelDiff) {
      diffPixels++;
      diff[i] = 128 + Math.min(127, pixelMax);
      diff[i + 1] = 0;
      diff[i + 2] = 0;
    } else {
      const grey = (ours.pixels[i] + ours.pixels[i + 1] + ours.pixels[i + 2]) / 12;
      diff[i] = diff[i + 1] = diff[i + 2] = grey;
    }
    diff[i + 3] = 255;
  }
  const match = diffPixels <= tolerance.maxDiffFraction * totalPixels;
  return {
    match,
    maxChannelDiff,
    diffPixels,
    totalPixels,
    diffImage: { width: ours.width, height: ours.height, pixels: diff },
  };
}
