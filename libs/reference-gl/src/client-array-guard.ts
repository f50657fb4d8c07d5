// Client-memory vertex arrays and indices on the reference lane. Mesa's compatibility profile reads an enabled
// attribute with no buffer from a client address: a JS view the lane passed (read for as many vertices as the draw
// fetches, whatever the view's length) or, for a number, an arbitrary address; client indices likewise (count ×
// index size bytes from the view's start). Before each draw the lane checks what the front end checks
// (libs/gl-api/src/client-arrays.ts states the rules): client indices long enough for count, every enabled attribute
// without a buffer a view the app gave, long enough for the vertices the draw fetches (min..max index + basevertex,
// restart values skipped; instanced ones by divisor) and not read below its start; no client array with an indirect
// or transform-feedback draw. Otherwise INVALID_OPERATION and the driver never sees the draw.
import { clientArrayBytes, indexBounds, lastFetched, restartValue, scanIndices, type GLFunctions, type VoidData } from '@mgpipe/gl-api';
import { gl as n } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';

const MAX_ATTRIBS = 16;

interface ClientArray {
  view: ArrayBufferView;
  size: number;
  type: number;
  stride: number;
}

/** key: vertex array name << 5 | attribute index. */
const tracked = new Map<number, ClientArray>();
const scratch = new Int32Array(4);
const scratch64 = new BigInt64Array(1);

function currentVao(): number {
  n.glGetIntegerv(GL.VERTEX_ARRAY_BINDING, scratch);
  return scratch[0];
}

function attribParam(index: number, pname: number): number {
  n.glGetVertexAttribiv(index, pname, scratch);
  return scratch[0];
}

function record(index: number, size: number, type: number, stride: number, pointer: VoidData): void {
  if (index >= MAX_ATTRIBS) return;
  const key = (currentVao() << 5) | index;
  n.glGetIntegerv(GL.ARRAY_BUFFER_BINDING, scratch);
  if (ArrayBuffer.isView(pointer) && scratch[0] === 0) tracked.set(key, { view: pointer, size, type, stride });
  else tracked.delete(key);
}

function indexSize(type: number): number {
  return type === GL.UNSIGNED_BYTE ? 1 : type === GL.UNSIGNED_SHORT ? 2 : 4;
}

/** The restart value the driver skips for `type` indices (-1: restart off). */
function currentRestart(type: number): number {
  n.glGetIntegerv(GL.PRIMITIVE_RESTART_INDEX, scratch);
  return restartValue(type, n.glIsEnabled(GL.PRIMITIVE_RESTART) !== 0, n.glIsEnabled(GL.PRIMITIVE_RESTART_FIXED_INDEX) !== 0, scratch[0]);
}

/** The vertex range an indexed draw fetches (min..max index + basevertex); max -1 when it fetches nothing. */
const range = { first: 0, last: -1 };
function scanIndexed(count: number, type: number, indices: VoidData, baseVertex: number): void {
  range.first = 0;
  range.last = -1;
  if (count <= 0) return;
  if (ArrayBuffer.isView(indices)) scanIndices(indices, 0, count, type, currentRestart(type));
  else {
    n.glGetIntegerv(GL.ELEMENT_ARRAY_BUFFER_BINDING, scratch);
    if (scratch[0] === 0) return; // no index source: the draw is refused elsewhere
    n.glGetBufferParameteri64v(GL.ELEMENT_ARRAY_BUFFER, GL.BUFFER_SIZE, scratch64);
    const offset = typeof indices === 'number' ? indices : 0;
    const size = indexSize(type);
    const bytes = Math.max(0, Math.min(count * size, Number(scratch64[0]) - offset));
    if (bytes < size) return;
    const copy = new Uint8Array(bytes);
    n.glGetBufferSubData(GL.ELEMENT_ARRAY_BUFFER, offset, bytes, copy);
    scanIndices(copy, 0, Math.floor(bytes / size), type, currentRestart(type));
  }
  if (indexBounds.max < 0) return;
  range.first = indexBounds.min + baseVertex;
  range.last = indexBounds.max + baseVertex;
}

/** Client indices must hold count indices (INVALID_OPERATION otherwise): Mesa would read count × size bytes. */
function clientIndicesOk(raise: (code: number) => void, count: number, type: number, indices: VoidData): boolean {
  if (!ArrayBuffer.isView(indices) || count <= 0 || indices.byteLength >= count * indexSize(type)) return true;
  raise(GL.INVALID_OPERATION);
  return false;
}

/** Is any enabled attribute of the bound VAO read from client memory (no buffer)? */
function anyClientArray(): boolean {
  for (let i = 0; i < MAX_ATTRIBS; i++) {
    if (attribParam(i, GL.VERTEX_ATTRIB_ARRAY_ENABLED) !== 0 && attribParam(i, GL.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING) === 0) return true;
  }
  return false;
}

/**
 * false (INVALID_OPERATION raised) when an enabled buffer-less attribute is not a view, is too short for the
 * vertices `range()` leaves in `range` (first..last; last -1: none), or would be read below its start.
 */
function clientArraysOk(raise: (code: number) => void, fill: () => void, instances: number, baseInstance: number): boolean {
  const vao = currentVao();
  let filled = false;
  for (let i = 0; i < MAX_ATTRIBS; i++) {
    if (attribParam(i, GL.VERTEX_ATTRIB_ARRAY_ENABLED) === 0) continue;
    if (attribParam(i, GL.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING) !== 0) continue;
    const a = tracked.get((vao << 5) | i);
    if (a !== undefined) {
      if (!filled) { fill(); filled = true; }
      const divisor = attribParam(i, GL.VERTEX_ATTRIB_ARRAY_DIVISOR);
      const below = divisor === 0 && range.last >= 0 && range.first < 0 && instances > 0;
      const fetched = lastFetched(divisor, range.last, instances, baseInstance);
      if (!below && a.view.byteLength >= clientArrayBytes(a.size, a.type, a.stride, 0, fetched)) continue;
    }
    raise(GL.INVALID_OPERATION);
    return false;
  }
  return true;
}

/** Indirect and transform-feedback draws take no client array (client-arrays.ts says why): false after the error. */
export function noClientArrays(raise: (code: number) => void): boolean {
  if (!anyClientArray()) return true;
  raise(GL.INVALID_OPERATION);
  return false;
}

/** The draw and pointer methods of `m` behind the client-array checks. */
export function withClientArrayGuard(m: GLFunctions, raise: (code: number) => void): Partial<GLFunctions> {
  const ok = clientArraysOk.bind(null, raise);
  const indicesOk = clientIndicesOk.bind(null, raise);
  const arraysLast = (first: number, count: number) => () => { range.first = first; range.last = count > 0 ? first + count - 1 : -1; };
  const elementsLast = (count: number, type: number, indices: VoidData, bv: number) => () => scanIndexed(count, type, indices, bv);
  const buffersOnly = noClientArrays.bind(null, raise);
  const el = (count: number, type: number, idx: VoidData, bv: number, ic: number, bi: number) =>
    indicesOk(count, type, idx) && ok(elementsLast(count, type, idx, bv), ic, bi);
  return {
    vertexAttribPointer(index, size, type, normalized, stride, pointer) {
      m.vertexAttribPointer(index, size, type, normalized, stride, pointer);
      record(index, size, type, stride, pointer);
    },
    vertexAttribIPointer(index, size, type, stride, pointer) {
      m.vertexAttribIPointer(index, size, type, stride, pointer);
      record(index, size, type, stride, pointer);
    },
    vertexAttribLPointer(index, size, type, stride, pointer) {
      m.vertexAttribLPointer(index, size, type, stride, pointer);
      record(index, size, type, stride, pointer);
    },
    drawArrays: (mode, first, count) => void (ok(arraysLast(first, count), 1, 0) && m.drawArrays(mode, first, count)),
    drawArraysInstanced: (mode, first, count, ic) => void (ok(arraysLast(first, count), ic, 0) && m.drawArraysInstanced(mode, first, count, ic)),
    drawArraysInstancedBaseInstance: (mode, first, count, ic, bi) =>
      void (ok(arraysLast(first, count), ic, bi) && m.drawArraysInstancedBaseInstance(mode, first, count, ic, bi)),
    drawElements: (mode, count, type, idx) => void (el(count, type, idx, 0, 1, 0) && m.drawElements(mode, count, type, idx)),
    drawElementsInstanced: (mode, count, type, idx, ic) =>
      void (el(count, type, idx, 0, ic, 0) && m.drawElementsInstanced(mode, count, type, idx, ic)),
    drawElementsBaseVertex: (mode, count, type, idx, bv) =>
      void (el(count, type, idx, bv, 1, 0) && m.drawElementsBaseVertex(mode, count, type, idx, bv)),
    drawElementsInstancedBaseVertex: (mode, count, type, idx, ic, bv) =>
      void (el(count, type, idx, bv, ic, 0) && m.drawElementsInstancedBaseVertex(mode, count, type, idx, ic, bv)),
    drawElementsInstancedBaseInstance: (mode, count, type, idx, ic, bi) =>
      void (el(count, type, idx, 0, ic, bi) && m.drawElementsInstancedBaseInstance(mode, count, type, idx, ic, bi)),
    drawElementsInstancedBaseVertexBaseInstance: (mode, count, type, idx, ic, bv, bi) =>
      void (el(count, type, idx, bv, ic, bi) && m.drawElementsInstancedBaseVertexBaseInstance(mode, count, type, idx, ic, bv, bi)),
    drawRangeElements: (mode, start, end, count, type, idx) =>
      void (el(count, type, idx, 0, 1, 0) && m.drawRangeElements(mode, start, end, count, type, idx)),
    drawRangeElementsBaseVertex: (mode, start, end, count, type, idx, bv) =>
      void (el(count, type, idx, bv, 1, 0) && m.drawRangeElementsBaseVertex(mode, start, end, count, type, idx, bv)),
    drawTransformFeedback: (mode, id) => void (buffersOnly() && m.drawTransformFeedback(mode, id)),
    drawTransformFeedbackInstanced: (mode, id, ic) => void (buffersOnly() && m.drawTransformFeedbackInstanced(mode, id, ic)),
    drawTransformFeedbackStream: (mode, id, stream) => void (buffersOnly() && m.drawTransformFeedbackStream(mode, id, stream)),
    drawTransformFeedbackStreamInstanced: (mode, id, stream, ic) =>
      void (buffersOnly() && m.drawTransformFeedbackStreamInstanced(mode, id, stream, ic)),
    multiDrawArrays(mode, first, count) {
      for (let i = 0; i < first.length; i++) if (!ok(arraysLast(first[i], count[i]), 1, 0)) return;
      m.multiDrawArrays(mode, first, count);
    },
    multiDrawElements(mode, count, type, indices) {
      for (let i = 0; i < count.length; i++) if (!el(count[i], type, indices[i] ?? null, 0, 1, 0)) return;
      m.multiDrawElements(mode, count, type, indices);
    },
    multiDrawElementsBaseVertex(mode, count, type, indices, basevertex) {
      for (let i = 0; i < count.length; i++) if (!el(count[i], type, indices[i] ?? null, basevertex[i], 1, 0)) return;
      m.multiDrawElementsBaseVertex(mode, count, type, indices, basevertex);
    },
  };
}
