// Module entry: glslang's process-wide tables are built once at load time, so every
// compileProgram() call only pays for its own parse.
#include <glslang/Public/ShaderLang.h>

#include "shader.h"

namespace {

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  glslang::InitializeProcess();
  // FinalizeProcess is deliberately not called from an env cleanup hook: worker threads may load the
  // addon several times in one process, and glslang's tables are shared process state.
  exports.Set("compileProgram", Napi::Function::New(env, mgpipe::CompileProgram, "compileProgram"));
  exports.Set("crossCompile", Napi::Function::New(env, mgpipe::CrossCompile, "crossCompile"));
  exports.Set("assembleSpirv", Napi::Function::New(env, mgpipe::AssembleSpirv, "assembleSpirv"));
  exports.Set("glslangVersion", Napi::String::New(env, "12"));
  return exports;
}

}  // namespace

NODE_API_MODULE(mgpipe_shader, Init)
