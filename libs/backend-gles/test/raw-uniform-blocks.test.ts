// Uniform blocks laid out as no std140 block is (gles-program raw-uniform-blocks.ts): the block becomes
// `uvec4 _mgpWords[N]` at the same binding and each load reads its words at the offsets the decorations give. Word
// indices below are computed from the module's decorations (byte offset / 16, component (offset / 4) % 4).
import { assembleSpirv, compileProgram, crossCompile } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { lowerRawUniformBlocks, padExplicitOffsets } from '@mgpipe/gles-program';

const essl = (spirv: Uint32Array) => crossCompile(spirv, { target: 'essl', version: 320, stage: 'fragment' });

/** A fragment module reading `uniform B { <members> }` at binding 4; `body`: instructions computing %c (a vec4). */
function module(decorations: string, types: string, body: string): Uint32Array {
  const r = assembleSpirv(`OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main" %out
OpExecutionMode %main OriginLowerLeft
OpName %B "B"
OpDecorate %out Location 0
${decorations}
OpDecorate %B Block
OpDecorate %ubo DescriptorSet 0
OpDecorate %ubo Binding 4
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v2 = OpTypeVector %float 2
%v4 = OpTypeVector %float 4
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%u3 = OpConstant %uint 3
%i0 = OpConstant %int 0
%i1 = OpConstant %int 1
%i2 = OpConstant %int 2
%pf = OpTypePointer Uniform %float
%pv4 = OpTypePointer Uniform %v4
${types}
%pB = OpTypePointer Uniform %B
%ubo = OpVariable %pB Uniform
%pout = OpTypePointer Output %v4
%out = OpVariable %pout Output
%main = OpFunction %void None %fn
%entry = OpLabel
${body}
OpStore %out %c
OpReturn
OpFunctionEnd
`);
  expect(r.ok, r.log).toBe(true);
  return r.words;
}

describe('lowerRawUniformBlocks', () => {
  it('an array of vec4 with ArrayStride 32: words[5] (extent 2 × 32 + 16 bytes), element i read at word 8 i', () => {
    const spirv = module('OpDecorate %arr ArrayStride 32\nOpMemberDecorate %B 0 Offset 0', '%arr = OpTypeArray %v4 %u3\n%B = OpTypeStruct %arr',
      '%p = OpAccessChain %pv4 %ubo %i0 %i2\n%c = OpLoad %v4 %p');
    expect(essl(spirv).ok).toBe(false); // SPIRV-Cross refuses the block as it is
    const r = essl(lowerRawUniformBlocks(spirv));
    expect(r.ok, r.log).toBe(true);
    expect(r.source).toMatch(/layout\(binding = 4, std140\) uniform B\s*\{\s*uvec4 _mgpWords\[5\];\s*\}/);
    // Element 2 at byte 64: words[4].x .. .w.
    expect(r.source).toMatch(/vec4\(uintBitsToFloat\((\w+)\._mgpWords\[4\]\.x\), uintBitsToFloat\(\1\._mgpWords\[4\]\.y\), uintBitsToFloat\(\1\._mgpWords\[4\]\.z\), uintBitsToFloat\(\1\._mgpWords\[4\]\.w\)\)/);
  });

  it('a run-time index: the word is 8 × index + component, split into vector and component', () => {
    const spirv = module('OpDecorate %arr ArrayStride 32\nOpMemberDecorate %B 0 Offset 0\nOpMemberDecorate %B 1 Offset 96',
      '%arr = OpTypeArray %v4 %u3\n%B = OpTypeStruct %arr %int\n%pi = OpTypePointer Uniform %int',
      '%pi1 = OpAccessChain %pi %ubo %i1\n%k = OpLoad %int %pi1\n%p = OpAccessChain %pf %ubo %i0 %k %i1\n%x = OpLoad %float %p\n%c = OpCompositeConstruct %v4 %x %x %x %x');
    const r = essl(lowerRawUniformBlocks(spirv));
    expect(r.ok, r.log).toBe(true);
    // The index (an int at byte 96: words[6].x) × 8 words per element + 1 (component y); vector = word >> 2, component = word & 3.
    expect(r.source).toMatch(/uint (\w+) = \(uint\(int\(\w+\._mgpWords\[6\]\.x\)\) \* 8u\) \+ 1u;\s*\w+ = vec4\(uintBitsToFloat\(\w+\._mgpWords\[\1 >> 2u\]\[\1 & 3u\]\)\);/);
  });

  it('an array of such blocks: each block is words[7] (extent 96 + 4 bytes), the block index kept before the words', () => {
    const r = assembleSpirv(`OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main" %out
OpExecutionMode %main OriginLowerLeft
OpName %B "B"
OpName %ubo "blocks"
OpDecorate %out Location 0
OpDecorate %arr ArrayStride 32
OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 1 Offset 96
OpDecorate %B Block
OpDecorate %ubo DescriptorSet 0
OpDecorate %ubo Binding 4
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4 = OpTypeVector %float 4
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%u2 = OpConstant %uint 2
%u3 = OpConstant %uint 3
%i0 = OpConstant %int 0
%i1 = OpConstant %int 1
%pf = OpTypePointer Uniform %float
%arr = OpTypeArray %v4 %u3
%B = OpTypeStruct %arr %int
%Bs = OpTypeArray %B %u2
%pB = OpTypePointer Uniform %Bs
%ubo = OpVariable %pB Uniform
%pout = OpTypePointer Output %v4
%out = OpVariable %pout Output
%main = OpFunction %void None %fn
%entry = OpLabel
%q = OpAccessChain %pf %ubo %i1 %i0 %i1 %i1
%y = OpLoad %float %q
%c = OpCompositeConstruct %v4 %y %y %y %y
OpStore %out %c
OpReturn
OpFunctionEnd
`);
    expect(r.ok, r.log).toBe(true);
    const e = essl(lowerRawUniformBlocks(r.words));
    expect(e.ok, e.log).toBe(true);
    expect(e.source).toMatch(/uniform B\s*\{\s*uvec4 _mgpWords\[7\];\s*\} blocks\[2\];/);
    // blocks[1]._m0[1].y: byte 32 + 4 → word 9 → words[2].y.
    expect(e.source).toContain('uintBitsToFloat(blocks[1]._mgpWords[2].y)');
  });

  it('std140 blocks are left alone; a block with top-level gaps only is for padding unless scope is all', () => {
    const std = module('OpMemberDecorate %B 0 Offset 0\nOpMemberDecorate %B 1 Offset 16', '%B = OpTypeStruct %v4 %float',
      '%p = OpAccessChain %pv4 %ubo %i0\n%c = OpLoad %v4 %p');
    expect(lowerRawUniformBlocks(std)).toBe(std);
    expect(lowerRawUniformBlocks(std, 'all')).toBe(std);
    const gap = module('OpMemberDecorate %B 0 Offset 32', '%B = OpTypeStruct %v4', '%p = OpAccessChain %pv4 %ubo %i0\n%c = OpLoad %v4 %p');
    expect(lowerRawUniformBlocks(gap)).toBe(gap);
    expect(essl(padExplicitOffsets(gap)).ok).toBe(true);
    const all = essl(lowerRawUniformBlocks(gap, 'all'));
    expect(all.ok, all.log).toBe(true);
    expect(all.source).toContain('uvec4 _mgpWords[3];');
  });

  it('a block the module uses other than through loads of members is left alone', () => {
    // The whole block loaded as a value (its structure type would be gone).
    const whole = module('OpDecorate %arr ArrayStride 32\nOpMemberDecorate %B 0 Offset 0', '%arr = OpTypeArray %v4 %u3\n%B = OpTypeStruct %arr',
      '%all = OpLoad %B %ubo\n%c = OpCompositeExtract %v4 %all 0 1');
    expect(lowerRawUniformBlocks(whole)).toBe(whole);
  });

  it('GLSL-compiled std140 blocks (matrices, arrays, structures) are std140 as glslang decorates them: unchanged', () => {
    const vs = '#version 450\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n';
    const fs = `#version 450
struct T { vec3 a; float b[2]; mat2x3 m; };
layout(std140, binding = 0) uniform U { vec3 v; float f; layout(row_major) mat3x2 r; T t[2]; bool flag; } u;
layout(location = 0) out vec4 o;
void main() { o = vec4(u.v, u.f) + vec4(u.r[1], u.t[1].b[1], u.t[0].m[1].y) + (u.flag ? vec4(1.0) : vec4(0.0)); }
`;
    const r = compileProgram({ stages: [{ stage: 'vertex', source: vs }, { stage: 'fragment', source: fs }] });
    expect(r.ok, r.log).toBe(true);
    const spirv = r.stages.find((s) => s.stage === 'fragment')!.spirv;
    expect(lowerRawUniformBlocks(spirv)).toBe(spirv);
    expect(lowerRawUniformBlocks(spirv, 'all')).toBe(spirv);
  });
});
