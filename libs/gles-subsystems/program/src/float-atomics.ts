// Float atomics on buffer and shared variables (GL_NV_shader_atomic_float, GL_INTEL_shader_atomic_float_minmax) for
// ESSL, which has atomic functions on int / uint buffer and shared variables only (SPIRV-Cross refuses the float ones
// outside Vulkan GLSL). The compiler (native/shader extensions.cc) brings them here as OpAtomicFAddEXT /
// OpAtomicFMinEXT / OpAtomicFMaxEXT / float OpAtomicExchange, and atomicCompSwap as an OpAtomicExchange of a call to
// the marker mgpipe_casArgs(compare, data). On the SPIR-V, before SPIRV-Cross:
//
// - every buffer or shared variable a float atomic reaches is retyped with its float (and float-vector) leaves as uint
//   (same size, same std430 / std140 offsets); loads convert the value back to the declared type and stores to the
//   new one (OpBitcast, leaf by leaf through arrays and structures), so the rest of the shader is unchanged; a
//   buffer block is retyped in every stage of the program that declares it (the driver links only like blocks);
// - exchange becomes the uint exchange of the bits; add, min, max and the float compare-and-swap become a loop of
//   uint compare-and-swaps over the bits (read, compute the new bits, swap if the memory still holds the bits read,
//   else retry from what it held), which returns the bits the winning swap replaced, as an atomic does;
// - an int / uint compare-and-swap carried by the marker becomes OpAtomicCompareExchange again.
//
// Min / max follow GL_INTEL_shader_atomic_float_minmax: a signaling NaN is always the smaller (min) and the larger
// (max) operand, so it wins either way; a quiet NaN always loses (the other operand wins); two NaNs of one kind are
// undefined there (here two signaling NaNs keep the memory's, two quiet ones take the operand's); -0 is ordered below
// +0 (min(-0, +0) = -0, max = +0, as IEEE 754-2019's minimum / maximum order zeros; Mesa's llvmpipe keeps the
// memory's zero instead). The NaN bits are kept as they are (no quieting). Compare-and-swap compares as
// floats (== : -0 equals +0, a NaN equals nothing).
//
// imageAtomicExchange on an r32f image is native in ESSL 3.2, but SPIRV-Cross refuses it too: the texel pointer and
// the exchange are made uint (SPIR-V that only SPIRV-Cross reads: spirv-val would want the image's float there) and
// fixFloatImageExchanges() (float-image-exchange.ts) puts ESSL's float overload back in the text. Other float image
// atomics (NV's imageAtomicAdd) have no ESSL form, and GLES has no uint view of an r32f image to loop on: they stay
// SPIRV-Cross's error.
//
// A shape the pass does not know (a retyped pointer passed to a function, copied whole, a float atomic on a matrix
// element, an atomic in a loop header block) leaves the module as it was: SPIRV-Cross's error stays the program's
// build failure.
import { emitLoweredAtomic, type FloatAtomicsPlant, type Lowered, OPC, opOf } from './float-atomic-loops.ts';
import { ins, Module, OP, readString } from './spirv-lowering.ts';

export type { FloatAtomicsPlant } from './float-atomic-loops.ts';

const CAP_ATOMIC_FLOAT32_MINMAX = 5612;
const CAP_ATOMIC_FLOAT32_ADD = 6033;
const FLOAT_ATOMIC_EXTENSIONS = new Set(['SPV_EXT_shader_atomic_float_add', 'SPV_EXT_shader_atomic_float_min_max']);
const STORAGE_IMAGE = 11;
const STORAGE_WORKGROUP = 4;
const MARKER = 'mgpipe_casArgs(';
const ROOT_STORAGE = new Set([2 /* Uniform (BufferBlock) */, 4 /* Workgroup */, 12 /* StorageBuffer */]);
/** The implicit conversions GLSL may put between the marker call and the exchange (int → uint / float, uint → float). */
const CONVERSIONS = new Set([OPC.Bitcast, OP.ConvertSToF, OPC.ConvertUToF]);


/** Cheap test on the raw words: any float-atomic opcode or any OpAtomicExchange at all (the marker's carrier). */
function mayHaveFloatAtomics(spirv: Uint32Array): boolean {
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0) return false;
    const op = spirv[i] & 0xffff;
    if (op === OPC.AtomicExchange || op === OPC.AtomicFAddEXT || op === OPC.AtomicFMinEXT || op === OPC.AtomicFMaxEXT) return true;
    i += count;
  }
  return false;
}

/**
 * The lowering described above; the input itself when there is nothing to lower or a shape it does not know.
 * `programBlocks`: the buffer blocks any stage of the program retypes (floatAtomicBlocks), retyped here too.
 */
export function lowerFloatAtomics(spirv: Uint32Array, programBlocks: ReadonlySet<string> = new Set()): Uint32Array {
  if (programBlocks.size === 0 && !mayHaveFloatAtomics(spirv)) return spirv;
  const r = guarded(() => new FloatAtomicsPass(new Module(spirv), planted, planted === 'stage-local-blocks' ? new Set() : programBlocks).run());
  return r instanceof Uint32Array ? r : spirv;
}

/** The names of the buffer blocks the stage's float atomics retype (gathered over the program's stages). */
export function floatAtomicBlocks(spirv: Uint32Array): string[] {
  if (!mayHaveFloatAtomics(spirv)) return [];
  const r = guarded(() => new FloatAtomicsPass(new Module(spirv), null, new Set(), true).run());
  return Array.isArray(r) ? r : [];
}

// A module the pass trips over (a shape its walk does not expect) is one it does not handle: the program's build
// then fails on SPIRV-Cross's refusal, as without the pass, rather than throwing out of the link.
function guarded<T>(pass: () => T | null): T | null {
  try {
    return pass();
  } catch {
    return null;
  }
}

// The planted wrong lowering (FloatAtomicsPlant, float-atomic-loops.ts), null for the real one.
let planted: FloatAtomicsPlant | null = null;

/** Test-only: programs built from now on get the planted lowering (null: the real one again). */
export function plantFloatAtomicsFault(plant: FloatAtomicsPlant | null): void {
  planted = plant;
}

class FloatAtomicsPass {
  private readonly names = new Map<number, string>();
  private readonly floatTypes = new Set<number>();
  private readonly lowered = new Map<number[], Lowered>();
  private readonly dropped = new Set<number>();
  private readonly retyped = new Map<number, number>();
  private readonly newNames: number[][] = [];
  private readonly newDecorations: number[][] = [];
  /** Pointer id → its pointee before and after the retype (only pointers into retyped variables). */
  private readonly pointers = new Map<number, { old: number; neu: number; storage: number }>();
  private readonly stores = new Map<number, number>();
  /** Texel pointers of float image atomics: exchange only (r32f, native in ESSL 3.2), written as the uint one. */
  private readonly texelPointers = new Set<number>();

  constructor(
    private readonly m: Module,
    private readonly plant: FloatAtomicsPlant | null,
    private readonly sharedBlocks: ReadonlySet<string> = new Set(),
    private readonly blocksOnly = false,
  ) {}

  run(): Uint32Array | string[] | null {
    const m = this.m;
    for (const w of m.insns) {
      const op = opOf(w);
      if (op === OPC.Name) this.names.set(w[1], readString(w, 2));
      if (op === OP.TypeFloat && w[2] === 32) this.floatTypes.add(w[1]);
      if (op === OPC.Store) this.stores.set(w[1], w[2]);
    }
    const roots = new Set<number>();
    for (const w of m.insns) {
      const op = opOf(w);
      if (op !== OPC.AtomicExchange && op !== OPC.AtomicFAddEXT && op !== OPC.AtomicFMinEXT && op !== OPC.AtomicFMaxEXT) continue;
      const found = this.classify(w);
      if (found === 'skip') continue;
      if (found === null) return null;
      this.lowered.set(w, found);
      if (found.kind === 'intCas') continue;
      const root = this.root(found.ptr);
      if (root === null) return null;
      if (root >= 0) roots.add(root);
      else if (found.kind !== 'exchange') return null; // ESSL has no other float image atomic
    }
    // Buffer blocks another stage retypes are retyped here too: the driver links a block only if every stage
    // declares it alike.
    for (const w of m.insns) {
      if (opOf(w) !== OP.Variable || !ROOT_STORAGE.has(w[3]) || w[3] === STORAGE_WORKGROUP) continue;
      if (this.sharedBlocks.has(this.names.get(m.defs.get(w[1])![3]) ?? '')) roots.add(w[2]);
    }
    if (this.blocksOnly) return [...roots].map((r) => this.blockName(r)).filter((n) => n !== '');
    if (roots.size === 0 && this.lowered.size === 0) return null;
    for (const root of roots) this.retypeVariable(root);
    this.propagatePointers();
    // A float atomic into a matrix (which stays float) cannot be lowered.
    const uint = m.uint();
    for (const l of this.lowered.values())
      if (l.kind !== 'intCas' && !this.texelPointers.has(l.ptr) && this.pointers.get(l.ptr)?.neu !== uint) return null;
    const out = this.rewrite();
    if (out === null) return null;
    m.insns.length = 0;
    m.insns.push(...out);
    return m.emit();
  }

  private isFloat(type: number): boolean { return this.floatTypes.has(type); }

  /** A declaration, the module's own or one this pass added (Module's declare() records none). */
  private def(id: number): number[] {
    const known = this.m.defs.get(id);
    if (known !== undefined) return known;
    const added = this.m.globals.find((w) => w[1] === id);
    if (added === undefined) throw new Error(`float-atomics: no declaration of %${id}`);
    this.m.defs.set(id, added);
    return added;
  }

  /** The block name of a buffer variable ('' for a shared one, or a block without a name). */
  private blockName(variable: number): string {
    const v = this.m.defs.get(variable)!;
    return v[3] === STORAGE_WORKGROUP ? '' : this.names.get(this.m.defs.get(v[1])![3]) ?? '';
  }

  /** What an atomic instruction is: a lowering, 'skip' (an integer atomic), or null (a shape not handled). */
  private classify(w: number[]): Lowered | 'skip' | null {
    const op = opOf(w);
    const [, type, , ptr, , , value] = w;
    if (op === OPC.AtomicExchange) {
      let call = this.m.defs.get(value);
      let conversion: number | undefined;
      if (call !== undefined && CONVERSIONS.has(opOf(call) as 124)) {
        conversion = opOf(call);
        this.dropped.add(call[2]);
        call = this.m.defs.get(call[3]);
      }
      if (call !== undefined && opOf(call) === OPC.FunctionCall && (this.names.get(call[3]) ?? '').startsWith(MARKER)) {
        // glslang passes each argument through a Function variable stored right before the call.
        const compare = this.stores.get(call[4]);
        const data = this.stores.get(call[5]);
        if (compare === undefined || data === undefined) return null;
        this.dropped.add(call[2]);
        return { kind: this.isFloat(type) ? 'cas' : 'intCas', ptr, compare, data, conversion };
      }
      if (conversion !== undefined) this.dropped.delete(this.m.defs.get(value)![2]);
      return this.isFloat(type) ? { kind: 'exchange', ptr, data: value } : 'skip';
    }
    if (!this.isFloat(type)) return null;
    return { kind: op === OPC.AtomicFAddEXT ? 'add' : op === OPC.AtomicFMinEXT ? 'min' : 'max', ptr, data: value };
  }

  /** The buffer / shared variable a pointer is into, or null (an image texel, a function parameter, ...). */
  private root(ptr: number): number | null {
    let def = this.m.defs.get(ptr);
    if (def !== undefined && opOf(def) === OPC.ImageTexelPointer) { this.texelPointers.add(ptr); return -1; }
    while (def !== undefined && (opOf(def) === OP.AccessChain || opOf(def) === OP.InBoundsAccessChain)) def = this.m.defs.get(def[3]);
    if (def === undefined || opOf(def) !== OP.Variable || !ROOT_STORAGE.has(def[3])) return null;
    return def[2];
  }

  private retypeVariable(variable: number): void {
    const m = this.m;
    const index = m.insns.findIndex((w) => opOf(w) === OP.Variable && w[2] === variable);
    const v = m.insns[index];
    const pointerType = m.defs.get(v[1])!;
    const storage = pointerType[2];
    const old = pointerType[3];
    const neu = this.retype(old);
    // The new pointer type is declared after the module's own globals: the variable moves there with it.
    m.insns.splice(index, 1);
    v[1] = m.pointer(storage, neu);
    m.globals.push(v);
    this.pointers.set(variable, { old, neu, storage });
  }

  /** The type with its float scalar / vector leaves as uint; matrices stay (they have no uint form). */
  private retype(type: number): number {
    const memo = this.retyped.get(type);
    if (memo !== undefined) return memo;
    const m = this.m;
    const def = m.defs.get(type)!;
    const op = opOf(def);
    let result = type;
    if (op === OP.TypeFloat && def[2] === 32) result = m.uint();
    else if (op === OP.TypeVector && this.isFloat(def[2])) result = m.vec(m.uint(), def[3]);
    else if (op === OP.TypeArray || op === OPC.TypeRuntimeArray) {
      const element = this.retype(def[2]);
      if (element !== def[2]) result = this.clone(type, op === OP.TypeArray ? [element, def[3]] : [element], op);
    } else if (op === OPC.TypeStruct) {
      const members = def.slice(2).map((t) => this.retype(t));
      if (members.some((t, i) => t !== def[2 + i])) result = this.clone(type, members, op);
    }
    this.retyped.set(type, result);
    return result;
  }

  /** A new aggregate type with the old one's decorations and names (the block keeps its name in the ESSL). */
  private clone(old: number, operands: number[], op: number): number {
    const m = this.m;
    const id = m.id();
    m.globals.push(ins(op, id, ...operands));
    m.defs.set(id, m.globals[m.globals.length - 1]);
    for (const w of m.insns) {
      const wop = opOf(w);
      if ((wop === OP.Decorate || wop === OPC.MemberDecorate) && w[1] === old) this.newDecorations.push([w[0], id, ...w.slice(2)]);
      if ((wop === OPC.Name || wop === OPC.MemberName) && w[1] === old) this.newNames.push([w[0], id, ...w.slice(2)]);
    }
    return id;
  }

  /** Access chains into retyped variables get the new pointee (fixpoint: chains may come in any order). */
  private propagatePointers(): void {
    const m = this.m;
    let changed = true;
    while (changed) {
      changed = false;
      for (const w of m.insns) {
        const op = opOf(w);
        if ((op !== OP.AccessChain && op !== OP.InBoundsAccessChain) || this.pointers.has(w[2])) continue;
        const base = this.pointers.get(w[3]);
        if (base === undefined) continue;
        const old = this.walk(base.old, w.slice(4));
        const neu = this.walk(base.neu, w.slice(4));
        this.pointers.set(w[2], { old, neu, storage: base.storage });
        w[1] = m.pointer(base.storage, neu);
        changed = true;
      }
    }
  }

  private walk(type: number, indices: number[]): number {
    let t = type;
    for (const index of indices) {
      const def = this.def(t);
      t = opOf(def) === OPC.TypeStruct ? def[2 + this.def(index)[3]] : def[2];
    }
    return t;
  }

  private changed(ptr: number): boolean {
    const p = this.pointers.get(ptr);
    return p !== undefined && p.old !== p.neu;
  }

  /** The function bodies rewritten (null: a shape not handled); the global section with the new declarations. */
  private rewrite(): number[][] | null {
    const m = this.m;
    const out: number[][] = [];
    // Loop-lowered atomics may not sit in a loop header block (the header would move to the loop's merge block).
    let blockAtomics = false;
    let label = 0;
    let origin = 0;
    const relabel = new Map<number, number>();
    const ownPhis = new Set<number>();
    let functionStart = -1;
    for (const w of m.insns) {
      const op = opOf(w);
      if (op === OP.Capability && (w[1] === CAP_ATOMIC_FLOAT32_ADD || w[1] === CAP_ATOMIC_FLOAT32_MINMAX)) continue;
      if (op === OPC.Extension && FLOAT_ATOMIC_EXTENSIONS.has(readString(w, 1))) continue;
      if (op === OP.Function) functionStart = out.length;
      if (op === OPC.Label) { label = origin = w[1]; blockAtomics = false; }
      if (op === OPC.LoopMerge && blockAtomics) return null;
      if (op === OPC.FunctionEnd) { this.relabelPhis(out, functionStart, relabel, ownPhis); relabel.clear(); }
      if (functionStart < 0) { out.push(w); continue; }
      const lowering = this.lowered.get(w);
      if (lowering !== undefined) {
        const end = emitLoweredAtomic(this.m, this.plant, w, lowering, out, label, ownPhis);
        if (end !== label) { blockAtomics = true; relabel.set(origin, end); label = end; }
        continue;
      }
      if (this.dropped.has(w[2]) && m.defs.get(w[2]) === w) continue; // the marker call and its conversion
      if (op === OPC.ImageTexelPointer && this.texelPointers.has(w[2])) {
        out.push([w[0], m.pointer(STORAGE_IMAGE, m.uint()), ...w.slice(2)]);
        continue;
      }
      if (op === OP.Load && this.changed(w[3])) {
        const p = this.pointers.get(w[3])!;
        const loaded = m.id();
        out.push([w[0], p.neu, loaded, ...w.slice(3)]);
        this.convert(loaded, p.neu, p.old, out, w[2]);
        continue;
      }
      if (op === OPC.Store && this.changed(w[1])) {
        const p = this.pointers.get(w[1])!;
        out.push([w[0], w[1], this.convert(w[2], p.old, p.neu, out), ...w.slice(3)]);
        continue;
      }
      if (this.usesRetypedPointer(w)) return null;
      out.push(w);
    }
    // Names and decorations of the new types go to their sections (after the module's own).
    const lastOf = (ops: number[]): number => out.reduce((at, w, i) => (ops.includes(opOf(w)) ? i : at), -1);
    out.splice(lastOf([OP.Decorate, OPC.MemberDecorate]) + 1, 0, ...this.newDecorations);
    out.splice(lastOf([OPC.Name, OPC.MemberName]) + 1, 0, ...this.newNames);
    return out;
  }

  /** Uses of a retyped pointer the rewrite does not convert (function arguments, whole copies, other atomics). */
  private usesRetypedPointer(w: number[]): boolean {
    const op = opOf(w);
    if (op === OPC.FunctionCall) return w.slice(4).some((a) => this.changed(a));
    if (op === OPC.CopyMemory || op === OPC.CopyMemorySized) return this.changed(w[1]) || this.changed(w[2]);
    if (op === OPC.Phi || op === OPC.Select) return w.slice(3).some((a) => this.changed(a));
    if (op === OPC.AtomicStore) return this.changed(w[1]);
    if ((op >= OPC.AtomicLoad && op <= OPC.AtomicXor) || op === OPC.AtomicFAddEXT || op === OPC.AtomicFMinEXT || op === OPC.AtomicFMaxEXT)
      return this.changed(w[3]);
    return false;
  }

  /** Phis naming a block that was split name the block holding its terminator now (not the loops' own phis). */
  private relabelPhis(out: number[][], from: number, relabel: Map<number, number>, own: Set<number>): void {
    if (relabel.size === 0) return;
    for (let i = from; i < out.length; i++) {
      const w = out[i];
      if (opOf(w) !== OPC.Phi || own.has(w[2])) continue;
      for (let k = 4; k < w.length; k += 2) w[k] = relabel.get(w[k]) ?? w[k];
    }
  }

  /** `value` (of type `from`) as type `to`: OpBitcast at the leaves, through arrays and structures. */
  private convert(value: number, from: number, to: number, out: number[][], result?: number): number {
    const m = this.m;
    if (from === to) {
      if (result !== undefined) out.push(ins(OPC.CopyObject, to, result, value));
      return result ?? value;
    }
    const id = result ?? m.id();
    const def = this.def(from);
    const toDef = this.def(to);
    const op = opOf(def);
    if (op !== OP.TypeArray && op !== OPC.TypeStruct) { out.push(ins(OPC.Bitcast, to, id, value)); return id; }
    const count = op === OP.TypeArray ? this.def(def[3])[3] : def.length - 2;
    const parts: number[] = [];
    for (let i = 0; i < count; i++) {
      const fromT = op === OP.TypeArray ? def[2] : def[2 + i];
      const toT = op === OP.TypeArray ? toDef[2] : toDef[2 + i];
      const part = m.id();
      out.push(ins(OP.CompositeExtract, fromT, part, value, i));
      parts.push(this.convert(part, fromT, toT, out));
    }
    out.push(ins(OP.CompositeConstruct, to, id, ...parts));
    return id;
  }

}
