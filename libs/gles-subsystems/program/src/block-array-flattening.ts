// Arrays of arrays of uniform / storage blocks (GL 4.3, ARB_arrays_of_arrays) have no ESSL form: ESSL 3.10+
// allows arrays of arrays but declares a block array one-dimensional (GLSL ES 3.20 §4.3.9), and drivers
// reject `uniform B { … } b[3][2]` (Mesa: "arrays of arrays of interface blocks are not allowed", NVIDIA
// likewise). Such a variable is rewritten here, before SPIRV-Cross, into the 1-D array of the same blocks in
// row-major order — the order in which GL numbers their bindings (GL 4.5 §7.6.2.2) — so b[i][j] is element
// i·2 + j and the Binding decoration keeps meaning the first element's. Each access chain on it gets its
// array indices replaced by the flattened one (folded when they are constants, OpIMul / OpIAdd otherwise).
// A variable used any other way (an access chain that stops between the dimensions) is left as it was: the
// driver then says why it rejects the program.
//
// The same flattening serves the varyings between stages (flattenIoArraysOfArrays): GLSL ES 3.20 §4.3.4 / §4.3.6
// forbid vertex outputs, fragment inputs and tessellation control outputs that are arrays of arrays (Mesa: "vertex
// shader output cannot have an array of arrays", "tessellation control shader output …"), so every stage's
// user-defined inputs and outputs are flattened the same way, and both sides of each interface still match. A
// per-vertex variable (tessellation and geometry inputs, control-stage outputs) keeps its outermost (vertex)
// dimension; row-major order keeps every element at the location it had. (A per-vertex variable left with one
// inner dimension is still an array of arrays for the control stage: tess-io-blocks.ts makes it a block array.)
import { Module, OP, ins } from './spirv-lowering.ts';

const DECORATION_BLOCK = 2;
const DECORATION_BUFFER_BLOCK = 3;
const STORAGE_UNIFORM = 2;
const STORAGE_STORAGE_BUFFER = 12;
const OP_TYPE_STRUCT = 30;

/** Whether the module declares an array of arrays at all (cheap test before parsing). */
function hasArrayOfArrays(spirv: Uint32Array): boolean {
  const arrays = new Set<number>();
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || op === OP.Function) return false;
    if (op === OP.TypeArray) {
      if (arrays.has(spirv[i + 2])) return true;
      arrays.add(spirv[i + 1]);
    }
    i += count;
  }
  return false;
}

interface Candidate {
  variable: number[];
  storage: number;
  /** The element type under the flattened dimensions. */
  block: number;
  dims: number[];
  /** The per-vertex dimension kept outermost (its length), or 0. */
  keep: number;
}

const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;
const DECORATION_PATCH = 15;
const DECORATION_BUILTIN = 11;

/** Arrays of arrays of uniform / storage blocks → 1-D arrays (see the file comment). Returns the input when there are none. */
export function flattenBlockArraysOfArrays(spirv: Uint32Array): Uint32Array {
  return flatten(spirv, null);
}

/** Per stage: the storage classes of its varyings and whether (non-patch) ones there are per-vertex arrays. */
const STAGE_IO: Record<string, readonly (readonly [number, boolean])[]> = {
  vertex: [[STORAGE_OUTPUT, false]],
  tessControl: [[STORAGE_INPUT, true], [STORAGE_OUTPUT, true]],
  tessEvaluation: [[STORAGE_INPUT, true], [STORAGE_OUTPUT, false]],
  geometry: [[STORAGE_INPUT, true], [STORAGE_OUTPUT, false]],
  fragment: [[STORAGE_INPUT, false]],
};

/**
 * The stage's user-defined inputs / outputs that are arrays of arrays (beyond a per-vertex variable's vertex
 * dimension) → one dimension (see the file comment). Vertex inputs and fragment outputs are not varyings: left alone.
 */
export function flattenIoArraysOfArrays(spirv: Uint32Array, stage: string): Uint32Array {
  const io = STAGE_IO[stage];
  return io === undefined ? spirv : flatten(spirv, io);
}

/** io: the Input / Output storage classes whose (non-built-in) variables are flattened, and whether they are per-vertex; null: uniform / storage blocks. */
function flatten(spirv: Uint32Array, io: readonly (readonly [number, boolean])[] | null): Uint32Array {
  if (!hasArrayOfArrays(spirv)) return spirv;
  const m = new Module(spirv);
  const blocks = new Set<number>();
  const patches = new Set<number>();
  const builtIns = new Set<number>();
  for (const w of m.insns) {
    if ((w[0] & 0xffff) === OP.Decorate && (w[2] === DECORATION_BLOCK || w[2] === DECORATION_BUFFER_BLOCK)) blocks.add(w[1]);
    if ((w[0] & 0xffff) === OP.Decorate && w[2] === DECORATION_PATCH) patches.add(w[1]);
    if ((w[0] & 0xffff) === OP.Decorate && w[2] === DECORATION_BUILTIN) builtIns.add(w[1]);
  }
  const constantValue = (id: number): number | null => {
    const d = m.defs.get(id);
    return d !== undefined && (d[0] & 0xffff) === OP.Constant ? d[3] | 0 : null;
  };
  const candidates = new Map<number, Candidate>();
  const firstFunction = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function);
  const globalEnd = firstFunction < 0 ? m.insns.length : firstFunction;
  for (let k = 0; k < globalEnd; k++) {
    const w = m.insns[k];
    if ((w[0] & 0xffff) !== OP.Variable) continue;
    const varying = io?.find(([storage]) => storage === w[3]);
    if (io === null ? w[3] !== STORAGE_UNIFORM && w[3] !== STORAGE_STORAGE_BUFFER : varying === undefined || builtIns.has(w[2])) continue;
    const pointer = m.defs.get(w[1]);
    if (pointer === undefined || (pointer[0] & 0xffff) !== OP.TypePointer) continue;
    const dims: number[] = [];
    let t = pointer[3];
    for (let d = m.defs.get(t); d !== undefined && (d[0] & 0xffff) === OP.TypeArray; d = m.defs.get(t)) {
      const n = constantValue(d[3]);
      if (n === null) { dims.length = 0; break; }
      dims.push(n);
      t = d[2];
    }
    if (io !== null) {
      const keep = patches.has(w[2]) || !varying![1] ? 0 : dims.shift() ?? 0;
      if (dims.length >= 2 && !blocks.has(t)) candidates.set(w[2], { variable: w, storage: w[3], block: t, dims, keep });
      continue;
    }
    const struct = m.defs.get(t);
    if (dims.length >= 2 && struct !== undefined && (struct[0] & 0xffff) === OP_TYPE_STRUCT && blocks.has(t)) {
      candidates.set(w[2], { variable: w, storage: w[3], block: t, dims, keep: 0 });
    }
  }
  // Every use must be an access chain through all the dimensions; otherwise that variable stays.
  for (let k = globalEnd; k < m.insns.length; k++) {
    const w = m.insns[k];
    const op = w[0] & 0xffff;
    const chain = op === OP.AccessChain || op === OP.InBoundsAccessChain;
    for (let i = 1; i < w.length; i++) {
      const c = candidates.get(w[i]);
      if (c !== undefined && !(chain && i === 3 && w.length - 4 >= (c.keep > 0 ? 1 : 0) + c.dims.length)) candidates.delete(w[i]);
    }
  }
  if (candidates.size === 0) return spirv;

  const int = m.int();
  const flatPointer = new Map<number, number>();
  for (const [id, c] of candidates) {
    let flat = m.id();
    m.globals.push(ins(OP.TypeArray, flat, c.block, m.constant(int, c.dims.reduce((a, b) => a * b, 1))));
    if (c.keep > 0) {
      const perVertex = m.id();
      m.globals.push(ins(OP.TypeArray, perVertex, flat, m.constant(int, c.keep)));
      flat = perVertex;
    }
    flatPointer.set(id, m.pointer(c.storage, flat));
    // The variable moves after its new type (a type is declared before its use).
    m.insns.splice(m.insns.indexOf(c.variable), 1);
    const moved = c.variable.slice();
    moved[1] = flatPointer.get(id)!;
    m.globals.push(moved);
  }
  const out: number[][] = [];
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    const c = (op === OP.AccessChain || op === OP.InBoundsAccessChain) ? candidates.get(w[3]) : undefined;
    if (c === undefined) { out.push(w); continue; }
    const kept = c.keep > 0 ? 1 : 0;
    const indices = w.slice(4 + kept, 4 + kept + c.dims.length);
    let index: number;
    if (indices.every((i) => constantValue(i) !== null)) {
      index = m.constant(int, indices.reduce((acc, i, d) => acc * c.dims[d] + constantValue(i)!, 0));
    } else {
      index = indices[0];
      for (let d = 1; d < indices.length; d++) {
        const scaled = m.id();
        const sum = m.id();
        out.push(ins(OP.IMul, int, scaled, index, m.constant(int, c.dims[d])), ins(OP.IAdd, int, sum, scaled, indices[d]));
        index = sum;
      }
    }
    out.push(ins(op, w[1], w[2], w[3], ...w.slice(4, 4 + kept), index, ...w.slice(4 + kept + c.dims.length)));
  }
  m.insns.length = 0;
  m.insns.push(...out);
  return m.emit();
}
