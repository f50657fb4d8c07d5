// Proves the dependency rule of DESIGN §2 (purity gate A, seeds §4.7.2) is enforced by lint, not by
// convention: a forbidden import written into a shared library must be reported by
// @nx/enforce-module-boundaries, and the same library importing nothing of ours must lint clean.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATION_STATE, phaseRank, type MigrationPhase, type SubsystemName } from '@mgpipe/migration';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
}

describe('module boundaries', () => {
  beforeAll(() => {
    // The rule reads Nx's cached project graph; make sure it exists and is current.
    execFileSync(join(root, 'node_modules', '.bin', 'nx'), ['show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
  });

  it('value-types importing another library of ours fails lint', async () => {
    const messages = await lintAs(
      'libs/value-types/src/forbidden-probe.ts',
      "import { } from '@mgpipe/pipe-types';\nexport const x = 1;\n",
    );
    expect(messages.length).toBe(1);
    expect(messages[0].message).toMatch(/scope:value-types/);
  });

  it('pipe-types importing another library of ours fails lint', async () => {
    const messages = await lintAs(
      'libs/pipe-types/src/forbidden-probe.ts',
      "import { } from '@mgpipe/value-types';\nexport const x = 1;\n",
    );
    expect(messages.length).toBe(1);
  });

  it('a native binding importing the CLI app fails lint', async () => {
    const messages = await lintAs(
      'native/gl/src/forbidden-probe.ts',
      "import { } from '@mgpipe/mgpipe';\nexport const x = 1;\n",
    );
    expect(messages.length).toBe(1);
  });

  it('a GLES subsystem library importing a non-prerequisite subsystem library fails lint', async () => {
    const messages = await lintAs(
      'libs/gles-subsystems/textures/src/forbidden-probe.ts',
      "import { } from '@mgpipe/gles-program';\nexport const x = 1;\n",
    );
    expect(messages.length).toBe(1);
    expect(messages[0].message).toMatch(/scope:gles-textures/);
  });

  it('a GLES subsystem library importing gles-core and its prerequisite lints clean', async () => {
    const messages = await lintAs(
      'libs/gles-subsystems/framebuffer/src/allowed-probe.ts',
      "import { } from '@mgpipe/gles-core';\nimport { } from '@mgpipe/gles-textures';\nexport const x = 1;\n",
    );
    expect(messages).toEqual([]);
  });

  // The phase tags drive the rows: a library whose tag state.json's phase puts at C (or done) may not reach the
  // front end, one below C may (the tags come from migrations/state.json through advance-phase). Which libraries
  // play the two parts is read from the migration state, not hard-coded, so an advance or a revert moves them.
  const phases = Object.entries(MIGRATION_STATE.backends.gles.subsystems) as [string, { phase: MigrationPhase }][];
  const pure = phases.find(([, s]) => phaseRank(s.phase) >= phaseRank('C'))?.[0];
  const pulling = phases.find(([, s]) => phaseRank(s.phase) < phaseRank('C'))?.[0];
  it.runIf(pure !== undefined && pulling !== undefined)(`a subsystem library tagged phase:C/done importing gl-state fails lint (${pure}); one below C does not (${pulling})`, async () => {
    const tagOf = (s: string) => (JSON.parse(readFileSync(join(root, 'libs/gles-subsystems', s, 'project.json'), 'utf8')).tags as string[]).find((t) => t.startsWith('phase:'));
    const phaseOfS = (s: string) => MIGRATION_STATE.backends.gles.subsystems[s as SubsystemName].phase;
    expect([tagOf(pure!), tagOf(pulling!)]).toEqual([`phase:${phaseOfS(pure!)}`, `phase:${phaseOfS(pulling!)}`]);
    const atC = await lintAs(`libs/gles-subsystems/${pure}/src/forbidden-probe.ts`, "import { } from '@mgpipe/gl-state';\nexport const x = 1;\n");
    expect(atC.map((m) => m.message).join('\n')).toMatch(/purity:server|phase:(C|done)/); // purity:server comes with C
    const belowC = await lintAs(`libs/gles-subsystems/${pulling}/src/allowed-probe.ts`, "import { } from '@mgpipe/gl-state';\nexport const x = 1;\n");
    expect(belowC).toEqual([]);
  });

  it('a file importing only node built-ins lints clean (the control)', async () => {
    const messages = await lintAs(
      'libs/value-types/src/allowed-probe.ts',
      "import { join } from 'node:path';\nexport const x = join('a', 'b');\n",
    );
    expect(messages).toEqual([]);
  });
});
