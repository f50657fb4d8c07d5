// Base of every GL object: its GL name (reused LIFO, 0 for default objects) and its lifetime id
// (never reused). Compare objects by lifetimeId, never by name.

import { allocateLifetimeId } from '../lifetime-id.ts';

export abstract class GLObject {
  readonly lifetimeId = allocateLifetimeId();
  constructor(readonly name: number) {}
}
