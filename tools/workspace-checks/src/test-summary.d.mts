// Types for test-summary.mjs (a plain Node module that scripts/test.mjs imports), for its tests.
export function summarizeReports(reports: unknown[], root: string): {
  passed: number;
  failed: number;
  failedFiles: number;
  skipped: number;
  failures: string[];
  line: string;
  ok: boolean;
};
