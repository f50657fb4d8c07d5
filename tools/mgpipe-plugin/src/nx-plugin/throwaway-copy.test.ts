// Two proofs that need a workspace to edit, on one throwaway copy (git clone of this checkout's HEAD plus its
// uncommitted files, node_modules linked; the checkout itself is never touched). Slow: each nx invocation builds
// the project graph (~10-20 s on 2 shared cores); about 2 minutes in all.
//  1. Caching tells the truth about the migration state: a plain edit of migrations/state.json changes Nx's task
//     hash of every test target that reads the state — the projects that reach libs/migration's loader in the
//     graph (through migration-state) and those that name the file as an input — and of no other test target;
//     `nx show projects --affected --withTarget test` lists exactly the same projects, so `nx affected -t test`
//     re-runs all of them and replays none from the cache.
//  2. The plugin's Nx migrations run under `nx migrate --run-migrations`: with state.json moved (a push-path
//     subsystem the ResidualValueBlock still carries recorded at B by hand, its code still below; and one with no
//     push receiver — both picked from the migration state, not hard-coded), they move the code library's tag,
//     retire its ResidualValueBlock members and stub the missing receiver; run again, they change nothing.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MIGRATION_STATE, RESIDUAL_SUBSYSTEMS, phaseRank, type SubsystemName } from '@mgpipe/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPathSubsystems } from './subsystem-nodes.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', CI: 'true', NX_SKIP_PROVENANCE_CHECK: 'true', NX_MIGRATE_SKIP_INSTALL: 'true' };
let dir = '';
let ws = '';

const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@local', '-c', 'user.name=t', ...args], { cwd: ws, stdio: 'pipe' });
// A time limit on every child, so a runaway nx cannot outlive the test.
const opts = { cwd: '', env, encoding: 'utf8' as const, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], timeout: 180_000, killSignal: 'SIGKILL' as const };
const nx = (...args: string[]) => execFileSync(process.execPath, [join(ws, 'node_modules/nx/dist/bin/nx.js'), ...args], { ...opts, cwd: ws });
const hashes = (): Record<string, string> => JSON.parse(execFileSync(process.execPath, [join(ws, 'tools/mgpipe-plugin/src/nx-plugin/task-hashes.cjs')], { ...opts, cwd: ws }));
const readJson = (p: string) => JSON.parse(readFileSync(join(ws, p), 'utf8'));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mgpipe-nx-copy-'));
  ws = join(dir, 'ws');
  execFileSync('git', ['clone', '-q', ROOT, ws]);
  const changed = execFileSync('git', ['ls-files', '--others', '--modified', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const f of changed) if (existsSync(join(ROOT, f))) { mkdirSync(dirname(join(ws, f)), { recursive: true }); copyFileSync(join(ROOT, f), join(ws, f)); }
  for (const f of execFileSync('git', ['ls-files', '--deleted'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)) rmSync(join(ws, f), { force: true });
  // node_modules: the checkout's packages linked one by one, but the workspace packages (@mgpipe/*, relative links
  // into libs/, tools/ ...) linked to the copy's own folders, so imports resolve inside the copy as Nx sees them.
  // nx itself is copied (20 MB): `nx migrate` re-spawns itself while its own files lie outside the workspace
  // root (it takes that for a temporary install), so a linked nx would loop; .bin/nx points at the copy.
  mkdirSync(join(ws, 'node_modules', '@mgpipe'), { recursive: true });
  mkdirSync(join(ws, 'node_modules', '.bin'));
  for (const e of readdirSync(join(ROOT, 'node_modules'))) if (!['@mgpipe', 'nx', '.bin'].includes(e)) symlinkSync(join(ROOT, 'node_modules', e), join(ws, 'node_modules', e));
  for (const e of readdirSync(join(ROOT, 'node_modules', '.bin'))) if (e !== 'nx') symlinkSync(join(ROOT, 'node_modules', '.bin', e), join(ws, 'node_modules', '.bin', e));
  for (const e of readdirSync(join(ROOT, 'node_modules', '@mgpipe'))) symlinkSync(readlinkSync(join(ROOT, 'node_modules', '@mgpipe', e)), join(ws, 'node_modules', '@mgpipe', e));
  cpSync(join(ROOT, 'node_modules', 'nx'), join(ws, 'node_modules', 'nx'), { recursive: true, verbatimSymlinks: true });
  symlinkSync('../nx/dist/bin/nx.js', join(ws, 'node_modules', '.bin', 'nx'));
  writeFileSync(join(ws, '.git', 'info', 'exclude'), 'node_modules\n');
  git('checkout', '-q', '-B', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base', '--allow-empty');
}, 120_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('a plain edit of migrations/state.json', () => {
  it('changes the task hash of exactly the test targets nx affected selects, which include every reader', () => {
    const before = hashes();
    const state = readJson('migrations/state.json');
    state.$comment = `${state.$comment} (edited by the throwaway-copy test)`;
    writeFileSync(join(ws, 'migrations/state.json'), `${JSON.stringify(state, null, 2)}\n`);
    git('commit', '-qam', 'edit state.json');
    const after = hashes();
    const changed = Object.keys(before).filter((t) => before[t] !== after[t]).map((t) => t.replace(/:test$/, '')).sort();
    const affected = nx('show', 'projects', '--affected', '--base=HEAD~1', '--head=HEAD', '--withTarget', 'test').split('\n').filter(Boolean).sort();
    expect(changed).toEqual(affected);
    // The readers: libs/migration's own tests, what imports it (tracker, gl-impl, the backend, the app, the plugin,
    // the checks) and every subsystem project; the libraries below libs/migration do not read the state.
    expect(changed).toEqual(expect.arrayContaining(['migration', 'tracker', 'gl-impl', 'backend-gles', 'mgpipe', 'mgpipe-plugin', 'workspace-checks', 'scenarios', 'trace']));
    for (const s of Object.keys(state.backends.gles.subsystems)) expect(changed).toContain(`subsystem-${s}`);
    for (const p of ['value-types', 'pipe-types', 'gl-api', 'wire']) expect(changed).not.toContain(p);
  }, 240_000);
});

// The subjects of the migrate test, from the state: a push-path subsystem still carried by the residual block
// (below B), and a subsystem below B with no push receiver in backend-gles.
const recorded = MIGRATION_STATE.backends.gles.subsystems;
const carriedInState = RESIDUAL_SUBSYSTEMS.find((s) => pushPathSubsystems(ROOT).includes(s));
/**
 * Once the block is empty (every member retired; readback-pack's pack state last, 2026-12-03) the subject is
 * planted: readback-pack's members from the recorded layout (advance-phase's fixtures) and readback-pack recorded
 * at A in state and code, in the throwaway copy only.
 */
const plantPack = carriedInState === undefined;
const carried: SubsystemName | undefined = carriedInState ?? 'readback-pack';
const PACK_FIXTURES = join(ROOT, 'tools/mgpipe-plugin/src/generators/advance-phase/fixtures');
function plantPackResidual(): void {
  copyFileSync(join(PACK_FIXTURES, 'residual-layout.pack-members.txt'), join(ws, 'libs/migration/src/residual/residual-layout.ts'));
  copyFileSync(join(PACK_FIXTURES, 'residual-block.pack-members.txt'), join(ws, 'libs/migration/src/residual/residual-block.ts'));
  const state = readJson('migrations/state.json');
  state.backends.gles.residualBlockSize = Number(/export const RESIDUAL_BLOCK_SIZE = (\d+);/.exec(readFileSync(join(PACK_FIXTURES, 'residual-layout.pack-members.txt'), 'utf8'))![1]);
  state.backends.gles.subsystems['readback-pack'] = { phase: 'A', pushDefault: false };
  writeFileSync(join(ws, 'migrations/state.json'), `${JSON.stringify(state, null, 2)}\n`);
  const project = readJson('libs/gles-subsystems/readback-pack/project.json');
  project.tags = project.tags.map((t: string) => (t.startsWith('phase:') ? 'phase:A' : t));
  writeFileSync(join(ws, 'libs/gles-subsystems/readback-pack/project.json'), `${JSON.stringify(project, null, 2)}\n`);
}
const noReceiver = (Object.keys(recorded) as SubsystemName[]).find((s) => !pushPathSubsystems(ROOT).includes(s) && phaseRank(recorded[s].phase) < phaseRank('B'));

describe('nx migrate --run-migrations', () => {
  it.runIf(carried !== undefined && noReceiver !== undefined)(`applies the phase migrations to code that lags state.json (${carried}, ${noReceiver} at B), and is idempotent`, () => {
    if (plantPack) plantPackResidual();
    const state = readJson('migrations/state.json');
    const sizeBefore = state.backends.gles.residualBlockSize;
    const from = state.backends.gles.subsystems[carried!].phase;
    state.backends.gles.subsystems[carried!] = { phase: 'B', pushDefault: true };
    state.backends.gles.subsystems[noReceiver!] = { phase: 'B', pushDefault: true };
    writeFileSync(join(ws, 'migrations/state.json'), `${JSON.stringify(state, null, 2)}\n`);
    // --run-migrations takes a path relative to the workspace root.
    const list = 'migrations-to-run.json';
    const names = ['phase-tags-from-state', 'retire-residual-members', 'receiver-stubs'];
    writeFileSync(join(ws, list), JSON.stringify({ migrations: names.map((name) => ({ package: '@mgpipe/mgpipe-plugin', name, version: '0.0.1', description: name })) }));
    const out = nx('migrate', `--run-migrations=${list}`);
    expect(out).toContain('phase-tags-from-state');
    const tags = readJson(`libs/gles-subsystems/${carried}/project.json`).tags;
    expect(tags).toEqual(expect.arrayContaining(['phase:B']));
    expect(tags).not.toContain(`phase:${from}`);
    const layout = readFileSync(join(ws, 'libs/migration/src/residual/residual-layout.ts'), 'utf8');
    expect(layout).not.toContain(`subsystem: '${carried}'`);
    expect(readJson('migrations/state.json').backends.gles.residualBlockSize).toBeLessThan(sizeBefore);
    // The one with no receiver: a stub that throws when loaded; the push-path one has a receiver: no stub.
    expect(readFileSync(join(ws, `libs/gles-subsystems/${noReceiver}/src/push-receiver.stub.ts`), 'utf8')).toMatch(new RegExp(`^throw new Error\\("${noReceiver}: no push receiver yet`, 'm'));
    expect(existsSync(join(ws, `libs/gles-subsystems/${carried}/src/push-receiver.stub.ts`))).toBe(false);
    // Idempotent: a second run leaves the tree as the first left it.
    git('add', '-A');
    git('commit', '-qm', 'migrated');
    nx('migrate', `--run-migrations=${list}`);
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: ws, encoding: 'utf8' }).split('\n').filter((l) => l && !l.includes('migrations-to-run'))).toEqual([]);
  }, 240_000);
});
