// GENERATED FILE: DO NOT EDIT. Payload types, enums, opcodes and call metadata of the MGPipe catalog.
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/pipe-calls.json, schema/pipe-wire.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

import type { MGPipeHandle } from '../handles.ts';
import type { MGHostSpan } from '../host-span.ts';

/** Capability bits of MGPCaps.capBits (§4.4.1, v2 set). */
export const MGPCapBit = {
  /** Server replays viewport arrays (N-pass) when the driver lacks them. */
  kCapViewportArray: 1,
  /** Driver takes fp64 vertex attributes natively; independent of shader fp64 (BackendObject.h:487-500). */
  kCapFloat64VertexAttrib: 2,
  /** buffer_subdata_resident is implemented (Espryt yes, Magma deliberately no). */
  kCapResidentSubData: 4,
  /** Client counts XFB primitives on the CPU and sends them in draw_vbo / end_stream_output. */
  kCapCpuXfbPrimitiveAccounting: 8,
  /** TIME_ELAPSED / TIMESTAMP queries and query_counter / get_timestamp. */
  kCapTimerQuery: 16,
  /** SAMPLES_PASSED family. */
  kCapOcclusionQuery: 32,
  /** TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN. */
  kCapXfbPrimitivesQuery: 64,
  /** Server rewrites restart / flattens multi-draw and needs index host bytes: split mode keeps an index host mirror (D-B7). */
  kCapNeedsHostIndexBytes: 128,
  /** Server ring-packs named UBOs and needs set_shader_buffers host payloads (D-B8). */
  kCapNeedsHostUboBytes: 256,
} as const;
export type MGPCapName = keyof typeof MGPCapBit;

export const MGPResourceTarget = { buffer: 0, tex1d: 1, tex1dArray: 2, tex2d: 3, tex2dArray: 4, tex3d: 5, texCube: 6, texCubeArray: 7, tex2dMs: 8, tex2dMsArray: 9, texRect: 10, renderbuffer: 11, texBuffer: 12 } as const;
export type MGPResourceTarget = number;
export const kMGPResourceTargetCount = 13;

export const MGPStorageKind = { mipmap: 0, buffer: 1 } as const;
export type MGPStorageKind = number;
export const kMGPStorageKindCount = 2;

export const MGPSurfaceKind = { none: 0, texture: 1, renderbuffer: 2 } as const;
export type MGPSurfaceKind = number;
export const kMGPSurfaceKindCount = 3;

export const MGPShaderBufferClass = { uniform: 0, shaderStorage: 1, atomicCounter: 2 } as const;
export type MGPShaderBufferClass = number;
export const kMGPShaderBufferClassCount = 3;

export const MGPProgramBindingClass = { uniformBlock: 0, storageBlock: 1, opaqueUnit: 2 } as const;
export type MGPProgramBindingClass = number;
export const kMGPProgramBindingClassCount = 3;

export const MGPBorderColorForm = { float: 0, int: 1, uint: 2 } as const;
export type MGPBorderColorForm = number;
export const kMGPBorderColorFormCount = 3;

export const MGPAttribClass = { float: 0, int: 1, uint: 2 } as const;
export type MGPAttribClass = number;
export const kMGPAttribClassCount = 3;

export const MGPQueryKind = { samplesPassed: 0, anySamplesPassed: 1, anySamplesPassedConservative: 2, primitivesGenerated: 3, xfbPrimitivesWritten: 4, timeElapsed: 5, timestamp: 6 } as const;
export type MGPQueryKind = number;
export const kMGPQueryKindCount = 7;

export const MGPImageAccess = { readOnly: 0, writeOnly: 1, readWrite: 2 } as const;
export type MGPImageAccess = number;
export const kMGPImageAccessCount = 3;

export const MGPClearKind = { clear: 0, bufferfv: 1, bufferiv: 2, bufferuiv: 3, bufferfi: 4 } as const;
export type MGPClearKind = number;
export const kMGPClearKindCount = 5;

export const MGPBindMask = { vertex: 1, index: 2, constant: 4, shaderBuffer: 8, indirect: 16, sampler: 32, shaderImage: 64, renderTarget: 128, depthStencil: 256, streamOutput: 512, atomic: 1024, elementArray: 2048 } as const;
export type MGPBindMask = number;
export const kMGPBindMaskAll = 4095;

export const MGPDrawFlags = { hasUserIndices: 1, primitiveRestart: 2, indicesAreClient: 4, hasIndexRange: 8, hasXfbCount: 16 } as const;
export type MGPDrawFlags = number;
export const kMGPDrawFlagsAll = 31;

export const MGPMapAccess = { read: 1, write: 2, invalidateRange: 4, invalidateBuffer: 8, flushExplicit: 16, unsynchronized: 32, persistent: 64, coherent: 128 } as const;
export type MGPMapAccess = number;
export const kMGPMapAccessAll = 255;

/** §4.5.1: one discriminated descriptor for the three GL storage classes. */
export interface MGPResourceDesc {
  /** already resolved to the uncompressed backing format (D5) */
  internalFormat: number;
  width: number;
  height: number;
  depth: number;
  /** BufferUsage */
  usage: number;
  /** glBufferStorage flags */
  storageFlags: number;
  /** storage owner of a texture view (server keeps it alive) */
  viewOf: MGPipeHandle;
  bufferForTexBuffer: MGPipeHandle;
  bufOffset: bigint;
  /** kWholeBuffer = ~0, resolved live */
  bufSize: bigint;
  arrayLayers: number;
  levels: number;
  samples: number;
  /** ELEMENT_ARRAY is the D-B7 switch for the index host mirror */
  bindMask: number;
  target: number;
  storageKind: number;
  fixedSampleLocations: boolean;
  immutable: boolean;
  /** false after a NULL-data respecify */
  hasDefinedContent: boolean;
  /** client-side everImageBound (§7.5(a)) */
  imageBindableHint: boolean;
  /** diagnostics only: never identity, never a memo key */
  glNameForDiag: ArrayLike<number>;
}

/** = pipe_draw_start_count_bias. */
export interface MGPDrawRange {
  start: number;
  count: number;
  indexBias: number;
}

/** The command block of an indirect draw; a backend without host-visible indirect buffers flattens the commands from `commands`. */
export interface MGPDrawIndirect {
  /** into the buffer of set_indirect_buffers (and into `commands`) */
  offset: bigint;
  /** resolved on the client for *IndirectCount (§5.8) */
  drawCount: number;
  stride: number;
  /** §4.5.7 consumer table, indirect command block: monolith = the client's shadow of the DRAW_INDIRECT buffer; split = the drawCount commands staged */
  commands: MGHostSpan;
}

/** §4.5.3: the resolved attribute view; stride lives in MGPVertexBinding. */
export interface MGPVertexAttribute {
  relativeOffset: number;
  /** GL type enum */
  type: number;
  size: number;
  bindingIndex: number;
  enabled: boolean;
  normalized: boolean;
  isInteger: boolean;
  /** carried apart from type == DOUBLE */
  isLong: boolean;
  /** size was GL_BGRA: 4 components in BGRA order (size says 4) */
  bgra: boolean;
}

/** §4.5.3: the binding-point view; initial stride is 16, not 0. */
export interface MGPVertexBinding {
  stride: number;
  divisor: number;
}

export interface MGPVertexBuffer {
  buffer: MGPipeHandle;
  offset: bigint;
  stride: number;
  divisor: number;
}

/** Client-memory vertex array bytes: bytes, never a pointer (§5.8). */
export interface MGPClientArray {
  binding: number;
  bytes: MGHostSpan;
}

export interface MGPBoundView {
  view: MGPipeHandle;
  target: number;
}

/** Carries the live format: retires ImageUnitFormatsStillMatch. */
export interface MGPImageView {
  res: MGPipeHandle;
  format: number;
  layer: number;
  level: number;
  layered: boolean;
  access: number;
}

/** Range resolved at validate time, not bind time (§5.4). */
export interface MGPBufferRange {
  buffer: MGPipeHandle;
  offset: bigint;
  size: bigint;
}

/** D-B8: named-UBO host bytes for range `index`, gated by kCapNeedsHostUboBytes. */
export interface MGPRangeHostBytes {
  index: number;
  bytes: MGHostSpan;
}

/** = pipe_surface with the internal format inlined. */
export interface MGPSurface {
  res: MGPipeHandle;
  internalFormat: number;
  layer: number;
  level: number;
  uploadTarget: number;
  kind: number;
  layered: boolean;
}

/** Current vertex attribute: raw 32-bit lanes, class resolved on the client. */
export interface MGPAttribValue {
  bits: ArrayLike<number>;
  cls: number;
}

export interface MGPBox {
  x: number;
  y: number;
  z: number;
  w: number;
  h: number;
  d: number;
}

/** §4.5.6: UnpackStagingBlock shape with explicit source strides. */
export interface MGPSubRegion {
  x: number;
  y: number;
  z: number;
  w: number;
  h: number;
  d: number;
  srcOffset: bigint;
  /** 0 = tight */
  srcRowStride: number;
  /** 0 = tight */
  srcSliceStride: number;
}

/** SamplerParameters verbatim, including borderColorForm (§4.5.4). */
export interface MGPSamplerParams {
  minFilter: number;
  magFilter: number;
  wrapS: number;
  wrapT: number;
  wrapR: number;
  compareMode: number;
  compareFunc: number;
  minLod: number;
  maxLod: number;
  lodBias: number;
  maxAnisotropy: number;
  borderColor: ArrayLike<number>;
  borderColorI: ArrayLike<number>;
  borderColorUI: ArrayLike<number>;
  borderColorForm: number;
  seamlessCube: boolean;
}

/** = pipe_sampler_view, view limits only (D10). */
export interface MGPSamplerView {
  cso: MGPipeHandle;
  texture: MGPipeHandle;
  /** alias format (glTextureView) */
  internalFormat: number;
  minLevel: number;
  numLevels: number;
  minLayer: number;
  numLayers: number;
  samples: number;
  target: number;
  fixedSampleLocations: boolean;
}

/** PixelStoreParameters, PACK direction only (D5). */
export interface MGPPixelPackState {
  rowLength: number;
  imageHeight: number;
  skipRows: number;
  skipPixels: number;
  skipImages: number;
  alignment: number;
  swapBytes: boolean;
  lsbFirst: boolean;
}

export interface MGPXfbAccounting {
  primitivesWritten: bigint;
  verticesCaptured: bigint;
}

export interface MGPReadbackInfo {
  /** {0,1} = default framebuffer */
  readFbo: MGPipeHandle;
  x: number;
  y: number;
  w: number;
  h: number;
  format: number;
  type: number;
}

export interface MGPMipPlan {
  baseLevel: number;
  maxLevel: number;
  layerCount: number;
}

/** Payload of `get_caps` (opcode 0). */
export interface GetCapsPayload {
  reply: number;
}

/** Payload of `resource_create` (opcode 1). */
export interface ResourceCreatePayload {
  res: MGPipeHandle;
  desc: MGPResourceDesc;
}

/** Payload of `resource_respecify` (opcode 2). */
export interface ResourceRespecifyPayload {
  res: MGPipeHandle;
  desc: MGPResourceDesc;
}

/** Payload of `resource_destroy` (opcode 3). */
export interface ResourceDestroyPayload {
  res: MGPipeHandle;
}

/** Payload of `map_persistent` (opcode 4). */
export interface MapPersistentPayload {
  res: MGPipeHandle;
  reply: number;
}

/** Payload of `unmap_persistent` (opcode 5). */
export interface UnmapPersistentPayload {
  res: MGPipeHandle;
}

/** Payload of `fence_create` (opcode 6). */
export interface FenceCreatePayload {
  fence: MGPipeHandle;
}

/** Payload of `fence_status` (opcode 7). */
export interface FenceStatusPayload {
  fence: MGPipeHandle;
  reply: number;
}

/** Payload of `fence_wait` (opcode 8). */
export interface FenceWaitPayload {
  fence: MGPipeHandle;
  timeoutNs: bigint;
  reply: number;
}

/** Payload of `fence_destroy` (opcode 9). */
export interface FenceDestroyPayload {
  fence: MGPipeHandle;
}

/** Payload of `query_create` (opcode 10). */
export interface QueryCreatePayload {
  query: MGPipeHandle;
  /** vertex stream / indexed target */
  index: number;
  kind: number;
}

/** Payload of `query_begin` (opcode 11). */
export interface QueryBeginPayload {
  query: MGPipeHandle;
}

/** Payload of `query_end` (opcode 12). */
export interface QueryEndPayload {
  query: MGPipeHandle;
}

/** Payload of `query_available` (opcode 13). */
export interface QueryAvailablePayload {
  query: MGPipeHandle;
  reply: number;
}

/** Payload of `query_result` (opcode 14). */
export interface QueryResultPayload {
  query: MGPipeHandle;
  reply: number;
}

/** Payload of `query_destroy` (opcode 15). */
export interface QueryDestroyPayload {
  query: MGPipeHandle;
}

/** Payload of `create_render_state` (opcode 16). */
export interface CreateRenderStatePayload {
  cso: MGPipeHandle;
  /** delta base when chunkMask is not all ones */
  baseCso: MGPipeHandle;
  /** pipeline chunks present in the blob */
  chunkMask: number;
  /** pipeline-subset chunk bytes (G7 table) */
  chunks: Uint8Array;
}

/** Payload of `bind_render_state` (opcode 17). */
export interface BindRenderStatePayload {
  cso: MGPipeHandle;
  version: number;
  pipelineVersion: number;
}

/** Payload of `delete_render_state` (opcode 18). */
export interface DeleteRenderStatePayload {
  cso: MGPipeHandle;
}

/** Payload of `create_vertex_elements_state` (opcode 19). */
export interface CreateVertexElementsStatePayload {
  cso: MGPipeHandle;
  attribs: readonly MGPVertexAttribute[];
  bindings: readonly MGPVertexBinding[];
}

/** Payload of `bind_vertex_elements_state` (opcode 20). */
export interface BindVertexElementsStatePayload {
  cso: MGPipeHandle;
}

/** Payload of `delete_vertex_elements_state` (opcode 21). */
export interface DeleteVertexElementsStatePayload {
  cso: MGPipeHandle;
}

/** Payload of `create_sampler_state` (opcode 22). */
export interface CreateSamplerStatePayload {
  cso: MGPipeHandle;
  params: MGPSamplerParams;
}

/** Payload of `delete_sampler_state` (opcode 23). */
export interface DeleteSamplerStatePayload {
  cso: MGPipeHandle;
}

/** Payload of `create_sampler_view` (opcode 24). */
export interface CreateSamplerViewPayload {
  view: MGPSamplerView;
}

/** Payload of `delete_sampler_view` (opcode 25). */
export interface DeleteSamplerViewPayload {
  cso: MGPipeHandle;
}

/** Payload of `create_shader_state` (opcode 26). */
export interface CreateShaderStatePayload {
  cso: MGPipeHandle;
  stageMask: number;
  /** byte length of each stage's SPIR-V inside `spirv` */
  spirvStageBytes: ArrayLike<number>;
  globalUboSize: number;
  reservedNumSamplesOffset: number;
  spirvStatus: number;
  nativeFloat64: boolean;
  pointSizeDemoted: boolean;
  enableSpirvValidation: boolean;
  spirv: Uint8Array;
  /** Visit() archive of LinkArtifacts + SpirvArtifacts */
  reflection: Uint8Array;
}

/** Payload of `delete_shader_state` (opcode 27). */
export interface DeleteShaderStatePayload {
  cso: MGPipeHandle;
}

/** Payload of `set_dynamic_state` (opcode 28). */
export interface SetDynamicStatePayload {
  chunkMask: number;
  version: number;
  /** changed dynamic chunks only */
  chunks: Uint8Array;
}

/** Payload of `set_framebuffer_state` (opcode 29). */
export interface SetFramebufferStatePayload {
  /** {0,1} = default framebuffer */
  fbo: MGPipeHandle;
  color: readonly MGPSurface[];
  depth: MGPSurface;
  stencil: MGPSurface;
  /** client-resolved read surface, not an index */
  readSurface: MGPSurface;
  /** attachment index, -1 = NONE */
  drawBuffers: ArrayLike<number>;
  width: number;
  height: number;
  layers: number;
  samples: number;
  fixedSampleLocations: boolean;
  isDefault: boolean;
  complete: boolean;
  /** server memo key and client emission suppressor */
  contentHash: bigint;
}

/** Payload of `set_vertex_buffers` (opcode 30). */
export interface SetVertexBuffersPayload {
  start: number;
  buffers: readonly MGPVertexBuffer[];
  /** client-memory arrays staged by the tracker */
  clientArrays: readonly MGPClientArray[];
}

/** Payload of `set_index_buffer` (opcode 31). */
export interface SetIndexBufferPayload {
  buffer: MGPipeHandle;
  indexSize: number;
}

/** Payload of `set_indirect_buffers` (opcode 32). */
export interface SetIndirectBuffersPayload {
  drawIndirect: MGPipeHandle;
  parameter: MGPipeHandle;
}

/** Payload of `set_sampler_views` (opcode 33). */
export interface SetSamplerViewsPayload {
  start: number;
  views: readonly MGPBoundView[];
}

/** Payload of `bind_sampler_states` (opcode 34). */
export interface BindSamplerStatesPayload {
  start: number;
  samplers: readonly MGPipeHandle[];
}

/** Payload of `set_texture_params` (opcode 35). */
export interface SetTextureParamsPayload {
  res: MGPipeHandle;
  minLod: number;
  maxLod: number;
  lodBias: number;
  baseLevel: number;
  maxLevel: number;
  swizzle: ArrayLike<number>;
  depthStencilMode: number;
  /** m_forceTextureParamsResync */
  forceResync: boolean;
}

/** Payload of `set_shader_images` (opcode 36). */
export interface SetShaderImagesPayload {
  start: number;
  images: readonly MGPImageView[];
}

/** Payload of `set_shader_buffers` (opcode 37). */
export interface SetShaderBuffersPayload {
  writableMask: number;
  start: number;
  cls: number;
  ranges: readonly MGPBufferRange[];
  /** D-B8, only with kCapNeedsHostUboBytes */
  hostBytes: readonly MGPRangeHostBytes[];
}

/** Payload of `set_stream_output_targets` (opcode 38). */
export interface SetStreamOutputTargetsPayload {
  generation: bigint;
  targets: readonly MGPBufferRange[];
  offsets: ArrayLike<number>;
}

/** Payload of `set_global_constants` (opcode 39). */
export interface SetGlobalConstantsPayload {
  shaderCso: MGPipeHandle;
  version: number;
  bytes: Uint8Array;
}

/** Payload of `set_vertex_attrib_defaults` (opcode 40). */
export interface SetVertexAttribDefaultsPayload {
  mask: number;
  /** one per set bit of mask */
  values: readonly MGPAttribValue[];
}

/** Payload of `set_pixel_pack_state` (opcode 41). */
export interface SetPixelPackStatePayload {
  pack: MGPPixelPackState;
}

/** Payload of `set_patch_state` (opcode 42). */
export interface SetPatchStatePayload {
  vertices: number;
  outer: ArrayLike<number>;
  inner: ArrayLike<number>;
}

/** Payload of `set_draw_program` (opcode 43). */
export interface SetDrawProgramPayload {
  shaderCso: MGPipeHandle;
}

/** Payload of `set_dispatch_program` (opcode 44). */
export interface SetDispatchProgramPayload {
  shaderCso: MGPipeHandle;
}

/** Payload of `resource_subdata` (opcode 45). */
export interface ResourceSubdataPayload {
  res: MGPipeHandle;
  unionBox: MGPBox;
  target: number;
  level: number;
  /** replaces the uploadData == mipData pointer test */
  sourceIsVerbatimLevelShadow: boolean;
  regions: readonly MGPSubRegion[];
  data: Uint8Array;
}

/** Payload of `resource_flush_range` (opcode 46). */
export interface ResourceFlushRangePayload {
  res: MGPipeHandle;
  offset: bigint;
  size: bigint;
  /** the application's real access flags */
  access: number;
}

/** Payload of `resource_readback` (opcode 47). */
export interface ResourceReadbackPayload {
  res: MGPipeHandle;
  offset: bigint;
  size: bigint;
  reply: number;
}

/** Payload of `resource_copy_region` (opcode 48). */
export interface ResourceCopyRegionPayload {
  dst: MGPipeHandle;
  src: MGPipeHandle;
  srcBox: MGPBox;
  dstX: number;
  dstY: number;
  dstZ: number;
  dstLevel: number;
  srcLevel: number;
}

/** Payload of `blit` (opcode 49). */
export interface BlitPayload {
  readFbo: MGPipeHandle;
  drawFbo: MGPipeHandle;
  src: ArrayLike<number>;
  dst: ArrayLike<number>;
  mask: number;
  filter: number;
}

/** Payload of `clear` (opcode 50). */
export interface ClearPayload {
  /** null = the pushed draw framebuffer */
  fbo: MGPipeHandle;
  buffers: number;
  drawBuffer: number;
  /** raw lanes, class given by kind */
  color: ArrayLike<number>;
  depth: number;
  stencil: number;
  kind: number;
}

/** Payload of `generate_mipmap` (opcode 51). */
export interface GenerateMipmapPayload {
  res: MGPipeHandle;
  target: number;
  plan: MGPMipPlan;
}

/** Payload of `read_pixels` (opcode 52). */
export interface ReadPixelsPayload {
  info: MGPReadbackInfo;
  reply: number;
}

/** Payload of `get_texture_image` (opcode 53). */
export interface GetTextureImagePayload {
  res: MGPipeHandle;
  box: MGPBox;
  format: number;
  type: number;
  level: number;
  target: number;
  reply: number;
}

/** Payload of `buffer_subdata_resident` (opcode 54). */
export interface BufferSubdataResidentPayload {
  res: MGPipeHandle;
  offset: bigint;
  data: Uint8Array;
}

/** Payload of `draw_vbo` (opcode 55). */
export interface DrawVboPayload {
  mode: number;
  /** 0 = arrays, else 1/2/4 */
  indexSize: number;
  flags: number;
  /** Default 1. */
  instanceCount: number;
  /** Default 0. */
  startInstance: number;
  /** Default 4294967295. */
  restartIndex: number;
  /** Default null. */
  indexResource: MGPipeHandle;
  /** Default 0. */
  drawIdOffset: number;
  /** client-computed, ~0 = unknown Present only when flags.hasIndexRange is set; otherwise zero. */
  minIndex: number;
  /** Present only when flags.hasIndexRange is set; otherwise zero. */
  maxIndex: number;
  /** Present only when flags.hasXfbCount is set; otherwise zero. */
  xfbCpuCapturedVertices: bigint;
  /** Present only when flags.hasUserIndices is set; otherwise zero. */
  userIndices: MGHostSpan;
  /** null = direct draw */
  indirect: MGPDrawIndirect | null;
  /** = MultiDraw* shape */
  ranges: readonly MGPDrawRange[];
}

/** Payload of `launch_grid` (opcode 56). */
export interface LaunchGridPayload {
  grid: ArrayLike<number>;
  /** Default null. */
  indirectBuffer: MGPipeHandle;
  /** Default 0. */
  indirectOffset: bigint;
}

/** Payload of `memory_barrier` (opcode 57). */
export interface MemoryBarrierPayload {
  bits: number;
  byRegion: boolean;
}

/** Payload of `begin_stream_output` (opcode 58). */
export interface BeginStreamOutputPayload {
  primitiveMode: number;
}

/** Payload of `end_stream_output` (opcode 59). */
export interface EndStreamOutputPayload {
  accounting: MGPXfbAccounting;
}

/** Payload of `pause_stream_output` (opcode 60). */
export interface PauseStreamOutputPayload {
}

/** Payload of `resume_stream_output` (opcode 61). */
export interface ResumeStreamOutputPayload {
}

/** Payload of `flush` (opcode 62). */
export interface FlushPayload {
  flags: number;
}

/** Payload of `present` (opcode 63). */
export interface PresentPayload {
  frameSerial: bigint;
}

/** Payload of `set_swap_interval` (opcode 64). */
export interface SetSwapIntervalPayload {
  interval: number;
}

/** Payload of `set_residual_value_state` (opcode 65). */
export interface SetResidualValueStatePayload {
  /** ResidualValueBlock, serialized field by field (§6.3) */
  block: Uint8Array;
}

/** Payload of `destroy_context_object` (opcode 66). */
export interface DestroyContextObjectPayload {
  /** framebuffer / XFB object / VAO handle */
  obj: MGPipeHandle;
}

/** Payload of `set_image_unit` (opcode 67). */
export interface SetImageUnitPayload {
  unit: number;
  image: MGPImageView;
}

/** Payload of `set_patch_vertices` (opcode 68). */
export interface SetPatchVerticesPayload {
  vertices: number;
}

/** Payload of `bind_stream_output_object` (opcode 69). */
export interface BindStreamOutputObjectPayload {
  xfb: MGPipeHandle;
}

/** Payload of `delete_stream_output_object` (opcode 70). */
export interface DeleteStreamOutputObjectPayload {
  xfb: MGPipeHandle;
}

/** Payload of `copy_framebuffer_to_texture` (opcode 71). */
export interface CopyFramebufferToTexturePayload {
  dst: MGPipeHandle;
  srcX: number;
  srcY: number;
  w: number;
  h: number;
  dstX: number;
  dstY: number;
  dstZ: number;
  target: number;
  level: number;
}

/** Payload of `set_context_values` (opcode 72). */
export interface SetContextValuesPayload {
  provokingVertex: number;
  clipOrigin: number;
  clipDepthMode: number;
  primitiveRestartFixedIndex: boolean;
  seamlessCubeMap: boolean;
  framebufferSrgb: boolean;
  rasterizerDiscard: boolean;
}

/** Payload of `set_program_bindings` (opcode 73). */
export interface SetProgramBindingsPayload {
  shaderCso: MGPipeHandle;
  cls: number;
  /** block index -> binding point; opaqueUnit: uniform location -> texture / image unit (0xffffffff: none) */
  bindings: ArrayLike<number>;
}

/** Payload of `read_pixels_to_buffer` (opcode 74). */
export interface ReadPixelsToBufferPayload {
  info: MGPReadbackInfo;
  dst: MGPipeHandle;
  dstOffset: bigint;
}

/** Payload of `query_counter` (opcode 75). */
export interface QueryCounterPayload {
  query: MGPipeHandle;
}

/** Payload of `get_timestamp` (opcode 76). */
export interface GetTimestampPayload {
  reply: number;
}

/** Payload of `fence_server_wait` (opcode 77). */
export interface FenceServerWaitPayload {
  fence: MGPipeHandle;
  timeoutNs: bigint;
}

/** Payload of `resource_copy_buffer` (opcode 78). */
export interface ResourceCopyBufferPayload {
  dst: MGPipeHandle;
  src: MGPipeHandle;
  srcOffset: bigint;
  dstOffset: bigint;
  size: bigint;
}

/** Payload of `resource_clear_buffer` (opcode 79). */
export interface ResourceClearBufferPayload {
  res: MGPipeHandle;
  offset: bigint;
  size: bigint;
  /** one element already converted to the internal format on the client */
  pattern: ArrayLike<number>;
  /** bytes of pattern used; size is a multiple of it */
  patternSize: number;
}

/** Payload of `resource_invalidate` (opcode 80). */
export interface ResourceInvalidatePayload {
  res: MGPipeHandle;
  offset: bigint;
  /** the whole buffer for glInvalidateBufferData */
  size: bigint;
}

/** Payload of `set_texture_sampler_params` (opcode 81). */
export interface SetTextureSamplerParamsPayload {
  res: MGPipeHandle;
  /** the texture object's own sampler state: what a unit with no sampler object bound samples with */
  params: MGPSamplerParams;
  viewMinLevel: number;
  /** a glTextureView's level range (0 levels: not a view) */
  viewNumLevels: number;
  viewMinLayer: number;
  viewNumLayers: number;
}

/** Payload of `bind_framebuffers` (opcode 82). */
export interface BindFramebuffersPayload {
  /** {0,1} = default framebuffer */
  draw: MGPipeHandle;
  /** the read binding: what blit / read_pixels / copy_framebuffer_to_texture read while they are still legacy verbs */
  read: MGPipeHandle;
}

/** Payload of `texture_barrier` (opcode 83). */
export interface TextureBarrierPayload {
  /** 0 (gallium PIPE_TEXTURE_BARRIER_SAMPLER) */
  flags: number;
}

/** Payload of `create_vertex_state` (opcode 84). */
export interface CreateVertexStatePayload {
  vs: MGPipeHandle;
  /** live when created, and while the state lives (the client deletes the state before the CSO) */
  elements: MGPipeHandle;
  /** the element buffer ({0, 0}: none) */
  index: MGPipeHandle;
  /** binding points 0..n-1 as set_vertex_buffers would carry them (no host spans); the points past n are fresh */
  buffers: readonly MGPVertexBuffer[];
}

/** Payload of `bind_vertex_state` (opcode 85). */
export interface BindVertexStatePayload {
  vs: MGPipeHandle;
}

/** Payload of `delete_vertex_state` (opcode 86). */
export interface DeleteVertexStatePayload {
  vs: MGPipeHandle;
}

/** Wire opcodes: a row's position in the catalog (append-only, locked in schema/pipe-opcodes.lock.json). */
export const MGPipeOp = {
  get_caps: 0,
  resource_create: 1,
  resource_respecify: 2,
  resource_destroy: 3,
  map_persistent: 4,
  unmap_persistent: 5,
  fence_create: 6,
  fence_status: 7,
  fence_wait: 8,
  fence_destroy: 9,
  query_create: 10,
  query_begin: 11,
  query_end: 12,
  query_available: 13,
  query_result: 14,
  query_destroy: 15,
  create_render_state: 16,
  bind_render_state: 17,
  delete_render_state: 18,
  create_vertex_elements_state: 19,
  bind_vertex_elements_state: 20,
  delete_vertex_elements_state: 21,
  create_sampler_state: 22,
  delete_sampler_state: 23,
  create_sampler_view: 24,
  delete_sampler_view: 25,
  create_shader_state: 26,
  delete_shader_state: 27,
  set_dynamic_state: 28,
  set_framebuffer_state: 29,
  set_vertex_buffers: 30,
  set_index_buffer: 31,
  set_indirect_buffers: 32,
  set_sampler_views: 33,
  bind_sampler_states: 34,
  set_texture_params: 35,
  set_shader_images: 36,
  set_shader_buffers: 37,
  set_stream_output_targets: 38,
  set_global_constants: 39,
  set_vertex_attrib_defaults: 40,
  set_pixel_pack_state: 41,
  set_patch_state: 42,
  set_draw_program: 43,
  set_dispatch_program: 44,
  resource_subdata: 45,
  resource_flush_range: 46,
  resource_readback: 47,
  resource_copy_region: 48,
  blit: 49,
  clear: 50,
  generate_mipmap: 51,
  read_pixels: 52,
  get_texture_image: 53,
  buffer_subdata_resident: 54,
  draw_vbo: 55,
  launch_grid: 56,
  memory_barrier: 57,
  begin_stream_output: 58,
  end_stream_output: 59,
  pause_stream_output: 60,
  resume_stream_output: 61,
  flush: 62,
  present: 63,
  set_swap_interval: 64,
  set_residual_value_state: 65,
  destroy_context_object: 66,
  set_image_unit: 67,
  set_patch_vertices: 68,
  bind_stream_output_object: 69,
  delete_stream_output_object: 70,
  copy_framebuffer_to_texture: 71,
  set_context_values: 72,
  set_program_bindings: 73,
  read_pixels_to_buffer: 74,
  query_counter: 75,
  get_timestamp: 76,
  fence_server_wait: 77,
  resource_copy_buffer: 78,
  resource_clear_buffer: 79,
  resource_invalidate: 80,
  set_texture_sampler_params: 81,
  bind_framebuffers: 82,
  texture_barrier: 83,
  create_vertex_state: 84,
  bind_vertex_state: 85,
  delete_vertex_state: 86,
} as const;
export type MGPipeOpName = keyof typeof MGPipeOp;
export const kMGPipeOpCount = 87;

/** Call flags as bits of MGPipeCallInfo.flags. */
export const MGPipeCallFlag = { needsAck: 1, hasBlob: 2, varTail: 4, hostSpan: 8, replySlot: 16, optional: 32 } as const;

export interface MGPipeCallInfo {
  readonly op: number;
  readonly name: string;
  readonly cls: 'screen' | 'query' | 'cso' | 'state' | 'object' | 'verb';
  readonly table: 'screen' | 'context';
  readonly flags: number;
  readonly wait: 'none' | 'applied' | 'reply' | 'present';
  readonly cap: MGPCapName | null;
  readonly verbClass: string | null;
  readonly retired: boolean;
}

/** One entry per opcode: what the catalog says about the call (used by callMask, stats and the applier). */
export const kMGPipeCalls: readonly MGPipeCallInfo[] = [
  { op: 0, name: 'get_caps', cls: 'screen', table: 'screen', flags: 16, wait: 'reply', cap: null, verbClass: null, retired: false },
  { op: 1, name: 'resource_create', cls: 'screen', table: 'screen', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 2, name: 'resource_respecify', cls: 'screen', table: 'screen', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 3, name: 'resource_destroy', cls: 'screen', table: 'screen', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 4, name: 'map_persistent', cls: 'screen', table: 'screen', flags: 48, wait: 'reply', cap: null, verbClass: null, retired: false },
  { op: 5, name: 'unmap_persistent', cls: 'screen', table: 'screen', flags: 33, wait: 'applied', cap: null, verbClass: null, retired: false },
  { op: 6, name: 'fence_create', cls: 'screen', table: 'screen', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 7, name: 'fence_status', cls: 'screen', table: 'screen', flags: 16, wait: 'reply', cap: null, verbClass: null, retired: false },
  { op: 8, name: 'fence_wait', cls: 'screen', table: 'screen', flags: 16, wait: 'reply', cap: null, verbClass: null, retired: false },
  { op: 9, name: 'fence_destroy', cls: 'screen', table: 'screen', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 10, name: 'query_create', cls: 'query', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 11, name: 'query_begin', cls: 'query', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'query', retired: false },
  { op: 12, name: 'query_end', cls: 'query', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'query', retired: false },
  { op: 13, name: 'query_available', cls: 'query', table: 'context', flags: 16, wait: 'reply', cap: null, verbClass: null, retired: false },
  { op: 14, name: 'query_result', cls: 'query', table: 'context', flags: 16, wait: 'reply', cap: null, verbClass: null, retired: false },
  { op: 15, name: 'query_destroy', cls: 'query', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 16, name: 'create_render_state', cls: 'cso', table: 'context', flags: 2, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 17, name: 'bind_render_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 18, name: 'delete_render_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 19, name: 'create_vertex_elements_state', cls: 'cso', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 20, name: 'bind_vertex_elements_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 21, name: 'delete_vertex_elements_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 22, name: 'create_sampler_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 23, name: 'delete_sampler_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 24, name: 'create_sampler_view', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 25, name: 'delete_sampler_view', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 26, name: 'create_shader_state', cls: 'cso', table: 'context', flags: 2, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 27, name: 'delete_shader_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 28, name: 'set_dynamic_state', cls: 'state', table: 'context', flags: 2, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 29, name: 'set_framebuffer_state', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 30, name: 'set_vertex_buffers', cls: 'state', table: 'context', flags: 12, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 31, name: 'set_index_buffer', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 32, name: 'set_indirect_buffers', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 33, name: 'set_sampler_views', cls: 'state', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 34, name: 'bind_sampler_states', cls: 'state', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 35, name: 'set_texture_params', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 36, name: 'set_shader_images', cls: 'state', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 37, name: 'set_shader_buffers', cls: 'state', table: 'context', flags: 12, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 38, name: 'set_stream_output_targets', cls: 'state', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 39, name: 'set_global_constants', cls: 'state', table: 'context', flags: 2, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 40, name: 'set_vertex_attrib_defaults', cls: 'state', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 41, name: 'set_pixel_pack_state', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 42, name: 'set_patch_state', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 43, name: 'set_draw_program', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 44, name: 'set_dispatch_program', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 45, name: 'resource_subdata', cls: 'object', table: 'context', flags: 6, wait: 'none', cap: null, verbClass: 'textureOp', retired: false },
  { op: 46, name: 'resource_flush_range', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 47, name: 'resource_readback', cls: 'object', table: 'context', flags: 16, wait: 'reply', cap: null, verbClass: 'readback', retired: false },
  { op: 48, name: 'resource_copy_region', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'blitOrCopy', retired: false },
  { op: 49, name: 'blit', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'blitOrCopy', retired: false },
  { op: 50, name: 'clear', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'clear', retired: false },
  { op: 51, name: 'generate_mipmap', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'textureOp', retired: false },
  { op: 52, name: 'read_pixels', cls: 'verb', table: 'context', flags: 16, wait: 'reply', cap: null, verbClass: 'readback', retired: false },
  { op: 53, name: 'get_texture_image', cls: 'object', table: 'context', flags: 16, wait: 'reply', cap: null, verbClass: 'readback', retired: false },
  { op: 54, name: 'buffer_subdata_resident', cls: 'object', table: 'context', flags: 34, wait: 'none', cap: 'kCapResidentSubData', verbClass: null, retired: false },
  { op: 55, name: 'draw_vbo', cls: 'verb', table: 'context', flags: 12, wait: 'none', cap: null, verbClass: 'draw', retired: false },
  { op: 56, name: 'launch_grid', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'dispatch', retired: false },
  { op: 57, name: 'memory_barrier', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'sync', retired: false },
  { op: 58, name: 'begin_stream_output', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'xfbSpan', retired: false },
  { op: 59, name: 'end_stream_output', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'xfbSpan', retired: false },
  { op: 60, name: 'pause_stream_output', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'xfbSpan', retired: false },
  { op: 61, name: 'resume_stream_output', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'xfbSpan', retired: false },
  { op: 62, name: 'flush', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'sync', retired: false },
  { op: 63, name: 'present', cls: 'verb', table: 'context', flags: 0, wait: 'present', cap: null, verbClass: 'sync', retired: false },
  { op: 64, name: 'set_swap_interval', cls: 'verb', table: 'context', flags: 32, wait: 'none', cap: null, verbClass: 'sync', retired: false },
  { op: 65, name: 'set_residual_value_state', cls: 'state', table: 'context', flags: 2, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 66, name: 'destroy_context_object', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 67, name: 'set_image_unit', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 68, name: 'set_patch_vertices', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 69, name: 'bind_stream_output_object', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 70, name: 'delete_stream_output_object', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 71, name: 'copy_framebuffer_to_texture', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'blitOrCopy', retired: false },
  { op: 72, name: 'set_context_values', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 73, name: 'set_program_bindings', cls: 'object', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 74, name: 'read_pixels_to_buffer', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'readback', retired: false },
  { op: 75, name: 'query_counter', cls: 'query', table: 'context', flags: 0, wait: 'none', cap: 'kCapTimerQuery', verbClass: 'query', retired: false },
  { op: 76, name: 'get_timestamp', cls: 'query', table: 'context', flags: 16, wait: 'reply', cap: 'kCapTimerQuery', verbClass: null, retired: false },
  { op: 77, name: 'fence_server_wait', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'sync', retired: false },
  { op: 78, name: 'resource_copy_buffer', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 79, name: 'resource_clear_buffer', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 80, name: 'resource_invalidate', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 81, name: 'set_texture_sampler_params', cls: 'object', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 82, name: 'bind_framebuffers', cls: 'state', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 83, name: 'texture_barrier', cls: 'verb', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: 'sync', retired: false },
  { op: 84, name: 'create_vertex_state', cls: 'cso', table: 'context', flags: 4, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 85, name: 'bind_vertex_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
  { op: 86, name: 'delete_vertex_state', cls: 'cso', table: 'context', flags: 0, wait: 'none', cap: null, verbClass: null, retired: false },
];
