// Buffer mappings handed to JS as external ArrayBuffers. GL invalidates the pointer on unmap, on deleting
// the buffer and on destroying the context; detaching the ArrayBuffer at those points turns a stale view
// into a zero-length one instead of a use-after-unmap.
#include <unordered_map>

#include "context-state.h"
#include "marshal.h"

namespace mg {

namespace {
struct Mapping {
  napi_env env;
  napi_ref ref;
};
std::unordered_map<uint64_t, Mapping> g_mappings;  // key: context id << 32 | buffer name

uint64_t Key(uint32_t ctx, uint32_t buffer) { return (static_cast<uint64_t>(ctx) << 32) | buffer; }

GLenum BindingOf(uint32_t target) {
  switch (target) {
    case GL_ARRAY_BUFFER: return GL_ARRAY_BUFFER_BINDING;
    case GL_ELEMENT_ARRAY_BUFFER: return GL_ELEMENT_ARRAY_BUFFER_BINDING;
    case GL_PIXEL_PACK_BUFFER: return GL_PIXEL_PACK_BUFFER_BINDING;
    case GL_PIXEL_UNPACK_BUFFER: return GL_PIXEL_UNPACK_BUFFER_BINDING;
    case GL_UNIFORM_BUFFER: return GL_UNIFORM_BUFFER_BINDING;
    case GL_TEXTURE_BUFFER: return GL_TEXTURE_BUFFER_BINDING;
    case GL_TRANSFORM_FEEDBACK_BUFFER: return GL_TRANSFORM_FEEDBACK_BUFFER_BINDING;
    case GL_COPY_READ_BUFFER: return GL_COPY_READ_BUFFER_BINDING;
    case GL_COPY_WRITE_BUFFER: return GL_COPY_WRITE_BUFFER_BINDING;
    case GL_DRAW_INDIRECT_BUFFER: return GL_DRAW_INDIRECT_BUFFER_BINDING;
    case GL_SHADER_STORAGE_BUFFER: return GL_SHADER_STORAGE_BUFFER_BINDING;
    case GL_DISPATCH_INDIRECT_BUFFER: return GL_DISPATCH_INDIRECT_BUFFER_BINDING;
    case GL_QUERY_BUFFER: return GL_QUERY_BUFFER_BINDING;
    case GL_ATOMIC_COUNTER_BUFFER: return GL_ATOMIC_COUNTER_BUFFER_BINDING;
    default: return 0;
  }
}

void Detach(uint64_t key) {
  auto it = g_mappings.find(key);
  if (it == g_mappings.end()) return;
  napi_value ab;
  if (napi_get_reference_value(it->second.env, it->second.ref, &ab) == napi_ok && ab != nullptr)
    napi_detach_arraybuffer(it->second.env, ab);
  napi_delete_reference(it->second.env, it->second.ref);
  g_mappings.erase(it);
}

uint32_t BoundBuffer(uint32_t target) {
  GLenum binding = BindingOf(target);
  return binding ? static_cast<uint32_t>(GlGetInt(binding)) : 0;
}
}  // namespace

napi_value WrapMapping(napi_env env, uint32_t target, void* ptr, int64_t bytes) {
  return WrapNamedMapping(env, BoundBuffer(target), ptr, bytes);
}

napi_value WrapNamedMapping(napi_env env, uint32_t buffer, void* ptr, int64_t bytes) {
  napi_value r;
  if (ptr == nullptr || bytes < 0) {
    napi_get_null(env, &r);
    return r;
  }
  if (napi_create_external_arraybuffer(env, ptr, static_cast<size_t>(bytes), nullptr, nullptr, &r) != napi_ok)
    return nullptr;  // exception pending
  if (buffer != 0) {
    uint64_t key = Key(CurrentContextId(), buffer);
    Detach(key);
    napi_ref ref;
    napi_create_reference(env, r, 0, &ref);  // weak: the mapping must not keep the ArrayBuffer alive
    g_mappings[key] = {env, ref};
  }
  return r;
}

void OnUnmapBuffer(napi_env, uint32_t target) {
  uint32_t buffer = BoundBuffer(target);
  if (buffer != 0) Detach(Key(CurrentContextId(), buffer));
}

void OnUnmapNamedBuffer(napi_env, uint32_t buffer) {
  if (buffer != 0) Detach(Key(CurrentContextId(), buffer));
}

void OnDeleteBuffers(napi_env, int32_t n, const Typed& buffers) {
  if (g_mappings.empty() || buffers.null) return;
  const GLuint* names = static_cast<const GLuint*>(buffers.ptr);
  uint32_t ctx = CurrentContextId();
  for (int32_t i = 0; i < n && static_cast<size_t>(i) < buffers.count; i++) Detach(Key(ctx, names[i]));
}

void DetachContextMappings(uint32_t ctxId) {
  std::vector<uint64_t> keys;
  for (auto& [k, m] : g_mappings)
    if ((k >> 32) == ctxId) keys.push_back(k);
  for (uint64_t k : keys) Detach(k);
}

}  // namespace mg
