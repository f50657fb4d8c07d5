// The baseline of a lane, deqp-runner style: the tests expected not to pass, grouped by reason, plus one line
// per policy with its count. A test not listed is expected to pass. A run regresses when a test expected to
// pass does not (exit 1); a listed test that now passes is a fix to fold in (--update-baseline).
//
//   # comments
//   policy-skip 3 policy: fp64 (no doubles in GLES 3.2)
//   # compile error (vertex shader): ERROR: '#version' : #version N is not accepted (N-N core are)  [2]
//   fail tests/spec/glsl-1.50/execution/a.shader_test
//   skip tests/spec/arb_foo/b.shader_test
import { readFileSync } from 'node:fs';
import type { TestResult } from './pool.ts';
import type { Status } from './test-run.ts';

export interface Baseline {
  expected: Map<string, Status>;
  policySkips: Map<string, number>;
}

/** A reason with its specifics (numbers, line numbers, names in quotes stay) folded, so that like groups with like. */
export function reasonCategory(reason: string): string {
  if (reason.startsWith('policy: ')) return reason;
  return reason
    .replace(/ \(line \d+\)/g, '')
    .replace(/, line \d+\)/g, ')')
    .replace(/\b\d+:\d+(\(\d+\))?:\s*/g, '')
    .replace(/(?<![\w.])-?\d+(\.\d+)?(e[-+]?\d+)?(?![\w])/gi, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isPolicySkip(r: TestResult): boolean {
  return r.status === 'skip' && r.reason.startsWith('policy: ');
}

export function parseBaseline(text: string): Baseline {
  const expected = new Map<string, Status>();
  const policySkips = new Map<string, number>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    let m: RegExpExecArray | null;
    if ((m = /^policy-skip (\d+) (.+)$/.exec(line))) policySkips.set(m[2], Number(m[1]));
    else if ((m = /^(fail|skip|crash|timeout) (\S+)$/.exec(line))) expected.set(m[2], m[1] as Status);
    else throw new SyntaxError(`baseline line ${i + 1}: cannot read '${line}'`);
  });
  return { expected, policySkips };
}

export const readBaseline = (path: string): Baseline => parseBaseline(readFileSync(path, 'utf8'));

export function formatBaseline(results: readonly TestResult[], header: string[]): string {
  const lines = header.map((h) => `# ${h}`);
  const policy = new Map<string, number>();
  const groups = new Map<string, TestResult[]>();
  for (const r of results) {
    if (isPolicySkip(r)) policy.set(r.reason, (policy.get(r.reason) ?? 0) + 1);
    else if (r.status !== 'pass') {
      const k = `${r.status}: ${reasonCategory(r.reason)}`;
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k)!.push(r);
    }
  }
  for (const [reason, n] of [...policy].sort()) lines.push(`policy-skip ${n} ${reason}`);
  for (const [k, rs] of [...groups].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))) {
    lines.push(`# ${k}  [${rs.length}]`);
    for (const r of [...rs].sort((a, b) => (a.test < b.test ? -1 : 1))) lines.push(`${r.status} ${r.test}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface BaselineComparison {
  /** Expected to pass (not listed), did not: the run fails. */
  regressions: { result: TestResult; expected: Status }[];
  /** Listed as not passing, passes now: fold in with --update-baseline. */
  fixes: TestResult[];
  /** Listed as one non-pass status, got another (fail → crash, skip → fail …): reported, not failing. */
  changed: { result: TestResult; expected: Status }[];
  /** Policy lines whose counts differ from this run's: reported, not failing. */
  policyChanges: { reason: string; expected: number; got: number }[];
}

export function compareWithBaseline(results: readonly TestResult[], baseline: Baseline): BaselineComparison {
  const out: BaselineComparison = { regressions: [], fixes: [], changed: [], policyChanges: [] };
  const policy = new Map<string, number>();
  for (const r of results) {
    if (isPolicySkip(r)) {
      policy.set(r.reason, (policy.get(r.reason) ?? 0) + 1);
      continue;
    }
    const expected = baseline.expected.get(r.test) ?? 'pass';
    if (expected === 'pass' && r.status !== 'pass') out.regressions.push({ result: r, expected });
    else if (expected !== 'pass' && r.status === 'pass') out.fixes.push(r);
    else if (expected !== r.status) out.changed.push({ result: r, expected });
  }
  for (const reason of new Set([...policy.keys(), ...baseline.policySkips.keys()])) {
    const expected = baseline.policySkips.get(reason) ?? 0;
    const got = policy.get(reason) ?? 0;
    if (expected !== got) out.policyChanges.push({ reason, expected, got });
  }
  return out;
}
