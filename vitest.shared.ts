// Shared vitest settings; each project's vitest.config.ts calls this with its own root so that
// `nx affected -t test` runs one project's tests at a time (the @nx/vitest plugin infers the target).
// Each run also writes a JSON report under tmp/test-results/ that scripts/test.mjs sums into the
// closing "N passed, N failed" line. A test that runs a test target itself (a planted fault expected to fail)
// points MGPIPE_TEST_RESULTS_DIR elsewhere, so the nested run's report is not counted as the suite's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = import.meta.dirname;
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Test files that change what later files in the same process would see: module mocks (vi.mock / vi.doMock replace
 * a module in the shared registry, and one already imported by an earlier file is not replaced at all), stubbed
 * environment or globals, and process.env written outside a stub. Matched on the file's text, so a new file that
 * mocks is isolated without anyone listing it.
 */
const PROCESS_WIDE = /\bvi\.(mock|doMock|stubEnv|stubGlobal|hoisted)\(|process\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=)|delete process\.env/;

function testFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = dir === '' ? e.name : `${dir}/${e.name}`;
      if (e.isDirectory() && e.name !== 'node_modules') walk(path);
      else if (e.isFile() && e.name.endsWith('.test.ts')) found.push(path);
    }
  };
  walk('src');
  walk('test');
  return found;
}

/** The test files under `root` (relative paths) that change process-wide state and so get a fresh module registry. */
export function processWideTestFiles(root: string): string[] {
  return testFiles(root).filter((f) => PROCESS_WIDE.test(readFileSync(join(root, f), 'utf8')));
}

export function projectTestConfig(root: string, overrides: { timeoutMs?: number } = {}) {
  const reportName = relative(workspaceRoot, root).replaceAll('/', '-');
  const resultsDir = process.env.MGPIPE_TEST_RESULTS_DIR ?? `${workspaceRoot}/tmp/test-results`;
  const isolated = processWideTestFiles(root);
  return defineConfig({
    root,
    test: {
      // No root `include`: projects that extend the root would add their lists to it rather than replace it.
      environment: 'node',
      // Native GL contexts are process-global state in Mesa: test files run in child processes (forks), never in
      // the runner's. Most files share their fork's module registry with the files before them (isolate: false):
      // a fresh registry per file re-imported the workspace's module graph every time, which was most of the run
      // (backend-gles, consecutive runs: 80 s isolated, 26 s with this split). The files that change process-wide
      // state (PROCESS_WIDE) still get a fresh registry each.
      pool: 'forks',
      projects: [
        { extends: true as const, test: { name: 'shared', include: INCLUDE, exclude: isolated, isolate: false } },
        ...(isolated.length === 0 ? [] : [{ extends: true as const, test: { name: 'isolated', include: isolated, isolate: true } }]),
      ],
      // A hang guard, not a timing assertion: the full run tests two projects at a time on 2 cores, where a lane
      // test that takes a second alone can take tens of seconds behind child processes of the other project.
      testTimeout: overrides.timeoutMs ?? 120_000,
      hookTimeout: 120_000,
      reporters: ['default', 'json'],
      outputFile: { json: `${resultsDir}/${reportName}.json` },
    },
  });
}
