// Renderbuffer resources through MGPipe (the framebuffer bit; seeds §4.5.1, issue 16): a renderbuffer is its own
// resource class (target `renderbuffer`), named on the wire by a {slot, gen} handle:
//   first attached       handle assigned, resource_create with its descriptor (internal format, size, samples)
//   storage moved        resource_respecify (glRenderbufferStorage*: Renderbuffer.shapeVersion), same handle
//   released             resource_destroy once glDeleteRenderbuffers freed the name and no live framebuffer still
//                        attaches it (an attachment keeps the image alive, GL 4.5 §9.2.8; the server's surface
//                        handles imply the same keep-alive)
// A renderbuffer has no texels to upload: its descriptor is all the server needs to own its storage.
// Handles share the buffers' / textures' slot space (resource_destroy names no kind).
import type { GLContext, Renderbuffer } from '@mgpipe/gl-state';
import {
  MGPResourceTarget,
  MGPipeKind,
  kNullHandle,
  type MGPResourceDesc,
  type MGPipeHandle,
  type ResourceCreatePayload,
  type ResourceDestroyPayload,
} from '@mgpipe/pipe-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter } from './pipe-emitter.ts';

export class RenderbufferResources {
  private readonly desc: MGPResourceDesc = {
    internalFormat: 0, width: 0, height: 1, depth: 1, usage: 0, storageFlags: 0, viewOf: kNullHandle, bufferForTexBuffer: kNullHandle,
    bufOffset: 0n, bufSize: 0n, arrayLayers: 1, levels: 1, samples: 0, bindMask: 0, target: MGPResourceTarget.renderbuffer,
    storageKind: 0, fixedSampleLocations: true, immutable: false, hasDefinedContent: false,
    imageBindableHint: false, glNameForDiag: new Uint8Array(2),
  };
  private readonly createP: ResourceCreatePayload = { res: kNullHandle, desc: this.desc };
  private readonly destroyP: ResourceDestroyPayload = { res: kNullHandle };
  /** Per handle slot: the renderbuffer there and the shapeVersion its last descriptor carried. */
  private readonly bySlot: (Renderbuffer | undefined)[] = [];
  private readonly sentShape: number[] = [];
  private releasesSeen = 0;
  /** resource_destroy calls sent for renderbuffers (tests). */
  destroyed = 0;

  constructor(private readonly out: PipeEmitter, private readonly handles: ObjectHandles, private readonly ctx: GLContext) {}

  /** The renderbuffer's handle, its resource created or respecified first when the server's descriptor is behind. */
  handleOf(rb: Renderbuffer): MGPipeHandle {
    let h = this.handles.peek(rb);
    if (h === null) {
      h = this.handles.assign(MGPipeKind.Buffer, rb.lifetimeId);
      this.bySlot[h.slot] = rb;
      this.fillDesc(rb);
      this.createP.res = h;
      this.out.sendScreen('resource_create', this.createP);
    } else if (this.sentShape[h.slot] !== rb.shapeVersion) {
      this.fillDesc(rb);
      this.createP.res = h;
      this.out.sendScreen('resource_respecify', this.createP);
    }
    this.sentShape[h.slot] = rb.shapeVersion;
    return h;
  }

  /** The renderbuffer a handle names while it is a live renderbuffer resource, else null. */
  renderbufferOf(h: MGPipeHandle): Renderbuffer | null {
    const rb = h.slot < this.bySlot.length ? this.bySlot[h.slot] : undefined;
    if (rb === undefined) return null;
    const live = this.handles.peek(rb);
    return live !== null && live.gen === h.gen ? rb : null;
  }

  /**
   * Destroys the released renderbuffers no live framebuffer attaches. `force`: re-check even when no renderbuffer
   * was released since (a framebuffer that kept one alive died).
   */
  destroyReleased(force: boolean): void {
    const ns = this.ctx.objects.renderbuffers;
    if (!force && ns.releases === this.releasesSeen) return;
    this.releasesSeen = ns.releases;
    for (let slot = 0; slot < this.bySlot.length; slot++) {
      const rb = this.bySlot[slot];
      if (rb === undefined || ns.Get(rb.name) === rb || this.attached(rb)) continue;
      this.bySlot[slot] = undefined;
      const h = this.handles.release(MGPipeKind.Buffer, rb.lifetimeId);
      if (h === null) continue;
      this.destroyP.res = h;
      this.destroyed++;
      this.out.sendScreen('resource_destroy', this.destroyP);
    }
  }

  /** Attached to a live framebuffer object (or a bound one: a deleted FBO is unbound before it is released). */
  private attached(rb: Renderbuffer): boolean {
    for (const fb of this.ctx.objects.framebuffers.ListObjects()) {
      for (const a of fb.attachments) if (a.renderbuffer === rb) return true;
    }
    return false;
  }

  private fillDesc(rb: Renderbuffer): void {
    const d = this.desc;
    d.internalFormat = rb.internalFormat;
    d.width = rb.width;
    d.height = Math.max(1, rb.height);
    d.samples = rb.samples;
    d.hasDefinedContent = false;
    const name = d.glNameForDiag as Uint8Array;
    name[0] = rb.name & 0xff;
    name[1] = (rb.name >> 8) & 0xff;
  }
}
