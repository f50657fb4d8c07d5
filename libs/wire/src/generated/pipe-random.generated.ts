// GENERATED FILE: DO NOT EDIT. G3 test support: random payloads of every record (property tests and fuzzing).
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/pipe-calls.json, schema/pipe-wire.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

import type {
  MGPResourceDesc,
  MGPDrawRange,
  MGPDrawIndirect,
  MGPVertexAttribute,
  MGPVertexBinding,
  MGPVertexBuffer,
  MGPClientArray,
  MGPBoundView,
  MGPImageView,
  MGPBufferRange,
  MGPRangeHostBytes,
  MGPSurface,
  MGPAttribValue,
  MGPBox,
  MGPSubRegion,
  MGPSamplerParams,
  MGPSamplerView,
  MGPPixelPackState,
  MGPXfbAccounting,
  MGPReadbackInfo,
  MGPMipPlan,
  GetCapsPayload,
  ResourceCreatePayload,
  ResourceRespecifyPayload,
  ResourceDestroyPayload,
  MapPersistentPayload,
  UnmapPersistentPayload,
  FenceCreatePayload,
  FenceStatusPayload,
  FenceWaitPayload,
  FenceDestroyPayload,
  QueryCreatePayload,
  QueryBeginPayload,
  QueryEndPayload,
  QueryAvailablePayload,
  QueryResultPayload,
  QueryDestroyPayload,
  CreateRenderStatePayload,
  BindRenderStatePayload,
  DeleteRenderStatePayload,
  CreateVertexElementsStatePayload,
  BindVertexElementsStatePayload,
  DeleteVertexElementsStatePayload,
  CreateSamplerStatePayload,
  DeleteSamplerStatePayload,
  CreateSamplerViewPayload,
  DeleteSamplerViewPayload,
  CreateShaderStatePayload,
  DeleteShaderStatePayload,
  SetDynamicStatePayload,
  SetFramebufferStatePayload,
  SetVertexBuffersPayload,
  SetIndexBufferPayload,
  SetIndirectBuffersPayload,
  SetSamplerViewsPayload,
  BindSamplerStatesPayload,
  SetTextureParamsPayload,
  SetShaderImagesPayload,
  SetShaderBuffersPayload,
  SetStreamOutputTargetsPayload,
  SetGlobalConstantsPayload,
  SetVertexAttribDefaultsPayload,
  SetPixelPackStatePayload,
  SetPatchStatePayload,
  SetDrawProgramPayload,
  SetDispatchProgramPayload,
  ResourceSubdataPayload,
  ResourceFlushRangePayload,
  ResourceReadbackPayload,
  ResourceCopyRegionPayload,
  BlitPayload,
  ClearPayload,
  GenerateMipmapPayload,
  ReadPixelsPayload,
  GetTextureImagePayload,
  BufferSubdataResidentPayload,
  DrawVboPayload,
  LaunchGridPayload,
  MemoryBarrierPayload,
  BeginStreamOutputPayload,
  EndStreamOutputPayload,
  PauseStreamOutputPayload,
  ResumeStreamOutputPayload,
  FlushPayload,
  PresentPayload,
  SetSwapIntervalPayload,
  SetResidualValueStatePayload,
  DestroyContextObjectPayload,
  SetImageUnitPayload,
  SetPatchVerticesPayload,
  BindStreamOutputObjectPayload,
  DeleteStreamOutputObjectPayload,
  CopyFramebufferToTexturePayload,
  SetContextValuesPayload,
  SetProgramBindingsPayload,
  ReadPixelsToBufferPayload,
  QueryCounterPayload,
  GetTimestampPayload,
  FenceServerWaitPayload,
  ResourceCopyBufferPayload,
  ResourceClearBufferPayload,
  ResourceInvalidatePayload,
  SetTextureSamplerParamsPayload,
  BindFramebuffersPayload,
  TextureBarrierPayload,
  CreateVertexStatePayload,
  BindVertexStatePayload,
  DeleteVertexStatePayload,
} from '@mgpipe/pipe-types';
import type { Rng } from '../rng.ts';
import { z_MGPResourceDesc, z_MGPDrawRange, z_MGPDrawIndirect, z_MGPVertexAttribute, z_MGPVertexBinding, z_MGPVertexBuffer, z_MGPClientArray, z_MGPBoundView, z_MGPImageView, z_MGPBufferRange, z_MGPRangeHostBytes, z_MGPSurface, z_MGPAttribValue, z_MGPBox, z_MGPSubRegion, z_MGPSamplerParams, z_MGPSamplerView, z_MGPPixelPackState, z_MGPXfbAccounting, z_MGPReadbackInfo, z_MGPMipPlan } from './pipe-codecs.generated.ts';

export function rnd_MGPResourceDesc(r: Rng): MGPResourceDesc {
  return { internalFormat: r.u32(), width: r.u32(), height: r.u32(), depth: r.u32(), usage: r.u32(), storageFlags: r.u32(), viewOf: r.handle(16777216), bufferForTexBuffer: r.handle(16777216), bufOffset: r.u64(), bufSize: r.u64(), arrayLayers: r.u16(), levels: r.u16(), samples: r.u16(), bindMask: (r.u32() & 4095), target: r.below(13), storageKind: r.below(2), fixedSampleLocations: r.bool(), immutable: r.bool(), hasDefinedContent: r.bool(), imageBindableHint: r.bool(), glNameForDiag: Array.from({ length: 2 }, () => r.u8()) };
}
export function rnd_MGPDrawRange(r: Rng): MGPDrawRange {
  return { start: r.u32(), count: r.u32(), indexBias: r.i32() };
}
export function rnd_MGPDrawIndirect(r: Rng): MGPDrawIndirect {
  return { offset: r.u64(), drawCount: r.u32(), stride: r.u32(), commands: { ptr: null, seg: r.u32(), offset: r.u64(), size: r.u64() } };
}
export function rnd_MGPVertexAttribute(r: Rng): MGPVertexAttribute {
  return { relativeOffset: r.u32(), type: r.u32(), size: r.u8(), bindingIndex: r.u8(), enabled: r.bool(), normalized: r.bool(), isInteger: r.bool(), isLong: r.bool(), bgra: r.bool() };
}
export function rnd_MGPVertexBinding(r: Rng): MGPVertexBinding {
  return { stride: r.u32(), divisor: r.u32() };
}
export function rnd_MGPVertexBuffer(r: Rng): MGPVertexBuffer {
  return { buffer: r.handle(16777216), offset: r.u64(), stride: r.u32(), divisor: r.u32() };
}
export function rnd_MGPClientArray(r: Rng): MGPClientArray {
  return { binding: r.u32(), bytes: { ptr: null, seg: r.u32(), offset: r.u64(), size: r.u64() } };
}
export function rnd_MGPBoundView(r: Rng): MGPBoundView {
  return { view: r.handle(16777216), target: r.below(13) };
}
export function rnd_MGPImageView(r: Rng): MGPImageView {
  return { res: r.handle(16777216), format: r.u32(), layer: r.u32(), level: r.u16(), layered: r.bool(), access: r.below(3) };
}
export function rnd_MGPBufferRange(r: Rng): MGPBufferRange {
  return { buffer: r.handle(16777216), offset: r.u64(), size: r.u64() };
}
export function rnd_MGPRangeHostBytes(r: Rng): MGPRangeHostBytes {
  return { index: r.u32(), bytes: { ptr: null, seg: r.u32(), offset: r.u64(), size: r.u64() } };
}
export function rnd_MGPSurface(r: Rng): MGPSurface {
  return { res: r.handle(16777216), internalFormat: r.u32(), layer: r.u32(), level: r.u16(), uploadTarget: r.u16(), kind: r.below(3), layered: r.bool() };
}
export function rnd_MGPAttribValue(r: Rng): MGPAttribValue {
  return { bits: Array.from({ length: 4 }, () => r.u32()), cls: r.below(3) };
}
export function rnd_MGPBox(r: Rng): MGPBox {
  return { x: r.i32(), y: r.i32(), z: r.i32(), w: r.u32(), h: r.u32(), d: r.u32() };
}
export function rnd_MGPSubRegion(r: Rng): MGPSubRegion {
  return { x: r.i32(), y: r.i32(), z: r.i32(), w: r.u32(), h: r.u32(), d: r.u32(), srcOffset: r.u64(), srcRowStride: r.u32(), srcSliceStride: r.u32() };
}
export function rnd_MGPSamplerParams(r: Rng): MGPSamplerParams {
  return { minFilter: r.u32(), magFilter: r.u32(), wrapS: r.u32(), wrapT: r.u32(), wrapR: r.u32(), compareMode: r.u32(), compareFunc: r.u32(), minLod: r.f32(), maxLod: r.f32(), lodBias: r.f32(), maxAnisotropy: r.f32(), borderColor: Array.from({ length: 4 }, () => r.f32()), borderColorI: Array.from({ length: 4 }, () => r.i32()), borderColorUI: Array.from({ length: 4 }, () => r.u32()), borderColorForm: r.below(3), seamlessCube: r.bool() };
}
export function rnd_MGPSamplerView(r: Rng): MGPSamplerView {
  return { cso: r.handle(16777216), texture: r.handle(16777216), internalFormat: r.u32(), minLevel: r.u16(), numLevels: r.u16(), minLayer: r.u16(), numLayers: r.u16(), samples: r.u16(), target: r.below(13), fixedSampleLocations: r.bool() };
}
export function rnd_MGPPixelPackState(r: Rng): MGPPixelPackState {
  return { rowLength: r.i32(), imageHeight: r.i32(), skipRows: r.i32(), skipPixels: r.i32(), skipImages: r.i32(), alignment: r.u8(), swapBytes: r.bool(), lsbFirst: r.bool() };
}
export function rnd_MGPXfbAccounting(r: Rng): MGPXfbAccounting {
  return { primitivesWritten: r.u64(), verticesCaptured: r.u64() };
}
export function rnd_MGPReadbackInfo(r: Rng): MGPReadbackInfo {
  return { readFbo: r.handle(16777216), x: r.i32(), y: r.i32(), w: r.u32(), h: r.u32(), format: r.u32(), type: r.u32() };
}
export function rnd_MGPMipPlan(r: Rng): MGPMipPlan {
  return { baseLevel: r.u16(), maxLevel: r.u16(), layerCount: r.u16() };
}
export function rnd_get_caps(r: Rng): GetCapsPayload {
  const p = {
    reply: r.u32(),
  } as unknown as GetCapsPayload;
  return p;
}
export function rnd_resource_create(r: Rng): ResourceCreatePayload {
  const p = {
    res: r.handle(16777216),
    desc: rnd_MGPResourceDesc(r),
  } as unknown as ResourceCreatePayload;
  return p;
}
export function rnd_resource_respecify(r: Rng): ResourceRespecifyPayload {
  const p = {
    res: r.handle(16777216),
    desc: rnd_MGPResourceDesc(r),
  } as unknown as ResourceRespecifyPayload;
  return p;
}
export function rnd_resource_destroy(r: Rng): ResourceDestroyPayload {
  const p = {
    res: r.handle(16777216),
  } as unknown as ResourceDestroyPayload;
  return p;
}
export function rnd_map_persistent(r: Rng): MapPersistentPayload {
  const p = {
    res: r.handle(16777216),
    reply: r.u32(),
  } as unknown as MapPersistentPayload;
  return p;
}
export function rnd_unmap_persistent(r: Rng): UnmapPersistentPayload {
  const p = {
    res: r.handle(16777216),
  } as unknown as UnmapPersistentPayload;
  return p;
}
export function rnd_fence_create(r: Rng): FenceCreatePayload {
  const p = {
    fence: r.handle(16777216),
  } as unknown as FenceCreatePayload;
  return p;
}
export function rnd_fence_status(r: Rng): FenceStatusPayload {
  const p = {
    fence: r.handle(16777216),
    reply: r.u32(),
  } as unknown as FenceStatusPayload;
  return p;
}
export function rnd_fence_wait(r: Rng): FenceWaitPayload {
  const p = {
    fence: r.handle(16777216),
    timeoutNs: r.u64(),
    reply: r.u32(),
  } as unknown as FenceWaitPayload;
  return p;
}
export function rnd_fence_destroy(r: Rng): FenceDestroyPayload {
  const p = {
    fence: r.handle(16777216),
  } as unknown as FenceDestroyPayload;
  return p;
}
export function rnd_query_create(r: Rng): QueryCreatePayload {
  const p = {
    query: r.handle(16777216),
    index: r.u32(),
    kind: r.below(7),
  } as unknown as QueryCreatePayload;
  return p;
}
export function rnd_query_begin(r: Rng): QueryBeginPayload {
  const p = {
    query: r.handle(16777216),
  } as unknown as QueryBeginPayload;
  return p;
}
export function rnd_query_end(r: Rng): QueryEndPayload {
  const p = {
    query: r.handle(16777216),
  } as unknown as QueryEndPayload;
  return p;
}
export function rnd_query_available(r: Rng): QueryAvailablePayload {
  const p = {
    query: r.handle(16777216),
    reply: r.u32(),
  } as unknown as QueryAvailablePayload;
  return p;
}
export function rnd_query_result(r: Rng): QueryResultPayload {
  const p = {
    query: r.handle(16777216),
    reply: r.u32(),
  } as unknown as QueryResultPayload;
  return p;
}
export function rnd_query_destroy(r: Rng): QueryDestroyPayload {
  const p = {
    query: r.handle(16777216),
  } as unknown as QueryDestroyPayload;
  return p;
}
export function rnd_create_render_state(r: Rng): CreateRenderStatePayload {
  const p = {
    cso: r.handle(16777216),
    baseCso: r.handle(16777216),
    chunkMask: r.u32(),
    chunks: r.bytes(r.below(48)),
  } as unknown as CreateRenderStatePayload;
  return p;
}
export function rnd_bind_render_state(r: Rng): BindRenderStatePayload {
  const p = {
    cso: r.handle(16777216),
    version: r.u16(),
    pipelineVersion: r.u16(),
  } as unknown as BindRenderStatePayload;
  return p;
}
export function rnd_delete_render_state(r: Rng): DeleteRenderStatePayload {
  const p = {
    cso: r.handle(16777216),
  } as unknown as DeleteRenderStatePayload;
  return p;
}
export function rnd_create_vertex_elements_state(r: Rng): CreateVertexElementsStatePayload {
  const p = {
    cso: r.handle(16777216),
    attribs: Array.from({ length: r.tailLen() }, () => rnd_MGPVertexAttribute(r)),
    bindings: Array.from({ length: r.tailLen() }, () => rnd_MGPVertexBinding(r)),
  } as unknown as CreateVertexElementsStatePayload;
  return p;
}
export function rnd_bind_vertex_elements_state(r: Rng): BindVertexElementsStatePayload {
  const p = {
    cso: r.handle(16777216),
  } as unknown as BindVertexElementsStatePayload;
  return p;
}
export function rnd_delete_vertex_elements_state(r: Rng): DeleteVertexElementsStatePayload {
  const p = {
    cso: r.handle(16777216),
  } as unknown as DeleteVertexElementsStatePayload;
  return p;
}
export function rnd_create_sampler_state(r: Rng): CreateSamplerStatePayload {
  const p = {
    cso: r.handle(16777216),
    params: rnd_MGPSamplerParams(r),
  } as unknown as CreateSamplerStatePayload;
  return p;
}
export function rnd_delete_sampler_state(r: Rng): DeleteSamplerStatePayload {
  const p = {
    cso: r.handle(16777216),
  } as unknown as DeleteSamplerStatePayload;
  return p;
}
export function rnd_create_sampler_view(r: Rng): CreateSamplerViewPayload {
  const p = {
    view: rnd_MGPSamplerView(r),
  } as unknown as CreateSamplerViewPayload;
  return p;
}
export function rnd_delete_sampler_view(r: Rng): DeleteSamplerViewPayload {
  const p = {
    cso: r.handle(16777216),
  } as unknown as DeleteSamplerViewPayload;
  return p;
}
export function rnd_create_shader_state(r: Rng): CreateShaderStatePayload {
  const p = {
    cso: r.handle(16777216),
    stageMask: r.u32(),
    spirvStageBytes: Array.from({ length: 6 }, () => r.u32()),
    globalUboSize: r.u32(),
    reservedNumSamplesOffset: r.u32(),
    spirvStatus: r.u8(),
    nativeFloat64: r.bool(),
    pointSizeDemoted: r.bool(),
    enableSpirvValidation: r.bool(),
    spirv: r.bytes(r.below(48)),
    reflection: r.bytes(r.below(48)),
  } as unknown as CreateShaderStatePayload;
  return p;
}
export function rnd_delete_shader_state(r: Rng): DeleteShaderStatePayload {
  const p = {
    cso: r.handle(16777216),
  } as unknown as DeleteShaderStatePayload;
  return p;
}
export function rnd_set_dynamic_state(r: Rng): SetDynamicStatePayload {
  const p = {
    chunkMask: r.u32(),
    version: r.u16(),
    chunks: r.bytes(r.below(48)),
  } as unknown as SetDynamicStatePayload;
  return p;
}
export function rnd_set_framebuffer_state(r: Rng): SetFramebufferStatePayload {
  const p = {
    fbo: r.handle(16777216),
    color: Array.from({ length: 8 }, () => rnd_MGPSurface(r)),
    depth: rnd_MGPSurface(r),
    stencil: rnd_MGPSurface(r),
    readSurface: rnd_MGPSurface(r),
    drawBuffers: Array.from({ length: 8 }, () => r.i8()),
    width: r.u16(),
    height: r.u16(),
    layers: r.u16(),
    samples: r.u16(),
    fixedSampleLocations: r.bool(),
    isDefault: r.bool(),
    complete: r.bool(),
    contentHash: r.u64(),
  } as unknown as SetFramebufferStatePayload;
  return p;
}
export function rnd_set_vertex_buffers(r: Rng): SetVertexBuffersPayload {
  const p = {
    start: r.u32(),
    buffers: Array.from({ length: r.tailLen() }, () => rnd_MGPVertexBuffer(r)),
    clientArrays: Array.from({ length: r.tailLen() }, () => rnd_MGPClientArray(r)),
  } as unknown as SetVertexBuffersPayload;
  return p;
}
export function rnd_set_index_buffer(r: Rng): SetIndexBufferPayload {
  const p = {
    buffer: r.handle(16777216),
    indexSize: r.u8(),
  } as unknown as SetIndexBufferPayload;
  return p;
}
export function rnd_set_indirect_buffers(r: Rng): SetIndirectBuffersPayload {
  const p = {
    drawIndirect: r.handle(16777216),
    parameter: r.handle(16777216),
  } as unknown as SetIndirectBuffersPayload;
  return p;
}
export function rnd_set_sampler_views(r: Rng): SetSamplerViewsPayload {
  const p = {
    start: r.u32(),
    views: Array.from({ length: r.tailLen() }, () => rnd_MGPBoundView(r)),
  } as unknown as SetSamplerViewsPayload;
  return p;
}
export function rnd_bind_sampler_states(r: Rng): BindSamplerStatesPayload {
  const p = {
    start: r.u32(),
    samplers: Array.from({ length: r.tailLen() }, () => r.handle(16777216)),
  } as unknown as BindSamplerStatesPayload;
  return p;
}
export function rnd_set_texture_params(r: Rng): SetTextureParamsPayload {
  const p = {
    res: r.handle(16777216),
    minLod: r.f32(),
    maxLod: r.f32(),
    lodBias: r.f32(),
    baseLevel: r.u16(),
    maxLevel: r.u16(),
    swizzle: Array.from({ length: 4 }, () => r.u8()),
    depthStencilMode: r.u8(),
    forceResync: r.bool(),
  } as unknown as SetTextureParamsPayload;
  return p;
}
export function rnd_set_shader_images(r: Rng): SetShaderImagesPayload {
  const p = {
    start: r.u32(),
    images: Array.from({ length: r.tailLen() }, () => rnd_MGPImageView(r)),
  } as unknown as SetShaderImagesPayload;
  return p;
}
export function rnd_set_shader_buffers(r: Rng): SetShaderBuffersPayload {
  const p = {
    writableMask: r.u32(),
    start: r.u32(),
    cls: r.below(3),
    ranges: Array.from({ length: r.tailLen() }, () => rnd_MGPBufferRange(r)),
    hostBytes: Array.from({ length: r.tailLen() }, () => rnd_MGPRangeHostBytes(r)),
  } as unknown as SetShaderBuffersPayload;
  return p;
}
export function rnd_set_stream_output_targets(r: Rng): SetStreamOutputTargetsPayload {
  const p = {
    generation: r.u64(),
    targets: Array.from({ length: r.tailLen() }, () => rnd_MGPBufferRange(r)),
    offsets: Array.from({ length: r.tailLen() }, () => r.u32()),
  } as unknown as SetStreamOutputTargetsPayload;
  return p;
}
export function rnd_set_global_constants(r: Rng): SetGlobalConstantsPayload {
  const p = {
    shaderCso: r.handle(16777216),
    version: r.u32(),
    bytes: r.bytes(r.below(48)),
  } as unknown as SetGlobalConstantsPayload;
  return p;
}
export function rnd_set_vertex_attrib_defaults(r: Rng): SetVertexAttribDefaultsPayload {
  const p = {
    mask: r.u32(),
    values: Array.from({ length: r.tailLen() }, () => rnd_MGPAttribValue(r)),
  } as unknown as SetVertexAttribDefaultsPayload;
  return p;
}
export function rnd_set_pixel_pack_state(r: Rng): SetPixelPackStatePayload {
  const p = {
    pack: rnd_MGPPixelPackState(r),
  } as unknown as SetPixelPackStatePayload;
  return p;
}
export function rnd_set_patch_state(r: Rng): SetPatchStatePayload {
  const p = {
    vertices: r.u32(),
    outer: Array.from({ length: 4 }, () => r.f32()),
    inner: Array.from({ length: 2 }, () => r.f32()),
  } as unknown as SetPatchStatePayload;
  return p;
}
export function rnd_set_draw_program(r: Rng): SetDrawProgramPayload {
  const p = {
    shaderCso: r.handle(16777216),
  } as unknown as SetDrawProgramPayload;
  return p;
}
export function rnd_set_dispatch_program(r: Rng): SetDispatchProgramPayload {
  const p = {
    shaderCso: r.handle(16777216),
  } as unknown as SetDispatchProgramPayload;
  return p;
}
export function rnd_resource_subdata(r: Rng): ResourceSubdataPayload {
  const p = {
    res: r.handle(16777216),
    unionBox: rnd_MGPBox(r),
    target: r.u16(),
    level: r.u16(),
    sourceIsVerbatimLevelShadow: r.bool(),
    regions: Array.from({ length: r.tailLen() }, () => rnd_MGPSubRegion(r)),
    data: r.bytes(r.below(48)),
  } as unknown as ResourceSubdataPayload;
  return p;
}
export function rnd_resource_flush_range(r: Rng): ResourceFlushRangePayload {
  const p = {
    res: r.handle(16777216),
    offset: r.u64(),
    size: r.u64(),
    access: (r.u32() & 255),
  } as unknown as ResourceFlushRangePayload;
  return p;
}
export function rnd_resource_readback(r: Rng): ResourceReadbackPayload {
  const p = {
    res: r.handle(16777216),
    offset: r.u64(),
    size: r.u64(),
    reply: r.u32(),
  } as unknown as ResourceReadbackPayload;
  return p;
}
export function rnd_resource_copy_region(r: Rng): ResourceCopyRegionPayload {
  const p = {
    dst: r.handle(16777216),
    src: r.handle(16777216),
    srcBox: rnd_MGPBox(r),
    dstX: r.i32(),
    dstY: r.i32(),
    dstZ: r.i32(),
    dstLevel: r.u16(),
    srcLevel: r.u16(),
  } as unknown as ResourceCopyRegionPayload;
  return p;
}
export function rnd_blit(r: Rng): BlitPayload {
  const p = {
    readFbo: r.handle(16777216),
    drawFbo: r.handle(16777216),
    src: Array.from({ length: 4 }, () => r.i32()),
    dst: Array.from({ length: 4 }, () => r.i32()),
    mask: r.u32(),
    filter: r.u32(),
  } as unknown as BlitPayload;
  return p;
}
export function rnd_clear(r: Rng): ClearPayload {
  const p = {
    fbo: r.handle(16777216),
    buffers: r.u32(),
    drawBuffer: r.i32(),
    color: Array.from({ length: 4 }, () => r.u32()),
    depth: r.f32(),
    stencil: r.i32(),
    kind: r.below(5),
  } as unknown as ClearPayload;
  return p;
}
export function rnd_generate_mipmap(r: Rng): GenerateMipmapPayload {
  const p = {
    res: r.handle(16777216),
    target: r.u16(),
    plan: rnd_MGPMipPlan(r),
  } as unknown as GenerateMipmapPayload;
  return p;
}
export function rnd_read_pixels(r: Rng): ReadPixelsPayload {
  const p = {
    info: rnd_MGPReadbackInfo(r),
    reply: r.u32(),
  } as unknown as ReadPixelsPayload;
  return p;
}
export function rnd_get_texture_image(r: Rng): GetTextureImagePayload {
  const p = {
    res: r.handle(16777216),
    box: rnd_MGPBox(r),
    format: r.u32(),
    type: r.u32(),
    level: r.u16(),
    target: r.u16(),
    reply: r.u32(),
  } as unknown as GetTextureImagePayload;
  return p;
}
export function rnd_buffer_subdata_resident(r: Rng): BufferSubdataResidentPayload {
  const p = {
    res: r.handle(16777216),
    offset: r.u64(),
    data: r.bytes(r.below(48)),
  } as unknown as BufferSubdataResidentPayload;
  return p;
}
export function rnd_draw_vbo(r: Rng): DrawVboPayload {
  const p = {
    mode: r.u32(),
    indexSize: r.u8(),
    flags: (r.u32() & 31),
    instanceCount: r.below(3) === 0 ? 1 : r.u32(),
    startInstance: r.below(3) === 0 ? 0 : r.u32(),
    restartIndex: r.below(3) === 0 ? 4294967295 : r.u32(),
    indexResource: r.below(3) === 0 ? { slot: 0, gen: 0 } : r.handle(16777216),
    drawIdOffset: r.below(3) === 0 ? 0 : r.u32(),
    indirect: r.bool() ? null : rnd_MGPDrawIndirect(r),
    ranges: Array.from({ length: r.tailLen() }, () => rnd_MGPDrawRange(r)),
  } as unknown as DrawVboPayload;
  p.minIndex = (p.flags & 8) !== 0 ? r.u32() : 0;
  p.maxIndex = (p.flags & 8) !== 0 ? r.u32() : 0;
  p.xfbCpuCapturedVertices = (p.flags & 16) !== 0 ? r.u64() : 0n;
  p.userIndices = (p.flags & 1) !== 0 ? { ptr: null, seg: r.u32(), offset: r.u64(), size: r.u64() } : { ptr: null, seg: 0, offset: 0n, size: 0n };
  return p;
}
export function rnd_launch_grid(r: Rng): LaunchGridPayload {
  const p = {
    grid: Array.from({ length: 3 }, () => r.u32()),
    indirectBuffer: r.below(3) === 0 ? { slot: 0, gen: 0 } : r.handle(16777216),
    indirectOffset: r.below(3) === 0 ? 0n : r.u64(),
  } as unknown as LaunchGridPayload;
  return p;
}
export function rnd_memory_barrier(r: Rng): MemoryBarrierPayload {
  const p = {
    bits: r.u32(),
    byRegion: r.bool(),
  } as unknown as MemoryBarrierPayload;
  return p;
}
export function rnd_begin_stream_output(r: Rng): BeginStreamOutputPayload {
  const p = {
    primitiveMode: r.u32(),
  } as unknown as BeginStreamOutputPayload;
  return p;
}
export function rnd_end_stream_output(r: Rng): EndStreamOutputPayload {
  const p = {
    accounting: rnd_MGPXfbAccounting(r),
  } as unknown as EndStreamOutputPayload;
  return p;
}
export function rnd_pause_stream_output(_r: Rng): PauseStreamOutputPayload {
  const p = {
  } as unknown as PauseStreamOutputPayload;
  return p;
}
export function rnd_resume_stream_output(_r: Rng): ResumeStreamOutputPayload {
  const p = {
  } as unknown as ResumeStreamOutputPayload;
  return p;
}
export function rnd_flush(r: Rng): FlushPayload {
  const p = {
    flags: r.u32(),
  } as unknown as FlushPayload;
  return p;
}
export function rnd_present(r: Rng): PresentPayload {
  const p = {
    frameSerial: r.u64(),
  } as unknown as PresentPayload;
  return p;
}
export function rnd_set_swap_interval(r: Rng): SetSwapIntervalPayload {
  const p = {
    interval: r.i32(),
  } as unknown as SetSwapIntervalPayload;
  return p;
}
export function rnd_set_residual_value_state(r: Rng): SetResidualValueStatePayload {
  const p = {
    block: r.bytes(r.below(48)),
  } as unknown as SetResidualValueStatePayload;
  return p;
}
export function rnd_destroy_context_object(r: Rng): DestroyContextObjectPayload {
  const p = {
    obj: r.handle(16777216),
  } as unknown as DestroyContextObjectPayload;
  return p;
}
export function rnd_set_image_unit(r: Rng): SetImageUnitPayload {
  const p = {
    unit: r.u32(),
    image: rnd_MGPImageView(r),
  } as unknown as SetImageUnitPayload;
  return p;
}
export function rnd_set_patch_vertices(r: Rng): SetPatchVerticesPayload {
  const p = {
    vertices: r.u32(),
  } as unknown as SetPatchVerticesPayload;
  return p;
}
export function rnd_bind_stream_output_object(r: Rng): BindStreamOutputObjectPayload {
  const p = {
    xfb: r.handle(16777216),
  } as unknown as BindStreamOutputObjectPayload;
  return p;
}
export function rnd_delete_stream_output_object(r: Rng): DeleteStreamOutputObjectPayload {
  const p = {
    xfb: r.handle(16777216),
  } as unknown as DeleteStreamOutputObjectPayload;
  return p;
}
export function rnd_copy_framebuffer_to_texture(r: Rng): CopyFramebufferToTexturePayload {
  const p = {
    dst: r.handle(16777216),
    srcX: r.i32(),
    srcY: r.i32(),
    w: r.u32(),
    h: r.u32(),
    dstX: r.i32(),
    dstY: r.i32(),
    dstZ: r.i32(),
    target: r.u16(),
    level: r.u16(),
  } as unknown as CopyFramebufferToTexturePayload;
  return p;
}
export function rnd_set_context_values(r: Rng): SetContextValuesPayload {
  const p = {
    provokingVertex: r.u32(),
    clipOrigin: r.u32(),
    clipDepthMode: r.u32(),
    primitiveRestartFixedIndex: r.bool(),
    seamlessCubeMap: r.bool(),
    framebufferSrgb: r.bool(),
    rasterizerDiscard: r.bool(),
  } as unknown as SetContextValuesPayload;
  return p;
}
export function rnd_set_program_bindings(r: Rng): SetProgramBindingsPayload {
  const p = {
    shaderCso: r.handle(16777216),
    cls: r.below(3),
    bindings: Array.from({ length: r.tailLen() }, () => r.u32()),
  } as unknown as SetProgramBindingsPayload;
  return p;
}
export function rnd_read_pixels_to_buffer(r: Rng): ReadPixelsToBufferPayload {
  const p = {
    info: rnd_MGPReadbackInfo(r),
    dst: r.handle(16777216),
    dstOffset: r.u64(),
  } as unknown as ReadPixelsToBufferPayload;
  return p;
}
export function rnd_query_counter(r: Rng): QueryCounterPayload {
  const p = {
    query: r.handle(16777216),
  } as unknown as QueryCounterPayload;
  return p;
}
export function rnd_get_timestamp(r: Rng): GetTimestampPayload {
  const p = {
    reply: r.u32(),
  } as unknown as GetTimestampPayload;
  return p;
}
export function rnd_fence_server_wait(r: Rng): FenceServerWaitPayload {
  const p = {
    fence: r.handle(16777216),
    timeoutNs: r.u64(),
  } as unknown as FenceServerWaitPayload;
  return p;
}
export function rnd_resource_copy_buffer(r: Rng): ResourceCopyBufferPayload {
  const p = {
    dst: r.handle(16777216),
    src: r.handle(16777216),
    srcOffset: r.u64(),
    dstOffset: r.u64(),
    size: r.u64(),
  } as unknown as ResourceCopyBufferPayload;
  return p;
}
export function rnd_resource_clear_buffer(r: Rng): ResourceClearBufferPayload {
  const p = {
    res: r.handle(16777216),
    offset: r.u64(),
    size: r.u64(),
    pattern: Array.from({ length: 16 }, () => r.u8()),
    patternSize: r.u8(),
  } as unknown as ResourceClearBufferPayload;
  return p;
}
export function rnd_resource_invalidate(r: Rng): ResourceInvalidatePayload {
  const p = {
    res: r.handle(16777216),
    offset: r.u64(),
    size: r.u64(),
  } as unknown as ResourceInvalidatePayload;
  return p;
}
export function rnd_set_texture_sampler_params(r: Rng): SetTextureSamplerParamsPayload {
  const p = {
    res: r.handle(16777216),
    params: rnd_MGPSamplerParams(r),
    viewMinLevel: r.u16(),
    viewNumLevels: r.u16(),
    viewMinLayer: r.u32(),
    viewNumLayers: r.u32(),
  } as unknown as SetTextureSamplerParamsPayload;
  return p;
}
export function rnd_bind_framebuffers(r: Rng): BindFramebuffersPayload {
  const p = {
    draw: r.handle(16777216),
    read: r.handle(16777216),
  } as unknown as BindFramebuffersPayload;
  return p;
}
export function rnd_texture_barrier(r: Rng): TextureBarrierPayload {
  const p = {
    flags: r.u32(),
  } as unknown as TextureBarrierPayload;
  return p;
}
export function rnd_create_vertex_state(r: Rng): CreateVertexStatePayload {
  const p = {
    vs: r.handle(16777216),
    elements: r.handle(16777216),
    index: r.handle(16777216),
    buffers: Array.from({ length: r.tailLen() }, () => rnd_MGPVertexBuffer(r)),
  } as unknown as CreateVertexStatePayload;
  return p;
}
export function rnd_bind_vertex_state(r: Rng): BindVertexStatePayload {
  const p = {
    vs: r.handle(16777216),
  } as unknown as BindVertexStatePayload;
  return p;
}
export function rnd_delete_vertex_state(r: Rng): DeleteVertexStatePayload {
  const p = {
    vs: r.handle(16777216),
  } as unknown as DeleteVertexStatePayload;
  return p;
}

export const kRandomPayloads: readonly (((r: Rng) => unknown) | null)[] = [rnd_get_caps, rnd_resource_create, rnd_resource_respecify, rnd_resource_destroy, rnd_map_persistent, rnd_unmap_persistent, rnd_fence_create, rnd_fence_status, rnd_fence_wait, rnd_fence_destroy, rnd_query_create, rnd_query_begin, rnd_query_end, rnd_query_available, rnd_query_result, rnd_query_destroy, rnd_create_render_state, rnd_bind_render_state, rnd_delete_render_state, rnd_create_vertex_elements_state, rnd_bind_vertex_elements_state, rnd_delete_vertex_elements_state, rnd_create_sampler_state, rnd_delete_sampler_state, rnd_create_sampler_view, rnd_delete_sampler_view, rnd_create_shader_state, rnd_delete_shader_state, rnd_set_dynamic_state, rnd_set_framebuffer_state, rnd_set_vertex_buffers, rnd_set_index_buffer, rnd_set_indirect_buffers, rnd_set_sampler_views, rnd_bind_sampler_states, rnd_set_texture_params, rnd_set_shader_images, rnd_set_shader_buffers, rnd_set_stream_output_targets, rnd_set_global_constants, rnd_set_vertex_attrib_defaults, rnd_set_pixel_pack_state, rnd_set_patch_state, rnd_set_draw_program, rnd_set_dispatch_program, rnd_resource_subdata, rnd_resource_flush_range, rnd_resource_readback, rnd_resource_copy_region, rnd_blit, rnd_clear, rnd_generate_mipmap, rnd_read_pixels, rnd_get_texture_image, rnd_buffer_subdata_resident, rnd_draw_vbo, rnd_launch_grid, rnd_memory_barrier, rnd_begin_stream_output, rnd_end_stream_output, rnd_pause_stream_output, rnd_resume_stream_output, rnd_flush, rnd_present, rnd_set_swap_interval, rnd_set_residual_value_state, rnd_destroy_context_object, rnd_set_image_unit, rnd_set_patch_vertices, rnd_bind_stream_output_object, rnd_delete_stream_output_object, rnd_copy_framebuffer_to_texture, rnd_set_context_values, rnd_set_program_bindings, rnd_read_pixels_to_buffer, rnd_query_counter, rnd_get_timestamp, rnd_fence_server_wait, rnd_resource_copy_buffer, rnd_resource_clear_buffer, rnd_resource_invalidate, rnd_set_texture_sampler_params, rnd_bind_framebuffers, rnd_texture_barrier, rnd_create_vertex_state, rnd_bind_vertex_state, rnd_delete_vertex_state];
