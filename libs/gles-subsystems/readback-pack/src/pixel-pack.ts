// readPixels on GLES: the driver reads RGBA/UNSIGNED_BYTE (normalized buffers), RGBA/FLOAT (float),
// RGBA_INTEGER/INT|UNSIGNED_INT (integer) and, with NV_read_depth(_stencil), depth/stencil — in the type the
// depth buffer's kind allows (GLES refuses FLOAT for a fixed-point depth buffer with INVALID_OPERATION and then
// writes nothing: UNSIGNED_INT / UNSIGNED_INT_24_8 there, FLOAT / FLOAT_32_UNSIGNED_INT_24_8_REV for a float one). Everything
// the app asked for beyond that — other formats and types, and the whole pack state (alignment, row
// length, skips) — is applied here on the CPU from a tight driver read.
import { GL, type PixelStoreParameters } from '@mgpipe/value-types';

/** What the driver read holds per pixel. */
export type ReadSource = 'unorm' | 'float' | 'int' | 'uint' | 'depth' | 'depthFloat' | 'depthStencil' | 'depthStencilFloat' | 'stencil';

/** DEPTH_COMPONENT32F / DEPTH32F_STENCIL8: a float depth buffer (read as FLOAT). */
function floatDepth(internalFormat: number): boolean {
  return internalFormat === GL.DEPTH_COMPONENT32F || internalFormat === GL.DEPTH32F_STENCIL8;
}

/** The driver read class of a colour format's GLES read class (gles-textures' readClass). */
export function readSourceOfClass(cls: string): ReadSource {
  return cls === 'unorm' ? 'unorm' : cls === 'int' ? 'int' : cls === 'uint' ? 'uint' : 'float';
}

/** What a depth (and, for a DEPTH_STENCIL request, stencil) read of a buffer of `internalFormat` holds. */
export function depthReadSource(internalFormat: number, withStencil: boolean): ReadSource {
  const f = floatDepth(internalFormat);
  return withStencil ? (f ? 'depthStencilFloat' : 'depthStencil') : (f ? 'depthFloat' : 'depth');
}

/** The (format, type) the driver is asked for, and its bytes per pixel. */
export function driverReadFormat(src: ReadSource): [format: number, type: number, bytes: number] {
  switch (src) {
    case 'unorm': return [GL.RGBA, GL.UNSIGNED_BYTE, 4];
    case 'float': return [GL.RGBA, GL.FLOAT, 16];
    case 'int': return [GL.RGBA_INTEGER, GL.INT, 16];
    case 'uint': return [GL.RGBA_INTEGER, GL.UNSIGNED_INT, 16];
    case 'depth': return [GL.DEPTH_COMPONENT, GL.UNSIGNED_INT, 4];
    case 'depthFloat': return [GL.DEPTH_COMPONENT, GL.FLOAT, 4];
    case 'depthStencil': return [GL.DEPTH_STENCIL, GL.UNSIGNED_INT_24_8, 4];
    case 'depthStencilFloat': return [GL.DEPTH_STENCIL, GL.FLOAT_32_UNSIGNED_INT_24_8_REV, 8];
    default: return [GL.STENCIL_INDEX, GL.UNSIGNED_BYTE, 1];
  }
}

/** Channel slots of a pack format (0..3 = RGBA, 4 = depth, 5 = stencil). */
function channels(format: number): readonly number[] {
  switch (format) {
    case GL.RED: case GL.RED_INTEGER: return [0];
    case GL.GREEN: case GL.GREEN_INTEGER: return [1];
    case GL.BLUE: case GL.BLUE_INTEGER: return [2];
    case GL.ALPHA: return [3];
    case GL.RG: case GL.RG_INTEGER: return [0, 1];
    case GL.RGB: case GL.RGB_INTEGER: return [0, 1, 2];
    case GL.BGR: case GL.BGR_INTEGER: return [2, 1, 0];
    case GL.BGRA: case GL.BGRA_INTEGER: return [2, 1, 0, 3];
    case GL.DEPTH_COMPONENT: return [4];
    case GL.STENCIL_INDEX: return [5];
    case GL.DEPTH_STENCIL: return [4, 5];
    default: return [0, 1, 2, 3];
  }
}

/** GL 4.5 Table 8.3's formats a pack can name (colour, integer, depth, stencil). */
const PACK_FORMATS = new Set<number>([
  GL.RED, GL.GREEN, GL.BLUE, GL.ALPHA, GL.RG, GL.RGB, GL.RGBA, GL.BGR, GL.BGRA, GL.RED_INTEGER, GL.GREEN_INTEGER,
  GL.BLUE_INTEGER, GL.RG_INTEGER, GL.RGB_INTEGER, GL.RGBA_INTEGER, GL.BGR_INTEGER, GL.BGRA_INTEGER,
  GL.DEPTH_COMPONENT, GL.STENCIL_INDEX, GL.DEPTH_STENCIL,
]);
/** GL 4.5 Table 8.2's types. */
const PACK_TYPES = new Set<number>([
  GL.UNSIGNED_BYTE, GL.BYTE, GL.UNSIGNED_SHORT, GL.SHORT, GL.UNSIGNED_INT, GL.INT, GL.HALF_FLOAT, GL.FLOAT,
  GL.UNSIGNED_BYTE_3_3_2, GL.UNSIGNED_BYTE_2_3_3_REV, GL.UNSIGNED_SHORT_5_6_5, GL.UNSIGNED_SHORT_5_6_5_REV,
  GL.UNSIGNED_SHORT_4_4_4_4, GL.UNSIGNED_SHORT_4_4_4_4_REV, GL.UNSIGNED_SHORT_5_5_5_1, GL.UNSIGNED_SHORT_1_5_5_5_REV,
  GL.UNSIGNED_INT_8_8_8_8, GL.UNSIGNED_INT_8_8_8_8_REV, GL.UNSIGNED_INT_10_10_10_2, GL.UNSIGNED_INT_2_10_10_10_REV,
  GL.UNSIGNED_INT_24_8, GL.UNSIGNED_INT_10F_11F_11F_REV, GL.UNSIGNED_INT_5_9_9_9_REV,
  GL.FLOAT_32_UNSIGNED_INT_24_8_REV,
]);

/** Whether (format, type) names a pack layout at all (an operand from the wire is checked before packLayout trusts it). */
export function isPackFormatAndType(format: number, type: number): boolean {
  return PACK_FORMATS.has(format) && PACK_TYPES.has(type);
}

/** [bytes per element, packed?] of a pack type. */
function typeSize(type: number): [number, boolean] {
  switch (type) {
    case GL.UNSIGNED_BYTE: case GL.BYTE: return [1, false];
    case GL.UNSIGNED_SHORT: case GL.SHORT: case GL.HALF_FLOAT: return [2, false];
    case GL.UNSIGNED_SHORT_5_6_5: case GL.UNSIGNED_SHORT_4_4_4_4: case GL.UNSIGNED_SHORT_5_5_5_1: return [2, true];
    case GL.UNSIGNED_INT_2_10_10_10_REV: case GL.UNSIGNED_INT_24_8: return [4, true];
    case GL.FLOAT_32_UNSIGNED_INT_24_8_REV: return [8, true];
    default: return [4, false];
  }
}

/** GL §18.2 pack layout: [offset of the first pixel, row stride, bytes per pixel]. */
export function packLayout(width: number, format: number, type: number, pack: PixelStoreParameters): [number, number, number] {
  const [s, packed] = typeSize(type);
  const n = packed ? 1 : channels(format).length;
  const bpp = n * s;
  const l = pack.rowLength > 0 ? pack.rowLength : width;
  const a = pack.alignment;
  const stride = s >= a ? bpp * l : a * Math.ceil((bpp * l) / a);
  return [pack.skipRows * stride + pack.skipPixels * bpp, stride, bpp];
}

function toHalf(v: number): number {
  const f = new Float32Array([v]);
  const x = new Uint32Array(f.buffer)[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = ((x >>> 23) & 0xff) - 127 + 15;
  const mant = x & 0x7fffff;
  if (((x >>> 23) & 0xff) === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  if (exp >= 0x1f) return sign | 0x7c00;
  if (exp <= 0) return exp < -10 ? sign : sign | ((mant | 0x800000) >> (14 - exp));
  return sign | (exp << 10) | (mant >> 13);
}

const comp = new Float64Array(6);

/**
 * Converts a tight driver read (`src`, `width`×`height` pixels of `source`) into `dst` laid out by the pack
 * state for (format, type). Normalized sources become [0,1] before re-encoding; integer sources stay raw.
 */
export function packPixels(src: Uint8Array, source: ReadSource, width: number, height: number, format: number, type: number,
  pack: PixelStoreParameters, dst: Uint8Array): void {
  const [, , srcBpp] = driverReadFormat(source);
  const sv = new DataView(src.buffer, src.byteOffset, src.byteLength);
  const dv = new DataView(dst.buffer, dst.byteOffset, dst.byteLength);
  const [first, stride, bpp] = packLayout(width, format, type, pack);
  const ch = channels(format);
  const [s] = typeSize(type);
  const integer = source === 'int' || source === 'uint' || source === 'stencil';
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * srcBpp;
      comp[0] = comp[1] = comp[2] = 0;
      comp[3] = 1;
      switch (source) {
        case 'unorm': for (let c = 0; c < 4; c++) comp[c] = src[p + c] / 255; break;
        case 'float': for (let c = 0; c < 4; c++) comp[c] = sv.getFloat32(p + c * 4, true); break;
        case 'int': for (let c = 0; c < 4; c++) comp[c] = sv.getInt32(p + c * 4, true); break;
        case 'uint': for (let c = 0; c < 4; c++) comp[c] = sv.getUint32(p + c * 4, true); break;
        // Fixed point: the driver's n-bit depth widened to 32 bits (bit replication): its fraction of 2^32 - 1.
        case 'depth': comp[4] = sv.getUint32(p, true) / 0xffffffff; break;
        case 'depthFloat': comp[4] = sv.getFloat32(p, true); break;
        case 'depthStencil': { const v = sv.getUint32(p, true); comp[4] = (v >>> 8) / 0xffffff; comp[5] = v & 0xff; break; }
        case 'depthStencilFloat': comp[4] = sv.getFloat32(p, true); comp[5] = sv.getUint32(p + 4, true) & 0xff; break;
        default: comp[5] = src[p];
      }
      const o = first + y * stride + x * bpp;
      if (o + bpp > dst.byteLength) return;
      writePixel(dv, o, ch, type, s, integer);
      if (pack.swapBytes) swapElements(dst, o, bpp, type === GL.FLOAT_32_UNSIGNED_INT_24_8_REV ? 4 : s);
    }
  }
}

/**
 * PACK_SWAP_BYTES (GL 4.5 §8.4.4.1, applied to packing by §18.2.8): the bytes of each element of a pixel reversed —
 * each component of 2 or 4 bytes, a packed type's whole value (FLOAT_32_UNSIGNED_INT_24_8_REV: its two 32-bit words).
 */
function swapElements(dst: Uint8Array, o: number, bpp: number, element: number): void {
  if (element < 2) return;
  for (let e = o; e < o + bpp; e += element) {
    for (let i = 0, j = element - 1; i < j; i++, j--) {
      const t = dst[e + i];
      dst[e + i] = dst[e + j];
      dst[e + j] = t;
    }
  }
}

function norm(v: number, max: number, signed: boolean): number {
  return Math.round((signed ? Math.max(-1, Math.min(1, v)) : Math.max(0, Math.min(1, v))) * max);
}

function writePixel(dv: DataView, o: number, ch: readonly number[], type: number, s: number, integer: boolean): void {
  switch (type) {
    case GL.UNSIGNED_SHORT_5_6_5:
      return dv.setUint16(o, (norm(comp[ch[0]], 31, false) << 11) | (norm(comp[ch[1]], 63, false) << 5) | norm(comp[ch[2]], 31, false), true);
    case GL.UNSIGNED_SHORT_4_4_4_4:
      return dv.setUint16(o, (norm(comp[ch[0]], 15, false) << 12) | (norm(comp[ch[1]], 15, false) << 8) | (norm(comp[ch[2]], 15, false) << 4) | norm(comp[ch[3]], 15, false), true);
    case GL.UNSIGNED_SHORT_5_5_5_1:
      return dv.setUint16(o, (norm(comp[ch[0]], 31, false) << 11) | (norm(comp[ch[1]], 31, false) << 6) | (norm(comp[ch[2]], 31, false) << 1) | norm(comp[ch[3]], 1, false), true);
    case GL.UNSIGNED_INT_2_10_10_10_REV: {
      const f = integer ? (v: number, m: number) => Math.min(v, m) : (v: number, m: number) => norm(v, m, false);
      return dv.setUint32(o, (f(comp[ch[0]], 1023) | (f(comp[ch[1]], 1023) << 10) | (f(comp[ch[2]], 1023) << 20) | (f(comp[ch[3]], 3) << 30)) >>> 0, true);
    }
    case GL.UNSIGNED_INT_24_8:
      return dv.setUint32(o, ((norm(comp[4], 0xffffff, false) << 8) | (comp[5] & 0xff)) >>> 0, true);
    case GL.FLOAT_32_UNSIGNED_INT_24_8_REV:
      dv.setFloat32(o, comp[4], true);
      return dv.setUint32(o + 4, comp[5] & 0xff, true);
  }
  for (let i = 0; i < ch.length; i++) {
    const v = comp[ch[i]];
    const at = o + i * s;
    const raw = integer || ch[i] === 5;
    switch (type) {
      case GL.UNSIGNED_BYTE: dv.setUint8(at, raw ? v : norm(v, 255, false)); break;
      case GL.BYTE: dv.setInt8(at, raw ? v : norm(v, 127, true)); break;
      case GL.UNSIGNED_SHORT: dv.setUint16(at, raw ? v : norm(v, 65535, false), true); break;
      case GL.SHORT: dv.setInt16(at, raw ? v : norm(v, 32767, true), true); break;
      case GL.UNSIGNED_INT: dv.setUint32(at, raw ? v >>> 0 : ch[i] === 4 ? Math.round(Math.max(0, Math.min(1, v)) * 0xffffffff) : norm(v, 0xffffffff, false), true); break;
      case GL.INT: dv.setInt32(at, raw ? v | 0 : norm(v, 0x7fffffff, true), true); break;
      case GL.HALF_FLOAT: dv.setUint16(at, toHalf(v), true); break;
      default: dv.setFloat32(at, v, true);
    }
  }
}
