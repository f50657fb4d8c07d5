// The default uniform block on the client: GL's uniform types (what glUniform* may load them, GL 4.5
// §7.6.1) and the location → element table over Program.uniformData. The byte layout itself is the link
// artifact's (libs/shader default-block-layout.ts: ArtifactUniform.storageOffset / storageArrayStride /
// storageMatrixStride, ProgramArtifact.defaultBlockSize), computed once at link and read by backends
// too. Opaque uniforms (samplers, images) take no bytes; their units live in Program.opaqueUnits.
import type { ArtifactUniform, ProgramArtifact } from '@mgpipe/shader';
import { GL, GL_TABLE } from '@mgpipe/value-types';

/** How a uniform's components are stored and which glUniform* family may load them. */
export const UniformKind = { Float: 0, Double: 1, Int: 2, Uint: 3, Bool: 4, Sampler: 5, Image: 6, Atomic: 7 } as const;

export interface UniformTypeInfo {
  kind: number;
  /** 1 for scalars and vectors; matrix columns otherwise. */
  cols: number;
  /** Vector components, or matrix rows. */
  rows: number;
}

const TYPES = new Map<number, UniformTypeInfo>();

function addVectors(kind: number, scalar: number, v2: number, v3: number, v4: number): void {
  [scalar, v2, v3, v4].forEach((t, i) => TYPES.set(t, { kind, cols: 1, rows: i + 1 }));
}
addVectors(UniformKind.Float, GL.FLOAT, GL.FLOAT_VEC2, GL.FLOAT_VEC3, GL.FLOAT_VEC4);
addVectors(UniformKind.Double, GL.DOUBLE, GL.DOUBLE_VEC2, GL.DOUBLE_VEC3, GL.DOUBLE_VEC4);
addVectors(UniformKind.Int, GL.INT, GL.INT_VEC2, GL.INT_VEC3, GL.INT_VEC4);
addVectors(UniformKind.Uint, GL.UNSIGNED_INT, GL.UNSIGNED_INT_VEC2, GL.UNSIGNED_INT_VEC3, GL.UNSIGNED_INT_VEC4);
addVectors(UniformKind.Bool, GL.BOOL, GL.BOOL_VEC2, GL.BOOL_VEC3, GL.BOOL_VEC4);
for (const [prefix, kind] of [['FLOAT_MAT', UniformKind.Float], ['DOUBLE_MAT', UniformKind.Double]] as const) {
  for (let c = 2; c <= 4; c++) {
    for (let r = 2; r <= 4; r++) {
      const key = (c === r ? `${prefix}${c}` : `${prefix}${c}x${r}`) as keyof typeof GL;
      TYPES.set(GL[key] as number, { kind, cols: c, rows: r });
    }
  }
}
for (const [key, value] of Object.entries(GL_TABLE)) {
  if (typeof value !== 'number') continue;
  if (/^(INT_|UNSIGNED_INT_)?SAMPLER_(1D|2D|3D|CUBE|BUFFER)/.test(key)) TYPES.set(value, { kind: UniformKind.Sampler, cols: 1, rows: 1 });
  else if (/^(INT_|UNSIGNED_INT_)?IMAGE_(1D|2D|3D|CUBE|BUFFER)/.test(key) && value >= 0x904c && value <= 0x906c) {
    TYPES.set(value, { kind: UniformKind.Image, cols: 1, rows: 1 });
  }
}
TYPES.set(GL.UNSIGNED_INT_ATOMIC_COUNTER, { kind: UniformKind.Atomic, cols: 1, rows: 1 });

export function uniformTypeInfo(type: number): UniformTypeInfo | undefined {
  return TYPES.get(type);
}

/** What one default-block location holds: one element of one active uniform. */
export interface UniformSlot {
  /** Index into the artifact's uniforms (glGetActiveUniform's index). */
  uniformIndex: number;
  type: number;
  info: UniformTypeInfo;
  /** Byte offset of this element in Program.uniformData (opaque: 0, no bytes). */
  offset: number;
  /** Bytes between consecutive elements (the next locations). */
  arrayStride: number;
  /** Bytes between matrix columns. */
  matrixStride: number;
  /** Bytes of one element's footprint (matrix columns padded to matrixStride). */
  elementBytes: number;
  /** Elements from this location to the end of the array (1 for a non-array). */
  elementsLeft: number;
  /** The uniform is an array (count > 1 is allowed only then). */
  isArray: boolean;
}

export interface DefaultBlockLayout {
  /** Indexed by location; null for a location no active uniform uses. */
  slots: (UniformSlot | null)[];
  size: number;
}

function isDefaultBlock(u: ArtifactUniform): boolean {
  return u.blockIndex < 0 && u.location >= 0;
}

/** The location → slot table of a linked program; offsets and strides are the artifact's (computed once at link). */
export function defaultBlockSlots(artifact: ProgramArtifact): DefaultBlockLayout {
  const slots: (UniformSlot | null)[] = [];
  artifact.uniforms.forEach((u, i) => {
    if (!isDefaultBlock(u)) return;
    const info = uniformTypeInfo(u.type);
    if (info === undefined) return;
    const count = Math.max(1, u.arraySize);
    const opaque = info.kind >= UniformKind.Sampler || u.storageOffset < 0;
    const componentBytes = info.kind === UniformKind.Double ? 8 : 4;
    const matrixStride = opaque ? 0 : u.storageMatrixStride;
    const elementBytes = opaque ? 0 : info.cols > 1 ? matrixStride * info.cols : info.rows * componentBytes;
    const isArray = u.arraySize > 1 || u.name.endsWith(']');
    const stride = opaque ? 0 : u.storageArrayStride;
    const base = opaque ? 0 : u.storageOffset;
    for (let el = 0; el < count; el++) {
      slots[u.location + el] = {
        uniformIndex: i, type: u.type, info, offset: base + el * stride, arrayStride: stride, matrixStride,
        elementBytes, elementsLeft: count - el, isArray,
      };
    }
  });
  for (let l = 0; l < slots.length; l++) if (slots[l] === undefined) slots[l] = null;
  return { slots, size: artifact.defaultBlockSize };
}
