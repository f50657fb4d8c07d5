// The program artifact's types live in value-types (shader-artifact/artifact.ts: the server decodes them too);
// re-exported here so the compile / link modules keep their local import.
export { type ShaderStage, STAGE_ORDER, type StageSpirv, type ProgramVariable, type ArtifactUniform, type ArtifactBufferVariable, type ArtifactBlock, type ArtifactAtomicCounterBuffer, type ArtifactUniformInitializer, type ArtifactXfbVarying, type ArtifactXfb, type ArtifactInterfaceVariable, type ArtifactSubroutine, type ArtifactSubroutineUniform, type ProgramArtifact, stageBit } from '@mgpipe/value-types';
