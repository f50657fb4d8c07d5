// Nx executor @mgpipe/mgpipe-plugin:bisect: `mgpipe bisect` as a target (DESIGN §8; the target is `mgpipe:bisect`
// in apps/mgpipe/project.json). One implementation: it runs the CLI with the options as flags (camelCase option →
// --kebab-case flag; schema.json documents each, and apps/mgpipe/test/bisect-executor.test.ts checks that the
// schema and the CLI's option table name the same options). Succeeds when the CLI exits 0 (a reproduced culprit).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { ExecutorContext } from '@nx/devkit';

export interface BisectExecutorOptions {
  scenario?: string;
  trace?: string;
  subsystem?: string;
  push?: string;
  baseline?: string;
  timeout?: number;
  junit?: string;
  report?: string;
  json?: boolean;
  allowTestFaults?: boolean;
}

const VALUE_OPTIONS = ['scenario', 'trace', 'subsystem', 'push', 'baseline', 'timeout', 'junit', 'report'] as const;
const FLAG_OPTIONS = ['json', 'allowTestFaults'] as const;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function bisectArgs(o: BisectExecutorOptions): string[] {
  const cases = (['scenario', 'trace', 'subsystem'] as const).filter((k) => o[k] !== undefined);
  if (cases.length !== 1) throw new Error('bisect: give exactly one of scenario, trace, subsystem (e.g. npx nx run mgpipe:bisect --subsystem=readback-pack)');
  const args = ['bisect'];
  for (const k of VALUE_OPTIONS) if (o[k] !== undefined) args.push(`--${kebab(k)}`, String(o[k]));
  for (const k of FLAG_OPTIONS) if (o[k] === true) args.push(`--${kebab(k)}`);
  return args;
}

export default async function bisectExecutor(options: BisectExecutorOptions, context: ExecutorContext): Promise<{ success: boolean }> {
  const r = spawnSync(process.execPath, [join(context.root, 'apps/mgpipe/bin/mgpipe.mjs'), ...bisectArgs(options)], { cwd: context.root, stdio: 'inherit' });
  return { success: r.status === 0 };
}
