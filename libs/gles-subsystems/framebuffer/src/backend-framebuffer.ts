// BackendFramebuffer / BackendRenderbuffer: driver twins of FBOs and renderbuffers (seeds
// BackendFramebufferObject Managers.h:1140-1213, BackendRenderbufferObject :1838-1855).
// An FBO is re-attached when its objectVersion moved or the context's anyFboAttachment generation moved
// (an attached texture or renderbuffer was redefined). GLES requires draw buffer i to be COLOR_ATTACHMENTi
// or NONE; desktop GL allows any permutation, so the twin attaches front attachment k at driver slot i
// when draw buffer i names COLOR_ATTACHMENTk (the seeds' m_backendColorSlots permutation). The read
// buffer's attachment goes to the slot it already has, else to the first free slot.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { glesFormatOf } from '@mgpipe/gles-textures';
import type { DriverBindings } from '@mgpipe/gles-core';
import type { BackendTexture, FrontTexture } from '@mgpipe/gles-textures';
import type { Twin } from '@mgpipe/gles-core';

export const COLOR_SLOTS = 8;
const DEPTH_SLOT = 8;
const STENCIL_SLOT = 9;

export interface FrontRenderbuffer {
  readonly lifetimeId: number;
  readonly name: number;
  readonly internalFormat: number;
  readonly width: number;
  readonly height: number;
  readonly samples: number;
  readonly shapeVersion: number;
}
export interface FrontAttachment {
  readonly texture: FrontTexture | null;
  readonly renderbuffer: FrontRenderbuffer | null;
  readonly level: number;
  readonly layer: number;
}
export interface FrontFramebuffer {
  readonly lifetimeId: number;
  readonly name: number;
  readonly isDefault: boolean;
  readonly attachments: readonly FrontAttachment[];
  readonly drawBuffers: Uint32Array;
  readonly readBuffer: number;
  readonly objectVersion: number;
}

const names = new Uint32Array(1);

export class BackendRenderbuffer implements Twin {
  readonly name: number;
  shapeVersion = -1;
  constructor(gl: GLEntryPoints) {
    gl.glGenRenderbuffers(1, names);
    this.name = names[0];
  }
  sync(gl: GLEntryPoints, b: DriverBindings, front: FrontRenderbuffer, norm16: boolean): void {
    if (front.shapeVersion === this.shapeVersion) return;
    this.shapeVersion = front.shapeVersion;
    b.bindRenderbuffer(this.name);
    const f = glesFormatOf(front.internalFormat, norm16);
    gl.glRenderbufferStorageMultisample(GL.RENDERBUFFER, front.samples, f.internalFormat, front.width, front.height);
  }
  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteRenderbuffers(1, names);
  }
}

/** How the framebuffer twin reaches the other twins (the backend's registries). */
export interface AttachmentResolver {
  texture(front: FrontTexture): BackendTexture;
  renderbuffer(front: FrontRenderbuffer): BackendRenderbuffer;
  /** TextureDevice.driverTextureMoves: a texture twin's driver name changed without a front-end generation. */
  driverTextureMoves: number;
}

export class BackendFramebuffer implements Twin {
  readonly name: number;
  objectVersion = -1;
  attachmentGeneration = -1;
  textureMoves = -1;
  /** Front attachment slot (0..7) → driver color slot, or -1. */
  readonly driverSlotOf = new Int8Array(COLOR_SLOTS).fill(-1);
  private readonly drawBufferScratch = new Uint32Array(COLOR_SLOTS);

  constructor(gl: GLEntryPoints) {
    gl.glGenFramebuffers(1, names);
    this.name = names[0];
  }

  /** Re-attaches when stale. `bind` binds this FBO as the DRAW or READ framebuffer (caller's choice). */
  sync(gl: GLEntryPoints, b: DriverBindings, front: FrontFramebuffer, generation: number, r: AttachmentResolver, norm16: boolean,
    anisotropy: boolean, target: number): void {
    // Attached textures must have driver storage before the completeness check; cheap when clean.
    for (let slot = 0; slot < front.attachments.length; slot++) {
      const a = front.attachments[slot];
      if (a.texture !== null) r.texture(a.texture).sync(gl, b, a.texture, norm16, anisotropy);
      else if (a.renderbuffer !== null) r.renderbuffer(a.renderbuffer).sync(gl, b, a.renderbuffer, norm16);
    }
    if (front.objectVersion === this.objectVersion && generation === this.attachmentGeneration && r.driverTextureMoves === this.textureMoves) return;
    this.objectVersion = front.objectVersion;
    this.attachmentGeneration = generation;
    this.textureMoves = r.driverTextureMoves;
    if (target === GL.READ_FRAMEBUFFER) b.bindReadFramebuffer(this.name);
    else b.bindDrawFramebuffer(this.name);
    this.driverSlotOf.fill(-1);
    const used = new Uint8Array(COLOR_SLOTS);
    for (let i = 0; i < COLOR_SLOTS; i++) {
      const db = front.drawBuffers[i];
      this.drawBufferScratch[i] = GL.NONE;
      if (db >= GL.COLOR_ATTACHMENT0 && db < GL.COLOR_ATTACHMENT0 + COLOR_SLOTS) {
        const k = db - GL.COLOR_ATTACHMENT0;
        if (this.driverSlotOf[k] < 0) {
          this.driverSlotOf[k] = i;
          used[i] = 1;
          this.drawBufferScratch[i] = GL.COLOR_ATTACHMENT0 + i;
        }
      }
    }
    const rb = front.readBuffer;
    if (rb >= GL.COLOR_ATTACHMENT0 && rb < GL.COLOR_ATTACHMENT0 + COLOR_SLOTS && this.driverSlotOf[rb - GL.COLOR_ATTACHMENT0] < 0) {
      const free = used.indexOf(0);
      if (free >= 0) { this.driverSlotOf[rb - GL.COLOR_ATTACHMENT0] = free; used[free] = 1; }
    }
    for (let driverSlot = 0; driverSlot < COLOR_SLOTS; driverSlot++) {
      const k = this.driverSlotOf.indexOf(driverSlot);
      this.attach(gl, target, GL.COLOR_ATTACHMENT0 + driverSlot, k < 0 ? null : front.attachments[k], r);
    }
    const depth = front.attachments[DEPTH_SLOT];
    const stencil = front.attachments[STENCIL_SLOT];
    if (depth.texture !== null && depth.texture === stencil.texture && depth.level === stencil.level && depth.layer === stencil.layer ||
      depth.renderbuffer !== null && depth.renderbuffer === stencil.renderbuffer) {
      this.attach(gl, target, GL.DEPTH_STENCIL_ATTACHMENT, depth, r);
    } else {
      this.attach(gl, target, GL.DEPTH_ATTACHMENT, depth, r);
      this.attach(gl, target, GL.STENCIL_ATTACHMENT, stencil, r);
    }
    // glDrawBuffers acts on the DRAW binding and glReadBuffer on the READ binding, whatever `target` is:
    // bind this FBO at the other point for that one call, then put the previous binding back (else the
    // call lands on another framebuffer, e.g. framebuffer 0's read buffer becomes NONE).
    const otherPrev = target === GL.READ_FRAMEBUFFER ? b.currentDrawFramebuffer : b.currentReadFramebuffer;
    if (target === GL.READ_FRAMEBUFFER) b.bindDrawFramebuffer(this.name);
    gl.glDrawBuffers(COLOR_SLOTS, this.drawBufferScratch);
    if (target === GL.READ_FRAMEBUFFER) b.bindDrawFramebuffer(otherPrev);
    const readSlot = rb >= GL.COLOR_ATTACHMENT0 && rb < GL.COLOR_ATTACHMENT0 + COLOR_SLOTS ? this.driverSlotOf[rb - GL.COLOR_ATTACHMENT0] : -1;
    if (target !== GL.READ_FRAMEBUFFER) b.bindReadFramebuffer(this.name);
    gl.glReadBuffer(readSlot < 0 ? GL.NONE : GL.COLOR_ATTACHMENT0 + readSlot);
    if (target !== GL.READ_FRAMEBUFFER) b.bindReadFramebuffer(otherPrev);
  }

  private attach(gl: GLEntryPoints, target: number, point: number, a: FrontAttachment | null, r: AttachmentResolver): void {
    if (a === null || (a.texture === null && a.renderbuffer === null)) {
      gl.glFramebufferRenderbuffer(target, point, GL.RENDERBUFFER, 0);
      return;
    }
    if (a.renderbuffer !== null) {
      gl.glFramebufferRenderbuffer(target, point, GL.RENDERBUFFER, r.renderbuffer(a.renderbuffer).name);
      return;
    }
    const tex = r.texture(a.texture!);
    const frontTarget = a.texture!.target;
    if (a.layer < 0) gl.glFramebufferTexture(target, point, tex.name, a.level);
    else if (frontTarget === GL.TEXTURE_CUBE_MAP) gl.glFramebufferTexture2D(target, point, GL.TEXTURE_CUBE_MAP_POSITIVE_X + a.layer, tex.name, a.level);
    else if (tex.target === GL.TEXTURE_2D || tex.target === GL.TEXTURE_2D_MULTISAMPLE) gl.glFramebufferTexture2D(target, point, tex.target, tex.name, a.level);
    else gl.glFramebufferTextureLayer(target, point, tex.name, a.level, a.layer);
  }

  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteFramebuffers(1, names);
  }
}
