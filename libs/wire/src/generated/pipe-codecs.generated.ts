// GENERATED FILE: DO NOT EDIT. G3: wire encoders / checked decoders for every record.
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
import { kMGPResourceTargetCount, kMGPStorageKindCount, kMGPSurfaceKindCount, kMGPShaderBufferClassCount, kMGPProgramBindingClassCount, kMGPBorderColorFormCount, kMGPAttribClassCount, kMGPQueryKindCount, kMGPImageAccessCount, kMGPClearKindCount, kMGPBindMaskAll, kMGPDrawFlagsAll, kMGPMapAccessAll } from '@mgpipe/pipe-types';
import {
  w_u8, w_i8, w_bool, w_u16, w_i16, w_u32, w_i32, w_u64, w_i64, w_f32, w_f64, w_handle, w_hostSpan,
  r_u8, r_i8, r_bool, r_u16, r_i16, r_u32, r_i32, r_u64, r_i64, r_f32, r_f64, r_handle, r_hostSpan,
  writeArr, readArr, corrupt, tooMany,
} from '../wire-prims.ts';
import type { RingWriter } from '../ring-writer.ts';

const r_MGPResourceTarget = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPResourceTargetCount) corrupt('MGPResourceTarget out of range');
  return v;
};
const r_MGPStorageKind = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPStorageKindCount) corrupt('MGPStorageKind out of range');
  return v;
};
const r_MGPSurfaceKind = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPSurfaceKindCount) corrupt('MGPSurfaceKind out of range');
  return v;
};
const r_MGPShaderBufferClass = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPShaderBufferClassCount) corrupt('MGPShaderBufferClass out of range');
  return v;
};
const r_MGPProgramBindingClass = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPProgramBindingClassCount) corrupt('MGPProgramBindingClass out of range');
  return v;
};
const r_MGPBorderColorForm = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPBorderColorFormCount) corrupt('MGPBorderColorForm out of range');
  return v;
};
const r_MGPAttribClass = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPAttribClassCount) corrupt('MGPAttribClass out of range');
  return v;
};
const r_MGPQueryKind = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPQueryKindCount) corrupt('MGPQueryKind out of range');
  return v;
};
const r_MGPImageAccess = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPImageAccessCount) corrupt('MGPImageAccess out of range');
  return v;
};
const r_MGPClearKind = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if (v >= kMGPClearKindCount) corrupt('MGPClearKind out of range');
  return v;
};
const r_MGPBindMask = (dv: DataView, o: number): number => {
  const v = r_u16(dv, o);
  if ((v & ~kMGPBindMaskAll) !== 0) corrupt('MGPBindMask: unknown bits');
  return v;
};
const r_MGPDrawFlags = (dv: DataView, o: number): number => {
  const v = r_u8(dv, o);
  if ((v & ~kMGPDrawFlagsAll) !== 0) corrupt('MGPDrawFlags: unknown bits');
  return v;
};
const r_MGPMapAccess = (dv: DataView, o: number): number => {
  const v = r_u16(dv, o);
  if ((v & ~kMGPMapAccessAll) !== 0) corrupt('MGPMapAccess: unknown bits');
  return v;
};

/** MGPResourceDesc: 72 bytes on the wire. */
export function w_MGPResourceDesc(dv: DataView, o: number, v: MGPResourceDesc): void {
  w_u32(dv, o + 0, v.internalFormat);
  w_u32(dv, o + 4, v.width);
  w_u32(dv, o + 8, v.height);
  w_u32(dv, o + 12, v.depth);
  w_u32(dv, o + 16, v.usage);
  w_u32(dv, o + 20, v.storageFlags);
  w_handle(dv, o + 24, v.viewOf);
  w_handle(dv, o + 32, v.bufferForTexBuffer);
  w_u64(dv, o + 40, v.bufOffset);
  w_u64(dv, o + 48, v.bufSize);
  w_u16(dv, o + 56, v.arrayLayers);
  w_u16(dv, o + 58, v.levels);
  w_u16(dv, o + 60, v.samples);
  w_u16(dv, o + 62, v.bindMask);
  w_u8(dv, o + 64, v.target);
  w_u8(dv, o + 65, v.storageKind);
  w_bool(dv, o + 66, v.fixedSampleLocations);
  w_bool(dv, o + 67, v.immutable);
  w_bool(dv, o + 68, v.hasDefinedContent);
  w_bool(dv, o + 69, v.imageBindableHint);
  writeArr(dv, o + 70, 2, 1, v.glNameForDiag, w_u8);
}
export function r_MGPResourceDesc(dv: DataView, o: number): MGPResourceDesc {
  return { internalFormat: r_u32(dv, o + 0), width: r_u32(dv, o + 4), height: r_u32(dv, o + 8), depth: r_u32(dv, o + 12), usage: r_u32(dv, o + 16), storageFlags: r_u32(dv, o + 20), viewOf: r_handle(dv, o + 24), bufferForTexBuffer: r_handle(dv, o + 32), bufOffset: r_u64(dv, o + 40), bufSize: r_u64(dv, o + 48), arrayLayers: r_u16(dv, o + 56), levels: r_u16(dv, o + 58), samples: r_u16(dv, o + 60), bindMask: r_MGPBindMask(dv, o + 62), target: r_MGPResourceTarget(dv, o + 64), storageKind: r_MGPStorageKind(dv, o + 65), fixedSampleLocations: r_bool(dv, o + 66), immutable: r_bool(dv, o + 67), hasDefinedContent: r_bool(dv, o + 68), imageBindableHint: r_bool(dv, o + 69), glNameForDiag: readArr(dv, o + 70, 2, 1, r_u8) };
}
export function z_MGPResourceDesc(): MGPResourceDesc {
  return { internalFormat: 0, width: 0, height: 0, depth: 0, usage: 0, storageFlags: 0, viewOf: { slot: 0, gen: 0 }, bufferForTexBuffer: { slot: 0, gen: 0 }, bufOffset: 0n, bufSize: 0n, arrayLayers: 0, levels: 0, samples: 0, bindMask: 0, target: 0, storageKind: 0, fixedSampleLocations: false, immutable: false, hasDefinedContent: false, imageBindableHint: false, glNameForDiag: Array.from({ length: 2 }, () => 0) };
}

/** MGPDrawRange: 12 bytes on the wire. */
export function w_MGPDrawRange(dv: DataView, o: number, v: MGPDrawRange): void {
  w_u32(dv, o + 0, v.start);
  w_u32(dv, o + 4, v.count);
  w_i32(dv, o + 8, v.indexBias);
}
export function r_MGPDrawRange(dv: DataView, o: number): MGPDrawRange {
  return { start: r_u32(dv, o + 0), count: r_u32(dv, o + 4), indexBias: r_i32(dv, o + 8) };
}
export function z_MGPDrawRange(): MGPDrawRange {
  return { start: 0, count: 0, indexBias: 0 };
}

/** MGPDrawIndirect: 40 bytes on the wire. */
export function w_MGPDrawIndirect(dv: DataView, o: number, v: MGPDrawIndirect): void {
  w_u64(dv, o + 0, v.offset);
  w_u32(dv, o + 8, v.drawCount);
  w_u32(dv, o + 12, v.stride);
  w_hostSpan(dv, o + 16, v.commands);
}
export function r_MGPDrawIndirect(dv: DataView, o: number): MGPDrawIndirect {
  return { offset: r_u64(dv, o + 0), drawCount: r_u32(dv, o + 8), stride: r_u32(dv, o + 12), commands: r_hostSpan(dv, o + 16) };
}
export function z_MGPDrawIndirect(): MGPDrawIndirect {
  return { offset: 0n, drawCount: 0, stride: 0, commands: { ptr: null, seg: 0, offset: 0n, size: 0n } };
}

/** MGPVertexAttribute: 16 bytes on the wire. */
export function w_MGPVertexAttribute(dv: DataView, o: number, v: MGPVertexAttribute): void {
  w_u32(dv, o + 0, v.relativeOffset);
  w_u32(dv, o + 4, v.type);
  w_u8(dv, o + 8, v.size);
  w_u8(dv, o + 9, v.bindingIndex);
  w_bool(dv, o + 10, v.enabled);
  w_bool(dv, o + 11, v.normalized);
  w_bool(dv, o + 12, v.isInteger);
  w_bool(dv, o + 13, v.isLong);
  w_bool(dv, o + 14, v.bgra);
}
export function r_MGPVertexAttribute(dv: DataView, o: number): MGPVertexAttribute {
  return { relativeOffset: r_u32(dv, o + 0), type: r_u32(dv, o + 4), size: r_u8(dv, o + 8), bindingIndex: r_u8(dv, o + 9), enabled: r_bool(dv, o + 10), normalized: r_bool(dv, o + 11), isInteger: r_bool(dv, o + 12), isLong: r_bool(dv, o + 13), bgra: r_bool(dv, o + 14) };
}
export function z_MGPVertexAttribute(): MGPVertexAttribute {
  return { relativeOffset: 0, type: 0, size: 0, bindingIndex: 0, enabled: false, normalized: false, isInteger: false, isLong: false, bgra: false };
}

/** MGPVertexBinding: 8 bytes on the wire. */
export function w_MGPVertexBinding(dv: DataView, o: number, v: MGPVertexBinding): void {
  w_u32(dv, o + 0, v.stride);
  w_u32(dv, o + 4, v.divisor);
}
export function r_MGPVertexBinding(dv: DataView, o: number): MGPVertexBinding {
  return { stride: r_u32(dv, o + 0), divisor: r_u32(dv, o + 4) };
}
export function z_MGPVertexBinding(): MGPVertexBinding {
  return { stride: 0, divisor: 0 };
}

/** MGPVertexBuffer: 24 bytes on the wire. */
export function w_MGPVertexBuffer(dv: DataView, o: number, v: MGPVertexBuffer): void {
  w_handle(dv, o + 0, v.buffer);
  w_u64(dv, o + 8, v.offset);
  w_u32(dv, o + 16, v.stride);
  w_u32(dv, o + 20, v.divisor);
}
export function r_MGPVertexBuffer(dv: DataView, o: number): MGPVertexBuffer {
  return { buffer: r_handle(dv, o + 0), offset: r_u64(dv, o + 8), stride: r_u32(dv, o + 16), divisor: r_u32(dv, o + 20) };
}
export function z_MGPVertexBuffer(): MGPVertexBuffer {
  return { buffer: { slot: 0, gen: 0 }, offset: 0n, stride: 0, divisor: 0 };
}

/** MGPClientArray: 32 bytes on the wire. */
export function w_MGPClientArray(dv: DataView, o: number, v: MGPClientArray): void {
  w_u32(dv, o + 0, v.binding);
  w_hostSpan(dv, o + 8, v.bytes);
}
export function r_MGPClientArray(dv: DataView, o: number): MGPClientArray {
  return { binding: r_u32(dv, o + 0), bytes: r_hostSpan(dv, o + 8) };
}
export function z_MGPClientArray(): MGPClientArray {
  return { binding: 0, bytes: { ptr: null, seg: 0, offset: 0n, size: 0n } };
}

/** MGPBoundView: 12 bytes on the wire. */
export function w_MGPBoundView(dv: DataView, o: number, v: MGPBoundView): void {
  w_handle(dv, o + 0, v.view);
  w_u8(dv, o + 8, v.target);
}
export function r_MGPBoundView(dv: DataView, o: number): MGPBoundView {
  return { view: r_handle(dv, o + 0), target: r_MGPResourceTarget(dv, o + 8) };
}
export function z_MGPBoundView(): MGPBoundView {
  return { view: { slot: 0, gen: 0 }, target: 0 };
}

/** MGPImageView: 20 bytes on the wire. */
export function w_MGPImageView(dv: DataView, o: number, v: MGPImageView): void {
  w_handle(dv, o + 0, v.res);
  w_u32(dv, o + 8, v.format);
  w_u32(dv, o + 12, v.layer);
  w_u16(dv, o + 16, v.level);
  w_bool(dv, o + 18, v.layered);
  w_u8(dv, o + 19, v.access);
}
export function r_MGPImageView(dv: DataView, o: number): MGPImageView {
  return { res: r_handle(dv, o + 0), format: r_u32(dv, o + 8), layer: r_u32(dv, o + 12), level: r_u16(dv, o + 16), layered: r_bool(dv, o + 18), access: r_MGPImageAccess(dv, o + 19) };
}
export function z_MGPImageView(): MGPImageView {
  return { res: { slot: 0, gen: 0 }, format: 0, layer: 0, level: 0, layered: false, access: 0 };
}

/** MGPBufferRange: 24 bytes on the wire. */
export function w_MGPBufferRange(dv: DataView, o: number, v: MGPBufferRange): void {
  w_handle(dv, o + 0, v.buffer);
  w_u64(dv, o + 8, v.offset);
  w_u64(dv, o + 16, v.size);
}
export function r_MGPBufferRange(dv: DataView, o: number): MGPBufferRange {
  return { buffer: r_handle(dv, o + 0), offset: r_u64(dv, o + 8), size: r_u64(dv, o + 16) };
}
export function z_MGPBufferRange(): MGPBufferRange {
  return { buffer: { slot: 0, gen: 0 }, offset: 0n, size: 0n };
}

/** MGPRangeHostBytes: 32 bytes on the wire. */
export function w_MGPRangeHostBytes(dv: DataView, o: number, v: MGPRangeHostBytes): void {
  w_u32(dv, o + 0, v.index);
  w_hostSpan(dv, o + 8, v.bytes);
}
export function r_MGPRangeHostBytes(dv: DataView, o: number): MGPRangeHostBytes {
  return { index: r_u32(dv, o + 0), bytes: r_hostSpan(dv, o + 8) };
}
export function z_MGPRangeHostBytes(): MGPRangeHostBytes {
  return { index: 0, bytes: { ptr: null, seg: 0, offset: 0n, size: 0n } };
}

/** MGPSurface: 24 bytes on the wire. */
export function w_MGPSurface(dv: DataView, o: number, v: MGPSurface): void {
  w_handle(dv, o + 0, v.res);
  w_u32(dv, o + 8, v.internalFormat);
  w_u32(dv, o + 12, v.layer);
  w_u16(dv, o + 16, v.level);
  w_u16(dv, o + 18, v.uploadTarget);
  w_u8(dv, o + 20, v.kind);
  w_bool(dv, o + 21, v.layered);
}
export function r_MGPSurface(dv: DataView, o: number): MGPSurface {
  return { res: r_handle(dv, o + 0), internalFormat: r_u32(dv, o + 8), layer: r_u32(dv, o + 12), level: r_u16(dv, o + 16), uploadTarget: r_u16(dv, o + 18), kind: r_MGPSurfaceKind(dv, o + 20), layered: r_bool(dv, o + 21) };
}
export function z_MGPSurface(): MGPSurface {
  return { res: { slot: 0, gen: 0 }, internalFormat: 0, layer: 0, level: 0, uploadTarget: 0, kind: 0, layered: false };
}

/** MGPAttribValue: 20 bytes on the wire. */
export function w_MGPAttribValue(dv: DataView, o: number, v: MGPAttribValue): void {
  writeArr(dv, o + 0, 4, 4, v.bits, w_u32);
  w_u8(dv, o + 16, v.cls);
}
export function r_MGPAttribValue(dv: DataView, o: number): MGPAttribValue {
  return { bits: readArr(dv, o + 0, 4, 4, r_u32), cls: r_MGPAttribClass(dv, o + 16) };
}
export function z_MGPAttribValue(): MGPAttribValue {
  return { bits: Array.from({ length: 4 }, () => 0), cls: 0 };
}

/** MGPBox: 24 bytes on the wire. */
export function w_MGPBox(dv: DataView, o: number, v: MGPBox): void {
  w_i32(dv, o + 0, v.x);
  w_i32(dv, o + 4, v.y);
  w_i32(dv, o + 8, v.z);
  w_u32(dv, o + 12, v.w);
  w_u32(dv, o + 16, v.h);
  w_u32(dv, o + 20, v.d);
}
export function r_MGPBox(dv: DataView, o: number): MGPBox {
  return { x: r_i32(dv, o + 0), y: r_i32(dv, o + 4), z: r_i32(dv, o + 8), w: r_u32(dv, o + 12), h: r_u32(dv, o + 16), d: r_u32(dv, o + 20) };
}
export function z_MGPBox(): MGPBox {
  return { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0 };
}

/** MGPSubRegion: 40 bytes on the wire. */
export function w_MGPSubRegion(dv: DataView, o: number, v: MGPSubRegion): void {
  w_i32(dv, o + 0, v.x);
  w_i32(dv, o + 4, v.y);
  w_i32(dv, o + 8, v.z);
  w_u32(dv, o + 12, v.w);
  w_u32(dv, o + 16, v.h);
  w_u32(dv, o + 20, v.d);
  w_u64(dv, o + 24, v.srcOffset);
  w_u32(dv, o + 32, v.srcRowStride);
  w_u32(dv, o + 36, v.srcSliceStride);
}
export function r_MGPSubRegion(dv: DataView, o: number): MGPSubRegion {
  return { x: r_i32(dv, o + 0), y: r_i32(dv, o + 4), z: r_i32(dv, o + 8), w: r_u32(dv, o + 12), h: r_u32(dv, o + 16), d: r_u32(dv, o + 20), srcOffset: r_u64(dv, o + 24), srcRowStride: r_u32(dv, o + 32), srcSliceStride: r_u32(dv, o + 36) };
}
export function z_MGPSubRegion(): MGPSubRegion {
  return { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0, srcOffset: 0n, srcRowStride: 0, srcSliceStride: 0 };
}

/** MGPSamplerParams: 96 bytes on the wire. */
export function w_MGPSamplerParams(dv: DataView, o: number, v: MGPSamplerParams): void {
  w_u32(dv, o + 0, v.minFilter);
  w_u32(dv, o + 4, v.magFilter);
  w_u32(dv, o + 8, v.wrapS);
  w_u32(dv, o + 12, v.wrapT);
  w_u32(dv, o + 16, v.wrapR);
  w_u32(dv, o + 20, v.compareMode);
  w_u32(dv, o + 24, v.compareFunc);
  w_f32(dv, o + 28, v.minLod);
  w_f32(dv, o + 32, v.maxLod);
  w_f32(dv, o + 36, v.lodBias);
  w_f32(dv, o + 40, v.maxAnisotropy);
  writeArr(dv, o + 44, 4, 4, v.borderColor, w_f32);
  writeArr(dv, o + 60, 4, 4, v.borderColorI, w_i32);
  writeArr(dv, o + 76, 4, 4, v.borderColorUI, w_u32);
  w_u8(dv, o + 92, v.borderColorForm);
  w_bool(dv, o + 93, v.seamlessCube);
}
export function r_MGPSamplerParams(dv: DataView, o: number): MGPSamplerParams {
  return { minFilter: r_u32(dv, o + 0), magFilter: r_u32(dv, o + 4), wrapS: r_u32(dv, o + 8), wrapT: r_u32(dv, o + 12), wrapR: r_u32(dv, o + 16), compareMode: r_u32(dv, o + 20), compareFunc: r_u32(dv, o + 24), minLod: r_f32(dv, o + 28), maxLod: r_f32(dv, o + 32), lodBias: r_f32(dv, o + 36), maxAnisotropy: r_f32(dv, o + 40), borderColor: readArr(dv, o + 44, 4, 4, r_f32), borderColorI: readArr(dv, o + 60, 4, 4, r_i32), borderColorUI: readArr(dv, o + 76, 4, 4, r_u32), borderColorForm: r_MGPBorderColorForm(dv, o + 92), seamlessCube: r_bool(dv, o + 93) };
}
export function z_MGPSamplerParams(): MGPSamplerParams {
  return { minFilter: 0, magFilter: 0, wrapS: 0, wrapT: 0, wrapR: 0, compareMode: 0, compareFunc: 0, minLod: 0, maxLod: 0, lodBias: 0, maxAnisotropy: 0, borderColor: Array.from({ length: 4 }, () => 0), borderColorI: Array.from({ length: 4 }, () => 0), borderColorUI: Array.from({ length: 4 }, () => 0), borderColorForm: 0, seamlessCube: false };
}

/** MGPSamplerView: 32 bytes on the wire. */
export function w_MGPSamplerView(dv: DataView, o: number, v: MGPSamplerView): void {
  w_handle(dv, o + 0, v.cso);
  w_handle(dv, o + 8, v.texture);
  w_u32(dv, o + 16, v.internalFormat);
  w_u16(dv, o + 20, v.minLevel);
  w_u16(dv, o + 22, v.numLevels);
  w_u16(dv, o + 24, v.minLayer);
  w_u16(dv, o + 26, v.numLayers);
  w_u16(dv, o + 28, v.samples);
  w_u8(dv, o + 30, v.target);
  w_bool(dv, o + 31, v.fixedSampleLocations);
}
export function r_MGPSamplerView(dv: DataView, o: number): MGPSamplerView {
  return { cso: r_handle(dv, o + 0), texture: r_handle(dv, o + 8), internalFormat: r_u32(dv, o + 16), minLevel: r_u16(dv, o + 20), numLevels: r_u16(dv, o + 22), minLayer: r_u16(dv, o + 24), numLayers: r_u16(dv, o + 26), samples: r_u16(dv, o + 28), target: r_MGPResourceTarget(dv, o + 30), fixedSampleLocations: r_bool(dv, o + 31) };
}
export function z_MGPSamplerView(): MGPSamplerView {
  return { cso: { slot: 0, gen: 0 }, texture: { slot: 0, gen: 0 }, internalFormat: 0, minLevel: 0, numLevels: 0, minLayer: 0, numLayers: 0, samples: 0, target: 0, fixedSampleLocations: false };
}

/** MGPPixelPackState: 24 bytes on the wire. */
export function w_MGPPixelPackState(dv: DataView, o: number, v: MGPPixelPackState): void {
  w_i32(dv, o + 0, v.rowLength);
  w_i32(dv, o + 4, v.imageHeight);
  w_i32(dv, o + 8, v.skipRows);
  w_i32(dv, o + 12, v.skipPixels);
  w_i32(dv, o + 16, v.skipImages);
  w_u8(dv, o + 20, v.alignment);
  w_bool(dv, o + 21, v.swapBytes);
  w_bool(dv, o + 22, v.lsbFirst);
}
export function r_MGPPixelPackState(dv: DataView, o: number): MGPPixelPackState {
  return { rowLength: r_i32(dv, o + 0), imageHeight: r_i32(dv, o + 4), skipRows: r_i32(dv, o + 8), skipPixels: r_i32(dv, o + 12), skipImages: r_i32(dv, o + 16), alignment: r_u8(dv, o + 20), swapBytes: r_bool(dv, o + 21), lsbFirst: r_bool(dv, o + 22) };
}
export function z_MGPPixelPackState(): MGPPixelPackState {
  return { rowLength: 0, imageHeight: 0, skipRows: 0, skipPixels: 0, skipImages: 0, alignment: 0, swapBytes: false, lsbFirst: false };
}

/** MGPXfbAccounting: 16 bytes on the wire. */
export function w_MGPXfbAccounting(dv: DataView, o: number, v: MGPXfbAccounting): void {
  w_u64(dv, o + 0, v.primitivesWritten);
  w_u64(dv, o + 8, v.verticesCaptured);
}
export function r_MGPXfbAccounting(dv: DataView, o: number): MGPXfbAccounting {
  return { primitivesWritten: r_u64(dv, o + 0), verticesCaptured: r_u64(dv, o + 8) };
}
export function z_MGPXfbAccounting(): MGPXfbAccounting {
  return { primitivesWritten: 0n, verticesCaptured: 0n };
}

/** MGPReadbackInfo: 32 bytes on the wire. */
export function w_MGPReadbackInfo(dv: DataView, o: number, v: MGPReadbackInfo): void {
  w_handle(dv, o + 0, v.readFbo);
  w_i32(dv, o + 8, v.x);
  w_i32(dv, o + 12, v.y);
  w_u32(dv, o + 16, v.w);
  w_u32(dv, o + 20, v.h);
  w_u32(dv, o + 24, v.format);
  w_u32(dv, o + 28, v.type);
}
export function r_MGPReadbackInfo(dv: DataView, o: number): MGPReadbackInfo {
  return { readFbo: r_handle(dv, o + 0), x: r_i32(dv, o + 8), y: r_i32(dv, o + 12), w: r_u32(dv, o + 16), h: r_u32(dv, o + 20), format: r_u32(dv, o + 24), type: r_u32(dv, o + 28) };
}
export function z_MGPReadbackInfo(): MGPReadbackInfo {
  return { readFbo: { slot: 0, gen: 0 }, x: 0, y: 0, w: 0, h: 0, format: 0, type: 0 };
}

/** MGPMipPlan: 6 bytes on the wire. */
export function w_MGPMipPlan(dv: DataView, o: number, v: MGPMipPlan): void {
  w_u16(dv, o + 0, v.baseLevel);
  w_u16(dv, o + 2, v.maxLevel);
  w_u16(dv, o + 4, v.layerCount);
}
export function r_MGPMipPlan(dv: DataView, o: number): MGPMipPlan {
  return { baseLevel: r_u16(dv, o + 0), maxLevel: r_u16(dv, o + 2), layerCount: r_u16(dv, o + 4) };
}
export function z_MGPMipPlan(): MGPMipPlan {
  return { baseLevel: 0, maxLevel: 0, layerCount: 0 };
}

// ---- get_caps (opcode 0): header 4 + head 4 bytes
export function enc_get_caps(w: RingWriter, p: GetCapsPayload): void {
  let cur = 4;
  const b = w.begin(0, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.reply);
}
export function size_get_caps(_p: GetCapsPayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_get_caps(dv: DataView, _u8: Uint8Array, b: number, size: number): GetCapsPayload {
  if (size < 4) corrupt('get_caps: record shorter than its head');
  const f_reply = r_u32(dv, b + 0);
  if (4 !== size) corrupt('get_caps: record size does not match its contents');
  return { reply: f_reply };
}

// ---- resource_create (opcode 1): header 4 + head 80 bytes
export function enc_resource_create(w: RingWriter, p: ResourceCreatePayload): void {
  let cur = 80;
  const b = w.begin(1, ((cur + 3) & -4));
  const dv = w.dv;
  w_MGPResourceDesc(dv, b + 0, p.desc);
  w_handle(dv, b + 72, p.res);
}
export function size_resource_create(_p: ResourceCreatePayload): number {
  let cur = 80;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_create(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceCreatePayload {
  if (size < 80) corrupt('resource_create: record shorter than its head');
  const f_desc = r_MGPResourceDesc(dv, b + 0);
  const f_res = r_handle(dv, b + 72);
  if (80 !== size) corrupt('resource_create: record size does not match its contents');
  return { res: f_res, desc: f_desc };
}

// ---- resource_respecify (opcode 2): header 4 + head 80 bytes
export function enc_resource_respecify(w: RingWriter, p: ResourceRespecifyPayload): void {
  let cur = 80;
  const b = w.begin(2, ((cur + 3) & -4));
  const dv = w.dv;
  w_MGPResourceDesc(dv, b + 0, p.desc);
  w_handle(dv, b + 72, p.res);
}
export function size_resource_respecify(_p: ResourceRespecifyPayload): number {
  let cur = 80;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_respecify(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceRespecifyPayload {
  if (size < 80) corrupt('resource_respecify: record shorter than its head');
  const f_desc = r_MGPResourceDesc(dv, b + 0);
  const f_res = r_handle(dv, b + 72);
  if (80 !== size) corrupt('resource_respecify: record size does not match its contents');
  return { res: f_res, desc: f_desc };
}

// ---- resource_destroy (opcode 3): header 4 + head 8 bytes
export function enc_resource_destroy(w: RingWriter, p: ResourceDestroyPayload): void {
  let cur = 8;
  const b = w.begin(3, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
}
export function size_resource_destroy(_p: ResourceDestroyPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_destroy(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceDestroyPayload {
  if (size < 8) corrupt('resource_destroy: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  if (8 !== size) corrupt('resource_destroy: record size does not match its contents');
  return { res: f_res };
}

// ---- map_persistent (opcode 4): header 4 + head 12 bytes
export function enc_map_persistent(w: RingWriter, p: MapPersistentPayload): void {
  let cur = 12;
  const b = w.begin(4, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
  w_u32(dv, b + 8, p.reply);
}
export function size_map_persistent(_p: MapPersistentPayload): number {
  let cur = 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_map_persistent(dv: DataView, _u8: Uint8Array, b: number, size: number): MapPersistentPayload {
  if (size < 12) corrupt('map_persistent: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  const f_reply = r_u32(dv, b + 8);
  if (12 !== size) corrupt('map_persistent: record size does not match its contents');
  return { res: f_res, reply: f_reply };
}

// ---- unmap_persistent (opcode 5): header 4 + head 8 bytes
export function enc_unmap_persistent(w: RingWriter, p: UnmapPersistentPayload): void {
  let cur = 8;
  const b = w.begin(5, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
}
export function size_unmap_persistent(_p: UnmapPersistentPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_unmap_persistent(dv: DataView, _u8: Uint8Array, b: number, size: number): UnmapPersistentPayload {
  if (size < 8) corrupt('unmap_persistent: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  if (8 !== size) corrupt('unmap_persistent: record size does not match its contents');
  return { res: f_res };
}

// ---- fence_create (opcode 6): header 4 + head 8 bytes
export function enc_fence_create(w: RingWriter, p: FenceCreatePayload): void {
  let cur = 8;
  const b = w.begin(6, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.fence);
}
export function size_fence_create(_p: FenceCreatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_fence_create(dv: DataView, _u8: Uint8Array, b: number, size: number): FenceCreatePayload {
  if (size < 8) corrupt('fence_create: record shorter than its head');
  const f_fence = r_handle(dv, b + 0);
  if (8 !== size) corrupt('fence_create: record size does not match its contents');
  return { fence: f_fence };
}

// ---- fence_status (opcode 7): header 4 + head 12 bytes
export function enc_fence_status(w: RingWriter, p: FenceStatusPayload): void {
  let cur = 12;
  const b = w.begin(7, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.fence);
  w_u32(dv, b + 8, p.reply);
}
export function size_fence_status(_p: FenceStatusPayload): number {
  let cur = 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_fence_status(dv: DataView, _u8: Uint8Array, b: number, size: number): FenceStatusPayload {
  if (size < 12) corrupt('fence_status: record shorter than its head');
  const f_fence = r_handle(dv, b + 0);
  const f_reply = r_u32(dv, b + 8);
  if (12 !== size) corrupt('fence_status: record size does not match its contents');
  return { fence: f_fence, reply: f_reply };
}

// ---- fence_wait (opcode 8): header 4 + head 24 bytes
export function enc_fence_wait(w: RingWriter, p: FenceWaitPayload): void {
  let cur = 24;
  const b = w.begin(8, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.timeoutNs);
  w_handle(dv, b + 8, p.fence);
  w_u32(dv, b + 16, p.reply);
}
export function size_fence_wait(_p: FenceWaitPayload): number {
  let cur = 24;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_fence_wait(dv: DataView, _u8: Uint8Array, b: number, size: number): FenceWaitPayload {
  if (size < 24) corrupt('fence_wait: record shorter than its head');
  const f_timeoutNs = r_u64(dv, b + 0);
  const f_fence = r_handle(dv, b + 8);
  const f_reply = r_u32(dv, b + 16);
  if (24 !== size) corrupt('fence_wait: record size does not match its contents');
  return { fence: f_fence, timeoutNs: f_timeoutNs, reply: f_reply };
}

// ---- fence_destroy (opcode 9): header 4 + head 8 bytes
export function enc_fence_destroy(w: RingWriter, p: FenceDestroyPayload): void {
  let cur = 8;
  const b = w.begin(9, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.fence);
}
export function size_fence_destroy(_p: FenceDestroyPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_fence_destroy(dv: DataView, _u8: Uint8Array, b: number, size: number): FenceDestroyPayload {
  if (size < 8) corrupt('fence_destroy: record shorter than its head');
  const f_fence = r_handle(dv, b + 0);
  if (8 !== size) corrupt('fence_destroy: record size does not match its contents');
  return { fence: f_fence };
}

// ---- query_create (opcode 10): header 4 + head 16 bytes
export function enc_query_create(w: RingWriter, p: QueryCreatePayload): void {
  let cur = 16;
  const b = w.begin(10, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.query);
  w_u32(dv, b + 8, p.index);
  w_u8(dv, b + 12, p.kind);
}
export function size_query_create(_p: QueryCreatePayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_query_create(dv: DataView, _u8: Uint8Array, b: number, size: number): QueryCreatePayload {
  if (size < 16) corrupt('query_create: record shorter than its head');
  const f_query = r_handle(dv, b + 0);
  const f_index = r_u32(dv, b + 8);
  const f_kind = r_MGPQueryKind(dv, b + 12);
  if (16 !== size) corrupt('query_create: record size does not match its contents');
  return { query: f_query, index: f_index, kind: f_kind };
}

// ---- query_begin (opcode 11): header 4 + head 8 bytes
export function enc_query_begin(w: RingWriter, p: QueryBeginPayload): void {
  let cur = 8;
  const b = w.begin(11, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.query);
}
export function size_query_begin(_p: QueryBeginPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_query_begin(dv: DataView, _u8: Uint8Array, b: number, size: number): QueryBeginPayload {
  if (size < 8) corrupt('query_begin: record shorter than its head');
  const f_query = r_handle(dv, b + 0);
  if (8 !== size) corrupt('query_begin: record size does not match its contents');
  return { query: f_query };
}

// ---- query_end (opcode 12): header 4 + head 8 bytes
export function enc_query_end(w: RingWriter, p: QueryEndPayload): void {
  let cur = 8;
  const b = w.begin(12, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.query);
}
export function size_query_end(_p: QueryEndPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_query_end(dv: DataView, _u8: Uint8Array, b: number, size: number): QueryEndPayload {
  if (size < 8) corrupt('query_end: record shorter than its head');
  const f_query = r_handle(dv, b + 0);
  if (8 !== size) corrupt('query_end: record size does not match its contents');
  return { query: f_query };
}

// ---- query_available (opcode 13): header 4 + head 12 bytes
export function enc_query_available(w: RingWriter, p: QueryAvailablePayload): void {
  let cur = 12;
  const b = w.begin(13, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.query);
  w_u32(dv, b + 8, p.reply);
}
export function size_query_available(_p: QueryAvailablePayload): number {
  let cur = 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_query_available(dv: DataView, _u8: Uint8Array, b: number, size: number): QueryAvailablePayload {
  if (size < 12) corrupt('query_available: record shorter than its head');
  const f_query = r_handle(dv, b + 0);
  const f_reply = r_u32(dv, b + 8);
  if (12 !== size) corrupt('query_available: record size does not match its contents');
  return { query: f_query, reply: f_reply };
}

// ---- query_result (opcode 14): header 4 + head 12 bytes
export function enc_query_result(w: RingWriter, p: QueryResultPayload): void {
  let cur = 12;
  const b = w.begin(14, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.query);
  w_u32(dv, b + 8, p.reply);
}
export function size_query_result(_p: QueryResultPayload): number {
  let cur = 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_query_result(dv: DataView, _u8: Uint8Array, b: number, size: number): QueryResultPayload {
  if (size < 12) corrupt('query_result: record shorter than its head');
  const f_query = r_handle(dv, b + 0);
  const f_reply = r_u32(dv, b + 8);
  if (12 !== size) corrupt('query_result: record size does not match its contents');
  return { query: f_query, reply: f_reply };
}

// ---- query_destroy (opcode 15): header 4 + head 8 bytes
export function enc_query_destroy(w: RingWriter, p: QueryDestroyPayload): void {
  let cur = 8;
  const b = w.begin(15, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.query);
}
export function size_query_destroy(_p: QueryDestroyPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_query_destroy(dv: DataView, _u8: Uint8Array, b: number, size: number): QueryDestroyPayload {
  if (size < 8) corrupt('query_destroy: record shorter than its head');
  const f_query = r_handle(dv, b + 0);
  if (8 !== size) corrupt('query_destroy: record size does not match its contents');
  return { query: f_query };
}

// ---- create_render_state (opcode 16): header 4 + head 24 bytes, tails chunks 1/elem
export function enc_create_render_state(w: RingWriter, p: CreateRenderStatePayload): void {
  let cur = 24;
  const n0 = p.chunks.length;
  cur = ((cur + 3) & -4) + n0;
  const b = w.begin(16, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
  w_handle(dv, b + 8, p.baseCso);
  w_u32(dv, b + 16, p.chunkMask);
  w_u32(dv, b + 20, n0);
  cur = 24;
  cur = ((cur + 3) & -4);
  w.u8.set(p.chunks, b + cur);
  cur += n0;
}
export function size_create_render_state(p: CreateRenderStatePayload): number {
  let cur = 24;
  cur = ((cur + 3) & -4) + p.chunks.length;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_create_render_state(dv: DataView, u8: Uint8Array, b: number, size: number): CreateRenderStatePayload {
  if (size < 24) corrupt('create_render_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  const f_baseCso = r_handle(dv, b + 8);
  const f_chunkMask = r_u32(dv, b + 16);
  const n0 = r_u32(dv, b + 20);
  let cur = 24;
  if (n0 > size) corrupt('create_render_state.chunks: count overruns the record');
  cur = ((cur + 3) & -4) + n0;
  if (((cur + 3) & -4) !== size) corrupt('create_render_state: record size does not match its contents');
  cur = 24;
  cur = ((cur + 3) & -4);
  const f_chunks = u8.slice(b + cur, b + cur + n0);
  cur += n0;
  return { cso: f_cso, baseCso: f_baseCso, chunkMask: f_chunkMask, chunks: f_chunks };
}

// ---- bind_render_state (opcode 17): header 4 + head 12 bytes
export function enc_bind_render_state(w: RingWriter, p: BindRenderStatePayload): void {
  let cur = 12;
  const b = w.begin(17, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
  w_u16(dv, b + 8, p.version);
  w_u16(dv, b + 10, p.pipelineVersion);
}
export function size_bind_render_state(_p: BindRenderStatePayload): number {
  let cur = 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_bind_render_state(dv: DataView, _u8: Uint8Array, b: number, size: number): BindRenderStatePayload {
  if (size < 12) corrupt('bind_render_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  const f_version = r_u16(dv, b + 8);
  const f_pipelineVersion = r_u16(dv, b + 10);
  if (12 !== size) corrupt('bind_render_state: record size does not match its contents');
  return { cso: f_cso, version: f_version, pipelineVersion: f_pipelineVersion };
}

// ---- delete_render_state (opcode 18): header 4 + head 8 bytes
export function enc_delete_render_state(w: RingWriter, p: DeleteRenderStatePayload): void {
  let cur = 8;
  const b = w.begin(18, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
}
export function size_delete_render_state(_p: DeleteRenderStatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_delete_render_state(dv: DataView, _u8: Uint8Array, b: number, size: number): DeleteRenderStatePayload {
  if (size < 8) corrupt('delete_render_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('delete_render_state: record size does not match its contents');
  return { cso: f_cso };
}

// ---- create_vertex_elements_state (opcode 19): header 4 + head 16 bytes, tails attribs 16/elem / bindings 8/elem
export function enc_create_vertex_elements_state(w: RingWriter, p: CreateVertexElementsStatePayload): void {
  let cur = 16;
  const n0 = p.attribs.length;
  cur = ((cur + 3) & -4) + n0 * 16;
  const n1 = p.bindings.length;
  cur = ((cur + 3) & -4) + n1 * 8;
  const b = w.begin(19, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
  w_u32(dv, b + 8, n0);
  w_u32(dv, b + 12, n1);
  cur = 16;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 16, p.attribs, w_MGPVertexAttribute);
  cur += n0 * 16;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n1, 8, p.bindings, w_MGPVertexBinding);
  cur += n1 * 8;
}
export function size_create_vertex_elements_state(p: CreateVertexElementsStatePayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4) + p.attribs.length * 16;
  cur = ((cur + 3) & -4) + p.bindings.length * 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_create_vertex_elements_state(dv: DataView, _u8: Uint8Array, b: number, size: number): CreateVertexElementsStatePayload {
  if (size < 16) corrupt('create_vertex_elements_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  const n0 = r_u32(dv, b + 8);
  const n1 = r_u32(dv, b + 12);
  let cur = 16;
  if (n0 * 16 > size) corrupt('create_vertex_elements_state.attribs: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 16;
  if (n1 * 8 > size) corrupt('create_vertex_elements_state.bindings: count overruns the record');
  cur = ((cur + 3) & -4) + n1 * 8;
  if (((cur + 3) & -4) !== size) corrupt('create_vertex_elements_state: record size does not match its contents');
  cur = 16;
  cur = ((cur + 3) & -4);
  const f_attribs = readArr(dv, b + cur, n0, 16, r_MGPVertexAttribute);
  cur += n0 * 16;
  cur = ((cur + 3) & -4);
  const f_bindings = readArr(dv, b + cur, n1, 8, r_MGPVertexBinding);
  cur += n1 * 8;
  return { cso: f_cso, attribs: f_attribs, bindings: f_bindings };
}

// ---- bind_vertex_elements_state (opcode 20): header 4 + head 8 bytes
export function enc_bind_vertex_elements_state(w: RingWriter, p: BindVertexElementsStatePayload): void {
  let cur = 8;
  const b = w.begin(20, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
}
export function size_bind_vertex_elements_state(_p: BindVertexElementsStatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_bind_vertex_elements_state(dv: DataView, _u8: Uint8Array, b: number, size: number): BindVertexElementsStatePayload {
  if (size < 8) corrupt('bind_vertex_elements_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('bind_vertex_elements_state: record size does not match its contents');
  return { cso: f_cso };
}

// ---- delete_vertex_elements_state (opcode 21): header 4 + head 8 bytes
export function enc_delete_vertex_elements_state(w: RingWriter, p: DeleteVertexElementsStatePayload): void {
  let cur = 8;
  const b = w.begin(21, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
}
export function size_delete_vertex_elements_state(_p: DeleteVertexElementsStatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_delete_vertex_elements_state(dv: DataView, _u8: Uint8Array, b: number, size: number): DeleteVertexElementsStatePayload {
  if (size < 8) corrupt('delete_vertex_elements_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('delete_vertex_elements_state: record size does not match its contents');
  return { cso: f_cso };
}

// ---- create_sampler_state (opcode 22): header 4 + head 104 bytes
export function enc_create_sampler_state(w: RingWriter, p: CreateSamplerStatePayload): void {
  let cur = 104;
  const b = w.begin(22, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
  w_MGPSamplerParams(dv, b + 8, p.params);
}
export function size_create_sampler_state(_p: CreateSamplerStatePayload): number {
  let cur = 104;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_create_sampler_state(dv: DataView, _u8: Uint8Array, b: number, size: number): CreateSamplerStatePayload {
  if (size < 104) corrupt('create_sampler_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  const f_params = r_MGPSamplerParams(dv, b + 8);
  if (104 !== size) corrupt('create_sampler_state: record size does not match its contents');
  return { cso: f_cso, params: f_params };
}

// ---- delete_sampler_state (opcode 23): header 4 + head 8 bytes
export function enc_delete_sampler_state(w: RingWriter, p: DeleteSamplerStatePayload): void {
  let cur = 8;
  const b = w.begin(23, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
}
export function size_delete_sampler_state(_p: DeleteSamplerStatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_delete_sampler_state(dv: DataView, _u8: Uint8Array, b: number, size: number): DeleteSamplerStatePayload {
  if (size < 8) corrupt('delete_sampler_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('delete_sampler_state: record size does not match its contents');
  return { cso: f_cso };
}

// ---- create_sampler_view (opcode 24): header 4 + head 32 bytes
export function enc_create_sampler_view(w: RingWriter, p: CreateSamplerViewPayload): void {
  let cur = 32;
  const b = w.begin(24, ((cur + 3) & -4));
  const dv = w.dv;
  w_MGPSamplerView(dv, b + 0, p.view);
}
export function size_create_sampler_view(_p: CreateSamplerViewPayload): number {
  let cur = 32;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_create_sampler_view(dv: DataView, _u8: Uint8Array, b: number, size: number): CreateSamplerViewPayload {
  if (size < 32) corrupt('create_sampler_view: record shorter than its head');
  const f_view = r_MGPSamplerView(dv, b + 0);
  if (32 !== size) corrupt('create_sampler_view: record size does not match its contents');
  return { view: f_view };
}

// ---- delete_sampler_view (opcode 25): header 4 + head 8 bytes
export function enc_delete_sampler_view(w: RingWriter, p: DeleteSamplerViewPayload): void {
  let cur = 8;
  const b = w.begin(25, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
}
export function size_delete_sampler_view(_p: DeleteSamplerViewPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_delete_sampler_view(dv: DataView, _u8: Uint8Array, b: number, size: number): DeleteSamplerViewPayload {
  if (size < 8) corrupt('delete_sampler_view: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('delete_sampler_view: record size does not match its contents');
  return { cso: f_cso };
}

// ---- create_shader_state (opcode 26): header 4 + head 56 bytes, tails spirv 1/elem / reflection 1/elem
export function enc_create_shader_state(w: RingWriter, p: CreateShaderStatePayload): void {
  let cur = 56;
  const n0 = p.spirv.length;
  cur = ((cur + 3) & -4) + n0;
  const n1 = p.reflection.length;
  cur = ((cur + 3) & -4) + n1;
  const b = w.begin(26, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
  w_u32(dv, b + 8, p.stageMask);
  writeArr(dv, b + 12, 6, 4, p.spirvStageBytes, w_u32);
  w_u32(dv, b + 36, p.globalUboSize);
  w_u32(dv, b + 40, p.reservedNumSamplesOffset);
  w_u32(dv, b + 44, n0);
  w_u32(dv, b + 48, n1);
  w_u8(dv, b + 52, p.spirvStatus);
  w_bool(dv, b + 53, p.nativeFloat64);
  w_bool(dv, b + 54, p.pointSizeDemoted);
  w_bool(dv, b + 55, p.enableSpirvValidation);
  cur = 56;
  cur = ((cur + 3) & -4);
  w.u8.set(p.spirv, b + cur);
  cur += n0;
  cur = ((cur + 3) & -4);
  w.u8.set(p.reflection, b + cur);
  cur += n1;
}
export function size_create_shader_state(p: CreateShaderStatePayload): number {
  let cur = 56;
  cur = ((cur + 3) & -4) + p.spirv.length;
  cur = ((cur + 3) & -4) + p.reflection.length;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_create_shader_state(dv: DataView, u8: Uint8Array, b: number, size: number): CreateShaderStatePayload {
  if (size < 56) corrupt('create_shader_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  const f_stageMask = r_u32(dv, b + 8);
  const f_spirvStageBytes = readArr(dv, b + 12, 6, 4, r_u32);
  const f_globalUboSize = r_u32(dv, b + 36);
  const f_reservedNumSamplesOffset = r_u32(dv, b + 40);
  const n0 = r_u32(dv, b + 44);
  const n1 = r_u32(dv, b + 48);
  const f_spirvStatus = r_u8(dv, b + 52);
  const f_nativeFloat64 = r_bool(dv, b + 53);
  const f_pointSizeDemoted = r_bool(dv, b + 54);
  const f_enableSpirvValidation = r_bool(dv, b + 55);
  let cur = 56;
  if (n0 > size) corrupt('create_shader_state.spirv: count overruns the record');
  cur = ((cur + 3) & -4) + n0;
  if (n1 > size) corrupt('create_shader_state.reflection: count overruns the record');
  cur = ((cur + 3) & -4) + n1;
  if (((cur + 3) & -4) !== size) corrupt('create_shader_state: record size does not match its contents');
  cur = 56;
  cur = ((cur + 3) & -4);
  const f_spirv = u8.slice(b + cur, b + cur + n0);
  cur += n0;
  cur = ((cur + 3) & -4);
  const f_reflection = u8.slice(b + cur, b + cur + n1);
  cur += n1;
  return { cso: f_cso, stageMask: f_stageMask, spirvStageBytes: f_spirvStageBytes, globalUboSize: f_globalUboSize, reservedNumSamplesOffset: f_reservedNumSamplesOffset, spirvStatus: f_spirvStatus, nativeFloat64: f_nativeFloat64, pointSizeDemoted: f_pointSizeDemoted, enableSpirvValidation: f_enableSpirvValidation, spirv: f_spirv, reflection: f_reflection };
}

// ---- delete_shader_state (opcode 27): header 4 + head 8 bytes
export function enc_delete_shader_state(w: RingWriter, p: DeleteShaderStatePayload): void {
  let cur = 8;
  const b = w.begin(27, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.cso);
}
export function size_delete_shader_state(_p: DeleteShaderStatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_delete_shader_state(dv: DataView, _u8: Uint8Array, b: number, size: number): DeleteShaderStatePayload {
  if (size < 8) corrupt('delete_shader_state: record shorter than its head');
  const f_cso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('delete_shader_state: record size does not match its contents');
  return { cso: f_cso };
}

// ---- set_dynamic_state (opcode 28): header 4 + head 12 bytes, tails chunks 1/elem
export function enc_set_dynamic_state(w: RingWriter, p: SetDynamicStatePayload): void {
  let cur = 12;
  const n0 = p.chunks.length;
  cur = ((cur + 3) & -4) + n0;
  const b = w.begin(28, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.chunkMask);
  w_u32(dv, b + 4, n0);
  w_u16(dv, b + 8, p.version);
  cur = 12;
  cur = ((cur + 3) & -4);
  w.u8.set(p.chunks, b + cur);
  cur += n0;
}
export function size_set_dynamic_state(p: SetDynamicStatePayload): number {
  let cur = 12;
  cur = ((cur + 3) & -4) + p.chunks.length;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_dynamic_state(dv: DataView, u8: Uint8Array, b: number, size: number): SetDynamicStatePayload {
  if (size < 12) corrupt('set_dynamic_state: record shorter than its head');
  const f_chunkMask = r_u32(dv, b + 0);
  const n0 = r_u32(dv, b + 4);
  const f_version = r_u16(dv, b + 8);
  let cur = 12;
  if (n0 > size) corrupt('set_dynamic_state.chunks: count overruns the record');
  cur = ((cur + 3) & -4) + n0;
  if (((cur + 3) & -4) !== size) corrupt('set_dynamic_state: record size does not match its contents');
  cur = 12;
  cur = ((cur + 3) & -4);
  const f_chunks = u8.slice(b + cur, b + cur + n0);
  cur += n0;
  return { chunkMask: f_chunkMask, version: f_version, chunks: f_chunks };
}

// ---- set_framebuffer_state (opcode 29): header 4 + head 304 bytes
export function enc_set_framebuffer_state(w: RingWriter, p: SetFramebufferStatePayload): void {
  let cur = 304;
  const b = w.begin(29, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.contentHash);
  w_handle(dv, b + 8, p.fbo);
  writeArr(dv, b + 16, 8, 24, p.color, w_MGPSurface);
  w_MGPSurface(dv, b + 208, p.depth);
  w_MGPSurface(dv, b + 232, p.stencil);
  w_MGPSurface(dv, b + 256, p.readSurface);
  w_u16(dv, b + 280, p.width);
  w_u16(dv, b + 282, p.height);
  w_u16(dv, b + 284, p.layers);
  w_u16(dv, b + 286, p.samples);
  writeArr(dv, b + 288, 8, 1, p.drawBuffers, w_i8);
  w_bool(dv, b + 296, p.fixedSampleLocations);
  w_bool(dv, b + 297, p.isDefault);
  w_bool(dv, b + 298, p.complete);
}
export function size_set_framebuffer_state(_p: SetFramebufferStatePayload): number {
  let cur = 304;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_framebuffer_state(dv: DataView, _u8: Uint8Array, b: number, size: number): SetFramebufferStatePayload {
  if (size < 304) corrupt('set_framebuffer_state: record shorter than its head');
  const f_contentHash = r_u64(dv, b + 0);
  const f_fbo = r_handle(dv, b + 8);
  const f_color = readArr(dv, b + 16, 8, 24, r_MGPSurface);
  const f_depth = r_MGPSurface(dv, b + 208);
  const f_stencil = r_MGPSurface(dv, b + 232);
  const f_readSurface = r_MGPSurface(dv, b + 256);
  const f_width = r_u16(dv, b + 280);
  const f_height = r_u16(dv, b + 282);
  const f_layers = r_u16(dv, b + 284);
  const f_samples = r_u16(dv, b + 286);
  const f_drawBuffers = readArr(dv, b + 288, 8, 1, r_i8);
  const f_fixedSampleLocations = r_bool(dv, b + 296);
  const f_isDefault = r_bool(dv, b + 297);
  const f_complete = r_bool(dv, b + 298);
  if (304 !== size) corrupt('set_framebuffer_state: record size does not match its contents');
  return { fbo: f_fbo, color: f_color, depth: f_depth, stencil: f_stencil, readSurface: f_readSurface, drawBuffers: f_drawBuffers, width: f_width, height: f_height, layers: f_layers, samples: f_samples, fixedSampleLocations: f_fixedSampleLocations, isDefault: f_isDefault, complete: f_complete, contentHash: f_contentHash };
}

// ---- set_vertex_buffers (opcode 30): header 4 + head 8 bytes, tails buffers 24/elem / clientArrays 32/elem
export function enc_set_vertex_buffers(w: RingWriter, p: SetVertexBuffersPayload): void {
  let cur = 8;
  const n0 = p.buffers.length;
  if (n0 > 65535) tooMany('set_vertex_buffers.buffers');
  cur = ((cur + 3) & -4) + n0 * 24;
  const n1 = p.clientArrays.length;
  if (n1 > 65535) tooMany('set_vertex_buffers.clientArrays');
  cur = ((cur + 3) & -4) + n1 * 32;
  const b = w.begin(30, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.start);
  w_u16(dv, b + 4, n0);
  w_u16(dv, b + 6, n1);
  cur = 8;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 24, p.buffers, w_MGPVertexBuffer);
  cur += n0 * 24;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n1, 32, p.clientArrays, w_MGPClientArray);
  cur += n1 * 32;
}
export function size_set_vertex_buffers(p: SetVertexBuffersPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4) + p.buffers.length * 24;
  cur = ((cur + 3) & -4) + p.clientArrays.length * 32;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_vertex_buffers(dv: DataView, _u8: Uint8Array, b: number, size: number): SetVertexBuffersPayload {
  if (size < 8) corrupt('set_vertex_buffers: record shorter than its head');
  const f_start = r_u32(dv, b + 0);
  const n0 = r_u16(dv, b + 4);
  const n1 = r_u16(dv, b + 6);
  let cur = 8;
  if (n0 * 24 > size) corrupt('set_vertex_buffers.buffers: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 24;
  if (n1 * 32 > size) corrupt('set_vertex_buffers.clientArrays: count overruns the record');
  cur = ((cur + 3) & -4) + n1 * 32;
  if (((cur + 3) & -4) !== size) corrupt('set_vertex_buffers: record size does not match its contents');
  cur = 8;
  cur = ((cur + 3) & -4);
  const f_buffers = readArr(dv, b + cur, n0, 24, r_MGPVertexBuffer);
  cur += n0 * 24;
  cur = ((cur + 3) & -4);
  const f_clientArrays = readArr(dv, b + cur, n1, 32, r_MGPClientArray);
  cur += n1 * 32;
  return { start: f_start, buffers: f_buffers, clientArrays: f_clientArrays };
}

// ---- set_index_buffer (opcode 31): header 4 + head 12 bytes
export function enc_set_index_buffer(w: RingWriter, p: SetIndexBufferPayload): void {
  let cur = 12;
  const b = w.begin(31, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.buffer);
  w_u8(dv, b + 8, p.indexSize);
}
export function size_set_index_buffer(_p: SetIndexBufferPayload): number {
  let cur = 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_index_buffer(dv: DataView, _u8: Uint8Array, b: number, size: number): SetIndexBufferPayload {
  if (size < 12) corrupt('set_index_buffer: record shorter than its head');
  const f_buffer = r_handle(dv, b + 0);
  const f_indexSize = r_u8(dv, b + 8);
  if (12 !== size) corrupt('set_index_buffer: record size does not match its contents');
  return { buffer: f_buffer, indexSize: f_indexSize };
}

// ---- set_indirect_buffers (opcode 32): header 4 + head 16 bytes
export function enc_set_indirect_buffers(w: RingWriter, p: SetIndirectBuffersPayload): void {
  let cur = 16;
  const b = w.begin(32, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.drawIndirect);
  w_handle(dv, b + 8, p.parameter);
}
export function size_set_indirect_buffers(_p: SetIndirectBuffersPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_indirect_buffers(dv: DataView, _u8: Uint8Array, b: number, size: number): SetIndirectBuffersPayload {
  if (size < 16) corrupt('set_indirect_buffers: record shorter than its head');
  const f_drawIndirect = r_handle(dv, b + 0);
  const f_parameter = r_handle(dv, b + 8);
  if (16 !== size) corrupt('set_indirect_buffers: record size does not match its contents');
  return { drawIndirect: f_drawIndirect, parameter: f_parameter };
}

// ---- set_sampler_views (opcode 33): header 4 + head 8 bytes, tails views 12/elem
export function enc_set_sampler_views(w: RingWriter, p: SetSamplerViewsPayload): void {
  let cur = 8;
  const n0 = p.views.length;
  if (n0 > 65535) tooMany('set_sampler_views.views');
  cur = ((cur + 3) & -4) + n0 * 12;
  const b = w.begin(33, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.start);
  w_u16(dv, b + 4, n0);
  cur = 8;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 12, p.views, w_MGPBoundView);
  cur += n0 * 12;
}
export function size_set_sampler_views(p: SetSamplerViewsPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4) + p.views.length * 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_sampler_views(dv: DataView, _u8: Uint8Array, b: number, size: number): SetSamplerViewsPayload {
  if (size < 8) corrupt('set_sampler_views: record shorter than its head');
  const f_start = r_u32(dv, b + 0);
  const n0 = r_u16(dv, b + 4);
  let cur = 8;
  if (n0 * 12 > size) corrupt('set_sampler_views.views: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 12;
  if (((cur + 3) & -4) !== size) corrupt('set_sampler_views: record size does not match its contents');
  cur = 8;
  cur = ((cur + 3) & -4);
  const f_views = readArr(dv, b + cur, n0, 12, r_MGPBoundView);
  cur += n0 * 12;
  return { start: f_start, views: f_views };
}

// ---- bind_sampler_states (opcode 34): header 4 + head 8 bytes, tails samplers 8/elem
export function enc_bind_sampler_states(w: RingWriter, p: BindSamplerStatesPayload): void {
  let cur = 8;
  const n0 = p.samplers.length;
  if (n0 > 65535) tooMany('bind_sampler_states.samplers');
  cur = ((cur + 3) & -4) + n0 * 8;
  const b = w.begin(34, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.start);
  w_u16(dv, b + 4, n0);
  cur = 8;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 8, p.samplers, w_handle);
  cur += n0 * 8;
}
export function size_bind_sampler_states(p: BindSamplerStatesPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4) + p.samplers.length * 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_bind_sampler_states(dv: DataView, _u8: Uint8Array, b: number, size: number): BindSamplerStatesPayload {
  if (size < 8) corrupt('bind_sampler_states: record shorter than its head');
  const f_start = r_u32(dv, b + 0);
  const n0 = r_u16(dv, b + 4);
  let cur = 8;
  if (n0 * 8 > size) corrupt('bind_sampler_states.samplers: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 8;
  if (((cur + 3) & -4) !== size) corrupt('bind_sampler_states: record size does not match its contents');
  cur = 8;
  cur = ((cur + 3) & -4);
  const f_samplers = readArr(dv, b + cur, n0, 8, r_handle);
  cur += n0 * 8;
  return { start: f_start, samplers: f_samplers };
}

// ---- set_texture_params (opcode 35): header 4 + head 32 bytes
export function enc_set_texture_params(w: RingWriter, p: SetTextureParamsPayload): void {
  let cur = 32;
  const b = w.begin(35, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
  w_f32(dv, b + 8, p.minLod);
  w_f32(dv, b + 12, p.maxLod);
  w_f32(dv, b + 16, p.lodBias);
  w_u16(dv, b + 20, p.baseLevel);
  w_u16(dv, b + 22, p.maxLevel);
  writeArr(dv, b + 24, 4, 1, p.swizzle, w_u8);
  w_u8(dv, b + 28, p.depthStencilMode);
  w_bool(dv, b + 29, p.forceResync);
}
export function size_set_texture_params(_p: SetTextureParamsPayload): number {
  let cur = 32;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_texture_params(dv: DataView, _u8: Uint8Array, b: number, size: number): SetTextureParamsPayload {
  if (size < 32) corrupt('set_texture_params: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  const f_minLod = r_f32(dv, b + 8);
  const f_maxLod = r_f32(dv, b + 12);
  const f_lodBias = r_f32(dv, b + 16);
  const f_baseLevel = r_u16(dv, b + 20);
  const f_maxLevel = r_u16(dv, b + 22);
  const f_swizzle = readArr(dv, b + 24, 4, 1, r_u8);
  const f_depthStencilMode = r_u8(dv, b + 28);
  const f_forceResync = r_bool(dv, b + 29);
  if (32 !== size) corrupt('set_texture_params: record size does not match its contents');
  return { res: f_res, minLod: f_minLod, maxLod: f_maxLod, lodBias: f_lodBias, baseLevel: f_baseLevel, maxLevel: f_maxLevel, swizzle: f_swizzle, depthStencilMode: f_depthStencilMode, forceResync: f_forceResync };
}

// ---- set_shader_images (opcode 36): header 4 + head 8 bytes, tails images 20/elem
export function enc_set_shader_images(w: RingWriter, p: SetShaderImagesPayload): void {
  let cur = 8;
  const n0 = p.images.length;
  if (n0 > 65535) tooMany('set_shader_images.images');
  cur = ((cur + 3) & -4) + n0 * 20;
  const b = w.begin(36, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.start);
  w_u16(dv, b + 4, n0);
  cur = 8;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 20, p.images, w_MGPImageView);
  cur += n0 * 20;
}
export function size_set_shader_images(p: SetShaderImagesPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4) + p.images.length * 20;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_shader_images(dv: DataView, _u8: Uint8Array, b: number, size: number): SetShaderImagesPayload {
  if (size < 8) corrupt('set_shader_images: record shorter than its head');
  const f_start = r_u32(dv, b + 0);
  const n0 = r_u16(dv, b + 4);
  let cur = 8;
  if (n0 * 20 > size) corrupt('set_shader_images.images: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 20;
  if (((cur + 3) & -4) !== size) corrupt('set_shader_images: record size does not match its contents');
  cur = 8;
  cur = ((cur + 3) & -4);
  const f_images = readArr(dv, b + cur, n0, 20, r_MGPImageView);
  cur += n0 * 20;
  return { start: f_start, images: f_images };
}

// ---- set_shader_buffers (opcode 37): header 4 + head 20 bytes, tails ranges 24/elem / hostBytes 32/elem
export function enc_set_shader_buffers(w: RingWriter, p: SetShaderBuffersPayload): void {
  let cur = 20;
  const n0 = p.ranges.length;
  cur = ((cur + 3) & -4) + n0 * 24;
  const n1 = p.hostBytes.length;
  cur = ((cur + 3) & -4) + n1 * 32;
  const b = w.begin(37, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.writableMask);
  w_u32(dv, b + 4, p.start);
  w_u32(dv, b + 8, n0);
  w_u32(dv, b + 12, n1);
  w_u8(dv, b + 16, p.cls);
  cur = 20;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 24, p.ranges, w_MGPBufferRange);
  cur += n0 * 24;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n1, 32, p.hostBytes, w_MGPRangeHostBytes);
  cur += n1 * 32;
}
export function size_set_shader_buffers(p: SetShaderBuffersPayload): number {
  let cur = 20;
  cur = ((cur + 3) & -4) + p.ranges.length * 24;
  cur = ((cur + 3) & -4) + p.hostBytes.length * 32;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_shader_buffers(dv: DataView, _u8: Uint8Array, b: number, size: number): SetShaderBuffersPayload {
  if (size < 20) corrupt('set_shader_buffers: record shorter than its head');
  const f_writableMask = r_u32(dv, b + 0);
  const f_start = r_u32(dv, b + 4);
  const n0 = r_u32(dv, b + 8);
  const n1 = r_u32(dv, b + 12);
  const f_cls = r_MGPShaderBufferClass(dv, b + 16);
  let cur = 20;
  if (n0 * 24 > size) corrupt('set_shader_buffers.ranges: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 24;
  if (n1 * 32 > size) corrupt('set_shader_buffers.hostBytes: count overruns the record');
  cur = ((cur + 3) & -4) + n1 * 32;
  if (((cur + 3) & -4) !== size) corrupt('set_shader_buffers: record size does not match its contents');
  cur = 20;
  cur = ((cur + 3) & -4);
  const f_ranges = readArr(dv, b + cur, n0, 24, r_MGPBufferRange);
  cur += n0 * 24;
  cur = ((cur + 3) & -4);
  const f_hostBytes = readArr(dv, b + cur, n1, 32, r_MGPRangeHostBytes);
  cur += n1 * 32;
  return { writableMask: f_writableMask, start: f_start, cls: f_cls, ranges: f_ranges, hostBytes: f_hostBytes };
}

// ---- set_stream_output_targets (opcode 38): header 4 + head 16 bytes, tails targets 24/elem / offsets 4/elem
export function enc_set_stream_output_targets(w: RingWriter, p: SetStreamOutputTargetsPayload): void {
  let cur = 16;
  const n0 = p.targets.length;
  cur = ((cur + 3) & -4) + n0 * 24;
  const n1 = p.offsets.length;
  cur = ((cur + 3) & -4) + n1 * 4;
  const b = w.begin(38, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.generation);
  w_u32(dv, b + 8, n0);
  w_u32(dv, b + 12, n1);
  cur = 16;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 24, p.targets, w_MGPBufferRange);
  cur += n0 * 24;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n1, 4, p.offsets, w_u32);
  cur += n1 * 4;
}
export function size_set_stream_output_targets(p: SetStreamOutputTargetsPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4) + p.targets.length * 24;
  cur = ((cur + 3) & -4) + p.offsets.length * 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_stream_output_targets(dv: DataView, _u8: Uint8Array, b: number, size: number): SetStreamOutputTargetsPayload {
  if (size < 16) corrupt('set_stream_output_targets: record shorter than its head');
  const f_generation = r_u64(dv, b + 0);
  const n0 = r_u32(dv, b + 8);
  const n1 = r_u32(dv, b + 12);
  let cur = 16;
  if (n0 * 24 > size) corrupt('set_stream_output_targets.targets: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 24;
  if (n1 * 4 > size) corrupt('set_stream_output_targets.offsets: count overruns the record');
  cur = ((cur + 3) & -4) + n1 * 4;
  if (((cur + 3) & -4) !== size) corrupt('set_stream_output_targets: record size does not match its contents');
  cur = 16;
  cur = ((cur + 3) & -4);
  const f_targets = readArr(dv, b + cur, n0, 24, r_MGPBufferRange);
  cur += n0 * 24;
  cur = ((cur + 3) & -4);
  const f_offsets = readArr(dv, b + cur, n1, 4, r_u32);
  cur += n1 * 4;
  return { generation: f_generation, targets: f_targets, offsets: f_offsets };
}

// ---- set_global_constants (opcode 39): header 4 + head 16 bytes, tails bytes 1/elem
export function enc_set_global_constants(w: RingWriter, p: SetGlobalConstantsPayload): void {
  let cur = 16;
  const n0 = p.bytes.length;
  cur = ((cur + 3) & -4) + n0;
  const b = w.begin(39, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.shaderCso);
  w_u32(dv, b + 8, p.version);
  w_u32(dv, b + 12, n0);
  cur = 16;
  cur = ((cur + 3) & -4);
  w.u8.set(p.bytes, b + cur);
  cur += n0;
}
export function size_set_global_constants(p: SetGlobalConstantsPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4) + p.bytes.length;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_global_constants(dv: DataView, u8: Uint8Array, b: number, size: number): SetGlobalConstantsPayload {
  if (size < 16) corrupt('set_global_constants: record shorter than its head');
  const f_shaderCso = r_handle(dv, b + 0);
  const f_version = r_u32(dv, b + 8);
  const n0 = r_u32(dv, b + 12);
  let cur = 16;
  if (n0 > size) corrupt('set_global_constants.bytes: count overruns the record');
  cur = ((cur + 3) & -4) + n0;
  if (((cur + 3) & -4) !== size) corrupt('set_global_constants: record size does not match its contents');
  cur = 16;
  cur = ((cur + 3) & -4);
  const f_bytes = u8.slice(b + cur, b + cur + n0);
  cur += n0;
  return { shaderCso: f_shaderCso, version: f_version, bytes: f_bytes };
}

// ---- set_vertex_attrib_defaults (opcode 40): header 4 + head 8 bytes, tails values 20/elem
export function enc_set_vertex_attrib_defaults(w: RingWriter, p: SetVertexAttribDefaultsPayload): void {
  let cur = 8;
  const n0 = p.values.length;
  cur = ((cur + 3) & -4) + n0 * 20;
  const b = w.begin(40, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.mask);
  w_u32(dv, b + 4, n0);
  cur = 8;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 20, p.values, w_MGPAttribValue);
  cur += n0 * 20;
}
export function size_set_vertex_attrib_defaults(p: SetVertexAttribDefaultsPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4) + p.values.length * 20;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_vertex_attrib_defaults(dv: DataView, _u8: Uint8Array, b: number, size: number): SetVertexAttribDefaultsPayload {
  if (size < 8) corrupt('set_vertex_attrib_defaults: record shorter than its head');
  const f_mask = r_u32(dv, b + 0);
  const n0 = r_u32(dv, b + 4);
  let cur = 8;
  if (n0 * 20 > size) corrupt('set_vertex_attrib_defaults.values: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 20;
  if (((cur + 3) & -4) !== size) corrupt('set_vertex_attrib_defaults: record size does not match its contents');
  cur = 8;
  cur = ((cur + 3) & -4);
  const f_values = readArr(dv, b + cur, n0, 20, r_MGPAttribValue);
  cur += n0 * 20;
  return { mask: f_mask, values: f_values };
}

// ---- set_pixel_pack_state (opcode 41): header 4 + head 24 bytes
export function enc_set_pixel_pack_state(w: RingWriter, p: SetPixelPackStatePayload): void {
  let cur = 24;
  const b = w.begin(41, ((cur + 3) & -4));
  const dv = w.dv;
  w_MGPPixelPackState(dv, b + 0, p.pack);
}
export function size_set_pixel_pack_state(_p: SetPixelPackStatePayload): number {
  let cur = 24;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_pixel_pack_state(dv: DataView, _u8: Uint8Array, b: number, size: number): SetPixelPackStatePayload {
  if (size < 24) corrupt('set_pixel_pack_state: record shorter than its head');
  const f_pack = r_MGPPixelPackState(dv, b + 0);
  if (24 !== size) corrupt('set_pixel_pack_state: record size does not match its contents');
  return { pack: f_pack };
}

// ---- set_patch_state (opcode 42): header 4 + head 28 bytes
export function enc_set_patch_state(w: RingWriter, p: SetPatchStatePayload): void {
  let cur = 28;
  const b = w.begin(42, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.vertices);
  writeArr(dv, b + 4, 4, 4, p.outer, w_f32);
  writeArr(dv, b + 20, 2, 4, p.inner, w_f32);
}
export function size_set_patch_state(_p: SetPatchStatePayload): number {
  let cur = 28;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_patch_state(dv: DataView, _u8: Uint8Array, b: number, size: number): SetPatchStatePayload {
  if (size < 28) corrupt('set_patch_state: record shorter than its head');
  const f_vertices = r_u32(dv, b + 0);
  const f_outer = readArr(dv, b + 4, 4, 4, r_f32);
  const f_inner = readArr(dv, b + 20, 2, 4, r_f32);
  if (28 !== size) corrupt('set_patch_state: record size does not match its contents');
  return { vertices: f_vertices, outer: f_outer, inner: f_inner };
}

// ---- set_draw_program (opcode 43): header 4 + head 8 bytes
export function enc_set_draw_program(w: RingWriter, p: SetDrawProgramPayload): void {
  let cur = 8;
  const b = w.begin(43, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.shaderCso);
}
export function size_set_draw_program(_p: SetDrawProgramPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_draw_program(dv: DataView, _u8: Uint8Array, b: number, size: number): SetDrawProgramPayload {
  if (size < 8) corrupt('set_draw_program: record shorter than its head');
  const f_shaderCso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('set_draw_program: record size does not match its contents');
  return { shaderCso: f_shaderCso };
}

// ---- set_dispatch_program (opcode 44): header 4 + head 8 bytes
export function enc_set_dispatch_program(w: RingWriter, p: SetDispatchProgramPayload): void {
  let cur = 8;
  const b = w.begin(44, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.shaderCso);
}
export function size_set_dispatch_program(_p: SetDispatchProgramPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_dispatch_program(dv: DataView, _u8: Uint8Array, b: number, size: number): SetDispatchProgramPayload {
  if (size < 8) corrupt('set_dispatch_program: record shorter than its head');
  const f_shaderCso = r_handle(dv, b + 0);
  if (8 !== size) corrupt('set_dispatch_program: record size does not match its contents');
  return { shaderCso: f_shaderCso };
}

// ---- resource_subdata (opcode 45): header 4 + head 48 bytes, tails regions 40/elem / data 1/elem
export function enc_resource_subdata(w: RingWriter, p: ResourceSubdataPayload): void {
  let cur = 48;
  const n0 = p.regions.length;
  cur = ((cur + 3) & -4) + n0 * 40;
  const n1 = p.data.length;
  cur = ((cur + 3) & -4) + n1;
  const b = w.begin(45, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
  w_MGPBox(dv, b + 8, p.unionBox);
  w_u32(dv, b + 32, n0);
  w_u32(dv, b + 36, n1);
  w_u16(dv, b + 40, p.target);
  w_u16(dv, b + 42, p.level);
  w_bool(dv, b + 44, p.sourceIsVerbatimLevelShadow);
  cur = 48;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 40, p.regions, w_MGPSubRegion);
  cur += n0 * 40;
  cur = ((cur + 3) & -4);
  w.u8.set(p.data, b + cur);
  cur += n1;
}
export function size_resource_subdata(p: ResourceSubdataPayload): number {
  let cur = 48;
  cur = ((cur + 3) & -4) + p.regions.length * 40;
  cur = ((cur + 3) & -4) + p.data.length;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_subdata(dv: DataView, u8: Uint8Array, b: number, size: number): ResourceSubdataPayload {
  if (size < 48) corrupt('resource_subdata: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  const f_unionBox = r_MGPBox(dv, b + 8);
  const n0 = r_u32(dv, b + 32);
  const n1 = r_u32(dv, b + 36);
  const f_target = r_u16(dv, b + 40);
  const f_level = r_u16(dv, b + 42);
  const f_sourceIsVerbatimLevelShadow = r_bool(dv, b + 44);
  let cur = 48;
  if (n0 * 40 > size) corrupt('resource_subdata.regions: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 40;
  if (n1 > size) corrupt('resource_subdata.data: count overruns the record');
  cur = ((cur + 3) & -4) + n1;
  if (((cur + 3) & -4) !== size) corrupt('resource_subdata: record size does not match its contents');
  cur = 48;
  cur = ((cur + 3) & -4);
  const f_regions = readArr(dv, b + cur, n0, 40, r_MGPSubRegion);
  cur += n0 * 40;
  cur = ((cur + 3) & -4);
  const f_data = u8.slice(b + cur, b + cur + n1);
  cur += n1;
  return { res: f_res, unionBox: f_unionBox, target: f_target, level: f_level, sourceIsVerbatimLevelShadow: f_sourceIsVerbatimLevelShadow, regions: f_regions, data: f_data };
}

// ---- resource_flush_range (opcode 46): header 4 + head 32 bytes
export function enc_resource_flush_range(w: RingWriter, p: ResourceFlushRangePayload): void {
  let cur = 32;
  const b = w.begin(46, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.offset);
  w_u64(dv, b + 8, p.size);
  w_handle(dv, b + 16, p.res);
  w_u16(dv, b + 24, p.access);
}
export function size_resource_flush_range(_p: ResourceFlushRangePayload): number {
  let cur = 32;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_flush_range(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceFlushRangePayload {
  if (size < 32) corrupt('resource_flush_range: record shorter than its head');
  const f_offset = r_u64(dv, b + 0);
  const f_size = r_u64(dv, b + 8);
  const f_res = r_handle(dv, b + 16);
  const f_access = r_MGPMapAccess(dv, b + 24);
  if (32 !== size) corrupt('resource_flush_range: record size does not match its contents');
  return { res: f_res, offset: f_offset, size: f_size, access: f_access };
}

// ---- resource_readback (opcode 47): header 4 + head 32 bytes
export function enc_resource_readback(w: RingWriter, p: ResourceReadbackPayload): void {
  let cur = 32;
  const b = w.begin(47, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.offset);
  w_u64(dv, b + 8, p.size);
  w_handle(dv, b + 16, p.res);
  w_u32(dv, b + 24, p.reply);
}
export function size_resource_readback(_p: ResourceReadbackPayload): number {
  let cur = 32;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_readback(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceReadbackPayload {
  if (size < 32) corrupt('resource_readback: record shorter than its head');
  const f_offset = r_u64(dv, b + 0);
  const f_size = r_u64(dv, b + 8);
  const f_res = r_handle(dv, b + 16);
  const f_reply = r_u32(dv, b + 24);
  if (32 !== size) corrupt('resource_readback: record size does not match its contents');
  return { res: f_res, offset: f_offset, size: f_size, reply: f_reply };
}

// ---- resource_copy_region (opcode 48): header 4 + head 56 bytes
export function enc_resource_copy_region(w: RingWriter, p: ResourceCopyRegionPayload): void {
  let cur = 56;
  const b = w.begin(48, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.dst);
  w_handle(dv, b + 8, p.src);
  w_MGPBox(dv, b + 16, p.srcBox);
  w_i32(dv, b + 40, p.dstX);
  w_i32(dv, b + 44, p.dstY);
  w_i32(dv, b + 48, p.dstZ);
  w_u16(dv, b + 52, p.dstLevel);
  w_u16(dv, b + 54, p.srcLevel);
}
export function size_resource_copy_region(_p: ResourceCopyRegionPayload): number {
  let cur = 56;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_copy_region(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceCopyRegionPayload {
  if (size < 56) corrupt('resource_copy_region: record shorter than its head');
  const f_dst = r_handle(dv, b + 0);
  const f_src = r_handle(dv, b + 8);
  const f_srcBox = r_MGPBox(dv, b + 16);
  const f_dstX = r_i32(dv, b + 40);
  const f_dstY = r_i32(dv, b + 44);
  const f_dstZ = r_i32(dv, b + 48);
  const f_dstLevel = r_u16(dv, b + 52);
  const f_srcLevel = r_u16(dv, b + 54);
  if (56 !== size) corrupt('resource_copy_region: record size does not match its contents');
  return { dst: f_dst, src: f_src, srcBox: f_srcBox, dstX: f_dstX, dstY: f_dstY, dstZ: f_dstZ, dstLevel: f_dstLevel, srcLevel: f_srcLevel };
}

// ---- blit (opcode 49): header 4 + head 56 bytes
export function enc_blit(w: RingWriter, p: BlitPayload): void {
  let cur = 56;
  const b = w.begin(49, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.readFbo);
  w_handle(dv, b + 8, p.drawFbo);
  writeArr(dv, b + 16, 4, 4, p.src, w_i32);
  writeArr(dv, b + 32, 4, 4, p.dst, w_i32);
  w_u32(dv, b + 48, p.mask);
  w_u32(dv, b + 52, p.filter);
}
export function size_blit(_p: BlitPayload): number {
  let cur = 56;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_blit(dv: DataView, _u8: Uint8Array, b: number, size: number): BlitPayload {
  if (size < 56) corrupt('blit: record shorter than its head');
  const f_readFbo = r_handle(dv, b + 0);
  const f_drawFbo = r_handle(dv, b + 8);
  const f_src = readArr(dv, b + 16, 4, 4, r_i32);
  const f_dst = readArr(dv, b + 32, 4, 4, r_i32);
  const f_mask = r_u32(dv, b + 48);
  const f_filter = r_u32(dv, b + 52);
  if (56 !== size) corrupt('blit: record size does not match its contents');
  return { readFbo: f_readFbo, drawFbo: f_drawFbo, src: f_src, dst: f_dst, mask: f_mask, filter: f_filter };
}

// ---- clear (opcode 50): header 4 + head 44 bytes
export function enc_clear(w: RingWriter, p: ClearPayload): void {
  let cur = 44;
  const b = w.begin(50, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.fbo);
  w_u32(dv, b + 8, p.buffers);
  w_i32(dv, b + 12, p.drawBuffer);
  writeArr(dv, b + 16, 4, 4, p.color, w_u32);
  w_f32(dv, b + 32, p.depth);
  w_i32(dv, b + 36, p.stencil);
  w_u8(dv, b + 40, p.kind);
}
export function size_clear(_p: ClearPayload): number {
  let cur = 44;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_clear(dv: DataView, _u8: Uint8Array, b: number, size: number): ClearPayload {
  if (size < 44) corrupt('clear: record shorter than its head');
  const f_fbo = r_handle(dv, b + 0);
  const f_buffers = r_u32(dv, b + 8);
  const f_drawBuffer = r_i32(dv, b + 12);
  const f_color = readArr(dv, b + 16, 4, 4, r_u32);
  const f_depth = r_f32(dv, b + 32);
  const f_stencil = r_i32(dv, b + 36);
  const f_kind = r_MGPClearKind(dv, b + 40);
  if (44 !== size) corrupt('clear: record size does not match its contents');
  return { fbo: f_fbo, buffers: f_buffers, drawBuffer: f_drawBuffer, color: f_color, depth: f_depth, stencil: f_stencil, kind: f_kind };
}

// ---- generate_mipmap (opcode 51): header 4 + head 16 bytes
export function enc_generate_mipmap(w: RingWriter, p: GenerateMipmapPayload): void {
  let cur = 16;
  const b = w.begin(51, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
  w_u16(dv, b + 8, p.target);
  w_MGPMipPlan(dv, b + 10, p.plan);
}
export function size_generate_mipmap(_p: GenerateMipmapPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_generate_mipmap(dv: DataView, _u8: Uint8Array, b: number, size: number): GenerateMipmapPayload {
  if (size < 16) corrupt('generate_mipmap: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  const f_target = r_u16(dv, b + 8);
  const f_plan = r_MGPMipPlan(dv, b + 10);
  if (16 !== size) corrupt('generate_mipmap: record size does not match its contents');
  return { res: f_res, target: f_target, plan: f_plan };
}

// ---- read_pixels (opcode 52): header 4 + head 36 bytes
export function enc_read_pixels(w: RingWriter, p: ReadPixelsPayload): void {
  let cur = 36;
  const b = w.begin(52, ((cur + 3) & -4));
  const dv = w.dv;
  w_MGPReadbackInfo(dv, b + 0, p.info);
  w_u32(dv, b + 32, p.reply);
}
export function size_read_pixels(_p: ReadPixelsPayload): number {
  let cur = 36;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_read_pixels(dv: DataView, _u8: Uint8Array, b: number, size: number): ReadPixelsPayload {
  if (size < 36) corrupt('read_pixels: record shorter than its head');
  const f_info = r_MGPReadbackInfo(dv, b + 0);
  const f_reply = r_u32(dv, b + 32);
  if (36 !== size) corrupt('read_pixels: record size does not match its contents');
  return { info: f_info, reply: f_reply };
}

// ---- get_texture_image (opcode 53): header 4 + head 48 bytes
export function enc_get_texture_image(w: RingWriter, p: GetTextureImagePayload): void {
  let cur = 48;
  const b = w.begin(53, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
  w_MGPBox(dv, b + 8, p.box);
  w_u32(dv, b + 32, p.format);
  w_u32(dv, b + 36, p.type);
  w_u32(dv, b + 40, p.reply);
  w_u16(dv, b + 44, p.level);
  w_u16(dv, b + 46, p.target);
}
export function size_get_texture_image(_p: GetTextureImagePayload): number {
  let cur = 48;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_get_texture_image(dv: DataView, _u8: Uint8Array, b: number, size: number): GetTextureImagePayload {
  if (size < 48) corrupt('get_texture_image: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  const f_box = r_MGPBox(dv, b + 8);
  const f_format = r_u32(dv, b + 32);
  const f_type = r_u32(dv, b + 36);
  const f_reply = r_u32(dv, b + 40);
  const f_level = r_u16(dv, b + 44);
  const f_target = r_u16(dv, b + 46);
  if (48 !== size) corrupt('get_texture_image: record size does not match its contents');
  return { res: f_res, box: f_box, format: f_format, type: f_type, level: f_level, target: f_target, reply: f_reply };
}

// ---- buffer_subdata_resident (opcode 54): header 4 + head 24 bytes, tails data 1/elem
export function enc_buffer_subdata_resident(w: RingWriter, p: BufferSubdataResidentPayload): void {
  let cur = 24;
  const n0 = p.data.length;
  cur = ((cur + 3) & -4) + n0;
  const b = w.begin(54, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.offset);
  w_handle(dv, b + 8, p.res);
  w_u32(dv, b + 16, n0);
  cur = 24;
  cur = ((cur + 3) & -4);
  w.u8.set(p.data, b + cur);
  cur += n0;
}
export function size_buffer_subdata_resident(p: BufferSubdataResidentPayload): number {
  let cur = 24;
  cur = ((cur + 3) & -4) + p.data.length;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_buffer_subdata_resident(dv: DataView, u8: Uint8Array, b: number, size: number): BufferSubdataResidentPayload {
  if (size < 24) corrupt('buffer_subdata_resident: record shorter than its head');
  const f_offset = r_u64(dv, b + 0);
  const f_res = r_handle(dv, b + 8);
  const n0 = r_u32(dv, b + 16);
  let cur = 24;
  if (n0 > size) corrupt('buffer_subdata_resident.data: count overruns the record');
  cur = ((cur + 3) & -4) + n0;
  if (((cur + 3) & -4) !== size) corrupt('buffer_subdata_resident: record size does not match its contents');
  cur = 24;
  cur = ((cur + 3) & -4);
  const f_data = u8.slice(b + cur, b + cur + n0);
  cur += n0;
  return { res: f_res, offset: f_offset, data: f_data };
}

// ---- draw_vbo (opcode 55): header 4 + head 12 bytes, optional instanceCount 4 / startInstance 4 / restartIndex 4 / indexResource 8 / drawIdOffset 4 / minIndex 4 / maxIndex 4 / xfbCpuCapturedVertices 8 / userIndices 24 / indirect 40, tails ranges 12/elem
export function enc_draw_vbo(w: RingWriter, p: DrawVboPayload): void {
  let pres = 0;
  let cur = 12;
  if (!(p.instanceCount === 1)) { pres |= 1; cur = ((cur + 3) & -4) + 4; }
  if (!(p.startInstance === 0)) { pres |= 2; cur = ((cur + 3) & -4) + 4; }
  if (!(p.restartIndex === 4294967295)) { pres |= 4; cur = ((cur + 3) & -4) + 4; }
  if (!((p.indexResource.slot | p.indexResource.gen) === 0)) { pres |= 8; cur = ((cur + 3) & -4) + 8; }
  if (!(p.drawIdOffset === 0)) { pres |= 16; cur = ((cur + 3) & -4) + 4; }
  if ((p.flags & 8) !== 0) { cur = ((cur + 3) & -4) + 4; }
  if ((p.flags & 8) !== 0) { cur = ((cur + 3) & -4) + 4; }
  if ((p.flags & 16) !== 0) { cur = ((cur + 3) & -4) + 8; }
  if ((p.flags & 1) !== 0) { cur = ((cur + 3) & -4) + 24; }
  if (p.indirect !== null) { pres |= 32; cur = ((cur + 3) & -4) + 40; }
  const n0 = p.ranges.length;
  if (n0 > 65535) tooMany('draw_vbo.ranges');
  cur = ((cur + 3) & -4) + n0 * 12;
  const b = w.begin(55, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.mode);
  w_u16(dv, b + 4, n0);
  w_u8(dv, b + 6, p.indexSize);
  w_u8(dv, b + 7, p.flags);
  w_u8(dv, b + 8, pres);
  cur = 12;
  if ((pres & 1) !== 0) { cur = ((cur + 3) & -4); w_u32(dv, b + cur, p.instanceCount); cur += 4; }
  if ((pres & 2) !== 0) { cur = ((cur + 3) & -4); w_u32(dv, b + cur, p.startInstance); cur += 4; }
  if ((pres & 4) !== 0) { cur = ((cur + 3) & -4); w_u32(dv, b + cur, p.restartIndex); cur += 4; }
  if ((pres & 8) !== 0) { cur = ((cur + 3) & -4); w_handle(dv, b + cur, p.indexResource); cur += 8; }
  if ((pres & 16) !== 0) { cur = ((cur + 3) & -4); w_u32(dv, b + cur, p.drawIdOffset); cur += 4; }
  if ((p.flags & 8) !== 0) { cur = ((cur + 3) & -4); w_u32(dv, b + cur, p.minIndex); cur += 4; }
  if ((p.flags & 8) !== 0) { cur = ((cur + 3) & -4); w_u32(dv, b + cur, p.maxIndex); cur += 4; }
  if ((p.flags & 16) !== 0) { cur = ((cur + 3) & -4); w_u64(dv, b + cur, p.xfbCpuCapturedVertices); cur += 8; }
  if ((p.flags & 1) !== 0) { cur = ((cur + 3) & -4); w_hostSpan(dv, b + cur, p.userIndices); cur += 24; }
  if ((pres & 32) !== 0) { cur = ((cur + 3) & -4); w_MGPDrawIndirect(dv, b + cur, p.indirect!); cur += 40; }
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 12, p.ranges, w_MGPDrawRange);
  cur += n0 * 12;
}
export function size_draw_vbo(p: DrawVboPayload): number {
  let cur = 12;
  if (!(p.instanceCount === 1)) cur = ((cur + 3) & -4) + 4;
  if (!(p.startInstance === 0)) cur = ((cur + 3) & -4) + 4;
  if (!(p.restartIndex === 4294967295)) cur = ((cur + 3) & -4) + 4;
  if (!((p.indexResource.slot | p.indexResource.gen) === 0)) cur = ((cur + 3) & -4) + 8;
  if (!(p.drawIdOffset === 0)) cur = ((cur + 3) & -4) + 4;
  if ((p.flags & 8) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((p.flags & 8) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((p.flags & 16) !== 0) cur = ((cur + 3) & -4) + 8;
  if ((p.flags & 1) !== 0) cur = ((cur + 3) & -4) + 24;
  if (p.indirect !== null) cur = ((cur + 3) & -4) + 40;
  cur = ((cur + 3) & -4) + p.ranges.length * 12;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_draw_vbo(dv: DataView, _u8: Uint8Array, b: number, size: number): DrawVboPayload {
  if (size < 12) corrupt('draw_vbo: record shorter than its head');
  const f_mode = r_u32(dv, b + 0);
  const n0 = r_u16(dv, b + 4);
  const f_indexSize = r_u8(dv, b + 6);
  const f_flags = r_MGPDrawFlags(dv, b + 7);
  const pres = r_u8(dv, b + 8);
  if ((pres & -64) !== 0) corrupt('draw_vbo: unknown presence bits');
  let cur = 12;
  if ((pres & 1) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((pres & 2) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((pres & 4) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((pres & 8) !== 0) cur = ((cur + 3) & -4) + 8;
  if ((pres & 16) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((f_flags & 8) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((f_flags & 8) !== 0) cur = ((cur + 3) & -4) + 4;
  if ((f_flags & 16) !== 0) cur = ((cur + 3) & -4) + 8;
  if ((f_flags & 1) !== 0) cur = ((cur + 3) & -4) + 24;
  if ((pres & 32) !== 0) cur = ((cur + 3) & -4) + 40;
  if (n0 * 12 > size) corrupt('draw_vbo.ranges: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 12;
  if (((cur + 3) & -4) !== size) corrupt('draw_vbo: record size does not match its contents');
  cur = 12;
  let f_instanceCount: DrawVboPayload['instanceCount'] = 1;
  if ((pres & 1) !== 0) { cur = ((cur + 3) & -4); f_instanceCount = r_u32(dv, b + cur); cur += 4; }
  let f_startInstance: DrawVboPayload['startInstance'] = 0;
  if ((pres & 2) !== 0) { cur = ((cur + 3) & -4); f_startInstance = r_u32(dv, b + cur); cur += 4; }
  let f_restartIndex: DrawVboPayload['restartIndex'] = 4294967295;
  if ((pres & 4) !== 0) { cur = ((cur + 3) & -4); f_restartIndex = r_u32(dv, b + cur); cur += 4; }
  let f_indexResource: DrawVboPayload['indexResource'] = { slot: 0, gen: 0 };
  if ((pres & 8) !== 0) { cur = ((cur + 3) & -4); f_indexResource = r_handle(dv, b + cur); cur += 8; }
  let f_drawIdOffset: DrawVboPayload['drawIdOffset'] = 0;
  if ((pres & 16) !== 0) { cur = ((cur + 3) & -4); f_drawIdOffset = r_u32(dv, b + cur); cur += 4; }
  let f_minIndex: DrawVboPayload['minIndex'] = 0;
  if ((f_flags & 8) !== 0) { cur = ((cur + 3) & -4); f_minIndex = r_u32(dv, b + cur); cur += 4; }
  let f_maxIndex: DrawVboPayload['maxIndex'] = 0;
  if ((f_flags & 8) !== 0) { cur = ((cur + 3) & -4); f_maxIndex = r_u32(dv, b + cur); cur += 4; }
  let f_xfbCpuCapturedVertices: DrawVboPayload['xfbCpuCapturedVertices'] = 0n;
  if ((f_flags & 16) !== 0) { cur = ((cur + 3) & -4); f_xfbCpuCapturedVertices = r_u64(dv, b + cur); cur += 8; }
  let f_userIndices: DrawVboPayload['userIndices'] = { ptr: null, seg: 0, offset: 0n, size: 0n };
  if ((f_flags & 1) !== 0) { cur = ((cur + 3) & -4); f_userIndices = r_hostSpan(dv, b + cur); cur += 24; }
  let f_indirect: DrawVboPayload['indirect'] = null;
  if ((pres & 32) !== 0) { cur = ((cur + 3) & -4); f_indirect = r_MGPDrawIndirect(dv, b + cur); cur += 40; }
  cur = ((cur + 3) & -4);
  const f_ranges = readArr(dv, b + cur, n0, 12, r_MGPDrawRange);
  cur += n0 * 12;
  return { mode: f_mode, indexSize: f_indexSize, flags: f_flags, instanceCount: f_instanceCount, startInstance: f_startInstance, restartIndex: f_restartIndex, indexResource: f_indexResource, drawIdOffset: f_drawIdOffset, minIndex: f_minIndex, maxIndex: f_maxIndex, xfbCpuCapturedVertices: f_xfbCpuCapturedVertices, userIndices: f_userIndices, indirect: f_indirect, ranges: f_ranges };
}

// ---- launch_grid (opcode 56): header 4 + head 16 bytes, optional indirectBuffer 8 / indirectOffset 8
export function enc_launch_grid(w: RingWriter, p: LaunchGridPayload): void {
  let pres = 0;
  let cur = 16;
  if (!((p.indirectBuffer.slot | p.indirectBuffer.gen) === 0)) { pres |= 1; cur = ((cur + 3) & -4) + 8; }
  if (!(p.indirectOffset === 0n)) { pres |= 2; cur = ((cur + 3) & -4) + 8; }
  const b = w.begin(56, ((cur + 3) & -4));
  const dv = w.dv;
  writeArr(dv, b + 0, 3, 4, p.grid, w_u32);
  w_u8(dv, b + 12, pres);
  cur = 16;
  if ((pres & 1) !== 0) { cur = ((cur + 3) & -4); w_handle(dv, b + cur, p.indirectBuffer); cur += 8; }
  if ((pres & 2) !== 0) { cur = ((cur + 3) & -4); w_u64(dv, b + cur, p.indirectOffset); cur += 8; }
}
export function size_launch_grid(p: LaunchGridPayload): number {
  let cur = 16;
  if (!((p.indirectBuffer.slot | p.indirectBuffer.gen) === 0)) cur = ((cur + 3) & -4) + 8;
  if (!(p.indirectOffset === 0n)) cur = ((cur + 3) & -4) + 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_launch_grid(dv: DataView, _u8: Uint8Array, b: number, size: number): LaunchGridPayload {
  if (size < 16) corrupt('launch_grid: record shorter than its head');
  const f_grid = readArr(dv, b + 0, 3, 4, r_u32);
  const pres = r_u8(dv, b + 12);
  if ((pres & -4) !== 0) corrupt('launch_grid: unknown presence bits');
  let cur = 16;
  if ((pres & 1) !== 0) cur = ((cur + 3) & -4) + 8;
  if ((pres & 2) !== 0) cur = ((cur + 3) & -4) + 8;
  if (((cur + 3) & -4) !== size) corrupt('launch_grid: record size does not match its contents');
  cur = 16;
  let f_indirectBuffer: LaunchGridPayload['indirectBuffer'] = { slot: 0, gen: 0 };
  if ((pres & 1) !== 0) { cur = ((cur + 3) & -4); f_indirectBuffer = r_handle(dv, b + cur); cur += 8; }
  let f_indirectOffset: LaunchGridPayload['indirectOffset'] = 0n;
  if ((pres & 2) !== 0) { cur = ((cur + 3) & -4); f_indirectOffset = r_u64(dv, b + cur); cur += 8; }
  return { grid: f_grid, indirectBuffer: f_indirectBuffer, indirectOffset: f_indirectOffset };
}

// ---- memory_barrier (opcode 57): header 4 + head 8 bytes
export function enc_memory_barrier(w: RingWriter, p: MemoryBarrierPayload): void {
  let cur = 8;
  const b = w.begin(57, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.bits);
  w_bool(dv, b + 4, p.byRegion);
}
export function size_memory_barrier(_p: MemoryBarrierPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_memory_barrier(dv: DataView, _u8: Uint8Array, b: number, size: number): MemoryBarrierPayload {
  if (size < 8) corrupt('memory_barrier: record shorter than its head');
  const f_bits = r_u32(dv, b + 0);
  const f_byRegion = r_bool(dv, b + 4);
  if (8 !== size) corrupt('memory_barrier: record size does not match its contents');
  return { bits: f_bits, byRegion: f_byRegion };
}

// ---- begin_stream_output (opcode 58): header 4 + head 4 bytes
export function enc_begin_stream_output(w: RingWriter, p: BeginStreamOutputPayload): void {
  let cur = 4;
  const b = w.begin(58, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.primitiveMode);
}
export function size_begin_stream_output(_p: BeginStreamOutputPayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_begin_stream_output(dv: DataView, _u8: Uint8Array, b: number, size: number): BeginStreamOutputPayload {
  if (size < 4) corrupt('begin_stream_output: record shorter than its head');
  const f_primitiveMode = r_u32(dv, b + 0);
  if (4 !== size) corrupt('begin_stream_output: record size does not match its contents');
  return { primitiveMode: f_primitiveMode };
}

// ---- end_stream_output (opcode 59): header 4 + head 16 bytes
export function enc_end_stream_output(w: RingWriter, p: EndStreamOutputPayload): void {
  let cur = 16;
  const b = w.begin(59, ((cur + 3) & -4));
  const dv = w.dv;
  w_MGPXfbAccounting(dv, b + 0, p.accounting);
}
export function size_end_stream_output(_p: EndStreamOutputPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_end_stream_output(dv: DataView, _u8: Uint8Array, b: number, size: number): EndStreamOutputPayload {
  if (size < 16) corrupt('end_stream_output: record shorter than its head');
  const f_accounting = r_MGPXfbAccounting(dv, b + 0);
  if (16 !== size) corrupt('end_stream_output: record size does not match its contents');
  return { accounting: f_accounting };
}

// ---- pause_stream_output (opcode 60): header 4 + head 0 bytes
export function enc_pause_stream_output(w: RingWriter, _p: PauseStreamOutputPayload): void {
  let cur = 0;
  const b = w.begin(60, ((cur + 3) & -4));
  const dv = w.dv;
}
export function size_pause_stream_output(_p: PauseStreamOutputPayload): number {
  let cur = 0;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_pause_stream_output(dv: DataView, _u8: Uint8Array, b: number, size: number): PauseStreamOutputPayload {
  if (size < 0) corrupt('pause_stream_output: record shorter than its head');
  if (0 !== size) corrupt('pause_stream_output: record size does not match its contents');
  return {  };
}

// ---- resume_stream_output (opcode 61): header 4 + head 0 bytes
export function enc_resume_stream_output(w: RingWriter, _p: ResumeStreamOutputPayload): void {
  let cur = 0;
  const b = w.begin(61, ((cur + 3) & -4));
  const dv = w.dv;
}
export function size_resume_stream_output(_p: ResumeStreamOutputPayload): number {
  let cur = 0;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resume_stream_output(dv: DataView, _u8: Uint8Array, b: number, size: number): ResumeStreamOutputPayload {
  if (size < 0) corrupt('resume_stream_output: record shorter than its head');
  if (0 !== size) corrupt('resume_stream_output: record size does not match its contents');
  return {  };
}

// ---- flush (opcode 62): header 4 + head 4 bytes
export function enc_flush(w: RingWriter, p: FlushPayload): void {
  let cur = 4;
  const b = w.begin(62, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.flags);
}
export function size_flush(_p: FlushPayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_flush(dv: DataView, _u8: Uint8Array, b: number, size: number): FlushPayload {
  if (size < 4) corrupt('flush: record shorter than its head');
  const f_flags = r_u32(dv, b + 0);
  if (4 !== size) corrupt('flush: record size does not match its contents');
  return { flags: f_flags };
}

// ---- present (opcode 63): header 4 + head 8 bytes
export function enc_present(w: RingWriter, p: PresentPayload): void {
  let cur = 8;
  const b = w.begin(63, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.frameSerial);
}
export function size_present(_p: PresentPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_present(dv: DataView, _u8: Uint8Array, b: number, size: number): PresentPayload {
  if (size < 8) corrupt('present: record shorter than its head');
  const f_frameSerial = r_u64(dv, b + 0);
  if (8 !== size) corrupt('present: record size does not match its contents');
  return { frameSerial: f_frameSerial };
}

// ---- set_swap_interval (opcode 64): header 4 + head 4 bytes
export function enc_set_swap_interval(w: RingWriter, p: SetSwapIntervalPayload): void {
  let cur = 4;
  const b = w.begin(64, ((cur + 3) & -4));
  const dv = w.dv;
  w_i32(dv, b + 0, p.interval);
}
export function size_set_swap_interval(_p: SetSwapIntervalPayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_swap_interval(dv: DataView, _u8: Uint8Array, b: number, size: number): SetSwapIntervalPayload {
  if (size < 4) corrupt('set_swap_interval: record shorter than its head');
  const f_interval = r_i32(dv, b + 0);
  if (4 !== size) corrupt('set_swap_interval: record size does not match its contents');
  return { interval: f_interval };
}

// ---- set_residual_value_state (opcode 65): header 4 + head 4 bytes, tails block 1/elem
export function enc_set_residual_value_state(w: RingWriter, p: SetResidualValueStatePayload): void {
  let cur = 4;
  const n0 = p.block.length;
  cur = ((cur + 3) & -4) + n0;
  const b = w.begin(65, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, n0);
  cur = 4;
  cur = ((cur + 3) & -4);
  w.u8.set(p.block, b + cur);
  cur += n0;
}
export function size_set_residual_value_state(p: SetResidualValueStatePayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4) + p.block.length;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_residual_value_state(dv: DataView, u8: Uint8Array, b: number, size: number): SetResidualValueStatePayload {
  if (size < 4) corrupt('set_residual_value_state: record shorter than its head');
  const n0 = r_u32(dv, b + 0);
  let cur = 4;
  if (n0 > size) corrupt('set_residual_value_state.block: count overruns the record');
  cur = ((cur + 3) & -4) + n0;
  if (((cur + 3) & -4) !== size) corrupt('set_residual_value_state: record size does not match its contents');
  cur = 4;
  cur = ((cur + 3) & -4);
  const f_block = u8.slice(b + cur, b + cur + n0);
  cur += n0;
  return { block: f_block };
}

// ---- destroy_context_object (opcode 66): header 4 + head 8 bytes
export function enc_destroy_context_object(w: RingWriter, p: DestroyContextObjectPayload): void {
  let cur = 8;
  const b = w.begin(66, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.obj);
}
export function size_destroy_context_object(_p: DestroyContextObjectPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_destroy_context_object(dv: DataView, _u8: Uint8Array, b: number, size: number): DestroyContextObjectPayload {
  if (size < 8) corrupt('destroy_context_object: record shorter than its head');
  const f_obj = r_handle(dv, b + 0);
  if (8 !== size) corrupt('destroy_context_object: record size does not match its contents');
  return { obj: f_obj };
}

// ---- set_image_unit (opcode 67): header 4 + head 24 bytes
export function enc_set_image_unit(w: RingWriter, p: SetImageUnitPayload): void {
  let cur = 24;
  const b = w.begin(67, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.unit);
  w_MGPImageView(dv, b + 4, p.image);
}
export function size_set_image_unit(_p: SetImageUnitPayload): number {
  let cur = 24;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_image_unit(dv: DataView, _u8: Uint8Array, b: number, size: number): SetImageUnitPayload {
  if (size < 24) corrupt('set_image_unit: record shorter than its head');
  const f_unit = r_u32(dv, b + 0);
  const f_image = r_MGPImageView(dv, b + 4);
  if (24 !== size) corrupt('set_image_unit: record size does not match its contents');
  return { unit: f_unit, image: f_image };
}

// ---- set_patch_vertices (opcode 68): header 4 + head 4 bytes
export function enc_set_patch_vertices(w: RingWriter, p: SetPatchVerticesPayload): void {
  let cur = 4;
  const b = w.begin(68, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.vertices);
}
export function size_set_patch_vertices(_p: SetPatchVerticesPayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_patch_vertices(dv: DataView, _u8: Uint8Array, b: number, size: number): SetPatchVerticesPayload {
  if (size < 4) corrupt('set_patch_vertices: record shorter than its head');
  const f_vertices = r_u32(dv, b + 0);
  if (4 !== size) corrupt('set_patch_vertices: record size does not match its contents');
  return { vertices: f_vertices };
}

// ---- bind_stream_output_object (opcode 69): header 4 + head 8 bytes
export function enc_bind_stream_output_object(w: RingWriter, p: BindStreamOutputObjectPayload): void {
  let cur = 8;
  const b = w.begin(69, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.xfb);
}
export function size_bind_stream_output_object(_p: BindStreamOutputObjectPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_bind_stream_output_object(dv: DataView, _u8: Uint8Array, b: number, size: number): BindStreamOutputObjectPayload {
  if (size < 8) corrupt('bind_stream_output_object: record shorter than its head');
  const f_xfb = r_handle(dv, b + 0);
  if (8 !== size) corrupt('bind_stream_output_object: record size does not match its contents');
  return { xfb: f_xfb };
}

// ---- delete_stream_output_object (opcode 70): header 4 + head 8 bytes
export function enc_delete_stream_output_object(w: RingWriter, p: DeleteStreamOutputObjectPayload): void {
  let cur = 8;
  const b = w.begin(70, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.xfb);
}
export function size_delete_stream_output_object(_p: DeleteStreamOutputObjectPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_delete_stream_output_object(dv: DataView, _u8: Uint8Array, b: number, size: number): DeleteStreamOutputObjectPayload {
  if (size < 8) corrupt('delete_stream_output_object: record shorter than its head');
  const f_xfb = r_handle(dv, b + 0);
  if (8 !== size) corrupt('delete_stream_output_object: record size does not match its contents');
  return { xfb: f_xfb };
}

// ---- copy_framebuffer_to_texture (opcode 71): header 4 + head 40 bytes
export function enc_copy_framebuffer_to_texture(w: RingWriter, p: CopyFramebufferToTexturePayload): void {
  let cur = 40;
  const b = w.begin(71, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.dst);
  w_i32(dv, b + 8, p.srcX);
  w_i32(dv, b + 12, p.srcY);
  w_u32(dv, b + 16, p.w);
  w_u32(dv, b + 20, p.h);
  w_i32(dv, b + 24, p.dstX);
  w_i32(dv, b + 28, p.dstY);
  w_i32(dv, b + 32, p.dstZ);
  w_u16(dv, b + 36, p.target);
  w_u16(dv, b + 38, p.level);
}
export function size_copy_framebuffer_to_texture(_p: CopyFramebufferToTexturePayload): number {
  let cur = 40;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_copy_framebuffer_to_texture(dv: DataView, _u8: Uint8Array, b: number, size: number): CopyFramebufferToTexturePayload {
  if (size < 40) corrupt('copy_framebuffer_to_texture: record shorter than its head');
  const f_dst = r_handle(dv, b + 0);
  const f_srcX = r_i32(dv, b + 8);
  const f_srcY = r_i32(dv, b + 12);
  const f_w = r_u32(dv, b + 16);
  const f_h = r_u32(dv, b + 20);
  const f_dstX = r_i32(dv, b + 24);
  const f_dstY = r_i32(dv, b + 28);
  const f_dstZ = r_i32(dv, b + 32);
  const f_target = r_u16(dv, b + 36);
  const f_level = r_u16(dv, b + 38);
  if (40 !== size) corrupt('copy_framebuffer_to_texture: record size does not match its contents');
  return { dst: f_dst, srcX: f_srcX, srcY: f_srcY, w: f_w, h: f_h, dstX: f_dstX, dstY: f_dstY, dstZ: f_dstZ, target: f_target, level: f_level };
}

// ---- set_context_values (opcode 72): header 4 + head 16 bytes
export function enc_set_context_values(w: RingWriter, p: SetContextValuesPayload): void {
  let cur = 16;
  const b = w.begin(72, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.provokingVertex);
  w_u32(dv, b + 4, p.clipOrigin);
  w_u32(dv, b + 8, p.clipDepthMode);
  w_bool(dv, b + 12, p.primitiveRestartFixedIndex);
  w_bool(dv, b + 13, p.seamlessCubeMap);
  w_bool(dv, b + 14, p.framebufferSrgb);
  w_bool(dv, b + 15, p.rasterizerDiscard);
}
export function size_set_context_values(_p: SetContextValuesPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_context_values(dv: DataView, _u8: Uint8Array, b: number, size: number): SetContextValuesPayload {
  if (size < 16) corrupt('set_context_values: record shorter than its head');
  const f_provokingVertex = r_u32(dv, b + 0);
  const f_clipOrigin = r_u32(dv, b + 4);
  const f_clipDepthMode = r_u32(dv, b + 8);
  const f_primitiveRestartFixedIndex = r_bool(dv, b + 12);
  const f_seamlessCubeMap = r_bool(dv, b + 13);
  const f_framebufferSrgb = r_bool(dv, b + 14);
  const f_rasterizerDiscard = r_bool(dv, b + 15);
  if (16 !== size) corrupt('set_context_values: record size does not match its contents');
  return { provokingVertex: f_provokingVertex, clipOrigin: f_clipOrigin, clipDepthMode: f_clipDepthMode, primitiveRestartFixedIndex: f_primitiveRestartFixedIndex, seamlessCubeMap: f_seamlessCubeMap, framebufferSrgb: f_framebufferSrgb, rasterizerDiscard: f_rasterizerDiscard };
}

// ---- set_program_bindings (opcode 73): header 4 + head 16 bytes, tails bindings 4/elem
export function enc_set_program_bindings(w: RingWriter, p: SetProgramBindingsPayload): void {
  let cur = 16;
  const n0 = p.bindings.length;
  cur = ((cur + 3) & -4) + n0 * 4;
  const b = w.begin(73, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.shaderCso);
  w_u32(dv, b + 8, n0);
  w_u8(dv, b + 12, p.cls);
  cur = 16;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 4, p.bindings, w_u32);
  cur += n0 * 4;
}
export function size_set_program_bindings(p: SetProgramBindingsPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4) + p.bindings.length * 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_program_bindings(dv: DataView, _u8: Uint8Array, b: number, size: number): SetProgramBindingsPayload {
  if (size < 16) corrupt('set_program_bindings: record shorter than its head');
  const f_shaderCso = r_handle(dv, b + 0);
  const n0 = r_u32(dv, b + 8);
  const f_cls = r_MGPProgramBindingClass(dv, b + 12);
  let cur = 16;
  if (n0 * 4 > size) corrupt('set_program_bindings.bindings: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 4;
  if (((cur + 3) & -4) !== size) corrupt('set_program_bindings: record size does not match its contents');
  cur = 16;
  cur = ((cur + 3) & -4);
  const f_bindings = readArr(dv, b + cur, n0, 4, r_u32);
  cur += n0 * 4;
  return { shaderCso: f_shaderCso, cls: f_cls, bindings: f_bindings };
}

// ---- read_pixels_to_buffer (opcode 74): header 4 + head 48 bytes
export function enc_read_pixels_to_buffer(w: RingWriter, p: ReadPixelsToBufferPayload): void {
  let cur = 48;
  const b = w.begin(74, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.dstOffset);
  w_MGPReadbackInfo(dv, b + 8, p.info);
  w_handle(dv, b + 40, p.dst);
}
export function size_read_pixels_to_buffer(_p: ReadPixelsToBufferPayload): number {
  let cur = 48;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_read_pixels_to_buffer(dv: DataView, _u8: Uint8Array, b: number, size: number): ReadPixelsToBufferPayload {
  if (size < 48) corrupt('read_pixels_to_buffer: record shorter than its head');
  const f_dstOffset = r_u64(dv, b + 0);
  const f_info = r_MGPReadbackInfo(dv, b + 8);
  const f_dst = r_handle(dv, b + 40);
  if (48 !== size) corrupt('read_pixels_to_buffer: record size does not match its contents');
  return { info: f_info, dst: f_dst, dstOffset: f_dstOffset };
}

// ---- query_counter (opcode 75): header 4 + head 8 bytes
export function enc_query_counter(w: RingWriter, p: QueryCounterPayload): void {
  let cur = 8;
  const b = w.begin(75, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.query);
}
export function size_query_counter(_p: QueryCounterPayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_query_counter(dv: DataView, _u8: Uint8Array, b: number, size: number): QueryCounterPayload {
  if (size < 8) corrupt('query_counter: record shorter than its head');
  const f_query = r_handle(dv, b + 0);
  if (8 !== size) corrupt('query_counter: record size does not match its contents');
  return { query: f_query };
}

// ---- get_timestamp (opcode 76): header 4 + head 4 bytes
export function enc_get_timestamp(w: RingWriter, p: GetTimestampPayload): void {
  let cur = 4;
  const b = w.begin(76, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.reply);
}
export function size_get_timestamp(_p: GetTimestampPayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_get_timestamp(dv: DataView, _u8: Uint8Array, b: number, size: number): GetTimestampPayload {
  if (size < 4) corrupt('get_timestamp: record shorter than its head');
  const f_reply = r_u32(dv, b + 0);
  if (4 !== size) corrupt('get_timestamp: record size does not match its contents');
  return { reply: f_reply };
}

// ---- fence_server_wait (opcode 77): header 4 + head 16 bytes
export function enc_fence_server_wait(w: RingWriter, p: FenceServerWaitPayload): void {
  let cur = 16;
  const b = w.begin(77, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.timeoutNs);
  w_handle(dv, b + 8, p.fence);
}
export function size_fence_server_wait(_p: FenceServerWaitPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_fence_server_wait(dv: DataView, _u8: Uint8Array, b: number, size: number): FenceServerWaitPayload {
  if (size < 16) corrupt('fence_server_wait: record shorter than its head');
  const f_timeoutNs = r_u64(dv, b + 0);
  const f_fence = r_handle(dv, b + 8);
  if (16 !== size) corrupt('fence_server_wait: record size does not match its contents');
  return { fence: f_fence, timeoutNs: f_timeoutNs };
}

// ---- resource_copy_buffer (opcode 78): header 4 + head 40 bytes
export function enc_resource_copy_buffer(w: RingWriter, p: ResourceCopyBufferPayload): void {
  let cur = 40;
  const b = w.begin(78, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.srcOffset);
  w_u64(dv, b + 8, p.dstOffset);
  w_u64(dv, b + 16, p.size);
  w_handle(dv, b + 24, p.dst);
  w_handle(dv, b + 32, p.src);
}
export function size_resource_copy_buffer(_p: ResourceCopyBufferPayload): number {
  let cur = 40;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_copy_buffer(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceCopyBufferPayload {
  if (size < 40) corrupt('resource_copy_buffer: record shorter than its head');
  const f_srcOffset = r_u64(dv, b + 0);
  const f_dstOffset = r_u64(dv, b + 8);
  const f_size = r_u64(dv, b + 16);
  const f_dst = r_handle(dv, b + 24);
  const f_src = r_handle(dv, b + 32);
  if (40 !== size) corrupt('resource_copy_buffer: record size does not match its contents');
  return { dst: f_dst, src: f_src, srcOffset: f_srcOffset, dstOffset: f_dstOffset, size: f_size };
}

// ---- resource_clear_buffer (opcode 79): header 4 + head 48 bytes
export function enc_resource_clear_buffer(w: RingWriter, p: ResourceClearBufferPayload): void {
  let cur = 48;
  const b = w.begin(79, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.offset);
  w_u64(dv, b + 8, p.size);
  w_handle(dv, b + 16, p.res);
  writeArr(dv, b + 24, 16, 1, p.pattern, w_u8);
  w_u8(dv, b + 40, p.patternSize);
}
export function size_resource_clear_buffer(_p: ResourceClearBufferPayload): number {
  let cur = 48;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_clear_buffer(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceClearBufferPayload {
  if (size < 48) corrupt('resource_clear_buffer: record shorter than its head');
  const f_offset = r_u64(dv, b + 0);
  const f_size = r_u64(dv, b + 8);
  const f_res = r_handle(dv, b + 16);
  const f_pattern = readArr(dv, b + 24, 16, 1, r_u8);
  const f_patternSize = r_u8(dv, b + 40);
  if (48 !== size) corrupt('resource_clear_buffer: record size does not match its contents');
  return { res: f_res, offset: f_offset, size: f_size, pattern: f_pattern, patternSize: f_patternSize };
}

// ---- resource_invalidate (opcode 80): header 4 + head 24 bytes
export function enc_resource_invalidate(w: RingWriter, p: ResourceInvalidatePayload): void {
  let cur = 24;
  const b = w.begin(80, ((cur + 3) & -4));
  const dv = w.dv;
  w_u64(dv, b + 0, p.offset);
  w_u64(dv, b + 8, p.size);
  w_handle(dv, b + 16, p.res);
}
export function size_resource_invalidate(_p: ResourceInvalidatePayload): number {
  let cur = 24;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_resource_invalidate(dv: DataView, _u8: Uint8Array, b: number, size: number): ResourceInvalidatePayload {
  if (size < 24) corrupt('resource_invalidate: record shorter than its head');
  const f_offset = r_u64(dv, b + 0);
  const f_size = r_u64(dv, b + 8);
  const f_res = r_handle(dv, b + 16);
  if (24 !== size) corrupt('resource_invalidate: record size does not match its contents');
  return { res: f_res, offset: f_offset, size: f_size };
}

// ---- set_texture_sampler_params (opcode 81): header 4 + head 116 bytes
export function enc_set_texture_sampler_params(w: RingWriter, p: SetTextureSamplerParamsPayload): void {
  let cur = 116;
  const b = w.begin(81, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.res);
  w_MGPSamplerParams(dv, b + 8, p.params);
  w_u32(dv, b + 104, p.viewMinLayer);
  w_u32(dv, b + 108, p.viewNumLayers);
  w_u16(dv, b + 112, p.viewMinLevel);
  w_u16(dv, b + 114, p.viewNumLevels);
}
export function size_set_texture_sampler_params(_p: SetTextureSamplerParamsPayload): number {
  let cur = 116;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_set_texture_sampler_params(dv: DataView, _u8: Uint8Array, b: number, size: number): SetTextureSamplerParamsPayload {
  if (size < 116) corrupt('set_texture_sampler_params: record shorter than its head');
  const f_res = r_handle(dv, b + 0);
  const f_params = r_MGPSamplerParams(dv, b + 8);
  const f_viewMinLayer = r_u32(dv, b + 104);
  const f_viewNumLayers = r_u32(dv, b + 108);
  const f_viewMinLevel = r_u16(dv, b + 112);
  const f_viewNumLevels = r_u16(dv, b + 114);
  if (116 !== size) corrupt('set_texture_sampler_params: record size does not match its contents');
  return { res: f_res, params: f_params, viewMinLevel: f_viewMinLevel, viewNumLevels: f_viewNumLevels, viewMinLayer: f_viewMinLayer, viewNumLayers: f_viewNumLayers };
}

// ---- bind_framebuffers (opcode 82): header 4 + head 16 bytes
export function enc_bind_framebuffers(w: RingWriter, p: BindFramebuffersPayload): void {
  let cur = 16;
  const b = w.begin(82, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.draw);
  w_handle(dv, b + 8, p.read);
}
export function size_bind_framebuffers(_p: BindFramebuffersPayload): number {
  let cur = 16;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_bind_framebuffers(dv: DataView, _u8: Uint8Array, b: number, size: number): BindFramebuffersPayload {
  if (size < 16) corrupt('bind_framebuffers: record shorter than its head');
  const f_draw = r_handle(dv, b + 0);
  const f_read = r_handle(dv, b + 8);
  if (16 !== size) corrupt('bind_framebuffers: record size does not match its contents');
  return { draw: f_draw, read: f_read };
}

// ---- texture_barrier (opcode 83): header 4 + head 4 bytes
export function enc_texture_barrier(w: RingWriter, p: TextureBarrierPayload): void {
  let cur = 4;
  const b = w.begin(83, ((cur + 3) & -4));
  const dv = w.dv;
  w_u32(dv, b + 0, p.flags);
}
export function size_texture_barrier(_p: TextureBarrierPayload): number {
  let cur = 4;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_texture_barrier(dv: DataView, _u8: Uint8Array, b: number, size: number): TextureBarrierPayload {
  if (size < 4) corrupt('texture_barrier: record shorter than its head');
  const f_flags = r_u32(dv, b + 0);
  if (4 !== size) corrupt('texture_barrier: record size does not match its contents');
  return { flags: f_flags };
}

// ---- create_vertex_state (opcode 84): header 4 + head 28 bytes, tails buffers 24/elem
export function enc_create_vertex_state(w: RingWriter, p: CreateVertexStatePayload): void {
  let cur = 28;
  const n0 = p.buffers.length;
  cur = ((cur + 3) & -4) + n0 * 24;
  const b = w.begin(84, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.vs);
  w_handle(dv, b + 8, p.elements);
  w_handle(dv, b + 16, p.index);
  w_u32(dv, b + 24, n0);
  cur = 28;
  cur = ((cur + 3) & -4);
  writeArr(dv, b + cur, n0, 24, p.buffers, w_MGPVertexBuffer);
  cur += n0 * 24;
}
export function size_create_vertex_state(p: CreateVertexStatePayload): number {
  let cur = 28;
  cur = ((cur + 3) & -4) + p.buffers.length * 24;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_create_vertex_state(dv: DataView, _u8: Uint8Array, b: number, size: number): CreateVertexStatePayload {
  if (size < 28) corrupt('create_vertex_state: record shorter than its head');
  const f_vs = r_handle(dv, b + 0);
  const f_elements = r_handle(dv, b + 8);
  const f_index = r_handle(dv, b + 16);
  const n0 = r_u32(dv, b + 24);
  let cur = 28;
  if (n0 * 24 > size) corrupt('create_vertex_state.buffers: count overruns the record');
  cur = ((cur + 3) & -4) + n0 * 24;
  if (((cur + 3) & -4) !== size) corrupt('create_vertex_state: record size does not match its contents');
  cur = 28;
  cur = ((cur + 3) & -4);
  const f_buffers = readArr(dv, b + cur, n0, 24, r_MGPVertexBuffer);
  cur += n0 * 24;
  return { vs: f_vs, elements: f_elements, index: f_index, buffers: f_buffers };
}

// ---- bind_vertex_state (opcode 85): header 4 + head 8 bytes
export function enc_bind_vertex_state(w: RingWriter, p: BindVertexStatePayload): void {
  let cur = 8;
  const b = w.begin(85, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.vs);
}
export function size_bind_vertex_state(_p: BindVertexStatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_bind_vertex_state(dv: DataView, _u8: Uint8Array, b: number, size: number): BindVertexStatePayload {
  if (size < 8) corrupt('bind_vertex_state: record shorter than its head');
  const f_vs = r_handle(dv, b + 0);
  if (8 !== size) corrupt('bind_vertex_state: record size does not match its contents');
  return { vs: f_vs };
}

// ---- delete_vertex_state (opcode 86): header 4 + head 8 bytes
export function enc_delete_vertex_state(w: RingWriter, p: DeleteVertexStatePayload): void {
  let cur = 8;
  const b = w.begin(86, ((cur + 3) & -4));
  const dv = w.dv;
  w_handle(dv, b + 0, p.vs);
}
export function size_delete_vertex_state(_p: DeleteVertexStatePayload): number {
  let cur = 8;
  cur = ((cur + 3) & -4);
  return cur + (cur + 4 > 262140 ? 8 : 4);
}
export function dec_delete_vertex_state(dv: DataView, _u8: Uint8Array, b: number, size: number): DeleteVertexStatePayload {
  if (size < 8) corrupt('delete_vertex_state: record shorter than its head');
  const f_vs = r_handle(dv, b + 0);
  if (8 !== size) corrupt('delete_vertex_state: record size does not match its contents');
  return { vs: f_vs };
}

/** Encoders by opcode (null for retired rows): generic access for tests and the stats layer. */
export const kEncoders: readonly (((w: RingWriter, p: never) => void) | null)[] = [enc_get_caps, enc_resource_create, enc_resource_respecify, enc_resource_destroy, enc_map_persistent, enc_unmap_persistent, enc_fence_create, enc_fence_status, enc_fence_wait, enc_fence_destroy, enc_query_create, enc_query_begin, enc_query_end, enc_query_available, enc_query_result, enc_query_destroy, enc_create_render_state, enc_bind_render_state, enc_delete_render_state, enc_create_vertex_elements_state, enc_bind_vertex_elements_state, enc_delete_vertex_elements_state, enc_create_sampler_state, enc_delete_sampler_state, enc_create_sampler_view, enc_delete_sampler_view, enc_create_shader_state, enc_delete_shader_state, enc_set_dynamic_state, enc_set_framebuffer_state, enc_set_vertex_buffers, enc_set_index_buffer, enc_set_indirect_buffers, enc_set_sampler_views, enc_bind_sampler_states, enc_set_texture_params, enc_set_shader_images, enc_set_shader_buffers, enc_set_stream_output_targets, enc_set_global_constants, enc_set_vertex_attrib_defaults, enc_set_pixel_pack_state, enc_set_patch_state, enc_set_draw_program, enc_set_dispatch_program, enc_resource_subdata, enc_resource_flush_range, enc_resource_readback, enc_resource_copy_region, enc_blit, enc_clear, enc_generate_mipmap, enc_read_pixels, enc_get_texture_image, enc_buffer_subdata_resident, enc_draw_vbo, enc_launch_grid, enc_memory_barrier, enc_begin_stream_output, enc_end_stream_output, enc_pause_stream_output, enc_resume_stream_output, enc_flush, enc_present, enc_set_swap_interval, enc_set_residual_value_state, enc_destroy_context_object, enc_set_image_unit, enc_set_patch_vertices, enc_bind_stream_output_object, enc_delete_stream_output_object, enc_copy_framebuffer_to_texture, enc_set_context_values, enc_set_program_bindings, enc_read_pixels_to_buffer, enc_query_counter, enc_get_timestamp, enc_fence_server_wait, enc_resource_copy_buffer, enc_resource_clear_buffer, enc_resource_invalidate, enc_set_texture_sampler_params, enc_bind_framebuffers, enc_texture_barrier, enc_create_vertex_state, enc_bind_vertex_state, enc_delete_vertex_state];
/** Record sizers by opcode (size_<call>: the bytes enc_<call> writes, header included). */
export const kSizers: readonly (((p: never) => number) | null)[] = [size_get_caps, size_resource_create, size_resource_respecify, size_resource_destroy, size_map_persistent, size_unmap_persistent, size_fence_create, size_fence_status, size_fence_wait, size_fence_destroy, size_query_create, size_query_begin, size_query_end, size_query_available, size_query_result, size_query_destroy, size_create_render_state, size_bind_render_state, size_delete_render_state, size_create_vertex_elements_state, size_bind_vertex_elements_state, size_delete_vertex_elements_state, size_create_sampler_state, size_delete_sampler_state, size_create_sampler_view, size_delete_sampler_view, size_create_shader_state, size_delete_shader_state, size_set_dynamic_state, size_set_framebuffer_state, size_set_vertex_buffers, size_set_index_buffer, size_set_indirect_buffers, size_set_sampler_views, size_bind_sampler_states, size_set_texture_params, size_set_shader_images, size_set_shader_buffers, size_set_stream_output_targets, size_set_global_constants, size_set_vertex_attrib_defaults, size_set_pixel_pack_state, size_set_patch_state, size_set_draw_program, size_set_dispatch_program, size_resource_subdata, size_resource_flush_range, size_resource_readback, size_resource_copy_region, size_blit, size_clear, size_generate_mipmap, size_read_pixels, size_get_texture_image, size_buffer_subdata_resident, size_draw_vbo, size_launch_grid, size_memory_barrier, size_begin_stream_output, size_end_stream_output, size_pause_stream_output, size_resume_stream_output, size_flush, size_present, size_set_swap_interval, size_set_residual_value_state, size_destroy_context_object, size_set_image_unit, size_set_patch_vertices, size_bind_stream_output_object, size_delete_stream_output_object, size_copy_framebuffer_to_texture, size_set_context_values, size_set_program_bindings, size_read_pixels_to_buffer, size_query_counter, size_get_timestamp, size_fence_server_wait, size_resource_copy_buffer, size_resource_clear_buffer, size_resource_invalidate, size_set_texture_sampler_params, size_bind_framebuffers, size_texture_barrier, size_create_vertex_state, size_bind_vertex_state, size_delete_vertex_state];
/** Decoders by opcode: (dv, u8, payloadBase, payloadBytes) -> payload. */
export const kDecoders: readonly (((dv: DataView, u8: Uint8Array, b: number, size: number) => unknown) | null)[] = [dec_get_caps, dec_resource_create, dec_resource_respecify, dec_resource_destroy, dec_map_persistent, dec_unmap_persistent, dec_fence_create, dec_fence_status, dec_fence_wait, dec_fence_destroy, dec_query_create, dec_query_begin, dec_query_end, dec_query_available, dec_query_result, dec_query_destroy, dec_create_render_state, dec_bind_render_state, dec_delete_render_state, dec_create_vertex_elements_state, dec_bind_vertex_elements_state, dec_delete_vertex_elements_state, dec_create_sampler_state, dec_delete_sampler_state, dec_create_sampler_view, dec_delete_sampler_view, dec_create_shader_state, dec_delete_shader_state, dec_set_dynamic_state, dec_set_framebuffer_state, dec_set_vertex_buffers, dec_set_index_buffer, dec_set_indirect_buffers, dec_set_sampler_views, dec_bind_sampler_states, dec_set_texture_params, dec_set_shader_images, dec_set_shader_buffers, dec_set_stream_output_targets, dec_set_global_constants, dec_set_vertex_attrib_defaults, dec_set_pixel_pack_state, dec_set_patch_state, dec_set_draw_program, dec_set_dispatch_program, dec_resource_subdata, dec_resource_flush_range, dec_resource_readback, dec_resource_copy_region, dec_blit, dec_clear, dec_generate_mipmap, dec_read_pixels, dec_get_texture_image, dec_buffer_subdata_resident, dec_draw_vbo, dec_launch_grid, dec_memory_barrier, dec_begin_stream_output, dec_end_stream_output, dec_pause_stream_output, dec_resume_stream_output, dec_flush, dec_present, dec_set_swap_interval, dec_set_residual_value_state, dec_destroy_context_object, dec_set_image_unit, dec_set_patch_vertices, dec_bind_stream_output_object, dec_delete_stream_output_object, dec_copy_framebuffer_to_texture, dec_set_context_values, dec_set_program_bindings, dec_read_pixels_to_buffer, dec_query_counter, dec_get_timestamp, dec_fence_server_wait, dec_resource_copy_buffer, dec_resource_clear_buffer, dec_resource_invalidate, dec_set_texture_sampler_params, dec_bind_framebuffers, dec_texture_barrier, dec_create_vertex_state, dec_bind_vertex_state, dec_delete_vertex_state];
