// Issue 13's measure, stated as two numbers from one run: of the tests that pass on the reference lane (Mesa's
// desktop GL), how many pass on ours. The tests it misses are listed with our verdict and reason, grouped by reason;
// our passes the reference does not have are listed apart (a pass the reference lacks is not evidence either way,
// and the count of reference passes must not absorb it).
import { reasonCategory } from './baseline.ts';
import type { Status } from './test-run.ts';

/** What the comparison reads of a result: `mgpipe piglit run --json`'s `results[]` rows have these fields. */
export interface LaneResult {
  test: string;
  status: Status;
  reason: string;
}

export interface LaneComparison {
  /** Tests both runs have a verdict for (a test only one run has is in `onlyReference` / `onlyOurs`). */
  common: number;
  /** Among `common`: the reference lane's passes, and how many of them pass on ours. */
  referencePasses: number;
  oursAmongThem: number;
  /** Reference passes that did not pass on ours: our verdict and reason. */
  missing: LaneResult[];
  /** Our passes among `common` that do not pass on the reference, with the reference's verdict. */
  oursOnly: LaneResult[];
  onlyReference: string[];
  onlyOurs: string[];
}

export function compareLanes(reference: readonly LaneResult[], ours: readonly LaneResult[]): LaneComparison {
  const byTest = new Map<string, LaneResult>();
  for (const r of ours) {
    if (byTest.has(r.test)) throw new Error(`compareLanes: our run lists ${r.test} twice`);
    byTest.set(r.test, r);
  }
  const seen = new Set<string>();
  const c: LaneComparison = { common: 0, referencePasses: 0, oursAmongThem: 0, missing: [], oursOnly: [], onlyReference: [], onlyOurs: [] };
  for (const ref of reference) {
    if (seen.has(ref.test)) throw new Error(`compareLanes: the reference run lists ${ref.test} twice`);
    seen.add(ref.test);
    const mine = byTest.get(ref.test);
    if (mine === undefined) {
      c.onlyReference.push(ref.test);
      continue;
    }
    c.common++;
    if (ref.status === 'pass') {
      c.referencePasses++;
      if (mine.status === 'pass') c.oursAmongThem++;
      else c.missing.push(mine);
    } else if (mine.status === 'pass') c.oursOnly.push(ref);
  }
  for (const r of ours) if (!seen.has(r.test)) c.onlyOurs.push(r.test);
  return c;
}

/** The human report: the two numbers, then the missing tests grouped by (status, reason category). */
export function formatLaneComparison(c: LaneComparison): string {
  const lines = [`reference passes: ${c.referencePasses} of ${c.common} tests; ours among them: ${c.oursAmongThem} (${c.missing.length} missing)`];
  const groups = new Map<string, LaneResult[]>();
  for (const r of c.missing) {
    const k = `${r.status} ${reasonCategory(r.reason)}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  for (const [k, rs] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`  ${String(rs.length).padStart(4)}  ${k.slice(0, 160)}`);
    for (const r of rs) lines.push(`          ${r.test}`);
  }
  if (c.oursOnly.length > 0) {
    lines.push(`passing on ours only (the reference's verdict): ${c.oursOnly.length}`);
    for (const r of c.oursOnly) lines.push(`          ${r.test} (${r.status}: ${r.reason.slice(0, 120)})`);
  }
  if (c.onlyReference.length + c.onlyOurs.length > 0) {
    lines.push(`not in both runs: ${c.onlyReference.length} only in the reference's, ${c.onlyOurs.length} only in ours (not counted)`);
  }
  return lines.join('\n');
}
