// GENERATED FILE: DO NOT EDIT. G2: monolith direct-call thunks (a call goes straight to the backend table entry).
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/pipe-calls.json, schema/pipe-wire.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

import type {
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
import type { MGPipeScreen, MGPipeContext } from './pipe-tables.generated.ts';
import type { MGPCaps } from '../caps.ts';
import type { MGPMapResult } from '../host-span.ts';
import { MGPipeFatal } from '../fatal.ts';

let gScreen: MGPipeScreen | null = null;
let gCtx: MGPipeContext | null = null;

/** Install the backend's tables (one screen, one context in v1). */
export function installPipeTables(screen: MGPipeScreen, ctx: MGPipeContext): void {
  gScreen = screen;
  gCtx = ctx;
}

function tables(): { s: MGPipeScreen; c: MGPipeContext } {
  if (gScreen === null || gCtx === null) throw new MGPipeFatal('UnimplementedCall', 'no MGPipe tables installed');
  return { s: gScreen, c: gCtx };
}

// Calling a null entry is a front-end bug: it must have checked callMask and taken its fallback.
function missing(name: string): never {
  throw new MGPipeFatal('UnimplementedCall', name);
}

export function mgp_get_caps(p: GetCapsPayload): MGPCaps {
  const f = tables().s.get_caps;
  return f === null ? missing('get_caps') : f(p);
}
export function mgp_resource_create(p: ResourceCreatePayload): void {
  const f = tables().s.resource_create;
  return f === null ? missing('resource_create') : f(p);
}
export function mgp_resource_respecify(p: ResourceRespecifyPayload): void {
  const f = tables().s.resource_respecify;
  return f === null ? missing('resource_respecify') : f(p);
}
export function mgp_resource_destroy(p: ResourceDestroyPayload): void {
  const f = tables().s.resource_destroy;
  return f === null ? missing('resource_destroy') : f(p);
}
export function mgp_map_persistent(p: MapPersistentPayload): MGPMapResult {
  const f = tables().s.map_persistent;
  return f === null ? missing('map_persistent') : f(p);
}
export function mgp_unmap_persistent(p: UnmapPersistentPayload): void {
  const f = tables().s.unmap_persistent;
  return f === null ? missing('unmap_persistent') : f(p);
}
export function mgp_fence_create(p: FenceCreatePayload): void {
  const f = tables().s.fence_create;
  return f === null ? missing('fence_create') : f(p);
}
export function mgp_fence_status(p: FenceStatusPayload): number {
  const f = tables().s.fence_status;
  return f === null ? missing('fence_status') : f(p);
}
export function mgp_fence_wait(p: FenceWaitPayload): number {
  const f = tables().s.fence_wait;
  return f === null ? missing('fence_wait') : f(p);
}
export function mgp_fence_destroy(p: FenceDestroyPayload): void {
  const f = tables().s.fence_destroy;
  return f === null ? missing('fence_destroy') : f(p);
}
export function mgp_query_create(p: QueryCreatePayload): void {
  const f = tables().c.query_create;
  return f === null ? missing('query_create') : f(p);
}
export function mgp_query_begin(p: QueryBeginPayload): void {
  const f = tables().c.query_begin;
  return f === null ? missing('query_begin') : f(p);
}
export function mgp_query_end(p: QueryEndPayload): void {
  const f = tables().c.query_end;
  return f === null ? missing('query_end') : f(p);
}
export function mgp_query_available(p: QueryAvailablePayload): boolean {
  const f = tables().c.query_available;
  return f === null ? missing('query_available') : f(p);
}
export function mgp_query_result(p: QueryResultPayload): bigint {
  const f = tables().c.query_result;
  return f === null ? missing('query_result') : f(p);
}
export function mgp_query_destroy(p: QueryDestroyPayload): void {
  const f = tables().c.query_destroy;
  return f === null ? missing('query_destroy') : f(p);
}
export function mgp_create_render_state(p: CreateRenderStatePayload): void {
  const f = tables().c.create_render_state;
  return f === null ? missing('create_render_state') : f(p);
}
export function mgp_bind_render_state(p: BindRenderStatePayload): void {
  const f = tables().c.bind_render_state;
  return f === null ? missing('bind_render_state') : f(p);
}
export function mgp_delete_render_state(p: DeleteRenderStatePayload): void {
  const f = tables().c.delete_render_state;
  return f === null ? missing('delete_render_state') : f(p);
}
export function mgp_create_vertex_elements_state(p: CreateVertexElementsStatePayload): void {
  const f = tables().c.create_vertex_elements_state;
  return f === null ? missing('create_vertex_elements_state') : f(p);
}
export function mgp_bind_vertex_elements_state(p: BindVertexElementsStatePayload): void {
  const f = tables().c.bind_vertex_elements_state;
  return f === null ? missing('bind_vertex_elements_state') : f(p);
}
export function mgp_delete_vertex_elements_state(p: DeleteVertexElementsStatePayload): void {
  const f = tables().c.delete_vertex_elements_state;
  return f === null ? missing('delete_vertex_elements_state') : f(p);
}
export function mgp_create_sampler_state(p: CreateSamplerStatePayload): void {
  const f = tables().c.create_sampler_state;
  return f === null ? missing('create_sampler_state') : f(p);
}
export function mgp_delete_sampler_state(p: DeleteSamplerStatePayload): void {
  const f = tables().c.delete_sampler_state;
  return f === null ? missing('delete_sampler_state') : f(p);
}
export function mgp_create_sampler_view(p: CreateSamplerViewPayload): void {
  const f = tables().c.create_sampler_view;
  return f === null ? missing('create_sampler_view') : f(p);
}
export function mgp_delete_sampler_view(p: DeleteSamplerViewPayload): void {
  const f = tables().c.delete_sampler_view;
  return f === null ? missing('delete_sampler_view') : f(p);
}
export function mgp_create_shader_state(p: CreateShaderStatePayload): void {
  const f = tables().c.create_shader_state;
  return f === null ? missing('create_shader_state') : f(p);
}
export function mgp_delete_shader_state(p: DeleteShaderStatePayload): void {
  const f = tables().c.delete_shader_state;
  return f === null ? missing('delete_shader_state') : f(p);
}
export function mgp_set_dynamic_state(p: SetDynamicStatePayload): void {
  const f = tables().c.set_dynamic_state;
  return f === null ? missing('set_dynamic_state') : f(p);
}
export function mgp_set_framebuffer_state(p: SetFramebufferStatePayload): void {
  const f = tables().c.set_framebuffer_state;
  return f === null ? missing('set_framebuffer_state') : f(p);
}
export function mgp_set_vertex_buffers(p: SetVertexBuffersPayload): void {
  const f = tables().c.set_vertex_buffers;
  return f === null ? missing('set_vertex_buffers') : f(p);
}
export function mgp_set_index_buffer(p: SetIndexBufferPayload): void {
  const f = tables().c.set_index_buffer;
  return f === null ? missing('set_index_buffer') : f(p);
}
export function mgp_set_indirect_buffers(p: SetIndirectBuffersPayload): void {
  const f = tables().c.set_indirect_buffers;
  return f === null ? missing('set_indirect_buffers') : f(p);
}
export function mgp_set_sampler_views(p: SetSamplerViewsPayload): void {
  const f = tables().c.set_sampler_views;
  return f === null ? missing('set_sampler_views') : f(p);
}
export function mgp_bind_sampler_states(p: BindSamplerStatesPayload): void {
  const f = tables().c.bind_sampler_states;
  return f === null ? missing('bind_sampler_states') : f(p);
}
export function mgp_set_texture_params(p: SetTextureParamsPayload): void {
  const f = tables().c.set_texture_params;
  return f === null ? missing('set_texture_params') : f(p);
}
export function mgp_set_shader_images(p: SetShaderImagesPayload): void {
  const f = tables().c.set_shader_images;
  return f === null ? missing('set_shader_images') : f(p);
}
export function mgp_set_shader_buffers(p: SetShaderBuffersPayload): void {
  const f = tables().c.set_shader_buffers;
  return f === null ? missing('set_shader_buffers') : f(p);
}
export function mgp_set_stream_output_targets(p: SetStreamOutputTargetsPayload): void {
  const f = tables().c.set_stream_output_targets;
  return f === null ? missing('set_stream_output_targets') : f(p);
}
export function mgp_set_global_constants(p: SetGlobalConstantsPayload): void {
  const f = tables().c.set_global_constants;
  return f === null ? missing('set_global_constants') : f(p);
}
export function mgp_set_vertex_attrib_defaults(p: SetVertexAttribDefaultsPayload): void {
  const f = tables().c.set_vertex_attrib_defaults;
  return f === null ? missing('set_vertex_attrib_defaults') : f(p);
}
export function mgp_set_pixel_pack_state(p: SetPixelPackStatePayload): void {
  const f = tables().c.set_pixel_pack_state;
  return f === null ? missing('set_pixel_pack_state') : f(p);
}
export function mgp_set_patch_state(p: SetPatchStatePayload): void {
  const f = tables().c.set_patch_state;
  return f === null ? missing('set_patch_state') : f(p);
}
export function mgp_set_draw_program(p: SetDrawProgramPayload): void {
  const f = tables().c.set_draw_program;
  return f === null ? missing('set_draw_program') : f(p);
}
export function mgp_set_dispatch_program(p: SetDispatchProgramPayload): void {
  const f = tables().c.set_dispatch_program;
  return f === null ? missing('set_dispatch_program') : f(p);
}
export function mgp_resource_subdata(p: ResourceSubdataPayload): void {
  const f = tables().c.resource_subdata;
  return f === null ? missing('resource_subdata') : f(p);
}
export function mgp_resource_flush_range(p: ResourceFlushRangePayload): void {
  const f = tables().c.resource_flush_range;
  return f === null ? missing('resource_flush_range') : f(p);
}
export function mgp_resource_readback(p: ResourceReadbackPayload): Uint8Array {
  const f = tables().c.resource_readback;
  return f === null ? missing('resource_readback') : f(p);
}
export function mgp_resource_copy_region(p: ResourceCopyRegionPayload): void {
  const f = tables().c.resource_copy_region;
  return f === null ? missing('resource_copy_region') : f(p);
}
export function mgp_blit(p: BlitPayload): void {
  const f = tables().c.blit;
  return f === null ? missing('blit') : f(p);
}
export function mgp_clear(p: ClearPayload): void {
  const f = tables().c.clear;
  return f === null ? missing('clear') : f(p);
}
export function mgp_generate_mipmap(p: GenerateMipmapPayload): void {
  const f = tables().c.generate_mipmap;
  return f === null ? missing('generate_mipmap') : f(p);
}
export function mgp_read_pixels(p: ReadPixelsPayload): Uint8Array {
  const f = tables().c.read_pixels;
  return f === null ? missing('read_pixels') : f(p);
}
export function mgp_get_texture_image(p: GetTextureImagePayload): Uint8Array {
  const f = tables().c.get_texture_image;
  return f === null ? missing('get_texture_image') : f(p);
}
export function mgp_buffer_subdata_resident(p: BufferSubdataResidentPayload): void {
  const f = tables().c.buffer_subdata_resident;
  return f === null ? missing('buffer_subdata_resident') : f(p);
}
export function mgp_draw_vbo(p: DrawVboPayload): void {
  const f = tables().c.draw_vbo;
  return f === null ? missing('draw_vbo') : f(p);
}
export function mgp_launch_grid(p: LaunchGridPayload): void {
  const f = tables().c.launch_grid;
  return f === null ? missing('launch_grid') : f(p);
}
export function mgp_memory_barrier(p: MemoryBarrierPayload): void {
  const f = tables().c.memory_barrier;
  return f === null ? missing('memory_barrier') : f(p);
}
export function mgp_begin_stream_output(p: BeginStreamOutputPayload): void {
  const f = tables().c.begin_stream_output;
  return f === null ? missing('begin_stream_output') : f(p);
}
export function mgp_end_stream_output(p: EndStreamOutputPayload): void {
  const f = tables().c.end_stream_output;
  return f === null ? missing('end_stream_output') : f(p);
}
export function mgp_pause_stream_output(p: PauseStreamOutputPayload): void {
  const f = tables().c.pause_stream_output;
  return f === null ? missing('pause_stream_output') : f(p);
}
export function mgp_resume_stream_output(p: ResumeStreamOutputPayload): void {
  const f = tables().c.resume_stream_output;
  return f === null ? missing('resume_stream_output') : f(p);
}
export function mgp_flush(p: FlushPayload): void {
  const f = tables().c.flush;
  return f === null ? missing('flush') : f(p);
}
export function mgp_present(p: PresentPayload): void {
  const f = tables().c.present;
  return f === null ? missing('present') : f(p);
}
export function mgp_set_swap_interval(p: SetSwapIntervalPayload): void {
  const f = tables().c.set_swap_interval;
  return f === null ? missing('set_swap_interval') : f(p);
}
export function mgp_set_residual_value_state(p: SetResidualValueStatePayload): void {
  const f = tables().c.set_residual_value_state;
  return f === null ? missing('set_residual_value_state') : f(p);
}
export function mgp_destroy_context_object(p: DestroyContextObjectPayload): void {
  const f = tables().c.destroy_context_object;
  return f === null ? missing('destroy_context_object') : f(p);
}
export function mgp_set_image_unit(p: SetImageUnitPayload): void {
  const f = tables().c.set_image_unit;
  return f === null ? missing('set_image_unit') : f(p);
}
export function mgp_set_patch_vertices(p: SetPatchVerticesPayload): void {
  const f = tables().c.set_patch_vertices;
  return f === null ? missing('set_patch_vertices') : f(p);
}
export function mgp_bind_stream_output_object(p: BindStreamOutputObjectPayload): void {
  const f = tables().c.bind_stream_output_object;
  return f === null ? missing('bind_stream_output_object') : f(p);
}
export function mgp_delete_stream_output_object(p: DeleteStreamOutputObjectPayload): void {
  const f = tables().c.delete_stream_output_object;
  return f === null ? missing('delete_stream_output_object') : f(p);
}
export function mgp_copy_framebuffer_to_texture(p: CopyFramebufferToTexturePayload): void {
  const f = tables().c.copy_framebuffer_to_texture;
  return f === null ? missing('copy_framebuffer_to_texture') : f(p);
}
export function mgp_set_context_values(p: SetContextValuesPayload): void {
  const f = tables().c.set_context_values;
  return f === null ? missing('set_context_values') : f(p);
}
export function mgp_set_program_bindings(p: SetProgramBindingsPayload): void {
  const f = tables().c.set_program_bindings;
  return f === null ? missing('set_program_bindings') : f(p);
}
export function mgp_read_pixels_to_buffer(p: ReadPixelsToBufferPayload): void {
  const f = tables().c.read_pixels_to_buffer;
  return f === null ? missing('read_pixels_to_buffer') : f(p);
}
export function mgp_query_counter(p: QueryCounterPayload): void {
  const f = tables().c.query_counter;
  return f === null ? missing('query_counter') : f(p);
}
export function mgp_get_timestamp(p: GetTimestampPayload): bigint {
  const f = tables().c.get_timestamp;
  return f === null ? missing('get_timestamp') : f(p);
}
export function mgp_fence_server_wait(p: FenceServerWaitPayload): void {
  const f = tables().c.fence_server_wait;
  return f === null ? missing('fence_server_wait') : f(p);
}
export function mgp_resource_copy_buffer(p: ResourceCopyBufferPayload): void {
  const f = tables().c.resource_copy_buffer;
  return f === null ? missing('resource_copy_buffer') : f(p);
}
export function mgp_resource_clear_buffer(p: ResourceClearBufferPayload): void {
  const f = tables().c.resource_clear_buffer;
  return f === null ? missing('resource_clear_buffer') : f(p);
}
export function mgp_resource_invalidate(p: ResourceInvalidatePayload): void {
  const f = tables().c.resource_invalidate;
  return f === null ? missing('resource_invalidate') : f(p);
}
export function mgp_set_texture_sampler_params(p: SetTextureSamplerParamsPayload): void {
  const f = tables().c.set_texture_sampler_params;
  return f === null ? missing('set_texture_sampler_params') : f(p);
}
export function mgp_bind_framebuffers(p: BindFramebuffersPayload): void {
  const f = tables().c.bind_framebuffers;
  return f === null ? missing('bind_framebuffers') : f(p);
}
export function mgp_texture_barrier(p: TextureBarrierPayload): void {
  const f = tables().c.texture_barrier;
  return f === null ? missing('texture_barrier') : f(p);
}
export function mgp_create_vertex_state(p: CreateVertexStatePayload): void {
  const f = tables().c.create_vertex_state;
  return f === null ? missing('create_vertex_state') : f(p);
}
export function mgp_bind_vertex_state(p: BindVertexStatePayload): void {
  const f = tables().c.bind_vertex_state;
  return f === null ? missing('bind_vertex_state') : f(p);
}
export function mgp_delete_vertex_state(p: DeleteVertexStatePayload): void {
  const f = tables().c.delete_vertex_state;
  return f === null ? missing('delete_vertex_state') : f(p);
}
