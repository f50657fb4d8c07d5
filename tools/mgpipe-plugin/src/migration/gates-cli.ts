// Re-checks the gates of a phase on the workspace as it is, writing nothing: by default the gates of the phase
// migrations/state.json records for the subsystem (does the recorded phase still hold what granted it?), or of
// `--phase P`. advance-phase --dry-run only lists gates; this runs them (all but the last gate, which needs a write).
//   npx tsx tools/mgpipe-plugin/src/migration/gates-cli.ts <subsystem> [--phase P] [--backend gles]
// Exit 0 when every gate is green, 1 otherwise, 2 on a usage error.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHASES, isSubsystemName, type MigrationPhase } from '@mgpipe/migration';
import { checkGates, formatGates, processGateRunner } from './gates.ts';
import { readState, type FileAccess } from './workspace-data.ts';

const USAGE = `usage: gates-cli <subsystem> [--phase ${PHASES.join('|')}] [--backend gles]\n`;

async function main(argv: readonly string[]): Promise<number> {
  const pos: string[] = [];
  let phase: string | null = null;
  let backend = 'gles';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--phase') phase = argv[++i] ?? '';
    else if (argv[i] === '--backend') backend = argv[++i] ?? '';
    else if (argv[i] === '--help') { process.stdout.write(USAGE); return 0; }
    else if (argv[i].startsWith('--')) { process.stderr.write(`unknown flag ${argv[i]}\n${USAGE}`); return 2; }
    else pos.push(argv[i]);
  }
  const [subsystem] = pos;
  if (pos.length !== 1 || !isSubsystemName(subsystem)) { process.stderr.write(USAGE); return 2; }
  const root = process.cwd();
  const files: FileAccess = { read: (p) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : null) };
  const state = readState(files).backends[backend];
  if (state === undefined) { process.stderr.write(`unknown backend '${backend}'\n`); return 2; }
  const recorded = state.subsystems[subsystem].phase;
  const entering = (phase ?? recorded) as MigrationPhase;
  if (!(PHASES as readonly string[]).includes(entering) || entering === 'pull') { process.stderr.write(`--phase ${entering}: one of ${PHASES.slice(1).join(', ')} (pull has no gates)\n`); return 2; }
  process.stdout.write(`gates of ${backend}/${subsystem} entering ${entering} (recorded ${recorded}), on the tree as it is:\n`);
  const gates = await checkGates(files, processGateRunner(root), backend, subsystem, entering);
  process.stdout.write(`${formatGates(gates)}\n`);
  const red = gates.filter((g) => !g.ok).map((g) => g.gate);
  process.stdout.write(red.length === 0 ? `all ${gates.length} gates green\n` : `RED: ${red.join(', ')}\n`);
  return red.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
