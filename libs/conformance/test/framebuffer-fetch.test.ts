// GL_EXT_shader_framebuffer_fetch (libs/shader and gles-program framebuffer-fetch.ts): piglit's four coherent
// EXT_shader_framebuffer_fetch tests (a 1D texture, and layered 1D array, 2D array and cube map attachments drawn
// twice, the second pass reading the first's colours) must pass on both lanes; their probes are the expected values.
// Ours advertises the extension because Mesa's GLES has it (NVIDIA 580's does not: there it stays unadvertised).
// Negative control run by hand (see the commit): the outputs left `out` in the ESSL (extension enabled, no `inout`)
// fails all four on ours, each reading black at its first probe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchCorpus } from '../src/index.ts';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();
const dir = join(fetchCorpus().root, 'generated_tests/spec/EXT_shader_framebuffer_fetch/execution/gl');
const TESTS = ['1d', 'layered-1darray', 'layered-2darray', 'layered-cubemap'];

describe('GL_EXT_shader_framebuffer_fetch, both lanes', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it.each(TESTS)(`${lane}: %s passes`, async (name) => {
      expect(await verdict(readFileSync(join(dir, `${name}.shader_test`), 'utf8'), lanes[lane])).toEqual({ status: 'pass', reason: '' });
    });
  }
});
