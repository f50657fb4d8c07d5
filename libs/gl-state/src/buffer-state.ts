// BufferState: the generic (non-indexed) buffer bind points and the indexed tables owned by the
// context (uniform, shader storage, atomic counter). ELEMENT_ARRAY_BUFFER is VAO state and the
// indexed TRANSFORM_FEEDBACK_BUFFER bindings are transform-feedback-object state; both live there.
//
// Counters: `genericBindingVersion` moves when a generic bind point changes object (identical rebind
// excluded); readers of PIXEL_UNPACK / DRAW_INDIRECT / ... compare it. The indexed tables carry their
// own versions and touched counts (indexed-bindings.ts). Buffer contents: ContextGenerations.anyBufferChange.

import { GLBufferTarget } from '@mgpipe/value-types';
import { IndexedBindingTable } from './indexed-bindings.ts';
import type { Buffer } from './objects/buffer.ts';

export const MAX_UNIFORM_BUFFER_BINDINGS = 84;
export const MAX_SHADER_STORAGE_BUFFER_BINDINGS = 16;
export const MAX_ATOMIC_COUNTER_BUFFER_BINDINGS = 8;

/** Dense indices for the generic bind points this class stores. */
export const GenericBufferSlot = {
  Array: 0,
  PixelPack: 1,
  PixelUnpack: 2,
  Uniform: 3,
  Texture: 4,
  TransformFeedback: 5,
  CopyRead: 6,
  CopyWrite: 7,
  DrawIndirect: 8,
  ShaderStorage: 9,
  DispatchIndirect: 10,
  Query: 11,
  AtomicCounter: 12,
  /** GL 4.6 / ARB_indirect_parameters: the draw count of multiDraw*IndirectCount. */
  Parameter: 13,
} as const;
const GENERIC_SLOT_COUNT = 14;
/** GL_PARAMETER_BUFFER (not in GLBufferTarget: a GL 4.6 target). */
const PARAMETER_BUFFER = 0x80ee;

/** GL target -> GenericBufferSlot, or -1 (ELEMENT_ARRAY_BUFFER is VAO state; unknown targets). */
export function genericBufferSlotOf(target: number): number {
  switch (target) {
    case GLBufferTarget.ARRAY_BUFFER: return GenericBufferSlot.Array;
    case GLBufferTarget.PIXEL_PACK_BUFFER: return GenericBufferSlot.PixelPack;
    case GLBufferTarget.PIXEL_UNPACK_BUFFER: return GenericBufferSlot.PixelUnpack;
    case GLBufferTarget.UNIFORM_BUFFER: return GenericBufferSlot.Uniform;
    case GLBufferTarget.TEXTURE_BUFFER: return GenericBufferSlot.Texture;
    case GLBufferTarget.TRANSFORM_FEEDBACK_BUFFER: return GenericBufferSlot.TransformFeedback;
    case GLBufferTarget.COPY_READ_BUFFER: return GenericBufferSlot.CopyRead;
    case GLBufferTarget.COPY_WRITE_BUFFER: return GenericBufferSlot.CopyWrite;
    case GLBufferTarget.DRAW_INDIRECT_BUFFER: return GenericBufferSlot.DrawIndirect;
    case GLBufferTarget.SHADER_STORAGE_BUFFER: return GenericBufferSlot.ShaderStorage;
    case GLBufferTarget.DISPATCH_INDIRECT_BUFFER: return GenericBufferSlot.DispatchIndirect;
    case GLBufferTarget.QUERY_BUFFER: return GenericBufferSlot.Query;
    case GLBufferTarget.ATOMIC_COUNTER_BUFFER: return GenericBufferSlot.AtomicCounter;
    case PARAMETER_BUFFER: return GenericBufferSlot.Parameter;
    default: return -1;
  }
}

export class BufferState {
  readonly uniform = new IndexedBindingTable(MAX_UNIFORM_BUFFER_BINDINGS);
  readonly shaderStorage = new IndexedBindingTable(MAX_SHADER_STORAGE_BUFFER_BINDINGS);
  readonly atomicCounter = new IndexedBindingTable(MAX_ATOMIC_COUNTER_BUFFER_BINDINGS);
  private readonly generic: (Buffer | null)[] = new Array<Buffer | null>(GENERIC_SLOT_COUNT).fill(null);
  private genericVersionCounter = 0;

  get genericBindingVersion(): number {
    return this.genericVersionCounter;
  }

  GetBound(slot: number): Buffer | null {
    return this.generic[slot];
  }

  /** glBindBuffer on a generic target (slot from genericBufferSlotOf). */
  BindGeneric(slot: number, buffer: Buffer | null): void {
    if (this.generic[slot] === buffer) return;
    this.generic[slot] = buffer;
    this.genericVersionCounter++;
  }

  /** glDeleteBuffers: drop every context binding of `buffer` (VAO / XFB bindings are unbound by their owners). */
  UnbindBuffer(buffer: Buffer): void {
    for (let i = 0; i < GENERIC_SLOT_COUNT; i++) if (this.generic[i] === buffer) this.BindGeneric(i, null);
    this.uniform.UnbindBuffer(buffer);
    this.shaderStorage.UnbindBuffer(buffer);
    this.atomicCounter.UnbindBuffer(buffer);
  }
}
