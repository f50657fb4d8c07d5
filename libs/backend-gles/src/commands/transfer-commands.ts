// Clears, blits and texture copies: they combine steps of several subsystems (framebuffer, render-state,
// textures, readback-pack), so they stay in the wiring. The legacy verbs' texel writes (copyTexSubImage,
// copyImageSubData, generateMipmap) are read back into the front end's client data (readback-pack's
// writeBack) so the next "is this still clean" check does not re-upload stale texels over them; the pushed
// calls (state/texture-transfer-receiver.ts) run the same driver steps (copyFramebufferToTwin, generateMipmapOfTwin)
// and leave the texels on the server: the client no longer treats its shadow of them as content. Readbacks
// themselves (readPixels, getTexImage) are readback-pack's pull path, ReadbackCommands (readback-commands.ts).
import type { Texture } from '@mgpipe/gl-state';
import type { BackendTexture } from '@mgpipe/gles-textures';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import type { ReadbackCommands } from './readback-commands.ts';
import { GL } from '@mgpipe/value-types';
import type { GlesDevice } from '../device.ts';
import type { DrawSync } from '../state/draw-sync.ts';

/** One side of a glCopyImageSubData as the driver sees it. */
export interface CopyImageSide {
  name: number;
  target: number;
}

const clearF = new Float32Array(4);
const clearI = new Int32Array(4);
const clearU = new Uint32Array(4);

export class TransferCommands {
  /** `readback`: the readback-pack subsystem (its texel write-back keeps the front end's copies of driver-written levels). */
  constructor(private readonly dev: GlesDevice, private readonly sync: DrawSync, private readonly readback: ReadbackCommands) {}

  private get gl(): GLEntryPoints {
    return this.dev.gl;
  }

  clear(mask: number): void {
    this.sync.framebuffers.syncDrawFramebuffer();
    this.sync.renderState.sync();
    this.gl.glClear(mask);
  }

  clearBuffer(buffer: number, drawBuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', values: ArrayLike<number>): void {
    this.sync.framebuffers.syncDrawFramebuffer();
    this.sync.renderState.sync();
    const gl = this.gl;
    if (kind === 'fi') return gl.glClearBufferfi(buffer, drawBuffer, values[0], values[1]);
    if (kind === 'f') { for (let i = 0; i < 4; i++) clearF[i] = values[i] ?? 0; gl.glClearBufferfv(buffer, drawBuffer, clearF); }
    else if (kind === 'i') { for (let i = 0; i < 4; i++) clearI[i] = values[i] ?? 0; gl.glClearBufferiv(buffer, drawBuffer, clearI); }
    else { for (let i = 0; i < 4; i++) clearU[i] = values[i] ?? 0; gl.glClearBufferuiv(buffer, drawBuffer, clearU); }
  }

  blitFramebuffer(sx0: number, sy0: number, sx1: number, sy1: number, dx0: number, dy0: number, dx1: number, dy1: number, mask: number, filter: number): void {
    this.sync.framebuffers.syncReadFramebuffer();
    this.sync.framebuffers.syncDrawFramebuffer();
    this.sync.renderState.sync();
    this.gl.glBlitFramebuffer(sx0, sy0, sx1, sy1, dx0, dy0, dx1, dy1, mask, filter);
  }

  copyTexSubImage(texture: Texture, target: number, level: number, xoff: number, yoff: number, zoff: number, x: number, y: number, w: number, h: number): void {
    const twin = this.dev.texture(texture);
    twin.sync(this.gl, this.dev.bindings, texture, this.dev.caps.textureNorm16, true);
    this.copyFramebufferToTwin(twin, texture.target, target, level, xoff, yoff, zoff, x, y, w, h);
    const face = target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
    if (texture.target === GL.TEXTURE_1D_ARRAY) for (let r = 0; r < h; r++) this.readback.writeBack(texture, 0, level, xoff, 0, yoff + r, w, 1);
    else this.readback.writeBack(texture, face, level, xoff, yoff, twin.target === GL.TEXTURE_2D || twin.target === GL.TEXTURE_CUBE_MAP ? 0 : zoff, w, h);
  }

  /**
   * glCopyTexSubImage* from the read framebuffer into a synced texture twin (`frontTarget`: the desktop target; `target`:
   * it, or the cube face): the driver copy alone — the pushed copy_framebuffer_to_texture leaves the texels there.
   */
  copyFramebufferToTwin(twin: BackendTexture, frontTarget: number, target: number, level: number, xoff: number, yoff: number, zoff: number,
    x: number, y: number, w: number, h: number): void {
    this.sync.framebuffers.syncReadFramebuffer();
    this.dev.bindings.bindTextureForEdit(twin.target, twin.name);
    if (twin.target === GL.TEXTURE_2D || twin.target === GL.TEXTURE_CUBE_MAP) {
      this.gl.glCopyTexSubImage2D(twin.target === GL.TEXTURE_CUBE_MAP ? target : GL.TEXTURE_2D, level, xoff, yoff, x, y, w, h);
    } else if (frontTarget === GL.TEXTURE_1D_ARRAY) {
      // Front rows yoff.. are driver layers (a 2D array of height 1): one row per layer.
      for (let r = 0; r < h; r++) this.gl.glCopyTexSubImage3D(twin.target, level, xoff, 0, yoff + r, x, y + r, w, 1);
    } else {
      this.gl.glCopyTexSubImage3D(twin.target, level, xoff, yoff, zoff, x, y, w, h);
    }
  }

  copyImageSubData(srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number,
    dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number, w: number, h: number, d: number): void {
    const src = this.resolveImage(srcName, srcTarget);
    const dst = this.resolveImage(dstName, dstTarget);
    if (src === null || dst === null) return;
    this.copyImageRegion(src, srcLevel, srcX, srcY, srcZ, dst, dstLevel, dstX, dstY, dstZ, w, h, d);
    const dstTexture = dstTarget === GL.RENDERBUFFER ? null : this.dev.ctx.objects.textures.Get(dstName);
    if (dstTexture === null) return;
    const cube = dstTexture.target === GL.TEXTURE_CUBE_MAP;
    // Layer z (a 1D array's too: writeBack's z is its layer) or cube face z.
    for (let z = 0; z < d; z++) this.readback.writeBack(dstTexture, cube ? dstZ + z : 0, dstLevel, dstX, dstY, cube ? 0 : dstZ + z, w, h);
  }

  /**
   * glCopyImageSubData between driver images. GL's own coordinates need no lowering: a cube map's z is the face, and a
   * 1D array's layers are z too (§18.3.3), as in the 2D array the driver stores it as. The legacy verb and the pushed
   * resource_copy_region both copy through here.
   */
  copyImageRegion(src: CopyImageSide, srcLevel: number, sx: number, sy: number, sz: number,
    dst: CopyImageSide, dstLevel: number, dx: number, dy: number, dz: number, w: number, h: number, d: number): void {
    this.gl.glCopyImageSubData(src.name, src.target, srcLevel, sx, sy, sz, dst.name, dst.target, dstLevel, dx, dy, dz, w, h, d);
  }

  private resolveImage(name: number, target: number): CopyImageSide | null {
    const ctx = this.dev.ctx;
    const dev = this.dev;
    if (target === GL.RENDERBUFFER) {
      const rb = ctx.objects.renderbuffers.Get(name);
      if (rb === null) return null;
      const twin = dev.renderbuffer(rb);
      twin.sync(dev.gl, dev.bindings, rb, dev.caps.textureNorm16);
      return { name: twin.name, target: GL.RENDERBUFFER };
    }
    const tex = ctx.objects.textures.Get(name);
    if (tex === null) return null;
    const twin = dev.texture(tex);
    twin.sync(dev.gl, dev.bindings, tex, dev.caps.textureNorm16, true);
    return { name: twin.name, target: twin.target };
  }

  generateMipmap(texture: Texture): void {
    const dev = this.dev;
    const twin = dev.texture(texture);
    twin.sync(dev.gl, dev.bindings, texture, dev.caps.textureNorm16, true);
    this.generateMipmapOfTwin(twin);
    for (let level = texture.baseLevel + 1; level < 16; level++) {
      for (let face = 0; face < texture.faceCount; face++) {
        const image = texture.GetImage(face, level);
        if (image.width === 0) continue;
        // Driver layers (or 3D slices) of the level; a 1D array's layers are the front end's rows.
        const oneDArray = texture.target === GL.TEXTURE_1D_ARRAY;
        const layers = oneDArray ? image.height : twin.target === GL.TEXTURE_2D || twin.target === GL.TEXTURE_CUBE_MAP ? 1 : image.depth;
        const rows = oneDArray ? 1 : Math.max(1, image.height);
        for (let layer = 0; layer < layers; layer++) this.readback.writeBack(texture, face, level, 0, 0, layer, image.width, rows);
      }
      twin.markLevelClean(texture, level);
    }
  }

  /** glGenerateMipmap on a synced twin (its base / max level applied with its parameters): the driver's work alone. */
  generateMipmapOfTwin(twin: BackendTexture): void {
    this.dev.bindings.bindTextureForEdit(twin.target, twin.name);
    this.gl.glGenerateMipmap(twin.target);
  }
}
