// Buffer resources through MGPipe (the buffers bit; seeds §4.2.1, §5.1.1). Unlike the dirty-bit groups, buffer
// ops are pushed at GL-call time, in call order, by the front end's buffer hooks (gl-impl pipe-boundary.ts):
//   construction           handle assigned, resource_create (size 0, no storage yet)
//   bufferData / Storage   resource_respecify (size, usage, storage flags, immutability, hasDefinedContent,
//                          bindMask) and, when the app gave bytes, resource_subdata of the whole storage
//   (Named)BufferSubData   resource_subdata of the written range
//   mapped writes          resource_subdata of the range, then resource_flush_range with the app's access flags
//   copy / clear / invalidate   resource_copy_buffer / resource_clear_buffer / resource_invalidate
//   last reference gone    resource_destroy, the slot freed exactly once (the next buffer there gets gen + 1)
//
// "Last reference": glDeleteBuffers frees the name and unbinds the buffer from the current context, but a VAO
// that is not bound, an XFB object that is not bound or a buffer texture still holds it and draws keep using
// it (GL 4.5 §5.1.2-3). A deleted buffer therefore waits in `pending` until none of those holds it; it is
// re-checked when something that could drop a holder moved (VAO attribute / element bindings, texture buffer
// sources, object bindings, or a VAO / texture / XFB object released), never per draw.
//
// The GL name travels only as glNameForDiag (two bytes, messages only). Payload objects are reused.
import type { Buffer, GLContext, VertexArray } from '@mgpipe/gl-state';
import {
  MGPBindMask,
  MGPResourceTarget,
  MGPipeKind,
  kMGPMapAccessAll,
  kNullHandle,
  type MGPResourceDesc,
  type MGPipeHandle,
  type ResourceClearBufferPayload,
  type ResourceCopyBufferPayload,
  type ResourceCreatePayload,
  type ResourceDestroyPayload,
  type ResourceFlushRangePayload,
  type ResourceInvalidatePayload,
  type ResourceSubdataPayload,
} from '@mgpipe/pipe-types';
import { grownSlotTable, slotTableSize } from '@mgpipe/value-types';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter } from './pipe-emitter.ts';

const STATIC_DRAW = 0x88e4;

function emptyDesc(): MGPResourceDesc {
  return {
    internalFormat: 0, width: 0, height: 1, depth: 1, usage: 0, storageFlags: 0, viewOf: kNullHandle, bufferForTexBuffer: kNullHandle,
    bufOffset: 0n, bufSize: 0n, arrayLayers: 1, levels: 1, samples: 0, bindMask: 0, target: MGPResourceTarget.buffer,
    storageKind: 1 /* MGPStorageKind.buffer */, fixedSampleLocations: false, immutable: false, hasDefinedContent: false,
    imageBindableHint: false, glNameForDiag: new Uint8Array(2),
  };
}

export class BufferResources {
  private readonly desc = emptyDesc();
  private readonly createP: ResourceCreatePayload = { res: kNullHandle, desc: this.desc };
  private readonly respecifyP: ResourceCreatePayload = { res: kNullHandle, desc: this.desc };
  private readonly destroyP: ResourceDestroyPayload = { res: kNullHandle };
  private readonly subdataP: ResourceSubdataPayload = {
    res: kNullHandle, unionBox: { x: 0, y: 0, z: 0, w: 0, h: 1, d: 1 }, target: 0, level: 0, sourceIsVerbatimLevelShadow: true, regions: [], data: new Uint8Array(0),
  };
  private readonly flushP: ResourceFlushRangePayload = { res: kNullHandle, offset: 0n, size: 0n, access: 0 };
  private readonly copyP: ResourceCopyBufferPayload = { dst: kNullHandle, src: kNullHandle, srcOffset: 0n, dstOffset: 0n, size: 0n };
  private readonly clearP: ResourceClearBufferPayload = { res: kNullHandle, offset: 0n, size: 0n, pattern: new Uint8Array(16), patternSize: 0 };
  private readonly invalidateP: ResourceInvalidatePayload = { res: kNullHandle, offset: 0n, size: 0n };
  /** Per handle slot: the ELEMENT_ARRAY bit was in the last descriptor sent (D-B7's index-mirror switch). */
  private sentElementArray = new Uint8Array(64);
  /** Per handle slot: the live buffer there (the reverse channel's handle → shadow lookup). */
  private readonly bySlot: (Buffer | undefined)[] = [];
  /** Deleted buffers some holder may still reference. */
  private readonly pending: Buffer[] = [];
  private pendingKey = -1;
  /** resource_destroy calls sent (tests: exactly once per buffer). */
  destroyed = 0;

  constructor(private readonly out: PipeEmitter, private readonly handles: ObjectHandles, private readonly ctx: GLContext) {}

  /** The handle of a buffer that is still a resource on the server, or null. */
  handleOf(buffer: Buffer): MGPipeHandle | null {
    return this.handles.peek(buffer);
  }

  /**
   * The live buffer a handle names, or null when the handle is not (or no longer) a live buffer resource: another
   * gen in its slot, a slot never used. The reverse channel's events name buffers by handle (seeds §7).
   */
  bufferOf(h: MGPipeHandle): Buffer | null {
    const b = h.slot < this.bySlot.length ? this.bySlot[h.slot] : undefined;
    if (b === undefined) return null;
    const live = this.handles.peek(b);
    return live !== null && live.gen === h.gen ? b : null;
  }

  /** How many deleted buffers are still held by a VAO / XFB object / buffer texture. */
  get pendingCount(): number {
    return this.pending.length;
  }

  created(buffer: Buffer): void {
    const h = this.handles.assign(MGPipeKind.Buffer, buffer.lifetimeId);
    this.bySlot[h.slot] = buffer;
    this.fillDesc(buffer, h);
    this.createP.res = h;
    this.out.sendScreen('resource_create', this.createP);
  }

  storage(buffer: Buffer): void {
    const h = this.live(buffer);
    this.respecify(buffer, h);
    if (buffer.hasDefinedContent) this.subData(buffer, 0, buffer.size);
  }

  subData(buffer: Buffer, offset: number, size: number): void {
    if (size <= 0) return;
    const p = this.subdataP;
    p.res = this.live(buffer);
    p.unionBox.x = offset;
    p.unionBox.w = size;
    p.data = buffer.data.subarray(offset, offset + size);
    this.out.send('resource_subdata', p);
  }

  /** Bytes written through a mapping became visible (unmap, flushMappedBufferRange, a coherent persistent map). */
  mappedWrite(buffer: Buffer, offset: number, size: number): void {
    this.subData(buffer, offset, size);
    const p = this.flushP;
    p.res = this.live(buffer);
    p.offset = BigInt(offset);
    p.size = BigInt(size);
    // GL's MAP_*_BIT values are MGPMapAccess's bits in the same order (read 0x1 ... coherent 0x80).
    p.access = buffer.mapAccess & kMGPMapAccessAll;
    this.out.send('resource_flush_range', p);
  }

  copy(src: Buffer, dst: Buffer, srcOffset: number, dstOffset: number, size: number): void {
    const p = this.copyP;
    p.src = this.live(src);
    p.dst = this.live(dst);
    p.srcOffset = BigInt(srcOffset);
    p.dstOffset = BigInt(dstOffset);
    p.size = BigInt(size);
    this.out.send('resource_copy_buffer', p);
  }

  /** `element`: one element of the clear value already converted to the internal format (≤ 16 bytes). */
  clear(buffer: Buffer, offset: number, size: number, element: Uint8Array): void {
    const p = this.clearP;
    p.res = this.live(buffer);
    p.offset = BigInt(offset);
    p.size = BigInt(size);
    (p.pattern as Uint8Array).fill(0).set(element.subarray(0, 16));
    p.patternSize = element.byteLength;
    this.out.send('resource_clear_buffer', p);
  }

  invalidate(buffer: Buffer, offset: number, size: number): void {
    const p = this.invalidateP;
    p.res = this.live(buffer);
    p.offset = BigInt(offset);
    p.size = BigInt(size);
    this.out.send('resource_invalidate', p);
  }

  /** glDeleteBuffers released the name (and unbound it from the current context): destroy once nothing holds it. */
  deleted(buffer: Buffer): void {
    if (this.handles.peek(buffer) === null) return;
    this.pending.push(buffer);
    this.collect();
  }

  /**
   * Validate-time upkeep (every verb, O(1) when nothing is pending and no element buffer changed): the bound
   * element buffer's ELEMENT_ARRAY bit reaches the server before a draw reads it, and pending buffers are
   * re-checked when a holder may have let go.
   */
  validate(): void {
    const element = this.ctx.vertexArray.elementBuffer;
    if (element !== null) {
      const h = this.handles.peek(element);
      if (h !== null && this.sentElementArray[h.slot] === 0) this.resendWithElementArray(element, h);
    }
    if (this.pending.length === 0) return;
    const key = this.holdersKey();
    if (key !== this.pendingKey) this.collect();
  }

  /** The ELEMENT_ARRAY bit is sticky and part of the descriptor: re-define the storage with it, then its bytes. */
  private resendWithElementArray(buffer: Buffer, h: MGPipeHandle): void {
    this.respecify(buffer, h);
    if (buffer.hasDefinedContent) this.subData(buffer, 0, buffer.size);
  }

  private respecify(buffer: Buffer, h: MGPipeHandle): void {
    this.fillDesc(buffer, h);
    this.respecifyP.res = h;
    this.out.sendScreen('resource_respecify', this.respecifyP);
  }

  private fillDesc(buffer: Buffer, h: MGPipeHandle): void {
    const d = this.desc;
    d.width = buffer.size;
    d.usage = buffer.usage === 0 ? (buffer.immutable ? 0 : STATIC_DRAW) : buffer.usage;
    d.storageFlags = buffer.storageFlags;
    d.immutable = buffer.immutable;
    d.hasDefinedContent = buffer.hasDefinedContent;
    d.bindMask = buffer.everBoundAsIndex ? MGPBindMask.elementArray | MGPBindMask.index : 0;
    const name = d.glNameForDiag as Uint8Array;
    name[0] = buffer.name & 0xff;
    name[1] = (buffer.name >> 8) & 0xff;
    if (h.slot >= this.sentElementArray.length) {
      this.sentElementArray = grownSlotTable(this.sentElementArray, slotTableSize(this.sentElementArray.length, h.slot), 0);
    }
    this.sentElementArray[h.slot] = buffer.everBoundAsIndex ? 1 : 0;
  }

  private live(buffer: Buffer): MGPipeHandle {
    const h = this.handles.peek(buffer);
    if (h === null) throw new Error(`buffers: buffer ${buffer.name} has no MGPipe handle (created before the tracker?)`);
    return h;
  }

  /** Anything that can drop a holder of a deleted buffer moves this sum (over-moving only costs a re-check). */
  private holdersKey(): number {
    const c = this.ctx;
    const g = c.generations;
    return g.anyVaoAttribute + g.anyTextureContent + c.objectBindingVersion +
      c.objects.vertexArrays.releases + c.objects.textures.releases + c.objects.transformFeedbacks.releases;
  }

  private collect(): void {
    this.pendingKey = this.holdersKey();
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const b = this.pending[i];
      if (this.held(b)) continue;
      this.pending.splice(i, 1);
      const h = this.handles.release(MGPipeKind.Buffer, b.lifetimeId);
      if (h === null) continue;
      if (this.bySlot[h.slot] === b) this.bySlot[h.slot] = undefined;
      this.destroyP.res = h;
      this.destroyed++;
      this.out.sendScreen('resource_destroy', this.destroyP);
    }
  }

  /** Does any VAO, XFB object or buffer texture still reference `b`? (Context bind points were reset by the delete.) */
  private held(b: Buffer): boolean {
    const c = this.ctx;
    if (vaoHolds(c.defaultVertexArray, b) || vaoHolds(c.vertexArray, b)) return true;
    for (const vao of c.objects.vertexArrays.ListObjects()) if (vaoHolds(vao, b)) return true;
    const xfbs = [c.defaultTransformFeedback, c.transformFeedback];
    for (const x of c.objects.transformFeedbacks.ListObjects()) xfbs.push(x);
    for (const x of xfbs) for (let i = 0; i < x.bindings.touchedCount; i++) if (x.bindings.GetBuffer(i) === b) return true;
    for (const t of c.objects.textures.ListObjects()) if (t.buffer === b) return true;
    return false;
  }
}

function vaoHolds(vao: VertexArray, b: Buffer): boolean {
  if (vao.elementBuffer === b) return true;
  for (let i = 0; i < vao.bindingBuffers.length; i++) if (vao.bindingBuffers[i] === b) return true;
  return false;
}
