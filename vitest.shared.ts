// Shared vitest settings; each project's vitest.config.ts calls this with its own root so that
// `nx affected -t test` runs one project's tests at a time (the @nx/vitest plugin infers the target).
// Each run also writes a JSON report under tmp/test-results/ that scripts/test.mjs sums into the
// closing "N passed, N failed" line. A test that runs a test target itself (a planted fault expected to fail)
// points MGPIPE_TEST_RESULTS_DIR elsewhere, so the nested run's report is not counted as the suite's.
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = import.meta.dirname;

export function projectTestConfig(root: string, overrides: { timeoutMs?: number } = {}) {
  const reportName = relative(workspaceRoot, root).replaceAll('/', '-');
  const resultsDir = process.env.MGPIPE_TEST_RESULTS_DIR ?? `${workspaceRoot}/tmp/test-results`;
  return defineConfig({
    root,
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      // Native GL contexts are process-global state in Mesa; forks keep each test file in its own process.
      pool: 'forks',
      // A hang guard, not a timing assertion: the full run tests two projects at a time on 2 cores, where a lane
      // test that takes a second alone can take tens of seconds behind child processes of the other project.
      testTimeout: overrides.timeoutMs ?? 120_000,
      hookTimeout: 120_000,
      reporters: ['default', 'json'],
      outputFile: { json: `${resultsDir}/${reportName}.json` },
    },
  });
}
