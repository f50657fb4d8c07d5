// Which driver framebuffer / renderbuffer a pushed framebuffer handle or renderbuffer resource draws with: the
// framebuffer subsystem's backend memo (seeds §4.4.3, §6.7). Two arms, one interface, as for the other subsystems at
// phase C:
//   handleMemo (phase C, default)  twins in slot arrays, the handle's slot the index. The receiver destroys a slot's
//                                  twin when its handle goes (destroy_context_object, resource_destroy), so the next
//                                  framebuffer / renderbuffer created in the slot (gen + 1) starts from a fresh driver
//                                  object; a renderbuffer's storage key (shapeVersion) is unique per table, so even a
//                                  twin that outlived its handle would re-allocate for the new one.
//   legacy (MOBILEGL_PIPE_LEGACY_MEMOS=1)  hashed registries keyed by identity (the framebuffer record's view, the
//                                  renderbuffer resource's record, new per create), as the pull path keys front
//                                  objects. This is the registry the slot arrays replace, kept so that a rekey bug
//                                  (a reused slot drawing into a stale attachment set) shows up between the arms.
// The pull / alias path (views with a front bridge) keeps the wiring's lifetime-id registries of front objects.
import type { DriverBindings, FramebufferView } from '@mgpipe/gles-core';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { BackendFramebuffer, BackendRenderbuffer, type FrontRenderbuffer } from './backend-framebuffer.ts';

/** A renderbuffer resource as the server's table keeps it: its storage descriptor and the handle slot it lives in. */
export interface PushedRenderbufferStorage extends FrontRenderbuffer {
  readonly slot: number;
}

export class PushedFramebufferTwins {
  /** handleMemo arm: the twin of each framebuffer handle slot. */
  private readonly framebuffersBySlot: (BackendFramebuffer | undefined)[] = [];
  /** handleMemo arm: the driver renderbuffer of each renderbuffer resource slot. */
  private readonly renderbuffersBySlot: (BackendRenderbuffer | undefined)[] = [];
  /** Legacy arm: the twin of each framebuffer record, by its view (null in the handleMemo arm). */
  private readonly framebufferRegistry: Map<FramebufferView, BackendFramebuffer> | null;
  /** Legacy arm: the driver renderbuffer of each renderbuffer resource, by its record (null in the handleMemo arm). */
  private readonly renderbufferRegistry: Map<PushedRenderbufferStorage, BackendRenderbuffer> | null;

  /** `handleMemo`: the slot-array arm (false: MOBILEGL_PIPE_LEGACY_MEMOS=1, the hashed registries). */
  constructor(private readonly gl: GLEntryPoints, private readonly bindings: DriverBindings, readonly handleMemo: boolean) {
    this.framebufferRegistry = handleMemo ? null : new Map();
    this.renderbufferRegistry = handleMemo ? null : new Map();
  }

  /** The twin of a pushed framebuffer view (view.pushed; view.handleSlot names its handle). */
  framebuffer(view: FramebufferView): BackendFramebuffer {
    if (this.framebufferRegistry === null) return (this.framebuffersBySlot[view.handleSlot] ??= new BackendFramebuffer(this.gl));
    let twin = this.framebufferRegistry.get(view);
    if (twin === undefined) this.framebufferRegistry.set(view, twin = new BackendFramebuffer(this.gl));
    return twin;
  }

  /** The driver renderbuffer of a renderbuffer resource (its storage is synced by the caller). */
  renderbuffer(r: PushedRenderbufferStorage): BackendRenderbuffer {
    if (this.renderbufferRegistry === null) return (this.renderbuffersBySlot[r.slot] ??= new BackendRenderbuffer(this.gl));
    let twin = this.renderbufferRegistry.get(r);
    if (twin === undefined) this.renderbufferRegistry.set(r, twin = new BackendRenderbuffer(this.gl));
    return twin;
  }

  /** A framebuffer handle went (destroy_context_object): its twin and driver framebuffer go. */
  framebufferDestroyed(view: FramebufferView): void {
    let twin: BackendFramebuffer | undefined;
    if (this.framebufferRegistry === null) {
      twin = this.framebuffersBySlot[view.handleSlot];
      this.framebuffersBySlot[view.handleSlot] = undefined;
    } else {
      twin = this.framebufferRegistry.get(view);
      this.framebufferRegistry.delete(view);
    }
    if (twin === undefined) return;
    this.bindings.forgetFramebuffer(twin.name);
    twin.destroy(this.gl);
  }

  /** A renderbuffer resource went (resource_destroy): its driver renderbuffer goes. */
  renderbufferDestroyed(r: PushedRenderbufferStorage): void {
    let twin: BackendRenderbuffer | undefined;
    if (this.renderbufferRegistry === null) {
      twin = this.renderbuffersBySlot[r.slot];
      this.renderbuffersBySlot[r.slot] = undefined;
    } else {
      twin = this.renderbufferRegistry.get(r);
      this.renderbufferRegistry.delete(r);
    }
    if (twin === undefined) return;
    this.bindings.forgetRenderbuffer(twin.name);
    twin.destroy(this.gl);
  }

  /** Driver framebuffers and renderbuffers held (the tests' growth check). */
  get size(): { framebuffers: number; renderbuffers: number } {
    const live = (a: readonly unknown[]): number => a.reduce<number>((n, v) => n + (v === undefined ? 0 : 1), 0);
    return {
      framebuffers: this.framebufferRegistry !== null ? this.framebufferRegistry.size : live(this.framebuffersBySlot),
      renderbuffers: this.renderbufferRegistry !== null ? this.renderbufferRegistry.size : live(this.renderbuffersBySlot),
    };
  }

  destroyAll(): void {
    for (const t of this.framebuffersBySlot) t?.destroy(this.gl);
    for (const t of this.renderbuffersBySlot) t?.destroy(this.gl);
    this.framebuffersBySlot.length = 0;
    this.renderbuffersBySlot.length = 0;
    for (const t of this.framebufferRegistry?.values() ?? []) t.destroy(this.gl);
    for (const t of this.renderbufferRegistry?.values() ?? []) t.destroy(this.gl);
    this.framebufferRegistry?.clear();
    this.renderbufferRegistry?.clear();
  }
}
