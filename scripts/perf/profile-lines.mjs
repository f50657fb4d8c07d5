#!/usr/bin/env node
// Where a draw's time goes, source line by source line: the instruction bench (instruction-bench.ts: one batch on the
// push lane, stack only) under V8's sampling profiler (`node --cpu-prof`), whose samples carry the line they hit even
// inside inlined code. Under the CLI's raised inlining budget most of a draw is one or two optimized functions, which
// attribute-instructions.mjs can only report whole; V8 keeps the source position of every inlined instruction, so the
// samples' lines still say which layer's code ran. The bundle is made with a source map, and each bundle line is mapped
// to its source file and line. Two runs (LO and HI rounds of 2,000 draws after the same warm-up) and the difference of
// their time per line leave the loop alone: a line's samples times the run's time per sample, over the draws between.
// The time per sample is measured (the profile's duration over its samples), not the interval asked for: on this 2-core
// machine V8's sampler thread took one sample per ~150 µs when asked for 25. Sampling, not counting: figures move by a
// few ns a line between runs (read lines of 10 ns and more), and the profiler's own cost makes the total larger than
// the bench's ns a draw. Lines in the driver's library or V8's
// builtins land on the JS line that called them (the call queue's runQueue line holds the driver's state calls).
//
//   node scripts/perf/profile-lines.mjs [--batch NAME] [--rounds LO,HI] [--interval US] [--top N]
//     --batch     default state-heavy (a bench batch, or draw-only / toggle-only / repoint-attribs)
//     --rounds    default 20,1500
//     --interval  default 25 (µs between samples)
//     --top N     default 40 lines (and every file's total)
// Work files: tmp/perf-lines-XXXXXX, removed when it exits.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAWS, bundle, root } from './bench-trees.mjs';

function parseArgs(argv) {
  const o = { batch: 'state-heavy', rounds: [20, 1500], interval: 25, top: 40 };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--batch' && v) { o.batch = v; i++; }
    else if (argv[i] === '--rounds' && v && /^\d+,\d+$/.test(v)) { o.rounds = v.split(',').map(Number); i++; }
    else if (argv[i] === '--interval' && v && /^\d+$/.test(v)) { o.interval = Number(v); i++; }
    else if (argv[i] === '--top' && v && /^\d+$/.test(v)) { o.top = Number(v); i++; }
    else throw new Error(`profile-lines: unknown or incomplete argument '${argv[i]}' (see the header of this file)`);
  }
  if (o.rounds[1] <= o.rounds[0]) throw new Error('profile-lines: --rounds LO,HI needs HI > LO');
  return o;
}

/** Time per bundle line (µs) of one run of `rounds` rounds. */
function profile(entry, dir, batch, rounds, interval) {
  const out = join(dir, `prof-${rounds}`);
  mkdirSync(out);
  const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${out}`, `--cpu-prof-interval=${interval}`, entry, batch, String(rounds), String(DRAWS)],
    { encoding: 'utf8', env: { ...process.env, LP_NUM_THREADS: '0' } });
  if (r.status !== 0) throw new Error(`profile-lines: the bench exited ${r.status}: ${r.stderr}`);
  const [file] = readdirSync(out);
  const prof = JSON.parse(readFileSync(join(out, file), 'utf8'));
  const usPerSample = (prof.endTime - prof.startTime) / prof.samples.length;
  const us = new Map();
  for (const node of prof.nodes) {
    if (!node.callFrame.url.endsWith('/bench.mjs')) continue;
    for (const t of node.positionTicks ?? []) us.set(t.line, (us.get(t.line) ?? 0) + t.ticks * usPerSample);
  }
  return us;
}

const o = parseArgs(process.argv.slice(2));
mkdirSync(join(root, 'tmp'), { recursive: true });
const dir = mkdtempSync(join(root, 'tmp', 'perf-lines-'));
try {
  const entry = await bundle(root, join(dir, 'tree'), { sourcemap: true });
  const map = new SourceMap(JSON.parse(readFileSync(`${entry}.map`, 'utf8')));
  const lines = readFileSync(entry, 'utf8').split('\n');
  const [lo, hi] = o.rounds;
  const a = profile(entry, dir, o.batch, lo, o.interval);
  const b = profile(entry, dir, o.batch, hi, o.interval);
  const nsPerUs = 1000 / ((hi - lo) * DRAWS);
  const bySource = new Map();
  for (const [line, us] of b) {
    const text = lines[line - 1] ?? '';
    // The line's first mapped column: its code, not the previous line's tail.
    const e = map.findEntry(line - 1, Math.max(0, text.search(/\S/)));
    const src = e?.originalSource ? relative(root, fileURLToPath(new URL(e.originalSource, `file://${entry}`))) : '(unmapped)';
    const key = `${src}:${(e?.originalLine ?? -1) + 1}`;
    const s = bySource.get(key) ?? { src, ns: 0, text: text.trim() };
    s.ns += (us - (a.get(line) ?? 0)) * nsPerUs;
    bySource.set(key, s);
  }
  const rows = [...bySource.entries()].sort((x, y) => y[1].ns - x[1].ns);
  const total = rows.reduce((n, [, s]) => n + s.ns, 0);
  console.log(`${o.batch}: ns a draw by source line (V8's sampler asked for every ${o.interval} µs, rounds ${lo} -> ${hi} of ${DRAWS} draws; ${total.toFixed(0)} ns in all)`);
  for (const [key, s] of rows.slice(0, o.top)) console.log(`${s.ns.toFixed(1).padStart(7)}  ${key.padEnd(70)} ${s.text.slice(0, 90)}`);
  const files = new Map();
  for (const [, s] of rows) files.set(s.src, (files.get(s.src) ?? 0) + s.ns);
  console.log('\nby file:');
  for (const [src, ns] of [...files].sort((x, y) => y[1] - x[1]).slice(0, o.top)) console.log(`${ns.toFixed(1).padStart(7)}  ${src}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
