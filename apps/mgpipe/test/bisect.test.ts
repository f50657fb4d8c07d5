// `mgpipe bisect` with a planted fault (MOBILEGL_PIPE_TEST_FAULT):
//  - through the real lane: the real `mgpipe bisect` child process, the fault planted in readback-pack's push path
//    (the backend's receiver forces PACK_ALIGNMENT 1 on what it delivers), one real `scenario run --compare
//    reference` per mask; bisect must name readback-pack and the smallest failing set;
//  - the command's plumbing with a fake runner standing in for the per-mask child runs: a fault in a subsystem
//    without a push path is simulated at the runner (and labelled so), one with a push path goes to the runner.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBisectCommand } from '../src/commands/bisect.ts';
import { parseArgs } from '../src/util/args.ts';

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
    const steps = [...r.stdout.matchAll(/^ {2}0x([0-9a-f]+) (FAIL|pass) {2}\[(.*)\]$/gm)];
    expect(steps.length).toBeGreaterThan(2);
    for (const [, , verdict, names] of steps) expect(verdict === 'FAIL', names).toBe(names.split(', ').includes('readback-pack'));
    expect(r.stdout).toContain('culprit: readback-pack (with its prerequisites framebuffer, textures pushed)\n');
    expect(r.stdout).toContain('smallest failing set: 0x218 [framebuffer, textures, readback-pack]  (MOBILEGL_PIPE_PUSH=framebuffer,textures,readback-pack)\n');
  }, 120_000);

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
  }, 60_000);
});

async function bisect(argv: string[], fails: (mask: number) => boolean = () => false) {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  const masks: number[] = [];
  const planted: (readonly string[] | null)[] = [];
  const code = await runBisectCommand(parseArgs(argv), (_spec, p) => {
    planted.push(p);
    return async (mask) => {
      masks.push(mask);
      return fails(mask);
    };
  });
  return { code, out, masks, planted };
}

describe('mgpipe bisect (fake runner)', () => {
  it('a fault in a subsystem without a push path is simulated at the runner, and says so', async () => {
    vi.stubEnv('MOBILEGL_PIPE_TEST_FAULT', 'program');
    const { code, out, masks, planted } = await bisect(['--scenario', 'ubo']);
    expect(code).toBe(0);
    expect(planted).toEqual([null]);
    expect(out).toContain('simulated test fault (MOBILEGL_PIPE_TEST_FAULT; no push path yet, declared at the runner): program\n');
    expect(out).toContain('culprit: program (with its prerequisites buffers pushed)');
    expect(out).toContain('smallest failing set: 0x42 [buffers, program]  (MOBILEGL_PIPE_PUSH=buffers,program)');
    const { pushDependencyErrors } = await import('@mgpipe/migration');
    for (const m of masks) expect(pushDependencyErrors(m)).toEqual([]);
  });

  it('a fault in a push-path subsystem is handed to the runner (the child runs), not simulated', async () => {
    vi.stubEnv('MOBILEGL_PIPE_TEST_FAULT', 'vertex-attrib-defaults,textures');
    const { out, planted } = await bisect(['--scenario', 'ubo', '--json']);
    expect(planted).toEqual([['vertex-attrib-defaults']]);
    expect(JSON.parse(out)).toMatchObject({ kind: 'culprit', culprits: ['textures'], plantedFault: ['vertex-attrib-defaults'], simulatedFault: ['textures'] });
  });

  it('--json, a start set, and a case that fails only through the runner', async () => {
    const { code, out } = await bisect(['--trace', 'x.trace', '--push', 'textures,images-upload,framebuffer', '--json'], (m) => (m & 0b100000) !== 0);
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j).toMatchObject({ kind: 'culprit', culprits: ['images-upload'], minimalSet: ['textures', 'images-upload'], plantedFault: null, simulatedFault: null });
  });

  it('exit 1 when there is nothing to bisect; usage errors', async () => {
    expect((await bisect(['--scenario', 'ubo'])).code).toBe(1);
    expect((await bisect(['--scenario', 'ubo'], () => true)).out).toContain('not a push regression');
    await expect(runBisectCommand(parseArgs(['--scenario', 'a', '--trace', 'b']))).rejects.toThrow(/usage: mgpipe bisect/);
  });
});
