// Entry-point area a: buffers, vertex arrays, render state, draws, clears, state queries. Each file of this area returns its methods; this one merges them.
//   a-buffers.ts            buffer names and bind points (generic, indexed, multi-bind)
//   a-buffer-data.ts        data stores: data/storage/sub-data, map/unmap/flush, copy, get, parameters, invalidate
//   a-buffer-clear.ts       clearBuffer(Sub)Data with client-side conversion of the clear value
//   a-vertex-arrays.ts      VAOs, attribute pointers/formats, binding points, divisors (client-memory arrays)
//   a-vertex-attrib-values  current attribute values and getVertexAttrib*
//   a-vertex-attrib-variants  the other glVertexAttrib* forms (d, s, N*, I1-3, P*, L2/L3), converted per §10.2.1
//   a-render-state.ts       enable/disable, blend, masks, depth, stencil, rasterization, hints
//   a-viewport-state.ts     viewports, scissors, depth ranges, clear values, patch parameters
//   a-draw-validation.ts    the shared draw-state checks (and the VAO 0 / client-array choice)
//   a-draws.ts, a-draws-indirect.ts   every draw entry point
//   a-clears.ts             clear, clearBuffer*, flush/finish, barriers
//   a-state-queries.ts      get{Integer,Float,Boolean,Integer64,Double}v (+ indexed), getString(i)
//   a-query-registrations.ts   the pnames of this area's state
import type { GLFunctions } from '@mgpipe/gl-api';
import type { FrontEnd } from '../front-end.ts';
import { bufferClearEntryPoints } from './a-buffer-clear.ts';
import { bufferDataEntryPoints } from './a-buffer-data.ts';
import { bufferObjectEntryPoints } from './a-buffers.ts';
import { clearEntryPoints } from './a-clears.ts';
import { AreaAState } from './a-common.ts';
import { DrawValidator } from './a-draw-validation.ts';
import { indirectDrawEntryPoints } from './a-draws-indirect.ts';
import { drawEntryPoints } from './a-draws.ts';
import { registerAreaAQueries } from './a-query-registrations.ts';
import { renderStateEntryPoints } from './a-render-state.ts';
import { stateQueryEntryPoints } from './a-state-queries.ts';
import { vertexAttribValueEntryPoints } from './a-vertex-attrib-values.ts';
import { vertexAttribVariantEntryPoints } from './a-vertex-attrib-variants.ts';
import { vertexArrayEntryPoints } from './a-vertex-arrays.ts';
import { viewportStateEntryPoints } from './a-viewport-state.ts';

export function areaAEntryPoints(fe: FrontEnd): Partial<GLFunctions> {
  const area = new AreaAState();
  const data = bufferDataEntryPoints(fe, area);
  const pushCoherentWrites = () => { data.noteDraw(); data.pushPersistentWrites(true); };
  const validator = new DrawValidator(fe);
  registerAreaAQueries(fe, area);
  return {
    ...bufferObjectEntryPoints(fe, area),
    ...data.methods,
    ...bufferClearEntryPoints(fe),
    ...vertexArrayEntryPoints(fe),
    ...vertexAttribValueEntryPoints(fe),
    ...vertexAttribVariantEntryPoints(fe),
    ...renderStateEntryPoints(fe, area),
    ...viewportStateEntryPoints(fe),
    ...drawEntryPoints(fe, validator, pushCoherentWrites),
    ...indirectDrawEntryPoints(fe, validator, pushCoherentWrites),
    ...clearEntryPoints(fe, validator, data.pushPersistentWrites, data.noteClientBarrier),
    ...stateQueryEntryPoints(fe),
  };
}
