// PullContext: the members of the front end's GLContext that MGB_CTX reads for the value subsystems (render
// state, pixel pack state, patch state, current vertex attributes) while they pull or alias. Declared here,
// structurally, so that gles-core — and through it every subsystem library that has left the pull phase —
// links nothing of gl-state (seeds §4.7.2 gate A; the lint row of phase C checks transitive edges too). The
// wiring hands the real GLContext, which has these members; a library that still pulls object state declares
// its device with `DeviceCore<GLContext>` itself.
import type { PixelStoreParameters, RenderStateParameters } from '@mgpipe/value-types';
import type { FrontFramebuffer } from './framebuffer-inputs.ts';
import type { FrontBufferState, FrontProgram } from './program-inputs.ts';
import type { TextureContext } from './texture-inputs.ts';
import type { FrontBufferState as FrontBufferBindPoints } from './indirect-inputs.ts';
import type { FrontContextGenerations, FrontVertexArray } from './vertex-inputs.ts';
import type { FrontTransformFeedback } from './xfb-inputs.ts';

/** gl-state's RenderState as MGB_CTX reads it (a `Front<X>` mirror: G6's coverage scan counts its reads as RenderState's). */
export interface FrontRenderState {
  readonly params: RenderStateParameters;
  readonly version: number;
}

/** gl-state's GLContext as MGB_CTX reads it (listed in the coverage scan's MIRRORS as GLContext's mirror). */
export interface PullContext extends TextureContext {
  readonly renderState: FrontRenderState;
  readonly pixelStoreVersion: number;
  readonly pack: PixelStoreParameters;
  readonly patchVersion: number;
  readonly patchVertices: number;
  readonly patchDefaultOuterLevel: Float32Array;
  readonly patchDefaultInnerLevel: Float32Array;
  readonly vertexAttribDefaultsVersion: number;
  readonly currentVertexAttribs: Float32Array;
  readonly currentVertexAttribKinds: Uint8Array;
  /** vertex-elements (vertex-inputs.ts): the bound VAO and the generations its buffers fill is shuttered by. */
  readonly vertexArray: FrontVertexArray;
  readonly generations: FrontContextGenerations;
  /** framebuffer (framebuffer-inputs.ts): the bound draw and read framebuffers. */
  readonly drawFramebuffer: FrontFramebuffer;
  readonly readFramebuffer: FrontFramebuffer;
  /**
   * program (program-inputs.ts): the current program and the indexed buffer bindings set_shader_buffers carries;
   * emulation (indirect-inputs.ts): the generic binding points (DRAW_INDIRECT, PARAMETER).
   */
  readonly program: FrontProgram | null;
  /** What draws run: `program`, else the bound program pipeline's composite (gl-state GLContext.drawProgram). */
  readonly drawProgram: FrontProgram | null;
  readonly buffers: FrontBufferState & FrontBufferBindPoints;
  /** xfb-queries (xfb-inputs.ts): the bound transform feedback object. */
  readonly transformFeedback: FrontTransformFeedback;
  // textures (texture-inputs.ts TextureContext): the units (textures), defaultTextures, the draw program.
}
