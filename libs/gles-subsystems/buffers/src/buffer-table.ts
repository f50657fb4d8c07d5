// The server-side buffer table (seeds §4.2.1, D1/D2): buffer twins indexed by handle slot, each with the `gen`
// it was created under. Everything it knows arrives as MGPipe calls (resource_create / _respecify / _destroy and
// the buffer data ops of §5.1.1); it never holds or reads a front-end object, and the GL name in a descriptor is
// kept for diagnostics only (messages), never as identity.
//
// Handle rules (what makes a stale handle a protocol error instead of a wrong object):
//   - resource_create of a slot needs the slot free and a gen above every gen the slot had before (the client's
//     SlotAllocator bumps gen on reuse; a create under an old or current gen means the streams disagree);
//   - every other call needs the slot live under exactly that gen;
//   - resource_destroy frees the slot once; a second destroy of the same handle is stale.
// A violation throws Fatal{ProtocolCorruption}: the applier stops, nothing is applied to some other buffer.
//
// The driver side is behind BufferStore so that the handle rules are tested without a GL context.
//
// Two arms of the twin lookup, one interface (seeds §6.7, D1/D2):
//   handleMemo (phase C, default)  twins in a slot array, the handle's slot the index and its gen checked against the
//                                  slot's: the rekeyed memo.
//   legacy (MOBILEGL_PIPE_LEGACY_MEMOS=1)  twins in a hashed registry keyed by the object's identity ({slot, gen}
//                                  packed into one number, unique per created buffer as the lifetime id was): the
//                                  registry the slot array replaces, kept so that a rekey bug (a reused slot answering
//                                  for a stale handle) shows up as a difference between the arms.
// The descriptors (records) and the per-slot gens are the same in both arms; only the twin lookup differs.
import { MGPMapAccess, MGPipeFatal, type MGPipeHandle } from '@mgpipe/pipe-types';
import { grownSlotTable, slotTableSize } from '@mgpipe/value-types';

/** What the table does with driver storage (GlBufferStore in gl-buffer-store.ts; tests use memory). */
export interface BufferStore<T> {
  create(): T;
  /** New storage of `size` bytes; content undefined. */
  allocate(twin: T, size: number, usage: number): void;
  write(twin: T, offset: number, bytes: Uint8Array): void;
  copy(dst: T, src: T, srcOffset: number, dstOffset: number, size: number): void;
  destroy(twin: T): void;
}

/** The POD descriptor fields of a buffer resource the table keeps (MGPResourceDesc, buffer subset). */
export interface BufferRecord {
  size: number;
  usage: number;
  storageFlags: number;
  immutable: boolean;
  hasDefinedContent: boolean;
  bindMask: number;
  /** Diagnostics only. */
  glName: number;
}

/** Counters (MOBILEGL_PIPE_STATS's receiver block and the tests). */
export interface BufferTableStats {
  creates: number;
  destroys: number;
  respecifies: number;
  subdataCalls: number;
  subdataBytes: number;
  flushes: number;
  /** Bytes covered by resource_flush_range, split by whether the app mapped with FLUSH_EXPLICIT. */
  flushedExplicitBytes: number;
  flushedImplicitBytes: number;
  copies: number;
  clears: number;
  invalidates: number;
}

/** The legacy registry's key: {slot, gen} packed (slot < 2^32, gen < 2^21: exact in a double). */
const identity = (slot: number, gen: number): number => gen * 0x1_0000_0000 + slot;

export class BufferTable<T> {
  private gens = new Float64Array(64);
  /** handleMemo arm: the twin of each live slot. */
  private readonly twins: (T | null)[] = [];
  /** Legacy arm: the twins by identity (null in the handleMemo arm). */
  private readonly registry: Map<number, T> | null;
  private readonly records: (BufferRecord | null)[] = [];
  private liveCount = 0;
  /** Scratch for clears, grown to the largest cleared range (never shrunk: no allocation per clear). */
  private clearScratch = new Uint8Array(0);
  readonly stats: BufferTableStats = {
    creates: 0, destroys: 0, respecifies: 0, subdataCalls: 0, subdataBytes: 0, flushes: 0,
    flushedExplicitBytes: 0, flushedImplicitBytes: 0, copies: 0, clears: 0, invalidates: 0,
  };

  /** `handleMemo`: the slot-array arm (false: MOBILEGL_PIPE_LEGACY_MEMOS=1, the hashed registry). */
  constructor(private readonly store: BufferStore<T>, readonly handleMemo = true) {
    this.registry = handleMemo ? null : new Map();
  }

  /** Live buffers. */
  get live(): number {
    return this.liveCount;
  }
  /** Slots the table has rows for (the client's high-water mark): what must not grow under create/destroy churn. */
  get length(): number {
    return this.records.length;
  }

  create(h: MGPipeHandle, rec: BufferRecord): void {
    const slot = h.slot;
    if (slot <= 0 || !Number.isInteger(slot) || h.gen <= 0) this.corrupt('resource_create', h, rec.glName, 'not a buffer handle');
    this.grow(slot);
    if (this.records[slot] !== null) this.corrupt('resource_create', h, rec.glName, `slot ${slot} is still live under gen ${this.gens[slot]}`);
    if (h.gen <= this.gens[slot]) this.corrupt('resource_create', h, rec.glName, `gen ${h.gen} is not above the slot's last gen ${this.gens[slot]}`);
    const twin = this.store.create();
    this.gens[slot] = h.gen;
    if (this.registry !== null) this.registry.set(identity(slot, h.gen), twin);
    else this.twins[slot] = twin;
    this.records[slot] = { ...rec };
    this.liveCount++;
    this.stats.creates++;
    if (rec.size > 0) this.store.allocate(twin, rec.size, rec.usage);
  }

  respecify(h: MGPipeHandle, rec: BufferRecord): void {
    const twin = this.twin(h, 'resource_respecify');
    const r = this.records[h.slot]!;
    r.size = rec.size; r.usage = rec.usage; r.storageFlags = rec.storageFlags; r.immutable = rec.immutable;
    r.hasDefinedContent = rec.hasDefinedContent; r.bindMask = rec.bindMask; r.glName = rec.glName;
    this.stats.respecifies++;
    this.store.allocate(twin, rec.size, rec.usage);
  }

  /** Frees the slot (exactly once: a second destroy of the handle is stale). */
  destroy(h: MGPipeHandle): T {
    const twin = this.twin(h, 'resource_destroy');
    if (this.registry !== null) this.registry.delete(identity(h.slot, h.gen));
    else this.twins[h.slot] = null;
    this.records[h.slot] = null;
    this.liveCount--;
    this.stats.destroys++;
    this.store.destroy(twin);
    return twin;
  }

  subdata(h: MGPipeHandle, offset: number, bytes: Uint8Array): void {
    const twin = this.twin(h, 'resource_subdata');
    this.checkRange('resource_subdata', h, offset, bytes.byteLength);
    this.stats.subdataCalls++;
    this.stats.subdataBytes += bytes.byteLength;
    this.records[h.slot]!.hasDefinedContent = true;
    this.store.write(twin, offset, bytes);
  }

  /**
   * resource_flush_range: the app made [offset, +size) of a mapping visible, with its real access flags. In this
   * monolith the mapping is a client-side copy, so the bytes themselves arrived in the resource_subdata just
   * before; the flush checks the range against the pushed size and accounts it by access (explicit flushes vs
   * unmap-time implicit ones), which is what a server-side mapping (map_persistent, D-B4) would key on.
   */
  flushRange(h: MGPipeHandle, offset: number, size: number, access: number): void {
    this.twin(h, 'resource_flush_range');
    this.checkRange('resource_flush_range', h, offset, size);
    this.stats.flushes++;
    if ((access & MGPMapAccess.flushExplicit) !== 0) this.stats.flushedExplicitBytes += size;
    else this.stats.flushedImplicitBytes += size;
  }

  copy(dst: MGPipeHandle, src: MGPipeHandle, srcOffset: number, dstOffset: number, size: number): void {
    const d = this.twin(dst, 'resource_copy_buffer');
    const s = this.twin(src, 'resource_copy_buffer');
    this.checkRange('resource_copy_buffer', src, srcOffset, size);
    this.checkRange('resource_copy_buffer', dst, dstOffset, size);
    this.stats.copies++;
    this.records[dst.slot]!.hasDefinedContent = true;
    this.store.copy(d, s, srcOffset, dstOffset, size);
  }

  /** resource_clear_buffer: `pattern[0, patternSize)` repeated over the range. */
  clear(h: MGPipeHandle, offset: number, size: number, pattern: ArrayLike<number>, patternSize: number): void {
    const twin = this.twin(h, 'resource_clear_buffer');
    this.checkRange('resource_clear_buffer', h, offset, size);
    if (patternSize <= 0 || patternSize > 16 || size % patternSize !== 0) {
      this.corrupt('resource_clear_buffer', h, this.records[h.slot]!.glName, `size ${size} is not a multiple of the ${patternSize}-byte element`);
    }
    if (this.clearScratch.byteLength < size) this.clearScratch = new Uint8Array(size);
    const bytes = this.clearScratch;
    for (let o = 0; o < size; o += patternSize) for (let i = 0; i < patternSize; i++) bytes[o + i] = pattern[i];
    this.stats.clears++;
    this.records[h.slot]!.hasDefinedContent = true;
    this.store.write(twin, offset, bytes.subarray(0, size));
  }

  /** resource_invalidate: the range's content is undefined; keeping the bytes is a valid undefined (GLES has no invalidate). */
  invalidate(h: MGPipeHandle, offset: number, size: number): void {
    this.twin(h, 'resource_invalidate');
    this.checkRange('resource_invalidate', h, offset, size);
    this.stats.invalidates++;
  }

  /** The live twin of `h`; a stale, dead or never-created handle is Fatal{ProtocolCorruption}. */
  twin(h: MGPipeHandle, call = 'lookup'): T {
    const slot = h.slot;
    const inTable = slot > 0 && slot < this.records.length;
    let twin: T | null | undefined;
    if (this.registry === null) twin = inTable && this.gens[slot] === h.gen ? this.twins[slot] : null;
    else twin = Number.isInteger(slot) && h.gen > 0 ? this.registry.get(identity(slot, h.gen)) : undefined;
    if (twin === null || twin === undefined) {
      const why = !inTable || this.gens[slot] <= 0 ? `slot ${slot} was never created`
        : this.records[slot] === null ? `slot ${slot} was destroyed (last gen ${this.gens[slot]})`
        : `slot ${slot} is live under gen ${this.gens[slot]}`;
      this.corrupt(call, h, -1, why);
    }
    return twin;
  }

  /** The pushed descriptor of a live handle (read-only use). */
  record(h: MGPipeHandle): Readonly<BufferRecord> {
    this.twin(h);
    return this.records[h.slot]!;
  }

  /** Every live twin (teardown). */
  destroyAll(): void {
    for (let slot = 0; slot < this.records.length; slot++) {
      if (this.records[slot] === null) continue;
      const twin = this.registry !== null ? this.registry.get(identity(slot, this.gens[slot]))! : this.twins[slot]!;
      this.store.destroy(twin);
      this.twins[slot] = null;
      this.records[slot] = null;
    }
    this.registry?.clear();
    this.liveCount = 0;
  }

  private checkRange(call: string, h: MGPipeHandle, offset: number, size: number): void {
    const r = this.records[h.slot]!;
    if (offset < 0 || size < 0 || offset + size > r.size) {
      this.corrupt(call, h, r.glName, `range [${offset}, +${size}) outside the pushed size ${r.size}`);
    }
  }

  private corrupt(call: string, h: MGPipeHandle, glName: number, why: string): never {
    const diag = glName > 0 ? ` (GL name ${glName}, diagnostic only)` : '';
    throw new MGPipeFatal('ProtocolCorruption', `${call}: buffer {${h.slot}, ${h.gen}}${diag}: ${why}`);
  }

  private grow(slot: number): void {
    while (this.records.length <= slot) {
      this.twins.push(null);
      this.records.push(null);
    }
    if (slot < this.gens.length) return;
    this.gens = grownSlotTable(this.gens, slotTableSize(this.gens.length, slot), 0); // 0: never created
  }
}
