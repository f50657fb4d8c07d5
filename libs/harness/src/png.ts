// RGBA8 images as the harness sees them: read back bottom-up from GL, stored top-down for PNG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PNG } from 'pngjs';

/** Writes GL-ordered (bottom row first) RGBA8 pixels as a PNG file, creating its folder. */
export function writeGlPixelsAsPng(path: string, width: number, height: number, glPixels: Uint8Array): void {
  const png = new PNG({ width, height });
  const rowBytes = width * 4;
  for (let y = 0; y < height; y++) {
    const src = (height - 1 - y) * rowBytes;
    png.data.set(glPixels.subarray(src, src + rowBytes), y * rowBytes);
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, PNG.sync.write(png));
}
