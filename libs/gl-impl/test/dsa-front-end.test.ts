// GL 4.5 direct state access and the other commands added for issue 14, on the front end alone (recording
// backend): the named forms change the named object exactly as the bind-to-edit forms change the bound one
// (same version counters), leave every binding where it was, and raise the errors the 4.5 spec names.
// The same families run against Mesa in libs/backend-gles/test/dsa-lanes.test.ts.
import { describe, expect, it } from 'vitest';
import { makeA } from './a-helpers.ts';

describe('named commands move the same counters as bind-to-edit', () => {
  it('namedBufferSubData bumps the buffer like bufferSubData, and the ARRAY_BUFFER binding stays', () => {
    const { gl, fe } = makeA();
    const [bound, named] = gl.createBuffers(2);
    gl.bindBuffer(gl.ARRAY_BUFFER, bound);
    gl.bufferData(gl.ARRAY_BUFFER, 16, null, gl.STATIC_DRAW);
    gl.namedBufferData(named, 16, null, gl.STATIC_DRAW);
    const a = fe.state.objects.buffers.Get(bound)!, b = fe.state.objects.buffers.Get(named)!;
    const [va, vb] = [a.contentVersion, b.contentVersion];
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, 4, new Uint8Array(4));
    gl.namedBufferSubData(named, 0, 4, new Uint8Array(4));
    expect(a.contentVersion - va).toBe(b.contentVersion - vb);
    expect(b.contentVersion).not.toBe(vb);
    expect(gl.getIntegerv(gl.ARRAY_BUFFER_BINDING)).toEqual([bound]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('named commands need an object: a genBuffers name never bound is INVALID_OPERATION, createBuffers is not', () => {
    const { gl } = makeA();
    const [gen] = gl.genBuffers(1);
    gl.namedBufferData(gen, 4, null, gl.STATIC_DRAW);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    const [created] = gl.createBuffers(1);
    expect(gl.isBuffer(created)).toBe(true);
    gl.namedBufferData(created, 4, null, gl.STATIC_DRAW);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getNamedBufferParameteriv(created, gl.BUFFER_SIZE)).toBe(4);
  });

  it('vertexArrayAttribFormat edits the named VAO, not the bound one', () => {
    const { gl, fe } = makeA();
    const [bound, other] = gl.createVertexArrays(2);
    gl.bindVertexArray(bound);
    gl.vertexArrayAttribFormat(other, 3, 3, gl.SHORT, true, 8);
    expect(fe.state.objects.vertexArrays.Get(other)!.attributes[3].type).toBe(gl.SHORT);
    expect(fe.state.objects.vertexArrays.Get(bound)!.attributes[3].type).toBe(gl.FLOAT);
    expect(gl.getVertexArrayIndexediv(other, 3, gl.VERTEX_ATTRIB_RELATIVE_OFFSET)).toBe(8);
    gl.getVertexArrayiv(0, gl.ELEMENT_ARRAY_BUFFER_BINDING);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // VAO 0 is not a vertex array object for the named forms
  });

  it('textureStorage2D on a texture bound nowhere; TEXTURE_BINDING_2D stays 0', () => {
    const { gl, fe } = makeA();
    const [t] = gl.createTextures(gl.TEXTURE_2D, 1);
    gl.textureStorage2D(t, 3, gl.RGBA8, 8, 8);
    expect(gl.getTextureParameteriv(t, gl.TEXTURE_IMMUTABLE_LEVELS)).toEqual([3]);
    expect(gl.getTextureLevelParameteriv(t, 2, gl.TEXTURE_WIDTH)).toBe(2);
    expect(gl.getIntegerv(gl.TEXTURE_BINDING_2D)).toEqual([0]);
    expect(fe.state.objects.textures.Get(t)!.immutable).toBe(true);
    gl.textureSubImage3D(t, 0, 0, 0, 0, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // §8.6: the effective target does not take the command
  });
});

describe('fixes of issue 14', () => {
  it('bindBufferRange with size -1 is INVALID_VALUE (it used to be taken for "whole buffer")', () => {
    const { gl } = makeA();
    const [b] = gl.createBuffers(1);
    gl.namedBufferData(b, 256, null, gl.STATIC_DRAW);
    gl.bindBufferRange(gl.UNIFORM_BUFFER, 0, b, 0, -1);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    expect(gl.getIntegeri_v(gl.UNIFORM_BUFFER_BINDING, 0)).toEqual([0]);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, 0, b); // the base form still binds the whole buffer
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(gl.getIntegeri_v(gl.UNIFORM_BUFFER_BINDING, 0)).toEqual([b]);
  });

  it('getQueryBufferObjectuiv writes the result at the offset it names, and checks the range', () => {
    const { gl } = makeA();
    const [q] = gl.createQueries(gl.SAMPLES_PASSED, 1);
    const [b] = gl.createBuffers(1);
    gl.namedBufferData(b, 16, new Uint8Array(16), gl.STATIC_DRAW);
    gl.getQueryBufferObjectuiv(q, b, gl.QUERY_TARGET, 8);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    const got = new Uint32Array(4);
    gl.getNamedBufferSubData(b, 0, 16, got);
    expect(Array.from(got)).toEqual([0, 0, gl.SAMPLES_PASSED, 0]);
    gl.getQueryBufferObjectui64v(q, b, gl.QUERY_TARGET, 12); // 8 bytes at 12 overrun 16
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('signed N* current values use GL 4.5 eq. 2.2, packed P* values unpack per §10.2.1', () => {
    const { gl } = makeA();
    gl.vertexAttrib4Nsv(1, [32767, -32768, 0, 16384]);
    expect(gl.getVertexAttribfv(1, gl.CURRENT_VERTEX_ATTRIB)).toEqual([1, -1, 0, Math.fround(16384 / 32767)]);
    gl.vertexAttribP4ui(2, gl.INT_2_10_10_10_REV, false, 0x3ff | (1 << 10) | (0x200 << 20) | (2 << 30));
    expect(gl.getVertexAttribfv(2, gl.CURRENT_VERTEX_ATTRIB)).toEqual([-1, 1, -512, -2]);
    gl.vertexAttribP2ui(3, gl.FLOAT, false, 0);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    // (gl-state keeps current values as Float32: integers above 2^24 lose bits, a known limit of that store.)
    gl.vertexAttribI2ui(4, 7, 1 << 24);
    expect(gl.getVertexAttribIuiv(4, gl.CURRENT_VERTEX_ATTRIB)).toEqual([7, 1 << 24, 0, 1]);
  });

  it('program binaries: zero formats, so getProgramBinary is INVALID_OPERATION and programBinary INVALID_ENUM', () => {
    const { gl } = makeA();
    expect(gl.getIntegerv(gl.NUM_PROGRAM_BINARY_FORMATS)).toEqual([0]);
    const p = gl.createProgram();
    gl.programBinary(p, 0x1234, new Uint8Array(4), 4);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.getProgramBinary(p, 64); // not linked
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(gl.getProgramiv(p, gl.PROGRAM_BINARY_LENGTH)).toBe(0);
  });
});
