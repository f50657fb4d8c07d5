// The migration subsystems as one list of data (DESIGN §4, seeds §6.4/§6.6): one push bit each, in bit order.
// `MOBILEGL_PIPE_PUSH` names these; migrations/state.json keys its phases by them; the tracker's dirty-bit list
// names the subsystem that owns each bit. Refined to our code:
//  - render-state covers create/bind_render_state + set_dynamic_state (and set_context_values: it is render
//    state the blob does not hold).
//  - patch-state and vertex-attrib-defaults get their own bits (not folded into render-state) because the
//    backend reads them from different GLContext fields (patchVertices, currentVertexAttribs) and each can
//    leave the ResidualValueBlock on its own; a bisect then names the smaller culprit.
//  - readback-pack covers set_pixel_pack_state; it needs framebuffer because read_pixels reads the pushed
//    read surface.
// Prerequisites are what a bit's calls name: handles minted by another subsystem (a vertex buffer names a
// buffer resource) or state another subsystem pushes. A bit whose prerequisites are off is refused.

export interface SubsystemRow {
  readonly name: string;
  readonly bit: number;
  /** Subsystems that must be pushed for this one to be pushed. */
  readonly requires: readonly string[];
  /** The MGPipe calls the bit moves from pull to push (schema/pipe-calls.json names). */
  readonly calls: readonly string[];
  readonly note: string;
}

export const SUBSYSTEMS = [
  { name: 'render-state', bit: 0, requires: [], calls: ['create_render_state', 'bind_render_state', 'delete_render_state', 'set_dynamic_state', 'set_context_values'], note: 'seeds §6.4 row 1; the first and cheapest (D-B1)' },
  { name: 'buffers', bit: 1, requires: [], calls: ['resource_create', 'resource_respecify', 'resource_destroy', 'resource_subdata', 'resource_flush_range', 'buffer_subdata_resident', 'resource_copy_buffer', 'resource_clear_buffer', 'resource_invalidate'], note: 'BufferBackendOps push at GL-call time (§5.1.1): the resource lifecycle and the buffer data ops' },
  { name: 'vertex-elements', bit: 2, requires: ['buffers'], calls: ['create_vertex_elements_state', 'bind_vertex_elements_state', 'delete_vertex_elements_state', 'create_vertex_state', 'bind_vertex_state', 'delete_vertex_state', 'set_vertex_buffers', 'set_index_buffer', 'set_indirect_buffers'], note: 'vertex buffers name buffer handles' },
  { name: 'framebuffer', bit: 3, requires: ['textures'], calls: ['set_framebuffer_state', 'bind_framebuffers', 'destroy_context_object', 'clear', 'blit'], note: 'surfaces name texture / renderbuffer handles; every clear entry point is one clear of the pushed draw framebuffer, a blit one blit between the pushed framebuffers' },
  { name: 'textures', bit: 4, requires: [], calls: ['create_sampler_view', 'delete_sampler_view', 'create_sampler_state', 'delete_sampler_state', 'set_sampler_views', 'bind_sampler_states', 'set_texture_params', 'set_texture_sampler_params'], note: 'first half of seeds subsystem 5' },
  { name: 'images-upload', bit: 5, requires: ['textures'], calls: ['set_shader_images', 'set_image_unit', 'resource_subdata', 'generate_mipmap', 'copy_framebuffer_to_texture', 'resource_copy_region'], note: 'second half of subsystem 5: image units, dirty-ownership inversion, stride descriptors; the texel-writing verbs (with framebuffer pushed: copies read the pushed read framebuffer and name renderbuffers)' },
  { name: 'program', bit: 6, requires: ['buffers'], calls: ['create_shader_state', 'delete_shader_state', 'set_draw_program', 'set_dispatch_program', 'set_shader_buffers', 'set_global_constants', 'set_program_bindings', 'launch_grid', 'memory_barrier', 'texture_barrier', 'flush'], note: 'program + constant buffers (ranges name buffer handles); compute dispatch runs the pushed dispatch program, barriers order what shaders wrote, flush rides with them' },
  { name: 'xfb-queries', bit: 7, requires: ['buffers', 'program'], calls: ['set_stream_output_targets', 'bind_stream_output_object', 'delete_stream_output_object', 'begin_stream_output', 'end_stream_output', 'pause_stream_output', 'resume_stream_output', 'query_create', 'query_begin', 'query_end', 'query_counter', 'query_available', 'query_result', 'query_destroy', 'fence_create', 'fence_wait', 'fence_server_wait', 'fence_destroy'], note: 'targets name buffers; the varying layout comes with the program; query results and fence waits come back in reply slots, conditional rendering stays on the client' },
  { name: 'emulation', bit: 8, requires: ['buffers', 'vertex-elements'], calls: ['draw_vbo'], note: 'host spans, index host mirror (D-B7)' },
  { name: 'readback-pack', bit: 9, requires: ['framebuffer'], calls: ['set_pixel_pack_state', 'read_pixels', 'read_pixels_to_buffer', 'get_texture_image'], note: 'read_pixels reads the pushed read surface' },
  { name: 'patch-state', bit: 10, requires: [], calls: ['set_patch_state', 'set_patch_vertices'], note: 'also a shader-variant input (D-B2)' },
  { name: 'vertex-attrib-defaults', bit: 11, requires: [], calls: ['set_vertex_attrib_defaults'], note: 'glVertexAttrib* current values, class resolved on the client' },
] as const satisfies readonly SubsystemRow[];

export type SubsystemName = (typeof SUBSYSTEMS)[number]['name'];
export const SUBSYSTEM_NAMES: readonly SubsystemName[] = SUBSYSTEMS.map((s) => s.name);

/** Bit of each subsystem in a push mask. */
export const SubsystemBit = Object.fromEntries(SUBSYSTEMS.map((s) => [s.name, s.bit])) as { readonly [K in SubsystemName]: number };

/** Every subsystem bit (what `MOBILEGL_PIPE_PUSH=all` means; the negative control is not included). */
export const ALL_SUBSYSTEMS_MASK = SUBSYSTEMS.reduce((m, s) => m | (1 << s.bit), 0);

/**
 * The negative control (seeds §6.7 "one bit that turns CSO content addressing off"): bit 63 of the hex form, or
 * the name `nocso` in the list form. It needs render-state pushed, since only pushed render state has CSOs.
 */
export const NO_CSO_CONTROL_BIT = 63;
export const NO_CSO_CONTROL_NAME = 'nocso';

export function subsystemMask(...names: SubsystemName[]): number {
  let mask = 0;
  for (const n of names) mask |= 1 << SubsystemBit[n];
  return mask;
}

export function isSubsystemName(name: string): name is SubsystemName {
  return (SUBSYSTEM_NAMES as readonly string[]).includes(name);
}

/** Names of the set bits of a push mask, in bit order. */
export function subsystemNamesOf(mask: number): SubsystemName[] {
  return SUBSYSTEMS.filter((s) => (mask & (1 << s.bit)) !== 0).map((s) => s.name);
}

/**
 * The prerequisites a mask violates: one message per refused bit, naming the missing subsystems. Empty = ok.
 * Checked transitively by construction: each bit checks its own direct prerequisites, and those bits check theirs.
 */
export function pushDependencyErrors(mask: number, noCso = false): string[] {
  const errors: string[] = [];
  for (const s of SUBSYSTEMS) {
    if ((mask & (1 << s.bit)) === 0) continue;
    const missing = s.requires.filter((r) => (mask & (1 << SubsystemBit[r as SubsystemName])) === 0);
    if (missing.length > 0) errors.push(`push bit '${s.name}' needs ${missing.map((m) => `'${m}'`).join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} off`);
  }
  if (noCso && (mask & (1 << SubsystemBit['render-state'])) === 0) {
    errors.push(`negative control '${NO_CSO_CONTROL_NAME}' needs 'render-state', which is off`);
  }
  return errors;
}
