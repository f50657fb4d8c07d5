// Clears, blits, readbacks and copies. GLES differences handled here: readPixels formats/types and the pack
// state (converters/pixel-pack.ts), no glGetTexImage (a scratch FBO reads the level), and texel writes the
// driver makes (copyTexSubImage, copyImageSubData, generateMipmap) are read back into the front end's
// client data so the next "is this still clean" check does not re-upload stale texels over them.
import type { ClientData } from '@mgpipe/gl-impl';
import type { Buffer, GLContext, Texture } from '@mgpipe/gl-state';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { glesFormatOf } from '../converters/texture-formats.ts';
import { driverReadFormat, packLayout, packPixels, type ReadSource } from '../converters/pixel-pack.ts';
import type { GlesDevice } from '../device.ts';
import { FrontBufferSlot } from '../front-constants.ts';
import type { BackendTexture } from '../resources/backend-texture.ts';
import type { DrawSync } from '../state/draw-sync.ts';

const clearF = new Float32Array(4);
const clearI = new Int32Array(4);
const clearU = new Uint32Array(4);
let readScratch = new Uint8Array(4096);
const names = new Uint32Array(1);

function readSourceOfClass(cls: string): ReadSource {
  return cls === 'unorm' ? 'unorm' : cls === 'int' ? 'int' : cls === 'uint' ? 'uint' : 'float';
}

export class TransferCommands {
  private scratchFbo = 0;

  constructor(private readonly dev: GlesDevice, private readonly sync: DrawSync) {}

  private get gl(): GLEntryPoints {
    return this.dev.gl;
  }

  clear(mask: number): void {
    const ctx = this.dev.ctx;
    this.sync.syncDrawFramebuffer(ctx);
    this.dev.mirror.sync(this.dev.inputs.getRenderStateParametersVersion());
    this.gl.glClear(mask);
  }

  clearBuffer(buffer: number, drawBuffer: number, kind: 'f' | 'i' | 'ui' | 'fi', values: ArrayLike<number>): void {
    const ctx = this.dev.ctx;
    this.sync.syncDrawFramebuffer(ctx);
    this.dev.mirror.sync(this.dev.inputs.getRenderStateParametersVersion());
    const gl = this.gl;
    if (kind === 'fi') return gl.glClearBufferfi(buffer, drawBuffer, values[0], values[1]);
    if (kind === 'f') { for (let i = 0; i < 4; i++) clearF[i] = values[i] ?? 0; gl.glClearBufferfv(buffer, drawBuffer, clearF); }
    else if (kind === 'i') { for (let i = 0; i < 4; i++) clearI[i] = values[i] ?? 0; gl.glClearBufferiv(buffer, drawBuffer, clearI); }
    else { for (let i = 0; i < 4; i++) clearU[i] = values[i] ?? 0; gl.glClearBufferuiv(buffer, drawBuffer, clearU); }
  }

  blitFramebuffer(sx0: number, sy0: number, sx1: number, sy1: number, dx0: number, dy0: number, dx1: number, dy1: number, mask: number, filter: number): void {
    const ctx = this.dev.ctx;
    this.sync.syncReadFramebuffer(ctx);
    this.sync.syncDrawFramebuffer(ctx);
    this.dev.mirror.sync(this.dev.inputs.getRenderStateParametersVersion());
    this.gl.glBlitFramebuffer(sx0, sy0, sx1, sy1, dx0, dy0, dx1, dy1, mask, filter);
  }

  /** What the read framebuffer's read buffer holds, as a driver read class. */
  private readSource(ctx: GLContext, format: number): ReadSource {
    if (format === GL.DEPTH_COMPONENT || format === GL.DEPTH_STENCIL) return 'depth';
    if (format === GL.STENCIL_INDEX) return 'stencil';
    const fb = ctx.readFramebuffer;
    if (fb.isDefault) return 'unorm';
    const rb = fb.readBuffer - GL.COLOR_ATTACHMENT0;
    const a = rb >= 0 && rb < 8 ? fb.attachments[rb] : null;
    const internal = a?.texture?.GetImage(a.layer > 0 && a.texture.faceCount === 6 ? a.layer : 0, a.level).internalFormat ?? a?.renderbuffer?.internalFormat ?? GL.RGBA8;
    return readSourceOfClass(glesFormatOf(internal, this.dev.caps.textureNorm16).readClass);
  }

  readPixels(x: number, y: number, width: number, height: number, format: number, type: number, dst: ClientData): void {
    const ctx = this.dev.ctx;
    this.sync.syncReadFramebuffer(ctx);
    const source = this.readSource(ctx, format);
    this.readInto(ctx, source, x, y, width, height, format, type, dst);
  }

  /** Reads the bound read framebuffer and packs into `dst` (client memory, or an offset into the PACK buffer). */
  private readInto(ctx: GLContext, source: ReadSource, x: number, y: number, width: number, height: number, format: number, type: number,
    dst: ClientData): void {
    const gl = this.gl;
    const b = this.dev.bindings;
    b.bindBuffer(GL.PIXEL_PACK_BUFFER, 0);
    b.pixelStore(GL.PACK_ALIGNMENT, 1);
    b.pixelStore(GL.PACK_ROW_LENGTH, 0);
    b.pixelStore(GL.PACK_SKIP_ROWS, 0);
    b.pixelStore(GL.PACK_SKIP_PIXELS, 0);
    let out: Uint8Array;
    let packBuffer: Buffer | null = null;
    let outOffset = 0;
    if (typeof dst === 'number') {
      packBuffer = ctx.buffers.GetBound(FrontBufferSlot.PixelPack);
      if (packBuffer === null) return;
      out = packBuffer.data;
      outOffset = dst;
    } else out = new Uint8Array(dst.buffer, dst.byteOffset, dst.byteLength);
    const pack = this.dev.inputs.getPixelPackState();
    const [first, stride] = packLayout(width, format, type, pack);
    const direct = source === 'unorm' && format === GL.RGBA && type === GL.UNSIGNED_BYTE && stride === width * 4 && outOffset === 0 && packBuffer === null;
    if (direct) {
      gl.glReadPixels(x, y, width, height, GL.RGBA, GL.UNSIGNED_BYTE, out.subarray(first));
      return;
    }
    const [rf, rt, bpp] = driverReadFormat(source);
    if (readScratch.byteLength < width * height * bpp) readScratch = new Uint8Array(width * height * bpp);
    gl.glReadPixels(x, y, width, height, rf, rt, readScratch);
    packPixels(readScratch, source, width, height, format, type, pack, out.subarray(outOffset));
    if (packBuffer !== null) {
      const written = first + stride * Math.max(0, height - 1) + stride;
      const size = Math.min(written, packBuffer.data.byteLength - outOffset);
      packBuffer.MarkContentChanged(outOffset, size);
      this.dev.bufferTwin(packBuffer).upload(gl, b, packBuffer, outOffset, size);
    }
  }

  /** Binds the scratch read FBO with `texture`'s level/layer at COLOR_ATTACHMENT0 (or depth/stencil). */
  private bindScratchRead(twin: BackendTexture, front: Texture, level: number, layer: number, point: number): void {
    const gl = this.gl;
    if (this.scratchFbo === 0) {
      gl.glGenFramebuffers(1, names);
      this.scratchFbo = names[0];
    }
    this.dev.bindings.bindReadFramebuffer(this.scratchFbo);
    for (const p of [GL.COLOR_ATTACHMENT0, GL.DEPTH_STENCIL_ATTACHMENT]) gl.glFramebufferTexture2D(GL.READ_FRAMEBUFFER, p, GL.TEXTURE_2D, 0, 0);
    if (front.target === GL.TEXTURE_CUBE_MAP) gl.glFramebufferTexture2D(GL.READ_FRAMEBUFFER, point, GL.TEXTURE_CUBE_MAP_POSITIVE_X + layer, twin.name, level);
    else if (twin.target === GL.TEXTURE_2D) gl.glFramebufferTexture2D(GL.READ_FRAMEBUFFER, point, GL.TEXTURE_2D, twin.name, level);
    else gl.glFramebufferTextureLayer(GL.READ_FRAMEBUFFER, point, twin.name, level, layer);
    gl.glReadBuffer(point === GL.COLOR_ATTACHMENT0 ? GL.COLOR_ATTACHMENT0 : GL.NONE);
  }

  /** Copies driver texels of a level region back into the front end's client data and marks the level clean. */
  private writeBack(front: Texture, face: number, level: number, x: number, y: number, w: number, h: number): void {
    const twin = this.dev.texture(front);
    const image = front.GetImage(face, level);
    const f = glesFormatOf(image.internalFormat, this.dev.caps.textureNorm16);
    if (image.data !== null && f.conversion === 'none' && f.readClass !== 'stencil' && f.readClass !== 'depth-stencil' && image.width > 0) {
      const point = f.readClass === 'depth' ? GL.DEPTH_ATTACHMENT : GL.COLOR_ATTACHMENT0;
      this.bindScratchRead(twin, front, level, face, point);
      const source: ReadSource = f.readClass === 'depth' ? 'depth' : readSourceOfClass(f.readClass);
      const [rf, rt, bpp] = driverReadFormat(source);
      if (readScratch.byteLength < w * h * bpp) readScratch = new Uint8Array(w * h * bpp);
      this.dev.bindings.bindBuffer(GL.PIXEL_PACK_BUFFER, 0);
      this.dev.bindings.pixelStore(GL.PACK_ALIGNMENT, 1);
      this.gl.glReadPixels(x, y, w, h, rf, rt, readScratch);
      const pack = { alignment: 1, rowLength: image.width, skipRows: y, skipPixels: x, imageHeight: 0, skipImages: 0, swapBytes: false, lsbFirst: false };
      packPixels(readScratch, source, w, h, f.format, f.type, pack as never, image.data);
    }
    twin.markLevelClean(front, level);
  }

  copyTexSubImage(texture: Texture, target: number, level: number, xoff: number, yoff: number, zoff: number, x: number, y: number, w: number, h: number): void {
    const ctx = this.dev.ctx;
    const twin = this.dev.texture(texture);
    twin.sync(this.gl, this.dev.bindings, texture, this.dev.caps.textureNorm16, true);
    this.sync.syncReadFramebuffer(ctx);
    this.dev.bindings.bindTextureForEdit(twin.target, twin.name);
    const face = target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
    if (twin.target === GL.TEXTURE_2D || twin.target === GL.TEXTURE_CUBE_MAP) {
      this.gl.glCopyTexSubImage2D(twin.target === GL.TEXTURE_CUBE_MAP ? target : GL.TEXTURE_2D, level, xoff, yoff, x, y, w, h);
      this.writeBack(texture, face, level, xoff, yoff, w, h);
    } else {
      this.gl.glCopyTexSubImage3D(twin.target, level, xoff, yoff, zoff, x, y, w, h);
      twin.markLevelClean(texture, level);
    }
  }

  copyImageSubData(srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number,
    dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number, w: number, h: number, d: number): void {
    const src = this.resolveImage(srcName, srcTarget);
    const dst = this.resolveImage(dstName, dstTarget);
    if (src === null || dst === null) return;
    this.gl.glCopyImageSubData(src[0], src[1], srcLevel, srcX, srcY, srcZ, dst[0], dst[1], dstLevel, dstX, dstY, dstZ, w, h, d);
    const dstTexture = dstTarget === GL.RENDERBUFFER ? null : this.dev.ctx.objects.textures.Get(dstName);
    if (dstTexture !== null && d === 1 && (dstTexture.target === GL.TEXTURE_2D || dstTexture.target === GL.TEXTURE_CUBE_MAP)) {
      this.writeBack(dstTexture, dstTexture.target === GL.TEXTURE_CUBE_MAP ? dstZ : 0, dstLevel, dstX, dstY, w, h);
    } else if (dstTexture !== null) this.dev.texture(dstTexture).markLevelClean(dstTexture, dstLevel);
  }

  private resolveImage(name: number, target: number): [number, number] | null {
    const ctx = this.dev.ctx;
    const dev = this.dev;
    if (target === GL.RENDERBUFFER) {
      const rb = ctx.objects.renderbuffers.Get(name);
      if (rb === null) return null;
      const twin = dev.renderbuffer(rb);
      twin.sync(dev.gl, dev.bindings, rb, dev.caps.textureNorm16);
      return [twin.name, GL.RENDERBUFFER];
    }
    const tex = ctx.objects.textures.Get(name);
    if (tex === null) return null;
    const twin = dev.texture(tex);
    twin.sync(dev.gl, dev.bindings, tex, dev.caps.textureNorm16, true);
    return [twin.name, twin.target];
  }

  generateMipmap(texture: Texture): void {
    const dev = this.dev;
    const twin = dev.texture(texture);
    twin.sync(dev.gl, dev.bindings, texture, dev.caps.textureNorm16, true);
    dev.bindings.bindTextureForEdit(twin.target, twin.name);
    dev.gl.glGenerateMipmap(twin.target);
    for (let level = texture.baseLevel + 1; level < 16; level++) {
      for (let face = 0; face < texture.faceCount; face++) {
        const image = texture.GetImage(face, level);
        if (image.width === 0) continue;
        if (twin.target === GL.TEXTURE_2D || twin.target === GL.TEXTURE_CUBE_MAP) this.writeBack(texture, face, level, 0, 0, image.width, image.height);
      }
      twin.markLevelClean(texture, level);
    }
  }

  getTexImage(texture: Texture, target: number, level: number, format: number, type: number, dst: ClientData): void {
    const dev = this.dev;
    const twin = dev.texture(texture);
    twin.sync(dev.gl, dev.bindings, texture, dev.caps.textureNorm16, true);
    const face = target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
    const image = texture.GetImage(face, level);
    const f = glesFormatOf(image.internalFormat, dev.caps.textureNorm16);
    const depth = f.readClass === 'depth' || f.readClass === 'depth-stencil';
    this.bindScratchRead(twin, texture, level, face, depth ? GL.DEPTH_ATTACHMENT : GL.COLOR_ATTACHMENT0);
    const source: ReadSource = depth ? 'depth' : readSourceOfClass(f.readClass);
    this.readInto(dev.ctx, source, 0, 0, image.width, Math.max(1, image.height), format, type, dst);
  }
}

