// PrepareForDraw (seeds §6.4, DirectGLES.cpp:2916-2975), in the seeds' order: program (build on a new link)
// → VAO twin + formats (then the vertex buffers' host spans against them) → textures/samplers → image units →
// uniform/storage buffers → framebuffer → program + default-block uniforms → render state → current attribute values
// → patch state. Each step lives in the library of the subsystem that owns it (libs/gles-subsystems/<name>) and is
// gated by the front end's counters, so a steady-state draw is a handful of integer compares; this file only calls
// them in order.
import type { DrawPreparer } from '@mgpipe/gles-core';
import { FramebufferStep } from '@mgpipe/gles-framebuffer';
import { ImageUnitStep } from '@mgpipe/gles-images-upload';
import { PatchStateStep } from '@mgpipe/gles-patch-state';
import { BlockBindingStep, ProgramStep, type BackendProgram } from '@mgpipe/gles-program';
import { RenderStateStep } from '@mgpipe/gles-render-state';
import { TextureStep } from '@mgpipe/gles-textures';
import { AttribDefaultsStep } from '@mgpipe/gles-vertex-attrib-defaults';
import { VertexArrayStep } from '@mgpipe/gles-vertex-elements';
import type { GlesDevice } from '../device.ts';
import { ALL_PREPARE_STEPS, PrepareStep } from './call-epoch.ts';

/** The steps the full prepare runs after the render-state step (the seeds' order), and a dispatch's steps. */
const AFTER_RENDER_STATE = PrepareStep.attribDefaults | PrepareStep.patch;
const COMPUTE_STEPS = PrepareStep.textures | PrepareStep.images | PrepareStep.blocks | PrepareStep.use;

export class DrawSync implements DrawPreparer {
  readonly program: ProgramStep;
  readonly vertexArray: VertexArrayStep;
  readonly textures: TextureStep;
  readonly images: ImageUnitStep;
  readonly blocks: BlockBindingStep;
  readonly framebuffers: FramebufferStep;
  readonly renderState: RenderStateStep;
  readonly attribDefaults: AttribDefaultsStep;
  readonly patchState: PatchStateStep;

  /** The last fully prepared draw: its epoch (-1: none, or a draw that must not be replayed) and mode, and its program. */
  private preparedEpoch = -1;
  private preparedMode = -1;
  private preparedPolygonLine = false;
  private preparedTwin: BackendProgram | null = null;
  /**
   * The last prepare was gated with no step moved: since the draw it replays, only render-state calls and draws came
   * (DrawCommands' plain-draw repeat relies on it).
   */
  clean = false;
  /**
   * The last prepare was gated, with or without partial steps: the prepared draw's program twin and mode, and since that
   * draw only render-state calls, draws and the partial calls (PARTIAL_CALLS) came (DrawCommands' rebound repeat).
   */
  gated = false;
  /**
   * Draws prepared by the epoch gate: render state only (gated), some steps (partial), and in full; of the gated ones,
   * those DrawCommands issued as a repeat of the plain draw before them (repeated), and of the partial ones, those it
   * issued as that repeat after walking the vertex bindings (rebound). Tests, stats.
   */
  readonly gateStats = { gated: 0, partial: 0, full: 0, repeated: 0, rebound: 0 };

  constructor(private readonly dev: GlesDevice) {
    this.program = new ProgramStep(dev);
    this.vertexArray = new VertexArrayStep(dev);
    this.textures = new TextureStep(dev);
    this.images = new ImageUnitStep(dev);
    this.blocks = new BlockBindingStep(dev);
    this.framebuffers = new FramebufferStep(dev);
    this.renderState = new RenderStateStep(dev);
    this.attribDefaults = new AttribDefaultsStep(dev);
    this.patchState = new PatchStateStep(dev);
  }

  /**
   * The next draw prepares in full: the draw just made moved driver state a prepared draw relies on (a lowering's
   * element buffer, uniforms or viewports), or a non-draw verb used the steps.
   */
  forgetPrepared(): void {
    this.preparedEpoch = -1;
  }

  /** Everything but the vertex bindings (which need the draw's range). Returns null when nothing can be drawn. */
  prepare(compute: boolean, mode?: number, polygonLine = false): BackendProgram | null {
    // Polygon mode is render state alone (no epoch move), and picks the program's geometry stage: part of the key.
    // The program step picks the twin every other step works on: a call it reads prepares in full.
    if (!compute && this.preparedEpoch === this.dev.callEpoch && mode === this.preparedMode && polygonLine === this.preparedPolygonLine &&
      (this.dev.stepsMoved & PrepareStep.program) === 0) {
      const moved = this.dev.stepsMoved;
      this.clean = moved === 0;
      this.gated = true;
      if (moved === 0) this.gateStats.gated++;
      else {
        this.dev.stepsMoved = 0;
        this.runSteps(this.preparedTwin!, moved, false);
        this.gateStats.partial++;
      }
      this.renderState.sync();
      return this.preparedTwin;
    }
    this.preparedEpoch = -1;
    this.clean = false;
    this.gated = false;
    this.dev.stepsMoved = 0;
    const twin = this.program.program(compute, mode, polygonLine);
    if (twin === null) return null;
    this.runSteps(twin, compute ? COMPUTE_STEPS : ALL_PREPARE_STEPS & ~AFTER_RENDER_STATE, compute);
    if (!compute) {
      this.renderState.sync();
      this.runSteps(twin, AFTER_RENDER_STATE, false);
      this.gateStats.full++;
      // A program that reads the depth range takes it from the render state at use(): not replayed.
      if (this.dev.epochGated && mode !== undefined && this.program.drawn?.readsDepthRange !== true) {
        this.preparedEpoch = this.dev.callEpoch;
        this.preparedMode = mode;
        this.preparedPolygonLine = polygonLine;
        this.preparedTwin = twin;
      }
    }
    return twin;
  }

  /**
   * The steps in `steps` after the program's (the seeds' order; the program step is prepare's, it picks the twin).
   * The gate's partial prepare runs the ones the calls since the prepared draw named, the full prepare all of them.
   */
  private runSteps(twin: BackendProgram, steps: number, compute: boolean): void {
    if ((steps & PrepareStep.vertexArray) !== 0) this.vertexArray.sync();
    if ((steps & PrepareStep.vertexBuffers) !== 0) this.vertexArray.syncHostSet();
    if ((steps & PrepareStep.textures) !== 0) this.textures.sync(twin);
    if ((steps & PrepareStep.images) !== 0) {
      const moves = this.dev.driverTextureMoves;
      this.images.sync(twin);
      // An image binding moved a texture twin to immutable storage (a new driver name): rebind the samplers' units.
      if (this.dev.driverTextureMoves !== moves) this.textures.sync(twin);
    }
    if ((steps & PrepareStep.blocks) !== 0) this.blocks.sync(twin);
    if ((steps & PrepareStep.framebuffer) !== 0) this.framebuffers.syncDrawFramebuffer();
    if ((steps & PrepareStep.use) !== 0) this.program.use(twin, compute);
    if ((steps & PrepareStep.attribDefaults) !== 0) this.attribDefaults.sync();
    if ((steps & PrepareStep.patch) !== 0) this.patchState.sync();
  }
}
