// draw_vbo, the one draw verb (seeds §4.4.5, §4.5.7; the emulation bit): part 2 of validate-for-verb — after the
// dirty-bit loop of the draw class has pushed every set_* / bind_* the draw reads (D-B3), the draw itself leaves
// as one MGPDrawInfo + MGPDrawRange[]. What runs here, on the client (§5.8, §5.8.1), and what it carries:
//   arrays / elements / instanced / base vertex / base instance / range / each sub-draw of multi
//                        one range {start, count, indexBias}; start is the first vertex (arrays) or the first index
//                        (elements: byte offset / index size); instanceCount, startInstance.
//   client indices       userIndices = the application's bytes (count × size), kHasUserIndices | kIndicesAreClient:
//                        bytes, never a pointer (a view of the app's array in the monolith).
//   element-buffer bytes userIndices = the element buffer's shadow, kHasUserIndices only, when the server may need
//                        index bytes on the host (restart rewrite, polygon-mode lines, indirect flattening) and its
//                        index host mirror might not hold the buffer (D-B7): the per-draw span it falls back to.
//   min / max index      kHasIndexRange when a host-sourced vertex attribute (client array, fp64, BGRA) is enabled:
//                        the client holds both the indices and the arrays, so it scans (restart values skipped); the
//                        element buffer's shadow is read without a SyncGpuWrites (monolith: pushCoherentWrites ran).
//   restart              kPrimitiveRestart + restartIndex (the fixed index of the type when FIXED_INDEX is on): the
//                        server rewrites what GLES cannot express (D-B7).
//   indirect             indirect = {offset, drawCount, stride, commands}: the commands are the DRAW_INDIRECT
//                        buffer's shadow (the consumer table's monolith fill; the GLES server has no host copy of
//                        it and flattens on the CPU). *IndirectCount: the count is read here from the PARAMETER
//                        buffer's shadow with only the persistent-mapping reconcile the front end already did, no
//                        GPU-write wait (§5.8.1), and sent resolved (min(count, maxDrawCount)).
//                        Before it, set_indirect_buffers names the DRAW_INDIRECT and PARAMETER buffers by handle (D-B3:
//                        every set_* the verb needs precedes it; the set hash drops an unchanged pair): indirect.offset
//                        is an offset into that DRAW_INDIRECT buffer, and the server checks the commands against it.
//   drawTransformFeedback an arrays draw with kHasXfbCount: xfbCpuCapturedVertices = the vertices the client counted
//                        for the object's last capture (xfb-counter.ts), no range; instanceCount as given.
// Every draw sent while a capture is on is counted into it (XfbCounter) exactly as the server draws it: per range,
// per indirect command, per drawTransformFeedback.
// Steady state allocates nothing: one payload, one range record, reused spans; BigInts come from small caches.
// GL errors were all raised by the entry points before the verb: nothing here can fail a draw.

import type { GLContext } from '@mgpipe/gl-state';
import { MGPDrawFlags, MGPipeKind, kNullHandle, type DrawVboPayload, type MGPDrawIndirect, type MGPDrawRange, type SetIndirectBuffersPayload } from '@mgpipe/pipe-types';
import { RenderStateCap, RS } from '@mgpipe/value-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';
import { SetHasher, SuppressedSet, type SetHashSuppressor } from './set-hash.ts';
import { hostSourcedMask } from './vertex-elements-emitter.ts';
import type { XfbCounter } from './xfb-counter.ts';

const UNSIGNED_BYTE = 0x1401, UNSIGNED_SHORT = 0x1403;
const TRIANGLES = 0x0004, TRIANGLE_STRIP = 0x0005, TRIANGLE_FAN = 0x0006, LINE = 0x1b01;
/** GL's DRAW_INDIRECT_BUFFER / PARAMETER_BUFFER generic slots (gl-state GenericBufferSlot). */
const DRAW_INDIRECT_SLOT = 8, PARAMETER_SLOT = 13;

/** A direct draw as the front end's entry points record it (gl-impl's DrawCall, structurally). */
export interface TrackerDraw {
  readonly mode: number;
  readonly first: number;
  readonly count: number;
  readonly indexType: number;
  readonly indices: number | ArrayBufferView;
  readonly instanceCount: number;
  readonly baseVertex: number;
  readonly baseInstance: number;
}

interface MutableSpan { ptr: Uint8Array | null; seg: number; offset: bigint; size: bigint }

const sizeOf = (type: number) => (type === UNSIGNED_BYTE ? 1 : type === UNSIGNED_SHORT ? 2 : 4);
const maxOf = (size: number) => (size === 1 ? 0xff : size === 2 ? 0xffff : 0xffffffff);

export class DrawVboEmitter {
  private readonly range: MGPDrawRange = { start: 0, count: 0, indexBias: 0 };
  private readonly ranges: MGPDrawRange[] = [this.range];
  /** Multi draws' ranges: shared range records, and per sub-draw count the array that lists the first n. */
  private readonly rangePool: MGPDrawRange[] = [];
  private readonly rangesByCount = new Map<number, MGPDrawRange[]>();
  private readonly userIndices: MutableSpan = { ptr: null, seg: 0, offset: 0n, size: 0n };
  private readonly commands: MutableSpan = { ptr: null, seg: 0, offset: 0n, size: 0n };
  private readonly indirect: MGPDrawIndirect = { offset: 0n, drawCount: 0, stride: 0, commands: this.commands };
  private readonly payload: DrawVboPayload = {
    mode: 0, indexSize: 0, flags: 0, instanceCount: 1, startInstance: 0, restartIndex: 0xffffffff, indexResource: kNullHandle,
    drawIdOffset: 0, minIndex: 0, maxIndex: 0, xfbCpuCapturedVertices: 0n, userIndices: this.userIndices, indirect: null, ranges: this.ranges,
  };
  /** Byte sizes and offsets as the BigInts the spans carry (a BigInt is a heap object; bounded caches). */
  private readonly bigInts = new Map<number, bigint>();
  /** Draws sent (MOBILEGL_PIPE_STATS counts the calls; this is for tests). */
  sent = 0;

  private readonly indirectSet: SetIndirectBuffersPayload = { drawIndirect: kNullHandle, parameter: kNullHandle };
  private readonly hasher = new SetHasher();
  private readonly sendDraw: Sender<'draw_vbo'>;

  constructor(private readonly out: PipeEmitter, private readonly ctx: GLContext, private readonly xfb: XfbCounter,
    private readonly handles: ObjectHandles, private readonly suppressor: SetHashSuppressor) {
    this.sendDraw = out.sender('draw_vbo');
  }

  /** One direct draw (or one sub-draw of a multi draw). */
  direct(d: TrackerDraw): void {
    const p = this.payload;
    const indexed = d.indexType !== 0;
    const size = indexed ? sizeOf(d.indexType) : 0;
    this.head(d.mode, size);
    p.instanceCount = d.instanceCount;
    p.startInstance = d.baseInstance;
    p.indirect = null;
    const r = this.range;
    r.count = d.count;
    r.indexBias = indexed ? d.baseVertex : 0;
    const span = this.userIndices;
    span.ptr = null;
    if (!indexed) r.start = d.first;
    else if (typeof d.indices !== 'number') {
      // Client indices: the application's bytes, exactly the ones the draw reads.
      const v = d.indices;
      const bytes = Math.min(v.byteLength, d.count * size);
      span.ptr = v instanceof Uint8Array && v.byteLength === bytes ? v : new Uint8Array(v.buffer, v.byteOffset, bytes);
      span.offset = 0n;
      span.size = this.big(bytes);
      p.flags |= MGPDrawFlags.hasUserIndices | MGPDrawFlags.indicesAreClient;
      r.start = 0;
    } else {
      r.start = Math.floor(d.indices / size);
      if (this.hostIndexWork(d.mode)) this.elementSpan();
    }
    if (this.hostSourcedAttributes()) this.indexRange(d, size);
    this.xfb.draw(d.mode, d.count, d.instanceCount);
    this.send(1);
  }

  /**
   * Whether a multi draw's sub-draws can travel as one draw_vbo with a range each: they share mode, index type,
   * one instance and base instance 0 by construction; client indices (a span per sub-draw) and host-sourced
   * attributes (one index range per draw_vbo) do not batch.
   */
  batchable(calls: readonly TrackerDraw[], n: number): boolean {
    if (n < 2 || this.hostSourcedAttributes()) return false;
    for (let i = 0; i < n; i++) if (typeof calls[i].indices !== 'number') return false;
    return true;
  }

  /** A batchable multi draw (see batchable): one draw_vbo, range k = sub-draw k. */
  multi(calls: readonly TrackerDraw[], n: number): void {
    const first = calls[0];
    const size = first.indexType !== 0 ? sizeOf(first.indexType) : 0;
    this.head(first.mode, size);
    const p = this.payload;
    p.instanceCount = 1;
    p.startInstance = 0;
    p.indirect = null;
    this.userIndices.ptr = null;
    const ranges = this.multiRanges(n);
    for (let k = 0; k < n; k++) {
      const d = calls[k];
      const r = ranges[k];
      r.count = d.count;
      r.start = size === 0 ? d.first : Math.floor((d.indices as number) / size);
      r.indexBias = size === 0 ? 0 : d.baseVertex;
      this.xfb.draw(d.mode, d.count, 1);
    }
    if (size !== 0 && this.hostIndexWork(first.mode)) this.elementSpan();
    p.ranges = ranges;
    this.sent++;
    this.sendDraw(p);
  }

  /** A ranges array of length n (the payload's tail is its length), kept per n so a steady multi draw allocates nothing. */
  private multiRanges(n: number): MGPDrawRange[] {
    let ranges = this.rangesByCount.get(n);
    if (ranges === undefined) {
      if (this.rangesByCount.size >= 64) this.rangesByCount.clear();
      while (this.rangePool.length < n) this.rangePool.push({ start: 0, count: 0, indexBias: 0 });
      ranges = this.rangePool.slice(0, n);
      this.rangesByCount.set(n, ranges);
    }
    return ranges;
  }

  /** drawArraysIndirect / drawElementsIndirect / multiDraw*Indirect: `drawCount` commands from `offset`. */
  drawIndirect(mode: number, indexType: number, offset: number, drawCount: number, stride: number): void {
    this.sendIndirect(mode, indexType, offset, drawCount, stride);
  }

  /** multiDraw*IndirectCount: the count resolved here from the PARAMETER buffer's shadow (§5.8.1: no GPU-write wait). */
  drawIndirectCount(mode: number, indexType: number, offset: number, countOffset: number, maxDrawCount: number, stride: number): void {
    const parameter = this.ctx.buffers.GetBound(PARAMETER_SLOT);
    if (parameter === null || countOffset + 4 > parameter.data.byteLength) return;
    const d = parameter.data;
    const count = (d[countOffset] | (d[countOffset + 1] << 8) | (d[countOffset + 2] << 16) | (d[countOffset + 3] << 24)) >>> 0;
    this.sendIndirect(mode, indexType, offset, Math.min(count, maxDrawCount), stride);
  }

  private sendIndirect(mode: number, indexType: number, offset: number, drawCount: number, stride: number): void {
    const buffer = this.ctx.buffers.GetBound(DRAW_INDIRECT_SLOT);
    if (buffer === null || drawCount === 0) return;
    this.emitIndirectBuffers(buffer);
    const p = this.payload;
    const size = indexType === 0 ? 0 : sizeOf(indexType);
    this.head(mode, size);
    p.instanceCount = 1;
    p.startInstance = 0;
    const ind = this.indirect;
    ind.offset = this.big(offset);
    ind.drawCount = drawCount;
    ind.stride = stride;
    this.commands.ptr = buffer.data;
    this.commands.offset = 0n;
    this.commands.size = this.big(buffer.data.byteLength);
    p.indirect = ind;
    this.userIndices.ptr = null;
    // The commands' indices are only known once read: the server's flattening may need the element bytes.
    if (size !== 0) this.elementSpan();
    this.xfb.indirect(mode, indexType, buffer.data, offset, drawCount, stride);
    this.send(0);
  }

  /**
   * drawTransformFeedback*: DrawArraysInstanced(mode, 0, n, instances) with n = `vertices`, the client's count of the
   * object's last capture (kHasXfbCount; the stream selects nothing more: one count per object, as the server keeps).
   */
  transformFeedback(mode: number, vertices: number, instances: number): void {
    const p = this.payload;
    this.head(mode, 0);
    p.instanceCount = instances;
    p.startInstance = 0;
    p.indirect = null;
    p.flags |= MGPDrawFlags.hasXfbCount;
    p.xfbCpuCapturedVertices = this.big(vertices);
    this.userIndices.ptr = null;
    this.xfb.draw(mode, vertices, instances);
    this.send(0);
  }

  /** set_indirect_buffers: the DRAW_INDIRECT buffer and the PARAMETER binding (null handle: none), when the pair changed. */
  private emitIndirectBuffers(drawIndirect: { readonly lifetimeId: number }): void {
    const d = this.handles.handleOf(MGPipeKind.Buffer, drawIndirect);
    const q = this.handles.handleOf(MGPipeKind.Buffer, this.ctx.buffers.GetBound(PARAMETER_SLOT));
    if (!this.suppressor.shouldEmitHashed(SuppressedSet.indirectBuffers, this.hasher.begin().u32(d.slot).u32(d.gen).u32(q.slot).u32(q.gen))) return;
    this.indirectSet.drawIndirect = d;
    this.indirectSet.parameter = q;
    this.out.send('set_indirect_buffers', this.indirectSet);
  }

  /** Mode, index size, restart and the index buffer: the part every shape shares. */
  private head(mode: number, size: number): void {
    const p = this.payload;
    p.mode = mode;
    p.indexSize = size;
    p.flags = 0;
    p.minIndex = p.maxIndex = 0;
    p.restartIndex = 0xffffffff;
    // indexResource stays null: the element buffer is set_index_buffer's (its own call, D5), already pushed by the
    // validate above; naming it again would cost 8 wire bytes per indexed draw (28 → 36, over the 32-byte budget).
    p.indexResource = kNullHandle;
    if (size === 0) return;
    const params = this.ctx.renderState.params;
    if (params.getCap(RenderStateCap.PrimitiveRestartFixedIndex)) {
      p.flags |= MGPDrawFlags.primitiveRestart;
      p.restartIndex = maxOf(size);
    } else if (params.getCap(RenderStateCap.PrimitiveRestart)) {
      p.flags |= MGPDrawFlags.primitiveRestart;
      p.restartIndex = params.get(RS.primitiveRestartIndex) >>> 0;
    }
  }

  /**
   * Whether the server may work on this draw's indices on the host: a restart index GLES cannot express, or
   * polygon mode LINE on triangles (lowered where the driver lacks NV_polygon_mode).
   */
  private hostIndexWork(mode: number): boolean {
    const p = this.payload;
    if ((p.flags & MGPDrawFlags.primitiveRestart) !== 0 && p.restartIndex !== maxOf(p.indexSize)) return true;
    return this.ctx.renderState.params.get(RS.polygonMode) === LINE && (mode === TRIANGLES || mode === TRIANGLE_STRIP || mode === TRIANGLE_FAN);
  }

  /** The element buffer's shadow as the per-draw span (read only by a server whose mirror lacks the buffer). */
  private elementSpan(): void {
    const eb = this.ctx.vertexArray.elementBuffer;
    if (eb === null) return;
    const span = this.userIndices;
    span.ptr = eb.data;
    span.offset = 0n;
    span.size = this.big(eb.data.byteLength);
    this.payload.flags |= MGPDrawFlags.hasUserIndices;
  }

  /** Whether the bound VAO has an enabled host-sourced attribute (vertex-elements-emitter.ts hostSourcedMask). */
  private hostSourcedAttributes(): boolean {
    return hostSourcedMask(this.ctx.vertexArray) !== 0;
  }

  /** kHasIndexRange: the vertices the draw fetches (arrays: first..first+count-1; indexed: the scanned min/max). */
  private indexRange(d: TrackerDraw, size: number): void {
    const p = this.payload;
    p.flags |= MGPDrawFlags.hasIndexRange;
    if (size === 0) {
      p.minIndex = d.first;
      p.maxIndex = d.first + d.count - 1;
      return;
    }
    let src: Uint8Array | null = null;
    let base = 0;
    if (typeof d.indices === 'number') {
      const eb = this.ctx.vertexArray.elementBuffer;
      if (eb !== null) { src = eb.data; base = d.indices; }
    } else src = this.userIndices.ptr;
    const restart = (p.flags & MGPDrawFlags.primitiveRestart) !== 0 && p.restartIndex <= maxOf(size) ? p.restartIndex : -1;
    let min = 0xffffffff, max = -1;
    if (src !== null) {
      for (let i = 0; i < d.count; i++) {
        const at = base + i * size;
        // An index past the end of the bytes reads 0 (as llvmpipe fetches; the server scan did the same).
        const v = at + size > src.byteLength ? 0 : size === 1 ? src[at] : size === 2 ? src[at] | (src[at + 1] << 8)
          : (src[at] | (src[at + 1] << 8) | (src[at + 2] << 16) | (src[at + 3] << 24)) >>> 0;
        if (v === restart) continue;
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    // ~0 = unknown (nothing fetched): the server then streams no host-sourced vertex.
    p.minIndex = max < 0 ? 0xffffffff : min;
    p.maxIndex = max < 0 ? 0xffffffff : max;
  }

  private send(ranges: number): void {
    const p = this.payload;
    p.ranges = ranges === 0 ? EMPTY_RANGES : this.ranges;
    this.sent++;
    this.sendDraw(p);
    this.commands.ptr = null;
  }

  private big(n: number): bigint {
    let v = this.bigInts.get(n);
    if (v === undefined) {
      if (this.bigInts.size >= 1024) this.bigInts.clear();
      v = BigInt(n);
      this.bigInts.set(n, v);
    }
    return v;
  }
}

const EMPTY_RANGES: readonly MGPDrawRange[] = [];
