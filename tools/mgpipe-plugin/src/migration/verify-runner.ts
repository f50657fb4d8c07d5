// Runs a subsystem's verify scenarios through the real CLI (`mgpipe scenario run NAME --compare reference
// --json`), one child process each, with the push bits and MOBILEGL_PIPE_VERIFY=1 in its environment (switches
// are latched at init, so each mask needs its own process). Used by the subsystem projects' test/verify
// targets and by advance-phase's verify gate.

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScenarioVerdict {
  readonly scenario: string;
  /** CLI exit: 0 matched, 1 mismatch or verify divergence, 2 error. */
  readonly exit: number;
  readonly match: boolean;
  readonly maxChannelDiff: number | null;
  readonly verify: { readonly verbs: number; readonly divergences: number; readonly bySubsystem?: Readonly<Record<string, number>> };
  /** MOBILEGL_PIPE_VERIFY's first divergence ("<group>@<verb class>"), when the run stopped at one. */
  readonly divergence?: string | null;
  readonly error: string | null;
}

/** Extra environment of one verify run (a planted test fault, the legacy-memo arm). */
export type VerifyEnv = Readonly<Record<string, string>>;

export function runMgpipe(root: string, args: readonly string[], env: Record<string, string>): Promise<{ exit: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'apps/mgpipe/bin/mgpipe.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ exit: code ?? 2, stdout, stderr }));
  });
}

export async function runScenarioVerdict(root: string, scenario: string, pushMask: number, extraEnv: VerifyEnv = {}): Promise<ScenarioVerdict> {
  const out = mkdtempSync(join(tmpdir(), 'mgpipe-verify-'));
  const env = { MOBILEGL_PIPE_PUSH: `0x${pushMask.toString(16)}`, MOBILEGL_PIPE_VERIFY: '1', ...extraEnv };
  const r = await runMgpipe(root, ['scenario', 'run', scenario, '--compare', 'reference', '--json', '--out', out], env);
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    const j = JSON.parse(line) as { match: boolean; maxChannelDiff?: number; verify?: ScenarioVerdict['verify']; verifyDivergence?: string };
    // A divergence stops the run at the first one: the CLI prints { match: false, verifyDivergence } and exits 1.
    if (j.verifyDivergence !== undefined) return { scenario, exit: r.exit, match: false, maxChannelDiff: null, verify: { verbs: 0, divergences: 1 }, divergence: j.verifyDivergence, error: null };
    if (j.verify === undefined) throw new Error('no verify counts');
    return { scenario, exit: r.exit, match: j.match, maxChannelDiff: j.maxChannelDiff ?? null, verify: j.verify, divergence: null, error: null };
  } catch {
    return { scenario, exit: r.exit, match: false, maxChannelDiff: null, verify: { verbs: 0, divergences: 0 }, error: r.stderr.trim() || `exit ${r.exit}, no JSON on stdout` };
  }
}

/** Two at a time (each child holds a GL context and a reference context). */
export async function runScenarioVerdicts(root: string, scenarios: readonly string[], pushMask: number, concurrency = 2, extraEnv: VerifyEnv = {}): Promise<ScenarioVerdict[]> {
  const results: ScenarioVerdict[] = new Array(scenarios.length);
  let next = 0;
  const worker = async () => {
    while (next < scenarios.length) {
      const i = next++;
      results[i] = await runScenarioVerdict(root, scenarios[i], pushMask, extraEnv);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, scenarios.length) }, worker));
  return results;
}

export function describeVerdict(v: ScenarioVerdict): string {
  if (v.error !== null) return `${v.scenario}: ERROR ${v.error.split('\n')[0]}`;
  if (v.divergence) return `${v.scenario}: VERIFY DIVERGENCE at ${v.divergence}`;
  return `${v.scenario}: ${v.match ? 'match' : 'MISMATCH'} (max channel diff ${v.maxChannelDiff}, verify ${v.verify.divergences} divergences / ${v.verify.verbs} verbs)`;
}
