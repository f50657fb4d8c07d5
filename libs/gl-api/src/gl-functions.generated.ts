// GENERATED FILE - DO NOT EDIT.
// Generator: tools/gl-codegen/src/generate.ts (npx nx run gl-codegen:gen)
// Inputs: tools/gl-codegen/table/gl-functions.txt, tools/gl-codegen/src/js-shape.ts
import type { GLConstants } from '@mgpipe/value-types';
import type { ActiveVariable, DebugCallback, DebugLogMessage, GLboolean, GLsync, PrecisionFormat, ProgramBinary, VoidData } from './gl-types.ts';

/** The 657 GL 4.5 entry points of the GL interface (DESIGN §7), in table order. */
export interface GLFunctions {
  /** `void glGenBuffers(GLsizei n, GLuint *buffers)` */
  genBuffers(n: number): number[];
  /** `void glDeleteBuffers(GLsizei n, const GLuint *buffers)` */
  deleteBuffers(buffers: ArrayLike<number>): void;
  /** `GLboolean glIsBuffer(GLuint buffer)` */
  isBuffer(buffer: number): boolean;
  /** `void glBindBuffer(GLenum target, GLuint buffer)` */
  bindBuffer(target: number, buffer: number): void;
  /** `void glBindBufferBase(GLenum target, GLuint index, GLuint buffer)` */
  bindBufferBase(target: number, index: number, buffer: number): void;
  /** `void glBindBufferRange(GLenum target, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  bindBufferRange(target: number, index: number, buffer: number, offset: number, size: number): void;
  /** `void glBindBuffersBase(GLenum target, GLuint first, GLsizei count, const GLuint *buffers)` */
  bindBuffersBase(target: number, first: number, buffers: ArrayLike<number>): void;
  /** `void glBindBuffersRange(GLenum target, GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizeiptr *sizes)` */
  bindBuffersRange(target: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, sizes: ArrayLike<number>): void;
  /** `void glBufferData(GLenum target, GLsizeiptr size, const void *data, GLenum usage)` */
  bufferData(target: number, size: number, data: VoidData, usage: number): void;
  /** `void glBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, const void *data)` */
  bufferSubData(target: number, offset: number, size: number, data: VoidData): void;
  /** `void glBufferStorage(GLenum target, GLsizeiptr size, const void *data, GLbitfield flags)` */
  bufferStorage(target: number, size: number, data: VoidData, flags: number): void;
  /** `void *glMapBufferRange(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access)` */
  mapBufferRange(target: number, offset: number, length: number, access: number): Uint8Array | null;
  /** `void *glMapBuffer(GLenum target, GLenum access)` */
  mapBuffer(target: number, access: number): Uint8Array | null;
  /** `GLboolean glUnmapBuffer(GLenum target)` */
  unmapBuffer(target: number): boolean;
  /** `void glFlushMappedBufferRange(GLenum target, GLintptr offset, GLsizeiptr length)` */
  flushMappedBufferRange(target: number, offset: number, length: number): void;
  /** `void glCopyBufferSubData(GLenum readTarget, GLenum writeTarget, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size)` */
  copyBufferSubData(readTarget: number, writeTarget: number, readOffset: number, writeOffset: number, size: number): void;
  /** `void glClearBufferData(GLenum target, GLenum internalformat, GLenum format, GLenum type, const void *data)` */
  clearBufferData(target: number, internalformat: number, format: number, type: number, data: VoidData): void;
  /** `void glClearBufferSubData(GLenum target, GLenum internalformat, GLintptr offset, GLsizeiptr size, GLenum format, GLenum type, const void *data)` */
  clearBufferSubData(target: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void;
  /** `void glGetBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, void *data)` */
  getBufferSubData(target: number, offset: number, size: number, data: VoidData): void;
  /** `void glGetBufferParameteriv(GLenum target, GLenum pname, GLint *params)` */
  getBufferParameteriv(target: number, pname: number): number;
  /** `void glGetBufferParameteri64v(GLenum target, GLenum pname, GLint64 *params)` */
  getBufferParameteri64v(target: number, pname: number): number;
  /** `void glGetBufferPointerv(GLenum target, GLenum pname, void **params)` */
  getBufferPointerv(target: number, pname: number): number;
  /** `void glInvalidateBufferData(GLuint buffer)` */
  invalidateBufferData(buffer: number): void;
  /** `void glInvalidateBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr length)` */
  invalidateBufferSubData(buffer: number, offset: number, length: number): void;
  /** `void glGenVertexArrays(GLsizei n, GLuint *arrays)` */
  genVertexArrays(n: number): number[];
  /** `void glDeleteVertexArrays(GLsizei n, const GLuint *arrays)` */
  deleteVertexArrays(arrays: ArrayLike<number>): void;
  /** `GLboolean glIsVertexArray(GLuint array)` */
  isVertexArray(array: number): boolean;
  /** `void glBindVertexArray(GLuint array)` */
  bindVertexArray(array: number): void;
  /** `void glVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void *pointer)` */
  vertexAttribPointer(index: number, size: number, type: number, normalized: GLboolean, stride: number, pointer: VoidData): void;
  /** `void glVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer)` */
  vertexAttribIPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void;
  /** `void glVertexAttribLPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer)` */
  vertexAttribLPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void;
  /** `void glEnableVertexAttribArray(GLuint index)` */
  enableVertexAttribArray(index: number): void;
  /** `void glDisableVertexAttribArray(GLuint index)` */
  disableVertexAttribArray(index: number): void;
  /** `void glVertexAttribDivisor(GLuint index, GLuint divisor)` */
  vertexAttribDivisor(index: number, divisor: number): void;
  /** `void glVertexAttribFormat(GLuint attribindex, GLint size, GLenum type, GLboolean normalized, GLuint relativeoffset)` */
  vertexAttribFormat(attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void;
  /** `void glVertexAttribIFormat(GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  vertexAttribIFormat(attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** `void glVertexAttribLFormat(GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  vertexAttribLFormat(attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** `void glVertexAttribBinding(GLuint attribindex, GLuint bindingindex)` */
  vertexAttribBinding(attribindex: number, bindingindex: number): void;
  /** `void glBindVertexBuffer(GLuint bindingindex, GLuint buffer, GLintptr offset, GLsizei stride)` */
  bindVertexBuffer(bindingindex: number, buffer: number, offset: number, stride: number): void;
  /** `void glBindVertexBuffers(GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizei *strides)` */
  bindVertexBuffers(first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void;
  /** `void glVertexBindingDivisor(GLuint bindingindex, GLuint divisor)` */
  vertexBindingDivisor(bindingindex: number, divisor: number): void;
  /** `void glVertexAttrib1f(GLuint index, GLfloat x)` */
  vertexAttrib1f(index: number, x: number): void;
  /** `void glVertexAttrib2f(GLuint index, GLfloat x, GLfloat y)` */
  vertexAttrib2f(index: number, x: number, y: number): void;
  /** `void glVertexAttrib3f(GLuint index, GLfloat x, GLfloat y, GLfloat z)` */
  vertexAttrib3f(index: number, x: number, y: number, z: number): void;
  /** `void glVertexAttrib4f(GLuint index, GLfloat x, GLfloat y, GLfloat z, GLfloat w)` */
  vertexAttrib4f(index: number, x: number, y: number, z: number, w: number): void;
  /** `void glVertexAttrib1fv(GLuint index, const GLfloat *v)` */
  vertexAttrib1fv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib2fv(GLuint index, const GLfloat *v)` */
  vertexAttrib2fv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib3fv(GLuint index, const GLfloat *v)` */
  vertexAttrib3fv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4fv(GLuint index, const GLfloat *v)` */
  vertexAttrib4fv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI4i(GLuint index, GLint x, GLint y, GLint z, GLint w)` */
  vertexAttribI4i(index: number, x: number, y: number, z: number, w: number): void;
  /** `void glVertexAttribI4ui(GLuint index, GLuint x, GLuint y, GLuint z, GLuint w)` */
  vertexAttribI4ui(index: number, x: number, y: number, z: number, w: number): void;
  /** `void glVertexAttribI4iv(GLuint index, const GLint *v)` */
  vertexAttribI4iv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI4uiv(GLuint index, const GLuint *v)` */
  vertexAttribI4uiv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribL1d(GLuint index, GLdouble x)` */
  vertexAttribL1d(index: number, x: number): void;
  /** `void glVertexAttribL4d(GLuint index, GLdouble x, GLdouble y, GLdouble z, GLdouble w)` */
  vertexAttribL4d(index: number, x: number, y: number, z: number, w: number): void;
  /** `void glVertexAttribL4dv(GLuint index, const GLdouble *v)` */
  vertexAttribL4dv(index: number, v: ArrayLike<number>): void;
  /** `void glGetVertexAttribiv(GLuint index, GLenum pname, GLint *params)` */
  getVertexAttribiv(index: number, pname: number): number[];
  /** `void glGetVertexAttribfv(GLuint index, GLenum pname, GLfloat *params)` */
  getVertexAttribfv(index: number, pname: number): number[];
  /** `void glGetVertexAttribIiv(GLuint index, GLenum pname, GLint *params)` */
  getVertexAttribIiv(index: number, pname: number): number[];
  /** `void glGetVertexAttribIuiv(GLuint index, GLenum pname, GLuint *params)` */
  getVertexAttribIuiv(index: number, pname: number): number[];
  /** `void glGetVertexAttribdv(GLuint index, GLenum pname, GLdouble *params)` */
  getVertexAttribdv(index: number, pname: number): number[];
  /** `void glGetVertexAttribLdv(GLuint index, GLenum pname, GLdouble *params)` */
  getVertexAttribLdv(index: number, pname: number): number[];
  /** `void glGetVertexAttribPointerv(GLuint index, GLenum pname, void **pointer)` */
  getVertexAttribPointerv(index: number, pname: number): number;
  /** `void glGenTextures(GLsizei n, GLuint *textures)` */
  genTextures(n: number): number[];
  /** `void glDeleteTextures(GLsizei n, const GLuint *textures)` */
  deleteTextures(textures: ArrayLike<number>): void;
  /** `GLboolean glIsTexture(GLuint texture)` */
  isTexture(texture: number): boolean;
  /** `void glBindTexture(GLenum target, GLuint texture)` */
  bindTexture(target: number, texture: number): void;
  /** `void glBindTextures(GLuint first, GLsizei count, const GLuint *textures)` */
  bindTextures(first: number, textures: ArrayLike<number>): void;
  /** `void glActiveTexture(GLenum texture)` */
  activeTexture(texture: number): void;
  /** `void glTexImage1D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLint border, GLenum format, GLenum type, const void *pixels)` */
  texImage1D(target: number, level: number, internalformat: number, width: number, border: number, format: number, type: number, pixels: VoidData): void;
  /** `void glTexImage2D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLint border, GLenum format, GLenum type, const void *pixels)` */
  texImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, format: number, type: number, pixels: VoidData): void;
  /** `void glTexImage3D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLenum format, GLenum type, const void *pixels)` */
  texImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, format: number, type: number, pixels: VoidData): void;
  /** `void glTexImage2DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)` */
  texImage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void;
  /** `void glTexImage3DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)` */
  texImage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void;
  /** `void glTexStorage1D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width)` */
  texStorage1D(target: number, levels: number, internalformat: number, width: number): void;
  /** `void glTexStorage2D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height)` */
  texStorage2D(target: number, levels: number, internalformat: number, width: number, height: number): void;
  /** `void glTexStorage3D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth)` */
  texStorage3D(target: number, levels: number, internalformat: number, width: number, height: number, depth: number): void;
  /** `void glTexStorage2DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)` */
  texStorage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void;
  /** `void glTexStorage3DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)` */
  texStorage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void;
  /** `void glTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLsizei width, GLenum format, GLenum type, const void *pixels)` */
  texSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void;
  /** `void glTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels)` */
  texSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void;
  /** `void glTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels)` */
  texSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void;
  /** `void glCompressedTexImage1D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLint border, GLsizei imageSize, const void *data)` */
  compressedTexImage1D(target: number, level: number, internalformat: number, width: number, border: number, imageSize: number, data: VoidData): void;
  /** `void glCompressedTexImage2D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLint border, GLsizei imageSize, const void *data)` */
  compressedTexImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, imageSize: number, data: VoidData): void;
  /** `void glCompressedTexImage3D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLsizei imageSize, const void *data)` */
  compressedTexImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, imageSize: number, data: VoidData): void;
  /** `void glCompressedTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLsizei width, GLenum format, GLsizei imageSize, const void *data)` */
  compressedTexSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void;
  /** `void glCompressedTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data)` */
  compressedTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void;
  /** `void glCompressedTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data)` */
  compressedTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void;
  /** `void glCopyTexImage1D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLint border)` */
  copyTexImage1D(target: number, level: number, internalformat: number, x: number, y: number, width: number, border: number): void;
  /** `void glCopyTexImage2D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLsizei height, GLint border)` */
  copyTexImage2D(target: number, level: number, internalformat: number, x: number, y: number, width: number, height: number, border: number): void;
  /** `void glCopyTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLint x, GLint y, GLsizei width)` */
  copyTexSubImage1D(target: number, level: number, xoffset: number, x: number, y: number, width: number): void;
  /** `void glCopyTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  copyTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void;
  /** `void glCopyTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  copyTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void;
  /** `void glTextureView(GLuint texture, GLenum target, GLuint origtexture, GLenum internalformat, GLuint minlevel, GLuint numlevels, GLuint minlayer, GLuint numlayers)` */
  textureView(texture: number, target: number, origtexture: number, internalformat: number, minlevel: number, numlevels: number, minlayer: number, numlayers: number): void;
  /** `void glGenerateMipmap(GLenum target)` */
  generateMipmap(target: number): void;
  /** `void glTexParameteri(GLenum target, GLenum pname, GLint param)` */
  texParameteri(target: number, pname: number, param: number): void;
  /** `void glTexParameterf(GLenum target, GLenum pname, GLfloat param)` */
  texParameterf(target: number, pname: number, param: number): void;
  /** `void glTexParameteriv(GLenum target, GLenum pname, const GLint *params)` */
  texParameteriv(target: number, pname: number, params: ArrayLike<number>): void;
  /** `void glTexParameterfv(GLenum target, GLenum pname, const GLfloat *params)` */
  texParameterfv(target: number, pname: number, params: ArrayLike<number>): void;
  /** `void glTexParameterIiv(GLenum target, GLenum pname, const GLint *params)` */
  texParameterIiv(target: number, pname: number, params: ArrayLike<number>): void;
  /** `void glTexParameterIuiv(GLenum target, GLenum pname, const GLuint *params)` */
  texParameterIuiv(target: number, pname: number, params: ArrayLike<number>): void;
  /** `void glGetTexParameteriv(GLenum target, GLenum pname, GLint *params)` */
  getTexParameteriv(target: number, pname: number): number[];
  /** `void glGetTexParameterfv(GLenum target, GLenum pname, GLfloat *params)` */
  getTexParameterfv(target: number, pname: number): number[];
  /** `void glGetTexParameterIiv(GLenum target, GLenum pname, GLint *params)` */
  getTexParameterIiv(target: number, pname: number): number[];
  /** `void glGetTexParameterIuiv(GLenum target, GLenum pname, GLuint *params)` */
  getTexParameterIuiv(target: number, pname: number): number[];
  /** `void glGetTexImage(GLenum target, GLint level, GLenum format, GLenum type, void *pixels)` */
  getTexImage(target: number, level: number, format: number, type: number, pixels: VoidData): void;
  /** `void glGetnTexImage(GLenum target, GLint level, GLenum format, GLenum type, GLsizei bufSize, void *pixels)` */
  getnTexImage(target: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void;
  /** `void glGetCompressedTexImage(GLenum target, GLint level, void *img)` */
  getCompressedTexImage(target: number, level: number, img: VoidData): void;
  /** `void glGetnCompressedTexImage(GLenum target, GLint lod, GLsizei bufSize, void *pixels)` */
  getnCompressedTexImage(target: number, lod: number, bufSize: number, pixels: VoidData): void;
  /** `void glGetTexLevelParameteriv(GLenum target, GLint level, GLenum pname, GLint *params)` */
  getTexLevelParameteriv(target: number, level: number, pname: number): number;
  /** `void glGetTexLevelParameterfv(GLenum target, GLint level, GLenum pname, GLfloat *params)` */
  getTexLevelParameterfv(target: number, level: number, pname: number): number;
  /** `void glTexBuffer(GLenum target, GLenum internalformat, GLuint buffer)` */
  texBuffer(target: number, internalformat: number, buffer: number): void;
  /** `void glTexBufferRange(GLenum target, GLenum internalformat, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  texBufferRange(target: number, internalformat: number, buffer: number, offset: number, size: number): void;
  /** `void glInvalidateTexImage(GLuint texture, GLint level)` */
  invalidateTexImage(texture: number, level: number): void;
  /** `void glInvalidateTexSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth)` */
  invalidateTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number): void;
  /** `void glClearTexImage(GLuint texture, GLint level, GLenum format, GLenum type, const void *data)` */
  clearTexImage(texture: number, level: number, format: number, type: number, data: VoidData): void;
  /** `void glClearTexSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *data)` */
  clearTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, data: VoidData): void;
  /** `void glBindImageTexture(GLuint unit, GLuint texture, GLint level, GLboolean layered, GLint layer, GLenum access, GLenum format)` */
  bindImageTexture(unit: number, texture: number, level: number, layered: GLboolean, layer: number, access: number, format: number): void;
  /** `void glBindImageTextures(GLuint first, GLsizei count, const GLuint *textures)` */
  bindImageTextures(first: number, textures: ArrayLike<number>): void;
  /** `void glGetInternalformativ(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint *params)` */
  getInternalformativ(target: number, internalformat: number, pname: number, count: number): number[];
  /** `void glGetInternalformati64v(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint64 *params)` */
  getInternalformati64v(target: number, internalformat: number, pname: number, count: number): number[];
  /** `void glCopyImageSubData(GLuint srcName, GLenum srcTarget, GLint srcLevel, GLint srcX, GLint srcY, GLint srcZ, GLuint dstName, GLenum dstTarget, GLint dstLevel, GLint dstX, GLint dstY, GLint dstZ, GLsizei srcWidth, GLsizei srcHeight, GLsizei srcDepth)` */
  copyImageSubData(srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number, dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number, srcWidth: number, srcHeight: number, srcDepth: number): void;
  /** `void glTextureBarrier()` */
  textureBarrier(): void;
  /** `void glGenSamplers(GLsizei count, GLuint *samplers)` */
  genSamplers(count: number): number[];
  /** `void glDeleteSamplers(GLsizei count, const GLuint *samplers)` */
  deleteSamplers(samplers: ArrayLike<number>): void;
  /** `GLboolean glIsSampler(GLuint sampler)` */
  isSampler(sampler: number): boolean;
  /** `void glBindSampler(GLuint unit, GLuint sampler)` */
  bindSampler(unit: number, sampler: number): void;
  /** `void glBindSamplers(GLuint first, GLsizei count, const GLuint *samplers)` */
  bindSamplers(first: number, samplers: ArrayLike<number>): void;
  /** `void glSamplerParameteri(GLuint sampler, GLenum pname, GLint param)` */
  samplerParameteri(sampler: number, pname: number, param: number): void;
  /** `void glSamplerParameterf(GLuint sampler, GLenum pname, GLfloat param)` */
  samplerParameterf(sampler: number, pname: number, param: number): void;
  /** `void glSamplerParameteriv(GLuint sampler, GLenum pname, const GLint *param)` */
  samplerParameteriv(sampler: number, pname: number, param: ArrayLike<number>): void;
  /** `void glSamplerParameterfv(GLuint sampler, GLenum pname, const GLfloat *param)` */
  samplerParameterfv(sampler: number, pname: number, param: ArrayLike<number>): void;
  /** `void glSamplerParameterIiv(GLuint sampler, GLenum pname, const GLint *param)` */
  samplerParameterIiv(sampler: number, pname: number, param: ArrayLike<number>): void;
  /** `void glSamplerParameterIuiv(GLuint sampler, GLenum pname, const GLuint *param)` */
  samplerParameterIuiv(sampler: number, pname: number, param: ArrayLike<number>): void;
  /** `void glGetSamplerParameteriv(GLuint sampler, GLenum pname, GLint *params)` */
  getSamplerParameteriv(sampler: number, pname: number): number[];
  /** `void glGetSamplerParameterfv(GLuint sampler, GLenum pname, GLfloat *params)` */
  getSamplerParameterfv(sampler: number, pname: number): number[];
  /** `void glGetSamplerParameterIiv(GLuint sampler, GLenum pname, GLint *params)` */
  getSamplerParameterIiv(sampler: number, pname: number): number[];
  /** `void glGetSamplerParameterIuiv(GLuint sampler, GLenum pname, GLuint *params)` */
  getSamplerParameterIuiv(sampler: number, pname: number): number[];
  /** `void glGenFramebuffers(GLsizei n, GLuint *framebuffers)` */
  genFramebuffers(n: number): number[];
  /** `void glDeleteFramebuffers(GLsizei n, const GLuint *framebuffers)` */
  deleteFramebuffers(framebuffers: ArrayLike<number>): void;
  /** `GLboolean glIsFramebuffer(GLuint framebuffer)` */
  isFramebuffer(framebuffer: number): boolean;
  /** `void glBindFramebuffer(GLenum target, GLuint framebuffer)` */
  bindFramebuffer(target: number, framebuffer: number): void;
  /** `void glFramebufferTexture(GLenum target, GLenum attachment, GLuint texture, GLint level)` */
  framebufferTexture(target: number, attachment: number, texture: number, level: number): void;
  /** `void glFramebufferTexture1D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level)` */
  framebufferTexture1D(target: number, attachment: number, textarget: number, texture: number, level: number): void;
  /** `void glFramebufferTexture2D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level)` */
  framebufferTexture2D(target: number, attachment: number, textarget: number, texture: number, level: number): void;
  /** `void glFramebufferTexture3D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level, GLint zoffset)` */
  framebufferTexture3D(target: number, attachment: number, textarget: number, texture: number, level: number, zoffset: number): void;
  /** `void glFramebufferTextureLayer(GLenum target, GLenum attachment, GLuint texture, GLint level, GLint layer)` */
  framebufferTextureLayer(target: number, attachment: number, texture: number, level: number, layer: number): void;
  /** `void glFramebufferRenderbuffer(GLenum target, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer)` */
  framebufferRenderbuffer(target: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void;
  /** `void glFramebufferParameteri(GLenum target, GLenum pname, GLint param)` */
  framebufferParameteri(target: number, pname: number, param: number): void;
  /** `void glGetFramebufferParameteriv(GLenum target, GLenum pname, GLint *params)` */
  getFramebufferParameteriv(target: number, pname: number): number;
  /** `void glGetFramebufferAttachmentParameteriv(GLenum target, GLenum attachment, GLenum pname, GLint *params)` */
  getFramebufferAttachmentParameteriv(target: number, attachment: number, pname: number): number;
  /** `GLenum glCheckFramebufferStatus(GLenum target)` */
  checkFramebufferStatus(target: number): number;
  /** `void glDrawBuffers(GLsizei n, const GLenum *bufs)` */
  drawBuffers(bufs: ArrayLike<number>): void;
  /** `void glDrawBuffer(GLenum buf)` */
  drawBuffer(buf: number): void;
  /** `void glReadBuffer(GLenum src)` */
  readBuffer(src: number): void;
  /** `void glInvalidateFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments)` */
  invalidateFramebuffer(target: number, attachments: ArrayLike<number>): void;
  /** `void glInvalidateSubFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height)` */
  invalidateSubFramebuffer(target: number, attachments: ArrayLike<number>, x: number, y: number, width: number, height: number): void;
  /** `void glBlitFramebuffer(GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter)` */
  blitFramebuffer(srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void;
  /** `void glGenRenderbuffers(GLsizei n, GLuint *renderbuffers)` */
  genRenderbuffers(n: number): number[];
  /** `void glDeleteRenderbuffers(GLsizei n, const GLuint *renderbuffers)` */
  deleteRenderbuffers(renderbuffers: ArrayLike<number>): void;
  /** `GLboolean glIsRenderbuffer(GLuint renderbuffer)` */
  isRenderbuffer(renderbuffer: number): boolean;
  /** `void glBindRenderbuffer(GLenum target, GLuint renderbuffer)` */
  bindRenderbuffer(target: number, renderbuffer: number): void;
  /** `void glRenderbufferStorage(GLenum target, GLenum internalformat, GLsizei width, GLsizei height)` */
  renderbufferStorage(target: number, internalformat: number, width: number, height: number): void;
  /** `void glRenderbufferStorageMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height)` */
  renderbufferStorageMultisample(target: number, samples: number, internalformat: number, width: number, height: number): void;
  /** `void glGetRenderbufferParameteriv(GLenum target, GLenum pname, GLint *params)` */
  getRenderbufferParameteriv(target: number, pname: number): number;
  /** `GLuint glCreateShader(GLenum type)` */
  createShader(type: number): number;
  /** `void glDeleteShader(GLuint shader)` */
  deleteShader(shader: number): void;
  /** `GLboolean glIsShader(GLuint shader)` */
  isShader(shader: number): boolean;
  /** `void glShaderSource(GLuint shader, GLsizei count, const GLchar *const*string, const GLint *length)` */
  shaderSource(shader: number, source: string): void;
  /** `void glCompileShader(GLuint shader)` */
  compileShader(shader: number): void;
  /** `void glGetShaderiv(GLuint shader, GLenum pname, GLint *params)` */
  getShaderiv(shader: number, pname: number): number;
  /** `void glGetShaderInfoLog(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *infoLog)` */
  getShaderInfoLog(shader: number): string;
  /** `void glGetShaderSource(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *source)` */
  getShaderSource(shader: number): string;
  /** `void glReleaseShaderCompiler()` */
  releaseShaderCompiler(): void;
  /** `void glGetShaderPrecisionFormat(GLenum shadertype, GLenum precisiontype, GLint *range, GLint *precision)` */
  getShaderPrecisionFormat(shadertype: number, precisiontype: number): PrecisionFormat;
  /** `void glSpecializeShader(GLuint shader, const GLchar *pEntryPoint, GLuint numSpecializationConstants, const GLuint *pConstantIndex, const GLuint *pConstantValue)` */
  specializeShader(shader: number, pEntryPoint: string, numSpecializationConstants: number, pConstantIndex: ArrayLike<number>, pConstantValue: ArrayLike<number>): void;
  /** `GLuint glCreateProgram()` */
  createProgram(): number;
  /** `void glDeleteProgram(GLuint program)` */
  deleteProgram(program: number): void;
  /** `GLboolean glIsProgram(GLuint program)` */
  isProgram(program: number): boolean;
  /** `void glAttachShader(GLuint program, GLuint shader)` */
  attachShader(program: number, shader: number): void;
  /** `void glDetachShader(GLuint program, GLuint shader)` */
  detachShader(program: number, shader: number): void;
  /** `void glLinkProgram(GLuint program)` */
  linkProgram(program: number): void;
  /** `void glValidateProgram(GLuint program)` */
  validateProgram(program: number): void;
  /** `void glUseProgram(GLuint program)` */
  useProgram(program: number): void;
  /** `void glGetProgramiv(GLuint program, GLenum pname, GLint *params)` */
  getProgramiv(program: number, pname: GLConstants['COMPUTE_WORK_GROUP_SIZE']): number[];
  getProgramiv(program: number, pname: number): number;
  /** `void glGetProgramInfoLog(GLuint program, GLsizei bufSize, GLsizei *length, GLchar *infoLog)` */
  getProgramInfoLog(program: number): string;
  /** `void glGetAttachedShaders(GLuint program, GLsizei maxCount, GLsizei *count, GLuint *shaders)` */
  getAttachedShaders(program: number): number[];
  /** `void glProgramParameteri(GLuint program, GLenum pname, GLint value)` */
  programParameteri(program: number, pname: number, value: number): void;
  /** `void glBindAttribLocation(GLuint program, GLuint index, const GLchar *name)` */
  bindAttribLocation(program: number, index: number, name: string): void;
  /** `GLint glGetAttribLocation(GLuint program, const GLchar *name)` */
  getAttribLocation(program: number, name: string): number;
  /** `void glGetActiveAttrib(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)` */
  getActiveAttrib(program: number, index: number): ActiveVariable | null;
  /** `GLint glGetUniformLocation(GLuint program, const GLchar *name)` */
  getUniformLocation(program: number, name: string): number;
  /** `void glGetActiveUniform(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)` */
  getActiveUniform(program: number, index: number): ActiveVariable | null;
  /** `void glGetActiveUniformsiv(GLuint program, GLsizei uniformCount, const GLuint *uniformIndices, GLenum pname, GLint *params)` */
  getActiveUniformsiv(program: number, uniformIndices: ArrayLike<number>, pname: number): number[];
  /** `void glGetActiveUniformName(GLuint program, GLuint uniformIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformName)` */
  getActiveUniformName(program: number, uniformIndex: number): string;
  /** `void glGetUniformIndices(GLuint program, GLsizei uniformCount, const GLchar *const*uniformNames, GLuint *uniformIndices)` */
  getUniformIndices(program: number, uniformNames: readonly string[]): number[];
  /** `GLuint glGetUniformBlockIndex(GLuint program, const GLchar *uniformBlockName)` */
  getUniformBlockIndex(program: number, uniformBlockName: string): number;
  /** `void glGetActiveUniformBlockiv(GLuint program, GLuint uniformBlockIndex, GLenum pname, GLint *params)` */
  getActiveUniformBlockiv(program: number, uniformBlockIndex: number, pname: GLConstants['UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES']): number[];
  getActiveUniformBlockiv(program: number, uniformBlockIndex: number, pname: number): number;
  /** `void glGetActiveUniformBlockName(GLuint program, GLuint uniformBlockIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformBlockName)` */
  getActiveUniformBlockName(program: number, uniformBlockIndex: number): string;
  /** `void glUniformBlockBinding(GLuint program, GLuint uniformBlockIndex, GLuint uniformBlockBinding)` */
  uniformBlockBinding(program: number, uniformBlockIndex: number, uniformBlockBinding: number): void;
  /** `void glShaderStorageBlockBinding(GLuint program, GLuint storageBlockIndex, GLuint storageBlockBinding)` */
  shaderStorageBlockBinding(program: number, storageBlockIndex: number, storageBlockBinding: number): void;
  /** `GLint glGetFragDataLocation(GLuint program, const GLchar *name)` */
  getFragDataLocation(program: number, name: string): number;
  /** `void glBindFragDataLocation(GLuint program, GLuint color, const GLchar *name)` */
  bindFragDataLocation(program: number, color: number, name: string): void;
  /** `void glBindFragDataLocationIndexed(GLuint program, GLuint colorNumber, GLuint index, const GLchar *name)` */
  bindFragDataLocationIndexed(program: number, colorNumber: number, index: number, name: string): void;
  /** `GLint glGetFragDataIndex(GLuint program, const GLchar *name)` */
  getFragDataIndex(program: number, name: string): number;
  /** `void glGetProgramInterfaceiv(GLuint program, GLenum programInterface, GLenum pname, GLint *params)` */
  getProgramInterfaceiv(program: number, programInterface: number, pname: number): number;
  /** `GLuint glGetProgramResourceIndex(GLuint program, GLenum programInterface, const GLchar *name)` */
  getProgramResourceIndex(program: number, programInterface: number, name: string): number;
  /** `void glGetProgramResourceName(GLuint program, GLenum programInterface, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)` */
  getProgramResourceName(program: number, programInterface: number, index: number): string;
  /** `void glGetProgramResourceiv(GLuint program, GLenum programInterface, GLuint index, GLsizei propCount, const GLenum *props, GLsizei count, GLsizei *length, GLint *params)` */
  getProgramResourceiv(program: number, programInterface: number, index: number, props: ArrayLike<number>): number[];
  /** `GLint glGetProgramResourceLocation(GLuint program, GLenum programInterface, const GLchar *name)` */
  getProgramResourceLocation(program: number, programInterface: number, name: string): number;
  /** `GLint glGetProgramResourceLocationIndex(GLuint program, GLenum programInterface, const GLchar *name)` */
  getProgramResourceLocationIndex(program: number, programInterface: number, name: string): number;
  /** `GLint glGetSubroutineUniformLocation(GLuint program, GLenum shadertype, const GLchar *name)` */
  getSubroutineUniformLocation(program: number, shadertype: number, name: string): number;
  /** `GLuint glGetSubroutineIndex(GLuint program, GLenum shadertype, const GLchar *name)` */
  getSubroutineIndex(program: number, shadertype: number, name: string): number;
  /** `void glUniformSubroutinesuiv(GLenum shadertype, GLsizei count, const GLuint *indices)` */
  uniformSubroutinesuiv(shadertype: number, indices: ArrayLike<number>): void;
  /** `void glGetUniformSubroutineuiv(GLenum shadertype, GLint location, GLuint *params)` */
  getUniformSubroutineuiv(shadertype: number, location: number): number;
  /** `void glGetProgramStageiv(GLuint program, GLenum shadertype, GLenum pname, GLint *values)` */
  getProgramStageiv(program: number, shadertype: number, pname: number): number;
  /** `GLuint glCreateShaderProgramv(GLenum type, GLsizei count, const GLchar *const*strings)` */
  createShaderProgramv(type: number, strings: readonly string[]): number;
  /** `void glGenProgramPipelines(GLsizei n, GLuint *pipelines)` */
  genProgramPipelines(n: number): number[];
  /** `void glDeleteProgramPipelines(GLsizei n, const GLuint *pipelines)` */
  deleteProgramPipelines(pipelines: ArrayLike<number>): void;
  /** `GLboolean glIsProgramPipeline(GLuint pipeline)` */
  isProgramPipeline(pipeline: number): boolean;
  /** `void glBindProgramPipeline(GLuint pipeline)` */
  bindProgramPipeline(pipeline: number): void;
  /** `void glUseProgramStages(GLuint pipeline, GLbitfield stages, GLuint program)` */
  useProgramStages(pipeline: number, stages: number, program: number): void;
  /** `void glActiveShaderProgram(GLuint pipeline, GLuint program)` */
  activeShaderProgram(pipeline: number, program: number): void;
  /** `void glValidateProgramPipeline(GLuint pipeline)` */
  validateProgramPipeline(pipeline: number): void;
  /** `void glGetProgramPipelineiv(GLuint pipeline, GLenum pname, GLint *params)` */
  getProgramPipelineiv(pipeline: number, pname: number): number;
  /** `void glGetProgramPipelineInfoLog(GLuint pipeline, GLsizei bufSize, GLsizei *length, GLchar *infoLog)` */
  getProgramPipelineInfoLog(pipeline: number): string;
  /** `void glGetUniformfv(GLuint program, GLint location, GLfloat *params)` */
  getUniformfv(program: number, location: number): number[];
  /** `void glGetUniformiv(GLuint program, GLint location, GLint *params)` */
  getUniformiv(program: number, location: number): number[];
  /** `void glGetUniformuiv(GLuint program, GLint location, GLuint *params)` */
  getUniformuiv(program: number, location: number): number[];
  /** `void glGetUniformdv(GLuint program, GLint location, GLdouble *params)` */
  getUniformdv(program: number, location: number): number[];
  /** `void glGetnUniformfv(GLuint program, GLint location, GLsizei bufSize, GLfloat *params)` */
  getnUniformfv(program: number, location: number, bufSize: number): number[];
  /** `void glGetnUniformiv(GLuint program, GLint location, GLsizei bufSize, GLint *params)` */
  getnUniformiv(program: number, location: number, bufSize: number): number[];
  /** `void glGetnUniformuiv(GLuint program, GLint location, GLsizei bufSize, GLuint *params)` */
  getnUniformuiv(program: number, location: number, bufSize: number): number[];
  /** `void glUniform1f(GLint location, GLfloat v0)` */
  uniform1f(location: number, v0: number): void;
  /** `void glUniform2f(GLint location, GLfloat v0, GLfloat v1)` */
  uniform2f(location: number, v0: number, v1: number): void;
  /** `void glUniform3f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2)` */
  uniform3f(location: number, v0: number, v1: number, v2: number): void;
  /** `void glUniform4f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)` */
  uniform4f(location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** `void glUniform1i(GLint location, GLint v0)` */
  uniform1i(location: number, v0: number): void;
  /** `void glUniform2i(GLint location, GLint v0, GLint v1)` */
  uniform2i(location: number, v0: number, v1: number): void;
  /** `void glUniform3i(GLint location, GLint v0, GLint v1, GLint v2)` */
  uniform3i(location: number, v0: number, v1: number, v2: number): void;
  /** `void glUniform4i(GLint location, GLint v0, GLint v1, GLint v2, GLint v3)` */
  uniform4i(location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** `void glUniform1ui(GLint location, GLuint v0)` */
  uniform1ui(location: number, v0: number): void;
  /** `void glUniform2ui(GLint location, GLuint v0, GLuint v1)` */
  uniform2ui(location: number, v0: number, v1: number): void;
  /** `void glUniform3ui(GLint location, GLuint v0, GLuint v1, GLuint v2)` */
  uniform3ui(location: number, v0: number, v1: number, v2: number): void;
  /** `void glUniform4ui(GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)` */
  uniform4ui(location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** `void glUniform1fv(GLint location, GLsizei count, const GLfloat *value)` */
  uniform1fv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform2fv(GLint location, GLsizei count, const GLfloat *value)` */
  uniform2fv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform3fv(GLint location, GLsizei count, const GLfloat *value)` */
  uniform3fv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform4fv(GLint location, GLsizei count, const GLfloat *value)` */
  uniform4fv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform1iv(GLint location, GLsizei count, const GLint *value)` */
  uniform1iv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform2iv(GLint location, GLsizei count, const GLint *value)` */
  uniform2iv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform3iv(GLint location, GLsizei count, const GLint *value)` */
  uniform3iv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform4iv(GLint location, GLsizei count, const GLint *value)` */
  uniform4iv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform1uiv(GLint location, GLsizei count, const GLuint *value)` */
  uniform1uiv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform2uiv(GLint location, GLsizei count, const GLuint *value)` */
  uniform2uiv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform3uiv(GLint location, GLsizei count, const GLuint *value)` */
  uniform3uiv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform4uiv(GLint location, GLsizei count, const GLuint *value)` */
  uniform4uiv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform1d(GLint location, GLdouble x)` */
  uniform1d(location: number, x: number): void;
  /** `void glUniform2d(GLint location, GLdouble x, GLdouble y)` */
  uniform2d(location: number, x: number, y: number): void;
  /** `void glUniform3d(GLint location, GLdouble x, GLdouble y, GLdouble z)` */
  uniform3d(location: number, x: number, y: number, z: number): void;
  /** `void glUniform4d(GLint location, GLdouble x, GLdouble y, GLdouble z, GLdouble w)` */
  uniform4d(location: number, x: number, y: number, z: number, w: number): void;
  /** `void glUniform1dv(GLint location, GLsizei count, const GLdouble *value)` */
  uniform1dv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform2dv(GLint location, GLsizei count, const GLdouble *value)` */
  uniform2dv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform3dv(GLint location, GLsizei count, const GLdouble *value)` */
  uniform3dv(location: number, value: ArrayLike<number>): void;
  /** `void glUniform4dv(GLint location, GLsizei count, const GLdouble *value)` */
  uniform4dv(location: number, value: ArrayLike<number>): void;
  /** `void glUniformMatrix2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix2x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix2x3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix3x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix3x2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix2x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix2x4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix4x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix4x2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix3x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix3x4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix4x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  uniformMatrix4x3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix2x3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix2x3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix3x2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix3x2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix2x4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix2x4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix4x2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix4x2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix3x4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix3x4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glUniformMatrix4x3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  uniformMatrix4x3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniform1f(GLuint program, GLint location, GLfloat v0)` */
  programUniform1f(program: number, location: number, v0: number): void;
  /** `void glProgramUniform2f(GLuint program, GLint location, GLfloat v0, GLfloat v1)` */
  programUniform2f(program: number, location: number, v0: number, v1: number): void;
  /** `void glProgramUniform3f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2)` */
  programUniform3f(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** `void glProgramUniform4f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)` */
  programUniform4f(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** `void glProgramUniform1i(GLuint program, GLint location, GLint v0)` */
  programUniform1i(program: number, location: number, v0: number): void;
  /** `void glProgramUniform2i(GLuint program, GLint location, GLint v0, GLint v1)` */
  programUniform2i(program: number, location: number, v0: number, v1: number): void;
  /** `void glProgramUniform3i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2)` */
  programUniform3i(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** `void glProgramUniform4i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2, GLint v3)` */
  programUniform4i(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** `void glProgramUniform1ui(GLuint program, GLint location, GLuint v0)` */
  programUniform1ui(program: number, location: number, v0: number): void;
  /** `void glProgramUniform2ui(GLuint program, GLint location, GLuint v0, GLuint v1)` */
  programUniform2ui(program: number, location: number, v0: number, v1: number): void;
  /** `void glProgramUniform3ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2)` */
  programUniform3ui(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** `void glProgramUniform4ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)` */
  programUniform4ui(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** `void glProgramUniform1fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  programUniform1fv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform2fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  programUniform2fv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform3fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  programUniform3fv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform4fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  programUniform4fv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform1iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  programUniform1iv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform2iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  programUniform2iv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform3iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  programUniform3iv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform4iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  programUniform4iv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform1uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  programUniform1uiv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform2uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  programUniform2uiv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform3uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  programUniform3uiv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform4uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  programUniform4uiv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform1d(GLuint program, GLint location, GLdouble v0)` */
  programUniform1d(program: number, location: number, v0: number): void;
  /** `void glProgramUniform2d(GLuint program, GLint location, GLdouble v0, GLdouble v1)` */
  programUniform2d(program: number, location: number, v0: number, v1: number): void;
  /** `void glProgramUniform3d(GLuint program, GLint location, GLdouble v0, GLdouble v1, GLdouble v2)` */
  programUniform3d(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** `void glProgramUniform4d(GLuint program, GLint location, GLdouble v0, GLdouble v1, GLdouble v2, GLdouble v3)` */
  programUniform4d(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** `void glProgramUniform1dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  programUniform1dv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform2dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  programUniform2dv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform3dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  programUniform3dv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniform4dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  programUniform4dv(program: number, location: number, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix2x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix2x3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix3x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix3x2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix2x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix2x4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix4x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix4x2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix3x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix3x4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix4x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  programUniformMatrix4x3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix2x3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix2x3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix3x2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix3x2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix2x4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix2x4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix4x2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix4x2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix3x4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix3x4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glProgramUniformMatrix4x3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  programUniformMatrix4x3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void;
  /** `void glDrawArrays(GLenum mode, GLint first, GLsizei count)` */
  drawArrays(mode: number, first: number, count: number): void;
  /** `void glDrawElements(GLenum mode, GLsizei count, GLenum type, const void *indices)` */
  drawElements(mode: number, count: number, type: number, indices: VoidData): void;
  /** `void glDrawRangeElements(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices)` */
  drawRangeElements(mode: number, start: number, end: number, count: number, type: number, indices: VoidData): void;
  /** `void glDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instancecount)` */
  drawArraysInstanced(mode: number, first: number, count: number, instancecount: number): void;
  /** `void glDrawElementsInstanced(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount)` */
  drawElementsInstanced(mode: number, count: number, type: number, indices: VoidData, instancecount: number): void;
  /** `void glDrawElementsBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLint basevertex)` */
  drawElementsBaseVertex(mode: number, count: number, type: number, indices: VoidData, basevertex: number): void;
  /** `void glDrawRangeElementsBaseVertex(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices, GLint basevertex)` */
  drawRangeElementsBaseVertex(mode: number, start: number, end: number, count: number, type: number, indices: VoidData, basevertex: number): void;
  /** `void glDrawElementsInstancedBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex)` */
  drawElementsInstancedBaseVertex(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number): void;
  /** `void glDrawArraysInstancedBaseInstance(GLenum mode, GLint first, GLsizei count, GLsizei instancecount, GLuint baseinstance)` */
  drawArraysInstancedBaseInstance(mode: number, first: number, count: number, instancecount: number, baseinstance: number): void;
  /** `void glDrawElementsInstancedBaseInstance(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLuint baseinstance)` */
  drawElementsInstancedBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, baseinstance: number): void;
  /** `void glDrawElementsInstancedBaseVertexBaseInstance(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex, GLuint baseinstance)` */
  drawElementsInstancedBaseVertexBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number, baseinstance: number): void;
  /** `void glDrawArraysIndirect(GLenum mode, const void *indirect)` */
  drawArraysIndirect(mode: number, indirect: VoidData): void;
  /** `void glDrawElementsIndirect(GLenum mode, GLenum type, const void *indirect)` */
  drawElementsIndirect(mode: number, type: number, indirect: VoidData): void;
  /** `void glMultiDrawArrays(GLenum mode, const GLint *first, const GLsizei *count, GLsizei drawcount)` */
  multiDrawArrays(mode: number, first: ArrayLike<number>, count: ArrayLike<number>): void;
  /** `void glMultiDrawElements(GLenum mode, const GLsizei *count, GLenum type, const void *const*indices, GLsizei drawcount)` */
  multiDrawElements(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[]): void;
  /** `void glMultiDrawElementsBaseVertex(GLenum mode, const GLsizei *count, GLenum type, const void *const*indices, GLsizei drawcount, const GLint *basevertex)` */
  multiDrawElementsBaseVertex(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[], basevertex: ArrayLike<number>): void;
  /** `void glMultiDrawArraysIndirect(GLenum mode, const void *indirect, GLsizei drawcount, GLsizei stride)` */
  multiDrawArraysIndirect(mode: number, indirect: VoidData, drawcount: number, stride: number): void;
  /** `void glMultiDrawElementsIndirect(GLenum mode, GLenum type, const void *indirect, GLsizei drawcount, GLsizei stride)` */
  multiDrawElementsIndirect(mode: number, type: number, indirect: VoidData, drawcount: number, stride: number): void;
  /** `void glMultiDrawArraysIndirectCount(GLenum mode, const void *indirect, GLintptr drawcount, GLsizei maxdrawcount, GLsizei stride)` */
  multiDrawArraysIndirectCount(mode: number, indirect: VoidData, drawcount: number, maxdrawcount: number, stride: number): void;
  /** `void glMultiDrawElementsIndirectCount(GLenum mode, GLenum type, const void *indirect, GLintptr drawcount, GLsizei maxdrawcount, GLsizei stride)` */
  multiDrawElementsIndirectCount(mode: number, type: number, indirect: VoidData, drawcount: number, maxdrawcount: number, stride: number): void;
  /** `void glDrawTransformFeedback(GLenum mode, GLuint id)` */
  drawTransformFeedback(mode: number, id: number): void;
  /** `void glDrawTransformFeedbackInstanced(GLenum mode, GLuint id, GLsizei instancecount)` */
  drawTransformFeedbackInstanced(mode: number, id: number, instancecount: number): void;
  /** `void glDrawTransformFeedbackStream(GLenum mode, GLuint id, GLuint stream)` */
  drawTransformFeedbackStream(mode: number, id: number, stream: number): void;
  /** `void glDrawTransformFeedbackStreamInstanced(GLenum mode, GLuint id, GLuint stream, GLsizei instancecount)` */
  drawTransformFeedbackStreamInstanced(mode: number, id: number, stream: number, instancecount: number): void;
  /** `void glPrimitiveRestartIndex(GLuint index)` */
  primitiveRestartIndex(index: number): void;
  /** `void glProvokingVertex(GLenum mode)` */
  provokingVertex(mode: number): void;
  /** `void glGenTransformFeedbacks(GLsizei n, GLuint *ids)` */
  genTransformFeedbacks(n: number): number[];
  /** `void glDeleteTransformFeedbacks(GLsizei n, const GLuint *ids)` */
  deleteTransformFeedbacks(ids: ArrayLike<number>): void;
  /** `GLboolean glIsTransformFeedback(GLuint id)` */
  isTransformFeedback(id: number): boolean;
  /** `void glBindTransformFeedback(GLenum target, GLuint id)` */
  bindTransformFeedback(target: number, id: number): void;
  /** `void glBeginTransformFeedback(GLenum primitiveMode)` */
  beginTransformFeedback(primitiveMode: number): void;
  /** `void glEndTransformFeedback()` */
  endTransformFeedback(): void;
  /** `void glPauseTransformFeedback()` */
  pauseTransformFeedback(): void;
  /** `void glResumeTransformFeedback()` */
  resumeTransformFeedback(): void;
  /** `void glTransformFeedbackVaryings(GLuint program, GLsizei count, const GLchar *const*varyings, GLenum bufferMode)` */
  transformFeedbackVaryings(program: number, varyings: readonly string[], bufferMode: number): void;
  /** `void glGetTransformFeedbackVarying(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLsizei *size, GLenum *type, GLchar *name)` */
  getTransformFeedbackVarying(program: number, index: number): ActiveVariable | null;
  /** `void glGenQueries(GLsizei n, GLuint *ids)` */
  genQueries(n: number): number[];
  /** `void glDeleteQueries(GLsizei n, const GLuint *ids)` */
  deleteQueries(ids: ArrayLike<number>): void;
  /** `GLboolean glIsQuery(GLuint id)` */
  isQuery(id: number): boolean;
  /** `void glBeginQuery(GLenum target, GLuint id)` */
  beginQuery(target: number, id: number): void;
  /** `void glEndQuery(GLenum target)` */
  endQuery(target: number): void;
  /** `void glBeginQueryIndexed(GLenum target, GLuint index, GLuint id)` */
  beginQueryIndexed(target: number, index: number, id: number): void;
  /** `void glEndQueryIndexed(GLenum target, GLuint index)` */
  endQueryIndexed(target: number, index: number): void;
  /** `void glQueryCounter(GLuint id, GLenum target)` */
  queryCounter(id: number, target: number): void;
  /** `void glGetQueryiv(GLenum target, GLenum pname, GLint *params)` */
  getQueryiv(target: number, pname: number): number;
  /** `void glGetQueryIndexediv(GLenum target, GLuint index, GLenum pname, GLint *params)` */
  getQueryIndexediv(target: number, index: number, pname: number): number;
  /**
   * `void glGetQueryObjectiv(GLuint id, GLenum pname, GLint *params)`
   * With a QUERY_BUFFER bound, C's params is a byte offset into it: `offset` carries it (0 when left out),
   * the result is written there and 0 returned; with none bound `offset` is ignored and the value returned.
   */
  getQueryObjectiv(id: number, pname: number, offset?: number): number;
  /**
   * `void glGetQueryObjectuiv(GLuint id, GLenum pname, GLuint *params)`
   * With a QUERY_BUFFER bound, C's params is a byte offset into it: `offset` carries it (0 when left out),
   * the result is written there and 0 returned; with none bound `offset` is ignored and the value returned.
   */
  getQueryObjectuiv(id: number, pname: number, offset?: number): number;
  /**
   * `void glGetQueryObjecti64v(GLuint id, GLenum pname, GLint64 *params)`
   * With a QUERY_BUFFER bound, C's params is a byte offset into it: `offset` carries it (0 when left out),
   * the result is written there and 0 returned; with none bound `offset` is ignored and the value returned.
   */
  getQueryObjecti64v(id: number, pname: number, offset?: number): number;
  /**
   * `void glGetQueryObjectui64v(GLuint id, GLenum pname, GLuint64 *params)`
   * With a QUERY_BUFFER bound, C's params is a byte offset into it: `offset` carries it (0 when left out),
   * the result is written there and 0 returned; with none bound `offset` is ignored and the value returned.
   */
  getQueryObjectui64v(id: number, pname: number, offset?: number): number;
  /** `void glBeginConditionalRender(GLuint id, GLenum mode)` */
  beginConditionalRender(id: number, mode: number): void;
  /** `void glEndConditionalRender()` */
  endConditionalRender(): void;
  /** `GLsync glFenceSync(GLenum condition, GLbitfield flags)` */
  fenceSync(condition: number, flags: number): GLsync;
  /** `GLenum glClientWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)` */
  clientWaitSync(sync: GLsync, flags: number, timeout: number): number;
  /** `void glWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)` */
  waitSync(sync: GLsync, flags: number, timeout: number): void;
  /** `void glDeleteSync(GLsync sync)` */
  deleteSync(sync: GLsync): void;
  /** `GLboolean glIsSync(GLsync sync)` */
  isSync(sync: GLsync): boolean;
  /** `void glGetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values)` */
  getSynciv(sync: GLsync, pname: number): number;
  /** `void glDispatchCompute(GLuint num_groups_x, GLuint num_groups_y, GLuint num_groups_z)` */
  dispatchCompute(num_groups_x: number, num_groups_y: number, num_groups_z: number): void;
  /** `void glDispatchComputeIndirect(GLintptr indirect)` */
  dispatchComputeIndirect(indirect: number): void;
  /** `void glMemoryBarrier(GLbitfield barriers)` */
  memoryBarrier(barriers: number): void;
  /** `void glMemoryBarrierByRegion(GLbitfield barriers)` */
  memoryBarrierByRegion(barriers: number): void;
  /** `void glClear(GLbitfield mask)` */
  clear(mask: number): void;
  /** `void glClearBufferiv(GLenum buffer, GLint drawbuffer, const GLint *value)` */
  clearBufferiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void;
  /** `void glClearBufferuiv(GLenum buffer, GLint drawbuffer, const GLuint *value)` */
  clearBufferuiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void;
  /** `void glClearBufferfv(GLenum buffer, GLint drawbuffer, const GLfloat *value)` */
  clearBufferfv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void;
  /** `void glClearBufferfi(GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil)` */
  clearBufferfi(buffer: number, drawbuffer: number, depth: number, stencil: number): void;
  /** `void glClearColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)` */
  clearColor(red: number, green: number, blue: number, alpha: number): void;
  /** `void glClearDepthf(GLfloat d)` */
  clearDepthf(d: number): void;
  /** `void glClearDepth(GLdouble depth)` */
  clearDepth(depth: number): void;
  /** `void glClearStencil(GLint s)` */
  clearStencil(s: number): void;
  /** `void glEnable(GLenum cap)` */
  enable(cap: number): void;
  /** `void glDisable(GLenum cap)` */
  disable(cap: number): void;
  /** `GLboolean glIsEnabled(GLenum cap)` */
  isEnabled(cap: number): boolean;
  /** `void glEnablei(GLenum target, GLuint index)` */
  enablei(target: number, index: number): void;
  /** `void glDisablei(GLenum target, GLuint index)` */
  disablei(target: number, index: number): void;
  /** `GLboolean glIsEnabledi(GLenum target, GLuint index)` */
  isEnabledi(target: number, index: number): boolean;
  /** `void glBlendFunc(GLenum sfactor, GLenum dfactor)` */
  blendFunc(sfactor: number, dfactor: number): void;
  /** `void glBlendFuncSeparate(GLenum sfactorRGB, GLenum dfactorRGB, GLenum sfactorAlpha, GLenum dfactorAlpha)` */
  blendFuncSeparate(sfactorRGB: number, dfactorRGB: number, sfactorAlpha: number, dfactorAlpha: number): void;
  /** `void glBlendFunci(GLuint buf, GLenum src, GLenum dst)` */
  blendFunci(buf: number, src: number, dst: number): void;
  /** `void glBlendFuncSeparatei(GLuint buf, GLenum srcRGB, GLenum dstRGB, GLenum srcAlpha, GLenum dstAlpha)` */
  blendFuncSeparatei(buf: number, srcRGB: number, dstRGB: number, srcAlpha: number, dstAlpha: number): void;
  /** `void glBlendEquation(GLenum mode)` */
  blendEquation(mode: number): void;
  /** `void glBlendEquationSeparate(GLenum modeRGB, GLenum modeAlpha)` */
  blendEquationSeparate(modeRGB: number, modeAlpha: number): void;
  /** `void glBlendEquationi(GLuint buf, GLenum mode)` */
  blendEquationi(buf: number, mode: number): void;
  /** `void glBlendEquationSeparatei(GLuint buf, GLenum modeRGB, GLenum modeAlpha)` */
  blendEquationSeparatei(buf: number, modeRGB: number, modeAlpha: number): void;
  /** `void glBlendColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)` */
  blendColor(red: number, green: number, blue: number, alpha: number): void;
  /** `void glColorMask(GLboolean red, GLboolean green, GLboolean blue, GLboolean alpha)` */
  colorMask(red: GLboolean, green: GLboolean, blue: GLboolean, alpha: GLboolean): void;
  /** `void glColorMaski(GLuint index, GLboolean r, GLboolean g, GLboolean b, GLboolean a)` */
  colorMaski(index: number, r: GLboolean, g: GLboolean, b: GLboolean, a: GLboolean): void;
  /** `void glDepthFunc(GLenum func)` */
  depthFunc(func: number): void;
  /** `void glDepthMask(GLboolean flag)` */
  depthMask(flag: GLboolean): void;
  /** `void glDepthRangef(GLfloat n, GLfloat f)` */
  depthRangef(n: number, f: number): void;
  /** `void glDepthRange(GLdouble n, GLdouble f)` */
  depthRange(n: number, f: number): void;
  /** `void glDepthRangeArrayv(GLuint first, GLsizei count, const GLdouble *v)` */
  depthRangeArrayv(first: number, v: ArrayLike<number>): void;
  /** `void glDepthRangeIndexed(GLuint index, GLdouble n, GLdouble f)` */
  depthRangeIndexed(index: number, n: number, f: number): void;
  /** `void glStencilFunc(GLenum func, GLint ref, GLuint mask)` */
  stencilFunc(func: number, ref: number, mask: number): void;
  /** `void glStencilFuncSeparate(GLenum face, GLenum func, GLint ref, GLuint mask)` */
  stencilFuncSeparate(face: number, func: number, ref: number, mask: number): void;
  /** `void glStencilOp(GLenum fail, GLenum zfail, GLenum zpass)` */
  stencilOp(fail: number, zfail: number, zpass: number): void;
  /** `void glStencilOpSeparate(GLenum face, GLenum sfail, GLenum dpfail, GLenum dppass)` */
  stencilOpSeparate(face: number, sfail: number, dpfail: number, dppass: number): void;
  /** `void glStencilMask(GLuint mask)` */
  stencilMask(mask: number): void;
  /** `void glStencilMaskSeparate(GLenum face, GLuint mask)` */
  stencilMaskSeparate(face: number, mask: number): void;
  /** `void glCullFace(GLenum mode)` */
  cullFace(mode: number): void;
  /** `void glFrontFace(GLenum mode)` */
  frontFace(mode: number): void;
  /** `void glPolygonMode(GLenum face, GLenum mode)` */
  polygonMode(face: number, mode: number): void;
  /** `void glPolygonOffset(GLfloat factor, GLfloat units)` */
  polygonOffset(factor: number, units: number): void;
  /** `void glPolygonOffsetClamp(GLfloat factor, GLfloat units, GLfloat clamp)` */
  polygonOffsetClamp(factor: number, units: number, clamp: number): void;
  /** `void glPointSize(GLfloat size)` */
  pointSize(size: number): void;
  /** `void glPointParameteri(GLenum pname, GLint param)` */
  pointParameteri(pname: number, param: number): void;
  /** `void glPointParameterf(GLenum pname, GLfloat param)` */
  pointParameterf(pname: number, param: number): void;
  /** `void glLineWidth(GLfloat width)` */
  lineWidth(width: number): void;
  /** `void glHint(GLenum target, GLenum mode)` */
  hint(target: number, mode: number): void;
  /** `void glPixelStorei(GLenum pname, GLint param)` */
  pixelStorei(pname: number, param: number): void;
  /** `void glPixelStoref(GLenum pname, GLfloat param)` */
  pixelStoref(pname: number, param: number): void;
  /** `void glViewport(GLint x, GLint y, GLsizei width, GLsizei height)` */
  viewport(x: number, y: number, width: number, height: number): void;
  /** `void glViewportIndexedf(GLuint index, GLfloat x, GLfloat y, GLfloat w, GLfloat h)` */
  viewportIndexedf(index: number, x: number, y: number, w: number, h: number): void;
  /** `void glViewportIndexedfv(GLuint index, const GLfloat *v)` */
  viewportIndexedfv(index: number, v: ArrayLike<number>): void;
  /** `void glViewportArrayv(GLuint first, GLsizei count, const GLfloat *v)` */
  viewportArrayv(first: number, v: ArrayLike<number>): void;
  /** `void glScissor(GLint x, GLint y, GLsizei width, GLsizei height)` */
  scissor(x: number, y: number, width: number, height: number): void;
  /** `void glScissorIndexed(GLuint index, GLint left, GLint bottom, GLsizei width, GLsizei height)` */
  scissorIndexed(index: number, left: number, bottom: number, width: number, height: number): void;
  /** `void glScissorIndexedv(GLuint index, const GLint *v)` */
  scissorIndexedv(index: number, v: ArrayLike<number>): void;
  /** `void glScissorArrayv(GLuint first, GLsizei count, const GLint *v)` */
  scissorArrayv(first: number, v: ArrayLike<number>): void;
  /** `void glPatchParameteri(GLenum pname, GLint value)` */
  patchParameteri(pname: number, value: number): void;
  /** `void glPatchParameterfv(GLenum pname, const GLfloat *values)` */
  patchParameterfv(pname: number, values: ArrayLike<number>): void;
  /** `void glSampleCoverage(GLfloat value, GLboolean invert)` */
  sampleCoverage(value: number, invert: GLboolean): void;
  /** `void glSampleMaski(GLuint maskNumber, GLbitfield mask)` */
  sampleMaski(maskNumber: number, mask: number): void;
  /** `void glMinSampleShading(GLfloat value)` */
  minSampleShading(value: number): void;
  /** `void glLogicOp(GLenum opcode)` */
  logicOp(opcode: number): void;
  /** `void glClampColor(GLenum target, GLenum clamp)` */
  clampColor(target: number, clamp: number): void;
  /** `void glGetMultisamplefv(GLenum pname, GLuint index, GLfloat *val)` */
  getMultisamplefv(pname: number, index: number): number[];
  /** `void glClipControl(GLenum origin, GLenum depth)` */
  clipControl(origin: number, depth: number): void;
  /** `void glReadPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, void *pixels)` */
  readPixels(x: number, y: number, width: number, height: number, format: number, type: number, pixels: VoidData): void;
  /** `void glReadnPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, GLsizei bufSize, void *data)` */
  readnPixels(x: number, y: number, width: number, height: number, format: number, type: number, bufSize: number, data: VoidData): void;
  /** `void glGetIntegerv(GLenum pname, GLint *data)` */
  getIntegerv(pname: number): number[];
  /** `void glGetFloatv(GLenum pname, GLfloat *data)` */
  getFloatv(pname: number): number[];
  /** `void glGetBooleanv(GLenum pname, GLboolean *data)` */
  getBooleanv(pname: number): number[];
  /** `void glGetInteger64v(GLenum pname, GLint64 *data)` */
  getInteger64v(pname: number): number[];
  /** `void glGetDoublev(GLenum pname, GLdouble *data)` */
  getDoublev(pname: number): number[];
  /** `void glGetIntegeri_v(GLenum target, GLuint index, GLint *data)` */
  getIntegeri_v(target: number, index: number): number[];
  /** `void glGetInteger64i_v(GLenum target, GLuint index, GLint64 *data)` */
  getInteger64i_v(target: number, index: number): number[];
  /** `void glGetBooleani_v(GLenum target, GLuint index, GLboolean *data)` */
  getBooleani_v(target: number, index: number): number[];
  /** `void glGetFloati_v(GLenum target, GLuint index, GLfloat *data)` */
  getFloati_v(target: number, index: number): number[];
  /** `void glGetDoublei_v(GLenum target, GLuint index, GLdouble *data)` */
  getDoublei_v(target: number, index: number): number[];
  /** `const GLubyte *glGetString(GLenum name)` */
  getString(name: number): string | null;
  /** `const GLubyte *glGetStringi(GLenum name, GLuint index)` */
  getStringi(name: number, index: number): string | null;
  /** `GLenum glGetError()` */
  getError(): number;
  /** `GLenum glGetGraphicsResetStatus()` */
  getGraphicsResetStatus(): number;
  /** `void glGetPointerv(GLenum pname, void **params)` */
  getPointerv(pname: number): number;
  /** `void glFlush()` */
  flush(): void;
  /** `void glFinish()` */
  finish(): void;
  /** `void glDebugMessageCallback(GLDEBUGPROC callback, const void *userParam)` */
  debugMessageCallback(callback: DebugCallback | null): void;
  /** `void glDebugMessageControl(GLenum source, GLenum type, GLenum severity, GLsizei count, const GLuint *ids, GLboolean enabled)` */
  debugMessageControl(source: number, type: number, severity: number, ids: ArrayLike<number>, enabled: GLboolean): void;
  /** `void glDebugMessageInsert(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length, const GLchar *buf)` */
  debugMessageInsert(source: number, type: number, id: number, severity: number, buf: string): void;
  /** `GLuint glGetDebugMessageLog(GLuint count, GLsizei bufSize, GLenum *sources, GLenum *types, GLuint *ids, GLenum *severities, GLsizei *lengths, GLchar *messageLog)` */
  getDebugMessageLog(count: number): DebugLogMessage[];
  /** `void glPushDebugGroup(GLenum source, GLuint id, GLsizei length, const GLchar *message)` */
  pushDebugGroup(source: number, id: number, message: string): void;
  /** `void glPopDebugGroup()` */
  popDebugGroup(): void;
  /** `void glObjectLabel(GLenum identifier, GLuint name, GLsizei length, const GLchar *label)` */
  objectLabel(identifier: number, name: number, label: string): void;
  /** `void glGetObjectLabel(GLenum identifier, GLuint name, GLsizei bufSize, GLsizei *length, GLchar *label)` */
  getObjectLabel(identifier: number, name: number): string;
  /** `void glObjectPtrLabel(const void *ptr, GLsizei length, const GLchar *label)` */
  objectPtrLabel(ptr: VoidData, label: string): void;
  /** `void glGetObjectPtrLabel(const void *ptr, GLsizei bufSize, GLsizei *length, GLchar *label)` */
  getObjectPtrLabel(ptr: VoidData): string;
  /** `void glGetActiveAtomicCounterBufferiv(GLuint program, GLuint bufferIndex, GLenum pname, GLint *params)` */
  getActiveAtomicCounterBufferiv(program: number, bufferIndex: number, pname: number): number;
  /** `void glTransformFeedbackBufferBase(GLuint xfb, GLuint index, GLuint buffer)` */
  transformFeedbackBufferBase(xfb: number, index: number, buffer: number): void;
  /** `void glTransformFeedbackBufferRange(GLuint xfb, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  transformFeedbackBufferRange(xfb: number, index: number, buffer: number, offset: number, size: number): void;
  /** `void glCreateBuffers(GLsizei n, GLuint *buffers)` */
  createBuffers(n: number): number[];
  /** `void glNamedBufferStorage(GLuint buffer, GLsizeiptr size, const void *data, GLbitfield flags)` */
  namedBufferStorage(buffer: number, size: number, data: VoidData, flags: number): void;
  /** `void glNamedBufferData(GLuint buffer, GLsizeiptr size, const void *data, GLenum usage)` */
  namedBufferData(buffer: number, size: number, data: VoidData, usage: number): void;
  /** `void glNamedBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr size, const void *data)` */
  namedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void;
  /** `void glCopyNamedBufferSubData(GLuint readBuffer, GLuint writeBuffer, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size)` */
  copyNamedBufferSubData(readBuffer: number, writeBuffer: number, readOffset: number, writeOffset: number, size: number): void;
  /** `void glClearNamedBufferData(GLuint buffer, GLenum internalformat, GLenum format, GLenum type, const void *data)` */
  clearNamedBufferData(buffer: number, internalformat: number, format: number, type: number, data: VoidData): void;
  /** `void glClearNamedBufferSubData(GLuint buffer, GLenum internalformat, GLintptr offset, GLsizeiptr size, GLenum format, GLenum type, const void *data)` */
  clearNamedBufferSubData(buffer: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void;
  /** `void *glMapNamedBuffer(GLuint buffer, GLenum access)` */
  mapNamedBuffer(buffer: number, access: number): Uint8Array | null;
  /** `void *glMapNamedBufferRange(GLuint buffer, GLintptr offset, GLsizeiptr length, GLbitfield access)` */
  mapNamedBufferRange(buffer: number, offset: number, length: number, access: number): Uint8Array | null;
  /** `GLboolean glUnmapNamedBuffer(GLuint buffer)` */
  unmapNamedBuffer(buffer: number): boolean;
  /** `void glFlushMappedNamedBufferRange(GLuint buffer, GLintptr offset, GLsizeiptr length)` */
  flushMappedNamedBufferRange(buffer: number, offset: number, length: number): void;
  /** `void glGetNamedBufferParameteriv(GLuint buffer, GLenum pname, GLint *params)` */
  getNamedBufferParameteriv(buffer: number, pname: number): number;
  /** `void glGetNamedBufferParameteri64v(GLuint buffer, GLenum pname, GLint64 *params)` */
  getNamedBufferParameteri64v(buffer: number, pname: number): number;
  /** `void glGetNamedBufferPointerv(GLuint buffer, GLenum pname, void **params)` */
  getNamedBufferPointerv(buffer: number, pname: number): number;
  /** `void glGetNamedBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr size, void *data)` */
  getNamedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void;
  /** `void glNamedFramebufferDrawBuffer(GLuint framebuffer, GLenum buf)` */
  namedFramebufferDrawBuffer(framebuffer: number, buf: number): void;
  /** `void glNamedFramebufferDrawBuffers(GLuint framebuffer, GLsizei n, const GLenum *bufs)` */
  namedFramebufferDrawBuffers(framebuffer: number, bufs: ArrayLike<number>): void;
  /** `void glNamedFramebufferReadBuffer(GLuint framebuffer, GLenum src)` */
  namedFramebufferReadBuffer(framebuffer: number, src: number): void;
  /** `void glTextureBuffer(GLuint texture, GLenum internalformat, GLuint buffer)` */
  textureBuffer(texture: number, internalformat: number, buffer: number): void;
  /** `void glTextureBufferRange(GLuint texture, GLenum internalformat, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  textureBufferRange(texture: number, internalformat: number, buffer: number, offset: number, size: number): void;
  /** `void glVertexArrayElementBuffer(GLuint vaobj, GLuint buffer)` */
  vertexArrayElementBuffer(vaobj: number, buffer: number): void;
  /** `void glVertexArrayVertexBuffer(GLuint vaobj, GLuint bindingindex, GLuint buffer, GLintptr offset, GLsizei stride)` */
  vertexArrayVertexBuffer(vaobj: number, bindingindex: number, buffer: number, offset: number, stride: number): void;
  /** `void glVertexArrayVertexBuffers(GLuint vaobj, GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizei *strides)` */
  vertexArrayVertexBuffers(vaobj: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void;
  /** `void glGetQueryBufferObjecti64v(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  getQueryBufferObjecti64v(id: number, buffer: number, pname: number, offset: number): void;
  /** `void glGetQueryBufferObjectiv(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  getQueryBufferObjectiv(id: number, buffer: number, pname: number, offset: number): void;
  /** `void glGetQueryBufferObjectui64v(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  getQueryBufferObjectui64v(id: number, buffer: number, pname: number, offset: number): void;
  /** `void glGetQueryBufferObjectuiv(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  getQueryBufferObjectuiv(id: number, buffer: number, pname: number, offset: number): void;
  /** `void glCreateVertexArrays(GLsizei n, GLuint *arrays)` */
  createVertexArrays(n: number): number[];
  /** `void glDisableVertexArrayAttrib(GLuint vaobj, GLuint index)` */
  disableVertexArrayAttrib(vaobj: number, index: number): void;
  /** `void glEnableVertexArrayAttrib(GLuint vaobj, GLuint index)` */
  enableVertexArrayAttrib(vaobj: number, index: number): void;
  /** `void glVertexArrayAttribBinding(GLuint vaobj, GLuint attribindex, GLuint bindingindex)` */
  vertexArrayAttribBinding(vaobj: number, attribindex: number, bindingindex: number): void;
  /** `void glVertexArrayAttribFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLboolean normalized, GLuint relativeoffset)` */
  vertexArrayAttribFormat(vaobj: number, attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void;
  /** `void glVertexArrayAttribIFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  vertexArrayAttribIFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** `void glVertexArrayAttribLFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  vertexArrayAttribLFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** `void glVertexArrayBindingDivisor(GLuint vaobj, GLuint bindingindex, GLuint divisor)` */
  vertexArrayBindingDivisor(vaobj: number, bindingindex: number, divisor: number): void;
  /** `void glGetVertexArrayiv(GLuint vaobj, GLenum pname, GLint *param)` */
  getVertexArrayiv(vaobj: number, pname: number): number;
  /** `void glGetVertexArrayIndexediv(GLuint vaobj, GLuint index, GLenum pname, GLint *param)` */
  getVertexArrayIndexediv(vaobj: number, index: number, pname: number): number;
  /** `void glGetVertexArrayIndexed64iv(GLuint vaobj, GLuint index, GLenum pname, GLint64 *param)` */
  getVertexArrayIndexed64iv(vaobj: number, index: number, pname: number): number;
  /** `void glNamedFramebufferTexture(GLuint framebuffer, GLenum attachment, GLuint texture, GLint level)` */
  namedFramebufferTexture(framebuffer: number, attachment: number, texture: number, level: number): void;
  /** `void glNamedFramebufferTextureLayer(GLuint framebuffer, GLenum attachment, GLuint texture, GLint level, GLint layer)` */
  namedFramebufferTextureLayer(framebuffer: number, attachment: number, texture: number, level: number, layer: number): void;
  /** `void glCreateTextures(GLenum target, GLsizei n, GLuint *textures)` */
  createTextures(target: number, n: number): number[];
  /** `void glTextureStorage1D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width)` */
  textureStorage1D(texture: number, levels: number, internalformat: number, width: number): void;
  /** `void glTextureStorage2D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height)` */
  textureStorage2D(texture: number, levels: number, internalformat: number, width: number, height: number): void;
  /** `void glTextureStorage3D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth)` */
  textureStorage3D(texture: number, levels: number, internalformat: number, width: number, height: number, depth: number): void;
  /** `void glTextureStorage2DMultisample(GLuint texture, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)` */
  textureStorage2DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void;
  /** `void glTextureStorage3DMultisample(GLuint texture, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)` */
  textureStorage3DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void;
  /** `void glTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLsizei width, GLenum format, GLenum type, const void *pixels)` */
  textureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void;
  /** `void glTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels)` */
  textureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void;
  /** `void glTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels)` */
  textureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void;
  /** `void glCompressedTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLsizei width, GLenum format, GLsizei imageSize, const void *data)` */
  compressedTextureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void;
  /** `void glCompressedTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data)` */
  compressedTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void;
  /** `void glCompressedTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data)` */
  compressedTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void;
  /** `void glCopyTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLint x, GLint y, GLsizei width)` */
  copyTextureSubImage1D(texture: number, level: number, xoffset: number, x: number, y: number, width: number): void;
  /** `void glCopyTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  copyTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void;
  /** `void glCopyTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  copyTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void;
  /** `void glTextureParameterf(GLuint texture, GLenum pname, GLfloat param)` */
  textureParameterf(texture: number, pname: number, param: number): void;
  /** `void glTextureParameterfv(GLuint texture, GLenum pname, const GLfloat *param)` */
  textureParameterfv(texture: number, pname: number, param: ArrayLike<number>): void;
  /** `void glTextureParameteri(GLuint texture, GLenum pname, GLint param)` */
  textureParameteri(texture: number, pname: number, param: number): void;
  /** `void glTextureParameterIiv(GLuint texture, GLenum pname, const GLint *params)` */
  textureParameterIiv(texture: number, pname: number, params: ArrayLike<number>): void;
  /** `void glTextureParameterIuiv(GLuint texture, GLenum pname, const GLuint *params)` */
  textureParameterIuiv(texture: number, pname: number, params: ArrayLike<number>): void;
  /** `void glTextureParameteriv(GLuint texture, GLenum pname, const GLint *param)` */
  textureParameteriv(texture: number, pname: number, param: ArrayLike<number>): void;
  /** `void glGenerateTextureMipmap(GLuint texture)` */
  generateTextureMipmap(texture: number): void;
  /** `void glBindTextureUnit(GLuint unit, GLuint texture)` */
  bindTextureUnit(unit: number, texture: number): void;
  /** `void glGetTextureImage(GLuint texture, GLint level, GLenum format, GLenum type, GLsizei bufSize, void *pixels)` */
  getTextureImage(texture: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void;
  /** `void glGetCompressedTextureImage(GLuint texture, GLint level, GLsizei bufSize, void *pixels)` */
  getCompressedTextureImage(texture: number, level: number, bufSize: number, pixels: VoidData): void;
  /** `void glGetTextureLevelParameterfv(GLuint texture, GLint level, GLenum pname, GLfloat *params)` */
  getTextureLevelParameterfv(texture: number, level: number, pname: number): number;
  /** `void glGetTextureLevelParameteriv(GLuint texture, GLint level, GLenum pname, GLint *params)` */
  getTextureLevelParameteriv(texture: number, level: number, pname: number): number;
  /** `void glGetTextureParameterfv(GLuint texture, GLenum pname, GLfloat *params)` */
  getTextureParameterfv(texture: number, pname: number): number[];
  /** `void glGetTextureParameterIiv(GLuint texture, GLenum pname, GLint *params)` */
  getTextureParameterIiv(texture: number, pname: number): number[];
  /** `void glGetTextureParameterIuiv(GLuint texture, GLenum pname, GLuint *params)` */
  getTextureParameterIuiv(texture: number, pname: number): number[];
  /** `void glGetTextureParameteriv(GLuint texture, GLenum pname, GLint *params)` */
  getTextureParameteriv(texture: number, pname: number): number[];
  /** `void glGetTextureSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, GLsizei bufSize, void *pixels)` */
  getTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, bufSize: number, pixels: VoidData): void;
  /** `void glGetCompressedTextureSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLsizei bufSize, void *pixels)` */
  getCompressedTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, bufSize: number, pixels: VoidData): void;
  /** `void glCreateFramebuffers(GLsizei n, GLuint *framebuffers)` */
  createFramebuffers(n: number): number[];
  /** `void glNamedFramebufferRenderbuffer(GLuint framebuffer, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer)` */
  namedFramebufferRenderbuffer(framebuffer: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void;
  /** `void glNamedFramebufferParameteri(GLuint framebuffer, GLenum pname, GLint param)` */
  namedFramebufferParameteri(framebuffer: number, pname: number, param: number): void;
  /** `void glInvalidateNamedFramebufferData(GLuint framebuffer, GLsizei numAttachments, const GLenum *attachments)` */
  invalidateNamedFramebufferData(framebuffer: number, attachments: ArrayLike<number>): void;
  /** `void glInvalidateNamedFramebufferSubData(GLuint framebuffer, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height)` */
  invalidateNamedFramebufferSubData(framebuffer: number, attachments: ArrayLike<number>, x: number, y: number, width: number, height: number): void;
  /** `void glClearNamedFramebufferiv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLint *value)` */
  clearNamedFramebufferiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void;
  /** `void glClearNamedFramebufferuiv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLuint *value)` */
  clearNamedFramebufferuiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void;
  /** `void glClearNamedFramebufferfv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLfloat *value)` */
  clearNamedFramebufferfv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void;
  /** `void glClearNamedFramebufferfi(GLuint framebuffer, GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil)` */
  clearNamedFramebufferfi(framebuffer: number, buffer: number, drawbuffer: number, depth: number, stencil: number): void;
  /** `void glBlitNamedFramebuffer(GLuint readFramebuffer, GLuint drawFramebuffer, GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter)` */
  blitNamedFramebuffer(readFramebuffer: number, drawFramebuffer: number, srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void;
  /** `GLenum glCheckNamedFramebufferStatus(GLuint framebuffer, GLenum target)` */
  checkNamedFramebufferStatus(framebuffer: number, target: number): number;
  /** `void glGetNamedFramebufferParameteriv(GLuint framebuffer, GLenum pname, GLint *param)` */
  getNamedFramebufferParameteriv(framebuffer: number, pname: number): number;
  /** `void glGetNamedFramebufferAttachmentParameteriv(GLuint framebuffer, GLenum attachment, GLenum pname, GLint *params)` */
  getNamedFramebufferAttachmentParameteriv(framebuffer: number, attachment: number, pname: number): number;
  /** `void glCreateRenderbuffers(GLsizei n, GLuint *renderbuffers)` */
  createRenderbuffers(n: number): number[];
  /** `void glNamedRenderbufferStorage(GLuint renderbuffer, GLenum internalformat, GLsizei width, GLsizei height)` */
  namedRenderbufferStorage(renderbuffer: number, internalformat: number, width: number, height: number): void;
  /** `void glNamedRenderbufferStorageMultisample(GLuint renderbuffer, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height)` */
  namedRenderbufferStorageMultisample(renderbuffer: number, samples: number, internalformat: number, width: number, height: number): void;
  /** `void glGetNamedRenderbufferParameteriv(GLuint renderbuffer, GLenum pname, GLint *params)` */
  getNamedRenderbufferParameteriv(renderbuffer: number, pname: number): number;
  /** `void glCreateTransformFeedbacks(GLsizei n, GLuint *ids)` */
  createTransformFeedbacks(n: number): number[];
  /** `void glGetTransformFeedbackiv(GLuint xfb, GLenum pname, GLint *param)` */
  getTransformFeedbackiv(xfb: number, pname: number): number;
  /** `void glGetTransformFeedbacki_v(GLuint xfb, GLenum pname, GLuint index, GLint *param)` */
  getTransformFeedbacki_v(xfb: number, pname: number, index: number): number;
  /** `void glGetTransformFeedbacki64_v(GLuint xfb, GLenum pname, GLuint index, GLint64 *param)` */
  getTransformFeedbacki64_v(xfb: number, pname: number, index: number): number;
  /** `void glCreateSamplers(GLsizei n, GLuint *samplers)` */
  createSamplers(n: number): number[];
  /** `void glCreateProgramPipelines(GLsizei n, GLuint *pipelines)` */
  createProgramPipelines(n: number): number[];
  /** `void glCreateQueries(GLenum target, GLsizei n, GLuint *ids)` */
  createQueries(target: number, n: number): number[];
  /** `void glVertexAttrib1d(GLuint index, GLdouble x)` */
  vertexAttrib1d(index: number, x: number): void;
  /** `void glVertexAttrib1dv(GLuint index, const GLdouble *v)` */
  vertexAttrib1dv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib1s(GLuint index, GLshort x)` */
  vertexAttrib1s(index: number, x: number): void;
  /** `void glVertexAttrib1sv(GLuint index, const GLshort *v)` */
  vertexAttrib1sv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib2d(GLuint index, GLdouble x, GLdouble y)` */
  vertexAttrib2d(index: number, x: number, y: number): void;
  /** `void glVertexAttrib2dv(GLuint index, const GLdouble *v)` */
  vertexAttrib2dv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib2s(GLuint index, GLshort x, GLshort y)` */
  vertexAttrib2s(index: number, x: number, y: number): void;
  /** `void glVertexAttrib2sv(GLuint index, const GLshort *v)` */
  vertexAttrib2sv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib3d(GLuint index, GLdouble x, GLdouble y, GLdouble z)` */
  vertexAttrib3d(index: number, x: number, y: number, z: number): void;
  /** `void glVertexAttrib3dv(GLuint index, const GLdouble *v)` */
  vertexAttrib3dv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib3s(GLuint index, GLshort x, GLshort y, GLshort z)` */
  vertexAttrib3s(index: number, x: number, y: number, z: number): void;
  /** `void glVertexAttrib3sv(GLuint index, const GLshort *v)` */
  vertexAttrib3sv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4Nbv(GLuint index, const GLbyte *v)` */
  vertexAttrib4Nbv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4Niv(GLuint index, const GLint *v)` */
  vertexAttrib4Niv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4Nsv(GLuint index, const GLshort *v)` */
  vertexAttrib4Nsv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4Nub(GLuint index, GLubyte x, GLubyte y, GLubyte z, GLubyte w)` */
  vertexAttrib4Nub(index: number, x: number, y: number, z: number, w: number): void;
  /** `void glVertexAttrib4Nubv(GLuint index, const GLubyte *v)` */
  vertexAttrib4Nubv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4Nuiv(GLuint index, const GLuint *v)` */
  vertexAttrib4Nuiv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4Nusv(GLuint index, const GLushort *v)` */
  vertexAttrib4Nusv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4bv(GLuint index, const GLbyte *v)` */
  vertexAttrib4bv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4d(GLuint index, GLdouble x, GLdouble y, GLdouble z, GLdouble w)` */
  vertexAttrib4d(index: number, x: number, y: number, z: number, w: number): void;
  /** `void glVertexAttrib4dv(GLuint index, const GLdouble *v)` */
  vertexAttrib4dv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4iv(GLuint index, const GLint *v)` */
  vertexAttrib4iv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4s(GLuint index, GLshort x, GLshort y, GLshort z, GLshort w)` */
  vertexAttrib4s(index: number, x: number, y: number, z: number, w: number): void;
  /** `void glVertexAttrib4sv(GLuint index, const GLshort *v)` */
  vertexAttrib4sv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4ubv(GLuint index, const GLubyte *v)` */
  vertexAttrib4ubv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4uiv(GLuint index, const GLuint *v)` */
  vertexAttrib4uiv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttrib4usv(GLuint index, const GLushort *v)` */
  vertexAttrib4usv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI1i(GLuint index, GLint x)` */
  vertexAttribI1i(index: number, x: number): void;
  /** `void glVertexAttribI2i(GLuint index, GLint x, GLint y)` */
  vertexAttribI2i(index: number, x: number, y: number): void;
  /** `void glVertexAttribI3i(GLuint index, GLint x, GLint y, GLint z)` */
  vertexAttribI3i(index: number, x: number, y: number, z: number): void;
  /** `void glVertexAttribI1ui(GLuint index, GLuint x)` */
  vertexAttribI1ui(index: number, x: number): void;
  /** `void glVertexAttribI2ui(GLuint index, GLuint x, GLuint y)` */
  vertexAttribI2ui(index: number, x: number, y: number): void;
  /** `void glVertexAttribI3ui(GLuint index, GLuint x, GLuint y, GLuint z)` */
  vertexAttribI3ui(index: number, x: number, y: number, z: number): void;
  /** `void glVertexAttribI1iv(GLuint index, const GLint *v)` */
  vertexAttribI1iv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI2iv(GLuint index, const GLint *v)` */
  vertexAttribI2iv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI3iv(GLuint index, const GLint *v)` */
  vertexAttribI3iv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI1uiv(GLuint index, const GLuint *v)` */
  vertexAttribI1uiv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI2uiv(GLuint index, const GLuint *v)` */
  vertexAttribI2uiv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI3uiv(GLuint index, const GLuint *v)` */
  vertexAttribI3uiv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI4bv(GLuint index, const GLbyte *v)` */
  vertexAttribI4bv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI4sv(GLuint index, const GLshort *v)` */
  vertexAttribI4sv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI4ubv(GLuint index, const GLubyte *v)` */
  vertexAttribI4ubv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribI4usv(GLuint index, const GLushort *v)` */
  vertexAttribI4usv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribP1ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  vertexAttribP1ui(index: number, type: number, normalized: GLboolean, value: number): void;
  /** `void glVertexAttribP1uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  vertexAttribP1uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void;
  /** `void glVertexAttribP2ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  vertexAttribP2ui(index: number, type: number, normalized: GLboolean, value: number): void;
  /** `void glVertexAttribP2uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  vertexAttribP2uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void;
  /** `void glVertexAttribP3ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  vertexAttribP3ui(index: number, type: number, normalized: GLboolean, value: number): void;
  /** `void glVertexAttribP3uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  vertexAttribP3uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void;
  /** `void glVertexAttribP4ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  vertexAttribP4ui(index: number, type: number, normalized: GLboolean, value: number): void;
  /** `void glVertexAttribP4uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  vertexAttribP4uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void;
  /** `void glVertexAttribL2d(GLuint index, GLdouble x, GLdouble y)` */
  vertexAttribL2d(index: number, x: number, y: number): void;
  /** `void glVertexAttribL3d(GLuint index, GLdouble x, GLdouble y, GLdouble z)` */
  vertexAttribL3d(index: number, x: number, y: number, z: number): void;
  /** `void glVertexAttribL1dv(GLuint index, const GLdouble *v)` */
  vertexAttribL1dv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribL2dv(GLuint index, const GLdouble *v)` */
  vertexAttribL2dv(index: number, v: ArrayLike<number>): void;
  /** `void glVertexAttribL3dv(GLuint index, const GLdouble *v)` */
  vertexAttribL3dv(index: number, v: ArrayLike<number>): void;
  /** `void glPointParameterfv(GLenum pname, const GLfloat *params)` */
  pointParameterfv(pname: number, params: ArrayLike<number>): void;
  /** `void glPointParameteriv(GLenum pname, const GLint *params)` */
  pointParameteriv(pname: number, params: ArrayLike<number>): void;
  /** `void glGetActiveSubroutineUniformiv(GLuint program, GLenum shadertype, GLuint index, GLenum pname, GLint *values)` */
  getActiveSubroutineUniformiv(program: number, shadertype: number, index: number, pname: number): number[];
  /** `void glGetActiveSubroutineUniformName(GLuint program, GLenum shadertype, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)` */
  getActiveSubroutineUniformName(program: number, shadertype: number, index: number): string;
  /** `void glGetActiveSubroutineName(GLuint program, GLenum shadertype, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)` */
  getActiveSubroutineName(program: number, shadertype: number, index: number): string;
  /** `void glShaderBinary(GLsizei count, const GLuint *shaders, GLenum binaryFormat, const void *binary, GLsizei length)` */
  shaderBinary(shaders: ArrayLike<number>, binaryFormat: number, binary: VoidData, length: number): void;
  /** `void glGetProgramBinary(GLuint program, GLsizei bufSize, GLsizei *length, GLenum *binaryFormat, void *binary)` */
  getProgramBinary(program: number, bufSize: number): ProgramBinary;
  /** `void glProgramBinary(GLuint program, GLenum binaryFormat, const void *binary, GLsizei length)` */
  programBinary(program: number, binaryFormat: number, binary: VoidData, length: number): void;
  /** `void glGetnUniformdv(GLuint program, GLint location, GLsizei bufSize, GLdouble *params)` */
  getnUniformdv(program: number, location: number, bufSize: number): number[];
}

/**
 * Where C takes (size, data), data alone is accepted too, its byteLength the size (WebGL's
 * `bufferData(target, data, usage)`, `bufferSubData(target, offset, data)`). Part of the GL type; the
 * argument checks (gl-arg-checks.generated.ts) turn it into the full form before a lane sees the call.
 */
export interface GLShortForms {
  bufferData(target: number, data: ArrayBufferView, usage: number): void;
  bufferSubData(target: number, offset: number, data: ArrayBufferView): void;
  bufferStorage(target: number, data: ArrayBufferView, flags: number): void;
  getBufferSubData(target: number, offset: number, data: ArrayBufferView): void;
  compressedTexImage1D(target: number, level: number, internalformat: number, width: number, border: number, data: ArrayBufferView): void;
  compressedTexImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, data: ArrayBufferView): void;
  compressedTexImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, data: ArrayBufferView): void;
  compressedTexSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, data: ArrayBufferView): void;
  compressedTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, data: ArrayBufferView): void;
  compressedTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, data: ArrayBufferView): void;
  getnTexImage(target: number, level: number, format: number, type: number, pixels: ArrayBufferView): void;
  getnCompressedTexImage(target: number, lod: number, pixels: ArrayBufferView): void;
  readnPixels(x: number, y: number, width: number, height: number, format: number, type: number, data: ArrayBufferView): void;
  namedBufferStorage(buffer: number, data: ArrayBufferView, flags: number): void;
  namedBufferData(buffer: number, data: ArrayBufferView, usage: number): void;
  namedBufferSubData(buffer: number, offset: number, data: ArrayBufferView): void;
  getNamedBufferSubData(buffer: number, offset: number, data: ArrayBufferView): void;
  compressedTextureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, data: ArrayBufferView): void;
  compressedTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, data: ArrayBufferView): void;
  compressedTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, data: ArrayBufferView): void;
  getTextureImage(texture: number, level: number, format: number, type: number, pixels: ArrayBufferView): void;
  getCompressedTextureImage(texture: number, level: number, pixels: ArrayBufferView): void;
  getTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: ArrayBufferView): void;
  getCompressedTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, pixels: ArrayBufferView): void;
}

/** Method names of the GL interface, in table order. */
export const GL_METHOD_NAMES = [
  'genBuffers',
  'deleteBuffers',
  'isBuffer',
  'bindBuffer',
  'bindBufferBase',
  'bindBufferRange',
  'bindBuffersBase',
  'bindBuffersRange',
  'bufferData',
  'bufferSubData',
  'bufferStorage',
  'mapBufferRange',
  'mapBuffer',
  'unmapBuffer',
  'flushMappedBufferRange',
  'copyBufferSubData',
  'clearBufferData',
  'clearBufferSubData',
  'getBufferSubData',
  'getBufferParameteriv',
  'getBufferParameteri64v',
  'getBufferPointerv',
  'invalidateBufferData',
  'invalidateBufferSubData',
  'genVertexArrays',
  'deleteVertexArrays',
  'isVertexArray',
  'bindVertexArray',
  'vertexAttribPointer',
  'vertexAttribIPointer',
  'vertexAttribLPointer',
  'enableVertexAttribArray',
  'disableVertexAttribArray',
  'vertexAttribDivisor',
  'vertexAttribFormat',
  'vertexAttribIFormat',
  'vertexAttribLFormat',
  'vertexAttribBinding',
  'bindVertexBuffer',
  'bindVertexBuffers',
  'vertexBindingDivisor',
  'vertexAttrib1f',
  'vertexAttrib2f',
  'vertexAttrib3f',
  'vertexAttrib4f',
  'vertexAttrib1fv',
  'vertexAttrib2fv',
  'vertexAttrib3fv',
  'vertexAttrib4fv',
  'vertexAttribI4i',
  'vertexAttribI4ui',
  'vertexAttribI4iv',
  'vertexAttribI4uiv',
  'vertexAttribL1d',
  'vertexAttribL4d',
  'vertexAttribL4dv',
  'getVertexAttribiv',
  'getVertexAttribfv',
  'getVertexAttribIiv',
  'getVertexAttribIuiv',
  'getVertexAttribdv',
  'getVertexAttribLdv',
  'getVertexAttribPointerv',
  'genTextures',
  'deleteTextures',
  'isTexture',
  'bindTexture',
  'bindTextures',
  'activeTexture',
  'texImage1D',
  'texImage2D',
  'texImage3D',
  'texImage2DMultisample',
  'texImage3DMultisample',
  'texStorage1D',
  'texStorage2D',
  'texStorage3D',
  'texStorage2DMultisample',
  'texStorage3DMultisample',
  'texSubImage1D',
  'texSubImage2D',
  'texSubImage3D',
  'compressedTexImage1D',
  'compressedTexImage2D',
  'compressedTexImage3D',
  'compressedTexSubImage1D',
  'compressedTexSubImage2D',
  'compressedTexSubImage3D',
  'copyTexImage1D',
  'copyTexImage2D',
  'copyTexSubImage1D',
  'copyTexSubImage2D',
  'copyTexSubImage3D',
  'textureView',
  'generateMipmap',
  'texParameteri',
  'texParameterf',
  'texParameteriv',
  'texParameterfv',
  'texParameterIiv',
  'texParameterIuiv',
  'getTexParameteriv',
  'getTexParameterfv',
  'getTexParameterIiv',
  'getTexParameterIuiv',
  'getTexImage',
  'getnTexImage',
  'getCompressedTexImage',
  'getnCompressedTexImage',
  'getTexLevelParameteriv',
  'getTexLevelParameterfv',
  'texBuffer',
  'texBufferRange',
  'invalidateTexImage',
  'invalidateTexSubImage',
  'clearTexImage',
  'clearTexSubImage',
  'bindImageTexture',
  'bindImageTextures',
  'getInternalformativ',
  'getInternalformati64v',
  'copyImageSubData',
  'textureBarrier',
  'genSamplers',
  'deleteSamplers',
  'isSampler',
  'bindSampler',
  'bindSamplers',
  'samplerParameteri',
  'samplerParameterf',
  'samplerParameteriv',
  'samplerParameterfv',
  'samplerParameterIiv',
  'samplerParameterIuiv',
  'getSamplerParameteriv',
  'getSamplerParameterfv',
  'getSamplerParameterIiv',
  'getSamplerParameterIuiv',
  'genFramebuffers',
  'deleteFramebuffers',
  'isFramebuffer',
  'bindFramebuffer',
  'framebufferTexture',
  'framebufferTexture1D',
  'framebufferTexture2D',
  'framebufferTexture3D',
  'framebufferTextureLayer',
  'framebufferRenderbuffer',
  'framebufferParameteri',
  'getFramebufferParameteriv',
  'getFramebufferAttachmentParameteriv',
  'checkFramebufferStatus',
  'drawBuffers',
  'drawBuffer',
  'readBuffer',
  'invalidateFramebuffer',
  'invalidateSubFramebuffer',
  'blitFramebuffer',
  'genRenderbuffers',
  'deleteRenderbuffers',
  'isRenderbuffer',
  'bindRenderbuffer',
  'renderbufferStorage',
  'renderbufferStorageMultisample',
  'getRenderbufferParameteriv',
  'createShader',
  'deleteShader',
  'isShader',
  'shaderSource',
  'compileShader',
  'getShaderiv',
  'getShaderInfoLog',
  'getShaderSource',
  'releaseShaderCompiler',
  'getShaderPrecisionFormat',
  'specializeShader',
  'createProgram',
  'deleteProgram',
  'isProgram',
  'attachShader',
  'detachShader',
  'linkProgram',
  'validateProgram',
  'useProgram',
  'getProgramiv',
  'getProgramInfoLog',
  'getAttachedShaders',
  'programParameteri',
  'bindAttribLocation',
  'getAttribLocation',
  'getActiveAttrib',
  'getUniformLocation',
  'getActiveUniform',
  'getActiveUniformsiv',
  'getActiveUniformName',
  'getUniformIndices',
  'getUniformBlockIndex',
  'getActiveUniformBlockiv',
  'getActiveUniformBlockName',
  'uniformBlockBinding',
  'shaderStorageBlockBinding',
  'getFragDataLocation',
  'bindFragDataLocation',
  'bindFragDataLocationIndexed',
  'getFragDataIndex',
  'getProgramInterfaceiv',
  'getProgramResourceIndex',
  'getProgramResourceName',
  'getProgramResourceiv',
  'getProgramResourceLocation',
  'getProgramResourceLocationIndex',
  'getSubroutineUniformLocation',
  'getSubroutineIndex',
  'uniformSubroutinesuiv',
  'getUniformSubroutineuiv',
  'getProgramStageiv',
  'createShaderProgramv',
  'genProgramPipelines',
  'deleteProgramPipelines',
  'isProgramPipeline',
  'bindProgramPipeline',
  'useProgramStages',
  'activeShaderProgram',
  'validateProgramPipeline',
  'getProgramPipelineiv',
  'getProgramPipelineInfoLog',
  'getUniformfv',
  'getUniformiv',
  'getUniformuiv',
  'getUniformdv',
  'getnUniformfv',
  'getnUniformiv',
  'getnUniformuiv',
  'uniform1f',
  'uniform2f',
  'uniform3f',
  'uniform4f',
  'uniform1i',
  'uniform2i',
  'uniform3i',
  'uniform4i',
  'uniform1ui',
  'uniform2ui',
  'uniform3ui',
  'uniform4ui',
  'uniform1fv',
  'uniform2fv',
  'uniform3fv',
  'uniform4fv',
  'uniform1iv',
  'uniform2iv',
  'uniform3iv',
  'uniform4iv',
  'uniform1uiv',
  'uniform2uiv',
  'uniform3uiv',
  'uniform4uiv',
  'uniform1d',
  'uniform2d',
  'uniform3d',
  'uniform4d',
  'uniform1dv',
  'uniform2dv',
  'uniform3dv',
  'uniform4dv',
  'uniformMatrix2fv',
  'uniformMatrix3fv',
  'uniformMatrix4fv',
  'uniformMatrix2x3fv',
  'uniformMatrix3x2fv',
  'uniformMatrix2x4fv',
  'uniformMatrix4x2fv',
  'uniformMatrix3x4fv',
  'uniformMatrix4x3fv',
  'uniformMatrix2dv',
  'uniformMatrix3dv',
  'uniformMatrix4dv',
  'uniformMatrix2x3dv',
  'uniformMatrix3x2dv',
  'uniformMatrix2x4dv',
  'uniformMatrix4x2dv',
  'uniformMatrix3x4dv',
  'uniformMatrix4x3dv',
  'programUniform1f',
  'programUniform2f',
  'programUniform3f',
  'programUniform4f',
  'programUniform1i',
  'programUniform2i',
  'programUniform3i',
  'programUniform4i',
  'programUniform1ui',
  'programUniform2ui',
  'programUniform3ui',
  'programUniform4ui',
  'programUniform1fv',
  'programUniform2fv',
  'programUniform3fv',
  'programUniform4fv',
  'programUniform1iv',
  'programUniform2iv',
  'programUniform3iv',
  'programUniform4iv',
  'programUniform1uiv',
  'programUniform2uiv',
  'programUniform3uiv',
  'programUniform4uiv',
  'programUniform1d',
  'programUniform2d',
  'programUniform3d',
  'programUniform4d',
  'programUniform1dv',
  'programUniform2dv',
  'programUniform3dv',
  'programUniform4dv',
  'programUniformMatrix2fv',
  'programUniformMatrix3fv',
  'programUniformMatrix4fv',
  'programUniformMatrix2x3fv',
  'programUniformMatrix3x2fv',
  'programUniformMatrix2x4fv',
  'programUniformMatrix4x2fv',
  'programUniformMatrix3x4fv',
  'programUniformMatrix4x3fv',
  'programUniformMatrix2dv',
  'programUniformMatrix3dv',
  'programUniformMatrix4dv',
  'programUniformMatrix2x3dv',
  'programUniformMatrix3x2dv',
  'programUniformMatrix2x4dv',
  'programUniformMatrix4x2dv',
  'programUniformMatrix3x4dv',
  'programUniformMatrix4x3dv',
  'drawArrays',
  'drawElements',
  'drawRangeElements',
  'drawArraysInstanced',
  'drawElementsInstanced',
  'drawElementsBaseVertex',
  'drawRangeElementsBaseVertex',
  'drawElementsInstancedBaseVertex',
  'drawArraysInstancedBaseInstance',
  'drawElementsInstancedBaseInstance',
  'drawElementsInstancedBaseVertexBaseInstance',
  'drawArraysIndirect',
  'drawElementsIndirect',
  'multiDrawArrays',
  'multiDrawElements',
  'multiDrawElementsBaseVertex',
  'multiDrawArraysIndirect',
  'multiDrawElementsIndirect',
  'multiDrawArraysIndirectCount',
  'multiDrawElementsIndirectCount',
  'drawTransformFeedback',
  'drawTransformFeedbackInstanced',
  'drawTransformFeedbackStream',
  'drawTransformFeedbackStreamInstanced',
  'primitiveRestartIndex',
  'provokingVertex',
  'genTransformFeedbacks',
  'deleteTransformFeedbacks',
  'isTransformFeedback',
  'bindTransformFeedback',
  'beginTransformFeedback',
  'endTransformFeedback',
  'pauseTransformFeedback',
  'resumeTransformFeedback',
  'transformFeedbackVaryings',
  'getTransformFeedbackVarying',
  'genQueries',
  'deleteQueries',
  'isQuery',
  'beginQuery',
  'endQuery',
  'beginQueryIndexed',
  'endQueryIndexed',
  'queryCounter',
  'getQueryiv',
  'getQueryIndexediv',
  'getQueryObjectiv',
  'getQueryObjectuiv',
  'getQueryObjecti64v',
  'getQueryObjectui64v',
  'beginConditionalRender',
  'endConditionalRender',
  'fenceSync',
  'clientWaitSync',
  'waitSync',
  'deleteSync',
  'isSync',
  'getSynciv',
  'dispatchCompute',
  'dispatchComputeIndirect',
  'memoryBarrier',
  'memoryBarrierByRegion',
  'clear',
  'clearBufferiv',
  'clearBufferuiv',
  'clearBufferfv',
  'clearBufferfi',
  'clearColor',
  'clearDepthf',
  'clearDepth',
  'clearStencil',
  'enable',
  'disable',
  'isEnabled',
  'enablei',
  'disablei',
  'isEnabledi',
  'blendFunc',
  'blendFuncSeparate',
  'blendFunci',
  'blendFuncSeparatei',
  'blendEquation',
  'blendEquationSeparate',
  'blendEquationi',
  'blendEquationSeparatei',
  'blendColor',
  'colorMask',
  'colorMaski',
  'depthFunc',
  'depthMask',
  'depthRangef',
  'depthRange',
  'depthRangeArrayv',
  'depthRangeIndexed',
  'stencilFunc',
  'stencilFuncSeparate',
  'stencilOp',
  'stencilOpSeparate',
  'stencilMask',
  'stencilMaskSeparate',
  'cullFace',
  'frontFace',
  'polygonMode',
  'polygonOffset',
  'polygonOffsetClamp',
  'pointSize',
  'pointParameteri',
  'pointParameterf',
  'lineWidth',
  'hint',
  'pixelStorei',
  'pixelStoref',
  'viewport',
  'viewportIndexedf',
  'viewportIndexedfv',
  'viewportArrayv',
  'scissor',
  'scissorIndexed',
  'scissorIndexedv',
  'scissorArrayv',
  'patchParameteri',
  'patchParameterfv',
  'sampleCoverage',
  'sampleMaski',
  'minSampleShading',
  'logicOp',
  'clampColor',
  'getMultisamplefv',
  'clipControl',
  'readPixels',
  'readnPixels',
  'getIntegerv',
  'getFloatv',
  'getBooleanv',
  'getInteger64v',
  'getDoublev',
  'getIntegeri_v',
  'getInteger64i_v',
  'getBooleani_v',
  'getFloati_v',
  'getDoublei_v',
  'getString',
  'getStringi',
  'getError',
  'getGraphicsResetStatus',
  'getPointerv',
  'flush',
  'finish',
  'debugMessageCallback',
  'debugMessageControl',
  'debugMessageInsert',
  'getDebugMessageLog',
  'pushDebugGroup',
  'popDebugGroup',
  'objectLabel',
  'getObjectLabel',
  'objectPtrLabel',
  'getObjectPtrLabel',
  'getActiveAtomicCounterBufferiv',
  'transformFeedbackBufferBase',
  'transformFeedbackBufferRange',
  'createBuffers',
  'namedBufferStorage',
  'namedBufferData',
  'namedBufferSubData',
  'copyNamedBufferSubData',
  'clearNamedBufferData',
  'clearNamedBufferSubData',
  'mapNamedBuffer',
  'mapNamedBufferRange',
  'unmapNamedBuffer',
  'flushMappedNamedBufferRange',
  'getNamedBufferParameteriv',
  'getNamedBufferParameteri64v',
  'getNamedBufferPointerv',
  'getNamedBufferSubData',
  'namedFramebufferDrawBuffer',
  'namedFramebufferDrawBuffers',
  'namedFramebufferReadBuffer',
  'textureBuffer',
  'textureBufferRange',
  'vertexArrayElementBuffer',
  'vertexArrayVertexBuffer',
  'vertexArrayVertexBuffers',
  'getQueryBufferObjecti64v',
  'getQueryBufferObjectiv',
  'getQueryBufferObjectui64v',
  'getQueryBufferObjectuiv',
  'createVertexArrays',
  'disableVertexArrayAttrib',
  'enableVertexArrayAttrib',
  'vertexArrayAttribBinding',
  'vertexArrayAttribFormat',
  'vertexArrayAttribIFormat',
  'vertexArrayAttribLFormat',
  'vertexArrayBindingDivisor',
  'getVertexArrayiv',
  'getVertexArrayIndexediv',
  'getVertexArrayIndexed64iv',
  'namedFramebufferTexture',
  'namedFramebufferTextureLayer',
  'createTextures',
  'textureStorage1D',
  'textureStorage2D',
  'textureStorage3D',
  'textureStorage2DMultisample',
  'textureStorage3DMultisample',
  'textureSubImage1D',
  'textureSubImage2D',
  'textureSubImage3D',
  'compressedTextureSubImage1D',
  'compressedTextureSubImage2D',
  'compressedTextureSubImage3D',
  'copyTextureSubImage1D',
  'copyTextureSubImage2D',
  'copyTextureSubImage3D',
  'textureParameterf',
  'textureParameterfv',
  'textureParameteri',
  'textureParameterIiv',
  'textureParameterIuiv',
  'textureParameteriv',
  'generateTextureMipmap',
  'bindTextureUnit',
  'getTextureImage',
  'getCompressedTextureImage',
  'getTextureLevelParameterfv',
  'getTextureLevelParameteriv',
  'getTextureParameterfv',
  'getTextureParameterIiv',
  'getTextureParameterIuiv',
  'getTextureParameteriv',
  'getTextureSubImage',
  'getCompressedTextureSubImage',
  'createFramebuffers',
  'namedFramebufferRenderbuffer',
  'namedFramebufferParameteri',
  'invalidateNamedFramebufferData',
  'invalidateNamedFramebufferSubData',
  'clearNamedFramebufferiv',
  'clearNamedFramebufferuiv',
  'clearNamedFramebufferfv',
  'clearNamedFramebufferfi',
  'blitNamedFramebuffer',
  'checkNamedFramebufferStatus',
  'getNamedFramebufferParameteriv',
  'getNamedFramebufferAttachmentParameteriv',
  'createRenderbuffers',
  'namedRenderbufferStorage',
  'namedRenderbufferStorageMultisample',
  'getNamedRenderbufferParameteriv',
  'createTransformFeedbacks',
  'getTransformFeedbackiv',
  'getTransformFeedbacki_v',
  'getTransformFeedbacki64_v',
  'createSamplers',
  'createProgramPipelines',
  'createQueries',
  'vertexAttrib1d',
  'vertexAttrib1dv',
  'vertexAttrib1s',
  'vertexAttrib1sv',
  'vertexAttrib2d',
  'vertexAttrib2dv',
  'vertexAttrib2s',
  'vertexAttrib2sv',
  'vertexAttrib3d',
  'vertexAttrib3dv',
  'vertexAttrib3s',
  'vertexAttrib3sv',
  'vertexAttrib4Nbv',
  'vertexAttrib4Niv',
  'vertexAttrib4Nsv',
  'vertexAttrib4Nub',
  'vertexAttrib4Nubv',
  'vertexAttrib4Nuiv',
  'vertexAttrib4Nusv',
  'vertexAttrib4bv',
  'vertexAttrib4d',
  'vertexAttrib4dv',
  'vertexAttrib4iv',
  'vertexAttrib4s',
  'vertexAttrib4sv',
  'vertexAttrib4ubv',
  'vertexAttrib4uiv',
  'vertexAttrib4usv',
  'vertexAttribI1i',
  'vertexAttribI2i',
  'vertexAttribI3i',
  'vertexAttribI1ui',
  'vertexAttribI2ui',
  'vertexAttribI3ui',
  'vertexAttribI1iv',
  'vertexAttribI2iv',
  'vertexAttribI3iv',
  'vertexAttribI1uiv',
  'vertexAttribI2uiv',
  'vertexAttribI3uiv',
  'vertexAttribI4bv',
  'vertexAttribI4sv',
  'vertexAttribI4ubv',
  'vertexAttribI4usv',
  'vertexAttribP1ui',
  'vertexAttribP1uiv',
  'vertexAttribP2ui',
  'vertexAttribP2uiv',
  'vertexAttribP3ui',
  'vertexAttribP3uiv',
  'vertexAttribP4ui',
  'vertexAttribP4uiv',
  'vertexAttribL2d',
  'vertexAttribL3d',
  'vertexAttribL1dv',
  'vertexAttribL2dv',
  'vertexAttribL3dv',
  'pointParameterfv',
  'pointParameteriv',
  'getActiveSubroutineUniformiv',
  'getActiveSubroutineUniformName',
  'getActiveSubroutineName',
  'shaderBinary',
  'getProgramBinary',
  'programBinary',
  'getnUniformdv',
] as const;
