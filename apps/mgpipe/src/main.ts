// mgpipe: the command contract of DESIGN §8 (docs/design.md §8). Exit codes: 0 success, 1 mismatch / verify
// divergence, 2 error (message on stderr); bisect adds 3 (flaky). The commands are one table: each command module
// has a CommandSpec (name, summary, options, subcommands, run; util/args.ts) in commands/<name>-command.ts, listed in
// COMMANDS once; each leaf's run imports its implementation (commands/<name>.ts) only when it runs (util/lazy-run.ts);
// parsing, `--help` at every level and the unknown-option errors come from that entry (util/dispatch.ts).
import { benchCommand } from './commands/bench-command.ts';
import { bisectCommand } from './commands/bisect-command.ts';
import { demoCommand } from './commands/demo-command.ts';
import { migrationCommand } from './commands/migration-command.ts';
import { piglitCommand } from './commands/piglit-command.ts';
import { scenarioCommand } from './commands/scenario-command.ts';
import { traceCommand } from './commands/trace-command.ts';
import type { CommandSpec } from './util/args.ts';
import { dispatch } from './util/dispatch.ts';

export { applyJitInlining, jitInlining, JIT_INLINING_FLAGS } from './util/jit-inlining.ts';
export { applyDriverThread } from './util/driver-thread.ts';

export const COMMANDS: readonly CommandSpec[] = [demoCommand, scenarioCommand, traceCommand, benchCommand, bisectCommand, migrationCommand, piglitCommand];

export const ROOT_COMMAND: CommandSpec = {
  name: 'mgpipe',
  summary: 'MGPipe: an OpenGL implementation in TypeScript over a push-only backend interface, and its migration workbench.',
  subcommands: COMMANDS,
  details: 'exit codes: 0 success, 1 mismatch or verify divergence, 2 error (message on stderr); bisect: 3 flaky',
};

export async function main(argv: readonly string[]): Promise<number> {
  try {
    return await dispatch(ROOT_COMMAND, argv);
  } catch (err) {
    process.stderr.write(`mgpipe: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }
}
