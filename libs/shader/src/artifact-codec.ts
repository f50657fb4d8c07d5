// The artifact codec lives in value-types (shader-artifact/artifact-codec.ts: the server decodes the reflection
// blob of create_shader_state); re-exported here for the front end and the codec's tests.
export { encodeProgramArtifact, decodeProgramArtifact, ARTIFACT_MAGIC, ARTIFACT_CODEC_VERSION, type ArtifactDecodeError, type ArtifactDecodeResult, type DecodeErrorKind } from '@mgpipe/value-types';
