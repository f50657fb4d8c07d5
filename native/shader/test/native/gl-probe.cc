// Test-only oracle: a headless EGL + OpenGL ES 3.2 context that compiles and links the ESSL that
// SPIRV-Cross produced and returns what the driver reports about the linked program through the
// ES 3.1 program-interface queries. Kept inside native/shader/test so the shader tests do not
// depend on the native/gl addon being built.
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl32.h>
#include <napi.h>

#include <string>
#include <vector>

namespace {

EGLDisplay gDisplay = EGL_NO_DISPLAY;
EGLContext gContext = EGL_NO_CONTEXT;

Napi::Value Init(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (gContext == EGL_NO_CONTEXT) {
    auto getPlatformDisplay = reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(eglGetProcAddress("eglGetPlatformDisplayEXT"));
    if (getPlatformDisplay) gDisplay = getPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
    if (gDisplay == EGL_NO_DISPLAY) gDisplay = eglGetDisplay(EGL_DEFAULT_DISPLAY);
    if (gDisplay == EGL_NO_DISPLAY || !eglInitialize(gDisplay, nullptr, nullptr))
      throw Napi::Error::New(env, "gl-probe: no EGL display");
    eglBindAPI(EGL_OPENGL_ES_API);
    const EGLint attribs[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 2, EGL_NONE};
    gContext = eglCreateContext(gDisplay, EGL_NO_CONFIG_KHR, EGL_NO_CONTEXT, attribs);
    if (gContext == EGL_NO_CONTEXT) throw Napi::Error::New(env, "gl-probe: eglCreateContext(ES 3.2) failed");
    if (!eglMakeCurrent(gDisplay, EGL_NO_SURFACE, EGL_NO_SURFACE, gContext))
      throw Napi::Error::New(env, "gl-probe: eglMakeCurrent failed");
  }
  Napi::Object r = Napi::Object::New(env);
  r.Set("renderer", reinterpret_cast<const char*>(glGetString(GL_RENDERER)));
  r.Set("version", reinterpret_cast<const char*>(glGetString(GL_VERSION)));
  return r;
}

std::string ResourceName(GLuint prog, GLenum iface, GLuint i) {
  GLint len = 0;
  const GLenum p = GL_NAME_LENGTH;
  glGetProgramResourceiv(prog, iface, i, 1, &p, 1, nullptr, &len);
  std::string s(static_cast<size_t>(len > 0 ? len : 1), '\0');
  GLsizei got = 0;
  glGetProgramResourceName(prog, iface, i, static_cast<GLsizei>(s.size()), &got, s.data());
  s.resize(static_cast<size_t>(got));
  return s;
}

// Every resource of one interface as {name, <prop>: value...}.
Napi::Array Resources(Napi::Env env, GLuint prog, GLenum iface, const std::vector<std::pair<const char*, GLenum>>& props) {
  GLint count = 0;
  glGetProgramInterfaceiv(prog, iface, GL_ACTIVE_RESOURCES, &count);
  Napi::Array arr = Napi::Array::New(env);
  for (GLint i = 0; i < count; ++i) {
    Napi::Object o = Napi::Object::New(env);
    o.Set("name", ResourceName(prog, iface, static_cast<GLuint>(i)));
    for (const auto& [key, prop] : props) {
      GLint v = 0;
      glGetProgramResourceiv(prog, iface, static_cast<GLuint>(i), 1, &prop, 1, nullptr, &v);
      o.Set(key, v);
    }
    arr.Set(arr.Length(), o);
  }
  return arr;
}

std::string ShaderLog(GLuint s) {
  GLint len = 0;
  glGetShaderiv(s, GL_INFO_LOG_LENGTH, &len);
  std::string l(static_cast<size_t>(len > 0 ? len : 1), '\0');
  glGetShaderInfoLog(s, static_cast<GLsizei>(l.size()), nullptr, l.data());
  return l.c_str();
}

Napi::Value Link(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Object stages = info[0].As<Napi::Object>();
  std::vector<std::string> xfb;
  if (info.Length() > 1 && info[1].IsArray()) {
    Napi::Array a = info[1].As<Napi::Array>();
    for (uint32_t i = 0; i < a.Length(); ++i) xfb.push_back(a.Get(i).ToString().Utf8Value());
  }
  Napi::Object r = Napi::Object::New(env);
  std::string log;
  GLuint prog = glCreateProgram();
  std::vector<GLuint> shaders;
  bool compiled = true;
  const std::pair<const char*, GLenum> kinds[] = {
      {"vertex", GL_VERTEX_SHADER}, {"tessControl", GL_TESS_CONTROL_SHADER}, {"tessEvaluation", GL_TESS_EVALUATION_SHADER},
      {"geometry", GL_GEOMETRY_SHADER}, {"fragment", GL_FRAGMENT_SHADER}, {"compute", GL_COMPUTE_SHADER}};
  for (const auto& [name, type] : kinds) {
    if (!stages.Has(name)) continue;
    std::string src = stages.Get(name).ToString().Utf8Value();
    GLuint s = glCreateShader(type);
    const char* p = src.c_str();
    glShaderSource(s, 1, &p, nullptr);
    glCompileShader(s);
    GLint ok = 0;
    glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
    if (!ok) {
      compiled = false;
      log += std::string(name) + ": " + ShaderLog(s);
    }
    glAttachShader(prog, s);
    shaders.push_back(s);
  }
  if (!xfb.empty()) {
    std::vector<const char*> names;
    for (const auto& n : xfb) names.push_back(n.c_str());
    glTransformFeedbackVaryings(prog, static_cast<GLsizei>(names.size()), names.data(), GL_INTERLEAVED_ATTRIBS);
  }
  GLint linked = 0;
  if (compiled) {
    glLinkProgram(prog);
    glGetProgramiv(prog, GL_LINK_STATUS, &linked);
    GLint len = 0;
    glGetProgramiv(prog, GL_INFO_LOG_LENGTH, &len);
    std::string l(static_cast<size_t>(len > 0 ? len : 1), '\0');
    glGetProgramInfoLog(prog, static_cast<GLsizei>(l.size()), nullptr, l.data());
    log += l.c_str();
  }
  r.Set("ok", linked != 0);
  r.Set("log", log);
  if (linked) {
    r.Set("inputs", Resources(env, prog, GL_PROGRAM_INPUT, {{"type", GL_TYPE}, {"arraySize", GL_ARRAY_SIZE}, {"location", GL_LOCATION}}));
    r.Set("outputs", Resources(env, prog, GL_PROGRAM_OUTPUT, {{"type", GL_TYPE}, {"arraySize", GL_ARRAY_SIZE}, {"location", GL_LOCATION}}));
    r.Set("uniforms", Resources(env, prog, GL_UNIFORM,
                                {{"type", GL_TYPE}, {"arraySize", GL_ARRAY_SIZE}, {"offset", GL_OFFSET}, {"blockIndex", GL_BLOCK_INDEX},
                                 {"arrayStride", GL_ARRAY_STRIDE}, {"matrixStride", GL_MATRIX_STRIDE}, {"location", GL_LOCATION}}));
    r.Set("uniformBlocks", Resources(env, prog, GL_UNIFORM_BLOCK,
                                     {{"binding", GL_BUFFER_BINDING}, {"dataSize", GL_BUFFER_DATA_SIZE}, {"numMembers", GL_NUM_ACTIVE_VARIABLES}}));
    r.Set("storageBlocks", Resources(env, prog, GL_SHADER_STORAGE_BLOCK,
                                     {{"binding", GL_BUFFER_BINDING}, {"dataSize", GL_BUFFER_DATA_SIZE}, {"numMembers", GL_NUM_ACTIVE_VARIABLES}}));
    r.Set("bufferVariables", Resources(env, prog, GL_BUFFER_VARIABLE,
                                       {{"type", GL_TYPE}, {"arraySize", GL_ARRAY_SIZE}, {"offset", GL_OFFSET}, {"blockIndex", GL_BLOCK_INDEX},
                                        {"arrayStride", GL_ARRAY_STRIDE}, {"matrixStride", GL_MATRIX_STRIDE},
                                        {"topLevelArraySize", GL_TOP_LEVEL_ARRAY_SIZE}, {"topLevelArrayStride", GL_TOP_LEVEL_ARRAY_STRIDE}}));
    r.Set("xfbVaryings", Resources(env, prog, GL_TRANSFORM_FEEDBACK_VARYING, {{"type", GL_TYPE}, {"arraySize", GL_ARRAY_SIZE}}));
    // Opaque uniforms: the binding is the uniform's value.
    Napi::Object bindings = Napi::Object::New(env);
    Napi::Array us = r.Get("uniforms").As<Napi::Array>();
    for (uint32_t i = 0; i < us.Length(); ++i) {
      Napi::Object u = us.Get(i).As<Napi::Object>();
      GLint loc = u.Get("location").ToNumber().Int32Value();
      if (loc < 0) continue;
      GLint v = -1;
      glGetUniformiv(prog, loc, &v);
      bindings.Set(u.Get("name").ToString(), v);
    }
    r.Set("uniformValuesAsInt", bindings);
    if (stages.Has("compute")) {
      GLint size[3] = {0, 0, 0};
      glGetProgramiv(prog, GL_COMPUTE_WORK_GROUP_SIZE, size);
      Napi::Array a = Napi::Array::New(env, 3);
      for (uint32_t d = 0; d < 3; ++d) a.Set(d, size[d]);
      r.Set("computeWorkGroupSize", a);
    }
  }
  for (GLuint s : shaders) glDeleteShader(s);
  glDeleteProgram(prog);
  r.Set("glError", static_cast<int>(glGetError()));
  return r;
}

Napi::Object InitModule(Napi::Env env, Napi::Object exports) {
  exports.Set("init", Napi::Function::New(env, Init, "init"));
  exports.Set("link", Napi::Function::New(env, Link, "link"));
  return exports;
}

}  // namespace

NODE_API_MODULE(mgpipe_shader_glprobe, InitModule)
