// How a subsystem that does not require `buffers` gets bytes it wrote into a front buffer's shadow onto the
// driver (readback-pack: readPixels into a PIXEL_PACK buffer). The wiring's GlesDevice implements it with the
// buffers subsystem's twins.

/** `Front`: gl-state's Buffer (gles-core names no gl-state type). */
export interface BufferShadowUploads<Front> {
  /** Uploads [offset, offset + size) of the front buffer's shadow to its driver twin. */
  uploadFrontBuffer(front: Front, offset: number, size: number): void;
}
