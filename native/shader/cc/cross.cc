// crossCompile(): SPIR-V -> ESSL / GLSL through SPIRV-Cross's C API. Every SPIRV-Cross failure (bad
// SPIR-V, unsupported construct) is reported through its error callback and comes back as
// { ok: false, log }; the C API itself catches SPIRV-Cross's C++ exceptions.
#include <spirv_cross/spirv_cross_c.h>

#include <cctype>
#include <cstring>
#include <regex>
#include <set>

#include "shader.h"

namespace mgpipe {
namespace {

struct Remap {
  spvc_resource_type kind;
  uint32_t from, to;
};

bool ParseKind(const std::string& k, spvc_resource_type& out) {
  if (k == "uniformBuffer") out = SPVC_RESOURCE_TYPE_UNIFORM_BUFFER;
  else if (k == "storageBuffer") out = SPVC_RESOURCE_TYPE_STORAGE_BUFFER;
  else if (k == "sampledImage") out = SPVC_RESOURCE_TYPE_SAMPLED_IMAGE;
  else if (k == "storageImage") out = SPVC_RESOURCE_TYPE_STORAGE_IMAGE;
  else return false;
  return true;
}

bool ParseModel(const std::string& s, SpvExecutionModel& out) {
  if (s == "vertex") out = SpvExecutionModelVertex;
  else if (s == "tessControl") out = SpvExecutionModelTessellationControl;
  else if (s == "tessEvaluation") out = SpvExecutionModelTessellationEvaluation;
  else if (s == "geometry") out = SpvExecutionModelGeometry;
  else if (s == "fragment") out = SpvExecutionModelFragment;
  else if (s == "compute") out = SpvExecutionModelGLCompute;
  else return false;
  return true;
}

Napi::Object Result(Napi::Env env, bool ok, const std::string& source, const std::string& log) {
  Napi::Object r = Napi::Object::New(env);
  r.Set("ok", ok);
  r.Set("source", source);
  r.Set("log", log);
  return r;
}

// ESSL has no xfb_buffer/xfb_offset qualifiers: capture there is set up by name with
// glTransformFeedbackVaryings, so the decorations are dropped rather than failing the compile.
void StripXfb(spvc_compiler compiler, spvc_resources res) {
  const spvc_reflected_resource* list = nullptr;
  size_t count = 0;
  if (spvc_resources_get_resource_list_for_type(res, SPVC_RESOURCE_TYPE_STAGE_OUTPUT, &list, &count) != SPVC_SUCCESS)
    return;
  for (size_t i = 0; i < count; ++i) {
    spvc_compiler_unset_decoration(compiler, list[i].id, SpvDecorationXfbBuffer);
    spvc_compiler_unset_decoration(compiler, list[i].id, SpvDecorationXfbStride);
    spvc_compiler_unset_decoration(compiler, list[i].id, SpvDecorationOffset);
    spvc_type type = spvc_compiler_get_type_handle(compiler, list[i].base_type_id);
    const unsigned members = spvc_type_get_num_member_types(type);
    for (unsigned m = 0; m < members; ++m)
      spvc_compiler_unset_member_decoration(compiler, list[i].base_type_id, m, SpvDecorationOffset);
  }
}

// SPIRV-Cross (the Debian 12 build, and its later versions for the last two) writes GL atomic counters
// wrongly in three ways, so the driver rejects or miscomputes them:
//  - the declaration comes out as `layout(binding, offset) uint c;` (no `uniform atomic_uint`; fixed
//    upstream in 2024);
//  - OpAtomicLoad (atomicCounter(c)) comes out as `atomicAdd(c, 0)`, which takes no atomic_uint;
//  - OpAtomicIDecrement returns the value before the decrement (SPIR-V) but is written as
//    atomicCounterDecrement(c), which returns the value after it (glslang then subtracts 1 again).
// The counters are given explicit Binding/Offset decorations before the compile (ESSL requires
// layout(binding) on atomic_uint, and a counter declared without one is binding 0, offset as glslang
// assigned), and the text is repaired here by name. Counter operations ESSL lacks
// (ARB_shader_atomic_counter_ops: atomicCounterAdd, ...) are refused with a message: the GLES backend never
// sends them here, it lowers such a program's counters to storage-buffer words first (gles-program
// atomic-counter-ops.ts).
std::vector<std::string> PrepareAtomicCounters(spvc_compiler compiler, spvc_resources res) {
  std::vector<std::string> names;
  const spvc_reflected_resource* list = nullptr;
  size_t count = 0;
  if (spvc_resources_get_resource_list_for_type(res, SPVC_RESOURCE_TYPE_ATOMIC_COUNTER, &list, &count) != SPVC_SUCCESS)
    return names;
  for (size_t i = 0; i < count; ++i) {
    const SpvId id = list[i].id;
    spvc_compiler_set_decoration(compiler, id, SpvDecorationBinding, spvc_compiler_get_decoration(compiler, id, SpvDecorationBinding));
    spvc_compiler_set_decoration(compiler, id, SpvDecorationOffset, spvc_compiler_get_decoration(compiler, id, SpvDecorationOffset));
    // A name of our own, derived from the declared one: the driver matches a counter across stages by
    // name (so it must stay the same in every stage's module), and the prefix keeps it apart from the
    // names SPIRV-Cross gives locals and temporaries.
    const char* declared = spvc_compiler_get_name(compiler, id);
    const std::string name = "mgpAtomicCounter" + (declared && *declared ? std::string(declared) : std::to_string(id));
    spvc_compiler_set_name(compiler, id, name.c_str());
    names.push_back(name);
  }
  return names;
}

// The index of the ')' closing the '(' at `open`, or npos.
size_t MatchingParen(const std::string& s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    else if (s[i] == ')' && --depth == 0) return i;
  }
  return std::string::npos;
}

// The top-level comma of the call arguments between open+1 and close, or npos.
size_t TopLevelComma(const std::string& s, size_t open, size_t close) {
  int depth = 0;
  for (size_t i = open + 1; i < close; ++i) {
    if (s[i] == '(' || s[i] == '[') ++depth;
    else if (s[i] == ')' || s[i] == ']') --depth;
    else if (s[i] == ',' && depth == 0) return i;
  }
  return std::string::npos;
}

bool FixAtomicCounters(std::string& src, const std::vector<std::string>& globals, std::string& error) {
  std::set<std::string> counters(globals.begin(), globals.end());
  for (const std::string& n : globals) {
    const std::regex decl("(layout\\([^)]*\\) )(?:(?:highp|mediump|lowp) )?uint " + n + "\\b");
    src = std::regex_replace(src, decl, "$1uniform atomic_uint " + n);
  }
  // Function parameters already come out as `atomic_uint p`: they are counters too.
  static const std::regex param("\\batomic_uint (\\w+)");
  for (auto it = std::sregex_iterator(src.begin(), src.end(), param); it != std::sregex_iterator(); ++it)
    counters.insert((*it)[1].str());
  auto isCounter = [&](const std::string& arg) {
    size_t b = arg.find_first_not_of(" (");
    size_t e = b;
    while (e < arg.size() && (std::isalnum(static_cast<unsigned char>(arg[e])) || arg[e] == '_')) ++e;
    return b != std::string::npos && counters.count(arg.substr(b, e - b)) > 0;
  };
  std::string out;
  size_t pos = 0;
  static const std::regex call("\\b(atomicAdd|atomicCounterDecrement|atomicAnd|atomicOr|atomicXor|atomicMin|atomicMax|atomicExchange|atomicCompSwap)\\(");
  std::smatch m;
  std::string rest = src;
  while (std::regex_search(rest, m, call)) {
    const size_t open = static_cast<size_t>(m.position(0) + m.length(0)) - 1;
    const size_t close = MatchingParen(rest, open);
    if (close == std::string::npos) break;
    const size_t comma = TopLevelComma(rest, open, close);
    const std::string first = rest.substr(open + 1, (comma == std::string::npos ? close : comma) - open - 1);
    const std::string fn = m[1].str();
    std::string replacement = rest.substr(m.position(0), close + 1 - m.position(0));
    if (isCounter(first)) {
      if (fn == "atomicCounterDecrement") {
        replacement = "(" + replacement + " + 1u)";
      } else {
        std::string second = comma == std::string::npos ? "" : rest.substr(comma + 1, close - comma - 1);
        second.erase(0, second.find_first_not_of(' '));
        if (fn == "atomicAdd" && (second == "0" || second == "0u")) {
          replacement = "atomicCounter(" + first + ")";
        } else {
          error = "atomic counter operation " + fn + " on an atomic_uint (ARB_shader_atomic_counter_ops) has no ESSL form";
          return false;
        }
      }
    }
    out += rest.substr(0, m.position(0)) + replacement;
    rest = rest.substr(close + 1);
  }
  src = out + rest;
  return true;
}

}  // namespace

Napi::Value CrossCompile(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 2 || !info[0].IsTypedArray() || !info[1].IsObject())
    throw Napi::TypeError::New(env, "crossCompile(spirv: Uint32Array, options: object)");
  Napi::TypedArray ta = info[0].As<Napi::TypedArray>();
  if (ta.TypedArrayType() != napi_uint32_array)
    throw Napi::TypeError::New(env, "crossCompile: spirv must be a Uint32Array");
  Napi::Uint32Array words = info[0].As<Napi::Uint32Array>();
  Napi::Object opts = info[1].As<Napi::Object>();

  const std::string target = opts.Get("target").ToString().Utf8Value();
  if (target != "essl" && target != "glsl")
    throw Napi::TypeError::New(env, "crossCompile: options.target must be 'essl' or 'glsl'");
  const bool es = target == "essl";
  const uint32_t version = opts.Get("version").ToNumber().Uint32Value();
  if (es ? (version != 310 && version != 320) : (version < 330 || version > 460))
    return Result(env, false, "", "crossCompile: version " + std::to_string(version) + " is not supported for " + target);

  std::vector<Remap> remaps;
  Napi::Value rv = opts.Get("bindingRemap");
  if (rv.IsArray()) {
    Napi::Array a = rv.As<Napi::Array>();
    for (uint32_t i = 0; i < a.Length(); ++i) {
      Napi::Object e = a.Get(i).As<Napi::Object>();
      Remap r;
      if (!ParseKind(e.Get("kind").ToString().Utf8Value(), r.kind))
        throw Napi::TypeError::New(env, "crossCompile: bindingRemap kind must be uniformBuffer|storageBuffer|sampledImage|storageImage");
      r.from = e.Get("from").ToNumber().Uint32Value();
      r.to = e.Get("to").ToNumber().Uint32Value();
      remaps.push_back(r);
    }
  }
  std::string stage;
  if (opts.Get("stage").IsString()) stage = opts.Get("stage").ToString().Utf8Value();
  const bool stripXfb = opts.Get("stripXfb").IsBoolean() ? opts.Get("stripXfb").ToBoolean().Value() : es;

  std::string log;
  spvc_context ctx = nullptr;
  if (spvc_context_create(&ctx) != SPVC_SUCCESS) return Result(env, false, "", "crossCompile: spvc_context_create failed");
  spvc_context_set_error_callback(
      ctx, [](void* user, const char* msg) { *static_cast<std::string*>(user) += std::string(msg) + "\n"; }, &log);

  // Everything allocated below belongs to ctx and is freed by spvc_context_destroy.
  auto fail = [&](const std::string& what) {
    std::string l = log.empty() ? what + "\n" : log;
    spvc_context_destroy(ctx);
    return Result(env, false, "", l);
  };
  spvc_parsed_ir ir = nullptr;
  if (spvc_context_parse_spirv(ctx, words.Data(), words.ElementLength(), &ir) != SPVC_SUCCESS)
    return fail("SPIRV-Cross: could not parse the SPIR-V");
  spvc_compiler compiler = nullptr;
  if (spvc_context_create_compiler(ctx, SPVC_BACKEND_GLSL, ir, SPVC_CAPTURE_MODE_TAKE_OWNERSHIP, &compiler) != SPVC_SUCCESS)
    return fail("SPIRV-Cross: could not create the GLSL compiler");

  if (!stage.empty()) {
    SpvExecutionModel model;
    if (!ParseModel(stage, model)) {
      spvc_context_destroy(ctx);
      throw Napi::TypeError::New(env, "crossCompile: unknown stage '" + stage + "'");
    }
    if (spvc_compiler_set_entry_point(compiler, "main", model) != SPVC_SUCCESS)
      return fail("SPIRV-Cross: no 'main' entry point for stage " + stage);
  }

  spvc_compiler_options options = nullptr;
  spvc_compiler_create_compiler_options(compiler, &options);
  spvc_compiler_options_set_uint(options, SPVC_COMPILER_OPTION_GLSL_VERSION, version);
  spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_ES, es);
  spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_VULKAN_SEMANTICS, false);
  // GL SPIR-V carries no precision unless RelaxedPrecision is used: default highp keeps the desktop
  // meaning and makes the vertex/fragment default precisions agree so the GLES driver links.
  spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_ES_DEFAULT_FLOAT_PRECISION_HIGHP, true);
  spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_ES_DEFAULT_INT_PRECISION_HIGHP, true);
  // Without 420pack, pre-4.20 desktop targets would lose binding qualifiers silently.
  spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_ENABLE_420PACK_EXTENSION, !es);
  if (spvc_compiler_install_compiler_options(compiler, options) != SPVC_SUCCESS)
    return fail("SPIRV-Cross: invalid options");

  spvc_resources res = nullptr;
  if (spvc_compiler_create_shader_resources(compiler, &res) != SPVC_SUCCESS)
    return fail("SPIRV-Cross: could not reflect resources");
  // Each resource is remapped once, by its original binding, so {0->1, 1->0} is a swap.
  const spvc_resource_type kinds[] = {SPVC_RESOURCE_TYPE_UNIFORM_BUFFER, SPVC_RESOURCE_TYPE_STORAGE_BUFFER,
                                      SPVC_RESOURCE_TYPE_SAMPLED_IMAGE, SPVC_RESOURCE_TYPE_STORAGE_IMAGE};
  for (spvc_resource_type kind : kinds) {
    const spvc_reflected_resource* list = nullptr;
    size_t count = 0;
    if (remaps.empty() || spvc_resources_get_resource_list_for_type(res, kind, &list, &count) != SPVC_SUCCESS) continue;
    for (size_t i = 0; i < count; ++i) {
      const unsigned orig = spvc_compiler_get_decoration(compiler, list[i].id, SpvDecorationBinding);
      for (const Remap& r : remaps) {
        if (r.kind == kind && r.from == orig) {
          spvc_compiler_set_decoration(compiler, list[i].id, SpvDecorationBinding, r.to);
          break;
        }
      }
    }
  }
  if (stripXfb) StripXfb(compiler, res);
  const std::vector<std::string> counters = PrepareAtomicCounters(compiler, res);

  const char* source = nullptr;
  if (spvc_compiler_compile(compiler, &source) != SPVC_SUCCESS) return fail("SPIRV-Cross: compile failed");
  std::string out = source ? source : "";
  std::string counterError;
  if (!counters.empty() && !FixAtomicCounters(out, counters, counterError)) return fail(counterError);
  spvc_context_destroy(ctx);
  return Result(env, true, out, log);
}

}  // namespace mgpipe
