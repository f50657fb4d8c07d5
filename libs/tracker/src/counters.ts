// Shutter readers: every counter name the dirty-bit list uses (libs/gl-state/COUNTERS.md spelling) → how to
// read it from a GLContext. Per-object counters read the currently bound object (-1 when none); switching the
// object moves GLContext.objectBindingVersion, which the same rows list and the tracker reads as the binding counter
// of the kinds each row reads (tracker.ts BINDING_KINDS), so comparing each counter separately (never their sum: two
// objects' counters can cancel) is enough. A test checks every other name in DIRTY_BITS has a reader here.
//
// The validate loop reads counters written out in straight lines (movedCounters compares them, readCounters takes the
// walk's snapshot), not through a table of closures: a call site that sees thirty different closures is megamorphic,
// and on the draw path that cost more than the compares themselves (validateForDraw of an unchanged context: ~60 ns
// with closures); a switch by id cost ~45 instructions a read.

import type { GLContext } from '@mgpipe/gl-state';

export type CounterReader = (ctx: GLContext) => number;

/** The counter names, by counter id (readCounters' order). */
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
  'GLContext.vertexAttribDefaultsVersion',
  'GLContext.patchVersion',
  'GLContext.pixelStoreVersion',
  'RenderState.pipelineStateVersion',
  // not RenderState.version: it moves on either of these two, so no shutter needs it (a blend toggle would send
  // NEW_RENDER_STATE looking at the dynamic chunks it never writes)
  'RenderState.dynamicVersion',
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
  // objectBindingVersion split by what was bound: a row's 'GLContext.objectBindingVersion' is read as the kinds the
  // row reads (tracker.ts BINDING_KINDS), so a VAO bind does not send the program and framebuffer bits looking again.
  'GLContext.vertexArrayBindingVersion',
  'GLContext.framebufferBindingVersion',
  'GLContext.programBindingVersion',
  'GLContext.transformFeedbackBindingVersion',
] as const;

/** The counter a dirty-bit row names for "another object was bound"; it has no reader of its own (see above). */
export const OBJECT_BINDING_COUNTER_NAME = 'GLContext.objectBindingVersion';

/**
 * Counter `id` (an index into COUNTER_NAMES) of `c`, for callers that want one counter (tests, tools): read through
 * readCounters, so the reads are written out once for the snapshot and once for movedCounters' compares.
 */
export function readCounter(c: GLContext, id: number): number {
  if (!Number.isInteger(id) || id < 0 || id >= COUNTER_NAMES.length) throw new RangeError(`readCounter: no counter ${id}`);
  readCounters(c, oneCounter);
  return oneCounter[id];
}
const oneCounter = new Int32Array(COUNTER_NAMES.length);

/**
 * The counters of `c` that differ from `seen` (index = counter id), as a mask of ids, each counter stored into `now`
 * as it is read: the walk that follows a move reads that snapshot instead of reading every counter again (readCounters:
 * ~240 instructions of a blend-toggle draw, where 31 stores cost ~40). The same reads as readCounters
 * (tracker-core.test.ts holds them to it): validate's fast path compares every counter of a verb class, and a loop of per-id reads (a switch per
 * id) or of indexed typed-array reads cost 2-5 ns per counter, 100-200 ns per unchanged validateForDraw (24
 * counters; minimum of 1,000-call samples), where these straight-line compares cost a few loads each.
 * Each line ORs a select, so every `|=` runs on every call: as `if (moved) m |= bit` the ORs of counters that never
 * moved during warm-up had no type feedback, the optimized validate deoptimized on the first one that did, and the
 * steady-state draw loop allocated 16-48 bytes per draw afterwards (alloc.test.ts' probe; 0.047 in this form).
 * The snapshots are Int32Arrays and each counter is read as `| 0`: an integer store and compare instead of a conversion
 * to a double and a float compare (blend-toggle -68 instructions a draw, seeded). A counter past 2^31 compares as its
 * low 32 bits on both sides (readCounters' stores wrap the same way), so it still moves its bit; only a counter that
 * moved by an exact multiple of 2^32 between two validates would look still.
 */
export function movedCounters(c: GLContext, seen: Int32Array, now: Int32Array): number {
  const g = c.generations, rs = c.renderState, program = c.drawProgram, pipeline = c.programPipeline;
  const vao = c.vertexArray, b = c.buffers;
  let m = 0;
  m |= (now[0] = g.anyFboAttachment | 0) !== seen[0] ? 1 : 0;
  m |= (now[1] = g.anyTextureContent | 0) !== seen[1] ? 2 : 0;
  m |= (now[2] = g.anyTextureParams | 0) !== seen[2] ? 4 : 0;
  m |= (now[3] = g.textureBind | 0) !== seen[3] ? 8 : 0;
  m |= (now[4] = g.samplingResolution | 0) !== seen[4] ? 16 : 0;
  m |= (now[5] = g.anyBufferChange | 0) !== seen[5] ? 32 : 0;
  m |= (now[6] = g.anyVaoAttribute | 0) !== seen[6] ? 64 : 0;
  m |= (now[7] = c.vertexAttribDefaultsVersion | 0) !== seen[7] ? 128 : 0;
  m |= (now[8] = c.patchVersion | 0) !== seen[8] ? 256 : 0;
  m |= (now[9] = c.pixelStoreVersion | 0) !== seen[9] ? 512 : 0;
  m |= (now[10] = rs.pipelineStateVersion | 0) !== seen[10] ? 1024 : 0;
  m |= (now[11] = rs.dynamicVersion | 0) !== seen[11] ? 2048 : 0;
  m |= (now[12] = c.textures.imageUnitVersion | 0) !== seen[12] ? 4096 : 0;
  m |= (now[13] = c.drawFramebuffer.objectVersion | 0) !== seen[13] ? 8192 : 0;
  m |= (now[14] = (program === null ? -1 : program.linkVersion) | 0) !== seen[14] ? 16384 : 0;
  m |= (now[15] = (pipeline === null ? -1 : pipeline.version) | 0) !== seen[15] ? 32768 : 0;
  m |= (now[16] = (program === null ? -1 : program.backendStateVersion) | 0) !== seen[16] ? 65536 : 0;
  m |= (now[17] = (program === null ? -1 : program.blockBindingVersion) | 0) !== seen[17] ? 131072 : 0;
  m |= (now[18] = (program === null ? -1 : program.uniformWriteSetVersion) | 0) !== seen[18] ? 262144 : 0;
  m |= (now[19] = (program === null ? -1 : program.uboContentVersion) | 0) !== seen[19] ? 524288 : 0;
  m |= (now[20] = g.samplingResolution | 0) !== seen[20] ? 1048576 : 0;
  m |= (now[21] = vao.configVersion | 0) !== seen[21] ? 2097152 : 0;
  m |= (now[22] = vao.elementBufferVersion | 0) !== seen[22] ? 4194304 : 0;
  m |= (now[23] = b.uniform.version | 0) !== seen[23] ? 8388608 : 0;
  m |= (now[24] = b.shaderStorage.version | 0) !== seen[24] ? 16777216 : 0;
  m |= (now[25] = b.atomicCounter.version | 0) !== seen[25] ? 33554432 : 0;
  m |= (now[26] = c.transformFeedback.bindings.version | 0) !== seen[26] ? 67108864 : 0;
  m |= (now[27] = c.vertexArrayBindingVersion | 0) !== seen[27] ? 134217728 : 0;
  m |= (now[28] = c.framebufferBindingVersion | 0) !== seen[28] ? 268435456 : 0;
  m |= (now[29] = c.programBindingVersion | 0) !== seen[29] ? 536870912 : 0;
  m |= (now[30] = c.transformFeedbackBindingVersion | 0) !== seen[30] ? 1073741824 : 0;
  return m;
}

/** The ids of the two counters the state serial does not cover (state-serial.ts): the render state's. */
export const RENDER_STATE_COUNTER_MASK = (1 << 10) | (1 << 11);

/**
 * movedCounters for the render state's two counters only, storing them into `now` as it does: what validate compares
 * while the state serial has not moved (every other counter then equals what `seen` and `now` hold).
 */
export function movedRenderStateCounters(c: GLContext, seen: Int32Array, now: Int32Array): number {
  const rs = c.renderState;
  let m = 0;
  m |= (now[10] = rs.pipelineStateVersion | 0) !== seen[10] ? 1024 : 0;
  m |= (now[11] = rs.dynamicVersion | 0) !== seen[11] ? 2048 : 0;
  return m;
}

/**
 * Every counter of `c` into `out` (index = counter id): validate's walk takes one snapshot when something moved, and
 * its shutters and class snapshot read the array (through a switch by id, each of a walk's shutter reads cost ~45
 * instructions; state-heavy: 22 reads a draw). The one spelling of which field each counter is.
 */
export function readCounters(c: GLContext, out: Int32Array): void {
  const g = c.generations, rs = c.renderState, program = c.drawProgram, pipeline = c.programPipeline;
  const vao = c.vertexArray, b = c.buffers;
  out[0] = g.anyFboAttachment;
  out[1] = g.anyTextureContent;
  out[2] = g.anyTextureParams;
  out[3] = g.textureBind;
  out[4] = g.samplingResolution;
  out[5] = g.anyBufferChange;
  out[6] = g.anyVaoAttribute;
  out[7] = c.vertexAttribDefaultsVersion;
  out[8] = c.patchVersion;
  out[9] = c.pixelStoreVersion;
  out[10] = rs.pipelineStateVersion;
  out[11] = rs.dynamicVersion;
  out[12] = c.textures.imageUnitVersion;
  out[13] = c.drawFramebuffer.objectVersion;
  out[14] = program === null ? -1 : program.linkVersion;
  out[15] = pipeline === null ? -1 : pipeline.version;
  out[16] = program === null ? -1 : program.backendStateVersion;
  out[17] = program === null ? -1 : program.blockBindingVersion;
  out[18] = program === null ? -1 : program.uniformWriteSetVersion;
  out[19] = program === null ? -1 : program.uboContentVersion;
  out[20] = g.samplingResolution;
  out[21] = vao.configVersion;
  out[22] = vao.elementBufferVersion;
  out[23] = b.uniform.version;
  out[24] = b.shaderStorage.version;
  out[25] = b.atomicCounter.version;
  out[26] = c.transformFeedback.bindings.version;
  out[27] = c.vertexArrayBindingVersion;
  out[28] = c.framebufferBindingVersion;
  out[29] = c.programBindingVersion;
  out[30] = c.transformFeedbackBindingVersion;
}

/** Name → counter id (the index of readCounters' array). */
export const COUNTER_IDS: Readonly<Record<string, number>> = Object.fromEntries(COUNTER_NAMES.map((n, i) => [n, i]));

/** Name → reader, for callers that want one counter by name (tests, tools); the validate loop reads the snapshot. */
export const COUNTER_READERS: Readonly<Record<string, CounterReader>> = Object.fromEntries(
  COUNTER_NAMES.map((n, i) => [n, (c: GLContext) => readCounter(c, i)]),
);
