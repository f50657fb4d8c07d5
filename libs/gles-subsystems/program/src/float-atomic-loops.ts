// The code float-atomics.ts puts in place of one float atomic (and of an integer compare-and-swap carried by the
// marker): the uint exchange of the bits, or a compare-and-swap loop over the bits, whose new bits are computed here
// per operation (the min / max NaN and signed-zero rules are described in float-atomics.ts). The loop is structured
// SPIR-V: the block holding the atomic branches to a loop header (a phi of the bits read), the body computes the new
// bits and swaps, exits to a merge block on success and retries through the continue block otherwise; the code after
// the atomic continues in the merge block.
import { ins, type Module, OP } from './spirv-lowering.ts';

/** The SPIR-V opcodes both float-atomics files use beyond spirv-lowering.ts's OP. */
export const OPC = {
  Name: 5, MemberName: 6, Extension: 10, TypeBool: 20, TypeRuntimeArray: 29, TypeStruct: 30, TypeMatrix: 24,
  FunctionEnd: 56, FunctionCall: 57, ImageTexelPointer: 60, CopyObject: 83, Store: 62, CopyMemory: 63, CopyMemorySized: 64, ArrayLength: 68,
  MemberDecorate: 72, ConvertFToU: 109, ConvertUToF: 112, Bitcast: 124, FOrdEqual: 180, FOrdLessThan: 184,
  FOrdGreaterThan: 186, IEqual: 170, INotEqual: 171, UGreaterThan: 172, LogicalAnd: 167, LogicalOr: 166,
  LogicalNot: 168, Select: 169, BitwiseAnd: 199, Phi: 245, LoopMerge: 246, Label: 248, Branch: 249,
  BranchConditional: 250, AtomicLoad: 227, AtomicStore: 228, AtomicExchange: 229, AtomicCompareExchange: 230,
  AtomicXor: 242, AtomicFMinEXT: 5614, AtomicFMaxEXT: 5615, AtomicFAddEXT: 6035,
} as const;

export type Kind = 'exchange' | 'add' | 'min' | 'max' | 'cas' | 'intCas';
export interface Lowered { kind: Kind; ptr: number; compare?: number; data: number; conversion?: number }

/**
 * Wrong lowerings of one operation, for the negative controls of the lanes test (libs/conformance
 * float-atomics.test.ts): min without the NaN rules, add as a plain read-modify-write (updates lost under contention),
 * buffer blocks retyped only in the stages whose atomics reach them (the driver's link then fails).
 */
export type FloatAtomicsPlant = 'min-ignores-nan' | 'add-not-atomic' | 'stage-local-blocks';

export function opOf(w: number[]): number { return w[0] & 0xffff; }

/** Emits one lowered atomic; returns the label of the block the code after it continues in. */
export function emitLoweredAtomic(m: Module, plant: FloatAtomicsPlant | null, w: number[], l: Lowered, out: number[][], label: number, ownPhis: Set<number>): number {
  const [, type, result, ptr, scope, semantics] = w;
  const uint = m.uint();
  const conv = (v: number | undefined): number => {
    if (l.conversion === undefined) return v!;
    const id = m.id();
    out.push(ins(l.conversion, type, id, v!));
    return id;
  };
  if (l.kind === 'intCas') {
    const compare = conv(l.compare);
    const data = conv(l.data);
    out.push(ins(OPC.AtomicCompareExchange, type, result, ptr, scope, semantics, semantics, data, compare));
    return label;
  }
  const bits = (v: number): number => { const id = m.id(); out.push(ins(OPC.Bitcast, uint, id, v)); return id; };
  if (l.kind === 'exchange') {
    const old = m.id();
    out.push(ins(OPC.AtomicExchange, uint, old, ptr, scope, semantics, bits(l.data)));
    out.push(ins(OPC.Bitcast, type, result, old));
    return label;
  }
  const compare = l.kind === 'cas' ? conv(l.compare) : 0;
  const data = l.kind === 'cas' ? conv(l.data) : l.data;
  // read; loop { new = f(cur); seen = compSwap(mem, cur → new); if (seen == cur) break; cur = seen }
  const initial = m.id(); const header = m.id(); const body = m.id(); const cont = m.id(); const merge = m.id();
  const cur = m.id(); const seen = m.id(); const done = m.id();
  out.push(ins(OP.Load, uint, initial, ptr), ins(OPC.Branch, header));
  out.push(ins(OPC.Label, header), ins(OPC.Phi, uint, cur, initial, label, seen, cont));
  ownPhis.add(cur);
  out.push(ins(OPC.LoopMerge, merge, cont, 0), ins(OPC.Branch, body), ins(OPC.Label, body));
  const next = newBits(m, plant, l.kind, cur, data, compare, type, out);
  if (plant === 'add-not-atomic' && l.kind === 'add') {
    // Planted: a plain read-modify-write (lost updates under contention).
    out.push(ins(OPC.Store, ptr, next), ins(OPC.CopyObject, uint, seen, cur));
  } else {
    out.push(ins(OPC.AtomicCompareExchange, uint, seen, ptr, scope, semantics, semantics, next, cur));
  }
  out.push(ins(OPC.IEqual, m.bool(), done, seen, cur), ins(OPC.BranchConditional, done, merge, cont));
  out.push(ins(OPC.Label, cont), ins(OPC.Branch, header));
  out.push(ins(OPC.Label, merge), ins(OPC.Bitcast, type, result, cur));
  return merge;
}

/** The bits to store for memory bits `cur` and operand `data` (a float; `compare` too for compare-and-swap). */
function newBits(m: Module, plant: FloatAtomicsPlant | null, kind: Kind, cur: number, data: number, compare: number, float: number, out: number[][]): number {
  const uint = m.uint();
  const bool = m.bool();
  const op = (code: number, t: number, ...args: number[]): number => { const id = m.id(); out.push(ins(code, t, id, ...args)); return id; };
  const k = (bits: number): number => m.constant(uint, bits);
  const curF = op(OPC.Bitcast, float, cur);
  if (kind === 'add') return op(OPC.Bitcast, uint, op(OP.FAdd, float, curF, data));
  const dataBits = op(OPC.Bitcast, uint, data);
  if (kind === 'cas') return op(OPC.Select, uint, op(OPC.FOrdEqual, bool, curF, compare), dataBits, cur);
  // min / max: the numeric order with -0 below +0, then the NaN rules of the extension (file comment).
  const isNaN = (b: number): number => op(OPC.UGreaterThan, bool, op(OPC.BitwiseAnd, uint, b, k(0x7fffffff)), k(0x7f800000));
  const quiet = (b: number): number => op(OPC.INotEqual, bool, op(OPC.BitwiseAnd, uint, b, k(0x00400000)), k(0));
  const negative = (b: number): number => op(OPC.INotEqual, bool, op(OPC.BitwiseAnd, uint, b, k(0x80000000)), k(0));
  const nanCur = isNaN(cur); const nanData = isNaN(dataBits);
  const quietCur = op(OPC.LogicalAnd, bool, nanCur, quiet(cur));
  const quietData = op(OPC.LogicalAnd, bool, nanData, quiet(dataBits));
  const signalingCur = op(OPC.LogicalAnd, bool, nanCur, op(OPC.LogicalNot, bool, quiet(cur)));
  const signalingData = op(OPC.LogicalAnd, bool, nanData, op(OPC.LogicalNot, bool, quiet(dataBits)));
  const equal = op(OPC.FOrdEqual, bool, data, curF);
  const dataWins = kind === 'min'
    ? op(OPC.LogicalOr, bool, op(OPC.FOrdLessThan, bool, data, curF),
      op(OPC.LogicalAnd, bool, equal, op(OPC.LogicalAnd, bool, negative(dataBits), op(OPC.LogicalNot, bool, negative(cur)))))
    : op(OPC.LogicalOr, bool, op(OPC.FOrdGreaterThan, bool, data, curF),
      op(OPC.LogicalAnd, bool, equal, op(OPC.LogicalAnd, bool, negative(cur), op(OPC.LogicalNot, bool, negative(dataBits)))));
  let r = op(OPC.Select, uint, dataWins, dataBits, cur);
  if (plant === 'min-ignores-nan' && kind === 'min') return r;
  r = op(OPC.Select, uint, quietData, cur, r);
  r = op(OPC.Select, uint, quietCur, dataBits, r);
  r = op(OPC.Select, uint, signalingData, dataBits, r);
  return op(OPC.Select, uint, signalingCur, cur, r);
}
