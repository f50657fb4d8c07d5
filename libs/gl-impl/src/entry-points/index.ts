// The entry-point areas. An area returns the GL methods it implements, as closures over the FrontEnd
// (and registers the state-query pnames it owns). Area A: buffers, vertex arrays, render state, draws,
// clears, state queries. Area B: textures, samplers, pixel store, framebuffers, readback, blits, copies.
// Area C: shaders, programs, uniforms, XFB, queries, sync, compute, debug labels.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';
import { areaAEntryPoints } from './area-a.ts';
import { areaBEntryPoints } from './area-b.ts';
import { areaCEntryPoints } from './area-c.ts';
import { errorsAndDebugEntryPoints } from './errors-and-debug.ts';

export type EntryPointArea = (fe: FrontEnd) => Partial<GLFunctions>;

export const ENTRY_POINT_AREAS: readonly EntryPointArea[] = [
  errorsAndDebugEntryPoints,
  areaAEntryPoints,
  areaBEntryPoints,
  areaCEntryPoints,
];
