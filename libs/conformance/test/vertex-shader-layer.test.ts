// piglit's six GL_AMD_vertex_shader_layer / GL_AMD_vertex_shader_viewport_index tests (not in the checked-in sample)
// on both lanes: Mesa's desktop GL and ours, where the vertex stage's gl_Layer / gl_ViewportIndex is dropped under a
// geometry stage and otherwise forwarded by a synthesized one (gles-program vertex-layer-lowering.ts). A twin of the
// vertex-only layer test whose fragment stage expects another layer must fail on both (the probe can say no).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchCorpus } from '../src/index.ts';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();
const corpus = fetchCorpus();
const TESTS = ['layer', 'viewport'].flatMap((k) => ['vs-write-simple', 'vs-write-gs-no-write-simple', 'vs-gs-write-simple']
  .map((t) => `tests/spec/arb_fragment_layer_viewport/${k}-${t}.shader_test`));
const read = (test: string) => readFileSync(join(corpus.root, test), 'utf8');

describe('GL_AMD_vertex_shader_layer / _viewport_index: piglit on both lanes', () => {
  for (const test of TESTS) {
    it(test.replace(/^.*\//, ''), async () => {
      const text = read(test);
      expect(await verdict(text, lanes.reference)).toMatchObject({ status: 'pass' });
      expect(await verdict(text, lanes.ours)).toMatchObject({ status: 'pass' });
    });
  }

  it('negative control: a fragment stage expecting layer + 1 fails on both lanes', async () => {
    const text = read(TESTS[0]);
    const twin = text.replace('if (gl_Layer == layer)', 'if (gl_Layer == layer + 1)');
    expect(twin).not.toBe(text);
    expect(await verdict(twin, lanes.reference)).toMatchObject({ status: 'fail' });
    expect(await verdict(twin, lanes.ours)).toMatchObject({ status: 'fail' });
  });
});
