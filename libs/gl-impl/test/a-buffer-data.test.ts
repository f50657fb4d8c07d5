import { describe, expect, it } from 'vitest';
import { floatToHalf, halfToFloat } from '../src/entry-points/a-buffer-clear.ts';
import { err, makeA, type ACtx } from './a-helpers.ts';

function withBuffer(size = 16): ACtx & { buf: number } {
  const ctx = makeA();
  const [buf] = ctx.gl.genBuffers(1);
  ctx.gl.bindBuffer(ctx.gl.ARRAY_BUFFER, buf);
  if (size > 0) ctx.gl.bufferData(ctx.gl.ARRAY_BUFFER, size, new Uint8Array(size).map((_, i) => i), ctx.gl.DYNAMIC_DRAW);
  ctx.backend.calls.length = 0;
  return { ...ctx, buf };
}
const shadow = (ctx: ACtx, name: number) => ctx.fe.state.objects.buffers.Get(name)!;

describe('bufferData / bufferSubData / bufferStorage', () => {
  it('updates the shadow, moves shape vs content counters, and dispatches ops in call order', () => {
    const ctx = withBuffer(0);
    const { gl, backend, buf } = ctx;
    gl.bufferData(gl.ARRAY_BUFFER, 8, new Float32Array([1, 2]), gl.STATIC_DRAW);
    const b = shadow(ctx, buf);
    expect(b.shapeVersion).toBe(1);
    expect(b.contentVersion).toBe(0);
    expect(Array.from(new Float32Array(b.data.buffer))).toEqual([1, 2]);
    gl.bufferSubData(gl.ARRAY_BUFFER, 4, 4, new Float32Array([5]));
    expect(b.contentVersion).toBe(1);
    expect(b.shapeVersion).toBe(1);
    expect(Array.from(new Float32Array(b.data.buffer))).toEqual([1, 5]);
    expect(backend.calls.map((c) => [c.verb, ...c.args])).toEqual([['buffer.storage', buf], ['buffer.subData', buf, 4, 4]]);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_SIZE)).toBe(8);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_USAGE)).toBe(gl.STATIC_DRAW);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_STORAGE_FLAGS)).toBe(gl.MAP_READ_BIT | gl.MAP_WRITE_BIT | gl.DYNAMIC_STORAGE_BIT);
  });

  it('bufferData errors leave the buffer untouched', () => {
    const ctx = withBuffer();
    const { gl, backend } = ctx;
    gl.bufferData(0x1, 4, null, gl.STATIC_DRAW);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    gl.bufferData(gl.ARRAY_BUFFER, -1, null, gl.STATIC_DRAW);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bufferData(gl.ARRAY_BUFFER, 4, null, 0x1234);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    gl.bufferData(gl.COPY_WRITE_BUFFER, 4, null, gl.STATIC_DRAW);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    expect(backend.calls).toEqual([]);
  });

  it('bufferSubData errors: range, mapped, immutable without DYNAMIC_STORAGE_BIT', () => {
    const ctx = withBuffer();
    const { gl } = ctx;
    gl.bufferSubData(gl.ARRAY_BUFFER, 12, 8, new Uint8Array(8));
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bufferSubData(gl.ARRAY_BUFFER, -1, 1, new Uint8Array(1));
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 4, gl.MAP_READ_BIT);
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, 4, new Uint8Array(4));
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.unmapBuffer(gl.ARRAY_BUFFER);
    const [imm] = gl.genBuffers(1);
    gl.bindBuffer(gl.COPY_WRITE_BUFFER, imm);
    gl.bufferStorage(gl.COPY_WRITE_BUFFER, 16, null, gl.MAP_WRITE_BIT);
    gl.bufferSubData(gl.COPY_WRITE_BUFFER, 0, 4, new Uint8Array(4));
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });

  it('bufferStorage: flag rules, then immutable (bufferData and a second bufferStorage fail)', () => {
    const ctx = withBuffer(0);
    const { gl, buf } = ctx;
    gl.bufferStorage(gl.ARRAY_BUFFER, 0, null, 0);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bufferStorage(gl.ARRAY_BUFFER, 16, null, 0x10000);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bufferStorage(gl.ARRAY_BUFFER, 16, null, gl.MAP_PERSISTENT_BIT);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bufferStorage(gl.ARRAY_BUFFER, 16, null, gl.MAP_READ_BIT | gl.MAP_COHERENT_BIT);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    // Client memory shorter than size: INVALID_OPERATION (arg-check-runtime.ts), never a zero-filled tail.
    gl.bufferStorage(gl.ARRAY_BUFFER, 16, new Uint8Array([9]), gl.MAP_WRITE_BIT | gl.DYNAMIC_STORAGE_BIT);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    const initial = new Uint8Array(16);
    initial[0] = 9;
    gl.bufferStorage(gl.ARRAY_BUFFER, 16, initial, gl.MAP_WRITE_BIT | gl.DYNAMIC_STORAGE_BIT);
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(shadow(ctx, buf).data[0]).toBe(9);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_IMMUTABLE_STORAGE)).toBe(1);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_STORAGE_FLAGS)).toBe(gl.MAP_WRITE_BIT | gl.DYNAMIC_STORAGE_BIT);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_USAGE)).toBe(gl.DYNAMIC_DRAW);
    gl.bufferData(gl.ARRAY_BUFFER, 16, null, gl.STATIC_DRAW);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.bufferStorage(gl.ARRAY_BUFFER, 16, null, 0);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 4, gl.MAP_READ_BIT); // READ not in the storage flags
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });
});

describe('mapping', () => {
  it('mapBufferRange returns a view over the shadow; unmap publishes the written range', () => {
    const ctx = withBuffer();
    const { gl, backend, buf } = ctx;
    const view = gl.mapBufferRange(gl.ARRAY_BUFFER, 4, 8, gl.MAP_WRITE_BIT)!;
    expect(view.length).toBe(8);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_MAPPED)).toBe(1);
    expect(gl.getBufferParameteri64v(gl.ARRAY_BUFFER, gl.BUFFER_MAP_OFFSET)).toBe(4);
    expect(gl.getBufferParameteri64v(gl.ARRAY_BUFFER, gl.BUFFER_MAP_LENGTH)).toBe(8);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_ACCESS_FLAGS)).toBe(gl.MAP_WRITE_BIT);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_ACCESS)).toBe(gl.WRITE_ONLY);
    view[0] = 200;
    const b = shadow(ctx, buf);
    expect(b.contentVersion).toBe(0);
    expect(gl.unmapBuffer(gl.ARRAY_BUFFER)).toBe(true);
    expect(b.data[4]).toBe(200);
    expect(b.contentVersion).toBe(1);
    expect(backend.callsOf('buffer.mappedWrite')).toEqual([[buf, 4, 8]]);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_MAPPED)).toBe(0);
    expect(gl.unmapBuffer(gl.ARRAY_BUFFER)).toBe(false);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });

  it('a read mapping moves no content counter and dispatches nothing', () => {
    const ctx = withBuffer();
    const { gl, backend, buf } = ctx;
    const view = gl.mapBuffer(gl.ARRAY_BUFFER, gl.READ_ONLY)!;
    expect(view.length).toBe(16);
    expect(view[3]).toBe(3);
    expect(gl.getBufferParameteriv(gl.ARRAY_BUFFER, gl.BUFFER_ACCESS)).toBe(gl.READ_ONLY);
    gl.unmapBuffer(gl.ARRAY_BUFFER);
    expect(shadow(ctx, buf).contentVersion).toBe(0);
    expect(backend.calls).toEqual([]);
  });

  it('every mapBufferRange access rule', () => {
    const ctx = withBuffer();
    const { gl } = ctx;
    const bad: [number, number, number, number][] = [
      [-1, 4, gl.MAP_READ_BIT, gl.INVALID_VALUE],
      [0, -1, gl.MAP_READ_BIT, gl.INVALID_VALUE],
      [8, 16, gl.MAP_READ_BIT, gl.INVALID_VALUE],
      [0, 4, gl.MAP_READ_BIT | 0x1000, gl.INVALID_VALUE],
      [0, 0, gl.MAP_READ_BIT, gl.INVALID_OPERATION],
      [0, 4, gl.MAP_INVALIDATE_RANGE_BIT, gl.INVALID_OPERATION],
      [0, 4, gl.MAP_READ_BIT | gl.MAP_INVALIDATE_BUFFER_BIT, gl.INVALID_OPERATION],
      [0, 4, gl.MAP_READ_BIT | gl.MAP_UNSYNCHRONIZED_BIT, gl.INVALID_OPERATION],
      [0, 4, gl.MAP_READ_BIT | gl.MAP_FLUSH_EXPLICIT_BIT, gl.INVALID_OPERATION],
      [0, 4, gl.MAP_WRITE_BIT | gl.MAP_PERSISTENT_BIT, gl.INVALID_OPERATION], // mutable storage has no PERSISTENT
    ];
    for (const [offset, length, access, code] of bad) {
      expect(gl.mapBufferRange(gl.ARRAY_BUFFER, offset, length, access), `${offset} ${length} ${access}`).toBeNull();
      expect(err(gl), `${offset} ${length} ${access}`).toBe(code);
    }
    expect(gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 4, gl.MAP_READ_BIT)).not.toBeNull();
    expect(gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 4, gl.MAP_READ_BIT)).toBeNull(); // already mapped
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    expect(gl.mapBuffer(gl.ARRAY_BUFFER, 0x1234)).toBeNull();
    expect(err(gl)).toBe(gl.INVALID_ENUM);
  });

  it('flushMappedBufferRange publishes explicit ranges relative to the mapping; unmap publishes nothing more', () => {
    const ctx = withBuffer();
    const { gl, backend, buf } = ctx;
    gl.flushMappedBufferRange(gl.ARRAY_BUFFER, 0, 4);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // not mapped
    const view = gl.mapBufferRange(gl.ARRAY_BUFFER, 8, 8, gl.MAP_WRITE_BIT | gl.MAP_FLUSH_EXPLICIT_BIT)!;
    view[2] = 7;
    gl.flushMappedBufferRange(gl.ARRAY_BUFFER, 2, 1);
    gl.flushMappedBufferRange(gl.ARRAY_BUFFER, 4, 8);
    expect(err(gl)).toBe(gl.INVALID_VALUE); // past the mapping
    gl.flushMappedBufferRange(gl.ARRAY_BUFFER, -1, 1);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.unmapBuffer(gl.ARRAY_BUFFER);
    expect(backend.callsOf('buffer.mappedWrite')).toEqual([[buf, 10, 1]]);
    gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 4, gl.MAP_WRITE_BIT);
    gl.flushMappedBufferRange(gl.ARRAY_BUFFER, 0, 4);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // mapped without FLUSH_EXPLICIT
  });

  it('persistent coherent write mappings are published at each draw; non-coherent ones at the client barrier', async () => {
    const { useStubProgram, drawableVao } = await import('./a-helpers.ts');
    const ctx = makeA();
    const { gl, fe, backend } = ctx;
    useStubProgram(fe);
    drawableVao(ctx);
    const [p, q] = gl.genBuffers(2);
    gl.bindBuffer(gl.COPY_WRITE_BUFFER, p);
    gl.bufferStorage(gl.COPY_WRITE_BUFFER, 32, null, gl.MAP_WRITE_BIT | gl.MAP_PERSISTENT_BIT | gl.MAP_COHERENT_BIT);
    gl.mapBufferRange(gl.COPY_WRITE_BUFFER, 0, 32, gl.MAP_WRITE_BIT | gl.MAP_PERSISTENT_BIT | gl.MAP_COHERENT_BIT);
    gl.bindBuffer(gl.COPY_READ_BUFFER, q);
    gl.bufferStorage(gl.COPY_READ_BUFFER, 16, null, gl.MAP_WRITE_BIT | gl.MAP_PERSISTENT_BIT);
    gl.mapBufferRange(gl.COPY_READ_BUFFER, 0, 16, gl.MAP_WRITE_BIT | gl.MAP_PERSISTENT_BIT);
    backend.calls.length = 0;
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(backend.calls.map((c) => c.verb)).toEqual(['buffer.mappedWrite', 'draw']);
    expect(backend.callsOf('buffer.mappedWrite')).toEqual([[p, 0, 32]]);
    backend.calls.length = 0;
    gl.memoryBarrier(gl.CLIENT_MAPPED_BUFFER_BARRIER_BIT);
    expect(backend.callsOf('buffer.mappedWrite')).toEqual([[p, 0, 32], [q, 0, 16]]);
    // Persistent mappings do not block use by the GL.
    gl.getBufferSubData(gl.COPY_READ_BUFFER, 0, 4, new Uint8Array(4));
    expect(err(gl)).toBe(gl.NO_ERROR);
    gl.unmapBuffer(gl.COPY_WRITE_BUFFER);
    backend.calls.length = 0;
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    expect(backend.calls.map((c) => c.verb)).toEqual(['draw']);
  });
});

describe('copy, get, clear, invalidate', () => {
  it('copyBufferSubData copies, moves the destination content counter, and rejects overlap', () => {
    const ctx = withBuffer();
    const { gl, backend, buf } = ctx;
    const [dst] = gl.genBuffers(1);
    gl.bindBuffer(gl.COPY_WRITE_BUFFER, dst);
    gl.bufferData(gl.COPY_WRITE_BUFFER, 8, null, gl.STATIC_DRAW);
    gl.copyBufferSubData(gl.ARRAY_BUFFER, gl.COPY_WRITE_BUFFER, 4, 2, 4);
    expect(Array.from(shadow(ctx, dst).data)).toEqual([0, 0, 4, 5, 6, 7, 0, 0]);
    expect(shadow(ctx, dst).contentVersion).toBe(1);
    expect(shadow(ctx, buf).contentVersion).toBe(0);
    expect(backend.callsOf('buffer.copy')).toEqual([[buf, dst, 4, 2, 4]]);
    gl.copyBufferSubData(gl.ARRAY_BUFFER, gl.ARRAY_BUFFER, 0, 2, 4);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.copyBufferSubData(gl.ARRAY_BUFFER, gl.ARRAY_BUFFER, 0, 4, 4); // adjacent, not overlapping
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(Array.from(shadow(ctx, buf).data.subarray(4, 8))).toEqual([0, 1, 2, 3]);
    gl.copyBufferSubData(gl.ARRAY_BUFFER, gl.COPY_WRITE_BUFFER, 0, 6, 4);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.copyBufferSubData(gl.ARRAY_BUFFER, gl.PIXEL_PACK_BUFFER, 0, 0, 1);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.copyBufferSubData(gl.ARRAY_BUFFER, 0x2, 0, 0, 1);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    gl.mapBuffer(gl.COPY_WRITE_BUFFER, gl.READ_ONLY);
    gl.copyBufferSubData(gl.ARRAY_BUFFER, gl.COPY_WRITE_BUFFER, 0, 0, 1);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });

  it('getBufferSubData reads the shadow into client memory', () => {
    const { gl } = withBuffer();
    const out = new Uint8Array(4);
    gl.getBufferSubData(gl.ARRAY_BUFFER, 10, 4, out);
    expect(Array.from(out)).toEqual([10, 11, 12, 13]);
    gl.getBufferSubData(gl.ARRAY_BUFFER, 14, 4, out);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.getBufferParameteriv(gl.ARRAY_BUFFER, 0x1);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
  });

  it('clearBufferData converts the clear value on the client', () => {
    const ctx = withBuffer();
    const { gl, backend, buf } = ctx;
    gl.clearBufferData(gl.ARRAY_BUFFER, gl.RGBA8, gl.RGBA, gl.FLOAT, new Float32Array([1, 0.5, 0, 2]));
    expect(Array.from(shadow(ctx, buf).data.subarray(0, 8))).toEqual([255, 128, 0, 255, 255, 128, 0, 255]);
    expect(backend.callsOf('buffer.subData')).toEqual([[buf, 0, 16]]);
    gl.clearBufferSubData(gl.ARRAY_BUFFER, gl.R32F, 4, 8, gl.RED, gl.UNSIGNED_BYTE, new Uint8Array([51]));
    const f = new Float32Array(shadow(ctx, buf).data.buffer);
    expect(f[1]).toBeCloseTo(0.2, 6);
    expect(f[2]).toBeCloseTo(0.2, 6);
    gl.clearBufferSubData(gl.ARRAY_BUFFER, gl.RG16UI, 0, 4, gl.RG_INTEGER, gl.INT, new Int32Array([-5, 70000]));
    expect(Array.from(new Uint16Array(shadow(ctx, buf).data.buffer, 0, 2))).toEqual([0, 65535]);
    gl.clearBufferSubData(gl.ARRAY_BUFFER, gl.RGBA16F, 8, 8, gl.BGRA, gl.FLOAT, new Float32Array([1, 2, 3, 4]));
    expect(Array.from(new Uint16Array(shadow(ctx, buf).data.buffer, 8, 4)).map(halfToFloat)).toEqual([3, 2, 1, 4]);
    gl.clearBufferData(gl.ARRAY_BUFFER, gl.R8, gl.RED, gl.UNSIGNED_BYTE, null);
    expect(shadow(ctx, buf).data.every((v) => v === 0)).toBe(true);
  });

  it('clearBufferData errors', () => {
    const { gl } = withBuffer();
    const one = new Float32Array([1, 1, 1, 1]);
    gl.clearBufferData(gl.ARRAY_BUFFER, gl.RGB8, gl.RGB, gl.FLOAT, one);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    gl.clearBufferSubData(gl.ARRAY_BUFFER, gl.RGBA32F, 4, 16, gl.RGBA, gl.FLOAT, one);
    expect(err(gl)).toBe(gl.INVALID_VALUE); // offset not a multiple of 16
    gl.clearBufferSubData(gl.ARRAY_BUFFER, gl.R32F, 0, 32, gl.RED, gl.FLOAT, one);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.clearBufferData(gl.ARRAY_BUFFER, gl.R32F, 0x1234, gl.FLOAT, one);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.clearBufferData(gl.ARRAY_BUFFER, gl.R32UI, gl.RED, gl.FLOAT, one);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // integer format from non-integer data
    gl.clearBufferData(gl.PIXEL_PACK_BUFFER, gl.R32F, gl.RED, gl.FLOAT, one);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });

  it('invalidateBufferData/SubData validate and change nothing', () => {
    const ctx = withBuffer();
    const { gl, buf } = ctx;
    gl.invalidateBufferData(buf);
    gl.invalidateBufferSubData(buf, 4, 4);
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(shadow(ctx, buf).changeSerial).toBe(1);
    gl.invalidateBufferData(99);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.invalidateBufferSubData(buf, 8, 16);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 4, gl.MAP_READ_BIT);
    gl.invalidateBufferSubData(buf, 8, 4); // outside the mapped range
    expect(err(gl)).toBe(gl.NO_ERROR);
    gl.invalidateBufferSubData(buf, 2, 4);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });

  it('half-float conversion round-trips representative values', () => {
    for (const v of [0, 1, -2, 0.5, 65504, 6.103515625e-5, 5.960464477539063e-8]) expect(halfToFloat(floatToHalf(v))).toBe(v);
    expect(floatToHalf(1e6)).toBe(0x7c00);
  });
});
