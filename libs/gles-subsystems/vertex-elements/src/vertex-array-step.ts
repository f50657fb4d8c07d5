// The vertex-elements step of PrepareForDraw: bind the driver VAO of the bound vertex-elements state and bring its
// attribute formats up to date. Everything comes through MGB_CTX (`dev.inputs`: the context in pull, the alias
// copy at A, what bind_vertex_elements_state / set_vertex_buffers pushed from B). The bindings themselves need
// the draw's vertex range, so the draw path finishes them (syncBindings on `vao`).
import type { BackendVertexArray } from './backend-vertex-array.ts';
import type { VertexArrayDevice } from './vertex-array-device.ts';

export class VertexArrayStep {
  /** The VAO twin of the draw being prepared (set by sync). */
  vao: BackendVertexArray | null = null;

  constructor(private readonly dev: VertexArrayDevice) {}

  sync(): void {
    const inputs = this.dev.inputs;
    const el = inputs.getBoundVertexArray();
    const vao = this.dev.vertexArrayTwin(el);
    this.dev.bindings.bindVertexArray(vao.name);
    vao.syncConfig(this.dev.gl, el, inputs.getVertexBuffers());
    this.vao = vao;
  }
}
