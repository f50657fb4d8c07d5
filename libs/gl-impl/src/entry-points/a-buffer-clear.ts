// clearBufferData / clearBufferSubData (GL 4.5 §6.5): the clear value arrives as (format, type) client
// data and is converted on the client to one element of `internalformat` (a buffer-texture format, table
// 8.16), which then fills the range of the shadow copy; the backend sees it as a sub-data write.
// Supported source types: the unpacked ones (UNSIGNED_BYTE ... FLOAT, HALF_FLOAT); packed types are
// valid GL but not converted here yet (recorded as INVALID_OPERATION with a message saying so).
import type { Buffer } from '@mgpipe/gl-state';
import type { GLFunctions, VoidData } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { boundBuffer, isBufferTarget, isMappedExclusive, namedBuffer, typeSize, wholeBytesOf } from './a-common.ts';

const UNORM = 0;
const FLOAT = 1;
const SINT = 2;
const UINT = 3;

interface ElementFormat {
  components: number;
  bytes: number; // per component
  kind: number;
}

/** Table 8.16: internal formats of buffer textures (the only ones clearBuffer*Data accepts). */
const BUFFER_FORMATS = new Map<number, ElementFormat>();
function add(formats: readonly number[], components: number, bytes: number, kind: number): void {
  for (let i = 0; i < formats.length; i++) BUFFER_FORMATS.set(formats[i], { components: components + i, bytes, kind });
}
add([GL.R8, GL.RG8], 1, 1, UNORM);
BUFFER_FORMATS.set(GL.RGBA8, { components: 4, bytes: 1, kind: UNORM });
add([GL.R16, GL.RG16], 1, 2, UNORM);
BUFFER_FORMATS.set(GL.RGBA16, { components: 4, bytes: 2, kind: UNORM });
add([GL.R16F, GL.RG16F], 1, 2, FLOAT);
BUFFER_FORMATS.set(GL.RGBA16F, { components: 4, bytes: 2, kind: FLOAT });
add([GL.R32F, GL.RG32F, GL.RGB32F, GL.RGBA32F], 1, 4, FLOAT);
add([GL.R8I, GL.RG8I], 1, 1, SINT);
BUFFER_FORMATS.set(GL.RGBA8I, { components: 4, bytes: 1, kind: SINT });
add([GL.R16I, GL.RG16I], 1, 2, SINT);
BUFFER_FORMATS.set(GL.RGBA16I, { components: 4, bytes: 2, kind: SINT });
add([GL.R32I, GL.RG32I, GL.RGB32I, GL.RGBA32I], 1, 4, SINT);
add([GL.R8UI, GL.RG8UI], 1, 1, UINT);
BUFFER_FORMATS.set(GL.RGBA8UI, { components: 4, bytes: 1, kind: UINT });
add([GL.R16UI, GL.RG16UI], 1, 2, UINT);
BUFFER_FORMATS.set(GL.RGBA16UI, { components: 4, bytes: 2, kind: UINT });
add([GL.R32UI, GL.RG32UI, GL.RGB32UI, GL.RGBA32UI], 1, 4, UINT);

/** Source pixel formats: component count, whether they are *_INTEGER, whether R and B swap. */
function sourceFormat(format: number): { count: number; integer: boolean; bgr: boolean } | null {
  switch (format) {
    case GL.RED: return { count: 1, integer: false, bgr: false };
    case GL.RG: return { count: 2, integer: false, bgr: false };
    case GL.RGB: return { count: 3, integer: false, bgr: false };
    case GL.BGR: return { count: 3, integer: false, bgr: true };
    case GL.RGBA: return { count: 4, integer: false, bgr: false };
    case GL.BGRA: return { count: 4, integer: false, bgr: true };
    case GL.RED_INTEGER: return { count: 1, integer: true, bgr: false };
    case GL.RG_INTEGER: return { count: 2, integer: true, bgr: false };
    case GL.RGB_INTEGER: return { count: 3, integer: true, bgr: false };
    case GL.BGR_INTEGER: return { count: 3, integer: true, bgr: true };
    case GL.RGBA_INTEGER: return { count: 4, integer: true, bgr: false };
    case GL.BGRA_INTEGER: return { count: 4, integer: true, bgr: true };
    default: return null;
  }
}

const PACKED_TYPES = new Set<number>([
  GL.UNSIGNED_BYTE_3_3_2, GL.UNSIGNED_BYTE_2_3_3_REV, GL.UNSIGNED_SHORT_5_6_5, GL.UNSIGNED_SHORT_5_6_5_REV,
  GL.UNSIGNED_SHORT_4_4_4_4, GL.UNSIGNED_SHORT_4_4_4_4_REV, GL.UNSIGNED_SHORT_5_5_5_1, GL.UNSIGNED_SHORT_1_5_5_5_REV,
  GL.UNSIGNED_INT_8_8_8_8, GL.UNSIGNED_INT_8_8_8_8_REV, GL.UNSIGNED_INT_10_10_10_2, GL.UNSIGNED_INT_2_10_10_10_REV,
  GL.UNSIGNED_INT_10F_11F_11F_REV, GL.UNSIGNED_INT_5_9_9_9_REV,
]);

export function halfToFloat(h: number): number {
  const s = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 0) return s * m * 2 ** -24;
  if (e === 31) return m === 0 ? s * Infinity : NaN;
  return s * (1 + m / 1024) * 2 ** (e - 15);
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE binary16 bits of `v`, round-to-nearest-even (denormals and overflow handled). */
export function floatToHalf(v: number): number {
  f32[0] = v;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  const mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant !== 0 ? 0x200 : 0);
  const e = exp - 127 + 15;
  if (e >= 31) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    const m = (mant | 0x800000) >>> (1 - e);
    const half = m >>> 13;
    const rest = m & 0x1fff;
    return sign | (half + (rest > 0x1000 || (rest === 0x1000 && (half & 1) === 1) ? 1 : 0));
  }
  let h = sign | (e << 10) | (mant >>> 13);
  const rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && (h & 1) === 1)) h++;
  return h;
}

function readComponent(view: DataView, offset: number, type: number, normalize: boolean): number {
  switch (type) {
    case GL.UNSIGNED_BYTE: { const v = view.getUint8(offset); return normalize ? v / 255 : v; }
    case GL.BYTE: { const v = view.getInt8(offset); return normalize ? Math.max(v / 127, -1) : v; }
    case GL.UNSIGNED_SHORT: { const v = view.getUint16(offset, true); return normalize ? v / 65535 : v; }
    case GL.SHORT: { const v = view.getInt16(offset, true); return normalize ? Math.max(v / 32767, -1) : v; }
    case GL.UNSIGNED_INT: { const v = view.getUint32(offset, true); return normalize ? v / 4294967295 : v; }
    case GL.INT: { const v = view.getInt32(offset, true); return normalize ? Math.max(v / 2147483647, -1) : v; }
    case GL.HALF_FLOAT: return halfToFloat(view.getUint16(offset, true));
    default: return view.getFloat32(offset, true);
  }
}

function writeComponent(view: DataView, offset: number, f: ElementFormat, v: number): void {
  const clampTo = (lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);
  switch (f.kind) {
    case UNORM: {
      const max = f.bytes === 1 ? 255 : 65535;
      const n = Math.round(clampTo(0, 1) * max);
      if (f.bytes === 1) view.setUint8(offset, n); else view.setUint16(offset, n, true);
      return;
    }
    case FLOAT:
      if (f.bytes === 2) view.setUint16(offset, floatToHalf(v), true); else view.setFloat32(offset, v, true);
      return;
    case SINT:
      if (f.bytes === 1) view.setInt8(offset, clampTo(-128, 127));
      else if (f.bytes === 2) view.setInt16(offset, clampTo(-32768, 32767), true);
      else view.setInt32(offset, clampTo(-2147483648, 2147483647), true);
      return;
    default:
      if (f.bytes === 1) view.setUint8(offset, clampTo(0, 255));
      else if (f.bytes === 2) view.setUint16(offset, clampTo(0, 65535), true);
      else view.setUint32(offset, clampTo(0, 4294967295), true);
  }
}

export function bufferClearEntryPoints(fe: FrontEnd) {
  /** The buffer at a target, or null after recording why (bind-to-edit forms). */
  function bufferAt(fn: string, target: number): Buffer | null {
    if (!isBufferTarget(target)) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid target 0x${target.toString(16)}`);
      return null;
    }
    const buffer = boundBuffer(fe, target);
    if (buffer === null) fe.error(GL.INVALID_OPERATION, `${fn}: no buffer is bound to the target`);
    return buffer;
  }

  /** The clear itself, on the buffer object (bind-to-edit and named forms share it). */
  function clear(fn: string, buffer: Buffer | null, internalformat: number, offset: number, size: number, whole: boolean,
    format: number, type: number, data: VoidData): void {
    if (buffer === null) return;
    const f = BUFFER_FORMATS.get(internalformat);
    if (f === undefined) return fe.error(GL.INVALID_ENUM, `${fn}: 0x${internalformat.toString(16)} is not a buffer-texture internal format`);
    if (whole) size = buffer.size;
    if (offset < 0 || size < 0 || offset + size > buffer.size) return fe.error(GL.INVALID_VALUE, `${fn}: range outside the buffer`);
    const elementSize = f.components * f.bytes;
    if (offset % elementSize !== 0 || size % elementSize !== 0) {
      return fe.error(GL.INVALID_VALUE, `${fn}: offset or size is not a multiple of the element size ${elementSize}`);
    }
    const src = sourceFormat(format);
    const srcTypeSize = typeSize(type);
    const unpackedType = srcTypeSize > 0 && type !== GL.FIXED && type !== GL.DOUBLE && !PACKED_TYPES.has(type);
    if (src === null || (!unpackedType && !PACKED_TYPES.has(type))) {
      return fe.error(GL.INVALID_VALUE, `${fn}: invalid format 0x${format.toString(16)} or type 0x${type.toString(16)}`);
    }
    // No conversion between integer and non-integer data (EXT_texture_integer, as Mesa enforces).
    if (src.integer !== (f.kind === SINT || f.kind === UINT)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: integer and non-integer formats do not convert`);
    }
    if (src.integer && (type === GL.FLOAT || type === GL.HALF_FLOAT)) {
      return fe.error(GL.INVALID_OPERATION, `${fn}: *_INTEGER formats take integer types`);
    }
    if (!unpackedType) return fe.error(GL.INVALID_OPERATION, `${fn}: packed source types are not supported by the MGPipe front end yet`);
    if (isMappedExclusive(buffer)) return fe.error(GL.INVALID_OPERATION, `${fn}: the buffer is mapped`);
    if (data !== null && !ArrayBuffer.isView(data)) return fe.error(GL.INVALID_VALUE, `${fn}: data must be client memory or null`);
    if (data !== null && data.byteLength < src.count * srcTypeSize) return fe.error(GL.INVALID_OPERATION, `${fn}: data is shorter than one pixel`);
    if (size === 0) return;

    const element = new Uint8Array(elementSize);
    if (data !== null) {
      const inView = new DataView(wholeBytesOf(data).buffer, data.byteOffset, data.byteLength);
      const rgba = [0, 0, 0, 1]; // missing components: G = B = 0, A = 1 (conversion to RGBA, GL 4.5 §8.4.4)
      for (let c = 0; c < src.count; c++) rgba[c] = readComponent(inView, c * srcTypeSize, type, !src.integer);
      if (src.bgr) [rgba[0], rgba[2]] = [rgba[2], rgba[0]];
      const outView = new DataView(element.buffer);
      for (let c = 0; c < f.components; c++) writeComponent(outView, c * f.bytes, f, rgba[c]);
    }
    // @mutates Buffer.data the cleared range; published by onBufferSubData below (immediate)
    for (let o = offset; o < offset + size; o += elementSize) buffer.data.set(element, o);
    buffer.MarkContentChanged(offset, size);
    const ops = fe.backend.bufferOps;
    if (ops.onClearBufferSubData !== undefined) ops.onClearBufferSubData(buffer, offset, size, element);
    else ops.onBufferSubData(buffer, offset, size);
  }

  return {
    clearBufferData(target: number, internalformat: number, format: number, type: number, data: VoidData): void {
      clear('clearBufferData', bufferAt('clearBufferData', target), internalformat, 0, 0, true, format, type, data);
    },
    clearNamedBufferData(buffer: number, internalformat: number, format: number, type: number, data: VoidData): void {
      clear('clearNamedBufferData', namedBuffer(fe, 'clearNamedBufferData', buffer), internalformat, 0, 0, true, format, type, data);
    },
    clearBufferSubData(target: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void {
      clear('clearBufferSubData', bufferAt('clearBufferSubData', target), internalformat, offset, size, false, format, type, data);
    },
    clearNamedBufferSubData(buffer: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void {
      clear('clearNamedBufferSubData', namedBuffer(fe, 'clearNamedBufferSubData', buffer), internalformat, offset, size, false, format, type, data);
    },
  } satisfies Partial<GLFunctions>;
}
