// The full run (scripts/test.mjs) lints and typechecks the workspace in one process each instead of one per
// project (tools/workspace-checks/src/workspace-wide.mjs says why). These tests hold it to "same verdicts": on the real project
// graph, the union program contains every file of every project's own tsconfig program with the same compiler
// options, and every lint target is covered; on planted graphs, anything that is not the plain form falls back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintPlan, readJsonc, typecheckPlan, unionTsconfig } from '../src/workspace-wide.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

interface Target { executor?: string; options?: Record<string, unknown> }
type Nodes = Record<string, { data: { root: string; targets?: Record<string, Target> } }>;

function parsed(tsconfigPath: string): ts.ParsedCommandLine {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, join(tsconfigPath, '..'), undefined, tsconfigPath);
}

/** The compiler options that decide verdicts (paths of the config file itself are not among them). */
function verdictOptions(options: ts.CompilerOptions): Record<string, unknown> {
  const { configFilePath: _c, ...rest } = options;
  return rest;
}

const tscTarget = (root: string, file = 'tsconfig.json'): Target => ({ executor: 'nx:run-commands', options: { command: `tsc -p ${root}/${file}` } });
const eslintTarget = (root: string): Target => ({ executor: 'nx:run-commands', options: { cwd: root, command: 'eslint .' } });

describe('whole-workspace typecheck and lint cover exactly what the per-project targets do', () => {
  let nodes: Nodes;
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'mgpipe-wide-'));
    try {
      const file = join(dir, 'graph.json');
      execFileSync(join(root, 'node_modules', '.bin', 'nx'), ['graph', `--file=${file}`], { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' }, stdio: 'ignore' });
      nodes = JSON.parse(readFileSync(file, 'utf8')).graph.nodes as Nodes;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('the union program holds every file of every unioned project program, with the same compiler options', () => {
    const plan = typecheckPlan(nodes, (p: string) => readJsonc(join(root, p)));
    const unionAt = 'tmp/tsconfig.workspace.json';
    const union = unionTsconfig(plan.unionIncludes, unionAt);
    const unionParsed = ts.parseJsonConfigFileContent(union, ts.sys, join(root, 'tmp'), undefined, join(root, unionAt));
    expect(unionParsed.errors).toEqual([]);
    const unionFiles = new Set(unionParsed.fileNames);
    let checked = 0;
    for (const [name, node] of Object.entries(nodes)) {
      const command = node.data.targets?.typecheck?.options?.command;
      if (typeof command !== 'string' || plan.nxProjects.includes(name)) continue;
      for (const part of command.split('&&').map((s) => s.trim().slice('tsc -p '.length))) {
        if (plan.ownTsconfigs.includes(part)) continue;
        const own = parsed(join(root, part));
        expect(own.fileNames.filter((f) => !unionFiles.has(f)), `${part}: files missing from the union`).toEqual([]);
        expect(verdictOptions(unionParsed.options), `${part}: options differ`).toEqual(verdictOptions(own.options));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('every lint target is either in the one ESLint run or run through Nx', () => {
    const plan = lintPlan(nodes);
    const withLint = Object.entries(nodes).filter(([, n]) => n.data.targets?.lint).map(([name, n]) => ({ name, root: n.data.root }));
    for (const p of withLint) expect(plan.roots.includes(p.root) || plan.nxProjects.includes(p.name), p.name).toBe(true);
    expect(plan.roots.length).toBeGreaterThan(30);
  });

  it('negative controls: own compiler options, files, another base, a non-tsc command and a non-plain lint fall back', () => {
    const tsconfigs: Record<string, unknown> = {
      'libs/a/tsconfig.json': { extends: '../../tsconfig.base.json', include: ['src/**/*.ts'] },
      'libs/b/tsconfig.json': { extends: '../../tsconfig.base.json', compilerOptions: { strict: false }, include: ['src/**/*.ts'] },
      'libs/c/tsconfig.json': { extends: '../../tsconfig.base.json', files: ['src/x.ts'] },
      'libs/d/tsconfig.json': { extends: '../other.json', include: ['src/**/*.ts'] },
    };
    const planted: Nodes = {
      a: { data: { root: 'libs/a', targets: { typecheck: tscTarget('libs/a'), lint: eslintTarget('libs/a') } } },
      b: { data: { root: 'libs/b', targets: { typecheck: tscTarget('libs/b'), lint: { ...eslintTarget('libs/b'), options: { cwd: 'libs/b', command: 'eslint .', 'max-warnings': 0 } } } } },
      c: { data: { root: 'libs/c', targets: { typecheck: tscTarget('libs/c') } } },
      d: { data: { root: 'libs/d', targets: { typecheck: tscTarget('libs/d') } } },
      e: { data: { root: 'libs/e', targets: { typecheck: { executor: 'nx:run-commands', options: { command: 'vue-tsc -p libs/e' } }, lint: { executor: '@nx/eslint:lint', options: {} } } } },
    };
    const plan = typecheckPlan(planted, (p: string) => tsconfigs[p]);
    expect(plan.unionIncludes).toEqual(['libs/a/src/**/*.ts']);
    expect(plan.ownTsconfigs).toEqual(['libs/b/tsconfig.json', 'libs/c/tsconfig.json', 'libs/d/tsconfig.json']);
    expect(plan.nxProjects).toEqual(['e']);
    expect(lintPlan(planted)).toEqual({ roots: ['libs/a'], nxProjects: ['b', 'e'] });
  });
});
