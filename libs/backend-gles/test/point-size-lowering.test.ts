// The point-size ESSL rewrite (gles-program point-size-lowering.ts): glPointSize reaches GLES as a uniform the
// last pre-rasterization stage writes to gl_PointSize. End to end against the reference lane: the scenarios
// xfb-compute-points and point-size (fixtures/scenarios).
import { lowerPointSize, withPointSizeExtension, writesPointSize } from '@mgpipe/gles-program';
import { gl as nativeGl } from '@mgpipe/native-gl';
import { describe, expect, it } from 'vitest';
import { createGlesBackend } from '../src/index.ts';

const VS = '#version 320 es\nlayout(location = 0) in vec4 p;\nvoid main()\n{\n    if (p.w < 0.0)\n    {\n        return;\n    }\n    gl_Position = p;\n}\n';
const VS_WRITES = '#version 320 es\nvoid main()\n{\n    gl_Position = vec4(0.0);\n    gl_PointSize = 8.0;\n}\n';
const TES = '#version 320 es\nlayout(triangles, point_mode) in;\nvoid main()\n{\n    gl_Position = gl_in[0].gl_Position * gl_TessCoord.x;\n}\n';
const GS = '#version 320 es\nlayout(points) in;\nlayout(max_vertices = 2, points) out;\nvoid main()\n{\n    gl_Position = gl_in[0].gl_Position;\n    EmitVertex();\n' +
  '    gl_Position = gl_in[0].gl_Position + vec4(0.5);\n    EmitVertex();\n    EndPrimitive();\n}\n';

describe('point-size ESSL lowering', () => {
  it('vertex: main is wrapped, so the write follows every return of the original', () => {
    const out = lowerPointSize(VS, 'vertex')!;
    expect(out).toContain('void _mgpMain()\n{\n    if (p.w < 0.0)');
    expect(out).toMatch(/void main\(\)\n\{\n {4}_mgpMain\(\);\n {4}if \(_mgpPointSize > 0\.0\) gl_PointSize = _mgpPointSize;\n\}\n$/);
    expect(out.split('\n').slice(0, 2)).toEqual(['#version 320 es', 'uniform highp float _mgpPointSize;']);
    expect(out).not.toContain('#extension');
    expect(lowerPointSize('#version 320 es\nvoid notMain() {}\n', 'vertex')).toBeNull();
  });

  it('geometry: the write comes before each emit, under the point-size extension guard', () => {
    const out = lowerPointSize(GS, 'geometry')!;
    expect(out.match(/if \(_mgpPointSize > 0\.0\) gl_PointSize = _mgpPointSize;\n#endif\n EmitVertex\(\); \}/g)).toHaveLength(2);
    expect(out).toContain('#if !defined(MGP_POINT_SIZE_) && defined(GL_EXT_geometry_point_size)\n#extension GL_EXT_geometry_point_size : enable');
    expect(out).toContain('#extension GL_OES_geometry_point_size : enable');
    expect(lowerPointSize('#version 320 es\nvoid main() {}\n', 'geometry')).toBeNull();
  });

  it('the other tessellation / geometry stages of a lowered program get the extension too (gl_PerVertex must match)', () => {
    const tcs = '#version 320 es\nlayout(vertices = 3) out;\nvoid main() {}\n';
    const out = withPointSizeExtension(tcs, 'tessControl');
    expect(out).toContain('#extension GL_EXT_tessellation_point_size : enable');
    expect(withPointSizeExtension(out, 'tessControl')).toBe(out);
    expect(withPointSizeExtension(VS, 'vertex')).toBe(VS);
    expect(withPointSizeExtension(VS, 'fragment')).toBe(VS);
  });

  it('which stages write gl_PointSize themselves', () => {
    expect(writesPointSize(VS_WRITES)).toBe(true);
    expect(writesPointSize(VS)).toBe(false);
    expect(writesPointSize('#version 320 es\nvoid main() { float x = gl_in[0].gl_PointSize; if (gl_PointSize == 1.0) {} }\n')).toBe(false);
  });

  it('each rewritten stage compiles on the driver', () => {
    const backend = createGlesBackend({ width: 1, height: 1, log: () => undefined });
    try {
      backend.makeCurrent();
      const gl = nativeGl;
      const compiles = (type: number, src: string) => {
        const s = gl.glCreateShader(type);
        gl.glShaderSource(s, 1, [src], null);
        gl.glCompileShader(s);
        const ok = new Int32Array(1);
        gl.glGetShaderiv(s, 0x8b81, ok);
        gl.glDeleteShader(s);
        return ok[0];
      };
      expect(compiles(0x8b31, lowerPointSize(VS, 'vertex')!)).toBe(1);
      expect(compiles(0x8b31, lowerPointSize(VS_WRITES, 'vertex')!)).toBe(1);
      expect(compiles(0x8e87, lowerPointSize(TES, 'tessEvaluation')!)).toBe(1);
      expect(compiles(0x8dd9, lowerPointSize(GS, 'geometry')!)).toBe(1);
      // The check can say no: gl_PointSize in a geometry stage without the extension does not compile.
      expect(compiles(0x8dd9, GS.replace('EmitVertex();', 'gl_PointSize = 2.0; EmitVertex();'))).toBe(0);
    } finally {
      backend.destroy();
    }
  });
});
