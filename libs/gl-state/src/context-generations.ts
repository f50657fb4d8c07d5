// Context-level generation counters: the tracker's O(1) shutters for OBJECT-class dirty groups
// (seeds §0.3 corollary 4, §5.2). A shutter answers "did anything in this group possibly change";
// when it has not moved the tracker skips the touched-prefix walk and the set hash entirely.
//
// Contract, for every counter here:
//  - It only ever increases (plain JS integers; no wrap within 2^53). Readers compare for inequality.
//  - It is bumped ONLY through the owning object's Bump*/Mark* helper (Buffer.BumpContentVersion,
//    Texture.MarkLevelContentChanged, ...), which bumps the per-object counter and the aggregate in
//    one place, so no mutator can move one without the other. Nothing else calls these Bump methods
//    except those helpers and the binding setters named below.
//  - Over-bumping is safe (one redundant walk, then the set hash suppresses the push); under-bumping
//    renders stale state silently. When unsure, bump.
//  - A no-op set (same value) bumps nothing.
//
// Beside the counters, two lists (content-moved-list.ts). The counters say "something moved"; the lists say which
// textures, so their drainers visit only those: texturesContentMoved (level content moved: the upload emitter), appended
// by the same Texture helpers that bump a level content version; texturesDescMoved (parameters or shape moved, or the
// texture was made: the texture resources' upkeep), appended by the helpers that bump paramsVersion / shapeVersion and
// by the constructor. Nothing else appends.

import { ContentMovedList } from './content-moved-list.ts';
import type { Texture } from './objects/texture.ts';
import { bumpStateSerial } from './state-serial.ts';

export class ContextGenerations {
  /** Any texture's storage bytes or shape changed (texel upload, redefinition, mip generation, view creation). */
  anyTextureContent = 0;
  /** Any texture's parameters changed (sampler state, swizzle, base/max level, depth-stencil mode). */
  anyTextureParams = 0;
  /** Any buffer's content, size or usage changed (Buffer.changeSerial moved). */
  anyBufferChange = 0;
  /** Any VAO's attribute format, binding point or element buffer changed. */
  anyVaoAttribute = 0;
  /** Any FBO's attachments, draw/read buffers changed, or an attached image's shape changed. */
  anyFboAttachment = 0;
  /** Texture-unit binding changed (TextureState.BindTexture, identical rebinds excluded). */
  textureBind = 0;
  /**
   * Something that decides mipmap completeness / which texture a unit resolves to changed: a sampler's parameters
   * or a unit's sampler object (TextureState.BindSampler, identical rebinds excluded).
   */
  samplingResolution = 0;
  /**
   * Not a generation (it goes down too, and nothing uses it as a shutter): how many buffers are mapped now without
   * MAP_PERSISTENT_BIT (Buffer.RecordMap / RecordUnmap). Zero lets the draw checks skip their walk of the buffers a
   * draw reads (a mapped buffer it reads is INVALID_OPERATION), which nearly every draw can.
   */
  exclusiveMaps = 0;
  /** Textures whose level content version moved since the upload emitter last drained (off until it attaches). */
  readonly texturesContentMoved = new ContentMovedList<Texture>();
  /** Textures made, or whose parameters or shape moved, since the texture resources' upkeep last drained. */
  readonly texturesDescMoved = new ContentMovedList<Texture, 'descListed'>('descListed');

  BumpAnyTextureContent(): void {
    this.anyTextureContent++;
    bumpStateSerial();
  }
  BumpAnyTextureParams(): void {
    this.anyTextureParams++;
    bumpStateSerial();
  }
  BumpAnyBufferChange(): void {
    this.anyBufferChange++;
    bumpStateSerial();
  }
  BumpAnyVaoAttribute(): void {
    this.anyVaoAttribute++;
    bumpStateSerial();
  }
  BumpAnyFboAttachment(): void {
    this.anyFboAttachment++;
    bumpStateSerial();
  }
  BumpTextureBind(): void {
    this.textureBind++;
    bumpStateSerial();
  }
  BumpSamplingResolution(): void {
    this.samplingResolution++;
    bumpStateSerial();
  }
}
