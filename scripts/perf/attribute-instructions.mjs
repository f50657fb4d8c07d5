#!/usr/bin/env node
// Where a draw's instructions go, function by function: the instruction bench (instruction-bench.ts: one batch on the
// push lane, stack only) under valgrind's callgrind, each function's own instructions (not its callees') at two round
// counts, the difference divided by the draws between them. JIT code has no symbols of its own: node runs with
// --perf-basic-prof and its map (/tmp/perf-PID.map) names each code range; a bundle line is traced back to its source
// file through the comments esbuild leaves in the bundle. With --base, both trees side by side and what moved: a total
// says whether a change paid (count-instructions.mjs, three seeds), this says where — a change whose saving in one
// function V8 spent again in another (an inlining decision moved) shows as both.
//
//   node scripts/perf/attribute-instructions.mjs [--batch NAME] [--base REV] [--rev REV] [--rounds LO,HI] [--top N] [--seed S]
//     --batch     default state-heavy (a bench batch, or draw-only / toggle-only)
//     --base REV  also attribute REV and print both with the change per function
//     --rev REV   attribute REV in place of this tree
//     --rounds    default 5,25 (rounds of 2,000 draws: 40,000 draws attributed)
//     --top N     default 40 functions (by instructions, or by change with --base)
//     --seed S    default 1 (V8's hash and random seeds, as count-instructions fixes them)
// The bench runs under the CLI's raised V8 inlining budget (apps/mgpipe util/jit-inlining.ts), where most of a draw is
// inlined into two functions (the front end's drawArrays, the backend's draw) and the rows say little about where;
// MGPIPE_JIT_INLINING=default attributes it function by function, as V8's default budget leaves the layers apart.
// One seed and --perf-basic-prof (code creation logged) make its totals differ from count-instructions' by a few
// per cent: read the functions here and the totals there. Functions whose code has no name (the driver's libraries
// ship without symbols, some V8 stubs) are one row. Read the JS rows: V8's collector and write barriers fall into one
// run and not the other (a row below zero is work the shorter run did and the longer did not), so the totals move by a
// few hundred instructions between runs of the same tree (71236e5 against itself: 9,590 / 10,085 in all, its JS rows
// within 25 of each other); too few rounds make it worse (toggle-only at 5,10 read -241 in all). Needs valgrind and the
// built addons, as count-instructions does.
// Work files: tmp/perf-attr-XXXXXX, removed when it exits.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADDONS, DRAWS, bundle, checkout, root } from './bench-trees.mjs';

const UNNAMED = '(code without a name: the driver libraries, V8 stubs)';

function parseArgs(argv) {
  const o = { batch: 'state-heavy', base: null, rev: null, rounds: [5, 25], top: 40, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--batch' && v) { o.batch = v; i++; }
    else if (argv[i] === '--base' && v) { o.base = v; i++; }
    else if (argv[i] === '--rev' && v) { o.rev = v; i++; }
    else if (argv[i] === '--rounds' && v) { o.rounds = v.split(',').map(Number); i++; }
    else if (argv[i] === '--top' && v) { o.top = Number(v); i++; }
    else if (argv[i] === '--seed' && v) { o.seed = Number(v); i++; }
    else throw new Error(`attribute-instructions: unknown argument '${argv[i]}' (see the header of scripts/perf/attribute-instructions.mjs)`);
  }
  if (o.rounds.length !== 2 || !(o.rounds[1] > o.rounds[0])) throw new Error('attribute-instructions: --rounds LO,HI with HI > LO');
  if (!Number.isInteger(o.top) || o.top < 1 || !Number.isInteger(o.seed) || o.seed < 1) throw new Error('attribute-instructions: --top and --seed take integers >= 1');
  return o;
}

/** Per bundle line (1-based), the source file esbuild's `// path.ts` comment before it names (relative to a tree). */
function sourceLines(bundlePath) {
  const files = [];
  let current = '?';
  for (const line of readFileSync(bundlePath, 'utf8').split('\n')) {
    const m = /^\/\/ \S*?((?:libs|apps|native|scripts|tools)\/\S+\.[cm]?[jt]s)$/.exec(line);
    if (m !== null) current = m[1];
    files.push(current);
  }
  return files;
}

/** The perf map as sorted [start, end, name] ranges. */
function perfMap(path) {
  const ranges = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (m !== null) ranges.push([parseInt(m[1], 16), parseInt(m[1], 16) + parseInt(m[2], 16), m[3]]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

function lookup(ranges, address) {
  let lo = 0, hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid][0] <= address) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && address < ranges[hi][1] ? ranges[hi][2] : null;
}

/**
 * A function's row: a JS function as `name (source file)` (its tier markers *, ^, ~ dropped: one function however
 * V8 compiled it), anything else by its symbol.
 */
function rowOf(symbol, lines) {
  const m = /^JS:[*^~]?(\S*) file:\/\/\S+?:(\d+):\d+$/.exec(symbol);
  if (m === null) return symbol.startsWith('JS:') ? symbol.slice(3).replace(/^[*^~]/, '') : symbol;
  return `${m[1] === '' ? '(anonymous)' : m[1]} (${lines[Number(m[2]) - 1] ?? '?'})`;
}

/** Callgrind's self cost per row: `fn=` opens a function; a cost line after `calls=` is the callee's, not its own. */
function selfCosts(outPath, ranges, lines) {
  const cost = new Map();
  let row = null;
  let callee = false;
  for (const line of readFileSync(outPath, 'utf8').split('\n')) {
    if (line.startsWith('fn=')) {
      const name = line.slice(3).trim();
      const address = /^0x([0-9a-f]+)/.exec(name);
      const symbol = address === null ? name : lookup(ranges, parseInt(address[1], 16));
      row = symbol === null ? UNNAMED : rowOf(symbol, lines);
      continue;
    }
    if (line.startsWith('calls=')) { callee = true; continue; }
    if (!/^[0-9+*-]/.test(line)) continue;
    if (callee) { callee = false; continue; }
    const ir = Number(line.split(' ')[1]);
    if (row !== null && Number.isFinite(ir)) cost.set(row, (cost.get(row) ?? 0) + ir);
  }
  return cost;
}

function profile(work, bench, lines, batch, rounds, seed, tag) {
  const out = join(work, `callgrind-${tag}-${rounds}.out`);
  const r = spawnSync('valgrind', ['--tool=callgrind', '--dump-instr=no', '--compress-strings=no', '--compress-pos=no', `--callgrind-out-file=${out}`,
    process.execPath, '--perf-basic-prof', '--single-threaded', `--hash-seed=${seed}`, `--random-seed=${seed}`, bench, batch, String(rounds), String(DRAWS)],
  // In the work folder: --perf-basic-prof also writes an isolate-*.log into the current directory.
  { encoding: 'utf8', cwd: work });
  const map = `/tmp/perf-${r.pid}.map`;
  try {
    if (r.status !== 0 || !existsSync(out) || !existsSync(map)) throw new Error(`attribute-instructions: ${batch} x${rounds} failed (exit ${r.status}):\n${(r.stderr ?? '').slice(-2000)}`);
    return selfCosts(out, perfMap(map), lines);
  } finally {
    rmSync(map, { force: true });
    rmSync(out, { force: true });
  }
}

const o = parseArgs(process.argv.slice(2));
if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('attribute-instructions: valgrind is not installed (apt-get install valgrind)');
for (const a of ADDONS) if (!existsSync(join(root, a))) throw new Error(`attribute-instructions: ${a} is missing (node scripts/bootstrap.mjs)`);
mkdirSync(join(root, 'tmp'), { recursive: true });
const work = mkdtempSync(join(root, 'tmp', 'perf-attr-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
// A run stopped by a signal (a `timeout`) removes its work files too: exit runs the handler above.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

const trees = [o.rev === null ? ['this tree', root] : [o.rev, checkout(o.rev, work)]];
if (o.base !== null) trees.unshift([o.base, checkout(o.base, work)]);
const draws = (o.rounds[1] - o.rounds[0]) * DRAWS;
const perDraw = [];
for (const [k, [name, src]] of trees.entries()) {
  const bench = await bundle(src, join(work, `bundle-${k}`));
  const lines = sourceLines(bench);
  const lo = profile(work, bench, lines, o.batch, o.rounds[0], o.seed, k);
  const hi = profile(work, bench, lines, o.batch, o.rounds[1], o.seed, k);
  const rows = new Map();
  for (const [row, ir] of hi) rows.set(row, (ir - (lo.get(row) ?? 0)) / draws);
  perDraw.push([name, rows]);
}

const fmt = (n) => Math.round(n).toLocaleString('en');
const total = (rows) => [...rows.values()].reduce((a, b) => a + b, 0);
process.stdout.write(`${o.batch}: instructions a draw by function (callgrind, own instructions, rounds ${o.rounds[0]} -> ${o.rounds[1]} of ${DRAWS} draws, seed ${o.seed})\n`);
if (perDraw.length === 1) {
  const [[name, rows]] = perDraw;
  process.stdout.write(`${name}: ${fmt(total(rows))} in all\n`);
  for (const [row, n] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, o.top)) process.stdout.write(`${fmt(n).padStart(8)}  ${row}\n`);
} else {
  const [[baseName, base], [revName, rev]] = perDraw;
  process.stdout.write(`${baseName} ${fmt(total(base))} -> ${revName} ${fmt(total(rev))} in all\n`);
  process.stdout.write(`${baseName.padStart(10)} ${revName.padStart(10)}   change  function\n`);
  const names = new Set([...base.keys(), ...rev.keys()]);
  const moved = [...names].map((row) => [row, base.get(row) ?? 0, rev.get(row) ?? 0]).sort((a, b) => Math.abs(b[2] - b[1]) - Math.abs(a[2] - a[1]));
  for (const [row, a, b] of moved.slice(0, o.top)) {
    const d = Math.round(b - a);
    process.stdout.write(`${fmt(a).padStart(10)} ${fmt(b).padStart(10)} ${(d > 0 ? `+${fmt(d)}` : fmt(d)).padStart(8)}  ${row}\n`);
  }
}
