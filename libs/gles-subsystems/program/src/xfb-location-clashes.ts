// Captured outputs that share a Location with another output of the capture stage. An ARB_gl_spirv module may give
// an output block that only transform feedback reads the Location of another output (piglit arb_gl_spirv
// execution/xfb/vs_block: block `x` and `color` both at Location 0): Mesa's desktop link does not check a SPIR-V
// stage's output locations against each other, and GL's capture does not go by location (the XfbBuffer / Offset
// decorations say what is captured). The GLES link of the ESSL SPIRV-Cross writes refuses it ("vertex shader has
// multiple outputs explicitly assigned to location 0 and component 0"). Such an output, when no later stage reads
// any of its locations, is needed only by the capture: xfb-capture-lowering.ts makes it a Private variable and its
// synthesized capture arrays read it, so the stage's interface keeps the other output alone at that location.
// An output a later stage does read at one of its locations is left as it is (which of the two it would get is
// not something this pass can decide; the driver's link refusal stays).
import { locationsOf } from './patch-locations.ts';
import { Module, OP } from './spirv-lowering.ts';

const OP_MEMBER_DECORATE = 72;
const OP_TYPE_STRUCT = 30;
const STORAGE_INPUT = 1;
const STORAGE_OUTPUT = 3;
const DECORATION_LOCATION = 30;

const op = (w: number[]): number => w[0] & 0xffff;

/** The locations each variable of `storage` takes: [first, end) ranges, from its Location or its block members' Locations. */
function locationRanges(m: Module, storage: number): Map<number, [number, number][]> {
  const located = new Map<number, number>();
  const memberLocations = new Map<string, number>();
  for (const w of m.insns) {
    if (op(w) === OP.Decorate && w[2] === DECORATION_LOCATION) located.set(w[1], w[3]);
    if (op(w) === OP_MEMBER_DECORATE && w[3] === DECORATION_LOCATION) memberLocations.set(`${w[1]}:${w[2]}`, w[4]);
  }
  const out = new Map<number, [number, number][]>();
  for (const w of m.insns) {
    if (op(w) === OP.Function) break;
    if (op(w) !== OP.Variable || w[3] !== storage) continue;
    const type = m.defs.get(w[1])?.[3] ?? -1;
    const at = located.get(w[2]);
    if (at !== undefined) {
      out.set(w[2], [[at, at + locationsOf(m, type)]]);
      continue;
    }
    // A block whose members carry the locations (GLSL 4.50 §4.4.1: a member without one follows the previous member).
    const t = m.defs.get(type);
    if (t === undefined || op(t) !== OP_TYPE_STRUCT) continue;
    const ranges: [number, number][] = [];
    let next: number | undefined;
    for (let i = 2; i < t.length; i++) {
      const first = memberLocations.get(`${type}:${i - 2}`) ?? next;
      if (first === undefined) continue;
      next = first + locationsOf(m, t[i]);
      ranges.push([first, next]);
    }
    if (ranges.length > 0) out.set(w[2], ranges);
  }
  return out;
}

/** The locations the stage after the capture stage reads (its Input variables'); empty for none. */
export function inputLocations(spirv: Uint32Array): Set<number> {
  const out = new Set<number>();
  for (const ranges of locationRanges(new Module(spirv), STORAGE_INPUT).values()) {
    for (const [first, end] of ranges) for (let l = first; l < end; l++) out.add(l);
  }
  return out;
}

/**
 * The captured output variables (`captured`) whose locations overlap another output's and that the next stage reads at
 * none of their locations (`consumed`): the ones to make Private (see the file comment).
 */
export function clashingCaptures(m: Module, captured: ReadonlySet<number>, consumed: ReadonlySet<number>): number[] {
  const ranges = locationRanges(m, STORAGE_OUTPUT);
  const overlaps = (a: [number, number][], b: [number, number][]) => a.some(([f, e]) => b.some(([g, h]) => f < h && g < e));
  const out: number[] = [];
  for (const id of captured) {
    const own = ranges.get(id);
    if (own === undefined) continue;
    const read = own.some(([first, end]) => Array.from({ length: end - first }, (_, k) => first + k).some((l) => consumed.has(l)));
    if (read) continue;
    if ([...ranges].some(([other, theirs]) => other !== id && overlaps(own, theirs))) out.push(id);
  }
  return out;
}
