// The link half of shader subroutines (subroutine-lowering.ts lowers each source): per stage, the SUBROUTINE and
// SUBROUTINE_UNIFORM interfaces of the artifact, with the subroutine uniform locations GL reports and where the
// hidden index uniforms sit in the default-block storage. Locations follow Mesa 22.3, the reference lane: explicit
// layout(location) first; the others, in declaration order, appended after the highest explicit one (so a gap
// below an explicit location stays empty, and ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS counts it).
import type { ArtifactSubroutine, ArtifactSubroutineUniform, ArtifactUniform, ShaderStage } from './artifact.ts';
import type { SubroutineTable } from './subroutine-lowering.ts';

/** GL_MAX_SUBROUTINE_UNIFORM_LOCATIONS (GL 4.5 minimum, and Mesa's value). */
export const MAX_SUBROUTINE_UNIFORM_LOCATIONS = 1024;
/** GL_MAX_SUBROUTINES (GL 4.5 minimum, and Mesa's value). */
export const MAX_SUBROUTINES = 256;

export interface SubroutineLink {
  subroutines: ArtifactSubroutine[];
  subroutineUniforms: ArtifactSubroutineUniform[];
  errors: string[];
}

export function linkSubroutines(stages: readonly { stage: ShaderStage; tables: SubroutineTable[] }[], uniforms: readonly ArtifactUniform[]): SubroutineLink {
  const out: SubroutineLink = { subroutines: [], subroutineUniforms: [], errors: [] };
  const storage = new Map(uniforms.map((u) => [u.name.replace(/\[0\]$/, ''), u]));
  for (const { stage, tables } of stages) {
    const declaring = tables.filter((t) => t.functions.length > 0 || t.uniforms.length > 0 || t.types.length > 0);
    if (declaring.length === 0) continue;
    if (declaring.length > 1) {
      // lowerStageSubroutines merges a stage's objects into one table; several here is a caller's mistake.
      out.errors.push(`ERROR: ${stage} stage: internal: ${declaring.length} subroutine tables, expected the stage's merged one`);
      continue;
    }
    const table = declaring[0];
    if (table.functions.length > MAX_SUBROUTINES) out.errors.push(`ERROR: ${stage} stage: more than ${MAX_SUBROUTINES} subroutine functions`);
    for (const f of table.functions) out.subroutines.push({ stage, name: f.name, index: f.index });
    const used = new Set<number>();
    let next = 0;
    for (const u of table.uniforms) {
      if (u.location < 0) continue;
      for (let e = 0; e < Math.max(1, u.arraySize); e++) {
        if (used.has(u.location + e)) out.errors.push(`ERROR: ${stage} stage: subroutine uniform '${u.name}' overlaps the explicit location ${u.location + e}`);
        used.add(u.location + e);
      }
      next = Math.max(next, u.location + Math.max(1, u.arraySize));
    }
    for (const u of table.uniforms) {
      const location = u.location >= 0 ? u.location : next;
      if (u.location < 0) next += Math.max(1, u.arraySize);
      if (location + Math.max(1, u.arraySize) > MAX_SUBROUTINE_UNIFORM_LOCATIONS) {
        out.errors.push(`ERROR: ${stage} stage: subroutine uniform '${u.name}' is past MAX_SUBROUTINE_UNIFORM_LOCATIONS (${MAX_SUBROUTINE_UNIFORM_LOCATIONS})`);
      }
      const hidden = storage.get(u.hidden);
      const compatible = table.functions.flatMap((f, i) => (f.types.includes(u.type) ? [i] : []));
      // An array of arrays is one resource per innermost array ("u[1][0]", ARRAY_SIZE the innermost size), as GL
      // lists arrays of arrays of basic types; the hidden int array is their flattening.
      const inner = u.dims.length === 0 ? 1 : u.dims[u.dims.length - 1];
      const outer = Math.max(1, u.arraySize) / inner;
      for (let o = 0; o < outer; o++) {
        const prefix = u.dims.slice(0, -1).map((_, k) => Math.floor(o / u.dims.slice(k + 1, -1).reduce((a, b) => a * b, 1)) % u.dims[k]);
        out.subroutineUniforms.push({
          stage,
          name: u.dims.length === 0 ? u.name : `${u.name}${prefix.map((i) => `[${i}]`).join('')}[0]`,
          arraySize: inner,
          location: location + o * inner,
          compatible,
          storageOffset: hidden === undefined ? -1 : hidden.storageOffset + o * inner * hidden.storageArrayStride,
          storageArrayStride: hidden === undefined ? -1 : hidden.storageArrayStride,
        });
      }
    }
  }
  return out;
}

/**
 * glslang numbers the hidden index uniforms with the application's (its IO mapper sees every stage, so a vertex
 * stage's hidden uniform comes before the fragment stage's uniforms): the locations it assigned to application
 * uniforms are moved down past the hidden ones, as if they had never been declared. Explicit locations stay.
 */
export function withoutHiddenLocations<U extends { name: string; location: number; arraySize: number; blockIndex: number }>(
  uniforms: readonly U[], isHidden: (u: U) => boolean, explicitNames: ReadonlySet<string>,
): U[] {
  const hiddenSlots: number[] = [];
  for (const u of uniforms) {
    if (!isHidden(u) || u.location < 0) continue;
    for (let e = 0; e < Math.max(1, u.arraySize); e++) hiddenSlots.push(u.location + e);
  }
  if (hiddenSlots.length === 0) return [...uniforms];
  return uniforms.map((u) => {
    if (isHidden(u) || u.blockIndex >= 0 || u.location < 0 || explicitNames.has(u.name.replace(/[.[].*$/, ''))) return u;
    const below = hiddenSlots.filter((s) => s < u.location).length;
    return below === 0 ? u : { ...u, location: u.location - below };
  });
}
