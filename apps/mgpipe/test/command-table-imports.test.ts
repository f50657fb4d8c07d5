// The command table (src/main.ts and the commands/*-command.ts it lists) is read on every start: for --help, for
// parsing, for each child run bisect and the subsystem gates spawn. It loads the implementations only when a leaf runs
// (util/lazy-run.ts). This walks the table's static imports and fails when one of them reaches a workspace package
// (the stack, the native addons, piglit, traces) or a command's implementation module.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');

/** Value imports and re-exports of a module (`import type` erases at compile time and loads nothing). */
function staticImports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) out.push(m[1]);
  return out;
}

/** Every module the table's start loads, and the non-relative specifiers it reaches (node: built-ins excluded). */
function startGraph(entry: string): { modules: string[]; packages: string[] } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) visit(join(dirname(file), spec));
      else if (!spec.startsWith('node:')) packages.add(spec);
    }
  };
  visit(entry);
  return { modules: [...seen].map((f) => relative(SRC, f)).sort(), packages: [...packages].sort() };
}

describe('the command table loads no implementation at start', () => {
  it('reaches no workspace package and no commands/<name>.ts implementation', () => {
    const { modules, packages } = startGraph(join(SRC, 'main.ts'));
    expect(packages).toEqual([]);
    expect(modules.filter((m) => m.startsWith('commands/') && !m.endsWith('-command.ts') && m !== 'commands/bisect-baseline.ts')).toEqual([]);
    // It does reach every command's table entry (the walk follows the imports it claims to).
    for (const name of ['bench', 'bisect', 'demo', 'migration', 'piglit', 'scenario', 'trace']) expect(modules).toContain(`commands/${name}-command.ts`);
  });

  it('bench runs (a table of JSON lines, read wherever they were copied) loads no workspace package', () => {
    const { modules, packages } = startGraph(join(SRC, 'commands/bench-runs.ts'));
    expect(packages).toEqual([]);
    expect(modules).toContain('bench/bench-runs.ts');
  });

  it('sees an import planted in a table entry', () => {
    const planted = "import { x } from '@mgpipe/lanes';\nimport { y } from './scenario.ts';\nexport { z } from '../lanes.ts';\nimport type { T } from '@mgpipe/harness';\n";
    expect(staticImports(planted)).toEqual(['@mgpipe/lanes', './scenario.ts', '../lanes.ts']);
  });
});
