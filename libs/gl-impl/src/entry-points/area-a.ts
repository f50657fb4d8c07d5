// Entry-point area a: buffers, vertex arrays, render state, draws, clears, state queries. Each file of this area returns its methods; this one merges them.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';

export function areaAEntryPoints(_fe: FrontEnd): Partial<GLFunctions> {
  return {};
}
