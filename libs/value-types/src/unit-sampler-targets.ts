// The texture target each unit is sampled through by a program (seeds §4.4.3 "target per unit from the program's
// sampler types"; GL 4.5 §7.10): shared by the front end (the draw-time check that no unit is read through two
// sampler targets, the tracker's per-unit sampler views) and the server (MGB_CTX's pull / alias fill), so both sides
// resolve it the same way. Pure: no GL state, no front-end objects.
//
// Targets are gl-state's TextureTargetIndex (1D, 2D, 3D, 1D array, 2D array, rectangle, cube, cube array, buffer,
// 2D multisample, 2D multisample array). A shadow sampler reads the same target as its plain type (Mesa's rule too).
import { GL_TABLE } from './gl-constants.ts';
import type { ArtifactUniform } from './shader-artifact/artifact.ts';

/** A unit the program does not sample. */
export const UNIT_UNSAMPLED = -1;
/** A unit the program samples through two different targets (GL 4.5 §7.10: INVALID_OPERATION at the draw). */
export const UNIT_TARGET_CONFLICT = -2;

const TARGET_INDEX: Record<string, number> = {
  '1D': 0, '2D': 1, '3D': 2, '1D_ARRAY': 3, '2D_ARRAY': 4, '2D_RECT': 5, CUBE: 6, CUBE_MAP_ARRAY: 7, BUFFER: 8,
  '2D_MULTISAMPLE': 9, '2D_MULTISAMPLE_ARRAY': 10,
};
const SAMPLER_TYPE_TARGET = new Map<number, number>();
for (const [key, value] of Object.entries(GL_TABLE)) {
  const m = /^(?:INT_|UNSIGNED_INT_)?SAMPLER_(1D_ARRAY|2D_MULTISAMPLE_ARRAY|2D_MULTISAMPLE|2D_ARRAY|2D_RECT|CUBE_MAP_ARRAY|1D|2D|3D|CUBE|BUFFER)(?:_SHADOW)?$/.exec(key);
  if (m !== null && typeof value === 'number') SAMPLER_TYPE_TARGET.set(value, TARGET_INDEX[m[1]]);
}

/** The TextureTargetIndex a sampler uniform type reads, or -1 (not a sampler: images and everything else). */
export function samplerTargetIndexOf(type: number): number {
  return SAMPLER_TYPE_TARGET.get(type) ?? -1;
}

/** A program's sampler uniforms, one per array element: the default-block location and the target it reads. */
export interface ProgramSamplerSlots {
  readonly count: number;
  readonly locations: Int32Array;
  readonly targets: Int32Array;
}

/** The sampler slots of a link's reflection (made once per link, never per draw). */
export function programSamplerSlots(uniforms: readonly ArtifactUniform[]): ProgramSamplerSlots {
  const locations: number[] = [];
  const targets: number[] = [];
  for (const u of uniforms) {
    if (u.blockIndex >= 0 || u.location < 0) continue;
    const target = samplerTargetIndexOf(u.type);
    if (target < 0) continue;
    for (let el = 0; el < Math.max(1, u.arraySize); el++) {
      locations.push(u.location + el);
      targets.push(target);
    }
  }
  return { count: locations.length, locations: Int32Array.from(locations), targets: Int32Array.from(targets) };
}

/**
 * Per unit u in [0, returned count): out[u] = the target index the program samples u through, UNIT_UNSAMPLED, or
 * UNIT_TARGET_CONFLICT. `opaqueUnits[location]` is the unit a sampler location names (Program.opaqueUnits; -1 never
 * set). The count is the highest sampled unit + 1 (0 when none); `out` must hold `maxUnits` entries, and a unit at or
 * past it (not a valid unit) is ignored. No allocation.
 */
export function unitSamplerTargets(slots: ProgramSamplerSlots, opaqueUnits: ArrayLike<number>, out: Int32Array): number {
  const max = out.length;
  let n = 0;
  for (let i = 0; i < slots.count; i++) {
    const loc = slots.locations[i];
    const unit = loc < opaqueUnits.length ? opaqueUnits[loc] : -1;
    if (unit >= 0 && unit < max && unit + 1 > n) n = unit + 1;
  }
  out.fill(UNIT_UNSAMPLED, 0, n);
  for (let i = 0; i < slots.count; i++) {
    const loc = slots.locations[i];
    const unit = loc < opaqueUnits.length ? opaqueUnits[loc] : -1;
    if (unit < 0 || unit >= max) continue;
    const t = slots.targets[i];
    const was = out[unit];
    if (was === UNIT_UNSAMPLED) out[unit] = t;
    else if (was !== t) out[unit] = UNIT_TARGET_CONFLICT;
  }
  return n;
}

/** The first unit in out[0, count) sampled through two targets, or -1. */
export function firstTargetConflict(out: Int32Array, count: number): number {
  for (let u = 0; u < count; u++) if (out[u] === UNIT_TARGET_CONFLICT) return u;
  return -1;
}

/** What ProgramUnitTargets reads of a program (gl-state's Program, a composite included). */
export interface SampledProgramLike {
  /** The link's ProgramArtifact (null before a successful link). */
  readonly linkArtifact: unknown;
  readonly linkVersion: number;
  /** Moves when a sampler / image uniform names another unit. */
  readonly backendStateVersion: number;
  readonly opaqueUnits: Int32Array;
}

/** The sampler slots of each link artifact, made at the first draw with it. */
const slotsOfArtifact = new WeakMap<object, ProgramSamplerSlots>();
const NO_SLOTS: ProgramSamplerSlots = { count: 0, locations: new Int32Array(0), targets: new Int32Array(0) };

function slotsOf(artifact: unknown): ProgramSamplerSlots {
  if (artifact === null || typeof artifact !== 'object') return NO_SLOTS;
  let s = slotsOfArtifact.get(artifact);
  if (s === undefined) {
    const uniforms = (artifact as { uniforms?: readonly ArtifactUniform[] }).uniforms;
    s = uniforms === undefined ? NO_SLOTS : programSamplerSlots(uniforms);
    slotsOfArtifact.set(artifact, s);
  }
  return s;
}

/**
 * unitSamplerTargets of one program at a time, memoised on the program, its link and its sampler→unit mapping:
 * a draw with nothing moved costs three compares and allocates nothing.
 */
export class ProgramUnitTargets {
  /** targets[u], u < count: the target unit u is sampled through (or UNIT_UNSAMPLED / UNIT_TARGET_CONFLICT). */
  readonly targets: Int32Array;
  count = 0;
  /** The first unit sampled through two targets, or -1. */
  conflict = -1;
  /** Moves whenever targets / count changed (a consumer's shutter). */
  version = 0;
  private program: SampledProgramLike | null = null;
  private linkVersion = -1;
  private unitsVersion = -1;
  private artifact: unknown = null;

  constructor(maxUnits: number) {
    this.targets = new Int32Array(maxUnits);
  }

  /** Resolves `p` (null: no program, nothing sampled); true when the result was recomputed. */
  update(p: SampledProgramLike | null): boolean {
    if (p === this.program && (p === null || (p.linkVersion === this.linkVersion && p.backendStateVersion === this.unitsVersion && p.linkArtifact === this.artifact))) return false;
    this.program = p;
    this.version++;
    if (p === null) {
      this.count = 0;
      this.conflict = -1;
      this.artifact = null;
      return true;
    }
    this.linkVersion = p.linkVersion;
    this.unitsVersion = p.backendStateVersion;
    this.artifact = p.linkArtifact;
    this.count = unitSamplerTargets(slotsOf(p.linkArtifact), p.opaqueUnits, this.targets);
    this.conflict = firstTargetConflict(this.targets, this.count);
    return true;
  }

  /** Forgets the memo (a program object's state was replaced behind its counters). */
  forget(): void {
    this.program = null;
    this.linkVersion = -1;
    this.unitsVersion = -1;
    this.artifact = null;
  }
}
