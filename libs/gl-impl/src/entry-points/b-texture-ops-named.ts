// The GL 4.5 named texture operations of b-texture-ops.ts (copies, image queries incl. region reads, buffer
// textures): each resolves the named texture, checks its target (fixed at creation) against the command,
// and runs the same internal operation as the bind-to-edit form on that object.
import type { GLFunctions, VoidData } from '@mgpipe/gl-api';
import { type Buffer, GenericBufferSlot, type Texture } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { FormatFlag, formatInfo } from './b-formats.ts';
import { computeLayout, isPixelFormat, isPixelType, typeSize } from './b-pixels.ts';
import { compressedSize } from './b-texture-compressed.ts';
import { type AreaBShared, COPY2D_TARGETS, COPY3D_TARGETS, GET_IMAGE_TARGETS, maxLevelOf, namedTexture, resolveTransferData } from './b-texture-common.ts';
import { hex } from './b-texture-images.ts';

/** The internal operations of b-texture-ops.ts, each taking the texture object (`named`). */
export interface TextureOps {
  texImageQuery(fn: string, target: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData, named: Texture | null,
    scratch?: boolean): void;
  compressedQuery(fn: string, target: number, level: number, bufSize: number, pixels: VoidData, named: Texture | null, scratch?: boolean): void;
  copySubImage(fn: string, dims: 1 | 2 | 3, target: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number,
    y: number, width: number, height: number, named: Texture | null): void;
  texBufferCommon(fn: string, target: number, internalformat: number, bufferName: number, offset: number, size: number, range: boolean,
    named: Texture | null): void;
}

/** The operations arrive as separate function arguments (not an object) so dirty-surface follows them. */
export function namedTextureOpEntryPoints(fe: FrontEnd, shared: AreaBShared, texImageQuery: TextureOps['texImageQuery'],
  compressedQuery: TextureOps['compressedQuery'], copySubImage: TextureOps['copySubImage'], texBufferCommon: TextureOps['texBufferCommon']) {
  const st = fe.state;
  const layout = shared.layout;

  function dsaTexture(fn: string, name: number, targets: readonly number[]): Texture | null {
    const t = namedTexture(fe, fn, name);
    if (t !== null && !targets.includes(t.target)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the texture's target ${hex(t.target)} does not take this command`);
      return null;
    }
    return t;
  }

  /** A client view or buffer offset `at` bytes further on (cube map faces of one 3D-style transfer). */
  function advance(pixels: VoidData, at: number): VoidData {
    if (typeof pixels === 'number') return pixels + at;
    if (ArrayBuffer.isView(pixels)) return new Uint8Array(pixels.buffer, pixels.byteOffset + Math.min(at, pixels.byteLength), Math.max(0, pixels.byteLength - at));
    return pixels;
  }

  /** GetTextureImage of a cube map returns its six faces as consecutive images (pack image stride). */
  function cubeImageQuery(fn: string, t: Texture, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
    const img = t.GetImage(0, level);
    computeLayout(st.pack, format, type, img.width, img.height, 6, true, layout);
    // §8.11.4: bufSize bounds client memory; with a PIXEL_PACK_BUFFER bound the buffer's size does (per face below).
    if (st.buffers.GetBound(GenericBufferSlot.PixelPack) === null && layout.extent > bufSize) return fe.error(GL.INVALID_OPERATION, `${fn}: ${layout.extent} bytes do not fit in bufSize ${bufSize}`);
    const stride = layout.imageStride;
    const skip = st.pack.skipImages * stride;
    for (let f = 0; f < 6; f++) texImageQuery(fn, GL.TEXTURE_CUBE_MAP_POSITIVE_X + f, level, format, type, Infinity, advance(pixels, skip + f * stride), t);
  }

  /** The region check of the GetTexture*SubImage queries (§8.11.4); false after INVALID_VALUE. */
  function regionOk(fn: string, t: Texture, level: number, x: number, y: number, z: number, w: number, h: number, d: number): boolean {
    const img = t.GetImage(0, level);
    const depth = t.target === GL.TEXTURE_CUBE_MAP ? 6 : img.depth;
    if (x < 0 || y < 0 || z < 0 || w < 0 || h < 0 || d < 0 || x + w > img.width || y + h > img.height || z + d > depth) {
      fe.error(GL.INVALID_VALUE, `${fn}: the region exceeds the ${img.width}×${img.height}×${depth} level`);
      return false;
    }
    return true;
  }

  /**
   * GetTextureSubImage: the backend reads whole levels (getTexImage verb), so the level (each cube face
   * separately) is read into a scratch block under the current pack state and the region copied out of it
   * row by row into the region's own pack layout. With a PIXEL_PACK_BUFFER bound, `pixels` is a byte offset
   * into it, checked as readPixels checks it (resolveTransferData: aligned to the type, inside the buffer,
   * else INVALID_OPERATION); the rows are then written into the buffer's shadow and each handed to the
   * backend as a sub-data range, the way query results reach a QUERY_BUFFER (c-queries.ts).
   */
  function subImageQuery(fn: string, texture: number, level: number, x: number, y: number, z: number, w: number, h: number, d: number,
    format: number, type: number, bufSize: number, pixels: VoidData): void {
    const t = dsaTexture(fn, texture, [...GET_IMAGE_TARGETS.slice(0, 7), GL.TEXTURE_CUBE_MAP]);
    if (t === null) return;
    if (!isPixelFormat(format) || !isPixelType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid format or type`);
    if (level < 0 || level > maxLevelOf(fe, t.target)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    if (!regionOk(fn, t, level, x, y, z, w, h, d)) return;
    const region = computeLayout(st.pack, format, type, w, h, d, true, layout);
    const [rSkip, rRow, rImage, pb, rExtent] = [region.skipBytes, region.rowStride, region.imageStride, region.pixelBytes, region.extent];
    const pack = st.buffers.GetBound(GenericBufferSlot.PixelPack);
    let base = 0;
    if (pack !== null) {
      if (!resolveTransferData(fe, fn, pixels, true, rExtent, typeSize(type), shared.source)) return;
      base = shared.source.base;
    } else {
      if (rExtent > bufSize) return fe.error(GL.INVALID_OPERATION, `${fn}: ${rExtent} bytes do not fit in bufSize ${bufSize}`);
      if (!ArrayBuffer.isView(pixels)) return fe.error(GL.INVALID_OPERATION, `${fn}: pixels must be client memory`);
      if (pixels.byteLength < rExtent) return fe.error(GL.INVALID_OPERATION, `${fn}: pixels holds ${pixels.byteLength} bytes, the region needs ${rExtent}`);
    }
    if (w === 0 || h === 0 || d === 0) return;
    const out = pack !== null ? pack.data : new Uint8Array((pixels as ArrayBufferView).buffer, (pixels as ArrayBufferView).byteOffset, (pixels as ArrayBufferView).byteLength);
    const img = t.GetImage(0, level);
    const cube = t.target === GL.TEXTURE_CUBE_MAP;
    const full = computeLayout(st.pack, format, type, img.width, img.height, cube ? 1 : img.depth, true, layout);
    const [fSkip, fRow, fImage, fExtent] = [full.skipBytes, full.rowStride, full.imageStride, full.extent];
    const scratch = new Uint8Array(fExtent);
    const copyImage = (srcImage: number, dstImage: number) => {
      for (let j = 0; j < h; j++) {
        const from = fSkip + srcImage * fImage + (y + j) * fRow + x * pb;
        const to = base + rSkip + dstImage * rImage + j * rRow;
        out.set(scratch.subarray(from, from + w * pb), to);
        if (pack !== null) packWritten(pack, to, w * pb);
      }
    };
    if (cube) {
      for (let k = 0; k < d; k++) {
        texImageQuery(fn, GL.TEXTURE_CUBE_MAP_POSITIVE_X + z + k, level, format, type, Infinity, scratch, t, true);
        copyImage(0, k);
      }
      return;
    }
    texImageQuery(fn, t.target, level, format, type, Infinity, scratch, t, true);
    for (let k = 0; k < d; k++) copyImage(z + k, k);
  }

  /** Bytes the front end wrote into a PIXEL_PACK_BUFFER's shadow: marked and pushed as one sub-data range. */
  function packWritten(pack: Buffer, offset: number, size: number): void {
    pack.MarkContentChanged(offset, size);
    fe.backend.bufferOps.onBufferSubData(pack, offset, size);
  }

  /** GetCompressedTextureSubImage: the level's kept blocks read whole (compressedQuery) and the region's blocks copied out. */
  function compressedSubImageQuery(fn: string, texture: number, level: number, x: number, y: number, z: number, w: number, h: number,
    d: number, bufSize: number, pixels: VoidData): void {
    const t = dsaTexture(fn, texture, GET_IMAGE_TARGETS.slice(0, 7));
    if (t === null) return;
    if (level < 0 || level > maxLevelOf(fe, t.target)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    if (!regionOk(fn, t, level, x, y, z, w, h, d)) return;
    const img = t.GetImage(0, level);
    const info = formatInfo(img.internalFormat);
    if (info === undefined || (info.flags & FormatFlag.SpecificCompressed) === 0) return fe.error(GL.INVALID_OPERATION, `${fn}: level ${level} is not a compressed image`);
    if (x % 4 !== 0 || y % 4 !== 0 || (w % 4 !== 0 && x + w !== img.width) || (h % 4 !== 0 && y + h !== img.height)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: the region is not aligned to 4×4 blocks`);
    }
    const size = compressedSize(info.blockBytes, w, h, d);
    const pack = st.buffers.GetBound(GenericBufferSlot.PixelPack);
    let base = 0;
    if (pack !== null) {
      if (!resolveTransferData(fe, fn, pixels, true, size, 1, shared.source)) return;
      base = shared.source.base;
    } else {
      if (size > bufSize) return fe.error(GL.INVALID_OPERATION, `${fn}: ${size} bytes do not fit in bufSize ${bufSize}`);
      if (!ArrayBuffer.isView(pixels) || pixels.byteLength < size) return fe.error(GL.INVALID_OPERATION, `${fn}: pixels must be client memory of at least ${size} bytes`);
    }
    if (size === 0) return;
    const scratch = new Uint8Array(compressedSize(info.blockBytes, img.width, img.height, img.depth));
    compressedQuery(fn, t.target, level, Infinity, scratch, t, true);
    const view = pixels as ArrayBufferView;
    const out = pack !== null ? pack.data.subarray(base) : new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    const bb = info.blockBytes, fullW = Math.ceil(img.width / 4), fullH = Math.ceil(img.height / 4);
    const bw = Math.ceil(w / 4), bh = Math.ceil(h / 4);
    for (let k = 0; k < d; k++) {
      for (let j = 0; j < bh; j++) {
        const from = (((z + k) * fullH + y / 4 + j) * fullW + x / 4) * bb;
        out.set(scratch.subarray(from, from + bw * bb), ((k * bh + j) * bw) * bb);
      }
    }
    if (pack !== null) packWritten(pack, base, size);
  }

  return {
    textureBuffer(texture: number, internalformat: number, buffer: number) {
      const t = dsaTexture('textureBuffer', texture, [GL.TEXTURE_BUFFER]);
      if (t !== null) texBufferCommon('textureBuffer', GL.TEXTURE_BUFFER, internalformat, buffer, 0, 0, false, t);
    },
    textureBufferRange(texture: number, internalformat: number, buffer: number, offset: number, size: number) {
      const t = dsaTexture('textureBufferRange', texture, [GL.TEXTURE_BUFFER]);
      if (t !== null) texBufferCommon('textureBufferRange', GL.TEXTURE_BUFFER, internalformat, buffer, offset, size, true, t);
    },
    copyTextureSubImage1D(texture: number, level: number, xoffset: number, x: number, y: number, width: number) {
      const t = dsaTexture('copyTextureSubImage1D', texture, [GL.TEXTURE_1D]);
      if (t !== null) copySubImage('copyTextureSubImage1D', 1, t.target, level, xoffset, 0, 0, x, y, width, 1, t);
    },
    copyTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number) {
      const t = dsaTexture('copyTextureSubImage2D', texture, COPY2D_TARGETS.slice(0, 3));
      if (t !== null) copySubImage('copyTextureSubImage2D', 2, t.target, level, xoffset, yoffset, 0, x, y, width, height, t);
    },
    copyTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number) {
      const fn = 'copyTextureSubImage3D';
      const t = dsaTexture(fn, texture, [...COPY3D_TARGETS, GL.TEXTURE_CUBE_MAP]);
      if (t === null) return;
      if (t.target !== GL.TEXTURE_CUBE_MAP) return copySubImage(fn, 3, t.target, level, xoffset, yoffset, zoffset, x, y, width, height, t);
      // A cube map's zoffset is the face (§8.6).
      if (zoffset < 0 || zoffset > 5) return fe.error(GL.INVALID_VALUE, `${fn}: zoffset ${zoffset} is not a cube map face`);
      copySubImage(fn, 2, GL.TEXTURE_CUBE_MAP_POSITIVE_X + zoffset, level, xoffset, yoffset, 0, x, y, width, height, t);
    },
    getTextureImage(texture: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData) {
      const fn = 'getTextureImage';
      const t = dsaTexture(fn, texture, [...GET_IMAGE_TARGETS.slice(0, 7), GL.TEXTURE_CUBE_MAP]);
      if (t === null) return;
      if (t.target === GL.TEXTURE_CUBE_MAP) {
        if (!isPixelFormat(format) || !isPixelType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid format or type`);
        if (level < 0 || level > maxLevelOf(fe, t.target)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
        return cubeImageQuery(fn, t, level, format, type, bufSize, pixels);
      }
      texImageQuery(fn, t.target, level, format, type, bufSize, pixels, t);
    },
    getTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number,
      depth: number, format: number, type: number, bufSize: number, pixels: VoidData) {
      subImageQuery('getTextureSubImage', texture, level, xoffset, yoffset, zoffset, width, height, depth, format, type, bufSize, pixels);
    },
    getCompressedTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number,
      height: number, depth: number, bufSize: number, pixels: VoidData) {
      compressedSubImageQuery('getCompressedTextureSubImage', texture, level, xoffset, yoffset, zoffset, width, height, depth, bufSize, pixels);
    },
    getCompressedTextureImage(texture: number, level: number, bufSize: number, pixels: VoidData) {
      const fn = 'getCompressedTextureImage';
      const t = dsaTexture(fn, texture, GET_IMAGE_TARGETS.slice(0, 7));
      if (t !== null) compressedQuery(fn, t.target, level, bufSize, pixels, t);
    },
  } satisfies Partial<GLFunctions>;
}
