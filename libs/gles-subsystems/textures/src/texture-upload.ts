// Uploads of texture images from the front end's shadow into a driver texture (BackendTexture's upload steps): whole
// images (definitions, converted formats) and boxes (dirty rects, pending shapes) — a box of a converted format is
// converted box by box, so texels outside it that the GPU wrote stay. Front-end coordinates in, driver coordinates out:
// 1D → 2D (height 1), a 1D array's rows → a 2D array's layers, a cube face → its face target.
import type { DriverBindings } from '@mgpipe/gles-core';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import type { FrontTextureImage } from './backend-texture.ts';
import { convertTexels, type GlesFormat } from './texture-formats.ts';

let convertScratch = new Uint8Array(0);

/** Unpack state for tightly packed source bytes (rows of exactly the upload's width, no skips). */
function tightUnpack(b: DriverBindings): void {
  b.pixelStore(GL.UNPACK_ROW_LENGTH, 0);
  b.pixelStore(GL.UNPACK_SKIP_ROWS, 0);
  b.pixelStore(GL.UNPACK_SKIP_PIXELS, 0);
  b.pixelStore(GL.UNPACK_IMAGE_HEIGHT, 0);
  b.pixelStore(GL.UNPACK_SKIP_IMAGES, 0);
}

/** One image whole from its shadow: defined (glTexImage*, `define`) or overwritten (glTexSubImage*), converted when the format needs it. */
export function uploadWholeImage(gl: GLEntryPoints, b: DriverBindings, driverTarget: number, frontTarget: number, face: number, level: number,
  image: FrontTextureImage, f: GlesFormat, define: boolean): void {
  const w = image.width;
  const h = driverHeightOf(frontTarget, image);
  const d = driverDepthOf(frontTarget, image);
  let data: Uint8Array | null = image.data;
  if (data !== null && f.conversion !== 'none') {
    const texels = w * h * d;
    if (convertScratch.byteLength < texels * f.uploadBytes) convertScratch = new Uint8Array(texels * f.uploadBytes);
    convertTexels(f, data, convertScratch, texels);
    data = convertScratch.subarray(0, texels * f.uploadBytes);
  }
  tightUnpack(b);
  const imageTarget = driverTarget === GL.TEXTURE_CUBE_MAP ? GL.TEXTURE_CUBE_MAP_POSITIVE_X + face : driverTarget;
  if (is3D(driverTarget)) {
    if (define) gl.glTexImage3D(imageTarget, level, f.internalFormat, w, h, d, 0, f.format, f.type, data);
    else if (data !== null) gl.glTexSubImage3D(imageTarget, level, 0, 0, 0, w, h, d, f.format, f.type, data);
  } else if (define) gl.glTexImage2D(imageTarget, level, f.internalFormat, w, h, 0, f.format, f.type, data);
  else if (data !== null) gl.glTexSubImage2D(imageTarget, level, 0, 0, w, h, f.format, f.type, data);
}

/** A box of one image from its shadow (front-end coordinates), straight from the shadow or converted box by box. */
export function uploadImageBox(gl: GLEntryPoints, b: DriverBindings, driverTarget: number, frontTarget: number, face: number, level: number,
  image: FrontTextureImage, f: GlesFormat, x: number, y: number, z: number, w: number, h: number, d: number): void {
  if (image.data === null) return;
  const fw = image.width;
  const fh = driverHeightOf(frontTarget, image);
  // 1D arrays keep layers in the front end's y: the driver's is z.
  if (frontTarget === GL.TEXTURE_1D_ARRAY) { z = y; d = h; y = 0; h = 1; }
  if (f.conversion !== 'none') return uploadConvertedBox(gl, b, driverTarget, face, level, image.data, f, fw, fh, x, y, z, w, h, d);
  b.pixelStore(GL.UNPACK_ROW_LENGTH, fw);
  b.pixelStore(GL.UNPACK_SKIP_PIXELS, x);
  b.pixelStore(GL.UNPACK_SKIP_ROWS, y);
  b.pixelStore(GL.UNPACK_IMAGE_HEIGHT, fh);
  b.pixelStore(GL.UNPACK_SKIP_IMAGES, z);
  const imageTarget = driverTarget === GL.TEXTURE_CUBE_MAP ? GL.TEXTURE_CUBE_MAP_POSITIVE_X + face : driverTarget;
  if (is3D(driverTarget)) gl.glTexSubImage3D(imageTarget, level, x, y, z, w, h, d, f.format, f.type, image.data);
  else gl.glTexSubImage2D(imageTarget, level, x, y, w, h, f.format, f.type, image.data);
}

/** A box of a converted format: its rows converted into the scratch, uploaded tight (driver coordinates). */
function uploadConvertedBox(gl: GLEntryPoints, b: DriverBindings, driverTarget: number, face: number, level: number, data: Uint8Array, f: GlesFormat,
  fw: number, fh: number, x: number, y: number, z: number, w: number, h: number, d: number): void {
  const rowBytes = w * f.uploadBytes;
  if (convertScratch.byteLength < rowBytes * h * d) convertScratch = new Uint8Array(rowBytes * h * d);
  for (let k = 0; k < d; k++) {
    for (let j = 0; j < h; j++) {
      const src = (((z + k) * fh + y + j) * fw + x) * f.clientBytes;
      convertTexels(f, data.subarray(src, src + w * f.clientBytes), convertScratch.subarray((k * h + j) * rowBytes), w);
    }
  }
  const texels = convertScratch.subarray(0, rowBytes * h * d);
  tightUnpack(b);
  const imageTarget = driverTarget === GL.TEXTURE_CUBE_MAP ? GL.TEXTURE_CUBE_MAP_POSITIVE_X + face : driverTarget;
  if (is3D(driverTarget)) gl.glTexSubImage3D(imageTarget, level, x, y, z, w, h, d, f.format, f.type, texels);
  else gl.glTexSubImage2D(imageTarget, level, x, y, w, h, f.format, f.type, texels);
}

/** Driver targets whose images have layers or slices (glTex*3D). */
export function is3D(driverTarget: number): boolean {
  return driverTarget === GL.TEXTURE_3D || driverTarget === GL.TEXTURE_2D_ARRAY || driverTarget === GL.TEXTURE_CUBE_MAP_ARRAY;
}

/*
 * Driver extent of a front-end image, one axis at a time (its width is always the image's): a [w, h, d] tuple would
 * be an array per upload that only escape analysis removes, and only where the optimizing compiler happened to
 * inline the call (72 bytes an upload otherwise; the allocation test read it in some runs).
 */

/** Driver height of a front-end image: 1D images and 1D arrays' rows are one texel high. */
export function driverHeightOf(frontTarget: number, image: FrontTextureImage): number {
  return frontTarget === GL.TEXTURE_1D || frontTarget === GL.TEXTURE_1D_ARRAY ? 1 : image.height;
}

/** Driver depth of a front-end image: a 1D array's rows are the driver's layers. */
export function driverDepthOf(frontTarget: number, image: FrontTextureImage): number {
  switch (frontTarget) {
    case GL.TEXTURE_1D_ARRAY: return image.height;
    case GL.TEXTURE_3D: case GL.TEXTURE_2D_ARRAY: case GL.TEXTURE_CUBE_MAP_ARRAY: return image.depth;
    default: return 1;
  }
}
