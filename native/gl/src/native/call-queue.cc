// runQueue(words: Int32Array, count): the driver calls a backend queued (call-queue.ts), run in one crossing.
// Each N-API call costs ~150-250 instructions of argument conversion and callback plumbing before the driver sees
// it; a state-heavy draw made five such calls. The queue carries the calls whose arguments are plain integers (and
// glUniform*v's values, copied in) as words: an opcode, then its arguments. The JS side has already checked every
// argument as the generated wrapper would (a value it would reject is not queued: that call is made directly and
// throws there), so this file only decodes; it still trusts nothing about the buffer's layout: `count` must lie
// within the array, and an opcode, or arguments running past `count`, is a RangeError before any call of the batch
// is made (the whole batch is checked first, so a malformed queue runs nothing), and so is an entry point that cannot
// be resolved. submitQueue(words, count) is the same for a full queue, except that with the driver thread on
// (driver-thread.cc) the checked batch is copied there and made on that thread while JS goes on.
// The opcode order is call-queue.ts's QUEUED_CALLS; queueOps() returns the names so a test holds the two to it.
#include <node_api.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "context-state.h"
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

// Each op's entry point once resolved (Proc: it throws for a missing one or no current context). Pointers from
// eglGetProcAddress do not depend on the context, so the driver thread uses the same table.
void* g_queuedFns[kOpCount];

intptr_t Offset(const int32_t* w) {
  int64_t v = static_cast<int64_t>(w[1]) * 4294967296LL + static_cast<int64_t>(static_cast<uint32_t>(w[0]));
  return static_cast<intptr_t>(v);
}

// The whole batch's layout, before any call: known opcodes, arguments within `count`, uniform counts >= 0. `ops`
// gets the mask of the opcodes it uses.
bool CheckLayout(napi_env env, const int32_t* w, uint32_t count, uint32_t* ops) {
  uint32_t i = 0;
  uint32_t used = 0;
  while (i < count) {
    int32_t op = w[i];
    if (op < 0 || op >= kOpCount) {
      ThrowRange(env, "runQueue", "words", "opcode " + std::to_string(op) + " at word " + std::to_string(i) + " is unknown");
      return false;
    }
    used |= 1u << op;
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
  *ops = used;
  return true;
}

// Resolves every op of `ops` (throwing as a direct call would: no current context, a missing entry point) before any
// call of the batch is made.
bool ResolveOps(napi_env env, uint32_t ops) {
  for (uint32_t m = ops; m != 0; m &= m - 1) {
    const int op = __builtin_ctz(m);
    void* fn = Proc(env, g_procIndex[op], kBothApis);
    if (fn == nullptr) return false;
    g_queuedFns[op] = fn;
  }
  return true;
}

// Whether every op of `ops` is resolved (the driver thread's batches skip Proc).
bool Resolved(uint32_t ops) {
  for (uint32_t m = ops; m != 0; m &= m - 1) {
    if (g_queuedFns[__builtin_ctz(m)] == nullptr) return false;
  }
  return true;
}

template <typename Fn>
Fn FnOf(int32_t op) {
  return reinterpret_cast<Fn>(g_queuedFns[op]);
}

// Reads runQueue's two arguments and checks the batch; `w` / `count` / `ops` out.
bool ReadBatch(napi_env env, napi_callback_info cbi, const char* fnName, const int32_t** w, uint32_t* count, uint32_t* ops) {
  napi_value argv[2];
  size_t argc = 2;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 2) {
    ThrowArgc(env, fnName, 2, argc);
    return false;
  }
  Typed t;
  if (!ArgTyped(env, argv[0], fnName, "words", napi_int32_array, "Int32Array", &t)) return false;
  if (!ArgU32(env, argv[1], fnName, "count", count)) return false;
  if (t.null || *count > t.count) {
    ThrowRange(env, fnName, "count", std::to_string(*count) + " words are more than the array holds");
    return false;
  }
  if (!IndexProcs(env)) return false;
  *w = static_cast<const int32_t*>(t.ptr);
  return CheckLayout(env, *w, *count, ops);
}

// The batch made on this thread: taken back from the driver thread first, every op resolved before the first call.
napi_value RunHere(napi_env env, const int32_t* w, uint32_t count, uint32_t ops) {
  if (!ReclaimFromDriverThread(env)) return nullptr;
  if (!ResolveOps(env, ops)) return nullptr;
  RunQueuedWords(w, count);
  return nullptr;
}

napi_value RunQueue(napi_env env, napi_callback_info cbi) {
  const int32_t* w;
  uint32_t count, ops;
  if (!ReadBatch(env, cbi, "runQueue", &w, &count, &ops)) return nullptr;
  return RunHere(env, w, count, ops);
}

// A full queue's batch (call-queue.ts): to the driver thread when it is on and a context is current, else made here as
// runQueue makes it.
napi_value SubmitQueue(napi_env env, napi_callback_info cbi) {
  const int32_t* w;
  uint32_t count, ops;
  if (!ReadBatch(env, cbi, "submitQueue", &w, &count, &ops)) return nullptr;
  if (DriverThreadEnabled() && (g_api & kBothApis) != 0) {
    // Resolved here while this thread holds the context (Proc's errors, as runQueue); a first use while the driver
    // thread holds it is made here (RunHere takes the context back and resolves).
    if (!g_driverThreadOwns) {
      if (!ResolveOps(env, ops)) return nullptr;
    } else if (!Resolved(ops)) {
      return RunHere(env, w, count, ops);
    }
    if (SubmitToDriverThread(w, count)) return nullptr;
  }
  return RunHere(env, w, count, ops);
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


// The checked batch's calls, in order (CheckLayout accepted it and ResolveOps resolved every op it uses).
void RunQueuedWords(const int32_t* w, uint32_t count) {
  uint32_t i = 0;
  while (i < count) {
    const int32_t op = w[i];
    const int32_t* a = w + i + 1;
    i += 1 + kCalls[op].words;
    switch (op) {
      case kEnable:
      case kDisable:
        FnOf<void(APIENTRYP)(GLenum)>(op)(static_cast<GLenum>(a[0]));
        break;
      case kActiveTexture:
      case kBindVertexArray:
      case kUseProgram:
        FnOf<void(APIENTRYP)(GLuint)>(op)(static_cast<GLuint>(a[0]));
        break;
      case kBindTexture:
      case kBindSampler:
      case kBindBuffer:
        FnOf<void(APIENTRYP)(GLuint, GLuint)>(op)(static_cast<GLuint>(a[0]), static_cast<GLuint>(a[1]));
        break;
      case kBindVertexBuffer:
        FnOf<void(APIENTRYP)(GLuint, GLuint, GLintptr, GLsizei)>(op)(
            static_cast<GLuint>(a[0]), static_cast<GLuint>(a[1]), Offset(a + 2), static_cast<GLsizei>(a[4]));
        break;
      case kUniform1fv:
      case kUniform2fv:
      case kUniform3fv:
      case kUniform4fv:
        // The values are the words after the count, float bits (the JS side wrote them through a Float32Array view).
        FnOf<void(APIENTRYP)(GLint, GLsizei, const GLfloat*)>(op)(a[0], a[1], reinterpret_cast<const GLfloat*>(a + 2));
        i += static_cast<uint32_t>(a[1]) * UniformWidth(op);
        break;
      case kUniform1iv:
      case kUniform2iv:
      case kUniform3iv:
      case kUniform4iv:
        FnOf<void(APIENTRYP)(GLint, GLsizei, const GLint*)>(op)(a[0], a[1], a + 2);
        i += static_cast<uint32_t>(a[1]) * UniformWidth(op);
        break;
      case kDrawArrays:
        FnOf<void(APIENTRYP)(GLenum, GLint, GLsizei)>(op)(static_cast<GLenum>(a[0]), a[1], a[2]);
        break;
      case kDrawArraysInstanced:
        FnOf<void(APIENTRYP)(GLenum, GLint, GLsizei, GLsizei)>(op)(static_cast<GLenum>(a[0]), a[1], a[2], a[3]);
        break;
      case kDrawElements:
        // Only an element-buffer offset is queued (a client pointer is made directly, checked by its wrapper).
        FnOf<void(APIENTRYP)(GLenum, GLsizei, GLenum, const void*)>(op)(
            static_cast<GLenum>(a[0]), a[1], static_cast<GLenum>(a[2]), reinterpret_cast<const void*>(Offset(a + 3)));
        break;
      case kDrawElementsInstanced:
        FnOf<void(APIENTRYP)(GLenum, GLsizei, GLenum, const void*, GLsizei)>(op)(
            static_cast<GLenum>(a[0]), a[1], static_cast<GLenum>(a[2]), reinterpret_cast<const void*>(Offset(a + 3)), a[5]);
        break;
      default:
        return;  // unreachable: CheckLayout accepted only known opcodes
    }
  }
}

void InitCallQueue(napi_env env, napi_value exports) {
  napi_value fn;
  napi_create_function(env, "runQueue", NAPI_AUTO_LENGTH, RunQueue, nullptr, &fn);
  napi_set_named_property(env, exports, "runQueue", fn);
  napi_create_function(env, "submitQueue", NAPI_AUTO_LENGTH, SubmitQueue, nullptr, &fn);
  napi_set_named_property(env, exports, "submitQueue", fn);
  napi_create_function(env, "queueOps", NAPI_AUTO_LENGTH, QueueOps, nullptr, &fn);
  napi_set_named_property(env, exports, "queueOps", fn);
}

}  // namespace mg
