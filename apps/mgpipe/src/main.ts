// mgpipe: the command contract of DESIGN §8. Exit codes: 0 success, 1 mismatch / verify divergence,
// 2 error (message on stderr).
import { runBench } from './commands/bench.ts';
import { runBisectCommand } from './commands/bisect.ts';
import { runDemo } from './commands/demo.ts';
import { runPiglitCommand } from './commands/piglit.ts';
import { runScenarioCommand } from './commands/scenario.ts';
import { runTraceCommand } from './commands/trace.ts';
import { parseArgs, UsageError } from './util/args.ts';

const USAGE = `usage: mgpipe <command> [options]
  demo [--out DIR]     render the demo scene to DIR/demo.png (default out/)
  scenario list        the built-in scenarios
  scenario run FILE|NAME [--compare reference] [--backend gles|webgpu|recorder|reference] [--out DIR] [--json]
                       [--push SET] [--verify] [--stats] [--allow-test-faults]
                       exit 0 rendered (and matched), 1 mismatch or verify divergence, 2 error
  trace record FILE|NAME --out TRACE [--backend gles|reference]   record a scenario's GL calls
  trace replay TRACE [--backend gles|reference] [--compare reference] [--out DIR] [--json]
                       exit 0 replayed (and matched), 1 mismatch, 2 error (a corrupt trace included)
  trace dump TRACE [--state-at N]   one line per call, or the GL state after the first N calls
  bench blend-toggle [--json] [--repeats N]   draws/s of each lane and their ratios, measured in one run
  bisect (--scenario FILE|NAME | --trace FILE) [--push SET] [--allow-test-faults] [--json]
                       the push bit(s) whose push breaks the case: exit 0 culprit found, 1 nothing to bisect, 2 error
  piglit run [--filter GLOB] [--glsl MIN-MAX] [--sample N --seed S] [--list FILE] [--jobs N] [--backend gles|reference]
             [--json] [--baseline FILE [--update-baseline]] [--timeout S]
                       piglit's shader tests, one child process each: exit 0 no regression, 1 regression, 2 error
  piglit fetch | sample --size N --seed S [--out FILE]   the pinned piglit and its cache; the checked-in sample list
`;

export async function main(argv: readonly string[]): Promise<number> {
  try {
    const [command, ...rest] = argv;
    const args = parseArgs(rest);
    switch (command) {
      case 'demo':
        return await runDemo(args);
      case 'scenario':
        return await runScenarioCommand(args);
      case 'trace':
        return await runTraceCommand(args);
      case 'bench':
        return await runBench(args);
      case 'bisect':
        return await runBisectCommand(args);
      case 'piglit':
        return await runPiglitCommand(args);
      case undefined:
      case 'help':
      case '--help':
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command '${command}'\n${USAGE}`);
    }
  } catch (err) {
    process.stderr.write(`mgpipe: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }
}
