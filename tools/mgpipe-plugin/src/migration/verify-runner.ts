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

/** Extra environment of one verify run (a planted test fault, the legacy-memo arm, a phase's MOBILEGL_PIPE_ALIAS). */
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

/** Extra switches of a run (a phase's push set: MOBILEGL_PIPE_ALIAS, LEGACY_MEMOS) and extra CLI flags. */
export interface ScenarioRunExtras {
  readonly env?: VerifyEnv;
  readonly args?: readonly string[];
}

export async function runScenarioVerdict(root: string, scenario: string, pushMask: number, extras: ScenarioRunExtras = {}): Promise<ScenarioVerdict> {
  const out = mkdtempSync(join(tmpdir(), 'mgpipe-verify-'));
  const env = { ...extras.env, MOBILEGL_PIPE_PUSH: `0x${pushMask.toString(16)}`, MOBILEGL_PIPE_VERIFY: '1' };
  const r = await runMgpipe(root, ['scenario', 'run', scenario, '--compare', 'reference', '--json', '--out', out, ...(extras.args ?? [])], env);
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    const j = JSON.parse(line) as { match: boolean; maxChannelDiff?: number; verify?: ScenarioVerdict['verify']; verifyDivergence?: string };
    // A verify divergence stops the run at the first differing group: the CLI reports that group instead of counts.
    if (j.verify === undefined && typeof j.verifyDivergence === 'string') {
      return { scenario, exit: r.exit, match: j.match, maxChannelDiff: j.maxChannelDiff ?? null, verify: { verbs: 0, divergences: 1 }, error: null, divergence: j.verifyDivergence };
    }
    if (j.verify === undefined) throw new Error('no verify report');
    return { scenario, exit: r.exit, match: j.match, maxChannelDiff: j.maxChannelDiff ?? null, verify: j.verify, divergence: null, error: null };
  } catch {
    return { scenario, exit: r.exit, match: false, maxChannelDiff: null, verify: { verbs: 0, divergences: 0 }, error: r.stderr.trim() || `exit ${r.exit}, no JSON on stdout` };
  }
}

/** Two at a time (each child holds a GL context and a reference context). `onVerdict`: after each child run. */
export async function runScenarioVerdicts(
  root: string,
  scenarios: readonly string[],
  pushMask: number,
  concurrency = 2,
  extras: ScenarioRunExtras = {},
  onVerdict?: (v: ScenarioVerdict, done: number, total: number) => void,
): Promise<ScenarioVerdict[]> {
  const results: ScenarioVerdict[] = new Array(scenarios.length);
  let next = 0;
  const worker = async () => {
    while (next < scenarios.length) {
      const i = next++;
      results[i] = await runScenarioVerdict(root, scenarios[i], pushMask, extras);
      onVerdict?.(results[i], results.filter((r) => r !== undefined).length, scenarios.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, scenarios.length) }, worker));
  return results;
}

export function describeVerdict(v: ScenarioVerdict): string {
  if (v.error !== null) return `${v.scenario}: ERROR ${v.error.split('\n')[0]}`;
  if (v.divergence) return `${v.scenario}: ${v.match ? 'match' : 'MISMATCH'}, verify DIVERGED at ${v.divergence}`;
  return `${v.scenario}: ${v.match ? 'match' : 'MISMATCH'} (max channel diff ${v.maxChannelDiff}, verify ${v.verify.divergences} divergences / ${v.verify.verbs} verbs)`;
}
