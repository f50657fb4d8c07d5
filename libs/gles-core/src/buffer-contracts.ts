// How a subsystem that does not require `buffers` gets bytes it wrote into a front buffer's shadow onto the
// driver (readback-pack: readPixels into a PIXEL_PACK buffer). The wiring's GlesDevice implements it with the
// buffers subsystem's twins, and records the write in the front buffer there: the shadow's content bookkeeping
// (G6's reverse channel, Buffer.MarkContentChanged) is the buffers side's, not the writer's.
import type { FrontBuffer } from './state/buffer-inputs.ts';

/** `Front`: gl-state's Buffer (gles-core names no gl-state type). */
export interface BufferShadowUploads<Front> {
  /**
   * The backend wrote [offset, offset + size) of the front buffer's shadow: the write is recorded in the buffer (its
   * content changed) and the bytes go to its driver twin.
   */
  writeBackFrontBuffer(front: Front, offset: number, size: number): void;
}

/**
 * The pull path's bridge from a front buffer to its driver buffer (buffers' twin: `Twin` is gles-buffers'
 * BackendBuffer). The subsystems that still pull object state (program's block bindings, xfb-queries; textures,
 * emulation and readback-pack through the wiring) read front Buffers from the context and need the driver buffer
 * under them; the wiring's GlesDevice implements this with the buffers subsystem's handle table (the client's identity map, front → handle)
 * or, while buffers pulls, its lifetime-id registry. It lives here, not in gles-buffers, so that the buffers
 * library names no front-end object (purity:server from phase C); it goes away with those pull paths.
 */
export interface PulledBufferTwins<Twin> {
  /** `front`'s driver twin, with driver storage matching the shadow (a buffer no buffer op reached yet). */
  bufferTwin(front: FrontBuffer): Twin;
  /**
   * The server read back `bytes` the GPU wrote at `offset` of a front buffer (XFB capture, storage writes): the
   * buffers side's index host mirror (gles-buffers index-mirror.ts) takes them, so a GPU-written element buffer stays
   * exact without a round trip. Named by front buffer because the readers are pull-path code (xfb-queries).
   */
  gpuWroteBuffer(front: FrontBuffer, offset: number, bytes: Uint8Array): void;
}
