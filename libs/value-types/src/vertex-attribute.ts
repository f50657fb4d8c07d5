// Vertex input value types (§4.5.3). Two views travel together and must never be merged: the
// attribute FORMAT (VertexAttribute) and the binding point it reads from (VertexBufferBinding).
// Merging them once collapsed pointer-style stride 0 ("tightly packed", resolved to the element
// size) with binding-style stride 0 ("every vertex reads the same element").

import { GLDataType } from './gl-enums.ts';

export const MAX_VERTEX_ATTRIBS = 16;
export const MAX_VERTEX_ATTRIB_BINDINGS = 16;
/** Initial binding stride is 16 (GL 4.5 table 23.5), not 0. */
export const DEFAULT_BINDING_STRIDE = 16;
/**
 * MAX_VERTEX_ATTRIB_RELATIVE_OFFSET: the front end's (the GL 4.5 and GLES 3.1 minimum, so every backend takes any
 * relative offset the front end makes, its own merged ones included: gl-state vertex-array-layout.ts).
 */
export const MAX_VERTEX_ATTRIB_RELATIVE_OFFSET = 2047;

/** Which fetch path the attribute was specified through; integer and long are separate from `type`. */
export const VertexAttributePath = { Float: 0, Integer: 1, Long: 2 } as const;
export type VertexAttributePath = (typeof VertexAttributePath)[keyof typeof VertexAttributePath];

export class VertexAttribute {
  enabled = false;
  /** 1..4, or GL_BGRA (0x80e1). */
  size = 4;
  type: number = GLDataType.FLOAT;
  normalized = false;
  /** Float (glVertexAttribPointer), Integer (...IPointer) or Long (...LPointer; distinct from type DOUBLE). */
  path: VertexAttributePath = VertexAttributePath.Float;
  relativeOffset = 0;
  bindingIndex = 0;
  /**
   * The attribute sources client memory (glVertexAttribPointer with no ARRAY_BUFFER bound). The bytes
   * themselves stay client-side (gl-state's VertexArray); this marker is what a backend may see.
   */
  clientPointer = false;

  copyFrom(o: VertexAttribute): void {
    this.enabled = o.enabled;
    this.size = o.size;
    this.type = o.type;
    this.normalized = o.normalized;
    this.path = o.path;
    this.relativeOffset = o.relativeOffset;
    this.bindingIndex = o.bindingIndex;
    this.clientPointer = o.clientPointer;
  }
}

/** A vertex buffer binding point; the buffer is named by lifetime id (0 = none) because value types hold no objects. */
export class VertexBufferBinding {
  bufferLifetimeId = 0;
  bufferName = 0;
  offset = 0;
  stride = DEFAULT_BINDING_STRIDE;
  divisor = 0;
}
