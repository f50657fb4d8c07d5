// Several contexts at once, per-context state, destroy, and EGL failures as clean JS errors.
import { describe, expect, it } from 'vitest';
import { createContext, gl, GL, releaseCurrent } from '../src/index.ts';

function clearColor(): number[] {
  const v = new Float32Array(4);
  gl.glGetFloatv(GL.COLOR_CLEAR_VALUE, v);
  return [...v].map((x) => Math.round(x * 100) / 100);
}

describe('contexts', () => {
  it('keeps state per context across make-current switches', () => {
    const a = createContext({ api: 'gles' });
    const b = createContext({ api: 'gl' });
    const c = createContext({ api: 'gl', profile: 'core' });
    a.makeCurrent();
    gl.glClearColor(0.25, 0, 0, 1);
    const buf = new Uint32Array(1);
    gl.glGenBuffers(1, buf);
    gl.glBindBuffer(GL.ARRAY_BUFFER, buf[0]!);
    b.makeCurrent();
    gl.glClearColor(0, 0.5, 0, 1);
    c.makeCurrent();
    gl.glClearColor(0, 0, 0.75, 1);
    expect(c.info().version).toMatch(/Core Profile/);

    a.makeCurrent();
    expect(clearColor()).toEqual([0.25, 0, 0, 1]);
    expect(gl.glIsBuffer(buf[0]!)).toBe(1);
    b.makeCurrent();
    expect(clearColor()).toEqual([0, 0.5, 0, 1]);
    expect(gl.glIsBuffer(buf[0]!)).toBe(0); // no share groups
    c.makeCurrent();
    expect(clearColor()).toEqual([0, 0, 0.75, 1]);
    a.makeCurrent();
    expect(clearColor()).toEqual([0.25, 0, 0, 1]);

    b.destroy();
    expect(b.destroyed).toBe(true);
    expect(() => b.makeCurrent()).toThrow(/destroyed/);
    a.destroy(); // the current one: released first
    expect(() => gl.glGetError()).toThrow(/glGetError: no current GL context/);
    c.makeCurrent();
    expect(clearColor()).toEqual([0, 0, 0.75, 1]);
    releaseCurrent();
    expect(() => gl.glFlush()).toThrow(/no current GL context/);
    c.destroy();
  });

  it('rejects functions outside the current API', () => {
    const es = createContext({ api: 'gles' });
    es.makeCurrent();
    expect(() => gl.glPolygonMode(GL.FRONT_AND_BACK, GL.LINE)).toThrow(/glPolygonMode is not available in an OpenGL ES 3\.2 context/);
    es.destroy();
  });

  it('turns EGL failures into errors carrying the EGL error name', () => {
    let err: (Error & { code?: string }) | undefined;
    try {
      createContext({ api: 'gles', major: 9, minor: 9 });
    } catch (e) {
      err = e as Error & { code?: string };
    }
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toMatch(/eglCreateContext\(gles 9\.9\) failed: EGL_BAD_MATCH \(0x3009\)/);
    expect(err!.code).toBe('EGL_BAD_MATCH');
    expect(() => createContext({ api: 'gl', major: 4, minor: 6 })).toThrow(/EGL_BAD_MATCH/);
    // The process and other contexts are unaffected.
    const ok = createContext({ api: 'gles' });
    expect(ok.info().version).toMatch(/OpenGL ES/);
    ok.destroy();
  });
});

describe('default framebuffer (pbuffer surface)', () => {
  it.each(['gles', 'gl'] as const)('%s: framebuffer 0 is a 40×30 RGBA8 + D24S8 surface that clears and reads back', (api) => {
    const ctx = createContext({ api, surface: { width: 40, height: 30 } });
    try {
      ctx.makeCurrent();
      const viewport = new Int32Array(4);
      gl.glGetIntegerv(GL.VIEWPORT, viewport);
      // The initial viewport is the size of the surface the context is first made current on.
      expect(Array.from(viewport)).toEqual([0, 0, 40, 30]);
      const bits = new Int32Array(1);
      const attachment = api === 'gles' ? GL.BACK : GL.BACK_LEFT;
      for (const [pname, want] of [
        [GL.FRAMEBUFFER_ATTACHMENT_RED_SIZE, 8],
        [GL.FRAMEBUFFER_ATTACHMENT_ALPHA_SIZE, 8],
      ] as const) {
        gl.glGetFramebufferAttachmentParameteriv(GL.FRAMEBUFFER, attachment, pname, bits);
        expect(bits[0]).toBe(want);
      }
      gl.glGetFramebufferAttachmentParameteriv(GL.FRAMEBUFFER, GL.DEPTH, GL.FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE, bits);
      expect(bits[0]).toBe(24);
      gl.glGetFramebufferAttachmentParameteriv(GL.FRAMEBUFFER, GL.STENCIL, GL.FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE, bits);
      expect(bits[0]).toBe(8);
      gl.glClearColor(1, 0.5, 0, 1);
      gl.glClear(GL.COLOR_BUFFER_BIT);
      const px = new Uint8Array(4);
      gl.glReadPixels(39, 29, 1, 1, GL.RGBA, GL.UNSIGNED_BYTE, px);
      // 0.5 → round(0.5 × 255) = 128 (GL 4.5 §2.3.5.2, unsigned normalized conversion)
      expect(Array.from(px)).toEqual([255, 128, 0, 255]);
      expect(gl.glGetError()).toBe(GL.NO_ERROR);
    } finally {
      ctx.destroy();
    }
  });

  it('rejects a half-specified surface size', () => {
    expect(() => createContext({ api: 'gles', surface: { width: 10, height: 0 } })).toThrow(RangeError);
  });
});
