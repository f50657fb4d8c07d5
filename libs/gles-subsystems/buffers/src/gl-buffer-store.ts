// The GLES driver side of the BufferTable: one BackendBuffer (a driver buffer name) per live handle.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import type { DriverBindings } from '@mgpipe/gles-core';
import { BackendBuffer } from './backend-buffer.ts';
import type { BufferStore } from './buffer-table.ts';

export function glBufferStore(gl: GLEntryPoints, bindings: DriverBindings): BufferStore<BackendBuffer> {
  return {
    create: () => new BackendBuffer(gl),
    allocate: (t, size, usage) => t.allocate(gl, bindings, size, usage),
    write: (t, offset, bytes) => t.write(gl, bindings, offset, bytes),
    copy: (dst, src, so, dO, size) => dst.copyFrom(gl, bindings, src, so, dO, size),
    destroy: (t) => {
      bindings.forgetBuffer(t.name);
      t.destroy(gl);
    },
  };
}
