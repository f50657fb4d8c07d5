// The vertex-elements step of PrepareForDraw: bind the VAO twin and bring its attribute formats up to date.
// The bindings themselves need the draw's vertex range, so the draw path finishes them (syncBindings on `vao`).
import type { GLContext } from '@mgpipe/gl-state';
import type { BackendVertexArray } from './backend-vertex-array.ts';
import type { VertexArrayDevice } from './vertex-array-device.ts';

export class VertexArrayStep {
  /** The VAO twin of the draw being prepared (set by sync). */
  vao: BackendVertexArray | null = null;

  constructor(private readonly dev: VertexArrayDevice) {}

  sync(ctx: GLContext): void {
    const vao = this.dev.vertexArrays.get(ctx.vertexArray);
    this.dev.bindings.bindVertexArray(vao.name);
    vao.syncConfig(this.dev.gl, ctx.vertexArray);
    this.vao = vao;
  }
}
