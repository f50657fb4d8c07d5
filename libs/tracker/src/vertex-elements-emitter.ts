// The vertex-input emitters (seeds §4.5.3, §5.4; issue 15 "Vertex input"):
//  NEW_VERTEX_ELEMENTS  the bound VAO's attribute formats and binding points, resolved into BOTH views of §4.5.3
//                       (MGPVertexAttribute: format, relative offset, binding index, integer / long apart from type
//                       DOUBLE; MGPVertexBinding: stride and divisor — stride 0 means something else in each view,
//                       so neither is derived from the other). The resolved words are content-addressed: a hit in
//                       the cache (capacity 1024) is a bind_vertex_elements_state, or nothing when that CSO is the
//                       one bound; a miss is create_vertex_elements_state + bind. LRU eviction emits
//                       delete_vertex_elements_state. The cache is keyed by content, not by VAO: two VAOs with the
//                       same formats share one CSO, and a VAO edited back to an earlier format finds it again.
//  NEW_VERTEX_BUFFERS   the 16 binding points as buffer handles {slot, gen} + offset + stride (+ divisor), and the
//                       host-sourced attributes' bytes as MGHostSpan (client arrays; fp64 / BGRA attributes that the
//                       server narrows from the buffer's shadow). Resolved here, at validate time, not at bind time
//                       (§5.4): a later glBufferData on a bound buffer is seen at the next draw. An unchanged set
//                       is dropped by the set-hash suppressor. A set stops after the last binding point that is
//                       not fresh, here or on the server (the points past it are fresh on both sides).
// Both read the VAO's effective layout (gl-state vertex-array-layout.ts): binding points that name one buffer at one
// stride and divisor merged onto the lowest offset's, and a binding point no attribute fetches through sent fresh, so
// an interleaved VAO made with glVertexAttribPointer is one vertex buffer. gles-core's pull / alias fill reads the same.
// set_index_buffer is its own call (D5: the VAO config version is not a superset of it): object-emitters.ts.
// Steady state allocates nothing: the scratch words, payloads and records are reused; only an emitted set with a
// host-sourced attribute makes subarray views (a span is a view of the bytes, never a pointer).

import type { GLContext, VertexArray } from '@mgpipe/gl-state';
import {
  MGPipeKind,
  kNullHandle,
  type CreateVertexElementsStatePayload,
  type MGPClientArray,
  type MGPVertexAttribute,
  type MGPVertexBinding,
  type MGPVertexBuffer,
  type MGPipeHandle,
  type SetVertexBuffersPayload,
} from '@mgpipe/pipe-types';
import { DEFAULT_BINDING_STRIDE, MAX_VERTEX_ATTRIBS, MAX_VERTEX_ATTRIB_BINDINGS, VertexAttributePath } from '@mgpipe/value-types';
import { CSO_CAPACITY, CsoCache } from './cso-cache.ts';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';
import { SetHashSuppressor, SetHasher, SuppressedSet } from './set-hash.ts';
import { SlotAllocator } from './slot-allocator.ts';

const BGRA = 0x80e1;
/** Resolved words per attribute (relativeOffset, type, size, bindingIndex, flag bits) and per binding (stride, divisor). */
const ATTRIB_WORDS = 5;
const BINDING_WORDS = 2;
/** The CSO's content: every attribute and every binding point, resolved. */
export const VERTEX_ELEMENTS_WORDS = MAX_VERTEX_ATTRIBS * ATTRIB_WORDS + MAX_VERTEX_ATTRIB_BINDINGS * BINDING_WORDS;
const F_ENABLED = 1, F_NORMALIZED = 2, F_INTEGER = 4, F_LONG = 8, F_BGRA = 16;
/** VAOs whose last resolution emitElements remembers (direct-mapped on the lifetime id). */
export const VAO_MEMO = 64;

/**
 * The attributes whose bytes reach the server as host spans (the server streams and, for fp64, narrows them): enabled,
 * and client memory, a 64-bit format or BGRA (the VAO's masks). The draw emitter asks the same (kHasIndexRange).
 */
export function hostSourcedMask(vao: VertexArray): number {
  return vao.enabledMask & (vao.clientMask | vao.doubleMask | vao.bgraMask);
}

export class VertexElementsEmitter {
  readonly slots = new SlotAllocator(MGPipeKind.VertexElementsCso);
  readonly cache: CsoCache;
  private readonly entryWords: Uint32Array;
  private readonly words = new Uint32Array(VERTEX_ELEMENTS_WORDS);
  private readonly hasher = new SetHasher();
  private boundEntry = -1;
  private boundHandle: MGPipeHandle = kNullHandle;
  private readonly attribs: MGPVertexAttribute[] = Array.from({ length: MAX_VERTEX_ATTRIBS }, () => ({
    relativeOffset: 0, type: 0, size: 0, bindingIndex: 0, enabled: false, normalized: false, isInteger: false, isLong: false, bgra: false,
  }));
  private readonly bindings: MGPVertexBinding[] = Array.from({ length: MAX_VERTEX_ATTRIB_BINDINGS }, () => ({ stride: 0, divisor: 0 }));
  private readonly createPayload: CreateVertexElementsStatePayload = { cso: kNullHandle, attribs: this.attribs, bindings: this.bindings };
  private readonly bindPayload = { cso: kNullHandle };
  private readonly sendBind: Sender<'bind_vertex_elements_state'>;
  private readonly sendBuffers: Sender<'set_vertex_buffers'>;
  private readonly buffers: MGPVertexBuffer[] = Array.from({ length: MAX_VERTEX_ATTRIB_BINDINGS }, () => ({ buffer: kNullHandle, offset: 0n, stride: 0, divisor: 0 }));
  private readonly spans: { binding: number; bytes: { ptr: Uint8Array | null; seg: number; offset: bigint; size: bigint } }[] =
    Array.from({ length: MAX_VERTEX_ATTRIBS }, () => ({ binding: 0, bytes: { ptr: null, seg: 0, offset: 0n, size: 0n } }));
  private readonly spansByCount: MGPClientArray[][] = Array.from({ length: MAX_VERTEX_ATTRIBS + 1 }, (_, n) => this.spans.slice(0, n) as MGPClientArray[]);
  /** The number each `buffers[b].offset` BigInt was made from. */
  private readonly offsetNumbers = new Float64Array(MAX_VERTEX_ATTRIB_BINDINGS);
  /** Offsets seen, as the BigInts the payload carries: a BigInt is a heap object, and a steady frame that switches
   *  between VAOs with different offsets re-sends the same few values every draw (bounded: cleared past 1024). */
  private readonly offsetBigInts = new Map<number, bigint>();
  private readonly buffersByCount: MGPVertexBuffer[][] = Array.from({ length: MAX_VERTEX_ATTRIB_BINDINGS + 1 }, (_, n) => this.buffers.slice(0, n));
  private readonly buffersPayload: SetVertexBuffersPayload = { start: 0, buffers: this.buffers, clientArrays: [] };
  /**
   * The highest binding point the server may hold as other than a fresh one (no buffer, offset 0, the default
   * stride, divisor 0): a set is sent up to the larger of this and the VAO's own highest such point, so every
   * point past what is sent is fresh on both sides. All 16 until the first set (and after invalidate()).
   */
  private sentTop = MAX_VERTEX_ATTRIB_BINDINGS - 1;
  /**
   * Per VAO (slot lifetimeId % VAO_MEMO): what its words were last resolved from — its configVersion and the 16
   * binding strides (words the CSO holds that configVersion does not cover) — and the cache entry and handle they
   * found. Switching between VAOs then skips the 112-word resolve, hash and compare: the same inputs make the same
   * words. The handle (a new object per insert) confirms the entry was not evicted or reused since.
   */
  private readonly memoVao = new Float64Array(VAO_MEMO).fill(-1);
  private readonly memoConfig = new Float64Array(VAO_MEMO);
  private readonly memoStrides = new Float64Array(VAO_MEMO * MAX_VERTEX_ATTRIB_BINDINGS);
  /** The anyVaoAttribute generation under which the slot's strides were last confirmed (no VAO edit since: no compare). */
  private readonly memoVaoGen = new Float64Array(VAO_MEMO).fill(-1);
  private readonly memoEntry = new Int32Array(VAO_MEMO);
  private readonly memoHandle: (MGPipeHandle | null)[] = new Array<MGPipeHandle | null>(VAO_MEMO).fill(null);
  /**
   * Per VAO (the same slots): the vertex-buffer set it last resolved to, when that set had no host span — the
   * highest binding point in use and the set's hash — with the generations it was resolved under. Every binding
   * point, buffer handle, offset, stride, divisor and buffer shape the hash covers moves anyVaoAttribute or
   * anyBufferChange, so while both stand still a switch back to the VAO skips the scans and the hash (the
   * Minecraft-like frame's shape: a VAO per chunk, switched before every draw).
   */
  private readonly bufMemoVao = new Float64Array(VAO_MEMO).fill(-1);
  private readonly bufMemoVaoGen = new Float64Array(VAO_MEMO);
  private readonly bufMemoBufferGen = new Float64Array(VAO_MEMO);
  private readonly bufMemoTop = new Int32Array(VAO_MEMO);
  private readonly bufMemoDigest = new Float64Array(VAO_MEMO);
  /**
   * Per memo slot: the set's records for all 16 binding points as resolved with the digest (past the VAO's top they
   * are fresh), and the payload arrays over them by count (made on a count's first use). A switch back to the VAO
   * sends these as they are instead of resolving each binding's handle and offset again (~130 instructions a binding).
   */
  private readonly bufMemoRecords: (MGPVertexBuffer[] | null)[] = new Array<MGPVertexBuffer[] | null>(VAO_MEMO).fill(null);
  private readonly bufMemoByCount: (MGPVertexBuffer[] | undefined)[][] = Array.from({ length: VAO_MEMO }, () => []);
  /**
   * Told of every elements CSO about to be deleted before its delete is sent (the vertex state emitter deletes the
   * states made on it first: a state never outlives its CSO on the server).
   */
  beforeEvict: ((h: MGPipeHandle) => void) | null = null;
  private readonly onEvict = (h: MGPipeHandle) => {
    this.out.stats.csoEvictions++;
    if (this.beforeEvict !== null) this.beforeEvict(h);
    if (this.boundEntry >= 0 && this.boundHandle === h) { this.boundEntry = -1; this.boundHandle = kNullHandle; }
    this.out.send('delete_vertex_elements_state', { cso: h });
  };

  constructor(private readonly out: PipeEmitter, private readonly suppressor: SetHashSuppressor, private readonly handles: ObjectHandles,
    capacity: number = CSO_CAPACITY.vertexElements) {
    this.sendBind = out.sender('bind_vertex_elements_state');
    this.sendBuffers = out.sender('set_vertex_buffers');
    this.cache = new CsoCache(capacity, this.slots);
    this.entryWords = new Uint32Array(capacity * VERTEX_ELEMENTS_WORDS);
  }

  /** The CSO the server has bound (the null handle before the first draw). */
  get boundCso(): MGPipeHandle {
    return this.boundHandle;
  }

  /** NEW_VERTEX_ELEMENTS: runs when the bound VAO or its configVersion moved. */
  emitElements(ctx: GLContext): void {
    const entry = this.elementsEntry(ctx);
    const h = this.cache.handleAt(entry);
    if (entry === this.boundEntry && this.boundHandle === h) return; // already bound on the server
    this.boundEntry = entry;
    this.boundHandle = h;
    this.bindPayload.cso = h;
    this.sendBind(this.bindPayload);
  }

  /** The cache entry of the bound VAO's words: the per-VAO memo's, or resolved (a miss sends the create). */
  elementsEntry(ctx: GLContext): number {
    const vao = ctx.vertexArray;
    const m = vao.lifetimeId % VAO_MEMO;
    const gen = ctx.generations.anyVaoAttribute;
    const entry = this.memoHit(vao, m, gen);
    if (entry < 0) return this.resolve(vao, m, gen);
    this.cache.use(entry);
    this.out.stats.csoHits++;
    return entry;
  }

  /**
   * bind_vertex_state wrote the server's three groups: the elements bound are `entry`'s CSO, the buffer set is fresh
   * past `top`, and the vertex buffer set the suppressor remembers is not the server's any more (the next set is sent).
   */
  noteStateBound(entry: number, top: number): void {
    this.boundEntry = entry;
    this.boundHandle = this.cache.handleAt(entry);
    this.sentTop = top;
    this.suppressor.invalidate(SuppressedSet.vertexBuffers);
  }

  /** The entry memo slot `m` holds for `vao`, when its inputs are unchanged and the entry is still the same CSO; else -1. */
  private memoHit(vao: GLContext['vertexArray'], m: number, anyVaoAttribute: number): number {
    if (this.memoVao[m] !== vao.lifetimeId || this.memoConfig[m] !== vao.configVersion) return -1;
    // A stride moves anyVaoAttribute (VertexArray.BindVertexBuffer): while it stands still, the strides are the
    // remembered ones and the 16 compares are skipped (a VAO switch per draw: state-heavy).
    if (this.memoVaoGen[m] !== anyVaoAttribute) {
      const strides = this.memoStrides, at = m * MAX_VERTEX_ATTRIB_BINDINGS;
      for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) if (strides[at + b] !== vao.bindings[b].stride) return -1;
      this.memoVaoGen[m] = anyVaoAttribute;
    }
    const entry = this.memoEntry[m];
    return this.memoHandle[m] !== null && this.cache.handleAt(entry) === this.memoHandle[m] ? entry : -1;
  }

  /** Resolves the VAO's words, finds or creates their CSO, and remembers the result in memo slot `m`. */
  private resolve(vao: GLContext['vertexArray'], m: number, anyVaoAttribute: number): number {
    const w = this.words;
    // The effective layout (gl-state vertex-array-layout.ts): binding points naming one buffer range merged, and an
    // unused binding point fresh.
    const layout = vao.layout;
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
      const a = vao.attributes[i];
      const at = i * ATTRIB_WORDS;
      // A disabled attribute fetches nothing: its format does not make a different CSO.
      if (!a.enabled) { w[at] = w[at + 1] = w[at + 2] = w[at + 3] = w[at + 4] = 0; continue; }
      const bgra = a.size === BGRA;
      w[at] = layout.relativeOffset[i];
      w[at + 1] = a.type;
      w[at + 2] = bgra ? 4 : a.size;
      w[at + 3] = layout.binding[i];
      w[at + 4] = F_ENABLED | (a.normalized ? F_NORMALIZED : 0) | (a.path === VertexAttributePath.Integer ? F_INTEGER : 0)
        | (a.path === VertexAttributePath.Long ? F_LONG : 0) | (bgra ? F_BGRA : 0);
    }
    const base = MAX_VERTEX_ATTRIBS * ATTRIB_WORDS;
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) {
      const used = ((layout.usedBindings >> b) & 1) !== 0;
      w[base + b * BINDING_WORDS] = used ? vao.bindings[b].stride : DEFAULT_BINDING_STRIDE;
      w[base + b * BINDING_WORDS + 1] = used ? vao.bindings[b].divisor : 0;
    }
    // A 30-bit key (a Smi: the Map probe allocates nothing); the stored words confirm a hit.
    const key = this.hasher.begin().words(w, 0, VERTEX_ELEMENTS_WORDS).end() % 0x40000000;
    const stats = this.out.stats;
    let entry = this.cache.probe(key);
    if (entry >= 0 && !this.entryMatches(entry)) {
      this.cache.remove(entry, this.onEvict);
      entry = -1;
    }
    if (entry >= 0) stats.csoHits++;
    else {
      stats.csoMisses++;
      entry = this.cache.insert(key, this.onEvict);
      this.entryWords.set(w, entry * VERTEX_ELEMENTS_WORDS);
      this.sendCreate(this.cache.handleAt(entry));
    }
    this.memoVao[m] = vao.lifetimeId;
    this.memoConfig[m] = vao.configVersion;
    const strides = this.memoStrides, at = m * MAX_VERTEX_ATTRIB_BINDINGS;
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) strides[at + b] = vao.bindings[b].stride;
    this.memoVaoGen[m] = anyVaoAttribute;
    this.memoEntry[m] = entry;
    this.memoHandle[m] = this.cache.handleAt(entry);
    return entry;
  }

  private entryMatches(entry: number): boolean {
    const e = this.entryWords;
    const at = entry * VERTEX_ELEMENTS_WORDS;
    const w = this.words;
    for (let i = 0; i < VERTEX_ELEMENTS_WORDS; i++) if (e[at + i] !== w[i]) return false;
    return true;
  }

  private sendCreate(h: MGPipeHandle): void {
    const w = this.words;
    for (let i = 0; i < MAX_VERTEX_ATTRIBS; i++) {
      const a = this.attribs[i];
      const at = i * ATTRIB_WORDS;
      const f = w[at + 4];
      a.relativeOffset = w[at]; a.type = w[at + 1]; a.size = w[at + 2]; a.bindingIndex = w[at + 3];
      a.enabled = (f & F_ENABLED) !== 0; a.normalized = (f & F_NORMALIZED) !== 0; a.isInteger = (f & F_INTEGER) !== 0;
      a.isLong = (f & F_LONG) !== 0; a.bgra = (f & F_BGRA) !== 0;
    }
    const base = MAX_VERTEX_ATTRIBS * ATTRIB_WORDS;
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) {
      this.bindings[b].stride = w[base + b * BINDING_WORDS];
      this.bindings[b].divisor = w[base + b * BINDING_WORDS + 1];
    }
    this.createPayload.cso = h;
    this.out.send('create_vertex_elements_state', this.createPayload);
  }

  /** NEW_VERTEX_BUFFERS: the binding points' handles and ranges, and the host-sourced attributes' bytes. */
  emitBuffers(ctx: GLContext): void {
    const vao = ctx.vertexArray;
    const gens = ctx.generations;
    const m = vao.lifetimeId % VAO_MEMO;
    let top: number;
    let host = false;
    if (this.setCurrent(vao, gens, m)) {
      if (!this.suppressor.shouldEmitStored(SuppressedSet.vertexBuffers, this.bufMemoDigest, m)) return;
      this.sendRemembered(m, this.bufMemoTop[m]);
      return;
    } else {
      // Binding points past `top` are fresh: the set is hashed, filled and sent only up to what is not.
      top = this.digestSet(vao, m);
      host = hostSourcedMask(vao) !== 0;
      if (host) {
        // A set with a host span is always sent (and never remembered): the span names bytes by view, which no
        // hash of numbers captures.
        this.bufMemoVao[m] = -1;
        this.suppressor.invalidate(SuppressedSet.vertexBuffers);
      } else {
        this.remember(vao, gens, m, top);
        if (!this.suppressor.shouldEmitStored(SuppressedSet.vertexBuffers, this.bufMemoDigest, m)) return;
        this.sendRemembered(m, top);
        return;
      }
    }
    const count = Math.max(top, this.sentTop) + 1;
    this.sentTop = top;
    for (let b = 0; b < count; b++) this.fillRecord(this.buffers[b], vao, b, this.offsetNumbers);
    let n = 0;
    if (host) {
      for (let mask = hostSourcedMask(vao); mask !== 0; mask &= mask - 1) {
        const i = 31 - Math.clz32(mask & -mask);
        const a = vao.attributes[i];
        // The span starts at the attribute's binding base: the client pointer, or the buffer shadow at the
        // binding's offset; the server adds the relative offset. No source (no buffer bound): no span.
        let bytes: Uint8Array | null = null;
        const view = vao.clientArrays[i];
        if (a.clientPointer && view !== null) bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
        else {
          const buf = vao.bindingBuffers[a.bindingIndex];
          if (buf !== null) bytes = buf.data.subarray(Math.min(vao.bindings[a.bindingIndex].offset, buf.data.byteLength));
        }
        if (bytes === null) continue;
        const s = this.spans[n++];
        s.binding = i;
        s.bytes.ptr = bytes;
        s.bytes.size = BigInt(bytes.byteLength);
      }
    }
    this.dropSpansFrom(n);
    this.buffersPayload.buffers = this.buffersByCount[count];
    this.buffersPayload.clientArrays = this.spansByCount[n];
    this.sendBuffers(this.buffersPayload);
  }

  /**
   * The set of `vao` hashed into memo slot `m`'s digest, up to its highest binding point that is not fresh (returned;
   * -1: none): points past it are sent fresh, or not at all. A binding point no attribute fetches through once merged
   * (gl-state vertex-array-layout.ts) is hashed fresh. The one spelling of the set's digest: emitBuffers' suppression
   * and the vertex state emitter's content compare both read it.
   */
  private digestSet(vao: VertexArray, m: number): number {
    const used = vao.layout.usedBindings;
    let top = MAX_VERTEX_ATTRIB_BINDINGS - 1;
    for (; top >= 0; top--) {
      const binding = vao.bindings[top];
      if (((used >> top) & 1) === 0) continue;
      if (vao.bindingBuffers[top] !== null || binding.offset !== 0 || binding.stride !== DEFAULT_BINDING_STRIDE || binding.divisor !== 0) break;
    }
    const h = this.hasher.begin().u32(top + 1);
    for (let b = 0; b <= top; b++) {
      if (((used >> b) & 1) === 0) {
        h.u32(0).u32(0).num(0).u32(DEFAULT_BINDING_STRIDE).u32(0).u32(0);
        continue;
      }
      const buf = vao.bindingBuffers[b];
      const handle = this.handles.handleOf(MGPipeKind.Buffer, buf);
      const binding = vao.bindings[b];
      h.u32(handle.slot).u32(handle.gen).num(binding.offset).u32(binding.stride).u32(binding.divisor).u32(buf === null ? 0 : buf.shapeVersion);
    }
    h.endInto(this.bufMemoDigest, m);
    return top;
  }

  /** Memo slot `m` now holds the set of `vao` as of `gens` (its digest written by digestSet, its top `top`). */
  private remember(vao: VertexArray, gens: GLContext['generations'], m: number, top: number): void {
    this.bufMemoVao[m] = vao.lifetimeId;
    this.bufMemoVaoGen[m] = gens.anyVaoAttribute;
    this.bufMemoBufferGen[m] = gens.anyBufferChange;
    this.bufMemoTop[m] = top;
    this.rememberRecords(m, vao);
  }

  /**
   * Memo slot `m` holds the set of `vao` (nothing host-sourced): its top, digest and records, resolved again only when
   * anyVaoAttribute or anyBufferChange moved since (every binding point, buffer handle, offset, stride, divisor and
   * buffer shape the digest covers moves one of them). The Minecraft-like frame's shape (a VAO per chunk, switched
   * before every draw) then skips the scans and the hash.
   */
  rememberSet(vao: VertexArray, gens: GLContext['generations'], m: number): void {
    if (this.setCurrent(vao, gens, m)) return;
    this.remember(vao, gens, m, this.digestSet(vao, m));
  }

  /** Memo slot `m` holds the set of `vao` as of `gens` (emitBuffers or rememberSet resolved it since they last moved). */
  setCurrent(vao: VertexArray, gens: GLContext['generations'], m: number): boolean {
    return this.bufMemoVao[m] === vao.lifetimeId && this.bufMemoVaoGen[m] === gens.anyVaoAttribute && this.bufMemoBufferGen[m] === gens.anyBufferChange;
  }

  /** rememberSet's result for memo slot `m`: the set's highest non-fresh binding point. */
  setTop(m: number): number {
    return this.bufMemoTop[m];
  }

  /** rememberSet's result for memo slot `m`: the set's digest. */
  setDigest(m: number): number {
    return this.bufMemoDigest[m];
  }

  /** rememberSet's records for memo slot `m`, binding points 0..count-1 (an array made on a count's first use). */
  rememberedRecords(m: number, count: number): MGPVertexBuffer[] {
    const byCount = this.bufMemoByCount[m];
    return byCount[count] ?? (byCount[count] = this.bufMemoRecords[m]!.slice(0, count));
  }

  /** The memo slot's records: the VAO's 16 binding points as the set carries them (no host span: never remembered). */
  private rememberRecords(m: number, vao: VertexArray): void {
    let records = this.bufMemoRecords[m];
    if (records === null) {
      records = Array.from({ length: MAX_VERTEX_ATTRIB_BINDINGS }, () => ({ buffer: kNullHandle, offset: 0n, stride: 0, divisor: 0 }));
      this.bufMemoRecords[m] = records;
    }
    for (let b = 0; b < MAX_VERTEX_ATTRIB_BINDINGS; b++) this.fillRecord(records[b], vao, b, null);
  }

  /**
   * Record `r` as binding point `b` of `vao` (fresh when no attribute fetches through it: the effective layout).
   * `offsetNumbers`: the number each record's offset BigInt was made from, so an unchanged one is not looked up again
   * (null: always looked up).
   */
  private fillRecord(r: MGPVertexBuffer, vao: VertexArray, b: number, offsetNumbers: Float64Array | null): void {
    const used = ((vao.layout.usedBindings >> b) & 1) !== 0;
    const binding = vao.bindings[b];
    const offset = used ? binding.offset : 0;
    r.buffer = this.handles.handleOf(MGPipeKind.Buffer, used ? vao.bindingBuffers[b] : null);
    if (offsetNumbers === null || offsetNumbers[b] !== offset) {
      if (offsetNumbers !== null) offsetNumbers[b] = offset;
      r.offset = this.offsetBigInt(offset);
    }
    r.stride = used ? binding.stride : DEFAULT_BINDING_STRIDE;
    r.divisor = used ? binding.divisor : 0;
  }

  /** Sends the memo slot's records up to the larger of its top and what the server may hold (sentTop), no spans. */
  private sendRemembered(m: number, top: number): void {
    const count = Math.max(top, this.sentTop) + 1;
    this.sentTop = top;
    const byCount = this.bufMemoByCount[m];
    const list = byCount[count] ?? (byCount[count] = this.bufMemoRecords[m]!.slice(0, count));
    this.dropSpansFrom(0);
    this.buffersPayload.buffers = list;
    this.buffersPayload.clientArrays = this.spansByCount[0];
    this.sendBuffers(this.buffersPayload);
  }

  /** Drops the views spans `from` on still hold from an earlier set with more host spans (the views keep bytes alive). */
  private dropSpansFrom(from: number): void {
    for (let k = from; k < MAX_VERTEX_ATTRIBS && this.spans[k].bytes.ptr !== null; k++) this.spans[k].bytes.ptr = null;
  }

  private offsetBigInt(offset: number): bigint {
    let v = this.offsetBigInts.get(offset);
    if (v === undefined) {
      if (this.offsetBigInts.size >= 1024) this.offsetBigInts.clear();
      v = BigInt(offset);
      this.offsetBigInts.set(offset, v);
    }
    return v;
  }

  /** The server lost what was pushed: the next draw binds again and re-sends the buffers. */
  invalidate(): void {
    this.boundEntry = -1;
    this.boundHandle = kNullHandle;
    this.sentTop = MAX_VERTEX_ATTRIB_BINDINGS - 1;
  }
}
