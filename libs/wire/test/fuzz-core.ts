// The fuzz loop shared by the test (1,000,000+ records in test-sized batches) and the long campaign script.
// Every input must end as a decoded record or MGPipeFatal{ProtocolCorruption}: any other exception (TypeError,
// RangeError from an out-of-bounds DataView read, ...) is rethrown and fails the run.
import { MGPipeFatal, kMGPipeCalls } from '@mgpipe/pipe-types';
import { RingWriter, decodeRecord, applyRecord, applyBatch, kEncoders, Rng } from '../src/index.ts';
import { kRandomPayloads } from '../src/generated/pipe-random.generated.ts';
import { noopTables } from './support.ts';

export interface FuzzStats { records: number; decoded: number; corrupt: number; batches: number }

export function buildCorpus(rng: Rng, n: number): Uint8Array[] {
  const live = kMGPipeCalls.filter((c) => !c.retired);
  const w = new RingWriter(1 << 20);
  const out: Uint8Array[] = [];
  for (let i = 0; i < n; i++) {
    const op = live[rng.below(live.length)].op;
    w.reset();
    kEncoders[op]!(w, kRandomPayloads[op]!(rng) as never);
    out.push(w.written().slice());
  }
  return out;
}

const { screen, ctx } = noopTables();
const reply = () => undefined;

function expectCorruption(e: unknown): void {
  if (!(e instanceof MGPipeFatal) || e.kind !== 'ProtocolCorruption') throw e;
}

/** Mutate `len` bytes of `buf` in place; returns the new length. */
function mutate(rng: Rng, buf: Uint8Array, len: number): number {
  switch (rng.below(9)) {
    case 0:
      return len; // valid record: must decode
    case 1: {
      const flips = 1 + rng.below(4);
      for (let i = 0; i < flips && len > 0; i++) buf[rng.below(len)] ^= 1 << rng.below(8);
      return len;
    }
    case 2:
      return rng.below(len + 1); // truncated
    case 3:
      buf[2] = rng.u8();
      buf[3] = rng.below(4) === 0 ? rng.u8() : 0;
      return len; // size field lies
    case 4:
      buf[0] = rng.u8();
      buf[1] = rng.below(8) === 0 ? rng.u8() : 0;
      return len; // other opcode, same bytes
    case 5: {
      const n = rng.below(96);
      for (let i = 0; i < n; i++) buf[i] = rng.u8();
      return n; // noise
    }
    case 6: {
      const extra = 4 * (1 + rng.below(8));
      for (let i = 0; i < extra; i++) buf[len + i] = rng.u8();
      const words = buf[2] | (buf[3] << 8);
      if (words !== 0) {
        buf[2] = (words + extra / 4) & 0xff;
        buf[3] = ((words + extra / 4) >> 8) & 0xff;
      }
      return len + extra; // trailing garbage inside the declared size
    }
    case 7: {
      if (len > 4) buf[4 + rng.below(len - 4)] = 0xff;
      return len;
    }
    default: {
      // counts and presence bytes live in the head: hammer the first payload words
      for (let i = 4; i < Math.min(len, 16); i++) if (rng.bool()) buf[i] = rng.u8();
      return len;
    }
  }
}

/** Feed `records` single records (decode-only and decode+dispatch alternating). */
export function fuzzRecords(seed: number, records: number, corpus: Uint8Array[], stats: FuzzStats): void {
  const rng = new Rng(seed);
  const buf = new Uint8Array(1 << 17);
  const dv = new DataView(buf.buffer);
  for (let i = 0; i < records; i++) {
    const rec = corpus[rng.below(corpus.length)];
    buf.set(rec);
    const len = mutate(rng, buf, rec.length);
    try {
      if ((i & 1) === 0) decodeRecord(dv, buf, 0, len);
      else applyRecord(dv, buf, 0, len, screen, ctx, reply);
      stats.decoded++;
    } catch (e) {
      expectCorruption(e);
      stats.corrupt++;
    }
    stats.records++;
  }
}

/** Feed batches of concatenated records with a few mutations through applyBatch. */
export function fuzzBatches(seed: number, batches: number, corpus: Uint8Array[], stats: FuzzStats): void {
  const rng = new Rng(seed);
  const buf = new Uint8Array(1 << 18);
  for (let b = 0; b < batches; b++) {
    let len = 0;
    const n = 1 + rng.below(24);
    for (let i = 0; i < n; i++) {
      const rec = corpus[rng.below(corpus.length)];
      if (len + rec.length > buf.length) break;
      buf.set(rec, len);
      len += rec.length;
    }
    const flips = rng.below(3);
    for (let i = 0; i < flips && len > 0; i++) buf[rng.below(len)] = rng.u8();
    try {
      applyBatch(buf, 0, len, screen, ctx, reply);
      stats.decoded += n;
    } catch (e) {
      expectCorruption(e);
      stats.corrupt++;
    }
    stats.records += n;
    stats.batches++;
  }
}
