// main() run in the test's process with its stdout and stderr captured: a command's output and exit code without a
// child process (cli-hygiene.test.ts, bench-runs.test.ts).
import { vi } from 'vitest';
import { main } from '../src/main.ts';

export async function mainInProcess(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((stdout += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  try {
    const code = await main(argv);
    return { code, stdout, stderr };
  } finally {
    vi.restoreAllMocks();
  }
}
