// @mgpipe/migration: the strangler migration as data (seeds §6.2–§6.7, DESIGN §4/§8): subsystem push bits and
// their dependencies, the MOBILEGL_PIPE_* switches latched at init, migrations/state.json, and the temporary
// ResidualValueBlock. Shared (client and server both read it); depends only on the shared vocabularies.
export * from './subsystems.ts';
export * from './migration-state.ts';
export * from './switches.ts';
export * from './residual/residual-layout.ts';
export * from './residual/residual-block.ts';
export * from './test-fault.ts';
export * from './bisect.ts';
