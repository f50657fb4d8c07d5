// GENERATED FILE: DO NOT EDIT. G7: render-state pipeline/dynamic chunk table.
// Generator: tools/mgpipe-plugin/src/pipe-gen (Nx generator @mgpipe/mgpipe-plugin:gen-pipe).
// Inputs: schema/render-state-fields.json.
// Regenerate: npx tsx tools/mgpipe-plugin/src/pipe-gen/cli.ts   (check: --check)

/** A byte range of RenderStateParameters; chunk i of a partition is bit i of that partition's chunkMask. */
export interface MGPStateChunk {
  readonly offset: number;
  readonly length: number;
}

/** sizeof(RenderStateParameters) in this layout. */
export const kRenderStateBytes = 1176;

/** Field layout, in table order: the wire layout of the render-state blob. */
export const kRenderStateFields: readonly { name: string; offset: number; bytes: number; chunk: 'pipeline' | 'dynamic' }[] = [
  { name: 'capabilityBits', offset: 0, bytes: 4, chunk: 'pipeline' },
  { name: 'cullFaceMode', offset: 4, bytes: 4, chunk: 'pipeline' },
  { name: 'frontFace', offset: 8, bytes: 4, chunk: 'pipeline' },
  { name: 'polygonMode', offset: 12, bytes: 4, chunk: 'pipeline' },
  { name: 'depthFunc', offset: 16, bytes: 4, chunk: 'pipeline' },
  { name: 'depthMask', offset: 20, bytes: 1, chunk: 'pipeline' },
  { name: 'logicOpEnabled', offset: 21, bytes: 1, chunk: 'pipeline' },
  { name: 'sampleMaskEnabled', offset: 22, bytes: 1, chunk: 'pipeline' },
  { name: 'alphaToCoverage', offset: 23, bytes: 1, chunk: 'pipeline' },
  { name: 'stencilFuncFront', offset: 24, bytes: 12, chunk: 'pipeline' },
  { name: 'stencilOpFront', offset: 36, bytes: 12, chunk: 'pipeline' },
  { name: 'stencilFuncBack', offset: 48, bytes: 12, chunk: 'pipeline' },
  { name: 'stencilOpBack', offset: 60, bytes: 12, chunk: 'pipeline' },
  { name: 'blendEnableMask', offset: 72, bytes: 4, chunk: 'pipeline' },
  { name: 'blendEquation', offset: 76, bytes: 64, chunk: 'pipeline' },
  { name: 'blendFunc', offset: 140, bytes: 128, chunk: 'pipeline' },
  { name: 'colorMask', offset: 268, bytes: 8, chunk: 'pipeline' },
  { name: 'logicOp', offset: 276, bytes: 4, chunk: 'pipeline' },
  { name: 'sampleMaskValue', offset: 280, bytes: 4, chunk: 'pipeline' },
  { name: 'clipDistanceEnabledMask', offset: 284, bytes: 4, chunk: 'pipeline' },
  { name: 'viewports', offset: 288, bytes: 256, chunk: 'dynamic' },
  { name: 'depthRanges', offset: 544, bytes: 256, chunk: 'dynamic' },
  { name: 'scissorBoxes', offset: 800, bytes: 256, chunk: 'dynamic' },
  { name: 'blendColor', offset: 1056, bytes: 16, chunk: 'dynamic' },
  { name: 'lineWidth', offset: 1072, bytes: 4, chunk: 'dynamic' },
  { name: 'pointSize', offset: 1076, bytes: 16, chunk: 'dynamic' },
  { name: 'polygonOffset', offset: 1092, bytes: 12, chunk: 'dynamic' },
  { name: 'stencilRefFront', offset: 1104, bytes: 4, chunk: 'dynamic' },
  { name: 'stencilRefBack', offset: 1108, bytes: 4, chunk: 'dynamic' },
  { name: 'stencilWriteMask', offset: 1112, bytes: 8, chunk: 'dynamic' },
  { name: 'clearColor', offset: 1120, bytes: 16, chunk: 'dynamic' },
  { name: 'clearDepth', offset: 1136, bytes: 8, chunk: 'dynamic' },
  { name: 'clearStencil', offset: 1144, bytes: 4, chunk: 'dynamic' },
  { name: 'sampleCoverage', offset: 1148, bytes: 8, chunk: 'dynamic' },
  { name: 'hints', offset: 1156, bytes: 16, chunk: 'dynamic' },
  { name: 'scissorBoxWrittenMask', offset: 1172, bytes: 4, chunk: 'dynamic' },
];

export const kPipelineChunks: readonly MGPStateChunk[] = [
  { offset: 0, length: 288 }, // capabilityBits, cullFaceMode, frontFace, polygonMode, depthFunc, depthMask, logicOpEnabled, sampleMaskEnabled, alphaToCoverage, stencilFuncFront, stencilOpFront, stencilFuncBack, stencilOpBack, blendEnableMask, blendEquation, blendFunc, colorMask, logicOp, sampleMaskValue, clipDistanceEnabledMask
];
export const kDynamicChunks: readonly MGPStateChunk[] = [
  { offset: 288, length: 888 }, // viewports, depthRanges, scissorBoxes, blendColor, lineWidth, pointSize, polygonOffset, stencilRefFront, stencilRefBack, stencilWriteMask, clearColor, clearDepth, clearStencil, sampleCoverage, hints, scissorBoxWrittenMask
];

export const kPipelineChunkMaskAll = 1;
export const kDynamicChunkMaskAll = 1;

/** GL setters per field, for the G7 setter-consistency test (pending the front end's RenderState). */
export const kRenderStateSetters: Readonly<Record<string, readonly string[]>> = {
  capabilityBits: ['enable', 'disable'],
  cullFaceMode: ['cullFace'],
  frontFace: ['frontFace'],
  polygonMode: ['polygonMode'],
  depthFunc: ['depthFunc'],
  depthMask: ['depthMask'],
  logicOpEnabled: ['enable'],
  sampleMaskEnabled: ['enable'],
  alphaToCoverage: ['enable'],
  stencilFuncFront: ['stencilFunc', 'stencilFuncSeparate'],
  stencilOpFront: ['stencilOp', 'stencilOpSeparate'],
  stencilFuncBack: ['stencilFunc', 'stencilFuncSeparate'],
  stencilOpBack: ['stencilOp', 'stencilOpSeparate'],
  blendEnableMask: ['enable', 'enablei'],
  blendEquation: ['blendEquation', 'blendEquationSeparatei'],
  blendFunc: ['blendFunc', 'blendFuncSeparatei'],
  colorMask: ['colorMask', 'colorMaski'],
  logicOp: ['logicOp'],
  sampleMaskValue: ['sampleMaski'],
  clipDistanceEnabledMask: ['enable'],
  viewports: ['viewport', 'viewportIndexedf', 'viewportArrayv'],
  depthRanges: ['depthRange', 'depthRangeIndexed'],
  scissorBoxes: ['scissor', 'scissorIndexed'],
  blendColor: ['blendColor'],
  lineWidth: ['lineWidth'],
  pointSize: ['pointSize', 'pointParameterf'],
  polygonOffset: ['polygonOffset', 'polygonOffsetClamp'],
  stencilRefFront: ['stencilFunc', 'stencilFuncSeparate'],
  stencilRefBack: ['stencilFunc', 'stencilFuncSeparate'],
  stencilWriteMask: ['stencilMask', 'stencilMaskSeparate'],
  clearColor: ['clearColor'],
  clearDepth: ['clearDepth'],
  clearStencil: ['clearStencil'],
  sampleCoverage: ['sampleCoverage'],
  hints: ['hint'],
  scissorBoxWrittenMask: ['scissor', 'scissorIndexed'],
};

/** FNV-1a (32-bit, twice with different seeds) over the pipeline chunks: the CSO identity of D-B1. */
export function pipelineSubsetHash(block: Uint8Array): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (const c of kPipelineChunks)
    for (let i = c.offset; i < c.offset + c.length; i++) {
      h1 = Math.imul(h1 ^ block[i], 0x01000193);
      h2 = Math.imul(h2 ^ block[i], 0x01000193) ^ (h2 >>> 15);
    }
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}
