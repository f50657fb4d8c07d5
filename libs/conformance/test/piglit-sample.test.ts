// The checked-in piglit sample (libs/conformance/piglit/sample.txt) on both lanes, each against its baseline
// (baseline-reference.txt, baseline-gles.txt): a test the baseline expects to pass and that does not is a
// regression and fails this test. Fixes are printed (fold them in with --update-baseline). The negative
// control plants a runner fault (MGPIPE_PIGLIT_TEST_FAULT=probe) through the CLI and sees it exit 1.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithBaseline, fetchCorpus, readBaseline, readList, runPool, SAMPLE_LIST, sampleBaseline, sampleCandidates, stratifiedSample } from '../src/index.ts';

const corpus = fetchCorpus();
const sample = readList(SAMPLE_LIST);
const root = join(import.meta.dirname, '..', '..', '..');

describe.each(['reference', 'gles'] as const)('piglit sample on the %s lane', (backend) => {
  it(`no regression against baseline-${backend}.txt`, async () => {
    const started = Date.now();
    const results = await runPool(sample, { backend, jobs: 2, timeoutMs: 120_000, resolve: (t) => join(corpus.root, t) });
    const c = compareWithBaseline(results, readBaseline(sampleBaseline(backend)));
    const pass = results.filter((r) => r.status === 'pass').length;
    console.log(`piglit sample, ${backend}: ${pass}/${results.length} pass in ${((Date.now() - started) / 1000).toFixed(1)} s; ${c.fixes.length} fixes to fold in${c.fixes.map((f) => `\n  fixed: ${f.test}`).join('')}`);
    expect(c.regressions.map((r) => `${r.result.test}: ${r.result.status}: ${r.result.reason}`)).toEqual([]);
  });
});

describe('the sample list and the gate itself', () => {
  it('sample.txt is fresh: the stated rule over the pinned corpus gives exactly its tests', () => {
    const header = readFileSync(SAMPLE_LIST, 'utf8').split('\n')[0];
    const [, size, seed] = /--size (\d+) --seed (\d+)/.exec(header)!;
    expect(stratifiedSample(sampleCandidates(corpus.root), Number(size), Number(seed))).toEqual(sample);
  });

  it('negative control: a planted probe fault makes `mgpipe piglit run` report regressions and exit 1', () => {
    const passing = sample.filter((t) => !readBaseline(sampleBaseline('reference')).expected.has(t)).slice(0, 3);
    mkdirSync(join(root, 'tmp'), { recursive: true });
    const list = join(root, 'tmp', 'piglit-negative-control.txt');
    writeFileSync(list, `${passing.join('\n')}\n`);
    const cli = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [join(root, 'apps/mgpipe/bin/mgpipe.mjs'), 'piglit', 'run', '--list', list, '--backend', 'reference', '--baseline', sampleBaseline('reference')], { cwd: root, env: { ...process.env, NODE_ENV: 'test', ...env }, encoding: 'utf8' });
    const clean = cli({});
    expect(clean.stdout).toContain('0 regressions');
    expect(clean.status).toBe(0);
    const planted = cli({ MGPIPE_PIGLIT_TEST_FAULT: 'probe' });
    expect(planted.stdout).toMatch(/REGRESSION .*expected pass, got fail: probe at/);
    expect(planted.status).toBe(1);
  });
});
