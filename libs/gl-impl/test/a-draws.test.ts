import { GL45_MINIMUM_CAPS, RecordingBackend } from '../src/recording-backend.ts';
import { createFrontEndGL } from '../src/index.ts';
import { describe, expect, it } from 'vitest';
import { drawableVao, err, makeA, useStubProgram, type ACtx } from './a-helpers.ts';

function ready(): ACtx & { vbo: number } {
  const ctx = makeA();
  useStubProgram(ctx.fe);
  const { vbo } = drawableVao(ctx);
  ctx.backend.calls.length = 0;
  return { ...ctx, vbo };
}
const draws = (ctx: ACtx) => ctx.backend.callsOf('draw').map((a) => a[0]);
const rec = (o: Partial<Record<string, unknown>>) => ({ mode: 4, first: 0, count: 0, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null, ...o });

describe('direct draws reach the backend with exact records', () => {
  it('arrays, instanced, base instance', () => {
    const ctx = ready();
    const { gl } = ctx;
    gl.drawArrays(gl.TRIANGLES, 2, 3);
    gl.drawArraysInstanced(gl.POINTS, 0, 5, 7);
    gl.drawArraysInstancedBaseInstance(gl.LINES, 1, 2, 3, 4);
    gl.drawArrays(gl.TRIANGLES, 0, 0); // renders nothing: validated, not dispatched
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(draws(ctx)).toEqual([
      rec({ mode: gl.TRIANGLES, first: 2, count: 3 }),
      rec({ mode: gl.POINTS, count: 5, instanceCount: 7 }),
      rec({ mode: gl.LINES, first: 1, count: 2, instanceCount: 3, baseInstance: 4 }),
    ]);
  });

  it('elements through the element buffer and from client memory', () => {
    const ctx = ready();
    const { gl } = ctx;
    const [ebo] = gl.genBuffers(1);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ebo);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, 64, null, gl.STATIC_DRAW);
    gl.drawElements(gl.TRIANGLES, 6, gl.UNSIGNED_SHORT, 4);
    gl.drawElementsInstancedBaseVertexBaseInstance(gl.TRIANGLES, 3, gl.UNSIGNED_INT, 0, 2, -1, 5);
    gl.drawRangeElementsBaseVertex(gl.TRIANGLE_STRIP, 0, 3, 4, gl.UNSIGNED_BYTE, 8, 10);
    gl.multiDrawElementsBaseVertex(gl.TRIANGLES, [3, 0, 6], gl.UNSIGNED_SHORT, [0, 6, 12], [1, 2, 3]);
    expect(err(gl)).toBe(gl.NO_ERROR);
    // Element-buffer draws carry the buffer's bytes as their per-draw span (D-B7; read only outside the server's mirror).
    const indexSpan = new Uint8Array(64);
    expect(draws(ctx)).toEqual([
      rec({ count: 6, indexType: gl.UNSIGNED_SHORT, indices: 4, indexSpan }),
      rec({ count: 3, indexType: gl.UNSIGNED_INT, instanceCount: 2, baseVertex: -1, baseInstance: 5, indexSpan }),
      rec({ mode: gl.TRIANGLE_STRIP, count: 4, indexType: gl.UNSIGNED_BYTE, indices: 8, baseVertex: 10, indexSpan }),
      rec({ count: 3, indexType: gl.UNSIGNED_SHORT, indices: 0, baseVertex: 1, indexSpan }),
      rec({ count: 6, indexType: gl.UNSIGNED_SHORT, indices: 12, baseVertex: 3, indexSpan }),
    ]);
    // Client indices need no element buffer (and are refused while one is bound).
    const indices = new Uint16Array([0, 1, 2]);
    gl.drawElements(gl.TRIANGLES, 3, gl.UNSIGNED_SHORT, indices);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, 0);
    ctx.backend.calls.length = 0;
    gl.drawElements(gl.TRIANGLES, 3, gl.UNSIGNED_SHORT, indices);
    expect(draws(ctx)).toEqual([rec({ count: 3, indexType: gl.UNSIGNED_SHORT, indices })]);
    gl.drawElements(gl.TRIANGLES, 4, gl.UNSIGNED_SHORT, indices); // reads past the client memory
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.drawElements(gl.TRIANGLES, 3, gl.UNSIGNED_SHORT, 0);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });

  it('multiDrawArrays: one verb call per non-empty sub-draw', () => {
    const ctx = ready();
    const { gl } = ctx;
    gl.multiDrawArrays(gl.TRIANGLES, [0, 3, 9], [3, 0, 6]);
    expect(draws(ctx)).toEqual([rec({ count: 3 }), rec({ first: 9, count: 6 })]);
    gl.multiDrawArrays(gl.TRIANGLES, [0, 3], [3, -1]);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    // Arrays of different lengths are a JS mistake (the count is the first array's length): a TypeError.
    expect(() => gl.multiDrawArrays(gl.TRIANGLES, [0, 3], [3])).toThrow(TypeError);
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(draws(ctx)).toHaveLength(2);
  });

  it('the DrawCall record is reused (no allocation per draw)', () => {
    const { gl, fe } = ready();
    const seen: unknown[] = [];
    (fe.backend.verbs as { draw: unknown }).draw = (d: unknown) => seen.push(d);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    gl.drawArrays(gl.TRIANGLES, 3, 3);
    expect(seen[0]).toBe(seen[1]);
  });
});

describe('draw validation', () => {
  it('argument errors', () => {
    const ctx = ready();
    const { gl } = ctx;
    const cases: [() => void, number][] = [
      [() => gl.drawArrays(7 /* QUADS: not core */, 0, 3), gl.INVALID_ENUM],
      [() => gl.drawArrays(gl.TRIANGLES, 0, -1), gl.INVALID_VALUE],
      [() => gl.drawArrays(gl.TRIANGLES, -1, 3), gl.INVALID_VALUE],
      [() => gl.drawArraysInstanced(gl.TRIANGLES, 0, 3, -1), gl.INVALID_VALUE],
      [() => gl.drawElements(gl.TRIANGLES, 3, gl.FLOAT, new Uint8Array(12)), gl.INVALID_ENUM],
      [() => gl.drawElements(gl.TRIANGLES, -3, gl.UNSIGNED_BYTE, new Uint8Array(3)), gl.INVALID_VALUE],
      [() => gl.drawRangeElements(gl.TRIANGLES, 5, 4, 3, gl.UNSIGNED_BYTE, new Uint8Array(3)), gl.INVALID_VALUE],
    ];
    cases.forEach(([call, code], i) => {
      call();
      expect(err(gl), `case ${i}`).toBe(code);
    });
    expect(draws(ctx)).toEqual([]);
  });

  it('no program or pipeline bound is INVALID_OPERATION', () => {
    const ctx = makeA();
    drawableVao(ctx);
    ctx.gl.drawArrays(ctx.gl.TRIANGLES, 0, 3);
    expect(err(ctx.gl)).toBe(ctx.gl.INVALID_OPERATION);
    expect(ctx.messages.at(-1)).toContain('no program');
  });

  it('VAO 0: INVALID_OPERATION unless client-memory arrays or indices are in use', () => {
    const ctx = makeA();
    const { gl } = ctx;
    useStubProgram(ctx.fe);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    const [vbo] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    gl.enableVertexAttribArray(0);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // buffer-backed arrays on VAO 0: core rule
    gl.bindBuffer(gl.ARRAY_BUFFER, 0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, new Float32Array(6));
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(ctx.backend.callsOf('draw')).toHaveLength(1);
  });

  it('a mapped vertex, index or indirect buffer is INVALID_OPERATION; a persistent mapping is not', () => {
    const ctx = ready();
    const { gl } = ctx;
    gl.mapBuffer(gl.ARRAY_BUFFER, gl.READ_ONLY);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.unmapBuffer(gl.ARRAY_BUFFER);
    const [ebo] = gl.genBuffers(1);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ebo);
    gl.bufferStorage(gl.ELEMENT_ARRAY_BUFFER, 16, null, gl.MAP_READ_BIT | gl.MAP_PERSISTENT_BIT);
    gl.mapBufferRange(gl.ELEMENT_ARRAY_BUFFER, 0, 16, gl.MAP_READ_BIT | gl.MAP_PERSISTENT_BIT);
    gl.drawElements(gl.TRIANGLES, 3, gl.UNSIGNED_BYTE, 0);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('the mapped-buffer check follows enables, attribute bindings and VAO switches made after a draw', () => {
    const ctx = ready();
    const { gl } = ctx;
    const [mapped] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, mapped);
    gl.bufferData(gl.ARRAY_BUFFER, 64, null, gl.STATIC_DRAW);
    gl.vertexAttribPointer(1, 4, gl.FLOAT, false, 0, 0); // attribute 1 reads the buffer, still disabled
    gl.mapBuffer(gl.ARRAY_BUFFER, gl.READ_ONLY);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.NO_ERROR); // a disabled attribute's buffer is not read
    gl.enableVertexAttribArray(1);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.vertexAttribBinding(1, 0); // attribute 1 now reads binding 0 (the unmapped buffer)
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.NO_ERROR);
    const [other] = gl.genVertexArrays(1);
    gl.bindVertexArray(other);
    gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 0, 0); // ARRAY_BUFFER is still the mapped buffer
    gl.enableVertexAttribArray(0);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    expect(ctx.backend.callsOf('draw')).toHaveLength(2);
  });

  it('transform feedback active with a mismatched mode is INVALID_OPERATION; paused is fine', () => {
    const ctx = ready();
    const { gl, fe } = ctx;
    fe.state.transformFeedback.RecordBegin(gl.TRIANGLES);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 3);
    expect(err(gl)).toBe(gl.NO_ERROR);
    gl.drawArrays(gl.LINES, 0, 2);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    fe.state.transformFeedback.SetPaused(true);
    gl.drawArrays(gl.LINES, 0, 2);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('an incomplete draw framebuffer is INVALID_FRAMEBUFFER_OPERATION (draws and clears)', () => {
    const ctx = ready();
    const { gl } = ctx;
    // A framebuffer object with no attachment: FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT (§9.4.2).
    const [fbo] = gl.genFramebuffers(1);
    gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
    expect(gl.checkFramebufferStatus(gl.DRAW_FRAMEBUFFER)).toBe(gl.FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(err(gl)).toBe(gl.INVALID_FRAMEBUFFER_OPERATION);
    gl.clear(gl.COLOR_BUFFER_BIT);
    expect(err(gl)).toBe(gl.INVALID_FRAMEBUFFER_OPERATION);
    gl.clearBufferfv(gl.COLOR, 0, [0, 0, 0, 0]);
    expect(err(gl)).toBe(gl.INVALID_FRAMEBUFFER_OPERATION);
    expect(ctx.backend.calls).toEqual([]);
  });

  it('a backend without a draw verb: INVALID_OPERATION and a message naming it', () => {
    const backend = new RecordingBackend(GL45_MINIMUM_CAPS);
    (backend.verbs as { draw: unknown }).draw = null;
    const { gl, frontEnd } = createFrontEndGL({ width: 4, height: 4, backend });
    const messages: string[] = [];
    gl.debugMessageCallback((_s, _t, _i, _v, m) => messages.push(m));
    useStubProgram(frontEnd);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, new Float32Array(6));
    gl.enableVertexAttribArray(0);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(messages[0]).toContain('no draw verb');
  });
});

describe('indirect and transform-feedback draws', () => {
  it('indirect draws read the DRAW_INDIRECT_BUFFER: binding, alignment, bounds', () => {
    const ctx = ready();
    const { gl, backend } = ctx;
    gl.drawArraysIndirect(gl.TRIANGLES, 0);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    const [ind] = gl.genBuffers(1);
    gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, ind);
    gl.bufferData(gl.DRAW_INDIRECT_BUFFER, 64, null, gl.STATIC_DRAW);
    gl.drawArraysIndirect(gl.TRIANGLES, 2);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.drawArraysIndirect(gl.TRIANGLES, 52);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.drawArraysIndirect(gl.TRIANGLES, new Uint32Array(4));
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.drawArraysIndirect(gl.TRIANGLES, 48);
    gl.multiDrawArraysIndirect(gl.POINTS, 0, 2, 32);
    gl.multiDrawArraysIndirect(gl.POINTS, 0, 3, 28);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // 0 + 28*2 + 16 > 64
    gl.multiDrawArraysIndirect(gl.POINTS, 0, 2, 6);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.drawElementsIndirect(gl.TRIANGLES, gl.UNSIGNED_INT, 0);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // no element buffer
    const [ebo] = gl.genBuffers(1);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ebo);
    gl.multiDrawElementsIndirect(gl.TRIANGLES, gl.UNSIGNED_INT, 4, 3, 0);
    expect(err(gl)).toBe(gl.NO_ERROR);
    // The indexed draw carries the element buffer's bytes as its index span (an empty buffer: no bytes).
    expect(backend.callsOf('drawIndirect')).toEqual([
      [gl.TRIANGLES, 0, 48, 1, 16, null],
      [gl.POINTS, 0, 0, 2, 32, null],
      [gl.TRIANGLES, gl.UNSIGNED_INT, 4, 3, 20, new Uint8Array(0)],
    ]);
  });

  it('indirect-count draws need a PARAMETER_BUFFER', () => {
    const ctx = ready();
    const { gl, backend } = ctx;
    const [ind, param] = gl.genBuffers(2);
    gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, ind);
    gl.bufferData(gl.DRAW_INDIRECT_BUFFER, 64, null, gl.STATIC_DRAW);
    gl.multiDrawArraysIndirectCount(gl.TRIANGLES, 0, 0, 2, 0);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.bindBuffer(gl.PARAMETER_BUFFER, param);
    gl.bufferData(gl.PARAMETER_BUFFER, 8, null, gl.STATIC_DRAW);
    gl.multiDrawArraysIndirectCount(gl.TRIANGLES, 0, 2, 2, 0);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.multiDrawArraysIndirectCount(gl.TRIANGLES, 0, 8, 2, 0);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.multiDrawArraysIndirectCount(gl.TRIANGLES, 0, 4, 2, 0);
    expect(backend.callsOf('drawIndirectCount')).toEqual([[gl.TRIANGLES, 0, 0, 4, 2, 16, null]]);
  });

  it('drawTransformFeedback: object must exist and have ended', () => {
    const ctx = ready();
    const { gl, fe, backend } = ctx;
    gl.drawTransformFeedback(gl.POINTS, 5);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.drawTransformFeedback(gl.POINTS, 0);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // never begun or ended
    fe.state.defaultTransformFeedback.RecordBegin(gl.POINTS);
    fe.state.defaultTransformFeedback.RecordEnd();
    gl.drawTransformFeedbackStreamInstanced(gl.POINTS, 0, 4, 2);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.drawTransformFeedbackStreamInstanced(gl.POINTS, 0, 1, 2);
    expect(backend.callsOf('drawTransformFeedback')).toEqual([[gl.POINTS, 0, 1, 2]]);
  });
});

describe('clears, flush, finish, barriers', () => {
  it('clear validates the mask and reaches the verb', () => {
    const ctx = makeA();
    const { gl, backend } = ctx;
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    gl.clear(0x1);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    expect(backend.callsOf('clear')).toEqual([[gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT]]);
  });

  it('clearBuffer* buffer and drawbuffer rules', () => {
    const ctx = makeA();
    const { gl, backend } = ctx;
    gl.clearBufferfv(gl.COLOR, 1, [1, 0, 0, 1]);
    gl.clearBufferiv(gl.STENCIL, 0, [3]);
    gl.clearBufferuiv(gl.COLOR, 0, [1, 2, 3, 4]);
    gl.clearBufferfi(gl.DEPTH_STENCIL, 0, 0.5, 7);
    expect(err(gl)).toBe(gl.NO_ERROR);
    // (the recorder spreads plain arrays into objects, so compare the values)
    expect(backend.callsOf('clearBuffer').map((a) => [a[0], a[1], a[2], Object.values(a[3] as object)])).toEqual([
      [gl.COLOR, 1, 'f', [1, 0, 0, 1]],
      [gl.STENCIL, 0, 'i', [3]],
      [gl.COLOR, 0, 'ui', [1, 2, 3, 4]],
      [gl.DEPTH_STENCIL, 0, 'fi', [0.5, 7]],
    ]);
    const cases: [() => void, number][] = [
      [() => gl.clearBufferiv(gl.DEPTH, 0, [1]), gl.INVALID_ENUM],
      [() => gl.clearBufferuiv(gl.STENCIL, 0, [1]), gl.INVALID_ENUM],
      [() => gl.clearBufferfv(gl.STENCIL, 0, [1]), gl.INVALID_ENUM],
      [() => gl.clearBufferfi(gl.DEPTH, 0, 1, 0), gl.INVALID_ENUM],
      [() => gl.clearBufferfv(gl.COLOR, 8, [0, 0, 0, 0]), gl.INVALID_VALUE],
      [() => gl.clearBufferfv(gl.DEPTH, 1, [1]), gl.INVALID_VALUE],
      [() => gl.clearBufferfi(gl.DEPTH_STENCIL, 1, 1, 0), gl.INVALID_VALUE],
    ];
    cases.forEach(([call, code], i) => {
      call();
      expect(err(gl), `case ${i}`).toBe(code);
    });
  });

  it('flush / finish / barriers', () => {
    const { gl, backend } = makeA();
    gl.flush();
    gl.finish();
    gl.memoryBarrier(gl.ALL_BARRIER_BITS);
    gl.memoryBarrier(gl.SHADER_STORAGE_BARRIER_BIT);
    gl.memoryBarrierByRegion(gl.UNIFORM_BARRIER_BIT);
    gl.textureBarrier();
    expect(err(gl)).toBe(gl.NO_ERROR);
    gl.memoryBarrierByRegion(gl.COMMAND_BARRIER_BIT);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.memoryBarrier(0x10000000);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    expect(backend.calls.map((c) => c.verb)).toEqual(['flush', 'finish', 'memoryBarrier', 'memoryBarrier', 'memoryBarrier', 'textureBarrier']);
  });
});
