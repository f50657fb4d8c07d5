// Uniform blocks whose Offset / ArrayStride / MatrixStride decorations no ESSL block can state (GL_ARB_gl_spirv lets a
// module place members anywhere: an array of vec4 32 bytes apart, a mat3x2 with MatrixStride 32, a nested structure's
// member at an explicit offset). ESSL has std140 only, and SPIRV-Cross either refuses such a block ("Buffer block
// cannot be expressed as any of std430, std140, scalar, even with enhanced layouts") or, for a matrix stride, emits a
// std140 block that reads the wrong bytes. Such a block becomes raw words before SPIRV-Cross: a block of one member
// `uvec4 _mgpWords[N]` (ArrayStride 16, Offset 0) at the same variable, so the same Binding and DescriptorSet, N the
// block's extent from its decorations rounded up to 16 bytes (GLES requires a bound range of at least the block's
// data size, and the application's range covers the GL-visible size, which is at least that). Every access chain into
// the block becomes a word index computed from the original decorations (constant and run-time indices, column- and
// row-major matrices) and every load through one reads the scalars from the words and rebuilds the value: bitcast to
// float / int, `!= 0` for bool (GL's booleans in a block are any non-zero word), composites (vectors, matrices,
// arrays, structures) built from their members. Only loads and access chains may reach such a block (a uniform block
// is read-only; glslang never passes one's pointer to a function): a block used any other way, or holding a type
// other than 32-bit scalars and their composites, is left as it was. The GL-visible interface (names, offsets,
// BUFFER_DATA_SIZE) is the front end's, from the original module; only the driver's module changes.
// A block std140 places as its decorations say, but for gaps between its own members, is for explicit-offsets.ts
// (padding keeps the block readable); `scope: 'all'` takes those too, for when padding did not help.
import { Module, OP, ins, stringWords } from './spirv-lowering.ts';

const OP_MEMBER_NAME = 6;
const OP_TYPE_BOOL = 20;
const OP_TYPE_MATRIX = 24;
const OP_TYPE_STRUCT = 30;
const OP_MEMBER_DECORATE = 72;
const OP_FUNCTION_CALL = 57;
const OP_STORE = 62;
const OP_COPY_MEMORY = 63;
const OP_COPY_MEMORY_SIZED = 64;
const OP_PTR_ACCESS_CHAIN = 67;
const OP_ARRAY_LENGTH = 68;
const OP_IN_BOUNDS_PTR_ACCESS_CHAIN = 70;
const OP_COPY_OBJECT = 83;
const OP_BITCAST = 124;
const OP_SELECT = 169;
const OP_I_NOT_EQUAL = 171;
const OP_SHIFT_RIGHT_LOGICAL = 194;
const OP_BITWISE_AND = 199;
const OP_PHI = 245;
const DECORATION_BLOCK = 2;
const DECORATION_ROW_MAJOR = 4;
const DECORATION_ARRAY_STRIDE = 6;
const DECORATION_MATRIX_STRIDE = 7;
const DECORATION_OFFSET = 35;
const STORAGE_UNIFORM = 2;
const WORDS_MEMBER = '_mgpWords';

const alignUp = (v: number, a: number) => Math.ceil(v / a) * a;

/** Where a value lies in the block, in 4-byte words: `constant` + the run-time uint `dynamic` (an id), if any. */
interface Address {
  constant: number;
  dynamic: number | null;
  /** Words between a vector's components: 1, or the matrix stride for a column of a row-major matrix. */
  componentStride: number;
  /** The matrix layout of the member the address is in (MatrixStride in bytes; RowMajor). */
  matrixStride: number;
  rowMajor: boolean;
}

/** A pointer into a lowered block: the block variable, the indices choosing one block of an array of blocks, the pointee. */
interface RawPointer {
  variable: number;
  block: number;
  lead: number[];
  type: number;
  at: Address | null; // null until the chain reaches the block structure itself
}

/** Ids that opcodes other than OpLoad / OpAccessChain take as pointers (a use the lowering cannot follow). */
function pointerOperands(w: number[]): number[] {
  switch (w[0] & 0xffff) {
    case OP_STORE: case OP_COPY_MEMORY: case OP_COPY_MEMORY_SIZED: return [w[1], w[2]];
    case OP_FUNCTION_CALL: return w.slice(4);
    case OP_PHI: return w.filter((_, i) => i >= 3 && i % 2 === 1);
    case OP_SELECT: return [w[4], w[5]];
    case OP_COPY_OBJECT: case OP_PTR_ACCESS_CHAIN: case OP_IN_BOUNDS_PTR_ACCESS_CHAIN: case OP_ARRAY_LENGTH: return [w[3]];
    default: {
      const op = w[0] & 0xffff;
      return op >= 227 && op <= 242 ? [w[3]] : []; // atomics
    }
  }
}

/** The module with its non-std140 uniform blocks read as words (see the file comment); the input when there are none. */
export function lowerRawUniformBlocks(spirv: Uint32Array, scope: 'beyond-padding' | 'all' = 'beyond-padding'): Uint32Array {
  if (!hasUniformBlockOffsets(spirv)) return spirv;
  const m = new Module(spirv);
  const members = new Map<number, Map<number, Map<number, number>>>(); // struct → member → decoration → value
  const arrayStride = new Map<number, number>();
  const blockStructs = new Set<number>();
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP_MEMBER_DECORATE) {
      const byMember = members.get(w[1]) ?? new Map<number, Map<number, number>>();
      members.set(w[1], byMember);
      const decorations = byMember.get(w[2]) ?? new Map<number, number>();
      byMember.set(w[2], decorations);
      decorations.set(w[3], w[4] ?? 1);
    }
    if (op === OP.Decorate && w[2] === DECORATION_ARRAY_STRIDE) arrayStride.set(w[1], w[3]);
    if (op === OP.Decorate && w[2] === DECORATION_BLOCK) blockStructs.add(w[1]);
  }
  const member = (struct: number, k: number, decoration: number) => members.get(struct)?.get(k)?.get(decoration);
  const opOf = (type: number) => (m.defs.get(type)?.[0] ?? 0) & 0xffff;
  const arrayLength = (type: number): number | null => {
    const length = m.defs.get(m.defs.get(type)?.[3] ?? -1);
    return length !== undefined && (length[0] & 0xffff) === OP.Constant ? length[3] : null;
  };
  const unwrapArrays = (type: number): number => (opOf(type) === OP.TypeArray ? unwrapArrays(m.defs.get(type)![2]) : type);

  /** std140's base alignment and size of `type`, or null where its decorations differ from std140's (or it has none). */
  const std140 = (type: number, matrixStride: number | undefined, rowMajor: boolean): { align: number; size: number } | null => {
    const t = m.defs.get(type)!;
    switch (opOf(type)) {
      case OP.TypeFloat: case OP.TypeInt: return t[2] === 32 ? { align: 4, size: 4 } : null;
      case OP_TYPE_BOOL: return { align: 4, size: 4 };
      case OP.TypeVector: {
        const scalar = std140(t[2], undefined, false);
        return scalar === null ? null : { align: t[3] === 2 ? 8 : 16, size: 4 * t[3] };
      }
      case OP_TYPE_MATRIX: {
        const rows = m.defs.get(t[2])![3];
        if (matrixStride !== 16 || std140(t[2], undefined, false) === null) return null;
        return { align: 16, size: 16 * (rowMajor ? rows : t[3]) };
      }
      case OP.TypeArray: {
        const element = std140(t[2], matrixStride, rowMajor);
        const length = arrayLength(type);
        if (element === null || length === null) return null;
        const align = alignUp(element.align, 16);
        const stride = alignUp(element.size, align);
        return arrayStride.get(type) === stride ? { align, size: stride * length } : null;
      }
      case OP_TYPE_STRUCT: {
        const layout = structLayout(type, false);
        return layout === 'no' ? null : layout;
      }
      default: return null;
    }
  };
  /** A structure's std140 layout: exact, with gaps between members (a block padding can fill), or 'no'. */
  const structLayout = (struct: number, gapsAllowed: boolean): { align: number; size: number; gaps: boolean } | 'no' => {
    let end = 0;
    let align = 16;
    let gaps = false;
    const types = m.defs.get(struct)!.slice(2);
    for (const [k, type] of types.entries()) {
      const info = std140(type, member(struct, k, DECORATION_MATRIX_STRIDE), member(struct, k, DECORATION_ROW_MAJOR) !== undefined);
      const offset = member(struct, k, DECORATION_OFFSET);
      if (info === null || offset === undefined) return 'no';
      const natural = alignUp(end, info.align);
      if (offset !== natural && !(gapsAllowed && offset > natural && offset % info.align === 0)) return 'no';
      gaps ||= offset !== natural;
      end = offset + info.size;
      align = Math.max(align, info.align);
    }
    return { align, size: alignUp(end, align), gaps };
  };

  /** Whether the lowering can read `type` from words: 32-bit scalars and their sized composites, strides in words. */
  const readable = (type: number): boolean => {
    const t = m.defs.get(type);
    if (t === undefined) return false;
    switch (opOf(type)) {
      case OP.TypeFloat: case OP.TypeInt: return t[2] === 32;
      case OP_TYPE_BOOL: return true;
      case OP.TypeVector: case OP_TYPE_MATRIX: return readable(t[2]);
      case OP.TypeArray: return arrayLength(type) !== null && (arrayStride.get(type) ?? 1) % 4 === 0 && readable(t[2]);
      case OP_TYPE_STRUCT: return t.slice(2).every((memberType, k) => (member(type, k, DECORATION_OFFSET) ?? 1) % 4 === 0
        && (member(type, k, DECORATION_MATRIX_STRIDE) ?? 0) % 4 === 0 && readable(memberType));
      default: return false;
    }
  };

  /** Words from the start of a value of `type` to the end of its last scalar (the extent the block must cover). */
  const extent = (type: number, matrixStride: number, rowMajor: boolean, componentStride = 1): number => {
    const t = m.defs.get(type)!;
    switch (opOf(type)) {
      case OP.TypeVector: return (t[3] - 1) * componentStride + 1;
      case OP_TYPE_MATRIX: {
        const rows = m.defs.get(t[2])![3];
        return rowMajor ? (rows - 1) * (matrixStride / 4) + t[3] : (t[3] - 1) * (matrixStride / 4) + rows;
      }
      case OP.TypeArray: return (arrayLength(type)! - 1) * ((arrayStride.get(type) ?? 0) / 4) + extent(t[2], matrixStride, rowMajor);
      case OP_TYPE_STRUCT: return Math.max(0, ...t.slice(2).map((memberType, k) => (member(type, k, DECORATION_OFFSET)! / 4)
        + extent(memberType, member(type, k, DECORATION_MATRIX_STRIDE) ?? 16, member(type, k, DECORATION_ROW_MAJOR) !== undefined)));
      default: return 1;
    }
  };

  // The uniform block variables, and which of their blocks to lower.
  const variables = new Map<number, number>(); // variable → its block structure
  for (const w of m.insns) {
    if ((w[0] & 0xffff) !== OP.Variable || w[3] !== STORAGE_UNIFORM) continue;
    const block = unwrapArrays(m.defs.get(w[1])?.[3] ?? -1);
    if (blockStructs.has(block)) variables.set(w[2], block);
  }
  const lowered = new Set<number>();
  for (const block of new Set(variables.values())) {
    const layout = structLayout(block, true);
    const fits = layout !== 'no' && (scope === 'beyond-padding' || !layout.gaps);
    if (!fits && readable(block)) lowered.add(block);
  }
  if (lowered.size === 0) return spirv;

  const firstFunction = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function);
  if (firstFunction < 0) return spirv;
  const body = m.insns.slice(firstFunction);
  const constantValue = (id: number): number | null => {
    const d = m.defs.get(id);
    return d !== undefined && (d[0] & 0xffff) === OP.Constant ? d[3] | 0 : null;
  };
  /** The pointee after one more index (type only; the rewrite below follows the same steps with addresses). */
  const step = (type: number, index: number): number | null => {
    const t = m.defs.get(type)!;
    if (opOf(type) !== OP_TYPE_STRUCT) return t[2];
    const k = constantValue(index);
    return k === null ? null : t[2 + k];
  };

  // Pass 1: every use of a pointer into a block to lower must be a load of a member or an access chain.
  const pointees = new Map<number, { block: number; type: number }>();
  for (const [variable, block] of variables) if (lowered.has(block)) pointees.set(variable, { block, type: m.defs.get(m.typeOf.get(variable)!)![3] });
  for (const w of body) {
    const op = w[0] & 0xffff;
    if (op === OP.AccessChain || op === OP.InBoundsAccessChain) {
      const base = pointees.get(w[3]);
      if (base === undefined) continue;
      let type: number | null = base.type;
      for (let i = 4; i < w.length && type !== null; i++) type = step(type, w[i]);
      if (type === null) lowered.delete(base.block);
      else pointees.set(w[2], { block: base.block, type });
    } else if (op === OP.Load) {
      const p = pointees.get(w[3]);
      if (p !== undefined && unwrapArrays(p.type) === p.block) lowered.delete(p.block); // the whole block as a value
    } else {
      for (const id of pointerOperands(w)) {
        const p = pointees.get(id);
        if (p !== undefined) lowered.delete(p.block);
      }
    }
  }
  if (lowered.size === 0) return spirv;

  // The raw block types: struct { uvec4 _mgpWords[N]; } (and arrays of it for arrays of blocks), declared after every
  // original type (Module.globals), one per lowered block.
  const uint = m.uint();
  const int = m.int();
  const uvec4 = m.vec(uint, 4);
  const raw = new Map<number, number>(); // block → raw structure
  const annotations: number[][] = [];
  for (const block of lowered) {
    const words = alignUp(extent(block, 16, false), 4);
    const array = m.id();
    const struct = m.id();
    m.globals.push(ins(OP.TypeArray, array, uvec4, m.constant(uint, words / 4)), ins(OP_TYPE_STRUCT, struct, array));
    annotations.push(ins(OP.Decorate, array, DECORATION_ARRAY_STRIDE, 16), ins(OP_MEMBER_DECORATE, struct, 0, DECORATION_OFFSET, 0));
    raw.set(block, struct);
  }
  const rawType = (type: number): number => {
    const t = m.defs.get(type)!;
    if (opOf(type) !== OP.TypeArray) return raw.get(type)!;
    const array = m.id();
    m.globals.push(ins(OP.TypeArray, array, rawType(t[2]), t[3]));
    return array;
  };
  const rawVariables = new Map<number, number[]>(); // variable → its new declaration
  for (const [variable, block] of variables) {
    if (lowered.has(block)) rawVariables.set(variable, ins(OP.Variable, m.pointer(STORAGE_UNIFORM, rawType(m.defs.get(m.typeOf.get(variable)!)![3])), variable, STORAGE_UNIFORM));
  }

  // Pass 2: rewrite the function bodies.
  const out: number[][] = [];
  const pointers = new Map<number, RawPointer>();
  const uintConstant = (v: number) => m.constant(uint, v);
  const intConstant = (v: number) => m.constant(int, v);
  const emit = (op: number, type: number, ...operands: number[]): number => {
    const id = m.id();
    out.push(ins(op, type, id, ...operands));
    return id;
  };
  /** `dynamic` + index × stride words, as a uint id. */
  const addIndex = (dynamic: number | null, index: number, stride: number): number => {
    let term = index;
    if (m.typeOf.get(index) !== uint) term = emit(OP_BITCAST, uint, index);
    if (stride !== 1) term = emit(OP.IMul, uint, term, uintConstant(stride));
    return dynamic === null ? term : emit(OP.IAdd, uint, dynamic, term);
  };
  const moved = (at: Address, words: number, changes: Partial<Address> = {}): Address => ({ ...at, constant: at.constant + words, ...changes });
  /** One more access chain index from `p` (the type walk of `step`, with addresses). */
  const index = (p: RawPointer, id: number): RawPointer => {
    const t = m.defs.get(p.type)!;
    if (p.at === null) { // still choosing a block of an array of blocks
      const type = t[2];
      return { ...p, lead: [...p.lead, id], type, at: type === p.block ? { constant: 0, dynamic: null, componentStride: 1, matrixStride: 16, rowMajor: false } : null };
    }
    const at = p.at;
    const k = constantValue(id);
    switch (opOf(p.type)) {
      case OP_TYPE_STRUCT: return { ...p, type: t[2 + k!], at: memberAddress(p.type, k!, at) };
      case OP.TypeArray: {
        const stride = (arrayStride.get(p.type) ?? 0) / 4;
        return { ...p, type: t[2], at: k !== null ? moved(at, k * stride) : { ...at, dynamic: addIndex(at.dynamic, id, stride) } };
      }
      case OP_TYPE_MATRIX: {
        // A column: columns are MatrixStride apart column-major; row-major, a column's components are.
        const [stride, componentStride] = at.rowMajor ? [1, at.matrixStride / 4] : [at.matrixStride / 4, 1];
        return { ...p, type: t[2], at: k !== null ? moved(at, k * stride, { componentStride }) : { ...at, componentStride, dynamic: addIndex(at.dynamic, id, stride) } };
      }
      default: // a vector's component
        return { ...p, type: t[2], at: k !== null ? moved(at, k * at.componentStride) : { ...at, dynamic: addIndex(at.dynamic, id, at.componentStride) } };
    }
  };
  const memberAddress = (struct: number, k: number, at: Address): Address => moved(at, member(struct, k, DECORATION_OFFSET)! / 4, {
    componentStride: 1, matrixStride: member(struct, k, DECORATION_MATRIX_STRIDE) ?? 16, rowMajor: member(struct, k, DECORATION_ROW_MAJOR) !== undefined,
  });
  /** The value of `type` at `at`, built from the words (`result`: the id to define, the load's own for the outermost). */
  const load = (p: RawPointer, type: number, at: Address, result = m.id()): number => {
    const t = m.defs.get(type)!;
    const construct = (parts: number[]) => { out.push(ins(OP.CompositeConstruct, type, result, ...parts)); return result; };
    switch (opOf(type)) {
      case OP.TypeVector: return construct(Array.from({ length: t[3] }, (_, j) => load(p, t[2], moved(at, j * at.componentStride))));
      case OP_TYPE_MATRIX: {
        const [stride, componentStride] = at.rowMajor ? [1, at.matrixStride / 4] : [at.matrixStride / 4, 1];
        return construct(Array.from({ length: t[3] }, (_, c) => load(p, t[2], moved(at, c * stride, { componentStride }))));
      }
      case OP.TypeArray: {
        const stride = (arrayStride.get(type) ?? 0) / 4;
        return construct(Array.from({ length: arrayLength(type)! }, (_, i) => load(p, t[2], moved(at, i * stride))));
      }
      case OP_TYPE_STRUCT: return construct(t.slice(2).map((memberType, k) => load(p, memberType, memberAddress(type, k, at))));
      default: {
        let vector: number;
        let component: number;
        if (at.dynamic === null) {
          vector = intConstant(at.constant >> 2);
          component = intConstant(at.constant & 3);
        } else {
          const word = at.constant === 0 ? at.dynamic : emit(OP.IAdd, uint, at.dynamic, uintConstant(at.constant));
          vector = emit(OP_SHIFT_RIGHT_LOGICAL, uint, word, uintConstant(2));
          component = emit(OP_BITWISE_AND, uint, word, uintConstant(3));
        }
        const pointer = emit(OP.AccessChain, m.pointer(STORAGE_UNIFORM, uint), p.variable, ...p.lead, intConstant(0), vector, component);
        if (type === uint) { out.push(ins(OP.Load, uint, result, pointer)); return result; }
        const bits = emit(OP.Load, uint, pointer);
        if (opOf(type) === OP_TYPE_BOOL) out.push(ins(OP_I_NOT_EQUAL, type, result, bits, uintConstant(0)));
        else out.push(ins(OP_BITCAST, type, result, bits));
        return result;
      }
    }
  };
  for (const [variable, block] of variables) {
    if (!lowered.has(block)) continue;
    const type = m.defs.get(m.typeOf.get(variable)!)![3];
    pointers.set(variable, { variable, block, lead: [], type, at: type === block ? { constant: 0, dynamic: null, componentStride: 1, matrixStride: 16, rowMajor: false } : null });
  }
  for (const w of body) {
    const op = w[0] & 0xffff;
    if ((op === OP.AccessChain || op === OP.InBoundsAccessChain) && pointers.has(w[3])) {
      let p = pointers.get(w[3])!;
      for (let i = 4; i < w.length; i++) p = index(p, w[i]);
      pointers.set(w[2], p);
      continue;
    }
    const p = op === OP.Load ? pointers.get(w[3]) : undefined;
    if (p === undefined || p.at === null) { out.push(w); continue; }
    load(p, p.type, p.at, w[2]);
  }

  // The declarations: each lowered variable re-declared with its raw type (same id: its Binding, DescriptorSet, name
  // and entry-point listing stay), the Block decoration and name moved to the raw structure.
  const head = m.insns.slice(0, firstFunction).filter((w) => !((w[0] & 0xffff) === OP.Variable && rawVariables.has(w[2])));
  m.globals.push(...rawVariables.values());
  for (const w of head) {
    const op = w[0] & 0xffff;
    if (op === OP.Decorate && w[2] === DECORATION_BLOCK && raw.has(w[1])) w[1] = raw.get(w[1])!;
    if (op === OP.Name && raw.has(w[1])) w[1] = raw.get(w[1])!;
  }
  const annotationsAt = head.findIndex((w) => (w[0] & 0xffff) === OP.Decorate || (w[0] & 0xffff) === OP_MEMBER_DECORATE);
  head.splice(annotationsAt, 0, ...annotations);
  const namesAt = head.findIndex((w) => (w[0] & 0xffff) === OP.Name || (w[0] & 0xffff) === OP_MEMBER_NAME);
  if (namesAt >= 0) {
    head.splice(namesAt, 0, ...[...raw.values()].map((struct) => {
      const name = [0, struct, 0, ...stringWords(WORDS_MEMBER)];
      name[0] = (name.length << 16) | OP_MEMBER_NAME;
      return name;
    }));
  }
  m.insns.splice(0, m.insns.length, ...head, ...out);
  return m.emit();
}

/** Whether a Block-decorated structure has member offsets at all (cheap test before parsing). */
function hasUniformBlockOffsets(spirv: Uint32Array): boolean {
  let offsets = false;
  let blocks = false;
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || op === OP.Function) break;
    if (op === OP_MEMBER_DECORATE && spirv[i + 3] === DECORATION_OFFSET) offsets = true;
    if (op === OP.Decorate && spirv[i + 2] === DECORATION_BLOCK) blocks = true;
    i += count;
  }
  return offsets && blocks;
}
