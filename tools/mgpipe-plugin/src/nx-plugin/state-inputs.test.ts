// Every test target that reads migrations/state.json has it among the inputs Nx hashes — checked on the real
// project graph with Nx's own hash planner (HashPlanInspector: the files each task's hash covers). The readers
// are the projects that reach libs/migration's loader (migration → migration-state, the plugin's edge) and the
// ones that name the file; a project below libs/migration (value-types) neither reads nor hashes it. Negative
// control: the same graph with the plugin's edge removed leaves the loader's own tests without it. ~30 s.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectGraph } from '@nx/devkit';

const ROOT = join(import.meta.dirname, '../../../..');
const require = createRequire(join(ROOT, 'package.json'));
const nxSrc = join(ROOT, 'node_modules/nx/dist/src');
const STATE = 'file:migrations/state.json';

let graph: ProjectGraph;

async function plans(g: ProjectGraph): Promise<Record<string, string[]>> {
  const { HashPlanInspector } = require(join(nxSrc, 'hasher/hash-plan-inspector.js'));
  const inspector = new HashPlanInspector(g, ROOT);
  await inspector.init();
  const projects = Object.values(g.nodes).filter((n) => n.data.targets?.test !== undefined).map((n) => n.name);
  return inspector.inspectHashPlan(projects, ['test'], undefined, {}, {}, true);
}

/** Projects that reach `target` through the graph (what reads what `target` owns). */
function dependentsOf(g: ProjectGraph, target: string): Set<string> {
  const out = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [source, deps] of Object.entries(g.dependencies)) {
      if (out.has(source)) continue;
      if (deps.some((d) => d.target === target || out.has(d.target))) { out.add(source); grew = true; }
    }
  }
  return out;
}

beforeAll(async () => {
  process.env.NX_DAEMON = 'false';
  const { createProjectGraphAsync } = require(join(nxSrc, 'devkit-exports.js'));
  graph = await createProjectGraphAsync({ exitOnError: false });
}, 120_000);

describe('migrations/state.json as an input', () => {
  it('is in the hash of every test target whose project reaches the loader, and of the subsystem projects', async () => {
    const readers = dependentsOf(graph, 'migration-state');
    expect([...readers]).toEqual(expect.arrayContaining(['migration', 'tracker', 'gl-impl', 'backend-gles', 'mgpipe', 'mgpipe-plugin', 'workspace-checks', 'subsystem-readback-pack']));
    const p = await plans(graph);
    const withTest = Object.keys(p).map((t) => t.replace(/:test$/, ''));
    const missing = withTest.filter((name) => (readers.has(name) || name.startsWith('subsystem-')) && !p[`${name}:test`].includes(STATE));
    expect(missing).toEqual([]);
    expect(p['value-types:test']).not.toContain(STATE);
  }, 120_000);

  it('negative control: without the plugin edge migration → migration-state the loader\'s own tests do not hash it', async () => {
    const cut: ProjectGraph = { ...graph, dependencies: { ...graph.dependencies, migration: graph.dependencies.migration.filter((d) => d.target !== 'migration-state') } };
    const p = await plans(cut);
    expect(p['migration:test']).not.toContain(STATE);
    expect(p['tracker:test']).not.toContain(STATE);
  }, 120_000);
});
