// compareLanes: issue 13's two numbers (reference passes, ours among them) and the lists behind them.
import { describe, expect, it } from 'vitest';
import { compareLanes, formatLaneComparison, type LaneResult } from '../src/lane-comparison.ts';

const r = (test: string, status: LaneResult['status'], reason = ''): LaneResult => ({ test, status, reason });

describe('compareLanes', () => {
  const reference = [r('a', 'pass'), r('b', 'pass'), r('c', 'fail', 'probe'), r('d', 'pass'), r('e', 'skip', 'requires X'), r('only-ref', 'pass')];
  const ours = [r('a', 'pass'), r('b', 'fail', 'link failed: x (line 3)'), r('c', 'pass'), r('d', 'skip', 'requires Y (not advertised)'), r('e', 'skip', 'requires X'), r('only-ours', 'pass')];

  it('counts the reference passes of the common tests and ours among them', () => {
    const c = compareLanes(reference, ours);
    expect(c.common).toBe(5);
    expect(c.referencePasses).toBe(3);
    expect(c.oursAmongThem).toBe(1);
    expect(c.missing.map((m) => [m.test, m.status])).toEqual([['b', 'fail'], ['d', 'skip']]);
    // A pass the reference lacks is listed apart and not counted among the reference's passes.
    expect(c.oursOnly).toEqual([r('c', 'fail', 'probe')]);
    expect(c.onlyReference).toEqual(['only-ref']);
    expect(c.onlyOurs).toEqual(['only-ours']);
  });

  it('says 0 missing only when every reference pass passes on ours', () => {
    const all = compareLanes(reference, reference);
    expect(all.missing).toEqual([]);
    expect(all.oursAmongThem).toBe(all.referencePasses);
    // One planted miss is seen.
    const planted = compareLanes(reference, reference.map((x) => (x.test === 'a' ? r('a', 'crash', 'signal') : x)));
    expect(planted.missing).toEqual([r('a', 'crash', 'signal')]);
  });

  it('refuses a run that lists a test twice (not one run)', () => {
    expect(() => compareLanes(reference, [...ours, r('a', 'fail')])).toThrow(/lists a twice/);
    expect(() => compareLanes([...reference, r('b', 'fail')], ours)).toThrow(/lists b twice/);
  });

  it('reports the two numbers and groups the misses by reason', () => {
    const text = formatLaneComparison(compareLanes(reference, ours));
    expect(text.split('\n')[0]).toBe('reference passes: 3 of 5 tests; ours among them: 1 (2 missing)');
    expect(text).toContain('fail link failed: x');
    expect(text).toContain('passing on ours only');
    expect(text).toContain('1 only in the reference\'s, 1 only in ours');
  });
});
