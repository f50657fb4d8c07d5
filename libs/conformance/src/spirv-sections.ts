// shader_runner's SPIR-V mode (assemble_spirv / load_and_specialize_spirv): each `[<stage> shader spirv]` section
// is assembled (SPIRV-Tools' assembler, as shader_runner runs spirv-as; lines starting with '#' are dropped first),
// loaded with glShaderBinary(SHADER_BINARY_FORMAT_SPIR_V) and specialized at "main" with the stage's
// `[... specializations]`. The same bytes go to either lane: Mesa's GL_ARB_gl_spirv on the reference, ours on gles.
// `[vertex shader passthrough]` becomes shader_runner's SPIR-V passthrough (piglit_vertex at location 0).
import type { GL } from '@mgpipe/gl-api';
import { assembleSpirvBinary } from '@mgpipe/native-shader';
import type { ShaderSource, ShaderStage, ShaderTest } from './shader-test.ts';
import { fatal, firstLine, type TestRun } from './test-run.ts';

/** shader_runner_vs_passthrough_spv.h's role: gl_Position = piglit_vertex, the input at location 0. */
export const PASSTHROUGH_VERTEX_SPIRV = `OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Vertex %main "main" %piglit_vertex %gl_Position
OpName %main "main"
OpName %piglit_vertex "piglit_vertex"
OpDecorate %piglit_vertex Location 0
OpDecorate %gl_Position BuiltIn Position
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%in_v4 = OpTypePointer Input %v4float
%out_v4 = OpTypePointer Output %v4float
%piglit_vertex = OpVariable %in_v4 Input
%gl_Position = OpVariable %out_v4 Output
%main = OpFunction %void None %fn
%entry = OpLabel
%v = OpLoad %v4float %piglit_vertex
OpStore %gl_Position %v
OpReturn
OpFunctionEnd
`;

const STAGE_TYPE: Record<ShaderStage, keyof GL> = {
  vertex: 'VERTEX_SHADER', tess_ctrl: 'TESS_CONTROL_SHADER', tess_eval: 'TESS_EVALUATION_SHADER',
  geometry: 'GEOMETRY_SHADER', fragment: 'FRAGMENT_SHADER', compute: 'COMPUTE_SHADER',
};

/** The module of one section's text, as bytes for glShaderBinary (host word order, as spirv-as writes it here). */
export function assembleSection(text: string): Uint8Array {
  const stripped = text.split('\n').filter((l) => !l.startsWith('#')).join('\n');
  return assembleSpirvBinary(stripped, (log) => fatal(`spirv-as failed: ${log}`));
}

/** Loads and specializes every SPIR-V section (a failed specialization is fatal, as in shader_runner); the shaders. */
export function compileSpirv(run: TestRun, test: ShaderTest): number[] {
  const { gl } = run;
  const sections: ShaderSource[] = [
    ...(test.shaders.some((s) => s.passthrough) ? [{ stage: 'vertex' as const, source: PASSTHROUGH_VERTEX_SPIRV, line: 0 }] : []),
    ...test.spirvShaders,
  ];
  return sections.map((s) => {
    const shader = gl.createShader(gl[STAGE_TYPE[s.stage]] as number);
    const bytes = assembleSection(s.source);
    gl.shaderBinary([shader], gl.SHADER_BINARY_FORMAT_SPIR_V, bytes, bytes.byteLength);
    const specs = test.specializations.filter((p) => p.stage === s.stage);
    gl.specializeShader(shader, 'main', specs.length, specs.map((p) => p.id), specs.map((p) => p.value));
    if (!gl.getShaderiv(shader, gl.COMPILE_STATUS)) {
      const error = gl.getError();
      fatal(`failed to specialize the ${s.stage} shader (line ${s.line})${error !== 0 ? ` (GL error 0x${error.toString(16)})` : ''}: ${firstLine(gl.getShaderInfoLog(shader) ?? '')}`);
    }
    return shader;
  });
}
