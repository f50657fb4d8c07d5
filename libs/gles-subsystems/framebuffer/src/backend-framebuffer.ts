// BackendFramebuffer / BackendRenderbuffer: driver twins of FBOs and renderbuffers (seeds
// BackendFramebufferObject Managers.h:1140-1213, BackendRenderbufferObject :1838-1855).
// The framebuffer twin is specified from MGB_CTX's FramebufferView (gles-core framebuffer-inputs.ts), never from a
// front-end Framebuffer: it re-attaches when the view's memo keys moved (pull / alias: the FBO's objectVersion and
// the context's anyFboAttachment generation, i.e. an attached texture or renderbuffer was redefined). GLES requires
// draw buffer i to be COLOR_ATTACHMENTi or NONE; desktop GL allows any permutation, so the twin attaches front
// attachment k at driver slot i when draw buffer i names COLOR_ATTACHMENTk (the seeds' m_backendColorSlots
// permutation). The read buffer's attachment goes to the slot it already has, else to the first free slot.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { glesFormatOf } from '@mgpipe/gles-textures';
import { FRONT_DEPTH_SLOT, FRONT_STENCIL_SLOT, SurfaceKind, sameImage, type DriverBindings, type FramebufferSurface, type FramebufferView } from '@mgpipe/gles-core';
import type { BackendTexture } from '@mgpipe/gles-textures';
import type { Twin } from '@mgpipe/gles-core';

export const COLOR_SLOTS = 8;

export interface FrontRenderbuffer {
  readonly lifetimeId: number;
  readonly name: number;
  readonly internalFormat: number;
  readonly width: number;
  readonly height: number;
  readonly samples: number;
  readonly shapeVersion: number;
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

/**
 * How the framebuffer twin reaches the twins its surfaces name (the backend's registries): by the view's bridge in
 * pull / alias (the device resolves it; this library never reads it).
 */
export interface AttachmentResolver {
  /** Brings the driver storage of the texture / renderbuffer a surface names up to date (its own subsystem's sync). */
  syncSurface(s: FramebufferSurface): void;
  /** The texture twin of a texture surface. */
  surfaceTexture(s: FramebufferSurface): BackendTexture;
  /** The renderbuffer twin of a renderbuffer surface. */
  surfaceRenderbuffer(s: FramebufferSurface): BackendRenderbuffer;
  /** TextureDevice.driverTextureMoves: a texture twin's driver name changed without a front-end generation. */
  driverTextureMoves: number;
}

export class BackendFramebuffer implements Twin {
  readonly name: number;
  version = -1;
  generation = -1;
  textureMoves = -1;
  /** Front attachment slot (0..7) → driver color slot, or -1. */
  readonly driverSlotOf = new Int8Array(COLOR_SLOTS).fill(-1);
  private readonly drawBufferScratch = new Uint32Array(COLOR_SLOTS);

  constructor(gl: GLEntryPoints) {
    gl.glGenFramebuffers(1, names);
    this.name = names[0];
  }

  /** Re-attaches when stale, binding this FBO at `target` (DRAW_FRAMEBUFFER or READ_FRAMEBUFFER) to do it. */
  sync(gl: GLEntryPoints, b: DriverBindings, front: FramebufferView, r: AttachmentResolver, target: number): void {
    // Attached textures must have driver storage before the completeness check; cheap when clean.
    for (let slot = 0; slot < front.surfaces.length; slot++) {
      const s = front.surfaces[slot];
      if (s.kind !== SurfaceKind.none) r.syncSurface(s);
    }
    if (front.version === this.version && front.generation === this.generation && r.driverTextureMoves === this.textureMoves) return;
    this.version = front.version;
    this.generation = front.generation;
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
      this.attach(gl, target, GL.COLOR_ATTACHMENT0 + driverSlot, k < 0 ? null : front.surfaces[k], r);
    }
    const depth = front.surfaces[FRONT_DEPTH_SLOT];
    const stencil = front.surfaces[FRONT_STENCIL_SLOT];
    // One image at both points: DEPTH_STENCIL_ATTACHMENT (the bridge's identity in pull / alias, the handle in push).
    if (depth.kind !== SurfaceKind.none && sameImage(depth, stencil) &&
      (depth.kind === SurfaceKind.renderbuffer || depth.level === stencil.level && depth.layer === stencil.layer)) {
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

  private attach(gl: GLEntryPoints, target: number, point: number, a: FramebufferSurface | null, r: AttachmentResolver): void {
    if (a === null || a.kind === SurfaceKind.none) {
      gl.glFramebufferRenderbuffer(target, point, GL.RENDERBUFFER, 0);
      return;
    }
    if (a.kind === SurfaceKind.renderbuffer) {
      gl.glFramebufferRenderbuffer(target, point, GL.RENDERBUFFER, r.surfaceRenderbuffer(a).name);
      return;
    }
    const tex = r.surfaceTexture(a);
    // The twin's driver target is TEXTURE_CUBE_MAP exactly when the texture is a cube map (glesTargetOf).
    if (a.layer < 0) gl.glFramebufferTexture(target, point, tex.name, a.level);
    else if (tex.target === GL.TEXTURE_CUBE_MAP) gl.glFramebufferTexture2D(target, point, GL.TEXTURE_CUBE_MAP_POSITIVE_X + a.layer, tex.name, a.level);
    else if (tex.target === GL.TEXTURE_2D || tex.target === GL.TEXTURE_2D_MULTISAMPLE) gl.glFramebufferTexture2D(target, point, tex.target, tex.name, a.level);
    else gl.glFramebufferTextureLayer(target, point, tex.name, a.level, a.layer);
  }

  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteFramebuffers(1, names);
  }
}
