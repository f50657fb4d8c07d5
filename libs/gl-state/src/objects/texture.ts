// Texture: target, per-face per-level images, its own sampler state and texture-only parameters.
//
// Counters (each helper bumps the per-object counter AND the aggregate; nothing else may):
//  - GetLevelContentVersion(level): texels of that level changed or were redefined (all faces share one
//    counter). Helpers: MarkLevelContentChanged, AllocateLevel, SetViewSource, SetBufferSource.
//    contentVersion moves with every level's counter, so that a reader in step with all of them (the backend's
//    texture twin, at every draw that samples the texture) compares one number instead of 16.
//    Aggregate: ContextGenerations.anyTextureContent. The same helpers (and only they) also list the texture in
//    ContextGenerations.texturesContentMoved — at most once until drained (contentListed) — so the upload emitter
//    visits only the textures written since its last flush (issue 19). MarkImmutable moves no level content and
//    lists nothing; MarkLevelServerWritten moves nothing.
//  - shapeVersion: an image's format/size/samples changed, immutability, view origin or buffer source
//    changed. Helpers: AllocateLevel, MarkImmutable, SetViewSource, SetBufferSource. Also bumps
//    anyTextureContent and anyFboAttachment (attachments inline the internal format, §4.5.6).
//  - paramsVersion: sampler state or texture parameters (swizzle, base/max level, depth-stencil mode)
//    changed. Helpers: SetParameter, SetBorderColor. Aggregate: anyTextureParams.
//  The shape and params helpers (and the constructor: a new texture must become a resource) also list the texture in
//  ContextGenerations.texturesDescMoved, at most once until drained (descListed), so the texture resources' upkeep
//  visits only those.
// Binding a texture moves none of these (that is ContextGenerations.textureBind).

import { GL, GLDepthStencilMode, GLFilter, GLSwizzle, GLTextureParam, GLWrap, SamplerParameters } from '@mgpipe/value-types';
import type { ContextGenerations } from '../context-generations.ts';
import { WHOLE_BUFFER } from '../indexed-bindings.ts';
import { WRITE_CHANGED, WRITE_UNCHANGED, WRITE_UNKNOWN, writeBorderColor, writeSamplerParameter } from '../sampler-parameter-write.ts';
import type { Buffer } from './buffer.ts';
import { DirtyRegion } from './dirty-region.ts';
import { GLObject } from './gl-object.ts';

export const MAX_TEXTURE_LEVELS = 16;

/** One face of one level. `data` is the client shadow (allocated by gl-impl, which knows formats). */
export class TextureImage {
  internalFormat = 0;
  width = 0;
  height = 0;
  /** Depth for 3D, layer count for array targets (layer-faces for cube arrays). */
  depth = 0;
  samples = 0;
  fixedSampleLocations = true;
  data: Uint8Array | null = null;
  /**
   * Specific compressed formats: the blocks the application uploaded (compressedTex*Image*), tightly packed,
   * which GetCompressedTexImage returns (`data` holds them decoded). One extra copy per compressed image;
   * null when unknown (no compressed upload yet, or the texels were written some other way).
   */
  blocks: Uint8Array | null = null;
  dirty: DirtyRegion | null = null;
}

export class Texture extends GLObject {
  readonly sampler = new SamplerParameters();
  readonly swizzle = new Uint32Array([GLSwizzle.RED, GLSwizzle.GREEN, GLSwizzle.BLUE, GLSwizzle.ALPHA]);
  baseLevel = 0;
  maxLevel = 1000;
  depthStencilMode: number = GLDepthStencilMode.DEPTH_COMPONENT;
  immutable = false;
  immutableLevels = 0;
  // glTextureView origin; viewOf is never itself a view (GetViewStorageOwner semantics).
  viewOf: Texture | null = null;
  viewMinLevel = 0;
  viewNumLevels = 0;
  viewMinLayer = 0;
  viewNumLayers = 0;
  // glTexBuffer[Range]; size WHOLE_BUFFER resolves live like indexed bindings.
  buffer: Buffer | null = null;
  bufferOffset = 0;
  bufferSize = WHOLE_BUFFER;
  /** faces × MAX_TEXTURE_LEVELS, face-major. 6 faces for cube maps, else 1. */
  readonly images: TextureImage[];
  /** In ContextGenerations.texturesContentMoved (written by that list only). */
  contentListed = false;
  /** In ContextGenerations.texturesDescMoved (written by that list only). */
  descListed = false;
  private readonly levelContentVersions = new Uint32Array(MAX_TEXTURE_LEVELS);
  private contentVersionCounter = 0;
  private shapeVersionCounter = 0;
  private paramsVersionCounter = 0;

  constructor(
    name: number,
    readonly target: number,
    readonly faceCount: 1 | 6,
    private readonly generations: ContextGenerations,
  ) {
    super(name);
    this.images = Array.from({ length: faceCount * MAX_TEXTURE_LEVELS }, () => new TextureImage());
    // The initial sampler state that differs by target (GL 4.5 §8.10 / table 23.18, and what Mesa's desktop GL
    // reports): rectangle textures filter LINEAR and clamp to edge (they have no mipmaps and may not repeat);
    // multisample textures, whose sampler state cannot be set, read back NEAREST and CLAMP_TO_EDGE.
    const rectangle = target === GL.TEXTURE_RECTANGLE, multisample = target === GL.TEXTURE_2D_MULTISAMPLE || target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY;
    if (rectangle || multisample) {
      const s = this.sampler;
      s.minFilter = rectangle ? GLFilter.LINEAR : GLFilter.NEAREST;
      if (multisample) s.magFilter = GLFilter.NEAREST;
      s.wrapS = s.wrapT = s.wrapR = GLWrap.CLAMP_TO_EDGE;
    }
    generations.texturesDescMoved.MarkMoved(this);
  }

  get shapeVersion(): number {
    return this.shapeVersionCounter;
  }
  get paramsVersion(): number {
    return this.paramsVersionCounter;
  }
  GetLevelContentVersion(level: number): number {
    return this.levelContentVersions[level];
  }
  /** Moves whenever any level's GetLevelContentVersion does. */
  get contentVersion(): number {
    return this.contentVersionCounter;
  }
  GetImage(face: number, level: number): TextureImage {
    return this.images[face * MAX_TEXTURE_LEVELS + level];
  }

  /** glTexImage* / glTexStorage* (per level and face): (re)defines the image; `data` may be null. */
  AllocateLevel(face: number, level: number, internalFormat: number, width: number, height: number,
    depth: number, samples: number, fixedSampleLocations: boolean, data: Uint8Array | null): void {
    const image = this.GetImage(face, level);
    image.internalFormat = internalFormat;
    image.width = width;
    image.height = height;
    image.depth = depth;
    image.samples = samples;
    image.fixedSampleLocations = fixedSampleLocations;
    image.data = data;
    image.blocks = null; // a compressed upload sets them again after allocating
    image.dirty?.Clear(); // the old region is in the old storage's coordinates
    this.BumpShapeVersion();
    this.BumpLevelContentVersion(level);
  }

  /** glTexSubImage*, glCopyTexSubImage*, glGenerateMipmap (per written level): accumulate and bump. */
  MarkLevelContentChanged(face: number, level: number, x: number, y: number, z: number, w: number, h: number, d: number): void {
    const image = this.GetImage(face, level);
    image.blocks = null; // other writers leave the kept compressed blocks stale; compressed sub-uploads restore them
    (image.dirty ??= new DirtyRegion()).MarkRect(x, y, z, w, h, d);
    this.BumpLevelContentVersion(level);
  }

  /**
   * A copy or glGenerateMipmap wrote texels of (face, level) on the server, where they stay (images-upload pushed with
   * framebuffer: the verbs are MGPipe calls). The shadow no longer holds that content, so nothing is marked for upload
   * and no content version moves — the server's image is already current, and an upload from the shadow would
   * overwrite it. Kept compressed blocks are stale.
   */
  MarkLevelServerWritten(face: number, level: number): void {
    this.GetImage(face, level).blocks = null;
  }

  /** glTexStorage*: the level count becomes immutable. */
  MarkImmutable(levels: number): void {
    this.immutable = true;
    this.immutableLevels = levels;
    this.BumpShapeVersion();
  }

  /** glTextureView: this texture aliases `origin`'s storage (pass origin.viewOf ?? origin). */
  SetViewSource(origin: Texture, minLevel: number, numLevels: number, minLayer: number, numLayers: number): void {
    this.viewOf = origin;
    this.viewMinLevel = minLevel;
    this.viewNumLevels = numLevels;
    this.viewMinLayer = minLayer;
    this.viewNumLayers = numLayers;
    this.immutable = true;
    this.immutableLevels = numLevels;
    this.BumpShapeVersion();
    for (let l = 0; l < numLevels && l < MAX_TEXTURE_LEVELS; l++) this.BumpLevelContentVersion(l);
  }

  /** glTexBuffer / glTexBufferRange (size WHOLE_BUFFER for glTexBuffer). */
  SetBufferSource(buffer: Buffer | null, internalFormat: number, offset: number, size: number): void {
    const image = this.GetImage(0, 0);
    if (this.buffer === buffer && image.internalFormat === internalFormat && this.bufferOffset === offset && this.bufferSize === size) return;
    this.buffer = buffer;
    image.internalFormat = internalFormat;
    this.bufferOffset = offset;
    this.bufferSize = size;
    this.BumpShapeVersion();
    this.BumpLevelContentVersion(0);
  }

  /** One scalar glTexParameter; returns false for a pname that is not a texture parameter. */
  SetParameter(pname: number, value: number): boolean {
    let result = writeSamplerParameter(this.sampler, pname, value);
    if (result === WRITE_UNKNOWN) result = this.WriteTextureOnlyParameter(pname, value);
    if (result === WRITE_UNKNOWN) return false;
    if (result === WRITE_CHANGED) this.BumpParamsVersion();
    return true;
  }

  SetBorderColor(form: 0 | 1 | 2, r: number, g: number, b: number, a: number): void {
    if (writeBorderColor(this.sampler, form, r, g, b, a) === WRITE_CHANGED) this.BumpParamsVersion();
  }

  private WriteTextureOnlyParameter(pname: number, value: number): number {
    let old: number;
    switch (pname) {
      case GLTextureParam.TEXTURE_BASE_LEVEL: old = this.baseLevel; this.baseLevel = value; break;
      case GLTextureParam.TEXTURE_MAX_LEVEL: old = this.maxLevel; this.maxLevel = value; break;
      case GLTextureParam.DEPTH_STENCIL_TEXTURE_MODE: old = this.depthStencilMode; this.depthStencilMode = value; break;
      case GLTextureParam.TEXTURE_SWIZZLE_R:
      case GLTextureParam.TEXTURE_SWIZZLE_G:
      case GLTextureParam.TEXTURE_SWIZZLE_B:
      case GLTextureParam.TEXTURE_SWIZZLE_A: {
        const i = pname - GLTextureParam.TEXTURE_SWIZZLE_R;
        old = this.swizzle[i];
        this.swizzle[i] = value;
        break;
      }
      default: return WRITE_UNKNOWN;
    }
    return old === value ? WRITE_UNCHANGED : WRITE_CHANGED;
  }

  private BumpLevelContentVersion(level: number): void {
    this.levelContentVersions[level]++;
    this.contentVersionCounter++;
    this.generations.BumpAnyTextureContent();
    this.generations.texturesContentMoved.MarkMoved(this);
  }
  private BumpShapeVersion(): void {
    this.shapeVersionCounter++;
    this.generations.BumpAnyTextureContent();
    this.generations.BumpAnyFboAttachment();
    this.generations.texturesDescMoved.MarkMoved(this);
  }
  private BumpParamsVersion(): void {
    this.paramsVersionCounter++;
    this.generations.BumpAnyTextureParams();
    this.generations.texturesDescMoved.MarkMoved(this);
  }
}
