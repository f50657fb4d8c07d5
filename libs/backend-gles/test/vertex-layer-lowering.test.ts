// Vertex-stage gl_Layer / gl_ViewportIndex (gles-program vertex-layer-lowering.ts): the two rewrites of the vertex
// stage's ESSL (dropped under a later stage, forwarded to a synthesized pass-through geometry stage) and that stage,
// checked as text and on the driver. End to end against the reference lane: fixtures/scenarios/test/vertex-layer.test.ts.
import { GeometryInput, geometryInputOf, lowerVertexLayerWrites, passthroughGeometry, vertexLayerWrites, withEsslExtensions } from '@mgpipe/gles-program';
import { gl as nativeGl } from '@mgpipe/native-gl';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { createGlesBackend } from '../src/index.ts';

// What SPIRV-Cross writes for a vertex stage with plain, flat, array, struct and block outputs, clip distances and
// both built-ins.
const VS = '#version 320 es\n' +
  'struct S\n{\n    highp vec2 a;\n};\n\n' +
  'layout(location = 0) in highp vec4 p;\n' +
  'layout(location = 0) out highp vec3 c;\n' +
  'layout(location = 1) flat out highp int k;\n' +
  'layout(location = 2) out highp float arr[2];\n' +
  'layout(location = 4) out S s;\n' +
  'layout(location = 5) out B\n{\n    highp vec2 uv;\n    highp float w;\n} b;\n\n' +
  'out float gl_ClipDistance[1];\n' +
  'void main()\n{\n    gl_Position = p;\n    c = p.xyz;\n    k = 3;\n    arr[0] = 1.0;\n    arr[1] = 2.0;\n    s.a = p.xy;\n' +
  '    b.uv = p.zw;\n    b.w = 0.5;\n    gl_ClipDistance[0] = p.x;\n    gl_Layer = k;\n    gl_ViewportIndex = k + 1;\n}\n';
const FS = '#version 320 es\nprecision highp float;\nstruct S\n{\n    highp vec2 a;\n};\n' +
  'layout(location = 0) in vec3 c;\nlayout(location = 1) flat in int k;\nlayout(location = 2) in float arr[2];\n' +
  'layout(location = 4) in S s;\nlayout(location = 5) in B\n{\n    highp vec2 uv;\n    highp float w;\n} b;\n' +
  'layout(location = 0) out vec4 o;\nvoid main()\n{\n    o = vec4(c, float(k) + arr[1] + s.a.x + b.uv.y + b.w + float(gl_Layer));\n}\n';

describe('vertex-stage gl_Layer / gl_ViewportIndex lowerings', () => {
  it('finds the writes, not comparisons or other names', () => {
    expect(vertexLayerWrites(VS)).toEqual({ layer: true, viewportIndex: true });
    expect(vertexLayerWrites('void main() { if (gl_Layer == 1) x = 0; my_gl_Layer = 2; }')).toEqual({ layer: false, viewportIndex: false });
  });

  it('dropped (a later vertex-processing stage): private globals, nothing else changes', () => {
    const dropped = lowerVertexLayerWrites(VS, false);
    expect(dropped).not.toMatch(/\bgl_(?:Layer|ViewportIndex)\b/);
    expect(dropped).toContain('highp int _mgpVsLayer = 0;');
    expect(dropped).toContain('_mgpVsViewportIndex = k + 1;');
    expect(dropped).not.toMatch(/\bout highp int _mgpVs/);
    const plain = '#version 320 es\nvoid main() { gl_Position = vec4(0.0); }\n';
    expect(lowerVertexLayerWrites(plain, false)).toBe(plain); // negative control: no write, no change
  });

  it('forwarded: flat varyings zeroed first, and a geometry stage that copies every output of the vertex stage', () => {
    const vs = lowerVertexLayerWrites(VS, true);
    expect(vs).toContain('flat out highp int _mgpVsLayer;\nflat out highp int _mgpVsViewportIndex;');
    expect(vs).toMatch(/void main\(\)\n\{\n {4}_mgpVsLayer = 0;\n {4}_mgpVsViewportIndex = 0;/);
    const gs = passthroughGeometry(vs, GeometryInput.Triangles);
    expect(gs).toContain('layout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;');
    for (const copy of ['c = _mgpIn0[2];', 'k = _mgpIn1[2];', 'arr = _mgpIn2[2];', 's = _mgpIn3[2];', 'b.uv = _mgpIn4[2].uv;', 'b.w = _mgpIn4[2].w;',
      'gl_ClipDistance[0] = gl_in[2].gl_ClipDistance[0];', 'gl_Position = gl_in[2].gl_Position;']) {
      expect(gs).toContain(copy);
    }
    expect(gs).toContain('layout(location = 1) flat in highp int _mgpIn1[];\nlayout(location = 1) flat out highp int k;');
    expect(gs).toContain('layout(location = 2) in highp float _mgpIn2[][2];');
    // The built-ins come from the provoking (last) vertex of the primitive, for every vertex emitted.
    expect(gs.match(/gl_Layer = _mgpVsLayer\[2\];/g)).toHaveLength(3);
    expect(gs.match(/gl_ViewportIndex = _mgpVsViewportIndex\[2\];/g)).toHaveLength(3);
    expect(gs.match(/EmitVertex\(\);/g)).toHaveLength(3);
    // Adjacent vertices are not forwarded; the provoking vertex is the last one forwarded.
    const adj = passthroughGeometry(vs, GeometryInput.TrianglesAdjacency);
    expect(adj).toContain('layout(triangles_adjacency) in;');
    expect(adj).not.toMatch(/_mgpIn0\[[135]\]/);
    expect(adj.match(/gl_Layer = _mgpVsLayer\[4\];/g)).toHaveLength(3);
    expect(passthroughGeometry(vs, GeometryInput.LinesAdjacency)).toMatch(/layout\(line_strip, max_vertices = 2\) out;[^]*_mgpIn0\[1\][^]*_mgpIn0\[2\]/);
    // A vertex stage that writes only gl_Layer gets no gl_ViewportIndex in its geometry stage (negative control).
    const layerOnly = lowerVertexLayerWrites(VS.replace('    gl_ViewportIndex = k + 1;\n', ''), true);
    expect(passthroughGeometry(layerOnly, GeometryInput.Points)).not.toMatch(/ViewportIndex/);
  });

  it('the primitive class of each draw mode', () => {
    expect([GL.POINTS, GL.LINES, GL.LINE_STRIP, GL.LINE_LOOP, GL.TRIANGLES, GL.TRIANGLE_STRIP, GL.TRIANGLE_FAN, GL.PATCHES,
      GL.LINES_ADJACENCY, GL.LINE_STRIP_ADJACENCY, GL.TRIANGLES_ADJACENCY, GL.TRIANGLE_STRIP_ADJACENCY].map(geometryInputOf))
      .toEqual([0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4]);
  });

  it('every rewritten vertex stage and each class of geometry stage compiles and links on the driver', () => {
    const backend = createGlesBackend({ width: 1, height: 1, log: () => undefined });
    try {
      backend.makeCurrent();
      const gl = nativeGl;
      const ok = new Int32Array(1);
      const shader = (type: number, src: string) => {
        const s = gl.glCreateShader(type);
        gl.glShaderSource(s, 1, [withEsslExtensions(src)], null);
        gl.glCompileShader(s);
        return s;
      };
      const compiles = (type: number, src: string) => {
        const s = shader(type, src);
        gl.glGetShaderiv(s, GL.COMPILE_STATUS, ok);
        gl.glDeleteShader(s);
        return ok[0];
      };
      const links = (...stages: [number, string][]) => {
        const p = gl.glCreateProgram();
        for (const [type, src] of stages) { const s = shader(type, src); gl.glAttachShader(p, s); gl.glDeleteShader(s); }
        gl.glLinkProgram(p);
        gl.glGetProgramiv(p, GL.LINK_STATUS, ok);
        gl.glDeleteProgram(p);
        return ok[0];
      };
      // Negative control: the driver refuses the vertex stage as SPIRV-Cross writes it (ESSL: no vertex-stage gl_Layer).
      expect(compiles(GL.VERTEX_SHADER, VS)).toBe(0);
      expect(compiles(GL.VERTEX_SHADER, lowerVertexLayerWrites(VS, false))).toBe(1);
      const vs = lowerVertexLayerWrites(VS, true);
      for (const input of Object.values(GeometryInput)) {
        expect(links([GL.VERTEX_SHADER, vs], [GL.GEOMETRY_SHADER, passthroughGeometry(vs, input)], [GL.FRAGMENT_SHADER, FS]), `class ${input}`).toBe(1);
      }
      // The check can say no: a geometry stage missing one of the fragment stage's inputs does not link.
      const missing = passthroughGeometry(vs.replace(/^layout\(location = 4\) out S s;\n/m, '').replace('    s.a = p.xy;\n', ''), GeometryInput.Triangles);
      expect(links([GL.VERTEX_SHADER, vs], [GL.GEOMETRY_SHADER, missing], [GL.FRAGMENT_SHADER, FS])).toBe(0);
    } finally {
      backend.destroy();
    }
  });
});
