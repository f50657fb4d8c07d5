// The real bisect runner: one `mgpipe` child process per mask (`scenario run --compare reference` / `trace replay
// --compare reference`), because the MOBILEGL_PIPE_* switches are latched at init. Its verdict comes from the
// exit code: 0 pass, 1 fail (mismatch or verify divergence, told apart from the child's JSON), a child still
// running after the timeout is killed and counted as a fail with reason `timeout`; any other exit is an error
// that stops the bisect of that case.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BisectRunner, RunOutcome } from '@mgpipe/migration';

const BIN = join(import.meta.dirname, '../../bin/mgpipe.mjs');

export type CaseSpec = { readonly kind: 'scenario' | 'trace'; readonly target: string };

export interface RunnerOptions {
  /** Kill a child run after this many milliseconds (0: never). */
  readonly timeoutMs: number;
}

/** Why a failing child failed, from the one JSON object it printed (`--json`). */
function reasonOf(stdout: string): string {
  try {
    const j = JSON.parse(stdout.trim().split('\n').pop() ?? '') as { verifyDivergence?: string; maxChannelDiff?: number; diffPixels?: number; totalPixels?: number; verify?: { divergences: number } };
    if (j.verifyDivergence !== undefined) return `verify divergence at ${j.verifyDivergence}`;
    if (j.verify && j.verify.divergences > 0) return `verify: ${j.verify.divergences} divergences`;
    return `mismatch (max channel diff ${j.maxChannelDiff}, ${j.diffPixels}/${j.totalPixels} pixels)`;
  } catch {
    return 'exit 1';
  }
}

/**
 * `plantedFault`: subsystems whose push path the children corrupt (MOBILEGL_PIPE_TEST_FAULT + --allow-test-faults);
 * otherwise the switch is cleared for the children.
 */
export function childProcessRunner(spec: CaseSpec, options: RunnerOptions, env: NodeJS.ProcessEnv = process.env, plantedFault: readonly string[] | null = null): BisectRunner {
  const out = mkdtempSync(join(tmpdir(), 'mgpipe-bisect-'));
  const fault = plantedFault === null ? [] : ['--allow-test-faults'];
  return (mask) =>
    new Promise<RunOutcome>((resolve, reject) => {
      const args = spec.kind === 'scenario' ? ['scenario', 'run', spec.target] : ['trace', 'replay', spec.target];
      const child = spawn(process.execPath, [BIN, ...args, '--compare', 'reference', '--json', '--out', out, ...fault], {
        env: { ...env, MOBILEGL_PIPE_PUSH: `0x${mask.toString(16)}`, MOBILEGL_PIPE_VERIFY: '1', MOBILEGL_PIPE_TEST_FAULT: plantedFault?.join(',') ?? '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      let timedOut = false;
      const timer = options.timeoutMs > 0 ? setTimeout(() => ((timedOut = true), child.kill('SIGKILL')), options.timeoutMs) : undefined;
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', (err) => (clearTimeout(timer), reject(err)));
      child.on('close', (code) => {
        clearTimeout(timer);
        if (timedOut) resolve({ failed: true, reason: `timeout (killed after ${options.timeoutMs / 1000} s)` });
        else if (code === 0) resolve({ failed: false });
        else if (code === 1) resolve({ failed: true, reason: reasonOf(stdout) });
        else reject(new Error(`run with push 0x${mask.toString(16)} errored (exit ${code}): ${stderr.trim()}`));
      });
    });
}
