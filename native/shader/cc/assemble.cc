// assembleSpirv(): SPIR-V assembly text (spirv-as syntax, as piglit's `[... shader spirv]` sections hold it) ->
// a module's words, through SPIRV-Tools' assembler (libSPIRV-Tools.a is already linked for glslang's optimizer).
// Test tooling: the piglit runner's SPIR-V mode feeds the result to glShaderBinary on either lane. A bad text
// comes back as { ok: false, log } with the assembler's diagnostic; never a throw for the text itself.
#include <spirv-tools/libspirv.h>

#include <string>

#include "shader.h"

namespace mgpipe {

Napi::Value AssembleSpirv(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsString()) {
    throw Napi::TypeError::New(env, "assembleSpirv: text must be a string");
  }
  const std::string text = info[0].As<Napi::String>().Utf8Value();
  // Universal 1.0: what GL_ARB_gl_spirv consumes; the assembler still accepts a later "; Version" comment.
  spv_context context = spvContextCreate(SPV_ENV_UNIVERSAL_1_0);
  spv_binary binary = nullptr;
  spv_diagnostic diagnostic = nullptr;
  spv_result_t r = spvTextToBinary(context, text.data(), text.size(), &binary, &diagnostic);
  Napi::Object out = Napi::Object::New(env);
  out.Set("ok", Napi::Boolean::New(env, r == SPV_SUCCESS));
  if (r == SPV_SUCCESS) {
    Napi::Uint32Array words = Napi::Uint32Array::New(env, binary->wordCount);
    for (size_t i = 0; i < binary->wordCount; i++) words[i] = binary->code[i];
    out.Set("words", words);
    out.Set("log", Napi::String::New(env, ""));
  } else {
    std::string log = diagnostic != nullptr && diagnostic->error != nullptr ? diagnostic->error : "SPIR-V assembly failed";
    if (diagnostic != nullptr) log = "line " + std::to_string(diagnostic->position.line + 1) + ": " + log;
    out.Set("words", Napi::Uint32Array::New(env, 0));
    out.Set("log", Napi::String::New(env, log));
  }
  spvBinaryDestroy(binary);
  spvDiagnosticDestroy(diagnostic);
  spvContextDestroy(context);
  return out;
}

}  // namespace mgpipe
