// The render-state path, exactly in the order of seeds §4.5.2 (D-B1):
//  1. pipelineStateVersion unchanged → the current CSO handle stays bound, no hashing. (That is the dirty bit's
//     shutter: emitPipeline() only runs when the version moved.)
//  2. moved → pipelineSubsetHash over the blob's pipeline chunks → probe the content-addressed cache (64):
//     hit → the 12-byte bind_render_state; miss → create_render_state with the pipeline chunks (only the chunks
//     that differ from the bound CSO, as a delta on it, when there is one), then bind. LRU eviction emits
//     delete_render_state.
//  3. only `version` moved → set_dynamic_state with the changed dynamic chunks only, diffed against the bytes
//     last pushed per chunk (a shadow here, not the GL state: a value set back and forth is sent again).
// Negative control (MOBILEGL_PIPE_PUSH bit 63, `nocso`): no content addressing; every pipeline move deletes
// the bound CSO and creates a new one with the whole pipeline subset.
// Steady state allocates nothing: the payload objects, the 300-byte pipeline scratch and the dynamic scratch
// are reused, and blob views of each length are made once.

import type { GLContext } from '@mgpipe/gl-state';
import {
  MGPipeKind,
  MGPipeOp,
  kNullHandle,
  type BindRenderStatePayload,
  type CreateRenderStatePayload,
  type MGPipeHandle,
  type SetDynamicStatePayload,
} from '@mgpipe/pipe-types';
import { DYNAMIC_CHUNKS, PIPELINE_CHUNKS, RENDER_STATE_LAYOUT_SIZE, pipelineSubsetHashOfWords } from '@mgpipe/value-types';
import { CSO_CAPACITY, CsoCache } from './cso-cache.ts';
import type { PipeEmitter } from './pipe-emitter.ts';
import { recordBytes } from './pipe-stats.ts';
import { SlotAllocator } from './slot-allocator.ts';

/** Bytes of the pipeline subset (the CSO's content). */
export const PIPELINE_SUBSET_BYTES = PIPELINE_CHUNKS.reduce((n, c) => n + c.length, 0);
/** The same in 32-bit words: the G7 chunks are word aligned, so gather and compare run on words. */
const SUBSET_WORDS = PIPELINE_SUBSET_BYTES >> 2;
const ALL_PIPELINE_CHUNKS = (1 << PIPELINE_CHUNKS.length) - 1;

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
  private readonly entryBytes: Uint8Array;
  private readonly subsetWords = new Uint32Array(SUBSET_WORDS);
  private readonly subset = new Uint8Array(this.subsetWords.buffer);
  private readonly createBlob = new ScratchBlob(PIPELINE_SUBSET_BYTES);
  private readonly dynamicBlob = new ScratchBlob(RENDER_STATE_LAYOUT_SIZE);
  /** The dynamic words last pushed, at their blob offsets. */
  private readonly pushedDynamic = new Uint32Array(RENDER_STATE_LAYOUT_SIZE >> 2);
  private readonly dynamicWords = new Uint32Array(this.dynamicBlob.bytes.buffer, 0, RENDER_STATE_LAYOUT_SIZE >> 2);
  private wordsSrc: Uint8Array | null = null;
  private words: Uint32Array = new Uint32Array(0);
  private dynamicPushed = false;
  private boundEntry = -1;
  private boundHandle: MGPipeHandle = kNullHandle;
  private readonly bindPayload: BindRenderStatePayload = { cso: kNullHandle, version: 0, pipelineVersion: 0 };
  private readonly createPayload: CreateRenderStatePayload = { cso: kNullHandle, baseCso: kNullHandle, chunkMask: 0, chunks: new Uint8Array(0) };
  private readonly dynamicPayload: SetDynamicStatePayload = { chunkMask: 0, version: 0, chunks: new Uint8Array(0) };
  private readonly onEvict = (h: MGPipeHandle) => {
    this.out.stats.csoEvictions++;
    if (this.boundEntry >= 0 && this.boundHandle === h) this.boundEntry = -1;
    this.out.send('delete_render_state', { cso: h }, recordBytes(MGPipeOp.delete_render_state));
  };

  constructor(private readonly out: PipeEmitter, private readonly contentAddressing = true, capacity: number = CSO_CAPACITY.renderState) {
    this.cache = new CsoCache(capacity, this.slots);
    this.entryWords = new Uint32Array(capacity * SUBSET_WORDS);
    this.entryBytes = new Uint8Array(this.entryWords.buffer);
  }

  /** The CSO the server has bound (null handle before the first draw). */
  get boundCso(): MGPipeHandle {
    return this.boundHandle;
  }

  /** NEW_PIPELINE_STATE: runs only when pipelineStateVersion moved (step 1 is the shutter). */
  emitPipeline(ctx: GLContext): void {
    const rs = ctx.renderState;
    const words = this.wordsOf(rs.params.bytes);
    this.gatherSubset(words);
    if (!this.contentAddressing) return this.emitWithoutCache(ctx);
    const stats = this.out.stats;
    stats.pipelineHashes++;
    const hash = pipelineSubsetHashOfWords(words);
    let entry = this.cache.probe(hash);
    if (entry >= 0 && !this.entryMatches(entry)) {
      // A 53-bit collision: never bind the wrong state. Drop the old entry and create anew.
      this.cache.remove(entry, this.onEvict);
      entry = -1;
    }
    if (entry >= 0) {
      stats.csoHits++;
      if (entry === this.boundEntry) return; // the server already holds these bytes bound
    } else {
      stats.csoMisses++;
      const base = this.boundEntry;
      entry = this.cache.insert(hash, this.onEvict);
      // The base may have just been evicted (capacity 1); onEvict cleared boundEntry then: send everything.
      this.sendCreate(this.cache.handleAt(entry), this.boundEntry === base ? base : -1);
      this.entryWords.set(this.subsetWords, entry * SUBSET_WORDS);
    }
    this.bind(entry, this.cache.handleAt(entry), rs.version, rs.pipelineStateVersion);
  }

  /** NEW_RENDER_STATE: runs when `version` moved; sends only the dynamic chunks that differ from the last push. */
  emitDynamic(ctx: GLContext): void {
    const rs = ctx.renderState;
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
    this.out.send('set_dynamic_state', p, recordBytes(MGPipeOp.set_dynamic_state, len * 4));
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

  private gatherSubset(blob: Uint32Array): void {
    const subset = this.subsetWords;
    let at = 0;
    for (let c = 0; c < PIPELINE_CHUNKS.length; c++) {
      const chunk = PIPELINE_CHUNKS[c];
      const end = (chunk.offset + chunk.length) >> 2;
      for (let i = chunk.offset >> 2; i < end; i++) subset[at++] = blob[i];
    }
  }

  private entryMatches(entry: number): boolean {
    const base = entry * SUBSET_WORDS;
    const entries = this.entryWords;
    const subset = this.subsetWords;
    for (let i = 0; i < SUBSET_WORDS; i++) if (entries[base + i] !== subset[i]) return false;
    return true;
  }

  /** create_render_state: a delta on `baseEntry` (only the differing chunks) when there is one, else all chunks. */
  private sendCreate(cso: MGPipeHandle, baseEntry: number): void {
    const out = this.createBlob.bytes;
    let mask = 0;
    let len = 0;
    let at = 0;
    for (const c of PIPELINE_CHUNKS) {
      let differs = baseEntry < 0;
      const b = baseEntry * PIPELINE_SUBSET_BYTES + at;
      for (let i = 0; !differs && i < c.length; i++) differs = this.entryBytes[b + i] !== this.subset[at + i];
      if (differs) {
        mask |= 1 << c.kindIndex;
        for (let i = 0; i < c.length; i++) out[len++] = this.subset[at + i];
      }
      at += c.length;
    }
    const p = this.createPayload;
    p.cso = cso;
    p.baseCso = mask === ALL_PIPELINE_CHUNKS || baseEntry < 0 ? kNullHandle : this.cache.handleAt(baseEntry);
    p.chunkMask = baseEntry < 0 ? ALL_PIPELINE_CHUNKS : mask;
    p.chunks = this.createBlob.view(len);
    this.out.send('create_render_state', p, recordBytes(MGPipeOp.create_render_state, len));
  }

  private bind(entry: number, cso: MGPipeHandle, version: number, pipelineVersion: number): void {
    this.boundEntry = entry;
    this.boundHandle = cso;
    const p = this.bindPayload;
    p.cso = cso;
    p.version = version;
    p.pipelineVersion = pipelineVersion;
    this.out.send('bind_render_state', p, recordBytes(MGPipeOp.bind_render_state));
  }

  private emitWithoutCache(ctx: GLContext): void {
    const rs = ctx.renderState;
    if (this.boundHandle !== kNullHandle) {
      const old = this.boundHandle;
      this.slots.release(old);
      this.out.send('delete_render_state', { cso: old }, recordBytes(MGPipeOp.delete_render_state));
    }
    this.out.stats.csoMisses++;
    this.sendCreate(this.slots.allocate(), -1);
    const h = this.createPayload.cso;
    this.bind(-1, h, rs.version, rs.pipelineStateVersion);
  }
}
