// GENERATED FILE: DO NOT EDIT. G1: the MGPipeScreen / MGPipeContext function tables.
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
import type { MGPCaps } from '../caps.ts';
import type { MGPMapResult } from '../host-span.ts';

// Function-pointer tables, not classes (seeds §4.1): a null entry means "not implemented, the front end falls back",
// which a pure-virtual interface could only fake with a lying stub. Each doc comment is the entry's contract.

export interface MGPipeScreen {
  // ---- caps: Capabilities: one POD record instead of per-cap queries (D2).
  /** Caps, renderer strings, format table and callMask in one POD (D2). callMask replaces probing table entries for null. Opcode 0, class screen. Wait: reply. Flags: replySlot. */
  get_caps: ((p: GetCapsPayload) => MGPCaps) | null;
  // ---- resources: Buffer / texture / renderbuffer namespace of the share group.
  /** Create a buffer / texture / renderbuffer under a client-chosen handle (D1). Sent at front-end object construction; storage may be defined lazily by resource_respecify. Opcode 1, class screen. Wait: none. */
  resource_create: ((p: ResourceCreatePayload) => void) | null;
  /** Redefine storage (glBufferData / glTexImage). The handle (and its gen) stays; only storage changes. Opcode 2, class screen. Wait: none. */
  resource_respecify: ((p: ResourceRespecifyPayload) => void) | null;
  /** Explicit death; replaces the WeakPtr GC sweeps. Views die before their storage owner (§5.6.1). Opcode 3, class screen. Wait: none. */
  resource_destroy: ((p: ResourceDestroyPayload) => void) | null;
  /** Permanent address-space donation (D4, D-B4): one round trip per storage definition. Untouched during the migration. Opcode 4, class screen. Wait: reply. Flags: replySlot, optional. May be null: the front end then falls back (callMask bit clear). */
  map_persistent: ((p: MapPersistentPayload) => MGPMapResult) | null;
  /** End a persistent map; the client waits until applied before reusing the address range. Opcode 5, class screen. Wait: applied. Flags: optional, needsAck. May be null: the front end then falls back (callMask bit clear). */
  unmap_persistent: ((p: UnmapPersistentPayload) => void) | null;
  // ---- fences: Fences; the two-value status contract of BackendObject.h:243-249 is kept verbatim.
  /** Insert a fence after every call already pushed. Opcode 6, class screen. Wait: none. */
  fence_create: ((p: FenceCreatePayload) => void) | null;
  /** Two-value status contract verbatim (signaled / unsignaled). Opcode 7, class screen. Wait: reply. Flags: replySlot. */
  fence_status: ((p: FenceStatusPayload) => number) | null;
  /** Client wait (glClientWaitSync). Opcode 8, class screen. Wait: reply. Flags: replySlot. */
  fence_wait: ((p: FenceWaitPayload) => number) | null;
  /** Delete a fence. Opcode 9, class screen. Wait: none. */
  fence_destroy: ((p: FenceDestroyPayload) => void) | null;
}

export const kMGPipeScreenEntries: readonly (keyof MGPipeScreen)[] = ['get_caps', 'resource_create', 'resource_respecify', 'resource_destroy', 'map_persistent', 'unmap_persistent', 'fence_create', 'fence_status', 'fence_wait', 'fence_destroy'];
/** A table with every entry null: backends start from this and fill what they implement. */
export function emptyMGPipeScreen(): MGPipeScreen {
  return { get_caps: null, resource_create: null, resource_respecify: null, resource_destroy: null, map_persistent: null, unmap_persistent: null, fence_create: null, fence_status: null, fence_wait: null, fence_destroy: null };
}

export interface MGPipeContext {
  // ---- draw: Verbs that rasterize or dispatch; all their set_*/bind_* precede them (D-B3).
  /** All 20 GL draw entries collapse here. Every set_* and bind_* this verb needs precedes it (D-B3); the server specializes at this point. Opcode 55, class verb. Wait: none. Flags: varTail, hostSpan. Verb class draw: reads only the PipeInputs groups G5 lists for it. */
  draw_vbo: ((p: DrawVboPayload) => void) | null;
  /** glDispatchCompute(Indirect). Opcode 56, class verb. Wait: none. Verb class dispatch: reads only the PipeInputs groups G5 lists for it. */
  launch_grid: ((p: LaunchGridPayload) => void) | null;
  // ---- queries: Query objects (the query namespace is per context, §4.3; p_context.h order).
  /** Create a query object; the kind gates on kCapOcclusionQuery / kCapTimerQuery / kCapXfbPrimitivesQuery. Opcode 10, class query. Wait: none. */
  query_create: ((p: QueryCreatePayload) => void) | null;
  /** Begin counting. Opcode 11, class query. Wait: none. Verb class query: reads only the PipeInputs groups G5 lists for it. */
  query_begin: ((p: QueryBeginPayload) => void) | null;
  /** End counting. Opcode 12, class query. Wait: none. Verb class query: reads only the PipeInputs groups G5 lists for it. */
  query_end: ((p: QueryEndPayload) => void) | null;
  /** Async-with-handle, never blocking (§4.4.6). Opcode 13, class query. Wait: reply. Flags: replySlot. */
  query_available: ((p: QueryAvailablePayload) => boolean) | null;
  /** Result value; the client asks only after query_available said yes or the app demands a wait. Opcode 14, class query. Wait: reply. Flags: replySlot. */
  query_result: ((p: QueryResultPayload) => bigint) | null;
  /** Delete a query. Opcode 15, class query. Wait: none. */
  query_destroy: ((p: QueryDestroyPayload) => void) | null;
  /** glQueryCounter(GL_TIMESTAMP). Opcode 75, class query. Wait: none. Gated by kCapTimerQuery. Verb class query: reads only the PipeInputs groups G5 lists for it. */
  query_counter: ((p: QueryCounterPayload) => void) | null;
  /** glGetInteger64v(GL_TIMESTAMP). Opcode 76, class query. Wait: reply. Flags: replySlot. Gated by kCapTimerQuery. */
  get_timestamp: ((p: GetTimestampPayload) => bigint) | null;
  // ---- state objects: CSOs: create / bind / delete, caller-provided handles (D1), content-addressed on the client.
  /** D-B1: identity is the pipeline subset only; a miss sends the changed chunks. Must precede any bind of cso. Opcode 16, class cso. Wait: none. Flags: hasBlob. */
  create_render_state: ((p: CreateRenderStatePayload) => void) | null;
  /** Steady-state render-state push: scatters the CSO's chunks into the working RenderStateParameters. Both version counters cross the wire. Opcode 17, class cso. Wait: none. Writes PipeInputs group(s) renderState. */
  bind_render_state: ((p: BindRenderStatePayload) => void) | null;
  /** LRU eviction on the client (capacity 64). Opcode 18, class cso. Wait: none. */
  delete_render_state: ((p: DeleteRenderStatePayload) => void) | null;
  /** §4.5.3: both views, neither can be dropped (stride 0 means different things in each). Opcode 19, class cso. Wait: none. Flags: varTail. */
  create_vertex_elements_state: ((p: CreateVertexElementsStatePayload) => void) | null;
  /** Bind a vertex-elements CSO. Opcode 20, class cso. Wait: none. Writes PipeInputs group(s) vertexElements. */
  bind_vertex_elements_state: ((p: BindVertexElementsStatePayload) => void) | null;
  /** LRU eviction (capacity 1024). Opcode 21, class cso. Wait: none. */
  delete_vertex_elements_state: ((p: DeleteVertexElementsStatePayload) => void) | null;
  /** Bound by bind_sampler_states. Opcode 22, class cso. Wait: none. */
  create_sampler_state: ((p: CreateSamplerStatePayload) => void) | null;
  /** LRU eviction (capacity 256). Opcode 23, class cso. Wait: none. */
  delete_sampler_state: ((p: DeleteSamplerStatePayload) => void) | null;
  /** View limits only (D10); bound by set_sampler_views. Opcode 24, class cso. Wait: none. */
  create_sampler_view: ((p: CreateSamplerViewPayload) => void) | null;
  /** LRU eviction (capacity 4096). Opcode 25, class cso. Wait: none. */
  delete_sampler_view: ((p: DeleteSamplerViewPayload) => void) | null;
  /** §4.5.5: publishes artifacts; the server specializes lazily at verb time from pushed state (D-B2). Sent from the compile pool's continuation. Opcode 26, class cso. Wait: none. Flags: hasBlob. */
  create_shader_state: ((p: CreateShaderStatePayload) => void) | null;
  /** Follows ProgramObject lifetime; composite slots come from the program-pipeline segment. Opcode 27, class cso. Wait: none. */
  delete_shader_state: ((p: DeleteShaderStatePayload) => void) | null;
  /** gallium pipe_vertex_state: a VAO's vertex elements, vertex buffers and element buffer made once (no host-sourced attribute). Every handle is checked before anything is stored. Opcode 84, class cso. Wait: none. Flags: varTail. */
  create_vertex_state: ((p: CreateVertexStatePayload) => void) | null;
  /** Writes the three groups exactly as bind_vertex_elements_state + set_vertex_buffers + set_index_buffer with the state's contents would; a backend may draw it through one driver object made once (GLES: a VAO per state). Opcode 85, class cso. Wait: none. Writes PipeInputs group(s) vertexElements, vertexBuffers, indexBuffer. */
  bind_vertex_state: ((p: BindVertexStatePayload) => void) | null;
  /** The client's per-VAO memo evicted the state, or its VAO died, or its elements CSO is about to be deleted. Opcode 86, class cso. Wait: none. */
  delete_vertex_state: ((p: DeleteVertexStatePayload) => void) | null;
  // ---- small state: set_* state, pushed at validate time (§5.1), never from GL setters.
  /** D-B1: the half of render state m_pipelineStateVersion does not cover; glViewport no longer mints a CSO. Opcode 28, class state. Wait: none. Flags: hasBlob. Writes PipeInputs group(s) dynamicState. */
  set_dynamic_state: ((p: SetDynamicStatePayload) => void) | null;
  /** §4.5.6. Surface handles imply server keep-alive of attachments. Opcode 29, class state. Wait: none. Writes PipeInputs group(s) framebuffer. */
  set_framebuffer_state: ((p: SetFramebufferStatePayload) => void) | null;
  /** VAO binding points, resolved on the client. Opcode 30, class state. Wait: none. Flags: varTail, hostSpan. Writes PipeInputs group(s) vertexBuffers. */
  set_vertex_buffers: ((p: SetVertexBuffersPayload) => void) | null;
  /** Independent call: the VAO config version is not a superset of it (D5). Opcode 31, class state. Wait: none. Writes PipeInputs group(s) indexBuffer. */
  set_index_buffer: ((p: SetIndexBufferPayload) => void) | null;
  /** DRAW_INDIRECT / PARAMETER buffer bindings. Opcode 32, class state. Wait: none. Writes PipeInputs group(s) indirectBuffers. */
  set_indirect_buffers: ((p: SetIndirectBuffersPayload) => void) | null;
  /** Merged unit space, no stage dimension; resolved on the client (§5.5): one entry per unit up to the draw program's highest sampled unit, with the target its sampler types read (a null view: not sampled); suppressed by the set hash when unchanged. Opcode 33, class state. Wait: none. Flags: varTail. Writes PipeInputs group(s) samplerViews. */
  set_sampler_views: ((p: SetSamplerViewsPayload) => void) | null;
  /** Per merged unit; suppressed by the set hash when unchanged. Opcode 34, class state. Wait: none. Flags: varTail. Writes PipeInputs group(s) samplers. */
  bind_sampler_states: ((p: BindSamplerStatesPayload) => void) | null;
  /** D10: per texture object, independent of any sampler view (FBO-only / image-only textures have none). Opcode 35, class object. Wait: none. Writes PipeInputs group(s) textureParams. */
  set_texture_params: ((p: SetTextureParamsPayload) => void) | null;
  /** Image units with live formats. Opcode 36, class state. Wait: none. Flags: varTail. Writes PipeInputs group(s) shaderImages. */
  set_shader_images: ((p: SetShaderImagesPayload) => void) | null;
  /** UBO / SSBO / atomic-counter ranges; count is the touched high-water mark. Opcode 37, class state. Wait: none. Flags: varTail, hostSpan. Writes PipeInputs group(s) shaderBuffers. */
  set_shader_buffers: ((p: SetShaderBuffersPayload) => void) | null;
  /** XFB targets. Opcode 38, class state. Wait: none. Flags: varTail. Writes PipeInputs group(s) streamOutput. */
  set_stream_output_targets: ((p: SetStreamOutputTargetsPayload) => void) | null;
  /** Default uniform block only (D6); at most once per program per frame. Opcode 39, class state. Wait: none. Flags: hasBlob. Writes PipeInputs group(s) globalConstants. */
  set_global_constants: ((p: SetGlobalConstantsPayload) => void) | null;
  /** Current vertex attributes with the float/int/uint view resolved on the client. Opcode 40, class state. Wait: none. Flags: varTail. Writes PipeInputs group(s) attribDefaults. */
  set_vertex_attrib_defaults: ((p: SetVertexAttribDefaultsPayload) => void) | null;
  /** PACK only; there is no unpack counterpart (D5). Opcode 41, class state. Wait: none. Writes PipeInputs group(s) packState. */
  set_pixel_pack_state: ((p: SetPixelPackStatePayload) => void) | null;
  /** Also a shader-variant input (D-B2). Opcode 42, class state. Wait: none. Writes PipeInputs group(s) patch. */
  set_patch_state: ((p: SetPatchStatePayload) => void) | null;
  /** Includes composites (program-pipeline slot segment, §5.6.3). Opcode 43, class state. Wait: none. Writes PipeInputs group(s) drawProgram. */
  set_draw_program: ((p: SetDrawProgramPayload) => void) | null;
  /** Compute program. Opcode 44, class state. Wait: none. Writes PipeInputs group(s) dispatchProgram. */
  set_dispatch_program: ((p: SetDispatchProgramPayload) => void) | null;
  /** Single image-unit bind (glBindImageTexture) without resending the whole set. Opcode 67, class state. Wait: none. Writes PipeInputs group(s) shaderImages. */
  set_image_unit: ((p: SetImageUnitPayload) => void) | null;
  /** glPatchParameteri(GL_PATCH_VERTICES) alone. Opcode 68, class state. Wait: none. Writes PipeInputs group(s) patch. */
  set_patch_vertices: ((p: SetPatchVerticesPayload) => void) | null;
  /** Context-wide values outside RenderStateParameters. Opcode 72, class state. Wait: none. Writes PipeInputs group(s) contextValues. */
  set_context_values: ((p: SetContextValuesPayload) => void) | null;
  /** The rest of a texture object's parameters next to set_texture_params (which carries only the LOD fields of its sampler state): the filters, wraps, compare mode, border and anisotropy, and a view's range. Per texture object, pushed when they moved, independent of views. Opcode 81, class object. Wait: none. Writes PipeInputs group(s) textureParams. */
  set_texture_sampler_params: ((p: SetTextureSamplerParamsPayload) => void) | null;
  /** Which framebuffers are bound for draw and for read; each one's state arrived by set_framebuffer_state under its handle (the server keeps it per handle). Set-hash suppressed: a redundant glBindFramebuffer sends nothing. Opcode 82, class state. Wait: none. Writes PipeInputs group(s) framebuffer. */
  bind_framebuffers: ((p: BindFramebuffersPayload) => void) | null;
  // ---- stream output: Transform feedback spans.
  /** glBeginTransformFeedback. Opcode 58, class verb. Wait: none. Verb class xfbSpan: reads only the PipeInputs groups G5 lists for it. */
  begin_stream_output: ((p: BeginStreamOutputPayload) => void) | null;
  /** CPU XFB accounting travels here (kCapCpuXfbPrimitiveAccounting). Opcode 59, class verb. Wait: none. Verb class xfbSpan: reads only the PipeInputs groups G5 lists for it. */
  end_stream_output: ((p: EndStreamOutputPayload) => void) | null;
  /** glPauseTransformFeedback. Opcode 60, class verb. Wait: none. Verb class xfbSpan: reads only the PipeInputs groups G5 lists for it. */
  pause_stream_output: ((p: PauseStreamOutputPayload) => void) | null;
  /** glResumeTransformFeedback. Opcode 61, class verb. Wait: none. Verb class xfbSpan: reads only the PipeInputs groups G5 lists for it. */
  resume_stream_output: ((p: ResumeStreamOutputPayload) => void) | null;
  /** XFB object bind; keys per-object counters (fixes the D21 latent bug). Opcode 69, class state. Wait: none. Writes PipeInputs group(s) streamOutput. */
  bind_stream_output_object: ((p: BindStreamOutputObjectPayload) => void) | null;
  /** XFB object delete. Opcode 70, class object. Wait: none. */
  delete_stream_output_object: ((p: DeleteStreamOutputObjectPayload) => void) | null;
  // ---- transfer: Uploads, copies, blits and readbacks (no pipe_transfer: D4).
  /** §4.5.6: union box AND regions; the server picks the upload shape. Opcode 45, class object. Wait: none. Flags: hasBlob, varTail. Verb class textureOp: reads only the PipeInputs groups G5 lists for it. */
  resource_subdata: ((p: ResourceSubdataPayload) => void) | null;
  /** Flush a mapped range. Opcode 46, class object. Wait: none. */
  resource_flush_range: ((p: ResourceFlushRangePayload) => void) | null;
  /** Read buffer bytes back. Opcode 47, class object. Wait: reply. Flags: replySlot. Verb class readback: reads only the PipeInputs groups G5 lists for it. */
  resource_readback: ((p: ResourceReadbackPayload) => Uint8Array) | null;
  /** Buffer or texture copy (CopyImageSubData / CopyBufferSubData). Opcode 48, class object. Wait: none. Verb class blitOrCopy: reads only the PipeInputs groups G5 lists for it. */
  resource_copy_region: ((p: ResourceCopyRegionPayload) => void) | null;
  /** glBlitFramebuffer. Opcode 49, class verb. Wait: none. Verb class blitOrCopy: reads only the PipeInputs groups G5 lists for it. */
  blit: ((p: BlitPayload) => void) | null;
  /** The client allocates level storage, the server generates; on_mip_levels_generated reports shapes. Opcode 51, class object. Wait: none. Verb class textureOp: reads only the PipeInputs groups G5 lists for it. */
  generate_mipmap: ((p: GenerateMipmapPayload) => void) | null;
  /** glReadPixels into client memory. Opcode 52, class verb. Wait: reply. Flags: replySlot. Verb class readback: reads only the PipeInputs groups G5 lists for it. */
  read_pixels: ((p: ReadPixelsPayload) => Uint8Array) | null;
  /** glGetTexImage. Opcode 53, class object. Wait: reply. Flags: replySlot. Verb class readback: reads only the PipeInputs groups G5 lists for it. */
  get_texture_image: ((p: GetTextureImagePayload) => Uint8Array) | null;
  /** May be null: ordering against a live coherent map differs per backend (BufferObject.h:84-92). Opcode 54, class object. Wait: none. Flags: hasBlob, optional. Gated by kCapResidentSubData. May be null: the front end then falls back (callMask bit clear). */
  buffer_subdata_resident: ((p: BufferSubdataResidentPayload) => void) | null;
  /** glCopyTex(Sub)Image from the pushed read surface. Opcode 71, class verb. Wait: none. Verb class blitOrCopy: reads only the PipeInputs groups G5 lists for it. */
  copy_framebuffer_to_texture: ((p: CopyFramebufferToTexturePayload) => void) | null;
  /** glReadPixels into a PIXEL_PACK buffer: no reply, the bytes stay on the server. Opcode 74, class verb. Wait: none. Verb class readback: reads only the PipeInputs groups G5 lists for it. */
  read_pixels_to_buffer: ((p: ReadPixelsToBufferPayload) => void) | null;
  /** glCopy(Named)BufferSubData between two buffer resources, pushed at call time (§5.1.1); src may equal dst (the front end refused overlapping ranges). Opcode 78, class object. Wait: none. */
  resource_copy_buffer: ((p: ResourceCopyBufferPayload) => void) | null;
  /** glClear(Named)Buffer(Sub)Data: the server repeats one converted element over the range. Opcode 79, class object. Wait: none. */
  resource_clear_buffer: ((p: ResourceClearBufferPayload) => void) | null;
  /** glInvalidateBuffer(Sub)Data: the range's content becomes undefined (a backend may keep the bytes). Opcode 80, class object. Wait: none. */
  resource_invalidate: ((p: ResourceInvalidatePayload) => void) | null;
  // ---- clear: One clear call with a discriminant (Clear + ClearBuffer* + ClearNamedFramebuffer*).
  /** One clear with a discriminant. Opcode 50, class verb. Wait: none. Verb class clear: reads only the PipeInputs groups G5 lists for it. */
  clear: ((p: ClearPayload) => void) | null;
  // ---- flush and present: Stream control.
  /** glMemoryBarrier(ByRegion). Opcode 57, class verb. Wait: none. Verb class sync: reads only the PipeInputs groups G5 lists for it. */
  memory_barrier: ((p: MemoryBarrierPayload) => void) | null;
  /** glFlush / glFinish (finish waits on the client side via a fence). Opcode 62, class verb. Wait: none. Verb class sync: reads only the PipeInputs groups G5 lists for it. */
  flush: ((p: FlushPayload) => void) | null;
  /** Swap; the client may wait for present completion. Opcode 63, class verb. Wait: present. Verb class sync: reads only the PipeInputs groups G5 lists for it. */
  present: ((p: PresentPayload) => void) | null;
  /** May be null (Magma). Opcode 64, class verb. Wait: none. Flags: optional. May be null: the front end then falls back (callMask bit clear). Verb class sync: reads only the PipeInputs groups G5 lists for it. */
  set_swap_interval: ((p: SetSwapIntervalPayload) => void) | null;
  /** glWaitSync: the server stream waits, the client does not. Opcode 77, class verb. Wait: none. Verb class sync: reads only the PipeInputs groups G5 lists for it. */
  fence_server_wait: ((p: FenceServerWaitPayload) => void) | null;
  /** glTextureBarrier: what earlier draws wrote through the framebuffer is visible to later texture fetches (gallium texture_barrier). Opcode 83, class verb. Wait: none. Verb class sync: reads only the PipeInputs groups G5 lists for it. */
  texture_barrier: ((p: TextureBarrierPayload) => void) | null;
  // ---- objects: Per-context object lifetimes (FBO / XFB objects, program bindings).
  /** Object death for per-context namespaces (MobileGL needed it: FBO and XFB objects die without a resource_destroy). Opcode 66, class object. Wait: none. */
  destroy_context_object: ((p: DestroyContextObjectPayload) => void) | null;
  /** glUniformBlockBinding / glShaderStorageBlockBinding after link, and the sampler / image units of the program's opaque uniforms (glUniform1i on a sampler); per program, kept by the server. Opcode 73, class object. Wait: none. Flags: varTail. Writes PipeInputs group(s) programBindings. */
  set_program_bindings: ((p: SetProgramBindingsPayload) => void) | null;
  // ---- temporary: Migration-only calls that must shrink to nothing (§6.3).
  /** TEMPORARY (§6.3): its size only ever shrinks and reaches 0 at P13. Opcode 65, class state. Wait: none. Flags: hasBlob. Writes PipeInputs group(s) residual. */
  set_residual_value_state: ((p: SetResidualValueStatePayload) => void) | null;
}

export const kMGPipeContextEntries: readonly (keyof MGPipeContext)[] = ['draw_vbo', 'launch_grid', 'query_create', 'query_begin', 'query_end', 'query_available', 'query_result', 'query_destroy', 'query_counter', 'get_timestamp', 'create_render_state', 'bind_render_state', 'delete_render_state', 'create_vertex_elements_state', 'bind_vertex_elements_state', 'delete_vertex_elements_state', 'create_sampler_state', 'delete_sampler_state', 'create_sampler_view', 'delete_sampler_view', 'create_shader_state', 'delete_shader_state', 'create_vertex_state', 'bind_vertex_state', 'delete_vertex_state', 'set_dynamic_state', 'set_framebuffer_state', 'set_vertex_buffers', 'set_index_buffer', 'set_indirect_buffers', 'set_sampler_views', 'bind_sampler_states', 'set_texture_params', 'set_shader_images', 'set_shader_buffers', 'set_stream_output_targets', 'set_global_constants', 'set_vertex_attrib_defaults', 'set_pixel_pack_state', 'set_patch_state', 'set_draw_program', 'set_dispatch_program', 'set_image_unit', 'set_patch_vertices', 'set_context_values', 'set_texture_sampler_params', 'bind_framebuffers', 'begin_stream_output', 'end_stream_output', 'pause_stream_output', 'resume_stream_output', 'bind_stream_output_object', 'delete_stream_output_object', 'resource_subdata', 'resource_flush_range', 'resource_readback', 'resource_copy_region', 'blit', 'generate_mipmap', 'read_pixels', 'get_texture_image', 'buffer_subdata_resident', 'copy_framebuffer_to_texture', 'read_pixels_to_buffer', 'resource_copy_buffer', 'resource_clear_buffer', 'resource_invalidate', 'clear', 'memory_barrier', 'flush', 'present', 'set_swap_interval', 'fence_server_wait', 'texture_barrier', 'destroy_context_object', 'set_program_bindings', 'set_residual_value_state'];
/** A table with every entry null: backends start from this and fill what they implement. */
export function emptyMGPipeContext(): MGPipeContext {
  return { draw_vbo: null, launch_grid: null, query_create: null, query_begin: null, query_end: null, query_available: null, query_result: null, query_destroy: null, query_counter: null, get_timestamp: null, create_render_state: null, bind_render_state: null, delete_render_state: null, create_vertex_elements_state: null, bind_vertex_elements_state: null, delete_vertex_elements_state: null, create_sampler_state: null, delete_sampler_state: null, create_sampler_view: null, delete_sampler_view: null, create_shader_state: null, delete_shader_state: null, create_vertex_state: null, bind_vertex_state: null, delete_vertex_state: null, set_dynamic_state: null, set_framebuffer_state: null, set_vertex_buffers: null, set_index_buffer: null, set_indirect_buffers: null, set_sampler_views: null, bind_sampler_states: null, set_texture_params: null, set_shader_images: null, set_shader_buffers: null, set_stream_output_targets: null, set_global_constants: null, set_vertex_attrib_defaults: null, set_pixel_pack_state: null, set_patch_state: null, set_draw_program: null, set_dispatch_program: null, set_image_unit: null, set_patch_vertices: null, set_context_values: null, set_texture_sampler_params: null, bind_framebuffers: null, begin_stream_output: null, end_stream_output: null, pause_stream_output: null, resume_stream_output: null, bind_stream_output_object: null, delete_stream_output_object: null, resource_subdata: null, resource_flush_range: null, resource_readback: null, resource_copy_region: null, blit: null, generate_mipmap: null, read_pixels: null, get_texture_image: null, buffer_subdata_resident: null, copy_framebuffer_to_texture: null, read_pixels_to_buffer: null, resource_copy_buffer: null, resource_clear_buffer: null, resource_invalidate: null, clear: null, memory_barrier: null, flush: null, present: null, set_swap_interval: null, fence_server_wait: null, texture_barrier: null, destroy_context_object: null, set_program_bindings: null, set_residual_value_state: null };
}
