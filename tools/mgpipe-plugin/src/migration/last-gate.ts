// advance-phase's last gate: the tree as written must still build and test. An advance edits data the code
// compiles against (the residual layout, state.json read at load by libs/migration and by tests), so the gates
// before the write cannot prove it; this one runs after the write, on the written files, and rolls the write back
// when it is red. The generator's Tree is flushed by Nx before its task runs; the task calls runLastGate with the
// before/after contents it captured, so a red last gate puts every file back (and deletes the files it created):
// no failing tree is left behind. A file edited by someone else meanwhile is not overwritten (the rollback says so).
import { spawnSync } from 'node:child_process';
import type { GateResult } from './gates.ts';
import { diskTestFiles, stateReadingTests, type TestFiles } from './state-readers.ts';

export interface FileChange {
  readonly path: string;
  /** null: the advance created the file. */
  readonly before: string | null;
  /** null: the advance deleted the file. */
  readonly after: string | null;
}

export interface WritableFiles {
  read(path: string): string | null;
  write(path: string, content: string): void;
  remove(path: string): void;
}

export function applyChanges(target: WritableFiles, changes: readonly FileChange[]): void {
  for (const c of changes) if (c.after === null) target.remove(c.path); else target.write(c.path, c.after);
}

/** Puts `before` back; returns the paths it could not restore because they changed since the advance wrote them. */
export function rollBack(target: WritableFiles, changes: readonly FileChange[]): string[] {
  const drifted: string[] = [];
  for (const c of changes) {
    if (target.read(c.path) !== c.after) { drifted.push(c.path); continue; }
    if (c.before === null) target.remove(c.path); else target.write(c.path, c.before);
  }
  return drifted;
}

export interface LastGateOutcome {
  readonly result: GateResult;
  readonly rolledBack: boolean;
  /** Files the rollback left alone (changed by someone else after the write). */
  readonly drifted: readonly string[];
}

/** Runs `gate` on the written tree; red → rolls the changes back. */
export async function runLastGate(target: WritableFiles, changes: readonly FileChange[], gate: () => Promise<GateResult>): Promise<LastGateOutcome> {
  let result: GateResult;
  try {
    result = await gate();
  } catch (err) {
    result = { gate: 'last', ok: false, detail: [`the last gate itself failed: ${err instanceof Error ? err.message : String(err)}`] };
  }
  if (result.ok) return { result, rolledBack: false, drifted: [] };
  return { result, rolledBack: true, drifted: rollBack(target, changes) };
}

/** One vitest run of the last gate: a project's config and its state-reading test files (root-relative). */
export interface LastGateTestRun {
  readonly project: string;
  readonly args: readonly string[];
}

/**
 * The vitest runs of the last gate: every test that reads the migration state (state-readers.ts finds them in the
 * test sources), one run per project with its own config. An advance changes exactly what they read, so each must
 * still be green on the written tree (a test that hard-coded a phase would go red here and roll the write back).
 */
export function lastGateTestRuns(files: TestFiles): LastGateTestRun[] {
  return [...stateReadingTests(files)].map(([project, tests]) => ({ project, args: ['vitest', 'run', '--config', `${project}/vitest.config.ts`, ...tests] }));
}

const lines = (r: { stdout: string | null; stderr: string | null }) => `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').filter(Boolean);

/**
 * The real last gate in the workspace at `root`: `typecheck` of every project the changed files affect (Nx's
 * affected computation over exactly those files) and the subsystem's `test` (its unit tests, then its verify
 * scenarios at the phase just written), and every test that reads the migration state (lastGateTestRuns).
 */
export function runLastGateProcesses(root: string, subsystem: string, changedFiles: readonly string[]): GateResult {
  const env = { ...process.env, NX_DAEMON: 'false' };
  const run = (args: string[]) => spawnSync('npx', args, { cwd: root, encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 });
  const detail: string[] = [];
  const affected = run(['nx', 'show', 'projects', '--affected', `--files=${changedFiles.join(',')}`, '--withTarget=typecheck', '--json']);
  if (affected.status !== 0) return { gate: 'last', ok: false, detail: ['nx show projects --affected failed:', ...lines(affected).slice(-4)] };
  const projects = JSON.parse(lines(affected).find((l) => l.startsWith('[')) ?? '[]') as string[];
  let ok = true;
  if (projects.length > 0) {
    const tc = run(['nx', 'run-many', '-t', 'typecheck', '-p', projects.join(','), '--parallel=2', '--outputStyle=static']);
    ok &&= tc.status === 0;
    detail.push(`typecheck of ${projects.length} affected projects: ${tc.status === 0 ? 'green' : 'RED'} (${projects.join(', ')})`);
    if (tc.status !== 0) detail.push(...lines(tc).filter((l) => /error TS|Failed tasks|- [\w-]+:typecheck/.test(l)).slice(0, 12));
  } else {
    detail.push('typecheck: no affected project has a typecheck target');
  }
  for (const { project, args } of lastGateTestRuns(diskTestFiles(root))) {
    const v = run([...args]);
    ok &&= v.status === 0;
    const tests = args.slice(4).map((f) => f.slice(project.length + 1));
    detail.push(`${project} ${tests.join(' ')}: ${v.status === 0 ? 'green' : 'RED'}`, ...(v.status === 0 ? [] : lines(v).filter((l) => /FAIL|AssertionError/.test(l)).slice(0, 6)));
  }
  const t = run(['tsx', 'tools/mgpipe-plugin/src/subsystem-gates/cli.ts', 'test', subsystem]);
  ok &&= t.status === 0;
  detail.push(`subsystem-${subsystem}:test ${t.status === 0 ? 'green' : 'RED'}`, ...lines(t).filter((l) => /MISMATCH|DIVERGENCE|ERROR|FAIL|✗|×/.test(l)).slice(0, 8));
  return { gate: 'last', ok, detail };
}
