// Dispatch over the command table (util/args.ts CommandSpec): walk `mgpipe <command> [<subcommand> ...]` down
// the tree, answer `--help` at any level from the spec (stdout, exit 0, nothing run), parse the leaf's options
// strictly and run it. Help text is generated here, so a command added to the table has a help page for free.
import { didYouMean, parseArgs, UsageError, type CommandSpec } from './args.ts';

/** Every command path of the table, parents first (`[['scenario'], ['scenario', 'list'], ...]`). */
export function walkCommands(commands: readonly CommandSpec[], prefix: readonly string[] = []): string[][] {
  const out: string[][] = [];
  for (const c of commands) {
    const path = [...prefix, c.name];
    out.push(path);
    if (c.subcommands) out.push(...walkCommands(c.subcommands, path));
  }
  return out;
}

function optionColumn(o: { name: string; value?: string; optionalValue?: string }): string {
  if (o.value !== undefined) return `--${o.name} ${o.value}`;
  if (o.optionalValue !== undefined) return `--${o.name}[=${o.optionalValue}]`;
  return `--${o.name}`;
}

function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.min(34, Math.max(...rows.map(([k]) => k.length)));
  return rows.map(([k, v]) => (k.length > width ? `  ${k}\n  ${' '.repeat(width)}  ${v}` : `  ${k.padEnd(width)}  ${v}`)).join('\n');
}

export function formatHelp(path: readonly string[], spec: CommandSpec): string {
  const name = ['mgpipe', ...path].join(' ');
  const lines: string[] = [];
  if (spec.subcommands) {
    lines.push(`usage: ${name} <${path.length === 0 ? 'command' : 'subcommand'}> [options]`, '', spec.summary, '');
    lines.push(table(spec.subcommands.map((s) => [s.args ? `${s.name} ${s.args}` : s.name, s.summary])));
    lines.push('', `'${name} <${path.length === 0 ? 'command' : 'subcommand'}> --help' describes each.`);
  } else {
    lines.push(`usage: ${name}${spec.args ? ` ${spec.args}` : ''}${spec.options?.length ? ' [options]' : ''}`, '', spec.summary);
    const rows = [...(spec.options ?? []).map((o) => [optionColumn(o), o.description] as const), ['--help', 'print this help and exit'] as const];
    lines.push('', 'options:', table(rows));
  }
  if (spec.details) lines.push('', spec.details.trimEnd());
  return `${lines.join('\n')}\n`;
}

const isHelp = (a: string) => a === '--help' || a === '-h';

/** Runs `argv` against the table `root` (its subcommands are the top-level commands). Returns the exit code. */
export async function dispatch(root: CommandSpec, argv: readonly string[]): Promise<number> {
  let spec = root;
  const path: string[] = [];
  let rest = [...argv];
  // `mgpipe help [command ...]` is `mgpipe [command ...] --help`.
  if (rest[0] === 'help') rest = [...rest.slice(1), '--help'];
  while (spec.subcommands) {
    const [word, ...more] = rest;
    if (word === undefined) {
      process.stderr.write(formatHelp(path, spec));
      return 2;
    }
    const next = spec.subcommands.find((s) => s.name === word);
    // --help anywhere on the line answers at the deepest level reached: nothing runs, whatever else is there.
    if (next === undefined && rest.some(isHelp)) {
      process.stdout.write(formatHelp(path, spec));
      return 0;
    }
    if (next === undefined) {
      const what = path.length === 0 ? `command '${word}'` : `subcommand '${word}' of '${['mgpipe', ...path].join(' ')}'`;
      throw new UsageError(`unknown ${what}${didYouMean(word, spec.subcommands.map((s) => s.name))}\n${formatHelp(path, spec).trimEnd()}`);
    }
    spec = next;
    path.push(word);
    rest = more;
  }
  const command = ['mgpipe', ...path].join(' ');
  // --help wins over everything else on the line, even an unknown option: nothing runs.
  if (rest.some(isHelp)) {
    process.stdout.write(formatHelp(path, spec));
    return 0;
  }
  if (!spec.run) throw new Error(`${command}: the command table has no run for this command`);
  return await spec.run(parseArgs(rest, spec.options ?? [], command));
}
