import { GenericBufferSlot } from '@mgpipe/gl-state';
import { describe, expect, it } from 'vitest';
import { err, makeA } from './a-helpers.ts';

describe('buffer names and bindings', () => {
  it('reuses names LIFO while every object gets a distinct lifetime id', () => {
    const { gl, fe } = makeA();
    const [a, b] = gl.genBuffers(2);
    expect([a, b]).toEqual([1, 2]);
    gl.bindBuffer(gl.ARRAY_BUFFER, a);
    const first = fe.state.objects.buffers.Get(a)!;
    gl.deleteBuffers([a, b]);
    expect(gl.isBuffer(a)).toBe(false);
    expect(gl.genBuffers(2)).toEqual([b, a]); // most recently freed first
    gl.bindBuffer(gl.ARRAY_BUFFER, a);
    const second = fe.state.objects.buffers.Get(a)!;
    expect(second.name).toBe(first.name);
    expect(second.lifetimeId).not.toBe(first.lifetimeId);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('creates the object on first bind; isBuffer is false for a generated, never-bound name', () => {
    const { gl } = makeA();
    const [a] = gl.genBuffers(1);
    expect(gl.isBuffer(a)).toBe(false);
    gl.bindBuffer(gl.COPY_READ_BUFFER, a);
    expect(gl.isBuffer(a)).toBe(true);
  });

  it('errors: bad target, non-generated name, negative n', () => {
    const { gl, fe } = makeA();
    gl.bindBuffer(0x1234, 0);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    const version = fe.state.buffers.genericBindingVersion;
    gl.bindBuffer(gl.ARRAY_BUFFER, 77);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    expect(fe.state.buffers.genericBindingVersion).toBe(version);
    expect(gl.genBuffers(-1)).toEqual([]);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
  });

  it('binds every generic target, ELEMENT_ARRAY_BUFFER into the bound VAO', () => {
    const { gl, fe } = makeA();
    const [buf] = gl.genBuffers(1);
    const targets = [gl.ARRAY_BUFFER, gl.PIXEL_PACK_BUFFER, gl.PIXEL_UNPACK_BUFFER, gl.UNIFORM_BUFFER, gl.TEXTURE_BUFFER,
      gl.TRANSFORM_FEEDBACK_BUFFER, gl.COPY_READ_BUFFER, gl.COPY_WRITE_BUFFER, gl.DRAW_INDIRECT_BUFFER, gl.SHADER_STORAGE_BUFFER,
      gl.DISPATCH_INDIRECT_BUFFER, gl.QUERY_BUFFER, gl.ATOMIC_COUNTER_BUFFER, gl.PARAMETER_BUFFER];
    const bindings = [gl.ARRAY_BUFFER_BINDING, gl.PIXEL_PACK_BUFFER_BINDING, gl.PIXEL_UNPACK_BUFFER_BINDING, gl.UNIFORM_BUFFER_BINDING,
      gl.TEXTURE_BUFFER_BINDING, gl.TRANSFORM_FEEDBACK_BUFFER_BINDING, gl.COPY_READ_BUFFER_BINDING, gl.COPY_WRITE_BUFFER_BINDING,
      gl.DRAW_INDIRECT_BUFFER_BINDING, gl.SHADER_STORAGE_BUFFER_BINDING, gl.DISPATCH_INDIRECT_BUFFER_BINDING, gl.QUERY_BUFFER_BINDING,
      gl.ATOMIC_COUNTER_BUFFER_BINDING, gl.PARAMETER_BUFFER_BINDING];
    targets.forEach((t, i) => {
      const before = fe.state.buffers.genericBindingVersion;
      gl.bindBuffer(t, buf);
      expect(fe.state.buffers.genericBindingVersion, `target ${t}`).toBe(before + 1);
      gl.bindBuffer(t, buf); // identical rebind: no bump
      expect(fe.state.buffers.genericBindingVersion).toBe(before + 1);
      expect(gl.getIntegerv(bindings[i])).toEqual([buf]);
    });
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao);
    const vaoObject = fe.state.vertexArray;
    const generic = fe.state.buffers.genericBindingVersion;
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, buf);
    expect(vaoObject.elementBuffer?.name).toBe(buf);
    expect(vaoObject.elementBufferVersion).toBe(1);
    expect(fe.state.buffers.genericBindingVersion).toBe(generic);
    gl.bindVertexArray(0);
    expect(gl.getIntegerv(gl.ELEMENT_ARRAY_BUFFER_BINDING)).toEqual([0]);
    gl.bindVertexArray(vao);
    expect(gl.getIntegerv(gl.ELEMENT_ARRAY_BUFFER_BINDING)).toEqual([buf]);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('deleting a buffer unbinds it from the context and the bound VAO, then tells the backend', () => {
    const { gl, fe, backend } = makeA();
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao);
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, buf);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, 3, buf);
    gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 0, 0);
    gl.deleteBuffers([buf]);
    expect(fe.state.buffers.GetBound(GenericBufferSlot.Array)).toBeNull();
    expect(fe.state.vertexArray.elementBuffer).toBeNull();
    expect(fe.state.vertexArray.bindingBuffers[0]).toBeNull();
    expect(fe.state.buffers.uniform.GetBuffer(3)).toBeNull();
    expect(backend.callsOf('buffer.delete')).toEqual([[buf]]);
  });
});

describe('indexed bindings', () => {
  it('bindBufferBase resolves the size live; START/SIZE read 0 for a base binding (GL 4.5 §6.8)', () => {
    const { gl, fe } = makeA();
    const [buf] = gl.genBuffers(1);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, 2, buf);
    expect(gl.getIntegeri_v(gl.UNIFORM_BUFFER_BINDING, 2)).toEqual([buf]);
    expect(gl.getIntegerv(gl.UNIFORM_BUFFER_BINDING)).toEqual([buf]); // generic follows
    gl.bufferData(gl.UNIFORM_BUFFER, 512, null, gl.DYNAMIC_DRAW);
    expect(fe.state.buffers.uniform.ResolveSize(2)).toBe(512);
    gl.bufferData(gl.UNIFORM_BUFFER, 1024, null, gl.DYNAMIC_DRAW);
    expect(fe.state.buffers.uniform.ResolveSize(2)).toBe(1024);
    expect(gl.getInteger64i_v(gl.UNIFORM_BUFFER_SIZE, 2)).toEqual([0]);
    expect(gl.getInteger64i_v(gl.UNIFORM_BUFFER_START, 2)).toEqual([0]);
    gl.bindBufferRange(gl.UNIFORM_BUFFER, 2, buf, 256, 128);
    expect(gl.getInteger64i_v(gl.UNIFORM_BUFFER_START, 2)).toEqual([256]);
    expect(gl.getInteger64i_v(gl.UNIFORM_BUFFER_SIZE, 2)).toEqual([128]);
    expect(fe.state.buffers.uniform.ResolveSize(2)).toBe(128);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('slot versions move on real changes only', () => {
    const { gl, fe } = makeA();
    const [buf] = gl.genBuffers(1);
    const table = fe.state.buffers.shaderStorage;
    gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 1, buf);
    expect(table.GetSlotVersion(1)).toBe(1);
    gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 1, buf);
    expect(table.GetSlotVersion(1)).toBe(1);
    expect(table.touchedCount).toBe(2);
    gl.bufferData(gl.SHADER_STORAGE_BUFFER, 64, null, gl.STATIC_DRAW); // content/size: not a slot change
    expect(table.GetSlotVersion(1)).toBe(1);
  });

  it('range errors: alignment, size, index, target, name', () => {
    const { gl, fe } = makeA();
    const [buf] = gl.genBuffers(1);
    gl.bindBufferRange(gl.UNIFORM_BUFFER, 0, buf, 4, 16);
    expect(err(gl)).toBe(gl.INVALID_VALUE); // not a multiple of UNIFORM_BUFFER_OFFSET_ALIGNMENT (256)
    gl.bindBufferRange(gl.UNIFORM_BUFFER, 0, buf, 0, 0);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bindBufferRange(gl.TRANSFORM_FEEDBACK_BUFFER, 0, buf, 4, 6);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bindBufferRange(gl.ATOMIC_COUNTER_BUFFER, 0, buf, 2, 4);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, 84, buf);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.bindBufferBase(gl.ARRAY_BUFFER, 0, buf);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, 0, 99);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    expect(fe.state.buffers.uniform.version).toBe(0);
    gl.bindBufferRange(gl.UNIFORM_BUFFER, 0, 0, -5, -5); // unbinding ignores offset and size
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('TRANSFORM_FEEDBACK_BUFFER binds into the bound XFB object and is refused while XFB is active', () => {
    const { gl, fe } = makeA();
    const [buf] = gl.genBuffers(1);
    gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 1, buf);
    expect(fe.state.transformFeedback.bindings.GetBuffer(1)?.name).toBe(buf);
    expect(gl.getIntegeri_v(gl.TRANSFORM_FEEDBACK_BUFFER_BINDING, 1)).toEqual([buf]);
    fe.state.transformFeedback.RecordBegin(gl.POINTS);
    gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, buf);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.bindBuffersBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, [buf]);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    expect(fe.state.transformFeedback.bindings.GetBuffer(0)).toBeNull();
  });

  it('bindBuffersBase/Range: skip erroneous entries, leave the generic binding alone, do not create objects', () => {
    const { gl, fe } = makeA();
    const [a, b, c] = gl.genBuffers(3);
    gl.bindBuffer(gl.COPY_READ_BUFFER, a);
    gl.bindBuffer(gl.COPY_READ_BUFFER, b);
    // c was generated but never bound: no object yet
    gl.bindBuffersBase(gl.UNIFORM_BUFFER, 0, [a, c, b]);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    const table = fe.state.buffers.uniform;
    expect([table.GetBuffer(0)?.name, table.GetBuffer(1), table.GetBuffer(2)?.name]).toEqual([a, null, b]);
    expect(gl.getIntegerv(gl.UNIFORM_BUFFER_BINDING)).toEqual([0]);
    gl.bindBuffersBase(gl.UNIFORM_BUFFER, 83, [a, b]);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
    gl.bindBuffersRange(gl.UNIFORM_BUFFER, 4, [a, b], [0, 3], [16, 16]);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    expect(table.GetBuffer(4)?.name).toBe(a);
    expect(table.GetBuffer(5)).toBeNull();
    gl.bindBuffersBase(gl.UNIFORM_BUFFER, 0, [0]);
    expect(table.GetBuffer(0)).toBeNull();
  });
});
