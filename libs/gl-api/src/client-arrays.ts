// How far a draw reads into client memory (compatibility-profile client arrays, DESIGN §7). Shared by both lanes so
// that they refuse the same draws, with INVALID_OPERATION and nothing drawn (the rule of arg-check-runtime.ts for
// too-short client memory, as WebGL has it), never zero-filled on one lane and read out of bounds by the driver on
// the other. Mesa itself cannot check client memory (it gets a bare pointer and reads what the draw asks for), and
// for buffer objects llvmpipe clamps fetches to the buffer instead of raising an error; client memory has no such
// clamp, so the lanes check before the driver sees the draw:
//   - a client index array shorter than count × index size;
//   - a vertex attribute (divisor 0) read at an index + basevertex past the array's end, or below its start (a
//     negative basevertex); restart values are not fetched and bound nothing;
//   - an instanced attribute read at baseInstance + floor((instances - 1) / divisor) past its end;
//   - any indirect or transform-feedback draw with a client-memory array enabled: its vertex count lives in a
//     buffer the client does not scan before the driver reads (the GLES 3.1 rule, which Mesa applies on GLES).
const GL_BYTE = 0x1400, GL_UNSIGNED_BYTE = 0x1401, GL_SHORT = 0x1402, GL_UNSIGNED_SHORT = 0x1403;
const GL_INT = 0x1404, GL_UNSIGNED_INT = 0x1405, GL_FLOAT = 0x1406, GL_DOUBLE = 0x140a, GL_HALF_FLOAT = 0x140b;
const GL_FIXED = 0x140c, GL_BGRA = 0x80e1;

/** Bytes of one vertex of an attribute: `size` components of `type`; packed types are 4 bytes a vertex. */
export function attribVertexBytes(size: number, type: number): number {
  const components = size === GL_BGRA ? 4 : size;
  switch (type) {
    case GL_BYTE: case GL_UNSIGNED_BYTE: return components;
    case GL_SHORT: case GL_UNSIGNED_SHORT: case GL_HALF_FLOAT: return 2 * components;
    case GL_INT: case GL_UNSIGNED_INT: case GL_FLOAT: case GL_FIXED: return 4 * components;
    case GL_DOUBLE: return 8 * components;
    default: return 4; // the packed 2_10_10_10 / 10F_11F_11F types
  }
}

/**
 * The last element (vertex or instance) a draw fetches from an attribute with `divisor`, -1 for none.
 * `lastVertex` is first + count - 1 for array draws, the largest index + basevertex for indexed ones.
 */
export function lastFetched(divisor: number, lastVertex: number, instances: number, baseInstance: number): number {
  if (instances <= 0) return -1;
  return divisor === 0 ? lastVertex : baseInstance + Math.floor((instances - 1) / divisor);
}

/** Bytes the draw reads from the client array: through the last fetched element, or 0 when none. */
export function clientArrayBytes(size: number, type: number, stride: number, relativeOffset: number, last: number): number {
  if (last < 0) return 0;
  const vertex = attribVertexBytes(size, type);
  return relativeOffset + last * (stride > 0 ? stride : vertex) + vertex;
}

/** The largest of `count` indices of `type` stored in `bytes` from byte `offset` (-1 when count is 0). */
export function maxIndex(bytes: ArrayBufferView, offset: number, count: number, type: number): number {
  scanIndices(bytes, offset, count, type, -1);
  return indexBounds.max;
}

/**
 * What the last scanIndices found: the smallest and largest index the draw fetches (`max` -1: none), and how many
 * indices lay inside `bytes` (fewer than asked: the index source is shorter than the draw; the caller's index-range
 * check reports it). One object reused by every scan: the draw paths allocate nothing.
 */
export const indexBounds = { min: 0, max: -1, inside: 0 };

let lastView: ArrayBufferView | null = null;
let lastBytes: Uint8Array = new Uint8Array(0);
/** `bytes` as a Uint8Array; the wrapper of the last non-Uint8Array view is kept (a client index array drawn again). */
function asBytes(bytes: ArrayBufferView): Uint8Array {
  if (bytes instanceof Uint8Array) return bytes;
  if (bytes !== lastView || lastBytes.buffer !== bytes.buffer) {
    lastView = bytes;
    lastBytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return lastBytes;
}

/**
 * Scans `count` indices of `type` stored from byte `offset` of `bytes` into indexBounds, skipping the value `restart`
 * (-1: primitive restart off). A restart index is not fetched, so it bounds nothing (Mesa's min/max scan skips it too).
 */
export function scanIndices(bytes: ArrayBufferView, offset: number, count: number, type: number, restart: number): void {
  const b = asBytes(bytes);
  const size = type === GL_UNSIGNED_BYTE ? 1 : type === GL_UNSIGNED_SHORT ? 2 : 4;
  const inside = Math.max(0, Math.min(count, Math.floor((b.byteLength - offset) / size)));
  let min = Infinity;
  let max = -1;
  for (let i = 0, at = offset; i < inside; i++, at += size) {
    const v = size === 1 ? b[at] : size === 2 ? b[at] | (b[at + 1] << 8) : (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
    if (v === restart) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  indexBounds.min = max < 0 ? 0 : min;
  indexBounds.max = max;
  indexBounds.inside = inside;
}

/** The restart value a draw with `type` indices skips: the fixed index, the app's index, or -1 (restart off). */
export function restartValue(type: number, restartEnabled: boolean, fixedIndexEnabled: boolean, restartIndex: number): number {
  const typeMax = type === GL_UNSIGNED_BYTE ? 0xff : type === GL_UNSIGNED_SHORT ? 0xffff : 0xffffffff;
  if (fixedIndexEnabled) return typeMax;
  return restartEnabled ? restartIndex >>> 0 : -1;
}
