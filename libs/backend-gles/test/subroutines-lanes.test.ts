// Shader subroutines (GL 4.5 §7.9) through our stack (the front end lowers them to plain GLSL with hidden index
// uniforms; this backend runs the result) and on the reference lane (Mesa's desktop GL, which has them natively):
// every reflection answer, every value and GL error of uniformSubroutinesuiv / getUniformSubroutineuiv, and the
// pixels of draws that switch subroutines between them must be the same on both.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { buildProgram, observeOnBothLanes } from './helpers.ts';

const W = 16, H = 16;

const VS = `#version 400
in vec2 pos;
subroutine vec2 Place(vec2 p);
subroutine(Place) vec2 leftHalf(vec2 p) { return vec2(p.x * 0.5 - 0.5, p.y); }
subroutine(Place) vec2 rightHalf(vec2 p) { return vec2(p.x * 0.5 + 0.5, p.y); }
subroutine uniform Place place;
void main() { gl_Position = vec4(place(pos), 0.0, 1.0); }
`;
// Explicit index and location (4.30), two types sharing a function, an array, and a subroutine uniform never called.
const FS = `#version 430
out vec4 color;
subroutine vec4 Shade();
subroutine vec4 Other();
layout(index = 3) subroutine(Shade) vec4 red() { return vec4(1.0, 0.0, 0.0, 1.0); }
subroutine(Shade, Other) vec4 green() { return vec4(0.0, 1.0, 0.0, 1.0); }
subroutine(Other) vec4 dim() { return vec4(0.0, 0.0, 0.5, 0.0); }
subroutine(Shade) vec4 blue() { return vec4(0.0, 0.0, 1.0, 1.0); }
subroutine(Other) vec4 unusedfn() { return vec4(0.25); }
subroutine uniform Shade shades[3];
layout(location = 5) subroutine uniform Other other;
subroutine uniform Other unusedU;
uniform int which;
uniform vec4 tint;
void main() { color = clamp(shades[which]() + other() + tint, 0.0, 1.0); }
`;

const NAMES = ['red', 'green', 'dim', 'blue', 'unusedfn', 'leftHalf', 'rightHalf', 'nope'];
const UNIFORM_NAMES = ['shades', 'shades[0]', 'shades[2]', 'shades[3]', 'other', 'unusedU', 'place', 'nope'];

function program(gl: GL): number {
  return buildProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
}

/** Everything the program interface and the §7.9 queries say about one stage. */
function reflectStage(gl: GL, p: number, stage: number): unknown[] {
  const o: unknown[] = [];
  for (const pname of [gl.ACTIVE_SUBROUTINES, gl.ACTIVE_SUBROUTINE_UNIFORMS, gl.ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS,
    gl.ACTIVE_SUBROUTINE_MAX_LENGTH, gl.ACTIVE_SUBROUTINE_UNIFORM_MAX_LENGTH]) o.push(gl.getProgramStageiv(p, stage, pname));
  const functions = o[0] as number, uniforms = o[1] as number;
  for (let i = 0; i <= functions; i++) o.push(gl.getActiveSubroutineName(p, stage, i), gl.getError());
  o.push(NAMES.map((n) => gl.getSubroutineIndex(p, stage, n)), UNIFORM_NAMES.map((n) => gl.getSubroutineUniformLocation(p, stage, n)));
  for (let i = 0; i <= uniforms; i++) {
    o.push(gl.getActiveSubroutineUniformName(p, stage, i), gl.getError());
    for (const pname of [gl.NUM_COMPATIBLE_SUBROUTINES, gl.COMPATIBLE_SUBROUTINES, gl.UNIFORM_SIZE, gl.UNIFORM_NAME_LENGTH]) {
      o.push(gl.getActiveSubroutineUniformiv(p, stage, i, pname), gl.getError());
    }
  }
  return o;
}

function reflectInterfaces(gl: GL, p: number, fnIface: number, uniformIface: number): unknown[] {
  const o: unknown[] = [];
  for (const iface of [fnIface, uniformIface]) {
    const n = gl.getProgramInterfaceiv(p, iface, gl.ACTIVE_RESOURCES);
    o.push(n, gl.getProgramInterfaceiv(p, iface, gl.MAX_NAME_LENGTH), gl.getError());
    for (let i = 0; i < n; i++) o.push(gl.getProgramResourceName(p, iface, i), gl.getProgramResourceiv(p, iface, i, [gl.NAME_LENGTH]));
  }
  o.push(gl.getProgramInterfaceiv(p, uniformIface, gl.MAX_NUM_COMPATIBLE_SUBROUTINES));
  for (let i = 0; i < (o[o.length - 1] === 0 ? 0 : gl.getProgramInterfaceiv(p, uniformIface, gl.ACTIVE_RESOURCES)); i++) {
    // COMPATIBLE_SUBROUTINES alone: the lane sizes its C buffer from the prop count, which a list in the middle overruns.
    o.push(gl.getProgramResourceiv(p, uniformIface, i, [gl.ARRAY_SIZE, gl.NUM_COMPATIBLE_SUBROUTINES, gl.LOCATION]));
    o.push(gl.getProgramResourceiv(p, uniformIface, i, [gl.COMPATIBLE_SUBROUTINES]));
  }
  o.push(NAMES.map((n) => gl.getProgramResourceIndex(p, fnIface, n)), UNIFORM_NAMES.map((n) => gl.getProgramResourceIndex(p, uniformIface, n)));
  o.push(UNIFORM_NAMES.map((n) => gl.getProgramResourceLocation(p, uniformIface, n)), gl.getError());
  return o;
}

describe('subroutines on both lanes', () => {
  it('reflection: per-stage counts, names, indices, locations, compatible lists, program interfaces; application uniforms unchanged', () => {
    const { ours, reference } = observeOnBothLanes(W, H, (gl) => {
      const p = program(gl);
      const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS)];
      o.push(reflectStage(gl, p, gl.VERTEX_SHADER), reflectStage(gl, p, gl.FRAGMENT_SHADER), reflectStage(gl, p, gl.GEOMETRY_SHADER));
      o.push(reflectInterfaces(gl, p, gl.VERTEX_SUBROUTINE, gl.VERTEX_SUBROUTINE_UNIFORM));
      o.push(reflectInterfaces(gl, p, gl.FRAGMENT_SUBROUTINE, gl.FRAGMENT_SUBROUTINE_UNIFORM));
      const active = gl.getProgramiv(p, gl.ACTIVE_UNIFORMS);
      o.push(active, gl.getProgramiv(p, gl.ACTIVE_UNIFORM_MAX_LENGTH));
      for (let i = 0; i < active; i++) o.push(gl.getActiveUniform(p, i));
      o.push(['which', 'tint', 'shades', 'other', 'mgpipe_su_other'].map((n) => gl.getUniformLocation(p, n)));
      o.push(gl.getProgramInterfaceiv(p, gl.UNIFORM, gl.ACTIVE_RESOURCES), gl.getError());
      return o;
    });
    expect(ours).toEqual(reference);
    expect((ours[2] as unknown[]).slice(0, 5)).toEqual([5, 3, 10, 9, 10]); // the fragment stage has them all
  });

  it('values: defaults after useProgram, set / get, reset by useProgram and relink, and every error', () => {
    const { ours, reference } = observeOnBothLanes(W, H, (gl) => {
      const o: unknown[] = [];
      const p = program(gl);
      const locations = [5, 6, 7, 8, 9]; // other, shades[0..2], unusedU (0-4 are a gap below the explicit 5)
      const fs = () => locations.map((l) => gl.getUniformSubroutineuiv(gl.FRAGMENT_SHADER, l));
      gl.getUniformSubroutineuiv(gl.FRAGMENT_SHADER, 0); o.push(gl.getError()); // no program: INVALID_OPERATION
      gl.uniformSubroutinesuiv(gl.FRAGMENT_SHADER, new Uint32Array(10)); o.push(gl.getError());
      gl.useProgram(p);
      o.push(fs(), gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0), gl.getError());
      const set = (stage: number, values: number[]) => { gl.uniformSubroutinesuiv(stage, new Uint32Array(values)); return gl.getError(); };
      o.push(set(gl.FRAGMENT_SHADER, [0, 0, 0, 0, 0, 4, 3, 2, 0, 1]), fs()); // other=unusedfn, shades=[red, blue, green], unusedU=blueish
      o.push(set(gl.VERTEX_SHADER, [1]), gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0));
      o.push(set(gl.FRAGMENT_SHADER, [0]), set(gl.FRAGMENT_SHADER, new Array(11).fill(0))); // count ≠ 10: INVALID_VALUE
      o.push(set(gl.FRAGMENT_SHADER, [0, 0, 0, 0, 0, 99, 0, 0, 0, 1])); // index past the largest: INVALID_VALUE
      o.push(set(gl.FRAGMENT_SHADER, [0, 0, 0, 0, 0, 3, 0, 0, 0, 1])); // red is not an Other: INVALID_OPERATION (Mesa)
      o.push(set(gl.VERTEX_SHADER, [2]), set(gl.GEOMETRY_SHADER, []), set(gl.TESS_CONTROL_SHADER, [])); // no geometry / tess program
      o.push(fs(), gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0)); // the failed calls changed nothing
      gl.getUniformSubroutineuiv(gl.FRAGMENT_SHADER, 10); o.push(gl.getError());
      gl.getUniformSubroutineuiv(gl.FRAGMENT_SHADER, -1); o.push(gl.getError());
      gl.getUniformSubroutineuiv(gl.GEOMETRY_SHADER, 0); o.push(gl.getError());
      gl.useProgram(p); // the same program again: back to the defaults
      o.push(fs(), gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0));
      o.push(set(gl.VERTEX_SHADER, [1]), set(gl.FRAGMENT_SHADER, [0, 0, 0, 0, 0, 4, 3, 2, 0, 1]));
      gl.linkProgram(p); // relinking the current program: defaults again
      o.push(gl.getError(), fs(), gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0));
      gl.useProgram(0);
      gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0); o.push(gl.getError());
      // Queries on a bad stage enum / program / index.
      gl.getProgramStageiv(p, gl.FRAGMENT_SHADER, gl.ACTIVE_UNIFORMS); o.push(gl.getError()); // the value: untouched in C
      o.push(gl.getActiveSubroutineName(p, gl.FRAGMENT_SHADER, 5), gl.getError());
      o.push(gl.getActiveSubroutineUniformName(p, gl.FRAGMENT_SHADER, 3), gl.getError());
      o.push(gl.getSubroutineIndex(p + 100, gl.FRAGMENT_SHADER, 'red'), gl.getError());
      const unlinked = gl.createProgram();
      o.push(gl.getSubroutineIndex(unlinked, gl.FRAGMENT_SHADER, 'red'), gl.getError());
      o.push(gl.getSubroutineUniformLocation(unlinked, gl.FRAGMENT_SHADER, 'other'), gl.getError());
      o.push(gl.getProgramStageiv(unlinked, gl.FRAGMENT_SHADER, gl.ACTIVE_SUBROUTINES), gl.getError());
      return o;
    });
    expect(ours).toEqual(reference);
    expect(ours[2]).toEqual([1, 0, 0, 0, 1]); // Mesa's defaults: the position of the first compatible function
  });

  it('a pname that is not a subroutine uniform parameter: INVALID_ENUM as §7.9 says (Mesa 22.3 answers INVALID_OPERATION)', () => {
    const { ours } = observeOnBothLanes(W, H, (gl) => {
      const p = program(gl);
      return [gl.getActiveSubroutineUniformiv(p, gl.FRAGMENT_SHADER, 0, gl.UNIFORM_TYPE), gl.getError(), gl.getActiveSubroutineUniformiv(p, gl.FRAGMENT_SHADER, 0, gl.UNIFORM_SIZE), gl.getError()];
    });
    expect(ours).toEqual([[], 0x500, [3], 0]);
  });

  it('an array of arrays of subroutine uniforms: one resource per innermost array, locations and a draw as Mesa has them', () => {
    const fs = `#version 430
out vec4 color;
subroutine float Chan();
subroutine(Chan) float full() { return 1.0; }
subroutine(Chan) float mid() { return 0.5; }
subroutine(Chan) float none() { return 0.0; }
subroutine uniform Chan chans[2][3];
void main() { color = vec4(chans[1][2](), chans[0][1](), chans[1][0](), 1.0); }
`;
    const vs = '#version 400\nin vec2 pos;\nvoid main() { gl_Position = vec4(pos, 0.0, 1.0); }\n';
    const { ours, reference } = observeOnBothLanes(W, H, (gl) => {
      const p = buildProgram(gl, [[gl.VERTEX_SHADER, vs], [gl.FRAGMENT_SHADER, fs]]);
      const o: unknown[] = [gl.getProgramiv(p, gl.LINK_STATUS), reflectStage(gl, p, gl.FRAGMENT_SHADER)];
      for (let i = 0; i < 2; i++) o.push(gl.getProgramResourceiv(p, gl.FRAGMENT_SUBROUTINE_UNIFORM, i, [gl.ARRAY_SIZE, gl.LOCATION, gl.NAME_LENGTH]));
      o.push(['chans[0][0]', 'chans[1]', 'chans[1][0]', 'chans[1][2]', 'chans[0][3]'].map((n) => gl.getSubroutineUniformLocation(p, gl.FRAGMENT_SHADER, n)));
      const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao!);
      const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b!);
      const quad = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);
      gl.bufferData(gl.ARRAY_BUFFER, quad.byteLength, quad, gl.STATIC_DRAW);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 8, 0); gl.enableVertexAttribArray(0);
      gl.useProgram(p);
      gl.uniformSubroutinesuiv(gl.FRAGMENT_SHADER, new Uint32Array([2, 1, 2, 0, 2, 1])); // row-major locations 0-5: [1][2]=mid, [0][1]=mid, [1][0]=full
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      const px = new Uint8Array(4);
      gl.readPixels(4, 4, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      o.push(Array.from(px), gl.getError());
      return o;
    });
    expect(ours).toEqual(reference);
    expect(reference[0]).toBe(1);
    expect(reference[reference.length - 2]).toEqual([128, 128, 255, 255]);
  });

  it('a program pipeline: each stage\'s values belong to that stage\'s separable program; values and errors as Mesa has them', () => {
    // Values, then a draw with the pipeline (its composite carries each stage program's hidden subroutine indices).
    const { ours, reference } = observeOnBothLanes(W, H, (gl) => {
      const vsProgram = gl.createShaderProgramv(gl.VERTEX_SHADER, [VS.replace('#version 400', '#version 410').replace('in vec2 pos;', 'in vec2 pos;\nout gl_PerVertex { vec4 gl_Position; };')]);
      const fsProgram = gl.createShaderProgramv(gl.FRAGMENT_SHADER, [FS]);
      const [pipe] = gl.genProgramPipelines(1);
      gl.useProgramStages(pipe!, gl.VERTEX_SHADER_BIT, vsProgram);
      gl.bindProgramPipeline(pipe!);
      const o: unknown[] = [gl.getProgramiv(vsProgram, gl.LINK_STATUS), gl.getProgramiv(fsProgram, gl.LINK_STATUS), gl.getError()];
      gl.uniformSubroutinesuiv(gl.FRAGMENT_SHADER, new Uint32Array(10)); o.push(gl.getError()); // no fragment program yet
      o.push(gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0), gl.getError());
      gl.uniformSubroutinesuiv(gl.VERTEX_SHADER, new Uint32Array([1])); // rightHalf
      gl.useProgramStages(pipe!, gl.FRAGMENT_SHADER_BIT, fsProgram);
      gl.uniformSubroutinesuiv(gl.FRAGMENT_SHADER, new Uint32Array([0, 0, 0, 0, 0, 0, 2, 0, 0, 0])); // other=green, shades[0]=blue
      o.push(gl.getError(), gl.getUniformSubroutineuiv(gl.VERTEX_SHADER, 0), [5, 6, 7, 8, 9].map((l) => gl.getUniformSubroutineuiv(gl.FRAGMENT_SHADER, l)));
      gl.uniformSubroutinesuiv(gl.VERTEX_SHADER, new Uint32Array([0, 0])); o.push(gl.getError()); // the vertex program's count is 1
      // A full quad placed by the vertex stage's subroutine (rightHalf), shaded by the fragment stage's.
      const [vao] = gl.genVertexArrays(1);
      const [vbo] = gl.genBuffers(1);
      gl.bindVertexArray(vao!);
      gl.bindBuffer(gl.ARRAY_BUFFER, vbo!);
      gl.bufferData(gl.ARRAY_BUFFER, 32, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
      const at = gl.getAttribLocation(vsProgram, 'pos');
      gl.enableVertexAttribArray(at);
      gl.vertexAttribPointer(at, 2, gl.FLOAT, false, 0, 0);
      gl.uniformSubroutinesuiv(gl.VERTEX_SHADER, new Uint32Array([1])); // rightHalf
      gl.uniformSubroutinesuiv(gl.FRAGMENT_SHADER, new Uint32Array([0, 0, 0, 0, 0, 0, 2, 0, 0, 0]));
      gl.clearColor(0, 0, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      const left = new Uint8Array(4), right = new Uint8Array(4);
      gl.readPixels(W / 4, H / 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, left);
      gl.readPixels((3 * W) / 4, H / 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, right);
      o.push(Array.from(left), Array.from(right), gl.getError());
      return o;
    });
    expect(ours).toEqual(reference);
    // No fragment program: INVALID_OPERATION; the vertex value survives the fragment program joining the pipeline.
    expect(reference.slice(0, 10)).toEqual([1, 1, 0, 0x502, 0, 0, 0, 1, [0, 2, 0, 0, 0], 0x501]);
    // The quad covers the right half only, in a color other than the clear color.
    expect(reference[10]).toEqual([0, 0, 0, 255]);
    expect(reference[11]).not.toEqual([0, 0, 0, 255]);
  });

  it('compute: dispatches switching a subroutine between them write what Mesa writes', () => {
    const cs = `#version 430
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Out { uint v[]; };
subroutine uint Op(uint x);
subroutine(Op) uint twice(uint x) { return x * 2u; }
subroutine(Op) uint square(uint x) { return x * x; }
subroutine uniform Op op;
uniform uint base;
void main() { uint i = gl_GlobalInvocationID.x; v[base + i] = op(i + 1u); }
`;
    const { ours, reference } = observeOnBothLanes(W, H, (gl) => {
      const p = buildProgram(gl, [[gl.COMPUTE_SHADER, cs]]);
      const [b] = gl.genBuffers(1);
      gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, b!);
      gl.bufferData(gl.SHADER_STORAGE_BUFFER, 32, new Uint32Array(8), gl.DYNAMIC_READ);
      gl.useProgram(p);
      gl.dispatchCompute(1, 1, 1); // default: twice
      gl.uniform1ui(gl.getUniformLocation(p, 'base'), 4);
      gl.uniformSubroutinesuiv(gl.COMPUTE_SHADER, new Uint32Array([gl.getSubroutineIndex(p, gl.COMPUTE_SHADER, 'square')]));
      gl.dispatchCompute(1, 1, 1);
      gl.memoryBarrier(gl.BUFFER_UPDATE_BARRIER_BIT);
      const got = new Uint32Array(8);
      gl.getBufferSubData(gl.SHADER_STORAGE_BUFFER, 0, 32, got);
      return [gl.getProgramiv(p, gl.LINK_STATUS), Array.from(got), gl.getError()];
    });
    expect(ours).toEqual(reference);
    expect(reference).toEqual([1, [2, 4, 6, 8, 1, 4, 9, 16], 0]);
  });

  it('draws switching subroutines between them give Mesa\'s pixels', () => {
    const { ours, reference, logs } = observeOnBothLanes(W, H, (gl) => {
      const p = program(gl);
      const [vao] = gl.genVertexArrays(1); gl.bindVertexArray(vao!);
      const [b] = gl.genBuffers(1); gl.bindBuffer(gl.ARRAY_BUFFER, b!);
      const quad = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);
      gl.bufferData(gl.ARRAY_BUFFER, quad.byteLength, quad, gl.STATIC_DRAW);
      const pos = gl.getAttribLocation(p, 'pos');
      gl.vertexAttribPointer(pos, 2, gl.FLOAT, false, 8, 0); gl.enableVertexAttribArray(pos);
      gl.viewport(0, 0, W, H);
      gl.clearColor(0, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT);
      gl.useProgram(p);
      gl.uniform1i(gl.getUniformLocation(p, 'which'), 1);
      // Defaults: place = leftHalf, shades[1] = green (index 0), other = dim (index 1, Mesa's default).
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      gl.uniformSubroutinesuiv(gl.VERTEX_SHADER, new Uint32Array([1])); // rightHalf
      gl.uniformSubroutinesuiv(gl.FRAGMENT_SHADER, new Uint32Array([0, 0, 0, 0, 0, 0, 0, 3, 0, 0])); // other=green, shades[1]=red
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      const first = new Uint8Array(W * H * 4);
      gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, first);
      gl.uniform1i(gl.getUniformLocation(p, 'which'), 2); // shades[2] = green (index 0 from the last call)
      gl.uniformSubroutinesuiv(gl.FRAGMENT_SHADER, new Uint32Array([0, 0, 0, 0, 0, 4, 0, 0, 2, 0])); // other=unusedfn, shades[2]=blue
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      const second = new Uint8Array(W * H * 4);
      gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, second);
      const px = (img: Uint8Array, x: number) => Array.from(img.subarray((8 * W + x) * 4, (8 * W + x) * 4 + 4));
      return { first: Array.from(first), second: Array.from(second), probes: [px(first, 2), px(first, 12), px(second, 2), px(second, 12)], error: gl.getError() };
    });
    expect(logs.filter((l) => /refused|failed|error/i.test(l))).toEqual([]);
    expect(ours.probes).toEqual(reference.probes);
    expect(ours.first).toEqual(reference.first);
    expect(ours.second).toEqual(reference.second);
    // The switch is visible: left green + dim blue, right red + green; then the right half blue + 0.25 grey.
    expect(reference.probes).toEqual([[0, 255, 128, 255], [255, 255, 0, 255], [0, 255, 128, 255], [64, 64, 255, 255]]);
    expect(ours.error).toBe(0);
  });
});
