// Framebuffer: attachments (color 0-7, depth, stencil; DEPTH_STENCIL sets both), draw buffers and the
// read buffer. FBO 0 is the default framebuffer object (isDefault), whose "attachments" are the surface.
//
// Counter: objectVersion moves on every changing attachment / draw-buffer / read-buffer write, and each
// such bump also moves ContextGenerations.anyFboAttachment (one helper, BumpObjectVersion). Redefining
// an attached texture or renderbuffer moves anyFboAttachment from THAT object's helper, not this one's
// objectVersion (the tracker's framebuffer content hash inlines the formats, so it notices).

import { GLDrawBuffer } from '@mgpipe/value-types';
import type { ContextGenerations } from '../context-generations.ts';
import { GLObject } from './gl-object.ts';
import type { Renderbuffer } from './renderbuffer.ts';
import type { Texture } from './texture.ts';
import { bumpStateSerial } from '../state-serial.ts';

export const MAX_COLOR_ATTACHMENTS = 8;
/** Attachment slots: 0..7 color, then depth, then stencil. */
export const DEPTH_SLOT = MAX_COLOR_ATTACHMENTS;
export const STENCIL_SLOT = MAX_COLOR_ATTACHMENTS + 1;
export const ATTACHMENT_SLOT_COUNT = MAX_COLOR_ATTACHMENTS + 2;

export class FramebufferAttachment {
  texture: Texture | null = null;
  renderbuffer: Renderbuffer | null = null;
  level = 0;
  /** Layer of an array/3D texture, face of a cube map (cube array: layer-face); -1 = layered attachment. */
  layer = 0;

  get isEmpty(): boolean {
    return this.texture === null && this.renderbuffer === null;
  }
}

export class Framebuffer extends GLObject {
  readonly attachments: FramebufferAttachment[] = Array.from({ length: ATTACHMENT_SLOT_COUNT }, () => new FramebufferAttachment());
  /** GL enums per draw buffer (COLOR_ATTACHMENTi, NONE, BACK ...). */
  readonly drawBuffers = new Uint32Array(MAX_COLOR_ATTACHMENTS);
  readBuffer: number;
  // glFramebufferParameteri (GL 4.3 §9.2.1): what an FBO with no attachments rasterizes as.
  defaultWidth = 0;
  defaultHeight = 0;
  defaultLayers = 0;
  defaultSamples = 0;
  defaultFixedSampleLocations = false;
  private objectVersionCounter = 0;

  constructor(name: number, private readonly generations: ContextGenerations, readonly isDefault = false) {
    super(name);
    // Initial state: default FB draws/reads BACK; an FBO draws/reads COLOR_ATTACHMENT0.
    this.drawBuffers[0] = isDefault ? GLDrawBuffer.BACK : 0x8ce0;
    this.readBuffer = isDefault ? GLDrawBuffer.BACK : 0x8ce0;
  }

  get objectVersion(): number {
    return this.objectVersionCounter;
  }

  /** glFramebufferTexture*; texture null detaches. */
  SetTextureAttachment(slot: number, texture: Texture | null, level: number, layer: number): void {
    const a = this.attachments[slot];
    if (a.texture === texture && a.renderbuffer === null && a.level === level && a.layer === layer) return;
    a.texture = texture;
    a.renderbuffer = null;
    a.level = texture === null ? 0 : level;
    a.layer = texture === null ? 0 : layer;
    this.BumpObjectVersion();
  }

  /** glFramebufferRenderbuffer; renderbuffer null detaches. */
  SetRenderbufferAttachment(slot: number, renderbuffer: Renderbuffer | null): void {
    const a = this.attachments[slot];
    if (a.renderbuffer === renderbuffer && a.texture === null) return;
    a.texture = null;
    a.renderbuffer = renderbuffer;
    a.level = 0;
    a.layer = 0;
    this.BumpObjectVersion();
  }

  /** glDrawBuffers; unspecified trailing buffers become NONE. */
  SetDrawBuffers(buffers: ArrayLike<number>): void {
    let changed = false;
    for (let i = 0; i < MAX_COLOR_ATTACHMENTS; i++) {
      const v = i < buffers.length ? buffers[i] : GLDrawBuffer.NONE;
      if (this.drawBuffers[i] !== v) {
        this.drawBuffers[i] = v;
        changed = true;
      }
    }
    if (changed) this.BumpObjectVersion();
  }

  SetReadBuffer(buffer: number): void {
    if (this.readBuffer === buffer) return;
    this.readBuffer = buffer;
    this.BumpObjectVersion();
  }

  /** glFramebufferParameteri: the no-attachment defaults; a changed value bumps objectVersion. */
  SetDefaultParameters(width: number, height: number, layers: number, samples: number, fixedSampleLocations: boolean): void {
    if (this.defaultWidth === width && this.defaultHeight === height && this.defaultLayers === layers &&
      this.defaultSamples === samples && this.defaultFixedSampleLocations === fixedSampleLocations) return;
    this.defaultWidth = width;
    this.defaultHeight = height;
    this.defaultLayers = layers;
    this.defaultSamples = samples;
    this.defaultFixedSampleLocations = fixedSampleLocations;
    this.BumpObjectVersion();
  }

  /** Detach `object` wherever attached (glDelete* of an object attached to a bound FBO). */
  DetachObject(object: Texture | Renderbuffer): void {
    for (let slot = 0; slot < ATTACHMENT_SLOT_COUNT; slot++) {
      const a = this.attachments[slot];
      if (a.texture === object || a.renderbuffer === object) this.SetTextureAttachment(slot, null, 0, 0);
    }
  }

  private BumpObjectVersion(): void {
    this.objectVersionCounter++;
    bumpStateSerial();
    this.generations.BumpAnyFboAttachment();
  }
}
