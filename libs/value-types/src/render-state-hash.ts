// The pipeline-subset hash: CSO identity of a RenderStateParameters blob (D-B1, seeds §4.5.2
// MGPipeComputePipelineSubsetHash). ONE function, shared by the client (CSO map probe after a
// pipelineStateVersion move) and every backend (pipeline memo keys), over the generated pipeline chunks only,
// so a dynamic write (glViewport, glClearColor, ...) never changes it.

import { PIPELINE_CHUNKS, RENDER_STATE_LAYOUT_SIZE } from './render-state-layout.ts';

/**
 * Two 32-bit FNV-1a-style lanes over the bytes of the pipeline chunks, folded into a 53-bit integer (exact as a
 * JS number). `bytes` is a whole blob (RenderStateParameters.bytes, or one received on the wire).
 */
export function pipelineSubsetHash(bytes: Uint8Array): number {
  if (bytes.length < RENDER_STATE_LAYOUT_SIZE) throw new RangeError(`render-state blob is ${bytes.length} bytes, need ${RENDER_STATE_LAYOUT_SIZE}`);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (const c of PIPELINE_CHUNKS) {
    const end = c.offset + c.length;
    for (let i = c.offset; i < end; i++) {
      h1 = Math.imul(h1 ^ bytes[i], 0x01000193);
      h2 = Math.imul(h2 ^ bytes[i], 0x01000193) ^ (h2 >>> 15);
    }
  }
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}
