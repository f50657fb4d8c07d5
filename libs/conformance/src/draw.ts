// Draw commands: piglit_draw_rect_custom (a 4-vertex triangle strip, or 4-vertex patches, of positions at
// attribute 0 and texture coordinates at attribute 1, from a buffer made for the draw, in its own VAO as on a
// core context), the ortho variants (window coordinates → NDC), instancing, and `draw arrays` over the
// [vertex data] VAO (draw_arrays_common's bounds checks).
import { PIGLIT_ATTRIB_POS, PIGLIT_ATTRIB_TEX } from './setup.ts';
import { programSubroutineUniforms } from './subroutines.ts';
import { fatal, numbers, type TestRun } from './test-run.ts';

export function drawRect(run: TestRun, x: number, y: number, w: number, h: number, opts: { patches?: boolean; instances?: number; tex?: [number, number, number, number] } = {}): void {
  const { gl } = run;
  run.programMustBeInUse();
  programSubroutineUniforms(run);
  const verts = new Float32Array([x, y, 0, 1, x + w, y, 0, 1, x, y + h, 0, 1, x + w, y + h, 0, 1]);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [buf] = gl.genBuffers(1);
  const oldBuffer = gl.getIntegerv(gl.ARRAY_BUFFER_BINDING)[0];
  gl.bindBuffer(gl.ARRAY_BUFFER, buf);
  gl.bufferData(gl.ARRAY_BUFFER, 4 * 4 * 4 + 4 * 4 * 2, null, gl.STATIC_DRAW);
  gl.bufferSubData(gl.ARRAY_BUFFER, 0, verts.byteLength, verts);
  gl.vertexAttribPointer(PIGLIT_ATTRIB_POS, 4, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(PIGLIT_ATTRIB_POS);
  if (opts.tex) {
    // Only `draw rect tex` gives texture coordinates (piglit_draw_rect passes tex = NULL).
    const [tx, ty, tw, th] = opts.tex;
    const tex = new Float32Array([tx, ty, tx + tw, ty, tx, ty + th, tx + tw, ty + th]);
    gl.bufferSubData(gl.ARRAY_BUFFER, verts.byteLength, tex.byteLength, tex);
    gl.vertexAttribPointer(PIGLIT_ATTRIB_TEX, 2, gl.FLOAT, false, 0, verts.byteLength);
    gl.enableVertexAttribArray(PIGLIT_ATTRIB_TEX);
  }
  const instances = opts.instances ?? 1;
  if (opts.patches) {
    // piglit_draw_rect_from_arrays: 4-vertex patches, PATCH_VERTICES restored afterwards.
    const old = gl.getIntegerv(gl.PATCH_VERTICES)[0];
    gl.patchParameteri(gl.PATCH_VERTICES, 4);
    if (instances > 1) gl.drawArraysInstanced(gl.PATCHES, 0, 4, instances);
    else gl.drawArrays(gl.PATCHES, 0, 4);
    gl.patchParameteri(gl.PATCH_VERTICES, old);
  } else if (instances > 1) gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, instances);
  else gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.bindBuffer(gl.ARRAY_BUFFER, oldBuffer);
  gl.deleteBuffers([buf]);
  gl.bindVertexArray(run.vao);
  gl.deleteVertexArrays([vao]);
}

/** Window coordinates of the render target → NDC, as `draw rect ortho` does. */
function ortho(run: TestRun, n: number[]): [number, number, number, number] {
  return [-1 + (2 * n[0]) / run.renderWidth, -1 + (2 * n[1]) / run.renderHeight, (2 * n[2]) / run.renderWidth, (2 * n[3]) / run.renderHeight];
}

function drawMode(run: TestRun, name: string): number {
  return run.enumOf(name);
}

/** Returns false when `line` is not a draw command. */
export function runDraw(run: TestRun, line: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^draw rect tex (.*)$/.exec(line))) {
    const n = numbers(m[1]);
    drawRect(run, n[0], n[1], n[2], n[3], { tex: [n[4], n[5], n[6], n[7]] });
  } else if ((m = /^draw rect ortho patch (.*)$/.exec(line))) {
    const [x, y, w, h] = ortho(run, numbers(m[1]));
    drawRect(run, x, y, w, h, { patches: true });
  } else if ((m = /^draw rect ortho (.*)$/.exec(line))) {
    const [x, y, w, h] = ortho(run, numbers(m[1]));
    drawRect(run, x, y, w, h);
  } else if ((m = /^draw rect patch (.*)$/.exec(line))) {
    const n = numbers(m[1]);
    drawRect(run, n[0], n[1], n[2], n[3], { patches: true });
  } else if ((m = /^draw rect (.*)$/.exec(line))) {
    const n = numbers(m[1]);
    drawRect(run, n[0], n[1], n[2], n[3]);
  } else if ((m = /^draw instanced rect (ortho )?(patch )?(.*)$/.exec(line))) {
    const n = numbers(m[3]);
    const r = m[1] ? ortho(run, n.slice(1)) : (n.slice(1, 5) as [number, number, number, number]);
    drawRect(run, r[0], r[1], r[2], r[3], { patches: m[2] !== undefined, instances: n[0] });
  } else if ((m = /^draw arrays instanced (\S+) (\S+) (\S+) (\S+)$/.exec(line))) {
    const [first, count, instances] = numbers(`${m[2]} ${m[3]} ${m[4]}`);
    drawArraysCommon(run, first, count);
    run.gl.drawArraysInstanced(drawMode(run, m[1]), first, count, instances);
  } else if ((m = /^draw arrays (\S+) (\S+) (\S+)$/.exec(line))) {
    const [first, count] = numbers(`${m[2]} ${m[3]}`);
    drawArraysCommon(run, first, count);
    run.gl.drawArrays(drawMode(run, m[1]), first, count);
  } else {
    return false;
  }
  return true;
}

/** draw_arrays_common: the bounds checks of `draw arrays` (and `xfb draw arrays`), then a VAO bound. */
export function drawArraysCommon(run: TestRun, first: number, count: number): void {
  run.programMustBeInUse();
  programSubroutineUniforms(run);
  if (first < 0) fatal("draw arrays 'first' must be >= 0");
  if (run.vboPresent && first >= run.vboRows) fatal(`draw arrays 'first' must be < ${run.vboRows}`);
  if (count <= 0) fatal("draw arrays 'count' must be > 0");
  if (run.vboPresent && count > run.vboRows - first) fatal(`draw arrays cannot draw beyond ${run.vboRows}`);
  if (run.vao === 0) {
    // A core context draws only with a VAO bound (bind_vao_if_supported).
    [run.vao] = run.gl.genVertexArrays(1);
    run.gl.bindVertexArray(run.vao);
  }
}
