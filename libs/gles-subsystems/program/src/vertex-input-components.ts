// Vertex inputs packed into one location with layout(component) (ARB_enhanced_layouts: `layout(location = 1,
// component = 1) in vec3 gba; layout(location = 1) in float red;` read one attribute's x and yzw). ESSL has no
// component qualifier and SPIRV-Cross refuses the Component decoration for ES, so before SPIRV-Cross each location
// whose inputs carry a Component becomes one 4-component input of their scalar type at that location, and each of
// those inputs a Private variable of its own type that the entry point fills from the components it named, before
// anything else runs (inputs are read-only: the copy is exact; the same scheme as vertex-input-arrays.ts, which
// runs first, so an array input's elements arrive here as inputs of their own, Component kept). A location whose
// inputs are not all scalars / vectors of one 32-bit scalar type is left as it was (the build then says why).
import { Module, OP, ins } from './spirv-lowering.ts';

const OP_ENTRY_POINT = 15;
const OP_STORE = 62;
const OP_LABEL = 248;
const OP_VECTOR_SHUFFLE = 79;
const STORAGE_INPUT = 1;
const STORAGE_PRIVATE = 6;
const DECORATION_BUILTIN = 11;
const DECORATION_LOCATION = 30;
const DECORATION_COMPONENT = 31;
const MODEL_VERTEX = 0;

/** Whether the module has a Component decoration at all (cheap test before parsing). */
function hasComponent(spirv: Uint32Array): boolean {
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || op === OP.Function) return false;
    if (op === OP.Decorate && spirv[i + 2] === DECORATION_COMPONENT) return true;
    i += count;
  }
  return false;
}

interface Input {
  variable: number[];
  decorations: number[][];
  type: number;
  component: number;
  width: number;
}

/** The vertex stage's component-packed inputs merged per location (see the file comment); the input otherwise. */
export function mergeVertexInputComponents(spirv: Uint32Array, stage: string): Uint32Array {
  if (stage !== 'vertex' || !hasComponent(spirv)) return spirv;
  const m = new Module(spirv);
  const entry = m.insns.find((w) => (w[0] & 0xffff) === OP_ENTRY_POINT && w[1] === MODEL_VERTEX);
  if (entry === undefined) return spirv;
  const decorations = m.decorationsById();
  const firstFunction = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function);
  const byLocation = new Map<number, Input[]>();
  for (const w of m.insns.slice(0, firstFunction < 0 ? m.insns.length : firstFunction)) {
    if ((w[0] & 0xffff) !== OP.Variable || w[3] !== STORAGE_INPUT) continue;
    const decos = decorations.get(w[2]) ?? [];
    const location = decos.find((d) => d[2] === DECORATION_LOCATION);
    if (location === undefined || decos.some((d) => d[2] === DECORATION_BUILTIN)) continue;
    const type = m.defs.get(w[1])?.[3] ?? -1;
    const component = decos.find((d) => d[2] === DECORATION_COMPONENT)?.[3] ?? 0;
    const list = byLocation.get(location[3]) ?? [];
    list.push({ variable: w, decorations: decos, type, component, width: widthOf(m, type) });
    byLocation.set(location[3], list);
  }
  const copies: number[][] = [];
  const privatized = new Set<number>();
  for (const [location, inputs] of byLocation) {
    if (!inputs.some((i) => i.component > 0)) continue;
    const scalar = scalarOf(m, inputs[0].type);
    if (scalar < 0 || inputs.some((i) => scalarOf(m, i.type) !== scalar || i.component + i.width > 4)) continue;
    const vec4 = m.vec(scalar, 4);
    const merged = m.id();
    m.globals.push(ins(OP.Variable, m.pointer(STORAGE_INPUT, vec4), merged, STORAGE_INPUT));
    const firstDecoration = m.insns.indexOf(inputs[0].decorations[0]);
    m.insns.splice(firstDecoration, 0, ins(OP.Decorate, merged, DECORATION_LOCATION, location));
    const value = m.id();
    copies.push(ins(OP.Load, vec4, value, merged));
    for (const input of inputs) {
      const id = input.variable[2];
      const part = m.id();
      const lanes = Array.from({ length: input.width }, (_, k) => input.component + k);
      copies.push(input.width === 1 ? ins(OP.CompositeExtract, input.type, part, value, lanes[0])
        : ins(OP_VECTOR_SHUFFLE, input.type, part, value, value, ...lanes));
      copies.push(ins(OP_STORE, id, part));
      // The input becomes Private (declared after its new pointer type), without its interface decorations.
      for (const d of input.decorations) if (d[2] === DECORATION_LOCATION || d[2] === DECORATION_COMPONENT) m.insns.splice(m.insns.indexOf(d), 1);
      m.insns.splice(m.insns.indexOf(input.variable), 1);
      m.globals.push(ins(OP.Variable, m.pointer(STORAGE_PRIVATE, input.type), id, STORAGE_PRIVATE));
      privatized.add(id);
    }
    // The entry point's interface lists the merged input instead of the packed ones.
    let nameEnd = 3;
    while (nameEnd < entry.length && (entry[nameEnd] & 0xff000000) !== 0) nameEnd++; // the word with the name's NUL
    const kept = entry.slice(nameEnd + 1).filter((id) => !privatized.has(id));
    entry.splice(nameEnd + 1, entry.length, ...kept, merged);
    entry[0] = (entry.length << 16) | OP_ENTRY_POINT;
  }
  if (copies.length === 0) return spirv;
  // Access chains into a now-Private vector point into Private storage.
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if ((op === OP.AccessChain || op === OP.InBoundsAccessChain) && privatized.has(w[3])) {
      w[1] = m.pointer(STORAGE_PRIVATE, m.defs.get(w[1])?.[3] ?? -1);
    }
  }
  // The copies open the entry function's first block, after its local variables.
  const fn = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function && w[2] === entry[2]);
  let at = m.insns.findIndex((w, i) => i > fn && (w[0] & 0xffff) === OP_LABEL) + 1;
  while ((m.insns[at][0] & 0xffff) === OP.Variable) at++;
  m.insns.splice(at, 0, ...copies);
  return m.emit();
}

/** The 32-bit scalar type of a scalar or vector type; -1 for anything else. */
function scalarOf(m: Module, type: number): number {
  const t = m.defs.get(type);
  if (t === undefined) return -1;
  const op = t[0] & 0xffff;
  if (op === OP.TypeVector) return scalarOf(m, t[2]);
  return (op === OP.TypeFloat || op === OP.TypeInt) && t[2] === 32 ? type : -1;
}

function widthOf(m: Module, type: number): number {
  const t = m.defs.get(type);
  return t !== undefined && (t[0] & 0xffff) === OP.TypeVector ? t[3] : 1;
}
