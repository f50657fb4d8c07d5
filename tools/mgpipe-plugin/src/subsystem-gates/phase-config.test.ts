// `nx run subsystem-<name>:test:<phase>` tests that phase's push set, whatever migrations/state.json records: with
// the push receiver broken (MOBILEGL_PIPE_TEST_FAULT=<name>, NODE_ENV=test) a pushed configuration fails and names
// the diverging scenario; the same run without the fault passes; an unpushed configuration (A: aliased, not
// pushed) stays green with the fault — which is why the configurations must exist apart from the recorded phase.
// The subject and its phases come from the migration state (phase-subject.ts: a push-path subsystem recorded at A
// first, where the pushed configuration is the next phase, B), so an advance or a revert moves the subject and
// leaves the test's premise true. Real nx runs in this checkout (not cached: --skip-nx-cache; the addon builds are
// not re-run: --excludeTaskDependencies). About 1.5 minutes on 2 shared cores.
import { MIGRATION_STATE } from '@mgpipe/migration';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSubsystemData } from '../migration/workspace-data.ts';
import { pushPathSubsystems } from '../nx-plugin/subsystem-nodes.ts';
import { phaseSubject } from './phase-subject.ts';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

const ROOT = join(import.meta.dirname, '../../../..');
const NESTED_RESULTS = mkdtempSync(join(tmpdir(), 'mgpipe-phase-config-results-'));
const disk = { read: (p: string) => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), 'utf8') : null) };
const subject = phaseSubject(MIGRATION_STATE, 'gles', pushPathSubsystems(ROOT), (s) => readSubsystemData(disk, s));

function nxRun(target: string, fault: boolean) {
  // The nested run's vitest reports go to a folder of their own: they are runs under test (one is meant to fail),
  // not part of this suite's count in tmp/test-results.
  const env: Record<string, string | undefined> = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', CI: 'true', NODE_ENV: 'test', MGPIPE_TEST_RESULTS_DIR: NESTED_RESULTS };
  if (fault) env.MOBILEGL_PIPE_TEST_FAULT = subject!.subsystem;
  else delete env.MOBILEGL_PIPE_TEST_FAULT;
  const r = spawnSync(join(ROOT, 'node_modules/.bin/nx'), ['run', target, '--skip-nx-cache', '--excludeTaskDependencies', '--outputStyle=static'], { cwd: ROOT, env, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The header line subsystem-gates/cli.ts prints: the phase under test, and the recorded one when they differ. */
const header = (phase: string) => `testing phase ${phase}${phase === subject!.recorded ? ')' : `; recorded ${subject!.recorded})`}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('subsystem phase configurations (subject picked from migrations/state.json)', () => {
  it('has a subject: a push-path subsystem recorded at A or later, with a pushed and an unpushed testable phase', () => {
    expect(subject, 'no subsystem with a push path is at A or later in migrations/state.json').not.toBeNull();
    expect(subject!.recorded).toBe(MIGRATION_STATE.backends.gles.subsystems[subject!.subsystem].phase);
  });

  it('the pushed configuration fails with the push receiver broken, and names the diverging scenario', () => {
    const { subsystem, pushed, scenarios } = subject!;
    const r = nxRun(`subsystem-${subsystem}:test:${pushed}`, true);
    expect(r.out).toContain(header(pushed));
    expect(r.out).toMatch(new RegExp(`(${scenarios.map(escape).join('|')}): (MISMATCH|match, verify DIVERGED at \\w+@\\w+)`));
    expect(r.status).not.toBe(0);
  }, 300_000);

  it('the pushed configuration passes without the fault', () => {
    const { subsystem, pushed, scenarios } = subject!;
    const r = nxRun(`subsystem-${subsystem}:test:${pushed}`, false);
    for (const s of scenarios) expect(r.out).toMatch(new RegExp(`${escape(s)}: match \\(`));
    expect(r.status).toBe(0);
  }, 300_000);

  it('the unpushed configuration (verify:A: aliased, not pushed) stays green with the fault', () => {
    const { subsystem, unpushed, scenarios } = subject!;
    const r = nxRun(`subsystem-${subsystem}:verify:${unpushed}`, true);
    expect(r.out).toContain(header(unpushed));
    expect(r.out).toMatch(new RegExp(`alias \\[[^\\]]*\\b${escape(subsystem)}\\b`));
    for (const s of scenarios) expect(r.out).toMatch(new RegExp(`${escape(s)}: match \\(`));
    expect(r.status).toBe(0);
  }, 300_000);
});
