// Program pipelines drawn (GL 4.5 §7.4, seeds §5.6.3): the composite program a bound pipeline resolves to,
// composed entirely here on the client from its stages' separable programs (libs/shader pipeline-composite.ts) and
// handed to the backend as one more linked program (`programLinked`: create_shader_state from the composite slot
// range with the program bit pushed, the twin built from the front object when pulled).
//
// Per pipeline, a cache of composites by the programs at each stage, so switching a stage back and forth does not
// compose (nor build a driver program) again. A composite is released exactly once (`programDeleted`:
// delete_shader_state and its handle freed when pushed) when its pipeline is deleted, or when one of its component
// programs is deleted or relinked; a pipeline still drawing with that program composes a new one at its next draw.
//
// Per draw (`resolve`, from the draw validation once it passed, no program current): when the pipeline's stages did
// not move, the cached composite's RecordComponentChanges() copies what its components changed (glProgramUniform*, bindings) —
// no allocation; otherwise the composite is looked up or composed, and made the context's pipelineProgram.
import { PIPELINE_STAGE_COUNT, PipelineProgram, type Program, type ProgramPipeline, type PipelineComponent } from '@mgpipe/gl-state';
import { composePipelineArtifact, type CompositeStage, type ProgramArtifact, type ShaderStage } from '@mgpipe/shader';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

/** Pipeline stage index (GL *_SHADER_BIT order) → the artifact's stage; compute is not drawn. */
const STAGE_OF_INDEX: readonly (ShaderStage | null)[] = ['vertex', 'fragment', 'geometry', 'tessControl', 'tessEvaluation', null];

interface PipelineEntry {
  /** The pipeline version the current composite was resolved at (-1: resolve again). */
  version: number;
  current: PipelineProgram | null;
  readonly byKey: Map<string, PipelineProgram>;
}

export class PipelineComposites {
  private readonly entries = new Map<ProgramPipeline, PipelineEntry>();
  /** Composites released (tests: each exactly once). */
  released = 0;
  composed = 0;

  constructor(private readonly fe: FrontEnd) {}

  /** The bound pipeline's composite, current in the context (null: no stage to draw with). */
  resolve(pipeline: ProgramPipeline): void {
    let e = this.entries.get(pipeline);
    if (e === undefined) this.entries.set(pipeline, e = { version: -1, current: null, byKey: new Map() });
    let c = e.current;
    if (e.version !== pipeline.version || c === null || !c.live) {
      c = this.lookup(pipeline, e);
      e.current = c;
      e.version = pipeline.version;
    } else {
      c.RecordComponentChanges();
    }
    if (this.fe.state.pipelineProgram !== c) this.fe.state.SetPipelineProgram(c);
  }

  /** glDeleteProgramPipelines: its composites released. */
  pipelineDeleted(pipeline: ProgramPipeline): void {
    const e = this.entries.get(pipeline);
    if (e === undefined) return;
    this.entries.delete(pipeline);
    for (const c of e.byKey.values()) this.release(c);
  }

  /** A program was deleted or relinked: every composite it is part of is released (composed again when drawn). */
  programChanged(program: Program): void {
    for (const e of this.entries.values()) {
      for (const [key, c] of e.byKey) {
        if (!c.components.some((part) => part.program === program)) continue;
        e.byKey.delete(key);
        if (e.current === c) e.current = null;
        this.release(c);
      }
    }
  }

  private release(c: PipelineProgram): void {
    if (!c.live) return;
    c.MarkReleased();
    this.released++;
    if (this.fe.state.pipelineProgram === c) this.fe.state.SetPipelineProgram(null);
    this.fe.backend.programDeleted?.(c);
  }

  private lookup(pipeline: ProgramPipeline, e: PipelineEntry): PipelineProgram | null {
    let key = '';
    for (let s = 0; s < PIPELINE_STAGE_COUNT; s++) {
      const p = STAGE_OF_INDEX[s] === null ? null : pipeline.stages[s];
      key += `${p === null ? 0 : p.lifetimeId},`;
    }
    const cached = e.byKey.get(key);
    if (cached !== undefined) {
      cached.RecordComponentChanges();
      return cached;
    }
    const programs: Program[] = [];
    const stages: CompositeStage[] = [];
    for (let s = 0; s < PIPELINE_STAGE_COUNT; s++) {
      const p = pipeline.stages[s];
      const stage = STAGE_OF_INDEX[s];
      if (p === null || stage === null || p.linkArtifact === null) continue;
      let k = programs.indexOf(p);
      if (k < 0) k = programs.push(p) - 1;
      stages.push({ stage, component: k });
    }
    if (stages.length === 0) return null;
    const artifacts = programs.map((p) => p.linkArtifact as ProgramArtifact);
    const r = composePipelineArtifact(artifacts, stages);
    if (r.bindingClash) {
      this.fe.debugCallback?.(GL.DEBUG_SOURCE_OTHER, GL.DEBUG_TYPE_OTHER, 0, GL.DEBUG_SEVERITY_MEDIUM,
        'program pipeline: two stage programs use one sampler / image / block binding; the composite reads one driver slot for both');
    }
    let ubos = 0, ssbos = 0, locations = 0;
    const components: PipelineComponent[] = programs.map((p, k) => {
      const part = { program: p, blockBase: r.blockBase[k], locationBase: r.locationBase[k], uniformBlockBase: ubos, storageBlockBase: ssbos };
      ubos += p.uniformBlockBindings.length;
      ssbos += p.storageBlockBindings.length;
      locations = Math.max(locations, r.locationBase[k] + p.opaqueUnits.length);
      return part;
    });
    const c = new PipelineProgram(components, r.artifact, r.artifact.defaultBlockSize, locations, ubos, ssbos);
    e.byKey.set(key, c);
    this.composed++;
    this.fe.backend.verbs.programLinked?.(c);
    return c;
  }
}
