// Per-vertex tessellation outputs / inputs whose element is an array or a structure. Desktop GL lets a tessellation
// control stage write `out vec3 p[][16]` or `out S s[]` with `struct S { int v[2]; }`; GLES drivers refuse both for
// the control stage's outputs (Mesa: "tessellation control shader output cannot have an array of arrays" / "… a
// struct that contains an array or struct"), while an output *block* array whose members are arrays or scalars is
// ESSL (GLSL ES 3.20 §4.3.9: per-vertex block arrays). So, before SPIRV-Cross, the control stage's outputs and the
// evaluation stage's inputs (which must match them) of such types become block arrays of the same layout:
// - an element that is an array T[n] becomes a block with one member `T a[n]`: each access chain gets member 0
//   inserted after its vertex index (so a chain that stops at the vertex, `p[gl_InvocationID] = …`, still names a
//   T[n]);
// - an element that is a structure becomes a block with the structure's members (same names, types and member
//   decorations): the access chains are unchanged. A chain that stops at the vertex (a whole structure) would name
//   the new type, not the old one: such a variable is left as it was (the driver then says why).
// Blocks match across stages by their name, so each is named by the variable's Location (`_mgpIoL<n>`), or by the
// variable's name where it has none; members keep locations in order from the block's, which is where the array's
// elements / the structure's members were. Arrays of arrays inside the element were made one-dimensional first
// (block-array-flattening.ts).
import { Module, OP, ins, readString, stringWords } from './spirv-lowering.ts';

const OP_MEMBER_NAME = 6;
const OP_MEMBER_DECORATE = 72;
const OP_TYPE_STRUCT = 30;
const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;
const DECORATION_BLOCK = 2;
const DECORATION_BUFFER_BLOCK = 3;
const DECORATION_BUILTIN = 11;
const DECORATION_PATCH = 15;
const DECORATION_LOCATION = 30;

interface Candidate {
  variable: number[];
  /** The element's type (an array or a structure). */
  element: number;
  struct: boolean;
  /** The block's name: from the Location, or the variable's name. */
  name: string;
}

/** Whether the module declares a variable that is an array of arrays or of structures (cheap test before parsing). */
function mayApply(spirv: Uint32Array): boolean {
  const aggregates = new Set<number>();
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || op === OP.Function) return false;
    if (op === OP_TYPE_STRUCT) aggregates.add(spirv[i + 1]);
    if (op === OP.TypeArray) {
      if (aggregates.has(spirv[i + 2])) return true;
      aggregates.add(spirv[i + 1]);
    }
    i += count;
  }
  return false;
}



/**
 * The control stage's per-vertex outputs ('tessControl') / the evaluation stage's per-vertex inputs
 * ('tessEvaluation') of array or structure elements as block arrays (see the file comment); other stages and modules
 * without such variables are returned as they are.
 */
export function wrapTessIoInBlocks(spirv: Uint32Array, stage: string): Uint32Array {
  if ((stage !== 'tessControl' && stage !== 'tessEvaluation') || !mayApply(spirv)) return spirv;
  const storage = stage === 'tessControl' ? STORAGE_OUTPUT : STORAGE_INPUT;
  const m = new Module(spirv);
  const decorated = (id: number, decoration: number): number[] | undefined =>
    m.insns.find((w) => (w[0] & 0xffff) === OP.Decorate && w[1] === id && w[2] === decoration);
  const names = new Map<number, string>();
  for (const w of m.insns) if ((w[0] & 0xffff) === OP.Name) names.set(w[1], readString(w, 2));
  const firstFunction = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function);
  const globalEnd = firstFunction < 0 ? m.insns.length : firstFunction;
  const candidates = new Map<number, Candidate>();
  for (let k = 0; k < globalEnd; k++) {
    const w = m.insns[k];
    if ((w[0] & 0xffff) !== OP.Variable || w[3] !== storage) continue;
    if (decorated(w[2], DECORATION_BUILTIN) || decorated(w[2], DECORATION_PATCH)) continue;
    const pointee = m.defs.get(m.defs.get(w[1])?.[3] ?? -1);
    if (pointee === undefined || (pointee[0] & 0xffff) !== OP.TypeArray) continue;
    const element = m.defs.get(pointee[2]);
    if (element === undefined) continue;
    const op = element[0] & 0xffff;
    const struct = op === OP_TYPE_STRUCT;
    if (struct && (decorated(element[1], DECORATION_BLOCK) || decorated(element[1], DECORATION_BUFFER_BLOCK))) continue;
    if (!struct && op !== OP.TypeArray) continue;
    const location = decorated(w[2], DECORATION_LOCATION);
    const name = location !== undefined ? `_mgpIoL${location[3]}` : `_mgpIo_${names.get(w[2]) ?? w[2]}`;
    candidates.set(w[2], { variable: w, element: element[1], struct, name });
  }
  // Every use must be an access chain that goes past the vertex (a structure) or reaches it (an array).
  for (let k = globalEnd; k < m.insns.length; k++) {
    const w = m.insns[k];
    const op = w[0] & 0xffff;
    const chain = op === OP.AccessChain || op === OP.InBoundsAccessChain;
    for (let i = 1; i < w.length; i++) {
      const c = candidates.get(w[i]);
      if (c !== undefined && !(chain && i === 3 && w.length - 4 >= (c.struct ? 2 : 1))) candidates.delete(w[i]);
    }
  }
  if (candidates.size === 0) return spirv;

  const int = m.int();
  const zero = m.constant(int, 0);
  const debug: number[][] = [];
  const annotations: number[][] = [];
  for (const c of candidates.values()) {
    const block = m.id();
    if (c.struct) {
      const members = m.defs.get(c.element)!.slice(2);
      m.globals.push(ins(OP_TYPE_STRUCT, block, ...members));
      for (const w of m.insns) {
        const op = w[0] & 0xffff;
        if (op === OP_MEMBER_NAME && w[1] === c.element) debug.push([w[0], block, ...w.slice(2)]);
        if (op === OP_MEMBER_DECORATE && w[1] === c.element) annotations.push([w[0], block, ...w.slice(2)]);
      }
    } else {
      m.globals.push(ins(OP_TYPE_STRUCT, block, c.element));
      debug.push(ins(OP_MEMBER_NAME, block, 0, ...stringWords('a')));
    }
    debug.push(ins(OP.Name, block, ...stringWords(c.name)));
    annotations.push(ins(OP.Decorate, block, DECORATION_BLOCK));
    const array = m.id();
    const length = m.defs.get(m.defs.get(c.variable[1])![3])![3];
    m.globals.push(ins(OP.TypeArray, array, block, length));
    // The variable moves after its new type (a type is declared before its use).
    m.insns.splice(m.insns.indexOf(c.variable), 1);
    const moved = c.variable.slice();
    moved[1] = m.pointer(storage, array);
    m.globals.push(moved);
  }
  const out: number[][] = [];
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    const c = (op === OP.AccessChain || op === OP.InBoundsAccessChain) ? candidates.get(w[3]) : undefined;
    out.push(c === undefined || c.struct ? w : ins(op, w[1], w[2], w[3], w[4], zero, ...w.slice(5)));
  }
  // Debug names go before the first annotation, annotations before the first type declaration.
  const isAnnotation = (op: number) => op >= 71 && op <= 75;
  const isType = (op: number) => op >= 19 && op <= 39;
  const typesAt = out.findIndex((w) => isType(w[0] & 0xffff));
  out.splice(typesAt, 0, ...annotations);
  const annotationsAt = out.findIndex((w) => isAnnotation(w[0] & 0xffff));
  out.splice(annotationsAt, 0, ...debug);
  m.insns.length = 0;
  m.insns.push(...out);
  return m.emit();
}
