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
// vs_two_sets_struct; an array of arrays left on the direct path fails vs_aoa in SPIR-V mode.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchCorpus, parseShaderTest, runShaderTest } from '../src/index.ts';
import { bothLanes } from './both-lanes.ts';

const lanes = bothLanes();
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
