// The dependency rules between our projects, as Nx tag constraints (DESIGN §2, seeds §4.7.2 gate A).
// One list, read by eslint.config.mjs and by the migration tooling, which adds phase-specific rows as
// backend subsystems reach phase C (at which point they may no longer reach the client side at all).

/** Tags every project carries: `scope:<name>` and `side:client|server|shared|native|tooling`. */
export const depConstraints = [
  // The shared vocabulary depends on nothing of ours: both halves (and the wire) link it.
  { sourceTag: 'scope:value-types', onlyDependOnLibsWithTags: ['scope:value-types'] },
  { sourceTag: 'scope:pipe-types', onlyDependOnLibsWithTags: ['scope:pipe-types'] },
  // The server half (applier, wire decode, backends) never reaches front-end state or compile code.
  { sourceTag: 'side:server', notDependOnLibsWithTags: ['side:client', 'side:tooling', 'side:app'] },
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
