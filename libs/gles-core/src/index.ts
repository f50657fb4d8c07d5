// @mgpipe/gles-core: the GLES backend's shared infrastructure, owned by no migration subsystem. Every
// gles-<subsystem> library and the wiring (backend-gles) build on it; it imports none of them.
export { detectCapabilities, detectWorkarounds, FRAGMENT_VIEWPORT_INDEX_PROBE, probeShaderCapabilities, type Capabilities, type Workarounds } from './capabilities.ts';
export { drawScratchF, drawScratchI, drawScratchU } from './draw-scratch.ts';
export { DeviceCore, type BackendStats, type LogSink } from './device-core.ts';
export { FRONT_DEPTH_SLOT, FRONT_STENCIL_SLOT, FrontBufferSlot, FrontQuerySlot, FrontTextureTarget } from './front-constants.ts';
export { createDriverCallSink, nullDrawEntryPoints, recordingEntryPoints, type DriverCall, type DriverCallSink } from './platform/driver-call-recorder.ts';
export { createEglPlatform, type EglPlatform } from './platform/egl.ts';
export type { BufferWritebacks, PulledBufferTwins, PushedBufferTwins } from './buffer-contracts.ts';
export type { BlockProgram, DrawPreparer, ImageProgram, ImageSlot, SampledProgram, SamplerSlot } from './program-contracts.ts';
export { GC_CREATION_INTERVAL, GC_DRAW_INTERVAL, TwinRegistry, type CreationSweepSignal, type FrontObject, type LivenessProbe, type Twin } from './resources/twin-registry.ts';
export { DriverBindings } from './state/driver-bindings.ts';
export {
  ALIAS_ONLY_SUBSYSTEMS,
  PIPE_INPUT_READ_SUBSYSTEMS,
  PIPE_INPUT_SUBSYSTEMS,
  PipeInputs,
  pipeInputSources,
  SUBSYSTEM_GROUPS,
  VERB_CLASS_COUNT,
  type PatchLevels,
  type PipeInputSource,
  type PipeInputSubsystem,
  type PipeInputsConfig,
  type VerifyReport,
} from './state/pipe-inputs.ts';
export { recordDivergence, settleComparison, type VerbComparisonKind } from './state/verb-verify.ts';
export { PIPELINE_SUBSET_END, copyListedWords } from './state/render-state-layout.ts';
export type { PullContext } from './state/pull-context.ts';
export { BufferInputs, type BufferShape, type BufferSource, type BufferVerifyCounts, type FrontBuffer } from './state/buffer-inputs.ts';
export {
  IndexBufferRef,
  VertexBufferSet,
  VertexElementsView,
  VertexGroups,
  copyAttrib,
  type FrontContextGenerations,
  type FrontVertexArray,
  type FrontVertexAttribute,
  type FrontVertexBinding,
} from './state/vertex-inputs.ts';
export {
  FRAMEBUFFER_COLOR_SLOTS,
  FRAMEBUFFER_SURFACES,
  FramebufferGroup,
  FramebufferSurface,
  FramebufferView,
  SurfaceKind,
  sameImage,
  type FrontAttachedTexture,
  type FrontAttachment,
  type FrontFramebuffer,
  type SurfaceHandleOf,
} from './state/framebuffer-inputs.ts';
export {
  copyArtifact,
  GlobalConstantsView,
  isProgramGroup,
  PROGRAM_GROUPS,
  ProgramBindingsView,
  ProgramGroups,
  ProgramView,
  ShaderBufferSet,
  ShaderBuffersView,
  type ArtifactView,
  type FrontBufferState,
  type FrontIndexedBindingTable,
  type FrontProgram,
  type ProgramPullContext,
  type ShaderArtifact,
} from './state/program-inputs.ts';
export {
  compareSamplerParameters,
  PushedTexture,
  isPushedTexture,
  SamplerStateSet,
  SamplerStateView,
  SamplerViewSet,
  TEXTURE_TARGETS,
  TEXTURE_UNITS,
  TextureGroups,
  TextureParamsTable,
  TextureParamsView,
  type TextureContext,
  type TextureHandleOf,
  type TextureHandleRef,
} from './state/texture-inputs.ts';
export { IndirectBufferSet, type FrontBufferState as FrontBufferBindPoints } from './state/indirect-inputs.ts';
export { IMAGE_UNITS, ShaderImageSet, type FrontImageUnitBinding, type ImageContext } from './state/image-inputs.ts';
export { STREAM_OUTPUT_SLOTS, StreamOutputView, type FrontTransformFeedback } from './state/xfb-inputs.ts';
