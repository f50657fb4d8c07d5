// The full run's lint and typecheck, each as one process over the whole workspace instead of one per project.
//
// Why: per project, `tsc -p` re-checks every library the project imports from source (there are no declaration
// outputs), and `eslint .` rebuilds the Nx project graph for the module-boundary rule; on 2 cores the 37 + 36
// processes took ~390 s + ~195 s of CPU in a fresh clone. One program over the union of the projects' files checks
// each file once with the same options, and one ESLint process lints the same files with the same flat config, so
// the verdicts are the same. The per-project Nx targets stay for `nx affected` and the cache.
//
// Equivalence is checked, not assumed: a project whose tsconfig sets anything beyond `extends` of the base config
// and `include` (its own compiler options, `files`, references) is checked on its own with its own tsconfig, and a
// typecheck or lint target whose command is not the plain inferred form is run through Nx as before.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

const BASE = 'tsconfig.base.json';

/** Reads a JSON file that may hold comments (tsconfig). */
export function readJsonc(path) {
  return JSON.parse(readFileSync(path, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
}

/**
 * Splits the typecheck work: `unionIncludes` (workspace-relative globs checked as one program with the base
 * options), `ownTsconfigs` (tsconfigs checked on their own), `nxProjects` (typecheck targets that are not plain
 * `tsc -p` commands). `readTsconfig(path)` returns the parsed tsconfig at a workspace-relative path.
 */
export function typecheckPlan(nodes, readTsconfig) {
  const unionIncludes = [];
  const ownTsconfigs = [];
  const nxProjects = [];
  for (const [name, node] of Object.entries(nodes).sort(([a], [b]) => a.localeCompare(b))) {
    const target = node.data.targets?.typecheck;
    if (!target) continue;
    const parts = commandParts(target);
    if (!parts?.every((p) => /^tsc -p \S+$/.test(p))) {
      nxProjects.push(name);
      continue;
    }
    for (const part of parts) {
      const tsconfigPath = posix.normalize(part.slice('tsc -p '.length).replaceAll('{projectRoot}', node.data.root));
      const tsconfig = readTsconfig(tsconfigPath);
      if (isPlainInclude(tsconfig, tsconfigPath)) {
        for (const glob of tsconfig.include) unionIncludes.push(posix.join(posix.dirname(tsconfigPath), glob));
      } else {
        ownTsconfigs.push(tsconfigPath);
      }
    }
  }
  return { unionIncludes, ownTsconfigs, nxProjects };
}

/** A tsconfig that only extends the base config and lists `include` globs: its program is a slice of the union's. */
function isPlainInclude(tsconfig, tsconfigPath) {
  const keys = Object.keys(tsconfig).filter((k) => k !== '$comment');
  if (keys.some((k) => k !== 'extends' && k !== 'include')) return false;
  if (!Array.isArray(tsconfig.include) || tsconfig.include.length === 0) return false;
  return posix.normalize(posix.join(posix.dirname(tsconfigPath), tsconfig.extends ?? '')) === BASE;
}

/** The union tsconfig, written at `at` (a workspace-relative path); its globs are made relative to its folder. */
export function unionTsconfig(unionIncludes, at) {
  const from = posix.dirname(at);
  return {
    $comment: 'Written by scripts/test.mjs (tools/workspace-checks/src/workspace-wide.mjs) for one run: every project whose tsconfig only includes files under the base options, checked as one program.',
    extends: posix.relative(from, BASE),
    include: unionIncludes.map((g) => posix.relative(from, g)),
  };
}

/**
 * Splits the lint work: `roots` (project folders ESLint lints in one process from the workspace root, as the
 * inferred `eslint .` does from each) and `nxProjects` (lint targets with any other command or options).
 */
export function lintPlan(nodes) {
  const roots = [];
  const nxProjects = [];
  for (const [name, node] of Object.entries(nodes).sort(([a], [b]) => a.localeCompare(b))) {
    const target = node.data.targets?.lint;
    if (!target) continue;
    const parts = commandParts(target);
    const cwd = target.options?.cwd;
    if (parts?.length === 1 && parts[0] === 'eslint .' && cwd === node.data.root && Object.keys(target.options).every((k) => k === 'cwd' || k === 'command')) roots.push(node.data.root);
    else nxProjects.push(name);
  }
  return { roots, nxProjects };
}

/** A run-commands target's command split at `&&`, or null for any other executor or form. */
function commandParts(target) {
  if (target.executor !== 'nx:run-commands' || typeof target.options?.command !== 'string' || target.options.commands) return null;
  return target.options.command.split('&&').map((s) => s.trim());
}
