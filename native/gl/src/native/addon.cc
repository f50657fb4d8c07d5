// Module entry: context management (egl-context.cc), the call queue's runner (call-queue.cc), its driver thread
// (driver-thread.cc) and the generated GL entry points under `gl`.
#include <napi.h>

#include "marshal.h"

namespace mg {
void InitContexts(Napi::Env env, Napi::Object exports);
void InitCallQueue(napi_env env, napi_value exports);
void InitDriverThread(napi_env env, napi_value exports);
}

static Napi::Object Init(Napi::Env env, Napi::Object exports) {
  mg::InitContexts(env, exports);
  mg::InitCallQueue(env, exports);
  mg::InitDriverThread(env, exports);
  exports.Set("gl", Napi::Value(env, mg::CreateEntryPoints(env)));
  exports.Set("procCount", Napi::Number::New(env, mg::kProcCount));
  return exports;
}

NODE_API_MODULE(mgpipe_gl, Init)
