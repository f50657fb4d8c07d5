// The gl_ViewportIndex ESSL rewrites (gles-program viewport-index-lowering.ts) and the compile probe that picks
// them (gles-core probeShaderCapabilities). The scenarios that exercise them end to end against the reference
// lane are in fixtures/scenarios/test/viewport-index-lowerings.test.ts.
import { FRAGMENT_VIEWPORT_INDEX_PROBE, probeShaderCapabilities, type Capabilities } from '@mgpipe/gles-core';
import { lowerFragmentViewportIndex, lowerGeometryViewportIndex, withEsslExtensions } from '@mgpipe/gles-program';
import { gl as nativeGl, type GLEntryPoints } from '@mgpipe/native-gl';
import { describe, expect, it } from 'vitest';
import { createGlesBackend } from '../src/index.ts';

const GS = '#version 320 es\nlayout(triangles) in;\nlayout(max_vertices = 3, triangle_strip) out;\nvoid main()\n{\n' +
  '    for (int i = 0; i < 3; i++)\n    {\n        gl_Position = gl_in[i].gl_Position;\n        gl_ViewportIndex = gl_InvocationID;\n        EmitVertex();\n    }\n    EndPrimitive();\n}\n';
const FS = '#version 320 es\nprecision highp float;\nlayout(location = 0) out vec4 o;\nvoid main()\n{\n    o = vec4(float(gl_ViewportIndex));\n}\n';

describe('gl_ViewportIndex ESSL lowerings', () => {
  it('geometry stage: the written value goes to a flat varying before each emit (and natively when asked)', () => {
    const native = lowerGeometryViewportIndex(GS, true);
    expect(native).toContain('flat out highp int _mgpViewportIndex;');
    expect(native).toContain('{ gl_ViewportIndex = _mgpViewportIndexValue; _mgpViewportIndex = _mgpViewportIndexValue; EmitVertex(); }');
    expect(native).toContain('_mgpViewportIndexValue = gl_InvocationID;');
    const replay = lowerGeometryViewportIndex(GS, false);
    expect(replay).not.toMatch(/\bgl_ViewportIndex\b/);
    expect(withEsslExtensions(replay)).not.toContain('GL_OES_viewport_array'); // nothing left that needs it
    expect(lowerGeometryViewportIndex('#version 320 es\nvoid main() { EmitVertex(); }\n', true)).toBe('#version 320 es\nvoid main() { EmitVertex(); }\n');
  });

  it('fragment stage: reads take the varying; the replay discards outside the pass mask; no writer reads 0', () => {
    const input = lowerFragmentViewportIndex(FS, true, false);
    expect(input.split('\n')[1]).toBe('flat in highp int _mgpViewportIndex;');
    expect(input).toContain('o = vec4(float(_mgpViewportIndex));');
    expect(input).not.toContain('discard');
    const replay = lowerFragmentViewportIndex(FS, true, true);
    expect(replay).toContain('uniform highp int _mgpViewportMask;');
    expect(replay).toMatch(/void main\(\)\n\{\n {4}if \(_mgpViewportIndex < 0 \|\| _mgpViewportIndex > 15 \|\| \(\(_mgpViewportMask >> _mgpViewportIndex\) & 1\) == 0\) discard;/);
    expect(lowerFragmentViewportIndex(FS, false, true)).toContain('const highp int _mgpViewportIndex = 0;');
    const plain = '#version 320 es\nvoid main() {}\n';
    expect(lowerFragmentViewportIndex(plain, false, false)).toBe(plain);
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
      expect(compiles(0x8dd9, withEsslExtensions(lowerGeometryViewportIndex(GS, true)))).toBe(1);
      expect(compiles(0x8dd9, withEsslExtensions(lowerGeometryViewportIndex(GS, false)))).toBe(1);
      expect(compiles(0x8b30, withEsslExtensions(lowerFragmentViewportIndex(FS, true, true)))).toBe(1);
      expect(compiles(0x8b30, '#version 320 es\nvoid main() { undeclared = 1; }\n')).toBe(0); // the check can say no
    } finally {
      backend.destroy();
    }
  });
});

describe('probeShaderCapabilities', () => {
  const base = { viewportArray: true, fragmentViewportIndex: true } as Capabilities;
  /** Entry points whose compile status is `status` (what a driver that rejects the probe answers). */
  const fakeGl = (status: number, seen: string[]) => ({
    glCreateShader: () => 1,
    glShaderSource: (_s: number, _n: number, src: string[]) => void seen.push(src[0]),
    glCompileShader: () => undefined,
    glGetShaderiv: (_s: number, _p: number, out: Int32Array) => void (out[0] = status),
    glDeleteShader: () => undefined,
  }) as unknown as GLEntryPoints;

  it('keeps the capability when the probe compiles and drops it when the driver rejects it', () => {
    const seen: string[] = [];
    expect(probeShaderCapabilities(fakeGl(1, seen), base).fragmentViewportIndex).toBe(true);
    expect(probeShaderCapabilities(fakeGl(0, seen), base).fragmentViewportIndex).toBe(false);
    expect(seen).toEqual([FRAGMENT_VIEWPORT_INDEX_PROBE, FRAGMENT_VIEWPORT_INDEX_PROBE]);
  });

  it('does not probe without OES_viewport_array', () => {
    const seen: string[] = [];
    expect(probeShaderCapabilities(fakeGl(1, seen), { ...base, viewportArray: false }).viewportArray).toBe(false);
    expect(seen).toEqual([]);
  });

  it("Mesa's llvmpipe compiles the probe (the native path stays in use there)", () => {
    const backend = createGlesBackend({ width: 1, height: 1, log: () => undefined });
    try {
      expect(backend.capabilities.viewportArray).toBe(true);
      expect(backend.capabilities.fragmentViewportIndex).toBe(true);
    } finally {
      backend.destroy();
    }
  });
});
