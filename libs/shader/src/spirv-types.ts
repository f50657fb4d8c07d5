// SPIR-V types of an application's module seen as GL sees them (GL_ARB_gl_spirv reflection): the GL type enum
// of a basic or opaque type, array lengths, and the byte size of a type laid out with the module's explicit
// Offset / ArrayStride / MatrixStride decorations (blocks in SPIR-V carry their whole layout).
import { GL } from '@mgpipe/value-types';
import { Decoration, memberDecoration, Op, type SpirvModule } from './spirv-module.ts';

const VEC = ['', '_VEC2', '_VEC3', '_VEC4'];
const DIM = ['1D', '2D', '3D', 'CUBE', '2D_RECT', 'BUFFER'];

function glEnum(name: string): number | undefined {
  const v = (GL as unknown as Record<string, number | undefined>)[name];
  return typeof v === 'number' ? v : undefined;
}

/** GL name stem of a scalar type: FLOAT / DOUBLE / INT / UNSIGNED_INT / BOOL. */
function scalarStem(m: SpirvModule, id: number): string | undefined {
  const t = m.types.get(id);
  if (t === undefined) return undefined;
  if (t.op === Op.TypeBool) return 'BOOL';
  if (t.op === Op.TypeFloat) return t.operands[1] === 64 ? 'DOUBLE' : 'FLOAT';
  if (t.op === Op.TypeInt) return t.operands[2] === 1 ? 'INT' : 'UNSIGNED_INT';
  return undefined;
}

/** The GL type of a basic (scalar / vector / matrix) or opaque type; undefined for aggregates and unknowns. */
export function glTypeOf(m: SpirvModule, id: number, atomicCounter = false): number | undefined {
  const t = m.types.get(id);
  if (t === undefined) return undefined;
  if (atomicCounter) return GL.UNSIGNED_INT_ATOMIC_COUNTER;
  switch (t.op) {
    case Op.TypeBool: case Op.TypeFloat: case Op.TypeInt:
      return glEnum(scalarStem(m, id)!);
    case Op.TypeVector: {
      const stem = scalarStem(m, t.operands[1]);
      return stem === undefined ? undefined : glEnum(`${stem}${VEC[t.operands[2] - 1] ?? ''}`);
    }
    case Op.TypeMatrix: {
      const column = m.types.get(t.operands[1]);
      if (column === undefined || column.op !== Op.TypeVector) return undefined;
      const stem = scalarStem(m, column.operands[1]) === 'DOUBLE' ? 'DOUBLE_MAT' : 'FLOAT_MAT';
      const cols = t.operands[2];
      const rows = column.operands[2];
      return glEnum(cols === rows ? `${stem}${cols}` : `${stem}${cols}x${rows}`);
    }
    case Op.TypeSampledImage: return imageEnum(m, t.operands[1], 'SAMPLER');
    case Op.TypeImage: return imageEnum(m, id, t.operands[6] === 2 ? 'IMAGE' : 'SAMPLER');
    default: return undefined;
  }
}

/** OpTypeImage (result, sampled type, Dim, Depth, Arrayed, MS, Sampled, Format) → GL_[INT_|UNSIGNED_INT_]SAMPLER_… / IMAGE_…. */
function imageEnum(m: SpirvModule, imageId: number, kind: 'SAMPLER' | 'IMAGE'): number | undefined {
  const t = m.types.get(imageId);
  if (t === undefined || t.op !== Op.TypeImage) return undefined;
  const [, sampled, dim, depth, arrayed, ms] = t.operands;
  const stem = scalarStem(m, sampled);
  const prefix = stem === 'INT' ? 'INT_' : stem === 'UNSIGNED_INT' ? 'UNSIGNED_INT_' : '';
  let shape = DIM[dim];
  if (shape === undefined) return undefined;
  if (ms === 1) shape = arrayed === 1 ? '2D_MULTISAMPLE_ARRAY' : '2D_MULTISAMPLE';
  else if (arrayed === 1) shape = shape === 'CUBE' ? 'CUBE_MAP_ARRAY' : `${shape}_ARRAY`;
  const shadow = kind === 'SAMPLER' && depth === 1 ? '_SHADOW' : '';
  return glEnum(`${prefix}${kind}_${shape}${shadow}`);
}

/** OpTypeArray's length (a constant or a specialization constant's value); 0 for a runtime array. */
export function arrayLength(m: SpirvModule, arrayType: number): number {
  const t = m.types.get(arrayType);
  if (t === undefined || t.op !== Op.TypeArray) return 0;
  return m.scalarConstants.get(t.operands[2]) ?? 1;
}

export function isArrayType(m: SpirvModule, id: number): boolean {
  const op = m.types.get(id)?.op;
  return op === Op.TypeArray || op === Op.TypeRuntimeArray;
}

/** The pointee of a pointer type. */
export function pointee(m: SpirvModule, pointerType: number): number {
  const t = m.types.get(pointerType);
  return t !== undefined && t.op === Op.TypePointer ? t.operands[2] : pointerType;
}

/** Bytes of one element of a basic type (component bytes × components; matrices by their stride). */
function basicBytes(m: SpirvModule, id: number, matrixStride: number, rowMajor: boolean): number {
  const t = m.types.get(id);
  if (t === undefined) return 0;
  if (t.op === Op.TypeMatrix) {
    // The last column (row, for row-major) ends at its own size, not at the stride (as Mesa sizes a block).
    const column = m.types.get(t.operands[1]);
    const rows = column?.operands[2] ?? 4;
    const componentBytes = basicBytes(m, column?.operands[1] ?? 0, 0, false);
    const vectors = rowMajor ? rows : t.operands[2];
    const vectorBytes = (rowMajor ? t.operands[2] : rows) * componentBytes;
    return matrixStride * (vectors - 1) + vectorBytes;
  }
  if (t.op === Op.TypeVector) return t.operands[2] * basicBytes(m, t.operands[1], 0, false);
  if (t.op === Op.TypeFloat || t.op === Op.TypeInt) return t.operands[1] / 8;
  return 4;
}

/**
 * Bytes a value of `id` takes in an explicitly laid out block (what BUFFER_DATA_SIZE is made of, rounded up to 16):
 * arrays and matrices to the end of their last element / vector (a runtime array counts one element), structs to
 * the end of their last member.
 */
export function explicitSize(m: SpirvModule, id: number, matrixStride = 0, rowMajor = false): number {
  const t = m.types.get(id);
  if (t === undefined) return 0;
  if (t.op === Op.TypeArray || t.op === Op.TypeRuntimeArray) {
    // As Mesa sizes it: the last element ends at its own size, not at the stride.
    const stride = m.decorations.get(id)?.get(Decoration.ArrayStride)?.[0] ?? 0;
    const length = t.op === Op.TypeRuntimeArray ? 1 : Math.max(1, arrayLength(m, id));
    return stride * (length - 1) + explicitSize(m, t.operands[1], matrixStride, rowMajor);
  }
  if (t.op === Op.TypeStruct) {
    let end = 0;
    for (let i = 1; i < t.operands.length; i++) {
      const member = i - 1;
      const offset = memberDecoration(m, id, member, Decoration.Offset)?.[0] ?? 0;
      const ms = memberDecoration(m, id, member, Decoration.MatrixStride)?.[0] ?? 0;
      const rm = memberDecoration(m, id, member, Decoration.RowMajor) !== undefined;
      end = Math.max(end, offset + explicitSize(m, t.operands[i], ms, rm));
    }
    return end;
  }
  return basicBytes(m, id, matrixStride, rowMajor);
}
