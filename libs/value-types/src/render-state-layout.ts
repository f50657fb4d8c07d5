// The byte layout of RenderStateParameters, derived from ONE field table.
//
// Why a table and not a hand-written struct: the blob crosses the wire whole (D-B1), Espryt-style
// backends memcmp spans of it, and CSO identity hashes only its pipeline subset (§4.5.2). Offsets,
// chunk boundaries and the pipeline/dynamic split must therefore have exactly one definition; G7 will
// generate the wire chunk table from this one. Field ORDER is load-bearing: append or move fields only
// together with a bump of RENDER_STATE_LAYOUT_SIZE (asserted below) and a regeneration.
//
// Chunk kind decides which version counter a change bumps (RenderState in gl-state):
//   pipeline -> `version` AND `pipelineStateVersion` (the CSO identity changes)
//   dynamic  -> `version` only (set_dynamic_state; glViewport must not evict the pipeline memo)
// The dynamic set is the seeds' Vulkan-dynamic list (viewport, scissor, depth range, blend color,
// line width, depth bias, stencil ref / write mask) plus values no pipeline bakes (clear values,
// point size family except sprite origin, restart index, hints).

export type RenderStateElementType = 'u8' | 'u16' | 'u32' | 'i32' | 'f32';
export type RenderStateChunkKind = 'pipeline' | 'dynamic';

/** Chunks in layout order. Each chunk is a contiguous, 4-byte aligned span. */
export const RENDER_STATE_CHUNK_SPECS = [
  ['capabilities', 'pipeline'],
  ['blend', 'pipeline'],
  ['depthStencil', 'pipeline'],
  ['rasterizer', 'pipeline'],
  ['multisample', 'pipeline'],
  ['viewports', 'dynamic'],
  ['depthRanges', 'dynamic'],
  ['scissors', 'dynamic'],
  ['blendColor', 'dynamic'],
  ['stencilDynamic', 'dynamic'],
  ['depthBias', 'dynamic'],
  ['rasterDynamic', 'dynamic'],
  ['clearValues', 'dynamic'],
  ['hints', 'dynamic'],
] as const satisfies readonly (readonly [string, RenderStateChunkKind])[];

export type RenderStateChunkName = (typeof RENDER_STATE_CHUNK_SPECS)[number][0];

export const MAX_VIEWPORTS = 16;
export const MAX_DRAW_BUFFERS = 8;
export const MAX_CLIP_DISTANCES = 8;
export const MAX_SAMPLE_MASK_WORDS = 1;
/** Index 0 = front face, 1 = back face, for every two-element stencil field. */
export const STENCIL_FRONT = 0;
export const STENCIL_BACK = 1;
/** Hint slots, in this order: line smooth, polygon smooth, texture compression, fragment derivative. */
export const HINT_COUNT = 4;

/** [name, element type, element count, chunk]. Order = layout order. */
export const RENDER_STATE_FIELD_SPECS = [
  // capabilities: one 64-bit set (see RenderStateCap); bits 32..47 are scissor test per viewport.
  ['capabilities', 'u32', 2, 'capabilities'],
  ['clipDistanceMask', 'u8', 1, 'capabilities'],
  // blend: structure-of-arrays over the 8 draw buffers.
  ['blendEnable', 'u8', MAX_DRAW_BUFFERS, 'blend'],
  ['colorMask', 'u8', MAX_DRAW_BUFFERS, 'blend'], // bit0 R, bit1 G, bit2 B, bit3 A
  ['blendEquationRgb', 'u32', MAX_DRAW_BUFFERS, 'blend'],
  ['blendEquationAlpha', 'u32', MAX_DRAW_BUFFERS, 'blend'],
  ['blendSrcRgb', 'u32', MAX_DRAW_BUFFERS, 'blend'],
  ['blendDstRgb', 'u32', MAX_DRAW_BUFFERS, 'blend'],
  ['blendSrcAlpha', 'u32', MAX_DRAW_BUFFERS, 'blend'],
  ['blendDstAlpha', 'u32', MAX_DRAW_BUFFERS, 'blend'],
  ['logicOp', 'u32', 1, 'blend'],
  // depth / stencil (test enables are capability bits; ref and write mask are dynamic).
  ['depthFunc', 'u32', 1, 'depthStencil'],
  ['stencilFunc', 'u32', 2, 'depthStencil'],
  ['stencilValueMask', 'u32', 2, 'depthStencil'],
  ['stencilFail', 'u32', 2, 'depthStencil'],
  ['stencilDepthFail', 'u32', 2, 'depthStencil'],
  ['stencilDepthPass', 'u32', 2, 'depthStencil'],
  ['depthWriteMask', 'u8', 1, 'depthStencil'],
  // rasterizer
  ['cullFaceMode', 'u32', 1, 'rasterizer'],
  ['frontFace', 'u32', 1, 'rasterizer'],
  ['polygonMode', 'u32', 1, 'rasterizer'],
  ['provokingVertex', 'u32', 1, 'rasterizer'],
  ['pointSpriteCoordOrigin', 'u32', 1, 'rasterizer'],
  // multisample (enables are capability bits)
  ['sampleCoverageValue', 'f32', 1, 'multisample'],
  ['minSampleShading', 'f32', 1, 'multisample'],
  ['sampleMask', 'u32', MAX_SAMPLE_MASK_WORDS, 'multisample'],
  ['sampleCoverageInvert', 'u8', 1, 'multisample'],
  // ---- dynamic ----
  ['viewport', 'f32', MAX_VIEWPORTS * 4, 'viewports'], // x, y, w, h per viewport
  ['depthRange', 'f32', MAX_VIEWPORTS * 2, 'depthRanges'], // near, far per viewport
  ['scissorBox', 'i32', MAX_VIEWPORTS * 4, 'scissors'], // x, y, w, h per viewport
  // Which scissor boxes were ever written: kept in the dynamic span on purpose so a span compare sees it.
  ['scissorWrittenMask', 'u16', 1, 'scissors'],
  ['blendColor', 'f32', 4, 'blendColor'],
  ['stencilRef', 'i32', 2, 'stencilDynamic'],
  ['stencilWriteMask', 'u32', 2, 'stencilDynamic'],
  ['polygonOffsetFactor', 'f32', 1, 'depthBias'],
  ['polygonOffsetUnits', 'f32', 1, 'depthBias'],
  ['polygonOffsetClamp', 'f32', 1, 'depthBias'],
  ['lineWidth', 'f32', 1, 'rasterDynamic'],
  ['pointSize', 'f32', 1, 'rasterDynamic'],
  ['pointFadeThresholdSize', 'f32', 1, 'rasterDynamic'],
  ['primitiveRestartIndex', 'u32', 1, 'rasterDynamic'],
  ['clearColor', 'f32', 4, 'clearValues'],
  ['clearDepth', 'f32', 1, 'clearValues'],
  ['clearStencil', 'i32', 1, 'clearValues'],
  ['hints', 'u32', HINT_COUNT, 'hints'],
] as const satisfies readonly (readonly [string, RenderStateElementType, number, RenderStateChunkName])[];

export type RenderStateFieldName = (typeof RENDER_STATE_FIELD_SPECS)[number][0];

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
}

export interface RenderStateChunk {
  readonly name: RenderStateChunkName;
  readonly kind: RenderStateChunkKind;
  readonly index: number;
  readonly offset: number;
  /** Includes trailing padding up to the next 4-byte boundary. */
  readonly length: number;
}

export const ELEMENT_SIZE: Readonly<Record<RenderStateElementType, number>> = {
  u8: 1,
  u16: 2,
  u32: 4,
  i32: 4,
  f32: 4,
};

/** The asserted total size: the `static_assert(sizeof(RenderStateParameters) == N)` of this layout. */
export const RENDER_STATE_LAYOUT_SIZE = 1056;

const align = (value: number, to: number): number => Math.ceil(value / to) * to;

function deriveLayout(): { fields: RenderStateField[]; chunks: RenderStateChunk[]; size: number } {
  const fields: RenderStateField[] = [];
  const chunks: RenderStateChunk[] = [];
  const chunkIndexOf = new Map<string, number>();
  RENDER_STATE_CHUNK_SPECS.forEach(([name], i) => chunkIndexOf.set(name, i));
  let offset = 0;
  let openChunk = -1;
  let chunkStart = 0;
  const closeChunk = () => {
    if (openChunk < 0) return;
    offset = align(offset, 4);
    const [name, kind] = RENDER_STATE_CHUNK_SPECS[openChunk];
    chunks.push({ name, kind, index: openChunk, offset: chunkStart, length: offset - chunkStart });
  };
  for (const [name, type, count, chunk] of RENDER_STATE_FIELD_SPECS) {
    const chunkIndex = chunkIndexOf.get(chunk);
    if (chunkIndex === undefined) throw new Error(`render-state field ${name}: unknown chunk ${chunk}`);
    if (chunkIndex !== openChunk) {
      // Chunks must appear in spec order and never be reopened: a chunk is one contiguous span.
      if (chunkIndex !== openChunk + 1) {
        throw new Error(`render-state field ${name}: chunk ${chunk} out of order or reopened`);
      }
      closeChunk();
      openChunk = chunkIndex;
      chunkStart = offset;
    }
    const elementSize = ELEMENT_SIZE[type];
    offset = align(offset, elementSize);
    const size = elementSize * count;
    fields.push({
      name,
      type,
      count,
      chunk,
      kind: RENDER_STATE_CHUNK_SPECS[chunkIndex][1],
      chunkIndex,
      offset,
      size,
      elementIndex: offset / elementSize,
    });
    offset += size;
  }
  closeChunk();
  if (chunks.length !== RENDER_STATE_CHUNK_SPECS.length) throw new Error('render-state chunk without fields');
  return { fields, chunks, size: align(offset, 8) };
}

const layout = deriveLayout();
if (layout.size !== RENDER_STATE_LAYOUT_SIZE) {
  throw new Error(
    `RenderStateParameters layout is ${layout.size} bytes, asserted ${RENDER_STATE_LAYOUT_SIZE}: ` +
      'update RENDER_STATE_LAYOUT_SIZE deliberately (the wire format changes with it)',
  );
}

export const RENDER_STATE_FIELDS: readonly RenderStateField[] = layout.fields;
export const RENDER_STATE_CHUNKS: readonly RenderStateChunk[] = layout.chunks;

/** Field handles by name: `RS.lineWidth`. Static objects, so accessors never allocate. */
export const RS = Object.fromEntries(layout.fields.map((f) => [f.name, f])) as Readonly<
  Record<RenderStateFieldName, RenderStateField>
>;

/** Bit i set = chunk i is of that kind; the tracker ANDs its changed-chunk mask with these. */
export const PIPELINE_CHUNK_MASK = chunkMask('pipeline');
export const DYNAMIC_CHUNK_MASK = chunkMask('dynamic');

function chunkMask(kind: RenderStateChunkKind): number {
  let mask = 0;
  for (const c of layout.chunks) if (c.kind === kind) mask |= 1 << c.index;
  return mask;
}
