// Minimal argv parsing for the command contract of DESIGN §8: positionals plus `--flag` / `--key value`.
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

const VALUE_OPTIONS = new Set(['out', 'compare', 'backend', 'push', 'scenario', 'trace', 'state-at', 'repeats',
  // mgpipe piglit
  'filter', 'glsl', 'sample', 'seed', 'list', 'jobs', 'baseline', 'timeout', 'size']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    if (eq > 0) {
      flags.set(a.slice(2, eq), a.slice(eq + 1));
    } else if (VALUE_OPTIONS.has(a.slice(2))) {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value`);
      flags.set(a.slice(2), v);
      i++;
    } else {
      flags.set(a.slice(2), true);
    }
  }
  return { positionals, flags };
}

/** A command-line mistake: printed on stderr, exit code 2 (DESIGN §8). */
export class UsageError extends Error {}
