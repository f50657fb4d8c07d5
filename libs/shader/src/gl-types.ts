// Sizes of GL's non-opaque data types: what XFB capture (bytes) and vertex attribute assignment
// (locations) need. Opaque types (samplers, images, atomic counters) are absent: they are never
// attributes or varyings.
import { GL } from '@mgpipe/value-types';

export interface GLTypeSize {
  /** Scalar components of one element (a mat3 has 9). */
  components: number;
  /** Bytes per component (8 for double types). */
  componentBytes: number;
  /** Vertex attribute locations one element occupies (matrix columns; dvec3/dvec4 columns take 2). */
  locations: number;
  /** Matrix columns; 1 for scalars and vectors. */
  columns: number;
  /** Vector components, or matrix rows. */
  rows: number;
}

const table = new Map<number, GLTypeSize>();

function add(type: number, columns: number, rows: number, componentBytes: number): void {
  const perColumn = componentBytes === 8 && rows > 2 ? 2 : 1;
  table.set(type, { components: columns * rows, componentBytes, locations: columns * perColumn, columns, rows });
}

for (const [scalar, vec2, vec3, vec4, bytes] of [
  [GL.FLOAT, GL.FLOAT_VEC2, GL.FLOAT_VEC3, GL.FLOAT_VEC4, 4],
  [GL.INT, GL.INT_VEC2, GL.INT_VEC3, GL.INT_VEC4, 4],
  [GL.UNSIGNED_INT, GL.UNSIGNED_INT_VEC2, GL.UNSIGNED_INT_VEC3, GL.UNSIGNED_INT_VEC4, 4],
  [GL.BOOL, GL.BOOL_VEC2, GL.BOOL_VEC3, GL.BOOL_VEC4, 4],
  [GL.DOUBLE, GL.DOUBLE_VEC2, GL.DOUBLE_VEC3, GL.DOUBLE_VEC4, 8],
] as const) {
  add(scalar, 1, 1, bytes);
  add(vec2, 1, 2, bytes);
  add(vec3, 1, 3, bytes);
  add(vec4, 1, 4, bytes);
}
for (const [prefix, bytes] of [['FLOAT_MAT', 4], ['DOUBLE_MAT', 8]] as const) {
  for (let c = 2; c <= 4; c++) {
    for (let r = 2; r <= 4; r++) {
      const key = (c === r ? `${prefix}${c}` : `${prefix}${c}x${r}`) as keyof typeof GL;
      add(GL[key] as number, c, r, bytes);
    }
  }
}

/** The size facts of a non-opaque GL type; undefined for opaque or unknown types. */
export function glTypeSize(type: number): GLTypeSize | undefined {
  return table.get(type);
}
