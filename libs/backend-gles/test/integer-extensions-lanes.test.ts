// Two vendor extensions Mesa advertises in its 4.5 core context and piglit requires (73 shader tests):
// GL_MESA_shader_integer_functions (GL_ARB_gpu_shader5's integer built-ins from GLSL 1.30; the stage compiles at
// 4.00, native/shader extensions.cc) and GL_EXT_shader_integer_mix (mix over integer and bool vectors with a
// bool selector). Both are listed on our stack as on the reference lane, and a GLSL 1.30 program using each
// computes what Mesa computes.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { observeOnBothLanes } from './helpers.ts';

const W = 4, H = 4;

const VS = `#version 130
in vec2 p;
void main() { gl_Position = vec4(p, 0.0, 1.0); }
`;
// Green where every built-in gives the value stated beside it, red channels mark the first that does not.
const FS = `#version 130
#extension GL_MESA_shader_integer_functions : require
#extension GL_EXT_shader_integer_mix : require
uniform uvec2 a;
uniform ivec4 i0, i1;
out vec4 o;
void main() {
  uint msb, lsb, carry;
  umulExtended(a.x, a.y, msb, lsb);                 // 0x80000001 * 6 = 0x3_0000_0006
  uint sum = uaddCarry(a.x, a.x, carry);            // 0x80000001 * 2 = 0x1_0000_0002
  bool ok = msb == 3u && lsb == 6u && sum == 2u && carry == 1u
    && bitCount(a.x) == 2 && bitfieldReverse(1u) == 0x80000000u && findMSB(a.y) == 2;
  bool mixed = mix(i0, i1, bvec4(true, false, true, false)) == ivec4(i1.x, i0.y, i1.z, i0.w)
    && mix(uvec2(1u, 2u), uvec2(3u, 4u), bvec2(false, true)) == uvec2(1u, 4u)
    && mix(bvec2(true, false), bvec2(false, true), bvec2(true, true)) == bvec2(false, true);
  o = vec4(ok ? 0.0 : 1.0, ok && mixed ? 1.0 : 0.0, mixed ? 0.0 : 1.0, 1.0);
}
`;
const QUAD = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);

function observe(gl: GL): unknown[] {
  const n = gl.getIntegerv(gl.NUM_EXTENSIONS)[0];
  const extensions = Array.from({ length: n }, (_, i) => gl.getStringi(gl.EXTENSIONS, i));
  const out: unknown[] = [extensions.includes('GL_MESA_shader_integer_functions'), extensions.includes('GL_EXT_shader_integer_mix')];
  const p = gl.createProgram();
  for (const [type, source] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]] as const) {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    gl.attachShader(p, s);
  }
  gl.bindAttribLocation(p, 0, 'p');
  gl.linkProgram(p);
  out.push(gl.getProgramiv(p, gl.LINK_STATUS));
  gl.useProgram(p);
  gl.uniform2ui(gl.getUniformLocation(p, 'a'), 0x80000001, 6);
  gl.uniform4i(gl.getUniformLocation(p, 'i0'), 1, 2, 3, 4);
  gl.uniform4i(gl.getUniformLocation(p, 'i1'), -1, -2, -3, -4);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [b] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, b);
  gl.bufferData(gl.ARRAY_BUFFER, QUAD.byteLength, QUAD, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  const px = new Uint8Array(4);
  gl.readPixels(1, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
  out.push(Array.from(px), gl.getError());
  return out;
}

describe('GL_MESA_shader_integer_functions and GL_EXT_shader_integer_mix, our stack vs the reference lane', () => {
  it('advertises both and computes their built-ins at GLSL 1.30 as Mesa does', () => {
    const { ours, reference, logs } = observeOnBothLanes(W, H, observe);
    expect(logs.filter((l) => /rejected|failed/.test(l))).toEqual([]);
    expect(reference).toEqual([true, true, 1, [0, 255, 0, 255], 0]);
    expect(ours).toEqual(reference);
  });
});
