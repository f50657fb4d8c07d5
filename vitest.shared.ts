// Shared vitest settings; each project's vitest.config.ts calls this with its own root so that
// `nx affected -t test` runs one project's tests at a time (the @nx/vitest plugin infers the target).
// Each run also writes a JSON report under tmp/test-results/ that scripts/test.mjs sums into the
// closing "N passed, N failed" line.
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = import.meta.dirname;

export function projectTestConfig(root: string, overrides: { timeoutMs?: number } = {}) {
  const reportName = relative(workspaceRoot, root).replaceAll('/', '-');
  return defineConfig({
    root,
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      // Native GL contexts are process-global state in Mesa; forks keep each test file in its own process.
      pool: 'forks',
      testTimeout: overrides.timeoutMs ?? 60_000,
      hookTimeout: 60_000,
      reporters: ['default', 'json'],
      outputFile: { json: `${workspaceRoot}/tmp/test-results/${reportName}.json` },
    },
  });
}
