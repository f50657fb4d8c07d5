// Client-side pixel transfer (GL 4.5 §8.4.4 unpacking, §18.2 packing): format/type validation (tables 8.2,
// 8.3, 8.5), the memory layout the pack/unpack state implies, and the conversion of pixels between two
// format/type pairs (uploads are converted into a level's client layout, see b-formats.ts). Conversion
// goes through RGBA components held as doubles: normalized types map to [0,1] / [-1,1] (§2.3.5), integer
// formats and stencil stay raw integers. Nothing here allocates per call: scratch storage is module-level.
import type { PixelStoreParameters } from '@mgpipe/value-types';
import { GL } from '@mgpipe/value-types';

// ---- formats (table 8.3) ----

/** Channel slots per pixel-transfer format, in the format's component order; 4 = depth, 5 = stencil. */
const FORMAT_CHANNELS = new Map<number, readonly number[]>([
  [GL.RED, [0]], [GL.GREEN, [1]], [GL.BLUE, [2]], [GL.RG, [0, 1]], [GL.RGB, [0, 1, 2]], [GL.BGR, [2, 1, 0]],
  [GL.RGBA, [0, 1, 2, 3]], [GL.BGRA, [2, 1, 0, 3]],
  [GL.RED_INTEGER, [0]], [GL.GREEN_INTEGER, [1]], [GL.BLUE_INTEGER, [2]], [GL.RG_INTEGER, [0, 1]],
  [GL.RGB_INTEGER, [0, 1, 2]], [GL.BGR_INTEGER, [2, 1, 0]], [GL.RGBA_INTEGER, [0, 1, 2, 3]], [GL.BGRA_INTEGER, [2, 1, 0, 3]],
  [GL.DEPTH_COMPONENT, [4]], [GL.STENCIL_INDEX, [5]], [GL.DEPTH_STENCIL, [4, 5]],
]);

export function isPixelFormat(format: number): boolean {
  return FORMAT_CHANNELS.has(format);
}
export function isIntegerPixelFormat(format: number): boolean {
  return format >= GL.RED_INTEGER && format <= GL.BGRA_INTEGER || format === GL.RG_INTEGER;
}
export function componentCount(format: number): number {
  return FORMAT_CHANNELS.get(format)?.length ?? 0;
}

// ---- types (table 8.2) ----

interface TypeInfo {
  /** Bytes of one element (a component, or one packed pixel). */
  size: number;
  /** Packed field widths in component order (first component in the MSBs unless rev); empty = not packed. */
  fields: readonly number[];
  rev: boolean;
  /** Pixel formats a packed type combines with (empty = any non-packed-only format). */
  formats: readonly number[];
}

const RGB_FMTS = [GL.RGB, GL.RGB_INTEGER];
const RGBA_FMTS = [GL.RGBA, GL.BGRA, GL.RGBA_INTEGER, GL.BGRA_INTEGER];
const TYPES = new Map<number, TypeInfo>([
  [GL.UNSIGNED_BYTE, { size: 1, fields: [], rev: false, formats: [] }],
  [GL.BYTE, { size: 1, fields: [], rev: false, formats: [] }],
  [GL.UNSIGNED_SHORT, { size: 2, fields: [], rev: false, formats: [] }],
  [GL.SHORT, { size: 2, fields: [], rev: false, formats: [] }],
  [GL.UNSIGNED_INT, { size: 4, fields: [], rev: false, formats: [] }],
  [GL.INT, { size: 4, fields: [], rev: false, formats: [] }],
  [GL.HALF_FLOAT, { size: 2, fields: [], rev: false, formats: [] }],
  [GL.FLOAT, { size: 4, fields: [], rev: false, formats: [] }],
  [GL.UNSIGNED_BYTE_3_3_2, { size: 1, fields: [3, 3, 2], rev: false, formats: RGB_FMTS }],
  [GL.UNSIGNED_BYTE_2_3_3_REV, { size: 1, fields: [3, 3, 2], rev: true, formats: RGB_FMTS }],
  [GL.UNSIGNED_SHORT_5_6_5, { size: 2, fields: [5, 6, 5], rev: false, formats: RGB_FMTS }],
  [GL.UNSIGNED_SHORT_5_6_5_REV, { size: 2, fields: [5, 6, 5], rev: true, formats: RGB_FMTS }],
  [GL.UNSIGNED_SHORT_4_4_4_4, { size: 2, fields: [4, 4, 4, 4], rev: false, formats: RGBA_FMTS }],
  [GL.UNSIGNED_SHORT_4_4_4_4_REV, { size: 2, fields: [4, 4, 4, 4], rev: true, formats: RGBA_FMTS }],
  [GL.UNSIGNED_SHORT_5_5_5_1, { size: 2, fields: [5, 5, 5, 1], rev: false, formats: RGBA_FMTS }],
  [GL.UNSIGNED_SHORT_1_5_5_5_REV, { size: 2, fields: [5, 5, 5, 1], rev: true, formats: RGBA_FMTS }],
  [GL.UNSIGNED_INT_8_8_8_8, { size: 4, fields: [8, 8, 8, 8], rev: false, formats: RGBA_FMTS }],
  [GL.UNSIGNED_INT_8_8_8_8_REV, { size: 4, fields: [8, 8, 8, 8], rev: true, formats: RGBA_FMTS }],
  [GL.UNSIGNED_INT_10_10_10_2, { size: 4, fields: [10, 10, 10, 2], rev: false, formats: RGBA_FMTS }],
  [GL.UNSIGNED_INT_2_10_10_10_REV, { size: 4, fields: [10, 10, 10, 2], rev: true, formats: RGBA_FMTS }],
  [GL.UNSIGNED_INT_24_8, { size: 4, fields: [24, 8], rev: false, formats: [GL.DEPTH_STENCIL] }],
  [GL.UNSIGNED_INT_10F_11F_11F_REV, { size: 4, fields: [11, 11, 10], rev: true, formats: [GL.RGB] }],
  [GL.UNSIGNED_INT_5_9_9_9_REV, { size: 4, fields: [9, 9, 9, 5], rev: true, formats: [GL.RGB] }],
  [GL.FLOAT_32_UNSIGNED_INT_24_8_REV, { size: 8, fields: [32, 32], rev: true, formats: [GL.DEPTH_STENCIL] }],
]);

export function isPixelType(type: number): boolean {
  return TYPES.has(type);
}

/**
 * INVALID_OPERATION rules of §8.4.4.2 for a format/type pair (both already known to be valid enums):
 * packed types need their format (table 8.5), DEPTH_STENCIL needs a depth-stencil packed type, integer
 * formats take no float types.
 */
export function formatTypeCompatible(format: number, type: number): boolean {
  const t = TYPES.get(type)!;
  if (t.fields.length > 0) return t.formats.includes(format);
  if (format === GL.DEPTH_STENCIL) return false;
  if (isIntegerPixelFormat(format) && (type === GL.FLOAT || type === GL.HALF_FLOAT)) return false;
  return true;
}

/** Bytes of one pixel of format/type (valid pair). */
export function pixelBytes(format: number, type: number): number {
  const t = TYPES.get(type)!;
  return t.fields.length > 0 ? t.size : t.size * componentCount(format);
}
/** Element size for alignment/offset rules: the type's size (a packed pixel is one element). */
export function typeSize(type: number): number {
  return TYPES.get(type)?.size ?? 1;
}

// ---- layout (§8.4.4.1) ----

export class PixelLayout {
  pixelBytes = 0;
  rowStride = 0;
  imageStride = 0;
  /** Offset of the first pixel from the start of the data (skip pixels/rows/images). */
  skipBytes = 0;
  /** Bytes from the data start to one past the last byte touched (0 for an empty region). */
  extent = 0;
}

/** Fills `out` for a w×h×d region under `store`; `useImages` = 3D/array transfer (image height, skip images). */
export function computeLayout(store: PixelStoreParameters, format: number, type: number, w: number, h: number, d: number,
  useImages: boolean, out: PixelLayout): PixelLayout {
  const pb = pixelBytes(format, type);
  const rowPixels = store.rowLength > 0 ? store.rowLength : w;
  const a = store.alignment;
  const rowStride = Math.ceil((rowPixels * pb) / a) * a;
  const rows = useImages && store.imageHeight > 0 ? store.imageHeight : h;
  const imageStride = rowStride * rows;
  out.pixelBytes = pb;
  out.rowStride = rowStride;
  out.imageStride = imageStride;
  out.skipBytes = store.skipPixels * pb + store.skipRows * rowStride + (useImages ? store.skipImages * imageStride : 0);
  out.extent = w <= 0 || h <= 0 || d <= 0 ? 0 : out.skipBytes + (d - 1) * imageStride + (h - 1) * rowStride + w * pb;
  return out;
}

// ---- conversion ----

const comps = new Float64Array(6);
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

function readUint(src: Uint8Array, off: number, size: number, swap: boolean): number {
  // Little-endian host order; swapBytes (§8.4.4.1) reverses the bytes of each element.
  let v = 0;
  if (!swap) for (let i = size - 1; i >= 0; i--) v = v * 256 + src[off + i];
  else for (let i = 0; i < size; i++) v = v * 256 + src[off + i];
  return v;
}
function writeUint(dst: Uint8Array, off: number, size: number, v: number): void {
  for (let i = 0; i < size; i++) {
    dst[off + i] = v % 256;
    v = Math.floor(v / 256);
  }
}

export function halfToFloat(h: number): number {
  const s = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 0) return s * m * 2 ** -24;
  if (e === 31) return m ? NaN : s * Infinity;
  return s * (1 + m / 1024) * 2 ** (e - 15);
}
export function floatToHalf(v: number): number {
  f32[0] = v;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const e = ((x >>> 23) & 0xff) - 127 + 15;
  const m = x & 0x7fffff;
  if (((x >>> 23) & 0xff) === 0xff) return sign | 0x7c00 | (m ? 0x200 : 0);
  if (e >= 31) return sign | 0x7c00;
  if (e <= 0) return sign | Math.min(0x3ff, Math.round(Math.abs(f32[0]) / 2 ** -24)); // subnormal half
  return sign | (e << 10) | (m >> 13);
}
/** Unsigned small floats of R11F_G11F_B10F: 5-bit exponent, `mbits` mantissa. */
function smallFloatToNumber(v: number, mbits: number): number {
  const e = v >> mbits;
  const m = v & ((1 << mbits) - 1);
  if (e === 0) return m * 2 ** (-14 - mbits);
  if (e === 31) return m ? NaN : Infinity;
  return (1 + m / (1 << mbits)) * 2 ** (e - 15);
}
function numberToSmallFloat(v: number, mbits: number): number {
  if (!(v > 0)) return 0; // negatives and NaN clamp to 0 (unsigned format)
  if (v === Infinity) return 31 << mbits;
  let e = Math.floor(Math.log2(v));
  if (e < -14) return Math.min((1 << mbits) - 1, Math.round(v / 2 ** (-14 - mbits)));
  if (e > 15) return (30 << mbits) | ((1 << mbits) - 1);
  let m = Math.round((v / 2 ** e - 1) * (1 << mbits));
  if (m === 1 << mbits) { m = 0; e++; }
  if (e > 15) return (30 << mbits) | ((1 << mbits) - 1);
  return ((e + 15) << mbits) | m;
}
function encodeRgb9e5(r: number, g: number, b: number): number {
  const max = 65408; // (2^9-1)/2^9 * 2^16
  const rc = Math.min(Math.max(r, 0), max) || 0, gc = Math.min(Math.max(g, 0), max) || 0, bc = Math.min(Math.max(b, 0), max) || 0;
  const mc = Math.max(rc, gc, bc);
  let e = Math.max(-16, Math.floor(Math.log2(mc || 2 ** -17))) + 1 + 15;
  let denom = 2 ** (e - 15 - 9);
  if (Math.round(mc / denom) === 512) { denom *= 2; e++; }
  return ((e & 31) * 2 ** 27) + (Math.round(bc / denom) << 18) + (Math.round(gc / denom) << 9) + Math.round(rc / denom);
}

function normalizeUnsigned(v: number, bits: number): number {
  return v / (2 ** bits - 1);
}
function normalizeSigned(v: number, bits: number): number {
  return Math.max(v / (2 ** (bits - 1) - 1), -1);
}

/** Reads one pixel into `comps` (r,g,b,a,depth,stencil). */
function readPixel(src: Uint8Array, off: number, format: number, type: number, swap: boolean): void {
  comps[0] = 0; comps[1] = 0; comps[2] = 0; comps[3] = 1; comps[4] = 0; comps[5] = 0;
  const ch = FORMAT_CHANNELS.get(format)!;
  const t = TYPES.get(type)!;
  const raw = isIntegerPixelFormat(format);
  if (t.fields.length > 0) {
    if (type === GL.FLOAT_32_UNSIGNED_INT_24_8_REV) {
      u32[0] = readUint(src, off, 4, swap);
      comps[4] = f32[0];
      comps[5] = readUint(src, off + 4, 4, swap) & 0xff;
      return;
    }
    const v = readUint(src, off, t.size, swap);
    if (type === GL.UNSIGNED_INT_10F_11F_11F_REV) {
      comps[0] = smallFloatToNumber(v & 0x7ff, 6);
      comps[1] = smallFloatToNumber((v >>> 11) & 0x7ff, 6);
      comps[2] = smallFloatToNumber((v >>> 22) & 0x3ff, 5);
      return;
    }
    if (type === GL.UNSIGNED_INT_5_9_9_9_REV) {
      const scale = 2 ** ((v >>> 27) - 15 - 9);
      comps[0] = (v & 0x1ff) * scale; comps[1] = ((v >>> 9) & 0x1ff) * scale; comps[2] = ((v >>> 18) & 0x1ff) * scale;
      return;
    }
    let shift = t.rev ? 0 : t.size * 8;
    for (let i = 0; i < t.fields.length; i++) {
      const bits = t.fields[i];
      if (!t.rev) shift -= bits;
      const field = Math.floor(v / 2 ** shift) % 2 ** bits;
      if (t.rev) shift += bits;
      const slot = format === GL.DEPTH_STENCIL ? (i === 0 ? 4 : 5) : ch[i];
      comps[slot] = raw || slot === 5 ? field : normalizeUnsigned(field, bits);
    }
    return;
  }
  for (let i = 0; i < ch.length; i++) {
    const slot = ch[i];
    const e = off + i * t.size;
    let v: number;
    switch (type) {
      case GL.UNSIGNED_BYTE: v = src[e]; break;
      case GL.BYTE: v = (src[e] << 24) >> 24; break;
      case GL.UNSIGNED_SHORT: v = readUint(src, e, 2, swap); break;
      case GL.SHORT: v = (readUint(src, e, 2, swap) << 16) >> 16; break;
      case GL.UNSIGNED_INT: v = readUint(src, e, 4, swap); break;
      case GL.INT: v = readUint(src, e, 4, swap) | 0; break;
      case GL.HALF_FLOAT: comps[slot] = halfToFloat(readUint(src, e, 2, swap)); continue;
      default: u32[0] = readUint(src, e, 4, swap); comps[slot] = f32[0]; continue; // FLOAT
    }
    if (raw || slot === 5) comps[slot] = v;
    else if (type === GL.BYTE || type === GL.SHORT || type === GL.INT) comps[slot] = normalizeSigned(v, t.size * 8);
    else comps[slot] = normalizeUnsigned(v, t.size * 8);
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
function packUnsigned(v: number, bits: number, raw: boolean): number {
  const max = 2 ** bits - 1;
  return raw ? clamp(Math.trunc(v), 0, max) : Math.round(clamp(v, 0, 1) * max) || 0;
}
function packSigned(v: number, bits: number, raw: boolean): number {
  const max = 2 ** (bits - 1) - 1;
  return raw ? clamp(Math.trunc(v), -max - 1, max) : Math.round(clamp(v, -1, 1) * max) || 0;
}

/** Writes `comps` as one pixel of format/type (no swap: client layouts are host order). */
function writePixel(dst: Uint8Array, off: number, format: number, type: number): void {
  const ch = FORMAT_CHANNELS.get(format)!;
  const t = TYPES.get(type)!;
  const raw = isIntegerPixelFormat(format);
  if (t.fields.length > 0) {
    if (type === GL.FLOAT_32_UNSIGNED_INT_24_8_REV) {
      f32[0] = comps[4];
      writeUint(dst, off, 4, u32[0]);
      writeUint(dst, off + 4, 4, packUnsigned(comps[5], 8, true));
      return;
    }
    if (type === GL.UNSIGNED_INT_10F_11F_11F_REV) {
      writeUint(dst, off, 4, numberToSmallFloat(comps[0], 6) + numberToSmallFloat(comps[1], 6) * 2 ** 11 + numberToSmallFloat(comps[2], 5) * 2 ** 22);
      return;
    }
    if (type === GL.UNSIGNED_INT_5_9_9_9_REV) {
      writeUint(dst, off, 4, encodeRgb9e5(comps[0], comps[1], comps[2]));
      return;
    }
    let v = 0;
    let shift = t.rev ? 0 : t.size * 8;
    for (let i = 0; i < t.fields.length; i++) {
      const bits = t.fields[i];
      if (!t.rev) shift -= bits;
      const slot = format === GL.DEPTH_STENCIL ? (i === 0 ? 4 : 5) : ch[i];
      v += packUnsigned(comps[slot], bits, raw || slot === 5) * 2 ** shift;
      if (t.rev) shift += bits;
    }
    writeUint(dst, off, t.size, v);
    return;
  }
  for (let i = 0; i < ch.length; i++) {
    const slot = ch[i];
    const e = off + i * t.size;
    const r = raw || slot === 5;
    const v = comps[slot];
    switch (type) {
      case GL.UNSIGNED_BYTE: dst[e] = packUnsigned(v, 8, r); break;
      case GL.BYTE: dst[e] = packSigned(v, 8, r) & 0xff; break;
      case GL.UNSIGNED_SHORT: writeUint(dst, e, 2, packUnsigned(v, 16, r)); break;
      case GL.SHORT: writeUint(dst, e, 2, packSigned(v, 16, r) & 0xffff); break;
      case GL.UNSIGNED_INT: writeUint(dst, e, 4, packUnsigned(v, 32, r)); break;
      case GL.INT: writeUint(dst, e, 4, packSigned(v, 32, r) >>> 0); break;
      case GL.HALF_FLOAT: writeUint(dst, e, 2, floatToHalf(v)); break;
      default: f32[0] = v; writeUint(dst, e, 4, u32[0]); break; // FLOAT
    }
  }
}

/**
 * Copies a w×h×d box of pixels from `src` (layout `srcLayout`, data start `srcBase`) into `dst` rows of
 * `dstRowStride` / images of `dstImageStride` bytes starting at `dstBase`, converting srcFormat/srcType to
 * dstFormat/dstType. A same-pair copy without byte swapping moves bytes as they are.
 */
export function convertBox(
  src: Uint8Array, srcBase: number, srcLayout: PixelLayout, srcFormat: number, srcType: number, swap: boolean,
  dst: Uint8Array, dstBase: number, dstRowStride: number, dstImageStride: number, dstFormat: number, dstType: number,
  w: number, h: number, d: number,
): void {
  const same = srcFormat === dstFormat && srcType === dstType && (!swap || typeSize(srcType) === 1);
  const dpb = pixelBytes(dstFormat, dstType);
  for (let z = 0; z < d; z++) {
    for (let y = 0; y < h; y++) {
      const s = srcBase + srcLayout.skipBytes + z * srcLayout.imageStride + y * srcLayout.rowStride;
      const o = dstBase + z * dstImageStride + y * dstRowStride;
      if (same) {
        const n = w * dpb;
        for (let i = 0; i < n; i++) dst[o + i] = src[s + i];
        continue;
      }
      for (let x = 0; x < w; x++) {
        readPixel(src, s + x * srcLayout.pixelBytes, srcFormat, srcType, swap);
        writePixel(dst, o + x * dpb, dstFormat, dstType);
      }
    }
  }
}

/** Fills a box of `dst` with one pixel given as srcFormat/srcType at src[srcOffset] (clearTexImage). */
export function fillBox(src: Uint8Array | null, srcOffset: number, srcFormat: number, srcType: number,
  dst: Uint8Array, dstBase: number, dstRowStride: number, dstImageStride: number, dstFormat: number, dstType: number,
  w: number, h: number, d: number): void {
  const dpb = pixelBytes(dstFormat, dstType);
  if (src === null) comps.fill(0); // NULL data clears every component to zero (§8.21)
  else readPixel(src, srcOffset, srcFormat, srcType, false);
  writePixel(fillScratch, 0, dstFormat, dstType);
  for (let z = 0; z < d; z++) {
    for (let y = 0; y < h; y++) {
      const o = dstBase + z * dstImageStride + y * dstRowStride;
      for (let x = 0; x < w; x++) for (let i = 0; i < dpb; i++) dst[o + x * dpb + i] = fillScratch[i];
    }
  }
}
const fillScratch = new Uint8Array(16);
