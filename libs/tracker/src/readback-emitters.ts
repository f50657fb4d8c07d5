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
//
// Every read_pixels is a blocking round trip (PipeStats counts it from the catalog's wait flag).
import { MGPipeFatal, kNullHandle, type MGPReadbackInfo, type MGPipeHandle, type ReadPixelsPayload, type ReadPixelsToBufferPayload } from '@mgpipe/pipe-types';
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

export class ReadbackEmitter {
  private readonly askRead: Asker<'read_pixels'>;
  private readonly sendToBuffer: Sender<'read_pixels_to_buffer'>;
  private readonly info: MGPReadbackInfo = { readFbo: kNullHandle, x: 0, y: 0, w: 0, h: 0, format: 0, type: 0 };
  private readonly readPayload: ReadPixelsPayload = { info: this.info, reply: 0 };
  private readonly bufferPayload: ReadPixelsToBufferPayload = { info: this.info, dst: kNullHandle, dstOffset: 0n };
  /** The reply slot of the last read_pixels (what a wire encoder waits on; 1 .. 2^31 - 1, wrapping). */
  private slot = 0;

  constructor(out: PipeEmitter) {
    this.askRead = out.asker('read_pixels');
    this.sendToBuffer = out.sender('read_pixels_to_buffer');
  }

  /** glReadPixels into client memory `dst` (the front end checked it holds the layout's extent). */
  readPixels(x: number, y: number, w: number, h: number, format: number, type: number, dst: Uint8Array, layout: PackedRows): void {
    this.fill(x, y, w, h, format, type);
    this.slot = this.slot >= 0x7fffffff ? 1 : this.slot + 1;
    this.readPayload.reply = this.slot;
    const answer: unknown = this.askRead(this.readPayload);
    const { skipBytes: skip, rowStride: stride, rowBytes } = layout;
    const extent = h > 0 && rowBytes > 0 ? skip + (h - 1) * stride + rowBytes : 0;
    if (!(answer instanceof Uint8Array)) throw new MGPipeFatal('ProtocolCorruption', `read_pixels: reply slot ${this.slot} was answered with no bytes`);
    if (answer.byteLength < extent) throw new MGPipeFatal('ProtocolCorruption', `read_pixels: reply slot ${this.slot} was answered with ${answer.byteLength} bytes, ${extent} expected`);
    for (let r = 0, o = skip; r < h && rowBytes > 0; r++, o += stride) dst.set(answer.subarray(o, o + rowBytes), o);
  }

  /** glReadPixels into the PIXEL_PACK buffer `buffer` at `offset` (resolved and bounds-checked by the front end). */
  readPixelsToBuffer(x: number, y: number, w: number, h: number, format: number, type: number, buffer: MGPipeHandle, offset: number): void {
    this.fill(x, y, w, h, format, type);
    this.bufferPayload.dst = buffer;
    this.bufferPayload.dstOffset = BigInt(offset);
    this.sendToBuffer(this.bufferPayload);
  }

  private fill(x: number, y: number, w: number, h: number, format: number, type: number): void {
    const i = this.info;
    i.x = x; i.y = y; i.w = w; i.h = h; i.format = format; i.type = type;
  }
}
