// The closing line of `npm test` must not say "0 failed" over a test file that failed outside its tests. The
// reports here are real: vitest runs three planted files (one passing, one with a failing assertion, one whose
// beforeAll throws, which leaves its tests skipped) and writes its JSON report, which summarizeReports reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeReports } from '../src/test-summary.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
// Inside the workspace, so that the planted files resolve `vitest` from its node_modules.
const dir = join(root, 'tmp', `test-summary-${process.pid}`);

function vitestReport(files: Record<string, string>): unknown {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, 'vitest.config.mjs'), 'export default { test: { include: ["*.test.mjs"] } };\n');
  const out = join(dir, 'report.json');
  spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--root', dir, '--reporter=json', `--outputFile=${out}`], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return JSON.parse(readFileSync(out, 'utf8'));
}

const passing = "import { it, expect } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(2));\n";
const failing = "import { it, expect } from 'vitest';\nit('compares', () => expect('got').toBe('wanted'));\nit('passes', () => {});\n";
const hookFails = "import { beforeAll, it } from 'vitest';\nbeforeAll(() => { throw new Error('the corpus is not there'); });\nit('one', () => {});\nit('two', () => {});\n";

let allPass: unknown;
let mixed: unknown;
let hookOnly: unknown;
beforeAll(() => {
  allPass = vitestReport({ 'a.test.mjs': passing });
  hookOnly = vitestReport({ 'a.test.mjs': passing, 'c.test.mjs': hookFails });
  mixed = vitestReport({ 'a.test.mjs': passing, 'b.test.mjs': failing, 'c.test.mjs': hookFails });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('summarizeReports over real vitest reports', () => {
  it('all passing: ok, and the line says so', () => {
    const s = summarizeReports([allPass], root);
    expect(s).toMatchObject({ passed: 1, failed: 0, failedFiles: 0, ok: true, line: 'tests: 1 passed, 0 failed' });
  });

  it('a failing assertion and a failing beforeAll both fail the run, and each is named with its message', () => {
    const s = summarizeReports([mixed], root);
    expect(s).toMatchObject({ passed: 2, failed: 1, failedFiles: 1, skipped: 2, ok: false });
    expect(s.line).toBe('tests: 2 passed, 1 failed, 1 file(s) failed outside a test, 2 not run (a vitest -t filter, runIf/skipIf or skip)');
    expect(s.failures).toHaveLength(2);
    expect(s.failures.find((f) => f.includes('b.test.mjs > compares'))).toMatch(/expected 'got' to be 'wanted'/);
    expect(s.failures.find((f) => f.includes('c.test.mjs (the file, outside any test)'))).toMatch(/the corpus is not there/);
    expect(s.failures.every((f) => f.startsWith('tmp/'))).toBe(true);
  });

  it('a failing beforeAll alone (0 failed tests, as the CI run that prompted this) still fails the run', () => {
    const s = summarizeReports([hookOnly], root);
    expect(s).toMatchObject({ passed: 1, failed: 0, failedFiles: 1, ok: false });
  });

  it('no report at all is not a pass', () => {
    expect(summarizeReports([], root)).toMatchObject({ passed: 0, ok: false });
  });
});
