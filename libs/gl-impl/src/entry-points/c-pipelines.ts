// Program pipeline objects (GL 4.5 §7.4): names from genProgramPipelines, objects on first bind (or
// first use by useProgramStages / activeShaderProgram, which §7.4 says also create them).
import type { GLFunctions } from '@mgpipe/gl-api';
import { PIPELINE_STAGE_COUNT, type Program, type ProgramPipeline } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { linkedOf, lookupProgram, releaseIfUnreferenced } from './c-program-state.ts';
import { isXfbActiveUnpaused } from './c-xfb-state.ts';
import { syncSubroutineSelections } from './c-subroutines.ts';

/** Pipeline stage index (GL *_SHADER_BIT order) → the artifact's STAGE_ORDER bit. */
const ARTIFACT_BIT_OF_STAGE = [1 << 0, 1 << 4, 1 << 3, 1 << 1, 1 << 2, 1 << 5];
const VALID_STAGE_BITS = (1 << PIPELINE_STAGE_COUNT) - 1;
/** getProgramPipelineiv's per-stage pnames, in pipeline stage order. */
const STAGE_PNAMES = [GL.VERTEX_SHADER, GL.FRAGMENT_SHADER, GL.GEOMETRY_SHADER, GL.TESS_CONTROL_SHADER, GL.TESS_EVALUATION_SHADER, GL.COMPUTE_SHADER];

export function pipelineEntryPoints(fe: FrontEnd) {
  const state = fe.state;
  const names = state.objects.programPipelines;

  /** The pipeline object for a generated name, created on first use; null (error recorded) otherwise. */
  const pipelineOf = (pipeline: number, fn: string): ProgramPipeline | null => {
    if (!names.IsName(pipeline) || pipeline === 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: ${pipeline} is not a program pipeline name from genProgramPipelines`);
      return null;
    }
    return names.Get(pipeline) ?? state.objects.CreateProgramPipeline(pipeline);
  };

  return {
    genProgramPipelines(n) {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genProgramPipelines: n < 0');
        return [];
      }
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push(names.AllocateName());
      return out;
    },
    /** GL 4.5 §7.4: names with pipeline objects already created. */
    createProgramPipelines(n) {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createProgramPipelines: n < 0');
        return [];
      }
      return Array.from({ length: n }, () => state.objects.CreateProgramPipeline().name);
    },
    deleteProgramPipelines(pipelines) {
      for (let i = 0; i < pipelines.length; i++) {
        const name = pipelines[i];
        if (name === 0 || !names.IsName(name)) continue; // §7.4: unused names and zero are silently ignored
        const p = names.Get(name);
        if (p === null) {
          names.Release(name);
          continue;
        }
        fe.pipelines.pipelineDeleted(p); // its composites released, once each
        const held = [...p.stages, p.activeProgram];
        p.ReleaseProgramReferences();
        state.DeleteProgramPipeline(p);
        for (const prog of held) releaseIfUnreferenced(fe, prog); // deleted programs only this pipeline kept alive
      }
    },
    isProgramPipeline(pipeline) {
      return pipeline !== 0 && names.Get(pipeline) !== null;
    },
    bindProgramPipeline(pipeline) {
      if (isXfbActiveUnpaused(fe)) {
        fe.error(GL.INVALID_OPERATION, 'bindProgramPipeline: transform feedback is active and not paused');
        return;
      }
      // The composite is resolved again at the next draw (c-pipeline-composites.ts).
      state.SetPipelineProgram(null);
      if (pipeline === 0) {
        state.BindProgramPipeline(null);
        syncSubroutineSelections(fe);
        return;
      }
      const p = pipelineOf(pipeline, 'bindProgramPipeline');
      if (p !== null) state.BindProgramPipeline(p);
      syncSubroutineSelections(fe);
    },
    useProgramStages(pipeline, stages, program) {
      if (stages !== GL.ALL_SHADER_BITS && (stages & ~VALID_STAGE_BITS) !== 0) {
        fe.error(GL.INVALID_VALUE, `useProgramStages: 0x${(stages >>> 0).toString(16)} has bits that are not shader stage bits`);
        return;
      }
      let prog: Program | null = null;
      if (program !== 0) {
        prog = lookupProgram(fe, program, 'useProgramStages');
        if (prog === null) return;
        if (!prog.separable || linkedOf(prog) === null) {
          fe.error(GL.INVALID_OPERATION, `useProgramStages: program ${program} is not a successfully linked separable program`);
          return;
        }
      }
      if (isXfbActiveUnpaused(fe) && state.programPipeline !== null && names.Get(pipeline) === state.programPipeline) {
        fe.error(GL.INVALID_OPERATION, 'useProgramStages: the bound pipeline is in use by active transform feedback');
        return;
      }
      const p = pipelineOf(pipeline, 'useProgramStages');
      if (p === null) return;
      // §7.4: a stage the program has no executable for is reset to no program.
      const mask = stages & VALID_STAGE_BITS;
      const linkedMask = prog === null ? 0 : linkedOf(prog)!.artifact.stageMask;
      let withCode = 0;
      for (let s = 0; s < PIPELINE_STAGE_COUNT; s++) if ((mask & (1 << s)) !== 0 && (linkedMask & ARTIFACT_BIT_OF_STAGE[s]) !== 0) withCode |= 1 << s;
      const replaced = p.stages.slice();
      p.SetStages(withCode, prog);
      p.SetStages(mask & ~withCode, null);
      for (const old of replaced) releaseIfUnreferenced(fe, old);
      syncSubroutineSelections(fe);
    },
    activeShaderProgram(pipeline, program) {
      let prog: Program | null = null;
      if (program !== 0) {
        prog = lookupProgram(fe, program, 'activeShaderProgram');
        if (prog === null) return;
        if (linkedOf(prog) === null) {
          fe.error(GL.INVALID_OPERATION, `activeShaderProgram: program ${program} is not linked`);
          return;
        }
      }
      const p = pipelineOf(pipeline, 'activeShaderProgram');
      if (p === null) return;
      const old = p.activeProgram;
      p.SetActiveProgram(prog);
      releaseIfUnreferenced(fe, old);
    },
    validateProgramPipeline(pipeline) {
      const p = pipelineOf(pipeline, 'validateProgramPipeline');
      if (p === null) return;
      // §11.1.3.11, the client-decidable part: some stage is set, every stage program is still a linked
      // separable program, and a compute program is not mixed with graphics stages.
      let log = '';
      let any = false;
      for (let s = 0; s < PIPELINE_STAGE_COUNT; s++) {
        const prog = p.stages[s];
        if (prog === null) continue;
        any = true;
        if (linkedOf(prog) === null || !prog.separable) log += `stage ${s}: program ${prog.name} is not a linked separable program\n`;
      }
      if (!any) log += 'no program is attached to any stage\n';
      p.RecordValidateResult(log === '', log);
    },
    getProgramPipelineiv(pipeline, pname) {
      const p = pipelineOf(pipeline, 'getProgramPipelineiv');
      if (p === null) return 0;
      if (pname === GL.ACTIVE_PROGRAM) return p.activeProgram?.name ?? 0;
      if (pname === GL.VALIDATE_STATUS) return p.validateStatus ? 1 : 0;
      if (pname === GL.INFO_LOG_LENGTH) return p.infoLog.length === 0 ? 0 : p.infoLog.length + 1;
      const stage = STAGE_PNAMES.indexOf(pname as (typeof STAGE_PNAMES)[number]);
      if (stage >= 0) return p.stages[stage]?.name ?? 0;
      fe.error(GL.INVALID_ENUM, `getProgramPipelineiv: 0x${pname.toString(16)} is not a pipeline parameter`);
      return 0;
    },
    getProgramPipelineInfoLog(pipeline) {
      return pipelineOf(pipeline, 'getProgramPipelineInfoLog')?.infoLog ?? '';
    },
  } satisfies Partial<GLFunctions>;
}
