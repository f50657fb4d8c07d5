// Varyings laid out the desktop way, through our stack (gles-program) and on the reference lane (Mesa's desktop GL):
// - a 60-float array and a vec4 after it in one vertex → geometry block: 64 components, within GL's
//   gl_MaxVertexOutputComponents, but 61 locations on GLES, where the driver has 16 (varying-packing.ts packs the
//   array four to a location in both stages and moves the vec4 down with it);
// - block members placed with layout(location, component) through vertex → control → evaluation → fragment, the
//   control and evaluation stages' blocks arrayed per vertex (component-lowering.ts gives the packed members
//   locations of their own in every stage, SPIRV-Cross refusing Component for ES).
// Each frame's expected colour is stated from the shaders (below) as well as compared with the reference lane's.
// Negative controls: a planted wrong lowering (the packing left out of the consuming stage; the fragment stage's
// relocated members one location off) makes our frame differ from the reference lane's.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it, vi } from 'vitest';
import { linkedProgram, observeOnBothLanes } from './helpers.ts';

const plant = vi.hoisted(() => ({ fault: null as null | 'consumer-unpacked' | 'fragment-member-off-by-one' }));
vi.mock('../../gles-subsystems/program/src/varying-packing.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../gles-subsystems/program/src/varying-packing.ts')>();
  return {
    ...real,
    packVaryingArrays: (stages: readonly { stage: string; spirv: Uint32Array }[], limit: (stage: string, d: 'in' | 'out') => number) => {
      const out = real.packVaryingArrays(stages, limit);
      // The geometry stage keeps its unpacked inputs: the two sides of the interface no longer agree.
      return plant.fault === 'consumer-unpacked' ? out.map((spirv, i) => (stages[i].stage === 'geometry' ? stages[i].spirv : spirv)) : out;
    },
  };
});
vi.mock('../../gles-subsystems/program/src/component-lowering.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../gles-subsystems/program/src/component-lowering.ts')>();
  return {
    ...real,
    lowerComponentLayouts: (stages: readonly { stage: string; spirv: Uint32Array }[]) => {
      const r = real.lowerComponentLayouts(stages);
      if (plant.fault !== 'fragment-member-off-by-one') return r;
      const spirv = r.spirv.map((words, s) => {
        if (stages[s].stage !== 'fragment') return words;
        const copy = words.slice();
        // OpMemberDecorate … Location L for the relocated members (L ≥ 6): one location further on.
        for (let i = 5; i < copy.length; i += copy[i] >>> 16) if ((copy[i] & 0xffff) === 72 && copy[i + 3] === 30 && copy[i + 4] >= 6) copy[i + 4] += 1;
        return copy;
      });
      return { ...r, spirv };
    },
  };
});

const W = 8, H = 8;

const GEOMETRY_VS = `#version 150
out blk { float f[60]; vec4 tail; } outs;
void main() {
  for (int i = 0; i < outs.f.length(); i++) outs.f[i] = float(gl_VertexID * 100 + i);
  outs.tail = vec4(1.0, 2.0, 3.0, 4.0) + float(gl_VertexID);
  gl_Position = vec4(0.0);
}
`;
// Green where every element and the vec4 arrived at each of the three vertices, red where one did not; blue 0.25
// carries f[37] of vertex 2 / 1000 (237 / 1000 → 60 / 255).
const GEOMETRY_GS = `#version 150
layout(triangles) in;
layout(triangle_strip, max_vertices = 4) out;
in blk { float f[60]; vec4 tail; } ins[];
out vec4 color;
void main() {
  bool ok = true;
  for (int v = 0; v < 3; v++) {
    for (int i = 0; i < 60; i++) if (ins[v].f[i] != float(v * 100 + i)) ok = false;
    if (ins[v].tail != vec4(1.0, 2.0, 3.0, 4.0) + float(v)) ok = false;
  }
  vec4 c = vec4(ok ? 0.0 : 1.0, ok ? 1.0 : 0.0, ins[2].f[37] / 1000.0, 1.0);
  for (int i = 0; i < 4; i++) {
    gl_Position = vec4(float(i & 1) * 2.0 - 1.0, float(i >> 1) * 2.0 - 1.0, 0.0, 1.0);
    color = c;
    EmitVertex();
  }
}
`;
const COLOR_FS = '#version 150\nin vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n';

const EXT = '#extension GL_ARB_enhanced_layouts : require\n#extension GL_ARB_separate_shader_objects : require\n';
const TESS = '#extension GL_ARB_tessellation_shader : require\n';
const BLOCK = (q: 'in' | 'out') => `TheBlock { layout(location = 0) ${q} vec3 a[6]; layout(location = 0, component = 3) ${q} float b[6]; }`;
const TESS_VS = `#version 150
${EXT}out ${BLOCK('out')} vsBlock;
void main() {
  const vec2 corners[4] = vec2[4](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(-1.0, 1.0), vec2(1.0, 1.0));
  int c = gl_VertexID < 3 ? gl_VertexID : gl_VertexID - 2; // (0 1 2) (1 2 3)
  gl_Position = vec4(corners[c], 0.0, 1.0);
  for (int i = 0; i < 6; i++) { vsBlock.a[i] = vec3(float(i), float(i) + 0.5, float(i) + 0.25); vsBlock.b[i] = float(6 + i); }
}
`;
const TESS_TCS = `#version 150
${EXT}${TESS}layout(vertices = 3) out;
in ${BLOCK('in')} vsBlock[];
out ${BLOCK('out')} tcBlock[];
void main() {
  gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
  gl_TessLevelOuter = float[4](1.0, 1.0, 1.0, 0.0);
  gl_TessLevelInner = float[2](0.0, 0.0);
  tcBlock[gl_InvocationID].a = vsBlock[gl_InvocationID].a;
  tcBlock[gl_InvocationID].b = vsBlock[gl_InvocationID].b;
}
`;
const TESS_TES = `#version 150
${EXT}${TESS}layout(triangles) in;
in ${BLOCK('in')} tcBlock[];
out ${BLOCK('out')} tesBlock;
void main() {
  gl_Position = gl_in[0].gl_Position * gl_TessCoord[0] + gl_in[1].gl_Position * gl_TessCoord[1] + gl_in[2].gl_Position * gl_TessCoord[2];
  tesBlock.a = tcBlock[0].a;
  tesBlock.b = tcBlock[0].b;
}
`;
// a[2].y = 2.5 → 2.5 / 8 (80 / 255); b[3] = 9 → 9 / 16 (143); a[5].z + b[0] = 5.25 + 6 → 11.25 / 16 (179).
const TESS_FS = `#version 150
${EXT}in ${BLOCK('in')} tesBlock;
out vec4 o;
void main() { o = vec4(tesBlock.a[2].y / 8.0, tesBlock.b[3] / 16.0, (tesBlock.a[5].z + tesBlock.b[0]) / 16.0, 1.0); }
`;

/** The frame's distinct RGBA values (every pixel is drawn with one colour) and the GL error after the draw. */
function frame(gl: GL, stages: [number, string][], draw: (gl: GL) => void): unknown[] {
  const p = linkedProgram(gl, stages);
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  gl.clearColor(0, 0, 0, 0);
  gl.clear(gl.COLOR_BUFFER_BIT);
  draw(gl);
  const px = new Uint8Array(W * H * 4);
  gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
  const colours = new Set<string>();
  for (let i = 0; i < W * H; i++) colours.add(Array.from(px.subarray(i * 4, i * 4 + 4)).join(','));
  return [...colours, gl.getError()];
}

const packedFrame = (gl: GL) => frame(gl, [[gl.VERTEX_SHADER, GEOMETRY_VS], [gl.GEOMETRY_SHADER, GEOMETRY_GS], [gl.FRAGMENT_SHADER, COLOR_FS]],
  (g) => g.drawArrays(g.TRIANGLES, 0, 3));
const componentFrame = (gl: GL) => frame(gl, [[gl.VERTEX_SHADER, TESS_VS], [gl.TESS_CONTROL_SHADER, TESS_TCS],
  [gl.TESS_EVALUATION_SHADER, TESS_TES], [gl.FRAGMENT_SHADER, TESS_FS]], (g) => { g.patchParameteri(g.PATCH_VERTICES, 3); g.drawArrays(g.PATCHES, 0, 6); });

const byte = (v: number) => Math.round(v * 255);

describe('varying layouts, our stack vs the reference lane', () => {
  it('a 64-component vertex → geometry block (60 floats and a vec4) arrives whole', () => {
    const { ours, reference } = observeOnBothLanes(W, H, packedFrame);
    expect(ours).toEqual(reference);
    expect(ours).toEqual([`0,255,${byte(0.237)},255`, 0]);
  });

  it('block members packed with layout(component) pass vertex → control → evaluation → fragment', () => {
    const { ours, reference } = observeOnBothLanes(W, H, componentFrame);
    expect(ours).toEqual(reference);
    expect(ours).toEqual([`${byte(2.5 / 8)},${byte(9 / 16)},${byte(11.25 / 16)},255`, 0]);
  });

  it.each([['consumer-unpacked', packedFrame], ['fragment-member-off-by-one', componentFrame]] as const)(
    'negative control: a planted wrong lowering (%s) differs from the reference lane', (fault, observe) => {
      plant.fault = fault;
      try {
        const { ours, reference } = observeOnBothLanes(W, H, observe);
        expect(ours).not.toEqual(reference);
      } finally { plant.fault = null; }
    });
});
