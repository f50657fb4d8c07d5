// The readback-pack subsystem's pull / alias path, in the wiring because it reads and writes front-end objects:
// readPixels from the context's read framebuffer, getTexImage of a front Texture, and the texel write-back the
// texture copies use (texels the driver writes — copyTexSubImage, copyImageSubData, generateMipmap — are read back
// into the front end's client data so the next "is this still clean" check does not re-upload stale texels over
// them). The library gles-readback-pack keeps what names no front-end object (pixel packing, the pushed readbacks,
// the scratch read FBO), so its dependency closure reaches no gl-state / gl-impl (purity:server at phase C).
// Readbacks: GLES has no getTexImage, a scratch FBO reads the level; the pack state and the desktop formats / types
// are applied on the CPU (gles-readback-pack pixel-pack.ts).
import type { BufferWritebacks } from '@mgpipe/gles-core';
import type { FramebufferDevice, FramebufferStep } from '@mgpipe/gles-framebuffer';
import { depthReadSource, driverReadFormat, packLayout, packPixels, readSourceOfClass, ScratchReadFramebuffer, type ReadSource } from '@mgpipe/gles-readback-pack';
import { glesFormatOf } from '@mgpipe/gles-textures';
import type { ClientData } from '@mgpipe/gl-impl';
import type { Buffer, GLContext, Texture } from '@mgpipe/gl-state';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';

/** What readbacks need of the device: framebuffer / texture twins, and pack-buffer uploads (buffers is not a prerequisite). */
/** Readback still pulls the read framebuffer's images from the context (its `ctx` is the GLContext). */
export type ReadbackDevice = FramebufferDevice & BufferWritebacks & { readonly ctx: GLContext };

let readScratch = new Uint8Array(4096);
/** A pack buffer's range while a readback packs into it (readInto). */
let packScratch = new Uint8Array(4096);

/** gl-state Framebuffer.attachments: 0..7 color, 8 depth, 9 stencil. */
const DEPTH_ATTACHMENT_INDEX = 8;

export class ReadbackCommands {
  /** The scratch read FBO texture levels are read through (shared with the pushed get_texture_image). */
  readonly scratch: ScratchReadFramebuffer;

  constructor(private readonly dev: ReadbackDevice, private readonly framebuffers: FramebufferStep) {
    this.scratch = new ScratchReadFramebuffer(dev.gl, dev.bindings);
  }

  private get gl(): GLEntryPoints {
    return this.dev.gl;
  }

  /** What the read framebuffer's read buffer holds, as a driver read class. */
  private readSource(ctx: GLContext, format: number): ReadSource {
    if (format === GL.STENCIL_INDEX) return 'stencil';
    const fb = ctx.readFramebuffer;
    if (format === GL.DEPTH_COMPONENT || format === GL.DEPTH_STENCIL) {
      // The depth attachment's kind picks the driver read (the default framebuffer's depth is fixed point).
      const d = fb.isDefault ? null : fb.attachments[DEPTH_ATTACHMENT_INDEX];
      const internal = d?.texture?.GetImage(d.layer > 0 && d.texture.faceCount === 6 ? d.layer : 0, d.level).internalFormat ?? d?.renderbuffer?.internalFormat ?? GL.DEPTH24_STENCIL8;
      return depthReadSource(internal, format === GL.DEPTH_STENCIL);
    }
    if (fb.isDefault) return 'unorm';
    const rb = fb.readBuffer - GL.COLOR_ATTACHMENT0;
    const a = rb >= 0 && rb < 8 ? fb.attachments[rb] : null;
    const internal = a?.texture?.GetImage(a.layer > 0 && a.texture.faceCount === 6 ? a.layer : 0, a.level).internalFormat ?? a?.renderbuffer?.internalFormat ?? GL.RGBA8;
    return readSourceOfClass(glesFormatOf(internal, this.dev.caps.textureNorm16).readClass);
  }

  /** `dst`: client memory, or an offset into `packBuffer` (the verb's operand: the front end resolved the binding). */
  readPixels(x: number, y: number, width: number, height: number, format: number, type: number, dst: ClientData, packBuffer: Buffer | null): void {
    const ctx = this.dev.ctx;
    this.framebuffers.syncReadFramebuffer();
    const source = this.readSource(ctx, format);
    this.readInto(source, x, y, width, height, format, type, dst, packBuffer);
  }

  /**
   * Reads the bound read framebuffer and packs into `dst` (client memory, or an offset into `packBuffer`). The pack
   * state comes through MGB_CTX (PipeInputs); the destination buffer is the verb's operand, as read_pixels_to_buffer
   * names it: no front-end binding is read here.
   */
  private readInto(source: ReadSource, x: number, y: number, width: number, height: number, format: number, type: number,
    dst: ClientData, packBuffer: Buffer | null, imageOffset = 0): void {
    const gl = this.gl;
    const b = this.dev.bindings;
    b.bindBuffer(GL.PIXEL_PACK_BUFFER, 0);
    b.pixelStore(GL.PACK_ALIGNMENT, 1);
    b.pixelStore(GL.PACK_ROW_LENGTH, 0);
    b.pixelStore(GL.PACK_SKIP_ROWS, 0);
    b.pixelStore(GL.PACK_SKIP_PIXELS, 0);
    // A number addresses the pack buffer; client memory means no buffer is written, whatever is passed.
    const into = typeof dst === 'number' ? packBuffer : null;
    if (typeof dst === 'number' && into === null) return;
    const pack = this.dev.inputs.getPixelPackState();
    const [first, stride] = packLayout(width, format, type, pack);
    const [rf, rt, bpp] = driverReadFormat(source);
    if (into !== null) {
      // The pack buffer's range is packed in a scratch that starts as its current bytes (the pack state may skip
      // some: those keep their value) and goes back through the device: to the driver twin, and to the client's
      // shadow by the reverse channel. The server never writes the front-end buffer.
      const outOffset = (dst as number) + imageOffset;
      const size = Math.max(0, Math.min(first + stride * Math.max(0, height - 1) + stride, into.data.byteLength - outOffset));
      if (size === 0) return;
      if (packScratch.byteLength < size) packScratch = new Uint8Array(size);
      const range = packScratch.subarray(0, size);
      range.set(into.data.subarray(outOffset, outOffset + size));
      if (readScratch.byteLength < width * height * bpp) readScratch = new Uint8Array(width * height * bpp);
      gl.glReadPixels(x, y, width, height, rf, rt, readScratch);
      packPixels(readScratch, source, width, height, format, type, pack, range);
      this.dev.writeBackBuffer(into, outOffset, range, true);
      return;
    }
    const client = dst as Exclude<ClientData, number>;
    if (imageOffset >= client.byteLength) return;
    const out = new Uint8Array(client.buffer, client.byteOffset + imageOffset, client.byteLength - imageOffset);
    if (source === 'unorm' && format === GL.RGBA && type === GL.UNSIGNED_BYTE && stride === width * 4) {
      gl.glReadPixels(x, y, width, height, GL.RGBA, GL.UNSIGNED_BYTE, out.subarray(first));
      return;
    }
    if (readScratch.byteLength < width * height * bpp) readScratch = new Uint8Array(width * height * bpp);
    gl.glReadPixels(x, y, width, height, rf, rt, readScratch);
    packPixels(readScratch, source, width, height, format, type, pack, out);
  }

  /**
   * Copies driver texels of a level region back into the front end's client data and marks the level clean.
   * `face`: the cube face (0 for other targets); `layer`: the driver layer or 3D slice the region lies in (0 for
   * 2D, 1D and cube faces). Every sampleable target goes through here: a layered level whose texels the driver
   * wrote and that is not read back keeps a stale client shadow, and the front end's MarkLevelContentChanged
   * after the verb re-uploads that shadow over the driver's texels at the next draw.
   */
  writeBack(front: Texture, face: number, level: number, x: number, y: number, layer: number, w: number, h: number): void {
    const twin = this.dev.texture(front);
    const image = front.GetImage(face, level);
    const f = glesFormatOf(image.internalFormat, this.dev.caps.textureNorm16);
    if (image.data !== null && f.conversion === 'none' && f.readClass !== 'stencil' && f.readClass !== 'depth-stencil' && image.width > 0) {
      const point = f.readClass === 'depth' ? GL.DEPTH_ATTACHMENT : GL.COLOR_ATTACHMENT0;
      this.scratch.bind(twin, front.target, level, front.target === GL.TEXTURE_CUBE_MAP ? face : layer, point);
      const source: ReadSource = f.readClass === 'depth' ? depthReadSource(image.internalFormat, false) : readSourceOfClass(f.readClass);
      const [rf, rt, bpp] = driverReadFormat(source);
      if (readScratch.byteLength < w * h * bpp) readScratch = new Uint8Array(w * h * bpp);
      this.dev.bindings.bindBuffer(GL.PIXEL_PACK_BUFFER, 0);
      this.dev.bindings.pixelStore(GL.PACK_ALIGNMENT, 1);
      this.gl.glReadPixels(x, y, w, h, rf, rt, readScratch);
      // The client shadow is layer-major rows: a 1D array keeps its layers as rows (one row each).
      const rowsPerLayer = front.target === GL.TEXTURE_1D_ARRAY ? 1 : Math.max(1, image.height);
      const pack = { alignment: 1, rowLength: image.width, skipRows: layer * rowsPerLayer + y, skipPixels: x, imageHeight: 0, skipImages: 0, swapBytes: false, lsbFirst: false };
      packPixels(readScratch, source, w, h, f.format, f.type, pack as never, image.data);
    }
    twin.markLevelClean(front, level);
  }

  /**
   * glGetTexImage: every image of the level — each slice of a 3D texture, each layer of an array (a 1D array's
   * layers are its rows), each layer-face of a cube map array — read through the scratch FBO one at a time and
   * packed at its place in the pack layout (GL 4.5 §8.11.4 with §18.2's PACK_IMAGE_HEIGHT / PACK_SKIP_IMAGES).
   */
  getTexImage(texture: Texture, target: number, level: number, format: number, type: number, dst: ClientData, packBuffer: Buffer | null): void {
    const dev = this.dev;
    const twin = dev.texture(texture);
    twin.sync(dev.gl, dev.bindings, texture, dev.caps.textureNorm16, true);
    const face = target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
    const image = texture.GetImage(face, level);
    const f = glesFormatOf(image.internalFormat, dev.caps.textureNorm16);
    const depth = f.readClass === 'depth' || f.readClass === 'depth-stencil';
    // A DEPTH_STENCIL request of a depth-stencil texture reads both (attached at DEPTH_STENCIL_ATTACHMENT).
    const withStencil = format === GL.DEPTH_STENCIL && f.readClass === 'depth-stencil';
    const point = withStencil ? GL.DEPTH_STENCIL_ATTACHMENT : depth ? GL.DEPTH_ATTACHMENT : GL.COLOR_ATTACHMENT0;
    const source: ReadSource = depth ? depthReadSource(image.internalFormat, withStencil) : readSourceOfClass(f.readClass);
    const rowsAreLayers = texture.target === GL.TEXTURE_1D_ARRAY;
    const layered = rowsAreLayers || texture.target === GL.TEXTURE_3D || texture.target === GL.TEXTURE_2D_ARRAY || texture.target === GL.TEXTURE_CUBE_MAP_ARRAY;
    const images = !layered ? 1 : rowsAreLayers ? Math.max(1, image.height) : Math.max(1, image.depth);
    const rows = rowsAreLayers ? 1 : Math.max(1, image.height);
    const pack = dev.inputs.getPixelPackState();
    const [, stride] = packLayout(image.width, format, type, pack);
    // A 1D array is a 2D image to the pack state (its layers are rows); the others stack images of IMAGE_HEIGHT rows.
    const imageStride = rowsAreLayers ? stride : stride * (pack.imageHeight > 0 ? pack.imageHeight : rows);
    const skip = layered && !rowsAreLayers ? pack.skipImages * imageStride : 0;
    for (let z = 0; z < images; z++) {
      this.scratch.bind(twin, texture.target, level, layered ? z : face, point);
      this.readInto(source, 0, 0, image.width, rows, format, type, dst, packBuffer, skip + z * imageStride);
    }
  }
}
