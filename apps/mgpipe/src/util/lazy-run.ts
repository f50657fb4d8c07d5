// A command leaf's `run` that imports its implementation when the leaf runs. The command table (../main.ts) is read
// on every start — for `--help`, for parsing, for every child run bisect and the subsystem gates spawn — and the
// implementations import the whole stack (lanes, native addons, piglit, traces): loading them eagerly cost each start
// about a second for commands it never ran.
import type { CommandSpec, ParsedArgs } from './args.ts';

type Run = (args: ParsedArgs) => Promise<number> | number;

export function lazyRun<M>(load: () => Promise<M>, pick: (module: M) => Run): NonNullable<CommandSpec['run']> {
  return async (args) => pick(await load())(args);
}
