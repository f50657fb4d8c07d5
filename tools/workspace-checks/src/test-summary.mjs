// The closing line of `npm test` (scripts/test.mjs), summed from the vitest JSON reports. A file whose hook or
// import failed has no failed test (its tests are only skipped), so such files are counted on their own: a CI run
// once said "0 failed" over a test file whose beforeAll had timed out. Every failure is named with the first line
// of its message, because CI keeps only the tail of the log. Tests that did not run are counted too: the subsystem
// verify targets run one file with a -t filter (the rest of it shows as skipped), and phase-conditional tests
// (runIf on migrations/state.json) do not apply at every phase; an it.skip would show up in the same count.

/**
 * @param reports the parsed vitest JSON reports
 * @param root the workspace root, stripped from file names
 */
export function summarizeReports(reports, root) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let failedFiles = 0;
  const failures = [];
  for (const report of reports) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const where = typeof file.name === 'string' && file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : String(file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push(`${where} > ${t.fullName}${typeof t.duration === 'number' ? ` (after ${(t.duration / 1000).toFixed(1)} s)` : ''}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === 'failed' && failedTests.length === 0) {
        failedFiles++;
        failures.push(`${where} (the file, outside any test): ${firstLine(file.message)}`);
      }
    }
  }
  const extra = `${failedFiles > 0 ? `, ${failedFiles} file(s) failed outside a test` : ''}${skipped > 0 ? `, ${skipped} not run (a vitest -t filter, runIf/skipIf or skip)` : ''}`;
  return { passed, failed, failedFiles, skipped, failures, line: `tests: ${passed} passed, ${failed} failed${extra}`, ok: failed === 0 && failedFiles === 0 && passed > 0 };
}

function firstLine(text) {
  const line = String(text ?? '').split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '(no message)';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
