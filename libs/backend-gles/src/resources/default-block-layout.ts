// The byte layout of Program.uniformData (the client-side default uniform block), re-derived from the link
// artifact on the server side: the front end lays default-block uniforms out in location order with std140
// rules (gl-impl c-uniform-layout.ts). This backend may not link gl-impl, so the rule is restated here and a
// test (test/default-block-layout.test.ts) checks both agree on a corpus of programs.
import { GL } from '@mgpipe/value-types';

/** What a glUniform* upload of one default-block element needs. */
export interface DefaultBlockElement {
  /** GL uniform name of this element: "c", "a[2]". */
  name: string;
  type: number;
  /** Kind: 0 float, 1 double, 2 int, 3 uint, 4 bool. */
  kind: number;
  cols: number;
  rows: number;
  /** Byte offset in uniformData. */
  offset: number;
  /** Bytes between matrix columns (std140: 16, or 32 for dvec3/dvec4 columns). */
  matrixStride: number;
}

export interface UniformLike {
  name: string;
  type: number;
  arraySize: number;
  blockIndex: number;
  location: number;
}

interface TypeInfo { kind: number; cols: number; rows: number }
const TYPES = new Map<number, TypeInfo>();
function vectors(kind: number, list: number[]): void {
  list.forEach((t, i) => TYPES.set(t, { kind, cols: 1, rows: i + 1 }));
}
vectors(0, [GL.FLOAT, GL.FLOAT_VEC2, GL.FLOAT_VEC3, GL.FLOAT_VEC4]);
vectors(1, [GL.DOUBLE, GL.DOUBLE_VEC2, GL.DOUBLE_VEC3, GL.DOUBLE_VEC4]);
vectors(2, [GL.INT, GL.INT_VEC2, GL.INT_VEC3, GL.INT_VEC4]);
vectors(3, [GL.UNSIGNED_INT, GL.UNSIGNED_INT_VEC2, GL.UNSIGNED_INT_VEC3, GL.UNSIGNED_INT_VEC4]);
vectors(4, [GL.BOOL, GL.BOOL_VEC2, GL.BOOL_VEC3, GL.BOOL_VEC4]);
for (const [prefix, kind] of [['FLOAT_MAT', 0], ['DOUBLE_MAT', 1]] as const) {
  for (let c = 2; c <= 4; c++) {
    for (let r = 2; r <= 4; r++) {
      const key = (c === r ? `${prefix}${c}` : `${prefix}${c}x${r}`) as keyof typeof GL;
      TYPES.set(GL[key] as number, { kind, cols: c, rows: r });
    }
  }
}

function roundUp(v: number, a: number): number {
  return Math.ceil(v / a) * a;
}

/** Every non-opaque default-block element with its offset; opaque uniforms (samplers, images) take no bytes. */
export function defaultBlockElements(uniforms: readonly UniformLike[]): { elements: DefaultBlockElement[]; size: number } {
  const order = uniforms.filter((u) => u.blockIndex < 0 && u.location >= 0).sort((a, b) => a.location - b.location);
  const elements: DefaultBlockElement[] = [];
  let size = 0;
  for (const u of order) {
    const info = TYPES.get(u.type);
    if (info === undefined) continue; // opaque
    const n = info.kind === 1 ? 8 : 4;
    const vecAlign = (rows: number) => (rows === 1 ? n : rows === 2 ? 2 * n : 4 * n);
    let align: number, bytes: number, matrixStride: number;
    if (info.cols === 1) { align = vecAlign(info.rows); bytes = info.rows * n; matrixStride = 0; }
    else { matrixStride = roundUp(vecAlign(info.rows), 16); align = matrixStride; bytes = matrixStride * info.cols; }
    const count = Math.max(1, u.arraySize);
    const isArray = u.arraySize > 1 || u.name.endsWith(']');
    const stride = isArray ? roundUp(bytes, 16) : bytes;
    const base = roundUp(size, isArray ? Math.max(align, 16) : align);
    const stem = u.name.replace(/\[0\]$/, '');
    for (let el = 0; el < count; el++) {
      elements.push({ name: isArray ? `${stem}[${el}]` : u.name, type: u.type, kind: info.kind, cols: info.cols, rows: info.rows,
        offset: base + el * stride, matrixStride });
    }
    size = base + (isArray ? stride * count : bytes);
  }
  return { elements, size: roundUp(size, 16) };
}
