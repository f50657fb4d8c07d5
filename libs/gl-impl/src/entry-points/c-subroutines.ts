// Shader subroutines (GL 4.5 §7.9): the per-stage reflection queries and the subroutine uniform values.
//
// The shader library lowers subroutines to plain GLSL with one hidden `uniform int` per subroutine uniform
// (libs/shader subroutine-lowering.ts) and reflects the SUBROUTINE / SUBROUTINE_UNIFORM interfaces as Mesa 22.3 (the
// reference lane) answers them: resource index = declaration position, subroutine index = layout(index) or Mesa's
// counter, COMPATIBLE_SUBROUTINES = positions.
//
// The values are context state per stage (§7.9: "the subroutine uniform values are not part of the program object"),
// reset to defaults whenever the program of a stage changes or is relinked, and by every useProgram. Defaults are
// Mesa's: the declaration position of the first compatible subroutine. The values reach the backend as the hidden
// ints in the stage program's default-block storage, written when they change (set, reset) — so a draw costs
// nothing and the backend uploads them with the program's other uniforms.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { Program } from '@mgpipe/gl-state';
import {
  INVALID_INDEX, STAGE_ORDER, SUBROUTINE_INTERFACES, type ArtifactSubroutine, type ArtifactSubroutineUniform, type ProgramArtifact, type ShaderStage,
} from '@mgpipe/shader';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { linkedOf, lookupLinkedProgram, lookupProgram, type LinkedProgram } from './c-program-state.ts';
import { stageOfShaderType } from './c-shaders.ts';

/** ShaderStage → index in ProgramPipeline.stages (the *_SHADER_BIT bit position). */
const PIPELINE_INDEX: Record<ShaderStage, number> = { vertex: 0, fragment: 1, geometry: 2, tessControl: 3, tessEvaluation: 4, compute: 5 };

interface StageSelection {
  program: Program | null;
  linkVersion: number;
  /** By subroutine uniform location; gaps hold 0. */
  values: Uint32Array;
}

const selections = new WeakMap<FrontEnd, StageSelection[]>();
const NO_VALUES = new Uint32Array(0);

/** One stage's subroutine tables, split out of the artifact once per link (useProgram and the set call do not filter). */
interface StageTables {
  subroutines: ArtifactSubroutine[];
  uniforms: ArtifactSubroutineUniform[];
  /** ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS. */
  locations: number;
  maxIndex: number;
}
const NO_TABLES: StageTables = { subroutines: [], uniforms: [], locations: 0, maxIndex: 0 };
const tablesByArtifact = new WeakMap<ProgramArtifact, StageTables[]>();

function stageTables(linked: LinkedProgram, stage: ShaderStage): StageTables {
  const a = linked.artifact;
  if (a.subroutineUniforms.length === 0 && a.subroutines.length === 0) return NO_TABLES;
  let all = tablesByArtifact.get(a);
  if (all === undefined) {
    all = STAGE_ORDER.map((st) => {
      const uniforms = a.subroutineUniforms.filter((u) => u.stage === st);
      const subroutines = a.subroutines.filter((f) => f.stage === st);
      return {
        subroutines, uniforms,
        locations: uniforms.reduce((m, u) => Math.max(m, u.location + u.arraySize), 0),
        maxIndex: subroutines.reduce((m, f) => Math.max(m, f.index), 0),
      };
    });
    tablesByArtifact.set(a, all);
  }
  return all[STAGE_ORDER.indexOf(stage)];
}

function selectionsOf(fe: FrontEnd): StageSelection[] {
  let s = selections.get(fe);
  if (s === undefined) {
    s = STAGE_ORDER.map(() => ({ program: null, linkVersion: -1, values: new Uint32Array(0) }));
    selections.set(fe, s);
  }
  return s;
}

/** §7.3/§7.4: the program whose executable runs `stage`: the current program (if it has that stage), else the pipeline's. */
function programOfStage(fe: FrontEnd, stage: ShaderStage): Program | null {
  const s = fe.state;
  if (s.program !== null) {
    const linked = linkedOf(s.program);
    return linked !== null && (linked.artifact.stageMask & (1 << STAGE_ORDER.indexOf(stage))) !== 0 ? s.program : null;
  }
  return s.programPipeline?.stages[PIPELINE_INDEX[stage]] ?? null;
}

function writeHidden(program: Program, uniforms: readonly ArtifactSubroutineUniform[], values: Uint32Array): void {
  for (const u of uniforms) {
    if (u.storageOffset < 0) continue;
    for (let e = 0; e < u.arraySize; e++) program.WriteHiddenInt(u.storageOffset + e * u.storageArrayStride, values[u.location + e]);
  }
}

/**
 * Brings every stage's selection up to date: a stage whose program changed or was relinked (or every stage, `reset`)
 * gets the defaults, written to the program's hidden uniforms. Called by useProgram, linkProgram, the pipeline calls
 * and the subroutine entry points; nothing per draw.
 */
export function syncSubroutineSelections(fe: FrontEnd, reset = false): void {
  const all = selectionsOf(fe);
  for (let i = 0; i < STAGE_ORDER.length; i++) {
    const sel = all[i];
    const p = programOfStage(fe, STAGE_ORDER[i]);
    const linkVersion = p?.linkVersion ?? -1;
    if (!reset && sel.program === p && sel.linkVersion === linkVersion) continue;
    sel.program = p;
    sel.linkVersion = linkVersion;
    const linked = p === null ? null : linkedOf(p);
    const t = linked === null ? NO_TABLES : stageTables(linked, STAGE_ORDER[i]);
    if (p === null || t.locations === 0) {
      sel.values = NO_VALUES; // a program without subroutine uniforms in this stage: nothing to reset or allocate
      continue;
    }
    if (sel.values.length !== t.locations) sel.values = new Uint32Array(t.locations);
    else sel.values.fill(0);
    for (const u of t.uniforms) sel.values.fill(u.compatible[0] ?? 0, u.location, u.location + u.arraySize);
    writeHidden(p, t.uniforms, sel.values);
  }
}

/** The declaration position of the subroutine with subroutine index `index`, or -1. */
function positionOf(fns: readonly ArtifactSubroutine[], index: number): number {
  for (let i = 0; i < fns.length; i++) if (fns[i].index === index) return i;
  return -1;
}

function hex(v: number): string {
  return `0x${(v >>> 0).toString(16)}`;
}

export function subroutineEntryPoints(fe: FrontEnd) {
  const stageOf = (fn: string, shadertype: number): ShaderStage | undefined => {
    const stage = stageOfShaderType(shadertype);
    if (stage === undefined) fe.error(GL.INVALID_ENUM, `${fn}: ${hex(shadertype)} is not a shader type`);
    return stage;
  };

  /** A linked program and a stage, for the per-index queries; undefined after recording the error. */
  const programStage = (fn: string, program: number, shadertype: number): { linked: LinkedProgram | null; stage: ShaderStage } | undefined => {
    const p = lookupProgram(fe, program, fn);
    if (p === null) return undefined;
    const stage = stageOf(fn, shadertype);
    return stage === undefined ? undefined : { linked: linkedOf(p), stage };
  };

  const resource = (fn: string, program: number, shadertype: number, index: number, uniform: boolean) => {
    const t = programStage(fn, program, shadertype);
    if (t === undefined) return undefined;
    if (t.linked === null || (t.linked.artifact.stageMask & (1 << STAGE_ORDER.indexOf(t.stage))) === 0) {
      // As Mesa 22.3 answers (the reference lane): no linked code for the stage is INVALID_OPERATION.
      fe.error(GL.INVALID_OPERATION, `${fn}: program ${program} has no linked ${t.stage} stage`);
      return undefined;
    }
    const iface = SUBROUTINE_INTERFACES[t.stage][uniform ? 1 : 0];
    const name = t.linked.iface.getProgramResourceName(iface, index);
    if (name === undefined || index < 0) {
      fe.error(GL.INVALID_VALUE, `${fn}: ${index} is not below the stage's ${uniform ? 'ACTIVE_SUBROUTINE_UNIFORMS' : 'ACTIVE_SUBROUTINES'}`);
      return undefined;
    }
    return { linked: t.linked, iface, name };
  };

  /** The stage's program and its selection for the value calls; undefined after recording the error. */
  const current = (fn: string, shadertype: number) => {
    const stage = stageOf(fn, shadertype);
    if (stage === undefined) return undefined;
    syncSubroutineSelections(fe);
    const p = programOfStage(fe, stage);
    const linked = p === null ? null : linkedOf(p);
    if (p === null || linked === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no program is active for the ${stage} stage`);
      return undefined;
    }
    return { p, linked, stage, sel: selectionsOf(fe)[STAGE_ORDER.indexOf(stage)] };
  };

  return {
    getSubroutineUniformLocation(program, shadertype, name) {
      const linked = lookupLinkedProgram(fe, program, 'getSubroutineUniformLocation');
      const stage = linked === null ? undefined : stageOf('getSubroutineUniformLocation', shadertype);
      if (linked === null || stage === undefined) return -1;
      return linked.iface.getProgramResourceLocation(SUBROUTINE_INTERFACES[stage][1], name);
    },
    getSubroutineIndex(program, shadertype, name) {
      const linked = lookupLinkedProgram(fe, program, 'getSubroutineIndex');
      const stage = linked === null ? undefined : stageOf('getSubroutineIndex', shadertype);
      if (linked === null || stage === undefined) return INVALID_INDEX;
      return linked.iface.getProgramResourceIndex(SUBROUTINE_INTERFACES[stage][0], name);
    },
    getActiveSubroutineName(program, shadertype, index) {
      return resource('getActiveSubroutineName', program, shadertype, index, false)?.name ?? '';
    },
    getActiveSubroutineUniformName(program, shadertype, index) {
      return resource('getActiveSubroutineUniformName', program, shadertype, index, true)?.name ?? '';
    },
    getActiveSubroutineUniformiv(program, shadertype, index, pname) {
      const fn = 'getActiveSubroutineUniformiv';
      const prop = new Map<number, number>([
        [GL.NUM_COMPATIBLE_SUBROUTINES, GL.NUM_COMPATIBLE_SUBROUTINES], [GL.COMPATIBLE_SUBROUTINES, GL.COMPATIBLE_SUBROUTINES],
        [GL.UNIFORM_SIZE, GL.ARRAY_SIZE], [GL.UNIFORM_NAME_LENGTH, GL.NAME_LENGTH],
      ]).get(pname);
      if (prop === undefined) {
        // GL 4.5 §7.9 names INVALID_ENUM; Mesa 22.3 raises INVALID_OPERATION here.
        if (lookupProgram(fe, program, fn) !== null) fe.error(GL.INVALID_ENUM, `${fn}: ${hex(pname)} is not a subroutine uniform parameter`);
        return [];
      }
      const r = resource(fn, program, shadertype, index, true);
      // After an error: one 0 for the one-value pnames (what the C caller's untouched int reads as here), none for the list.
      if (r === undefined) return pname === GL.COMPATIBLE_SUBROUTINES ? [] : [0];
      const v = r.linked.iface.getProgramResourceiv(r.iface, index, [prop])![0];
      return Array.isArray(v) ? v.slice() : [v];
    },
    getProgramStageiv(program, shadertype, pname) {
      const t = programStage('getProgramStageiv', program, shadertype);
      if (t === undefined) return 0;
      switch (pname) {
        case GL.ACTIVE_SUBROUTINE_UNIFORMS: case GL.ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS: case GL.ACTIVE_SUBROUTINES:
        case GL.ACTIVE_SUBROUTINE_UNIFORM_MAX_LENGTH: case GL.ACTIVE_SUBROUTINE_MAX_LENGTH:
          return t.linked?.iface.getProgramStageiv(t.stage, pname) ?? 0;
        default:
          fe.error(GL.INVALID_ENUM, `getProgramStageiv: ${hex(pname)} is not a program stage parameter`);
          return 0;
      }
    },
    uniformSubroutinesuiv(shadertype, indices) {
      const fn = 'uniformSubroutinesuiv';
      const c = current(fn, shadertype);
      if (c === undefined) return;
      if (indices.length !== c.sel.values.length) {
        fe.error(GL.INVALID_VALUE, `${fn}: count ${indices.length} is not ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS (${c.sel.values.length})`);
        return;
      }
      // Checked in full before anything is stored (§2.3.1: a command that raises an error has no other effect).
      const { subroutines: fns, uniforms, maxIndex } = stageTables(c.linked, c.stage);
      for (const u of uniforms) {
        for (let l = u.location; l < u.location + u.arraySize; l++) {
          const index = indices[l];
          if (index > maxIndex) {
            fe.error(GL.INVALID_VALUE, `${fn}: ${index} (location ${l}) is not a subroutine index of the ${c.stage} stage`);
            return;
          }
          const position = positionOf(fns, index);
          if (position >= 0 && !u.compatible.includes(position)) {
            // Mesa 22.3 (the reference lane) raises INVALID_OPERATION here.
            fe.error(GL.INVALID_OPERATION, `${fn}: subroutine ${fns[position].name} is not compatible with ${u.name} (location ${l})`);
            return;
          }
        }
      }
      for (const u of uniforms) {
        for (let l = u.location; l < u.location + u.arraySize; l++) {
          // An index no subroutine has (a gap left by explicit indices) leaves the value as it was, as in Mesa.
          if (positionOf(fns, indices[l]) >= 0) c.sel.values[l] = indices[l];
        }
      }
      writeHidden(c.p, uniforms, c.sel.values);
    },
    getUniformSubroutineuiv(shadertype, location) {
      const fn = 'getUniformSubroutineuiv';
      const c = current(fn, shadertype);
      if (c === undefined) return 0;
      if (location < 0 || location >= c.sel.values.length) {
        fe.error(GL.INVALID_VALUE, `${fn}: ${location} is not below ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS (${c.sel.values.length})`);
        return 0;
      }
      return c.sel.values[location];
    },
  } satisfies Partial<GLFunctions>;
}
