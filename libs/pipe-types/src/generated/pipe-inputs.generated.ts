// GENERATED FILE: DO NOT EDIT. G5: PipeInputs groups, per-verb may-read masks, filled generations and poison checks.
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/pipe-calls.json, schema/pipe-wire.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

import { MGPipeFatal } from '../fatal.ts';

/** PipeInputs groups (organized by memo key, not by read point: §6.2). */
export const PipeInputField = {
  /** set_framebuffer_state. Accessors: getFramebufferState. */
  framebuffer: 0,
  /** bind_render_state (pipeline subset). Accessors: getRenderStateParameters, getRenderStateParametersVersion. */
  renderState: 1,
  /** set_dynamic_state (viewport, scissor, clear values, ...). Accessors: getDynamicState. */
  dynamicState: 2,
  /** bind_vertex_elements_state. Accessors: getBoundVertexArray. */
  vertexElements: 3,
  /** set_vertex_buffers. Accessors: getVertexBuffers. */
  vertexBuffers: 4,
  /** set_index_buffer; independent of the VAO config version (D5). Accessors: getIndexBuffer. */
  indexBuffer: 5,
  /** set_indirect_buffers. Accessors: getIndirectBuffers. */
  indirectBuffers: 6,
  /** set_sampler_views. Accessors: getSamplerViews. */
  samplerViews: 7,
  /** bind_sampler_states. Accessors: getSamplerStates. */
  samplers: 8,
  /** set_texture_params: per texture object, valid across verbs until the object changes (D10). Accessors: getTextureParams. Sticky. */
  textureParams: 9,
  /** set_shader_images / set_image_unit. Accessors: getShaderImages. */
  shaderImages: 10,
  /** set_shader_buffers. Accessors: getShaderBuffers. */
  shaderBuffers: 11,
  /** set_stream_output_targets / bind_stream_output_object. Accessors: getStreamOutputTargets. */
  streamOutput: 12,
  /** set_global_constants (default uniform block, D6). Accessors: getGlobalConstants. */
  globalConstants: 13,
  /** set_vertex_attrib_defaults. Accessors: getCurrentVertexAttribute. */
  attribDefaults: 14,
  /** set_pixel_pack_state (no unpack: D5). Accessors: getPixelPackState. */
  packState: 15,
  /** set_patch_state / set_patch_vertices; also a shader-variant input. Accessors: getPatchVertices, getPatchLevels. */
  patch: 16,
  /** set_draw_program. Accessors: getProgramForDraw. */
  drawProgram: 17,
  /** set_dispatch_program. Accessors: getProgramForDispatch. */
  dispatchProgram: 18,
  /** set_context_values. Accessors: getContextValues. */
  contextValues: 19,
  /** set_program_bindings: per program object. Accessors: getProgramBindings. Sticky. */
  programBindings: 20,
  /** set_residual_value_state (temporary, §6.3). Accessors: getResidualValueBlock. */
  residual: 21,
} as const;
export type PipeInputField = (typeof PipeInputField)[keyof typeof PipeInputField];
export const kPipeInputFieldCount = 22;
export const kPipeInputFieldNames: readonly string[] = ['framebuffer', 'renderState', 'dynamicState', 'vertexElements', 'vertexBuffers', 'indexBuffer', 'indirectBuffers', 'samplerViews', 'samplers', 'textureParams', 'shaderImages', 'shaderBuffers', 'streamOutput', 'globalConstants', 'attribDefaults', 'packState', 'patch', 'drawProgram', 'dispatchProgram', 'contextValues', 'programBindings', 'residual'];
/** Groups valid across verbs once filled (object-keyed state). Listed explicitly, as §6.2.1 requires. */
export const kStickyFieldMask = 1049088;
/** Accessor name -> group: the hook G6 (backend read point -> MGPipe call) will use. */
export const kPipeInputAccessors: Readonly<Record<string, PipeInputField>> = {
  getFramebufferState: 0,
  getRenderStateParameters: 1,
  getRenderStateParametersVersion: 1,
  getDynamicState: 2,
  getBoundVertexArray: 3,
  getVertexBuffers: 4,
  getIndexBuffer: 5,
  getIndirectBuffers: 6,
  getSamplerViews: 7,
  getSamplerStates: 8,
  getTextureParams: 9,
  getShaderImages: 10,
  getShaderBuffers: 11,
  getStreamOutputTargets: 12,
  getGlobalConstants: 13,
  getCurrentVertexAttribute: 14,
  getPixelPackState: 15,
  getPatchVertices: 16,
  getPatchLevels: 16,
  getProgramForDraw: 17,
  getProgramForDispatch: 18,
  getContextValues: 19,
  getProgramBindings: 20,
  getResidualValueBlock: 21,
};

export const VerbClass = { draw: 0, dispatch: 1, clear: 2, blitOrCopy: 3, textureOp: 4, readback: 5, xfbSpan: 6, query: 7, sync: 8 } as const;
export type VerbClass = (typeof VerbClass)[keyof typeof VerbClass];
export const kVerbClassNames: readonly string[] = ['draw', 'dispatch', 'clear', 'blitOrCopy', 'textureOp', 'readback', 'xfbSpan', 'query', 'sync'];
/** Per verb class: the PipeInputs groups it may read (bit i = group i). */
export const kVerbMayRead: readonly number[] = [
  3899391, // draw: framebuffer, renderState, dynamicState, vertexElements, vertexBuffers, indexBuffer, indirectBuffers, samplerViews, samplers, textureParams, shaderImages, shaderBuffers, streamOutput, globalConstants, attribDefaults, patch, drawProgram, contextValues, programBindings, residual
  3420096, // dispatch: samplerViews, samplers, textureParams, shaderImages, shaderBuffers, globalConstants, dispatchProgram, indirectBuffers, programBindings, residual
  2621959, // clear: framebuffer, renderState, dynamicState, textureParams, contextValues, residual
  2130439, // blitOrCopy: framebuffer, renderState, dynamicState, textureParams, packState, residual
  2097665, // textureOp: textureParams, framebuffer, residual
  2130433, // readback: framebuffer, packState, textureParams, residual
  2232320, // xfbSpan: streamOutput, drawProgram, residual
  2097152, // query: residual
  0, // sync: (nothing)
];
/** Per opcode: the verb class of the call (-1 = not a verb), and the groups the call writes. */
export const kCallVerbClass: readonly number[] = [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7, 7, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4, -1, 5, 3, 3, 2, 4, 5, 5, -1, 0, 1, 8, 6, 6, 6, 6, 8, 8, 8, -1, -1, -1, -1, -1, -1, 3, -1, -1, 5, 7, -1, 8, -1, -1, -1, -1, -1, 8, -1, -1, -1];
export const kCallWrites: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 4, 1, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2097152, 0, 1024, 65536, 4096, 0, 0, 524288, 1048576, 0, 0, 0, 0, 0, 0, 0, 512, 1, 0, 0, 56, 0];

/**
 * The filled-generation record of PipeInputs: each verb bumps the serial; fill() stamps a group with it; check()
 * throws Fatal{UnmigratedPipeInput, "<group>@<verb>"} when the current verb may not read the group, or when a
 * non-sticky group was not filled for this verb (a sticky one: never filled).
 */
export class PipeInputsGen {
  readonly filledGen = new Float64Array(kPipeInputFieldCount).fill(-1);
  verbSerial = 0;
  verbClass: number = -1;
  beginVerb(cls: VerbClass): void {
    this.verbSerial++;
    this.verbClass = cls;
  }
  fill(field: PipeInputField): void {
    this.filledGen[field] = this.verbSerial;
  }
  check(field: PipeInputField): void {
    const bit = 2 ** field;
    const cls = this.verbClass;
    const may = cls >= 0 && Math.floor(kVerbMayRead[cls] / bit) % 2 === 1;
    const sticky = Math.floor(kStickyFieldMask / bit) % 2 === 1;
    const g = this.filledGen[field];
    if (!may || (sticky ? g < 0 : g !== this.verbSerial))
      throw new MGPipeFatal('UnmigratedPipeInput', `${kPipeInputFieldNames[field]}@${cls >= 0 ? kVerbClassNames[cls] : 'no-verb'}`);
  }
}
