// Where the render-state blob splits into its pipeline subset (CSO content) and its dynamic subset. Shared by
// PipeInputs (verify / poison per subset), the push receiver (CSO byte copies) and the render-state mirror
// (handle memo), so it lives below all three.
import { DYNAMIC_CHUNKS, PIPELINE_CHUNKS } from '@mgpipe/value-types';

/**
 * The pipeline subset (CSO content) is the blob's prefix [0, PIPELINE_SUBSET_END), the dynamic subset the rest
 * (G7 table order). The push receiver and PipeInputs rely on it; checked at load.
 */
export const PIPELINE_SUBSET_END = DYNAMIC_CHUNKS[0].offset;
if (PIPELINE_CHUNKS.some((c) => c.offset + c.length > PIPELINE_SUBSET_END) || DYNAMIC_CHUNKS.some((c) => c.offset < PIPELINE_SUBSET_END)) {
  throw new Error('render-state layout: the pipeline chunks no longer precede the dynamic chunks (render-state-layout.ts)');
}

/**
 * dst[w] = src[w] for the first `n` words w of `list`: a CSO transition's words (the receiver's scatter, the mirror's
 * synced copy). One or two words (a blend toggle's two blendEnable words) are written out: as a loop each step
 * re-checked the three arrays (~45 instructions a word, twice a toggle).
 */
export function copyListedWords(dst: Uint32Array, src: Uint32Array, list: Int16Array, n: number): void {
  if (n === 2) {
    const a = list[0], b = list[1];
    dst[a] = src[a];
    dst[b] = src[b];
  } else if (n === 1) {
    const a = list[0];
    dst[a] = src[a];
  } else {
    for (let i = 0; i < n; i++) dst[list[i]] = src[list[i]];
  }
}
