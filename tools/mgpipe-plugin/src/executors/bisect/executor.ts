// Nx executor bisect: `mgpipe bisect` as a target (DESIGN §8). One implementation: it runs the CLI.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { ExecutorContext } from '@nx/devkit';

export interface BisectExecutorOptions {
  scenario?: string;
  trace?: string;
  push?: string;
  allowTestFaults?: boolean;
  json?: boolean;
}

export function bisectArgs(o: BisectExecutorOptions): string[] {
  if ((o.scenario === undefined) === (o.trace === undefined)) throw new Error('bisect: give exactly one of scenario, trace');
  const args = ['bisect', ...(o.scenario !== undefined ? ['--scenario', o.scenario] : ['--trace', o.trace!])];
  if (o.push !== undefined) args.push('--push', o.push);
  if (o.allowTestFaults) args.push('--allow-test-faults');
  if (o.json) args.push('--json');
  return args;
}

export default async function bisectExecutor(options: BisectExecutorOptions, context: ExecutorContext): Promise<{ success: boolean }> {
  const r = spawnSync(process.execPath, [join(context.root, 'apps/mgpipe/bin/mgpipe.mjs'), ...bisectArgs(options)], { cwd: context.root, stdio: 'inherit' });
  return { success: r.status === 0 };
}
