// The framebuffer subsystem's receive path (phase B, issue 16): renderbuffer resources and the framebuffer MGB_CTX
// group, filled from the payloads only, never from a front-end object. What arrives (tracker framebuffer-emitters.ts,
// renderbuffer-resources.ts):
//   resource_create / _respecify / _destroy   a renderbuffer target: this table (its descriptor is its storage:
//                                             internal format, size, samples); anything else goes on to the textures /
//                                             buffers entries installed before (one slot space: a destroy is a
//                                             renderbuffer's exactly when this table holds that live {slot, gen})
//   set_framebuffer_state                     the state of the framebuffer named by `fbo`, kept per handle ({0,1}: the
//                                             default framebuffer); its contentHash is the memo key: a record whose
//                                             hash equals the one held changes nothing (the twin does not re-attach)
//   bind_framebuffers                         the group's draw / read views become the records of those handles
//   destroy_context_object                    a framebuffer handle's record and twin go
// A handle that is not live — a surface naming a texture / renderbuffer resource that was never created or is
// destroyed or of another gen, a bind naming a framebuffer with no state, a framebuffer slot reused without its
// destroy — is Fatal{ProtocolCorruption}. Payloads are valid for the call only: copied.
//
// MOBILEGL_PIPE_TEST_FAULT=framebuffer (test-only, latched): every framebuffer object's record lands with its first
// two color surfaces swapped (a single-attachment FBO: color 0 moved to color 1, so draw buffer 0 names no image):
// what a scenario draws into an FBO lands elsewhere or nowhere, which a reference comparison sees and verify sees
// as a framebuffer divergence.
import { FRAMEBUFFER_COLOR_SLOTS, FRAMEBUFFER_SURFACES, FramebufferView, SurfaceKind, type FramebufferSurface, type PipeInputs } from '@mgpipe/gles-core';
import { MGPResourceTarget, MGPSurfaceKind, MGPipeFatal, type MGPResourceDesc, type MGPSurface, type MGPipeContext, type MGPipeHandle, type MGPipeScreen, type SetFramebufferStatePayload } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';

export interface FramebufferReceiverStats {
  renderbufferCreates: number;
  renderbufferRespecifies: number;
  renderbufferDestroys: number;
  framebufferStates: number;
  /** set_framebuffer_state records whose contentHash equalled the one held (no re-attach). */
  framebufferStatesUnchanged: number;
  framebufferBinds: number;
  framebufferDestroys: number;
}

/** A renderbuffer resource as the server keeps it: its storage descriptor (what the driver renderbuffer is made from). */
export class PushedRenderbuffer {
  gen = 0;
  /** The handle slot it lives in (the handle-memo arm's index). */
  slot = 0;
  internalFormat = 0;
  width = 0;
  height = 0;
  samples = 0;
  /**
   * The driver renderbuffer's memo key: moves on every create and respecify, from a counter of the whole table, so a
   * renderbuffer created in a reused slot never matches the storage its predecessor's twin allocated.
   */
  shapeVersion = 0;
  /** The legacy arm's registry key (unique per create: a reused slot is another renderbuffer). */
  lifetimeId = 0;
  readonly name = 0;

  define(d: MGPResourceDesc, shapeVersion: number): void {
    this.internalFormat = d.internalFormat; this.width = d.width; this.height = d.height; this.samples = d.samples;
    this.shapeVersion = shapeVersion;
  }
}

/** The server's renderbuffer resources, by handle slot. */
export class RenderbufferTable {
  private readonly rows: (PushedRenderbuffer | undefined)[] = [];
  private serial = 0;
  private shapes = 0;

  isLive(h: MGPipeHandle): boolean {
    const r = this.rows[h.slot];
    return h.slot !== 0 && r !== undefined && r.gen === h.gen;
  }

  /** The live renderbuffer `h` names; Fatal{ProtocolCorruption} otherwise. */
  get(h: MGPipeHandle, call: string): PushedRenderbuffer {
    const r = this.rows[h.slot];
    if (h.slot === 0 || r === undefined || r.gen !== h.gen) throw new MGPipeFatal('ProtocolCorruption', `${call}: {${h.slot}, ${h.gen}} names no live renderbuffer resource`);
    return r;
  }

  create(h: MGPipeHandle, d: MGPResourceDesc): void {
    if (h.slot === 0 || h.gen === 0) throw new MGPipeFatal('ProtocolCorruption', `resource_create: {${h.slot}, ${h.gen}} is a reserved handle`);
    if (this.isLive(h)) throw new MGPipeFatal('ProtocolCorruption', `resource_create: renderbuffer {${h.slot}, ${h.gen}} already exists`);
    const r = new PushedRenderbuffer();
    r.gen = h.gen;
    r.slot = h.slot;
    r.lifetimeId = --this.serial; // negative: never a front object's lifetime id
    r.define(d, ++this.shapes);
    this.rows[h.slot] = r;
  }

  respecify(h: MGPipeHandle, d: MGPResourceDesc): void {
    this.get(h, 'resource_respecify').define(d, ++this.shapes);
  }

  destroy(h: MGPipeHandle): PushedRenderbuffer {
    const r = this.get(h, 'resource_destroy');
    this.rows[h.slot] = undefined;
    return r;
  }
}

/** The server's side of the framebuffer push path the device reads (twins per handle, the remint epoch). */
export interface FramebufferReceiverDevice {
  /** A texture resource handle is live (the textures receiver's table). */
  textureLive(h: MGPipeHandle): boolean;
  /** A framebuffer handle's twin must go (destroy_context_object): its record's view names it. */
  framebufferDestroyed(view: FramebufferView): void;
  /** A renderbuffer resource went: its driver renderbuffer goes too. */
  renderbufferDestroyed(r: PushedRenderbuffer): void;
}

/** A per-handle framebuffer record: the view, and the contentHash that filled it. */
interface FramebufferRecord {
  gen: number;
  hash: bigint;
  readonly view: FramebufferView;
}

/**
 * Installs the framebuffer entries into a screen and a context table (after the textures receiver: resource calls of
 * other targets are handed to the entries it installed). Returns the renderbuffer table the device's surfaces read.
 */
export function installFramebufferReceiver(screen: MGPipeScreen, ctx: MGPipeContext, inputs: PipeInputs, dev: FramebufferReceiverDevice,
  stats: FramebufferReceiverStats, fault = false): RenderbufferTable {
  const table = new RenderbufferTable();
  const group = inputs.own.framebuffer;
  const records: (FramebufferRecord | undefined)[] = [];
  let serial = 0;
  /** Moves whenever an attachable image is respecified (the server's attachmentRemintEpoch): every twin re-attaches. */
  let remintEpoch = 0;
  const prevCreate = screen.resource_create, prevRespecify = screen.resource_respecify, prevDestroy = screen.resource_destroy;
  const notMine = (call: string): never => { throw new MGPipeFatal('ProtocolCorruption', `${call}: a resource the framebuffer receiver does not own and no other receiver takes`); };

  screen.resource_create = (p) => {
    if (p.desc.target !== MGPResourceTarget.renderbuffer) return prevCreate === null ? notMine('resource_create') : prevCreate(p);
    table.create(p.res, p.desc);
    stats.renderbufferCreates++;
  };
  screen.resource_respecify = (p) => {
    // The views' second memo key (the server's attachmentRemintEpoch): an attachable image was redefined, so every
    // twin re-attaches at its next sync (the driver object behind a handle may have been re-minted).
    remintEpoch++;
    for (const r of records) if (r !== undefined) r.view.generation = remintEpoch;
    if (p.desc.target !== MGPResourceTarget.renderbuffer) return prevRespecify === null ? notMine('resource_respecify') : prevRespecify(p);
    table.respecify(p.res, p.desc);
    stats.renderbufferRespecifies++;
  };
  screen.resource_destroy = (p) => {
    if (!table.isLive(p.res)) return prevDestroy === null ? notMine('resource_destroy') : prevDestroy(p);
    dev.renderbufferDestroyed(table.destroy(p.res));
    stats.renderbufferDestroys++;
  };

  const recordOf = (h: MGPipeHandle, call: string): FramebufferRecord => {
    const r = records[h.slot];
    if (r === undefined || r.gen !== h.gen) throw new MGPipeFatal('ProtocolCorruption', `${call}: {${h.slot}, ${h.gen}} names no framebuffer with a pushed state`);
    return r;
  };

  const copySurface = (d: FramebufferSurface, s: MGPSurface, call: string): void => {
    d.front = null;
    if (s.kind === MGPSurfaceKind.none) {
      d.kind = SurfaceKind.none; d.level = 0; d.layer = 0; d.slot = 0; d.gen = 0; d.internalFormat = 0;
      return;
    }
    if (s.kind === MGPSurfaceKind.texture) {
      if (!dev.textureLive(s.res)) throw new MGPipeFatal('ProtocolCorruption', `${call}: surface {${s.res.slot}, ${s.res.gen}} names no live texture resource`);
      d.kind = SurfaceKind.texture;
    } else if (s.kind === MGPSurfaceKind.renderbuffer) {
      table.get(s.res, call);
      d.kind = SurfaceKind.renderbuffer;
    } else {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: surface kind ${s.kind}`);
    }
    d.slot = s.res.slot; d.gen = s.res.gen; d.internalFormat = s.internalFormat;
    d.level = s.level;
    d.layer = s.layered ? -1 : s.layer;
  };

  const fill = (v: FramebufferView, p: SetFramebufferStatePayload): void => {
    const call = 'set_framebuffer_state';
    v.isDefault = p.isDefault;
    for (let i = 0; i < FRAMEBUFFER_SURFACES; i++) {
      const s = i < FRAMEBUFFER_COLOR_SLOTS ? p.color[i] : i === FRAMEBUFFER_COLOR_SLOTS ? p.depth : p.stencil;
      copySurface(v.surfaces[i], p.isDefault ? NO_SURFACE : s, call);
    }
    for (let i = 0; i < FRAMEBUFFER_COLOR_SLOTS; i++) {
      const k = p.drawBuffers[i];
      if (k < -1 || k >= FRAMEBUFFER_COLOR_SLOTS) throw new MGPipeFatal('ProtocolCorruption', `${call}: draw buffer ${i} names attachment ${k}`);
      v.drawBuffers[i] = k < 0 ? GL.NONE : p.isDefault ? GL.BACK : GL.COLOR_ATTACHMENT0 + k;
    }
    // The read buffer: one attachment point holding the client-resolved read surface (NONE when it is none).
    const rs = p.readSurface;
    v.readBuffer = GL.NONE;
    if (p.isDefault) {
      if (rs.res.slot === 0 && rs.res.gen === 1) v.readBuffer = GL.BACK;
    } else if (rs.kind !== MGPSurfaceKind.none) {
      for (let k = 0; k < FRAMEBUFFER_COLOR_SLOTS; k++) {
        const c = p.color[k];
        if (c.kind === rs.kind && c.res.slot === rs.res.slot && c.res.gen === rs.res.gen && c.level === rs.level && c.layer === rs.layer && c.layered === rs.layered) {
          v.readBuffer = GL.COLOR_ATTACHMENT0 + k;
          break;
        }
      }
      if (v.readBuffer === GL.NONE) throw new MGPipeFatal('ProtocolCorruption', `${call}: the read surface is none of the color surfaces`);
    }
    v.height = p.isDefault ? 0 : p.height;
    if (fault && !p.isDefault) swapFirstColors(v);
  };

  ctx.set_framebuffer_state = (p) => {
    const h = p.fbo;
    if (h.slot === 0 ? h.gen !== 1 || !p.isDefault : p.isDefault || h.gen === 0) {
      throw new MGPipeFatal('ProtocolCorruption', `set_framebuffer_state: {${h.slot}, ${h.gen}} and isDefault ${p.isDefault} disagree`);
    }
    let r = records[h.slot];
    if (r !== undefined && r.gen !== h.gen) throw new MGPipeFatal('ProtocolCorruption', `set_framebuffer_state: {${h.slot}, ${h.gen}} reuses a slot whose framebuffer {${h.slot}, ${r.gen}} was not destroyed`);
    if (r === undefined) {
      const view = new FramebufferView();
      view.pushed = true;
      view.handleSlot = h.slot;
      view.handleGen = h.gen;
      view.generation = remintEpoch;
      r = records[h.slot] = { gen: h.gen, hash: -1n, view };
    }
    stats.framebufferStates++;
    if (r.hash === p.contentHash) {
      stats.framebufferStatesUnchanged++;
      return;
    }
    fill(r.view, p);
    r.hash = p.contentHash;
    r.view.version = ++serial;
  };

  ctx.bind_framebuffers = (p) => {
    group.draw = recordOf(p.draw, 'bind_framebuffers').view;
    group.read = recordOf(p.read, 'bind_framebuffers').view;
    stats.framebufferBinds++;
  };

  const prevDestroyObject = ctx.destroy_context_object;
  ctx.destroy_context_object = (p) => {
    const h = p.obj;
    const r = records[h.slot];
    if (h.slot === 0 || r === undefined || r.gen !== h.gen) {
      if (prevDestroyObject !== null) return prevDestroyObject(p);
      throw new MGPipeFatal('ProtocolCorruption', `destroy_context_object: {${h.slot}, ${h.gen}} names no live framebuffer`);
    }
    if (group.draw === r.view || group.read === r.view) throw new MGPipeFatal('ProtocolCorruption', `destroy_context_object: framebuffer {${h.slot}, ${h.gen}} is still bound`);
    records[h.slot] = undefined;
    dev.framebufferDestroyed(r.view);
    stats.framebufferDestroys++;
  };

  return table;
}

const NO_SURFACE: MGPSurface = Object.freeze({ res: Object.freeze({ slot: 0, gen: 0 }), internalFormat: 0, layer: 0, level: 0, uploadTarget: 0, kind: MGPSurfaceKind.none, layered: false });

/** The planted fault: color surfaces 0 and 1 trade places. */
function swapFirstColors(v: FramebufferView): void {
  const a = v.surfaces[0], b = v.surfaces[1];
  const t = { kind: a.kind, level: a.level, layer: a.layer, slot: a.slot, gen: a.gen, internalFormat: a.internalFormat };
  a.kind = b.kind; a.level = b.level; a.layer = b.layer; a.slot = b.slot; a.gen = b.gen; a.internalFormat = b.internalFormat;
  b.kind = t.kind; b.level = t.level; b.layer = t.layer; b.slot = t.slot; b.gen = t.gen; b.internalFormat = t.internalFormat;
}
