// PrepareForDraw (seeds §6.4, DirectGLES.cpp:2916-2975), in the seeds' order: program (build on a new link)
// → VAO twin + formats → textures/samplers → image units → uniform/storage buffers → framebuffer →
// program + default-block uniforms → render state → current attribute values → patch state. Each step lives in
// the library of the subsystem that owns it (libs/gles-subsystems/<name>) and is gated by the front end's
// counters, so a steady-state draw is a handful of integer compares; this file only calls them in order.
import type { DrawPreparer } from '@mgpipe/gles-core';
import { FramebufferStep } from '@mgpipe/gles-framebuffer';
import { ImageUnitStep } from '@mgpipe/gles-images-upload';
import { PatchStateStep } from '@mgpipe/gles-patch-state';
import { BlockBindingStep, ProgramStep, type BackendProgram } from '@mgpipe/gles-program';
import { RenderStateStep } from '@mgpipe/gles-render-state';
import { TextureStep } from '@mgpipe/gles-textures';
import { AttribDefaultsStep } from '@mgpipe/gles-vertex-attrib-defaults';
import { VertexArrayStep } from '@mgpipe/gles-vertex-elements';
import type { GLContext } from '@mgpipe/gl-state';
import type { GlesDevice } from '../device.ts';

export class DrawSync implements DrawPreparer<GLContext> {
  readonly program: ProgramStep;
  readonly vertexArray: VertexArrayStep;
  readonly textures: TextureStep;
  readonly images: ImageUnitStep;
  readonly blocks: BlockBindingStep;
  readonly framebuffers: FramebufferStep;
  readonly renderState: RenderStateStep;
  readonly attribDefaults: AttribDefaultsStep;
  readonly patchState: PatchStateStep;

  /**
   * Everything pushed (GlesBackend: every call but the neutral ones bumps dev.callEpoch, call-epoch.ts): a draw of the
   * last prepared draw's epoch and mode skips to the render-state step. Off on pull / alias / residual lanes, whose
   * inputs move without a call.
   */
  epochGated = false;
  /** The last fully prepared draw: its epoch (-1: none, or a draw that must not be replayed) and mode, and its program. */
  private preparedEpoch = -1;
  private preparedMode = -1;
  private preparedPolygonLine = false;
  private preparedTwin: BackendProgram | null = null;
  /** Draws prepared by the epoch gate (render state only) and in full (tests, stats). */
  readonly gateStats = { gated: 0, full: 0 };

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
  prepare(_ctx: GLContext, compute: boolean, mode?: number, polygonLine = false): BackendProgram | null {
    // Polygon mode is render state alone (no epoch move), and picks the program's geometry stage: part of the key.
    if (!compute && this.preparedEpoch === this.dev.callEpoch && mode === this.preparedMode && polygonLine === this.preparedPolygonLine) {
      this.gateStats.gated++;
      this.renderState.sync();
      return this.preparedTwin;
    }
    this.preparedEpoch = -1;
    const twin = this.program.program(compute, mode, polygonLine);
    if (twin === null) return null;
    if (!compute) this.vertexArray.sync();
    this.textures.sync(twin);
    const moves = this.dev.driverTextureMoves;
    this.images.sync(twin);
    // An image binding moved a texture twin to immutable storage (a new driver name): rebind the samplers' units.
    if (this.dev.driverTextureMoves !== moves) this.textures.sync(twin);
    this.blocks.sync(twin);
    if (!compute) this.framebuffers.syncDrawFramebuffer();
    this.program.use(twin, compute);
    if (!compute) {
      this.renderState.sync();
      this.attribDefaults.sync();
      this.patchState.sync();
      this.gateStats.full++;
      // A program that reads the depth range takes it from the render state at use(): not replayed.
      if (this.epochGated && mode !== undefined && this.program.drawn?.readsDepthRange !== true) {
        this.preparedEpoch = this.dev.callEpoch;
        this.preparedMode = mode;
        this.preparedPolygonLine = polygonLine;
        this.preparedTwin = twin;
      }
    }
    return twin;
  }
}
