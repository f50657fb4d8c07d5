// SPIR-V → SPIR-V lowerings run before SPIRV-Cross (resources/backend-program.ts), for desktop sampling
// features GLES 3.2 lacks. Done on the SPIR-V, not on the cross-compiled ESSL: the sample instructions,
// their operand masks and the operands' types are explicit there (no parsing of nested GLSL calls), and
// SPIRV-Cross refuses rectangle images outright, so there is no ESSL to rewrite for them.
//
// - lowerRectangleSamplers: every `OpTypeImage … Rect …` becomes 2D (the backend stores rectangle textures
//   as 2D); each sample / gather through such an image gets its coordinate's s, t (and Grad's dx, dy)
//   divided by `textureSize(s, 0)` (OpImage + OpImageQuerySizeLod), and OpImageQuerySize on it becomes
//   OpImageQuerySizeLod with lod 0 (a sampled 2D image needs the lod form). texelFetch is unaffected.
// - addLodBiasUniform: the program variant for a non-zero TEXTURE_LOD_BIAS (GLES has no such parameter).
//   A `uniform float _mgpLodBias[units]` indexed by the sampler's driver unit (its Binding, + the array
//   index) is added to each sample's λ: implicit-LOD samples get (or add to) a Bias operand, Lod operands
//   get it added, Grad operands are scaled by exp2(bias) (λ = log2 ρ, so ρ · 2^b ⇒ λ + b).
//   Samplers that cannot be traced to a binding (passed through function parameters) get no bias.
//
// SPIR-V layout: 5 header words, then instructions; word 0 of each is (wordCount << 16) | opcode.

export const LOD_BIAS_UNIFORM = '_mgpLodBias';

export const OP = {
  Name: 5, ExtInstImport: 11, ExtInst: 12, Capability: 17, TypeInt: 21, TypeFloat: 22, TypeVector: 23, TypeImage: 25,
  TypeSampledImage: 27, TypeArray: 28, TypePointer: 32, Constant: 43, ConstantComposite: 44, Function: 54, Variable: 59,
  Load: 61, AccessChain: 65, InBoundsAccessChain: 66, Decorate: 71, CompositeExtract: 81, CompositeConstruct: 80,
  SampleImplicit: 87, SampleExplicit: 88, SampleDrefImplicit: 89, SampleDrefExplicit: 90, SampleProjImplicit: 91,
  SampleProjExplicit: 92, SampleProjDrefImplicit: 93, SampleProjDrefExplicit: 94, Gather: 96, DrefGather: 97, Image: 100,
  QuerySizeLod: 103, QuerySize: 104, ConvertSToF: 111, IAdd: 128, FAdd: 129, IMul: 132, FMul: 133, FDiv: 136, VectorTimesScalar: 142,
  MemoryModel: 14,
} as const;
const OP_TYPE_BOOL = 20;
const DIM_2D = 1;
const DIM_RECT = 4;
const CAP_SAMPLED_RECT = 37;
const CAP_IMAGE_QUERY = 50;
const DECORATION_BINDING = 33;
const STORAGE_UNIFORM_CONSTANT = 0;
const GLSL_EXP2 = 29;
const OPERAND_BIAS = 0x1;
const OPERAND_LOD = 0x2;
const OPERAND_GRAD = 0x4;

/** Opcodes (in function bodies) that produce no typed result: every other one is [op, type, id, …]. */
const NO_RESULT_TYPE = new Set([0, 8, 56, 62, 63, 64, 99, 218, 219, 220, 221, 224, 225, 228, 246, 247, 248, 249, 250, 251, 252,
  253, 254, 255, 256, 257, 317, 4416, 5364, 5365, 5380]);

/** Where the image-operands mask sits (word index) for each sampling opcode, and whether it is implicit-LOD. */
const SAMPLE_MASK_AT: Record<number, number> = {
  [OP.SampleImplicit]: 5, [OP.SampleExplicit]: 5, [OP.SampleDrefImplicit]: 6, [OP.SampleDrefExplicit]: 6,
  [OP.SampleProjImplicit]: 5, [OP.SampleProjExplicit]: 5, [OP.SampleProjDrefImplicit]: 6, [OP.SampleProjDrefExplicit]: 6,
  [OP.Gather]: 6, [OP.DrefGather]: 6,
};
const IMPLICIT = new Set<number>([OP.SampleImplicit, OP.SampleDrefImplicit, OP.SampleProjImplicit, OP.SampleProjDrefImplicit]);

export function ins(op: number, ...operands: number[]): number[] {
  return [((operands.length + 1) << 16) | op, ...operands];
}

/** A parsed module with an id allocator and a place for new global declarations (before the first function). */
export class Module {
  readonly insns: number[][] = [];
  readonly typeOf = new Map<number, number>();
  readonly defs = new Map<number, number[]>();
  readonly globals: number[][] = [];
  readonly headerExtra: number[][] = [];
  bound: number;
  private readonly cache = new Map<string, number>();

  constructor(readonly spirv: Uint32Array) {
    this.bound = spirv[3];
    let inFunction = false;
    for (let i = 5; i < spirv.length;) {
      const count = spirv[i] >>> 16;
      if (count === 0 || i + count > spirv.length) throw new Error('malformed SPIR-V');
      const words = Array.from(spirv.subarray(i, i + count));
      const op = words[0] & 0xffff;
      this.insns.push(words);
      if (op === OP.Function) inFunction = true;
      if (inFunction) {
        if (count >= 3 && !NO_RESULT_TYPE.has(op)) { this.typeOf.set(words[2], words[1]); this.defs.set(words[2], words); }
      } else if (op >= 19 && op <= 39) this.defs.set(words[1], words); // OpType*: result id first
      else if (op === OP.Constant || op === OP.ConstantComposite || op === OP.Variable || op === 41 || op === 42 || op === 46) {
        this.typeOf.set(words[2], words[1]); this.defs.set(words[2], words);
      }
      i += count;
    }
  }

  id(): number { return this.bound++; }

  /** A type or constant, reusing the module's own declaration when there is one (non-aggregate types must be unique). */
  private declare(key: string, find: (w: number[]) => boolean, make: (id: number) => number[]): number {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    for (const w of this.insns) if (find(w)) { this.cache.set(key, w[(w[0] & 0xffff) >= OP.Constant ? 2 : 1]); return this.cache.get(key)!; }
    const id = this.id();
    this.globals.push(make(id));
    this.cache.set(key, id);
    return id;
  }
  float(): number { return this.declare('f', (w) => (w[0] & 0xffff) === OP.TypeFloat && w[2] === 32, (id) => ins(OP.TypeFloat, id, 32)); }
  int(): number { return this.declare('i', (w) => (w[0] & 0xffff) === OP.TypeInt && w[2] === 32 && w[3] === 1, (id) => ins(OP.TypeInt, id, 32, 1)); }
  uint(): number { return this.declare('u', (w) => (w[0] & 0xffff) === OP.TypeInt && w[2] === 32 && w[3] === 0, (id) => ins(OP.TypeInt, id, 32, 0)); }
  bool(): number { return this.declare('b', (w) => (w[0] & 0xffff) === OP_TYPE_BOOL, (id) => ins(OP_TYPE_BOOL, id)); }
  vec(component: number, n: number): number {
    return this.declare(`v${component}:${n}`, (w) => (w[0] & 0xffff) === OP.TypeVector && w[2] === component && w[3] === n,
      (id) => ins(OP.TypeVector, id, component, n));
  }
  pointer(storage: number, type: number): number {
    return this.declare(`p${storage}:${type}`, (w) => (w[0] & 0xffff) === OP.TypePointer && w[2] === storage && w[3] === type,
      (id) => ins(OP.TypePointer, id, storage, type));
  }
  /** A 32-bit constant of `type` (int, uint or float bits); new declarations only (duplicates are allowed). */
  constant(type: number, bits: number): number {
    const key = `c${type}:${bits}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const id = this.id();
    this.globals.push(ins(OP.Constant, type, id, bits >>> 0));
    this.cache.set(key, id);
    return id;
  }
  /** Each id's OpDecorate instructions, in module order (the module's own words, so they can be found in `insns`). */
  decorationsById(): Map<number, number[][]> {
    const out = new Map<number, number[][]>();
    for (const w of this.insns) {
      if ((w[0] & 0xffff) !== OP.Decorate) continue;
      const list = out.get(w[1]) ?? [];
      list.push(w);
      out.set(w[1], list);
    }
    return out;
  }
  hasCapability(cap: number): boolean {
    return this.insns.some((w) => (w[0] & 0xffff) === OP.Capability && w[1] === cap);
  }
  componentCount(valueId: number): number {
    const t = this.defs.get(this.typeOf.get(valueId) ?? -1);
    return t !== undefined && (t[0] & 0xffff) === OP.TypeVector ? t[3] : 1;
  }

  emit(): Uint32Array {
    const out: number[] = Array.from(this.spirv.subarray(0, 5));
    let globalsDone = false;
    let headerDone = false;
    for (const w of this.insns) {
      const op = w[0] & 0xffff;
      if (!headerDone && op === OP.MemoryModel) { for (const h of this.headerExtra) out.push(...h); headerDone = true; }
      if (!globalsDone && op === OP.Function) { for (const g of this.globals) out.push(...g); globalsDone = true; }
      out.push(...w);
    }
    if (!globalsDone) for (const g of this.globals) out.push(...g);
    out[3] = this.bound;
    return Uint32Array.from(out);
  }
}

function fbits(v: number): number {
  const f = new Float32Array([v]);
  return new Uint32Array(f.buffer)[0];
}

/** Whether the module declares a rectangle image (the lowering below applies). */
export function hasRectangleImages(spirv: Uint32Array): boolean {
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0) return false;
    if ((spirv[i] & 0xffff) === OP.TypeImage && spirv[i + 3] === DIM_RECT) return true;
    if ((spirv[i] & 0xffff) === OP.Function) return false;
    i += count;
  }
  return false;
}

/** Rectangle images → 2D with normalised coordinates (see the file comment). Returns the input when there are none. */
export function lowerRectangleSamplers(spirv: Uint32Array): Uint32Array {
  if (!hasRectangleImages(spirv)) return spirv;
  const m = new Module(spirv);
  const rectImages = new Set<number>();
  const rectSampled = new Set<number>();
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP.TypeImage && w[3] === DIM_RECT) { w[3] = DIM_2D; rectImages.add(w[1]); }
    if (op === OP.TypeSampledImage && rectImages.has(w[2])) rectSampled.add(w[1]);
  }
  const capIdx = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Capability && w[1] === CAP_SAMPLED_RECT);
  if (capIdx >= 0) m.insns.splice(capIdx, 1);
  if (!m.hasCapability(CAP_IMAGE_QUERY)) m.insns.splice(1, 0, ins(OP.Capability, CAP_IMAGE_QUERY));
  const float = m.float();
  const int = m.int();
  const v2f = m.vec(float, 2);
  const v2i = m.vec(int, 2);
  const zero = m.constant(int, 0);
  const one = m.constant(float, fbits(1));
  const out: number[][] = [];
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP.QuerySize && rectImages.has(m.typeOf.get(w[3]) ?? -1)) {
      out.push(ins(OP.QuerySizeLod, w[1], w[2], w[3], zero));
      continue;
    }
    const maskAt = SAMPLE_MASK_AT[op];
    if (maskAt === undefined || !rectSampled.has(m.typeOf.get(w[3]) ?? -1)) { out.push(w); continue; }
    // size = vec2(textureSize(s, 0))
    const imageType = m.defs.get(m.typeOf.get(w[3])!)![2];
    const image = m.id(); const sizeI = m.id(); const size = m.id();
    out.push(ins(OP.Image, imageType, image, w[3]), ins(OP.QuerySizeLod, v2i, sizeI, image, zero), ins(OP.ConvertSToF, v2f, size, sizeI));
    const divide = (value: number): number => {
      const n = m.componentCount(value);
      let divisor = size;
      if (n > 2) {
        const x = m.id(); const y = m.id(); divisor = m.id();
        out.push(ins(OP.CompositeExtract, float, x, size, 0), ins(OP.CompositeExtract, float, y, size, 1),
          ins(OP.CompositeConstruct, m.vec(float, n), divisor, x, y, ...new Array<number>(n - 2).fill(one)));
      }
      const r = m.id();
      out.push(ins(OP.FDiv, m.typeOf.get(value)!, r, value, divisor));
      return r;
    };
    const copy = w.slice();
    copy[4] = divide(w[4]);
    if (copy.length > maskAt && (copy[maskAt] & OPERAND_GRAD) !== 0) {
      const at = maskAt + 1 + ((copy[maskAt] & OPERAND_BIAS) !== 0 ? 1 : 0) + ((copy[maskAt] & OPERAND_LOD) !== 0 ? 1 : 0);
      copy[at] = divide(copy[at]);
      copy[at + 1] = divide(copy[at + 1]);
    }
    out.push(copy);
  }
  m.insns.length = 0;
  m.insns.push(...out);
  return m.emit();
}

/**
 * Adds `uniform float _mgpLodBias[units]` to every traceable sample's λ (see the file comment). Returns the
 * input unchanged when the stage samples nothing.
 */
export function addLodBiasUniform(spirv: Uint32Array, units: number): Uint32Array {
  const m = new Module(spirv);
  if (!m.insns.some((w) => SAMPLE_MASK_AT[w[0] & 0xffff] !== undefined && !((w[0] & 0xffff) === OP.Gather || (w[0] & 0xffff) === OP.DrefGather))) return spirv;
  const bindings = new Map<number, number>();
  for (const w of m.insns) if ((w[0] & 0xffff) === OP.Decorate && w[2] === DECORATION_BINDING) bindings.set(w[1], w[3]);
  const float = m.float();
  const int = m.int();
  const length = m.constant(int, Math.max(1, units));
  const arrayType = m.id();
  m.globals.push(ins(OP.TypeArray, arrayType, float, length));
  const arrayPtr = m.pointer(STORAGE_UNIFORM_CONSTANT, arrayType);
  const floatPtr = m.pointer(STORAGE_UNIFORM_CONSTANT, float);
  const variable = m.id();
  m.globals.push(ins(OP.Variable, arrayPtr, variable, STORAGE_UNIFORM_CONSTANT));
  let glsl = -1;
  for (const w of m.insns) if ((w[0] & 0xffff) === OP.ExtInstImport) glsl = w[1];
  const out: number[][] = [];
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    const maskAt = SAMPLE_MASK_AT[op];
    if (maskAt === undefined || op === OP.Gather || op === OP.DrefGather) { out.push(w); continue; }
    // The driver unit: Binding of the loaded variable (+ a single array index).
    const load = m.defs.get(w[3]);
    if (load === undefined || (load[0] & 0xffff) !== OP.Load) { out.push(w); continue; }
    const ptr = m.defs.get(load[3]);
    let index = -1;
    if (ptr !== undefined && (ptr[0] & 0xffff) === OP.Variable && bindings.has(ptr[2])) index = m.constant(int, bindings.get(ptr[2])!);
    else if (ptr !== undefined && ((ptr[0] & 0xffff) === OP.AccessChain || (ptr[0] & 0xffff) === OP.InBoundsAccessChain) &&
      ptr.length === 5 && bindings.has(ptr[3])) {
      const idxType = m.typeOf.get(ptr[4]) ?? int;
      index = m.id();
      out.push(ins(OP.IAdd, idxType, index, m.constant(idxType, bindings.get(ptr[3])!), ptr[4]));
    }
    if (index < 0) { out.push(w); continue; }
    const p = m.id(); const bias = m.id();
    out.push(ins(OP.AccessChain, floatPtr, p, variable, index), ins(OP.Load, float, bias, p));
    let copy = w.slice();
    const mask = copy.length > maskAt ? copy[maskAt] : 0;
    if (IMPLICIT.has(op)) {
      if ((mask & OPERAND_BIAS) !== 0) {
        const sum = m.id();
        out.push(ins(OP.FAdd, float, sum, copy[maskAt + 1], bias));
        copy[maskAt + 1] = sum;
      } else {
        copy = [...copy.slice(0, maskAt), mask | OPERAND_BIAS, bias, ...copy.slice(maskAt + 1)];
        copy[0] = (copy.length << 16) | op;
      }
    } else if ((mask & OPERAND_LOD) !== 0) {
      const sum = m.id();
      out.push(ins(OP.FAdd, float, sum, copy[maskAt + 1], bias));
      copy[maskAt + 1] = sum;
    } else if ((mask & OPERAND_GRAD) !== 0) {
      if (glsl < 0) { glsl = m.id(); m.headerExtra.push(ins(OP.ExtInstImport, glsl, ...stringWords('GLSL.std.450'))); }
      const scale = m.id();
      out.push(ins(OP.ExtInst, float, scale, glsl, GLSL_EXP2, bias));
      for (const at of [maskAt + 1, maskAt + 2]) {
        const r = m.id();
        const n = m.componentCount(copy[at]);
        out.push(n > 1 ? ins(OP.VectorTimesScalar, m.typeOf.get(copy[at])!, r, copy[at], scale) : ins(OP.FMul, float, r, copy[at], scale));
        copy[at] = r;
      }
    }
    out.push(copy);
  }
  m.insns.length = 0;
  m.insns.push(...out);
  // OpName belongs with the debug names: before the first annotation or type declaration.
  const at = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Decorate || ((w[0] & 0xffff) >= 19 && (w[0] & 0xffff) <= 39));
  const nameWords = stringWords(LOD_BIAS_UNIFORM);
  m.insns.splice(at < 0 ? m.insns.length : at, 0, [((2 + nameWords.length) << 16) | OP.Name, variable, ...nameWords]);
  return m.emit();
}

/** A SPIR-V literal string: UTF-8 (here ASCII) bytes, NUL-terminated, packed little-endian into words. */
export function stringWords(s: string): number[] {
  const words = new Array<number>((s.length >> 2) + 1).fill(0);
  for (let i = 0; i < s.length; i++) words[i >> 2] |= s.charCodeAt(i) << (8 * (i & 3));
  return words;
}

/** The literal string of instruction `w` starting at word `from` (up to its NUL). */
export function readString(w: ArrayLike<number>, from: number): string {
  let s = '';
  for (let i = from; i < w.length; i++) {
    for (let b = 0; b < 4; b++) {
      const c = (w[i] >>> (8 * b)) & 0xff;
      if (c === 0) return s;
      s += String.fromCharCode(c);
    }
  }
  return s;
}

// ARB_derivative_control (GLSL 4.50): dFdxFine / dFdxCoarse / dFdyFine / dFdyCoarse / fwidthFine / fwidthCoarse.
// ESSL has only dFdx / dFdy / fwidth, whose precision the implementation chooses (GLSL ES 3.20 §8.14.1; GL 4.5
// §8.14.1 says the same of the unsuffixed forms, and lets the fine / coarse ones be computed either way when the
// implementation cannot do better: a coarse derivative may be the fine one, GLSL 4.50 §8.14.1). SPIRV-Cross
// refuses the controlled opcodes for ES, so each becomes its unsuffixed twin (same operands) and the
// DerivativeControl capability goes.
const DERIVATIVE_TWIN: Record<number, number> = { 210: 207, 213: 207, 211: 208, 214: 208, 212: 209, 215: 209 };
const CAP_DERIVATIVE_CONTROL = 51;

/** `spirv` with the controlled derivatives made plain ones (the same array when it has none). */
export function lowerDerivativeControl(spirv: Uint32Array): Uint32Array {
  let capabilityAt = -1;
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0) break;
    if ((spirv[i] & 0xffff) === OP.Capability && spirv[i + 1] === CAP_DERIVATIVE_CONTROL) capabilityAt = i;
    i += count;
  }
  if (capabilityAt < 0) return spirv;
  const out = new Uint32Array(spirv.length - 2);
  out.set(spirv.subarray(0, capabilityAt));
  out.set(spirv.subarray(capabilityAt + 2), capabilityAt);
  for (let i = 5; i < out.length;) {
    const count = out[i] >>> 16;
    if (count === 0) break;
    const twin = DERIVATIVE_TWIN[out[i] & 0xffff];
    if (twin !== undefined) out[i] = (count << 16) | twin;
    i += count;
  }
  return out;
}
