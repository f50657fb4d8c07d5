// The rest of GL 4.5 core's glVertexAttrib* family (§10.2.1): 1–3 component forms, short / byte / int /
// unsigned vectors, the normalized N* forms, the pure-integer I1–I3 and byte/short I4 forms, the packed P*
// forms. Each converts its arguments exactly as the spec says and stores the result through the same setter as
// vertexAttrib4f / vertexAttribI4i, so the state they leave is identical. The 64-bit L forms are all in
// a-vertex-attrib-values.ts.
//
// Doubles: the d forms are float attributes (§10.2.1: converted to float). GLES 3.2 has no double vertex
// attributes, so the pipe sends the L forms' values at float precision too: glGetVertexAttribLdv returns the
// doubles as set, but a program reading a dvec input sees float precision (Mesa's desktop reference keeps
// doubles). That is the honest limit of a GLES backend without a double attribute path.
import type { GLFunctions, GLboolean } from '@mgpipe/gl-api';
import { GL, MAX_VERTEX_ATTRIBS } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { glBool } from './a-common.ts';
import { KIND_FLOAT, KIND_INT, KIND_UINT } from './a-vertex-attrib-values.ts';

/** GL 4.5 eq. 2.2 (signed) / 2.1 (unsigned): normalized fixed-point to float. */
const snorm = (c: number, bits: number) => Math.max(c / (2 ** (bits - 1) - 1), -1);
const unorm = (c: number, bits: number) => c / (2 ** bits - 1);

/** Unsigned 11/10-bit float (5-bit exponent, 6/5-bit mantissa) to a number. */
function ufloat(v: number, mantissaBits: number): number {
  const e = v >>> mantissaBits;
  const m = v & ((1 << mantissaBits) - 1);
  if (e === 0) return m * 2 ** (-14 - mantissaBits);
  if (e === 31) return m === 0 ? Infinity : NaN;
  return (1 + m / (1 << mantissaBits)) * 2 ** (e - 15);
}

/** The four components a packed VertexAttribP* value unpacks to, or null for an invalid type. */
function unpackPacked(type: number, normalized: boolean, value: number): [number, number, number, number] | null {
  const v = value >>> 0;
  if (type === GL.UNSIGNED_INT_10F_11F_11F_REV) return [ufloat(v & 0x7ff, 6), ufloat((v >>> 11) & 0x7ff, 6), ufloat(v >>> 22, 5), 1];
  const fields = [v & 0x3ff, (v >>> 10) & 0x3ff, (v >>> 20) & 0x3ff, v >>> 30];
  const bits = [10, 10, 10, 2];
  if (type === GL.UNSIGNED_INT_2_10_10_10_REV) {
    return fields.map((c, i) => (normalized ? unorm(c, bits[i]) : c)) as [number, number, number, number];
  }
  if (type === GL.INT_2_10_10_10_REV) {
    return fields.map((c, i) => {
      const signed = c >= 2 ** (bits[i] - 1) ? c - 2 ** bits[i] : c;
      return normalized ? snorm(signed, bits[i]) : signed;
    }) as [number, number, number, number];
  }
  return null;
}

export function vertexAttribVariantEntryPoints(fe: FrontEnd): Partial<GLFunctions> {
  // A local function (not a shared closure) so the dirty-surface scanner attributes the write to each entry point.
  function set(fn: string, index: number, x: number, y: number, z: number, w: number, kind: number): void {
    if (index < 0 || index >= MAX_VERTEX_ATTRIBS) return fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
    fe.state.SetCurrentVertexAttrib(index, x, y, z, w, kind);
  }
  /** n components of `v` (missing: 0, 0, 1), each through `conv`. */
  function vec(fn: string, index: number, v: ArrayLike<number>, n: number, kind: number, conv: (c: number) => number = (c) => c): void {
    if (v.length < n) return fe.error(GL.INVALID_VALUE, `${fn}: needs ${n} values`);
    set(fn, index, conv(v[0]), n > 1 ? conv(v[1]) : 0, n > 2 ? conv(v[2]) : 0, n > 3 ? conv(v[3]) : 1, kind);
  }
  function packed(fn: string, index: number, type: number, normalized: GLboolean, value: number, n: number): void {
    const c = unpackPacked(type, glBool(normalized), value);
    if (c === null) return fe.error(GL.INVALID_ENUM, `${fn}: invalid type 0x${type.toString(16)}`);
    set(fn, index, c[0], n > 1 ? c[1] : 0, n > 2 ? c[2] : 0, n > 3 ? c[3] : 1, KIND_FLOAT);
  }
  function packedv(fn: string, index: number, type: number, normalized: GLboolean, value: ArrayLike<number>, n: number): void {
    if (value.length < 1) return fe.error(GL.INVALID_VALUE, `${fn}: needs 1 value`);
    packed(fn, index, type, normalized, value[0], n);
  }
  const F = KIND_FLOAT;
  const i32 = (c: number) => c | 0;
  const u32 = (c: number) => c >>> 0;
  const i16 = (c: number) => (c << 16) >> 16;
  const u16 = (c: number) => c & 0xffff;
  const i8 = (c: number) => (c << 24) >> 24;
  const u8 = (c: number) => c & 0xff;
  const fround = Math.fround;

  return {
    vertexAttrib1d(index: number, x: number) { set('vertexAttrib1d', index, fround(x), 0, 0, 1, F); },
    vertexAttrib2d(index: number, x: number, y: number) { set('vertexAttrib2d', index, fround(x), fround(y), 0, 1, F); },
    vertexAttrib3d(index: number, x: number, y: number, z: number) { set('vertexAttrib3d', index, fround(x), fround(y), fround(z), 1, F); },
    vertexAttrib4d(index: number, x: number, y: number, z: number, w: number) { set('vertexAttrib4d', index, fround(x), fround(y), fround(z), fround(w), F); },
    vertexAttrib1dv(index: number, v: ArrayLike<number>) { vec('vertexAttrib1dv', index, v, 1, F, fround); },
    vertexAttrib2dv(index: number, v: ArrayLike<number>) { vec('vertexAttrib2dv', index, v, 2, F, fround); },
    vertexAttrib3dv(index: number, v: ArrayLike<number>) { vec('vertexAttrib3dv', index, v, 3, F, fround); },
    vertexAttrib4dv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4dv', index, v, 4, F, fround); },
    vertexAttrib1s(index: number, x: number) { set('vertexAttrib1s', index, i16(x), 0, 0, 1, F); },
    vertexAttrib2s(index: number, x: number, y: number) { set('vertexAttrib2s', index, i16(x), i16(y), 0, 1, F); },
    vertexAttrib3s(index: number, x: number, y: number, z: number) { set('vertexAttrib3s', index, i16(x), i16(y), i16(z), 1, F); },
    vertexAttrib4s(index: number, x: number, y: number, z: number, w: number) { set('vertexAttrib4s', index, i16(x), i16(y), i16(z), i16(w), F); },
    vertexAttrib1sv(index: number, v: ArrayLike<number>) { vec('vertexAttrib1sv', index, v, 1, F, i16); },
    vertexAttrib2sv(index: number, v: ArrayLike<number>) { vec('vertexAttrib2sv', index, v, 2, F, i16); },
    vertexAttrib3sv(index: number, v: ArrayLike<number>) { vec('vertexAttrib3sv', index, v, 3, F, i16); },
    vertexAttrib4sv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4sv', index, v, 4, F, i16); },
    vertexAttrib4bv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4bv', index, v, 4, F, i8); },
    vertexAttrib4iv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4iv', index, v, 4, F, i32); },
    vertexAttrib4ubv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4ubv', index, v, 4, F, u8); },
    vertexAttrib4usv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4usv', index, v, 4, F, u16); },
    vertexAttrib4uiv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4uiv', index, v, 4, F, u32); },
    vertexAttrib4Nbv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4Nbv', index, v, 4, F, (c) => snorm(i8(c), 8)); },
    vertexAttrib4Nsv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4Nsv', index, v, 4, F, (c) => snorm(i16(c), 16)); },
    vertexAttrib4Niv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4Niv', index, v, 4, F, (c) => snorm(i32(c), 32)); },
    vertexAttrib4Nubv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4Nubv', index, v, 4, F, (c) => unorm(u8(c), 8)); },
    vertexAttrib4Nusv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4Nusv', index, v, 4, F, (c) => unorm(u16(c), 16)); },
    vertexAttrib4Nuiv(index: number, v: ArrayLike<number>) { vec('vertexAttrib4Nuiv', index, v, 4, F, (c) => unorm(u32(c), 32)); },
    vertexAttrib4Nub(index: number, x: number, y: number, z: number, w: number) {
      set('vertexAttrib4Nub', index, unorm(u8(x), 8), unorm(u8(y), 8), unorm(u8(z), 8), unorm(u8(w), 8), F);
    },
    vertexAttribI1i(index: number, x: number) { set('vertexAttribI1i', index, i32(x), 0, 0, 1, KIND_INT); },
    vertexAttribI2i(index: number, x: number, y: number) { set('vertexAttribI2i', index, i32(x), i32(y), 0, 1, KIND_INT); },
    vertexAttribI3i(index: number, x: number, y: number, z: number) { set('vertexAttribI3i', index, i32(x), i32(y), i32(z), 1, KIND_INT); },
    vertexAttribI1ui(index: number, x: number) { set('vertexAttribI1ui', index, u32(x), 0, 0, 1, KIND_UINT); },
    vertexAttribI2ui(index: number, x: number, y: number) { set('vertexAttribI2ui', index, u32(x), u32(y), 0, 1, KIND_UINT); },
    vertexAttribI3ui(index: number, x: number, y: number, z: number) { set('vertexAttribI3ui', index, u32(x), u32(y), u32(z), 1, KIND_UINT); },
    vertexAttribI1iv(index: number, v: ArrayLike<number>) { vec('vertexAttribI1iv', index, v, 1, KIND_INT, i32); },
    vertexAttribI2iv(index: number, v: ArrayLike<number>) { vec('vertexAttribI2iv', index, v, 2, KIND_INT, i32); },
    vertexAttribI3iv(index: number, v: ArrayLike<number>) { vec('vertexAttribI3iv', index, v, 3, KIND_INT, i32); },
    vertexAttribI1uiv(index: number, v: ArrayLike<number>) { vec('vertexAttribI1uiv', index, v, 1, KIND_UINT, u32); },
    vertexAttribI2uiv(index: number, v: ArrayLike<number>) { vec('vertexAttribI2uiv', index, v, 2, KIND_UINT, u32); },
    vertexAttribI3uiv(index: number, v: ArrayLike<number>) { vec('vertexAttribI3uiv', index, v, 3, KIND_UINT, u32); },
    vertexAttribI4bv(index: number, v: ArrayLike<number>) { vec('vertexAttribI4bv', index, v, 4, KIND_INT, i8); },
    vertexAttribI4sv(index: number, v: ArrayLike<number>) { vec('vertexAttribI4sv', index, v, 4, KIND_INT, i16); },
    vertexAttribI4ubv(index: number, v: ArrayLike<number>) { vec('vertexAttribI4ubv', index, v, 4, KIND_UINT, u8); },
    vertexAttribI4usv(index: number, v: ArrayLike<number>) { vec('vertexAttribI4usv', index, v, 4, KIND_UINT, u16); },
    vertexAttribP1ui(index: number, type: number, normalized: GLboolean, value: number) { packed('vertexAttribP1ui', index, type, normalized, value, 1); },
    vertexAttribP2ui(index: number, type: number, normalized: GLboolean, value: number) { packed('vertexAttribP2ui', index, type, normalized, value, 2); },
    vertexAttribP3ui(index: number, type: number, normalized: GLboolean, value: number) { packed('vertexAttribP3ui', index, type, normalized, value, 3); },
    vertexAttribP4ui(index: number, type: number, normalized: GLboolean, value: number) { packed('vertexAttribP4ui', index, type, normalized, value, 4); },
    vertexAttribP1uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>) { packedv('vertexAttribP1uiv', index, type, normalized, value, 1); },
    vertexAttribP2uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>) { packedv('vertexAttribP2uiv', index, type, normalized, value, 2); },
    vertexAttribP3uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>) { packedv('vertexAttribP3uiv', index, type, normalized, value, 3); },
    vertexAttribP4uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>) { packedv('vertexAttribP4uiv', index, type, normalized, value, 4); },
  };
}
