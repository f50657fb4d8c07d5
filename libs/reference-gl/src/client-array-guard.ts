// Client-memory vertex arrays on the reference lane. Mesa's compatibility profile reads an enabled attribute
// with no buffer from a client address: a JS view the lane passed (read for as many vertices as the draw
// fetches, whatever the view's length) or, for a number, an arbitrary address. Before each draw the lane
// checks what the front end checks (libs/gl-api/src/client-arrays.ts): every enabled attribute without a
// buffer must be a view the app gave, long enough for the draw; otherwise INVALID_OPERATION, no draw.
import { clientArrayBytes, lastFetched, maxIndex, type GLFunctions, type VoidData } from '@mgpipe/gl-api';
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

/** The largest index + basevertex of an indexed draw; -1 when it fetches nothing. */
function lastIndexed(count: number, type: number, indices: VoidData, baseVertex: number): number {
  if (count <= 0) return -1;
  let max = -1;
  if (ArrayBuffer.isView(indices)) max = maxIndex(indices, 0, count, type);
  else {
    n.glGetIntegerv(GL.ELEMENT_ARRAY_BUFFER_BINDING, scratch);
    if (scratch[0] === 0) return -1; // no index source: the draw is refused elsewhere
    n.glGetBufferParameteri64v(GL.ELEMENT_ARRAY_BUFFER, GL.BUFFER_SIZE, scratch64);
    const offset = typeof indices === 'number' ? indices : 0;
    const size = type === GL.UNSIGNED_BYTE ? 1 : type === GL.UNSIGNED_SHORT ? 2 : 4;
    const bytes = Math.max(0, Math.min(count * size, Number(scratch64[0]) - offset));
    if (bytes === 0) return -1;
    const copy = new Uint8Array(bytes);
    n.glGetBufferSubData(GL.ELEMENT_ARRAY_BUFFER, offset, bytes, copy);
    max = maxIndex(copy, 0, Math.floor(bytes / size), type);
  }
  return max < 0 ? -1 : max + baseVertex;
}

/** false (INVALID_OPERATION raised) when an enabled buffer-less attribute is not a long-enough view. */
function clientArraysOk(raise: (code: number) => void, lastVertex: () => number, instances: number, baseInstance: number): boolean {
  const vao = currentVao();
  let last: number | undefined;
  for (let i = 0; i < MAX_ATTRIBS; i++) {
    if (attribParam(i, GL.VERTEX_ATTRIB_ARRAY_ENABLED) === 0) continue;
    if (attribParam(i, GL.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING) !== 0) continue;
    const a = tracked.get((vao << 5) | i);
    if (a !== undefined) {
      last ??= lastVertex();
      const fetched = lastFetched(attribParam(i, GL.VERTEX_ATTRIB_ARRAY_DIVISOR), last, instances, baseInstance);
      if (a.view.byteLength >= clientArrayBytes(a.size, a.type, a.stride, 0, fetched)) continue;
    }
    raise(GL.INVALID_OPERATION);
    return false;
  }
  return true;
}

/** The draw and pointer methods of `m` behind the client-array checks. */
export function withClientArrayGuard(m: GLFunctions, raise: (code: number) => void): Partial<GLFunctions> {
  const ok = clientArraysOk.bind(null, raise);
  const arraysLast = (first: number, count: number) => () => (count > 0 ? first + count - 1 : -1);
  const elementsLast = (count: number, type: number, indices: VoidData, bv: number) => () => lastIndexed(count, type, indices, bv);
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
    drawElements: (mode, count, type, idx) => void (ok(elementsLast(count, type, idx, 0), 1, 0) && m.drawElements(mode, count, type, idx)),
    drawElementsInstanced: (mode, count, type, idx, ic) =>
      void (ok(elementsLast(count, type, idx, 0), ic, 0) && m.drawElementsInstanced(mode, count, type, idx, ic)),
    drawElementsBaseVertex: (mode, count, type, idx, bv) =>
      void (ok(elementsLast(count, type, idx, bv), 1, 0) && m.drawElementsBaseVertex(mode, count, type, idx, bv)),
    drawElementsInstancedBaseVertex: (mode, count, type, idx, ic, bv) =>
      void (ok(elementsLast(count, type, idx, bv), ic, 0) && m.drawElementsInstancedBaseVertex(mode, count, type, idx, ic, bv)),
    drawElementsInstancedBaseInstance: (mode, count, type, idx, ic, bi) =>
      void (ok(elementsLast(count, type, idx, 0), ic, bi) && m.drawElementsInstancedBaseInstance(mode, count, type, idx, ic, bi)),
    drawElementsInstancedBaseVertexBaseInstance: (mode, count, type, idx, ic, bv, bi) =>
      void (ok(elementsLast(count, type, idx, bv), ic, bi) && m.drawElementsInstancedBaseVertexBaseInstance(mode, count, type, idx, ic, bv, bi)),
    drawRangeElements: (mode, start, end, count, type, idx) =>
      void (ok(elementsLast(count, type, idx, 0), 1, 0) && m.drawRangeElements(mode, start, end, count, type, idx)),
    drawRangeElementsBaseVertex: (mode, start, end, count, type, idx, bv) =>
      void (ok(elementsLast(count, type, idx, bv), 1, 0) && m.drawRangeElementsBaseVertex(mode, start, end, count, type, idx, bv)),
    multiDrawArrays(mode, first, count) {
      for (let i = 0; i < first.length; i++) if (!ok(arraysLast(first[i], count[i]), 1, 0)) return;
      m.multiDrawArrays(mode, first, count);
    },
    multiDrawElements(mode, count, type, indices) {
      for (let i = 0; i < count.length; i++) if (!ok(elementsLast(count[i], type, indices[i] ?? null, 0), 1, 0)) return;
      m.multiDrawElements(mode, count, type, indices);
    },
    multiDrawElementsBaseVertex(mode, count, type, indices, basevertex) {
      for (let i = 0; i < count.length; i++) if (!ok(elementsLast(count[i], type, indices[i] ?? null, basevertex[i]), 1, 0)) return;
      m.multiDrawElementsBaseVertex(mode, count, type, indices, basevertex);
    },
  };
}
