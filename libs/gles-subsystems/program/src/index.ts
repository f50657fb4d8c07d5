// @mgpipe/gles-program: the program subsystem of the GLES backend (migrations/subsystems/program).
export {
  BackendProgram,
  buildsAlone,
  sampleCountingObstacle,
  withEsslExtensions,
  withSampleCounter,
  type ImageSlot,
  type SamplerSlot,
  type UniformUpload,
} from './backend-program.ts';
export { BlockBindingStep, type BlockBindingDevice } from './block-binding-step.ts';
export { flattenBlockArraysOfArrays, flattenIoArraysOfArrays } from './block-array-flattening.ts';
export { wrapTessIoInBlocks } from './tess-io-blocks.ts';
export { padExplicitOffsets } from './explicit-offsets.ts';
export { lowerRawUniformBlocks } from './raw-uniform-blocks.ts';
export { lowerPatchComponentStores } from './patch-component-stores.ts';
export { mergeVertexInputComponents } from './vertex-input-components.ts';
export { dropPatchLocations } from './patch-locations.ts';
export { lowerComponentLayouts } from './component-lowering.ts';
export { packVaryingArrays, type InterfaceDirection, type SlotLimit } from './varying-packing.ts';
export { withInterpolantSwizzlesLifted } from './essl-interpolants.ts';
export { flattenLocatedOutputBlocks } from './located-block-outputs.ts';
export { lowerImageArrayIndexing } from './image-array-indexing.ts';
export { fragCoordModes, FRAMEBUFFER_HEIGHT_UNIFORM, lowerFragCoordConventions, type FragCoordModes } from './fragcoord-lowering.ts';
export type { ProgramDevice } from './program-device.ts';
export type { XfbPacking } from './xfb-capture-lowering.ts';
export { ProgramStep } from './program-step.ts';
export { ProgramReceiver, type ProgramReceiverStats, type ProgramTwins } from './program-receiver.ts';
export { lowerShaderClock, SHADER_CLOCK_BLOCK, usesShaderClock } from './shader-clock.ts';
export { planImageSplit, readWriteImages, splitImageAccess, storageImageElements, type ImageLimits } from './image-access-split.ts';
export { counterBaseUniform, counterBlockName, lowerAtomicCountersToStorage, usesAtomicCounterOps, type AtomicLowering } from './atomic-counter-ops.ts';
export { addLodBiasUniform, hasRectangleImages, LOD_BIAS_UNIFORM, lowerRectangleSamplers } from './spirv-lowering.ts';
export {
  lowerFragmentViewportIndex,
  lowerGeometryViewportIndex,
  VIEWPORT_INDEX_VARYING,
  VIEWPORT_MASK_UNIFORM,
  ViewportIndexLowering,
  writesViewportIndex,
} from './viewport-index-lowering.ts';
export { lowerPointSize, POINT_SIZE_UNIFORM, withPointSizeExtension, writesPointSize, type PointSizeStage } from './point-size-lowering.ts';
export {
  GeometryInput,
  geometryInputOf,
  lowerVertexLayerWrites,
  passthroughGeometry,
  VERTEX_LAYER_VARYING,
  VERTEX_VIEWPORT_VARYING,
  vertexLayerWrites,
} from './vertex-layer-lowering.ts';
export { floatAtomicBlocks, lowerFloatAtomics, plantFloatAtomicsFault, type FloatAtomicsPlant } from './float-atomics.ts';
export { fixFloatImageExchanges } from './float-image-exchange.ts';
