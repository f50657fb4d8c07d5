// The tests that read the migration state (migrations/state.json, through libs/migration or by path) to decide
// what they assert: phases, push defaults, the residual layout. An advance-phase step changes exactly what they
// read, so the generator's last gate runs every one of them (last-gate.ts) — found here by reading the test files,
// not listed by hand, so a new state-reading test cannot be left out of the gate by forgetting a list.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the workspace's test files live (relative to the root). */
export const TEST_ROOTS = ['libs', 'apps', 'tools', 'fixtures'];

/**
 * A read of the migration state in a test's source: libs/migration's loaded state and what it derives from the
 * phases (the residual layout and its subsystems, phase / push-default lookups), or the file by path.
 */
export const STATE_READ = /\b(MIGRATION_STATE(_URL)?|RESIDUAL_SUBSYSTEMS|RESIDUAL_LAYOUT|RESIDUAL_BLOCK_SIZE|STATE_PATH|STATE_FILE|readState|phaseOf|defaultPushMask|backendState|pipeSwitches)\b|migrations\/state\.json/;

export function readsMigrationState(source: string): boolean {
  return STATE_READ.test(source);
}

export interface TestFiles {
  /** Every test file (`*.test.ts`), relative to the root. */
  list(): string[];
  read(path: string): string;
  /** Whether `dir` (relative) holds a vitest.config.ts. */
  hasVitestConfig(dir: string): boolean;
}

export function diskTestFiles(root: string): TestFiles {
  const walk = (dir: string): string[] => {
    if (!existsSync(join(root, dir))) return [];
    return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
      const p = `${dir}/${e.name}`;
      return e.isDirectory() ? walk(p) : e.name.endsWith('.test.ts') ? [p] : [];
    });
  };
  return {
    list: () => TEST_ROOTS.flatMap(walk).sort(),
    read: (p) => readFileSync(join(root, p), 'utf8'),
    hasVitestConfig: (d) => existsSync(join(root, d, 'vitest.config.ts')),
  };
}

/** The state-reading tests grouped by the project (folder with a vitest.config.ts) that runs them. */
export function stateReadingTests(files: TestFiles): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of files.list()) {
    if (!readsMigrationState(files.read(f))) continue;
    let project = dirname(f);
    while (project !== '.' && !files.hasVitestConfig(project)) project = dirname(project);
    if (project === '.') throw new Error(`${f} reads the migration state but no vitest.config.ts is above it: the last gate cannot run it`);
    out.set(project, [...(out.get(project) ?? []), f]);
  }
  return out;
}
