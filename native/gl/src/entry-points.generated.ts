// GENERATED FILE - DO NOT EDIT.
// Generator: tools/gl-codegen/src/generate.ts (npx nx run gl-codegen:gen)
// Inputs: tools/gl-codegen/table/gl-functions.txt
//
// Marshalling rules (the native wrappers enforce them; a bad argument throws TypeError/RangeError naming
// the function and parameter, never crashes the process):
// - GLenum/GLint/GLuint/GLsizei/GLbitfield/GLboolean parameters are JS numbers (GLboolean also takes a
//   boolean); GLfloat/GLdouble are numbers; GLintptr/GLsizeiptr/GLint64/GLuint64 are numbers or BigInts
//   (GL.TIMEOUT_IGNORED is a BigInt).
// - `const void*` / `void*` data parameters (VoidData) take an ArrayBufferView or ArrayBuffer (zero-copy:
//   the driver sees a pointer to its bytes), a number (an offset into the bound buffer object, cast to a
//   pointer) or null. Where the table knows the byte count (BufferData size, ReadPixels from the pack state,
//   TexImage from the unpack state, ...) a view that is too short throws RangeError. ReadPixels/TexImage
//   given an offset while no pack/unpack buffer is bound throw instead of letting the driver dereference it.
//   Note: in the compatibility profile, number offsets to draw calls/attrib pointers with no buffer bound are
//   dereferenced as client pointers by the driver (that is GL's contract, not checked here).
// - Typed pointers (`GLuint*`, `const GLfloat*`, ...) take a typed array of exactly the matching element type
//   (GLint/GLsizei: Int32Array, GLuint/GLenum: Uint32Array, GLfloat: Float32Array, GLdouble: Float64Array,
//   GLboolean/GLubyte/GLchar buffers: Uint8Array, GLint64/GLintptr/GLsizeiptr: BigInt64Array, GLuint64 and
//   `void**`: BigUint64Array), zero-copy, with a length check against the table's annotation (GenBuffers(n,
//   buffers) needs buffers.length >= n; without an annotation at least one element). null is accepted only
//   where the parameter is marked nullable or the required length is 0. Outputs whose length the registry
//   leaves to pname (GetIntegerv, GetTexParameteriv, ...) are written through a native scratch block and
//   copied back up to the array's length, so a short array truncates instead of overflowing.
// - `const GLchar*` is a JS string; `const GLchar* const*` (ShaderSource, TransformFeedbackVaryings) is an
//   array of strings; `const void* const*` (MultiDrawElements indices) is an array of offsets/views.
// - Returns: numbers; GetString/GetStringi return a string (or null); GLsync is a number (the pointer value,
//   pass it back unchanged). MapBufferRange/MapBuffer return an ArrayBuffer over the mapped memory, sized by
//   the length argument (MapBuffer: BUFFER_SIZE), or null on failure. It is valid until UnmapBuffer, which
//   detaches it (as does DeleteBuffers of the buffer and destroying the context), so a stale view reads as
//   length 0 instead of touching unmapped memory.
// - glDebugMessageCallback(callback, userParam): callback true installs the native collector (drain it with
//   takeDebugMessages()), null/false removes it; userParam is ignored (messages carry the context id).
// - Every call needs a current context whose API is in the function's mask (ENTRY_POINT_APIS); otherwise it
//   throws Error naming the function. Pointers come from eglGetProcAddress, resolved once and cached.

/** Client data argument: zero-copy view, buffer offset, or null. */
export type VoidData = ArrayBufferView | ArrayBuffer | number | null;

/** API mask bits of ENTRY_POINT_APIS. */
export const API_GLES = 1;
export const API_GL = 2;

/** The 663 GL functions of table/gl-functions.txt, under their C names. */
export interface GLEntryPoints {
  /** es32, gl45: `void glGenBuffers(GLsizei n, GLuint *buffers)` */
  glGenBuffers(n: number, buffers: Uint32Array): void;
  /** es32, gl45: `void glDeleteBuffers(GLsizei n, const GLuint *buffers)` */
  glDeleteBuffers(n: number, buffers: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsBuffer(GLuint buffer)` */
  glIsBuffer(buffer: number): number;
  /** es32, gl45: `void glBindBuffer(GLenum target, GLuint buffer)` */
  glBindBuffer(target: number, buffer: number): void;
  /** es32, gl45: `void glBindBufferBase(GLenum target, GLuint index, GLuint buffer)` */
  glBindBufferBase(target: number, index: number, buffer: number): void;
  /** es32, gl45: `void glBindBufferRange(GLenum target, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  glBindBufferRange(target: number, index: number, buffer: number, offset: number | bigint, size: number | bigint): void;
  /** gl45: `void glBindBuffersBase(GLenum target, GLuint first, GLsizei count, const GLuint *buffers)` */
  glBindBuffersBase(target: number, first: number, count: number, buffers: Uint32Array): void;
  /** gl45: `void glBindBuffersRange(GLenum target, GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizeiptr *sizes)` */
  glBindBuffersRange(target: number, first: number, count: number, buffers: Uint32Array, offsets: BigInt64Array, sizes: BigInt64Array): void;
  /** es32, gl45: `void glBufferData(GLenum target, GLsizeiptr size, const void *data, GLenum usage)` */
  glBufferData(target: number, size: number | bigint, data: VoidData, usage: number): void;
  /** es32, gl45: `void glBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, const void *data)` */
  glBufferSubData(target: number, offset: number | bigint, size: number | bigint, data: VoidData): void;
  /** gl45: `void glBufferStorage(GLenum target, GLsizeiptr size, const void *data, GLbitfield flags)` */
  glBufferStorage(target: number, size: number | bigint, data: VoidData, flags: number): void;
  /** es32, gl45: `void *glMapBufferRange(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access)` */
  glMapBufferRange(target: number, offset: number | bigint, length: number | bigint, access: number): ArrayBuffer | null;
  /** gl45: `void *glMapBuffer(GLenum target, GLenum access)` */
  glMapBuffer(target: number, access: number): ArrayBuffer | null;
  /** es32, gl45: `GLboolean glUnmapBuffer(GLenum target)` */
  glUnmapBuffer(target: number): number;
  /** es32, gl45: `void glFlushMappedBufferRange(GLenum target, GLintptr offset, GLsizeiptr length)` */
  glFlushMappedBufferRange(target: number, offset: number | bigint, length: number | bigint): void;
  /** es32, gl45: `void glCopyBufferSubData(GLenum readTarget, GLenum writeTarget, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size)` */
  glCopyBufferSubData(readTarget: number, writeTarget: number, readOffset: number | bigint, writeOffset: number | bigint, size: number | bigint): void;
  /** gl45: `void glClearBufferData(GLenum target, GLenum internalformat, GLenum format, GLenum type, const void *data)` */
  glClearBufferData(target: number, internalformat: number, format: number, type: number, data: VoidData): void;
  /** gl45: `void glClearBufferSubData(GLenum target, GLenum internalformat, GLintptr offset, GLsizeiptr size, GLenum format, GLenum type, const void *data)` */
  glClearBufferSubData(target: number, internalformat: number, offset: number | bigint, size: number | bigint, format: number, type: number, data: VoidData): void;
  /** gl45: `void glGetBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, void *data)` */
  glGetBufferSubData(target: number, offset: number | bigint, size: number | bigint, data: VoidData): void;
  /** es32, gl45: `void glGetBufferParameteriv(GLenum target, GLenum pname, GLint *params)` */
  glGetBufferParameteriv(target: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetBufferParameteri64v(GLenum target, GLenum pname, GLint64 *params)` */
  glGetBufferParameteri64v(target: number, pname: number, params: BigInt64Array): void;
  /** es32, gl45: `void glGetBufferPointerv(GLenum target, GLenum pname, void **params)` */
  glGetBufferPointerv(target: number, pname: number, params: BigUint64Array): void;
  /** gl45: `void glInvalidateBufferData(GLuint buffer)` */
  glInvalidateBufferData(buffer: number): void;
  /** gl45: `void glInvalidateBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr length)` */
  glInvalidateBufferSubData(buffer: number, offset: number | bigint, length: number | bigint): void;
  /** es32, gl45: `void glGenVertexArrays(GLsizei n, GLuint *arrays)` */
  glGenVertexArrays(n: number, arrays: Uint32Array): void;
  /** es32, gl45: `void glDeleteVertexArrays(GLsizei n, const GLuint *arrays)` */
  glDeleteVertexArrays(n: number, arrays: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsVertexArray(GLuint array)` */
  glIsVertexArray(array: number): number;
  /** es32, gl45: `void glBindVertexArray(GLuint array)` */
  glBindVertexArray(array: number): void;
  /** es32, gl45: `void glVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void *pointer)` */
  glVertexAttribPointer(index: number, size: number, type: number, normalized: number | boolean, stride: number, pointer: VoidData): void;
  /** es32, gl45: `void glVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer)` */
  glVertexAttribIPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void;
  /** gl45: `void glVertexAttribLPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer)` */
  glVertexAttribLPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void;
  /** es32, gl45: `void glEnableVertexAttribArray(GLuint index)` */
  glEnableVertexAttribArray(index: number): void;
  /** es32, gl45: `void glDisableVertexAttribArray(GLuint index)` */
  glDisableVertexAttribArray(index: number): void;
  /** es32, gl45: `void glVertexAttribDivisor(GLuint index, GLuint divisor)` */
  glVertexAttribDivisor(index: number, divisor: number): void;
  /** es32, gl45: `void glVertexAttribFormat(GLuint attribindex, GLint size, GLenum type, GLboolean normalized, GLuint relativeoffset)` */
  glVertexAttribFormat(attribindex: number, size: number, type: number, normalized: number | boolean, relativeoffset: number): void;
  /** es32, gl45: `void glVertexAttribIFormat(GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  glVertexAttribIFormat(attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** gl45: `void glVertexAttribLFormat(GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  glVertexAttribLFormat(attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** es32, gl45: `void glVertexAttribBinding(GLuint attribindex, GLuint bindingindex)` */
  glVertexAttribBinding(attribindex: number, bindingindex: number): void;
  /** es32, gl45: `void glBindVertexBuffer(GLuint bindingindex, GLuint buffer, GLintptr offset, GLsizei stride)` */
  glBindVertexBuffer(bindingindex: number, buffer: number, offset: number | bigint, stride: number): void;
  /** gl45: `void glBindVertexBuffers(GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizei *strides)` */
  glBindVertexBuffers(first: number, count: number, buffers: Uint32Array, offsets: BigInt64Array, strides: Int32Array): void;
  /** es32, gl45: `void glVertexBindingDivisor(GLuint bindingindex, GLuint divisor)` */
  glVertexBindingDivisor(bindingindex: number, divisor: number): void;
  /** es32, gl45: `void glVertexAttrib1f(GLuint index, GLfloat x)` */
  glVertexAttrib1f(index: number, x: number): void;
  /** es32, gl45: `void glVertexAttrib2f(GLuint index, GLfloat x, GLfloat y)` */
  glVertexAttrib2f(index: number, x: number, y: number): void;
  /** es32, gl45: `void glVertexAttrib3f(GLuint index, GLfloat x, GLfloat y, GLfloat z)` */
  glVertexAttrib3f(index: number, x: number, y: number, z: number): void;
  /** es32, gl45: `void glVertexAttrib4f(GLuint index, GLfloat x, GLfloat y, GLfloat z, GLfloat w)` */
  glVertexAttrib4f(index: number, x: number, y: number, z: number, w: number): void;
  /** es32, gl45: `void glVertexAttrib1fv(GLuint index, const GLfloat *v)` */
  glVertexAttrib1fv(index: number, v: Float32Array): void;
  /** es32, gl45: `void glVertexAttrib2fv(GLuint index, const GLfloat *v)` */
  glVertexAttrib2fv(index: number, v: Float32Array): void;
  /** es32, gl45: `void glVertexAttrib3fv(GLuint index, const GLfloat *v)` */
  glVertexAttrib3fv(index: number, v: Float32Array): void;
  /** es32, gl45: `void glVertexAttrib4fv(GLuint index, const GLfloat *v)` */
  glVertexAttrib4fv(index: number, v: Float32Array): void;
  /** es32, gl45: `void glVertexAttribI4i(GLuint index, GLint x, GLint y, GLint z, GLint w)` */
  glVertexAttribI4i(index: number, x: number, y: number, z: number, w: number): void;
  /** es32, gl45: `void glVertexAttribI4ui(GLuint index, GLuint x, GLuint y, GLuint z, GLuint w)` */
  glVertexAttribI4ui(index: number, x: number, y: number, z: number, w: number): void;
  /** es32, gl45: `void glVertexAttribI4iv(GLuint index, const GLint *v)` */
  glVertexAttribI4iv(index: number, v: Int32Array): void;
  /** es32, gl45: `void glVertexAttribI4uiv(GLuint index, const GLuint *v)` */
  glVertexAttribI4uiv(index: number, v: Uint32Array): void;
  /** gl45: `void glVertexAttribL1d(GLuint index, GLdouble x)` */
  glVertexAttribL1d(index: number, x: number): void;
  /** gl45: `void glVertexAttribL4d(GLuint index, GLdouble x, GLdouble y, GLdouble z, GLdouble w)` */
  glVertexAttribL4d(index: number, x: number, y: number, z: number, w: number): void;
  /** gl45: `void glVertexAttribL4dv(GLuint index, const GLdouble *v)` */
  glVertexAttribL4dv(index: number, v: Float64Array): void;
  /** es32, gl45: `void glGetVertexAttribiv(GLuint index, GLenum pname, GLint *params)` */
  glGetVertexAttribiv(index: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetVertexAttribfv(GLuint index, GLenum pname, GLfloat *params)` */
  glGetVertexAttribfv(index: number, pname: number, params: Float32Array): void;
  /** es32, gl45: `void glGetVertexAttribIiv(GLuint index, GLenum pname, GLint *params)` */
  glGetVertexAttribIiv(index: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetVertexAttribIuiv(GLuint index, GLenum pname, GLuint *params)` */
  glGetVertexAttribIuiv(index: number, pname: number, params: Uint32Array): void;
  /** gl45: `void glGetVertexAttribdv(GLuint index, GLenum pname, GLdouble *params)` */
  glGetVertexAttribdv(index: number, pname: number, params: Float64Array): void;
  /** gl45: `void glGetVertexAttribLdv(GLuint index, GLenum pname, GLdouble *params)` */
  glGetVertexAttribLdv(index: number, pname: number, params: Float64Array): void;
  /** es32, gl45: `void glGetVertexAttribPointerv(GLuint index, GLenum pname, void **pointer)` */
  glGetVertexAttribPointerv(index: number, pname: number, pointer: BigUint64Array): void;
  /** es32, gl45: `void glGenTextures(GLsizei n, GLuint *textures)` */
  glGenTextures(n: number, textures: Uint32Array): void;
  /** es32, gl45: `void glDeleteTextures(GLsizei n, const GLuint *textures)` */
  glDeleteTextures(n: number, textures: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsTexture(GLuint texture)` */
  glIsTexture(texture: number): number;
  /** es32, gl45: `void glBindTexture(GLenum target, GLuint texture)` */
  glBindTexture(target: number, texture: number): void;
  /** gl45: `void glBindTextures(GLuint first, GLsizei count, const GLuint *textures)` */
  glBindTextures(first: number, count: number, textures: Uint32Array): void;
  /** es32, gl45: `void glActiveTexture(GLenum texture)` */
  glActiveTexture(texture: number): void;
  /** gl45: `void glTexImage1D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLint border, GLenum format, GLenum type, const void *pixels)` */
  glTexImage1D(target: number, level: number, internalformat: number, width: number, border: number, format: number, type: number, pixels: VoidData): void;
  /** es32, gl45: `void glTexImage2D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLint border, GLenum format, GLenum type, const void *pixels)` */
  glTexImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, format: number, type: number, pixels: VoidData): void;
  /** es32, gl45: `void glTexImage3D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLenum format, GLenum type, const void *pixels)` */
  glTexImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, format: number, type: number, pixels: VoidData): void;
  /** gl45: `void glTexImage2DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)` */
  glTexImage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: number | boolean): void;
  /** gl45: `void glTexImage3DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)` */
  glTexImage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: number | boolean): void;
  /** gl45: `void glTexStorage1D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width)` */
  glTexStorage1D(target: number, levels: number, internalformat: number, width: number): void;
  /** es32, gl45: `void glTexStorage2D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height)` */
  glTexStorage2D(target: number, levels: number, internalformat: number, width: number, height: number): void;
  /** es32, gl45: `void glTexStorage3D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth)` */
  glTexStorage3D(target: number, levels: number, internalformat: number, width: number, height: number, depth: number): void;
  /** es32, gl45: `void glTexStorage2DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)` */
  glTexStorage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: number | boolean): void;
  /** es32, gl45: `void glTexStorage3DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)` */
  glTexStorage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: number | boolean): void;
  /** gl45: `void glTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLsizei width, GLenum format, GLenum type, const void *pixels)` */
  glTexSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void;
  /** es32, gl45: `void glTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels)` */
  glTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void;
  /** es32, gl45: `void glTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels)` */
  glTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void;
  /** gl45: `void glCompressedTexImage1D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLint border, GLsizei imageSize, const void *data)` */
  glCompressedTexImage1D(target: number, level: number, internalformat: number, width: number, border: number, imageSize: number, data: VoidData): void;
  /** es32, gl45: `void glCompressedTexImage2D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLint border, GLsizei imageSize, const void *data)` */
  glCompressedTexImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, imageSize: number, data: VoidData): void;
  /** es32, gl45: `void glCompressedTexImage3D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLsizei imageSize, const void *data)` */
  glCompressedTexImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, imageSize: number, data: VoidData): void;
  /** gl45: `void glCompressedTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLsizei width, GLenum format, GLsizei imageSize, const void *data)` */
  glCompressedTexSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void;
  /** es32, gl45: `void glCompressedTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data)` */
  glCompressedTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void;
  /** es32, gl45: `void glCompressedTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data)` */
  glCompressedTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void;
  /** gl45: `void glCopyTexImage1D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLint border)` */
  glCopyTexImage1D(target: number, level: number, internalformat: number, x: number, y: number, width: number, border: number): void;
  /** es32, gl45: `void glCopyTexImage2D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLsizei height, GLint border)` */
  glCopyTexImage2D(target: number, level: number, internalformat: number, x: number, y: number, width: number, height: number, border: number): void;
  /** gl45: `void glCopyTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLint x, GLint y, GLsizei width)` */
  glCopyTexSubImage1D(target: number, level: number, xoffset: number, x: number, y: number, width: number): void;
  /** es32, gl45: `void glCopyTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  glCopyTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void;
  /** es32, gl45: `void glCopyTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  glCopyTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void;
  /** gl45: `void glTextureView(GLuint texture, GLenum target, GLuint origtexture, GLenum internalformat, GLuint minlevel, GLuint numlevels, GLuint minlayer, GLuint numlayers)` */
  glTextureView(texture: number, target: number, origtexture: number, internalformat: number, minlevel: number, numlevels: number, minlayer: number, numlayers: number): void;
  /** es32: `void glTextureViewOES(GLuint texture, GLenum target, GLuint origtexture, GLenum internalformat, GLuint minlevel, GLuint numlevels, GLuint minlayer, GLuint numlayers)` */
  glTextureViewOES(texture: number, target: number, origtexture: number, internalformat: number, minlevel: number, numlevels: number, minlayer: number, numlayers: number): void;
  /** es32, gl45: `void glGenerateMipmap(GLenum target)` */
  glGenerateMipmap(target: number): void;
  /** es32, gl45: `void glTexParameteri(GLenum target, GLenum pname, GLint param)` */
  glTexParameteri(target: number, pname: number, param: number): void;
  /** es32, gl45: `void glTexParameterf(GLenum target, GLenum pname, GLfloat param)` */
  glTexParameterf(target: number, pname: number, param: number): void;
  /** es32, gl45: `void glTexParameteriv(GLenum target, GLenum pname, const GLint *params)` */
  glTexParameteriv(target: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glTexParameterfv(GLenum target, GLenum pname, const GLfloat *params)` */
  glTexParameterfv(target: number, pname: number, params: Float32Array): void;
  /** es32, gl45: `void glTexParameterIiv(GLenum target, GLenum pname, const GLint *params)` */
  glTexParameterIiv(target: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glTexParameterIuiv(GLenum target, GLenum pname, const GLuint *params)` */
  glTexParameterIuiv(target: number, pname: number, params: Uint32Array): void;
  /** es32, gl45: `void glGetTexParameteriv(GLenum target, GLenum pname, GLint *params)` */
  glGetTexParameteriv(target: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetTexParameterfv(GLenum target, GLenum pname, GLfloat *params)` */
  glGetTexParameterfv(target: number, pname: number, params: Float32Array): void;
  /** es32, gl45: `void glGetTexParameterIiv(GLenum target, GLenum pname, GLint *params)` */
  glGetTexParameterIiv(target: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetTexParameterIuiv(GLenum target, GLenum pname, GLuint *params)` */
  glGetTexParameterIuiv(target: number, pname: number, params: Uint32Array): void;
  /** gl45: `void glGetTexImage(GLenum target, GLint level, GLenum format, GLenum type, void *pixels)` */
  glGetTexImage(target: number, level: number, format: number, type: number, pixels: VoidData): void;
  /** gl45: `void glGetnTexImage(GLenum target, GLint level, GLenum format, GLenum type, GLsizei bufSize, void *pixels)` */
  glGetnTexImage(target: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void;
  /** gl45: `void glGetCompressedTexImage(GLenum target, GLint level, void *img)` */
  glGetCompressedTexImage(target: number, level: number, img: VoidData): void;
  /** gl45: `void glGetnCompressedTexImage(GLenum target, GLint lod, GLsizei bufSize, void *pixels)` */
  glGetnCompressedTexImage(target: number, lod: number, bufSize: number, pixels: VoidData): void;
  /** es32, gl45: `void glGetTexLevelParameteriv(GLenum target, GLint level, GLenum pname, GLint *params)` */
  glGetTexLevelParameteriv(target: number, level: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetTexLevelParameterfv(GLenum target, GLint level, GLenum pname, GLfloat *params)` */
  glGetTexLevelParameterfv(target: number, level: number, pname: number, params: Float32Array): void;
  /** es32, gl45: `void glTexBuffer(GLenum target, GLenum internalformat, GLuint buffer)` */
  glTexBuffer(target: number, internalformat: number, buffer: number): void;
  /** es32, gl45: `void glTexBufferRange(GLenum target, GLenum internalformat, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  glTexBufferRange(target: number, internalformat: number, buffer: number, offset: number | bigint, size: number | bigint): void;
  /** gl45: `void glInvalidateTexImage(GLuint texture, GLint level)` */
  glInvalidateTexImage(texture: number, level: number): void;
  /** gl45: `void glInvalidateTexSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth)` */
  glInvalidateTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number): void;
  /** gl45: `void glClearTexImage(GLuint texture, GLint level, GLenum format, GLenum type, const void *data)` */
  glClearTexImage(texture: number, level: number, format: number, type: number, data: VoidData): void;
  /** gl45: `void glClearTexSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *data)` */
  glClearTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, data: VoidData): void;
  /** es32, gl45: `void glBindImageTexture(GLuint unit, GLuint texture, GLint level, GLboolean layered, GLint layer, GLenum access, GLenum format)` */
  glBindImageTexture(unit: number, texture: number, level: number, layered: number | boolean, layer: number, access: number, format: number): void;
  /** gl45: `void glBindImageTextures(GLuint first, GLsizei count, const GLuint *textures)` */
  glBindImageTextures(first: number, count: number, textures: Uint32Array): void;
  /** es32, gl45: `void glGetInternalformativ(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint *params)` */
  glGetInternalformativ(target: number, internalformat: number, pname: number, count: number, params: Int32Array): void;
  /** gl45: `void glGetInternalformati64v(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint64 *params)` */
  glGetInternalformati64v(target: number, internalformat: number, pname: number, count: number, params: BigInt64Array): void;
  /** es32, gl45: `void glCopyImageSubData(GLuint srcName, GLenum srcTarget, GLint srcLevel, GLint srcX, GLint srcY, GLint srcZ, GLuint dstName, GLenum dstTarget, GLint dstLevel, GLint dstX, GLint dstY, GLint dstZ, GLsizei srcWidth, GLsizei srcHeight, GLsizei srcDepth)` */
  glCopyImageSubData(srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number, dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number, srcWidth: number, srcHeight: number, srcDepth: number): void;
  /** gl45: `void glTextureBarrier()` */
  glTextureBarrier(): void;
  /** es32, gl45: `void glGenSamplers(GLsizei count, GLuint *samplers)` */
  glGenSamplers(count: number, samplers: Uint32Array): void;
  /** es32, gl45: `void glDeleteSamplers(GLsizei count, const GLuint *samplers)` */
  glDeleteSamplers(count: number, samplers: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsSampler(GLuint sampler)` */
  glIsSampler(sampler: number): number;
  /** es32, gl45: `void glBindSampler(GLuint unit, GLuint sampler)` */
  glBindSampler(unit: number, sampler: number): void;
  /** gl45: `void glBindSamplers(GLuint first, GLsizei count, const GLuint *samplers)` */
  glBindSamplers(first: number, count: number, samplers: Uint32Array): void;
  /** es32, gl45: `void glSamplerParameteri(GLuint sampler, GLenum pname, GLint param)` */
  glSamplerParameteri(sampler: number, pname: number, param: number): void;
  /** es32, gl45: `void glSamplerParameterf(GLuint sampler, GLenum pname, GLfloat param)` */
  glSamplerParameterf(sampler: number, pname: number, param: number): void;
  /** es32, gl45: `void glSamplerParameteriv(GLuint sampler, GLenum pname, const GLint *param)` */
  glSamplerParameteriv(sampler: number, pname: number, param: Int32Array): void;
  /** es32, gl45: `void glSamplerParameterfv(GLuint sampler, GLenum pname, const GLfloat *param)` */
  glSamplerParameterfv(sampler: number, pname: number, param: Float32Array): void;
  /** es32, gl45: `void glSamplerParameterIiv(GLuint sampler, GLenum pname, const GLint *param)` */
  glSamplerParameterIiv(sampler: number, pname: number, param: Int32Array): void;
  /** es32, gl45: `void glSamplerParameterIuiv(GLuint sampler, GLenum pname, const GLuint *param)` */
  glSamplerParameterIuiv(sampler: number, pname: number, param: Uint32Array): void;
  /** es32, gl45: `void glGetSamplerParameteriv(GLuint sampler, GLenum pname, GLint *params)` */
  glGetSamplerParameteriv(sampler: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetSamplerParameterfv(GLuint sampler, GLenum pname, GLfloat *params)` */
  glGetSamplerParameterfv(sampler: number, pname: number, params: Float32Array): void;
  /** es32, gl45: `void glGetSamplerParameterIiv(GLuint sampler, GLenum pname, GLint *params)` */
  glGetSamplerParameterIiv(sampler: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetSamplerParameterIuiv(GLuint sampler, GLenum pname, GLuint *params)` */
  glGetSamplerParameterIuiv(sampler: number, pname: number, params: Uint32Array): void;
  /** es32, gl45: `void glGenFramebuffers(GLsizei n, GLuint *framebuffers)` */
  glGenFramebuffers(n: number, framebuffers: Uint32Array): void;
  /** es32, gl45: `void glDeleteFramebuffers(GLsizei n, const GLuint *framebuffers)` */
  glDeleteFramebuffers(n: number, framebuffers: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsFramebuffer(GLuint framebuffer)` */
  glIsFramebuffer(framebuffer: number): number;
  /** es32, gl45: `void glBindFramebuffer(GLenum target, GLuint framebuffer)` */
  glBindFramebuffer(target: number, framebuffer: number): void;
  /** es32, gl45: `void glFramebufferTexture(GLenum target, GLenum attachment, GLuint texture, GLint level)` */
  glFramebufferTexture(target: number, attachment: number, texture: number, level: number): void;
  /** gl45: `void glFramebufferTexture1D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level)` */
  glFramebufferTexture1D(target: number, attachment: number, textarget: number, texture: number, level: number): void;
  /** es32, gl45: `void glFramebufferTexture2D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level)` */
  glFramebufferTexture2D(target: number, attachment: number, textarget: number, texture: number, level: number): void;
  /** gl45: `void glFramebufferTexture3D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level, GLint zoffset)` */
  glFramebufferTexture3D(target: number, attachment: number, textarget: number, texture: number, level: number, zoffset: number): void;
  /** es32, gl45: `void glFramebufferTextureLayer(GLenum target, GLenum attachment, GLuint texture, GLint level, GLint layer)` */
  glFramebufferTextureLayer(target: number, attachment: number, texture: number, level: number, layer: number): void;
  /** es32, gl45: `void glFramebufferRenderbuffer(GLenum target, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer)` */
  glFramebufferRenderbuffer(target: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void;
  /** es32, gl45: `void glFramebufferParameteri(GLenum target, GLenum pname, GLint param)` */
  glFramebufferParameteri(target: number, pname: number, param: number): void;
  /** es32, gl45: `void glGetFramebufferParameteriv(GLenum target, GLenum pname, GLint *params)` */
  glGetFramebufferParameteriv(target: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetFramebufferAttachmentParameteriv(GLenum target, GLenum attachment, GLenum pname, GLint *params)` */
  glGetFramebufferAttachmentParameteriv(target: number, attachment: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `GLenum glCheckFramebufferStatus(GLenum target)` */
  glCheckFramebufferStatus(target: number): number;
  /** es32, gl45: `void glDrawBuffers(GLsizei n, const GLenum *bufs)` */
  glDrawBuffers(n: number, bufs: Uint32Array): void;
  /** gl45: `void glDrawBuffer(GLenum buf)` */
  glDrawBuffer(buf: number): void;
  /** es32, gl45: `void glReadBuffer(GLenum src)` */
  glReadBuffer(src: number): void;
  /** es32, gl45: `void glInvalidateFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments)` */
  glInvalidateFramebuffer(target: number, numAttachments: number, attachments: Uint32Array): void;
  /** es32, gl45: `void glInvalidateSubFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height)` */
  glInvalidateSubFramebuffer(target: number, numAttachments: number, attachments: Uint32Array, x: number, y: number, width: number, height: number): void;
  /** es32, gl45: `void glBlitFramebuffer(GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter)` */
  glBlitFramebuffer(srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void;
  /** es32, gl45: `void glGenRenderbuffers(GLsizei n, GLuint *renderbuffers)` */
  glGenRenderbuffers(n: number, renderbuffers: Uint32Array): void;
  /** es32, gl45: `void glDeleteRenderbuffers(GLsizei n, const GLuint *renderbuffers)` */
  glDeleteRenderbuffers(n: number, renderbuffers: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsRenderbuffer(GLuint renderbuffer)` */
  glIsRenderbuffer(renderbuffer: number): number;
  /** es32, gl45: `void glBindRenderbuffer(GLenum target, GLuint renderbuffer)` */
  glBindRenderbuffer(target: number, renderbuffer: number): void;
  /** es32, gl45: `void glRenderbufferStorage(GLenum target, GLenum internalformat, GLsizei width, GLsizei height)` */
  glRenderbufferStorage(target: number, internalformat: number, width: number, height: number): void;
  /** es32, gl45: `void glRenderbufferStorageMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height)` */
  glRenderbufferStorageMultisample(target: number, samples: number, internalformat: number, width: number, height: number): void;
  /** es32, gl45: `void glGetRenderbufferParameteriv(GLenum target, GLenum pname, GLint *params)` */
  glGetRenderbufferParameteriv(target: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `GLuint glCreateShader(GLenum type)` */
  glCreateShader(type: number): number;
  /** es32, gl45: `void glDeleteShader(GLuint shader)` */
  glDeleteShader(shader: number): void;
  /** es32, gl45: `GLboolean glIsShader(GLuint shader)` */
  glIsShader(shader: number): number;
  /** es32, gl45: `void glShaderSource(GLuint shader, GLsizei count, const GLchar *const*string, const GLint *length)` */
  glShaderSource(shader: number, count: number, string: readonly string[], length: Int32Array | null): void;
  /** es32, gl45: `void glCompileShader(GLuint shader)` */
  glCompileShader(shader: number): void;
  /** es32, gl45: `void glGetShaderiv(GLuint shader, GLenum pname, GLint *params)` */
  glGetShaderiv(shader: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetShaderInfoLog(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *infoLog)` */
  glGetShaderInfoLog(shader: number, bufSize: number, length: Int32Array | null, infoLog: Uint8Array): void;
  /** es32, gl45: `void glGetShaderSource(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *source)` */
  glGetShaderSource(shader: number, bufSize: number, length: Int32Array | null, source: Uint8Array): void;
  /** es32, gl45: `void glReleaseShaderCompiler()` */
  glReleaseShaderCompiler(): void;
  /** es32, gl45: `void glGetShaderPrecisionFormat(GLenum shadertype, GLenum precisiontype, GLint *range, GLint *precision)` */
  glGetShaderPrecisionFormat(shadertype: number, precisiontype: number, range: Int32Array, precision: Int32Array): void;
  /** gl46: `void glSpecializeShader(GLuint shader, const GLchar *pEntryPoint, GLuint numSpecializationConstants, const GLuint *pConstantIndex, const GLuint *pConstantValue)` */
  glSpecializeShader(shader: number, pEntryPoint: string, numSpecializationConstants: number, pConstantIndex: Uint32Array, pConstantValue: Uint32Array): void;
  /** es32, gl45: `GLuint glCreateProgram()` */
  glCreateProgram(): number;
  /** es32, gl45: `void glDeleteProgram(GLuint program)` */
  glDeleteProgram(program: number): void;
  /** es32, gl45: `GLboolean glIsProgram(GLuint program)` */
  glIsProgram(program: number): number;
  /** es32, gl45: `void glAttachShader(GLuint program, GLuint shader)` */
  glAttachShader(program: number, shader: number): void;
  /** es32, gl45: `void glDetachShader(GLuint program, GLuint shader)` */
  glDetachShader(program: number, shader: number): void;
  /** es32, gl45: `void glLinkProgram(GLuint program)` */
  glLinkProgram(program: number): void;
  /** es32, gl45: `void glValidateProgram(GLuint program)` */
  glValidateProgram(program: number): void;
  /** es32, gl45: `void glUseProgram(GLuint program)` */
  glUseProgram(program: number): void;
  /** es32, gl45: `void glGetProgramiv(GLuint program, GLenum pname, GLint *params)` */
  glGetProgramiv(program: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetProgramInfoLog(GLuint program, GLsizei bufSize, GLsizei *length, GLchar *infoLog)` */
  glGetProgramInfoLog(program: number, bufSize: number, length: Int32Array | null, infoLog: Uint8Array): void;
  /** es32, gl45: `void glGetAttachedShaders(GLuint program, GLsizei maxCount, GLsizei *count, GLuint *shaders)` */
  glGetAttachedShaders(program: number, maxCount: number, count: Int32Array, shaders: Uint32Array): void;
  /** es32, gl45: `void glProgramParameteri(GLuint program, GLenum pname, GLint value)` */
  glProgramParameteri(program: number, pname: number, value: number): void;
  /** es32, gl45: `void glBindAttribLocation(GLuint program, GLuint index, const GLchar *name)` */
  glBindAttribLocation(program: number, index: number, name: string): void;
  /** es32, gl45: `GLint glGetAttribLocation(GLuint program, const GLchar *name)` */
  glGetAttribLocation(program: number, name: string): number;
  /** es32, gl45: `void glGetActiveAttrib(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)` */
  glGetActiveAttrib(program: number, index: number, bufSize: number, length: Int32Array | null, size: Int32Array, type: Uint32Array, name: Uint8Array): void;
  /** es32, gl45: `GLint glGetUniformLocation(GLuint program, const GLchar *name)` */
  glGetUniformLocation(program: number, name: string): number;
  /** es32, gl45: `void glGetActiveUniform(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)` */
  glGetActiveUniform(program: number, index: number, bufSize: number, length: Int32Array | null, size: Int32Array, type: Uint32Array, name: Uint8Array): void;
  /** es32, gl45: `void glGetActiveUniformsiv(GLuint program, GLsizei uniformCount, const GLuint *uniformIndices, GLenum pname, GLint *params)` */
  glGetActiveUniformsiv(program: number, uniformCount: number, uniformIndices: Uint32Array, pname: number, params: Int32Array): void;
  /** gl45: `void glGetActiveUniformName(GLuint program, GLuint uniformIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformName)` */
  glGetActiveUniformName(program: number, uniformIndex: number, bufSize: number, length: Int32Array | null, uniformName: Uint8Array): void;
  /** es32, gl45: `void glGetUniformIndices(GLuint program, GLsizei uniformCount, const GLchar *const*uniformNames, GLuint *uniformIndices)` */
  glGetUniformIndices(program: number, uniformCount: number, uniformNames: readonly string[], uniformIndices: Uint32Array): void;
  /** es32, gl45: `GLuint glGetUniformBlockIndex(GLuint program, const GLchar *uniformBlockName)` */
  glGetUniformBlockIndex(program: number, uniformBlockName: string): number;
  /** es32, gl45: `void glGetActiveUniformBlockiv(GLuint program, GLuint uniformBlockIndex, GLenum pname, GLint *params)` */
  glGetActiveUniformBlockiv(program: number, uniformBlockIndex: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetActiveUniformBlockName(GLuint program, GLuint uniformBlockIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformBlockName)` */
  glGetActiveUniformBlockName(program: number, uniformBlockIndex: number, bufSize: number, length: Int32Array | null, uniformBlockName: Uint8Array): void;
  /** es32, gl45: `void glUniformBlockBinding(GLuint program, GLuint uniformBlockIndex, GLuint uniformBlockBinding)` */
  glUniformBlockBinding(program: number, uniformBlockIndex: number, uniformBlockBinding: number): void;
  /** gl45: `void glShaderStorageBlockBinding(GLuint program, GLuint storageBlockIndex, GLuint storageBlockBinding)` */
  glShaderStorageBlockBinding(program: number, storageBlockIndex: number, storageBlockBinding: number): void;
  /** es32, gl45: `GLint glGetFragDataLocation(GLuint program, const GLchar *name)` */
  glGetFragDataLocation(program: number, name: string): number;
  /** gl45: `void glBindFragDataLocation(GLuint program, GLuint color, const GLchar *name)` */
  glBindFragDataLocation(program: number, color: number, name: string): void;
  /** gl45: `void glBindFragDataLocationIndexed(GLuint program, GLuint colorNumber, GLuint index, const GLchar *name)` */
  glBindFragDataLocationIndexed(program: number, colorNumber: number, index: number, name: string): void;
  /** gl45: `GLint glGetFragDataIndex(GLuint program, const GLchar *name)` */
  glGetFragDataIndex(program: number, name: string): number;
  /** es32, gl45: `void glGetProgramInterfaceiv(GLuint program, GLenum programInterface, GLenum pname, GLint *params)` */
  glGetProgramInterfaceiv(program: number, programInterface: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `GLuint glGetProgramResourceIndex(GLuint program, GLenum programInterface, const GLchar *name)` */
  glGetProgramResourceIndex(program: number, programInterface: number, name: string): number;
  /** es32, gl45: `void glGetProgramResourceName(GLuint program, GLenum programInterface, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)` */
  glGetProgramResourceName(program: number, programInterface: number, index: number, bufSize: number, length: Int32Array | null, name: Uint8Array): void;
  /** es32, gl45: `void glGetProgramResourceiv(GLuint program, GLenum programInterface, GLuint index, GLsizei propCount, const GLenum *props, GLsizei count, GLsizei *length, GLint *params)` */
  glGetProgramResourceiv(program: number, programInterface: number, index: number, propCount: number, props: Uint32Array, count: number, length: Int32Array | null, params: Int32Array): void;
  /** es32, gl45: `GLint glGetProgramResourceLocation(GLuint program, GLenum programInterface, const GLchar *name)` */
  glGetProgramResourceLocation(program: number, programInterface: number, name: string): number;
  /** gl45: `GLint glGetProgramResourceLocationIndex(GLuint program, GLenum programInterface, const GLchar *name)` */
  glGetProgramResourceLocationIndex(program: number, programInterface: number, name: string): number;
  /** gl45: `GLint glGetSubroutineUniformLocation(GLuint program, GLenum shadertype, const GLchar *name)` */
  glGetSubroutineUniformLocation(program: number, shadertype: number, name: string): number;
  /** gl45: `GLuint glGetSubroutineIndex(GLuint program, GLenum shadertype, const GLchar *name)` */
  glGetSubroutineIndex(program: number, shadertype: number, name: string): number;
  /** gl45: `void glUniformSubroutinesuiv(GLenum shadertype, GLsizei count, const GLuint *indices)` */
  glUniformSubroutinesuiv(shadertype: number, count: number, indices: Uint32Array): void;
  /** gl45: `void glGetUniformSubroutineuiv(GLenum shadertype, GLint location, GLuint *params)` */
  glGetUniformSubroutineuiv(shadertype: number, location: number, params: Uint32Array): void;
  /** gl45: `void glGetProgramStageiv(GLuint program, GLenum shadertype, GLenum pname, GLint *values)` */
  glGetProgramStageiv(program: number, shadertype: number, pname: number, values: Int32Array): void;
  /** es32, gl45: `GLuint glCreateShaderProgramv(GLenum type, GLsizei count, const GLchar *const*strings)` */
  glCreateShaderProgramv(type: number, count: number, strings: readonly string[]): number;
  /** es32, gl45: `void glGenProgramPipelines(GLsizei n, GLuint *pipelines)` */
  glGenProgramPipelines(n: number, pipelines: Uint32Array): void;
  /** es32, gl45: `void glDeleteProgramPipelines(GLsizei n, const GLuint *pipelines)` */
  glDeleteProgramPipelines(n: number, pipelines: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsProgramPipeline(GLuint pipeline)` */
  glIsProgramPipeline(pipeline: number): number;
  /** es32, gl45: `void glBindProgramPipeline(GLuint pipeline)` */
  glBindProgramPipeline(pipeline: number): void;
  /** es32, gl45: `void glUseProgramStages(GLuint pipeline, GLbitfield stages, GLuint program)` */
  glUseProgramStages(pipeline: number, stages: number, program: number): void;
  /** es32, gl45: `void glActiveShaderProgram(GLuint pipeline, GLuint program)` */
  glActiveShaderProgram(pipeline: number, program: number): void;
  /** es32, gl45: `void glValidateProgramPipeline(GLuint pipeline)` */
  glValidateProgramPipeline(pipeline: number): void;
  /** es32, gl45: `void glGetProgramPipelineiv(GLuint pipeline, GLenum pname, GLint *params)` */
  glGetProgramPipelineiv(pipeline: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetProgramPipelineInfoLog(GLuint pipeline, GLsizei bufSize, GLsizei *length, GLchar *infoLog)` */
  glGetProgramPipelineInfoLog(pipeline: number, bufSize: number, length: Int32Array | null, infoLog: Uint8Array): void;
  /** es32, gl45: `void glGetUniformfv(GLuint program, GLint location, GLfloat *params)` */
  glGetUniformfv(program: number, location: number, params: Float32Array): void;
  /** es32, gl45: `void glGetUniformiv(GLuint program, GLint location, GLint *params)` */
  glGetUniformiv(program: number, location: number, params: Int32Array): void;
  /** es32, gl45: `void glGetUniformuiv(GLuint program, GLint location, GLuint *params)` */
  glGetUniformuiv(program: number, location: number, params: Uint32Array): void;
  /** gl45: `void glGetUniformdv(GLuint program, GLint location, GLdouble *params)` */
  glGetUniformdv(program: number, location: number, params: Float64Array): void;
  /** es32, gl45: `void glGetnUniformfv(GLuint program, GLint location, GLsizei bufSize, GLfloat *params)` */
  glGetnUniformfv(program: number, location: number, bufSize: number, params: Float32Array): void;
  /** es32, gl45: `void glGetnUniformiv(GLuint program, GLint location, GLsizei bufSize, GLint *params)` */
  glGetnUniformiv(program: number, location: number, bufSize: number, params: Int32Array): void;
  /** es32, gl45: `void glGetnUniformuiv(GLuint program, GLint location, GLsizei bufSize, GLuint *params)` */
  glGetnUniformuiv(program: number, location: number, bufSize: number, params: Uint32Array): void;
  /** es32, gl45: `void glUniform1f(GLint location, GLfloat v0)` */
  glUniform1f(location: number, v0: number): void;
  /** es32, gl45: `void glUniform2f(GLint location, GLfloat v0, GLfloat v1)` */
  glUniform2f(location: number, v0: number, v1: number): void;
  /** es32, gl45: `void glUniform3f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2)` */
  glUniform3f(location: number, v0: number, v1: number, v2: number): void;
  /** es32, gl45: `void glUniform4f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)` */
  glUniform4f(location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** es32, gl45: `void glUniform1i(GLint location, GLint v0)` */
  glUniform1i(location: number, v0: number): void;
  /** es32, gl45: `void glUniform2i(GLint location, GLint v0, GLint v1)` */
  glUniform2i(location: number, v0: number, v1: number): void;
  /** es32, gl45: `void glUniform3i(GLint location, GLint v0, GLint v1, GLint v2)` */
  glUniform3i(location: number, v0: number, v1: number, v2: number): void;
  /** es32, gl45: `void glUniform4i(GLint location, GLint v0, GLint v1, GLint v2, GLint v3)` */
  glUniform4i(location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** es32, gl45: `void glUniform1ui(GLint location, GLuint v0)` */
  glUniform1ui(location: number, v0: number): void;
  /** es32, gl45: `void glUniform2ui(GLint location, GLuint v0, GLuint v1)` */
  glUniform2ui(location: number, v0: number, v1: number): void;
  /** es32, gl45: `void glUniform3ui(GLint location, GLuint v0, GLuint v1, GLuint v2)` */
  glUniform3ui(location: number, v0: number, v1: number, v2: number): void;
  /** es32, gl45: `void glUniform4ui(GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)` */
  glUniform4ui(location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** es32, gl45: `void glUniform1fv(GLint location, GLsizei count, const GLfloat *value)` */
  glUniform1fv(location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glUniform2fv(GLint location, GLsizei count, const GLfloat *value)` */
  glUniform2fv(location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glUniform3fv(GLint location, GLsizei count, const GLfloat *value)` */
  glUniform3fv(location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glUniform4fv(GLint location, GLsizei count, const GLfloat *value)` */
  glUniform4fv(location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glUniform1iv(GLint location, GLsizei count, const GLint *value)` */
  glUniform1iv(location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glUniform2iv(GLint location, GLsizei count, const GLint *value)` */
  glUniform2iv(location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glUniform3iv(GLint location, GLsizei count, const GLint *value)` */
  glUniform3iv(location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glUniform4iv(GLint location, GLsizei count, const GLint *value)` */
  glUniform4iv(location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glUniform1uiv(GLint location, GLsizei count, const GLuint *value)` */
  glUniform1uiv(location: number, count: number, value: Uint32Array): void;
  /** es32, gl45: `void glUniform2uiv(GLint location, GLsizei count, const GLuint *value)` */
  glUniform2uiv(location: number, count: number, value: Uint32Array): void;
  /** es32, gl45: `void glUniform3uiv(GLint location, GLsizei count, const GLuint *value)` */
  glUniform3uiv(location: number, count: number, value: Uint32Array): void;
  /** es32, gl45: `void glUniform4uiv(GLint location, GLsizei count, const GLuint *value)` */
  glUniform4uiv(location: number, count: number, value: Uint32Array): void;
  /** gl45: `void glUniform1d(GLint location, GLdouble x)` */
  glUniform1d(location: number, x: number): void;
  /** gl45: `void glUniform2d(GLint location, GLdouble x, GLdouble y)` */
  glUniform2d(location: number, x: number, y: number): void;
  /** gl45: `void glUniform3d(GLint location, GLdouble x, GLdouble y, GLdouble z)` */
  glUniform3d(location: number, x: number, y: number, z: number): void;
  /** gl45: `void glUniform4d(GLint location, GLdouble x, GLdouble y, GLdouble z, GLdouble w)` */
  glUniform4d(location: number, x: number, y: number, z: number, w: number): void;
  /** gl45: `void glUniform1dv(GLint location, GLsizei count, const GLdouble *value)` */
  glUniform1dv(location: number, count: number, value: Float64Array): void;
  /** gl45: `void glUniform2dv(GLint location, GLsizei count, const GLdouble *value)` */
  glUniform2dv(location: number, count: number, value: Float64Array): void;
  /** gl45: `void glUniform3dv(GLint location, GLsizei count, const GLdouble *value)` */
  glUniform3dv(location: number, count: number, value: Float64Array): void;
  /** gl45: `void glUniform4dv(GLint location, GLsizei count, const GLdouble *value)` */
  glUniform4dv(location: number, count: number, value: Float64Array): void;
  /** es32, gl45: `void glUniformMatrix2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix2fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix3fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix4fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix2x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix2x3fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix3x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix3x2fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix2x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix2x4fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix4x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix4x2fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix3x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix3x4fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glUniformMatrix4x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glUniformMatrix4x3fv(location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** gl45: `void glUniformMatrix2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix2dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix3dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix4dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix2x3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix2x3dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix3x2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix3x2dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix2x4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix2x4dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix4x2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix4x2dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix3x4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix3x4dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glUniformMatrix4x3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glUniformMatrix4x3dv(location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** es32, gl45: `void glProgramUniform1f(GLuint program, GLint location, GLfloat v0)` */
  glProgramUniform1f(program: number, location: number, v0: number): void;
  /** es32, gl45: `void glProgramUniform2f(GLuint program, GLint location, GLfloat v0, GLfloat v1)` */
  glProgramUniform2f(program: number, location: number, v0: number, v1: number): void;
  /** es32, gl45: `void glProgramUniform3f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2)` */
  glProgramUniform3f(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** es32, gl45: `void glProgramUniform4f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)` */
  glProgramUniform4f(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** es32, gl45: `void glProgramUniform1i(GLuint program, GLint location, GLint v0)` */
  glProgramUniform1i(program: number, location: number, v0: number): void;
  /** es32, gl45: `void glProgramUniform2i(GLuint program, GLint location, GLint v0, GLint v1)` */
  glProgramUniform2i(program: number, location: number, v0: number, v1: number): void;
  /** es32, gl45: `void glProgramUniform3i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2)` */
  glProgramUniform3i(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** es32, gl45: `void glProgramUniform4i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2, GLint v3)` */
  glProgramUniform4i(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** es32, gl45: `void glProgramUniform1ui(GLuint program, GLint location, GLuint v0)` */
  glProgramUniform1ui(program: number, location: number, v0: number): void;
  /** es32, gl45: `void glProgramUniform2ui(GLuint program, GLint location, GLuint v0, GLuint v1)` */
  glProgramUniform2ui(program: number, location: number, v0: number, v1: number): void;
  /** es32, gl45: `void glProgramUniform3ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2)` */
  glProgramUniform3ui(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** es32, gl45: `void glProgramUniform4ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)` */
  glProgramUniform4ui(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** es32, gl45: `void glProgramUniform1fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  glProgramUniform1fv(program: number, location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniform2fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  glProgramUniform2fv(program: number, location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniform3fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  glProgramUniform3fv(program: number, location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniform4fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)` */
  glProgramUniform4fv(program: number, location: number, count: number, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniform1iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  glProgramUniform1iv(program: number, location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glProgramUniform2iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  glProgramUniform2iv(program: number, location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glProgramUniform3iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  glProgramUniform3iv(program: number, location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glProgramUniform4iv(GLuint program, GLint location, GLsizei count, const GLint *value)` */
  glProgramUniform4iv(program: number, location: number, count: number, value: Int32Array): void;
  /** es32, gl45: `void glProgramUniform1uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  glProgramUniform1uiv(program: number, location: number, count: number, value: Uint32Array): void;
  /** es32, gl45: `void glProgramUniform2uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  glProgramUniform2uiv(program: number, location: number, count: number, value: Uint32Array): void;
  /** es32, gl45: `void glProgramUniform3uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  glProgramUniform3uiv(program: number, location: number, count: number, value: Uint32Array): void;
  /** es32, gl45: `void glProgramUniform4uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)` */
  glProgramUniform4uiv(program: number, location: number, count: number, value: Uint32Array): void;
  /** gl45: `void glProgramUniform1d(GLuint program, GLint location, GLdouble v0)` */
  glProgramUniform1d(program: number, location: number, v0: number): void;
  /** gl45: `void glProgramUniform2d(GLuint program, GLint location, GLdouble v0, GLdouble v1)` */
  glProgramUniform2d(program: number, location: number, v0: number, v1: number): void;
  /** gl45: `void glProgramUniform3d(GLuint program, GLint location, GLdouble v0, GLdouble v1, GLdouble v2)` */
  glProgramUniform3d(program: number, location: number, v0: number, v1: number, v2: number): void;
  /** gl45: `void glProgramUniform4d(GLuint program, GLint location, GLdouble v0, GLdouble v1, GLdouble v2, GLdouble v3)` */
  glProgramUniform4d(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void;
  /** gl45: `void glProgramUniform1dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  glProgramUniform1dv(program: number, location: number, count: number, value: Float64Array): void;
  /** gl45: `void glProgramUniform2dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  glProgramUniform2dv(program: number, location: number, count: number, value: Float64Array): void;
  /** gl45: `void glProgramUniform3dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  glProgramUniform3dv(program: number, location: number, count: number, value: Float64Array): void;
  /** gl45: `void glProgramUniform4dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)` */
  glProgramUniform4dv(program: number, location: number, count: number, value: Float64Array): void;
  /** es32, gl45: `void glProgramUniformMatrix2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix2fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix3fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix4fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix2x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix2x3fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix3x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix3x2fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix2x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix2x4fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix4x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix4x2fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix3x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix3x4fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** es32, gl45: `void glProgramUniformMatrix4x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)` */
  glProgramUniformMatrix4x3fv(program: number, location: number, count: number, transpose: number | boolean, value: Float32Array): void;
  /** gl45: `void glProgramUniformMatrix2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix2dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix3dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix4dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix2x3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix2x3dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix3x2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix3x2dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix2x4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix2x4dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix4x2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix4x2dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix3x4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix3x4dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** gl45: `void glProgramUniformMatrix4x3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)` */
  glProgramUniformMatrix4x3dv(program: number, location: number, count: number, transpose: number | boolean, value: Float64Array): void;
  /** es32, gl45: `void glDrawArrays(GLenum mode, GLint first, GLsizei count)` */
  glDrawArrays(mode: number, first: number, count: number): void;
  /** es32, gl45: `void glDrawElements(GLenum mode, GLsizei count, GLenum type, const void *indices)` */
  glDrawElements(mode: number, count: number, type: number, indices: VoidData): void;
  /** es32, gl45: `void glDrawRangeElements(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices)` */
  glDrawRangeElements(mode: number, start: number, end: number, count: number, type: number, indices: VoidData): void;
  /** es32, gl45: `void glDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instancecount)` */
  glDrawArraysInstanced(mode: number, first: number, count: number, instancecount: number): void;
  /** es32, gl45: `void glDrawElementsInstanced(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount)` */
  glDrawElementsInstanced(mode: number, count: number, type: number, indices: VoidData, instancecount: number): void;
  /** es32, gl45: `void glDrawElementsBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLint basevertex)` */
  glDrawElementsBaseVertex(mode: number, count: number, type: number, indices: VoidData, basevertex: number): void;
  /** es32, gl45: `void glDrawRangeElementsBaseVertex(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices, GLint basevertex)` */
  glDrawRangeElementsBaseVertex(mode: number, start: number, end: number, count: number, type: number, indices: VoidData, basevertex: number): void;
  /** es32, gl45: `void glDrawElementsInstancedBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex)` */
  glDrawElementsInstancedBaseVertex(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number): void;
  /** gl45: `void glDrawArraysInstancedBaseInstance(GLenum mode, GLint first, GLsizei count, GLsizei instancecount, GLuint baseinstance)` */
  glDrawArraysInstancedBaseInstance(mode: number, first: number, count: number, instancecount: number, baseinstance: number): void;
  /** gl45: `void glDrawElementsInstancedBaseInstance(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLuint baseinstance)` */
  glDrawElementsInstancedBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, baseinstance: number): void;
  /** gl45: `void glDrawElementsInstancedBaseVertexBaseInstance(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex, GLuint baseinstance)` */
  glDrawElementsInstancedBaseVertexBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number, baseinstance: number): void;
  /** es32, gl45: `void glDrawArraysIndirect(GLenum mode, const void *indirect)` */
  glDrawArraysIndirect(mode: number, indirect: VoidData): void;
  /** es32, gl45: `void glDrawElementsIndirect(GLenum mode, GLenum type, const void *indirect)` */
  glDrawElementsIndirect(mode: number, type: number, indirect: VoidData): void;
  /** gl45: `void glMultiDrawArrays(GLenum mode, const GLint *first, const GLsizei *count, GLsizei drawcount)` */
  glMultiDrawArrays(mode: number, first: Int32Array, count: Int32Array, drawcount: number): void;
  /** gl45: `void glMultiDrawElements(GLenum mode, const GLsizei *count, GLenum type, const void *const*indices, GLsizei drawcount)` */
  glMultiDrawElements(mode: number, count: Int32Array, type: number, indices: readonly (ArrayBufferView | number | null)[], drawcount: number): void;
  /** gl45: `void glMultiDrawElementsBaseVertex(GLenum mode, const GLsizei *count, GLenum type, const void *const*indices, GLsizei drawcount, const GLint *basevertex)` */
  glMultiDrawElementsBaseVertex(mode: number, count: Int32Array, type: number, indices: readonly (ArrayBufferView | number | null)[], drawcount: number, basevertex: Int32Array): void;
  /** gl45: `void glMultiDrawArraysIndirect(GLenum mode, const void *indirect, GLsizei drawcount, GLsizei stride)` */
  glMultiDrawArraysIndirect(mode: number, indirect: VoidData, drawcount: number, stride: number): void;
  /** gl45: `void glMultiDrawElementsIndirect(GLenum mode, GLenum type, const void *indirect, GLsizei drawcount, GLsizei stride)` */
  glMultiDrawElementsIndirect(mode: number, type: number, indirect: VoidData, drawcount: number, stride: number): void;
  /** gl46: `void glMultiDrawArraysIndirectCount(GLenum mode, const void *indirect, GLintptr drawcount, GLsizei maxdrawcount, GLsizei stride)` */
  glMultiDrawArraysIndirectCount(mode: number, indirect: VoidData, drawcount: number | bigint, maxdrawcount: number, stride: number): void;
  /** gl46: `void glMultiDrawElementsIndirectCount(GLenum mode, GLenum type, const void *indirect, GLintptr drawcount, GLsizei maxdrawcount, GLsizei stride)` */
  glMultiDrawElementsIndirectCount(mode: number, type: number, indirect: VoidData, drawcount: number | bigint, maxdrawcount: number, stride: number): void;
  /** gl45: `void glDrawTransformFeedback(GLenum mode, GLuint id)` */
  glDrawTransformFeedback(mode: number, id: number): void;
  /** gl45: `void glDrawTransformFeedbackInstanced(GLenum mode, GLuint id, GLsizei instancecount)` */
  glDrawTransformFeedbackInstanced(mode: number, id: number, instancecount: number): void;
  /** gl45: `void glDrawTransformFeedbackStream(GLenum mode, GLuint id, GLuint stream)` */
  glDrawTransformFeedbackStream(mode: number, id: number, stream: number): void;
  /** gl45: `void glDrawTransformFeedbackStreamInstanced(GLenum mode, GLuint id, GLuint stream, GLsizei instancecount)` */
  glDrawTransformFeedbackStreamInstanced(mode: number, id: number, stream: number, instancecount: number): void;
  /** gl45: `void glPrimitiveRestartIndex(GLuint index)` */
  glPrimitiveRestartIndex(index: number): void;
  /** gl45: `void glProvokingVertex(GLenum mode)` */
  glProvokingVertex(mode: number): void;
  /** es32, gl45: `void glGenTransformFeedbacks(GLsizei n, GLuint *ids)` */
  glGenTransformFeedbacks(n: number, ids: Uint32Array): void;
  /** es32, gl45: `void glDeleteTransformFeedbacks(GLsizei n, const GLuint *ids)` */
  glDeleteTransformFeedbacks(n: number, ids: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsTransformFeedback(GLuint id)` */
  glIsTransformFeedback(id: number): number;
  /** es32, gl45: `void glBindTransformFeedback(GLenum target, GLuint id)` */
  glBindTransformFeedback(target: number, id: number): void;
  /** es32, gl45: `void glBeginTransformFeedback(GLenum primitiveMode)` */
  glBeginTransformFeedback(primitiveMode: number): void;
  /** es32, gl45: `void glEndTransformFeedback()` */
  glEndTransformFeedback(): void;
  /** es32, gl45: `void glPauseTransformFeedback()` */
  glPauseTransformFeedback(): void;
  /** es32, gl45: `void glResumeTransformFeedback()` */
  glResumeTransformFeedback(): void;
  /** es32, gl45: `void glTransformFeedbackVaryings(GLuint program, GLsizei count, const GLchar *const*varyings, GLenum bufferMode)` */
  glTransformFeedbackVaryings(program: number, count: number, varyings: readonly string[], bufferMode: number): void;
  /** es32, gl45: `void glGetTransformFeedbackVarying(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLsizei *size, GLenum *type, GLchar *name)` */
  glGetTransformFeedbackVarying(program: number, index: number, bufSize: number, length: Int32Array | null, size: Int32Array, type: Uint32Array, name: Uint8Array): void;
  /** es32, gl45: `void glGenQueries(GLsizei n, GLuint *ids)` */
  glGenQueries(n: number, ids: Uint32Array): void;
  /** es32, gl45: `void glDeleteQueries(GLsizei n, const GLuint *ids)` */
  glDeleteQueries(n: number, ids: Uint32Array): void;
  /** es32, gl45: `GLboolean glIsQuery(GLuint id)` */
  glIsQuery(id: number): number;
  /** es32, gl45: `void glBeginQuery(GLenum target, GLuint id)` */
  glBeginQuery(target: number, id: number): void;
  /** es32, gl45: `void glEndQuery(GLenum target)` */
  glEndQuery(target: number): void;
  /** gl45: `void glBeginQueryIndexed(GLenum target, GLuint index, GLuint id)` */
  glBeginQueryIndexed(target: number, index: number, id: number): void;
  /** gl45: `void glEndQueryIndexed(GLenum target, GLuint index)` */
  glEndQueryIndexed(target: number, index: number): void;
  /** gl45: `void glQueryCounter(GLuint id, GLenum target)` */
  glQueryCounter(id: number, target: number): void;
  /** es32, gl45: `void glGetQueryiv(GLenum target, GLenum pname, GLint *params)` */
  glGetQueryiv(target: number, pname: number, params: Int32Array): void;
  /** gl45: `void glGetQueryIndexediv(GLenum target, GLuint index, GLenum pname, GLint *params)` */
  glGetQueryIndexediv(target: number, index: number, pname: number, params: Int32Array): void;
  /** gl45: `void glGetQueryObjectiv(GLuint id, GLenum pname, GLint *params)` */
  glGetQueryObjectiv(id: number, pname: number, params: Int32Array): void;
  /** es32, gl45: `void glGetQueryObjectuiv(GLuint id, GLenum pname, GLuint *params)` */
  glGetQueryObjectuiv(id: number, pname: number, params: Uint32Array): void;
  /** gl45: `void glGetQueryObjecti64v(GLuint id, GLenum pname, GLint64 *params)` */
  glGetQueryObjecti64v(id: number, pname: number, params: BigInt64Array): void;
  /** gl45: `void glGetQueryObjectui64v(GLuint id, GLenum pname, GLuint64 *params)` */
  glGetQueryObjectui64v(id: number, pname: number, params: BigUint64Array): void;
  /** gl45: `void glBeginConditionalRender(GLuint id, GLenum mode)` */
  glBeginConditionalRender(id: number, mode: number): void;
  /** gl45: `void glEndConditionalRender()` */
  glEndConditionalRender(): void;
  /** es32, gl45: `GLsync glFenceSync(GLenum condition, GLbitfield flags)` */
  glFenceSync(condition: number, flags: number): number;
  /** es32, gl45: `GLenum glClientWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)` */
  glClientWaitSync(sync: number, flags: number, timeout: number | bigint): number;
  /** es32, gl45: `void glWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)` */
  glWaitSync(sync: number, flags: number, timeout: number | bigint): void;
  /** es32, gl45: `void glDeleteSync(GLsync sync)` */
  glDeleteSync(sync: number): void;
  /** es32, gl45: `GLboolean glIsSync(GLsync sync)` */
  glIsSync(sync: number): number;
  /** es32, gl45: `void glGetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values)` */
  glGetSynciv(sync: number, pname: number, count: number, length: Int32Array | null, values: Int32Array): void;
  /** es32, gl45: `void glDispatchCompute(GLuint num_groups_x, GLuint num_groups_y, GLuint num_groups_z)` */
  glDispatchCompute(num_groups_x: number, num_groups_y: number, num_groups_z: number): void;
  /** es32, gl45: `void glDispatchComputeIndirect(GLintptr indirect)` */
  glDispatchComputeIndirect(indirect: number | bigint): void;
  /** es32, gl45: `void glMemoryBarrier(GLbitfield barriers)` */
  glMemoryBarrier(barriers: number): void;
  /** es32, gl45: `void glMemoryBarrierByRegion(GLbitfield barriers)` */
  glMemoryBarrierByRegion(barriers: number): void;
  /** es32, gl45: `void glClear(GLbitfield mask)` */
  glClear(mask: number): void;
  /** es32, gl45: `void glClearBufferiv(GLenum buffer, GLint drawbuffer, const GLint *value)` */
  glClearBufferiv(buffer: number, drawbuffer: number, value: Int32Array): void;
  /** es32, gl45: `void glClearBufferuiv(GLenum buffer, GLint drawbuffer, const GLuint *value)` */
  glClearBufferuiv(buffer: number, drawbuffer: number, value: Uint32Array): void;
  /** es32, gl45: `void glClearBufferfv(GLenum buffer, GLint drawbuffer, const GLfloat *value)` */
  glClearBufferfv(buffer: number, drawbuffer: number, value: Float32Array): void;
  /** es32, gl45: `void glClearBufferfi(GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil)` */
  glClearBufferfi(buffer: number, drawbuffer: number, depth: number, stencil: number): void;
  /** es32, gl45: `void glClearColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)` */
  glClearColor(red: number, green: number, blue: number, alpha: number): void;
  /** es32, gl45: `void glClearDepthf(GLfloat d)` */
  glClearDepthf(d: number): void;
  /** gl45: `void glClearDepth(GLdouble depth)` */
  glClearDepth(depth: number): void;
  /** es32, gl45: `void glClearStencil(GLint s)` */
  glClearStencil(s: number): void;
  /** es32, gl45: `void glEnable(GLenum cap)` */
  glEnable(cap: number): void;
  /** es32, gl45: `void glDisable(GLenum cap)` */
  glDisable(cap: number): void;
  /** es32, gl45: `GLboolean glIsEnabled(GLenum cap)` */
  glIsEnabled(cap: number): number;
  /** es32, gl45: `void glEnablei(GLenum target, GLuint index)` */
  glEnablei(target: number, index: number): void;
  /** es32, gl45: `void glDisablei(GLenum target, GLuint index)` */
  glDisablei(target: number, index: number): void;
  /** es32, gl45: `GLboolean glIsEnabledi(GLenum target, GLuint index)` */
  glIsEnabledi(target: number, index: number): number;
  /** es32, gl45: `void glBlendFunc(GLenum sfactor, GLenum dfactor)` */
  glBlendFunc(sfactor: number, dfactor: number): void;
  /** es32, gl45: `void glBlendFuncSeparate(GLenum sfactorRGB, GLenum dfactorRGB, GLenum sfactorAlpha, GLenum dfactorAlpha)` */
  glBlendFuncSeparate(sfactorRGB: number, dfactorRGB: number, sfactorAlpha: number, dfactorAlpha: number): void;
  /** es32, gl45: `void glBlendFunci(GLuint buf, GLenum src, GLenum dst)` */
  glBlendFunci(buf: number, src: number, dst: number): void;
  /** es32, gl45: `void glBlendFuncSeparatei(GLuint buf, GLenum srcRGB, GLenum dstRGB, GLenum srcAlpha, GLenum dstAlpha)` */
  glBlendFuncSeparatei(buf: number, srcRGB: number, dstRGB: number, srcAlpha: number, dstAlpha: number): void;
  /** es32, gl45: `void glBlendEquation(GLenum mode)` */
  glBlendEquation(mode: number): void;
  /** es32, gl45: `void glBlendEquationSeparate(GLenum modeRGB, GLenum modeAlpha)` */
  glBlendEquationSeparate(modeRGB: number, modeAlpha: number): void;
  /** es32, gl45: `void glBlendEquationi(GLuint buf, GLenum mode)` */
  glBlendEquationi(buf: number, mode: number): void;
  /** es32, gl45: `void glBlendEquationSeparatei(GLuint buf, GLenum modeRGB, GLenum modeAlpha)` */
  glBlendEquationSeparatei(buf: number, modeRGB: number, modeAlpha: number): void;
  /** es32, gl45: `void glBlendColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)` */
  glBlendColor(red: number, green: number, blue: number, alpha: number): void;
  /** es32: `void glBlendBarrier()` */
  glBlendBarrier(): void;
  /** es32, gl45: `void glColorMask(GLboolean red, GLboolean green, GLboolean blue, GLboolean alpha)` */
  glColorMask(red: number | boolean, green: number | boolean, blue: number | boolean, alpha: number | boolean): void;
  /** es32, gl45: `void glColorMaski(GLuint index, GLboolean r, GLboolean g, GLboolean b, GLboolean a)` */
  glColorMaski(index: number, r: number | boolean, g: number | boolean, b: number | boolean, a: number | boolean): void;
  /** es32, gl45: `void glDepthFunc(GLenum func)` */
  glDepthFunc(func: number): void;
  /** es32, gl45: `void glDepthMask(GLboolean flag)` */
  glDepthMask(flag: number | boolean): void;
  /** es32, gl45: `void glDepthRangef(GLfloat n, GLfloat f)` */
  glDepthRangef(n: number, f: number): void;
  /** gl45: `void glDepthRange(GLdouble n, GLdouble f)` */
  glDepthRange(n: number, f: number): void;
  /** gl45: `void glDepthRangeArrayv(GLuint first, GLsizei count, const GLdouble *v)` */
  glDepthRangeArrayv(first: number, count: number, v: Float64Array): void;
  /** gl45: `void glDepthRangeIndexed(GLuint index, GLdouble n, GLdouble f)` */
  glDepthRangeIndexed(index: number, n: number, f: number): void;
  /** es32, gl45: `void glStencilFunc(GLenum func, GLint ref, GLuint mask)` */
  glStencilFunc(func: number, ref: number, mask: number): void;
  /** es32, gl45: `void glStencilFuncSeparate(GLenum face, GLenum func, GLint ref, GLuint mask)` */
  glStencilFuncSeparate(face: number, func: number, ref: number, mask: number): void;
  /** es32, gl45: `void glStencilOp(GLenum fail, GLenum zfail, GLenum zpass)` */
  glStencilOp(fail: number, zfail: number, zpass: number): void;
  /** es32, gl45: `void glStencilOpSeparate(GLenum face, GLenum sfail, GLenum dpfail, GLenum dppass)` */
  glStencilOpSeparate(face: number, sfail: number, dpfail: number, dppass: number): void;
  /** es32, gl45: `void glStencilMask(GLuint mask)` */
  glStencilMask(mask: number): void;
  /** es32, gl45: `void glStencilMaskSeparate(GLenum face, GLuint mask)` */
  glStencilMaskSeparate(face: number, mask: number): void;
  /** es32, gl45: `void glCullFace(GLenum mode)` */
  glCullFace(mode: number): void;
  /** es32, gl45: `void glFrontFace(GLenum mode)` */
  glFrontFace(mode: number): void;
  /** gl45: `void glPolygonMode(GLenum face, GLenum mode)` */
  glPolygonMode(face: number, mode: number): void;
  /** es32, gl45: `void glPolygonOffset(GLfloat factor, GLfloat units)` */
  glPolygonOffset(factor: number, units: number): void;
  /** gl46: `void glPolygonOffsetClamp(GLfloat factor, GLfloat units, GLfloat clamp)` */
  glPolygonOffsetClamp(factor: number, units: number, clamp: number): void;
  /** gl45: `void glPointSize(GLfloat size)` */
  glPointSize(size: number): void;
  /** gl45: `void glPointParameteri(GLenum pname, GLint param)` */
  glPointParameteri(pname: number, param: number): void;
  /** gl45: `void glPointParameterf(GLenum pname, GLfloat param)` */
  glPointParameterf(pname: number, param: number): void;
  /** es32, gl45: `void glLineWidth(GLfloat width)` */
  glLineWidth(width: number): void;
  /** es32, gl45: `void glHint(GLenum target, GLenum mode)` */
  glHint(target: number, mode: number): void;
  /** es32, gl45: `void glPixelStorei(GLenum pname, GLint param)` */
  glPixelStorei(pname: number, param: number): void;
  /** gl45: `void glPixelStoref(GLenum pname, GLfloat param)` */
  glPixelStoref(pname: number, param: number): void;
  /** es32, gl45: `void glViewport(GLint x, GLint y, GLsizei width, GLsizei height)` */
  glViewport(x: number, y: number, width: number, height: number): void;
  /** gl45: `void glViewportIndexedf(GLuint index, GLfloat x, GLfloat y, GLfloat w, GLfloat h)` */
  glViewportIndexedf(index: number, x: number, y: number, w: number, h: number): void;
  /** gl45: `void glViewportIndexedfv(GLuint index, const GLfloat *v)` */
  glViewportIndexedfv(index: number, v: Float32Array): void;
  /** gl45: `void glViewportArrayv(GLuint first, GLsizei count, const GLfloat *v)` */
  glViewportArrayv(first: number, count: number, v: Float32Array): void;
  /** es32, gl45: `void glScissor(GLint x, GLint y, GLsizei width, GLsizei height)` */
  glScissor(x: number, y: number, width: number, height: number): void;
  /** gl45: `void glScissorIndexed(GLuint index, GLint left, GLint bottom, GLsizei width, GLsizei height)` */
  glScissorIndexed(index: number, left: number, bottom: number, width: number, height: number): void;
  /** gl45: `void glScissorIndexedv(GLuint index, const GLint *v)` */
  glScissorIndexedv(index: number, v: Int32Array): void;
  /** gl45: `void glScissorArrayv(GLuint first, GLsizei count, const GLint *v)` */
  glScissorArrayv(first: number, count: number, v: Int32Array): void;
  /** es32: `void glViewportIndexedfOES(GLuint index, GLfloat x, GLfloat y, GLfloat w, GLfloat h)` */
  glViewportIndexedfOES(index: number, x: number, y: number, w: number, h: number): void;
  /** es32: `void glScissorIndexedOES(GLuint index, GLint left, GLint bottom, GLsizei width, GLsizei height)` */
  glScissorIndexedOES(index: number, left: number, bottom: number, width: number, height: number): void;
  /** es32: `void glDepthRangeIndexedfOES(GLuint index, GLfloat n, GLfloat f)` */
  glDepthRangeIndexedfOES(index: number, n: number, f: number): void;
  /** es32, gl45: `void glPatchParameteri(GLenum pname, GLint value)` */
  glPatchParameteri(pname: number, value: number): void;
  /** gl45: `void glPatchParameterfv(GLenum pname, const GLfloat *values)` */
  glPatchParameterfv(pname: number, values: Float32Array): void;
  /** es32, gl45: `void glSampleCoverage(GLfloat value, GLboolean invert)` */
  glSampleCoverage(value: number, invert: number | boolean): void;
  /** es32, gl45: `void glSampleMaski(GLuint maskNumber, GLbitfield mask)` */
  glSampleMaski(maskNumber: number, mask: number): void;
  /** es32, gl45: `void glMinSampleShading(GLfloat value)` */
  glMinSampleShading(value: number): void;
  /** gl45: `void glLogicOp(GLenum opcode)` */
  glLogicOp(opcode: number): void;
  /** gl45: `void glClampColor(GLenum target, GLenum clamp)` */
  glClampColor(target: number, clamp: number): void;
  /** es32, gl45: `void glGetMultisamplefv(GLenum pname, GLuint index, GLfloat *val)` */
  glGetMultisamplefv(pname: number, index: number, val: Float32Array): void;
  /** gl45: `void glClipControl(GLenum origin, GLenum depth)` */
  glClipControl(origin: number, depth: number): void;
  /** es32: `void glPrimitiveBoundingBox(GLfloat minX, GLfloat minY, GLfloat minZ, GLfloat minW, GLfloat maxX, GLfloat maxY, GLfloat maxZ, GLfloat maxW)` */
  glPrimitiveBoundingBox(minX: number, minY: number, minZ: number, minW: number, maxX: number, maxY: number, maxZ: number, maxW: number): void;
  /** es32, gl45: `void glReadPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, void *pixels)` */
  glReadPixels(x: number, y: number, width: number, height: number, format: number, type: number, pixels: VoidData): void;
  /** es32, gl45: `void glReadnPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, GLsizei bufSize, void *data)` */
  glReadnPixels(x: number, y: number, width: number, height: number, format: number, type: number, bufSize: number, data: VoidData): void;
  /** es32, gl45: `void glGetIntegerv(GLenum pname, GLint *data)` */
  glGetIntegerv(pname: number, data: Int32Array): void;
  /** es32, gl45: `void glGetFloatv(GLenum pname, GLfloat *data)` */
  glGetFloatv(pname: number, data: Float32Array): void;
  /** es32, gl45: `void glGetBooleanv(GLenum pname, GLboolean *data)` */
  glGetBooleanv(pname: number, data: Uint8Array): void;
  /** es32, gl45: `void glGetInteger64v(GLenum pname, GLint64 *data)` */
  glGetInteger64v(pname: number, data: BigInt64Array): void;
  /** gl45: `void glGetDoublev(GLenum pname, GLdouble *data)` */
  glGetDoublev(pname: number, data: Float64Array): void;
  /** es32, gl45: `void glGetIntegeri_v(GLenum target, GLuint index, GLint *data)` */
  glGetIntegeri_v(target: number, index: number, data: Int32Array): void;
  /** es32, gl45: `void glGetInteger64i_v(GLenum target, GLuint index, GLint64 *data)` */
  glGetInteger64i_v(target: number, index: number, data: BigInt64Array): void;
  /** es32, gl45: `void glGetBooleani_v(GLenum target, GLuint index, GLboolean *data)` */
  glGetBooleani_v(target: number, index: number, data: Uint8Array): void;
  /** gl45: `void glGetFloati_v(GLenum target, GLuint index, GLfloat *data)` */
  glGetFloati_v(target: number, index: number, data: Float32Array): void;
  /** gl45: `void glGetDoublei_v(GLenum target, GLuint index, GLdouble *data)` */
  glGetDoublei_v(target: number, index: number, data: Float64Array): void;
  /** es32, gl45: `const GLubyte *glGetString(GLenum name)` */
  glGetString(name: number): string | null;
  /** es32, gl45: `const GLubyte *glGetStringi(GLenum name, GLuint index)` */
  glGetStringi(name: number, index: number): string | null;
  /** es32, gl45: `GLenum glGetError()` */
  glGetError(): number;
  /** es32, gl45: `GLenum glGetGraphicsResetStatus()` */
  glGetGraphicsResetStatus(): number;
  /** es32, gl45: `void glGetPointerv(GLenum pname, void **params)` */
  glGetPointerv(pname: number, params: BigUint64Array): void;
  /** es32, gl45: `void glFlush()` */
  glFlush(): void;
  /** es32, gl45: `void glFinish()` */
  glFinish(): void;
  /** es32, gl45: `void glDebugMessageCallback(GLDEBUGPROC callback, const void *userParam)` */
  glDebugMessageCallback(callback: boolean | null, userParam?: VoidData): void;
  /** es32, gl45: `void glDebugMessageControl(GLenum source, GLenum type, GLenum severity, GLsizei count, const GLuint *ids, GLboolean enabled)` */
  glDebugMessageControl(source: number, type: number, severity: number, count: number, ids: Uint32Array, enabled: number | boolean): void;
  /** es32, gl45: `void glDebugMessageInsert(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length, const GLchar *buf)` */
  glDebugMessageInsert(source: number, type: number, id: number, severity: number, length: number, buf: string): void;
  /** es32, gl45: `GLuint glGetDebugMessageLog(GLuint count, GLsizei bufSize, GLenum *sources, GLenum *types, GLuint *ids, GLenum *severities, GLsizei *lengths, GLchar *messageLog)` */
  glGetDebugMessageLog(count: number, bufSize: number, sources: Uint32Array | null, types: Uint32Array | null, ids: Uint32Array | null, severities: Uint32Array | null, lengths: Int32Array | null, messageLog: Uint8Array | null): number;
  /** es32, gl45: `void glPushDebugGroup(GLenum source, GLuint id, GLsizei length, const GLchar *message)` */
  glPushDebugGroup(source: number, id: number, length: number, message: string): void;
  /** es32, gl45: `void glPopDebugGroup()` */
  glPopDebugGroup(): void;
  /** es32, gl45: `void glObjectLabel(GLenum identifier, GLuint name, GLsizei length, const GLchar *label)` */
  glObjectLabel(identifier: number, name: number, length: number, label: string): void;
  /** es32, gl45: `void glGetObjectLabel(GLenum identifier, GLuint name, GLsizei bufSize, GLsizei *length, GLchar *label)` */
  glGetObjectLabel(identifier: number, name: number, bufSize: number, length: Int32Array | null, label: Uint8Array): void;
  /** es32, gl45: `void glObjectPtrLabel(const void *ptr, GLsizei length, const GLchar *label)` */
  glObjectPtrLabel(ptr: VoidData, length: number, label: string): void;
  /** es32, gl45: `void glGetObjectPtrLabel(const void *ptr, GLsizei bufSize, GLsizei *length, GLchar *label)` */
  glGetObjectPtrLabel(ptr: VoidData, bufSize: number, length: Int32Array | null, label: Uint8Array): void;
  /** gl45: `void glGetActiveAtomicCounterBufferiv(GLuint program, GLuint bufferIndex, GLenum pname, GLint *params)` */
  glGetActiveAtomicCounterBufferiv(program: number, bufferIndex: number, pname: number, params: Int32Array): void;
  /** gl45: `void glTransformFeedbackBufferBase(GLuint xfb, GLuint index, GLuint buffer)` */
  glTransformFeedbackBufferBase(xfb: number, index: number, buffer: number): void;
  /** gl45: `void glTransformFeedbackBufferRange(GLuint xfb, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  glTransformFeedbackBufferRange(xfb: number, index: number, buffer: number, offset: number | bigint, size: number | bigint): void;
  /** gl45: `void glCreateBuffers(GLsizei n, GLuint *buffers)` */
  glCreateBuffers(n: number, buffers: Uint32Array): void;
  /** gl45: `void glNamedBufferStorage(GLuint buffer, GLsizeiptr size, const void *data, GLbitfield flags)` */
  glNamedBufferStorage(buffer: number, size: number | bigint, data: VoidData, flags: number): void;
  /** gl45: `void glNamedBufferData(GLuint buffer, GLsizeiptr size, const void *data, GLenum usage)` */
  glNamedBufferData(buffer: number, size: number | bigint, data: VoidData, usage: number): void;
  /** gl45: `void glNamedBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr size, const void *data)` */
  glNamedBufferSubData(buffer: number, offset: number | bigint, size: number | bigint, data: VoidData): void;
  /** gl45: `void glCopyNamedBufferSubData(GLuint readBuffer, GLuint writeBuffer, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size)` */
  glCopyNamedBufferSubData(readBuffer: number, writeBuffer: number, readOffset: number | bigint, writeOffset: number | bigint, size: number | bigint): void;
  /** gl45: `void glClearNamedBufferData(GLuint buffer, GLenum internalformat, GLenum format, GLenum type, const void *data)` */
  glClearNamedBufferData(buffer: number, internalformat: number, format: number, type: number, data: VoidData): void;
  /** gl45: `void glClearNamedBufferSubData(GLuint buffer, GLenum internalformat, GLintptr offset, GLsizeiptr size, GLenum format, GLenum type, const void *data)` */
  glClearNamedBufferSubData(buffer: number, internalformat: number, offset: number | bigint, size: number | bigint, format: number, type: number, data: VoidData): void;
  /** gl45: `void *glMapNamedBuffer(GLuint buffer, GLenum access)` */
  glMapNamedBuffer(buffer: number, access: number): ArrayBuffer | null;
  /** gl45: `void *glMapNamedBufferRange(GLuint buffer, GLintptr offset, GLsizeiptr length, GLbitfield access)` */
  glMapNamedBufferRange(buffer: number, offset: number | bigint, length: number | bigint, access: number): ArrayBuffer | null;
  /** gl45: `GLboolean glUnmapNamedBuffer(GLuint buffer)` */
  glUnmapNamedBuffer(buffer: number): number;
  /** gl45: `void glFlushMappedNamedBufferRange(GLuint buffer, GLintptr offset, GLsizeiptr length)` */
  glFlushMappedNamedBufferRange(buffer: number, offset: number | bigint, length: number | bigint): void;
  /** gl45: `void glGetNamedBufferParameteriv(GLuint buffer, GLenum pname, GLint *params)` */
  glGetNamedBufferParameteriv(buffer: number, pname: number, params: Int32Array): void;
  /** gl45: `void glGetNamedBufferParameteri64v(GLuint buffer, GLenum pname, GLint64 *params)` */
  glGetNamedBufferParameteri64v(buffer: number, pname: number, params: BigInt64Array): void;
  /** gl45: `void glGetNamedBufferPointerv(GLuint buffer, GLenum pname, void **params)` */
  glGetNamedBufferPointerv(buffer: number, pname: number, params: BigUint64Array): void;
  /** gl45: `void glGetNamedBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr size, void *data)` */
  glGetNamedBufferSubData(buffer: number, offset: number | bigint, size: number | bigint, data: VoidData): void;
  /** gl45: `void glNamedFramebufferDrawBuffer(GLuint framebuffer, GLenum buf)` */
  glNamedFramebufferDrawBuffer(framebuffer: number, buf: number): void;
  /** gl45: `void glNamedFramebufferDrawBuffers(GLuint framebuffer, GLsizei n, const GLenum *bufs)` */
  glNamedFramebufferDrawBuffers(framebuffer: number, n: number, bufs: Uint32Array): void;
  /** gl45: `void glNamedFramebufferReadBuffer(GLuint framebuffer, GLenum src)` */
  glNamedFramebufferReadBuffer(framebuffer: number, src: number): void;
  /** gl45: `void glTextureBuffer(GLuint texture, GLenum internalformat, GLuint buffer)` */
  glTextureBuffer(texture: number, internalformat: number, buffer: number): void;
  /** gl45: `void glTextureBufferRange(GLuint texture, GLenum internalformat, GLuint buffer, GLintptr offset, GLsizeiptr size)` */
  glTextureBufferRange(texture: number, internalformat: number, buffer: number, offset: number | bigint, size: number | bigint): void;
  /** gl45: `void glVertexArrayElementBuffer(GLuint vaobj, GLuint buffer)` */
  glVertexArrayElementBuffer(vaobj: number, buffer: number): void;
  /** gl45: `void glVertexArrayVertexBuffer(GLuint vaobj, GLuint bindingindex, GLuint buffer, GLintptr offset, GLsizei stride)` */
  glVertexArrayVertexBuffer(vaobj: number, bindingindex: number, buffer: number, offset: number | bigint, stride: number): void;
  /** gl45: `void glVertexArrayVertexBuffers(GLuint vaobj, GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizei *strides)` */
  glVertexArrayVertexBuffers(vaobj: number, first: number, count: number, buffers: Uint32Array, offsets: BigInt64Array, strides: Int32Array): void;
  /** gl45: `void glGetQueryBufferObjecti64v(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  glGetQueryBufferObjecti64v(id: number, buffer: number, pname: number, offset: number | bigint): void;
  /** gl45: `void glGetQueryBufferObjectiv(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  glGetQueryBufferObjectiv(id: number, buffer: number, pname: number, offset: number | bigint): void;
  /** gl45: `void glGetQueryBufferObjectui64v(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  glGetQueryBufferObjectui64v(id: number, buffer: number, pname: number, offset: number | bigint): void;
  /** gl45: `void glGetQueryBufferObjectuiv(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)` */
  glGetQueryBufferObjectuiv(id: number, buffer: number, pname: number, offset: number | bigint): void;
  /** gl45: `void glCreateVertexArrays(GLsizei n, GLuint *arrays)` */
  glCreateVertexArrays(n: number, arrays: Uint32Array): void;
  /** gl45: `void glDisableVertexArrayAttrib(GLuint vaobj, GLuint index)` */
  glDisableVertexArrayAttrib(vaobj: number, index: number): void;
  /** gl45: `void glEnableVertexArrayAttrib(GLuint vaobj, GLuint index)` */
  glEnableVertexArrayAttrib(vaobj: number, index: number): void;
  /** gl45: `void glVertexArrayAttribBinding(GLuint vaobj, GLuint attribindex, GLuint bindingindex)` */
  glVertexArrayAttribBinding(vaobj: number, attribindex: number, bindingindex: number): void;
  /** gl45: `void glVertexArrayAttribFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLboolean normalized, GLuint relativeoffset)` */
  glVertexArrayAttribFormat(vaobj: number, attribindex: number, size: number, type: number, normalized: number | boolean, relativeoffset: number): void;
  /** gl45: `void glVertexArrayAttribIFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  glVertexArrayAttribIFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** gl45: `void glVertexArrayAttribLFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)` */
  glVertexArrayAttribLFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void;
  /** gl45: `void glVertexArrayBindingDivisor(GLuint vaobj, GLuint bindingindex, GLuint divisor)` */
  glVertexArrayBindingDivisor(vaobj: number, bindingindex: number, divisor: number): void;
  /** gl45: `void glGetVertexArrayiv(GLuint vaobj, GLenum pname, GLint *param)` */
  glGetVertexArrayiv(vaobj: number, pname: number, param: Int32Array): void;
  /** gl45: `void glGetVertexArrayIndexediv(GLuint vaobj, GLuint index, GLenum pname, GLint *param)` */
  glGetVertexArrayIndexediv(vaobj: number, index: number, pname: number, param: Int32Array): void;
  /** gl45: `void glGetVertexArrayIndexed64iv(GLuint vaobj, GLuint index, GLenum pname, GLint64 *param)` */
  glGetVertexArrayIndexed64iv(vaobj: number, index: number, pname: number, param: BigInt64Array): void;
  /** gl45: `void glNamedFramebufferTexture(GLuint framebuffer, GLenum attachment, GLuint texture, GLint level)` */
  glNamedFramebufferTexture(framebuffer: number, attachment: number, texture: number, level: number): void;
  /** gl45: `void glNamedFramebufferTextureLayer(GLuint framebuffer, GLenum attachment, GLuint texture, GLint level, GLint layer)` */
  glNamedFramebufferTextureLayer(framebuffer: number, attachment: number, texture: number, level: number, layer: number): void;
  /** gl45: `void glCreateTextures(GLenum target, GLsizei n, GLuint *textures)` */
  glCreateTextures(target: number, n: number, textures: Uint32Array): void;
  /** gl45: `void glTextureStorage1D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width)` */
  glTextureStorage1D(texture: number, levels: number, internalformat: number, width: number): void;
  /** gl45: `void glTextureStorage2D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height)` */
  glTextureStorage2D(texture: number, levels: number, internalformat: number, width: number, height: number): void;
  /** gl45: `void glTextureStorage3D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth)` */
  glTextureStorage3D(texture: number, levels: number, internalformat: number, width: number, height: number, depth: number): void;
  /** gl45: `void glTextureStorage2DMultisample(GLuint texture, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)` */
  glTextureStorage2DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: number | boolean): void;
  /** gl45: `void glTextureStorage3DMultisample(GLuint texture, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)` */
  glTextureStorage3DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: number | boolean): void;
  /** gl45: `void glTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLsizei width, GLenum format, GLenum type, const void *pixels)` */
  glTextureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void;
  /** gl45: `void glTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels)` */
  glTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void;
  /** gl45: `void glTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels)` */
  glTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void;
  /** gl45: `void glCompressedTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLsizei width, GLenum format, GLsizei imageSize, const void *data)` */
  glCompressedTextureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void;
  /** gl45: `void glCompressedTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data)` */
  glCompressedTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void;
  /** gl45: `void glCompressedTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data)` */
  glCompressedTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void;
  /** gl45: `void glCopyTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLint x, GLint y, GLsizei width)` */
  glCopyTextureSubImage1D(texture: number, level: number, xoffset: number, x: number, y: number, width: number): void;
  /** gl45: `void glCopyTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  glCopyTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void;
  /** gl45: `void glCopyTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height)` */
  glCopyTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void;
  /** gl45: `void glTextureParameterf(GLuint texture, GLenum pname, GLfloat param)` */
  glTextureParameterf(texture: number, pname: number, param: number): void;
  /** gl45: `void glTextureParameterfv(GLuint texture, GLenum pname, const GLfloat *param)` */
  glTextureParameterfv(texture: number, pname: number, param: Float32Array): void;
  /** gl45: `void glTextureParameteri(GLuint texture, GLenum pname, GLint param)` */
  glTextureParameteri(texture: number, pname: number, param: number): void;
  /** gl45: `void glTextureParameterIiv(GLuint texture, GLenum pname, const GLint *params)` */
  glTextureParameterIiv(texture: number, pname: number, params: Int32Array): void;
  /** gl45: `void glTextureParameterIuiv(GLuint texture, GLenum pname, const GLuint *params)` */
  glTextureParameterIuiv(texture: number, pname: number, params: Uint32Array): void;
  /** gl45: `void glTextureParameteriv(GLuint texture, GLenum pname, const GLint *param)` */
  glTextureParameteriv(texture: number, pname: number, param: Int32Array): void;
  /** gl45: `void glGenerateTextureMipmap(GLuint texture)` */
  glGenerateTextureMipmap(texture: number): void;
  /** gl45: `void glBindTextureUnit(GLuint unit, GLuint texture)` */
  glBindTextureUnit(unit: number, texture: number): void;
  /** gl45: `void glGetTextureImage(GLuint texture, GLint level, GLenum format, GLenum type, GLsizei bufSize, void *pixels)` */
  glGetTextureImage(texture: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void;
  /** gl45: `void glGetCompressedTextureImage(GLuint texture, GLint level, GLsizei bufSize, void *pixels)` */
  glGetCompressedTextureImage(texture: number, level: number, bufSize: number, pixels: VoidData): void;
  /** gl45: `void glGetTextureLevelParameterfv(GLuint texture, GLint level, GLenum pname, GLfloat *params)` */
  glGetTextureLevelParameterfv(texture: number, level: number, pname: number, params: Float32Array): void;
  /** gl45: `void glGetTextureLevelParameteriv(GLuint texture, GLint level, GLenum pname, GLint *params)` */
  glGetTextureLevelParameteriv(texture: number, level: number, pname: number, params: Int32Array): void;
  /** gl45: `void glGetTextureParameterfv(GLuint texture, GLenum pname, GLfloat *params)` */
  glGetTextureParameterfv(texture: number, pname: number, params: Float32Array): void;
  /** gl45: `void glGetTextureParameterIiv(GLuint texture, GLenum pname, GLint *params)` */
  glGetTextureParameterIiv(texture: number, pname: number, params: Int32Array): void;
  /** gl45: `void glGetTextureParameterIuiv(GLuint texture, GLenum pname, GLuint *params)` */
  glGetTextureParameterIuiv(texture: number, pname: number, params: Uint32Array): void;
  /** gl45: `void glGetTextureParameteriv(GLuint texture, GLenum pname, GLint *params)` */
  glGetTextureParameteriv(texture: number, pname: number, params: Int32Array): void;
  /** gl45: `void glGetTextureSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, GLsizei bufSize, void *pixels)` */
  glGetTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, bufSize: number, pixels: VoidData): void;
  /** gl45: `void glGetCompressedTextureSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLsizei bufSize, void *pixels)` */
  glGetCompressedTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, bufSize: number, pixels: VoidData): void;
  /** gl45: `void glCreateFramebuffers(GLsizei n, GLuint *framebuffers)` */
  glCreateFramebuffers(n: number, framebuffers: Uint32Array): void;
  /** gl45: `void glNamedFramebufferRenderbuffer(GLuint framebuffer, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer)` */
  glNamedFramebufferRenderbuffer(framebuffer: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void;
  /** gl45: `void glNamedFramebufferParameteri(GLuint framebuffer, GLenum pname, GLint param)` */
  glNamedFramebufferParameteri(framebuffer: number, pname: number, param: number): void;
  /** gl45: `void glInvalidateNamedFramebufferData(GLuint framebuffer, GLsizei numAttachments, const GLenum *attachments)` */
  glInvalidateNamedFramebufferData(framebuffer: number, numAttachments: number, attachments: Uint32Array): void;
  /** gl45: `void glInvalidateNamedFramebufferSubData(GLuint framebuffer, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height)` */
  glInvalidateNamedFramebufferSubData(framebuffer: number, numAttachments: number, attachments: Uint32Array, x: number, y: number, width: number, height: number): void;
  /** gl45: `void glClearNamedFramebufferiv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLint *value)` */
  glClearNamedFramebufferiv(framebuffer: number, buffer: number, drawbuffer: number, value: Int32Array): void;
  /** gl45: `void glClearNamedFramebufferuiv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLuint *value)` */
  glClearNamedFramebufferuiv(framebuffer: number, buffer: number, drawbuffer: number, value: Uint32Array): void;
  /** gl45: `void glClearNamedFramebufferfv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLfloat *value)` */
  glClearNamedFramebufferfv(framebuffer: number, buffer: number, drawbuffer: number, value: Float32Array): void;
  /** gl45: `void glClearNamedFramebufferfi(GLuint framebuffer, GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil)` */
  glClearNamedFramebufferfi(framebuffer: number, buffer: number, drawbuffer: number, depth: number, stencil: number): void;
  /** gl45: `void glBlitNamedFramebuffer(GLuint readFramebuffer, GLuint drawFramebuffer, GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter)` */
  glBlitNamedFramebuffer(readFramebuffer: number, drawFramebuffer: number, srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void;
  /** gl45: `GLenum glCheckNamedFramebufferStatus(GLuint framebuffer, GLenum target)` */
  glCheckNamedFramebufferStatus(framebuffer: number, target: number): number;
  /** gl45: `void glGetNamedFramebufferParameteriv(GLuint framebuffer, GLenum pname, GLint *param)` */
  glGetNamedFramebufferParameteriv(framebuffer: number, pname: number, param: Int32Array): void;
  /** gl45: `void glGetNamedFramebufferAttachmentParameteriv(GLuint framebuffer, GLenum attachment, GLenum pname, GLint *params)` */
  glGetNamedFramebufferAttachmentParameteriv(framebuffer: number, attachment: number, pname: number, params: Int32Array): void;
  /** gl45: `void glCreateRenderbuffers(GLsizei n, GLuint *renderbuffers)` */
  glCreateRenderbuffers(n: number, renderbuffers: Uint32Array): void;
  /** gl45: `void glNamedRenderbufferStorage(GLuint renderbuffer, GLenum internalformat, GLsizei width, GLsizei height)` */
  glNamedRenderbufferStorage(renderbuffer: number, internalformat: number, width: number, height: number): void;
  /** gl45: `void glNamedRenderbufferStorageMultisample(GLuint renderbuffer, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height)` */
  glNamedRenderbufferStorageMultisample(renderbuffer: number, samples: number, internalformat: number, width: number, height: number): void;
  /** gl45: `void glGetNamedRenderbufferParameteriv(GLuint renderbuffer, GLenum pname, GLint *params)` */
  glGetNamedRenderbufferParameteriv(renderbuffer: number, pname: number, params: Int32Array): void;
  /** gl45: `void glCreateTransformFeedbacks(GLsizei n, GLuint *ids)` */
  glCreateTransformFeedbacks(n: number, ids: Uint32Array): void;
  /** gl45: `void glGetTransformFeedbackiv(GLuint xfb, GLenum pname, GLint *param)` */
  glGetTransformFeedbackiv(xfb: number, pname: number, param: Int32Array): void;
  /** gl45: `void glGetTransformFeedbacki_v(GLuint xfb, GLenum pname, GLuint index, GLint *param)` */
  glGetTransformFeedbacki_v(xfb: number, pname: number, index: number, param: Int32Array): void;
  /** gl45: `void glGetTransformFeedbacki64_v(GLuint xfb, GLenum pname, GLuint index, GLint64 *param)` */
  glGetTransformFeedbacki64_v(xfb: number, pname: number, index: number, param: BigInt64Array): void;
  /** gl45: `void glCreateSamplers(GLsizei n, GLuint *samplers)` */
  glCreateSamplers(n: number, samplers: Uint32Array): void;
  /** gl45: `void glCreateProgramPipelines(GLsizei n, GLuint *pipelines)` */
  glCreateProgramPipelines(n: number, pipelines: Uint32Array): void;
  /** gl45: `void glCreateQueries(GLenum target, GLsizei n, GLuint *ids)` */
  glCreateQueries(target: number, n: number, ids: Uint32Array): void;
  /** gl45: `void glVertexAttrib1d(GLuint index, GLdouble x)` */
  glVertexAttrib1d(index: number, x: number): void;
  /** gl45: `void glVertexAttrib1dv(GLuint index, const GLdouble *v)` */
  glVertexAttrib1dv(index: number, v: Float64Array): void;
  /** gl45: `void glVertexAttrib1s(GLuint index, GLshort x)` */
  glVertexAttrib1s(index: number, x: number): void;
  /** gl45: `void glVertexAttrib1sv(GLuint index, const GLshort *v)` */
  glVertexAttrib1sv(index: number, v: Int16Array): void;
  /** gl45: `void glVertexAttrib2d(GLuint index, GLdouble x, GLdouble y)` */
  glVertexAttrib2d(index: number, x: number, y: number): void;
  /** gl45: `void glVertexAttrib2dv(GLuint index, const GLdouble *v)` */
  glVertexAttrib2dv(index: number, v: Float64Array): void;
  /** gl45: `void glVertexAttrib2s(GLuint index, GLshort x, GLshort y)` */
  glVertexAttrib2s(index: number, x: number, y: number): void;
  /** gl45: `void glVertexAttrib2sv(GLuint index, const GLshort *v)` */
  glVertexAttrib2sv(index: number, v: Int16Array): void;
  /** gl45: `void glVertexAttrib3d(GLuint index, GLdouble x, GLdouble y, GLdouble z)` */
  glVertexAttrib3d(index: number, x: number, y: number, z: number): void;
  /** gl45: `void glVertexAttrib3dv(GLuint index, const GLdouble *v)` */
  glVertexAttrib3dv(index: number, v: Float64Array): void;
  /** gl45: `void glVertexAttrib3s(GLuint index, GLshort x, GLshort y, GLshort z)` */
  glVertexAttrib3s(index: number, x: number, y: number, z: number): void;
  /** gl45: `void glVertexAttrib3sv(GLuint index, const GLshort *v)` */
  glVertexAttrib3sv(index: number, v: Int16Array): void;
  /** gl45: `void glVertexAttrib4Nbv(GLuint index, const GLbyte *v)` */
  glVertexAttrib4Nbv(index: number, v: Int8Array): void;
  /** gl45: `void glVertexAttrib4Niv(GLuint index, const GLint *v)` */
  glVertexAttrib4Niv(index: number, v: Int32Array): void;
  /** gl45: `void glVertexAttrib4Nsv(GLuint index, const GLshort *v)` */
  glVertexAttrib4Nsv(index: number, v: Int16Array): void;
  /** gl45: `void glVertexAttrib4Nub(GLuint index, GLubyte x, GLubyte y, GLubyte z, GLubyte w)` */
  glVertexAttrib4Nub(index: number, x: number, y: number, z: number, w: number): void;
  /** gl45: `void glVertexAttrib4Nubv(GLuint index, const GLubyte *v)` */
  glVertexAttrib4Nubv(index: number, v: Uint8Array): void;
  /** gl45: `void glVertexAttrib4Nuiv(GLuint index, const GLuint *v)` */
  glVertexAttrib4Nuiv(index: number, v: Uint32Array): void;
  /** gl45: `void glVertexAttrib4Nusv(GLuint index, const GLushort *v)` */
  glVertexAttrib4Nusv(index: number, v: Uint16Array): void;
  /** gl45: `void glVertexAttrib4bv(GLuint index, const GLbyte *v)` */
  glVertexAttrib4bv(index: number, v: Int8Array): void;
  /** gl45: `void glVertexAttrib4d(GLuint index, GLdouble x, GLdouble y, GLdouble z, GLdouble w)` */
  glVertexAttrib4d(index: number, x: number, y: number, z: number, w: number): void;
  /** gl45: `void glVertexAttrib4dv(GLuint index, const GLdouble *v)` */
  glVertexAttrib4dv(index: number, v: Float64Array): void;
  /** gl45: `void glVertexAttrib4iv(GLuint index, const GLint *v)` */
  glVertexAttrib4iv(index: number, v: Int32Array): void;
  /** gl45: `void glVertexAttrib4s(GLuint index, GLshort x, GLshort y, GLshort z, GLshort w)` */
  glVertexAttrib4s(index: number, x: number, y: number, z: number, w: number): void;
  /** gl45: `void glVertexAttrib4sv(GLuint index, const GLshort *v)` */
  glVertexAttrib4sv(index: number, v: Int16Array): void;
  /** gl45: `void glVertexAttrib4ubv(GLuint index, const GLubyte *v)` */
  glVertexAttrib4ubv(index: number, v: Uint8Array): void;
  /** gl45: `void glVertexAttrib4uiv(GLuint index, const GLuint *v)` */
  glVertexAttrib4uiv(index: number, v: Uint32Array): void;
  /** gl45: `void glVertexAttrib4usv(GLuint index, const GLushort *v)` */
  glVertexAttrib4usv(index: number, v: Uint16Array): void;
  /** gl45: `void glVertexAttribI1i(GLuint index, GLint x)` */
  glVertexAttribI1i(index: number, x: number): void;
  /** gl45: `void glVertexAttribI2i(GLuint index, GLint x, GLint y)` */
  glVertexAttribI2i(index: number, x: number, y: number): void;
  /** gl45: `void glVertexAttribI3i(GLuint index, GLint x, GLint y, GLint z)` */
  glVertexAttribI3i(index: number, x: number, y: number, z: number): void;
  /** gl45: `void glVertexAttribI1ui(GLuint index, GLuint x)` */
  glVertexAttribI1ui(index: number, x: number): void;
  /** gl45: `void glVertexAttribI2ui(GLuint index, GLuint x, GLuint y)` */
  glVertexAttribI2ui(index: number, x: number, y: number): void;
  /** gl45: `void glVertexAttribI3ui(GLuint index, GLuint x, GLuint y, GLuint z)` */
  glVertexAttribI3ui(index: number, x: number, y: number, z: number): void;
  /** gl45: `void glVertexAttribI1iv(GLuint index, const GLint *v)` */
  glVertexAttribI1iv(index: number, v: Int32Array): void;
  /** gl45: `void glVertexAttribI2iv(GLuint index, const GLint *v)` */
  glVertexAttribI2iv(index: number, v: Int32Array): void;
  /** gl45: `void glVertexAttribI3iv(GLuint index, const GLint *v)` */
  glVertexAttribI3iv(index: number, v: Int32Array): void;
  /** gl45: `void glVertexAttribI1uiv(GLuint index, const GLuint *v)` */
  glVertexAttribI1uiv(index: number, v: Uint32Array): void;
  /** gl45: `void glVertexAttribI2uiv(GLuint index, const GLuint *v)` */
  glVertexAttribI2uiv(index: number, v: Uint32Array): void;
  /** gl45: `void glVertexAttribI3uiv(GLuint index, const GLuint *v)` */
  glVertexAttribI3uiv(index: number, v: Uint32Array): void;
  /** gl45: `void glVertexAttribI4bv(GLuint index, const GLbyte *v)` */
  glVertexAttribI4bv(index: number, v: Int8Array): void;
  /** gl45: `void glVertexAttribI4sv(GLuint index, const GLshort *v)` */
  glVertexAttribI4sv(index: number, v: Int16Array): void;
  /** gl45: `void glVertexAttribI4ubv(GLuint index, const GLubyte *v)` */
  glVertexAttribI4ubv(index: number, v: Uint8Array): void;
  /** gl45: `void glVertexAttribI4usv(GLuint index, const GLushort *v)` */
  glVertexAttribI4usv(index: number, v: Uint16Array): void;
  /** gl45: `void glVertexAttribP1ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  glVertexAttribP1ui(index: number, type: number, normalized: number | boolean, value: number): void;
  /** gl45: `void glVertexAttribP1uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  glVertexAttribP1uiv(index: number, type: number, normalized: number | boolean, value: Uint32Array): void;
  /** gl45: `void glVertexAttribP2ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  glVertexAttribP2ui(index: number, type: number, normalized: number | boolean, value: number): void;
  /** gl45: `void glVertexAttribP2uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  glVertexAttribP2uiv(index: number, type: number, normalized: number | boolean, value: Uint32Array): void;
  /** gl45: `void glVertexAttribP3ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  glVertexAttribP3ui(index: number, type: number, normalized: number | boolean, value: number): void;
  /** gl45: `void glVertexAttribP3uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  glVertexAttribP3uiv(index: number, type: number, normalized: number | boolean, value: Uint32Array): void;
  /** gl45: `void glVertexAttribP4ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)` */
  glVertexAttribP4ui(index: number, type: number, normalized: number | boolean, value: number): void;
  /** gl45: `void glVertexAttribP4uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)` */
  glVertexAttribP4uiv(index: number, type: number, normalized: number | boolean, value: Uint32Array): void;
  /** gl45: `void glVertexAttribL2d(GLuint index, GLdouble x, GLdouble y)` */
  glVertexAttribL2d(index: number, x: number, y: number): void;
  /** gl45: `void glVertexAttribL3d(GLuint index, GLdouble x, GLdouble y, GLdouble z)` */
  glVertexAttribL3d(index: number, x: number, y: number, z: number): void;
  /** gl45: `void glVertexAttribL1dv(GLuint index, const GLdouble *v)` */
  glVertexAttribL1dv(index: number, v: Float64Array): void;
  /** gl45: `void glVertexAttribL2dv(GLuint index, const GLdouble *v)` */
  glVertexAttribL2dv(index: number, v: Float64Array): void;
  /** gl45: `void glVertexAttribL3dv(GLuint index, const GLdouble *v)` */
  glVertexAttribL3dv(index: number, v: Float64Array): void;
  /** gl45: `void glPointParameterfv(GLenum pname, const GLfloat *params)` */
  glPointParameterfv(pname: number, params: Float32Array): void;
  /** gl45: `void glPointParameteriv(GLenum pname, const GLint *params)` */
  glPointParameteriv(pname: number, params: Int32Array): void;
  /** gl45: `void glGetActiveSubroutineUniformiv(GLuint program, GLenum shadertype, GLuint index, GLenum pname, GLint *values)` */
  glGetActiveSubroutineUniformiv(program: number, shadertype: number, index: number, pname: number, values: Int32Array): void;
  /** gl45: `void glGetActiveSubroutineUniformName(GLuint program, GLenum shadertype, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)` */
  glGetActiveSubroutineUniformName(program: number, shadertype: number, index: number, bufSize: number, length: Int32Array | null, name: Uint8Array): void;
  /** gl45: `void glGetActiveSubroutineName(GLuint program, GLenum shadertype, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)` */
  glGetActiveSubroutineName(program: number, shadertype: number, index: number, bufSize: number, length: Int32Array | null, name: Uint8Array): void;
  /** es32, gl45: `void glShaderBinary(GLsizei count, const GLuint *shaders, GLenum binaryFormat, const void *binary, GLsizei length)` */
  glShaderBinary(count: number, shaders: Uint32Array, binaryFormat: number, binary: VoidData, length: number): void;
  /** es32, gl45: `void glGetProgramBinary(GLuint program, GLsizei bufSize, GLsizei *length, GLenum *binaryFormat, void *binary)` */
  glGetProgramBinary(program: number, bufSize: number, length: Int32Array | null, binaryFormat: Uint32Array, binary: VoidData): void;
  /** es32, gl45: `void glProgramBinary(GLuint program, GLenum binaryFormat, const void *binary, GLsizei length)` */
  glProgramBinary(program: number, binaryFormat: number, binary: VoidData, length: number): void;
  /** gl45: `void glGetnUniformdv(GLuint program, GLint location, GLsizei bufSize, GLdouble *params)` */
  glGetnUniformdv(program: number, location: number, bufSize: number, params: Float64Array): void;
}

/** Which context APIs may call each function (API_GLES | API_GL bits). */
export const ENTRY_POINT_APIS: Readonly<Record<keyof GLEntryPoints, number>> = {
  glGenBuffers: 3,
  glDeleteBuffers: 3,
  glIsBuffer: 3,
  glBindBuffer: 3,
  glBindBufferBase: 3,
  glBindBufferRange: 3,
  glBindBuffersBase: 2,
  glBindBuffersRange: 2,
  glBufferData: 3,
  glBufferSubData: 3,
  glBufferStorage: 2,
  glMapBufferRange: 3,
  glMapBuffer: 2,
  glUnmapBuffer: 3,
  glFlushMappedBufferRange: 3,
  glCopyBufferSubData: 3,
  glClearBufferData: 2,
  glClearBufferSubData: 2,
  glGetBufferSubData: 2,
  glGetBufferParameteriv: 3,
  glGetBufferParameteri64v: 3,
  glGetBufferPointerv: 3,
  glInvalidateBufferData: 2,
  glInvalidateBufferSubData: 2,
  glGenVertexArrays: 3,
  glDeleteVertexArrays: 3,
  glIsVertexArray: 3,
  glBindVertexArray: 3,
  glVertexAttribPointer: 3,
  glVertexAttribIPointer: 3,
  glVertexAttribLPointer: 2,
  glEnableVertexAttribArray: 3,
  glDisableVertexAttribArray: 3,
  glVertexAttribDivisor: 3,
  glVertexAttribFormat: 3,
  glVertexAttribIFormat: 3,
  glVertexAttribLFormat: 2,
  glVertexAttribBinding: 3,
  glBindVertexBuffer: 3,
  glBindVertexBuffers: 2,
  glVertexBindingDivisor: 3,
  glVertexAttrib1f: 3,
  glVertexAttrib2f: 3,
  glVertexAttrib3f: 3,
  glVertexAttrib4f: 3,
  glVertexAttrib1fv: 3,
  glVertexAttrib2fv: 3,
  glVertexAttrib3fv: 3,
  glVertexAttrib4fv: 3,
  glVertexAttribI4i: 3,
  glVertexAttribI4ui: 3,
  glVertexAttribI4iv: 3,
  glVertexAttribI4uiv: 3,
  glVertexAttribL1d: 2,
  glVertexAttribL4d: 2,
  glVertexAttribL4dv: 2,
  glGetVertexAttribiv: 3,
  glGetVertexAttribfv: 3,
  glGetVertexAttribIiv: 3,
  glGetVertexAttribIuiv: 3,
  glGetVertexAttribdv: 2,
  glGetVertexAttribLdv: 2,
  glGetVertexAttribPointerv: 3,
  glGenTextures: 3,
  glDeleteTextures: 3,
  glIsTexture: 3,
  glBindTexture: 3,
  glBindTextures: 2,
  glActiveTexture: 3,
  glTexImage1D: 2,
  glTexImage2D: 3,
  glTexImage3D: 3,
  glTexImage2DMultisample: 2,
  glTexImage3DMultisample: 2,
  glTexStorage1D: 2,
  glTexStorage2D: 3,
  glTexStorage3D: 3,
  glTexStorage2DMultisample: 3,
  glTexStorage3DMultisample: 3,
  glTexSubImage1D: 2,
  glTexSubImage2D: 3,
  glTexSubImage3D: 3,
  glCompressedTexImage1D: 2,
  glCompressedTexImage2D: 3,
  glCompressedTexImage3D: 3,
  glCompressedTexSubImage1D: 2,
  glCompressedTexSubImage2D: 3,
  glCompressedTexSubImage3D: 3,
  glCopyTexImage1D: 2,
  glCopyTexImage2D: 3,
  glCopyTexSubImage1D: 2,
  glCopyTexSubImage2D: 3,
  glCopyTexSubImage3D: 3,
  glTextureView: 2,
  glTextureViewOES: 1,
  glGenerateMipmap: 3,
  glTexParameteri: 3,
  glTexParameterf: 3,
  glTexParameteriv: 3,
  glTexParameterfv: 3,
  glTexParameterIiv: 3,
  glTexParameterIuiv: 3,
  glGetTexParameteriv: 3,
  glGetTexParameterfv: 3,
  glGetTexParameterIiv: 3,
  glGetTexParameterIuiv: 3,
  glGetTexImage: 2,
  glGetnTexImage: 2,
  glGetCompressedTexImage: 2,
  glGetnCompressedTexImage: 2,
  glGetTexLevelParameteriv: 3,
  glGetTexLevelParameterfv: 3,
  glTexBuffer: 3,
  glTexBufferRange: 3,
  glInvalidateTexImage: 2,
  glInvalidateTexSubImage: 2,
  glClearTexImage: 2,
  glClearTexSubImage: 2,
  glBindImageTexture: 3,
  glBindImageTextures: 2,
  glGetInternalformativ: 3,
  glGetInternalformati64v: 2,
  glCopyImageSubData: 3,
  glTextureBarrier: 2,
  glGenSamplers: 3,
  glDeleteSamplers: 3,
  glIsSampler: 3,
  glBindSampler: 3,
  glBindSamplers: 2,
  glSamplerParameteri: 3,
  glSamplerParameterf: 3,
  glSamplerParameteriv: 3,
  glSamplerParameterfv: 3,
  glSamplerParameterIiv: 3,
  glSamplerParameterIuiv: 3,
  glGetSamplerParameteriv: 3,
  glGetSamplerParameterfv: 3,
  glGetSamplerParameterIiv: 3,
  glGetSamplerParameterIuiv: 3,
  glGenFramebuffers: 3,
  glDeleteFramebuffers: 3,
  glIsFramebuffer: 3,
  glBindFramebuffer: 3,
  glFramebufferTexture: 3,
  glFramebufferTexture1D: 2,
  glFramebufferTexture2D: 3,
  glFramebufferTexture3D: 2,
  glFramebufferTextureLayer: 3,
  glFramebufferRenderbuffer: 3,
  glFramebufferParameteri: 3,
  glGetFramebufferParameteriv: 3,
  glGetFramebufferAttachmentParameteriv: 3,
  glCheckFramebufferStatus: 3,
  glDrawBuffers: 3,
  glDrawBuffer: 2,
  glReadBuffer: 3,
  glInvalidateFramebuffer: 3,
  glInvalidateSubFramebuffer: 3,
  glBlitFramebuffer: 3,
  glGenRenderbuffers: 3,
  glDeleteRenderbuffers: 3,
  glIsRenderbuffer: 3,
  glBindRenderbuffer: 3,
  glRenderbufferStorage: 3,
  glRenderbufferStorageMultisample: 3,
  glGetRenderbufferParameteriv: 3,
  glCreateShader: 3,
  glDeleteShader: 3,
  glIsShader: 3,
  glShaderSource: 3,
  glCompileShader: 3,
  glGetShaderiv: 3,
  glGetShaderInfoLog: 3,
  glGetShaderSource: 3,
  glReleaseShaderCompiler: 3,
  glGetShaderPrecisionFormat: 3,
  glSpecializeShader: 2,
  glCreateProgram: 3,
  glDeleteProgram: 3,
  glIsProgram: 3,
  glAttachShader: 3,
  glDetachShader: 3,
  glLinkProgram: 3,
  glValidateProgram: 3,
  glUseProgram: 3,
  glGetProgramiv: 3,
  glGetProgramInfoLog: 3,
  glGetAttachedShaders: 3,
  glProgramParameteri: 3,
  glBindAttribLocation: 3,
  glGetAttribLocation: 3,
  glGetActiveAttrib: 3,
  glGetUniformLocation: 3,
  glGetActiveUniform: 3,
  glGetActiveUniformsiv: 3,
  glGetActiveUniformName: 2,
  glGetUniformIndices: 3,
  glGetUniformBlockIndex: 3,
  glGetActiveUniformBlockiv: 3,
  glGetActiveUniformBlockName: 3,
  glUniformBlockBinding: 3,
  glShaderStorageBlockBinding: 2,
  glGetFragDataLocation: 3,
  glBindFragDataLocation: 2,
  glBindFragDataLocationIndexed: 2,
  glGetFragDataIndex: 2,
  glGetProgramInterfaceiv: 3,
  glGetProgramResourceIndex: 3,
  glGetProgramResourceName: 3,
  glGetProgramResourceiv: 3,
  glGetProgramResourceLocation: 3,
  glGetProgramResourceLocationIndex: 2,
  glGetSubroutineUniformLocation: 2,
  glGetSubroutineIndex: 2,
  glUniformSubroutinesuiv: 2,
  glGetUniformSubroutineuiv: 2,
  glGetProgramStageiv: 2,
  glCreateShaderProgramv: 3,
  glGenProgramPipelines: 3,
  glDeleteProgramPipelines: 3,
  glIsProgramPipeline: 3,
  glBindProgramPipeline: 3,
  glUseProgramStages: 3,
  glActiveShaderProgram: 3,
  glValidateProgramPipeline: 3,
  glGetProgramPipelineiv: 3,
  glGetProgramPipelineInfoLog: 3,
  glGetUniformfv: 3,
  glGetUniformiv: 3,
  glGetUniformuiv: 3,
  glGetUniformdv: 2,
  glGetnUniformfv: 3,
  glGetnUniformiv: 3,
  glGetnUniformuiv: 3,
  glUniform1f: 3,
  glUniform2f: 3,
  glUniform3f: 3,
  glUniform4f: 3,
  glUniform1i: 3,
  glUniform2i: 3,
  glUniform3i: 3,
  glUniform4i: 3,
  glUniform1ui: 3,
  glUniform2ui: 3,
  glUniform3ui: 3,
  glUniform4ui: 3,
  glUniform1fv: 3,
  glUniform2fv: 3,
  glUniform3fv: 3,
  glUniform4fv: 3,
  glUniform1iv: 3,
  glUniform2iv: 3,
  glUniform3iv: 3,
  glUniform4iv: 3,
  glUniform1uiv: 3,
  glUniform2uiv: 3,
  glUniform3uiv: 3,
  glUniform4uiv: 3,
  glUniform1d: 2,
  glUniform2d: 2,
  glUniform3d: 2,
  glUniform4d: 2,
  glUniform1dv: 2,
  glUniform2dv: 2,
  glUniform3dv: 2,
  glUniform4dv: 2,
  glUniformMatrix2fv: 3,
  glUniformMatrix3fv: 3,
  glUniformMatrix4fv: 3,
  glUniformMatrix2x3fv: 3,
  glUniformMatrix3x2fv: 3,
  glUniformMatrix2x4fv: 3,
  glUniformMatrix4x2fv: 3,
  glUniformMatrix3x4fv: 3,
  glUniformMatrix4x3fv: 3,
  glUniformMatrix2dv: 2,
  glUniformMatrix3dv: 2,
  glUniformMatrix4dv: 2,
  glUniformMatrix2x3dv: 2,
  glUniformMatrix3x2dv: 2,
  glUniformMatrix2x4dv: 2,
  glUniformMatrix4x2dv: 2,
  glUniformMatrix3x4dv: 2,
  glUniformMatrix4x3dv: 2,
  glProgramUniform1f: 3,
  glProgramUniform2f: 3,
  glProgramUniform3f: 3,
  glProgramUniform4f: 3,
  glProgramUniform1i: 3,
  glProgramUniform2i: 3,
  glProgramUniform3i: 3,
  glProgramUniform4i: 3,
  glProgramUniform1ui: 3,
  glProgramUniform2ui: 3,
  glProgramUniform3ui: 3,
  glProgramUniform4ui: 3,
  glProgramUniform1fv: 3,
  glProgramUniform2fv: 3,
  glProgramUniform3fv: 3,
  glProgramUniform4fv: 3,
  glProgramUniform1iv: 3,
  glProgramUniform2iv: 3,
  glProgramUniform3iv: 3,
  glProgramUniform4iv: 3,
  glProgramUniform1uiv: 3,
  glProgramUniform2uiv: 3,
  glProgramUniform3uiv: 3,
  glProgramUniform4uiv: 3,
  glProgramUniform1d: 2,
  glProgramUniform2d: 2,
  glProgramUniform3d: 2,
  glProgramUniform4d: 2,
  glProgramUniform1dv: 2,
  glProgramUniform2dv: 2,
  glProgramUniform3dv: 2,
  glProgramUniform4dv: 2,
  glProgramUniformMatrix2fv: 3,
  glProgramUniformMatrix3fv: 3,
  glProgramUniformMatrix4fv: 3,
  glProgramUniformMatrix2x3fv: 3,
  glProgramUniformMatrix3x2fv: 3,
  glProgramUniformMatrix2x4fv: 3,
  glProgramUniformMatrix4x2fv: 3,
  glProgramUniformMatrix3x4fv: 3,
  glProgramUniformMatrix4x3fv: 3,
  glProgramUniformMatrix2dv: 2,
  glProgramUniformMatrix3dv: 2,
  glProgramUniformMatrix4dv: 2,
  glProgramUniformMatrix2x3dv: 2,
  glProgramUniformMatrix3x2dv: 2,
  glProgramUniformMatrix2x4dv: 2,
  glProgramUniformMatrix4x2dv: 2,
  glProgramUniformMatrix3x4dv: 2,
  glProgramUniformMatrix4x3dv: 2,
  glDrawArrays: 3,
  glDrawElements: 3,
  glDrawRangeElements: 3,
  glDrawArraysInstanced: 3,
  glDrawElementsInstanced: 3,
  glDrawElementsBaseVertex: 3,
  glDrawRangeElementsBaseVertex: 3,
  glDrawElementsInstancedBaseVertex: 3,
  glDrawArraysInstancedBaseInstance: 2,
  glDrawElementsInstancedBaseInstance: 2,
  glDrawElementsInstancedBaseVertexBaseInstance: 2,
  glDrawArraysIndirect: 3,
  glDrawElementsIndirect: 3,
  glMultiDrawArrays: 2,
  glMultiDrawElements: 2,
  glMultiDrawElementsBaseVertex: 2,
  glMultiDrawArraysIndirect: 2,
  glMultiDrawElementsIndirect: 2,
  glMultiDrawArraysIndirectCount: 2,
  glMultiDrawElementsIndirectCount: 2,
  glDrawTransformFeedback: 2,
  glDrawTransformFeedbackInstanced: 2,
  glDrawTransformFeedbackStream: 2,
  glDrawTransformFeedbackStreamInstanced: 2,
  glPrimitiveRestartIndex: 2,
  glProvokingVertex: 2,
  glGenTransformFeedbacks: 3,
  glDeleteTransformFeedbacks: 3,
  glIsTransformFeedback: 3,
  glBindTransformFeedback: 3,
  glBeginTransformFeedback: 3,
  glEndTransformFeedback: 3,
  glPauseTransformFeedback: 3,
  glResumeTransformFeedback: 3,
  glTransformFeedbackVaryings: 3,
  glGetTransformFeedbackVarying: 3,
  glGenQueries: 3,
  glDeleteQueries: 3,
  glIsQuery: 3,
  glBeginQuery: 3,
  glEndQuery: 3,
  glBeginQueryIndexed: 2,
  glEndQueryIndexed: 2,
  glQueryCounter: 2,
  glGetQueryiv: 3,
  glGetQueryIndexediv: 2,
  glGetQueryObjectiv: 2,
  glGetQueryObjectuiv: 3,
  glGetQueryObjecti64v: 2,
  glGetQueryObjectui64v: 2,
  glBeginConditionalRender: 2,
  glEndConditionalRender: 2,
  glFenceSync: 3,
  glClientWaitSync: 3,
  glWaitSync: 3,
  glDeleteSync: 3,
  glIsSync: 3,
  glGetSynciv: 3,
  glDispatchCompute: 3,
  glDispatchComputeIndirect: 3,
  glMemoryBarrier: 3,
  glMemoryBarrierByRegion: 3,
  glClear: 3,
  glClearBufferiv: 3,
  glClearBufferuiv: 3,
  glClearBufferfv: 3,
  glClearBufferfi: 3,
  glClearColor: 3,
  glClearDepthf: 3,
  glClearDepth: 2,
  glClearStencil: 3,
  glEnable: 3,
  glDisable: 3,
  glIsEnabled: 3,
  glEnablei: 3,
  glDisablei: 3,
  glIsEnabledi: 3,
  glBlendFunc: 3,
  glBlendFuncSeparate: 3,
  glBlendFunci: 3,
  glBlendFuncSeparatei: 3,
  glBlendEquation: 3,
  glBlendEquationSeparate: 3,
  glBlendEquationi: 3,
  glBlendEquationSeparatei: 3,
  glBlendColor: 3,
  glBlendBarrier: 1,
  glColorMask: 3,
  glColorMaski: 3,
  glDepthFunc: 3,
  glDepthMask: 3,
  glDepthRangef: 3,
  glDepthRange: 2,
  glDepthRangeArrayv: 2,
  glDepthRangeIndexed: 2,
  glStencilFunc: 3,
  glStencilFuncSeparate: 3,
  glStencilOp: 3,
  glStencilOpSeparate: 3,
  glStencilMask: 3,
  glStencilMaskSeparate: 3,
  glCullFace: 3,
  glFrontFace: 3,
  glPolygonMode: 2,
  glPolygonOffset: 3,
  glPolygonOffsetClamp: 2,
  glPointSize: 2,
  glPointParameteri: 2,
  glPointParameterf: 2,
  glLineWidth: 3,
  glHint: 3,
  glPixelStorei: 3,
  glPixelStoref: 2,
  glViewport: 3,
  glViewportIndexedf: 2,
  glViewportIndexedfv: 2,
  glViewportArrayv: 2,
  glScissor: 3,
  glScissorIndexed: 2,
  glScissorIndexedv: 2,
  glScissorArrayv: 2,
  glViewportIndexedfOES: 1,
  glScissorIndexedOES: 1,
  glDepthRangeIndexedfOES: 1,
  glPatchParameteri: 3,
  glPatchParameterfv: 2,
  glSampleCoverage: 3,
  glSampleMaski: 3,
  glMinSampleShading: 3,
  glLogicOp: 2,
  glClampColor: 2,
  glGetMultisamplefv: 3,
  glClipControl: 2,
  glPrimitiveBoundingBox: 1,
  glReadPixels: 3,
  glReadnPixels: 3,
  glGetIntegerv: 3,
  glGetFloatv: 3,
  glGetBooleanv: 3,
  glGetInteger64v: 3,
  glGetDoublev: 2,
  glGetIntegeri_v: 3,
  glGetInteger64i_v: 3,
  glGetBooleani_v: 3,
  glGetFloati_v: 2,
  glGetDoublei_v: 2,
  glGetString: 3,
  glGetStringi: 3,
  glGetError: 3,
  glGetGraphicsResetStatus: 3,
  glGetPointerv: 3,
  glFlush: 3,
  glFinish: 3,
  glDebugMessageCallback: 3,
  glDebugMessageControl: 3,
  glDebugMessageInsert: 3,
  glGetDebugMessageLog: 3,
  glPushDebugGroup: 3,
  glPopDebugGroup: 3,
  glObjectLabel: 3,
  glGetObjectLabel: 3,
  glObjectPtrLabel: 3,
  glGetObjectPtrLabel: 3,
  glGetActiveAtomicCounterBufferiv: 2,
  glTransformFeedbackBufferBase: 2,
  glTransformFeedbackBufferRange: 2,
  glCreateBuffers: 2,
  glNamedBufferStorage: 2,
  glNamedBufferData: 2,
  glNamedBufferSubData: 2,
  glCopyNamedBufferSubData: 2,
  glClearNamedBufferData: 2,
  glClearNamedBufferSubData: 2,
  glMapNamedBuffer: 2,
  glMapNamedBufferRange: 2,
  glUnmapNamedBuffer: 2,
  glFlushMappedNamedBufferRange: 2,
  glGetNamedBufferParameteriv: 2,
  glGetNamedBufferParameteri64v: 2,
  glGetNamedBufferPointerv: 2,
  glGetNamedBufferSubData: 2,
  glNamedFramebufferDrawBuffer: 2,
  glNamedFramebufferDrawBuffers: 2,
  glNamedFramebufferReadBuffer: 2,
  glTextureBuffer: 2,
  glTextureBufferRange: 2,
  glVertexArrayElementBuffer: 2,
  glVertexArrayVertexBuffer: 2,
  glVertexArrayVertexBuffers: 2,
  glGetQueryBufferObjecti64v: 2,
  glGetQueryBufferObjectiv: 2,
  glGetQueryBufferObjectui64v: 2,
  glGetQueryBufferObjectuiv: 2,
  glCreateVertexArrays: 2,
  glDisableVertexArrayAttrib: 2,
  glEnableVertexArrayAttrib: 2,
  glVertexArrayAttribBinding: 2,
  glVertexArrayAttribFormat: 2,
  glVertexArrayAttribIFormat: 2,
  glVertexArrayAttribLFormat: 2,
  glVertexArrayBindingDivisor: 2,
  glGetVertexArrayiv: 2,
  glGetVertexArrayIndexediv: 2,
  glGetVertexArrayIndexed64iv: 2,
  glNamedFramebufferTexture: 2,
  glNamedFramebufferTextureLayer: 2,
  glCreateTextures: 2,
  glTextureStorage1D: 2,
  glTextureStorage2D: 2,
  glTextureStorage3D: 2,
  glTextureStorage2DMultisample: 2,
  glTextureStorage3DMultisample: 2,
  glTextureSubImage1D: 2,
  glTextureSubImage2D: 2,
  glTextureSubImage3D: 2,
  glCompressedTextureSubImage1D: 2,
  glCompressedTextureSubImage2D: 2,
  glCompressedTextureSubImage3D: 2,
  glCopyTextureSubImage1D: 2,
  glCopyTextureSubImage2D: 2,
  glCopyTextureSubImage3D: 2,
  glTextureParameterf: 2,
  glTextureParameterfv: 2,
  glTextureParameteri: 2,
  glTextureParameterIiv: 2,
  glTextureParameterIuiv: 2,
  glTextureParameteriv: 2,
  glGenerateTextureMipmap: 2,
  glBindTextureUnit: 2,
  glGetTextureImage: 2,
  glGetCompressedTextureImage: 2,
  glGetTextureLevelParameterfv: 2,
  glGetTextureLevelParameteriv: 2,
  glGetTextureParameterfv: 2,
  glGetTextureParameterIiv: 2,
  glGetTextureParameterIuiv: 2,
  glGetTextureParameteriv: 2,
  glGetTextureSubImage: 2,
  glGetCompressedTextureSubImage: 2,
  glCreateFramebuffers: 2,
  glNamedFramebufferRenderbuffer: 2,
  glNamedFramebufferParameteri: 2,
  glInvalidateNamedFramebufferData: 2,
  glInvalidateNamedFramebufferSubData: 2,
  glClearNamedFramebufferiv: 2,
  glClearNamedFramebufferuiv: 2,
  glClearNamedFramebufferfv: 2,
  glClearNamedFramebufferfi: 2,
  glBlitNamedFramebuffer: 2,
  glCheckNamedFramebufferStatus: 2,
  glGetNamedFramebufferParameteriv: 2,
  glGetNamedFramebufferAttachmentParameteriv: 2,
  glCreateRenderbuffers: 2,
  glNamedRenderbufferStorage: 2,
  glNamedRenderbufferStorageMultisample: 2,
  glGetNamedRenderbufferParameteriv: 2,
  glCreateTransformFeedbacks: 2,
  glGetTransformFeedbackiv: 2,
  glGetTransformFeedbacki_v: 2,
  glGetTransformFeedbacki64_v: 2,
  glCreateSamplers: 2,
  glCreateProgramPipelines: 2,
  glCreateQueries: 2,
  glVertexAttrib1d: 2,
  glVertexAttrib1dv: 2,
  glVertexAttrib1s: 2,
  glVertexAttrib1sv: 2,
  glVertexAttrib2d: 2,
  glVertexAttrib2dv: 2,
  glVertexAttrib2s: 2,
  glVertexAttrib2sv: 2,
  glVertexAttrib3d: 2,
  glVertexAttrib3dv: 2,
  glVertexAttrib3s: 2,
  glVertexAttrib3sv: 2,
  glVertexAttrib4Nbv: 2,
  glVertexAttrib4Niv: 2,
  glVertexAttrib4Nsv: 2,
  glVertexAttrib4Nub: 2,
  glVertexAttrib4Nubv: 2,
  glVertexAttrib4Nuiv: 2,
  glVertexAttrib4Nusv: 2,
  glVertexAttrib4bv: 2,
  glVertexAttrib4d: 2,
  glVertexAttrib4dv: 2,
  glVertexAttrib4iv: 2,
  glVertexAttrib4s: 2,
  glVertexAttrib4sv: 2,
  glVertexAttrib4ubv: 2,
  glVertexAttrib4uiv: 2,
  glVertexAttrib4usv: 2,
  glVertexAttribI1i: 2,
  glVertexAttribI2i: 2,
  glVertexAttribI3i: 2,
  glVertexAttribI1ui: 2,
  glVertexAttribI2ui: 2,
  glVertexAttribI3ui: 2,
  glVertexAttribI1iv: 2,
  glVertexAttribI2iv: 2,
  glVertexAttribI3iv: 2,
  glVertexAttribI1uiv: 2,
  glVertexAttribI2uiv: 2,
  glVertexAttribI3uiv: 2,
  glVertexAttribI4bv: 2,
  glVertexAttribI4sv: 2,
  glVertexAttribI4ubv: 2,
  glVertexAttribI4usv: 2,
  glVertexAttribP1ui: 2,
  glVertexAttribP1uiv: 2,
  glVertexAttribP2ui: 2,
  glVertexAttribP2uiv: 2,
  glVertexAttribP3ui: 2,
  glVertexAttribP3uiv: 2,
  glVertexAttribP4ui: 2,
  glVertexAttribP4uiv: 2,
  glVertexAttribL2d: 2,
  glVertexAttribL3d: 2,
  glVertexAttribL1dv: 2,
  glVertexAttribL2dv: 2,
  glVertexAttribL3dv: 2,
  glPointParameterfv: 2,
  glPointParameteriv: 2,
  glGetActiveSubroutineUniformiv: 2,
  glGetActiveSubroutineUniformName: 2,
  glGetActiveSubroutineName: 2,
  glShaderBinary: 3,
  glGetProgramBinary: 3,
  glProgramBinary: 3,
  glGetnUniformdv: 2,
};

/** Functions tagged gl46 in the table: desktop GL 4.6 entry points a 4.5 context may lack. */
export const GL46_ONLY: readonly (keyof GLEntryPoints)[] = ['glSpecializeShader', 'glMultiDrawArraysIndirectCount', 'glMultiDrawElementsIndirectCount', 'glPolygonOffsetClamp'];
