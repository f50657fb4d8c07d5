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

  /** Everything but the vertex bindings (which need the draw's range). Returns null when nothing can be drawn. */
  prepare(_ctx: GLContext, compute: boolean, mode?: number): BackendProgram | null {
    const twin = this.program.program(compute, mode);
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
    }
    return twin;
  }
}
