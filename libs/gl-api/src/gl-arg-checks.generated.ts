// GENERATED FILE - DO NOT EDIT.
// Generator: tools/gl-codegen/src/generate.ts (npx nx run gl-codegen:gen)
// Inputs: tools/gl-codegen/table/gl-functions.txt, tools/gl-codegen/src/js-shape.ts, tools/gl-codegen/src/emit-arg-checks.ts
import type { ActiveVariable, DebugCallback, DebugLogMessage, GLboolean, GLsync, PrecisionFormat, ProgramBinary, VoidData } from './gl-types.ts';
import type { GLFunctions } from './gl-functions.generated.ts';
import * as rt from './arg-check-runtime.ts';

/* eslint-disable @typescript-eslint/no-unused-vars */

/** How each parameter of each method is checked (walked by the bad-input tests): [name, kind, 'optional'?]. */
export const GL_METHOD_PARAMS: Readonly<Record<keyof GLFunctions, readonly (readonly [string, string, 'optional'?])[]>> = {
  genBuffers: [['n', 'int']],
  deleteBuffers: [['buffers', 'array']],
  isBuffer: [['buffer', 'uint']],
  bindBuffer: [['target', 'uint'], ['buffer', 'uint']],
  bindBufferBase: [['target', 'uint'], ['index', 'uint'], ['buffer', 'uint']],
  bindBufferRange: [['target', 'uint'], ['index', 'uint'], ['buffer', 'uint'], ['offset', 'int64'], ['size', 'int64']],
  bindBuffersBase: [['target', 'uint'], ['first', 'uint'], ['buffers', 'array']],
  bindBuffersRange: [['target', 'uint'], ['first', 'uint'], ['buffers', 'array'], ['offsets', 'array'], ['sizes', 'array']],
  bufferData: [['target', 'uint'], ['size', 'int64'], ['data', 'view'], ['usage', 'uint']],
  bufferSubData: [['target', 'uint'], ['offset', 'int64'], ['size', 'int64'], ['data', 'view']],
  bufferStorage: [['target', 'uint'], ['size', 'int64'], ['data', 'view'], ['flags', 'uint']],
  mapBufferRange: [['target', 'uint'], ['offset', 'int64'], ['length', 'int64'], ['access', 'uint']],
  mapBuffer: [['target', 'uint'], ['access', 'uint']],
  unmapBuffer: [['target', 'uint']],
  flushMappedBufferRange: [['target', 'uint'], ['offset', 'int64'], ['length', 'int64']],
  copyBufferSubData: [['readTarget', 'uint'], ['writeTarget', 'uint'], ['readOffset', 'int64'], ['writeOffset', 'int64'], ['size', 'int64']],
  clearBufferData: [['target', 'uint'], ['internalformat', 'uint'], ['format', 'uint'], ['type', 'uint'], ['data', 'view']],
  clearBufferSubData: [['target', 'uint'], ['internalformat', 'uint'], ['offset', 'int64'], ['size', 'int64'], ['format', 'uint'], ['type', 'uint'], ['data', 'view']],
  getBufferSubData: [['target', 'uint'], ['offset', 'int64'], ['size', 'int64'], ['data', 'view']],
  getBufferParameteriv: [['target', 'uint'], ['pname', 'uint']],
  getBufferParameteri64v: [['target', 'uint'], ['pname', 'uint']],
  getBufferPointerv: [['target', 'uint'], ['pname', 'uint']],
  invalidateBufferData: [['buffer', 'uint']],
  invalidateBufferSubData: [['buffer', 'uint'], ['offset', 'int64'], ['length', 'int64']],
  genVertexArrays: [['n', 'int']],
  deleteVertexArrays: [['arrays', 'array']],
  isVertexArray: [['array', 'uint']],
  bindVertexArray: [['array', 'uint']],
  vertexAttribPointer: [['index', 'uint'], ['size', 'int'], ['type', 'uint'], ['normalized', 'bool'], ['stride', 'int'], ['pointer', 'data']],
  vertexAttribIPointer: [['index', 'uint'], ['size', 'int'], ['type', 'uint'], ['stride', 'int'], ['pointer', 'data']],
  vertexAttribLPointer: [['index', 'uint'], ['size', 'int'], ['type', 'uint'], ['stride', 'int'], ['pointer', 'data']],
  enableVertexAttribArray: [['index', 'uint']],
  disableVertexAttribArray: [['index', 'uint']],
  vertexAttribDivisor: [['index', 'uint'], ['divisor', 'uint']],
  vertexAttribFormat: [['attribindex', 'uint'], ['size', 'int'], ['type', 'uint'], ['normalized', 'bool'], ['relativeoffset', 'uint']],
  vertexAttribIFormat: [['attribindex', 'uint'], ['size', 'int'], ['type', 'uint'], ['relativeoffset', 'uint']],
  vertexAttribLFormat: [['attribindex', 'uint'], ['size', 'int'], ['type', 'uint'], ['relativeoffset', 'uint']],
  vertexAttribBinding: [['attribindex', 'uint'], ['bindingindex', 'uint']],
  bindVertexBuffer: [['bindingindex', 'uint'], ['buffer', 'uint'], ['offset', 'int64'], ['stride', 'int']],
  bindVertexBuffers: [['first', 'uint'], ['buffers', 'array'], ['offsets', 'array'], ['strides', 'array']],
  vertexBindingDivisor: [['bindingindex', 'uint'], ['divisor', 'uint']],
  vertexAttrib1f: [['index', 'uint'], ['x', 'float']],
  vertexAttrib2f: [['index', 'uint'], ['x', 'float'], ['y', 'float']],
  vertexAttrib3f: [['index', 'uint'], ['x', 'float'], ['y', 'float'], ['z', 'float']],
  vertexAttrib4f: [['index', 'uint'], ['x', 'float'], ['y', 'float'], ['z', 'float'], ['w', 'float']],
  vertexAttrib1fv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib2fv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib3fv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4fv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI4i: [['index', 'uint'], ['x', 'int'], ['y', 'int'], ['z', 'int'], ['w', 'int']],
  vertexAttribI4ui: [['index', 'uint'], ['x', 'uint'], ['y', 'uint'], ['z', 'uint'], ['w', 'uint']],
  vertexAttribI4iv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI4uiv: [['index', 'uint'], ['v', 'array']],
  vertexAttribL1d: [['index', 'uint'], ['x', 'float']],
  vertexAttribL4d: [['index', 'uint'], ['x', 'float'], ['y', 'float'], ['z', 'float'], ['w', 'float']],
  vertexAttribL4dv: [['index', 'uint'], ['v', 'array']],
  getVertexAttribiv: [['index', 'uint'], ['pname', 'uint']],
  getVertexAttribfv: [['index', 'uint'], ['pname', 'uint']],
  getVertexAttribIiv: [['index', 'uint'], ['pname', 'uint']],
  getVertexAttribIuiv: [['index', 'uint'], ['pname', 'uint']],
  getVertexAttribdv: [['index', 'uint'], ['pname', 'uint']],
  getVertexAttribLdv: [['index', 'uint'], ['pname', 'uint']],
  getVertexAttribPointerv: [['index', 'uint'], ['pname', 'uint']],
  genTextures: [['n', 'int']],
  deleteTextures: [['textures', 'array']],
  isTexture: [['texture', 'uint']],
  bindTexture: [['target', 'uint'], ['texture', 'uint']],
  bindTextures: [['first', 'uint'], ['textures', 'array']],
  activeTexture: [['texture', 'uint']],
  texImage1D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'int'], ['width', 'int'], ['border', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  texImage2D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'int'], ['width', 'int'], ['height', 'int'], ['border', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  texImage3D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['border', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  texImage2DMultisample: [['target', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['fixedsamplelocations', 'bool']],
  texImage3DMultisample: [['target', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['fixedsamplelocations', 'bool']],
  texStorage1D: [['target', 'uint'], ['levels', 'int'], ['internalformat', 'uint'], ['width', 'int']],
  texStorage2D: [['target', 'uint'], ['levels', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int']],
  texStorage3D: [['target', 'uint'], ['levels', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['depth', 'int']],
  texStorage2DMultisample: [['target', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['fixedsamplelocations', 'bool']],
  texStorage3DMultisample: [['target', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['fixedsamplelocations', 'bool']],
  texSubImage1D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['width', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  texSubImage2D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['width', 'int'], ['height', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  texSubImage3D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  compressedTexImage1D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['border', 'int'], ['imageSize', 'int'], ['data', 'data']],
  compressedTexImage2D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['border', 'int'], ['imageSize', 'int'], ['data', 'data']],
  compressedTexImage3D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['border', 'int'], ['imageSize', 'int'], ['data', 'data']],
  compressedTexSubImage1D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['width', 'int'], ['format', 'uint'], ['imageSize', 'int'], ['data', 'data']],
  compressedTexSubImage2D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['width', 'int'], ['height', 'int'], ['format', 'uint'], ['imageSize', 'int'], ['data', 'data']],
  compressedTexSubImage3D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['format', 'uint'], ['imageSize', 'int'], ['data', 'data']],
  copyTexImage1D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'uint'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['border', 'int']],
  copyTexImage2D: [['target', 'uint'], ['level', 'int'], ['internalformat', 'uint'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int'], ['border', 'int']],
  copyTexSubImage1D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['x', 'int'], ['y', 'int'], ['width', 'int']],
  copyTexSubImage2D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  copyTexSubImage3D: [['target', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  textureView: [['texture', 'uint'], ['target', 'uint'], ['origtexture', 'uint'], ['internalformat', 'uint'], ['minlevel', 'uint'], ['numlevels', 'uint'], ['minlayer', 'uint'], ['numlayers', 'uint']],
  generateMipmap: [['target', 'uint']],
  texParameteri: [['target', 'uint'], ['pname', 'uint'], ['param', 'int']],
  texParameterf: [['target', 'uint'], ['pname', 'uint'], ['param', 'float']],
  texParameteriv: [['target', 'uint'], ['pname', 'uint'], ['params', 'array']],
  texParameterfv: [['target', 'uint'], ['pname', 'uint'], ['params', 'array']],
  texParameterIiv: [['target', 'uint'], ['pname', 'uint'], ['params', 'array']],
  texParameterIuiv: [['target', 'uint'], ['pname', 'uint'], ['params', 'array']],
  getTexParameteriv: [['target', 'uint'], ['pname', 'uint']],
  getTexParameterfv: [['target', 'uint'], ['pname', 'uint']],
  getTexParameterIiv: [['target', 'uint'], ['pname', 'uint']],
  getTexParameterIuiv: [['target', 'uint'], ['pname', 'uint']],
  getTexImage: [['target', 'uint'], ['level', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  getnTexImage: [['target', 'uint'], ['level', 'int'], ['format', 'uint'], ['type', 'uint'], ['bufSize', 'int'], ['pixels', 'data']],
  getCompressedTexImage: [['target', 'uint'], ['level', 'int'], ['img', 'data']],
  getnCompressedTexImage: [['target', 'uint'], ['lod', 'int'], ['bufSize', 'int'], ['pixels', 'data']],
  getTexLevelParameteriv: [['target', 'uint'], ['level', 'int'], ['pname', 'uint']],
  getTexLevelParameterfv: [['target', 'uint'], ['level', 'int'], ['pname', 'uint']],
  texBuffer: [['target', 'uint'], ['internalformat', 'uint'], ['buffer', 'uint']],
  texBufferRange: [['target', 'uint'], ['internalformat', 'uint'], ['buffer', 'uint'], ['offset', 'int64'], ['size', 'int64']],
  invalidateTexImage: [['texture', 'uint'], ['level', 'int']],
  invalidateTexSubImage: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int']],
  clearTexImage: [['texture', 'uint'], ['level', 'int'], ['format', 'uint'], ['type', 'uint'], ['data', 'view']],
  clearTexSubImage: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['format', 'uint'], ['type', 'uint'], ['data', 'view']],
  bindImageTexture: [['unit', 'uint'], ['texture', 'uint'], ['level', 'int'], ['layered', 'bool'], ['layer', 'int'], ['access', 'uint'], ['format', 'uint']],
  bindImageTextures: [['first', 'uint'], ['textures', 'array']],
  getInternalformativ: [['target', 'uint'], ['internalformat', 'uint'], ['pname', 'uint'], ['count', 'int']],
  getInternalformati64v: [['target', 'uint'], ['internalformat', 'uint'], ['pname', 'uint'], ['count', 'int']],
  copyImageSubData: [['srcName', 'uint'], ['srcTarget', 'uint'], ['srcLevel', 'int'], ['srcX', 'int'], ['srcY', 'int'], ['srcZ', 'int'], ['dstName', 'uint'], ['dstTarget', 'uint'], ['dstLevel', 'int'], ['dstX', 'int'], ['dstY', 'int'], ['dstZ', 'int'], ['srcWidth', 'int'], ['srcHeight', 'int'], ['srcDepth', 'int']],
  textureBarrier: [],
  genSamplers: [['count', 'int']],
  deleteSamplers: [['samplers', 'array']],
  isSampler: [['sampler', 'uint']],
  bindSampler: [['unit', 'uint'], ['sampler', 'uint']],
  bindSamplers: [['first', 'uint'], ['samplers', 'array']],
  samplerParameteri: [['sampler', 'uint'], ['pname', 'uint'], ['param', 'int']],
  samplerParameterf: [['sampler', 'uint'], ['pname', 'uint'], ['param', 'float']],
  samplerParameteriv: [['sampler', 'uint'], ['pname', 'uint'], ['param', 'array']],
  samplerParameterfv: [['sampler', 'uint'], ['pname', 'uint'], ['param', 'array']],
  samplerParameterIiv: [['sampler', 'uint'], ['pname', 'uint'], ['param', 'array']],
  samplerParameterIuiv: [['sampler', 'uint'], ['pname', 'uint'], ['param', 'array']],
  getSamplerParameteriv: [['sampler', 'uint'], ['pname', 'uint']],
  getSamplerParameterfv: [['sampler', 'uint'], ['pname', 'uint']],
  getSamplerParameterIiv: [['sampler', 'uint'], ['pname', 'uint']],
  getSamplerParameterIuiv: [['sampler', 'uint'], ['pname', 'uint']],
  genFramebuffers: [['n', 'int']],
  deleteFramebuffers: [['framebuffers', 'array']],
  isFramebuffer: [['framebuffer', 'uint']],
  bindFramebuffer: [['target', 'uint'], ['framebuffer', 'uint']],
  framebufferTexture: [['target', 'uint'], ['attachment', 'uint'], ['texture', 'uint'], ['level', 'int']],
  framebufferTexture1D: [['target', 'uint'], ['attachment', 'uint'], ['textarget', 'uint'], ['texture', 'uint'], ['level', 'int']],
  framebufferTexture2D: [['target', 'uint'], ['attachment', 'uint'], ['textarget', 'uint'], ['texture', 'uint'], ['level', 'int']],
  framebufferTexture3D: [['target', 'uint'], ['attachment', 'uint'], ['textarget', 'uint'], ['texture', 'uint'], ['level', 'int'], ['zoffset', 'int']],
  framebufferTextureLayer: [['target', 'uint'], ['attachment', 'uint'], ['texture', 'uint'], ['level', 'int'], ['layer', 'int']],
  framebufferRenderbuffer: [['target', 'uint'], ['attachment', 'uint'], ['renderbuffertarget', 'uint'], ['renderbuffer', 'uint']],
  framebufferParameteri: [['target', 'uint'], ['pname', 'uint'], ['param', 'int']],
  getFramebufferParameteriv: [['target', 'uint'], ['pname', 'uint']],
  getFramebufferAttachmentParameteriv: [['target', 'uint'], ['attachment', 'uint'], ['pname', 'uint']],
  checkFramebufferStatus: [['target', 'uint']],
  drawBuffers: [['bufs', 'array']],
  drawBuffer: [['buf', 'uint']],
  readBuffer: [['src', 'uint']],
  invalidateFramebuffer: [['target', 'uint'], ['attachments', 'array']],
  invalidateSubFramebuffer: [['target', 'uint'], ['attachments', 'array'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  blitFramebuffer: [['srcX0', 'int'], ['srcY0', 'int'], ['srcX1', 'int'], ['srcY1', 'int'], ['dstX0', 'int'], ['dstY0', 'int'], ['dstX1', 'int'], ['dstY1', 'int'], ['mask', 'uint'], ['filter', 'uint']],
  genRenderbuffers: [['n', 'int']],
  deleteRenderbuffers: [['renderbuffers', 'array']],
  isRenderbuffer: [['renderbuffer', 'uint']],
  bindRenderbuffer: [['target', 'uint'], ['renderbuffer', 'uint']],
  renderbufferStorage: [['target', 'uint'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int']],
  renderbufferStorageMultisample: [['target', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int']],
  getRenderbufferParameteriv: [['target', 'uint'], ['pname', 'uint']],
  createShader: [['type', 'uint']],
  deleteShader: [['shader', 'uint']],
  isShader: [['shader', 'uint']],
  shaderSource: [['shader', 'uint'], ['source', 'string']],
  compileShader: [['shader', 'uint']],
  getShaderiv: [['shader', 'uint'], ['pname', 'uint']],
  getShaderInfoLog: [['shader', 'uint']],
  getShaderSource: [['shader', 'uint']],
  releaseShaderCompiler: [],
  getShaderPrecisionFormat: [['shadertype', 'uint'], ['precisiontype', 'uint']],
  specializeShader: [['shader', 'uint'], ['pEntryPoint', 'string'], ['numSpecializationConstants', 'uint'], ['pConstantIndex', 'array'], ['pConstantValue', 'array']],
  createProgram: [],
  deleteProgram: [['program', 'uint']],
  isProgram: [['program', 'uint']],
  attachShader: [['program', 'uint'], ['shader', 'uint']],
  detachShader: [['program', 'uint'], ['shader', 'uint']],
  linkProgram: [['program', 'uint']],
  validateProgram: [['program', 'uint']],
  useProgram: [['program', 'uint']],
  getProgramiv: [['program', 'uint'], ['pname', 'uint']],
  getProgramInfoLog: [['program', 'uint']],
  getAttachedShaders: [['program', 'uint']],
  programParameteri: [['program', 'uint'], ['pname', 'uint'], ['value', 'int']],
  bindAttribLocation: [['program', 'uint'], ['index', 'uint'], ['name', 'string']],
  getAttribLocation: [['program', 'uint'], ['name', 'string']],
  getActiveAttrib: [['program', 'uint'], ['index', 'uint']],
  getUniformLocation: [['program', 'uint'], ['name', 'string']],
  getActiveUniform: [['program', 'uint'], ['index', 'uint']],
  getActiveUniformsiv: [['program', 'uint'], ['uniformIndices', 'array'], ['pname', 'uint']],
  getActiveUniformName: [['program', 'uint'], ['uniformIndex', 'uint']],
  getUniformIndices: [['program', 'uint'], ['uniformNames', 'strings']],
  getUniformBlockIndex: [['program', 'uint'], ['uniformBlockName', 'string']],
  getActiveUniformBlockiv: [['program', 'uint'], ['uniformBlockIndex', 'uint'], ['pname', 'uint']],
  getActiveUniformBlockName: [['program', 'uint'], ['uniformBlockIndex', 'uint']],
  uniformBlockBinding: [['program', 'uint'], ['uniformBlockIndex', 'uint'], ['uniformBlockBinding', 'uint']],
  shaderStorageBlockBinding: [['program', 'uint'], ['storageBlockIndex', 'uint'], ['storageBlockBinding', 'uint']],
  getFragDataLocation: [['program', 'uint'], ['name', 'string']],
  bindFragDataLocation: [['program', 'uint'], ['color', 'uint'], ['name', 'string']],
  bindFragDataLocationIndexed: [['program', 'uint'], ['colorNumber', 'uint'], ['index', 'uint'], ['name', 'string']],
  getFragDataIndex: [['program', 'uint'], ['name', 'string']],
  getProgramInterfaceiv: [['program', 'uint'], ['programInterface', 'uint'], ['pname', 'uint']],
  getProgramResourceIndex: [['program', 'uint'], ['programInterface', 'uint'], ['name', 'string']],
  getProgramResourceName: [['program', 'uint'], ['programInterface', 'uint'], ['index', 'uint']],
  getProgramResourceiv: [['program', 'uint'], ['programInterface', 'uint'], ['index', 'uint'], ['props', 'array']],
  getProgramResourceLocation: [['program', 'uint'], ['programInterface', 'uint'], ['name', 'string']],
  getProgramResourceLocationIndex: [['program', 'uint'], ['programInterface', 'uint'], ['name', 'string']],
  getSubroutineUniformLocation: [['program', 'uint'], ['shadertype', 'uint'], ['name', 'string']],
  getSubroutineIndex: [['program', 'uint'], ['shadertype', 'uint'], ['name', 'string']],
  uniformSubroutinesuiv: [['shadertype', 'uint'], ['indices', 'array']],
  getUniformSubroutineuiv: [['shadertype', 'uint'], ['location', 'int']],
  getProgramStageiv: [['program', 'uint'], ['shadertype', 'uint'], ['pname', 'uint']],
  createShaderProgramv: [['type', 'uint'], ['strings', 'strings']],
  genProgramPipelines: [['n', 'int']],
  deleteProgramPipelines: [['pipelines', 'array']],
  isProgramPipeline: [['pipeline', 'uint']],
  bindProgramPipeline: [['pipeline', 'uint']],
  useProgramStages: [['pipeline', 'uint'], ['stages', 'uint'], ['program', 'uint']],
  activeShaderProgram: [['pipeline', 'uint'], ['program', 'uint']],
  validateProgramPipeline: [['pipeline', 'uint']],
  getProgramPipelineiv: [['pipeline', 'uint'], ['pname', 'uint']],
  getProgramPipelineInfoLog: [['pipeline', 'uint']],
  getUniformfv: [['program', 'uint'], ['location', 'int']],
  getUniformiv: [['program', 'uint'], ['location', 'int']],
  getUniformuiv: [['program', 'uint'], ['location', 'int']],
  getUniformdv: [['program', 'uint'], ['location', 'int']],
  getnUniformfv: [['program', 'uint'], ['location', 'int'], ['bufSize', 'int']],
  getnUniformiv: [['program', 'uint'], ['location', 'int'], ['bufSize', 'int']],
  getnUniformuiv: [['program', 'uint'], ['location', 'int'], ['bufSize', 'int']],
  uniform1f: [['location', 'int'], ['v0', 'float']],
  uniform2f: [['location', 'int'], ['v0', 'float'], ['v1', 'float']],
  uniform3f: [['location', 'int'], ['v0', 'float'], ['v1', 'float'], ['v2', 'float']],
  uniform4f: [['location', 'int'], ['v0', 'float'], ['v1', 'float'], ['v2', 'float'], ['v3', 'float']],
  uniform1i: [['location', 'int'], ['v0', 'int']],
  uniform2i: [['location', 'int'], ['v0', 'int'], ['v1', 'int']],
  uniform3i: [['location', 'int'], ['v0', 'int'], ['v1', 'int'], ['v2', 'int']],
  uniform4i: [['location', 'int'], ['v0', 'int'], ['v1', 'int'], ['v2', 'int'], ['v3', 'int']],
  uniform1ui: [['location', 'int'], ['v0', 'uint']],
  uniform2ui: [['location', 'int'], ['v0', 'uint'], ['v1', 'uint']],
  uniform3ui: [['location', 'int'], ['v0', 'uint'], ['v1', 'uint'], ['v2', 'uint']],
  uniform4ui: [['location', 'int'], ['v0', 'uint'], ['v1', 'uint'], ['v2', 'uint'], ['v3', 'uint']],
  uniform1fv: [['location', 'int'], ['value', 'array']],
  uniform2fv: [['location', 'int'], ['value', 'array']],
  uniform3fv: [['location', 'int'], ['value', 'array']],
  uniform4fv: [['location', 'int'], ['value', 'array']],
  uniform1iv: [['location', 'int'], ['value', 'array']],
  uniform2iv: [['location', 'int'], ['value', 'array']],
  uniform3iv: [['location', 'int'], ['value', 'array']],
  uniform4iv: [['location', 'int'], ['value', 'array']],
  uniform1uiv: [['location', 'int'], ['value', 'array']],
  uniform2uiv: [['location', 'int'], ['value', 'array']],
  uniform3uiv: [['location', 'int'], ['value', 'array']],
  uniform4uiv: [['location', 'int'], ['value', 'array']],
  uniform1d: [['location', 'int'], ['x', 'float']],
  uniform2d: [['location', 'int'], ['x', 'float'], ['y', 'float']],
  uniform3d: [['location', 'int'], ['x', 'float'], ['y', 'float'], ['z', 'float']],
  uniform4d: [['location', 'int'], ['x', 'float'], ['y', 'float'], ['z', 'float'], ['w', 'float']],
  uniform1dv: [['location', 'int'], ['value', 'array']],
  uniform2dv: [['location', 'int'], ['value', 'array']],
  uniform3dv: [['location', 'int'], ['value', 'array']],
  uniform4dv: [['location', 'int'], ['value', 'array']],
  uniformMatrix2fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix3fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix4fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix2x3fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix3x2fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix2x4fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix4x2fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix3x4fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix4x3fv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix2dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix3dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix4dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix2x3dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix3x2dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix2x4dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix4x2dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix3x4dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  uniformMatrix4x3dv: [['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniform1f: [['program', 'uint'], ['location', 'int'], ['v0', 'float']],
  programUniform2f: [['program', 'uint'], ['location', 'int'], ['v0', 'float'], ['v1', 'float']],
  programUniform3f: [['program', 'uint'], ['location', 'int'], ['v0', 'float'], ['v1', 'float'], ['v2', 'float']],
  programUniform4f: [['program', 'uint'], ['location', 'int'], ['v0', 'float'], ['v1', 'float'], ['v2', 'float'], ['v3', 'float']],
  programUniform1i: [['program', 'uint'], ['location', 'int'], ['v0', 'int']],
  programUniform2i: [['program', 'uint'], ['location', 'int'], ['v0', 'int'], ['v1', 'int']],
  programUniform3i: [['program', 'uint'], ['location', 'int'], ['v0', 'int'], ['v1', 'int'], ['v2', 'int']],
  programUniform4i: [['program', 'uint'], ['location', 'int'], ['v0', 'int'], ['v1', 'int'], ['v2', 'int'], ['v3', 'int']],
  programUniform1ui: [['program', 'uint'], ['location', 'int'], ['v0', 'uint']],
  programUniform2ui: [['program', 'uint'], ['location', 'int'], ['v0', 'uint'], ['v1', 'uint']],
  programUniform3ui: [['program', 'uint'], ['location', 'int'], ['v0', 'uint'], ['v1', 'uint'], ['v2', 'uint']],
  programUniform4ui: [['program', 'uint'], ['location', 'int'], ['v0', 'uint'], ['v1', 'uint'], ['v2', 'uint'], ['v3', 'uint']],
  programUniform1fv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform2fv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform3fv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform4fv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform1iv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform2iv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform3iv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform4iv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform1uiv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform2uiv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform3uiv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform4uiv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform1d: [['program', 'uint'], ['location', 'int'], ['v0', 'float']],
  programUniform2d: [['program', 'uint'], ['location', 'int'], ['v0', 'float'], ['v1', 'float']],
  programUniform3d: [['program', 'uint'], ['location', 'int'], ['v0', 'float'], ['v1', 'float'], ['v2', 'float']],
  programUniform4d: [['program', 'uint'], ['location', 'int'], ['v0', 'float'], ['v1', 'float'], ['v2', 'float'], ['v3', 'float']],
  programUniform1dv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform2dv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform3dv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniform4dv: [['program', 'uint'], ['location', 'int'], ['value', 'array']],
  programUniformMatrix2fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix3fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix4fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix2x3fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix3x2fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix2x4fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix4x2fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix3x4fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix4x3fv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix2dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix3dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix4dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix2x3dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix3x2dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix2x4dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix4x2dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix3x4dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  programUniformMatrix4x3dv: [['program', 'uint'], ['location', 'int'], ['transpose', 'bool'], ['value', 'array']],
  drawArrays: [['mode', 'uint'], ['first', 'int'], ['count', 'int']],
  drawElements: [['mode', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data']],
  drawRangeElements: [['mode', 'uint'], ['start', 'uint'], ['end', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data']],
  drawArraysInstanced: [['mode', 'uint'], ['first', 'int'], ['count', 'int'], ['instancecount', 'int']],
  drawElementsInstanced: [['mode', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data'], ['instancecount', 'int']],
  drawElementsBaseVertex: [['mode', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data'], ['basevertex', 'int']],
  drawRangeElementsBaseVertex: [['mode', 'uint'], ['start', 'uint'], ['end', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data'], ['basevertex', 'int']],
  drawElementsInstancedBaseVertex: [['mode', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data'], ['instancecount', 'int'], ['basevertex', 'int']],
  drawArraysInstancedBaseInstance: [['mode', 'uint'], ['first', 'int'], ['count', 'int'], ['instancecount', 'int'], ['baseinstance', 'uint']],
  drawElementsInstancedBaseInstance: [['mode', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data'], ['instancecount', 'int'], ['baseinstance', 'uint']],
  drawElementsInstancedBaseVertexBaseInstance: [['mode', 'uint'], ['count', 'int'], ['type', 'uint'], ['indices', 'data'], ['instancecount', 'int'], ['basevertex', 'int'], ['baseinstance', 'uint']],
  drawArraysIndirect: [['mode', 'uint'], ['indirect', 'data']],
  drawElementsIndirect: [['mode', 'uint'], ['type', 'uint'], ['indirect', 'data']],
  multiDrawArrays: [['mode', 'uint'], ['first', 'array'], ['count', 'array']],
  multiDrawElements: [['mode', 'uint'], ['count', 'array'], ['type', 'uint'], ['indices', 'ptrs']],
  multiDrawElementsBaseVertex: [['mode', 'uint'], ['count', 'array'], ['type', 'uint'], ['indices', 'ptrs'], ['basevertex', 'array']],
  multiDrawArraysIndirect: [['mode', 'uint'], ['indirect', 'data'], ['drawcount', 'int'], ['stride', 'int']],
  multiDrawElementsIndirect: [['mode', 'uint'], ['type', 'uint'], ['indirect', 'data'], ['drawcount', 'int'], ['stride', 'int']],
  multiDrawArraysIndirectCount: [['mode', 'uint'], ['indirect', 'data'], ['drawcount', 'int64'], ['maxdrawcount', 'int'], ['stride', 'int']],
  multiDrawElementsIndirectCount: [['mode', 'uint'], ['type', 'uint'], ['indirect', 'data'], ['drawcount', 'int64'], ['maxdrawcount', 'int'], ['stride', 'int']],
  drawTransformFeedback: [['mode', 'uint'], ['id', 'uint']],
  drawTransformFeedbackInstanced: [['mode', 'uint'], ['id', 'uint'], ['instancecount', 'int']],
  drawTransformFeedbackStream: [['mode', 'uint'], ['id', 'uint'], ['stream', 'uint']],
  drawTransformFeedbackStreamInstanced: [['mode', 'uint'], ['id', 'uint'], ['stream', 'uint'], ['instancecount', 'int']],
  primitiveRestartIndex: [['index', 'uint']],
  provokingVertex: [['mode', 'uint']],
  genTransformFeedbacks: [['n', 'int']],
  deleteTransformFeedbacks: [['ids', 'array']],
  isTransformFeedback: [['id', 'uint']],
  bindTransformFeedback: [['target', 'uint'], ['id', 'uint']],
  beginTransformFeedback: [['primitiveMode', 'uint']],
  endTransformFeedback: [],
  pauseTransformFeedback: [],
  resumeTransformFeedback: [],
  transformFeedbackVaryings: [['program', 'uint'], ['varyings', 'strings'], ['bufferMode', 'uint']],
  getTransformFeedbackVarying: [['program', 'uint'], ['index', 'uint']],
  genQueries: [['n', 'int']],
  deleteQueries: [['ids', 'array']],
  isQuery: [['id', 'uint']],
  beginQuery: [['target', 'uint'], ['id', 'uint']],
  endQuery: [['target', 'uint']],
  beginQueryIndexed: [['target', 'uint'], ['index', 'uint'], ['id', 'uint']],
  endQueryIndexed: [['target', 'uint'], ['index', 'uint']],
  queryCounter: [['id', 'uint'], ['target', 'uint']],
  getQueryiv: [['target', 'uint'], ['pname', 'uint']],
  getQueryIndexediv: [['target', 'uint'], ['index', 'uint'], ['pname', 'uint']],
  getQueryObjectiv: [['id', 'uint'], ['pname', 'uint'], ['offset', 'int64', 'optional']],
  getQueryObjectuiv: [['id', 'uint'], ['pname', 'uint'], ['offset', 'int64', 'optional']],
  getQueryObjecti64v: [['id', 'uint'], ['pname', 'uint'], ['offset', 'int64', 'optional']],
  getQueryObjectui64v: [['id', 'uint'], ['pname', 'uint'], ['offset', 'int64', 'optional']],
  beginConditionalRender: [['id', 'uint'], ['mode', 'uint']],
  endConditionalRender: [],
  fenceSync: [['condition', 'uint'], ['flags', 'uint']],
  clientWaitSync: [['sync', 'sync'], ['flags', 'uint'], ['timeout', 'uint64']],
  waitSync: [['sync', 'sync'], ['flags', 'uint'], ['timeout', 'uint64']],
  deleteSync: [['sync', 'sync']],
  isSync: [['sync', 'sync']],
  getSynciv: [['sync', 'sync'], ['pname', 'uint']],
  dispatchCompute: [['num_groups_x', 'uint'], ['num_groups_y', 'uint'], ['num_groups_z', 'uint']],
  dispatchComputeIndirect: [['indirect', 'int64']],
  memoryBarrier: [['barriers', 'uint']],
  memoryBarrierByRegion: [['barriers', 'uint']],
  clear: [['mask', 'uint']],
  clearBufferiv: [['buffer', 'uint'], ['drawbuffer', 'int'], ['value', 'array']],
  clearBufferuiv: [['buffer', 'uint'], ['drawbuffer', 'int'], ['value', 'array']],
  clearBufferfv: [['buffer', 'uint'], ['drawbuffer', 'int'], ['value', 'array']],
  clearBufferfi: [['buffer', 'uint'], ['drawbuffer', 'int'], ['depth', 'float'], ['stencil', 'int']],
  clearColor: [['red', 'float'], ['green', 'float'], ['blue', 'float'], ['alpha', 'float']],
  clearDepthf: [['d', 'float']],
  clearDepth: [['depth', 'float']],
  clearStencil: [['s', 'int']],
  enable: [['cap', 'uint']],
  disable: [['cap', 'uint']],
  isEnabled: [['cap', 'uint']],
  enablei: [['target', 'uint'], ['index', 'uint']],
  disablei: [['target', 'uint'], ['index', 'uint']],
  isEnabledi: [['target', 'uint'], ['index', 'uint']],
  blendFunc: [['sfactor', 'uint'], ['dfactor', 'uint']],
  blendFuncSeparate: [['sfactorRGB', 'uint'], ['dfactorRGB', 'uint'], ['sfactorAlpha', 'uint'], ['dfactorAlpha', 'uint']],
  blendFunci: [['buf', 'uint'], ['src', 'uint'], ['dst', 'uint']],
  blendFuncSeparatei: [['buf', 'uint'], ['srcRGB', 'uint'], ['dstRGB', 'uint'], ['srcAlpha', 'uint'], ['dstAlpha', 'uint']],
  blendEquation: [['mode', 'uint']],
  blendEquationSeparate: [['modeRGB', 'uint'], ['modeAlpha', 'uint']],
  blendEquationi: [['buf', 'uint'], ['mode', 'uint']],
  blendEquationSeparatei: [['buf', 'uint'], ['modeRGB', 'uint'], ['modeAlpha', 'uint']],
  blendColor: [['red', 'float'], ['green', 'float'], ['blue', 'float'], ['alpha', 'float']],
  colorMask: [['red', 'bool'], ['green', 'bool'], ['blue', 'bool'], ['alpha', 'bool']],
  colorMaski: [['index', 'uint'], ['r', 'bool'], ['g', 'bool'], ['b', 'bool'], ['a', 'bool']],
  depthFunc: [['func', 'uint']],
  depthMask: [['flag', 'bool']],
  depthRangef: [['n', 'float'], ['f', 'float']],
  depthRange: [['n', 'float'], ['f', 'float']],
  depthRangeArrayv: [['first', 'uint'], ['v', 'array']],
  depthRangeIndexed: [['index', 'uint'], ['n', 'float'], ['f', 'float']],
  stencilFunc: [['func', 'uint'], ['ref', 'int'], ['mask', 'uint']],
  stencilFuncSeparate: [['face', 'uint'], ['func', 'uint'], ['ref', 'int'], ['mask', 'uint']],
  stencilOp: [['fail', 'uint'], ['zfail', 'uint'], ['zpass', 'uint']],
  stencilOpSeparate: [['face', 'uint'], ['sfail', 'uint'], ['dpfail', 'uint'], ['dppass', 'uint']],
  stencilMask: [['mask', 'uint']],
  stencilMaskSeparate: [['face', 'uint'], ['mask', 'uint']],
  cullFace: [['mode', 'uint']],
  frontFace: [['mode', 'uint']],
  polygonMode: [['face', 'uint'], ['mode', 'uint']],
  polygonOffset: [['factor', 'float'], ['units', 'float']],
  polygonOffsetClamp: [['factor', 'float'], ['units', 'float'], ['clamp', 'float']],
  pointSize: [['size', 'float']],
  pointParameteri: [['pname', 'uint'], ['param', 'int']],
  pointParameterf: [['pname', 'uint'], ['param', 'float']],
  lineWidth: [['width', 'float']],
  hint: [['target', 'uint'], ['mode', 'uint']],
  pixelStorei: [['pname', 'uint'], ['param', 'int']],
  pixelStoref: [['pname', 'uint'], ['param', 'float']],
  viewport: [['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  viewportIndexedf: [['index', 'uint'], ['x', 'float'], ['y', 'float'], ['w', 'float'], ['h', 'float']],
  viewportIndexedfv: [['index', 'uint'], ['v', 'array']],
  viewportArrayv: [['first', 'uint'], ['v', 'array']],
  scissor: [['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  scissorIndexed: [['index', 'uint'], ['left', 'int'], ['bottom', 'int'], ['width', 'int'], ['height', 'int']],
  scissorIndexedv: [['index', 'uint'], ['v', 'array']],
  scissorArrayv: [['first', 'uint'], ['v', 'array']],
  patchParameteri: [['pname', 'uint'], ['value', 'int']],
  patchParameterfv: [['pname', 'uint'], ['values', 'array']],
  sampleCoverage: [['value', 'float'], ['invert', 'bool']],
  sampleMaski: [['maskNumber', 'uint'], ['mask', 'uint']],
  minSampleShading: [['value', 'float']],
  logicOp: [['opcode', 'uint']],
  clampColor: [['target', 'uint'], ['clamp', 'uint']],
  getMultisamplefv: [['pname', 'uint'], ['index', 'uint']],
  clipControl: [['origin', 'uint'], ['depth', 'uint']],
  readPixels: [['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  readnPixels: [['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int'], ['format', 'uint'], ['type', 'uint'], ['bufSize', 'int'], ['data', 'data']],
  getIntegerv: [['pname', 'uint']],
  getFloatv: [['pname', 'uint']],
  getBooleanv: [['pname', 'uint']],
  getInteger64v: [['pname', 'uint']],
  getDoublev: [['pname', 'uint']],
  getIntegeri_v: [['target', 'uint'], ['index', 'uint']],
  getInteger64i_v: [['target', 'uint'], ['index', 'uint']],
  getBooleani_v: [['target', 'uint'], ['index', 'uint']],
  getFloati_v: [['target', 'uint'], ['index', 'uint']],
  getDoublei_v: [['target', 'uint'], ['index', 'uint']],
  getString: [['name', 'uint']],
  getStringi: [['name', 'uint'], ['index', 'uint']],
  getError: [],
  getGraphicsResetStatus: [],
  getPointerv: [['pname', 'uint']],
  flush: [],
  finish: [],
  debugMessageCallback: [['callback', 'callback']],
  debugMessageControl: [['source', 'uint'], ['type', 'uint'], ['severity', 'uint'], ['ids', 'array'], ['enabled', 'bool']],
  debugMessageInsert: [['source', 'uint'], ['type', 'uint'], ['id', 'uint'], ['severity', 'uint'], ['buf', 'string']],
  getDebugMessageLog: [['count', 'uint']],
  pushDebugGroup: [['source', 'uint'], ['id', 'uint'], ['message', 'string']],
  popDebugGroup: [],
  objectLabel: [['identifier', 'uint'], ['name', 'uint'], ['label', 'string']],
  getObjectLabel: [['identifier', 'uint'], ['name', 'uint']],
  objectPtrLabel: [['ptr', 'data'], ['label', 'string']],
  getObjectPtrLabel: [['ptr', 'data']],
  getActiveAtomicCounterBufferiv: [['program', 'uint'], ['bufferIndex', 'uint'], ['pname', 'uint']],
  transformFeedbackBufferBase: [['xfb', 'uint'], ['index', 'uint'], ['buffer', 'uint']],
  transformFeedbackBufferRange: [['xfb', 'uint'], ['index', 'uint'], ['buffer', 'uint'], ['offset', 'int64'], ['size', 'int64']],
  createBuffers: [['n', 'int']],
  namedBufferStorage: [['buffer', 'uint'], ['size', 'int64'], ['data', 'data'], ['flags', 'uint']],
  namedBufferData: [['buffer', 'uint'], ['size', 'int64'], ['data', 'data'], ['usage', 'uint']],
  namedBufferSubData: [['buffer', 'uint'], ['offset', 'int64'], ['size', 'int64'], ['data', 'data']],
  copyNamedBufferSubData: [['readBuffer', 'uint'], ['writeBuffer', 'uint'], ['readOffset', 'int64'], ['writeOffset', 'int64'], ['size', 'int64']],
  clearNamedBufferData: [['buffer', 'uint'], ['internalformat', 'uint'], ['format', 'uint'], ['type', 'uint'], ['data', 'data']],
  clearNamedBufferSubData: [['buffer', 'uint'], ['internalformat', 'uint'], ['offset', 'int64'], ['size', 'int64'], ['format', 'uint'], ['type', 'uint'], ['data', 'data']],
  mapNamedBuffer: [['buffer', 'uint'], ['access', 'uint']],
  mapNamedBufferRange: [['buffer', 'uint'], ['offset', 'int64'], ['length', 'int64'], ['access', 'uint']],
  unmapNamedBuffer: [['buffer', 'uint']],
  flushMappedNamedBufferRange: [['buffer', 'uint'], ['offset', 'int64'], ['length', 'int64']],
  getNamedBufferParameteriv: [['buffer', 'uint'], ['pname', 'uint']],
  getNamedBufferParameteri64v: [['buffer', 'uint'], ['pname', 'uint']],
  getNamedBufferPointerv: [['buffer', 'uint'], ['pname', 'uint']],
  getNamedBufferSubData: [['buffer', 'uint'], ['offset', 'int64'], ['size', 'int64'], ['data', 'data']],
  namedFramebufferDrawBuffer: [['framebuffer', 'uint'], ['buf', 'uint']],
  namedFramebufferDrawBuffers: [['framebuffer', 'uint'], ['bufs', 'array']],
  namedFramebufferReadBuffer: [['framebuffer', 'uint'], ['src', 'uint']],
  textureBuffer: [['texture', 'uint'], ['internalformat', 'uint'], ['buffer', 'uint']],
  textureBufferRange: [['texture', 'uint'], ['internalformat', 'uint'], ['buffer', 'uint'], ['offset', 'int64'], ['size', 'int64']],
  vertexArrayElementBuffer: [['vaobj', 'uint'], ['buffer', 'uint']],
  vertexArrayVertexBuffer: [['vaobj', 'uint'], ['bindingindex', 'uint'], ['buffer', 'uint'], ['offset', 'int64'], ['stride', 'int']],
  vertexArrayVertexBuffers: [['vaobj', 'uint'], ['first', 'uint'], ['buffers', 'array'], ['offsets', 'array'], ['strides', 'array']],
  getQueryBufferObjecti64v: [['id', 'uint'], ['buffer', 'uint'], ['pname', 'uint'], ['offset', 'int64']],
  getQueryBufferObjectiv: [['id', 'uint'], ['buffer', 'uint'], ['pname', 'uint'], ['offset', 'int64']],
  getQueryBufferObjectui64v: [['id', 'uint'], ['buffer', 'uint'], ['pname', 'uint'], ['offset', 'int64']],
  getQueryBufferObjectuiv: [['id', 'uint'], ['buffer', 'uint'], ['pname', 'uint'], ['offset', 'int64']],
  createVertexArrays: [['n', 'int']],
  disableVertexArrayAttrib: [['vaobj', 'uint'], ['index', 'uint']],
  enableVertexArrayAttrib: [['vaobj', 'uint'], ['index', 'uint']],
  vertexArrayAttribBinding: [['vaobj', 'uint'], ['attribindex', 'uint'], ['bindingindex', 'uint']],
  vertexArrayAttribFormat: [['vaobj', 'uint'], ['attribindex', 'uint'], ['size', 'int'], ['type', 'uint'], ['normalized', 'bool'], ['relativeoffset', 'uint']],
  vertexArrayAttribIFormat: [['vaobj', 'uint'], ['attribindex', 'uint'], ['size', 'int'], ['type', 'uint'], ['relativeoffset', 'uint']],
  vertexArrayAttribLFormat: [['vaobj', 'uint'], ['attribindex', 'uint'], ['size', 'int'], ['type', 'uint'], ['relativeoffset', 'uint']],
  vertexArrayBindingDivisor: [['vaobj', 'uint'], ['bindingindex', 'uint'], ['divisor', 'uint']],
  getVertexArrayiv: [['vaobj', 'uint'], ['pname', 'uint']],
  getVertexArrayIndexediv: [['vaobj', 'uint'], ['index', 'uint'], ['pname', 'uint']],
  getVertexArrayIndexed64iv: [['vaobj', 'uint'], ['index', 'uint'], ['pname', 'uint']],
  namedFramebufferTexture: [['framebuffer', 'uint'], ['attachment', 'uint'], ['texture', 'uint'], ['level', 'int']],
  namedFramebufferTextureLayer: [['framebuffer', 'uint'], ['attachment', 'uint'], ['texture', 'uint'], ['level', 'int'], ['layer', 'int']],
  createTextures: [['target', 'uint'], ['n', 'int']],
  textureStorage1D: [['texture', 'uint'], ['levels', 'int'], ['internalformat', 'uint'], ['width', 'int']],
  textureStorage2D: [['texture', 'uint'], ['levels', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int']],
  textureStorage3D: [['texture', 'uint'], ['levels', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['depth', 'int']],
  textureStorage2DMultisample: [['texture', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['fixedsamplelocations', 'bool']],
  textureStorage3DMultisample: [['texture', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['fixedsamplelocations', 'bool']],
  textureSubImage1D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['width', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  textureSubImage2D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['width', 'int'], ['height', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  textureSubImage3D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['format', 'uint'], ['type', 'uint'], ['pixels', 'data']],
  compressedTextureSubImage1D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['width', 'int'], ['format', 'uint'], ['imageSize', 'int'], ['data', 'data']],
  compressedTextureSubImage2D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['width', 'int'], ['height', 'int'], ['format', 'uint'], ['imageSize', 'int'], ['data', 'data']],
  compressedTextureSubImage3D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['format', 'uint'], ['imageSize', 'int'], ['data', 'data']],
  copyTextureSubImage1D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['x', 'int'], ['y', 'int'], ['width', 'int']],
  copyTextureSubImage2D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  copyTextureSubImage3D: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  textureParameterf: [['texture', 'uint'], ['pname', 'uint'], ['param', 'float']],
  textureParameterfv: [['texture', 'uint'], ['pname', 'uint'], ['param', 'array']],
  textureParameteri: [['texture', 'uint'], ['pname', 'uint'], ['param', 'int']],
  textureParameterIiv: [['texture', 'uint'], ['pname', 'uint'], ['params', 'array']],
  textureParameterIuiv: [['texture', 'uint'], ['pname', 'uint'], ['params', 'array']],
  textureParameteriv: [['texture', 'uint'], ['pname', 'uint'], ['param', 'array']],
  generateTextureMipmap: [['texture', 'uint']],
  bindTextureUnit: [['unit', 'uint'], ['texture', 'uint']],
  getTextureImage: [['texture', 'uint'], ['level', 'int'], ['format', 'uint'], ['type', 'uint'], ['bufSize', 'int'], ['pixels', 'data']],
  getCompressedTextureImage: [['texture', 'uint'], ['level', 'int'], ['bufSize', 'int'], ['pixels', 'data']],
  getTextureLevelParameterfv: [['texture', 'uint'], ['level', 'int'], ['pname', 'uint']],
  getTextureLevelParameteriv: [['texture', 'uint'], ['level', 'int'], ['pname', 'uint']],
  getTextureParameterfv: [['texture', 'uint'], ['pname', 'uint']],
  getTextureParameterIiv: [['texture', 'uint'], ['pname', 'uint']],
  getTextureParameterIuiv: [['texture', 'uint'], ['pname', 'uint']],
  getTextureParameteriv: [['texture', 'uint'], ['pname', 'uint']],
  getTextureSubImage: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['format', 'uint'], ['type', 'uint'], ['bufSize', 'int'], ['pixels', 'data']],
  getCompressedTextureSubImage: [['texture', 'uint'], ['level', 'int'], ['xoffset', 'int'], ['yoffset', 'int'], ['zoffset', 'int'], ['width', 'int'], ['height', 'int'], ['depth', 'int'], ['bufSize', 'int'], ['pixels', 'data']],
  createFramebuffers: [['n', 'int']],
  namedFramebufferRenderbuffer: [['framebuffer', 'uint'], ['attachment', 'uint'], ['renderbuffertarget', 'uint'], ['renderbuffer', 'uint']],
  namedFramebufferParameteri: [['framebuffer', 'uint'], ['pname', 'uint'], ['param', 'int']],
  invalidateNamedFramebufferData: [['framebuffer', 'uint'], ['attachments', 'array']],
  invalidateNamedFramebufferSubData: [['framebuffer', 'uint'], ['attachments', 'array'], ['x', 'int'], ['y', 'int'], ['width', 'int'], ['height', 'int']],
  clearNamedFramebufferiv: [['framebuffer', 'uint'], ['buffer', 'uint'], ['drawbuffer', 'int'], ['value', 'array']],
  clearNamedFramebufferuiv: [['framebuffer', 'uint'], ['buffer', 'uint'], ['drawbuffer', 'int'], ['value', 'array']],
  clearNamedFramebufferfv: [['framebuffer', 'uint'], ['buffer', 'uint'], ['drawbuffer', 'int'], ['value', 'array']],
  clearNamedFramebufferfi: [['framebuffer', 'uint'], ['buffer', 'uint'], ['drawbuffer', 'int'], ['depth', 'float'], ['stencil', 'int']],
  blitNamedFramebuffer: [['readFramebuffer', 'uint'], ['drawFramebuffer', 'uint'], ['srcX0', 'int'], ['srcY0', 'int'], ['srcX1', 'int'], ['srcY1', 'int'], ['dstX0', 'int'], ['dstY0', 'int'], ['dstX1', 'int'], ['dstY1', 'int'], ['mask', 'uint'], ['filter', 'uint']],
  checkNamedFramebufferStatus: [['framebuffer', 'uint'], ['target', 'uint']],
  getNamedFramebufferParameteriv: [['framebuffer', 'uint'], ['pname', 'uint']],
  getNamedFramebufferAttachmentParameteriv: [['framebuffer', 'uint'], ['attachment', 'uint'], ['pname', 'uint']],
  createRenderbuffers: [['n', 'int']],
  namedRenderbufferStorage: [['renderbuffer', 'uint'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int']],
  namedRenderbufferStorageMultisample: [['renderbuffer', 'uint'], ['samples', 'int'], ['internalformat', 'uint'], ['width', 'int'], ['height', 'int']],
  getNamedRenderbufferParameteriv: [['renderbuffer', 'uint'], ['pname', 'uint']],
  createTransformFeedbacks: [['n', 'int']],
  getTransformFeedbackiv: [['xfb', 'uint'], ['pname', 'uint']],
  getTransformFeedbacki_v: [['xfb', 'uint'], ['pname', 'uint'], ['index', 'uint']],
  getTransformFeedbacki64_v: [['xfb', 'uint'], ['pname', 'uint'], ['index', 'uint']],
  createSamplers: [['n', 'int']],
  createProgramPipelines: [['n', 'int']],
  createQueries: [['target', 'uint'], ['n', 'int']],
  vertexAttrib1d: [['index', 'uint'], ['x', 'float']],
  vertexAttrib1dv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib1s: [['index', 'uint'], ['x', 'int']],
  vertexAttrib1sv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib2d: [['index', 'uint'], ['x', 'float'], ['y', 'float']],
  vertexAttrib2dv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib2s: [['index', 'uint'], ['x', 'int'], ['y', 'int']],
  vertexAttrib2sv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib3d: [['index', 'uint'], ['x', 'float'], ['y', 'float'], ['z', 'float']],
  vertexAttrib3dv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib3s: [['index', 'uint'], ['x', 'int'], ['y', 'int'], ['z', 'int']],
  vertexAttrib3sv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4Nbv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4Niv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4Nsv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4Nub: [['index', 'uint'], ['x', 'uint'], ['y', 'uint'], ['z', 'uint'], ['w', 'uint']],
  vertexAttrib4Nubv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4Nuiv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4Nusv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4bv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4d: [['index', 'uint'], ['x', 'float'], ['y', 'float'], ['z', 'float'], ['w', 'float']],
  vertexAttrib4dv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4iv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4s: [['index', 'uint'], ['x', 'int'], ['y', 'int'], ['z', 'int'], ['w', 'int']],
  vertexAttrib4sv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4ubv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4uiv: [['index', 'uint'], ['v', 'array']],
  vertexAttrib4usv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI1i: [['index', 'uint'], ['x', 'int']],
  vertexAttribI2i: [['index', 'uint'], ['x', 'int'], ['y', 'int']],
  vertexAttribI3i: [['index', 'uint'], ['x', 'int'], ['y', 'int'], ['z', 'int']],
  vertexAttribI1ui: [['index', 'uint'], ['x', 'uint']],
  vertexAttribI2ui: [['index', 'uint'], ['x', 'uint'], ['y', 'uint']],
  vertexAttribI3ui: [['index', 'uint'], ['x', 'uint'], ['y', 'uint'], ['z', 'uint']],
  vertexAttribI1iv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI2iv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI3iv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI1uiv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI2uiv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI3uiv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI4bv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI4sv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI4ubv: [['index', 'uint'], ['v', 'array']],
  vertexAttribI4usv: [['index', 'uint'], ['v', 'array']],
  vertexAttribP1ui: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'uint']],
  vertexAttribP1uiv: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'array']],
  vertexAttribP2ui: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'uint']],
  vertexAttribP2uiv: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'array']],
  vertexAttribP3ui: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'uint']],
  vertexAttribP3uiv: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'array']],
  vertexAttribP4ui: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'uint']],
  vertexAttribP4uiv: [['index', 'uint'], ['type', 'uint'], ['normalized', 'bool'], ['value', 'array']],
  vertexAttribL2d: [['index', 'uint'], ['x', 'float'], ['y', 'float']],
  vertexAttribL3d: [['index', 'uint'], ['x', 'float'], ['y', 'float'], ['z', 'float']],
  vertexAttribL1dv: [['index', 'uint'], ['v', 'array']],
  vertexAttribL2dv: [['index', 'uint'], ['v', 'array']],
  vertexAttribL3dv: [['index', 'uint'], ['v', 'array']],
  pointParameterfv: [['pname', 'uint'], ['params', 'array']],
  pointParameteriv: [['pname', 'uint'], ['params', 'array']],
  getActiveSubroutineUniformiv: [['program', 'uint'], ['shadertype', 'uint'], ['index', 'uint'], ['pname', 'uint']],
  getActiveSubroutineUniformName: [['program', 'uint'], ['shadertype', 'uint'], ['index', 'uint']],
  getActiveSubroutineName: [['program', 'uint'], ['shadertype', 'uint'], ['index', 'uint']],
  shaderBinary: [['shaders', 'array'], ['binaryFormat', 'uint'], ['binary', 'data'], ['length', 'int']],
  getProgramBinary: [['program', 'uint'], ['bufSize', 'int']],
  programBinary: [['program', 'uint'], ['binaryFormat', 'uint'], ['binary', 'data'], ['length', 'int']],
  getnUniformdv: [['program', 'uint'], ['location', 'int'], ['bufSize', 'int']],
};

/** Methods that also take (…, data, …) for (…, size, data, …), the size being data.byteLength. */
export const GL_SHORT_FORM_METHODS: readonly (keyof GLFunctions)[] = ['bufferData', 'bufferSubData', 'bufferStorage', 'getBufferSubData', 'compressedTexImage1D', 'compressedTexImage2D', 'compressedTexImage3D', 'compressedTexSubImage1D', 'compressedTexSubImage2D', 'compressedTexSubImage3D', 'getnTexImage', 'getnCompressedTexImage', 'readnPixels', 'namedBufferStorage', 'namedBufferData', 'namedBufferSubData', 'getNamedBufferSubData', 'compressedTextureSubImage1D', 'compressedTextureSubImage2D', 'compressedTextureSubImage3D', 'getTextureImage', 'getCompressedTextureImage', 'getTextureSubImage', 'getCompressedTextureSubImage'];

/**
 * The lane's methods behind the argument checks: a wrong JS argument throws a TypeError naming the method
 * and parameter before the lane sees the call; accepted integers reach it as C would convert them; the few
 * GL errors decided here (arg-check-runtime.ts) go to `sink`.
 */
export function withArgChecks(impl: GLFunctions, sink: rt.GLErrorSink): GLFunctions {
  const $genBuffers = impl.genBuffers;
  const $deleteBuffers = impl.deleteBuffers;
  const $isBuffer = impl.isBuffer;
  const $bindBuffer = impl.bindBuffer;
  const $bindBufferBase = impl.bindBufferBase;
  const $bindBufferRange = impl.bindBufferRange;
  const $bindBuffersBase = impl.bindBuffersBase;
  const $bindBuffersRange = impl.bindBuffersRange;
  const $bufferData = impl.bufferData;
  const $bufferSubData = impl.bufferSubData;
  const $bufferStorage = impl.bufferStorage;
  const $mapBufferRange = impl.mapBufferRange;
  const $mapBuffer = impl.mapBuffer;
  const $unmapBuffer = impl.unmapBuffer;
  const $flushMappedBufferRange = impl.flushMappedBufferRange;
  const $copyBufferSubData = impl.copyBufferSubData;
  const $clearBufferData = impl.clearBufferData;
  const $clearBufferSubData = impl.clearBufferSubData;
  const $getBufferSubData = impl.getBufferSubData;
  const $getBufferParameteriv = impl.getBufferParameteriv;
  const $getBufferParameteri64v = impl.getBufferParameteri64v;
  const $getBufferPointerv = impl.getBufferPointerv;
  const $invalidateBufferData = impl.invalidateBufferData;
  const $invalidateBufferSubData = impl.invalidateBufferSubData;
  const $genVertexArrays = impl.genVertexArrays;
  const $deleteVertexArrays = impl.deleteVertexArrays;
  const $isVertexArray = impl.isVertexArray;
  const $bindVertexArray = impl.bindVertexArray;
  const $vertexAttribPointer = impl.vertexAttribPointer;
  const $vertexAttribIPointer = impl.vertexAttribIPointer;
  const $vertexAttribLPointer = impl.vertexAttribLPointer;
  const $enableVertexAttribArray = impl.enableVertexAttribArray;
  const $disableVertexAttribArray = impl.disableVertexAttribArray;
  const $vertexAttribDivisor = impl.vertexAttribDivisor;
  const $vertexAttribFormat = impl.vertexAttribFormat;
  const $vertexAttribIFormat = impl.vertexAttribIFormat;
  const $vertexAttribLFormat = impl.vertexAttribLFormat;
  const $vertexAttribBinding = impl.vertexAttribBinding;
  const $bindVertexBuffer = impl.bindVertexBuffer;
  const $bindVertexBuffers = impl.bindVertexBuffers;
  const $vertexBindingDivisor = impl.vertexBindingDivisor;
  const $vertexAttrib1f = impl.vertexAttrib1f;
  const $vertexAttrib2f = impl.vertexAttrib2f;
  const $vertexAttrib3f = impl.vertexAttrib3f;
  const $vertexAttrib4f = impl.vertexAttrib4f;
  const $vertexAttrib1fv = impl.vertexAttrib1fv;
  const $vertexAttrib2fv = impl.vertexAttrib2fv;
  const $vertexAttrib3fv = impl.vertexAttrib3fv;
  const $vertexAttrib4fv = impl.vertexAttrib4fv;
  const $vertexAttribI4i = impl.vertexAttribI4i;
  const $vertexAttribI4ui = impl.vertexAttribI4ui;
  const $vertexAttribI4iv = impl.vertexAttribI4iv;
  const $vertexAttribI4uiv = impl.vertexAttribI4uiv;
  const $vertexAttribL1d = impl.vertexAttribL1d;
  const $vertexAttribL4d = impl.vertexAttribL4d;
  const $vertexAttribL4dv = impl.vertexAttribL4dv;
  const $getVertexAttribiv = impl.getVertexAttribiv;
  const $getVertexAttribfv = impl.getVertexAttribfv;
  const $getVertexAttribIiv = impl.getVertexAttribIiv;
  const $getVertexAttribIuiv = impl.getVertexAttribIuiv;
  const $getVertexAttribdv = impl.getVertexAttribdv;
  const $getVertexAttribLdv = impl.getVertexAttribLdv;
  const $getVertexAttribPointerv = impl.getVertexAttribPointerv;
  const $genTextures = impl.genTextures;
  const $deleteTextures = impl.deleteTextures;
  const $isTexture = impl.isTexture;
  const $bindTexture = impl.bindTexture;
  const $bindTextures = impl.bindTextures;
  const $activeTexture = impl.activeTexture;
  const $texImage1D = impl.texImage1D;
  const $texImage2D = impl.texImage2D;
  const $texImage3D = impl.texImage3D;
  const $texImage2DMultisample = impl.texImage2DMultisample;
  const $texImage3DMultisample = impl.texImage3DMultisample;
  const $texStorage1D = impl.texStorage1D;
  const $texStorage2D = impl.texStorage2D;
  const $texStorage3D = impl.texStorage3D;
  const $texStorage2DMultisample = impl.texStorage2DMultisample;
  const $texStorage3DMultisample = impl.texStorage3DMultisample;
  const $texSubImage1D = impl.texSubImage1D;
  const $texSubImage2D = impl.texSubImage2D;
  const $texSubImage3D = impl.texSubImage3D;
  const $compressedTexImage1D = impl.compressedTexImage1D;
  const $compressedTexImage2D = impl.compressedTexImage2D;
  const $compressedTexImage3D = impl.compressedTexImage3D;
  const $compressedTexSubImage1D = impl.compressedTexSubImage1D;
  const $compressedTexSubImage2D = impl.compressedTexSubImage2D;
  const $compressedTexSubImage3D = impl.compressedTexSubImage3D;
  const $copyTexImage1D = impl.copyTexImage1D;
  const $copyTexImage2D = impl.copyTexImage2D;
  const $copyTexSubImage1D = impl.copyTexSubImage1D;
  const $copyTexSubImage2D = impl.copyTexSubImage2D;
  const $copyTexSubImage3D = impl.copyTexSubImage3D;
  const $textureView = impl.textureView;
  const $generateMipmap = impl.generateMipmap;
  const $texParameteri = impl.texParameteri;
  const $texParameterf = impl.texParameterf;
  const $texParameteriv = impl.texParameteriv;
  const $texParameterfv = impl.texParameterfv;
  const $texParameterIiv = impl.texParameterIiv;
  const $texParameterIuiv = impl.texParameterIuiv;
  const $getTexParameteriv = impl.getTexParameteriv;
  const $getTexParameterfv = impl.getTexParameterfv;
  const $getTexParameterIiv = impl.getTexParameterIiv;
  const $getTexParameterIuiv = impl.getTexParameterIuiv;
  const $getTexImage = impl.getTexImage;
  const $getnTexImage = impl.getnTexImage;
  const $getCompressedTexImage = impl.getCompressedTexImage;
  const $getnCompressedTexImage = impl.getnCompressedTexImage;
  const $getTexLevelParameteriv = impl.getTexLevelParameteriv;
  const $getTexLevelParameterfv = impl.getTexLevelParameterfv;
  const $texBuffer = impl.texBuffer;
  const $texBufferRange = impl.texBufferRange;
  const $invalidateTexImage = impl.invalidateTexImage;
  const $invalidateTexSubImage = impl.invalidateTexSubImage;
  const $clearTexImage = impl.clearTexImage;
  const $clearTexSubImage = impl.clearTexSubImage;
  const $bindImageTexture = impl.bindImageTexture;
  const $bindImageTextures = impl.bindImageTextures;
  const $getInternalformativ = impl.getInternalformativ;
  const $getInternalformati64v = impl.getInternalformati64v;
  const $copyImageSubData = impl.copyImageSubData;
  const $textureBarrier = impl.textureBarrier;
  const $genSamplers = impl.genSamplers;
  const $deleteSamplers = impl.deleteSamplers;
  const $isSampler = impl.isSampler;
  const $bindSampler = impl.bindSampler;
  const $bindSamplers = impl.bindSamplers;
  const $samplerParameteri = impl.samplerParameteri;
  const $samplerParameterf = impl.samplerParameterf;
  const $samplerParameteriv = impl.samplerParameteriv;
  const $samplerParameterfv = impl.samplerParameterfv;
  const $samplerParameterIiv = impl.samplerParameterIiv;
  const $samplerParameterIuiv = impl.samplerParameterIuiv;
  const $getSamplerParameteriv = impl.getSamplerParameteriv;
  const $getSamplerParameterfv = impl.getSamplerParameterfv;
  const $getSamplerParameterIiv = impl.getSamplerParameterIiv;
  const $getSamplerParameterIuiv = impl.getSamplerParameterIuiv;
  const $genFramebuffers = impl.genFramebuffers;
  const $deleteFramebuffers = impl.deleteFramebuffers;
  const $isFramebuffer = impl.isFramebuffer;
  const $bindFramebuffer = impl.bindFramebuffer;
  const $framebufferTexture = impl.framebufferTexture;
  const $framebufferTexture1D = impl.framebufferTexture1D;
  const $framebufferTexture2D = impl.framebufferTexture2D;
  const $framebufferTexture3D = impl.framebufferTexture3D;
  const $framebufferTextureLayer = impl.framebufferTextureLayer;
  const $framebufferRenderbuffer = impl.framebufferRenderbuffer;
  const $framebufferParameteri = impl.framebufferParameteri;
  const $getFramebufferParameteriv = impl.getFramebufferParameteriv;
  const $getFramebufferAttachmentParameteriv = impl.getFramebufferAttachmentParameteriv;
  const $checkFramebufferStatus = impl.checkFramebufferStatus;
  const $drawBuffers = impl.drawBuffers;
  const $drawBuffer = impl.drawBuffer;
  const $readBuffer = impl.readBuffer;
  const $invalidateFramebuffer = impl.invalidateFramebuffer;
  const $invalidateSubFramebuffer = impl.invalidateSubFramebuffer;
  const $blitFramebuffer = impl.blitFramebuffer;
  const $genRenderbuffers = impl.genRenderbuffers;
  const $deleteRenderbuffers = impl.deleteRenderbuffers;
  const $isRenderbuffer = impl.isRenderbuffer;
  const $bindRenderbuffer = impl.bindRenderbuffer;
  const $renderbufferStorage = impl.renderbufferStorage;
  const $renderbufferStorageMultisample = impl.renderbufferStorageMultisample;
  const $getRenderbufferParameteriv = impl.getRenderbufferParameteriv;
  const $createShader = impl.createShader;
  const $deleteShader = impl.deleteShader;
  const $isShader = impl.isShader;
  const $shaderSource = impl.shaderSource;
  const $compileShader = impl.compileShader;
  const $getShaderiv = impl.getShaderiv;
  const $getShaderInfoLog = impl.getShaderInfoLog;
  const $getShaderSource = impl.getShaderSource;
  const $releaseShaderCompiler = impl.releaseShaderCompiler;
  const $getShaderPrecisionFormat = impl.getShaderPrecisionFormat;
  const $specializeShader = impl.specializeShader;
  const $createProgram = impl.createProgram;
  const $deleteProgram = impl.deleteProgram;
  const $isProgram = impl.isProgram;
  const $attachShader = impl.attachShader;
  const $detachShader = impl.detachShader;
  const $linkProgram = impl.linkProgram;
  const $validateProgram = impl.validateProgram;
  const $useProgram = impl.useProgram;
  const $getProgramiv = impl.getProgramiv;
  const $getProgramInfoLog = impl.getProgramInfoLog;
  const $getAttachedShaders = impl.getAttachedShaders;
  const $programParameteri = impl.programParameteri;
  const $bindAttribLocation = impl.bindAttribLocation;
  const $getAttribLocation = impl.getAttribLocation;
  const $getActiveAttrib = impl.getActiveAttrib;
  const $getUniformLocation = impl.getUniformLocation;
  const $getActiveUniform = impl.getActiveUniform;
  const $getActiveUniformsiv = impl.getActiveUniformsiv;
  const $getActiveUniformName = impl.getActiveUniformName;
  const $getUniformIndices = impl.getUniformIndices;
  const $getUniformBlockIndex = impl.getUniformBlockIndex;
  const $getActiveUniformBlockiv = impl.getActiveUniformBlockiv;
  const $getActiveUniformBlockName = impl.getActiveUniformBlockName;
  const $uniformBlockBinding = impl.uniformBlockBinding;
  const $shaderStorageBlockBinding = impl.shaderStorageBlockBinding;
  const $getFragDataLocation = impl.getFragDataLocation;
  const $bindFragDataLocation = impl.bindFragDataLocation;
  const $bindFragDataLocationIndexed = impl.bindFragDataLocationIndexed;
  const $getFragDataIndex = impl.getFragDataIndex;
  const $getProgramInterfaceiv = impl.getProgramInterfaceiv;
  const $getProgramResourceIndex = impl.getProgramResourceIndex;
  const $getProgramResourceName = impl.getProgramResourceName;
  const $getProgramResourceiv = impl.getProgramResourceiv;
  const $getProgramResourceLocation = impl.getProgramResourceLocation;
  const $getProgramResourceLocationIndex = impl.getProgramResourceLocationIndex;
  const $getSubroutineUniformLocation = impl.getSubroutineUniformLocation;
  const $getSubroutineIndex = impl.getSubroutineIndex;
  const $uniformSubroutinesuiv = impl.uniformSubroutinesuiv;
  const $getUniformSubroutineuiv = impl.getUniformSubroutineuiv;
  const $getProgramStageiv = impl.getProgramStageiv;
  const $createShaderProgramv = impl.createShaderProgramv;
  const $genProgramPipelines = impl.genProgramPipelines;
  const $deleteProgramPipelines = impl.deleteProgramPipelines;
  const $isProgramPipeline = impl.isProgramPipeline;
  const $bindProgramPipeline = impl.bindProgramPipeline;
  const $useProgramStages = impl.useProgramStages;
  const $activeShaderProgram = impl.activeShaderProgram;
  const $validateProgramPipeline = impl.validateProgramPipeline;
  const $getProgramPipelineiv = impl.getProgramPipelineiv;
  const $getProgramPipelineInfoLog = impl.getProgramPipelineInfoLog;
  const $getUniformfv = impl.getUniformfv;
  const $getUniformiv = impl.getUniformiv;
  const $getUniformuiv = impl.getUniformuiv;
  const $getUniformdv = impl.getUniformdv;
  const $getnUniformfv = impl.getnUniformfv;
  const $getnUniformiv = impl.getnUniformiv;
  const $getnUniformuiv = impl.getnUniformuiv;
  const $uniform1f = impl.uniform1f;
  const $uniform2f = impl.uniform2f;
  const $uniform3f = impl.uniform3f;
  const $uniform4f = impl.uniform4f;
  const $uniform1i = impl.uniform1i;
  const $uniform2i = impl.uniform2i;
  const $uniform3i = impl.uniform3i;
  const $uniform4i = impl.uniform4i;
  const $uniform1ui = impl.uniform1ui;
  const $uniform2ui = impl.uniform2ui;
  const $uniform3ui = impl.uniform3ui;
  const $uniform4ui = impl.uniform4ui;
  const $uniform1fv = impl.uniform1fv;
  const $uniform2fv = impl.uniform2fv;
  const $uniform3fv = impl.uniform3fv;
  const $uniform4fv = impl.uniform4fv;
  const $uniform1iv = impl.uniform1iv;
  const $uniform2iv = impl.uniform2iv;
  const $uniform3iv = impl.uniform3iv;
  const $uniform4iv = impl.uniform4iv;
  const $uniform1uiv = impl.uniform1uiv;
  const $uniform2uiv = impl.uniform2uiv;
  const $uniform3uiv = impl.uniform3uiv;
  const $uniform4uiv = impl.uniform4uiv;
  const $uniform1d = impl.uniform1d;
  const $uniform2d = impl.uniform2d;
  const $uniform3d = impl.uniform3d;
  const $uniform4d = impl.uniform4d;
  const $uniform1dv = impl.uniform1dv;
  const $uniform2dv = impl.uniform2dv;
  const $uniform3dv = impl.uniform3dv;
  const $uniform4dv = impl.uniform4dv;
  const $uniformMatrix2fv = impl.uniformMatrix2fv;
  const $uniformMatrix3fv = impl.uniformMatrix3fv;
  const $uniformMatrix4fv = impl.uniformMatrix4fv;
  const $uniformMatrix2x3fv = impl.uniformMatrix2x3fv;
  const $uniformMatrix3x2fv = impl.uniformMatrix3x2fv;
  const $uniformMatrix2x4fv = impl.uniformMatrix2x4fv;
  const $uniformMatrix4x2fv = impl.uniformMatrix4x2fv;
  const $uniformMatrix3x4fv = impl.uniformMatrix3x4fv;
  const $uniformMatrix4x3fv = impl.uniformMatrix4x3fv;
  const $uniformMatrix2dv = impl.uniformMatrix2dv;
  const $uniformMatrix3dv = impl.uniformMatrix3dv;
  const $uniformMatrix4dv = impl.uniformMatrix4dv;
  const $uniformMatrix2x3dv = impl.uniformMatrix2x3dv;
  const $uniformMatrix3x2dv = impl.uniformMatrix3x2dv;
  const $uniformMatrix2x4dv = impl.uniformMatrix2x4dv;
  const $uniformMatrix4x2dv = impl.uniformMatrix4x2dv;
  const $uniformMatrix3x4dv = impl.uniformMatrix3x4dv;
  const $uniformMatrix4x3dv = impl.uniformMatrix4x3dv;
  const $programUniform1f = impl.programUniform1f;
  const $programUniform2f = impl.programUniform2f;
  const $programUniform3f = impl.programUniform3f;
  const $programUniform4f = impl.programUniform4f;
  const $programUniform1i = impl.programUniform1i;
  const $programUniform2i = impl.programUniform2i;
  const $programUniform3i = impl.programUniform3i;
  const $programUniform4i = impl.programUniform4i;
  const $programUniform1ui = impl.programUniform1ui;
  const $programUniform2ui = impl.programUniform2ui;
  const $programUniform3ui = impl.programUniform3ui;
  const $programUniform4ui = impl.programUniform4ui;
  const $programUniform1fv = impl.programUniform1fv;
  const $programUniform2fv = impl.programUniform2fv;
  const $programUniform3fv = impl.programUniform3fv;
  const $programUniform4fv = impl.programUniform4fv;
  const $programUniform1iv = impl.programUniform1iv;
  const $programUniform2iv = impl.programUniform2iv;
  const $programUniform3iv = impl.programUniform3iv;
  const $programUniform4iv = impl.programUniform4iv;
  const $programUniform1uiv = impl.programUniform1uiv;
  const $programUniform2uiv = impl.programUniform2uiv;
  const $programUniform3uiv = impl.programUniform3uiv;
  const $programUniform4uiv = impl.programUniform4uiv;
  const $programUniform1d = impl.programUniform1d;
  const $programUniform2d = impl.programUniform2d;
  const $programUniform3d = impl.programUniform3d;
  const $programUniform4d = impl.programUniform4d;
  const $programUniform1dv = impl.programUniform1dv;
  const $programUniform2dv = impl.programUniform2dv;
  const $programUniform3dv = impl.programUniform3dv;
  const $programUniform4dv = impl.programUniform4dv;
  const $programUniformMatrix2fv = impl.programUniformMatrix2fv;
  const $programUniformMatrix3fv = impl.programUniformMatrix3fv;
  const $programUniformMatrix4fv = impl.programUniformMatrix4fv;
  const $programUniformMatrix2x3fv = impl.programUniformMatrix2x3fv;
  const $programUniformMatrix3x2fv = impl.programUniformMatrix3x2fv;
  const $programUniformMatrix2x4fv = impl.programUniformMatrix2x4fv;
  const $programUniformMatrix4x2fv = impl.programUniformMatrix4x2fv;
  const $programUniformMatrix3x4fv = impl.programUniformMatrix3x4fv;
  const $programUniformMatrix4x3fv = impl.programUniformMatrix4x3fv;
  const $programUniformMatrix2dv = impl.programUniformMatrix2dv;
  const $programUniformMatrix3dv = impl.programUniformMatrix3dv;
  const $programUniformMatrix4dv = impl.programUniformMatrix4dv;
  const $programUniformMatrix2x3dv = impl.programUniformMatrix2x3dv;
  const $programUniformMatrix3x2dv = impl.programUniformMatrix3x2dv;
  const $programUniformMatrix2x4dv = impl.programUniformMatrix2x4dv;
  const $programUniformMatrix4x2dv = impl.programUniformMatrix4x2dv;
  const $programUniformMatrix3x4dv = impl.programUniformMatrix3x4dv;
  const $programUniformMatrix4x3dv = impl.programUniformMatrix4x3dv;
  const $drawArrays = impl.drawArrays;
  const $drawElements = impl.drawElements;
  const $drawRangeElements = impl.drawRangeElements;
  const $drawArraysInstanced = impl.drawArraysInstanced;
  const $drawElementsInstanced = impl.drawElementsInstanced;
  const $drawElementsBaseVertex = impl.drawElementsBaseVertex;
  const $drawRangeElementsBaseVertex = impl.drawRangeElementsBaseVertex;
  const $drawElementsInstancedBaseVertex = impl.drawElementsInstancedBaseVertex;
  const $drawArraysInstancedBaseInstance = impl.drawArraysInstancedBaseInstance;
  const $drawElementsInstancedBaseInstance = impl.drawElementsInstancedBaseInstance;
  const $drawElementsInstancedBaseVertexBaseInstance = impl.drawElementsInstancedBaseVertexBaseInstance;
  const $drawArraysIndirect = impl.drawArraysIndirect;
  const $drawElementsIndirect = impl.drawElementsIndirect;
  const $multiDrawArrays = impl.multiDrawArrays;
  const $multiDrawElements = impl.multiDrawElements;
  const $multiDrawElementsBaseVertex = impl.multiDrawElementsBaseVertex;
  const $multiDrawArraysIndirect = impl.multiDrawArraysIndirect;
  const $multiDrawElementsIndirect = impl.multiDrawElementsIndirect;
  const $multiDrawArraysIndirectCount = impl.multiDrawArraysIndirectCount;
  const $multiDrawElementsIndirectCount = impl.multiDrawElementsIndirectCount;
  const $drawTransformFeedback = impl.drawTransformFeedback;
  const $drawTransformFeedbackInstanced = impl.drawTransformFeedbackInstanced;
  const $drawTransformFeedbackStream = impl.drawTransformFeedbackStream;
  const $drawTransformFeedbackStreamInstanced = impl.drawTransformFeedbackStreamInstanced;
  const $primitiveRestartIndex = impl.primitiveRestartIndex;
  const $provokingVertex = impl.provokingVertex;
  const $genTransformFeedbacks = impl.genTransformFeedbacks;
  const $deleteTransformFeedbacks = impl.deleteTransformFeedbacks;
  const $isTransformFeedback = impl.isTransformFeedback;
  const $bindTransformFeedback = impl.bindTransformFeedback;
  const $beginTransformFeedback = impl.beginTransformFeedback;
  const $endTransformFeedback = impl.endTransformFeedback;
  const $pauseTransformFeedback = impl.pauseTransformFeedback;
  const $resumeTransformFeedback = impl.resumeTransformFeedback;
  const $transformFeedbackVaryings = impl.transformFeedbackVaryings;
  const $getTransformFeedbackVarying = impl.getTransformFeedbackVarying;
  const $genQueries = impl.genQueries;
  const $deleteQueries = impl.deleteQueries;
  const $isQuery = impl.isQuery;
  const $beginQuery = impl.beginQuery;
  const $endQuery = impl.endQuery;
  const $beginQueryIndexed = impl.beginQueryIndexed;
  const $endQueryIndexed = impl.endQueryIndexed;
  const $queryCounter = impl.queryCounter;
  const $getQueryiv = impl.getQueryiv;
  const $getQueryIndexediv = impl.getQueryIndexediv;
  const $getQueryObjectiv = impl.getQueryObjectiv;
  const $getQueryObjectuiv = impl.getQueryObjectuiv;
  const $getQueryObjecti64v = impl.getQueryObjecti64v;
  const $getQueryObjectui64v = impl.getQueryObjectui64v;
  const $beginConditionalRender = impl.beginConditionalRender;
  const $endConditionalRender = impl.endConditionalRender;
  const $fenceSync = impl.fenceSync;
  const $clientWaitSync = impl.clientWaitSync;
  const $waitSync = impl.waitSync;
  const $deleteSync = impl.deleteSync;
  const $isSync = impl.isSync;
  const $getSynciv = impl.getSynciv;
  const $dispatchCompute = impl.dispatchCompute;
  const $dispatchComputeIndirect = impl.dispatchComputeIndirect;
  const $memoryBarrier = impl.memoryBarrier;
  const $memoryBarrierByRegion = impl.memoryBarrierByRegion;
  const $clear = impl.clear;
  const $clearBufferiv = impl.clearBufferiv;
  const $clearBufferuiv = impl.clearBufferuiv;
  const $clearBufferfv = impl.clearBufferfv;
  const $clearBufferfi = impl.clearBufferfi;
  const $clearColor = impl.clearColor;
  const $clearDepthf = impl.clearDepthf;
  const $clearDepth = impl.clearDepth;
  const $clearStencil = impl.clearStencil;
  const $enable = impl.enable;
  const $disable = impl.disable;
  const $isEnabled = impl.isEnabled;
  const $enablei = impl.enablei;
  const $disablei = impl.disablei;
  const $isEnabledi = impl.isEnabledi;
  const $blendFunc = impl.blendFunc;
  const $blendFuncSeparate = impl.blendFuncSeparate;
  const $blendFunci = impl.blendFunci;
  const $blendFuncSeparatei = impl.blendFuncSeparatei;
  const $blendEquation = impl.blendEquation;
  const $blendEquationSeparate = impl.blendEquationSeparate;
  const $blendEquationi = impl.blendEquationi;
  const $blendEquationSeparatei = impl.blendEquationSeparatei;
  const $blendColor = impl.blendColor;
  const $colorMask = impl.colorMask;
  const $colorMaski = impl.colorMaski;
  const $depthFunc = impl.depthFunc;
  const $depthMask = impl.depthMask;
  const $depthRangef = impl.depthRangef;
  const $depthRange = impl.depthRange;
  const $depthRangeArrayv = impl.depthRangeArrayv;
  const $depthRangeIndexed = impl.depthRangeIndexed;
  const $stencilFunc = impl.stencilFunc;
  const $stencilFuncSeparate = impl.stencilFuncSeparate;
  const $stencilOp = impl.stencilOp;
  const $stencilOpSeparate = impl.stencilOpSeparate;
  const $stencilMask = impl.stencilMask;
  const $stencilMaskSeparate = impl.stencilMaskSeparate;
  const $cullFace = impl.cullFace;
  const $frontFace = impl.frontFace;
  const $polygonMode = impl.polygonMode;
  const $polygonOffset = impl.polygonOffset;
  const $polygonOffsetClamp = impl.polygonOffsetClamp;
  const $pointSize = impl.pointSize;
  const $pointParameteri = impl.pointParameteri;
  const $pointParameterf = impl.pointParameterf;
  const $lineWidth = impl.lineWidth;
  const $hint = impl.hint;
  const $pixelStorei = impl.pixelStorei;
  const $pixelStoref = impl.pixelStoref;
  const $viewport = impl.viewport;
  const $viewportIndexedf = impl.viewportIndexedf;
  const $viewportIndexedfv = impl.viewportIndexedfv;
  const $viewportArrayv = impl.viewportArrayv;
  const $scissor = impl.scissor;
  const $scissorIndexed = impl.scissorIndexed;
  const $scissorIndexedv = impl.scissorIndexedv;
  const $scissorArrayv = impl.scissorArrayv;
  const $patchParameteri = impl.patchParameteri;
  const $patchParameterfv = impl.patchParameterfv;
  const $sampleCoverage = impl.sampleCoverage;
  const $sampleMaski = impl.sampleMaski;
  const $minSampleShading = impl.minSampleShading;
  const $logicOp = impl.logicOp;
  const $clampColor = impl.clampColor;
  const $getMultisamplefv = impl.getMultisamplefv;
  const $clipControl = impl.clipControl;
  const $readPixels = impl.readPixels;
  const $readnPixels = impl.readnPixels;
  const $getIntegerv = impl.getIntegerv;
  const $getFloatv = impl.getFloatv;
  const $getBooleanv = impl.getBooleanv;
  const $getInteger64v = impl.getInteger64v;
  const $getDoublev = impl.getDoublev;
  const $getIntegeri_v = impl.getIntegeri_v;
  const $getInteger64i_v = impl.getInteger64i_v;
  const $getBooleani_v = impl.getBooleani_v;
  const $getFloati_v = impl.getFloati_v;
  const $getDoublei_v = impl.getDoublei_v;
  const $getString = impl.getString;
  const $getStringi = impl.getStringi;
  const $getError = impl.getError;
  const $getGraphicsResetStatus = impl.getGraphicsResetStatus;
  const $getPointerv = impl.getPointerv;
  const $flush = impl.flush;
  const $finish = impl.finish;
  const $debugMessageCallback = impl.debugMessageCallback;
  const $debugMessageControl = impl.debugMessageControl;
  const $debugMessageInsert = impl.debugMessageInsert;
  const $getDebugMessageLog = impl.getDebugMessageLog;
  const $pushDebugGroup = impl.pushDebugGroup;
  const $popDebugGroup = impl.popDebugGroup;
  const $objectLabel = impl.objectLabel;
  const $getObjectLabel = impl.getObjectLabel;
  const $objectPtrLabel = impl.objectPtrLabel;
  const $getObjectPtrLabel = impl.getObjectPtrLabel;
  const $getActiveAtomicCounterBufferiv = impl.getActiveAtomicCounterBufferiv;
  const $transformFeedbackBufferBase = impl.transformFeedbackBufferBase;
  const $transformFeedbackBufferRange = impl.transformFeedbackBufferRange;
  const $createBuffers = impl.createBuffers;
  const $namedBufferStorage = impl.namedBufferStorage;
  const $namedBufferData = impl.namedBufferData;
  const $namedBufferSubData = impl.namedBufferSubData;
  const $copyNamedBufferSubData = impl.copyNamedBufferSubData;
  const $clearNamedBufferData = impl.clearNamedBufferData;
  const $clearNamedBufferSubData = impl.clearNamedBufferSubData;
  const $mapNamedBuffer = impl.mapNamedBuffer;
  const $mapNamedBufferRange = impl.mapNamedBufferRange;
  const $unmapNamedBuffer = impl.unmapNamedBuffer;
  const $flushMappedNamedBufferRange = impl.flushMappedNamedBufferRange;
  const $getNamedBufferParameteriv = impl.getNamedBufferParameteriv;
  const $getNamedBufferParameteri64v = impl.getNamedBufferParameteri64v;
  const $getNamedBufferPointerv = impl.getNamedBufferPointerv;
  const $getNamedBufferSubData = impl.getNamedBufferSubData;
  const $namedFramebufferDrawBuffer = impl.namedFramebufferDrawBuffer;
  const $namedFramebufferDrawBuffers = impl.namedFramebufferDrawBuffers;
  const $namedFramebufferReadBuffer = impl.namedFramebufferReadBuffer;
  const $textureBuffer = impl.textureBuffer;
  const $textureBufferRange = impl.textureBufferRange;
  const $vertexArrayElementBuffer = impl.vertexArrayElementBuffer;
  const $vertexArrayVertexBuffer = impl.vertexArrayVertexBuffer;
  const $vertexArrayVertexBuffers = impl.vertexArrayVertexBuffers;
  const $getQueryBufferObjecti64v = impl.getQueryBufferObjecti64v;
  const $getQueryBufferObjectiv = impl.getQueryBufferObjectiv;
  const $getQueryBufferObjectui64v = impl.getQueryBufferObjectui64v;
  const $getQueryBufferObjectuiv = impl.getQueryBufferObjectuiv;
  const $createVertexArrays = impl.createVertexArrays;
  const $disableVertexArrayAttrib = impl.disableVertexArrayAttrib;
  const $enableVertexArrayAttrib = impl.enableVertexArrayAttrib;
  const $vertexArrayAttribBinding = impl.vertexArrayAttribBinding;
  const $vertexArrayAttribFormat = impl.vertexArrayAttribFormat;
  const $vertexArrayAttribIFormat = impl.vertexArrayAttribIFormat;
  const $vertexArrayAttribLFormat = impl.vertexArrayAttribLFormat;
  const $vertexArrayBindingDivisor = impl.vertexArrayBindingDivisor;
  const $getVertexArrayiv = impl.getVertexArrayiv;
  const $getVertexArrayIndexediv = impl.getVertexArrayIndexediv;
  const $getVertexArrayIndexed64iv = impl.getVertexArrayIndexed64iv;
  const $namedFramebufferTexture = impl.namedFramebufferTexture;
  const $namedFramebufferTextureLayer = impl.namedFramebufferTextureLayer;
  const $createTextures = impl.createTextures;
  const $textureStorage1D = impl.textureStorage1D;
  const $textureStorage2D = impl.textureStorage2D;
  const $textureStorage3D = impl.textureStorage3D;
  const $textureStorage2DMultisample = impl.textureStorage2DMultisample;
  const $textureStorage3DMultisample = impl.textureStorage3DMultisample;
  const $textureSubImage1D = impl.textureSubImage1D;
  const $textureSubImage2D = impl.textureSubImage2D;
  const $textureSubImage3D = impl.textureSubImage3D;
  const $compressedTextureSubImage1D = impl.compressedTextureSubImage1D;
  const $compressedTextureSubImage2D = impl.compressedTextureSubImage2D;
  const $compressedTextureSubImage3D = impl.compressedTextureSubImage3D;
  const $copyTextureSubImage1D = impl.copyTextureSubImage1D;
  const $copyTextureSubImage2D = impl.copyTextureSubImage2D;
  const $copyTextureSubImage3D = impl.copyTextureSubImage3D;
  const $textureParameterf = impl.textureParameterf;
  const $textureParameterfv = impl.textureParameterfv;
  const $textureParameteri = impl.textureParameteri;
  const $textureParameterIiv = impl.textureParameterIiv;
  const $textureParameterIuiv = impl.textureParameterIuiv;
  const $textureParameteriv = impl.textureParameteriv;
  const $generateTextureMipmap = impl.generateTextureMipmap;
  const $bindTextureUnit = impl.bindTextureUnit;
  const $getTextureImage = impl.getTextureImage;
  const $getCompressedTextureImage = impl.getCompressedTextureImage;
  const $getTextureLevelParameterfv = impl.getTextureLevelParameterfv;
  const $getTextureLevelParameteriv = impl.getTextureLevelParameteriv;
  const $getTextureParameterfv = impl.getTextureParameterfv;
  const $getTextureParameterIiv = impl.getTextureParameterIiv;
  const $getTextureParameterIuiv = impl.getTextureParameterIuiv;
  const $getTextureParameteriv = impl.getTextureParameteriv;
  const $getTextureSubImage = impl.getTextureSubImage;
  const $getCompressedTextureSubImage = impl.getCompressedTextureSubImage;
  const $createFramebuffers = impl.createFramebuffers;
  const $namedFramebufferRenderbuffer = impl.namedFramebufferRenderbuffer;
  const $namedFramebufferParameteri = impl.namedFramebufferParameteri;
  const $invalidateNamedFramebufferData = impl.invalidateNamedFramebufferData;
  const $invalidateNamedFramebufferSubData = impl.invalidateNamedFramebufferSubData;
  const $clearNamedFramebufferiv = impl.clearNamedFramebufferiv;
  const $clearNamedFramebufferuiv = impl.clearNamedFramebufferuiv;
  const $clearNamedFramebufferfv = impl.clearNamedFramebufferfv;
  const $clearNamedFramebufferfi = impl.clearNamedFramebufferfi;
  const $blitNamedFramebuffer = impl.blitNamedFramebuffer;
  const $checkNamedFramebufferStatus = impl.checkNamedFramebufferStatus;
  const $getNamedFramebufferParameteriv = impl.getNamedFramebufferParameteriv;
  const $getNamedFramebufferAttachmentParameteriv = impl.getNamedFramebufferAttachmentParameteriv;
  const $createRenderbuffers = impl.createRenderbuffers;
  const $namedRenderbufferStorage = impl.namedRenderbufferStorage;
  const $namedRenderbufferStorageMultisample = impl.namedRenderbufferStorageMultisample;
  const $getNamedRenderbufferParameteriv = impl.getNamedRenderbufferParameteriv;
  const $createTransformFeedbacks = impl.createTransformFeedbacks;
  const $getTransformFeedbackiv = impl.getTransformFeedbackiv;
  const $getTransformFeedbacki_v = impl.getTransformFeedbacki_v;
  const $getTransformFeedbacki64_v = impl.getTransformFeedbacki64_v;
  const $createSamplers = impl.createSamplers;
  const $createProgramPipelines = impl.createProgramPipelines;
  const $createQueries = impl.createQueries;
  const $vertexAttrib1d = impl.vertexAttrib1d;
  const $vertexAttrib1dv = impl.vertexAttrib1dv;
  const $vertexAttrib1s = impl.vertexAttrib1s;
  const $vertexAttrib1sv = impl.vertexAttrib1sv;
  const $vertexAttrib2d = impl.vertexAttrib2d;
  const $vertexAttrib2dv = impl.vertexAttrib2dv;
  const $vertexAttrib2s = impl.vertexAttrib2s;
  const $vertexAttrib2sv = impl.vertexAttrib2sv;
  const $vertexAttrib3d = impl.vertexAttrib3d;
  const $vertexAttrib3dv = impl.vertexAttrib3dv;
  const $vertexAttrib3s = impl.vertexAttrib3s;
  const $vertexAttrib3sv = impl.vertexAttrib3sv;
  const $vertexAttrib4Nbv = impl.vertexAttrib4Nbv;
  const $vertexAttrib4Niv = impl.vertexAttrib4Niv;
  const $vertexAttrib4Nsv = impl.vertexAttrib4Nsv;
  const $vertexAttrib4Nub = impl.vertexAttrib4Nub;
  const $vertexAttrib4Nubv = impl.vertexAttrib4Nubv;
  const $vertexAttrib4Nuiv = impl.vertexAttrib4Nuiv;
  const $vertexAttrib4Nusv = impl.vertexAttrib4Nusv;
  const $vertexAttrib4bv = impl.vertexAttrib4bv;
  const $vertexAttrib4d = impl.vertexAttrib4d;
  const $vertexAttrib4dv = impl.vertexAttrib4dv;
  const $vertexAttrib4iv = impl.vertexAttrib4iv;
  const $vertexAttrib4s = impl.vertexAttrib4s;
  const $vertexAttrib4sv = impl.vertexAttrib4sv;
  const $vertexAttrib4ubv = impl.vertexAttrib4ubv;
  const $vertexAttrib4uiv = impl.vertexAttrib4uiv;
  const $vertexAttrib4usv = impl.vertexAttrib4usv;
  const $vertexAttribI1i = impl.vertexAttribI1i;
  const $vertexAttribI2i = impl.vertexAttribI2i;
  const $vertexAttribI3i = impl.vertexAttribI3i;
  const $vertexAttribI1ui = impl.vertexAttribI1ui;
  const $vertexAttribI2ui = impl.vertexAttribI2ui;
  const $vertexAttribI3ui = impl.vertexAttribI3ui;
  const $vertexAttribI1iv = impl.vertexAttribI1iv;
  const $vertexAttribI2iv = impl.vertexAttribI2iv;
  const $vertexAttribI3iv = impl.vertexAttribI3iv;
  const $vertexAttribI1uiv = impl.vertexAttribI1uiv;
  const $vertexAttribI2uiv = impl.vertexAttribI2uiv;
  const $vertexAttribI3uiv = impl.vertexAttribI3uiv;
  const $vertexAttribI4bv = impl.vertexAttribI4bv;
  const $vertexAttribI4sv = impl.vertexAttribI4sv;
  const $vertexAttribI4ubv = impl.vertexAttribI4ubv;
  const $vertexAttribI4usv = impl.vertexAttribI4usv;
  const $vertexAttribP1ui = impl.vertexAttribP1ui;
  const $vertexAttribP1uiv = impl.vertexAttribP1uiv;
  const $vertexAttribP2ui = impl.vertexAttribP2ui;
  const $vertexAttribP2uiv = impl.vertexAttribP2uiv;
  const $vertexAttribP3ui = impl.vertexAttribP3ui;
  const $vertexAttribP3uiv = impl.vertexAttribP3uiv;
  const $vertexAttribP4ui = impl.vertexAttribP4ui;
  const $vertexAttribP4uiv = impl.vertexAttribP4uiv;
  const $vertexAttribL2d = impl.vertexAttribL2d;
  const $vertexAttribL3d = impl.vertexAttribL3d;
  const $vertexAttribL1dv = impl.vertexAttribL1dv;
  const $vertexAttribL2dv = impl.vertexAttribL2dv;
  const $vertexAttribL3dv = impl.vertexAttribL3dv;
  const $pointParameterfv = impl.pointParameterfv;
  const $pointParameteriv = impl.pointParameteriv;
  const $getActiveSubroutineUniformiv = impl.getActiveSubroutineUniformiv;
  const $getActiveSubroutineUniformName = impl.getActiveSubroutineUniformName;
  const $getActiveSubroutineName = impl.getActiveSubroutineName;
  const $shaderBinary = impl.shaderBinary;
  const $getProgramBinary = impl.getProgramBinary;
  const $programBinary = impl.programBinary;
  const $getnUniformdv = impl.getnUniformdv;
  return {
    genBuffers(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genBuffers', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genBuffers: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genBuffers(n | 0);
    },
    deleteBuffers(buffers: ArrayLike<number>): void {
      if (!rt.isNumberArray(buffers)) throw rt.argError('deleteBuffers', 'buffers', rt.EXPECT_ARRAY, buffers);
      return $deleteBuffers(buffers);
    },
    isBuffer(buffer: number): boolean {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('isBuffer', 'buffer', 'a GLuint (integer)', buffer);
      return $isBuffer(buffer >>> 0);
    },
    bindBuffer(target: number, buffer: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindBuffer', 'target', 'a GLenum (integer)', target);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('bindBuffer', 'buffer', 'a GLuint (integer)', buffer);
      return $bindBuffer(target >>> 0, buffer >>> 0);
    },
    bindBufferBase(target: number, index: number, buffer: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindBufferBase', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('bindBufferBase', 'index', 'a GLuint (integer)', index);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('bindBufferBase', 'buffer', 'a GLuint (integer)', buffer);
      return $bindBufferBase(target >>> 0, index >>> 0, buffer >>> 0);
    },
    bindBufferRange(target: number, index: number, buffer: number, offset: number, size: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindBufferRange', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('bindBufferRange', 'index', 'a GLuint (integer)', index);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('bindBufferRange', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('bindBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('bindBufferRange', 'size', 'a GLsizeiptr (integer)', size);
      return $bindBufferRange(target >>> 0, index >>> 0, buffer >>> 0, offset, size);
    },
    bindBuffersBase(target: number, first: number, buffers: ArrayLike<number>): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindBuffersBase', 'target', 'a GLenum (integer)', target);
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('bindBuffersBase', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(buffers)) throw rt.argError('bindBuffersBase', 'buffers', rt.EXPECT_ARRAY, buffers);
      return $bindBuffersBase(target >>> 0, first >>> 0, buffers);
    },
    bindBuffersRange(target: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, sizes: ArrayLike<number>): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindBuffersRange', 'target', 'a GLenum (integer)', target);
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('bindBuffersRange', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(buffers)) throw rt.argError('bindBuffersRange', 'buffers', rt.EXPECT_ARRAY, buffers);
      if (!rt.isNumberArray(offsets)) throw rt.argError('bindBuffersRange', 'offsets', rt.EXPECT_ARRAY, offsets);
      if (!rt.isNumberArray(sizes)) throw rt.argError('bindBuffersRange', 'sizes', rt.EXPECT_ARRAY, sizes);
      if (offsets.length < buffers.length) throw rt.argError('bindBuffersRange', 'offsets', `an array of at least ${buffers.length} entries (one per 'buffers' entry)`, offsets);
      if (sizes.length < buffers.length) throw rt.argError('bindBuffersRange', 'sizes', `an array of at least ${buffers.length} entries (one per 'buffers' entry)`, sizes);
      return $bindBuffersRange(target >>> 0, first >>> 0, buffers, offsets, sizes);
    },
    bufferData(target: number, size: number, data: VoidData, usage: number): void {
      if (typeof size === 'object' && size !== null) { // short form bufferData(target, data, usage)
        if (!ArrayBuffer.isView(size)) throw rt.argError('bufferData', 'data', rt.EXPECT_VIEW, size);
        usage = data as never;
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bufferData', 'target', 'a GLenum (integer)', target);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('bufferData', 'size', 'a GLsizeiptr (integer)', size);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('bufferData', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      if (typeof usage !== 'number' || !Number.isInteger(usage)) throw rt.argError('bufferData', 'usage', 'a GLenum (integer)', usage);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `bufferData: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $bufferData(target >>> 0, size, data, usage >>> 0);
    },
    bufferSubData(target: number, offset: number, size: number, data: VoidData): void {
      if (typeof size === 'object' && size !== null) { // short form bufferSubData(target, offset, data)
        if (!ArrayBuffer.isView(size)) throw rt.argError('bufferSubData', 'data', rt.EXPECT_VIEW, size);
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bufferSubData', 'target', 'a GLenum (integer)', target);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('bufferSubData', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('bufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('bufferSubData', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `bufferSubData: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $bufferSubData(target >>> 0, offset, size, data);
    },
    bufferStorage(target: number, size: number, data: VoidData, flags: number): void {
      if (typeof size === 'object' && size !== null) { // short form bufferStorage(target, data, flags)
        if (!ArrayBuffer.isView(size)) throw rt.argError('bufferStorage', 'data', rt.EXPECT_VIEW, size);
        flags = data as never;
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bufferStorage', 'target', 'a GLenum (integer)', target);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('bufferStorage', 'size', 'a GLsizeiptr (integer)', size);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('bufferStorage', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      if (typeof flags !== 'number' || !Number.isInteger(flags)) throw rt.argError('bufferStorage', 'flags', 'a GLbitfield (integer)', flags);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `bufferStorage: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $bufferStorage(target >>> 0, size, data, flags >>> 0);
    },
    mapBufferRange(target: number, offset: number, length: number, access: number): Uint8Array | null {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('mapBufferRange', 'target', 'a GLenum (integer)', target);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('mapBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof length !== 'number' || !Number.isInteger(length)) throw rt.argError('mapBufferRange', 'length', 'a GLsizeiptr (integer)', length);
      if (typeof access !== 'number' || !Number.isInteger(access)) throw rt.argError('mapBufferRange', 'access', 'a GLbitfield (integer)', access);
      return $mapBufferRange(target >>> 0, offset, length, access >>> 0);
    },
    mapBuffer(target: number, access: number): Uint8Array | null {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('mapBuffer', 'target', 'a GLenum (integer)', target);
      if (typeof access !== 'number' || !Number.isInteger(access)) throw rt.argError('mapBuffer', 'access', 'a GLenum (integer)', access);
      return $mapBuffer(target >>> 0, access >>> 0);
    },
    unmapBuffer(target: number): boolean {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('unmapBuffer', 'target', 'a GLenum (integer)', target);
      return $unmapBuffer(target >>> 0);
    },
    flushMappedBufferRange(target: number, offset: number, length: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('flushMappedBufferRange', 'target', 'a GLenum (integer)', target);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('flushMappedBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof length !== 'number' || !Number.isInteger(length)) throw rt.argError('flushMappedBufferRange', 'length', 'a GLsizeiptr (integer)', length);
      return $flushMappedBufferRange(target >>> 0, offset, length);
    },
    copyBufferSubData(readTarget: number, writeTarget: number, readOffset: number, writeOffset: number, size: number): void {
      if (typeof readTarget !== 'number' || !Number.isInteger(readTarget)) throw rt.argError('copyBufferSubData', 'readTarget', 'a GLenum (integer)', readTarget);
      if (typeof writeTarget !== 'number' || !Number.isInteger(writeTarget)) throw rt.argError('copyBufferSubData', 'writeTarget', 'a GLenum (integer)', writeTarget);
      if (typeof readOffset !== 'number' || !Number.isInteger(readOffset)) throw rt.argError('copyBufferSubData', 'readOffset', 'a GLintptr (integer)', readOffset);
      if (typeof writeOffset !== 'number' || !Number.isInteger(writeOffset)) throw rt.argError('copyBufferSubData', 'writeOffset', 'a GLintptr (integer)', writeOffset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('copyBufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      return $copyBufferSubData(readTarget >>> 0, writeTarget >>> 0, readOffset, writeOffset, size);
    },
    clearBufferData(target: number, internalformat: number, format: number, type: number, data: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('clearBufferData', 'target', 'a GLenum (integer)', target);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('clearBufferData', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('clearBufferData', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('clearBufferData', 'type', 'a GLenum (integer)', type);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('clearBufferData', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      return $clearBufferData(target >>> 0, internalformat >>> 0, format >>> 0, type >>> 0, data);
    },
    clearBufferSubData(target: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('clearBufferSubData', 'target', 'a GLenum (integer)', target);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('clearBufferSubData', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('clearBufferSubData', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('clearBufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('clearBufferSubData', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('clearBufferSubData', 'type', 'a GLenum (integer)', type);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('clearBufferSubData', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      return $clearBufferSubData(target >>> 0, internalformat >>> 0, offset, size, format >>> 0, type >>> 0, data);
    },
    getBufferSubData(target: number, offset: number, size: number, data: VoidData): void {
      if (typeof size === 'object' && size !== null) { // short form getBufferSubData(target, offset, data)
        if (!ArrayBuffer.isView(size)) throw rt.argError('getBufferSubData', 'data', rt.EXPECT_VIEW, size);
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getBufferSubData', 'target', 'a GLenum (integer)', target);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('getBufferSubData', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('getBufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('getBufferSubData', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `getBufferSubData: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $getBufferSubData(target >>> 0, offset, size, data);
    },
    getBufferParameteriv(target: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getBufferParameteriv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getBufferParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getBufferParameteriv(target >>> 0, pname >>> 0);
    },
    getBufferParameteri64v(target: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getBufferParameteri64v', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getBufferParameteri64v', 'pname', 'a GLenum (integer)', pname);
      return $getBufferParameteri64v(target >>> 0, pname >>> 0);
    },
    getBufferPointerv(target: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getBufferPointerv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getBufferPointerv', 'pname', 'a GLenum (integer)', pname);
      return $getBufferPointerv(target >>> 0, pname >>> 0);
    },
    invalidateBufferData(buffer: number): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('invalidateBufferData', 'buffer', 'a GLuint (integer)', buffer);
      return $invalidateBufferData(buffer >>> 0);
    },
    invalidateBufferSubData(buffer: number, offset: number, length: number): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('invalidateBufferSubData', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('invalidateBufferSubData', 'offset', 'a GLintptr (integer)', offset);
      if (typeof length !== 'number' || !Number.isInteger(length)) throw rt.argError('invalidateBufferSubData', 'length', 'a GLsizeiptr (integer)', length);
      return $invalidateBufferSubData(buffer >>> 0, offset, length);
    },
    genVertexArrays(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genVertexArrays', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genVertexArrays: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genVertexArrays(n | 0);
    },
    deleteVertexArrays(arrays: ArrayLike<number>): void {
      if (!rt.isNumberArray(arrays)) throw rt.argError('deleteVertexArrays', 'arrays', rt.EXPECT_ARRAY, arrays);
      return $deleteVertexArrays(arrays);
    },
    isVertexArray(array: number): boolean {
      if (typeof array !== 'number' || !Number.isInteger(array)) throw rt.argError('isVertexArray', 'array', 'a GLuint (integer)', array);
      return $isVertexArray(array >>> 0);
    },
    bindVertexArray(array: number): void {
      if (typeof array !== 'number' || !Number.isInteger(array)) throw rt.argError('bindVertexArray', 'array', 'a GLuint (integer)', array);
      return $bindVertexArray(array >>> 0);
    },
    vertexAttribPointer(index: number, size: number, type: number, normalized: GLboolean, stride: number, pointer: VoidData): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribPointer', 'index', 'a GLuint (integer)', index);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexAttribPointer', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribPointer', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribPointer', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('vertexAttribPointer', 'stride', 'a GLsizei (integer)', stride);
      if (!rt.isClientData(pointer)) throw rt.argError('vertexAttribPointer', 'pointer', rt.EXPECT_DATA, pointer);
      return $vertexAttribPointer(index >>> 0, size | 0, type >>> 0, normalized, stride | 0, pointer);
    },
    vertexAttribIPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribIPointer', 'index', 'a GLuint (integer)', index);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexAttribIPointer', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribIPointer', 'type', 'a GLenum (integer)', type);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('vertexAttribIPointer', 'stride', 'a GLsizei (integer)', stride);
      if (!rt.isClientData(pointer)) throw rt.argError('vertexAttribIPointer', 'pointer', rt.EXPECT_DATA, pointer);
      return $vertexAttribIPointer(index >>> 0, size | 0, type >>> 0, stride | 0, pointer);
    },
    vertexAttribLPointer(index: number, size: number, type: number, stride: number, pointer: VoidData): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribLPointer', 'index', 'a GLuint (integer)', index);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexAttribLPointer', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribLPointer', 'type', 'a GLenum (integer)', type);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('vertexAttribLPointer', 'stride', 'a GLsizei (integer)', stride);
      if (!rt.isClientData(pointer)) throw rt.argError('vertexAttribLPointer', 'pointer', rt.EXPECT_DATA, pointer);
      if (pointer !== null && typeof pointer === 'object' && size > pointer.byteLength) { sink(rt.GL_INVALID_OPERATION, `vertexAttribLPointer: pointer holds ${pointer.byteLength} bytes, size is ${size}`); return; }
      return $vertexAttribLPointer(index >>> 0, size | 0, type >>> 0, stride | 0, pointer);
    },
    enableVertexAttribArray(index: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('enableVertexAttribArray', 'index', 'a GLuint (integer)', index);
      return $enableVertexAttribArray(index >>> 0);
    },
    disableVertexAttribArray(index: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('disableVertexAttribArray', 'index', 'a GLuint (integer)', index);
      return $disableVertexAttribArray(index >>> 0);
    },
    vertexAttribDivisor(index: number, divisor: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribDivisor', 'index', 'a GLuint (integer)', index);
      if (typeof divisor !== 'number' || !Number.isInteger(divisor)) throw rt.argError('vertexAttribDivisor', 'divisor', 'a GLuint (integer)', divisor);
      return $vertexAttribDivisor(index >>> 0, divisor >>> 0);
    },
    vertexAttribFormat(attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void {
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexAttribFormat', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexAttribFormat', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribFormat', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribFormat', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (typeof relativeoffset !== 'number' || !Number.isInteger(relativeoffset)) throw rt.argError('vertexAttribFormat', 'relativeoffset', 'a GLuint (integer)', relativeoffset);
      return $vertexAttribFormat(attribindex >>> 0, size | 0, type >>> 0, normalized, relativeoffset >>> 0);
    },
    vertexAttribIFormat(attribindex: number, size: number, type: number, relativeoffset: number): void {
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexAttribIFormat', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexAttribIFormat', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribIFormat', 'type', 'a GLenum (integer)', type);
      if (typeof relativeoffset !== 'number' || !Number.isInteger(relativeoffset)) throw rt.argError('vertexAttribIFormat', 'relativeoffset', 'a GLuint (integer)', relativeoffset);
      return $vertexAttribIFormat(attribindex >>> 0, size | 0, type >>> 0, relativeoffset >>> 0);
    },
    vertexAttribLFormat(attribindex: number, size: number, type: number, relativeoffset: number): void {
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexAttribLFormat', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexAttribLFormat', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribLFormat', 'type', 'a GLenum (integer)', type);
      if (typeof relativeoffset !== 'number' || !Number.isInteger(relativeoffset)) throw rt.argError('vertexAttribLFormat', 'relativeoffset', 'a GLuint (integer)', relativeoffset);
      return $vertexAttribLFormat(attribindex >>> 0, size | 0, type >>> 0, relativeoffset >>> 0);
    },
    vertexAttribBinding(attribindex: number, bindingindex: number): void {
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexAttribBinding', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof bindingindex !== 'number' || !Number.isInteger(bindingindex)) throw rt.argError('vertexAttribBinding', 'bindingindex', 'a GLuint (integer)', bindingindex);
      return $vertexAttribBinding(attribindex >>> 0, bindingindex >>> 0);
    },
    bindVertexBuffer(bindingindex: number, buffer: number, offset: number, stride: number): void {
      if (typeof bindingindex !== 'number' || !Number.isInteger(bindingindex)) throw rt.argError('bindVertexBuffer', 'bindingindex', 'a GLuint (integer)', bindingindex);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('bindVertexBuffer', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('bindVertexBuffer', 'offset', 'a GLintptr (integer)', offset);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('bindVertexBuffer', 'stride', 'a GLsizei (integer)', stride);
      return $bindVertexBuffer(bindingindex >>> 0, buffer >>> 0, offset, stride | 0);
    },
    bindVertexBuffers(first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void {
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('bindVertexBuffers', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(buffers)) throw rt.argError('bindVertexBuffers', 'buffers', rt.EXPECT_ARRAY, buffers);
      if (!rt.isNumberArray(offsets)) throw rt.argError('bindVertexBuffers', 'offsets', rt.EXPECT_ARRAY, offsets);
      if (!rt.isNumberArray(strides)) throw rt.argError('bindVertexBuffers', 'strides', rt.EXPECT_ARRAY, strides);
      if (offsets.length < buffers.length) throw rt.argError('bindVertexBuffers', 'offsets', `an array of at least ${buffers.length} entries (one per 'buffers' entry)`, offsets);
      if (strides.length < buffers.length) throw rt.argError('bindVertexBuffers', 'strides', `an array of at least ${buffers.length} entries (one per 'buffers' entry)`, strides);
      return $bindVertexBuffers(first >>> 0, buffers, offsets, strides);
    },
    vertexBindingDivisor(bindingindex: number, divisor: number): void {
      if (typeof bindingindex !== 'number' || !Number.isInteger(bindingindex)) throw rt.argError('vertexBindingDivisor', 'bindingindex', 'a GLuint (integer)', bindingindex);
      if (typeof divisor !== 'number' || !Number.isInteger(divisor)) throw rt.argError('vertexBindingDivisor', 'divisor', 'a GLuint (integer)', divisor);
      return $vertexBindingDivisor(bindingindex >>> 0, divisor >>> 0);
    },
    vertexAttrib1f(index: number, x: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib1f', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib1f', 'x', 'a GLfloat (number)', x);
      return $vertexAttrib1f(index >>> 0, x);
    },
    vertexAttrib2f(index: number, x: number, y: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib2f', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib2f', 'x', 'a GLfloat (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttrib2f', 'y', 'a GLfloat (number)', y);
      return $vertexAttrib2f(index >>> 0, x, y);
    },
    vertexAttrib3f(index: number, x: number, y: number, z: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib3f', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib3f', 'x', 'a GLfloat (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttrib3f', 'y', 'a GLfloat (number)', y);
      if (typeof z !== 'number') throw rt.argError('vertexAttrib3f', 'z', 'a GLfloat (number)', z);
      return $vertexAttrib3f(index >>> 0, x, y, z);
    },
    vertexAttrib4f(index: number, x: number, y: number, z: number, w: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4f', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib4f', 'x', 'a GLfloat (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttrib4f', 'y', 'a GLfloat (number)', y);
      if (typeof z !== 'number') throw rt.argError('vertexAttrib4f', 'z', 'a GLfloat (number)', z);
      if (typeof w !== 'number') throw rt.argError('vertexAttrib4f', 'w', 'a GLfloat (number)', w);
      return $vertexAttrib4f(index >>> 0, x, y, z, w);
    },
    vertexAttrib1fv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib1fv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib1fv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 1) throw rt.argError('vertexAttrib1fv', 'v', 'an array of at least 1 numbers', v);
      return $vertexAttrib1fv(index >>> 0, v);
    },
    vertexAttrib2fv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib2fv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib2fv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 2) throw rt.argError('vertexAttrib2fv', 'v', 'an array of at least 2 numbers', v);
      return $vertexAttrib2fv(index >>> 0, v);
    },
    vertexAttrib3fv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib3fv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib3fv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 3) throw rt.argError('vertexAttrib3fv', 'v', 'an array of at least 3 numbers', v);
      return $vertexAttrib3fv(index >>> 0, v);
    },
    vertexAttrib4fv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4fv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4fv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4fv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4fv(index >>> 0, v);
    },
    vertexAttribI4i(index: number, x: number, y: number, z: number, w: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4i', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI4i', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttribI4i', 'y', 'a GLint (integer)', y);
      if (typeof z !== 'number' || !Number.isInteger(z)) throw rt.argError('vertexAttribI4i', 'z', 'a GLint (integer)', z);
      if (typeof w !== 'number' || !Number.isInteger(w)) throw rt.argError('vertexAttribI4i', 'w', 'a GLint (integer)', w);
      return $vertexAttribI4i(index >>> 0, x | 0, y | 0, z | 0, w | 0);
    },
    vertexAttribI4ui(index: number, x: number, y: number, z: number, w: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4ui', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI4ui', 'x', 'a GLuint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttribI4ui', 'y', 'a GLuint (integer)', y);
      if (typeof z !== 'number' || !Number.isInteger(z)) throw rt.argError('vertexAttribI4ui', 'z', 'a GLuint (integer)', z);
      if (typeof w !== 'number' || !Number.isInteger(w)) throw rt.argError('vertexAttribI4ui', 'w', 'a GLuint (integer)', w);
      return $vertexAttribI4ui(index >>> 0, x >>> 0, y >>> 0, z >>> 0, w >>> 0);
    },
    vertexAttribI4iv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4iv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI4iv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttribI4iv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttribI4iv(index >>> 0, v);
    },
    vertexAttribI4uiv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4uiv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI4uiv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttribI4uiv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttribI4uiv(index >>> 0, v);
    },
    vertexAttribL1d(index: number, x: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL1d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttribL1d', 'x', 'a GLdouble (number)', x);
      return $vertexAttribL1d(index >>> 0, x);
    },
    vertexAttribL4d(index: number, x: number, y: number, z: number, w: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL4d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttribL4d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttribL4d', 'y', 'a GLdouble (number)', y);
      if (typeof z !== 'number') throw rt.argError('vertexAttribL4d', 'z', 'a GLdouble (number)', z);
      if (typeof w !== 'number') throw rt.argError('vertexAttribL4d', 'w', 'a GLdouble (number)', w);
      return $vertexAttribL4d(index >>> 0, x, y, z, w);
    },
    vertexAttribL4dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL4dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribL4dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttribL4dv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttribL4dv(index >>> 0, v);
    },
    getVertexAttribiv(index: number, pname: number): number[] {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexAttribiv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexAttribiv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexAttribiv(index >>> 0, pname >>> 0);
    },
    getVertexAttribfv(index: number, pname: number): number[] {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexAttribfv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexAttribfv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexAttribfv(index >>> 0, pname >>> 0);
    },
    getVertexAttribIiv(index: number, pname: number): number[] {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexAttribIiv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexAttribIiv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexAttribIiv(index >>> 0, pname >>> 0);
    },
    getVertexAttribIuiv(index: number, pname: number): number[] {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexAttribIuiv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexAttribIuiv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexAttribIuiv(index >>> 0, pname >>> 0);
    },
    getVertexAttribdv(index: number, pname: number): number[] {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexAttribdv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexAttribdv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexAttribdv(index >>> 0, pname >>> 0);
    },
    getVertexAttribLdv(index: number, pname: number): number[] {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexAttribLdv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexAttribLdv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexAttribLdv(index >>> 0, pname >>> 0);
    },
    getVertexAttribPointerv(index: number, pname: number): number {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexAttribPointerv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexAttribPointerv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexAttribPointerv(index >>> 0, pname >>> 0);
    },
    genTextures(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genTextures', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genTextures: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genTextures(n | 0);
    },
    deleteTextures(textures: ArrayLike<number>): void {
      if (!rt.isNumberArray(textures)) throw rt.argError('deleteTextures', 'textures', rt.EXPECT_ARRAY, textures);
      return $deleteTextures(textures);
    },
    isTexture(texture: number): boolean {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('isTexture', 'texture', 'a GLuint (integer)', texture);
      return $isTexture(texture >>> 0);
    },
    bindTexture(target: number, texture: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindTexture', 'target', 'a GLenum (integer)', target);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('bindTexture', 'texture', 'a GLuint (integer)', texture);
      return $bindTexture(target >>> 0, texture >>> 0);
    },
    bindTextures(first: number, textures: ArrayLike<number>): void {
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('bindTextures', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(textures)) throw rt.argError('bindTextures', 'textures', rt.EXPECT_ARRAY, textures);
      return $bindTextures(first >>> 0, textures);
    },
    activeTexture(texture: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('activeTexture', 'texture', 'a GLenum (integer)', texture);
      return $activeTexture(texture >>> 0);
    },
    texImage1D(target: number, level: number, internalformat: number, width: number, border: number, format: number, type: number, pixels: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texImage1D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('texImage1D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texImage1D', 'internalformat', 'a GLint (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texImage1D', 'width', 'a GLsizei (integer)', width);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('texImage1D', 'border', 'a GLint (integer)', border);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('texImage1D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('texImage1D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('texImage1D', 'pixels', rt.EXPECT_DATA, pixels);
      return $texImage1D(target >>> 0, level | 0, internalformat | 0, width | 0, border | 0, format >>> 0, type >>> 0, pixels);
    },
    texImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, format: number, type: number, pixels: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texImage2D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('texImage2D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texImage2D', 'internalformat', 'a GLint (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texImage2D', 'height', 'a GLsizei (integer)', height);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('texImage2D', 'border', 'a GLint (integer)', border);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('texImage2D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('texImage2D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('texImage2D', 'pixels', rt.EXPECT_DATA, pixels);
      return $texImage2D(target >>> 0, level | 0, internalformat | 0, width | 0, height | 0, border | 0, format >>> 0, type >>> 0, pixels);
    },
    texImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, format: number, type: number, pixels: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texImage3D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('texImage3D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texImage3D', 'internalformat', 'a GLint (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texImage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('texImage3D', 'depth', 'a GLsizei (integer)', depth);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('texImage3D', 'border', 'a GLint (integer)', border);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('texImage3D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('texImage3D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('texImage3D', 'pixels', rt.EXPECT_DATA, pixels);
      return $texImage3D(target >>> 0, level | 0, internalformat | 0, width | 0, height | 0, depth | 0, border | 0, format >>> 0, type >>> 0, pixels);
    },
    texImage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texImage2DMultisample', 'target', 'a GLenum (integer)', target);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('texImage2DMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texImage2DMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texImage2DMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texImage2DMultisample', 'height', 'a GLsizei (integer)', height);
      if (typeof fixedsamplelocations !== 'boolean' && typeof fixedsamplelocations !== 'number') throw rt.argError('texImage2DMultisample', 'fixedsamplelocations', 'a GLboolean (boolean or number)', fixedsamplelocations);
      return $texImage2DMultisample(target >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0, fixedsamplelocations);
    },
    texImage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texImage3DMultisample', 'target', 'a GLenum (integer)', target);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('texImage3DMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texImage3DMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texImage3DMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texImage3DMultisample', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('texImage3DMultisample', 'depth', 'a GLsizei (integer)', depth);
      if (typeof fixedsamplelocations !== 'boolean' && typeof fixedsamplelocations !== 'number') throw rt.argError('texImage3DMultisample', 'fixedsamplelocations', 'a GLboolean (boolean or number)', fixedsamplelocations);
      return $texImage3DMultisample(target >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0, depth | 0, fixedsamplelocations);
    },
    texStorage1D(target: number, levels: number, internalformat: number, width: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texStorage1D', 'target', 'a GLenum (integer)', target);
      if (typeof levels !== 'number' || !Number.isInteger(levels)) throw rt.argError('texStorage1D', 'levels', 'a GLsizei (integer)', levels);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texStorage1D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texStorage1D', 'width', 'a GLsizei (integer)', width);
      return $texStorage1D(target >>> 0, levels | 0, internalformat >>> 0, width | 0);
    },
    texStorage2D(target: number, levels: number, internalformat: number, width: number, height: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texStorage2D', 'target', 'a GLenum (integer)', target);
      if (typeof levels !== 'number' || !Number.isInteger(levels)) throw rt.argError('texStorage2D', 'levels', 'a GLsizei (integer)', levels);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texStorage2D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texStorage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texStorage2D', 'height', 'a GLsizei (integer)', height);
      return $texStorage2D(target >>> 0, levels | 0, internalformat >>> 0, width | 0, height | 0);
    },
    texStorage3D(target: number, levels: number, internalformat: number, width: number, height: number, depth: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texStorage3D', 'target', 'a GLenum (integer)', target);
      if (typeof levels !== 'number' || !Number.isInteger(levels)) throw rt.argError('texStorage3D', 'levels', 'a GLsizei (integer)', levels);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texStorage3D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texStorage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texStorage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('texStorage3D', 'depth', 'a GLsizei (integer)', depth);
      return $texStorage3D(target >>> 0, levels | 0, internalformat >>> 0, width | 0, height | 0, depth | 0);
    },
    texStorage2DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texStorage2DMultisample', 'target', 'a GLenum (integer)', target);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('texStorage2DMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texStorage2DMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texStorage2DMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texStorage2DMultisample', 'height', 'a GLsizei (integer)', height);
      if (typeof fixedsamplelocations !== 'boolean' && typeof fixedsamplelocations !== 'number') throw rt.argError('texStorage2DMultisample', 'fixedsamplelocations', 'a GLboolean (boolean or number)', fixedsamplelocations);
      return $texStorage2DMultisample(target >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0, fixedsamplelocations);
    },
    texStorage3DMultisample(target: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texStorage3DMultisample', 'target', 'a GLenum (integer)', target);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('texStorage3DMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texStorage3DMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texStorage3DMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texStorage3DMultisample', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('texStorage3DMultisample', 'depth', 'a GLsizei (integer)', depth);
      if (typeof fixedsamplelocations !== 'boolean' && typeof fixedsamplelocations !== 'number') throw rt.argError('texStorage3DMultisample', 'fixedsamplelocations', 'a GLboolean (boolean or number)', fixedsamplelocations);
      return $texStorage3DMultisample(target >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0, depth | 0, fixedsamplelocations);
    },
    texSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texSubImage1D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('texSubImage1D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('texSubImage1D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texSubImage1D', 'width', 'a GLsizei (integer)', width);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('texSubImage1D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('texSubImage1D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('texSubImage1D', 'pixels', rt.EXPECT_DATA, pixels);
      return $texSubImage1D(target >>> 0, level | 0, xoffset | 0, width | 0, format >>> 0, type >>> 0, pixels);
    },
    texSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texSubImage2D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('texSubImage2D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('texSubImage2D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('texSubImage2D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texSubImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texSubImage2D', 'height', 'a GLsizei (integer)', height);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('texSubImage2D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('texSubImage2D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('texSubImage2D', 'pixels', rt.EXPECT_DATA, pixels);
      return $texSubImage2D(target >>> 0, level | 0, xoffset | 0, yoffset | 0, width | 0, height | 0, format >>> 0, type >>> 0, pixels);
    },
    texSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texSubImage3D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('texSubImage3D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('texSubImage3D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('texSubImage3D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('texSubImage3D', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('texSubImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('texSubImage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('texSubImage3D', 'depth', 'a GLsizei (integer)', depth);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('texSubImage3D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('texSubImage3D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('texSubImage3D', 'pixels', rt.EXPECT_DATA, pixels);
      return $texSubImage3D(target >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0, format >>> 0, type >>> 0, pixels);
    },
    compressedTexImage1D(target: number, level: number, internalformat: number, width: number, border: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTexImage1D(target, level, internalformat, width, border, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTexImage1D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('compressedTexImage1D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTexImage1D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('compressedTexImage1D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTexImage1D', 'width', 'a GLsizei (integer)', width);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('compressedTexImage1D', 'border', 'a GLint (integer)', border);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTexImage1D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTexImage1D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTexImage1D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTexImage1D(target >>> 0, level | 0, internalformat >>> 0, width | 0, border | 0, imageSize | 0, data);
    },
    compressedTexImage2D(target: number, level: number, internalformat: number, width: number, height: number, border: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTexImage2D(target, level, internalformat, width, height, border, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTexImage2D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('compressedTexImage2D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTexImage2D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('compressedTexImage2D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTexImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('compressedTexImage2D', 'height', 'a GLsizei (integer)', height);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('compressedTexImage2D', 'border', 'a GLint (integer)', border);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTexImage2D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTexImage2D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTexImage2D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTexImage2D(target >>> 0, level | 0, internalformat >>> 0, width | 0, height | 0, border | 0, imageSize | 0, data);
    },
    compressedTexImage3D(target: number, level: number, internalformat: number, width: number, height: number, depth: number, border: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTexImage3D(target, level, internalformat, width, height, depth, border, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTexImage3D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('compressedTexImage3D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTexImage3D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('compressedTexImage3D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTexImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('compressedTexImage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('compressedTexImage3D', 'depth', 'a GLsizei (integer)', depth);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('compressedTexImage3D', 'border', 'a GLint (integer)', border);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTexImage3D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTexImage3D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTexImage3D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTexImage3D(target >>> 0, level | 0, internalformat >>> 0, width | 0, height | 0, depth | 0, border | 0, imageSize | 0, data);
    },
    compressedTexSubImage1D(target: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTexSubImage1D(target, level, xoffset, width, format, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTexSubImage1D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('compressedTexSubImage1D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTexSubImage1D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('compressedTexSubImage1D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTexSubImage1D', 'width', 'a GLsizei (integer)', width);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('compressedTexSubImage1D', 'format', 'a GLenum (integer)', format);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTexSubImage1D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTexSubImage1D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTexSubImage1D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTexSubImage1D(target >>> 0, level | 0, xoffset | 0, width | 0, format >>> 0, imageSize | 0, data);
    },
    compressedTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTexSubImage2D(target, level, xoffset, yoffset, width, height, format, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTexSubImage2D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('compressedTexSubImage2D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTexSubImage2D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('compressedTexSubImage2D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('compressedTexSubImage2D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTexSubImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('compressedTexSubImage2D', 'height', 'a GLsizei (integer)', height);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('compressedTexSubImage2D', 'format', 'a GLenum (integer)', format);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTexSubImage2D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTexSubImage2D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTexSubImage2D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTexSubImage2D(target >>> 0, level | 0, xoffset | 0, yoffset | 0, width | 0, height | 0, format >>> 0, imageSize | 0, data);
    },
    compressedTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTexSubImage3D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('compressedTexSubImage3D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTexSubImage3D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('compressedTexSubImage3D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('compressedTexSubImage3D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('compressedTexSubImage3D', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTexSubImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('compressedTexSubImage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('compressedTexSubImage3D', 'depth', 'a GLsizei (integer)', depth);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('compressedTexSubImage3D', 'format', 'a GLenum (integer)', format);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTexSubImage3D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTexSubImage3D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTexSubImage3D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTexSubImage3D(target >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0, format >>> 0, imageSize | 0, data);
    },
    copyTexImage1D(target: number, level: number, internalformat: number, x: number, y: number, width: number, border: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('copyTexImage1D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTexImage1D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('copyTexImage1D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTexImage1D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTexImage1D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTexImage1D', 'width', 'a GLsizei (integer)', width);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('copyTexImage1D', 'border', 'a GLint (integer)', border);
      return $copyTexImage1D(target >>> 0, level | 0, internalformat >>> 0, x | 0, y | 0, width | 0, border | 0);
    },
    copyTexImage2D(target: number, level: number, internalformat: number, x: number, y: number, width: number, height: number, border: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('copyTexImage2D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTexImage2D', 'level', 'a GLint (integer)', level);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('copyTexImage2D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTexImage2D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTexImage2D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTexImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('copyTexImage2D', 'height', 'a GLsizei (integer)', height);
      if (typeof border !== 'number' || !Number.isInteger(border)) throw rt.argError('copyTexImage2D', 'border', 'a GLint (integer)', border);
      return $copyTexImage2D(target >>> 0, level | 0, internalformat >>> 0, x | 0, y | 0, width | 0, height | 0, border | 0);
    },
    copyTexSubImage1D(target: number, level: number, xoffset: number, x: number, y: number, width: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('copyTexSubImage1D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTexSubImage1D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('copyTexSubImage1D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTexSubImage1D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTexSubImage1D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTexSubImage1D', 'width', 'a GLsizei (integer)', width);
      return $copyTexSubImage1D(target >>> 0, level | 0, xoffset | 0, x | 0, y | 0, width | 0);
    },
    copyTexSubImage2D(target: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('copyTexSubImage2D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTexSubImage2D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('copyTexSubImage2D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('copyTexSubImage2D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTexSubImage2D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTexSubImage2D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTexSubImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('copyTexSubImage2D', 'height', 'a GLsizei (integer)', height);
      return $copyTexSubImage2D(target >>> 0, level | 0, xoffset | 0, yoffset | 0, x | 0, y | 0, width | 0, height | 0);
    },
    copyTexSubImage3D(target: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('copyTexSubImage3D', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTexSubImage3D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('copyTexSubImage3D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('copyTexSubImage3D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('copyTexSubImage3D', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTexSubImage3D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTexSubImage3D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTexSubImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('copyTexSubImage3D', 'height', 'a GLsizei (integer)', height);
      return $copyTexSubImage3D(target >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, x | 0, y | 0, width | 0, height | 0);
    },
    textureView(texture: number, target: number, origtexture: number, internalformat: number, minlevel: number, numlevels: number, minlayer: number, numlayers: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureView', 'texture', 'a GLuint (integer)', texture);
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('textureView', 'target', 'a GLenum (integer)', target);
      if (typeof origtexture !== 'number' || !Number.isInteger(origtexture)) throw rt.argError('textureView', 'origtexture', 'a GLuint (integer)', origtexture);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureView', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof minlevel !== 'number' || !Number.isInteger(minlevel)) throw rt.argError('textureView', 'minlevel', 'a GLuint (integer)', minlevel);
      if (typeof numlevels !== 'number' || !Number.isInteger(numlevels)) throw rt.argError('textureView', 'numlevels', 'a GLuint (integer)', numlevels);
      if (typeof minlayer !== 'number' || !Number.isInteger(minlayer)) throw rt.argError('textureView', 'minlayer', 'a GLuint (integer)', minlayer);
      if (typeof numlayers !== 'number' || !Number.isInteger(numlayers)) throw rt.argError('textureView', 'numlayers', 'a GLuint (integer)', numlayers);
      return $textureView(texture >>> 0, target >>> 0, origtexture >>> 0, internalformat >>> 0, minlevel >>> 0, numlevels >>> 0, minlayer >>> 0, numlayers >>> 0);
    },
    generateMipmap(target: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('generateMipmap', 'target', 'a GLenum (integer)', target);
      return $generateMipmap(target >>> 0);
    },
    texParameteri(target: number, pname: number, param: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texParameteri', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('texParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number' || !Number.isInteger(param)) throw rt.argError('texParameteri', 'param', 'a GLint (integer)', param);
      return $texParameteri(target >>> 0, pname >>> 0, param | 0);
    },
    texParameterf(target: number, pname: number, param: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texParameterf', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('texParameterf', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number') throw rt.argError('texParameterf', 'param', 'a GLfloat (number)', param);
      return $texParameterf(target >>> 0, pname >>> 0, param);
    },
    texParameteriv(target: number, pname: number, params: ArrayLike<number>): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texParameteriv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('texParameteriv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('texParameteriv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < rt.enumInputCount(pname)) throw rt.argError('texParameteriv', 'params', rt.expectEnumInput(pname), params);
      return $texParameteriv(target >>> 0, pname >>> 0, params);
    },
    texParameterfv(target: number, pname: number, params: ArrayLike<number>): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texParameterfv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('texParameterfv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('texParameterfv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < rt.enumInputCount(pname)) throw rt.argError('texParameterfv', 'params', rt.expectEnumInput(pname), params);
      return $texParameterfv(target >>> 0, pname >>> 0, params);
    },
    texParameterIiv(target: number, pname: number, params: ArrayLike<number>): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texParameterIiv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('texParameterIiv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('texParameterIiv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < rt.enumInputCount(pname)) throw rt.argError('texParameterIiv', 'params', rt.expectEnumInput(pname), params);
      return $texParameterIiv(target >>> 0, pname >>> 0, params);
    },
    texParameterIuiv(target: number, pname: number, params: ArrayLike<number>): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texParameterIuiv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('texParameterIuiv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('texParameterIuiv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < rt.enumInputCount(pname)) throw rt.argError('texParameterIuiv', 'params', rt.expectEnumInput(pname), params);
      return $texParameterIuiv(target >>> 0, pname >>> 0, params);
    },
    getTexParameteriv(target: number, pname: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getTexParameteriv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTexParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getTexParameteriv(target >>> 0, pname >>> 0);
    },
    getTexParameterfv(target: number, pname: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getTexParameterfv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTexParameterfv', 'pname', 'a GLenum (integer)', pname);
      return $getTexParameterfv(target >>> 0, pname >>> 0);
    },
    getTexParameterIiv(target: number, pname: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getTexParameterIiv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTexParameterIiv', 'pname', 'a GLenum (integer)', pname);
      return $getTexParameterIiv(target >>> 0, pname >>> 0);
    },
    getTexParameterIuiv(target: number, pname: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getTexParameterIuiv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTexParameterIuiv', 'pname', 'a GLenum (integer)', pname);
      return $getTexParameterIuiv(target >>> 0, pname >>> 0);
    },
    getTexImage(target: number, level: number, format: number, type: number, pixels: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getTexImage', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getTexImage', 'level', 'a GLint (integer)', level);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('getTexImage', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('getTexImage', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('getTexImage', 'pixels', rt.EXPECT_DATA, pixels);
      return $getTexImage(target >>> 0, level | 0, format >>> 0, type >>> 0, pixels);
    },
    getnTexImage(target: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
      if (typeof bufSize === 'object' && bufSize !== null) { // short form getnTexImage(target, level, format, type, pixels)
        if (!ArrayBuffer.isView(bufSize)) throw rt.argError('getnTexImage', 'pixels', rt.EXPECT_VIEW, bufSize);
        pixels = bufSize as never;
        bufSize = (pixels as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getnTexImage', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getnTexImage', 'level', 'a GLint (integer)', level);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('getnTexImage', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('getnTexImage', 'type', 'a GLenum (integer)', type);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getnTexImage', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (!rt.isClientData(pixels)) throw rt.argError('getnTexImage', 'pixels', rt.EXPECT_DATA, pixels);
      if (pixels !== null && typeof pixels === 'object' && bufSize > pixels.byteLength) { sink(rt.GL_INVALID_OPERATION, `getnTexImage: pixels holds ${pixels.byteLength} bytes, bufSize is ${bufSize}`); return; }
      return $getnTexImage(target >>> 0, level | 0, format >>> 0, type >>> 0, bufSize | 0, pixels);
    },
    getCompressedTexImage(target: number, level: number, img: VoidData): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getCompressedTexImage', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getCompressedTexImage', 'level', 'a GLint (integer)', level);
      if (!rt.isClientData(img)) throw rt.argError('getCompressedTexImage', 'img', rt.EXPECT_DATA, img);
      return $getCompressedTexImage(target >>> 0, level | 0, img);
    },
    getnCompressedTexImage(target: number, lod: number, bufSize: number, pixels: VoidData): void {
      if (typeof bufSize === 'object' && bufSize !== null) { // short form getnCompressedTexImage(target, lod, pixels)
        if (!ArrayBuffer.isView(bufSize)) throw rt.argError('getnCompressedTexImage', 'pixels', rt.EXPECT_VIEW, bufSize);
        pixels = bufSize as never;
        bufSize = (pixels as ArrayBufferView).byteLength;
      }
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getnCompressedTexImage', 'target', 'a GLenum (integer)', target);
      if (typeof lod !== 'number' || !Number.isInteger(lod)) throw rt.argError('getnCompressedTexImage', 'lod', 'a GLint (integer)', lod);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getnCompressedTexImage', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (!rt.isClientData(pixels)) throw rt.argError('getnCompressedTexImage', 'pixels', rt.EXPECT_DATA, pixels);
      if (pixels !== null && typeof pixels === 'object' && bufSize > pixels.byteLength) { sink(rt.GL_INVALID_OPERATION, `getnCompressedTexImage: pixels holds ${pixels.byteLength} bytes, bufSize is ${bufSize}`); return; }
      return $getnCompressedTexImage(target >>> 0, lod | 0, bufSize | 0, pixels);
    },
    getTexLevelParameteriv(target: number, level: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getTexLevelParameteriv', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getTexLevelParameteriv', 'level', 'a GLint (integer)', level);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTexLevelParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getTexLevelParameteriv(target >>> 0, level | 0, pname >>> 0);
    },
    getTexLevelParameterfv(target: number, level: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getTexLevelParameterfv', 'target', 'a GLenum (integer)', target);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getTexLevelParameterfv', 'level', 'a GLint (integer)', level);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTexLevelParameterfv', 'pname', 'a GLenum (integer)', pname);
      return $getTexLevelParameterfv(target >>> 0, level | 0, pname >>> 0);
    },
    texBuffer(target: number, internalformat: number, buffer: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texBuffer', 'target', 'a GLenum (integer)', target);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texBuffer', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('texBuffer', 'buffer', 'a GLuint (integer)', buffer);
      return $texBuffer(target >>> 0, internalformat >>> 0, buffer >>> 0);
    },
    texBufferRange(target: number, internalformat: number, buffer: number, offset: number, size: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('texBufferRange', 'target', 'a GLenum (integer)', target);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('texBufferRange', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('texBufferRange', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('texBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('texBufferRange', 'size', 'a GLsizeiptr (integer)', size);
      return $texBufferRange(target >>> 0, internalformat >>> 0, buffer >>> 0, offset, size);
    },
    invalidateTexImage(texture: number, level: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('invalidateTexImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('invalidateTexImage', 'level', 'a GLint (integer)', level);
      return $invalidateTexImage(texture >>> 0, level | 0);
    },
    invalidateTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('invalidateTexSubImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('invalidateTexSubImage', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('invalidateTexSubImage', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('invalidateTexSubImage', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('invalidateTexSubImage', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('invalidateTexSubImage', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('invalidateTexSubImage', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('invalidateTexSubImage', 'depth', 'a GLsizei (integer)', depth);
      return $invalidateTexSubImage(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0);
    },
    clearTexImage(texture: number, level: number, format: number, type: number, data: VoidData): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('clearTexImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('clearTexImage', 'level', 'a GLint (integer)', level);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('clearTexImage', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('clearTexImage', 'type', 'a GLenum (integer)', type);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('clearTexImage', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      return $clearTexImage(texture >>> 0, level | 0, format >>> 0, type >>> 0, data);
    },
    clearTexSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, data: VoidData): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('clearTexSubImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('clearTexSubImage', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('clearTexSubImage', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('clearTexSubImage', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('clearTexSubImage', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('clearTexSubImage', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('clearTexSubImage', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('clearTexSubImage', 'depth', 'a GLsizei (integer)', depth);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('clearTexSubImage', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('clearTexSubImage', 'type', 'a GLenum (integer)', type);
      if (data !== null && !ArrayBuffer.isView(data)) throw rt.argError('clearTexSubImage', 'data', rt.EXPECT_VIEW_OR_NULL, data);
      return $clearTexSubImage(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0, format >>> 0, type >>> 0, data);
    },
    bindImageTexture(unit: number, texture: number, level: number, layered: GLboolean, layer: number, access: number, format: number): void {
      if (typeof unit !== 'number' || !Number.isInteger(unit)) throw rt.argError('bindImageTexture', 'unit', 'a GLuint (integer)', unit);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('bindImageTexture', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('bindImageTexture', 'level', 'a GLint (integer)', level);
      if (typeof layered !== 'boolean' && typeof layered !== 'number') throw rt.argError('bindImageTexture', 'layered', 'a GLboolean (boolean or number)', layered);
      if (typeof layer !== 'number' || !Number.isInteger(layer)) throw rt.argError('bindImageTexture', 'layer', 'a GLint (integer)', layer);
      if (typeof access !== 'number' || !Number.isInteger(access)) throw rt.argError('bindImageTexture', 'access', 'a GLenum (integer)', access);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('bindImageTexture', 'format', 'a GLenum (integer)', format);
      return $bindImageTexture(unit >>> 0, texture >>> 0, level | 0, layered, layer | 0, access >>> 0, format >>> 0);
    },
    bindImageTextures(first: number, textures: ArrayLike<number>): void {
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('bindImageTextures', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(textures)) throw rt.argError('bindImageTextures', 'textures', rt.EXPECT_ARRAY, textures);
      return $bindImageTextures(first >>> 0, textures);
    },
    getInternalformativ(target: number, internalformat: number, pname: number, count: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getInternalformativ', 'target', 'a GLenum (integer)', target);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('getInternalformativ', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getInternalformativ', 'pname', 'a GLenum (integer)', pname);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('getInternalformativ', 'count', 'a GLsizei (integer)', count);
      if (count > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `getInternalformativ: count = ${count} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $getInternalformativ(target >>> 0, internalformat >>> 0, pname >>> 0, count | 0);
    },
    getInternalformati64v(target: number, internalformat: number, pname: number, count: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getInternalformati64v', 'target', 'a GLenum (integer)', target);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('getInternalformati64v', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getInternalformati64v', 'pname', 'a GLenum (integer)', pname);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('getInternalformati64v', 'count', 'a GLsizei (integer)', count);
      if (count > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `getInternalformati64v: count = ${count} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $getInternalformati64v(target >>> 0, internalformat >>> 0, pname >>> 0, count | 0);
    },
    copyImageSubData(srcName: number, srcTarget: number, srcLevel: number, srcX: number, srcY: number, srcZ: number, dstName: number, dstTarget: number, dstLevel: number, dstX: number, dstY: number, dstZ: number, srcWidth: number, srcHeight: number, srcDepth: number): void {
      if (typeof srcName !== 'number' || !Number.isInteger(srcName)) throw rt.argError('copyImageSubData', 'srcName', 'a GLuint (integer)', srcName);
      if (typeof srcTarget !== 'number' || !Number.isInteger(srcTarget)) throw rt.argError('copyImageSubData', 'srcTarget', 'a GLenum (integer)', srcTarget);
      if (typeof srcLevel !== 'number' || !Number.isInteger(srcLevel)) throw rt.argError('copyImageSubData', 'srcLevel', 'a GLint (integer)', srcLevel);
      if (typeof srcX !== 'number' || !Number.isInteger(srcX)) throw rt.argError('copyImageSubData', 'srcX', 'a GLint (integer)', srcX);
      if (typeof srcY !== 'number' || !Number.isInteger(srcY)) throw rt.argError('copyImageSubData', 'srcY', 'a GLint (integer)', srcY);
      if (typeof srcZ !== 'number' || !Number.isInteger(srcZ)) throw rt.argError('copyImageSubData', 'srcZ', 'a GLint (integer)', srcZ);
      if (typeof dstName !== 'number' || !Number.isInteger(dstName)) throw rt.argError('copyImageSubData', 'dstName', 'a GLuint (integer)', dstName);
      if (typeof dstTarget !== 'number' || !Number.isInteger(dstTarget)) throw rt.argError('copyImageSubData', 'dstTarget', 'a GLenum (integer)', dstTarget);
      if (typeof dstLevel !== 'number' || !Number.isInteger(dstLevel)) throw rt.argError('copyImageSubData', 'dstLevel', 'a GLint (integer)', dstLevel);
      if (typeof dstX !== 'number' || !Number.isInteger(dstX)) throw rt.argError('copyImageSubData', 'dstX', 'a GLint (integer)', dstX);
      if (typeof dstY !== 'number' || !Number.isInteger(dstY)) throw rt.argError('copyImageSubData', 'dstY', 'a GLint (integer)', dstY);
      if (typeof dstZ !== 'number' || !Number.isInteger(dstZ)) throw rt.argError('copyImageSubData', 'dstZ', 'a GLint (integer)', dstZ);
      if (typeof srcWidth !== 'number' || !Number.isInteger(srcWidth)) throw rt.argError('copyImageSubData', 'srcWidth', 'a GLsizei (integer)', srcWidth);
      if (typeof srcHeight !== 'number' || !Number.isInteger(srcHeight)) throw rt.argError('copyImageSubData', 'srcHeight', 'a GLsizei (integer)', srcHeight);
      if (typeof srcDepth !== 'number' || !Number.isInteger(srcDepth)) throw rt.argError('copyImageSubData', 'srcDepth', 'a GLsizei (integer)', srcDepth);
      return $copyImageSubData(srcName >>> 0, srcTarget >>> 0, srcLevel | 0, srcX | 0, srcY | 0, srcZ | 0, dstName >>> 0, dstTarget >>> 0, dstLevel | 0, dstX | 0, dstY | 0, dstZ | 0, srcWidth | 0, srcHeight | 0, srcDepth | 0);
    },
    textureBarrier(): void {
      return $textureBarrier();
    },
    genSamplers(count: number): number[] {
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('genSamplers', 'count', 'a GLsizei (integer)', count);
      if (count > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genSamplers: count = ${count} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genSamplers(count | 0);
    },
    deleteSamplers(samplers: ArrayLike<number>): void {
      if (!rt.isNumberArray(samplers)) throw rt.argError('deleteSamplers', 'samplers', rt.EXPECT_ARRAY, samplers);
      return $deleteSamplers(samplers);
    },
    isSampler(sampler: number): boolean {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('isSampler', 'sampler', 'a GLuint (integer)', sampler);
      return $isSampler(sampler >>> 0);
    },
    bindSampler(unit: number, sampler: number): void {
      if (typeof unit !== 'number' || !Number.isInteger(unit)) throw rt.argError('bindSampler', 'unit', 'a GLuint (integer)', unit);
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('bindSampler', 'sampler', 'a GLuint (integer)', sampler);
      return $bindSampler(unit >>> 0, sampler >>> 0);
    },
    bindSamplers(first: number, samplers: ArrayLike<number>): void {
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('bindSamplers', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(samplers)) throw rt.argError('bindSamplers', 'samplers', rt.EXPECT_ARRAY, samplers);
      return $bindSamplers(first >>> 0, samplers);
    },
    samplerParameteri(sampler: number, pname: number, param: number): void {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('samplerParameteri', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('samplerParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number' || !Number.isInteger(param)) throw rt.argError('samplerParameteri', 'param', 'a GLint (integer)', param);
      return $samplerParameteri(sampler >>> 0, pname >>> 0, param | 0);
    },
    samplerParameterf(sampler: number, pname: number, param: number): void {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('samplerParameterf', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('samplerParameterf', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number') throw rt.argError('samplerParameterf', 'param', 'a GLfloat (number)', param);
      return $samplerParameterf(sampler >>> 0, pname >>> 0, param);
    },
    samplerParameteriv(sampler: number, pname: number, param: ArrayLike<number>): void {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('samplerParameteriv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('samplerParameteriv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(param)) throw rt.argError('samplerParameteriv', 'param', rt.EXPECT_ARRAY, param);
      if (param.length < rt.enumInputCount(pname)) throw rt.argError('samplerParameteriv', 'param', rt.expectEnumInput(pname), param);
      return $samplerParameteriv(sampler >>> 0, pname >>> 0, param);
    },
    samplerParameterfv(sampler: number, pname: number, param: ArrayLike<number>): void {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('samplerParameterfv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('samplerParameterfv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(param)) throw rt.argError('samplerParameterfv', 'param', rt.EXPECT_ARRAY, param);
      if (param.length < rt.enumInputCount(pname)) throw rt.argError('samplerParameterfv', 'param', rt.expectEnumInput(pname), param);
      return $samplerParameterfv(sampler >>> 0, pname >>> 0, param);
    },
    samplerParameterIiv(sampler: number, pname: number, param: ArrayLike<number>): void {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('samplerParameterIiv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('samplerParameterIiv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(param)) throw rt.argError('samplerParameterIiv', 'param', rt.EXPECT_ARRAY, param);
      if (param.length < rt.enumInputCount(pname)) throw rt.argError('samplerParameterIiv', 'param', rt.expectEnumInput(pname), param);
      return $samplerParameterIiv(sampler >>> 0, pname >>> 0, param);
    },
    samplerParameterIuiv(sampler: number, pname: number, param: ArrayLike<number>): void {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('samplerParameterIuiv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('samplerParameterIuiv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(param)) throw rt.argError('samplerParameterIuiv', 'param', rt.EXPECT_ARRAY, param);
      if (param.length < rt.enumInputCount(pname)) throw rt.argError('samplerParameterIuiv', 'param', rt.expectEnumInput(pname), param);
      return $samplerParameterIuiv(sampler >>> 0, pname >>> 0, param);
    },
    getSamplerParameteriv(sampler: number, pname: number): number[] {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('getSamplerParameteriv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getSamplerParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getSamplerParameteriv(sampler >>> 0, pname >>> 0);
    },
    getSamplerParameterfv(sampler: number, pname: number): number[] {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('getSamplerParameterfv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getSamplerParameterfv', 'pname', 'a GLenum (integer)', pname);
      return $getSamplerParameterfv(sampler >>> 0, pname >>> 0);
    },
    getSamplerParameterIiv(sampler: number, pname: number): number[] {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('getSamplerParameterIiv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getSamplerParameterIiv', 'pname', 'a GLenum (integer)', pname);
      return $getSamplerParameterIiv(sampler >>> 0, pname >>> 0);
    },
    getSamplerParameterIuiv(sampler: number, pname: number): number[] {
      if (typeof sampler !== 'number' || !Number.isInteger(sampler)) throw rt.argError('getSamplerParameterIuiv', 'sampler', 'a GLuint (integer)', sampler);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getSamplerParameterIuiv', 'pname', 'a GLenum (integer)', pname);
      return $getSamplerParameterIuiv(sampler >>> 0, pname >>> 0);
    },
    genFramebuffers(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genFramebuffers', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genFramebuffers: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genFramebuffers(n | 0);
    },
    deleteFramebuffers(framebuffers: ArrayLike<number>): void {
      if (!rt.isNumberArray(framebuffers)) throw rt.argError('deleteFramebuffers', 'framebuffers', rt.EXPECT_ARRAY, framebuffers);
      return $deleteFramebuffers(framebuffers);
    },
    isFramebuffer(framebuffer: number): boolean {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('isFramebuffer', 'framebuffer', 'a GLuint (integer)', framebuffer);
      return $isFramebuffer(framebuffer >>> 0);
    },
    bindFramebuffer(target: number, framebuffer: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindFramebuffer', 'target', 'a GLenum (integer)', target);
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('bindFramebuffer', 'framebuffer', 'a GLuint (integer)', framebuffer);
      return $bindFramebuffer(target >>> 0, framebuffer >>> 0);
    },
    framebufferTexture(target: number, attachment: number, texture: number, level: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('framebufferTexture', 'target', 'a GLenum (integer)', target);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('framebufferTexture', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('framebufferTexture', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('framebufferTexture', 'level', 'a GLint (integer)', level);
      return $framebufferTexture(target >>> 0, attachment >>> 0, texture >>> 0, level | 0);
    },
    framebufferTexture1D(target: number, attachment: number, textarget: number, texture: number, level: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('framebufferTexture1D', 'target', 'a GLenum (integer)', target);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('framebufferTexture1D', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof textarget !== 'number' || !Number.isInteger(textarget)) throw rt.argError('framebufferTexture1D', 'textarget', 'a GLenum (integer)', textarget);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('framebufferTexture1D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('framebufferTexture1D', 'level', 'a GLint (integer)', level);
      return $framebufferTexture1D(target >>> 0, attachment >>> 0, textarget >>> 0, texture >>> 0, level | 0);
    },
    framebufferTexture2D(target: number, attachment: number, textarget: number, texture: number, level: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('framebufferTexture2D', 'target', 'a GLenum (integer)', target);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('framebufferTexture2D', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof textarget !== 'number' || !Number.isInteger(textarget)) throw rt.argError('framebufferTexture2D', 'textarget', 'a GLenum (integer)', textarget);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('framebufferTexture2D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('framebufferTexture2D', 'level', 'a GLint (integer)', level);
      return $framebufferTexture2D(target >>> 0, attachment >>> 0, textarget >>> 0, texture >>> 0, level | 0);
    },
    framebufferTexture3D(target: number, attachment: number, textarget: number, texture: number, level: number, zoffset: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('framebufferTexture3D', 'target', 'a GLenum (integer)', target);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('framebufferTexture3D', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof textarget !== 'number' || !Number.isInteger(textarget)) throw rt.argError('framebufferTexture3D', 'textarget', 'a GLenum (integer)', textarget);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('framebufferTexture3D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('framebufferTexture3D', 'level', 'a GLint (integer)', level);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('framebufferTexture3D', 'zoffset', 'a GLint (integer)', zoffset);
      return $framebufferTexture3D(target >>> 0, attachment >>> 0, textarget >>> 0, texture >>> 0, level | 0, zoffset | 0);
    },
    framebufferTextureLayer(target: number, attachment: number, texture: number, level: number, layer: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('framebufferTextureLayer', 'target', 'a GLenum (integer)', target);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('framebufferTextureLayer', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('framebufferTextureLayer', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('framebufferTextureLayer', 'level', 'a GLint (integer)', level);
      if (typeof layer !== 'number' || !Number.isInteger(layer)) throw rt.argError('framebufferTextureLayer', 'layer', 'a GLint (integer)', layer);
      return $framebufferTextureLayer(target >>> 0, attachment >>> 0, texture >>> 0, level | 0, layer | 0);
    },
    framebufferRenderbuffer(target: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('framebufferRenderbuffer', 'target', 'a GLenum (integer)', target);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('framebufferRenderbuffer', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof renderbuffertarget !== 'number' || !Number.isInteger(renderbuffertarget)) throw rt.argError('framebufferRenderbuffer', 'renderbuffertarget', 'a GLenum (integer)', renderbuffertarget);
      if (typeof renderbuffer !== 'number' || !Number.isInteger(renderbuffer)) throw rt.argError('framebufferRenderbuffer', 'renderbuffer', 'a GLuint (integer)', renderbuffer);
      return $framebufferRenderbuffer(target >>> 0, attachment >>> 0, renderbuffertarget >>> 0, renderbuffer >>> 0);
    },
    framebufferParameteri(target: number, pname: number, param: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('framebufferParameteri', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('framebufferParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number' || !Number.isInteger(param)) throw rt.argError('framebufferParameteri', 'param', 'a GLint (integer)', param);
      return $framebufferParameteri(target >>> 0, pname >>> 0, param | 0);
    },
    getFramebufferParameteriv(target: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getFramebufferParameteriv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getFramebufferParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getFramebufferParameteriv(target >>> 0, pname >>> 0);
    },
    getFramebufferAttachmentParameteriv(target: number, attachment: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getFramebufferAttachmentParameteriv', 'target', 'a GLenum (integer)', target);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('getFramebufferAttachmentParameteriv', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getFramebufferAttachmentParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getFramebufferAttachmentParameteriv(target >>> 0, attachment >>> 0, pname >>> 0);
    },
    checkFramebufferStatus(target: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('checkFramebufferStatus', 'target', 'a GLenum (integer)', target);
      return $checkFramebufferStatus(target >>> 0);
    },
    drawBuffers(bufs: ArrayLike<number>): void {
      if (!rt.isNumberArray(bufs)) throw rt.argError('drawBuffers', 'bufs', rt.EXPECT_ARRAY, bufs);
      return $drawBuffers(bufs);
    },
    drawBuffer(buf: number): void {
      if (typeof buf !== 'number' || !Number.isInteger(buf)) throw rt.argError('drawBuffer', 'buf', 'a GLenum (integer)', buf);
      return $drawBuffer(buf >>> 0);
    },
    readBuffer(src: number): void {
      if (typeof src !== 'number' || !Number.isInteger(src)) throw rt.argError('readBuffer', 'src', 'a GLenum (integer)', src);
      return $readBuffer(src >>> 0);
    },
    invalidateFramebuffer(target: number, attachments: ArrayLike<number>): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('invalidateFramebuffer', 'target', 'a GLenum (integer)', target);
      if (!rt.isNumberArray(attachments)) throw rt.argError('invalidateFramebuffer', 'attachments', rt.EXPECT_ARRAY, attachments);
      return $invalidateFramebuffer(target >>> 0, attachments);
    },
    invalidateSubFramebuffer(target: number, attachments: ArrayLike<number>, x: number, y: number, width: number, height: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('invalidateSubFramebuffer', 'target', 'a GLenum (integer)', target);
      if (!rt.isNumberArray(attachments)) throw rt.argError('invalidateSubFramebuffer', 'attachments', rt.EXPECT_ARRAY, attachments);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('invalidateSubFramebuffer', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('invalidateSubFramebuffer', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('invalidateSubFramebuffer', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('invalidateSubFramebuffer', 'height', 'a GLsizei (integer)', height);
      return $invalidateSubFramebuffer(target >>> 0, attachments, x | 0, y | 0, width | 0, height | 0);
    },
    blitFramebuffer(srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void {
      if (typeof srcX0 !== 'number' || !Number.isInteger(srcX0)) throw rt.argError('blitFramebuffer', 'srcX0', 'a GLint (integer)', srcX0);
      if (typeof srcY0 !== 'number' || !Number.isInteger(srcY0)) throw rt.argError('blitFramebuffer', 'srcY0', 'a GLint (integer)', srcY0);
      if (typeof srcX1 !== 'number' || !Number.isInteger(srcX1)) throw rt.argError('blitFramebuffer', 'srcX1', 'a GLint (integer)', srcX1);
      if (typeof srcY1 !== 'number' || !Number.isInteger(srcY1)) throw rt.argError('blitFramebuffer', 'srcY1', 'a GLint (integer)', srcY1);
      if (typeof dstX0 !== 'number' || !Number.isInteger(dstX0)) throw rt.argError('blitFramebuffer', 'dstX0', 'a GLint (integer)', dstX0);
      if (typeof dstY0 !== 'number' || !Number.isInteger(dstY0)) throw rt.argError('blitFramebuffer', 'dstY0', 'a GLint (integer)', dstY0);
      if (typeof dstX1 !== 'number' || !Number.isInteger(dstX1)) throw rt.argError('blitFramebuffer', 'dstX1', 'a GLint (integer)', dstX1);
      if (typeof dstY1 !== 'number' || !Number.isInteger(dstY1)) throw rt.argError('blitFramebuffer', 'dstY1', 'a GLint (integer)', dstY1);
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('blitFramebuffer', 'mask', 'a GLbitfield (integer)', mask);
      if (typeof filter !== 'number' || !Number.isInteger(filter)) throw rt.argError('blitFramebuffer', 'filter', 'a GLenum (integer)', filter);
      return $blitFramebuffer(srcX0 | 0, srcY0 | 0, srcX1 | 0, srcY1 | 0, dstX0 | 0, dstY0 | 0, dstX1 | 0, dstY1 | 0, mask >>> 0, filter >>> 0);
    },
    genRenderbuffers(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genRenderbuffers', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genRenderbuffers: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genRenderbuffers(n | 0);
    },
    deleteRenderbuffers(renderbuffers: ArrayLike<number>): void {
      if (!rt.isNumberArray(renderbuffers)) throw rt.argError('deleteRenderbuffers', 'renderbuffers', rt.EXPECT_ARRAY, renderbuffers);
      return $deleteRenderbuffers(renderbuffers);
    },
    isRenderbuffer(renderbuffer: number): boolean {
      if (typeof renderbuffer !== 'number' || !Number.isInteger(renderbuffer)) throw rt.argError('isRenderbuffer', 'renderbuffer', 'a GLuint (integer)', renderbuffer);
      return $isRenderbuffer(renderbuffer >>> 0);
    },
    bindRenderbuffer(target: number, renderbuffer: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindRenderbuffer', 'target', 'a GLenum (integer)', target);
      if (typeof renderbuffer !== 'number' || !Number.isInteger(renderbuffer)) throw rt.argError('bindRenderbuffer', 'renderbuffer', 'a GLuint (integer)', renderbuffer);
      return $bindRenderbuffer(target >>> 0, renderbuffer >>> 0);
    },
    renderbufferStorage(target: number, internalformat: number, width: number, height: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('renderbufferStorage', 'target', 'a GLenum (integer)', target);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('renderbufferStorage', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('renderbufferStorage', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('renderbufferStorage', 'height', 'a GLsizei (integer)', height);
      return $renderbufferStorage(target >>> 0, internalformat >>> 0, width | 0, height | 0);
    },
    renderbufferStorageMultisample(target: number, samples: number, internalformat: number, width: number, height: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('renderbufferStorageMultisample', 'target', 'a GLenum (integer)', target);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('renderbufferStorageMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('renderbufferStorageMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('renderbufferStorageMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('renderbufferStorageMultisample', 'height', 'a GLsizei (integer)', height);
      return $renderbufferStorageMultisample(target >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0);
    },
    getRenderbufferParameteriv(target: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getRenderbufferParameteriv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getRenderbufferParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getRenderbufferParameteriv(target >>> 0, pname >>> 0);
    },
    createShader(type: number): number {
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('createShader', 'type', 'a GLenum (integer)', type);
      return $createShader(type >>> 0);
    },
    deleteShader(shader: number): void {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('deleteShader', 'shader', 'a GLuint (integer)', shader);
      return $deleteShader(shader >>> 0);
    },
    isShader(shader: number): boolean {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('isShader', 'shader', 'a GLuint (integer)', shader);
      return $isShader(shader >>> 0);
    },
    shaderSource(shader: number, source: string): void {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('shaderSource', 'shader', 'a GLuint (integer)', shader);
      if (typeof source !== 'string') throw rt.argError('shaderSource', 'source', 'a string', source);
      return $shaderSource(shader >>> 0, source);
    },
    compileShader(shader: number): void {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('compileShader', 'shader', 'a GLuint (integer)', shader);
      return $compileShader(shader >>> 0);
    },
    getShaderiv(shader: number, pname: number): number {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('getShaderiv', 'shader', 'a GLuint (integer)', shader);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getShaderiv', 'pname', 'a GLenum (integer)', pname);
      return $getShaderiv(shader >>> 0, pname >>> 0);
    },
    getShaderInfoLog(shader: number): string {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('getShaderInfoLog', 'shader', 'a GLuint (integer)', shader);
      return $getShaderInfoLog(shader >>> 0);
    },
    getShaderSource(shader: number): string {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('getShaderSource', 'shader', 'a GLuint (integer)', shader);
      return $getShaderSource(shader >>> 0);
    },
    releaseShaderCompiler(): void {
      return $releaseShaderCompiler();
    },
    getShaderPrecisionFormat(shadertype: number, precisiontype: number): PrecisionFormat {
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getShaderPrecisionFormat', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof precisiontype !== 'number' || !Number.isInteger(precisiontype)) throw rt.argError('getShaderPrecisionFormat', 'precisiontype', 'a GLenum (integer)', precisiontype);
      return $getShaderPrecisionFormat(shadertype >>> 0, precisiontype >>> 0);
    },
    specializeShader(shader: number, pEntryPoint: string, numSpecializationConstants: number, pConstantIndex: ArrayLike<number>, pConstantValue: ArrayLike<number>): void {
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('specializeShader', 'shader', 'a GLuint (integer)', shader);
      if (typeof pEntryPoint !== 'string') throw rt.argError('specializeShader', 'pEntryPoint', 'a string', pEntryPoint);
      if (typeof numSpecializationConstants !== 'number' || !Number.isInteger(numSpecializationConstants)) throw rt.argError('specializeShader', 'numSpecializationConstants', 'a GLuint (integer)', numSpecializationConstants);
      if (!rt.isNumberArray(pConstantIndex)) throw rt.argError('specializeShader', 'pConstantIndex', rt.EXPECT_ARRAY, pConstantIndex);
      if (!rt.isNumberArray(pConstantValue)) throw rt.argError('specializeShader', 'pConstantValue', rt.EXPECT_ARRAY, pConstantValue);
      if (pConstantIndex.length < (numSpecializationConstants >>> 0)) throw rt.argError('specializeShader', 'pConstantIndex', `an array of at least ${(numSpecializationConstants >>> 0)} entries ('numSpecializationConstants')`, pConstantIndex);
      if (pConstantValue.length < (numSpecializationConstants >>> 0)) throw rt.argError('specializeShader', 'pConstantValue', `an array of at least ${(numSpecializationConstants >>> 0)} entries ('numSpecializationConstants')`, pConstantValue);
      return $specializeShader(shader >>> 0, pEntryPoint, numSpecializationConstants >>> 0, pConstantIndex, pConstantValue);
    },
    createProgram(): number {
      return $createProgram();
    },
    deleteProgram(program: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('deleteProgram', 'program', 'a GLuint (integer)', program);
      return $deleteProgram(program >>> 0);
    },
    isProgram(program: number): boolean {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('isProgram', 'program', 'a GLuint (integer)', program);
      return $isProgram(program >>> 0);
    },
    attachShader(program: number, shader: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('attachShader', 'program', 'a GLuint (integer)', program);
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('attachShader', 'shader', 'a GLuint (integer)', shader);
      return $attachShader(program >>> 0, shader >>> 0);
    },
    detachShader(program: number, shader: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('detachShader', 'program', 'a GLuint (integer)', program);
      if (typeof shader !== 'number' || !Number.isInteger(shader)) throw rt.argError('detachShader', 'shader', 'a GLuint (integer)', shader);
      return $detachShader(program >>> 0, shader >>> 0);
    },
    linkProgram(program: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('linkProgram', 'program', 'a GLuint (integer)', program);
      return $linkProgram(program >>> 0);
    },
    validateProgram(program: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('validateProgram', 'program', 'a GLuint (integer)', program);
      return $validateProgram(program >>> 0);
    },
    useProgram(program: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('useProgram', 'program', 'a GLuint (integer)', program);
      return $useProgram(program >>> 0);
    },
    getProgramiv(program: number, pname: number): never {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramiv', 'program', 'a GLuint (integer)', program);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getProgramiv', 'pname', 'a GLenum (integer)', pname);
      return $getProgramiv(program >>> 0, pname >>> 0) as never;
    },
    getProgramInfoLog(program: number): string {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramInfoLog', 'program', 'a GLuint (integer)', program);
      return $getProgramInfoLog(program >>> 0);
    },
    getAttachedShaders(program: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getAttachedShaders', 'program', 'a GLuint (integer)', program);
      return $getAttachedShaders(program >>> 0);
    },
    programParameteri(program: number, pname: number, value: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programParameteri', 'program', 'a GLuint (integer)', program);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('programParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof value !== 'number' || !Number.isInteger(value)) throw rt.argError('programParameteri', 'value', 'a GLint (integer)', value);
      return $programParameteri(program >>> 0, pname >>> 0, value | 0);
    },
    bindAttribLocation(program: number, index: number, name: string): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('bindAttribLocation', 'program', 'a GLuint (integer)', program);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('bindAttribLocation', 'index', 'a GLuint (integer)', index);
      if (typeof name !== 'string') throw rt.argError('bindAttribLocation', 'name', 'a string', name);
      return $bindAttribLocation(program >>> 0, index >>> 0, name);
    },
    getAttribLocation(program: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getAttribLocation', 'program', 'a GLuint (integer)', program);
      if (typeof name !== 'string') throw rt.argError('getAttribLocation', 'name', 'a string', name);
      return $getAttribLocation(program >>> 0, name);
    },
    getActiveAttrib(program: number, index: number): ActiveVariable | null {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveAttrib', 'program', 'a GLuint (integer)', program);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getActiveAttrib', 'index', 'a GLuint (integer)', index);
      return $getActiveAttrib(program >>> 0, index >>> 0);
    },
    getUniformLocation(program: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getUniformLocation', 'program', 'a GLuint (integer)', program);
      if (typeof name !== 'string') throw rt.argError('getUniformLocation', 'name', 'a string', name);
      return $getUniformLocation(program >>> 0, name);
    },
    getActiveUniform(program: number, index: number): ActiveVariable | null {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveUniform', 'program', 'a GLuint (integer)', program);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getActiveUniform', 'index', 'a GLuint (integer)', index);
      return $getActiveUniform(program >>> 0, index >>> 0);
    },
    getActiveUniformsiv(program: number, uniformIndices: ArrayLike<number>, pname: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveUniformsiv', 'program', 'a GLuint (integer)', program);
      if (!rt.isNumberArray(uniformIndices)) throw rt.argError('getActiveUniformsiv', 'uniformIndices', rt.EXPECT_ARRAY, uniformIndices);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getActiveUniformsiv', 'pname', 'a GLenum (integer)', pname);
      return $getActiveUniformsiv(program >>> 0, uniformIndices, pname >>> 0);
    },
    getActiveUniformName(program: number, uniformIndex: number): string {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveUniformName', 'program', 'a GLuint (integer)', program);
      if (typeof uniformIndex !== 'number' || !Number.isInteger(uniformIndex)) throw rt.argError('getActiveUniformName', 'uniformIndex', 'a GLuint (integer)', uniformIndex);
      return $getActiveUniformName(program >>> 0, uniformIndex >>> 0);
    },
    getUniformIndices(program: number, uniformNames: readonly string[]): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getUniformIndices', 'program', 'a GLuint (integer)', program);
      if (!rt.isStringArray(uniformNames)) throw rt.argError('getUniformIndices', 'uniformNames', rt.EXPECT_STRINGS, uniformNames);
      return $getUniformIndices(program >>> 0, uniformNames);
    },
    getUniformBlockIndex(program: number, uniformBlockName: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getUniformBlockIndex', 'program', 'a GLuint (integer)', program);
      if (typeof uniformBlockName !== 'string') throw rt.argError('getUniformBlockIndex', 'uniformBlockName', 'a string', uniformBlockName);
      return $getUniformBlockIndex(program >>> 0, uniformBlockName);
    },
    getActiveUniformBlockiv(program: number, uniformBlockIndex: number, pname: number): never {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveUniformBlockiv', 'program', 'a GLuint (integer)', program);
      if (typeof uniformBlockIndex !== 'number' || !Number.isInteger(uniformBlockIndex)) throw rt.argError('getActiveUniformBlockiv', 'uniformBlockIndex', 'a GLuint (integer)', uniformBlockIndex);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getActiveUniformBlockiv', 'pname', 'a GLenum (integer)', pname);
      return $getActiveUniformBlockiv(program >>> 0, uniformBlockIndex >>> 0, pname >>> 0) as never;
    },
    getActiveUniformBlockName(program: number, uniformBlockIndex: number): string {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveUniformBlockName', 'program', 'a GLuint (integer)', program);
      if (typeof uniformBlockIndex !== 'number' || !Number.isInteger(uniformBlockIndex)) throw rt.argError('getActiveUniformBlockName', 'uniformBlockIndex', 'a GLuint (integer)', uniformBlockIndex);
      return $getActiveUniformBlockName(program >>> 0, uniformBlockIndex >>> 0);
    },
    uniformBlockBinding(program: number, uniformBlockIndex: number, uniformBlockBinding: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('uniformBlockBinding', 'program', 'a GLuint (integer)', program);
      if (typeof uniformBlockIndex !== 'number' || !Number.isInteger(uniformBlockIndex)) throw rt.argError('uniformBlockBinding', 'uniformBlockIndex', 'a GLuint (integer)', uniformBlockIndex);
      if (typeof uniformBlockBinding !== 'number' || !Number.isInteger(uniformBlockBinding)) throw rt.argError('uniformBlockBinding', 'uniformBlockBinding', 'a GLuint (integer)', uniformBlockBinding);
      return $uniformBlockBinding(program >>> 0, uniformBlockIndex >>> 0, uniformBlockBinding >>> 0);
    },
    shaderStorageBlockBinding(program: number, storageBlockIndex: number, storageBlockBinding: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('shaderStorageBlockBinding', 'program', 'a GLuint (integer)', program);
      if (typeof storageBlockIndex !== 'number' || !Number.isInteger(storageBlockIndex)) throw rt.argError('shaderStorageBlockBinding', 'storageBlockIndex', 'a GLuint (integer)', storageBlockIndex);
      if (typeof storageBlockBinding !== 'number' || !Number.isInteger(storageBlockBinding)) throw rt.argError('shaderStorageBlockBinding', 'storageBlockBinding', 'a GLuint (integer)', storageBlockBinding);
      return $shaderStorageBlockBinding(program >>> 0, storageBlockIndex >>> 0, storageBlockBinding >>> 0);
    },
    getFragDataLocation(program: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getFragDataLocation', 'program', 'a GLuint (integer)', program);
      if (typeof name !== 'string') throw rt.argError('getFragDataLocation', 'name', 'a string', name);
      return $getFragDataLocation(program >>> 0, name);
    },
    bindFragDataLocation(program: number, color: number, name: string): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('bindFragDataLocation', 'program', 'a GLuint (integer)', program);
      if (typeof color !== 'number' || !Number.isInteger(color)) throw rt.argError('bindFragDataLocation', 'color', 'a GLuint (integer)', color);
      if (typeof name !== 'string') throw rt.argError('bindFragDataLocation', 'name', 'a string', name);
      return $bindFragDataLocation(program >>> 0, color >>> 0, name);
    },
    bindFragDataLocationIndexed(program: number, colorNumber: number, index: number, name: string): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('bindFragDataLocationIndexed', 'program', 'a GLuint (integer)', program);
      if (typeof colorNumber !== 'number' || !Number.isInteger(colorNumber)) throw rt.argError('bindFragDataLocationIndexed', 'colorNumber', 'a GLuint (integer)', colorNumber);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('bindFragDataLocationIndexed', 'index', 'a GLuint (integer)', index);
      if (typeof name !== 'string') throw rt.argError('bindFragDataLocationIndexed', 'name', 'a string', name);
      return $bindFragDataLocationIndexed(program >>> 0, colorNumber >>> 0, index >>> 0, name);
    },
    getFragDataIndex(program: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getFragDataIndex', 'program', 'a GLuint (integer)', program);
      if (typeof name !== 'string') throw rt.argError('getFragDataIndex', 'name', 'a string', name);
      return $getFragDataIndex(program >>> 0, name);
    },
    getProgramInterfaceiv(program: number, programInterface: number, pname: number): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramInterfaceiv', 'program', 'a GLuint (integer)', program);
      if (typeof programInterface !== 'number' || !Number.isInteger(programInterface)) throw rt.argError('getProgramInterfaceiv', 'programInterface', 'a GLenum (integer)', programInterface);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getProgramInterfaceiv', 'pname', 'a GLenum (integer)', pname);
      return $getProgramInterfaceiv(program >>> 0, programInterface >>> 0, pname >>> 0);
    },
    getProgramResourceIndex(program: number, programInterface: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramResourceIndex', 'program', 'a GLuint (integer)', program);
      if (typeof programInterface !== 'number' || !Number.isInteger(programInterface)) throw rt.argError('getProgramResourceIndex', 'programInterface', 'a GLenum (integer)', programInterface);
      if (typeof name !== 'string') throw rt.argError('getProgramResourceIndex', 'name', 'a string', name);
      return $getProgramResourceIndex(program >>> 0, programInterface >>> 0, name);
    },
    getProgramResourceName(program: number, programInterface: number, index: number): string {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramResourceName', 'program', 'a GLuint (integer)', program);
      if (typeof programInterface !== 'number' || !Number.isInteger(programInterface)) throw rt.argError('getProgramResourceName', 'programInterface', 'a GLenum (integer)', programInterface);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getProgramResourceName', 'index', 'a GLuint (integer)', index);
      return $getProgramResourceName(program >>> 0, programInterface >>> 0, index >>> 0);
    },
    getProgramResourceiv(program: number, programInterface: number, index: number, props: ArrayLike<number>): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramResourceiv', 'program', 'a GLuint (integer)', program);
      if (typeof programInterface !== 'number' || !Number.isInteger(programInterface)) throw rt.argError('getProgramResourceiv', 'programInterface', 'a GLenum (integer)', programInterface);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getProgramResourceiv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(props)) throw rt.argError('getProgramResourceiv', 'props', rt.EXPECT_ARRAY, props);
      return $getProgramResourceiv(program >>> 0, programInterface >>> 0, index >>> 0, props);
    },
    getProgramResourceLocation(program: number, programInterface: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramResourceLocation', 'program', 'a GLuint (integer)', program);
      if (typeof programInterface !== 'number' || !Number.isInteger(programInterface)) throw rt.argError('getProgramResourceLocation', 'programInterface', 'a GLenum (integer)', programInterface);
      if (typeof name !== 'string') throw rt.argError('getProgramResourceLocation', 'name', 'a string', name);
      return $getProgramResourceLocation(program >>> 0, programInterface >>> 0, name);
    },
    getProgramResourceLocationIndex(program: number, programInterface: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramResourceLocationIndex', 'program', 'a GLuint (integer)', program);
      if (typeof programInterface !== 'number' || !Number.isInteger(programInterface)) throw rt.argError('getProgramResourceLocationIndex', 'programInterface', 'a GLenum (integer)', programInterface);
      if (typeof name !== 'string') throw rt.argError('getProgramResourceLocationIndex', 'name', 'a string', name);
      return $getProgramResourceLocationIndex(program >>> 0, programInterface >>> 0, name);
    },
    getSubroutineUniformLocation(program: number, shadertype: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getSubroutineUniformLocation', 'program', 'a GLuint (integer)', program);
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getSubroutineUniformLocation', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof name !== 'string') throw rt.argError('getSubroutineUniformLocation', 'name', 'a string', name);
      return $getSubroutineUniformLocation(program >>> 0, shadertype >>> 0, name);
    },
    getSubroutineIndex(program: number, shadertype: number, name: string): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getSubroutineIndex', 'program', 'a GLuint (integer)', program);
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getSubroutineIndex', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof name !== 'string') throw rt.argError('getSubroutineIndex', 'name', 'a string', name);
      return $getSubroutineIndex(program >>> 0, shadertype >>> 0, name);
    },
    uniformSubroutinesuiv(shadertype: number, indices: ArrayLike<number>): void {
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('uniformSubroutinesuiv', 'shadertype', 'a GLenum (integer)', shadertype);
      if (!rt.isNumberArray(indices)) throw rt.argError('uniformSubroutinesuiv', 'indices', rt.EXPECT_ARRAY, indices);
      return $uniformSubroutinesuiv(shadertype >>> 0, indices);
    },
    getUniformSubroutineuiv(shadertype: number, location: number): number {
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getUniformSubroutineuiv', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getUniformSubroutineuiv', 'location', 'a GLint (integer)', location);
      return $getUniformSubroutineuiv(shadertype >>> 0, location | 0);
    },
    getProgramStageiv(program: number, shadertype: number, pname: number): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramStageiv', 'program', 'a GLuint (integer)', program);
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getProgramStageiv', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getProgramStageiv', 'pname', 'a GLenum (integer)', pname);
      return $getProgramStageiv(program >>> 0, shadertype >>> 0, pname >>> 0);
    },
    createShaderProgramv(type: number, strings: readonly string[]): number {
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('createShaderProgramv', 'type', 'a GLenum (integer)', type);
      if (!rt.isStringArray(strings)) throw rt.argError('createShaderProgramv', 'strings', rt.EXPECT_STRINGS, strings);
      return $createShaderProgramv(type >>> 0, strings);
    },
    genProgramPipelines(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genProgramPipelines', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genProgramPipelines: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genProgramPipelines(n | 0);
    },
    deleteProgramPipelines(pipelines: ArrayLike<number>): void {
      if (!rt.isNumberArray(pipelines)) throw rt.argError('deleteProgramPipelines', 'pipelines', rt.EXPECT_ARRAY, pipelines);
      return $deleteProgramPipelines(pipelines);
    },
    isProgramPipeline(pipeline: number): boolean {
      if (typeof pipeline !== 'number' || !Number.isInteger(pipeline)) throw rt.argError('isProgramPipeline', 'pipeline', 'a GLuint (integer)', pipeline);
      return $isProgramPipeline(pipeline >>> 0);
    },
    bindProgramPipeline(pipeline: number): void {
      if (typeof pipeline !== 'number' || !Number.isInteger(pipeline)) throw rt.argError('bindProgramPipeline', 'pipeline', 'a GLuint (integer)', pipeline);
      return $bindProgramPipeline(pipeline >>> 0);
    },
    useProgramStages(pipeline: number, stages: number, program: number): void {
      if (typeof pipeline !== 'number' || !Number.isInteger(pipeline)) throw rt.argError('useProgramStages', 'pipeline', 'a GLuint (integer)', pipeline);
      if (typeof stages !== 'number' || !Number.isInteger(stages)) throw rt.argError('useProgramStages', 'stages', 'a GLbitfield (integer)', stages);
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('useProgramStages', 'program', 'a GLuint (integer)', program);
      return $useProgramStages(pipeline >>> 0, stages >>> 0, program >>> 0);
    },
    activeShaderProgram(pipeline: number, program: number): void {
      if (typeof pipeline !== 'number' || !Number.isInteger(pipeline)) throw rt.argError('activeShaderProgram', 'pipeline', 'a GLuint (integer)', pipeline);
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('activeShaderProgram', 'program', 'a GLuint (integer)', program);
      return $activeShaderProgram(pipeline >>> 0, program >>> 0);
    },
    validateProgramPipeline(pipeline: number): void {
      if (typeof pipeline !== 'number' || !Number.isInteger(pipeline)) throw rt.argError('validateProgramPipeline', 'pipeline', 'a GLuint (integer)', pipeline);
      return $validateProgramPipeline(pipeline >>> 0);
    },
    getProgramPipelineiv(pipeline: number, pname: number): number {
      if (typeof pipeline !== 'number' || !Number.isInteger(pipeline)) throw rt.argError('getProgramPipelineiv', 'pipeline', 'a GLuint (integer)', pipeline);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getProgramPipelineiv', 'pname', 'a GLenum (integer)', pname);
      return $getProgramPipelineiv(pipeline >>> 0, pname >>> 0);
    },
    getProgramPipelineInfoLog(pipeline: number): string {
      if (typeof pipeline !== 'number' || !Number.isInteger(pipeline)) throw rt.argError('getProgramPipelineInfoLog', 'pipeline', 'a GLuint (integer)', pipeline);
      return $getProgramPipelineInfoLog(pipeline >>> 0);
    },
    getUniformfv(program: number, location: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getUniformfv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getUniformfv', 'location', 'a GLint (integer)', location);
      return $getUniformfv(program >>> 0, location | 0);
    },
    getUniformiv(program: number, location: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getUniformiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getUniformiv', 'location', 'a GLint (integer)', location);
      return $getUniformiv(program >>> 0, location | 0);
    },
    getUniformuiv(program: number, location: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getUniformuiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getUniformuiv', 'location', 'a GLint (integer)', location);
      return $getUniformuiv(program >>> 0, location | 0);
    },
    getUniformdv(program: number, location: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getUniformdv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getUniformdv', 'location', 'a GLint (integer)', location);
      return $getUniformdv(program >>> 0, location | 0);
    },
    getnUniformfv(program: number, location: number, bufSize: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getnUniformfv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getnUniformfv', 'location', 'a GLint (integer)', location);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getnUniformfv', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (bufSize > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `getnUniformfv: bufSize = ${bufSize} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $getnUniformfv(program >>> 0, location | 0, bufSize | 0);
    },
    getnUniformiv(program: number, location: number, bufSize: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getnUniformiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getnUniformiv', 'location', 'a GLint (integer)', location);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getnUniformiv', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (bufSize > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `getnUniformiv: bufSize = ${bufSize} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $getnUniformiv(program >>> 0, location | 0, bufSize | 0);
    },
    getnUniformuiv(program: number, location: number, bufSize: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getnUniformuiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getnUniformuiv', 'location', 'a GLint (integer)', location);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getnUniformuiv', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (bufSize > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `getnUniformuiv: bufSize = ${bufSize} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $getnUniformuiv(program >>> 0, location | 0, bufSize | 0);
    },
    uniform1f(location: number, v0: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('uniform1f', 'v0', 'a GLfloat (number)', v0);
      return $uniform1f(location | 0, v0);
    },
    uniform2f(location: number, v0: number, v1: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('uniform2f', 'v0', 'a GLfloat (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('uniform2f', 'v1', 'a GLfloat (number)', v1);
      return $uniform2f(location | 0, v0, v1);
    },
    uniform3f(location: number, v0: number, v1: number, v2: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('uniform3f', 'v0', 'a GLfloat (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('uniform3f', 'v1', 'a GLfloat (number)', v1);
      if (typeof v2 !== 'number') throw rt.argError('uniform3f', 'v2', 'a GLfloat (number)', v2);
      return $uniform3f(location | 0, v0, v1, v2);
    },
    uniform4f(location: number, v0: number, v1: number, v2: number, v3: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('uniform4f', 'v0', 'a GLfloat (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('uniform4f', 'v1', 'a GLfloat (number)', v1);
      if (typeof v2 !== 'number') throw rt.argError('uniform4f', 'v2', 'a GLfloat (number)', v2);
      if (typeof v3 !== 'number') throw rt.argError('uniform4f', 'v3', 'a GLfloat (number)', v3);
      return $uniform4f(location | 0, v0, v1, v2, v3);
    },
    uniform1i(location: number, v0: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform1i', 'v0', 'a GLint (integer)', v0);
      return $uniform1i(location | 0, v0 | 0);
    },
    uniform2i(location: number, v0: number, v1: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform2i', 'v0', 'a GLint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('uniform2i', 'v1', 'a GLint (integer)', v1);
      return $uniform2i(location | 0, v0 | 0, v1 | 0);
    },
    uniform3i(location: number, v0: number, v1: number, v2: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform3i', 'v0', 'a GLint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('uniform3i', 'v1', 'a GLint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('uniform3i', 'v2', 'a GLint (integer)', v2);
      return $uniform3i(location | 0, v0 | 0, v1 | 0, v2 | 0);
    },
    uniform4i(location: number, v0: number, v1: number, v2: number, v3: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform4i', 'v0', 'a GLint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('uniform4i', 'v1', 'a GLint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('uniform4i', 'v2', 'a GLint (integer)', v2);
      if (typeof v3 !== 'number' || !Number.isInteger(v3)) throw rt.argError('uniform4i', 'v3', 'a GLint (integer)', v3);
      return $uniform4i(location | 0, v0 | 0, v1 | 0, v2 | 0, v3 | 0);
    },
    uniform1ui(location: number, v0: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform1ui', 'v0', 'a GLuint (integer)', v0);
      return $uniform1ui(location | 0, v0 >>> 0);
    },
    uniform2ui(location: number, v0: number, v1: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform2ui', 'v0', 'a GLuint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('uniform2ui', 'v1', 'a GLuint (integer)', v1);
      return $uniform2ui(location | 0, v0 >>> 0, v1 >>> 0);
    },
    uniform3ui(location: number, v0: number, v1: number, v2: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform3ui', 'v0', 'a GLuint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('uniform3ui', 'v1', 'a GLuint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('uniform3ui', 'v2', 'a GLuint (integer)', v2);
      return $uniform3ui(location | 0, v0 >>> 0, v1 >>> 0, v2 >>> 0);
    },
    uniform4ui(location: number, v0: number, v1: number, v2: number, v3: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('uniform4ui', 'v0', 'a GLuint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('uniform4ui', 'v1', 'a GLuint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('uniform4ui', 'v2', 'a GLuint (integer)', v2);
      if (typeof v3 !== 'number' || !Number.isInteger(v3)) throw rt.argError('uniform4ui', 'v3', 'a GLuint (integer)', v3);
      return $uniform4ui(location | 0, v0 >>> 0, v1 >>> 0, v2 >>> 0, v3 >>> 0);
    },
    uniform1fv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform1fv', 'value', rt.EXPECT_ARRAY, value);
      return $uniform1fv(location | 0, value);
    },
    uniform2fv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform2fv: value has ${value.length} values, not a multiple of 2`); return; }
      return $uniform2fv(location | 0, value);
    },
    uniform3fv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform3fv: value has ${value.length} values, not a multiple of 3`); return; }
      return $uniform3fv(location | 0, value);
    },
    uniform4fv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform4fv: value has ${value.length} values, not a multiple of 4`); return; }
      return $uniform4fv(location | 0, value);
    },
    uniform1iv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform1iv', 'value', rt.EXPECT_ARRAY, value);
      return $uniform1iv(location | 0, value);
    },
    uniform2iv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform2iv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform2iv: value has ${value.length} values, not a multiple of 2`); return; }
      return $uniform2iv(location | 0, value);
    },
    uniform3iv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform3iv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform3iv: value has ${value.length} values, not a multiple of 3`); return; }
      return $uniform3iv(location | 0, value);
    },
    uniform4iv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform4iv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform4iv: value has ${value.length} values, not a multiple of 4`); return; }
      return $uniform4iv(location | 0, value);
    },
    uniform1uiv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform1uiv', 'value', rt.EXPECT_ARRAY, value);
      return $uniform1uiv(location | 0, value);
    },
    uniform2uiv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform2uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform2uiv: value has ${value.length} values, not a multiple of 2`); return; }
      return $uniform2uiv(location | 0, value);
    },
    uniform3uiv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform3uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform3uiv: value has ${value.length} values, not a multiple of 3`); return; }
      return $uniform3uiv(location | 0, value);
    },
    uniform4uiv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform4uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform4uiv: value has ${value.length} values, not a multiple of 4`); return; }
      return $uniform4uiv(location | 0, value);
    },
    uniform1d(location: number, x: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1d', 'location', 'a GLint (integer)', location);
      if (typeof x !== 'number') throw rt.argError('uniform1d', 'x', 'a GLdouble (number)', x);
      return $uniform1d(location | 0, x);
    },
    uniform2d(location: number, x: number, y: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2d', 'location', 'a GLint (integer)', location);
      if (typeof x !== 'number') throw rt.argError('uniform2d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('uniform2d', 'y', 'a GLdouble (number)', y);
      return $uniform2d(location | 0, x, y);
    },
    uniform3d(location: number, x: number, y: number, z: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3d', 'location', 'a GLint (integer)', location);
      if (typeof x !== 'number') throw rt.argError('uniform3d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('uniform3d', 'y', 'a GLdouble (number)', y);
      if (typeof z !== 'number') throw rt.argError('uniform3d', 'z', 'a GLdouble (number)', z);
      return $uniform3d(location | 0, x, y, z);
    },
    uniform4d(location: number, x: number, y: number, z: number, w: number): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4d', 'location', 'a GLint (integer)', location);
      if (typeof x !== 'number') throw rt.argError('uniform4d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('uniform4d', 'y', 'a GLdouble (number)', y);
      if (typeof z !== 'number') throw rt.argError('uniform4d', 'z', 'a GLdouble (number)', z);
      if (typeof w !== 'number') throw rt.argError('uniform4d', 'w', 'a GLdouble (number)', w);
      return $uniform4d(location | 0, x, y, z, w);
    },
    uniform1dv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform1dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform1dv', 'value', rt.EXPECT_ARRAY, value);
      return $uniform1dv(location | 0, value);
    },
    uniform2dv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform2dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform2dv: value has ${value.length} values, not a multiple of 2`); return; }
      return $uniform2dv(location | 0, value);
    },
    uniform3dv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform3dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform3dv: value has ${value.length} values, not a multiple of 3`); return; }
      return $uniform3dv(location | 0, value);
    },
    uniform4dv(location: number, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniform4dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('uniform4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `uniform4dv: value has ${value.length} values, not a multiple of 4`); return; }
      return $uniform4dv(location | 0, value);
    },
    uniformMatrix2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix2fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix2fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix2fv: value has ${value.length} values, not a multiple of 4`); return; }
      return $uniformMatrix2fv(location | 0, transpose, value);
    },
    uniformMatrix3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix3fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix3fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 9 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix3fv: value has ${value.length} values, not a multiple of 9`); return; }
      return $uniformMatrix3fv(location | 0, transpose, value);
    },
    uniformMatrix4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix4fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix4fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 16 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix4fv: value has ${value.length} values, not a multiple of 16`); return; }
      return $uniformMatrix4fv(location | 0, transpose, value);
    },
    uniformMatrix2x3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix2x3fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix2x3fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix2x3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix2x3fv: value has ${value.length} values, not a multiple of 6`); return; }
      return $uniformMatrix2x3fv(location | 0, transpose, value);
    },
    uniformMatrix3x2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix3x2fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix3x2fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix3x2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix3x2fv: value has ${value.length} values, not a multiple of 6`); return; }
      return $uniformMatrix3x2fv(location | 0, transpose, value);
    },
    uniformMatrix2x4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix2x4fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix2x4fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix2x4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix2x4fv: value has ${value.length} values, not a multiple of 8`); return; }
      return $uniformMatrix2x4fv(location | 0, transpose, value);
    },
    uniformMatrix4x2fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix4x2fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix4x2fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix4x2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix4x2fv: value has ${value.length} values, not a multiple of 8`); return; }
      return $uniformMatrix4x2fv(location | 0, transpose, value);
    },
    uniformMatrix3x4fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix3x4fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix3x4fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix3x4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix3x4fv: value has ${value.length} values, not a multiple of 12`); return; }
      return $uniformMatrix3x4fv(location | 0, transpose, value);
    },
    uniformMatrix4x3fv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix4x3fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix4x3fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix4x3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix4x3fv: value has ${value.length} values, not a multiple of 12`); return; }
      return $uniformMatrix4x3fv(location | 0, transpose, value);
    },
    uniformMatrix2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix2dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix2dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix2dv: value has ${value.length} values, not a multiple of 4`); return; }
      return $uniformMatrix2dv(location | 0, transpose, value);
    },
    uniformMatrix3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix3dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix3dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 9 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix3dv: value has ${value.length} values, not a multiple of 9`); return; }
      return $uniformMatrix3dv(location | 0, transpose, value);
    },
    uniformMatrix4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix4dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix4dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 16 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix4dv: value has ${value.length} values, not a multiple of 16`); return; }
      return $uniformMatrix4dv(location | 0, transpose, value);
    },
    uniformMatrix2x3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix2x3dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix2x3dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix2x3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix2x3dv: value has ${value.length} values, not a multiple of 6`); return; }
      return $uniformMatrix2x3dv(location | 0, transpose, value);
    },
    uniformMatrix3x2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix3x2dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix3x2dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix3x2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix3x2dv: value has ${value.length} values, not a multiple of 6`); return; }
      return $uniformMatrix3x2dv(location | 0, transpose, value);
    },
    uniformMatrix2x4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix2x4dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix2x4dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix2x4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix2x4dv: value has ${value.length} values, not a multiple of 8`); return; }
      return $uniformMatrix2x4dv(location | 0, transpose, value);
    },
    uniformMatrix4x2dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix4x2dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix4x2dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix4x2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix4x2dv: value has ${value.length} values, not a multiple of 8`); return; }
      return $uniformMatrix4x2dv(location | 0, transpose, value);
    },
    uniformMatrix3x4dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix3x4dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix3x4dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix3x4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix3x4dv: value has ${value.length} values, not a multiple of 12`); return; }
      return $uniformMatrix3x4dv(location | 0, transpose, value);
    },
    uniformMatrix4x3dv(location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('uniformMatrix4x3dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('uniformMatrix4x3dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('uniformMatrix4x3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `uniformMatrix4x3dv: value has ${value.length} values, not a multiple of 12`); return; }
      return $uniformMatrix4x3dv(location | 0, transpose, value);
    },
    programUniform1f(program: number, location: number, v0: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1f', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform1f', 'v0', 'a GLfloat (number)', v0);
      return $programUniform1f(program >>> 0, location | 0, v0);
    },
    programUniform2f(program: number, location: number, v0: number, v1: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2f', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform2f', 'v0', 'a GLfloat (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('programUniform2f', 'v1', 'a GLfloat (number)', v1);
      return $programUniform2f(program >>> 0, location | 0, v0, v1);
    },
    programUniform3f(program: number, location: number, v0: number, v1: number, v2: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3f', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform3f', 'v0', 'a GLfloat (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('programUniform3f', 'v1', 'a GLfloat (number)', v1);
      if (typeof v2 !== 'number') throw rt.argError('programUniform3f', 'v2', 'a GLfloat (number)', v2);
      return $programUniform3f(program >>> 0, location | 0, v0, v1, v2);
    },
    programUniform4f(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4f', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4f', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform4f', 'v0', 'a GLfloat (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('programUniform4f', 'v1', 'a GLfloat (number)', v1);
      if (typeof v2 !== 'number') throw rt.argError('programUniform4f', 'v2', 'a GLfloat (number)', v2);
      if (typeof v3 !== 'number') throw rt.argError('programUniform4f', 'v3', 'a GLfloat (number)', v3);
      return $programUniform4f(program >>> 0, location | 0, v0, v1, v2, v3);
    },
    programUniform1i(program: number, location: number, v0: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1i', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform1i', 'v0', 'a GLint (integer)', v0);
      return $programUniform1i(program >>> 0, location | 0, v0 | 0);
    },
    programUniform2i(program: number, location: number, v0: number, v1: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2i', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform2i', 'v0', 'a GLint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('programUniform2i', 'v1', 'a GLint (integer)', v1);
      return $programUniform2i(program >>> 0, location | 0, v0 | 0, v1 | 0);
    },
    programUniform3i(program: number, location: number, v0: number, v1: number, v2: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3i', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform3i', 'v0', 'a GLint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('programUniform3i', 'v1', 'a GLint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('programUniform3i', 'v2', 'a GLint (integer)', v2);
      return $programUniform3i(program >>> 0, location | 0, v0 | 0, v1 | 0, v2 | 0);
    },
    programUniform4i(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4i', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4i', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform4i', 'v0', 'a GLint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('programUniform4i', 'v1', 'a GLint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('programUniform4i', 'v2', 'a GLint (integer)', v2);
      if (typeof v3 !== 'number' || !Number.isInteger(v3)) throw rt.argError('programUniform4i', 'v3', 'a GLint (integer)', v3);
      return $programUniform4i(program >>> 0, location | 0, v0 | 0, v1 | 0, v2 | 0, v3 | 0);
    },
    programUniform1ui(program: number, location: number, v0: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1ui', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform1ui', 'v0', 'a GLuint (integer)', v0);
      return $programUniform1ui(program >>> 0, location | 0, v0 >>> 0);
    },
    programUniform2ui(program: number, location: number, v0: number, v1: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2ui', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform2ui', 'v0', 'a GLuint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('programUniform2ui', 'v1', 'a GLuint (integer)', v1);
      return $programUniform2ui(program >>> 0, location | 0, v0 >>> 0, v1 >>> 0);
    },
    programUniform3ui(program: number, location: number, v0: number, v1: number, v2: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3ui', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform3ui', 'v0', 'a GLuint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('programUniform3ui', 'v1', 'a GLuint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('programUniform3ui', 'v2', 'a GLuint (integer)', v2);
      return $programUniform3ui(program >>> 0, location | 0, v0 >>> 0, v1 >>> 0, v2 >>> 0);
    },
    programUniform4ui(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4ui', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4ui', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number' || !Number.isInteger(v0)) throw rt.argError('programUniform4ui', 'v0', 'a GLuint (integer)', v0);
      if (typeof v1 !== 'number' || !Number.isInteger(v1)) throw rt.argError('programUniform4ui', 'v1', 'a GLuint (integer)', v1);
      if (typeof v2 !== 'number' || !Number.isInteger(v2)) throw rt.argError('programUniform4ui', 'v2', 'a GLuint (integer)', v2);
      if (typeof v3 !== 'number' || !Number.isInteger(v3)) throw rt.argError('programUniform4ui', 'v3', 'a GLuint (integer)', v3);
      return $programUniform4ui(program >>> 0, location | 0, v0 >>> 0, v1 >>> 0, v2 >>> 0, v3 >>> 0);
    },
    programUniform1fv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform1fv', 'value', rt.EXPECT_ARRAY, value);
      return $programUniform1fv(program >>> 0, location | 0, value);
    },
    programUniform2fv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform2fv: value has ${value.length} values, not a multiple of 2`); return; }
      return $programUniform2fv(program >>> 0, location | 0, value);
    },
    programUniform3fv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform3fv: value has ${value.length} values, not a multiple of 3`); return; }
      return $programUniform3fv(program >>> 0, location | 0, value);
    },
    programUniform4fv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4fv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform4fv: value has ${value.length} values, not a multiple of 4`); return; }
      return $programUniform4fv(program >>> 0, location | 0, value);
    },
    programUniform1iv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1iv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform1iv', 'value', rt.EXPECT_ARRAY, value);
      return $programUniform1iv(program >>> 0, location | 0, value);
    },
    programUniform2iv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2iv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform2iv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform2iv: value has ${value.length} values, not a multiple of 2`); return; }
      return $programUniform2iv(program >>> 0, location | 0, value);
    },
    programUniform3iv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3iv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform3iv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform3iv: value has ${value.length} values, not a multiple of 3`); return; }
      return $programUniform3iv(program >>> 0, location | 0, value);
    },
    programUniform4iv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4iv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4iv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform4iv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform4iv: value has ${value.length} values, not a multiple of 4`); return; }
      return $programUniform4iv(program >>> 0, location | 0, value);
    },
    programUniform1uiv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1uiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform1uiv', 'value', rt.EXPECT_ARRAY, value);
      return $programUniform1uiv(program >>> 0, location | 0, value);
    },
    programUniform2uiv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2uiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform2uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform2uiv: value has ${value.length} values, not a multiple of 2`); return; }
      return $programUniform2uiv(program >>> 0, location | 0, value);
    },
    programUniform3uiv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3uiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform3uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform3uiv: value has ${value.length} values, not a multiple of 3`); return; }
      return $programUniform3uiv(program >>> 0, location | 0, value);
    },
    programUniform4uiv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4uiv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4uiv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform4uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform4uiv: value has ${value.length} values, not a multiple of 4`); return; }
      return $programUniform4uiv(program >>> 0, location | 0, value);
    },
    programUniform1d(program: number, location: number, v0: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1d', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1d', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform1d', 'v0', 'a GLdouble (number)', v0);
      return $programUniform1d(program >>> 0, location | 0, v0);
    },
    programUniform2d(program: number, location: number, v0: number, v1: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2d', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2d', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform2d', 'v0', 'a GLdouble (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('programUniform2d', 'v1', 'a GLdouble (number)', v1);
      return $programUniform2d(program >>> 0, location | 0, v0, v1);
    },
    programUniform3d(program: number, location: number, v0: number, v1: number, v2: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3d', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3d', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform3d', 'v0', 'a GLdouble (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('programUniform3d', 'v1', 'a GLdouble (number)', v1);
      if (typeof v2 !== 'number') throw rt.argError('programUniform3d', 'v2', 'a GLdouble (number)', v2);
      return $programUniform3d(program >>> 0, location | 0, v0, v1, v2);
    },
    programUniform4d(program: number, location: number, v0: number, v1: number, v2: number, v3: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4d', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4d', 'location', 'a GLint (integer)', location);
      if (typeof v0 !== 'number') throw rt.argError('programUniform4d', 'v0', 'a GLdouble (number)', v0);
      if (typeof v1 !== 'number') throw rt.argError('programUniform4d', 'v1', 'a GLdouble (number)', v1);
      if (typeof v2 !== 'number') throw rt.argError('programUniform4d', 'v2', 'a GLdouble (number)', v2);
      if (typeof v3 !== 'number') throw rt.argError('programUniform4d', 'v3', 'a GLdouble (number)', v3);
      return $programUniform4d(program >>> 0, location | 0, v0, v1, v2, v3);
    },
    programUniform1dv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform1dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform1dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform1dv', 'value', rt.EXPECT_ARRAY, value);
      return $programUniform1dv(program >>> 0, location | 0, value);
    },
    programUniform2dv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform2dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform2dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform2dv: value has ${value.length} values, not a multiple of 2`); return; }
      return $programUniform2dv(program >>> 0, location | 0, value);
    },
    programUniform3dv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform3dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform3dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 3 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform3dv: value has ${value.length} values, not a multiple of 3`); return; }
      return $programUniform3dv(program >>> 0, location | 0, value);
    },
    programUniform4dv(program: number, location: number, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniform4dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniform4dv', 'location', 'a GLint (integer)', location);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniform4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniform4dv: value has ${value.length} values, not a multiple of 4`); return; }
      return $programUniform4dv(program >>> 0, location | 0, value);
    },
    programUniformMatrix2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix2fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix2fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix2fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix2fv: value has ${value.length} values, not a multiple of 4`); return; }
      return $programUniformMatrix2fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix3fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix3fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix3fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 9 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix3fv: value has ${value.length} values, not a multiple of 9`); return; }
      return $programUniformMatrix3fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix4fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix4fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix4fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 16 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix4fv: value has ${value.length} values, not a multiple of 16`); return; }
      return $programUniformMatrix4fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix2x3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix2x3fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix2x3fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix2x3fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix2x3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix2x3fv: value has ${value.length} values, not a multiple of 6`); return; }
      return $programUniformMatrix2x3fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix3x2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix3x2fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix3x2fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix3x2fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix3x2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix3x2fv: value has ${value.length} values, not a multiple of 6`); return; }
      return $programUniformMatrix3x2fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix2x4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix2x4fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix2x4fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix2x4fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix2x4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix2x4fv: value has ${value.length} values, not a multiple of 8`); return; }
      return $programUniformMatrix2x4fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix4x2fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix4x2fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix4x2fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix4x2fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix4x2fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix4x2fv: value has ${value.length} values, not a multiple of 8`); return; }
      return $programUniformMatrix4x2fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix3x4fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix3x4fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix3x4fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix3x4fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix3x4fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix3x4fv: value has ${value.length} values, not a multiple of 12`); return; }
      return $programUniformMatrix3x4fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix4x3fv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix4x3fv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix4x3fv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix4x3fv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix4x3fv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix4x3fv: value has ${value.length} values, not a multiple of 12`); return; }
      return $programUniformMatrix4x3fv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix2dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix2dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix2dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix2dv: value has ${value.length} values, not a multiple of 4`); return; }
      return $programUniformMatrix2dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix3dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix3dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix3dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 9 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix3dv: value has ${value.length} values, not a multiple of 9`); return; }
      return $programUniformMatrix3dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix4dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix4dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix4dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 16 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix4dv: value has ${value.length} values, not a multiple of 16`); return; }
      return $programUniformMatrix4dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix2x3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix2x3dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix2x3dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix2x3dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix2x3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix2x3dv: value has ${value.length} values, not a multiple of 6`); return; }
      return $programUniformMatrix2x3dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix3x2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix3x2dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix3x2dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix3x2dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix3x2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 6 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix3x2dv: value has ${value.length} values, not a multiple of 6`); return; }
      return $programUniformMatrix3x2dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix2x4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix2x4dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix2x4dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix2x4dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix2x4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix2x4dv: value has ${value.length} values, not a multiple of 8`); return; }
      return $programUniformMatrix2x4dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix4x2dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix4x2dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix4x2dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix4x2dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix4x2dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 8 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix4x2dv: value has ${value.length} values, not a multiple of 8`); return; }
      return $programUniformMatrix4x2dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix3x4dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix3x4dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix3x4dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix3x4dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix3x4dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix3x4dv: value has ${value.length} values, not a multiple of 12`); return; }
      return $programUniformMatrix3x4dv(program >>> 0, location | 0, transpose, value);
    },
    programUniformMatrix4x3dv(program: number, location: number, transpose: GLboolean, value: ArrayLike<number>): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programUniformMatrix4x3dv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('programUniformMatrix4x3dv', 'location', 'a GLint (integer)', location);
      if (typeof transpose !== 'boolean' && typeof transpose !== 'number') throw rt.argError('programUniformMatrix4x3dv', 'transpose', 'a GLboolean (boolean or number)', transpose);
      if (!rt.isNumberArray(value)) throw rt.argError('programUniformMatrix4x3dv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length % 12 !== 0) { sink(rt.GL_INVALID_VALUE, `programUniformMatrix4x3dv: value has ${value.length} values, not a multiple of 12`); return; }
      return $programUniformMatrix4x3dv(program >>> 0, location | 0, transpose, value);
    },
    drawArrays(mode: number, first: number, count: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawArrays', 'mode', 'a GLenum (integer)', mode);
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('drawArrays', 'first', 'a GLint (integer)', first);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawArrays', 'count', 'a GLsizei (integer)', count);
      return $drawArrays(mode >>> 0, first | 0, count | 0);
    },
    drawElements(mode: number, count: number, type: number, indices: VoidData): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawElements', 'mode', 'a GLenum (integer)', mode);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawElements', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawElements', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawElements', 'indices', rt.EXPECT_DATA, indices);
      return $drawElements(mode >>> 0, count | 0, type >>> 0, indices);
    },
    drawRangeElements(mode: number, start: number, end: number, count: number, type: number, indices: VoidData): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawRangeElements', 'mode', 'a GLenum (integer)', mode);
      if (typeof start !== 'number' || !Number.isInteger(start)) throw rt.argError('drawRangeElements', 'start', 'a GLuint (integer)', start);
      if (typeof end !== 'number' || !Number.isInteger(end)) throw rt.argError('drawRangeElements', 'end', 'a GLuint (integer)', end);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawRangeElements', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawRangeElements', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawRangeElements', 'indices', rt.EXPECT_DATA, indices);
      return $drawRangeElements(mode >>> 0, start >>> 0, end >>> 0, count | 0, type >>> 0, indices);
    },
    drawArraysInstanced(mode: number, first: number, count: number, instancecount: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawArraysInstanced', 'mode', 'a GLenum (integer)', mode);
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('drawArraysInstanced', 'first', 'a GLint (integer)', first);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawArraysInstanced', 'count', 'a GLsizei (integer)', count);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawArraysInstanced', 'instancecount', 'a GLsizei (integer)', instancecount);
      return $drawArraysInstanced(mode >>> 0, first | 0, count | 0, instancecount | 0);
    },
    drawElementsInstanced(mode: number, count: number, type: number, indices: VoidData, instancecount: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawElementsInstanced', 'mode', 'a GLenum (integer)', mode);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawElementsInstanced', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawElementsInstanced', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawElementsInstanced', 'indices', rt.EXPECT_DATA, indices);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawElementsInstanced', 'instancecount', 'a GLsizei (integer)', instancecount);
      return $drawElementsInstanced(mode >>> 0, count | 0, type >>> 0, indices, instancecount | 0);
    },
    drawElementsBaseVertex(mode: number, count: number, type: number, indices: VoidData, basevertex: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawElementsBaseVertex', 'mode', 'a GLenum (integer)', mode);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawElementsBaseVertex', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawElementsBaseVertex', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawElementsBaseVertex', 'indices', rt.EXPECT_DATA, indices);
      if (typeof basevertex !== 'number' || !Number.isInteger(basevertex)) throw rt.argError('drawElementsBaseVertex', 'basevertex', 'a GLint (integer)', basevertex);
      return $drawElementsBaseVertex(mode >>> 0, count | 0, type >>> 0, indices, basevertex | 0);
    },
    drawRangeElementsBaseVertex(mode: number, start: number, end: number, count: number, type: number, indices: VoidData, basevertex: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawRangeElementsBaseVertex', 'mode', 'a GLenum (integer)', mode);
      if (typeof start !== 'number' || !Number.isInteger(start)) throw rt.argError('drawRangeElementsBaseVertex', 'start', 'a GLuint (integer)', start);
      if (typeof end !== 'number' || !Number.isInteger(end)) throw rt.argError('drawRangeElementsBaseVertex', 'end', 'a GLuint (integer)', end);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawRangeElementsBaseVertex', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawRangeElementsBaseVertex', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawRangeElementsBaseVertex', 'indices', rt.EXPECT_DATA, indices);
      if (typeof basevertex !== 'number' || !Number.isInteger(basevertex)) throw rt.argError('drawRangeElementsBaseVertex', 'basevertex', 'a GLint (integer)', basevertex);
      return $drawRangeElementsBaseVertex(mode >>> 0, start >>> 0, end >>> 0, count | 0, type >>> 0, indices, basevertex | 0);
    },
    drawElementsInstancedBaseVertex(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawElementsInstancedBaseVertex', 'mode', 'a GLenum (integer)', mode);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawElementsInstancedBaseVertex', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawElementsInstancedBaseVertex', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawElementsInstancedBaseVertex', 'indices', rt.EXPECT_DATA, indices);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawElementsInstancedBaseVertex', 'instancecount', 'a GLsizei (integer)', instancecount);
      if (typeof basevertex !== 'number' || !Number.isInteger(basevertex)) throw rt.argError('drawElementsInstancedBaseVertex', 'basevertex', 'a GLint (integer)', basevertex);
      return $drawElementsInstancedBaseVertex(mode >>> 0, count | 0, type >>> 0, indices, instancecount | 0, basevertex | 0);
    },
    drawArraysInstancedBaseInstance(mode: number, first: number, count: number, instancecount: number, baseinstance: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawArraysInstancedBaseInstance', 'mode', 'a GLenum (integer)', mode);
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('drawArraysInstancedBaseInstance', 'first', 'a GLint (integer)', first);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawArraysInstancedBaseInstance', 'count', 'a GLsizei (integer)', count);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawArraysInstancedBaseInstance', 'instancecount', 'a GLsizei (integer)', instancecount);
      if (typeof baseinstance !== 'number' || !Number.isInteger(baseinstance)) throw rt.argError('drawArraysInstancedBaseInstance', 'baseinstance', 'a GLuint (integer)', baseinstance);
      return $drawArraysInstancedBaseInstance(mode >>> 0, first | 0, count | 0, instancecount | 0, baseinstance >>> 0);
    },
    drawElementsInstancedBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, baseinstance: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawElementsInstancedBaseInstance', 'mode', 'a GLenum (integer)', mode);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawElementsInstancedBaseInstance', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawElementsInstancedBaseInstance', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawElementsInstancedBaseInstance', 'indices', rt.EXPECT_DATA, indices);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawElementsInstancedBaseInstance', 'instancecount', 'a GLsizei (integer)', instancecount);
      if (typeof baseinstance !== 'number' || !Number.isInteger(baseinstance)) throw rt.argError('drawElementsInstancedBaseInstance', 'baseinstance', 'a GLuint (integer)', baseinstance);
      if (indices !== null && typeof indices === 'object' && count > indices.byteLength) { sink(rt.GL_INVALID_OPERATION, `drawElementsInstancedBaseInstance: indices holds ${indices.byteLength} bytes, count is ${count}`); return; }
      return $drawElementsInstancedBaseInstance(mode >>> 0, count | 0, type >>> 0, indices, instancecount | 0, baseinstance >>> 0);
    },
    drawElementsInstancedBaseVertexBaseInstance(mode: number, count: number, type: number, indices: VoidData, instancecount: number, basevertex: number, baseinstance: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawElementsInstancedBaseVertexBaseInstance', 'mode', 'a GLenum (integer)', mode);
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('drawElementsInstancedBaseVertexBaseInstance', 'count', 'a GLsizei (integer)', count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawElementsInstancedBaseVertexBaseInstance', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indices)) throw rt.argError('drawElementsInstancedBaseVertexBaseInstance', 'indices', rt.EXPECT_DATA, indices);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawElementsInstancedBaseVertexBaseInstance', 'instancecount', 'a GLsizei (integer)', instancecount);
      if (typeof basevertex !== 'number' || !Number.isInteger(basevertex)) throw rt.argError('drawElementsInstancedBaseVertexBaseInstance', 'basevertex', 'a GLint (integer)', basevertex);
      if (typeof baseinstance !== 'number' || !Number.isInteger(baseinstance)) throw rt.argError('drawElementsInstancedBaseVertexBaseInstance', 'baseinstance', 'a GLuint (integer)', baseinstance);
      if (indices !== null && typeof indices === 'object' && count > indices.byteLength) { sink(rt.GL_INVALID_OPERATION, `drawElementsInstancedBaseVertexBaseInstance: indices holds ${indices.byteLength} bytes, count is ${count}`); return; }
      return $drawElementsInstancedBaseVertexBaseInstance(mode >>> 0, count | 0, type >>> 0, indices, instancecount | 0, basevertex | 0, baseinstance >>> 0);
    },
    drawArraysIndirect(mode: number, indirect: VoidData): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawArraysIndirect', 'mode', 'a GLenum (integer)', mode);
      if (!rt.isClientData(indirect)) throw rt.argError('drawArraysIndirect', 'indirect', rt.EXPECT_DATA, indirect);
      return $drawArraysIndirect(mode >>> 0, indirect);
    },
    drawElementsIndirect(mode: number, type: number, indirect: VoidData): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawElementsIndirect', 'mode', 'a GLenum (integer)', mode);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('drawElementsIndirect', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indirect)) throw rt.argError('drawElementsIndirect', 'indirect', rt.EXPECT_DATA, indirect);
      return $drawElementsIndirect(mode >>> 0, type >>> 0, indirect);
    },
    multiDrawArrays(mode: number, first: ArrayLike<number>, count: ArrayLike<number>): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('multiDrawArrays', 'mode', 'a GLenum (integer)', mode);
      if (!rt.isNumberArray(first)) throw rt.argError('multiDrawArrays', 'first', rt.EXPECT_ARRAY, first);
      if (!rt.isNumberArray(count)) throw rt.argError('multiDrawArrays', 'count', rt.EXPECT_ARRAY, count);
      if (count.length < first.length) throw rt.argError('multiDrawArrays', 'count', `an array of at least ${first.length} entries (one per 'first' entry)`, count);
      return $multiDrawArrays(mode >>> 0, first, count);
    },
    multiDrawElements(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[]): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('multiDrawElements', 'mode', 'a GLenum (integer)', mode);
      if (!rt.isNumberArray(count)) throw rt.argError('multiDrawElements', 'count', rt.EXPECT_ARRAY, count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('multiDrawElements', 'type', 'a GLenum (integer)', type);
      if (!rt.isPointerArray(indices)) throw rt.argError('multiDrawElements', 'indices', rt.EXPECT_POINTERS, indices);
      if (indices.length < count.length) throw rt.argError('multiDrawElements', 'indices', `an array of at least ${count.length} entries (one per 'count' entry)`, indices);
      return $multiDrawElements(mode >>> 0, count, type >>> 0, indices);
    },
    multiDrawElementsBaseVertex(mode: number, count: ArrayLike<number>, type: number, indices: readonly VoidData[], basevertex: ArrayLike<number>): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('multiDrawElementsBaseVertex', 'mode', 'a GLenum (integer)', mode);
      if (!rt.isNumberArray(count)) throw rt.argError('multiDrawElementsBaseVertex', 'count', rt.EXPECT_ARRAY, count);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('multiDrawElementsBaseVertex', 'type', 'a GLenum (integer)', type);
      if (!rt.isPointerArray(indices)) throw rt.argError('multiDrawElementsBaseVertex', 'indices', rt.EXPECT_POINTERS, indices);
      if (!rt.isNumberArray(basevertex)) throw rt.argError('multiDrawElementsBaseVertex', 'basevertex', rt.EXPECT_ARRAY, basevertex);
      if (indices.length < count.length) throw rt.argError('multiDrawElementsBaseVertex', 'indices', `an array of at least ${count.length} entries (one per 'count' entry)`, indices);
      if (basevertex.length < count.length) throw rt.argError('multiDrawElementsBaseVertex', 'basevertex', `an array of at least ${count.length} entries (one per 'count' entry)`, basevertex);
      return $multiDrawElementsBaseVertex(mode >>> 0, count, type >>> 0, indices, basevertex);
    },
    multiDrawArraysIndirect(mode: number, indirect: VoidData, drawcount: number, stride: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('multiDrawArraysIndirect', 'mode', 'a GLenum (integer)', mode);
      if (!rt.isClientData(indirect)) throw rt.argError('multiDrawArraysIndirect', 'indirect', rt.EXPECT_DATA, indirect);
      if (typeof drawcount !== 'number' || !Number.isInteger(drawcount)) throw rt.argError('multiDrawArraysIndirect', 'drawcount', 'a GLsizei (integer)', drawcount);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('multiDrawArraysIndirect', 'stride', 'a GLsizei (integer)', stride);
      return $multiDrawArraysIndirect(mode >>> 0, indirect, drawcount | 0, stride | 0);
    },
    multiDrawElementsIndirect(mode: number, type: number, indirect: VoidData, drawcount: number, stride: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('multiDrawElementsIndirect', 'mode', 'a GLenum (integer)', mode);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('multiDrawElementsIndirect', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indirect)) throw rt.argError('multiDrawElementsIndirect', 'indirect', rt.EXPECT_DATA, indirect);
      if (typeof drawcount !== 'number' || !Number.isInteger(drawcount)) throw rt.argError('multiDrawElementsIndirect', 'drawcount', 'a GLsizei (integer)', drawcount);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('multiDrawElementsIndirect', 'stride', 'a GLsizei (integer)', stride);
      return $multiDrawElementsIndirect(mode >>> 0, type >>> 0, indirect, drawcount | 0, stride | 0);
    },
    multiDrawArraysIndirectCount(mode: number, indirect: VoidData, drawcount: number, maxdrawcount: number, stride: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('multiDrawArraysIndirectCount', 'mode', 'a GLenum (integer)', mode);
      if (!rt.isClientData(indirect)) throw rt.argError('multiDrawArraysIndirectCount', 'indirect', rt.EXPECT_DATA, indirect);
      if (typeof drawcount !== 'number' || !Number.isInteger(drawcount)) throw rt.argError('multiDrawArraysIndirectCount', 'drawcount', 'a GLintptr (integer)', drawcount);
      if (typeof maxdrawcount !== 'number' || !Number.isInteger(maxdrawcount)) throw rt.argError('multiDrawArraysIndirectCount', 'maxdrawcount', 'a GLsizei (integer)', maxdrawcount);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('multiDrawArraysIndirectCount', 'stride', 'a GLsizei (integer)', stride);
      return $multiDrawArraysIndirectCount(mode >>> 0, indirect, drawcount, maxdrawcount | 0, stride | 0);
    },
    multiDrawElementsIndirectCount(mode: number, type: number, indirect: VoidData, drawcount: number, maxdrawcount: number, stride: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('multiDrawElementsIndirectCount', 'mode', 'a GLenum (integer)', mode);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('multiDrawElementsIndirectCount', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(indirect)) throw rt.argError('multiDrawElementsIndirectCount', 'indirect', rt.EXPECT_DATA, indirect);
      if (typeof drawcount !== 'number' || !Number.isInteger(drawcount)) throw rt.argError('multiDrawElementsIndirectCount', 'drawcount', 'a GLintptr (integer)', drawcount);
      if (typeof maxdrawcount !== 'number' || !Number.isInteger(maxdrawcount)) throw rt.argError('multiDrawElementsIndirectCount', 'maxdrawcount', 'a GLsizei (integer)', maxdrawcount);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('multiDrawElementsIndirectCount', 'stride', 'a GLsizei (integer)', stride);
      return $multiDrawElementsIndirectCount(mode >>> 0, type >>> 0, indirect, drawcount, maxdrawcount | 0, stride | 0);
    },
    drawTransformFeedback(mode: number, id: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawTransformFeedback', 'mode', 'a GLenum (integer)', mode);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('drawTransformFeedback', 'id', 'a GLuint (integer)', id);
      return $drawTransformFeedback(mode >>> 0, id >>> 0);
    },
    drawTransformFeedbackInstanced(mode: number, id: number, instancecount: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawTransformFeedbackInstanced', 'mode', 'a GLenum (integer)', mode);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('drawTransformFeedbackInstanced', 'id', 'a GLuint (integer)', id);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawTransformFeedbackInstanced', 'instancecount', 'a GLsizei (integer)', instancecount);
      return $drawTransformFeedbackInstanced(mode >>> 0, id >>> 0, instancecount | 0);
    },
    drawTransformFeedbackStream(mode: number, id: number, stream: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawTransformFeedbackStream', 'mode', 'a GLenum (integer)', mode);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('drawTransformFeedbackStream', 'id', 'a GLuint (integer)', id);
      if (typeof stream !== 'number' || !Number.isInteger(stream)) throw rt.argError('drawTransformFeedbackStream', 'stream', 'a GLuint (integer)', stream);
      return $drawTransformFeedbackStream(mode >>> 0, id >>> 0, stream >>> 0);
    },
    drawTransformFeedbackStreamInstanced(mode: number, id: number, stream: number, instancecount: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('drawTransformFeedbackStreamInstanced', 'mode', 'a GLenum (integer)', mode);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('drawTransformFeedbackStreamInstanced', 'id', 'a GLuint (integer)', id);
      if (typeof stream !== 'number' || !Number.isInteger(stream)) throw rt.argError('drawTransformFeedbackStreamInstanced', 'stream', 'a GLuint (integer)', stream);
      if (typeof instancecount !== 'number' || !Number.isInteger(instancecount)) throw rt.argError('drawTransformFeedbackStreamInstanced', 'instancecount', 'a GLsizei (integer)', instancecount);
      return $drawTransformFeedbackStreamInstanced(mode >>> 0, id >>> 0, stream >>> 0, instancecount | 0);
    },
    primitiveRestartIndex(index: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('primitiveRestartIndex', 'index', 'a GLuint (integer)', index);
      return $primitiveRestartIndex(index >>> 0);
    },
    provokingVertex(mode: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('provokingVertex', 'mode', 'a GLenum (integer)', mode);
      return $provokingVertex(mode >>> 0);
    },
    genTransformFeedbacks(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genTransformFeedbacks', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genTransformFeedbacks: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genTransformFeedbacks(n | 0);
    },
    deleteTransformFeedbacks(ids: ArrayLike<number>): void {
      if (!rt.isNumberArray(ids)) throw rt.argError('deleteTransformFeedbacks', 'ids', rt.EXPECT_ARRAY, ids);
      return $deleteTransformFeedbacks(ids);
    },
    isTransformFeedback(id: number): boolean {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('isTransformFeedback', 'id', 'a GLuint (integer)', id);
      return $isTransformFeedback(id >>> 0);
    },
    bindTransformFeedback(target: number, id: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('bindTransformFeedback', 'target', 'a GLenum (integer)', target);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('bindTransformFeedback', 'id', 'a GLuint (integer)', id);
      return $bindTransformFeedback(target >>> 0, id >>> 0);
    },
    beginTransformFeedback(primitiveMode: number): void {
      if (typeof primitiveMode !== 'number' || !Number.isInteger(primitiveMode)) throw rt.argError('beginTransformFeedback', 'primitiveMode', 'a GLenum (integer)', primitiveMode);
      return $beginTransformFeedback(primitiveMode >>> 0);
    },
    endTransformFeedback(): void {
      return $endTransformFeedback();
    },
    pauseTransformFeedback(): void {
      return $pauseTransformFeedback();
    },
    resumeTransformFeedback(): void {
      return $resumeTransformFeedback();
    },
    transformFeedbackVaryings(program: number, varyings: readonly string[], bufferMode: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('transformFeedbackVaryings', 'program', 'a GLuint (integer)', program);
      if (!rt.isStringArray(varyings)) throw rt.argError('transformFeedbackVaryings', 'varyings', rt.EXPECT_STRINGS, varyings);
      if (typeof bufferMode !== 'number' || !Number.isInteger(bufferMode)) throw rt.argError('transformFeedbackVaryings', 'bufferMode', 'a GLenum (integer)', bufferMode);
      return $transformFeedbackVaryings(program >>> 0, varyings, bufferMode >>> 0);
    },
    getTransformFeedbackVarying(program: number, index: number): ActiveVariable | null {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getTransformFeedbackVarying', 'program', 'a GLuint (integer)', program);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getTransformFeedbackVarying', 'index', 'a GLuint (integer)', index);
      return $getTransformFeedbackVarying(program >>> 0, index >>> 0);
    },
    genQueries(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('genQueries', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `genQueries: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $genQueries(n | 0);
    },
    deleteQueries(ids: ArrayLike<number>): void {
      if (!rt.isNumberArray(ids)) throw rt.argError('deleteQueries', 'ids', rt.EXPECT_ARRAY, ids);
      return $deleteQueries(ids);
    },
    isQuery(id: number): boolean {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('isQuery', 'id', 'a GLuint (integer)', id);
      return $isQuery(id >>> 0);
    },
    beginQuery(target: number, id: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('beginQuery', 'target', 'a GLenum (integer)', target);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('beginQuery', 'id', 'a GLuint (integer)', id);
      return $beginQuery(target >>> 0, id >>> 0);
    },
    endQuery(target: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('endQuery', 'target', 'a GLenum (integer)', target);
      return $endQuery(target >>> 0);
    },
    beginQueryIndexed(target: number, index: number, id: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('beginQueryIndexed', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('beginQueryIndexed', 'index', 'a GLuint (integer)', index);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('beginQueryIndexed', 'id', 'a GLuint (integer)', id);
      return $beginQueryIndexed(target >>> 0, index >>> 0, id >>> 0);
    },
    endQueryIndexed(target: number, index: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('endQueryIndexed', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('endQueryIndexed', 'index', 'a GLuint (integer)', index);
      return $endQueryIndexed(target >>> 0, index >>> 0);
    },
    queryCounter(id: number, target: number): void {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('queryCounter', 'id', 'a GLuint (integer)', id);
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('queryCounter', 'target', 'a GLenum (integer)', target);
      return $queryCounter(id >>> 0, target >>> 0);
    },
    getQueryiv(target: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getQueryiv', 'target', 'a GLenum (integer)', target);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryiv', 'pname', 'a GLenum (integer)', pname);
      return $getQueryiv(target >>> 0, pname >>> 0);
    },
    getQueryIndexediv(target: number, index: number, pname: number): number {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getQueryIndexediv', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getQueryIndexediv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryIndexediv', 'pname', 'a GLenum (integer)', pname);
      return $getQueryIndexediv(target >>> 0, index >>> 0, pname >>> 0);
    },
    getQueryObjectiv(id: number, pname: number, offset?: number): number {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryObjectiv', 'id', 'a GLuint (integer)', id);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryObjectiv', 'pname', 'a GLenum (integer)', pname);
      if (offset !== undefined && (typeof offset !== 'number' || !Number.isInteger(offset))) throw rt.argError('getQueryObjectiv', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryObjectiv(id >>> 0, pname >>> 0, offset);
    },
    getQueryObjectuiv(id: number, pname: number, offset?: number): number {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryObjectuiv', 'id', 'a GLuint (integer)', id);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryObjectuiv', 'pname', 'a GLenum (integer)', pname);
      if (offset !== undefined && (typeof offset !== 'number' || !Number.isInteger(offset))) throw rt.argError('getQueryObjectuiv', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryObjectuiv(id >>> 0, pname >>> 0, offset);
    },
    getQueryObjecti64v(id: number, pname: number, offset?: number): number {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryObjecti64v', 'id', 'a GLuint (integer)', id);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryObjecti64v', 'pname', 'a GLenum (integer)', pname);
      if (offset !== undefined && (typeof offset !== 'number' || !Number.isInteger(offset))) throw rt.argError('getQueryObjecti64v', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryObjecti64v(id >>> 0, pname >>> 0, offset);
    },
    getQueryObjectui64v(id: number, pname: number, offset?: number): number {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryObjectui64v', 'id', 'a GLuint (integer)', id);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryObjectui64v', 'pname', 'a GLenum (integer)', pname);
      if (offset !== undefined && (typeof offset !== 'number' || !Number.isInteger(offset))) throw rt.argError('getQueryObjectui64v', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryObjectui64v(id >>> 0, pname >>> 0, offset);
    },
    beginConditionalRender(id: number, mode: number): void {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('beginConditionalRender', 'id', 'a GLuint (integer)', id);
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('beginConditionalRender', 'mode', 'a GLenum (integer)', mode);
      return $beginConditionalRender(id >>> 0, mode >>> 0);
    },
    endConditionalRender(): void {
      return $endConditionalRender();
    },
    fenceSync(condition: number, flags: number): GLsync {
      if (typeof condition !== 'number' || !Number.isInteger(condition)) throw rt.argError('fenceSync', 'condition', 'a GLenum (integer)', condition);
      if (typeof flags !== 'number' || !Number.isInteger(flags)) throw rt.argError('fenceSync', 'flags', 'a GLbitfield (integer)', flags);
      return $fenceSync(condition >>> 0, flags >>> 0);
    },
    clientWaitSync(sync: GLsync, flags: number, timeout: number): number {
      if (typeof sync !== 'number') throw rt.argError('clientWaitSync', 'sync', 'a GLsync (number)', sync);
      if (typeof flags !== 'number' || !Number.isInteger(flags)) throw rt.argError('clientWaitSync', 'flags', 'a GLbitfield (integer)', flags);
      if (typeof timeout !== 'bigint' && (typeof timeout !== 'number' || !Number.isInteger(timeout))) throw rt.argError('clientWaitSync', 'timeout', 'a GLuint64 (integer or BigInt)', timeout);
      return $clientWaitSync(sync, flags >>> 0, timeout);
    },
    waitSync(sync: GLsync, flags: number, timeout: number): void {
      if (typeof sync !== 'number') throw rt.argError('waitSync', 'sync', 'a GLsync (number)', sync);
      if (typeof flags !== 'number' || !Number.isInteger(flags)) throw rt.argError('waitSync', 'flags', 'a GLbitfield (integer)', flags);
      if (typeof timeout !== 'bigint' && (typeof timeout !== 'number' || !Number.isInteger(timeout))) throw rt.argError('waitSync', 'timeout', 'a GLuint64 (integer or BigInt)', timeout);
      return $waitSync(sync, flags >>> 0, timeout);
    },
    deleteSync(sync: GLsync): void {
      if (typeof sync !== 'number') throw rt.argError('deleteSync', 'sync', 'a GLsync (number)', sync);
      return $deleteSync(sync);
    },
    isSync(sync: GLsync): boolean {
      if (typeof sync !== 'number') throw rt.argError('isSync', 'sync', 'a GLsync (number)', sync);
      return $isSync(sync);
    },
    getSynciv(sync: GLsync, pname: number): number {
      if (typeof sync !== 'number') throw rt.argError('getSynciv', 'sync', 'a GLsync (number)', sync);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getSynciv', 'pname', 'a GLenum (integer)', pname);
      return $getSynciv(sync, pname >>> 0);
    },
    dispatchCompute(num_groups_x: number, num_groups_y: number, num_groups_z: number): void {
      if (typeof num_groups_x !== 'number' || !Number.isInteger(num_groups_x)) throw rt.argError('dispatchCompute', 'num_groups_x', 'a GLuint (integer)', num_groups_x);
      if (typeof num_groups_y !== 'number' || !Number.isInteger(num_groups_y)) throw rt.argError('dispatchCompute', 'num_groups_y', 'a GLuint (integer)', num_groups_y);
      if (typeof num_groups_z !== 'number' || !Number.isInteger(num_groups_z)) throw rt.argError('dispatchCompute', 'num_groups_z', 'a GLuint (integer)', num_groups_z);
      return $dispatchCompute(num_groups_x >>> 0, num_groups_y >>> 0, num_groups_z >>> 0);
    },
    dispatchComputeIndirect(indirect: number): void {
      if (typeof indirect !== 'number' || !Number.isInteger(indirect)) throw rt.argError('dispatchComputeIndirect', 'indirect', 'a GLintptr (integer)', indirect);
      return $dispatchComputeIndirect(indirect);
    },
    memoryBarrier(barriers: number): void {
      if (typeof barriers !== 'number' || !Number.isInteger(barriers)) throw rt.argError('memoryBarrier', 'barriers', 'a GLbitfield (integer)', barriers);
      return $memoryBarrier(barriers >>> 0);
    },
    memoryBarrierByRegion(barriers: number): void {
      if (typeof barriers !== 'number' || !Number.isInteger(barriers)) throw rt.argError('memoryBarrierByRegion', 'barriers', 'a GLbitfield (integer)', barriers);
      return $memoryBarrierByRegion(barriers >>> 0);
    },
    clear(mask: number): void {
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('clear', 'mask', 'a GLbitfield (integer)', mask);
      return $clear(mask >>> 0);
    },
    clearBufferiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearBufferiv', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearBufferiv', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (!rt.isNumberArray(value)) throw rt.argError('clearBufferiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < rt.enumInputCount(buffer)) throw rt.argError('clearBufferiv', 'value', rt.expectEnumInput(buffer), value);
      return $clearBufferiv(buffer >>> 0, drawbuffer | 0, value);
    },
    clearBufferuiv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearBufferuiv', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearBufferuiv', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (!rt.isNumberArray(value)) throw rt.argError('clearBufferuiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < rt.enumInputCount(buffer)) throw rt.argError('clearBufferuiv', 'value', rt.expectEnumInput(buffer), value);
      return $clearBufferuiv(buffer >>> 0, drawbuffer | 0, value);
    },
    clearBufferfv(buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearBufferfv', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearBufferfv', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (!rt.isNumberArray(value)) throw rt.argError('clearBufferfv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < rt.enumInputCount(buffer)) throw rt.argError('clearBufferfv', 'value', rt.expectEnumInput(buffer), value);
      return $clearBufferfv(buffer >>> 0, drawbuffer | 0, value);
    },
    clearBufferfi(buffer: number, drawbuffer: number, depth: number, stencil: number): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearBufferfi', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearBufferfi', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (typeof depth !== 'number') throw rt.argError('clearBufferfi', 'depth', 'a GLfloat (number)', depth);
      if (typeof stencil !== 'number' || !Number.isInteger(stencil)) throw rt.argError('clearBufferfi', 'stencil', 'a GLint (integer)', stencil);
      return $clearBufferfi(buffer >>> 0, drawbuffer | 0, depth, stencil | 0);
    },
    clearColor(red: number, green: number, blue: number, alpha: number): void {
      if (typeof red !== 'number') throw rt.argError('clearColor', 'red', 'a GLfloat (number)', red);
      if (typeof green !== 'number') throw rt.argError('clearColor', 'green', 'a GLfloat (number)', green);
      if (typeof blue !== 'number') throw rt.argError('clearColor', 'blue', 'a GLfloat (number)', blue);
      if (typeof alpha !== 'number') throw rt.argError('clearColor', 'alpha', 'a GLfloat (number)', alpha);
      return $clearColor(red, green, blue, alpha);
    },
    clearDepthf(d: number): void {
      if (typeof d !== 'number') throw rt.argError('clearDepthf', 'd', 'a GLfloat (number)', d);
      return $clearDepthf(d);
    },
    clearDepth(depth: number): void {
      if (typeof depth !== 'number') throw rt.argError('clearDepth', 'depth', 'a GLdouble (number)', depth);
      return $clearDepth(depth);
    },
    clearStencil(s: number): void {
      if (typeof s !== 'number' || !Number.isInteger(s)) throw rt.argError('clearStencil', 's', 'a GLint (integer)', s);
      return $clearStencil(s | 0);
    },
    enable(cap: number): void {
      if (typeof cap !== 'number' || !Number.isInteger(cap)) throw rt.argError('enable', 'cap', 'a GLenum (integer)', cap);
      return $enable(cap >>> 0);
    },
    disable(cap: number): void {
      if (typeof cap !== 'number' || !Number.isInteger(cap)) throw rt.argError('disable', 'cap', 'a GLenum (integer)', cap);
      return $disable(cap >>> 0);
    },
    isEnabled(cap: number): boolean {
      if (typeof cap !== 'number' || !Number.isInteger(cap)) throw rt.argError('isEnabled', 'cap', 'a GLenum (integer)', cap);
      return $isEnabled(cap >>> 0);
    },
    enablei(target: number, index: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('enablei', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('enablei', 'index', 'a GLuint (integer)', index);
      return $enablei(target >>> 0, index >>> 0);
    },
    disablei(target: number, index: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('disablei', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('disablei', 'index', 'a GLuint (integer)', index);
      return $disablei(target >>> 0, index >>> 0);
    },
    isEnabledi(target: number, index: number): boolean {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('isEnabledi', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('isEnabledi', 'index', 'a GLuint (integer)', index);
      return $isEnabledi(target >>> 0, index >>> 0);
    },
    blendFunc(sfactor: number, dfactor: number): void {
      if (typeof sfactor !== 'number' || !Number.isInteger(sfactor)) throw rt.argError('blendFunc', 'sfactor', 'a GLenum (integer)', sfactor);
      if (typeof dfactor !== 'number' || !Number.isInteger(dfactor)) throw rt.argError('blendFunc', 'dfactor', 'a GLenum (integer)', dfactor);
      return $blendFunc(sfactor >>> 0, dfactor >>> 0);
    },
    blendFuncSeparate(sfactorRGB: number, dfactorRGB: number, sfactorAlpha: number, dfactorAlpha: number): void {
      if (typeof sfactorRGB !== 'number' || !Number.isInteger(sfactorRGB)) throw rt.argError('blendFuncSeparate', 'sfactorRGB', 'a GLenum (integer)', sfactorRGB);
      if (typeof dfactorRGB !== 'number' || !Number.isInteger(dfactorRGB)) throw rt.argError('blendFuncSeparate', 'dfactorRGB', 'a GLenum (integer)', dfactorRGB);
      if (typeof sfactorAlpha !== 'number' || !Number.isInteger(sfactorAlpha)) throw rt.argError('blendFuncSeparate', 'sfactorAlpha', 'a GLenum (integer)', sfactorAlpha);
      if (typeof dfactorAlpha !== 'number' || !Number.isInteger(dfactorAlpha)) throw rt.argError('blendFuncSeparate', 'dfactorAlpha', 'a GLenum (integer)', dfactorAlpha);
      return $blendFuncSeparate(sfactorRGB >>> 0, dfactorRGB >>> 0, sfactorAlpha >>> 0, dfactorAlpha >>> 0);
    },
    blendFunci(buf: number, src: number, dst: number): void {
      if (typeof buf !== 'number' || !Number.isInteger(buf)) throw rt.argError('blendFunci', 'buf', 'a GLuint (integer)', buf);
      if (typeof src !== 'number' || !Number.isInteger(src)) throw rt.argError('blendFunci', 'src', 'a GLenum (integer)', src);
      if (typeof dst !== 'number' || !Number.isInteger(dst)) throw rt.argError('blendFunci', 'dst', 'a GLenum (integer)', dst);
      return $blendFunci(buf >>> 0, src >>> 0, dst >>> 0);
    },
    blendFuncSeparatei(buf: number, srcRGB: number, dstRGB: number, srcAlpha: number, dstAlpha: number): void {
      if (typeof buf !== 'number' || !Number.isInteger(buf)) throw rt.argError('blendFuncSeparatei', 'buf', 'a GLuint (integer)', buf);
      if (typeof srcRGB !== 'number' || !Number.isInteger(srcRGB)) throw rt.argError('blendFuncSeparatei', 'srcRGB', 'a GLenum (integer)', srcRGB);
      if (typeof dstRGB !== 'number' || !Number.isInteger(dstRGB)) throw rt.argError('blendFuncSeparatei', 'dstRGB', 'a GLenum (integer)', dstRGB);
      if (typeof srcAlpha !== 'number' || !Number.isInteger(srcAlpha)) throw rt.argError('blendFuncSeparatei', 'srcAlpha', 'a GLenum (integer)', srcAlpha);
      if (typeof dstAlpha !== 'number' || !Number.isInteger(dstAlpha)) throw rt.argError('blendFuncSeparatei', 'dstAlpha', 'a GLenum (integer)', dstAlpha);
      return $blendFuncSeparatei(buf >>> 0, srcRGB >>> 0, dstRGB >>> 0, srcAlpha >>> 0, dstAlpha >>> 0);
    },
    blendEquation(mode: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('blendEquation', 'mode', 'a GLenum (integer)', mode);
      return $blendEquation(mode >>> 0);
    },
    blendEquationSeparate(modeRGB: number, modeAlpha: number): void {
      if (typeof modeRGB !== 'number' || !Number.isInteger(modeRGB)) throw rt.argError('blendEquationSeparate', 'modeRGB', 'a GLenum (integer)', modeRGB);
      if (typeof modeAlpha !== 'number' || !Number.isInteger(modeAlpha)) throw rt.argError('blendEquationSeparate', 'modeAlpha', 'a GLenum (integer)', modeAlpha);
      return $blendEquationSeparate(modeRGB >>> 0, modeAlpha >>> 0);
    },
    blendEquationi(buf: number, mode: number): void {
      if (typeof buf !== 'number' || !Number.isInteger(buf)) throw rt.argError('blendEquationi', 'buf', 'a GLuint (integer)', buf);
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('blendEquationi', 'mode', 'a GLenum (integer)', mode);
      return $blendEquationi(buf >>> 0, mode >>> 0);
    },
    blendEquationSeparatei(buf: number, modeRGB: number, modeAlpha: number): void {
      if (typeof buf !== 'number' || !Number.isInteger(buf)) throw rt.argError('blendEquationSeparatei', 'buf', 'a GLuint (integer)', buf);
      if (typeof modeRGB !== 'number' || !Number.isInteger(modeRGB)) throw rt.argError('blendEquationSeparatei', 'modeRGB', 'a GLenum (integer)', modeRGB);
      if (typeof modeAlpha !== 'number' || !Number.isInteger(modeAlpha)) throw rt.argError('blendEquationSeparatei', 'modeAlpha', 'a GLenum (integer)', modeAlpha);
      return $blendEquationSeparatei(buf >>> 0, modeRGB >>> 0, modeAlpha >>> 0);
    },
    blendColor(red: number, green: number, blue: number, alpha: number): void {
      if (typeof red !== 'number') throw rt.argError('blendColor', 'red', 'a GLfloat (number)', red);
      if (typeof green !== 'number') throw rt.argError('blendColor', 'green', 'a GLfloat (number)', green);
      if (typeof blue !== 'number') throw rt.argError('blendColor', 'blue', 'a GLfloat (number)', blue);
      if (typeof alpha !== 'number') throw rt.argError('blendColor', 'alpha', 'a GLfloat (number)', alpha);
      return $blendColor(red, green, blue, alpha);
    },
    colorMask(red: GLboolean, green: GLboolean, blue: GLboolean, alpha: GLboolean): void {
      if (typeof red !== 'boolean' && typeof red !== 'number') throw rt.argError('colorMask', 'red', 'a GLboolean (boolean or number)', red);
      if (typeof green !== 'boolean' && typeof green !== 'number') throw rt.argError('colorMask', 'green', 'a GLboolean (boolean or number)', green);
      if (typeof blue !== 'boolean' && typeof blue !== 'number') throw rt.argError('colorMask', 'blue', 'a GLboolean (boolean or number)', blue);
      if (typeof alpha !== 'boolean' && typeof alpha !== 'number') throw rt.argError('colorMask', 'alpha', 'a GLboolean (boolean or number)', alpha);
      return $colorMask(red, green, blue, alpha);
    },
    colorMaski(index: number, r: GLboolean, g: GLboolean, b: GLboolean, a: GLboolean): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('colorMaski', 'index', 'a GLuint (integer)', index);
      if (typeof r !== 'boolean' && typeof r !== 'number') throw rt.argError('colorMaski', 'r', 'a GLboolean (boolean or number)', r);
      if (typeof g !== 'boolean' && typeof g !== 'number') throw rt.argError('colorMaski', 'g', 'a GLboolean (boolean or number)', g);
      if (typeof b !== 'boolean' && typeof b !== 'number') throw rt.argError('colorMaski', 'b', 'a GLboolean (boolean or number)', b);
      if (typeof a !== 'boolean' && typeof a !== 'number') throw rt.argError('colorMaski', 'a', 'a GLboolean (boolean or number)', a);
      return $colorMaski(index >>> 0, r, g, b, a);
    },
    depthFunc(func: number): void {
      if (typeof func !== 'number' || !Number.isInteger(func)) throw rt.argError('depthFunc', 'func', 'a GLenum (integer)', func);
      return $depthFunc(func >>> 0);
    },
    depthMask(flag: GLboolean): void {
      if (typeof flag !== 'boolean' && typeof flag !== 'number') throw rt.argError('depthMask', 'flag', 'a GLboolean (boolean or number)', flag);
      return $depthMask(flag);
    },
    depthRangef(n: number, f: number): void {
      if (typeof n !== 'number') throw rt.argError('depthRangef', 'n', 'a GLfloat (number)', n);
      if (typeof f !== 'number') throw rt.argError('depthRangef', 'f', 'a GLfloat (number)', f);
      return $depthRangef(n, f);
    },
    depthRange(n: number, f: number): void {
      if (typeof n !== 'number') throw rt.argError('depthRange', 'n', 'a GLdouble (number)', n);
      if (typeof f !== 'number') throw rt.argError('depthRange', 'f', 'a GLdouble (number)', f);
      return $depthRange(n, f);
    },
    depthRangeArrayv(first: number, v: ArrayLike<number>): void {
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('depthRangeArrayv', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(v)) throw rt.argError('depthRangeArrayv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length % 2 !== 0) { sink(rt.GL_INVALID_VALUE, `depthRangeArrayv: v has ${v.length} values, not a multiple of 2`); return; }
      return $depthRangeArrayv(first >>> 0, v);
    },
    depthRangeIndexed(index: number, n: number, f: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('depthRangeIndexed', 'index', 'a GLuint (integer)', index);
      if (typeof n !== 'number') throw rt.argError('depthRangeIndexed', 'n', 'a GLdouble (number)', n);
      if (typeof f !== 'number') throw rt.argError('depthRangeIndexed', 'f', 'a GLdouble (number)', f);
      return $depthRangeIndexed(index >>> 0, n, f);
    },
    stencilFunc(func: number, ref: number, mask: number): void {
      if (typeof func !== 'number' || !Number.isInteger(func)) throw rt.argError('stencilFunc', 'func', 'a GLenum (integer)', func);
      if (typeof ref !== 'number' || !Number.isInteger(ref)) throw rt.argError('stencilFunc', 'ref', 'a GLint (integer)', ref);
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('stencilFunc', 'mask', 'a GLuint (integer)', mask);
      return $stencilFunc(func >>> 0, ref | 0, mask >>> 0);
    },
    stencilFuncSeparate(face: number, func: number, ref: number, mask: number): void {
      if (typeof face !== 'number' || !Number.isInteger(face)) throw rt.argError('stencilFuncSeparate', 'face', 'a GLenum (integer)', face);
      if (typeof func !== 'number' || !Number.isInteger(func)) throw rt.argError('stencilFuncSeparate', 'func', 'a GLenum (integer)', func);
      if (typeof ref !== 'number' || !Number.isInteger(ref)) throw rt.argError('stencilFuncSeparate', 'ref', 'a GLint (integer)', ref);
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('stencilFuncSeparate', 'mask', 'a GLuint (integer)', mask);
      return $stencilFuncSeparate(face >>> 0, func >>> 0, ref | 0, mask >>> 0);
    },
    stencilOp(fail: number, zfail: number, zpass: number): void {
      if (typeof fail !== 'number' || !Number.isInteger(fail)) throw rt.argError('stencilOp', 'fail', 'a GLenum (integer)', fail);
      if (typeof zfail !== 'number' || !Number.isInteger(zfail)) throw rt.argError('stencilOp', 'zfail', 'a GLenum (integer)', zfail);
      if (typeof zpass !== 'number' || !Number.isInteger(zpass)) throw rt.argError('stencilOp', 'zpass', 'a GLenum (integer)', zpass);
      return $stencilOp(fail >>> 0, zfail >>> 0, zpass >>> 0);
    },
    stencilOpSeparate(face: number, sfail: number, dpfail: number, dppass: number): void {
      if (typeof face !== 'number' || !Number.isInteger(face)) throw rt.argError('stencilOpSeparate', 'face', 'a GLenum (integer)', face);
      if (typeof sfail !== 'number' || !Number.isInteger(sfail)) throw rt.argError('stencilOpSeparate', 'sfail', 'a GLenum (integer)', sfail);
      if (typeof dpfail !== 'number' || !Number.isInteger(dpfail)) throw rt.argError('stencilOpSeparate', 'dpfail', 'a GLenum (integer)', dpfail);
      if (typeof dppass !== 'number' || !Number.isInteger(dppass)) throw rt.argError('stencilOpSeparate', 'dppass', 'a GLenum (integer)', dppass);
      return $stencilOpSeparate(face >>> 0, sfail >>> 0, dpfail >>> 0, dppass >>> 0);
    },
    stencilMask(mask: number): void {
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('stencilMask', 'mask', 'a GLuint (integer)', mask);
      return $stencilMask(mask >>> 0);
    },
    stencilMaskSeparate(face: number, mask: number): void {
      if (typeof face !== 'number' || !Number.isInteger(face)) throw rt.argError('stencilMaskSeparate', 'face', 'a GLenum (integer)', face);
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('stencilMaskSeparate', 'mask', 'a GLuint (integer)', mask);
      return $stencilMaskSeparate(face >>> 0, mask >>> 0);
    },
    cullFace(mode: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('cullFace', 'mode', 'a GLenum (integer)', mode);
      return $cullFace(mode >>> 0);
    },
    frontFace(mode: number): void {
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('frontFace', 'mode', 'a GLenum (integer)', mode);
      return $frontFace(mode >>> 0);
    },
    polygonMode(face: number, mode: number): void {
      if (typeof face !== 'number' || !Number.isInteger(face)) throw rt.argError('polygonMode', 'face', 'a GLenum (integer)', face);
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('polygonMode', 'mode', 'a GLenum (integer)', mode);
      return $polygonMode(face >>> 0, mode >>> 0);
    },
    polygonOffset(factor: number, units: number): void {
      if (typeof factor !== 'number') throw rt.argError('polygonOffset', 'factor', 'a GLfloat (number)', factor);
      if (typeof units !== 'number') throw rt.argError('polygonOffset', 'units', 'a GLfloat (number)', units);
      return $polygonOffset(factor, units);
    },
    polygonOffsetClamp(factor: number, units: number, clamp: number): void {
      if (typeof factor !== 'number') throw rt.argError('polygonOffsetClamp', 'factor', 'a GLfloat (number)', factor);
      if (typeof units !== 'number') throw rt.argError('polygonOffsetClamp', 'units', 'a GLfloat (number)', units);
      if (typeof clamp !== 'number') throw rt.argError('polygonOffsetClamp', 'clamp', 'a GLfloat (number)', clamp);
      return $polygonOffsetClamp(factor, units, clamp);
    },
    pointSize(size: number): void {
      if (typeof size !== 'number') throw rt.argError('pointSize', 'size', 'a GLfloat (number)', size);
      return $pointSize(size);
    },
    pointParameteri(pname: number, param: number): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('pointParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number' || !Number.isInteger(param)) throw rt.argError('pointParameteri', 'param', 'a GLint (integer)', param);
      return $pointParameteri(pname >>> 0, param | 0);
    },
    pointParameterf(pname: number, param: number): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('pointParameterf', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number') throw rt.argError('pointParameterf', 'param', 'a GLfloat (number)', param);
      return $pointParameterf(pname >>> 0, param);
    },
    lineWidth(width: number): void {
      if (typeof width !== 'number') throw rt.argError('lineWidth', 'width', 'a GLfloat (number)', width);
      return $lineWidth(width);
    },
    hint(target: number, mode: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('hint', 'target', 'a GLenum (integer)', target);
      if (typeof mode !== 'number' || !Number.isInteger(mode)) throw rt.argError('hint', 'mode', 'a GLenum (integer)', mode);
      return $hint(target >>> 0, mode >>> 0);
    },
    pixelStorei(pname: number, param: number): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('pixelStorei', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number' || !Number.isInteger(param)) throw rt.argError('pixelStorei', 'param', 'a GLint (integer)', param);
      return $pixelStorei(pname >>> 0, param | 0);
    },
    pixelStoref(pname: number, param: number): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('pixelStoref', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number') throw rt.argError('pixelStoref', 'param', 'a GLfloat (number)', param);
      return $pixelStoref(pname >>> 0, param);
    },
    viewport(x: number, y: number, width: number, height: number): void {
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('viewport', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('viewport', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('viewport', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('viewport', 'height', 'a GLsizei (integer)', height);
      return $viewport(x | 0, y | 0, width | 0, height | 0);
    },
    viewportIndexedf(index: number, x: number, y: number, w: number, h: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('viewportIndexedf', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('viewportIndexedf', 'x', 'a GLfloat (number)', x);
      if (typeof y !== 'number') throw rt.argError('viewportIndexedf', 'y', 'a GLfloat (number)', y);
      if (typeof w !== 'number') throw rt.argError('viewportIndexedf', 'w', 'a GLfloat (number)', w);
      if (typeof h !== 'number') throw rt.argError('viewportIndexedf', 'h', 'a GLfloat (number)', h);
      return $viewportIndexedf(index >>> 0, x, y, w, h);
    },
    viewportIndexedfv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('viewportIndexedfv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('viewportIndexedfv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('viewportIndexedfv', 'v', 'an array of at least 4 numbers', v);
      return $viewportIndexedfv(index >>> 0, v);
    },
    viewportArrayv(first: number, v: ArrayLike<number>): void {
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('viewportArrayv', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(v)) throw rt.argError('viewportArrayv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `viewportArrayv: v has ${v.length} values, not a multiple of 4`); return; }
      return $viewportArrayv(first >>> 0, v);
    },
    scissor(x: number, y: number, width: number, height: number): void {
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('scissor', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('scissor', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('scissor', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('scissor', 'height', 'a GLsizei (integer)', height);
      return $scissor(x | 0, y | 0, width | 0, height | 0);
    },
    scissorIndexed(index: number, left: number, bottom: number, width: number, height: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('scissorIndexed', 'index', 'a GLuint (integer)', index);
      if (typeof left !== 'number' || !Number.isInteger(left)) throw rt.argError('scissorIndexed', 'left', 'a GLint (integer)', left);
      if (typeof bottom !== 'number' || !Number.isInteger(bottom)) throw rt.argError('scissorIndexed', 'bottom', 'a GLint (integer)', bottom);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('scissorIndexed', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('scissorIndexed', 'height', 'a GLsizei (integer)', height);
      return $scissorIndexed(index >>> 0, left | 0, bottom | 0, width | 0, height | 0);
    },
    scissorIndexedv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('scissorIndexedv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('scissorIndexedv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('scissorIndexedv', 'v', 'an array of at least 4 numbers', v);
      return $scissorIndexedv(index >>> 0, v);
    },
    scissorArrayv(first: number, v: ArrayLike<number>): void {
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('scissorArrayv', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(v)) throw rt.argError('scissorArrayv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length % 4 !== 0) { sink(rt.GL_INVALID_VALUE, `scissorArrayv: v has ${v.length} values, not a multiple of 4`); return; }
      return $scissorArrayv(first >>> 0, v);
    },
    patchParameteri(pname: number, value: number): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('patchParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof value !== 'number' || !Number.isInteger(value)) throw rt.argError('patchParameteri', 'value', 'a GLint (integer)', value);
      return $patchParameteri(pname >>> 0, value | 0);
    },
    patchParameterfv(pname: number, values: ArrayLike<number>): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('patchParameterfv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(values)) throw rt.argError('patchParameterfv', 'values', rt.EXPECT_ARRAY, values);
      if (values.length < rt.enumInputCount(pname)) throw rt.argError('patchParameterfv', 'values', rt.expectEnumInput(pname), values);
      return $patchParameterfv(pname >>> 0, values);
    },
    sampleCoverage(value: number, invert: GLboolean): void {
      if (typeof value !== 'number') throw rt.argError('sampleCoverage', 'value', 'a GLfloat (number)', value);
      if (typeof invert !== 'boolean' && typeof invert !== 'number') throw rt.argError('sampleCoverage', 'invert', 'a GLboolean (boolean or number)', invert);
      return $sampleCoverage(value, invert);
    },
    sampleMaski(maskNumber: number, mask: number): void {
      if (typeof maskNumber !== 'number' || !Number.isInteger(maskNumber)) throw rt.argError('sampleMaski', 'maskNumber', 'a GLuint (integer)', maskNumber);
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('sampleMaski', 'mask', 'a GLbitfield (integer)', mask);
      return $sampleMaski(maskNumber >>> 0, mask >>> 0);
    },
    minSampleShading(value: number): void {
      if (typeof value !== 'number') throw rt.argError('minSampleShading', 'value', 'a GLfloat (number)', value);
      return $minSampleShading(value);
    },
    logicOp(opcode: number): void {
      if (typeof opcode !== 'number' || !Number.isInteger(opcode)) throw rt.argError('logicOp', 'opcode', 'a GLenum (integer)', opcode);
      return $logicOp(opcode >>> 0);
    },
    clampColor(target: number, clamp: number): void {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('clampColor', 'target', 'a GLenum (integer)', target);
      if (typeof clamp !== 'number' || !Number.isInteger(clamp)) throw rt.argError('clampColor', 'clamp', 'a GLenum (integer)', clamp);
      return $clampColor(target >>> 0, clamp >>> 0);
    },
    getMultisamplefv(pname: number, index: number): number[] {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getMultisamplefv', 'pname', 'a GLenum (integer)', pname);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getMultisamplefv', 'index', 'a GLuint (integer)', index);
      return $getMultisamplefv(pname >>> 0, index >>> 0);
    },
    clipControl(origin: number, depth: number): void {
      if (typeof origin !== 'number' || !Number.isInteger(origin)) throw rt.argError('clipControl', 'origin', 'a GLenum (integer)', origin);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('clipControl', 'depth', 'a GLenum (integer)', depth);
      return $clipControl(origin >>> 0, depth >>> 0);
    },
    readPixels(x: number, y: number, width: number, height: number, format: number, type: number, pixels: VoidData): void {
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('readPixels', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('readPixels', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('readPixels', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('readPixels', 'height', 'a GLsizei (integer)', height);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('readPixels', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('readPixels', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('readPixels', 'pixels', rt.EXPECT_DATA, pixels);
      return $readPixels(x | 0, y | 0, width | 0, height | 0, format >>> 0, type >>> 0, pixels);
    },
    readnPixels(x: number, y: number, width: number, height: number, format: number, type: number, bufSize: number, data: VoidData): void {
      if (typeof bufSize === 'object' && bufSize !== null) { // short form readnPixels(x, y, width, height, format, type, data)
        if (!ArrayBuffer.isView(bufSize)) throw rt.argError('readnPixels', 'data', rt.EXPECT_VIEW, bufSize);
        data = bufSize as never;
        bufSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('readnPixels', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('readnPixels', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('readnPixels', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('readnPixels', 'height', 'a GLsizei (integer)', height);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('readnPixels', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('readnPixels', 'type', 'a GLenum (integer)', type);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('readnPixels', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (!rt.isClientData(data)) throw rt.argError('readnPixels', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && bufSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `readnPixels: data holds ${data.byteLength} bytes, bufSize is ${bufSize}`); return; }
      return $readnPixels(x | 0, y | 0, width | 0, height | 0, format >>> 0, type >>> 0, bufSize | 0, data);
    },
    getIntegerv(pname: number): number[] {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getIntegerv', 'pname', 'a GLenum (integer)', pname);
      return $getIntegerv(pname >>> 0);
    },
    getFloatv(pname: number): number[] {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getFloatv', 'pname', 'a GLenum (integer)', pname);
      return $getFloatv(pname >>> 0);
    },
    getBooleanv(pname: number): number[] {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getBooleanv', 'pname', 'a GLenum (integer)', pname);
      return $getBooleanv(pname >>> 0);
    },
    getInteger64v(pname: number): number[] {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getInteger64v', 'pname', 'a GLenum (integer)', pname);
      return $getInteger64v(pname >>> 0);
    },
    getDoublev(pname: number): number[] {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getDoublev', 'pname', 'a GLenum (integer)', pname);
      return $getDoublev(pname >>> 0);
    },
    getIntegeri_v(target: number, index: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getIntegeri_v', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getIntegeri_v', 'index', 'a GLuint (integer)', index);
      return $getIntegeri_v(target >>> 0, index >>> 0);
    },
    getInteger64i_v(target: number, index: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getInteger64i_v', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getInteger64i_v', 'index', 'a GLuint (integer)', index);
      return $getInteger64i_v(target >>> 0, index >>> 0);
    },
    getBooleani_v(target: number, index: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getBooleani_v', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getBooleani_v', 'index', 'a GLuint (integer)', index);
      return $getBooleani_v(target >>> 0, index >>> 0);
    },
    getFloati_v(target: number, index: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getFloati_v', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getFloati_v', 'index', 'a GLuint (integer)', index);
      return $getFloati_v(target >>> 0, index >>> 0);
    },
    getDoublei_v(target: number, index: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('getDoublei_v', 'target', 'a GLenum (integer)', target);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getDoublei_v', 'index', 'a GLuint (integer)', index);
      return $getDoublei_v(target >>> 0, index >>> 0);
    },
    getString(name: number): string | null {
      if (typeof name !== 'number' || !Number.isInteger(name)) throw rt.argError('getString', 'name', 'a GLenum (integer)', name);
      return $getString(name >>> 0);
    },
    getStringi(name: number, index: number): string | null {
      if (typeof name !== 'number' || !Number.isInteger(name)) throw rt.argError('getStringi', 'name', 'a GLenum (integer)', name);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getStringi', 'index', 'a GLuint (integer)', index);
      return $getStringi(name >>> 0, index >>> 0);
    },
    getError(): number {
      return $getError();
    },
    getGraphicsResetStatus(): number {
      return $getGraphicsResetStatus();
    },
    getPointerv(pname: number): number {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getPointerv', 'pname', 'a GLenum (integer)', pname);
      return $getPointerv(pname >>> 0);
    },
    flush(): void {
      return $flush();
    },
    finish(): void {
      return $finish();
    },
    debugMessageCallback(callback: DebugCallback | null): void {
      if (callback !== null && typeof callback !== 'function') throw rt.argError('debugMessageCallback', 'callback', 'a function or null', callback);
      return $debugMessageCallback(callback);
    },
    debugMessageControl(source: number, type: number, severity: number, ids: ArrayLike<number>, enabled: GLboolean): void {
      if (typeof source !== 'number' || !Number.isInteger(source)) throw rt.argError('debugMessageControl', 'source', 'a GLenum (integer)', source);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('debugMessageControl', 'type', 'a GLenum (integer)', type);
      if (typeof severity !== 'number' || !Number.isInteger(severity)) throw rt.argError('debugMessageControl', 'severity', 'a GLenum (integer)', severity);
      if (!rt.isNumberArray(ids)) throw rt.argError('debugMessageControl', 'ids', rt.EXPECT_ARRAY, ids);
      if (typeof enabled !== 'boolean' && typeof enabled !== 'number') throw rt.argError('debugMessageControl', 'enabled', 'a GLboolean (boolean or number)', enabled);
      return $debugMessageControl(source >>> 0, type >>> 0, severity >>> 0, ids, enabled);
    },
    debugMessageInsert(source: number, type: number, id: number, severity: number, buf: string): void {
      if (typeof source !== 'number' || !Number.isInteger(source)) throw rt.argError('debugMessageInsert', 'source', 'a GLenum (integer)', source);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('debugMessageInsert', 'type', 'a GLenum (integer)', type);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('debugMessageInsert', 'id', 'a GLuint (integer)', id);
      if (typeof severity !== 'number' || !Number.isInteger(severity)) throw rt.argError('debugMessageInsert', 'severity', 'a GLenum (integer)', severity);
      if (typeof buf !== 'string') throw rt.argError('debugMessageInsert', 'buf', 'a string', buf);
      return $debugMessageInsert(source >>> 0, type >>> 0, id >>> 0, severity >>> 0, buf);
    },
    getDebugMessageLog(count: number): DebugLogMessage[] {
      if (typeof count !== 'number' || !Number.isInteger(count)) throw rt.argError('getDebugMessageLog', 'count', 'a GLuint (integer)', count);
      return $getDebugMessageLog(count >>> 0);
    },
    pushDebugGroup(source: number, id: number, message: string): void {
      if (typeof source !== 'number' || !Number.isInteger(source)) throw rt.argError('pushDebugGroup', 'source', 'a GLenum (integer)', source);
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('pushDebugGroup', 'id', 'a GLuint (integer)', id);
      if (typeof message !== 'string') throw rt.argError('pushDebugGroup', 'message', 'a string', message);
      return $pushDebugGroup(source >>> 0, id >>> 0, message);
    },
    popDebugGroup(): void {
      return $popDebugGroup();
    },
    objectLabel(identifier: number, name: number, label: string): void {
      if (typeof identifier !== 'number' || !Number.isInteger(identifier)) throw rt.argError('objectLabel', 'identifier', 'a GLenum (integer)', identifier);
      if (typeof name !== 'number' || !Number.isInteger(name)) throw rt.argError('objectLabel', 'name', 'a GLuint (integer)', name);
      if (typeof label !== 'string') throw rt.argError('objectLabel', 'label', 'a string', label);
      return $objectLabel(identifier >>> 0, name >>> 0, label);
    },
    getObjectLabel(identifier: number, name: number): string {
      if (typeof identifier !== 'number' || !Number.isInteger(identifier)) throw rt.argError('getObjectLabel', 'identifier', 'a GLenum (integer)', identifier);
      if (typeof name !== 'number' || !Number.isInteger(name)) throw rt.argError('getObjectLabel', 'name', 'a GLuint (integer)', name);
      return $getObjectLabel(identifier >>> 0, name >>> 0);
    },
    objectPtrLabel(ptr: VoidData, label: string): void {
      if (!rt.isClientData(ptr)) throw rt.argError('objectPtrLabel', 'ptr', rt.EXPECT_DATA, ptr);
      if (typeof label !== 'string') throw rt.argError('objectPtrLabel', 'label', 'a string', label);
      return $objectPtrLabel(ptr, label);
    },
    getObjectPtrLabel(ptr: VoidData): string {
      if (!rt.isClientData(ptr)) throw rt.argError('getObjectPtrLabel', 'ptr', rt.EXPECT_DATA, ptr);
      return $getObjectPtrLabel(ptr);
    },
    getActiveAtomicCounterBufferiv(program: number, bufferIndex: number, pname: number): number {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveAtomicCounterBufferiv', 'program', 'a GLuint (integer)', program);
      if (typeof bufferIndex !== 'number' || !Number.isInteger(bufferIndex)) throw rt.argError('getActiveAtomicCounterBufferiv', 'bufferIndex', 'a GLuint (integer)', bufferIndex);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getActiveAtomicCounterBufferiv', 'pname', 'a GLenum (integer)', pname);
      return $getActiveAtomicCounterBufferiv(program >>> 0, bufferIndex >>> 0, pname >>> 0);
    },
    transformFeedbackBufferBase(xfb: number, index: number, buffer: number): void {
      if (typeof xfb !== 'number' || !Number.isInteger(xfb)) throw rt.argError('transformFeedbackBufferBase', 'xfb', 'a GLuint (integer)', xfb);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('transformFeedbackBufferBase', 'index', 'a GLuint (integer)', index);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('transformFeedbackBufferBase', 'buffer', 'a GLuint (integer)', buffer);
      return $transformFeedbackBufferBase(xfb >>> 0, index >>> 0, buffer >>> 0);
    },
    transformFeedbackBufferRange(xfb: number, index: number, buffer: number, offset: number, size: number): void {
      if (typeof xfb !== 'number' || !Number.isInteger(xfb)) throw rt.argError('transformFeedbackBufferRange', 'xfb', 'a GLuint (integer)', xfb);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('transformFeedbackBufferRange', 'index', 'a GLuint (integer)', index);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('transformFeedbackBufferRange', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('transformFeedbackBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('transformFeedbackBufferRange', 'size', 'a GLsizeiptr (integer)', size);
      return $transformFeedbackBufferRange(xfb >>> 0, index >>> 0, buffer >>> 0, offset, size);
    },
    createBuffers(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createBuffers', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createBuffers: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createBuffers(n | 0);
    },
    namedBufferStorage(buffer: number, size: number, data: VoidData, flags: number): void {
      if (typeof size === 'object' && size !== null) { // short form namedBufferStorage(buffer, data, flags)
        if (!ArrayBuffer.isView(size)) throw rt.argError('namedBufferStorage', 'data', rt.EXPECT_VIEW, size);
        flags = data as never;
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('namedBufferStorage', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('namedBufferStorage', 'size', 'a GLsizeiptr (integer)', size);
      if (!rt.isClientData(data)) throw rt.argError('namedBufferStorage', 'data', rt.EXPECT_DATA, data);
      if (typeof flags !== 'number' || !Number.isInteger(flags)) throw rt.argError('namedBufferStorage', 'flags', 'a GLbitfield (integer)', flags);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `namedBufferStorage: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $namedBufferStorage(buffer >>> 0, size, data, flags >>> 0);
    },
    namedBufferData(buffer: number, size: number, data: VoidData, usage: number): void {
      if (typeof size === 'object' && size !== null) { // short form namedBufferData(buffer, data, usage)
        if (!ArrayBuffer.isView(size)) throw rt.argError('namedBufferData', 'data', rt.EXPECT_VIEW, size);
        usage = data as never;
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('namedBufferData', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('namedBufferData', 'size', 'a GLsizeiptr (integer)', size);
      if (!rt.isClientData(data)) throw rt.argError('namedBufferData', 'data', rt.EXPECT_DATA, data);
      if (typeof usage !== 'number' || !Number.isInteger(usage)) throw rt.argError('namedBufferData', 'usage', 'a GLenum (integer)', usage);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `namedBufferData: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $namedBufferData(buffer >>> 0, size, data, usage >>> 0);
    },
    namedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void {
      if (typeof size === 'object' && size !== null) { // short form namedBufferSubData(buffer, offset, data)
        if (!ArrayBuffer.isView(size)) throw rt.argError('namedBufferSubData', 'data', rt.EXPECT_VIEW, size);
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('namedBufferSubData', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('namedBufferSubData', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('namedBufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      if (!rt.isClientData(data)) throw rt.argError('namedBufferSubData', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `namedBufferSubData: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $namedBufferSubData(buffer >>> 0, offset, size, data);
    },
    copyNamedBufferSubData(readBuffer: number, writeBuffer: number, readOffset: number, writeOffset: number, size: number): void {
      if (typeof readBuffer !== 'number' || !Number.isInteger(readBuffer)) throw rt.argError('copyNamedBufferSubData', 'readBuffer', 'a GLuint (integer)', readBuffer);
      if (typeof writeBuffer !== 'number' || !Number.isInteger(writeBuffer)) throw rt.argError('copyNamedBufferSubData', 'writeBuffer', 'a GLuint (integer)', writeBuffer);
      if (typeof readOffset !== 'number' || !Number.isInteger(readOffset)) throw rt.argError('copyNamedBufferSubData', 'readOffset', 'a GLintptr (integer)', readOffset);
      if (typeof writeOffset !== 'number' || !Number.isInteger(writeOffset)) throw rt.argError('copyNamedBufferSubData', 'writeOffset', 'a GLintptr (integer)', writeOffset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('copyNamedBufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      return $copyNamedBufferSubData(readBuffer >>> 0, writeBuffer >>> 0, readOffset, writeOffset, size);
    },
    clearNamedBufferData(buffer: number, internalformat: number, format: number, type: number, data: VoidData): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearNamedBufferData', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('clearNamedBufferData', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('clearNamedBufferData', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('clearNamedBufferData', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(data)) throw rt.argError('clearNamedBufferData', 'data', rt.EXPECT_DATA, data);
      return $clearNamedBufferData(buffer >>> 0, internalformat >>> 0, format >>> 0, type >>> 0, data);
    },
    clearNamedBufferSubData(buffer: number, internalformat: number, offset: number, size: number, format: number, type: number, data: VoidData): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearNamedBufferSubData', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('clearNamedBufferSubData', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('clearNamedBufferSubData', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('clearNamedBufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('clearNamedBufferSubData', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('clearNamedBufferSubData', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(data)) throw rt.argError('clearNamedBufferSubData', 'data', rt.EXPECT_DATA, data);
      return $clearNamedBufferSubData(buffer >>> 0, internalformat >>> 0, offset, size, format >>> 0, type >>> 0, data);
    },
    mapNamedBuffer(buffer: number, access: number): Uint8Array | null {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('mapNamedBuffer', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof access !== 'number' || !Number.isInteger(access)) throw rt.argError('mapNamedBuffer', 'access', 'a GLenum (integer)', access);
      return $mapNamedBuffer(buffer >>> 0, access >>> 0);
    },
    mapNamedBufferRange(buffer: number, offset: number, length: number, access: number): Uint8Array | null {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('mapNamedBufferRange', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('mapNamedBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof length !== 'number' || !Number.isInteger(length)) throw rt.argError('mapNamedBufferRange', 'length', 'a GLsizeiptr (integer)', length);
      if (typeof access !== 'number' || !Number.isInteger(access)) throw rt.argError('mapNamedBufferRange', 'access', 'a GLbitfield (integer)', access);
      return $mapNamedBufferRange(buffer >>> 0, offset, length, access >>> 0);
    },
    unmapNamedBuffer(buffer: number): boolean {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('unmapNamedBuffer', 'buffer', 'a GLuint (integer)', buffer);
      return $unmapNamedBuffer(buffer >>> 0);
    },
    flushMappedNamedBufferRange(buffer: number, offset: number, length: number): void {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('flushMappedNamedBufferRange', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('flushMappedNamedBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof length !== 'number' || !Number.isInteger(length)) throw rt.argError('flushMappedNamedBufferRange', 'length', 'a GLsizeiptr (integer)', length);
      return $flushMappedNamedBufferRange(buffer >>> 0, offset, length);
    },
    getNamedBufferParameteriv(buffer: number, pname: number): number {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getNamedBufferParameteriv', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getNamedBufferParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getNamedBufferParameteriv(buffer >>> 0, pname >>> 0);
    },
    getNamedBufferParameteri64v(buffer: number, pname: number): number {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getNamedBufferParameteri64v', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getNamedBufferParameteri64v', 'pname', 'a GLenum (integer)', pname);
      return $getNamedBufferParameteri64v(buffer >>> 0, pname >>> 0);
    },
    getNamedBufferPointerv(buffer: number, pname: number): number {
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getNamedBufferPointerv', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getNamedBufferPointerv', 'pname', 'a GLenum (integer)', pname);
      return $getNamedBufferPointerv(buffer >>> 0, pname >>> 0);
    },
    getNamedBufferSubData(buffer: number, offset: number, size: number, data: VoidData): void {
      if (typeof size === 'object' && size !== null) { // short form getNamedBufferSubData(buffer, offset, data)
        if (!ArrayBuffer.isView(size)) throw rt.argError('getNamedBufferSubData', 'data', rt.EXPECT_VIEW, size);
        data = size as never;
        size = (data as ArrayBufferView).byteLength;
      }
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getNamedBufferSubData', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('getNamedBufferSubData', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('getNamedBufferSubData', 'size', 'a GLsizeiptr (integer)', size);
      if (!rt.isClientData(data)) throw rt.argError('getNamedBufferSubData', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && size > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `getNamedBufferSubData: data holds ${data.byteLength} bytes, size is ${size}`); return; }
      return $getNamedBufferSubData(buffer >>> 0, offset, size, data);
    },
    namedFramebufferDrawBuffer(framebuffer: number, buf: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('namedFramebufferDrawBuffer', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof buf !== 'number' || !Number.isInteger(buf)) throw rt.argError('namedFramebufferDrawBuffer', 'buf', 'a GLenum (integer)', buf);
      return $namedFramebufferDrawBuffer(framebuffer >>> 0, buf >>> 0);
    },
    namedFramebufferDrawBuffers(framebuffer: number, bufs: ArrayLike<number>): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('namedFramebufferDrawBuffers', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (!rt.isNumberArray(bufs)) throw rt.argError('namedFramebufferDrawBuffers', 'bufs', rt.EXPECT_ARRAY, bufs);
      return $namedFramebufferDrawBuffers(framebuffer >>> 0, bufs);
    },
    namedFramebufferReadBuffer(framebuffer: number, src: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('namedFramebufferReadBuffer', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof src !== 'number' || !Number.isInteger(src)) throw rt.argError('namedFramebufferReadBuffer', 'src', 'a GLenum (integer)', src);
      return $namedFramebufferReadBuffer(framebuffer >>> 0, src >>> 0);
    },
    textureBuffer(texture: number, internalformat: number, buffer: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureBuffer', 'texture', 'a GLuint (integer)', texture);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureBuffer', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('textureBuffer', 'buffer', 'a GLuint (integer)', buffer);
      return $textureBuffer(texture >>> 0, internalformat >>> 0, buffer >>> 0);
    },
    textureBufferRange(texture: number, internalformat: number, buffer: number, offset: number, size: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureBufferRange', 'texture', 'a GLuint (integer)', texture);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureBufferRange', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('textureBufferRange', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('textureBufferRange', 'offset', 'a GLintptr (integer)', offset);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('textureBufferRange', 'size', 'a GLsizeiptr (integer)', size);
      return $textureBufferRange(texture >>> 0, internalformat >>> 0, buffer >>> 0, offset, size);
    },
    vertexArrayElementBuffer(vaobj: number, buffer: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayElementBuffer', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('vertexArrayElementBuffer', 'buffer', 'a GLuint (integer)', buffer);
      return $vertexArrayElementBuffer(vaobj >>> 0, buffer >>> 0);
    },
    vertexArrayVertexBuffer(vaobj: number, bindingindex: number, buffer: number, offset: number, stride: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayVertexBuffer', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof bindingindex !== 'number' || !Number.isInteger(bindingindex)) throw rt.argError('vertexArrayVertexBuffer', 'bindingindex', 'a GLuint (integer)', bindingindex);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('vertexArrayVertexBuffer', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('vertexArrayVertexBuffer', 'offset', 'a GLintptr (integer)', offset);
      if (typeof stride !== 'number' || !Number.isInteger(stride)) throw rt.argError('vertexArrayVertexBuffer', 'stride', 'a GLsizei (integer)', stride);
      return $vertexArrayVertexBuffer(vaobj >>> 0, bindingindex >>> 0, buffer >>> 0, offset, stride | 0);
    },
    vertexArrayVertexBuffers(vaobj: number, first: number, buffers: ArrayLike<number>, offsets: ArrayLike<number>, strides: ArrayLike<number>): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayVertexBuffers', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof first !== 'number' || !Number.isInteger(first)) throw rt.argError('vertexArrayVertexBuffers', 'first', 'a GLuint (integer)', first);
      if (!rt.isNumberArray(buffers)) throw rt.argError('vertexArrayVertexBuffers', 'buffers', rt.EXPECT_ARRAY, buffers);
      if (!rt.isNumberArray(offsets)) throw rt.argError('vertexArrayVertexBuffers', 'offsets', rt.EXPECT_ARRAY, offsets);
      if (!rt.isNumberArray(strides)) throw rt.argError('vertexArrayVertexBuffers', 'strides', rt.EXPECT_ARRAY, strides);
      if (offsets.length < buffers.length) throw rt.argError('vertexArrayVertexBuffers', 'offsets', `an array of at least ${buffers.length} entries (one per 'buffers' entry)`, offsets);
      if (strides.length < buffers.length) throw rt.argError('vertexArrayVertexBuffers', 'strides', `an array of at least ${buffers.length} entries (one per 'buffers' entry)`, strides);
      return $vertexArrayVertexBuffers(vaobj >>> 0, first >>> 0, buffers, offsets, strides);
    },
    getQueryBufferObjecti64v(id: number, buffer: number, pname: number, offset: number): void {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryBufferObjecti64v', 'id', 'a GLuint (integer)', id);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getQueryBufferObjecti64v', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryBufferObjecti64v', 'pname', 'a GLenum (integer)', pname);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('getQueryBufferObjecti64v', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryBufferObjecti64v(id >>> 0, buffer >>> 0, pname >>> 0, offset);
    },
    getQueryBufferObjectiv(id: number, buffer: number, pname: number, offset: number): void {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryBufferObjectiv', 'id', 'a GLuint (integer)', id);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getQueryBufferObjectiv', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryBufferObjectiv', 'pname', 'a GLenum (integer)', pname);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('getQueryBufferObjectiv', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryBufferObjectiv(id >>> 0, buffer >>> 0, pname >>> 0, offset);
    },
    getQueryBufferObjectui64v(id: number, buffer: number, pname: number, offset: number): void {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryBufferObjectui64v', 'id', 'a GLuint (integer)', id);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getQueryBufferObjectui64v', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryBufferObjectui64v', 'pname', 'a GLenum (integer)', pname);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('getQueryBufferObjectui64v', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryBufferObjectui64v(id >>> 0, buffer >>> 0, pname >>> 0, offset);
    },
    getQueryBufferObjectuiv(id: number, buffer: number, pname: number, offset: number): void {
      if (typeof id !== 'number' || !Number.isInteger(id)) throw rt.argError('getQueryBufferObjectuiv', 'id', 'a GLuint (integer)', id);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('getQueryBufferObjectuiv', 'buffer', 'a GLuint (integer)', buffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getQueryBufferObjectuiv', 'pname', 'a GLenum (integer)', pname);
      if (typeof offset !== 'number' || !Number.isInteger(offset)) throw rt.argError('getQueryBufferObjectuiv', 'offset', 'a GLintptr (integer)', offset);
      return $getQueryBufferObjectuiv(id >>> 0, buffer >>> 0, pname >>> 0, offset);
    },
    createVertexArrays(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createVertexArrays', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createVertexArrays: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createVertexArrays(n | 0);
    },
    disableVertexArrayAttrib(vaobj: number, index: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('disableVertexArrayAttrib', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('disableVertexArrayAttrib', 'index', 'a GLuint (integer)', index);
      return $disableVertexArrayAttrib(vaobj >>> 0, index >>> 0);
    },
    enableVertexArrayAttrib(vaobj: number, index: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('enableVertexArrayAttrib', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('enableVertexArrayAttrib', 'index', 'a GLuint (integer)', index);
      return $enableVertexArrayAttrib(vaobj >>> 0, index >>> 0);
    },
    vertexArrayAttribBinding(vaobj: number, attribindex: number, bindingindex: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayAttribBinding', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexArrayAttribBinding', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof bindingindex !== 'number' || !Number.isInteger(bindingindex)) throw rt.argError('vertexArrayAttribBinding', 'bindingindex', 'a GLuint (integer)', bindingindex);
      return $vertexArrayAttribBinding(vaobj >>> 0, attribindex >>> 0, bindingindex >>> 0);
    },
    vertexArrayAttribFormat(vaobj: number, attribindex: number, size: number, type: number, normalized: GLboolean, relativeoffset: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayAttribFormat', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexArrayAttribFormat', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexArrayAttribFormat', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexArrayAttribFormat', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexArrayAttribFormat', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (typeof relativeoffset !== 'number' || !Number.isInteger(relativeoffset)) throw rt.argError('vertexArrayAttribFormat', 'relativeoffset', 'a GLuint (integer)', relativeoffset);
      return $vertexArrayAttribFormat(vaobj >>> 0, attribindex >>> 0, size | 0, type >>> 0, normalized, relativeoffset >>> 0);
    },
    vertexArrayAttribIFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayAttribIFormat', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexArrayAttribIFormat', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexArrayAttribIFormat', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexArrayAttribIFormat', 'type', 'a GLenum (integer)', type);
      if (typeof relativeoffset !== 'number' || !Number.isInteger(relativeoffset)) throw rt.argError('vertexArrayAttribIFormat', 'relativeoffset', 'a GLuint (integer)', relativeoffset);
      return $vertexArrayAttribIFormat(vaobj >>> 0, attribindex >>> 0, size | 0, type >>> 0, relativeoffset >>> 0);
    },
    vertexArrayAttribLFormat(vaobj: number, attribindex: number, size: number, type: number, relativeoffset: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayAttribLFormat', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof attribindex !== 'number' || !Number.isInteger(attribindex)) throw rt.argError('vertexArrayAttribLFormat', 'attribindex', 'a GLuint (integer)', attribindex);
      if (typeof size !== 'number' || !Number.isInteger(size)) throw rt.argError('vertexArrayAttribLFormat', 'size', 'a GLint (integer)', size);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexArrayAttribLFormat', 'type', 'a GLenum (integer)', type);
      if (typeof relativeoffset !== 'number' || !Number.isInteger(relativeoffset)) throw rt.argError('vertexArrayAttribLFormat', 'relativeoffset', 'a GLuint (integer)', relativeoffset);
      return $vertexArrayAttribLFormat(vaobj >>> 0, attribindex >>> 0, size | 0, type >>> 0, relativeoffset >>> 0);
    },
    vertexArrayBindingDivisor(vaobj: number, bindingindex: number, divisor: number): void {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('vertexArrayBindingDivisor', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof bindingindex !== 'number' || !Number.isInteger(bindingindex)) throw rt.argError('vertexArrayBindingDivisor', 'bindingindex', 'a GLuint (integer)', bindingindex);
      if (typeof divisor !== 'number' || !Number.isInteger(divisor)) throw rt.argError('vertexArrayBindingDivisor', 'divisor', 'a GLuint (integer)', divisor);
      return $vertexArrayBindingDivisor(vaobj >>> 0, bindingindex >>> 0, divisor >>> 0);
    },
    getVertexArrayiv(vaobj: number, pname: number): number {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('getVertexArrayiv', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexArrayiv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexArrayiv(vaobj >>> 0, pname >>> 0);
    },
    getVertexArrayIndexediv(vaobj: number, index: number, pname: number): number {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('getVertexArrayIndexediv', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexArrayIndexediv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexArrayIndexediv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexArrayIndexediv(vaobj >>> 0, index >>> 0, pname >>> 0);
    },
    getVertexArrayIndexed64iv(vaobj: number, index: number, pname: number): number {
      if (typeof vaobj !== 'number' || !Number.isInteger(vaobj)) throw rt.argError('getVertexArrayIndexed64iv', 'vaobj', 'a GLuint (integer)', vaobj);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getVertexArrayIndexed64iv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getVertexArrayIndexed64iv', 'pname', 'a GLenum (integer)', pname);
      return $getVertexArrayIndexed64iv(vaobj >>> 0, index >>> 0, pname >>> 0);
    },
    namedFramebufferTexture(framebuffer: number, attachment: number, texture: number, level: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('namedFramebufferTexture', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('namedFramebufferTexture', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('namedFramebufferTexture', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('namedFramebufferTexture', 'level', 'a GLint (integer)', level);
      return $namedFramebufferTexture(framebuffer >>> 0, attachment >>> 0, texture >>> 0, level | 0);
    },
    namedFramebufferTextureLayer(framebuffer: number, attachment: number, texture: number, level: number, layer: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('namedFramebufferTextureLayer', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('namedFramebufferTextureLayer', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('namedFramebufferTextureLayer', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('namedFramebufferTextureLayer', 'level', 'a GLint (integer)', level);
      if (typeof layer !== 'number' || !Number.isInteger(layer)) throw rt.argError('namedFramebufferTextureLayer', 'layer', 'a GLint (integer)', layer);
      return $namedFramebufferTextureLayer(framebuffer >>> 0, attachment >>> 0, texture >>> 0, level | 0, layer | 0);
    },
    createTextures(target: number, n: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('createTextures', 'target', 'a GLenum (integer)', target);
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createTextures', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createTextures: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createTextures(target >>> 0, n | 0);
    },
    textureStorage1D(texture: number, levels: number, internalformat: number, width: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureStorage1D', 'texture', 'a GLuint (integer)', texture);
      if (typeof levels !== 'number' || !Number.isInteger(levels)) throw rt.argError('textureStorage1D', 'levels', 'a GLsizei (integer)', levels);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureStorage1D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureStorage1D', 'width', 'a GLsizei (integer)', width);
      return $textureStorage1D(texture >>> 0, levels | 0, internalformat >>> 0, width | 0);
    },
    textureStorage2D(texture: number, levels: number, internalformat: number, width: number, height: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureStorage2D', 'texture', 'a GLuint (integer)', texture);
      if (typeof levels !== 'number' || !Number.isInteger(levels)) throw rt.argError('textureStorage2D', 'levels', 'a GLsizei (integer)', levels);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureStorage2D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureStorage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('textureStorage2D', 'height', 'a GLsizei (integer)', height);
      return $textureStorage2D(texture >>> 0, levels | 0, internalformat >>> 0, width | 0, height | 0);
    },
    textureStorage3D(texture: number, levels: number, internalformat: number, width: number, height: number, depth: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureStorage3D', 'texture', 'a GLuint (integer)', texture);
      if (typeof levels !== 'number' || !Number.isInteger(levels)) throw rt.argError('textureStorage3D', 'levels', 'a GLsizei (integer)', levels);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureStorage3D', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureStorage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('textureStorage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('textureStorage3D', 'depth', 'a GLsizei (integer)', depth);
      return $textureStorage3D(texture >>> 0, levels | 0, internalformat >>> 0, width | 0, height | 0, depth | 0);
    },
    textureStorage2DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, fixedsamplelocations: GLboolean): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureStorage2DMultisample', 'texture', 'a GLuint (integer)', texture);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('textureStorage2DMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureStorage2DMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureStorage2DMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('textureStorage2DMultisample', 'height', 'a GLsizei (integer)', height);
      if (typeof fixedsamplelocations !== 'boolean' && typeof fixedsamplelocations !== 'number') throw rt.argError('textureStorage2DMultisample', 'fixedsamplelocations', 'a GLboolean (boolean or number)', fixedsamplelocations);
      return $textureStorage2DMultisample(texture >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0, fixedsamplelocations);
    },
    textureStorage3DMultisample(texture: number, samples: number, internalformat: number, width: number, height: number, depth: number, fixedsamplelocations: GLboolean): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureStorage3DMultisample', 'texture', 'a GLuint (integer)', texture);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('textureStorage3DMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('textureStorage3DMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureStorage3DMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('textureStorage3DMultisample', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('textureStorage3DMultisample', 'depth', 'a GLsizei (integer)', depth);
      if (typeof fixedsamplelocations !== 'boolean' && typeof fixedsamplelocations !== 'number') throw rt.argError('textureStorage3DMultisample', 'fixedsamplelocations', 'a GLboolean (boolean or number)', fixedsamplelocations);
      return $textureStorage3DMultisample(texture >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0, depth | 0, fixedsamplelocations);
    },
    textureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, type: number, pixels: VoidData): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureSubImage1D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('textureSubImage1D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('textureSubImage1D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureSubImage1D', 'width', 'a GLsizei (integer)', width);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('textureSubImage1D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('textureSubImage1D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('textureSubImage1D', 'pixels', rt.EXPECT_DATA, pixels);
      return $textureSubImage1D(texture >>> 0, level | 0, xoffset | 0, width | 0, format >>> 0, type >>> 0, pixels);
    },
    textureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, type: number, pixels: VoidData): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureSubImage2D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('textureSubImage2D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('textureSubImage2D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('textureSubImage2D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureSubImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('textureSubImage2D', 'height', 'a GLsizei (integer)', height);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('textureSubImage2D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('textureSubImage2D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('textureSubImage2D', 'pixels', rt.EXPECT_DATA, pixels);
      return $textureSubImage2D(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, width | 0, height | 0, format >>> 0, type >>> 0, pixels);
    },
    textureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, pixels: VoidData): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureSubImage3D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('textureSubImage3D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('textureSubImage3D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('textureSubImage3D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('textureSubImage3D', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('textureSubImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('textureSubImage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('textureSubImage3D', 'depth', 'a GLsizei (integer)', depth);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('textureSubImage3D', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('textureSubImage3D', 'type', 'a GLenum (integer)', type);
      if (!rt.isClientData(pixels)) throw rt.argError('textureSubImage3D', 'pixels', rt.EXPECT_DATA, pixels);
      return $textureSubImage3D(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0, format >>> 0, type >>> 0, pixels);
    },
    compressedTextureSubImage1D(texture: number, level: number, xoffset: number, width: number, format: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTextureSubImage1D(texture, level, xoffset, width, format, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTextureSubImage1D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('compressedTextureSubImage1D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTextureSubImage1D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('compressedTextureSubImage1D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTextureSubImage1D', 'width', 'a GLsizei (integer)', width);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('compressedTextureSubImage1D', 'format', 'a GLenum (integer)', format);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTextureSubImage1D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTextureSubImage1D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTextureSubImage1D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTextureSubImage1D(texture >>> 0, level | 0, xoffset | 0, width | 0, format >>> 0, imageSize | 0, data);
    },
    compressedTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, width: number, height: number, format: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTextureSubImage2D(texture, level, xoffset, yoffset, width, height, format, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTextureSubImage2D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('compressedTextureSubImage2D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTextureSubImage2D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('compressedTextureSubImage2D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('compressedTextureSubImage2D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTextureSubImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('compressedTextureSubImage2D', 'height', 'a GLsizei (integer)', height);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('compressedTextureSubImage2D', 'format', 'a GLenum (integer)', format);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTextureSubImage2D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTextureSubImage2D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTextureSubImage2D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTextureSubImage2D(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, width | 0, height | 0, format >>> 0, imageSize | 0, data);
    },
    compressedTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, imageSize: number, data: VoidData): void {
      if (typeof imageSize === 'object' && imageSize !== null) { // short form compressedTextureSubImage3D(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, data)
        if (!ArrayBuffer.isView(imageSize)) throw rt.argError('compressedTextureSubImage3D', 'data', rt.EXPECT_VIEW, imageSize);
        data = imageSize as never;
        imageSize = (data as ArrayBufferView).byteLength;
      }
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('compressedTextureSubImage3D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('compressedTextureSubImage3D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('compressedTextureSubImage3D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('compressedTextureSubImage3D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('compressedTextureSubImage3D', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('compressedTextureSubImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('compressedTextureSubImage3D', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('compressedTextureSubImage3D', 'depth', 'a GLsizei (integer)', depth);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('compressedTextureSubImage3D', 'format', 'a GLenum (integer)', format);
      if (typeof imageSize !== 'number' || !Number.isInteger(imageSize)) throw rt.argError('compressedTextureSubImage3D', 'imageSize', 'a GLsizei (integer)', imageSize);
      if (!rt.isClientData(data)) throw rt.argError('compressedTextureSubImage3D', 'data', rt.EXPECT_DATA, data);
      if (data !== null && typeof data === 'object' && imageSize > data.byteLength) { sink(rt.GL_INVALID_OPERATION, `compressedTextureSubImage3D: data holds ${data.byteLength} bytes, imageSize is ${imageSize}`); return; }
      return $compressedTextureSubImage3D(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0, format >>> 0, imageSize | 0, data);
    },
    copyTextureSubImage1D(texture: number, level: number, xoffset: number, x: number, y: number, width: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('copyTextureSubImage1D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTextureSubImage1D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('copyTextureSubImage1D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTextureSubImage1D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTextureSubImage1D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTextureSubImage1D', 'width', 'a GLsizei (integer)', width);
      return $copyTextureSubImage1D(texture >>> 0, level | 0, xoffset | 0, x | 0, y | 0, width | 0);
    },
    copyTextureSubImage2D(texture: number, level: number, xoffset: number, yoffset: number, x: number, y: number, width: number, height: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('copyTextureSubImage2D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTextureSubImage2D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('copyTextureSubImage2D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('copyTextureSubImage2D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTextureSubImage2D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTextureSubImage2D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTextureSubImage2D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('copyTextureSubImage2D', 'height', 'a GLsizei (integer)', height);
      return $copyTextureSubImage2D(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, x | 0, y | 0, width | 0, height | 0);
    },
    copyTextureSubImage3D(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, x: number, y: number, width: number, height: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('copyTextureSubImage3D', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('copyTextureSubImage3D', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('copyTextureSubImage3D', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('copyTextureSubImage3D', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('copyTextureSubImage3D', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('copyTextureSubImage3D', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('copyTextureSubImage3D', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('copyTextureSubImage3D', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('copyTextureSubImage3D', 'height', 'a GLsizei (integer)', height);
      return $copyTextureSubImage3D(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, x | 0, y | 0, width | 0, height | 0);
    },
    textureParameterf(texture: number, pname: number, param: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureParameterf', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('textureParameterf', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number') throw rt.argError('textureParameterf', 'param', 'a GLfloat (number)', param);
      return $textureParameterf(texture >>> 0, pname >>> 0, param);
    },
    textureParameterfv(texture: number, pname: number, param: ArrayLike<number>): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureParameterfv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('textureParameterfv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(param)) throw rt.argError('textureParameterfv', 'param', rt.EXPECT_ARRAY, param);
      if (param.length < rt.enumInputCount(pname)) throw rt.argError('textureParameterfv', 'param', rt.expectEnumInput(pname), param);
      return $textureParameterfv(texture >>> 0, pname >>> 0, param);
    },
    textureParameteri(texture: number, pname: number, param: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureParameteri', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('textureParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number' || !Number.isInteger(param)) throw rt.argError('textureParameteri', 'param', 'a GLint (integer)', param);
      return $textureParameteri(texture >>> 0, pname >>> 0, param | 0);
    },
    textureParameterIiv(texture: number, pname: number, params: ArrayLike<number>): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureParameterIiv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('textureParameterIiv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('textureParameterIiv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < rt.enumInputCount(pname)) throw rt.argError('textureParameterIiv', 'params', rt.expectEnumInput(pname), params);
      return $textureParameterIiv(texture >>> 0, pname >>> 0, params);
    },
    textureParameterIuiv(texture: number, pname: number, params: ArrayLike<number>): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureParameterIuiv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('textureParameterIuiv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('textureParameterIuiv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < rt.enumInputCount(pname)) throw rt.argError('textureParameterIuiv', 'params', rt.expectEnumInput(pname), params);
      return $textureParameterIuiv(texture >>> 0, pname >>> 0, params);
    },
    textureParameteriv(texture: number, pname: number, param: ArrayLike<number>): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('textureParameteriv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('textureParameteriv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(param)) throw rt.argError('textureParameteriv', 'param', rt.EXPECT_ARRAY, param);
      if (param.length < rt.enumInputCount(pname)) throw rt.argError('textureParameteriv', 'param', rt.expectEnumInput(pname), param);
      return $textureParameteriv(texture >>> 0, pname >>> 0, param);
    },
    generateTextureMipmap(texture: number): void {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('generateTextureMipmap', 'texture', 'a GLuint (integer)', texture);
      return $generateTextureMipmap(texture >>> 0);
    },
    bindTextureUnit(unit: number, texture: number): void {
      if (typeof unit !== 'number' || !Number.isInteger(unit)) throw rt.argError('bindTextureUnit', 'unit', 'a GLuint (integer)', unit);
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('bindTextureUnit', 'texture', 'a GLuint (integer)', texture);
      return $bindTextureUnit(unit >>> 0, texture >>> 0);
    },
    getTextureImage(texture: number, level: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
      if (typeof bufSize === 'object' && bufSize !== null) { // short form getTextureImage(texture, level, format, type, pixels)
        if (!ArrayBuffer.isView(bufSize)) throw rt.argError('getTextureImage', 'pixels', rt.EXPECT_VIEW, bufSize);
        pixels = bufSize as never;
        bufSize = (pixels as ArrayBufferView).byteLength;
      }
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getTextureImage', 'level', 'a GLint (integer)', level);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('getTextureImage', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('getTextureImage', 'type', 'a GLenum (integer)', type);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getTextureImage', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (!rt.isClientData(pixels)) throw rt.argError('getTextureImage', 'pixels', rt.EXPECT_DATA, pixels);
      if (pixels !== null && typeof pixels === 'object' && bufSize > pixels.byteLength) { sink(rt.GL_INVALID_OPERATION, `getTextureImage: pixels holds ${pixels.byteLength} bytes, bufSize is ${bufSize}`); return; }
      return $getTextureImage(texture >>> 0, level | 0, format >>> 0, type >>> 0, bufSize | 0, pixels);
    },
    getCompressedTextureImage(texture: number, level: number, bufSize: number, pixels: VoidData): void {
      if (typeof bufSize === 'object' && bufSize !== null) { // short form getCompressedTextureImage(texture, level, pixels)
        if (!ArrayBuffer.isView(bufSize)) throw rt.argError('getCompressedTextureImage', 'pixels', rt.EXPECT_VIEW, bufSize);
        pixels = bufSize as never;
        bufSize = (pixels as ArrayBufferView).byteLength;
      }
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getCompressedTextureImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getCompressedTextureImage', 'level', 'a GLint (integer)', level);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getCompressedTextureImage', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (!rt.isClientData(pixels)) throw rt.argError('getCompressedTextureImage', 'pixels', rt.EXPECT_DATA, pixels);
      if (pixels !== null && typeof pixels === 'object' && bufSize > pixels.byteLength) { sink(rt.GL_INVALID_OPERATION, `getCompressedTextureImage: pixels holds ${pixels.byteLength} bytes, bufSize is ${bufSize}`); return; }
      return $getCompressedTextureImage(texture >>> 0, level | 0, bufSize | 0, pixels);
    },
    getTextureLevelParameterfv(texture: number, level: number, pname: number): number {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureLevelParameterfv', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getTextureLevelParameterfv', 'level', 'a GLint (integer)', level);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTextureLevelParameterfv', 'pname', 'a GLenum (integer)', pname);
      return $getTextureLevelParameterfv(texture >>> 0, level | 0, pname >>> 0);
    },
    getTextureLevelParameteriv(texture: number, level: number, pname: number): number {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureLevelParameteriv', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getTextureLevelParameteriv', 'level', 'a GLint (integer)', level);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTextureLevelParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getTextureLevelParameteriv(texture >>> 0, level | 0, pname >>> 0);
    },
    getTextureParameterfv(texture: number, pname: number): number[] {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureParameterfv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTextureParameterfv', 'pname', 'a GLenum (integer)', pname);
      return $getTextureParameterfv(texture >>> 0, pname >>> 0);
    },
    getTextureParameterIiv(texture: number, pname: number): number[] {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureParameterIiv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTextureParameterIiv', 'pname', 'a GLenum (integer)', pname);
      return $getTextureParameterIiv(texture >>> 0, pname >>> 0);
    },
    getTextureParameterIuiv(texture: number, pname: number): number[] {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureParameterIuiv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTextureParameterIuiv', 'pname', 'a GLenum (integer)', pname);
      return $getTextureParameterIuiv(texture >>> 0, pname >>> 0);
    },
    getTextureParameteriv(texture: number, pname: number): number[] {
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureParameteriv', 'texture', 'a GLuint (integer)', texture);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTextureParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getTextureParameteriv(texture >>> 0, pname >>> 0);
    },
    getTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, format: number, type: number, bufSize: number, pixels: VoidData): void {
      if (typeof bufSize === 'object' && bufSize !== null) { // short form getTextureSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels)
        if (!ArrayBuffer.isView(bufSize)) throw rt.argError('getTextureSubImage', 'pixels', rt.EXPECT_VIEW, bufSize);
        pixels = bufSize as never;
        bufSize = (pixels as ArrayBufferView).byteLength;
      }
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getTextureSubImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getTextureSubImage', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('getTextureSubImage', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('getTextureSubImage', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('getTextureSubImage', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('getTextureSubImage', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('getTextureSubImage', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('getTextureSubImage', 'depth', 'a GLsizei (integer)', depth);
      if (typeof format !== 'number' || !Number.isInteger(format)) throw rt.argError('getTextureSubImage', 'format', 'a GLenum (integer)', format);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('getTextureSubImage', 'type', 'a GLenum (integer)', type);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getTextureSubImage', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (!rt.isClientData(pixels)) throw rt.argError('getTextureSubImage', 'pixels', rt.EXPECT_DATA, pixels);
      if (pixels !== null && typeof pixels === 'object' && bufSize > pixels.byteLength) { sink(rt.GL_INVALID_OPERATION, `getTextureSubImage: pixels holds ${pixels.byteLength} bytes, bufSize is ${bufSize}`); return; }
      return $getTextureSubImage(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0, format >>> 0, type >>> 0, bufSize | 0, pixels);
    },
    getCompressedTextureSubImage(texture: number, level: number, xoffset: number, yoffset: number, zoffset: number, width: number, height: number, depth: number, bufSize: number, pixels: VoidData): void {
      if (typeof bufSize === 'object' && bufSize !== null) { // short form getCompressedTextureSubImage(texture, level, xoffset, yoffset, zoffset, width, height, depth, pixels)
        if (!ArrayBuffer.isView(bufSize)) throw rt.argError('getCompressedTextureSubImage', 'pixels', rt.EXPECT_VIEW, bufSize);
        pixels = bufSize as never;
        bufSize = (pixels as ArrayBufferView).byteLength;
      }
      if (typeof texture !== 'number' || !Number.isInteger(texture)) throw rt.argError('getCompressedTextureSubImage', 'texture', 'a GLuint (integer)', texture);
      if (typeof level !== 'number' || !Number.isInteger(level)) throw rt.argError('getCompressedTextureSubImage', 'level', 'a GLint (integer)', level);
      if (typeof xoffset !== 'number' || !Number.isInteger(xoffset)) throw rt.argError('getCompressedTextureSubImage', 'xoffset', 'a GLint (integer)', xoffset);
      if (typeof yoffset !== 'number' || !Number.isInteger(yoffset)) throw rt.argError('getCompressedTextureSubImage', 'yoffset', 'a GLint (integer)', yoffset);
      if (typeof zoffset !== 'number' || !Number.isInteger(zoffset)) throw rt.argError('getCompressedTextureSubImage', 'zoffset', 'a GLint (integer)', zoffset);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('getCompressedTextureSubImage', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('getCompressedTextureSubImage', 'height', 'a GLsizei (integer)', height);
      if (typeof depth !== 'number' || !Number.isInteger(depth)) throw rt.argError('getCompressedTextureSubImage', 'depth', 'a GLsizei (integer)', depth);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getCompressedTextureSubImage', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (!rt.isClientData(pixels)) throw rt.argError('getCompressedTextureSubImage', 'pixels', rt.EXPECT_DATA, pixels);
      if (pixels !== null && typeof pixels === 'object' && bufSize > pixels.byteLength) { sink(rt.GL_INVALID_OPERATION, `getCompressedTextureSubImage: pixels holds ${pixels.byteLength} bytes, bufSize is ${bufSize}`); return; }
      return $getCompressedTextureSubImage(texture >>> 0, level | 0, xoffset | 0, yoffset | 0, zoffset | 0, width | 0, height | 0, depth | 0, bufSize | 0, pixels);
    },
    createFramebuffers(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createFramebuffers', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createFramebuffers: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createFramebuffers(n | 0);
    },
    namedFramebufferRenderbuffer(framebuffer: number, attachment: number, renderbuffertarget: number, renderbuffer: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('namedFramebufferRenderbuffer', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('namedFramebufferRenderbuffer', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof renderbuffertarget !== 'number' || !Number.isInteger(renderbuffertarget)) throw rt.argError('namedFramebufferRenderbuffer', 'renderbuffertarget', 'a GLenum (integer)', renderbuffertarget);
      if (typeof renderbuffer !== 'number' || !Number.isInteger(renderbuffer)) throw rt.argError('namedFramebufferRenderbuffer', 'renderbuffer', 'a GLuint (integer)', renderbuffer);
      return $namedFramebufferRenderbuffer(framebuffer >>> 0, attachment >>> 0, renderbuffertarget >>> 0, renderbuffer >>> 0);
    },
    namedFramebufferParameteri(framebuffer: number, pname: number, param: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('namedFramebufferParameteri', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('namedFramebufferParameteri', 'pname', 'a GLenum (integer)', pname);
      if (typeof param !== 'number' || !Number.isInteger(param)) throw rt.argError('namedFramebufferParameteri', 'param', 'a GLint (integer)', param);
      return $namedFramebufferParameteri(framebuffer >>> 0, pname >>> 0, param | 0);
    },
    invalidateNamedFramebufferData(framebuffer: number, attachments: ArrayLike<number>): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('invalidateNamedFramebufferData', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (!rt.isNumberArray(attachments)) throw rt.argError('invalidateNamedFramebufferData', 'attachments', rt.EXPECT_ARRAY, attachments);
      return $invalidateNamedFramebufferData(framebuffer >>> 0, attachments);
    },
    invalidateNamedFramebufferSubData(framebuffer: number, attachments: ArrayLike<number>, x: number, y: number, width: number, height: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('invalidateNamedFramebufferSubData', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (!rt.isNumberArray(attachments)) throw rt.argError('invalidateNamedFramebufferSubData', 'attachments', rt.EXPECT_ARRAY, attachments);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('invalidateNamedFramebufferSubData', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('invalidateNamedFramebufferSubData', 'y', 'a GLint (integer)', y);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('invalidateNamedFramebufferSubData', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('invalidateNamedFramebufferSubData', 'height', 'a GLsizei (integer)', height);
      return $invalidateNamedFramebufferSubData(framebuffer >>> 0, attachments, x | 0, y | 0, width | 0, height | 0);
    },
    clearNamedFramebufferiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('clearNamedFramebufferiv', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearNamedFramebufferiv', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearNamedFramebufferiv', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (!rt.isNumberArray(value)) throw rt.argError('clearNamedFramebufferiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < rt.enumInputCount(buffer)) throw rt.argError('clearNamedFramebufferiv', 'value', rt.expectEnumInput(buffer), value);
      return $clearNamedFramebufferiv(framebuffer >>> 0, buffer >>> 0, drawbuffer | 0, value);
    },
    clearNamedFramebufferuiv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('clearNamedFramebufferuiv', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearNamedFramebufferuiv', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearNamedFramebufferuiv', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (!rt.isNumberArray(value)) throw rt.argError('clearNamedFramebufferuiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < rt.enumInputCount(buffer)) throw rt.argError('clearNamedFramebufferuiv', 'value', rt.expectEnumInput(buffer), value);
      return $clearNamedFramebufferuiv(framebuffer >>> 0, buffer >>> 0, drawbuffer | 0, value);
    },
    clearNamedFramebufferfv(framebuffer: number, buffer: number, drawbuffer: number, value: ArrayLike<number>): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('clearNamedFramebufferfv', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearNamedFramebufferfv', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearNamedFramebufferfv', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (!rt.isNumberArray(value)) throw rt.argError('clearNamedFramebufferfv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < rt.enumInputCount(buffer)) throw rt.argError('clearNamedFramebufferfv', 'value', rt.expectEnumInput(buffer), value);
      return $clearNamedFramebufferfv(framebuffer >>> 0, buffer >>> 0, drawbuffer | 0, value);
    },
    clearNamedFramebufferfi(framebuffer: number, buffer: number, drawbuffer: number, depth: number, stencil: number): void {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('clearNamedFramebufferfi', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof buffer !== 'number' || !Number.isInteger(buffer)) throw rt.argError('clearNamedFramebufferfi', 'buffer', 'a GLenum (integer)', buffer);
      if (typeof drawbuffer !== 'number' || !Number.isInteger(drawbuffer)) throw rt.argError('clearNamedFramebufferfi', 'drawbuffer', 'a GLint (integer)', drawbuffer);
      if (typeof depth !== 'number') throw rt.argError('clearNamedFramebufferfi', 'depth', 'a GLfloat (number)', depth);
      if (typeof stencil !== 'number' || !Number.isInteger(stencil)) throw rt.argError('clearNamedFramebufferfi', 'stencil', 'a GLint (integer)', stencil);
      return $clearNamedFramebufferfi(framebuffer >>> 0, buffer >>> 0, drawbuffer | 0, depth, stencil | 0);
    },
    blitNamedFramebuffer(readFramebuffer: number, drawFramebuffer: number, srcX0: number, srcY0: number, srcX1: number, srcY1: number, dstX0: number, dstY0: number, dstX1: number, dstY1: number, mask: number, filter: number): void {
      if (typeof readFramebuffer !== 'number' || !Number.isInteger(readFramebuffer)) throw rt.argError('blitNamedFramebuffer', 'readFramebuffer', 'a GLuint (integer)', readFramebuffer);
      if (typeof drawFramebuffer !== 'number' || !Number.isInteger(drawFramebuffer)) throw rt.argError('blitNamedFramebuffer', 'drawFramebuffer', 'a GLuint (integer)', drawFramebuffer);
      if (typeof srcX0 !== 'number' || !Number.isInteger(srcX0)) throw rt.argError('blitNamedFramebuffer', 'srcX0', 'a GLint (integer)', srcX0);
      if (typeof srcY0 !== 'number' || !Number.isInteger(srcY0)) throw rt.argError('blitNamedFramebuffer', 'srcY0', 'a GLint (integer)', srcY0);
      if (typeof srcX1 !== 'number' || !Number.isInteger(srcX1)) throw rt.argError('blitNamedFramebuffer', 'srcX1', 'a GLint (integer)', srcX1);
      if (typeof srcY1 !== 'number' || !Number.isInteger(srcY1)) throw rt.argError('blitNamedFramebuffer', 'srcY1', 'a GLint (integer)', srcY1);
      if (typeof dstX0 !== 'number' || !Number.isInteger(dstX0)) throw rt.argError('blitNamedFramebuffer', 'dstX0', 'a GLint (integer)', dstX0);
      if (typeof dstY0 !== 'number' || !Number.isInteger(dstY0)) throw rt.argError('blitNamedFramebuffer', 'dstY0', 'a GLint (integer)', dstY0);
      if (typeof dstX1 !== 'number' || !Number.isInteger(dstX1)) throw rt.argError('blitNamedFramebuffer', 'dstX1', 'a GLint (integer)', dstX1);
      if (typeof dstY1 !== 'number' || !Number.isInteger(dstY1)) throw rt.argError('blitNamedFramebuffer', 'dstY1', 'a GLint (integer)', dstY1);
      if (typeof mask !== 'number' || !Number.isInteger(mask)) throw rt.argError('blitNamedFramebuffer', 'mask', 'a GLbitfield (integer)', mask);
      if (typeof filter !== 'number' || !Number.isInteger(filter)) throw rt.argError('blitNamedFramebuffer', 'filter', 'a GLenum (integer)', filter);
      return $blitNamedFramebuffer(readFramebuffer >>> 0, drawFramebuffer >>> 0, srcX0 | 0, srcY0 | 0, srcX1 | 0, srcY1 | 0, dstX0 | 0, dstY0 | 0, dstX1 | 0, dstY1 | 0, mask >>> 0, filter >>> 0);
    },
    checkNamedFramebufferStatus(framebuffer: number, target: number): number {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('checkNamedFramebufferStatus', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('checkNamedFramebufferStatus', 'target', 'a GLenum (integer)', target);
      return $checkNamedFramebufferStatus(framebuffer >>> 0, target >>> 0);
    },
    getNamedFramebufferParameteriv(framebuffer: number, pname: number): number {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('getNamedFramebufferParameteriv', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getNamedFramebufferParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getNamedFramebufferParameteriv(framebuffer >>> 0, pname >>> 0);
    },
    getNamedFramebufferAttachmentParameteriv(framebuffer: number, attachment: number, pname: number): number {
      if (typeof framebuffer !== 'number' || !Number.isInteger(framebuffer)) throw rt.argError('getNamedFramebufferAttachmentParameteriv', 'framebuffer', 'a GLuint (integer)', framebuffer);
      if (typeof attachment !== 'number' || !Number.isInteger(attachment)) throw rt.argError('getNamedFramebufferAttachmentParameteriv', 'attachment', 'a GLenum (integer)', attachment);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getNamedFramebufferAttachmentParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getNamedFramebufferAttachmentParameteriv(framebuffer >>> 0, attachment >>> 0, pname >>> 0);
    },
    createRenderbuffers(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createRenderbuffers', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createRenderbuffers: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createRenderbuffers(n | 0);
    },
    namedRenderbufferStorage(renderbuffer: number, internalformat: number, width: number, height: number): void {
      if (typeof renderbuffer !== 'number' || !Number.isInteger(renderbuffer)) throw rt.argError('namedRenderbufferStorage', 'renderbuffer', 'a GLuint (integer)', renderbuffer);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('namedRenderbufferStorage', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('namedRenderbufferStorage', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('namedRenderbufferStorage', 'height', 'a GLsizei (integer)', height);
      return $namedRenderbufferStorage(renderbuffer >>> 0, internalformat >>> 0, width | 0, height | 0);
    },
    namedRenderbufferStorageMultisample(renderbuffer: number, samples: number, internalformat: number, width: number, height: number): void {
      if (typeof renderbuffer !== 'number' || !Number.isInteger(renderbuffer)) throw rt.argError('namedRenderbufferStorageMultisample', 'renderbuffer', 'a GLuint (integer)', renderbuffer);
      if (typeof samples !== 'number' || !Number.isInteger(samples)) throw rt.argError('namedRenderbufferStorageMultisample', 'samples', 'a GLsizei (integer)', samples);
      if (typeof internalformat !== 'number' || !Number.isInteger(internalformat)) throw rt.argError('namedRenderbufferStorageMultisample', 'internalformat', 'a GLenum (integer)', internalformat);
      if (typeof width !== 'number' || !Number.isInteger(width)) throw rt.argError('namedRenderbufferStorageMultisample', 'width', 'a GLsizei (integer)', width);
      if (typeof height !== 'number' || !Number.isInteger(height)) throw rt.argError('namedRenderbufferStorageMultisample', 'height', 'a GLsizei (integer)', height);
      return $namedRenderbufferStorageMultisample(renderbuffer >>> 0, samples | 0, internalformat >>> 0, width | 0, height | 0);
    },
    getNamedRenderbufferParameteriv(renderbuffer: number, pname: number): number {
      if (typeof renderbuffer !== 'number' || !Number.isInteger(renderbuffer)) throw rt.argError('getNamedRenderbufferParameteriv', 'renderbuffer', 'a GLuint (integer)', renderbuffer);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getNamedRenderbufferParameteriv', 'pname', 'a GLenum (integer)', pname);
      return $getNamedRenderbufferParameteriv(renderbuffer >>> 0, pname >>> 0);
    },
    createTransformFeedbacks(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createTransformFeedbacks', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createTransformFeedbacks: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createTransformFeedbacks(n | 0);
    },
    getTransformFeedbackiv(xfb: number, pname: number): number {
      if (typeof xfb !== 'number' || !Number.isInteger(xfb)) throw rt.argError('getTransformFeedbackiv', 'xfb', 'a GLuint (integer)', xfb);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTransformFeedbackiv', 'pname', 'a GLenum (integer)', pname);
      return $getTransformFeedbackiv(xfb >>> 0, pname >>> 0);
    },
    getTransformFeedbacki_v(xfb: number, pname: number, index: number): number {
      if (typeof xfb !== 'number' || !Number.isInteger(xfb)) throw rt.argError('getTransformFeedbacki_v', 'xfb', 'a GLuint (integer)', xfb);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTransformFeedbacki_v', 'pname', 'a GLenum (integer)', pname);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getTransformFeedbacki_v', 'index', 'a GLuint (integer)', index);
      return $getTransformFeedbacki_v(xfb >>> 0, pname >>> 0, index >>> 0);
    },
    getTransformFeedbacki64_v(xfb: number, pname: number, index: number): number {
      if (typeof xfb !== 'number' || !Number.isInteger(xfb)) throw rt.argError('getTransformFeedbacki64_v', 'xfb', 'a GLuint (integer)', xfb);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getTransformFeedbacki64_v', 'pname', 'a GLenum (integer)', pname);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getTransformFeedbacki64_v', 'index', 'a GLuint (integer)', index);
      return $getTransformFeedbacki64_v(xfb >>> 0, pname >>> 0, index >>> 0);
    },
    createSamplers(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createSamplers', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createSamplers: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createSamplers(n | 0);
    },
    createProgramPipelines(n: number): number[] {
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createProgramPipelines', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createProgramPipelines: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createProgramPipelines(n | 0);
    },
    createQueries(target: number, n: number): number[] {
      if (typeof target !== 'number' || !Number.isInteger(target)) throw rt.argError('createQueries', 'target', 'a GLenum (integer)', target);
      if (typeof n !== 'number' || !Number.isInteger(n)) throw rt.argError('createQueries', 'n', 'a GLsizei (integer)', n);
      if (n > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `createQueries: n = ${n} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $createQueries(target >>> 0, n | 0);
    },
    vertexAttrib1d(index: number, x: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib1d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib1d', 'x', 'a GLdouble (number)', x);
      return $vertexAttrib1d(index >>> 0, x);
    },
    vertexAttrib1dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib1dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib1dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 1) throw rt.argError('vertexAttrib1dv', 'v', 'an array of at least 1 numbers', v);
      return $vertexAttrib1dv(index >>> 0, v);
    },
    vertexAttrib1s(index: number, x: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib1s', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttrib1s', 'x', 'a GLshort (integer)', x);
      return $vertexAttrib1s(index >>> 0, x | 0);
    },
    vertexAttrib1sv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib1sv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib1sv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 1) throw rt.argError('vertexAttrib1sv', 'v', 'an array of at least 1 numbers', v);
      return $vertexAttrib1sv(index >>> 0, v);
    },
    vertexAttrib2d(index: number, x: number, y: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib2d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib2d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttrib2d', 'y', 'a GLdouble (number)', y);
      return $vertexAttrib2d(index >>> 0, x, y);
    },
    vertexAttrib2dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib2dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib2dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 2) throw rt.argError('vertexAttrib2dv', 'v', 'an array of at least 2 numbers', v);
      return $vertexAttrib2dv(index >>> 0, v);
    },
    vertexAttrib2s(index: number, x: number, y: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib2s', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttrib2s', 'x', 'a GLshort (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttrib2s', 'y', 'a GLshort (integer)', y);
      return $vertexAttrib2s(index >>> 0, x | 0, y | 0);
    },
    vertexAttrib2sv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib2sv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib2sv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 2) throw rt.argError('vertexAttrib2sv', 'v', 'an array of at least 2 numbers', v);
      return $vertexAttrib2sv(index >>> 0, v);
    },
    vertexAttrib3d(index: number, x: number, y: number, z: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib3d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib3d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttrib3d', 'y', 'a GLdouble (number)', y);
      if (typeof z !== 'number') throw rt.argError('vertexAttrib3d', 'z', 'a GLdouble (number)', z);
      return $vertexAttrib3d(index >>> 0, x, y, z);
    },
    vertexAttrib3dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib3dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib3dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 3) throw rt.argError('vertexAttrib3dv', 'v', 'an array of at least 3 numbers', v);
      return $vertexAttrib3dv(index >>> 0, v);
    },
    vertexAttrib3s(index: number, x: number, y: number, z: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib3s', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttrib3s', 'x', 'a GLshort (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttrib3s', 'y', 'a GLshort (integer)', y);
      if (typeof z !== 'number' || !Number.isInteger(z)) throw rt.argError('vertexAttrib3s', 'z', 'a GLshort (integer)', z);
      return $vertexAttrib3s(index >>> 0, x | 0, y | 0, z | 0);
    },
    vertexAttrib3sv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib3sv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib3sv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 3) throw rt.argError('vertexAttrib3sv', 'v', 'an array of at least 3 numbers', v);
      return $vertexAttrib3sv(index >>> 0, v);
    },
    vertexAttrib4Nbv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4Nbv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4Nbv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4Nbv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4Nbv(index >>> 0, v);
    },
    vertexAttrib4Niv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4Niv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4Niv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4Niv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4Niv(index >>> 0, v);
    },
    vertexAttrib4Nsv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4Nsv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4Nsv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4Nsv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4Nsv(index >>> 0, v);
    },
    vertexAttrib4Nub(index: number, x: number, y: number, z: number, w: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4Nub', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttrib4Nub', 'x', 'a GLubyte (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttrib4Nub', 'y', 'a GLubyte (integer)', y);
      if (typeof z !== 'number' || !Number.isInteger(z)) throw rt.argError('vertexAttrib4Nub', 'z', 'a GLubyte (integer)', z);
      if (typeof w !== 'number' || !Number.isInteger(w)) throw rt.argError('vertexAttrib4Nub', 'w', 'a GLubyte (integer)', w);
      return $vertexAttrib4Nub(index >>> 0, x >>> 0, y >>> 0, z >>> 0, w >>> 0);
    },
    vertexAttrib4Nubv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4Nubv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4Nubv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4Nubv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4Nubv(index >>> 0, v);
    },
    vertexAttrib4Nuiv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4Nuiv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4Nuiv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4Nuiv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4Nuiv(index >>> 0, v);
    },
    vertexAttrib4Nusv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4Nusv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4Nusv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4Nusv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4Nusv(index >>> 0, v);
    },
    vertexAttrib4bv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4bv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4bv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4bv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4bv(index >>> 0, v);
    },
    vertexAttrib4d(index: number, x: number, y: number, z: number, w: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttrib4d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttrib4d', 'y', 'a GLdouble (number)', y);
      if (typeof z !== 'number') throw rt.argError('vertexAttrib4d', 'z', 'a GLdouble (number)', z);
      if (typeof w !== 'number') throw rt.argError('vertexAttrib4d', 'w', 'a GLdouble (number)', w);
      return $vertexAttrib4d(index >>> 0, x, y, z, w);
    },
    vertexAttrib4dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4dv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4dv(index >>> 0, v);
    },
    vertexAttrib4iv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4iv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4iv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4iv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4iv(index >>> 0, v);
    },
    vertexAttrib4s(index: number, x: number, y: number, z: number, w: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4s', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttrib4s', 'x', 'a GLshort (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttrib4s', 'y', 'a GLshort (integer)', y);
      if (typeof z !== 'number' || !Number.isInteger(z)) throw rt.argError('vertexAttrib4s', 'z', 'a GLshort (integer)', z);
      if (typeof w !== 'number' || !Number.isInteger(w)) throw rt.argError('vertexAttrib4s', 'w', 'a GLshort (integer)', w);
      return $vertexAttrib4s(index >>> 0, x | 0, y | 0, z | 0, w | 0);
    },
    vertexAttrib4sv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4sv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4sv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4sv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4sv(index >>> 0, v);
    },
    vertexAttrib4ubv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4ubv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4ubv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4ubv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4ubv(index >>> 0, v);
    },
    vertexAttrib4uiv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4uiv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4uiv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4uiv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4uiv(index >>> 0, v);
    },
    vertexAttrib4usv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttrib4usv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttrib4usv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttrib4usv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttrib4usv(index >>> 0, v);
    },
    vertexAttribI1i(index: number, x: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI1i', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI1i', 'x', 'a GLint (integer)', x);
      return $vertexAttribI1i(index >>> 0, x | 0);
    },
    vertexAttribI2i(index: number, x: number, y: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI2i', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI2i', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttribI2i', 'y', 'a GLint (integer)', y);
      return $vertexAttribI2i(index >>> 0, x | 0, y | 0);
    },
    vertexAttribI3i(index: number, x: number, y: number, z: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI3i', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI3i', 'x', 'a GLint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttribI3i', 'y', 'a GLint (integer)', y);
      if (typeof z !== 'number' || !Number.isInteger(z)) throw rt.argError('vertexAttribI3i', 'z', 'a GLint (integer)', z);
      return $vertexAttribI3i(index >>> 0, x | 0, y | 0, z | 0);
    },
    vertexAttribI1ui(index: number, x: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI1ui', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI1ui', 'x', 'a GLuint (integer)', x);
      return $vertexAttribI1ui(index >>> 0, x >>> 0);
    },
    vertexAttribI2ui(index: number, x: number, y: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI2ui', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI2ui', 'x', 'a GLuint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttribI2ui', 'y', 'a GLuint (integer)', y);
      return $vertexAttribI2ui(index >>> 0, x >>> 0, y >>> 0);
    },
    vertexAttribI3ui(index: number, x: number, y: number, z: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI3ui', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number' || !Number.isInteger(x)) throw rt.argError('vertexAttribI3ui', 'x', 'a GLuint (integer)', x);
      if (typeof y !== 'number' || !Number.isInteger(y)) throw rt.argError('vertexAttribI3ui', 'y', 'a GLuint (integer)', y);
      if (typeof z !== 'number' || !Number.isInteger(z)) throw rt.argError('vertexAttribI3ui', 'z', 'a GLuint (integer)', z);
      return $vertexAttribI3ui(index >>> 0, x >>> 0, y >>> 0, z >>> 0);
    },
    vertexAttribI1iv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI1iv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI1iv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 1) throw rt.argError('vertexAttribI1iv', 'v', 'an array of at least 1 numbers', v);
      return $vertexAttribI1iv(index >>> 0, v);
    },
    vertexAttribI2iv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI2iv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI2iv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 2) throw rt.argError('vertexAttribI2iv', 'v', 'an array of at least 2 numbers', v);
      return $vertexAttribI2iv(index >>> 0, v);
    },
    vertexAttribI3iv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI3iv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI3iv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 3) throw rt.argError('vertexAttribI3iv', 'v', 'an array of at least 3 numbers', v);
      return $vertexAttribI3iv(index >>> 0, v);
    },
    vertexAttribI1uiv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI1uiv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI1uiv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 1) throw rt.argError('vertexAttribI1uiv', 'v', 'an array of at least 1 numbers', v);
      return $vertexAttribI1uiv(index >>> 0, v);
    },
    vertexAttribI2uiv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI2uiv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI2uiv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 2) throw rt.argError('vertexAttribI2uiv', 'v', 'an array of at least 2 numbers', v);
      return $vertexAttribI2uiv(index >>> 0, v);
    },
    vertexAttribI3uiv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI3uiv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI3uiv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 3) throw rt.argError('vertexAttribI3uiv', 'v', 'an array of at least 3 numbers', v);
      return $vertexAttribI3uiv(index >>> 0, v);
    },
    vertexAttribI4bv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4bv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI4bv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttribI4bv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttribI4bv(index >>> 0, v);
    },
    vertexAttribI4sv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4sv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI4sv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttribI4sv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttribI4sv(index >>> 0, v);
    },
    vertexAttribI4ubv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4ubv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI4ubv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttribI4ubv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttribI4ubv(index >>> 0, v);
    },
    vertexAttribI4usv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribI4usv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribI4usv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 4) throw rt.argError('vertexAttribI4usv', 'v', 'an array of at least 4 numbers', v);
      return $vertexAttribI4usv(index >>> 0, v);
    },
    vertexAttribP1ui(index: number, type: number, normalized: GLboolean, value: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP1ui', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP1ui', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP1ui', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (typeof value !== 'number' || !Number.isInteger(value)) throw rt.argError('vertexAttribP1ui', 'value', 'a GLuint (integer)', value);
      return $vertexAttribP1ui(index >>> 0, type >>> 0, normalized, value >>> 0);
    },
    vertexAttribP1uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP1uiv', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP1uiv', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP1uiv', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (!rt.isNumberArray(value)) throw rt.argError('vertexAttribP1uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < 1) throw rt.argError('vertexAttribP1uiv', 'value', 'an array of at least 1 numbers', value);
      return $vertexAttribP1uiv(index >>> 0, type >>> 0, normalized, value);
    },
    vertexAttribP2ui(index: number, type: number, normalized: GLboolean, value: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP2ui', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP2ui', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP2ui', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (typeof value !== 'number' || !Number.isInteger(value)) throw rt.argError('vertexAttribP2ui', 'value', 'a GLuint (integer)', value);
      return $vertexAttribP2ui(index >>> 0, type >>> 0, normalized, value >>> 0);
    },
    vertexAttribP2uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP2uiv', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP2uiv', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP2uiv', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (!rt.isNumberArray(value)) throw rt.argError('vertexAttribP2uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < 1) throw rt.argError('vertexAttribP2uiv', 'value', 'an array of at least 1 numbers', value);
      return $vertexAttribP2uiv(index >>> 0, type >>> 0, normalized, value);
    },
    vertexAttribP3ui(index: number, type: number, normalized: GLboolean, value: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP3ui', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP3ui', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP3ui', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (typeof value !== 'number' || !Number.isInteger(value)) throw rt.argError('vertexAttribP3ui', 'value', 'a GLuint (integer)', value);
      return $vertexAttribP3ui(index >>> 0, type >>> 0, normalized, value >>> 0);
    },
    vertexAttribP3uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP3uiv', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP3uiv', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP3uiv', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (!rt.isNumberArray(value)) throw rt.argError('vertexAttribP3uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < 1) throw rt.argError('vertexAttribP3uiv', 'value', 'an array of at least 1 numbers', value);
      return $vertexAttribP3uiv(index >>> 0, type >>> 0, normalized, value);
    },
    vertexAttribP4ui(index: number, type: number, normalized: GLboolean, value: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP4ui', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP4ui', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP4ui', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (typeof value !== 'number' || !Number.isInteger(value)) throw rt.argError('vertexAttribP4ui', 'value', 'a GLuint (integer)', value);
      return $vertexAttribP4ui(index >>> 0, type >>> 0, normalized, value >>> 0);
    },
    vertexAttribP4uiv(index: number, type: number, normalized: GLboolean, value: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribP4uiv', 'index', 'a GLuint (integer)', index);
      if (typeof type !== 'number' || !Number.isInteger(type)) throw rt.argError('vertexAttribP4uiv', 'type', 'a GLenum (integer)', type);
      if (typeof normalized !== 'boolean' && typeof normalized !== 'number') throw rt.argError('vertexAttribP4uiv', 'normalized', 'a GLboolean (boolean or number)', normalized);
      if (!rt.isNumberArray(value)) throw rt.argError('vertexAttribP4uiv', 'value', rt.EXPECT_ARRAY, value);
      if (value.length < 1) throw rt.argError('vertexAttribP4uiv', 'value', 'an array of at least 1 numbers', value);
      return $vertexAttribP4uiv(index >>> 0, type >>> 0, normalized, value);
    },
    vertexAttribL2d(index: number, x: number, y: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL2d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttribL2d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttribL2d', 'y', 'a GLdouble (number)', y);
      return $vertexAttribL2d(index >>> 0, x, y);
    },
    vertexAttribL3d(index: number, x: number, y: number, z: number): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL3d', 'index', 'a GLuint (integer)', index);
      if (typeof x !== 'number') throw rt.argError('vertexAttribL3d', 'x', 'a GLdouble (number)', x);
      if (typeof y !== 'number') throw rt.argError('vertexAttribL3d', 'y', 'a GLdouble (number)', y);
      if (typeof z !== 'number') throw rt.argError('vertexAttribL3d', 'z', 'a GLdouble (number)', z);
      return $vertexAttribL3d(index >>> 0, x, y, z);
    },
    vertexAttribL1dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL1dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribL1dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 1) throw rt.argError('vertexAttribL1dv', 'v', 'an array of at least 1 numbers', v);
      return $vertexAttribL1dv(index >>> 0, v);
    },
    vertexAttribL2dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL2dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribL2dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 2) throw rt.argError('vertexAttribL2dv', 'v', 'an array of at least 2 numbers', v);
      return $vertexAttribL2dv(index >>> 0, v);
    },
    vertexAttribL3dv(index: number, v: ArrayLike<number>): void {
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('vertexAttribL3dv', 'index', 'a GLuint (integer)', index);
      if (!rt.isNumberArray(v)) throw rt.argError('vertexAttribL3dv', 'v', rt.EXPECT_ARRAY, v);
      if (v.length < 3) throw rt.argError('vertexAttribL3dv', 'v', 'an array of at least 3 numbers', v);
      return $vertexAttribL3dv(index >>> 0, v);
    },
    pointParameterfv(pname: number, params: ArrayLike<number>): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('pointParameterfv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('pointParameterfv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < 1) throw rt.argError('pointParameterfv', 'params', 'an array of at least 1 numbers', params);
      return $pointParameterfv(pname >>> 0, params);
    },
    pointParameteriv(pname: number, params: ArrayLike<number>): void {
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('pointParameteriv', 'pname', 'a GLenum (integer)', pname);
      if (!rt.isNumberArray(params)) throw rt.argError('pointParameteriv', 'params', rt.EXPECT_ARRAY, params);
      if (params.length < 1) throw rt.argError('pointParameteriv', 'params', 'an array of at least 1 numbers', params);
      return $pointParameteriv(pname >>> 0, params);
    },
    getActiveSubroutineUniformiv(program: number, shadertype: number, index: number, pname: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveSubroutineUniformiv', 'program', 'a GLuint (integer)', program);
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getActiveSubroutineUniformiv', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getActiveSubroutineUniformiv', 'index', 'a GLuint (integer)', index);
      if (typeof pname !== 'number' || !Number.isInteger(pname)) throw rt.argError('getActiveSubroutineUniformiv', 'pname', 'a GLenum (integer)', pname);
      return $getActiveSubroutineUniformiv(program >>> 0, shadertype >>> 0, index >>> 0, pname >>> 0);
    },
    getActiveSubroutineUniformName(program: number, shadertype: number, index: number): string {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveSubroutineUniformName', 'program', 'a GLuint (integer)', program);
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getActiveSubroutineUniformName', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getActiveSubroutineUniformName', 'index', 'a GLuint (integer)', index);
      return $getActiveSubroutineUniformName(program >>> 0, shadertype >>> 0, index >>> 0);
    },
    getActiveSubroutineName(program: number, shadertype: number, index: number): string {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getActiveSubroutineName', 'program', 'a GLuint (integer)', program);
      if (typeof shadertype !== 'number' || !Number.isInteger(shadertype)) throw rt.argError('getActiveSubroutineName', 'shadertype', 'a GLenum (integer)', shadertype);
      if (typeof index !== 'number' || !Number.isInteger(index)) throw rt.argError('getActiveSubroutineName', 'index', 'a GLuint (integer)', index);
      return $getActiveSubroutineName(program >>> 0, shadertype >>> 0, index >>> 0);
    },
    shaderBinary(shaders: ArrayLike<number>, binaryFormat: number, binary: VoidData, length: number): void {
      if (!rt.isNumberArray(shaders)) throw rt.argError('shaderBinary', 'shaders', rt.EXPECT_ARRAY, shaders);
      if (typeof binaryFormat !== 'number' || !Number.isInteger(binaryFormat)) throw rt.argError('shaderBinary', 'binaryFormat', 'a GLenum (integer)', binaryFormat);
      if (!rt.isClientData(binary)) throw rt.argError('shaderBinary', 'binary', rt.EXPECT_DATA, binary);
      if (typeof length !== 'number' || !Number.isInteger(length)) throw rt.argError('shaderBinary', 'length', 'a GLsizei (integer)', length);
      if (binary !== null && typeof binary === 'object' && length > binary.byteLength) { sink(rt.GL_INVALID_OPERATION, `shaderBinary: binary holds ${binary.byteLength} bytes, length is ${length}`); return; }
      return $shaderBinary(shaders, binaryFormat >>> 0, binary, length | 0);
    },
    getProgramBinary(program: number, bufSize: number): ProgramBinary {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getProgramBinary', 'program', 'a GLuint (integer)', program);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getProgramBinary', 'bufSize', 'a GLsizei (integer)', bufSize);
      return $getProgramBinary(program >>> 0, bufSize | 0);
    },
    programBinary(program: number, binaryFormat: number, binary: VoidData, length: number): void {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('programBinary', 'program', 'a GLuint (integer)', program);
      if (typeof binaryFormat !== 'number' || !Number.isInteger(binaryFormat)) throw rt.argError('programBinary', 'binaryFormat', 'a GLenum (integer)', binaryFormat);
      if (!rt.isClientData(binary)) throw rt.argError('programBinary', 'binary', rt.EXPECT_DATA, binary);
      if (typeof length !== 'number' || !Number.isInteger(length)) throw rt.argError('programBinary', 'length', 'a GLsizei (integer)', length);
      if (binary !== null && typeof binary === 'object' && length > binary.byteLength) { sink(rt.GL_INVALID_OPERATION, `programBinary: binary holds ${binary.byteLength} bytes, length is ${length}`); return; }
      return $programBinary(program >>> 0, binaryFormat >>> 0, binary, length | 0);
    },
    getnUniformdv(program: number, location: number, bufSize: number): number[] {
      if (typeof program !== 'number' || !Number.isInteger(program)) throw rt.argError('getnUniformdv', 'program', 'a GLuint (integer)', program);
      if (typeof location !== 'number' || !Number.isInteger(location)) throw rt.argError('getnUniformdv', 'location', 'a GLint (integer)', location);
      if (typeof bufSize !== 'number' || !Number.isInteger(bufSize)) throw rt.argError('getnUniformdv', 'bufSize', 'a GLsizei (integer)', bufSize);
      if (bufSize > rt.MAX_OUTPUT_VALUES) { sink(rt.GL_OUT_OF_MEMORY, `getnUniformdv: bufSize = ${bufSize} values cannot be allocated (limit ${rt.MAX_OUTPUT_VALUES})`); return []; }
      return $getnUniformdv(program >>> 0, location | 0, bufSize | 0);
    },
  };
}
