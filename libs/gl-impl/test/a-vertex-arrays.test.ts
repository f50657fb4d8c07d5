import { VertexAttributePath } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { err, makeA } from './a-helpers.ts';

describe('vertex array objects', () => {
  it('LIFO names, distinct lifetime ids, deleting the bound VAO binds VAO 0', () => {
    const { gl, fe } = makeA();
    const [a] = gl.genVertexArrays(1);
    gl.bindVertexArray(a);
    const first = fe.state.vertexArray;
    expect(gl.isVertexArray(a)).toBe(true);
    expect(gl.getIntegerv(gl.VERTEX_ARRAY_BINDING)).toEqual([a]);
    const bindingVersion = fe.state.objectBindingVersion;
    gl.deleteVertexArrays([a]);
    expect(fe.state.vertexArray.isDefault).toBe(true);
    expect(fe.state.objectBindingVersion).toBe(bindingVersion + 1);
    const [b] = gl.genVertexArrays(1);
    expect(b).toBe(a);
    gl.bindVertexArray(b);
    expect(fe.state.vertexArray.lifetimeId).not.toBe(first.lifetimeId);
    gl.bindVertexArray(b);
    expect(fe.state.objectBindingVersion).toBe(bindingVersion + 2);
    gl.bindVertexArray(42);
    expect(err(gl)).toBe(gl.INVALID_OPERATION);
  });

  it('the initial binding stride is 16 (GL 4.5 table 23.5)', () => {
    const { gl } = makeA();
    const [a] = gl.genVertexArrays(1);
    gl.bindVertexArray(a);
    expect(gl.getIntegeri_v(gl.VERTEX_BINDING_STRIDE, 3)).toEqual([16]);
    expect(gl.getVertexAttribiv(0, gl.VERTEX_ATTRIB_ARRAY_STRIDE)).toEqual([0]);
  });
});

describe('vertexAttribPointer (attribute view) and the binding-point view', () => {
  it('a pointer call sets format, binding = index, and the binding (stride 0 resolves to the element size)', () => {
    const { gl, fe } = makeA();
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao);
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    const v = fe.state.vertexArray;
    gl.vertexAttribPointer(2, 3, gl.SHORT, true, 0, 8);
    const a = v.attributes[2];
    expect([a.size, a.type, a.normalized, a.path, a.bindingIndex, a.relativeOffset]).toEqual([3, gl.SHORT, true, VertexAttributePath.Float, 2, 0]);
    expect([v.bindings[2].offset, v.bindings[2].stride, v.bindingBuffers[2]?.name]).toEqual([8, 6, buf]);
    expect(gl.getVertexAttribiv(2, gl.VERTEX_ATTRIB_ARRAY_STRIDE)).toEqual([0]);
    expect(gl.getVertexAttribPointerv(2, gl.VERTEX_ATTRIB_ARRAY_POINTER)).toBe(8);
    expect(gl.getVertexAttribiv(2, gl.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING)).toEqual([buf]);
    expect(gl.getVertexAttribiv(2, gl.VERTEX_ATTRIB_ARRAY_NORMALIZED)).toEqual([1]);
    gl.vertexAttribIPointer(3, 2, gl.UNSIGNED_INT, 12, 0);
    expect(gl.getVertexAttribiv(3, gl.VERTEX_ATTRIB_ARRAY_INTEGER)).toEqual([1]);
    gl.vertexAttribLPointer(4, 4, gl.DOUBLE, 0, 0);
    expect(gl.getVertexAttribiv(4, gl.VERTEX_ATTRIB_ARRAY_LONG)).toEqual([1]);
    expect(v.bindings[4].stride).toBe(32);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('counters: format/enable move configVersion and the attribute version; buffer/offset/stride move only attribute versions', () => {
    const { gl, fe } = makeA();
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao);
    const [buf] = gl.genBuffers(1);
    const v = fe.state.vertexArray;
    gl.vertexAttribFormat(0, 4, gl.FLOAT, false, 0); // the initial format: nothing changes
    expect(v.configVersion).toBe(0);
    gl.vertexAttribFormat(0, 3, gl.FLOAT, false, 0);
    expect(v.configVersion).toBe(1);
    gl.vertexAttribFormat(0, 3, gl.FLOAT, false, 0);
    expect(v.configVersion).toBe(1);
    gl.enableVertexAttribArray(0);
    expect(v.configVersion).toBe(2);
    gl.bindBuffer(gl.COPY_READ_BUFFER, buf);
    const attr0 = v.GetAttributeVersion(0);
    const attr1 = v.GetAttributeVersion(1);
    gl.bindVertexBuffer(0, buf, 16, 32);
    expect(v.configVersion).toBe(2);
    expect(v.GetAttributeVersion(0)).toBe(attr0 + 1);
    expect(v.GetAttributeVersion(1)).toBe(attr1);
    gl.vertexBindingDivisor(0, 1);
    expect(v.configVersion).toBe(3);
    expect(gl.getIntegeri_v(gl.VERTEX_BINDING_DIVISOR, 0)).toEqual([1]);
    expect(gl.getIntegeri_v(gl.VERTEX_BINDING_BUFFER, 0)).toEqual([buf]);
    expect(gl.getIntegeri_v(gl.VERTEX_BINDING_OFFSET, 0)).toEqual([16]);
    gl.vertexAttribBinding(1, 0);
    expect(gl.getVertexAttribiv(1, gl.VERTEX_ATTRIB_BINDING)).toEqual([0]);
    expect(gl.getVertexAttribiv(1, gl.VERTEX_ATTRIB_ARRAY_DIVISOR)).toEqual([1]);
    gl.vertexAttribDivisor(1, 3); // rebinds 1 to binding 1, divisor 3
    expect(gl.getVertexAttribiv(1, gl.VERTEX_ATTRIB_BINDING)).toEqual([1]);
    expect(gl.getIntegeri_v(gl.VERTEX_BINDING_DIVISOR, 1)).toEqual([3]);
  });

  it('client-memory arrays: a view with no ARRAY_BUFFER is recorded as client memory', () => {
    const { gl, fe } = makeA();
    const data = new Float32Array(12);
    gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, data);
    expect(err(gl)).toBe(gl.NO_ERROR);
    const v = fe.state.vertexArray;
    expect(v.isDefault).toBe(true);
    expect(v.attributes[0].clientPointer).toBe(true);
    expect(v.clientArrays[0]).toBe(data);
    expect(v.bindingBuffers[0]).toBeNull();
    expect(v.bindings[0].stride).toBe(12);
    // Back to a buffer: the marker goes away.
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, 0);
    expect(v.attributes[0].clientPointer).toBe(false);
    expect(v.clientArrays[0]).toBeNull();
    gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, data);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // a buffer is bound: pointer must be an offset
    gl.bindBuffer(gl.ARRAY_BUFFER, 0);
    gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, 4);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // core rule: no buffer and a non-zero offset
    gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, 0);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('format errors in the spec order', () => {
    const { gl, fe } = makeA();
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    const before = fe.state.vertexArray.configVersion;
    const cases: [() => void, number][] = [
      [() => gl.vertexAttribPointer(16, 4, gl.FLOAT, false, 0, 0), gl.INVALID_VALUE],
      [() => gl.vertexAttribPointer(0, 5, gl.FLOAT, false, 0, 0), gl.INVALID_VALUE],
      [() => gl.vertexAttribPointer(0, 4, 0x1234, false, 0, 0), gl.INVALID_ENUM],
      [() => gl.vertexAttribPointer(0, 4, gl.FLOAT, false, -1, 0), gl.INVALID_VALUE],
      [() => gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 2049, 0), gl.INVALID_VALUE],
      [() => gl.vertexAttribPointer(0, gl.BGRA, gl.FLOAT, true, 0, 0), gl.INVALID_OPERATION],
      [() => gl.vertexAttribPointer(0, gl.BGRA, gl.UNSIGNED_BYTE, false, 0, 0), gl.INVALID_OPERATION],
      [() => gl.vertexAttribPointer(0, 3, gl.INT_2_10_10_10_REV, true, 0, 0), gl.INVALID_OPERATION],
      [() => gl.vertexAttribPointer(0, 4, gl.UNSIGNED_INT_10F_11F_11F_REV, false, 0, 0), gl.INVALID_OPERATION],
      [() => gl.vertexAttribIPointer(0, 4, gl.FLOAT, 0, 0), gl.INVALID_ENUM],
      [() => gl.vertexAttribIPointer(0, gl.BGRA, gl.UNSIGNED_BYTE, 0, 0), gl.INVALID_VALUE],
      [() => gl.vertexAttribLPointer(0, 4, gl.FLOAT, 0, 0), gl.INVALID_ENUM],
      [() => gl.vertexAttribFormat(0, 4, gl.FLOAT, false, 2048), gl.INVALID_VALUE],
      [() => gl.vertexAttribBinding(0, 16), gl.INVALID_VALUE],
      [() => gl.bindVertexBuffer(16, buf, 0, 0), gl.INVALID_VALUE],
      [() => gl.bindVertexBuffer(0, buf, -4, 0), gl.INVALID_VALUE],
      [() => gl.bindVertexBuffer(0, 77, 0, 0), gl.INVALID_OPERATION],
      [() => gl.vertexBindingDivisor(16, 1), gl.INVALID_VALUE],
      [() => gl.enableVertexAttribArray(16), gl.INVALID_VALUE],
      [() => gl.vertexAttribDivisor(16, 1), gl.INVALID_VALUE],
      [() => gl.bindVertexBuffers(15, [buf, buf], [0, 0], [0, 0]), gl.INVALID_OPERATION],
      [() => gl.getVertexAttribiv(0, 0x1234), gl.INVALID_ENUM],
      [() => gl.getVertexAttribiv(16, gl.VERTEX_ATTRIB_ARRAY_SIZE), gl.INVALID_VALUE],
    ];
    cases.forEach(([call, code], i) => {
      call();
      expect(err(gl), `case ${i}`).toBe(code);
    });
    expect(fe.state.vertexArray.configVersion).toBe(before);
    gl.vertexAttribPointer(0, gl.BGRA, gl.UNSIGNED_BYTE, true, 0, 0);
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(fe.state.vertexArray.bindings[0].stride).toBe(4);
    expect(gl.getVertexAttribiv(0, gl.VERTEX_ATTRIB_ARRAY_SIZE)).toEqual([gl.BGRA]);
  });

  it('bindVertexBuffers binds good entries and skips bad ones', () => {
    const { gl, fe } = makeA();
    const [a, b] = gl.genBuffers(2);
    gl.bindBuffer(gl.ARRAY_BUFFER, a);
    gl.bindVertexBuffers(0, [a, b, a], [0, 0, -1], [4, 8, 4]);
    expect(err(gl)).toBe(gl.INVALID_OPERATION); // b has no object; entry 2's offset is also bad
    const v = fe.state.vertexArray;
    expect([v.bindingBuffers[0]?.name, v.bindingBuffers[1], v.bindingBuffers[2]]).toEqual([a, null, null]);
  });
});

describe('current attribute values', () => {
  it('set values with the right kind, bump vertexAttribDefaultsVersion on change only, and read back per query form', () => {
    const { gl, fe } = makeA();
    const v0 = fe.state.vertexAttribDefaultsVersion;
    gl.vertexAttrib2f(1, 0.5, 2.25);
    expect(gl.getVertexAttribfv(1, gl.CURRENT_VERTEX_ATTRIB)).toEqual([0.5, 2.25, 0, 1]);
    expect(fe.state.vertexAttribDefaultsVersion).toBe(v0 + 1);
    gl.vertexAttrib4fv(1, [0.5, 2.25, 0, 1]);
    expect(fe.state.vertexAttribDefaultsVersion).toBe(v0 + 1);
    gl.vertexAttribI4i(2, -3, 4, 5, 6);
    expect(fe.state.currentVertexAttribKinds[2]).toBe(1);
    expect(gl.getVertexAttribIiv(2, gl.CURRENT_VERTEX_ATTRIB)).toEqual([-3, 4, 5, 6]);
    gl.vertexAttribI4ui(3, 1, 2, 3, 4);
    expect(fe.state.currentVertexAttribKinds[3]).toBe(2);
    expect(gl.getVertexAttribIuiv(3, gl.CURRENT_VERTEX_ATTRIB)).toEqual([1, 2, 3, 4]);
    gl.vertexAttribL1d(4, 8);
    expect(gl.getVertexAttribLdv(4, gl.CURRENT_VERTEX_ATTRIB)).toEqual([8, 0, 0, 1]);
    gl.vertexAttrib1f(16, 1);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    expect(() => gl.vertexAttrib3fv(0, [1])).toThrow(/vertexAttrib3fv: parameter 'v' must be an array of at least 3 numbers/);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('keeps the doubles of the L forms for getVertexAttribLdv; the pipe gets their float rounding', () => {
    const { gl, fe } = makeA();
    // None of these is a float32: 0.1 rounds, 1 + 2^-40 is 1 in float32, 1e300 overflows to Infinity.
    const d = [0.1, 1 + 2 ** -40, -1e300, 1 / 3];
    gl.vertexAttribL4d(5, d[0], d[1], d[2], d[3]);
    expect(gl.getVertexAttribLdv(5, gl.CURRENT_VERTEX_ATTRIB)).toEqual(d);
    expect(Array.from(fe.state.currentVertexAttribs.subarray(20, 24))).toEqual(d.map(Math.fround));
    gl.vertexAttribL3dv(6, d);
    expect(gl.getVertexAttribLdv(6, gl.CURRENT_VERTEX_ATTRIB)).toEqual([d[0], d[1], d[2], 1]);
    // A new value whose float rounding is the same moves no counter, but the query returns the new double.
    const v0 = fe.state.vertexAttribDefaultsVersion;
    gl.vertexAttribL2d(5, 0.1 + 2 ** -40, 1);
    expect(fe.state.vertexAttribDefaultsVersion).toBe(v0 + 1); // z and w changed
    gl.vertexAttribL2d(5, 0.1 + 2 ** -50, 1);
    expect(fe.state.vertexAttribDefaultsVersion).toBe(v0 + 1);
    expect(gl.getVertexAttribLdv(5, gl.CURRENT_VERTEX_ATTRIB)).toEqual([0.1 + 2 ** -50, 1, 0, 1]);
    // A float form afterwards: the query returns its float value, not the earlier double.
    gl.vertexAttrib2f(5, 0.1 + 2 ** -50, 1);
    expect(gl.getVertexAttribfv(5, gl.CURRENT_VERTEX_ATTRIB)).toEqual([Math.fround(0.1), 1, 0, 1]);
    gl.vertexAttribL1d(16, 1);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
  });
});
