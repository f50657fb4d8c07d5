// `nx run subsystem-readback-pack:test:B` tests phase B while migrations/state.json records A: with the push
// receiver broken (MOBILEGL_PIPE_TEST_FAULT=readback-pack, NODE_ENV=test) it fails; the same run without the fault
// passes; the recorded phase (A: not pushed) stays green with the fault, which is why test:B must exist. Real nx
// runs in this checkout (not cached: --skip-nx-cache; the addon builds are not re-run: --excludeTaskDependencies).
// About 1.5 minutes on 2 shared cores.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');

function nxRun(target: string, fault: boolean) {
  const env: Record<string, string | undefined> = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', CI: 'true', NODE_ENV: 'test' };
  if (fault) env.MOBILEGL_PIPE_TEST_FAULT = 'readback-pack';
  else delete env.MOBILEGL_PIPE_TEST_FAULT;
  const r = spawnSync(join(ROOT, 'node_modules/.bin/nx'), ['run', target, '--skip-nx-cache', '--excludeTaskDependencies', '--outputStyle=static'], { cwd: ROOT, env, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('subsystem-readback-pack phase configurations', () => {
  it('is recorded at A in this workspace (the premise of the test)', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'migrations/state.json'), 'utf8')).backends.gles.subsystems['readback-pack'].phase).toBe('A');
  });

  it('test:B fails with the push receiver broken, and names the diverging group', () => {
    const r = nxRun('subsystem-readback-pack:test:B', true);
    expect(r.out).toContain('testing phase B; recorded A');
    expect(r.out).toMatch(/readpixels-pack-state: MISMATCH, verify DIVERGED at packState@readback/);
    expect(r.status).not.toBe(0);
  }, 240_000);

  it('test:B passes without the fault', () => {
    const r = nxRun('subsystem-readback-pack:test:B', false);
    expect(r.out).toMatch(/readpixels-pack-state: match/);
    expect(r.status).toBe(0);
  }, 240_000);

  it('the recorded phase (verify, A: aliased, not pushed) stays green with the fault', () => {
    const r = nxRun('subsystem-readback-pack:verify', true);
    expect(r.out).toMatch(/alias \[readback-pack\]/);
    expect(r.out).toMatch(/readpixels-pack-state: match/);
    expect(r.status).toBe(0);
  }, 240_000);
});
