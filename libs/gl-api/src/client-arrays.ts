// How far a draw reads into a client-memory vertex array (compatibility-profile client arrays, DESIGN §7).
// Shared by both lanes so that they refuse the same draws: a client array shorter than what the draw fetches
// is INVALID_OPERATION (the rule of arg-check-runtime.ts for too-short client memory), never zero-filled on
// one lane and read past its end by the driver on the other.

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
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = type === GL_UNSIGNED_BYTE ? 1 : type === GL_UNSIGNED_SHORT ? 2 : 4;
  let max = -1;
  for (let i = 0; i < count; i++) {
    const at = offset + i * size;
    if (at + size > view.byteLength) break; // the caller's index-range check reports this
    const v = size === 1 ? view.getUint8(at) : size === 2 ? view.getUint16(at, true) : view.getUint32(at, true);
    if (v > max) max = v;
  }
  return max;
}
