// @mgpipe/value-types: values shared by the GL front end and every backend (seeds §4.7.2
// "MGPipeValueTypes"). Depends on nothing of ours, so a backend can read these without the state model.
export * from './gl-enums.ts';
export { FAST_PROPERTY_LIMIT, GL, GL_TABLE, fastPropertyChain, type GLConstants } from './gl-constants.ts';
export * from './render-state-layout.ts';
export * from './render-state-parameters.ts';
export * from './render-state-hash.ts';
export * from './sampler-parameters.ts';
export * from './pixel-store-parameters.ts';
export * from './vertex-attribute.ts';
export * from './crc32.ts';
export { detachArrayBuffer } from './detach-array-buffer.ts';
export { grownSlotTable, slotTableSize, type SlotTable } from './typed-array-growth.ts';
export { glClockNanoseconds } from './gl-clock.ts';
// The program artifact (SPIR-V + reflection) and its versioned codec: create_shader_state's payload, encoded on
// the client and decoded by the server (shader-artifact/artifact.ts says why it lives here).
export * from './shader-artifact/artifact.ts';
export {
  encodeProgramArtifact, decodeProgramArtifact, ARTIFACT_MAGIC, ARTIFACT_CODEC_VERSION, type ArtifactDecodeError, type ArtifactDecodeResult,
} from './shader-artifact/artifact-codec.ts';
export type { DecodeErrorKind } from './shader-artifact/codec-io.ts';
export * from './unit-sampler-targets.ts';
export type { RegionView } from './region-view.ts';
