// `mgpipe migration`'s entry in the command table: options and help only; the implementation (./migration.ts) loads when a
// subcommand runs.
import type { CommandSpec } from '../util/args.ts';
import { lazyRun } from '../util/lazy-run.ts';

export const migrationCommand: CommandSpec = {
  name: 'migration',
  summary: 'where the strangler migration stands',
  subcommands: [
    {
      name: 'status',
      summary: 'the backend × subsystem phase matrix, push defaults, residual size and the gates of each last advance',
      options: [{ name: 'json', description: 'print one JSON object (state, gate record, last local run)' }],
      details: 'exit 0; 2 on a usage error or an unreadable file',
      run: lazyRun(() => import('./migration.ts'), (m) => m.runMigrationStatus),
    },
  ],
};
