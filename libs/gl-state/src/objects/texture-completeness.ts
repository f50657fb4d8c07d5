// Texture completeness (GL 4.5 §8.17), the parts that depend on the texture's images and its level range: whether
// the base level is usable ("base complete": defined with positive dimensions; a cube map's six faces square, of one
// size and one format) and whether the mipmap chain from the base level to q is ("mipmap complete": every level
// defined, one format, each level half the previous in every dimension that is not a layer count, base <= max).
// Which of the two a use needs depends on its minification filter (a mipmap filter needs the chain). The
// format-based rules (integer / stencil formats with filtering) are the caller's: glCopyImageSubData ignores them
// (the ARB and Khronos resolution Mesa follows), sampling does not.
import { GL } from '@mgpipe/value-types';
import type { Texture } from './texture.ts';

/** A minification filter that reads mipmap levels. */
export function isMipmapFilter(minFilter: number): boolean {
  return minFilter !== GL.NEAREST && minFilter !== GL.LINEAR;
}

/** The level range the chain starts and ends at: base / max level, clamped to the immutable levels (§8.17). */
function levelRange(t: Texture): [base: number, max: number] {
  if (!t.immutable) return [t.baseLevel, t.maxLevel];
  const last = Math.max(0, t.immutableLevels - 1);
  const base = Math.min(t.baseLevel, last);
  return [base, Math.max(base, Math.min(t.maxLevel, last))];
}

/** Arrays keep their layer count across levels; everything else halves. */
function layered(target: number): boolean {
  return target === GL.TEXTURE_1D_ARRAY || target === GL.TEXTURE_2D_ARRAY || target === GL.TEXTURE_CUBE_MAP_ARRAY;
}

/** The base level is defined (and, for a cube map, cube complete). */
export function isBaseComplete(t: Texture): boolean {
  const [base] = levelRange(t);
  if (base >= 16) return false;
  const b = t.GetImage(0, base);
  if (b.internalFormat === 0 || b.width <= 0 || b.height <= 0 || b.depth <= 0) return false;
  if ((t.target === GL.TEXTURE_RECTANGLE || t.target === GL.TEXTURE_2D_MULTISAMPLE || t.target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY) && base !== 0) return false;
  if (t.target === GL.TEXTURE_CUBE_MAP) {
    if (b.width !== b.height) return false;
    for (let face = 1; face < 6; face++) {
      const f = t.GetImage(face, base);
      if (f.internalFormat !== b.internalFormat || f.width !== b.width || f.height !== b.height) return false;
    }
  }
  return true;
}

/** Base complete, and every level base..q defined with the base's format and the halved dimensions. */
export function isMipmapComplete(t: Texture): boolean {
  if (!isBaseComplete(t)) return false;
  // Rectangle and multisample textures have one level: their chain is the base level.
  if (t.target === GL.TEXTURE_RECTANGLE || t.target === GL.TEXTURE_2D_MULTISAMPLE || t.target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY) return true;
  const [base, max] = levelRange(t);
  if (base > max) return false;
  const b = t.GetImage(0, base);
  const keepsY = t.target === GL.TEXTURE_1D_ARRAY;
  const keepsZ = layered(t.target) && !keepsY;
  let w = b.width, h = b.height, d = b.depth;
  for (let level = base + 1; level <= max && level < 16; level++) {
    if (w === 1 && (keepsY || h === 1) && (keepsZ || d === 1)) break; // q reached: a 1×1(×1) level
    w = Math.max(1, w >> 1);
    if (!keepsY) h = Math.max(1, h >> 1);
    if (!keepsZ) d = Math.max(1, d >> 1);
    for (let face = 0; face < t.faceCount; face++) {
      const i = t.GetImage(face, level);
      if (i.internalFormat !== b.internalFormat || i.width !== w || i.height !== h || i.depth !== d) return false;
    }
  }
  return true;
}

/** Complete for glCopyImageSubData: its own minification filter decides which completeness (formats aside). */
export function isCompleteForCopy(t: Texture): boolean {
  return isMipmapFilter(t.sampler.minFilter) ? isMipmapComplete(t) : isBaseComplete(t);
}
