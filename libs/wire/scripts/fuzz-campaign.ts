// Long fuzz campaign (outside the test suite's time budget):
//   npx tsx libs/wire/scripts/fuzz-campaign.ts [--records N] [--seed S]
import { Rng } from '../src/index.ts';
import { buildCorpus, fuzzBatches, fuzzRecords, type FuzzStats } from '../test/fuzz-core.ts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const records = arg('--records', 10_000_000);
const seed = arg('--seed', Date.now() & 0x7fffffff);
const stats: FuzzStats = { records: 0, decoded: 0, corrupt: 0, batches: 0 };
const t0 = performance.now();
const chunk = 1_000_000;
for (let done = 0, round = 0; done < records; done += chunk, round++) {
  const corpus = buildCorpus(new Rng(seed + round), 3000);
  fuzzRecords(seed * 31 + round, Math.min(chunk, records - done), corpus, stats);
  fuzzBatches(seed * 17 + round, 2000, corpus, stats);
  console.log(`seed ${seed} round ${round}: ${stats.records} records (${stats.decoded} decoded, ${stats.corrupt} corrupt), ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
