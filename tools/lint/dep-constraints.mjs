// The dependency rules between our projects, as Nx tag constraints (DESIGN §2, seeds §4.7.2 gate A).
// One list, read by eslint.config.mjs and by the migration tooling, which adds phase-specific rows as
// backend subsystems reach phase C (at which point they may no longer reach the client side at all).

/** Tags every project carries: `scope:<name>` and `side:client|server|shared|native|tooling`. */
export const depConstraints = [
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
    : c.sourceTag === 'phase:pull' || c.sourceTag.startsWith('side:')
      ? { ...c, onlyDependOnLibsWithTags: [...(c.onlyDependOnLibsWithTags ?? []), 'side:tooling', 'side:client'] }
      : c,
);
