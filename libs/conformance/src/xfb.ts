// Transform-feedback commands of the [test] section, as shader_runner.c runs them:
//   xfb buffer object INDEX SIZE      a zero-filled buffer of SIZE bytes (STREAM_READ) bound to TRANSFORM_FEEDBACK_BUFFER
//                                     INDEX (glBindBufferBase; at most 4 buffers, nir_xfb_info's limit)
//   xfb draw arrays MODE FIRST COUNT  draw_arrays_common's checks, then PRIMITIVES_GENERATED and
//                                     TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN queries begun, RASTERIZER_DISCARD on,
//                                     BeginTransformFeedback(MODE's base primitive) / DrawArrays / End, discard off,
//                                     Flush, queries ended (piglit_xfb_draw_arrays)
//   probe xfb buffer float INDEX N V  the N-th float of the buffer mapped for reading: |V - observed| < tolerance[0]
//   verify query_object TARGET V      GL_QUERY_RESULT of the query the last `xfb draw arrays` kept for TARGET == V
import { drawArraysCommon } from './draw.ts';
import { fatal, numbers, type TestRun } from './test-run.ts';

/** shader_runner's MAX_XFB_BUFFERS ("Same value used at nir_xfb_info"). */
const MAX_XFB_BUFFERS = 4;

/** Returns false when `line` is not one of these commands. */
export function runXfbCommand(run: TestRun, line: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^xfb buffer object (\d+) (\d+)$/.exec(line))) {
    createXfbBuffer(run, Number(m[1]), Number(m[2]));
  } else if ((m = /^xfb draw arrays (\S+) (\S+) (\S+)$/.exec(line))) {
    const [first, count] = numbers(`${m[2]} ${m[3]}`);
    xfbDrawArrays(run, run.enumOf(m[1]), first, count);
  } else if ((m = /^probe xfb buffer float (\d+) (\d+) (\S+)$/.exec(line))) {
    probeXfbFloat(run, Number(m[1]), Number(m[2]), numbers(m[3])[0]);
  } else if ((m = /^verify query_object (\S+) (\S+)$/.exec(line))) {
    verifyQueryObject(run, m[1], m[2]);
  } else {
    return false;
  }
  return true;
}

function createXfbBuffer(run: TestRun, index: number, size: number): void {
  const { gl } = run;
  if (index >= MAX_XFB_BUFFERS) fatal(`xfb buffer id ${index} out of range`);
  const [buf] = gl.genBuffers(1);
  run.xfbBuffers[index] = buf;
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, index, buf);
  gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, size, new Uint8Array(size), gl.STREAM_READ);
}

/** piglit_xfb_primitive_mode: the primitive mode BeginTransformFeedback takes for a DrawArrays mode. */
function xfbPrimitiveMode(run: TestRun, mode: number): number {
  const { gl } = run;
  switch (mode) {
    case gl.POINTS:
      return gl.POINTS;
    case gl.LINES: case gl.LINE_LOOP: case gl.LINE_STRIP: case gl.LINES_ADJACENCY: case gl.LINE_STRIP_ADJACENCY:
      return gl.LINES;
    case gl.TRIANGLES: case gl.TRIANGLE_STRIP: case gl.TRIANGLE_FAN: case gl.TRIANGLES_ADJACENCY: case gl.TRIANGLE_STRIP_ADJACENCY:
      return gl.TRIANGLES;
    default:
      return fatal(`glDrawArrays mode 0x${mode.toString(16)} not supported for a transform feedback operation`);
  }
}

/** The query kept for `target` across the run: made on first use, begun again by each xfb draw (begin_query). */
function beginXfbQuery(run: TestRun, target: number): void {
  let query = run.xfbQueries.get(target);
  if (query === undefined) {
    [query] = run.gl.genQueries(1);
    run.xfbQueries.set(target, query);
  }
  run.gl.beginQuery(target, query);
}

function xfbDrawArrays(run: TestRun, mode: number, first: number, count: number): void {
  const { gl } = run;
  drawArraysCommon(run, first, count);
  const primitiveMode = xfbPrimitiveMode(run, mode);
  beginXfbQuery(run, gl.PRIMITIVES_GENERATED);
  beginXfbQuery(run, gl.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN);
  // Only the captured vertices matter (the tests probe buffers, not pixels): piglit discards the rasterization.
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.beginTransformFeedback(primitiveMode);
  gl.drawArrays(mode, first, count);
  gl.endTransformFeedback();
  gl.disable(gl.RASTERIZER_DISCARD);
  gl.flush();
  gl.endQuery(gl.PRIMITIVES_GENERATED);
  gl.endQuery(gl.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN);
}

/** probe_xfb_float: reads through glMapBufferRange, as piglit does, so a lane's mapping path is what is checked. */
function probeXfbFloat(run: TestRun, index: number, n: number, expected: number): void {
  const { gl } = run;
  if (index >= MAX_XFB_BUFFERS) fatal(`xfb buffer id ${index} out of range`);
  const buf = run.xfbBuffers[index];
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, buf);
  const bytes = gl.mapBufferRange(gl.TRANSFORM_FEEDBACK_BUFFER, n * 4, 4, gl.MAP_READ_BIT);
  if (bytes === null) {
    run.fail(`couldn't map xfb buffer ${index} (GL error 0x${gl.getError().toString(16)})`);
    return;
  }
  const observed = new DataView(bytes.buffer, bytes.byteOffset, 4).getFloat32(0, true);
  gl.unmapBuffer(gl.TRANSFORM_FEEDBACK_BUFFER);
  // piglit's comparison is strict: |expected - observed| < tolerance (a NaN never passes).
  if (!(Math.abs(expected - observed) < run.tolerance[0])) run.fail(`xfb buffer ${index}[${n}]: expected ${expected}, observed ${observed}`);
}

const QUERY_TARGETS = ['GL_PRIMITIVES_GENERATED', 'GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN'];

function verifyQueryObject(run: TestRun, targetName: string, expectedText: string): void {
  if (!QUERY_TARGETS.includes(targetName)) fatal(`bad query object target at: ${targetName}`);
  if (!/^\d+$/.test(expectedText)) fatal(`bad expected value at: ${expectedText}`);
  const target = run.enumOf(targetName);
  const query = run.xfbQueries.get(target);
  if (query === undefined) {
    run.fail(`query object for target ${targetName} is not initialized. Did you forget to call "xfb draw arrays"?`);
    return;
  }
  const got = run.gl.getQueryObjectuiv(query, run.gl.QUERY_RESULT);
  if (got !== Number(expectedText)) run.fail(`glGetQueryObjectuiv(GL_QUERY_RESULT) for a ${targetName} query object: expected ${expectedText}, got ${got}`);
}
