// The extension strings (GL_EXTENSIONS through getStringi, NUM_EXTENSIONS): one table of the ARB/KHR
// extensions folded into core GL 3.0-4.5, each with the core version that took it in, plus the GL 4.6
// ones the front end implements ahead of its 4.5 version. A GL 4.5 implementation has the functionality
// of every extension folded into ≤ 4.5, and applications (piglit's [require] first) test for the
// extension string, not the version: Mesa advertises them in a 4.5 core context, and so do we — except
// where our stack cannot do what the extension promises, which is withheld with the reason, so the
// string never claims work that would fail (see `withheld`).
import { GL } from '@mgpipe/value-types';
import type { LegacyCaps } from '../legacy-backend.ts';

export interface ExtensionEntry {
  readonly name: string;
  /**
   * The GL version whose core took the extension in (46 = beyond our 4.5: implemented ahead; null = a vendor
   * extension in no core version, which Mesa also advertises and the front end implements).
   */
  readonly core: 30 | 31 | 32 | 33 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | null;
  /** Set when the stack cannot provide it: not advertised, and why. */
  readonly withheld?: string;
  /** Entry points it adds that must be in the GL interface (checked by a-extensions.test.ts). */
  readonly needs?: readonly string[];
  /** A limit (or limits) the backend's driver must report above 0 (GLES has it only through an extension, or a lowering needs it). */
  readonly whenDriverLimit?: number | readonly number[];
  /** A LegacyCaps flag the backend must set (what only its driver's own extension can provide). */
  readonly whenCap?: 'framebufferFetch';
}

const NO_DOUBLES = 'GLES 3.2 has no double-precision types: dvec*/dmat* and 64-bit attributes cannot be translated to ESSL';

export const EXTENSION_TABLE: readonly ExtensionEntry[] = [
  // GL 3.0
  { name: 'GL_ARB_color_buffer_float', core: 30, needs: ['clampColor'] },
  { name: 'GL_ARB_depth_buffer_float', core: 30 },
  { name: 'GL_ARB_framebuffer_object', core: 30, needs: ['genFramebuffers', 'framebufferTexture2D', 'blitFramebuffer', 'renderbufferStorageMultisample', 'generateMipmap'] },
  { name: 'GL_ARB_framebuffer_sRGB', core: 30 },
  { name: 'GL_ARB_half_float_pixel', core: 30 },
  { name: 'GL_ARB_half_float_vertex', core: 30 },
  { name: 'GL_ARB_map_buffer_range', core: 30, needs: ['mapBufferRange', 'flushMappedBufferRange'] },
  { name: 'GL_ARB_texture_compression_rgtc', core: 30 },
  { name: 'GL_ARB_texture_float', core: 30 },
  { name: 'GL_ARB_texture_rg', core: 30 },
  { name: 'GL_ARB_vertex_array_object', core: 30, needs: ['genVertexArrays', 'bindVertexArray'] },
  { name: 'GL_EXT_texture_array', core: 30, needs: ['framebufferTextureLayer'] }, // GLSL 1.10 / 1.20 array samplers: native/shader extensions.cc
  // GL 3.1
  { name: 'GL_ARB_copy_buffer', core: 31, needs: ['copyBufferSubData'] },
  { name: 'GL_ARB_draw_instanced', core: 31, needs: ['drawArraysInstanced', 'drawElementsInstanced'] },
  { name: 'GL_ARB_texture_buffer_object', core: 31, needs: ['texBuffer'] },
  { name: 'GL_ARB_texture_rectangle', core: 31 },
  { name: 'GL_ARB_uniform_buffer_object', core: 31, needs: ['getUniformBlockIndex', 'uniformBlockBinding', 'bindBufferRange'] },
  // GL 3.2
  { name: 'GL_ARB_depth_clamp', core: 32 },
  { name: 'GL_ARB_draw_elements_base_vertex', core: 32, needs: ['drawElementsBaseVertex', 'drawElementsInstancedBaseVertex'] },
  { name: 'GL_ARB_fragment_coord_conventions', core: 32 },
  { name: 'GL_ARB_provoking_vertex', core: 32, needs: ['provokingVertex'] },
  { name: 'GL_ARB_seamless_cube_map', core: 32 },
  { name: 'GL_ARB_sync', core: 32, needs: ['fenceSync', 'clientWaitSync', 'waitSync'] },
  { name: 'GL_ARB_texture_multisample', core: 32, needs: ['texImage2DMultisample', 'getMultisamplefv', 'sampleMaski'] },
  // GL 3.3
  { name: 'GL_ARB_blend_func_extended', core: 33, whenDriverLimit: GL.MAX_DUAL_SOURCE_DRAW_BUFFERS, needs: ['bindFragDataLocationIndexed', 'getFragDataIndex'] },
  { name: 'GL_ARB_explicit_attrib_location', core: 33 },
  { name: 'GL_ARB_instanced_arrays', core: 33, needs: ['vertexAttribDivisor'] },
  { name: 'GL_ARB_occlusion_query2', core: 33 },
  { name: 'GL_ARB_sampler_objects', core: 33, needs: ['genSamplers', 'bindSampler', 'samplerParameteri'] },
  { name: 'GL_ARB_shader_bit_encoding', core: 33 },
  { name: 'GL_ARB_texture_rgb10_a2ui', core: 33 },
  { name: 'GL_ARB_texture_swizzle', core: 33 },
  { name: 'GL_ARB_timer_query', core: 33, needs: ['queryCounter', 'getQueryObjecti64v'] },
  { name: 'GL_ARB_vertex_type_2_10_10_10_rev', core: 33 },
  // GL 4.0
  { name: 'GL_ARB_draw_buffers_blend', core: 40, needs: ['blendFunci', 'blendEquationi'] },
  { name: 'GL_ARB_draw_indirect', core: 40, needs: ['drawArraysIndirect', 'drawElementsIndirect'] },
  { name: 'GL_ARB_gpu_shader5', core: 40 },
  { name: 'GL_ARB_gpu_shader_fp64', core: 40, withheld: NO_DOUBLES },
  { name: 'GL_ARB_sample_shading', core: 40, needs: ['minSampleShading'] },
  { name: 'GL_ARB_shader_subroutine', core: 40, needs: ['uniformSubroutinesuiv', 'getSubroutineIndex'] },
  { name: 'GL_ARB_tessellation_shader', core: 40, needs: ['patchParameteri', 'patchParameterfv'] },
  { name: 'GL_ARB_texture_buffer_object_rgb32', core: 40 },
  { name: 'GL_ARB_texture_cube_map_array', core: 40 },
  { name: 'GL_ARB_texture_gather', core: 40 },
  { name: 'GL_ARB_texture_query_lod', core: 40 },
  { name: 'GL_ARB_transform_feedback2', core: 40, needs: ['bindTransformFeedback', 'pauseTransformFeedback', 'drawTransformFeedback'] },
  { name: 'GL_ARB_transform_feedback3', core: 40, needs: ['drawTransformFeedbackStream', 'beginQueryIndexed'] },
  // GL 4.1
  { name: 'GL_ARB_ES2_compatibility', core: 41, withheld: '#version 100 (GLSL ES 1.00) is not accepted: glslang emits SPIR-V only from 310 es' },
  { name: 'GL_ARB_get_program_binary', core: 41, needs: ['getProgramBinary', 'programBinary', 'programParameteri'] }, // NUM_PROGRAM_BINARY_FORMATS is 0 (c-program-binary.ts), which GL 4.5 allows
  { name: 'GL_ARB_separate_shader_objects', core: 41, needs: ['createShaderProgramv', 'bindProgramPipeline', 'useProgramStages', 'programUniform4f'] },
  { name: 'GL_ARB_shader_precision', core: 41 },
  { name: 'GL_ARB_vertex_attrib_64bit', core: 41, withheld: NO_DOUBLES },
  { name: 'GL_ARB_viewport_array', core: 41, needs: ['viewportArrayv', 'viewportIndexedf', 'scissorArrayv', 'depthRangeArrayv', 'getFloati_v'] },
  // GL 4.2
  { name: 'GL_ARB_base_instance', core: 42, needs: ['drawArraysInstancedBaseInstance', 'drawElementsInstancedBaseVertexBaseInstance'] },
  { name: 'GL_ARB_compressed_texture_pixel_storage', core: 42 },
  { name: 'GL_ARB_conservative_depth', core: 42 },
  { name: 'GL_ARB_internalformat_query', core: 42, needs: ['getInternalformativ'] },
  { name: 'GL_ARB_map_buffer_alignment', core: 42 },
  // GLES 3.1 may have no fragment-stage counters (its minimum is 0): advertised when the driver has them.
  { name: 'GL_ARB_shader_atomic_counters', core: 42, needs: ['getActiveAtomicCounterBufferiv', 'bindBufferBase'], whenDriverLimit: GL.MAX_FRAGMENT_ATOMIC_COUNTERS },
  { name: 'GL_ARB_shader_image_load_store', core: 42, needs: ['bindImageTexture', 'memoryBarrier'] },
  { name: 'GL_ARB_shading_language_420pack', core: 42 },
  { name: 'GL_ARB_shading_language_packing', core: 42 },
  { name: 'GL_ARB_texture_storage', core: 42, needs: ['texStorage1D', 'texStorage2D', 'texStorage3D'] },
  { name: 'GL_ARB_transform_feedback_instanced', core: 42, needs: ['drawTransformFeedbackInstanced', 'drawTransformFeedbackStreamInstanced'] },
  // GL 4.3
  { name: 'GL_ARB_arrays_of_arrays', core: 43 },
  { name: 'GL_ARB_clear_buffer_object', core: 43, needs: ['clearBufferData', 'clearBufferSubData'] },
  { name: 'GL_ARB_compute_shader', core: 43, needs: ['dispatchCompute', 'dispatchComputeIndirect'] },
  { name: 'GL_ARB_copy_image', core: 43, needs: ['copyImageSubData'] },
  { name: 'GL_ARB_ES3_compatibility', core: 43 },
  { name: 'GL_ARB_explicit_uniform_location', core: 43 },
  { name: 'GL_ARB_fragment_layer_viewport', core: 43 },
  { name: 'GL_ARB_framebuffer_no_attachments', core: 43, needs: ['framebufferParameteri'] },
  { name: 'GL_ARB_internalformat_query2', core: 43, needs: ['getInternalformati64v'] },
  { name: 'GL_ARB_invalidate_subdata', core: 43, needs: ['invalidateTexImage', 'invalidateBufferData', 'invalidateFramebuffer'] },
  { name: 'GL_ARB_multi_draw_indirect', core: 43, needs: ['multiDrawArraysIndirect', 'multiDrawElementsIndirect'] },
  { name: 'GL_ARB_program_interface_query', core: 43, needs: ['getProgramResourceIndex', 'getProgramResourceiv'] },
  { name: 'GL_ARB_robust_buffer_access_behavior', core: 43 },
  { name: 'GL_ARB_shader_image_size', core: 43 },
  { name: 'GL_ARB_shader_storage_buffer_object', core: 43, needs: ['shaderStorageBlockBinding'] },
  { name: 'GL_ARB_stencil_texturing', core: 43 },
  { name: 'GL_ARB_texture_buffer_range', core: 43, needs: ['texBufferRange'] },
  { name: 'GL_ARB_texture_query_levels', core: 43 },
  { name: 'GL_ARB_texture_storage_multisample', core: 43, needs: ['texStorage2DMultisample', 'texStorage3DMultisample'] },
  { name: 'GL_ARB_texture_view', core: 43, needs: ['textureView'] },
  { name: 'GL_ARB_vertex_attrib_binding', core: 43, needs: ['vertexAttribFormat', 'bindVertexBuffer', 'vertexBindingDivisor'] },
  { name: 'GL_KHR_debug', core: 43, needs: ['debugMessageCallback', 'pushDebugGroup', 'objectLabel'] },
  // GL 4.4
  { name: 'GL_ARB_buffer_storage', core: 44, needs: ['bufferStorage'] },
  { name: 'GL_ARB_clear_texture', core: 44, needs: ['clearTexImage', 'clearTexSubImage'] },
  { name: 'GL_ARB_enhanced_layouts', core: 44 },
  { name: 'GL_ARB_multi_bind', core: 44, needs: ['bindBuffersBase', 'bindBuffersRange', 'bindTextures', 'bindSamplers', 'bindImageTextures', 'bindVertexBuffers'] },
  { name: 'GL_ARB_query_buffer_object', core: 44 },
  { name: 'GL_ARB_texture_mirror_clamp_to_edge', core: 44 },
  { name: 'GL_ARB_texture_stencil8', core: 44 },
  { name: 'GL_ARB_vertex_type_10f_11f_11f_rev', core: 44 },
  // GL 4.5
  { name: 'GL_ARB_ES3_1_compatibility', core: 45, needs: ['memoryBarrierByRegion'] },
  { name: 'GL_ARB_clip_control', core: 45, needs: ['clipControl'] },
  { name: 'GL_ARB_conditional_render_inverted', core: 45, needs: ['beginConditionalRender'] },
  { name: 'GL_ARB_cull_distance', core: 45, whenDriverLimit: GL.MAX_CULL_DISTANCES },
  { name: 'GL_ARB_derivative_control', core: 45 },
  { name: 'GL_ARB_direct_state_access', core: 45, needs: ['createBuffers', 'namedBufferData', 'createTextures', 'textureStorage2D', 'createFramebuffers', 'namedFramebufferTexture', 'createVertexArrays', 'vertexArrayAttribFormat', 'createQueries', 'createSamplers', 'createProgramPipelines', 'createTransformFeedbacks'] },
  { name: 'GL_ARB_get_texture_sub_image', core: 45, withheld: 'getTextureSubImage / getCompressedTextureSubImage read client memory only: into a pixel pack buffer they raise INVALID_OPERATION' },
  { name: 'GL_ARB_shader_texture_image_samples', core: 45 },
  { name: 'GL_ARB_texture_barrier', core: 45, needs: ['textureBarrier'] },
  { name: 'GL_KHR_context_flush_control', core: 45 },
  { name: 'GL_KHR_robustness', core: 45, needs: ['getGraphicsResetStatus', 'readnPixels', 'getnUniformfv'] },
  // GL 4.6 entry points in the table, implemented ahead of the 4.5 version
  { name: 'GL_ARB_indirect_parameters', core: 46, needs: ['multiDrawArraysIndirectCount', 'multiDrawElementsIndirectCount'] },
  { name: 'GL_ARB_polygon_offset_clamp', core: 46, needs: ['polygonOffsetClamp'] },
  // SPIR-V shaders (glShaderBinary + glSpecializeShader): linked without glslang, reflected from the module (libs/shader
  // link-spirv.ts), then through the same lowerings and SPIRV-Cross as glslang's SPIR-V. GL_SPIR_V_EXTENSIONS is empty.
  { name: 'GL_ARB_gl_spirv', core: 46, needs: ['shaderBinary', 'specializeShader'] },
  { name: 'GL_ARB_spirv_extensions', core: 46 },
  // atomicCounterAddARB & co.: the program's counters become storage-buffer words on GLES (gles-program
  // atomic-counter-ops.ts), so it needs fragment-stage counters and storage blocks.
  { name: 'GL_ARB_shader_atomic_counter_ops', core: 46, whenDriverLimit: [GL.MAX_FRAGMENT_ATOMIC_COUNTERS, GL.MAX_FRAGMENT_SHADER_STORAGE_BLOCKS] },
  // clock2x32ARB: a logical clock on GLES (gles-program shader-clock.ts: an atomic increment of one device-wide storage
  // word per call; ordered, not a time), so it needs storage blocks in the vertex and fragment stages (compute has them
  // in every GLES 3.1+). clockARB's 64-bit form needs GL_ARB_gpu_shader_int64, which is not advertised.
  { name: 'GL_ARB_shader_clock', core: null, whenDriverLimit: [GL.MAX_VERTEX_SHADER_STORAGE_BLOCKS, GL.MAX_FRAGMENT_SHADER_STORAGE_BLOCKS] },
  // anyInvocationARB & co.: each invocation its own set, as the extension allows (native/shader extensions.cc)
  { name: 'GL_ARB_shader_group_vote', core: 46 },
  // Vendor extensions in no core version
  { name: 'GL_AMD_shader_trinary_minmax', core: null }, // min3/max3/mid3: functions written in by native/shader extensions.cc
  // Vertex-stage gl_Layer / gl_ViewportIndex: glslang's GL_ARB_shader_viewport_layer_array (native/shader extensions.cc),
  // forwarded on GLES by a synthesized geometry stage (gles-program vertex-layer-lowering.ts): only with geometry shaders.
  { name: 'GL_AMD_vertex_shader_layer', core: null, whenDriverLimit: GL.MAX_GEOMETRY_OUTPUT_COMPONENTS },
  { name: 'GL_AMD_vertex_shader_viewport_index', core: null, whenDriverLimit: GL.MAX_GEOMETRY_OUTPUT_COMPONENTS },
  // FIRST_VERTEX_CONVENTION: the draw re-lists the primitives with GL's provoking vertex last (backend-gles draw-commands.ts)
  { name: 'GL_EXT_provoking_vertex', core: null, needs: ['provokingVertex'] },
  // Float atomics on buffer and shared variables: atomicCompSwap carried by native/shader extensions.cc, each lowered to
  // uint atomics (gles-program float-atomics.ts). NV's float image atomics are not all there: imageAtomicExchange on r32f
  // is native in ESSL 3.2, imageAtomicAdd on r32f has no ESSL form (GLES has no r32ui view of an r32f image to loop on).
  { name: 'GL_INTEL_shader_atomic_float_minmax', core: null },
  { name: 'GL_NV_shader_atomic_float', core: null },
  { name: 'GL_EXT_shader_integer_mix', core: null }, // mix(genIType / genUType / genBType, ..., genBType): 4.50 core, known to glslang from 1.30
  { name: 'GL_MESA_shader_integer_functions', core: null }, // GL_ARB_gpu_shader5's integer functions from 1.30: the stage compiles at 4.00 (extensions.cc)
  // `inout` fragment outputs (libs/shader and gles-program framebuffer-fetch.ts), where the GLES driver has the extension.
  { name: 'GL_EXT_shader_framebuffer_fetch', core: null, whenCap: 'framebufferFetch' },
];

/**
 * What getStringi(EXTENSIONS, i) lists for a backend, in table order (NUM_EXTENSIONS is its length): the
 * rows not withheld whose driver limit, if any, is above 0 (a backend without a driver is not bounded).
 */
export function advertisedExtensions(caps: Pick<LegacyCaps, 'driverLimits' | 'framebufferFetch'>): readonly string[] {
  const limits = caps.driverLimits;
  return EXTENSION_TABLE.filter((e) => e.withheld === undefined && (e.whenDriverLimit === undefined || limits === undefined ||
    [e.whenDriverLimit].flat().every((pname) => (limits.get(pname)?.[0] ?? 0) > 0)) && (e.whenCap === undefined || caps[e.whenCap] === true))
    .map((e) => e.name);
}
