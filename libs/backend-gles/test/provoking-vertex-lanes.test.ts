// PROVOKING_VERTEX FIRST_VERTEX_CONVENTION (ARB_provoking_vertex / EXT_provoking_vertex) through our stack and on
// the reference lane. GLES rasterizes with the last vertex provoking only; the draw re-lists each primitive with
// GL's provoking vertex last (gles-emulation firstVertexProvoking). Every vertex carries its own flat color, so
// the image shows which vertex provoked each primitive: it must be Mesa's, for every mode with a provoking vertex,
// indexed with a restart as well as not indexed. Triangles must match pixel for pixel. Lines are drawn reversed
// (a segment has no third vertex to rotate in), and reversing a line moves the diamond-exit rule's endpoint pixels,
// and which segment a strip's shared-vertex pixel belongs to, which GL 4.5 §14.5.1 allows (other algorithms than
// diamond-exit, within one fragment of it per segment): a line frame may differ in at most two pixels a segment.
import type { GL } from '@mgpipe/gl-api';
import { createReferenceGL } from '@mgpipe/reference-gl';
import { describe, expect, it } from 'vitest';
import { buildProgram, openFrontEnd } from './helpers.ts';

const W = 24, H = 24;

const VS = `#version 330
layout(location = 0) in vec2 p;
flat out vec3 c;
void main() {
  gl_Position = vec4(p, 0.0, 1.0);
  c = vec3(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1), float((gl_VertexID >> 2) & 1));
}
`;
const FS = `#version 330
flat in vec3 c;
out vec4 o;
void main() { o = vec4(c, 1.0); }
`;
// Eight vertices zig-zagging across the viewport (a strip of six triangles); every vertex a distinct color.
const VERTICES = new Float32Array([-0.9, -0.9, -0.9, 0.9, -0.3, -0.8, -0.3, 0.8, 0.3, -0.9, 0.3, 0.9, 0.9, -0.8, 0.9, 0.7]);
// Two strips / fans / loops split by the fixed restart index.
const INDICES = new Uint16Array([0, 1, 2, 3, 0xffff, 4, 5, 6, 7]);

/** One frame per (mode, indexed), as a hex digest of RGB per pixel, then the GL error. */
function observe(gl: GL, convention: number): unknown[] {
  const p = buildProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [vb, ib] = gl.genBuffers(2);
  gl.bindBuffer(gl.ARRAY_BUFFER, vb);
  gl.bufferData(gl.ARRAY_BUFFER, VERTICES.byteLength, VERTICES, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ib);
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, INDICES.byteLength, INDICES, gl.STATIC_DRAW);
  gl.enable(gl.PRIMITIVE_RESTART_FIXED_INDEX);
  gl.provokingVertex(convention);
  const out: unknown[] = [gl.getIntegerv(gl.PROVOKING_VERTEX)[0]];
  const px = new Uint8Array(W * H * 4);
  for (const mode of [gl.TRIANGLES, gl.TRIANGLE_STRIP, gl.TRIANGLE_FAN, gl.LINES, gl.LINE_STRIP, gl.LINE_LOOP]) {
    for (const indexed of [false, true]) {
      gl.clearColor(0.5, 0.5, 0.5, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      if (indexed) gl.drawElements(mode, INDICES.length, gl.UNSIGNED_SHORT, 0);
      else gl.drawArrays(mode, 0, 8);
      gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
      let frame = '';
      for (let i = 0; i < W * H; i++) frame += (px[i * 4] >> 7) | ((px[i * 4 + 1] >> 7) << 1) | ((px[i * 4 + 2] >> 7) << 2);
      out.push(`${mode}/${indexed ? 'elements' : 'arrays'}: ${frame}`);
    }
  }
  out.push(gl.getError());
  return out;
}

function onBothLanes(convention: number) {
  const { backend, gl, logs } = openFrontEnd(W, H);
  let ours: unknown[], lowered: number;
  try {
    ours = observe(gl, convention);
    lowered = backend.stats.lowered['provoking-vertex-first'] ?? 0;
  } finally { backend.destroy(); }
  const lane = createReferenceGL({ width: W, height: H });
  let reference: unknown[];
  try { lane.makeCurrent(); reference = observe(lane.gl, convention); } finally { lane.destroy(); }
  return { ours, reference, lowered, logs };
}

// Segments per line draw: LINES 4 (both ways), LINE_STRIP 7 / 6, LINE_LOOP 8 / 8 (INDICES restarts after 4).
const LINE_SEGMENTS: Record<string, number> = { '1/arrays': 4, '1/elements': 4, '3/arrays': 7, '3/elements': 6, '2/arrays': 8, '2/elements': 8 };

/** Pixels two frames of the same draw disagree on, and how many a rasterization GL allows may change (0: triangles). */
function difference(ours: string, reference: string): { key: string; differing: number; allowed: number } {
  const [key, theirs] = reference.split(': ');
  const [ourKey, mine] = ours.split(': ');
  expect(ourKey).toBe(key);
  let differing = 0;
  for (let i = 0; i < theirs.length; i++) if (mine[i] !== theirs[i]) differing++;
  return { key, differing, allowed: 2 * (LINE_SEGMENTS[key] ?? 0) };
}

const withinAllowance = (ours: unknown[], reference: unknown[]) =>
  reference.slice(1, -1).map((r, i) => difference(ours[i + 1] as string, r as string)).filter((d) => d.differing > d.allowed);

describe('provoking vertex, our stack vs the reference lane', () => {
  it('FIRST_VERTEX_CONVENTION: each primitive takes its first vertex\'s flat color, as on Mesa, in every mode', () => {
    const first = onBothLanes(0x8e4d /* FIRST_VERTEX_CONVENTION */);
    expect(first.logs.filter((l) => /rejected|failed/.test(l))).toEqual([]);
    expect(first.reference[0]).toBe(0x8e4d);
    expect(first.ours.length).toBe(first.reference.length);
    expect(withinAllowance(first.ours, first.reference)).toEqual([]);
    expect(first.ours.at(-1)).toBe(0);
    // Every one of the 12 draws went through the re-listing (a native draw cannot pass for it).
    expect(first.lowered).toBe(12);
    // Negative control: the convention shows in the images (LAST draws other colors), and LAST is not lowered.
    const last = onBothLanes(0x8e4e /* LAST_VERTEX_CONVENTION */);
    expect(withinAllowance(last.ours, last.reference)).toEqual([]);
    expect(last.lowered).toBe(0);
    // ...by more than the line allowance in every one of the 12 frames, so a wrong provoking vertex cannot hide in it.
    expect(withinAllowance(last.reference, first.reference).length).toBe(12);
  });
});
