// A triangle through each context kind into a 64x64 RGBA8 FBO, checked pixel by pixel at named points.
// Flat colour (0.2, 0.4, 0.6, 1) converts exactly to (51, 102, 153, 255); the clear colour (0, 0.2, 0, 1)
// to (0, 51, 0, 255). The window-space triangle is (16,16) (48,16) (32,48).
import { afterAll, describe, expect, it } from 'vitest';
import { createContext, gl, GL, type NativeContext } from '../src/index.ts';
import { at, barycentric, expectNoGlError, fbo, program, readAll, TRIANGLE } from './helpers.ts';

const INSIDE = { centre: [32, 24], nearApex: [32, 44], nearLeft: [20, 18] } as const;
const OUTSIDE = { bottomLeft: [2, 2], topRight: [60, 60], leftOfApex: [20, 44], below: [32, 10] } as const;
const FLAT = [51, 102, 153, 255];
const CLEAR = [0, 51, 0, 255];

function drawFlat(header: string): Uint8Array {
  const vs = `${header}\nin vec2 pos;\nvoid main() { gl_Position = vec4(pos, 0.0, 1.0); }`;
  const fs = `${header}\nprecision highp float;\nout vec4 color;\nvoid main() { color = vec4(0.2, 0.4, 0.6, 1.0); }`;
  const prog = program(vs, fs, ['pos']);
  fbo();
  const names = new Uint32Array(2);
  gl.glGenVertexArrays(1, names);
  gl.glBindVertexArray(names[0]!);
  gl.glGenBuffers(1, names.subarray(1));
  gl.glBindBuffer(GL.ARRAY_BUFFER, names[1]!);
  gl.glBufferData(GL.ARRAY_BUFFER, TRIANGLE.byteLength, TRIANGLE, GL.STATIC_DRAW);
  gl.glVertexAttribPointer(0, 2, GL.FLOAT, GL.FALSE, 0, 0);
  gl.glEnableVertexAttribArray(0);
  gl.glClearColor(0, 0.2, 0, 1);
  gl.glClear(GL.COLOR_BUFFER_BIT);
  gl.glUseProgram(prog);
  gl.glDrawArrays(GL.TRIANGLES, 0, 3);
  expectNoGlError();
  return readAll();
}

function expectFlat(px: Uint8Array): void {
  for (const [name, [x, y]] of Object.entries(INSIDE)) expect(at(px, x, y), `inside ${name}`).toEqual(FLAT);
  for (const [name, [x, y]] of Object.entries(OUTSIDE)) expect(at(px, x, y), `outside ${name}`).toEqual(CLEAR);
}

describe('GLES 3.2 context', () => {
  let ctx: NativeContext;
  afterAll(() => ctx?.destroy());

  it('reports llvmpipe-or-other GLES 3.2', () => {
    ctx = createContext({ api: 'gles' });
    const info = ctx.info();
    expect(info.version).toMatch(/^OpenGL ES 3\.2/);
    expect(info.glslVersion).toMatch(/GLSL ES 3\.20/);
  });

  it('draws a flat triangle into an FBO', () => {
    ctx.makeCurrent();
    expectFlat(drawFlat('#version 300 es'));
  });
});

describe('desktop GL 4.5 compatibility context', () => {
  let ctx: NativeContext;
  afterAll(() => ctx?.destroy());

  it('is a 4.5 compatibility profile', () => {
    ctx = createContext({ api: 'gl', major: 4, minor: 5, profile: 'compat' });
    const info = ctx.info();
    expect(info.version).toMatch(/^4\.5 \(Compatibility Profile\)/);
    ctx.makeCurrent();
    const mask = new Int32Array(1);
    gl.glGetIntegerv(GL.CONTEXT_PROFILE_MASK, mask);
    expect(mask[0]).toBe(GL.CONTEXT_COMPATIBILITY_PROFILE_BIT);
  });

  it('draws a flat triangle from a buffer object', () => {
    ctx.makeCurrent();
    expectFlat(drawFlat('#version 330'));
  });

  it('draws from client-memory vertex arrays with interpolated colour', () => {
    ctx.makeCurrent();
    const vs = `#version 330\nin vec2 pos;\nin vec3 rgb;\nout vec3 v;\nvoid main() { v = rgb; gl_Position = vec4(pos, 0.0, 1.0); }`;
    const fs = `#version 330\nin vec3 v;\nout vec4 color;\nvoid main() { color = vec4(v, 1.0); }`;
    const prog = program(vs, fs, ['pos', 'rgb']);
    fbo();
    gl.glBindVertexArray(0); // the compatibility profile's default VAO takes client pointers
    gl.glBindBuffer(GL.ARRAY_BUFFER, 0);
    const colors = new Float32Array([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    gl.glVertexAttribPointer(0, 2, GL.FLOAT, GL.FALSE, 0, TRIANGLE);
    gl.glVertexAttribPointer(1, 3, GL.FLOAT, GL.FALSE, 0, colors);
    gl.glEnableVertexAttribArray(0);
    gl.glEnableVertexAttribArray(1);
    gl.glClearColor(0, 0.2, 0, 1);
    gl.glClear(GL.COLOR_BUFFER_BIT);
    gl.glUseProgram(prog);
    // Indices from client memory too.
    gl.glDrawElements(GL.TRIANGLES, 3, GL.UNSIGNED_SHORT, new Uint16Array([0, 1, 2]));
    expectNoGlError();
    const px = readAll();
    // Each channel is its vertex's barycentric weight at the pixel centre (perspective-correct = linear
    // here, w = 1), converted to 8 bits; ±1 for rounding.
    for (const [x, y] of [[32, 26], [24, 20], [40, 20], [32, 40]] as const) {
      const b = barycentric(x, y);
      const got = at(px, x, y);
      for (let c = 0; c < 3; c++) expect(Math.abs(got[c]! - Math.round(b[c]! * 255)), `(${x},${y}) channel ${c}`).toBeLessThanOrEqual(1);
      expect(got[3]).toBe(255);
    }
    for (const [x, y] of Object.values(OUTSIDE)) expect(at(px, x, y)).toEqual(CLEAR);
  });

  it('calls desktop-only entry points through eglGetProcAddress', () => {
    ctx.makeCurrent();
    gl.glPolygonMode(GL.FRONT_AND_BACK, GL.LINE);
    const mode = new Int32Array(2);
    gl.glGetIntegerv(GL.POLYGON_MODE, mode);
    expect(mode[0]).toBe(GL.LINE);
    gl.glPolygonMode(GL.FRONT_AND_BACK, GL.FILL);
    gl.glViewportIndexedf(3, 1, 2, 30, 40);
    const vp = new Float32Array(4);
    gl.glGetFloati_v(GL.VIEWPORT, 3, vp);
    expect([...vp]).toEqual([1, 2, 30, 40]);
    expectNoGlError();
  });
});
