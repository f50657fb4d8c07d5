// Module entry: context management (egl-context.cc) plus the generated GL entry points under `gl`.
#include <napi.h>

#include "marshal.h"

namespace mg {
void InitContexts(Napi::Env env, Napi::Object exports);
}

static Napi::Object Init(Napi::Env env, Napi::Object exports) {
  mg::InitContexts(env, exports);
  exports.Set("gl", Napi::Value(env, mg::CreateEntryPoints(env)));
  exports.Set("procCount", Napi::Number::New(env, mg::kProcCount));
  return exports;
}

NODE_API_MODULE(mgpipe_gl, Init)
