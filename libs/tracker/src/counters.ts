// Shutter readers: every counter name the dirty-bit list uses (libs/gl-state/COUNTERS.md spelling) → how to
// read it from a GLContext. Per-object counters read the currently bound object (-1 when none); switching the
// object moves GLContext.objectBindingVersion, which the same rows list, so comparing each counter separately
// (never their sum: two objects' counters can cancel) is enough. A test checks every name in DIRTY_BITS has a
// reader here.
//
// The validate loop reads counters by number through one switch (readCounter), not through a table of closures:
// a call site that sees thirty different closures is megamorphic, and on the draw path that cost more than the
// compares themselves (validateForDraw of an unchanged context: ~60 ns with closures).

import type { GLContext } from '@mgpipe/gl-state';

export type CounterReader = (ctx: GLContext) => number;

/** The counter names, in readCounter's case order. */
export const COUNTER_NAMES = [
  // context generations (object-group aggregates: one compare closes the whole group)
  'generations.anyFboAttachment',
  'generations.anyTextureContent',
  'generations.anyTextureParams',
  'generations.textureBind',
  'generations.samplingResolution',
  'generations.anyBufferChange',
  'generations.anyVaoAttribute',
  // context counters
  'GLContext.objectBindingVersion',
  'GLContext.vertexAttribDefaultsVersion',
  'GLContext.patchVersion',
  'GLContext.pixelStoreVersion',
  'RenderState.pipelineStateVersion',
  'RenderState.version',
  'TextureState.imageUnitVersion',
  // bound objects
  'Framebuffer.objectVersion',
  'Program.linkVersion',
  'ProgramPipeline.version',
  'Program.backendStateVersion',
  'Program.blockBindingVersion',
  'Program.uniformWriteSetVersion',
  'Program.uboContentVersion',
  'Sampler.paramsVersion',
  'VertexArray.configVersion',
  'VertexArray.elementBufferVersion',
  'IndexedBindingTable.version(uniform)',
  'IndexedBindingTable.version(shaderStorage)',
  'IndexedBindingTable.version(atomicCounter)',
  'TransformFeedback.bindings.version',
] as const;

/** Counter `id` (an index into COUNTER_NAMES) of `c`. */
export function readCounter(c: GLContext, id: number): number {
  switch (id) {
    case 0: return c.generations.anyFboAttachment;
    case 1: return c.generations.anyTextureContent;
    case 2: return c.generations.anyTextureParams;
    case 3: return c.generations.textureBind;
    case 4: return c.generations.samplingResolution;
    case 5: return c.generations.anyBufferChange;
    case 6: return c.generations.anyVaoAttribute;
    case 7: return c.objectBindingVersion;
    case 8: return c.vertexAttribDefaultsVersion;
    case 9: return c.patchVersion;
    case 10: return c.pixelStoreVersion;
    case 11: return c.renderState.pipelineStateVersion;
    case 12: return c.renderState.version;
    case 13: return c.textures.imageUnitVersion;
    // The draw framebuffer's; a read-framebuffer change moves generations.anyFboAttachment (same row).
    case 14: return c.drawFramebuffer.objectVersion;
    case 15: return c.program?.linkVersion ?? -1;
    // The bound pipeline's: useProgramStages changes what draws run without moving any program's counters.
    case 16: return c.programPipeline?.version ?? -1;
    case 17: return c.program?.backendStateVersion ?? -1;
    case 18: return c.program?.blockBindingVersion ?? -1;
    case 19: return c.program?.uniformWriteSetVersion ?? -1;
    case 20: return c.program?.uboContentVersion ?? -1;
    // Sampler.paramsVersion of every bound sampler: its aggregate is samplingResolution (Sampler.BumpParamsVersion
    // bumps it), which is the O(1) form of "did any bound sampler change".
    case 21: return c.generations.samplingResolution;
    case 22: return c.vertexArray.configVersion;
    case 23: return c.vertexArray.elementBufferVersion;
    case 24: return c.buffers.uniform.version;
    case 25: return c.buffers.shaderStorage.version;
    case 26: return c.buffers.atomicCounter.version;
    case 27: return c.transformFeedback.bindings.version;
    default: throw new RangeError(`readCounter: no counter ${id}`);
  }
}

/**
 * The counters of `c` that differ from `seen` (index = counter id), as a mask of ids; the same reads as readCounter,
 * written out: validate's fast path compares every counter of a verb class, and a loop of readCounter (a switch per
 * id) or of indexed typed-array reads cost 2-5 ns per counter, 100-200 ns per unchanged validateForDraw (24
 * counters; minimum of 1,000-call samples), where these straight-line compares cost a few loads each.
 */
export function movedCounters(c: GLContext, seen: Float64Array): number {
  const g = c.generations, rs = c.renderState, program = c.program, pipeline = c.programPipeline;
  const vao = c.vertexArray, b = c.buffers;
  let m = 0;
  if (g.anyFboAttachment !== seen[0]) m |= 1;
  if (g.anyTextureContent !== seen[1]) m |= 2;
  if (g.anyTextureParams !== seen[2]) m |= 4;
  if (g.textureBind !== seen[3]) m |= 8;
  if (g.samplingResolution !== seen[4]) m |= 16;
  if (g.anyBufferChange !== seen[5]) m |= 32;
  if (g.anyVaoAttribute !== seen[6]) m |= 64;
  if (c.objectBindingVersion !== seen[7]) m |= 128;
  if (c.vertexAttribDefaultsVersion !== seen[8]) m |= 256;
  if (c.patchVersion !== seen[9]) m |= 512;
  if (c.pixelStoreVersion !== seen[10]) m |= 1024;
  if (rs.pipelineStateVersion !== seen[11]) m |= 2048;
  if (rs.version !== seen[12]) m |= 4096;
  if (c.textures.imageUnitVersion !== seen[13]) m |= 8192;
  if (c.drawFramebuffer.objectVersion !== seen[14]) m |= 16384;
  if ((program === null ? -1 : program.linkVersion) !== seen[15]) m |= 32768;
  if ((pipeline === null ? -1 : pipeline.version) !== seen[16]) m |= 65536;
  if ((program === null ? -1 : program.backendStateVersion) !== seen[17]) m |= 131072;
  if ((program === null ? -1 : program.blockBindingVersion) !== seen[18]) m |= 262144;
  if ((program === null ? -1 : program.uniformWriteSetVersion) !== seen[19]) m |= 524288;
  if ((program === null ? -1 : program.uboContentVersion) !== seen[20]) m |= 1048576;
  if (g.samplingResolution !== seen[21]) m |= 2097152;
  if (vao.configVersion !== seen[22]) m |= 4194304;
  if (vao.elementBufferVersion !== seen[23]) m |= 8388608;
  if (b.uniform.version !== seen[24]) m |= 16777216;
  if (b.shaderStorage.version !== seen[25]) m |= 33554432;
  if (b.atomicCounter.version !== seen[26]) m |= 67108864;
  if (c.transformFeedback.bindings.version !== seen[27]) m |= 134217728;
  return m;
}

/** Name → counter id (readCounter's argument). */
export const COUNTER_IDS: Readonly<Record<string, number>> = Object.fromEntries(COUNTER_NAMES.map((n, i) => [n, i]));

/** Name → reader, for callers that want one counter by name (tests, tools); the validate loop uses readCounter. */
export const COUNTER_READERS: Readonly<Record<string, CounterReader>> = Object.fromEntries(
  COUNTER_NAMES.map((n, i) => [n, (c: GLContext) => readCounter(c, i)]),
);
