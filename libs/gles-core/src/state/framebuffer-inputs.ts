// MGB_CTX of the framebuffer subsystem (seeds §4.5.6, §6.2): its PipeInputs group `framebuffer` as the
// gles-framebuffer library reads it, whatever the phase — one FramebufferView for the draw framebuffer and one
// for the read framebuffer (set_framebuffer_state's state of one FBO, and the read side blit / read_pixels name).
//   surfaces      the ten attachment points (color 0-7, depth, stencil): kind (MGPSurfaceKind: none / texture /
//                 renderbuffer), level, layer (-1: layered).
//   drawBuffers   the eight draw-buffer enums; readBuffer the read-buffer enum (a desktop enum, resolved by the twin).
//   isDefault     framebuffer 0 (the EGL surface).
//   version / generation   the twin's attachment-sync memo key: Framebuffer.objectVersion and the context's
//                 anyFboAttachment generation (an attached image was redefined) in pull / alias.
// Pull (context) fills on read and alias (phase A) at the fill point of each verb class that may read the group
// (verify fills a shadow the same way and compares). The front references a view keeps in pull / alias (`fbo`, each
// surface's `front`) are the bridge the device resolves the framebuffer / texture / renderbuffer twins through:
// the library passes them back to the device and never reads them.
// Push (phase B, backend-gles framebuffer-receiver.ts): set_framebuffer_state fills one view per framebuffer handle
// (the server keeps it per handle) and bind_framebuffers points `draw` / `read` at two of them. A pushed view names
// its FBO by handle (handleSlot / handleGen) and each surface by its texture / renderbuffer resource handle (slot,
// gen) with the internal format inline; `front` stays null. Its read buffer is derived from the client-resolved
// read surface; `version` is a serial the receiver moves when the contentHash moved, `generation` the server's
// count of attachment respecifies (an attached image re-minted). Verify compares the resolved read surfaces (the
// read buffer enum of a pushed view is one index that names that surface) and, for the default framebuffer, only
// whether a draw / read buffer is NONE (what the server can act on).
import { GL } from '@mgpipe/value-types';
import type { MGPipeHandle } from '@mgpipe/pipe-types';
import { FRONT_DEPTH_SLOT, FRONT_STENCIL_SLOT } from '../front-constants.ts';

export const FRAMEBUFFER_COLOR_SLOTS = 8;
export const FRAMEBUFFER_SURFACES = FRAMEBUFFER_COLOR_SLOTS + 2;
/** MGPSurfaceKind. */
export const SurfaceKind = { none: 0, texture: 1, renderbuffer: 2 } as const;

/** gl-state's Texture as the height fill reads it. */
export interface FrontAttachedTexture {
  readonly target: number;
  GetImage(face: number, level: number): { readonly height: number };
}
/** gl-state's Renderbuffer as the height fill reads it. */
export interface FrontAttachedRenderbuffer {
  readonly height: number;
}
/** gl-state's FramebufferAttachment as the fill reads it (the texture / renderbuffer: bridges here). */
export interface FrontAttachment {
  readonly texture: FrontAttachedTexture | null;
  readonly renderbuffer: FrontAttachedRenderbuffer | null;
  readonly level: number;
  readonly layer: number;
}
/** gl-state's Framebuffer as the fill reads it. */
export interface FrontFramebuffer {
  readonly lifetimeId: number;
  readonly name: number;
  readonly isDefault: boolean;
  readonly attachments: readonly FrontAttachment[];
  readonly drawBuffers: Uint32Array;
  readonly readBuffer: number;
  readonly objectVersion: number;
  /** glFramebufferParameteri's no-attachment height. */
  readonly defaultHeight: number;
}

/** One attachment point (MGPSurface's identity part). */
export class FramebufferSurface {
  kind: number = SurfaceKind.none;
  level = 0;
  layer = 0;
  /** Pull / alias: the attached front texture or renderbuffer (the device's bridge; null when none or pushed). */
  front: object | null = null;
  /** Push: the texture / renderbuffer resource handle (0, 0 when none or pulled) and its internal format. */
  slot = 0;
  gen = 0;
  internalFormat = 0;
}

/** Same image at both surfaces: one front object (pull / alias) or one resource handle (push). */
export function sameImage(a: FramebufferSurface, b: FramebufferSurface): boolean {
  return a.kind === b.kind && a.front === b.front && a.slot === b.slot && a.gen === b.gen;
}

/** The framebuffer group's record for one binding point (draw or read). */
export class FramebufferView {
  isDefault = true;
  readonly surfaces: FramebufferSurface[] = Array.from({ length: FRAMEBUFFER_SURFACES }, () => new FramebufferSurface());
  readonly drawBuffers = new Uint32Array(FRAMEBUFFER_COLOR_SLOTS);
  readBuffer: number = GL.BACK;
  /** Memo key of the twin's attachment sync (pull / alias: Framebuffer.objectVersion). */
  version = -1;
  /** Second memo key (pull / alias: ContextGenerations.anyFboAttachment at the fill). */
  generation = -1;
  /** Pull / alias: the framebuffer whose twin draws (the device's bridge). */
  fbo: FrontFramebuffer | null = null;
  /**
   * The framebuffer's height (GL 4.5 §9.4.2: the smallest attached image's, else the no-attachment default; 0 for
   * the default framebuffer: the EGL surface's is the device's). The origin_upper_left lowering reads it.
   */
  height = 0;
  /** Push: the view was filled by set_framebuffer_state; its FBO's handle. */
  pushed = false;
  handleSlot = 0;
  handleGen = 1;
  /** Fill memo: the framebuffer last copied (lifetime id) and its keys then. */
  private filledFbo = -1;

  forget(): void {
    this.filledFbo = -1;
  }

  /** Copies `fb` when it or anything attached moved since the last fill; true when it copied. */
  fill(fb: FrontFramebuffer, generation: number): boolean {
    if (fb.lifetimeId === this.filledFbo && fb.objectVersion === this.version && generation === this.generation) return false;
    this.filledFbo = fb.lifetimeId;
    this.version = fb.objectVersion;
    this.generation = generation;
    this.fbo = fb;
    this.isDefault = fb.isDefault;
    this.drawBuffers.set(fb.drawBuffers);
    this.readBuffer = fb.readBuffer;
    let height = Infinity;
    for (let i = 0; i < FRAMEBUFFER_SURFACES; i++) {
      const s = this.surfaces[i];
      // The default framebuffer's "attachments" are the EGL surface: nothing to attach.
      const a = fb.isDefault || i >= fb.attachments.length ? null : fb.attachments[i];
      if (a === null || (a.texture === null && a.renderbuffer === null)) {
        s.kind = SurfaceKind.none; s.level = 0; s.layer = 0; s.front = null;
      } else if (a.renderbuffer !== null) {
        s.kind = SurfaceKind.renderbuffer; s.level = 0; s.layer = 0; s.front = a.renderbuffer;
        height = Math.min(height, a.renderbuffer.height);
      } else {
        const t = a.texture!;
        s.kind = SurfaceKind.texture; s.level = a.level; s.layer = a.layer; s.front = t;
        const oneDimensional = t.target === GL.TEXTURE_1D || t.target === GL.TEXTURE_1D_ARRAY || t.target === GL.TEXTURE_BUFFER;
        height = Math.min(height, oneDimensional ? 1 : t.GetImage(0, a.level).height);
      }
    }
    this.height = fb.isDefault ? 0 : height === Infinity ? fb.defaultHeight : height;
    return true;
  }

  /** The surface the read buffer names (none: NONE, the default framebuffer's, or an attachment point). */
  readSurface(): FramebufferSurface | null {
    const rb = this.readBuffer;
    return !this.isDefault && rb >= GL.COLOR_ATTACHMENT0 && rb < GL.COLOR_ATTACHMENT0 + FRAMEBUFFER_COLOR_SLOTS ? this.surfaces[rb - GL.COLOR_ATTACHMENT0] : null;
  }

  /** Verify: the first field of this view that differs from `o`, or null (memo keys are not state: not compared). */
  compare(o: FramebufferView, sameSurface: (a: FramebufferSurface, b: FramebufferSurface) => boolean): string | null {
    if (this.isDefault !== o.isDefault) return 'isDefault';
    if (this.pushed || o.pushed) {
      // A pushed view: the default framebuffer's buffers as NONE or not; an FBO's read buffer as the surface it names.
      for (let i = 0; i < FRAMEBUFFER_COLOR_SLOTS; i++) {
        const differ = this.isDefault ? (this.drawBuffers[i] === GL.NONE) !== (o.drawBuffers[i] === GL.NONE) : this.drawBuffers[i] !== o.drawBuffers[i];
        if (differ) return `drawBuffers[${i}]`;
      }
      if (this.isDefault ? (this.readBuffer === GL.NONE) !== (o.readBuffer === GL.NONE) : !sameRead(this, o, sameSurface)) return 'readBuffer';
    } else {
      for (let i = 0; i < FRAMEBUFFER_COLOR_SLOTS; i++) if (this.drawBuffers[i] !== o.drawBuffers[i]) return `drawBuffers[${i}]`;
      if (this.readBuffer !== o.readBuffer) return 'readBuffer';
    }
    for (let i = 0; i < FRAMEBUFFER_SURFACES; i++) {
      const a = this.surfaces[i], b = o.surfaces[i];
      const name = i === FRONT_DEPTH_SLOT ? 'depth' : i === FRONT_STENCIL_SLOT ? 'stencil' : `color[${i}]`;
      if (a.kind !== b.kind || a.level !== b.level || a.layer !== b.layer) return `${name}.surface`;
      if (!sameSurface(a, b)) return `${name}.res`;
    }
    if (this.height !== o.height) return 'height';
    return null;
  }
}

/** Both read buffers name no image, or images that are the same surface. */
function sameRead(a: FramebufferView, b: FramebufferView, sameSurface: (a: FramebufferSurface, b: FramebufferSurface) => boolean): boolean {
  const x = a.readSurface(), y = b.readSurface();
  const xNone = x === null || x.kind === SurfaceKind.none, yNone = y === null || y.kind === SurfaceKind.none;
  if (xNone || yNone) return xNone === yNone;
  return x.kind === y.kind && x.level === y.level && x.layer === y.layer && sameSurface(x, y);
}

const sameFront = (a: FramebufferSurface, b: FramebufferSurface) => a.front === b.front;

/**
 * The client's identity maps as verify sees them (push): the resource handle of a front texture / renderbuffer. A
 * pushed surface (handle) equals a context-filled one (front) when the map gives its handle.
 */
export type SurfaceHandleOf = (kind: number, front: object) => MGPipeHandle | null;

/** `a` pushed (a handle), `b` context-filled (a front object, null when none). */
function samePushed(handleOf: SurfaceHandleOf | null, a: FramebufferSurface, b: FramebufferSurface): boolean {
  if (b.front === null) return a.slot === 0 && a.gen === 0;
  const h = handleOf === null ? null : handleOf(b.kind, b.front);
  return h !== null && h.slot === a.slot && h.gen === a.gen;
}

/** The group, one copy (the aliased one, or verify's context-filled shadow). */
export class FramebufferGroup {
  /** Push: the receiver points these at the per-handle views bind_framebuffers names. */
  draw = new FramebufferView();
  read = new FramebufferView();
  /** Push, verify: the client's identity maps (set by the wiring). */
  surfaceHandleOf: SurfaceHandleOf | null = null;
  private readonly pushedMatcher = (a: FramebufferSurface, b: FramebufferSurface): boolean => samePushed(this.surfaceHandleOf, a, b);

  forget(): void {
    this.draw.forget();
    this.read.forget();
  }

  /** True when either view copied. */
  fill(drawFb: FrontFramebuffer, readFb: FrontFramebuffer, generation: number): boolean {
    const d = this.draw.fill(drawFb, generation);
    const r = this.read.fill(readFb, generation);
    return d || r;
  }

  compare(shadow: FramebufferGroup): string | null {
    const same = this.draw.pushed ? this.pushedMatcher : sameFront;
    const d = this.draw.compare(shadow.draw, same);
    if (d !== null) return `draw.${d}`;
    const r = this.read.compare(shadow.read, same);
    return r === null ? null : `read.${r}`;
  }
}
