// GENERATED FILE: DO NOT EDIT. G3: the record size table: every record's size per payload shape.
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/pipe-calls.json, schema/pipe-wire.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

export interface RecordSizeInfo {
  readonly op: number;
  readonly name: string;
  /** Record header + fixed head: the size with nothing optional present and every tail empty. */
  readonly fixedBytes: number;
  /** Fields written only when present, in wire order (aligned to min(align, 4)). */
  readonly optional: readonly { field: string; bytes: number; align: number; rule: 'default' | 'nullable' | 'gate'; gateField: string | null; gateMask: number; def: string | null }[];
  /** Counted tails in wire order (each starts 4-aligned). */
  readonly tails: readonly { field: string; elemBytes: number; blob: boolean }[];
  /** The budgeted steady-state shape (one element per non-blob tail), from pipe-wire.json. */
  readonly steadyBytes: number;
  readonly budget: number | null;
}

export const kRecordHeaderBytes = 4;
export const kLongRecordHeaderBytes = 8;
export const kWrapOpcode = 65535;
export const kMaxSlot = 16777216;

export const kRecordSizes: readonly (RecordSizeInfo | null)[] = [
  { op: 0, name: 'get_caps', fixedBytes: 8, optional: [], tails: [], steadyBytes: 8, budget: null },
  { op: 1, name: 'resource_create', fixedBytes: 84, optional: [], tails: [], steadyBytes: 84, budget: null },
  { op: 2, name: 'resource_respecify', fixedBytes: 84, optional: [], tails: [], steadyBytes: 84, budget: null },
  { op: 3, name: 'resource_destroy', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 4, name: 'map_persistent', fixedBytes: 16, optional: [], tails: [], steadyBytes: 16, budget: null },
  { op: 5, name: 'unmap_persistent', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 6, name: 'fence_create', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 7, name: 'fence_status', fixedBytes: 16, optional: [], tails: [], steadyBytes: 16, budget: null },
  { op: 8, name: 'fence_wait', fixedBytes: 28, optional: [], tails: [], steadyBytes: 28, budget: null },
  { op: 9, name: 'fence_destroy', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 10, name: 'query_create', fixedBytes: 20, optional: [], tails: [], steadyBytes: 20, budget: null },
  { op: 11, name: 'query_begin', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 12, name: 'query_end', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 13, name: 'query_available', fixedBytes: 16, optional: [], tails: [], steadyBytes: 16, budget: null },
  { op: 14, name: 'query_result', fixedBytes: 16, optional: [], tails: [], steadyBytes: 16, budget: null },
  { op: 15, name: 'query_destroy', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 16, name: 'create_render_state', fixedBytes: 28, optional: [], tails: [{ field: 'chunks', elemBytes: 1, blob: true }], steadyBytes: 28, budget: null },
  { op: 17, name: 'bind_render_state', fixedBytes: 16, optional: [], tails: [], steadyBytes: 16, budget: 16 },
  { op: 18, name: 'delete_render_state', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 19, name: 'create_vertex_elements_state', fixedBytes: 20, optional: [], tails: [{ field: 'attribs', elemBytes: 16, blob: false }, { field: 'bindings', elemBytes: 8, blob: false }], steadyBytes: 44, budget: null },
  { op: 20, name: 'bind_vertex_elements_state', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 21, name: 'delete_vertex_elements_state', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 22, name: 'create_sampler_state', fixedBytes: 108, optional: [], tails: [], steadyBytes: 108, budget: null },
  { op: 23, name: 'delete_sampler_state', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 24, name: 'create_sampler_view', fixedBytes: 36, optional: [], tails: [], steadyBytes: 36, budget: null },
  { op: 25, name: 'delete_sampler_view', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 26, name: 'create_shader_state', fixedBytes: 60, optional: [], tails: [{ field: 'spirv', elemBytes: 1, blob: true }, { field: 'reflection', elemBytes: 1, blob: true }], steadyBytes: 60, budget: null },
  { op: 27, name: 'delete_shader_state', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 28, name: 'set_dynamic_state', fixedBytes: 16, optional: [], tails: [{ field: 'chunks', elemBytes: 1, blob: true }], steadyBytes: 16, budget: null },
  { op: 29, name: 'set_framebuffer_state', fixedBytes: 308, optional: [], tails: [], steadyBytes: 308, budget: null },
  { op: 30, name: 'set_vertex_buffers', fixedBytes: 12, optional: [], tails: [{ field: 'buffers', elemBytes: 24, blob: false }, { field: 'clientArrays', elemBytes: 32, blob: false }], steadyBytes: 68, budget: null },
  { op: 31, name: 'set_index_buffer', fixedBytes: 16, optional: [], tails: [], steadyBytes: 16, budget: null },
  { op: 32, name: 'set_indirect_buffers', fixedBytes: 20, optional: [], tails: [], steadyBytes: 20, budget: null },
  { op: 33, name: 'set_sampler_views', fixedBytes: 12, optional: [], tails: [{ field: 'views', elemBytes: 12, blob: false }], steadyBytes: 24, budget: null },
  { op: 34, name: 'bind_sampler_states', fixedBytes: 12, optional: [], tails: [{ field: 'samplers', elemBytes: 8, blob: false }], steadyBytes: 20, budget: null },
  { op: 35, name: 'set_texture_params', fixedBytes: 36, optional: [], tails: [], steadyBytes: 36, budget: null },
  { op: 36, name: 'set_shader_images', fixedBytes: 12, optional: [], tails: [{ field: 'images', elemBytes: 20, blob: false }], steadyBytes: 32, budget: null },
  { op: 37, name: 'set_shader_buffers', fixedBytes: 24, optional: [], tails: [{ field: 'ranges', elemBytes: 24, blob: false }, { field: 'hostBytes', elemBytes: 32, blob: false }], steadyBytes: 80, budget: null },
  { op: 38, name: 'set_stream_output_targets', fixedBytes: 20, optional: [], tails: [{ field: 'targets', elemBytes: 24, blob: false }, { field: 'offsets', elemBytes: 4, blob: false }], steadyBytes: 48, budget: null },
  { op: 39, name: 'set_global_constants', fixedBytes: 20, optional: [], tails: [{ field: 'bytes', elemBytes: 1, blob: true }], steadyBytes: 20, budget: null },
  { op: 40, name: 'set_vertex_attrib_defaults', fixedBytes: 12, optional: [], tails: [{ field: 'values', elemBytes: 20, blob: false }], steadyBytes: 32, budget: null },
  { op: 41, name: 'set_pixel_pack_state', fixedBytes: 28, optional: [], tails: [], steadyBytes: 28, budget: null },
  { op: 42, name: 'set_patch_state', fixedBytes: 32, optional: [], tails: [], steadyBytes: 32, budget: null },
  { op: 43, name: 'set_draw_program', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 44, name: 'set_dispatch_program', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 45, name: 'resource_subdata', fixedBytes: 52, optional: [], tails: [{ field: 'regions', elemBytes: 40, blob: false }, { field: 'data', elemBytes: 1, blob: true }], steadyBytes: 92, budget: null },
  { op: 46, name: 'resource_flush_range', fixedBytes: 36, optional: [], tails: [], steadyBytes: 36, budget: null },
  { op: 47, name: 'resource_readback', fixedBytes: 36, optional: [], tails: [], steadyBytes: 36, budget: null },
  { op: 48, name: 'resource_copy_region', fixedBytes: 60, optional: [], tails: [], steadyBytes: 60, budget: null },
  { op: 49, name: 'blit', fixedBytes: 60, optional: [], tails: [], steadyBytes: 60, budget: null },
  { op: 50, name: 'clear', fixedBytes: 48, optional: [], tails: [], steadyBytes: 48, budget: null },
  { op: 51, name: 'generate_mipmap', fixedBytes: 20, optional: [], tails: [], steadyBytes: 20, budget: null },
  { op: 52, name: 'read_pixels', fixedBytes: 40, optional: [], tails: [], steadyBytes: 40, budget: null },
  { op: 53, name: 'get_texture_image', fixedBytes: 52, optional: [], tails: [], steadyBytes: 52, budget: null },
  { op: 54, name: 'buffer_subdata_resident', fixedBytes: 28, optional: [], tails: [{ field: 'data', elemBytes: 1, blob: true }], steadyBytes: 28, budget: null },
  { op: 55, name: 'draw_vbo', fixedBytes: 16, optional: [{ field: 'instanceCount', bytes: 4, align: 4, rule: 'default', gateField: null, gateMask: 0, def: '1' }, { field: 'startInstance', bytes: 4, align: 4, rule: 'default', gateField: null, gateMask: 0, def: '0' }, { field: 'restartIndex', bytes: 4, align: 4, rule: 'default', gateField: null, gateMask: 0, def: '4294967295' }, { field: 'indexResource', bytes: 8, align: 4, rule: 'default', gateField: null, gateMask: 0, def: 'null' }, { field: 'drawIdOffset', bytes: 4, align: 4, rule: 'default', gateField: null, gateMask: 0, def: '0' }, { field: 'minIndex', bytes: 4, align: 4, rule: 'gate', gateField: 'flags', gateMask: 8, def: null }, { field: 'maxIndex', bytes: 4, align: 4, rule: 'gate', gateField: 'flags', gateMask: 8, def: null }, { field: 'xfbCpuCapturedVertices', bytes: 8, align: 4, rule: 'gate', gateField: 'flags', gateMask: 16, def: null }, { field: 'userIndices', bytes: 24, align: 4, rule: 'gate', gateField: 'flags', gateMask: 1, def: null }, { field: 'indirect', bytes: 40, align: 4, rule: 'nullable', gateField: null, gateMask: 0, def: null }], tails: [{ field: 'ranges', elemBytes: 12, blob: false }], steadyBytes: 28, budget: 32 },
  { op: 56, name: 'launch_grid', fixedBytes: 20, optional: [{ field: 'indirectBuffer', bytes: 8, align: 4, rule: 'default', gateField: null, gateMask: 0, def: 'null' }, { field: 'indirectOffset', bytes: 8, align: 4, rule: 'default', gateField: null, gateMask: 0, def: '0' }], tails: [], steadyBytes: 20, budget: null },
  { op: 57, name: 'memory_barrier', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 58, name: 'begin_stream_output', fixedBytes: 8, optional: [], tails: [], steadyBytes: 8, budget: null },
  { op: 59, name: 'end_stream_output', fixedBytes: 20, optional: [], tails: [], steadyBytes: 20, budget: null },
  { op: 60, name: 'pause_stream_output', fixedBytes: 4, optional: [], tails: [], steadyBytes: 4, budget: null },
  { op: 61, name: 'resume_stream_output', fixedBytes: 4, optional: [], tails: [], steadyBytes: 4, budget: null },
  { op: 62, name: 'flush', fixedBytes: 8, optional: [], tails: [], steadyBytes: 8, budget: null },
  { op: 63, name: 'present', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 64, name: 'set_swap_interval', fixedBytes: 8, optional: [], tails: [], steadyBytes: 8, budget: null },
  { op: 65, name: 'set_residual_value_state', fixedBytes: 8, optional: [], tails: [{ field: 'block', elemBytes: 1, blob: true }], steadyBytes: 8, budget: null },
  { op: 66, name: 'destroy_context_object', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 67, name: 'set_image_unit', fixedBytes: 28, optional: [], tails: [], steadyBytes: 28, budget: null },
  { op: 68, name: 'set_patch_vertices', fixedBytes: 8, optional: [], tails: [], steadyBytes: 8, budget: null },
  { op: 69, name: 'bind_stream_output_object', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 70, name: 'delete_stream_output_object', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 71, name: 'copy_framebuffer_to_texture', fixedBytes: 44, optional: [], tails: [], steadyBytes: 44, budget: null },
  { op: 72, name: 'set_context_values', fixedBytes: 20, optional: [], tails: [], steadyBytes: 20, budget: null },
  { op: 73, name: 'set_program_bindings', fixedBytes: 20, optional: [], tails: [{ field: 'bindings', elemBytes: 4, blob: false }], steadyBytes: 24, budget: null },
  { op: 74, name: 'read_pixels_to_buffer', fixedBytes: 52, optional: [], tails: [], steadyBytes: 52, budget: null },
  { op: 75, name: 'query_counter', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 76, name: 'get_timestamp', fixedBytes: 8, optional: [], tails: [], steadyBytes: 8, budget: null },
  { op: 77, name: 'fence_server_wait', fixedBytes: 20, optional: [], tails: [], steadyBytes: 20, budget: null },
  { op: 78, name: 'resource_copy_buffer', fixedBytes: 44, optional: [], tails: [], steadyBytes: 44, budget: null },
  { op: 79, name: 'resource_clear_buffer', fixedBytes: 52, optional: [], tails: [], steadyBytes: 52, budget: null },
  { op: 80, name: 'resource_invalidate', fixedBytes: 28, optional: [], tails: [], steadyBytes: 28, budget: null },
  { op: 81, name: 'set_texture_sampler_params', fixedBytes: 120, optional: [], tails: [], steadyBytes: 120, budget: null },
  { op: 82, name: 'bind_framebuffers', fixedBytes: 20, optional: [], tails: [], steadyBytes: 20, budget: null },
  { op: 83, name: 'texture_barrier', fixedBytes: 8, optional: [], tails: [], steadyBytes: 8, budget: null },
  { op: 84, name: 'create_vertex_state', fixedBytes: 32, optional: [], tails: [{ field: 'buffers', elemBytes: 24, blob: false }], steadyBytes: 56, budget: null },
  { op: 85, name: 'bind_vertex_state', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
  { op: 86, name: 'delete_vertex_state', fixedBytes: 12, optional: [], tails: [], steadyBytes: 12, budget: null },
];
