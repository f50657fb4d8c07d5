// shader_runner's transform-feedback commands (xfb.ts: xfb buffer object, xfb draw arrays, probe xfb buffer float,
// verify query_object) on both lanes, in GLSL mode (xfb_offset qualifiers) and SPIR-V mode (the modules' XfbBuffer /
// XfbStride / Offset decorations, spirv-xfb.ts). Two corpus tests the reference lane passes in both modes must pass
// on ours. Expected values otherwise come from the test's own shader: vs_simple captures one float, 1.231, from one
// point, so one primitive is generated and written. piglit's comparison is |expected - observed| < tolerance[0], the
// default 3/256 ≈ 0.0117: 1.24 is within it (0.009), 1.2 is not (0.031). Each wrong expectation must fail on both
// lanes in both modes, so a runner that compared nothing, or a SPIR-V link that captured nothing, cannot pass.
// Negative controls run by hand (see the commit): the probe comparison inverted fails every lane and mode; a SPIR-V
// reflection that finds no captured variable fails our lane in SPIR-V mode.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchCorpus, parseShaderTest, runShaderTest } from '../src/index.ts';
import { bothLanes } from './both-lanes.ts';

const lanes = bothLanes();
const dir = join(fetchCorpus().root, 'tests/spec/arb_gl_spirv/execution/xfb');
const corpusTest = (name: string) => readFileSync(join(dir, name), 'utf8');

const run = (text: string, lane: 'reference' | 'ours', spirv: boolean) => {
  const test = parseShaderTest(text);
  test.forceSpirv = spirv;
  return runShaderTest(test, lanes[lane]);
};

const SIMPLE = corpusTest('vs_simple.shader_test');
/** vs_simple with its [test] section replaced (the shaders, GLSL and SPIR-V, stay). */
const simpleWith = (commands: string) => `${SIMPLE.slice(0, SIMPLE.indexOf('[test]'))}[test]\n${commands}\n`;

describe.each([false, true])('transform feedback commands, SPIR-V mode %s', (spirv) => {
  for (const lane of ['reference', 'ours'] as const) {
    it(`${lane}: vs_simple and vs_triangles pass`, async () => {
      expect(await run(SIMPLE, lane, spirv)).toEqual({ status: 'pass', reason: '' });
      expect(await run(corpusTest('vs_triangles.shader_test'), lane, spirv)).toEqual({ status: 'pass', reason: '' });
    });

    it(`${lane}: piglit's tolerance and the query counts; wrong expectations fail`, async () => {
      const draw = 'xfb buffer object 0 4\nxfb draw arrays GL_POINTS 0 1';
      expect(await run(simpleWith(`${draw}\nprobe xfb buffer float 0 0 1.24`), lane, spirv)).toEqual({ status: 'pass', reason: '' });
      expect((await run(simpleWith(`${draw}\nprobe xfb buffer float 0 0 1.2`), lane, spirv)).reason).toMatch(/^xfb buffer 0\[0\]: expected 1\.2, observed 1\.23/);
      expect((await run(simpleWith(`${draw}\nverify query_object GL_PRIMITIVES_GENERATED 2`), lane, spirv)).reason)
        .toMatch(/GL_PRIMITIVES_GENERATED query object: expected 2, got 1/);
      expect((await run(simpleWith(`${draw}\nverify query_object GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN 0`), lane, spirv)).reason)
        .toMatch(/GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN query object: expected 0, got 1/);
      // Queries exist only once an xfb draw has run (shader_runner keeps them from its first `xfb draw arrays`).
      expect((await run(simpleWith('verify query_object GL_PRIMITIVES_GENERATED 0'), lane, spirv)).reason).toMatch(/is not initialized/);
    });
  }
});
