// NEW_FRAMEBUFFER (the framebuffer bit; seeds §4.5.6, issue 16): the bound draw and read framebuffers as the
// server must hold them.
//   set_framebuffer_state   the state of one framebuffer, under its handle ({0,1}: the default framebuffer): ten
//                           MGPSurfaces (texture / renderbuffer resource handle, level, layer, internal format
//                           inline), the client-resolved read surface, draw-buffer attachment indices, the size, and
//                           a contentHash over all of it. The hash is the emission suppressor: a framebuffer whose
//                           hash equals the one last sent under its handle sends nothing (and the server's memo key).
//   bind_framebuffers       which handles are bound for draw and read, through the set-hash suppressor (a redundant
//                           glBindFramebuffer opens the shutter and sends nothing).
//   destroy_context_object  a framebuffer object released by glDeleteFramebuffers (after its last binding went).
// Surfaces name resources: a texture by TextureResources' handle (its resource made or respecified first), a
// renderbuffer by RenderbufferResources'. Released renderbuffers are destroyed here once no framebuffer attaches them.
// The default framebuffer's surfaces are the EGL surface's: none. Its draw buffer is index 0 (BACK) or -1 (NONE); its
// read surface is {kind none, res {0,1}} when it reads BACK / FRONT and the null handle for NONE.
import type { Framebuffer, FramebufferAttachment, GLContext } from '@mgpipe/gl-state';
import {
  MGPSurfaceKind,
  MGPipeKind,
  kDefaultFramebuffer,
  kNullHandle,
  type BindFramebuffersPayload,
  type DestroyContextObjectPayload,
  type MGPSurface,
  type MGPipeHandle,
  type SetFramebufferStatePayload,
} from '@mgpipe/pipe-types';
import { GL, grownSlotTable, slotTableSize } from '@mgpipe/value-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter } from './pipe-emitter.ts';
import { RenderbufferResources } from './renderbuffer-resources.ts';
import { SetHasher, SuppressedSet, type SetHashSuppressor } from './set-hash.ts';
import type { TextureResources } from './texture-resources.ts';

const COLOR_SLOTS = 8;
const DEPTH_SLOT = 8;

function emptySurface(): MGPSurface {
  return { res: kNullHandle, internalFormat: 0, layer: 0, level: 0, uploadTarget: 0, kind: MGPSurfaceKind.none, layered: false };
}

function copySurface(d: MGPSurface, s: MGPSurface): void {
  d.res = s.res; d.internalFormat = s.internalFormat; d.layer = s.layer; d.level = s.level;
  d.uploadTarget = s.uploadTarget; d.kind = s.kind; d.layered = s.layered;
}

export class FramebufferEmitters {
  readonly renderbuffers: RenderbufferResources;
  private readonly color: MGPSurface[] = Array.from({ length: COLOR_SLOTS }, emptySurface);
  private readonly stateP: SetFramebufferStatePayload = {
    fbo: kNullHandle, color: this.color, depth: emptySurface(), stencil: emptySurface(), readSurface: emptySurface(),
    drawBuffers: new Int8Array(COLOR_SLOTS), width: 0, height: 0, layers: 0, samples: 0, fixedSampleLocations: true,
    isDefault: true, complete: false, contentHash: 0n,
  };
  private readonly bindP: BindFramebuffersPayload = { draw: kDefaultFramebuffer, read: kDefaultFramebuffer };
  private readonly destroyP: DestroyContextObjectPayload = { obj: kNullHandle };
  private readonly hasher = new SetHasher();
  /** Per framebuffer handle slot: the gen and contentHash last sent (slot 0: the default framebuffer). */
  private sentGen: number[] = [];
  private readonly sentHash = new Float64Array(1).fill(-1);
  private sentHashes: Float64Array<ArrayBuffer> = new Float64Array(16).fill(-1);
  private readonly bySlot: (Framebuffer | undefined)[] = [];
  private releasesSeen = 0;
  /** set_framebuffer_state records suppressed by their contentHash (tests). */
  suppressedStates = 0;
  /** Times the surfaces were filled and hashed (sendState runs; tests: a bind elsewhere must not move this). */
  stateWalks = 0;
  /**
   * What the last walk saw: the bound draw / read framebuffer objects, their objectVersions and anyFboAttachment.
   * The bit's shutter lists GLContext.objectBindingVersion (it is how a framebuffer bind is seen), and that counter
   * also moves on every glBindVertexArray / glUseProgram: state-heavy re-hashed the surfaces on every draw (5.7% of
   * it). Equal to all of these, no surface can differ from what was sent, so the walk is skipped.
   */
  private seenDraw: Framebuffer | null = null;
  private seenRead: Framebuffer | null = null;
  private readonly seenVersions = new Float64Array(3).fill(-1);
  /** Tests (negative control): ignore the suppressors' verdicts and send every record. */
  ignoreSuppressor = false;

  constructor(private readonly out: PipeEmitter, private readonly suppressor: SetHashSuppressor, private readonly handles: ObjectHandles,
    private readonly textures: TextureResources, private readonly ctx: GLContext) {
    this.renderbuffers = new RenderbufferResources(out, handles, ctx);
    // A texture still attached to a live framebuffer stays a resource after glDeleteTextures (keep-alive).
    textures.keepAlive = (t) => {
      for (const fb of ctx.objects.framebuffers.ListObjects()) for (const a of fb.attachments) if (a.texture === t) return true;
      return false;
    };
  }

  emitFramebuffer(ctx: GLContext): void {
    const draw = ctx.drawFramebuffer, read = ctx.readFramebuffer;
    if (this.unchangedSinceLastWalk(draw, read, ctx.generations.anyFboAttachment)) {
      this.destroyReleasedFramebuffers();
      this.renderbuffers.destroyReleased(false);
      return;
    }
    this.stateWalks++;
    const d = this.sendState(draw);
    const r = read === draw ? d : this.sendState(read);
    const h = this.hasher.begin().u32(d.slot).u32(d.gen).u32(r.slot).u32(r.gen);
    if (this.suppressor.shouldEmitHashed(SuppressedSet.framebuffers, h) || this.ignoreSuppressor) {
      this.bindP.draw = d;
      this.bindP.read = r;
      this.out.send('bind_framebuffers', this.bindP);
    }
    // Deaths after the new bindings: a deleted framebuffer was unbound first (GL 4.5 §9.2), and the server refuses
    // to destroy a bound one.
    this.destroyReleasedFramebuffers();
    this.renderbuffers.destroyReleased(false);
  }

  /** Records what this walk sees; true when it is what the last one saw (and no suppressor is being ignored). */
  private unchangedSinceLastWalk(draw: Framebuffer, read: Framebuffer, attachments: number): boolean {
    const v = this.seenVersions;
    const same = draw === this.seenDraw && read === this.seenRead && v[0] === draw.objectVersion &&
      v[1] === read.objectVersion && v[2] === attachments && !this.ignoreSuppressor;
    this.seenDraw = draw; this.seenRead = read;
    v[0] = draw.objectVersion; v[1] = read.objectVersion; v[2] = attachments;
    return same;
  }

  /** The server lost what was pushed: every framebuffer's state is sent again. */
  invalidate(): void {
    this.seenDraw = null; this.seenRead = null;
    this.sentHashes.fill(-1);
    this.suppressor.invalidate(SuppressedSet.framebuffers);
  }

  private handleOf(fb: Framebuffer): MGPipeHandle {
    if (fb.isDefault) return kDefaultFramebuffer;
    const h = this.handles.handleOf(MGPipeKind.Framebuffer, fb);
    this.bySlot[h.slot] = fb;
    return h;
  }

  /** Fills and hashes the framebuffer's record; sends it unless its hash is the one last sent under its handle. */
  private sendState(fb: Framebuffer): MGPipeHandle {
    const h = this.handleOf(fb);
    const p = this.stateP;
    p.fbo = h;
    p.isDefault = fb.isDefault;
    const db = p.drawBuffers as Int8Array;
    let width = Infinity, height = Infinity, layers = Infinity, samples = -1;
    for (let i = 0; i < COLOR_SLOTS + 2; i++) {
      const s = i < COLOR_SLOTS ? this.color[i] : i === DEPTH_SLOT ? p.depth : p.stencil;
      const a = fb.isDefault ? null : fb.attachments[i];
      this.fillSurface(s, a);
      if (a === null || s.kind === MGPSurfaceKind.none) continue;
      const size = this.imageSize(a);
      width = Math.min(width, size[0]); height = Math.min(height, size[1]); layers = Math.min(layers, size[2]);
      if (samples < 0) samples = size[3];
    }
    for (let i = 0; i < COLOR_SLOTS; i++) {
      const e = fb.drawBuffers[i];
      db[i] = e === GL.NONE ? -1 : fb.isDefault ? 0 : e - GL.COLOR_ATTACHMENT0;
    }
    const rs = p.readSurface;
    const rb = fb.readBuffer;
    if (fb.isDefault) {
      copySurface(rs, this.color[0]);
      rs.res = rb === GL.NONE ? kNullHandle : kDefaultFramebuffer;
    } else if (rb >= GL.COLOR_ATTACHMENT0 && rb < GL.COLOR_ATTACHMENT0 + COLOR_SLOTS) {
      copySurface(rs, this.color[rb - GL.COLOR_ATTACHMENT0]);
    } else {
      copySurface(rs, p.depth);
      rs.kind = MGPSurfaceKind.none; rs.res = kNullHandle;
    }
    const noImage = width === Infinity;
    p.width = fb.isDefault ? 0 : noImage ? fb.defaultWidth : width;
    p.height = fb.isDefault ? 0 : noImage ? fb.defaultHeight : height;
    p.layers = fb.isDefault || noImage ? fb.defaultLayers : layers;
    p.samples = fb.isDefault ? 0 : noImage ? fb.defaultSamples : samples;
    p.fixedSampleLocations = fb.defaultFixedSampleLocations;
    // Completeness stays the front end's (it validates every verb); the server does not read this field yet.
    p.complete = false;
    const hasher = this.hasher.begin().u32(h.slot).u32(h.gen).u32(p.isDefault ? 1 : 0);
    for (let i = 0; i < COLOR_SLOTS; i++) hashSurface(hasher, this.color[i]).u32(db[i]);
    hashSurface(hashSurface(hashSurface(hasher, p.depth), p.stencil), rs);
    hasher.u32(p.width).u32(p.height).u32(p.layers).u32(p.samples).u32(p.fixedSampleLocations ? 1 : 0);
    hasher.endInto(this.sentHash, 0);
    const hash = this.sentHash[0];
    if (h.slot >= this.sentHashes.length) {
      this.sentHashes = grownSlotTable(this.sentHashes, slotTableSize(this.sentHashes.length, h.slot), -1);
    }
    if (this.sentHashes[h.slot] === hash && this.sentGen[h.slot] === h.gen && !this.ignoreSuppressor) {
      this.suppressedStates++;
      this.suppressor.suppressed++;
      return h;
    }
    this.sentHashes[h.slot] = hash;
    this.sentGen[h.slot] = h.gen;
    p.contentHash = BigInt(hash);
    this.out.send('set_framebuffer_state', p);
    return h;
  }

  private fillSurface(s: MGPSurface, a: FramebufferAttachment | null): void {
    if (a === null || (a.texture === null && a.renderbuffer === null)) {
      s.res = kNullHandle; s.internalFormat = 0; s.layer = 0; s.level = 0; s.uploadTarget = 0; s.kind = MGPSurfaceKind.none; s.layered = false;
      return;
    }
    if (a.renderbuffer !== null) {
      const rb = a.renderbuffer;
      s.res = this.renderbuffers.handleOf(rb);
      s.internalFormat = rb.internalFormat; s.layer = 0; s.level = 0; s.uploadTarget = GL.RENDERBUFFER; s.kind = MGPSurfaceKind.renderbuffer; s.layered = false;
      return;
    }
    const t = a.texture!;
    const cube = t.target === GL.TEXTURE_CUBE_MAP;
    s.res = this.textures.handleOf(t);
    s.internalFormat = t.GetImage(cube && a.layer > 0 ? a.layer : 0, a.level).internalFormat;
    s.layered = a.layer < 0;
    s.layer = a.layer < 0 ? 0 : a.layer;
    s.level = a.level;
    s.uploadTarget = cube && a.layer >= 0 ? GL.TEXTURE_CUBE_MAP_POSITIVE_X + a.layer : t.target;
    s.kind = MGPSurfaceKind.texture;
  }

  private readonly size = new Int32Array(4);

  /** [width, height, layers, samples] of an attached image (GL 4.5 §9.4.2: the framebuffer is their intersection). */
  private imageSize(a: FramebufferAttachment): Int32Array {
    const z = this.size;
    if (a.renderbuffer !== null) {
      z[0] = a.renderbuffer.width; z[1] = a.renderbuffer.height; z[2] = 1; z[3] = a.renderbuffer.samples;
      return z;
    }
    const t = a.texture!;
    const img = t.GetImage(0, a.level);
    const oneDimensional = t.target === GL.TEXTURE_1D || t.target === GL.TEXTURE_1D_ARRAY || t.target === GL.TEXTURE_BUFFER;
    z[0] = img.width; z[1] = oneDimensional ? 1 : img.height;
    z[2] = a.layer >= 0 ? 1 : t.target === GL.TEXTURE_CUBE_MAP ? 6 : t.target === GL.TEXTURE_1D_ARRAY ? Math.max(1, img.height) : Math.max(1, img.depth);
    z[3] = img.samples;
    return z;
  }

  /** Framebuffer objects glDeleteFramebuffers released: destroy_context_object, then their kept-alive images may go. */
  private destroyReleasedFramebuffers(): void {
    const ns = this.ctx.objects.framebuffers;
    if (ns.releases === this.releasesSeen) return;
    this.releasesSeen = ns.releases;
    let any = false;
    for (let slot = 1; slot < this.bySlot.length; slot++) {
      const fb = this.bySlot[slot];
      if (fb === undefined || ns.Get(fb.name) === fb) continue;
      this.bySlot[slot] = undefined;
      const h = this.handles.release(MGPipeKind.Framebuffer, fb.lifetimeId);
      if (h === null) continue;
      this.sentHashes[h.slot] = -1;
      this.destroyP.obj = h;
      this.out.send('destroy_context_object', this.destroyP);
      any = true;
    }
    if (any) {
      this.renderbuffers.destroyReleased(true);
      this.textures.recheckReleased();
    }
  }
}

function hashSurface(h: SetHasher, s: MGPSurface): SetHasher {
  return h.u32(s.res.slot).u32(s.res.gen).u32(s.internalFormat).u32(s.layer).u32(s.level).u32(s.uploadTarget).u32(s.kind).u32(s.layered ? 1 : 0);
}
