// BackendTexture: the driver twin of a front-end Texture (seeds BackendTextureObject, Managers.h:944-1119).
// Textures push at sync time (seeds §5.1.1): the draw asks "is this still clean" — the front end's
// shapeVersion and per-level content versions equal what was uploaded — and only then skips work.
//   shape moved   → (re)define the images whose definition (format, extent) moved, from their client data
//                   (glTexImage*), converted per texture-formats.ts; the others keep what the driver holds —
//                   texels the GPU wrote (copies, generateMipmap, rendering) that the client's shadow never saw —
//                   and upload only what moved; multisample / immutable storage takes a new driver name.
//   a level moved → upload its dirty rects (DirtyRegion) with glTexSubImage* straight from the client
//                   data (UNPACK_ROW_LENGTH = level width; no copy), or converted rect by rect.
// Target lowering: 1D → 2D (height 1), 1D array → 2D array (height 1, layers = front height), rectangle → 2D.
// The twin also owns a driver sampler object mirroring the texture's own sampler state (resources/sampler-params.ts).
// Its parameters (own sampler state, swizzle, base / max level, depth-stencil mode, a view's range) come through
// MGB_CTX (`getTextureParams`, gles-core texture-inputs.ts: set_texture_params' state); the front texture it is
// handed is read for its storage shapes, and for texels from its level shadow — in one process the shadow a shape
// names (seeds: sourceIsVerbatimLevelShadow), reached through the wiring's storage bridge (texture-upload.ts).
// Nothing the driver holds is lost to a re-mint: a respecify redefines only what moved, a promoted twin's renew and
// makeImmutable copy the kept images on the GPU, so this backend never has to ask the client for texels it cannot
// refill (D-B6's on_texture_pull_request has no caller on GLES).
// Which texels moved: pulled, the front image's DirtyRegion, cleared here once uploaded; with images-upload pushed, the
// shapes the client sent (`pending`, images-upload's PendingUploads), consumed here where the upload really happens —
// the front end's dirty flags are the client's to clear then, never this backend's.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL, type RegionView } from '@mgpipe/value-types';
import { glesFormatOf, type GlesFormat } from './texture-formats.ts';
import { driverDepthOf, driverHeightOf, is3D, uploadImageBox, uploadWholeImage } from './texture-upload.ts';
import type { DriverBindings, TextureParamsView } from '@mgpipe/gles-core';
import type { SharedSamplers } from './shared-samplers.ts';
import type { Twin } from '@mgpipe/gles-core';

export const MAX_LEVELS = 16;

/** MGB_CTX's textureParams accessor (PipeInputs.getTextureParams): the record of a texture, by its bridge. */
export interface TextureParamsSource {
  getTextureParams(texture: object): TextureParamsView;
}

/** Structural views of gl-state's Texture / TextureImage / DirtyRegion that this backend reads (storage and texels). */
// Declared field by field, not as a RegionView: the coverage scan (G6) maps a read to the interface that declares the
// field, and these are reads of the front end's DirtyRegion.
export interface FrontDirtyRegion {
  readonly isEmpty: boolean;
  x0: number; y0: number; z0: number; x1: number; y1: number; z1: number;
  readonly rectCount: number;
  readonly rects: Int32Array;
  Clear(): void;
}
export interface FrontTextureImage {
  readonly internalFormat: number;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly samples: number;
  readonly fixedSampleLocations: boolean;
  readonly data: Uint8Array | null;
  readonly dirty: FrontDirtyRegion | null;
}
export interface FrontTexture {
  readonly lifetimeId: number;
  readonly name: number;
  readonly target: number;
  readonly faceCount: number;
  readonly immutable: boolean;
  readonly immutableLevels: number;
  readonly shapeVersion: number;
  readonly buffer: { readonly lifetimeId: number; readonly name: number; readonly data: Uint8Array } | null;
  readonly bufferOffset: number;
  readonly bufferSize: number;
  /** glTextureView: the storage owner (never itself a view); the view's range comes with the params (MGB_CTX). */
  readonly viewOf: FrontTexture | null;
  GetLevelContentVersion(level: number): number;
  /** Moves whenever any level's content version does. */
  readonly contentVersion: number;
  GetImage(face: number, level: number): FrontTextureImage;
}

/** Driver target of a desktop target. */
export function glesTargetOf(target: number): number {
  switch (target) {
    case GL.TEXTURE_1D: case GL.TEXTURE_RECTANGLE: return GL.TEXTURE_2D;
    case GL.TEXTURE_1D_ARRAY: return GL.TEXTURE_2D_ARRAY;
    default: return target;
  }
}

/** images-upload's PendingUploads of one texture resource, as the twin consumes them (structural: no dependency cycle). */
export interface PendingShapes {
  /** The live shape of (uploadTarget, level), or null; it stays pending until discardLevel (after the upload). */
  get(uploadTarget: number, level: number): RegionView | null;
  discardLevel(uploadTarget: number, level: number): void;
}

/**
 * images-upload pushed, before the first shape of a texture is accepted: nothing pending. A twin holding it takes the
 * pushed branch from its creation, so the pull path's clearing of the front end's dirty regions never runs.
 */
export const NO_PENDING_SHAPES: PendingShapes = { get: () => null, discardLevel: () => undefined };

/** The key a face's shapes are pending under: the face's target for a cube map, else the texture's (the client's choice). */
export function uploadTargetOf(frontTarget: number, face: number): number {
  return frontTarget === GL.TEXTURE_CUBE_MAP ? GL.TEXTURE_CUBE_MAP_POSITIVE_X + face : frontTarget;
}

const names = new Uint32Array(1);

export class BackendTexture implements Twin {
  name: number;
  readonly target: number;
  /** Driver sampler object carrying the texture's own sampler state, shared with equal textures (shared-samplers.ts); 0 before the first params sync. */
  ownSampler = 0;
  shapeVersion = -1;
  paramsVersion = -1;
  readonly levelVersions = new Float64Array(MAX_LEVELS).fill(-1);
  /** The front texture's contentVersion when the last level walk left every level in step (-1: walk next sync). */
  private contentVersion = -1;
  /** Format of the base level as stored (for FBO reads and conversions). */
  format: GlesFormat | null = null;
  bufferSerial = -1;
  /** Levels of the driver's immutable storage (glTexStorage*), 0 while the driver texture is mutable. */
  immutableLevels = 0;
  /**
   * images-upload pushed: the resource's pending shapes (NO_PENDING_SHAPES until the device attaches the resource's own
   * when its first shape is accepted); null while images-upload pulls (the front image's DirtyRegion says what moved).
   */
  pending: PendingShapes | null = null;
  /** Per (face, level): the definition the driver image has (internal format, width, height, depth); 0s = none. */
  private readonly defined = new Int32Array(6 * MAX_LEVELS * 4);

  constructor(gl: GLEntryPoints, front: FrontTexture, private readonly inputs: TextureParamsSource, private readonly samplers: SharedSamplers) {
    this.target = glesTargetOf(front.target);
    gl.glGenTextures(1, names);
    this.name = names[0];
  }

  /** OES_texture_view: the twin of the storage owner when `front` is a view (set by the device), else null. */
  viewOrigin: BackendTexture | null = null;
  private viewOriginName = 0;

  /**
   * The parameters the last sync read (MGB_CTX's record of the texture): the textures step reads the LOD bias off it
   * instead of asking MGB_CTX a second time. Null before the first sync, and for buffer textures (their sync reads none).
   */
  params: TextureParamsView | null = null;

  /**
   * The draw-time "is this still clean" check and the uploads it implies. `paramsKey` is what MGB_CTX names the
   * texture's parameters by: the front texture (pull / alias), or the pushed view's handle, which spares the client
   * identity map's front → handle lookup on the draw path.
   */
  sync(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, norm16: boolean, anisotropy: boolean, paramsKey: object = front): void {
    if (this.target === GL.TEXTURE_BUFFER) {
      this.params = null;
      return this.syncBuffer(gl, b, front);
    }
    const params = this.inputs.getTextureParams(paramsKey);
    this.params = params;
    if (this.viewOrigin !== null && front.viewOf !== null) return this.syncView(gl, b, front, front.viewOf, params, norm16, anisotropy);
    if (front.shapeVersion !== this.shapeVersion) this.respecify(gl, b, front, params, norm16);
    else this.syncLevels(gl, b, front, norm16);
    if (params.version !== this.paramsVersion) this.applyParams(gl, b, front, params, anisotropy);
  }

  /**
   * Uploads the levels whose content moved. A draw samples an unchanged texture far more often than a written one, so
   * the level walk runs only when the texture's contentVersion moved since the walk that left every level in step.
   */
  private syncLevels(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, norm16: boolean): void {
    const content = front.contentVersion;
    if (content === this.contentVersion) return;
    for (let level = 0; level < MAX_LEVELS; level++) {
      if (front.GetLevelContentVersion(level) !== this.levelVersions[level]) this.uploadLevel(gl, b, front, level, norm16, false);
    }
    this.contentVersion = content;
  }

  /**
   * A texture view aliases its origin's driver storage (glTextureViewOES), so GPU writes to either (render to
   * texture, copies) show through the other. The client texels are shared with the origin, which uploads them:
   * a new view uploads nothing; later client writes through the view go to the shared storage as usual.
   */
  private syncView(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, origin: FrontTexture, params: TextureParamsView, norm16: boolean,
    anisotropy: boolean): void {
    const o = this.viewOrigin!;
    o.sync(gl, b, origin, norm16, anisotropy);
    if (front.shapeVersion !== this.shapeVersion || o.name !== this.viewOriginName) {
      this.shapeVersion = front.shapeVersion;
      this.viewOriginName = o.name;
      const base = front.GetImage(0, 0);
      this.format = base.internalFormat !== 0 ? glesFormatOf(base.internalFormat, norm16) : null;
      // A view's storage is fixed at creation: a new origin or shape takes a new driver name.
      b.forgetTexture(this.name);
      names[0] = this.name;
      gl.glDeleteTextures(1, names);
      gl.glGenTextures(1, names);
      this.name = names[0];
      this.paramsVersion = -1;
      if (this.format !== null) {
        gl.glTextureViewOES(this.name, this.target, o.name, this.format.internalFormat, params.viewMinLevel, params.viewNumLevels,
          params.viewMinLayer, params.viewNumLayers);
      }
      for (let level = 0; level < MAX_LEVELS; level++) this.markLevelClean(front, level);
    } else this.syncLevels(gl, b, front, norm16);
    if (params.version !== this.paramsVersion) this.applyParams(gl, b, front, params, anisotropy);
  }

  private isMultisample(): boolean {
    return this.target === GL.TEXTURE_2D_MULTISAMPLE || this.target === GL.TEXTURE_2D_MULTISAMPLE_ARRAY;
  }

  private respecify(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, params: TextureParamsView, norm16: boolean): void {
    this.shapeVersion = front.shapeVersion;
    const base = front.GetImage(0, 0);
    this.format = base.internalFormat !== 0 ? glesFormatOf(base.internalFormat, norm16) : null;
    if (this.isMultisample()) {
      // Immutable storage: a new shape needs a new driver texture.
      this.forgetImages();
      b.forgetTexture(this.name);
      names[0] = this.name;
      gl.glDeleteTextures(1, names);
      gl.glGenTextures(1, names);
      this.name = names[0];
      if (this.format === null) return;
      b.bindTextureForEdit(this.target, this.name);
      if (this.target === GL.TEXTURE_2D_MULTISAMPLE) {
        gl.glTexStorage2DMultisample(this.target, base.samples, this.format.internalFormat, base.width, base.height, base.fixedSampleLocations);
      } else {
        gl.glTexStorage3DMultisample(this.target, base.samples, this.format.internalFormat, base.width, base.height, base.depth, base.fixedSampleLocations);
      }
      return;
    }
    // Immutable front storage (texStorage*) → immutable driver storage: GLES 3.1 glBindImageTexture accepts
    // only immutable textures. Storage cannot be redefined, so a new shape takes a new driver name.
    if (front.immutable && this.format !== null) {
      this.immutableLevels = Math.max(1, front.immutableLevels);
      this.forgetImages();
      b.forgetTexture(this.name);
      names[0] = this.name;
      gl.glDeleteTextures(1, names);
      gl.glGenTextures(1, names);
      this.name = names[0];
      this.paramsVersion = -1;
      b.bindTextureForEdit(this.target, this.name);
      const w = base.width;
      const h = driverHeightOf(front.target, base);
      const d = driverDepthOf(front.target, base);
      const levels = this.immutableLevels;
      if (is3D(this.target)) gl.glTexStorage3D(this.target, levels, this.format.internalFormat, w, h, d);
      else gl.glTexStorage2D(this.target, levels, this.format.internalFormat, w, h);
      // Fresh storage: every image whole from the shadow; shapes pending from before (another definition) go.
      for (let level = 0; level < levels && level < MAX_LEVELS; level++) this.uploadLevel(gl, b, front, level, norm16, false, true);
      return;
    }
    // A mutable front texture whose twin was moved to immutable storage (makeImmutable) is redefined on a
    // fresh driver name: glTexImage* on immutable storage is an error. The images whose definition did not move are
    // copied over from the old storage afterwards (carryOver): they may hold texels the GPU wrote.
    const kept = this.immutableLevels > 0 ? this.defined.slice() : null;
    const keptLevels = this.immutableLevels;
    const old = kept !== null ? this.renew(gl, b) : 0;
    // Mesa's GLES gives a mutable non-square texture whose MIN_FILTER is still the default NEAREST_MIPMAP_LINEAR
    // storage for its base level only; the other levels then live outside that storage, glGenerateMipmap writes
    // a new chain, and the next validation copies those outside (zero-filled) images over it, and a framebuffer
    // attachment of such a level is UNSUPPORTED (a 1D array, a 2D array of height 1, sampled zeros after
    // generateMipmap). Levels are defined under the front end's own filter, the default replaced by
    // NEAREST_MIPMAP_NEAREST (the same completeness); applyParams then puts the front end's value back.
    b.bindTextureForEdit(this.target, this.name);
    const minFilter = params.sampler.minFilter === GL.NEAREST_MIPMAP_LINEAR ? GL.NEAREST_MIPMAP_NEAREST : params.sampler.minFilter;
    gl.glTexParameteri(this.target, GL.TEXTURE_MIN_FILTER, minFilter);
    this.paramsVersion = -1;
    for (let level = 0; level < MAX_LEVELS; level++) this.uploadLevel(gl, b, front, level, norm16, true);
    if (kept !== null) this.carryOver(gl, b, front, old, kept, keptLevels);
  }

  /**
   * After a renew: copies every image whose definition equals the one it had in the old storage from there (GPU to
   * GPU; only the old storage's `levels` levels exist there: makeImmutable kept the consistent chain), then deletes the
   * old name. The copy needs a complete destination (GLES 3.2 glCopyImageSubData), so the new
   * texture samples NEAREST from level 0 while copying; applyParams puts the front end's parameters back.
   */
  private carryOver(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, old: number, kept: Int32Array, levels: number): void {
    b.bindTextureForEdit(this.target, this.name);
    gl.glTexParameteri(this.target, GL.TEXTURE_MIN_FILTER, GL.NEAREST);
    const d = this.defined;
    for (let face = 0; face < front.faceCount; face++) {
      for (let level = 0; level < levels && level < MAX_LEVELS; level++) {
        const i = (face * MAX_LEVELS + level) * 4;
        if (d[i] === 0 || d[i] !== kept[i] || d[i + 1] !== kept[i + 1] || d[i + 2] !== kept[i + 2] || d[i + 3] !== kept[i + 3]) continue;
        const image = front.GetImage(face, level);
        gl.glCopyImageSubData(old, this.target, level, 0, 0, face, this.name, this.target, level, 0, 0, face, image.width,
          driverHeightOf(front.target, image), front.faceCount === 6 ? 1 : driverDepthOf(front.target, image));
      }
    }
    b.forgetTexture(old);
    names[0] = old;
    gl.glDeleteTextures(1, names);
  }

  /** A new driver name holds no image: every level is defined and uploaded again. */
  private forgetImages(): void {
    this.defined.fill(0);
    this.levelVersions.fill(-1);
    this.contentVersion = -1;
  }

  /** A fresh mutable driver name; returns the old one, still alive (carryOver copies from it, then deletes it). */
  private renew(gl: GLEntryPoints, b: DriverBindings): number {
    this.forgetImages();
    const old = this.name;
    b.forgetTexture(old);
    gl.glGenTextures(1, names);
    this.name = names[0];
    this.paramsVersion = -1;
    this.immutableLevels = 0;
    return old;
  }

  /**
   * GLES 3.1 binds only immutable textures to image units (glBindImageTexture: INVALID_OPERATION otherwise);
   * desktop GL binds any texture. A mutable twin about to be bound to an image unit moves to immutable storage
   * of its consistent level chain (levels 0.. with the base's format and halving extents), its texels copied on
   * the GPU with glCopyImageSubData, which keeps what draws and dispatches wrote and the client never saw.
   * Returns true when the driver name changed (bindings and attachments of the old name are stale). Call
   * after sync(). Limitation: a promoted texture with a partial chain is mipmap-complete for the driver, where
   * desktop GL calls it incomplete under a mipmapped minification filter.
   */
  makeImmutable(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture): boolean {
    if (this.immutableLevels > 0 || this.format === null || this.viewOrigin !== null || this.isMultisample() || this.target === GL.TEXTURE_BUFFER) return false;
    const base = front.GetImage(0, 0);
    const w = base.width;
    const h = driverHeightOf(front.target, base);
    const d = driverDepthOf(front.target, base);
    const layered = this.target === GL.TEXTURE_2D_ARRAY || this.target === GL.TEXTURE_CUBE_MAP_ARRAY;
    let levels = 0;
    while (levels < MAX_LEVELS) {
      const image = front.GetImage(0, levels);
      const lw = image.width;
      const lh = driverHeightOf(front.target, image);
      const ld = driverDepthOf(front.target, image);
      if (image.internalFormat !== base.internalFormat || lw !== Math.max(1, w >> levels) || lh !== Math.max(1, h >> levels) ||
        ld !== (layered ? d : Math.max(1, d >> levels))) break;
      levels++;
      if (lw === 1 && lh === 1 && (layered || ld === 1)) break;
    }
    if (levels === 0) return false;
    const old = this.name;
    gl.glGenTextures(1, names);
    this.name = names[0];
    this.paramsVersion = -1;
    this.immutableLevels = levels;
    b.bindTextureForEdit(this.target, this.name);
    if (is3D(this.target)) gl.glTexStorage3D(this.target, levels, this.format.internalFormat, w, h, d);
    else gl.glTexStorage2D(this.target, levels, this.format.internalFormat, w, h);
    const faces = this.target === GL.TEXTURE_CUBE_MAP ? 6 : 1;
    for (let level = 0; level < levels; level++) {
      const lw = Math.max(1, w >> level);
      const lh = Math.max(1, h >> level);
      const ld = layered ? d : this.target === GL.TEXTURE_3D ? Math.max(1, d >> level) : faces;
      gl.glCopyImageSubData(old, this.target, level, 0, 0, 0, this.name, this.target, level, 0, 0, 0, lw, lh, ld);
    }
    b.forgetTexture(old);
    names[0] = old;
    gl.glDeleteTextures(1, names);
    return true;
  }

  /**
   * Uploads one level (all faces): with `define` (a respecify), the faces whose definition moved are (re)defined whole
   * and the others upload only what moved; with `fresh` (new immutable storage), every face whole; else what moved
   * (dirty rects, or pending shapes).
   */
  private uploadLevel(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, level: number, norm16: boolean, define: boolean, fresh = false): void {
    const version = front.GetLevelContentVersion(level);
    const moved = version !== this.levelVersions[level];
    this.levelVersions[level] = version;
    b.bindTextureForEdit(this.target, this.name);
    b.pixelStore(GL.UNPACK_ALIGNMENT, 1);
    const pending = this.pending;
    for (let face = 0; face < front.faceCount; face++) {
      const image = front.GetImage(face, level);
      if (image.width === 0 || image.internalFormat === 0) continue;
      const redefine = define && this.redefines(face, level, image);
      const whole = redefine || fresh;
      if (!whole && !moved) continue;
      const f = glesFormatOf(image.internalFormat, norm16);
      if (pending !== null) {
        this.uploadPending(gl, b, front, face, level, image, f, whole, redefine, pending);
        continue;
      }
      const dirty = image.dirty;
      if (whole || dirty === null || dirty.isEmpty || dirty.rectCount < 0) {
        uploadWholeImage(gl, b, this.target, front.target, face, level, image, f, redefine);
      } else {
        for (let r = 0; r < dirty.rectCount; r++) {
          const i = r * 6;
          uploadImageBox(gl, b, this.target, front.target, face, level, image, f, dirty.rects[i], dirty.rects[i + 1], dirty.rects[i + 2],
            dirty.rects[i + 3], dirty.rects[i + 4], dirty.rects[i + 5]);
        }
      }
      dirty?.Clear();
    }
  }

  /** Whether the driver image (face, level) must be (re)defined for `image`'s definition; records it when so. */
  private redefines(face: number, level: number, image: FrontTextureImage): boolean {
    const d = this.defined, i = (face * MAX_LEVELS + level) * 4;
    if (d[i] === image.internalFormat && d[i + 1] === image.width && d[i + 2] === image.height && d[i + 3] === image.depth) return false;
    d[i] = image.internalFormat; d[i + 1] = image.width; d[i + 2] = image.height; d[i + 3] = image.depth;
    return true;
  }

  /**
   * images-upload pushed: this face's pending shape is consumed here, where the upload really happens — its regions
   * (or its box), or the whole level when it is `whole` ((re)defined with `define`, or fresh storage: that upload
   * covers the shape, and a shape of an earlier definition would not fit the new one). A level whose
   * content moved with nothing pending (a texImage of the same definition: the client's shadow is the new content)
   * uploads whole. Converted formats convert the regions only: outside them the driver may hold texels the GPU wrote.
   */
  private uploadPending(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, face: number, level: number, image: FrontTextureImage,
    f: GlesFormat, whole: boolean, define: boolean, pending: PendingShapes): void {
    const key = uploadTargetOf(front.target, face);
    if (whole) {
      pending.discardLevel(key, level);
      return uploadWholeImage(gl, b, this.target, front.target, face, level, image, f, define);
    }
    // get, upload, then discard (no closure handed to a consume: this runs at every draw that follows a texel write).
    const e = pending.get(key, level);
    if (e === null) return uploadWholeImage(gl, b, this.target, front.target, face, level, image, f, false);
    if (e.rectCount < 0) {
      uploadImageBox(gl, b, this.target, front.target, face, level, image, f, e.x0, e.y0, e.z0, e.x1 - e.x0, e.y1 - e.y0, e.z1 - e.z0);
    } else {
      const r = e.rects;
      for (let k = 0; k < e.rectCount; k++) {
        const i = k * 6;
        uploadImageBox(gl, b, this.target, front.target, face, level, image, f, r[i], r[i + 1], r[i + 2], r[i + 3], r[i + 4], r[i + 5]);
      }
    }
    pending.discardLevel(key, level);
  }

  private applyParams(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture, p: TextureParamsView, anisotropy: boolean): void {
    this.paramsVersion = p.version;
    // Acquired before the old one is released: parameters that land on the same key keep the same driver sampler.
    const sampler = this.samplers.acquire(p.sampler, anisotropy);
    if (this.ownSampler !== 0) this.samplers.release(this.ownSampler);
    this.ownSampler = sampler;
    if (this.isMultisample()) return;
    b.bindTextureForEdit(this.target, this.name);
    const levels = this.immutableLevels > 0 ? this.immutableLevels : front.immutable ? front.immutableLevels : 0;
    const maxLevel = levels > 0 ? Math.min(p.maxLevel, levels - 1) : p.maxLevel;
    // Sampling goes through driver sampler objects, but completeness checks that take no sampler (GLES 3.2
    // glCopyImageSubData: INVALID_OPERATION on an incomplete texture) read the texture's own filters.
    gl.glTexParameteri(this.target, GL.TEXTURE_MIN_FILTER, p.sampler.minFilter);
    gl.glTexParameteri(this.target, GL.TEXTURE_MAG_FILTER, p.sampler.magFilter);
    gl.glTexParameteri(this.target, GL.TEXTURE_BASE_LEVEL, p.baseLevel);
    gl.glTexParameteri(this.target, GL.TEXTURE_MAX_LEVEL, Math.min(maxLevel, 1000));
    gl.glTexParameteri(this.target, GL.TEXTURE_SWIZZLE_R, p.swizzle[0]);
    gl.glTexParameteri(this.target, GL.TEXTURE_SWIZZLE_G, p.swizzle[1]);
    gl.glTexParameteri(this.target, GL.TEXTURE_SWIZZLE_B, p.swizzle[2]);
    gl.glTexParameteri(this.target, GL.TEXTURE_SWIZZLE_A, p.swizzle[3]);
    gl.glTexParameteri(this.target, GL.DEPTH_STENCIL_TEXTURE_MODE, p.depthStencilMode);
  }

  /** Texture buffers: glTexBufferRange over the buffer's twin (resolved by the caller). */
  bufferTwinName = 0;
  private syncBuffer(gl: GLEntryPoints, b: DriverBindings, front: FrontTexture): void {
    if (front.shapeVersion === this.shapeVersion) return;
    this.shapeVersion = front.shapeVersion;
    const image = front.GetImage(0, 0);
    b.bindTextureForEdit(GL.TEXTURE_BUFFER, this.name);
    if (front.buffer === null || this.bufferTwinName === 0) return gl.glTexBuffer(GL.TEXTURE_BUFFER, image.internalFormat, 0);
    if (front.bufferSize < 0) gl.glTexBuffer(GL.TEXTURE_BUFFER, image.internalFormat, this.bufferTwinName);
    else gl.glTexBufferRange(GL.TEXTURE_BUFFER, image.internalFormat, this.bufferTwinName, front.bufferOffset, front.bufferSize);
  }

  /** After the driver wrote a level (copy, mipmap generation): the client data now matches; mark clean. */
  markLevelClean(front: FrontTexture, level: number): void {
    this.levelVersions[level] = front.GetLevelContentVersion(level);
    const pending = this.pending;
    for (let face = 0; face < front.faceCount; face++) {
      // Pushed: the client owns its dirty flags; what was pending for the level is superseded by the driver's write.
      if (pending !== null) pending.discardLevel(uploadTargetOf(front.target, face), level);
      else front.GetImage(face, level).dirty?.Clear();
    }
  }

  destroy(gl: GLEntryPoints): void {
    names[0] = this.name;
    gl.glDeleteTextures(1, names);
    if (this.ownSampler !== 0) this.samplers.release(this.ownSampler);
    this.ownSampler = 0;
  }
}
