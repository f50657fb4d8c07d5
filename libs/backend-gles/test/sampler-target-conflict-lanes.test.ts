// GL 4.5 §7.10: a program that samples one texture unit through two different sampler targets makes the next
// draw INVALID_OPERATION ("can only be detected at the next rendering command"); a shadow sampler reads its plain
// type's target, so sampler2D + sampler2DShadow on one unit is no conflict. Our stack vs the reference lane (Mesa),
// the program current; across a separable pipeline's stages the reference lane reports no error (Mesa checks the
// program, not the pipeline's composite), and the front end follows it. A compute program: the dispatch, on our stack.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { buildProgram, observeOnBothLanes, openFrontEnd } from './helpers.ts';

const VS = '#version 440\nvoid main() { gl_Position = vec4(0.0, 0.0, 0.0, 1.0); gl_PointSize = 1.0; }\n';
const FS = `#version 440
uniform sampler2D a;
uniform samplerCube b;
uniform sampler2DShadow c;
out vec4 o;
void main() { o = texture(a, vec2(0.5)) + texture(b, vec3(1.0, 0.0, 0.0)) + vec4(texture(c, vec3(0.5))); }
`;

function observeProgram(gl: GL): unknown[] {
  const p = buildProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS), gl.getError()];
  const draw = (units: [number, number, number]): void => {
    gl.uniform1i(gl.getUniformLocation(p, 'a'), units[0]);
    gl.uniform1i(gl.getUniformLocation(p, 'b'), units[1]);
    gl.uniform1i(gl.getUniformLocation(p, 'c'), units[2]);
    gl.drawArrays(gl.POINTS, 0, 1);
    o.push(units.join(','), gl.getError());
  };
  draw([0, 0, 1]); // 2D and cube on unit 0: conflict
  draw([0, 1, 2]); // all apart
  draw([0, 1, 0]); // 2D and 2D shadow share unit 0: one target
  draw([3, 1, 1]); // cube and 2D shadow on unit 1: conflict
  draw([3, 1, 3]); // apart again: the error does not stick
  return o;
}

const VS_SEP = `#version 440
out gl_PerVertex { vec4 gl_Position; float gl_PointSize; };
uniform sampler3D v;
void main() { gl_Position = texture(v, vec3(0.5)); gl_PointSize = 1.0; }
`;
const FS_SEP = '#version 440\nuniform sampler2D f;\nout vec4 o;\nvoid main() { o = texture(f, vec2(0.5)); }\n';

function observePipeline(gl: GL): unknown[] {
  const vs = gl.createShaderProgramv(gl.VERTEX_SHADER, [VS_SEP]);
  const fs = gl.createShaderProgramv(gl.FRAGMENT_SHADER, [FS_SEP]);
  const [pipe] = gl.genProgramPipelines(1);
  gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, vs);
  gl.useProgramStages(pipe, gl.FRAGMENT_SHADER_BIT, fs);
  gl.bindProgramPipeline(pipe);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const o: unknown[] = [gl.getProgramiv(vs, gl.LINK_STATUS), gl.getProgramiv(fs, gl.LINK_STATUS), gl.getError()];
  gl.drawArrays(gl.POINTS, 0, 1); // 3D (vertex stage) and 2D (fragment stage) both on unit 0
  o.push(gl.getError());
  gl.programUniform1i(fs, gl.getUniformLocation(fs, 'f'), 2);
  gl.drawArrays(gl.POINTS, 0, 1);
  o.push(gl.getError());
  return o;
}

const CS = `#version 440
layout(local_size_x = 1) in;
uniform sampler2D a;
uniform sampler3D b;
layout(std430, binding = 0) buffer Out { vec4 v; };
void main() { v = texture(a, vec2(0.5)) + texture(b, vec3(0.5)); }
`;

function observeCompute(gl: GL): unknown[] {
  const p = buildProgram(gl, [[gl.COMPUTE_SHADER, CS]]);
  gl.useProgram(p);
  const [buf] = gl.genBuffers(1);
  gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, buf);
  gl.bufferData(gl.SHADER_STORAGE_BUFFER, 16, null, gl.DYNAMIC_COPY);
  const [cmd] = gl.genBuffers(1);
  gl.bindBuffer(gl.DISPATCH_INDIRECT_BUFFER, cmd);
  gl.bufferData(gl.DISPATCH_INDIRECT_BUFFER, new Uint32Array([1, 1, 1]), gl.STATIC_DRAW);
  const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS), gl.getError()];
  for (const units of [[0, 0], [0, 1]] as const) {
    gl.uniform1i(gl.getUniformLocation(p, 'a'), units[0]);
    gl.uniform1i(gl.getUniformLocation(p, 'b'), units[1]);
    gl.dispatchCompute(1, 1, 1);
    o.push(units.join(','), gl.getError());
    gl.dispatchComputeIndirect(0);
    o.push(gl.getError());
  }
  return o;
}

describe('one unit sampled through two targets (GL 4.5 §7.10), our stack vs the reference lane', () => {
  // Our stack only: Mesa 22.3's desktop GL does not check this at a dispatch, and llvmpipe then aborts the process
  // ("stack smashing detected") on the conflicting dispatch (docs/drivers.md); the expected errors are §7.10's.
  it('a compute program: INVALID_OPERATION at the dispatch (direct and indirect) while two targets share a unit', () => {
    const { backend, gl } = openFrontEnd(4, 4);
    let ours: unknown[];
    try { ours = observeCompute(gl); } finally { backend.destroy(); }
    const OP = 0x0502;
    expect(ours).toEqual([1, 0, '0,0', OP, OP, '0,1', 0, 0]);
  });

  it('a current program: INVALID_OPERATION at the draw exactly while two targets share a unit', () => {
    const { ours, reference } = observeOnBothLanes(4, 4, observeProgram);
    expect(ours).toEqual(reference);
    const OP = 0x0502;
    expect(ours).toEqual([1, 0, '0,0,1', OP, '0,1,2', 0, '0,1,0', 0, '3,1,1', OP, '3,1,3', 0]);
  });

  it('a program pipeline: two stages\' programs on one unit through two targets draw without an error, as on the reference lane', () => {
    const { ours, reference } = observeOnBothLanes(4, 4, observePipeline);
    expect(ours).toEqual(reference);
    expect(ours).toEqual([1, 1, 0, 0, 0]);
  });
});
