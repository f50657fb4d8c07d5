// `--report FILE` of every command that writes a report: one option entry for the command table, and the path
// checked writable before the command runs anything (an unwritable path fails in milliseconds, exit 2).
import type { OptionSpec, ParsedArgs } from '../util/args.ts';
import { ensureWritableFile } from '../util/out-dir.ts';

export const REPORT_OPTION: OptionSpec = {
  name: 'report',
  value: 'FILE',
  description: 'also write an HTML report here: charts and images in one file that opens offline',
};

/** The absolute --report path, or null when not given. */
export function reportPathOf(args: ParsedArgs): string | null {
  const v = args.flags.get('report');
  if (v === undefined) return null;
  if (v === true) throw new Error('--report needs a value');
  return ensureWritableFile(v, '--report');
}

/** The command line as typed (for the report's header). */
export const commandLine = (): string => ['mgpipe', ...process.argv.slice(2)].join(' ');
