// Storage images both read and written (desktop GL: any format; ESSL 3.20 §4.10: an image uniform of a format other
// than r32f / r32i / r32ui must be `readonly` or `writeonly`, and the driver rejects the stage otherwise). Such an
// image becomes two declarations of the same image: the original variable, now NonWritable (`readonly`), keeps its
// unit and every load that feeds an imageLoad / imageSize / imageSamples; a new variable `<name>_mgpWrite`, NonReadable
// (`writeonly`) at a synthesized extra driver unit, takes every load that feeds an imageStore. The backend binds the
// image unit the application bound to both driver units (BackendProgram.images gets a second slot with the same front
// location), so GL's view stays one image uniform with one binding.
//
// Aliasing (GLES 3.2 §7.11.1 shader memory access ordering; ESSL 3.20 §4.10 memory qualifiers): within one
// invocation, reads and writes of the same memory are observed in program order whatever image variable they go
// through, unless a variable is `restrict`, which lets the compiler assume no other variable reaches that memory. Both
// halves reach the same texel memory, so neither keeps Restrict (a `restrict` original loses an optimisation hint,
// nothing it guarantees); `coherent` / `volatile` are copied to both, so accesses from other invocations are ordered
// as the original declaration ordered them. The two units are bound to the same texture level / layer with the same
// format, which GLES allows (§8.23: a texture may be bound to several image units).
//
// Split only what can be split exactly: a non-array image variable whose every use is an OpLoad, each load feeding
// only reads / size queries or only writes. Image atomics (OpImageTexelPointer) exist only for r32 formats, which
// need no split. Anything else is refused with a reason (the caller logs it, and the driver then refuses the stage).
import { ins, Module, OP, readString, stringWords } from './spirv-lowering.ts';

const OP_IMAGE_READ = 98;
const OP_IMAGE_WRITE = 99;
const OP_IMAGE_QUERY_SIZE = 104;
const OP_IMAGE_QUERY_SAMPLES = 107;
const DECORATION_RESTRICT = 19;
const DECORATION_LOCATION = 30;
const DECORATION_NON_WRITABLE = 24;
const DECORATION_NON_READABLE = 25;
const DECORATION_BINDING = 33;
const STORAGE_UNIFORM_CONSTANT = 0;
/** SPIR-V ImageFormat R32f, R32i, R32ui: ESSL lets these be read and written through one variable. */
const READ_WRITE_FORMATS = new Set([3, 24, 33]);

/** A storage image variable some stage reads and writes through (binding = its driver unit). */
interface Candidate { variable: number; binding: number; reads: boolean; writes: boolean; reason: string | null }

/** Instruction words whose operands reference id `v`, as (instruction, operand index) pairs, outside its definition. */
function uses(m: Module, v: number): { w: number[]; at: number }[] {
  const out: { w: number[]; at: number }[] = [];
  const def = m.defs.get(v);
  for (const w of m.insns) {
    const op = w[0] & 0xffff;
    if (op === OP.Name || op === OP.Decorate || op === 6 /* OpMemberName */ || op === 15 /* OpEntryPoint */ || w === def) continue;
    for (let k = 1; k < w.length; k++) if (w[k] === v) out.push({ w, at: k });
  }
  return out;
}

function candidates(m: Module): Candidate[] {
  const decorations = m.decorationsById();
  const out: Candidate[] = [];
  for (const w of m.insns) {
    if ((w[0] & 0xffff) !== OP.Variable || w[3] !== STORAGE_UNIFORM_CONSTANT) continue;
    const pointer = m.defs.get(w[1]);
    let image = pointer === undefined ? undefined : m.defs.get(pointer[3]);
    const arrayed = image !== undefined && (image[0] & 0xffff) === OP.TypeArray;
    while (image !== undefined && (image[0] & 0xffff) === OP.TypeArray) image = m.defs.get(image[2]);
    if (image === undefined || (image[0] & 0xffff) !== OP.TypeImage || image[7] !== 2 || READ_WRITE_FORMATS.has(image[8])) continue;
    const decos = decorations.get(w[2]) ?? [];
    if (decos.some((d) => d[2] === DECORATION_NON_WRITABLE || d[2] === DECORATION_NON_READABLE)) continue;
    const binding = decos.find((d) => d[2] === DECORATION_BINDING)?.[3];
    if (binding === undefined) continue;
    const c: Candidate = { variable: w[2], binding, reads: false, writes: false, reason: null };
    for (const use of uses(m, w[2])) {
      const op = use.w[0] & 0xffff;
      if (op !== OP.Load) {
        c.reason = arrayed ? 'an array of images' : 'the image is reached other than by loading its variable (a function parameter)';
        // Still tell whether it is read and written, through the elements' loads.
        if (op === OP.AccessChain || op === OP.InBoundsAccessChain) {
          for (const element of uses(m, use.w[2])) {
            const kinds = (element.w[0] & 0xffff) === OP.Load ? loadUses(m, element.w[2]) : null;
            c.reads ||= kinds?.reads ?? false;
            c.writes ||= kinds?.writes ?? false;
          }
        }
        continue;
      }
      const kinds = loadUses(m, use.w[2]);
      if (kinds === null) c.reason = 'a loaded image value is used other than by imageLoad / imageStore / imageSize / imageSamples';
      else if (kinds.reads && kinds.writes) c.reason = 'one loaded image value is both read and written';
      else { c.reads ||= kinds.reads; c.writes ||= kinds.writes; }
    }
    out.push(c);
  }
  return out;
}

/** How a loaded image value is used: read (load / size / samples) and / or written; null for anything else. */
function loadUses(m: Module, value: number): { reads: boolean; writes: boolean } | null {
  let reads = false, writes = false;
  for (const { w, at } of uses(m, value)) {
    const op = w[0] & 0xffff;
    if ((op === OP_IMAGE_READ || op === OP_IMAGE_QUERY_SIZE || op === OP_IMAGE_QUERY_SAMPLES) && at === 3) reads = true;
    else if (op === OP_IMAGE_WRITE && at === 1) writes = true;
    else return null;
  }
  return { reads, writes };
}

/**
 * The bindings of the storage images this stage reads and writes through one variable, with the reason one cannot be
 * split (null: it can). What a program needs split is the union over its stages (splitImageAccess then splits each
 * stage's declaration of those bindings, so every stage declares the image alike).
 */
export function readWriteImages(spirv: Uint32Array): { binding: number; reason: string | null }[] {
  const m = new Module(spirv);
  return candidates(m).filter((c) => c.reads && c.writes).map((c) => ({ binding: c.binding, reason: c.reason }));
}

/**
 * `spirv` with each storage image at a binding in `extraUnits` split into its readonly original and a writeonly twin at
 * the mapped driver unit (header). Unchanged when the stage declares none of them.
 */
export function splitImageAccess(spirv: Uint32Array, extraUnits: ReadonlyMap<number, number>): { ok: true; spirv: Uint32Array } | { ok: false; reason: string } {
  if (extraUnits.size === 0) return { ok: true, spirv };
  const m = new Module(spirv);
  const split = candidates(m).filter((c) => extraUnits.has(c.binding));
  if (split.length === 0) return { ok: true, spirv };
  const refused = split.find((c) => c.reason !== null);
  if (refused !== undefined) return { ok: false, reason: `image at unit ${refused.binding}: ${refused.reason}` };
  for (const c of split) {
    const original = m.defs.get(c.variable)!;
    const twin = m.id();
    // Loads feeding writes go through the twin (candidates() checked each load feeds one kind).
    for (const use of uses(m, c.variable)) if (loadUses(m, use.w[2])!.writes) use.w[3] = twin;
    m.globals.push(ins(OP.Variable, original[1], twin, STORAGE_UNIFORM_CONSTANT));
    // Decorations: the original's, less Restrict (header: the two alias), NonWritable on it, NonReadable and the extra
    // unit on the twin; placed after the original's last decoration (the annotation section).
    let last = -1;
    for (let i = 0; i < m.insns.length; i++) if ((m.insns[i][0] & 0xffff) === OP.Decorate && m.insns[i][1] === c.variable) last = i;
    // No Location either: two uniforms cannot share one (GLES 3.2 §7.6), and GL sees the original's alone.
    const kept = m.insns.filter((w) => (w[0] & 0xffff) === OP.Decorate && w[1] === c.variable && w[2] !== DECORATION_RESTRICT && w[2] !== DECORATION_LOCATION);
    const added = [
      ins(OP.Decorate, c.variable, DECORATION_NON_WRITABLE),
      ...kept.map((w) => (w[2] === DECORATION_BINDING ? ins(OP.Decorate, twin, DECORATION_BINDING, extraUnits.get(c.binding)!) : [w[0], twin, ...w.slice(2)])),
      ins(OP.Decorate, twin, DECORATION_NON_READABLE),
    ];
    m.insns.splice(last + 1, 0, ...added);
    for (let i = m.insns.length - 1; i >= 0; i--) {
      const w = m.insns[i];
      if ((w[0] & 0xffff) === OP.Decorate && w[1] === c.variable && w[2] === DECORATION_RESTRICT) m.insns.splice(i, 1);
    }
    // Named after the original (debug section, beside its name); an unnamed original leaves SPIRV-Cross to name both.
    const nameAt = m.insns.findIndex((w) => (w[0] & 0xffff) === OP.Name && w[1] === c.variable);
    if (nameAt >= 0) m.insns.splice(nameAt + 1, 0, ins(OP.Name, twin, ...stringWords(`${readString(m.insns[nameAt], 2)}_mgpWrite`)));
  }
  return { ok: true, spirv: m.emit() };
}

/** The storage-image uniform elements the stage declares (an array counts its length), for the per-stage limit. */
export function storageImageElements(spirv: Uint32Array): number {
  const m = new Module(spirv);
  let n = 0;
  for (const w of m.insns) {
    if ((w[0] & 0xffff) !== OP.Variable || w[3] !== STORAGE_UNIFORM_CONSTANT) continue;
    let type = m.defs.get(m.defs.get(w[1])?.[3] ?? -1);
    let count = 1;
    while (type !== undefined && (type[0] & 0xffff) === OP.TypeArray) {
      count *= m.defs.get(type[3])?.[3] ?? 1;
      type = m.defs.get(type[2]);
    }
    if (type !== undefined && (type[0] & 0xffff) === OP.TypeImage && type[7] === 2) n += count;
  }
  return n;
}

/** The driver's image limits the extra units must fit (GLES 3.2 table 21.47 / 21.51). */
export interface ImageLimits {
  readonly imageUnits: number;
  readonly combined: number;
  /** MAX_<STAGE>_IMAGE_UNIFORMS by stage name (vertex, fragment, ...). */
  readonly perStage: Readonly<Record<string, number>>;
}

/**
 * Which images of a program to split and the extra driver unit of each: the first units past every unit the program's
 * images use. An image is left whole, with the reason, when a stage cannot split it or the extra unit would pass
 * MAX_IMAGE_UNITS, a stage's MAX_<STAGE>_IMAGE_UNIFORMS or MAX_COMBINED_IMAGE_UNIFORMS (the driver then refuses
 * the stage for its own reason; the caller logs ours). `queryLimits` is called only when there is an image to split.
 */
export function planImageSplit(stages: readonly { stage: string; spirv: Uint32Array }[], usedUnits: readonly number[], queryLimits: () => ImageLimits):
  { units: Map<number, number>; refused: string[] } {
  const units = new Map<number, number>();
  const refused: string[] = [];
  const perStage = stages.map((s) => ({ stage: s.stage, images: readWriteImages(s.spirv), declared: storageImageElements(s.spirv), added: 0 }));
  const reasons = new Map<number, string>();
  for (const s of perStage) for (const i of s.images) if (i.reason !== null && !reasons.has(i.binding)) reasons.set(i.binding, i.reason);
  const bindings = [...new Set(perStage.flatMap((s) => s.images.map((i) => i.binding)))].sort((a, b) => a - b);
  if (bindings.length === 0) return { units, refused };
  // Asked of the driver only for a program with something to split.
  const limits = queryLimits();
  let next = usedUnits.reduce((a, b) => Math.max(a, b + 1), 0);
  let combined = perStage.reduce((n, s) => n + s.declared, 0);
  for (const binding of bindings) {
    const reason = reasons.get(binding);
    if (reason !== undefined) { refused.push(`image at unit ${binding}: ${reason}`); continue; }
    // Every stage declaring the image gets the twin (its declarations must agree across stages).
    const declaring = perStage.filter((s) => s.images.some((i) => i.binding === binding));
    const full = declaring.find((s) => s.declared + s.added + 1 > (limits.perStage[s.stage] ?? 0));
    if (next >= limits.imageUnits) { refused.push(`image at unit ${binding}: no free image unit for its writeonly twin (MAX_IMAGE_UNITS ${limits.imageUnits})`); continue; }
    if (full !== undefined) { refused.push(`image at unit ${binding}: the ${full.stage} stage has no room for its writeonly twin (MAX_*_IMAGE_UNIFORMS ${limits.perStage[full.stage] ?? 0})`); continue; }
    if (combined + declaring.length > limits.combined) { refused.push(`image at unit ${binding}: no room for its writeonly twin (MAX_COMBINED_IMAGE_UNIFORMS ${limits.combined})`); continue; }
    for (const s of declaring) s.added++;
    combined += declaring.length;
    units.set(binding, next++);
  }
  return { units, refused };
}
