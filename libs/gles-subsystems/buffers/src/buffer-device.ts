// What the buffers subsystem (and the subsystems that require it) need of the device: the core plus the buffer
// twins and the stream buffer. The wiring's GlesDevice implements it.
import type { DeviceCore, TwinRegistry } from '@mgpipe/gles-core';
import type { GLContext } from '@mgpipe/gl-state';
import type { BackendBuffer, FrontBuffer } from './backend-buffer.ts';
import type { StreamBuffer } from './stream-buffer.ts';

export interface BufferDevice extends DeviceCore<GLContext> {
  readonly buffers: TwinRegistry<FrontBuffer, BackendBuffer>;
  /** Per-draw host bytes (client arrays / indices, rewritten indices, fp64 attributes). */
  readonly stream: StreamBuffer;
  /** A buffer's twin with driver storage matching the shadow (a buffer no bufferOp reached yet). */
  bufferTwin(front: FrontBuffer): BackendBuffer;
  /** `bufferTwin` bound once, so hot paths pass it without allocating a closure. */
  readonly bufferTwinFn: (front: FrontBuffer) => BackendBuffer;
  /**
   * The server read back `bytes` the GPU wrote at `offset` of a buffer (XFB capture, storage writes): the index host
   * mirror (index-mirror.ts) takes them, so a GPU-written element buffer stays exact without a round trip.
   */
  gpuWroteBuffer(front: FrontBuffer, offset: number, bytes: Uint8Array): void;
}
