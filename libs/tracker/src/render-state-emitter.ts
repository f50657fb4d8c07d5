// The render-state path, exactly in the order of seeds §4.5.2 (D-B1):
//  1. pipelineStateVersion unchanged → the current CSO handle stays bound, no hashing. (That is the dirty bit's
//     shutter: emitPipeline() only runs when the version moved.)
//  2. moved → pipelineSubsetHash of the blob's pipeline chunks (kept current by the blob's writers) → probe the content-addressed cache (64):
//     hit → the 12-byte bind_render_state; miss → create_render_state with the pipeline chunks (only the chunks
//     that differ from the bound CSO, as a delta on it, when there is one), then bind. LRU eviction emits
//     delete_render_state.
//  3. `dynamicVersion` moved (a dynamic chunk was written) → set_dynamic_state with the changed dynamic chunks
//     only, diffed against the bytes last pushed per chunk (a shadow here, not the GL state: a value set back and
//     forth is sent again).
// Negative control (MOBILEGL_PIPE_PUSH bit 63, `nocso`): no content addressing; every pipeline move deletes
// the bound CSO and creates a new one with the whole pipeline subset.
// Steady state allocates nothing: the payload objects, the create scratch and the dynamic scratch
// are reused, and blob views of each length are made once.

import type { GLContext } from '@mgpipe/gl-state';
import {
  MGPipeKind,
  kNullHandle,
  type BindRenderStatePayload,
  type CreateRenderStatePayload,
  type MGPipeHandle,
  type SetDynamicStatePayload,
} from '@mgpipe/pipe-types';
import { DYNAMIC_CHUNKS, PIPELINE_CHUNKS, PIPELINE_SUBSET_WORDS, RENDER_STATE_LAYOUT_SIZE } from '@mgpipe/value-types';
import { CSO_CAPACITY, CsoCache } from './cso-cache.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';
import { SlotAllocator } from './slot-allocator.ts';

/** Bytes of the pipeline subset (the CSO's content). */
export const PIPELINE_SUBSET_BYTES = PIPELINE_CHUNKS.reduce((n, c) => n + c.length, 0);
/**
 * The same in 32-bit words. The subset is the blob's prefix (value-types checks it at load), so hashing,
 * comparing and copying it run on the context's blob in place: nothing is gathered first.
 */
const SUBSET_WORDS = PIPELINE_SUBSET_WORDS;
if (SUBSET_WORDS * 4 !== PIPELINE_SUBSET_BYTES) throw new Error('render-state layout: the pipeline subset is not the blob prefix');
const ALL_PIPELINE_CHUNKS = (1 << PIPELINE_CHUNKS.length) - 1;
/** Words of the blob's pipelineDirty bitset. */
const DIRTY_WORDS = (SUBSET_WORDS + 31) >> 5;
/** Written words a transition memo remembers at most (a blend toggle writes 2). */
const MEMO_WORDS = 8;

/** Views of one scratch buffer by length, each made once (so a blob of a recurring size allocates nothing). */
class ScratchBlob {
  readonly bytes: Uint8Array;
  private readonly views: (Uint8Array | undefined)[];
  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
    this.views = new Array<Uint8Array | undefined>(capacity + 1);
  }
  view(length: number): Uint8Array {
    return (this.views[length] ??= this.bytes.subarray(0, length));
  }
}

export class RenderStateEmitter {
  readonly slots = new SlotAllocator(MGPipeKind.RenderStateCso);
  readonly cache: CsoCache;
  /** Pipeline-subset words of each cache entry: confirms a hash hit (collisions) and is the delta base. */
  private readonly entryWords: Uint32Array;
  private readonly createBlob = new ScratchBlob(PIPELINE_SUBSET_BYTES);
  private readonly createWords = new Uint32Array(this.createBlob.bytes.buffer);
  private readonly dynamicBlob = new ScratchBlob(RENDER_STATE_LAYOUT_SIZE);
  /** The dynamic words last pushed, at their blob offsets. */
  private readonly pushedDynamic = new Uint32Array(RENDER_STATE_LAYOUT_SIZE >> 2);
  private readonly dynamicWords = new Uint32Array(this.dynamicBlob.bytes.buffer, 0, RENDER_STATE_LAYOUT_SIZE >> 2);
  private wordsSrc: Uint8Array | null = null;
  private words: Uint32Array = new Uint32Array(0);
  private dynamicPushed = false;
  private boundEntry = -1;
  private boundHandle: MGPipeHandle = kNullHandle;
  /**
   * Hit confirmation without the 75-word compare (step 2's "a hash hit is confirmed, never trusted"): while entry
   * B is bound the blob equals B's words outside its pipelineDirty words. Per B, the last confirmed move away from
   * it: which words were written, their values, and the entry they made (E). The same written words holding the
   * same values from the same B make the same blob, so a probe that lands on E again is E exactly. Entries are
   * named with a serial per insert, so a memo of an evicted / reused entry never applies.
   */
  private readonly entrySerial: Int32Array;
  private nextSerial = 1;
  private readonly memoFromSerial: Int32Array;
  private readonly memoTo: Int32Array;
  private readonly memoToSerial: Int32Array;
  private readonly memoDirty: Uint32Array;
  private readonly memoCount: Int32Array;
  private readonly memoWord: Int32Array;
  private readonly memoValue: Uint32Array;
  /** Confirmations served by the memo (tests). */
  memoHits = 0;
  private readonly bindPayload: BindRenderStatePayload = { cso: kNullHandle, version: 0, pipelineVersion: 0 };
  private readonly createPayload: CreateRenderStatePayload = { cso: kNullHandle, baseCso: kNullHandle, chunkMask: 0, chunks: new Uint8Array(0) };
  private readonly dynamicPayload: SetDynamicStatePayload = { chunkMask: 0, version: 0, chunks: new Uint8Array(0) };
  private readonly onEvict = (h: MGPipeHandle) => {
    this.out.stats.csoEvictions++;
    if (this.boundEntry >= 0 && this.boundHandle === h) this.boundEntry = -1;
    this.out.send('delete_render_state', { cso: h });
  };

  private readonly sendBind: Sender<'bind_render_state'>;
  private readonly sendDynamic: Sender<'set_dynamic_state'>;

  constructor(private readonly out: PipeEmitter, private readonly contentAddressing = true, capacity: number = CSO_CAPACITY.renderState) {
    this.sendBind = out.sender('bind_render_state');
    this.sendDynamic = out.sender('set_dynamic_state');
    this.cache = new CsoCache(capacity, this.slots);
    this.entryWords = new Uint32Array(capacity * SUBSET_WORDS);
    this.entrySerial = new Int32Array(capacity);
    this.memoFromSerial = new Int32Array(capacity);
    this.memoTo = new Int32Array(capacity).fill(-1);
    this.memoToSerial = new Int32Array(capacity);
    this.memoDirty = new Uint32Array(capacity * DIRTY_WORDS);
    this.memoCount = new Int32Array(capacity);
    this.memoWord = new Int32Array(capacity * MEMO_WORDS);
    this.memoValue = new Uint32Array(capacity * MEMO_WORDS);
  }

  /** The CSO the server has bound (null handle before the first draw). */
  get boundCso(): MGPipeHandle {
    return this.boundHandle;
  }

  /** NEW_PIPELINE_STATE: runs only when pipelineStateVersion moved (step 1 is the shutter). */
  emitPipeline(ctx: GLContext): void {
    const rs = ctx.renderState;
    const words = this.wordsOf(rs.params.bytes);
    if (!this.contentAddressing) return this.emitWithoutCache(ctx);
    const stats = this.out.stats;
    const dirty = rs.params.pipelineDirty;
    // The bound entry's memo first: the same words written with the same values since its bind make the blob of the
    // entry they made last time, so that entry is the answer without the key or the cache's Map probe (a toggle's
    // steady state). memoConfirms checks both entries' serials: an evicted or reused target never applies.
    const bound = this.boundEntry;
    if (bound >= 0) {
      const to = this.memoTo[bound];
      if (to >= 0 && this.memoConfirms(to, words, dirty)) {
        stats.csoHits++;
        this.cache.use(to);
        if (to !== bound) this.bind(to, this.cache.handleAt(to), rs.version, rs.pipelineStateVersion);
        rs.params.clearPipelineDirty();
        return;
      }
    }
    stats.pipelineHashes++;
    // The front end's blob keeps this hash current as it is written (O(1) per write), so no word is hashed here.
    // Its 30-bit key, not the 53-bit hash: a Smi, so the probe allocates nothing (alloc.test.ts).
    const hash = rs.params.pipelineKey;
    let entry = this.cache.probe(hash);
    if (entry >= 0 && !this.memoConfirms(entry, words, dirty)) {
      if (this.entryMatches(entry, words)) this.remember(entry, words, dirty);
      else {
        // A 30-bit key collision: never bind the wrong state. Drop the old entry and create anew.
        this.cache.remove(entry, this.onEvict);
        entry = -1;
      }
    }
    if (entry >= 0) {
      stats.csoHits++;
      if (entry === this.boundEntry) {
        rs.params.clearPipelineDirty();
        return; // the server already holds these bytes bound
      }
    } else {
      stats.csoMisses++;
      const base = this.boundEntry;
      entry = this.cache.insert(hash, this.onEvict);
      this.entrySerial[entry] = this.nextSerial++;
      // The base may have just been evicted (capacity 1); onEvict cleared boundEntry then: send everything.
      this.sendCreate(this.cache.handleAt(entry), this.boundEntry === base ? base : -1, words);
      const entries = this.entryWords;
      const at = entry * SUBSET_WORDS;
      for (let i = 0; i < SUBSET_WORDS; i++) entries[at + i] = words[i];
    }
    this.bind(entry, this.cache.handleAt(entry), rs.version, rs.pipelineStateVersion);
    rs.params.clearPipelineDirty();
  }

  /** Whether the bound entry's memo says the blob is `entry`'s words (see entrySerial). */
  private memoConfirms(entry: number, words: Uint32Array, dirty: Uint32Array): boolean {
    const b = this.boundEntry;
    if (b < 0 || this.memoTo[b] !== entry || this.memoFromSerial[b] !== this.entrySerial[b] || this.memoToSerial[b] !== this.entrySerial[entry]) return false;
    const d = b * DIRTY_WORDS, md = this.memoDirty;
    if (DIRTY_WORDS === 3) {
      // Written out (the subset's three words): the loop re-checked both arrays at every step, costing more than the compares.
      if (md[d] !== dirty[0] || md[d + 1] !== dirty[1] || md[d + 2] !== dirty[2]) return false;
    } else {
      for (let i = 0; i < DIRTY_WORDS; i++) if (md[d + i] !== dirty[i]) return false;
    }
    const m = b * MEMO_WORDS;
    for (let i = 0, n = this.memoCount[b]; i < n; i++) if (words[this.memoWord[m + i]] !== this.memoValue[m + i]) return false;
    this.memoHits++;
    return true;
  }

  /** After a full compare confirmed `entry`: remember the move from the bound entry (when few words were written). */
  private remember(entry: number, words: Uint32Array, dirty: Uint32Array): void {
    const b = this.boundEntry;
    if (b < 0) return;
    // Checked before anything is written: a half-written memo would still name its old target.
    let n = 0;
    for (let i = 0; i < DIRTY_WORDS; i++) {
      for (let bits = dirty[i]; bits !== 0; bits &= bits - 1) {
        if (i * 32 + 31 - Math.clz32(bits & -bits) >= SUBSET_WORDS || ++n > MEMO_WORDS) return; // a whole-blob write, or too many words
      }
    }
    const m = b * MEMO_WORDS;
    n = 0;
    for (let i = 0; i < DIRTY_WORDS; i++) {
      for (let bits = dirty[i]; bits !== 0; bits &= bits - 1) {
        const w = i * 32 + 31 - Math.clz32(bits & -bits);
        this.memoWord[m + n] = w;
        this.memoValue[m + n] = words[w];
        n++;
      }
    }
    const d = b * DIRTY_WORDS;
    for (let i = 0; i < DIRTY_WORDS; i++) this.memoDirty[d + i] = dirty[i];
    this.memoCount[b] = n;
    this.memoTo[b] = entry;
    this.memoFromSerial[b] = this.entrySerial[b];
    this.memoToSerial[b] = this.entrySerial[entry];
  }

  /** NEW_RENDER_STATE: runs when `dynamicVersion` moved; sends only the dynamic chunks that differ from the last push. */
  emitDynamic(ctx: GLContext): void {
    const rs = ctx.renderState;
    // The shutter (RenderState.dynamicVersion) runs this only after a dynamic chunk was written; invalidateAll clears
    // dynamicPushed, so then every chunk goes again.
    // Chunks are 4-byte aligned with 4-multiple lengths (G7 table), so the diff and copy run on 32-bit words.
    const blob = this.wordsOf(rs.params.bytes);
    const last = this.pushedDynamic;
    const out = this.dynamicWords;
    let mask = 0;
    let len = 0;
    for (const c of DYNAMIC_CHUNKS) {
      const start = c.offset >> 2;
      const end = start + (c.length >> 2);
      let differs = !this.dynamicPushed;
      for (let i = start; !differs && i < end; i++) differs = blob[i] !== last[i];
      if (!differs) continue;
      mask |= 1 << c.kindIndex;
      for (let i = start; i < end; i++) {
        last[i] = blob[i];
        out[len++] = blob[i];
      }
    }
    this.dynamicPushed = true;
    if (mask === 0) return;
    const p = this.dynamicPayload;
    p.chunkMask = mask;
    p.version = rs.version;
    p.chunks = this.dynamicBlob.view(len * 4);
    this.sendDynamic(p);
  }

  /** A 32-bit view of the context's blob, made once per blob. */
  private wordsOf(bytes: Uint8Array): Uint32Array {
    if (bytes !== this.wordsSrc) {
      this.wordsSrc = bytes;
      this.words = new Uint32Array(bytes.buffer, bytes.byteOffset, RENDER_STATE_LAYOUT_SIZE >> 2);
    }
    return this.words;
  }

  /** The server lost its state (context loss / new server): resend everything on the next validate. */
  invalidateDynamic(): void {
    this.dynamicPushed = false;
  }

  /** Whether cache entry `entry` holds exactly the blob's pipeline subset (a hash hit is confirmed, never trusted). */
  private entryMatches(entry: number, blob: Uint32Array): boolean {
    const base = entry * SUBSET_WORDS;
    const entries = this.entryWords;
    for (let i = 0; i < SUBSET_WORDS; i++) if (entries[base + i] !== blob[i]) return false;
    return true;
  }

  /** create_render_state: a delta on `baseEntry` (only the differing chunks) when there is one, else all chunks. */
  private sendCreate(cso: MGPipeHandle, baseEntry: number, blob: Uint32Array): void {
    const out = this.createWords;
    const entries = this.entryWords;
    const base = baseEntry * SUBSET_WORDS;
    let mask = 0;
    let len = 0;
    for (const c of PIPELINE_CHUNKS) {
      const start = c.offset >> 2;
      const end = (c.offset + c.length) >> 2;
      let differs = baseEntry < 0;
      for (let i = start; !differs && i < end; i++) differs = entries[base + i] !== blob[i];
      if (!differs) continue;
      mask |= 1 << c.kindIndex;
      for (let i = start; i < end; i++) out[len++] = blob[i];
    }
    const p = this.createPayload;
    p.cso = cso;
    p.baseCso = mask === ALL_PIPELINE_CHUNKS || baseEntry < 0 ? kNullHandle : this.cache.handleAt(baseEntry);
    p.chunkMask = baseEntry < 0 ? ALL_PIPELINE_CHUNKS : mask;
    p.chunks = this.createBlob.view(len * 4);
    this.out.send('create_render_state', p);
  }

  private bind(entry: number, cso: MGPipeHandle, version: number, pipelineVersion: number): void {
    this.boundEntry = entry;
    this.boundHandle = cso;
    const p = this.bindPayload;
    p.cso = cso;
    p.version = version;
    p.pipelineVersion = pipelineVersion;
    this.sendBind(p);
  }

  private emitWithoutCache(ctx: GLContext): void {
    const rs = ctx.renderState;
    if (this.boundHandle !== kNullHandle) {
      const old = this.boundHandle;
      this.slots.release(old);
      this.out.send('delete_render_state', { cso: old });
    }
    this.out.stats.csoMisses++;
    this.sendCreate(this.slots.allocate(), -1, this.wordsOf(rs.params.bytes));
    const h = this.createPayload.cso;
    this.bind(-1, h, rs.version, rs.pipelineStateVersion);
  }
}
