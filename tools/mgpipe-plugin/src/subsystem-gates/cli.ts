// The `test` and `verify` targets of the subsystem projects (migrations/subsystems/<name>/project.json):
//   test <subsystem>     its unit tests (subsystem.json unitTests, run by their own project's vitest config), then verify
//   verify <subsystem>   its verify scenarios through `mgpipe scenario run --compare reference` with the push bits of
//                        its phase (from B: its bit and prerequisites) and MOBILEGL_PIPE_VERIFY=1
// Exit 0 green, 1 red, 2 usage error.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { existsSync } from 'node:fs';
import { isSubsystemName, subsystemNamesOf } from '@mgpipe/migration';
import { verifyMaskFor } from '../migration/gates.ts';
import { describeVerdict, runScenarioVerdicts } from '../migration/verify-runner.ts';
import { readState, readSubsystemData, type FileAccess } from '../migration/workspace-data.ts';

const root = process.cwd();
const disk: FileAccess = { read: (p) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : null) };

function projectRootOf(file: string): string {
  for (let d = dirname(file); d !== '.' && d !== '/'; d = dirname(d)) if (existsSync(join(root, d, 'vitest.config.ts'))) return d;
  throw new Error(`${file}: no vitest.config.ts above it`);
}

function runUnitTests(files: readonly string[]): boolean {
  const byProject = new Map<string, string[]>();
  for (const f of files) byProject.set(projectRootOf(f), [...(byProject.get(projectRootOf(f)) ?? []), relative(projectRootOf(f), f)]);
  let ok = true;
  for (const [project, tests] of byProject) {
    process.stdout.write(`unit tests (${project}): ${tests.join(' ')}\n`);
    const r = spawnSync('npx', ['vitest', 'run', '--config', `${project}/vitest.config.ts`, ...tests], { cwd: root, stdio: 'inherit' });
    ok &&= r.status === 0;
  }
  return ok;
}

async function main(argv: string[]): Promise<number> {
  const [mode, subsystem, backend = 'gles'] = argv;
  if ((mode !== 'test' && mode !== 'verify') || subsystem === undefined || !isSubsystemName(subsystem)) {
    process.stderr.write('usage: subsystem-gates test|verify <subsystem> [backend]\n');
    return 2;
  }
  const data = readSubsystemData(disk, subsystem);
  const phase = readState(disk).backends[backend].subsystems[subsystem].phase;
  let ok = true;
  if (mode === 'test') ok = data.unitTests.length === 0 ? (process.stdout.write(`${subsystem}: no unit tests listed\n`), true) : runUnitTests(data.unitTests);
  if (data.verifyScenarios.length === 0) {
    process.stdout.write(`${subsystem}: no verify scenarios listed (migrations/subsystems/${subsystem}/subsystem.json)\n`);
    return ok ? 0 : 1;
  }
  const mask = verifyMaskFor(disk, backend, subsystem, phase);
  process.stdout.write(`${subsystem} (${backend}, phase ${phase}): verify scenarios with push 0x${mask.toString(16)} [${subsystemNamesOf(mask).join(', ') || 'none'}], MOBILEGL_PIPE_VERIFY=1\n`);
  // A progress line on a terminal's stderr while the child runs go (the verdicts are printed in order after), as
  // mgpipe's long commands draw it (apps/mgpipe/src/util/progress.ts; an app, so not importable from here).
  const tty = process.stderr.isTTY === true;
  const verdicts = await runScenarioVerdicts(root, data.verifyScenarios, mask, 2, (v, done, total) => {
    if (tty) process.stderr.write(`\r\x1b[K${subsystem} verify: ${done}/${total} scenarios run (last: ${v.scenario})`);
  });
  if (tty) process.stderr.write('\r\x1b[K');
  for (const v of verdicts) {
    process.stdout.write(`  ${describeVerdict(v)}\n`);
    ok &&= v.exit === 0 && v.match && v.verify.divergences === 0;
  }
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
