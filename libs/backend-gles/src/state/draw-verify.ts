// MOBILEGL_PIPE_VERIFY for draw_vbo (the emulation bit): the pushed draw compared with what the pull path would
// have drawn. The front end hands over the legacy verb's arguments right before the tracker sends the draw
// (gl-impl DrawVerifyHooks: the verb's counterpart of PipeInputs' context-filled shadow); the receiver
// (draw-vbo-receiver.ts) decodes the payload into the record it will draw and asks here first. Compared: shape
// (mode, index size, ranges), first vertex / index offset / client index bytes (by identity: the same bytes, never
// a copy), count, instances, base vertex / instance, the restart value the pull path reads from render state,
// the index buffer (the pushed set_index_buffer group), the client's min / max index against a host scan of the
// same indices, and for indirect draws the command block (the DRAW_INDIRECT binding's bytes through MGB_CTX),
// offset, stride and the draw count (an *IndirectCount draw's count read from the PARAMETER binding here, as the
// legacy verb does); for drawTransformFeedback the client's xfbCpuCapturedVertices against the count this backend kept
// for the named object at capture time (`capturedOf`, the wiring's: query-commands' per-object count), with mode and
// instances. A difference is Fatal{PipeVerifyDiffer, "drawVbo@draw"}, counted in VerifyReport.drawVbo.
import { indexRange, indexSize, maxIndexOf, scanIndexRange, type EmulatedDraw } from '@mgpipe/gles-emulation';
import { settleComparison, type PipeInputs } from '@mgpipe/gles-core';
import { MGPDrawFlags, type DrawVboPayload, type MGPipeHandle } from '@mgpipe/pipe-types';
import { RenderStateCap, RS } from '@mgpipe/value-types';

const NONE = 0, DIRECT = 1, INDIRECT = 2, XFB = 3;

export class DrawVerify {
  private kind = NONE;
  private mode = 0;
  private first = 0;
  private count = 0;
  private indexType = 0;
  /** Element-buffer offset in bytes, or -1 with `view` set (client indices). */
  private offset = 0;
  private view: ArrayBufferView | null = null;
  private span: Uint8Array | null = null;
  private instances = 0;
  private baseVertex = 0;
  private baseInstance = 0;
  private drawCount = 0;
  private stride = 0;
  private countOffset = -1;
  private maxDrawCount = 0;
  /** A multi draw sent as one draw_vbo: its sub-draws (the first `multiCount`), range k against sub-draw k. */
  private multi: readonly Readonly<EmulatedDraw>[] | null = null;
  private multiCount = 0;
  /** drawTransformFeedback: the backend's own count for the named object, read when the draw is expected. */
  private captured = 0;

  /**
   * `capturedOf`: the vertices the backend counted for XFB object `name` (0: the default one) at capture time — the
   * wiring resolves the application's name through the context, as verify's pulled side does.
   */
  constructor(private readonly inputs: PipeInputs, private readonly capturedOf: (xfbName: number) => number = () => 0) {}

  /** The legacy draw verb's record (gl-impl DrawCall, structurally). */
  expectDraw(call: Readonly<EmulatedDraw>): void {
    this.multi = null;
    this.load(call);
  }

  private load(call: Readonly<EmulatedDraw>): void {
    this.kind = DIRECT;
    this.mode = call.mode; this.first = call.first; this.count = call.count; this.indexType = call.indexType;
    this.offset = typeof call.indices === 'number' ? call.indices : -1;
    this.view = typeof call.indices === 'number' ? null : call.indices;
    this.span = call.indexSpan ?? null;
    this.instances = call.instanceCount; this.baseVertex = call.baseVertex; this.baseInstance = call.baseInstance;
  }

  /** A multi draw's sub-draws (the front end's reused records), compared range by range. */
  expectMulti(calls: readonly Readonly<EmulatedDraw>[], n: number): void {
    this.kind = NONE;
    this.multi = calls;
    this.multiCount = n;
  }

  expectIndirect(mode: number, indexType: number, offset: number, drawCount: number, stride: number, countOffset: number, maxDrawCount: number): void {
    this.multi = null;
    this.kind = INDIRECT;
    this.mode = mode; this.indexType = indexType; this.offset = offset; this.drawCount = drawCount; this.stride = stride;
    this.countOffset = countOffset; this.maxDrawCount = maxDrawCount;
  }

  expectTransformFeedback(mode: number, xfbName: number, _stream: number, instances: number): void {
    this.multi = null;
    this.kind = XFB;
    this.mode = mode;
    this.instances = instances;
    this.captured = this.capturedOf(xfbName);
  }

  /** A kHasXfbCount draw_vbo; `vertices` as decoded (what will be drawn). */
  checkTransformFeedback(p: DrawVboPayload, vertices: number): void {
    const d = this.kind !== XFB || this.multi !== null ? 'unexpected (no legacy drawTransformFeedback to compare with)'
      : p.mode !== this.mode ? 'mode'
        : p.indexSize !== 0 || p.indirect !== null || p.ranges.length !== 0 ? 'shape'
          : p.instanceCount !== this.instances ? 'instanceCount'
            : vertices !== this.captured ? `xfbCpuCapturedVertices (client ${vertices}, server ${this.captured})` : null;
    this.kind = NONE;
    this.settle(d);
  }

  /** Range `k` of a direct draw_vbo, decoded into `r` (what will be drawn). */
  checkDirect(p: DrawVboPayload, r: Readonly<EmulatedDraw>, k: number): void {
    const multi = this.multi;
    if (multi === null) {
      const d = this.diffDirect(p, r, k, 1);
      this.kind = NONE;
      this.settle(d);
      return;
    }
    const n = this.multiCount;
    if (k < n) this.load(multi[k]);
    const d = k >= n ? 'ranges' : this.diffDirect(p, r, k, n);
    this.kind = NONE;
    if (d !== null || k === n - 1) this.multi = null;
    this.settle(d);
  }

  /**
   * An indirect draw_vbo; `drawCount` as decoded (what will be drawn), `drawIndirect` / `parameter` the handles
   * set_indirect_buffers left (compared with the handles of the context's DRAW_INDIRECT / PARAMETER bindings).
   */
  checkIndirect(p: DrawVboPayload, drawCount: number, drawIndirect: MGPipeHandle, parameter: MGPipeHandle): void {
    const d = this.diffIndirect(p, drawCount) ?? this.diffIndirectBuffers(drawIndirect, parameter);
    this.kind = NONE;
    this.settle(d);
  }

  /** Range `k` of a draw_vbo expected to carry `ranges` ranges, against the expected (sub-)draw. */
  private diffDirect(p: DrawVboPayload, r: Readonly<EmulatedDraw>, k: number, ranges: number): string | null {
    if (this.kind !== DIRECT) return 'unexpected (no legacy draw to compare with)';
    if ((p.flags & MGPDrawFlags.hasXfbCount) !== 0) return 'flags.hasXfbCount';
    if (p.ranges.length !== ranges || k >= ranges) return 'ranges';
    if (r.mode !== this.mode) return 'mode';
    if (r.indexType !== this.indexType) return 'indexSize';
    if (r.count !== this.count) return 'ranges[0].count';
    if (r.instanceCount !== this.instances) return 'instanceCount';
    if (r.baseInstance !== this.baseInstance) return 'startInstance';
    const type = this.indexType;
    if (type === 0) {
      if (r.first !== this.first) return 'ranges[0].start';
      if ((p.flags & MGPDrawFlags.hasIndexRange) !== 0 && (p.minIndex !== this.first || p.maxIndex !== this.first + this.count - 1)) return 'maxIndex';
      return null;
    }
    if (r.baseVertex !== this.baseVertex) return 'ranges[0].indexBias';
    if (this.view !== null) {
      const v = r.indices;
      if (typeof v === 'number' || v.buffer !== this.view.buffer || v.byteOffset !== this.view.byteOffset) return 'userIndices';
    } else {
      if (r.indices !== this.offset) return 'ranges[0].start';
      const index = this.inputs.getIndexBuffer();
      // A draw may name its index buffer; this tracker leaves it to set_index_buffer (D5): null means "the group's".
      const named = p.indexResource.slot !== 0 || p.indexResource.gen !== 0;
      if (named && index.pushed && (p.indexResource.slot !== index.handle.slot || p.indexResource.gen !== index.handle.gen)) return 'indexResource';
    }
    const restart = this.pullRestart(type);
    const pushedRestart = (p.flags & MGPDrawFlags.primitiveRestart) !== 0 && p.restartIndex <= maxIndexOf(type) ? p.restartIndex : -1;
    if (pushedRestart !== restart) return 'restartIndex';
    if ((p.flags & MGPDrawFlags.hasIndexRange) !== 0) {
      const src = this.view !== null ? new Uint8Array(this.view.buffer, this.view.byteOffset, this.view.byteLength) : this.span;
      if (src === null) return 'maxIndex (no index bytes to scan)';
      scanIndexRange(src, type, this.count, restart, this.view !== null ? 0 : this.offset);
      const max = p.maxIndex === 0xffffffff ? -1 : p.maxIndex;
      if (max !== indexRange.max || (max >= 0 && p.minIndex !== indexRange.min)) return 'maxIndex';
    }
    return null;
  }

  private diffIndirect(p: DrawVboPayload, drawCount: number): string | null {
    if (this.multi !== null) return 'unexpected (a multi draw was expected)';
    if (this.kind !== INDIRECT) return 'unexpected (no legacy indirect draw to compare with)';
    const ind = p.indirect!;
    if (p.mode !== this.mode) return 'mode';
    if ((p.indexSize === 0 ? 0 : p.indexSize) !== (this.indexType === 0 ? 0 : indexSize(this.indexType))) return 'indexSize';
    if (Number(ind.offset) !== this.offset) return 'indirect.offset';
    if (ind.stride !== this.stride) return 'indirect.stride';
    const set = this.inputs.getIndirectBuffers();
    if (ind.commands.ptr !== set.commandBytes()) return 'indirect.commands';
    let expected = this.drawCount;
    if (this.countOffset >= 0) {
      const param = set.parameterBytes();
      const at = this.countOffset;
      expected = param === null || at + 4 > param.byteLength ? 0
        : Math.min((param[at] | (param[at + 1] << 8) | (param[at + 2] << 16) | (param[at + 3] << 24)) >>> 0, this.maxDrawCount);
    }
    if (drawCount !== expected) return 'indirect.drawCount';
    if (this.indexType !== 0) {
      const restart = this.pullRestart(this.indexType);
      const pushedRestart = (p.flags & MGPDrawFlags.primitiveRestart) !== 0 && p.restartIndex <= maxIndexOf(this.indexType) ? p.restartIndex : -1;
      if (pushedRestart !== restart) return 'restartIndex';
    }
    return null;
  }

  /** The pushed set_indirect_buffers handles against the context's bindings (through the client's identity map). */
  private diffIndirectBuffers(drawIndirect: MGPipeHandle, parameter: MGPipeHandle): string | null {
    const handleOf = this.inputs.bufferHandleOf;
    if (handleOf === null) return null;
    const set = this.inputs.getIndirectBuffers();
    const same = (front: typeof set.drawIndirect, h: MGPipeHandle) => {
      const want = front === null ? null : handleOf(front);
      return want === null ? h.slot === 0 && h.gen === 0 : want.slot === h.slot && want.gen === h.gen;
    };
    if (!same(set.drawIndirect, drawIndirect)) return `indirectBuffers.drawIndirect {${drawIndirect.slot}, ${drawIndirect.gen}}`;
    if (!same(set.parameter, parameter)) return `indirectBuffers.parameter {${parameter.slot}, ${parameter.gen}}`;
    return null;
  }

  /** The restart value the pull path derives from render state (DrawCommands.draw's rule); -1: none. */
  private pullRestart(type: number): number {
    const params = this.inputs.getRenderStateParameters();
    const max = maxIndexOf(type);
    if (params.getCap(RenderStateCap.PrimitiveRestartFixedIndex)) return max;
    if (!params.getCap(RenderStateCap.PrimitiveRestart)) return -1;
    const index = params.get(RS.primitiveRestartIndex);
    return index <= max ? index : -1;
  }

  private settle(d: string | null): void {
    settleComparison(this.inputs.report, 'drawVbo', 'drawVbo@draw', d);
  }
}
