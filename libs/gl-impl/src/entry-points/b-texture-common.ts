// Shared helpers of area B's texture entry points: target classification, the texture a target names on
// the active unit, level limits, level-data allocation, and reading client data (client memory or a
// PIXEL_UNPACK / PIXEL_PACK buffer offset, GL 4.5 §8.4.4.1 / §18.2.2) with its bounds checks.
//
// Level data layout (what `TextureImage.data` holds, see also b-formats.ts): texels of the format's
// client layout, rows of `width` texels packed tightly, `height` rows per image, `depth` images. A 1D
// array keeps its layers as rows (height = layer count, as TEXTURE_HEIGHT reports it); 2D arrays, 3D and
// cube-map arrays keep layers / slices / layer-faces as images (depth).
import type { VoidData } from '@mgpipe/gl-api';
import { type Buffer, ContextGenerations, GenericBufferSlot, MAX_TEXTURE_LEVELS, Texture, TextureTargetIndex, textureTargetIndexOf } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import type { FormatInfo } from './b-formats.ts';
import { PixelLayout } from './b-pixels.ts';

/** Targets of the copy and image-query commands (shared by b-texture-ops.ts and its named forms). */
export const COPY2D_TARGETS: readonly number[] = [GL.TEXTURE_2D, GL.TEXTURE_1D_ARRAY, GL.TEXTURE_RECTANGLE, GL.TEXTURE_CUBE_MAP_POSITIVE_X,
  GL.TEXTURE_CUBE_MAP_NEGATIVE_X, GL.TEXTURE_CUBE_MAP_POSITIVE_Y, GL.TEXTURE_CUBE_MAP_NEGATIVE_Y,
  GL.TEXTURE_CUBE_MAP_POSITIVE_Z, GL.TEXTURE_CUBE_MAP_NEGATIVE_Z];
export const COPY3D_TARGETS: readonly number[] = [GL.TEXTURE_3D, GL.TEXTURE_2D_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY];
export const GET_IMAGE_TARGETS: readonly number[] = [GL.TEXTURE_1D, GL.TEXTURE_2D, GL.TEXTURE_3D, GL.TEXTURE_1D_ARRAY, GL.TEXTURE_2D_ARRAY,
  GL.TEXTURE_RECTANGLE, GL.TEXTURE_CUBE_MAP_ARRAY, ...COPY2D_TARGETS.slice(3)];

/** Level-data allocations above this are refused with OUT_OF_MEMORY rather than risking a RangeError. */
export const MAX_CLIENT_LEVEL_BYTES = 1 << 30;

export function isCubeFace(target: number): boolean {
  return target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z;
}

/** The texture object `target` (a bind target or a cube face) names on the active unit. */
export function boundTexture(fe: FrontEnd, target: number): Texture {
  const index = isCubeFace(target) ? TextureTargetIndex.CubeMap : textureTargetIndexOf(target);
  return fe.state.ResolveUnitTexture(fe.state.textures.activeUnit, index);
}

/**
 * The texture object a GL 4.5 Texture* command names, or null after INVALID_OPERATION ("not the name of an
 * existing texture object": 0 and genTextures names never bound have none; createTextures made them).
 */
export function namedTexture(fe: FrontEnd, fn: string, name: number): Texture | null {
  const t = name === 0 ? null : fe.state.objects.textures.Get(name);
  if (t === null) fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not the name of an existing texture object`);
  return t;
}

export function faceOf(target: number): number {
  return isCubeFace(target) ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
}

/** Bind targets whose textures have mipmaps (not rectangle, buffer or multisample). */
export function hasMipmaps(target: number): boolean {
  return target !== GL.TEXTURE_RECTANGLE && target !== GL.TEXTURE_BUFFER &&
    target !== GL.TEXTURE_2D_MULTISAMPLE && target !== GL.TEXTURE_2D_MULTISAMPLE_ARRAY;
}

export function isArrayTarget(target: number): boolean {
  return target === GL.TEXTURE_1D_ARRAY || target === GL.TEXTURE_2D_ARRAY || target === GL.TEXTURE_CUBE_MAP_ARRAY ||
    target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY;
}

/** Largest width/height for level 0 of a bind target (table 23.53 limits from the backend's caps). */
export function maxSizeOf(fe: FrontEnd, target: number): number {
  switch (target) {
    case GL.TEXTURE_3D: return fe.caps.max3DTextureSize;
    case GL.TEXTURE_CUBE_MAP: case GL.TEXTURE_CUBE_MAP_ARRAY: return fe.caps.maxCubeMapTextureSize;
    case GL.TEXTURE_RECTANGLE: return fe.caps.maxTextureSize;
    default: return isCubeFace(target) ? fe.caps.maxCubeMapTextureSize : fe.caps.maxTextureSize;
  }
}

/** Number of mip levels a level-0 size allows: floor(log2(max dim)) + 1. */
export function levelCountFor(w: number, h: number, d: number): number {
  return Math.floor(Math.log2(Math.max(w, h, d, 1))) + 1;
}

/** Highest valid level for a target: log2(max size); 0 for targets without mipmaps. */
export function maxLevelOf(fe: FrontEnd, target: number): number {
  if (!hasMipmaps(target)) return 0;
  return Math.min(Math.floor(Math.log2(maxSizeOf(fe, target))), MAX_TEXTURE_LEVELS - 1);
}

/** Size of a mip level (arrays keep their layer count in the array dimension). */
export function mipSize(size: number, level: number): number {
  return Math.max(1, size >> level);
}

/** Client bytes of a level image; -1 when too large to shadow. */
export function levelBytes(info: FormatInfo, w: number, h: number, d: number): number {
  const n = w * h * d * info.bytesPerTexel;
  return n > MAX_CLIENT_LEVEL_BYTES ? -1 : n;
}

// ---- client data ----

/** Where the pixels of one transfer live, filled by resolveTransferData (no allocation for buffers). */
export class TransferSource {
  /** Bytes to read/write, or null for NULL client data. */
  bytes: Uint8Array | null = null;
  /** Offset of the transfer's data start in `bytes`. */
  base = 0;
  /** The PIXEL_PACK/UNPACK buffer used, if any. */
  buffer: Buffer | null = null;
}

function viewBytes(view: ArrayBufferView): Uint8Array {
  return view instanceof Uint8Array ? view : new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/**
 * Resolves `data` for a transfer needing `extent` bytes from its start. With a PIXEL_UNPACK (or PACK)
 * buffer bound, `data` is an offset: INVALID_OPERATION if the buffer is mapped, the offset is not a
 * multiple of `elementSize`, or the range exceeds the buffer (§8.4.4.1 / §18.2.2). Client memory smaller
 * than `extent` is INVALID_OPERATION too (C would read past the end). Returns false after an error.
 */
export function resolveTransferData(fe: FrontEnd, fn: string, data: VoidData, pack: boolean, extent: number,
  elementSize: number, out: TransferSource): boolean {
  const buffer = fe.state.buffers.GetBound(pack ? GenericBufferSlot.PixelPack : GenericBufferSlot.PixelUnpack);
  out.buffer = buffer;
  if (buffer !== null) {
    const offset = typeof data === 'number' ? data : data === null ? 0 : -1;
    if (offset < 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: a pixel ${pack ? 'pack' : 'unpack'} buffer is bound; pass a byte offset, not client memory`);
      return false;
    }
    if (buffer.isMapped && (buffer.mapAccess & GL.MAP_PERSISTENT_BIT) === 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the pixel ${pack ? 'pack' : 'unpack'} buffer is mapped`);
      return false;
    }
    if (offset % elementSize !== 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: buffer offset ${offset} is not a multiple of the type size ${elementSize}`);
      return false;
    }
    if (offset + extent > buffer.size) {
      fe.error(GL.INVALID_OPERATION, `${fn}: the transfer needs bytes [${offset}, ${offset + extent}) but the buffer holds ${buffer.size}`);
      return false;
    }
    out.bytes = buffer.data;
    out.base = offset;
    return true;
  }
  if (data === null || data === 0) {
    out.bytes = null;
    out.base = 0;
    return true;
  }
  if (typeof data === 'number') {
    fe.error(GL.INVALID_OPERATION, `${fn}: no pixel ${pack ? 'pack' : 'unpack'} buffer is bound, so a number cannot address client memory`);
    return false;
  }
  if (data.byteLength < extent) {
    fe.error(GL.INVALID_OPERATION, `${fn}: client memory holds ${data.byteLength} bytes but the transfer needs ${extent}`);
    return false;
  }
  out.bytes = viewBytes(data);
  out.base = 0;
  return true;
}

// ---- proxy targets (§8.22) ----

const PROXY_TO_TARGET = new Map<number, number>([
  [GL.PROXY_TEXTURE_1D, GL.TEXTURE_1D], [GL.PROXY_TEXTURE_2D, GL.TEXTURE_2D], [GL.PROXY_TEXTURE_3D, GL.TEXTURE_3D],
  [GL.PROXY_TEXTURE_1D_ARRAY, GL.TEXTURE_1D_ARRAY], [GL.PROXY_TEXTURE_2D_ARRAY, GL.TEXTURE_2D_ARRAY],
  [GL.PROXY_TEXTURE_RECTANGLE, GL.TEXTURE_RECTANGLE], [GL.PROXY_TEXTURE_CUBE_MAP, GL.TEXTURE_CUBE_MAP],
  [GL.PROXY_TEXTURE_CUBE_MAP_ARRAY, GL.TEXTURE_CUBE_MAP_ARRAY], [GL.PROXY_TEXTURE_2D_MULTISAMPLE, GL.TEXTURE_2D_MULTISAMPLE],
  [GL.PROXY_TEXTURE_2D_MULTISAMPLE_ARRAY, GL.TEXTURE_2D_MULTISAMPLE_ARRAY],
]);

/** The bind target a proxy target stands for, or 0. */
export function proxyBase(target: number): number {
  return PROXY_TO_TARGET.get(target) ?? 0;
}

/**
 * Per-FrontEnd state and scratch of area B: proxy textures (outside the context's object registry and
 * its generations: proxies never reach a backend, so they must not move the tracker's shutters), one
 * TransferSource and PixelLayout reused by every transfer.
 */
export class AreaBShared {
  private readonly proxies = new Map<number, Texture>();
  private readonly proxyGenerations = new ContextGenerations();
  readonly source = new TransferSource();
  readonly layout = new PixelLayout();
  readonly layout2 = new PixelLayout();

  /** The proxy texture of a proxy target (created on first use). */
  ProxyTexture(proxyTarget: number): Texture {
    let t = this.proxies.get(proxyTarget);
    if (t === undefined) {
      const target = proxyBase(proxyTarget);
      t = new Texture(0, target, target === GL.TEXTURE_CUBE_MAP ? 6 : 1, this.proxyGenerations);
      this.proxies.set(proxyTarget, t);
    }
    return t;
  }
}
