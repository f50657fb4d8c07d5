// Headless EGL contexts: one surfaceless Mesa display per process. A context is either configless and
// made current without a surface (rendering goes to FBOs), or, when asked for a default framebuffer,
// created on an RGBA8 + depth24/stencil8 pbuffer config and made current on a pbuffer of that size, so
// framebuffer 0 is a real window-system framebuffer exactly as a scenario expects (DESIGN §7). Every EGL failure becomes a JS Error whose message and
// `code` carry the EGL error name.
#include <EGL/egl.h>
#include <EGL/eglext.h>

#include <deque>
#include <map>
#include <mutex>
#include <napi.h>
#include <string>

#include "context-state.h"
#include "marshal.h"

namespace mg {

namespace {

struct Context {
  EGLContext egl;
  EGLSurface surface;  // EGL_NO_SURFACE for configless contexts
  EGLenum api;  // EGL_OPENGL_ES_API or EGL_OPENGL_API
  bool debug;
  bool debugHooked = false;
};

EGLDisplay g_display = EGL_NO_DISPLAY;
std::map<uint32_t, Context> g_contexts;
uint32_t g_nextId = 1;
uint32_t g_current = 0;

struct DebugMessage {
  uint32_t ctx;
  GLenum source, type, severity;
  GLuint id;
  std::string text;
};
std::mutex g_debugMutex;  // the callback may run on a driver thread when output is asynchronous
std::deque<DebugMessage> g_debugQueue;
uint64_t g_debugDropped = 0;
constexpr size_t kDebugQueueMax = 4096;

const char* EglErrorName(EGLint e) {
  switch (e) {
#define E(x) case x: return #x;
    E(EGL_SUCCESS) E(EGL_NOT_INITIALIZED) E(EGL_BAD_ACCESS) E(EGL_BAD_ALLOC) E(EGL_BAD_ATTRIBUTE)
    E(EGL_BAD_CONFIG) E(EGL_BAD_CONTEXT) E(EGL_BAD_CURRENT_SURFACE) E(EGL_BAD_DISPLAY) E(EGL_BAD_MATCH)
    E(EGL_BAD_NATIVE_PIXMAP) E(EGL_BAD_NATIVE_WINDOW) E(EGL_BAD_PARAMETER) E(EGL_BAD_SURFACE)
    E(EGL_CONTEXT_LOST)
#undef E
    default: return "EGL_UNKNOWN_ERROR";
  }
}

[[noreturn]] void ThrowEgl(Napi::Env env, const std::string& what) {
  EGLint e = eglGetError();
  char hex[16];
  snprintf(hex, sizeof hex, "0x%04X", e);
  Napi::Error err = Napi::Error::New(env, what + " failed: " + EglErrorName(e) + " (" + hex + ")");
  err.Set("code", Napi::String::New(env, EglErrorName(e)));
  err.Set("eglError", Napi::Number::New(env, e));
  throw err;
}

EGLDisplay Display(Napi::Env env) {
  if (g_display != EGL_NO_DISPLAY) return g_display;
  EGLDisplay d = eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
  if (d == EGL_NO_DISPLAY) ThrowEgl(env, "eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA)");
  EGLint major, minor;
  if (!eglInitialize(d, &major, &minor)) ThrowEgl(env, "eglInitialize");
  return g_display = d;
}

Context& Lookup(Napi::Env env, const Napi::Value& v) {
  if (!v.IsNumber()) throw Napi::TypeError::New(env, "context id must be a number");
  auto it = g_contexts.find(v.As<Napi::Number>().Uint32Value());
  if (it == g_contexts.end()) throw Napi::Error::New(env, "context was destroyed or never existed");
  return it->second;
}

void Release(Napi::Env env) {
  if (g_current == 0) return;
  Context& c = g_contexts[g_current];
  // eglMakeCurrent(NO_CONTEXT) releases the context of the *bound* API, so bind the current one's API.
  eglBindAPI(c.api);
  if (!eglMakeCurrent(g_display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT)) ThrowEgl(env, "eglMakeCurrent(release)");
  g_current = 0;
  g_api = 0;
}

void HookDebug(Context& c, uint32_t id) {
  if (!c.debug || c.debugHooked) return;
  c.debugHooked = true;
  auto enable = reinterpret_cast<PFNGLENABLEPROC>(GlProc("glEnable"));
  auto callback = reinterpret_cast<PFNGLDEBUGMESSAGECALLBACKPROC>(GlProc("glDebugMessageCallback"));
  enable(GL_DEBUG_OUTPUT);
  enable(GL_DEBUG_OUTPUT_SYNCHRONOUS);  // messages arrive on this thread, in call order
  callback(DebugCollector, reinterpret_cast<void*>(static_cast<uintptr_t>(id)));
}

Napi::Value CreateContext(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  std::string api = info[0].As<Napi::String>();
  int major = info[1].As<Napi::Number>().Int32Value();
  int minor = info[2].As<Napi::Number>().Int32Value();
  std::string profile = info[3].IsString() ? info[3].As<Napi::String>().Utf8Value() : "";
  bool debug = info[4].ToBoolean();
  int surfaceWidth = info.Length() > 6 && info[5].IsNumber() ? info[5].As<Napi::Number>().Int32Value() : 0;
  int surfaceHeight = info.Length() > 6 && info[6].IsNumber() ? info[6].As<Napi::Number>().Int32Value() : 0;
  if (surfaceWidth < 0 || surfaceHeight < 0 || (surfaceWidth == 0) != (surfaceHeight == 0)) {
    throw Napi::RangeError::New(env, "surface width and height must both be positive (or both absent)");
  }
  if (api != "gles" && api != "gl") throw Napi::TypeError::New(env, "api must be 'gles' or 'gl'");
  EGLDisplay d = Display(env);

  EGLenum eglApi = api == "gles" ? EGL_OPENGL_ES_API : EGL_OPENGL_API;
  EGLint attribs[16];
  int n = 0;
  attribs[n++] = EGL_CONTEXT_MAJOR_VERSION, attribs[n++] = major;
  attribs[n++] = EGL_CONTEXT_MINOR_VERSION, attribs[n++] = minor;
  if (eglApi == EGL_OPENGL_API) {
    attribs[n++] = EGL_CONTEXT_OPENGL_PROFILE_MASK;
    attribs[n++] = profile == "core" ? EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT : EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT;
  }
  if (debug) attribs[n++] = EGL_CONTEXT_OPENGL_DEBUG, attribs[n++] = EGL_TRUE;
  attribs[n++] = EGL_NONE;

  if (!eglBindAPI(eglApi)) ThrowEgl(env, "eglBindAPI");
  EGLConfig config = EGL_NO_CONFIG_KHR;
  if (surfaceWidth > 0) {
    const EGLint configAttribs[] = {
        EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
        EGL_RENDERABLE_TYPE, eglApi == EGL_OPENGL_ES_API ? EGL_OPENGL_ES3_BIT : EGL_OPENGL_BIT,
        EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8,
        EGL_DEPTH_SIZE, 24, EGL_STENCIL_SIZE, 8, EGL_NONE};
    EGLint count = 0;
    if (!eglChooseConfig(d, configAttribs, &config, 1, &count)) ThrowEgl(env, "eglChooseConfig");
    if (count == 0) throw Napi::Error::New(env, "eglChooseConfig: no RGBA8 + D24S8 pbuffer config for " + api);
  }
  EGLContext ctx = eglCreateContext(d, config, EGL_NO_CONTEXT, attribs);
  if (ctx == EGL_NO_CONTEXT) {
    ThrowEgl(env, "eglCreateContext(" + api + " " + std::to_string(major) + "." + std::to_string(minor) +
                      (profile.empty() ? "" : " " + profile) + ")");
  }
  EGLSurface surface = EGL_NO_SURFACE;
  if (surfaceWidth > 0) {
    const EGLint pbufferAttribs[] = {EGL_WIDTH, surfaceWidth, EGL_HEIGHT, surfaceHeight, EGL_NONE};
    surface = eglCreatePbufferSurface(d, config, pbufferAttribs);
    if (surface == EGL_NO_SURFACE) {
      eglDestroyContext(d, ctx);
      ThrowEgl(env, "eglCreatePbufferSurface(" + std::to_string(surfaceWidth) + "x" + std::to_string(surfaceHeight) + ")");
    }
  }
  uint32_t id = g_nextId++;
  g_contexts[id] = {ctx, surface, eglApi, debug};
  return Napi::Number::New(env, id);
}

Napi::Value MakeCurrent(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  // The context goes back to this thread first (driver-thread.cc): a context changes only where JS sees it current.
  if (!ReclaimFromDriverThread(env)) return env.Undefined();
  Context& c = Lookup(env, info[0]);
  uint32_t id = info[0].As<Napi::Number>().Uint32Value();
  if (g_current == id) return env.Undefined();
  // Only one context current per thread, whatever its API: GL dispatch is one table per thread.
  Release(env);
  eglBindAPI(c.api);
  if (!eglMakeCurrent(g_display, c.surface, c.surface, c.egl)) ThrowEgl(env, "eglMakeCurrent");
  g_current = id;
  g_api = c.api == EGL_OPENGL_ES_API ? 1 : 2;
  HookDebug(c, id);
  return env.Undefined();
}

Napi::Value ReleaseCurrent(const Napi::CallbackInfo& info) {
  if (!ReclaimFromDriverThread(info.Env())) return info.Env().Undefined();
  Release(info.Env());
  return info.Env().Undefined();
}

Napi::Value DestroyContext(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (!ReclaimFromDriverThread(env)) return env.Undefined();
  Context& c = Lookup(env, info[0]);
  uint32_t id = info[0].As<Napi::Number>().Uint32Value();
  if (g_current == id) Release(env);
  DetachContextMappings(id);
  EGLContext egl = c.egl;
  EGLSurface surface = c.surface;
  g_contexts.erase(id);
  if (surface != EGL_NO_SURFACE && !eglDestroySurface(g_display, surface)) ThrowEgl(env, "eglDestroySurface");
  if (!eglDestroyContext(g_display, egl)) ThrowEgl(env, "eglDestroyContext");
  return env.Undefined();
}

Napi::Value CurrentContext(const Napi::CallbackInfo& info) { return Napi::Number::New(info.Env(), g_current); }

Napi::Value TakeDebugMessages(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  // The messages of the batches the driver thread has not made yet come after it made them.
  if (!ReclaimFromDriverThread(env)) return env.Undefined();
  std::deque<DebugMessage> q;
  uint64_t dropped;
  {
    std::lock_guard<std::mutex> lock(g_debugMutex);
    q.swap(g_debugQueue);
    dropped = g_debugDropped;
    g_debugDropped = 0;
  }
  Napi::Array out = Napi::Array::New(env, q.size());
  uint32_t i = 0;
  for (auto& m : q) {
    Napi::Object o = Napi::Object::New(env);
    o.Set("contextId", m.ctx);
    o.Set("source", m.source);
    o.Set("type", m.type);
    o.Set("id", m.id);
    o.Set("severity", m.severity);
    o.Set("message", m.text);
    out.Set(i++, o);
  }
  if (dropped) out.Set("dropped", Napi::Number::New(env, static_cast<double>(dropped)));
  return out;
}

Napi::Value DisplayInfo(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  EGLDisplay d = Display(env);
  Napi::Object o = Napi::Object::New(env);
  o.Set("version", eglQueryString(d, EGL_VERSION));
  o.Set("vendor", eglQueryString(d, EGL_VENDOR));
  o.Set("clientApis", eglQueryString(d, EGL_CLIENT_APIS));
  o.Set("extensions", eglQueryString(d, EGL_EXTENSIONS));
  return o;
}

}  // namespace

uint32_t CurrentContextId() { return g_current; }

bool CurrentEglTarget(EglTarget* out) {
  if (g_current == 0) return false;
  const Context& c = g_contexts[g_current];
  out->display = g_display;
  out->surface = c.surface;
  out->context = c.egl;
  out->api = c.api;
  return true;
}

void APIENTRY DebugCollector(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length,
                             const GLchar* message, const void* userParam) {
  std::lock_guard<std::mutex> lock(g_debugMutex);
  if (g_debugQueue.size() >= kDebugQueueMax) {
    g_debugDropped++;
    return;
  }
  std::string text = length >= 0 ? std::string(message, length) : std::string(message);
  g_debugQueue.push_back({static_cast<uint32_t>(reinterpret_cast<uintptr_t>(userParam)), source, type, severity, id,
                          std::move(text)});
}

void InitContexts(Napi::Env env, Napi::Object exports) {
  exports.Set("createContext", Napi::Function::New(env, CreateContext, "createContext"));
  exports.Set("makeCurrent", Napi::Function::New(env, MakeCurrent, "makeCurrent"));
  exports.Set("releaseCurrent", Napi::Function::New(env, ReleaseCurrent, "releaseCurrent"));
  exports.Set("destroyContext", Napi::Function::New(env, DestroyContext, "destroyContext"));
  exports.Set("currentContext", Napi::Function::New(env, CurrentContext, "currentContext"));
  exports.Set("takeDebugMessages", Napi::Function::New(env, TakeDebugMessages, "takeDebugMessages"));
  exports.Set("displayInfo", Napi::Function::New(env, DisplayInfo, "displayInfo"));
}

}  // namespace mg
