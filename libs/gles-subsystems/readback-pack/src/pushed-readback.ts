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
import { FRAMEBUFFER_COLOR_SLOTS, type DriverBindings, type FramebufferView, type PipeInputs } from '@mgpipe/gles-core';
import type { FramebufferStep } from '@mgpipe/gles-framebuffer';
import { glesFormatOf } from '@mgpipe/gles-textures';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { MGPipeFatal, type MGPipeHandle } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { depthReadSource, driverReadFormat, packLayout, packPixels, type ReadSource } from './pixel-pack.ts';

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
  constructor(private readonly dev: PushedReadbackDevice, private readonly framebuffers: FramebufferStep) {}

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

  /** Reads the pushed read framebuffer and packs into `span` by the pushed pack state; returns the extent. */
  private readAndPack(x: number, y: number, w: number, h: number, format: number, type: number): number {
    const dev = this.dev, gl = dev.gl, b = dev.bindings;
    this.framebuffers.syncReadFramebuffer();
    const source = pushedReadSource(dev.inputs.getFramebufferState(true), format, dev.caps.textureNorm16);
    const pack = dev.inputs.getPixelPackState();
    const [first, stride, bpp] = packLayout(w, format, type, pack);
    const extent = w > 0 && h > 0 ? first + (h - 1) * stride + w * bpp : 0;
    if (extent === 0) return 0;
    if (span.byteLength < extent) span = new Uint8Array(extent);
    b.bindBuffer(GL.PIXEL_PACK_BUFFER, 0);
    b.pixelStore(GL.PACK_ALIGNMENT, 1);
    b.pixelStore(GL.PACK_ROW_LENGTH, 0);
    b.pixelStore(GL.PACK_SKIP_ROWS, 0);
    b.pixelStore(GL.PACK_SKIP_PIXELS, 0);
    if (source === 'unorm' && format === GL.RGBA && type === GL.UNSIGNED_BYTE && stride === w * 4) {
      gl.glReadPixels(x, y, w, h, GL.RGBA, GL.UNSIGNED_BYTE, span.subarray(first, extent));
      return extent;
    }
    const [rf, rt, driverBpp] = driverReadFormat(source);
    if (driverRead.byteLength < w * h * driverBpp) driverRead = new Uint8Array(w * h * driverBpp);
    gl.glReadPixels(x, y, w, h, rf, rt, driverRead);
    packPixels(driverRead, source, w, h, format, type, pack, span);
    return extent;
  }
}
