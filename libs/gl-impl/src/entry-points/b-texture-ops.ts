// Texture operations beyond image specification (GL 4.5 §8.6 copies, §8.14.4 mipmap generation, §8.11.4
// texture image queries, §8.21 clears, §8.20 invalidation, §8.9 buffer textures, §8.18 texture views).
// Copies and mip generation run on the backend (verbs copyTexSubImage / generateMipmap); the front end
// allocates the levels they define; with the legacy verbs it bumps the content counters (the backend read the texels
// back into the shadow), pushed it marks the levels server-written (the texels stay there). getTexImage is the getTexImage verb
// (the backend owns texels once uploaded); getCompressedTexImage answers on the client from the blocks the
// compressed uploads kept (TextureImage.blocks). Clears are applied to the client shadow.
import type { GLFunctions, VoidData } from '@mgpipe/gl-api';
import type { Texture } from '@mgpipe/gl-state';
import { DEPTH_SLOT, GenericBufferSlot, MAX_TEXTURE_LEVELS, textureTargetIndexOf } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { FormatFlag, formatInfo, isCompressed, isIntegerFormat, viewCompatible } from './b-formats.ts';
import { depthStencilFormat, framebufferSamples, framebufferStatus, readColorFormat } from './b-framebuffer-status.ts';
import { computeLayout, fillBox, isPixelFormat, isPixelType, pixelBytes, typeSize } from './b-pixels.ts';
import { compressedSize } from './b-texture-compressed.ts';
import { namedTextureOpEntryPoints } from './b-texture-ops-named.ts';
import {
  type AreaBShared, COPY2D_TARGETS, COPY3D_TARGETS, GET_IMAGE_TARGETS, boundTexture, faceOf, namedTexture, isCubeFace, levelBytes, maxLevelOf, maxSizeOf, mipSize, resolveTransferData,
} from './b-texture-common.ts';
import { hex, uploadMismatch } from './b-texture-images.ts';

const MIPMAP_TARGETS: readonly number[] = [GL.TEXTURE_1D, GL.TEXTURE_2D, GL.TEXTURE_3D, GL.TEXTURE_1D_ARRAY, GL.TEXTURE_2D_ARRAY,
  GL.TEXTURE_CUBE_MAP, GL.TEXTURE_CUBE_MAP_ARRAY];
/** Table 8.16: internal formats of buffer textures. */
const BUFFER_TEXTURE_FORMATS: readonly number[] = [GL.R8, GL.R16, GL.R16F, GL.R32F, GL.R8I, GL.R16I, GL.R32I, GL.R8UI, GL.R16UI, GL.R32UI,
  GL.RG8, GL.RG16, GL.RG16F, GL.RG32F, GL.RG8I, GL.RG16I, GL.RG32I, GL.RG8UI, GL.RG16UI, GL.RG32UI,
  GL.RGB32F, GL.RGB32I, GL.RGB32UI, GL.RGBA8, GL.RGBA16, GL.RGBA16F, GL.RGBA32F, GL.RGBA8I, GL.RGBA16I, GL.RGBA32I,
  GL.RGBA8UI, GL.RGBA16UI, GL.RGBA32UI];
/** Table 8.21: view targets each original target allows. */
const VIEW_TARGETS = new Map<number, readonly number[]>([
  [GL.TEXTURE_1D, [GL.TEXTURE_1D, GL.TEXTURE_1D_ARRAY]],
  [GL.TEXTURE_1D_ARRAY, [GL.TEXTURE_1D, GL.TEXTURE_1D_ARRAY]],
  [GL.TEXTURE_2D, [GL.TEXTURE_2D, GL.TEXTURE_2D_ARRAY]],
  [GL.TEXTURE_3D, [GL.TEXTURE_3D]],
  [GL.TEXTURE_RECTANGLE, [GL.TEXTURE_RECTANGLE]],
  [GL.TEXTURE_CUBE_MAP, [GL.TEXTURE_CUBE_MAP, GL.TEXTURE_2D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY]],
  [GL.TEXTURE_2D_ARRAY, [GL.TEXTURE_2D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP, GL.TEXTURE_CUBE_MAP_ARRAY]],
  [GL.TEXTURE_CUBE_MAP_ARRAY, [GL.TEXTURE_CUBE_MAP, GL.TEXTURE_2D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY]],
  [GL.TEXTURE_2D_MULTISAMPLE, [GL.TEXTURE_2D_MULTISAMPLE, GL.TEXTURE_2D_MULTISAMPLE_ARRAY]],
  [GL.TEXTURE_2D_MULTISAMPLE_ARRAY, [GL.TEXTURE_2D_MULTISAMPLE, GL.TEXTURE_2D_MULTISAMPLE_ARRAY]],
]);

/** Layers of a texture's level-0 image as texture views count them (cube maps: 6 faces). */
function layerCount(t: Texture): number {
  if (t.target === GL.TEXTURE_CUBE_MAP) return 6;
  const img = t.GetImage(0, 0);
  if (t.target === GL.TEXTURE_1D_ARRAY) return img.height;
  if (t.target === GL.TEXTURE_2D_ARRAY || t.target === GL.TEXTURE_CUBE_MAP_ARRAY || t.target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY) return img.depth;
  return 1;
}

export function textureOpEntryPoints(fe: FrontEnd, shared: AreaBShared) {
  const st = fe.state;
  const objects = st.objects;
  const src = shared.source;
  const layout = shared.layout;

  function missingVerb(fn: string, verb: string): void {
    fe.debugCallback?.(GL.DEBUG_SOURCE_API, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM,
      `${fn}: the backend has no ${verb} verb; nothing was done`);
  }

  /** Read-framebuffer checks shared by the copyTex* family (§8.6, §18.2.1). */
  function readFramebufferOk(fn: string, depthNeeded: boolean, integer: boolean | null): boolean {
    const fb = st.readFramebuffer;
    if (framebufferStatus(fb) !== GL.FRAMEBUFFER_COMPLETE) {
      fe.error(GL.INVALID_FRAMEBUFFER_OPERATION, `${fn}: the read framebuffer is not complete`);
      return false;
    }
    if (framebufferSamples(fb) > 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the read framebuffer is multisampled`);
      return false;
    }
    if (depthNeeded) {
      if (depthStencilFormat(fb, DEPTH_SLOT) === undefined) {
        fe.error(GL.INVALID_OPERATION, `${fn}: the read framebuffer has no depth buffer`);
        return false;
      }
      return true;
    }
    const color = readColorFormat(fb);
    if (color === undefined) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the read framebuffer has no color read buffer`);
      return false;
    }
    if (integer !== null && isIntegerFormat(color) !== integer) {
      fe.error(GL.INVALID_OPERATION, `${fn}: integer and non-integer formats do not copy into each other`);
      return false;
    }
    return true;
  }

  function copyImage(fn: string, target: number, level: number, internalformat: number, x: number, y: number,
    width: number, height: number, border: number, oneD: boolean): void {
    if (oneD ? target !== GL.TEXTURE_1D : !COPY2D_TARGETS.includes(target)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    const bindTarget = isCubeFace(target) ? GL.TEXTURE_CUBE_MAP : target;
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    const info = formatInfo(internalformat);
    if (info === undefined) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(internalformat)} is not an internal format`);
    const max = maxSizeOf(fe, bindTarget) >> level;
    if (width < 0 || height < 0 || width > max || (height > max && bindTarget !== GL.TEXTURE_1D_ARRAY) || border !== 0 ||
      (bindTarget === GL.TEXTURE_CUBE_MAP && width !== height)) {
      return fe.error(GL.INVALID_VALUE, `${fn}: size ${width}×${height} / border ${border} is not valid`);
    }
    if ((info.flags & FormatFlag.SpecificCompressed) !== 0 || info.base === GL.STENCIL_INDEX) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: cannot copy into ${hex(internalformat)}`);
    }
    const depth = info.depthBits > 0;
    if (!readFramebufferOk(fn, depth, depth ? null : isIntegerFormat(info))) return;
    const texture = boundTexture(fe, target);
    if (texture.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the texture has immutable storage`);
    const bytes = levelBytes(info, width, height, 1);
    if (bytes < 0) return fe.error(GL.OUT_OF_MEMORY, `${fn}: the level is too large to shadow on the client`);
    const face = faceOf(target);
    texture.AllocateLevel(face, level, internalformat, width, height, 1, 0, true, new Uint8Array(bytes));
    const verb = fe.backend.verbs.copyTexSubImage;
    if (verb === null) return missingVerb(fn, 'copyTexSubImage');
    verb(texture, target, level, 0, 0, 0, x, y, width, height);
    markCopied(texture, face, level, 0, 0, 0, width, height);
  }

  function copySubImage(fn: string, dims: 1 | 2 | 3, target: number, level: number, xoffset: number, yoffset: number,
    zoffset: number, x: number, y: number, width: number, height: number, named: Texture | null = null): void {
    const ok = dims === 1 ? target === GL.TEXTURE_1D : dims === 2 ? COPY2D_TARGETS.includes(target) : COPY3D_TARGETS.includes(target);
    if (!ok) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    const bindTarget = isCubeFace(target) ? GL.TEXTURE_CUBE_MAP : target;
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    const texture = named ?? boundTexture(fe, target);
    const face = faceOf(target);
    const img = texture.GetImage(face, level);
    const info = formatInfo(img.internalFormat);
    if (info === undefined) return fe.error(GL.INVALID_OPERATION, `${fn}: level ${level} has not been defined`);
    if (width < 0 || height < 0 || xoffset < 0 || yoffset < 0 || zoffset < 0 || xoffset + width > img.width ||
      yoffset + height > img.height || zoffset >= img.depth) {
      return fe.error(GL.INVALID_VALUE, `${fn}: the region exceeds the image`);
    }
    const depth = info.depthBits > 0;
    if (!readFramebufferOk(fn, depth, depth ? null : isIntegerFormat(info))) return;
    const verb = fe.backend.verbs.copyTexSubImage;
    if (verb === null) return missingVerb(fn, 'copyTexSubImage');
    verb(texture, target, level, xoffset, yoffset, zoffset, x, y, width, height);
    markCopied(texture, face, level, xoffset, yoffset, zoffset, width, height);
  }

  /**
   * After a copy verb: pushed (copy_framebuffer_to_texture), the texels stay on the server and the shadow is not their
   * content; the legacy verb read them back into the shadow, which is then new content of the box.
   */
  function markCopied(t: Texture, face: number, level: number, x: number, y: number, z: number, w: number, h: number): void {
    if (fe.tracker?.transfers != null) t.MarkLevelServerWritten(face, level);
    else t.MarkLevelContentChanged(face, level, x, y, z, w, h, 1);
  }

  /** §8.17: a cube map is cube complete when its six level-base faces are equal, square and defined. */
  function cubeComplete(t: Texture): boolean {
    const base = t.GetImage(0, t.baseLevel);
    if (base.width === 0 || base.width !== base.height) return false;
    for (let f = 1; f < 6; f++) {
      const img = t.GetImage(f, t.baseLevel);
      if (img.width !== base.width || img.height !== base.height || img.internalFormat !== base.internalFormat) return false;
    }
    return true;
  }

  /** `scratch`: `pixels` is the front end's own client block even while a PIXEL_PACK_BUFFER is bound (sub-image reads). */
  function texImageQuery(fn: string, target: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData,
    named: Texture | null = null, scratch = false): void {
    if (!GET_IMAGE_TARGETS.includes(target)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    if (!isPixelFormat(format)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(format)} is not a pixel format`);
    if (!isPixelType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(type)} is not a pixel type`);
    const bindTarget = isCubeFace(target) ? GL.TEXTURE_CUBE_MAP : target;
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    const texture = named ?? boundTexture(fe, target);
    const img = texture.GetImage(faceOf(target), level);
    const info = formatInfo(img.internalFormat);
    if (info !== undefined) {
      const mismatch = uploadMismatch(info, format, type);
      if (mismatch !== null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${mismatch}`);
    }
    computeLayout(st.pack, format, type, img.width, img.height, img.depth, true, layout);
    // §8.11.4: bufSize bounds client memory; with a PIXEL_PACK_BUFFER bound the buffer's size does (resolveTransferData).
    if ((scratch || st.buffers.GetBound(GenericBufferSlot.PixelPack) === null) && layout.extent > bufSize) return fe.error(GL.INVALID_OPERATION, `${fn}: ${layout.extent} bytes do not fit in bufSize ${bufSize}`);
    if (scratch) src.buffer = null;
    else if (!resolveTransferData(fe, fn, pixels, true, layout.extent, typeSize(type), src)) return;
    const verb = fe.backend.verbs.getTexImage;
    if (verb === null) return missingVerb(fn, 'getTexImage');
    verb(texture, target, level, format, type, pixels ?? 0, src.buffer);
  }

  function compressedQuery(fn: string, target: number, level: number, bufSize: number, pixels: VoidData, named: Texture | null = null,
    scratch = false): void {
    if (!GET_IMAGE_TARGETS.includes(target)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    const bindTarget = isCubeFace(target) ? GL.TEXTURE_CUBE_MAP : target;
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    const texture = named ?? boundTexture(fe, target);
    const img = texture.GetImage(faceOf(target), level);
    const info = formatInfo(img.internalFormat);
    if (info === undefined || (info.flags & FormatFlag.SpecificCompressed) === 0) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: level ${level} is not a compressed image`);
    }
    const size = compressedSize(info.blockBytes, img.width, img.height, img.depth);
    if ((scratch || st.buffers.GetBound(GenericBufferSlot.PixelPack) === null) && size > bufSize) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: ${size} bytes do not fit in bufSize ${bufSize}`);
    }
    if (scratch) {
      src.buffer = null;
      src.bytes = pixels as Uint8Array; // the sub-image query's own block
      src.base = 0;
    } else if (!resolveTransferData(fe, fn, pixels, true, size, 1, src)) return;
    if (src.bytes === null || size === 0) return;
    // §8.11.4: the blocks themselves, exactly `size` bytes, from the copy the compressed uploads kept (the
    // backend holds decoded texels only). Unknown blocks (defined by texImage* from uncompressed texels, which
    // this front end does not encode, or rewritten by a copy) come back as zeros, said through the debug callback.
    const out = src.bytes, base = src.base;
    if (img.blocks !== null) out.set(img.blocks.subarray(0, size), base);
    else {
      out.fill(0, base, base + size);
      fe.debugCallback?.(GL.DEBUG_SOURCE_API, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM,
        `${fn}: level ${level}'s compressed blocks are not known (not defined by compressed uploads); zeros returned`);
    }
    if (src.buffer !== null) {
      src.buffer.MarkContentChanged(base, size);
      fe.backend.bufferOps.onBufferSubData(src.buffer, base, size);
    }
  }

  function clear(fn: string, name: number, level: number, x: number, y: number, z: number, w: number, h: number, d: number,
    format: number, type: number, data: VoidData, whole: boolean): void {
    const t = objects.textures.Get(name);
    if (t === null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not an existing texture`);
    if (t.target === GL.TEXTURE_BUFFER) return fe.error(GL.INVALID_OPERATION, `${fn}: buffer textures cannot be cleared`);
    if (level < 0 || level >= MAX_TEXTURE_LEVELS) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    if (!isPixelFormat(format)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(format)} is not a pixel format`);
    if (!isPixelType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(type)} is not a pixel type`);
    const img0 = t.GetImage(0, level);
    const info = formatInfo(img0.internalFormat);
    if (info === undefined) return fe.error(GL.INVALID_OPERATION, `${fn}: level ${level} has not been defined`);
    if (isCompressed(info)) return fe.error(GL.INVALID_OPERATION, `${fn}: compressed images cannot be cleared`);
    const mismatch = uploadMismatch(info, format, type);
    if (mismatch !== null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${mismatch}`);
    const faces = t.faceCount;
    const totalDepth = faces === 6 ? 6 : img0.depth;
    if (whole) { x = 0; y = 0; z = 0; w = img0.width; h = img0.height; d = totalDepth; }
    else if (w < 0 || h < 0 || d < 0 || x < 0 || y < 0 || z < 0 || x + w > img0.width || y + h > img0.height || z + d > totalDepth) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: the region exceeds the image`);
    }
    const bytes = data === null || typeof data === 'number' ? null : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (bytes !== null && bytes.byteLength < pixelBytes(format, type)) return fe.error(GL.INVALID_OPERATION, `${fn}: data holds less than one texel`);
    const bpt = info.bytesPerTexel;
    for (let layer = z; layer < z + d; layer++) {
      const img = faces === 6 ? t.GetImage(layer, level) : img0;
      if (img.data === null) continue; // multisample: no client shadow
      const zz = faces === 6 ? 0 : layer;
      fillBox(bytes, 0, format, type, img.data, ((zz * img.height + y) * img.width + x) * bpt, img.width * bpt, img.width * img.height * bpt,
        info.clientFormat, info.clientType, w, h, 1);
      t.MarkLevelContentChanged(faces === 6 ? layer : 0, level, x, y, zz, w, h, 1);
    }
  }

  function invalidate(fn: string, name: number, level: number, x: number, y: number, z: number, w: number, h: number, d: number, whole: boolean): void {
    const t = objects.textures.Get(name);
    if (t === null) return fe.error(GL.INVALID_VALUE, `${fn}: ${name} is not an existing texture`);
    if (level < 0 || level > maxLevelOf(fe, t.target)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    if (whole) return; // §8.20: a hint; content becomes undefined, no state changes
    const img = t.GetImage(0, level);
    const depth = t.faceCount === 6 ? 6 : img.depth;
    if (w < 0 || h < 0 || d < 0 || x < 0 || y < 0 || z < 0 || x + w > img.width || y + h > img.height || z + d > depth) {
      return fe.error(GL.INVALID_VALUE, `${fn}: the region exceeds the image`);
    }
  }

  function texBufferCommon(fn: string, target: number, internalformat: number, bufferName: number, offset: number, size: number, range: boolean,
    named: Texture | null = null): void {
    if (target !== GL.TEXTURE_BUFFER) return fe.error(GL.INVALID_ENUM, `${fn}: target must be TEXTURE_BUFFER`);
    if (!BUFFER_TEXTURE_FORMATS.includes(internalformat)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(internalformat)} is not a buffer texture format`);
    const buffer = bufferName === 0 ? null : objects.buffers.Get(bufferName);
    if (bufferName !== 0 && buffer === null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${bufferName} is not an existing buffer object`);
    if (range && buffer !== null) {
      if (offset < 0 || size <= 0 || offset + size > buffer.size) return fe.error(GL.INVALID_VALUE, `${fn}: range [${offset}, +${size}) is not inside the buffer`);
      if (offset % TEXTURE_BUFFER_OFFSET_ALIGNMENT !== 0) return fe.error(GL.INVALID_VALUE, `${fn}: offset ${offset} is not a multiple of TEXTURE_BUFFER_OFFSET_ALIGNMENT`);
    }
    const t = named ?? boundTexture(fe, GL.TEXTURE_BUFFER);
    t.SetBufferSource(buffer, internalformat, range && buffer !== null ? offset : 0, range && buffer !== null ? size : -1);
  }

  const named = namedTextureOpEntryPoints(fe, shared, texImageQuery, compressedQuery, copySubImage, texBufferCommon);

  const methods = {
    copyTexImage1D(target, level, internalformat, x, y, width, border) {
      copyImage('copyTexImage1D', target, level, internalformat, x, y, width, 1, border, true);
    },
    copyTexImage2D(target, level, internalformat, x, y, width, height, border) {
      copyImage('copyTexImage2D', target, level, internalformat, x, y, width, height, border, false);
    },
    copyTexSubImage1D(target, level, xoffset, x, y, width) {
      copySubImage('copyTexSubImage1D', 1, target, level, xoffset, 0, 0, x, y, width, 1);
    },
    copyTexSubImage2D(target, level, xoffset, yoffset, x, y, width, height) {
      copySubImage('copyTexSubImage2D', 2, target, level, xoffset, yoffset, 0, x, y, width, height);
    },
    copyTexSubImage3D(target, level, xoffset, yoffset, zoffset, x, y, width, height) {
      copySubImage('copyTexSubImage3D', 3, target, level, xoffset, yoffset, zoffset, x, y, width, height);
    },

    generateMipmap(target: number) {
      if (!MIPMAP_TARGETS.includes(target)) return fe.error(GL.INVALID_ENUM, `generateMipmap: ${hex(target)} is not a mipmappable target`);
      generateMipmapOf('generateMipmap', target, boundTexture(fe, target));
    },
    generateTextureMipmap(texture: number) {
      const fn = 'generateTextureMipmap';
      const t = namedTexture(fe, fn, texture);
      if (t === null) return;
      if (!MIPMAP_TARGETS.includes(t.target)) return fe.error(GL.INVALID_OPERATION, `${fn}: the texture's target ${hex(t.target)} has no mipmaps`);
      generateMipmapOf(fn, t.target, t);
    },

    ...named,

    getTexImage(target, level, format, type, pixels) {
      texImageQuery('getTexImage', target, level, format, type, Infinity, pixels);
    },
  } satisfies Partial<GLFunctions>;

  /** GenerateMipmap on a texture object (GL 4.5 §8.14.4); `target` is its bind target. */
  function generateMipmapOf(fn: string, target: number, t: Texture): void {
    const cube = target === GL.TEXTURE_CUBE_MAP;
    if (cube && !cubeComplete(t)) return fe.error(GL.INVALID_OPERATION, `${fn}: the cube map is not cube complete`);
    const baseLevel = Math.min(t.baseLevel, MAX_TEXTURE_LEVELS - 1);
    const base = t.GetImage(0, baseLevel);
    const info = formatInfo(base.internalFormat);
    if (info === undefined) return; // no level-base image: nothing to generate
    // §8.14.4: the base needs an unsized format, or a sized one both color-renderable and filterable.
    const sizedOk = (info.flags & FormatFlag.ColorRenderable) !== 0 && (info.flags & FormatFlag.Filterable) !== 0;
    if (((info.flags & FormatFlag.Sized) !== 0 && !sizedOk) || isCompressed(info) || info.depthBits > 0 || info.stencilBits > 0) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(base.internalFormat)} cannot be mipmapped`);
    }
    const array = target === GL.TEXTURE_1D_ARRAY || target === GL.TEXTURE_2D_ARRAY || target === GL.TEXTURE_CUBE_MAP_ARRAY;
    const last = Math.min(t.immutable ? t.immutableLevels - 1 : MAX_TEXTURE_LEVELS - 1, t.maxLevel,
      baseLevel + Math.floor(Math.log2(Math.max(base.width, target === GL.TEXTURE_1D_ARRAY ? 1 : base.height, array ? 1 : base.depth))));
    for (let l = baseLevel + 1; l <= last; l++) {
      const k = l - baseLevel;
      const w = mipSize(base.width, k);
      const h = target === GL.TEXTURE_1D_ARRAY ? base.height : mipSize(base.height, k);
      const d = array ? base.depth : mipSize(base.depth, k);
      for (let f = 0; f < t.faceCount; f++) {
        const img = t.GetImage(f, l);
        if (img.internalFormat === base.internalFormat && img.width === w && img.height === h && img.depth === d) continue;
        t.AllocateLevel(f, l, base.internalFormat, w, h, d, 0, true, new Uint8Array(w * h * d * info.bytesPerTexel));
      }
    }
    const verb = fe.backend.verbs.generateMipmap;
    if (verb === null) return missingVerb(fn, 'generateMipmap');
    verb(t);
    // Pushed (generate_mipmap), the levels stay on the server; the legacy verb read them back into the shadow.
    const onServer = fe.tracker?.transfers != null;
    for (let l = baseLevel + 1; l <= last; l++) {
      const img = t.GetImage(0, l);
      for (let f = 0; f < t.faceCount; f++) {
        if (onServer) t.MarkLevelServerWritten(f, l);
        else t.MarkLevelContentChanged(f, l, 0, 0, 0, img.width, img.height, img.depth);
      }
    }
  }

  return {
    ...methods,
    getnTexImage(target, level, format, type, bufSize, pixels) {
      texImageQuery('getnTexImage', target, level, format, type, bufSize, pixels);
    },
    getCompressedTexImage(target, level, img) {
      compressedQuery('getCompressedTexImage', target, level, Infinity, img);
    },
    getnCompressedTexImage(target, lod, bufSize, pixels) {
      compressedQuery('getnCompressedTexImage', target, lod, bufSize, pixels);
    },

    clearTexImage(texture, level, format, type, data) {
      clear('clearTexImage', texture, level, 0, 0, 0, 0, 0, 0, format, type, data, true);
    },
    clearTexSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, type, data) {
      clear('clearTexSubImage', texture, level, xoffset, yoffset, zoffset, width, height, depth, format, type, data, false);
    },
    invalidateTexImage(texture, level) {
      invalidate('invalidateTexImage', texture, level, 0, 0, 0, 0, 0, 0, true);
    },
    invalidateTexSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth) {
      invalidate('invalidateTexSubImage', texture, level, xoffset, yoffset, zoffset, width, height, depth, false);
    },

    texBuffer(target, internalformat, buffer) {
      texBufferCommon('texBuffer', target, internalformat, buffer, 0, 0, false);
    },
    texBufferRange(target, internalformat, buffer, offset, size) {
      texBufferCommon('texBufferRange', target, internalformat, buffer, offset, size, true);
    },

    textureView(texture, target, origtexture, internalformat, minlevel, numlevels, minlayer, numlayers) {
      const fn = 'textureView';
      const orig = objects.textures.Get(origtexture);
      if (orig === null) return fe.error(GL.INVALID_VALUE, `${fn}: ${origtexture} is not an existing texture`);
      if (texture === 0 || !objects.textures.IsName(texture)) return fe.error(GL.INVALID_VALUE, `${fn}: ${texture} is not a generated texture name`);
      if (objects.textures.Get(texture) !== null) return fe.error(GL.INVALID_OPERATION, `${fn}: texture ${texture} already has a target`);
      if (!orig.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the original texture is not immutable`);
      if (textureTargetIndexOf(target) < 0) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a texture target`);
      if (!(VIEW_TARGETS.get(orig.target) ?? []).includes(target)) {
        return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(target)} cannot view a ${hex(orig.target)} texture`);
      }
      const origFormat = formatInfo(orig.GetImage(0, 0).internalFormat);
      const viewFormat = formatInfo(internalformat);
      if (origFormat === undefined || viewFormat === undefined || !viewCompatible(origFormat, viewFormat)) {
        return fe.error(GL.INVALID_OPERATION, `${fn}: ${hex(internalformat)} is not compatible with the original format`);
      }
      const origLayers = layerCount(orig);
      if (minlevel >= orig.immutableLevels || minlayer >= origLayers) return fe.error(GL.INVALID_VALUE, `${fn}: minlevel or minlayer is outside the original`);
      const levels = Math.min(numlevels, orig.immutableLevels - minlevel);
      const layers = Math.min(numlayers, origLayers - minlayer);
      const single = target === GL.TEXTURE_1D || target === GL.TEXTURE_2D || target === GL.TEXTURE_3D ||
        target === GL.TEXTURE_RECTANGLE || target === GL.TEXTURE_2D_MULTISAMPLE;
      if (single && numlayers !== 1) return fe.error(GL.INVALID_VALUE, `${fn}: ${hex(target)} views exactly one layer`);
      if (target === GL.TEXTURE_CUBE_MAP && numlayers !== 6) return fe.error(GL.INVALID_VALUE, `${fn}: cube map views need 6 layers`);
      if (target === GL.TEXTURE_CUBE_MAP_ARRAY && numlayers % 6 !== 0) return fe.error(GL.INVALID_VALUE, `${fn}: cube map array views need a multiple of 6 layers`);
      if (levels < 1 || layers < 1) return fe.error(GL.INVALID_VALUE, `${fn}: the view selects no levels or layers`);
      const view = objects.CreateTexture(target, texture);
      // The view's images alias the original's client data (subarrays), so both see the same texels.
      const origCube = orig.target === GL.TEXTURE_CUBE_MAP;
      for (let l = 0; l < levels && l < MAX_TEXTURE_LEVELS; l++) {
        const ol = minlevel + l;
        for (let f = 0; f < view.faceCount; f++) {
          const oi = origCube ? orig.GetImage(minlayer + f, ol) : orig.GetImage(0, ol);
          let data = oi.data;
          let h = oi.height, d = oi.depth;
          const bpt = formatInfo(oi.internalFormat)?.bytesPerTexel ?? 0;
          if (!origCube && data !== null && view.faceCount === 1 && layers < origLayers) {
            const slice = orig.target === GL.TEXTURE_1D_ARRAY ? oi.width * bpt : oi.width * oi.height * bpt;
            data = data.subarray(minlayer * slice, (minlayer + layers) * slice);
            if (orig.target === GL.TEXTURE_1D_ARRAY) h = layers; else d = layers;
          } else if (view.faceCount === 6 && !origCube && data !== null) {
            const slice = oi.width * oi.height * bpt;
            data = data.subarray((minlayer + f) * slice, (minlayer + f + 1) * slice);
            d = 1;
          } else if (origCube && view.faceCount === 1) d = target === GL.TEXTURE_2D ? 1 : layers;
          if (target === GL.TEXTURE_1D) h = 1;
          if (target === GL.TEXTURE_2D || target === GL.TEXTURE_RECTANGLE || target === GL.TEXTURE_2D_MULTISAMPLE) d = 1;
          view.AllocateLevel(f, l, internalformat, oi.width, h, d, oi.samples, oi.fixedSampleLocations, data);
        }
      }
      view.SetViewSource(orig.viewOf ?? orig, orig.viewMinLevel + minlevel, levels, orig.viewMinLayer + minlayer, layers);
    },
  } satisfies Partial<GLFunctions>;
}

/** TEXTURE_BUFFER_OFFSET_ALIGNMENT: the GL 4.5 maximum allowed value, safe for any backend. */
export const TEXTURE_BUFFER_OFFSET_ALIGNMENT = 256;
