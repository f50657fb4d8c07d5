// glReadPixels as MGPipe calls (issue 17; seeds §4.4.5, catalog ops 52 / 74), sent after the readback class's
// validate when the readback-pack bit is pushed (which needs framebuffer pushed: the read surface is the pushed read
// framebuffer's). Both read the pushed read framebuffer (`readFbo` null, as `blit` does) with the pushed pack state.
//
//   read_pixels              into client memory: a reply-slot call (PipeEmitter.asker). The server reads and packs by
//                            the pack state into a span that starts at the destination's byte 0 and answers with it.
//                            The answer is the server's, so it is checked before use (a byte array at least as long
//                            as the packed rows reach); then the packed ROWS are copied into the application's
//                            memory — never the bytes between rows, which the pack state skips and GL leaves as
//                            they were.
//   read_pixels_to_buffer    into the PIXEL_PACK buffer (by handle, at an offset the front end bounds-checked): no
//                            reply; the server writes its twin and sends the bytes back on on_buffer_writeback.
//   get_texture_image        glGetTexImage (op 53): a box of a texture level by the texture's resource handle, a
//                            reply slot answered with the span packed from the destination's byte 0 like read_pixels;
//                            the rows of every image are copied, never the bytes between rows or images.
//
// Every read_pixels is a blocking round trip (PipeStats counts it from the catalog's wait flag).
import { MGPipeFatal, kNullHandle, type GetTextureImagePayload, type MGPReadbackInfo, type MGPipeHandle, type ReadPixelsPayload, type ReadPixelsToBufferPayload } from '@mgpipe/pipe-types';
import type { Asker, PipeEmitter, Sender } from './pipe-emitter.ts';

/** Where the packed rows go in the application's memory (the front end's pack layout of the call). */
export interface PackedRows {
  /** Byte offset of the first pixel (the pack state's skips). */
  readonly skipBytes: number;
  /** Bytes from one row's start to the next. */
  readonly rowStride: number;
  /** Bytes of pixels per row (width × bytes per pixel). */
  readonly rowBytes: number;
}

/** Where the packed images go (get_texture_image): `images` images of `rows` rows each, `imageStride` apart. */
export interface PackedImages extends PackedRows {
  readonly rows: number;
  readonly images: number;
  readonly imageStride: number;
}

export class ReadbackEmitter {
  private readonly askRead: Asker<'read_pixels'>;
  private readonly askImage: Asker<'get_texture_image'>;
  private readonly imagePayload: GetTextureImagePayload = {
    res: kNullHandle, box: { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0 }, format: 0, type: 0, level: 0, target: 0, reply: 0,
  };
  private readonly sendToBuffer: Sender<'read_pixels_to_buffer'>;
  private readonly info: MGPReadbackInfo = { readFbo: kNullHandle, x: 0, y: 0, w: 0, h: 0, format: 0, type: 0 };
  private readonly readPayload: ReadPixelsPayload = { info: this.info, reply: 0 };
  private readonly bufferPayload: ReadPixelsToBufferPayload = { info: this.info, dst: kNullHandle, dstOffset: 0n };
  /** The reply slot of the last read_pixels (what a wire encoder waits on; 1 .. 2^31 - 1, wrapping). */
  private slot = 0;

  constructor(out: PipeEmitter) {
    this.askRead = out.asker('read_pixels');
    this.askImage = out.asker('get_texture_image');
    this.sendToBuffer = out.sender('read_pixels_to_buffer');
  }

  /** glReadPixels into client memory `dst` (the front end checked it holds the layout's extent). */
  readPixels(x: number, y: number, w: number, h: number, format: number, type: number, dst: Uint8Array, layout: PackedRows): void {
    this.fill(x, y, w, h, format, type);
    this.readPayload.reply = this.nextSlot();
    const answer: unknown = this.askRead(this.readPayload);
    const { skipBytes: skip, rowStride: stride, rowBytes } = layout;
    const extent = h > 0 && rowBytes > 0 ? skip + (h - 1) * stride + rowBytes : 0;
    if (!(answer instanceof Uint8Array)) throw new MGPipeFatal('ProtocolCorruption', `read_pixels: reply slot ${this.slot} was answered with no bytes`);
    if (answer.byteLength < extent) throw new MGPipeFatal('ProtocolCorruption', `read_pixels: reply slot ${this.slot} was answered with ${answer.byteLength} bytes, ${extent} expected`);
    for (let r = 0, o = skip; r < h && rowBytes > 0; r++, o += stride) dst.set(answer.subarray(o, o + rowBytes), o);
  }

  /**
   * glGetTexImage of `level` of `texture` (`target`: its target, or the cube face) into `dst` (client memory or the
   * pack buffer's shadow, at the front end's pack layout `layout`, which it checked `dst` holds). `width` / `height` /
   * `depth`: the whole level as the box (rows are a 1D array's layers, depth the images of 3D-like targets).
   */
  getTextureImage(texture: MGPipeHandle, target: number, level: number, format: number, type: number, width: number, height: number,
    depth: number, dst: Uint8Array, layout: PackedImages): void {
    const p = this.imagePayload;
    p.res = texture; p.target = target; p.level = level; p.format = format; p.type = type;
    const box = p.box;
    box.x = 0; box.y = 0; box.z = 0; box.w = width; box.h = height; box.d = depth;
    p.reply = this.nextSlot();
    const answer: unknown = this.askImage(p);
    const { skipBytes: skip, rowStride: stride, rowBytes, rows, images, imageStride } = layout;
    const extent = rows > 0 && images > 0 && rowBytes > 0 ? skip + (images - 1) * imageStride + (rows - 1) * stride + rowBytes : 0;
    if (!(answer instanceof Uint8Array)) throw new MGPipeFatal('ProtocolCorruption', `get_texture_image: reply slot ${p.reply} was answered with no bytes`);
    if (answer.byteLength < extent) throw new MGPipeFatal('ProtocolCorruption', `get_texture_image: reply slot ${p.reply} was answered with ${answer.byteLength} bytes, ${extent} expected`);
    if (extent === 0) return;
    for (let z = 0; z < images; z++) {
      for (let r = 0, o = skip + z * imageStride; r < rows; r++, o += stride) dst.set(answer.subarray(o, o + rowBytes), o);
    }
  }

  /** glReadPixels into the PIXEL_PACK buffer `buffer` at `offset` (resolved and bounds-checked by the front end). */
  readPixelsToBuffer(x: number, y: number, w: number, h: number, format: number, type: number, buffer: MGPipeHandle, offset: number): void {
    this.fill(x, y, w, h, format, type);
    this.bufferPayload.dst = buffer;
    this.bufferPayload.dstOffset = BigInt(offset);
    this.sendToBuffer(this.bufferPayload);
  }

  /** The next reply slot (what a wire encoder waits on; 1 .. 2^31 - 1, wrapping). */
  private nextSlot(): number {
    this.slot = this.slot >= 0x7fffffff ? 1 : this.slot + 1;
    return this.slot;
  }

  private fill(x: number, y: number, w: number, h: number, format: number, type: number): void {
    const i = this.info;
    i.x = x; i.y = y; i.w = w; i.h = h; i.format = format; i.type = type;
  }
}
