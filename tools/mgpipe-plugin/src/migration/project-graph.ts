// The Nx project graph as the purity gate reads it: `nx graph --file` (static imports of every file of a project,
// tests included; package.json dependencies and devDependencies; implicit dependencies), and the closure of one
// project over it. A regex over import lines misses a devDependency, an import in a test, or a path through a
// library the subsystem uses; the graph has them all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProjectGraphEdges {
  readonly dependencies: Readonly<Record<string, readonly { readonly target: string; readonly type: string }[]>>;
}

export function readProjectGraph(root: string): ProjectGraphEdges {
  const dir = mkdtempSync(join(tmpdir(), 'mgpipe-graph-'));
  try {
    const file = join(dir, 'graph.json');
    const r = spawnSync('npx', ['nx', 'graph', `--file=${file}`], { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } });
    if (r.status !== 0) throw new Error(`nx graph failed: ${`${r.stdout}${r.stderr}`.trim().split('\n').slice(-3).join(' | ')}`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { graph: ProjectGraphEdges }).graph;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every project reachable from `start` (itself excluded) → one shortest path to it, edge types in brackets. */
export function closureOf(graph: ProjectGraphEdges, start: string): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const queue: [string, string[]][] = [[start, [start]]];
  while (queue.length > 0) {
    const [at, path] = queue.shift()!;
    for (const e of graph.dependencies[at] ?? []) {
      if (e.target === start || paths.has(e.target) || e.target.startsWith('npm:')) continue;
      const next = [...path, `${e.target} (${e.type})`];
      paths.set(e.target, next);
      queue.push([e.target, next]);
    }
  }
  return paths;
}
