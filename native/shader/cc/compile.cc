// compileProgram(): GLSL (desktop 110-150 and 330-460 core, ES 300-320) -> one SPIR-V module per stage, linked
// and IO-mapped as one program, plus program reflection. Bad GLSL never throws: it comes back as
// { ok: false, log } with glslang's compile and link logs.
#include <glslang/Public/ResourceLimits.h>
#include <glslang/Public/ShaderLang.h>
#include <glslang/SPIRV/GlslangToSpv.h>
#include <glslang/MachineIndependent/iomapper.h>
#include <glslang/MachineIndependent/localintermediate.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <regex>
#include <set>
#include <sstream>

#include "linker-objects.h"
#include "shader.h"

namespace mgpipe {
namespace {

struct StageDesc {
  const char* name;
  EShLanguage language;
};

constexpr StageDesc kStages[] = {
    {"vertex", EShLangVertex},     {"tessControl", EShLangTessControl},
    {"tessEvaluation", EShLangTessEvaluation}, {"geometry", EShLangGeometry},
    {"fragment", EShLangFragment}, {"compute", EShLangCompute},
};

bool LookupStage(const std::string& name, EShLanguage& out) {
  for (const auto& s : kStages) {
    if (name == s.name) {
      out = s.language;
      return true;
    }
  }
  return false;
}

// The #version directive of one source, located so it can be rewritten in place.
struct VersionLine {
  bool found = false;
  int line = 0;  // 1-based, as in glslang's log
  int number = 0;
  std::string profile;
  size_t numberPos = 0;  // byte offset of the digits in the source
  size_t numberLen = 0;
};

VersionLine FindVersion(const std::string& src) {
  static const std::regex re(R"(^[ \t]*#[ \t]*version[ \t]+([0-9]+)(?:[ \t]+([A-Za-z]+))?)");
  VersionLine v;
  size_t start = 0;
  int line = 1;
  while (start <= src.size()) {
    size_t end = src.find('\n', start);
    if (end == std::string::npos) end = src.size();
    std::smatch m;
    std::string text = src.substr(start, end - start);
    if (std::regex_search(text, m, re)) {
      v.found = true;
      v.line = line;
      v.number = std::stoi(m[1].str());
      v.profile = m[2].matched ? m[2].str() : "";
      v.numberPos = start + m.position(1);
      v.numberLen = m.length(1);
      return v;
    }
    if (end == src.size()) break;
    start = end + 1;
    ++line;
  }
  return v;
}

// Desktop versions below 330 that compile as 330 core (see UpgradeLegacyVersion).
bool IsLegacyDesktop(const VersionLine& v) {
  if (v.profile != "" && v.profile != "core") return false;
  return v.number == 110 || v.number == 120 || v.number == 130 || v.number == 140 || v.number == 150;
}

// Returns an empty string when the version is one MGPipe accepts, else the reason.
std::string CheckVersion(const VersionLine& v) {
  if (!v.found) return "no #version directive (MGPipe needs #version 110-460 core or 300-320 es)";
  if (v.profile == "es") {
    if (v.number == 300 || v.number == 310 || v.number == 320) return "";
    return "#version " + std::to_string(v.number) + " es is not accepted (300 es, 310 es, 320 es are)";
  }
  if (v.profile != "" && v.profile != "core")
    return "#version " + std::to_string(v.number) + " " + v.profile +
           " is not accepted (the compatibility profile is not supported: only the core profile compiles to SPIR-V)";
  if (IsLegacyDesktop(v)) return "";
  static const int desktop[] = {330, 400, 410, 420, 430, 440, 450, 460};
  for (int d : desktop)
    if (v.number == d) return "";
  return "#version " + std::to_string(v.number) + " is not accepted (110-150 and 330-460 core are)";
}

// glslang emits OpenGL SPIR-V only from #version 330, so 110-150 (core semantics: a GL 4.5 core
// context accepts them, as Mesa does) compile as 330 core. 330 core keeps every 1.10-1.50 construct a
// core context accepts (attribute/varying with a deprecation warning, gl_FragColor/gl_FragData,
// interface blocks, gl_FragCoord layouts). The rewrite stays on the #version line so glslang's line
// numbers still point at the caller's source, and __VERSION__ keeps reading the caller's version
// (it cannot be #defined, so its uses are replaced by the number). What 330 adds (explicit locations,
// more implicit conversions) becomes accepted too: a program invalid for its version may compile.
//
// Redeclaring gl_PerVertex (GLSL 4.10, ARB_separate_shader_objects) is accepted at these versions too,
// as Mesa accepts it in 1.50 geometry shaders: the extension is enabled on a line inserted after
// #version, and `#line` resets the numbering to the caller's next line. `extra` (the legacy lowering
// of a stage compiled at 4.20 or later) goes on inserted lines the same way.
//
// Compute shaders need 430 in glslang even with ARB_compute_shader enabled (GL allows them from 1.40
// with the extension, which we advertise), so a compute stage below 430 compiles as 430 the same way;
// so does a stage whose extensions glslang gates on their core version (extensions.cc).
void UpgradeVersion(std::string& src, const VersionLine& v, const std::string& target, const std::string& extra) {
  const std::string original = std::to_string(v.number);
  static const std::regex versionMacro(R"(\b__VERSION__\b)");
  std::string head = src.substr(0, v.numberPos) + target;
  std::string tail = src.substr(v.numberPos + v.numberLen);
  const size_t eol = tail.find('\n');
  const std::string versionRest = tail.substr(0, eol);
  const std::string body = eol == std::string::npos ? "" : tail.substr(eol + 1);
  src = head + versionRest + "\n#extension GL_ARB_separate_shader_objects : enable\n" + extra + "#line " +
        std::to_string(v.line + 1) + "\n" + std::regex_replace(body, versionMacro, original);
}

// layout(binding) below GLSL 4.20 is ARB_shading_language_420pack's in glslang, but ARB_shader_atomic_counters
// and ARB_shader_storage_buffer_object bring the binding qualifier for what they declare (Mesa accepts
// `#version 140` + atomic counters with layout(binding)). When a source below 420 enables either, 420pack
// (which we advertise) is enabled on a line inserted after #version, and `#line` keeps the numbering.
void EnableBindingQualifier(std::string& src) {
  static const std::regex wants(R"(#[ \t]*extension[ \t]+GL_ARB_(shader_atomic_counters|shader_storage_buffer_object)\b)");
  if (!std::regex_search(src, wants)) return;
  const VersionLine v = FindVersion(src);
  if (!v.found) return;
  const size_t eol = src.find('\n', v.numberPos);
  if (eol == std::string::npos) return;
  src.insert(eol + 1, "#extension GL_ARB_shading_language_420pack : enable\n#line " + std::to_string(v.line + 1) + "\n");
}

// Lines inserted after the #version directive, then `#line` puts the numbering back on the caller's lines.
void InsertAfterVersion(std::string& src, const std::string& lines) {
  if (lines.empty()) return;
  const VersionLine v = FindVersion(src);
  if (!v.found) return;
  const size_t eol = src.find('\n', v.numberPos);
  if (eol == std::string::npos) return;
  src.insert(eol + 1, lines + "#line " + std::to_string(v.line + 1) + "\n");
}

// Mesa accepts layout(location) on input / output blocks and their members from ARB_separate_shader_objects
// (its GLSL parser gates them on that extension, as the sources written for it expect); glslang only with
// ARB_enhanced_layouts or from 4.40. When a source below 440 enables separate_shader_objects, enhanced_layouts
// (which we advertise) is enabled on a line inserted after #version, and `#line` keeps the numbering. GLSL 4.10 took
// separate shader objects into core, and Mesa accepts block locations from 4.10 without the directive (piglit's
// arb_separate_shader_objects layout-location-named-block-with-array, #version 420): those versions get it too.
void EnableBlockLocations(std::string& src, int version) {
  static const std::regex wants(R"(#[ \t]*extension[ \t]+GL_ARB_separate_shader_objects[ \t]*:[ \t]*(require|enable|warn))");
  if (version >= 410 || std::regex_search(src, wants)) InsertAfterVersion(src, "#extension GL_ARB_enhanced_layouts : enable\n");
}

// Line continuation (a backslash ending a line) is GLSL 4.20's, but Mesa accepts it at every version and
// so do the sources written for it; glslang only from 420. Below that the continuations are spliced here,
// and after each spliced logical line a #line directive puts the numbering back on the caller's lines
// (counting from the #line directives already there, which the version upgrade inserts).
std::string SpliceLineContinuations(const std::string& src) {
  if (src.find('\\') == std::string::npos) return src;
  std::string out;
  out.reserve(src.size());
  int line = 1;  // the caller's line of the character being copied
  bool spliced = false;
  for (size_t i = 0; i < src.size(); ++i) {
    const char c = src[i];
    if (c == '\\' && i + 1 < src.size() && (src[i + 1] == '\n' || (src[i + 1] == '\r' && i + 2 < src.size() && src[i + 2] == '\n'))) {
      i += src[i + 1] == '\r' ? 2 : 1;
      ++line;
      spliced = true;
      continue;
    }
    out += c;
    if (c == '\n') {
      ++line;
      if (spliced) out += "#line " + std::to_string(line) + "\n";
      spliced = false;
      // A #line already in the text (the version upgrade's) renumbers what follows it.
      if (src.compare(i + 1, 6, "#line ") == 0) line = std::atoi(src.c_str() + i + 7) - 1;
    }
  }
  return out;
}

// glslang's default resources allow one atomic counter binding and no counters outside the fragment
// stage (gl_MaxAtomicCounterBindings = 1): a shader using binding 1 does not compile. The front end
// passes the limits it reports (the GLES driver's, capped by its own binding table) as
// `resources`; without them, GL 4.5's minimum maximums with 8 bindings (the front end's table size).
TBuiltInResource ResourcesFrom(const Napi::Object& desc) {
  TBuiltInResource r = *GetDefaultResources();
  r.maxAtomicCounterBindings = 8;
  r.maxVertexAtomicCounters = r.maxTessControlAtomicCounters = r.maxTessEvaluationAtomicCounters = 0;
  r.maxGeometryAtomicCounters = 0;
  r.maxFragmentAtomicCounters = r.maxComputeAtomicCounters = r.maxCombinedAtomicCounters = 8;
  r.maxVertexAtomicCounterBuffers = r.maxTessControlAtomicCounterBuffers = r.maxTessEvaluationAtomicCounterBuffers = 0;
  r.maxGeometryAtomicCounterBuffers = 0;
  r.maxFragmentAtomicCounterBuffers = r.maxComputeAtomicCounterBuffers = r.maxCombinedAtomicCounterBuffers = 1;
  r.maxAtomicCounterBufferSize = 32;
  Napi::Value v = desc.Get("resources");
  if (!v.IsObject()) return r;
  Napi::Object o = v.As<Napi::Object>();
  const std::pair<const char*, int TBuiltInResource::*> fields[] = {
      {"maxAtomicCounterBindings", &TBuiltInResource::maxAtomicCounterBindings},
      {"maxVertexAtomicCounters", &TBuiltInResource::maxVertexAtomicCounters},
      {"maxTessControlAtomicCounters", &TBuiltInResource::maxTessControlAtomicCounters},
      {"maxTessEvaluationAtomicCounters", &TBuiltInResource::maxTessEvaluationAtomicCounters},
      {"maxGeometryAtomicCounters", &TBuiltInResource::maxGeometryAtomicCounters},
      {"maxFragmentAtomicCounters", &TBuiltInResource::maxFragmentAtomicCounters},
      {"maxComputeAtomicCounters", &TBuiltInResource::maxComputeAtomicCounters},
      {"maxCombinedAtomicCounters", &TBuiltInResource::maxCombinedAtomicCounters},
      {"maxVertexAtomicCounterBuffers", &TBuiltInResource::maxVertexAtomicCounterBuffers},
      {"maxTessControlAtomicCounterBuffers", &TBuiltInResource::maxTessControlAtomicCounterBuffers},
      {"maxTessEvaluationAtomicCounterBuffers", &TBuiltInResource::maxTessEvaluationAtomicCounterBuffers},
      {"maxGeometryAtomicCounterBuffers", &TBuiltInResource::maxGeometryAtomicCounterBuffers},
      {"maxFragmentAtomicCounterBuffers", &TBuiltInResource::maxFragmentAtomicCounterBuffers},
      {"maxComputeAtomicCounterBuffers", &TBuiltInResource::maxComputeAtomicCounterBuffers},
      {"maxCombinedAtomicCounterBuffers", &TBuiltInResource::maxCombinedAtomicCounterBuffers},
      {"maxAtomicCounterBufferSize", &TBuiltInResource::maxAtomicCounterBufferSize},
  };
  for (const auto& [key, field] : fields) {
    Napi::Value f = o.Get(key);
    if (f.IsNumber()) r.*field = f.As<Napi::Number>().Int32Value();
  }
  return r;
}

// The layout(binding) values written in the source, per resource, read from the linked stages before the
// IO mapper assigns the missing ones (after mapIO the SPIR-V cannot tell "binding = 0" from "assigned").
// GL's initial unit / block binding is the written value or 0. Read from glslang's tree, so a binding
// given by a macro or a constant expression is seen. Opaque uniforms by variable name, blocks by block
// name; storage 'uniform' or 'buffer'.
Napi::Array ExplicitBindings(Napi::Env env, glslang::TProgram& program, const std::vector<EShLanguage>& languages) {
  Napi::Array out = Napi::Array::New(env);
  std::set<std::string> seen;
  for (EShLanguage l : languages) {
    for (const glslang::TIntermSymbol* sym : LinkerObjects(program.getIntermediate(l))) {
      const glslang::TType& t = sym->getType();
      const glslang::TQualifier& q = t.getQualifier();
      if (!q.hasBinding() || (q.storage != glslang::EvqUniform && q.storage != glslang::EvqBuffer)) continue;
      const bool block = t.getBasicType() == glslang::EbtBlock;
      const std::string name = block ? t.getTypeName().c_str() : sym->getName().c_str();
      const std::string storage = q.storage == glslang::EvqBuffer ? "buffer" : "uniform";
      if (!seen.insert(storage + ":" + name).second) continue;
      Napi::Object o = Napi::Object::New(env);
      o.Set("storage", storage);
      o.Set("name", name);
      o.Set("binding", static_cast<int>(q.layoutBinding));
      out.Set(out.Length(), o);
    }
  }
  return out;
}

Napi::Object Failure(Napi::Env env, const std::string& log) {
  Napi::Object r = Napi::Object::New(env);
  r.Set("ok", false);
  r.Set("log", log);
  r.Set("stages", Napi::Array::New(env));
  r.Set("reflection", env.Null());
  return r;
}

}  // namespace

const char* StageName(int language) {
  for (const auto& s : kStages)
    if (s.language == language) return s.name;
  return "unknown";
}

namespace {
Napi::Value CompileProgramImpl(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsObject())
    throw Napi::TypeError::New(env, "compileProgram(desc): desc must be an object");
  Napi::Object desc = info[0].As<Napi::Object>();
  Napi::Value stagesValue = desc.Get("stages");
  if (!stagesValue.IsArray()) throw Napi::TypeError::New(env, "compileProgram: desc.stages must be an array");
  Napi::Array stagesIn = stagesValue.As<Napi::Array>();

  std::vector<std::string> xfbNames;
  Napi::Value xfbValue = desc.Get("transformFeedbackVaryings");
  if (xfbValue.IsArray()) {
    Napi::Array a = xfbValue.As<Napi::Array>();
    for (uint32_t i = 0; i < a.Length(); ++i) xfbNames.push_back(a.Get(i).ToString().Utf8Value());
  }

  // Sources must outlive the TShaders (glslang keeps the pointers), and shaders must outlive the
  // program (glslang's rule: destroy the program first) - hence the declaration order here.
  std::vector<std::string> sources;
  std::vector<std::unique_ptr<glslang::TShader>> shaders;
  std::vector<EShLanguage> languages;
  std::vector<std::string> preambles;  // per stage, outlives the TShaders like the sources
  std::string upgradedFrom;
  int highestDesktopVersion = 0;  // of the caller's sources (0: none desktop)
  std::string upgradedTo;  // desktop upgrades: the version compiled instead
  std::ostringstream log;

  const uint32_t n = stagesIn.Length();
  if (n == 0) return Failure(env, "ERROR: compileProgram: no stages given\n");
  sources.reserve(n);
  // The compatibility varyings are declared in every 1.10-1.30 stage of the program that uses one (a
  // fragment stage's gl_Color needs the vertex stage's gl_FrontColor output), so they are read first.
  std::vector<std::string> originals;
  std::vector<CompatStage> compatStages;
  originals.reserve(n);
  for (uint32_t i = 0; i < n; ++i) {
    Napi::Value sv = stagesIn.Get(i);
    if (!sv.IsObject()) continue;
    EShLanguage lang;
    if (!LookupStage(sv.As<Napi::Object>().Get("stage").ToString().Utf8Value(), lang)) continue;
    originals.push_back(sv.As<Napi::Object>().Get("source").ToString().Utf8Value());
    const VersionLine v = FindVersion(originals.back());
    if (v.found && v.profile != "es") compatStages.push_back({lang, v.number, nullptr});
    else compatStages.push_back({lang, 0, nullptr});
  }
  for (size_t i = 0; i < compatStages.size(); ++i) compatStages[i].source = &originals[i];
  const CompatVaryings compatVaryings = ScanCompatVaryings(compatStages);
  if (!compatVaryings.linkError.empty()) return Failure(env, "link:\n" + compatVaryings.linkError);
  for (uint32_t i = 0; i < n; ++i) {
    Napi::Value sv = stagesIn.Get(i);
    if (!sv.IsObject()) throw Napi::TypeError::New(env, "compileProgram: each stage must be an object");
    Napi::Object so = sv.As<Napi::Object>();
    std::string stageName = so.Get("stage").ToString().Utf8Value();
    EShLanguage lang;
    if (!LookupStage(stageName, lang))
      throw Napi::TypeError::New(env, "compileProgram: unknown stage '" + stageName + "'");
    // Several sources of one stage are several shader objects of that stage (desktop GL links them
    // into one stage, GL 4.5 §7.3); glslang merges the compilation units of a stage at link time.
    std::string src = so.Get("source").ToString().Utf8Value();
    VersionLine v = FindVersion(src);
    std::string bad = CheckVersion(v);
    if (!bad.empty()) {
      log << stageName << " shader:\nERROR: 0:" << (v.found ? v.line : 1) << ": '#version' : " << bad << "\n";
      return Failure(env, log.str());
    }
    const bool desktop = v.profile != "es";
    ExtensionPlan extensions;
    if (desktop) extensions = PlanExtensions(src);
    if (desktop) highestDesktopVersion = std::max(highestDesktopVersion, v.number);
    int compiledAs = v.number;  // this stage's version after the upgrades below
    if (IsLegacyDesktop(v)) compiledAs = 330;
    if (desktop && lang == EShLangCompute) compiledAs = std::max(compiledAs, 430);
    if (desktop) compiledAs = std::max(compiledAs, extensions.minVersion);
    if (compiledAs != v.number) {
      upgradedFrom = std::to_string(v.number);
      upgradedTo = std::to_string(compiledAs);
      const CompatLowering compat = LowerCompatibilityBuiltIns(src, lang, v.number, compatVaryings);
      UpgradeVersion(src, v, upgradedTo, LegacyLowering(src, lang, v.number, compiledAs) + compat.preamble);
      src += compat.epilogue;
    }
    if (desktop && compiledAs < 420) EnableBindingQualifier(src);
    if (desktop && compiledAs < 440) EnableBlockLocations(src, compiledAs);
    if (desktop) InsertAfterVersion(src, DepthRangeLowering(src));
    if (desktop && compiledAs < 420) src = SpliceLineContinuations(src);
    if (v.profile == "es" && v.number == 300) {
      // glslang emits SPIR-V only from 310 es. The rewrite stays on the same line, so every line
      // number in glslang's log still points at the user's source. 310 es is a superset of 300 es
      // for everything 300 es accepts, so valid 300 es programs keep their meaning.
      src.replace(v.numberPos, v.numberLen, "310");
      upgradedFrom = "300 es";
    }
    if (v.profile == "es" && v.line > 1) {
      // ESSL allows comments and blank lines before #version but glslang rejects them for ES. Hoist
      // the directive and restart numbering with #line so the log keeps the user's line numbers.
      const size_t lineStart = src.rfind('\n', v.numberPos);
      const size_t lineEnd = src.find('\n', v.numberPos);
      const size_t from = lineStart == std::string::npos ? 0 : lineStart + 1;
      const size_t to = lineEnd == std::string::npos ? src.size() : lineEnd;
      const std::string directive = src.substr(from, to - from);
      src = directive + "\n#line 1\n" + src.substr(0, from) + src.substr(to);
    }
    sources.push_back(std::move(src));
    languages.push_back(lang);
    preambles.push_back(extensions.preamble);
  }

  const EShMessages messages = static_cast<EShMessages>(EShMsgSpvRules | EShMsgDefault);
  const TBuiltInResource resources = ResourcesFrom(desc);
  bool parsedAll = true;
  for (uint32_t i = 0; i < n; ++i) {
    auto shader = std::make_unique<glslang::TShader>(languages[i]);
    const char* text = sources[i].c_str();
    shader->setStrings(&text, 1);
    if (!preambles[i].empty()) shader->setPreamble(preambles[i].c_str());
    shader->setEnvInput(glslang::EShSourceGlsl, languages[i], glslang::EShClientOpenGL, 100);
    shader->setEnvClient(glslang::EShClientOpenGL, glslang::EShTargetOpenGL_450);
    shader->setEnvTarget(glslang::EShTargetSpv, glslang::EShTargetSpv_1_0);
    // GL-style SPIR-V needs every in/out and resource to carry a location/binding; the user's GLSL
    // may rely on the linker assigning them, so glslang's IO mapper assigns the missing ones.
    shader->setAutoMapLocations(true);
    shader->setAutoMapBindings(true);
    const bool ok = shader->parse(&resources, 100, false, messages);
    const char* stageLog = shader->getInfoLog();
    if (stageLog && *stageLog) log << StageName(languages[i]) << " shader:\n" << stageLog;
    parsedAll = parsedAll && ok;
    shaders.push_back(std::move(shader));
  }
  if (upgradedFrom == "300 es")
    log << "NOTE: #version 300 es compiled as 310 es (glslang emits SPIR-V only from 310 es); "
           "line numbers refer to the original source\n";
  else if (!upgradedFrom.empty())
    log << "NOTE: #version " << upgradedFrom << " compiled as " << upgradedTo
        << " core (glslang emits OpenGL SPIR-V only from 330, compute shaders only from 430, and gates "
           "extensions on the version whose core holds them); "
           "line numbers refer to the original source\n";
  if (!parsedAll) {
    Napi::Object r = Failure(env, log.str());
    if (!upgradedFrom.empty()) r.Set("upgradedFrom", upgradedFrom);
    return r;
  }

  std::vector<glslang::TShader*> parsed;
  for (auto& s : shaders) parsed.push_back(s.get());
  RenameLocationMatchedInputs(parsed);  // GL matches by location where both sides give one
  auto program = std::make_unique<glslang::TProgram>();
  for (auto& s : shaders) program->addShader(s.get());
  bool linked = program->link(messages);
  std::string linkLog = program->getInfoLog() ? program->getInfoLog() : "";
  if (!linked && ForgivePatchArrayMismatch(*program, linkLog)) linked = true;  // glslang 12 defect
  if (linked) linked = CheckComputeLocalSize(*program, linkLog);
  if (linked) linked = CheckStorageBlockUnsizedMembers(*program, linkLog);
  if (linked) linked = CheckVertexStreams(*program, linkLog);
  std::vector<int> pipelineOrder;  // EShLanguage numbers the stages in pipeline order
  for (int l = EShLangVertex; l <= EShLangFragment; ++l)
    if (std::find(languages.begin(), languages.end(), l) != languages.end()) pipelineOrder.push_back(l);
  if (linked && highestDesktopVersion > 0 && highestDesktopVersion < 420) linked = CheckInvariantMatch(*program, pipelineOrder, linkLog);
  if (linked) linked = CheckSampleMatch(*program, pipelineOrder, linkLog);
  if (!linkLog.empty()) log << "link:\n" << linkLog;
  // The GLSL IO mapper sees all stages before assigning anything, so a varying, a default-block
  // uniform or a block used by several stages gets the same location/binding in each of them (the
  // plain per-stage resolver numbers every stage from 0 and mismatches them).
  Napi::Array explicitBindings = linked ? ExplicitBindings(env, *program, languages) : Napi::Array::New(env);
  glslang::TGlslIoMapper ioMapper;
  std::unique_ptr<glslang::TDefaultGlslIoResolver> resolver;
  if (linked) resolver = std::make_unique<glslang::TDefaultGlslIoResolver>(*program->getIntermediate(languages[0]));
  std::vector<int> pipelineStages;  // EShLanguage numbers of the graphics stages, in pipeline order
  for (int l = EShLangVertex; l <= EShLangFragment; ++l)
    if (std::find(languages.begin(), languages.end(), l) != languages.end()) pipelineStages.push_back(l);
  const ComponentAliasHiding hidden = linked ? HideComponentAliasedInputs(*program, pipelineStages) : ComponentAliasHiding{};
  const bool mapped = linked && program->mapIO(resolver.get(), &ioMapper);
  RestoreComponentAliasedInputs(hidden);
  if (linked && !mapped) {
    linked = false;
    log << "ERROR: linker: could not map locations/bindings\n";
    const char* ioLog = program->getInfoLog();
    if (ioLog && *ioLog) log << ioLog;
  }
  // Options chosen to match what a GL driver reports: GL's array naming ("a[0]"), buffer variables
  // apart from uniforms, every member of a std140/std430 block (GL counts them all as active),
  // program inputs/outputs of the first/last stage whatever those stages are.
  const int reflectOpts = EShReflectionStrictArraySuffix | EShReflectionBasicArraySuffix |
                          EShReflectionIntermediateIO | EShReflectionSeparateBuffers |
                          EShReflectionAllBlockVariables | EShReflectionUnwrapIOBlocks |
                          EShReflectionSharedStd140SSBO | EShReflectionSharedStd140UBO;
  if (linked && !program->buildReflection(reflectOpts)) {
    linked = false;
    log << "ERROR: linker: reflection failed\n";
  }
  if (!linked) {
    Napi::Object r = Failure(env, log.str());
    if (!upgradedFrom.empty()) r.Set("upgradedFrom", upgradedFrom);
    return r;
  }

  std::vector<EShLanguage> linkedStages;  // each stage once, in the caller's order
  for (EShLanguage l : languages)
    if (std::find(linkedStages.begin(), linkedStages.end(), l) == linkedStages.end()) linkedStages.push_back(l);
  std::vector<StageSpirv> spirv;
  bool spvOk = true;
  for (EShLanguage language : linkedStages) {
    StageSpirv s;
    s.stage = StageName(language);
    s.language = language;
    spv::SpvBuildLogger logger;
    glslang::SpvOptions opts;
    opts.disableOptimizer = true;  // keep OpNames and the user's structure for SPIRV-Cross
    opts.validate = false;
    glslang::GlslangToSpv(*program->getIntermediate(language), s.words, &logger, &opts);
    std::string spvLog = logger.getAllMessages();
    if (!spvLog.empty()) log << s.stage << " SPIR-V:\n" << spvLog;
    if (s.words.empty()) spvOk = false;
    spirv.push_back(std::move(s));
  }
  if (!spvOk) return Failure(env, log.str() + "ERROR: SPIR-V generation failed\n");

  std::string reflectErrors;
  Napi::Object reflection = BuildReflection(env, *program, spirv, xfbNames, reflectErrors);
  reflection.Set("explicitBindings", explicitBindings);
  if (!reflectErrors.empty()) {
    log << reflectErrors;
    Napi::Object r = Failure(env, log.str());
    if (!upgradedFrom.empty()) r.Set("upgradedFrom", upgradedFrom);
    return r;
  }

  Napi::Array outStages = Napi::Array::New(env, spirv.size());
  for (size_t i = 0; i < spirv.size(); ++i) {
    Napi::Object so = Napi::Object::New(env);
    so.Set("stage", spirv[i].stage);
    Napi::Uint32Array words = Napi::Uint32Array::New(env, spirv[i].words.size());
    std::copy(spirv[i].words.begin(), spirv[i].words.end(), words.Data());
    so.Set("spirv", words);
    outStages.Set(static_cast<uint32_t>(i), so);
  }
  Napi::Object r = Napi::Object::New(env);
  r.Set("ok", true);
  r.Set("log", log.str());
  r.Set("stages", outStages);
  r.Set("reflection", reflection);
  if (!upgradedFrom.empty()) r.Set("upgradedFrom", upgradedFrom);
  program.reset();  // before the shaders, as glslang requires
  return r;
}
}  // namespace

Napi::Value CompileProgram(const Napi::CallbackInfo& info) {
  try {
    return CompileProgramImpl(info);
  } catch (const Napi::Error&) {
    throw;  // argument errors: the caller's bug, surfaced as a JS TypeError
  } catch (const std::exception& e) {
    // glslang itself should not throw; if it does, bad GLSL must still not take the process down.
    return Failure(info.Env(), std::string("ERROR: internal compiler error: ") + e.what() + "\n");
  }
}

}  // namespace mgpipe
