// Area A's shared helpers: buffer-target lookup, type sizes, client-memory byte access, and the little
// state of this area that has no home in gl-state (it is not state a backend reads at verb time, or it
// is front-end bookkeeping such as the persistent mappings whose writes must be pushed at draws).
import { genericBufferSlotOf, type Buffer } from '@mgpipe/gl-state';
import { GL, MAX_VERTEX_ATTRIB_RELATIVE_OFFSET } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

export const MAX_VERTEX_ATTRIB_STRIDE = 2048;
export { MAX_VERTEX_ATTRIB_RELATIVE_OFFSET };
export const MAX_PATCH_VERTICES = 32;
export const MAX_VERTEX_STREAMS = 4;
export const MAX_ATOMIC_COUNTER_BUFFER_BINDINGS = 8;
/** GL 4.5 table 23.54 minimum MAX_VIEWPORT_DIMS; VIEWPORT_BOUNDS_RANGE is [-32768, 32767]. */
export const VIEWPORT_BOUNDS_MIN = -32768;
export const VIEWPORT_BOUNDS_MAX = 32767;

/** What this area keeps beside gl-state. */
export class AreaAState {
  /**
   * Buffers mapped with MAP_PERSISTENT_BIT | MAP_WRITE_BIT. The app writes into the shadow directly, so the
   * front end reports those bytes as written at draws (coherent maps) and at
   * memoryBarrier(CLIENT_MAPPED_BUFFER_BARRIER_BIT) (all of them): GL 4.5 §6.2 "persistent mappings".
   */
  readonly persistentWriteMaps: Buffer[] = [];
  /** glEnable(DEBUG_OUTPUT / DEBUG_OUTPUT_SYNCHRONOUS): answered by isEnabled; the debug area may read them. */
  debugOutput = false;
  debugOutputSynchronous = true;
  /** glClampColor(CLAMP_READ_COLOR) and glClipControl: not in RenderStateParameters (yet); answered by queries. */
  clampReadColor: number = GL.FIXED_ONLY;
  clipOrigin: number = GL.LOWER_LEFT;
  clipDepthMode: number = GL.NEGATIVE_ONE_TO_ONE;
}

export function isBufferTarget(target: number): boolean {
  return target === GL.ELEMENT_ARRAY_BUFFER || genericBufferSlotOf(target) >= 0;
}

/** The buffer bound to a valid target (ELEMENT_ARRAY_BUFFER is the bound VAO's). */
export function boundBuffer(fe: FrontEnd, target: number): Buffer | null {
  if (target === GL.ELEMENT_ARRAY_BUFFER) return fe.state.vertexArray.elementBuffer;
  return fe.state.buffers.GetBound(genericBufferSlotOf(target));
}

/**
 * The buffer object a direct-state-access command names, or null after recording INVALID_OPERATION
 * (GL 4.5 §6: "if buffer is not the name of an existing buffer object": a genBuffers name never bound has none).
 */
export function namedBuffer(fe: FrontEnd, fn: string, name: number): Buffer | null {
  const buffer = name === 0 ? null : fe.state.objects.buffers.Get(name);
  if (buffer === null) fe.error(GL.INVALID_OPERATION, `${fn}: ${name} is not the name of an existing buffer object`);
  return buffer;
}

/** Mapped in a way that forbids other access to the buffer (persistent mappings allow it, GL 4.5 §6.3.2). */
export function isMappedExclusive(buffer: Buffer): boolean {
  return buffer.isMapped && (buffer.mapAccess & GL.MAP_PERSISTENT_BIT) === 0;
}

/** Bytes per component of a vertex/index/pixel type; 0 for an unknown type. Packed types are 4 per element. */
export function typeSize(type: number): number {
  switch (type) {
    case GL.BYTE: case GL.UNSIGNED_BYTE: return 1;
    case GL.SHORT: case GL.UNSIGNED_SHORT: case GL.HALF_FLOAT: return 2;
    case GL.INT: case GL.UNSIGNED_INT: case GL.FLOAT: case GL.FIXED:
    case GL.INT_2_10_10_10_REV: case GL.UNSIGNED_INT_2_10_10_10_REV: case GL.UNSIGNED_INT_10F_11F_11F_REV: return 4;
    case GL.DOUBLE: return 8;
    default: return 0;
  }
}

const wholeViews = new WeakMap<ArrayBufferLike, Uint8Array>();

/** A Uint8Array over the whole ArrayBuffer behind `view`, cached so repeated calls do not allocate. */
export function wholeBytesOf(view: ArrayBufferView): Uint8Array {
  let bytes = wholeViews.get(view.buffer);
  if (bytes === undefined || bytes.byteLength !== view.buffer.byteLength) {
    bytes = new Uint8Array(view.buffer);
    wholeViews.set(view.buffer, bytes);
  }
  return bytes;
}

/** Small copies loop (no view allocation); large ones use one subarray, negligible beside the copy. */
const LOOP_COPY_LIMIT = 256;

/** dst[dstOffset, +size) = bytes of `src` from its byte `srcOffset`. The caller checked the bounds. */
export function copyFromView(dst: Uint8Array, dstOffset: number, src: ArrayBufferView, srcOffset: number, size: number): void {
  const bytes = wholeBytesOf(src);
  const start = src.byteOffset + srcOffset;
  if (size <= LOOP_COPY_LIMIT) {
    for (let i = 0; i < size; i++) dst[dstOffset + i] = bytes[start + i];
  } else {
    dst.set(bytes.subarray(start, start + size), dstOffset);
  }
}

/** Bytes of `src`[srcOffset, +size) into the view `dst` from its byte 0. */
export function copyToView(dst: ArrayBufferView, src: Uint8Array, srcOffset: number, size: number): void {
  const bytes = wholeBytesOf(dst);
  const start = dst.byteOffset;
  if (size <= LOOP_COPY_LIMIT) {
    for (let i = 0; i < size; i++) bytes[start + i] = src[srcOffset + i];
  } else {
    bytes.set(src.subarray(srcOffset, srcOffset + size), start);
  }
}

/** GLboolean arguments take true/false or GL.TRUE/GL.FALSE. */
export function glBool(value: boolean | number): boolean {
  return value === true || (typeof value === 'number' && value !== 0);
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}
