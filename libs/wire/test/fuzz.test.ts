// Fuzz: at least 1,000,000 random and mutated records through the decoder and the applier, in test-sized
// batches. Each one ends as a decoded record or Fatal{ProtocolCorruption}; fuzz-core rethrows anything else.
// Longer campaigns: npx tsx libs/wire/scripts/fuzz-campaign.ts --records 50000000
import { describe, expect, it } from 'vitest';
import { Rng } from '../src/index.ts';
import { buildCorpus, fuzzBatches, fuzzRecords, type FuzzStats } from './fuzz-core.ts';

const corpus = buildCorpus(new Rng(1234), 3000);
const total: FuzzStats = { records: 0, decoded: 0, corrupt: 0, batches: 0 };
const SLICES = 4;
const PER_SLICE = 250_000;

describe('wire fuzz', () => {
  for (let s = 0; s < SLICES; s++)
    it(`single records, slice ${s + 1}/${SLICES} (${PER_SLICE} records)`, () => {
      fuzzRecords(0xf00d + s, PER_SLICE, corpus, total);
    });

  it('batches of concatenated records through applyBatch', () => {
    fuzzBatches(0xba7c, 5000, corpus, total);
  });

  it('fed at least 1,000,000 records, both outcomes exercised', () => {
    expect(total.records).toBeGreaterThanOrEqual(1_000_000);
    expect(total.decoded).toBeGreaterThan(100_000);
    expect(total.corrupt).toBeGreaterThan(100_000);
    console.log(`fuzz: ${total.records} records, ${total.decoded} decoded, ${total.corrupt} ProtocolCorruption`);
  });
});
