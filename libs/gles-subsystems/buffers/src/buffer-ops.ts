// gl-impl's LegacyBufferOps for the GLES backend: the front end reports buffer content changes at GL-call time
// (BufferBackendOps, §5.1.1) and the buffer twins follow immediately.
import type { LegacyBufferOps } from '@mgpipe/gl-impl';
import type { Buffer } from '@mgpipe/gl-state';
import type { BufferDevice } from './buffer-device.ts';

export function createBufferOps(dev: BufferDevice): LegacyBufferOps {
  return {
    onBufferStorage: (buffer: Buffer) => dev.buffers.get(buffer).respecify(dev.gl, dev.bindings, buffer),
    onBufferSubData: (buffer: Buffer, offset: number, size: number) => dev.buffers.get(buffer).upload(dev.gl, dev.bindings, buffer, offset, size),
    onCopyBufferSubData: (_src: Buffer, dst: Buffer, _so: number, dstOffset: number, size: number) =>
      dev.buffers.get(dst).upload(dev.gl, dev.bindings, dst, dstOffset, size),
    onMappedWrite: (buffer: Buffer, offset: number, size: number) => dev.buffers.get(buffer).upload(dev.gl, dev.bindings, buffer, offset, size),
    onDelete: (buffer: Buffer) => {
      const twin = dev.buffers.peek(buffer);
      if (twin !== undefined) dev.bindings.forgetBuffer(twin.name);
      dev.buffers.delete(dev.gl, buffer);
    },
  };
}
