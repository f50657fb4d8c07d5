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
