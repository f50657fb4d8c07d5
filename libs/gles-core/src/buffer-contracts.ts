// How a subsystem that does not require `buffers` gets bytes it wrote into a front buffer's shadow onto the
// driver (readback-pack: readPixels into a PIXEL_PACK buffer). The wiring's GlesDevice implements it with the
// buffers subsystem's twins, and records the write in the front buffer there: the shadow's content bookkeeping
// (G6's reverse channel, Buffer.MarkContentChanged) is the buffers side's, not the writer's.

/** `Front`: gl-state's Buffer (gles-core names no gl-state type). */
export interface BufferShadowUploads<Front> {
  /**
   * The backend wrote [offset, offset + size) of the front buffer's shadow: the write is recorded in the buffer (its
   * content changed) and the bytes go to its driver twin.
   */
  writeBackFrontBuffer(front: Front, offset: number, size: number): void;
}
