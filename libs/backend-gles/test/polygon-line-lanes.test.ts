// Polygon mode LINE through our stack (GLES has no glPolygonMode: a program whose vertex stage feeds the rasterizer
// draws the triangles through a synthesized geometry stage emitting their edges, gles-program
// vertex-layer-lowering.ts GeometryInput.PolygonLine) and on the reference lane (Mesa's desktop GL). GL 4.5 §14.6.4:
// the edges are segments of the polygon, so the fragment stage's gl_PrimitiveID is the polygon's index and flat
// inputs are the polygon's provoking vertex's. The fragment color encodes (gl_PrimitiveID, the flat vertex id): the
// set of pairs drawn must be the reference's, for TRIANGLES / STRIP / FAN, both provoking conventions, indexed with a
// restart as well as not. Which pixels the edges cover is left out: a pixel on an edge two triangles share shows
// whichever drew last, and the two lanes' line rasterizers may differ by the diamond-exit endpoint pixels.
// Negative controls: the geometry stage planted without its gl_PrimitiveID write, or taking flat values from each
// emitted vertex, differ from the reference.
import type { GL } from '@mgpipe/gl-api';
import { describe, expect, it, vi } from 'vitest';
import { linkedProgram, observeOnBothLanes } from './helpers.ts';

const plant = vi.hoisted(() => ({ fault: null as null | 'no-primitive-id' | 'flat-per-vertex', edgeStages: 0 }));
vi.mock('../../gles-subsystems/program/src/vertex-layer-lowering.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../gles-subsystems/program/src/vertex-layer-lowering.ts')>();
  return {
    ...real,
    passthroughGeometry: (vertexEssl: string, input: Parameters<typeof real.passthroughGeometry>[1]) => {
      if (input === real.GeometryInput.PolygonLine) plant.edgeStages++;
      const gs = real.passthroughGeometry(vertexEssl, input);
      if (plant.fault === 'no-primitive-id') return gs.replace(/gl_PrimitiveID = gl_PrimitiveIDIn;/g, '');
      if (plant.fault === 'flat-per-vertex') {
        // Each emitted vertex's block copies its own input vertex for every output (the CPU edge list's behaviour).
        let v = -1;
        return gs.split('\n').map((line) => {
          const own = /gl_in\[(\d+)\]\.gl_Position/.exec(line);
          if (own !== null) v = Number(own[1]);
          return v >= 0 ? line.replace(/(_mgpIn\d+)\[\d+\]/g, `$1[${v}]`) : line;
        }).join('\n');
      }
      return gs;
    },
  };
});

const W = 32, H = 32;

const VS = `#version 330
layout(location = 0) in vec2 p;
flat out int id;
out float s;
void main() {
  gl_Position = vec4(p, 0.0, 1.0);
  id = gl_VertexID;
  s = 1.0;
}
`;
// R: gl_PrimitiveID, G: the flat vertex id (both × 16, exact in UNORM8 for < 16), B: a smooth input (1.0 everywhere).
const FS = `#version 330
flat in int id;
in float s;
out vec4 o;
void main() { o = vec4(float(gl_PrimitiveID) * 16.0 / 255.0, float(id) * 16.0 / 255.0, s, 1.0); }
`;
// Eight vertices zig-zagging across the viewport; with the restart, two strips / fans of four.
const VERTICES = new Float32Array([-0.9, -0.9, -0.9, 0.9, -0.3, -0.8, -0.3, 0.8, 0.3, -0.9, 0.3, 0.9, 0.9, -0.8, 0.9, 0.7]);
const INDICES = new Uint16Array([0, 1, 2, 3, 0xffff, 4, 5, 6, 7]);

/** The program, and the VAO with VERTICES and INDICES, bound; restart at the fixed index. */
function setup(gl: GL): void {
  const p = linkedProgram(gl, [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]]);
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
}

/** The sorted distinct (primitive, flat id, smooth) colors of the frame, and how many pixels were drawn. */
function drawn(gl: GL, px: Uint8Array): { colors: string; pixels: number } {
  gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
  const seen = new Set<string>();
  let pixels = 0;
  for (let i = 0; i < W * H; i++) {
    if (px[i * 4 + 3] === 0) continue;
    pixels++;
    seen.add(`${px[i * 4] / 16}/${px[i * 4 + 1] / 16}/${px[i * 4 + 2]}`);
  }
  return { colors: [...seen].sort().join(' '), pixels };
}

/** Per (convention, mode, indexed): the sorted distinct (primitive, flat id, smooth) colors drawn; then the GL error. */
function observe(gl: GL): unknown[] {
  setup(gl);
  gl.polygonMode(gl.FRONT_AND_BACK, gl.LINE);
  const out: unknown[] = [];
  const px = new Uint8Array(W * H * 4);
  for (const convention of [gl.LAST_VERTEX_CONVENTION, gl.FIRST_VERTEX_CONVENTION]) {
    gl.provokingVertex(convention);
    for (const mode of [gl.TRIANGLES, gl.TRIANGLE_STRIP, gl.TRIANGLE_FAN]) {
      for (const indexed of [false, true]) {
        gl.clearColor(0, 0, 0, 0);
        gl.clear(gl.COLOR_BUFFER_BIT);
        if (indexed) gl.drawElements(mode, INDICES.length, gl.UNSIGNED_SHORT, 0);
        else gl.drawArrays(mode, 0, 8);
        out.push(`${convention}/${mode}/${indexed ? 'elements' : 'arrays'}: ${drawn(gl, px).colors}`);
      }
    }
  }
  out.push(gl.getError());
  return out;
}

/** One program drawn filled and as lines in turn (a wireframe overlay): each frame's colors and pixel count. */
function alternate(gl: GL): unknown[] {
  setup(gl);
  const out: unknown[] = [];
  const px = new Uint8Array(W * H * 4);
  for (let round = 0; round < 4; round++) {
    for (const mode of [gl.FILL, gl.LINE]) {
      gl.polygonMode(gl.FRONT_AND_BACK, mode);
      gl.clearColor(0, 0, 0, 0);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
      out.push(drawn(gl, px));
    }
  }
  out.push(gl.getError());
  return out;
}

describe('polygon mode LINE: the polygon\'s gl_PrimitiveID and provoking vertex, against the reference lane', () => {
  it('a program drawn filled and as lines in turn draws both as Mesa does, building its edges stage once', () => {
    plant.edgeStages = 0;
    const { ours, reference, logs } = observeOnBothLanes(W, H, alternate);
    expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
    const pixels = (ours as { pixels: number }[]).slice(0, 8).map((f) => f.pixels);
    // Filled triangles cover more of the frame than their edges: the two kinds of draw really alternated.
    for (let k = 0; k < 8; k += 2) expect(pixels[k]).toBeGreaterThan(2 * pixels[k + 1]);
    expect((ours as { colors: string }[]).map((f) => f.colors)).toEqual((reference as { colors: string }[]).map((f) => f.colors));
    // The edges variant is kept beside the filled program: one synthesized edges stage for four switches, where
    // rebuilding the program at each switch made four.
    expect(plant.edgeStages).toBe(1);
  });

  it('draws the same (primitive, flat id) pairs as Mesa for every triangle mode and convention', () => {
    const { ours, reference, logs } = observeOnBothLanes(W, H, observe);
    expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
    expect(ours).toEqual(reference);
    // Stated independently: non-indexed TRIANGLES, last convention: triangles 0 (vertices 0-2) and 1 (3-5) → ids 2, 5.
    expect(ours[0]).toBe('36430/4/arrays: 0/2/255 1/5/255'); // LAST_VERTEX_CONVENTION, TRIANGLES
  });

  it.each(['no-primitive-id', 'flat-per-vertex'] as const)('negative control: a planted wrong geometry stage (%s) differs from the reference lane', (fault) => {
    plant.fault = fault;
    try {
      const { ours, reference, logs } = observeOnBothLanes(W, H, observe);
      expect(logs.filter((l) => /rejected|failed|cannot/.test(l))).toEqual([]);
      expect(ours).not.toEqual(reference);
    } finally { plant.fault = null; }
  });
});
