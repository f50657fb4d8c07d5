// Query objects and conditional rendering (GL 4.5 §4.2, §10.9): names from genQueries, the object
// (with its target) on first beginQuery / queryCounter, active slots in the GLContext (stream 0) and
// here (vertex streams 1..3 of PRIMITIVES_GENERATED / TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN), results
// through the backend's getQueryResult verb. With a QUERY_BUFFER bound, getQueryObject* writes the result
// into that buffer's shadow at the optional trailing `offset` (C's params pointer, 0 when left out) and
// returns 0, as C writes no client memory then.
import type { GLFunctions } from '@mgpipe/gl-api';
import { type Buffer, GenericBufferSlot, QuerySlot, type Query } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

const MAX_VERTEX_STREAMS = 4;

/** Target → QuerySlot, or -1 for a target beginQuery does not take. */
function slotOf(target: number): number {
  switch (target) {
    case GL.SAMPLES_PASSED: return QuerySlot.SamplesPassed;
    case GL.ANY_SAMPLES_PASSED: return QuerySlot.AnySamplesPassed;
    case GL.ANY_SAMPLES_PASSED_CONSERVATIVE: return QuerySlot.AnySamplesPassedConservative;
    case GL.PRIMITIVES_GENERATED: return QuerySlot.PrimitivesGenerated;
    case GL.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN: return QuerySlot.XfbPrimitivesWritten;
    case GL.TIME_ELAPSED: return QuerySlot.TimeElapsed;
    default: return -1;
  }
}

function hasStreams(slot: number): boolean {
  return slot === QuerySlot.PrimitivesGenerated || slot === QuerySlot.XfbPrimitivesWritten;
}

const CONDITIONAL_MODES = new Set<number>([
  GL.QUERY_WAIT, GL.QUERY_NO_WAIT, GL.QUERY_BY_REGION_WAIT, GL.QUERY_BY_REGION_NO_WAIT,
  GL.QUERY_WAIT_INVERTED, GL.QUERY_NO_WAIT_INVERTED, GL.QUERY_BY_REGION_WAIT_INVERTED, GL.QUERY_BY_REGION_NO_WAIT_INVERTED,
]);

export function queryEntryPoints(fe: FrontEnd) {
  const state = fe.state;
  const names = state.objects.queries;
  const verbs = fe.backend.verbs;
  /** [slot * MAX_VERTEX_STREAMS + stream] for streams >= 1 (stream 0 lives in GLContext.activeQueries). */
  const streamQueries: (Query | null)[] = new Array<Query | null>(6 * MAX_VERTEX_STREAMS).fill(null);
  let conditional: Query | null = null;

  const activeOf = (slot: number, index: number): Query | null =>
    index === 0 ? state.activeQueries[slot] : streamQueries[slot * MAX_VERTEX_STREAMS + index];
  const setActive = (slot: number, index: number, q: Query | null): void => {
    if (index === 0) state.RecordActiveQuery(slot, q);
    else streamQueries[slot * MAX_VERTEX_STREAMS + index] = q;
  };

  /** Validates target/index; returns the slot or -1 after recording the error. */
  const slotFor = (fn: string, target: number, index: number): number => {
    const slot = slotOf(target);
    if (slot < 0) {
      fe.error(GL.INVALID_ENUM, `${fn}: 0x${target.toString(16)} is not a query target`);
      return -1;
    }
    if (index < 0 || index >= (hasStreams(slot) ? MAX_VERTEX_STREAMS : 1)) {
      fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range for target 0x${target.toString(16)}`);
      return -1;
    }
    return slot;
  };

  const begin = (fn: string, target: number, index: number, id: number): void => {
    const slot = slotFor(fn, target, index);
    if (slot < 0) return;
    if (activeOf(slot, index) !== null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: a query is already active for this target and index`);
      return;
    }
    if (id === 0 || !names.IsName(id)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${id} is not a name from genQueries`);
      return;
    }
    const existing = names.Get(id);
    if (existing !== null && (existing.active || existing.target !== target)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: query ${id} is active or was created for another target`);
      return;
    }
    if (existing !== null && existing === conditional) {
      fe.error(GL.INVALID_OPERATION, `${fn}: query ${id} is in use by conditional rendering`);
      return;
    }
    const q = existing ?? state.objects.CreateQuery(id);
    q.RecordBegin(target);
    setActive(slot, index, q);
    verbs.beginQuery?.(q, target, index);
  };

  const end = (fn: string, target: number, index: number): void => {
    const slot = slotFor(fn, target, index);
    if (slot < 0) return;
    const q = activeOf(slot, index);
    if (q === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no query is active for this target and index`);
      return;
    }
    q.RecordEnd();
    setActive(slot, index, null);
    verbs.endQuery?.(q, target, index);
  };

  const getQueryIndexed = (fn: string, target: number, index: number, pname: number): number => {
    if (target === GL.TIMESTAMP) {
      if (index !== 0) fe.error(GL.INVALID_VALUE, `${fn}: TIMESTAMP has no index ${index}`);
      else if (pname === GL.QUERY_COUNTER_BITS) return 64;
      else if (pname === GL.CURRENT_QUERY) return 0; // timestamps are never active
      else fe.error(GL.INVALID_ENUM, `${fn}: 0x${pname.toString(16)} is not a query parameter`);
      return 0;
    }
    const slot = slotFor(fn, target, index);
    if (slot < 0) return 0;
    if (pname === GL.CURRENT_QUERY) return activeOf(slot, index)?.name ?? 0;
    if (pname === GL.QUERY_COUNTER_BITS) return slot === QuerySlot.AnySamplesPassed || slot === QuerySlot.AnySamplesPassedConservative ? 1 : 64;
    fe.error(GL.INVALID_ENUM, `${fn}: 0x${pname.toString(16)} is not a query parameter`);
    return 0;
  };

  const available = (q: Query, wait: boolean): boolean => {
    if (q.resultAvailable) return true;
    const r = verbs.getQueryResult === null ? 0 : verbs.getQueryResult(q, wait);
    if (r === null) return false;
    q.RecordResult(r);
    return true;
  };

  /** getQueryObject*: `bits` 32 or 64, `signed` for the i forms (results saturate to the type). */
  const getObject = (fn: string, id: number, pname: number, signed: boolean, bits: 32 | 64, dest?: { buffer: Buffer; offset: number }): number => {
    const q = names.Get(id);
    if (q === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${id} is not a query object`);
      return 0;
    }
    if (pname !== GL.QUERY_RESULT && pname !== GL.QUERY_RESULT_NO_WAIT && pname !== GL.QUERY_RESULT_AVAILABLE && pname !== GL.QUERY_TARGET) {
      fe.error(GL.INVALID_ENUM, `${fn}: 0x${pname.toString(16)} is not a query object parameter`);
      return 0;
    }
    if (q.active) {
      fe.error(GL.INVALID_OPERATION, `${fn}: query ${id} is active`);
      return 0;
    }
    let value: number;
    let write = true;
    if (pname === GL.QUERY_TARGET) value = q.target;
    else if (pname === GL.QUERY_RESULT_AVAILABLE) value = available(q, false) ? 1 : 0;
    else if (pname === GL.QUERY_RESULT) value = available(q, true) ? q.result : 0;
    else {
      write = available(q, false); // QUERY_RESULT_NO_WAIT leaves params untouched when unavailable
      value = write ? q.result : 0;
    }
    const max = bits === 64 ? Number.MAX_SAFE_INTEGER : signed ? 0x7fffffff : 0xffffffff;
    if (value > max) value = max;
    // GetQueryObject* with a QUERY_BUFFER bound writes at `offset` there (GL 4.5 §4.2.3), as does
    // GetQueryBufferObject* into the buffer it names.
    const qb = dest?.buffer ?? state.buffers.GetBound(GenericBufferSlot.Query);
    const offset = dest?.offset ?? 0;
    if (qb !== null && write) {
      const size = bits / 8;
      if (qb.size < offset + size) {
        fe.error(GL.INVALID_OPERATION, `${fn}: the ${size}-byte result at offset ${offset} does not fit the ${qb.size}-byte buffer`);
        return value;
      }
      const view = new DataView(qb.data.buffer, qb.data.byteOffset, qb.data.byteLength);
      if (bits === 64) view.setBigUint64(offset, BigInt(value), true);
      else view.setUint32(offset, value >>> 0, true);
      qb.MarkContentChanged(offset, size);
      fe.backend.bufferOps.onBufferSubData(qb, offset, size);
    }
    return qb !== null ? 0 : value;
  };

  /** GetQueryObject*: C's params is an offset into the QUERY_BUFFER when one is bound (ignored otherwise). */
  const getObjectOrBuffer = (fn: string, id: number, pname: number, offset: number | undefined, signed: boolean, bits: 32 | 64): number => {
    const qb = state.buffers.GetBound(GenericBufferSlot.Query);
    if (qb === null) return getObject(fn, id, pname, signed, bits);
    const at = offset ?? 0;
    if (at < 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: offset ${at} into the QUERY_BUFFER is negative`);
      return 0;
    }
    getObject(fn, id, pname, signed, bits, { buffer: qb, offset: at });
    return 0;
  };

  /** GetQueryBufferObject* (GL 4.5 §4.2.3): the result into `buffer` at `offset`, nothing returned. */
  const getBufferObject = (fn: string, id: number, buffer: number, pname: number, offset: number, signed: boolean, bits: 32 | 64): void => {
    const b = buffer === 0 ? null : state.objects.buffers.Get(buffer);
    if (b === null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${buffer} is not the name of an existing buffer object`);
    if (offset < 0) return fe.error(GL.INVALID_VALUE, `${fn}: offset ${offset} is negative`);
    getObject(fn, id, pname, signed, bits, { buffer: b, offset });
  };

  return {
    genQueries(n) {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genQueries: n < 0');
        return [];
      }
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push(names.AllocateName());
      return out;
    },
    /** GL 4.5 §4.2: names with query objects already created for `target` (fixed for life). */
    createQueries(target, n) {
      if (slotOf(target) < 0 && target !== GL.TIMESTAMP) {
        fe.error(GL.INVALID_ENUM, `createQueries: 0x${target.toString(16)} is not a query target`);
        return [];
      }
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createQueries: n < 0');
        return [];
      }
      return Array.from({ length: n }, () => {
        const q = state.objects.CreateQuery();
        // @mutates Query.target fixed at creation (GL 4.5 §4.2); the backend sees it with the query at beginQuery
        q.target = target;
        return q.name;
      });
    },
    deleteQueries(ids) {
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        if (id === 0 || !names.IsName(id)) continue;
        const q = names.Get(id);
        if (q === null) {
          names.Release(id);
          continue;
        }
        if (q.active) {
          // §4.2.1: deleting an active query ends it (its name is freed immediately).
          for (let s = 0; s < 6; s++) {
            for (let index = 0; index < MAX_VERTEX_STREAMS; index++) {
              if (activeOf(s, index) === q) {
                setActive(s, index, null);
                verbs.endQuery?.(q, q.target, index);
              }
            }
          }
          q.RecordEnd();
        }
        if (conditional === q) {
          conditional = null;
          state.SetConditionalRender(null, 0);
        }
        // The backend's twin goes with the object (pushed: query_destroy frees the handle and the server's twin).
        verbs.deleteQuery?.(q);
        state.DeleteQuery(q);
      }
    },
    isQuery(id) {
      return id !== 0 && names.Get(id) !== null;
    },
    beginQuery(target, id) {
      begin('beginQuery', target, 0, id);
    },
    endQuery(target) {
      end('endQuery', target, 0);
    },
    beginQueryIndexed(target, index, id) {
      begin('beginQueryIndexed', target, index, id);
    },
    endQueryIndexed(target, index) {
      end('endQueryIndexed', target, index);
    },
    queryCounter(id, target) {
      if (target !== GL.TIMESTAMP) {
        fe.error(GL.INVALID_ENUM, `queryCounter: 0x${target.toString(16)} is not TIMESTAMP`);
        return;
      }
      if (id === 0 || !names.IsName(id)) {
        fe.error(GL.INVALID_OPERATION, `queryCounter: ${id} is not a name from genQueries`);
        return;
      }
      const existing = names.Get(id);
      if (existing !== null && (existing.active || existing.target !== GL.TIMESTAMP)) {
        fe.error(GL.INVALID_OPERATION, `queryCounter: query ${id} is active or was created for another target`);
        return;
      }
      const q = existing ?? state.objects.CreateQuery(id);
      q.RecordBegin(GL.TIMESTAMP);
      q.RecordEnd();
      verbs.queryCounter?.(q);
    },
    getQueryiv(target, pname) {
      return getQueryIndexed('getQueryiv', target, 0, pname);
    },
    getQueryIndexediv(target, index, pname) {
      return getQueryIndexed('getQueryIndexediv', target, index, pname);
    },
    getQueryBufferObjectiv(id, buffer, pname, offset) {
      getBufferObject('getQueryBufferObjectiv', id, buffer, pname, offset, true, 32);
    },
    getQueryBufferObjectuiv(id, buffer, pname, offset) {
      getBufferObject('getQueryBufferObjectuiv', id, buffer, pname, offset, false, 32);
    },
    getQueryBufferObjecti64v(id, buffer, pname, offset) {
      getBufferObject('getQueryBufferObjecti64v', id, buffer, pname, offset, true, 64);
    },
    getQueryBufferObjectui64v(id, buffer, pname, offset) {
      getBufferObject('getQueryBufferObjectui64v', id, buffer, pname, offset, false, 64);
    },
    getQueryObjectiv(id, pname, offset) {
      return getObjectOrBuffer('getQueryObjectiv', id, pname, offset, true, 32);
    },
    getQueryObjectuiv(id, pname, offset) {
      return getObjectOrBuffer('getQueryObjectuiv', id, pname, offset, false, 32);
    },
    getQueryObjecti64v(id, pname, offset) {
      return getObjectOrBuffer('getQueryObjecti64v', id, pname, offset, true, 64);
    },
    getQueryObjectui64v(id, pname, offset) {
      return getObjectOrBuffer('getQueryObjectui64v', id, pname, offset, false, 64);
    },
    beginConditionalRender(id, mode) {
      if (!CONDITIONAL_MODES.has(mode)) {
        fe.error(GL.INVALID_ENUM, `beginConditionalRender: 0x${mode.toString(16)} is not a conditional render mode`);
        return;
      }
      if (conditional !== null) {
        fe.error(GL.INVALID_OPERATION, 'beginConditionalRender: conditional rendering is already active');
        return;
      }
      const q = names.Get(id);
      const t = q?.target;
      if (q === null || q.active || (t !== GL.SAMPLES_PASSED && t !== GL.ANY_SAMPLES_PASSED && t !== GL.ANY_SAMPLES_PASSED_CONSERVATIVE)) {
        fe.error(GL.INVALID_OPERATION, `beginConditionalRender: ${id} is not an inactive occlusion query object`);
        return;
      }
      conditional = q;
      state.SetConditionalRender(q, mode);
    },
    endConditionalRender() {
      if (conditional === null) {
        fe.error(GL.INVALID_OPERATION, 'endConditionalRender: conditional rendering is not active');
        return;
      }
      conditional = null;
      state.SetConditionalRender(null, 0);
    },
  } satisfies Partial<GLFunctions>;
}
