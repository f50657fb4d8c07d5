// Hot paths do not allocate (STYLE, issue 19): the JS heap bytes allocated by our stack's steady-state draw
// loop (young-generation bytes), counted (never timed) in a child process with --expose-gc and a young generation large enough that no
// GC runs inside the counted window (a GC there would hide bytes, so the probe reports it and the test refuses
// the count). The planted allocation per draw is the negative control: the count must see it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JIT_INLINING_FLAGS } from '../src/util/jit-inlining.ts';

const PROBE = join(import.meta.dirname, 'alloc-probe.mjs');

interface Probe {
  draws: number;
  bytes: number;
  bytesPerDraw: number;
  gcDuring: number;
  /** Counted windows until one was under the bound (at most 4; see alloc-probe.mjs). */
  windows: number;
}

/**
 * Strict runs: V8 without inlining and escape analysis in its optimizing compiler. An object that optimized code
 * removes only after inlining the call that makes it (a returned tuple, a closure's context) is allocated or not
 * depending on that compiler's inlining choices, which vary from run to run: CI read 72 B/draw for upload-heavy
 * (a [w, h, d] tuple per upload) in some runs and 0.047 in others. Without both, every such object is counted,
 * every run.
 */
const STRICT_FLAGS = ['--no-turbo-inlining', '--no-turbo-escape'];

/** How V8 compiles the probe: its defaults, strict (STRICT_FLAGS), or the CLI's raised inlining budget (util/jit-inlining.ts). */
type Compile = 'default' | 'strict' | 'cli';

function probe(batch: string, push: string, plant: '' | 'plant' | 'plant-local' = '', compile: Compile = 'default'): Probe {
  const flags = ['--expose-gc', '--max-semi-space-size=128', ...(compile === 'strict' ? STRICT_FLAGS : compile === 'cli' ? JIT_INLINING_FLAGS : [])];
  const r = spawnSync(process.execPath, [...flags, PROBE, batch, push, String(BYTES_PER_DRAW_BOUND), ...(plant !== '' ? [plant] : [])], { encoding: 'utf8', timeout: 120_000 });
  expect(r.status, r.stderr).toBe(0);
  const p = JSON.parse(r.stdout) as Probe;
  expect(p.gcDuring, 'a GC ran inside the counted window: the count would miss what it freed').toBe(0);
  return p;
}

/**
 * The bound: 1 byte per draw. Any object made once per draw (or per GL call) costs at least its header, 12 bytes
 * or more, and even one made every 12 draws exceeds it; what stays below is the probe's own fixed cost (~1.7 KB,
 * heap statistics and the observer) over 50,000 draws. Measured (2026-12-02): 0.047 B/draw on each of the three batches,
 * blend-toggle 17.7 before the CSO key fix and 1.75 before the sweep fix.
 */
const BYTES_PER_DRAW_BOUND = 1;

describe('steady-state draw loop allocations (push lane, draws dropped before the driver)', () => {
  it.each(['blend-toggle', 'state-heavy', 'upload-heavy'])('%s allocates nothing per draw', (batch) => {
    const p = probe(batch, 'all');
    expect(p.bytesPerDraw, `${p.bytes} bytes over ${p.draws} draws`).toBeLessThan(BYTES_PER_DRAW_BOUND);
  }, 150_000);

  // Element-buffer draws through the server's CPU restart rewrite (D-B7): indices read from the index host mirror,
  // or from the client's per-draw span with the mirror budget at 0. Measured (2026-12-02): 0.047 B/draw each
  // (192 B/draw before the rewrite read the whole mirror from the draw's offset instead of a view per draw).
  it.each(['restart-rewrite', 'restart-rewrite-shipped'])('%s allocates nothing per draw', (batch) => {
    const p = probe(batch, 'all');
    expect(p.bytesPerDraw, `${p.bytes} bytes over ${p.draws} draws`).toBeLessThan(BYTES_PER_DRAW_BOUND);
  }, 150_000);

  // Measured (2026-12-05): 0.047-0.063 B/draw each; before the fixes upload-heavy read 72.06 (extentOf's tuple) and
  // state-heavy 40.05 (a context for reserve's closure, made on every draw's entry) with these flags.
  it.each(['blend-toggle', 'state-heavy', 'upload-heavy', 'restart-rewrite', 'restart-rewrite-shipped'])(
    '%s allocates nothing per draw even where the optimizer neither inlines nor removes objects', (batch) => {
      const p = probe(batch, 'all', '', 'strict');
      expect(p.bytesPerDraw, `${p.bytes} bytes over ${p.draws} draws`).toBeLessThan(BYTES_PER_DRAW_BOUND);
    }, 150_000);

  // The mgpipe command raises V8's inlining budget (util/jit-inlining.ts): what it runs must not allocate either.
  it.each(['blend-toggle', 'state-heavy', 'upload-heavy'])('%s allocates nothing per draw under the CLI\'s inlining budget', (batch) => {
    const p = probe(batch, 'all', '', 'cli');
    expect(p.bytesPerDraw, `${p.bytes} bytes over ${p.draws} draws`).toBeLessThan(BYTES_PER_DRAW_BOUND);
  }, 150_000);

  it('negative control: a tuple returned and read per draw is counted by the strict run', () => {
    const p = probe('blend-toggle', 'all', 'plant-local', 'strict');
    expect(p.bytesPerDraw).toBeGreaterThan(BYTES_PER_DRAW_BOUND * 10);
    expect(p.windows).toBe(4);
  }, 150_000);

  it('negative control: one small array planted per draw is counted', () => {
    const p = probe('blend-toggle', 'all', 'plant');
    // A 3-element array: header + length + elements store, well over the bound.
    expect(p.bytesPerDraw).toBeGreaterThan(BYTES_PER_DRAW_BOUND * 10);
    // Every window counted it: the best-of-windows rule cannot hide an allocation made on every draw.
    expect(p.windows).toBe(4);
  }, 150_000);
});
