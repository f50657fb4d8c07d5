// Entry-point area b: textures, samplers, pixel store, framebuffers, renderbuffers, readback, blits, copies, image units. Each file of this area returns its methods; this one merges them.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';

export function areaBEntryPoints(_fe: FrontEnd): Partial<GLFunctions> {
  return {};
}
