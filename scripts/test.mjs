#!/usr/bin/env node
// `npm test` after bootstrap: every generated file fresh, every generator negative control tripping,
// lint (module boundaries included), typecheck, then every project's tests. Prints one closing line
// "tests: N passed, N failed" summed from the vitest JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'tmp', 'test-results');
const nx = join(root, 'node_modules', '.bin', 'nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

rmSync(resultsDir, { recursive: true, force: true });

// Tests are not cached here: the closing line must count tests that ran in this invocation. Their task
// dependencies (the native addon builds) are excluded: bootstrap has just built them, and skipping the cache
// would otherwise rebuild both addons from scratch.
const steps = [
  ['run-many', '-t', 'gen-check', 'gen-self-test', 'lint', 'typecheck', '--parallel=2', '--outputStyle=static'],
  ['run-many', '-t', 'test', '--parallel=1', '--skip-nx-cache', '--excludeTaskDependencies', '--outputStyle=static'],
  ...previousPhaseSteps(),
];

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
  return [...byPrevious].map(([phase, projects]) => ['run-many', '-t', 'verify', '-c', phase, `--projects=${projects.join(',')}`, '--parallel=1', '--skip-nx-cache', '--excludeTaskDependencies', '--outputStyle=static']);
}
let failedStep = null;
for (const args of steps) {
  const r = spawnSync(nx, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    failedStep = `nx ${args.slice(0, 3).join(' ')}`;
    if (args.includes('gen-check')) break; // stale generated code makes the tests meaningless
  }
}

let passed = 0;
let failed = 0;
if (existsSync(resultsDir)) {
  for (const f of readdirSync(resultsDir).filter((n) => n.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(resultsDir, f), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
if (failedStep) console.error(`[test] failed: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : passed === 0 ? 1 : 0);
