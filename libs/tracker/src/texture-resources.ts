// Texture resources through MGPipe (the textures bit; seeds §4.2.1, issue 16): a texture object is named on the
// wire by a {slot, gen} handle, never by its GL name or a front-end reference. This covers what sampler views need
// to name a texture (framebuffer surfaces and image units name the same handles later):
//   first named          handle assigned, resource_create with the texture's descriptor (target, base image's
//                        format and extent, levels, samples, view origin / buffer source); a view's storage owner
//                        is created first (viewOf names it)
//   shape moved          resource_respecify (texImage*, texStorage*, textureView, texBuffer: Texture.shapeVersion);
//                        the handle and its gen stay
//   parameters moved     set_texture_params (LOD fields, base / max level, swizzle, depth-stencil mode) and
//                        set_texture_sampler_params (the texture's own sampler state, a view's range), per texture
//                        object, independent of views (Texture.paramsVersion; a view's range moves with its shape)
//   released             resource_destroy once the object is gone (glDeleteTextures freed the name) and no live
//                        view still names it as its storage owner (views die before their owner, §5.6.1); its
//                        sampler-view CSOs are deleted first (onDestroy)
// Resource handles share one slot space with buffers (the Buffer allocator of ObjectHandles): resource_destroy
// names no kind, so a slot must say by itself which resource it is.
//
// Texels do not travel here: images-upload's shapes (texture-upload-emitter.ts) name the level shadow they come from.
// When: validate() runs before every verb class's walk (every class may read textureParams: a texture rendered to,
// copied or read back is read by its verb too). It compares one sum of the texture generations (params, shapes and
// FBO attachments) and the namespace's releases — O(1) when nothing moved, texel writes included — and otherwise visits
// the textures gl-state listed as made or moved since the last validate (ContextGenerations.texturesDescMoved; the
// first validate walks every live texture and the defaults): creates what has no handle yet (a texture becomes a
// resource at the first validate after it exists), respecifies what changed shape, pushes moved parameters, and
// destroys what was released (a walk of the handle slots, on releases only). O(textures moved) per moved sum.
import type { GLContext, Texture } from '@mgpipe/gl-state';
import {
  MGPResourceTarget,
  MGPipeKind,
  depthStencilModeCode,
  kNullHandle,
  swizzleCode,
  type MGPResourceDesc,
  type MGPipeHandle,
  type ResourceCreatePayload,
  type ResourceDestroyPayload,
  type SetTextureParamsPayload,
  type SetTextureSamplerParamsPayload,
} from '@mgpipe/pipe-types';
import { GL, grownSlotTable, slotTableSize } from '@mgpipe/value-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter } from './pipe-emitter.ts';
import { fillWireSamplerParams } from './sampler-emitters.ts';

/** The resource target of a desktop texture target. */
export function resourceTargetOf(target: number): number {
  switch (target) {
    case GL.TEXTURE_1D: return MGPResourceTarget.tex1d;
    case GL.TEXTURE_1D_ARRAY: return MGPResourceTarget.tex1dArray;
    case GL.TEXTURE_2D: return MGPResourceTarget.tex2d;
    case GL.TEXTURE_2D_ARRAY: return MGPResourceTarget.tex2dArray;
    case GL.TEXTURE_3D: return MGPResourceTarget.tex3d;
    case GL.TEXTURE_CUBE_MAP: return MGPResourceTarget.texCube;
    case GL.TEXTURE_CUBE_MAP_ARRAY: return MGPResourceTarget.texCubeArray;
    case GL.TEXTURE_2D_MULTISAMPLE: return MGPResourceTarget.tex2dMs;
    case GL.TEXTURE_2D_MULTISAMPLE_ARRAY: return MGPResourceTarget.tex2dMsArray;
    case GL.TEXTURE_RECTANGLE: return MGPResourceTarget.texRect;
    case GL.TEXTURE_BUFFER: return MGPResourceTarget.texBuffer;
  }
  throw new Error(`textures: no resource target for texture target 0x${target.toString(16)}`);
}

const MAX_LEVELS = 16;

function noViews(): void {
  // No sampler-view emitter attached: nothing names the texture but the resource itself.
}

export class TextureResources {
  private readonly desc: MGPResourceDesc = {
    internalFormat: 0, width: 0, height: 1, depth: 1, usage: 0, storageFlags: 0, viewOf: kNullHandle, bufferForTexBuffer: kNullHandle,
    bufOffset: 0n, bufSize: 0n, arrayLayers: 1, levels: 1, samples: 0, bindMask: 0, target: MGPResourceTarget.tex2d,
    storageKind: 0 /* MGPStorageKind.mipmap */, fixedSampleLocations: true, immutable: false, hasDefinedContent: false,
    imageBindableHint: false, glNameForDiag: new Uint8Array(2),
  };
  private readonly createP: ResourceCreatePayload = { res: kNullHandle, desc: this.desc };
  private readonly respecifyP: ResourceCreatePayload = { res: kNullHandle, desc: this.desc };
  private readonly destroyP: ResourceDestroyPayload = { res: kNullHandle };
  /** Per handle slot: the live texture there, and the shapeVersion its last descriptor carried. */
  private readonly bySlot: (Texture | undefined)[] = [];
  private sentShape: Float64Array<ArrayBuffer> = new Float64Array(64).fill(-1);
  /** Per handle slot: the paramsVersion / shapeVersion the last parameter calls carried (-1: none since created). */
  private sentParams = new Float64Array(64).fill(-1);
  private sentParamsShape = new Float64Array(64).fill(-1);
  private releasesSeen = -1;
  private key = -1;
  private readonly paramsP: SetTextureParamsPayload = {
    res: kNullHandle, minLod: 0, maxLod: 0, lodBias: 0, baseLevel: 0, maxLevel: 0, swizzle: new Uint8Array(4), depthStencilMode: 0, forceResync: false,
  };
  private readonly samplerP: SetTextureSamplerParamsPayload = {
    res: kNullHandle,
    params: {
      minFilter: 0, magFilter: 0, wrapS: 0, wrapT: 0, wrapR: 0, compareMode: 0, compareFunc: 0, minLod: 0, maxLod: 0, lodBias: 0,
      maxAnisotropy: 0, borderColor: new Float32Array(4), borderColorI: new Int32Array(4), borderColorUI: new Uint32Array(4), borderColorForm: 0,
      seamlessCube: false,
    },
    viewMinLevel: 0, viewNumLevels: 0, viewMinLayer: 0, viewNumLayers: 0,
  };
  /** resource_destroy calls sent for textures (tests). */
  destroyed = 0;
  /** Called with a texture's handle right before its resource_destroy (the sampler-view CSOs naming it go first). */
  onDestroy: (h: MGPipeHandle) => void = noViews;
  /** The framebuffer bit: a released texture still attached to a live framebuffer stays a resource (keep-alive). */
  keepAlive: (t: Texture) => boolean = () => false;
  /** A buffer texture's source buffer handle (the buffers bit's identity map), or the null handle when buffers pull. */
  bufferHandleOf: (buffer: { readonly lifetimeId: number }) => MGPipeHandle | null = () => null;

  constructor(private readonly out: PipeEmitter, private readonly handles: ObjectHandles, private readonly ctx: GLContext) {
    this.listed = ctx.generations.texturesDescMoved.Attach();
  }

  /** The texture a handle names while it is a live texture resource, else null (stale gen, never created, a buffer). */
  textureOf(h: MGPipeHandle): Texture | null {
    const t = h.slot < this.bySlot.length ? this.bySlot[h.slot] : undefined;
    if (t === undefined) return null;
    const live = this.handles.peek(t);
    return live !== null && live.gen === h.gen ? t : null;
  }

  /** The handle of a texture that is a resource on the server, or null (never named yet). */
  peek(t: Texture): MGPipeHandle | null {
    return this.handles.peek(t);
  }

  /** The texture's handle, its resource created or respecified first when the server's descriptor is behind. */
  handleOf(t: Texture): MGPipeHandle {
    let h = this.handles.peek(t);
    if (h === null) {
      if (t.viewOf !== null) this.handleOf(t.viewOf);
      h = this.handles.assign(MGPipeKind.Buffer, t.lifetimeId);
      this.bySlot[h.slot] = t;
      this.fillDesc(t);
      this.createP.res = h;
      this.out.sendScreen('resource_create', this.createP);
      this.noteShape(h, t, true);
      return h;
    }
    if (this.sentShape[h.slot] !== t.shapeVersion) {
      if (t.viewOf !== null) this.handleOf(t.viewOf);
      this.fillDesc(t);
      this.respecifyP.res = h;
      this.out.sendScreen('resource_respecify', this.respecifyP);
      this.noteShape(h, t, false);
    }
    return h;
  }

  /** Validate-time upkeep (see the header): O(1) unless a texture generation or a release moved. */
  validate(): void {
    const c = this.ctx;
    const g = c.generations;
    const ns = c.objects.textures;
    // A new shape (texImage*, texStorage*, a view, a buffer source) moves anyFboAttachment as well as the content
    // generation; texel writes alone move only the latter and need no walk. A bound texture that never had storage is
    // made a resource by the sampler-view walk (upToDate).
    const key = g.anyTextureParams + g.anyFboAttachment + ns.releases;
    if (key === this.key) return;
    this.key = key;
    if (ns.releases !== this.releasesSeen) {
      this.releasesSeen = ns.releases;
      this.destroyReleased();
    }
    // Only the textures made, or whose parameters or shape moved, since the last validate (ContextGenerations
    // .texturesDescMoved): a parameter change per draw among hundreds of textures is one visit, not one per texture.
    // The first validate walks every live texture and the defaults once (what moved before this attached was not
    // listed); so does every one when another drainer holds the list, or with fullWalk (tests' negative control).
    const moved = g.texturesDescMoved;
    if (this.fullWalk || !this.listed || !this.walked) {
      const defaults = c.defaultTextures;
      for (let i = 0; i < defaults.length; i++) this.visitUpToDate(defaults[i]);
      ns.ListObjectsTo(this.visitUpToDate);
      if (this.listed) moved.TakeEach(this.dropListed, this);
      this.walked = true;
    } else {
      moved.TakeEach(this.upToDateListed, this);
    }
  }

  /** Every texture's upkeep walks all live textures (the behaviour before the list): the tests' negative control. */
  fullWalk = false;
  /** Textures the validate upkeep looked at (tests: a parameter change visits only its texture). */
  visits = 0;
  /** False when another drainer holds the context's list: then every validate walks (correct, only slower). */
  private readonly listed: boolean;
  private walked = false;
  /** upToDate bound once: the walk over the namespace passes it without allocating per validate. */
  private readonly visitUpToDate = (t: Texture): void => {
    this.visits++;
    this.upToDate(t);
  };

  /** TakeEach visitor: brings a live listed texture up to date; a deleted one is dropped (destroyReleased's). */
  private upToDateListed(t: Texture): boolean {
    if (t.name === 0 || this.ctx.objects.textures.Get(t.name) === t) this.visitUpToDate(t);
    return false;
  }

  /** TakeEach visitor after a full walk: the walk visited everything listed. */
  private dropListed(): boolean {
    return false;
  }

  /** The texture's resource, descriptor and parameters as the server must hold them; its handle. */
  upToDate(t: Texture): MGPipeHandle {
    const h = this.handleOf(t);
    const slot = h.slot;
    if (this.sentParams[slot] === t.paramsVersion && this.sentParamsShape[slot] === t.shapeVersion) return h;
    const paramsMoved = this.sentParams[slot] !== t.paramsVersion;
    this.sentParams[slot] = t.paramsVersion;
    this.sentParamsShape[slot] = t.shapeVersion;
    const s = t.sampler;
    if (paramsMoved) {
      const p = this.paramsP;
      p.res = h;
      p.minLod = s.minLod; p.maxLod = s.maxLod; p.lodBias = s.lodBias;
      p.baseLevel = t.baseLevel; p.maxLevel = t.maxLevel; p.depthStencilMode = depthStencilModeCode(t.depthStencilMode);
      const sw = p.swizzle as Uint8Array;
      for (let i = 0; i < 4; i++) sw[i] = swizzleCode(t.swizzle[i]);
      this.out.send('set_texture_params', p);
    }
    const q = this.samplerP;
    q.res = h;
    fillWireSamplerParams(q.params, s);
    q.viewMinLevel = t.viewMinLevel; q.viewNumLevels = t.viewNumLevels; q.viewMinLayer = t.viewMinLayer; q.viewNumLayers = t.viewNumLayers;
    this.out.send('set_texture_sampler_params', q);
    return h;
  }

  /** Something that kept a released texture alive went away (a framebuffer died): the next validate looks again. */
  recheckReleased(): void {
    this.key = -1;
    this.releasesSeen = -1;
  }

  private destroyReleased(): void {
    const ns = this.ctx.objects.textures;
    for (let slot = 0; slot < this.bySlot.length; slot++) {
      const t = this.bySlot[slot];
      if (t === undefined || t.name === 0 || ns.Get(t.name) === t) continue;
      if (this.ownsLiveView(t) || this.keepAlive(t)) continue;
      this.bySlot[slot] = undefined;
      const h = this.handles.release(MGPipeKind.Buffer, t.lifetimeId);
      if (h === null) continue;
      this.onDestroy(h);
      this.destroyP.res = h;
      this.destroyed++;
      this.out.sendScreen('resource_destroy', this.destroyP);
    }
  }

  private ownsLiveView(owner: Texture): boolean {
    for (const t of this.bySlot) if (t !== undefined && t !== owner && t.viewOf === owner) return true;
    return false;
  }

  private noteShape(h: MGPipeHandle, t: Texture, created: boolean): void {
    if (h.slot >= this.sentShape.length) {
      const n = slotTableSize(this.sentShape.length, h.slot);
      this.sentShape = grownSlotTable(this.sentShape, n, -1);
      this.sentParams = grownSlotTable(this.sentParams, n, -1);
      this.sentParamsShape = grownSlotTable(this.sentParamsShape, n, -1);
    }
    this.sentShape[h.slot] = t.shapeVersion;
    // A new resource has no parameters on the server yet (a reused slot's old ones died with the old resource).
    if (created) this.sentParams[h.slot] = this.sentParamsShape[h.slot] = -1;
  }

  private fillDesc(t: Texture): void {
    const d = this.desc;
    const base = t.GetImage(0, 0);
    d.target = resourceTargetOf(t.target);
    d.internalFormat = base.internalFormat;
    d.width = base.width;
    d.height = Math.max(1, base.height);
    d.depth = Math.max(1, base.depth);
    d.samples = base.samples;
    d.fixedSampleLocations = base.fixedSampleLocations;
    d.immutable = t.immutable;
    let levels = 0;
    for (let l = 0; l < MAX_LEVELS; l++) if (t.GetImage(0, l).internalFormat !== 0) levels = l + 1;
    d.levels = t.immutable ? t.immutableLevels : Math.max(1, levels);
    d.arrayLayers = t.target === GL.TEXTURE_1D_ARRAY ? Math.max(1, base.height)
      : t.target === GL.TEXTURE_2D_ARRAY || t.target === GL.TEXTURE_CUBE_MAP_ARRAY || t.target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY ? Math.max(1, base.depth) : 1;
    d.viewOf = t.viewOf === null ? kNullHandle : this.handles.peek(t.viewOf) ?? kNullHandle;
    d.storageKind = t.target === GL.TEXTURE_BUFFER ? 1 /* MGPStorageKind.buffer */ : 0;
    d.bufferForTexBuffer = t.buffer === null ? kNullHandle : this.bufferHandleOf(t.buffer) ?? kNullHandle;
    d.bufOffset = BigInt(t.bufferOffset);
    d.bufSize = t.bufferSize < 0 ? 0xffffffffffffffffn : BigInt(t.bufferSize);
    d.hasDefinedContent = base.data !== null || t.viewOf !== null || t.buffer !== null;
    const name = d.glNameForDiag as Uint8Array;
    name[0] = t.name & 0xff;
    name[1] = (t.name >> 8) & 0xff;
  }
}
