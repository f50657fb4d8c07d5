#!/usr/bin/env node
// `npm test` after bootstrap: every generated file fresh, every generator negative control tripping,
// lint (module boundaries included), typecheck, then every project's tests. Prints one closing line
// "tests: N passed, N failed" summed from the vitest JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeReports } from '../tools/workspace-checks/src/test-summary.mjs';
import { readTestWeights, splitIntoLanes } from '../tools/workspace-checks/src/test-lanes.mjs';
import { lintPlan, readJsonc, typecheckPlan, unionTsconfig } from '../tools/workspace-checks/src/workspace-wide.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'tmp', 'test-results');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const nx = bin('nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
delete env.MGPIPE_TEST_RESULTS_DIR;

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(join(root, 'tmp'), { recursive: true });

let failedStep = null;
const fail = (name) => (failedStep ??= name);

// 1. Generated files fresh and the generators' negative controls tripping: stale generated code makes every later
//    verdict meaningless, so a failure here stops the run.
if (spawnSync(nx, ['run-many', '-t', 'gen-check', 'gen-self-test', '--parallel=2', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env }).status !== 0) {
  fail('nx run-many -t gen-check gen-self-test');
  finish();
}

// 2. Lint and typecheck, whole-workspace (tools/workspace-checks/src/workspace-wide.mjs says why and when a project falls back to
//    its own Nx target), the two side by side on the two cores.
const graphFile = join(root, 'tmp', 'project-graph.json');
if (spawnSync(nx, ['graph', `--file=${graphFile}`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env }).status !== 0) {
  fail('nx graph');
  finish();
}
const nodes = JSON.parse(readFileSync(graphFile, 'utf8')).graph.nodes;
const types = typecheckPlan(nodes, (p) => readJsonc(join(root, p)));
const lint = lintPlan(nodes);
const unionFile = 'tmp/tsconfig.workspace.json';
writeFileSync(join(root, unionFile), `${JSON.stringify(unionTsconfig(types.unionIncludes, unionFile), null, 2)}\n`);
console.log(`[test] typecheck: ${types.unionIncludes.length} include globs as one program, ${types.ownTsconfigs.length} tsconfig(s) on their own, ${types.nxProjects.length} project(s) through Nx; lint: ${lint.roots.length} project folders in one ESLint run, ${lint.nxProjects.length} through Nx`);
const checks = [
  ['typecheck (workspace)', bin('tsc'), ['-p', unionFile]],
  ...types.ownTsconfigs.map((t) => [`typecheck ${t}`, bin('tsc'), ['-p', t]]),
  ['lint (workspace)', bin('eslint'), lint.roots],
];
const nxChecks = [...types.nxProjects.map((p) => `${p}:typecheck`), ...lint.nxProjects.map((p) => `${p}:lint`)];
if (nxChecks.length > 0) checks.push([`nx ${nxChecks.join(' ')}`, nx, ['run-many', '-t', 'typecheck', 'lint', `--projects=${[...new Set([...types.nxProjects, ...lint.nxProjects])].join(',')}`, '--outputStyle=static']]);
for (const [name, code] of await runTwoAtATime(checks)) if (code !== 0) fail(name);

// 3. Every project's tests, in two lanes side by side, one nx invocation each (tools/workspace-checks/src/test-lanes.mjs
//    says why: Nx itself would start the two longest projects last). Each project's files run in forks, one file
//    per process. Tests are not cached here: the closing line must count tests that ran in this invocation. Their
//    task dependencies (the native addon builds) are excluded: bootstrap has just built them, and skipping the cache
//    would otherwise rebuild both addons from scratch.
const testProjects = Object.entries(nodes).filter(([, n]) => n.data.targets?.test).map(([name]) => name);
const lanes = splitIntoLanes(testProjects, readTestWeights(), 2).filter((l) => l.projects.length > 0);
const testFlags = ['--skip-nx-cache', '--excludeTaskDependencies', '--outputStyle=static'];
for (const [i, lane] of lanes.entries()) console.log(`[test] lane ${i + 1}: ${lane.projects.length} projects, ~${lane.seconds} s measured: ${lane.projects.join(', ')}`);
for (const [name, code] of await runTwoAtATime(lanes.map((lane, i) => [`test lane ${i + 1}`, nx, ['run-many', '-t', 'test', `--projects=${lane.projects.join(',')}`, '--parallel=1', ...testFlags]]))) {
  if (code !== 0) fail(`nx run-many -t test (${name})`);
}
/**
 * `test` above runs every subsystem at its recorded phase; these steps also verify each one that has left pull at
 * its previous phase (`verify:<previous>`: its scenarios with that phase's push set — the unit tests build their
 * own switches, so re-running them would test nothing new), one nx invocation per previous phase.
 */
function previousPhaseSteps() {
  const state = JSON.parse(readFileSync(join(root, 'migrations', 'state.json'), 'utf8'));
  const byPrevious = new Map();
  for (const [name, s] of Object.entries(state.backends.gles.subsystems)) {
    const i = state.phases.indexOf(s.phase);
    if (i > 0) byPrevious.set(state.phases[i - 1], [...(byPrevious.get(state.phases[i - 1]) ?? []), `subsystem-${name}`]);
  }
  return [...byPrevious].map(([phase, projects]) => ['run-many', '-t', 'verify', '-c', phase, `--projects=${projects.join(',')}`, '--parallel=2', ...testFlags]);
}
for (const args of previousPhaseSteps()) {
  if (spawnSync(nx, args, { cwd: root, stdio: 'inherit', env }).status !== 0) fail(`nx ${args.slice(0, 5).join(' ')}`);
}
finish();

/** Runs [name, command, args] jobs two at a time, output passed through; resolves to [name, exit code] pairs. */
async function runTwoAtATime(jobs) {
  const results = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [name, command, args] = job;
      const started = Date.now();
      const code = await new Promise((resolve) => spawn(command, args, { cwd: root, stdio: 'inherit', env }).on('close', (c) => resolve(c ?? 1)));
      console.log(`[test] ${name}: ${code === 0 ? 'ok' : `exit ${code}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      results.push([name, code]);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** Sums the vitest JSON reports into the closing line (tools/workspace-checks/src/test-summary.mjs) and exits. */
function finish() {
  const reports = existsSync(resultsDir)
    ? readdirSync(resultsDir).filter((n) => n.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(resultsDir, f), 'utf8')))
    : [];
  const summary = summarizeReports(reports, root);
  if (summary.failures.length > 0) console.error(`[test] failures:\n${summary.failures.map((f) => `  ${f}`).join('\n')}`);
  if (failedStep) console.error(`[test] failed: ${failedStep}`);
  console.log(summary.line);
  process.exit(failedStep || !summary.ok ? 1 : 0);
}
