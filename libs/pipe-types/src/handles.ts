// MGPipe handles (seeds §4.2.1): {slot, gen}, 8 bytes, chosen by the client (D1). Slots are dense per kind so the
// server's object tables are arrays; gen moves only when a slot is reused, never on respecify.

export const MGPipeKind = {
  Buffer: 1,
  Texture: 2,
  Renderbuffer: 3,
  Framebuffer: 4,
  Xfb: 5,
  RenderStateCso: 6,
  VertexElementsCso: 7,
  SamplerCso: 8,
  SamplerViewCso: 9,
  ShaderCso: 10,
  Fence: 11,
  Query: 12,
  Context: 13,
  /** gallium pipe_vertex_state: a VAO's elements, vertex buffers and element buffer as one object (create_vertex_state). */
  VertexState: 14,
} as const;
export type MGPipeKind = (typeof MGPipeKind)[keyof typeof MGPipeKind];

/**
 * A handle names one client object for its lifetime. The kind is not carried: each payload field says which kind
 * it holds (`handle<Texture>` in the catalog). {slot, gen} is unique until one slot is reused 2^32 times.
 */
export interface MGPipeHandle {
  readonly slot: number;
  readonly gen: number;
}

/** {0, 0}: no object. */
export const kNullHandle: MGPipeHandle = Object.freeze({ slot: 0, gen: 0 });
/** {slot 0, gen 1} of kind Framebuffer: the default framebuffer (retires four defaultFBO identity compares). */
export const kDefaultFramebuffer: MGPipeHandle = Object.freeze({ slot: 0, gen: 1 });

/** Slots per kind: the wire rejects larger slots (schema/pipe-wire.json maxSlot) so server tables stay arrays. */
export const kSlotsPerKind = 1 << 24;
/**
 * The top 1/16 of the ShaderCso slot space is reserved for program-pipeline composites (§5.6.3): they have a
 * lifetimeId but no GL name, and their slots are released when the pipeline cache evicts them.
 */
export const kProgramPipelineSlotBase = kSlotsPerKind - kSlotsPerKind / 16;

export const isNullHandle = (h: MGPipeHandle) => h.slot === 0 && h.gen === 0;
export const handleEquals = (a: MGPipeHandle, b: MGPipeHandle) => a.slot === b.slot && a.gen === b.gen;
export const isProgramPipelineSlot = (h: MGPipeHandle) => h.slot >= kProgramPipelineSlotBase && h.slot < kSlotsPerKind;
export const isDefaultFramebuffer = (h: MGPipeHandle) => h.slot === 0 && h.gen === 1;
