// Out-of-line parts of the argument marshalling (marshal.h): slow paths, arrays, strings, errors.
#include "marshal.h"

#include <EGL/egl.h>
#include <cmath>
#include <cstring>

#include "context-state.h"

namespace mg {

uint32_t g_api = 0;

static const char* ApiName(uint32_t mask) {
  return mask == 1 ? "an OpenGL ES 3.2" : mask == 2 ? "a desktop OpenGL" : "no";
}

/**
 * GL 4.5 core commands Mesa (22.x) implements only under their ARB_robustness names: eglGetProcAddress still returns
 * a pointer for the core name, a dispatch stub that does nothing (glGetnTexImage wrote no pixels and raised no
 * error). On desktop GL the ARB entry point, the same command, is taken when the driver has it.
 */
static const char* ArbRobustnessName(const char* name) {
  static const char* const kPairs[][2] = {
    {"glGetnTexImage", "glGetnTexImageARB"},
    {"glGetnCompressedTexImage", "glGetnCompressedTexImageARB"},
    {"glGetnUniformdv", "glGetnUniformdvARB"},
  };
  for (const auto& pair : kPairs) if (std::strcmp(pair[0], name) == 0) return pair[1];
  return nullptr;
}

void* ProcSlow(napi_env env, uint32_t idx, uint32_t mask) {
  const char* name = g_procNames[idx];
  if (g_api == 2) {
    const char* arb = ArbRobustnessName(name);
    void* p = arb ? reinterpret_cast<void*>(eglGetProcAddress(arb)) : nullptr;
    if (p && (g_api & mask) != 0) return g_procs[idx] = p;
  }
  std::string msg;
  if (g_api == 0) {
    msg = std::string(name) + ": no current GL context (call makeCurrent() first)";
  } else if ((g_api & mask) == 0) {
    msg = std::string(name) + " is not available in " + ApiName(g_api) + " context";
  } else {
    void* p = reinterpret_cast<void*>(eglGetProcAddress(name));
    if (p) return g_procs[idx] = p;
    msg = std::string(name) + ": eglGetProcAddress returned NULL";
  }
  napi_throw_error(env, "ERR_GL_UNAVAILABLE", msg.c_str());
  return nullptr;
}

napi_value ThrowArgc(napi_env env, const char* fn, size_t want, size_t got) {
  std::string msg = std::string(fn) + ": expected " + std::to_string(want) + " arguments, got " + std::to_string(got);
  napi_throw_type_error(env, "ERR_GL_ARGUMENT", msg.c_str());
  return nullptr;
}

bool ThrowType(napi_env env, const char* fn, const char* param, const char* expected) {
  std::string msg = std::string(fn) + ": parameter '" + param + "' must be " + expected;
  napi_throw_type_error(env, "ERR_GL_ARGUMENT", msg.c_str());
  return false;
}

bool ThrowRange(napi_env env, const char* fn, const char* param, const std::string& what) {
  std::string msg = std::string(fn) + ": parameter '" + param + "' " + what;
  napi_throw_range_error(env, "ERR_GL_ARGUMENT", msg.c_str());
  return false;
}

bool ThrowShort(napi_env env, const char* fn, const char* param, const std::string& what) {
  std::string msg = std::string(fn) + ": parameter '" + param + "' " + what;
  napi_throw_range_error(env, "ERR_GL_CLIENT_MEMORY", msg.c_str());
  return false;
}

bool NeedClient(napi_env env, const char* fn, const char* p, const Data& d) {
  if (d.view || d.ptr == nullptr) return true;
  return ThrowType(env, fn, p, "an ArrayBufferView or null (client memory; no buffer object backs it)");
}

bool ArgU32Slow(napi_env env, napi_value v, const char* fn, const char* p, uint32_t* out) {
  bool b;
  if (napi_get_value_bool(env, v, &b) == napi_ok) {
    *out = b ? 1 : 0;
    return true;
  }
  return ThrowType(env, fn, p, "a number");
}

bool ArgI64(napi_env env, napi_value v, const char* fn, const char* p, int64_t* out) {
  if (napi_get_value_int64(env, v, out) == napi_ok) return true;
  bool lossless;
  if (napi_get_value_bigint_int64(env, v, out, &lossless) == napi_ok) return true;
  return ThrowType(env, fn, p, "a number or BigInt");
}

bool ArgU64(napi_env env, napi_value v, const char* fn, const char* p, uint64_t* out) {
  double d;
  if (napi_get_value_double(env, v, &d) == napi_ok) {
    // Clamp instead of the undefined behaviour of casting an out-of-range double.
    *out = !(d > 0) ? 0 : d >= 18446744073709551615.0 ? UINT64_MAX : static_cast<uint64_t>(d);
    return true;
  }
  bool lossless;
  if (napi_get_value_bigint_uint64(env, v, out, &lossless) == napi_ok) return true;
  return ThrowType(env, fn, p, "a number or BigInt");
}

bool ArgPtr(napi_env env, napi_value v, const char* fn, const char* p, void** out) {
  double d;
  if (napi_get_value_double(env, v, &d) == napi_ok && d >= 0) {
    *out = reinterpret_cast<void*>(static_cast<uintptr_t>(d));
    return true;
  }
  napi_valuetype t;
  napi_typeof(env, v, &t);
  if (t == napi_null || t == napi_undefined) {
    *out = nullptr;
    return true;
  }
  return ThrowType(env, fn, p, "a GLsync (number)");
}

static size_t ElementSize(napi_typedarray_type t) {
  switch (t) {
    case napi_int8_array: case napi_uint8_array: case napi_uint8_clamped_array: return 1;
    case napi_int16_array: case napi_uint16_array: return 2;
    case napi_int32_array: case napi_uint32_array: case napi_float32_array: return 4;
    default: return 8;
  }
}

// A view or ArrayBuffer gives its bytes; a non-negative number is an offset into the bound buffer.
static bool ViewOrOffset(napi_env env, napi_value v, Data* out, bool* ok) {
  *ok = true;
  double d;
  if (napi_get_value_double(env, v, &d) == napi_ok) {
    if (!(d >= 0) || d > 9007199254740991.0) return *ok = false;
    out->ptr = reinterpret_cast<const void*>(static_cast<uintptr_t>(d));
    return true;
  }
  bool is = false;
  if (napi_is_typedarray(env, v, &is) == napi_ok && is) {
    napi_typedarray_type t;
    size_t len;
    void* data;
    napi_get_typedarray_info(env, v, &t, &len, &data, nullptr, nullptr);
    out->ptr = data, out->bytes = len * ElementSize(t), out->view = true;
    return true;
  }
  if (napi_is_dataview(env, v, &is) == napi_ok && is) {
    size_t len;
    void* data;
    napi_get_dataview_info(env, v, &len, &data, nullptr, nullptr);
    out->ptr = data, out->bytes = len, out->view = true;
    return true;
  }
  if (napi_is_arraybuffer(env, v, &is) == napi_ok && is) {
    size_t len;
    void* data;
    napi_get_arraybuffer_info(env, v, &data, &len);
    out->ptr = data, out->bytes = len, out->view = true;
    return true;
  }
  napi_valuetype t;
  napi_typeof(env, v, &t);
  if (t == napi_null || t == napi_undefined) {
    out->ptr = nullptr;
    return true;
  }
  return *ok = false;
}

bool ArgData(napi_env env, napi_value v, const char* fn, const char* p, Data* out) {
  bool ok;
  if (ViewOrOffset(env, v, out, &ok) && ok) return true;
  return ThrowType(env, fn, p, "an ArrayBufferView, an ArrayBuffer, a non-negative offset or null");
}

bool NeedData(napi_env env, const char* fn, const char* p, const Data& d, int64_t bytes) {
  if (!d.view || bytes <= 0 || d.bytes >= static_cast<uint64_t>(bytes)) return true;
  return ThrowShort(env, fn, p, "has " + std::to_string(d.bytes) + " bytes, needs " + std::to_string(bytes));
}

bool ArgTyped(napi_env env, napi_value v, const char* fn, const char* p, napi_typedarray_type want,
              const char* jsType, Typed* out) {
  bool is = false;
  if (napi_is_typedarray(env, v, &is) == napi_ok && is) {
    napi_typedarray_type t;
    napi_get_typedarray_info(env, v, &t, &out->count, &out->ptr, nullptr, nullptr);
    if (t == want) {
      out->null = false;
      return true;
    }
  } else {
    napi_valuetype t;
    napi_typeof(env, v, &t);
    if (t == napi_null || t == napi_undefined) return true;  // nullability is checked by NeedCount
  }
  std::string expected = std::string("a ") + jsType;
  return ThrowType(env, fn, p, expected.c_str());
}

bool NeedCount(napi_env env, const char* fn, const char* p, const Typed& t, int64_t need, bool nullable,
               const char* jsType) {
  if (t.null) {
    if (nullable || need <= 0) return true;
    std::string expected = std::string("a ") + jsType + " of at least " + std::to_string(need) + " elements, not null";
    return ThrowType(env, fn, p, expected.c_str());
  }
  if (need <= 0 || t.count >= static_cast<uint64_t>(need)) return true;
  return ThrowShort(env, fn, p, "has " + std::to_string(t.count) + " elements, needs " + std::to_string(need));
}

bool NeedBytes(napi_env env, const char* fn, const char* p, const Typed& t, size_t elem, int64_t need,
               bool nullable) {
  if (t.null) {
    if (nullable || need <= 0) return true;
    return ThrowType(env, fn, p, "a typed array, not null");
  }
  if (need <= 0 || t.count * elem >= static_cast<uint64_t>(need)) return true;
  return ThrowShort(env, fn, p, "has " + std::to_string(t.count * elem) + " bytes, needs " + std::to_string(need));
}

bool ArgStr(napi_env env, napi_value v, const char* fn, const char* p, Str* out) {
  size_t len;
  if (napi_get_value_string_utf8(env, v, nullptr, 0, &len) != napi_ok) return ThrowType(env, fn, p, "a string");
  if (len < sizeof(out->small)) {
    napi_get_value_string_utf8(env, v, out->small, sizeof(out->small), &len);
    out->c_str = out->small;
  } else {
    out->big.resize(len + 1);
    napi_get_value_string_utf8(env, v, &out->big[0], len + 1, &len);
    out->c_str = out->big.c_str();
  }
  return true;
}

bool ArgStrArray(napi_env env, napi_value v, const char* fn, const char* p, StrArray* out) {
  bool is = false;
  if (napi_is_array(env, v, &is) != napi_ok || !is) return ThrowType(env, fn, p, "an array of strings");
  uint32_t n;
  napi_get_array_length(env, v, &n);
  out->strs.resize(n);
  for (uint32_t i = 0; i < n; i++) {
    napi_value e;
    napi_get_element(env, v, i, &e);
    size_t len;
    if (napi_get_value_string_utf8(env, e, nullptr, 0, &len) != napi_ok) return ThrowType(env, fn, p, "an array of strings");
    out->strs[i].resize(len + 1);
    napi_get_value_string_utf8(env, e, &out->strs[i][0], len + 1, &len);
  }
  for (auto& s : out->strs) out->ptrs.push_back(s.c_str());
  return true;
}

bool ArgPtrArray(napi_env env, napi_value v, const char* fn, const char* p, PtrArray* out) {
  bool is = false;
  if (napi_is_array(env, v, &is) != napi_ok || !is) return ThrowType(env, fn, p, "an array of offsets or views");
  uint32_t n;
  napi_get_array_length(env, v, &n);
  for (uint32_t i = 0; i < n; i++) {
    napi_value e;
    napi_get_element(env, v, i, &e);
    Data d;
    bool ok;
    if (!ViewOrOffset(env, e, &d, &ok) || !ok) return ThrowType(env, fn, p, "an array of offsets or views");
    out->ptrs.push_back(d.ptr);
  }
  return true;
}

bool NeedArray(napi_env env, const char* fn, const char* p, size_t have, int64_t need) {
  if (need <= 0 || have >= static_cast<uint64_t>(need)) return true;
  return ThrowRange(env, fn, p, "has " + std::to_string(have) + " entries, needs " + std::to_string(need));
}

napi_value RetStr(napi_env env, const GLubyte* s) {
  napi_value r;
  if (!s) napi_get_null(env, &r);
  else napi_create_string_utf8(env, reinterpret_cast<const char*>(s), NAPI_AUTO_LENGTH, &r);
  return r;
}

bool ArgDebugProc(napi_env env, napi_value v, const char* fn, const char* p, GLDEBUGPROC* out) {
  napi_valuetype t;
  napi_typeof(env, v, &t);
  bool b = false;
  if (t == napi_null || t == napi_undefined || (t == napi_boolean && napi_get_value_bool(env, v, &b) == napi_ok)) {
    *out = b ? DebugCollector : nullptr;
    return true;
  }
  return ThrowType(env, fn, p, "true (install the collector) or null");
}

void* DebugUserParam() { return reinterpret_cast<void*>(static_cast<uintptr_t>(CurrentContextId())); }

}  // namespace mg
