// What the buffers subsystem (and the subsystems that require it) need of the device: the core plus the stream
// buffer. The buffer twins themselves live in the server-side handle table (buffer-table.ts), which the wiring's
// GlesDevice owns and fills from MGPipe calls. Nothing here names a front-end object: the pull path's bridge from a
// front Buffer to its twin (PulledBufferTwins, gles-core) and the lifetime-id registry it uses while buffers pulls
// are the wiring's, declared by the pull-phase libraries that still read front Buffers.
import type { DeviceCore } from '@mgpipe/gles-core';
import type { StreamBuffer } from './stream-buffer.ts';

export interface BufferDevice extends DeviceCore {
  /** Per-draw host bytes (client arrays / indices, rewritten indices, fp64 attributes). */
  readonly stream: StreamBuffer;
}
