// Compressed uploads (GL 4.5 §8.7): compressedTexImage1D/2D/3D and compressedTexSubImage1D/2D/3D. The
// blocks are decoded on the client into the level's RGBA8 fallback (b-compressed.ts); formats without a
// decoder leave zeros and say so through the debug callback. Only the specific compressed formats of
// b-formats.ts are accepted here; none of them is one-dimensional, so the 1D forms always raise INVALID_ENUM
// for the format. COMPRESSED_BLOCK_* pixel-store state does not exist in this front end (core 4.2 feature
// ignored): compressed data is always read tightly packed. The uploaded blocks are also kept as they came
// (TextureImage.blocks: one copy per compressed image, beside the decoded shadow) because
// GetCompressedTexImage must return them, not the decoded texels (readCompressedBlocks).
import type { GLFunctions, VoidData } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import type { Texture } from '@mgpipe/gl-state';
import type { FrontEnd } from '../front-end.ts';
import { canDecode, decodeCompressedImage } from './b-compressed.ts';
import { FormatFlag, formatInfo } from './b-formats.ts';
import {
  type AreaBShared, boundTexture, faceOf, namedTexture, isCubeFace, levelBytes, maxLevelOf, maxSizeOf, proxyBase, resolveTransferData,
} from './b-texture-common.ts';
import { hex } from './b-texture-images.ts';

const TARGETS: Record<1 | 2 | 3, readonly number[]> = {
  1: [GL.TEXTURE_1D, GL.PROXY_TEXTURE_1D],
  2: [GL.TEXTURE_2D, GL.PROXY_TEXTURE_2D, GL.TEXTURE_1D_ARRAY, GL.PROXY_TEXTURE_1D_ARRAY, GL.TEXTURE_RECTANGLE,
    GL.PROXY_TEXTURE_RECTANGLE, GL.PROXY_TEXTURE_CUBE_MAP, GL.TEXTURE_CUBE_MAP_POSITIVE_X, GL.TEXTURE_CUBE_MAP_NEGATIVE_X,
    GL.TEXTURE_CUBE_MAP_POSITIVE_Y, GL.TEXTURE_CUBE_MAP_NEGATIVE_Y, GL.TEXTURE_CUBE_MAP_POSITIVE_Z, GL.TEXTURE_CUBE_MAP_NEGATIVE_Z],
  3: [GL.TEXTURE_3D, GL.PROXY_TEXTURE_3D, GL.TEXTURE_2D_ARRAY, GL.PROXY_TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY,
    GL.PROXY_TEXTURE_CUBE_MAP_ARRAY],
};

/** Bytes of a w×h×d region of 4×4 blocks. */
export function compressedSize(blockBytes: number, w: number, h: number, d: number): number {
  return Math.ceil(w / 4) * Math.ceil(h / 4) * d * blockBytes;
}

/**
 * Copies the w×h×d region at (x, y, z) between a tightly packed region (`region` from `base`) and a whole
 * image's blocks (`image`, imageW×imageH): into the image when `out` is false, out of it when true. x and y are
 * multiples of 4 (the callers check §8.7's alignment).
 */
export function copyBlocks(bb: number, region: Uint8Array, base: number, w: number, h: number, d: number, image: Uint8Array,
  imageW: number, imageH: number, x: number, y: number, z: number, out: boolean): void {
  const fullW = Math.ceil(imageW / 4), fullH = Math.ceil(imageH / 4), bw = Math.ceil(w / 4), bh = Math.ceil(h / 4);
  const row = bw * bb;
  for (let k = 0; k < d; k++) {
    for (let j = 0; j < bh; j++) {
      const at = (((z + k) * fullH + y / 4 + j) * fullW + x / 4) * bb;
      const r = base + (k * bh + j) * row;
      if (out) region.set(image.subarray(at, at + row), r);
      else image.set(region.subarray(r, r + row), at);
    }
  }
}

export function textureCompressedEntryPoints(fe: FrontEnd, shared: AreaBShared) {
  const src = shared.source;

  function bindTargetOf(target: number): number {
    const p = proxyBase(target);
    return p !== 0 ? p : isCubeFace(target) ? GL.TEXTURE_CUBE_MAP : target;
  }

  function noDecoder(fn: string, format: number): void {
    fe.debugCallback?.(GL.DEBUG_SOURCE_API, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM,
      `${fn}: no client decoder for ${hex(format)}; the level's fallback texels are zero`);
  }

  function image(fn: string, dims: 1 | 2 | 3, target: number, level: number, internalformat: number, width: number,
    height: number, depth: number, border: number, imageSize: number, data: VoidData): void {
    if (!TARGETS[dims].includes(target)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    const info = formatInfo(internalformat);
    if (info === undefined || (info.flags & FormatFlag.SpecificCompressed) === 0) {
      return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(internalformat)} is not a specific compressed format`);
    }
    const bindTarget = bindTargetOf(target);
    if (bindTarget !== GL.TEXTURE_2D && bindTarget !== GL.TEXTURE_CUBE_MAP && bindTarget !== GL.TEXTURE_2D_ARRAY &&
      bindTarget !== GL.TEXTURE_CUBE_MAP_ARRAY) {
      // §8.7: the S3TC / RGTC / BPTC / ETC2 families only describe 2D images (and arrays of them).
      return fe.error(bindTarget === GL.TEXTURE_3D ? GL.INVALID_OPERATION : GL.INVALID_ENUM,
        `${fn}: ${hex(internalformat)} cannot be used with ${hex(bindTarget)}`);
    }
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    if (border !== 0) return fe.error(GL.INVALID_VALUE, `${fn}: border must be 0`);
    const max = maxSizeOf(fe, bindTarget) >> level;
    const proxy = proxyBase(target) !== 0;
    const sizeOk = width >= 0 && height >= 0 && depth >= 0 && width <= max && height <= max &&
      (dims < 3 || depth <= fe.caps.maxArrayTextureLayers) && (bindTarget !== GL.TEXTURE_CUBE_MAP && bindTarget !== GL.TEXTURE_CUBE_MAP_ARRAY || width === height) &&
      (bindTarget !== GL.TEXTURE_CUBE_MAP_ARRAY || depth % 6 === 0);
    if (!sizeOk && !proxy) return fe.error(GL.INVALID_VALUE, `${fn}: size ${width}×${height}×${depth} is not supported`);
    const expected = compressedSize(info.blockBytes, width, height, depth);
    if (imageSize !== expected) return fe.error(GL.INVALID_VALUE, `${fn}: imageSize ${imageSize} is not the ${expected} bytes the size needs`);
    const texture = proxy ? shared.ProxyTexture(target) : boundTexture(fe, target);
    if (texture.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the texture has immutable storage`);
    const face = faceOf(target);
    if (proxy) {
      texture.AllocateLevel(face, level, sizeOk ? internalformat : 0, sizeOk ? width : 0, sizeOk ? height : 0, sizeOk ? depth : 0, 0, true, null);
      return;
    }
    if (!resolveTransferData(fe, fn, data, false, imageSize, 1, src)) return;
    const bytes = levelBytes(info, width, height, depth);
    if (bytes < 0) return fe.error(GL.OUT_OF_MEMORY, `${fn}: the level is too large to shadow on the client`);
    const texels = new Uint8Array(bytes);
    if (src.bytes !== null) {
      if (canDecode(internalformat)) decodeCompressedImage(internalformat, info.blockBytes, src.bytes, src.base, width, height, depth, texels, width, height, 0, 0, 0);
      else noDecoder(fn, internalformat);
    }
    texture.AllocateLevel(face, level, internalformat, width, height, depth, 0, true, texels);
    // @mutates TextureImage.blocks front-end only (getCompressed*Image reads them); the backend never sees them, the decoded texels are published with the level
    if (src.bytes !== null) texture.GetImage(face, level).blocks = src.bytes.slice(src.base, src.base + imageSize);
  }

  function subImage(fn: string, dims: 1 | 2 | 3, target: number, level: number, x: number, y: number, z: number,
    width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData, named: Texture | null = null): void {
    if (!TARGETS[dims].includes(target) || proxyBase(target) !== 0) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    const info = formatInfo(format);
    if (info === undefined || (info.flags & FormatFlag.SpecificCompressed) === 0) {
      return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(format)} is not a specific compressed format`);
    }
    const bindTarget = bindTargetOf(target);
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    const texture = named ?? boundTexture(fe, target);
    const face = faceOf(target);
    const img = texture.GetImage(face, level);
    if (img.data === null || img.internalFormat === 0) return fe.error(GL.INVALID_OPERATION, `${fn}: level ${level} has not been defined`);
    if (img.internalFormat !== format) return fe.error(GL.INVALID_OPERATION, `${fn}: format ${hex(format)} is not the image's ${hex(img.internalFormat)}`);
    if (width < 0 || height < 0 || depth < 0 || x < 0 || y < 0 || z < 0 || x + width > img.width || y + height > img.height || z + depth > img.depth) {
      return fe.error(GL.INVALID_VALUE, `${fn}: the region exceeds the image`);
    }
    // §8.7: regions start on block boundaries and cover whole blocks except at the image's edge.
    if (x % 4 !== 0 || y % 4 !== 0 || (width % 4 !== 0 && x + width !== img.width) || (height % 4 !== 0 && y + height !== img.height)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: the region is not aligned to 4×4 blocks`);
    }
    const expected = compressedSize(info.blockBytes, width, height, depth);
    if (imageSize !== expected) return fe.error(GL.INVALID_VALUE, `${fn}: imageSize ${imageSize} is not the ${expected} bytes the region needs`);
    if (!resolveTransferData(fe, fn, data, false, imageSize, 1, src)) return;
    if (src.bytes === null) return;
    if (canDecode(format)) decodeCompressedImage(format, info.blockBytes, src.bytes, src.base, width, height, depth, img.data, img.width, img.height, x, y, z);
    else noDecoder(fn, format);
    // Blocks outside every upload so far (storage only, or data null) are undefined content: zeros here.
    const kept = img.blocks ?? new Uint8Array(compressedSize(info.blockBytes, img.width, img.height, img.depth));
    copyBlocks(info.blockBytes, src.bytes, src.base, width, height, depth, kept, img.width, img.height, x, y, z, false);
    texture.MarkLevelContentChanged(face, level, x, y, z, width, height, depth);
    // @mutates TextureImage.blocks front-end only (getCompressed*Image reads them); the decoded region is published through MarkLevelContentChanged
    img.blocks = kept; // MarkLevelContentChanged dropped them (other writers); this one kept them current
  }

  /** GL 4.5 CompressedTextureSubImage*: the named texture, its target valid for the command (else INVALID_OPERATION). */
  function named(fn: string, name: number, dims: 1 | 2 | 3): Texture | null {
    const t = namedTexture(fe, fn, name);
    if (t !== null && !TARGETS[dims].includes(t.target)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the texture's target ${hex(t.target)} does not take this command`);
      return null;
    }
    return t;
  }

  return {
    compressedTextureSubImage1D(texture, level, xoffset, width, format, imageSize, data) {
      const t = named('compressedTextureSubImage1D', texture, 1);
      if (t !== null) subImage('compressedTextureSubImage1D', 1, t.target, level, xoffset, 0, 0, width, 1, 1, format, imageSize, data, t);
    },
    compressedTextureSubImage2D(texture, level, xoffset, yoffset, width, height, format, imageSize, data) {
      const t = named('compressedTextureSubImage2D', texture, 2);
      if (t !== null) subImage('compressedTextureSubImage2D', 2, t.target, level, xoffset, yoffset, 0, width, height, 1, format, imageSize, data, t);
    },
    compressedTextureSubImage3D(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data) {
      const t = named('compressedTextureSubImage3D', texture, 3);
      if (t !== null) subImage('compressedTextureSubImage3D', 3, t.target, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data, t);
    },
    compressedTexImage1D(target, level, internalformat, width, border, imageSize, data) {
      image('compressedTexImage1D', 1, target, level, internalformat, width, 1, 1, border, imageSize, data);
    },
    compressedTexImage2D(target, level, internalformat, width, height, border, imageSize, data) {
      image('compressedTexImage2D', 2, target, level, internalformat, width, height, 1, border, imageSize, data);
    },
    compressedTexImage3D(target, level, internalformat, width, height, depth, border, imageSize, data) {
      image('compressedTexImage3D', 3, target, level, internalformat, width, height, depth, border, imageSize, data);
    },
    compressedTexSubImage1D(target, level, xoffset, width, format, imageSize, data) {
      subImage('compressedTexSubImage1D', 1, target, level, xoffset, 0, 0, width, 1, 1, format, imageSize, data);
    },
    compressedTexSubImage2D(target, level, xoffset, yoffset, width, height, format, imageSize, data) {
      subImage('compressedTexSubImage2D', 2, target, level, xoffset, yoffset, 0, width, height, 1, format, imageSize, data);
    },
    compressedTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data) {
      subImage('compressedTexSubImage3D', 3, target, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data);
    },
  } satisfies Partial<GLFunctions>;
}
