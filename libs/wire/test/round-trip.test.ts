// Property test: every record type round-trips through its generated encoder and decoder with randomized
// payloads, encodes to exactly the size the size table states and its generated sizer (size_<call>, what the stats
// layer counts) returns, and re-encodes to identical bytes.
import { describe, expect, it } from 'vitest';
import { kVerifiers, kMGPipeCalls } from '@mgpipe/pipe-types';
import { RingWriter, decodeRecord, kEncoders, kSizers, Rng } from '../src/index.ts';
import { kRandomPayloads } from '../src/generated/pipe-random.generated.ts';
import { expectedRecordSize } from './support.ts';

const PER_RECORD = 300;

describe('wire codecs round-trip', () => {
  const live = kMGPipeCalls.filter((c) => !c.retired);
  it.each(live.map((c) => [c.name, c.op] as const))('%s', (_name, op) => {
    const rng = new Rng(0x5eed + op);
    const w = new RingWriter(1 << 20);
    const w2 = new RingWriter(1 << 20);
    for (let i = 0; i < PER_RECORD; i++) {
      const p = kRandomPayloads[op]!(rng);
      w.reset();
      kEncoders[op]!(w, p as never);
      expect(w.pos).toBe(expectedRecordSize(op, p as Record<string, unknown>));
      expect(kSizers[op]!(p as never)).toBe(w.pos);
      const d = decodeRecord(w.dv, w.u8, 0, w.pos);
      expect(d.op).toBe(op);
      expect(d.next).toBe(w.pos);
      expect(kVerifiers[op]!(p as never, d.payload as never)).toBeNull();
      w2.reset();
      kEncoders[op]!(w2, d.payload as never);
      expect(Buffer.compare(w.written(), w2.written())).toBe(0);
    }
  });

  it('carries long records (blob past the 256 KiB short-header limit)', () => {
    const w = new RingWriter(1 << 21);
    const bytes = new Uint8Array(300_000).map((_, i) => i & 0xff);
    kEncoders[39]!(w, { shaderCso: { slot: 3, gen: 1 }, version: 7, bytes } as never);
    expect(w.dv.getUint16(2, true)).toBe(0); // long-record escape
    expect(kSizers[39]!({ shaderCso: { slot: 3, gen: 1 }, version: 7, bytes } as never)).toBe(w.pos);
    const d = decodeRecord(w.dv, w.u8, 0, w.pos).payload as { bytes: Uint8Array };
    expect(Buffer.compare(d.bytes, bytes)).toBe(0);
  });
});
