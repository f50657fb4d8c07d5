#!/usr/bin/env node
// Instructions per draw of the stack-only push lane, counted by valgrind (cachegrind, no cache simulation) under
// `node --single-threaded`: deterministic where wall-clock minima on this shared 2-core machine move by ±20-40 ns
// between runs of the same code (issue 19). Each batch runs at two round counts and the difference is divided by
// the draws between them, so start-up, compilation and warm-up cancel. An instruction count is not a time (calls,
// branches and caches differ): it decides an A/B a timing cannot, and a timing still reports the gain.
//
// V8's hash and random seeds decide some of its choices (which code is optimized how, where the heap puts things): with
// them left random, one bundle's count moved by up to ~600 a blend-toggle draw between runs (4,716-5,363 at 762924b).
// Each count therefore runs under fixed seeds (`--hash-seed=S --random-seed=S`, S = 1..N), which makes a run
// repeatable to the instruction, and reports the median over the N seeds with their range (blend-toggle's range
// is ~10-30 instructions wide: a difference whose ranges overlap is no difference). The loop runs after the heap was
// settled (instruction-bench.ts calls settleHeap, apps/mgpipe/src/bench/settle-heap.ts, after warm-up): without it, which setup objects were
// still young when the allocation-free loop began split one bundle's state-heavy count by seed (13,624 / 14,292).
//
//   node scripts/perf/count-instructions.mjs [--batches a,b] [--base REV] [--rev REV] [--rounds LO,HI] [--seeds N]
//     --batches   default blend-toggle,state-heavy (bench batches, draw-only / toggle-only, or repoint-attribs)
//     --base REV  also count REV (git archive of it, this tree's node_modules and native addons) and print both
//     --rev REV   count REV in place of this tree (one commit against its parent: --base REV~ --rev REV, while the
//                 working tree moves on)
//     --rounds    default 5,45 (rounds of 2,000 draws: 80,000 draws counted)
//     --seeds     default 3 (the seeds 1..N; the median is reported)
// Needs valgrind (apt-get install valgrind) and the built addons (node scripts/bootstrap.mjs). Work files: a folder
// tmp/perf-count-XXXXXX of its own per run (two counts at once each keep their bundles), removed when it exits.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADDONS, DRAWS, bundle, checkout, root } from './bench-trees.mjs';

mkdirSync(join(root, 'tmp'), { recursive: true });
const work = mkdtempSync(join(root, 'tmp', 'perf-count-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
// A run stopped by a signal (a `timeout`) removes its work files too: exit runs the handler above.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

function parseArgs(argv) {
  const o = { batches: ['blend-toggle', 'state-heavy'], base: null, rev: null, rounds: [5, 45], seeds: 3 };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--batches' && v) { o.batches = v.split(','); i++; }
    else if (argv[i] === '--base' && v) { o.base = v; i++; }
    else if (argv[i] === '--rev' && v) { o.rev = v; i++; }
    else if (argv[i] === '--rounds' && v) { o.rounds = v.split(',').map(Number); i++; }
    else if (argv[i] === '--seeds' && v) { o.seeds = Number(v); i++; }
    else throw new Error(`count-instructions: unknown argument '${argv[i]}' (see the header of scripts/perf/count-instructions.mjs)`);
  }
  if (o.rounds.length !== 2 || !(o.rounds[1] > o.rounds[0])) throw new Error('count-instructions: --rounds LO,HI with HI > LO');
  if (!Number.isInteger(o.seeds) || o.seeds < 1) throw new Error('count-instructions: --seeds N with N >= 1');
  return o;
}

function instructions(bench, batch, rounds, seed) {
  const r = spawnSync('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null',
    process.execPath, '--single-threaded', `--hash-seed=${seed}`, `--random-seed=${seed}`, bench, batch, String(rounds), String(DRAWS)], { encoding: 'utf8' });
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || m === null) throw new Error(`count-instructions: ${batch} x${rounds} failed (exit ${r.status}):\n${(r.stderr ?? '').slice(-2000)}`);
  return Number(m[1].replace(/,/g, ''));
}

const o = parseArgs(process.argv.slice(2));
if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('count-instructions: valgrind is not installed (apt-get install valgrind)');
for (const a of ADDONS) if (!existsSync(join(root, a))) throw new Error(`count-instructions: ${a} is missing (node scripts/bootstrap.mjs)`);
const trees = [o.rev === null ? ['this tree', root] : [o.rev, checkout(o.rev, work)]];
if (o.base !== null) trees.unshift([o.base, checkout(o.base, work)]);
const benches = [];
for (const [name, src] of trees) benches.push([name, await bundle(src, join(work, `bundle-${benches.length}`))]);
const draws = (o.rounds[1] - o.rounds[0]) * DRAWS;
/** Instructions per draw under each seed, sorted: the median is the middle one (the lower middle for an even N). */
function perDraw(bench, batch) {
  const counts = [];
  for (let seed = 1; seed <= o.seeds; seed++) {
    counts.push(Math.round((instructions(bench, batch, o.rounds[1], seed) - instructions(bench, batch, o.rounds[0], seed)) / draws));
  }
  return counts.sort((a, b) => a - b);
}
const fmt = (n) => n.toLocaleString('en');
for (const batch of o.batches) {
  const per = benches.map(([name, bench]) => {
    const counts = perDraw(bench, batch);
    return [name, counts[(counts.length - 1) >> 1], counts.length > 1 ? ` [${fmt(counts[0])}-${fmt(counts[counts.length - 1])}]` : ''];
  });
  const line = per.map(([name, n, range]) => `${name} ${fmt(n)}${range}`).join(' -> ');
  const delta = per.length === 2 ? `  (${(100 * (per[1][1] - per[0][1]) / per[0][1]).toFixed(1)}%)` : '';
  process.stdout.write(`${batch}: ${line} instructions per draw${delta}\n`);
}
