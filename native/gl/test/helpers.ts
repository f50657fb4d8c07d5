// Test helpers: shader programs, a 64x64 RGBA8 renderbuffer FBO, pixel readback, the queue's context-switch check.
import { expect } from 'vitest';
import { createContext, gl, GL, cString, queuedGl, type NativeContext } from '../src/index.ts';

/**
 * A full-viewport quad (a 4-vertex strip, -1..1) in a new array buffer, bound, on attribute 0; the window cleared to
 * opaque black. Returns the buffer.
 */
export function clearedQuad(): number {
  const buf = new Uint32Array(1);
  gl.glGenBuffers(1, buf);
  gl.glBindBuffer(GL.ARRAY_BUFFER, buf[0]!);
  gl.glBufferData(GL.ARRAY_BUFFER, 32, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), GL.STATIC_DRAW);
  gl.glVertexAttribPointer(0, 2, GL.FLOAT, 0, 0, 0);
  gl.glEnableVertexAttribArray(0);
  gl.glClearColor(0, 0, 0, 1);
  gl.glClear(GL.COLOR_BUFFER_BIT);
  return buf[0]!;
}

/** A GLES context made current, kept in `list` (the test's afterEach destroys what it holds). */
export function currentGles(list: NativeContext[]): NativeContext {
  const c = createContext({ api: 'gles' });
  list.push(c);
  c.makeCurrent();
  return c;
}

/**
 * Queued calls reach the context they were made on across make-current switches (`a` current at the start): DEPTH_TEST
 * queued on `a`, CULL_FACE on `b`, each followed by `afterQueue` (the driver-thread test fills a batch there).
 */
export function expectQueuedCallsOnTheirContext(a: NativeContext, b: NativeContext, afterQueue: () => void): void {
  queuedGl.glEnable(GL.DEPTH_TEST);
  afterQueue();
  b.makeCurrent();
  expect(gl.glIsEnabled(GL.DEPTH_TEST)).toBe(0);
  queuedGl.glEnable(GL.CULL_FACE);
  afterQueue();
  a.makeCurrent();
  expect(gl.glIsEnabled(GL.DEPTH_TEST)).toBe(1);
  expect(gl.glIsEnabled(GL.CULL_FACE)).toBe(0);
  b.makeCurrent();
  expect(gl.glIsEnabled(GL.CULL_FACE)).toBe(1);
}

export const SIZE = 64;

export function compile(type: number, source: string): number {
  const s = gl.glCreateShader(type);
  gl.glShaderSource(s, 1, [source], null);
  gl.glCompileShader(s);
  const ok = new Int32Array(1);
  gl.glGetShaderiv(s, GL.COMPILE_STATUS, ok);
  if (!ok[0]) {
    const log = new Uint8Array(4096);
    gl.glGetShaderInfoLog(s, log.length, null, log);
    throw new Error(`shader compile failed: ${cString(log)}`);
  }
  return s;
}

export function program(vs: string, fs: string, attribs: string[] = []): number {
  const p = gl.glCreateProgram();
  gl.glAttachShader(p, compile(GL.VERTEX_SHADER, vs));
  gl.glAttachShader(p, compile(GL.FRAGMENT_SHADER, fs));
  attribs.forEach((name, i) => gl.glBindAttribLocation(p, i, name));
  gl.glLinkProgram(p);
  const ok = new Int32Array(1);
  gl.glGetProgramiv(p, GL.LINK_STATUS, ok);
  if (!ok[0]) {
    const log = new Uint8Array(4096);
    gl.glGetProgramInfoLog(p, log.length, null, log);
    throw new Error(`link failed: ${cString(log)}`);
  }
  return p;
}

/** A SIZE x SIZE RGBA8 renderbuffer FBO, bound for drawing and reading, viewport set. */
export function fbo(): number {
  const names = new Uint32Array(1);
  gl.glGenRenderbuffers(1, names);
  gl.glBindRenderbuffer(GL.RENDERBUFFER, names[0]!);
  gl.glRenderbufferStorage(GL.RENDERBUFFER, GL.RGBA8, SIZE, SIZE);
  const rb = names[0]!;
  gl.glGenFramebuffers(1, names);
  gl.glBindFramebuffer(GL.FRAMEBUFFER, names[0]!);
  gl.glFramebufferRenderbuffer(GL.FRAMEBUFFER, GL.COLOR_ATTACHMENT0, GL.RENDERBUFFER, rb);
  const status = gl.glCheckFramebufferStatus(GL.FRAMEBUFFER);
  if (status !== GL.FRAMEBUFFER_COMPLETE) throw new Error(`FBO incomplete: 0x${status.toString(16)}`);
  gl.glViewport(0, 0, SIZE, SIZE);
  return names[0]!;
}

export function readAll(): Uint8Array {
  const px = new Uint8Array(SIZE * SIZE * 4);
  gl.glPixelStorei(GL.PACK_ALIGNMENT, 4);
  gl.glReadPixels(0, 0, SIZE, SIZE, GL.RGBA, GL.UNSIGNED_BYTE, px);
  // The binding's own size checks query pack state; they must never leave a GL error behind (they once
  // asked GLES for PACK_SKIP_IMAGES, which only desktop GL has).
  expectNoGlError();
  return px;
}

/** RGBA at window coordinates (x, y), y up as in GL. */
export function at(px: Uint8Array, x: number, y: number): number[] {
  const i = (y * SIZE + x) * 4;
  return [px[i]!, px[i + 1]!, px[i + 2]!, px[i + 3]!];
}

/** Triangle (-0.5,-0.5) (0.5,-0.5) (0,0.5) in NDC = window (16,16) (48,16) (32,48) at 64x64. */
export const TRIANGLE = new Float32Array([-0.5, -0.5, 0.5, -0.5, 0.0, 0.5]);
export const TRIANGLE_WINDOW: [number, number][] = [[16, 16], [48, 16], [32, 48]];

/** Barycentric weights of the pixel centre (x + 0.5, y + 0.5) in TRIANGLE_WINDOW. */
export function barycentric(x: number, y: number): [number, number, number] {
  const [[x0, y0], [x1, y1], [x2, y2]] = TRIANGLE_WINDOW as [[number, number], [number, number], [number, number]];
  const px = x + 0.5, py = y + 0.5;
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  const b1 = ((px - x0) * (y2 - y0) - (x2 - x0) * (py - y0)) / area;
  const b2 = ((x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)) / area;
  return [1 - b1 - b2, b1, b2];
}

export function expectNoGlError(): void {
  const e = gl.glGetError();
  if (e !== GL.NO_ERROR) throw new Error(`GL error 0x${e.toString(16)}`);
}
