// settleHeap (bench/settle-heap.ts): what it promises the instruction counter's loop — the live young objects of a
// process end up in the old generation, so a loop that allocates nothing afterwards stores old objects only (no
// write-barrier slow path).
// Measured on V8's own space statistics: before it the objects fill the new space, after it they do not, and they live.
import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { settleHeap } from '../src/bench/settle-heap.ts';

const newSpaceUsed = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_used_size;

describe('settleHeap', () => {
  it('moves the live young objects to the old generation', () => {
    settleHeap(); // what came before this test out of the way
    const keep = Array.from({ length: 20_000 }, (_, i) => ({ i, list: [i, i + 1] }));
    const young = newSpaceUsed();
    // ~2 MB of fresh objects, well under one scavenge's worth: they are young now.
    expect(young).toBeGreaterThan(1_000_000);
    settleHeap();
    expect(newSpaceUsed()).toBeLessThan(young / 10);
    expect(keep[19_999].list[1]).toBe(20_000);
  });

  it('can run again (the collector is taken once)', () => {
    expect(() => { settleHeap(); settleHeap(); }).not.toThrow();
  });
});
