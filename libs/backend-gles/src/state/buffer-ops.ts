// The pull / alias path of the buffers subsystem: gl-impl's LegacyBufferOps for the GLES backend. The front end
// reports buffer content changes at GL-call time (BufferBackendOps, §5.1.1) and the buffer twins of the wiring's
// lifetime-id registry follow immediately; each op reads the storage descriptor through MGB_CTX
// (dev.inputs.buffers: the context while buffers pull, the op's alias copy at phase A).
// It lives in the wiring, not in gles-buffers: it takes front-end Buffer objects, and the buffers library is
// purity:server from phase C. With the buffers bit pushed the front end sends resource_* calls instead and does
// not use these ops (GlesBackend.bufferOps); this file goes with the pull path (phase done).
import type { LegacyBufferOps } from '@mgpipe/gl-impl';
import type { Buffer } from '@mgpipe/gl-state';
import type { GlesDevice } from '../device.ts';

export function createBufferOps(dev: GlesDevice): LegacyBufferOps {
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
