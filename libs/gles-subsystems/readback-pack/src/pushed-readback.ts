// read_pixels / read_pixels_to_buffer as the server runs them (the readback-pack bit pushed; issue 17). Everything
// comes from what was pushed: the read framebuffer is MGB_CTX's read view (its surfaces carry their internal format
// inline, so the driver read class is picked without a front object), the pack state is MGB_CTX's, the destination is
// the call's operand. Nothing here reads or writes a front-end object.
//
//   read_pixels            packs into a span that starts at the application's destination byte 0 and hands the span
//                          back (the caller answers the reply slot with it; the client copies the rows, never the
//                          bytes between them). The span is this module's scratch: valid until the next readback.
//   read_pixels_to_buffer  packs the same way, then writes the rows into the pushed buffer's twin and sends them back
//                          to the client's shadow (on_buffer_writeback): a strided pack writes row by row, so the bytes
//                          the pack state skips keep their value on both sides. The destination range is checked
//                          against the buffer resource's size first (the operand comes from the wire).
//   get_texture_image      reads a box of one level of a pushed texture resource through the scratch read FBO, image
//                          by image (a 3D slice, an array layer, a cube-map-array layer-face, a 1D array's layer-row),
//                          packs each at its place by the pushed pack state (IMAGE_HEIGHT / SKIP_IMAGES included) and
//                          hands the span back like read_pixels. The level's shape and internal format come over the
//                          storage bridge (the device's pushedTextureForRead): in one process the twin uploads from
//                          the level shadow the pushed shapes name; split mode needs those bytes on the wire.
import { FRAMEBUFFER_COLOR_SLOTS, type DriverBindings, type FramebufferView, type PipeInputs } from '@mgpipe/gles-core';
import type { FramebufferStep } from '@mgpipe/gles-framebuffer';
import { glesFormatOf, type BackendTexture, type FrontTexture } from '@mgpipe/gles-textures';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { MGPipeFatal, type MGPBox, type MGPipeHandle } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { depthReadSource, driverReadFormat, isPackFormatAndType, packLayout, packPixels, readSourceOfClass, type ReadSource } from './pixel-pack.ts';
import type { ScratchReadFramebuffer } from './scratch-read.ts';

/** GLES 3.2's and desktop GL's levels: 2^15 texels at most per side on every driver we run, so 16 levels. */
const MAX_LEVELS = 16;

/** What the pushed readbacks need of the device. */
export interface PushedReadbackDevice {
  readonly gl: GLEntryPoints;
  readonly bindings: DriverBindings;
  readonly inputs: PipeInputs;
  readonly caps: { readonly textureNorm16: boolean };
  /** The size in bytes of the pushed buffer resource `h` (Fatal{ProtocolCorruption} when it names none). */
  pushedBufferSize(h: MGPipeHandle): number;
  /** Bytes the server wrote into the pushed buffer `h`: to its driver twin, then back to the client's shadow. */
  writePushedBuffer(h: MGPipeHandle, offset: number, bytes: Uint8Array): void;
  /**
   * The pushed texture resource `h` with its driver twin synced (Fatal{ProtocolCorruption} when `h` names no live
   * texture): the twin is read; the front texture only for the level's shape and internal format (the bridge).
   */
  pushedTextureForRead(h: MGPipeHandle, call: string): { readonly twin: BackendTexture; readonly front: FrontTexture };
}

let span = new Uint8Array(4096);
let driverRead = new Uint8Array(4096);

/** The read class of what a pushed read framebuffer's read buffer (or depth / stencil image) holds. */
export function pushedReadSource(view: FramebufferView, format: number, norm16: boolean): ReadSource {
  if (format === GL.STENCIL_INDEX) return 'stencil';
  if (format === GL.DEPTH_COMPONENT || format === GL.DEPTH_STENCIL) {
    // The default framebuffer's depth is fixed point; an FBO's depth surface names its format.
    const d = view.isDefault ? 0 : view.surfaces[FRAMEBUFFER_COLOR_SLOTS].internalFormat;
    return depthReadSource(d !== 0 ? d : GL.DEPTH24_STENCIL8, format === GL.DEPTH_STENCIL);
  }
  if (view.isDefault) return 'unorm';
  const k = view.readBuffer - GL.COLOR_ATTACHMENT0;
  const internal = k >= 0 && k < FRAMEBUFFER_COLOR_SLOTS && view.surfaces[k].internalFormat !== 0 ? view.surfaces[k].internalFormat : GL.RGBA8;
  const cls = glesFormatOf(internal, norm16).readClass;
  return cls === 'unorm' ? 'unorm' : cls === 'int' ? 'int' : cls === 'uint' ? 'uint' : 'float';
}

export class PushedReadback {
  constructor(private readonly dev: PushedReadbackDevice, private readonly framebuffers: FramebufferStep,
    private readonly scratch: ScratchReadFramebuffer) {}

  /** read_pixels: the packed span (from the destination's byte 0) the reply carries. */
  readPixels(x: number, y: number, w: number, h: number, format: number, type: number): Uint8Array {
    const extent = this.readAndPack(x, y, w, h, format, type);
    return span.subarray(0, extent);
  }

  /** read_pixels_to_buffer into the pushed buffer `dst` at `offset`. */
  readPixelsToBuffer(x: number, y: number, w: number, h: number, format: number, type: number, dst: MGPipeHandle, offset: number): void {
    const [first, stride, bpp] = packLayout(w, format, type, this.dev.inputs.getPixelPackState());
    const rowBytes = w * bpp;
    const extent = w > 0 && h > 0 ? first + (h - 1) * stride + rowBytes : 0;
    const size = this.dev.pushedBufferSize(dst);
    if (!Number.isSafeInteger(offset) || offset < 0 || offset + extent > size) {
      throw new MGPipeFatal('ProtocolCorruption', `read_pixels_to_buffer: ${extent} bytes at ${offset} do not fit in buffer {${dst.slot}, ${dst.gen}} of ${size} bytes`);
    }
    if (extent === 0) return;
    this.readAndPack(x, y, w, h, format, type);
    if (stride === rowBytes) {
      this.dev.writePushedBuffer(dst, offset + first, span.subarray(first, extent));
      return;
    }
    for (let r = 0, o = first; r < h; r++, o += stride) this.dev.writePushedBuffer(dst, offset + o, span.subarray(o, o + rowBytes));
  }

  /**
   * get_texture_image: `box` of `level` of the pushed texture `h` (`target` its target, or the cube face read), packed
   * by the pushed pack state into the span the reply carries (from the destination's byte 0). `box` is in the level's
   * texels: x / width along a row, y / height the rows (a 1D array's layers), z / depth the images (3D slices, array
   * layers, cube-map-array layer-faces). Everything is checked against the resource first (the operands come from the
   * wire): Fatal{ProtocolCorruption} otherwise.
   */
  getTextureImage(h: MGPipeHandle, target: number, level: number, format: number, type: number, box: Readonly<MGPBox>): Uint8Array {
    const call = 'get_texture_image';
    const { twin, front } = this.dev.pushedTextureForRead(h, call);
    const cube = front.target === GL.TEXTURE_CUBE_MAP;
    const isFace = target >= GL.TEXTURE_CUBE_MAP_POSITIVE_X && target <= GL.TEXTURE_CUBE_MAP_NEGATIVE_Z;
    if (cube ? !isFace : target !== front.target) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: target 0x${target.toString(16)} is not an image target of texture {${h.slot}, ${h.gen}} (0x${front.target.toString(16)})`);
    }
    if (!Number.isInteger(level) || level < 0 || level >= MAX_LEVELS) throw new MGPipeFatal('ProtocolCorruption', `${call}: level ${level}`);
    const face = cube ? target - GL.TEXTURE_CUBE_MAP_POSITIVE_X : 0;
    const image = front.GetImage(face, level);
    const rowsAreLayers = front.target === GL.TEXTURE_1D_ARRAY;
    const layered = rowsAreLayers || front.target === GL.TEXTURE_3D || front.target === GL.TEXTURE_2D_ARRAY || front.target === GL.TEXTURE_CUBE_MAP_ARRAY;
    const images = layered && !rowsAreLayers ? image.depth : 1;
    const { x, y, z, w, h: rows, d } = box;
    const fits = (o: number, n: number, size: number) => Number.isInteger(o) && Number.isInteger(n) && o >= 0 && n >= 0 && o + n <= size;
    if (!fits(x, w, image.width) || !fits(y, rows, Math.max(image.height, image.width > 0 ? 1 : 0)) || !fits(z, d, images)) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: box ${x},${y},${z} ${w}×${rows}×${d} is not inside level ${level} (${image.width}×${image.height}×${images})`);
    }
    const pack = this.dev.inputs.getPixelPackState();
    const [first, stride, bpp] = packLayout(w, format, type, pack);
    if (!isPackFormatAndType(format, type) || bpp === 0) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: format 0x${format.toString(16)} / type 0x${type.toString(16)} is no pack layout`);
    }
    // A 1D array is a 2D image to the pack state (its layers are rows, no image skips); the others stack images of
    // IMAGE_HEIGHT rows after SKIP_IMAGES of them (GL 4.5 §8.11.4 with §18.2).
    const count = rowsAreLayers ? rows : d;
    const rowsPerImage = rowsAreLayers ? 1 : rows;
    const imageStride = rowsAreLayers ? stride : stride * (pack.imageHeight > 0 ? pack.imageHeight : rows);
    const skip = layered && !rowsAreLayers ? pack.skipImages * imageStride : 0;
    const extent = w > 0 && count > 0 && rowsPerImage > 0 ? skip + (count - 1) * imageStride + first + (rowsPerImage - 1) * stride + w * bpp : 0;
    if (extent === 0) return span.subarray(0, 0);
    if (span.byteLength < extent) span = new Uint8Array(extent);
    const f = glesFormatOf(image.internalFormat, this.dev.caps.textureNorm16);
    const depth = f.readClass === 'depth' || f.readClass === 'depth-stencil';
    // A DEPTH_STENCIL request of a depth-stencil texture reads both (attached at DEPTH_STENCIL_ATTACHMENT).
    const withStencil = format === GL.DEPTH_STENCIL && f.readClass === 'depth-stencil';
    const point = withStencil ? GL.DEPTH_STENCIL_ATTACHMENT : depth ? GL.DEPTH_ATTACHMENT : GL.COLOR_ATTACHMENT0;
    const source: ReadSource = depth ? depthReadSource(image.internalFormat, withStencil) : readSourceOfClass(f.readClass);
    for (let k = 0; k < count; k++) {
      this.scratch.bind(twin, front.target, level, rowsAreLayers ? y + k : layered ? z + k : face, point);
      this.readRegion(source, x, rowsAreLayers ? 0 : y, w, rowsPerImage, format, type, span.subarray(skip + k * imageStride));
    }
    return span.subarray(0, extent);
  }

  /** Reads the pushed read framebuffer and packs into `span` by the pushed pack state; returns the extent. */
  private readAndPack(x: number, y: number, w: number, h: number, format: number, type: number): number {
    this.framebuffers.syncReadFramebuffer();
    const source = pushedReadSource(this.dev.inputs.getFramebufferState(true), format, this.dev.caps.textureNorm16);
    const [first, stride, bpp] = packLayout(w, format, type, this.dev.inputs.getPixelPackState());
    const extent = w > 0 && h > 0 ? first + (h - 1) * stride + w * bpp : 0;
    if (extent === 0) return 0;
    if (span.byteLength < extent) span = new Uint8Array(extent);
    this.readRegion(source, x, y, w, h, format, type, span);
    return extent;
  }

  /** Reads `w`×`h` at (x, y) of the bound read framebuffer into `out`, packed by the pushed pack state (its skips included). */
  private readRegion(source: ReadSource, x: number, y: number, w: number, h: number, format: number, type: number, out: Uint8Array): void {
    const dev = this.dev, gl = dev.gl, b = dev.bindings;
    const pack = dev.inputs.getPixelPackState();
    const [first, stride] = packLayout(w, format, type, pack);
    b.bindBuffer(GL.PIXEL_PACK_BUFFER, 0);
    b.pixelStore(GL.PACK_ALIGNMENT, 1);
    b.pixelStore(GL.PACK_ROW_LENGTH, 0);
    b.pixelStore(GL.PACK_SKIP_ROWS, 0);
    b.pixelStore(GL.PACK_SKIP_PIXELS, 0);
    if (source === 'unorm' && format === GL.RGBA && type === GL.UNSIGNED_BYTE && stride === w * 4) {
      gl.glReadPixels(x, y, w, h, GL.RGBA, GL.UNSIGNED_BYTE, out.subarray(first, first + h * stride));
      return;
    }
    const [rf, rt, driverBpp] = driverReadFormat(source);
    if (driverRead.byteLength < w * h * driverBpp) driverRead = new Uint8Array(w * h * driverBpp);
    gl.glReadPixels(x, y, w, h, rf, rt, driverRead);
    packPixels(driverRead, source, w, h, format, type, pack, out);
  }
}
