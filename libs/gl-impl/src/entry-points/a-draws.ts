// Direct draws (GL 4.5 §10.4): arrays / elements, instanced, base vertex, base instance, range, multi.
// Each validates its arguments (mode, type, counts), then the shared draw state (a-draw-validation.ts),
// then calls `verbs.draw` once per draw with the one reused DrawCall record of this FrontEnd: no allocation per
// draw. A multi draw hands its sub-draws to `verbs.multiDraw` at once where the backend has it (pushed: one
// draw_vbo with a range per sub-draw), else calls `verbs.draw` per sub-draw; its records are reused too (grown to
// the largest multi draw seen). Draws that render nothing (count or instance count 0) stop after validation.
// Persistent coherent mappings are pushed to the backend before each draw (a-buffer-data.ts).
import { clientArrayBytes, indexBounds, lastFetched, restartValue, scanIndices, type GLFunctions, type VoidData } from '@mgpipe/gl-api';
import { GL, RenderStateCap, RS } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import type { DrawCall } from '../legacy-backend.ts';
import { typeSize } from './a-common.ts';
import { DrawValidator, isDrawMode, isIndexType } from './a-draw-validation.ts';

export function drawEntryPoints(fe: FrontEnd, validator: DrawValidator, pushCoherentWrites: () => void) {
  const st = fe.state;
  const record: DrawCall = { mode: 0, first: 0, count: 0, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null };
  /** A multi draw's sub-draws that render something (the first `multiCount`). */
  const multiRecords: DrawCall[] = [];
  let multiCount = 0;

  function verbMissing(fn: string): boolean {
    if (fe.backend.verbs.draw !== null) return false;
    fe.error(GL.INVALID_OPERATION, `${fn}: the ${fe.backend.name} backend has no draw verb`);
    return true;
  }

  function emit(mode: number, first: number, count: number, indexType: number, indices: number | ArrayBufferView,
    instances: number, baseVertex: number, baseInstance: number): void {
    if (count === 0 || instances === 0) return;
    record.mode = mode;
    record.first = first;
    record.count = count;
    record.indexType = indexType;
    record.indices = indices;
    record.instanceCount = instances;
    record.baseVertex = baseVertex;
    record.baseInstance = baseInstance;
    // The element buffer's shadow as the per-draw span (a reference): read only by a server whose mirror lacks it.
    const eb = indexType !== 0 && !ArrayBuffer.isView(indices) ? st.vertexArray.elementBuffer : null;
    record.indexSpan = eb === null ? null : eb.data;
    fe.backend.verbs.draw!(record);
  }

  /** Queues one sub-draw of a multi draw (nothing for count 0, as `emit`). */
  function queue(mode: number, first: number, count: number, indexType: number, indices: number | ArrayBufferView, baseVertex: number): void {
    if (count === 0) return;
    if (multiCount === multiRecords.length) multiRecords.push({ mode: 0, first: 0, count: 0, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null });
    const r = multiRecords[multiCount++];
    r.mode = mode; r.first = first; r.count = count; r.indexType = indexType; r.indices = indices; r.baseVertex = baseVertex;
    const eb = indexType !== 0 && !ArrayBuffer.isView(indices) ? st.vertexArray.elementBuffer : null;
    r.indexSpan = eb === null ? null : eb.data;
  }

  /** Sends the queued sub-draws: at once through `multiDraw` where the backend has it, else one `draw` each. */
  function flushMulti(): void {
    const n = multiCount;
    multiCount = 0;
    if (n === 0) return;
    const multi = fe.backend.verbs.multiDraw;
    if (multi) return multi(multiRecords, n);
    const draw = fe.backend.verbs.draw!;
    for (let i = 0; i < n; i++) draw(multiRecords[i]);
  }

  /**
   * Client-memory arrays must hold every element the draw fetches (INVALID_OPERATION otherwise, as the reference
   * lane does: libs/gl-api/src/client-arrays.ts). Vertices `firstVertex`..`lastVertex` (lastVertex < 0: none), read
   * by attributes with divisor 0; instanced ones read baseInstance + floor((instances - 1) / divisor). A vertex below
   * 0 (a negative basevertex) would be read before the array's start: refused as well.
   */
  function clientArraysOk(fn: string, firstVertex: number, lastVertex: number, instances: number, baseInstance: number): boolean {
    if (!validator.UsesClientArrays()) return true;
    const vao = st.vertexArray;
    for (let i = 0; i < vao.attributes.length; i++) {
      const a = vao.attributes[i];
      const view = vao.clientArrays[i];
      if (!a.enabled || !a.clientPointer || view === null) continue;
      const b = vao.bindings[a.bindingIndex];
      if (b.divisor === 0 && lastVertex >= 0 && firstVertex < 0 && instances > 0) {
        fe.error(GL.INVALID_OPERATION, `${fn}: the draw reads vertex ${firstVertex} of the client array of attribute ${i} (index + basevertex < 0)`);
        return false;
      }
      const need = clientArrayBytes(a.size, a.type, b.stride, a.relativeOffset, lastFetched(b.divisor, lastVertex, instances, baseInstance));
      if (view.byteLength < need) {
        fe.error(GL.INVALID_OPERATION, `${fn}: client array of attribute ${i} holds ${view.byteLength} bytes, the draw reads ${need}`);
        return false;
      }
    }
    return true;
  }

  /**
   * Scans the indices an indexed draw fetches into indexBounds (only asked when client arrays are in use): restart
   * values skipped, as they fetch no vertex. false when there is no index source to scan.
   */
  function scanDrawIndices(count: number, type: number, indices: VoidData): boolean {
    const params = st.renderState.params;
    const restart = restartValue(type, params.getCap(RenderStateCap.PrimitiveRestart),
      params.getCap(RenderStateCap.PrimitiveRestartFixedIndex), params.get(RS.primitiveRestartIndex));
    const eb = st.vertexArray.elementBuffer;
    if (ArrayBuffer.isView(indices)) scanIndices(indices, 0, count, type, restart);
    else if (eb !== null) scanIndices(eb.data, typeof indices === 'number' ? indices : 0, count, type, restart);
    else return false;
    return true;
  }

  /** clientArraysOk for an indexed draw: the vertices min..max index + basevertex. */
  function indexedClientArraysOk(fn: string, count: number, type: number, indices: VoidData, baseVertex: number, instances: number, baseInstance: number): boolean {
    if (count <= 0 || !validator.UsesClientArrays()) return true;
    if (!scanDrawIndices(count, type, indices) || indexBounds.max < 0) return clientArraysOk(fn, 0, -1, instances, baseInstance);
    return clientArraysOk(fn, indexBounds.min + baseVertex, indexBounds.max + baseVertex, instances, baseInstance);
  }

  function arrays(fn: string, mode: number, first: number, count: number, instances: number, baseInstance: number): void {
    if (!isDrawMode(mode)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid mode 0x${mode.toString(16)}`);
    if (first < 0 || count < 0 || instances < 0) return fe.error(GL.INVALID_VALUE, `${fn}: negative first, count or instance count`);
    if (!validator.CheckDrawState(fn, mode, false, false, null) || verbMissing(fn)) return;
    if (count > 0 && !clientArraysOk(fn, first, first + count - 1, instances, baseInstance)) return;
    pushCoherentWrites();
    emit(mode, first, count, 0, 0, instances, 0, baseInstance);
  }

  /**
   * Index source checks (§10.3.10 + the client-memory choice of a-draw-validation.ts): an element buffer
   * takes an offset; no element buffer takes client memory. false when an error was recorded.
   */
  function indicesOk(fn: string, count: number, type: number, indices: VoidData): boolean {
    const elementBuffer = st.vertexArray.elementBuffer;
    if (ArrayBuffer.isView(indices)) {
      if (elementBuffer !== null) {
        fe.error(GL.INVALID_OPERATION, `${fn}: an element array buffer is bound, so indices must be an offset, not client memory`);
        return false;
      }
      if (indices.byteLength < count * typeSize(type)) {
        fe.error(GL.INVALID_OPERATION, `${fn}: client index memory holds ${indices.byteLength} bytes, the draw reads ${count * typeSize(type)}`);
        return false;
      }
      return true;
    }
    if (elementBuffer === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no element array buffer is bound and indices is not client memory`);
      return false;
    }
    if (indices !== null && indices < 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: negative index offset`);
      return false;
    }
    return true;
  }

  /** Argument checks of one indexed draw; `start`/`end` only for the Range forms (end < start: INVALID_VALUE). */
  function elementArgsOk(fn: string, mode: number, count: number, type: number, instances: number, start: number, end: number): boolean {
    if (!isDrawMode(mode)) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid mode 0x${mode.toString(16)}`);
      return false;
    }
    if (!isIndexType(type)) {
      fe.error(GL.INVALID_ENUM, `${fn}: invalid index type 0x${type.toString(16)}`);
      return false;
    }
    if (count < 0 || instances < 0 || end < start) {
      fe.error(GL.INVALID_VALUE, `${fn}: negative count or instance count, or end < start`);
      return false;
    }
    return true;
  }

  function elements(fn: string, mode: number, count: number, type: number, indices: VoidData, instances: number,
    baseVertex: number, baseInstance: number, start: number, end: number): void {
    if (!elementArgsOk(fn, mode, count, type, instances, start, end) || !indicesOk(fn, count, type, indices)) return;
    const client = ArrayBuffer.isView(indices);
    if (!validator.CheckDrawState(fn, mode, true, client, null) || verbMissing(fn)) return;
    // indexedClientArraysOk asks UsesClientArrays() first: only a client-array draw scans its indices (O(count)).
    if (!indexedClientArraysOk(fn, count, type, indices, baseVertex, instances, baseInstance)) return;
    pushCoherentWrites();
    emit(mode, 0, count, type, indices ?? 0, instances, baseVertex, baseInstance);
  }

  function multiElements(fn: string, mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[], baseVertex: ArrayLike<number> | null): void {
    const n = count.length;
    if (indices.length !== n || (baseVertex !== null && baseVertex.length !== n)) {
      return fe.error(GL.INVALID_VALUE, `${fn}: count, indices (and basevertex) must have one entry per draw`);
    }
    if (!isDrawMode(mode)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid mode 0x${mode.toString(16)}`);
    if (!isIndexType(type)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid index type 0x${type.toString(16)}`);
    let client = false;
    for (let i = 0; i < n; i++) {
      if (count[i] < 0) return fe.error(GL.INVALID_VALUE, `${fn}: count[${i}] < 0`);
      if (!indicesOk(fn, count[i], type, indices[i])) return;
      if (ArrayBuffer.isView(indices[i])) client = true;
    }
    if (!validator.CheckDrawState(fn, mode, true, client, null) || verbMissing(fn)) return;
    for (let i = 0; i < n; i++) {
      if (!indexedClientArraysOk(fn, count[i], type, indices[i], baseVertex === null ? 0 : baseVertex[i], 1, 0)) return;
    }
    pushCoherentWrites();
    for (let i = 0; i < n; i++) queue(mode, 0, count[i], type, indices[i] ?? 0, baseVertex === null ? 0 : baseVertex[i]);
    flushMulti();
  }

  return {
    drawArrays(mode: number, first: number, count: number): void { arrays('drawArrays', mode, first, count, 1, 0); },
    drawArraysInstanced(mode: number, first: number, count: number, instancecount: number): void {
      arrays('drawArraysInstanced', mode, first, count, instancecount, 0);
    },
    drawArraysInstancedBaseInstance(mode: number, first: number, count: number, instancecount: number, baseinstance: number): void {
      arrays('drawArraysInstancedBaseInstance', mode, first, count, instancecount, baseinstance);
    },
    drawElements(mode: number, count: number, type: number, indices: VoidData): void {
      elements('drawElements', mode, count, type, indices, 1, 0, 0, 0, 0);
    },
    drawElementsInstanced(mode: number, count: number, type: number, indices: VoidData, instancecount: number): void {
      elements('drawElementsInstanced', mode, count, type, indices, instancecount, 0, 0, 0, 0);
    },
    drawElementsBaseVertex(mode: number, count: number, type: number, indices: VoidData, basevertex: number): void {
      elements('drawElementsBaseVertex', mode, count, type, indices, 1, basevertex, 0, 0, 0);
    },
    drawElementsInstancedBaseVertex(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number): void {
      elements('drawElementsInstancedBaseVertex', mode, count, type, indices, instancecount, basevertex, 0, 0, 0);
    },
    drawElementsInstancedBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, baseinstance: number): void {
      elements('drawElementsInstancedBaseInstance', mode, count, type, indices, instancecount, 0, baseinstance, 0, 0);
    },
    drawElementsInstancedBaseVertexBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number,
      basevertex: number, baseinstance: number): void {
      elements('drawElementsInstancedBaseVertexBaseInstance', mode, count, type, indices, instancecount, basevertex, baseinstance, 0, 0);
    },
    // The [start, end] range is a promise about the indices; the record does not carry it (backends need not use it).
    drawRangeElements(mode: number, start: number, end: number, count: number, type: number, indices: VoidData): void {
      elements('drawRangeElements', mode, count, type, indices, 1, 0, 0, start, end);
    },
    drawRangeElementsBaseVertex(mode: number, start: number, end: number, count: number, type: number, indices: VoidData, basevertex: number): void {
      elements('drawRangeElementsBaseVertex', mode, count, type, indices, 1, basevertex, 0, start, end);
    },

    multiDrawArrays(mode: number, first: ArrayLike<number>, count: ArrayLike<number>): void {
      const n = first.length;
      if (count.length !== n) return fe.error(GL.INVALID_VALUE, 'multiDrawArrays: first and count must have one entry per draw');
      if (!isDrawMode(mode)) return fe.error(GL.INVALID_ENUM, `multiDrawArrays: invalid mode 0x${mode.toString(16)}`);
      for (let i = 0; i < n; i++) if (first[i] < 0 || count[i] < 0) return fe.error(GL.INVALID_VALUE, `multiDrawArrays: negative first or count at ${i}`);
      if (!validator.CheckDrawState('multiDrawArrays', mode, false, false, null) || verbMissing('multiDrawArrays')) return;
      for (let i = 0; i < n; i++) if (count[i] > 0 && !clientArraysOk('multiDrawArrays', first[i], first[i] + count[i] - 1, 1, 0)) return;
      pushCoherentWrites();
      for (let i = 0; i < n; i++) queue(mode, first[i], count[i], 0, 0, 0);
      flushMulti();
    },
    multiDrawElements(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[]): void {
      multiElements('multiDrawElements', mode, count, type, indices, null);
    },
    multiDrawElementsBaseVertex(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[], basevertex: ArrayLike<number>): void {
      multiElements('multiDrawElementsBaseVertex', mode, count, type, indices, basevertex);
    },
  } satisfies Partial<GLFunctions>;
}
