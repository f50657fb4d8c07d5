// Transform feedback records with holes (xfb_offset leaves words of the xfb_stride uncovered): GL writes only the
// captured values, the buffer keeps its bytes in the holes. Our lane rebuilds such a capture (gles-program
// xfb-capture-lowering.ts) and puts the holes back at the capture's end (xfb-queries skipped-words.ts). Each case fills
// the buffer with a known pattern first, captures fewer records than the buffer holds, and reads the whole buffer back:
// the expected words are stated below (pattern in holes and untouched slots, captured values at their offsets), and
// the reference lane (Mesa's desktop GL) must read the same.
// The geometry and tessellation cases are also the captures of those stages through the rebuilt capture (the stores
// before each EmitVertex; before the evaluation stage's return, its control stage the synthesized pass-through one),
// into buffers other than 0.
// Negative control run by hand (see the commit): SkippedWords.holds answering false (holes left as the driver wrote
// them) fails all three cases on our lane (the holes read what the capture's array held there, not the pattern).
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { linkedProgram, observeOnBothLanes } from './helpers.ts';

/** The fill pattern: word i of the buffer holds 1000 + i (as a float). */
const pattern = (words: number) => Float32Array.from({ length: words }, (_, i) => 1000 + i);

interface Capture {
  words: number[];
  written: number;
}

/**
 * Captures `count` vertices drawn as `mode` (points unless told) with `program` into buffer `index` (filled with the
 * pattern), then reads it all back.
 */
function capture(gl: GL, program: number, index: number, words: number, count: number, mode: number = gl.POINTS): Capture {
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [buffer] = gl.genBuffers(1);
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, buffer);
  gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, words * 4, pattern(words), gl.STATIC_COPY);
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, index, buffer);
  const [query] = gl.genQueries(1);
  gl.useProgram(program);
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.beginQuery(gl.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN, query);
  gl.beginTransformFeedback(gl.POINTS);
  gl.drawArrays(mode, 0, count);
  gl.endTransformFeedback();
  gl.endQuery(gl.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN);
  gl.disable(gl.RASTERIZER_DISCARD);
  const got = new Float32Array(words);
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, buffer);
  gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, words * 4, got);
  return { words: Array.from(got), written: gl.getQueryObjectuiv(query, gl.QUERY_RESULT) };
}

/** The pattern with `records` (each `values` at word offsets, `stride` words apart) written over it. */
function expected(words: number, stride: number, records: Record<number, number>[]): number[] {
  const out = Array.from(pattern(words));
  records.forEach((values, r) => {
    for (const [word, value] of Object.entries(values)) out[r * stride + Number(word)] = value;
  });
  return out;
}

const VERTEX_HOLES = `#version 440
layout(xfb_buffer = 0, xfb_stride = 32) out;
layout(xfb_offset = 4) out float f;
layout(xfb_offset = 16) out vec4 v;
void main() {
  float id = float(gl_VertexID);
  f = id + 0.5;
  v = vec4(id * 10.0 + 1.0, id * 10.0 + 2.0, id * 10.0 + 3.0, id * 10.0 + 4.0);
  gl_Position = vec4(0.0);
}`;

const GEOMETRY_VS = `#version 440
out int id;
void main() { id = gl_VertexID; gl_Position = vec4(0.0); }`;
const GEOMETRY_HOLES = `#version 440
layout(points) in;
layout(points, max_vertices = 2) out;
in int id[];
layout(xfb_buffer = 1, xfb_stride = 16, xfb_offset = 0) out float a;
layout(xfb_buffer = 1, xfb_offset = 8) out float b;
void main() {
  for (int k = 0; k < 2; k++) {
    a = float(id[0] * 10 + k);
    b = float(id[0] * 10 + k) + 0.25;
    gl_Position = vec4(0.0);
    EmitVertex();
  }
}`;

const TESS_VS = `#version 440
void main() { gl_Position = vec4(0.0); }`;
/** Default tessellation levels (no control stage): one triangle, three points in an order of the implementation's. */
const TESS_HOLES = `#version 440
layout(triangles, point_mode) in;
layout(xfb_buffer = 2, xfb_stride = 12, xfb_offset = 4) out float t;
void main() {
  t = 7.0 + float(gl_PrimitiveID);
  gl_Position = vec4(0.0);
}`;

describe('transform feedback records with holes keep the buffer bytes there', () => {
  it('a vertex stage capturing words 1 and 4..7 of 8: 3 records in a 4-record buffer', () => {
    const { ours, reference, logs } = observeOnBothLanes(8, 8, (gl) => capture(gl, linkedProgram(gl, [[gl.VERTEX_SHADER, VERTEX_HOLES]]), 0, 32, 3));
    const records = [0, 1, 2].map((id) => ({ 1: id + 0.5, 4: id * 10 + 1, 5: id * 10 + 2, 6: id * 10 + 3, 7: id * 10 + 4 }));
    const want = { words: expected(32, 8, records), written: 3 };
    expect(reference).toEqual(want);
    expect(logs.filter((l) => l.includes('transform feedback') || l.includes('link failed'))).toEqual([]);
    expect(ours).toEqual(want);
  });

  it('a geometry stage emitting 2 records per point into buffer 1, words 0 and 2 of 4: 4 records in a 6-record buffer', () => {
    const { ours, reference, logs } = observeOnBothLanes(8, 8, (gl) =>
      capture(gl, linkedProgram(gl, [[gl.VERTEX_SHADER, GEOMETRY_VS], [gl.GEOMETRY_SHADER, GEOMETRY_HOLES]]), 1, 24, 2));
    const records = [0, 1].flatMap((id) => [0, 1].map((k) => ({ 0: id * 10 + k, 2: id * 10 + k + 0.25 })));
    const want = { words: expected(24, 4, records), written: 4 };
    expect(reference).toEqual(want);
    expect(logs.filter((l) => l.includes('transform feedback') || l.includes('link failed'))).toEqual([]);
    expect(ours).toEqual(want);
  });

  it('a tessellation evaluation stage (no control stage) capturing word 1 of 3 into buffer 2: 3 records in a 4-record buffer', () => {
    const { ours, reference, logs } = observeOnBothLanes(8, 8, (gl) => {
      gl.patchParameteri(gl.PATCH_VERTICES, 3);
      const program = linkedProgram(gl, [[gl.VERTEX_SHADER, TESS_VS], [gl.TESS_EVALUATION_SHADER, TESS_HOLES]]);
      return capture(gl, program, 2, 12, 3, gl.PATCHES);
    });
    const want = { words: expected(12, 3, [{ 1: 7 }, { 1: 7 }, { 1: 7 }]), written: 3 };
    expect(reference).toEqual(want);
    expect(logs.filter((l) => l.includes('transform feedback') || l.includes('link failed'))).toEqual([]);
    expect(ours).toEqual(want);
  });
});
