// The tracker's dirty bits as one list of data (the st_atom_list.h of this tracker; seeds §5.2). Order is
// the bit order and the emit order of §5.3's recommended sequence; each row says which existing gl-state
// counter is its shutter (libs/gl-state/COUNTERS.md is the contract) and, for object groups, which of
// the five aggregate generations closes it before the touched-prefix walk. The bit enum, the per-verb
// masks and the dirty-surface table (libs/dirty-surface) are all derived from this list.
// Two columns drive the validate loop: `verbClasses` (which verb classes read the group: the per-class masks
// are derived from it, not written by hand) and `subsystem` (the migration push bit that moves the group
// from pull to push; a group whose subsystem is not pushed never enters the mask, and the backend keeps
// pulling it). NEW_RESIDUAL_VALUES has no subsystem of its own: it carries the value fields of every
// subsystem that is pushed but whose own calls are not live yet (seeds §6.3), so it is gated on those.

import type { SubsystemName } from '@mgpipe/migration';
import { TRACKER_VERB_CLASS_NAMES, type TrackerVerbClassName } from './verb-class.ts';

/** Value groups compare one counter; object groups test an aggregate generation first, then walk. */
export type DirtyGroupKind = 'value' | 'object';

export interface DirtyBitRow {
  readonly name: string;
  readonly kind: DirtyGroupKind;
  /** The counters whose movement makes the group dirty (names as in COUNTERS.md). */
  readonly shutter: readonly string[];
  /** Object groups: the walk done only when the shutter moved. */
  readonly walk?: string;
  /** The MGPipe call(s) the group emits (schema/pipe-calls.json names). */
  readonly emits: readonly string[];
  /** The verb classes whose verbs read what this group pushes (seeds §5.1: validate per verb class). */
  readonly verbClasses: readonly TrackerVerbClassName[];
  /** The push bit that owns the group; null = NEW_RESIDUAL_VALUES (gated on the residual members' bits). */
  readonly subsystem: SubsystemName | null;
  readonly note: string;
}

export const DIRTY_BITS = [
  { name: 'NEW_FRAMEBUFFER', kind: 'object', shutter: ['generations.anyFboAttachment', 'Framebuffer.objectVersion', 'GLContext.objectBindingVersion'], walk: 'draw/read framebuffer attachments → content hash', emits: ['set_framebuffer_state', 'bind_framebuffers', 'destroy_context_object'], verbClasses: ['draw', 'clear', 'blitOrCopy', 'textureOp', 'readback'], subsystem: 'framebuffer', note: 'first: the server specializes at the verb from the framebuffer it holds (§5.3)' },
  { name: 'NEW_SHADER', kind: 'value', shutter: ['Program.linkVersion', 'ProgramPipeline.version', 'TextureState.imageUnitVersion', 'GLContext.objectBindingVersion'], emits: ['set_draw_program', 'set_dispatch_program'], verbClasses: ['draw', 'dispatch', 'xfbSpan', 'programOp'], subsystem: 'program', note: 'create_shader_state is emitted at link time, not here; ProgramPipeline.version: useProgramStages on the bound pipeline (found by dirty-surface)' },
  { name: 'NEW_SHADER_BINDINGS', kind: 'value', shutter: ['Program.backendStateVersion', 'Program.blockBindingVersion', 'Program.uniformWriteSetVersion', 'Program.linkVersion', 'GLContext.objectBindingVersion'], emits: ['set_program_bindings'], verbClasses: ['draw', 'dispatch', 'programOp'], subsystem: 'program', note: 'sampler/image unit and block binding remaps of the bound program; objectBindingVersion: another program bound with equal binding versions, linkVersion: a relink resets the bindings without moving their versions (the NEW_GLOBAL_CONSTANTS gap, found again by program-path.test.ts)' },
  { name: 'NEW_SAMPLER_VIEWS', kind: 'object', shutter: ['generations.anyTextureContent', 'generations.anyTextureParams', 'generations.textureBind', 'generations.samplingResolution', 'Program.backendStateVersion', 'Program.linkVersion', 'ProgramPipeline.version', 'GLContext.objectBindingVersion'], walk: 'units 0..the draw program\'s highest sampled unit, each with the target its sampler types read (value-types ProgramUnitTargets); Program.*, ProgramPipeline.version and objectBindingVersion: another draw program or sampler→unit mapping changes which target a unit reads', emits: ['set_sampler_views', 'set_texture_params', 'set_texture_sampler_params'], verbClasses: ['draw', 'dispatch'], subsystem: 'textures', note: 'set hash suppresses an unchanged set (§5.4 rule 4); the per-texture params calls are pushed by the textures upkeep at every verb class (tracker texture-resources.ts)' },
  { name: 'NEW_SAMPLERS', kind: 'object', shutter: ['Sampler.paramsVersion', 'generations.samplingResolution'], walk: 'sampler bindings of the touched units (a sampler bind moves samplingResolution; a texture bind changes no entry of the list)', emits: ['bind_sampler_states'], verbClasses: ['draw', 'dispatch'], subsystem: 'textures', note: 'CSO: content-addressed sampler states' },
  { name: 'NEW_SHADER_IMAGES', kind: 'object', shutter: ['TextureState.imageUnitVersion', 'generations.anyTextureContent'], walk: 'image units', emits: ['set_shader_images'], verbClasses: ['draw', 'dispatch'], subsystem: 'images-upload', note: '' },
  { name: 'NEW_CONST_BUFFERS', kind: 'object', shutter: ['generations.anyBufferChange', 'IndexedBindingTable.version(uniform)'], walk: 'uniform bind points 0..touchedCount, ranges resolved live', emits: ['set_shader_buffers'], verbClasses: ['draw', 'dispatch'], subsystem: 'program', note: 'a whole-buffer binding sees a later bufferData (§5.4)' },
  { name: 'NEW_SHADER_BUFFERS', kind: 'object', shutter: ['generations.anyBufferChange', 'IndexedBindingTable.version(shaderStorage)', 'IndexedBindingTable.version(atomicCounter)'], walk: 'storage and atomic bind points 0..touchedCount', emits: ['set_shader_buffers'], verbClasses: ['draw', 'dispatch'], subsystem: 'program', note: '' },
  { name: 'NEW_GLOBAL_CONSTANTS', kind: 'value', shutter: ['Program.uboContentVersion', 'Program.linkVersion', 'GLContext.objectBindingVersion'], emits: ['set_global_constants'], verbClasses: ['draw', 'dispatch', 'programOp'], subsystem: 'program', note: 'the default uniform block bytes; objectBindingVersion: another program bound with an equal content version (found by program-path.test.ts), linkVersion: a relink zeroes the block without moving the content version' },
  { name: 'NEW_PIPELINE_STATE', kind: 'value', shutter: ['RenderState.pipelineStateVersion'], emits: ['create_render_state', 'bind_render_state'], verbClasses: ['draw', 'clear', 'blitOrCopy'], subsystem: 'render-state', note: 'unchanged → reuse the CSO handle with no hashing (§4.5.2)' },
  { name: 'NEW_RENDER_STATE', kind: 'value', shutter: ['RenderState.dynamicVersion'], emits: ['set_dynamic_state'], verbClasses: ['draw', 'clear', 'blitOrCopy'], subsystem: 'render-state', note: 'a dynamic chunk written → the chunks that changed (a pipeline-only change does not walk it)' },
  { name: 'NEW_VERTEX_ELEMENTS', kind: 'value', shutter: ['VertexArray.configVersion', 'GLContext.objectBindingVersion'], emits: ['create_vertex_elements_state', 'bind_vertex_elements_state', 'delete_vertex_elements_state', 'create_vertex_state', 'bind_vertex_state', 'delete_vertex_state'], verbClasses: ['draw'], subsystem: 'vertex-elements', note: 'content-addressed CSO (1024, LRU emits the delete); the bound one is not re-bound. A VAO with nothing host-sourced is bound as one vertex state (per-VAO memo, vertex-state-emitter.ts), which also covers NEW_VERTEX_BUFFERS and NEW_INDEX_BUFFER' },
  { name: 'NEW_VERTEX_BUFFERS', kind: 'object', shutter: ['generations.anyVaoAttribute', 'generations.anyBufferChange', 'GLContext.objectBindingVersion'], walk: 'binding points 0..15 and host-sourced attributes 0..15, ranges resolved live', emits: ['set_vertex_buffers'], verbClasses: ['draw'], subsystem: 'vertex-elements', note: 'objectBindingVersion: binding another VAO moves no VAO counter; the set hash drops an unchanged set' },
  { name: 'NEW_INDEX_BUFFER', kind: 'object', shutter: ['VertexArray.elementBufferVersion', 'generations.anyBufferChange', 'GLContext.objectBindingVersion'], emits: ['set_index_buffer'], verbClasses: ['draw'], subsystem: 'vertex-elements', note: 'objectBindingVersion: two VAOs can have equal elementBufferVersion counters' },
  { name: 'NEW_VERTEX_ATTRIB_DEFAULTS', kind: 'value', shutter: ['GLContext.vertexAttribDefaultsVersion'], emits: ['set_vertex_attrib_defaults'], verbClasses: ['draw'], subsystem: 'vertex-attrib-defaults', note: '' },
  { name: 'NEW_PATCH_STATE', kind: 'value', shutter: ['GLContext.patchVersion'], emits: ['set_patch_state'], verbClasses: ['draw'], subsystem: 'patch-state', note: 'compared bitwise: NaN is a legal value' },
  { name: 'NEW_SO_TARGETS', kind: 'object', shutter: ['generations.anyBufferChange', 'TransformFeedback.bindings.version', 'GLContext.objectBindingVersion'], walk: 'bound XFB object handle, then its bind points 0..touchedCount', emits: ['bind_stream_output_object', 'set_stream_output_targets', 'delete_stream_output_object'], verbClasses: ['draw', 'xfbSpan'], subsystem: 'xfb-queries', note: '' },
  { name: 'NEW_PIXEL_PACK', kind: 'value', shutter: ['GLContext.pixelStoreVersion'], emits: ['set_pixel_pack_state'], verbClasses: ['blitOrCopy', 'textureOp', 'readback'], subsystem: 'readback-pack', note: 'the verb classes G5 lets read packState (seeds §5.1: ValidateForBlitOrCopy is framebuffer + pack state)' },
  { name: 'NEW_RESIDUAL_VALUES', kind: 'value', shutter: ['RenderState.pipelineStateVersion', 'RenderState.dynamicVersion', 'GLContext.pixelStoreVersion', 'GLContext.patchVersion', 'GLContext.vertexAttribDefaultsVersion'], emits: ['set_residual_value_state'], verbClasses: ['draw', 'dispatch', 'clear', 'blitOrCopy', 'textureOp', 'readback', 'xfbSpan', 'query'], subsystem: null, note: 'TEMPORARY (§6.3): G5 lets every verb class but sync read the residual group; the set hash drops unchanged blocks' },
] as const satisfies readonly DirtyBitRow[];

export type DirtyBitName = (typeof DIRTY_BITS)[number]['name'];

/** Bit index of each dirty bit, in list order. */
export const DirtyBit = Object.fromEntries(DIRTY_BITS.map((row, i) => [row.name, i])) as { readonly [K in DirtyBitName]: number };

/** Bit mask (as a number: the list has < 32 rows) of a set of dirty bits. */
export function dirtyMask(...names: DirtyBitName[]): number {
  let mask = 0;
  for (const n of names) mask |= 1 << DirtyBit[n];
  return mask;
}

/** Per verb class (TRACKER_VERB_CLASS_NAMES order): the dirty bits its verbs read, derived from `verbClasses`. */
export const VERB_CLASS_DIRTY_MASK: readonly number[] = TRACKER_VERB_CLASS_NAMES.map((cls) =>
  DIRTY_BITS.reduce((mask, row, i) => ((row.verbClasses as readonly string[]).includes(cls) ? mask | (1 << i) : mask), 0),
);

/** The dirty bits a set of pushed subsystems owns (the residual row excluded: the tracker gates it itself). */
export function dirtyMaskOfSubsystems(pushed: (name: SubsystemName) => boolean): number {
  let mask = 0;
  DIRTY_BITS.forEach((row, i) => {
    if (row.subsystem !== null && pushed(row.subsystem)) mask |= 1 << i;
  });
  return mask;
}
