// The dependency rules between our projects, as Nx tag constraints (DESIGN §2, seeds §4.7.2 gate A).
// One list, read by eslint.config.mjs and by the migration tooling, which adds phase-specific rows as
// backend subsystems reach phase C (at which point they may no longer reach the client side at all).

import { tsImport } from 'tsx/esm/api';

/**
 * The prerequisite table of the backend subsystems, from its one source (libs/migration/src/subsystems.ts, which
 * imports nothing, loaded through tsx since this file is plain JS for ESLint). The subsystem projects the Nx
 * plugin infers carry the same edges as `subsystem-<x>` implicit dependencies. Returns name → every subsystem it
 * requires, transitively.
 */
export async function subsystemPrerequisites() {
  const { SUBSYSTEMS } = await tsImport('../../libs/migration/src/subsystems.ts', import.meta.url);
  const direct = new Map(SUBSYSTEMS.map((s) => [s.name, [...s.requires]]));
  const closure = new Map();
  const visit = (name) => {
    if (closure.has(name)) return closure.get(name);
    const all = new Set();
    closure.set(name, all);
    for (const r of direct.get(name) ?? []) {
      all.add(r);
      for (const t of visit(r)) all.add(t);
    }
    return all;
  };
  for (const name of direct.keys()) visit(name);
  return new Map([...closure].sort(([a], [b]) => a.localeCompare(b)).map(([n, set]) => [n, [...set].sort()]));
}

/** What any GLES backend library may read while it pulls (the phase rows below forbid gl-state / gl-impl from C). */
const GLES_LIBRARY_BASE = ['side:shared', 'side:native', 'scope:gl-state', 'scope:gl-impl'];

/**
 * One row per GLES subsystem library (tag `scope:gles-<name>`): gles-core, the libraries of the subsystems it
 * requires (transitively), and nothing else of the backend — a dependency on a non-prerequisite subsystem must be
 * inverted through gles-core and supplied by the wiring (backend-gles). gles-core itself reads no subsystem library
 * and nothing of the front end (no gl-state / gl-impl, not even types: it names the context members MGB_CTX pulls
 * structurally, state/pull-context.ts), so a subsystem library at phase C is pure through it too.
 */
export const glesLibraryConstraints = [
  { sourceTag: 'scope:gles-core', onlyDependOnLibsWithTags: ['side:shared', 'side:native'] },
  ...[...(await subsystemPrerequisites())].map(([name, requires]) => ({
    sourceTag: `scope:gles-${name}`,
    onlyDependOnLibsWithTags: [...GLES_LIBRARY_BASE, 'scope:gles-core', ...requires.map((r) => `scope:gles-${r}`)],
  })),
];

/** Tags every project carries: `scope:<name>` and `side:client|server|shared|native|tooling`. */
export const depConstraints = [
  ...glesLibraryConstraints,
  // The shared vocabulary depends on nothing of ours: both halves (and the wire) link it.
  { sourceTag: 'scope:value-types', onlyDependOnLibsWithTags: ['scope:value-types'] },
  { sourceTag: 'scope:pipe-types', onlyDependOnLibsWithTags: ['scope:pipe-types'] },
  // The server half (applier, wire decode, backends) never reaches tooling or apps.
  { sourceTag: 'side:server', notDependOnLibsWithTags: ['side:tooling', 'side:app'] },
  // ... nor front-end state or compile code, unless its migration phase still pulls from the front end
  // (`phase:pull`: the legacy backend reads the GLContext at verb time, MGB_CTX = the context). Every
  // server library that does not pull carries `purity:server` (seeds §4.7.2 gate A); the migration
  // tooling moves a subsystem library from phase:pull to phase:A/B/C and adds purity:server at C.
  { sourceTag: 'purity:server', notDependOnLibsWithTags: ['side:client'] },
  // A backend subsystem library at phase C (handle-ized) or done no longer reads the front end at all: the
  // advance-phase generator moves its `phase:*` tag, and from then on an import of gl-state / gl-impl in it is a
  // lint error at that import (seeds §4.7.2 gate A, DESIGN §2 "the lint tightens as the migration advances").
  ...['phase:C', 'phase:done'].map((sourceTag) => ({
    sourceTag,
    notDependOnLibsWithTags: ['scope:gl-state', 'scope:gl-impl', 'side:client'],
  })),
  // A pulling backend may read the front end's state model and the legacy boundary, nothing else of it.
  {
    sourceTag: 'phase:pull',
    onlyDependOnLibsWithTags: ['side:shared', 'side:native', 'side:server', 'scope:gl-state', 'scope:gl-impl'],
  },
  // The front end never talks to a driver or a backend directly: only through the interface.
  { sourceTag: 'side:client', notDependOnLibsWithTags: ['side:server', 'scope:native-gl', 'side:tooling', 'side:app'] },
  // Shared libraries are leaves apart from other shared libraries.
  { sourceTag: 'side:shared', onlyDependOnLibsWithTags: ['side:shared'] },
  // Tooling (the reference lane, harness, scenarios, generators) and apps sit on top and may use anything.
  { sourceTag: 'side:tooling', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'side:app', onlyDependOnLibsWithTags: ['*'] },
  // Native bindings are leaves too.
  { sourceTag: 'side:native', onlyDependOnLibsWithTags: ['side:native', 'side:shared'] },
];

/**
 * Test files may also use the tooling (reference lane, harness, scenarios): a test of a server library
 * compares it against the reference, which the library itself must never link.
 */
export const testDepConstraints = depConstraints.map((c) =>
  c.notDependOnLibsWithTags
    ? { ...c, notDependOnLibsWithTags: c.notDependOnLibsWithTags.filter((t) => t !== 'side:tooling') }
    : c.sourceTag === 'phase:pull' || c.sourceTag.startsWith('side:') || c.sourceTag.startsWith('scope:gles-')
      ? { ...c, onlyDependOnLibsWithTags: [...(c.onlyDependOnLibsWithTags ?? []), 'side:tooling', 'side:client'] }
      : c,
);
