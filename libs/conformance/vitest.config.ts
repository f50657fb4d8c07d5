import { projectTestConfig } from '../../vitest.shared.ts';

// The sample test runs a few hundred piglit tests in child processes: give it room (measured in the README).
export default projectTestConfig(import.meta.dirname, { timeoutMs: 600_000 });
