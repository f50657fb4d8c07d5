// Issue 13's third Done-when on the whole checked-in sample: with every subsystem pushed and MOBILEGL_PIPE_VERIFY=1
// (`mgpipe piglit run --verify`), our lane compares pushed with pulled state at every verb of every sample test, finds
// no divergence, and no verdict regresses against baseline-gles.txt (about 25 s at --jobs 2). The negative control
// corrupts one pushed group (MOBILEGL_PIPE_VERIFY_CORRUPT) on one test — a draw with a uniform — and that run must
// report divergences and exit 1.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBaseline, readList, SAMPLE_LIST, sampleBaseline } from '../src/index.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const SAMPLE = readList(SAMPLE_LIST);
const CORRUPTED = 'generated_tests/spec/arb_gpu_shader5/execution/built-in-functions/fs-floatBitsToInt.shader_test';

interface VerifyJson {
  pass: number;
  verify: { push: string; verbs: number; divergences: number; tests: number; diverged: { test: string; first: string[] }[] };
}

type Run = { status: number | null; json: VerifyJson };

/** The CLI on `tests`, one child process per test at a time; resolves with its exit status and --json object. */
function runVerify(name: string, tests: readonly string[], env: NodeJS.ProcessEnv, extra: readonly string[] = []): Promise<Run> {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const list = join(root, 'tmp', `piglit-verify-${name}.txt`);
  writeFileSync(list, `${tests.join('\n')}\n`);
  const child = spawn(process.execPath, [join(root, 'apps/mgpipe/bin/mgpipe.mjs'), 'piglit', 'run', '--list', list, '--verify', '--json', '--jobs', '1', ...extra],
    { cwd: root, env: { ...process.env, MOBILEGL_PIPE_PUSH: '', MOBILEGL_PIPE_VERIFY: '', MOBILEGL_PIPE_VERIFY_CORRUPT: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      // A CLI that failed before its summary fails the hook at once with its own words, not with a hook timeout.
      try {
        resolve({ status, json: JSON.parse(stdout.trim().split('\n').pop() ?? '') as VerifyJson });
      } catch {
        reject(new Error(`mgpipe piglit run (${name}) printed no JSON summary (exit ${status}): ${stderr.trim().slice(-500) || stdout.trim().slice(-500)}`));
      }
    });
  });
}

// The clean run and the negative control run side by side (each CLI's start-up dominates its time).
let clean: Run;
let corrupt: Run;
beforeAll(async () => {
  [clean, corrupt] = await Promise.all([
    runVerify('clean', SAMPLE, {}, ['--baseline', sampleBaseline('gles')]),
    runVerify('corrupt', [CORRUPTED], { MOBILEGL_PIPE_VERIFY_CORRUPT: 'renderState' }),
  ]);
}, 300_000);

describe('piglit with every subsystem pushed and MOBILEGL_PIPE_VERIFY=1', () => {
  it('the corrupted test is in the checked-in sample and expected to pass', () => {
    expect(SAMPLE).toContain(CORRUPTED);
    expect(readBaseline(sampleBaseline('gles')).expected.has(CORRUPTED)).toBe(false);
  });

  it('the whole sample: 0 divergences, every test verified, no verdict below baseline-gles.txt', () => {
    const { status, json } = clean;
    expect(json.verify.diverged).toEqual([]);
    expect(json.verify).toMatchObject({ push: 'all', divergences: 0, tests: SAMPLE.length });
    expect(json.verify.verbs).toBeGreaterThan(SAMPLE.length);
    expect(json.pass).toBeGreaterThanOrEqual(SAMPLE.length - readBaseline(sampleBaseline('gles')).expected.size);
    expect(status).toBe(0);
  });

  it('negative control: a corrupted pushed group (MOBILEGL_PIPE_VERIFY_CORRUPT=renderState) is seen, exit 1', () => {
    const { status, json } = corrupt;
    expect(json.verify.divergences).toBeGreaterThan(0);
    expect(json.verify.diverged[0].first[0]).toMatch(/^renderState@draw/);
    expect(status).toBe(1);
  });
});
