// Arrays of scalar varyings packed four elements to a location, as desktop GL's linkers pack varyings. GL counts a
// stage's inputs and outputs in components (gl_MaxVertexOutputComponents and the like), so `out blk { float f[64]; }`
// fits a 64-component limit; the front end gives every varying a Location, and a located varying takes one location
// per array element (Mesa never packs an explicitly located varying, and checks location + elements against the
// stage's MAX_*_COMPONENTS / 4), so the driver needs 64 locations where it has 16 ("Invalid location 0 in vertex
// shader"). Here, on the SPIR-V of every stage of the program at once, an interface (one stage's outputs and the next
// stage's inputs) that needs more locations than either stage has is packed:
// - each variable or block member that is an array of 32-bit scalars, `T a[n]`, declared at the same location with
//   the same type on both sides, becomes `vecN(T) a[ceil(n / 4)]` (vec4 / ivec4 / uvec4), element i at component
//   i % 4 of element i / 4; every access chain to an element gets its index split in two (`>> 2`, `& 3`; folded for
//   constants). Only chains that reach an element are handled: a variable used otherwise (a whole-array copy, a
//   function argument) is not packed, on either side.
// - every location of the interface after a packed array moves down by the locations the array gave up, on both
//   sides alike (variables and explicitly placed block members), so what followed it still matches.
// An interface that fits is left alone: packing changes the names and types the driver sees (transform feedback
// and reflection go by them), which only a program that could not link otherwise should pay for. Outer interfaces of
// a separable program (no stage on the other side here), per-patch varyings, vectors, matrices and arrays of arrays
// are not packed.
import { ins, Module, OP } from './spirv-lowering.ts';

const OP_TYPE_STRUCT = 30;
const OP_MEMBER_NAME = 6;
const OP_MEMBER_DECORATE = 72;
const OP_SHIFT_RIGHT_LOGICAL = 194;
const OP_SHIFT_RIGHT_ARITHMETIC = 195;
const OP_BITWISE_AND = 199;
const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;
const DEC_BLOCK = 2;
const DEC_BUILTIN = 11;
const DEC_PATCH = 15;
const DEC_LOCATION = 30;
const DEC_COMPONENT = 31;

const ORDER = ['vertex', 'tessControl', 'tessEvaluation', 'geometry', 'fragment'];

export type InterfaceDirection = 'in' | 'out';
/** The driver's locations for a stage's inputs or outputs (its MAX_*_COMPONENTS / 4). */
export type SlotLimit = (stage: string, direction: InterfaceDirection) => number;

/** One located thing of an interface: a variable, or a member of a block variable. */
interface Item {
  variable: number;
  /** The member's index, -1 for the variable itself. */
  member: number;
  location: number;
  span: number;
  /** For an array of 32-bit scalars: its scalar type's key ('f', 'i', 'u'), its length and its element type id. */
  scalar?: { key: string; length: number; element: number };
}

interface Side {
  m: Module;
  stage: string;
  direction: InterfaceDirection;
  items: Item[];
  /** Variables that can be rewritten (every use an access chain reaching an element of each packed-candidate array). */
  chainsOnly: Set<number>;
}

const isPerVertex = (stage: string, direction: InterfaceDirection) =>
  stage === 'tessControl' || (direction === 'in' && (stage === 'tessEvaluation' || stage === 'geometry'));

function decorationsOf(m: Module): { dec: Map<number, Map<number, number>>; member: Map<string, Map<number, number>> } {
  const dec = new Map<number, Map<number, number>>();
  const member = new Map<string, Map<number, number>>();
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP.Decorate) dec.set(w[1], (dec.get(w[1]) ?? new Map()).set(w[2], w[3] ?? 1));
    else if (op === OP_MEMBER_DECORATE) member.set(`${w[1]}/${w[2]}`, (member.get(`${w[1]}/${w[2]}`) ?? new Map()).set(w[3], w[4] ?? 1));
  }
  return { dec, member };
}

/** Locations a type takes (arrays, matrices, structures), and its 32-bit scalar array shape when it is one. */
function shape(m: Module, type: number): { span: number; scalar?: Item['scalar'] } {
  const t = m.defs.get(type);
  if (t === undefined) return { span: 1 };
  const op = t[0] & 0xffff;
  if (op === OP.TypeArray) {
    const length = m.defs.get(t[3])?.[3] ?? 1;
    const e = m.defs.get(t[2]);
    const eop = e === undefined ? -1 : e[0] & 0xffff;
    const scalar = e !== undefined && e[2] === 32 && (eop === OP.TypeFloat || eop === OP.TypeInt)
      ? { key: eop === OP.TypeFloat ? 'f' : e[3] ? 'i' : 'u', length, element: e[1] } : undefined;
    return { span: length * shape(m, t[2]).span, scalar };
  }
  if (op === 24 /* OpTypeMatrix */) return { span: t[3] };
  if (op === OP_TYPE_STRUCT) return { span: t.slice(2).reduce((s, member) => s + shape(m, member).span, 0) };
  return { span: 1 };
}

/** The located inputs or outputs of a stage (per-patch and built-in ones left out), and which can be rewritten. */
function readSide(stage: string, spirv: Uint32Array, direction: InterfaceDirection): Side {
  const m = new Module(spirv);
  const { dec, member } = decorationsOf(m);
  const storage = direction === 'in' ? STORAGE_INPUT : STORAGE_OUTPUT;
  const items: Item[] = [];
  const variables = new Map<number, number>(); // variable → the type its elements / members are read from
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP.Function) break;
    if (op !== OP.Variable || w[3] !== storage) continue;
    const d = dec.get(w[2]);
    const location = d?.get(DEC_LOCATION);
    if (location === undefined || d!.has(DEC_BUILTIN) || d!.has(DEC_PATCH) || d!.has(DEC_COMPONENT)) continue;
    let type = m.defs.get(w[1])![3];
    if (isPerVertex(stage, direction)) type = m.defs.get(type)![2];
    variables.set(w[2], type);
    const t = m.defs.get(type)!;
    if ((t[0] & 0xffff) === OP_TYPE_STRUCT && dec.get(type)?.has(DEC_BLOCK)) {
      let at = location;
      t.slice(2).forEach((memberType, index) => {
        const md = member.get(`${type}/${index}`);
        if (md?.has(DEC_PATCH) || md?.has(DEC_COMPONENT)) return;
        at = md?.get(DEC_LOCATION) ?? at;
        const s = shape(m, memberType);
        items.push({ variable: w[2], member: index, location: at, span: s.span, scalar: s.scalar });
        at += s.span;
      });
    } else {
      const s = shape(m, type);
      items.push({ variable: w[2], member: -1, location, span: s.span, scalar: s.scalar });
    }
  }
  // A variable can be rewritten when each of its uses is an access chain that reaches an element of its scalar arrays.
  const chainsOnly = new Set(variables.keys());
  const first = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Function);
  for (let k = first < 0 ? m.insns.length : first; k < m.insns.length; k++) {
    const w = m.insns[k];
    const op = w[0] & 0xffff;
    for (let i = 1; i < w.length; i++) {
      if (!variables.has(w[i])) continue;
      const chain = (op === OP.AccessChain || op === OP.InBoundsAccessChain) && i === 3;
      if (!chain || elementAt(m, w, isPerVertex(stage, direction), items.filter((it) => it.variable === w[i] && it.scalar)) === null) chainsOnly.delete(w[i]);
    }
  }
  return { m, stage, direction, items, chainsOnly };
}

/**
 * For an access chain on a variable: 'other' when it does not go into any of `arrays`, the word index of its element
 * index when it reaches one of their elements (and stops there), null when it stops short of one or goes past it.
 */
function elementAt(m: Module, w: number[], perVertex: boolean, arrays: Item[]): number | 'other' | null {
  let at = 4 + (perVertex ? 1 : 0);
  if (arrays.length === 0) return 'other';
  if (arrays[0].member >= 0) {
    if (at >= w.length) return null; // the whole block
    const member = m.defs.get(w[at])?.[3];
    if (!arrays.some((a) => a.member === member)) return 'other';
    at++;
  }
  return at === w.length - 1 ? at : null;
}

const key = (it: Item) => `${it.member < 0 ? 'v' : 'm'}${it.location}`;

/** Every graphics stage's SPIR-V, with the interfaces that need more locations than the driver has packed. */
export function packVaryingArrays(stages: readonly { stage: string; spirv: Uint32Array }[], limit: SlotLimit): Uint32Array[] {
  const out = stages.map((s) => s.spirv);
  const graphics = stages.map((_, i) => i).filter((i) => ORDER.includes(stages[i].stage))
    .sort((a, b) => ORDER.indexOf(stages[a].stage) - ORDER.indexOf(stages[b].stage));
  for (let k = 1; k < graphics.length; k++) {
    const [p, c] = [graphics[k - 1], graphics[k]];
    const used = (s: Side) => s.items.reduce((max, it) => Math.max(max, it.location + it.span), 0);
    const producer = readSide(stages[p].stage, out[p], 'out');
    const consumer = readSide(stages[c].stage, out[c], 'in');
    if (used(producer) <= limit(producer.stage, 'out') && used(consumer) <= limit(consumer.stage, 'in')) continue;
    // Arrays packed: the same location, scalar type and length on both sides, each side's variable rewritable.
    const theirs = new Map(consumer.items.map((it) => [key(it), it]));
    const packed: { location: number; span: number; length: number }[] = [];
    for (const it of producer.items) {
      const other = theirs.get(key(it));
      if (it.scalar === undefined || it.scalar.length < 2 || other?.scalar === undefined) continue;
      if (other.scalar.key !== it.scalar.key || other.scalar.length !== it.scalar.length) continue;
      if (!producer.chainsOnly.has(it.variable) || !consumer.chainsOnly.has(other.variable)) continue;
      packed.push({ location: it.location, span: it.span, length: Math.ceil(it.scalar.length / 4) });
    }
    // A location inside the locations a packed array gives up belongs to something aliasing it: leave the interface.
    const all = [...producer.items, ...consumer.items];
    const freed = (l: number) => packed.some((a) => l >= a.location + a.length && l < a.location + a.span);
    if (packed.length === 0 || all.some((it) => freed(it.location))) continue;
    const moved = (l: number) => l - packed.reduce((n, a) => n + (a.location + a.span <= l ? a.span - a.length : 0), 0);
    const packedAt = new Set(packed.map((a) => a.location));
    out[p] = rewriteSide(producer, packedAt, moved);
    out[c] = rewriteSide(consumer, packedAt, moved);
  }
  return out;
}

/** The side's module with the arrays at `packedAt` packed and every interface location moved (see the file comment). */
function rewriteSide(side: Side, packedAt: ReadonlySet<number>, moved: (l: number) => number): Uint32Array {
  const { m } = side;
  const perVertex = isPerVertex(side.stage, side.direction);
  const storage = side.direction === 'in' ? STORAGE_INPUT : STORAGE_OUTPUT;
  const uint = m.uint();
  const interfaceVariables = new Set(side.items.map((it) => it.variable));
  const packedItems = side.items.filter((it) => it.scalar !== undefined && packedAt.has(it.location));
  const annotations: number[][] = [];
  const debug: number[][] = [];
  for (const variable of new Set(packedItems.map((it) => it.variable))) {
    const items = packedItems.filter((it) => it.variable === variable);
    const w = m.insns.find((x) => (x[0] & 0xffff) === OP.Variable && x[2] === variable)!;
    const outer = m.defs.get(m.defs.get(w[1])![3])!;
    const inner = perVertex ? m.defs.get(outer[2])! : outer;
    const packedArray = (it: Item) => {
      const array = m.id();
      m.globals.push(ins(OP.TypeArray, array, m.vec(it.scalar!.element, 4), m.constant(uint, Math.ceil(it.scalar!.length / 4))));
      return array;
    };
    let type: number;
    if (items[0].member < 0) type = packedArray(items[0]);
    else {
      // A new block type with the packed members retyped; the old one's names and decorations copied to it.
      const members = inner.slice(2);
      for (const it of items) members[it.member] = packedArray(it);
      type = m.id();
      m.globals.push(ins(OP_TYPE_STRUCT, type, ...members));
      for (const x of m.insns) {
        const op = x[0] & 0xffff;
        if ((op === OP_MEMBER_NAME || op === OP.Name) && x[1] === inner[1]) debug.push([x[0], type, ...x.slice(2)]);
        if ((op === OP_MEMBER_DECORATE || op === OP.Decorate) && x[1] === inner[1]) annotations.push([x[0], type, ...x.slice(2)]);
      }
    }
    if (perVertex) {
      const array = m.id();
      m.globals.push(ins(OP.TypeArray, array, type, outer[3]));
      type = array;
    }
    // The variable moves after its new type (a type is declared before its use).
    m.insns.splice(m.insns.indexOf(w), 1);
    m.globals.push([w[0], m.pointer(storage, type), w[2], ...w.slice(3)]);
  }
  const rewritten: number[][] = [];
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    const items = (op === OP.AccessChain || op === OP.InBoundsAccessChain) ? packedItems.filter((it) => it.variable === w[3]) : [];
    const at = items.length > 0 ? elementAt(m, w, perVertex, items) : 'other';
    if (typeof at !== 'number') { rewritten.push(w); continue; }
    const index = w[at];
    const indexType = m.typeOf.get(index)!;
    const constant = m.defs.get(index);
    let high: number, low: number;
    if (constant !== undefined && (constant[0] & 0xffff) === OP.Constant) {
      high = m.constant(indexType, constant[3] >>> 2);
      low = m.constant(indexType, constant[3] & 3);
    } else {
      high = m.id(); low = m.id();
      const signed = m.defs.get(indexType)?.[3] === 1;
      rewritten.push(ins(signed ? OP_SHIFT_RIGHT_ARITHMETIC : OP_SHIFT_RIGHT_LOGICAL, indexType, high, index, m.constant(indexType, 2)),
        ins(OP_BITWISE_AND, indexType, low, index, m.constant(indexType, 3)));
    }
    rewritten.push(ins(op, ...w.slice(1, at), high, low));
  }
  // Every location of the interface moved; the copied decorations of new block types with them.
  const structs = new Set(side.items.filter((it) => it.member >= 0).map((it) => m.defs.get(blockOf(m, it.variable, perVertex))![1]));
  const relocate = (w: number[]) => {
    const op = w[0] & 0xffff;
    if (op === OP.Decorate && w[2] === DEC_LOCATION && interfaceVariables.has(w[1])) w[3] = moved(w[3]);
    if (op === OP_MEMBER_DECORATE && w[3] === DEC_LOCATION && (structs.has(w[1]) || annotations.includes(w))) w[4] = moved(w[4]);
  };
  for (const w of rewritten) relocate(w);
  for (const w of annotations) relocate(w);
  const isType = (op: number) => op >= 19 && op <= 39;
  rewritten.splice(rewritten.findIndex((w) => isType(w[0] & 0xffff)), 0, ...annotations);
  const annotationsAt = rewritten.findIndex((w) => { const op = w[0] & 0xffff; return op >= 71 && op <= 75; });
  rewritten.splice(annotationsAt, 0, ...debug);
  m.insns.length = 0;
  m.insns.push(...rewritten);
  return m.emit();
}

/** The block type a block variable's members are declared in (its per-vertex array element, or its own type). */
function blockOf(m: Module, variable: number, perVertex: boolean): number {
  const w = m.defs.get(variable)!;
  const type = m.defs.get(w[1])![3];
  return perVertex ? m.defs.get(type)![2] : type;
}

