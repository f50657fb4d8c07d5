// shader_runner commands and requirements the runner once refused, which made tests fail on both lanes for the
// runner's sake (2026-12-05: 10 of the reference lane's 21 fails in the GLSL 1.40-4.50 set): `SSO ENABLED` with
// `active shader program`, `blit`, `texture quads`. The corpus tests that use them must pass on the reference lane
// (their probes are the expected values); where ours passes too it must here. Synthetic cases state their colours and
// have a wrong expectation that must fail on both lanes, so a command that does nothing cannot pass.
// Negative controls run by hand (see the commit), planted together: blit issuing no glBlitFramebuffer, quads with the
// top row's two colours swapped, the SSO pipeline left unbound. Every case failed on both lanes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchCorpus } from '../src/index.ts';
import { bothLanes, verdict } from './both-lanes.ts';

const lanes = bothLanes();
const corpus = (path: string) => readFileSync(join(fetchCorpus().root, 'tests/spec', path), 'utf8');
const PASS = { status: 'pass', reason: '' };

/**
 * Draws green into a 16×16 texture bound as the framebuffer (the viewport stays the window's, so all of it), clears
 * the window red, blits the texture onto the window and probes the window.
 */
const blit = (probe: string) => `[require]
GLSL >= 1.50
[vertex shader passthrough]
[fragment shader]
#version 150
out vec4 color;
void main() { color = vec4(0.0, 1.0, 0.0, 1.0); }
[test]
texture storage 0 2D GL_RGBA8 (1 16 16)
fb tex 2d 0
draw rect -1 -1 2 2
fb draw winsys
fb read tex 2d 0
clear color 1.0 0.0 0.0 1.0
clear
blit color nearest
fb read winsys
${probe}
`;

/** SSO ENABLED: a vertex and a fragment program in a pipeline; the fragment stage's colour from a uniform. */
const sso = (commands: string) => `[require]
GLSL >= 3.30
GL_ARB_explicit_uniform_location
SSO ENABLED
[vertex shader passthrough]
[fragment shader]
#version 330
#extension GL_ARB_explicit_uniform_location : require
layout(location = 3) uniform vec4 u;
out vec4 color;
void main() { color = u; }
[test]
${commands}
`;

describe('shader_runner commands the runner did not have, both lanes', () => {
  for (const lane of ['reference', 'ours'] as const) {
    it(`${lane}: blit copies the read framebuffer's whole size onto the window`, async () => {
      // Without the blit the window stays red.
      expect(await verdict(blit('probe all rgba 0.0 1.0 0.0 1.0'), lanes[lane])).toEqual(PASS);
      expect((await verdict(blit('probe all rgba 1.0 0.0 0.0 1.0'), lanes[lane])).status).toBe('fail');
    });

    it(`${lane}: texture quads (fs-textureGatherOffset-uniform-array-offset)`, async () => {
      expect(await verdict(corpus('arb_gpu_shader5/execution/built-in-functions/fs-textureGatherOffset-uniform-array-offset.shader_test'), lanes[lane])).toEqual(PASS);
    });

    it(`${lane}: SSO ENABLED links a program per stage into a bound pipeline (vs-gs-linking, clip-distance-vs-gs-out-sso)`, async () => {
      expect(await verdict(corpus('arb_separate_shader_objects/execution/vs-gs-linking.shader_test'), lanes[lane])).toEqual(PASS);
      expect(await verdict(corpus('glsl-1.50/execution/geometry/clip-distance-vs-gs-out-sso.shader_test'), lanes[lane])).toEqual(PASS);
    });

    it(`${lane}: SSO ENABLED: numbered uniforms reach the active shader program, named ones find no current program`, async () => {
      expect(await verdict(sso('active shader program GL_FRAGMENT_SHADER\nuniform vec4 3 0.0 1.0 0.0 1.0\ndraw rect -1 -1 2 2\nprobe all rgba 0.0 1.0 0.0 1.0'), lanes[lane])).toEqual(PASS);
      expect((await verdict(sso('active shader program GL_FRAGMENT_SHADER\nuniform vec4 3 0.0 1.0 0.0 1.0\ndraw rect -1 -1 2 2\nprobe all rgba 1.0 0.0 0.0 1.0'), lanes[lane])).status).toBe('fail');
      // set_uniform looks names up in GL_CURRENT_PROGRAM, which a bound pipeline leaves 0.
      expect(await verdict(sso('uniform vec4 u 0.0 1.0 0.0 1.0'), lanes[lane])).toEqual({ status: 'fail', reason: expect.stringMatching(/^cannot get location of uniform "u"/) });
    });
  }

  // An output block's located members feed loose inputs (gles-program located-block-outputs.ts on ours).
  for (const lane of ['reference', 'ours'] as const) {
    it(`${lane}: sso-block-member-layout-location passes`, async () => {
      expect(await verdict(corpus('arb_enhanced_layouts/execution/block-member-locations/sso-block-member-layout-location.shader_test'), lanes[lane])).toEqual(PASS);
    });
  }
});
