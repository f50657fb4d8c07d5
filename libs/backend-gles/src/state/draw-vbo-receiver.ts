// draw_vbo, the one draw verb (seeds §4.4.5, §4.5.7), received (the emulation bit pushed). The draw opens at its
// fill point (PipeInputs.beginVerb(draw): everything the tracker's validate pushed before it is now the draw's state,
// D-B3), then runs from the payload and pushed state only — no front-end DrawCall, no context read:
//   ranges            one draw of the wiring's draw path each (DrawCommands.draw): start = first vertex (arrays) or
//                     first index (elements), indexBias = base vertex; instanceCount / startInstance per info.
//   restart           kPrimitiveRestart + restartIndex: the wiring's restart / rewrite decision (DrawCommands.pushedRestart).
//   index range       kHasIndexRange: the client's max index bounds the host-sourced vertex streams (no host scan).
//   userIndices       kIndicesAreClient: the application's indices (streamed); without it, the element buffer's
//                     bytes, the per-draw span a draw outside the index host mirror reads (D-B7, counted as shipped).
//   indirect          the commands flattened on the CPU by gles-emulation (IndirectDraws.drawCommands) from the
//                     span, the count already resolved on the client (§5.8.1). The span is the DRAW_INDIRECT buffer
//                     set_indirect_buffers named (received here: handles checked live, kept as values): an indirect
//                     draw without one, or a span whose size is not that buffer's, is ProtocolCorruption.
//   xfb count         kHasXfbCount (drawTransformFeedback): DrawArraysInstanced(mode, 0, xfbCpuCapturedVertices,
//                     instanceCount) — the client's CPU count of the object's last capture (§5.8), no range.
// MOBILEGL_PIPE_VERIFY: the front end hands the backend what the legacy verb would have been given (DrawVerifyHooks,
// draw-verify.ts) and the draw is compared with it before it runs. MOBILEGL_PIPE_TEST_FAULT=emulation (test-only)
// drops the last vertex / index of every pushed draw (the last command of an indirect one, the last captured vertex
// of a drawTransformFeedback) after decoding:
// visible in every emulation scenario, and verify must go red.
// Nothing here allocates per draw: one reused record, the payload's own spans.
import { MGPDrawFlags, MGPipeFatal, VerbClass, type DrawVboPayload, type MGPipeHandle, type SetIndirectBuffersPayload } from '@mgpipe/pipe-types';
import type { EmulatedDraw } from '@mgpipe/gles-emulation';
import type { PipeInputs } from '@mgpipe/gles-core';
import { GL } from '@mgpipe/value-types';
import type { DrawCommands } from '../commands/draw-commands.ts';
import type { DrawVerify } from './draw-verify.ts';

const TYPE_OF_SIZE = [0, GL.UNSIGNED_BYTE, GL.UNSIGNED_SHORT, 0, GL.UNSIGNED_INT];
const UNKNOWN_INDEX = 0xffffffff;

/** Counters (MOBILEGL_PIPE_STATS' receiver block). */
export interface DrawVboStats {
  drawVbo: number;
  drawVboRanges: number;
  drawVboIndirect: number;
  /** drawTransformFeedback draws (kHasXfbCount). */
  drawVboXfb: number;
  /** set_indirect_buffers received. */
  indirectBufferSets: number;
}

/** What the draw path needs of the pushed buffer table: a handle's liveness and its size. */
export interface IndirectBufferTable {
  twin(h: MGPipeHandle, call: string): unknown;
  record(h: MGPipeHandle): { readonly size: number };
}

const isNull = (h: MGPipeHandle) => h.slot === 0 && h.gen === 0;

export class DrawVboReceiver {
  private readonly record: EmulatedDraw = { mode: 0, first: 0, count: 0, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null };
  readonly stats: DrawVboStats = { drawVbo: 0, drawVboRanges: 0, drawVboIndirect: 0, drawVboXfb: 0, indirectBufferSets: 0 };
  /** set_indirect_buffers' state, copied out of the payload (the client reuses its record). */
  private readonly drawIndirect: { slot: number; gen: number } = { slot: 0, gen: 0 };
  private readonly parameter: { slot: number; gen: number } = { slot: 0, gen: 0 };

  constructor(
    private readonly inputs: PipeInputs,
    private readonly draws: DrawCommands,
    private readonly conditionPasses: () => boolean,
    private readonly verify: DrawVerify | null,
    private readonly testFault: boolean,
    private readonly buffers: IndirectBufferTable,
  ) {}

  /** set_indirect_buffers: the DRAW_INDIRECT / PARAMETER buffers (null handle: none bound); a stale handle is ProtocolCorruption. */
  setIndirectBuffers(p: SetIndirectBuffersPayload): void {
    this.stats.indirectBufferSets++;
    if (!isNull(p.drawIndirect)) this.buffers.twin(p.drawIndirect, 'set_indirect_buffers');
    if (!isNull(p.parameter)) this.buffers.twin(p.parameter, 'set_indirect_buffers');
    this.drawIndirect.slot = p.drawIndirect.slot;
    this.drawIndirect.gen = p.drawIndirect.gen;
    this.parameter.slot = p.parameter.slot;
    this.parameter.gen = p.parameter.gen;
  }

  receive(p: DrawVboPayload): void {
    this.inputs.beginVerb(VerbClass.draw);
    this.stats.drawVbo++;
    // One range of a plain arrays draw (no flag, no index, not indirect), most draws: neither restart nor the index
    // range applies to it, so DrawCommands' pushed values stay -2 and nothing needs the try/finally below.
    if (p.flags === 0 && p.indexSize === 0 && p.indirect === null && p.ranges.length === 1 && !this.testFault) {
      this.stats.drawVboRanges++;
      const range = p.ranges[0];
      const r = this.record;
      r.mode = p.mode;
      r.first = range.start;
      r.count = range.count;
      r.indexType = 0;
      r.indices = 0;
      r.baseVertex = 0;
      r.instanceCount = p.instanceCount;
      r.baseInstance = p.startInstance;
      r.indexSpan = null;
      this.verify?.checkDirect(p, r, 0);
      if (r.count !== 0 && r.instanceCount !== 0 && this.conditionPasses()) this.draws.draw(r);
      return;
    }
    const size = p.indexSize;
    const type = size < TYPE_OF_SIZE.length ? TYPE_OF_SIZE[size] : 0;
    if (size !== 0 && type === 0) throw new MGPipeFatal('ProtocolCorruption', `draw_vbo: index size ${size}`);
    const flags = p.flags;
    const span = (flags & MGPDrawFlags.hasUserIndices) !== 0 ? p.userIndices.ptr : null;
    if ((flags & MGPDrawFlags.hasUserIndices) !== 0 && span === null) {
      throw new MGPipeFatal('ProtocolCorruption', 'draw_vbo: userIndices carries no host bytes (split-mode staging is not wired)');
    }
    const client = (flags & MGPDrawFlags.indicesAreClient) !== 0;
    const draws = this.draws;
    draws.pushedRestart = size !== 0 && (flags & MGPDrawFlags.primitiveRestart) !== 0 ? p.restartIndex : -1;
    draws.pushedMaxIndex = size !== 0 && (flags & MGPDrawFlags.hasIndexRange) !== 0 ? (p.maxIndex === UNKNOWN_INDEX ? -1 : p.maxIndex) : -2;
    try {
      if ((flags & MGPDrawFlags.hasXfbCount) !== 0) {
        this.stats.drawVboXfb++;
        const counted = Number(p.xfbCpuCapturedVertices);
        const vertices = this.testFault && counted > 0 ? counted - 1 : counted;
        this.verify?.checkTransformFeedback(p, vertices);
        if (p.instanceCount !== 0 && this.conditionPasses()) draws.drawCaptured(p.mode, vertices, p.instanceCount);
        return;
      }
      const ind = p.indirect;
      if (ind !== null) {
        this.stats.drawVboIndirect++;
        const commands = ind.commands.ptr;
        if (commands === null) throw new MGPipeFatal('ProtocolCorruption', 'draw_vbo: indirect commands carry no host bytes');
        const h = this.drawIndirect;
        if (isNull(h)) throw new MGPipeFatal('ProtocolCorruption', 'draw_vbo: an indirect draw with no DRAW_INDIRECT buffer set (set_indirect_buffers)');
        const size = this.buffers.record(h).size;
        if (Number(ind.commands.size) !== size) {
          throw new MGPipeFatal('ProtocolCorruption', `draw_vbo: the indirect command span (${ind.commands.size} bytes) is not DRAW_INDIRECT buffer {${h.slot}, ${h.gen}} (${size} bytes)`);
        }
        const drawCount = this.testFault && ind.drawCount > 0 ? ind.drawCount - 1 : ind.drawCount;
        this.verify?.checkIndirect(p, drawCount, h, this.parameter);
        if (this.conditionPasses()) draws.indirect.drawCommands(p.mode, type, commands, Number(ind.offset), drawCount, ind.stride, client ? null : span);
        return;
      }
      const r = this.record;
      r.mode = p.mode;
      r.indexType = type;
      r.instanceCount = p.instanceCount;
      r.baseInstance = p.startInstance;
      r.indexSpan = client ? null : span;
      const ranges = p.ranges;
      for (let k = 0; k < ranges.length; k++) {
        const range = ranges[k];
        this.stats.drawVboRanges++;
        r.count = this.testFault && range.count > 0 ? range.count - 1 : range.count;
        if (size === 0) {
          r.first = range.start;
          r.indices = 0;
          r.baseVertex = 0;
        } else {
          r.first = 0;
          r.baseVertex = range.indexBias;
          // Client indices: the span holds the draw's indices from index 0 (a view only when a range starts later).
          r.indices = client ? (range.start === 0 ? span! : span!.subarray(range.start * size)) : range.start * size;
        }
        this.verify?.checkDirect(p, r, k);
        if (r.count !== 0 && r.instanceCount !== 0 && this.conditionPasses()) draws.draw(r);
      }
    } finally {
      draws.pushedRestart = -2;
      draws.pushedMaxIndex = -2;
    }
  }
}
