// Which driver VAO draws a pushed vertex-elements CSO: the backend memo of vertex-elements (seeds §4.5.3, §6.7,
// D1/D2). Two arms, one interface:
//   handleMemo (phase C, default)  one driver VAO per CSO slot, the handle's slot the index. A CSO re-created in
//                                  the slot (gen + 1) gets a new serial key, so the VAO's formats are re-specified
//                                  (BackendVertexArray.syncConfig keys on it); the client's LRU (1024) bounds them.
//   legacy (MOBILEGL_PIPE_LEGACY_MEMOS=1)  a hashed registry keyed by the CSO's identity (its serial, unique per
//                                  create_vertex_elements_state, as a VAO's lifetime id was): one driver VAO per CSO,
//                                  deleted with it. This is the registry the slot array replaces, kept so that a
//                                  rekey bug (a reused slot drawing with a stale VAO) shows up between the arms.
// The pull / alias path (no CSO: el.slot < 0) keeps the wiring's lifetime-id registry of front VAOs.
// A vertex state (bind_vertex_state: VertexElementsView.stateSlot >= 0) draws through a driver VAO of its own, one per state
// slot (stateTwin), whose buffer bindings are walked once per state (BackendVertexArray.syncBindings keys the walk on
// the state's serial) and whose formats follow the state's elements like any twin's.
import type { DriverBindings, VertexElementsView } from '@mgpipe/gles-core';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { BackendVertexArray } from './backend-vertex-array.ts';

export class CsoVertexArrays {
  /** handleMemo arm: the driver VAO of each CSO slot. */
  private readonly bySlot: (BackendVertexArray | undefined)[] = [];
  /** The driver VAO of each vertex state slot (kept for the next state made in the slot). */
  private readonly byStateSlot: (BackendVertexArray | undefined)[] = [];
  /** Legacy arm: the driver VAO of each live CSO, by serial (null in the handleMemo arm). */
  private readonly registry: Map<number, BackendVertexArray> | null;

  /** `handleMemo`: the slot-array arm (false: MOBILEGL_PIPE_LEGACY_MEMOS=1, the hashed registry). */
  constructor(private readonly gl: GLEntryPoints, private readonly bindings: DriverBindings, readonly handleMemo: boolean) {
    this.registry = handleMemo ? null : new Map();
  }

  /** The driver VAO of the pushed CSO `el` (el.slot >= 0). */
  twin(el: VertexElementsView): BackendVertexArray {
    if (this.registry === null) return (this.bySlot[el.slot] ??= new BackendVertexArray(this.gl, this.bindings));
    let vao = this.registry.get(el.key);
    if (vao === undefined) {
      vao = new BackendVertexArray(this.gl, this.bindings);
      this.registry.set(el.key, vao);
    }
    return vao;
  }

  /** The driver VAO of vertex state slot `slot` (VertexElementsView.stateSlot). */
  stateTwin(slot: number): BackendVertexArray {
    let vao = this.byStateSlot[slot];
    if (vao === undefined) {
      vao = this.byStateSlot[slot] = new BackendVertexArray(this.gl, this.bindings);
      vao.ofState = true;
    }
    return vao;
  }

  /**
   * delete_vertex_elements_state of the CSO with serial `key`: the registry arm deletes that CSO's VAO; the slot
   * array keeps the slot's VAO for the next CSO created there.
   */
  retire(key: number): void {
    const vao = this.registry?.get(key);
    if (vao === undefined) return;
    this.registry!.delete(key);
    this.bindings.forgetVertexArray(vao.name);
    vao.destroy(this.gl);
  }

  /** Driver VAOs held (the tests' growth check). */
  get size(): number {
    const states = this.byStateSlot.reduce((n, v) => n + (v === undefined ? 0 : 1), 0);
    return states + (this.registry !== null ? this.registry.size : this.bySlot.reduce((n, v) => n + (v === undefined ? 0 : 1), 0));
  }

  destroyAll(): void {
    for (const v of this.bySlot) if (v !== undefined) v.destroy(this.gl);
    this.bySlot.length = 0;
    for (const v of this.byStateSlot) if (v !== undefined) v.destroy(this.gl);
    this.byStateSlot.length = 0;
    if (this.registry !== null) {
      for (const v of this.registry.values()) v.destroy(this.gl);
      this.registry.clear();
    }
  }
}
