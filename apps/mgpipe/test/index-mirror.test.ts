// Issue 15 / seeds D-B7: primitive-restart rewriting and multi-draw flattening on the server read the index host
// mirror, and a buffer over MOBILEGL_PIPE_INDEX_MIRROR_MB draws from the client's per-draw span instead, counted as
// index-bytes-shipped. The scene needs the server's host index work on every draw: an arbitrary restart index (0x7777:
// GLES restarts only at 0xFFFF, so the indices are rewritten on the CPU) through drawElements, multiDrawElements and
// multiDrawElementsIndirect (flattened on the CPU). Each budget must give Mesa's image, and the counters must say which
// path ran: the same bytes come from the mirror under the default budget and travel as spans with the budget forced
// to 0 (the negative control: the counters move with the budget).
import { describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import type { Lane } from '@mgpipe/harness';
import { buffer, program } from '@mgpipe/scenarios';

const W = 48, H = 16;
const R = 0x7777; // the application's restart index

interface MirrorCounters {
  indexMirrorBytes: number;
  indexMirrorBuffers: number;
  indexMirrorRefused: number;
  indexMirrorReadBytes: number;
  indexBytesShipped: number;
}

/** Two unit quads per strip pair; vertex k of quad q at x = q-th third of the surface. */
function scene(gl: GL, copyIntoElementBuffer: boolean): void {
  const prog = program(gl,
    '#version 330 core\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n',
    '#version 330 core\nuniform vec4 color;\nout vec4 o;\nvoid main() { o = color; }\n');
  gl.useProgram(prog);
  const color = gl.getUniformLocation(prog, 'color');
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  // Six quads in a row (x from -1 to 1, each 1/3 wide, with gaps), two rows (y bands): 24 vertices.
  const v: number[] = [];
  for (let row = 0; row < 2; row++) {
    for (let q = 0; q < 6; q++) {
      const x0 = -1 + q / 3 + 0.04, x1 = x0 + 1 / 3 - 0.08, y0 = row === 0 ? -0.9 : 0.1, y1 = y0 + 0.8;
      v.push(x0, y0, x1, y0, x0, y1, x1, y1);
    }
  }
  buffer(gl, gl.ARRAY_BUFFER, new Float32Array(v));
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  // Strips of two quads separated by the restart index; without restart the strip would bridge the gap.
  const strip = (a: number, b: number) => [a * 4, a * 4 + 1, a * 4 + 2, a * 4 + 3, R, b * 4, b * 4 + 1, b * 4 + 2, b * 4 + 3];
  const indices = new Uint16Array([...strip(0, 2), ...strip(1, 3), ...strip(4, 5), ...strip(6, 8), ...strip(9, 11), ...strip(7, 10)]);
  if (copyIntoElementBuffer) {
    // The element buffer starts zeroed and is drawn once (degenerate: nothing drawn; the server now mirrors it), then
    // its bytes arrive by a copy from a buffer the mirror does not hold (never an element buffer): the server cannot
    // know them on the host, so it drops the buffer from the mirror and its draws read spans.
    const [ebo] = gl.genBuffers(1);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ebo);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, indices.byteLength, new Uint8Array(indices.byteLength), gl.STATIC_DRAW);
    gl.enable(gl.PRIMITIVE_RESTART);
    gl.primitiveRestartIndex(R);
    gl.drawElements(gl.TRIANGLE_STRIP, 9, gl.UNSIGNED_SHORT, 0);
    const src = buffer(gl, gl.COPY_READ_BUFFER, indices);
    gl.copyBufferSubData(gl.COPY_READ_BUFFER, gl.ELEMENT_ARRAY_BUFFER, 0, 0, indices.byteLength);
    gl.deleteBuffers([src]);
  } else buffer(gl, gl.ELEMENT_ARRAY_BUFFER, indices);
  const STRIP = 9 * 2; // bytes of one strip
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.enable(gl.PRIMITIVE_RESTART);
  gl.primitiveRestartIndex(R);
  gl.uniform4f(color, 1, 0, 0, 1);
  gl.drawElements(gl.TRIANGLE_STRIP, 9, gl.UNSIGNED_SHORT, 0);
  gl.drawElements(gl.TRIANGLE_STRIP, 9, gl.UNSIGNED_SHORT, STRIP);
  gl.uniform4f(color, 0, 1, 0, 1);
  gl.multiDrawElements(gl.TRIANGLE_STRIP, [9, 9], gl.UNSIGNED_SHORT, [2 * STRIP, 3 * STRIP]);
  gl.uniform4f(color, 0, 0, 1, 1);
  // DrawElementsIndirectCommand {count, instanceCount, firstIndex, baseVertex, baseInstance} × 2.
  buffer(gl, gl.DRAW_INDIRECT_BUFFER, new Uint32Array([9, 1, 4 * 9, 0, 0, 9, 1, 5 * 9, 0, 0]));
  gl.multiDrawElementsIndirect(gl.TRIANGLE_STRIP, gl.UNSIGNED_SHORT, 0, 2, 0);
  gl.disable(gl.PRIMITIVE_RESTART);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  gl.finish();
}

function run(lane: Lane, copy: boolean): { image: Uint8Array; counters: MirrorCounters | null } {
  lane.makeCurrent();
  scene(lane.gl, copy);
  const image = lane.readDefaultFramebuffer();
  const stats = lane.stats?.() as { receiver?: Partial<MirrorCounters> } | undefined;
  const r = stats?.receiver;
  const counters = r?.indexBytesShipped === undefined ? null : {
    indexMirrorBytes: r.indexMirrorBytes!, indexMirrorBuffers: r.indexMirrorBuffers!, indexMirrorRefused: r.indexMirrorRefused!,
    indexMirrorReadBytes: r.indexMirrorReadBytes!, indexBytesShipped: r.indexBytesShipped!,
  };
  lane.destroy();
  return { image, counters };
}

async function gles(indexMirrorMB: string | undefined): Promise<Lane> {
  // The lane's switches as the environment would latch them, with this budget (and stats on, to read the counters).
  const { parsePipeSwitches } = await import('@mgpipe/migration'); // lazy-loaded by the CLI: no static import here
  const switches = parsePipeSwitches({ ...process.env, MOBILEGL_PIPE_STATS: '1', MOBILEGL_PIPE_INDEX_MIRROR_MB: indexMirrorMB });
  return (await glesLane({ switches }))({ width: W, height: H });
}

function differingPixels(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let p = 0; p < a.length; p += 4) if (Math.abs(a[p] - b[p]) > 1 || Math.abs(a[p + 1] - b[p + 1]) > 1 || Math.abs(a[p + 2] - b[p + 2]) > 1) n++;
  return n;
}

describe('the index host mirror (D-B7): restart rewrite and multi-draw read it, or per-draw spans over budget', () => {
  it('default budget, budget 0 and a copied-into element buffer all match Mesa; the counters name the path', async () => {
    const reference = run(await referenceLane().then((f) => f({ width: W, height: H })), false);
    const referenceCopy = run(await referenceLane().then((f) => f({ width: W, height: H })), true);
    const mirrored = run(await gles(undefined), false);
    const shipped = run(await gles('0'), false);
    const copied = run(await gles(undefined), true);

    // The scene itself: quads drawn, the gaps a strip without restart would bridge left black (so the comparison
    // below can fail for a lost restart, not just for a lost draw).
    const px = (img: Uint8Array, x: number, y: number) => Array.from(img.subarray((y * W + x) * 4, (y * W + x) * 4 + 3));
    expect(px(reference.image, 4, 4)).toEqual([255, 0, 0]); // quad 0 (bottom row, first strip)
    expect(px(reference.image, 44, 12)).toEqual([0, 0, 255]); // quad 11 (top row, from the indirect draw)
    expect(px(reference.image, 16, 4)).toEqual([0, 0, 0]); // the gap between quads 1 and 2
    expect(differingPixels(reference.image, referenceCopy.image)).toBe(0);

    for (const [name, r] of [['mirrored', mirrored], ['shipped', shipped], ['copied', copied]] as const) {
      expect(differingPixels(r.image, reference.image), `${name} vs Mesa`).toBe(0);
    }

    // Which path ran. Default budget: every index byte from the mirror, none shipped.
    const m = mirrored.counters!, s = shipped.counters!, c = copied.counters!;
    expect(m.indexMirrorBuffers).toBe(1);
    expect(m.indexMirrorBytes).toBe(6 * 9 * 2);
    expect(m.indexMirrorReadBytes).toBe(6 * 9 * 2); // six rewritten strips of nine 16-bit indices
    expect(m.indexBytesShipped).toBe(0);
    // Budget 0 (the negative control: the same draws, the counters move): nothing mirrored, the same bytes shipped.
    expect(s.indexMirrorBuffers).toBe(0);
    expect(s.indexMirrorRefused).toBeGreaterThan(0);
    expect(s.indexMirrorReadBytes).toBe(0);
    expect(s.indexBytesShipped).toBe(m.indexMirrorReadBytes);
    // A copy from a buffer outside the mirror: the server cannot know the bytes, so it drops the buffer and ships
    // (the degenerate first draw still read the mirror).
    expect(c.indexMirrorRefused).toBe(1);
    expect(c.indexMirrorReadBytes).toBe(9 * 2);
    expect(c.indexBytesShipped).toBe(m.indexMirrorReadBytes);
  });
});
