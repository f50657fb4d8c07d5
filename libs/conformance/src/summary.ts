// The run summary: counts per status (the --json shape) and the human report grouped by reason.
import { reasonCategory } from './baseline.ts';
import type { TestResult } from './pool.ts';

export interface RunSummary {
  total: number;
  pass: number;
  fail: number;
  skip: number;
  crash: number;
  timeout: number;
  results: TestResult[];
}

export function summarize(results: readonly TestResult[]): RunSummary {
  const s: RunSummary = { total: results.length, pass: 0, fail: 0, skip: 0, crash: 0, timeout: 0, results: [...results] };
  for (const r of results) s[r.status]++;
  return s;
}

/** One line per (status, reason category), most frequent first, with an example test. */
export function formatByReason(results: readonly TestResult[], limit = 40): string {
  const groups = new Map<string, TestResult[]>();
  for (const r of results) {
    if (r.status === 'pass') continue;
    const k = `${r.status.padEnd(7)} ${reasonCategory(r.reason)}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(r);
  }
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length);
  const lines = sorted.slice(0, limit).map(([k, rs]) => `${String(rs.length).padStart(6)}  ${k.slice(0, 160)}\n          e.g. ${rs[0].test}`);
  if (sorted.length > limit) lines.push(`        … ${sorted.length - limit} more reasons (--json has every result)`);
  return lines.join('\n');
}

/** A MOBILEGL_PIPE_VERIFY=1 run's tally over all tests: verbs compared, divergences, the tests that diverged. */
export interface VerifySummary {
  verbs: number;
  divergences: number;
  /** Tests that ran with verify on (0 when the children had it off). */
  tests: number;
  diverged: { test: string; divergences: number; first: string[] }[];
}

export function summarizeVerify(results: readonly TestResult[]): VerifySummary {
  const s: VerifySummary = { verbs: 0, divergences: 0, tests: 0, diverged: [] };
  for (const r of results) {
    // A divergence throws out of the verb: the tally says 1 even when the child died before reporting it.
    const divergences = Math.max(r.verify?.divergences ?? 0, r.reason.startsWith('verify divergence: ') ? 1 : 0);
    if (r.verify !== undefined) {
      s.tests++;
      s.verbs += r.verify.verbs;
    }
    s.divergences += divergences;
    if (divergences > 0) s.diverged.push({ test: r.test, divergences, first: r.verify?.first.length ? r.verify.first : [r.reason] });
  }
  return s;
}
