// Texture uploads through MGPipe (the images-upload bit; seeds 000/002 §6, §4.5.6, issue 16): glTexSubImage* writes
// accumulate in each image's DirtyRegion (gl-state); at the next validate — every verb class runs one, so a draw, a
// dispatch, a readback, a copy, generateMipmap, anything that reads a texture — this emits ONE resource_subdata per
// (uploadTarget, level) with texels written since the last emission (TextureUploadShape: union box + region list with
// explicit strides), and clears that region once the call returned: the applier accepted it (dirty ownership is the
// client's; the server keeps accepted shapes pending until it really uploads). After the texture resources'
// validate, so a respecify or a create reaches the server before the texels that follow it.
//
// The emission cursor: per handle slot, the lifetime id it was last walked for and the level content versions
// emitted up to. One compare of ContextGenerations.anyTextureContent makes a steady validate O(1); a moved sum visits
// only the textures listed in ContextGenerations.texturesContentMoved (written since the last flush; issue 19: a
// streaming atlas among hundreds of static textures is one visit per draw, not one per texture) and, per texture,
// only the levels whose content version passed the cursor. A listed texture that is not a resource yet stays listed
// for a later flush (its create defines every level whole, and the next flush sends what is still dirty); a deleted
// one is dropped unvisited. The first flush walks every live texture and the defaults once, since writes made before
// the emitter attached to the list were not listed; so does every flush when another drainer holds the list, or
// when fullWalk is set (the negative control and the bench's "before" lane).
//
// uploadTarget: a cube map's face target (its faces are separate images), else the texture's target — the key the
// server's PendingUploads and the backend's upload use (gles-textures uploadTargetOf: the same rule).
import type { GLContext, Texture } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { PipeEmitter } from './pipe-emitter.ts';
import type { TextureResources } from './texture-resources.ts';
import { TextureUploadShape, type LevelShadowLayout } from './texture-upload-shape.ts';

const MAX_LEVELS = 16;

/** A cube map's faces upload under their face targets; every other texture under its own target. */
export function uploadTargetOf(target: number, face: number): number {
  return target === GL.TEXTURE_CUBE_MAP ? GL.TEXTURE_CUBE_MAP_POSITIVE_X + face : target;
}

export class TextureUploadEmitter {
  private readonly shape = new TextureUploadShape();
  private readonly layout = { width: 0, height: 0, bytesPerTexel: 0 } satisfies LevelShadowLayout;
  private key = -1;
  /** Per handle slot: the texture's lifetime id, and per level the content version emitted up to. */
  private owner = new Float64Array(64).fill(-1);
  private cursor = new Float64Array(64 * MAX_LEVELS).fill(-1);
  /** resource_subdata calls sent, and how many of them carried the box only (tests, MOBILEGL_PIPE_STATS). */
  shapes = 0;
  boxOnly = 0;

  /** Every flush walks all live textures (the pre-list behaviour): the negative control and the bench's "before". */
  fullWalk = false;
  /** Textures looked at by flushes (tests: proves a flush visits only what was written). */
  visits = 0;
  /** False when another drainer holds the context's list: then every flush walks (correct, only slower). */
  private readonly listed: boolean;
  private walked = false;

  /** emit, bound once: the walk over the texture namespace passes it without allocating per validate. */
  private readonly visit = (t: Texture): void => {
    this.emit(t);
  };

  constructor(private readonly out: PipeEmitter, private readonly textures: TextureResources, private readonly ctx: GLContext) {
    this.listed = ctx.generations.texturesContentMoved.Attach();
  }

  /** Validate-time: the shapes of every texel write since the last emission (see the header). */
  flush(): void {
    const c = this.ctx;
    const key = c.generations.anyTextureContent;
    if (key === this.key) return;
    const moved = c.generations.texturesContentMoved;
    if (this.fullWalk || !this.listed || !this.walked) {
      const defaults = c.defaultTextures;
      for (let i = 0; i < defaults.length; i++) this.emit(defaults[i]);
      c.objects.textures.ListObjectsTo(this.visit);
      // The walk handled every listed texture but those not yet resources, which stay listed for a later flush.
      // Not our list when another drainer holds it: leave it alone.
      if (this.listed) moved.TakeEach(this.stillUnnamed, this);
      this.walked = true;
    } else {
      moved.TakeEach(this.emitListed, this);
    }
    // Only once every shape went out: a send that throws leaves the walk (or the listed rest) to be done again.
    this.key = key;
  }

  /** TakeEach visitor: true keeps `t` listed (no handle yet: see the header). */
  private emitListed(t: Texture): boolean {
    return this.isLive(t) && !this.emit(t);
  }

  /** TakeEach visitor after a full walk: keeps a live texture the walk could not send (not a resource yet). */
  private stillUnnamed(t: Texture): boolean {
    return this.isLive(t) && t.target !== GL.TEXTURE_BUFFER && this.textures.peek(t) === null;
  }

  /** Not deleted: its name still names it (a deleted name is gone or names another object; defaults never die). */
  private isLive(t: Texture): boolean {
    return t.name === 0 || this.ctx.objects.textures.Get(t.name) === t;
  }

  /** Sends `t`'s dirty levels; false when it is not a resource yet (nothing sent). */
  private emit(t: Texture): boolean {
    this.visits++;
    if (t.target === GL.TEXTURE_BUFFER) return true;
    const h = this.textures.peek(t);
    if (h === null) return false; // not a resource yet: its create (next validate) defines every level whole
    const slot = h.slot;
    if (slot >= this.owner.length) this.grow(slot + 1);
    const base = slot * MAX_LEVELS;
    if (this.owner[slot] !== t.lifetimeId) {
      this.owner[slot] = t.lifetimeId;
      this.cursor.fill(-1, base, base + MAX_LEVELS);
    }
    for (let level = 0; level < MAX_LEVELS; level++) {
      const version = t.GetLevelContentVersion(level);
      if (version === this.cursor[base + level]) continue;
      for (let face = 0; face < t.faceCount; face++) {
        const image = t.GetImage(face, level);
        const dirty = image.dirty;
        if (dirty === null || dirty.isEmpty || image.data === null) continue;
        const texels = image.width * Math.max(1, image.height) * Math.max(1, image.depth);
        const l = this.layout;
        l.width = image.width;
        l.height = Math.max(1, image.height);
        // The shadow is tight (compressed images are held decoded): whole bytes per texel, so offsets stay integral.
        l.bytesPerTexel = texels > 0 ? Math.floor(image.data.byteLength / texels) : 0;
        if (!this.shape.fill(h, uploadTargetOf(t.target, face), level, dirty, l, image.data)) continue;
        this.out.send('resource_subdata', this.shape.payload);
        this.shapes++;
        if (this.shape.payload.regions.length === 0) this.boxOnly++;
        dirty.Clear(); // accepted: the call returned
      }
      this.cursor[base + level] = version;
    }
    return true;
  }

  private grow(n: number): void {
    const size = Math.max(n, this.owner.length * 2);
    const owner = new Float64Array(size).fill(-1);
    owner.set(this.owner);
    this.owner = owner;
    const cursor = new Float64Array(size * MAX_LEVELS).fill(-1);
    cursor.set(this.cursor);
    this.cursor = cursor;
  }
}
