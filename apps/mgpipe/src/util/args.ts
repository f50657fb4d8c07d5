// The command table of `mgpipe` (DESIGN §8) as data, and strict argv parsing against it. Each command module
// exports one CommandSpec; main.ts lists them. A spec names its options, so parsing knows which flag takes a
// value, an unknown flag is an error (exit 2, naming it and the nearest known one) instead of being silently
// ignored, and `--help` of every command and subcommand is generated from the same entry.

/** One `--name` option of a command. */
export interface OptionSpec {
  readonly name: string;
  /** Placeholder of the value (`DIR`, `SET`): the option takes one (`--out DIR` or `--out=DIR`). Absent: a flag. */
  readonly value?: string;
  /** A flag that may also be given `=VALUE` (`--verify`, `--verify=0`). */
  readonly optionalValue?: string;
  readonly description: string;
}

/** A command or subcommand: a node with `subcommands`, or a leaf with `run`. */
export interface CommandSpec {
  readonly name: string;
  /** One line, shown in the parent's help. */
  readonly summary: string;
  /** Synopsis of the positional arguments of a leaf (`FILE|NAME`). */
  readonly args?: string;
  readonly options?: readonly OptionSpec[];
  readonly subcommands?: readonly CommandSpec[];
  /** More lines of help (exit codes, formats), printed after the options. */
  readonly details?: string;
  /** Gets the positionals after the command path and the parsed flags. Resolves to the exit code. */
  readonly run?: (args: ParsedArgs) => Promise<number> | number;
}

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

/** A command-line mistake: printed on stderr, exit code 2 (DESIGN §8). */
export class UsageError extends Error {}

/** Levenshtein distance (small strings only: flag and command names). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** The known word closest to `word`, when it is close enough to be a likely typo. */
export function nearest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = distance(word, k);
    if (d < bestD) [best, bestD] = [k, d];
  }
  return bestD <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

export const didYouMean = (word: string, known: readonly string[], prefix = ''): string => {
  const n = nearest(word, known);
  return n === undefined ? '' : ` (did you mean '${prefix}${n}'?)`;
};

/**
 * Parses `argv` against `options`: positionals, `--flag`, `--key value`, `--key=value`. `--help` / `-h` is always
 * known (the caller handles it). Throws UsageError on an unknown option, a missing value, or `=VALUE` on a flag.
 */
export function parseArgs(argv: readonly string[], options: readonly OptionSpec[], command = 'mgpipe'): ParsedArgs {
  const byName = new Map(options.map((o) => [o.name, o]));
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h') {
      flags.set('help', true);
      continue;
    }
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith('--')) {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    if (name === 'help') {
      flags.set('help', true);
      continue;
    }
    const spec = byName.get(name);
    if (spec === undefined) {
      throw new UsageError(`unknown option '--${name}' for '${command}'${didYouMean(name, [...byName.keys()], '--')} (see: ${command} --help)`);
    }
    if (spec.value !== undefined) {
      if (eq > 0) flags.set(name, a.slice(eq + 1));
      else {
        const v = argv[i + 1];
        if (v === undefined || v.startsWith('--')) throw new UsageError(`${command}: --${name} needs a value (${spec.value})`);
        flags.set(name, v);
        i++;
      }
    } else if (eq > 0) {
      if (spec.optionalValue === undefined) throw new UsageError(`${command}: --${name} is a flag and takes no value (got '${a}')`);
      flags.set(name, a.slice(eq + 1));
    } else {
      flags.set(name, true);
    }
  }
  return { positionals, flags };
}
