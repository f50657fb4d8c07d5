// gl-impl's LegacyBufferOps for the GLES backend: the front end reports buffer content changes at GL-call time
// (BufferBackendOps, §5.1.1) and the buffer twins follow immediately; each reads the storage descriptor
// through MGB_CTX (dev.inputs.buffers: context while buffers pull, the op's alias copy at phase A).
import type { LegacyBufferOps } from '@mgpipe/gl-impl';
import type { Buffer } from '@mgpipe/gl-state';
import type { BufferDevice } from './buffer-device.ts';

export function createBufferOps(dev: BufferDevice): LegacyBufferOps {
  const mgb = dev.inputs.buffers;
  const upload = (buffer: Buffer, offset: number, size: number) =>
    dev.buffers.get(buffer).upload(dev.gl, dev.bindings, mgb.shape(buffer), mgb.bytes(buffer), offset, size);
  return {
    onBufferStorage: (buffer: Buffer) => dev.buffers.get(buffer).respecify(dev.gl, dev.bindings, mgb.shape(buffer), mgb.bytes(buffer)),
    onBufferSubData: upload,
    onCopyBufferSubData: (_src: Buffer, dst: Buffer, _so: number, dstOffset: number, size: number) => upload(dst, dstOffset, size),
    onMappedWrite: upload,
    onDelete: (buffer: Buffer) => {
      const twin = dev.buffers.peek(buffer);
      if (twin !== undefined) dev.bindings.forgetBuffer(twin.name);
      dev.buffers.delete(dev.gl, buffer);
    },
  };
}
