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
