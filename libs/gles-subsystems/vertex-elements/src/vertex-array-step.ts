// The vertex-elements steps of PrepareForDraw. Everything comes through MGB_CTX (`dev.inputs`: the context in pull,
// the alias copy at A, what bind_vertex_elements_state / set_vertex_buffers pushed from B):
//   sync (vertexArray step)          bind the driver VAO of the bound vertex-elements state and bring its attribute
//                                    formats up to date, with the host spans it was last specified with;
//   syncHostSet (vertexBuffers step) the vertex buffer set's spans against those formats: a client array that came or
//                                    went re-specifies them. It runs after sync in a full prepare.
// Apart, because a frame's per-draw VAO switch is a set_vertex_buffers alone (VAOs of one layout share their
// vertex-elements CSO): it runs syncHostSet, a compare, instead of the whole step (issue 19). The bindings themselves need
// the draw's vertex range, so the draw path finishes them (syncBindings on `vao`).
// A vertex state bound (bind_vertex_state: VertexElementsView.stateSlot >= 0) draws through that state's own driver VAO,
// whose bindings stay made between binds. sync chooses it from the elements group alone (STEP_READS: vertexElements;
// bind_vertex_state writes that group). A set_vertex_buffers or set_index_buffer after the bind ends the state without
// writing the elements group: the vertex buffer set's mark (VertexBufferSet.state) says so, and syncHostSet, which
// reads both groups, goes back to the elements' own driver VAO. A VAO that never was a state's pays one flag test.
import type { VertexElementsView } from '@mgpipe/gles-core';
import type { BackendVertexArray } from './backend-vertex-array.ts';
import type { VertexArrayDevice } from './vertex-array-device.ts';

export class VertexArrayStep {
  /** The VAO twin of the draw being prepared (set by sync, or by syncHostSet leaving a state's). */
  vao: BackendVertexArray | null = null;

  constructor(private readonly dev: VertexArrayDevice) {}

  sync(): void {
    const el = this.dev.inputs.getBoundVertexArray();
    this.use(el.stateSlot < 0 ? this.dev.vertexArrayTwin(el) : this.dev.vertexStateTwin(el.stateSlot), el);
  }

  /** After sync (this or an earlier prepare's): the set's spans, when they change what is host-sourced. */
  syncHostSet(): void {
    const inputs = this.dev.inputs;
    const vao = this.vao!;
    const spans = inputs.getVertexBuffers().spanMask;
    // A state's driver VAO goes out of line (resyncSet), so the per-draw path of every other VAO is one flag test more.
    if (vao.ofState || !vao.hostSetHolds(spans)) this.resyncSet(spans);
  }

  /** syncHostSet's slow arm: a state's driver VAO left when a separate call ended the state, then the spans. */
  private resyncSet(spans: number): void {
    const inputs = this.dev.inputs;
    let vao = this.vao!;
    if (vao.ofState && inputs.getVertexBuffers().state < 0) vao = this.leaveState();
    if (!vao.hostSetHolds(spans)) vao.syncConfig(this.dev.gl, inputs.getBoundVertexArray(), spans);
  }

  /** A separate call ended the bound vertex state: the elements' own driver VAO again (sync's other arm). */
  private leaveState(): BackendVertexArray {
    const el = this.dev.inputs.getBoundVertexArray();
    return this.use(this.dev.vertexArrayTwin(el), el);
  }

  /** `vao` bound on the driver with `el`'s formats: the draw's VAO. */
  private use(vao: BackendVertexArray, el: VertexElementsView): BackendVertexArray {
    this.dev.bindings.bindVertexArray(vao.name);
    vao.syncConfig(this.dev.gl, el, vao.spans);
    this.vao = vao;
    return vao;
  }
}
