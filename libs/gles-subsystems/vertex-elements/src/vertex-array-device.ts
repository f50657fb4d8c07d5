// What the vertex-elements subsystem (and emulation, which requires it) need of the device: the buffers
// subsystem's device plus the driver VAO that draws a vertex-elements state, and the buffer twins its binding
// points name. The wiring's GlesDevice implements it.
import type { BufferDevice } from '@mgpipe/gles-buffers';
import type { IndexBufferRef, VertexBufferSet, VertexElementsView } from '@mgpipe/gles-core';
import type { BackendVertexArray } from './backend-vertex-array.ts';

export interface VertexArrayDevice extends BufferDevice {
  /** The driver VAO that draws `el`: one per vertex-elements CSO slot when pushed, the VAO's twin in pull / alias. */
  vertexArrayTwin(el: VertexElementsView): BackendVertexArray;
  /** The driver VAO of vertex state slot `slot` (the elements group's VertexElementsView.stateSlot). */
  vertexStateTwin(slot: number): BackendVertexArray;
  /** Binding point b's buffer twin's driver name (0: none). Bound once as a method value (no closure per draw). */
  readonly vertexBufferName: (set: VertexBufferSet, b: number) => number;
  /** The element array buffer's twin's driver name (0: none). */
  indexBufferName(ref: IndexBufferRef): number;
}
