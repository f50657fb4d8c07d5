// The bisect baseline (`mgpipe bisect --baseline FILE`), in the format of deqp-runner's baseline / expectations
// files: one `CASE,STATUS` a line, `#` starts a comment, blank lines are ignored. CASE is the case as bisect names
// it (a built-in scenario name, the scenario file or trace path as given, a subsystem's verify scenario name).
// STATUS says why the case is known not to pass: Fail, Crash, Timeout (expected to fail) or Flake (known to be
// unstable). A case listed here is not bisected: it is reported as an expected failure (JUnit: skipped).
import { readFileSync } from 'node:fs';
import { UsageError } from '../util/args.ts';

export const BASELINE_STATUSES = ['Fail', 'Crash', 'Timeout', 'Flake'] as const;
export type BaselineStatus = (typeof BASELINE_STATUSES)[number];

export function parseBaseline(text: string, file: string): Map<string, BaselineStatus> {
  const out = new Map<string, BaselineStatus>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return;
    const where = `${file}:${i + 1}`;
    const comma = line.lastIndexOf(',');
    if (comma <= 0) throw new UsageError(`${where}: expected 'CASE,STATUS' (STATUS one of ${BASELINE_STATUSES.join(', ')}), got '${line}'`);
    const name = line.slice(0, comma).trim();
    const status = line.slice(comma + 1).trim();
    if (!(BASELINE_STATUSES as readonly string[]).includes(status)) throw new UsageError(`${where}: unknown status '${status}' (one of ${BASELINE_STATUSES.join(', ')})`);
    if (out.has(name)) throw new UsageError(`${where}: '${name}' is listed twice`);
    out.set(name, status as BaselineStatus);
  });
  return out;
}

export function readBaseline(file: string): Map<string, BaselineStatus> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`--baseline ${file}: cannot read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return parseBaseline(text, file);
}
