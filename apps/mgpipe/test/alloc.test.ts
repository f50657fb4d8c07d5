// Hot paths do not allocate (STYLE, issue 19): the JS heap bytes allocated by our stack's steady-state draw
// loop, counted (never timed) in a child process with --expose-gc and a young generation large enough that no
// GC runs inside the counted window (a GC there would hide bytes, so the probe reports it and the test refuses
// the count). The planted allocation per draw is the negative control: the count must see it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROBE = join(import.meta.dirname, 'alloc-probe.mjs');

interface Probe {
  draws: number;
  bytes: number;
  bytesPerDraw: number;
  gcDuring: number;
}

function probe(batch: string, push: string, plant = false): Probe {
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=128', PROBE, batch, push, ...(plant ? ['plant'] : [])], { encoding: 'utf8', timeout: 120_000 });
  expect(r.status, r.stderr).toBe(0);
  const p = JSON.parse(r.stdout) as Probe;
  expect(p.gcDuring, 'a GC ran inside the counted window: the count would miss what it freed').toBe(0);
  return p;
}

/**
 * The bound: below one pointer-sized word per draw. A real allocation on the path costs at least one object
 * header (16 bytes with pointer compression off, 12 with it) every time it runs, so any allocation made once per
 * draw (or per GL call) exceeds it; what stays below is V8's own one-off bookkeeping amortized over 50,000 draws.
 */
const BYTES_PER_DRAW_BOUND = 8;

describe('steady-state draw loop allocations (push lane, draws dropped before the driver)', () => {
  it.each(['blend-toggle', 'state-heavy'])('%s allocates nothing per draw', (batch) => {
    const p = probe(batch, 'all');
    expect(p.bytesPerDraw, `${p.bytes} bytes over ${p.draws} draws`).toBeLessThan(BYTES_PER_DRAW_BOUND);
  });

  it('negative control: one small array planted per draw is counted', () => {
    const p = probe('blend-toggle', 'all', true);
    // A 3-element array: header + length + elements store, well over the bound.
    expect(p.bytesPerDraw).toBeGreaterThan(BYTES_PER_DRAW_BOUND * 2);
  });
});
