// GLSL 1.10-1.30's compatibility built-ins (gl_Vertex, gl_Color / gl_FrontColor, gl_TexCoord[], the matrices,
// ftransform(), shadow2D) and a program of fragment shaders only, run on both lanes: Mesa's compatibility
// context (the reference) and ours, where the native front end lowers them (compat-builtins.cc,
// fixed-function-vertex.ts). Each expected value follows from the numbers in the test and GL's initial
// state (identity matrices, current color (1,1,1,1), texture coordinates (0,0,0,1), vertex colors clamped
// per vertex); each has a failing twin on our lane, so a lowering that did nothing could not pass.
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

/** Runs `text` on both lanes; both must pass, and the twin (a wrong expectation) must fail on ours. */
async function bothPass(text: string, twin: string): Promise<void> {
  expect(await runShaderTest(parseShaderTest(text), reference), 'reference lane').toEqual({ status: 'pass', reason: '' });
  expect(await runShaderTest(parseShaderTest(text), ours), 'our lane').toEqual({ status: 'pass', reason: '' });
  expect((await runShaderTest(parseShaderTest(twin), ours)).status, 'the failing twin').toBe('fail');
}

const HALF_RECT = 'clear color 0.0 0.0 1.0 1.0\nclear\ndraw rect -1 -1 1 2\n';

describe('GLSL 1.10 compatibility built-ins, both lanes', () => {
  it('gl_Vertex is attribute 0 and ftransform() / gl_ModelViewProjectionMatrix are identity: the left half only is drawn', async () => {
    const t = (position: string, probe: string) => `[require]\nGLSL >= 1.10\n[vertex shader]\nvoid main() { gl_Position = ${position}; }\n` +
      `[fragment shader]\nvoid main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }\n[test]\n${HALF_RECT}${probe}`;
    const halves = 'probe rect rgba (0, 0, 125, 250) (0.0, 1.0, 0.0, 1.0)\nprobe rect rgba (125, 0, 125, 250) (0.0, 0.0, 1.0, 1.0)\n';
    await bothPass(t('ftransform()', halves), t('ftransform()', 'probe all rgba 0.0 1.0 0.0 1.0\n'));
    await bothPass(t('gl_ModelViewProjectionMatrix * gl_Vertex', halves), t('gl_ModelViewProjectionMatrix * gl_Vertex', 'probe all rgba 0.0 1.0 0.0 1.0\n'));
  });

  it('gl_FrontColor reaches gl_Color clamped per vertex (2.0 → 1.0 before the fragment shader halves it)', async () => {
    const t = (probe: string) => `[require]\nGLSL >= 1.10\n[vertex shader]\nvoid main() {\n  gl_Position = gl_Vertex;\n` +
      `  gl_FrontColor = vec4(2.0, -1.0, 0.5, 1.0);\n}\n[fragment shader]\nvoid main() { gl_FragColor = gl_Color * 0.5; }\n[test]\n` +
      `draw rect -1 -1 2 2\n${probe}`;
    await bothPass(t('probe all rgba 0.5 0.0 0.25 0.5\n'), t('probe all rgba 1.0 0.0 0.25 0.5\n'));
  });

  it('gl_TexCoord[] are varyings; gl_Color / gl_MultiTexCoord0 in the vertex stage read the initial current values', async () => {
    const t = (probe: string) => `[require]\nGLSL >= 1.20\n[vertex shader]\n#version 120\nvoid main() {\n  gl_Position = gl_Vertex;\n` +
      `  gl_TexCoord[2] = vec4(gl_Vertex.xy * 0.5 + 0.5, 0.0, 0.0);\n  gl_TexCoord[0] = gl_MultiTexCoord0 * 0.5 + gl_Color * 0.25;\n}\n` +
      `[fragment shader]\n#version 120\nvoid main() { gl_FragColor = vec4(gl_TexCoord[2].x, gl_TexCoord[2].y, gl_TexCoord[0].x, gl_TexCoord[0].w); }\n` +
      `[test]\ndraw rect -1 -1 2 2\n${probe}`;
    // gl_TexCoord[0] = (0,0,0,1) * 0.5 + (1,1,1,1) * 0.25 = (0.25, 0.25, 0.25, 0.75).
    const probes = 'relative probe rgba (0.25, 0.75) (0.25, 0.75, 0.25, 0.75)\nrelative probe rgba (0.75, 0.25) (0.75, 0.25, 0.25, 0.75)\n';
    await bothPass(t(probes), t('relative probe rgba (0.25, 0.75) (0.75, 0.25, 0.25, 0.75)\n'));
  });

  it('a program of fragment shaders only runs the fixed-function vertex stage: position from attribute 0, white gl_Color', async () => {
    const t = (probe: string) => `[require]\nGLSL >= 1.10\n[fragment shader]\nvoid main() { gl_FragColor = gl_Color * vec4(0.0, 0.5, 0.0, 1.0) + gl_TexCoord[0]; }\n` +
      `[test]\n${HALF_RECT}${probe}`;
    // gl_Color (1,1,1,1) * (0, 0.5, 0, 1) + gl_TexCoord[0] (0,0,0,1) = (0, 0.5, 0, 2) → (0, 0.5, 0, 1) stored.
    const probes = 'probe rect rgba (0, 0, 125, 250) (0.0, 0.5, 0.0, 1.0)\nprobe rect rgba (125, 0, 125, 250) (0.0, 0.0, 1.0, 1.0)\n';
    await bothPass(t(probes), t('probe all rgba 0.0 0.5 0.0 1.0\n'));
  });

  it('shadow2D returns (r, r, r, 1), the initial LUMINANCE depth texture mode', async () => {
    const t = (probe: string) => `[require]\nGLSL >= 1.10\n[vertex shader]\nvarying vec2 tc;\nvoid main() { gl_Position = gl_Vertex; tc = gl_Vertex.xy * 0.5 + 0.5; }\n` +
      `[fragment shader]\nvarying vec2 tc;\nuniform sampler2DShadow tex;\nvoid main() { gl_FragColor = shadow2D(tex, vec3(tc, 0.5)); }\n` +
      `[test]\nuniform int tex 0\ntexture shadow2D 0 (16, 16)\ndraw rect -1 -1 2 2\n${probe}`;
    // The ramp's texel x/15 against 0.5 with GREATER: 1 on the left, 0 on the right.
    const probes = 'relative probe rgba (0.1, 0.5) (1.0, 1.0, 1.0, 1.0)\nrelative probe rgba (0.9, 0.5) (0.0, 0.0, 0.0, 1.0)\n';
    await bothPass(t(probes), t('relative probe rgba (0.1, 0.5) (1.0, 0.0, 0.0, 1.0)\n'));
  });

  it('an attribute without a binding does not take location 0 from gl_Vertex (attribute 1 feeds it)', async () => {
    const t = (probe: string) => `[require]\nGLSL >= 1.10\n[vertex shader]\nattribute float k;\nvarying float v;\n` +
      `void main() { gl_Position = gl_Vertex; v = k; }\n[fragment shader]\nvarying float v;\nvoid main() { gl_FragColor = vec4(0.0, v, 0.0, 1.0); }\n` +
      `[vertex data]\n0/float/vec4 1/float/float\n-1 -1 0 1 0.5\n1 -1 0 1 0.5\n-1 1 0 1 0.5\n1 1 0 1 0.5\n[test]\ndraw arrays GL_TRIANGLE_STRIP 0 4\n${probe}`;
    await bothPass(t('probe all rgba 0.0 0.5 0.0 1.0\n'), t('probe all rgba 0.0 0.0 0.0 1.0\n'));
  });
});

describe('arrays of arrays of uniform blocks (flattened for ESSL), both lanes', () => {
  it('b[3][2]: the blocks are numbered row-major and a dynamic row index reads its element', async () => {
    const t = (probe: string) => `[require]\nGLSL >= 1.50\nGL_ARB_arrays_of_arrays\nGL_ARB_gpu_shader5\n[vertex shader passthrough]\n[fragment shader]\n#version 150\n` +
      `#extension GL_ARB_arrays_of_arrays : require\n#extension GL_ARB_gpu_shader5 : require\n` +
      `uniform B { vec4 c; } b[3][2];\nuniform int n;\nout vec4 o;\nvoid main() { o = b[n][1].c + b[0][1].c; }\n` +
      `[test]\nubo array index 1\nuniform vec4 B.c 0.0 0.0 0.25 0.0\nubo array index 5\nuniform vec4 B.c 0.0 0.5 0.0 1.0\n` +
      `ubo array index 3\nuniform vec4 B.c 0.5 0.0 0.0 0.0\nuniform int n 2\ndraw rect -1 -1 2 2\n${probe}`;
    // b[2][1] is element 5 (0, 0.5, 0, 1), b[0][1] element 1 (0, 0, 0.25, 0).
    await bothPass(t('probe all rgba 0.0 0.5 0.25 1.0\n'), t('probe all rgba 0.5 0.0 0.25 0.0\n'));
  });
});
