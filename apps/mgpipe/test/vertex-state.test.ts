// The vertex state object (catalog create_vertex_state / bind_vertex_state / delete_vertex_state; tracker
// vertex-state-emitter.ts, server vertex-state-table.ts, backend one driver VAO per state with its bindings made once).
// Each scene switches VAOs often enough that their states are made and bound (a VAO gets one the second time it is
// drawn unchanged), then changes what a state was made from, and is compared with Mesa's desktop GL: a buffer bound to
// the VAO in place of another, a buffer re-specified (glBufferData: the server's driver buffer is made again), another
// buffer deleted (the server's buffer deletions drop the driver VAOs' binding memos), a state's own buffer deleted
// while its VAO is not bound (orphaned storage), an element buffer, and an
// instanced binding drawn at two base instances (the rebase each draw). Each scene's images, over a 4 × 4 target
// split in halves, are stated in its comment; the counts say the states were used.
import { describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { GlesBackend } from '@mgpipe/backend-gles';
import { buffer, flatColorProgram, program, rect } from '@mgpipe/scenarios';
import { laneScope, onOurLane, onReferenceLane } from './scene-lanes.ts';

const { lanes } = laneScope();
const S = 4;
const PUSH = { MOBILEGL_PIPE_PUSH: 'all' };
const BLUE: readonly number[] = [0, 0, 1, 1];
const RED: readonly number[] = [1, 0, 0, 1];
const GREEN: readonly number[] = [0, 1, 0, 1];

function read(gl: GL): number[] {
  const out = new Uint8Array(S * S * 4);
  gl.readPixels(0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, out);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [...out];
}

/** The image with the left half `left` and the right half `right` (RGBA in 0..1). */
function halves(left: readonly number[], right: readonly number[]): number[] {
  const px: number[] = [];
  for (let y = 0; y < S; y++) for (let x = 0; x < S; x++) px.push(...(x < S / 2 ? left : right).map((c) => c * 255));
  return px;
}

const LEFT = rect(-1, -1, 0, 1);
const RIGHT = rect(0, -1, 1, 1);

/** A VAO reading vec2 positions at attribute 0 from a new buffer holding `positions`; returns the VAO and the buffer. */
function positionsVao(gl: GL, positions: number[]): { vao: number; buf: number } {
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const buf = buffer(gl, gl.ARRAY_BUFFER, new Float32Array(positions));
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  return { vao, buf };
}

/** Draws each [vao, colour] in turn, a VAO bind and a uniform write before each. */
function drawAll(gl: GL, color: number, draws: [number, readonly number[]][], draw: () => void = () => gl.drawArrays(gl.TRIANGLES, 0, 6)): void {
  for (const [vao, c] of draws) {
    gl.bindVertexArray(vao);
    gl.uniform4f(color, c[0], c[1], c[2], c[3]);
    draw();
  }
}

/** Two VAOs (left half, right half) drawn in blue four times in turn: the last two draws bind their states. */
function twoStates(gl: GL): { l: { vao: number; buf: number }; r: { vao: number; buf: number }; color: number } {
  const { program: p, color } = flatColorProgram(gl);
  gl.useProgram(p);
  const l = positionsVao(gl, LEFT), r = positionsVao(gl, RIGHT);
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  drawAll(gl, color, [[l.vao, BLUE], [r.vao, BLUE], [l.vao, BLUE], [r.vao, BLUE], [l.vao, BLUE], [r.vao, BLUE]]);
  return { l, r, color };
}

/**
 * After the states are bound, the left VAO's binding 0 is given a new buffer holding the right half; then the left VAO
 * in red, the right one in blue, the left one in red twice more (its new state made and bound). Image: left blue,
 * right red (a state made from the old binding draws the left half red).
 */
function rebindBuffer(gl: GL): number[] {
  const { l, r, color } = twoStates(gl);
  gl.bindVertexArray(l.vao);
  buffer(gl, gl.ARRAY_BUFFER, new Float32Array(RIGHT));
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  drawAll(gl, color, [[l.vao, RED], [r.vao, BLUE], [l.vao, RED], [r.vao, BLUE], [l.vao, RED]]);
  return read(gl);
}

/** After the states are bound, the left VAO's buffer re-specified (glBufferData) with the right half. Image as rebindBuffer's. */
function respecifyBuffer(gl: GL): number[] {
  const { l, r, color } = twoStates(gl);
  gl.bindBuffer(gl.ARRAY_BUFFER, l.buf);
  const right = new Float32Array(RIGHT);
  gl.bufferData(gl.ARRAY_BUFFER, right.byteLength, right, gl.STATIC_DRAW);
  drawAll(gl, color, [[r.vao, BLUE], [l.vao, RED], [r.vao, BLUE], [l.vao, RED]]);
  return read(gl);
}

/** After the states are bound, another buffer made, drawn from once and deleted; the states drawn again. Image: left green, right red. */
function deleteOtherBuffer(gl: GL): number[] {
  const { l, r, color } = twoStates(gl);
  const other = positionsVao(gl, RIGHT);
  drawAll(gl, color, [[other.vao, BLUE]]);
  gl.deleteVertexArrays([other.vao]);
  gl.deleteBuffers([other.buf]);
  drawAll(gl, color, [[l.vao, GREEN], [r.vao, RED], [l.vao, GREEN], [r.vao, RED]]);
  return read(gl);
}

/**
 * After the states are bound, the left VAO's buffer deleted while the right VAO is bound (the left VAO keeps the
 * orphaned storage, GL 4.5 §5.1.2); both drawn again. Image: left green, right red.
 */
function orphanBuffer(gl: GL): number[] {
  const { l, r, color } = twoStates(gl);
  gl.bindVertexArray(r.vao);
  gl.deleteBuffers([l.buf]);
  drawAll(gl, color, [[l.vao, GREEN], [r.vao, RED], [l.vao, GREEN], [r.vao, RED]]);
  return read(gl);
}

/**
 * Indexed: each VAO has its own element buffer (indices 0..5, and the left one's reversed), drawn by drawElements in
 * turn; then the left VAO's element binding moved to an existing buffer that draws its upper-left triangle only, in
 * red. Image (Mesa's): the left half blue with its upper-left triangle red, the right half green.
 */
function indexed(gl: GL): number[] {
  const { program: p, color } = flatColorProgram(gl);
  gl.useProgram(p);
  // Made first (on the default VAO), so that binding it later moves the VAO's element binding and no buffer.
  // The second triangle of the rect: (x0, y0), (x1, y1), (x0, y1) — the upper-left one.
  const upperLeft = buffer(gl, gl.ELEMENT_ARRAY_BUFFER, new Uint16Array([3, 4, 5, 3, 4, 5]));
  const l = positionsVao(gl, LEFT);
  buffer(gl, gl.ELEMENT_ARRAY_BUFFER, new Uint16Array([5, 4, 3, 2, 1, 0]));
  const r = positionsVao(gl, RIGHT);
  buffer(gl, gl.ELEMENT_ARRAY_BUFFER, new Uint16Array([0, 1, 2, 3, 4, 5]));
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const drawElements = () => gl.drawElements(gl.TRIANGLES, 6, gl.UNSIGNED_SHORT, 0);
  drawAll(gl, color, [[l.vao, BLUE], [r.vao, BLUE], [l.vao, BLUE], [r.vao, BLUE], [l.vao, BLUE], [r.vao, GREEN]], drawElements);
  gl.bindVertexArray(l.vao);
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, upperLeft);
  drawAll(gl, color, [[l.vao, RED], [r.vao, GREEN], [l.vao, RED], [r.vao, GREEN], [l.vao, RED]], drawElements);
  return read(gl);
}

const INSTANCED_VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nlayout(location = 1) in float dx;\n' +
  'void main() { gl_Position = vec4(p.x + dx, p.y, 0.0, 1.0); }\n';
const FLAT_FS = '#version 330 core\nuniform vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n';

/**
 * An instanced binding: the left half's positions, and a per-instance x offset (divisor 1) of 0 or 1 in a second
 * buffer; drawn with one instance at base instance 1 (moved to the right half, red) twice, then at 0 (the left half,
 * green), a VAO switch to a plain VAO between them. Image: left green, right red (a state whose bindings keep the base
 * instance they were walked at draws the last one right).
 */
function instancedBaseInstance(gl: GL): number[] {
  const prog = program(gl, INSTANCED_VS, FLAT_FS);
  gl.useProgram(prog);
  const color = gl.getUniformLocation(prog, 'color');
  const inst = positionsVao(gl, LEFT);
  buffer(gl, gl.ARRAY_BUFFER, new Float32Array([0, 1]));
  gl.enableVertexAttribArray(1);
  gl.vertexAttribPointer(1, 1, gl.FLOAT, false, 0, 0);
  gl.vertexAttribDivisor(1, 1);
  const [plain] = gl.genVertexArrays(1);
  gl.bindVertexArray(plain);
  buffer(gl, gl.ARRAY_BUFFER, new Float32Array(rect(2, 2, 3, 3))); // off screen
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.vertexAttrib1f(1, 0);
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  // Base instance 1 twice (the state made at the second, its bindings walked at base 1), then 0 through the same state.
  for (const base of [1, 1, 0]) {
    gl.bindVertexArray(inst.vao);
    gl.uniform4f(color, base === 0 ? 0 : 1, base === 0 ? 1 : 0, 0, 1);
    gl.drawArraysInstancedBaseInstance(gl.TRIANGLES, 0, 6, 1, base);
    gl.bindVertexArray(plain);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
  }
  return read(gl);
}

interface Ours {
  image: number[];
  creates: number;
  binds: number;
}

async function ours(scene: (gl: GL) => number[], env: Record<string, string> = PUSH): Promise<Ours> {
  let backend: GlesBackend | null = null;
  const image = await onOurLane(lanes, S, scene, env, (b) => { backend = b as GlesBackend; });
  const stats = backend!.receiverStats;
  return { image, creates: stats.vertexStateCreates, binds: stats.vertexStateBinds };
}

const reference = (scene: (gl: GL) => number[]) => onReferenceLane(lanes, S, scene);

describe('vertex states (pipe_vertex_state): VAO switches drawn through one bound object, as on Mesa', () => {
  it('a buffer bound to the VAO after its state was made is drawn', async () => {
    const mesa = await reference(rebindBuffer);
    expect(mesa).toEqual(halves(BLUE, RED));
    const pushed = await ours(rebindBuffer);
    expect(pushed.image).toEqual(mesa);
    // Left and right made after their second draw, the left one again after its binding moved.
    expect(pushed.creates).toBe(3);
    expect(pushed.binds).toBeGreaterThanOrEqual(6);
    // Under verify (pushed groups compared with the context's on every draw), too.
    const verified = await ours(rebindBuffer, { ...PUSH, MOBILEGL_PIPE_VERIFY: '1' });
    expect(verified.image).toEqual(mesa);
  });

  it('a buffer re-specified under a state is drawn with its new contents', async () => {
    const mesa = await reference(respecifyBuffer);
    expect(mesa).toEqual(halves(BLUE, RED));
    const pushed = await ours(respecifyBuffer);
    expect(pushed.image).toEqual(mesa);
    expect(pushed.binds).toBeGreaterThanOrEqual(4);
  });

  it('a buffer deleted elsewhere leaves the states drawing their own buffers', async () => {
    const mesa = await reference(deleteOtherBuffer);
    expect(mesa).toEqual(halves(GREEN, RED));
    const pushed = await ours(deleteOtherBuffer);
    expect(pushed.image).toEqual(mesa);
    expect(pushed.binds).toBeGreaterThanOrEqual(6);
  });

  it('a buffer deleted while its VAO is not bound is still drawn from (orphaned storage)', async () => {
    const mesa = await reference(orphanBuffer);
    expect(mesa).toEqual(halves(GREEN, RED));
    const pushed = await ours(orphanBuffer);
    expect(pushed.image).toEqual(mesa);
    expect(pushed.binds).toBeGreaterThanOrEqual(6);
  });

  it('carries the element buffer: one replaced under a state is drawn', async () => {
    const mesa = await reference(indexed);
    const pushed = await ours(indexed);
    expect(pushed.image).toEqual(mesa);
    expect(pushed.binds).toBeGreaterThanOrEqual(6);
  });

  it('rebases an instanced binding by each draw\'s base instance', async () => {
    const mesa = await reference(instancedBaseInstance);
    expect(mesa).toEqual(halves(GREEN, RED));
    const pushed = await ours(instancedBaseInstance);
    expect(pushed.image).toEqual(mesa);
    expect(pushed.binds).toBeGreaterThanOrEqual(2);
  });

  it('is not used while the vertex-elements subsystem pulls', async () => {
    const pushed = await ours(rebindBuffer, { MOBILEGL_PIPE_PUSH: 'none' });
    expect(pushed.image).toEqual(halves(BLUE, RED));
    expect(pushed.creates).toBe(0);
  });
});
