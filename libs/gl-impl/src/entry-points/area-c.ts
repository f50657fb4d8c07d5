// Entry-point area c: shaders, programs, uniforms, blocks, program pipelines, transform feedback, queries, sync, compute, debug labels. Each file of this area returns its methods; this one merges them.
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';
import { computeEntryPoints } from './c-compute.ts';
import { debugEntryPoints } from './c-debug.ts';
import { pipelineEntryPoints } from './c-pipelines.ts';
import { programBinaryEntryPoints } from './c-program-binary.ts';
import { programQueryEntryPoints } from './c-program-queries.ts';
import { programEntryPoints } from './c-programs.ts';
import { queryEntryPoints } from './c-queries.ts';
import { shaderEntryPoints } from './c-shaders.ts';
import { subroutineEntryPoints } from './c-subroutines.ts';
import { registerAreaCStateQueries } from './c-state-queries.ts';
import { syncEntryPoints } from './c-sync.ts';
import { transformFeedbackEntryPoints } from './c-transform-feedback.ts';
import { uniformEntryPoints } from './c-uniforms.ts';

export function areaCEntryPoints(fe: FrontEnd): Partial<GLFunctions> {
  const methods: Partial<GLFunctions> = {
    ...debugEntryPoints(fe),
    ...shaderEntryPoints(fe),
    ...programEntryPoints(fe),
    ...programQueryEntryPoints(fe),
    ...programBinaryEntryPoints(fe),
    ...subroutineEntryPoints(fe),
    ...uniformEntryPoints(fe),
    ...pipelineEntryPoints(fe),
    ...transformFeedbackEntryPoints(fe),
    ...queryEntryPoints(fe),
    ...syncEntryPoints(fe),
    ...computeEntryPoints(fe),
  };
  registerAreaCStateQueries(fe);
  return methods;
}
