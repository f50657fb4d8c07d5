// Transform feedback layouts GLES cannot state directly (gles-program xfb-capture-lowering.ts): several outputs into
// each of several buffers (xfb_buffer / xfb_offset), a buffer other than 0, and captured structures ESSL refuses as
// outputs (structures with array members, arrays of structures, nested structures). Six corpus tests the reference
// lane passes in GLSL mode must pass on both lanes; their expected values are the tests' own probes (each captured
// word, per buffer), the primitive queries and TRANSFORM_FEEDBACK_VARYINGS (the GL-visible interface, unchanged).
// A probe that swaps the two buffers' records must fail on both lanes: a binding remap that captured buffer 0's
// record into buffer 2 (or the reverse) cannot pass.
// Negative controls run by hand (see the commit): the synthesized stores writing a vector's words in reverse order
// (wrong word offsets) fails our lane on all six; the binding remap ignored at glBeginTransformFeedback fails
// vs_two_sets, vs_two_sets_ifc, vs_two_sets_struct and the swapped probe; captured structures left as one
// TRANSFORM_FEEDBACK_VARYINGS entry (spirv-xfb.ts expandStructCaptures a no-op) fails vs_struct, vs_struct_array and
// vs_two_sets_struct; an array of arrays left on the direct path fails vs_aoa in SPIR-V mode; no clashing capture
// made private (clashingCaptures' answer dropped) fails vs_block, vs_two_block and the clash-with-fragment case on ours;
// the skipped words not put back (SkippedWords.holds false) fails vs_block_array_offset_per_member on ours.
// The packed capture (several buffers, a record wider than the driver's per-attribute limit: NVIDIA 580's 4) runs on
// Mesa with that limit capped to 4 (GlesBackendOptions.limits): the same tests, their own probes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LaneFactory } from '@mgpipe/harness';
import { glesLane } from '@mgpipe/lanes';
import { fetchCorpus, parseShaderTest, runShaderTest } from '../src/index.ts';
import { bothLanes } from './both-lanes.ts';

const lanes = bothLanes();
let fourComponents: LaneFactory;
beforeAll(async () => {
  fourComponents = await glesLane({ limits: { maxTransformFeedbackSeparateComponents: 4 } });
});
const dir = join(fetchCorpus().root, 'tests/spec/arb_gl_spirv/execution/xfb');
const corpusTest = (name: string) => readFileSync(join(dir, name), 'utf8');

const run = (text: string, lane: 'reference' | 'ours', spirv = false) => {
  const test = parseShaderTest(text);
  test.forceSpirv = spirv;
  return runShaderTest(test, lanes[lane]);
};

const TESTS = ['vs_two_block', 'vs_two_sets', 'vs_two_sets_ifc', 'vs_struct', 'vs_struct_array', 'vs_two_sets_struct'];
/** SPIR-V mode (the modules' XfbBuffer / Offset decorations): the reference passes all; these pass on ours since the lowering. */
// vs_block and vs_two_block give a captured block the Location of `color` (xfb-location-clashes.ts);
// vs_block_array_offset_per_member probes record words no value is captured to (xfb-queries skipped-words.ts).
const SPIRV_TESTS = ['vs_two_sets', 'vs_two_sets_ifc', 'vs_struct', 'vs_struct_array', 'vs_two_sets_struct', 'vs_block_array', 'vs_aoa',
  'vs_block', 'vs_two_block', 'vs_block_array_offset_per_member'];

describe('transform feedback layouts the capture stage is rebuilt for (GLSL mode)', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it.each(TESTS)(`${lane}: %s passes`, async (name) => {
      expect(await run(corpusTest(`${name}.shader_test`), lane)).toEqual({ status: 'pass', reason: '' });
    });

    it(`${lane}: a probe of the other buffer's record fails`, async () => {
      // vs_two_sets: buffer 0 starts with x1_out = 1.0, buffer 2 with y1_out = 7.0.
      const text = corpusTest('vs_two_sets.shader_test');
      const head = text.slice(0, text.indexOf('[test]'));
      const swapped = `${head}[test]\nxfb buffer object 0 64\nxfb buffer object 2 64\nxfb draw arrays GL_POINTS 0 1\nprobe xfb buffer float 2 0 1.0\n`;
      expect((await run(swapped, lane)).reason).toMatch(/^xfb buffer 2\[0\]: expected 1, observed 7/);
    });
  }
});

describe('transform feedback layouts the capture stage is rebuilt for (SPIR-V mode)', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it.each(SPIRV_TESTS)(`${lane}: %s passes`, async (name) => {
      expect(await run(corpusTest(`${name}.shader_test`), lane, true)).toEqual({ status: 'pass', reason: '' });
    });
  }
});

/**
 * vs_block's clash (a captured block and `color` both at Location 0) with a fragment stage that reads another output
 * (`tint`, Location 6): the block, read at none of its locations, becomes private; `color` and `tint` stay outputs,
 * so the draw is green and the capture holds the block's words. Hand-written SPIR-V (no GLSL front end accepts the
 * overlap); the expected values are the stores below.
 */
const CLASH_WITH_FRAGMENT = `[require]
SPIRV ONLY
GL >= 3.3
GLSL >= 4.50
GL_ARB_gl_spirv

[vertex shader spirv]
               OpCapability Shader
               OpCapability TransformFeedback
               OpMemoryModel Logical GLSL450
               OpEntryPoint Vertex %main "main" %pv %piglit_vertex %color %x %tint
               OpExecutionMode %main Xfb
               OpMemberDecorate %gl_PerVertex 0 BuiltIn Position
               OpDecorate %gl_PerVertex Block
               OpDecorate %piglit_vertex Location 0
               OpDecorate %color Location 0
               OpDecorate %tint Location 6
               OpMemberDecorate %block 0 Offset 0
               OpMemberDecorate %block 1 Offset 4
               OpDecorate %block Block
               OpDecorate %x Location 0
               OpDecorate %x XfbBuffer 0
               OpDecorate %x XfbStride 20
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
        %int = OpTypeInt 32 1
      %int_0 = OpConstant %int 0
      %int_1 = OpConstant %int 1
%gl_PerVertex = OpTypeStruct %v4float
   %ptr_pv = OpTypePointer Output %gl_PerVertex
         %pv = OpVariable %ptr_pv Output
   %ptr_in4 = OpTypePointer Input %v4float
%piglit_vertex = OpVariable %ptr_in4 Input
  %ptr_out4 = OpTypePointer Output %v4float
      %color = OpVariable %ptr_out4 Output
       %tint = OpVariable %ptr_out4 Output
      %block = OpTypeStruct %float %v4float
  %ptr_block = OpTypePointer Output %block
          %x = OpVariable %ptr_block Output
  %ptr_outf = OpTypePointer Output %float
    %float_0 = OpConstant %float 0
    %float_1 = OpConstant %float 1
    %float_2 = OpConstant %float 2
    %float_3 = OpConstant %float 3
    %float_4 = OpConstant %float 4
    %float_5 = OpConstant %float 5
      %zero4 = OpConstantComposite %v4float %float_0 %float_0 %float_0 %float_0
      %green = OpConstantComposite %v4float %float_0 %float_1 %float_0 %float_1
      %v2345 = OpConstantComposite %v4float %float_2 %float_3 %float_4 %float_5
       %main = OpFunction %void None %fn
      %entry = OpLabel
        %pos = OpLoad %v4float %piglit_vertex
         %pp = OpAccessChain %ptr_out4 %pv %int_0
               OpStore %pp %pos
               OpStore %color %zero4
               OpStore %tint %green
         %xf = OpAccessChain %ptr_outf %x %int_0
               OpStore %xf %float_1
         %xv = OpAccessChain %ptr_out4 %x %int_1
               OpStore %xv %v2345
               OpReturn
               OpFunctionEnd

[fragment shader spirv]
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main" %tint %o
               OpExecutionMode %main OriginLowerLeft
               OpDecorate %tint Location 6
               OpDecorate %o Location 0
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
   %ptr_in4 = OpTypePointer Input %v4float
       %tint = OpVariable %ptr_in4 Input
  %ptr_out4 = OpTypePointer Output %v4float
          %o = OpVariable %ptr_out4 Output
       %main = OpFunction %void None %fn
      %entry = OpLabel
          %t = OpLoad %v4float %tint
               OpStore %o %t
               OpReturn
               OpFunctionEnd

[test]
xfb buffer object 0 64
xfb draw arrays GL_POINTS 0 1
verify query_object GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN 1
probe xfb buffer float 0 0 1.0
probe xfb buffer float 0 1 2.0
probe xfb buffer float 0 4 5.0
probe xfb buffer float 0 5 0.0
clear color 1.0 0.0 0.0 1.0
clear
draw rect -1 -1 2 2
probe all rgba 0.0 1.0 0.0 1.0
`;

describe('a captured block sharing a Location with another output, with a fragment stage reading a third', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it(`${lane}: draws green and captures the block`, async () => {
      expect(await run(CLASH_WITH_FRAGMENT, lane)).toEqual({ status: 'pass', reason: '' });
    });
  }
});

describe('the packed capture: several buffers past a 4-component per-attribute limit (NVIDIA 580\'s)', () => {
  const packedRun = (text: string, spirv: boolean) => {
    const test = parseShaderTest(text);
    test.forceSpirv = spirv;
    return runShaderTest(test, fourComponents);
  };
  it.each(TESTS)('GLSL mode: %s passes', async (name) => {
    expect(await packedRun(corpusTest(`${name}.shader_test`), false)).toEqual({ status: 'pass', reason: '' });
  });
  it.each(SPIRV_TESTS)('SPIR-V mode: %s passes', async (name) => {
    expect(await packedRun(corpusTest(`${name}.shader_test`), true)).toEqual({ status: 'pass', reason: '' });
  });
  it('a probe of the other buffer\'s record fails', async () => {
    const text = corpusTest('vs_two_sets.shader_test');
    const head = text.slice(0, text.indexOf('[test]'));
    const swapped = `${head}[test]\nxfb buffer object 0 64\nxfb buffer object 2 64\nxfb draw arrays GL_POINTS 0 1\nprobe xfb buffer float 2 0 1.0\n`;
    expect((await packedRun(swapped, false)).reason).toMatch(/^xfb buffer 2\[0\]: expected 1, observed 7/);
  });
});
