// shader_runner's SPIR-V mode on both lanes (spirv-sections.ts): a `[fragment shader spirv]` section assembled,
// loaded with glShaderBinary and specialized, the vertex stage the SPIR-V passthrough. The module reads a uniform by
// Location only (no OpName: GL_ARB_gl_spirv's rule) and scales it by a specialization constant whose default is 1.
// Expected colours are computed: uniform (0, 1, 0.5, 1) × spec constant. Each lane must give them; the negative
// controls (the default constant, a wrong probe) must fail the same way on both, so a runner that ignored the
// specializations or the SPIR-V could not pass.
import { describe, expect, it } from 'vitest';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();

const TEST = (specializations: string, probe: string) => `[require]
SPIRV ONLY
GL >= 3.3
GLSL >= 4.50
GL_ARB_gl_spirv

[vertex shader passthrough]

[fragment shader spirv]
; SPIR-V
; Version: 1.0
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main" %out
OpExecutionMode %main OriginLowerLeft
OpDecorate %out Location 0
OpDecorate %color Location 3
OpDecorate %scale SpecId 7
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%out_v4 = OpTypePointer Output %v4float
%out = OpVariable %out_v4 Output
%uc_v4 = OpTypePointer UniformConstant %v4float
%color = OpVariable %uc_v4 UniformConstant
%scale = OpSpecConstant %float 1
%main = OpFunction %void None %fn
%entry = OpLabel
%c = OpLoad %v4float %color
%s = OpVectorTimesScalar %v4float %c %scale
OpStore %out %s
OpReturn
OpFunctionEnd

[fragment shader specializations]
${specializations}

[test]
uniform vec4 3 0.0 1.0 0.5 1.0
draw rect -1 -1 2 2
${probe}
`;

describe('SPIR-V mode (glShaderBinary + glSpecializeShader)', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it(`${lane}: the uniform at Location 3 scaled by SpecId 7 = 0.5; the default 1 and a wrong probe fail`, async () => {
      const l = lanes[lane];
      expect(await verdict(TEST('float 7 0.5', 'probe all rgba 0.0 0.5 0.25 0.5'), l)).toEqual({ status: 'pass', reason: '' });
      expect(await verdict(TEST('uint 7 0x3f000000', 'probe all rgba 0.0 0.5 0.25 0.5'), l)).toEqual({ status: 'pass', reason: '' });
      expect(await verdict(TEST('', 'probe all rgba 0.0 1.0 0.5 1.0'), l)).toEqual({ status: 'pass', reason: '' });
      expect((await verdict(TEST('', 'probe all rgba 0.0 0.5 0.25 0.5'), l)).status).toBe('fail');
      // A SpecId the module lacks: glSpecializeShader raises INVALID_VALUE and leaves the shader unspecialized.
      expect((await verdict(TEST('float 8 0.5', 'probe all rgba 0.0 0.5 0.25 0.5'), l)).reason).toMatch(/^failed to specialize the fragment shader .*\(GL error 0x501\)/);
    });
  }
});

// force_no_names (on in SPIR-V mode): a uniform block found by `block binding`, its members written at `block offset`,
// `verify program_interface_query` matched by BUFFER_BINDING. Expected: (0, 1, 0.5, 1) × 0.5; size 16 + 4 → 32.
const UBO_TEST = (commands: string) => `[require]
SPIRV ONLY
GL >= 3.3
GLSL >= 4.50
GL_ARB_gl_spirv

[vertex shader passthrough]

[fragment shader spirv]
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main" %out
OpExecutionMode %main OriginLowerLeft
OpDecorate %out Location 0
OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 1 Offset 16
OpDecorate %B Block
OpDecorate %ubo DescriptorSet 0
OpDecorate %ubo Binding 5
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4 = OpTypeVector %float 4
%B = OpTypeStruct %v4 %float
%pB = OpTypePointer Uniform %B
%ubo = OpVariable %pB Uniform
%int = OpTypeInt 32 1
%i0 = OpConstant %int 0
%i1 = OpConstant %int 1
%pv4 = OpTypePointer Uniform %v4
%pf = OpTypePointer Uniform %float
%out_v4 = OpTypePointer Output %v4
%out = OpVariable %out_v4 Output
%main = OpFunction %void None %fn
%entry = OpLabel
%a = OpAccessChain %pv4 %ubo %i0
%av = OpLoad %v4 %a
%s = OpAccessChain %pf %ubo %i1
%sv = OpLoad %float %s
%r = OpVectorTimesScalar %v4 %av %sv
OpStore %out %r
OpReturn
OpFunctionEnd

[test]
${commands}
`;

const FILL = 'block binding 5\nblock offset 0\nuniform vec4 B.a 0.0 1.0 0.5 1.0\nblock offset 16\nuniform float B.s 0.5\n';

describe('SPIR-V mode: uniform blocks by binding and offset (force_no_names)', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it(`${lane}: block binding / block offset fill the block; interface queries match by binding; wrong values fail`, async () => {
      const l = lanes[lane];
      const queries = 'verify program_interface_query GL_UNIFORM_BLOCK B GL_BUFFER_DATA_SIZE 32\nverify program_interface_query GL_UNIFORM_BLOCK B GL_NUM_ACTIVE_VARIABLES 2\n';
      expect(await verdict(UBO_TEST(`${FILL}${queries}draw rect -1 -1 2 2\nprobe all rgba 0.0 0.5 0.25 0.5`), l)).toEqual({ status: 'pass', reason: '' });
      expect((await verdict(UBO_TEST(`${FILL}draw rect -1 -1 2 2\nprobe all rgba 0.0 1.0 0.5 1.0`), l)).status).toBe('fail');
      expect((await verdict(UBO_TEST(`${FILL}verify program_interface_query GL_UNIFORM_BLOCK B GL_BUFFER_DATA_SIZE 16`), l)).reason)
        .toMatch(/GL_BUFFER_DATA_SIZE\): expected 16, got 32/);
      expect((await verdict(UBO_TEST('block binding 4\nverify program_interface_query GL_UNIFORM_BLOCK B GL_BUFFER_DATA_SIZE 32'), l)).reason)
        .toMatch(/^No active resource with binding 4/);
    });
  }
});
