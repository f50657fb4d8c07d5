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
// the library passes them back to the device and never reads them. At B they become handles ({slot, gen}) or the
// documented interim form; the bridge goes with the pull path.
import { GL } from '@mgpipe/value-types';
import { FRONT_DEPTH_SLOT, FRONT_STENCIL_SLOT } from '../front-constants.ts';

export const FRAMEBUFFER_COLOR_SLOTS = 8;
export const FRAMEBUFFER_SURFACES = FRAMEBUFFER_COLOR_SLOTS + 2;
/** MGPSurfaceKind. */
export const SurfaceKind = { none: 0, texture: 1, renderbuffer: 2 } as const;

/** gl-state's FramebufferAttachment as the fill reads it (the texture / renderbuffer: opaque bridges here). */
export interface FrontAttachment {
  readonly texture: object | null;
  readonly renderbuffer: object | null;
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
}

/** One attachment point (MGPSurface's identity part). */
export class FramebufferSurface {
  kind: number = SurfaceKind.none;
  level = 0;
  layer = 0;
  /** Pull / alias: the attached front texture or renderbuffer (the device's bridge; null when none or pushed). */
  front: object | null = null;
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
    for (let i = 0; i < FRAMEBUFFER_SURFACES; i++) {
      const s = this.surfaces[i];
      // The default framebuffer's "attachments" are the EGL surface: nothing to attach.
      const a = fb.isDefault || i >= fb.attachments.length ? null : fb.attachments[i];
      if (a === null || (a.texture === null && a.renderbuffer === null)) {
        s.kind = SurfaceKind.none; s.level = 0; s.layer = 0; s.front = null;
      } else if (a.renderbuffer !== null) {
        s.kind = SurfaceKind.renderbuffer; s.level = 0; s.layer = 0; s.front = a.renderbuffer;
      } else {
        s.kind = SurfaceKind.texture; s.level = a.level; s.layer = a.layer; s.front = a.texture;
      }
    }
    return true;
  }

  /** Verify: the first field of this view that differs from `o`, or null (memo keys are not state: not compared). */
  compare(o: FramebufferView, sameSurface: (a: FramebufferSurface, b: FramebufferSurface) => boolean): string | null {
    if (this.isDefault !== o.isDefault) return 'isDefault';
    for (let i = 0; i < FRAMEBUFFER_COLOR_SLOTS; i++) if (this.drawBuffers[i] !== o.drawBuffers[i]) return `drawBuffers[${i}]`;
    if (this.readBuffer !== o.readBuffer) return 'readBuffer';
    for (let i = 0; i < FRAMEBUFFER_SURFACES; i++) {
      const a = this.surfaces[i], b = o.surfaces[i];
      const name = i === FRONT_DEPTH_SLOT ? 'depth' : i === FRONT_STENCIL_SLOT ? 'stencil' : `color[${i}]`;
      if (a.kind !== b.kind || a.level !== b.level || a.layer !== b.layer) return `${name}.surface`;
      if (!sameSurface(a, b)) return `${name}.res`;
    }
    return null;
  }
}

const sameFront = (a: FramebufferSurface, b: FramebufferSurface) => a.front === b.front;

/** The group, one copy (the aliased one, or verify's context-filled shadow). */
export class FramebufferGroup {
  readonly draw = new FramebufferView();
  readonly read = new FramebufferView();

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
    const d = this.draw.compare(shadow.draw, sameFront);
    if (d !== null) return `draw.${d}`;
    const r = this.read.compare(shadow.read, sameFront);
    return r === null ? null : `read.${r}`;
  }
}
