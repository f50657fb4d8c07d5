// Transform feedback layouts GLES cannot state (GL_ARB_enhanced_layouts xfb_buffer / xfb_offset, and the
// ARB_gl_spirv modules' XfbBuffer / Offset decorations). GLES 3.2 §11.1.2.1 captures either every named output
// interleaved into binding 0 or exactly one output per binding; it has no gl_NextBuffer / gl_SkipComponents, and ESSL
// refuses some captured outputs outright (GLSL ES 3.20 §4.3.4: arrays of structures, structures containing arrays or
// structures). So when a capture stage writes into several buffers, into a buffer other than 0, or captures such an
// output or an array of arrays (which reaches the driver flattened, under another name), the capture is rebuilt here
// on the SPIR-V of the last pre-rasterization stage:
//  - each captured GL buffer k gets one output `flat uint _mgpXfb<k>[Nk]`, Nk its stride in words (the front end's
//    layout, bufferStrides), and the driver captures those arrays in SEPARATE_ATTRIBS mode (INTERLEAVED_ATTRIBS when
//    there is only one), array j at driver binding j; `bindings` maps GL buffer k → j for the capture's binds;
//  - wherever a vertex is emitted (the entry point's OpReturn for vertex / tessellation evaluation, each OpEmitVertex
//    for geometry) every captured leaf (scalar, vector, matrix column) is loaded, bitcast to uint and stored word by
//    word at its offset, so the record holds the same bits as GL's;
//  - captured outputs ESSL refuses become Private variables (the capture reads them; no later stage can consume
//    them on GLES either), and so do captured outputs sharing a location with another output that no later stage
//    reads (xfb-location-clashes.ts: ARB_gl_spirv modules may overlap them; the GLES link refuses it).
//  - a record's words no value is captured to (xfb_offset / Offset holes) are left unwritten in the array; the driver
//    still writes them, so `skipped` lists them and the backend puts back what the buffer held there when the capture
//    began (xfb-queries skipped-words.ts): GLES 3.2 cannot leave words of a captured record out.
//  - packed: where several buffers are captured and a record is wider than the driver's per-attribute limit in
//    SEPARATE_ATTRIBS mode (MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS: 4 on NVIDIA 580, the GL minimum; 64 on
//    llvmpipe), every buffer's record goes into one array `_mgpXfbPacked[N0 + N1 + …]`, captured INTERLEAVED into a
//    scratch buffer; the backend gathers the GL buffers' ranges into it at begin and scatters its records back at end
//    (xfb-queries packed-capture.ts), so no binding remap applies (`bindings` all -1) and `packing` says where each
//    buffer's record lies in the packed one.
// Left to the direct path (null): 64-bit or boolean values, multiple vertex streams, a record larger than the
// driver's component limits, captured values that overlap.
import { Module, OP, ins, stringWords } from './spirv-lowering.ts';
import { clashingCaptures } from './xfb-location-clashes.ts';

const OP_ENTRY_POINT = 15;
const OP_EXECUTION_MODE = 16;
const OP_TYPE_MATRIX = 24;
const OP_TYPE_STRUCT = 30;
const OP_MEMBER_DECORATE = 72;
const OP_PTR_ACCESS_CHAIN = 67;
const OP_STORE = 62;
const OP_BITCAST = 124;
const OP_EMIT_VERTEX = 218;
const OP_EMIT_STREAM_VERTEX = 220;
const OP_RETURN = 253;
const OP_FUNCTION_END = 56;
const STORAGE_OUTPUT = 3;
const STORAGE_PRIVATE = 6;
const DECORATION_BLOCK = 2;
const DECORATION_FLAT = 14;
const DECORATION_OFFSET = 35;
const DECORATION_XFB_BUFFER = 36;
const EXECUTION_MODE_XFB = 11;
const MODEL_TESS_EVALUATION = 2;
const MODEL_GEOMETRY = 3;

export const XFB_ARRAY_PREFIX = '_mgpXfb';
/** The one array of a packed capture (every buffer's record, one after another). */
export const XFB_PACKED_ARRAY = '_mgpXfbPacked';

/** One captured scalar / vector: the variable, the constant access path to it, where its words go. */
interface Leaf {
  variable: number;
  path: number[];
  type: number;
  components: number;
  /** The component type is already uint (no bitcast). */
  unsigned: boolean;
  buffer: number;
  word: number;
}

export interface XfbCapture {
  spirv: Uint32Array;
  /** The driver's capture names, in driver binding order. */
  names: string[];
  /** GL transform-feedback buffer index → driver binding (-1: the program captures nothing there). */
  bindings: Int32Array;
  /**
   * GL buffer index → 1 for each word of its record no value is captured to (null: none). The driver writes those
   * words too (whatever the array holds there); GL leaves them untouched, so the backend restores them (xfb-queries
   * skipped-words.ts).
   */
  skipped: (Uint8Array | null)[];
  /** A packed capture's layout (null: each buffer captured through its own driver binding). */
  packing: XfbPacking | null;
}

/** Where each GL buffer's record lies in a packed capture's record (see the file comment). */
export interface XfbPacking {
  /** GL buffer index → the packed record's word its record starts at (-1: the program captures nothing there). */
  bases: Int32Array;
  /** GL buffer index → its record's words, its stride / 4 (0: nothing captured there). */
  words: Int32Array;
  /** The packed record's words: every captured buffer's record, one after another. */
  total: number;
}

/** Why not to lower: a reason for the log. */
export type XfbCaptureRefusal = { refused: string };

const op = (w: number[]): number => w[0] & 0xffff;

class Walk {
  readonly memberOffsets = new Map<string, number>();
  readonly leaves: Leaf[] = [];
  failure = '';
  constructor(readonly m: Module) {
    for (const w of m.insns) if (op(w) === OP_MEMBER_DECORATE && w[3] === DECORATION_OFFSET) this.memberOffsets.set(`${w[1]}:${w[2]}`, w[4]);
  }

  arrayLength(type: number[]): number {
    const length = this.m.defs.get(type[3]);
    return length !== undefined && op(length) === OP.Constant ? length[3] : 0;
  }

  /** Bytes a value of `type` takes in a record (tightly packed 32-bit values: GL 4.6 §11.1.2.1). */
  size(type: number): number {
    const t = this.m.defs.get(type);
    if (t === undefined) return 0;
    switch (op(t)) {
      case OP.TypeArray: return this.arrayLength(t) * this.size(t[2]);
      case OP_TYPE_MATRIX: return t[3] * this.size(t[2]);
      case OP.TypeVector: return t[3] * this.size(t[2]);
      case OP_TYPE_STRUCT: {
        let end = 0;
        for (let i = 2; i < t.length; i++) end = Math.max(end, (this.memberOffsets.get(`${type}:${i - 2}`) ?? end) + this.size(t[i]));
        return end;
      }
      default: return 4;
    }
  }

  /** The leaves of a value of `type` at byte `offset`, reached through `path`. */
  visit(variable: number, type: number, path: number[], buffer: number, offset: number): void {
    const t = this.m.defs.get(type);
    if (t === undefined) { this.failure = 'an unknown captured type'; return; }
    switch (op(t)) {
      case OP.TypeArray: {
        const length = this.arrayLength(t);
        if (length === 0) this.failure = 'an array of unknown length is captured';
        const size = this.size(t[2]);
        for (let i = 0; i < length; i++) this.visit(variable, t[2], [...path, i], buffer, offset + i * size);
        return;
      }
      case OP_TYPE_MATRIX: {
        const size = this.size(t[2]);
        for (let c = 0; c < t[3]; c++) this.visit(variable, t[2], [...path, c], buffer, offset + c * size);
        return;
      }
      case OP_TYPE_STRUCT: {
        let end = 0;
        for (let i = 2; i < t.length; i++) {
          const at = this.memberOffsets.get(`${type}:${i - 2}`) ?? end;
          this.visit(variable, t[i], [...path, i - 2], buffer, offset + at);
          end = at + this.size(t[i]);
        }
        return;
      }
      default: {
        const vector = op(t) === OP.TypeVector;
        const scalar = this.m.defs.get(vector ? t[2] : type);
        if (scalar === undefined || (op(scalar) !== OP.TypeFloat && op(scalar) !== OP.TypeInt) || scalar[2] !== 32) {
          this.failure = 'a captured value is not 32-bit (double / boolean)';
          return;
        }
        if (offset % 4 !== 0) { this.failure = 'a captured value is not word-aligned'; return; }
        this.leaves.push({ variable, path, type, components: vector ? t[3] : 1, unsigned: op(scalar) === OP.TypeInt && scalar[3] === 0,
          buffer, word: offset >> 2 });
      }
    }
  }
}

/** Whether ESSL refuses `type` as a stage output (GLSL ES 3.20 §4.3.4): an array of structures, a structure with an array / structure member. */
function esslRefusesOutput(m: Module, type: number): boolean {
  const t = m.defs.get(type);
  if (t === undefined) return false;
  const isAggregate = (id: number) => { const d = m.defs.get(id); return d !== undefined && (op(d) === OP.TypeArray || op(d) === OP_TYPE_STRUCT); };
  if (op(t) === OP.TypeArray) return op(m.defs.get(t[2]) ?? [0]) === OP_TYPE_STRUCT || esslRefusesOutput(m, t[2]);
  if (op(t) === OP_TYPE_STRUCT) return t.slice(2).some(isAggregate);
  return false;
}

function isArrayOfArrays(m: Module, type: number): boolean {
  const t = m.defs.get(type);
  return t !== undefined && op(t) === OP.TypeArray && op(m.defs.get(t[2]) ?? [0]) === OP.TypeArray;
}

/**
 * The capture stage rebuilt (see the file comment), null when the direct path states its layout (one buffer, 0, no
 * refused or clashing output; or no qualifier capture at all), or a refusal when neither can.
 * `strides`: the front end's record stride of each GL buffer in bytes; `maxComponents(separate)`: the driver's
 * MAX_TRANSFORM_FEEDBACK_{SEPARATE,INTERLEAVED}_COMPONENTS; `consumed`: the locations the next stage reads (the
 * fragment stage's inputs; none without one).
 */
export function lowerXfbCapture(spirv: Uint32Array, strides: readonly number[], maxComponents: (separate: boolean) => number,
  consumed: ReadonlySet<number> = new Set()): XfbCapture | XfbCaptureRefusal | null {
  const m = new Module(spirv);
  const entry = m.insns.find((w) => op(w) === OP_ENTRY_POINT);
  if (entry === undefined) return null;
  if (!m.insns.some((w) => op(w) === OP_EXECUTION_MODE && w[1] === entry[2] && w[2] === EXECUTION_MODE_XFB)) return null;
  const decorations = m.decorationsById();
  const decoration = (id: number, kind: number) => decorations.get(id)?.find((d) => d[2] === kind)?.[3];
  const walk = new Walk(m);
  const privateOutputs: number[] = []; // captured outputs made Private variables
  let flattened = false;
  for (const w of m.insns) {
    if (op(w) === OP.Function) break;
    if (op(w) !== OP.Variable || w[3] !== STORAGE_OUTPUT) continue;
    const buffer = decoration(w[2], DECORATION_XFB_BUFFER);
    if (buffer === undefined) continue;
    const type = m.defs.get(w[1])![3];
    const offset = decoration(w[2], DECORATION_OFFSET);
    if (offset !== undefined) {
      walk.visit(w[2], type, [], buffer, offset);
      if (esslRefusesOutput(m, type)) privateOutputs.push(w[2]);
      // An array of arrays reaches the driver flattened (block-array-flattening.ts): no longer the name captured.
      else if (isArrayOfArrays(m, type)) flattened = true;
      continue;
    }
    // A block (or an array of blocks, element e into buffer + e: GLSL 4.50 §4.4.2.1): its members decorated Offset.
    const dims: number[] = [];
    let struct = type;
    for (let t = m.defs.get(struct); t !== undefined && op(t) === OP.TypeArray; t = m.defs.get(struct)) {
      dims.push(walk.arrayLength(t));
      struct = t[2];
    }
    const s = m.defs.get(struct);
    if (s === undefined || op(s) !== OP_TYPE_STRUCT || !(decorations.get(struct) ?? []).some((d) => d[2] === DECORATION_BLOCK)) continue;
    if (dims.length > 1) return { refused: 'an array of arrays of captured blocks' };
    const count = dims.length === 0 ? 1 : dims[0];
    for (let e = 0; e < count; e++) {
      for (let i = 2; i < s.length; i++) {
        const at = walk.memberOffsets.get(`${struct}:${i - 2}`);
        if (at !== undefined) walk.visit(w[2], s[i], dims.length === 0 ? [i - 2] : [e, i - 2], buffer + e, at);
      }
    }
  }
  if (walk.failure !== '') return { refused: walk.failure };
  for (const id of clashingCaptures(m, new Set(walk.leaves.map((l) => l.variable)), consumed)) if (!privateOutputs.includes(id)) privateOutputs.push(id);
  const buffers = [...new Set(walk.leaves.map((l) => l.buffer))].sort((a, b) => a - b);
  if (buffers.length === 0) return null;
  // Each record's words: every captured word written exactly once, the others skipped (GL leaves them untouched; the
  // driver writes the whole array, so the backend puts their previous contents back at the capture's end).
  const words = buffers.map((k) => (strides[k] ?? 0) / 4);
  let problem = '';
  const covered = buffers.map((k, i) => {
    if (!Number.isInteger(words[i]) || words[i] === 0) { problem ||= `buffer ${k}'s stride is not a whole number of words`; return new Uint8Array(0); }
    const cover = new Uint8Array(words[i]);
    for (const l of walk.leaves) {
      if (l.buffer !== k) continue;
      for (let c = 0; c < l.components; c++) {
        if (l.word + c >= words[i] || cover[l.word + c] !== 0) problem ||= `buffer ${k}'s captured values overlap or pass its stride`;
        else cover[l.word + c] = 1;
      }
    }
    return cover;
  });
  const skips = covered.some((c) => c.includes(0));
  if (privateOutputs.length === 0 && !flattened && !skips && buffers.length === 1 && buffers[0] === 0) return null; // the direct path's case
  if (m.insns.some((w) => op(w) === OP_EMIT_STREAM_VERTEX)) return { refused: 'the geometry stage emits to several vertex streams' };
  if (problem !== '') return { refused: problem };
  // Several buffers: one array each, SEPARATE_ATTRIBS, unless a record is wider than the driver's per-attribute limit;
  // then one packed array, INTERLEAVED (the file comment's `packed`).
  const packed = buffers.length > 1 && words.some((w) => w > maxComponents(true));
  const limit = maxComponents(buffers.length > 1 && !packed);
  if (packed) {
    const total = words.reduce((a, b) => a + b, 0);
    if (total > limit) return { refused: `the buffers' records have ${total} components together, past the driver's ${limit} (interleaved)` };
  }
  for (const [i, k] of buffers.entries()) {
    if (words[i] > limit) return { refused: `buffer ${k}'s record has ${words[i]} components, past the driver's ${limit}` };
  }
  const capture = rewrite(m, entry, decorations, walk.leaves, buffers, words, privateOutputs, packed);
  buffers.forEach((k, i) => {
    if (covered[i].includes(0)) capture.skipped[k] = covered[i].map((c) => 1 - c);
  });
  return capture;
}

function rewrite(m: Module, entry: number[], decorations: Map<number, number[][]>, leaves: Leaf[], buffers: number[], words: number[],
  privateOutputs: number[], packed: boolean): XfbCapture {
  const uint = m.uint();
  const int = m.int();
  const interfaceAt = interfaceStart(entry);
  // Refused and clashing outputs → Private (declared after their new pointer types, without interface decorations); pointers into them retyped.
  const storage = new Map<number, number>();
  const privatePointers = new Set<number>();
  for (const id of privateOutputs) {
    const at = m.insns.findIndex((w) => op(w) === OP.Variable && w[2] === id);
    const w = m.insns[at];
    m.insns.splice(at, 1);
    const pointee = m.defs.get(w[1])![3];
    m.globals.push(ins(OP.Variable, m.pointer(STORAGE_PRIVATE, pointee), id, STORAGE_PRIVATE, ...w.slice(4)));
    for (const d of decorations.get(id) ?? []) m.insns.splice(m.insns.indexOf(d), 1);
    const listed = entry.indexOf(id, interfaceAt);
    if (listed >= interfaceAt && m.spirv[1] < 0x10400) entry.splice(listed, 1); // SPIR-V 1.4+ lists every global
    storage.set(id, STORAGE_PRIVATE);
    privatePointers.add(id);
  }
  dropPrivateBlockDecorations(m, decorations, privateOutputs);
  for (const w of m.insns) {
    if ((op(w) === OP.AccessChain || op(w) === OP.InBoundsAccessChain || op(w) === OP_PTR_ACCESS_CHAIN) && privatePointers.has(w[3])) {
      w[1] = m.pointer(STORAGE_PRIVATE, m.defs.get(w[1])![3]);
      privatePointers.add(w[2]);
    }
  }
  // The synthesized arrays, one per captured buffer in binding order (packed: one for all, buffer j's record at
  // bases[j]); `arrayOf[j]` / `baseOf[j]`: where buffer j's words go.
  const arrays: number[] = [];
  const names: string[] = [];
  const bufferCount = Math.max(4, buffers[buffers.length - 1] + 1);
  const bindings = new Int32Array(bufferCount).fill(-1);
  const packing: XfbPacking | null = packed
    ? { bases: new Int32Array(bufferCount).fill(-1), words: new Int32Array(bufferCount), total: words.reduce((a, b) => a + b, 0) }
    : null;
  const arrayOf: number[] = [];
  const baseOf: number[] = [];
  const firstAnnotation = m.insns.findIndex((w) => op(w) === OP.Decorate || op(w) === OP_MEMBER_DECORATE || (op(w) >= 19 && op(w) <= 39));
  const debug: number[][] = [];
  const annotations: number[][] = [];
  const declare = (name: string, length: number): number => {
    const arrayType = m.id();
    m.globals.push(ins(OP.TypeArray, arrayType, uint, m.constant(uint, length)));
    const id = m.id();
    m.globals.push(ins(OP.Variable, m.pointer(STORAGE_OUTPUT, arrayType), id, STORAGE_OUTPUT));
    const nameWords = stringWords(name);
    debug.push([((2 + nameWords.length) << 16) | OP.Name, id, ...nameWords]);
    annotations.push(ins(OP.Decorate, id, DECORATION_FLAT)); // ESSL: integer outputs are flat
    arrays.push(id);
    names.push(name);
    return id;
  };
  if (packing !== null) {
    const id = declare(XFB_PACKED_ARRAY, packing.total);
    let base = 0;
    buffers.forEach((k, j) => {
      arrayOf.push(id);
      baseOf.push(base);
      packing.bases[k] = base;
      packing.words[k] = words[j];
      base += words[j];
    });
  } else {
    buffers.forEach((k, j) => {
      arrayOf.push(declare(`${XFB_ARRAY_PREFIX}${k}`, words[j]));
      baseOf.push(0);
      bindings[k] = j;
    });
  }
  entry.push(...arrays);
  entry[0] = (entry.length << 16) | OP_ENTRY_POINT;
  // Debug names before the annotations, annotations before the types.
  const firstDecorate = m.insns.findIndex((w) => op(w) === OP.Decorate || op(w) === OP_MEMBER_DECORATE);
  m.insns.splice(firstDecorate >= 0 ? firstDecorate : firstAnnotation, 0, ...annotations);
  m.insns.splice(firstAnnotation, 0, ...debug);
  // The stores, before each emission point.
  const uintPointer = m.pointer(STORAGE_OUTPUT, uint);
  const geometry = entry[1] === MODEL_GEOMETRY;
  const emitsAtReturn = !geometry && (entry[1] === 0 || entry[1] === MODEL_TESS_EVALUATION);
  const out: number[][] = [];
  let fn = -1;
  for (const w of m.insns) {
    if (op(w) === OP.Function) fn = w[2];
    if (op(w) === OP_FUNCTION_END) fn = -1;
    if ((geometry && op(w) === OP_EMIT_VERTEX) || (emitsAtReturn && op(w) === OP_RETURN && fn === entry[2])) {
      for (const l of leaves) {
        let pointer = l.variable;
        if (l.path.length > 0) {
          pointer = m.id();
          out.push(ins(OP.AccessChain, m.pointer(storage.get(l.variable) ?? STORAGE_OUTPUT, l.type), pointer, l.variable, ...l.path.map((i) => m.constant(int, i))));
        }
        const value = m.id();
        out.push(ins(OP.Load, l.type, value, pointer));
        let bits = value;
        if (!l.unsigned) {
          bits = m.id();
          out.push(ins(OP_BITCAST, l.components > 1 ? m.vec(uint, l.components) : uint, bits, value));
        }
        for (let c = 0; c < l.components; c++) {
          let word = bits;
          if (l.components > 1) {
            word = m.id();
            out.push(ins(OP.CompositeExtract, uint, word, bits, c));
          }
          const target = m.id();
          const j = buffers.indexOf(l.buffer);
          out.push(ins(OP.AccessChain, uintPointer, target, arrayOf[j], m.constant(int, baseOf[j] + l.word + c)), ins(OP_STORE, target, word));
        }
      }
    }
    out.push(w);
  }
  m.insns.length = 0;
  m.insns.push(...out);
  return { spirv: m.emit(), names, bindings, skipped: Array.from(bindings, () => null), packing };
}

/** The struct a variable's type holds, past its arrays (and the pointer). */
function structOf(m: Module, pointer: number): number {
  let type = m.defs.get(pointer)?.[3] ?? -1;
  for (let t = m.defs.get(type); t !== undefined && op(t) === OP.TypeArray; t = m.defs.get(type)) type = t[2];
  return type;
}

/**
 * A Block struct that only Private variables now hold loses its Block decoration: SPIRV-Cross declares no struct
 * for a Block type (it writes interface blocks inline), so the Private variable's type would be left undeclared.
 */
function dropPrivateBlockDecorations(m: Module, decorations: Map<number, number[][]>, privateOutputs: readonly number[]): void {
  const structs = new Set(privateOutputs.map((id) => structOf(m, m.defs.get(id)![1])));
  for (const w of m.insns) {
    if (op(w) === OP.Variable && !privateOutputs.includes(w[2])) structs.delete(structOf(m, w[1]));
  }
  for (const struct of structs) {
    const block = decorations.get(struct)?.find((d) => d[2] === DECORATION_BLOCK);
    if (block !== undefined) m.insns.splice(m.insns.indexOf(block), 1);
  }
}

/** Index of the first interface id of an OpEntryPoint (past its NUL-terminated name). */
function interfaceStart(entry: number[]): number {
  let nameEnd = 3;
  while (nameEnd < entry.length && (entry[nameEnd] & 0xff000000) !== 0) nameEnd++;
  return nameEnd + 1;
}
