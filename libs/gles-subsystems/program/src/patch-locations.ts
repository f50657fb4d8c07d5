// Locations of per-patch tessellation varyings. The front end's location resolver (glslang's GLSL I/O mapper) numbers
// a program's varyings in one space, so the control stage's `patch out` variables come after its per-vertex outputs
// (a block of 31 per-vertex floats puts the first patch array at location 31). A GLES driver checks explicit
// locations against its output limit relative to the per-patch base (Mesa: location - VARYING_SLOT_PATCH0 + slots
// must stay within MAX_TESS_CONTROL_OUTPUT_COMPONENTS / 4, "Invalid location 31 in tessellation control shader"),
// yet explicit per-patch and per-vertex locations may not alias either (one table of explicit locations): a program
// whose per-vertex and per-patch varyings together need more than those 32 locations links only with implicit
// per-patch locations, as it does on desktop GL, where the driver assigns them in a space of their own.
// So here the per-patch variables of the control stage's outputs and the evaluation stage's inputs lose their
// Location and match by name, as GLSL matches varyings without a location: every pair with the same name and the
// same location (the front end's resolver gives both sides one location per name) and every output no input of
// another name reads. An input whose location the other side gives to a variable of another name (explicit
// locations matching across names) keeps its Location, and so do the variables it matches. Done only where the
// program has both stages (a separable program's stage is built alone and keeps the front end's locations).
import { Module, OP, readString } from './spirv-lowering.ts';

const OP_TYPE_MATRIX = 24;
const OP_TYPE_STRUCT = 30;
const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;
const DECORATION_BLOCK = 2;
const DECORATION_PATCH = 15;
const DECORATION_LOCATION = 30;

/** Locations a value of type `id` takes (GL 4.5 §11.1.2.1: a column or vector each; arrays and structures summed). */
export function locationsOf(m: Module, id: number): number {
  const t = m.defs.get(id);
  if (t === undefined) return 1;
  const op = t[0] & 0xffff;
  if (op === OP.TypeArray) {
    const length = m.defs.get(t[3]);
    return (length !== undefined && (length[0] & 0xffff) === OP.Constant ? length[3] : 1) * locationsOf(m, t[2]);
  }
  if (op === OP_TYPE_MATRIX) return t[3] * locationsOf(m, t[2]);
  if (op === OP_TYPE_STRUCT) return t.slice(2).reduce((sum, member) => sum + locationsOf(m, member), 0);
  return 1; // a scalar or a vector (GLES has no 64-bit types that would take two)
}

interface PatchLocation {
  decoration: number[];
  name: string;
  location: number;
  span: number;
}

/** The Location decorations of a module's patch variables of one storage class, with their names and spans. */
function patchLocations(m: Module, storage: number): PatchLocation[] {
  const patch = new Set<number>();
  const blocks = new Set<number>();
  const names = new Map<number, string>();
  for (const w of m.insns) {
    if ((w[0] & 0xffff) === OP.Decorate && w[2] === DECORATION_PATCH) patch.add(w[1]);
    if ((w[0] & 0xffff) === OP.Decorate && w[2] === DECORATION_BLOCK) blocks.add(w[1]);
    if ((w[0] & 0xffff) === OP.Name) names.set(w[1], readString(w, 2));
  }
  const variables = new Map<number, number>(); // patch variable → its type
  for (const w of m.insns) {
    if ((w[0] & 0xffff) === OP.Variable && w[3] === storage && patch.has(w[2])) variables.set(w[2], m.defs.get(w[1])?.[3] ?? -1);
  }
  const out: PatchLocation[] = [];
  for (const w of m.insns) {
    if ((w[0] & 0xffff) !== OP.Decorate || w[2] !== DECORATION_LOCATION || !variables.has(w[1])) continue;
    // A block matches by its block name, not the variable's: those keep their locations (not seen to overflow).
    if (blocks.has(variables.get(w[1])!)) continue;
    out.push({ decoration: w, name: names.get(w[1]) ?? '', location: w[3], span: locationsOf(m, variables.get(w[1])!) });
  }
  return out.filter((v) => v.name !== '');
}


/**
 * The program's stages (SPIR-V, in the artifact's order) with the per-patch Location decorations of the control
 * stage's outputs and the evaluation stage's inputs dropped where names match them (see the file comment); the same
 * array when there is nothing to do.
 */
export function dropPatchLocations(stages: readonly { stage: string; spirv: Uint32Array }[]): Uint32Array[] {
  const spirv = stages.map((s) => s.spirv);
  const tcs = stages.findIndex((s) => s.stage === 'tessControl');
  const tes = stages.findIndex((s) => s.stage === 'tessEvaluation');
  if (tcs < 0 || tes < 0) return spirv;
  const modules = [new Module(spirv[tcs]), new Module(spirv[tes])];
  const [outputs, inputs] = [patchLocations(modules[0], STORAGE_OUTPUT), patchLocations(modules[1], STORAGE_INPUT)];
  if (outputs.length === 0 && inputs.length === 0) return spirv;
  // Locations read by name-mismatched inputs keep their decorations on both sides.
  const named = new Set(outputs.map((o) => `${o.name}@${o.location}`));
  const kept = new Set<number>();
  for (const i of inputs) {
    if (!named.has(`${i.name}@${i.location}`)) for (let k = 0; k < i.span; k++) kept.add(i.location + k);
  }
  const overlapsKept = (v: PatchLocation) => Array.from({ length: v.span }, (_, k) => v.location + k).some((l) => kept.has(l));
  [outputs, inputs].forEach((list, side) => {
    const drop = new Set(list.filter((v) => !overlapsKept(v)).map((v) => v.decoration));
    if (drop.size === 0) return;
    const m = modules[side];
    const rest = m.insns.filter((w) => !drop.has(w));
    m.insns.length = 0;
    m.insns.push(...rest);
    spirv[side === 0 ? tcs : tes] = m.emit();
  });
  return spirv;
}
