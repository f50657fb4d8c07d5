// The block binding step of PrepareForDraw: bind the uniform and storage buffer ranges the program's blocks read,
// and the atomic counter buffer ranges its counters use.
// It belongs to the program subsystem: what it reads are the indexed buffer bindings and the program's block
// bindings (G6: BufferState.uniform / .shaderStorage / .atomicCounter → set_shader_buffers, Program.*BlockBindings
// → set_program_bindings), which program pushes, not buffers. Until program leaves the pull phase it reads them
// from the context and reaches each bound buffer's driver twin through the wiring's PulledBufferTwins (the buffers
// handle table when buffers push). Storage buffers bound here are remembered until the next buffer-visibility
// barrier (xfb-queries' memoryBarrier copies their bytes back into the front shadows).
import type { BackendBuffer } from '@mgpipe/gles-buffers';
import type { BlockProgram, DeviceCore, PulledBufferTwins } from '@mgpipe/gles-core';
import type { Buffer, GLContext, Program } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';

/** What the step needs of the device: the binding shadows and the bridge to the buffers' driver twins. */
export type BlockBindingDevice = DeviceCore<GLContext> & PulledBufferTwins<BackendBuffer>;

export class BlockBindingStep {
  /**
   * Front buffers bound to a storage block or an atomic counter binding of a draw / dispatch since the last
   * buffer-visibility barrier:
   * the GPU may have written them, so memoryBarrier copies their bytes back into the front shadows.
   */
  readonly storageWritten: Buffer[] = [];

  constructor(private readonly dev: BlockBindingDevice) {}

  sync(ctx: GLContext, twin: BlockProgram, program: Program): void {
    const dev = this.dev;
    for (let i = 0; i < twin.uniformBlockDriverBindings.length; i++) {
      const slot = program.uniformBlockBindings[i];
      const buffer = ctx.buffers.uniform.GetBuffer(slot);
      if (buffer === null) continue;
      const name = dev.bufferTwin(buffer).name;
      dev.bindings.bindBufferRange(GL.UNIFORM_BUFFER, twin.uniformBlockDriverBindings[i], name, ctx.buffers.uniform.GetOffset(slot),
        ctx.buffers.uniform.ResolveSize(slot));
    }
    for (let i = 0; i < twin.storageBlockDriverBindings.length; i++) {
      const slot = program.storageBlockBindings[i];
      const buffer = ctx.buffers.shaderStorage.GetBuffer(slot);
      if (buffer === null) continue;
      if (!this.storageWritten.includes(buffer)) this.storageWritten.push(buffer);
      const name = dev.bufferTwin(buffer).name;
      dev.bindings.bindBufferRange(GL.SHADER_STORAGE_BUFFER, twin.storageBlockDriverBindings[i], name, ctx.buffers.shaderStorage.GetOffset(slot),
        ctx.buffers.shaderStorage.ResolveSize(slot));
    }
    const counters = ctx.buffers.atomicCounter;
    for (let i = 0; i < twin.atomicCounterBindings.length; i++) {
      const binding = twin.atomicCounterBindings[i];
      const buffer = counters.GetBuffer(binding);
      if (buffer === null) continue;
      if (!this.storageWritten.includes(buffer)) this.storageWritten.push(buffer);
      dev.bindings.bindBufferRange(GL.ATOMIC_COUNTER_BUFFER, binding, dev.bufferTwin(buffer).name, counters.GetOffset(binding),
        counters.ResolveSize(binding));
    }
  }
}
