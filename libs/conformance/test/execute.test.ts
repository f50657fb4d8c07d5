// The executor's commands on the reference lane (Mesa's desktop GL), with tiny tests whose outcome follows
// from the numbers in them; each also has its failing twin, so a command that did nothing could not pass.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LaneFactory } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import { parseShaderTest, runShaderTest, runShaderTestFile } from '../src/index.ts';

let lane: LaneFactory;
beforeAll(async () => {
  lane = await referenceLane();
});

const run = (text: string) => runShaderTest(parseShaderTest(text), lane);

const COLOR_FS = `[require]
GLSL >= 1.50
[vertex shader passthrough]
[fragment shader]
#version 150
uniform vec4 color;
out vec4 o;
void main() { o = color; }
[test]
`;

describe('draw, uniforms and probes', () => {
  it('draw rect + uniform vec4 + probe all rgba: pass when the colour is the uniform, fail with both colours named', async () => {
    expect(await run(`${COLOR_FS}uniform vec4 color 0.0 1.0 0.0 1.0\ndraw rect -1 -1 2 2\nprobe all rgba 0.0 1.0 0.0 1.0\n`)).toEqual({ status: 'pass', reason: '' });
    expect(await run(`${COLOR_FS}uniform vec4 color 0.0 1.0 0.0 1.0\ndraw rect -1 -1 2 2\nprobe all rgba 1.0 0.0 0.0 1.0\n`)).toEqual({
      status: 'fail', reason: 'probe at (0, 0): expected (1, 0, 0, 1), observed (0, 1, 0, 1) (line 12)',
    });
  });

  it("piglit's default tolerance is 3/256 per channel: 0.5 probes 128/255 within it, 0.52 is outside", async () => {
    const base = `${COLOR_FS}uniform vec4 color 0.5 0.5 0.5 0.5\ndraw rect -1 -1 2 2\n`;
    expect((await run(`${base}probe rgba 3 3 0.5 0.5 0.5 0.5\n`)).status).toBe('pass');
    expect((await run(`${base}probe rgba 3 3 0.52 0.5 0.5 0.5\n`)).status).toBe('fail');
    expect((await run(`${base}tolerance 0.03 0.03 0.03 0.03\nprobe rgba 3 3 0.52 0.5 0.5 0.5\n`)).status).toBe('pass');
  });

  it('draw rect ortho covers window pixels: the left half only, probed by probe rect and relative probe', async () => {
    // 250×250 window: ortho 0 0 125 250 is x in [0, 125).
    const t = `${COLOR_FS}clear color 0.0 0.0 1.0 1.0\nclear\nuniform vec4 color 1.0 0.0 0.0 1.0\ndraw rect ortho 0 0 125 250\n`;
    expect((await run(`${t}probe rect rgba (0, 0, 125, 250) (1.0, 0.0, 0.0, 1.0)\nprobe rect rgb (125, 0, 125, 250) (0.0, 0.0, 1.0)\nrelative probe rgba (0.75, 0.5) (0.0, 0.0, 1.0, 1.0)\n`)).status).toBe('pass');
    expect((await run(`${t}probe rect rgba (0, 0, 126, 250) (1.0, 0.0, 0.0, 1.0)\n`)).reason).toBe('probe at (125, 0): expected (1, 0, 0, 1), observed (0, 0, 1, 1) (line 14)');
  });

  it('SIZE sets the window: probe all covers exactly 8×4', async () => {
    const t = COLOR_FS.replace('GLSL >= 1.50', 'GLSL >= 1.50\nSIZE 8 4');
    expect((await run(`${t}uniform vec4 color 1 1 1 1\ndraw rect ortho 0 0 8 4\nprobe all rgb 1 1 1\n`)).status).toBe('pass');
    // The window's first contents are undefined (llvmpipe can hand back the last run's white): cleared to black, the
    // column the draw leaves out fails from its first row.
    expect((await run(`${t}uniform vec4 color 1 1 1 1\nclear color 0 0 0 0\nclear\ndraw rect ortho 0 0 7 4\nprobe all rgb 1 1 1\n`)).reason).toMatch(/^probe at \(7, 0\)/);
  });

  it('uniform of int / uint / bool / mat / hex-float types reach the shader', async () => {
    const t = `[require]
GLSL >= 1.50
[vertex shader passthrough]
[fragment shader]
#version 150
uniform int i; uniform uint u; uniform bool b; uniform mat2x3 m; uniform float h;
out vec4 o;
void main() { o = vec4(float(i) / 4.0, float(u) / 8.0, b ? 1.0 : 0.0, m[1][2] * h); }
[test]
uniform int i 1
uniform uint u 0x6
uniform bool b 1
uniform mat2x3 m 0 0 0 0 0 0.5
uniform float h 0x40000000
draw rect -1 -1 2 2
`;
    // m[1][2] is the sixth value (column-major), h = 2.0 from its bit pattern: alpha 1.0.
    expect((await run(`${t}probe all rgba 0.25 0.75 1.0 1.0\n`)).status).toBe('pass');
    expect((await run(`${t}probe all rgba 0.25 0.75 1.0 0.5\n`)).status).toBe('fail');
  });

  it('uniform block members are written at their GL offsets (named Block.member; ubo array index selects the element)', async () => {
    const t = `[require]
GLSL >= 1.50
[vertex shader passthrough]
[fragment shader]
#version 150
layout(std140) uniform B { float pad; vec4 c; mat2 m; } b[2];
out vec4 o;
void main() { o = b[1].c * b[0].m[1][0]; }
[test]
ubo array index 0
uniform mat2 B.m 0 0 0.5 0
ubo array index 1
uniform vec4 B.c 0.0 1.0 1.0 1.0
draw rect -1 -1 2 2
`;
    expect((await run(`${t}probe all rgba 0.0 0.5 0.5 0.5\n`)).status).toBe('pass');
    expect((await run(`${t}probe all rgba 0.0 1.0 1.0 1.0\n`)).status).toBe('fail');
  });
});

describe('vertex data, textures, compute, expectations', () => {
  it('[vertex data] + draw arrays: a per-vertex integer and float attribute, flat', async () => {
    const t = `[require]
GLSL >= 1.50
[vertex shader]
#version 150
in vec4 piglit_vertex; in int k; flat out int fk;
void main() { gl_Position = piglit_vertex; fk = k; }
[fragment shader]
#version 150
flat in int fk; out vec4 o;
void main() { o = vec4(float(fk) / 2.0, 0, 0, 1); }
[vertex data]
piglit_vertex/float/vec2 k/int/int
-1 -1 1
 1 -1 1
 1  1 1
-1  1 1
[test]
draw arrays GL_TRIANGLE_FAN 0 4
`;
    expect((await run(`${t}probe all rgba 0.5 0 0 1\n`)).status).toBe('pass');
    expect((await run(t.replace('draw arrays GL_TRIANGLE_FAN 0 4', 'draw arrays GL_TRIANGLE_FAN 0 5'))).reason).toBe("draw arrays cannot draw beyond 4 (line 18)");
  });

  it('texture rgbw: red, green, blue, white quadrants from the bottom left, sampled through draw rect tex', async () => {
    const t = `[require]
GLSL >= 1.50
[vertex shader]
#version 150
in vec4 piglit_vertex; in vec2 piglit_texcoord; out vec2 tc;
void main() { gl_Position = piglit_vertex; tc = piglit_texcoord; }
[fragment shader]
#version 150
uniform sampler2D s; in vec2 tc; out vec4 o;
void main() { o = texture(s, tc); }
[test]
uniform int s 0
texture rgbw 0 (8, 8)
draw rect tex -1 -1 2 2 0 0 1 1
relative probe rgb (0.25, 0.25) (1, 0, 0)
relative probe rgb (0.75, 0.25) (0, 1, 0)
relative probe rgb (0.25, 0.75) (0, 0, 1)
relative probe rgb (0.75, 0.75) (1, 1, 1)
`;
    expect(await run(t)).toEqual({ status: 'pass', reason: '' });
    expect((await run(t.replace('(0.25, 0.75) (0, 0, 1)', '(0.25, 0.75) (0, 1, 0)'))).status).toBe('fail');
  });

  it('ssbo + compute + probe ssbo: each invocation writes its index times 3', async () => {
    const t = `[require]
GL >= 4.3
GLSL >= 4.30
[compute shader]
#version 430
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer S { int v[]; };
void main() { v[gl_GlobalInvocationID.x] = int(gl_GlobalInvocationID.x) * 3; }
[test]
ssbo 0 32
compute 2 1 1
probe ssbo int 0 28 == 21
probe ssbo int 0 4 == 3
`;
    expect(await run(t)).toEqual({ status: 'pass', reason: '' });
    expect((await run(t.replace('== 21', '== 20'))).reason).toBe('ssbo 0 offset 28: expected == 20, observed 21 (line 12)');
  });

  it('link error / link success expectations (a fragment shader without main), compile errors and GL requirements name the cause', async () => {
    const bad = `[require]\nGLSL >= 1.50\n[vertex shader]\n#version 150\nout vec4 x;\nvoid main() { gl_Position = vec4(0); x = vec4(0); }\n[fragment shader]\n#version 150\nout vec4 o;\nvoid f() { o = vec4(1); }\n[test]\n`;
    expect((await run(`${bad}link error\n`)).status).toBe('pass');
    expect((await run(`${bad}link success\n`)).reason).toMatch(/^link failed: /);
    expect((await run(`${COLOR_FS.replace('out vec4 o;', 'out vec4 o')}link success\n`)).reason).toMatch(/^compile error \(fragment shader, line 5\): /);
    expect((await run(`${COLOR_FS}link error\n`)).reason).toBe('shader link error expected, but it was successful (line 10)');
    expect(await run(COLOR_FS.replace('GLSL >= 1.50', 'GLSL >= 1.50\nGL_MAX_VERTEX_ATTRIBS >= 100000'))).toEqual({ status: 'skip', reason: expect.stringMatching(/^requires GL_MAX_VERTEX_ATTRIBS >= 100000 \(have \d+\)$/) });
    expect((await run(COLOR_FS.replace('GLSL >= 1.50', 'GLSL >= 1.50\nGL_MGPIPE_no_such_extension'))).reason).toBe('requires GL_MGPIPE_no_such_extension (not advertised)');
  });

  it('SPIRV YES runs the GLSL sections by default (spirv ones ignored); SPIRV ONLY runs the spirv ones', async () => {
    const spirv = '[fragment shader spirv]\n; SPIR-V\nOpCapability Shader\n[test]\n';
    const withSpirv = (req: string) => COLOR_FS.replace('GLSL >= 1.50', `GLSL >= 1.50\n${req}`).replace('[test]\n', spirv);
    expect(await run(`${withSpirv('SPIRV YES')}uniform vec4 color 0 1 0 1\ndraw rect -1 -1 2 2\nprobe all rgba 0 1 0 1\n`)).toEqual({ status: 'pass', reason: '' });
    expect((await run(`${withSpirv('SPIRV YES')}uniform vec4 color 0 1 0 1\ndraw rect -1 -1 2 2\nprobe all rgba 1 0 0 1\n`)).status).toBe('fail');
    // The module has no entry point: glSpecializeShader cannot specialize "main" (Mesa: INVALID_VALUE).
    expect((await run(withSpirv('SPIRV ONLY'))).reason).toMatch(/^failed to specialize the fragment shader \(line \d+\) \(GL error 0x501\)/);
  });

  it('SEPARABLE PROGRAM ENABLED links the program separable: a #version 150 gl_PointSize write without out gl_PerVertex is a link error', async () => {
    const t = (req: string) => `[require]\nGLSL >= 1.50\n${req}\n[vertex shader]\n#version 150\nvoid main() { gl_PointSize = 1.0; gl_Position = vec4(0.0); }\n[fragment shader]\n#version 150\nout vec4 o;\nvoid main() { o = vec4(1.0); }\n[test]\nlink error\n`;
    expect(await run(t('SEPARABLE PROGRAM ENABLED'))).toEqual({ status: 'pass', reason: '' });
    expect((await run(t(''))).reason).toMatch(/^shader link error expected, but it was successful/);
  });

  it('an unknown command fails the test naming it — it never passes silently', async () => {
    expect(await run(`${COLOR_FS}uniform vec4 color 0 1 0 1\ndraw rect -1 -1 2 2\nfrobnicate 1 2\nprobe all rgba 0 1 0 1\n`)).toEqual({ status: 'fail', reason: 'unsupported command: frobnicate 1 2 (line 12)' });
  });

  it('policy skips come before the context: a double uniform skips with the fp64 reason', async () => {
    expect(await runShaderTestFile({ path: 'x.shader_test', lane }, `${COLOR_FS}uniform double d 1.0\n`)).toEqual({ status: 'skip', reason: 'policy: fp64 (no doubles in GLES 3.2)' });
  });
});

describe('debug output names the cause of a failure', () => {
  it("our lane: a program the backend cannot build for its driver fails the probe, and the reason carries the backend's error", async () => {
    // A counter passed to a function links in the front end, but the backend's ARB_shader_atomic_counter_ops lowering
    // (counters as storage-buffer words) cannot pass a buffer word to a function in ESSL: the build fails with the reason.
    const t = (op: string) => `[require]
GLSL >= 4.30
[compute shader]
#version 460
layout(local_size_x = 1) in;
layout(binding = 0, offset = 0) uniform atomic_uint c;
layout(std430, binding = 0) buffer S { uint v; };
uint add2(atomic_uint x) { return atomicCounterAdd(x, 2u); }
void main() { ${op}; v = 5u; }
[test]
ssbo 0 4
atomic counters 1
compute 1 1 1
probe ssbo uint 0 0 == 5
`;
    const ours = await glesLane();
    const failed = await runShaderTest(parseShaderTest(t('add2(c)')), ours);
    expect(failed.status).toBe('fail');
    expect(failed.reason).toMatch(/^ssbo 0 offset 0: expected == 5, observed 0 \(line \d+\) \[debug output: backend-gles: .*an atomic counter passed to a function.*\]$/);
    // Its twin, an operation ESSL has: it passes, and nothing is appended to a passing verdict.
    expect(await runShaderTest(parseShaderTest(t('atomicCounterIncrement(c)')), ours)).toEqual({ status: 'pass', reason: '' });
  });
});
