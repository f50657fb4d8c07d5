// Where the scanner looks and the vocabulary of the table. Paths are relative to the workspace root so
// the same config serves the CLI, the Nx targets and the in-memory negative controls.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The front end: GL entry points and their helpers. Rows are written on functions found here. */
export const FRONT_END_DIR = 'libs/gl-impl/src';
/** The state model: its methods are followed for counter bumps, never given rows of their own. */
export const STATE_DIR = 'libs/gl-state/src';
/** MUTATOR_PREFIXES lives here (one place); read from its AST so virtual copies are honoured too. */
export const PREFIXES_FILE = 'libs/gl-state/src/method-prefixes.ts';
/** DIRTY_BITS (bit → shutter counters); read from its AST, not imported: the tracker is under edit. */
export const DIRTY_BITS_FILE = 'libs/tracker/src/dirty-bits.ts';
/** The legacy backend boundary: a call to anything declared here reaches the backend ("immediate"). */
export const BACKEND_BOUNDARY_FILE = 'libs/gl-impl/src/legacy-backend.ts';
export const RENDER_STATE_FIELDS_FILE = 'schema/render-state-fields.json';
export const TABLE_FILE = 'libs/dirty-surface/dirty-surface.table.json';

/**
 * The explicit mutation note, for writes the prefix rule cannot see (a direct field store, a write through
 * an alias): a line comment `// @mutates <Class.field> [why]` inside the function that writes. The row is
 * written on the enclosing function (a closure's note counts for the function that contains it), and
 * the noted field counts as a resolved write that moves no counter — so the row's answer must say who
 * publishes it (a bit moved by another write, or a prose answer).
 */
export const NOTE_PATTERN = /\/\/\s*@mutates\s+([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+)/g;

/** Prose answers (seeds §5.2.1: kImmediate, kReverseChannel, ...), as table tokens. */
export const PROSE_ANSWERS = [
  'immediate', // the same function reaches the backend (checked: some reached call is on the backend boundary)
  'reverse-channel', // a backend write back into the front end (query results, sync status)
  'no-backend-read', // no backend read point for what changed
  'explicit-destroy', // the last reference goes: backend notified / slot freed by the destroy path
  'unpublished-destroy', // program pipelines and shaders have no wire handle; nothing to delete
  'pulled-every-verb', // no bit moves; the field is copied by the residual fill on every verb of its class
] as const;
/** `pulled-partial-shutter:<BIT>`: pulled as a backstop; the bit fires on some mutating paths only. */
export const PARTIAL_PREFIX = 'pulled-partial-shutter:';

/**
 * Classes whose counters are per instance in the shutter vocabulary: IndexedBindingTable.version is
 * `IndexedBindingTable.version(uniform)` etc. The instance is the property the call's receiver names.
 */
export const INSTANCE_COUNTERS: Record<string, { counter: string; rename: (instance: string) => string }> = {
  IndexedBindingTable: {
    counter: 'IndexedBindingTable.version',
    rename: (p) => (p === 'bindings' ? 'TransformFeedback.bindings.version' : `IndexedBindingTable.version(${p})`),
  },
};

/** Names of mutating methods on arrays / typed arrays: called on a gl-state field they are direct writes. */
export const IN_PLACE_WRITERS = new Set(['set', 'fill', 'copyWithin', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse']);

/**
 * gl-state mutators whose state no backend can observe, so calling them does not make a function a
 * row by itself (otherwise every entry point that can raise a GL error would be a "mutator").
 */
export const BACKEND_INVISIBLE: Record<string, string> = {
  'ErrorLatch.RecordError': 'the GL error latch is front-end state; only glGetError reads it',
  'ErrorLatch.TakeError': 'glGetError clears the latch; no backend reads it',
};
