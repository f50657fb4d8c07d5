// GENERATED FILE: DO NOT EDIT. G7: render-state field layout and pipeline/dynamic chunk table.
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/render-state-fields.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

// Plain data. render-state-layout.ts builds the field handles (RS) and chunk masks over it; change the layout by
// editing the input and regenerating, never here.

/** sizeof(RenderStateParameters): the table's asserted size, checked by the generator. */
export const RENDER_STATE_LAYOUT_SIZE = 1056;

/** viewport / scissor / depth-range slots (GL_MAX_VIEWPORTS we expose) */
export const MAX_VIEWPORTS = 16;
/** per-draw-buffer blend state slots */
export const MAX_DRAW_BUFFERS = 8;
/** bits of clipDistanceMask */
export const MAX_CLIP_DISTANCES = 8;
/** 32-bit words of GL_SAMPLE_MASK_VALUE */
export const MAX_SAMPLE_MASK_WORDS = 1;
/** hint slots, in this order: line smooth, polygon smooth, texture compression, fragment derivative */
export const HINT_COUNT = 4;

/**
 * Chunks in layout order. `index` is the chunk's bit in a whole-blob chunk mask; `kindIndex` its bit in its
 * partition's chunkMask (create_render_state: pipeline, set_dynamic_state: dynamic). Chunks are 4-byte aligned
 * and tile the blob: every byte belongs to exactly one chunk.
 */
export const RENDER_STATE_CHUNK_TABLE = [
  /** the glEnable bitset and clip-distance enables */
  { name: 'capabilities', kind: 'pipeline', index: 0, kindIndex: 0, offset: 0, length: 12 },
  /** structure-of-arrays over the draw buffers, and the logic op */
  { name: 'blend', kind: 'pipeline', index: 1, kindIndex: 1, offset: 12, length: 212 },
  /** test functions and ops; the enables are capability bits, ref and write mask are dynamic */
  { name: 'depthStencil', kind: 'pipeline', index: 2, kindIndex: 2, offset: 224, length: 48 },
  { name: 'rasterizer', kind: 'pipeline', index: 3, kindIndex: 3, offset: 272, length: 20 },
  /** enables are capability bits; coverage value/invert are dynamic (seeds §4.4.3) */
  { name: 'multisample', kind: 'pipeline', index: 4, kindIndex: 4, offset: 292, length: 8 },
  { name: 'viewports', kind: 'dynamic', index: 5, kindIndex: 0, offset: 300, length: 256 },
  { name: 'depthRanges', kind: 'dynamic', index: 6, kindIndex: 1, offset: 556, length: 128 },
  { name: 'scissors', kind: 'dynamic', index: 7, kindIndex: 2, offset: 684, length: 260 },
  { name: 'blendColor', kind: 'dynamic', index: 8, kindIndex: 3, offset: 944, length: 16 },
  { name: 'stencilDynamic', kind: 'dynamic', index: 9, kindIndex: 4, offset: 960, length: 16 },
  { name: 'depthBias', kind: 'dynamic', index: 10, kindIndex: 5, offset: 976, length: 12 },
  /** line width, the point-size family and the restart index: no pipeline bakes them */
  { name: 'rasterDynamic', kind: 'dynamic', index: 11, kindIndex: 6, offset: 988, length: 16 },
  /** glSampleCoverage value and invert (seeds §4.4.3: set_dynamic_state carries sample coverage) */
  { name: 'multisampleDynamic', kind: 'dynamic', index: 12, kindIndex: 7, offset: 1004, length: 8 },
  { name: 'clearValues', kind: 'dynamic', index: 13, kindIndex: 8, offset: 1012, length: 24 },
  { name: 'hints', kind: 'dynamic', index: 14, kindIndex: 9, offset: 1036, length: 20 },
] as const;

/**
 * Fields in layout order. `offset`/`size` in bytes; `elementIndex` = offset / element size (the index of
 * element 0 in the typed view of `type`); `setters` are the gl-state RenderState methods that write the field.
 */
export const RENDER_STATE_FIELD_TABLE = [
  /** one 64-bit set (RenderStateCap); bits 32..47 are scissor test per viewport; includes logic-op, sample-mask and alpha-to-coverage enables */
  { name: 'capabilities', type: 'u32', count: 2, chunk: 'capabilities', kind: 'pipeline', chunkIndex: 0, offset: 0, size: 8, elementIndex: 0, setters: ['SetCapability', 'SetScissorTest'] },
  /** bit i = GL_CLIP_DISTANCEi */
  { name: 'clipDistanceMask', type: 'u8', count: 1, chunk: 'capabilities', kind: 'pipeline', chunkIndex: 0, offset: 8, size: 1, elementIndex: 8, setters: ['SetClipDistanceEnabled'] },
  { name: 'blendEnable', type: 'u8', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 12, size: 8, elementIndex: 12, setters: ['SetBlendEnabled'] },
  /** bit0 R, bit1 G, bit2 B, bit3 A */
  { name: 'colorMask', type: 'u8', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 20, size: 8, elementIndex: 20, setters: ['SetColorMask'] },
  { name: 'blendEquationRgb', type: 'u32', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 28, size: 32, elementIndex: 7, setters: ['SetBlendEquation'] },
  { name: 'blendEquationAlpha', type: 'u32', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 60, size: 32, elementIndex: 15, setters: ['SetBlendEquation'] },
  { name: 'blendSrcRgb', type: 'u32', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 92, size: 32, elementIndex: 23, setters: ['SetBlendFunc'] },
  { name: 'blendDstRgb', type: 'u32', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 124, size: 32, elementIndex: 31, setters: ['SetBlendFunc'] },
  { name: 'blendSrcAlpha', type: 'u32', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 156, size: 32, elementIndex: 39, setters: ['SetBlendFunc'] },
  { name: 'blendDstAlpha', type: 'u32', count: 8, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 188, size: 32, elementIndex: 47, setters: ['SetBlendFunc'] },
  { name: 'logicOp', type: 'u32', count: 1, chunk: 'blend', kind: 'pipeline', chunkIndex: 1, offset: 220, size: 4, elementIndex: 55, setters: ['SetLogicOp'] },
  { name: 'depthFunc', type: 'u32', count: 1, chunk: 'depthStencil', kind: 'pipeline', chunkIndex: 2, offset: 224, size: 4, elementIndex: 56, setters: ['SetDepthFunc'] },
  /** [front, back] */
  { name: 'stencilFunc', type: 'u32', count: 2, chunk: 'depthStencil', kind: 'pipeline', chunkIndex: 2, offset: 228, size: 8, elementIndex: 57, setters: ['SetStencilFunc'] },
  /** [front, back] */
  { name: 'stencilValueMask', type: 'u32', count: 2, chunk: 'depthStencil', kind: 'pipeline', chunkIndex: 2, offset: 236, size: 8, elementIndex: 59, setters: ['SetStencilFunc'] },
  { name: 'stencilFail', type: 'u32', count: 2, chunk: 'depthStencil', kind: 'pipeline', chunkIndex: 2, offset: 244, size: 8, elementIndex: 61, setters: ['SetStencilOp'] },
  { name: 'stencilDepthFail', type: 'u32', count: 2, chunk: 'depthStencil', kind: 'pipeline', chunkIndex: 2, offset: 252, size: 8, elementIndex: 63, setters: ['SetStencilOp'] },
  { name: 'stencilDepthPass', type: 'u32', count: 2, chunk: 'depthStencil', kind: 'pipeline', chunkIndex: 2, offset: 260, size: 8, elementIndex: 65, setters: ['SetStencilOp'] },
  { name: 'depthWriteMask', type: 'u8', count: 1, chunk: 'depthStencil', kind: 'pipeline', chunkIndex: 2, offset: 268, size: 1, elementIndex: 268, setters: ['SetDepthWriteMask'] },
  { name: 'cullFaceMode', type: 'u32', count: 1, chunk: 'rasterizer', kind: 'pipeline', chunkIndex: 3, offset: 272, size: 4, elementIndex: 68, setters: ['SetCullFace'] },
  { name: 'frontFace', type: 'u32', count: 1, chunk: 'rasterizer', kind: 'pipeline', chunkIndex: 3, offset: 276, size: 4, elementIndex: 69, setters: ['SetFrontFace'] },
  { name: 'polygonMode', type: 'u32', count: 1, chunk: 'rasterizer', kind: 'pipeline', chunkIndex: 3, offset: 280, size: 4, elementIndex: 70, setters: ['SetPolygonMode'] },
  { name: 'provokingVertex', type: 'u32', count: 1, chunk: 'rasterizer', kind: 'pipeline', chunkIndex: 3, offset: 284, size: 4, elementIndex: 71, setters: ['SetProvokingVertex'] },
  /** pipeline although point-size family: it changes gl_PointCoord, which a Vulkan backend lowers into the shader */
  { name: 'pointSpriteCoordOrigin', type: 'u32', count: 1, chunk: 'rasterizer', kind: 'pipeline', chunkIndex: 3, offset: 288, size: 4, elementIndex: 72, setters: ['SetPointSpriteCoordOrigin'] },
  { name: 'minSampleShading', type: 'f32', count: 1, chunk: 'multisample', kind: 'pipeline', chunkIndex: 4, offset: 292, size: 4, elementIndex: 73, setters: ['SetMinSampleShading'] },
  { name: 'sampleMask', type: 'u32', count: 1, chunk: 'multisample', kind: 'pipeline', chunkIndex: 4, offset: 296, size: 4, elementIndex: 74, setters: ['SetSampleMaskWord'] },
  /** x, y, w, h per viewport; floats compared by stored bytes (D9) */
  { name: 'viewport', type: 'f32', count: 64, chunk: 'viewports', kind: 'dynamic', chunkIndex: 5, offset: 300, size: 256, elementIndex: 75, setters: ['SetViewport', 'SetSurfaceDefaults'] },
  /** near, far per viewport (clamped to [0,1], stored as f32) */
  { name: 'depthRange', type: 'f32', count: 32, chunk: 'depthRanges', kind: 'dynamic', chunkIndex: 6, offset: 556, size: 128, elementIndex: 139, setters: ['SetDepthRange'] },
  /** x, y, w, h per viewport */
  { name: 'scissorBox', type: 'i32', count: 64, chunk: 'scissors', kind: 'dynamic', chunkIndex: 7, offset: 684, size: 256, elementIndex: 171, setters: ['SetScissorBox', 'SetSurfaceDefaults'] },
  /** which boxes the app wrote: glScissor(0,0,0,0) is legal GL (D9); in the dynamic span on purpose so a span compare sees it */
  { name: 'scissorWrittenMask', type: 'u16', count: 1, chunk: 'scissors', kind: 'dynamic', chunkIndex: 7, offset: 940, size: 2, elementIndex: 470, setters: ['SetScissorBox'] },
  { name: 'blendColor', type: 'f32', count: 4, chunk: 'blendColor', kind: 'dynamic', chunkIndex: 8, offset: 944, size: 16, elementIndex: 236, setters: ['SetBlendColor'] },
  /** [front, back] */
  { name: 'stencilRef', type: 'i32', count: 2, chunk: 'stencilDynamic', kind: 'dynamic', chunkIndex: 9, offset: 960, size: 8, elementIndex: 240, setters: ['SetStencilFunc'] },
  /** [front, back] */
  { name: 'stencilWriteMask', type: 'u32', count: 2, chunk: 'stencilDynamic', kind: 'dynamic', chunkIndex: 9, offset: 968, size: 8, elementIndex: 242, setters: ['SetStencilWriteMask'] },
  { name: 'polygonOffsetFactor', type: 'f32', count: 1, chunk: 'depthBias', kind: 'dynamic', chunkIndex: 10, offset: 976, size: 4, elementIndex: 244, setters: ['SetPolygonOffset'] },
  { name: 'polygonOffsetUnits', type: 'f32', count: 1, chunk: 'depthBias', kind: 'dynamic', chunkIndex: 10, offset: 980, size: 4, elementIndex: 245, setters: ['SetPolygonOffset'] },
  { name: 'polygonOffsetClamp', type: 'f32', count: 1, chunk: 'depthBias', kind: 'dynamic', chunkIndex: 10, offset: 984, size: 4, elementIndex: 246, setters: ['SetPolygonOffset'] },
  { name: 'lineWidth', type: 'f32', count: 1, chunk: 'rasterDynamic', kind: 'dynamic', chunkIndex: 11, offset: 988, size: 4, elementIndex: 247, setters: ['SetLineWidth'] },
  { name: 'pointSize', type: 'f32', count: 1, chunk: 'rasterDynamic', kind: 'dynamic', chunkIndex: 11, offset: 992, size: 4, elementIndex: 248, setters: ['SetPointSize'] },
  { name: 'pointFadeThresholdSize', type: 'f32', count: 1, chunk: 'rasterDynamic', kind: 'dynamic', chunkIndex: 11, offset: 996, size: 4, elementIndex: 249, setters: ['SetPointFadeThresholdSize'] },
  /** the enable is a capability bit (pipeline); the index is read at draw time (D-B7) */
  { name: 'primitiveRestartIndex', type: 'u32', count: 1, chunk: 'rasterDynamic', kind: 'dynamic', chunkIndex: 11, offset: 1000, size: 4, elementIndex: 250, setters: ['SetPrimitiveRestartIndex'] },
  { name: 'sampleCoverageValue', type: 'f32', count: 1, chunk: 'multisampleDynamic', kind: 'dynamic', chunkIndex: 12, offset: 1004, size: 4, elementIndex: 251, setters: ['SetSampleCoverage'] },
  { name: 'sampleCoverageInvert', type: 'u8', count: 1, chunk: 'multisampleDynamic', kind: 'dynamic', chunkIndex: 12, offset: 1008, size: 1, elementIndex: 1008, setters: ['SetSampleCoverage'] },
  { name: 'clearColor', type: 'f32', count: 4, chunk: 'clearValues', kind: 'dynamic', chunkIndex: 13, offset: 1012, size: 16, elementIndex: 253, setters: ['SetClearColor'] },
  /** clamped to [0,1], stored as f32 */
  { name: 'clearDepth', type: 'f32', count: 1, chunk: 'clearValues', kind: 'dynamic', chunkIndex: 13, offset: 1028, size: 4, elementIndex: 257, setters: ['SetClearDepth'] },
  { name: 'clearStencil', type: 'i32', count: 1, chunk: 'clearValues', kind: 'dynamic', chunkIndex: 13, offset: 1032, size: 4, elementIndex: 258, setters: ['SetClearStencil'] },
  { name: 'hints', type: 'u32', count: 4, chunk: 'hints', kind: 'dynamic', chunkIndex: 14, offset: 1036, size: 16, elementIndex: 259, setters: ['SetHint'] },
] as const;
