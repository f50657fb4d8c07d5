// Emitters of object groups. Each runs only after its shutter (aggregate generation + binding-table version)
// moved, then walks the touched prefix (bind points 0..touchedCount; ranges resolved live, §5.4: a whole-buffer
// binding sees a later glBufferData), hashes the resolved set and lets the suppressor drop an unchanged one.
// Implemented here: const / storage / atomic buffers, stream-output targets, the index buffer (samplers:
// sampler-emitters.ts; framebuffer, sampler views and images: their own emitters). A group without an emitter has a
// null entry in tracker.ts EMITTERS: its bit never enters the mask, so the backend keeps pulling it (the null-entry rule).

import type { GLContext, IndexedBindingTable, TransformFeedback } from '@mgpipe/gl-state';
import {
  MGPShaderBufferClass,
  MGPipeKind,
  kNullHandle,
  type BindStreamOutputObjectPayload,
  type DeleteStreamOutputObjectPayload,
  type MGPBufferRange,
  type MGPRangeHostBytes,
  type SetIndexBufferPayload,
  type SetShaderBuffersPayload,
  type SetStreamOutputTargetsPayload,
} from '@mgpipe/pipe-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter } from './pipe-emitter.ts';
import { SetHashSuppressor, SetHasher, SuppressedSet } from './set-hash.ts';

/** Reused range records; BigInt fields are only rebuilt when a set is actually emitted. */
class RangeScratch {
  private readonly ranges: MGPBufferRange[] = [];
  private readonly byCount: MGPBufferRange[][] = [[]];
  fill(table: IndexedBindingTable, count: number, handles: ObjectHandles): readonly MGPBufferRange[] {
    while (this.ranges.length < count) {
      this.ranges.push({ buffer: kNullHandle, offset: 0n, size: 0n });
      this.byCount.push(this.ranges.slice());
    }
    for (let i = 0; i < count; i++) {
      const r = this.ranges[i];
      const b = table.GetBuffer(i);
      r.buffer = handles.handleOf(MGPipeKind.Buffer, b);
      r.offset = BigInt(b === null ? 0 : table.GetOffset(i));
      r.size = BigInt(table.ResolveSize(i));
    }
    return this.byCount[count];
  }
}

const NO_HOST_BYTES: readonly MGPRangeHostBytes[] = [];

/**
 * D-B8: one host span per bound range of `table`'s touched prefix, over the buffer's shadow at the live range (monolith:
 * `ptr` views the bytes). Allocates per emission — only for a backend that set kCapNeedsHostUboBytes, and only when a
 * bound range or its bytes moved (the hash suppresses the rest).
 */
function hostRanges(table: IndexedBindingTable, n: number): MGPRangeHostBytes[] {
  const out: MGPRangeHostBytes[] = [];
  for (let i = 0; i < n; i++) {
    const b = table.GetBuffer(i);
    if (b === null) continue;
    const offset = table.GetOffset(i);
    const size = Math.max(0, Math.min(table.ResolveSize(i), b.data.byteLength - offset));
    out.push({ index: i, bytes: { ptr: b.data.subarray(offset, offset + size), seg: 0, offset: 0n, size: BigInt(size) } });
  }
  return out;
}

export class ObjectEmitters {
  private readonly hasher = new SetHasher();
  private readonly uniformRanges = new RangeScratch();
  private readonly storageRanges = new RangeScratch();
  private readonly atomicRanges = new RangeScratch();
  private readonly xfbRanges = new RangeScratch();
  private readonly shaderBuffers: SetShaderBuffersPayload = { writableMask: 0, start: 0, cls: 0, ranges: [], hostBytes: [] };
  private readonly streamOutput: SetStreamOutputTargetsPayload = { generation: 0n, targets: [], offsets: new Uint32Array(4) };
  private readonly indexBuffer: SetIndexBufferPayload = { buffer: kNullHandle, indexSize: 0 };
  private readonly bindXfb: BindStreamOutputObjectPayload = { xfb: kNullHandle };
  private readonly deleteXfb: DeleteStreamOutputObjectPayload = { xfb: kNullHandle };
  /** Per Xfb handle slot: the object bound through it (whose death sends delete_stream_output_object). */
  private readonly xfbBySlot: (TransformFeedback | undefined)[] = [];
  private xfbReleasesSeen = 0;

  /**
   * `hostUboBytes`: the backend's kCapNeedsHostUboBytes (D-B8). Uniform ranges then carry their bytes (hostBytes, one
   * span per bound range) and the set's hash covers each buffer's changeSerial, so new bytes are sent again.
   */
  constructor(private readonly out: PipeEmitter, private readonly suppressor: SetHashSuppressor, private readonly handles: ObjectHandles,
    private readonly hostUboBytes = false) {}

  /** Hash of a binding table's touched prefix: (handle, offset, live size) per bind point; with `content`, its bytes' serial too. */
  private hashTable(table: IndexedBindingTable, content = false): SetHasher {
    const h = this.hasher.begin();
    const n = table.touchedCount;
    h.u32(n);
    for (let i = 0; i < n; i++) {
      const b = table.GetBuffer(i);
      const handle = this.handles.handleOf(MGPipeKind.Buffer, b);
      h.u32(handle.slot).u32(handle.gen).num(b === null ? 0 : table.GetOffset(i)).num(table.ResolveSize(i));
      if (content) h.num(b === null ? 0 : b.changeSerial);
    }
    return h;
  }

  /** NEW_CONST_BUFFERS: uniform bind points (with D-B8's host bytes when the backend needs them). */
  emitConstBuffers(ctx: GLContext): void {
    this.emitShaderBufferClass(ctx.buffers.uniform, MGPShaderBufferClass.uniform, SuppressedSet.uniformBuffers, this.uniformRanges, this.hostUboBytes);
  }

  /** NEW_SHADER_BUFFERS: storage and atomic-counter bind points (two sets, two suppressor keys). */
  emitShaderBuffers(ctx: GLContext): void {
    this.emitShaderBufferClass(ctx.buffers.shaderStorage, MGPShaderBufferClass.shaderStorage, SuppressedSet.storageBuffers, this.storageRanges);
    this.emitShaderBufferClass(ctx.buffers.atomicCounter, MGPShaderBufferClass.atomicCounter, SuppressedSet.atomicBuffers, this.atomicRanges);
  }

  private emitShaderBufferClass(table: IndexedBindingTable, cls: number, key: number, scratch: RangeScratch, hostBytes = false): void {
    if (!this.suppressor.shouldEmitHashed(key, this.hashTable(table, hostBytes))) return;
    const n = table.touchedCount;
    const p = this.shaderBuffers;
    p.cls = cls;
    p.start = 0;
    // Storage and atomic ranges are writable by shaders; uniform ranges never are.
    p.writableMask = cls === MGPShaderBufferClass.uniform ? 0 : n >= 32 ? 0xffffffff : (1 << n) - 1;
    p.ranges = scratch.fill(table, n, this.handles);
    p.hostBytes = hostBytes ? hostRanges(table, n) : NO_HOST_BYTES;
    this.out.send('set_shader_buffers', p);
  }

  /**
   * NEW_SO_TARGETS: the bound XFB object as a handle<Xfb> (bind_stream_output_object, suppressed while the same
   * handle stays bound), then its bind points (set_stream_output_targets: buffer handles, offsets and sizes resolved
   * here, live); `generation` is the object's state version. XFB objects glDeleteTransformFeedbacks released since
   * the last walk leave as delete_stream_output_object after the new binding (a deleted bound object was unbound
   * first, GL 4.6 §13.2.1), and their handles are freed.
   */
  emitStreamOutput(ctx: GLContext): void {
    const x = ctx.transformFeedback;
    const h = this.handles.handleOf(MGPipeKind.Xfb, x);
    if (this.suppressor.shouldEmitPair(SuppressedSet.streamOutputObject, h.slot, h.gen)) {
      this.bindXfb.xfb = h;
      this.xfbBySlot[h.slot] = x;
      this.out.send('bind_stream_output_object', this.bindXfb);
    }
    this.deleteReleasedXfbs(ctx);
    const table = x.bindings;
    if (!this.suppressor.shouldEmitHashed(SuppressedSet.streamOutput, this.hashTable(table))) return;
    const p = this.streamOutput;
    p.generation = BigInt(ctx.transformFeedback.stateVersion);
    p.targets = this.xfbRanges.fill(table, table.touchedCount, this.handles);
    this.out.send('set_stream_output_targets', p);
  }

  /** XFB objects released from the namespace since the last look: delete_stream_output_object, handle freed. */
  private deleteReleasedXfbs(ctx: GLContext): void {
    const ns = ctx.objects.transformFeedbacks;
    if (ns.releases === this.xfbReleasesSeen) return;
    this.xfbReleasesSeen = ns.releases;
    const bySlot = this.xfbBySlot;
    for (let slot = 0; slot < bySlot.length; slot++) {
      const x = bySlot[slot];
      if (x === undefined || x === ctx.defaultTransformFeedback || ns.Get(x.name) === x) continue;
      bySlot[slot] = undefined;
      const h = this.handles.release(MGPipeKind.Xfb, x.lifetimeId);
      if (h === null) continue;
      this.deleteXfb.xfb = h;
      this.out.send('delete_stream_output_object', this.deleteXfb);
    }
  }

  /** NEW_INDEX_BUFFER: the VAO's element buffer; indexSize travels per draw in draw_vbo, so 0 here. */
  emitIndexBuffer(ctx: GLContext): void {
    const h = this.handles.handleOf(MGPipeKind.Buffer, ctx.vertexArray.elementBuffer);
    if (!this.suppressor.shouldEmitPair(SuppressedSet.indexBuffer, h.slot, h.gen)) return;
    this.indexBuffer.buffer = h;
    this.out.send('set_index_buffer', this.indexBuffer);
  }
}
