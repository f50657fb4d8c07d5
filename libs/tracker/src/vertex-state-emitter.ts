// The vertex state emitter (gallium pipe_vertex_state; catalog create_vertex_state / bind_vertex_state /
// delete_vertex_state). A VAO with nothing host-sourced (no client array, no fp64 or BGRA attribute) is pushed as one
// object made once: its elements CSO, its vertex buffer set and its element buffer. Switching between such VAOs is then
// one bind_vertex_state instead of bind_vertex_elements_state + set_vertex_buffers + set_index_buffer, and the server
// draws a bound state through a driver VAO of its own whose buffers were bound once.
//
// The memo: per VAO (direct-mapped on its lifetime id, VAO_MEMO slots, the elements emitter's slots), the state made
// for it, keyed on what it was made from — the VAO's lifetime id, configVersion and elementBufferVersion, and the
// anyVaoAttribute / anyBufferChange generations (every binding point's buffer, offset, stride and divisor and every
// buffer's shape move one of them). While those stand still a switch back to the VAO is a bind. When one moved, the
// VAO's elements entry, vertex buffer set (its digest and top, the elements emitter's memo) and element buffer handle
// are resolved again and compared with what the state holds: equal, the state stays; not, it is deleted, and this
// draw takes the separate calls. A state is made only for a VAO whose vertex buffer set the elements emitter's memo
// holds as current (VertexElementsEmitter.setCurrent: nothing moved since a walk resolved it): a VAO edited before
// every draw (attributes re-pointed per draw, a VAO-less application) never gets one and pays no create / delete per
// draw. A VAO taking another slot (the direct map's eviction), a VAO deleted
// (its namespace's releases), and the elements CSO evicted from the CSO cache (before its delete is sent) each delete
// the state.
//
// Used by the NEW_VERTEX_ELEMENTS / NEW_VERTEX_BUFFERS / NEW_INDEX_BUFFER bits (tracker.ts runEmitter, one call each:
// emitElements / emitBuffers / emitIndexBuffer): the first of them that runs in a walk decides (the others of that walk
// get the same answer); false, and the bit's own emitter runs, whose calls end what the server has bound as a state, so
// `bound` is dropped first (unbound()). NEW_VERTEX_BUFFERS or NEW_INDEX_BUFFER without NEW_VERTEX_ELEMENTS is the last
// walk's VAO: with no state bound they take the separate calls undecided (repoint-attribs' per-draw path).
import type { GLContext, VertexArray } from '@mgpipe/gl-state';
import {
  MGPipeKind,
  kNullHandle,
  type CreateVertexStatePayload,
  type MGPipeHandle,
} from '@mgpipe/pipe-types';
import type { ObjectEmitters } from './object-emitters.ts';
import type { ObjectHandles } from './object-handles.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';
import { SuppressedSet, type SetHashSuppressor } from './set-hash.ts';
import { SlotAllocator } from './slot-allocator.ts';
import { VAO_MEMO, hostSourcedMask, type VertexElementsEmitter } from './vertex-elements-emitter.ts';

export class VertexStateEmitter {
  readonly slots = new SlotAllocator(MGPipeKind.VertexState);
  /** The backend table has the three entries (a null entry: not implemented, the three calls are sent instead). */
  readonly enabled: boolean;
  /** The state the server has bound (null: none, or a separate call ended it), and its memo slot. */
  private bound: MGPipeHandle | null = null;
  private boundSlot = -1;
  private releasesSeen = -1;
  /**
   * The walk emit() last decided in, as the tracker's validate count (PipeStats.validates: one walk at most a validate,
   * and the bits run from walks only), so the walk itself keeps no counter of ours.
   */
  private decidedWalk = -1;
  private decided = false;
  /** Per memo slot: the VAO its state was made for (null: none), and the state's handle. */
  private readonly vao: (VertexArray | null)[] = new Array<VertexArray | null>(VAO_MEMO).fill(null);
  private readonly handle: (MGPipeHandle | null)[] = new Array<MGPipeHandle | null>(VAO_MEMO).fill(null);
  /** The quick key: what the state was last confirmed against. */
  private readonly lifetime = new Float64Array(VAO_MEMO).fill(-1);
  private readonly config = new Float64Array(VAO_MEMO);
  private readonly elementVersion = new Float64Array(VAO_MEMO);
  private readonly vaoGen = new Float64Array(VAO_MEMO);
  private readonly bufferGen = new Float64Array(VAO_MEMO);
  /** The content: the elements cache entry and its handle then, the set's digest and top, the element buffer. */
  private readonly elementsEntry = new Int32Array(VAO_MEMO);
  private readonly elementsHandle: (MGPipeHandle | null)[] = new Array<MGPipeHandle | null>(VAO_MEMO).fill(null);
  private readonly digest = new Float64Array(VAO_MEMO);
  private readonly top = new Int32Array(VAO_MEMO);
  private readonly indexSlot = new Int32Array(VAO_MEMO);
  private readonly indexGen = new Int32Array(VAO_MEMO);
  private readonly createPayload: CreateVertexStatePayload = { vs: kNullHandle, elements: kNullHandle, index: kNullHandle, buffers: [] };
  private readonly bindPayload = { vs: kNullHandle };
  private readonly deletePayload = { vs: kNullHandle };
  private readonly sendBind: Sender<'bind_vertex_state'>;

  constructor(private readonly out: PipeEmitter, private readonly elements: VertexElementsEmitter, private readonly objects: ObjectEmitters,
    private readonly suppressor: SetHashSuppressor, private readonly handles: ObjectHandles) {
    this.enabled = out.ctx.create_vertex_state !== null && out.ctx.bind_vertex_state !== null && out.ctx.delete_vertex_state !== null;
    this.sendBind = out.sender('bind_vertex_state');
    elements.beforeEvict = (h) => this.dropStatesOf(h);
  }

  /** NEW_VERTEX_ELEMENTS: the bound VAO's state, or bind_vertex_elements_state. */
  emitElements(ctx: GLContext): void {
    if (!this.emit(ctx)) this.elements.emitElements(ctx);
  }

  /**
   * NEW_VERTEX_BUFFERS: the bound VAO's state, or set_vertex_buffers. Without NEW_VERTEX_ELEMENTS in this walk the VAO
   * bound is the last walk's (binding one moves objectBindingVersion, which that bit's shutter holds, and it runs
   * first): with no state bound on the server, that VAO took the separate calls then and takes them now, undecided —
   * a VAO re-pointed before every draw (repoint-attribs) pays two compares here.
   */
  emitBuffers(ctx: GLContext): void {
    if ((this.bound === null && this.decidedWalk !== this.out.stats.validates) || !this.emit(ctx)) this.elements.emitBuffers(ctx);
  }

  /** NEW_INDEX_BUFFER: the bound VAO's state, or set_index_buffer (undecided as emitBuffers). */
  emitIndexBuffer(ctx: GLContext): void {
    if ((this.bound === null && this.decidedWalk !== this.out.stats.validates) || !this.emit(ctx)) this.objects.emitIndexBuffer(ctx);
  }

  /**
   * Binds the bound VAO's state (made first when the VAO is stable); false when this walk takes the separate calls
   * (a VAO a state does not cover, or one that moved since its last walk).
   */
  emit(ctx: GLContext): boolean {
    const walk = this.out.stats.validates;
    if (this.decidedWalk === walk) return this.decided;
    this.decidedWalk = walk;
    const covered = this.enabled && this.decide(ctx);
    // The separate calls follow: they end the state the server has bound.
    if (!covered && this.bound !== null) this.unbound();
    return (this.decided = covered);
  }

  private decide(ctx: GLContext): boolean {
    const vao = ctx.vertexArray;
    const m = vao.lifetimeId % VAO_MEMO;
    const gens = ctx.generations;
    let h = this.handle[m];
    if (h === null) {
      // No state: one is made once the VAO's vertex buffer set is found as the elements emitter last resolved it (its
      // memo current: nothing moved since that walk). A VAO moved before every draw (repoint-attribs) stops at this
      // compare and takes the separate calls; a host-sourced set is never remembered there, so never current.
      if (!this.elements.setCurrent(vao, gens, m) || hostSourcedMask(vao) !== 0) return false;
      h = this.make(ctx, vao, m);
    } else if (this.lifetime[m] !== vao.lifetimeId || this.config[m] !== vao.configVersion || this.elementVersion[m] !== vao.elementBufferVersion ||
      this.vaoGen[m] !== gens.anyVaoAttribute || this.bufferGen[m] !== gens.anyBufferChange) {
      // Something moved since the state was made or last confirmed (or another VAO took the slot): still the same
      // content, the state stays; else it is deleted and this walk takes the separate calls.
      if (this.vao[m] !== vao || hostSourcedMask(vao) !== 0 || !this.sameContent(ctx, vao, m)) {
        if (this.handle[m] !== null) this.drop(m); // (an eviction in sameContent may have dropped it already)
        return false;
      }
      this.confirm(vao, gens, m);
    }
    // VAOs deleted since: their states go (this VAO is live, bound).
    if (ctx.objects.vertexArrays.releases !== this.releasesSeen) this.dropDeadVaos(ctx);
    if (this.bound !== h) this.bind(m, h);
    return true;
  }

  /** The key the state of memo slot `m` was made or confirmed at: `vao` as it is now. */
  private confirm(vao: VertexArray, gens: GLContext['generations'], m: number): void {
    this.vao[m] = vao;
    this.lifetime[m] = vao.lifetimeId;
    this.config[m] = vao.configVersion;
    this.elementVersion[m] = vao.elementBufferVersion;
    this.vaoGen[m] = gens.anyVaoAttribute;
    this.bufferGen[m] = gens.anyBufferChange;
  }

  /**
   * The separate calls are about to be emitted (emit() said false): the server's groups are not a state's any more
   * after them. What the separate emitters compare with is told here, once, that it is the bound state's (the elements
   * bound, the set's top, the element buffer), not at every bind: a frame switching between states never pays for it.
   */
  unbound(): void {
    if (this.bound === null) return;
    const m = this.boundSlot;
    this.elements.noteStateBound(this.elementsEntry[m], this.top[m]);
    this.suppressor.notePair(SuppressedSet.indexBuffer, this.indexSlot[m], this.indexGen[m]);
    this.bound = null;
  }

  /**
   * The server lost what was pushed: the next draw binds again (the states themselves are kept, as the CSOs are); the
   * separate emitters forgot what the server holds on their own (MGPipeTracker.invalidateAll).
   */
  invalidate(): void {
    this.bound = null;
  }

  /** Whether the state of memo slot `m` holds what `vao` resolves to now (its elements CSO, vertex buffers, element buffer). */
  private sameContent(ctx: GLContext, vao: VertexArray, m: number): boolean {
    // The elements entry first: its miss can evict a CSO, and with it this slot's state (dropStatesOf).
    const entry = this.elements.elementsEntry(ctx);
    if (this.handle[m] === null || this.elementsHandle[m] !== this.elements.cache.handleAt(entry)) return false;
    this.elements.rememberSet(vao, ctx.generations, m);
    const index = this.handles.handleOf(MGPipeKind.Buffer, vao.elementBuffer);
    return this.digest[m] === this.elements.setDigest(m) && this.top[m] === this.elements.setTop(m) &&
      this.indexSlot[m] === index.slot && this.indexGen[m] === index.gen;
  }

  /** Makes the state of `vao` in memo slot `m` (which holds none). */
  private make(ctx: GLContext, vao: VertexArray, m: number): MGPipeHandle {
    const entry = this.elements.elementsEntry(ctx);
    const elementsHandle = this.elements.cache.handleAt(entry);
    this.elements.rememberSet(vao, ctx.generations, m);
    const top = this.elements.setTop(m);
    const index = this.handles.handleOf(MGPipeKind.Buffer, vao.elementBuffer);
    const h = this.slots.allocate();
    const p = this.createPayload;
    p.vs = h;
    p.elements = elementsHandle;
    p.index = index;
    p.buffers = this.elements.rememberedRecords(m, top + 1);
    this.out.send('create_vertex_state', p);
    p.buffers = [];
    this.handle[m] = h;
    this.confirm(vao, ctx.generations, m);
    this.elementsEntry[m] = entry;
    this.elementsHandle[m] = elementsHandle;
    this.digest[m] = this.elements.setDigest(m);
    this.top[m] = top;
    this.indexSlot[m] = index.slot;
    this.indexGen[m] = index.gen;
    return h;
  }

  private bind(m: number, h: MGPipeHandle): void {
    this.bindPayload.vs = h;
    this.sendBind(this.bindPayload);
    this.bound = h;
    this.boundSlot = m;
    this.elements.cache.use(this.elementsEntry[m]);
  }

  private drop(m: number): void {
    const h = this.handle[m]!;
    this.deletePayload.vs = h;
    // Deleting the bound state ends it on the server as a separate call would: its groups stay what it wrote.
    if (this.bound === h) this.unbound();
    this.out.send('delete_vertex_state', this.deletePayload);
    this.slots.release(h);
    this.handle[m] = null;
    this.elementsHandle[m] = null;
  }

  /** The elements CSO `h` is about to be deleted: the states made on it go first. */
  private dropStatesOf(h: MGPipeHandle): void {
    for (let m = 0; m < VAO_MEMO; m++) if (this.handle[m] !== null && this.elementsHandle[m] === h) this.drop(m);
  }

  /** A VAO was deleted somewhere: the states of VAOs no longer in the namespace go. */
  private dropDeadVaos(ctx: GLContext): void {
    const ns = ctx.objects.vertexArrays;
    this.releasesSeen = ns.releases;
    for (let m = 0; m < VAO_MEMO; m++) {
      const v = this.vao[m];
      if (v === null || v.name === 0 || ns.Get(v.name) === v) continue;
      if (this.handle[m] !== null) this.drop(m);
      this.vao[m] = null;
      this.lifetime[m] = -1;
    }
  }
}
