// The program interface of a SPIR-V program (GL_ARB_gl_spirv: reflected from the module, not from names) on our lane
// against the reference lane (Mesa's desktop GL): the same glslang-compiled modules go to both through glShaderBinary +
// glSpecializeShader, and every active uniform, uniform block, buffer variable and storage block is compared by its
// properties (type, size, offset, strides, row-major, block, location, atomic counter buffer; block binding, data
// size, active variables). Names are left out: Mesa reports none for SPIR-V (they are optional), ours keeps OpName.
// Negative control: the same comparison over a module whose uniform-block member offset was moved (a wrong
// reflection would look like this) differs from the reference.
import type { GL } from '@mgpipe/gl-api';
import type { LaneFactory } from '@mgpipe/harness';
import { compileProgram, type CompiledStage } from '@mgpipe/native-shader';
import { describe, expect, it } from 'vitest';
import { bothLanes } from './both-lanes.ts';

const lanes = bothLanes();

const VS = `#version 450
layout(location = 0) in vec4 pos;
void main() { gl_Position = pos; }`;
const FS = `#version 450
struct P { vec2 xy; float w[2]; };
layout(std140, binding = 2) uniform U { vec4 a; layout(row_major) mat3 m; float f[3]; P p; } u;
layout(std430, binding = 3) buffer S { uint n; P ps[2]; vec2 v[]; } s;
layout(location = 4) uniform vec4 tint;
layout(location = 6) uniform vec2 arr[3];
layout(binding = 5) uniform sampler2D tex;
layout(binding = 1, offset = 4) uniform atomic_uint ac;
layout(binding = 1, offset = 12) uniform atomic_uint acs[2];
layout(location = 0) out vec4 o;
void main() {
  o = u.a + tint + vec4(u.m[1], u.f[2]) + vec4(u.p.xy, u.p.w[1], arr[2].x) + texture(tex, arr[1])
    + vec4(float(s.n) + s.v[1].x + s.ps[1].w[0]) + vec4(float(atomicCounterIncrement(ac) + atomicCounter(acs[1])));
}`;

function stages(): CompiledStage[] {
  const r = compileProgram({ stages: [{ stage: 'vertex', source: VS }, { stage: 'fragment', source: FS }] });
  if (!r.ok) throw new Error(r.log);
  return r.stages;
}

/** Every active resource's properties, sorted (resource order and names are the implementation's). */
function programInterface(lane: LaneFactory, modules: CompiledStage[]): string[] {
  const l = lane({ width: 4, height: 4 });
  try {
    l.makeCurrent();
    const gl: GL = l.gl;
    const p = gl.createProgram();
    for (const st of modules) {
      const s = gl.createShader(st.stage === 'vertex' ? gl.VERTEX_SHADER : gl.FRAGMENT_SHADER);
      const bytes = new Uint8Array(st.spirv.buffer, st.spirv.byteOffset, st.spirv.byteLength);
      gl.shaderBinary([s], gl.SHADER_BINARY_FORMAT_SPIR_V, bytes, bytes.byteLength);
      gl.specializeShader(s, 'main', 0, [], []);
      if (gl.getShaderiv(s, gl.COMPILE_STATUS) !== gl.TRUE) throw new Error(`${l.name}: ${st.stage}: ${gl.getShaderInfoLog(s)}`);
      gl.attachShader(p, s);
    }
    gl.linkProgram(p);
    if (gl.getProgramiv(p, gl.LINK_STATUS) !== gl.TRUE) throw new Error(`${l.name}: link: ${gl.getProgramInfoLog(p)}`);
    const rows: string[] = [];
    const list = (iface: number, tag: string, props: number[]) => {
      const n = gl.getProgramInterfaceiv(p, iface, gl.ACTIVE_RESOURCES);
      for (let i = 0; i < n; i++) rows.push(`${tag} ${gl.getProgramResourceiv(p, iface, i, props).join(',')}`);
    };
    list(gl.UNIFORM, 'uniform', [gl.TYPE, gl.ARRAY_SIZE, gl.OFFSET, gl.BLOCK_INDEX, gl.ARRAY_STRIDE, gl.MATRIX_STRIDE, gl.IS_ROW_MAJOR, gl.LOCATION, gl.ATOMIC_COUNTER_BUFFER_INDEX]);
    list(gl.UNIFORM_BLOCK, 'ubo', [gl.BUFFER_BINDING, gl.BUFFER_DATA_SIZE, gl.NUM_ACTIVE_VARIABLES]);
    list(gl.BUFFER_VARIABLE, 'buffer', [gl.TYPE, gl.ARRAY_SIZE, gl.OFFSET, gl.ARRAY_STRIDE, gl.MATRIX_STRIDE, gl.TOP_LEVEL_ARRAY_SIZE, gl.TOP_LEVEL_ARRAY_STRIDE]);
    list(gl.SHADER_STORAGE_BLOCK, 'ssbo', [gl.BUFFER_BINDING, gl.BUFFER_DATA_SIZE, gl.NUM_ACTIVE_VARIABLES]);
    list(gl.ATOMIC_COUNTER_BUFFER, 'acb', [gl.BUFFER_BINDING, gl.BUFFER_DATA_SIZE, gl.NUM_ACTIVE_VARIABLES]);
    rows.push(`active uniforms ${gl.getProgramiv(p, gl.ACTIVE_UNIFORMS)}`);
    expect(gl.getError(), `${l.name}: GL error`).toBe(gl.NO_ERROR);
    return rows.sort();
  } finally {
    l.destroy();
  }
}

/** A copy of the fragment module with the Offset of U's member 1 (the mat3) moved by 16 bytes. */
function withMovedOffset(modules: CompiledStage[]): CompiledStage[] {
  return modules.map((st) => {
    if (st.stage !== 'fragment') return st;
    const w = st.spirv.slice();
    for (let i = 5; i < w.length; i += w[i] >>> 16) {
      // OpMemberDecorate (72) <struct> 1 Offset(35) 16
      if ((w[i] & 0xffff) === 72 && w[i + 2] === 1 && w[i + 3] === 35 && w[i + 4] === 16) w[i + 4] = 32;
    }
    return { ...st, spirv: w };
  });
}

const UBO_FS = `#version 450
layout(std140, binding = 2) uniform U { vec4 a; layout(row_major) mat2 m; float f[2]; } u;
layout(location = 0) out vec4 o;
void main() { o = u.a * u.f[1] + vec4(u.m[0], u.m[1]) * u.f[0]; }`;

/**
 * Draws UBO_FS's SPIR-V over the whole 4×4 framebuffer with U at buffer binding 2, its members written at the offsets
 * std140 gives them (a 0, m 16 row-major: rows at 16 and 32, f at 48 and 64); returns the pixel at (1, 1).
 */
function drawWithUbo(lane: LaneFactory): number[] {
  const r = compileProgram({ stages: [{ stage: 'vertex', source: VS }, { stage: 'fragment', source: UBO_FS }] });
  if (!r.ok) throw new Error(r.log);
  const l = lane({ width: 4, height: 4 });
  try {
    l.makeCurrent();
    const gl: GL = l.gl;
    const p = gl.createProgram();
    for (const st of r.stages) {
      const s = gl.createShader(st.stage === 'vertex' ? gl.VERTEX_SHADER : gl.FRAGMENT_SHADER);
      const bytes = new Uint8Array(st.spirv.buffer, st.spirv.byteOffset, st.spirv.byteLength);
      gl.shaderBinary([s], gl.SHADER_BINARY_FORMAT_SPIR_V, bytes, bytes.byteLength);
      gl.specializeShader(s, 'main', 0, [], []);
      gl.attachShader(p, s);
    }
    gl.linkProgram(p);
    gl.useProgram(p);
    const data = new Float32Array(20);
    data.set([0.2, 0.1, 0.3, 0.4], 0); // a
    data.set([0.5, 0.25], 4); // m row 0: m[0][0], m[1][0]
    data.set([0.0, 1.0], 8); // m row 1: m[0][1], m[1][1]
    data[12] = 0.5; // f[0]
    data[16] = 2.0; // f[1]
    const [ubo, vbo] = gl.genBuffers(2);
    gl.bindBuffer(gl.UNIFORM_BUFFER, ubo);
    gl.bufferData(gl.UNIFORM_BUFFER, data, gl.STATIC_DRAW);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, 2, ubo);
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 0, 1, 1, -1, 0, 1, -1, 1, 0, 1, 1, 1, 0, 1]), gl.STATIC_DRAW);
    gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 0, 0);
    gl.enableVertexAttribArray(0);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    const pixel = new Uint8Array(4);
    gl.readPixels(1, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    expect(gl.getError(), `${l.name}: GL error`).toBe(gl.NO_ERROR);
    return [...pixel];
  } finally {
    l.destroy();
  }
}

describe('a SPIR-V program interface, ours against Mesa', () => {
  it('a uniform block of a SPIR-V program is read where its Offset / MatrixStride / RowMajor decorations say', () => {
    // a * f[1] + (m[0], m[1]) * f[0] = (0.4, 0.2, 0.6, 0.8) + (0.5, 0.0, 0.25, 1.0) * 0.5 = (0.65, 0.2, 0.725, 1.3 → 1).
    const expected = [0.65, 0.2, 0.725, 1].map((v) => Math.round(v * 255));
    const reference = drawWithUbo(lanes.reference);
    reference.forEach((v, i) => expect(Math.abs(v - expected[i]), `reference channel ${i}`).toBeLessThanOrEqual(1));
    expect(drawWithUbo(lanes.ours)).toEqual(reference);
  });

  it('every uniform, block, buffer variable and atomic counter buffer has the reference\'s properties', () => {
    const modules = stages();
    const reference = programInterface(lanes.reference, modules);
    expect(reference.length).toBeGreaterThan(15);
    expect(programInterface(lanes.ours, modules)).toEqual(reference);
  });

  it('negative control: a moved member offset shows in the comparison', () => {
    const modules = stages();
    const moved = withMovedOffset(modules);
    expect(moved[1].spirv).not.toEqual(modules[1].spirv);
    expect(programInterface(lanes.ours, moved)).not.toEqual(programInterface(lanes.reference, modules));
  });
});
