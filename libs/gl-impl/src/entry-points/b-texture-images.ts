// Texture image specification (GL 4.5 §8.5, §8.6, §8.8, §8.19): texImage1D/2D/3D, the multisample forms,
// texStorage*, and texSubImage1D/2D/3D. Uploads are converted on the client into the level's client layout
// (b-formats.ts) with the unpack state applied (b-pixels.ts); the state then holds the texels, and
// sub-image writes accumulate dirty rects through MarkLevelContentChanged (the tracker ships them).
// Proxy targets validate like their base target and record the would-be image on a proxy texture; an
// unsupported size leaves the proxy image zeroed instead of raising INVALID_VALUE (§8.22).
import type { GLboolean, GLFunctions, VoidData } from '@mgpipe/gl-api';
import type { Texture } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { type FormatInfo, FormatFlag, formatInfo, isCompressed, isIntegerFormat, isRenderable } from './b-formats.ts';
import { computeLayout, convertBox, formatTypeCompatible, isIntegerPixelFormat, isPixelFormat, isPixelType, typeSize } from './b-pixels.ts';
import {
  type AreaBShared, boundTexture, faceOf, namedTexture, MAX_CLIENT_LEVEL_BYTES, isCubeFace, levelBytes, levelCountFor, maxLevelOf, maxSizeOf, proxyBase, resolveTransferData,
} from './b-texture-common.ts';

/** Targets each texImage dimensionality accepts (proxies included). */
const IMAGE_TARGETS: Record<1 | 2 | 3, readonly number[]> = {
  1: [GL.TEXTURE_1D, GL.PROXY_TEXTURE_1D],
  2: [GL.TEXTURE_2D, GL.PROXY_TEXTURE_2D, GL.TEXTURE_1D_ARRAY, GL.PROXY_TEXTURE_1D_ARRAY, GL.TEXTURE_RECTANGLE,
    GL.PROXY_TEXTURE_RECTANGLE, GL.PROXY_TEXTURE_CUBE_MAP, GL.TEXTURE_CUBE_MAP_POSITIVE_X, GL.TEXTURE_CUBE_MAP_NEGATIVE_X,
    GL.TEXTURE_CUBE_MAP_POSITIVE_Y, GL.TEXTURE_CUBE_MAP_NEGATIVE_Y, GL.TEXTURE_CUBE_MAP_POSITIVE_Z, GL.TEXTURE_CUBE_MAP_NEGATIVE_Z],
  3: [GL.TEXTURE_3D, GL.PROXY_TEXTURE_3D, GL.TEXTURE_2D_ARRAY, GL.PROXY_TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY,
    GL.PROXY_TEXTURE_CUBE_MAP_ARRAY],
};
const STORAGE_TARGETS: Record<1 | 2 | 3, readonly number[]> = {
  1: [GL.TEXTURE_1D, GL.PROXY_TEXTURE_1D],
  2: [GL.TEXTURE_2D, GL.PROXY_TEXTURE_2D, GL.TEXTURE_1D_ARRAY, GL.PROXY_TEXTURE_1D_ARRAY, GL.TEXTURE_RECTANGLE,
    GL.PROXY_TEXTURE_RECTANGLE, GL.TEXTURE_CUBE_MAP, GL.PROXY_TEXTURE_CUBE_MAP],
  3: IMAGE_TARGETS[3],
};
const SUB_TARGETS: Record<1 | 2 | 3, readonly number[]> = {
  1: [GL.TEXTURE_1D],
  2: [GL.TEXTURE_2D, GL.TEXTURE_1D_ARRAY, GL.TEXTURE_RECTANGLE, GL.TEXTURE_CUBE_MAP_POSITIVE_X, GL.TEXTURE_CUBE_MAP_NEGATIVE_X,
    GL.TEXTURE_CUBE_MAP_POSITIVE_Y, GL.TEXTURE_CUBE_MAP_NEGATIVE_Y, GL.TEXTURE_CUBE_MAP_POSITIVE_Z, GL.TEXTURE_CUBE_MAP_NEGATIVE_Z],
  3: [GL.TEXTURE_3D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY],
};

/** Targets that accept depth/stencil internal formats (§8.5: not 3D). */
function acceptsDepth(bindTarget: number): boolean {
  return bindTarget !== GL.TEXTURE_3D;
}
/** Targets that accept specific compressed formats (§8.7: 2D-shaped images only). */
function acceptsCompressed(bindTarget: number): boolean {
  return bindTarget === GL.TEXTURE_2D || bindTarget === GL.TEXTURE_CUBE_MAP || bindTarget === GL.TEXTURE_2D_ARRAY ||
    bindTarget === GL.TEXTURE_CUBE_MAP_ARRAY;
}

export function hex(v: number): string {
  return `0x${v.toString(16)}`;
}

/**
 * The INVALID_OPERATION rules shared by every pixel upload into an image of `info` (§8.4.4.2, §8.5):
 * format/type combination, integer-ness, depth/stencil agreement. Returns the message, or null.
 */
export function uploadMismatch(info: FormatInfo, format: number, type: number): string | null {
  if (!formatTypeCompatible(format, type)) return `format ${hex(format)} and type ${hex(type)} do not combine (table 8.5)`;
  const base = info.base;
  const depthFormat = format === GL.DEPTH_COMPONENT || format === GL.DEPTH_STENCIL;
  const depthBase = base === GL.DEPTH_COMPONENT || base === GL.DEPTH_STENCIL;
  if (depthFormat !== depthBase) return `format ${hex(format)} does not match the depth-ness of internal format ${hex(info.internalFormat)}`;
  if ((format === GL.STENCIL_INDEX) !== (base === GL.STENCIL_INDEX)) return `format ${hex(format)} and internal format ${hex(info.internalFormat)} disagree on stencil`;
  if (isIntegerPixelFormat(format) !== isIntegerFormat(info)) return `integer format/internal format mismatch (${hex(format)} vs ${hex(info.internalFormat)})`;
  return null;
}

export function textureImageEntryPoints(fe: FrontEnd, shared: AreaBShared) {
  const src = shared.source;
  const layout = shared.layout;

  /** The texture an image call addresses: the proxy texture, or the one bound on the active unit. */
  function targetTexture(target: number): Texture {
    return proxyBase(target) !== 0 ? shared.ProxyTexture(target) : boundTexture(fe, target);
  }
  function bindTargetOf(target: number): number {
    const p = proxyBase(target);
    if (p !== 0) return p;
    return isCubeFace(target) ? GL.TEXTURE_CUBE_MAP : target;
  }

  /** Size rules of §8.5 for one level; returns a message when the size is not supported. */
  function sizeProblem(bindTarget: number, level: number, w: number, h: number, d: number): string | null {
    if (w < 0 || h < 0 || d < 0) return 'width, height and depth must not be negative';
    const max = maxSizeOf(fe, bindTarget) >> level;
    if (w > max) return `width ${w} exceeds the maximum ${max} at level ${level}`;
    if (bindTarget === GL.TEXTURE_1D_ARRAY) {
      if (h > fe.caps.maxArrayTextureLayers) return `${h} layers exceed MAX_ARRAY_TEXTURE_LAYERS`;
    } else if (h > max) return `height ${h} exceeds the maximum ${max} at level ${level}`;
    if (bindTarget === GL.TEXTURE_2D_ARRAY || bindTarget === GL.TEXTURE_CUBE_MAP_ARRAY || bindTarget === GL.TEXTURE_2D_MULTISAMPLE_ARRAY) {
      if (d > fe.caps.maxArrayTextureLayers) return `${d} layers exceed MAX_ARRAY_TEXTURE_LAYERS`;
    } else if (d > max) return `depth ${d} exceeds the maximum ${max} at level ${level}`;
    if ((bindTarget === GL.TEXTURE_CUBE_MAP || bindTarget === GL.TEXTURE_CUBE_MAP_ARRAY) && w !== h) return 'cube map faces must be square';
    if (bindTarget === GL.TEXTURE_CUBE_MAP_ARRAY && d % 6 !== 0) return 'a cube map array depth must be a multiple of 6';
    return null;
  }

  function texImage(fn: string, dims: 1 | 2 | 3, target: number, level: number, internalformat: number, width: number,
    height: number, depth: number, border: number, format: number, type: number, pixels: VoidData): void {
    if (!IMAGE_TARGETS[dims].includes(target)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    if (!isPixelFormat(format)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(format)} is not a pixel format`);
    if (!isPixelType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(type)} is not a pixel type`);
    const bindTarget = bindTargetOf(target);
    const proxy = proxyBase(target) !== 0;
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    const info = formatInfo(internalformat);
    if (info === undefined) return fe.error(GL.INVALID_VALUE, `${fn}: ${hex(internalformat)} is not an internal format`);
    if (border !== 0) return fe.error(GL.INVALID_VALUE, `${fn}: border must be 0`);
    const size = sizeProblem(bindTarget, level, width, height, depth);
    if (size !== null && !(proxy && width >= 0 && height >= 0 && depth >= 0)) return fe.error(GL.INVALID_VALUE, `${fn}: ${size}`);
    const mismatch = uploadMismatch(info, format, type);
    if (mismatch !== null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${mismatch}`);
    if ((info.depthBits > 0 || info.stencilBits > 0) && !acceptsDepth(bindTarget)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: depth/stencil formats are not allowed for ${hex(bindTarget)}`);
    }
    if ((info.flags & FormatFlag.SpecificCompressed) !== 0 && !acceptsCompressed(bindTarget)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: compressed format ${hex(internalformat)} is not allowed for ${hex(bindTarget)}`);
    }
    const texture = targetTexture(target);
    if (texture.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the texture has immutable storage`);
    const face = faceOf(target);
    if (proxy) {
      // A proxy records the image it would hold (no data), or zeros when the size is unsupported.
      if (size === null) texture.AllocateLevel(face, level, internalformat, width, height, depth, 0, true, null);
      else texture.AllocateLevel(face, level, 0, 0, 0, 0, 0, true, null);
      return;
    }
    const useImages = dims === 3;
    computeLayout(fe.state.unpack, format, type, width, height, depth, useImages, layout);
    if (!resolveUnpack(fn, pixels, layout.extent, type)) return;
    const bytes = levelBytes(info, width, height, depth);
    if (bytes < 0) return fe.error(GL.OUT_OF_MEMORY, `${fn}: a ${width}×${height}×${depth} level is too large to shadow on the client`);
    const data = new Uint8Array(bytes);
    if (src.bytes !== null) {
      convertBox(src.bytes, src.base, layout, format, type, fe.state.unpack.swapBytes, data, 0, width * info.bytesPerTexel,
        width * height * info.bytesPerTexel, info.clientFormat, info.clientType, width, height, depth);
    }
    texture.AllocateLevel(face, level, internalformat, width, height, depth, 0, true, data);
  }

  function resolveUnpack(fn: string, pixels: VoidData, extent: number, type: number): boolean {
    return resolveTransferData(fe, fn, pixels, false, extent, typeSize(type), src);
  }

  /** `named`: the texture object of a TextureSubImage* call (null: the one bound to `target`). */
  function texSubImage(fn: string, dims: 1 | 2 | 3, target: number, level: number, x: number, y: number, z: number,
    width: number, height: number, depth: number, format: number, type: number, pixels: VoidData, named: Texture | null = null): void {
    if (!SUB_TARGETS[dims].includes(target)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    if (!isPixelFormat(format)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(format)} is not a pixel format`);
    if (!isPixelType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(type)} is not a pixel type`);
    const bindTarget = bindTargetOf(target);
    if (level < 0 || level > maxLevelOf(fe, bindTarget)) return fe.error(GL.INVALID_VALUE, `${fn}: level ${level} is out of range`);
    const texture = named ?? boundTexture(fe, target);
    const face = faceOf(target);
    const image = texture.GetImage(face, level);
    const info = formatInfo(image.internalFormat);
    if (info === undefined || image.data === null) return fe.error(GL.INVALID_OPERATION, `${fn}: level ${level} has not been defined`);
    if (width < 0 || height < 0 || depth < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative size`);
    if (x < 0 || y < 0 || z < 0 || x + width > image.width || y + height > image.height || z + depth > image.depth) {
      return fe.error(GL.INVALID_VALUE, `${fn}: the region exceeds the ${image.width}×${image.height}×${image.depth} image`);
    }
    const mismatch = uploadMismatch(info, format, type);
    if (mismatch !== null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${mismatch}`);
    computeLayout(fe.state.unpack, format, type, width, height, depth, dims === 3, layout);
    if (!resolveUnpack(fn, pixels, layout.extent, type)) return;
    if (src.bytes === null || width === 0 || height === 0 || depth === 0) return;
    const bpt = info.bytesPerTexel;
    const row = image.width * bpt;
    const slice = row * image.height;
    convertBox(src.bytes, src.base, layout, format, type, fe.state.unpack.swapBytes, image.data, z * slice + y * row + x * bpt,
      row, slice, info.clientFormat, info.clientType, width, height, depth);
    texture.MarkLevelContentChanged(face, level, x, y, z, width, height, depth);
  }

  function msImage(fn: string, target: number, samples: number, internalformat: number, width: number, height: number,
    depth: number, fixed: GLboolean, storage: boolean, named: Texture | null = null): void {
    const array = depth >= 0 && (target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY || target === GL.PROXY_TEXTURE_2D_MULTISAMPLE_ARRAY);
    const ok = array || target === GL.TEXTURE_2D_MULTISAMPLE || target === GL.PROXY_TEXTURE_2D_MULTISAMPLE;
    if (!ok) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    const info = formatInfo(internalformat);
    if (info === undefined || !isRenderable(info) || (storage && (info.flags & FormatFlag.Sized) === 0)) {
      return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(internalformat)} is not a renderable${storage ? ' sized' : ''} internal format`);
    }
    if (samples < 1) return fe.error(GL.INVALID_VALUE, `${fn}: samples must be at least 1`);
    if (width < 0 || height < 0 || depth < 0 || width > fe.caps.maxTextureSize || height > fe.caps.maxTextureSize ||
      (array && depth > fe.caps.maxArrayTextureLayers)) {
      return fe.error(GL.INVALID_VALUE, `${fn}: size ${width}×${height}×${depth} is not supported`);
    }
    if (storage && (width === 0 || height === 0 || depth === 0)) return fe.error(GL.INVALID_VALUE, `${fn}: sizes must be at least 1`);
    if (samples > fe.caps.maxSamples) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: ${samples} samples exceed the maximum ${fe.caps.maxSamples} for this format`);
    }
    const texture = named ?? targetTexture(target);
    if (texture.name === 0 && storage && proxyBase(target) === 0) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: the default texture cannot be given immutable storage`);
    }
    if (texture.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the texture has immutable storage`);
    // Multisample texels exist only on the backend: no client shadow (data null).
    texture.AllocateLevel(0, 0, internalformat, width, height, array ? depth : 1, samples, !!fixed, null);
    if (storage && proxyBase(target) === 0) texture.MarkImmutable(1);
  }

  function texStorage(fn: string, dims: 1 | 2 | 3, target: number, levels: number, internalformat: number, width: number,
    height: number, depth: number, named: Texture | null = null): void {
    if (!STORAGE_TARGETS[dims].includes(target)) return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(target)} is not a valid target`);
    const info = formatInfo(internalformat);
    if (info === undefined || (info.flags & FormatFlag.Sized) === 0) {
      return fe.error(GL.INVALID_ENUM, `${fn}: ${hex(internalformat)} is not a sized internal format`);
    }
    if (width < 1 || height < 1 || depth < 1 || levels < 1) return fe.error(GL.INVALID_VALUE, `${fn}: width, height, depth and levels must be at least 1`);
    const bindTarget = bindTargetOf(target);
    const proxy = proxyBase(target) !== 0;
    const size = sizeProblem(bindTarget, 0, width, height, depth);
    if (size !== null && !proxy) return fe.error(GL.INVALID_VALUE, `${fn}: ${size}`);
    const texture = named ?? targetTexture(target);
    if (texture.name === 0 && !proxy) return fe.error(GL.INVALID_OPERATION, `${fn}: the default texture cannot be given immutable storage`);
    if (texture.immutable) return fe.error(GL.INVALID_OPERATION, `${fn}: the texture already has immutable storage`);
    const arrayDim = bindTarget === GL.TEXTURE_1D_ARRAY ? 1 : bindTarget === GL.TEXTURE_3D ? depth : 1;
    const maxLevels = bindTarget === GL.TEXTURE_RECTANGLE ? 1
      : levelCountFor(width, bindTarget === GL.TEXTURE_1D_ARRAY || dims === 1 ? 1 : height, arrayDim);
    if (levels > maxLevels) return fe.error(GL.INVALID_OPERATION, `${fn}: ${levels} levels exceed the ${maxLevels} a ${width}×${height}×${depth} image has`);
    if ((info.depthBits > 0 || info.stencilBits > 0) && !acceptsDepth(bindTarget)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: depth/stencil formats are not allowed for ${hex(bindTarget)}`);
    }
    if (isCompressed(info) && !acceptsCompressed(bindTarget)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: compressed format ${hex(internalformat)} is not allowed for ${hex(bindTarget)}`);
    }
    let total = 0;
    for (let l = 0; l < levels; l++) total += levelDims(bindTarget, width, height, depth, l, info) * texture.faceCount;
    if (!proxy && total > MAX_CLIENT_LEVEL_BYTES) return fe.error(GL.OUT_OF_MEMORY, `${fn}: the storage is too large to shadow on the client`);
    for (let l = 0; l < levels; l++) {
      const w = Math.max(1, width >> l);
      const h = bindTarget === GL.TEXTURE_1D_ARRAY ? height : Math.max(1, height >> l);
      const d = bindTarget === GL.TEXTURE_3D ? Math.max(1, depth >> l) : depth;
      for (let f = 0; f < texture.faceCount; f++) {
        if (proxy) texture.AllocateLevel(f, l, size === null ? internalformat : 0, size === null ? w : 0, size === null ? h : 0, size === null ? d : 0, 0, true, null);
        else texture.AllocateLevel(f, l, internalformat, w, h, d, 0, true, new Uint8Array(w * h * d * info.bytesPerTexel));
      }
    }
    if (!proxy) texture.MarkImmutable(levels);
  }

  // ---- GL 4.5 named forms: the same operations on the named texture, its target fixed at creation ----

  /** The named texture when its target is one the command accepts, else null after the spec's error. */
  function dsaTexture(fn: string, name: number, targets: readonly number[], code: number): Texture | null {
    const t = namedTexture(fe, fn, name);
    if (t === null) return null;
    if (!targets.includes(t.target)) {
      fe.error(code, `${fn}: the texture's target ${hex(t.target)} does not take this command`);
      return null;
    }
    return t;
  }

  /**
   * TextureSubImage3D on a cube map (§8.6: faces are layers, zoffset/depth pick faces): one 2D upload per
   * face, each reading the image that a 3D transfer would give it (image stride of the unpack state).
   */
  function cubeSubImage(fn: string, t: Texture, level: number, x: number, y: number, z: number, width: number, height: number,
    depth: number, format: number, type: number, pixels: VoidData): void {
    if (z < 0 || depth < 0 || z + depth > 6) return fe.error(GL.INVALID_VALUE, `${fn}: faces [${z}, +${depth}) exceed the cube map's 6`);
    computeLayout(fe.state.unpack, format, type, width, height, depth, true, layout);
    const stride = layout.imageStride;
    const skip = fe.state.unpack.skipImages * stride;
    for (let k = 0; k < depth; k++) {
      const at = skip + k * stride;
      const facePixels = typeof pixels === 'number' ? pixels + at
        : ArrayBuffer.isView(pixels) ? new Uint8Array(pixels.buffer, pixels.byteOffset + Math.min(at, pixels.byteLength), Math.max(0, pixels.byteLength - at))
        : pixels;
      texSubImage(fn, 2, GL.TEXTURE_CUBE_MAP_POSITIVE_X + z + k, level, x, y, 0, width, height, 1, format, type, facePixels, t);
    }
  }

  const SUB_DSA_3D = [...SUB_TARGETS[3], GL.TEXTURE_CUBE_MAP];
  const STORAGE_DSA: Record<1 | 2 | 3, readonly number[]> = {
    1: [GL.TEXTURE_1D], 2: [GL.TEXTURE_2D, GL.TEXTURE_1D_ARRAY, GL.TEXTURE_RECTANGLE, GL.TEXTURE_CUBE_MAP],
    3: [GL.TEXTURE_3D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY],
  };

  const named = {
    textureStorage1D(texture: number, levels: number, internalformat: number, width: number) {
      const t = dsaTexture('textureStorage1D', texture, STORAGE_DSA[1], GL.INVALID_ENUM);
      if (t !== null) texStorage('textureStorage1D', 1, t.target, levels, internalformat, width, 1, 1, t);
    },
    textureStorage2D(texture: number, levels: number, internalformat: number, width: number, height: number) {
      const t = dsaTexture('textureStorage2D', texture, STORAGE_DSA[2], GL.INVALID_ENUM);
      if (t !== null) texStorage('textureStorage2D', 2, t.target, levels, internalformat, width, height, 1, t);
    },
    textureStorage3D(texture: number, levels: number, internalformat: number, width: number, height: number, depth: number) {
      const t = dsaTexture('textureStorage3D', texture, STORAGE_DSA[3], GL.INVALID_ENUM);
      if (t !== null) texStorage('textureStorage3D', 3, t.target, levels, internalformat, width, height, depth, t);
    },
    textureStorage2DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, fixed: GLboolean) {
      const t = dsaTexture('textureStorage2DMultisample', texture, [GL.TEXTURE_2D_MULTISAMPLE], GL.INVALID_ENUM);
      if (t !== null) msImage('textureStorage2DMultisample', t.target, samples, internalformat, width, height, 1, fixed, true, t);
    },
    textureStorage3DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixed: GLboolean) {
      const t = dsaTexture('textureStorage3DMultisample', texture, [GL.TEXTURE_2D_MULTISAMPLE_ARRAY], GL.INVALID_ENUM);
      if (t !== null) msImage('textureStorage3DMultisample', t.target, samples, internalformat, width, height, depth, fixed, true, t);
    },
    textureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData) {
      const t = dsaTexture('textureSubImage1D', texture, SUB_TARGETS[1], GL.INVALID_OPERATION);
      if (t !== null) texSubImage('textureSubImage1D', 1, t.target, level, xoffset, 0, 0, width, 1, 1, format, type, pixels, t);
    },
    textureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData) {
      const t = dsaTexture('textureSubImage2D', texture, SUB_TARGETS[2], GL.INVALID_OPERATION);
      if (t !== null) texSubImage('textureSubImage2D', 2, t.target, level, xoffset, yoffset, 0, width, height, 1, format, type, pixels, t);
    },
    textureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number,
      depth: number, format: number, type: number, pixels: VoidData) {
      const fn = 'textureSubImage3D';
      const t = dsaTexture(fn, texture, SUB_DSA_3D, GL.INVALID_OPERATION);
      if (t === null) return;
      if (t.target === GL.TEXTURE_CUBE_MAP) cubeSubImage(fn, t, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels);
      else texSubImage(fn, 3, t.target, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels, t);
    },
  } satisfies Partial<GLFunctions>;

  return {
    ...named,
    texImage1D(target, level, internalformat, width, border, format, type, pixels) {
      texImage('texImage1D', 1, target, level, internalformat, width, 1, 1, border, format, type, pixels);
    },
    texImage2D(target, level, internalformat, width, height, border, format, type, pixels) {
      texImage('texImage2D', 2, target, level, internalformat, width, height, 1, border, format, type, pixels);
    },
    texImage3D(target, level, internalformat, width, height, depth, border, format, type, pixels) {
      texImage('texImage3D', 3, target, level, internalformat, width, height, depth, border, format, type, pixels);
    },
    texImage2DMultisample(target, samples, internalformat, width, height, fixedsamplelocations) {
      msImage('texImage2DMultisample', target === GL.TEXTURE_2D_MULTISAMPLE || target === GL.PROXY_TEXTURE_2D_MULTISAMPLE ? target : -1,
        samples, internalformat, width, height, 1, fixedsamplelocations, false);
    },
    texImage3DMultisample(target, samples, internalformat, width, height, depth, fixedsamplelocations) {
      msImage('texImage3DMultisample', target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY || target === GL.PROXY_TEXTURE_2D_MULTISAMPLE_ARRAY ? target : -1,
        samples, internalformat, width, height, depth, fixedsamplelocations, false);
    },
    texStorage1D(target, levels, internalformat, width) {
      texStorage('texStorage1D', 1, target, levels, internalformat, width, 1, 1);
    },
    texStorage2D(target, levels, internalformat, width, height) {
      texStorage('texStorage2D', 2, target, levels, internalformat, width, height, 1);
    },
    texStorage3D(target, levels, internalformat, width, height, depth) {
      texStorage('texStorage3D', 3, target, levels, internalformat, width, height, depth);
    },
    texStorage2DMultisample(target, samples, internalformat, width, height, fixedsamplelocations) {
      msImage('texStorage2DMultisample', target === GL.TEXTURE_2D_MULTISAMPLE || target === GL.PROXY_TEXTURE_2D_MULTISAMPLE ? target : -1,
        samples, internalformat, width, height, 1, fixedsamplelocations, true);
    },
    texStorage3DMultisample(target, samples, internalformat, width, height, depth, fixedsamplelocations) {
      msImage('texStorage3DMultisample', target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY || target === GL.PROXY_TEXTURE_2D_MULTISAMPLE_ARRAY ? target : -1,
        samples, internalformat, width, height, depth, fixedsamplelocations, true);
    },
    texSubImage1D(target, level, xoffset, width, format, type, pixels) {
      texSubImage('texSubImage1D', 1, target, level, xoffset, 0, 0, width, 1, 1, format, type, pixels);
    },
    texSubImage2D(target, level, xoffset, yoffset, width, height, format, type, pixels) {
      texSubImage('texSubImage2D', 2, target, level, xoffset, yoffset, 0, width, height, 1, format, type, pixels);
    },
    texSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels) {
      texSubImage('texSubImage3D', 3, target, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels);
    },
  } satisfies Partial<GLFunctions>;
}

function levelDims(bindTarget: number, width: number, height: number, depth: number, l: number, info: FormatInfo): number {
  const w = Math.max(1, width >> l);
  const h = bindTarget === GL.TEXTURE_1D_ARRAY ? height : Math.max(1, height >> l);
  const d = bindTarget === GL.TEXTURE_3D ? Math.max(1, depth >> l) : depth;
  return w * h * d * info.bytesPerTexel;
}
