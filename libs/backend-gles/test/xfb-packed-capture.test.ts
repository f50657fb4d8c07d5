// A capture into several buffers whose record is wider than the driver's per-attribute limit in SEPARATE_ATTRIBS mode
// (NVIDIA 580: MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS = 4) is packed: one array holds every buffer's record, the
// driver captures it INTERLEAVED into a scratch buffer, and xfb-queries packed-capture.ts gathers the GL buffers into
// the scratch at begin and scatters the records back at end. Mesa reports 64, so these cases cap the limit at 4
// (GlesBackendOptions.limits) and run once more without the cap (the per-buffer arrays, SEPARATE_ATTRIBS).
// Each buffer is filled with a known pattern first and read back whole: captured words at their offsets, the
// pattern in the holes (xfb_offset gaps), in record slots no vertex reached, and past the record where GL stops (the
// fullest buffer's capacity). The expected words are stated below, and Mesa's desktop GL must read the same.
// Negative controls run by hand (see the commit), each failing all three capped cases: PackedCapture.end scattering
// nothing; the gather skipped (the scratch as allocated: the untouched slots); the holes scattered from the capture
// instead of the gathered copy.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { linkedProgram, observeOnBothLanes } from './helpers.ts';

/** Buffer b's fill: word i holds 1000 * (b + 1) + i (as a float). */
const pattern = (b: number, words: number) => Float32Array.from({ length: words }, (_, i) => 1000 * (b + 1) + i);

interface Target {
  index: number;
  words: number;
}

/** Captures `count` vertices drawn as `mode` into `targets` (each filled with its pattern), then reads them back. */
function capture(gl: GL, program: number, targets: readonly Target[], count: number, mode: number = gl.POINTS) {
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const buffers = targets.map((t) => {
    const [buffer] = gl.genBuffers(1);
    gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, buffer);
    gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, t.words * 4, pattern(t.index, t.words), gl.STATIC_COPY);
    gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, t.index, buffer);
    return buffer;
  });
  const [query] = gl.genQueries(1);
  gl.useProgram(program);
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.beginQuery(gl.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN, query);
  gl.beginTransformFeedback(gl.POINTS);
  gl.drawArrays(mode, 0, count);
  gl.endTransformFeedback();
  gl.endQuery(gl.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN);
  gl.disable(gl.RASTERIZER_DISCARD);
  const words = targets.map((t, i) => {
    const got = new Float32Array(t.words);
    gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, buffers[i]);
    gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, t.words * 4, got);
    return Array.from(got);
  });
  return { words, written: gl.getQueryObjectuiv(query, gl.QUERY_RESULT) };
}

/** Buffer b's pattern with `records` (each `values` at word offsets, `stride` words apart) written over it. */
function expected(b: number, words: number, stride: number, records: Record<number, number>[]): number[] {
  const out = Array.from(pattern(b, words));
  records.forEach((values, r) => {
    for (const [word, value] of Object.entries(values)) out[r * stride + Number(word)] = value;
  });
  return out;
}

/** Buffer 0: a vec4 at words 0-3 and a float at word 6 of 7 (a hole at 4-5); buffer 1: a float at word 1 of 2. */
const VERTEX_TWO_BUFFERS = `#version 440
layout(xfb_buffer = 0, xfb_stride = 28) out;
layout(xfb_buffer = 1, xfb_stride = 8) out;
layout(xfb_buffer = 0, xfb_offset = 0) out vec4 a;
layout(xfb_buffer = 0, xfb_offset = 24) out float b;
layout(xfb_buffer = 1, xfb_offset = 4) out float c;
void main() {
  float id = float(gl_VertexID);
  a = vec4(id * 10.0 + 1.0, id * 10.0 + 2.0, id * 10.0 + 3.0, id * 10.0 + 4.0);
  b = id + 0.5;
  c = id + 0.25;
  gl_Position = vec4(0.0);
}`;

const GEOMETRY_VS = `#version 440
out int id;
void main() { id = gl_VertexID; gl_Position = vec4(0.0); }`;
/** Two records per point into buffers 1 (a vec3 and a float: 4 + 1 words) and 3 (a float at word 0 of 1). */
const GEOMETRY_TWO_BUFFERS = `#version 440
layout(points) in;
layout(points, max_vertices = 2) out;
in int id[];
layout(xfb_buffer = 1, xfb_stride = 20, xfb_offset = 0) out vec3 p;
layout(xfb_buffer = 1, xfb_offset = 16) out float q;
layout(xfb_buffer = 3, xfb_stride = 4, xfb_offset = 0) out float r;
void main() {
  for (int k = 0; k < 2; k++) {
    float v = float(id[0] * 10 + k);
    p = vec3(v, v + 0.125, v + 0.25);
    q = v + 0.5;
    r = v + 0.75;
    gl_Position = vec4(0.0);
    EmitVertex();
  }
}`;

const transformFeedbackLogs = (logs: string[]) => logs.filter((l) => l.includes('transform feedback') || l.includes('link failed'));

for (const cap of [4, undefined]) {
  const options = cap === undefined ? {} : { limits: { maxTransformFeedbackSeparateComponents: cap } };
  const mode = cap === undefined ? 'the driver\'s own limit (one array per buffer)' : `the limit capped at ${cap} (packed)`;

  describe(`a capture into several buffers, ${mode}`, () => {
    it('a vertex stage: 3 records where buffer 0 holds 4 and buffer 1 holds 5', () => {
      const targets = [{ index: 0, words: 28 }, { index: 1, words: 10 }];
      const program = (gl: GL) => linkedProgram(gl, [[gl.VERTEX_SHADER, VERTEX_TWO_BUFFERS]]);
      const { ours, reference, logs } = observeOnBothLanes(8, 8, (gl) => capture(gl, program(gl), targets, 3), options);
      const ids = [0, 1, 2];
      const want = {
        words: [
          expected(0, 28, 7, ids.map((id) => ({ 0: id * 10 + 1, 1: id * 10 + 2, 2: id * 10 + 3, 3: id * 10 + 4, 6: id + 0.5 }))),
          expected(1, 10, 2, ids.map((id) => ({ 1: id + 0.25 }))),
        ],
        written: 3,
      };
      expect(reference).toEqual(want);
      expect(transformFeedbackLogs(logs)).toEqual([]);
      expect(ours).toEqual(want);
    });

    it('a vertex stage past the fullest buffer: 6 points drawn, 4 records written, buffer 1\'s fifth slot untouched', () => {
      const targets = [{ index: 0, words: 28 }, { index: 1, words: 10 }];
      const program = (gl: GL) => linkedProgram(gl, [[gl.VERTEX_SHADER, VERTEX_TWO_BUFFERS]]);
      const { ours, reference, logs } = observeOnBothLanes(8, 8, (gl) => capture(gl, program(gl), targets, 6), options);
      const ids = [0, 1, 2, 3];
      const want = {
        words: [
          expected(0, 28, 7, ids.map((id) => ({ 0: id * 10 + 1, 1: id * 10 + 2, 2: id * 10 + 3, 3: id * 10 + 4, 6: id + 0.5 }))),
          expected(1, 10, 2, ids.map((id) => ({ 1: id + 0.25 }))),
        ],
        written: 4,
      };
      expect(reference).toEqual(want);
      expect(transformFeedbackLogs(logs)).toEqual([]);
      expect(ours).toEqual(want);
    });

    it('a geometry stage emitting 2 records per point into buffers 1 and 3: 4 records of 6 slots', () => {
      const targets = [{ index: 1, words: 30 }, { index: 3, words: 6 }];
      const program = (gl: GL) => linkedProgram(gl, [[gl.VERTEX_SHADER, GEOMETRY_VS], [gl.GEOMETRY_SHADER, GEOMETRY_TWO_BUFFERS]]);
      const { ours, reference, logs } = observeOnBothLanes(8, 8, (gl) => capture(gl, program(gl), targets, 2), options);
      const values = [0, 1].flatMap((id) => [0, 1].map((k) => id * 10 + k));
      const want = {
        words: [
          expected(1, 30, 5, values.map((v) => ({ 0: v, 1: v + 0.125, 2: v + 0.25, 4: v + 0.5 }))),
          expected(3, 6, 1, values.map((v) => ({ 0: v + 0.75 }))),
        ],
        written: 4,
      };
      expect(reference).toEqual(want);
      expect(transformFeedbackLogs(logs)).toEqual([]);
      expect(ours).toEqual(want);
    });
  });
}
