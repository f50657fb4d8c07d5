// The block binding step of PrepareForDraw: bind the uniform and storage buffer ranges the program's blocks read,
// and the atomic counter buffer ranges its counters use.
// It belongs to the program subsystem: what it reads are the indexed buffer bindings and the program's block
// bindings (G6: BufferState.uniform / .shaderStorage / .atomicCounter → set_shader_buffers, Program.*BlockBindings
// → set_program_bindings), which program pushes, not buffers. It reads them through MGB_CTX (getProgramBindings,
// getShaderBuffers) and reaches each bound buffer's driver twin through the wiring's PulledBufferTwins (the buffers
// handle table when buffers push), passing the views' bridges back. Storage buffers bound here are remembered until the next buffer-visibility
// barrier (xfb-queries' memoryBarrier copies their bytes back into the front shadows).
// Pushed (set_shader_buffers): the sets name buffer handles, resolved through the buffers handle table
// (PushedBufferTwins); written storage buffers are remembered as handles and go back through the reverse channel.
import type { BackendBuffer } from '@mgpipe/gles-buffers';
import type { BlockProgram, DeviceCore, FrontBuffer, PulledBufferTwins, PushedBufferTwins, ShaderBufferSet } from '@mgpipe/gles-core';
import { GL } from '@mgpipe/value-types';

/** What the step needs of the device: MGB_CTX, the binding shadows and the bridge to the buffers' driver twins. */
export type BlockBindingDevice = DeviceCore & PulledBufferTwins<BackendBuffer> & PushedBufferTwins<BackendBuffer>;

export class BlockBindingStep {
  /**
   * Buffers bound to a storage block or an atomic counter binding of a draw / dispatch since the last
   * buffer-visibility barrier (the views' bridges, kept for xfb-queries' memoryBarrier, which copies their bytes back
   * into the front shadows; this step never reads them): the GPU may have written them.
   */
  readonly storageWritten: FrontBuffer[] = [];
  /** The same for pushed sets: buffer handles (copied: the sets' records are reused). */
  readonly storageWrittenHandles: { slot: number; gen: number }[] = [];
  storageWrittenHandleCount = 0;
  private alignment = 0;
  private clock = 0;

  constructor(private readonly dev: BlockBindingDevice) {}

  sync(twin: BlockProgram): void {
    const inputs = this.dev.inputs;
    const bindings = inputs.getProgramBindings();
    const buffers = inputs.getShaderBuffers();
    for (let i = 0; i < twin.uniformBlockDriverBindings.length; i++) {
      this.bind(GL.UNIFORM_BUFFER, twin.uniformBlockDriverBindings[i], buffers.uniform, bindings.uniformBlockBindings[i], false);
    }
    for (let i = 0; i < twin.storageBlockDriverBindings.length; i++) {
      this.bind(GL.SHADER_STORAGE_BUFFER, twin.storageBlockDriverBindings[i], buffers.storage, bindings.storageBlockBindings[i], true);
    }
    // Atomic counters: GL binding point = driver binding (fixed by the shader), or the storage binding the program's
    // counters were lowered to (atomic-counter-ops.ts), from the offset aligned down as storage ranges must be, the
    // words skipped recorded for the program's base uniform.
    for (let i = 0; i < twin.atomicCounterBindings.length; i++) {
      const binding = twin.atomicCounterBindings[i];
      const storage = twin.atomicCounterStorageBindings[i];
      if (storage < 0) {
        this.bind(GL.ATOMIC_COUNTER_BUFFER, binding, buffers.atomic, binding, true);
        continue;
      }
      const offset = buffers.atomic.offsets[binding];
      const skipped = offset % this.storageAlignment();
      twin.atomicCounterWordBases[i] = skipped >> 2;
      this.bind(GL.SHADER_STORAGE_BUFFER, storage, buffers.atomic, binding, true, skipped);
    }
    // The logical clock word of GL_ARB_shader_clock (shader-clock.ts): one device-owned word for the context, so values
    // keep increasing across draws and dispatches.
    if (twin.shaderClockBinding >= 0) this.dev.bindings.bindBufferRange(GL.SHADER_STORAGE_BUFFER, twin.shaderClockBinding, this.clockBuffer(), 0, 4);
  }

  /** The clock word's driver buffer, made (zeroed) at the first program reading the clock. */
  private clockBuffer(): number {
    if (this.clock === 0) {
      const gl = this.dev.gl;
      const names = new Uint32Array(1);
      gl.glGenBuffers(1, names);
      this.clock = names[0];
      // COPY_WRITE_BUFFER: binding it disturbs no VAO or indexed binding.
      this.dev.bindings.bindBuffer(GL.COPY_WRITE_BUFFER, this.clock);
      gl.glBufferData(GL.COPY_WRITE_BUFFER, 4, new Uint8Array(4), GL.DYNAMIC_COPY);
    }
    return this.clock;
  }

  /** `before`: bytes of the buffer bound ahead of the set's range (the range starts that much earlier, as long). */
  private bind(target: number, driverBinding: number, set: ShaderBufferSet, slot: number, written: boolean, before = 0): void {
    const offset = set.offsets[slot] - before;
    const size = set.sizes[slot] < 0 ? set.sizes[slot] : set.sizes[slot] + before;
    if (set.pushed) {
      const h = set.handle(slot);
      if (h === null) return;
      if (written) this.noteWritten(h.slot, h.gen);
      this.dev.bindings.bindBufferRange(target, driverBinding, this.dev.pushedBufferTwin(h, 'draw (shader buffer)').name, offset, size);
      return;
    }
    const buffer = set.buffer(slot);
    if (buffer === null) return;
    if (written && !this.storageWritten.includes(buffer)) this.storageWritten.push(buffer);
    const dev = this.dev;
    dev.bindings.bindBufferRange(target, driverBinding, dev.bufferTwin(buffer).name, offset, size);
  }

  /** The driver's SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT, read once. */
  private storageAlignment(): number {
    if (this.alignment === 0) {
      const out = new Int32Array(1);
      this.dev.gl.glGetIntegerv(GL.SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT, out);
      this.alignment = Math.max(4, out[0]);
    }
    return this.alignment;
  }

  /** Remembers a written handle once until the next barrier (records grow to the most buffers written between two). */
  private noteWritten(slot: number, gen: number): void {
    const list = this.storageWrittenHandles;
    for (let i = 0; i < this.storageWrittenHandleCount; i++) if (list[i].slot === slot && list[i].gen === gen) return;
    if (this.storageWrittenHandleCount === list.length) list.push({ slot: 0, gen: 0 });
    const h = list[this.storageWrittenHandleCount++];
    h.slot = slot;
    h.gen = gen;
  }
}
