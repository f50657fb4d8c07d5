// The pipeline-subset hash: CSO identity of a RenderStateParameters blob (D-B1, seeds §4.5.2
// MGPipeComputePipelineSubsetHash). ONE function, shared by the client (CSO map probe after a
// pipelineStateVersion move) and every backend (pipeline memo keys), over the generated pipeline chunks only,
// so a dynamic write (glViewport, glClearColor, ...) never changes it.
//
// It runs on every pipeline-state change (the blend toggle of every Blaze3D batch), so it works on 32-bit
// words: the G7 chunks are 4-byte aligned with 4-multiple lengths (the generator asserts it), which makes
// the ~300-byte subset 75 words. Two MurmurHash3-style lanes with different seeds are folded into a 53-bit
// integer (exact as a JS number); a caller that must never confuse two states compares the bytes on a hit.

import { PIPELINE_CHUNKS, RENDER_STATE_LAYOUT_SIZE } from './render-state-layout.ts';

const WORDS = RENDER_STATE_LAYOUT_SIZE >> 2;
/** [firstWord, endWord) of each pipeline chunk. */
const CHUNK_WORDS: readonly (readonly [number, number])[] = PIPELINE_CHUNKS.map((c) => {
  if ((c.offset | c.length) & 3) throw new Error(`pipeline chunk at ${c.offset} (+${c.length}) is not word aligned`);
  return [c.offset >> 2, (c.offset + c.length) >> 2] as const;
});

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

/** The same hash over a blob already viewed as 32-bit words (WORDS of them, the whole layout). */
export function pipelineSubsetHashOfWords(words: Uint32Array): number {
  let h1 = 0x9747b28c;
  let h2 = 0x5bd1e995;
  for (let c = 0; c < CHUNK_WORDS.length; c++) {
    const [start, end] = CHUNK_WORDS[c];
    for (let i = start; i < end; i++) {
      let k = Math.imul(words[i], 0xcc9e2d51);
      k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
      h1 ^= k;
      h1 = (Math.imul((h1 << 13) | (h1 >>> 19), 5) + 0xe6546b64) | 0;
      h2 ^= Math.imul(k ^ (k >>> 16), 0x85ebca6b);
      h2 = (Math.imul((h2 << 17) | (h2 >>> 15), 3) + 0x1b873593) | 0;
    }
  }
  // fmix32 on each lane, then 32 + 21 bits.
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  h1 = Math.imul(h1, 0xc2b2ae35);
  h1 ^= h1 >>> 16;
  h2 ^= h2 >>> 16;
  h2 = Math.imul(h2, 0x85ebca6b);
  h2 ^= h2 >>> 13;
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}
