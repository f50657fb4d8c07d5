// The pipeline-subset hash: CSO identity of a RenderStateParameters blob (D-B1, seeds §4.5.2
// MGPipeComputePipelineSubsetHash). ONE function, shared by the client (CSO map probe after a
// pipelineStateVersion move) and every backend (pipeline memo keys), over the generated pipeline chunks only,
// so a dynamic write (glViewport, glClearColor, ...) never changes it.
//
// It is needed on every pipeline-state change (the blend toggle of every Blaze3D batch), so it works on 32-bit
// words (the G7 chunks are 4-byte aligned with 4-multiple lengths, which makes the ~300-byte subset 75 words) and
// is an XOR of per-word mixes, which the front end's blob keeps current per write (O(1)) instead of rehashing the
// 75 words at the change. Two lanes are folded into a 53-bit integer (exact as a JS number); a caller that must
// never confuse two states compares the bytes on a hit (the tracker does).

import { PIPELINE_CHUNKS, RENDER_STATE_LAYOUT_SIZE } from './render-state-layout.ts';

const WORDS = RENDER_STATE_LAYOUT_SIZE >> 2;
/**
 * The pipeline chunks are the blob's word-aligned prefix [0, PIPELINE_SUBSET_WORDS) with no gaps (the generator
 * orders pipeline chunks first; checked here at load), so the hash runs one flat loop over the blob in place.
 */
export const PIPELINE_SUBSET_WORDS = PIPELINE_CHUNKS.reduce((end, c) => {
  if ((c.offset | c.length) & 3) throw new Error(`pipeline chunk at ${c.offset} (+${c.length}) is not word aligned`);
  if (c.offset !== end * 4) throw new Error(`pipeline chunk at ${c.offset} does not follow the previous one (expected ${end * 4}): the subset is not a prefix`);
  return (c.offset + c.length) >> 2;
}, 0);

// The last blob seen and its word view: the client hashes one context's blob over and over, so the view is
// made once; an unaligned blob (one decoded from the wire at an odd offset) is copied into `aligned`.
let viewedBytes: Uint8Array | null = null;
let viewedWords: Uint32Array<ArrayBufferLike> = new Uint32Array(0);
const aligned = new Uint32Array(WORDS);

function wordsOf(bytes: Uint8Array): Uint32Array {
  if (bytes === viewedBytes) return viewedWords;
  if ((bytes.byteOffset & 3) === 0) {
    viewedBytes = bytes;
    viewedWords = new Uint32Array(bytes.buffer, bytes.byteOffset, WORDS);
    return viewedWords;
  }
  new Uint8Array(aligned.buffer).set(bytes.subarray(0, RENDER_STATE_LAYOUT_SIZE));
  return aligned;
}

/** The hash of the pipeline subset of a whole blob (RenderStateParameters.bytes, or one received on the wire). */
export function pipelineSubsetHash(bytes: Uint8Array): number {
  if (bytes.length < RENDER_STATE_LAYOUT_SIZE) throw new RangeError(`render-state blob is ${bytes.length} bytes, need ${RENDER_STATE_LAYOUT_SIZE}`);
  return pipelineSubsetHashOfWords(wordsOf(bytes));
}

/**
 * The same hash over a blob already viewed as 32-bit words (WORDS of them, the whole layout).
 *
 * Form: two 32-bit lanes, each the XOR over the subset's words of a position-salted bijective mix of the word
 * (so equal values at different offsets differ, and any one changed word changes both lanes); the lanes are
 * finished with fmix32 and folded into 53 bits. The XOR form is what lets a writer keep the hash current in O(1)
 * per write (`RenderStateParameters` with `trackWrites`: lane ^= mix(old) ^ mix(new)), so the tracker reads
 * it at a pipelineStateVersion move instead of walking the 75 words; this function is the from-scratch form, and a
 * test keeps the two equal.
 */
export function pipelineSubsetHashOfWords(words: Uint32Array): number {
  let lane1 = 0;
  let lane2 = 0;
  for (let i = 0; i < PIPELINE_SUBSET_WORDS; i++) {
    lane1 ^= pipelineHashMix1(i, words[i]);
    lane2 ^= pipelineHashMix2(i, words[i]);
  }
  return finishPipelineHash(lane1, lane2);
}

/** Lane 1's mix of word `word` at word index `i` of the subset (murmur3 fmix32 of the salted word). */
export function pipelineHashMix1(i: number, word: number): number {
  let k = word ^ Math.imul(i + 1, 0x9e3779b9);
  k ^= k >>> 16;
  k = Math.imul(k, 0x85ebca6b);
  k ^= k >>> 13;
  k = Math.imul(k, 0xc2b2ae35);
  return k ^ (k >>> 16);
}

/** Lane 2's mix: another salt and the other fmix constants (splitmix32-style), independent of lane 1. */
export function pipelineHashMix2(i: number, word: number): number {
  let k = word ^ Math.imul(i + 0x3c6ef372, 0x85ebca77);
  k ^= k >>> 15;
  k = Math.imul(k, 0x2c1b3c6d);
  k ^= k >>> 12;
  k = Math.imul(k, 0x297a2d39);
  return k ^ (k >>> 15);
}

/** The two lanes folded into the 53-bit hash (exact as a JS number). */
export function finishPipelineHash(lane1: number, lane2: number): number {
  let h1 = lane1 ^ 0x9747b28c;
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  let h2 = lane2 ^ 0x5bd1e995;
  h2 ^= h2 >>> 16;
  h2 = Math.imul(h2, 0xc2b2ae35);
  h2 ^= h2 >>> 13;
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}

/**
 * The 53-bit hash's low 30 bits (`finishPipelineHash(l1, l2) % 2 ** 30`), in int32 arithmetic: a small integer
 * (a V8 Smi on every build), so a Map keyed by it boxes nothing, where the 53-bit number is a heap-allocated
 * double at every probe (16 bytes per pipeline change: the blend-toggle batch allocated 17.7 bytes per draw).
 * 30 bits are plenty for a cache of 64 entries whose hits are confirmed by comparing the bytes.
 */
export function finishPipelineKey(lane1: number, lane2: number): number {
  let h1 = lane1 ^ 0x9747b28c;
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  let h2 = lane2 ^ 0x5bd1e995;
  h2 ^= h2 >>> 16;
  h2 = Math.imul(h2, 0xc2b2ae35);
  h2 ^= h2 >>> 13;
  return ((h1 & 0x1ff) << 21) | (h2 & 0x1fffff);
}
