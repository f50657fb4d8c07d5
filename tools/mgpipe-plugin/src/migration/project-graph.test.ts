// The purity gate's closure (project-graph.ts) on the workspace's real Nx graph: a GLES subsystem library at phase
// C or done reaches neither gl-state nor gl-impl by any path, and the same walk DOES find such a path — through a
// transitive edge — where one exists (the negative control: without it a closure that stopped at the first hop, or
// an empty graph, would pass). The lint (tools/workspace-checks dependency-rules.test.ts) sees direct imports only;
// this is the transitive half. Which libraries play the parts is read from migrations/state.json.
import { MIGRATION_STATE, phaseRank } from '@mgpipe/migration';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { closureOf, readProjectGraph, type ProjectGraphEdges } from './project-graph.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const BANNED = ['gl-state', 'gl-impl'];

describe('closureOf', () => {
  it('follows transitive edges and names the path (a synthetic graph)', () => {
    const graph: ProjectGraphEdges = {
      dependencies: {
        'gles-x': [{ target: 'gles-core', type: 'static' }, { target: 'npm:vitest', type: 'static' }],
        'gles-core': [{ target: 'helper', type: 'static' }],
        'helper': [{ target: 'gl-state', type: 'static' }, { target: 'gles-x', type: 'static' }],
      },
    };
    const c = closureOf(graph, 'gles-x');
    expect(c.get('gl-state')).toEqual(['gles-x', 'gles-core (static)', 'helper (static)', 'gl-state (static)']);
    expect(c.has('gles-x')).toBe(false); // the cycle back to the start is not an entry
    expect(c.has('npm:vitest')).toBe(false);
  });
});

describe('the purity closure on the workspace graph', () => {
  let graph: ProjectGraphEdges;
  beforeAll(() => {
    graph = readProjectGraph(ROOT);
  }, 120_000);
  const phases = Object.entries(MIGRATION_STATE.backends.gles.subsystems);
  const atC = phases.filter(([, s]) => phaseRank(s.phase) >= phaseRank('C')).map(([n]) => `gles-${n}`);

  it.runIf(atC.length > 0)(`libraries at C or done reach no front-end project (${atC.join(', ')})`, () => {
    for (const p of atC) {
      const c = closureOf(graph, p);
      expect(c.size, `${p} has an empty closure: not in the graph?`).toBeGreaterThan(0);
      for (const b of BANNED) expect(c.get(b), `${p} → ${b}`).toBeUndefined();
    }
  });

  it('negative control: the walk finds a front-end project behind a transitive edge', () => {
    // backend-gles (the wiring) imports gl-state directly; a project depending only on it reaches gl-state at two hops.
    const viaWiring = Object.entries(graph.dependencies).find(([p, deps]) =>
      !deps.some((d) => BANNED.includes(d.target)) && closureOf(graph, p).get('gl-state')?.length === 3);
    expect(viaWiring, 'no project reaches gl-state through exactly one intermediate project').toBeDefined();
    const path = closureOf(graph, viaWiring![0]).get('gl-state')!;
    expect(path[0]).toBe(viaWiring![0]);
    expect(path[2]).toMatch(/^gl-state \(/);
  });
});
