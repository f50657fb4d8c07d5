// advance-phase's last gate runs every test that reads the migration state (found in the sources, state-readers.ts),
// each under its own project's vitest config. Shown on the real tree (the tests that broke the last revert are
// among them) and on planted file sets (the detector's negative control: a test that reads nothing of the state
// is not run; one that does is, wherever it lives).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastGateTestRuns } from './last-gate.ts';
import { diskTestFiles, readsMigrationState, type TestFiles } from './state-readers.ts';

const ROOT = join(import.meta.dirname, '../../../..');

function planted(files: Record<string, string>, configs: readonly string[]): TestFiles {
  return { list: () => Object.keys(files).sort(), read: (p) => files[p], hasVitestConfig: (d) => configs.includes(d) };
}

describe('the last gate runs the state-reading tests', () => {
  const runs = lastGateTestRuns(diskTestFiles(ROOT));
  const run = (file: string) => runs.find((r) => r.args.includes(file));

  it('on the real tree: among them the tests that hard-coded phases before (phase-config, dependency-rules), each under its project config', () => {
    for (const file of [
      'tools/mgpipe-plugin/src/subsystem-gates/phase-config.test.ts',
      'tools/workspace-checks/test/dependency-rules.test.ts',
      'tools/mgpipe-plugin/src/nx-plugin/throwaway-copy.test.ts',
      'tools/mgpipe-plugin/src/generators/advance-phase/generator.test.ts',
      'libs/migration/test/residual.test.ts',
      'libs/backend-gles/test/render-state-memo.test.ts',
      'apps/mgpipe/test/migration-status.test.ts',
    ]) {
      const r = run(file);
      expect(r, `${file} is not run by the last gate`).toBeDefined();
      expect(r!.args.slice(0, 4)).toEqual(['vitest', 'run', '--config', `${r!.project}/vitest.config.ts`]);
      expect(file.startsWith(`${r!.project}/`)).toBe(true);
    }
  });

  it('a test that reads the state is run wherever it lives; one that does not is not (negative control)', () => {
    const files = {
      'libs/a/test/reads-loader.test.ts': "import { MIGRATION_STATE } from '@mgpipe/migration';\nexpect(MIGRATION_STATE.backends.gles).toBeDefined();\n",
      'libs/a/test/reads-file.test.ts': "const s = JSON.parse(readFileSync(join(ROOT, 'migrations/state.json'), 'utf8'));\n",
      'tools/b/src/deep/reads-residual.test.ts': "it.runIf(RESIDUAL_SUBSYSTEMS.includes('readback-pack'))('x', () => {});\n",
      'libs/a/test/reads-nothing.test.ts': "import { SUBSYSTEMS } from '@mgpipe/migration';\nexpect(SUBSYSTEMS.length).toBe(12);\n",
    };
    const r = lastGateTestRuns(planted(files, ['libs/a', 'tools/b']));
    expect(r).toEqual([
      { project: 'libs/a', args: ['vitest', 'run', '--config', 'libs/a/vitest.config.ts', 'libs/a/test/reads-file.test.ts', 'libs/a/test/reads-loader.test.ts'] },
      { project: 'tools/b', args: ['vitest', 'run', '--config', 'tools/b/vitest.config.ts', 'tools/b/src/deep/reads-residual.test.ts'] },
    ]);
    expect(readsMigrationState(files['libs/a/test/reads-nothing.test.ts'])).toBe(false);
  });

  it('a state-reading test no vitest config can run is an error, not a silent skip', () => {
    expect(() => lastGateTestRuns(planted({ 'scripts/x.test.ts': 'MIGRATION_STATE' }, []))).toThrow(/scripts\/x.test.ts reads the migration state but no vitest.config.ts is above it/);
  });
});
