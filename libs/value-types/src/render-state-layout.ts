// The byte layout of RenderStateParameters: field handles and chunk masks over the GENERATED table.
//
// The layout has one definition, schema/render-state-fields.json (the catalog is the single source of truth).
// gen-pipe (G7) validates it, computes offsets, sizes and the chunk table, and emits them as plain data into
// render-state-layout.generated.ts; this file only gives that data its types and indexes. Why one table: the
// blob crosses the wire whole (D-B1), Espryt-style backends memcmp spans of it, and CSO identity hashes only its
// pipeline subset (§4.5.2), so offsets, chunk boundaries and the pipeline/dynamic split must not drift apart.
//
// Chunk kind decides which version counter a change bumps (RenderState in gl-state):
//   pipeline -> `version` AND `pipelineStateVersion` (the CSO identity changes)
//   dynamic  -> `version` only (set_dynamic_state; glViewport must not evict the pipeline memo)

import { RENDER_STATE_CHUNK_TABLE, RENDER_STATE_FIELD_TABLE, RENDER_STATE_LAYOUT_SIZE } from './render-state-layout.generated.ts';

export {
  HINT_COUNT,
  MAX_CLIP_DISTANCES,
  MAX_DRAW_BUFFERS,
  MAX_SAMPLE_MASK_WORDS,
  MAX_VIEWPORTS,
  RENDER_STATE_LAYOUT_SIZE,
} from './render-state-layout.generated.ts';

export type RenderStateElementType = 'u8' | 'u16' | 'u32' | 'i32' | 'f32';
export type RenderStateChunkKind = 'pipeline' | 'dynamic';
export type RenderStateChunkName = (typeof RENDER_STATE_CHUNK_TABLE)[number]['name'];
export type RenderStateFieldName = (typeof RENDER_STATE_FIELD_TABLE)[number]['name'];

/** Index 0 = front face, 1 = back face, for every two-element stencil field. */
export const STENCIL_FRONT = 0;
export const STENCIL_BACK = 1;

export interface RenderStateField {
  readonly name: RenderStateFieldName;
  readonly type: RenderStateElementType;
  readonly count: number;
  readonly chunk: RenderStateChunkName;
  readonly kind: RenderStateChunkKind;
  readonly chunkIndex: number;
  /** Byte offset of element 0. */
  readonly offset: number;
  /** Bytes of all elements. */
  readonly size: number;
  /** offset / element size: the index of element 0 in the typed view of `type`. */
  readonly elementIndex: number;
  /** The gl-state RenderState methods that write this field (checked by G7's setter-consistency test). */
  readonly setters: readonly string[];
}

export interface RenderStateChunk {
  readonly name: RenderStateChunkName;
  readonly kind: RenderStateChunkKind;
  /** Bit of this chunk in a whole-blob chunk mask (diffChunks, PIPELINE_CHUNK_MASK). */
  readonly index: number;
  /** Bit of this chunk in its partition's chunkMask (create_render_state / set_dynamic_state). */
  readonly kindIndex: number;
  readonly offset: number;
  /** Includes trailing padding up to the next chunk (the chunks tile the blob). */
  readonly length: number;
}

export const ELEMENT_SIZE: Readonly<Record<RenderStateElementType, number>> = {
  u8: 1,
  u16: 2,
  u32: 4,
  i32: 4,
  f32: 4,
};

export const RENDER_STATE_FIELDS: readonly RenderStateField[] = RENDER_STATE_FIELD_TABLE;
export const RENDER_STATE_CHUNKS: readonly RenderStateChunk[] = RENDER_STATE_CHUNK_TABLE;
/** The pipeline chunks in partition order: chunk i is bit i of MGPRenderStateDesc.chunkMask (seeds kPipelineChunks). */
export const PIPELINE_CHUNKS: readonly RenderStateChunk[] = RENDER_STATE_CHUNKS.filter((c) => c.kind === 'pipeline');
/** The dynamic chunks in partition order: chunk i is bit i of MGPDynamicState.chunkMask (seeds kDynamicChunks). */
export const DYNAMIC_CHUNKS: readonly RenderStateChunk[] = RENDER_STATE_CHUNKS.filter((c) => c.kind === 'dynamic');

/** Field handles by name: `RS.lineWidth`. Static objects, so accessors never allocate. */
export const RS = Object.fromEntries(RENDER_STATE_FIELDS.map((f) => [f.name, f])) as Readonly<
  Record<RenderStateFieldName, RenderStateField>
>;

/** Bit i set = whole-blob chunk i is of that kind; the tracker ANDs its changed-chunk mask with these. */
export const PIPELINE_CHUNK_MASK = chunkMask('pipeline');
export const DYNAMIC_CHUNK_MASK = chunkMask('dynamic');

function chunkMask(kind: RenderStateChunkKind): number {
  let mask = 0;
  for (const c of RENDER_STATE_CHUNKS) if (c.kind === kind) mask |= 1 << c.index;
  return mask;
}

// The ArrayBuffer is allocated with this size; a hand edit of the generated file that breaks it fails loudly here.
if (RENDER_STATE_CHUNKS.reduce((n, c) => n + c.length, 0) !== RENDER_STATE_LAYOUT_SIZE) {
  throw new Error('render-state-layout.generated.ts: chunks do not tile RENDER_STATE_LAYOUT_SIZE (regenerate it)');
}
