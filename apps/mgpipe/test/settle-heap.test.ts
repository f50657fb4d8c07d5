// settleHeap (bench/settle-heap.ts): what it promises the instruction counter's loop — the live young objects of a
// process end up in the old generation, so a loop that allocates nothing afterwards stores old objects only (no
// write-barrier slow path).
// Measured on V8's own space statistics: before it the objects fill the new space, after it they do not, and they live.
import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { settleHeap } from '../src/bench/settle-heap.ts';

const newSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!;
const newSpaceUsed = () => newSpace().space_used_size;
/** About what one `{ i, list: [i, i + 1] }` takes (object, array, elements), rounded up. */
const OBJECT_BYTES = 112;

describe('settleHeap', () => {
  it('moves the live young objects to the old generation', () => {
    settleHeap(); // what came before this test out of the way
    // Objects filling ~40% of what the new space has free: no scavenge can come while they are made, so they are young
    // now. (A fixed 2 MB was more than a fresh worker's 1 MB semi-space: a scavenge mid-way left less than asserted.)
    const free = newSpace().space_available_size;
    const n = Math.max(1_000, Math.floor((free * 0.4) / OBJECT_BYTES));
    const before = newSpaceUsed();
    const keep = Array.from({ length: n }, (_, i) => ({ i, list: [i, i + 1] }));
    const young = newSpaceUsed();
    expect(young - before).toBeGreaterThan(free * 0.2);
    settleHeap();
    expect(newSpaceUsed()).toBeLessThan(young / 10);
    expect(keep[n - 1].list[1]).toBe(n);
  });

  it('can run again (the collector is taken once)', () => {
    expect(() => { settleHeap(); settleHeap(); }).not.toThrow();
  });
});
