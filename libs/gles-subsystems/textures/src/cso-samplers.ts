// Which driver sampler object a pushed sampler CSO (bind_sampler_states) is drawn with: the textures subsystem's
// backend memo (seeds §4.5.4, §6.7). Two arms, one interface, as for the other subsystems at phase C:
//   handleMemo (phase C, default)  one driver sampler per CSO slot, the handle's slot the index. A CSO re-created in
//                                  the slot (gen + 1) carries a new serial (the unit's SamplerStateView.version), so
//                                  BackendSampler.sync re-applies its parameters; the client's LRU (256) bounds them.
//   legacy (MOBILEGL_PIPE_LEGACY_MEMOS=1)  a hashed registry keyed by the CSO's identity (its serial, unique per
//                                  create_sampler_state, as a front sampler's lifetime id was): one driver sampler
//                                  per CSO, deleted with it. This is the registry the slot array replaces, kept so
//                                  that a rekey bug (a reused slot sampling with stale parameters) shows up between
//                                  the arms.
// The pull / alias path (no CSO: view.csoSlot < 0) keeps the wiring's lifetime-id registry of front samplers.
import type { DriverBindings, SamplerStateView } from '@mgpipe/gles-core';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { BackendSampler } from './backend-sampler.ts';

export class CsoSamplers {
  /** handleMemo arm: the driver sampler of each CSO slot. */
  private readonly bySlot: (BackendSampler | undefined)[] = [];
  /** Legacy arm: the driver sampler of each live CSO, by serial (null in the handleMemo arm). */
  private readonly registry: Map<number, BackendSampler> | null;

  /** `handleMemo`: the slot-array arm (false: MOBILEGL_PIPE_LEGACY_MEMOS=1, the hashed registry). */
  constructor(private readonly gl: GLEntryPoints, private readonly bindings: DriverBindings, readonly handleMemo: boolean) {
    this.registry = handleMemo ? null : new Map();
  }

  /** The driver sampler of the pushed CSO a unit binds (view.csoSlot >= 0; view.version is the CSO's serial). */
  twin(view: SamplerStateView): BackendSampler {
    if (this.registry === null) return (this.bySlot[view.csoSlot] ??= new BackendSampler(this.gl));
    let s = this.registry.get(view.version);
    if (s === undefined) {
      s = new BackendSampler(this.gl);
      this.registry.set(view.version, s);
    }
    return s;
  }

  /**
   * delete_sampler_state (or a re-create over a live slot) of the CSO with serial `serial`: the registry arm deletes
   * that CSO's driver sampler; the slot array keeps the slot's sampler for the next CSO created there.
   */
  retire(serial: number): void {
    const s = this.registry?.get(serial);
    if (s === undefined) return;
    this.registry!.delete(serial);
    this.bindings.forgetSampler(s.name);
    s.destroy(this.gl);
  }

  /** Driver samplers held (the tests' growth check). */
  get size(): number {
    return this.registry !== null ? this.registry.size : this.bySlot.reduce((n, v) => n + (v === undefined ? 0 : 1), 0);
  }

  destroyAll(): void {
    for (const s of this.bySlot) if (s !== undefined) s.destroy(this.gl);
    this.bySlot.length = 0;
    if (this.registry !== null) {
      for (const s of this.registry.values()) s.destroy(this.gl);
      this.registry.clear();
    }
  }
}
