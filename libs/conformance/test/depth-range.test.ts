// gl_DepthRange (GLSL 1.40+ built-in uniform), which glslang refuses when it emits SPIR-V, run on both lanes
// (Mesa's desktop GL, the reference, and ours): the compiler lowers it to a uniform the GLES backend fills per
// draw from the context's depth range (native compat-builtins.cc, gles-program BackendProgram.uploadDepthRange).
// Run with glDepthRange(0.25, 0.5) set before the test, so the expected (near, far, diff) = (0.25, 0.5, 0.25)
// differ from the defaults; the twin runs the same test without that call, so a lowering that read fixed or
// stale values could not pass.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LaneFactory } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { parseShaderTest, runShaderTest } from '../src/index.ts';

let reference: LaneFactory;
let ours: LaneFactory;
beforeAll(async () => {
  reference = await referenceLane();
  ours = await glesLane();
});

/** The lane with glDepthRange(near, far) called on its context before the test runs. */
function withDepthRange(factory: LaneFactory, near: number, far: number): LaneFactory {
  return (size) => {
    const lane = factory(size);
    lane.makeCurrent();
    lane.gl.depthRange(near, far);
    return lane;
  };
}

describe('gl_DepthRange, both lanes', () => {
  it('reads the depth range of the context in the vertex and fragment stages', async () => {
    const text = `[require]
GLSL >= 1.40
[vertex shader]
#version 140
in vec4 piglit_vertex;
out float diff4;
void main() { gl_Position = piglit_vertex; diff4 = gl_DepthRange.diff * 4.0; }
[fragment shader]
#version 140
in float diff4;
out vec4 color;
void main() { color = vec4(gl_DepthRange.near, gl_DepthRange.far, gl_DepthRange.diff, diff4); }
[test]
draw rect -1 -1 2 2
probe all rgba 0.25 0.5 0.25 1.0
`;
    expect(await runShaderTest(parseShaderTest(text), withDepthRange(reference, 0.25, 0.5)), 'reference lane').toEqual({ status: 'pass', reason: '' });
    expect(await runShaderTest(parseShaderTest(text), withDepthRange(ours, 0.25, 0.5)), 'our lane').toEqual({ status: 'pass', reason: '' });
    expect((await runShaderTest(parseShaderTest(text), ours)).status, 'the default depth range (0, 1)').toBe('fail');
  });
});

