// Current vertex attribute values (glVertexAttrib*, GL 4.5 §10.2), the 64-bit glVertexAttribL* forms, and the
// getVertexAttrib* queries (§10.5). Current values live in gl-state's GLContext: Float32 storage with a kind tag
// (0 float, 1 int, 2 uint) for the pipe, so integers beyond 2^24 are stored at float precision (a gl-state
// limitation), and beside it the values the queries return, where the L forms keep their doubles.
import type { GLFunctions } from '@mgpipe/gl-api';
import { GL, MAX_VERTEX_ATTRIBS, VertexAttributePath } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

export const KIND_FLOAT = 0;
export const KIND_INT = 1;
export const KIND_UINT = 2;

/** How a query converts: float (fv/dv), int (iv: rounding), Iiv (int reinterpretation), Iuiv. */
const AS_FLOAT = 0;
const AS_INT = 1;
const AS_PURE_INT = 2;
const AS_PURE_UINT = 3;

export function vertexAttribValueEntryPoints(fe: FrontEnd) {
  const st = fe.state;

  function set(fn: string, index: number, x: number, y: number, z: number, w: number, kind: number): void {
    if (index < 0 || index >= MAX_VERTEX_ATTRIBS) return fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
    st.SetCurrentVertexAttrib(index, x, y, z, w, kind);
  }
  function setv(fn: string, index: number, v: ArrayLike<number>, n: number, kind: number): void {
    if (v.length < n) return fe.error(GL.INVALID_VALUE, `${fn}: needs ${n} values`);
    set(fn, index, v[0], n > 1 ? v[1] : 0, n > 2 ? v[2] : 0, n > 3 ? v[3] : 1, kind);
  }

  /** The L forms: the doubles are kept for the queries (GLContext.SetCurrentVertexAttribL). */
  function setL(fn: string, index: number, x: number, y: number, z: number, w: number): void {
    if (index < 0 || index >= MAX_VERTEX_ATTRIBS) return fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
    st.SetCurrentVertexAttribL(index, x, y, z, w);
  }
  function setLv(fn: string, index: number, v: ArrayLike<number>, n: number): void {
    if (v.length < n) return fe.error(GL.INVALID_VALUE, `${fn}: needs ${n} values`);
    setL(fn, index, v[0], n > 1 ? v[1] : 0, n > 2 ? v[2] : 0, n > 3 ? v[3] : 1);
  }

  function query(fn: string, index: number, pname: number, as: number): number[] {
    if (index < 0 || index >= MAX_VERTEX_ATTRIBS) {
      fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
      return [];
    }
    const vao = st.vertexArray;
    const a = vao.attributes[index];
    switch (pname) {
      case GL.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING: return [vao.bindingBuffers[a.bindingIndex]?.name ?? 0];
      case GL.VERTEX_ATTRIB_ARRAY_ENABLED: return [a.enabled ? 1 : 0];
      case GL.VERTEX_ATTRIB_ARRAY_SIZE: return [a.size];
      case GL.VERTEX_ATTRIB_ARRAY_STRIDE: return [vao.legacyStride[index]];
      case GL.VERTEX_ATTRIB_ARRAY_TYPE: return [a.type];
      case GL.VERTEX_ATTRIB_ARRAY_NORMALIZED: return [a.normalized ? 1 : 0];
      case GL.VERTEX_ATTRIB_ARRAY_INTEGER: return [a.path === VertexAttributePath.Integer ? 1 : 0];
      case GL.VERTEX_ATTRIB_ARRAY_LONG: return [a.path === VertexAttributePath.Long ? 1 : 0];
      case GL.VERTEX_ATTRIB_ARRAY_DIVISOR: return [vao.bindings[a.bindingIndex].divisor];
      case GL.VERTEX_ATTRIB_BINDING: return [a.bindingIndex];
      case GL.VERTEX_ATTRIB_RELATIVE_OFFSET: return [a.relativeOffset];
      case GL.CURRENT_VERTEX_ATTRIB: {
        const v = st.currentVertexAttribValues;
        const out = [v[index * 4], v[index * 4 + 1], v[index * 4 + 2], v[index * 4 + 3]];
        if (as === AS_INT) for (let i = 0; i < 4; i++) out[i] = Math.round(out[i]);
        else if (as === AS_PURE_INT) for (let i = 0; i < 4; i++) out[i] = out[i] | 0;
        else if (as === AS_PURE_UINT) for (let i = 0; i < 4; i++) out[i] = out[i] >>> 0;
        return out;
      }
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: invalid pname 0x${pname.toString(16)}`);
        return [];
    }
  }

  return {
    vertexAttrib1f(index: number, x: number): void { set('vertexAttrib1f', index, x, 0, 0, 1, KIND_FLOAT); },
    vertexAttrib2f(index: number, x: number, y: number): void { set('vertexAttrib2f', index, x, y, 0, 1, KIND_FLOAT); },
    vertexAttrib3f(index: number, x: number, y: number, z: number): void { set('vertexAttrib3f', index, x, y, z, 1, KIND_FLOAT); },
    vertexAttrib4f(index: number, x: number, y: number, z: number, w: number): void { set('vertexAttrib4f', index, x, y, z, w, KIND_FLOAT); },
    vertexAttrib1fv(index: number, v: ArrayLike<number>): void { setv('vertexAttrib1fv', index, v, 1, KIND_FLOAT); },
    vertexAttrib2fv(index: number, v: ArrayLike<number>): void { setv('vertexAttrib2fv', index, v, 2, KIND_FLOAT); },
    vertexAttrib3fv(index: number, v: ArrayLike<number>): void { setv('vertexAttrib3fv', index, v, 3, KIND_FLOAT); },
    vertexAttrib4fv(index: number, v: ArrayLike<number>): void { setv('vertexAttrib4fv', index, v, 4, KIND_FLOAT); },
    vertexAttribI4i(index: number, x: number, y: number, z: number, w: number): void {
      set('vertexAttribI4i', index, x | 0, y | 0, z | 0, w | 0, KIND_INT);
    },
    vertexAttribI4ui(index: number, x: number, y: number, z: number, w: number): void {
      set('vertexAttribI4ui', index, x >>> 0, y >>> 0, z >>> 0, w >>> 0, KIND_UINT);
    },
    vertexAttribI4iv(index: number, v: ArrayLike<number>): void {
      if (v.length < 4) return fe.error(GL.INVALID_VALUE, 'vertexAttribI4iv: needs 4 values');
      set('vertexAttribI4iv', index, v[0] | 0, v[1] | 0, v[2] | 0, v[3] | 0, KIND_INT);
    },
    vertexAttribI4uiv(index: number, v: ArrayLike<number>): void {
      if (v.length < 4) return fe.error(GL.INVALID_VALUE, 'vertexAttribI4uiv: needs 4 values');
      set('vertexAttribI4uiv', index, v[0] >>> 0, v[1] >>> 0, v[2] >>> 0, v[3] >>> 0, KIND_UINT);
    },
    vertexAttribL1d(index: number, x: number): void { setL('vertexAttribL1d', index, x, 0, 0, 1); },
    vertexAttribL2d(index: number, x: number, y: number): void { setL('vertexAttribL2d', index, x, y, 0, 1); },
    vertexAttribL3d(index: number, x: number, y: number, z: number): void { setL('vertexAttribL3d', index, x, y, z, 1); },
    vertexAttribL4d(index: number, x: number, y: number, z: number, w: number): void { setL('vertexAttribL4d', index, x, y, z, w); },
    vertexAttribL1dv(index: number, v: ArrayLike<number>): void { setLv('vertexAttribL1dv', index, v, 1); },
    vertexAttribL2dv(index: number, v: ArrayLike<number>): void { setLv('vertexAttribL2dv', index, v, 2); },
    vertexAttribL3dv(index: number, v: ArrayLike<number>): void { setLv('vertexAttribL3dv', index, v, 3); },
    vertexAttribL4dv(index: number, v: ArrayLike<number>): void { setLv('vertexAttribL4dv', index, v, 4); },

    getVertexAttribiv(index: number, pname: number): number[] { return query('getVertexAttribiv', index, pname, AS_INT); },
    getVertexAttribfv(index: number, pname: number): number[] { return query('getVertexAttribfv', index, pname, AS_FLOAT); },
    getVertexAttribIiv(index: number, pname: number): number[] { return query('getVertexAttribIiv', index, pname, AS_PURE_INT); },
    getVertexAttribIuiv(index: number, pname: number): number[] { return query('getVertexAttribIuiv', index, pname, AS_PURE_UINT); },
    getVertexAttribdv(index: number, pname: number): number[] { return query('getVertexAttribdv', index, pname, AS_FLOAT); },
    getVertexAttribLdv(index: number, pname: number): number[] { return query('getVertexAttribLdv', index, pname, AS_FLOAT); },
    getVertexAttribPointerv(index: number, pname: number): number {
      if (index < 0 || index >= MAX_VERTEX_ATTRIBS) {
        fe.error(GL.INVALID_VALUE, `getVertexAttribPointerv: index ${index} is out of range`);
        return 0;
      }
      if (pname !== GL.VERTEX_ATTRIB_ARRAY_POINTER) {
        fe.error(GL.INVALID_ENUM, `getVertexAttribPointerv: invalid pname 0x${pname.toString(16)}`);
        return 0;
      }
      return st.vertexArray.legacyPointer[index];
    },
  } satisfies Partial<GLFunctions>;
}
