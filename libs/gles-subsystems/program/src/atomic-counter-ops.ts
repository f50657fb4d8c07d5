// GL_ARB_shader_atomic_counter_ops on GLES: ESSL 3.20's atomic_uint has only atomicCounterIncrement / Decrement /
// atomicCounter, so atomicCounterAddARB & co. (OpAtomicIAdd, ISub, UMin, UMax, And, Or, Xor, Exchange,
// CompareExchange on an AtomicCounter pointer in the SPIR-V) have no ESSL form. ESSL does have every one of them on
// a storage-buffer uint, with the same result (the value before the operation) and the same atomicity, and a counter
// is a 32-bit word of the buffer bound at its binding, at its offset (GL 4.5 §7.7). So, on the SPIR-V, before
// SPIRV-Cross: every counter of the stage becomes the word `offset / 4 (+ array index)` of a runtime array in a storage
// block, one block per counter binding, at a driver storage binding the backend binds the counter buffer's range to
// (block-binding-step.ts). A storage range must start at a multiple of SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT (16 on
// Mesa) where a counter range needs only 4: the range is bound from the aligned offset below, and the words between
// are added to every index through `uniform uint _mgpAtomicCounterBase<binding>` (set per draw by ProgramStep).
// OpAtomicLoad (atomicCounter) becomes an atomic add of 0, so that SPIRV-Cross writes the uint constant ESSL needs.
// All stages of a program are lowered together, so every access to a counter buffer goes through one kind of driver
// binding.
//
// Not lowered (the build fails with the reason): a counter passed to a function (a pointer to a buffer word cannot
// be a parameter in ESSL), a counter whose binding has no driver storage binding.
import { ins, Module, OP, readString, stringWords } from './spirv-lowering.ts';

const STORAGE_ATOMIC_COUNTER = 10;
const STORAGE_UNIFORM = 2;
const STORAGE_UNIFORM_CONSTANT = 0;
const OP_TYPE_INT = 21;
const OP_TYPE_ARRAY = 28;
const OP_TYPE_RUNTIME_ARRAY = 29;
const OP_TYPE_STRUCT = 30;
const OP_FUNCTION_PARAMETER = 55;
const OP_FUNCTION_CALL = 57;
const OP_MEMBER_NAME = 6;
const OP_MEMBER_DECORATE = 72;
const OP_EXTENSION = 10;
const OP_ATOMIC_LOAD = 227;
const OP_ATOMIC_IADD = 234;
/** OpAtomicLoad … OpAtomicXor except OpAtomicStore (228, which GLSL counters never emit): pointer at word 3. */
const ATOMIC_OPS = new Set([227, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242]);
const DECORATION_BUFFER_BLOCK = 3;
const DECORATION_ARRAY_STRIDE = 6;
const DECORATION_BINDING = 33;
const DECORATION_DESCRIPTOR_SET = 34;
const DECORATION_OFFSET = 35;
const CAP_ATOMIC_STORAGE_OPS = 4445;

/** Whether the stage uses a counter operation ESSL lacks (glslang declares AtomicStorageOps for each of them). */
export function usesAtomicCounterOps(spirv: Uint32Array): boolean {
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0) return false;
    const op = spirv[i] & 0xffff;
    if (op === OP.Capability && spirv[i + 1] === CAP_ATOMIC_STORAGE_OPS) return true;
    if (op !== OP.Capability) return false; // capabilities come first
    i += count;
  }
  return false;
}

export type AtomicLowering = { ok: true; spirv: Uint32Array } | { ok: false; reason: string };

/** The name SPIRV-Cross gives the storage block of counter binding `binding` (and its instance, lower-case). */
export const counterBlockName = (binding: number): string => `MgpAtomicCounters${binding}`;
/** The uniform holding the words between the aligned storage range and the counter range of `binding`. */
export const counterBaseUniform = (binding: number): string => `_mgpAtomicCounterBase${binding}`;

/**
 * The stage's counters as words of storage blocks (see the file comment): `driverBinding(b)` is the driver storage
 * binding of counter binding b (undefined: none). Returns the input when the stage declares no counters.
 */
export function lowerAtomicCountersToStorage(spirv: Uint32Array, driverBinding: (binding: number) => number | undefined): AtomicLowering {
  const m = new Module(spirv);
  const counters = new Map<number, { binding: number; word: number }>();
  const decorations = new Map<number, Map<number, number>>();
  for (const w of m.insns) {
    if ((w[0] & 0xffff) !== OP.Decorate || w.length < 4) continue;
    if (!decorations.has(w[1])) decorations.set(w[1], new Map());
    decorations.get(w[1])!.set(w[2], w[3]);
  }
  for (const w of m.insns) {
    if ((w[0] & 0xffff) !== OP.Variable || w[3] !== STORAGE_ATOMIC_COUNTER) continue;
    const d = decorations.get(w[2]);
    counters.set(w[2], { binding: d?.get(DECORATION_BINDING) ?? 0, word: (d?.get(DECORATION_OFFSET) ?? 0) >> 2 });
  }
  if (counters.size === 0) return { ok: true, spirv };

  let uint = -1;
  for (const w of m.insns) if ((w[0] & 0xffff) === OP_TYPE_INT && w[2] === 32 && w[3] === 0) uint = w[1];
  if (uint < 0) return { ok: false, reason: 'atomic counters without a 32-bit uint type' };
  const int = m.int();
  const zero = m.constant(int, 0);
  const uintZero = m.constant(uint, 0);
  const wordPtr = m.pointer(STORAGE_UNIFORM, uint);
  const out: number[][] = [];
  const names: number[][] = [];
  const annotations: number[][] = [];
  // One storage block per counter binding: struct { uint words[]; } with std430's stride 4.
  const blocks = new Map<number, { block: number; base: number }>();
  const blockOf = (binding: number): { block: number; base: number } | null => {
    const known = blocks.get(binding);
    if (known !== undefined) return known;
    const driver = driverBinding(binding);
    if (driver === undefined) return null;
    const array = m.id(); const struct = m.id(); const variable = m.id(); const base = m.id();
    m.globals.push(ins(OP_TYPE_RUNTIME_ARRAY, array, uint), ins(OP_TYPE_STRUCT, struct, array));
    m.globals.push(ins(OP.Variable, m.pointer(STORAGE_UNIFORM, struct), variable, STORAGE_UNIFORM));
    m.globals.push(ins(OP.Variable, m.pointer(STORAGE_UNIFORM_CONSTANT, uint), base, STORAGE_UNIFORM_CONSTANT));
    const name = counterBlockName(binding);
    names.push(nameInsn(OP.Name, [struct], name), nameInsn(OP_MEMBER_NAME, [struct, 0], 'words'),
      nameInsn(OP.Name, [variable], name.charAt(0).toLowerCase() + name.slice(1)), nameInsn(OP.Name, [base], counterBaseUniform(binding)));
    annotations.push(ins(OP.Decorate, array, DECORATION_ARRAY_STRIDE, 4), ins(OP_MEMBER_DECORATE, struct, 0, DECORATION_OFFSET, 0),
      ins(OP.Decorate, struct, DECORATION_BUFFER_BLOCK), ins(OP.Decorate, variable, DECORATION_DESCRIPTOR_SET, 0),
      ins(OP.Decorate, variable, DECORATION_BINDING, driver));
    const made = { block: variable, base };
    blocks.set(binding, made);
    return made;
  };
  // The word index of a counter: its offset's word, the range's words past the aligned storage range, `terms`.
  const wordIndex = (c: { word: number }, base: number, terms: number[]): number => {
    const skipped = m.id();
    const first = m.id();
    out.push(ins(OP.Load, uint, skipped, base), ins(OP.IAdd, int, first, m.constant(int, c.word), skipped));
    let index = first;
    for (const term of terms) {
      const sum = m.id();
      out.push(ins(OP.IAdd, int, sum, index, term));
      index = sum;
    }
    return index;
  };

  // Counter arrays (of arrays): each access chain's indices make one word index, innermost stride 1.
  const arrayLengths = (type: number): number[] => {
    const lengths: number[] = [];
    for (let t = m.defs.get(type); t !== undefined && (t[0] & 0xffff) === OP_TYPE_ARRAY; t = m.defs.get(t[2])) {
      lengths.push(m.defs.get(t[3])?.[3] ?? 1);
    }
    return lengths;
  };
  const variableType = new Map<number, number>();
  for (const w of m.insns) if ((w[0] & 0xffff) === OP.TypePointer && w[2] === STORAGE_ATOMIC_COUNTER) variableType.set(w[1], w[3]);

  // A counter variable used directly: a chain to its word, made before each use.
  const wordOf = (id: number): number | null | undefined => {
    const c = counters.get(id);
    if (c === undefined) return undefined;
    const made = blockOf(c.binding);
    if (made === null) return null;
    const p = m.id();
    const index = wordIndex(c, made.base, []);
    out.push(ins(OP.AccessChain, wordPtr, p, made.block, zero, index));
    return p;
  };
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP.Variable && counters.has(w[2])) continue;
    if ((op === OP.Name || op === OP.Decorate) && counters.has(w[1])) continue;
    if (op === OP.Capability && w[1] === CAP_ATOMIC_STORAGE_OPS) continue;
    if (op === OP_EXTENSION && readString(w, 1) === 'SPV_KHR_shader_atomic_counter_ops') continue;
    if (op === OP_FUNCTION_PARAMETER && variableType.has(w[1])) return { ok: false, reason: 'an atomic counter passed to a function (ARB_shader_atomic_counter_ops lowering)' };
    if (op === OP_FUNCTION_CALL && w.slice(4).some((a) => counters.has(a))) {
      return { ok: false, reason: 'an atomic counter passed to a function (ARB_shader_atomic_counter_ops lowering)' };
    }
    if ((op === OP.AccessChain || op === OP.InBoundsAccessChain) && counters.has(w[3])) {
      const c = counters.get(w[3])!;
      const made = blockOf(c.binding);
      if (made === null) return { ok: false, reason: `no driver storage binding for atomic counter binding ${c.binding}` };
      const variable = m.defs.get(w[3])!;
      const lengths = arrayLengths(variableType.get(variable[1]) ?? -1);
      // index = word + skipped + Σ index_k · Π lengths after k
      const terms: number[] = [];
      for (let k = 4; k < w.length; k++) {
        const stride = lengths.slice(k - 3).reduce((a, b) => a * b, 1);
        let term = w[k];
        const type = m.typeOf.get(term) ?? int;
        if (stride !== 1) { const t = m.id(); out.push(ins(OP.IMul, type, t, term, m.constant(type, stride))); term = t; }
        terms.push(term);
      }
      out.push(ins(OP.AccessChain, wordPtr, w[2], made.block, zero, wordIndex(c, made.base, terms)));
      continue;
    }
    if (ATOMIC_OPS.has(op) && w.length > 3) {
      const p = wordOf(w[3]);
      if (p === null) return { ok: false, reason: `no driver storage binding for atomic counter binding ${counters.get(w[3])!.binding}` };
      const copy = w.slice();
      if (p !== undefined) copy[3] = p;
      // atomicCounter(c): an atomic add of 0 returns the word as atomically (SPIRV-Cross writes OpAtomicLoad on a
      // buffer as atomicAdd with an int 0, which ESSL refuses for a uint).
      out.push(op === OP_ATOMIC_LOAD ? ins(OP_ATOMIC_IADD, copy[1], copy[2], copy[3], copy[4], copy[5], uintZero) : copy);
      continue;
    }
    out.push(w);
  }
  // Debug names before the first annotation, annotations before the first type.
  const annotationAt = out.findIndex((w) => (w[0] & 0xffff) === OP.Decorate || (w[0] & 0xffff) === OP_MEMBER_DECORATE || isType(w));
  out.splice(annotationAt < 0 ? out.length : annotationAt, 0, ...names);
  const typeAt = out.findIndex(isType);
  out.splice(typeAt < 0 ? out.length : typeAt, 0, ...annotations);
  m.insns.length = 0;
  m.insns.push(...out);
  return { ok: true, spirv: m.emit() };
}

function isType(w: number[]): boolean {
  const op = w[0] & 0xffff;
  return op >= 19 && op <= 39;
}

function nameInsn(op: number, ids: number[], s: string): number[] {
  return ins(op, ...ids, ...stringWords(s));
}

