// Program pipeline object (glUseProgramStages). The composite program it resolves to is built by the
// front end (CompositeResolver, §5.6.3); `version` moves when a stage's program or the active program
// changes, and the resolver keys its memo on (lifetimeId, version).

import { GLObject } from './gl-object.ts';
import type { Program } from './program.ts';
import { bumpStateSerial } from '../state-serial.ts';

/** Stage indices, in GL's stage-bit order (VERTEX_SHADER_BIT = 1 << 0, ...). */
export const PipelineStage = { Vertex: 0, Fragment: 1, Geometry: 2, TessControl: 3, TessEvaluation: 4, Compute: 5 } as const;
export const PIPELINE_STAGE_COUNT = 6;

export class ProgramPipeline extends GLObject {
  readonly stages: (Program | null)[] = new Array<Program | null>(PIPELINE_STAGE_COUNT).fill(null);
  activeProgram: Program | null = null;
  validateStatus = false;
  infoLog = '';
  private versionCounter = 0;

  get version(): number {
    return this.versionCounter;
  }

  /** glUseProgramStages: `stageBits` as GL's *_SHADER_BIT mask. */
  SetStages(stageBits: number, program: Program | null): void {
    let changed = false;
    for (let s = 0; s < PIPELINE_STAGE_COUNT; s++) {
      if ((stageBits & (1 << s)) !== 0 && this.stages[s] !== program) {
        const old = this.stages[s];
        if (old !== null) old.pipelineUses--;
        if (program !== null) program.pipelineUses++;
        this.stages[s] = program;
        changed = true;
      }
    }
    if (changed) {
      this.versionCounter++;
      bumpStateSerial();
    }
  }

  SetActiveProgram(program: Program | null): void {
    if (this.activeProgram === program) return;
    if (this.activeProgram !== null) this.activeProgram.pipelineUses--;
    if (program !== null) program.pipelineUses++;
    this.activeProgram = program;
    this.versionCounter++;
    bumpStateSerial();
  }

  /** glDeleteProgramPipelines: every program reference this pipeline held is dropped (the caller releases deleted ones). */
  ReleaseProgramReferences(): void {
    this.SetStages((1 << PIPELINE_STAGE_COUNT) - 1, null);
    this.SetActiveProgram(null);
  }

  RecordValidateResult(ok: boolean, infoLog: string): void {
    this.validateStatus = ok;
    this.infoLog = infoLog;
  }
}
