// vitest.shared.ts lets test files share their fork's module registry, except the files that change process-wide
// state: those must be found, or a module mock silently stops applying (the planted-fault controls of backend-gles's
// lanes tests then pass their faults through) and env written by one file leaks into the next.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The file under test is the workspace root's shared vitest config, which belongs to no project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { processWideTestFiles, projectTestConfig } from '../../../vitest.shared.ts';

const ROOT = join(import.meta.dirname, '../../..');

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mgpipe-isolation-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('which test files get a fresh module registry', () => {
  it('finds module mocks, stubs and process.env writes, in src/ and test/, and nothing else', () => {
    const root = project({
      'test/mocks.test.ts': "vi.mock('@mgpipe/x', () => ({}));\n",
      'test/hoisted.test.ts': 'const plant = vi.hoisted(() => ({ fault: null }));\n',
      'test/nested/stub.test.ts': "vi.stubEnv('X', '1');\n",
      'src/env.test.ts': "process.env.MOBILEGL_PIPE_PUSH = 'all';\n",
      'test/default.test.ts': "process.env.LP_NUM_THREADS ??= '0';\n",
      'test/deletes.test.ts': 'delete process.env.X;\n',
      'test/reads.test.ts': "if (process.env.CI === 'true') {}\nconst v = process.env['X'] ?? 'y';\n",
      'test/plain.test.ts': "import { it } from 'vitest';\nit('x', () => {});\n",
      'test/helper.ts': "vi.mock('@mgpipe/x');\n",
    });
    expect(processWideTestFiles(root).sort()).toEqual([
      'src/env.test.ts', 'test/default.test.ts', 'test/deletes.test.ts', 'test/hoisted.test.ts', 'test/mocks.test.ts', 'test/nested/stub.test.ts',
    ]);
  });

  it("puts backend-gles's mocking lanes tests in the isolated project and the rest in the shared one", () => {
    const root = join(ROOT, 'libs/backend-gles');
    const isolated = processWideTestFiles(root);
    expect(isolated).toContain('test/polygon-line-lanes.test.ts');
    expect(isolated).not.toContain('test/draw-vbo.test.ts');
    const projects = (projectTestConfig(root).test?.projects ?? []) as { test: { name: string; include?: string[]; exclude?: string[]; isolate: boolean } }[];
    const byName = Object.fromEntries(projects.map((p) => [p.test.name, p.test]));
    expect(byName.shared).toMatchObject({ isolate: false, exclude: isolated });
    expect(byName.isolated).toMatchObject({ isolate: true, include: isolated });
  });
});
