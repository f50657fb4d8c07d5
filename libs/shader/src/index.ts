// @mgpipe/shader: the GL front end's client-side compile and link. glslang runs here and only here
// (seeds §7, §5.7); what leaves is a ProgramArtifact — per-stage SPIR-V plus the reflection archive —
// which crosses MGPipe as the create_shader_state payload, encoded by the artifact codec in split mode.
//
//   compileShader(stage, source)  → CompiledShader   glCompileShader (a per-stage check; keeps the source)
//   spirvWordsOf / specializeSpirv                   glShaderBinary (SPIR-V) / glSpecializeShader (ARB_gl_spirv)
//   linkProgram({shaders, ...})   → {ok, log, artifact}  glLinkProgram: SPIR-V, reflection, GL location rules
//   new ProgramInterface(artifact)                    every reflection query of glGetProgram* / glGetActive*
//   encodeProgramArtifact / decodeProgramArtifact     the versioned binary form
export * from './artifact.ts';
export { compileShader, type CompiledShader } from './compile-shader.ts';
export type { ShaderResources } from '@mgpipe/native-shader';
export { composePipelineArtifact, compositePrefix, renameDefaultUniforms, type CompositeResult, type CompositeStage } from './pipeline-composite.ts';
export { specializeSpirv, spirvWordsOf, SUPPORTED_SPIRV_EXTENSIONS, type SpecializeResult } from './spirv-shader.ts';
export { linkProgram, type LinkProgramInput, type LinkProgramResult } from './link-program.ts';
export type { LocationRequest } from './io-locations.ts';
export type { XfbBufferMode, XfbRequest } from './xfb-layout.ts';
export { ProgramInterface, INVALID_INDEX, SUBROUTINE_INTERFACES } from './program-interface.ts';
export {
  encodeProgramArtifact,
  decodeProgramArtifact,
  ARTIFACT_MAGIC,
  ARTIFACT_CODEC_VERSION,
  type ArtifactDecodeError,
  type ArtifactDecodeResult,
} from './artifact-codec.ts';
export type { DecodeErrorKind } from './artifact-codec.ts';
