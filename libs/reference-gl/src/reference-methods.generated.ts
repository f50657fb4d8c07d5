// GENERATED FILE - DO NOT EDIT.
// Generator: tools/gl-codegen/src/generate.ts (npx nx run gl-codegen:gen)
// Inputs: tools/gl-codegen/table/gl-functions.txt, tools/gl-codegen/src/js-shape.ts
import type { ActiveVariable, DebugCallback, DebugLogMessage, GLboolean, GLFunctions, GLsync, PrecisionFormat, ProgramBinary, VoidData } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import { gl as $gl } from '@mgpipe/native-gl';
import * as rt from './lowering.ts';

/* eslint-disable @typescript-eslint/no-unused-vars */
void GL;

/** GL interface methods over the current native context (make the reference context current first). */
export const referenceMethods: GLFunctions = {
  genBuffers(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenBuffers(n, o1);
    return Array.from(o1, Number);
  },
  deleteBuffers(buffers: ArrayLike<number>): void {
    $gl.glDeleteBuffers(buffers.length, rt.typed(Uint32Array, buffers));
  },
  isBuffer(buffer: number): boolean {
    return $gl.glIsBuffer(buffer) !== 0;
  },
  bindBuffer(target: number, buffer: number): void {
    $gl.glBindBuffer(target, buffer);
  },
  bindBufferBase(target: number, index: number, buffer: number): void {
    $gl.glBindBufferBase(target, index, buffer);
  },
  bindBufferRange(target: number, index: number, buffer: number, offset: number, size: number): void {
    $gl.glBindBufferRange(target, index, buffer, offset, size);
  },
  bindBuffersBase(target: number, first: number, buffers: ArrayLike<number>): void {
    $gl.glBindBuffersBase(target, first, buffers.length, rt.typed(Uint32Array, buffers));
  },
  bindBuffersRange(target: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, sizes: ArrayLike<number>): void {
    $gl.glBindBuffersRange(target, first, buffers.length, rt.typed(Uint32Array, buffers), rt.typed(BigInt64Array, offsets), rt.typed(BigInt64Array, sizes));
  },
  bufferData(target: number, size: number, data: VoidData, usage: number): void {
    try {
      $gl.glBufferData(target, size, data, usage);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  bufferSubData(target: number, offset: number, size: number, data: VoidData): void {
    try {
      $gl.glBufferSubData(target, offset, size, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  bufferStorage(target: number, size: number, data: VoidData, flags: number): void {
    try {
      $gl.glBufferStorage(target, size, data, flags);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  mapBufferRange(target: number, offset: number, length: number, access: number): Uint8Array | null {
    const mapped = $gl.glMapBufferRange(target, offset, length, access);
    return mapped ? new Uint8Array(mapped) : null;
  },
  mapBuffer(target: number, access: number): Uint8Array | null {
    const mapped = $gl.glMapBuffer(target, access);
    return mapped ? new Uint8Array(mapped) : null;
  },
  unmapBuffer(target: number): boolean {
    return $gl.glUnmapBuffer(target) !== 0;
  },
  flushMappedBufferRange(target: number, offset: number, length: number): void {
    $gl.glFlushMappedBufferRange(target, offset, length);
  },
  copyBufferSubData(readTarget: number, writeTarget: number, readOffset: number, writeOffset: number, size: number): void {
    $gl.glCopyBufferSubData(readTarget, writeTarget, readOffset, writeOffset, size);
  },
  clearBufferData(target: number, internalformat: number, format: number, type: number, data: VoidData): void {
    try {
      $gl.glClearBufferData(target, internalformat, format, type, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  clearBufferSubData(target: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void {
    try {
      $gl.glClearBufferSubData(target, internalformat, offset, size, format, type, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getBufferSubData(target: number, offset: number, size: number, data: VoidData): void {
    try {
      $gl.glGetBufferSubData(target, offset, size, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getBufferParameteriv(target: number, pname: number): number {
    const n2 = rt.pnameValueCount('glGetBufferParameteriv', pname, target);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetBufferParameteriv(target, pname, o2);
    return Number(o2[0]);
  },
  getBufferParameteri64v(target: number, pname: number): number {
    const n2 = rt.pnameValueCount('glGetBufferParameteri64v', pname, target);
    const o2 = new BigInt64Array(Math.max(n2, 1));
    $gl.glGetBufferParameteri64v(target, pname, o2);
    return Number(o2[0]);
  },
  getBufferPointerv(target: number, pname: number): number {
    const o2 = new BigUint64Array(1);
    $gl.glGetBufferPointerv(target, pname, o2);
    return Number(o2[0]);
  },
  invalidateBufferData(buffer: number): void {
    $gl.glInvalidateBufferData(buffer);
  },
  invalidateBufferSubData(buffer: number, offset: number, length: number): void {
    $gl.glInvalidateBufferSubData(buffer, offset, length);
  },
  genVertexArrays(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenVertexArrays(n, o1);
    return Array.from(o1, Number);
  },
  deleteVertexArrays(arrays: ArrayLike<number>): void {
    $gl.glDeleteVertexArrays(arrays.length, rt.typed(Uint32Array, arrays));
  },
  isVertexArray(array: number): boolean {
    return $gl.glIsVertexArray(array) !== 0;
  },
  bindVertexArray(array: number): void {
    $gl.glBindVertexArray(array);
  },
  vertexAttribPointer(index: number, size: number, type: number, normalized: GLboolean, stride: number, pointer: VoidData): void {
    try {
      $gl.glVertexAttribPointer(index, size, type, normalized, stride, pointer);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  vertexAttribIPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void {
    try {
      $gl.glVertexAttribIPointer(index, size, type, stride, pointer);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  vertexAttribLPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void {
    try {
      $gl.glVertexAttribLPointer(index, size, type, stride, pointer);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  enableVertexAttribArray(index: number): void {
    $gl.glEnableVertexAttribArray(index);
  },
  disableVertexAttribArray(index: number): void {
    $gl.glDisableVertexAttribArray(index);
  },
  vertexAttribDivisor(index: number, divisor: number): void {
    $gl.glVertexAttribDivisor(index, divisor);
  },
  vertexAttribFormat(attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void {
    $gl.glVertexAttribFormat(attribindex, size, type, normalized, relativeoffset);
  },
  vertexAttribIFormat(attribindex: number, size: number, type: number, relativeoffset: number): void {
    $gl.glVertexAttribIFormat(attribindex, size, type, relativeoffset);
  },
  vertexAttribLFormat(attribindex: number, size: number, type: number, relativeoffset: number): void {
    $gl.glVertexAttribLFormat(attribindex, size, type, relativeoffset);
  },
  vertexAttribBinding(attribindex: number, bindingindex: number): void {
    $gl.glVertexAttribBinding(attribindex, bindingindex);
  },
  bindVertexBuffer(bindingindex: number, buffer: number, offset: number, stride: number): void {
    $gl.glBindVertexBuffer(bindingindex, buffer, offset, stride);
  },
  bindVertexBuffers(first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void {
    $gl.glBindVertexBuffers(first, buffers.length, rt.typed(Uint32Array, buffers), rt.typed(BigInt64Array, offsets), rt.typed(Int32Array, strides));
  },
  vertexBindingDivisor(bindingindex: number, divisor: number): void {
    $gl.glVertexBindingDivisor(bindingindex, divisor);
  },
  vertexAttrib1f(index: number, x: number): void {
    $gl.glVertexAttrib1f(index, x);
  },
  vertexAttrib2f(index: number, x: number, y: number): void {
    $gl.glVertexAttrib2f(index, x, y);
  },
  vertexAttrib3f(index: number, x: number, y: number, z: number): void {
    $gl.glVertexAttrib3f(index, x, y, z);
  },
  vertexAttrib4f(index: number, x: number, y: number, z: number, w: number): void {
    $gl.glVertexAttrib4f(index, x, y, z, w);
  },
  vertexAttrib1fv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib1fv(index, rt.typed(Float32Array, v));
  },
  vertexAttrib2fv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib2fv(index, rt.typed(Float32Array, v));
  },
  vertexAttrib3fv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib3fv(index, rt.typed(Float32Array, v));
  },
  vertexAttrib4fv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4fv(index, rt.typed(Float32Array, v));
  },
  vertexAttribI4i(index: number, x: number, y: number, z: number, w: number): void {
    $gl.glVertexAttribI4i(index, x, y, z, w);
  },
  vertexAttribI4ui(index: number, x: number, y: number, z: number, w: number): void {
    $gl.glVertexAttribI4ui(index, x, y, z, w);
  },
  vertexAttribI4iv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI4iv(index, rt.typed(Int32Array, v));
  },
  vertexAttribI4uiv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI4uiv(index, rt.typed(Uint32Array, v));
  },
  vertexAttribL1d(index: number, x: number): void {
    $gl.glVertexAttribL1d(index, x);
  },
  vertexAttribL4d(index: number, x: number, y: number, z: number, w: number): void {
    $gl.glVertexAttribL4d(index, x, y, z, w);
  },
  vertexAttribL4dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribL4dv(index, rt.typed(Float64Array, v));
  },
  getVertexAttribiv(index: number, pname: number): number[] {
    const o2 = new Int32Array(4);
    $gl.glGetVertexAttribiv(index, pname, o2);
    return Array.from(o2, Number);
  },
  getVertexAttribfv(index: number, pname: number): number[] {
    const o2 = new Float32Array(4);
    $gl.glGetVertexAttribfv(index, pname, o2);
    return Array.from(o2, Number);
  },
  getVertexAttribIiv(index: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetVertexAttribIiv', pname, index);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetVertexAttribIiv(index, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getVertexAttribIuiv(index: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetVertexAttribIuiv', pname, index);
    const o2 = new Uint32Array(Math.max(n2, 1));
    $gl.glGetVertexAttribIuiv(index, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getVertexAttribdv(index: number, pname: number): number[] {
    const o2 = new Float64Array(4);
    $gl.glGetVertexAttribdv(index, pname, o2);
    return Array.from(o2, Number);
  },
  getVertexAttribLdv(index: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetVertexAttribLdv', pname, index);
    const o2 = new Float64Array(Math.max(n2, 1));
    $gl.glGetVertexAttribLdv(index, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getVertexAttribPointerv(index: number, pname: number): number {
    const o2 = new BigUint64Array(1);
    $gl.glGetVertexAttribPointerv(index, pname, o2);
    return Number(o2[0]);
  },
  genTextures(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenTextures(n, o1);
    return Array.from(o1, Number);
  },
  deleteTextures(textures: ArrayLike<number>): void {
    $gl.glDeleteTextures(textures.length, rt.typed(Uint32Array, textures));
  },
  isTexture(texture: number): boolean {
    return $gl.glIsTexture(texture) !== 0;
  },
  bindTexture(target: number, texture: number): void {
    $gl.glBindTexture(target, texture);
  },
  bindTextures(first: number, textures: ArrayLike<number>): void {
    $gl.glBindTextures(first, textures.length, rt.typed(Uint32Array, textures));
  },
  activeTexture(texture: number): void {
    $gl.glActiveTexture(texture);
  },
  texImage1D(target: number, level: number, internalformat: number, width: number, border: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTexImage1D(target, level, internalformat, width, border, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  texImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTexImage2D(target, level, internalformat, width, height, border, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  texImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTexImage3D(target, level, internalformat, width, height, depth, border, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  texImage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void {
    $gl.glTexImage2DMultisample(target, samples, internalformat, width, height, fixedsamplelocations);
  },
  texImage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void {
    $gl.glTexImage3DMultisample(target, samples, internalformat, width, height, depth, fixedsamplelocations);
  },
  texStorage1D(target: number, levels: number, internalformat: number, width: number): void {
    $gl.glTexStorage1D(target, levels, internalformat, width);
  },
  texStorage2D(target: number, levels: number, internalformat: number, width: number, height: number): void {
    $gl.glTexStorage2D(target, levels, internalformat, width, height);
  },
  texStorage3D(target: number, levels: number, internalformat: number, width: number, height: number, depth: number): void {
    $gl.glTexStorage3D(target, levels, internalformat, width, height, depth);
  },
  texStorage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void {
    $gl.glTexStorage2DMultisample(target, samples, internalformat, width, height, fixedsamplelocations);
  },
  texStorage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void {
    $gl.glTexStorage3DMultisample(target, samples, internalformat, width, height, depth, fixedsamplelocations);
  },
  texSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTexSubImage1D(target, level, xoffset, width, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  texSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTexSubImage2D(target, level, xoffset, yoffset, width, height, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  texSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTexImage1D(target: number, level: number, internalformat: number, width: number, border: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTexImage1D(target, level, internalformat, width, border, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTexImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTexImage2D(target, level, internalformat, width, height, border, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTexImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTexImage3D(target, level, internalformat, width, height, depth, border, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTexSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTexSubImage1D(target, level, xoffset, width, format, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTexSubImage2D(target, level, xoffset, yoffset, width, height, format, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  copyTexImage1D(target: number, level: number, internalformat: number, x: number, y: number, width: number, border: number): void {
    $gl.glCopyTexImage1D(target, level, internalformat, x, y, width, border);
  },
  copyTexImage2D(target: number, level: number, internalformat: number, x: number, y: number, width: number, height: number, border: number): void {
    $gl.glCopyTexImage2D(target, level, internalformat, x, y, width, height, border);
  },
  copyTexSubImage1D(target: number, level: number, xoffset: number, x: number, y: number, width: number): void {
    $gl.glCopyTexSubImage1D(target, level, xoffset, x, y, width);
  },
  copyTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void {
    $gl.glCopyTexSubImage2D(target, level, xoffset, yoffset, x, y, width, height);
  },
  copyTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void {
    $gl.glCopyTexSubImage3D(target, level, xoffset, yoffset, zoffset, x, y, width, height);
  },
  textureView(texture: number, target: number, origtexture: number, internalformat: number, minlevel: number, numlevels: number, minlayer: number, numlayers: number): void {
    $gl.glTextureView(texture, target, origtexture, internalformat, minlevel, numlevels, minlayer, numlayers);
  },
  generateMipmap(target: number): void {
    $gl.glGenerateMipmap(target);
  },
  texParameteri(target: number, pname: number, param: number): void {
    $gl.glTexParameteri(target, pname, param);
  },
  texParameterf(target: number, pname: number, param: number): void {
    $gl.glTexParameterf(target, pname, param);
  },
  texParameteriv(target: number, pname: number, params: ArrayLike<number>): void {
    $gl.glTexParameteriv(target, pname, rt.padded(Int32Array, params));
  },
  texParameterfv(target: number, pname: number, params: ArrayLike<number>): void {
    $gl.glTexParameterfv(target, pname, rt.padded(Float32Array, params));
  },
  texParameterIiv(target: number, pname: number, params: ArrayLike<number>): void {
    $gl.glTexParameterIiv(target, pname, rt.padded(Int32Array, params));
  },
  texParameterIuiv(target: number, pname: number, params: ArrayLike<number>): void {
    $gl.glTexParameterIuiv(target, pname, rt.padded(Uint32Array, params));
  },
  getTexParameteriv(target: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTexParameteriv', pname, target);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetTexParameteriv(target, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTexParameterfv(target: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTexParameterfv', pname, target);
    const o2 = new Float32Array(Math.max(n2, 1));
    $gl.glGetTexParameterfv(target, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTexParameterIiv(target: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTexParameterIiv', pname, target);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetTexParameterIiv(target, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTexParameterIuiv(target: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTexParameterIuiv', pname, target);
    const o2 = new Uint32Array(Math.max(n2, 1));
    $gl.glGetTexParameterIuiv(target, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTexImage(target: number, level: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glGetTexImage(target, level, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getnTexImage(target: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
    try {
      $gl.glGetnTexImage(target, level, format, type, bufSize, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getCompressedTexImage(target: number, level: number, img: VoidData): void {
    try {
      $gl.glGetCompressedTexImage(target, level, img);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getnCompressedTexImage(target: number, lod: number, bufSize: number, pixels: VoidData): void {
    try {
      $gl.glGetnCompressedTexImage(target, lod, bufSize, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getTexLevelParameteriv(target: number, level: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetTexLevelParameteriv', pname, target, level);
    const o3 = new Int32Array(Math.max(n3, 1));
    $gl.glGetTexLevelParameteriv(target, level, pname, o3);
    return Number(o3[0]);
  },
  getTexLevelParameterfv(target: number, level: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetTexLevelParameterfv', pname, target, level);
    const o3 = new Float32Array(Math.max(n3, 1));
    $gl.glGetTexLevelParameterfv(target, level, pname, o3);
    return Number(o3[0]);
  },
  texBuffer(target: number, internalformat: number, buffer: number): void {
    $gl.glTexBuffer(target, internalformat, buffer);
  },
  texBufferRange(target: number, internalformat: number, buffer: number, offset: number, size: number): void {
    $gl.glTexBufferRange(target, internalformat, buffer, offset, size);
  },
  invalidateTexImage(texture: number, level: number): void {
    $gl.glInvalidateTexImage(texture, level);
  },
  invalidateTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number): void {
    $gl.glInvalidateTexSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth);
  },
  clearTexImage(texture: number, level: number, format: number, type: number, data: VoidData): void {
    try {
      $gl.glClearTexImage(texture, level, format, type, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  clearTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, data: VoidData): void {
    try {
      $gl.glClearTexSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, type, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  bindImageTexture(unit: number, texture: number, level: number, layered: GLboolean, layer: number, access: number, format: number): void {
    $gl.glBindImageTexture(unit, texture, level, layered, layer, access, format);
  },
  bindImageTextures(first: number, textures: ArrayLike<number>): void {
    $gl.glBindImageTextures(first, textures.length, rt.typed(Uint32Array, textures));
  },
  getInternalformativ(target: number, internalformat: number, pname: number, count: number): number[] {
    const o4 = new Int32Array(Math.max(0, count));
    $gl.glGetInternalformativ(target, internalformat, pname, count, o4);
    return Array.from(o4, Number);
  },
  getInternalformati64v(target: number, internalformat: number, pname: number, count: number): number[] {
    const o4 = new BigInt64Array(Math.max(0, count));
    $gl.glGetInternalformati64v(target, internalformat, pname, count, o4);
    return Array.from(o4, Number);
  },
  copyImageSubData(srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number, dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number, srcWidth: number, srcHeight: number, srcDepth: number): void {
    $gl.glCopyImageSubData(srcName, srcTarget, srcLevel, srcX, srcY, srcZ, dstName, dstTarget, dstLevel, dstX, dstY, dstZ, srcWidth, srcHeight, srcDepth);
  },
  textureBarrier(): void {
    $gl.glTextureBarrier();
  },
  genSamplers(count: number): number[] {
    const o1 = new Uint32Array(Math.max(0, count));
    $gl.glGenSamplers(count, o1);
    return Array.from(o1, Number);
  },
  deleteSamplers(samplers: ArrayLike<number>): void {
    $gl.glDeleteSamplers(samplers.length, rt.typed(Uint32Array, samplers));
  },
  isSampler(sampler: number): boolean {
    return $gl.glIsSampler(sampler) !== 0;
  },
  bindSampler(unit: number, sampler: number): void {
    $gl.glBindSampler(unit, sampler);
  },
  bindSamplers(first: number, samplers: ArrayLike<number>): void {
    $gl.glBindSamplers(first, samplers.length, rt.typed(Uint32Array, samplers));
  },
  samplerParameteri(sampler: number, pname: number, param: number): void {
    $gl.glSamplerParameteri(sampler, pname, param);
  },
  samplerParameterf(sampler: number, pname: number, param: number): void {
    $gl.glSamplerParameterf(sampler, pname, param);
  },
  samplerParameteriv(sampler: number, pname: number, param: ArrayLike<number>): void {
    $gl.glSamplerParameteriv(sampler, pname, rt.padded(Int32Array, param));
  },
  samplerParameterfv(sampler: number, pname: number, param: ArrayLike<number>): void {
    $gl.glSamplerParameterfv(sampler, pname, rt.padded(Float32Array, param));
  },
  samplerParameterIiv(sampler: number, pname: number, param: ArrayLike<number>): void {
    $gl.glSamplerParameterIiv(sampler, pname, rt.padded(Int32Array, param));
  },
  samplerParameterIuiv(sampler: number, pname: number, param: ArrayLike<number>): void {
    $gl.glSamplerParameterIuiv(sampler, pname, rt.padded(Uint32Array, param));
  },
  getSamplerParameteriv(sampler: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetSamplerParameteriv', pname, sampler);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetSamplerParameteriv(sampler, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getSamplerParameterfv(sampler: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetSamplerParameterfv', pname, sampler);
    const o2 = new Float32Array(Math.max(n2, 1));
    $gl.glGetSamplerParameterfv(sampler, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getSamplerParameterIiv(sampler: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetSamplerParameterIiv', pname, sampler);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetSamplerParameterIiv(sampler, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getSamplerParameterIuiv(sampler: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetSamplerParameterIuiv', pname, sampler);
    const o2 = new Uint32Array(Math.max(n2, 1));
    $gl.glGetSamplerParameterIuiv(sampler, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  genFramebuffers(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenFramebuffers(n, o1);
    return Array.from(o1, Number);
  },
  deleteFramebuffers(framebuffers: ArrayLike<number>): void {
    $gl.glDeleteFramebuffers(framebuffers.length, rt.typed(Uint32Array, framebuffers));
  },
  isFramebuffer(framebuffer: number): boolean {
    return $gl.glIsFramebuffer(framebuffer) !== 0;
  },
  bindFramebuffer(target: number, framebuffer: number): void {
    $gl.glBindFramebuffer(target, framebuffer);
  },
  framebufferTexture(target: number, attachment: number, texture: number, level: number): void {
    $gl.glFramebufferTexture(target, attachment, texture, level);
  },
  framebufferTexture1D(target: number, attachment: number, textarget: number, texture: number, level: number): void {
    $gl.glFramebufferTexture1D(target, attachment, textarget, texture, level);
  },
  framebufferTexture2D(target: number, attachment: number, textarget: number, texture: number, level: number): void {
    $gl.glFramebufferTexture2D(target, attachment, textarget, texture, level);
  },
  framebufferTexture3D(target: number, attachment: number, textarget: number, texture: number, level: number, zoffset: number): void {
    $gl.glFramebufferTexture3D(target, attachment, textarget, texture, level, zoffset);
  },
  framebufferTextureLayer(target: number, attachment: number, texture: number, level: number, layer: number): void {
    $gl.glFramebufferTextureLayer(target, attachment, texture, level, layer);
  },
  framebufferRenderbuffer(target: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void {
    $gl.glFramebufferRenderbuffer(target, attachment, renderbuffertarget, renderbuffer);
  },
  framebufferParameteri(target: number, pname: number, param: number): void {
    $gl.glFramebufferParameteri(target, pname, param);
  },
  getFramebufferParameteriv(target: number, pname: number): number {
    const n2 = rt.pnameValueCount('glGetFramebufferParameteriv', pname, target);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetFramebufferParameteriv(target, pname, o2);
    return Number(o2[0]);
  },
  getFramebufferAttachmentParameteriv(target: number, attachment: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetFramebufferAttachmentParameteriv', pname, target, attachment);
    const o3 = new Int32Array(Math.max(n3, 1));
    $gl.glGetFramebufferAttachmentParameteriv(target, attachment, pname, o3);
    return Number(o3[0]);
  },
  checkFramebufferStatus(target: number): number {
    return $gl.glCheckFramebufferStatus(target);
  },
  drawBuffers(bufs: ArrayLike<number>): void {
    $gl.glDrawBuffers(bufs.length, rt.typed(Uint32Array, bufs));
  },
  drawBuffer(buf: number): void {
    $gl.glDrawBuffer(buf);
  },
  readBuffer(src: number): void {
    $gl.glReadBuffer(src);
  },
  invalidateFramebuffer(target: number, attachments: ArrayLike<number>): void {
    $gl.glInvalidateFramebuffer(target, attachments.length, rt.typed(Uint32Array, attachments));
  },
  invalidateSubFramebuffer(target: number, attachments: ArrayLike<number>, x: number, y: number, width: number, height: number): void {
    $gl.glInvalidateSubFramebuffer(target, attachments.length, rt.typed(Uint32Array, attachments), x, y, width, height);
  },
  blitFramebuffer(srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void {
    $gl.glBlitFramebuffer(srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter);
  },
  genRenderbuffers(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenRenderbuffers(n, o1);
    return Array.from(o1, Number);
  },
  deleteRenderbuffers(renderbuffers: ArrayLike<number>): void {
    $gl.glDeleteRenderbuffers(renderbuffers.length, rt.typed(Uint32Array, renderbuffers));
  },
  isRenderbuffer(renderbuffer: number): boolean {
    return $gl.glIsRenderbuffer(renderbuffer) !== 0;
  },
  bindRenderbuffer(target: number, renderbuffer: number): void {
    $gl.glBindRenderbuffer(target, renderbuffer);
  },
  renderbufferStorage(target: number, internalformat: number, width: number, height: number): void {
    $gl.glRenderbufferStorage(target, internalformat, width, height);
  },
  renderbufferStorageMultisample(target: number, samples: number, internalformat: number, width: number, height: number): void {
    $gl.glRenderbufferStorageMultisample(target, samples, internalformat, width, height);
  },
  getRenderbufferParameteriv(target: number, pname: number): number {
    const n2 = rt.pnameValueCount('glGetRenderbufferParameteriv', pname, target);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetRenderbufferParameteriv(target, pname, o2);
    return Number(o2[0]);
  },
  createShader(type: number): number {
    return $gl.glCreateShader(type);
  },
  deleteShader(shader: number): void {
    $gl.glDeleteShader(shader);
  },
  isShader(shader: number): boolean {
    return $gl.glIsShader(shader) !== 0;
  },
  shaderSource(shader: number, source: string): void {
    $gl.glShaderSource(shader, 1, [source], null);
  },
  compileShader(shader: number): void {
    $gl.glCompileShader(shader);
  },
  getShaderiv(shader: number, pname: number): number {
    const n2 = rt.pnameValueCount('glGetShaderiv', pname, shader);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetShaderiv(shader, pname, o2);
    return Number(o2[0]);
  },
  getShaderInfoLog(shader: number): string {
    return rt.infoLog($gl.glGetShaderInfoLog, shader);
  },
  getShaderSource(shader: number): string {
    return rt.infoLog($gl.glGetShaderSource, shader);
  },
  releaseShaderCompiler(): void {
    $gl.glReleaseShaderCompiler();
  },
  getShaderPrecisionFormat(shadertype: number, precisiontype: number): PrecisionFormat {
    return rt.precisionFormat($gl.glGetShaderPrecisionFormat, shadertype, precisiontype);
  },
  specializeShader(shader: number, pEntryPoint: string, numSpecializationConstants: number, pConstantIndex: ArrayLike<number>, pConstantValue: ArrayLike<number>): void {
    $gl.glSpecializeShader(shader, pEntryPoint, numSpecializationConstants, rt.typed(Uint32Array, pConstantIndex), rt.typed(Uint32Array, pConstantValue));
  },
  createProgram(): number {
    return $gl.glCreateProgram();
  },
  deleteProgram(program: number): void {
    $gl.glDeleteProgram(program);
  },
  isProgram(program: number): boolean {
    return $gl.glIsProgram(program) !== 0;
  },
  attachShader(program: number, shader: number): void {
    $gl.glAttachShader(program, shader);
  },
  detachShader(program: number, shader: number): void {
    $gl.glDetachShader(program, shader);
  },
  linkProgram(program: number): void {
    $gl.glLinkProgram(program);
  },
  validateProgram(program: number): void {
    $gl.glValidateProgram(program);
  },
  useProgram(program: number): void {
    $gl.glUseProgram(program);
  },
  getProgramiv(program: number, pname: number): never {
    const n2 = rt.pnameValueCount('glGetProgramiv', pname, program);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetProgramiv(program, pname, o2);
    if ([GL.COMPUTE_WORK_GROUP_SIZE].includes(pname as never)) return Array.from(o2, Number) as never;
    return Number(o2[0]) as never;
  },
  getProgramInfoLog(program: number): string {
    return rt.infoLog($gl.glGetProgramInfoLog, program);
  },
  getAttachedShaders(program: number): number[] {
    return rt.attachedShaders($gl.glGetAttachedShaders, program);
  },
  programParameteri(program: number, pname: number, value: number): void {
    $gl.glProgramParameteri(program, pname, value);
  },
  bindAttribLocation(program: number, index: number, name: string): void {
    $gl.glBindAttribLocation(program, index, name);
  },
  getAttribLocation(program: number, name: string): number {
    return $gl.glGetAttribLocation(program, name);
  },
  getActiveAttrib(program: number, index: number): ActiveVariable | null {
    return rt.activeVariable($gl.glGetActiveAttrib, program, index);
  },
  getUniformLocation(program: number, name: string): number {
    return $gl.glGetUniformLocation(program, name);
  },
  getActiveUniform(program: number, index: number): ActiveVariable | null {
    return rt.activeVariable($gl.glGetActiveUniform, program, index);
  },
  getActiveUniformsiv(program: number, uniformIndices: ArrayLike<number>, pname: number): number[] {
    return rt.activeUniformsIv($gl.glGetActiveUniformsiv, program, uniformIndices, pname);
  },
  getActiveUniformName(program: number, uniformIndex: number): string {
    return rt.infoLog($gl.glGetActiveUniformName, program, uniformIndex);
  },
  getUniformIndices(program: number, uniformNames: readonly string[]): number[] {
    const o3 = new Uint32Array(uniformNames.length);
    $gl.glGetUniformIndices(program, uniformNames.length, uniformNames, o3);
    return Array.from(o3, Number);
  },
  getUniformBlockIndex(program: number, uniformBlockName: string): number {
    return $gl.glGetUniformBlockIndex(program, uniformBlockName);
  },
  getActiveUniformBlockiv(program: number, uniformBlockIndex: number, pname: number): never {
    const n3 = rt.pnameValueCount('glGetActiveUniformBlockiv', pname, program, uniformBlockIndex);
    const o3 = new Int32Array(Math.max(n3, 1));
    $gl.glGetActiveUniformBlockiv(program, uniformBlockIndex, pname, o3);
    if ([GL.UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES].includes(pname as never)) return Array.from(o3, Number) as never;
    return Number(o3[0]) as never;
  },
  getActiveUniformBlockName(program: number, uniformBlockIndex: number): string {
    return rt.infoLog($gl.glGetActiveUniformBlockName, program, uniformBlockIndex);
  },
  uniformBlockBinding(program: number, uniformBlockIndex: number, uniformBlockBinding: number): void {
    $gl.glUniformBlockBinding(program, uniformBlockIndex, uniformBlockBinding);
  },
  shaderStorageBlockBinding(program: number, storageBlockIndex: number, storageBlockBinding: number): void {
    $gl.glShaderStorageBlockBinding(program, storageBlockIndex, storageBlockBinding);
  },
  getFragDataLocation(program: number, name: string): number {
    return $gl.glGetFragDataLocation(program, name);
  },
  bindFragDataLocation(program: number, color: number, name: string): void {
    $gl.glBindFragDataLocation(program, color, name);
  },
  bindFragDataLocationIndexed(program: number, colorNumber: number, index: number, name: string): void {
    $gl.glBindFragDataLocationIndexed(program, colorNumber, index, name);
  },
  getFragDataIndex(program: number, name: string): number {
    return $gl.glGetFragDataIndex(program, name);
  },
  getProgramInterfaceiv(program: number, programInterface: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetProgramInterfaceiv', pname, program, programInterface);
    const o3 = new Int32Array(Math.max(n3, 1));
    $gl.glGetProgramInterfaceiv(program, programInterface, pname, o3);
    return Number(o3[0]);
  },
  getProgramResourceIndex(program: number, programInterface: number, name: string): number {
    return $gl.glGetProgramResourceIndex(program, programInterface, name);
  },
  getProgramResourceName(program: number, programInterface: number, index: number): string {
    return rt.infoLog($gl.glGetProgramResourceName, program, programInterface, index);
  },
  getProgramResourceiv(program: number, programInterface: number, index: number, props: ArrayLike<number>): number[] {
    return rt.resourceProps($gl.glGetProgramResourceiv, program, programInterface, index, props);
  },
  getProgramResourceLocation(program: number, programInterface: number, name: string): number {
    return $gl.glGetProgramResourceLocation(program, programInterface, name);
  },
  getProgramResourceLocationIndex(program: number, programInterface: number, name: string): number {
    return $gl.glGetProgramResourceLocationIndex(program, programInterface, name);
  },
  getSubroutineUniformLocation(program: number, shadertype: number, name: string): number {
    return $gl.glGetSubroutineUniformLocation(program, shadertype, name);
  },
  getSubroutineIndex(program: number, shadertype: number, name: string): number {
    return $gl.glGetSubroutineIndex(program, shadertype, name);
  },
  uniformSubroutinesuiv(shadertype: number, indices: ArrayLike<number>): void {
    $gl.glUniformSubroutinesuiv(shadertype, indices.length, rt.typed(Uint32Array, indices));
  },
  getUniformSubroutineuiv(shadertype: number, location: number): number {
    const o2 = new Uint32Array(1);
    $gl.glGetUniformSubroutineuiv(shadertype, location, o2);
    return Number(o2[0]);
  },
  getProgramStageiv(program: number, shadertype: number, pname: number): number {
    const o3 = new Int32Array(1);
    $gl.glGetProgramStageiv(program, shadertype, pname, o3);
    return Number(o3[0]);
  },
  createShaderProgramv(type: number, strings: readonly string[]): number {
    return $gl.glCreateShaderProgramv(type, strings.length, strings);
  },
  genProgramPipelines(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenProgramPipelines(n, o1);
    return Array.from(o1, Number);
  },
  deleteProgramPipelines(pipelines: ArrayLike<number>): void {
    $gl.glDeleteProgramPipelines(pipelines.length, rt.typed(Uint32Array, pipelines));
  },
  isProgramPipeline(pipeline: number): boolean {
    return $gl.glIsProgramPipeline(pipeline) !== 0;
  },
  bindProgramPipeline(pipeline: number): void {
    $gl.glBindProgramPipeline(pipeline);
  },
  useProgramStages(pipeline: number, stages: number, program: number): void {
    $gl.glUseProgramStages(pipeline, stages, program);
  },
  activeShaderProgram(pipeline: number, program: number): void {
    $gl.glActiveShaderProgram(pipeline, program);
  },
  validateProgramPipeline(pipeline: number): void {
    $gl.glValidateProgramPipeline(pipeline);
  },
  getProgramPipelineiv(pipeline: number, pname: number): number {
    const n2 = rt.pnameValueCount('glGetProgramPipelineiv', pname, pipeline);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetProgramPipelineiv(pipeline, pname, o2);
    return Number(o2[0]);
  },
  getProgramPipelineInfoLog(pipeline: number): string {
    return rt.infoLog($gl.glGetProgramPipelineInfoLog, pipeline);
  },
  getUniformfv(program: number, location: number): number[] {
    return rt.uniformValues($gl.glGetUniformfv, program, location);
  },
  getUniformiv(program: number, location: number): number[] {
    return rt.uniformValues($gl.glGetUniformiv, program, location);
  },
  getUniformuiv(program: number, location: number): number[] {
    return rt.uniformValues($gl.glGetUniformuiv, program, location);
  },
  getUniformdv(program: number, location: number): number[] {
    return rt.uniformValues($gl.glGetUniformdv, program, location);
  },
  getnUniformfv(program: number, location: number, bufSize: number): number[] {
    const o3 = new Float32Array(Math.max(0, Math.floor(bufSize / 4)));
    $gl.glGetnUniformfv(program, location, bufSize, o3);
    return Array.from(o3, Number);
  },
  getnUniformiv(program: number, location: number, bufSize: number): number[] {
    const o3 = new Int32Array(Math.max(0, Math.floor(bufSize / 4)));
    $gl.glGetnUniformiv(program, location, bufSize, o3);
    return Array.from(o3, Number);
  },
  getnUniformuiv(program: number, location: number, bufSize: number): number[] {
    const o3 = new Uint32Array(Math.max(0, Math.floor(bufSize / 4)));
    $gl.glGetnUniformuiv(program, location, bufSize, o3);
    return Array.from(o3, Number);
  },
  uniform1f(location: number, v0: number): void {
    $gl.glUniform1f(location, v0);
  },
  uniform2f(location: number, v0: number, v1: number): void {
    $gl.glUniform2f(location, v0, v1);
  },
  uniform3f(location: number, v0: number, v1: number, v2: number): void {
    $gl.glUniform3f(location, v0, v1, v2);
  },
  uniform4f(location: number, v0: number, v1: number, v2: number, v3: number): void {
    $gl.glUniform4f(location, v0, v1, v2, v3);
  },
  uniform1i(location: number, v0: number): void {
    $gl.glUniform1i(location, v0);
  },
  uniform2i(location: number, v0: number, v1: number): void {
    $gl.glUniform2i(location, v0, v1);
  },
  uniform3i(location: number, v0: number, v1: number, v2: number): void {
    $gl.glUniform3i(location, v0, v1, v2);
  },
  uniform4i(location: number, v0: number, v1: number, v2: number, v3: number): void {
    $gl.glUniform4i(location, v0, v1, v2, v3);
  },
  uniform1ui(location: number, v0: number): void {
    $gl.glUniform1ui(location, v0);
  },
  uniform2ui(location: number, v0: number, v1: number): void {
    $gl.glUniform2ui(location, v0, v1);
  },
  uniform3ui(location: number, v0: number, v1: number, v2: number): void {
    $gl.glUniform3ui(location, v0, v1, v2);
  },
  uniform4ui(location: number, v0: number, v1: number, v2: number, v3: number): void {
    $gl.glUniform4ui(location, v0, v1, v2, v3);
  },
  uniform1fv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform1fv(location, value.length, rt.typed(Float32Array, value));
  },
  uniform2fv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform2fv(location, Math.floor(value.length / 2), rt.typed(Float32Array, value));
  },
  uniform3fv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform3fv(location, Math.floor(value.length / 3), rt.typed(Float32Array, value));
  },
  uniform4fv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform4fv(location, Math.floor(value.length / 4), rt.typed(Float32Array, value));
  },
  uniform1iv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform1iv(location, value.length, rt.typed(Int32Array, value));
  },
  uniform2iv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform2iv(location, Math.floor(value.length / 2), rt.typed(Int32Array, value));
  },
  uniform3iv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform3iv(location, Math.floor(value.length / 3), rt.typed(Int32Array, value));
  },
  uniform4iv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform4iv(location, Math.floor(value.length / 4), rt.typed(Int32Array, value));
  },
  uniform1uiv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform1uiv(location, value.length, rt.typed(Uint32Array, value));
  },
  uniform2uiv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform2uiv(location, Math.floor(value.length / 2), rt.typed(Uint32Array, value));
  },
  uniform3uiv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform3uiv(location, Math.floor(value.length / 3), rt.typed(Uint32Array, value));
  },
  uniform4uiv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform4uiv(location, Math.floor(value.length / 4), rt.typed(Uint32Array, value));
  },
  uniform1d(location: number, x: number): void {
    $gl.glUniform1d(location, x);
  },
  uniform2d(location: number, x: number, y: number): void {
    $gl.glUniform2d(location, x, y);
  },
  uniform3d(location: number, x: number, y: number, z: number): void {
    $gl.glUniform3d(location, x, y, z);
  },
  uniform4d(location: number, x: number, y: number, z: number, w: number): void {
    $gl.glUniform4d(location, x, y, z, w);
  },
  uniform1dv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform1dv(location, value.length, rt.typed(Float64Array, value));
  },
  uniform2dv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform2dv(location, Math.floor(value.length / 2), rt.typed(Float64Array, value));
  },
  uniform3dv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform3dv(location, Math.floor(value.length / 3), rt.typed(Float64Array, value));
  },
  uniform4dv(location: number, value: ArrayLike<number>): void {
    $gl.glUniform4dv(location, Math.floor(value.length / 4), rt.typed(Float64Array, value));
  },
  uniformMatrix2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix2fv(location, Math.floor(value.length / 4), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix3fv(location, Math.floor(value.length / 9), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix4fv(location, Math.floor(value.length / 16), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix2x3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix2x3fv(location, Math.floor(value.length / 6), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix3x2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix3x2fv(location, Math.floor(value.length / 6), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix2x4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix2x4fv(location, Math.floor(value.length / 8), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix4x2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix4x2fv(location, Math.floor(value.length / 8), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix3x4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix3x4fv(location, Math.floor(value.length / 12), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix4x3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix4x3fv(location, Math.floor(value.length / 12), transpose, rt.typed(Float32Array, value));
  },
  uniformMatrix2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix2dv(location, Math.floor(value.length / 4), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix3dv(location, Math.floor(value.length / 9), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix4dv(location, Math.floor(value.length / 16), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix2x3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix2x3dv(location, Math.floor(value.length / 6), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix3x2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix3x2dv(location, Math.floor(value.length / 6), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix2x4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix2x4dv(location, Math.floor(value.length / 8), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix4x2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix4x2dv(location, Math.floor(value.length / 8), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix3x4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix3x4dv(location, Math.floor(value.length / 12), transpose, rt.typed(Float64Array, value));
  },
  uniformMatrix4x3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glUniformMatrix4x3dv(location, Math.floor(value.length / 12), transpose, rt.typed(Float64Array, value));
  },
  programUniform1f(program: number, location: number, v0: number): void {
    $gl.glProgramUniform1f(program, location, v0);
  },
  programUniform2f(program: number, location: number, v0: number, v1: number): void {
    $gl.glProgramUniform2f(program, location, v0, v1);
  },
  programUniform3f(program: number, location: number, v0: number, v1: number, v2: number): void {
    $gl.glProgramUniform3f(program, location, v0, v1, v2);
  },
  programUniform4f(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
    $gl.glProgramUniform4f(program, location, v0, v1, v2, v3);
  },
  programUniform1i(program: number, location: number, v0: number): void {
    $gl.glProgramUniform1i(program, location, v0);
  },
  programUniform2i(program: number, location: number, v0: number, v1: number): void {
    $gl.glProgramUniform2i(program, location, v0, v1);
  },
  programUniform3i(program: number, location: number, v0: number, v1: number, v2: number): void {
    $gl.glProgramUniform3i(program, location, v0, v1, v2);
  },
  programUniform4i(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
    $gl.glProgramUniform4i(program, location, v0, v1, v2, v3);
  },
  programUniform1ui(program: number, location: number, v0: number): void {
    $gl.glProgramUniform1ui(program, location, v0);
  },
  programUniform2ui(program: number, location: number, v0: number, v1: number): void {
    $gl.glProgramUniform2ui(program, location, v0, v1);
  },
  programUniform3ui(program: number, location: number, v0: number, v1: number, v2: number): void {
    $gl.glProgramUniform3ui(program, location, v0, v1, v2);
  },
  programUniform4ui(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
    $gl.glProgramUniform4ui(program, location, v0, v1, v2, v3);
  },
  programUniform1fv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform1fv(program, location, value.length, rt.typed(Float32Array, value));
  },
  programUniform2fv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform2fv(program, location, Math.floor(value.length / 2), rt.typed(Float32Array, value));
  },
  programUniform3fv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform3fv(program, location, Math.floor(value.length / 3), rt.typed(Float32Array, value));
  },
  programUniform4fv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform4fv(program, location, Math.floor(value.length / 4), rt.typed(Float32Array, value));
  },
  programUniform1iv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform1iv(program, location, value.length, rt.typed(Int32Array, value));
  },
  programUniform2iv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform2iv(program, location, Math.floor(value.length / 2), rt.typed(Int32Array, value));
  },
  programUniform3iv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform3iv(program, location, Math.floor(value.length / 3), rt.typed(Int32Array, value));
  },
  programUniform4iv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform4iv(program, location, Math.floor(value.length / 4), rt.typed(Int32Array, value));
  },
  programUniform1uiv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform1uiv(program, location, value.length, rt.typed(Uint32Array, value));
  },
  programUniform2uiv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform2uiv(program, location, Math.floor(value.length / 2), rt.typed(Uint32Array, value));
  },
  programUniform3uiv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform3uiv(program, location, Math.floor(value.length / 3), rt.typed(Uint32Array, value));
  },
  programUniform4uiv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform4uiv(program, location, Math.floor(value.length / 4), rt.typed(Uint32Array, value));
  },
  programUniform1d(program: number, location: number, v0: number): void {
    $gl.glProgramUniform1d(program, location, v0);
  },
  programUniform2d(program: number, location: number, v0: number, v1: number): void {
    $gl.glProgramUniform2d(program, location, v0, v1);
  },
  programUniform3d(program: number, location: number, v0: number, v1: number, v2: number): void {
    $gl.glProgramUniform3d(program, location, v0, v1, v2);
  },
  programUniform4d(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
    $gl.glProgramUniform4d(program, location, v0, v1, v2, v3);
  },
  programUniform1dv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform1dv(program, location, value.length, rt.typed(Float64Array, value));
  },
  programUniform2dv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform2dv(program, location, Math.floor(value.length / 2), rt.typed(Float64Array, value));
  },
  programUniform3dv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform3dv(program, location, Math.floor(value.length / 3), rt.typed(Float64Array, value));
  },
  programUniform4dv(program: number, location: number, value: ArrayLike<number>): void {
    $gl.glProgramUniform4dv(program, location, Math.floor(value.length / 4), rt.typed(Float64Array, value));
  },
  programUniformMatrix2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix2fv(program, location, Math.floor(value.length / 4), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix3fv(program, location, Math.floor(value.length / 9), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix4fv(program, location, Math.floor(value.length / 16), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix2x3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix2x3fv(program, location, Math.floor(value.length / 6), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix3x2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix3x2fv(program, location, Math.floor(value.length / 6), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix2x4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix2x4fv(program, location, Math.floor(value.length / 8), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix4x2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix4x2fv(program, location, Math.floor(value.length / 8), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix3x4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix3x4fv(program, location, Math.floor(value.length / 12), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix4x3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix4x3fv(program, location, Math.floor(value.length / 12), transpose, rt.typed(Float32Array, value));
  },
  programUniformMatrix2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix2dv(program, location, Math.floor(value.length / 4), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix3dv(program, location, Math.floor(value.length / 9), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix4dv(program, location, Math.floor(value.length / 16), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix2x3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix2x3dv(program, location, Math.floor(value.length / 6), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix3x2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix3x2dv(program, location, Math.floor(value.length / 6), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix2x4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix2x4dv(program, location, Math.floor(value.length / 8), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix4x2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix4x2dv(program, location, Math.floor(value.length / 8), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix3x4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix3x4dv(program, location, Math.floor(value.length / 12), transpose, rt.typed(Float64Array, value));
  },
  programUniformMatrix4x3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
    $gl.glProgramUniformMatrix4x3dv(program, location, Math.floor(value.length / 12), transpose, rt.typed(Float64Array, value));
  },
  drawArrays(mode: number, first: number, count: number): void {
    $gl.glDrawArrays(mode, first, count);
  },
  drawElements(mode: number, count: number, type: number, indices: VoidData): void {
    try {
      $gl.glDrawElements(mode, count, type, indices);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawRangeElements(mode: number, start: number, end: number, count: number, type: number, indices: VoidData): void {
    try {
      $gl.glDrawRangeElements(mode, start, end, count, type, indices);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawArraysInstanced(mode: number, first: number, count: number, instancecount: number): void {
    $gl.glDrawArraysInstanced(mode, first, count, instancecount);
  },
  drawElementsInstanced(mode: number, count: number, type: number, indices: VoidData, instancecount: number): void {
    try {
      $gl.glDrawElementsInstanced(mode, count, type, indices, instancecount);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawElementsBaseVertex(mode: number, count: number, type: number, indices: VoidData, basevertex: number): void {
    try {
      $gl.glDrawElementsBaseVertex(mode, count, type, indices, basevertex);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawRangeElementsBaseVertex(mode: number, start: number, end: number, count: number, type: number, indices: VoidData, basevertex: number): void {
    try {
      $gl.glDrawRangeElementsBaseVertex(mode, start, end, count, type, indices, basevertex);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawElementsInstancedBaseVertex(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number): void {
    try {
      $gl.glDrawElementsInstancedBaseVertex(mode, count, type, indices, instancecount, basevertex);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawArraysInstancedBaseInstance(mode: number, first: number, count: number, instancecount: number, baseinstance: number): void {
    $gl.glDrawArraysInstancedBaseInstance(mode, first, count, instancecount, baseinstance);
  },
  drawElementsInstancedBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, baseinstance: number): void {
    try {
      $gl.glDrawElementsInstancedBaseInstance(mode, count, type, indices, instancecount, baseinstance);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawElementsInstancedBaseVertexBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number, baseinstance: number): void {
    try {
      $gl.glDrawElementsInstancedBaseVertexBaseInstance(mode, count, type, indices, instancecount, basevertex, baseinstance);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawArraysIndirect(mode: number, indirect: VoidData): void {
    try {
      $gl.glDrawArraysIndirect(mode, indirect);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawElementsIndirect(mode: number, type: number, indirect: VoidData): void {
    try {
      $gl.glDrawElementsIndirect(mode, type, indirect);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  multiDrawArrays(mode: number, first: ArrayLike<number>, count: ArrayLike<number>): void {
    $gl.glMultiDrawArrays(mode, rt.typed(Int32Array, first), rt.typed(Int32Array, count), first.length);
  },
  multiDrawElements(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[]): void {
    $gl.glMultiDrawElements(mode, rt.typed(Int32Array, count), type, indices, count.length);
  },
  multiDrawElementsBaseVertex(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[], basevertex: ArrayLike<number>): void {
    $gl.glMultiDrawElementsBaseVertex(mode, rt.typed(Int32Array, count), type, indices, count.length, rt.typed(Int32Array, basevertex));
  },
  multiDrawArraysIndirect(mode: number, indirect: VoidData, drawcount: number, stride: number): void {
    try {
      $gl.glMultiDrawArraysIndirect(mode, indirect, drawcount, stride);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  multiDrawElementsIndirect(mode: number, type: number, indirect: VoidData, drawcount: number, stride: number): void {
    try {
      $gl.glMultiDrawElementsIndirect(mode, type, indirect, drawcount, stride);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  multiDrawArraysIndirectCount(mode: number, indirect: VoidData, drawcount: number, maxdrawcount: number, stride: number): void {
    try {
      $gl.glMultiDrawArraysIndirectCount(mode, indirect, drawcount, maxdrawcount, stride);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  multiDrawElementsIndirectCount(mode: number, type: number, indirect: VoidData, drawcount: number, maxdrawcount: number, stride: number): void {
    try {
      $gl.glMultiDrawElementsIndirectCount(mode, type, indirect, drawcount, maxdrawcount, stride);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  drawTransformFeedback(mode: number, id: number): void {
    $gl.glDrawTransformFeedback(mode, id);
  },
  drawTransformFeedbackInstanced(mode: number, id: number, instancecount: number): void {
    $gl.glDrawTransformFeedbackInstanced(mode, id, instancecount);
  },
  drawTransformFeedbackStream(mode: number, id: number, stream: number): void {
    $gl.glDrawTransformFeedbackStream(mode, id, stream);
  },
  drawTransformFeedbackStreamInstanced(mode: number, id: number, stream: number, instancecount: number): void {
    $gl.glDrawTransformFeedbackStreamInstanced(mode, id, stream, instancecount);
  },
  primitiveRestartIndex(index: number): void {
    $gl.glPrimitiveRestartIndex(index);
  },
  provokingVertex(mode: number): void {
    $gl.glProvokingVertex(mode);
  },
  genTransformFeedbacks(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenTransformFeedbacks(n, o1);
    return Array.from(o1, Number);
  },
  deleteTransformFeedbacks(ids: ArrayLike<number>): void {
    $gl.glDeleteTransformFeedbacks(ids.length, rt.typed(Uint32Array, ids));
  },
  isTransformFeedback(id: number): boolean {
    return $gl.glIsTransformFeedback(id) !== 0;
  },
  bindTransformFeedback(target: number, id: number): void {
    $gl.glBindTransformFeedback(target, id);
  },
  beginTransformFeedback(primitiveMode: number): void {
    $gl.glBeginTransformFeedback(primitiveMode);
  },
  endTransformFeedback(): void {
    $gl.glEndTransformFeedback();
  },
  pauseTransformFeedback(): void {
    $gl.glPauseTransformFeedback();
  },
  resumeTransformFeedback(): void {
    $gl.glResumeTransformFeedback();
  },
  transformFeedbackVaryings(program: number, varyings: readonly string[], bufferMode: number): void {
    $gl.glTransformFeedbackVaryings(program, varyings.length, varyings, bufferMode);
  },
  getTransformFeedbackVarying(program: number, index: number): ActiveVariable | null {
    return rt.activeVariable($gl.glGetTransformFeedbackVarying, program, index);
  },
  genQueries(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glGenQueries(n, o1);
    return Array.from(o1, Number);
  },
  deleteQueries(ids: ArrayLike<number>): void {
    $gl.glDeleteQueries(ids.length, rt.typed(Uint32Array, ids));
  },
  isQuery(id: number): boolean {
    return $gl.glIsQuery(id) !== 0;
  },
  beginQuery(target: number, id: number): void {
    $gl.glBeginQuery(target, id);
  },
  endQuery(target: number): void {
    $gl.glEndQuery(target);
  },
  beginQueryIndexed(target: number, index: number, id: number): void {
    $gl.glBeginQueryIndexed(target, index, id);
  },
  endQueryIndexed(target: number, index: number): void {
    $gl.glEndQueryIndexed(target, index);
  },
  queryCounter(id: number, target: number): void {
    $gl.glQueryCounter(id, target);
  },
  getQueryiv(target: number, pname: number): number {
    const n2 = rt.pnameValueCount('glGetQueryiv', pname, target);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetQueryiv(target, pname, o2);
    return Number(o2[0]);
  },
  getQueryIndexediv(target: number, index: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetQueryIndexediv', pname, target, index);
    const o3 = new Int32Array(Math.max(n3, 1));
    $gl.glGetQueryIndexediv(target, index, pname, o3);
    return Number(o3[0]);
  },
  getQueryObjectiv(id: number, pname: number, offset?: number): number {
    return rt.queryObject($gl.glGetQueryObjectiv, id, pname, offset);
  },
  getQueryObjectuiv(id: number, pname: number, offset?: number): number {
    return rt.queryObject($gl.glGetQueryObjectuiv, id, pname, offset);
  },
  getQueryObjecti64v(id: number, pname: number, offset?: number): number {
    return rt.queryObject($gl.glGetQueryObjecti64v, id, pname, offset);
  },
  getQueryObjectui64v(id: number, pname: number, offset?: number): number {
    return rt.queryObject($gl.glGetQueryObjectui64v, id, pname, offset);
  },
  beginConditionalRender(id: number, mode: number): void {
    $gl.glBeginConditionalRender(id, mode);
  },
  endConditionalRender(): void {
    $gl.glEndConditionalRender();
  },
  fenceSync(condition: number, flags: number): GLsync {
    return $gl.glFenceSync(condition, flags);
  },
  clientWaitSync(sync: GLsync, flags: number, timeout: number): number {
    return $gl.glClientWaitSync(sync, flags, timeout);
  },
  waitSync(sync: GLsync, flags: number, timeout: number): void {
    $gl.glWaitSync(sync, flags, timeout);
  },
  deleteSync(sync: GLsync): void {
    $gl.glDeleteSync(sync);
  },
  isSync(sync: GLsync): boolean {
    return $gl.glIsSync(sync) !== 0;
  },
  getSynciv(sync: GLsync, pname: number): number {
    return rt.syncIv($gl.glGetSynciv, sync, pname);
  },
  dispatchCompute(num_groups_x: number, num_groups_y: number, num_groups_z: number): void {
    $gl.glDispatchCompute(num_groups_x, num_groups_y, num_groups_z);
  },
  dispatchComputeIndirect(indirect: number): void {
    $gl.glDispatchComputeIndirect(indirect);
  },
  memoryBarrier(barriers: number): void {
    $gl.glMemoryBarrier(barriers);
  },
  memoryBarrierByRegion(barriers: number): void {
    $gl.glMemoryBarrierByRegion(barriers);
  },
  clear(mask: number): void {
    $gl.glClear(mask);
  },
  clearBufferiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
    $gl.glClearBufferiv(buffer, drawbuffer, rt.padded(Int32Array, value));
  },
  clearBufferuiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
    $gl.glClearBufferuiv(buffer, drawbuffer, rt.padded(Uint32Array, value));
  },
  clearBufferfv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
    $gl.glClearBufferfv(buffer, drawbuffer, rt.padded(Float32Array, value));
  },
  clearBufferfi(buffer: number, drawbuffer: number, depth: number, stencil: number): void {
    $gl.glClearBufferfi(buffer, drawbuffer, depth, stencil);
  },
  clearColor(red: number, green: number, blue: number, alpha: number): void {
    $gl.glClearColor(red, green, blue, alpha);
  },
  clearDepthf(d: number): void {
    $gl.glClearDepthf(d);
  },
  clearDepth(depth: number): void {
    $gl.glClearDepth(depth);
  },
  clearStencil(s: number): void {
    $gl.glClearStencil(s);
  },
  enable(cap: number): void {
    $gl.glEnable(cap);
  },
  disable(cap: number): void {
    $gl.glDisable(cap);
  },
  isEnabled(cap: number): boolean {
    return $gl.glIsEnabled(cap) !== 0;
  },
  enablei(target: number, index: number): void {
    $gl.glEnablei(target, index);
  },
  disablei(target: number, index: number): void {
    $gl.glDisablei(target, index);
  },
  isEnabledi(target: number, index: number): boolean {
    return $gl.glIsEnabledi(target, index) !== 0;
  },
  blendFunc(sfactor: number, dfactor: number): void {
    $gl.glBlendFunc(sfactor, dfactor);
  },
  blendFuncSeparate(sfactorRGB: number, dfactorRGB: number, sfactorAlpha: number, dfactorAlpha: number): void {
    $gl.glBlendFuncSeparate(sfactorRGB, dfactorRGB, sfactorAlpha, dfactorAlpha);
  },
  blendFunci(buf: number, src: number, dst: number): void {
    $gl.glBlendFunci(buf, src, dst);
  },
  blendFuncSeparatei(buf: number, srcRGB: number, dstRGB: number, srcAlpha: number, dstAlpha: number): void {
    $gl.glBlendFuncSeparatei(buf, srcRGB, dstRGB, srcAlpha, dstAlpha);
  },
  blendEquation(mode: number): void {
    $gl.glBlendEquation(mode);
  },
  blendEquationSeparate(modeRGB: number, modeAlpha: number): void {
    $gl.glBlendEquationSeparate(modeRGB, modeAlpha);
  },
  blendEquationi(buf: number, mode: number): void {
    $gl.glBlendEquationi(buf, mode);
  },
  blendEquationSeparatei(buf: number, modeRGB: number, modeAlpha: number): void {
    $gl.glBlendEquationSeparatei(buf, modeRGB, modeAlpha);
  },
  blendColor(red: number, green: number, blue: number, alpha: number): void {
    $gl.glBlendColor(red, green, blue, alpha);
  },
  colorMask(red: GLboolean, green: GLboolean, blue: GLboolean, alpha: GLboolean): void {
    $gl.glColorMask(red, green, blue, alpha);
  },
  colorMaski(index: number, r: GLboolean, g: GLboolean, b: GLboolean, a: GLboolean): void {
    $gl.glColorMaski(index, r, g, b, a);
  },
  depthFunc(func: number): void {
    $gl.glDepthFunc(func);
  },
  depthMask(flag: GLboolean): void {
    $gl.glDepthMask(flag);
  },
  depthRangef(n: number, f: number): void {
    $gl.glDepthRangef(n, f);
  },
  depthRange(n: number, f: number): void {
    $gl.glDepthRange(n, f);
  },
  depthRangeArrayv(first: number, v: ArrayLike<number>): void {
    $gl.glDepthRangeArrayv(first, Math.floor(v.length / 2), rt.typed(Float64Array, v));
  },
  depthRangeIndexed(index: number, n: number, f: number): void {
    $gl.glDepthRangeIndexed(index, n, f);
  },
  stencilFunc(func: number, ref: number, mask: number): void {
    $gl.glStencilFunc(func, ref, mask);
  },
  stencilFuncSeparate(face: number, func: number, ref: number, mask: number): void {
    $gl.glStencilFuncSeparate(face, func, ref, mask);
  },
  stencilOp(fail: number, zfail: number, zpass: number): void {
    $gl.glStencilOp(fail, zfail, zpass);
  },
  stencilOpSeparate(face: number, sfail: number, dpfail: number, dppass: number): void {
    $gl.glStencilOpSeparate(face, sfail, dpfail, dppass);
  },
  stencilMask(mask: number): void {
    $gl.glStencilMask(mask);
  },
  stencilMaskSeparate(face: number, mask: number): void {
    $gl.glStencilMaskSeparate(face, mask);
  },
  cullFace(mode: number): void {
    $gl.glCullFace(mode);
  },
  frontFace(mode: number): void {
    $gl.glFrontFace(mode);
  },
  polygonMode(face: number, mode: number): void {
    $gl.glPolygonMode(face, mode);
  },
  polygonOffset(factor: number, units: number): void {
    $gl.glPolygonOffset(factor, units);
  },
  polygonOffsetClamp(factor: number, units: number, clamp: number): void {
    $gl.glPolygonOffsetClamp(factor, units, clamp);
  },
  pointSize(size: number): void {
    $gl.glPointSize(size);
  },
  pointParameteri(pname: number, param: number): void {
    $gl.glPointParameteri(pname, param);
  },
  pointParameterf(pname: number, param: number): void {
    $gl.glPointParameterf(pname, param);
  },
  lineWidth(width: number): void {
    $gl.glLineWidth(width);
  },
  hint(target: number, mode: number): void {
    $gl.glHint(target, mode);
  },
  pixelStorei(pname: number, param: number): void {
    $gl.glPixelStorei(pname, param);
  },
  pixelStoref(pname: number, param: number): void {
    $gl.glPixelStoref(pname, param);
  },
  viewport(x: number, y: number, width: number, height: number): void {
    $gl.glViewport(x, y, width, height);
  },
  viewportIndexedf(index: number, x: number, y: number, w: number, h: number): void {
    $gl.glViewportIndexedf(index, x, y, w, h);
  },
  viewportIndexedfv(index: number, v: ArrayLike<number>): void {
    $gl.glViewportIndexedfv(index, rt.typed(Float32Array, v));
  },
  viewportArrayv(first: number, v: ArrayLike<number>): void {
    $gl.glViewportArrayv(first, Math.floor(v.length / 4), rt.typed(Float32Array, v));
  },
  scissor(x: number, y: number, width: number, height: number): void {
    $gl.glScissor(x, y, width, height);
  },
  scissorIndexed(index: number, left: number, bottom: number, width: number, height: number): void {
    $gl.glScissorIndexed(index, left, bottom, width, height);
  },
  scissorIndexedv(index: number, v: ArrayLike<number>): void {
    $gl.glScissorIndexedv(index, rt.typed(Int32Array, v));
  },
  scissorArrayv(first: number, v: ArrayLike<number>): void {
    $gl.glScissorArrayv(first, Math.floor(v.length / 4), rt.typed(Int32Array, v));
  },
  patchParameteri(pname: number, value: number): void {
    $gl.glPatchParameteri(pname, value);
  },
  patchParameterfv(pname: number, values: ArrayLike<number>): void {
    $gl.glPatchParameterfv(pname, rt.padded(Float32Array, values));
  },
  sampleCoverage(value: number, invert: GLboolean): void {
    $gl.glSampleCoverage(value, invert);
  },
  sampleMaski(maskNumber: number, mask: number): void {
    $gl.glSampleMaski(maskNumber, mask);
  },
  minSampleShading(value: number): void {
    $gl.glMinSampleShading(value);
  },
  logicOp(opcode: number): void {
    $gl.glLogicOp(opcode);
  },
  clampColor(target: number, clamp: number): void {
    $gl.glClampColor(target, clamp);
  },
  getMultisamplefv(pname: number, index: number): number[] {
    const n2 = rt.pnameValueCount('glGetMultisamplefv', pname);
    const o2 = new Float32Array(Math.max(n2, 1));
    $gl.glGetMultisamplefv(pname, index, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  clipControl(origin: number, depth: number): void {
    $gl.glClipControl(origin, depth);
  },
  readPixels(x: number, y: number, width: number, height: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glReadPixels(x, y, width, height, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  readnPixels(x: number, y: number, width: number, height: number, format: number, type: number, bufSize: number, data: VoidData): void {
    try {
      $gl.glReadnPixels(x, y, width, height, format, type, bufSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getIntegerv(pname: number): number[] {
    const n1 = rt.pnameValueCount('glGetIntegerv', pname);
    const o1 = new Int32Array(Math.max(n1, 1));
    $gl.glGetIntegerv(pname, o1);
    return Array.from(o1.subarray(0, n1), Number);
  },
  getFloatv(pname: number): number[] {
    const n1 = rt.pnameValueCount('glGetFloatv', pname);
    const o1 = new Float32Array(Math.max(n1, 1));
    $gl.glGetFloatv(pname, o1);
    return Array.from(o1.subarray(0, n1), Number);
  },
  getBooleanv(pname: number): number[] {
    const n1 = rt.pnameValueCount('glGetBooleanv', pname);
    const o1 = new Uint8Array(Math.max(n1, 1));
    $gl.glGetBooleanv(pname, o1);
    return Array.from(o1.subarray(0, n1), Number);
  },
  getInteger64v(pname: number): number[] {
    const n1 = rt.pnameValueCount('glGetInteger64v', pname);
    const o1 = new BigInt64Array(Math.max(n1, 1));
    $gl.glGetInteger64v(pname, o1);
    return Array.from(o1.subarray(0, n1), Number);
  },
  getDoublev(pname: number): number[] {
    const n1 = rt.pnameValueCount('glGetDoublev', pname);
    const o1 = new Float64Array(Math.max(n1, 1));
    $gl.glGetDoublev(pname, o1);
    return Array.from(o1.subarray(0, n1), Number);
  },
  getIntegeri_v(target: number, index: number): number[] {
    const n2 = rt.pnameValueCount('glGetIntegeri_v', target);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetIntegeri_v(target, index, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getInteger64i_v(target: number, index: number): number[] {
    const n2 = rt.pnameValueCount('glGetInteger64i_v', target);
    const o2 = new BigInt64Array(Math.max(n2, 1));
    $gl.glGetInteger64i_v(target, index, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getBooleani_v(target: number, index: number): number[] {
    const n2 = rt.pnameValueCount('glGetBooleani_v', target);
    const o2 = new Uint8Array(Math.max(n2, 1));
    $gl.glGetBooleani_v(target, index, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getFloati_v(target: number, index: number): number[] {
    const n2 = rt.pnameValueCount('glGetFloati_v', target);
    const o2 = new Float32Array(Math.max(n2, 1));
    $gl.glGetFloati_v(target, index, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getDoublei_v(target: number, index: number): number[] {
    const n2 = rt.pnameValueCount('glGetDoublei_v', target);
    const o2 = new Float64Array(Math.max(n2, 1));
    $gl.glGetDoublei_v(target, index, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getString(name: number): string | null {
    return $gl.glGetString(name);
  },
  getStringi(name: number, index: number): string | null {
    return $gl.glGetStringi(name, index);
  },
  getError(): number {
    return $gl.glGetError();
  },
  getGraphicsResetStatus(): number {
    return $gl.glGetGraphicsResetStatus();
  },
  getPointerv(pname: number): number {
    const o1 = new BigUint64Array(1);
    $gl.glGetPointerv(pname, o1);
    return Number(o1[0]);
  },
  flush(): void {
    $gl.glFlush();
  },
  finish(): void {
    $gl.glFinish();
  },
  debugMessageCallback(callback: DebugCallback | null): void {
    return rt.debugCallback($gl.glDebugMessageCallback, callback);
  },
  debugMessageControl(source: number, type: number, severity: number, ids: ArrayLike<number>, enabled: GLboolean): void {
    $gl.glDebugMessageControl(source, type, severity, ids.length, rt.typed(Uint32Array, ids), enabled);
  },
  debugMessageInsert(source: number, type: number, id: number, severity: number, buf: string): void {
    $gl.glDebugMessageInsert(source, type, id, severity, -1, buf);
  },
  getDebugMessageLog(count: number): DebugLogMessage[] {
    return rt.debugLog($gl.glGetDebugMessageLog, count);
  },
  pushDebugGroup(source: number, id: number, message: string): void {
    $gl.glPushDebugGroup(source, id, -1, message);
  },
  popDebugGroup(): void {
    $gl.glPopDebugGroup();
  },
  objectLabel(identifier: number, name: number, label: string): void {
    $gl.glObjectLabel(identifier, name, -1, label);
  },
  getObjectLabel(identifier: number, name: number): string {
    return rt.infoLog($gl.glGetObjectLabel, identifier, name);
  },
  objectPtrLabel(ptr: VoidData, label: string): void {
    try {
      $gl.glObjectPtrLabel(ptr, -1, label);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getObjectPtrLabel(ptr: VoidData): string {
    try {
      return rt.infoLog($gl.glGetObjectPtrLabel, ptr);
    } catch (e) {
      rt.clientMemoryError(e);
      return '';
    }
  },
  getActiveAtomicCounterBufferiv(program: number, bufferIndex: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetActiveAtomicCounterBufferiv', pname, program, bufferIndex);
    const o3 = new Int32Array(Math.max(n3, 1));
    $gl.glGetActiveAtomicCounterBufferiv(program, bufferIndex, pname, o3);
    return Number(o3[0]);
  },
  transformFeedbackBufferBase(xfb: number, index: number, buffer: number): void {
    $gl.glTransformFeedbackBufferBase(xfb, index, buffer);
  },
  transformFeedbackBufferRange(xfb: number, index: number, buffer: number, offset: number, size: number): void {
    $gl.glTransformFeedbackBufferRange(xfb, index, buffer, offset, size);
  },
  createBuffers(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glCreateBuffers(n, o1);
    return Array.from(o1, Number);
  },
  namedBufferStorage(buffer: number, size: number, data: VoidData, flags: number): void {
    try {
      $gl.glNamedBufferStorage(buffer, size, data, flags);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  namedBufferData(buffer: number, size: number, data: VoidData, usage: number): void {
    try {
      $gl.glNamedBufferData(buffer, size, data, usage);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  namedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void {
    try {
      $gl.glNamedBufferSubData(buffer, offset, size, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  copyNamedBufferSubData(readBuffer: number, writeBuffer: number, readOffset: number, writeOffset: number, size: number): void {
    $gl.glCopyNamedBufferSubData(readBuffer, writeBuffer, readOffset, writeOffset, size);
  },
  clearNamedBufferData(buffer: number, internalformat: number, format: number, type: number, data: VoidData): void {
    try {
      $gl.glClearNamedBufferData(buffer, internalformat, format, type, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  clearNamedBufferSubData(buffer: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void {
    try {
      $gl.glClearNamedBufferSubData(buffer, internalformat, offset, size, format, type, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  mapNamedBuffer(buffer: number, access: number): Uint8Array | null {
    const mapped = $gl.glMapNamedBuffer(buffer, access);
    return mapped ? new Uint8Array(mapped) : null;
  },
  mapNamedBufferRange(buffer: number, offset: number, length: number, access: number): Uint8Array | null {
    const mapped = $gl.glMapNamedBufferRange(buffer, offset, length, access);
    return mapped ? new Uint8Array(mapped) : null;
  },
  unmapNamedBuffer(buffer: number): boolean {
    return $gl.glUnmapNamedBuffer(buffer) !== 0;
  },
  flushMappedNamedBufferRange(buffer: number, offset: number, length: number): void {
    $gl.glFlushMappedNamedBufferRange(buffer, offset, length);
  },
  getNamedBufferParameteriv(buffer: number, pname: number): number {
    const o2 = new Int32Array(1);
    $gl.glGetNamedBufferParameteriv(buffer, pname, o2);
    return Number(o2[0]);
  },
  getNamedBufferParameteri64v(buffer: number, pname: number): number {
    const o2 = new BigInt64Array(1);
    $gl.glGetNamedBufferParameteri64v(buffer, pname, o2);
    return Number(o2[0]);
  },
  getNamedBufferPointerv(buffer: number, pname: number): number {
    const o2 = new BigUint64Array(1);
    $gl.glGetNamedBufferPointerv(buffer, pname, o2);
    return Number(o2[0]);
  },
  getNamedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void {
    try {
      $gl.glGetNamedBufferSubData(buffer, offset, size, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  namedFramebufferDrawBuffer(framebuffer: number, buf: number): void {
    $gl.glNamedFramebufferDrawBuffer(framebuffer, buf);
  },
  namedFramebufferDrawBuffers(framebuffer: number, bufs: ArrayLike<number>): void {
    $gl.glNamedFramebufferDrawBuffers(framebuffer, bufs.length, rt.typed(Uint32Array, bufs));
  },
  namedFramebufferReadBuffer(framebuffer: number, src: number): void {
    $gl.glNamedFramebufferReadBuffer(framebuffer, src);
  },
  textureBuffer(texture: number, internalformat: number, buffer: number): void {
    $gl.glTextureBuffer(texture, internalformat, buffer);
  },
  textureBufferRange(texture: number, internalformat: number, buffer: number, offset: number, size: number): void {
    $gl.glTextureBufferRange(texture, internalformat, buffer, offset, size);
  },
  vertexArrayElementBuffer(vaobj: number, buffer: number): void {
    $gl.glVertexArrayElementBuffer(vaobj, buffer);
  },
  vertexArrayVertexBuffer(vaobj: number, bindingindex: number, buffer: number, offset: number, stride: number): void {
    $gl.glVertexArrayVertexBuffer(vaobj, bindingindex, buffer, offset, stride);
  },
  vertexArrayVertexBuffers(vaobj: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void {
    $gl.glVertexArrayVertexBuffers(vaobj, first, buffers.length, rt.typed(Uint32Array, buffers), rt.typed(BigInt64Array, offsets), rt.typed(Int32Array, strides));
  },
  getQueryBufferObjecti64v(id: number, buffer: number, pname: number, offset: number): void {
    $gl.glGetQueryBufferObjecti64v(id, buffer, pname, offset);
  },
  getQueryBufferObjectiv(id: number, buffer: number, pname: number, offset: number): void {
    $gl.glGetQueryBufferObjectiv(id, buffer, pname, offset);
  },
  getQueryBufferObjectui64v(id: number, buffer: number, pname: number, offset: number): void {
    $gl.glGetQueryBufferObjectui64v(id, buffer, pname, offset);
  },
  getQueryBufferObjectuiv(id: number, buffer: number, pname: number, offset: number): void {
    $gl.glGetQueryBufferObjectuiv(id, buffer, pname, offset);
  },
  createVertexArrays(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glCreateVertexArrays(n, o1);
    return Array.from(o1, Number);
  },
  disableVertexArrayAttrib(vaobj: number, index: number): void {
    $gl.glDisableVertexArrayAttrib(vaobj, index);
  },
  enableVertexArrayAttrib(vaobj: number, index: number): void {
    $gl.glEnableVertexArrayAttrib(vaobj, index);
  },
  vertexArrayAttribBinding(vaobj: number, attribindex: number, bindingindex: number): void {
    $gl.glVertexArrayAttribBinding(vaobj, attribindex, bindingindex);
  },
  vertexArrayAttribFormat(vaobj: number, attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void {
    $gl.glVertexArrayAttribFormat(vaobj, attribindex, size, type, normalized, relativeoffset);
  },
  vertexArrayAttribIFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void {
    $gl.glVertexArrayAttribIFormat(vaobj, attribindex, size, type, relativeoffset);
  },
  vertexArrayAttribLFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void {
    $gl.glVertexArrayAttribLFormat(vaobj, attribindex, size, type, relativeoffset);
  },
  vertexArrayBindingDivisor(vaobj: number, bindingindex: number, divisor: number): void {
    $gl.glVertexArrayBindingDivisor(vaobj, bindingindex, divisor);
  },
  getVertexArrayiv(vaobj: number, pname: number): number {
    const o2 = new Int32Array(1);
    $gl.glGetVertexArrayiv(vaobj, pname, o2);
    return Number(o2[0]);
  },
  getVertexArrayIndexediv(vaobj: number, index: number, pname: number): number {
    const o3 = new Int32Array(1);
    $gl.glGetVertexArrayIndexediv(vaobj, index, pname, o3);
    return Number(o3[0]);
  },
  getVertexArrayIndexed64iv(vaobj: number, index: number, pname: number): number {
    const o3 = new BigInt64Array(1);
    $gl.glGetVertexArrayIndexed64iv(vaobj, index, pname, o3);
    return Number(o3[0]);
  },
  namedFramebufferTexture(framebuffer: number, attachment: number, texture: number, level: number): void {
    $gl.glNamedFramebufferTexture(framebuffer, attachment, texture, level);
  },
  namedFramebufferTextureLayer(framebuffer: number, attachment: number, texture: number, level: number, layer: number): void {
    $gl.glNamedFramebufferTextureLayer(framebuffer, attachment, texture, level, layer);
  },
  createTextures(target: number, n: number): number[] {
    const o2 = new Uint32Array(Math.max(0, n));
    $gl.glCreateTextures(target, n, o2);
    return Array.from(o2, Number);
  },
  textureStorage1D(texture: number, levels: number, internalformat: number, width: number): void {
    $gl.glTextureStorage1D(texture, levels, internalformat, width);
  },
  textureStorage2D(texture: number, levels: number, internalformat: number, width: number, height: number): void {
    $gl.glTextureStorage2D(texture, levels, internalformat, width, height);
  },
  textureStorage3D(texture: number, levels: number, internalformat: number, width: number, height: number, depth: number): void {
    $gl.glTextureStorage3D(texture, levels, internalformat, width, height, depth);
  },
  textureStorage2DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void {
    $gl.glTextureStorage2DMultisample(texture, samples, internalformat, width, height, fixedsamplelocations);
  },
  textureStorage3DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void {
    $gl.glTextureStorage3DMultisample(texture, samples, internalformat, width, height, depth, fixedsamplelocations);
  },
  textureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTextureSubImage1D(texture, level, xoffset, width, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  textureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTextureSubImage2D(texture, level, xoffset, yoffset, width, height, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  textureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void {
    try {
      $gl.glTextureSubImage3D(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTextureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTextureSubImage1D(texture, level, xoffset, width, format, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTextureSubImage2D(texture, level, xoffset, yoffset, width, height, format, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  compressedTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void {
    try {
      $gl.glCompressedTextureSubImage3D(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  copyTextureSubImage1D(texture: number, level: number, xoffset: number, x: number, y: number, width: number): void {
    $gl.glCopyTextureSubImage1D(texture, level, xoffset, x, y, width);
  },
  copyTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void {
    $gl.glCopyTextureSubImage2D(texture, level, xoffset, yoffset, x, y, width, height);
  },
  copyTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void {
    $gl.glCopyTextureSubImage3D(texture, level, xoffset, yoffset, zoffset, x, y, width, height);
  },
  textureParameterf(texture: number, pname: number, param: number): void {
    $gl.glTextureParameterf(texture, pname, param);
  },
  textureParameterfv(texture: number, pname: number, param: ArrayLike<number>): void {
    $gl.glTextureParameterfv(texture, pname, rt.padded(Float32Array, param));
  },
  textureParameteri(texture: number, pname: number, param: number): void {
    $gl.glTextureParameteri(texture, pname, param);
  },
  textureParameterIiv(texture: number, pname: number, params: ArrayLike<number>): void {
    $gl.glTextureParameterIiv(texture, pname, rt.padded(Int32Array, params));
  },
  textureParameterIuiv(texture: number, pname: number, params: ArrayLike<number>): void {
    $gl.glTextureParameterIuiv(texture, pname, rt.padded(Uint32Array, params));
  },
  textureParameteriv(texture: number, pname: number, param: ArrayLike<number>): void {
    $gl.glTextureParameteriv(texture, pname, rt.padded(Int32Array, param));
  },
  generateTextureMipmap(texture: number): void {
    $gl.glGenerateTextureMipmap(texture);
  },
  bindTextureUnit(unit: number, texture: number): void {
    $gl.glBindTextureUnit(unit, texture);
  },
  getTextureImage(texture: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
    try {
      $gl.glGetTextureImage(texture, level, format, type, bufSize, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getCompressedTextureImage(texture: number, level: number, bufSize: number, pixels: VoidData): void {
    try {
      $gl.glGetCompressedTextureImage(texture, level, bufSize, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getTextureLevelParameterfv(texture: number, level: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetTextureLevelParameterfv', pname, texture, level);
    const o3 = new Float32Array(Math.max(n3, 1));
    $gl.glGetTextureLevelParameterfv(texture, level, pname, o3);
    return Number(o3[0]);
  },
  getTextureLevelParameteriv(texture: number, level: number, pname: number): number {
    const n3 = rt.pnameValueCount('glGetTextureLevelParameteriv', pname, texture, level);
    const o3 = new Int32Array(Math.max(n3, 1));
    $gl.glGetTextureLevelParameteriv(texture, level, pname, o3);
    return Number(o3[0]);
  },
  getTextureParameterfv(texture: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTextureParameterfv', pname, texture);
    const o2 = new Float32Array(Math.max(n2, 1));
    $gl.glGetTextureParameterfv(texture, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTextureParameterIiv(texture: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTextureParameterIiv', pname, texture);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetTextureParameterIiv(texture, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTextureParameterIuiv(texture: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTextureParameterIuiv', pname, texture);
    const o2 = new Uint32Array(Math.max(n2, 1));
    $gl.glGetTextureParameterIuiv(texture, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTextureParameteriv(texture: number, pname: number): number[] {
    const n2 = rt.pnameValueCount('glGetTextureParameteriv', pname, texture);
    const o2 = new Int32Array(Math.max(n2, 1));
    $gl.glGetTextureParameteriv(texture, pname, o2);
    return Array.from(o2.subarray(0, n2), Number);
  },
  getTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
    try {
      $gl.glGetTextureSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, type, bufSize, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getCompressedTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, bufSize: number, pixels: VoidData): void {
    try {
      $gl.glGetCompressedTextureSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth, bufSize, pixels);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  createFramebuffers(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glCreateFramebuffers(n, o1);
    return Array.from(o1, Number);
  },
  namedFramebufferRenderbuffer(framebuffer: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void {
    $gl.glNamedFramebufferRenderbuffer(framebuffer, attachment, renderbuffertarget, renderbuffer);
  },
  namedFramebufferParameteri(framebuffer: number, pname: number, param: number): void {
    $gl.glNamedFramebufferParameteri(framebuffer, pname, param);
  },
  invalidateNamedFramebufferData(framebuffer: number, attachments: ArrayLike<number>): void {
    $gl.glInvalidateNamedFramebufferData(framebuffer, attachments.length, rt.typed(Uint32Array, attachments));
  },
  invalidateNamedFramebufferSubData(framebuffer: number, attachments: ArrayLike<number>, x: number, y: number, width: number, height: number): void {
    $gl.glInvalidateNamedFramebufferSubData(framebuffer, attachments.length, rt.typed(Uint32Array, attachments), x, y, width, height);
  },
  clearNamedFramebufferiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
    $gl.glClearNamedFramebufferiv(framebuffer, buffer, drawbuffer, rt.padded(Int32Array, value));
  },
  clearNamedFramebufferuiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
    $gl.glClearNamedFramebufferuiv(framebuffer, buffer, drawbuffer, rt.padded(Uint32Array, value));
  },
  clearNamedFramebufferfv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
    $gl.glClearNamedFramebufferfv(framebuffer, buffer, drawbuffer, rt.padded(Float32Array, value));
  },
  clearNamedFramebufferfi(framebuffer: number, buffer: number, drawbuffer: number, depth: number, stencil: number): void {
    $gl.glClearNamedFramebufferfi(framebuffer, buffer, drawbuffer, depth, stencil);
  },
  blitNamedFramebuffer(readFramebuffer: number, drawFramebuffer: number, srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void {
    $gl.glBlitNamedFramebuffer(readFramebuffer, drawFramebuffer, srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter);
  },
  checkNamedFramebufferStatus(framebuffer: number, target: number): number {
    return $gl.glCheckNamedFramebufferStatus(framebuffer, target);
  },
  getNamedFramebufferParameteriv(framebuffer: number, pname: number): number {
    const o2 = new Int32Array(1);
    $gl.glGetNamedFramebufferParameteriv(framebuffer, pname, o2);
    return Number(o2[0]);
  },
  getNamedFramebufferAttachmentParameteriv(framebuffer: number, attachment: number, pname: number): number {
    const o3 = new Int32Array(1);
    $gl.glGetNamedFramebufferAttachmentParameteriv(framebuffer, attachment, pname, o3);
    return Number(o3[0]);
  },
  createRenderbuffers(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glCreateRenderbuffers(n, o1);
    return Array.from(o1, Number);
  },
  namedRenderbufferStorage(renderbuffer: number, internalformat: number, width: number, height: number): void {
    $gl.glNamedRenderbufferStorage(renderbuffer, internalformat, width, height);
  },
  namedRenderbufferStorageMultisample(renderbuffer: number, samples: number, internalformat: number, width: number, height: number): void {
    $gl.glNamedRenderbufferStorageMultisample(renderbuffer, samples, internalformat, width, height);
  },
  getNamedRenderbufferParameteriv(renderbuffer: number, pname: number): number {
    const o2 = new Int32Array(1);
    $gl.glGetNamedRenderbufferParameteriv(renderbuffer, pname, o2);
    return Number(o2[0]);
  },
  createTransformFeedbacks(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glCreateTransformFeedbacks(n, o1);
    return Array.from(o1, Number);
  },
  getTransformFeedbackiv(xfb: number, pname: number): number {
    const o2 = new Int32Array(1);
    $gl.glGetTransformFeedbackiv(xfb, pname, o2);
    return Number(o2[0]);
  },
  getTransformFeedbacki_v(xfb: number, pname: number, index: number): number {
    const o3 = new Int32Array(1);
    $gl.glGetTransformFeedbacki_v(xfb, pname, index, o3);
    return Number(o3[0]);
  },
  getTransformFeedbacki64_v(xfb: number, pname: number, index: number): number {
    const o3 = new BigInt64Array(1);
    $gl.glGetTransformFeedbacki64_v(xfb, pname, index, o3);
    return Number(o3[0]);
  },
  createSamplers(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glCreateSamplers(n, o1);
    return Array.from(o1, Number);
  },
  createProgramPipelines(n: number): number[] {
    const o1 = new Uint32Array(Math.max(0, n));
    $gl.glCreateProgramPipelines(n, o1);
    return Array.from(o1, Number);
  },
  createQueries(target: number, n: number): number[] {
    const o2 = new Uint32Array(Math.max(0, n));
    $gl.glCreateQueries(target, n, o2);
    return Array.from(o2, Number);
  },
  vertexAttrib1d(index: number, x: number): void {
    $gl.glVertexAttrib1d(index, x);
  },
  vertexAttrib1dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib1dv(index, rt.typed(Float64Array, v));
  },
  vertexAttrib1s(index: number, x: number): void {
    $gl.glVertexAttrib1s(index, x);
  },
  vertexAttrib1sv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib1sv(index, rt.typed(Int16Array, v));
  },
  vertexAttrib2d(index: number, x: number, y: number): void {
    $gl.glVertexAttrib2d(index, x, y);
  },
  vertexAttrib2dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib2dv(index, rt.typed(Float64Array, v));
  },
  vertexAttrib2s(index: number, x: number, y: number): void {
    $gl.glVertexAttrib2s(index, x, y);
  },
  vertexAttrib2sv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib2sv(index, rt.typed(Int16Array, v));
  },
  vertexAttrib3d(index: number, x: number, y: number, z: number): void {
    $gl.glVertexAttrib3d(index, x, y, z);
  },
  vertexAttrib3dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib3dv(index, rt.typed(Float64Array, v));
  },
  vertexAttrib3s(index: number, x: number, y: number, z: number): void {
    $gl.glVertexAttrib3s(index, x, y, z);
  },
  vertexAttrib3sv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib3sv(index, rt.typed(Int16Array, v));
  },
  vertexAttrib4Nbv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4Nbv(index, rt.typed(Int8Array, v));
  },
  vertexAttrib4Niv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4Niv(index, rt.typed(Int32Array, v));
  },
  vertexAttrib4Nsv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4Nsv(index, rt.typed(Int16Array, v));
  },
  vertexAttrib4Nub(index: number, x: number, y: number, z: number, w: number): void {
    $gl.glVertexAttrib4Nub(index, x, y, z, w);
  },
  vertexAttrib4Nubv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4Nubv(index, rt.typed(Uint8Array, v));
  },
  vertexAttrib4Nuiv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4Nuiv(index, rt.typed(Uint32Array, v));
  },
  vertexAttrib4Nusv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4Nusv(index, rt.typed(Uint16Array, v));
  },
  vertexAttrib4bv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4bv(index, rt.typed(Int8Array, v));
  },
  vertexAttrib4d(index: number, x: number, y: number, z: number, w: number): void {
    $gl.glVertexAttrib4d(index, x, y, z, w);
  },
  vertexAttrib4dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4dv(index, rt.typed(Float64Array, v));
  },
  vertexAttrib4iv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4iv(index, rt.typed(Int32Array, v));
  },
  vertexAttrib4s(index: number, x: number, y: number, z: number, w: number): void {
    $gl.glVertexAttrib4s(index, x, y, z, w);
  },
  vertexAttrib4sv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4sv(index, rt.typed(Int16Array, v));
  },
  vertexAttrib4ubv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4ubv(index, rt.typed(Uint8Array, v));
  },
  vertexAttrib4uiv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4uiv(index, rt.typed(Uint32Array, v));
  },
  vertexAttrib4usv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttrib4usv(index, rt.typed(Uint16Array, v));
  },
  vertexAttribI1i(index: number, x: number): void {
    $gl.glVertexAttribI1i(index, x);
  },
  vertexAttribI2i(index: number, x: number, y: number): void {
    $gl.glVertexAttribI2i(index, x, y);
  },
  vertexAttribI3i(index: number, x: number, y: number, z: number): void {
    $gl.glVertexAttribI3i(index, x, y, z);
  },
  vertexAttribI1ui(index: number, x: number): void {
    $gl.glVertexAttribI1ui(index, x);
  },
  vertexAttribI2ui(index: number, x: number, y: number): void {
    $gl.glVertexAttribI2ui(index, x, y);
  },
  vertexAttribI3ui(index: number, x: number, y: number, z: number): void {
    $gl.glVertexAttribI3ui(index, x, y, z);
  },
  vertexAttribI1iv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI1iv(index, rt.typed(Int32Array, v));
  },
  vertexAttribI2iv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI2iv(index, rt.typed(Int32Array, v));
  },
  vertexAttribI3iv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI3iv(index, rt.typed(Int32Array, v));
  },
  vertexAttribI1uiv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI1uiv(index, rt.typed(Uint32Array, v));
  },
  vertexAttribI2uiv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI2uiv(index, rt.typed(Uint32Array, v));
  },
  vertexAttribI3uiv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI3uiv(index, rt.typed(Uint32Array, v));
  },
  vertexAttribI4bv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI4bv(index, rt.typed(Int8Array, v));
  },
  vertexAttribI4sv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI4sv(index, rt.typed(Int16Array, v));
  },
  vertexAttribI4ubv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI4ubv(index, rt.typed(Uint8Array, v));
  },
  vertexAttribI4usv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribI4usv(index, rt.typed(Uint16Array, v));
  },
  vertexAttribP1ui(index: number, type: number, normalized: GLboolean, value: number): void {
    $gl.glVertexAttribP1ui(index, type, normalized, value);
  },
  vertexAttribP1uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
    $gl.glVertexAttribP1uiv(index, type, normalized, rt.typed(Uint32Array, value));
  },
  vertexAttribP2ui(index: number, type: number, normalized: GLboolean, value: number): void {
    $gl.glVertexAttribP2ui(index, type, normalized, value);
  },
  vertexAttribP2uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
    $gl.glVertexAttribP2uiv(index, type, normalized, rt.typed(Uint32Array, value));
  },
  vertexAttribP3ui(index: number, type: number, normalized: GLboolean, value: number): void {
    $gl.glVertexAttribP3ui(index, type, normalized, value);
  },
  vertexAttribP3uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
    $gl.glVertexAttribP3uiv(index, type, normalized, rt.typed(Uint32Array, value));
  },
  vertexAttribP4ui(index: number, type: number, normalized: GLboolean, value: number): void {
    $gl.glVertexAttribP4ui(index, type, normalized, value);
  },
  vertexAttribP4uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
    $gl.glVertexAttribP4uiv(index, type, normalized, rt.typed(Uint32Array, value));
  },
  vertexAttribL2d(index: number, x: number, y: number): void {
    $gl.glVertexAttribL2d(index, x, y);
  },
  vertexAttribL3d(index: number, x: number, y: number, z: number): void {
    $gl.glVertexAttribL3d(index, x, y, z);
  },
  vertexAttribL1dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribL1dv(index, rt.typed(Float64Array, v));
  },
  vertexAttribL2dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribL2dv(index, rt.typed(Float64Array, v));
  },
  vertexAttribL3dv(index: number, v: ArrayLike<number>): void {
    $gl.glVertexAttribL3dv(index, rt.typed(Float64Array, v));
  },
  pointParameterfv(pname: number, params: ArrayLike<number>): void {
    $gl.glPointParameterfv(pname, rt.typed(Float32Array, params));
  },
  pointParameteriv(pname: number, params: ArrayLike<number>): void {
    $gl.glPointParameteriv(pname, rt.typed(Int32Array, params));
  },
  getActiveSubroutineUniformiv(program: number, shadertype: number, index: number, pname: number): number[] {
    return rt.subroutineUniformIv($gl.glGetActiveSubroutineUniformiv, program, shadertype, index, pname);
  },
  getActiveSubroutineUniformName(program: number, shadertype: number, index: number): string {
    return rt.infoLog($gl.glGetActiveSubroutineUniformName, program, shadertype, index);
  },
  getActiveSubroutineName(program: number, shadertype: number, index: number): string {
    return rt.infoLog($gl.glGetActiveSubroutineName, program, shadertype, index);
  },
  shaderBinary(shaders: ArrayLike<number>, binaryFormat: number, binary: VoidData, length: number): void {
    try {
      $gl.glShaderBinary(shaders.length, rt.typed(Uint32Array, shaders), binaryFormat, binary, length);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getProgramBinary(program: number, bufSize: number): ProgramBinary {
    return rt.programBinary($gl.glGetProgramBinary, program, bufSize);
  },
  programBinary(program: number, binaryFormat: number, binary: VoidData, length: number): void {
    try {
      $gl.glProgramBinary(program, binaryFormat, binary, length);
    } catch (e) {
      rt.clientMemoryError(e);
      return;
    }
  },
  getnUniformdv(program: number, location: number, bufSize: number): number[] {
    const o3 = new Float64Array(Math.max(0, Math.floor(bufSize / 8)));
    $gl.glGetnUniformdv(program, location, bufSize, o3);
    return Array.from(o3, Number);
  },
};
