// `mgpipe migration status`: the matrix is migrations/state.json's, row for row (read here from the file, so an
// advance-phase step does not turn this red), and --json carries the same state plus the gate record.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const BIN = join(import.meta.dirname, '..', 'bin', 'mgpipe.mjs');
const mgpipe = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
const state = JSON.parse(readFileSync(join(ROOT, 'migrations/state.json'), 'utf8')) as { backends: Record<string, { residualBlockSize: number; subsystems: Record<string, { phase: string; pushDefault: boolean }> }> };

describe('mgpipe migration status', () => {
  it('prints each subsystem with its phase and push default from migrations/state.json, and the residual size', () => {
    const r = mgpipe('migration', 'status');
    expect(r.status, r.stderr).toBe(0);
    for (const [name, s] of Object.entries(state.backends.gles.subsystems)) {
      expect(r.stdout).toMatch(new RegExp(`^${name} +\\d+  ${s.phase} +${s.pushDefault ? 'push' : 'pull'} `, 'm'));
    }
    expect(r.stdout).toContain(`ResidualValueBlock ${state.backends.gles.residualBlockSize} bytes`);
  });
  it('--json: the state itself; a wrong subcommand is a usage error (exit 2)', () => {
    const r = mgpipe('migration', 'status', '--json');
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.state.backends).toEqual(state.backends);
    expect(j.residualBlockSizeInCode).toBeLessThanOrEqual(state.backends.gles.residualBlockSize);
    const bad = mgpipe('migration', 'statsu');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("unknown subcommand 'statsu' of 'mgpipe migration' (did you mean 'status'?)");
  });
});
