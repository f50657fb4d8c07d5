// Argument checking, debug output, buffer mapping, and the generator's freshness check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, gl, GL, takeDebugMessages, type NativeContext } from '../src/index.ts';

describe('argument errors throw instead of crashing', () => {
  let ctx: NativeContext;
  beforeAll(() => {
    ctx = createContext({ api: 'gl' });
    ctx.makeCurrent();
  });
  afterAll(() => ctx.destroy());

  it('checks typed-array element types and lengths', () => {
    expect(() => gl.glGenBuffers(2, new Int32Array(2) as unknown as Uint32Array)).toThrow(TypeError);
    expect(() => gl.glGenBuffers(2, new Int32Array(2) as unknown as Uint32Array)).toThrow(/glGenBuffers: parameter 'buffers' must be a Uint32Array/);
    expect(() => gl.glGenBuffers(4, new Uint32Array(2))).toThrow(RangeError);
    expect(() => gl.glGenBuffers(4, new Uint32Array(2))).toThrow(/glGenBuffers: parameter 'buffers' has 2 elements, needs 4/);
    expect(() => gl.glGenBuffers(1, null as unknown as Uint32Array)).toThrow(TypeError);
    expect(() => gl.glUniformMatrix4fv(0, 2, 0, new Float32Array(16))).toThrow(/needs 32/);
  });

  it('checks scalar types and argument counts', () => {
    expect(() => gl.glDrawArrays('triangles' as unknown as number, 0, 3)).toThrow(/glDrawArrays: parameter 'mode' must be a number/);
    expect(() => (gl.glViewport as unknown as (x: number) => void)(0)).toThrow(/glViewport: expected 4 arguments, got 1/);
  });

  it('checks client data sizes, including pixel transfers', () => {
    const b = new Uint32Array(1);
    gl.glGenBuffers(1, b);
    gl.glBindBuffer(GL.ARRAY_BUFFER, b[0]!);
    expect(() => gl.glBufferData(GL.ARRAY_BUFFER, 1000, new Uint8Array(10), GL.STATIC_DRAW)).toThrow(/has 10 bytes, needs 1000/);
    expect(() => gl.glReadPixels(0, 0, 4, 4, GL.RGBA, GL.UNSIGNED_BYTE, new Uint8Array(63))).toThrow(/has 63 bytes, needs 64/);
    expect(() => gl.glReadPixels(0, 0, 4, 4, GL.RGBA, GL.UNSIGNED_BYTE, 0)).toThrow(/no GL_PIXEL_PACK_BUFFER is bound/);
    expect(() => gl.glTexImage2D(GL.TEXTURE_2D, 0, GL.RGBA8, 8, 8, 0, GL.RGBA, GL.UNSIGNED_BYTE, new Uint8Array(100))).toThrow(RangeError);
    expect(() => gl.glShaderSource(1, 2, ['only one'], null)).toThrow(/'string' has 1 entries, needs 2/);
  });

  it('truncates COMPSIZE outputs instead of overflowing', () => {
    const one = new Int32Array(1);
    gl.glGetIntegerv(GL.VIEWPORT, one); // writes 4 values natively, 1 comes back
    expect(one[0]).toBe(0);
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
  });
});

describe('GLES ReadPixels with READ_BUFFER = NONE', () => {
  it('throws a RangeError instead of letting Mesa crash (desktop keeps GL_INVALID_OPERATION)', () => {
    const px = new Uint8Array(16 * 16 * 4);
    const es = createContext({ api: 'gles', surface: { width: 16, height: 16 } });
    es.makeCurrent();
    gl.glReadBuffer(GL.NONE);
    expect(() => gl.glReadPixels(0, 0, 16, 16, GL.RGBA, GL.UNSIGNED_BYTE, px)).toThrow(RangeError);
    expect(() => gl.glReadPixels(0, 0, 16, 16, GL.RGBA, GL.UNSIGNED_BYTE, px)).toThrow(/GL_READ_BUFFER is GL_NONE/);
    gl.glReadBuffer(GL.BACK);
    gl.glReadPixels(0, 0, 16, 16, GL.RGBA, GL.UNSIGNED_BYTE, px);
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
    es.destroy();
    const desktop = createContext({ api: 'gl', surface: { width: 16, height: 16 } });
    desktop.makeCurrent();
    gl.glReadBuffer(GL.NONE);
    gl.glReadPixels(0, 0, 16, 16, GL.RGBA, GL.UNSIGNED_BYTE, px);
    expect(gl.glGetError()).toBe(GL.INVALID_OPERATION);
    desktop.destroy();
  });
});

describe('debug output', () => {
  it('delivers messages of a debug context through takeDebugMessages()', () => {
    const ctx = createContext({ api: 'gles', debug: true });
    ctx.makeCurrent();
    takeDebugMessages();
    const flags = new Int32Array(1);
    gl.glGetIntegerv(GL.CONTEXT_FLAGS, flags);
    expect(flags[0]! & GL.CONTEXT_FLAG_DEBUG_BIT).toBeTruthy();
    gl.glEnable(0xffff); // deliberate GL_INVALID_ENUM
    expect(gl.glGetError()).toBe(GL.INVALID_ENUM);
    gl.glDebugMessageInsert(GL.DEBUG_SOURCE_APPLICATION, GL.DEBUG_TYPE_MARKER, 42, GL.DEBUG_SEVERITY_NOTIFICATION, -1, 'hello');
    const msgs = takeDebugMessages();
    const err = msgs.find((m) => m.type === GL.DEBUG_TYPE_ERROR);
    expect(err, JSON.stringify(msgs)).toBeDefined();
    expect(err!.contextId).toBe(ctx.id);
    expect(err!.message).toMatch(/GL_INVALID_ENUM/);
    expect(msgs.some((m) => m.id === 42 && m.message === 'hello')).toBe(true);
    expect(takeDebugMessages()).toEqual([]);
    ctx.destroy();
  });
});

describe('buffer mapping', () => {
  it('MapBufferRange returns writable memory a later read sees (GLES), detached on unmap', () => {
    const ctx = createContext({ api: 'gles' });
    ctx.makeCurrent();
    const b = new Uint32Array(1);
    gl.glGenBuffers(1, b);
    gl.glBindBuffer(GL.COPY_WRITE_BUFFER, b[0]!);
    gl.glBufferData(GL.COPY_WRITE_BUFFER, 256, null, GL.DYNAMIC_DRAW);
    const w = gl.glMapBufferRange(GL.COPY_WRITE_BUFFER, 0, 256, GL.MAP_WRITE_BIT | GL.MAP_INVALIDATE_BUFFER_BIT)!;
    expect(w.byteLength).toBe(256);
    new Uint8Array(w).forEach((_, i, a) => (a[i] = (i * 7) & 255));
    expect(gl.glUnmapBuffer(GL.COPY_WRITE_BUFFER)).toBe(1);
    expect(w.byteLength).toBe(0); // detached: a stale view cannot touch unmapped memory
    const r = gl.glMapBufferRange(GL.COPY_WRITE_BUFFER, 16, 32, GL.MAP_READ_BIT)!;
    expect([...new Uint8Array(r)]).toEqual(Array.from({ length: 32 }, (_, i) => ((i + 16) * 7) & 255));
    gl.glUnmapBuffer(GL.COPY_WRITE_BUFFER);
    ctx.destroy();
  });

  it('persistent coherent mapping is visible to GetBufferSubData (desktop)', () => {
    const ctx = createContext({ api: 'gl' });
    ctx.makeCurrent();
    const b = new Uint32Array(1);
    gl.glGenBuffers(1, b);
    gl.glBindBuffer(GL.ARRAY_BUFFER, b[0]!);
    const flags = GL.MAP_WRITE_BIT | GL.MAP_PERSISTENT_BIT | GL.MAP_COHERENT_BIT;
    gl.glBufferStorage(GL.ARRAY_BUFFER, 64, null, flags);
    const m = new Float32Array(gl.glMapBufferRange(GL.ARRAY_BUFFER, 0, 64, flags)!);
    m.set([1.5, 2.5, 3.5]);
    const out = new Float32Array(3);
    gl.glGetBufferSubData(GL.ARRAY_BUFFER, 0, 12, out);
    expect([...out]).toEqual([1.5, 2.5, 3.5]);
    const fence = gl.glFenceSync(GL.SYNC_GPU_COMMANDS_COMPLETE, 0);
    expect(gl.glClientWaitSync(fence, GL.SYNC_FLUSH_COMMANDS_BIT, GL.TIMEOUT_IGNORED)).not.toBe(GL.WAIT_FAILED);
    gl.glDeleteSync(fence);
    gl.glDeleteBuffers(1, b);
    expect(m.length).toBe(0); // deleting a mapped buffer detaches its ArrayBuffer too
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
    ctx.destroy();
  });
});
