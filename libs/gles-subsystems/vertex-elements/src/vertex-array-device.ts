// What the vertex-elements subsystem (and emulation, which requires it) need of the device: the buffers
// subsystem's device plus the vertex array twins. The wiring's GlesDevice implements it.
import type { BufferDevice } from '@mgpipe/gles-buffers';
import type { TwinRegistry } from '@mgpipe/gles-core';
import type { BackendVertexArray, FrontVertexArray } from './backend-vertex-array.ts';

export interface VertexArrayDevice extends BufferDevice {
  readonly vertexArrays: TwinRegistry<FrontVertexArray, BackendVertexArray>;
}
