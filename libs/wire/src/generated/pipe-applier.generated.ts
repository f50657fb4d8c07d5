// GENERATED FILE: DO NOT EDIT. G3: the applier dispatch switch (decoded record -> table call).
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/pipe-calls.json, schema/pipe-wire.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

import type { MGPipeScreen, MGPipeContext } from '@mgpipe/pipe-types';
import { kMGPipeOpCount } from '@mgpipe/pipe-types';
import { dec_get_caps, dec_resource_create, dec_resource_respecify, dec_resource_destroy, dec_map_persistent, dec_unmap_persistent, dec_fence_create, dec_fence_status, dec_fence_wait, dec_fence_destroy, dec_query_create, dec_query_begin, dec_query_end, dec_query_available, dec_query_result, dec_query_destroy, dec_create_render_state, dec_bind_render_state, dec_delete_render_state, dec_create_vertex_elements_state, dec_bind_vertex_elements_state, dec_delete_vertex_elements_state, dec_create_sampler_state, dec_delete_sampler_state, dec_create_sampler_view, dec_delete_sampler_view, dec_create_shader_state, dec_delete_shader_state, dec_set_dynamic_state, dec_set_framebuffer_state, dec_set_vertex_buffers, dec_set_index_buffer, dec_set_indirect_buffers, dec_set_sampler_views, dec_bind_sampler_states, dec_set_texture_params, dec_set_shader_images, dec_set_shader_buffers, dec_set_stream_output_targets, dec_set_global_constants, dec_set_vertex_attrib_defaults, dec_set_pixel_pack_state, dec_set_patch_state, dec_set_draw_program, dec_set_dispatch_program, dec_resource_subdata, dec_resource_flush_range, dec_resource_readback, dec_resource_copy_region, dec_blit, dec_clear, dec_generate_mipmap, dec_read_pixels, dec_get_texture_image, dec_buffer_subdata_resident, dec_draw_vbo, dec_launch_grid, dec_memory_barrier, dec_begin_stream_output, dec_end_stream_output, dec_pause_stream_output, dec_resume_stream_output, dec_flush, dec_present, dec_set_swap_interval, dec_set_residual_value_state, dec_destroy_context_object, dec_set_image_unit, dec_set_patch_vertices, dec_bind_stream_output_object, dec_delete_stream_output_object, dec_copy_framebuffer_to_texture, dec_set_context_values, dec_set_program_bindings, dec_read_pixels_to_buffer, dec_query_counter, dec_get_timestamp, dec_fence_server_wait, dec_resource_copy_buffer, dec_resource_clear_buffer, dec_resource_invalidate, dec_set_texture_sampler_params, dec_bind_framebuffers, dec_texture_barrier, dec_create_vertex_state, dec_bind_vertex_state, dec_delete_vertex_state } from './pipe-codecs.generated.ts';
import { corrupt, readFrame, annotate, kFrame } from '../wire-prims.ts';

/** Where reply-slot calls deliver their result (the reverse channel in split mode). */
export type ReplySink = (op: number, slot: number, value: unknown) => void;

/**
 * Decode and check the record at `off` (bounded by `end`), then call its table entry. Returns the next record's
 * offset. Every malformed record throws MGPipeFatal{ProtocolCorruption} before any entry is called; a null entry
 * is a protocol violation too (the client was told by callMask).
 */
export function applyRecord(dv: DataView, u8: Uint8Array, off: number, end: number, s: MGPipeScreen, c: MGPipeContext, reply: ReplySink): number {
  readFrame(dv, off, end);
  const op = kFrame.op;
  const b = kFrame.base;
  const n = kFrame.payload;
  try {
    switch (op) {
      case 0: {
        const p = dec_get_caps(dv, u8, b, n);
        const f = s.get_caps;
        if (f === null) corrupt('get_caps: entry not implemented by this backend');
        reply(0, p.reply, f(p));
        break;
      }
      case 1: {
        const p = dec_resource_create(dv, u8, b, n);
        const f = s.resource_create;
        if (f === null) corrupt('resource_create: entry not implemented by this backend');
        f(p);
        break;
      }
      case 2: {
        const p = dec_resource_respecify(dv, u8, b, n);
        const f = s.resource_respecify;
        if (f === null) corrupt('resource_respecify: entry not implemented by this backend');
        f(p);
        break;
      }
      case 3: {
        const p = dec_resource_destroy(dv, u8, b, n);
        const f = s.resource_destroy;
        if (f === null) corrupt('resource_destroy: entry not implemented by this backend');
        f(p);
        break;
      }
      case 4: {
        const p = dec_map_persistent(dv, u8, b, n);
        const f = s.map_persistent;
        if (f === null) corrupt('map_persistent: entry not implemented by this backend');
        reply(4, p.reply, f(p));
        break;
      }
      case 5: {
        const p = dec_unmap_persistent(dv, u8, b, n);
        const f = s.unmap_persistent;
        if (f === null) corrupt('unmap_persistent: entry not implemented by this backend');
        f(p);
        break;
      }
      case 6: {
        const p = dec_fence_create(dv, u8, b, n);
        const f = s.fence_create;
        if (f === null) corrupt('fence_create: entry not implemented by this backend');
        f(p);
        break;
      }
      case 7: {
        const p = dec_fence_status(dv, u8, b, n);
        const f = s.fence_status;
        if (f === null) corrupt('fence_status: entry not implemented by this backend');
        reply(7, p.reply, f(p));
        break;
      }
      case 8: {
        const p = dec_fence_wait(dv, u8, b, n);
        const f = s.fence_wait;
        if (f === null) corrupt('fence_wait: entry not implemented by this backend');
        reply(8, p.reply, f(p));
        break;
      }
      case 9: {
        const p = dec_fence_destroy(dv, u8, b, n);
        const f = s.fence_destroy;
        if (f === null) corrupt('fence_destroy: entry not implemented by this backend');
        f(p);
        break;
      }
      case 10: {
        const p = dec_query_create(dv, u8, b, n);
        const f = c.query_create;
        if (f === null) corrupt('query_create: entry not implemented by this backend');
        f(p);
        break;
      }
      case 11: {
        const p = dec_query_begin(dv, u8, b, n);
        const f = c.query_begin;
        if (f === null) corrupt('query_begin: entry not implemented by this backend');
        f(p);
        break;
      }
      case 12: {
        const p = dec_query_end(dv, u8, b, n);
        const f = c.query_end;
        if (f === null) corrupt('query_end: entry not implemented by this backend');
        f(p);
        break;
      }
      case 13: {
        const p = dec_query_available(dv, u8, b, n);
        const f = c.query_available;
        if (f === null) corrupt('query_available: entry not implemented by this backend');
        reply(13, p.reply, f(p));
        break;
      }
      case 14: {
        const p = dec_query_result(dv, u8, b, n);
        const f = c.query_result;
        if (f === null) corrupt('query_result: entry not implemented by this backend');
        reply(14, p.reply, f(p));
        break;
      }
      case 15: {
        const p = dec_query_destroy(dv, u8, b, n);
        const f = c.query_destroy;
        if (f === null) corrupt('query_destroy: entry not implemented by this backend');
        f(p);
        break;
      }
      case 16: {
        const p = dec_create_render_state(dv, u8, b, n);
        const f = c.create_render_state;
        if (f === null) corrupt('create_render_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 17: {
        const p = dec_bind_render_state(dv, u8, b, n);
        const f = c.bind_render_state;
        if (f === null) corrupt('bind_render_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 18: {
        const p = dec_delete_render_state(dv, u8, b, n);
        const f = c.delete_render_state;
        if (f === null) corrupt('delete_render_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 19: {
        const p = dec_create_vertex_elements_state(dv, u8, b, n);
        const f = c.create_vertex_elements_state;
        if (f === null) corrupt('create_vertex_elements_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 20: {
        const p = dec_bind_vertex_elements_state(dv, u8, b, n);
        const f = c.bind_vertex_elements_state;
        if (f === null) corrupt('bind_vertex_elements_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 21: {
        const p = dec_delete_vertex_elements_state(dv, u8, b, n);
        const f = c.delete_vertex_elements_state;
        if (f === null) corrupt('delete_vertex_elements_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 22: {
        const p = dec_create_sampler_state(dv, u8, b, n);
        const f = c.create_sampler_state;
        if (f === null) corrupt('create_sampler_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 23: {
        const p = dec_delete_sampler_state(dv, u8, b, n);
        const f = c.delete_sampler_state;
        if (f === null) corrupt('delete_sampler_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 24: {
        const p = dec_create_sampler_view(dv, u8, b, n);
        const f = c.create_sampler_view;
        if (f === null) corrupt('create_sampler_view: entry not implemented by this backend');
        f(p);
        break;
      }
      case 25: {
        const p = dec_delete_sampler_view(dv, u8, b, n);
        const f = c.delete_sampler_view;
        if (f === null) corrupt('delete_sampler_view: entry not implemented by this backend');
        f(p);
        break;
      }
      case 26: {
        const p = dec_create_shader_state(dv, u8, b, n);
        const f = c.create_shader_state;
        if (f === null) corrupt('create_shader_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 27: {
        const p = dec_delete_shader_state(dv, u8, b, n);
        const f = c.delete_shader_state;
        if (f === null) corrupt('delete_shader_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 28: {
        const p = dec_set_dynamic_state(dv, u8, b, n);
        const f = c.set_dynamic_state;
        if (f === null) corrupt('set_dynamic_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 29: {
        const p = dec_set_framebuffer_state(dv, u8, b, n);
        const f = c.set_framebuffer_state;
        if (f === null) corrupt('set_framebuffer_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 30: {
        const p = dec_set_vertex_buffers(dv, u8, b, n);
        const f = c.set_vertex_buffers;
        if (f === null) corrupt('set_vertex_buffers: entry not implemented by this backend');
        f(p);
        break;
      }
      case 31: {
        const p = dec_set_index_buffer(dv, u8, b, n);
        const f = c.set_index_buffer;
        if (f === null) corrupt('set_index_buffer: entry not implemented by this backend');
        f(p);
        break;
      }
      case 32: {
        const p = dec_set_indirect_buffers(dv, u8, b, n);
        const f = c.set_indirect_buffers;
        if (f === null) corrupt('set_indirect_buffers: entry not implemented by this backend');
        f(p);
        break;
      }
      case 33: {
        const p = dec_set_sampler_views(dv, u8, b, n);
        const f = c.set_sampler_views;
        if (f === null) corrupt('set_sampler_views: entry not implemented by this backend');
        f(p);
        break;
      }
      case 34: {
        const p = dec_bind_sampler_states(dv, u8, b, n);
        const f = c.bind_sampler_states;
        if (f === null) corrupt('bind_sampler_states: entry not implemented by this backend');
        f(p);
        break;
      }
      case 35: {
        const p = dec_set_texture_params(dv, u8, b, n);
        const f = c.set_texture_params;
        if (f === null) corrupt('set_texture_params: entry not implemented by this backend');
        f(p);
        break;
      }
      case 36: {
        const p = dec_set_shader_images(dv, u8, b, n);
        const f = c.set_shader_images;
        if (f === null) corrupt('set_shader_images: entry not implemented by this backend');
        f(p);
        break;
      }
      case 37: {
        const p = dec_set_shader_buffers(dv, u8, b, n);
        const f = c.set_shader_buffers;
        if (f === null) corrupt('set_shader_buffers: entry not implemented by this backend');
        f(p);
        break;
      }
      case 38: {
        const p = dec_set_stream_output_targets(dv, u8, b, n);
        const f = c.set_stream_output_targets;
        if (f === null) corrupt('set_stream_output_targets: entry not implemented by this backend');
        f(p);
        break;
      }
      case 39: {
        const p = dec_set_global_constants(dv, u8, b, n);
        const f = c.set_global_constants;
        if (f === null) corrupt('set_global_constants: entry not implemented by this backend');
        f(p);
        break;
      }
      case 40: {
        const p = dec_set_vertex_attrib_defaults(dv, u8, b, n);
        const f = c.set_vertex_attrib_defaults;
        if (f === null) corrupt('set_vertex_attrib_defaults: entry not implemented by this backend');
        f(p);
        break;
      }
      case 41: {
        const p = dec_set_pixel_pack_state(dv, u8, b, n);
        const f = c.set_pixel_pack_state;
        if (f === null) corrupt('set_pixel_pack_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 42: {
        const p = dec_set_patch_state(dv, u8, b, n);
        const f = c.set_patch_state;
        if (f === null) corrupt('set_patch_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 43: {
        const p = dec_set_draw_program(dv, u8, b, n);
        const f = c.set_draw_program;
        if (f === null) corrupt('set_draw_program: entry not implemented by this backend');
        f(p);
        break;
      }
      case 44: {
        const p = dec_set_dispatch_program(dv, u8, b, n);
        const f = c.set_dispatch_program;
        if (f === null) corrupt('set_dispatch_program: entry not implemented by this backend');
        f(p);
        break;
      }
      case 45: {
        const p = dec_resource_subdata(dv, u8, b, n);
        const f = c.resource_subdata;
        if (f === null) corrupt('resource_subdata: entry not implemented by this backend');
        f(p);
        break;
      }
      case 46: {
        const p = dec_resource_flush_range(dv, u8, b, n);
        const f = c.resource_flush_range;
        if (f === null) corrupt('resource_flush_range: entry not implemented by this backend');
        f(p);
        break;
      }
      case 47: {
        const p = dec_resource_readback(dv, u8, b, n);
        const f = c.resource_readback;
        if (f === null) corrupt('resource_readback: entry not implemented by this backend');
        reply(47, p.reply, f(p));
        break;
      }
      case 48: {
        const p = dec_resource_copy_region(dv, u8, b, n);
        const f = c.resource_copy_region;
        if (f === null) corrupt('resource_copy_region: entry not implemented by this backend');
        f(p);
        break;
      }
      case 49: {
        const p = dec_blit(dv, u8, b, n);
        const f = c.blit;
        if (f === null) corrupt('blit: entry not implemented by this backend');
        f(p);
        break;
      }
      case 50: {
        const p = dec_clear(dv, u8, b, n);
        const f = c.clear;
        if (f === null) corrupt('clear: entry not implemented by this backend');
        f(p);
        break;
      }
      case 51: {
        const p = dec_generate_mipmap(dv, u8, b, n);
        const f = c.generate_mipmap;
        if (f === null) corrupt('generate_mipmap: entry not implemented by this backend');
        f(p);
        break;
      }
      case 52: {
        const p = dec_read_pixels(dv, u8, b, n);
        const f = c.read_pixels;
        if (f === null) corrupt('read_pixels: entry not implemented by this backend');
        reply(52, p.reply, f(p));
        break;
      }
      case 53: {
        const p = dec_get_texture_image(dv, u8, b, n);
        const f = c.get_texture_image;
        if (f === null) corrupt('get_texture_image: entry not implemented by this backend');
        reply(53, p.reply, f(p));
        break;
      }
      case 54: {
        const p = dec_buffer_subdata_resident(dv, u8, b, n);
        const f = c.buffer_subdata_resident;
        if (f === null) corrupt('buffer_subdata_resident: entry not implemented by this backend');
        f(p);
        break;
      }
      case 55: {
        const p = dec_draw_vbo(dv, u8, b, n);
        const f = c.draw_vbo;
        if (f === null) corrupt('draw_vbo: entry not implemented by this backend');
        f(p);
        break;
      }
      case 56: {
        const p = dec_launch_grid(dv, u8, b, n);
        const f = c.launch_grid;
        if (f === null) corrupt('launch_grid: entry not implemented by this backend');
        f(p);
        break;
      }
      case 57: {
        const p = dec_memory_barrier(dv, u8, b, n);
        const f = c.memory_barrier;
        if (f === null) corrupt('memory_barrier: entry not implemented by this backend');
        f(p);
        break;
      }
      case 58: {
        const p = dec_begin_stream_output(dv, u8, b, n);
        const f = c.begin_stream_output;
        if (f === null) corrupt('begin_stream_output: entry not implemented by this backend');
        f(p);
        break;
      }
      case 59: {
        const p = dec_end_stream_output(dv, u8, b, n);
        const f = c.end_stream_output;
        if (f === null) corrupt('end_stream_output: entry not implemented by this backend');
        f(p);
        break;
      }
      case 60: {
        const p = dec_pause_stream_output(dv, u8, b, n);
        const f = c.pause_stream_output;
        if (f === null) corrupt('pause_stream_output: entry not implemented by this backend');
        f(p);
        break;
      }
      case 61: {
        const p = dec_resume_stream_output(dv, u8, b, n);
        const f = c.resume_stream_output;
        if (f === null) corrupt('resume_stream_output: entry not implemented by this backend');
        f(p);
        break;
      }
      case 62: {
        const p = dec_flush(dv, u8, b, n);
        const f = c.flush;
        if (f === null) corrupt('flush: entry not implemented by this backend');
        f(p);
        break;
      }
      case 63: {
        const p = dec_present(dv, u8, b, n);
        const f = c.present;
        if (f === null) corrupt('present: entry not implemented by this backend');
        f(p);
        break;
      }
      case 64: {
        const p = dec_set_swap_interval(dv, u8, b, n);
        const f = c.set_swap_interval;
        if (f === null) corrupt('set_swap_interval: entry not implemented by this backend');
        f(p);
        break;
      }
      case 65: {
        const p = dec_set_residual_value_state(dv, u8, b, n);
        const f = c.set_residual_value_state;
        if (f === null) corrupt('set_residual_value_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 66: {
        const p = dec_destroy_context_object(dv, u8, b, n);
        const f = c.destroy_context_object;
        if (f === null) corrupt('destroy_context_object: entry not implemented by this backend');
        f(p);
        break;
      }
      case 67: {
        const p = dec_set_image_unit(dv, u8, b, n);
        const f = c.set_image_unit;
        if (f === null) corrupt('set_image_unit: entry not implemented by this backend');
        f(p);
        break;
      }
      case 68: {
        const p = dec_set_patch_vertices(dv, u8, b, n);
        const f = c.set_patch_vertices;
        if (f === null) corrupt('set_patch_vertices: entry not implemented by this backend');
        f(p);
        break;
      }
      case 69: {
        const p = dec_bind_stream_output_object(dv, u8, b, n);
        const f = c.bind_stream_output_object;
        if (f === null) corrupt('bind_stream_output_object: entry not implemented by this backend');
        f(p);
        break;
      }
      case 70: {
        const p = dec_delete_stream_output_object(dv, u8, b, n);
        const f = c.delete_stream_output_object;
        if (f === null) corrupt('delete_stream_output_object: entry not implemented by this backend');
        f(p);
        break;
      }
      case 71: {
        const p = dec_copy_framebuffer_to_texture(dv, u8, b, n);
        const f = c.copy_framebuffer_to_texture;
        if (f === null) corrupt('copy_framebuffer_to_texture: entry not implemented by this backend');
        f(p);
        break;
      }
      case 72: {
        const p = dec_set_context_values(dv, u8, b, n);
        const f = c.set_context_values;
        if (f === null) corrupt('set_context_values: entry not implemented by this backend');
        f(p);
        break;
      }
      case 73: {
        const p = dec_set_program_bindings(dv, u8, b, n);
        const f = c.set_program_bindings;
        if (f === null) corrupt('set_program_bindings: entry not implemented by this backend');
        f(p);
        break;
      }
      case 74: {
        const p = dec_read_pixels_to_buffer(dv, u8, b, n);
        const f = c.read_pixels_to_buffer;
        if (f === null) corrupt('read_pixels_to_buffer: entry not implemented by this backend');
        f(p);
        break;
      }
      case 75: {
        const p = dec_query_counter(dv, u8, b, n);
        const f = c.query_counter;
        if (f === null) corrupt('query_counter: entry not implemented by this backend');
        f(p);
        break;
      }
      case 76: {
        const p = dec_get_timestamp(dv, u8, b, n);
        const f = c.get_timestamp;
        if (f === null) corrupt('get_timestamp: entry not implemented by this backend');
        reply(76, p.reply, f(p));
        break;
      }
      case 77: {
        const p = dec_fence_server_wait(dv, u8, b, n);
        const f = c.fence_server_wait;
        if (f === null) corrupt('fence_server_wait: entry not implemented by this backend');
        f(p);
        break;
      }
      case 78: {
        const p = dec_resource_copy_buffer(dv, u8, b, n);
        const f = c.resource_copy_buffer;
        if (f === null) corrupt('resource_copy_buffer: entry not implemented by this backend');
        f(p);
        break;
      }
      case 79: {
        const p = dec_resource_clear_buffer(dv, u8, b, n);
        const f = c.resource_clear_buffer;
        if (f === null) corrupt('resource_clear_buffer: entry not implemented by this backend');
        f(p);
        break;
      }
      case 80: {
        const p = dec_resource_invalidate(dv, u8, b, n);
        const f = c.resource_invalidate;
        if (f === null) corrupt('resource_invalidate: entry not implemented by this backend');
        f(p);
        break;
      }
      case 81: {
        const p = dec_set_texture_sampler_params(dv, u8, b, n);
        const f = c.set_texture_sampler_params;
        if (f === null) corrupt('set_texture_sampler_params: entry not implemented by this backend');
        f(p);
        break;
      }
      case 82: {
        const p = dec_bind_framebuffers(dv, u8, b, n);
        const f = c.bind_framebuffers;
        if (f === null) corrupt('bind_framebuffers: entry not implemented by this backend');
        f(p);
        break;
      }
      case 83: {
        const p = dec_texture_barrier(dv, u8, b, n);
        const f = c.texture_barrier;
        if (f === null) corrupt('texture_barrier: entry not implemented by this backend');
        f(p);
        break;
      }
      case 84: {
        const p = dec_create_vertex_state(dv, u8, b, n);
        const f = c.create_vertex_state;
        if (f === null) corrupt('create_vertex_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 85: {
        const p = dec_bind_vertex_state(dv, u8, b, n);
        const f = c.bind_vertex_state;
        if (f === null) corrupt('bind_vertex_state: entry not implemented by this backend');
        f(p);
        break;
      }
      case 86: {
        const p = dec_delete_vertex_state(dv, u8, b, n);
        const f = c.delete_vertex_state;
        if (f === null) corrupt('delete_vertex_state: entry not implemented by this backend');
        f(p);
        break;
      }
      default:
        corrupt(op < kMGPipeOpCount ? `retired opcode ${op}` : `unknown opcode ${op}`);
    }
  } catch (e) {
    throw annotate(e, off, op);
  }
  return kFrame.next;
}
