// Argument marshalling shared by the generated wrappers (entry-points.generated.cc). Everything here is
// raw N-API so that number-only calls allocate nothing; each reader throws a TypeError/RangeError naming
// the GL function and parameter and returns false, and the wrapper then returns without calling GL.
#pragma once
#include <node_api.h>
#include <GL/glcorearb.h>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#define MG_LIKELY(x) __builtin_expect(!!(x), 1)

namespace mg {

// ---- context API state and lazily resolved GL pointers -------------------------------------------------
extern uint32_t g_api;  // API mask of the current context: 1 = GLES, 2 = desktop GL, 0 = none
extern const uint32_t kProcCount;
extern const char* const g_procNames[];
extern void* g_procs[];
void* ProcSlow(napi_env env, uint32_t idx, uint32_t mask);
// driver-thread.cc: true while the driver thread holds the current context. Every entry point takes it back before it
// touches the driver (false, with a JS error pending, when EGL refused).
extern bool g_driverThreadOwns;
bool ReclaimFromDriverThread(napi_env env);
inline void* Proc(napi_env env, uint32_t idx, uint32_t mask) {
  if (__builtin_expect(g_driverThreadOwns, 0) && !ReclaimFromDriverThread(env)) return nullptr;
  void* p = g_procs[idx];
  if (MG_LIKELY(p != nullptr && (g_api & mask) != 0)) return p;
  return ProcSlow(env, idx, mask);
}
napi_value CreateEntryPoints(napi_env env);

// ---- errors ------------------------------------------------------------------------------------------
napi_value ThrowArgc(napi_env env, const char* fn, size_t want, size_t got);
bool ThrowType(napi_env env, const char* fn, const char* param, const char* expected);
bool ThrowRange(napi_env env, const char* fn, const char* param, const std::string& what);
// Client memory shorter than what GL would touch: a RangeError with code ERR_GL_CLIENT_MEMORY, which the
// reference lane turns into GL_INVALID_OPERATION (the front end's rule for too-short client memory).
bool ThrowShort(napi_env env, const char* fn, const char* param, const std::string& what);

// ---- scalars -----------------------------------------------------------------------------------------
bool ArgU32Slow(napi_env env, napi_value v, const char* fn, const char* p, uint32_t* out);
inline bool ArgU32(napi_env env, napi_value v, const char* fn, const char* p, uint32_t* out) {
  return napi_get_value_uint32(env, v, out) == napi_ok || ArgU32Slow(env, v, fn, p, out);
}
inline bool ArgBool(napi_env env, napi_value v, const char* fn, const char* p, uint32_t* out) {
  return napi_get_value_uint32(env, v, out) == napi_ok || ArgU32Slow(env, v, fn, p, out);
}
inline bool ArgI32(napi_env env, napi_value v, const char* fn, const char* p, int32_t* out) {
  if (napi_get_value_int32(env, v, out) == napi_ok) return true;
  uint32_t u;
  if (!ArgU32Slow(env, v, fn, p, &u)) return false;
  *out = static_cast<int32_t>(u);
  return true;
}
inline bool ArgF64(napi_env env, napi_value v, const char* fn, const char* p, double* out) {
  return napi_get_value_double(env, v, out) == napi_ok || ThrowType(env, fn, p, "a number");
}
bool ArgI64(napi_env env, napi_value v, const char* fn, const char* p, int64_t* out);
bool ArgU64(napi_env env, napi_value v, const char* fn, const char* p, uint64_t* out);
bool ArgPtr(napi_env env, napi_value v, const char* fn, const char* p, void** out);

// ---- pointers ----------------------------------------------------------------------------------------
struct Data {
  const void* ptr = nullptr;
  size_t bytes = 0;
  bool view = false;  // false: null or a buffer offset, no length to check
};
bool ArgData(napi_env env, napi_value v, const char* fn, const char* p, Data* out);
bool NeedData(napi_env env, const char* fn, const char* p, const Data& d, int64_t bytes);
// `p!` rows: a number would be dereferenced as an address (no buffer object backs the pointer).
bool NeedClient(napi_env env, const char* fn, const char* p, const Data& d);

struct Typed {
  void* ptr = nullptr;
  size_t count = 0;
  bool null = true;
};
bool ArgTyped(napi_env env, napi_value v, const char* fn, const char* p, napi_typedarray_type want,
              const char* jsType, Typed* out);
bool NeedCount(napi_env env, const char* fn, const char* p, const Typed& t, int64_t need, bool nullable,
               const char* jsType);
bool NeedBytes(napi_env env, const char* fn, const char* p, const Typed& t, size_t elem, int64_t need,
               bool nullable);

// Scratch for outputs of unknown length (see the typings): big enough for any GL query result.
constexpr size_t kScratchBytes = 4096;
inline void* ScratchIn(const Typed& t, size_t elem, unsigned char* s) {
  size_t bytes = t.count * elem;
  if (t.null || bytes >= kScratchBytes) return t.ptr;
  std::memcpy(s, t.ptr, bytes);
  return s;
}
inline void ScratchOut(const Typed& t, size_t elem, void* used) {
  if (used != t.ptr) std::memcpy(t.ptr, used, t.count * elem);
}

struct Str {
  char small[256];
  std::string big;
  const char* c_str = small;
};
bool ArgStr(napi_env env, napi_value v, const char* fn, const char* p, Str* out);

struct StrArray {
  std::vector<std::string> strs;
  std::vector<const char*> ptrs;
};
bool ArgStrArray(napi_env env, napi_value v, const char* fn, const char* p, StrArray* out);

struct PtrArray {
  std::vector<const void*> ptrs;
};
bool ArgPtrArray(napi_env env, napi_value v, const char* fn, const char* p, PtrArray* out);
bool NeedArray(napi_env env, const char* fn, const char* p, size_t have, int64_t need);

// ---- debug output ------------------------------------------------------------------------------------
bool ArgDebugProc(napi_env env, napi_value v, const char* fn, const char* p, GLDEBUGPROC* out);
void* DebugUserParam();

// ---- size helpers named by @helper(...) annotations (pixel-store aware) ----------------------------
bool packBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t format, uint32_t type,
               int32_t w, int32_t h, int32_t depth);
bool unpackBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t format, uint32_t type,
                 int32_t w, int32_t h, int32_t depth);
bool texImageBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t target, int32_t level,
                   uint32_t format, uint32_t type);
bool compressedImageBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t target,
                          int32_t level);
// ClearBuffer(Sub)Data / ClearTex(Sub)Image: one texel of format/type (null = zeros).
bool texelBytes(napi_env env, const char* fn, const char* p, const Data& d, uint32_t format, uint32_t type);
int64_t bufferSize(uint32_t target);
int64_t namedBufferSize(uint32_t buffer);

// ---- buffer mappings (ArrayBuffers detached on unmap) -------------------------------------------------
napi_value WrapMapping(napi_env env, uint32_t target, void* ptr, int64_t bytes);
void OnUnmapBuffer(napi_env env, uint32_t target);
napi_value WrapNamedMapping(napi_env env, uint32_t buffer, void* ptr, int64_t bytes);
void OnUnmapNamedBuffer(napi_env env, uint32_t buffer);
void OnDeleteBuffers(napi_env env, int32_t n, const Typed& buffers);

// ---- returns -----------------------------------------------------------------------------------------
inline napi_value RetU32(napi_env env, uint32_t v) {
  napi_value r;
  napi_create_uint32(env, v, &r);
  return r;
}
inline napi_value RetI32(napi_env env, int32_t v) {
  napi_value r;
  napi_create_int32(env, v, &r);
  return r;
}
inline napi_value RetPtr(napi_env env, const void* v) {
  napi_value r;
  napi_create_double(env, static_cast<double>(reinterpret_cast<uintptr_t>(v)), &r);
  return r;
}
napi_value RetStr(napi_env env, const GLubyte* s);

}  // namespace mg
