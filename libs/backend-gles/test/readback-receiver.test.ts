// The readback receiver (backend-gles state/readback-receiver.ts) without a driver: its operand checks and its verify
// compare, over a stand-in for the pushed reads that records what it was asked. The expected values are the calls'
// own arguments; each check is shown refusing what it guards against.
import { PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { MGPipeFatal, kNullHandle, type MGPReadbackInfo } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { ReadbackReceiver } from '../src/state/readback-receiver.ts';

function receiver(verify: boolean) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const inputs = new PipeInputs({ sources, checks: false, verify: false, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  const asked: string[] = [];
  const reads = {
    readPixels: (x: number, y: number, w: number, h: number) => { asked.push(`read ${x} ${y} ${w} ${h}`); return new Uint8Array(w * h * 4); },
    readPixelsToBuffer: (x: number, _y: number, _w: number, _h: number, _f: number, _t: number, dst: { slot: number }, offset: number) => { asked.push(`into ${dst.slot} at ${offset} from ${x}`); },
    getTextureImage: (h: { slot: number }, target: number, level: number, _f: number, _t: number, box: { w: number; h: number; d: number }) => {
      asked.push(`image ${h.slot} 0x${target.toString(16)} ${level} ${box.w}x${box.h}x${box.d}`);
      return new Uint8Array(box.w * box.h * box.d * 4);
    },
  };
  return { r: new ReadbackReceiver(inputs, reads, verify), inputs, asked };
}

const info = (x: number, w = 2, h = 2): MGPReadbackInfo => ({ readFbo: kNullHandle, x, y: 1, w, h, format: GL.RGBA, type: GL.UNSIGNED_BYTE });

function fatal(f: () => unknown): MGPipeFatal | null {
  try { f(); } catch (e) { if (e instanceof MGPipeFatal) return e; throw e; }
  return null;
}

describe('read_pixels / read_pixels_to_buffer received', () => {
  it('reads what the payload names and answers with the packed bytes', () => {
    const { r, asked } = receiver(false);
    expect(r.readPixels({ info: info(3), reply: 1 }).byteLength).toBe(16);
    r.readPixelsToBuffer({ info: info(4), dst: { slot: 7, gen: 1 }, dstOffset: 12n });
    expect(asked).toEqual(['read 3 1 2 2', 'into 7 at 12 from 4']);
  });

  it('verify: the payload equals the legacy verb\'s arguments, or PipeVerifyDiffer names the first word that differs', () => {
    const { r, inputs } = receiver(true);
    r.expectReadPixels(3, 1, 2, 2, GL.RGBA, GL.UNSIGNED_BYTE, -1, null);
    r.readPixels({ info: info(3), reply: 1 });
    r.expectReadPixels(3, 1, 2, 2, GL.RGBA, GL.UNSIGNED_BYTE, -1, null);
    expect(fatal(() => r.readPixels({ info: info(4), reply: 2 }))?.kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.first.at(-1)).toBe('readPixels@readback: word 0: 4, legacy 3');
    expect(fatal(() => r.readPixels({ info: info(3), reply: 3 }))?.kind).toBe('PipeVerifyDiffer'); // nothing expected
    r.expectReadPixels(3, 1, 2, 2, GL.RGBA, GL.UNSIGNED_BYTE, 12, { slot: 7, gen: 1 });
    expect(fatal(() => r.readPixelsToBuffer({ info: info(3), dst: { slot: 7, gen: 2 }, dstOffset: 12n }))?.kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.first.at(-1)).toBe('readPixels@readback: pack buffer {7, 2}, legacy {7, 1}');
    r.expectReadPixels(3, 1, 2, 2, GL.RGBA, GL.UNSIGNED_BYTE, -1, null);
    expect(fatal(() => r.readPixelsToBuffer({ info: info(3), dst: { slot: 7, gen: 1 }, dstOffset: 0n }))?.kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.readbackVerbs).toBe(5);
    expect(inputs.report.divergences).toBe(4);
  });

  it('malformed operands are ProtocolCorruption; any GLint origin is accepted', () => {
    const { r, asked } = receiver(false);
    expect(fatal(() => r.readPixels({ info: { ...info(0), readFbo: { slot: 3, gen: 1 } }, reply: 1 }))?.kind).toBe('ProtocolCorruption');
    expect(fatal(() => r.readPixels({ info: info(0, -1), reply: 1 }))?.kind).toBe('ProtocolCorruption');
    expect(fatal(() => r.readPixels({ info: info(0.5), reply: 1 }))?.kind).toBe('ProtocolCorruption');
    expect(fatal(() => r.readPixels({ info: info(0, 1 << 20, 1 << 20), reply: 1 }))?.kind).toBe('ProtocolCorruption');
    expect(fatal(() => r.readPixelsToBuffer({ info: info(0), dst: { slot: 7, gen: 1 }, dstOffset: -4n }))?.kind).toBe('ProtocolCorruption');
    expect(asked).toEqual([]);
    r.readPixels({ info: info(-100000), reply: 1 });
    expect(asked).toEqual(['read -100000 1 2 2']);
  });

  it('get_texture_image: reads what the payload names; verify compares it with the legacy getTexImage\'s arguments', () => {
    const { r, inputs, asked } = receiver(true);
    const payload = (slot: number, level: number) => ({ res: { slot, gen: 1 }, box: { x: 0, y: 0, z: 0, w: 2, h: 2, d: 3 }, format: GL.RGBA,
      type: GL.UNSIGNED_BYTE, level, target: GL.TEXTURE_2D_ARRAY, reply: 1 });
    r.expectGetTexImage({ slot: 5, gen: 1 }, GL.TEXTURE_2D_ARRAY, 0, GL.RGBA, GL.UNSIGNED_BYTE);
    expect(r.getTextureImage(payload(5, 0)).byteLength).toBe(48);
    expect(asked).toEqual(['image 5 0x8c1a 0 2x2x3']);
    r.expectGetTexImage({ slot: 5, gen: 1 }, GL.TEXTURE_2D_ARRAY, 0, GL.RGBA, GL.UNSIGNED_BYTE);
    expect(fatal(() => r.getTextureImage(payload(5, 1)))?.kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.first.at(-1)).toBe('getTexImage@readback: word 3: 1, legacy 0');
    r.expectGetTexImage({ slot: 5, gen: 1 }, GL.TEXTURE_2D_ARRAY, 0, GL.RGBA, GL.UNSIGNED_BYTE);
    expect(fatal(() => r.getTextureImage(payload(6, 0)))?.kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.first.at(-1)).toBe('getTexImage@readback: word 0: 6, legacy 5');
    expect(fatal(() => r.getTextureImage(payload(5, 0)))?.kind).toBe('PipeVerifyDiffer'); // nothing expected
    expect(inputs.report.readbackVerbs).toBe(4);
    expect(inputs.report.divergences).toBe(3);
  });
});
