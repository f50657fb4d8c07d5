// Shared vitest settings; each project's vitest.config.ts calls this with its own root so that
// `nx affected -t test` runs one project's tests at a time (the @nx/vitest plugin infers the target).
import { defineConfig } from 'vitest/config';

export function projectTestConfig(root: string, overrides: { timeoutMs?: number } = {}) {
  return defineConfig({
    root,
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      // Native GL contexts are process-global state in Mesa; forks keep each test file in its own process.
      pool: 'forks',
      testTimeout: overrides.timeoutMs ?? 60_000,
      hookTimeout: 60_000,
      reporters: ['default'],
    },
  });
}
