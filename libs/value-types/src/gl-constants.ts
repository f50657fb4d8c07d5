// The GL enum constants as the code reads them. The generated table (gl-constants.generated.ts, 1,905 names) is past
// V8's limit of about 1,020 names for an object in fast-properties mode, so it is a dictionary, and every `GL.X` in
// optimized code was a call to the generic LoadIC builtin: on the draw path about 500 instructions a blend-toggle draw
// (isDrawMode, the framebuffer-status and draw checks, glEnable, the render-state mirror, the draw lowering checks).
// `GL` is an empty object over a chain of prototypes of at most FAST_PROPERTY_LIMIT names each, ending in null: V8
// makes a prototype fast the first time a load goes through it, and then folds `GL.X` to the constant.
//
// GL has no own names: enumerate GL_TABLE (Object.keys / entries / assign see nothing of GL; for-in and `in` do).
import { GL as GL_TABLE } from './gl-constants.generated.ts';

export { GL_TABLE };
export type GLConstants = typeof GL_TABLE;

/** Names per prototype of a fast chain (V8 keeps an object of more than ~1,020 names in dictionary mode). */
export const FAST_PROPERTY_LIMIT = 1000;

/**
 * An empty object whose prototype chain (null at its end, so no Object.prototype names) holds `table`'s entries, at
 * most FAST_PROPERTY_LIMIT per prototype: reads of any entry are as fast as a small object's.
 */
export function fastPropertyChain<T extends object>(table: T): T {
  const entries = Object.entries(table);
  let proto: object | null = null;
  for (let end = entries.length; end > 0; end -= FAST_PROPERTY_LIMIT) {
    proto = Object.assign(Object.create(proto) as object, Object.fromEntries(entries.slice(Math.max(0, end - FAST_PROPERTY_LIMIT), end)));
  }
  return Object.create(proto) as T;
}

export const GL: GLConstants = fastPropertyChain(GL_TABLE);
