// The readback verbs received (the readback-pack bit pushed, with framebuffer; issue 17): `read_pixels`,
// `read_pixels_to_buffer` and `get_texture_image` (its texture, level, target and box are checked against the
// resource by gles-readback-pack's PushedReadback.getTextureImage; the reply is the packed span, like read_pixels). Each opens at its fill point (PipeInputs.beginVerb(readback): the read framebuffer and pack
// state the validate pushed are now the read's), checks its operands — `readFbo` must be null (the pushed read
// framebuffer, as for `blit`), the origin GLints, the size GLsizeis of no more pixels than the largest framebuffer, the pack
// buffer a live resource with room for the packed rows — and reads (gles-readback-pack pushed-readback.ts).
// read_pixels answers its reply slot with the packed span (in one process the table entry's return value; the span
// is the server's scratch, valid until the next readback); read_pixels_to_buffer answers nothing (its bytes go back on
// on_buffer_writeback). Anything malformed is Fatal{ProtocolCorruption}.
// MOBILEGL_PIPE_VERIFY: the front end hands over the legacy verb's arguments first (DrawVerifyHooks.expectReadPixels);
// the payload must say the same — a difference is Fatal{PipeVerifyDiffer, "readPixels@readback"}.
// (MOBILEGL_PIPE_TEST_FAULT=readback-pack plants its fault in the pushed pack state these reads use: pipe-receiver.ts.)
import { settleComparison, type PipeInputs } from '@mgpipe/gles-core';
import type { PushedReadback } from '@mgpipe/gles-readback-pack';
import { MGPipeFatal, VerbClass, type GetTextureImagePayload, type MGPReadbackInfo, type MGPipeHandle, type ReadPixelsPayload, type ReadPixelsToBufferPayload } from '@mgpipe/pipe-types';

/** No framebuffer has more pixels (GL_MAX_FRAMEBUFFER_WIDTH × HEIGHT: 16384 × 16384 on every driver we run). */
const MAX_READ_PIXELS = 16384 * 16384;

export class ReadbackReceiver {
  private readonly expected = new Float64Array(7);
  private expectedBuffer: MGPipeHandle | null = null;
  private expecting = false;
  /** Verify: the legacy getTexImage's texture (its handle), target, level, format and type. */
  private readonly expectedImage = new Float64Array(6);
  private expectingImage = false;

  constructor(private readonly inputs: PipeInputs, private readonly reads: Pick<PushedReadback, 'readPixels' | 'readPixelsToBuffer' | 'getTextureImage'>,
    private readonly verify: boolean) {}

  /** Verify: the legacy getTexImage verb's arguments, the texture as the handle the client named it by. */
  expectGetTexImage(texture: MGPipeHandle, target: number, level: number, format: number, type: number): void {
    const e = this.expectedImage;
    e[0] = texture.slot; e[1] = texture.gen; e[2] = target; e[3] = level; e[4] = format; e[5] = type;
    this.expectingImage = true;
  }

  getTextureImage(p: Readonly<GetTextureImagePayload>): Uint8Array {
    this.inputs.beginVerb(VerbClass.readback);
    if (this.verify) {
      const e = this.expectedImage;
      let diff: string | null = this.expectingImage ? null : 'a get_texture_image arrived with no legacy getTexImage expected';
      this.expectingImage = false;
      const got = [p.res.slot, p.res.gen, p.target, p.level, p.format, p.type];
      for (let k = 0; diff === null && k < got.length; k++) if (got[k] !== e[k]) diff = `word ${k}: ${got[k]}, legacy ${e[k]}`;
      settleComparison(this.inputs.report, 'readbackVerbs', 'getTexImage@readback', diff);
    }
    return this.reads.getTextureImage(p.res, p.target, p.level, p.format, p.type, p.box);
  }

  /** Verify: the legacy verb's arguments (`dstOffset` -1 for client memory; `buffer` the pack buffer's handle or null). */
  expectReadPixels(x: number, y: number, w: number, h: number, format: number, type: number, dstOffset: number, buffer: MGPipeHandle | null): void {
    const e = this.expected;
    e[0] = x; e[1] = y; e[2] = w; e[3] = h; e[4] = format; e[5] = type; e[6] = dstOffset;
    this.expectedBuffer = buffer;
    this.expecting = true;
  }

  readPixels(p: Readonly<ReadPixelsPayload>): Uint8Array {
    const i = p.info;
    this.open(i, 'read_pixels');
    if (this.verify) this.check(i, -1, null);
    return this.reads.readPixels(i.x, i.y, i.w, i.h, i.format, i.type);
  }

  readPixelsToBuffer(p: Readonly<ReadPixelsToBufferPayload>): void {
    const i = p.info;
    this.open(i, 'read_pixels_to_buffer');
    if (p.dstOffset < 0n || p.dstOffset > BigInt(Number.MAX_SAFE_INTEGER)) throw new MGPipeFatal('ProtocolCorruption', `read_pixels_to_buffer: offset ${p.dstOffset}`);
    const offset = Number(p.dstOffset);
    if (this.verify) this.check(i, offset, p.dst);
    this.reads.readPixelsToBuffer(i.x, i.y, i.w, i.h, i.format, i.type, p.dst, offset);
  }

  /** Opens the verb and checks the read framebuffer and the rectangle. */
  private open(i: Readonly<MGPReadbackInfo>, call: string): void {
    this.inputs.beginVerb(VerbClass.readback);
    if (i.readFbo.slot !== 0 || i.readFbo.gen !== 0) throw new MGPipeFatal('ProtocolCorruption', `${call}: readFbo {${i.readFbo.slot}, ${i.readFbo.gen}}: only the pushed read framebuffer (null) is read`);
    // Any GLint origin and GLsizei size is legal (pixels outside the framebuffer are undefined); the server allocates
    // for the pixel count, bounded by the largest framebuffer's.
    if ((i.x | 0) !== i.x || (i.y | 0) !== i.y) throw new MGPipeFatal('ProtocolCorruption', `${call}: origin ${i.x}, ${i.y} is not a pair of GLints`);
    if ((i.w | 0) !== i.w || (i.h | 0) !== i.h || i.w < 0 || i.h < 0 || i.w * i.h > MAX_READ_PIXELS) {
      throw new MGPipeFatal('ProtocolCorruption', `${call}: size ${i.w}×${i.h}`);
    }
  }

  private check(i: Readonly<MGPReadbackInfo>, dstOffset: number, buffer: MGPipeHandle | null): void {
    const e = this.expected;
    let diff: string | null = this.expecting ? null : 'a read arrived with no legacy readPixels expected';
    this.expecting = false;
    const got = [i.x, i.y, i.w, i.h, i.format, i.type, dstOffset];
    for (let k = 0; diff === null && k < got.length; k++) if (got[k] !== e[k]) diff = `word ${k}: ${got[k]}, legacy ${e[k]}`;
    const b = this.expectedBuffer;
    if (diff === null && (buffer === null) !== (b === null)) diff = `destination ${buffer === null ? 'client memory' : 'a pack buffer'}, legacy ${b === null ? 'client memory' : 'a pack buffer'}`;
    if (diff === null && buffer !== null && (buffer.slot !== b!.slot || buffer.gen !== b!.gen)) diff = `pack buffer {${buffer.slot}, ${buffer.gen}}, legacy {${b!.slot}, ${b!.gen}}`;
    settleComparison(this.inputs.report, 'readbackVerbs', 'readPixels@readback', diff);
  }
}
