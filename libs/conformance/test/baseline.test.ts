import { describe, expect, it } from 'vitest';
import { compareWithBaseline, formatBaseline, parseBaseline, reasonCategory, type TestResult } from '../src/index.ts';

const results: TestResult[] = [
  { test: 'a', status: 'pass', reason: '' },
  { test: 'b', status: 'fail', reason: 'probe at (3, 4): expected (0, 1, 0, 1), observed (1, 0, 0, 1) (line 12)' },
  { test: 'c', status: 'fail', reason: 'probe at (7, 0): expected (0, 1, 0, 1), observed (0, 0, 0, 1) (line 40)' },
  { test: 'd', status: 'skip', reason: 'requires GL_ARB_compute_shader (not advertised)' },
  { test: 'e', status: 'skip', reason: 'policy: fp64 (no doubles in GLES 3.2)' },
  { test: 'f', status: 'skip', reason: 'policy: fp64 (no doubles in GLES 3.2)' },
];

describe('baseline', () => {
  it('round-trips: tests not passing listed under their reason category, policy skips as one counted line', () => {
    const text = formatBaseline(results, ['header']);
    expect(text).toBe([
      '# header',
      'policy-skip 2 policy: fp64 (no doubles in GLES 3.2)',
      '# fail: probe at (N, N): expected (N, N, N, N), observed (N, N, N, N)  [2]',
      'fail b',
      'fail c',
      '# skip: requires GL_ARB_compute_shader (not advertised)  [1]',
      'skip d',
      '',
    ].join('\n'));
    const b = parseBaseline(text);
    expect(compareWithBaseline(results, b)).toEqual({ regressions: [], fixes: [], changed: [], policyChanges: [] });
  });

  it('negative control: a baseline entry flipped to pass (removed) makes that failing test a regression', () => {
    const b = parseBaseline(formatBaseline(results, []));
    b.expected.delete('b');
    const c = compareWithBaseline(results, b);
    expect(c.regressions.map((r) => r.result.test)).toEqual(['b']);
  });

  it('a fix (listed, now passes) is reported, not a regression; a status change among non-passes is reported', () => {
    const b = parseBaseline('fail a\ncrash b\nfail c\nskip d\npolicy-skip 3 policy: fp64 (no doubles in GLES 3.2)\n');
    const c = compareWithBaseline(results, b);
    expect(c.regressions).toEqual([]);
    expect(c.fixes.map((r) => r.test)).toEqual(['a']);
    expect(c.changed.map((r) => [r.result.test, r.expected, r.result.status])).toEqual([['b', 'crash', 'fail']]);
    expect(c.policyChanges).toEqual([{ reason: 'policy: fp64 (no doubles in GLES 3.2)', expected: 3, got: 2 }]);
  });

  it('reason categories fold numbers and line numbers but not names', () => {
    expect(reasonCategory("compile error (vertex shader, line 6): ERROR: 0:1: '#version' : #version 150 is not accepted")).toBe("compile error (vertex shader): ERROR: '#version' : #version N is not accepted");
    expect(reasonCategory('requires GL_NV_viewport_array2 (not advertised)')).toBe('requires GL_NV_viewport_array2 (not advertised)');
    expect(() => parseBaseline('pass x\n')).toThrow(/baseline line 1/);
  });
});
