// GENERATED FILE - DO NOT EDIT.
// Generator: tools/gl-codegen/src/generate.ts (npx nx run gl-codegen:gen)
// Inputs: tools/gl-codegen/table/gl-functions.txt
#include "marshal.h"

namespace mg {
const uint32_t kProcCount = 663;
const char* const g_procNames[663] = {
  "glGenBuffers",
  "glDeleteBuffers",
  "glIsBuffer",
  "glBindBuffer",
  "glBindBufferBase",
  "glBindBufferRange",
  "glBindBuffersBase",
  "glBindBuffersRange",
  "glBufferData",
  "glBufferSubData",
  "glBufferStorage",
  "glMapBufferRange",
  "glMapBuffer",
  "glUnmapBuffer",
  "glFlushMappedBufferRange",
  "glCopyBufferSubData",
  "glClearBufferData",
  "glClearBufferSubData",
  "glGetBufferSubData",
  "glGetBufferParameteriv",
  "glGetBufferParameteri64v",
  "glGetBufferPointerv",
  "glInvalidateBufferData",
  "glInvalidateBufferSubData",
  "glGenVertexArrays",
  "glDeleteVertexArrays",
  "glIsVertexArray",
  "glBindVertexArray",
  "glVertexAttribPointer",
  "glVertexAttribIPointer",
  "glVertexAttribLPointer",
  "glEnableVertexAttribArray",
  "glDisableVertexAttribArray",
  "glVertexAttribDivisor",
  "glVertexAttribFormat",
  "glVertexAttribIFormat",
  "glVertexAttribLFormat",
  "glVertexAttribBinding",
  "glBindVertexBuffer",
  "glBindVertexBuffers",
  "glVertexBindingDivisor",
  "glVertexAttrib1f",
  "glVertexAttrib2f",
  "glVertexAttrib3f",
  "glVertexAttrib4f",
  "glVertexAttrib1fv",
  "glVertexAttrib2fv",
  "glVertexAttrib3fv",
  "glVertexAttrib4fv",
  "glVertexAttribI4i",
  "glVertexAttribI4ui",
  "glVertexAttribI4iv",
  "glVertexAttribI4uiv",
  "glVertexAttribL1d",
  "glVertexAttribL4d",
  "glVertexAttribL4dv",
  "glGetVertexAttribiv",
  "glGetVertexAttribfv",
  "glGetVertexAttribIiv",
  "glGetVertexAttribIuiv",
  "glGetVertexAttribdv",
  "glGetVertexAttribLdv",
  "glGetVertexAttribPointerv",
  "glGenTextures",
  "glDeleteTextures",
  "glIsTexture",
  "glBindTexture",
  "glBindTextures",
  "glActiveTexture",
  "glTexImage1D",
  "glTexImage2D",
  "glTexImage3D",
  "glTexImage2DMultisample",
  "glTexImage3DMultisample",
  "glTexStorage1D",
  "glTexStorage2D",
  "glTexStorage3D",
  "glTexStorage2DMultisample",
  "glTexStorage3DMultisample",
  "glTexSubImage1D",
  "glTexSubImage2D",
  "glTexSubImage3D",
  "glCompressedTexImage1D",
  "glCompressedTexImage2D",
  "glCompressedTexImage3D",
  "glCompressedTexSubImage1D",
  "glCompressedTexSubImage2D",
  "glCompressedTexSubImage3D",
  "glCopyTexImage1D",
  "glCopyTexImage2D",
  "glCopyTexSubImage1D",
  "glCopyTexSubImage2D",
  "glCopyTexSubImage3D",
  "glTextureView",
  "glTextureViewOES",
  "glGenerateMipmap",
  "glTexParameteri",
  "glTexParameterf",
  "glTexParameteriv",
  "glTexParameterfv",
  "glTexParameterIiv",
  "glTexParameterIuiv",
  "glGetTexParameteriv",
  "glGetTexParameterfv",
  "glGetTexParameterIiv",
  "glGetTexParameterIuiv",
  "glGetTexImage",
  "glGetnTexImage",
  "glGetCompressedTexImage",
  "glGetnCompressedTexImage",
  "glGetTexLevelParameteriv",
  "glGetTexLevelParameterfv",
  "glTexBuffer",
  "glTexBufferRange",
  "glInvalidateTexImage",
  "glInvalidateTexSubImage",
  "glClearTexImage",
  "glClearTexSubImage",
  "glBindImageTexture",
  "glBindImageTextures",
  "glGetInternalformativ",
  "glGetInternalformati64v",
  "glCopyImageSubData",
  "glTextureBarrier",
  "glGenSamplers",
  "glDeleteSamplers",
  "glIsSampler",
  "glBindSampler",
  "glBindSamplers",
  "glSamplerParameteri",
  "glSamplerParameterf",
  "glSamplerParameteriv",
  "glSamplerParameterfv",
  "glSamplerParameterIiv",
  "glSamplerParameterIuiv",
  "glGetSamplerParameteriv",
  "glGetSamplerParameterfv",
  "glGetSamplerParameterIiv",
  "glGetSamplerParameterIuiv",
  "glGenFramebuffers",
  "glDeleteFramebuffers",
  "glIsFramebuffer",
  "glBindFramebuffer",
  "glFramebufferTexture",
  "glFramebufferTexture1D",
  "glFramebufferTexture2D",
  "glFramebufferTexture3D",
  "glFramebufferTextureLayer",
  "glFramebufferRenderbuffer",
  "glFramebufferParameteri",
  "glGetFramebufferParameteriv",
  "glGetFramebufferAttachmentParameteriv",
  "glCheckFramebufferStatus",
  "glDrawBuffers",
  "glDrawBuffer",
  "glReadBuffer",
  "glInvalidateFramebuffer",
  "glInvalidateSubFramebuffer",
  "glBlitFramebuffer",
  "glGenRenderbuffers",
  "glDeleteRenderbuffers",
  "glIsRenderbuffer",
  "glBindRenderbuffer",
  "glRenderbufferStorage",
  "glRenderbufferStorageMultisample",
  "glGetRenderbufferParameteriv",
  "glCreateShader",
  "glDeleteShader",
  "glIsShader",
  "glShaderSource",
  "glCompileShader",
  "glGetShaderiv",
  "glGetShaderInfoLog",
  "glGetShaderSource",
  "glReleaseShaderCompiler",
  "glGetShaderPrecisionFormat",
  "glSpecializeShader",
  "glCreateProgram",
  "glDeleteProgram",
  "glIsProgram",
  "glAttachShader",
  "glDetachShader",
  "glLinkProgram",
  "glValidateProgram",
  "glUseProgram",
  "glGetProgramiv",
  "glGetProgramInfoLog",
  "glGetAttachedShaders",
  "glProgramParameteri",
  "glBindAttribLocation",
  "glGetAttribLocation",
  "glGetActiveAttrib",
  "glGetUniformLocation",
  "glGetActiveUniform",
  "glGetActiveUniformsiv",
  "glGetActiveUniformName",
  "glGetUniformIndices",
  "glGetUniformBlockIndex",
  "glGetActiveUniformBlockiv",
  "glGetActiveUniformBlockName",
  "glUniformBlockBinding",
  "glShaderStorageBlockBinding",
  "glGetFragDataLocation",
  "glBindFragDataLocation",
  "glBindFragDataLocationIndexed",
  "glGetFragDataIndex",
  "glGetProgramInterfaceiv",
  "glGetProgramResourceIndex",
  "glGetProgramResourceName",
  "glGetProgramResourceiv",
  "glGetProgramResourceLocation",
  "glGetProgramResourceLocationIndex",
  "glGetSubroutineUniformLocation",
  "glGetSubroutineIndex",
  "glUniformSubroutinesuiv",
  "glGetUniformSubroutineuiv",
  "glGetProgramStageiv",
  "glCreateShaderProgramv",
  "glGenProgramPipelines",
  "glDeleteProgramPipelines",
  "glIsProgramPipeline",
  "glBindProgramPipeline",
  "glUseProgramStages",
  "glActiveShaderProgram",
  "glValidateProgramPipeline",
  "glGetProgramPipelineiv",
  "glGetProgramPipelineInfoLog",
  "glGetUniformfv",
  "glGetUniformiv",
  "glGetUniformuiv",
  "glGetUniformdv",
  "glGetnUniformfv",
  "glGetnUniformiv",
  "glGetnUniformuiv",
  "glUniform1f",
  "glUniform2f",
  "glUniform3f",
  "glUniform4f",
  "glUniform1i",
  "glUniform2i",
  "glUniform3i",
  "glUniform4i",
  "glUniform1ui",
  "glUniform2ui",
  "glUniform3ui",
  "glUniform4ui",
  "glUniform1fv",
  "glUniform2fv",
  "glUniform3fv",
  "glUniform4fv",
  "glUniform1iv",
  "glUniform2iv",
  "glUniform3iv",
  "glUniform4iv",
  "glUniform1uiv",
  "glUniform2uiv",
  "glUniform3uiv",
  "glUniform4uiv",
  "glUniform1d",
  "glUniform2d",
  "glUniform3d",
  "glUniform4d",
  "glUniform1dv",
  "glUniform2dv",
  "glUniform3dv",
  "glUniform4dv",
  "glUniformMatrix2fv",
  "glUniformMatrix3fv",
  "glUniformMatrix4fv",
  "glUniformMatrix2x3fv",
  "glUniformMatrix3x2fv",
  "glUniformMatrix2x4fv",
  "glUniformMatrix4x2fv",
  "glUniformMatrix3x4fv",
  "glUniformMatrix4x3fv",
  "glUniformMatrix2dv",
  "glUniformMatrix3dv",
  "glUniformMatrix4dv",
  "glUniformMatrix2x3dv",
  "glUniformMatrix3x2dv",
  "glUniformMatrix2x4dv",
  "glUniformMatrix4x2dv",
  "glUniformMatrix3x4dv",
  "glUniformMatrix4x3dv",
  "glProgramUniform1f",
  "glProgramUniform2f",
  "glProgramUniform3f",
  "glProgramUniform4f",
  "glProgramUniform1i",
  "glProgramUniform2i",
  "glProgramUniform3i",
  "glProgramUniform4i",
  "glProgramUniform1ui",
  "glProgramUniform2ui",
  "glProgramUniform3ui",
  "glProgramUniform4ui",
  "glProgramUniform1fv",
  "glProgramUniform2fv",
  "glProgramUniform3fv",
  "glProgramUniform4fv",
  "glProgramUniform1iv",
  "glProgramUniform2iv",
  "glProgramUniform3iv",
  "glProgramUniform4iv",
  "glProgramUniform1uiv",
  "glProgramUniform2uiv",
  "glProgramUniform3uiv",
  "glProgramUniform4uiv",
  "glProgramUniform1d",
  "glProgramUniform2d",
  "glProgramUniform3d",
  "glProgramUniform4d",
  "glProgramUniform1dv",
  "glProgramUniform2dv",
  "glProgramUniform3dv",
  "glProgramUniform4dv",
  "glProgramUniformMatrix2fv",
  "glProgramUniformMatrix3fv",
  "glProgramUniformMatrix4fv",
  "glProgramUniformMatrix2x3fv",
  "glProgramUniformMatrix3x2fv",
  "glProgramUniformMatrix2x4fv",
  "glProgramUniformMatrix4x2fv",
  "glProgramUniformMatrix3x4fv",
  "glProgramUniformMatrix4x3fv",
  "glProgramUniformMatrix2dv",
  "glProgramUniformMatrix3dv",
  "glProgramUniformMatrix4dv",
  "glProgramUniformMatrix2x3dv",
  "glProgramUniformMatrix3x2dv",
  "glProgramUniformMatrix2x4dv",
  "glProgramUniformMatrix4x2dv",
  "glProgramUniformMatrix3x4dv",
  "glProgramUniformMatrix4x3dv",
  "glDrawArrays",
  "glDrawElements",
  "glDrawRangeElements",
  "glDrawArraysInstanced",
  "glDrawElementsInstanced",
  "glDrawElementsBaseVertex",
  "glDrawRangeElementsBaseVertex",
  "glDrawElementsInstancedBaseVertex",
  "glDrawArraysInstancedBaseInstance",
  "glDrawElementsInstancedBaseInstance",
  "glDrawElementsInstancedBaseVertexBaseInstance",
  "glDrawArraysIndirect",
  "glDrawElementsIndirect",
  "glMultiDrawArrays",
  "glMultiDrawElements",
  "glMultiDrawElementsBaseVertex",
  "glMultiDrawArraysIndirect",
  "glMultiDrawElementsIndirect",
  "glMultiDrawArraysIndirectCount",
  "glMultiDrawElementsIndirectCount",
  "glDrawTransformFeedback",
  "glDrawTransformFeedbackInstanced",
  "glDrawTransformFeedbackStream",
  "glDrawTransformFeedbackStreamInstanced",
  "glPrimitiveRestartIndex",
  "glProvokingVertex",
  "glGenTransformFeedbacks",
  "glDeleteTransformFeedbacks",
  "glIsTransformFeedback",
  "glBindTransformFeedback",
  "glBeginTransformFeedback",
  "glEndTransformFeedback",
  "glPauseTransformFeedback",
  "glResumeTransformFeedback",
  "glTransformFeedbackVaryings",
  "glGetTransformFeedbackVarying",
  "glGenQueries",
  "glDeleteQueries",
  "glIsQuery",
  "glBeginQuery",
  "glEndQuery",
  "glBeginQueryIndexed",
  "glEndQueryIndexed",
  "glQueryCounter",
  "glGetQueryiv",
  "glGetQueryIndexediv",
  "glGetQueryObjectiv",
  "glGetQueryObjectuiv",
  "glGetQueryObjecti64v",
  "glGetQueryObjectui64v",
  "glBeginConditionalRender",
  "glEndConditionalRender",
  "glFenceSync",
  "glClientWaitSync",
  "glWaitSync",
  "glDeleteSync",
  "glIsSync",
  "glGetSynciv",
  "glDispatchCompute",
  "glDispatchComputeIndirect",
  "glMemoryBarrier",
  "glMemoryBarrierByRegion",
  "glClear",
  "glClearBufferiv",
  "glClearBufferuiv",
  "glClearBufferfv",
  "glClearBufferfi",
  "glClearColor",
  "glClearDepthf",
  "glClearDepth",
  "glClearStencil",
  "glEnable",
  "glDisable",
  "glIsEnabled",
  "glEnablei",
  "glDisablei",
  "glIsEnabledi",
  "glBlendFunc",
  "glBlendFuncSeparate",
  "glBlendFunci",
  "glBlendFuncSeparatei",
  "glBlendEquation",
  "glBlendEquationSeparate",
  "glBlendEquationi",
  "glBlendEquationSeparatei",
  "glBlendColor",
  "glBlendBarrier",
  "glColorMask",
  "glColorMaski",
  "glDepthFunc",
  "glDepthMask",
  "glDepthRangef",
  "glDepthRange",
  "glDepthRangeArrayv",
  "glDepthRangeIndexed",
  "glStencilFunc",
  "glStencilFuncSeparate",
  "glStencilOp",
  "glStencilOpSeparate",
  "glStencilMask",
  "glStencilMaskSeparate",
  "glCullFace",
  "glFrontFace",
  "glPolygonMode",
  "glPolygonOffset",
  "glPolygonOffsetClamp",
  "glPointSize",
  "glPointParameteri",
  "glPointParameterf",
  "glLineWidth",
  "glHint",
  "glPixelStorei",
  "glPixelStoref",
  "glViewport",
  "glViewportIndexedf",
  "glViewportIndexedfv",
  "glViewportArrayv",
  "glScissor",
  "glScissorIndexed",
  "glScissorIndexedv",
  "glScissorArrayv",
  "glViewportIndexedfOES",
  "glScissorIndexedOES",
  "glDepthRangeIndexedfOES",
  "glPatchParameteri",
  "glPatchParameterfv",
  "glSampleCoverage",
  "glSampleMaski",
  "glMinSampleShading",
  "glLogicOp",
  "glClampColor",
  "glGetMultisamplefv",
  "glClipControl",
  "glPrimitiveBoundingBox",
  "glReadPixels",
  "glReadnPixels",
  "glGetIntegerv",
  "glGetFloatv",
  "glGetBooleanv",
  "glGetInteger64v",
  "glGetDoublev",
  "glGetIntegeri_v",
  "glGetInteger64i_v",
  "glGetBooleani_v",
  "glGetFloati_v",
  "glGetDoublei_v",
  "glGetString",
  "glGetStringi",
  "glGetError",
  "glGetGraphicsResetStatus",
  "glGetPointerv",
  "glFlush",
  "glFinish",
  "glDebugMessageCallback",
  "glDebugMessageControl",
  "glDebugMessageInsert",
  "glGetDebugMessageLog",
  "glPushDebugGroup",
  "glPopDebugGroup",
  "glObjectLabel",
  "glGetObjectLabel",
  "glObjectPtrLabel",
  "glGetObjectPtrLabel",
  "glGetActiveAtomicCounterBufferiv",
  "glTransformFeedbackBufferBase",
  "glTransformFeedbackBufferRange",
  "glCreateBuffers",
  "glNamedBufferStorage",
  "glNamedBufferData",
  "glNamedBufferSubData",
  "glCopyNamedBufferSubData",
  "glClearNamedBufferData",
  "glClearNamedBufferSubData",
  "glMapNamedBuffer",
  "glMapNamedBufferRange",
  "glUnmapNamedBuffer",
  "glFlushMappedNamedBufferRange",
  "glGetNamedBufferParameteriv",
  "glGetNamedBufferParameteri64v",
  "glGetNamedBufferPointerv",
  "glGetNamedBufferSubData",
  "glNamedFramebufferDrawBuffer",
  "glNamedFramebufferDrawBuffers",
  "glNamedFramebufferReadBuffer",
  "glTextureBuffer",
  "glTextureBufferRange",
  "glVertexArrayElementBuffer",
  "glVertexArrayVertexBuffer",
  "glVertexArrayVertexBuffers",
  "glGetQueryBufferObjecti64v",
  "glGetQueryBufferObjectiv",
  "glGetQueryBufferObjectui64v",
  "glGetQueryBufferObjectuiv",
  "glCreateVertexArrays",
  "glDisableVertexArrayAttrib",
  "glEnableVertexArrayAttrib",
  "glVertexArrayAttribBinding",
  "glVertexArrayAttribFormat",
  "glVertexArrayAttribIFormat",
  "glVertexArrayAttribLFormat",
  "glVertexArrayBindingDivisor",
  "glGetVertexArrayiv",
  "glGetVertexArrayIndexediv",
  "glGetVertexArrayIndexed64iv",
  "glNamedFramebufferTexture",
  "glNamedFramebufferTextureLayer",
  "glCreateTextures",
  "glTextureStorage1D",
  "glTextureStorage2D",
  "glTextureStorage3D",
  "glTextureStorage2DMultisample",
  "glTextureStorage3DMultisample",
  "glTextureSubImage1D",
  "glTextureSubImage2D",
  "glTextureSubImage3D",
  "glCompressedTextureSubImage1D",
  "glCompressedTextureSubImage2D",
  "glCompressedTextureSubImage3D",
  "glCopyTextureSubImage1D",
  "glCopyTextureSubImage2D",
  "glCopyTextureSubImage3D",
  "glTextureParameterf",
  "glTextureParameterfv",
  "glTextureParameteri",
  "glTextureParameterIiv",
  "glTextureParameterIuiv",
  "glTextureParameteriv",
  "glGenerateTextureMipmap",
  "glBindTextureUnit",
  "glGetTextureImage",
  "glGetCompressedTextureImage",
  "glGetTextureLevelParameterfv",
  "glGetTextureLevelParameteriv",
  "glGetTextureParameterfv",
  "glGetTextureParameterIiv",
  "glGetTextureParameterIuiv",
  "glGetTextureParameteriv",
  "glGetTextureSubImage",
  "glGetCompressedTextureSubImage",
  "glCreateFramebuffers",
  "glNamedFramebufferRenderbuffer",
  "glNamedFramebufferParameteri",
  "glInvalidateNamedFramebufferData",
  "glInvalidateNamedFramebufferSubData",
  "glClearNamedFramebufferiv",
  "glClearNamedFramebufferuiv",
  "glClearNamedFramebufferfv",
  "glClearNamedFramebufferfi",
  "glBlitNamedFramebuffer",
  "glCheckNamedFramebufferStatus",
  "glGetNamedFramebufferParameteriv",
  "glGetNamedFramebufferAttachmentParameteriv",
  "glCreateRenderbuffers",
  "glNamedRenderbufferStorage",
  "glNamedRenderbufferStorageMultisample",
  "glGetNamedRenderbufferParameteriv",
  "glCreateTransformFeedbacks",
  "glGetTransformFeedbackiv",
  "glGetTransformFeedbacki_v",
  "glGetTransformFeedbacki64_v",
  "glCreateSamplers",
  "glCreateProgramPipelines",
  "glCreateQueries",
  "glVertexAttrib1d",
  "glVertexAttrib1dv",
  "glVertexAttrib1s",
  "glVertexAttrib1sv",
  "glVertexAttrib2d",
  "glVertexAttrib2dv",
  "glVertexAttrib2s",
  "glVertexAttrib2sv",
  "glVertexAttrib3d",
  "glVertexAttrib3dv",
  "glVertexAttrib3s",
  "glVertexAttrib3sv",
  "glVertexAttrib4Nbv",
  "glVertexAttrib4Niv",
  "glVertexAttrib4Nsv",
  "glVertexAttrib4Nub",
  "glVertexAttrib4Nubv",
  "glVertexAttrib4Nuiv",
  "glVertexAttrib4Nusv",
  "glVertexAttrib4bv",
  "glVertexAttrib4d",
  "glVertexAttrib4dv",
  "glVertexAttrib4iv",
  "glVertexAttrib4s",
  "glVertexAttrib4sv",
  "glVertexAttrib4ubv",
  "glVertexAttrib4uiv",
  "glVertexAttrib4usv",
  "glVertexAttribI1i",
  "glVertexAttribI2i",
  "glVertexAttribI3i",
  "glVertexAttribI1ui",
  "glVertexAttribI2ui",
  "glVertexAttribI3ui",
  "glVertexAttribI1iv",
  "glVertexAttribI2iv",
  "glVertexAttribI3iv",
  "glVertexAttribI1uiv",
  "glVertexAttribI2uiv",
  "glVertexAttribI3uiv",
  "glVertexAttribI4bv",
  "glVertexAttribI4sv",
  "glVertexAttribI4ubv",
  "glVertexAttribI4usv",
  "glVertexAttribP1ui",
  "glVertexAttribP1uiv",
  "glVertexAttribP2ui",
  "glVertexAttribP2uiv",
  "glVertexAttribP3ui",
  "glVertexAttribP3uiv",
  "glVertexAttribP4ui",
  "glVertexAttribP4uiv",
  "glVertexAttribL2d",
  "glVertexAttribL3d",
  "glVertexAttribL1dv",
  "glVertexAttribL2dv",
  "glVertexAttribL3dv",
  "glPointParameterfv",
  "glPointParameteriv",
  "glGetActiveSubroutineUniformiv",
  "glGetActiveSubroutineUniformName",
  "glGetActiveSubroutineName",
  "glShaderBinary",
  "glGetProgramBinary",
  "glProgramBinary",
  "glGetnUniformdv",
};
void* g_procs[663] = {};
}  // namespace mg

// void glGenBuffers(GLsizei n, GLuint *buffers)
static napi_value w_glGenBuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenBuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 0, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_buffers; if (!mg::ArgTyped(env, argv[1], kFn, "buffers", napi_uint32_array, "Uint32Array", &a_buffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "buffers", a_buffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_buffers.ptr);
  return nullptr;
}

// void glDeleteBuffers(GLsizei n, const GLuint *buffers)
static napi_value w_glDeleteBuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteBuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 1, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_buffers; if (!mg::ArgTyped(env, argv[1], kFn, "buffers", napi_uint32_array, "Uint32Array", &a_buffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "buffers", a_buffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  mg::OnDeleteBuffers(env, a_n, a_buffers);
  fn((GLsizei)a_n, (const GLuint*)a_buffers.ptr);
  return nullptr;
}

// GLboolean glIsBuffer(GLuint buffer)
static napi_value w_glIsBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsBuffer";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 2, 3));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  GLboolean r = fn((GLuint)a_buffer);
  return mg::RetU32(env, r);
}

// void glBindBuffer(GLenum target, GLuint buffer)
static napi_value w_glBindBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindBuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 3, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_buffer);
  return nullptr;
}

// void glBindBufferBase(GLenum target, GLuint index, GLuint buffer)
static napi_value w_glBindBufferBase(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindBufferBase";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 4, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_index, (GLuint)a_buffer);
  return nullptr;
}

// void glBindBufferRange(GLenum target, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size)
static napi_value w_glBindBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindBufferRange";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLuint, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 5, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[4], kFn, "size", &a_size)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_index, (GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_size);
  return nullptr;
}

// void glBindBuffersBase(GLenum target, GLuint first, GLsizei count, const GLuint *buffers)
static napi_value w_glBindBuffersBase(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindBuffersBase";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 6, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[1], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_buffers; if (!mg::ArgTyped(env, argv[3], kFn, "buffers", napi_uint32_array, "Uint32Array", &a_buffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "buffers", a_buffers, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_target, (GLuint)a_first, (GLsizei)a_count, (const GLuint*)a_buffers.ptr);
  return nullptr;
}

// void glBindBuffersRange(GLenum target, GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizeiptr *sizes)
static napi_value w_glBindBuffersRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindBuffersRange";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLsizei, const GLuint*, const GLintptr*, const GLsizeiptr*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 7, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[1], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_buffers; if (!mg::ArgTyped(env, argv[3], kFn, "buffers", napi_uint32_array, "Uint32Array", &a_buffers)) return nullptr;
  mg::Typed a_offsets; if (!mg::ArgTyped(env, argv[4], kFn, "offsets", napi_bigint64_array, "BigInt64Array", &a_offsets)) return nullptr;
  mg::Typed a_sizes; if (!mg::ArgTyped(env, argv[5], kFn, "sizes", napi_bigint64_array, "BigInt64Array", &a_sizes)) return nullptr;
  if (!mg::NeedCount(env, kFn, "buffers", a_buffers, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "offsets", a_offsets, (int64_t)a_count, false, "BigInt64Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "sizes", a_sizes, (int64_t)a_count, false, "BigInt64Array")) return nullptr;
  fn((GLenum)a_target, (GLuint)a_first, (GLsizei)a_count, (const GLuint*)a_buffers.ptr, (const GLintptr*)a_offsets.ptr, (const GLsizeiptr*)a_sizes.ptr);
  return nullptr;
}

// void glBufferData(GLenum target, GLsizeiptr size, const void *data, GLenum usage)
static napi_value w_glBufferData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBufferData";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizeiptr, const void*, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 8, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[1], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[2], kFn, "data", &a_data)) return nullptr;
  uint32_t a_usage; if (!mg::ArgU32(env, argv[3], kFn, "usage", &a_usage)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLenum)a_target, (GLsizeiptr)a_size, (const void*)a_data.ptr, (GLenum)a_usage);
  return nullptr;
}

// void glBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, const void *data)
static napi_value w_glBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBufferSubData";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLintptr, GLsizeiptr, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 9, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[2], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[3], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLenum)a_target, (GLintptr)a_offset, (GLsizeiptr)a_size, (const void*)a_data.ptr);
  return nullptr;
}

// void glBufferStorage(GLenum target, GLsizeiptr size, const void *data, GLbitfield flags)
static napi_value w_glBufferStorage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBufferStorage";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizeiptr, const void*, GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 10, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[1], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[2], kFn, "data", &a_data)) return nullptr;
  uint32_t a_flags; if (!mg::ArgU32(env, argv[3], kFn, "flags", &a_flags)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLenum)a_target, (GLsizeiptr)a_size, (const void*)a_data.ptr, (GLbitfield)a_flags);
  return nullptr;
}

// void *glMapBufferRange(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access)
static napi_value w_glMapBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMapBufferRange";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void* (APIENTRYP)(GLenum, GLintptr, GLsizeiptr, GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 11, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_length; if (!mg::ArgI64(env, argv[2], kFn, "length", &a_length)) return nullptr;
  uint32_t a_access; if (!mg::ArgU32(env, argv[3], kFn, "access", &a_access)) return nullptr;
  void* r = fn((GLenum)a_target, (GLintptr)a_offset, (GLsizeiptr)a_length, (GLbitfield)a_access);
  return mg::WrapMapping(env, a_target, r, (int64_t)a_length);
}

// void *glMapBuffer(GLenum target, GLenum access)
static napi_value w_glMapBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMapBuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void* (APIENTRYP)(GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 12, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_access; if (!mg::ArgU32(env, argv[1], kFn, "access", &a_access)) return nullptr;
  void* r = fn((GLenum)a_target, (GLenum)a_access);
  return mg::WrapMapping(env, a_target, r, mg::bufferSize(a_target));
}

// GLboolean glUnmapBuffer(GLenum target)
static napi_value w_glUnmapBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUnmapBuffer";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 13, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  mg::OnUnmapBuffer(env, a_target);
  GLboolean r = fn((GLenum)a_target);
  return mg::RetU32(env, r);
}

// void glFlushMappedBufferRange(GLenum target, GLintptr offset, GLsizeiptr length)
static napi_value w_glFlushMappedBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFlushMappedBufferRange";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 14, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_length; if (!mg::ArgI64(env, argv[2], kFn, "length", &a_length)) return nullptr;
  fn((GLenum)a_target, (GLintptr)a_offset, (GLsizeiptr)a_length);
  return nullptr;
}

// void glCopyBufferSubData(GLenum readTarget, GLenum writeTarget, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size)
static napi_value w_glCopyBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyBufferSubData";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLintptr, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 15, 3));
  if (!fn) return nullptr;
  uint32_t a_readTarget; if (!mg::ArgU32(env, argv[0], kFn, "readTarget", &a_readTarget)) return nullptr;
  uint32_t a_writeTarget; if (!mg::ArgU32(env, argv[1], kFn, "writeTarget", &a_writeTarget)) return nullptr;
  int64_t a_readOffset; if (!mg::ArgI64(env, argv[2], kFn, "readOffset", &a_readOffset)) return nullptr;
  int64_t a_writeOffset; if (!mg::ArgI64(env, argv[3], kFn, "writeOffset", &a_writeOffset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[4], kFn, "size", &a_size)) return nullptr;
  fn((GLenum)a_readTarget, (GLenum)a_writeTarget, (GLintptr)a_readOffset, (GLintptr)a_writeOffset, (GLsizeiptr)a_size);
  return nullptr;
}

// void glClearBufferData(GLenum target, GLenum internalformat, GLenum format, GLenum type, const void *data)
static napi_value w_glClearBufferData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearBufferData";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 16, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[2], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[4], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::texelBytes(env, kFn, "data", a_data, a_format, a_type)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_internalformat, (GLenum)a_format, (GLenum)a_type, (const void*)a_data.ptr);
  return nullptr;
}

// void glClearBufferSubData(GLenum target, GLenum internalformat, GLintptr offset, GLsizeiptr size, GLenum format, GLenum type, const void *data)
static napi_value w_glClearBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearBufferSubData";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLintptr, GLsizeiptr, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 17, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[2], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[3], kFn, "size", &a_size)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[5], kFn, "type", &a_type)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[6], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::texelBytes(env, kFn, "data", a_data, a_format, a_type)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_internalformat, (GLintptr)a_offset, (GLsizeiptr)a_size, (GLenum)a_format, (GLenum)a_type, (const void*)a_data.ptr);
  return nullptr;
}

// void glGetBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, void *data)
static napi_value w_glGetBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetBufferSubData";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLintptr, GLsizeiptr, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 18, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[2], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[3], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLenum)a_target, (GLintptr)a_offset, (GLsizeiptr)a_size, (void*)a_data.ptr);
  return nullptr;
}

// void glGetBufferParameteriv(GLenum target, GLenum pname, GLint *params)
static napi_value w_glGetBufferParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetBufferParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 19, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetBufferParameteri64v(GLenum target, GLenum pname, GLint64 *params)
static napi_value w_glGetBufferParameteri64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetBufferParameteri64v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 20, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_bigint64_array, "BigInt64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "BigInt64Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 8, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLint64*)p_params);
  mg::ScratchOut(a_params, 8, p_params);
  return nullptr;
}

// void glGetBufferPointerv(GLenum target, GLenum pname, void **params)
static napi_value w_glGetBufferPointerv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetBufferPointerv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, void**);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 21, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_biguint64_array, "BigUint64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "BigUint64Array")) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (void**)a_params.ptr);
  return nullptr;
}

// void glInvalidateBufferData(GLuint buffer)
static napi_value w_glInvalidateBufferData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateBufferData";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 22, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  fn((GLuint)a_buffer);
  return nullptr;
}

// void glInvalidateBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr length)
static napi_value w_glInvalidateBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateBufferSubData";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 23, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_length; if (!mg::ArgI64(env, argv[2], kFn, "length", &a_length)) return nullptr;
  fn((GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_length);
  return nullptr;
}

// void glGenVertexArrays(GLsizei n, GLuint *arrays)
static napi_value w_glGenVertexArrays(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenVertexArrays";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 24, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_arrays; if (!mg::ArgTyped(env, argv[1], kFn, "arrays", napi_uint32_array, "Uint32Array", &a_arrays)) return nullptr;
  if (!mg::NeedCount(env, kFn, "arrays", a_arrays, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_arrays.ptr);
  return nullptr;
}

// void glDeleteVertexArrays(GLsizei n, const GLuint *arrays)
static napi_value w_glDeleteVertexArrays(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteVertexArrays";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 25, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_arrays; if (!mg::ArgTyped(env, argv[1], kFn, "arrays", napi_uint32_array, "Uint32Array", &a_arrays)) return nullptr;
  if (!mg::NeedCount(env, kFn, "arrays", a_arrays, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLuint*)a_arrays.ptr);
  return nullptr;
}

// GLboolean glIsVertexArray(GLuint array)
static napi_value w_glIsVertexArray(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsVertexArray";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 26, 3));
  if (!fn) return nullptr;
  uint32_t a_array; if (!mg::ArgU32(env, argv[0], kFn, "array", &a_array)) return nullptr;
  GLboolean r = fn((GLuint)a_array);
  return mg::RetU32(env, r);
}

// void glBindVertexArray(GLuint array)
static napi_value w_glBindVertexArray(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindVertexArray";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 27, 3));
  if (!fn) return nullptr;
  uint32_t a_array; if (!mg::ArgU32(env, argv[0], kFn, "array", &a_array)) return nullptr;
  fn((GLuint)a_array);
  return nullptr;
}

// void glVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void *pointer)
static napi_value w_glVertexAttribPointer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribPointer";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLboolean, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 28, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[1], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[3], kFn, "normalized", &a_normalized)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[4], kFn, "stride", &a_stride)) return nullptr;
  mg::Data a_pointer; if (!mg::ArgData(env, argv[5], kFn, "pointer", &a_pointer)) return nullptr;
  fn((GLuint)a_index, (GLint)a_size, (GLenum)a_type, (GLboolean)a_normalized, (GLsizei)a_stride, (const void*)a_pointer.ptr);
  return nullptr;
}

// void glVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer)
static napi_value w_glVertexAttribIPointer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribIPointer";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 29, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[1], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[3], kFn, "stride", &a_stride)) return nullptr;
  mg::Data a_pointer; if (!mg::ArgData(env, argv[4], kFn, "pointer", &a_pointer)) return nullptr;
  fn((GLuint)a_index, (GLint)a_size, (GLenum)a_type, (GLsizei)a_stride, (const void*)a_pointer.ptr);
  return nullptr;
}

// void glVertexAttribLPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer)
static napi_value w_glVertexAttribLPointer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribLPointer";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 30, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[1], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[3], kFn, "stride", &a_stride)) return nullptr;
  mg::Data a_pointer; if (!mg::ArgData(env, argv[4], kFn, "pointer", &a_pointer)) return nullptr;
  if (!mg::NeedData(env, kFn, "pointer", a_pointer, (int64_t)a_size)) return nullptr;
  fn((GLuint)a_index, (GLint)a_size, (GLenum)a_type, (GLsizei)a_stride, (const void*)a_pointer.ptr);
  return nullptr;
}

// void glEnableVertexAttribArray(GLuint index)
static napi_value w_glEnableVertexAttribArray(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEnableVertexAttribArray";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 31, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  fn((GLuint)a_index);
  return nullptr;
}

// void glDisableVertexAttribArray(GLuint index)
static napi_value w_glDisableVertexAttribArray(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDisableVertexAttribArray";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 32, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  fn((GLuint)a_index);
  return nullptr;
}

// void glVertexAttribDivisor(GLuint index, GLuint divisor)
static napi_value w_glVertexAttribDivisor(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribDivisor";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 33, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_divisor; if (!mg::ArgU32(env, argv[1], kFn, "divisor", &a_divisor)) return nullptr;
  fn((GLuint)a_index, (GLuint)a_divisor);
  return nullptr;
}

// void glVertexAttribFormat(GLuint attribindex, GLint size, GLenum type, GLboolean normalized, GLuint relativeoffset)
static napi_value w_glVertexAttribFormat(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribFormat";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLboolean, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 34, 3));
  if (!fn) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[0], kFn, "attribindex", &a_attribindex)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[1], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[3], kFn, "normalized", &a_normalized)) return nullptr;
  uint32_t a_relativeoffset; if (!mg::ArgU32(env, argv[4], kFn, "relativeoffset", &a_relativeoffset)) return nullptr;
  fn((GLuint)a_attribindex, (GLint)a_size, (GLenum)a_type, (GLboolean)a_normalized, (GLuint)a_relativeoffset);
  return nullptr;
}

// void glVertexAttribIFormat(GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)
static napi_value w_glVertexAttribIFormat(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribIFormat";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 35, 3));
  if (!fn) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[0], kFn, "attribindex", &a_attribindex)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[1], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  uint32_t a_relativeoffset; if (!mg::ArgU32(env, argv[3], kFn, "relativeoffset", &a_relativeoffset)) return nullptr;
  fn((GLuint)a_attribindex, (GLint)a_size, (GLenum)a_type, (GLuint)a_relativeoffset);
  return nullptr;
}

// void glVertexAttribLFormat(GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)
static napi_value w_glVertexAttribLFormat(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribLFormat";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 36, 2));
  if (!fn) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[0], kFn, "attribindex", &a_attribindex)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[1], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  uint32_t a_relativeoffset; if (!mg::ArgU32(env, argv[3], kFn, "relativeoffset", &a_relativeoffset)) return nullptr;
  fn((GLuint)a_attribindex, (GLint)a_size, (GLenum)a_type, (GLuint)a_relativeoffset);
  return nullptr;
}

// void glVertexAttribBinding(GLuint attribindex, GLuint bindingindex)
static napi_value w_glVertexAttribBinding(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribBinding";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 37, 3));
  if (!fn) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[0], kFn, "attribindex", &a_attribindex)) return nullptr;
  uint32_t a_bindingindex; if (!mg::ArgU32(env, argv[1], kFn, "bindingindex", &a_bindingindex)) return nullptr;
  fn((GLuint)a_attribindex, (GLuint)a_bindingindex);
  return nullptr;
}

// void glBindVertexBuffer(GLuint bindingindex, GLuint buffer, GLintptr offset, GLsizei stride)
static napi_value w_glBindVertexBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindVertexBuffer";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLintptr, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 38, 3));
  if (!fn) return nullptr;
  uint32_t a_bindingindex; if (!mg::ArgU32(env, argv[0], kFn, "bindingindex", &a_bindingindex)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[2], kFn, "offset", &a_offset)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[3], kFn, "stride", &a_stride)) return nullptr;
  fn((GLuint)a_bindingindex, (GLuint)a_buffer, (GLintptr)a_offset, (GLsizei)a_stride);
  return nullptr;
}

// void glBindVertexBuffers(GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizei *strides)
static napi_value w_glBindVertexBuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindVertexBuffers";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLuint*, const GLintptr*, const GLsizei*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 39, 2));
  if (!fn) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[0], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_buffers; if (!mg::ArgTyped(env, argv[2], kFn, "buffers", napi_uint32_array, "Uint32Array", &a_buffers)) return nullptr;
  mg::Typed a_offsets; if (!mg::ArgTyped(env, argv[3], kFn, "offsets", napi_bigint64_array, "BigInt64Array", &a_offsets)) return nullptr;
  mg::Typed a_strides; if (!mg::ArgTyped(env, argv[4], kFn, "strides", napi_int32_array, "Int32Array", &a_strides)) return nullptr;
  if (!mg::NeedCount(env, kFn, "buffers", a_buffers, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "offsets", a_offsets, (int64_t)a_count, false, "BigInt64Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "strides", a_strides, (int64_t)a_count, false, "Int32Array")) return nullptr;
  fn((GLuint)a_first, (GLsizei)a_count, (const GLuint*)a_buffers.ptr, (const GLintptr*)a_offsets.ptr, (const GLsizei*)a_strides.ptr);
  return nullptr;
}

// void glVertexBindingDivisor(GLuint bindingindex, GLuint divisor)
static napi_value w_glVertexBindingDivisor(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexBindingDivisor";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 40, 3));
  if (!fn) return nullptr;
  uint32_t a_bindingindex; if (!mg::ArgU32(env, argv[0], kFn, "bindingindex", &a_bindingindex)) return nullptr;
  uint32_t a_divisor; if (!mg::ArgU32(env, argv[1], kFn, "divisor", &a_divisor)) return nullptr;
  fn((GLuint)a_bindingindex, (GLuint)a_divisor);
  return nullptr;
}

// void glVertexAttrib1f(GLuint index, GLfloat x)
static napi_value w_glVertexAttrib1f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib1f";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 41, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  fn((GLuint)a_index, (GLfloat)a_x);
  return nullptr;
}

// void glVertexAttrib2f(GLuint index, GLfloat x, GLfloat y)
static napi_value w_glVertexAttrib2f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib2f";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 42, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  fn((GLuint)a_index, (GLfloat)a_x, (GLfloat)a_y);
  return nullptr;
}

// void glVertexAttrib3f(GLuint index, GLfloat x, GLfloat y, GLfloat z)
static napi_value w_glVertexAttrib3f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib3f";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 43, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  fn((GLuint)a_index, (GLfloat)a_x, (GLfloat)a_y, (GLfloat)a_z);
  return nullptr;
}

// void glVertexAttrib4f(GLuint index, GLfloat x, GLfloat y, GLfloat z, GLfloat w)
static napi_value w_glVertexAttrib4f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4f";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 44, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  double a_w; if (!mg::ArgF64(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLuint)a_index, (GLfloat)a_x, (GLfloat)a_y, (GLfloat)a_z, (GLfloat)a_w);
  return nullptr;
}

// void glVertexAttrib1fv(GLuint index, const GLfloat *v)
static napi_value w_glVertexAttrib1fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib1fv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 45, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float32_array, "Float32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 1, false, "Float32Array")) return nullptr;
  fn((GLuint)a_index, (const GLfloat*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib2fv(GLuint index, const GLfloat *v)
static napi_value w_glVertexAttrib2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib2fv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 46, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float32_array, "Float32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 2, false, "Float32Array")) return nullptr;
  fn((GLuint)a_index, (const GLfloat*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib3fv(GLuint index, const GLfloat *v)
static napi_value w_glVertexAttrib3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib3fv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 47, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float32_array, "Float32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 3, false, "Float32Array")) return nullptr;
  fn((GLuint)a_index, (const GLfloat*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4fv(GLuint index, const GLfloat *v)
static napi_value w_glVertexAttrib4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4fv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 48, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float32_array, "Float32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Float32Array")) return nullptr;
  fn((GLuint)a_index, (const GLfloat*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI4i(GLuint index, GLint x, GLint y, GLint z, GLint w)
static napi_value w_glVertexAttribI4i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4i";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 49, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  int32_t a_z; if (!mg::ArgI32(env, argv[3], kFn, "z", &a_z)) return nullptr;
  int32_t a_w; if (!mg::ArgI32(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLuint)a_index, (GLint)a_x, (GLint)a_y, (GLint)a_z, (GLint)a_w);
  return nullptr;
}

// void glVertexAttribI4ui(GLuint index, GLuint x, GLuint y, GLuint z, GLuint w)
static napi_value w_glVertexAttribI4ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4ui";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 50, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_x; if (!mg::ArgU32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  uint32_t a_y; if (!mg::ArgU32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  uint32_t a_z; if (!mg::ArgU32(env, argv[3], kFn, "z", &a_z)) return nullptr;
  uint32_t a_w; if (!mg::ArgU32(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLuint)a_index, (GLuint)a_x, (GLuint)a_y, (GLuint)a_z, (GLuint)a_w);
  return nullptr;
}

// void glVertexAttribI4iv(GLuint index, const GLint *v)
static napi_value w_glVertexAttribI4iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4iv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 51, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI4uiv(GLuint index, const GLuint *v)
static napi_value w_glVertexAttribI4uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4uiv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 52, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint32_array, "Uint32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (const GLuint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribL1d(GLuint index, GLdouble x)
static napi_value w_glVertexAttribL1d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL1d";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 53, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x);
  return nullptr;
}

// void glVertexAttribL4d(GLuint index, GLdouble x, GLdouble y, GLdouble z, GLdouble w)
static napi_value w_glVertexAttribL4d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL4d";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 54, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  double a_w; if (!mg::ArgF64(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x, (GLdouble)a_y, (GLdouble)a_z, (GLdouble)a_w);
  return nullptr;
}

// void glVertexAttribL4dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttribL4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL4dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 55, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glGetVertexAttribiv(GLuint index, GLenum pname, GLint *params)
static napi_value w_glGetVertexAttribiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexAttribiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 56, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 4, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_pname, (GLint*)a_params.ptr);
  return nullptr;
}

// void glGetVertexAttribfv(GLuint index, GLenum pname, GLfloat *params)
static napi_value w_glGetVertexAttribfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexAttribfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 57, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 4, false, "Float32Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_pname, (GLfloat*)a_params.ptr);
  return nullptr;
}

// void glGetVertexAttribIiv(GLuint index, GLenum pname, GLint *params)
static napi_value w_glGetVertexAttribIiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexAttribIiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 58, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_index, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetVertexAttribIuiv(GLuint index, GLenum pname, GLuint *params)
static napi_value w_glGetVertexAttribIuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexAttribIuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 59, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_index, (GLenum)a_pname, (GLuint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetVertexAttribdv(GLuint index, GLenum pname, GLdouble *params)
static napi_value w_glGetVertexAttribdv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexAttribdv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 60, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float64_array, "Float64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 4, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_pname, (GLdouble*)a_params.ptr);
  return nullptr;
}

// void glGetVertexAttribLdv(GLuint index, GLenum pname, GLdouble *params)
static napi_value w_glGetVertexAttribLdv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexAttribLdv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 61, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float64_array, "Float64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float64Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 8, s_params);
  fn((GLuint)a_index, (GLenum)a_pname, (GLdouble*)p_params);
  mg::ScratchOut(a_params, 8, p_params);
  return nullptr;
}

// void glGetVertexAttribPointerv(GLuint index, GLenum pname, void **pointer)
static napi_value w_glGetVertexAttribPointerv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexAttribPointerv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, void**);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 62, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_pointer; if (!mg::ArgTyped(env, argv[2], kFn, "pointer", napi_biguint64_array, "BigUint64Array", &a_pointer)) return nullptr;
  if (!mg::NeedCount(env, kFn, "pointer", a_pointer, 1, false, "BigUint64Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_pname, (void**)a_pointer.ptr);
  return nullptr;
}

// void glGenTextures(GLsizei n, GLuint *textures)
static napi_value w_glGenTextures(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenTextures";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 63, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_textures; if (!mg::ArgTyped(env, argv[1], kFn, "textures", napi_uint32_array, "Uint32Array", &a_textures)) return nullptr;
  if (!mg::NeedCount(env, kFn, "textures", a_textures, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_textures.ptr);
  return nullptr;
}

// void glDeleteTextures(GLsizei n, const GLuint *textures)
static napi_value w_glDeleteTextures(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteTextures";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 64, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_textures; if (!mg::ArgTyped(env, argv[1], kFn, "textures", napi_uint32_array, "Uint32Array", &a_textures)) return nullptr;
  if (!mg::NeedCount(env, kFn, "textures", a_textures, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLuint*)a_textures.ptr);
  return nullptr;
}

// GLboolean glIsTexture(GLuint texture)
static napi_value w_glIsTexture(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsTexture";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 65, 3));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  GLboolean r = fn((GLuint)a_texture);
  return mg::RetU32(env, r);
}

// void glBindTexture(GLenum target, GLuint texture)
static napi_value w_glBindTexture(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindTexture";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 66, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[1], kFn, "texture", &a_texture)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_texture);
  return nullptr;
}

// void glBindTextures(GLuint first, GLsizei count, const GLuint *textures)
static napi_value w_glBindTextures(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindTextures";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 67, 2));
  if (!fn) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[0], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_textures; if (!mg::ArgTyped(env, argv[2], kFn, "textures", napi_uint32_array, "Uint32Array", &a_textures)) return nullptr;
  if (!mg::NeedCount(env, kFn, "textures", a_textures, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_first, (GLsizei)a_count, (const GLuint*)a_textures.ptr);
  return nullptr;
}

// void glActiveTexture(GLenum texture)
static napi_value w_glActiveTexture(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glActiveTexture";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 68, 3));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  fn((GLenum)a_texture);
  return nullptr;
}

// void glTexImage1D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLint border, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTexImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexImage1D";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLsizei, GLint, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 69, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_internalformat; if (!mg::ArgI32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[4], kFn, "border", &a_border)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[5], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[6], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[7], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, 1, 1)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_internalformat, (GLsizei)a_width, (GLint)a_border, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glTexImage2D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLint border, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTexImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexImage2D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLsizei, GLsizei, GLint, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 70, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_internalformat; if (!mg::ArgI32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[5], kFn, "border", &a_border)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[6], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[7], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[8], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, a_height, 1)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLint)a_border, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glTexImage3D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTexImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexImage3D";
  napi_value argv[10]; size_t argc = 10;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 10) return mg::ThrowArgc(env, kFn, 10, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLsizei, GLsizei, GLsizei, GLint, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 71, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_internalformat; if (!mg::ArgI32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[5], kFn, "depth", &a_depth)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[6], kFn, "border", &a_border)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[7], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[8], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[9], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, a_height, a_depth)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLint)a_border, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glTexImage2DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)
static napi_value w_glTexImage2DMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexImage2DMultisample";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 72, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  uint32_t a_fixedsamplelocations; if (!mg::ArgBool(env, argv[5], kFn, "fixedsamplelocations", &a_fixedsamplelocations)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLboolean)a_fixedsamplelocations);
  return nullptr;
}

// void glTexImage3DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)
static napi_value w_glTexImage3DMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexImage3DMultisample";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLsizei, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 73, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[5], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_fixedsamplelocations; if (!mg::ArgBool(env, argv[6], kFn, "fixedsamplelocations", &a_fixedsamplelocations)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLboolean)a_fixedsamplelocations);
  return nullptr;
}

// void glTexStorage1D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width)
static napi_value w_glTexStorage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexStorage1D";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 74, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_levels; if (!mg::ArgI32(env, argv[1], kFn, "levels", &a_levels)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_levels, (GLenum)a_internalformat, (GLsizei)a_width);
  return nullptr;
}

// void glTexStorage2D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height)
static napi_value w_glTexStorage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexStorage2D";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 75, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_levels; if (!mg::ArgI32(env, argv[1], kFn, "levels", &a_levels)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_levels, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glTexStorage3D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth)
static napi_value w_glTexStorage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexStorage3D";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 76, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_levels; if (!mg::ArgI32(env, argv[1], kFn, "levels", &a_levels)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[5], kFn, "depth", &a_depth)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_levels, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth);
  return nullptr;
}

// void glTexStorage2DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)
static napi_value w_glTexStorage2DMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexStorage2DMultisample";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 77, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  uint32_t a_fixedsamplelocations; if (!mg::ArgBool(env, argv[5], kFn, "fixedsamplelocations", &a_fixedsamplelocations)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLboolean)a_fixedsamplelocations);
  return nullptr;
}

// void glTexStorage3DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)
static napi_value w_glTexStorage3DMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexStorage3DMultisample";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLsizei, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 78, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[5], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_fixedsamplelocations; if (!mg::ArgBool(env, argv[6], kFn, "fixedsamplelocations", &a_fixedsamplelocations)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLboolean)a_fixedsamplelocations);
  return nullptr;
}

// void glTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLsizei width, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTexSubImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexSubImage1D";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLsizei, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 79, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[5], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[6], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, 1, 1)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLsizei)a_width, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTexSubImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexSubImage2D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 80, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[4], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[5], kFn, "height", &a_height)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[6], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[7], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[8], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, a_height, 1)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLsizei)a_width, (GLsizei)a_height, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTexSubImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexSubImage3D";
  napi_value argv[11]; size_t argc = 11;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 11) return mg::ThrowArgc(env, kFn, 11, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 81, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[8], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[9], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[10], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, a_height, a_depth)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glCompressedTexImage1D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLint border, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTexImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTexImage1D";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLsizei, GLint, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 82, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[4], kFn, "border", &a_border)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[5], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[6], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_internalformat, (GLsizei)a_width, (GLint)a_border, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCompressedTexImage2D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLint border, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTexImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTexImage2D";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLsizei, GLsizei, GLint, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 83, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[5], kFn, "border", &a_border)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[6], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[7], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLint)a_border, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCompressedTexImage3D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTexImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTexImage3D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLsizei, GLsizei, GLsizei, GLint, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 84, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[5], kFn, "depth", &a_depth)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[6], kFn, "border", &a_border)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[7], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[8], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLint)a_border, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCompressedTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLsizei width, GLenum format, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTexSubImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTexSubImage1D";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLsizei, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 85, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[5], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[6], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLsizei)a_width, (GLenum)a_format, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCompressedTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTexSubImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTexSubImage2D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLint, GLsizei, GLsizei, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 86, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[4], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[5], kFn, "height", &a_height)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[6], kFn, "format", &a_format)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[7], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[8], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLsizei)a_width, (GLsizei)a_height, (GLenum)a_format, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCompressedTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTexSubImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTexSubImage3D";
  napi_value argv[11]; size_t argc = 11;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 11) return mg::ThrowArgc(env, kFn, 11, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 87, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[8], kFn, "format", &a_format)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[9], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[10], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLenum)a_format, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCopyTexImage1D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLint border)
static napi_value w_glCopyTexImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTexImage1D";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLint, GLint, GLsizei, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 88, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[3], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[4], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[6], kFn, "border", &a_border)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_internalformat, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLint)a_border);
  return nullptr;
}

// void glCopyTexImage2D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLsizei height, GLint border)
static napi_value w_glCopyTexImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTexImage2D";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLint, GLint, GLsizei, GLsizei, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 89, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[3], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[4], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_border; if (!mg::ArgI32(env, argv[7], kFn, "border", &a_border)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_internalformat, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height, (GLint)a_border);
  return nullptr;
}

// void glCopyTexSubImage1D(GLenum target, GLint level, GLint xoffset, GLint x, GLint y, GLsizei width)
static napi_value w_glCopyTexSubImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTexSubImage1D";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLint, GLint, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 90, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[3], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[4], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLint)a_x, (GLint)a_y, (GLsizei)a_width);
  return nullptr;
}

// void glCopyTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glCopyTexSubImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTexSubImage2D";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLint, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 91, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[4], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[5], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[6], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[7], kFn, "height", &a_height)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glCopyTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glCopyTexSubImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTexSubImage3D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLint, GLint, GLint, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 92, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[5], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[6], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[7], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[8], kFn, "height", &a_height)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glTextureView(GLuint texture, GLenum target, GLuint origtexture, GLenum internalformat, GLuint minlevel, GLuint numlevels, GLuint minlayer, GLuint numlayers)
static napi_value w_glTextureView(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureView";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLenum, GLuint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 93, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[1], kFn, "target", &a_target)) return nullptr;
  uint32_t a_origtexture; if (!mg::ArgU32(env, argv[2], kFn, "origtexture", &a_origtexture)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[3], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_minlevel; if (!mg::ArgU32(env, argv[4], kFn, "minlevel", &a_minlevel)) return nullptr;
  uint32_t a_numlevels; if (!mg::ArgU32(env, argv[5], kFn, "numlevels", &a_numlevels)) return nullptr;
  uint32_t a_minlayer; if (!mg::ArgU32(env, argv[6], kFn, "minlayer", &a_minlayer)) return nullptr;
  uint32_t a_numlayers; if (!mg::ArgU32(env, argv[7], kFn, "numlayers", &a_numlayers)) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_target, (GLuint)a_origtexture, (GLenum)a_internalformat, (GLuint)a_minlevel, (GLuint)a_numlevels, (GLuint)a_minlayer, (GLuint)a_numlayers);
  return nullptr;
}

// void glTextureViewOES(GLuint texture, GLenum target, GLuint origtexture, GLenum internalformat, GLuint minlevel, GLuint numlevels, GLuint minlayer, GLuint numlayers)
static napi_value w_glTextureViewOES(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureViewOES";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLenum, GLuint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 94, 1));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[1], kFn, "target", &a_target)) return nullptr;
  uint32_t a_origtexture; if (!mg::ArgU32(env, argv[2], kFn, "origtexture", &a_origtexture)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[3], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_minlevel; if (!mg::ArgU32(env, argv[4], kFn, "minlevel", &a_minlevel)) return nullptr;
  uint32_t a_numlevels; if (!mg::ArgU32(env, argv[5], kFn, "numlevels", &a_numlevels)) return nullptr;
  uint32_t a_minlayer; if (!mg::ArgU32(env, argv[6], kFn, "minlayer", &a_minlayer)) return nullptr;
  uint32_t a_numlayers; if (!mg::ArgU32(env, argv[7], kFn, "numlayers", &a_numlayers)) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_target, (GLuint)a_origtexture, (GLenum)a_internalformat, (GLuint)a_minlevel, (GLuint)a_numlevels, (GLuint)a_minlayer, (GLuint)a_numlayers);
  return nullptr;
}

// void glGenerateMipmap(GLenum target)
static napi_value w_glGenerateMipmap(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenerateMipmap";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 95, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  fn((GLenum)a_target);
  return nullptr;
}

// void glTexParameteri(GLenum target, GLenum pname, GLint param)
static napi_value w_glTexParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexParameteri";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 96, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_param; if (!mg::ArgI32(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (GLint)a_param);
  return nullptr;
}

// void glTexParameterf(GLenum target, GLenum pname, GLfloat param)
static napi_value w_glTexParameterf(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexParameterf";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 97, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  double a_param; if (!mg::ArgF64(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (GLfloat)a_param);
  return nullptr;
}

// void glTexParameteriv(GLenum target, GLenum pname, const GLint *params)
static napi_value w_glTexParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 98, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (const GLint*)a_params.ptr);
  return nullptr;
}

// void glTexParameterfv(GLenum target, GLenum pname, const GLfloat *params)
static napi_value w_glTexParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexParameterfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 99, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (const GLfloat*)a_params.ptr);
  return nullptr;
}

// void glTexParameterIiv(GLenum target, GLenum pname, const GLint *params)
static napi_value w_glTexParameterIiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexParameterIiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 100, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (const GLint*)a_params.ptr);
  return nullptr;
}

// void glTexParameterIuiv(GLenum target, GLenum pname, const GLuint *params)
static napi_value w_glTexParameterIuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexParameterIuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 101, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (const GLuint*)a_params.ptr);
  return nullptr;
}

// void glGetTexParameteriv(GLenum target, GLenum pname, GLint *params)
static napi_value w_glGetTexParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTexParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 102, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTexParameterfv(GLenum target, GLenum pname, GLfloat *params)
static napi_value w_glGetTexParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTexParameterfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 103, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLfloat*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTexParameterIiv(GLenum target, GLenum pname, GLint *params)
static napi_value w_glGetTexParameterIiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTexParameterIiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 104, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTexParameterIuiv(GLenum target, GLenum pname, GLuint *params)
static napi_value w_glGetTexParameterIuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTexParameterIuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 105, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLuint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTexImage(GLenum target, GLint level, GLenum format, GLenum type, void *pixels)
static napi_value w_glGetTexImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTexImage";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLenum, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 106, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[2], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[4], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::texImageBytes(env, kFn, "pixels", a_pixels, a_target, a_level, a_format, a_type)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_format, (GLenum)a_type, (void*)a_pixels.ptr);
  return nullptr;
}

// void glGetnTexImage(GLenum target, GLint level, GLenum format, GLenum type, GLsizei bufSize, void *pixels)
static napi_value w_glGetnTexImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetnTexImage";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLenum, GLsizei, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 107, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[2], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[4], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[5], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::NeedData(env, kFn, "pixels", a_pixels, (int64_t)a_bufSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_format, (GLenum)a_type, (GLsizei)a_bufSize, (void*)a_pixels.ptr);
  return nullptr;
}

// void glGetCompressedTexImage(GLenum target, GLint level, void *img)
static napi_value w_glGetCompressedTexImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetCompressedTexImage";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 108, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  mg::Data a_img; if (!mg::ArgData(env, argv[2], kFn, "img", &a_img)) return nullptr;
  if (!mg::compressedImageBytes(env, kFn, "img", a_img, a_target, a_level)) return nullptr;
  fn((GLenum)a_target, (GLint)a_level, (void*)a_img.ptr);
  return nullptr;
}

// void glGetnCompressedTexImage(GLenum target, GLint lod, GLsizei bufSize, void *pixels)
static napi_value w_glGetnCompressedTexImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetnCompressedTexImage";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLsizei, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 109, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_lod; if (!mg::ArgI32(env, argv[1], kFn, "lod", &a_lod)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[3], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::NeedData(env, kFn, "pixels", a_pixels, (int64_t)a_bufSize)) return nullptr;
  fn((GLenum)a_target, (GLint)a_lod, (GLsizei)a_bufSize, (void*)a_pixels.ptr);
  return nullptr;
}

// void glGetTexLevelParameteriv(GLenum target, GLint level, GLenum pname, GLint *params)
static napi_value w_glGetTexLevelParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTexLevelParameteriv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 110, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTexLevelParameterfv(GLenum target, GLint level, GLenum pname, GLfloat *params)
static napi_value w_glGetTexLevelParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTexLevelParameterfv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLenum, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 111, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLint)a_level, (GLenum)a_pname, (GLfloat*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glTexBuffer(GLenum target, GLenum internalformat, GLuint buffer)
static napi_value w_glTexBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexBuffer";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 112, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_internalformat, (GLuint)a_buffer);
  return nullptr;
}

// void glTexBufferRange(GLenum target, GLenum internalformat, GLuint buffer, GLintptr offset, GLsizeiptr size)
static napi_value w_glTexBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTexBufferRange";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLuint, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 113, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[4], kFn, "size", &a_size)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_internalformat, (GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_size);
  return nullptr;
}

// void glInvalidateTexImage(GLuint texture, GLint level)
static napi_value w_glInvalidateTexImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateTexImage";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 114, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level);
  return nullptr;
}

// void glInvalidateTexSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth)
static napi_value w_glInvalidateTexSubImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateTexSubImage";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 115, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth);
  return nullptr;
}

// void glClearTexImage(GLuint texture, GLint level, GLenum format, GLenum type, const void *data)
static napi_value w_glClearTexImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearTexImage";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 116, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[2], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[4], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::texelBytes(env, kFn, "data", a_data, a_format, a_type)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLenum)a_format, (GLenum)a_type, (const void*)a_data.ptr);
  return nullptr;
}

// void glClearTexSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *data)
static napi_value w_glClearTexSubImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearTexSubImage";
  napi_value argv[11]; size_t argc = 11;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 11) return mg::ThrowArgc(env, kFn, 11, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 117, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[8], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[9], kFn, "type", &a_type)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[10], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedClient(env, kFn, "data", a_data)) return nullptr;
  if (!mg::texelBytes(env, kFn, "data", a_data, a_format, a_type)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLenum)a_format, (GLenum)a_type, (const void*)a_data.ptr);
  return nullptr;
}

// void glBindImageTexture(GLuint unit, GLuint texture, GLint level, GLboolean layered, GLint layer, GLenum access, GLenum format)
static napi_value w_glBindImageTexture(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindImageTexture";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLint, GLboolean, GLint, GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 118, 3));
  if (!fn) return nullptr;
  uint32_t a_unit; if (!mg::ArgU32(env, argv[0], kFn, "unit", &a_unit)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[1], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[2], kFn, "level", &a_level)) return nullptr;
  uint32_t a_layered; if (!mg::ArgBool(env, argv[3], kFn, "layered", &a_layered)) return nullptr;
  int32_t a_layer; if (!mg::ArgI32(env, argv[4], kFn, "layer", &a_layer)) return nullptr;
  uint32_t a_access; if (!mg::ArgU32(env, argv[5], kFn, "access", &a_access)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[6], kFn, "format", &a_format)) return nullptr;
  fn((GLuint)a_unit, (GLuint)a_texture, (GLint)a_level, (GLboolean)a_layered, (GLint)a_layer, (GLenum)a_access, (GLenum)a_format);
  return nullptr;
}

// void glBindImageTextures(GLuint first, GLsizei count, const GLuint *textures)
static napi_value w_glBindImageTextures(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindImageTextures";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 119, 2));
  if (!fn) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[0], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_textures; if (!mg::ArgTyped(env, argv[2], kFn, "textures", napi_uint32_array, "Uint32Array", &a_textures)) return nullptr;
  if (!mg::NeedCount(env, kFn, "textures", a_textures, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_first, (GLsizei)a_count, (const GLuint*)a_textures.ptr);
  return nullptr;
}

// void glGetInternalformativ(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint *params)
static napi_value w_glGetInternalformativ(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetInternalformativ";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLsizei, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 120, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[3], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[4], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, (int64_t)a_count, false, "Int32Array")) return nullptr;
  fn((GLenum)a_target, (GLenum)a_internalformat, (GLenum)a_pname, (GLsizei)a_count, (GLint*)a_params.ptr);
  return nullptr;
}

// void glGetInternalformati64v(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint64 *params)
static napi_value w_glGetInternalformati64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetInternalformati64v";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLsizei, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 121, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[3], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[4], kFn, "params", napi_bigint64_array, "BigInt64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, (int64_t)a_count, false, "BigInt64Array")) return nullptr;
  fn((GLenum)a_target, (GLenum)a_internalformat, (GLenum)a_pname, (GLsizei)a_count, (GLint64*)a_params.ptr);
  return nullptr;
}

// void glCopyImageSubData(GLuint srcName, GLenum srcTarget, GLint srcLevel, GLint srcX, GLint srcY, GLint srcZ, GLuint dstName, GLenum dstTarget, GLint dstLevel, GLint dstX, GLint dstY, GLint dstZ, GLsizei srcWidth, GLsizei srcHeight, GLsizei srcDepth)
static napi_value w_glCopyImageSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyImageSubData";
  napi_value argv[15]; size_t argc = 15;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 15) return mg::ThrowArgc(env, kFn, 15, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint, GLint, GLint, GLint, GLuint, GLenum, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 122, 3));
  if (!fn) return nullptr;
  uint32_t a_srcName; if (!mg::ArgU32(env, argv[0], kFn, "srcName", &a_srcName)) return nullptr;
  uint32_t a_srcTarget; if (!mg::ArgU32(env, argv[1], kFn, "srcTarget", &a_srcTarget)) return nullptr;
  int32_t a_srcLevel; if (!mg::ArgI32(env, argv[2], kFn, "srcLevel", &a_srcLevel)) return nullptr;
  int32_t a_srcX; if (!mg::ArgI32(env, argv[3], kFn, "srcX", &a_srcX)) return nullptr;
  int32_t a_srcY; if (!mg::ArgI32(env, argv[4], kFn, "srcY", &a_srcY)) return nullptr;
  int32_t a_srcZ; if (!mg::ArgI32(env, argv[5], kFn, "srcZ", &a_srcZ)) return nullptr;
  uint32_t a_dstName; if (!mg::ArgU32(env, argv[6], kFn, "dstName", &a_dstName)) return nullptr;
  uint32_t a_dstTarget; if (!mg::ArgU32(env, argv[7], kFn, "dstTarget", &a_dstTarget)) return nullptr;
  int32_t a_dstLevel; if (!mg::ArgI32(env, argv[8], kFn, "dstLevel", &a_dstLevel)) return nullptr;
  int32_t a_dstX; if (!mg::ArgI32(env, argv[9], kFn, "dstX", &a_dstX)) return nullptr;
  int32_t a_dstY; if (!mg::ArgI32(env, argv[10], kFn, "dstY", &a_dstY)) return nullptr;
  int32_t a_dstZ; if (!mg::ArgI32(env, argv[11], kFn, "dstZ", &a_dstZ)) return nullptr;
  int32_t a_srcWidth; if (!mg::ArgI32(env, argv[12], kFn, "srcWidth", &a_srcWidth)) return nullptr;
  int32_t a_srcHeight; if (!mg::ArgI32(env, argv[13], kFn, "srcHeight", &a_srcHeight)) return nullptr;
  int32_t a_srcDepth; if (!mg::ArgI32(env, argv[14], kFn, "srcDepth", &a_srcDepth)) return nullptr;
  fn((GLuint)a_srcName, (GLenum)a_srcTarget, (GLint)a_srcLevel, (GLint)a_srcX, (GLint)a_srcY, (GLint)a_srcZ, (GLuint)a_dstName, (GLenum)a_dstTarget, (GLint)a_dstLevel, (GLint)a_dstX, (GLint)a_dstY, (GLint)a_dstZ, (GLsizei)a_srcWidth, (GLsizei)a_srcHeight, (GLsizei)a_srcDepth);
  return nullptr;
}

// void glTextureBarrier()
static napi_value w_glTextureBarrier(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureBarrier";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 123, 2));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glGenSamplers(GLsizei count, GLuint *samplers)
static napi_value w_glGenSamplers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenSamplers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 124, 3));
  if (!fn) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[0], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_samplers; if (!mg::ArgTyped(env, argv[1], kFn, "samplers", napi_uint32_array, "Uint32Array", &a_samplers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "samplers", a_samplers, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_count, (GLuint*)a_samplers.ptr);
  return nullptr;
}

// void glDeleteSamplers(GLsizei count, const GLuint *samplers)
static napi_value w_glDeleteSamplers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteSamplers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 125, 3));
  if (!fn) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[0], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_samplers; if (!mg::ArgTyped(env, argv[1], kFn, "samplers", napi_uint32_array, "Uint32Array", &a_samplers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "samplers", a_samplers, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_count, (const GLuint*)a_samplers.ptr);
  return nullptr;
}

// GLboolean glIsSampler(GLuint sampler)
static napi_value w_glIsSampler(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsSampler";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 126, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  GLboolean r = fn((GLuint)a_sampler);
  return mg::RetU32(env, r);
}

// void glBindSampler(GLuint unit, GLuint sampler)
static napi_value w_glBindSampler(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindSampler";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 127, 3));
  if (!fn) return nullptr;
  uint32_t a_unit; if (!mg::ArgU32(env, argv[0], kFn, "unit", &a_unit)) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[1], kFn, "sampler", &a_sampler)) return nullptr;
  fn((GLuint)a_unit, (GLuint)a_sampler);
  return nullptr;
}

// void glBindSamplers(GLuint first, GLsizei count, const GLuint *samplers)
static napi_value w_glBindSamplers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindSamplers";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 128, 2));
  if (!fn) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[0], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_samplers; if (!mg::ArgTyped(env, argv[2], kFn, "samplers", napi_uint32_array, "Uint32Array", &a_samplers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "samplers", a_samplers, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_first, (GLsizei)a_count, (const GLuint*)a_samplers.ptr);
  return nullptr;
}

// void glSamplerParameteri(GLuint sampler, GLenum pname, GLint param)
static napi_value w_glSamplerParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSamplerParameteri";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 129, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_param; if (!mg::ArgI32(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLuint)a_sampler, (GLenum)a_pname, (GLint)a_param);
  return nullptr;
}

// void glSamplerParameterf(GLuint sampler, GLenum pname, GLfloat param)
static napi_value w_glSamplerParameterf(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSamplerParameterf";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 130, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  double a_param; if (!mg::ArgF64(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLuint)a_sampler, (GLenum)a_pname, (GLfloat)a_param);
  return nullptr;
}

// void glSamplerParameteriv(GLuint sampler, GLenum pname, const GLint *param)
static napi_value w_glSamplerParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSamplerParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 131, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_sampler, (GLenum)a_pname, (const GLint*)a_param.ptr);
  return nullptr;
}

// void glSamplerParameterfv(GLuint sampler, GLenum pname, const GLfloat *param)
static napi_value w_glSamplerParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSamplerParameterfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 132, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_float32_array, "Float32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Float32Array")) return nullptr;
  fn((GLuint)a_sampler, (GLenum)a_pname, (const GLfloat*)a_param.ptr);
  return nullptr;
}

// void glSamplerParameterIiv(GLuint sampler, GLenum pname, const GLint *param)
static napi_value w_glSamplerParameterIiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSamplerParameterIiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 133, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_sampler, (GLenum)a_pname, (const GLint*)a_param.ptr);
  return nullptr;
}

// void glSamplerParameterIuiv(GLuint sampler, GLenum pname, const GLuint *param)
static napi_value w_glSamplerParameterIuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSamplerParameterIuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 134, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_uint32_array, "Uint32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_sampler, (GLenum)a_pname, (const GLuint*)a_param.ptr);
  return nullptr;
}

// void glGetSamplerParameteriv(GLuint sampler, GLenum pname, GLint *params)
static napi_value w_glGetSamplerParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetSamplerParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 135, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_sampler, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetSamplerParameterfv(GLuint sampler, GLenum pname, GLfloat *params)
static napi_value w_glGetSamplerParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetSamplerParameterfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 136, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_sampler, (GLenum)a_pname, (GLfloat*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetSamplerParameterIiv(GLuint sampler, GLenum pname, GLint *params)
static napi_value w_glGetSamplerParameterIiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetSamplerParameterIiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 137, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_sampler, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetSamplerParameterIuiv(GLuint sampler, GLenum pname, GLuint *params)
static napi_value w_glGetSamplerParameterIuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetSamplerParameterIuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 138, 3));
  if (!fn) return nullptr;
  uint32_t a_sampler; if (!mg::ArgU32(env, argv[0], kFn, "sampler", &a_sampler)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_sampler, (GLenum)a_pname, (GLuint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGenFramebuffers(GLsizei n, GLuint *framebuffers)
static napi_value w_glGenFramebuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenFramebuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 139, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_framebuffers; if (!mg::ArgTyped(env, argv[1], kFn, "framebuffers", napi_uint32_array, "Uint32Array", &a_framebuffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "framebuffers", a_framebuffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_framebuffers.ptr);
  return nullptr;
}

// void glDeleteFramebuffers(GLsizei n, const GLuint *framebuffers)
static napi_value w_glDeleteFramebuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteFramebuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 140, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_framebuffers; if (!mg::ArgTyped(env, argv[1], kFn, "framebuffers", napi_uint32_array, "Uint32Array", &a_framebuffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "framebuffers", a_framebuffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLuint*)a_framebuffers.ptr);
  return nullptr;
}

// GLboolean glIsFramebuffer(GLuint framebuffer)
static napi_value w_glIsFramebuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsFramebuffer";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 141, 3));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  GLboolean r = fn((GLuint)a_framebuffer);
  return mg::RetU32(env, r);
}

// void glBindFramebuffer(GLenum target, GLuint framebuffer)
static napi_value w_glBindFramebuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindFramebuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 142, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[1], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_framebuffer);
  return nullptr;
}

// void glFramebufferTexture(GLenum target, GLenum attachment, GLuint texture, GLint level)
static napi_value w_glFramebufferTexture(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFramebufferTexture";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLuint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 143, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[2], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[3], kFn, "level", &a_level)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_attachment, (GLuint)a_texture, (GLint)a_level);
  return nullptr;
}

// void glFramebufferTexture1D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level)
static napi_value w_glFramebufferTexture1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFramebufferTexture1D";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLuint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 144, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_textarget; if (!mg::ArgU32(env, argv[2], kFn, "textarget", &a_textarget)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[3], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[4], kFn, "level", &a_level)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_attachment, (GLenum)a_textarget, (GLuint)a_texture, (GLint)a_level);
  return nullptr;
}

// void glFramebufferTexture2D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level)
static napi_value w_glFramebufferTexture2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFramebufferTexture2D";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLuint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 145, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_textarget; if (!mg::ArgU32(env, argv[2], kFn, "textarget", &a_textarget)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[3], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[4], kFn, "level", &a_level)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_attachment, (GLenum)a_textarget, (GLuint)a_texture, (GLint)a_level);
  return nullptr;
}

// void glFramebufferTexture3D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level, GLint zoffset)
static napi_value w_glFramebufferTexture3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFramebufferTexture3D";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLuint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 146, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_textarget; if (!mg::ArgU32(env, argv[2], kFn, "textarget", &a_textarget)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[3], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[4], kFn, "level", &a_level)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[5], kFn, "zoffset", &a_zoffset)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_attachment, (GLenum)a_textarget, (GLuint)a_texture, (GLint)a_level, (GLint)a_zoffset);
  return nullptr;
}

// void glFramebufferTextureLayer(GLenum target, GLenum attachment, GLuint texture, GLint level, GLint layer)
static napi_value w_glFramebufferTextureLayer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFramebufferTextureLayer";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLuint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 147, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[2], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[3], kFn, "level", &a_level)) return nullptr;
  int32_t a_layer; if (!mg::ArgI32(env, argv[4], kFn, "layer", &a_layer)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_attachment, (GLuint)a_texture, (GLint)a_level, (GLint)a_layer);
  return nullptr;
}

// void glFramebufferRenderbuffer(GLenum target, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer)
static napi_value w_glFramebufferRenderbuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFramebufferRenderbuffer";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 148, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_renderbuffertarget; if (!mg::ArgU32(env, argv[2], kFn, "renderbuffertarget", &a_renderbuffertarget)) return nullptr;
  uint32_t a_renderbuffer; if (!mg::ArgU32(env, argv[3], kFn, "renderbuffer", &a_renderbuffer)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_attachment, (GLenum)a_renderbuffertarget, (GLuint)a_renderbuffer);
  return nullptr;
}

// void glFramebufferParameteri(GLenum target, GLenum pname, GLint param)
static napi_value w_glFramebufferParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFramebufferParameteri";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 149, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_param; if (!mg::ArgI32(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_pname, (GLint)a_param);
  return nullptr;
}

// void glGetFramebufferParameteriv(GLenum target, GLenum pname, GLint *params)
static napi_value w_glGetFramebufferParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetFramebufferParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 150, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetFramebufferAttachmentParameteriv(GLenum target, GLenum attachment, GLenum pname, GLint *params)
static napi_value w_glGetFramebufferAttachmentParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetFramebufferAttachmentParameteriv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 151, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_attachment, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// GLenum glCheckFramebufferStatus(GLenum target)
static napi_value w_glCheckFramebufferStatus(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCheckFramebufferStatus";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLenum (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 152, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  GLenum r = fn((GLenum)a_target);
  return mg::RetU32(env, r);
}

// void glDrawBuffers(GLsizei n, const GLenum *bufs)
static napi_value w_glDrawBuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawBuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLenum*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 153, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_bufs; if (!mg::ArgTyped(env, argv[1], kFn, "bufs", napi_uint32_array, "Uint32Array", &a_bufs)) return nullptr;
  if (!mg::NeedCount(env, kFn, "bufs", a_bufs, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLenum*)a_bufs.ptr);
  return nullptr;
}

// void glDrawBuffer(GLenum buf)
static napi_value w_glDrawBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawBuffer";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 154, 2));
  if (!fn) return nullptr;
  uint32_t a_buf; if (!mg::ArgU32(env, argv[0], kFn, "buf", &a_buf)) return nullptr;
  fn((GLenum)a_buf);
  return nullptr;
}

// void glReadBuffer(GLenum src)
static napi_value w_glReadBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glReadBuffer";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 155, 3));
  if (!fn) return nullptr;
  uint32_t a_src; if (!mg::ArgU32(env, argv[0], kFn, "src", &a_src)) return nullptr;
  fn((GLenum)a_src);
  return nullptr;
}

// void glInvalidateFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments)
static napi_value w_glInvalidateFramebuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateFramebuffer";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, const GLenum*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 156, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_numAttachments; if (!mg::ArgI32(env, argv[1], kFn, "numAttachments", &a_numAttachments)) return nullptr;
  mg::Typed a_attachments; if (!mg::ArgTyped(env, argv[2], kFn, "attachments", napi_uint32_array, "Uint32Array", &a_attachments)) return nullptr;
  if (!mg::NeedCount(env, kFn, "attachments", a_attachments, (int64_t)a_numAttachments, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_numAttachments, (const GLenum*)a_attachments.ptr);
  return nullptr;
}

// void glInvalidateSubFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glInvalidateSubFramebuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateSubFramebuffer";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, const GLenum*, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 157, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_numAttachments; if (!mg::ArgI32(env, argv[1], kFn, "numAttachments", &a_numAttachments)) return nullptr;
  mg::Typed a_attachments; if (!mg::ArgTyped(env, argv[2], kFn, "attachments", napi_uint32_array, "Uint32Array", &a_attachments)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[3], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[4], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  if (!mg::NeedCount(env, kFn, "attachments", a_attachments, (int64_t)a_numAttachments, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_numAttachments, (const GLenum*)a_attachments.ptr, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glBlitFramebuffer(GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter)
static napi_value w_glBlitFramebuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlitFramebuffer";
  napi_value argv[10]; size_t argc = 10;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 10) return mg::ThrowArgc(env, kFn, 10, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLint, GLint, GLint, GLint, GLint, GLint, GLbitfield, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 158, 3));
  if (!fn) return nullptr;
  int32_t a_srcX0; if (!mg::ArgI32(env, argv[0], kFn, "srcX0", &a_srcX0)) return nullptr;
  int32_t a_srcY0; if (!mg::ArgI32(env, argv[1], kFn, "srcY0", &a_srcY0)) return nullptr;
  int32_t a_srcX1; if (!mg::ArgI32(env, argv[2], kFn, "srcX1", &a_srcX1)) return nullptr;
  int32_t a_srcY1; if (!mg::ArgI32(env, argv[3], kFn, "srcY1", &a_srcY1)) return nullptr;
  int32_t a_dstX0; if (!mg::ArgI32(env, argv[4], kFn, "dstX0", &a_dstX0)) return nullptr;
  int32_t a_dstY0; if (!mg::ArgI32(env, argv[5], kFn, "dstY0", &a_dstY0)) return nullptr;
  int32_t a_dstX1; if (!mg::ArgI32(env, argv[6], kFn, "dstX1", &a_dstX1)) return nullptr;
  int32_t a_dstY1; if (!mg::ArgI32(env, argv[7], kFn, "dstY1", &a_dstY1)) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[8], kFn, "mask", &a_mask)) return nullptr;
  uint32_t a_filter; if (!mg::ArgU32(env, argv[9], kFn, "filter", &a_filter)) return nullptr;
  fn((GLint)a_srcX0, (GLint)a_srcY0, (GLint)a_srcX1, (GLint)a_srcY1, (GLint)a_dstX0, (GLint)a_dstY0, (GLint)a_dstX1, (GLint)a_dstY1, (GLbitfield)a_mask, (GLenum)a_filter);
  return nullptr;
}

// void glGenRenderbuffers(GLsizei n, GLuint *renderbuffers)
static napi_value w_glGenRenderbuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenRenderbuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 159, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_renderbuffers; if (!mg::ArgTyped(env, argv[1], kFn, "renderbuffers", napi_uint32_array, "Uint32Array", &a_renderbuffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "renderbuffers", a_renderbuffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_renderbuffers.ptr);
  return nullptr;
}

// void glDeleteRenderbuffers(GLsizei n, const GLuint *renderbuffers)
static napi_value w_glDeleteRenderbuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteRenderbuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 160, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_renderbuffers; if (!mg::ArgTyped(env, argv[1], kFn, "renderbuffers", napi_uint32_array, "Uint32Array", &a_renderbuffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "renderbuffers", a_renderbuffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLuint*)a_renderbuffers.ptr);
  return nullptr;
}

// GLboolean glIsRenderbuffer(GLuint renderbuffer)
static napi_value w_glIsRenderbuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsRenderbuffer";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 161, 3));
  if (!fn) return nullptr;
  uint32_t a_renderbuffer; if (!mg::ArgU32(env, argv[0], kFn, "renderbuffer", &a_renderbuffer)) return nullptr;
  GLboolean r = fn((GLuint)a_renderbuffer);
  return mg::RetU32(env, r);
}

// void glBindRenderbuffer(GLenum target, GLuint renderbuffer)
static napi_value w_glBindRenderbuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindRenderbuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 162, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_renderbuffer; if (!mg::ArgU32(env, argv[1], kFn, "renderbuffer", &a_renderbuffer)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_renderbuffer);
  return nullptr;
}

// void glRenderbufferStorage(GLenum target, GLenum internalformat, GLsizei width, GLsizei height)
static napi_value w_glRenderbufferStorage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glRenderbufferStorage";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 163, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[2], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[3], kFn, "height", &a_height)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glRenderbufferStorageMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height)
static napi_value w_glRenderbufferStorageMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glRenderbufferStorageMultisample";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 164, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glGetRenderbufferParameteriv(GLenum target, GLenum pname, GLint *params)
static napi_value w_glGetRenderbufferParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetRenderbufferParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 165, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// GLuint glCreateShader(GLenum type)
static napi_value w_glCreateShader(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateShader";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLuint (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 166, 3));
  if (!fn) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[0], kFn, "type", &a_type)) return nullptr;
  GLuint r = fn((GLenum)a_type);
  return mg::RetU32(env, r);
}

// void glDeleteShader(GLuint shader)
static napi_value w_glDeleteShader(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteShader";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 167, 3));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  fn((GLuint)a_shader);
  return nullptr;
}

// GLboolean glIsShader(GLuint shader)
static napi_value w_glIsShader(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsShader";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 168, 3));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  GLboolean r = fn((GLuint)a_shader);
  return mg::RetU32(env, r);
}

// void glShaderSource(GLuint shader, GLsizei count, const GLchar *const*string, const GLint *length)
static napi_value w_glShaderSource(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glShaderSource";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLchar*const*, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 169, 3));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::StrArray a_string; if (!mg::ArgStrArray(env, argv[2], kFn, "string", &a_string)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  if (!mg::NeedArray(env, kFn, "string", a_string.ptrs.size(), (int64_t)a_count)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, (int64_t)a_count, true, "Int32Array")) return nullptr;
  fn((GLuint)a_shader, (GLsizei)a_count, (const GLchar* const*)a_string.ptrs.data(), (const GLint*)a_length.ptr);
  return nullptr;
}

// void glCompileShader(GLuint shader)
static napi_value w_glCompileShader(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompileShader";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 170, 3));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  fn((GLuint)a_shader);
  return nullptr;
}

// void glGetShaderiv(GLuint shader, GLenum pname, GLint *params)
static napi_value w_glGetShaderiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetShaderiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 171, 3));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_shader, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetShaderInfoLog(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *infoLog)
static napi_value w_glGetShaderInfoLog(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetShaderInfoLog";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 172, 3));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[1], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[2], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_infoLog; if (!mg::ArgTyped(env, argv[3], kFn, "infoLog", napi_uint8_array, "Uint8Array", &a_infoLog)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "infoLog", a_infoLog, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_shader, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_infoLog.ptr);
  return nullptr;
}

// void glGetShaderSource(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *source)
static napi_value w_glGetShaderSource(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetShaderSource";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 173, 3));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[1], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[2], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_source; if (!mg::ArgTyped(env, argv[3], kFn, "source", napi_uint8_array, "Uint8Array", &a_source)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "source", a_source, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_shader, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_source.ptr);
  return nullptr;
}

// void glReleaseShaderCompiler()
static napi_value w_glReleaseShaderCompiler(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glReleaseShaderCompiler";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 174, 3));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glGetShaderPrecisionFormat(GLenum shadertype, GLenum precisiontype, GLint *range, GLint *precision)
static napi_value w_glGetShaderPrecisionFormat(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetShaderPrecisionFormat";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint*, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 175, 3));
  if (!fn) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[0], kFn, "shadertype", &a_shadertype)) return nullptr;
  uint32_t a_precisiontype; if (!mg::ArgU32(env, argv[1], kFn, "precisiontype", &a_precisiontype)) return nullptr;
  mg::Typed a_range; if (!mg::ArgTyped(env, argv[2], kFn, "range", napi_int32_array, "Int32Array", &a_range)) return nullptr;
  mg::Typed a_precision; if (!mg::ArgTyped(env, argv[3], kFn, "precision", napi_int32_array, "Int32Array", &a_precision)) return nullptr;
  if (!mg::NeedCount(env, kFn, "range", a_range, 2, false, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "precision", a_precision, 1, false, "Int32Array")) return nullptr;
  fn((GLenum)a_shadertype, (GLenum)a_precisiontype, (GLint*)a_range.ptr, (GLint*)a_precision.ptr);
  return nullptr;
}

// void glSpecializeShader(GLuint shader, const GLchar *pEntryPoint, GLuint numSpecializationConstants, const GLuint *pConstantIndex, const GLuint *pConstantValue)
static napi_value w_glSpecializeShader(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSpecializeShader";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLchar*, GLuint, const GLuint*, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 176, 2));
  if (!fn) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[0], kFn, "shader", &a_shader)) return nullptr;
  mg::Str a_pEntryPoint; if (!mg::ArgStr(env, argv[1], kFn, "pEntryPoint", &a_pEntryPoint)) return nullptr;
  uint32_t a_numSpecializationConstants; if (!mg::ArgU32(env, argv[2], kFn, "numSpecializationConstants", &a_numSpecializationConstants)) return nullptr;
  mg::Typed a_pConstantIndex; if (!mg::ArgTyped(env, argv[3], kFn, "pConstantIndex", napi_uint32_array, "Uint32Array", &a_pConstantIndex)) return nullptr;
  mg::Typed a_pConstantValue; if (!mg::ArgTyped(env, argv[4], kFn, "pConstantValue", napi_uint32_array, "Uint32Array", &a_pConstantValue)) return nullptr;
  if (!mg::NeedCount(env, kFn, "pConstantIndex", a_pConstantIndex, (int64_t)a_numSpecializationConstants, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "pConstantValue", a_pConstantValue, (int64_t)a_numSpecializationConstants, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_shader, (const GLchar*)a_pEntryPoint.c_str, (GLuint)a_numSpecializationConstants, (const GLuint*)a_pConstantIndex.ptr, (const GLuint*)a_pConstantValue.ptr);
  return nullptr;
}

// GLuint glCreateProgram()
static napi_value w_glCreateProgram(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateProgram";
  using Fn = GLuint (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 177, 3));
  if (!fn) return nullptr;
  GLuint r = fn();
  return mg::RetU32(env, r);
}

// void glDeleteProgram(GLuint program)
static napi_value w_glDeleteProgram(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteProgram";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 178, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  fn((GLuint)a_program);
  return nullptr;
}

// GLboolean glIsProgram(GLuint program)
static napi_value w_glIsProgram(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsProgram";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 179, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  GLboolean r = fn((GLuint)a_program);
  return mg::RetU32(env, r);
}

// void glAttachShader(GLuint program, GLuint shader)
static napi_value w_glAttachShader(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glAttachShader";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 180, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[1], kFn, "shader", &a_shader)) return nullptr;
  fn((GLuint)a_program, (GLuint)a_shader);
  return nullptr;
}

// void glDetachShader(GLuint program, GLuint shader)
static napi_value w_glDetachShader(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDetachShader";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 181, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shader; if (!mg::ArgU32(env, argv[1], kFn, "shader", &a_shader)) return nullptr;
  fn((GLuint)a_program, (GLuint)a_shader);
  return nullptr;
}

// void glLinkProgram(GLuint program)
static napi_value w_glLinkProgram(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glLinkProgram";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 182, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  fn((GLuint)a_program);
  return nullptr;
}

// void glValidateProgram(GLuint program)
static napi_value w_glValidateProgram(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glValidateProgram";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 183, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  fn((GLuint)a_program);
  return nullptr;
}

// void glUseProgram(GLuint program)
static napi_value w_glUseProgram(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUseProgram";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 184, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  fn((GLuint)a_program);
  return nullptr;
}

// void glGetProgramiv(GLuint program, GLenum pname, GLint *params)
static napi_value w_glGetProgramiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 185, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetProgramInfoLog(GLuint program, GLsizei bufSize, GLsizei *length, GLchar *infoLog)
static napi_value w_glGetProgramInfoLog(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramInfoLog";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 186, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[1], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[2], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_infoLog; if (!mg::ArgTyped(env, argv[3], kFn, "infoLog", napi_uint8_array, "Uint8Array", &a_infoLog)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "infoLog", a_infoLog, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_infoLog.ptr);
  return nullptr;
}

// void glGetAttachedShaders(GLuint program, GLsizei maxCount, GLsizei *count, GLuint *shaders)
static napi_value w_glGetAttachedShaders(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetAttachedShaders";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLsizei*, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 187, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_maxCount; if (!mg::ArgI32(env, argv[1], kFn, "maxCount", &a_maxCount)) return nullptr;
  mg::Typed a_count; if (!mg::ArgTyped(env, argv[2], kFn, "count", napi_int32_array, "Int32Array", &a_count)) return nullptr;
  mg::Typed a_shaders; if (!mg::ArgTyped(env, argv[3], kFn, "shaders", napi_uint32_array, "Uint32Array", &a_shaders)) return nullptr;
  if (!mg::NeedCount(env, kFn, "count", a_count, 1, false, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "shaders", a_shaders, (int64_t)a_maxCount, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_program, (GLsizei)a_maxCount, (GLsizei*)a_count.ptr, (GLuint*)a_shaders.ptr);
  return nullptr;
}

// void glProgramParameteri(GLuint program, GLenum pname, GLint value)
static napi_value w_glProgramParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramParameteri";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 188, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_value; if (!mg::ArgI32(env, argv[2], kFn, "value", &a_value)) return nullptr;
  fn((GLuint)a_program, (GLenum)a_pname, (GLint)a_value);
  return nullptr;
}

// void glBindAttribLocation(GLuint program, GLuint index, const GLchar *name)
static napi_value w_glBindAttribLocation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindAttribLocation";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 189, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[2], kFn, "name", &a_name)) return nullptr;
  fn((GLuint)a_program, (GLuint)a_index, (const GLchar*)a_name.c_str);
  return nullptr;
}

// GLint glGetAttribLocation(GLuint program, const GLchar *name)
static napi_value w_glGetAttribLocation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetAttribLocation";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLint (APIENTRYP)(GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 190, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[1], kFn, "name", &a_name)) return nullptr;
  GLint r = fn((GLuint)a_program, (const GLchar*)a_name.c_str);
  return mg::RetI32(env, r);
}

// void glGetActiveAttrib(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)
static napi_value w_glGetActiveAttrib(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveAttrib";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLsizei, GLsizei*, GLint*, GLenum*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 191, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_size; if (!mg::ArgTyped(env, argv[4], kFn, "size", napi_int32_array, "Int32Array", &a_size)) return nullptr;
  mg::Typed a_type; if (!mg::ArgTyped(env, argv[5], kFn, "type", napi_uint32_array, "Uint32Array", &a_type)) return nullptr;
  mg::Typed a_name; if (!mg::ArgTyped(env, argv[6], kFn, "name", napi_uint8_array, "Uint8Array", &a_name)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "size", a_size, 1, false, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "type", a_type, 1, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "name", a_name, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLuint)a_index, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLint*)a_size.ptr, (GLenum*)a_type.ptr, (GLchar*)a_name.ptr);
  return nullptr;
}

// GLint glGetUniformLocation(GLuint program, const GLchar *name)
static napi_value w_glGetUniformLocation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformLocation";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLint (APIENTRYP)(GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 192, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[1], kFn, "name", &a_name)) return nullptr;
  GLint r = fn((GLuint)a_program, (const GLchar*)a_name.c_str);
  return mg::RetI32(env, r);
}

// void glGetActiveUniform(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)
static napi_value w_glGetActiveUniform(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveUniform";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLsizei, GLsizei*, GLint*, GLenum*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 193, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_size; if (!mg::ArgTyped(env, argv[4], kFn, "size", napi_int32_array, "Int32Array", &a_size)) return nullptr;
  mg::Typed a_type; if (!mg::ArgTyped(env, argv[5], kFn, "type", napi_uint32_array, "Uint32Array", &a_type)) return nullptr;
  mg::Typed a_name; if (!mg::ArgTyped(env, argv[6], kFn, "name", napi_uint8_array, "Uint8Array", &a_name)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "size", a_size, 1, false, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "type", a_type, 1, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "name", a_name, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLuint)a_index, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLint*)a_size.ptr, (GLenum*)a_type.ptr, (GLchar*)a_name.ptr);
  return nullptr;
}

// void glGetActiveUniformsiv(GLuint program, GLsizei uniformCount, const GLuint *uniformIndices, GLenum pname, GLint *params)
static napi_value w_glGetActiveUniformsiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveUniformsiv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLuint*, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 194, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_uniformCount; if (!mg::ArgI32(env, argv[1], kFn, "uniformCount", &a_uniformCount)) return nullptr;
  mg::Typed a_uniformIndices; if (!mg::ArgTyped(env, argv[2], kFn, "uniformIndices", napi_uint32_array, "Uint32Array", &a_uniformIndices)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[3], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[4], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "uniformIndices", a_uniformIndices, (int64_t)a_uniformCount, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLsizei)a_uniformCount, (const GLuint*)a_uniformIndices.ptr, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetActiveUniformName(GLuint program, GLuint uniformIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformName)
static napi_value w_glGetActiveUniformName(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveUniformName";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 195, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_uniformIndex; if (!mg::ArgU32(env, argv[1], kFn, "uniformIndex", &a_uniformIndex)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_uniformName; if (!mg::ArgTyped(env, argv[4], kFn, "uniformName", napi_uint8_array, "Uint8Array", &a_uniformName)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "uniformName", a_uniformName, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLuint)a_uniformIndex, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_uniformName.ptr);
  return nullptr;
}

// void glGetUniformIndices(GLuint program, GLsizei uniformCount, const GLchar *const*uniformNames, GLuint *uniformIndices)
static napi_value w_glGetUniformIndices(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformIndices";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLchar*const*, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 196, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_uniformCount; if (!mg::ArgI32(env, argv[1], kFn, "uniformCount", &a_uniformCount)) return nullptr;
  mg::StrArray a_uniformNames; if (!mg::ArgStrArray(env, argv[2], kFn, "uniformNames", &a_uniformNames)) return nullptr;
  mg::Typed a_uniformIndices; if (!mg::ArgTyped(env, argv[3], kFn, "uniformIndices", napi_uint32_array, "Uint32Array", &a_uniformIndices)) return nullptr;
  if (!mg::NeedArray(env, kFn, "uniformNames", a_uniformNames.ptrs.size(), (int64_t)a_uniformCount)) return nullptr;
  if (!mg::NeedCount(env, kFn, "uniformIndices", a_uniformIndices, (int64_t)a_uniformCount, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_program, (GLsizei)a_uniformCount, (const GLchar* const*)a_uniformNames.ptrs.data(), (GLuint*)a_uniformIndices.ptr);
  return nullptr;
}

// GLuint glGetUniformBlockIndex(GLuint program, const GLchar *uniformBlockName)
static napi_value w_glGetUniformBlockIndex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformBlockIndex";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLuint (APIENTRYP)(GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 197, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  mg::Str a_uniformBlockName; if (!mg::ArgStr(env, argv[1], kFn, "uniformBlockName", &a_uniformBlockName)) return nullptr;
  GLuint r = fn((GLuint)a_program, (const GLchar*)a_uniformBlockName.c_str);
  return mg::RetU32(env, r);
}

// void glGetActiveUniformBlockiv(GLuint program, GLuint uniformBlockIndex, GLenum pname, GLint *params)
static napi_value w_glGetActiveUniformBlockiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveUniformBlockiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 198, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_uniformBlockIndex; if (!mg::ArgU32(env, argv[1], kFn, "uniformBlockIndex", &a_uniformBlockIndex)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLuint)a_uniformBlockIndex, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetActiveUniformBlockName(GLuint program, GLuint uniformBlockIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformBlockName)
static napi_value w_glGetActiveUniformBlockName(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveUniformBlockName";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 199, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_uniformBlockIndex; if (!mg::ArgU32(env, argv[1], kFn, "uniformBlockIndex", &a_uniformBlockIndex)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_uniformBlockName; if (!mg::ArgTyped(env, argv[4], kFn, "uniformBlockName", napi_uint8_array, "Uint8Array", &a_uniformBlockName)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "uniformBlockName", a_uniformBlockName, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLuint)a_uniformBlockIndex, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_uniformBlockName.ptr);
  return nullptr;
}

// void glUniformBlockBinding(GLuint program, GLuint uniformBlockIndex, GLuint uniformBlockBinding)
static napi_value w_glUniformBlockBinding(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformBlockBinding";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 200, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_uniformBlockIndex; if (!mg::ArgU32(env, argv[1], kFn, "uniformBlockIndex", &a_uniformBlockIndex)) return nullptr;
  uint32_t a_uniformBlockBinding; if (!mg::ArgU32(env, argv[2], kFn, "uniformBlockBinding", &a_uniformBlockBinding)) return nullptr;
  fn((GLuint)a_program, (GLuint)a_uniformBlockIndex, (GLuint)a_uniformBlockBinding);
  return nullptr;
}

// void glShaderStorageBlockBinding(GLuint program, GLuint storageBlockIndex, GLuint storageBlockBinding)
static napi_value w_glShaderStorageBlockBinding(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glShaderStorageBlockBinding";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 201, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_storageBlockIndex; if (!mg::ArgU32(env, argv[1], kFn, "storageBlockIndex", &a_storageBlockIndex)) return nullptr;
  uint32_t a_storageBlockBinding; if (!mg::ArgU32(env, argv[2], kFn, "storageBlockBinding", &a_storageBlockBinding)) return nullptr;
  fn((GLuint)a_program, (GLuint)a_storageBlockIndex, (GLuint)a_storageBlockBinding);
  return nullptr;
}

// GLint glGetFragDataLocation(GLuint program, const GLchar *name)
static napi_value w_glGetFragDataLocation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetFragDataLocation";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLint (APIENTRYP)(GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 202, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[1], kFn, "name", &a_name)) return nullptr;
  GLint r = fn((GLuint)a_program, (const GLchar*)a_name.c_str);
  return mg::RetI32(env, r);
}

// void glBindFragDataLocation(GLuint program, GLuint color, const GLchar *name)
static napi_value w_glBindFragDataLocation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindFragDataLocation";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 203, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_color; if (!mg::ArgU32(env, argv[1], kFn, "color", &a_color)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[2], kFn, "name", &a_name)) return nullptr;
  fn((GLuint)a_program, (GLuint)a_color, (const GLchar*)a_name.c_str);
  return nullptr;
}

// void glBindFragDataLocationIndexed(GLuint program, GLuint colorNumber, GLuint index, const GLchar *name)
static napi_value w_glBindFragDataLocationIndexed(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindFragDataLocationIndexed";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 204, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_colorNumber; if (!mg::ArgU32(env, argv[1], kFn, "colorNumber", &a_colorNumber)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[3], kFn, "name", &a_name)) return nullptr;
  fn((GLuint)a_program, (GLuint)a_colorNumber, (GLuint)a_index, (const GLchar*)a_name.c_str);
  return nullptr;
}

// GLint glGetFragDataIndex(GLuint program, const GLchar *name)
static napi_value w_glGetFragDataIndex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetFragDataIndex";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLint (APIENTRYP)(GLuint, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 205, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[1], kFn, "name", &a_name)) return nullptr;
  GLint r = fn((GLuint)a_program, (const GLchar*)a_name.c_str);
  return mg::RetI32(env, r);
}

// void glGetProgramInterfaceiv(GLuint program, GLenum programInterface, GLenum pname, GLint *params)
static napi_value w_glGetProgramInterfaceiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramInterfaceiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 206, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_programInterface; if (!mg::ArgU32(env, argv[1], kFn, "programInterface", &a_programInterface)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLenum)a_programInterface, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// GLuint glGetProgramResourceIndex(GLuint program, GLenum programInterface, const GLchar *name)
static napi_value w_glGetProgramResourceIndex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramResourceIndex";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = GLuint (APIENTRYP)(GLuint, GLenum, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 207, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_programInterface; if (!mg::ArgU32(env, argv[1], kFn, "programInterface", &a_programInterface)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[2], kFn, "name", &a_name)) return nullptr;
  GLuint r = fn((GLuint)a_program, (GLenum)a_programInterface, (const GLchar*)a_name.c_str);
  return mg::RetU32(env, r);
}

// void glGetProgramResourceName(GLuint program, GLenum programInterface, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)
static napi_value w_glGetProgramResourceName(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramResourceName";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 208, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_programInterface; if (!mg::ArgU32(env, argv[1], kFn, "programInterface", &a_programInterface)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[3], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[4], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_name; if (!mg::ArgTyped(env, argv[5], kFn, "name", napi_uint8_array, "Uint8Array", &a_name)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "name", a_name, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLenum)a_programInterface, (GLuint)a_index, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_name.ptr);
  return nullptr;
}

// void glGetProgramResourceiv(GLuint program, GLenum programInterface, GLuint index, GLsizei propCount, const GLenum *props, GLsizei count, GLsizei *length, GLint *params)
static napi_value w_glGetProgramResourceiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramResourceiv";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLsizei, const GLenum*, GLsizei, GLsizei*, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 209, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_programInterface; if (!mg::ArgU32(env, argv[1], kFn, "programInterface", &a_programInterface)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  int32_t a_propCount; if (!mg::ArgI32(env, argv[3], kFn, "propCount", &a_propCount)) return nullptr;
  mg::Typed a_props; if (!mg::ArgTyped(env, argv[4], kFn, "props", napi_uint32_array, "Uint32Array", &a_props)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[5], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[6], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[7], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "props", a_props, (int64_t)a_propCount, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, (int64_t)a_count, false, "Int32Array")) return nullptr;
  fn((GLuint)a_program, (GLenum)a_programInterface, (GLuint)a_index, (GLsizei)a_propCount, (const GLenum*)a_props.ptr, (GLsizei)a_count, (GLsizei*)a_length.ptr, (GLint*)a_params.ptr);
  return nullptr;
}

// GLint glGetProgramResourceLocation(GLuint program, GLenum programInterface, const GLchar *name)
static napi_value w_glGetProgramResourceLocation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramResourceLocation";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = GLint (APIENTRYP)(GLuint, GLenum, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 210, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_programInterface; if (!mg::ArgU32(env, argv[1], kFn, "programInterface", &a_programInterface)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[2], kFn, "name", &a_name)) return nullptr;
  GLint r = fn((GLuint)a_program, (GLenum)a_programInterface, (const GLchar*)a_name.c_str);
  return mg::RetI32(env, r);
}

// GLint glGetProgramResourceLocationIndex(GLuint program, GLenum programInterface, const GLchar *name)
static napi_value w_glGetProgramResourceLocationIndex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramResourceLocationIndex";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = GLint (APIENTRYP)(GLuint, GLenum, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 211, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_programInterface; if (!mg::ArgU32(env, argv[1], kFn, "programInterface", &a_programInterface)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[2], kFn, "name", &a_name)) return nullptr;
  GLint r = fn((GLuint)a_program, (GLenum)a_programInterface, (const GLchar*)a_name.c_str);
  return mg::RetI32(env, r);
}

// GLint glGetSubroutineUniformLocation(GLuint program, GLenum shadertype, const GLchar *name)
static napi_value w_glGetSubroutineUniformLocation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetSubroutineUniformLocation";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = GLint (APIENTRYP)(GLuint, GLenum, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 212, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[1], kFn, "shadertype", &a_shadertype)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[2], kFn, "name", &a_name)) return nullptr;
  GLint r = fn((GLuint)a_program, (GLenum)a_shadertype, (const GLchar*)a_name.c_str);
  return mg::RetI32(env, r);
}

// GLuint glGetSubroutineIndex(GLuint program, GLenum shadertype, const GLchar *name)
static napi_value w_glGetSubroutineIndex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetSubroutineIndex";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = GLuint (APIENTRYP)(GLuint, GLenum, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 213, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[1], kFn, "shadertype", &a_shadertype)) return nullptr;
  mg::Str a_name; if (!mg::ArgStr(env, argv[2], kFn, "name", &a_name)) return nullptr;
  GLuint r = fn((GLuint)a_program, (GLenum)a_shadertype, (const GLchar*)a_name.c_str);
  return mg::RetU32(env, r);
}

// void glUniformSubroutinesuiv(GLenum shadertype, GLsizei count, const GLuint *indices)
static napi_value w_glUniformSubroutinesuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformSubroutinesuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 214, 2));
  if (!fn) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[0], kFn, "shadertype", &a_shadertype)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_indices; if (!mg::ArgTyped(env, argv[2], kFn, "indices", napi_uint32_array, "Uint32Array", &a_indices)) return nullptr;
  if (!mg::NeedCount(env, kFn, "indices", a_indices, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_shadertype, (GLsizei)a_count, (const GLuint*)a_indices.ptr);
  return nullptr;
}

// void glGetUniformSubroutineuiv(GLenum shadertype, GLint location, GLuint *params)
static napi_value w_glGetUniformSubroutineuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformSubroutineuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 215, 2));
  if (!fn) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[0], kFn, "shadertype", &a_shadertype)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_shadertype, (GLint)a_location, (GLuint*)a_params.ptr);
  return nullptr;
}

// void glGetProgramStageiv(GLuint program, GLenum shadertype, GLenum pname, GLint *values)
static napi_value w_glGetProgramStageiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramStageiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 216, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[1], kFn, "shadertype", &a_shadertype)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_values; if (!mg::ArgTyped(env, argv[3], kFn, "values", napi_int32_array, "Int32Array", &a_values)) return nullptr;
  if (!mg::NeedCount(env, kFn, "values", a_values, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_program, (GLenum)a_shadertype, (GLenum)a_pname, (GLint*)a_values.ptr);
  return nullptr;
}

// GLuint glCreateShaderProgramv(GLenum type, GLsizei count, const GLchar *const*strings)
static napi_value w_glCreateShaderProgramv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateShaderProgramv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = GLuint (APIENTRYP)(GLenum, GLsizei, const GLchar*const*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 217, 3));
  if (!fn) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[0], kFn, "type", &a_type)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::StrArray a_strings; if (!mg::ArgStrArray(env, argv[2], kFn, "strings", &a_strings)) return nullptr;
  if (!mg::NeedArray(env, kFn, "strings", a_strings.ptrs.size(), (int64_t)a_count)) return nullptr;
  GLuint r = fn((GLenum)a_type, (GLsizei)a_count, (const GLchar* const*)a_strings.ptrs.data());
  return mg::RetU32(env, r);
}

// void glGenProgramPipelines(GLsizei n, GLuint *pipelines)
static napi_value w_glGenProgramPipelines(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenProgramPipelines";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 218, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_pipelines; if (!mg::ArgTyped(env, argv[1], kFn, "pipelines", napi_uint32_array, "Uint32Array", &a_pipelines)) return nullptr;
  if (!mg::NeedCount(env, kFn, "pipelines", a_pipelines, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_pipelines.ptr);
  return nullptr;
}

// void glDeleteProgramPipelines(GLsizei n, const GLuint *pipelines)
static napi_value w_glDeleteProgramPipelines(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteProgramPipelines";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 219, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_pipelines; if (!mg::ArgTyped(env, argv[1], kFn, "pipelines", napi_uint32_array, "Uint32Array", &a_pipelines)) return nullptr;
  if (!mg::NeedCount(env, kFn, "pipelines", a_pipelines, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLuint*)a_pipelines.ptr);
  return nullptr;
}

// GLboolean glIsProgramPipeline(GLuint pipeline)
static napi_value w_glIsProgramPipeline(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsProgramPipeline";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 220, 3));
  if (!fn) return nullptr;
  uint32_t a_pipeline; if (!mg::ArgU32(env, argv[0], kFn, "pipeline", &a_pipeline)) return nullptr;
  GLboolean r = fn((GLuint)a_pipeline);
  return mg::RetU32(env, r);
}

// void glBindProgramPipeline(GLuint pipeline)
static napi_value w_glBindProgramPipeline(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindProgramPipeline";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 221, 3));
  if (!fn) return nullptr;
  uint32_t a_pipeline; if (!mg::ArgU32(env, argv[0], kFn, "pipeline", &a_pipeline)) return nullptr;
  fn((GLuint)a_pipeline);
  return nullptr;
}

// void glUseProgramStages(GLuint pipeline, GLbitfield stages, GLuint program)
static napi_value w_glUseProgramStages(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUseProgramStages";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLbitfield, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 222, 3));
  if (!fn) return nullptr;
  uint32_t a_pipeline; if (!mg::ArgU32(env, argv[0], kFn, "pipeline", &a_pipeline)) return nullptr;
  uint32_t a_stages; if (!mg::ArgU32(env, argv[1], kFn, "stages", &a_stages)) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[2], kFn, "program", &a_program)) return nullptr;
  fn((GLuint)a_pipeline, (GLbitfield)a_stages, (GLuint)a_program);
  return nullptr;
}

// void glActiveShaderProgram(GLuint pipeline, GLuint program)
static napi_value w_glActiveShaderProgram(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glActiveShaderProgram";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 223, 3));
  if (!fn) return nullptr;
  uint32_t a_pipeline; if (!mg::ArgU32(env, argv[0], kFn, "pipeline", &a_pipeline)) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[1], kFn, "program", &a_program)) return nullptr;
  fn((GLuint)a_pipeline, (GLuint)a_program);
  return nullptr;
}

// void glValidateProgramPipeline(GLuint pipeline)
static napi_value w_glValidateProgramPipeline(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glValidateProgramPipeline";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 224, 3));
  if (!fn) return nullptr;
  uint32_t a_pipeline; if (!mg::ArgU32(env, argv[0], kFn, "pipeline", &a_pipeline)) return nullptr;
  fn((GLuint)a_pipeline);
  return nullptr;
}

// void glGetProgramPipelineiv(GLuint pipeline, GLenum pname, GLint *params)
static napi_value w_glGetProgramPipelineiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramPipelineiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 225, 3));
  if (!fn) return nullptr;
  uint32_t a_pipeline; if (!mg::ArgU32(env, argv[0], kFn, "pipeline", &a_pipeline)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_pipeline, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetProgramPipelineInfoLog(GLuint pipeline, GLsizei bufSize, GLsizei *length, GLchar *infoLog)
static napi_value w_glGetProgramPipelineInfoLog(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramPipelineInfoLog";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 226, 3));
  if (!fn) return nullptr;
  uint32_t a_pipeline; if (!mg::ArgU32(env, argv[0], kFn, "pipeline", &a_pipeline)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[1], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[2], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_infoLog; if (!mg::ArgTyped(env, argv[3], kFn, "infoLog", napi_uint8_array, "Uint8Array", &a_infoLog)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "infoLog", a_infoLog, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_pipeline, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_infoLog.ptr);
  return nullptr;
}

// void glGetUniformfv(GLuint program, GLint location, GLfloat *params)
static napi_value w_glGetUniformfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 227, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLint)a_location, (GLfloat*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetUniformiv(GLuint program, GLint location, GLint *params)
static napi_value w_glGetUniformiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 228, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLint)a_location, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetUniformuiv(GLuint program, GLint location, GLuint *params)
static napi_value w_glGetUniformuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 229, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLint)a_location, (GLuint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetUniformdv(GLuint program, GLint location, GLdouble *params)
static napi_value w_glGetUniformdv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetUniformdv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 230, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float64_array, "Float64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float64Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 8, s_params);
  fn((GLuint)a_program, (GLint)a_location, (GLdouble*)p_params);
  mg::ScratchOut(a_params, 8, p_params);
  return nullptr;
}

// void glGetnUniformfv(GLuint program, GLint location, GLsizei bufSize, GLfloat *params)
static napi_value w_glGetnUniformfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetnUniformfv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 231, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedBytes(env, kFn, "params", a_params, 4, (int64_t)a_bufSize, false)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_bufSize, (GLfloat*)a_params.ptr);
  return nullptr;
}

// void glGetnUniformiv(GLuint program, GLint location, GLsizei bufSize, GLint *params)
static napi_value w_glGetnUniformiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetnUniformiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 232, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedBytes(env, kFn, "params", a_params, 4, (int64_t)a_bufSize, false)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_bufSize, (GLint*)a_params.ptr);
  return nullptr;
}

// void glGetnUniformuiv(GLuint program, GLint location, GLsizei bufSize, GLuint *params)
static napi_value w_glGetnUniformuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetnUniformuiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 233, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedBytes(env, kFn, "params", a_params, 4, (int64_t)a_bufSize, false)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_bufSize, (GLuint*)a_params.ptr);
  return nullptr;
}

// void glUniform1f(GLint location, GLfloat v0)
static napi_value w_glUniform1f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1f";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLint, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 234, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  fn((GLint)a_location, (GLfloat)a_v0);
  return nullptr;
}

// void glUniform2f(GLint location, GLfloat v0, GLfloat v1)
static napi_value w_glUniform2f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2f";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 235, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  fn((GLint)a_location, (GLfloat)a_v0, (GLfloat)a_v1);
  return nullptr;
}

// void glUniform3f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2)
static napi_value w_glUniform3f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3f";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 236, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  double a_v2; if (!mg::ArgF64(env, argv[3], kFn, "v2", &a_v2)) return nullptr;
  fn((GLint)a_location, (GLfloat)a_v0, (GLfloat)a_v1, (GLfloat)a_v2);
  return nullptr;
}

// void glUniform4f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)
static napi_value w_glUniform4f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4f";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLint, GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 237, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  double a_v2; if (!mg::ArgF64(env, argv[3], kFn, "v2", &a_v2)) return nullptr;
  double a_v3; if (!mg::ArgF64(env, argv[4], kFn, "v3", &a_v3)) return nullptr;
  fn((GLint)a_location, (GLfloat)a_v0, (GLfloat)a_v1, (GLfloat)a_v2, (GLfloat)a_v3);
  return nullptr;
}

// void glUniform1i(GLint location, GLint v0)
static napi_value w_glUniform1i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1i";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 238, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  fn((GLint)a_location, (GLint)a_v0);
  return nullptr;
}

// void glUniform2i(GLint location, GLint v0, GLint v1)
static napi_value w_glUniform2i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2i";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 239, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  int32_t a_v1; if (!mg::ArgI32(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  fn((GLint)a_location, (GLint)a_v0, (GLint)a_v1);
  return nullptr;
}

// void glUniform3i(GLint location, GLint v0, GLint v1, GLint v2)
static napi_value w_glUniform3i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3i";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 240, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  int32_t a_v1; if (!mg::ArgI32(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  int32_t a_v2; if (!mg::ArgI32(env, argv[3], kFn, "v2", &a_v2)) return nullptr;
  fn((GLint)a_location, (GLint)a_v0, (GLint)a_v1, (GLint)a_v2);
  return nullptr;
}

// void glUniform4i(GLint location, GLint v0, GLint v1, GLint v2, GLint v3)
static napi_value w_glUniform4i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4i";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 241, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  int32_t a_v1; if (!mg::ArgI32(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  int32_t a_v2; if (!mg::ArgI32(env, argv[3], kFn, "v2", &a_v2)) return nullptr;
  int32_t a_v3; if (!mg::ArgI32(env, argv[4], kFn, "v3", &a_v3)) return nullptr;
  fn((GLint)a_location, (GLint)a_v0, (GLint)a_v1, (GLint)a_v2, (GLint)a_v3);
  return nullptr;
}

// void glUniform1ui(GLint location, GLuint v0)
static napi_value w_glUniform1ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1ui";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 242, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  fn((GLint)a_location, (GLuint)a_v0);
  return nullptr;
}

// void glUniform2ui(GLint location, GLuint v0, GLuint v1)
static napi_value w_glUniform2ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2ui";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 243, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  uint32_t a_v1; if (!mg::ArgU32(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  fn((GLint)a_location, (GLuint)a_v0, (GLuint)a_v1);
  return nullptr;
}

// void glUniform3ui(GLint location, GLuint v0, GLuint v1, GLuint v2)
static napi_value w_glUniform3ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3ui";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 244, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  uint32_t a_v1; if (!mg::ArgU32(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  uint32_t a_v2; if (!mg::ArgU32(env, argv[3], kFn, "v2", &a_v2)) return nullptr;
  fn((GLint)a_location, (GLuint)a_v0, (GLuint)a_v1, (GLuint)a_v2);
  return nullptr;
}

// void glUniform4ui(GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)
static napi_value w_glUniform4ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4ui";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLint, GLuint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 245, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[1], kFn, "v0", &a_v0)) return nullptr;
  uint32_t a_v1; if (!mg::ArgU32(env, argv[2], kFn, "v1", &a_v1)) return nullptr;
  uint32_t a_v2; if (!mg::ArgU32(env, argv[3], kFn, "v2", &a_v2)) return nullptr;
  uint32_t a_v3; if (!mg::ArgU32(env, argv[4], kFn, "v3", &a_v3)) return nullptr;
  fn((GLint)a_location, (GLuint)a_v0, (GLuint)a_v1, (GLuint)a_v2, (GLuint)a_v3);
  return nullptr;
}

// void glUniform1fv(GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glUniform1fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1fv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 246, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 1, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniform2fv(GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glUniform2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2fv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 247, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniform3fv(GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glUniform3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3fv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 248, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniform4fv(GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glUniform4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4fv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 249, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniform1iv(GLint location, GLsizei count, const GLint *value)
static napi_value w_glUniform1iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1iv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 250, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 1, false, "Int32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glUniform2iv(GLint location, GLsizei count, const GLint *value)
static napi_value w_glUniform2iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2iv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 251, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Int32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glUniform3iv(GLint location, GLsizei count, const GLint *value)
static napi_value w_glUniform3iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3iv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 252, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Int32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glUniform4iv(GLint location, GLsizei count, const GLint *value)
static napi_value w_glUniform4iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4iv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 253, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Int32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glUniform1uiv(GLint location, GLsizei count, const GLuint *value)
static napi_value w_glUniform1uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1uiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 254, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 1, false, "Uint32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glUniform2uiv(GLint location, GLsizei count, const GLuint *value)
static napi_value w_glUniform2uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2uiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 255, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Uint32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glUniform3uiv(GLint location, GLsizei count, const GLuint *value)
static napi_value w_glUniform3uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3uiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 256, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Uint32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glUniform4uiv(GLint location, GLsizei count, const GLuint *value)
static napi_value w_glUniform4uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4uiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 257, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Uint32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glUniform1d(GLint location, GLdouble x)
static napi_value w_glUniform1d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1d";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLint, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 258, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  fn((GLint)a_location, (GLdouble)a_x);
  return nullptr;
}

// void glUniform2d(GLint location, GLdouble x, GLdouble y)
static napi_value w_glUniform2d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2d";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 259, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  fn((GLint)a_location, (GLdouble)a_x, (GLdouble)a_y);
  return nullptr;
}

// void glUniform3d(GLint location, GLdouble x, GLdouble y, GLdouble z)
static napi_value w_glUniform3d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3d";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 260, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  fn((GLint)a_location, (GLdouble)a_x, (GLdouble)a_y, (GLdouble)a_z);
  return nullptr;
}

// void glUniform4d(GLint location, GLdouble x, GLdouble y, GLdouble z, GLdouble w)
static napi_value w_glUniform4d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4d";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLint, GLdouble, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 261, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  double a_w; if (!mg::ArgF64(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLint)a_location, (GLdouble)a_x, (GLdouble)a_y, (GLdouble)a_z, (GLdouble)a_w);
  return nullptr;
}

// void glUniform1dv(GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glUniform1dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform1dv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 262, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 1, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniform2dv(GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glUniform2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform2dv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 263, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniform3dv(GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glUniform3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform3dv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 264, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniform4dv(GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glUniform4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniform4dv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 265, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix2fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 266, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix3fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 267, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 9, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix4fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 268, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 16, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix2x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix2x3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix2x3fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 269, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix3x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix3x2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix3x2fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 270, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix2x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix2x4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix2x4fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 271, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix4x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix4x2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix4x2fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 272, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix3x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix3x4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix3x4fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 273, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix4x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glUniformMatrix4x3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix4x3fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 274, 3));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float32Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix2dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 275, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix3dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 276, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 9, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix4dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 277, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 16, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix2x3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix2x3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix2x3dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 278, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix3x2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix3x2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix3x2dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 279, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix2x4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix2x4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix2x4dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 280, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix4x2dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix4x2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix4x2dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 281, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix3x4dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix3x4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix3x4dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 282, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glUniformMatrix4x3dv(GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glUniformMatrix4x3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUniformMatrix4x3dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 283, 2));
  if (!fn) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[0], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[2], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float64Array")) return nullptr;
  fn((GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform1f(GLuint program, GLint location, GLfloat v0)
static napi_value w_glProgramUniform1f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1f";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 284, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLfloat)a_v0);
  return nullptr;
}

// void glProgramUniform2f(GLuint program, GLint location, GLfloat v0, GLfloat v1)
static napi_value w_glProgramUniform2f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2f";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 285, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLfloat)a_v0, (GLfloat)a_v1);
  return nullptr;
}

// void glProgramUniform3f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2)
static napi_value w_glProgramUniform3f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3f";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 286, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  double a_v2; if (!mg::ArgF64(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLfloat)a_v0, (GLfloat)a_v1, (GLfloat)a_v2);
  return nullptr;
}

// void glProgramUniform4f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)
static napi_value w_glProgramUniform4f(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4f";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 287, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  double a_v2; if (!mg::ArgF64(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  double a_v3; if (!mg::ArgF64(env, argv[5], kFn, "v3", &a_v3)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLfloat)a_v0, (GLfloat)a_v1, (GLfloat)a_v2, (GLfloat)a_v3);
  return nullptr;
}

// void glProgramUniform1i(GLuint program, GLint location, GLint v0)
static napi_value w_glProgramUniform1i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1i";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 288, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLint)a_v0);
  return nullptr;
}

// void glProgramUniform2i(GLuint program, GLint location, GLint v0, GLint v1)
static napi_value w_glProgramUniform2i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2i";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 289, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  int32_t a_v1; if (!mg::ArgI32(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLint)a_v0, (GLint)a_v1);
  return nullptr;
}

// void glProgramUniform3i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2)
static napi_value w_glProgramUniform3i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3i";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 290, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  int32_t a_v1; if (!mg::ArgI32(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  int32_t a_v2; if (!mg::ArgI32(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLint)a_v0, (GLint)a_v1, (GLint)a_v2);
  return nullptr;
}

// void glProgramUniform4i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2, GLint v3)
static napi_value w_glProgramUniform4i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4i";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 291, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_v0; if (!mg::ArgI32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  int32_t a_v1; if (!mg::ArgI32(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  int32_t a_v2; if (!mg::ArgI32(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  int32_t a_v3; if (!mg::ArgI32(env, argv[5], kFn, "v3", &a_v3)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLint)a_v0, (GLint)a_v1, (GLint)a_v2, (GLint)a_v3);
  return nullptr;
}

// void glProgramUniform1ui(GLuint program, GLint location, GLuint v0)
static napi_value w_glProgramUniform1ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1ui";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 292, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLuint)a_v0);
  return nullptr;
}

// void glProgramUniform2ui(GLuint program, GLint location, GLuint v0, GLuint v1)
static napi_value w_glProgramUniform2ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2ui";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 293, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  uint32_t a_v1; if (!mg::ArgU32(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLuint)a_v0, (GLuint)a_v1);
  return nullptr;
}

// void glProgramUniform3ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2)
static napi_value w_glProgramUniform3ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3ui";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 294, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  uint32_t a_v1; if (!mg::ArgU32(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  uint32_t a_v2; if (!mg::ArgU32(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLuint)a_v0, (GLuint)a_v1, (GLuint)a_v2);
  return nullptr;
}

// void glProgramUniform4ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)
static napi_value w_glProgramUniform4ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4ui";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLuint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 295, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  uint32_t a_v0; if (!mg::ArgU32(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  uint32_t a_v1; if (!mg::ArgU32(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  uint32_t a_v2; if (!mg::ArgU32(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  uint32_t a_v3; if (!mg::ArgU32(env, argv[5], kFn, "v3", &a_v3)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLuint)a_v0, (GLuint)a_v1, (GLuint)a_v2, (GLuint)a_v3);
  return nullptr;
}

// void glProgramUniform1fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glProgramUniform1fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 296, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform2fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glProgramUniform2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 297, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform3fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glProgramUniform3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 298, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform4fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
static napi_value w_glProgramUniform4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4fv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 299, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform1iv(GLuint program, GLint location, GLsizei count, const GLint *value)
static napi_value w_glProgramUniform1iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1iv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 300, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count, false, "Int32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform2iv(GLuint program, GLint location, GLsizei count, const GLint *value)
static napi_value w_glProgramUniform2iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2iv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 301, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Int32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform3iv(GLuint program, GLint location, GLsizei count, const GLint *value)
static napi_value w_glProgramUniform3iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3iv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 302, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Int32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform4iv(GLuint program, GLint location, GLsizei count, const GLint *value)
static napi_value w_glProgramUniform4iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4iv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 303, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Int32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform1uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
static napi_value w_glProgramUniform1uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 304, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform2uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
static napi_value w_glProgramUniform2uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 305, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform3uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
static napi_value w_glProgramUniform3uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 306, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform4uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
static napi_value w_glProgramUniform4uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 307, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform1d(GLuint program, GLint location, GLdouble v0)
static napi_value w_glProgramUniform1d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1d";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 308, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLdouble)a_v0);
  return nullptr;
}

// void glProgramUniform2d(GLuint program, GLint location, GLdouble v0, GLdouble v1)
static napi_value w_glProgramUniform2d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2d";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 309, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLdouble)a_v0, (GLdouble)a_v1);
  return nullptr;
}

// void glProgramUniform3d(GLuint program, GLint location, GLdouble v0, GLdouble v1, GLdouble v2)
static napi_value w_glProgramUniform3d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3d";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 310, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  double a_v2; if (!mg::ArgF64(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLdouble)a_v0, (GLdouble)a_v1, (GLdouble)a_v2);
  return nullptr;
}

// void glProgramUniform4d(GLuint program, GLint location, GLdouble v0, GLdouble v1, GLdouble v2, GLdouble v3)
static napi_value w_glProgramUniform4d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4d";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLdouble, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 311, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  double a_v0; if (!mg::ArgF64(env, argv[2], kFn, "v0", &a_v0)) return nullptr;
  double a_v1; if (!mg::ArgF64(env, argv[3], kFn, "v1", &a_v1)) return nullptr;
  double a_v2; if (!mg::ArgF64(env, argv[4], kFn, "v2", &a_v2)) return nullptr;
  double a_v3; if (!mg::ArgF64(env, argv[5], kFn, "v3", &a_v3)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLdouble)a_v0, (GLdouble)a_v1, (GLdouble)a_v2, (GLdouble)a_v3);
  return nullptr;
}

// void glProgramUniform1dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glProgramUniform1dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform1dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 312, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform2dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glProgramUniform2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform2dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 313, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 2, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform3dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glProgramUniform3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform3dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 314, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 3, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniform4dv(GLuint program, GLint location, GLsizei count, const GLdouble *value)
static napi_value w_glProgramUniform4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniform4dv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 315, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix2fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 316, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix3fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 317, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 9, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix4fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 318, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 16, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix2x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix2x3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix2x3fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 319, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix3x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix3x2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix3x2fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 320, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix2x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix2x4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix2x4fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 321, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix4x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix4x2fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix4x2fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 322, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix3x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix3x4fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix3x4fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 323, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix4x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
static napi_value w_glProgramUniformMatrix4x3fv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix4x3fv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 324, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float32Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix2dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 325, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 4, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix3dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 326, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 9, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix4dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 327, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 16, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix2x3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix2x3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix2x3dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 328, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix3x2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix3x2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix3x2dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 329, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 6, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix2x4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix2x4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix2x4dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 330, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix4x2dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix4x2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix4x2dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 331, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 8, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix3x4dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix3x4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix3x4dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 332, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glProgramUniformMatrix4x3dv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLdouble *value)
static napi_value w_glProgramUniformMatrix4x3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramUniformMatrix4x3dv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLboolean, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 333, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  uint32_t a_transpose; if (!mg::ArgBool(env, argv[3], kFn, "transpose", &a_transpose)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[4], kFn, "value", napi_float64_array, "Float64Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, (int64_t)a_count * 12, false, "Float64Array")) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_count, (GLboolean)a_transpose, (const GLdouble*)a_value.ptr);
  return nullptr;
}

// void glDrawArrays(GLenum mode, GLint first, GLsizei count)
static napi_value w_glDrawArrays(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawArrays";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 334, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_first; if (!mg::ArgI32(env, argv[1], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  fn((GLenum)a_mode, (GLint)a_first, (GLsizei)a_count);
  return nullptr;
}

// void glDrawElements(GLenum mode, GLsizei count, GLenum type, const void *indices)
static napi_value w_glDrawElements(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawElements";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 335, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  fn((GLenum)a_mode, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr);
  return nullptr;
}

// void glDrawRangeElements(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices)
static napi_value w_glDrawRangeElements(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawRangeElements";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLuint, GLsizei, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 336, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_start; if (!mg::ArgU32(env, argv[1], kFn, "start", &a_start)) return nullptr;
  uint32_t a_end; if (!mg::ArgU32(env, argv[2], kFn, "end", &a_end)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[3], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[4], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[5], kFn, "indices", &a_indices)) return nullptr;
  fn((GLenum)a_mode, (GLuint)a_start, (GLuint)a_end, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr);
  return nullptr;
}

// void glDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instancecount)
static napi_value w_glDrawArraysInstanced(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawArraysInstanced";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 337, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_first; if (!mg::ArgI32(env, argv[1], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[3], kFn, "instancecount", &a_instancecount)) return nullptr;
  fn((GLenum)a_mode, (GLint)a_first, (GLsizei)a_count, (GLsizei)a_instancecount);
  return nullptr;
}

// void glDrawElementsInstanced(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount)
static napi_value w_glDrawElementsInstanced(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawElementsInstanced";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, const void*, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 338, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[4], kFn, "instancecount", &a_instancecount)) return nullptr;
  fn((GLenum)a_mode, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr, (GLsizei)a_instancecount);
  return nullptr;
}

// void glDrawElementsBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLint basevertex)
static napi_value w_glDrawElementsBaseVertex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawElementsBaseVertex";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, const void*, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 339, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_basevertex; if (!mg::ArgI32(env, argv[4], kFn, "basevertex", &a_basevertex)) return nullptr;
  fn((GLenum)a_mode, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr, (GLint)a_basevertex);
  return nullptr;
}

// void glDrawRangeElementsBaseVertex(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices, GLint basevertex)
static napi_value w_glDrawRangeElementsBaseVertex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawRangeElementsBaseVertex";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLuint, GLsizei, GLenum, const void*, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 340, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_start; if (!mg::ArgU32(env, argv[1], kFn, "start", &a_start)) return nullptr;
  uint32_t a_end; if (!mg::ArgU32(env, argv[2], kFn, "end", &a_end)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[3], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[4], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[5], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_basevertex; if (!mg::ArgI32(env, argv[6], kFn, "basevertex", &a_basevertex)) return nullptr;
  fn((GLenum)a_mode, (GLuint)a_start, (GLuint)a_end, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr, (GLint)a_basevertex);
  return nullptr;
}

// void glDrawElementsInstancedBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex)
static napi_value w_glDrawElementsInstancedBaseVertex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawElementsInstancedBaseVertex";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, const void*, GLsizei, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 341, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[4], kFn, "instancecount", &a_instancecount)) return nullptr;
  int32_t a_basevertex; if (!mg::ArgI32(env, argv[5], kFn, "basevertex", &a_basevertex)) return nullptr;
  fn((GLenum)a_mode, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr, (GLsizei)a_instancecount, (GLint)a_basevertex);
  return nullptr;
}

// void glDrawArraysInstancedBaseInstance(GLenum mode, GLint first, GLsizei count, GLsizei instancecount, GLuint baseinstance)
static napi_value w_glDrawArraysInstancedBaseInstance(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawArraysInstancedBaseInstance";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLsizei, GLsizei, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 342, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_first; if (!mg::ArgI32(env, argv[1], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[3], kFn, "instancecount", &a_instancecount)) return nullptr;
  uint32_t a_baseinstance; if (!mg::ArgU32(env, argv[4], kFn, "baseinstance", &a_baseinstance)) return nullptr;
  fn((GLenum)a_mode, (GLint)a_first, (GLsizei)a_count, (GLsizei)a_instancecount, (GLuint)a_baseinstance);
  return nullptr;
}

// void glDrawElementsInstancedBaseInstance(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLuint baseinstance)
static napi_value w_glDrawElementsInstancedBaseInstance(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawElementsInstancedBaseInstance";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, const void*, GLsizei, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 343, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[4], kFn, "instancecount", &a_instancecount)) return nullptr;
  uint32_t a_baseinstance; if (!mg::ArgU32(env, argv[5], kFn, "baseinstance", &a_baseinstance)) return nullptr;
  if (!mg::NeedData(env, kFn, "indices", a_indices, (int64_t)a_count)) return nullptr;
  fn((GLenum)a_mode, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr, (GLsizei)a_instancecount, (GLuint)a_baseinstance);
  return nullptr;
}

// void glDrawElementsInstancedBaseVertexBaseInstance(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex, GLuint baseinstance)
static napi_value w_glDrawElementsInstancedBaseVertexBaseInstance(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawElementsInstancedBaseVertexBaseInstance";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLenum, const void*, GLsizei, GLint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 344, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indices; if (!mg::ArgData(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[4], kFn, "instancecount", &a_instancecount)) return nullptr;
  int32_t a_basevertex; if (!mg::ArgI32(env, argv[5], kFn, "basevertex", &a_basevertex)) return nullptr;
  uint32_t a_baseinstance; if (!mg::ArgU32(env, argv[6], kFn, "baseinstance", &a_baseinstance)) return nullptr;
  if (!mg::NeedData(env, kFn, "indices", a_indices, (int64_t)a_count)) return nullptr;
  fn((GLenum)a_mode, (GLsizei)a_count, (GLenum)a_type, (const void*)a_indices.ptr, (GLsizei)a_instancecount, (GLint)a_basevertex, (GLuint)a_baseinstance);
  return nullptr;
}

// void glDrawArraysIndirect(GLenum mode, const void *indirect)
static napi_value w_glDrawArraysIndirect(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawArraysIndirect";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 345, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  mg::Data a_indirect; if (!mg::ArgData(env, argv[1], kFn, "indirect", &a_indirect)) return nullptr;
  fn((GLenum)a_mode, (const void*)a_indirect.ptr);
  return nullptr;
}

// void glDrawElementsIndirect(GLenum mode, GLenum type, const void *indirect)
static napi_value w_glDrawElementsIndirect(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawElementsIndirect";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 346, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indirect; if (!mg::ArgData(env, argv[2], kFn, "indirect", &a_indirect)) return nullptr;
  fn((GLenum)a_mode, (GLenum)a_type, (const void*)a_indirect.ptr);
  return nullptr;
}

// void glMultiDrawArrays(GLenum mode, const GLint *first, const GLsizei *count, GLsizei drawcount)
static napi_value w_glMultiDrawArrays(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMultiDrawArrays";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, const GLint*, const GLsizei*, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 347, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  mg::Typed a_first; if (!mg::ArgTyped(env, argv[1], kFn, "first", napi_int32_array, "Int32Array", &a_first)) return nullptr;
  mg::Typed a_count; if (!mg::ArgTyped(env, argv[2], kFn, "count", napi_int32_array, "Int32Array", &a_count)) return nullptr;
  int32_t a_drawcount; if (!mg::ArgI32(env, argv[3], kFn, "drawcount", &a_drawcount)) return nullptr;
  if (!mg::NeedCount(env, kFn, "first", a_first, (int64_t)a_drawcount, false, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "count", a_count, (int64_t)a_drawcount, false, "Int32Array")) return nullptr;
  fn((GLenum)a_mode, (const GLint*)a_first.ptr, (const GLsizei*)a_count.ptr, (GLsizei)a_drawcount);
  return nullptr;
}

// void glMultiDrawElements(GLenum mode, const GLsizei *count, GLenum type, const void *const*indices, GLsizei drawcount)
static napi_value w_glMultiDrawElements(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMultiDrawElements";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, const GLsizei*, GLenum, const void*const*, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 348, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  mg::Typed a_count; if (!mg::ArgTyped(env, argv[1], kFn, "count", napi_int32_array, "Int32Array", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::PtrArray a_indices; if (!mg::ArgPtrArray(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_drawcount; if (!mg::ArgI32(env, argv[4], kFn, "drawcount", &a_drawcount)) return nullptr;
  if (!mg::NeedCount(env, kFn, "count", a_count, (int64_t)a_drawcount, false, "Int32Array")) return nullptr;
  if (!mg::NeedArray(env, kFn, "indices", a_indices.ptrs.size(), (int64_t)a_drawcount)) return nullptr;
  fn((GLenum)a_mode, (const GLsizei*)a_count.ptr, (GLenum)a_type, (const void* const*)a_indices.ptrs.data(), (GLsizei)a_drawcount);
  return nullptr;
}

// void glMultiDrawElementsBaseVertex(GLenum mode, const GLsizei *count, GLenum type, const void *const*indices, GLsizei drawcount, const GLint *basevertex)
static napi_value w_glMultiDrawElementsBaseVertex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMultiDrawElementsBaseVertex";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, const GLsizei*, GLenum, const void*const*, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 349, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  mg::Typed a_count; if (!mg::ArgTyped(env, argv[1], kFn, "count", napi_int32_array, "Int32Array", &a_count)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[2], kFn, "type", &a_type)) return nullptr;
  mg::PtrArray a_indices; if (!mg::ArgPtrArray(env, argv[3], kFn, "indices", &a_indices)) return nullptr;
  int32_t a_drawcount; if (!mg::ArgI32(env, argv[4], kFn, "drawcount", &a_drawcount)) return nullptr;
  mg::Typed a_basevertex; if (!mg::ArgTyped(env, argv[5], kFn, "basevertex", napi_int32_array, "Int32Array", &a_basevertex)) return nullptr;
  if (!mg::NeedCount(env, kFn, "count", a_count, (int64_t)a_drawcount, false, "Int32Array")) return nullptr;
  if (!mg::NeedArray(env, kFn, "indices", a_indices.ptrs.size(), (int64_t)a_drawcount)) return nullptr;
  if (!mg::NeedCount(env, kFn, "basevertex", a_basevertex, (int64_t)a_drawcount, false, "Int32Array")) return nullptr;
  fn((GLenum)a_mode, (const GLsizei*)a_count.ptr, (GLenum)a_type, (const void* const*)a_indices.ptrs.data(), (GLsizei)a_drawcount, (const GLint*)a_basevertex.ptr);
  return nullptr;
}

// void glMultiDrawArraysIndirect(GLenum mode, const void *indirect, GLsizei drawcount, GLsizei stride)
static napi_value w_glMultiDrawArraysIndirect(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMultiDrawArraysIndirect";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, const void*, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 350, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  mg::Data a_indirect; if (!mg::ArgData(env, argv[1], kFn, "indirect", &a_indirect)) return nullptr;
  int32_t a_drawcount; if (!mg::ArgI32(env, argv[2], kFn, "drawcount", &a_drawcount)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[3], kFn, "stride", &a_stride)) return nullptr;
  fn((GLenum)a_mode, (const void*)a_indirect.ptr, (GLsizei)a_drawcount, (GLsizei)a_stride);
  return nullptr;
}

// void glMultiDrawElementsIndirect(GLenum mode, GLenum type, const void *indirect, GLsizei drawcount, GLsizei stride)
static napi_value w_glMultiDrawElementsIndirect(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMultiDrawElementsIndirect";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, const void*, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 351, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indirect; if (!mg::ArgData(env, argv[2], kFn, "indirect", &a_indirect)) return nullptr;
  int32_t a_drawcount; if (!mg::ArgI32(env, argv[3], kFn, "drawcount", &a_drawcount)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[4], kFn, "stride", &a_stride)) return nullptr;
  fn((GLenum)a_mode, (GLenum)a_type, (const void*)a_indirect.ptr, (GLsizei)a_drawcount, (GLsizei)a_stride);
  return nullptr;
}

// void glMultiDrawArraysIndirectCount(GLenum mode, const void *indirect, GLintptr drawcount, GLsizei maxdrawcount, GLsizei stride)
static napi_value w_glMultiDrawArraysIndirectCount(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMultiDrawArraysIndirectCount";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, const void*, GLintptr, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 352, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  mg::Data a_indirect; if (!mg::ArgData(env, argv[1], kFn, "indirect", &a_indirect)) return nullptr;
  int64_t a_drawcount; if (!mg::ArgI64(env, argv[2], kFn, "drawcount", &a_drawcount)) return nullptr;
  int32_t a_maxdrawcount; if (!mg::ArgI32(env, argv[3], kFn, "maxdrawcount", &a_maxdrawcount)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[4], kFn, "stride", &a_stride)) return nullptr;
  fn((GLenum)a_mode, (const void*)a_indirect.ptr, (GLintptr)a_drawcount, (GLsizei)a_maxdrawcount, (GLsizei)a_stride);
  return nullptr;
}

// void glMultiDrawElementsIndirectCount(GLenum mode, GLenum type, const void *indirect, GLintptr drawcount, GLsizei maxdrawcount, GLsizei stride)
static napi_value w_glMultiDrawElementsIndirectCount(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMultiDrawElementsIndirectCount";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, const void*, GLintptr, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 353, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  mg::Data a_indirect; if (!mg::ArgData(env, argv[2], kFn, "indirect", &a_indirect)) return nullptr;
  int64_t a_drawcount; if (!mg::ArgI64(env, argv[3], kFn, "drawcount", &a_drawcount)) return nullptr;
  int32_t a_maxdrawcount; if (!mg::ArgI32(env, argv[4], kFn, "maxdrawcount", &a_maxdrawcount)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[5], kFn, "stride", &a_stride)) return nullptr;
  fn((GLenum)a_mode, (GLenum)a_type, (const void*)a_indirect.ptr, (GLintptr)a_drawcount, (GLsizei)a_maxdrawcount, (GLsizei)a_stride);
  return nullptr;
}

// void glDrawTransformFeedback(GLenum mode, GLuint id)
static napi_value w_glDrawTransformFeedback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawTransformFeedback";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 354, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[1], kFn, "id", &a_id)) return nullptr;
  fn((GLenum)a_mode, (GLuint)a_id);
  return nullptr;
}

// void glDrawTransformFeedbackInstanced(GLenum mode, GLuint id, GLsizei instancecount)
static napi_value w_glDrawTransformFeedbackInstanced(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawTransformFeedbackInstanced";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 355, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[1], kFn, "id", &a_id)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[2], kFn, "instancecount", &a_instancecount)) return nullptr;
  fn((GLenum)a_mode, (GLuint)a_id, (GLsizei)a_instancecount);
  return nullptr;
}

// void glDrawTransformFeedbackStream(GLenum mode, GLuint id, GLuint stream)
static napi_value w_glDrawTransformFeedbackStream(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawTransformFeedbackStream";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 356, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[1], kFn, "id", &a_id)) return nullptr;
  uint32_t a_stream; if (!mg::ArgU32(env, argv[2], kFn, "stream", &a_stream)) return nullptr;
  fn((GLenum)a_mode, (GLuint)a_id, (GLuint)a_stream);
  return nullptr;
}

// void glDrawTransformFeedbackStreamInstanced(GLenum mode, GLuint id, GLuint stream, GLsizei instancecount)
static napi_value w_glDrawTransformFeedbackStreamInstanced(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDrawTransformFeedbackStreamInstanced";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLuint, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 357, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[1], kFn, "id", &a_id)) return nullptr;
  uint32_t a_stream; if (!mg::ArgU32(env, argv[2], kFn, "stream", &a_stream)) return nullptr;
  int32_t a_instancecount; if (!mg::ArgI32(env, argv[3], kFn, "instancecount", &a_instancecount)) return nullptr;
  fn((GLenum)a_mode, (GLuint)a_id, (GLuint)a_stream, (GLsizei)a_instancecount);
  return nullptr;
}

// void glPrimitiveRestartIndex(GLuint index)
static napi_value w_glPrimitiveRestartIndex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPrimitiveRestartIndex";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 358, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  fn((GLuint)a_index);
  return nullptr;
}

// void glProvokingVertex(GLenum mode)
static napi_value w_glProvokingVertex(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProvokingVertex";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 359, 2));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  fn((GLenum)a_mode);
  return nullptr;
}

// void glGenTransformFeedbacks(GLsizei n, GLuint *ids)
static napi_value w_glGenTransformFeedbacks(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenTransformFeedbacks";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 360, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[1], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_ids.ptr);
  return nullptr;
}

// void glDeleteTransformFeedbacks(GLsizei n, const GLuint *ids)
static napi_value w_glDeleteTransformFeedbacks(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteTransformFeedbacks";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 361, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[1], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLuint*)a_ids.ptr);
  return nullptr;
}

// GLboolean glIsTransformFeedback(GLuint id)
static napi_value w_glIsTransformFeedback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsTransformFeedback";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 362, 3));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  GLboolean r = fn((GLuint)a_id);
  return mg::RetU32(env, r);
}

// void glBindTransformFeedback(GLenum target, GLuint id)
static napi_value w_glBindTransformFeedback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindTransformFeedback";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 363, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[1], kFn, "id", &a_id)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_id);
  return nullptr;
}

// void glBeginTransformFeedback(GLenum primitiveMode)
static napi_value w_glBeginTransformFeedback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBeginTransformFeedback";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 364, 3));
  if (!fn) return nullptr;
  uint32_t a_primitiveMode; if (!mg::ArgU32(env, argv[0], kFn, "primitiveMode", &a_primitiveMode)) return nullptr;
  fn((GLenum)a_primitiveMode);
  return nullptr;
}

// void glEndTransformFeedback()
static napi_value w_glEndTransformFeedback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEndTransformFeedback";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 365, 3));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glPauseTransformFeedback()
static napi_value w_glPauseTransformFeedback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPauseTransformFeedback";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 366, 3));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glResumeTransformFeedback()
static napi_value w_glResumeTransformFeedback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glResumeTransformFeedback";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 367, 3));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glTransformFeedbackVaryings(GLuint program, GLsizei count, const GLchar *const*varyings, GLenum bufferMode)
static napi_value w_glTransformFeedbackVaryings(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTransformFeedbackVaryings";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLchar*const*, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 368, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::StrArray a_varyings; if (!mg::ArgStrArray(env, argv[2], kFn, "varyings", &a_varyings)) return nullptr;
  uint32_t a_bufferMode; if (!mg::ArgU32(env, argv[3], kFn, "bufferMode", &a_bufferMode)) return nullptr;
  if (!mg::NeedArray(env, kFn, "varyings", a_varyings.ptrs.size(), (int64_t)a_count)) return nullptr;
  fn((GLuint)a_program, (GLsizei)a_count, (const GLchar* const*)a_varyings.ptrs.data(), (GLenum)a_bufferMode);
  return nullptr;
}

// void glGetTransformFeedbackVarying(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLsizei *size, GLenum *type, GLchar *name)
static napi_value w_glGetTransformFeedbackVarying(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTransformFeedbackVarying";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLsizei, GLsizei*, GLsizei*, GLenum*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 369, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_size; if (!mg::ArgTyped(env, argv[4], kFn, "size", napi_int32_array, "Int32Array", &a_size)) return nullptr;
  mg::Typed a_type; if (!mg::ArgTyped(env, argv[5], kFn, "type", napi_uint32_array, "Uint32Array", &a_type)) return nullptr;
  mg::Typed a_name; if (!mg::ArgTyped(env, argv[6], kFn, "name", napi_uint8_array, "Uint8Array", &a_name)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "size", a_size, 1, false, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "type", a_type, 1, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "name", a_name, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLuint)a_index, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLsizei*)a_size.ptr, (GLenum*)a_type.ptr, (GLchar*)a_name.ptr);
  return nullptr;
}

// void glGenQueries(GLsizei n, GLuint *ids)
static napi_value w_glGenQueries(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenQueries";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 370, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[1], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_ids.ptr);
  return nullptr;
}

// void glDeleteQueries(GLsizei n, const GLuint *ids)
static napi_value w_glDeleteQueries(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteQueries";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 371, 3));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[1], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (const GLuint*)a_ids.ptr);
  return nullptr;
}

// GLboolean glIsQuery(GLuint id)
static napi_value w_glIsQuery(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsQuery";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 372, 3));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  GLboolean r = fn((GLuint)a_id);
  return mg::RetU32(env, r);
}

// void glBeginQuery(GLenum target, GLuint id)
static napi_value w_glBeginQuery(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBeginQuery";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 373, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[1], kFn, "id", &a_id)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_id);
  return nullptr;
}

// void glEndQuery(GLenum target)
static napi_value w_glEndQuery(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEndQuery";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 374, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  fn((GLenum)a_target);
  return nullptr;
}

// void glBeginQueryIndexed(GLenum target, GLuint index, GLuint id)
static napi_value w_glBeginQueryIndexed(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBeginQueryIndexed";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 375, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[2], kFn, "id", &a_id)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_index, (GLuint)a_id);
  return nullptr;
}

// void glEndQueryIndexed(GLenum target, GLuint index)
static napi_value w_glEndQueryIndexed(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEndQueryIndexed";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 376, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_index);
  return nullptr;
}

// void glQueryCounter(GLuint id, GLenum target)
static napi_value w_glQueryCounter(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glQueryCounter";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 377, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[1], kFn, "target", &a_target)) return nullptr;
  fn((GLuint)a_id, (GLenum)a_target);
  return nullptr;
}

// void glGetQueryiv(GLenum target, GLenum pname, GLint *params)
static napi_value w_glGetQueryiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 378, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetQueryIndexediv(GLenum target, GLuint index, GLenum pname, GLint *params)
static napi_value w_glGetQueryIndexediv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryIndexediv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 379, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLenum)a_target, (GLuint)a_index, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetQueryObjectiv(GLuint id, GLenum pname, GLint *params)
static napi_value w_glGetQueryObjectiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryObjectiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 380, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_id, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetQueryObjectuiv(GLuint id, GLenum pname, GLuint *params)
static napi_value w_glGetQueryObjectuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryObjectuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 381, 3));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_id, (GLenum)a_pname, (GLuint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetQueryObjecti64v(GLuint id, GLenum pname, GLint64 *params)
static napi_value w_glGetQueryObjecti64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryObjecti64v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 382, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_bigint64_array, "BigInt64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "BigInt64Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 8, s_params);
  fn((GLuint)a_id, (GLenum)a_pname, (GLint64*)p_params);
  mg::ScratchOut(a_params, 8, p_params);
  return nullptr;
}

// void glGetQueryObjectui64v(GLuint id, GLenum pname, GLuint64 *params)
static napi_value w_glGetQueryObjectui64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryObjectui64v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 383, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_biguint64_array, "BigUint64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "BigUint64Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 8, s_params);
  fn((GLuint)a_id, (GLenum)a_pname, (GLuint64*)p_params);
  mg::ScratchOut(a_params, 8, p_params);
  return nullptr;
}

// void glBeginConditionalRender(GLuint id, GLenum mode)
static napi_value w_glBeginConditionalRender(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBeginConditionalRender";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 384, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[1], kFn, "mode", &a_mode)) return nullptr;
  fn((GLuint)a_id, (GLenum)a_mode);
  return nullptr;
}

// void glEndConditionalRender()
static napi_value w_glEndConditionalRender(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEndConditionalRender";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 385, 2));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// GLsync glFenceSync(GLenum condition, GLbitfield flags)
static napi_value w_glFenceSync(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFenceSync";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLsync (APIENTRYP)(GLenum, GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 386, 3));
  if (!fn) return nullptr;
  uint32_t a_condition; if (!mg::ArgU32(env, argv[0], kFn, "condition", &a_condition)) return nullptr;
  uint32_t a_flags; if (!mg::ArgU32(env, argv[1], kFn, "flags", &a_flags)) return nullptr;
  GLsync r = fn((GLenum)a_condition, (GLbitfield)a_flags);
  return mg::RetPtr(env, r);
}

// GLenum glClientWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)
static napi_value w_glClientWaitSync(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClientWaitSync";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = GLenum (APIENTRYP)(GLsync, GLbitfield, GLuint64);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 387, 3));
  if (!fn) return nullptr;
  void* a_sync; if (!mg::ArgPtr(env, argv[0], kFn, "sync", &a_sync)) return nullptr;
  uint32_t a_flags; if (!mg::ArgU32(env, argv[1], kFn, "flags", &a_flags)) return nullptr;
  uint64_t a_timeout; if (!mg::ArgU64(env, argv[2], kFn, "timeout", &a_timeout)) return nullptr;
  GLenum r = fn((GLsync)a_sync, (GLbitfield)a_flags, (GLuint64)a_timeout);
  return mg::RetU32(env, r);
}

// void glWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)
static napi_value w_glWaitSync(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glWaitSync";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLsync, GLbitfield, GLuint64);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 388, 3));
  if (!fn) return nullptr;
  void* a_sync; if (!mg::ArgPtr(env, argv[0], kFn, "sync", &a_sync)) return nullptr;
  uint32_t a_flags; if (!mg::ArgU32(env, argv[1], kFn, "flags", &a_flags)) return nullptr;
  uint64_t a_timeout; if (!mg::ArgU64(env, argv[2], kFn, "timeout", &a_timeout)) return nullptr;
  fn((GLsync)a_sync, (GLbitfield)a_flags, (GLuint64)a_timeout);
  return nullptr;
}

// void glDeleteSync(GLsync sync)
static napi_value w_glDeleteSync(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDeleteSync";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLsync);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 389, 3));
  if (!fn) return nullptr;
  void* a_sync; if (!mg::ArgPtr(env, argv[0], kFn, "sync", &a_sync)) return nullptr;
  fn((GLsync)a_sync);
  return nullptr;
}

// GLboolean glIsSync(GLsync sync)
static napi_value w_glIsSync(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsSync";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLsync);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 390, 3));
  if (!fn) return nullptr;
  void* a_sync; if (!mg::ArgPtr(env, argv[0], kFn, "sync", &a_sync)) return nullptr;
  GLboolean r = fn((GLsync)a_sync);
  return mg::RetU32(env, r);
}

// void glGetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values)
static napi_value w_glGetSynciv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetSynciv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLsync, GLenum, GLsizei, GLsizei*, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 391, 3));
  if (!fn) return nullptr;
  void* a_sync; if (!mg::ArgPtr(env, argv[0], kFn, "sync", &a_sync)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_values; if (!mg::ArgTyped(env, argv[4], kFn, "values", napi_int32_array, "Int32Array", &a_values)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "values", a_values, (int64_t)a_count, false, "Int32Array")) return nullptr;
  fn((GLsync)a_sync, (GLenum)a_pname, (GLsizei)a_count, (GLsizei*)a_length.ptr, (GLint*)a_values.ptr);
  return nullptr;
}

// void glDispatchCompute(GLuint num_groups_x, GLuint num_groups_y, GLuint num_groups_z)
static napi_value w_glDispatchCompute(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDispatchCompute";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 392, 3));
  if (!fn) return nullptr;
  uint32_t a_num_groups_x; if (!mg::ArgU32(env, argv[0], kFn, "num_groups_x", &a_num_groups_x)) return nullptr;
  uint32_t a_num_groups_y; if (!mg::ArgU32(env, argv[1], kFn, "num_groups_y", &a_num_groups_y)) return nullptr;
  uint32_t a_num_groups_z; if (!mg::ArgU32(env, argv[2], kFn, "num_groups_z", &a_num_groups_z)) return nullptr;
  fn((GLuint)a_num_groups_x, (GLuint)a_num_groups_y, (GLuint)a_num_groups_z);
  return nullptr;
}

// void glDispatchComputeIndirect(GLintptr indirect)
static napi_value w_glDispatchComputeIndirect(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDispatchComputeIndirect";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLintptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 393, 3));
  if (!fn) return nullptr;
  int64_t a_indirect; if (!mg::ArgI64(env, argv[0], kFn, "indirect", &a_indirect)) return nullptr;
  fn((GLintptr)a_indirect);
  return nullptr;
}

// void glMemoryBarrier(GLbitfield barriers)
static napi_value w_glMemoryBarrier(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMemoryBarrier";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 394, 3));
  if (!fn) return nullptr;
  uint32_t a_barriers; if (!mg::ArgU32(env, argv[0], kFn, "barriers", &a_barriers)) return nullptr;
  fn((GLbitfield)a_barriers);
  return nullptr;
}

// void glMemoryBarrierByRegion(GLbitfield barriers)
static napi_value w_glMemoryBarrierByRegion(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMemoryBarrierByRegion";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 395, 3));
  if (!fn) return nullptr;
  uint32_t a_barriers; if (!mg::ArgU32(env, argv[0], kFn, "barriers", &a_barriers)) return nullptr;
  fn((GLbitfield)a_barriers);
  return nullptr;
}

// void glClear(GLbitfield mask)
static napi_value w_glClear(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClear";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 396, 3));
  if (!fn) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[0], kFn, "mask", &a_mask)) return nullptr;
  fn((GLbitfield)a_mask);
  return nullptr;
}

// void glClearBufferiv(GLenum buffer, GLint drawbuffer, const GLint *value)
static napi_value w_glClearBufferiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearBufferiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 397, 3));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[1], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Int32Array")) return nullptr;
  fn((GLenum)a_buffer, (GLint)a_drawbuffer, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glClearBufferuiv(GLenum buffer, GLint drawbuffer, const GLuint *value)
static napi_value w_glClearBufferuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearBufferuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 398, 3));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[1], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_buffer, (GLint)a_drawbuffer, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glClearBufferfv(GLenum buffer, GLint drawbuffer, const GLfloat *value)
static napi_value w_glClearBufferfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearBufferfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 399, 3));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[1], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[2], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Float32Array")) return nullptr;
  fn((GLenum)a_buffer, (GLint)a_drawbuffer, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glClearBufferfi(GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil)
static napi_value w_glClearBufferfi(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearBufferfi";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLfloat, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 400, 3));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[1], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  double a_depth; if (!mg::ArgF64(env, argv[2], kFn, "depth", &a_depth)) return nullptr;
  int32_t a_stencil; if (!mg::ArgI32(env, argv[3], kFn, "stencil", &a_stencil)) return nullptr;
  fn((GLenum)a_buffer, (GLint)a_drawbuffer, (GLfloat)a_depth, (GLint)a_stencil);
  return nullptr;
}

// void glClearColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)
static napi_value w_glClearColor(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearColor";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 401, 3));
  if (!fn) return nullptr;
  double a_red; if (!mg::ArgF64(env, argv[0], kFn, "red", &a_red)) return nullptr;
  double a_green; if (!mg::ArgF64(env, argv[1], kFn, "green", &a_green)) return nullptr;
  double a_blue; if (!mg::ArgF64(env, argv[2], kFn, "blue", &a_blue)) return nullptr;
  double a_alpha; if (!mg::ArgF64(env, argv[3], kFn, "alpha", &a_alpha)) return nullptr;
  fn((GLfloat)a_red, (GLfloat)a_green, (GLfloat)a_blue, (GLfloat)a_alpha);
  return nullptr;
}

// void glClearDepthf(GLfloat d)
static napi_value w_glClearDepthf(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearDepthf";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 402, 3));
  if (!fn) return nullptr;
  double a_d; if (!mg::ArgF64(env, argv[0], kFn, "d", &a_d)) return nullptr;
  fn((GLfloat)a_d);
  return nullptr;
}

// void glClearDepth(GLdouble depth)
static napi_value w_glClearDepth(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearDepth";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 403, 2));
  if (!fn) return nullptr;
  double a_depth; if (!mg::ArgF64(env, argv[0], kFn, "depth", &a_depth)) return nullptr;
  fn((GLdouble)a_depth);
  return nullptr;
}

// void glClearStencil(GLint s)
static napi_value w_glClearStencil(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearStencil";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 404, 3));
  if (!fn) return nullptr;
  int32_t a_s; if (!mg::ArgI32(env, argv[0], kFn, "s", &a_s)) return nullptr;
  fn((GLint)a_s);
  return nullptr;
}

// void glEnable(GLenum cap)
static napi_value w_glEnable(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEnable";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 405, 3));
  if (!fn) return nullptr;
  uint32_t a_cap; if (!mg::ArgU32(env, argv[0], kFn, "cap", &a_cap)) return nullptr;
  fn((GLenum)a_cap);
  return nullptr;
}

// void glDisable(GLenum cap)
static napi_value w_glDisable(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDisable";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 406, 3));
  if (!fn) return nullptr;
  uint32_t a_cap; if (!mg::ArgU32(env, argv[0], kFn, "cap", &a_cap)) return nullptr;
  fn((GLenum)a_cap);
  return nullptr;
}

// GLboolean glIsEnabled(GLenum cap)
static napi_value w_glIsEnabled(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsEnabled";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 407, 3));
  if (!fn) return nullptr;
  uint32_t a_cap; if (!mg::ArgU32(env, argv[0], kFn, "cap", &a_cap)) return nullptr;
  GLboolean r = fn((GLenum)a_cap);
  return mg::RetU32(env, r);
}

// void glEnablei(GLenum target, GLuint index)
static napi_value w_glEnablei(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEnablei";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 408, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_index);
  return nullptr;
}

// void glDisablei(GLenum target, GLuint index)
static napi_value w_glDisablei(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDisablei";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 409, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  fn((GLenum)a_target, (GLuint)a_index);
  return nullptr;
}

// GLboolean glIsEnabledi(GLenum target, GLuint index)
static napi_value w_glIsEnabledi(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glIsEnabledi";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLboolean (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 410, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  GLboolean r = fn((GLenum)a_target, (GLuint)a_index);
  return mg::RetU32(env, r);
}

// void glBlendFunc(GLenum sfactor, GLenum dfactor)
static napi_value w_glBlendFunc(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendFunc";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 411, 3));
  if (!fn) return nullptr;
  uint32_t a_sfactor; if (!mg::ArgU32(env, argv[0], kFn, "sfactor", &a_sfactor)) return nullptr;
  uint32_t a_dfactor; if (!mg::ArgU32(env, argv[1], kFn, "dfactor", &a_dfactor)) return nullptr;
  fn((GLenum)a_sfactor, (GLenum)a_dfactor);
  return nullptr;
}

// void glBlendFuncSeparate(GLenum sfactorRGB, GLenum dfactorRGB, GLenum sfactorAlpha, GLenum dfactorAlpha)
static napi_value w_glBlendFuncSeparate(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendFuncSeparate";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 412, 3));
  if (!fn) return nullptr;
  uint32_t a_sfactorRGB; if (!mg::ArgU32(env, argv[0], kFn, "sfactorRGB", &a_sfactorRGB)) return nullptr;
  uint32_t a_dfactorRGB; if (!mg::ArgU32(env, argv[1], kFn, "dfactorRGB", &a_dfactorRGB)) return nullptr;
  uint32_t a_sfactorAlpha; if (!mg::ArgU32(env, argv[2], kFn, "sfactorAlpha", &a_sfactorAlpha)) return nullptr;
  uint32_t a_dfactorAlpha; if (!mg::ArgU32(env, argv[3], kFn, "dfactorAlpha", &a_dfactorAlpha)) return nullptr;
  fn((GLenum)a_sfactorRGB, (GLenum)a_dfactorRGB, (GLenum)a_sfactorAlpha, (GLenum)a_dfactorAlpha);
  return nullptr;
}

// void glBlendFunci(GLuint buf, GLenum src, GLenum dst)
static napi_value w_glBlendFunci(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendFunci";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 413, 3));
  if (!fn) return nullptr;
  uint32_t a_buf; if (!mg::ArgU32(env, argv[0], kFn, "buf", &a_buf)) return nullptr;
  uint32_t a_src; if (!mg::ArgU32(env, argv[1], kFn, "src", &a_src)) return nullptr;
  uint32_t a_dst; if (!mg::ArgU32(env, argv[2], kFn, "dst", &a_dst)) return nullptr;
  fn((GLuint)a_buf, (GLenum)a_src, (GLenum)a_dst);
  return nullptr;
}

// void glBlendFuncSeparatei(GLuint buf, GLenum srcRGB, GLenum dstRGB, GLenum srcAlpha, GLenum dstAlpha)
static napi_value w_glBlendFuncSeparatei(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendFuncSeparatei";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum, GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 414, 3));
  if (!fn) return nullptr;
  uint32_t a_buf; if (!mg::ArgU32(env, argv[0], kFn, "buf", &a_buf)) return nullptr;
  uint32_t a_srcRGB; if (!mg::ArgU32(env, argv[1], kFn, "srcRGB", &a_srcRGB)) return nullptr;
  uint32_t a_dstRGB; if (!mg::ArgU32(env, argv[2], kFn, "dstRGB", &a_dstRGB)) return nullptr;
  uint32_t a_srcAlpha; if (!mg::ArgU32(env, argv[3], kFn, "srcAlpha", &a_srcAlpha)) return nullptr;
  uint32_t a_dstAlpha; if (!mg::ArgU32(env, argv[4], kFn, "dstAlpha", &a_dstAlpha)) return nullptr;
  fn((GLuint)a_buf, (GLenum)a_srcRGB, (GLenum)a_dstRGB, (GLenum)a_srcAlpha, (GLenum)a_dstAlpha);
  return nullptr;
}

// void glBlendEquation(GLenum mode)
static napi_value w_glBlendEquation(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendEquation";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 415, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  fn((GLenum)a_mode);
  return nullptr;
}

// void glBlendEquationSeparate(GLenum modeRGB, GLenum modeAlpha)
static napi_value w_glBlendEquationSeparate(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendEquationSeparate";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 416, 3));
  if (!fn) return nullptr;
  uint32_t a_modeRGB; if (!mg::ArgU32(env, argv[0], kFn, "modeRGB", &a_modeRGB)) return nullptr;
  uint32_t a_modeAlpha; if (!mg::ArgU32(env, argv[1], kFn, "modeAlpha", &a_modeAlpha)) return nullptr;
  fn((GLenum)a_modeRGB, (GLenum)a_modeAlpha);
  return nullptr;
}

// void glBlendEquationi(GLuint buf, GLenum mode)
static napi_value w_glBlendEquationi(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendEquationi";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 417, 3));
  if (!fn) return nullptr;
  uint32_t a_buf; if (!mg::ArgU32(env, argv[0], kFn, "buf", &a_buf)) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[1], kFn, "mode", &a_mode)) return nullptr;
  fn((GLuint)a_buf, (GLenum)a_mode);
  return nullptr;
}

// void glBlendEquationSeparatei(GLuint buf, GLenum modeRGB, GLenum modeAlpha)
static napi_value w_glBlendEquationSeparatei(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendEquationSeparatei";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 418, 3));
  if (!fn) return nullptr;
  uint32_t a_buf; if (!mg::ArgU32(env, argv[0], kFn, "buf", &a_buf)) return nullptr;
  uint32_t a_modeRGB; if (!mg::ArgU32(env, argv[1], kFn, "modeRGB", &a_modeRGB)) return nullptr;
  uint32_t a_modeAlpha; if (!mg::ArgU32(env, argv[2], kFn, "modeAlpha", &a_modeAlpha)) return nullptr;
  fn((GLuint)a_buf, (GLenum)a_modeRGB, (GLenum)a_modeAlpha);
  return nullptr;
}

// void glBlendColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)
static napi_value w_glBlendColor(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendColor";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 419, 3));
  if (!fn) return nullptr;
  double a_red; if (!mg::ArgF64(env, argv[0], kFn, "red", &a_red)) return nullptr;
  double a_green; if (!mg::ArgF64(env, argv[1], kFn, "green", &a_green)) return nullptr;
  double a_blue; if (!mg::ArgF64(env, argv[2], kFn, "blue", &a_blue)) return nullptr;
  double a_alpha; if (!mg::ArgF64(env, argv[3], kFn, "alpha", &a_alpha)) return nullptr;
  fn((GLfloat)a_red, (GLfloat)a_green, (GLfloat)a_blue, (GLfloat)a_alpha);
  return nullptr;
}

// void glBlendBarrier()
static napi_value w_glBlendBarrier(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlendBarrier";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 420, 1));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glColorMask(GLboolean red, GLboolean green, GLboolean blue, GLboolean alpha)
static napi_value w_glColorMask(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glColorMask";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLboolean, GLboolean, GLboolean, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 421, 3));
  if (!fn) return nullptr;
  uint32_t a_red; if (!mg::ArgBool(env, argv[0], kFn, "red", &a_red)) return nullptr;
  uint32_t a_green; if (!mg::ArgBool(env, argv[1], kFn, "green", &a_green)) return nullptr;
  uint32_t a_blue; if (!mg::ArgBool(env, argv[2], kFn, "blue", &a_blue)) return nullptr;
  uint32_t a_alpha; if (!mg::ArgBool(env, argv[3], kFn, "alpha", &a_alpha)) return nullptr;
  fn((GLboolean)a_red, (GLboolean)a_green, (GLboolean)a_blue, (GLboolean)a_alpha);
  return nullptr;
}

// void glColorMaski(GLuint index, GLboolean r, GLboolean g, GLboolean b, GLboolean a)
static napi_value w_glColorMaski(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glColorMaski";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLboolean, GLboolean, GLboolean, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 422, 3));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_r; if (!mg::ArgBool(env, argv[1], kFn, "r", &a_r)) return nullptr;
  uint32_t a_g; if (!mg::ArgBool(env, argv[2], kFn, "g", &a_g)) return nullptr;
  uint32_t a_b; if (!mg::ArgBool(env, argv[3], kFn, "b", &a_b)) return nullptr;
  uint32_t a_a; if (!mg::ArgBool(env, argv[4], kFn, "a", &a_a)) return nullptr;
  fn((GLuint)a_index, (GLboolean)a_r, (GLboolean)a_g, (GLboolean)a_b, (GLboolean)a_a);
  return nullptr;
}

// void glDepthFunc(GLenum func)
static napi_value w_glDepthFunc(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDepthFunc";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 423, 3));
  if (!fn) return nullptr;
  uint32_t a_func; if (!mg::ArgU32(env, argv[0], kFn, "func", &a_func)) return nullptr;
  fn((GLenum)a_func);
  return nullptr;
}

// void glDepthMask(GLboolean flag)
static napi_value w_glDepthMask(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDepthMask";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 424, 3));
  if (!fn) return nullptr;
  uint32_t a_flag; if (!mg::ArgBool(env, argv[0], kFn, "flag", &a_flag)) return nullptr;
  fn((GLboolean)a_flag);
  return nullptr;
}

// void glDepthRangef(GLfloat n, GLfloat f)
static napi_value w_glDepthRangef(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDepthRangef";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 425, 3));
  if (!fn) return nullptr;
  double a_n; if (!mg::ArgF64(env, argv[0], kFn, "n", &a_n)) return nullptr;
  double a_f; if (!mg::ArgF64(env, argv[1], kFn, "f", &a_f)) return nullptr;
  fn((GLfloat)a_n, (GLfloat)a_f);
  return nullptr;
}

// void glDepthRange(GLdouble n, GLdouble f)
static napi_value w_glDepthRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDepthRange";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 426, 2));
  if (!fn) return nullptr;
  double a_n; if (!mg::ArgF64(env, argv[0], kFn, "n", &a_n)) return nullptr;
  double a_f; if (!mg::ArgF64(env, argv[1], kFn, "f", &a_f)) return nullptr;
  fn((GLdouble)a_n, (GLdouble)a_f);
  return nullptr;
}

// void glDepthRangeArrayv(GLuint first, GLsizei count, const GLdouble *v)
static napi_value w_glDepthRangeArrayv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDepthRangeArrayv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 427, 2));
  if (!fn) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[0], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[2], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, (int64_t)a_count * 2, false, "Float64Array")) return nullptr;
  fn((GLuint)a_first, (GLsizei)a_count, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glDepthRangeIndexed(GLuint index, GLdouble n, GLdouble f)
static napi_value w_glDepthRangeIndexed(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDepthRangeIndexed";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 428, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_n; if (!mg::ArgF64(env, argv[1], kFn, "n", &a_n)) return nullptr;
  double a_f; if (!mg::ArgF64(env, argv[2], kFn, "f", &a_f)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_n, (GLdouble)a_f);
  return nullptr;
}

// void glStencilFunc(GLenum func, GLint ref, GLuint mask)
static napi_value w_glStencilFunc(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glStencilFunc";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 429, 3));
  if (!fn) return nullptr;
  uint32_t a_func; if (!mg::ArgU32(env, argv[0], kFn, "func", &a_func)) return nullptr;
  int32_t a_ref; if (!mg::ArgI32(env, argv[1], kFn, "ref", &a_ref)) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[2], kFn, "mask", &a_mask)) return nullptr;
  fn((GLenum)a_func, (GLint)a_ref, (GLuint)a_mask);
  return nullptr;
}

// void glStencilFuncSeparate(GLenum face, GLenum func, GLint ref, GLuint mask)
static napi_value w_glStencilFuncSeparate(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glStencilFuncSeparate";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 430, 3));
  if (!fn) return nullptr;
  uint32_t a_face; if (!mg::ArgU32(env, argv[0], kFn, "face", &a_face)) return nullptr;
  uint32_t a_func; if (!mg::ArgU32(env, argv[1], kFn, "func", &a_func)) return nullptr;
  int32_t a_ref; if (!mg::ArgI32(env, argv[2], kFn, "ref", &a_ref)) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[3], kFn, "mask", &a_mask)) return nullptr;
  fn((GLenum)a_face, (GLenum)a_func, (GLint)a_ref, (GLuint)a_mask);
  return nullptr;
}

// void glStencilOp(GLenum fail, GLenum zfail, GLenum zpass)
static napi_value w_glStencilOp(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glStencilOp";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 431, 3));
  if (!fn) return nullptr;
  uint32_t a_fail; if (!mg::ArgU32(env, argv[0], kFn, "fail", &a_fail)) return nullptr;
  uint32_t a_zfail; if (!mg::ArgU32(env, argv[1], kFn, "zfail", &a_zfail)) return nullptr;
  uint32_t a_zpass; if (!mg::ArgU32(env, argv[2], kFn, "zpass", &a_zpass)) return nullptr;
  fn((GLenum)a_fail, (GLenum)a_zfail, (GLenum)a_zpass);
  return nullptr;
}

// void glStencilOpSeparate(GLenum face, GLenum sfail, GLenum dpfail, GLenum dppass)
static napi_value w_glStencilOpSeparate(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glStencilOpSeparate";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 432, 3));
  if (!fn) return nullptr;
  uint32_t a_face; if (!mg::ArgU32(env, argv[0], kFn, "face", &a_face)) return nullptr;
  uint32_t a_sfail; if (!mg::ArgU32(env, argv[1], kFn, "sfail", &a_sfail)) return nullptr;
  uint32_t a_dpfail; if (!mg::ArgU32(env, argv[2], kFn, "dpfail", &a_dpfail)) return nullptr;
  uint32_t a_dppass; if (!mg::ArgU32(env, argv[3], kFn, "dppass", &a_dppass)) return nullptr;
  fn((GLenum)a_face, (GLenum)a_sfail, (GLenum)a_dpfail, (GLenum)a_dppass);
  return nullptr;
}

// void glStencilMask(GLuint mask)
static napi_value w_glStencilMask(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glStencilMask";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 433, 3));
  if (!fn) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[0], kFn, "mask", &a_mask)) return nullptr;
  fn((GLuint)a_mask);
  return nullptr;
}

// void glStencilMaskSeparate(GLenum face, GLuint mask)
static napi_value w_glStencilMaskSeparate(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glStencilMaskSeparate";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 434, 3));
  if (!fn) return nullptr;
  uint32_t a_face; if (!mg::ArgU32(env, argv[0], kFn, "face", &a_face)) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[1], kFn, "mask", &a_mask)) return nullptr;
  fn((GLenum)a_face, (GLuint)a_mask);
  return nullptr;
}

// void glCullFace(GLenum mode)
static napi_value w_glCullFace(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCullFace";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 435, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  fn((GLenum)a_mode);
  return nullptr;
}

// void glFrontFace(GLenum mode)
static napi_value w_glFrontFace(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFrontFace";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 436, 3));
  if (!fn) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[0], kFn, "mode", &a_mode)) return nullptr;
  fn((GLenum)a_mode);
  return nullptr;
}

// void glPolygonMode(GLenum face, GLenum mode)
static napi_value w_glPolygonMode(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPolygonMode";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 437, 2));
  if (!fn) return nullptr;
  uint32_t a_face; if (!mg::ArgU32(env, argv[0], kFn, "face", &a_face)) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[1], kFn, "mode", &a_mode)) return nullptr;
  fn((GLenum)a_face, (GLenum)a_mode);
  return nullptr;
}

// void glPolygonOffset(GLfloat factor, GLfloat units)
static napi_value w_glPolygonOffset(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPolygonOffset";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 438, 3));
  if (!fn) return nullptr;
  double a_factor; if (!mg::ArgF64(env, argv[0], kFn, "factor", &a_factor)) return nullptr;
  double a_units; if (!mg::ArgF64(env, argv[1], kFn, "units", &a_units)) return nullptr;
  fn((GLfloat)a_factor, (GLfloat)a_units);
  return nullptr;
}

// void glPolygonOffsetClamp(GLfloat factor, GLfloat units, GLfloat clamp)
static napi_value w_glPolygonOffsetClamp(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPolygonOffsetClamp";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 439, 2));
  if (!fn) return nullptr;
  double a_factor; if (!mg::ArgF64(env, argv[0], kFn, "factor", &a_factor)) return nullptr;
  double a_units; if (!mg::ArgF64(env, argv[1], kFn, "units", &a_units)) return nullptr;
  double a_clamp; if (!mg::ArgF64(env, argv[2], kFn, "clamp", &a_clamp)) return nullptr;
  fn((GLfloat)a_factor, (GLfloat)a_units, (GLfloat)a_clamp);
  return nullptr;
}

// void glPointSize(GLfloat size)
static napi_value w_glPointSize(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPointSize";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 440, 2));
  if (!fn) return nullptr;
  double a_size; if (!mg::ArgF64(env, argv[0], kFn, "size", &a_size)) return nullptr;
  fn((GLfloat)a_size);
  return nullptr;
}

// void glPointParameteri(GLenum pname, GLint param)
static napi_value w_glPointParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPointParameteri";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 441, 2));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_param; if (!mg::ArgI32(env, argv[1], kFn, "param", &a_param)) return nullptr;
  fn((GLenum)a_pname, (GLint)a_param);
  return nullptr;
}

// void glPointParameterf(GLenum pname, GLfloat param)
static napi_value w_glPointParameterf(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPointParameterf";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 442, 2));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  double a_param; if (!mg::ArgF64(env, argv[1], kFn, "param", &a_param)) return nullptr;
  fn((GLenum)a_pname, (GLfloat)a_param);
  return nullptr;
}

// void glLineWidth(GLfloat width)
static napi_value w_glLineWidth(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glLineWidth";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 443, 3));
  if (!fn) return nullptr;
  double a_width; if (!mg::ArgF64(env, argv[0], kFn, "width", &a_width)) return nullptr;
  fn((GLfloat)a_width);
  return nullptr;
}

// void glHint(GLenum target, GLenum mode)
static napi_value w_glHint(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glHint";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 444, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_mode; if (!mg::ArgU32(env, argv[1], kFn, "mode", &a_mode)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_mode);
  return nullptr;
}

// void glPixelStorei(GLenum pname, GLint param)
static napi_value w_glPixelStorei(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPixelStorei";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 445, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_param; if (!mg::ArgI32(env, argv[1], kFn, "param", &a_param)) return nullptr;
  fn((GLenum)a_pname, (GLint)a_param);
  return nullptr;
}

// void glPixelStoref(GLenum pname, GLfloat param)
static napi_value w_glPixelStoref(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPixelStoref";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 446, 2));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  double a_param; if (!mg::ArgF64(env, argv[1], kFn, "param", &a_param)) return nullptr;
  fn((GLenum)a_pname, (GLfloat)a_param);
  return nullptr;
}

// void glViewport(GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glViewport(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glViewport";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 447, 3));
  if (!fn) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[0], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[1], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[2], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[3], kFn, "height", &a_height)) return nullptr;
  fn((GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glViewportIndexedf(GLuint index, GLfloat x, GLfloat y, GLfloat w, GLfloat h)
static napi_value w_glViewportIndexedf(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glViewportIndexedf";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 448, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_w; if (!mg::ArgF64(env, argv[3], kFn, "w", &a_w)) return nullptr;
  double a_h; if (!mg::ArgF64(env, argv[4], kFn, "h", &a_h)) return nullptr;
  fn((GLuint)a_index, (GLfloat)a_x, (GLfloat)a_y, (GLfloat)a_w, (GLfloat)a_h);
  return nullptr;
}

// void glViewportIndexedfv(GLuint index, const GLfloat *v)
static napi_value w_glViewportIndexedfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glViewportIndexedfv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 449, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float32_array, "Float32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Float32Array")) return nullptr;
  fn((GLuint)a_index, (const GLfloat*)a_v.ptr);
  return nullptr;
}

// void glViewportArrayv(GLuint first, GLsizei count, const GLfloat *v)
static napi_value w_glViewportArrayv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glViewportArrayv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 450, 2));
  if (!fn) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[0], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[2], kFn, "v", napi_float32_array, "Float32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, (int64_t)a_count * 4, false, "Float32Array")) return nullptr;
  fn((GLuint)a_first, (GLsizei)a_count, (const GLfloat*)a_v.ptr);
  return nullptr;
}

// void glScissor(GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glScissor(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glScissor";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 451, 3));
  if (!fn) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[0], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[1], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[2], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[3], kFn, "height", &a_height)) return nullptr;
  fn((GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glScissorIndexed(GLuint index, GLint left, GLint bottom, GLsizei width, GLsizei height)
static napi_value w_glScissorIndexed(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glScissorIndexed";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 452, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_left; if (!mg::ArgI32(env, argv[1], kFn, "left", &a_left)) return nullptr;
  int32_t a_bottom; if (!mg::ArgI32(env, argv[2], kFn, "bottom", &a_bottom)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  fn((GLuint)a_index, (GLint)a_left, (GLint)a_bottom, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glScissorIndexedv(GLuint index, const GLint *v)
static napi_value w_glScissorIndexedv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glScissorIndexedv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 453, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glScissorArrayv(GLuint first, GLsizei count, const GLint *v)
static napi_value w_glScissorArrayv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glScissorArrayv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 454, 2));
  if (!fn) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[0], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[1], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[2], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, (int64_t)a_count * 4, false, "Int32Array")) return nullptr;
  fn((GLuint)a_first, (GLsizei)a_count, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glViewportIndexedfOES(GLuint index, GLfloat x, GLfloat y, GLfloat w, GLfloat h)
static napi_value w_glViewportIndexedfOES(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glViewportIndexedfOES";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 455, 1));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_w; if (!mg::ArgF64(env, argv[3], kFn, "w", &a_w)) return nullptr;
  double a_h; if (!mg::ArgF64(env, argv[4], kFn, "h", &a_h)) return nullptr;
  fn((GLuint)a_index, (GLfloat)a_x, (GLfloat)a_y, (GLfloat)a_w, (GLfloat)a_h);
  return nullptr;
}

// void glScissorIndexedOES(GLuint index, GLint left, GLint bottom, GLsizei width, GLsizei height)
static napi_value w_glScissorIndexedOES(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glScissorIndexedOES";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 456, 1));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_left; if (!mg::ArgI32(env, argv[1], kFn, "left", &a_left)) return nullptr;
  int32_t a_bottom; if (!mg::ArgI32(env, argv[2], kFn, "bottom", &a_bottom)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  fn((GLuint)a_index, (GLint)a_left, (GLint)a_bottom, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glDepthRangeIndexedfOES(GLuint index, GLfloat n, GLfloat f)
static napi_value w_glDepthRangeIndexedfOES(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDepthRangeIndexedfOES";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 457, 1));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_n; if (!mg::ArgF64(env, argv[1], kFn, "n", &a_n)) return nullptr;
  double a_f; if (!mg::ArgF64(env, argv[2], kFn, "f", &a_f)) return nullptr;
  fn((GLuint)a_index, (GLfloat)a_n, (GLfloat)a_f);
  return nullptr;
}

// void glPatchParameteri(GLenum pname, GLint value)
static napi_value w_glPatchParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPatchParameteri";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 458, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_value; if (!mg::ArgI32(env, argv[1], kFn, "value", &a_value)) return nullptr;
  fn((GLenum)a_pname, (GLint)a_value);
  return nullptr;
}

// void glPatchParameterfv(GLenum pname, const GLfloat *values)
static napi_value w_glPatchParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPatchParameterfv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 459, 2));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_values; if (!mg::ArgTyped(env, argv[1], kFn, "values", napi_float32_array, "Float32Array", &a_values)) return nullptr;
  if (!mg::NeedCount(env, kFn, "values", a_values, 1, false, "Float32Array")) return nullptr;
  fn((GLenum)a_pname, (const GLfloat*)a_values.ptr);
  return nullptr;
}

// void glSampleCoverage(GLfloat value, GLboolean invert)
static napi_value w_glSampleCoverage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSampleCoverage";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLfloat, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 460, 3));
  if (!fn) return nullptr;
  double a_value; if (!mg::ArgF64(env, argv[0], kFn, "value", &a_value)) return nullptr;
  uint32_t a_invert; if (!mg::ArgBool(env, argv[1], kFn, "invert", &a_invert)) return nullptr;
  fn((GLfloat)a_value, (GLboolean)a_invert);
  return nullptr;
}

// void glSampleMaski(GLuint maskNumber, GLbitfield mask)
static napi_value w_glSampleMaski(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glSampleMaski";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 461, 3));
  if (!fn) return nullptr;
  uint32_t a_maskNumber; if (!mg::ArgU32(env, argv[0], kFn, "maskNumber", &a_maskNumber)) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[1], kFn, "mask", &a_mask)) return nullptr;
  fn((GLuint)a_maskNumber, (GLbitfield)a_mask);
  return nullptr;
}

// void glMinSampleShading(GLfloat value)
static napi_value w_glMinSampleShading(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMinSampleShading";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 462, 3));
  if (!fn) return nullptr;
  double a_value; if (!mg::ArgF64(env, argv[0], kFn, "value", &a_value)) return nullptr;
  fn((GLfloat)a_value);
  return nullptr;
}

// void glLogicOp(GLenum opcode)
static napi_value w_glLogicOp(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glLogicOp";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 463, 2));
  if (!fn) return nullptr;
  uint32_t a_opcode; if (!mg::ArgU32(env, argv[0], kFn, "opcode", &a_opcode)) return nullptr;
  fn((GLenum)a_opcode);
  return nullptr;
}

// void glClampColor(GLenum target, GLenum clamp)
static napi_value w_glClampColor(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClampColor";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 464, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_clamp; if (!mg::ArgU32(env, argv[1], kFn, "clamp", &a_clamp)) return nullptr;
  fn((GLenum)a_target, (GLenum)a_clamp);
  return nullptr;
}

// void glGetMultisamplefv(GLenum pname, GLuint index, GLfloat *val)
static napi_value w_glGetMultisamplefv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetMultisamplefv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 465, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_val; if (!mg::ArgTyped(env, argv[2], kFn, "val", napi_float32_array, "Float32Array", &a_val)) return nullptr;
  if (!mg::NeedCount(env, kFn, "val", a_val, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_val[mg::kScratchBytes];
  void* p_val = mg::ScratchIn(a_val, 4, s_val);
  fn((GLenum)a_pname, (GLuint)a_index, (GLfloat*)p_val);
  mg::ScratchOut(a_val, 4, p_val);
  return nullptr;
}

// void glClipControl(GLenum origin, GLenum depth)
static napi_value w_glClipControl(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClipControl";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 466, 2));
  if (!fn) return nullptr;
  uint32_t a_origin; if (!mg::ArgU32(env, argv[0], kFn, "origin", &a_origin)) return nullptr;
  uint32_t a_depth; if (!mg::ArgU32(env, argv[1], kFn, "depth", &a_depth)) return nullptr;
  fn((GLenum)a_origin, (GLenum)a_depth);
  return nullptr;
}

// void glPrimitiveBoundingBox(GLfloat minX, GLfloat minY, GLfloat minZ, GLfloat minW, GLfloat maxX, GLfloat maxY, GLfloat maxZ, GLfloat maxW)
static napi_value w_glPrimitiveBoundingBox(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPrimitiveBoundingBox";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 467, 1));
  if (!fn) return nullptr;
  double a_minX; if (!mg::ArgF64(env, argv[0], kFn, "minX", &a_minX)) return nullptr;
  double a_minY; if (!mg::ArgF64(env, argv[1], kFn, "minY", &a_minY)) return nullptr;
  double a_minZ; if (!mg::ArgF64(env, argv[2], kFn, "minZ", &a_minZ)) return nullptr;
  double a_minW; if (!mg::ArgF64(env, argv[3], kFn, "minW", &a_minW)) return nullptr;
  double a_maxX; if (!mg::ArgF64(env, argv[4], kFn, "maxX", &a_maxX)) return nullptr;
  double a_maxY; if (!mg::ArgF64(env, argv[5], kFn, "maxY", &a_maxY)) return nullptr;
  double a_maxZ; if (!mg::ArgF64(env, argv[6], kFn, "maxZ", &a_maxZ)) return nullptr;
  double a_maxW; if (!mg::ArgF64(env, argv[7], kFn, "maxW", &a_maxW)) return nullptr;
  fn((GLfloat)a_minX, (GLfloat)a_minY, (GLfloat)a_minZ, (GLfloat)a_minW, (GLfloat)a_maxX, (GLfloat)a_maxY, (GLfloat)a_maxZ, (GLfloat)a_maxW);
  return nullptr;
}

// void glReadPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, void *pixels)
static napi_value w_glReadPixels(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glReadPixels";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 468, 3));
  if (!fn) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[0], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[1], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[2], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[3], kFn, "height", &a_height)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[5], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[6], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::packBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, a_height, 1)) return nullptr;
  fn((GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height, (GLenum)a_format, (GLenum)a_type, (void*)a_pixels.ptr);
  return nullptr;
}

// void glReadnPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, GLsizei bufSize, void *data)
static napi_value w_glReadnPixels(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glReadnPixels";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, GLsizei, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 469, 3));
  if (!fn) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[0], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[1], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[2], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[3], kFn, "height", &a_height)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[5], kFn, "type", &a_type)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[6], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[7], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_bufSize)) return nullptr;
  fn((GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height, (GLenum)a_format, (GLenum)a_type, (GLsizei)a_bufSize, (void*)a_data.ptr);
  return nullptr;
}

// void glGetIntegerv(GLenum pname, GLint *data)
static napi_value w_glGetIntegerv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetIntegerv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 470, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[1], kFn, "data", napi_int32_array, "Int32Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 4, s_data);
  fn((GLenum)a_pname, (GLint*)p_data);
  mg::ScratchOut(a_data, 4, p_data);
  return nullptr;
}

// void glGetFloatv(GLenum pname, GLfloat *data)
static napi_value w_glGetFloatv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetFloatv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 471, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[1], kFn, "data", napi_float32_array, "Float32Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 4, s_data);
  fn((GLenum)a_pname, (GLfloat*)p_data);
  mg::ScratchOut(a_data, 4, p_data);
  return nullptr;
}

// void glGetBooleanv(GLenum pname, GLboolean *data)
static napi_value w_glGetBooleanv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetBooleanv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLboolean*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 472, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[1], kFn, "data", napi_uint8_array, "Uint8Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Uint8Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 1, s_data);
  fn((GLenum)a_pname, (GLboolean*)p_data);
  mg::ScratchOut(a_data, 1, p_data);
  return nullptr;
}

// void glGetInteger64v(GLenum pname, GLint64 *data)
static napi_value w_glGetInteger64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetInteger64v";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 473, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[1], kFn, "data", napi_bigint64_array, "BigInt64Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "BigInt64Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 8, s_data);
  fn((GLenum)a_pname, (GLint64*)p_data);
  mg::ScratchOut(a_data, 8, p_data);
  return nullptr;
}

// void glGetDoublev(GLenum pname, GLdouble *data)
static napi_value w_glGetDoublev(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetDoublev";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 474, 2));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[1], kFn, "data", napi_float64_array, "Float64Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Float64Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 8, s_data);
  fn((GLenum)a_pname, (GLdouble*)p_data);
  mg::ScratchOut(a_data, 8, p_data);
  return nullptr;
}

// void glGetIntegeri_v(GLenum target, GLuint index, GLint *data)
static napi_value w_glGetIntegeri_v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetIntegeri_v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 475, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[2], kFn, "data", napi_int32_array, "Int32Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 4, s_data);
  fn((GLenum)a_target, (GLuint)a_index, (GLint*)p_data);
  mg::ScratchOut(a_data, 4, p_data);
  return nullptr;
}

// void glGetInteger64i_v(GLenum target, GLuint index, GLint64 *data)
static napi_value w_glGetInteger64i_v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetInteger64i_v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 476, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[2], kFn, "data", napi_bigint64_array, "BigInt64Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "BigInt64Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 8, s_data);
  fn((GLenum)a_target, (GLuint)a_index, (GLint64*)p_data);
  mg::ScratchOut(a_data, 8, p_data);
  return nullptr;
}

// void glGetBooleani_v(GLenum target, GLuint index, GLboolean *data)
static napi_value w_glGetBooleani_v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetBooleani_v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLboolean*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 477, 3));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[2], kFn, "data", napi_uint8_array, "Uint8Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Uint8Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 1, s_data);
  fn((GLenum)a_target, (GLuint)a_index, (GLboolean*)p_data);
  mg::ScratchOut(a_data, 1, p_data);
  return nullptr;
}

// void glGetFloati_v(GLenum target, GLuint index, GLfloat *data)
static napi_value w_glGetFloati_v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetFloati_v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 478, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[2], kFn, "data", napi_float32_array, "Float32Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 4, s_data);
  fn((GLenum)a_target, (GLuint)a_index, (GLfloat*)p_data);
  mg::ScratchOut(a_data, 4, p_data);
  return nullptr;
}

// void glGetDoublei_v(GLenum target, GLuint index, GLdouble *data)
static napi_value w_glGetDoublei_v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetDoublei_v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 479, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_data; if (!mg::ArgTyped(env, argv[2], kFn, "data", napi_float64_array, "Float64Array", &a_data)) return nullptr;
  if (!mg::NeedCount(env, kFn, "data", a_data, 1, false, "Float64Array")) return nullptr;
  alignas(16) unsigned char s_data[mg::kScratchBytes];
  void* p_data = mg::ScratchIn(a_data, 8, s_data);
  fn((GLenum)a_target, (GLuint)a_index, (GLdouble*)p_data);
  mg::ScratchOut(a_data, 8, p_data);
  return nullptr;
}

// const GLubyte *glGetString(GLenum name)
static napi_value w_glGetString(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetString";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = const GLubyte* (APIENTRYP)(GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 480, 3));
  if (!fn) return nullptr;
  uint32_t a_name; if (!mg::ArgU32(env, argv[0], kFn, "name", &a_name)) return nullptr;
  const GLubyte* r = fn((GLenum)a_name);
  return mg::RetStr(env, r);
}

// const GLubyte *glGetStringi(GLenum name, GLuint index)
static napi_value w_glGetStringi(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetStringi";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = const GLubyte* (APIENTRYP)(GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 481, 3));
  if (!fn) return nullptr;
  uint32_t a_name; if (!mg::ArgU32(env, argv[0], kFn, "name", &a_name)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  const GLubyte* r = fn((GLenum)a_name, (GLuint)a_index);
  return mg::RetStr(env, r);
}

// GLenum glGetError()
static napi_value w_glGetError(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetError";
  using Fn = GLenum (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 482, 3));
  if (!fn) return nullptr;
  GLenum r = fn();
  return mg::RetU32(env, r);
}

// GLenum glGetGraphicsResetStatus()
static napi_value w_glGetGraphicsResetStatus(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetGraphicsResetStatus";
  using Fn = GLenum (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 483, 3));
  if (!fn) return nullptr;
  GLenum r = fn();
  return mg::RetU32(env, r);
}

// void glGetPointerv(GLenum pname, void **params)
static napi_value w_glGetPointerv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetPointerv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, void**);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 484, 3));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[1], kFn, "params", napi_biguint64_array, "BigUint64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "BigUint64Array")) return nullptr;
  fn((GLenum)a_pname, (void**)a_params.ptr);
  return nullptr;
}

// void glFlush()
static napi_value w_glFlush(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFlush";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 485, 3));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glFinish()
static napi_value w_glFinish(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFinish";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 486, 3));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glDebugMessageCallback(GLDEBUGPROC callback, const void *userParam)
static napi_value w_glDebugMessageCallback(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDebugMessageCallback";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLDEBUGPROC, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 487, 3));
  if (!fn) return nullptr;
  GLDEBUGPROC a_callback; if (!mg::ArgDebugProc(env, argv[0], kFn, "callback", &a_callback)) return nullptr;
  fn(a_callback, mg::DebugUserParam());
  return nullptr;
}

// void glDebugMessageControl(GLenum source, GLenum type, GLenum severity, GLsizei count, const GLuint *ids, GLboolean enabled)
static napi_value w_glDebugMessageControl(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDebugMessageControl";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLenum, GLsizei, const GLuint*, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 488, 3));
  if (!fn) return nullptr;
  uint32_t a_source; if (!mg::ArgU32(env, argv[0], kFn, "source", &a_source)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_severity; if (!mg::ArgU32(env, argv[2], kFn, "severity", &a_severity)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[3], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[4], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  uint32_t a_enabled; if (!mg::ArgBool(env, argv[5], kFn, "enabled", &a_enabled)) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_source, (GLenum)a_type, (GLenum)a_severity, (GLsizei)a_count, (const GLuint*)a_ids.ptr, (GLboolean)a_enabled);
  return nullptr;
}

// void glDebugMessageInsert(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length, const GLchar *buf)
static napi_value w_glDebugMessageInsert(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDebugMessageInsert";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLenum, GLenum, GLuint, GLenum, GLsizei, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 489, 3));
  if (!fn) return nullptr;
  uint32_t a_source; if (!mg::ArgU32(env, argv[0], kFn, "source", &a_source)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[2], kFn, "id", &a_id)) return nullptr;
  uint32_t a_severity; if (!mg::ArgU32(env, argv[3], kFn, "severity", &a_severity)) return nullptr;
  int32_t a_length; if (!mg::ArgI32(env, argv[4], kFn, "length", &a_length)) return nullptr;
  mg::Str a_buf; if (!mg::ArgStr(env, argv[5], kFn, "buf", &a_buf)) return nullptr;
  fn((GLenum)a_source, (GLenum)a_type, (GLuint)a_id, (GLenum)a_severity, (GLsizei)a_length, (const GLchar*)a_buf.c_str);
  return nullptr;
}

// GLuint glGetDebugMessageLog(GLuint count, GLsizei bufSize, GLenum *sources, GLenum *types, GLuint *ids, GLenum *severities, GLsizei *lengths, GLchar *messageLog)
static napi_value w_glGetDebugMessageLog(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetDebugMessageLog";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = GLuint (APIENTRYP)(GLuint, GLsizei, GLenum*, GLenum*, GLuint*, GLenum*, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 490, 3));
  if (!fn) return nullptr;
  uint32_t a_count; if (!mg::ArgU32(env, argv[0], kFn, "count", &a_count)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[1], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_sources; if (!mg::ArgTyped(env, argv[2], kFn, "sources", napi_uint32_array, "Uint32Array", &a_sources)) return nullptr;
  mg::Typed a_types; if (!mg::ArgTyped(env, argv[3], kFn, "types", napi_uint32_array, "Uint32Array", &a_types)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[4], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  mg::Typed a_severities; if (!mg::ArgTyped(env, argv[5], kFn, "severities", napi_uint32_array, "Uint32Array", &a_severities)) return nullptr;
  mg::Typed a_lengths; if (!mg::ArgTyped(env, argv[6], kFn, "lengths", napi_int32_array, "Int32Array", &a_lengths)) return nullptr;
  mg::Typed a_messageLog; if (!mg::ArgTyped(env, argv[7], kFn, "messageLog", napi_uint8_array, "Uint8Array", &a_messageLog)) return nullptr;
  if (!mg::NeedCount(env, kFn, "sources", a_sources, (int64_t)a_count, true, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "types", a_types, (int64_t)a_count, true, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_count, true, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "severities", a_severities, (int64_t)a_count, true, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "lengths", a_lengths, (int64_t)a_count, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "messageLog", a_messageLog, (int64_t)a_bufSize, true, "Uint8Array")) return nullptr;
  GLuint r = fn((GLuint)a_count, (GLsizei)a_bufSize, (GLenum*)a_sources.ptr, (GLenum*)a_types.ptr, (GLuint*)a_ids.ptr, (GLenum*)a_severities.ptr, (GLsizei*)a_lengths.ptr, (GLchar*)a_messageLog.ptr);
  return mg::RetU32(env, r);
}

// void glPushDebugGroup(GLenum source, GLuint id, GLsizei length, const GLchar *message)
static napi_value w_glPushDebugGroup(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPushDebugGroup";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLsizei, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 491, 3));
  if (!fn) return nullptr;
  uint32_t a_source; if (!mg::ArgU32(env, argv[0], kFn, "source", &a_source)) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[1], kFn, "id", &a_id)) return nullptr;
  int32_t a_length; if (!mg::ArgI32(env, argv[2], kFn, "length", &a_length)) return nullptr;
  mg::Str a_message; if (!mg::ArgStr(env, argv[3], kFn, "message", &a_message)) return nullptr;
  fn((GLenum)a_source, (GLuint)a_id, (GLsizei)a_length, (const GLchar*)a_message.c_str);
  return nullptr;
}

// void glPopDebugGroup()
static napi_value w_glPopDebugGroup(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPopDebugGroup";
  using Fn = void (APIENTRYP)();
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 492, 3));
  if (!fn) return nullptr;
  fn();
  return nullptr;
}

// void glObjectLabel(GLenum identifier, GLuint name, GLsizei length, const GLchar *label)
static napi_value w_glObjectLabel(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glObjectLabel";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLsizei, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 493, 3));
  if (!fn) return nullptr;
  uint32_t a_identifier; if (!mg::ArgU32(env, argv[0], kFn, "identifier", &a_identifier)) return nullptr;
  uint32_t a_name; if (!mg::ArgU32(env, argv[1], kFn, "name", &a_name)) return nullptr;
  int32_t a_length; if (!mg::ArgI32(env, argv[2], kFn, "length", &a_length)) return nullptr;
  mg::Str a_label; if (!mg::ArgStr(env, argv[3], kFn, "label", &a_label)) return nullptr;
  fn((GLenum)a_identifier, (GLuint)a_name, (GLsizei)a_length, (const GLchar*)a_label.c_str);
  return nullptr;
}

// void glGetObjectLabel(GLenum identifier, GLuint name, GLsizei bufSize, GLsizei *length, GLchar *label)
static napi_value w_glGetObjectLabel(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetObjectLabel";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLenum, GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 494, 3));
  if (!fn) return nullptr;
  uint32_t a_identifier; if (!mg::ArgU32(env, argv[0], kFn, "identifier", &a_identifier)) return nullptr;
  uint32_t a_name; if (!mg::ArgU32(env, argv[1], kFn, "name", &a_name)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[3], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_label; if (!mg::ArgTyped(env, argv[4], kFn, "label", napi_uint8_array, "Uint8Array", &a_label)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "label", a_label, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLenum)a_identifier, (GLuint)a_name, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_label.ptr);
  return nullptr;
}

// void glObjectPtrLabel(const void *ptr, GLsizei length, const GLchar *label)
static napi_value w_glObjectPtrLabel(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glObjectPtrLabel";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(const void*, GLsizei, const GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 495, 3));
  if (!fn) return nullptr;
  mg::Data a_ptr; if (!mg::ArgData(env, argv[0], kFn, "ptr", &a_ptr)) return nullptr;
  int32_t a_length; if (!mg::ArgI32(env, argv[1], kFn, "length", &a_length)) return nullptr;
  mg::Str a_label; if (!mg::ArgStr(env, argv[2], kFn, "label", &a_label)) return nullptr;
  fn((const void*)a_ptr.ptr, (GLsizei)a_length, (const GLchar*)a_label.c_str);
  return nullptr;
}

// void glGetObjectPtrLabel(const void *ptr, GLsizei bufSize, GLsizei *length, GLchar *label)
static napi_value w_glGetObjectPtrLabel(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetObjectPtrLabel";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(const void*, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 496, 3));
  if (!fn) return nullptr;
  mg::Data a_ptr; if (!mg::ArgData(env, argv[0], kFn, "ptr", &a_ptr)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[1], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[2], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_label; if (!mg::ArgTyped(env, argv[3], kFn, "label", napi_uint8_array, "Uint8Array", &a_label)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "label", a_label, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((const void*)a_ptr.ptr, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_label.ptr);
  return nullptr;
}

// void glGetActiveAtomicCounterBufferiv(GLuint program, GLuint bufferIndex, GLenum pname, GLint *params)
static napi_value w_glGetActiveAtomicCounterBufferiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveAtomicCounterBufferiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 497, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_bufferIndex; if (!mg::ArgU32(env, argv[1], kFn, "bufferIndex", &a_bufferIndex)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_program, (GLuint)a_bufferIndex, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glTransformFeedbackBufferBase(GLuint xfb, GLuint index, GLuint buffer)
static napi_value w_glTransformFeedbackBufferBase(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTransformFeedbackBufferBase";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 498, 2));
  if (!fn) return nullptr;
  uint32_t a_xfb; if (!mg::ArgU32(env, argv[0], kFn, "xfb", &a_xfb)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  fn((GLuint)a_xfb, (GLuint)a_index, (GLuint)a_buffer);
  return nullptr;
}

// void glTransformFeedbackBufferRange(GLuint xfb, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size)
static napi_value w_glTransformFeedbackBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTransformFeedbackBufferRange";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 499, 2));
  if (!fn) return nullptr;
  uint32_t a_xfb; if (!mg::ArgU32(env, argv[0], kFn, "xfb", &a_xfb)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[4], kFn, "size", &a_size)) return nullptr;
  fn((GLuint)a_xfb, (GLuint)a_index, (GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_size);
  return nullptr;
}

// void glCreateBuffers(GLsizei n, GLuint *buffers)
static napi_value w_glCreateBuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateBuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 500, 2));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_buffers; if (!mg::ArgTyped(env, argv[1], kFn, "buffers", napi_uint32_array, "Uint32Array", &a_buffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "buffers", a_buffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_buffers.ptr);
  return nullptr;
}

// void glNamedBufferStorage(GLuint buffer, GLsizeiptr size, const void *data, GLbitfield flags)
static napi_value w_glNamedBufferStorage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedBufferStorage";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizeiptr, const void*, GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 501, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[1], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[2], kFn, "data", &a_data)) return nullptr;
  uint32_t a_flags; if (!mg::ArgU32(env, argv[3], kFn, "flags", &a_flags)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLuint)a_buffer, (GLsizeiptr)a_size, (const void*)a_data.ptr, (GLbitfield)a_flags);
  return nullptr;
}

// void glNamedBufferData(GLuint buffer, GLsizeiptr size, const void *data, GLenum usage)
static napi_value w_glNamedBufferData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedBufferData";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizeiptr, const void*, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 502, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[1], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[2], kFn, "data", &a_data)) return nullptr;
  uint32_t a_usage; if (!mg::ArgU32(env, argv[3], kFn, "usage", &a_usage)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLuint)a_buffer, (GLsizeiptr)a_size, (const void*)a_data.ptr, (GLenum)a_usage);
  return nullptr;
}

// void glNamedBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr size, const void *data)
static napi_value w_glNamedBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedBufferSubData";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLintptr, GLsizeiptr, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 503, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[2], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[3], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_size, (const void*)a_data.ptr);
  return nullptr;
}

// void glCopyNamedBufferSubData(GLuint readBuffer, GLuint writeBuffer, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size)
static napi_value w_glCopyNamedBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyNamedBufferSubData";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLintptr, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 504, 2));
  if (!fn) return nullptr;
  uint32_t a_readBuffer; if (!mg::ArgU32(env, argv[0], kFn, "readBuffer", &a_readBuffer)) return nullptr;
  uint32_t a_writeBuffer; if (!mg::ArgU32(env, argv[1], kFn, "writeBuffer", &a_writeBuffer)) return nullptr;
  int64_t a_readOffset; if (!mg::ArgI64(env, argv[2], kFn, "readOffset", &a_readOffset)) return nullptr;
  int64_t a_writeOffset; if (!mg::ArgI64(env, argv[3], kFn, "writeOffset", &a_writeOffset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[4], kFn, "size", &a_size)) return nullptr;
  fn((GLuint)a_readBuffer, (GLuint)a_writeBuffer, (GLintptr)a_readOffset, (GLintptr)a_writeOffset, (GLsizeiptr)a_size);
  return nullptr;
}

// void glClearNamedBufferData(GLuint buffer, GLenum internalformat, GLenum format, GLenum type, const void *data)
static napi_value w_glClearNamedBufferData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearNamedBufferData";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 505, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[2], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[4], kFn, "data", &a_data)) return nullptr;
  fn((GLuint)a_buffer, (GLenum)a_internalformat, (GLenum)a_format, (GLenum)a_type, (const void*)a_data.ptr);
  return nullptr;
}

// void glClearNamedBufferSubData(GLuint buffer, GLenum internalformat, GLintptr offset, GLsizeiptr size, GLenum format, GLenum type, const void *data)
static napi_value w_glClearNamedBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearNamedBufferSubData";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLintptr, GLsizeiptr, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 506, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[2], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[3], kFn, "size", &a_size)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[5], kFn, "type", &a_type)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[6], kFn, "data", &a_data)) return nullptr;
  fn((GLuint)a_buffer, (GLenum)a_internalformat, (GLintptr)a_offset, (GLsizeiptr)a_size, (GLenum)a_format, (GLenum)a_type, (const void*)a_data.ptr);
  return nullptr;
}

// void *glMapNamedBuffer(GLuint buffer, GLenum access)
static napi_value w_glMapNamedBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMapNamedBuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void* (APIENTRYP)(GLuint, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 507, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_access; if (!mg::ArgU32(env, argv[1], kFn, "access", &a_access)) return nullptr;
  void* r = fn((GLuint)a_buffer, (GLenum)a_access);
  return mg::WrapNamedMapping(env, a_buffer, r, mg::namedBufferSize(a_buffer));
}

// void *glMapNamedBufferRange(GLuint buffer, GLintptr offset, GLsizeiptr length, GLbitfield access)
static napi_value w_glMapNamedBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glMapNamedBufferRange";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void* (APIENTRYP)(GLuint, GLintptr, GLsizeiptr, GLbitfield);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 508, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_length; if (!mg::ArgI64(env, argv[2], kFn, "length", &a_length)) return nullptr;
  uint32_t a_access; if (!mg::ArgU32(env, argv[3], kFn, "access", &a_access)) return nullptr;
  void* r = fn((GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_length, (GLbitfield)a_access);
  return mg::WrapNamedMapping(env, a_buffer, r, (int64_t)a_length);
}

// GLboolean glUnmapNamedBuffer(GLuint buffer)
static napi_value w_glUnmapNamedBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glUnmapNamedBuffer";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = GLboolean (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 509, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  mg::OnUnmapNamedBuffer(env, a_buffer);
  GLboolean r = fn((GLuint)a_buffer);
  return mg::RetU32(env, r);
}

// void glFlushMappedNamedBufferRange(GLuint buffer, GLintptr offset, GLsizeiptr length)
static napi_value w_glFlushMappedNamedBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glFlushMappedNamedBufferRange";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 510, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_length; if (!mg::ArgI64(env, argv[2], kFn, "length", &a_length)) return nullptr;
  fn((GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_length);
  return nullptr;
}

// void glGetNamedBufferParameteriv(GLuint buffer, GLenum pname, GLint *params)
static napi_value w_glGetNamedBufferParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetNamedBufferParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 511, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_buffer, (GLenum)a_pname, (GLint*)a_params.ptr);
  return nullptr;
}

// void glGetNamedBufferParameteri64v(GLuint buffer, GLenum pname, GLint64 *params)
static napi_value w_glGetNamedBufferParameteri64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetNamedBufferParameteri64v";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 512, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_bigint64_array, "BigInt64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "BigInt64Array")) return nullptr;
  fn((GLuint)a_buffer, (GLenum)a_pname, (GLint64*)a_params.ptr);
  return nullptr;
}

// void glGetNamedBufferPointerv(GLuint buffer, GLenum pname, void **params)
static napi_value w_glGetNamedBufferPointerv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetNamedBufferPointerv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, void**);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 513, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_biguint64_array, "BigUint64Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "BigUint64Array")) return nullptr;
  fn((GLuint)a_buffer, (GLenum)a_pname, (void**)a_params.ptr);
  return nullptr;
}

// void glGetNamedBufferSubData(GLuint buffer, GLintptr offset, GLsizeiptr size, void *data)
static napi_value w_glGetNamedBufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetNamedBufferSubData";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLintptr, GLsizeiptr, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 514, 2));
  if (!fn) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[0], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[1], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[2], kFn, "size", &a_size)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[3], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_size)) return nullptr;
  fn((GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_size, (void*)a_data.ptr);
  return nullptr;
}

// void glNamedFramebufferDrawBuffer(GLuint framebuffer, GLenum buf)
static napi_value w_glNamedFramebufferDrawBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedFramebufferDrawBuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 515, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_buf; if (!mg::ArgU32(env, argv[1], kFn, "buf", &a_buf)) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_buf);
  return nullptr;
}

// void glNamedFramebufferDrawBuffers(GLuint framebuffer, GLsizei n, const GLenum *bufs)
static napi_value w_glNamedFramebufferDrawBuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedFramebufferDrawBuffers";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLenum*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 516, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[1], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_bufs; if (!mg::ArgTyped(env, argv[2], kFn, "bufs", napi_uint32_array, "Uint32Array", &a_bufs)) return nullptr;
  if (!mg::NeedCount(env, kFn, "bufs", a_bufs, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLsizei)a_n, (const GLenum*)a_bufs.ptr);
  return nullptr;
}

// void glNamedFramebufferReadBuffer(GLuint framebuffer, GLenum src)
static napi_value w_glNamedFramebufferReadBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedFramebufferReadBuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 517, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_src; if (!mg::ArgU32(env, argv[1], kFn, "src", &a_src)) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_src);
  return nullptr;
}

// void glTextureBuffer(GLuint texture, GLenum internalformat, GLuint buffer)
static napi_value w_glTextureBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureBuffer";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 518, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_internalformat, (GLuint)a_buffer);
  return nullptr;
}

// void glTextureBufferRange(GLuint texture, GLenum internalformat, GLuint buffer, GLintptr offset, GLsizeiptr size)
static napi_value w_glTextureBufferRange(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureBufferRange";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLintptr, GLsizeiptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 519, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  int64_t a_size; if (!mg::ArgI64(env, argv[4], kFn, "size", &a_size)) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_internalformat, (GLuint)a_buffer, (GLintptr)a_offset, (GLsizeiptr)a_size);
  return nullptr;
}

// void glVertexArrayElementBuffer(GLuint vaobj, GLuint buffer)
static napi_value w_glVertexArrayElementBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayElementBuffer";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 520, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_buffer);
  return nullptr;
}

// void glVertexArrayVertexBuffer(GLuint vaobj, GLuint bindingindex, GLuint buffer, GLintptr offset, GLsizei stride)
static napi_value w_glVertexArrayVertexBuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayVertexBuffer";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint, GLintptr, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 521, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_bindingindex; if (!mg::ArgU32(env, argv[1], kFn, "bindingindex", &a_bindingindex)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[2], kFn, "buffer", &a_buffer)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  int32_t a_stride; if (!mg::ArgI32(env, argv[4], kFn, "stride", &a_stride)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_bindingindex, (GLuint)a_buffer, (GLintptr)a_offset, (GLsizei)a_stride);
  return nullptr;
}

// void glVertexArrayVertexBuffers(GLuint vaobj, GLuint first, GLsizei count, const GLuint *buffers, const GLintptr *offsets, const GLsizei *strides)
static napi_value w_glVertexArrayVertexBuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayVertexBuffers";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLsizei, const GLuint*, const GLintptr*, const GLsizei*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 522, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_first; if (!mg::ArgU32(env, argv[1], kFn, "first", &a_first)) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[2], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_buffers; if (!mg::ArgTyped(env, argv[3], kFn, "buffers", napi_uint32_array, "Uint32Array", &a_buffers)) return nullptr;
  mg::Typed a_offsets; if (!mg::ArgTyped(env, argv[4], kFn, "offsets", napi_bigint64_array, "BigInt64Array", &a_offsets)) return nullptr;
  mg::Typed a_strides; if (!mg::ArgTyped(env, argv[5], kFn, "strides", napi_int32_array, "Int32Array", &a_strides)) return nullptr;
  if (!mg::NeedCount(env, kFn, "buffers", a_buffers, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "offsets", a_offsets, (int64_t)a_count, false, "BigInt64Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "strides", a_strides, (int64_t)a_count, false, "Int32Array")) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_first, (GLsizei)a_count, (const GLuint*)a_buffers.ptr, (const GLintptr*)a_offsets.ptr, (const GLsizei*)a_strides.ptr);
  return nullptr;
}

// void glGetQueryBufferObjecti64v(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)
static napi_value w_glGetQueryBufferObjecti64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryBufferObjecti64v";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLintptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 523, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  fn((GLuint)a_id, (GLuint)a_buffer, (GLenum)a_pname, (GLintptr)a_offset);
  return nullptr;
}

// void glGetQueryBufferObjectiv(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)
static napi_value w_glGetQueryBufferObjectiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryBufferObjectiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLintptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 524, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  fn((GLuint)a_id, (GLuint)a_buffer, (GLenum)a_pname, (GLintptr)a_offset);
  return nullptr;
}

// void glGetQueryBufferObjectui64v(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)
static napi_value w_glGetQueryBufferObjectui64v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryBufferObjectui64v";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLintptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 525, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  fn((GLuint)a_id, (GLuint)a_buffer, (GLenum)a_pname, (GLintptr)a_offset);
  return nullptr;
}

// void glGetQueryBufferObjectuiv(GLuint id, GLuint buffer, GLenum pname, GLintptr offset)
static napi_value w_glGetQueryBufferObjectuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetQueryBufferObjectuiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLintptr);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 526, 2));
  if (!fn) return nullptr;
  uint32_t a_id; if (!mg::ArgU32(env, argv[0], kFn, "id", &a_id)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  int64_t a_offset; if (!mg::ArgI64(env, argv[3], kFn, "offset", &a_offset)) return nullptr;
  fn((GLuint)a_id, (GLuint)a_buffer, (GLenum)a_pname, (GLintptr)a_offset);
  return nullptr;
}

// void glCreateVertexArrays(GLsizei n, GLuint *arrays)
static napi_value w_glCreateVertexArrays(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateVertexArrays";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 527, 2));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_arrays; if (!mg::ArgTyped(env, argv[1], kFn, "arrays", napi_uint32_array, "Uint32Array", &a_arrays)) return nullptr;
  if (!mg::NeedCount(env, kFn, "arrays", a_arrays, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_arrays.ptr);
  return nullptr;
}

// void glDisableVertexArrayAttrib(GLuint vaobj, GLuint index)
static napi_value w_glDisableVertexArrayAttrib(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glDisableVertexArrayAttrib";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 528, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_index);
  return nullptr;
}

// void glEnableVertexArrayAttrib(GLuint vaobj, GLuint index)
static napi_value w_glEnableVertexArrayAttrib(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glEnableVertexArrayAttrib";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 529, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_index);
  return nullptr;
}

// void glVertexArrayAttribBinding(GLuint vaobj, GLuint attribindex, GLuint bindingindex)
static napi_value w_glVertexArrayAttribBinding(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayAttribBinding";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 530, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[1], kFn, "attribindex", &a_attribindex)) return nullptr;
  uint32_t a_bindingindex; if (!mg::ArgU32(env, argv[2], kFn, "bindingindex", &a_bindingindex)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_attribindex, (GLuint)a_bindingindex);
  return nullptr;
}

// void glVertexArrayAttribFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLboolean normalized, GLuint relativeoffset)
static napi_value w_glVertexArrayAttribFormat(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayAttribFormat";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLint, GLenum, GLboolean, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 531, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[1], kFn, "attribindex", &a_attribindex)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[2], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[4], kFn, "normalized", &a_normalized)) return nullptr;
  uint32_t a_relativeoffset; if (!mg::ArgU32(env, argv[5], kFn, "relativeoffset", &a_relativeoffset)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_attribindex, (GLint)a_size, (GLenum)a_type, (GLboolean)a_normalized, (GLuint)a_relativeoffset);
  return nullptr;
}

// void glVertexArrayAttribIFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)
static napi_value w_glVertexArrayAttribIFormat(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayAttribIFormat";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLint, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 532, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[1], kFn, "attribindex", &a_attribindex)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[2], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  uint32_t a_relativeoffset; if (!mg::ArgU32(env, argv[4], kFn, "relativeoffset", &a_relativeoffset)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_attribindex, (GLint)a_size, (GLenum)a_type, (GLuint)a_relativeoffset);
  return nullptr;
}

// void glVertexArrayAttribLFormat(GLuint vaobj, GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)
static napi_value w_glVertexArrayAttribLFormat(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayAttribLFormat";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLint, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 533, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_attribindex; if (!mg::ArgU32(env, argv[1], kFn, "attribindex", &a_attribindex)) return nullptr;
  int32_t a_size; if (!mg::ArgI32(env, argv[2], kFn, "size", &a_size)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  uint32_t a_relativeoffset; if (!mg::ArgU32(env, argv[4], kFn, "relativeoffset", &a_relativeoffset)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_attribindex, (GLint)a_size, (GLenum)a_type, (GLuint)a_relativeoffset);
  return nullptr;
}

// void glVertexArrayBindingDivisor(GLuint vaobj, GLuint bindingindex, GLuint divisor)
static napi_value w_glVertexArrayBindingDivisor(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexArrayBindingDivisor";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 534, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_bindingindex; if (!mg::ArgU32(env, argv[1], kFn, "bindingindex", &a_bindingindex)) return nullptr;
  uint32_t a_divisor; if (!mg::ArgU32(env, argv[2], kFn, "divisor", &a_divisor)) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_bindingindex, (GLuint)a_divisor);
  return nullptr;
}

// void glGetVertexArrayiv(GLuint vaobj, GLenum pname, GLint *param)
static napi_value w_glGetVertexArrayiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexArrayiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 535, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_vaobj, (GLenum)a_pname, (GLint*)a_param.ptr);
  return nullptr;
}

// void glGetVertexArrayIndexediv(GLuint vaobj, GLuint index, GLenum pname, GLint *param)
static napi_value w_glGetVertexArrayIndexediv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexArrayIndexediv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 536, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[3], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_index, (GLenum)a_pname, (GLint*)a_param.ptr);
  return nullptr;
}

// void glGetVertexArrayIndexed64iv(GLuint vaobj, GLuint index, GLenum pname, GLint64 *param)
static napi_value w_glGetVertexArrayIndexed64iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetVertexArrayIndexed64iv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLenum, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 537, 2));
  if (!fn) return nullptr;
  uint32_t a_vaobj; if (!mg::ArgU32(env, argv[0], kFn, "vaobj", &a_vaobj)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[1], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[3], kFn, "param", napi_bigint64_array, "BigInt64Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "BigInt64Array")) return nullptr;
  fn((GLuint)a_vaobj, (GLuint)a_index, (GLenum)a_pname, (GLint64*)a_param.ptr);
  return nullptr;
}

// void glNamedFramebufferTexture(GLuint framebuffer, GLenum attachment, GLuint texture, GLint level)
static napi_value w_glNamedFramebufferTexture(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedFramebufferTexture";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 538, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[2], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[3], kFn, "level", &a_level)) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_attachment, (GLuint)a_texture, (GLint)a_level);
  return nullptr;
}

// void glNamedFramebufferTextureLayer(GLuint framebuffer, GLenum attachment, GLuint texture, GLint level, GLint layer)
static napi_value w_glNamedFramebufferTextureLayer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedFramebufferTextureLayer";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 539, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[2], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[3], kFn, "level", &a_level)) return nullptr;
  int32_t a_layer; if (!mg::ArgI32(env, argv[4], kFn, "layer", &a_layer)) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_attachment, (GLuint)a_texture, (GLint)a_level, (GLint)a_layer);
  return nullptr;
}

// void glCreateTextures(GLenum target, GLsizei n, GLuint *textures)
static napi_value w_glCreateTextures(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateTextures";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 540, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[1], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_textures; if (!mg::ArgTyped(env, argv[2], kFn, "textures", napi_uint32_array, "Uint32Array", &a_textures)) return nullptr;
  if (!mg::NeedCount(env, kFn, "textures", a_textures, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_n, (GLuint*)a_textures.ptr);
  return nullptr;
}

// void glTextureStorage1D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width)
static napi_value w_glTextureStorage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureStorage1D";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLenum, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 541, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_levels; if (!mg::ArgI32(env, argv[1], kFn, "levels", &a_levels)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  fn((GLuint)a_texture, (GLsizei)a_levels, (GLenum)a_internalformat, (GLsizei)a_width);
  return nullptr;
}

// void glTextureStorage2D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height)
static napi_value w_glTextureStorage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureStorage2D";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLenum, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 542, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_levels; if (!mg::ArgI32(env, argv[1], kFn, "levels", &a_levels)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  fn((GLuint)a_texture, (GLsizei)a_levels, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glTextureStorage3D(GLuint texture, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth)
static napi_value w_glTextureStorage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureStorage3D";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLenum, GLsizei, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 543, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_levels; if (!mg::ArgI32(env, argv[1], kFn, "levels", &a_levels)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[5], kFn, "depth", &a_depth)) return nullptr;
  fn((GLuint)a_texture, (GLsizei)a_levels, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth);
  return nullptr;
}

// void glTextureStorage2DMultisample(GLuint texture, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)
static napi_value w_glTextureStorage2DMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureStorage2DMultisample";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLenum, GLsizei, GLsizei, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 544, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  uint32_t a_fixedsamplelocations; if (!mg::ArgBool(env, argv[5], kFn, "fixedsamplelocations", &a_fixedsamplelocations)) return nullptr;
  fn((GLuint)a_texture, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLboolean)a_fixedsamplelocations);
  return nullptr;
}

// void glTextureStorage3DMultisample(GLuint texture, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)
static napi_value w_glTextureStorage3DMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureStorage3DMultisample";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLenum, GLsizei, GLsizei, GLsizei, GLboolean);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 545, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[5], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_fixedsamplelocations; if (!mg::ArgBool(env, argv[6], kFn, "fixedsamplelocations", &a_fixedsamplelocations)) return nullptr;
  fn((GLuint)a_texture, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLboolean)a_fixedsamplelocations);
  return nullptr;
}

// void glTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLsizei width, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTextureSubImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureSubImage1D";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLsizei, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 546, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[5], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[6], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, 1, 1)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLsizei)a_width, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTextureSubImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureSubImage2D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 547, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[4], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[5], kFn, "height", &a_height)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[6], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[7], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[8], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, a_height, 1)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLsizei)a_width, (GLsizei)a_height, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels)
static napi_value w_glTextureSubImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureSubImage3D";
  napi_value argv[11]; size_t argc = 11;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 11) return mg::ThrowArgc(env, kFn, 11, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei, GLenum, GLenum, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 548, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[8], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[9], kFn, "type", &a_type)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[10], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::unpackBytes(env, kFn, "pixels", a_pixels, a_format, a_type, a_width, a_height, a_depth)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLenum)a_format, (GLenum)a_type, (const void*)a_pixels.ptr);
  return nullptr;
}

// void glCompressedTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLsizei width, GLenum format, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTextureSubImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTextureSubImage1D";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLsizei, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 549, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[4], kFn, "format", &a_format)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[5], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[6], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLsizei)a_width, (GLenum)a_format, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCompressedTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTextureSubImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTextureSubImage2D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLsizei, GLsizei, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 550, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[4], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[5], kFn, "height", &a_height)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[6], kFn, "format", &a_format)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[7], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[8], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLsizei)a_width, (GLsizei)a_height, (GLenum)a_format, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCompressedTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data)
static napi_value w_glCompressedTextureSubImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCompressedTextureSubImage3D";
  napi_value argv[11]; size_t argc = 11;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 11) return mg::ThrowArgc(env, kFn, 11, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei, GLenum, GLsizei, const void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 551, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[8], kFn, "format", &a_format)) return nullptr;
  int32_t a_imageSize; if (!mg::ArgI32(env, argv[9], kFn, "imageSize", &a_imageSize)) return nullptr;
  mg::Data a_data; if (!mg::ArgData(env, argv[10], kFn, "data", &a_data)) return nullptr;
  if (!mg::NeedData(env, kFn, "data", a_data, (int64_t)a_imageSize)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLenum)a_format, (GLsizei)a_imageSize, (const void*)a_data.ptr);
  return nullptr;
}

// void glCopyTextureSubImage1D(GLuint texture, GLint level, GLint xoffset, GLint x, GLint y, GLsizei width)
static napi_value w_glCopyTextureSubImage1D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTextureSubImage1D";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 552, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[3], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[4], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_x, (GLint)a_y, (GLsizei)a_width);
  return nullptr;
}

// void glCopyTextureSubImage2D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glCopyTextureSubImage2D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTextureSubImage2D";
  napi_value argv[8]; size_t argc = 8;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 8) return mg::ThrowArgc(env, kFn, 8, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 553, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[4], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[5], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[6], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[7], kFn, "height", &a_height)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glCopyTextureSubImage3D(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glCopyTextureSubImage3D(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCopyTextureSubImage3D";
  napi_value argv[9]; size_t argc = 9;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 9) return mg::ThrowArgc(env, kFn, 9, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 554, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[5], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[6], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[7], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[8], kFn, "height", &a_height)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glTextureParameterf(GLuint texture, GLenum pname, GLfloat param)
static napi_value w_glTextureParameterf(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureParameterf";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLfloat);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 555, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  double a_param; if (!mg::ArgF64(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_pname, (GLfloat)a_param);
  return nullptr;
}

// void glTextureParameterfv(GLuint texture, GLenum pname, const GLfloat *param)
static napi_value w_glTextureParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureParameterfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 556, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_float32_array, "Float32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Float32Array")) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_pname, (const GLfloat*)a_param.ptr);
  return nullptr;
}

// void glTextureParameteri(GLuint texture, GLenum pname, GLint param)
static napi_value w_glTextureParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureParameteri";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 557, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_param; if (!mg::ArgI32(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_pname, (GLint)a_param);
  return nullptr;
}

// void glTextureParameterIiv(GLuint texture, GLenum pname, const GLint *params)
static napi_value w_glTextureParameterIiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureParameterIiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 558, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_pname, (const GLint*)a_params.ptr);
  return nullptr;
}

// void glTextureParameterIuiv(GLuint texture, GLenum pname, const GLuint *params)
static napi_value w_glTextureParameterIuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureParameterIuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 559, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_pname, (const GLuint*)a_params.ptr);
  return nullptr;
}

// void glTextureParameteriv(GLuint texture, GLenum pname, const GLint *param)
static napi_value w_glTextureParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glTextureParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 560, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_texture, (GLenum)a_pname, (const GLint*)a_param.ptr);
  return nullptr;
}

// void glGenerateTextureMipmap(GLuint texture)
static napi_value w_glGenerateTextureMipmap(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGenerateTextureMipmap";
  napi_value argv[1]; size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) return mg::ThrowArgc(env, kFn, 1, argc);
  using Fn = void (APIENTRYP)(GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 561, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  fn((GLuint)a_texture);
  return nullptr;
}

// void glBindTextureUnit(GLuint unit, GLuint texture)
static napi_value w_glBindTextureUnit(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBindTextureUnit";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 562, 2));
  if (!fn) return nullptr;
  uint32_t a_unit; if (!mg::ArgU32(env, argv[0], kFn, "unit", &a_unit)) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[1], kFn, "texture", &a_texture)) return nullptr;
  fn((GLuint)a_unit, (GLuint)a_texture);
  return nullptr;
}

// void glGetTextureImage(GLuint texture, GLint level, GLenum format, GLenum type, GLsizei bufSize, void *pixels)
static napi_value w_glGetTextureImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureImage";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLenum, GLsizei, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 563, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[2], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[3], kFn, "type", &a_type)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[4], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[5], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::NeedData(env, kFn, "pixels", a_pixels, (int64_t)a_bufSize)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLenum)a_format, (GLenum)a_type, (GLsizei)a_bufSize, (void*)a_pixels.ptr);
  return nullptr;
}

// void glGetCompressedTextureImage(GLuint texture, GLint level, GLsizei bufSize, void *pixels)
static napi_value w_glGetCompressedTextureImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetCompressedTextureImage";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 564, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[3], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::NeedData(env, kFn, "pixels", a_pixels, (int64_t)a_bufSize)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLsizei)a_bufSize, (void*)a_pixels.ptr);
  return nullptr;
}

// void glGetTextureLevelParameterfv(GLuint texture, GLint level, GLenum pname, GLfloat *params)
static napi_value w_glGetTextureLevelParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureLevelParameterfv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 565, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_texture, (GLint)a_level, (GLenum)a_pname, (GLfloat*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTextureLevelParameteriv(GLuint texture, GLint level, GLenum pname, GLint *params)
static napi_value w_glGetTextureLevelParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureLevelParameteriv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 566, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_texture, (GLint)a_level, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTextureParameterfv(GLuint texture, GLenum pname, GLfloat *params)
static napi_value w_glGetTextureParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureParameterfv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 567, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_texture, (GLenum)a_pname, (GLfloat*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTextureParameterIiv(GLuint texture, GLenum pname, GLint *params)
static napi_value w_glGetTextureParameterIiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureParameterIiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 568, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_texture, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTextureParameterIuiv(GLuint texture, GLenum pname, GLuint *params)
static napi_value w_glGetTextureParameterIuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureParameterIuiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 569, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_uint32_array, "Uint32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Uint32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_texture, (GLenum)a_pname, (GLuint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTextureParameteriv(GLuint texture, GLenum pname, GLint *params)
static napi_value w_glGetTextureParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 570, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_params[mg::kScratchBytes];
  void* p_params = mg::ScratchIn(a_params, 4, s_params);
  fn((GLuint)a_texture, (GLenum)a_pname, (GLint*)p_params);
  mg::ScratchOut(a_params, 4, p_params);
  return nullptr;
}

// void glGetTextureSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, GLsizei bufSize, void *pixels)
static napi_value w_glGetTextureSubImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTextureSubImage";
  napi_value argv[12]; size_t argc = 12;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 12) return mg::ThrowArgc(env, kFn, 12, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei, GLenum, GLenum, GLsizei, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 571, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  uint32_t a_format; if (!mg::ArgU32(env, argv[8], kFn, "format", &a_format)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[9], kFn, "type", &a_type)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[10], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[11], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::NeedData(env, kFn, "pixels", a_pixels, (int64_t)a_bufSize)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLenum)a_format, (GLenum)a_type, (GLsizei)a_bufSize, (void*)a_pixels.ptr);
  return nullptr;
}

// void glGetCompressedTextureSubImage(GLuint texture, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLsizei bufSize, void *pixels)
static napi_value w_glGetCompressedTextureSubImage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetCompressedTextureSubImage";
  napi_value argv[10]; size_t argc = 10;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 10) return mg::ThrowArgc(env, kFn, 10, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei, GLsizei, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 572, 2));
  if (!fn) return nullptr;
  uint32_t a_texture; if (!mg::ArgU32(env, argv[0], kFn, "texture", &a_texture)) return nullptr;
  int32_t a_level; if (!mg::ArgI32(env, argv[1], kFn, "level", &a_level)) return nullptr;
  int32_t a_xoffset; if (!mg::ArgI32(env, argv[2], kFn, "xoffset", &a_xoffset)) return nullptr;
  int32_t a_yoffset; if (!mg::ArgI32(env, argv[3], kFn, "yoffset", &a_yoffset)) return nullptr;
  int32_t a_zoffset; if (!mg::ArgI32(env, argv[4], kFn, "zoffset", &a_zoffset)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  int32_t a_depth; if (!mg::ArgI32(env, argv[7], kFn, "depth", &a_depth)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[8], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Data a_pixels; if (!mg::ArgData(env, argv[9], kFn, "pixels", &a_pixels)) return nullptr;
  if (!mg::NeedData(env, kFn, "pixels", a_pixels, (int64_t)a_bufSize)) return nullptr;
  fn((GLuint)a_texture, (GLint)a_level, (GLint)a_xoffset, (GLint)a_yoffset, (GLint)a_zoffset, (GLsizei)a_width, (GLsizei)a_height, (GLsizei)a_depth, (GLsizei)a_bufSize, (void*)a_pixels.ptr);
  return nullptr;
}

// void glCreateFramebuffers(GLsizei n, GLuint *framebuffers)
static napi_value w_glCreateFramebuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateFramebuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 573, 2));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_framebuffers; if (!mg::ArgTyped(env, argv[1], kFn, "framebuffers", napi_uint32_array, "Uint32Array", &a_framebuffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "framebuffers", a_framebuffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_framebuffers.ptr);
  return nullptr;
}

// void glNamedFramebufferRenderbuffer(GLuint framebuffer, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer)
static napi_value w_glNamedFramebufferRenderbuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedFramebufferRenderbuffer";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 574, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_renderbuffertarget; if (!mg::ArgU32(env, argv[2], kFn, "renderbuffertarget", &a_renderbuffertarget)) return nullptr;
  uint32_t a_renderbuffer; if (!mg::ArgU32(env, argv[3], kFn, "renderbuffer", &a_renderbuffer)) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_attachment, (GLenum)a_renderbuffertarget, (GLuint)a_renderbuffer);
  return nullptr;
}

// void glNamedFramebufferParameteri(GLuint framebuffer, GLenum pname, GLint param)
static napi_value w_glNamedFramebufferParameteri(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedFramebufferParameteri";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 575, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  int32_t a_param; if (!mg::ArgI32(env, argv[2], kFn, "param", &a_param)) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_pname, (GLint)a_param);
  return nullptr;
}

// void glInvalidateNamedFramebufferData(GLuint framebuffer, GLsizei numAttachments, const GLenum *attachments)
static napi_value w_glInvalidateNamedFramebufferData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateNamedFramebufferData";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLenum*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 576, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  int32_t a_numAttachments; if (!mg::ArgI32(env, argv[1], kFn, "numAttachments", &a_numAttachments)) return nullptr;
  mg::Typed a_attachments; if (!mg::ArgTyped(env, argv[2], kFn, "attachments", napi_uint32_array, "Uint32Array", &a_attachments)) return nullptr;
  if (!mg::NeedCount(env, kFn, "attachments", a_attachments, (int64_t)a_numAttachments, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLsizei)a_numAttachments, (const GLenum*)a_attachments.ptr);
  return nullptr;
}

// void glInvalidateNamedFramebufferSubData(GLuint framebuffer, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height)
static napi_value w_glInvalidateNamedFramebufferSubData(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glInvalidateNamedFramebufferSubData";
  napi_value argv[7]; size_t argc = 7;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 7) return mg::ThrowArgc(env, kFn, 7, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, const GLenum*, GLint, GLint, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 577, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  int32_t a_numAttachments; if (!mg::ArgI32(env, argv[1], kFn, "numAttachments", &a_numAttachments)) return nullptr;
  mg::Typed a_attachments; if (!mg::ArgTyped(env, argv[2], kFn, "attachments", napi_uint32_array, "Uint32Array", &a_attachments)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[3], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[4], kFn, "y", &a_y)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[5], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[6], kFn, "height", &a_height)) return nullptr;
  if (!mg::NeedCount(env, kFn, "attachments", a_attachments, (int64_t)a_numAttachments, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLsizei)a_numAttachments, (const GLenum*)a_attachments.ptr, (GLint)a_x, (GLint)a_y, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glClearNamedFramebufferiv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLint *value)
static napi_value w_glClearNamedFramebufferiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearNamedFramebufferiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 578, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[2], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_int32_array, "Int32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_buffer, (GLint)a_drawbuffer, (const GLint*)a_value.ptr);
  return nullptr;
}

// void glClearNamedFramebufferuiv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLuint *value)
static napi_value w_glClearNamedFramebufferuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearNamedFramebufferuiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 579, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[2], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_buffer, (GLint)a_drawbuffer, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glClearNamedFramebufferfv(GLuint framebuffer, GLenum buffer, GLint drawbuffer, const GLfloat *value)
static napi_value w_glClearNamedFramebufferfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearNamedFramebufferfv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 580, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[2], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_float32_array, "Float32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Float32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_buffer, (GLint)a_drawbuffer, (const GLfloat*)a_value.ptr);
  return nullptr;
}

// void glClearNamedFramebufferfi(GLuint framebuffer, GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil)
static napi_value w_glClearNamedFramebufferfi(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glClearNamedFramebufferfi";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint, GLfloat, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 581, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_buffer; if (!mg::ArgU32(env, argv[1], kFn, "buffer", &a_buffer)) return nullptr;
  int32_t a_drawbuffer; if (!mg::ArgI32(env, argv[2], kFn, "drawbuffer", &a_drawbuffer)) return nullptr;
  double a_depth; if (!mg::ArgF64(env, argv[3], kFn, "depth", &a_depth)) return nullptr;
  int32_t a_stencil; if (!mg::ArgI32(env, argv[4], kFn, "stencil", &a_stencil)) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_buffer, (GLint)a_drawbuffer, (GLfloat)a_depth, (GLint)a_stencil);
  return nullptr;
}

// void glBlitNamedFramebuffer(GLuint readFramebuffer, GLuint drawFramebuffer, GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter)
static napi_value w_glBlitNamedFramebuffer(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glBlitNamedFramebuffer";
  napi_value argv[12]; size_t argc = 12;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 12) return mg::ThrowArgc(env, kFn, 12, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLint, GLint, GLint, GLint, GLint, GLint, GLint, GLint, GLbitfield, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 582, 2));
  if (!fn) return nullptr;
  uint32_t a_readFramebuffer; if (!mg::ArgU32(env, argv[0], kFn, "readFramebuffer", &a_readFramebuffer)) return nullptr;
  uint32_t a_drawFramebuffer; if (!mg::ArgU32(env, argv[1], kFn, "drawFramebuffer", &a_drawFramebuffer)) return nullptr;
  int32_t a_srcX0; if (!mg::ArgI32(env, argv[2], kFn, "srcX0", &a_srcX0)) return nullptr;
  int32_t a_srcY0; if (!mg::ArgI32(env, argv[3], kFn, "srcY0", &a_srcY0)) return nullptr;
  int32_t a_srcX1; if (!mg::ArgI32(env, argv[4], kFn, "srcX1", &a_srcX1)) return nullptr;
  int32_t a_srcY1; if (!mg::ArgI32(env, argv[5], kFn, "srcY1", &a_srcY1)) return nullptr;
  int32_t a_dstX0; if (!mg::ArgI32(env, argv[6], kFn, "dstX0", &a_dstX0)) return nullptr;
  int32_t a_dstY0; if (!mg::ArgI32(env, argv[7], kFn, "dstY0", &a_dstY0)) return nullptr;
  int32_t a_dstX1; if (!mg::ArgI32(env, argv[8], kFn, "dstX1", &a_dstX1)) return nullptr;
  int32_t a_dstY1; if (!mg::ArgI32(env, argv[9], kFn, "dstY1", &a_dstY1)) return nullptr;
  uint32_t a_mask; if (!mg::ArgU32(env, argv[10], kFn, "mask", &a_mask)) return nullptr;
  uint32_t a_filter; if (!mg::ArgU32(env, argv[11], kFn, "filter", &a_filter)) return nullptr;
  fn((GLuint)a_readFramebuffer, (GLuint)a_drawFramebuffer, (GLint)a_srcX0, (GLint)a_srcY0, (GLint)a_srcX1, (GLint)a_srcY1, (GLint)a_dstX0, (GLint)a_dstY0, (GLint)a_dstX1, (GLint)a_dstY1, (GLbitfield)a_mask, (GLenum)a_filter);
  return nullptr;
}

// GLenum glCheckNamedFramebufferStatus(GLuint framebuffer, GLenum target)
static napi_value w_glCheckNamedFramebufferStatus(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCheckNamedFramebufferStatus";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = GLenum (APIENTRYP)(GLuint, GLenum);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 583, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[1], kFn, "target", &a_target)) return nullptr;
  GLenum r = fn((GLuint)a_framebuffer, (GLenum)a_target);
  return mg::RetU32(env, r);
}

// void glGetNamedFramebufferParameteriv(GLuint framebuffer, GLenum pname, GLint *param)
static napi_value w_glGetNamedFramebufferParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetNamedFramebufferParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 584, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_pname, (GLint*)a_param.ptr);
  return nullptr;
}

// void glGetNamedFramebufferAttachmentParameteriv(GLuint framebuffer, GLenum attachment, GLenum pname, GLint *params)
static napi_value w_glGetNamedFramebufferAttachmentParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetNamedFramebufferAttachmentParameteriv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 585, 2));
  if (!fn) return nullptr;
  uint32_t a_framebuffer; if (!mg::ArgU32(env, argv[0], kFn, "framebuffer", &a_framebuffer)) return nullptr;
  uint32_t a_attachment; if (!mg::ArgU32(env, argv[1], kFn, "attachment", &a_attachment)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[2], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_framebuffer, (GLenum)a_attachment, (GLenum)a_pname, (GLint*)a_params.ptr);
  return nullptr;
}

// void glCreateRenderbuffers(GLsizei n, GLuint *renderbuffers)
static napi_value w_glCreateRenderbuffers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateRenderbuffers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 586, 2));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_renderbuffers; if (!mg::ArgTyped(env, argv[1], kFn, "renderbuffers", napi_uint32_array, "Uint32Array", &a_renderbuffers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "renderbuffers", a_renderbuffers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_renderbuffers.ptr);
  return nullptr;
}

// void glNamedRenderbufferStorage(GLuint renderbuffer, GLenum internalformat, GLsizei width, GLsizei height)
static napi_value w_glNamedRenderbufferStorage(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedRenderbufferStorage";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 587, 2));
  if (!fn) return nullptr;
  uint32_t a_renderbuffer; if (!mg::ArgU32(env, argv[0], kFn, "renderbuffer", &a_renderbuffer)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[1], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[2], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[3], kFn, "height", &a_height)) return nullptr;
  fn((GLuint)a_renderbuffer, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glNamedRenderbufferStorageMultisample(GLuint renderbuffer, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height)
static napi_value w_glNamedRenderbufferStorageMultisample(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glNamedRenderbufferStorageMultisample";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLenum, GLsizei, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 588, 2));
  if (!fn) return nullptr;
  uint32_t a_renderbuffer; if (!mg::ArgU32(env, argv[0], kFn, "renderbuffer", &a_renderbuffer)) return nullptr;
  int32_t a_samples; if (!mg::ArgI32(env, argv[1], kFn, "samples", &a_samples)) return nullptr;
  uint32_t a_internalformat; if (!mg::ArgU32(env, argv[2], kFn, "internalformat", &a_internalformat)) return nullptr;
  int32_t a_width; if (!mg::ArgI32(env, argv[3], kFn, "width", &a_width)) return nullptr;
  int32_t a_height; if (!mg::ArgI32(env, argv[4], kFn, "height", &a_height)) return nullptr;
  fn((GLuint)a_renderbuffer, (GLsizei)a_samples, (GLenum)a_internalformat, (GLsizei)a_width, (GLsizei)a_height);
  return nullptr;
}

// void glGetNamedRenderbufferParameteriv(GLuint renderbuffer, GLenum pname, GLint *params)
static napi_value w_glGetNamedRenderbufferParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetNamedRenderbufferParameteriv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 589, 2));
  if (!fn) return nullptr;
  uint32_t a_renderbuffer; if (!mg::ArgU32(env, argv[0], kFn, "renderbuffer", &a_renderbuffer)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[2], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_renderbuffer, (GLenum)a_pname, (GLint*)a_params.ptr);
  return nullptr;
}

// void glCreateTransformFeedbacks(GLsizei n, GLuint *ids)
static napi_value w_glCreateTransformFeedbacks(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateTransformFeedbacks";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 590, 2));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[1], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_ids.ptr);
  return nullptr;
}

// void glGetTransformFeedbackiv(GLuint xfb, GLenum pname, GLint *param)
static napi_value w_glGetTransformFeedbackiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTransformFeedbackiv";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 591, 2));
  if (!fn) return nullptr;
  uint32_t a_xfb; if (!mg::ArgU32(env, argv[0], kFn, "xfb", &a_xfb)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[2], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_xfb, (GLenum)a_pname, (GLint*)a_param.ptr);
  return nullptr;
}

// void glGetTransformFeedbacki_v(GLuint xfb, GLenum pname, GLuint index, GLint *param)
static napi_value w_glGetTransformFeedbacki_v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTransformFeedbacki_v";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 592, 2));
  if (!fn) return nullptr;
  uint32_t a_xfb; if (!mg::ArgU32(env, argv[0], kFn, "xfb", &a_xfb)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[3], kFn, "param", napi_int32_array, "Int32Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_xfb, (GLenum)a_pname, (GLuint)a_index, (GLint*)a_param.ptr);
  return nullptr;
}

// void glGetTransformFeedbacki64_v(GLuint xfb, GLenum pname, GLuint index, GLint64 *param)
static napi_value w_glGetTransformFeedbacki64_v(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetTransformFeedbacki64_v";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLint64*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 593, 2));
  if (!fn) return nullptr;
  uint32_t a_xfb; if (!mg::ArgU32(env, argv[0], kFn, "xfb", &a_xfb)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[1], kFn, "pname", &a_pname)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_param; if (!mg::ArgTyped(env, argv[3], kFn, "param", napi_bigint64_array, "BigInt64Array", &a_param)) return nullptr;
  if (!mg::NeedCount(env, kFn, "param", a_param, 1, false, "BigInt64Array")) return nullptr;
  fn((GLuint)a_xfb, (GLenum)a_pname, (GLuint)a_index, (GLint64*)a_param.ptr);
  return nullptr;
}

// void glCreateSamplers(GLsizei n, GLuint *samplers)
static napi_value w_glCreateSamplers(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateSamplers";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 594, 2));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_samplers; if (!mg::ArgTyped(env, argv[1], kFn, "samplers", napi_uint32_array, "Uint32Array", &a_samplers)) return nullptr;
  if (!mg::NeedCount(env, kFn, "samplers", a_samplers, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_samplers.ptr);
  return nullptr;
}

// void glCreateProgramPipelines(GLsizei n, GLuint *pipelines)
static napi_value w_glCreateProgramPipelines(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateProgramPipelines";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 595, 2));
  if (!fn) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[0], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_pipelines; if (!mg::ArgTyped(env, argv[1], kFn, "pipelines", napi_uint32_array, "Uint32Array", &a_pipelines)) return nullptr;
  if (!mg::NeedCount(env, kFn, "pipelines", a_pipelines, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLsizei)a_n, (GLuint*)a_pipelines.ptr);
  return nullptr;
}

// void glCreateQueries(GLenum target, GLsizei n, GLuint *ids)
static napi_value w_glCreateQueries(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glCreateQueries";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLenum, GLsizei, GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 596, 2));
  if (!fn) return nullptr;
  uint32_t a_target; if (!mg::ArgU32(env, argv[0], kFn, "target", &a_target)) return nullptr;
  int32_t a_n; if (!mg::ArgI32(env, argv[1], kFn, "n", &a_n)) return nullptr;
  mg::Typed a_ids; if (!mg::ArgTyped(env, argv[2], kFn, "ids", napi_uint32_array, "Uint32Array", &a_ids)) return nullptr;
  if (!mg::NeedCount(env, kFn, "ids", a_ids, (int64_t)a_n, false, "Uint32Array")) return nullptr;
  fn((GLenum)a_target, (GLsizei)a_n, (GLuint*)a_ids.ptr);
  return nullptr;
}

// void glVertexAttrib1d(GLuint index, GLdouble x)
static napi_value w_glVertexAttrib1d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib1d";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 597, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x);
  return nullptr;
}

// void glVertexAttrib1dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttrib1dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib1dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 598, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 1, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib1s(GLuint index, GLshort x)
static napi_value w_glVertexAttrib1s(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib1s";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLshort);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 599, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  fn((GLuint)a_index, (GLshort)a_x);
  return nullptr;
}

// void glVertexAttrib1sv(GLuint index, const GLshort *v)
static napi_value w_glVertexAttrib1sv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib1sv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLshort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 600, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int16_array, "Int16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 1, false, "Int16Array")) return nullptr;
  fn((GLuint)a_index, (const GLshort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib2d(GLuint index, GLdouble x, GLdouble y)
static napi_value w_glVertexAttrib2d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib2d";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 601, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x, (GLdouble)a_y);
  return nullptr;
}

// void glVertexAttrib2dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttrib2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib2dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 602, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 2, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib2s(GLuint index, GLshort x, GLshort y)
static napi_value w_glVertexAttrib2s(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib2s";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLshort, GLshort);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 603, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  fn((GLuint)a_index, (GLshort)a_x, (GLshort)a_y);
  return nullptr;
}

// void glVertexAttrib2sv(GLuint index, const GLshort *v)
static napi_value w_glVertexAttrib2sv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib2sv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLshort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 604, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int16_array, "Int16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 2, false, "Int16Array")) return nullptr;
  fn((GLuint)a_index, (const GLshort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib3d(GLuint index, GLdouble x, GLdouble y, GLdouble z)
static napi_value w_glVertexAttrib3d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib3d";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 605, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x, (GLdouble)a_y, (GLdouble)a_z);
  return nullptr;
}

// void glVertexAttrib3dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttrib3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib3dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 606, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 3, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib3s(GLuint index, GLshort x, GLshort y, GLshort z)
static napi_value w_glVertexAttrib3s(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib3s";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLshort, GLshort, GLshort);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 607, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  int32_t a_z; if (!mg::ArgI32(env, argv[3], kFn, "z", &a_z)) return nullptr;
  fn((GLuint)a_index, (GLshort)a_x, (GLshort)a_y, (GLshort)a_z);
  return nullptr;
}

// void glVertexAttrib3sv(GLuint index, const GLshort *v)
static napi_value w_glVertexAttrib3sv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib3sv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLshort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 608, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int16_array, "Int16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 3, false, "Int16Array")) return nullptr;
  fn((GLuint)a_index, (const GLshort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4Nbv(GLuint index, const GLbyte *v)
static napi_value w_glVertexAttrib4Nbv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4Nbv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLbyte*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 609, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int8_array, "Int8Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int8Array")) return nullptr;
  fn((GLuint)a_index, (const GLbyte*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4Niv(GLuint index, const GLint *v)
static napi_value w_glVertexAttrib4Niv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4Niv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 610, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4Nsv(GLuint index, const GLshort *v)
static napi_value w_glVertexAttrib4Nsv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4Nsv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLshort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 611, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int16_array, "Int16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int16Array")) return nullptr;
  fn((GLuint)a_index, (const GLshort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4Nub(GLuint index, GLubyte x, GLubyte y, GLubyte z, GLubyte w)
static napi_value w_glVertexAttrib4Nub(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4Nub";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLubyte, GLubyte, GLubyte, GLubyte);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 612, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_x; if (!mg::ArgU32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  uint32_t a_y; if (!mg::ArgU32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  uint32_t a_z; if (!mg::ArgU32(env, argv[3], kFn, "z", &a_z)) return nullptr;
  uint32_t a_w; if (!mg::ArgU32(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLuint)a_index, (GLubyte)a_x, (GLubyte)a_y, (GLubyte)a_z, (GLubyte)a_w);
  return nullptr;
}

// void glVertexAttrib4Nubv(GLuint index, const GLubyte *v)
static napi_value w_glVertexAttrib4Nubv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4Nubv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLubyte*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 613, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint8_array, "Uint8Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_index, (const GLubyte*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4Nuiv(GLuint index, const GLuint *v)
static napi_value w_glVertexAttrib4Nuiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4Nuiv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 614, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint32_array, "Uint32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (const GLuint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4Nusv(GLuint index, const GLushort *v)
static napi_value w_glVertexAttrib4Nusv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4Nusv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLushort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 615, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint16_array, "Uint16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint16Array")) return nullptr;
  fn((GLuint)a_index, (const GLushort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4bv(GLuint index, const GLbyte *v)
static napi_value w_glVertexAttrib4bv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4bv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLbyte*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 616, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int8_array, "Int8Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int8Array")) return nullptr;
  fn((GLuint)a_index, (const GLbyte*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4d(GLuint index, GLdouble x, GLdouble y, GLdouble z, GLdouble w)
static napi_value w_glVertexAttrib4d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4d";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 617, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  double a_w; if (!mg::ArgF64(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x, (GLdouble)a_y, (GLdouble)a_z, (GLdouble)a_w);
  return nullptr;
}

// void glVertexAttrib4dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttrib4dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 618, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4iv(GLuint index, const GLint *v)
static napi_value w_glVertexAttrib4iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4iv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 619, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4s(GLuint index, GLshort x, GLshort y, GLshort z, GLshort w)
static napi_value w_glVertexAttrib4s(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4s";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLshort, GLshort, GLshort, GLshort);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 620, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  int32_t a_z; if (!mg::ArgI32(env, argv[3], kFn, "z", &a_z)) return nullptr;
  int32_t a_w; if (!mg::ArgI32(env, argv[4], kFn, "w", &a_w)) return nullptr;
  fn((GLuint)a_index, (GLshort)a_x, (GLshort)a_y, (GLshort)a_z, (GLshort)a_w);
  return nullptr;
}

// void glVertexAttrib4sv(GLuint index, const GLshort *v)
static napi_value w_glVertexAttrib4sv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4sv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLshort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 621, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int16_array, "Int16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int16Array")) return nullptr;
  fn((GLuint)a_index, (const GLshort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4ubv(GLuint index, const GLubyte *v)
static napi_value w_glVertexAttrib4ubv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4ubv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLubyte*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 622, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint8_array, "Uint8Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_index, (const GLubyte*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4uiv(GLuint index, const GLuint *v)
static napi_value w_glVertexAttrib4uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4uiv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 623, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint32_array, "Uint32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (const GLuint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttrib4usv(GLuint index, const GLushort *v)
static napi_value w_glVertexAttrib4usv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttrib4usv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLushort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 624, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint16_array, "Uint16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint16Array")) return nullptr;
  fn((GLuint)a_index, (const GLushort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI1i(GLuint index, GLint x)
static napi_value w_glVertexAttribI1i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI1i";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 625, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  fn((GLuint)a_index, (GLint)a_x);
  return nullptr;
}

// void glVertexAttribI2i(GLuint index, GLint x, GLint y)
static napi_value w_glVertexAttribI2i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI2i";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 626, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  fn((GLuint)a_index, (GLint)a_x, (GLint)a_y);
  return nullptr;
}

// void glVertexAttribI3i(GLuint index, GLint x, GLint y, GLint z)
static napi_value w_glVertexAttribI3i(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI3i";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLint, GLint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 627, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  int32_t a_x; if (!mg::ArgI32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  int32_t a_y; if (!mg::ArgI32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  int32_t a_z; if (!mg::ArgI32(env, argv[3], kFn, "z", &a_z)) return nullptr;
  fn((GLuint)a_index, (GLint)a_x, (GLint)a_y, (GLint)a_z);
  return nullptr;
}

// void glVertexAttribI1ui(GLuint index, GLuint x)
static napi_value w_glVertexAttribI1ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI1ui";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 628, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_x; if (!mg::ArgU32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  fn((GLuint)a_index, (GLuint)a_x);
  return nullptr;
}

// void glVertexAttribI2ui(GLuint index, GLuint x, GLuint y)
static napi_value w_glVertexAttribI2ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI2ui";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 629, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_x; if (!mg::ArgU32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  uint32_t a_y; if (!mg::ArgU32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  fn((GLuint)a_index, (GLuint)a_x, (GLuint)a_y);
  return nullptr;
}

// void glVertexAttribI3ui(GLuint index, GLuint x, GLuint y, GLuint z)
static napi_value w_glVertexAttribI3ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI3ui";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLuint, GLuint, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 630, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_x; if (!mg::ArgU32(env, argv[1], kFn, "x", &a_x)) return nullptr;
  uint32_t a_y; if (!mg::ArgU32(env, argv[2], kFn, "y", &a_y)) return nullptr;
  uint32_t a_z; if (!mg::ArgU32(env, argv[3], kFn, "z", &a_z)) return nullptr;
  fn((GLuint)a_index, (GLuint)a_x, (GLuint)a_y, (GLuint)a_z);
  return nullptr;
}

// void glVertexAttribI1iv(GLuint index, const GLint *v)
static napi_value w_glVertexAttribI1iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI1iv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 631, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 1, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI2iv(GLuint index, const GLint *v)
static napi_value w_glVertexAttribI2iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI2iv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 632, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 2, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI3iv(GLuint index, const GLint *v)
static napi_value w_glVertexAttribI3iv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI3iv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 633, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int32_array, "Int32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 3, false, "Int32Array")) return nullptr;
  fn((GLuint)a_index, (const GLint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI1uiv(GLuint index, const GLuint *v)
static napi_value w_glVertexAttribI1uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI1uiv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 634, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint32_array, "Uint32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (const GLuint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI2uiv(GLuint index, const GLuint *v)
static napi_value w_glVertexAttribI2uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI2uiv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 635, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint32_array, "Uint32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 2, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (const GLuint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI3uiv(GLuint index, const GLuint *v)
static napi_value w_glVertexAttribI3uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI3uiv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 636, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint32_array, "Uint32Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 3, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (const GLuint*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI4bv(GLuint index, const GLbyte *v)
static napi_value w_glVertexAttribI4bv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4bv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLbyte*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 637, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int8_array, "Int8Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int8Array")) return nullptr;
  fn((GLuint)a_index, (const GLbyte*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI4sv(GLuint index, const GLshort *v)
static napi_value w_glVertexAttribI4sv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4sv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLshort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 638, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_int16_array, "Int16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Int16Array")) return nullptr;
  fn((GLuint)a_index, (const GLshort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI4ubv(GLuint index, const GLubyte *v)
static napi_value w_glVertexAttribI4ubv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4ubv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLubyte*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 639, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint8_array, "Uint8Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_index, (const GLubyte*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribI4usv(GLuint index, const GLushort *v)
static napi_value w_glVertexAttribI4usv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribI4usv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLushort*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 640, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_uint16_array, "Uint16Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 4, false, "Uint16Array")) return nullptr;
  fn((GLuint)a_index, (const GLushort*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribP1ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)
static napi_value w_glVertexAttribP1ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP1ui";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 641, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  uint32_t a_value; if (!mg::ArgU32(env, argv[3], kFn, "value", &a_value)) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (GLuint)a_value);
  return nullptr;
}

// void glVertexAttribP1uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)
static napi_value w_glVertexAttribP1uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP1uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 642, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glVertexAttribP2ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)
static napi_value w_glVertexAttribP2ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP2ui";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 643, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  uint32_t a_value; if (!mg::ArgU32(env, argv[3], kFn, "value", &a_value)) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (GLuint)a_value);
  return nullptr;
}

// void glVertexAttribP2uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)
static napi_value w_glVertexAttribP2uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP2uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 644, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glVertexAttribP3ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)
static napi_value w_glVertexAttribP3ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP3ui";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 645, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  uint32_t a_value; if (!mg::ArgU32(env, argv[3], kFn, "value", &a_value)) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (GLuint)a_value);
  return nullptr;
}

// void glVertexAttribP3uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)
static napi_value w_glVertexAttribP3uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP3uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 646, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glVertexAttribP4ui(GLuint index, GLenum type, GLboolean normalized, GLuint value)
static napi_value w_glVertexAttribP4ui(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP4ui";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, GLuint);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 647, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  uint32_t a_value; if (!mg::ArgU32(env, argv[3], kFn, "value", &a_value)) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (GLuint)a_value);
  return nullptr;
}

// void glVertexAttribP4uiv(GLuint index, GLenum type, GLboolean normalized, const GLuint *value)
static napi_value w_glVertexAttribP4uiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribP4uiv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLboolean, const GLuint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 648, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  uint32_t a_type; if (!mg::ArgU32(env, argv[1], kFn, "type", &a_type)) return nullptr;
  uint32_t a_normalized; if (!mg::ArgBool(env, argv[2], kFn, "normalized", &a_normalized)) return nullptr;
  mg::Typed a_value; if (!mg::ArgTyped(env, argv[3], kFn, "value", napi_uint32_array, "Uint32Array", &a_value)) return nullptr;
  if (!mg::NeedCount(env, kFn, "value", a_value, 1, false, "Uint32Array")) return nullptr;
  fn((GLuint)a_index, (GLenum)a_type, (GLboolean)a_normalized, (const GLuint*)a_value.ptr);
  return nullptr;
}

// void glVertexAttribL2d(GLuint index, GLdouble x, GLdouble y)
static napi_value w_glVertexAttribL2d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL2d";
  napi_value argv[3]; size_t argc = 3;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 3) return mg::ThrowArgc(env, kFn, 3, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 649, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x, (GLdouble)a_y);
  return nullptr;
}

// void glVertexAttribL3d(GLuint index, GLdouble x, GLdouble y, GLdouble z)
static napi_value w_glVertexAttribL3d(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL3d";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLdouble, GLdouble, GLdouble);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 650, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  double a_x; if (!mg::ArgF64(env, argv[1], kFn, "x", &a_x)) return nullptr;
  double a_y; if (!mg::ArgF64(env, argv[2], kFn, "y", &a_y)) return nullptr;
  double a_z; if (!mg::ArgF64(env, argv[3], kFn, "z", &a_z)) return nullptr;
  fn((GLuint)a_index, (GLdouble)a_x, (GLdouble)a_y, (GLdouble)a_z);
  return nullptr;
}

// void glVertexAttribL1dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttribL1dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL1dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 651, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 1, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribL2dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttribL2dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL2dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 652, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 2, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glVertexAttribL3dv(GLuint index, const GLdouble *v)
static napi_value w_glVertexAttribL3dv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glVertexAttribL3dv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLuint, const GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 653, 2));
  if (!fn) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[0], kFn, "index", &a_index)) return nullptr;
  mg::Typed a_v; if (!mg::ArgTyped(env, argv[1], kFn, "v", napi_float64_array, "Float64Array", &a_v)) return nullptr;
  if (!mg::NeedCount(env, kFn, "v", a_v, 3, false, "Float64Array")) return nullptr;
  fn((GLuint)a_index, (const GLdouble*)a_v.ptr);
  return nullptr;
}

// void glPointParameterfv(GLenum pname, const GLfloat *params)
static napi_value w_glPointParameterfv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPointParameterfv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, const GLfloat*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 654, 2));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[1], kFn, "params", napi_float32_array, "Float32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Float32Array")) return nullptr;
  fn((GLenum)a_pname, (const GLfloat*)a_params.ptr);
  return nullptr;
}

// void glPointParameteriv(GLenum pname, const GLint *params)
static napi_value w_glPointParameteriv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glPointParameteriv";
  napi_value argv[2]; size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return mg::ThrowArgc(env, kFn, 2, argc);
  using Fn = void (APIENTRYP)(GLenum, const GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 655, 2));
  if (!fn) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[0], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[1], kFn, "params", napi_int32_array, "Int32Array", &a_params)) return nullptr;
  if (!mg::NeedCount(env, kFn, "params", a_params, 1, false, "Int32Array")) return nullptr;
  fn((GLenum)a_pname, (const GLint*)a_params.ptr);
  return nullptr;
}

// void glGetActiveSubroutineUniformiv(GLuint program, GLenum shadertype, GLuint index, GLenum pname, GLint *values)
static napi_value w_glGetActiveSubroutineUniformiv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveSubroutineUniformiv";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLenum, GLint*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 656, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[1], kFn, "shadertype", &a_shadertype)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  uint32_t a_pname; if (!mg::ArgU32(env, argv[3], kFn, "pname", &a_pname)) return nullptr;
  mg::Typed a_values; if (!mg::ArgTyped(env, argv[4], kFn, "values", napi_int32_array, "Int32Array", &a_values)) return nullptr;
  if (!mg::NeedCount(env, kFn, "values", a_values, 1, false, "Int32Array")) return nullptr;
  alignas(16) unsigned char s_values[mg::kScratchBytes];
  void* p_values = mg::ScratchIn(a_values, 4, s_values);
  fn((GLuint)a_program, (GLenum)a_shadertype, (GLuint)a_index, (GLenum)a_pname, (GLint*)p_values);
  mg::ScratchOut(a_values, 4, p_values);
  return nullptr;
}

// void glGetActiveSubroutineUniformName(GLuint program, GLenum shadertype, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)
static napi_value w_glGetActiveSubroutineUniformName(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveSubroutineUniformName";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 657, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[1], kFn, "shadertype", &a_shadertype)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[3], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[4], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_name; if (!mg::ArgTyped(env, argv[5], kFn, "name", napi_uint8_array, "Uint8Array", &a_name)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "name", a_name, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLenum)a_shadertype, (GLuint)a_index, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_name.ptr);
  return nullptr;
}

// void glGetActiveSubroutineName(GLuint program, GLenum shadertype, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)
static napi_value w_glGetActiveSubroutineName(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetActiveSubroutineName";
  napi_value argv[6]; size_t argc = 6;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 6) return mg::ThrowArgc(env, kFn, 6, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, GLuint, GLsizei, GLsizei*, GLchar*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 658, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_shadertype; if (!mg::ArgU32(env, argv[1], kFn, "shadertype", &a_shadertype)) return nullptr;
  uint32_t a_index; if (!mg::ArgU32(env, argv[2], kFn, "index", &a_index)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[3], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[4], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_name; if (!mg::ArgTyped(env, argv[5], kFn, "name", napi_uint8_array, "Uint8Array", &a_name)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "name", a_name, (int64_t)a_bufSize, false, "Uint8Array")) return nullptr;
  fn((GLuint)a_program, (GLenum)a_shadertype, (GLuint)a_index, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLchar*)a_name.ptr);
  return nullptr;
}

// void glShaderBinary(GLsizei count, const GLuint *shaders, GLenum binaryFormat, const void *binary, GLsizei length)
static napi_value w_glShaderBinary(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glShaderBinary";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLsizei, const GLuint*, GLenum, const void*, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 659, 3));
  if (!fn) return nullptr;
  int32_t a_count; if (!mg::ArgI32(env, argv[0], kFn, "count", &a_count)) return nullptr;
  mg::Typed a_shaders; if (!mg::ArgTyped(env, argv[1], kFn, "shaders", napi_uint32_array, "Uint32Array", &a_shaders)) return nullptr;
  uint32_t a_binaryFormat; if (!mg::ArgU32(env, argv[2], kFn, "binaryFormat", &a_binaryFormat)) return nullptr;
  mg::Data a_binary; if (!mg::ArgData(env, argv[3], kFn, "binary", &a_binary)) return nullptr;
  int32_t a_length; if (!mg::ArgI32(env, argv[4], kFn, "length", &a_length)) return nullptr;
  if (!mg::NeedCount(env, kFn, "shaders", a_shaders, (int64_t)a_count, false, "Uint32Array")) return nullptr;
  if (!mg::NeedData(env, kFn, "binary", a_binary, (int64_t)a_length)) return nullptr;
  fn((GLsizei)a_count, (const GLuint*)a_shaders.ptr, (GLenum)a_binaryFormat, (const void*)a_binary.ptr, (GLsizei)a_length);
  return nullptr;
}

// void glGetProgramBinary(GLuint program, GLsizei bufSize, GLsizei *length, GLenum *binaryFormat, void *binary)
static napi_value w_glGetProgramBinary(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetProgramBinary";
  napi_value argv[5]; size_t argc = 5;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 5) return mg::ThrowArgc(env, kFn, 5, argc);
  using Fn = void (APIENTRYP)(GLuint, GLsizei, GLsizei*, GLenum*, void*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 660, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[1], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_length; if (!mg::ArgTyped(env, argv[2], kFn, "length", napi_int32_array, "Int32Array", &a_length)) return nullptr;
  mg::Typed a_binaryFormat; if (!mg::ArgTyped(env, argv[3], kFn, "binaryFormat", napi_uint32_array, "Uint32Array", &a_binaryFormat)) return nullptr;
  mg::Data a_binary; if (!mg::ArgData(env, argv[4], kFn, "binary", &a_binary)) return nullptr;
  if (!mg::NeedCount(env, kFn, "length", a_length, 1, true, "Int32Array")) return nullptr;
  if (!mg::NeedCount(env, kFn, "binaryFormat", a_binaryFormat, 1, false, "Uint32Array")) return nullptr;
  if (!mg::NeedData(env, kFn, "binary", a_binary, (int64_t)a_bufSize)) return nullptr;
  fn((GLuint)a_program, (GLsizei)a_bufSize, (GLsizei*)a_length.ptr, (GLenum*)a_binaryFormat.ptr, (void*)a_binary.ptr);
  return nullptr;
}

// void glProgramBinary(GLuint program, GLenum binaryFormat, const void *binary, GLsizei length)
static napi_value w_glProgramBinary(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glProgramBinary";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLenum, const void*, GLsizei);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 661, 3));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  uint32_t a_binaryFormat; if (!mg::ArgU32(env, argv[1], kFn, "binaryFormat", &a_binaryFormat)) return nullptr;
  mg::Data a_binary; if (!mg::ArgData(env, argv[2], kFn, "binary", &a_binary)) return nullptr;
  int32_t a_length; if (!mg::ArgI32(env, argv[3], kFn, "length", &a_length)) return nullptr;
  if (!mg::NeedData(env, kFn, "binary", a_binary, (int64_t)a_length)) return nullptr;
  fn((GLuint)a_program, (GLenum)a_binaryFormat, (const void*)a_binary.ptr, (GLsizei)a_length);
  return nullptr;
}

// void glGetnUniformdv(GLuint program, GLint location, GLsizei bufSize, GLdouble *params)
static napi_value w_glGetnUniformdv(napi_env env, napi_callback_info cbi) {
  [[maybe_unused]] static const char kFn[] = "glGetnUniformdv";
  napi_value argv[4]; size_t argc = 4;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 4) return mg::ThrowArgc(env, kFn, 4, argc);
  using Fn = void (APIENTRYP)(GLuint, GLint, GLsizei, GLdouble*);
  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, 662, 2));
  if (!fn) return nullptr;
  uint32_t a_program; if (!mg::ArgU32(env, argv[0], kFn, "program", &a_program)) return nullptr;
  int32_t a_location; if (!mg::ArgI32(env, argv[1], kFn, "location", &a_location)) return nullptr;
  int32_t a_bufSize; if (!mg::ArgI32(env, argv[2], kFn, "bufSize", &a_bufSize)) return nullptr;
  mg::Typed a_params; if (!mg::ArgTyped(env, argv[3], kFn, "params", napi_float64_array, "Float64Array", &a_params)) return nullptr;
  if (!mg::NeedBytes(env, kFn, "params", a_params, 8, (int64_t)a_bufSize, false)) return nullptr;
  fn((GLuint)a_program, (GLint)a_location, (GLsizei)a_bufSize, (GLdouble*)a_params.ptr);
  return nullptr;
}

namespace mg {
napi_value CreateEntryPoints(napi_env env) {
  static const napi_property_descriptor kProps[] = {
    {"glGenBuffers", nullptr, w_glGenBuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteBuffers", nullptr, w_glDeleteBuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsBuffer", nullptr, w_glIsBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindBuffer", nullptr, w_glBindBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindBufferBase", nullptr, w_glBindBufferBase, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindBufferRange", nullptr, w_glBindBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindBuffersBase", nullptr, w_glBindBuffersBase, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindBuffersRange", nullptr, w_glBindBuffersRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBufferData", nullptr, w_glBufferData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBufferSubData", nullptr, w_glBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBufferStorage", nullptr, w_glBufferStorage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMapBufferRange", nullptr, w_glMapBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMapBuffer", nullptr, w_glMapBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUnmapBuffer", nullptr, w_glUnmapBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFlushMappedBufferRange", nullptr, w_glFlushMappedBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyBufferSubData", nullptr, w_glCopyBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearBufferData", nullptr, w_glClearBufferData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearBufferSubData", nullptr, w_glClearBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetBufferSubData", nullptr, w_glGetBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetBufferParameteriv", nullptr, w_glGetBufferParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetBufferParameteri64v", nullptr, w_glGetBufferParameteri64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetBufferPointerv", nullptr, w_glGetBufferPointerv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateBufferData", nullptr, w_glInvalidateBufferData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateBufferSubData", nullptr, w_glInvalidateBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenVertexArrays", nullptr, w_glGenVertexArrays, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteVertexArrays", nullptr, w_glDeleteVertexArrays, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsVertexArray", nullptr, w_glIsVertexArray, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindVertexArray", nullptr, w_glBindVertexArray, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribPointer", nullptr, w_glVertexAttribPointer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribIPointer", nullptr, w_glVertexAttribIPointer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribLPointer", nullptr, w_glVertexAttribLPointer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEnableVertexAttribArray", nullptr, w_glEnableVertexAttribArray, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDisableVertexAttribArray", nullptr, w_glDisableVertexAttribArray, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribDivisor", nullptr, w_glVertexAttribDivisor, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribFormat", nullptr, w_glVertexAttribFormat, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribIFormat", nullptr, w_glVertexAttribIFormat, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribLFormat", nullptr, w_glVertexAttribLFormat, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribBinding", nullptr, w_glVertexAttribBinding, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindVertexBuffer", nullptr, w_glBindVertexBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindVertexBuffers", nullptr, w_glBindVertexBuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexBindingDivisor", nullptr, w_glVertexBindingDivisor, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib1f", nullptr, w_glVertexAttrib1f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib2f", nullptr, w_glVertexAttrib2f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib3f", nullptr, w_glVertexAttrib3f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4f", nullptr, w_glVertexAttrib4f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib1fv", nullptr, w_glVertexAttrib1fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib2fv", nullptr, w_glVertexAttrib2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib3fv", nullptr, w_glVertexAttrib3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4fv", nullptr, w_glVertexAttrib4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4i", nullptr, w_glVertexAttribI4i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4ui", nullptr, w_glVertexAttribI4ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4iv", nullptr, w_glVertexAttribI4iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4uiv", nullptr, w_glVertexAttribI4uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL1d", nullptr, w_glVertexAttribL1d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL4d", nullptr, w_glVertexAttribL4d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL4dv", nullptr, w_glVertexAttribL4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexAttribiv", nullptr, w_glGetVertexAttribiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexAttribfv", nullptr, w_glGetVertexAttribfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexAttribIiv", nullptr, w_glGetVertexAttribIiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexAttribIuiv", nullptr, w_glGetVertexAttribIuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexAttribdv", nullptr, w_glGetVertexAttribdv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexAttribLdv", nullptr, w_glGetVertexAttribLdv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexAttribPointerv", nullptr, w_glGetVertexAttribPointerv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenTextures", nullptr, w_glGenTextures, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteTextures", nullptr, w_glDeleteTextures, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsTexture", nullptr, w_glIsTexture, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindTexture", nullptr, w_glBindTexture, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindTextures", nullptr, w_glBindTextures, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glActiveTexture", nullptr, w_glActiveTexture, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexImage1D", nullptr, w_glTexImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexImage2D", nullptr, w_glTexImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexImage3D", nullptr, w_glTexImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexImage2DMultisample", nullptr, w_glTexImage2DMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexImage3DMultisample", nullptr, w_glTexImage3DMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexStorage1D", nullptr, w_glTexStorage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexStorage2D", nullptr, w_glTexStorage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexStorage3D", nullptr, w_glTexStorage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexStorage2DMultisample", nullptr, w_glTexStorage2DMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexStorage3DMultisample", nullptr, w_glTexStorage3DMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexSubImage1D", nullptr, w_glTexSubImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexSubImage2D", nullptr, w_glTexSubImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexSubImage3D", nullptr, w_glTexSubImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTexImage1D", nullptr, w_glCompressedTexImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTexImage2D", nullptr, w_glCompressedTexImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTexImage3D", nullptr, w_glCompressedTexImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTexSubImage1D", nullptr, w_glCompressedTexSubImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTexSubImage2D", nullptr, w_glCompressedTexSubImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTexSubImage3D", nullptr, w_glCompressedTexSubImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTexImage1D", nullptr, w_glCopyTexImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTexImage2D", nullptr, w_glCopyTexImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTexSubImage1D", nullptr, w_glCopyTexSubImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTexSubImage2D", nullptr, w_glCopyTexSubImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTexSubImage3D", nullptr, w_glCopyTexSubImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureView", nullptr, w_glTextureView, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureViewOES", nullptr, w_glTextureViewOES, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenerateMipmap", nullptr, w_glGenerateMipmap, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexParameteri", nullptr, w_glTexParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexParameterf", nullptr, w_glTexParameterf, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexParameteriv", nullptr, w_glTexParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexParameterfv", nullptr, w_glTexParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexParameterIiv", nullptr, w_glTexParameterIiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexParameterIuiv", nullptr, w_glTexParameterIuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTexParameteriv", nullptr, w_glGetTexParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTexParameterfv", nullptr, w_glGetTexParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTexParameterIiv", nullptr, w_glGetTexParameterIiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTexParameterIuiv", nullptr, w_glGetTexParameterIuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTexImage", nullptr, w_glGetTexImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetnTexImage", nullptr, w_glGetnTexImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetCompressedTexImage", nullptr, w_glGetCompressedTexImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetnCompressedTexImage", nullptr, w_glGetnCompressedTexImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTexLevelParameteriv", nullptr, w_glGetTexLevelParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTexLevelParameterfv", nullptr, w_glGetTexLevelParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexBuffer", nullptr, w_glTexBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTexBufferRange", nullptr, w_glTexBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateTexImage", nullptr, w_glInvalidateTexImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateTexSubImage", nullptr, w_glInvalidateTexSubImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearTexImage", nullptr, w_glClearTexImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearTexSubImage", nullptr, w_glClearTexSubImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindImageTexture", nullptr, w_glBindImageTexture, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindImageTextures", nullptr, w_glBindImageTextures, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetInternalformativ", nullptr, w_glGetInternalformativ, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetInternalformati64v", nullptr, w_glGetInternalformati64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyImageSubData", nullptr, w_glCopyImageSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureBarrier", nullptr, w_glTextureBarrier, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenSamplers", nullptr, w_glGenSamplers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteSamplers", nullptr, w_glDeleteSamplers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsSampler", nullptr, w_glIsSampler, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindSampler", nullptr, w_glBindSampler, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindSamplers", nullptr, w_glBindSamplers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSamplerParameteri", nullptr, w_glSamplerParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSamplerParameterf", nullptr, w_glSamplerParameterf, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSamplerParameteriv", nullptr, w_glSamplerParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSamplerParameterfv", nullptr, w_glSamplerParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSamplerParameterIiv", nullptr, w_glSamplerParameterIiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSamplerParameterIuiv", nullptr, w_glSamplerParameterIuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetSamplerParameteriv", nullptr, w_glGetSamplerParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetSamplerParameterfv", nullptr, w_glGetSamplerParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetSamplerParameterIiv", nullptr, w_glGetSamplerParameterIiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetSamplerParameterIuiv", nullptr, w_glGetSamplerParameterIuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenFramebuffers", nullptr, w_glGenFramebuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteFramebuffers", nullptr, w_glDeleteFramebuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsFramebuffer", nullptr, w_glIsFramebuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindFramebuffer", nullptr, w_glBindFramebuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFramebufferTexture", nullptr, w_glFramebufferTexture, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFramebufferTexture1D", nullptr, w_glFramebufferTexture1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFramebufferTexture2D", nullptr, w_glFramebufferTexture2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFramebufferTexture3D", nullptr, w_glFramebufferTexture3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFramebufferTextureLayer", nullptr, w_glFramebufferTextureLayer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFramebufferRenderbuffer", nullptr, w_glFramebufferRenderbuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFramebufferParameteri", nullptr, w_glFramebufferParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetFramebufferParameteriv", nullptr, w_glGetFramebufferParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetFramebufferAttachmentParameteriv", nullptr, w_glGetFramebufferAttachmentParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCheckFramebufferStatus", nullptr, w_glCheckFramebufferStatus, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawBuffers", nullptr, w_glDrawBuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawBuffer", nullptr, w_glDrawBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glReadBuffer", nullptr, w_glReadBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateFramebuffer", nullptr, w_glInvalidateFramebuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateSubFramebuffer", nullptr, w_glInvalidateSubFramebuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlitFramebuffer", nullptr, w_glBlitFramebuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenRenderbuffers", nullptr, w_glGenRenderbuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteRenderbuffers", nullptr, w_glDeleteRenderbuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsRenderbuffer", nullptr, w_glIsRenderbuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindRenderbuffer", nullptr, w_glBindRenderbuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glRenderbufferStorage", nullptr, w_glRenderbufferStorage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glRenderbufferStorageMultisample", nullptr, w_glRenderbufferStorageMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetRenderbufferParameteriv", nullptr, w_glGetRenderbufferParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateShader", nullptr, w_glCreateShader, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteShader", nullptr, w_glDeleteShader, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsShader", nullptr, w_glIsShader, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glShaderSource", nullptr, w_glShaderSource, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompileShader", nullptr, w_glCompileShader, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetShaderiv", nullptr, w_glGetShaderiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetShaderInfoLog", nullptr, w_glGetShaderInfoLog, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetShaderSource", nullptr, w_glGetShaderSource, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glReleaseShaderCompiler", nullptr, w_glReleaseShaderCompiler, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetShaderPrecisionFormat", nullptr, w_glGetShaderPrecisionFormat, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSpecializeShader", nullptr, w_glSpecializeShader, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateProgram", nullptr, w_glCreateProgram, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteProgram", nullptr, w_glDeleteProgram, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsProgram", nullptr, w_glIsProgram, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glAttachShader", nullptr, w_glAttachShader, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDetachShader", nullptr, w_glDetachShader, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glLinkProgram", nullptr, w_glLinkProgram, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glValidateProgram", nullptr, w_glValidateProgram, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUseProgram", nullptr, w_glUseProgram, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramiv", nullptr, w_glGetProgramiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramInfoLog", nullptr, w_glGetProgramInfoLog, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetAttachedShaders", nullptr, w_glGetAttachedShaders, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramParameteri", nullptr, w_glProgramParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindAttribLocation", nullptr, w_glBindAttribLocation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetAttribLocation", nullptr, w_glGetAttribLocation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveAttrib", nullptr, w_glGetActiveAttrib, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformLocation", nullptr, w_glGetUniformLocation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveUniform", nullptr, w_glGetActiveUniform, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveUniformsiv", nullptr, w_glGetActiveUniformsiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveUniformName", nullptr, w_glGetActiveUniformName, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformIndices", nullptr, w_glGetUniformIndices, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformBlockIndex", nullptr, w_glGetUniformBlockIndex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveUniformBlockiv", nullptr, w_glGetActiveUniformBlockiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveUniformBlockName", nullptr, w_glGetActiveUniformBlockName, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformBlockBinding", nullptr, w_glUniformBlockBinding, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glShaderStorageBlockBinding", nullptr, w_glShaderStorageBlockBinding, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetFragDataLocation", nullptr, w_glGetFragDataLocation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindFragDataLocation", nullptr, w_glBindFragDataLocation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindFragDataLocationIndexed", nullptr, w_glBindFragDataLocationIndexed, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetFragDataIndex", nullptr, w_glGetFragDataIndex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramInterfaceiv", nullptr, w_glGetProgramInterfaceiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramResourceIndex", nullptr, w_glGetProgramResourceIndex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramResourceName", nullptr, w_glGetProgramResourceName, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramResourceiv", nullptr, w_glGetProgramResourceiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramResourceLocation", nullptr, w_glGetProgramResourceLocation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramResourceLocationIndex", nullptr, w_glGetProgramResourceLocationIndex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetSubroutineUniformLocation", nullptr, w_glGetSubroutineUniformLocation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetSubroutineIndex", nullptr, w_glGetSubroutineIndex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformSubroutinesuiv", nullptr, w_glUniformSubroutinesuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformSubroutineuiv", nullptr, w_glGetUniformSubroutineuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramStageiv", nullptr, w_glGetProgramStageiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateShaderProgramv", nullptr, w_glCreateShaderProgramv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenProgramPipelines", nullptr, w_glGenProgramPipelines, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteProgramPipelines", nullptr, w_glDeleteProgramPipelines, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsProgramPipeline", nullptr, w_glIsProgramPipeline, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindProgramPipeline", nullptr, w_glBindProgramPipeline, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUseProgramStages", nullptr, w_glUseProgramStages, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glActiveShaderProgram", nullptr, w_glActiveShaderProgram, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glValidateProgramPipeline", nullptr, w_glValidateProgramPipeline, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramPipelineiv", nullptr, w_glGetProgramPipelineiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramPipelineInfoLog", nullptr, w_glGetProgramPipelineInfoLog, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformfv", nullptr, w_glGetUniformfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformiv", nullptr, w_glGetUniformiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformuiv", nullptr, w_glGetUniformuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetUniformdv", nullptr, w_glGetUniformdv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetnUniformfv", nullptr, w_glGetnUniformfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetnUniformiv", nullptr, w_glGetnUniformiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetnUniformuiv", nullptr, w_glGetnUniformuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1f", nullptr, w_glUniform1f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2f", nullptr, w_glUniform2f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3f", nullptr, w_glUniform3f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4f", nullptr, w_glUniform4f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1i", nullptr, w_glUniform1i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2i", nullptr, w_glUniform2i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3i", nullptr, w_glUniform3i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4i", nullptr, w_glUniform4i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1ui", nullptr, w_glUniform1ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2ui", nullptr, w_glUniform2ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3ui", nullptr, w_glUniform3ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4ui", nullptr, w_glUniform4ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1fv", nullptr, w_glUniform1fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2fv", nullptr, w_glUniform2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3fv", nullptr, w_glUniform3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4fv", nullptr, w_glUniform4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1iv", nullptr, w_glUniform1iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2iv", nullptr, w_glUniform2iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3iv", nullptr, w_glUniform3iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4iv", nullptr, w_glUniform4iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1uiv", nullptr, w_glUniform1uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2uiv", nullptr, w_glUniform2uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3uiv", nullptr, w_glUniform3uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4uiv", nullptr, w_glUniform4uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1d", nullptr, w_glUniform1d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2d", nullptr, w_glUniform2d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3d", nullptr, w_glUniform3d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4d", nullptr, w_glUniform4d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform1dv", nullptr, w_glUniform1dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform2dv", nullptr, w_glUniform2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform3dv", nullptr, w_glUniform3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniform4dv", nullptr, w_glUniform4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix2fv", nullptr, w_glUniformMatrix2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix3fv", nullptr, w_glUniformMatrix3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix4fv", nullptr, w_glUniformMatrix4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix2x3fv", nullptr, w_glUniformMatrix2x3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix3x2fv", nullptr, w_glUniformMatrix3x2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix2x4fv", nullptr, w_glUniformMatrix2x4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix4x2fv", nullptr, w_glUniformMatrix4x2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix3x4fv", nullptr, w_glUniformMatrix3x4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix4x3fv", nullptr, w_glUniformMatrix4x3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix2dv", nullptr, w_glUniformMatrix2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix3dv", nullptr, w_glUniformMatrix3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix4dv", nullptr, w_glUniformMatrix4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix2x3dv", nullptr, w_glUniformMatrix2x3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix3x2dv", nullptr, w_glUniformMatrix3x2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix2x4dv", nullptr, w_glUniformMatrix2x4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix4x2dv", nullptr, w_glUniformMatrix4x2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix3x4dv", nullptr, w_glUniformMatrix3x4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUniformMatrix4x3dv", nullptr, w_glUniformMatrix4x3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1f", nullptr, w_glProgramUniform1f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2f", nullptr, w_glProgramUniform2f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3f", nullptr, w_glProgramUniform3f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4f", nullptr, w_glProgramUniform4f, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1i", nullptr, w_glProgramUniform1i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2i", nullptr, w_glProgramUniform2i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3i", nullptr, w_glProgramUniform3i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4i", nullptr, w_glProgramUniform4i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1ui", nullptr, w_glProgramUniform1ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2ui", nullptr, w_glProgramUniform2ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3ui", nullptr, w_glProgramUniform3ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4ui", nullptr, w_glProgramUniform4ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1fv", nullptr, w_glProgramUniform1fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2fv", nullptr, w_glProgramUniform2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3fv", nullptr, w_glProgramUniform3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4fv", nullptr, w_glProgramUniform4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1iv", nullptr, w_glProgramUniform1iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2iv", nullptr, w_glProgramUniform2iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3iv", nullptr, w_glProgramUniform3iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4iv", nullptr, w_glProgramUniform4iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1uiv", nullptr, w_glProgramUniform1uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2uiv", nullptr, w_glProgramUniform2uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3uiv", nullptr, w_glProgramUniform3uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4uiv", nullptr, w_glProgramUniform4uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1d", nullptr, w_glProgramUniform1d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2d", nullptr, w_glProgramUniform2d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3d", nullptr, w_glProgramUniform3d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4d", nullptr, w_glProgramUniform4d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform1dv", nullptr, w_glProgramUniform1dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform2dv", nullptr, w_glProgramUniform2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform3dv", nullptr, w_glProgramUniform3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniform4dv", nullptr, w_glProgramUniform4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix2fv", nullptr, w_glProgramUniformMatrix2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix3fv", nullptr, w_glProgramUniformMatrix3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix4fv", nullptr, w_glProgramUniformMatrix4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix2x3fv", nullptr, w_glProgramUniformMatrix2x3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix3x2fv", nullptr, w_glProgramUniformMatrix3x2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix2x4fv", nullptr, w_glProgramUniformMatrix2x4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix4x2fv", nullptr, w_glProgramUniformMatrix4x2fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix3x4fv", nullptr, w_glProgramUniformMatrix3x4fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix4x3fv", nullptr, w_glProgramUniformMatrix4x3fv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix2dv", nullptr, w_glProgramUniformMatrix2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix3dv", nullptr, w_glProgramUniformMatrix3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix4dv", nullptr, w_glProgramUniformMatrix4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix2x3dv", nullptr, w_glProgramUniformMatrix2x3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix3x2dv", nullptr, w_glProgramUniformMatrix3x2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix2x4dv", nullptr, w_glProgramUniformMatrix2x4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix4x2dv", nullptr, w_glProgramUniformMatrix4x2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix3x4dv", nullptr, w_glProgramUniformMatrix3x4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramUniformMatrix4x3dv", nullptr, w_glProgramUniformMatrix4x3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawArrays", nullptr, w_glDrawArrays, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawElements", nullptr, w_glDrawElements, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawRangeElements", nullptr, w_glDrawRangeElements, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawArraysInstanced", nullptr, w_glDrawArraysInstanced, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawElementsInstanced", nullptr, w_glDrawElementsInstanced, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawElementsBaseVertex", nullptr, w_glDrawElementsBaseVertex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawRangeElementsBaseVertex", nullptr, w_glDrawRangeElementsBaseVertex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawElementsInstancedBaseVertex", nullptr, w_glDrawElementsInstancedBaseVertex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawArraysInstancedBaseInstance", nullptr, w_glDrawArraysInstancedBaseInstance, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawElementsInstancedBaseInstance", nullptr, w_glDrawElementsInstancedBaseInstance, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawElementsInstancedBaseVertexBaseInstance", nullptr, w_glDrawElementsInstancedBaseVertexBaseInstance, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawArraysIndirect", nullptr, w_glDrawArraysIndirect, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawElementsIndirect", nullptr, w_glDrawElementsIndirect, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMultiDrawArrays", nullptr, w_glMultiDrawArrays, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMultiDrawElements", nullptr, w_glMultiDrawElements, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMultiDrawElementsBaseVertex", nullptr, w_glMultiDrawElementsBaseVertex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMultiDrawArraysIndirect", nullptr, w_glMultiDrawArraysIndirect, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMultiDrawElementsIndirect", nullptr, w_glMultiDrawElementsIndirect, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMultiDrawArraysIndirectCount", nullptr, w_glMultiDrawArraysIndirectCount, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMultiDrawElementsIndirectCount", nullptr, w_glMultiDrawElementsIndirectCount, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawTransformFeedback", nullptr, w_glDrawTransformFeedback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawTransformFeedbackInstanced", nullptr, w_glDrawTransformFeedbackInstanced, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawTransformFeedbackStream", nullptr, w_glDrawTransformFeedbackStream, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDrawTransformFeedbackStreamInstanced", nullptr, w_glDrawTransformFeedbackStreamInstanced, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPrimitiveRestartIndex", nullptr, w_glPrimitiveRestartIndex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProvokingVertex", nullptr, w_glProvokingVertex, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenTransformFeedbacks", nullptr, w_glGenTransformFeedbacks, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteTransformFeedbacks", nullptr, w_glDeleteTransformFeedbacks, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsTransformFeedback", nullptr, w_glIsTransformFeedback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindTransformFeedback", nullptr, w_glBindTransformFeedback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBeginTransformFeedback", nullptr, w_glBeginTransformFeedback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEndTransformFeedback", nullptr, w_glEndTransformFeedback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPauseTransformFeedback", nullptr, w_glPauseTransformFeedback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glResumeTransformFeedback", nullptr, w_glResumeTransformFeedback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTransformFeedbackVaryings", nullptr, w_glTransformFeedbackVaryings, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTransformFeedbackVarying", nullptr, w_glGetTransformFeedbackVarying, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenQueries", nullptr, w_glGenQueries, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteQueries", nullptr, w_glDeleteQueries, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsQuery", nullptr, w_glIsQuery, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBeginQuery", nullptr, w_glBeginQuery, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEndQuery", nullptr, w_glEndQuery, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBeginQueryIndexed", nullptr, w_glBeginQueryIndexed, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEndQueryIndexed", nullptr, w_glEndQueryIndexed, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glQueryCounter", nullptr, w_glQueryCounter, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryiv", nullptr, w_glGetQueryiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryIndexediv", nullptr, w_glGetQueryIndexediv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryObjectiv", nullptr, w_glGetQueryObjectiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryObjectuiv", nullptr, w_glGetQueryObjectuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryObjecti64v", nullptr, w_glGetQueryObjecti64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryObjectui64v", nullptr, w_glGetQueryObjectui64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBeginConditionalRender", nullptr, w_glBeginConditionalRender, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEndConditionalRender", nullptr, w_glEndConditionalRender, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFenceSync", nullptr, w_glFenceSync, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClientWaitSync", nullptr, w_glClientWaitSync, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glWaitSync", nullptr, w_glWaitSync, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDeleteSync", nullptr, w_glDeleteSync, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsSync", nullptr, w_glIsSync, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetSynciv", nullptr, w_glGetSynciv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDispatchCompute", nullptr, w_glDispatchCompute, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDispatchComputeIndirect", nullptr, w_glDispatchComputeIndirect, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMemoryBarrier", nullptr, w_glMemoryBarrier, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMemoryBarrierByRegion", nullptr, w_glMemoryBarrierByRegion, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClear", nullptr, w_glClear, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearBufferiv", nullptr, w_glClearBufferiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearBufferuiv", nullptr, w_glClearBufferuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearBufferfv", nullptr, w_glClearBufferfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearBufferfi", nullptr, w_glClearBufferfi, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearColor", nullptr, w_glClearColor, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearDepthf", nullptr, w_glClearDepthf, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearDepth", nullptr, w_glClearDepth, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearStencil", nullptr, w_glClearStencil, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEnable", nullptr, w_glEnable, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDisable", nullptr, w_glDisable, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsEnabled", nullptr, w_glIsEnabled, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEnablei", nullptr, w_glEnablei, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDisablei", nullptr, w_glDisablei, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glIsEnabledi", nullptr, w_glIsEnabledi, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendFunc", nullptr, w_glBlendFunc, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendFuncSeparate", nullptr, w_glBlendFuncSeparate, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendFunci", nullptr, w_glBlendFunci, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendFuncSeparatei", nullptr, w_glBlendFuncSeparatei, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendEquation", nullptr, w_glBlendEquation, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendEquationSeparate", nullptr, w_glBlendEquationSeparate, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendEquationi", nullptr, w_glBlendEquationi, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendEquationSeparatei", nullptr, w_glBlendEquationSeparatei, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendColor", nullptr, w_glBlendColor, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlendBarrier", nullptr, w_glBlendBarrier, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glColorMask", nullptr, w_glColorMask, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glColorMaski", nullptr, w_glColorMaski, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDepthFunc", nullptr, w_glDepthFunc, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDepthMask", nullptr, w_glDepthMask, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDepthRangef", nullptr, w_glDepthRangef, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDepthRange", nullptr, w_glDepthRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDepthRangeArrayv", nullptr, w_glDepthRangeArrayv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDepthRangeIndexed", nullptr, w_glDepthRangeIndexed, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glStencilFunc", nullptr, w_glStencilFunc, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glStencilFuncSeparate", nullptr, w_glStencilFuncSeparate, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glStencilOp", nullptr, w_glStencilOp, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glStencilOpSeparate", nullptr, w_glStencilOpSeparate, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glStencilMask", nullptr, w_glStencilMask, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glStencilMaskSeparate", nullptr, w_glStencilMaskSeparate, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCullFace", nullptr, w_glCullFace, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFrontFace", nullptr, w_glFrontFace, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPolygonMode", nullptr, w_glPolygonMode, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPolygonOffset", nullptr, w_glPolygonOffset, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPolygonOffsetClamp", nullptr, w_glPolygonOffsetClamp, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPointSize", nullptr, w_glPointSize, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPointParameteri", nullptr, w_glPointParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPointParameterf", nullptr, w_glPointParameterf, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glLineWidth", nullptr, w_glLineWidth, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glHint", nullptr, w_glHint, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPixelStorei", nullptr, w_glPixelStorei, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPixelStoref", nullptr, w_glPixelStoref, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glViewport", nullptr, w_glViewport, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glViewportIndexedf", nullptr, w_glViewportIndexedf, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glViewportIndexedfv", nullptr, w_glViewportIndexedfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glViewportArrayv", nullptr, w_glViewportArrayv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glScissor", nullptr, w_glScissor, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glScissorIndexed", nullptr, w_glScissorIndexed, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glScissorIndexedv", nullptr, w_glScissorIndexedv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glScissorArrayv", nullptr, w_glScissorArrayv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glViewportIndexedfOES", nullptr, w_glViewportIndexedfOES, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glScissorIndexedOES", nullptr, w_glScissorIndexedOES, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDepthRangeIndexedfOES", nullptr, w_glDepthRangeIndexedfOES, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPatchParameteri", nullptr, w_glPatchParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPatchParameterfv", nullptr, w_glPatchParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSampleCoverage", nullptr, w_glSampleCoverage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glSampleMaski", nullptr, w_glSampleMaski, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMinSampleShading", nullptr, w_glMinSampleShading, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glLogicOp", nullptr, w_glLogicOp, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClampColor", nullptr, w_glClampColor, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetMultisamplefv", nullptr, w_glGetMultisamplefv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClipControl", nullptr, w_glClipControl, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPrimitiveBoundingBox", nullptr, w_glPrimitiveBoundingBox, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glReadPixels", nullptr, w_glReadPixels, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glReadnPixels", nullptr, w_glReadnPixels, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetIntegerv", nullptr, w_glGetIntegerv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetFloatv", nullptr, w_glGetFloatv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetBooleanv", nullptr, w_glGetBooleanv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetInteger64v", nullptr, w_glGetInteger64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetDoublev", nullptr, w_glGetDoublev, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetIntegeri_v", nullptr, w_glGetIntegeri_v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetInteger64i_v", nullptr, w_glGetInteger64i_v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetBooleani_v", nullptr, w_glGetBooleani_v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetFloati_v", nullptr, w_glGetFloati_v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetDoublei_v", nullptr, w_glGetDoublei_v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetString", nullptr, w_glGetString, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetStringi", nullptr, w_glGetStringi, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetError", nullptr, w_glGetError, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetGraphicsResetStatus", nullptr, w_glGetGraphicsResetStatus, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetPointerv", nullptr, w_glGetPointerv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFlush", nullptr, w_glFlush, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFinish", nullptr, w_glFinish, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDebugMessageCallback", nullptr, w_glDebugMessageCallback, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDebugMessageControl", nullptr, w_glDebugMessageControl, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDebugMessageInsert", nullptr, w_glDebugMessageInsert, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetDebugMessageLog", nullptr, w_glGetDebugMessageLog, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPushDebugGroup", nullptr, w_glPushDebugGroup, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPopDebugGroup", nullptr, w_glPopDebugGroup, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glObjectLabel", nullptr, w_glObjectLabel, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetObjectLabel", nullptr, w_glGetObjectLabel, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glObjectPtrLabel", nullptr, w_glObjectPtrLabel, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetObjectPtrLabel", nullptr, w_glGetObjectPtrLabel, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveAtomicCounterBufferiv", nullptr, w_glGetActiveAtomicCounterBufferiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTransformFeedbackBufferBase", nullptr, w_glTransformFeedbackBufferBase, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTransformFeedbackBufferRange", nullptr, w_glTransformFeedbackBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateBuffers", nullptr, w_glCreateBuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedBufferStorage", nullptr, w_glNamedBufferStorage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedBufferData", nullptr, w_glNamedBufferData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedBufferSubData", nullptr, w_glNamedBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyNamedBufferSubData", nullptr, w_glCopyNamedBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearNamedBufferData", nullptr, w_glClearNamedBufferData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearNamedBufferSubData", nullptr, w_glClearNamedBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMapNamedBuffer", nullptr, w_glMapNamedBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glMapNamedBufferRange", nullptr, w_glMapNamedBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glUnmapNamedBuffer", nullptr, w_glUnmapNamedBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glFlushMappedNamedBufferRange", nullptr, w_glFlushMappedNamedBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetNamedBufferParameteriv", nullptr, w_glGetNamedBufferParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetNamedBufferParameteri64v", nullptr, w_glGetNamedBufferParameteri64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetNamedBufferPointerv", nullptr, w_glGetNamedBufferPointerv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetNamedBufferSubData", nullptr, w_glGetNamedBufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedFramebufferDrawBuffer", nullptr, w_glNamedFramebufferDrawBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedFramebufferDrawBuffers", nullptr, w_glNamedFramebufferDrawBuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedFramebufferReadBuffer", nullptr, w_glNamedFramebufferReadBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureBuffer", nullptr, w_glTextureBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureBufferRange", nullptr, w_glTextureBufferRange, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayElementBuffer", nullptr, w_glVertexArrayElementBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayVertexBuffer", nullptr, w_glVertexArrayVertexBuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayVertexBuffers", nullptr, w_glVertexArrayVertexBuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryBufferObjecti64v", nullptr, w_glGetQueryBufferObjecti64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryBufferObjectiv", nullptr, w_glGetQueryBufferObjectiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryBufferObjectui64v", nullptr, w_glGetQueryBufferObjectui64v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetQueryBufferObjectuiv", nullptr, w_glGetQueryBufferObjectuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateVertexArrays", nullptr, w_glCreateVertexArrays, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glDisableVertexArrayAttrib", nullptr, w_glDisableVertexArrayAttrib, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glEnableVertexArrayAttrib", nullptr, w_glEnableVertexArrayAttrib, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayAttribBinding", nullptr, w_glVertexArrayAttribBinding, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayAttribFormat", nullptr, w_glVertexArrayAttribFormat, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayAttribIFormat", nullptr, w_glVertexArrayAttribIFormat, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayAttribLFormat", nullptr, w_glVertexArrayAttribLFormat, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexArrayBindingDivisor", nullptr, w_glVertexArrayBindingDivisor, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexArrayiv", nullptr, w_glGetVertexArrayiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexArrayIndexediv", nullptr, w_glGetVertexArrayIndexediv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetVertexArrayIndexed64iv", nullptr, w_glGetVertexArrayIndexed64iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedFramebufferTexture", nullptr, w_glNamedFramebufferTexture, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedFramebufferTextureLayer", nullptr, w_glNamedFramebufferTextureLayer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateTextures", nullptr, w_glCreateTextures, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureStorage1D", nullptr, w_glTextureStorage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureStorage2D", nullptr, w_glTextureStorage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureStorage3D", nullptr, w_glTextureStorage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureStorage2DMultisample", nullptr, w_glTextureStorage2DMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureStorage3DMultisample", nullptr, w_glTextureStorage3DMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureSubImage1D", nullptr, w_glTextureSubImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureSubImage2D", nullptr, w_glTextureSubImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureSubImage3D", nullptr, w_glTextureSubImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTextureSubImage1D", nullptr, w_glCompressedTextureSubImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTextureSubImage2D", nullptr, w_glCompressedTextureSubImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCompressedTextureSubImage3D", nullptr, w_glCompressedTextureSubImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTextureSubImage1D", nullptr, w_glCopyTextureSubImage1D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTextureSubImage2D", nullptr, w_glCopyTextureSubImage2D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCopyTextureSubImage3D", nullptr, w_glCopyTextureSubImage3D, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureParameterf", nullptr, w_glTextureParameterf, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureParameterfv", nullptr, w_glTextureParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureParameteri", nullptr, w_glTextureParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureParameterIiv", nullptr, w_glTextureParameterIiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureParameterIuiv", nullptr, w_glTextureParameterIuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glTextureParameteriv", nullptr, w_glTextureParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGenerateTextureMipmap", nullptr, w_glGenerateTextureMipmap, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBindTextureUnit", nullptr, w_glBindTextureUnit, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureImage", nullptr, w_glGetTextureImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetCompressedTextureImage", nullptr, w_glGetCompressedTextureImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureLevelParameterfv", nullptr, w_glGetTextureLevelParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureLevelParameteriv", nullptr, w_glGetTextureLevelParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureParameterfv", nullptr, w_glGetTextureParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureParameterIiv", nullptr, w_glGetTextureParameterIiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureParameterIuiv", nullptr, w_glGetTextureParameterIuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureParameteriv", nullptr, w_glGetTextureParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTextureSubImage", nullptr, w_glGetTextureSubImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetCompressedTextureSubImage", nullptr, w_glGetCompressedTextureSubImage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateFramebuffers", nullptr, w_glCreateFramebuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedFramebufferRenderbuffer", nullptr, w_glNamedFramebufferRenderbuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedFramebufferParameteri", nullptr, w_glNamedFramebufferParameteri, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateNamedFramebufferData", nullptr, w_glInvalidateNamedFramebufferData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glInvalidateNamedFramebufferSubData", nullptr, w_glInvalidateNamedFramebufferSubData, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearNamedFramebufferiv", nullptr, w_glClearNamedFramebufferiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearNamedFramebufferuiv", nullptr, w_glClearNamedFramebufferuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearNamedFramebufferfv", nullptr, w_glClearNamedFramebufferfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glClearNamedFramebufferfi", nullptr, w_glClearNamedFramebufferfi, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glBlitNamedFramebuffer", nullptr, w_glBlitNamedFramebuffer, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCheckNamedFramebufferStatus", nullptr, w_glCheckNamedFramebufferStatus, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetNamedFramebufferParameteriv", nullptr, w_glGetNamedFramebufferParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetNamedFramebufferAttachmentParameteriv", nullptr, w_glGetNamedFramebufferAttachmentParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateRenderbuffers", nullptr, w_glCreateRenderbuffers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedRenderbufferStorage", nullptr, w_glNamedRenderbufferStorage, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glNamedRenderbufferStorageMultisample", nullptr, w_glNamedRenderbufferStorageMultisample, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetNamedRenderbufferParameteriv", nullptr, w_glGetNamedRenderbufferParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateTransformFeedbacks", nullptr, w_glCreateTransformFeedbacks, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTransformFeedbackiv", nullptr, w_glGetTransformFeedbackiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTransformFeedbacki_v", nullptr, w_glGetTransformFeedbacki_v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetTransformFeedbacki64_v", nullptr, w_glGetTransformFeedbacki64_v, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateSamplers", nullptr, w_glCreateSamplers, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateProgramPipelines", nullptr, w_glCreateProgramPipelines, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glCreateQueries", nullptr, w_glCreateQueries, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib1d", nullptr, w_glVertexAttrib1d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib1dv", nullptr, w_glVertexAttrib1dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib1s", nullptr, w_glVertexAttrib1s, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib1sv", nullptr, w_glVertexAttrib1sv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib2d", nullptr, w_glVertexAttrib2d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib2dv", nullptr, w_glVertexAttrib2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib2s", nullptr, w_glVertexAttrib2s, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib2sv", nullptr, w_glVertexAttrib2sv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib3d", nullptr, w_glVertexAttrib3d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib3dv", nullptr, w_glVertexAttrib3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib3s", nullptr, w_glVertexAttrib3s, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib3sv", nullptr, w_glVertexAttrib3sv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4Nbv", nullptr, w_glVertexAttrib4Nbv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4Niv", nullptr, w_glVertexAttrib4Niv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4Nsv", nullptr, w_glVertexAttrib4Nsv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4Nub", nullptr, w_glVertexAttrib4Nub, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4Nubv", nullptr, w_glVertexAttrib4Nubv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4Nuiv", nullptr, w_glVertexAttrib4Nuiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4Nusv", nullptr, w_glVertexAttrib4Nusv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4bv", nullptr, w_glVertexAttrib4bv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4d", nullptr, w_glVertexAttrib4d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4dv", nullptr, w_glVertexAttrib4dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4iv", nullptr, w_glVertexAttrib4iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4s", nullptr, w_glVertexAttrib4s, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4sv", nullptr, w_glVertexAttrib4sv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4ubv", nullptr, w_glVertexAttrib4ubv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4uiv", nullptr, w_glVertexAttrib4uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttrib4usv", nullptr, w_glVertexAttrib4usv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI1i", nullptr, w_glVertexAttribI1i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI2i", nullptr, w_glVertexAttribI2i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI3i", nullptr, w_glVertexAttribI3i, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI1ui", nullptr, w_glVertexAttribI1ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI2ui", nullptr, w_glVertexAttribI2ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI3ui", nullptr, w_glVertexAttribI3ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI1iv", nullptr, w_glVertexAttribI1iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI2iv", nullptr, w_glVertexAttribI2iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI3iv", nullptr, w_glVertexAttribI3iv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI1uiv", nullptr, w_glVertexAttribI1uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI2uiv", nullptr, w_glVertexAttribI2uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI3uiv", nullptr, w_glVertexAttribI3uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4bv", nullptr, w_glVertexAttribI4bv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4sv", nullptr, w_glVertexAttribI4sv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4ubv", nullptr, w_glVertexAttribI4ubv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribI4usv", nullptr, w_glVertexAttribI4usv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP1ui", nullptr, w_glVertexAttribP1ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP1uiv", nullptr, w_glVertexAttribP1uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP2ui", nullptr, w_glVertexAttribP2ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP2uiv", nullptr, w_glVertexAttribP2uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP3ui", nullptr, w_glVertexAttribP3ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP3uiv", nullptr, w_glVertexAttribP3uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP4ui", nullptr, w_glVertexAttribP4ui, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribP4uiv", nullptr, w_glVertexAttribP4uiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL2d", nullptr, w_glVertexAttribL2d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL3d", nullptr, w_glVertexAttribL3d, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL1dv", nullptr, w_glVertexAttribL1dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL2dv", nullptr, w_glVertexAttribL2dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glVertexAttribL3dv", nullptr, w_glVertexAttribL3dv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPointParameterfv", nullptr, w_glPointParameterfv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glPointParameteriv", nullptr, w_glPointParameteriv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveSubroutineUniformiv", nullptr, w_glGetActiveSubroutineUniformiv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveSubroutineUniformName", nullptr, w_glGetActiveSubroutineUniformName, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetActiveSubroutineName", nullptr, w_glGetActiveSubroutineName, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glShaderBinary", nullptr, w_glShaderBinary, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetProgramBinary", nullptr, w_glGetProgramBinary, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glProgramBinary", nullptr, w_glProgramBinary, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
    {"glGetnUniformdv", nullptr, w_glGetnUniformdv, nullptr, nullptr, nullptr, napi_enumerable, nullptr},
  };
  napi_value obj;
  napi_create_object(env, &obj);
  napi_define_properties(env, obj, sizeof(kProps) / sizeof(kProps[0]), kProps);
  return obj;
}
}  // namespace mg
