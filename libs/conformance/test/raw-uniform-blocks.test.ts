// Uniform blocks whose SPIR-V layout no std140 block states (gles-program raw-uniform-blocks.ts: read as uvec4 words),
// in shader_runner's SPIR-V mode on both lanes: Mesa's desktop GL (the reference) and ours. piglit's three
// GL_ARB_gl_spirv tests (an array with ArrayStride 32, a mat3x2 with MatrixStride 32, a nested structure's member at an
// explicit offset), a twin of the array test with ArrayStride 48 (its data written 48 apart passes, 32 apart fails),
// and a hand-written module: a row-major mat2 with MatrixStride 32 read by element and whole, a bool stored as a uint
// 7, an array of structures (ArrayStride 48) indexed by a block member at run time and loaded whole. Its expected colour
// is computed from the words written (decoys sit where std140 would have put each value); twins with another index or
// a false flag must fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LaneFactory } from '@mgpipe/harness';
import { describe, expect, it } from 'vitest';
import { fetchCorpus, runShaderTestFile } from '../src/index.ts';
import { bothLanes } from './both-lanes.ts';

const lanes = bothLanes();
const corpus = fetchCorpus();
const UBO = 'tests/spec/arb_gl_spirv/execution/ubo';
const TESTS = ['array-different-array-stride-ubo', 'explicit-offset-nested-struct', 'matrix/different-matrix-stride'].map((t) => `${UBO}/${t}.shader_test`);

const run = (path: string, lane: LaneFactory, text?: string) => runShaderTestFile({ path: join(corpus.root, path), lane, spirv: true }, text);

const MODULE = `[require]
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
OpMemberDecorate %S 0 Offset 0
OpMemberDecorate %S 1 Offset 8
OpDecorate %arrS ArrayStride 48
OpMemberDecorate %B 0 RowMajor
OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 0 MatrixStride 32
OpMemberDecorate %B 1 Offset 64
OpMemberDecorate %B 2 Offset 68
OpMemberDecorate %B 3 Offset 80
OpDecorate %B Block
OpDecorate %ubo DescriptorSet 0
OpDecorate %ubo Binding 3
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v2 = OpTypeVector %float 2
%v4 = OpTypeVector %float 4
%mat2 = OpTypeMatrix %v2 2
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%bool = OpTypeBool
%S = OpTypeStruct %float %v2
%u3 = OpConstant %uint 3
%arrS = OpTypeArray %S %u3
%B = OpTypeStruct %mat2 %uint %int %arrS
%pB = OpTypePointer Uniform %B
%ubo = OpVariable %pB Uniform
%i0 = OpConstant %int 0
%i1 = OpConstant %int 1
%i2 = OpConstant %int 2
%i3 = OpConstant %int 3
%u0 = OpConstant %uint 0
%f0 = OpConstant %float 0
%fhalf = OpConstant %float 0.5
%pf = OpTypePointer Uniform %float
%pu = OpTypePointer Uniform %uint
%pi = OpTypePointer Uniform %int
%pS = OpTypePointer Uniform %S
%pm = OpTypePointer Uniform %mat2
%pout = OpTypePointer Output %v4
%out = OpVariable %pout Output
%main = OpFunction %void None %fn
%entry = OpLabel
%pm01 = OpAccessChain %pf %ubo %i0 %i0 %i1
%r = OpLoad %float %pm01
%pidx = OpAccessChain %pi %ubo %i2
%idx = OpLoad %int %pidx
%pvy = OpAccessChain %pf %ubo %i3 %idx %i1 %i1
%g = OpLoad %float %pvy
%pflag = OpAccessChain %pu %ubo %i1
%flagu = OpLoad %uint %pflag
%flag = OpINotEqual %bool %flagu %u0
%b = OpSelect %float %flag %fhalf %f0
%ps2 = OpAccessChain %pS %ubo %i3 %i2
%t = OpLoad %S %ps2
%tf = OpCompositeExtract %float %t 0
%pmat = OpAccessChain %pm %ubo %i0
%mm = OpLoad %mat2 %pmat
%m10 = OpCompositeExtract %float %mm 1 0
%a = OpFMul %float %tf %m10
%c = OpCompositeConstruct %v4 %r %g %b %a
OpStore %out %c
OpReturn
OpFunctionEnd

[test]
block binding 3
block offset 0
uniform float m00 0.75
block offset 4
uniform float m10 1.0
block offset 16
uniform float decoy 0.9
block offset 32
uniform float m01 0.25
block offset 64
uniform uint flag FLAG
block offset 68
uniform int i INDEX
block offset 108
uniform float decoy 0.1
block offset 140
uniform float s1vy 0.5
block offset 176
uniform float s2f 1.0
draw rect -1 -1 2 2
probe all rgba 0.25 0.5 0.5 1.0
`;
// r = m[0][1]: row 1 (MatrixStride 32 on) column 0 = byte 32; g = s[i].v.y = 80 + 48 i + 12, i = 1 → 140;
// b = flag (7: true) ? 0.5 : 0; a = s[2].f (176) × m[1][0] (row 0, column 1 = byte 4).
const module = (flag: number, index: number) => MODULE.replace('FLAG', String(flag)).replace('INDEX', String(index));

describe('uniform blocks laid out as no std140 block is (SPIR-V mode), both lanes', () => {
  for (const test of TESTS) {
    it(test.replace(`${UBO}/`, ''), async () => {
      expect(await run(test, lanes.reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
      expect(await run(test, lanes.ours), 'our lane').toEqual({ status: 'pass', reason: '' });
    });
  }

  it('the array test with ArrayStride 48: data 48 apart passes on both lanes, 32 apart fails on both', async () => {
    const text = readFileSync(join(corpus.root, TESTS[0]), 'utf8');
    const stride48 = text.replace('OpDecorate %_arr_v4float_uint_3_0 ArrayStride 32', 'OpDecorate %_arr_v4float_uint_3_0 ArrayStride 48')
      .replace(/^verify .*\n/gm, '');
    expect(stride48).not.toBe(text);
    const moved = stride48.replace(/(block binding 6\nblock offset 0\n.*\nblock offset )32(\n.*\nblock offset )64/, '$148$296');
    expect(moved).not.toBe(stride48);
    for (const lane of ['reference', 'ours'] as const) {
      expect(await run(TESTS[0], lanes[lane], moved), `${lane}: 48 apart`).toEqual({ status: 'pass', reason: '' });
      expect((await run(TESTS[0], lanes[lane], stride48)).status, `${lane}: 32 apart`).toBe('fail');
    }
  });

  it('row-major matrix stride 32, bool as uint, structures 48 apart indexed at run time and loaded whole', async () => {
    for (const lane of ['reference', 'ours'] as const) {
      expect(await run(`${UBO}/hand-written.shader_test`, lanes[lane], module(7, 1)), lane).toEqual({ status: 'pass', reason: '' });
      expect((await run(`${UBO}/hand-written.shader_test`, lanes[lane], module(7, 2))).status, `${lane}: index 2`).toBe('fail');
      expect((await run(`${UBO}/hand-written.shader_test`, lanes[lane], module(0, 1))).status, `${lane}: flag 0`).toBe('fail');
    }
  });
});
