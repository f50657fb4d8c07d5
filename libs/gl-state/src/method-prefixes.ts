// Method-name prefixes of the state classes: the contract the dirty-surface scanner (seeds §5.2.1,
// gen_pipe_dirty_surface) relies on to enumerate mutators without parsing bodies. Every method of
// every state class starts with one of these (PascalCase, then an upper-case letter or end);
// test/method-prefixes.test.ts enforces it. Plain `get x()` accessors are reads and need no prefix.

/** Methods that may change state (and therefore must map to a dirty bit or a documented "no reader"). */
export const MUTATOR_PREFIXES = [
  'Set', 'Bind', 'Unbind', 'Bump', 'Mark', 'Allocate', 'Release', 'Claim', 'Touch', 'Record', 'Write',
  'Attach', 'Detach', 'Delete', 'Create', 'Clear', 'Take',
] as const;

/** Methods that never change state. */
export const QUERY_PREFIXES = ['Get', 'Is', 'Resolve', 'List', 'Peek'] as const;
