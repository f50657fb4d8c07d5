// The program a bound program pipeline draws with (seeds §5.6.3): a composite of the stages of its separable
// programs, made by the front end (gl-impl c-pipeline-composites.ts) and seen by the tracker and the backends as one
// more Program — one link, one artifact, one default block — with no GL name. It has a lifetime id of its own: a
// new composite (a stage changed, a component relinked or deleted) is a new object, the old one released once.
//
// Its post-link state is not written by GL calls: each component program keeps its own (glProgramUniform*,
// glUniformBlockBinding, a sampler's unit), and `RecordComponentChanges()` copies what moved into the composite's arrays at the
// draw, at the bases the composition chose. The composite's counters move only when RecordComponentChanges copied something, so
// the tracker's shutters and the backend's memos see it like any program.
import { Program } from './program.ts';

/** One component program and where its state sits in the composite's arrays. */
export interface PipelineComponent {
  readonly program: Program;
  readonly blockBase: number;
  readonly locationBase: number;
  readonly uniformBlockBase: number;
  readonly storageBlockBase: number;
}

export class PipelineProgram extends Program {
  /** Per component: the versions last copied (-1: never). */
  private readonly seenUbo: Float64Array;
  private readonly seenWriteSet: Float64Array;
  private readonly seenUnits: Float64Array;
  private readonly seenBlocks: Float64Array;
  private ubo = 0;
  private writeSet = 0;
  private units = 0;
  private blocks = 0;
  private released = false;

  /**
   * @param components the distinct programs, in the composite's order
   * @param artifact the composed artifact (libs/shader pipeline-composite.ts)
   */
  constructor(readonly components: readonly PipelineComponent[], artifact: unknown, defaultBlockSize: number, locationCount: number,
    uniformBlockCount: number, storageBlockCount: number) {
    super(0);
    const n = components.length;
    this.seenUbo = new Float64Array(n).fill(-1);
    this.seenWriteSet = new Float64Array(n).fill(-1);
    this.seenUnits = new Float64Array(n).fill(-1);
    this.seenBlocks = new Float64Array(n).fill(-1);
    this.RecordLinkResult(true, '', artifact, { defaultBlockSize, uniformLocationCount: locationCount, uniformBlockCount, storageBlockCount });
    this.RecordComponentChanges();
  }

  override get isComposite(): boolean { return true; }
  /** False once released (its pipeline, or a component program, was deleted or relinked). */
  get live(): boolean { return !this.released; }

  MarkReleased(): void {
    this.released = true;
  }
  override get linkVersion(): number { return 1; }
  override get uboContentVersion(): number { return this.ubo; }
  override get uniformWriteSetVersion(): number { return this.writeSet; }
  override get backendStateVersion(): number { return this.units; }
  override get blockBindingVersion(): number { return this.blocks; }

  /** Copies the components' post-link state that moved since the last call (per draw: no allocation). */
  RecordComponentChanges(): void {
    const c = this.components;
    for (let k = 0; k < c.length; k++) {
      const part = c[k];
      const p = part.program;
      if (this.seenUbo[k] !== p.uboContentVersion) {
        this.seenUbo[k] = p.uboContentVersion;
        this.uniformData.set(p.uniformData, part.blockBase);
        this.ubo++;
      }
      if (this.seenWriteSet[k] !== p.uniformWriteSetVersion) {
        this.seenWriteSet[k] = p.uniformWriteSetVersion;
        this.writeSet++;
      }
      if (this.seenUnits[k] !== p.backendStateVersion) {
        this.seenUnits[k] = p.backendStateVersion;
        this.opaqueUnits.set(p.opaqueUnits, part.locationBase);
        this.units++;
      }
      if (this.seenBlocks[k] !== p.blockBindingVersion) {
        this.seenBlocks[k] = p.blockBindingVersion;
        this.uniformBlockBindings.set(p.uniformBlockBindings, part.uniformBlockBase);
        this.storageBlockBindings.set(p.storageBlockBindings, part.storageBlockBase);
        this.blocks++;
      }
    }
  }
}
