// measureRounds (bench/side-by-side.ts) on scripted lanes: each lane's median and fastest round, as the bench reports
// them. Timings are the script's, not a machine's: nothing here measures.
import { describe, expect, it } from 'vitest';
import type { LaneRounds } from '../src/bench/lane-process.ts';
import { measureRounds } from '../src/bench/side-by-side.ts';

/**
 * A lane answering its rounds (ns) from a script; the first answer is the warm-up round's, which is not counted. The
 * driver thread's figures of a round are derived from its ns (busy a tenth, waiting a hundredth), so a report that took
 * them from another round than the median's reads other numbers.
 */
function scripted(rounds: number[]): LaneRounds & { asked: number } {
  const lane = {
    asked: 0,
    round: () => {
      const ns = rounds[lane.asked++];
      return { ns, threadBusyNs: ns / 10, jsWaitNs: ns / 100 };
    },
    destroy: () => undefined,
  };
  return lane;
}

describe('measureRounds', () => {
  it('reports each lane\'s median and fastest round; the warm-up round counts for neither', async () => {
    const draws = 100;
    // The warm-up rounds are the fastest of all: counted, they would be both lanes' fastest.
    const a = scripted([1, 30_000, 10_000, 20_000]);
    const b = scripted([1, 40_000, 40_000, 80_000]);
    const seen: number[] = [];
    const r = await measureRounds({ a, b }, draws, 3, (round) => seen.push(round));
    expect(seen).toEqual([-1, 0, 1, 2]);
    expect([a.asked, b.asked]).toEqual([4, 4]);
    expect(r.a).toEqual({ drawsPerSec: 5_000_000, nsPerDraw: 200, fastestDrawsPerSec: 10_000_000, fastestNsPerDraw: 100, threadBusyNsPerDraw: 20, jsWaitNsPerDraw: 2 });
    expect(r.b).toEqual({ drawsPerSec: 2_500_000, nsPerDraw: 400, fastestDrawsPerSec: 2_500_000, fastestNsPerDraw: 400, threadBusyNsPerDraw: 40, jsWaitNsPerDraw: 4 });
  });
});
