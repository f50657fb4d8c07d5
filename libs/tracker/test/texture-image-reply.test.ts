// get_texture_image's client end (readback-emitters.ts): the payload names the level's whole box by the texture's
// handle, and the answer — the server's, so untrusted — is checked before use: bytes, at least as many as the packed
// images reach; then only each image's rows are copied, so the bytes the pack state skips keep their value.
// Expected bytes are stated: the answer is a counting ramp, the destination starts as 0xee.
import { MGPipeFatal, emptyMGPipeContext, type GetTextureImagePayload } from '@mgpipe/pipe-types';
import { describe, expect, it } from 'vitest';
import { PipeEmitter, PipeStats, ReadbackEmitter } from '../src/index.ts';

function emitter(answer: (p: GetTextureImagePayload) => unknown) {
  const ctx = emptyMGPipeContext();
  const seen: string[] = [];
  ctx.get_texture_image = (p) => {
    seen.push(`{${p.res.slot},${p.res.gen}} 0x${p.target.toString(16)} L${p.level} box ${p.box.x},${p.box.y},${p.box.z} ${p.box.w}x${p.box.h}x${p.box.d} slot ${p.reply}`);
    return answer(p) as Uint8Array;
  };
  return { reads: new ReadbackEmitter(new PipeEmitter(ctx, new PipeStats())), seen };
}

// 2 images of 2 rows of 3 bytes: rows 4 apart, images 12 apart (IMAGE_HEIGHT 3), 2 skipped bytes first.
const layout = { skipBytes: 2, rowStride: 4, rowBytes: 3, rows: 2, images: 2, imageStride: 12 };
const EXTENT = 2 + 12 + 4 + 3; // 21

describe('get_texture_image on the client', () => {
  it('names the whole level by handle and copies only the rows of each image', () => {
    const { reads, seen } = emitter(() => Uint8Array.from({ length: EXTENT }, (_, i) => i));
    const dst = new Uint8Array(24).fill(0xee);
    reads.getTextureImage({ slot: 4, gen: 2 }, 0x8c1a, 1, 0x1908, 0x1401, 3, 2, 2, dst, layout);
    expect(seen).toEqual(['{4,2} 0x8c1a L1 box 0,0,0 3x2x2 slot 1']);
    const want = new Array(24).fill(0xee);
    for (const row of [2, 6, 14, 18]) for (let b = 0; b < 3; b++) want[row + b] = row + b;
    expect([...dst]).toEqual(want);
  });

  it('an answer that is not bytes, or shorter than the packed images reach, is ProtocolCorruption and writes nothing', () => {
    for (const answer of [undefined, new Uint8Array(EXTENT - 1)]) {
      const { reads } = emitter(() => answer);
      const dst = new Uint8Array(24).fill(0xee);
      let error: unknown = null;
      try { reads.getTextureImage({ slot: 4, gen: 2 }, 0x8c1a, 1, 0x1908, 0x1401, 3, 2, 2, dst, layout); } catch (e) { error = e; }
      expect(error).toBeInstanceOf(MGPipeFatal);
      expect((error as MGPipeFatal).kind).toBe('ProtocolCorruption');
      expect(dst.every((b) => b === 0xee)).toBe(true);
    }
  });
});
