// Issue 15, "a client array or index range past the end of the application's array → a GL error, never an
// out-of-bounds read", on our stack and on the reference lane (Mesa's desktop GL behind the lane's guard). Every draw
// shape reads client memory: each case draws into its own 8×8 cell, so a refused draw must leave its cell at the clear
// colour (nothing drawn, and in particular nothing fetched from the bytes that follow the view in its ArrayBuffer,
// which hold a quad that would cover the cell); a draw exactly at the end must fill its cell, and the two lanes'
// images must agree. The rules are stated in libs/gl-api/src/client-arrays.ts.
// A third lane runs the same cases with every subsystem pushed (the emulation bit: every draw is draw_vbo, client
// arrays and indices cross as host spans) and MOBILEGL_PIPE_VERIFY=1: the pushed path must refuse and draw exactly
// what the pulled one does (libs/backend-gles/test/draw-vbo.test.ts makes the legacy draw verbs throw meanwhile).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import type { Lane } from '@mgpipe/harness';
import { program } from '@mgpipe/scenarios';

const W = 64, H = 32, CELL = 8, COLS = W / CELL;
const QUAD = [-1, -1, 1, -1, -1, 1, 1, 1]; // the cell as a TRIANGLE_STRIP

/** `total` vertices: degenerate ones at the origin, then the quad as the last four. */
function verticesEndingInQuad(total: number): Float32Array {
  const v = new Float32Array(total * 2);
  v.set(QUAD, (total - 4) * 2);
  return v;
}

/**
 * A view of exactly `data` whose ArrayBuffer continues with `poison` more vertices forming the quad: a lane that read
 * past the view's end would draw them.
 */
function viewWithPoisonAfter(data: number[], poison = 4): Float32Array {
  const all = new Float32Array(data.length + poison * 2);
  all.set(data);
  for (let i = 0; i < poison; i++) all.set(QUAD.slice((i % 4) * 2, (i % 4) * 2 + 2), data.length + i * 2);
  return all.subarray(0, data.length);
}

interface Case {
  name: string;
  /** GL error the draw must set (NO_ERROR: it must draw and fill its cell). */
  error: 'ok' | 'INVALID_OPERATION';
  run(gl: GL): void;
}

/** Location 0: position; location 1: per-instance offset (disabled: (0, 0)); uniform `color`. */
function boundsProgram(gl: GL): { program: number; color: number } {
  const p = program(gl,
    '#version 330 core\nlayout(location = 0) in vec2 p;\nlayout(location = 1) in vec2 off;\n' +
    'void main() { gl_Position = vec4(p + off, 0.0, 1.0); }\n',
    '#version 330 core\nuniform vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n');
  return { program: p, color: gl.getUniformLocation(p, 'color') };
}

function positions(gl: GL, view: ArrayBufferView): void {
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, view);
  gl.enableVertexAttribArray(0);
}

/** Per-instance offsets (location 1, divisor `divisor`): `n` vec2 zeros, so every instance lands on the cell. */
function instanced(gl: GL, n: number, divisor: number): void {
  gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 0, viewWithPoisonAfter(new Array<number>(n * 2).fill(0)));
  gl.vertexAttribDivisor(1, divisor);
  gl.enableVertexAttribArray(1);
}

const quad4 = () => viewWithPoisonAfter(QUAD);
const u16 = (a: number[]) => new Uint16Array(a);

const CASES: Case[] = [
  // drawArrays / instanced / base instance: first + count against a 4-vertex array.
  { name: 'drawArrays exactly at the end', error: 'ok', run: (gl) => { positions(gl, quad4()); gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4); } },
  { name: 'drawArrays one past the end (first 1)', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); gl.drawArrays(gl.TRIANGLE_STRIP, 1, 4); } },
  { name: 'drawArrays one past the end (count 5)', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); gl.drawArrays(gl.TRIANGLE_STRIP, 0, 5); } },
  { name: 'drawArraysInstanced past the end', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 1, 4, 2); } },
  // Indexed, client indices: the largest index, and the index array's own length.
  { name: 'drawElements: largest index is the last vertex', error: 'ok', run: (gl) => { positions(gl, quad4()); gl.drawElements(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, u16([0, 1, 2, 3])); } },
  { name: 'drawElements: index 4 of a 4-vertex array', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); gl.drawElements(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, u16([0, 1, 2, 4])); } },
  {
    name: 'drawElements: count one past the client index array', error: 'INVALID_OPERATION',
    run: (gl) => { positions(gl, quad4()); const idx = new Uint16Array([0, 1, 2, 3, 3]); gl.drawElements(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, idx.subarray(0, 3)); },
  },
  { name: 'drawRangeElements: index past the end', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); gl.drawRangeElements(gl.TRIANGLE_STRIP, 0, 4, 4, gl.UNSIGNED_SHORT, u16([0, 1, 2, 4])); } },
  { name: 'drawRangeElements exactly at the end', error: 'ok', run: (gl) => { positions(gl, quad4()); gl.drawRangeElements(gl.TRIANGLE_STRIP, 0, 3, 4, gl.UNSIGNED_BYTE, new Uint8Array([0, 1, 2, 3])); } },
  // Base vertex: large, exactly at the end and one past; negative below the start.
  {
    name: 'drawElementsBaseVertex: basevertex 100000, exactly at the end', error: 'ok',
    run: (gl) => { positions(gl, verticesEndingInQuad(100_004)); gl.drawElementsBaseVertex(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_INT, new Uint32Array([0, 1, 2, 3]), 100_000); },
  },
  {
    name: 'drawElementsBaseVertex: basevertex 100001, one past', error: 'INVALID_OPERATION',
    run: (gl) => { positions(gl, verticesEndingInQuad(100_004)); gl.drawElementsBaseVertex(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_INT, new Uint32Array([0, 1, 2, 3]), 100_001); },
  },
  {
    name: 'drawElementsBaseVertex: basevertex 2^30', error: 'INVALID_OPERATION',
    run: (gl) => { positions(gl, quad4()); gl.drawElementsBaseVertex(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, u16([0, 1, 2, 3]), 1 << 30); },
  },
  {
    name: 'drawElementsBaseVertex: basevertex -1 reads below the start', error: 'INVALID_OPERATION',
    run: (gl) => { positions(gl, quad4()); gl.drawElementsBaseVertex(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, u16([0, 1, 2, 3]), -1); },
  },
  {
    name: 'drawElementsBaseVertex: basevertex -1 inside the array', error: 'ok',
    run: (gl) => { positions(gl, quad4()); gl.drawElementsBaseVertex(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, u16([1, 2, 3, 4]), -1); },
  },
  // Instanced attributes: baseInstance + floor((instances - 1) / divisor) against a 3-element array.
  { name: 'divisor 1: 3 instances of 3', error: 'ok', run: (gl) => { positions(gl, quad4()); instanced(gl, 3, 1); gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, 3); } },
  { name: 'divisor 1: 4 instances of 3', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); instanced(gl, 3, 1); gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, 4); } },
  { name: 'divisor 2: 6 instances of 3', error: 'ok', run: (gl) => { positions(gl, quad4()); instanced(gl, 3, 2); gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, 6); } },
  { name: 'divisor 2: 7 instances of 3', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); instanced(gl, 3, 2); gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, 7); } },
  {
    name: 'base instance 1, 3 instances of 3', error: 'INVALID_OPERATION',
    run: (gl) => { positions(gl, quad4()); instanced(gl, 3, 1); gl.drawArraysInstancedBaseInstance(gl.TRIANGLE_STRIP, 0, 4, 3, 1); },
  },
  {
    name: 'base instance 1, 2 instances of 3 (elements, base vertex too)', error: 'ok',
    run: (gl) => {
      positions(gl, quad4());
      instanced(gl, 3, 1);
      gl.drawElementsInstancedBaseVertexBaseInstance(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, u16([1, 2, 3, 4]), 2, -1, 1);
    },
  },
  // Multi-draws: one bad sub-draw refuses the whole call (nothing of it is drawn).
  { name: 'multiDrawArrays, second sub-draw past the end', error: 'INVALID_OPERATION', run: (gl) => { positions(gl, quad4()); gl.multiDrawArrays(gl.TRIANGLE_STRIP, [0, 1], [4, 4]); } },
  { name: 'multiDrawArrays at the end', error: 'ok', run: (gl) => { positions(gl, quad4()); gl.multiDrawArrays(gl.TRIANGLE_STRIP, [0, 0], [3, 4]); } },
  {
    name: 'multiDrawElements, second index array too short', error: 'INVALID_OPERATION',
    run: (gl) => { positions(gl, quad4()); gl.multiDrawElements(gl.TRIANGLE_STRIP, [4, 4], gl.UNSIGNED_SHORT, [u16([0, 1, 2, 3]), u16([0, 1, 2])]); },
  },
  {
    name: 'multiDrawElementsBaseVertex, second sub-draw past the end', error: 'INVALID_OPERATION',
    run: (gl) => { positions(gl, quad4()); gl.multiDrawElementsBaseVertex(gl.TRIANGLE_STRIP, [4, 4], gl.UNSIGNED_SHORT, [u16([0, 1, 2, 3]), u16([0, 1, 2, 3])], [0, 1]); },
  },
  {
    name: 'multiDrawElementsBaseVertex at the end', error: 'ok',
    run: (gl) => { positions(gl, quad4()); gl.multiDrawElementsBaseVertex(gl.TRIANGLE_STRIP, [4, 4], gl.UNSIGNED_SHORT, [u16([0, 1, 2, 3]), u16([1, 2, 3, 4])], [0, -1]); },
  },
  // Restart values fetch no vertex: they bound nothing.
  {
    name: 'restart index 0xFFFF in client indices is not a vertex', error: 'ok',
    run: (gl) => {
      positions(gl, quad4());
      gl.enable(gl.PRIMITIVE_RESTART);
      gl.primitiveRestartIndex(0xffff);
      gl.drawElements(gl.TRIANGLE_STRIP, 5, gl.UNSIGNED_SHORT, u16([0, 1, 2, 3, 0xffff]));
      gl.disable(gl.PRIMITIVE_RESTART);
    },
  },
  // Indirect draws take their count from a buffer: client arrays are refused outright.
  {
    name: 'drawArraysIndirect with a client array', error: 'INVALID_OPERATION',
    run: (gl) => {
      positions(gl, quad4());
      const [b] = gl.genBuffers(1);
      gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, b);
      gl.bufferData(gl.DRAW_INDIRECT_BUFFER, 16, new Uint32Array([4, 1, 0, 0]), gl.STATIC_DRAW);
      gl.drawArraysIndirect(gl.TRIANGLE_STRIP, 0);
      gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, 0);
      gl.deleteBuffers([b]);
    },
  },
  { name: 'the context still draws afterwards', error: 'ok', run: (gl) => { positions(gl, quad4()); gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4); } },
];

interface Outcome {
  errors: string[];
  image: Uint8Array;
}

function runCases(gl: GL, lane: Lane): Outcome {
  const { program: prog, color } = boundsProgram(gl);
  gl.useProgram(prog);
  gl.uniform4f(color, 0, 0, 1, 1);
  gl.bindBuffer(gl.ARRAY_BUFFER, 0);
  gl.clearColor(1, 0, 0, 1);
  gl.viewport(0, 0, W, H);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const errors: string[] = [];
  CASES.forEach((c, i) => {
    gl.viewport((i % COLS) * CELL, Math.floor(i / COLS) * CELL, CELL, CELL);
    gl.disableVertexAttribArray(1);
    c.run(gl);
    const e = gl.getError();
    errors.push(e === gl.NO_ERROR ? 'ok' : e === gl.INVALID_OPERATION ? 'INVALID_OPERATION' : `0x${e.toString(16)}`);
  });
  gl.finish();
  return { errors, image: lane.readDefaultFramebuffer() };
}

/** The cell's pixels: all clear colour (red) or all drawn (blue)? */
function cellState(image: Uint8Array, i: number): 'clear' | 'drawn' | 'mixed' {
  let clear = 0, drawn = 0;
  const x0 = (i % COLS) * CELL, y0 = Math.floor(i / COLS) * CELL;
  for (let y = y0; y < y0 + CELL; y++) {
    for (let x = x0; x < x0 + CELL; x++) {
      const p = (y * W + x) * 4;
      if (image[p] === 255 && image[p + 2] === 0) clear++;
      else if (image[p] === 0 && image[p + 2] === 255) drawn++;
    }
  }
  return clear === CELL * CELL ? 'clear' : drawn === CELL * CELL ? 'drawn' : 'mixed';
}

describe('client arrays and indices past the end of the application array', () => {
  const outcomes = new Map<string, Outcome>();
  const lanes: Lane[] = [];
  let verify: ReturnType<NonNullable<Lane['verifyReport']>> | null = null;
  beforeAll(async () => {
    expect(CASES.length).toBeLessThanOrEqual(COLS * (H / CELL));
    for (const which of ['gles', 'reference'] as const) {
      const lane = (which === 'gles' ? await glesLane() : await referenceLane())({ width: W, height: H });
      lanes.push(lane);
      lane.makeCurrent();
      outcomes.set(which, runCases(lane.gl, lane));
    }
    const { parsePipeSwitches } = await import('@mgpipe/migration'); // lazy-loaded by the CLI: no static import here
    const pushed = await glesLane({ switches: parsePipeSwitches({ MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' }, {}, 'gles') });
    const lane = pushed({ width: W, height: H });
    lanes.push(lane);
    lane.makeCurrent();
    outcomes.set('gles-draw-vbo', runCases(lane.gl, lane));
    verify = lane.verifyReport!();
  });
  afterAll(() => { for (const l of lanes) l.destroy(); });

  it.each(['gles', 'reference', 'gles-draw-vbo'] as const)('%s: each case sets the error it names; a refused draw draws nothing, a draw at the end fills its cell', (which) => {
    const o = outcomes.get(which)!;
    const got = CASES.map((c, i) => `${c.name}: ${o.errors[i]}, ${cellState(o.image, i)}`);
    const want = CASES.map((c) => `${c.name}: ${c.error}, ${c.error === 'ok' ? 'drawn' : 'clear'}`);
    expect(got).toEqual(want);
  });

  it('our image matches the reference lane (Mesa) pixel for pixel', () => {
    const ours = outcomes.get('gles')!.image, ref = outcomes.get('reference')!.image;
    let differing = 0;
    for (let p = 0; p < ours.length; p += 4) {
      if (Math.abs(ours[p] - ref[p]) > 1 || Math.abs(ours[p + 1] - ref[p + 1]) > 1 || Math.abs(ours[p + 2] - ref[p + 2]) > 1) differing++;
    }
    expect(differing).toBe(0);
  });

  it('draw_vbo pushed: the same image as the pulled draws, every draw compared by verify with 0 divergences', () => {
    expect(outcomes.get('gles-draw-vbo')!.image).toEqual(outcomes.get('gles')!.image);
    expect(verify!.divergences).toBe(0);
    // One comparison per draw that reached the backend (the refused ones never leave the front end).
    expect(verify!.bySubsystem?.emulation ?? 0).toBeGreaterThanOrEqual(CASES.filter((c) => c.error === 'ok').length);
  });
});
