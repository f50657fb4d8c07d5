// Entry-point area c: shaders, programs, uniforms, blocks, program pipelines, transform feedback, queries, sync, compute, debug labels. Each file of this area returns its methods; this one merges them.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';

export function areaCEntryPoints(_fe: FrontEnd): Partial<GLFunctions> {
  return {};
}
