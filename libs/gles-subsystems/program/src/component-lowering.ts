// ESSL has no layout(component) (SPIRV-Cross refuses the Component decoration for ES targets), so the varyings
// that ARB_enhanced_layouts packs into one location with it are given locations of their own here, on the SPIR-V
// of every stage of the program at once: both sides of an interface (one stage's outputs, the next stage's
// inputs) get the same new location for the same (location, component), so the driver still matches them by
// location. Each (patch, location, component > 0) moves to the first locations after every location the
// interface uses, in (patch, location, component) order, taking as many locations as its widest variable; the
// component-0 variables stay. The meaning is kept: the packing is invisible to the shaders, only the number of
// driver varying locations grows (GLES's MAX_VARYING_VECTORS is the limit).
//
// Fragment outputs keep their locations (they are the application's draw buffers): the variables packed into one
// location lose their Component decoration here, and after SPIRV-Cross (packFragmentOutputs) become globals,
// the shader's main becomes a function, and a new main calls it and writes each location's one vec4 output from
// them, component by component. Not lowered (SPIRV-Cross still refuses them): vertex inputs, arrays of packed
// fragment outputs, and a separable program's outer interfaces when the stage on the other side packs a location this
// one does not.
//
// Members of interface blocks (and of per-vertex block arrays: `out B { layout(location = 0, component = 3) float b[6];
// } v[]`) are varyings of their own here: each member that carries a Location (OpMemberDecorate) takes part in the
// interface like a variable, and its new location is written on the member. A block without member locations spans
// the sum of its members' locations, so nothing moves into it.
//
// SPIR-V layout: 5 header words, then instructions; word 0 of each is (wordCount << 16) | opcode.

const OP_DECORATE = 71;
const OP_VARIABLE = 59;
const OP_TYPE_POINTER = 32;
const OP_TYPE_ARRAY = 28;
const OP_TYPE_MATRIX = 24;
const OP_CONSTANT = 43;
const OP_FUNCTION = 54;
const OP_NAME = 5;
const OP_TYPE_INT = 21;
const OP_TYPE_FLOAT = 22;
const OP_TYPE_VECTOR = 23;
const DEC_LOCATION = 30;
const DEC_COMPONENT = 31;
const DEC_PATCH = 15;
const DEC_BLOCK = 2;
const OP_MEMBER_DECORATE = 72;
const OP_TYPE_STRUCT = 30;
const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;

interface Varying {
  id: number;
  /** For a block member: the block's structure type and the member's index (its decorations sit there). */
  member?: { struct: number; index: number };
  direction: 'in' | 'out';
  patch: boolean;
  location: number;
  component: number;
  /** Locations the variable takes (its per-vertex array dimension left out). */
  span: number;
  /** OpName ('' when none); for a scalar or vector (not an array): its width and scalar kind. */
  name: string;
  width: number;
  kind: 'float' | 'int' | 'uint' | null;
}

const ORDER = ['vertex', 'tessControl', 'tessEvaluation', 'geometry', 'fragment'];

function perVertex(stage: string, direction: 'in' | 'out'): boolean {
  return stage === 'tessControl' || (direction === 'in' && (stage === 'tessEvaluation' || stage === 'geometry'));
}

/** The Input / Output variables of a module that carry a Location, with their component and span. */
function readVaryings(stage: string, spirv: Uint32Array): Varying[] {
  const types = new Map<number, Uint32Array>();
  const constants = new Map<number, number>();
  const decorations = new Map<number, Map<number, number>>();
  const memberDecorations = new Map<string, Map<number, number>>(); // `${struct}/${member}` → decoration → value
  const structs = new Map<number, number[]>(); // structure type → member types
  const names = new Map<number, string>();
  const scalars = new Map<number, 'float' | 'int' | 'uint'>();
  const vectors = new Map<number, [number, number]>(); // vector type → [component type, count]
  const variables: { id: number; pointer: number; storage: number }[] = [];
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0) break;
    if (op === OP_FUNCTION) break;
    const w = spirv.subarray(i, i + count);
    if (op === OP_NAME) names.set(w[1], new TextDecoder().decode(new Uint8Array(w.buffer, w.byteOffset + 8, (count - 2) * 4)).replace(/\0.*$/s, ''));
    else if (op === OP_TYPE_FLOAT) scalars.set(w[1], 'float');
    else if (op === OP_TYPE_INT) scalars.set(w[1], w[3] ? 'int' : 'uint');
    else if (op === OP_TYPE_VECTOR) vectors.set(w[1], [w[2], w[3]]);
    else if (op === OP_DECORATE) {
      const d = decorations.get(w[1]) ?? new Map<number, number>();
      d.set(w[2], count > 3 ? w[3] : 1);
      decorations.set(w[1], d);
    } else if (op === OP_MEMBER_DECORATE) {
      const key = `${w[1]}/${w[2]}`;
      const d = memberDecorations.get(key) ?? new Map<number, number>();
      d.set(w[3], count > 4 ? w[4] : 1);
      memberDecorations.set(key, d);
    } else if (op === OP_TYPE_STRUCT) structs.set(w[1], Array.from(w.subarray(2)));
    else if (op === OP_TYPE_POINTER || op === OP_TYPE_ARRAY || op === OP_TYPE_MATRIX) types.set(w[1], w);
    else if (op === OP_CONSTANT) constants.set(w[2], w[3]);
    else if (op === OP_VARIABLE && (w[3] === STORAGE_INPUT || w[3] === STORAGE_OUTPUT)) variables.push({ id: w[2], pointer: w[1], storage: w[3] });
    i += count;
  }
  /** Locations a type takes, and the type left when the arrays / matrices are peeled (`skipOuter`: a per-vertex array). */
  const spanOf = (start: number, skipOuter: boolean): { span: number; inner: number } => {
    let type = start;
    let span = 1;
    let outer = skipOuter;
    for (let t = types.get(type); t !== undefined; t = types.get(type)) {
      const op = t[0] & 0xffff;
      if (op === OP_TYPE_ARRAY) {
        if (!outer) span *= constants.get(t[3]) ?? 1;
        outer = false;
      } else if (op === OP_TYPE_MATRIX) span *= t[3];
      else break;
      type = t[2];
    }
    const members = structs.get(type);
    if (members !== undefined) span *= members.reduce((sum, m) => sum + spanOf(m, false).span, 0);
    return { span, inner: type };
  };
  const out: Varying[] = [];
  for (const v of variables) {
    const d = decorations.get(v.id);
    const location = d?.get(DEC_LOCATION);
    if (location === undefined) continue;
    const direction = v.storage === STORAGE_INPUT ? 'in' : 'out';
    const patch = d!.has(DEC_PATCH);
    const type = types.get(v.pointer)?.[3] ?? 0;
    const { span, inner } = spanOf(type, !patch && perVertex(stage, direction));
    const members = structs.get(inner);
    if (members !== undefined && decorations.get(inner)?.has(DEC_BLOCK) && members.some((_, i) => memberDecorations.get(`${inner}/${i}`)?.has(DEC_LOCATION))) {
      // Members placed with their own locations: each is a varying of the interface (see the file comment). A member
      // without one follows the previous member.
      let at = location;
      members.forEach((memberType, index) => {
        const md = memberDecorations.get(`${inner}/${index}`);
        at = md?.get(DEC_LOCATION) ?? at;
        const memberSpan = spanOf(memberType, false).span;
        out.push({ id: v.id, member: { struct: inner, index }, direction, patch: patch || md?.has(DEC_PATCH) === true, location: at,
          component: md?.get(DEC_COMPONENT) ?? 0, span: memberSpan, name: '', width: 1, kind: null });
        at += memberSpan;
      });
      continue;
    }
    const vector = vectors.get(type);
    const kind = scalars.get(vector ? vector[0] : type) ?? null;
    const width = vector ? vector[1] : 1;
    out.push({ id: v.id, direction, patch, location, component: d!.get(DEC_COMPONENT) ?? 0, span, name: names.get(v.id) ?? '', width, kind });
  }
  return out;
}

/** The key a new location is recorded under: the variable's id, or `struct/member` for a block member. */
function targetOf(v: Varying): string {
  return v.member === undefined ? `${v.id}` : `${v.member.struct}/${v.member.index}`;
}

/** For each list of the interface: target (targetOf) → the variable's new location (its own when it stays). */
function relocate(interfaceVars: Varying[][]): Map<string, number>[] {
  const all = interfaceVars.flat();
  let next = all.reduce((m, v) => Math.max(m, v.location + v.span), 0);
  const keyOf = (v: Varying) => `${v.patch ? 1 : 0}/${v.location}/${v.component}`;
  const moved = [...new Set(all.filter((v) => v.component > 0).map(keyOf))].sort((a, b) => {
    const [pa, la, ca] = a.split('/').map(Number);
    const [pb, lb, cb] = b.split('/').map(Number);
    return pa - pb || la - lb || ca - cb;
  });
  const newLocation = new Map<string, number>();
  for (const key of moved) {
    newLocation.set(key, next);
    next += Math.max(...all.filter((v) => keyOf(v) === key).map((v) => v.span));
  }
  // Every variable of the interface is listed (its Component decoration goes, even `component = 0`).
  return interfaceVars.map((vars) => new Map(vars.map((v) => [targetOf(v), newLocation.get(keyOf(v)) ?? v.location])));
}

/** The module with the given variables' and members' Location rewritten and their Component decoration removed. */
function rewrite(spirv: Uint32Array, locations: ReadonlyMap<string, number>): Uint32Array {
  if (locations.size === 0) return spirv;
  const out: number[] = Array.from(spirv.subarray(0, 5));
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0) break;
    const w = Array.from(spirv.subarray(i, i + count));
    i += count;
    if ((w[0] & 0xffff) === OP_DECORATE && locations.has(`${w[1]}`)) {
      if (w[2] === DEC_COMPONENT) continue;
      if (w[2] === DEC_LOCATION) w[3] = locations.get(`${w[1]}`)!;
    }
    if ((w[0] & 0xffff) === OP_MEMBER_DECORATE && locations.has(`${w[1]}/${w[2]}`)) {
      if (w[3] === DEC_COMPONENT) continue;
      if (w[3] === DEC_LOCATION) w[4] = locations.get(`${w[1]}/${w[2]}`)!;
    }
    out.push(...w);
  }
  return Uint32Array.from(out);
}

/** A fragment output location whose variables packFragmentOutputs joins: the names and their components. */
export interface PackedOutput {
  location: number;
  kind: 'float' | 'int' | 'uint';
  parts: { name: string; component: number; width: number }[];
}

export interface ComponentLowering {
  spirv: Uint32Array[];
  /** The fragment stage's packed outputs, for packFragmentOutputs; empty when it has none. */
  fragmentOutputs: PackedOutput[];
}

/** The fragment outputs sharing a location through layout(component), when every one can be joined. */
function packedFragmentOutputs(outputs: Varying[]): { packed: PackedOutput[]; ids: number[] } {
  const byLocation = new Map<number, Varying[]>();
  for (const v of outputs) byLocation.set(v.location, [...(byLocation.get(v.location) ?? []), v]);
  const packed: PackedOutput[] = [];
  const ids: number[] = [];
  for (const [location, vars] of byLocation) {
    if (!vars.some((v) => v.component > 0)) continue;
    // Scalars and vectors of one kind with names SPIRV-Cross keeps; anything else stays as it was.
    const kind = vars[0].kind;
    if (kind === null || vars.some((v) => v.kind !== kind || v.span !== 1 || !/^[A-Za-z]\w*$/.test(v.name) || v.name.startsWith('gl_'))) continue;
    packed.push({ location, kind, parts: vars.map((v) => ({ name: v.name, component: v.component, width: v.width })) });
    ids.push(...vars.map((v) => v.id));
  }
  return { packed, ids };
}

/** Every graphics stage's SPIR-V with its packed varyings (layout(component)) unpacked to locations of their own. */
export function lowerComponentLayouts(stages: readonly { stage: string; spirv: Uint32Array }[]): ComponentLowering {
  const varyings = stages.map((s) => readVaryings(s.stage, s.spirv));
  if (!varyings.some((vs) => vs.some((v) => v.component > 0))) return { spirv: stages.map((s) => s.spirv), fragmentOutputs: [] };
  const locations = stages.map(() => new Map<string, number>());
  const fragment = stages.findIndex((s) => s.stage === 'fragment');
  let fragmentOutputs: PackedOutput[] = [];
  if (fragment >= 0) {
    const { packed, ids } = packedFragmentOutputs(varyings[fragment].filter((v) => v.direction === 'out'));
    fragmentOutputs = packed;
    const own = new Map(varyings[fragment].map((v) => [v.id, v.location]));
    for (const id of ids) locations[fragment].set(`${id}`, own.get(id)!); // the Component decoration goes, the location stays
  }
  const graphics = stages.map((s, i) => i).filter((i) => ORDER.includes(stages[i].stage));
  graphics.sort((a, b) => ORDER.indexOf(stages[a].stage) - ORDER.indexOf(stages[b].stage));
  // Interface k joins the outputs of graphics[k - 1] and the inputs of graphics[k]; the outer ends of the program
  // (a separable program's first inputs / last outputs other than vertex inputs and fragment outputs) stand alone.
  for (let k = 0; k <= graphics.length; k++) {
    const producer = k > 0 ? graphics[k - 1] : -1;
    const consumer = k < graphics.length ? graphics[k] : -1;
    const outs = producer >= 0 && stages[producer].stage !== 'fragment' ? varyings[producer].filter((v) => v.direction === 'out') : [];
    const ins = consumer >= 0 && stages[consumer].stage !== 'vertex' ? varyings[consumer].filter((v) => v.direction === 'in') : [];
    const [forOuts, forIns] = relocate([outs, ins]);
    for (const [id, l] of forOuts) locations[producer].set(id, l);
    for (const [id, l] of forIns) locations[consumer].set(id, l);
  }
  return { spirv: stages.map((s, i) => rewrite(s.spirv, locations[i])), fragmentOutputs };
}

const SWIZZLE = 'xyzw';

/**
 * The fragment ESSL with the packed outputs joined: each `layout(location = L) out T name;` of them becomes a global
 * `T name;`, one `layout(location = L) out vec4` per location is declared, main becomes `_mgpPackedMain`, and a new
 * main calls it and then writes each variable into its components. The ESSL as it was when a declaration is not
 * found as expected.
 */
export function packFragmentOutputs(essl: string, outputs: readonly PackedOutput[]): string {
  if (outputs.length === 0) return essl;
  let text = essl;
  const writes: string[] = [];
  const declarations: string[] = [];
  for (const o of outputs) {
    const out = `_mgpPackedOut${o.location}`;
    for (const p of o.parts) {
      const decl = new RegExp(`^layout\\(location = ${o.location}\\) out ((?:(?:highp|mediump|lowp) )?\\w+ ${p.name};)$`, 'm');
      if (!decl.test(text)) return essl;
      text = text.replace(decl, '$1');
      writes.push(`    ${out}.${SWIZZLE.slice(p.component, p.component + p.width)} = ${p.name};`);
    }
    const vec4 = o.kind === 'float' ? 'vec4' : o.kind === 'int' ? 'ivec4' : 'uvec4';
    declarations.push(`layout(location = ${o.location}) out highp ${vec4} ${out};`);
  }
  const main = /^void main\(\)$/m;
  if (!main.test(text)) return essl;
  text = text.replace(main, 'void _mgpPackedMain()');
  return `${text}\n${declarations.join('\n')}\nvoid main()\n{\n    _mgpPackedMain();\n${writes.join('\n')}\n}\n`;
}
