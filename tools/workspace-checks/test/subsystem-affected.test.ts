// Proves issue #8's "done when": touching one backend subsystem's code affects that subsystem's projects and what
// depends on them, never an unrelated subsystem. From the real Nx project graph: for every subsystem, the projects
// reachable backwards (dependents) from its code library gles-<name> contain no gles-<x> / subsystem-<x> except
// those whose prerequisites (transitively, libs/migration's table) include <name>; and they do contain its own
// subsystem project, its dependents' projects, and the wiring (backend-gles).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBSYSTEMS, SUBSYSTEM_NAMES } from '@mgpipe/migration';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

interface GraphFile {
  graph: { nodes: Record<string, unknown>; dependencies: Record<string, { source: string; target: string }[]> };
}

let dependents: Map<string, string[]>;

function requiresTransitively(name: string): Set<string> {
  const out = new Set<string>();
  const visit = (n: string) => {
    for (const r of SUBSYSTEMS.find((s) => s.name === n)!.requires) if (!out.has(r)) { out.add(r); visit(r); }
  };
  visit(name);
  return out;
}

/** Every project that depends on `project`, directly or not (the set `nx affected` adds when `project` changes). */
function reverseClosure(graph: GraphFile['graph'], project: string): string[] {
  const reverse = new Map<string, string[]>();
  for (const [source, deps] of Object.entries(graph.dependencies)) {
    for (const d of deps) reverse.set(d.target, [...(reverse.get(d.target) ?? []), source]);
  }
  const seen = new Set<string>();
  const stack = [project];
  while (stack.length > 0) {
    for (const p of reverse.get(stack.pop()!) ?? []) if (!seen.has(p)) { seen.add(p); stack.push(p); }
  }
  return [...seen].sort();
}

describe('subsystem libraries: affected stays inside the prerequisite closure', () => {
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-graph-'));
    try {
      const file = join(dir, 'graph.json');
      execFileSync(join(root, 'node_modules', '.bin', 'nx'), ['graph', `--file=${file}`], {
        cwd: root,
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
        stdio: 'ignore',
      });
      const graph = (JSON.parse(readFileSync(file, 'utf8')) as GraphFile).graph;
      dependents = new Map(SUBSYSTEM_NAMES.map((s) => [s, reverseClosure(graph, `gles-${s}`)]));
      expect(Object.keys(graph.nodes)).toContain('gles-core');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  for (const name of SUBSYSTEM_NAMES) {
    it(`gles-${name}: its dependents are its own subsystem project, the subsystems that require it, and the wiring`, () => {
      const found = dependents.get(name)!;
      const allowed = new Set<string>([name, ...SUBSYSTEM_NAMES.filter((s) => requiresTransitively(s).has(name))]);
      const subsystemProjects = found.filter((p) => /^(gles|subsystem)-/.test(p) && p !== 'gles-core');
      const outsiders = subsystemProjects.filter((p) => !allowed.has(p.replace(/^(gles|subsystem)-/, '')));
      expect(outsiders).toEqual([]);
      // ... and everything that should be affected is.
      const expected = [...allowed].flatMap((s) => (s === name ? [`subsystem-${s}`] : [`gles-${s}`, `subsystem-${s}`]));
      expect(found).toEqual(expect.arrayContaining([...expected, 'backend-gles']));
    });
  }
});
