import { describe, expect, it } from 'vitest';
import {
  DYNAMIC_CHUNKS,
  PIPELINE_CHUNKS,
  RENDER_STATE_LAYOUT_SIZE,
  RS,
  RenderStateParameters,
  pipelineSubsetHash,
} from '../src/index.ts';

describe('pipeline / dynamic partitions (G7 chunk table)', () => {
  it('tile the blob exactly once, each partition numbered from bit 0', () => {
    const owner = new Uint8Array(RENDER_STATE_LAYOUT_SIZE);
    for (const c of [...PIPELINE_CHUNKS, ...DYNAMIC_CHUNKS]) for (let i = c.offset; i < c.offset + c.length; i++) owner[i]++;
    expect(owner.every((x) => x === 1)).toBe(true);
    expect(PIPELINE_CHUNKS.map((c) => c.kindIndex)).toEqual(PIPELINE_CHUNKS.map((_c, i) => i));
    expect(DYNAMIC_CHUNKS.map((c) => c.kindIndex)).toEqual(DYNAMIC_CHUNKS.map((_c, i) => i));
    expect(PIPELINE_CHUNKS.length).toBeLessThanOrEqual(32);
    expect(DYNAMIC_CHUNKS.length).toBeLessThanOrEqual(32);
  });
});

describe('pipelineSubsetHash', () => {
  it('ignores dynamic fields and sees pipeline ones', () => {
    const p = new RenderStateParameters();
    const h0 = pipelineSubsetHash(p.bytes);
    p.set(RS.viewport, 7, 2);
    p.set(RS.clearColor, 0.5, 0);
    p.set(RS.sampleCoverageValue, 0.25);
    expect(pipelineSubsetHash(p.bytes)).toBe(h0);
    p.set(RS.depthFunc, 0x0203);
    expect(pipelineSubsetHash(p.bytes)).not.toBe(h0);
  });

  it('sees the last byte of the last pipeline chunk', () => {
    const p = new RenderStateParameters();
    const h0 = pipelineSubsetHash(p.bytes);
    const last = PIPELINE_CHUNKS[PIPELINE_CHUNKS.length - 1];
    p.bytes[last.offset + last.length - 1] ^= 1;
    expect(pipelineSubsetHash(p.bytes)).not.toBe(h0);
  });

  it('is a 53-bit integer and rejects a short blob', () => {
    const h = pipelineSubsetHash(new RenderStateParameters().bytes);
    expect(Number.isSafeInteger(h) && h >= 0).toBe(true);
    expect(() => pipelineSubsetHash(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('the blob-maintained pipeline hash (trackWrites)', () => {
  /** A deterministic PRNG (mulberry32), so a failure reproduces. */
  function rng(seed: number): () => number {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const fields = Object.values(RS);

  it('equals the from-scratch hash after every one of 20,000 random writes of every field type and cap bit', () => {
    const p = new RenderStateParameters({ trackWrites: true });
    const other = new RenderStateParameters({ trackWrites: true });
    expect(p.pipelineHash).toBe(pipelineSubsetHash(p.bytes));
    const next = rng(7);
    for (let n = 0; n < 20_000; n++) {
      if (next() < 0.2) {
        p.setCap(Math.floor(next() * 64), next() < 0.5);
      } else {
        const f = fields[Math.floor(next() * fields.length)];
        const value = f.type === 'f32' ? (next() - 0.5) * 1e6 : Math.floor(next() * 2 ** 32);
        p.set(f, value, Math.floor(next() * f.count));
      }
      expect(p.pipelineHash).toBe(pipelineSubsetHash(p.bytes));
      // The CSO cache's key is the hash's low 30 bits, a small integer.
      expect(p.pipelineKey).toBe(p.pipelineHash % 2 ** 30);
    }
    other.copyFrom(p);
    expect(other.pipelineHash).toBe(p.pipelineHash);
    p.resetToDefaults();
    expect(p.pipelineHash).toBe(pipelineSubsetHash(new RenderStateParameters().bytes));
  });

  it('folds every word written since it was last asked (writes and write-backs between asks, as the tracker asks)', () => {
    // The lanes are folded lazily at pipelineHash / pipelineKey: runs of 1-40 writes, with few distinct values so a
    // word is often written and written back, must fold to the from-scratch hash however the run ended.
    const p = new RenderStateParameters({ trackWrites: true });
    const next = rng(23);
    for (let run = 0; run < 2_000; run++) {
      for (let n = 1 + Math.floor(next() * 40); n > 0; n--) {
        if (next() < 0.3) p.setCap(Math.floor(next() * 64), next() < 0.5);
        else {
          const f = fields[Math.floor(next() * fields.length)];
          p.setRange(f, Math.floor(next() * 2), 0, f.count);
        }
      }
      expect(next() < 0.5 ? p.pipelineKey : p.pipelineHash % 2 ** 30).toBe(pipelineSubsetHash(p.bytes) % 2 ** 30);
    }
  });

  it('setRange stores what per-element sets store, reports the same change and keeps the hash', () => {
    const p = new RenderStateParameters({ trackWrites: true });
    const q = new RenderStateParameters();
    const next = rng(11);
    const multi = fields.filter((f) => f.count > 1);
    for (let n = 0; n < 2_000; n++) {
      const f = multi[Math.floor(next() * multi.length)];
      const first = Math.floor(next() * f.count);
      const end = first + Math.floor(next() * (f.count - first + 1));
      // Few distinct values, so many writes store what is already there (no change to report).
      const value = f.type === 'f32' ? Math.floor(next() * 3) : Math.floor(next() * 3) * 0x01010101;
      let expected = false;
      for (let i = first; i < end; i++) expected = q.set(f, value, i) || expected;
      expect(p.setRange(f, value, first, end)).toBe(expected);
      expect(Buffer.compare(p.bytes, q.bytes), `${f.name}[${first}, ${end}) = ${value}`).toBe(0);
      expect(p.pipelineHash).toBe(pipelineSubsetHash(p.bytes));
    }
    expect(() => p.setRange(RS.blendEnable, 1, 0, 9)).toThrow(RangeError);
  });

  it('setAllWords stores, reports, marks and hashes what setRange over the whole field does (every field)', () => {
    // The whole-word path (blendEnable, colorMask) and the fallback of every other field: the same bytes, the same
    // answer, the same dirty words and the same hash as the general write, from states with a few elements set.
    const next = rng(31);
    for (const f of fields) {
      for (let n = 0; n < 20; n++) {
        const p = new RenderStateParameters({ trackWrites: true });
        const q = new RenderStateParameters({ trackWrites: true });
        for (let i = 0; i < f.count; i++) if (next() < 0.3) { p.set(f, 1, i); q.set(f, 1, i); }
        p.clearPipelineDirty();
        q.clearPipelineDirty();
        const value = Math.floor(next() * 2);
        expect(p.setAllWords(f, value), f.name).toBe(q.setRange(f, value, 0, f.count));
        expect(Buffer.compare(p.bytes, q.bytes), f.name).toBe(0);
        expect([...p.pipelineDirty], f.name).toEqual([...q.pipelineDirty]);
        expect(p.pipelineHash, f.name).toBe(pipelineSubsetHash(p.bytes));
      }
    }
  });

  it('changes with any one pipeline word and not with a dynamic one', () => {
    const p = new RenderStateParameters({ trackWrites: true });
    const h0 = p.pipelineHash;
    p.set(RS.viewport, 3, 1);
    expect(p.pipelineHash).toBe(h0);
    p.set(RS.blendEnable, 1, 7);
    expect(p.pipelineHash).not.toBe(h0);
    p.set(RS.blendEnable, 0, 7);
    expect(p.pipelineHash).toBe(h0);
  });

  it('is refused by a blob that does not track it (its bytes may be written directly)', () => {
    expect(() => new RenderStateParameters().pipelineHash).toThrow(/trackWrites/);
  });
});

