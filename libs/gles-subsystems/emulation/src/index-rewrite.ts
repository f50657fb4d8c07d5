// Host-side index work for lowering (seeds §5.8: restart rewrite and multi-draw flattening are server-side
// and read the index bytes from the host mirror: gles-buffers index-mirror.ts with buffers pushed, the
// front-end buffer's shadow in the pull path; backend-gles draw-commands.ts picks). All functions write into a module scratch that grows and is reused: no per-draw allocation
// once warm.
import { GL } from '@mgpipe/value-types';

let scratch = new Uint8Array(1 << 16);
function ensure(bytes: number): Uint8Array {
  if (scratch.byteLength < bytes) scratch = new Uint8Array(Math.max(bytes, scratch.byteLength * 2));
  return scratch;
}

export function indexSize(type: number): number {
  return type === GL.UNSIGNED_BYTE ? 1 : type === GL.UNSIGNED_SHORT ? 2 : 4;
}
export function maxIndexOf(type: number): number {
  return type === GL.UNSIGNED_BYTE ? 0xff : type === GL.UNSIGNED_SHORT ? 0xffff : 0xffffffff;
}

/** Index `i` of the indices stored from byte `base` of `src` (past the end of `src`: 0, as llvmpipe fetches). */
export function readIndex(src: Uint8Array, type: number, i: number, base = 0): number {
  switch (type) {
    case GL.UNSIGNED_BYTE: return src[base + i] | 0;
    case GL.UNSIGNED_SHORT: { const at = base + i * 2; return src[at] | (src[at + 1] << 8); }
    default: { const at = base + i * 4; return (src[at] | (src[at + 1] << 8) | (src[at + 2] << 16) | (src[at + 3] << 24)) >>> 0; }
  }
}

/** Result of the last scan: min/max index, ignoring the restart value when `restart` >= 0. */
export const indexRange = { min: 0, max: 0 };
/** Scans `count` indices stored from byte `base` of `src` (the whole buffer: no per-draw view) into indexRange. */
export function scanIndexRange(src: Uint8Array, type: number, count: number, restart: number, base = 0): void {
  let min = Infinity, max = -1;
  for (let i = 0; i < count; i++) {
    const v = readIndex(src, type, i, base);
    if (v === restart) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  indexRange.min = max < 0 ? 0 : min;
  indexRange.max = max < 0 ? -1 : max;
}

/**
 * Output of a rewrite: its bytes are the first `length` of `bytes` (the module scratch: a view per draw would
 * allocate), and their index type.
 */
export const rewritten: { bytes: Uint8Array; length: number; type: number } = { bytes: new Uint8Array(0), length: 0, type: 0 };

/**
 * GLES restarts only at the type's maximum (PRIMITIVE_RESTART_FIXED_INDEX). An arbitrary restart index
 * becomes the maximum; an index that already IS the maximum (not a restart in GL) forces a widening to
 * UNSIGNED_INT so it survives as a vertex. The indices are read from byte `base` of `src`.
 */
export function rewriteRestart(src: Uint8Array, type: number, count: number, restartIndex: number, base = 0): void {
  const max = maxIndexOf(type);
  let widen = false;
  for (let i = 0; i < count && !widen; i++) if (readIndex(src, type, i, base) === max) widen = true;
  const outType = widen ? GL.UNSIGNED_INT : type;
  const size = indexSize(outType);
  const out = ensure(count * size);
  const outMax = maxIndexOf(outType);
  for (let i = 0; i < count; i++) {
    let v = readIndex(src, type, i, base);
    if (v === (restartIndex & max)) v = outMax;
    writeIndex(out, outType, i, v);
  }
  rewritten.bytes = out;
  rewritten.length = count * size;
  rewritten.type = outType;
}

function writeIndex(out: Uint8Array, type: number, i: number, v: number): void {
  if (type === GL.UNSIGNED_BYTE) out[i] = v;
  else if (type === GL.UNSIGNED_SHORT) { out[i * 2] = v & 0xff; out[i * 2 + 1] = v >>> 8; }
  else { out[i * 4] = v & 0xff; out[i * 4 + 1] = (v >>> 8) & 0xff; out[i * 4 + 2] = (v >>> 16) & 0xff; out[i * 4 + 3] = v >>> 24; }
}

/**
 * Polygon mode LINE without NV_polygon_mode: the triangles of a TRIANGLES / TRIANGLE_STRIP / TRIANGLE_FAN
 * draw become a LINES draw of their edges (UNSIGNED_INT indices). `src` null = non-indexed from `first`.
 * Restart values (when `restart` >= 0) break strips and fans as GL does.
 */
export function trianglesToLines(mode: number, src: Uint8Array | null, type: number, first: number, count: number, restart: number, base = 0): void {
  const out = ensure(count * 6 * 4);
  let n = 0;
  const at = (i: number) => (src === null ? first + i : readIndex(src, type, i, base));
  const edge = (a: number, b: number, c: number) => {
    writeIndex(out, GL.UNSIGNED_INT, n++, a); writeIndex(out, GL.UNSIGNED_INT, n++, b);
    writeIndex(out, GL.UNSIGNED_INT, n++, b); writeIndex(out, GL.UNSIGNED_INT, n++, c);
    writeIndex(out, GL.UNSIGNED_INT, n++, c); writeIndex(out, GL.UNSIGNED_INT, n++, a);
  };
  let start = 0;
  for (let i = 0; i <= count; i++) {
    if (i < count && (src === null || at(i) !== restart)) continue;
    const len = i - start;
    if (mode === GL.TRIANGLES) for (let t = 0; t + 2 < len; t += 3) edge(at(start + t), at(start + t + 1), at(start + t + 2));
    else if (mode === GL.TRIANGLE_STRIP) for (let t = 0; t + 2 < len; t++) edge(at(start + t), at(start + t + 1), at(start + t + 2));
    else for (let t = 1; t + 1 < len; t++) edge(at(start), at(start + t), at(start + t + 1));
    start = i + 1;
  }
  rewritten.bytes = out;
  rewritten.length = n * 4;
  rewritten.type = GL.UNSIGNED_INT;
}

/**
 * PROVOKING_VERTEX FIRST_VERTEX_CONVENTION (GLES: always the last vertex): each primitive of a TRIANGLES /
 * TRIANGLE_STRIP / TRIANGLE_FAN / LINES / LINE_STRIP / LINE_LOOP draw is written as an independent primitive
 * (TRIANGLES or LINES, UNSIGNED_INT indices) whose LAST vertex is GL's first-convention provoking vertex
 * (GL 4.5 table 13.2: triangle i of a strip → vertex i, of a fan → vertex i + 1, line segment → its first
 * vertex). Triangles are rotated, never mirrored, so the winding (face culling, gl_FrontFacing) is GL's; the
 * primitives keep their order, so gl_PrimitiveID counts them as GL does. `src` null = non-indexed from `first`;
 * restart values (when `restart` >= 0) break strips, fans and loops as GL does. Returns the mode to draw.
 */
export function firstVertexProvoking(mode: number, src: Uint8Array | null, type: number, first: number, count: number, restart: number, base = 0): number {
  const out = ensure(count * 3 * 4 + 8);
  let n = 0;
  const at = (i: number) => (src === null ? first + i : readIndex(src, type, i, base));
  const put = (v: number) => writeIndex(out, GL.UNSIGNED_INT, n++, v);
  const lines = mode === GL.LINES || mode === GL.LINE_STRIP || mode === GL.LINE_LOOP;
  let start = 0;
  for (let i = 0; i <= count; i++) {
    if (i < count && (src === null || at(i) !== restart)) continue;
    const len = i - start;
    const v = (k: number) => at(start + k);
    switch (mode) {
      // (a, b, c) → (b, c, a): a provokes.
      case GL.TRIANGLES: for (let t = 0; t + 2 < len; t += 3) { put(v(t + 1)); put(v(t + 2)); put(v(t)); } break;
      // Even triangles are (t, t+1, t+2), odd ones (t+1, t, t+2) in GL's winding: both rotated so t is last.
      case GL.TRIANGLE_STRIP:
        for (let t = 0; t + 2 < len; t++) {
          if ((t & 1) === 0) { put(v(t + 1)); put(v(t + 2)); put(v(t)); } else { put(v(t + 2)); put(v(t + 1)); put(v(t)); }
        }
        break;
      // (0, t, t+1) → (t+1, 0, t): t provokes.
      case GL.TRIANGLE_FAN: for (let t = 1; t + 1 < len; t++) { put(v(t + 1)); put(v(0)); put(v(t)); } break;
      case GL.LINES: for (let t = 0; t + 1 < len; t += 2) { put(v(t + 1)); put(v(t)); } break;
      default: // LINE_STRIP, LINE_LOOP: segment (t, t+1) → (t+1, t); the loop's closing segment (last, 0) → (0, last).
        for (let t = 0; t + 1 < len; t++) { put(v(t + 1)); put(v(t)); }
        if (mode === GL.LINE_LOOP && len >= 2) { put(v(0)); put(v(len - 1)); }
    }
    start = i + 1;
  }
  rewritten.bytes = out;
  rewritten.length = n * 4;
  rewritten.type = GL.UNSIGNED_INT;
  return lines ? GL.LINES : GL.TRIANGLES;
}

/** The modes firstVertexProvoking rewrites (points and patches have no provoking vertex to move). */
export function hasProvokingVertex(mode: number): boolean {
  return mode === GL.TRIANGLES || mode === GL.TRIANGLE_STRIP || mode === GL.TRIANGLE_FAN ||
    mode === GL.LINES || mode === GL.LINE_STRIP || mode === GL.LINE_LOOP;
}
