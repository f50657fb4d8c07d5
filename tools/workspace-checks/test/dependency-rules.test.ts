// Proves the dependency rule of DESIGN §2 (purity gate A, seeds §4.7.2) is enforced by lint, not by
// convention: a forbidden import written into a shared library must be reported by
// @nx/enforce-module-boundaries, and the same library importing nothing of ours must lint clean.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  // The phase tags drive the rows: a library whose tag state.json's phase puts at C may not reach the front end,
  // one still at pull may (the two tags come from migrations/state.json through advance-phase).
  it('a subsystem library tagged phase:C importing gl-state fails lint; one tagged phase:pull does not', async () => {
    const tagOf = (s: string) => (JSON.parse(readFileSync(join(root, 'libs/gles-subsystems', s, 'project.json'), 'utf8')).tags as string[]).find((t) => t.startsWith('phase:'));
    expect([tagOf('render-state'), tagOf('textures')]).toEqual(['phase:C', 'phase:pull']);
    const atC = await lintAs('libs/gles-subsystems/render-state/src/forbidden-probe.ts', "import { } from '@mgpipe/gl-state';\nexport const x = 1;\n");
    expect(atC.map((m) => m.message).join('\n')).toMatch(/purity:server|phase:C/); // purity:server comes with C
    const atPull = await lintAs('libs/gles-subsystems/textures/src/allowed-probe.ts', "import { } from '@mgpipe/gl-state';\nexport const x = 1;\n");
    expect(atPull).toEqual([]);
  });

  it('a file importing only node built-ins lints clean (the control)', async () => {
    const messages = await lintAs(
      'libs/value-types/src/allowed-probe.ts',
      "import { join } from 'node:path';\nexport const x = join('a', 'b');\n",
    );
    expect(messages).toEqual([]);
  });
});
