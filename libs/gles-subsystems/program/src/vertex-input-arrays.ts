// Vertex shader inputs that are arrays (`in vec4 a[3];`: GL gives element k the attribute location L + k). ESSL
// forbids array vertex inputs (GLSL ES 3.20 §4.3.4) and SPIRV-Cross refuses to write one for ES ("OpenGL ES doesn't
// support array input variables in vertex shader"). Before SPIRV-Cross, each such input becomes one input per
// element at locations L, L + 1, … (Component kept), and the array itself a Private variable of the same type that
// the entry point fills from them before anything else runs: every use (constant or dynamic index, whole-array
// load) keeps reading the same values. Inputs are read-only, so the copy is exact.
import { Module, OP, ins } from './spirv-lowering.ts';

const OP_ENTRY_POINT = 15;
const OP_STORE = 62;
const OP_LABEL = 248;
const STORAGE_INPUT = 1;
const STORAGE_PRIVATE = 6;
const DECORATION_BUILTIN = 11;
const DECORATION_LOCATION = 30;
const DECORATION_COMPONENT = 31;
const MODEL_VERTEX = 0;

/** Whether a vertex module has an Input variable of array type (cheap test before parsing). */
function hasArrayInput(spirv: Uint32Array): boolean {
  const arrays = new Set<number>();
  const arrayPointers = new Set<number>();
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || op === OP.Function) return false;
    if (op === OP.TypeArray) arrays.add(spirv[i + 1]);
    if (op === OP.TypePointer && spirv[i + 2] === STORAGE_INPUT && arrays.has(spirv[i + 3])) arrayPointers.add(spirv[i + 1]);
    if (op === OP.Variable && spirv[i + 3] === STORAGE_INPUT && arrayPointers.has(spirv[i + 1])) return true;
    i += count;
  }
  return false;
}

/** The vertex stage's array inputs split into one input per element (see the file comment); the input otherwise. */
export function splitVertexInputArrays(spirv: Uint32Array, stage: string): Uint32Array {
  if (stage !== 'vertex' || !hasArrayInput(spirv)) return spirv;
  const m = new Module(spirv);
  const decorations = m.decorationsById();
  const entry = m.insns.find((w) => (w[0] & 0xffff) === OP_ENTRY_POINT && w[1] === MODEL_VERTEX);
  if (entry === undefined) return spirv;
  const int = m.int();
  const copies: number[][] = [];
  const firstFunction = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function);
  for (const w of m.insns.slice(0, firstFunction < 0 ? m.insns.length : firstFunction)) {
    if ((w[0] & 0xffff) !== OP.Variable || w[3] !== STORAGE_INPUT) continue;
    const decos = decorations.get(w[2]) ?? [];
    if (decos.some((d) => d[2] === DECORATION_BUILTIN)) continue;
    const location = decos.find((d) => d[2] === DECORATION_LOCATION);
    const array = m.defs.get(m.defs.get(w[1])?.[3] ?? -1);
    if (location === undefined || array === undefined || (array[0] & 0xffff) !== OP.TypeArray) continue;
    const length = m.defs.get(array[3]);
    if (length === undefined || (length[0] & 0xffff) !== OP.Constant) continue;
    const element = array[2];
    const component = decos.find((d) => d[2] === DECORATION_COMPONENT);
    const elements: number[] = [];
    for (let k = 0; k < length[3]; k++) {
      const id = m.id();
      elements.push(id);
      m.globals.push(ins(OP.Variable, m.pointer(STORAGE_INPUT, element), id, STORAGE_INPUT));
      // Annotations belong before the types: next to the array's own Location decoration.
      const extra = [ins(OP.Decorate, id, DECORATION_LOCATION, location[3] + k), ...(component ? [ins(OP.Decorate, id, DECORATION_COMPONENT, component[3])] : [])];
      m.insns.splice(m.insns.indexOf(location), 0, ...extra);
      const value = m.id();
      const target = m.id();
      copies.push(ins(OP.Load, element, value, id), ins(OP.AccessChain, m.pointer(STORAGE_PRIVATE, element), target, w[2], m.constant(int, k)),
        ins(OP_STORE, target, value));
    }
    // The array becomes Private (declared after its new pointer type), without its interface decorations.
    for (const d of [location, ...(component ? [component] : [])]) m.insns.splice(m.insns.indexOf(d), 1);
    m.insns.splice(m.insns.indexOf(w), 1);
    m.globals.push(ins(OP.Variable, m.pointer(STORAGE_PRIVATE, m.defs.get(w[1])![3]), w[2], STORAGE_PRIVATE));
    // The entry point's interface lists the element inputs instead of the array.
    let nameEnd = 3;
    while (nameEnd < entry.length && (entry[nameEnd] & 0xff000000) !== 0) nameEnd++; // the word with the name's NUL
    const at = entry.indexOf(w[2], nameEnd + 1);
    if (at > 0) entry.splice(at, 1, ...elements);
    entry[0] = (entry.length << 16) | OP_ENTRY_POINT;
  }
  if (copies.length === 0) return spirv;
  // The copies open the entry function's first block, after its local variables.
  const fn = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function && w[2] === entry[2]);
  let at = m.insns.findIndex((w, i) => i > fn && (w[0] & 0xffff) === OP_LABEL) + 1;
  while ((m.insns[at][0] & 0xffff) === OP.Variable) at++;
  m.insns.splice(at, 0, ...copies);
  return m.emit();
}
