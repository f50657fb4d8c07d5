// GENERATED FILE: DO NOT EDIT. G4: per-field verify comparators (bitwise floats; first differing field).
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
} from './pipe-payloads.generated.ts';

const F32 = new Float32Array(2);
const U32F = new Uint32Array(F32.buffer);
const F64 = new Float64Array(2);
const U32D = new Uint32Array(F64.buffer);

/** Bitwise equality of two values as f32: NaN equals the same NaN, -0 differs from +0. */
export function eqF32(x: number, y: number): boolean {
  F32[0] = x;
  F32[1] = y;
  return U32F[0] === U32F[1];
}
/** Bitwise equality as f64. */
export function eqF64(x: number, y: number): boolean {
  F64[0] = x;
  F64[1] = y;
  return U32D[0] === U32D[2] && U32D[1] === U32D[3];
}
export function eqBytes(x: Uint8Array, y: Uint8Array): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

export function verify_MGPResourceDesc(a: MGPResourceDesc, b: MGPResourceDesc, at: string): string | null {
  if (a.internalFormat !== b.internalFormat) return at + '.internalFormat';
  if (a.width !== b.width) return at + '.width';
  if (a.height !== b.height) return at + '.height';
  if (a.depth !== b.depth) return at + '.depth';
  if (a.usage !== b.usage) return at + '.usage';
  if (a.storageFlags !== b.storageFlags) return at + '.storageFlags';
  if (a.viewOf.slot !== b.viewOf.slot || a.viewOf.gen !== b.viewOf.gen) return at + '.viewOf';
  if (a.bufferForTexBuffer.slot !== b.bufferForTexBuffer.slot || a.bufferForTexBuffer.gen !== b.bufferForTexBuffer.gen) return at + '.bufferForTexBuffer';
  if (a.bufOffset !== b.bufOffset) return at + '.bufOffset';
  if (a.bufSize !== b.bufSize) return at + '.bufSize';
  if (a.arrayLayers !== b.arrayLayers) return at + '.arrayLayers';
  if (a.levels !== b.levels) return at + '.levels';
  if (a.samples !== b.samples) return at + '.samples';
  if (a.bindMask !== b.bindMask) return at + '.bindMask';
  if (a.target !== b.target) return at + '.target';
  if (a.storageKind !== b.storageKind) return at + '.storageKind';
  if (a.fixedSampleLocations !== b.fixedSampleLocations) return at + '.fixedSampleLocations';
  if (a.immutable !== b.immutable) return at + '.immutable';
  if (a.hasDefinedContent !== b.hasDefinedContent) return at + '.hasDefinedContent';
  if (a.imageBindableHint !== b.imageBindableHint) return at + '.imageBindableHint';
  if (a.glNameForDiag.length !== b.glNameForDiag.length) return at + '.glNameForDiag';
    for (let i = 0; i < a.glNameForDiag.length; i++) { if (a.glNameForDiag[i] !== b.glNameForDiag[i]) return at + '.glNameForDiag' + '[' + i + ']'; }
  return null;
}
export function verify_MGPDrawRange(a: MGPDrawRange, b: MGPDrawRange, at: string): string | null {
  if (a.start !== b.start) return at + '.start';
  if (a.count !== b.count) return at + '.count';
  if (a.indexBias !== b.indexBias) return at + '.indexBias';
  return null;
}
export function verify_MGPDrawIndirect(a: MGPDrawIndirect, b: MGPDrawIndirect, at: string): string | null {
  if (a.offset !== b.offset) return at + '.offset';
  if (a.drawCount !== b.drawCount) return at + '.drawCount';
  if (a.stride !== b.stride) return at + '.stride';
  if (a.commands.seg !== b.commands.seg || a.commands.offset !== b.commands.offset || a.commands.size !== b.commands.size) return at + '.commands';
  return null;
}
export function verify_MGPVertexAttribute(a: MGPVertexAttribute, b: MGPVertexAttribute, at: string): string | null {
  if (a.relativeOffset !== b.relativeOffset) return at + '.relativeOffset';
  if (a.type !== b.type) return at + '.type';
  if (a.size !== b.size) return at + '.size';
  if (a.bindingIndex !== b.bindingIndex) return at + '.bindingIndex';
  if (a.enabled !== b.enabled) return at + '.enabled';
  if (a.normalized !== b.normalized) return at + '.normalized';
  if (a.isInteger !== b.isInteger) return at + '.isInteger';
  if (a.isLong !== b.isLong) return at + '.isLong';
  if (a.bgra !== b.bgra) return at + '.bgra';
  return null;
}
export function verify_MGPVertexBinding(a: MGPVertexBinding, b: MGPVertexBinding, at: string): string | null {
  if (a.stride !== b.stride) return at + '.stride';
  if (a.divisor !== b.divisor) return at + '.divisor';
  return null;
}
export function verify_MGPVertexBuffer(a: MGPVertexBuffer, b: MGPVertexBuffer, at: string): string | null {
  if (a.buffer.slot !== b.buffer.slot || a.buffer.gen !== b.buffer.gen) return at + '.buffer';
  if (a.offset !== b.offset) return at + '.offset';
  if (a.stride !== b.stride) return at + '.stride';
  if (a.divisor !== b.divisor) return at + '.divisor';
  return null;
}
export function verify_MGPClientArray(a: MGPClientArray, b: MGPClientArray, at: string): string | null {
  if (a.binding !== b.binding) return at + '.binding';
  if (a.bytes.seg !== b.bytes.seg || a.bytes.offset !== b.bytes.offset || a.bytes.size !== b.bytes.size) return at + '.bytes';
  return null;
}
export function verify_MGPBoundView(a: MGPBoundView, b: MGPBoundView, at: string): string | null {
  if (a.view.slot !== b.view.slot || a.view.gen !== b.view.gen) return at + '.view';
  if (a.target !== b.target) return at + '.target';
  return null;
}
export function verify_MGPImageView(a: MGPImageView, b: MGPImageView, at: string): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return at + '.res';
  if (a.format !== b.format) return at + '.format';
  if (a.layer !== b.layer) return at + '.layer';
  if (a.level !== b.level) return at + '.level';
  if (a.layered !== b.layered) return at + '.layered';
  if (a.access !== b.access) return at + '.access';
  return null;
}
export function verify_MGPBufferRange(a: MGPBufferRange, b: MGPBufferRange, at: string): string | null {
  if (a.buffer.slot !== b.buffer.slot || a.buffer.gen !== b.buffer.gen) return at + '.buffer';
  if (a.offset !== b.offset) return at + '.offset';
  if (a.size !== b.size) return at + '.size';
  return null;
}
export function verify_MGPRangeHostBytes(a: MGPRangeHostBytes, b: MGPRangeHostBytes, at: string): string | null {
  if (a.index !== b.index) return at + '.index';
  if (a.bytes.seg !== b.bytes.seg || a.bytes.offset !== b.bytes.offset || a.bytes.size !== b.bytes.size) return at + '.bytes';
  return null;
}
export function verify_MGPSurface(a: MGPSurface, b: MGPSurface, at: string): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return at + '.res';
  if (a.internalFormat !== b.internalFormat) return at + '.internalFormat';
  if (a.layer !== b.layer) return at + '.layer';
  if (a.level !== b.level) return at + '.level';
  if (a.uploadTarget !== b.uploadTarget) return at + '.uploadTarget';
  if (a.kind !== b.kind) return at + '.kind';
  if (a.layered !== b.layered) return at + '.layered';
  return null;
}
export function verify_MGPAttribValue(a: MGPAttribValue, b: MGPAttribValue, at: string): string | null {
  if (a.bits.length !== b.bits.length) return at + '.bits';
    for (let i = 0; i < a.bits.length; i++) { if (a.bits[i] !== b.bits[i]) return at + '.bits' + '[' + i + ']'; }
  if (a.cls !== b.cls) return at + '.cls';
  return null;
}
export function verify_MGPBox(a: MGPBox, b: MGPBox, at: string): string | null {
  if (a.x !== b.x) return at + '.x';
  if (a.y !== b.y) return at + '.y';
  if (a.z !== b.z) return at + '.z';
  if (a.w !== b.w) return at + '.w';
  if (a.h !== b.h) return at + '.h';
  if (a.d !== b.d) return at + '.d';
  return null;
}
export function verify_MGPSubRegion(a: MGPSubRegion, b: MGPSubRegion, at: string): string | null {
  if (a.x !== b.x) return at + '.x';
  if (a.y !== b.y) return at + '.y';
  if (a.z !== b.z) return at + '.z';
  if (a.w !== b.w) return at + '.w';
  if (a.h !== b.h) return at + '.h';
  if (a.d !== b.d) return at + '.d';
  if (a.srcOffset !== b.srcOffset) return at + '.srcOffset';
  if (a.srcRowStride !== b.srcRowStride) return at + '.srcRowStride';
  if (a.srcSliceStride !== b.srcSliceStride) return at + '.srcSliceStride';
  return null;
}
export function verify_MGPSamplerParams(a: MGPSamplerParams, b: MGPSamplerParams, at: string): string | null {
  if (a.minFilter !== b.minFilter) return at + '.minFilter';
  if (a.magFilter !== b.magFilter) return at + '.magFilter';
  if (a.wrapS !== b.wrapS) return at + '.wrapS';
  if (a.wrapT !== b.wrapT) return at + '.wrapT';
  if (a.wrapR !== b.wrapR) return at + '.wrapR';
  if (a.compareMode !== b.compareMode) return at + '.compareMode';
  if (a.compareFunc !== b.compareFunc) return at + '.compareFunc';
  if (!eqF32(a.minLod, b.minLod)) return at + '.minLod';
  if (!eqF32(a.maxLod, b.maxLod)) return at + '.maxLod';
  if (!eqF32(a.lodBias, b.lodBias)) return at + '.lodBias';
  if (!eqF32(a.maxAnisotropy, b.maxAnisotropy)) return at + '.maxAnisotropy';
  if (a.borderColor.length !== b.borderColor.length) return at + '.borderColor';
    for (let i = 0; i < a.borderColor.length; i++) { if (!eqF32(a.borderColor[i], b.borderColor[i])) return at + '.borderColor' + '[' + i + ']'; }
  if (a.borderColorI.length !== b.borderColorI.length) return at + '.borderColorI';
    for (let i = 0; i < a.borderColorI.length; i++) { if (a.borderColorI[i] !== b.borderColorI[i]) return at + '.borderColorI' + '[' + i + ']'; }
  if (a.borderColorUI.length !== b.borderColorUI.length) return at + '.borderColorUI';
    for (let i = 0; i < a.borderColorUI.length; i++) { if (a.borderColorUI[i] !== b.borderColorUI[i]) return at + '.borderColorUI' + '[' + i + ']'; }
  if (a.borderColorForm !== b.borderColorForm) return at + '.borderColorForm';
  if (a.seamlessCube !== b.seamlessCube) return at + '.seamlessCube';
  return null;
}
export function verify_MGPSamplerView(a: MGPSamplerView, b: MGPSamplerView, at: string): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return at + '.cso';
  if (a.texture.slot !== b.texture.slot || a.texture.gen !== b.texture.gen) return at + '.texture';
  if (a.internalFormat !== b.internalFormat) return at + '.internalFormat';
  if (a.minLevel !== b.minLevel) return at + '.minLevel';
  if (a.numLevels !== b.numLevels) return at + '.numLevels';
  if (a.minLayer !== b.minLayer) return at + '.minLayer';
  if (a.numLayers !== b.numLayers) return at + '.numLayers';
  if (a.samples !== b.samples) return at + '.samples';
  if (a.target !== b.target) return at + '.target';
  if (a.fixedSampleLocations !== b.fixedSampleLocations) return at + '.fixedSampleLocations';
  return null;
}
export function verify_MGPPixelPackState(a: MGPPixelPackState, b: MGPPixelPackState, at: string): string | null {
  if (a.rowLength !== b.rowLength) return at + '.rowLength';
  if (a.imageHeight !== b.imageHeight) return at + '.imageHeight';
  if (a.skipRows !== b.skipRows) return at + '.skipRows';
  if (a.skipPixels !== b.skipPixels) return at + '.skipPixels';
  if (a.skipImages !== b.skipImages) return at + '.skipImages';
  if (a.alignment !== b.alignment) return at + '.alignment';
  if (a.swapBytes !== b.swapBytes) return at + '.swapBytes';
  if (a.lsbFirst !== b.lsbFirst) return at + '.lsbFirst';
  return null;
}
export function verify_MGPXfbAccounting(a: MGPXfbAccounting, b: MGPXfbAccounting, at: string): string | null {
  if (a.primitivesWritten !== b.primitivesWritten) return at + '.primitivesWritten';
  if (a.verticesCaptured !== b.verticesCaptured) return at + '.verticesCaptured';
  return null;
}
export function verify_MGPReadbackInfo(a: MGPReadbackInfo, b: MGPReadbackInfo, at: string): string | null {
  if (a.readFbo.slot !== b.readFbo.slot || a.readFbo.gen !== b.readFbo.gen) return at + '.readFbo';
  if (a.x !== b.x) return at + '.x';
  if (a.y !== b.y) return at + '.y';
  if (a.w !== b.w) return at + '.w';
  if (a.h !== b.h) return at + '.h';
  if (a.format !== b.format) return at + '.format';
  if (a.type !== b.type) return at + '.type';
  return null;
}
export function verify_MGPMipPlan(a: MGPMipPlan, b: MGPMipPlan, at: string): string | null {
  if (a.baseLevel !== b.baseLevel) return at + '.baseLevel';
  if (a.maxLevel !== b.maxLevel) return at + '.maxLevel';
  if (a.layerCount !== b.layerCount) return at + '.layerCount';
  return null;
}
/** First differing field of two `get_caps` payloads, or null when they are equal. */
export function verify_get_caps(a: GetCapsPayload, b: GetCapsPayload): string | null {
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `resource_create` payloads, or null when they are equal. */
export function verify_resource_create(a: ResourceCreatePayload, b: ResourceCreatePayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  { const d = verify_MGPResourceDesc(a.desc, b.desc, 'desc'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `resource_respecify` payloads, or null when they are equal. */
export function verify_resource_respecify(a: ResourceRespecifyPayload, b: ResourceRespecifyPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  { const d = verify_MGPResourceDesc(a.desc, b.desc, 'desc'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `resource_destroy` payloads, or null when they are equal. */
export function verify_resource_destroy(a: ResourceDestroyPayload, b: ResourceDestroyPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  return null;
}
/** First differing field of two `map_persistent` payloads, or null when they are equal. */
export function verify_map_persistent(a: MapPersistentPayload, b: MapPersistentPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `unmap_persistent` payloads, or null when they are equal. */
export function verify_unmap_persistent(a: UnmapPersistentPayload, b: UnmapPersistentPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  return null;
}
/** First differing field of two `fence_create` payloads, or null when they are equal. */
export function verify_fence_create(a: FenceCreatePayload, b: FenceCreatePayload): string | null {
  if (a.fence.slot !== b.fence.slot || a.fence.gen !== b.fence.gen) return 'fence';
  return null;
}
/** First differing field of two `fence_status` payloads, or null when they are equal. */
export function verify_fence_status(a: FenceStatusPayload, b: FenceStatusPayload): string | null {
  if (a.fence.slot !== b.fence.slot || a.fence.gen !== b.fence.gen) return 'fence';
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `fence_wait` payloads, or null when they are equal. */
export function verify_fence_wait(a: FenceWaitPayload, b: FenceWaitPayload): string | null {
  if (a.fence.slot !== b.fence.slot || a.fence.gen !== b.fence.gen) return 'fence';
  if (a.timeoutNs !== b.timeoutNs) return 'timeoutNs';
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `fence_destroy` payloads, or null when they are equal. */
export function verify_fence_destroy(a: FenceDestroyPayload, b: FenceDestroyPayload): string | null {
  if (a.fence.slot !== b.fence.slot || a.fence.gen !== b.fence.gen) return 'fence';
  return null;
}
/** First differing field of two `query_create` payloads, or null when they are equal. */
export function verify_query_create(a: QueryCreatePayload, b: QueryCreatePayload): string | null {
  if (a.query.slot !== b.query.slot || a.query.gen !== b.query.gen) return 'query';
  if (a.index !== b.index) return 'index';
  if (a.kind !== b.kind) return 'kind';
  return null;
}
/** First differing field of two `query_begin` payloads, or null when they are equal. */
export function verify_query_begin(a: QueryBeginPayload, b: QueryBeginPayload): string | null {
  if (a.query.slot !== b.query.slot || a.query.gen !== b.query.gen) return 'query';
  return null;
}
/** First differing field of two `query_end` payloads, or null when they are equal. */
export function verify_query_end(a: QueryEndPayload, b: QueryEndPayload): string | null {
  if (a.query.slot !== b.query.slot || a.query.gen !== b.query.gen) return 'query';
  return null;
}
/** First differing field of two `query_available` payloads, or null when they are equal. */
export function verify_query_available(a: QueryAvailablePayload, b: QueryAvailablePayload): string | null {
  if (a.query.slot !== b.query.slot || a.query.gen !== b.query.gen) return 'query';
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `query_result` payloads, or null when they are equal. */
export function verify_query_result(a: QueryResultPayload, b: QueryResultPayload): string | null {
  if (a.query.slot !== b.query.slot || a.query.gen !== b.query.gen) return 'query';
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `query_destroy` payloads, or null when they are equal. */
export function verify_query_destroy(a: QueryDestroyPayload, b: QueryDestroyPayload): string | null {
  if (a.query.slot !== b.query.slot || a.query.gen !== b.query.gen) return 'query';
  return null;
}
/** First differing field of two `create_render_state` payloads, or null when they are equal. */
export function verify_create_render_state(a: CreateRenderStatePayload, b: CreateRenderStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  if (a.baseCso.slot !== b.baseCso.slot || a.baseCso.gen !== b.baseCso.gen) return 'baseCso';
  if (a.chunkMask !== b.chunkMask) return 'chunkMask';
  if (!eqBytes(a.chunks, b.chunks)) return 'chunks';
  return null;
}
/** First differing field of two `bind_render_state` payloads, or null when they are equal. */
export function verify_bind_render_state(a: BindRenderStatePayload, b: BindRenderStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  if (a.version !== b.version) return 'version';
  if (a.pipelineVersion !== b.pipelineVersion) return 'pipelineVersion';
  return null;
}
/** First differing field of two `delete_render_state` payloads, or null when they are equal. */
export function verify_delete_render_state(a: DeleteRenderStatePayload, b: DeleteRenderStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  return null;
}
/** First differing field of two `create_vertex_elements_state` payloads, or null when they are equal. */
export function verify_create_vertex_elements_state(a: CreateVertexElementsStatePayload, b: CreateVertexElementsStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  if (a.attribs.length !== b.attribs.length) return 'attribs';
    for (let i = 0; i < a.attribs.length; i++) { { const d = verify_MGPVertexAttribute(a.attribs[i], b.attribs[i], 'attribs' + '[' + i + ']'); if (d !== null) return d; } }
  if (a.bindings.length !== b.bindings.length) return 'bindings';
    for (let i = 0; i < a.bindings.length; i++) { { const d = verify_MGPVertexBinding(a.bindings[i], b.bindings[i], 'bindings' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `bind_vertex_elements_state` payloads, or null when they are equal. */
export function verify_bind_vertex_elements_state(a: BindVertexElementsStatePayload, b: BindVertexElementsStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  return null;
}
/** First differing field of two `delete_vertex_elements_state` payloads, or null when they are equal. */
export function verify_delete_vertex_elements_state(a: DeleteVertexElementsStatePayload, b: DeleteVertexElementsStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  return null;
}
/** First differing field of two `create_sampler_state` payloads, or null when they are equal. */
export function verify_create_sampler_state(a: CreateSamplerStatePayload, b: CreateSamplerStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  { const d = verify_MGPSamplerParams(a.params, b.params, 'params'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `delete_sampler_state` payloads, or null when they are equal. */
export function verify_delete_sampler_state(a: DeleteSamplerStatePayload, b: DeleteSamplerStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  return null;
}
/** First differing field of two `create_sampler_view` payloads, or null when they are equal. */
export function verify_create_sampler_view(a: CreateSamplerViewPayload, b: CreateSamplerViewPayload): string | null {
  { const d = verify_MGPSamplerView(a.view, b.view, 'view'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `delete_sampler_view` payloads, or null when they are equal. */
export function verify_delete_sampler_view(a: DeleteSamplerViewPayload, b: DeleteSamplerViewPayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  return null;
}
/** First differing field of two `create_shader_state` payloads, or null when they are equal. */
export function verify_create_shader_state(a: CreateShaderStatePayload, b: CreateShaderStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  if (a.stageMask !== b.stageMask) return 'stageMask';
  if (a.spirvStageBytes.length !== b.spirvStageBytes.length) return 'spirvStageBytes';
    for (let i = 0; i < a.spirvStageBytes.length; i++) { if (a.spirvStageBytes[i] !== b.spirvStageBytes[i]) return 'spirvStageBytes' + '[' + i + ']'; }
  if (a.globalUboSize !== b.globalUboSize) return 'globalUboSize';
  if (a.reservedNumSamplesOffset !== b.reservedNumSamplesOffset) return 'reservedNumSamplesOffset';
  if (a.spirvStatus !== b.spirvStatus) return 'spirvStatus';
  if (a.nativeFloat64 !== b.nativeFloat64) return 'nativeFloat64';
  if (a.pointSizeDemoted !== b.pointSizeDemoted) return 'pointSizeDemoted';
  if (a.enableSpirvValidation !== b.enableSpirvValidation) return 'enableSpirvValidation';
  if (!eqBytes(a.spirv, b.spirv)) return 'spirv';
  if (!eqBytes(a.reflection, b.reflection)) return 'reflection';
  return null;
}
/** First differing field of two `delete_shader_state` payloads, or null when they are equal. */
export function verify_delete_shader_state(a: DeleteShaderStatePayload, b: DeleteShaderStatePayload): string | null {
  if (a.cso.slot !== b.cso.slot || a.cso.gen !== b.cso.gen) return 'cso';
  return null;
}
/** First differing field of two `set_dynamic_state` payloads, or null when they are equal. */
export function verify_set_dynamic_state(a: SetDynamicStatePayload, b: SetDynamicStatePayload): string | null {
  if (a.chunkMask !== b.chunkMask) return 'chunkMask';
  if (a.version !== b.version) return 'version';
  if (!eqBytes(a.chunks, b.chunks)) return 'chunks';
  return null;
}
/** First differing field of two `set_framebuffer_state` payloads, or null when they are equal. */
export function verify_set_framebuffer_state(a: SetFramebufferStatePayload, b: SetFramebufferStatePayload): string | null {
  if (a.fbo.slot !== b.fbo.slot || a.fbo.gen !== b.fbo.gen) return 'fbo';
  if (a.color.length !== b.color.length) return 'color';
    for (let i = 0; i < a.color.length; i++) { { const d = verify_MGPSurface(a.color[i], b.color[i], 'color' + '[' + i + ']'); if (d !== null) return d; } }
  { const d = verify_MGPSurface(a.depth, b.depth, 'depth'); if (d !== null) return d; }
  { const d = verify_MGPSurface(a.stencil, b.stencil, 'stencil'); if (d !== null) return d; }
  { const d = verify_MGPSurface(a.readSurface, b.readSurface, 'readSurface'); if (d !== null) return d; }
  if (a.drawBuffers.length !== b.drawBuffers.length) return 'drawBuffers';
    for (let i = 0; i < a.drawBuffers.length; i++) { if (a.drawBuffers[i] !== b.drawBuffers[i]) return 'drawBuffers' + '[' + i + ']'; }
  if (a.width !== b.width) return 'width';
  if (a.height !== b.height) return 'height';
  if (a.layers !== b.layers) return 'layers';
  if (a.samples !== b.samples) return 'samples';
  if (a.fixedSampleLocations !== b.fixedSampleLocations) return 'fixedSampleLocations';
  if (a.isDefault !== b.isDefault) return 'isDefault';
  if (a.complete !== b.complete) return 'complete';
  if (a.contentHash !== b.contentHash) return 'contentHash';
  return null;
}
/** First differing field of two `set_vertex_buffers` payloads, or null when they are equal. */
export function verify_set_vertex_buffers(a: SetVertexBuffersPayload, b: SetVertexBuffersPayload): string | null {
  if (a.start !== b.start) return 'start';
  if (a.buffers.length !== b.buffers.length) return 'buffers';
    for (let i = 0; i < a.buffers.length; i++) { { const d = verify_MGPVertexBuffer(a.buffers[i], b.buffers[i], 'buffers' + '[' + i + ']'); if (d !== null) return d; } }
  if (a.clientArrays.length !== b.clientArrays.length) return 'clientArrays';
    for (let i = 0; i < a.clientArrays.length; i++) { { const d = verify_MGPClientArray(a.clientArrays[i], b.clientArrays[i], 'clientArrays' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `set_index_buffer` payloads, or null when they are equal. */
export function verify_set_index_buffer(a: SetIndexBufferPayload, b: SetIndexBufferPayload): string | null {
  if (a.buffer.slot !== b.buffer.slot || a.buffer.gen !== b.buffer.gen) return 'buffer';
  if (a.indexSize !== b.indexSize) return 'indexSize';
  return null;
}
/** First differing field of two `set_indirect_buffers` payloads, or null when they are equal. */
export function verify_set_indirect_buffers(a: SetIndirectBuffersPayload, b: SetIndirectBuffersPayload): string | null {
  if (a.drawIndirect.slot !== b.drawIndirect.slot || a.drawIndirect.gen !== b.drawIndirect.gen) return 'drawIndirect';
  if (a.parameter.slot !== b.parameter.slot || a.parameter.gen !== b.parameter.gen) return 'parameter';
  return null;
}
/** First differing field of two `set_sampler_views` payloads, or null when they are equal. */
export function verify_set_sampler_views(a: SetSamplerViewsPayload, b: SetSamplerViewsPayload): string | null {
  if (a.start !== b.start) return 'start';
  if (a.views.length !== b.views.length) return 'views';
    for (let i = 0; i < a.views.length; i++) { { const d = verify_MGPBoundView(a.views[i], b.views[i], 'views' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `bind_sampler_states` payloads, or null when they are equal. */
export function verify_bind_sampler_states(a: BindSamplerStatesPayload, b: BindSamplerStatesPayload): string | null {
  if (a.start !== b.start) return 'start';
  if (a.samplers.length !== b.samplers.length) return 'samplers';
    for (let i = 0; i < a.samplers.length; i++) { if (a.samplers[i].slot !== b.samplers[i].slot || a.samplers[i].gen !== b.samplers[i].gen) return 'samplers' + '[' + i + ']'; }
  return null;
}
/** First differing field of two `set_texture_params` payloads, or null when they are equal. */
export function verify_set_texture_params(a: SetTextureParamsPayload, b: SetTextureParamsPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (!eqF32(a.minLod, b.minLod)) return 'minLod';
  if (!eqF32(a.maxLod, b.maxLod)) return 'maxLod';
  if (!eqF32(a.lodBias, b.lodBias)) return 'lodBias';
  if (a.baseLevel !== b.baseLevel) return 'baseLevel';
  if (a.maxLevel !== b.maxLevel) return 'maxLevel';
  if (a.swizzle.length !== b.swizzle.length) return 'swizzle';
    for (let i = 0; i < a.swizzle.length; i++) { if (a.swizzle[i] !== b.swizzle[i]) return 'swizzle' + '[' + i + ']'; }
  if (a.depthStencilMode !== b.depthStencilMode) return 'depthStencilMode';
  if (a.forceResync !== b.forceResync) return 'forceResync';
  return null;
}
/** First differing field of two `set_shader_images` payloads, or null when they are equal. */
export function verify_set_shader_images(a: SetShaderImagesPayload, b: SetShaderImagesPayload): string | null {
  if (a.start !== b.start) return 'start';
  if (a.images.length !== b.images.length) return 'images';
    for (let i = 0; i < a.images.length; i++) { { const d = verify_MGPImageView(a.images[i], b.images[i], 'images' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `set_shader_buffers` payloads, or null when they are equal. */
export function verify_set_shader_buffers(a: SetShaderBuffersPayload, b: SetShaderBuffersPayload): string | null {
  if (a.writableMask !== b.writableMask) return 'writableMask';
  if (a.start !== b.start) return 'start';
  if (a.cls !== b.cls) return 'cls';
  if (a.ranges.length !== b.ranges.length) return 'ranges';
    for (let i = 0; i < a.ranges.length; i++) { { const d = verify_MGPBufferRange(a.ranges[i], b.ranges[i], 'ranges' + '[' + i + ']'); if (d !== null) return d; } }
  if (a.hostBytes.length !== b.hostBytes.length) return 'hostBytes';
    for (let i = 0; i < a.hostBytes.length; i++) { { const d = verify_MGPRangeHostBytes(a.hostBytes[i], b.hostBytes[i], 'hostBytes' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `set_stream_output_targets` payloads, or null when they are equal. */
export function verify_set_stream_output_targets(a: SetStreamOutputTargetsPayload, b: SetStreamOutputTargetsPayload): string | null {
  if (a.generation !== b.generation) return 'generation';
  if (a.targets.length !== b.targets.length) return 'targets';
    for (let i = 0; i < a.targets.length; i++) { { const d = verify_MGPBufferRange(a.targets[i], b.targets[i], 'targets' + '[' + i + ']'); if (d !== null) return d; } }
  if (a.offsets.length !== b.offsets.length) return 'offsets';
    for (let i = 0; i < a.offsets.length; i++) { if (a.offsets[i] !== b.offsets[i]) return 'offsets' + '[' + i + ']'; }
  return null;
}
/** First differing field of two `set_global_constants` payloads, or null when they are equal. */
export function verify_set_global_constants(a: SetGlobalConstantsPayload, b: SetGlobalConstantsPayload): string | null {
  if (a.shaderCso.slot !== b.shaderCso.slot || a.shaderCso.gen !== b.shaderCso.gen) return 'shaderCso';
  if (a.version !== b.version) return 'version';
  if (!eqBytes(a.bytes, b.bytes)) return 'bytes';
  return null;
}
/** First differing field of two `set_vertex_attrib_defaults` payloads, or null when they are equal. */
export function verify_set_vertex_attrib_defaults(a: SetVertexAttribDefaultsPayload, b: SetVertexAttribDefaultsPayload): string | null {
  if (a.mask !== b.mask) return 'mask';
  if (a.values.length !== b.values.length) return 'values';
    for (let i = 0; i < a.values.length; i++) { { const d = verify_MGPAttribValue(a.values[i], b.values[i], 'values' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `set_pixel_pack_state` payloads, or null when they are equal. */
export function verify_set_pixel_pack_state(a: SetPixelPackStatePayload, b: SetPixelPackStatePayload): string | null {
  { const d = verify_MGPPixelPackState(a.pack, b.pack, 'pack'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `set_patch_state` payloads, or null when they are equal. */
export function verify_set_patch_state(a: SetPatchStatePayload, b: SetPatchStatePayload): string | null {
  if (a.vertices !== b.vertices) return 'vertices';
  if (a.outer.length !== b.outer.length) return 'outer';
    for (let i = 0; i < a.outer.length; i++) { if (!eqF32(a.outer[i], b.outer[i])) return 'outer' + '[' + i + ']'; }
  if (a.inner.length !== b.inner.length) return 'inner';
    for (let i = 0; i < a.inner.length; i++) { if (!eqF32(a.inner[i], b.inner[i])) return 'inner' + '[' + i + ']'; }
  return null;
}
/** First differing field of two `set_draw_program` payloads, or null when they are equal. */
export function verify_set_draw_program(a: SetDrawProgramPayload, b: SetDrawProgramPayload): string | null {
  if (a.shaderCso.slot !== b.shaderCso.slot || a.shaderCso.gen !== b.shaderCso.gen) return 'shaderCso';
  return null;
}
/** First differing field of two `set_dispatch_program` payloads, or null when they are equal. */
export function verify_set_dispatch_program(a: SetDispatchProgramPayload, b: SetDispatchProgramPayload): string | null {
  if (a.shaderCso.slot !== b.shaderCso.slot || a.shaderCso.gen !== b.shaderCso.gen) return 'shaderCso';
  return null;
}
/** First differing field of two `resource_subdata` payloads, or null when they are equal. */
export function verify_resource_subdata(a: ResourceSubdataPayload, b: ResourceSubdataPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  { const d = verify_MGPBox(a.unionBox, b.unionBox, 'unionBox'); if (d !== null) return d; }
  if (a.target !== b.target) return 'target';
  if (a.level !== b.level) return 'level';
  if (a.sourceIsVerbatimLevelShadow !== b.sourceIsVerbatimLevelShadow) return 'sourceIsVerbatimLevelShadow';
  if (a.regions.length !== b.regions.length) return 'regions';
    for (let i = 0; i < a.regions.length; i++) { { const d = verify_MGPSubRegion(a.regions[i], b.regions[i], 'regions' + '[' + i + ']'); if (d !== null) return d; } }
  if (!eqBytes(a.data, b.data)) return 'data';
  return null;
}
/** First differing field of two `resource_flush_range` payloads, or null when they are equal. */
export function verify_resource_flush_range(a: ResourceFlushRangePayload, b: ResourceFlushRangePayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (a.offset !== b.offset) return 'offset';
  if (a.size !== b.size) return 'size';
  if (a.access !== b.access) return 'access';
  return null;
}
/** First differing field of two `resource_readback` payloads, or null when they are equal. */
export function verify_resource_readback(a: ResourceReadbackPayload, b: ResourceReadbackPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (a.offset !== b.offset) return 'offset';
  if (a.size !== b.size) return 'size';
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `resource_copy_region` payloads, or null when they are equal. */
export function verify_resource_copy_region(a: ResourceCopyRegionPayload, b: ResourceCopyRegionPayload): string | null {
  if (a.dst.slot !== b.dst.slot || a.dst.gen !== b.dst.gen) return 'dst';
  if (a.src.slot !== b.src.slot || a.src.gen !== b.src.gen) return 'src';
  { const d = verify_MGPBox(a.srcBox, b.srcBox, 'srcBox'); if (d !== null) return d; }
  if (a.dstX !== b.dstX) return 'dstX';
  if (a.dstY !== b.dstY) return 'dstY';
  if (a.dstZ !== b.dstZ) return 'dstZ';
  if (a.dstLevel !== b.dstLevel) return 'dstLevel';
  if (a.srcLevel !== b.srcLevel) return 'srcLevel';
  return null;
}
/** First differing field of two `blit` payloads, or null when they are equal. */
export function verify_blit(a: BlitPayload, b: BlitPayload): string | null {
  if (a.readFbo.slot !== b.readFbo.slot || a.readFbo.gen !== b.readFbo.gen) return 'readFbo';
  if (a.drawFbo.slot !== b.drawFbo.slot || a.drawFbo.gen !== b.drawFbo.gen) return 'drawFbo';
  if (a.src.length !== b.src.length) return 'src';
    for (let i = 0; i < a.src.length; i++) { if (a.src[i] !== b.src[i]) return 'src' + '[' + i + ']'; }
  if (a.dst.length !== b.dst.length) return 'dst';
    for (let i = 0; i < a.dst.length; i++) { if (a.dst[i] !== b.dst[i]) return 'dst' + '[' + i + ']'; }
  if (a.mask !== b.mask) return 'mask';
  if (a.filter !== b.filter) return 'filter';
  return null;
}
/** First differing field of two `clear` payloads, or null when they are equal. */
export function verify_clear(a: ClearPayload, b: ClearPayload): string | null {
  if (a.fbo.slot !== b.fbo.slot || a.fbo.gen !== b.fbo.gen) return 'fbo';
  if (a.buffers !== b.buffers) return 'buffers';
  if (a.drawBuffer !== b.drawBuffer) return 'drawBuffer';
  if (a.color.length !== b.color.length) return 'color';
    for (let i = 0; i < a.color.length; i++) { if (a.color[i] !== b.color[i]) return 'color' + '[' + i + ']'; }
  if (!eqF32(a.depth, b.depth)) return 'depth';
  if (a.stencil !== b.stencil) return 'stencil';
  if (a.kind !== b.kind) return 'kind';
  return null;
}
/** First differing field of two `generate_mipmap` payloads, or null when they are equal. */
export function verify_generate_mipmap(a: GenerateMipmapPayload, b: GenerateMipmapPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (a.target !== b.target) return 'target';
  { const d = verify_MGPMipPlan(a.plan, b.plan, 'plan'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `read_pixels` payloads, or null when they are equal. */
export function verify_read_pixels(a: ReadPixelsPayload, b: ReadPixelsPayload): string | null {
  { const d = verify_MGPReadbackInfo(a.info, b.info, 'info'); if (d !== null) return d; }
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `get_texture_image` payloads, or null when they are equal. */
export function verify_get_texture_image(a: GetTextureImagePayload, b: GetTextureImagePayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  { const d = verify_MGPBox(a.box, b.box, 'box'); if (d !== null) return d; }
  if (a.format !== b.format) return 'format';
  if (a.type !== b.type) return 'type';
  if (a.level !== b.level) return 'level';
  if (a.target !== b.target) return 'target';
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `buffer_subdata_resident` payloads, or null when they are equal. */
export function verify_buffer_subdata_resident(a: BufferSubdataResidentPayload, b: BufferSubdataResidentPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (a.offset !== b.offset) return 'offset';
  if (!eqBytes(a.data, b.data)) return 'data';
  return null;
}
/** First differing field of two `draw_vbo` payloads, or null when they are equal. */
export function verify_draw_vbo(a: DrawVboPayload, b: DrawVboPayload): string | null {
  if (a.mode !== b.mode) return 'mode';
  if (a.indexSize !== b.indexSize) return 'indexSize';
  if (a.flags !== b.flags) return 'flags';
  if (a.instanceCount !== b.instanceCount) return 'instanceCount';
  if (a.startInstance !== b.startInstance) return 'startInstance';
  if (a.restartIndex !== b.restartIndex) return 'restartIndex';
  if (a.indexResource.slot !== b.indexResource.slot || a.indexResource.gen !== b.indexResource.gen) return 'indexResource';
  if (a.drawIdOffset !== b.drawIdOffset) return 'drawIdOffset';
  if (a.minIndex !== b.minIndex) return 'minIndex';
  if (a.maxIndex !== b.maxIndex) return 'maxIndex';
  if (a.xfbCpuCapturedVertices !== b.xfbCpuCapturedVertices) return 'xfbCpuCapturedVertices';
  if (a.userIndices.seg !== b.userIndices.seg || a.userIndices.offset !== b.userIndices.offset || a.userIndices.size !== b.userIndices.size) return 'userIndices';
  if ((a.indirect === null) !== (b.indirect === null)) return 'indirect';
  if (a.indirect !== null && b.indirect !== null) { { const d = verify_MGPDrawIndirect(a.indirect, b.indirect, 'indirect'); if (d !== null) return d; } }
  if (a.ranges.length !== b.ranges.length) return 'ranges';
    for (let i = 0; i < a.ranges.length; i++) { { const d = verify_MGPDrawRange(a.ranges[i], b.ranges[i], 'ranges' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `launch_grid` payloads, or null when they are equal. */
export function verify_launch_grid(a: LaunchGridPayload, b: LaunchGridPayload): string | null {
  if (a.grid.length !== b.grid.length) return 'grid';
    for (let i = 0; i < a.grid.length; i++) { if (a.grid[i] !== b.grid[i]) return 'grid' + '[' + i + ']'; }
  if (a.indirectBuffer.slot !== b.indirectBuffer.slot || a.indirectBuffer.gen !== b.indirectBuffer.gen) return 'indirectBuffer';
  if (a.indirectOffset !== b.indirectOffset) return 'indirectOffset';
  return null;
}
/** First differing field of two `memory_barrier` payloads, or null when they are equal. */
export function verify_memory_barrier(a: MemoryBarrierPayload, b: MemoryBarrierPayload): string | null {
  if (a.bits !== b.bits) return 'bits';
  if (a.byRegion !== b.byRegion) return 'byRegion';
  return null;
}
/** First differing field of two `begin_stream_output` payloads, or null when they are equal. */
export function verify_begin_stream_output(a: BeginStreamOutputPayload, b: BeginStreamOutputPayload): string | null {
  if (a.primitiveMode !== b.primitiveMode) return 'primitiveMode';
  return null;
}
/** First differing field of two `end_stream_output` payloads, or null when they are equal. */
export function verify_end_stream_output(a: EndStreamOutputPayload, b: EndStreamOutputPayload): string | null {
  { const d = verify_MGPXfbAccounting(a.accounting, b.accounting, 'accounting'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `pause_stream_output` payloads, or null when they are equal. */
export function verify_pause_stream_output(_a: PauseStreamOutputPayload, _b: PauseStreamOutputPayload): string | null {
  return null;
}
/** First differing field of two `resume_stream_output` payloads, or null when they are equal. */
export function verify_resume_stream_output(_a: ResumeStreamOutputPayload, _b: ResumeStreamOutputPayload): string | null {
  return null;
}
/** First differing field of two `flush` payloads, or null when they are equal. */
export function verify_flush(a: FlushPayload, b: FlushPayload): string | null {
  if (a.flags !== b.flags) return 'flags';
  return null;
}
/** First differing field of two `present` payloads, or null when they are equal. */
export function verify_present(a: PresentPayload, b: PresentPayload): string | null {
  if (a.frameSerial !== b.frameSerial) return 'frameSerial';
  return null;
}
/** First differing field of two `set_swap_interval` payloads, or null when they are equal. */
export function verify_set_swap_interval(a: SetSwapIntervalPayload, b: SetSwapIntervalPayload): string | null {
  if (a.interval !== b.interval) return 'interval';
  return null;
}
/** First differing field of two `set_residual_value_state` payloads, or null when they are equal. */
export function verify_set_residual_value_state(a: SetResidualValueStatePayload, b: SetResidualValueStatePayload): string | null {
  if (!eqBytes(a.block, b.block)) return 'block';
  return null;
}
/** First differing field of two `destroy_context_object` payloads, or null when they are equal. */
export function verify_destroy_context_object(a: DestroyContextObjectPayload, b: DestroyContextObjectPayload): string | null {
  if (a.obj.slot !== b.obj.slot || a.obj.gen !== b.obj.gen) return 'obj';
  return null;
}
/** First differing field of two `set_image_unit` payloads, or null when they are equal. */
export function verify_set_image_unit(a: SetImageUnitPayload, b: SetImageUnitPayload): string | null {
  if (a.unit !== b.unit) return 'unit';
  { const d = verify_MGPImageView(a.image, b.image, 'image'); if (d !== null) return d; }
  return null;
}
/** First differing field of two `set_patch_vertices` payloads, or null when they are equal. */
export function verify_set_patch_vertices(a: SetPatchVerticesPayload, b: SetPatchVerticesPayload): string | null {
  if (a.vertices !== b.vertices) return 'vertices';
  return null;
}
/** First differing field of two `bind_stream_output_object` payloads, or null when they are equal. */
export function verify_bind_stream_output_object(a: BindStreamOutputObjectPayload, b: BindStreamOutputObjectPayload): string | null {
  if (a.xfb.slot !== b.xfb.slot || a.xfb.gen !== b.xfb.gen) return 'xfb';
  return null;
}
/** First differing field of two `delete_stream_output_object` payloads, or null when they are equal. */
export function verify_delete_stream_output_object(a: DeleteStreamOutputObjectPayload, b: DeleteStreamOutputObjectPayload): string | null {
  if (a.xfb.slot !== b.xfb.slot || a.xfb.gen !== b.xfb.gen) return 'xfb';
  return null;
}
/** First differing field of two `copy_framebuffer_to_texture` payloads, or null when they are equal. */
export function verify_copy_framebuffer_to_texture(a: CopyFramebufferToTexturePayload, b: CopyFramebufferToTexturePayload): string | null {
  if (a.dst.slot !== b.dst.slot || a.dst.gen !== b.dst.gen) return 'dst';
  if (a.srcX !== b.srcX) return 'srcX';
  if (a.srcY !== b.srcY) return 'srcY';
  if (a.w !== b.w) return 'w';
  if (a.h !== b.h) return 'h';
  if (a.dstX !== b.dstX) return 'dstX';
  if (a.dstY !== b.dstY) return 'dstY';
  if (a.dstZ !== b.dstZ) return 'dstZ';
  if (a.target !== b.target) return 'target';
  if (a.level !== b.level) return 'level';
  return null;
}
/** First differing field of two `set_context_values` payloads, or null when they are equal. */
export function verify_set_context_values(a: SetContextValuesPayload, b: SetContextValuesPayload): string | null {
  if (a.provokingVertex !== b.provokingVertex) return 'provokingVertex';
  if (a.clipOrigin !== b.clipOrigin) return 'clipOrigin';
  if (a.clipDepthMode !== b.clipDepthMode) return 'clipDepthMode';
  if (a.primitiveRestartFixedIndex !== b.primitiveRestartFixedIndex) return 'primitiveRestartFixedIndex';
  if (a.seamlessCubeMap !== b.seamlessCubeMap) return 'seamlessCubeMap';
  if (a.framebufferSrgb !== b.framebufferSrgb) return 'framebufferSrgb';
  if (a.rasterizerDiscard !== b.rasterizerDiscard) return 'rasterizerDiscard';
  return null;
}
/** First differing field of two `set_program_bindings` payloads, or null when they are equal. */
export function verify_set_program_bindings(a: SetProgramBindingsPayload, b: SetProgramBindingsPayload): string | null {
  if (a.shaderCso.slot !== b.shaderCso.slot || a.shaderCso.gen !== b.shaderCso.gen) return 'shaderCso';
  if (a.cls !== b.cls) return 'cls';
  if (a.bindings.length !== b.bindings.length) return 'bindings';
    for (let i = 0; i < a.bindings.length; i++) { if (a.bindings[i] !== b.bindings[i]) return 'bindings' + '[' + i + ']'; }
  return null;
}
/** First differing field of two `read_pixels_to_buffer` payloads, or null when they are equal. */
export function verify_read_pixels_to_buffer(a: ReadPixelsToBufferPayload, b: ReadPixelsToBufferPayload): string | null {
  { const d = verify_MGPReadbackInfo(a.info, b.info, 'info'); if (d !== null) return d; }
  if (a.dst.slot !== b.dst.slot || a.dst.gen !== b.dst.gen) return 'dst';
  if (a.dstOffset !== b.dstOffset) return 'dstOffset';
  return null;
}
/** First differing field of two `query_counter` payloads, or null when they are equal. */
export function verify_query_counter(a: QueryCounterPayload, b: QueryCounterPayload): string | null {
  if (a.query.slot !== b.query.slot || a.query.gen !== b.query.gen) return 'query';
  return null;
}
/** First differing field of two `get_timestamp` payloads, or null when they are equal. */
export function verify_get_timestamp(a: GetTimestampPayload, b: GetTimestampPayload): string | null {
  if (a.reply !== b.reply) return 'reply';
  return null;
}
/** First differing field of two `fence_server_wait` payloads, or null when they are equal. */
export function verify_fence_server_wait(a: FenceServerWaitPayload, b: FenceServerWaitPayload): string | null {
  if (a.fence.slot !== b.fence.slot || a.fence.gen !== b.fence.gen) return 'fence';
  if (a.timeoutNs !== b.timeoutNs) return 'timeoutNs';
  return null;
}
/** First differing field of two `resource_copy_buffer` payloads, or null when they are equal. */
export function verify_resource_copy_buffer(a: ResourceCopyBufferPayload, b: ResourceCopyBufferPayload): string | null {
  if (a.dst.slot !== b.dst.slot || a.dst.gen !== b.dst.gen) return 'dst';
  if (a.src.slot !== b.src.slot || a.src.gen !== b.src.gen) return 'src';
  if (a.srcOffset !== b.srcOffset) return 'srcOffset';
  if (a.dstOffset !== b.dstOffset) return 'dstOffset';
  if (a.size !== b.size) return 'size';
  return null;
}
/** First differing field of two `resource_clear_buffer` payloads, or null when they are equal. */
export function verify_resource_clear_buffer(a: ResourceClearBufferPayload, b: ResourceClearBufferPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (a.offset !== b.offset) return 'offset';
  if (a.size !== b.size) return 'size';
  if (a.pattern.length !== b.pattern.length) return 'pattern';
    for (let i = 0; i < a.pattern.length; i++) { if (a.pattern[i] !== b.pattern[i]) return 'pattern' + '[' + i + ']'; }
  if (a.patternSize !== b.patternSize) return 'patternSize';
  return null;
}
/** First differing field of two `resource_invalidate` payloads, or null when they are equal. */
export function verify_resource_invalidate(a: ResourceInvalidatePayload, b: ResourceInvalidatePayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  if (a.offset !== b.offset) return 'offset';
  if (a.size !== b.size) return 'size';
  return null;
}
/** First differing field of two `set_texture_sampler_params` payloads, or null when they are equal. */
export function verify_set_texture_sampler_params(a: SetTextureSamplerParamsPayload, b: SetTextureSamplerParamsPayload): string | null {
  if (a.res.slot !== b.res.slot || a.res.gen !== b.res.gen) return 'res';
  { const d = verify_MGPSamplerParams(a.params, b.params, 'params'); if (d !== null) return d; }
  if (a.viewMinLevel !== b.viewMinLevel) return 'viewMinLevel';
  if (a.viewNumLevels !== b.viewNumLevels) return 'viewNumLevels';
  if (a.viewMinLayer !== b.viewMinLayer) return 'viewMinLayer';
  if (a.viewNumLayers !== b.viewNumLayers) return 'viewNumLayers';
  return null;
}
/** First differing field of two `bind_framebuffers` payloads, or null when they are equal. */
export function verify_bind_framebuffers(a: BindFramebuffersPayload, b: BindFramebuffersPayload): string | null {
  if (a.draw.slot !== b.draw.slot || a.draw.gen !== b.draw.gen) return 'draw';
  if (a.read.slot !== b.read.slot || a.read.gen !== b.read.gen) return 'read';
  return null;
}
/** First differing field of two `texture_barrier` payloads, or null when they are equal. */
export function verify_texture_barrier(a: TextureBarrierPayload, b: TextureBarrierPayload): string | null {
  if (a.flags !== b.flags) return 'flags';
  return null;
}
/** First differing field of two `create_vertex_state` payloads, or null when they are equal. */
export function verify_create_vertex_state(a: CreateVertexStatePayload, b: CreateVertexStatePayload): string | null {
  if (a.vs.slot !== b.vs.slot || a.vs.gen !== b.vs.gen) return 'vs';
  if (a.elements.slot !== b.elements.slot || a.elements.gen !== b.elements.gen) return 'elements';
  if (a.index.slot !== b.index.slot || a.index.gen !== b.index.gen) return 'index';
  if (a.buffers.length !== b.buffers.length) return 'buffers';
    for (let i = 0; i < a.buffers.length; i++) { { const d = verify_MGPVertexBuffer(a.buffers[i], b.buffers[i], 'buffers' + '[' + i + ']'); if (d !== null) return d; } }
  return null;
}
/** First differing field of two `bind_vertex_state` payloads, or null when they are equal. */
export function verify_bind_vertex_state(a: BindVertexStatePayload, b: BindVertexStatePayload): string | null {
  if (a.vs.slot !== b.vs.slot || a.vs.gen !== b.vs.gen) return 'vs';
  return null;
}
/** First differing field of two `delete_vertex_state` payloads, or null when they are equal. */
export function verify_delete_vertex_state(a: DeleteVertexStatePayload, b: DeleteVertexStatePayload): string | null {
  if (a.vs.slot !== b.vs.slot || a.vs.gen !== b.vs.gen) return 'vs';
  return null;
}

/** Comparators by opcode (null for retired rows). */
export const kVerifiers: readonly (((a: never, b: never) => string | null) | null)[] = [verify_get_caps, verify_resource_create, verify_resource_respecify, verify_resource_destroy, verify_map_persistent, verify_unmap_persistent, verify_fence_create, verify_fence_status, verify_fence_wait, verify_fence_destroy, verify_query_create, verify_query_begin, verify_query_end, verify_query_available, verify_query_result, verify_query_destroy, verify_create_render_state, verify_bind_render_state, verify_delete_render_state, verify_create_vertex_elements_state, verify_bind_vertex_elements_state, verify_delete_vertex_elements_state, verify_create_sampler_state, verify_delete_sampler_state, verify_create_sampler_view, verify_delete_sampler_view, verify_create_shader_state, verify_delete_shader_state, verify_set_dynamic_state, verify_set_framebuffer_state, verify_set_vertex_buffers, verify_set_index_buffer, verify_set_indirect_buffers, verify_set_sampler_views, verify_bind_sampler_states, verify_set_texture_params, verify_set_shader_images, verify_set_shader_buffers, verify_set_stream_output_targets, verify_set_global_constants, verify_set_vertex_attrib_defaults, verify_set_pixel_pack_state, verify_set_patch_state, verify_set_draw_program, verify_set_dispatch_program, verify_resource_subdata, verify_resource_flush_range, verify_resource_readback, verify_resource_copy_region, verify_blit, verify_clear, verify_generate_mipmap, verify_read_pixels, verify_get_texture_image, verify_buffer_subdata_resident, verify_draw_vbo, verify_launch_grid, verify_memory_barrier, verify_begin_stream_output, verify_end_stream_output, verify_pause_stream_output, verify_resume_stream_output, verify_flush, verify_present, verify_set_swap_interval, verify_set_residual_value_state, verify_destroy_context_object, verify_set_image_unit, verify_set_patch_vertices, verify_bind_stream_output_object, verify_delete_stream_output_object, verify_copy_framebuffer_to_texture, verify_set_context_values, verify_set_program_bindings, verify_read_pixels_to_buffer, verify_query_counter, verify_get_timestamp, verify_fence_server_wait, verify_resource_copy_buffer, verify_resource_clear_buffer, verify_resource_invalidate, verify_set_texture_sampler_params, verify_bind_framebuffers, verify_texture_barrier, verify_create_vertex_state, verify_bind_vertex_state, verify_delete_vertex_state];
