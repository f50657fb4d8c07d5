// The call queue (call-queue.ts / call-queue.cc): queued calls reach the driver in order, before anything that
// could see them; bad arguments throw where they were made; a malformed batch runs nothing.
import { setFlagsFromString } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createContext,
  gl,
  GL,
  nativeQueueOps,
  QUEUE_WORDS,
  QUEUED_CALLS,
  queuedGl as q,
  queuedWords,
  runQueueWords,
  type NativeContext,
} from '../src/index.ts';
import { clearedQuad, currentGles, expectQueuedCallsOnTheirContext, fbo, program, SIZE } from './helpers.ts';

setFlagsFromString('--allow-natives-syntax');
// Compiled after the flag is set, so the natives syntax parses.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o);') as (o: object) => boolean;

const contexts: NativeContext[] = [];
const gles = (): NativeContext => currentGles(contexts);
afterEach(() => {
  for (const c of contexts.splice(0)) c.destroy();
});

function integer(pname: number): number {
  const v = new Int32Array(1);
  gl.glGetIntegerv(pname, v);
  return v[0]!;
}

const VS = '#version 300 es\nlayout(location = 0) in vec2 p;\nuniform vec4 u_v[2];\nuniform ivec2 u_i;\n' +
  'void main() { gl_Position = vec4(p, 0.0, 1.0) + (u_v[0] + u_v[1] + vec4(u_i, 0, 0)) * 1e-3; }\n';
const FS = '#version 300 es\nprecision mediump float;\nuniform vec4 u_color;\nout vec4 o;\nvoid main() { o = u_color; }\n';

describe('call queue', () => {
  it('has the addon\'s opcodes in QUEUED_CALLS\' order', () => {
    expect(nativeQueueOps()).toEqual([...QUEUED_CALLS]);
  });

  it('keeps both tables and their prototypes in fast-properties mode (a dictionary is a hash lookup per call)', () => {
    gles();
    const use = (t: typeof q) => {
      t.glEnable(GL.BLEND);
      return t.glGetError();
    };
    for (let i = 0; i < 1000; i++) { use(q); use(gl); }
    const chain = (o: object) => [o, Object.getPrototypeOf(o) as object];
    expect([...chain(q), ...chain(gl)].map(hasFastProperties)).toEqual([true, true, true, true]);
    // The negative control: the same entries put one by one into a plain object are a dictionary.
    const copy: Record<string, unknown> = {};
    for (const k in q) copy[k] = (q as unknown as Record<string, unknown>)[k];
    expect(hasFastProperties(copy)).toBe(false);
  });

  it('holds the queued calls until another call needs the driver, then makes them in order', () => {
    gles();
    q.glEnable(GL.BLEND);
    q.glDisable(GL.BLEND);
    q.glEnable(GL.BLEND); // the last of the three is what the driver must end with
    const names = new Uint32Array(3);
    gl.glGenTextures(1, names); // a flushing call: the queue ran before it
    expect(queuedWords()).toBe(0);
    q.glActiveTexture(GL.TEXTURE3);
    q.glBindTexture(GL.TEXTURE_2D, names[0]!);
    expect(queuedWords()).toBe(5);
    expect(gl.glIsEnabled(GL.BLEND)).toBe(1);
    expect(integer(GL.ACTIVE_TEXTURE)).toBe(GL.TEXTURE3);
    expect(integer(GL.TEXTURE_BINDING_2D)).toBe(names[0]);
    expect(queuedWords()).toBe(0);
  });

  it('binds buffers, vertex arrays, samplers, programs and vertex buffers (offsets past 2^32 and negative)', () => {
    gles();
    const n = new Uint32Array(3);
    gl.glGenBuffers(2, n);
    const vao = new Uint32Array(1);
    gl.glGenVertexArrays(1, vao);
    const sampler = new Uint32Array(1);
    gl.glGenSamplers(1, sampler);
    const p = program(VS, FS);
    q.glBindVertexArray(vao[0]!);
    q.glBindBuffer(GL.ARRAY_BUFFER, n[0]!);
    q.glBindSampler(2, sampler[0]!);
    q.glUseProgram(p);
    // The offsets as the driver keeps them, made directly on binding 0 and queued on binding 1 (Mesa keeps 32 bits).
    const offsetOf = (binding: number) => {
      const v = new BigInt64Array(1);
      gl.glGetInteger64i_v(GL.VERTEX_BINDING_OFFSET, binding, v);
      return v[0];
    };
    for (const offset of [0, 8, 2 ** 31 + 4, 2 ** 32 - 16, 2 ** 33 + 8]) {
      gl.glBindVertexBuffer(0, n[1]!, offset, 16);
      q.glBindVertexBuffer(1, n[1]!, offset, 16);
      expect(offsetOf(1)).toBe(offsetOf(0));
    }
    expect(offsetOf(1)).not.toBe(0n);
    expect(integer(GL.VERTEX_ARRAY_BINDING)).toBe(vao[0]);
    expect(integer(GL.ARRAY_BUFFER_BINDING)).toBe(n[0]);
    expect(integer(GL.CURRENT_PROGRAM)).toBe(p);
    gl.glActiveTexture(GL.TEXTURE2);
    expect(integer(GL.SAMPLER_BINDING)).toBe(sampler[0]);
    gl.glGetIntegeri_v(GL.VERTEX_BINDING_BUFFER, 1, new Int32Array(1));
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
    q.glBindVertexBuffer(1, n[1]!, -16, 16); // GLES 3.1 §10.3.1: a negative offset is INVALID_VALUE
    expect(gl.glGetError()).toBe(GL.INVALID_VALUE);
  });

  it('copies uniform vectors at the call (a later write to the array does not reach the driver)', () => {
    gles();
    const p = program(VS, FS);
    gl.glUseProgram(p);
    const values = new Float32Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    q.glUniform4fv(gl.glGetUniformLocation(p, 'u_v'), 2, values);
    const ints = new Int32Array([-7, 9, 11]);
    q.glUniform2iv(gl.glGetUniformLocation(p, 'u_i'), 1, ints);
    // One vec4 (the copy written out for the per-draw case), over element 0 of the array written above.
    const one = new Float32Array([11, 12, 13, 14, 15]);
    q.glUniform4fv(gl.glGetUniformLocation(p, 'u_v[0]'), 1, one);
    values.fill(0);
    ints.fill(0);
    one.fill(0);
    const f = new Float32Array(4);
    gl.glGetUniformfv(p, gl.glGetUniformLocation(p, 'u_v[1]'), f);
    expect([...f]).toEqual([5, 6, 7, 8]);
    gl.glGetUniformfv(p, gl.glGetUniformLocation(p, 'u_v[0]'), f);
    expect([...f]).toEqual([11, 12, 13, 14]);
    const i = new Int32Array(2);
    gl.glGetUniformiv(p, gl.glGetUniformLocation(p, 'u_i'), i);
    expect([...i]).toEqual([-7, 9]);
  });

  it('draws: queued state and draws are on the pixels a readback sees', () => {
    gles();
    fbo();
    const p = program('#version 300 es\nlayout(location = 0) in vec2 p;\nvoid main() { gl_Position = vec4(p, 0.0, 1.0); }\n', FS);
    clearedQuad();
    const elements = new Uint32Array(1);
    gl.glGenBuffers(1, elements);
    gl.glBindBuffer(GL.ELEMENT_ARRAY_BUFFER, elements[0]!);
    gl.glBufferData(GL.ELEMENT_ARRAY_BUFFER, 16, new Uint16Array([9, 9, 0, 1, 2, 1, 3, 2]), GL.STATIC_DRAW);
    q.glUseProgram(p);
    const color = gl.glGetUniformLocation(p, 'u_color');
    q.glUniform4fv(color, 1, new Float32Array([1, 0, 0, 1]));
    q.glDrawArrays(GL.TRIANGLES, 0, 3); // lower-left half red
    q.glUniform4fv(color, 1, new Float32Array([0, 0, 1, 1]));
    q.glDrawElements(GL.TRIANGLES, 3, GL.UNSIGNED_SHORT, 10); // indices 1, 3, 2 at byte 10: the upper-right half blue
    expect(queuedWords()).toBeGreaterThan(0);
    const px = new Uint8Array(4 * SIZE * SIZE);
    gl.glReadPixels(0, 0, SIZE, SIZE, GL.RGBA, GL.UNSIGNED_BYTE, px);
    const at = (x: number, y: number) => [...px.subarray(4 * (y * SIZE + x), 4 * (y * SIZE + x) + 4)];
    expect(at(4, 4)).toEqual([255, 0, 0, 255]);
    expect(at(SIZE - 5, SIZE - 5)).toEqual([0, 0, 255, 255]);
    q.glDrawArraysInstanced(GL.TRIANGLES, 0, 3, 0); // zero instances: nothing drawn, no error
    q.glDrawElementsInstanced(GL.TRIANGLES, 3, GL.UNSIGNED_SHORT, 4, 1); // indices 0, 1, 2 in blue
    gl.glReadPixels(0, 0, SIZE, SIZE, GL.RGBA, GL.UNSIGNED_BYTE, px);
    expect(at(4, 4)).toEqual([0, 0, 255, 255]);
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
  });

  it('runs the queue before a context change: the calls reach the context they were made on', () => {
    const a = gles();
    const b = createContext({ api: 'gles' });
    contexts.push(b);
    expectQueuedCallsOnTheirContext(a, b, () => undefined);
  });

  it('reports a queued call\'s GL error at the next glGetError, as the driver recorded it', () => {
    gles();
    q.glEnable(0x1234);
    q.glBindTexture(GL.TEXTURE_2D, 0);
    expect(gl.glGetError()).toBe(GL.INVALID_ENUM);
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
  });

  it('runs a full queue and goes on: every call made, none twice', () => {
    gles();
    const calls = QUEUE_WORDS * 2 + 3; // two words each: more than two queues' worth
    let pendingMax = 0;
    for (let i = 0; i < calls; i++) {
      if (i % 2 === 0) q.glEnable(GL.BLEND);
      else q.glDisable(GL.BLEND);
      pendingMax = Math.max(pendingMax, queuedWords());
    }
    expect(pendingMax).toBeLessThanOrEqual(QUEUE_WORDS);
    expect(gl.glIsEnabled(GL.BLEND)).toBe(1); // an odd number of calls ends on glEnable
    const big = new Float32Array(QUEUE_WORDS * 2); // larger than the queue: made directly, after the queue ran
    const p = program(VS, FS);
    gl.glUseProgram(p);
    q.glEnable(GL.DITHER);
    q.glUniform4fv(gl.glGetUniformLocation(p, 'u_v'), QUEUE_WORDS / 2, big); // 4 × QUEUE_WORDS / 2 words
    expect(queuedWords()).toBe(0);
    expect(gl.glGetError()).toBe(GL.NO_ERROR);
  });

  it('makes a call with arguments the wrapper rejects directly, and it throws there, naming the call', () => {
    gles();
    q.glEnable(GL.BLEND);
    const bad = q as unknown as Record<string, (...a: unknown[]) => void>;
    expect(() => bad.glEnable!('blend')).toThrow(/glEnable.*cap/);
    expect(queuedWords()).toBe(0); // the queue ran first
    expect(gl.glIsEnabled(GL.BLEND)).toBe(1);
    expect(() => bad.glUniform4fv!(0, 1, new Float64Array(4))).toThrow(TypeError);
    expect(() => bad.glUniform4fv!(0, 2, new Float32Array(4))).toThrow(/glUniform4fv.*value/);
    expect(() => bad.glBindVertexBuffer!(0, 0, 'x', 16)).toThrow(/glBindVertexBuffer.*offset/);
    expect(() => bad.glDrawElements!(GL.TRIANGLES, 3, GL.UNSIGNED_SHORT, {})).toThrow(/glDrawElements.*indices/);
    expect(queuedWords()).toBe(0);
  });

  it('refuses a malformed batch whole, before any of its calls', () => {
    gles();
    const [enable] = [QUEUED_CALLS.indexOf('glEnable')];
    const uniform = QUEUED_CALLS.indexOf('glUniform4fv');
    const run = (words: number[], count = words.length) => () => runQueueWords(Int32Array.from(words), count);
    expect(run([enable, GL.BLEND, 99])).toThrow(/opcode 99 at word 2 is unknown/);
    expect(run([enable, GL.BLEND, -1])).toThrow(/opcode -1/);
    expect(run([enable, GL.BLEND, enable])).toThrow(/glEnable at word 2 runs past count/);
    expect(run([enable, GL.BLEND], 3)).toThrow(/more than the array holds/);
    expect(run([enable, GL.BLEND, uniform, 0, -1])).toThrow(/negative count/);
    expect(run([enable, GL.BLEND, uniform, 0, 2, 0, 0, 0, 0])).toThrow(/glUniform4fv at word 2 runs past count/);
    expect(() => runQueueWords(new Uint32Array(2) as unknown as Int32Array, 2)).toThrow(/Int32Array/);
    expect(gl.glIsEnabled(GL.BLEND)).toBe(0); // none of the refused batches ran its glEnable
    run([enable, GL.BLEND], 2)();
    expect(gl.glIsEnabled(GL.BLEND)).toBe(1);
  });
});
