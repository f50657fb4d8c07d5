// The bridges between buffer writers / readers that do not own buffers and the buffers side of the wiring.
import type { MGPipeHandle } from '@mgpipe/pipe-types';
import type { FrontBuffer } from './state/buffer-inputs.ts';

/**
 * Bytes the server wrote into a buffer, on their way to the client (seeds §7, the reverse channel): transform
 * feedback capture and storage writes read back from the driver twin, and readbacks packed on the CPU for a
 * PIXEL_PACK buffer. The wiring's GlesDevice implements it. With buffers pushed the index host mirror takes the bytes
 * and the client gets them as MGPipeCallbacks.on_buffer_writeback (it applies them to its own shadow; the server
 * never writes a front-end object); the pull path writes the shadow itself, until it is deleted.
 */
export interface BufferWritebacks {
  /**
   * `bytes` now hold [offset, offset + bytes.byteLength) of the buffer `front` names. `toTwin`: the bytes were
   * produced on the CPU and the driver twin does not have them yet (a packed readback); false: they were read from
   * the twin (GPU writes). `bytes` may view mapped driver memory: valid only during the call.
   */
  writeBackBuffer(front: FrontBuffer, offset: number, bytes: Uint8Array, toTwin: boolean): void;
}

/**
 * The pull path's bridge from a front buffer to its driver buffer (buffers' twin: `Twin` is gles-buffers'
 * BackendBuffer). The subsystems that still pull object state (program's block bindings, xfb-queries; textures,
 * emulation and readback-pack through the wiring) read front Buffers from the context and need the driver buffer
 * under them; the wiring's GlesDevice implements this with the buffers subsystem's handle table (the client's identity map, front → handle)
 * or, while buffers pulls, its lifetime-id registry. It lives here, not in gles-buffers, so that the buffers
 * library names no front-end object (purity:server from phase C); it goes away with those pull paths.
 */
export interface PulledBufferTwins<Twin> extends BufferWritebacks {
  /** `front`'s driver twin, with driver storage matching the shadow (a buffer no buffer op reached yet). */
  bufferTwin(front: FrontBuffer): Twin;
}

/**
 * The push path's bridge (program pushed: set_shader_buffers names buffer handles): a handle's driver twin in the
 * buffers subsystem's handle table, its size, and the reverse channel for bytes the GPU wrote into it (storage
 * writes read back at a buffer-visibility barrier). The wiring's GlesDevice implements it while buffers push.
 */
export interface PushedBufferTwins<Twin> {
  /** The driver twin of a live buffer handle (`call` names the reader in a ProtocolCorruption). */
  pushedBufferTwin(h: MGPipeHandle, call: string): Twin;
  pushedBufferSize(h: MGPipeHandle): number;
  /** `bytes` (read from the twin) now hold [offset, offset + bytes.byteLength) of the buffer `h` names. */
  writeBackPushed(h: MGPipeHandle, offset: number, bytes: Uint8Array): void;
}
