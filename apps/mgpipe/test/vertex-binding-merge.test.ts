// Merged binding points (gl-state vertex-array-layout.ts): attributes that read one buffer through binding points of
// the same stride and divisor are fetched through the one at the lowest offset, their relative offsets raised by the
// difference, so an interleaved VAO made with glVertexAttribPointer is one vertex buffer on the server. Expected images:
// Mesa's desktop GL, and the stated colours (each quadrant the colour its VAO's vertices carry).
// The scenes: positions before colours and colours before positions (the merge onto binding 1), colours more than
// MAX_VERTEX_ATTRIB_RELATIVE_OFFSET past the positions (not merged), a per-instance colour in the same buffer at the same
// stride (another divisor: not merged), and a binding point moved between draws so that the merged offset changes.
// Negative controls: with the offset difference dropped from the merged relative offset, the colours are read from the
// wrong bytes; with a layout move not reported to the VAO's setter (configVersion stands), the draw after the move reads
// the old offset.
import { describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import { VertexArray, VertexLayout } from '@mgpipe/gl-state';
import { program } from '@mgpipe/scenarios';
import { laneScope, onOurLane, onReferenceLane } from './scene-lanes.ts';

const { lanes, restores } = laneScope();

const S = 8;
const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nlayout(location = 1) in vec4 c;\nflat out vec4 col;\n' +
  'void main() { col = c; gl_Position = vec4(p, 0.0, 1.0); }\n';
const FS = '#version 330 core\nflat in vec4 col;\nout vec4 o;\nvoid main() { o = col; }\n';
/** Bytes a vertex: a vec2 and a vec4 of floats. */
const STRIDE = 24;

const RED = [1, 0, 0, 1], GREEN = [0, 1, 0, 1], BLUE = [0, 0, 1, 1], YELLOW = [1, 1, 0, 1], MAGENTA = [1, 0, 1, 1];

/** Two triangles over [x0, x1] × [y0, y1]. */
function quad(x0: number, y0: number, x1: number, y1: number): number[][] {
  return [[x0, y0], [x1, y0], [x1, y1], [x0, y0], [x1, y1], [x0, y1]];
}

function read(gl: GL): number[] {
  const out = new Uint8Array(S * S * 4);
  gl.readPixels(0, 0, S, S, gl.RGBA, gl.UNSIGNED_BYTE, out);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return [...out];
}

/** A VAO over a new buffer of `bytes`, its two attributes as glVertexAttribPointer sets them (binding point = attribute). */
function pointerVao(gl: GL, bytes: Float32Array, position: number, colour: number, colourDivisor = 0): number {
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [name] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, name);
  gl.bufferData(gl.ARRAY_BUFFER, bytes.byteLength, bytes, gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, STRIDE, position);
  gl.enableVertexAttribArray(1);
  gl.vertexAttribPointer(1, 4, gl.FLOAT, false, STRIDE, colour);
  gl.vertexAttribDivisor(1, colourDivisor);
  return vao;
}

/** 6 vertices of STRIDE bytes: the position at float `p`, the colour at float `c` of each (`colours[k]` for vertex k). */
function interleaved(positions: number[][], colours: number[][], p: number, c: number, floats = (6 * STRIDE) / 4): Float32Array {
  const f = new Float32Array(floats);
  positions.forEach((xy, k) => {
    f.set(xy, k * 6 + p);
    f.set(colours[k], k * 6 + c);
  });
  return f;
}

/**
 * Four quadrants, each from a VAO over one buffer read by both attributes at stride 24, drawn three times in turn
 * (a VAO switch before every draw):
 *   bottom left, red     positions at +0, colours at +8 (merged onto binding point 0)
 *   bottom right, green  colours at +0, positions at +16 (merged onto binding point 1, the lower offset)
 *   top left, blue       colours 4096 bytes past the positions (past MAX_VERTEX_ATTRIB_RELATIVE_OFFSET: not merged)
 *   top right, yellow    the colour per instance (divisor 1) at +8: vertex 0's colour yellow, the others magenta (a
 *                        per-vertex read would draw the last vertex's, magenta)
 */
function mergedLayouts(gl: GL): number[] {
  gl.useProgram(program(gl, VS, FS));
  const six = (c: number[]) => Array.from({ length: 6 }, () => c);
  const bottomLeft = pointerVao(gl, interleaved(quad(-1, -1, 0, 0), six(RED), 0, 2), 0, 8);
  const bottomRight = pointerVao(gl, interleaved(quad(0, -1, 1, 0), six(GREEN), 4, 0), 16, 0);
  const far = new Float32Array((4096 + 6 * STRIDE) / 4);
  far.set(interleaved(quad(-1, 0, 0, 1), six([0, 0, 0, 0]), 0, 2));
  six(BLUE).forEach((c, k) => far.set(c, 4096 / 4 + k * 6));
  const topLeft = pointerVao(gl, far, 0, 4096);
  const topRight = pointerVao(gl, interleaved(quad(0, 0, 1, 1), [YELLOW, ...six(MAGENTA).slice(1)], 0, 2), 0, 8, 1);
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  for (let round = 0; round < 3; round++) {
    for (const vao of [bottomLeft, bottomRight, topLeft]) {
      gl.bindVertexArray(vao);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
    }
    gl.bindVertexArray(topRight);
    gl.drawArraysInstanced(gl.TRIANGLES, 0, 6, 1);
  }
  return read(gl);
}

/** Each quadrant's stated colour (rows from the bottom: readPixels' order). */
const QUADRANTS = Array.from({ length: S * S }, (_, i) => {
  const x = i % S, y = Math.floor(i / S);
  const c = y < S / 2 ? (x < S / 2 ? RED : GREEN) : (x < S / 2 ? BLUE : YELLOW);
  return c.map((v) => v * 255);
}).flat();

/**
 * One triangle over the target from binding points 0 (positions) and 1 (colours) of one buffer, set with the
 * separate-format calls: four vertices' worth, the first three red and the fourth green. Drawn with the colours at +8
 * (merged at relative offset 8: the last vertex, the provoking one, red), then with binding point 1 moved one vertex on
 * (the merged offset 32: vertex k reads vertex k + 1's colour, the provoking one green). Returns both images.
 */
function movedBinding(gl: GL): number[][] {
  gl.useProgram(program(gl, VS, FS));
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const bytes = interleaved([[-1, -1], [3, -1], [-1, 3], [0, 0]], [RED, RED, RED, GREEN], 0, 2, (4 * STRIDE) / 4);
  const [name] = gl.genBuffers(1);
  gl.bindBuffer(gl.ARRAY_BUFFER, name);
  gl.bufferData(gl.ARRAY_BUFFER, bytes.byteLength, bytes, gl.STATIC_DRAW);
  gl.vertexAttribFormat(0, 2, gl.FLOAT, false, 0);
  gl.vertexAttribBinding(0, 0);
  gl.vertexAttribFormat(1, 4, gl.FLOAT, false, 0);
  gl.vertexAttribBinding(1, 1);
  gl.enableVertexAttribArray(0);
  gl.enableVertexAttribArray(1);
  gl.bindVertexBuffer(0, name, 0, STRIDE);
  gl.bindVertexBuffer(1, name, 8, STRIDE);
  const images: number[][] = [];
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  images.push(read(gl));
  gl.bindVertexBuffer(1, name, 8 + STRIDE, STRIDE);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  images.push(read(gl));
  return images;
}

const solid = (c: number[]) => Array.from({ length: S * S }, () => c.map((v) => v * 255)).flat();

const ours = <T>(scene: (gl: GL) => T, env: Record<string, string> = { MOBILEGL_PIPE_PUSH: 'all' }) => onOurLane(lanes, S, scene, env);
const reference = <T>(scene: (gl: GL) => T) => onReferenceLane(lanes, S, scene);

/** Replaces `proto[key]` for the rest of the test. */
function plant<K extends string>(proto: Record<K, unknown>, key: K, value: unknown): void {
  const original = proto[key];
  proto[key] = value;
  restores.push(() => { proto[key] = original; });
}

type RecordFn = (this: VertexLayout, ...args: unknown[]) => boolean;

describe('merged binding points', () => {
  it('an interleaved VAO is fetched through one binding point, with Mesa\'s image', async () => {
    const mesa = await reference(mergedLayouts);
    expect(mesa).toEqual(QUADRANTS);
    expect(await ours(mergedLayouts)).toEqual(mesa);
    expect(await ours(mergedLayouts, { MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' })).toEqual(mesa);
    // Pulled: the groups are filled from the same layout.
    expect(await ours(mergedLayouts, { MOBILEGL_PIPE_PUSH: 'none' })).toEqual(mesa);
    // The planted fault: the merged relative offset without the offset difference (the colours read from the positions).
    const record = VertexLayout.prototype.Record as RecordFn;
    plant(VertexLayout.prototype as unknown as Record<string, unknown>, 'Record', function (this: VertexLayout, ...args: unknown[]): boolean {
      const moved = record.apply(this, args);
      const attributes = args[0] as VertexArray['attributes'];
      attributes.forEach((a, i) => { if (this.binding[i] !== a.bindingIndex) this.relativeOffset[i] = a.relativeOffset; });
      return moved;
    });
    expect(await ours(mergedLayouts)).not.toEqual(mesa);
  });

  it('a binding point moved between draws moves the merged offset: the next draw reads the new bytes, as on Mesa', async () => {
    const mesa = await reference(movedBinding);
    expect(mesa).toEqual([solid(RED), solid(GREEN)]);
    expect(await ours(movedBinding)).toEqual(mesa);
    expect(await ours(movedBinding, { MOBILEGL_PIPE_PUSH: 'all', MOBILEGL_PIPE_VERIFY: '1' })).toEqual(mesa);
    // The planted fault: the VAO's setter is not told the layout moved (configVersion stands: no new vertex-elements CSO).
    const recordLayout = (VertexArray.prototype as unknown as { RecordLayout: () => boolean }).RecordLayout;
    plant(VertexArray.prototype as unknown as Record<string, unknown>, 'RecordLayout', function (this: VertexArray): boolean {
      recordLayout.call(this);
      return false;
    });
    const planted = await ours(movedBinding);
    expect(planted[1]).not.toEqual(mesa[1]);
  });
});
