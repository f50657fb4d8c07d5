// runQueue(words: Int32Array, count): the driver calls a backend queued (call-queue.ts), run in one crossing.
// Each N-API call costs ~150-250 instructions of argument conversion and callback plumbing before the driver sees
// it; a state-heavy draw made five such calls. The queue carries the calls whose arguments are plain integers (and
// glUniform*v's values, copied in) as words: an opcode, then its arguments. The JS side has already checked every
// argument as the generated wrapper would (a value it would reject is not queued: that call is made directly and
// throws there), so this file only decodes; it still trusts nothing about the buffer's layout: `count` must lie
// within the array, and an opcode, or arguments running past `count`, is a RangeError before any call of the batch
// is made (the whole batch is checked first, so a malformed queue runs nothing).
// The opcode order is call-queue.ts's QUEUED_CALLS; queueOps() returns the names so a test holds the two to it.
#include <node_api.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "marshal.h"

namespace mg {
namespace {

// name, the words after the opcode (uniform vectors: location, count, then count * kUniformWidth words).
struct QueuedCall {
  const char* name;
  uint32_t words;
};

enum Op : int32_t {
  kEnable, kDisable, kActiveTexture, kBindTexture, kBindSampler, kBindBuffer, kBindVertexArray, kUseProgram,
  kBindVertexBuffer, kUniform1fv, kUniform2fv, kUniform3fv, kUniform4fv, kUniform1iv, kUniform2iv, kUniform3iv,
  kUniform4iv, kDrawArrays, kDrawArraysInstanced, kDrawElements, kDrawElementsInstanced, kOpCount
};

// Offsets (GLintptr) travel as two words, low then high (a signed 64-bit value).
const QueuedCall kCalls[kOpCount] = {
  {"glEnable", 1}, {"glDisable", 1}, {"glActiveTexture", 1}, {"glBindTexture", 2}, {"glBindSampler", 2},
  {"glBindBuffer", 2}, {"glBindVertexArray", 1}, {"glUseProgram", 1}, {"glBindVertexBuffer", 5},
  {"glUniform1fv", 2}, {"glUniform2fv", 2}, {"glUniform3fv", 2}, {"glUniform4fv", 2},
  {"glUniform1iv", 2}, {"glUniform2iv", 2}, {"glUniform3iv", 2}, {"glUniform4iv", 2},
  {"glDrawArrays", 3}, {"glDrawArraysInstanced", 4}, {"glDrawElements", 5}, {"glDrawElementsInstanced", 6},
};

// Components per element of the uniform vector ops (0 for the rest).
uint32_t UniformWidth(int32_t op) {
  if (op >= kUniform1fv && op <= kUniform4fv) return static_cast<uint32_t>(op - kUniform1fv + 1);
  if (op >= kUniform1iv && op <= kUniform4iv) return static_cast<uint32_t>(op - kUniform1iv + 1);
  return 0;
}

// g_procs index per op, resolved by name once (the generated table's order is not this file's to know).
uint32_t g_procIndex[kOpCount];
bool g_indexed = false;

bool IndexProcs(napi_env env) {
  if (g_indexed) return true;
  for (int op = 0; op < kOpCount; op++) {
    uint32_t i = 0;
    while (i < kProcCount && std::strcmp(g_procNames[i], kCalls[op].name) != 0) i++;
    if (i == kProcCount) {
      std::string msg = std::string("runQueue: ") + kCalls[op].name + " is not among the generated entry points";
      napi_throw_error(env, "ERR_GL_UNAVAILABLE", msg.c_str());
      return false;
    }
    g_procIndex[op] = i;
  }
  g_indexed = true;
  return true;
}

// Both APIs have every queued call (glBindVertexBuffer: GLES 3.1, GL 4.3).
constexpr uint32_t kBothApis = 3;

template <typename Fn>
Fn ProcOf(napi_env env, int32_t op) {
  return reinterpret_cast<Fn>(Proc(env, g_procIndex[op], kBothApis));
}

intptr_t Offset(const int32_t* w) {
  int64_t v = static_cast<int64_t>(w[1]) * 4294967296LL + static_cast<int64_t>(static_cast<uint32_t>(w[0]));
  return static_cast<intptr_t>(v);
}

// The whole batch's layout, before any call: known opcodes, arguments within `count`, uniform counts >= 0.
bool CheckLayout(napi_env env, const int32_t* w, uint32_t count) {
  uint32_t i = 0;
  while (i < count) {
    int32_t op = w[i];
    if (op < 0 || op >= kOpCount) {
      ThrowRange(env, "runQueue", "words", "opcode " + std::to_string(op) + " at word " + std::to_string(i) + " is unknown");
      return false;
    }
    uint64_t end = static_cast<uint64_t>(i) + 1 + kCalls[op].words;
    if (end > count) {
      ThrowRange(env, "runQueue", "words", std::string(kCalls[op].name) + " at word " + std::to_string(i) + " runs past count");
      return false;
    }
    uint32_t width = UniformWidth(op);
    if (width != 0) {
      int32_t n = w[i + 2];
      if (n < 0) {
        ThrowRange(env, "runQueue", "words", std::string(kCalls[op].name) + " at word " + std::to_string(i) + " has a negative count");
        return false;
      }
      end += static_cast<uint64_t>(n) * width;
      if (end > count) {
        ThrowRange(env, "runQueue", "words", std::string(kCalls[op].name) + " at word " + std::to_string(i) + " runs past count");
        return false;
      }
    }
    i = static_cast<uint32_t>(end);
  }
  return true;
}

napi_value RunQueue(napi_env env, napi_callback_info cbi) {
  static const char kFn[] = "runQueue";
  napi_value argv[2];
  size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) return ThrowArgc(env, kFn, 2, argc);
  Typed t;
  if (!ArgTyped(env, argv[0], kFn, "words", napi_int32_array, "Int32Array", &t)) return nullptr;
  uint32_t count;
  if (!ArgU32(env, argv[1], kFn, "count", &count)) return nullptr;
  if (t.null || count > t.count) {
    ThrowRange(env, kFn, "count", std::to_string(count) + " words are more than the array holds");
    return nullptr;
  }
  if (!IndexProcs(env)) return nullptr;
  const int32_t* w = static_cast<const int32_t*>(t.ptr);
  if (!CheckLayout(env, w, count)) return nullptr;
  uint32_t i = 0;
  while (i < count) {
    const int32_t op = w[i];
    const int32_t* a = w + i + 1;
    i += 1 + kCalls[op].words;
    switch (op) {
      case kEnable:
      case kDisable: {
        auto fn = ProcOf<void(APIENTRYP)(GLenum)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLenum>(a[0]));
        break;
      }
      case kActiveTexture:
      case kBindVertexArray:
      case kUseProgram: {
        auto fn = ProcOf<void(APIENTRYP)(GLuint)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLuint>(a[0]));
        break;
      }
      case kBindTexture:
      case kBindSampler:
      case kBindBuffer: {
        auto fn = ProcOf<void(APIENTRYP)(GLuint, GLuint)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLuint>(a[0]), static_cast<GLuint>(a[1]));
        break;
      }
      case kBindVertexBuffer: {
        auto fn = ProcOf<void(APIENTRYP)(GLuint, GLuint, GLintptr, GLsizei)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLuint>(a[0]), static_cast<GLuint>(a[1]), Offset(a + 2), static_cast<GLsizei>(a[4]));
        break;
      }
      case kUniform1fv:
      case kUniform2fv:
      case kUniform3fv:
      case kUniform4fv: {
        auto fn = ProcOf<void(APIENTRYP)(GLint, GLsizei, const GLfloat*)>(env, op);
        if (!fn) return nullptr;
        // The values are the words after the count, float bits (the JS side wrote them through a Float32Array view).
        fn(a[0], a[1], reinterpret_cast<const GLfloat*>(a + 2));
        i += static_cast<uint32_t>(a[1]) * UniformWidth(op);
        break;
      }
      case kUniform1iv:
      case kUniform2iv:
      case kUniform3iv:
      case kUniform4iv: {
        auto fn = ProcOf<void(APIENTRYP)(GLint, GLsizei, const GLint*)>(env, op);
        if (!fn) return nullptr;
        fn(a[0], a[1], a + 2);
        i += static_cast<uint32_t>(a[1]) * UniformWidth(op);
        break;
      }
      case kDrawArrays: {
        auto fn = ProcOf<void(APIENTRYP)(GLenum, GLint, GLsizei)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLenum>(a[0]), a[1], a[2]);
        break;
      }
      case kDrawArraysInstanced: {
        auto fn = ProcOf<void(APIENTRYP)(GLenum, GLint, GLsizei, GLsizei)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLenum>(a[0]), a[1], a[2], a[3]);
        break;
      }
      case kDrawElements: {
        // Only an element-buffer offset is queued (a client pointer is made directly, checked by its wrapper).
        auto fn = ProcOf<void(APIENTRYP)(GLenum, GLsizei, GLenum, const void*)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLenum>(a[0]), a[1], static_cast<GLenum>(a[2]), reinterpret_cast<const void*>(Offset(a + 3)));
        break;
      }
      case kDrawElementsInstanced: {
        auto fn = ProcOf<void(APIENTRYP)(GLenum, GLsizei, GLenum, const void*, GLsizei)>(env, op);
        if (!fn) return nullptr;
        fn(static_cast<GLenum>(a[0]), a[1], static_cast<GLenum>(a[2]), reinterpret_cast<const void*>(Offset(a + 3)), a[5]);
        break;
      }
      default:
        break;  // unreachable: CheckLayout accepted only known opcodes
    }
  }
  return nullptr;
}

napi_value QueueOps(napi_env env, napi_callback_info) {
  napi_value arr;
  napi_create_array_with_length(env, kOpCount, &arr);
  for (uint32_t op = 0; op < kOpCount; op++) {
    napi_value s;
    napi_create_string_utf8(env, kCalls[op].name, NAPI_AUTO_LENGTH, &s);
    napi_set_element(env, arr, op, s);
  }
  return arr;
}

}  // namespace

void InitCallQueue(napi_env env, napi_value exports) {
  napi_value fn;
  napi_create_function(env, "runQueue", NAPI_AUTO_LENGTH, RunQueue, nullptr, &fn);
  napi_set_named_property(env, exports, "runQueue", fn);
  napi_create_function(env, "queueOps", NAPI_AUTO_LENGTH, QueueOps, nullptr, &fn);
  napi_set_named_property(env, exports, "queueOps", fn);
}

}  // namespace mg
