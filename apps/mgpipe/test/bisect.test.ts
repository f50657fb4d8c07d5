// `mgpipe bisect` with a planted fault (MOBILEGL_PIPE_TEST_FAULT):
//  - through the real lane: the real `mgpipe bisect` child process, the fault planted in readback-pack's push path
//    (the backend's receiver forces PACK_ALIGNMENT 1 on what it delivers), one real `scenario run --compare
//    reference` per mask; bisect must name readback-pack and the smallest failing set;
//  - a child that hangs when one bit is pushed: the runner kills it at the timeout, a fail with reason timeout;
//  - the command's plumbing with a fake runner: bisect-command.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childProcessRunner } from '../src/commands/bisect-runner.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'mgpipe.mjs');
const OUT = mkdtempSync(join(tmpdir(), 'mgpipe-bisect-test-'));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The environment of a user's shell: no NODE_ENV=test (vitest's), so only --allow-test-faults admits the fault. */
function userEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_ENV;
  delete env.MOBILEGL_PIPE_PUSH;
  delete env.MOBILEGL_PIPE_VERIFY;
  return env;
}

function mgpipeAsync(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('mgpipe bisect through the real lane', () => {
  it('names readback-pack when its push path carries the planted fault (readpixels-pack-state)', async () => {
    const r = await mgpipeAsync(['bisect', '--scenario', 'readpixels-pack-state', '--allow-test-faults'], userEnv({ MOBILEGL_PIPE_TEST_FAULT: 'readback-pack' }));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('planted test fault (MOBILEGL_PIPE_TEST_FAULT) in the push path of: readback-pack\n');
    expect(r.stdout).not.toContain('simulated');
    // The start set fails and nothing pushed passes: the real renders, not a declared verdict.
    expect(r.stdout).toMatch(/^ {2}0xfff FAIL/m);
    expect(r.stdout).toMatch(/^ {2}0x000 pass/m);
    // Every mask with readback-pack pushed failed, every other one passed.
    const steps = [...r.stdout.matchAll(/^ {2}0x([0-9a-f]+) (FAIL|pass) {2}\[(.*?)\](?: {2}\((.*)\))?$/gm)];
    expect(steps.length).toBeGreaterThan(2);
    for (const [, , verdict, names] of steps) expect(verdict === 'FAIL', names).toBe(names.split(', ').includes('readback-pack'));
    expect(r.stdout).toContain('culprit: readback-pack (with its prerequisites framebuffer, textures pushed)\n');
    expect(r.stdout).toContain('smallest failing set: 0x218 [framebuffer, textures, readback-pack]  (MOBILEGL_PIPE_PUSH=framebuffer,textures,readback-pack)\n');
    // A failing run says why (the child's own verdict), and the culprit was re-run with its complement.
    expect(r.stdout).toMatch(/^ {2}0x218 FAIL {2}\[framebuffer, textures, readback-pack\] {2}\((mismatch|verify divergence).*\)$/m);
    const confirm = r.stdout.slice(r.stdout.indexOf('confirming'));
    expect(confirm).toMatch(/^ {2}0x218 FAIL/m);
    expect(confirm).toMatch(/^ {2}0xdff pass/m); // 0xfff without readback-pack (nothing requires it)
    expect(r.stdout).toContain('confirmed: the smallest failing set fails again; the start set without readback-pack passes\n');
  }, 300_000); // ~21 child runs: ~40 s on an idle machine, several times that on a loaded one

  it('the fault makes a real scenario run mismatch exactly when its bit is pushed; refused without --allow-test-faults', () => {
    const run = (push: string, ...more: string[]) =>
      spawnSync(process.execPath, [BIN, 'scenario', 'run', 'readpixels-pack-state', '--compare', 'reference', '--push', push, '--out', OUT, ...more], {
        encoding: 'utf8', env: userEnv({ MOBILEGL_PIPE_TEST_FAULT: 'readback-pack' }), timeout: 60_000,
      });
    const pushed = run('framebuffer,textures,readback-pack', '--allow-test-faults');
    expect(pushed.stdout).toMatch(/^readpixels-pack-state: MISMATCH/);
    expect(pushed.status).toBe(1);
    const others = run('render-state,patch-state,vertex-attrib-defaults,framebuffer,textures', '--allow-test-faults');
    expect(others.stdout).toMatch(/^readpixels-pack-state: match/);
    expect(others.status).toBe(0);
    const verify = run('all', '--allow-test-faults', '--verify');
    expect(verify.stdout).toContain('VERIFY DIVERGENCE (MOBILEGL_PIPE_VERIFY: pushed and pulled packState@readback differ)');
    expect(verify.status).toBe(1);
    const refused = run('all');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/MOBILEGL_PIPE_TEST_FAULT=readback-pack is a test-only switch: refused unless NODE_ENV=test or --allow-test-faults/);
  }, 180_000); // four CLI runs one after another: ~20 s idle, 81 s seen with the other core's project busy
});

describe('bisect child runs: --timeout', () => {
  // At the runner, not through a whole bisect: a passing run's duration depends on the machine's load, so any
  // timeout small enough for a short test could also cut a slow passing run; a hung child is killed at the
  // timeout whatever the load. How the reason reaches the report and JUnit: bisect-command.test.ts.
  it('kills a child run that hangs and counts it as a fail with reason timeout', async () => {
    const { SubsystemBit } = await import('@mgpipe/migration');
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-bisect-hang-'));
    const file = join(dir, 'hangs.mjs');
    // Hangs (a busy loop in run) exactly when readback-pack is pushed: only a killed child can end such a run.
    writeFileSync(file, `export default {
  name: 'hangs-with-readback-pack',
  width: 8,
  height: 8,
  run(gl) {
    if ((Number(process.env.MOBILEGL_PIPE_PUSH) & ${1 << SubsystemBit['readback-pack']}) !== 0) for (;;);
    gl.clearColor(0, 1, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
  },
};
`);
    const run = childProcessRunner({ kind: 'scenario', target: file }, { timeoutMs: 3000 }, userEnv({}));
    const t0 = Date.now();
    expect(await run(0x218)).toEqual({ failed: true, reason: 'timeout (killed after 3 s)' });
    const ms = Date.now() - t0;
    expect(ms).toBeGreaterThanOrEqual(3000);
    expect(ms).toBeLessThan(30_000); // killed, not left to spin until the test's own timeout
  }, 60_000);
});
