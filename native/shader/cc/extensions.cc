// The #extension directives of a desktop shader, read before glslang sees it. glslang 12 knows some
// extensions the front end advertises only by the version that took them into core (it gates arrays of
// arrays, gl_Layer in a fragment shader, imulExtended, dFdxFine, ... on the #version alone), and does
// not know others at all (GL_ARB_shader_precision, GL_ARB_arrays_of_arrays, ...), failing the directive.
// Each extension here is given its real meaning: the stage compiles at the version whose core holds the
// extension (a superset of the caller's version for every program the caller's version accepts), an
// unknown directive is taken out only where that version carries its meaning, and the extension's macro
// stays defined as GLSL requires of a supported extension.
#include <regex>
#include <string>

#include "shader.h"

namespace mgpipe {
namespace {

struct ExtensionRule {
  const char* name;
  // The version whose core holds what the extension adds, as glslang gates it (0: adds no language,
  // only a guarantee of the implementation, e.g. GL_ARB_shader_precision's precision of operations).
  int coreVersion;
  // glslang 12 does not know the name: its directive fails, so it is taken out (same line count).
  bool unknownToGlslang;
};

constexpr ExtensionRule kRules[] = {
    // Known to glslang but with the built-ins / features declared only from the core version.
    {"GL_ARB_gpu_shader5", 400, false},          // imulExtended, findMSB, bitfieldExtract, invocations, sampler-array indexing, interpolateAt*
    {"GL_ARB_derivative_control", 400, false},   // dFdxFine/dFdyCoarse: glslang declares them from 400 (with the extension below 450)
    {"GL_ARB_shader_storage_buffer_object", 430, false},  // layout(binding) on buffer blocks, as 4.30 core has it
    // Image arrays indexed with dynamically uniform expressions (Mesa accepts them with this extension alone, as
    // 4.20 core does); glslang gates that indexing on 400 / GL_ARB_gpu_shader5 below it.
    {"GL_ARB_shader_image_load_store", 420, false},
    // atomicCounterAddARB & co. (OpAtomicIAdd & co. on AtomicCounter pointers in SPIR-V): glslang declares them from
    // 450 only. ESSL has no such counter operations: the backend lowers the counters to storage-buffer words
    // (gles-program atomic-counter-ops.ts).
    {"GL_ARB_shader_atomic_counter_ops", 450, false},
    // clock2x32ARB (OpReadClockKHR in SPIR-V): glslang declares it from 450 only. ESSL has no clock: the backend
    // lowers it to a device-wide logical counter (gles-program shader-clock.ts).
    {"GL_ARB_shader_clock", 450, false},
    // Unknown to glslang.
    {"GL_ARB_shader_precision", 0, true},
    // The integer built-ins of GL_ARB_gpu_shader5 (uaddCarry, usubBorrow, umulExtended, imulExtended,
    // bitfield*, bitCount, findLSB/MSB, frexp/ldexp) and its implicit int -> uint conversions, for GLSL 1.30+.
    {"GL_MESA_shader_integer_functions", 400, true},
    {"GL_ARB_arrays_of_arrays", 430, true},
    {"GL_ARB_fragment_layer_viewport", 430, true},
    {"GL_ARB_texture_query_levels", 430, true},
    {"GL_ARB_cull_distance", 450, true},
    // Array textures for GLSL 1.10 / 1.20: the sampler types of 1.30 core, and the functions named by sampler
    // type (texture2DArray, shadow1DArray, ...) that LegacyLowering writes in below 4.20.
    {"GL_EXT_texture_array", 130, true},
    // Subroutines are lowered before glslang (libs/shader subroutine-lowering.ts), so the directive only has to go.
    {"GL_ARB_shader_subroutine", 0, true},
};

// GL_AMD_shader_trinary_minmax adds min3 / max3 / mid3 over genType, genIType and genUType. glslang knows
// it, but emits SPV_AMD_shader_trinary_minmax instructions that have no ESSL form, so its directive is
// replaced (on its own line: line numbers hold) by the functions the extension defines them as:
// min3(x, y, z) = min(min(x, y), z), max3 = max(max(x, y), z), mid3 = the median,
// max(min(x, y), min(max(x, y), z)). Each argument is evaluated once, as a built-in's are.
std::string TrinaryMinMaxFunctions() {
  static const char* const kTypes[] = {"float", "vec2", "vec3", "vec4", "int", "ivec2", "ivec3", "ivec4",
                                       "uint",  "uvec2", "uvec3", "uvec4"};
  std::string out;
  for (const char* t : kTypes) {
    const std::string T(t);
    const std::string args = "(" + T + " x, " + T + " y, " + T + " z)";
    out += T + " min3" + args + " { return min(min(x, y), z); } ";
    out += T + " max3" + args + " { return max(max(x, y), z); } ";
    out += T + " mid3" + args + " { return max(min(x, y), min(max(x, y), z)); } ";
  }
  return out;
}

// GL_ARB_shader_group_vote: anyInvocationARB / allInvocationsARB / allInvocationsEqualARB over "a set of shader
// invocations [that] is implementation-dependent" with "no guarantee over how individual shader invocations are
// assigned to such sets" (the extension's overview). glslang emits SPV_KHR_subgroup_vote instructions, which
// have no ESSL form, so each invocation is its own set, which the extension allows: any = all = the value, and
// all-equal is true. The directive is replaced (on its own line) by the functions, under names of our own that
// the preamble maps the built-in names to (glslang declares the built-ins themselves at 4.30+).
constexpr const char* kGroupVoteFunctions =
    "bool mgpipe_anyInvocationARB(bool value) { return value; } "
    "bool mgpipe_allInvocationsARB(bool value) { return value; } "
    "bool mgpipe_allInvocationsEqualARB(bool value) { return true; }";
constexpr const char* kGroupVoteDefines =
    "#define anyInvocationARB mgpipe_anyInvocationARB\n"
    "#define allInvocationsARB mgpipe_allInvocationsARB\n"
    "#define allInvocationsEqualARB mgpipe_allInvocationsEqualARB\n";

// GL_AMD_vertex_shader_layer / GL_AMD_vertex_shader_viewport_index: gl_Layer / gl_ViewportIndex as vertex-stage
// outputs. glslang 12 does not know either name, but declares both outputs in the vertex stage from 4.30 under
// GL_ARB_shader_viewport_layer_array, which is what each becomes (on its own line: line numbers hold), with the
// stage at 4.30 (kVertexLayerVersion). SPIR-V then carries BuiltIn Layer / ViewportIndex on a vertex output, which
// the backend lowers (ESSL has neither in the vertex stage: gles-program vertex-layer-lowering.ts). The ARB
// extension declares both outputs, so a stage that enables only one of the AMD extensions may also write the other
// (a superset of what Mesa accepts; noted in the README's piglit section).
constexpr const char* kVertexLayerExtensions[] = {"GL_AMD_vertex_shader_layer", "GL_AMD_vertex_shader_viewport_index"};
constexpr const char* kViewportLayerArray = "#extension GL_ARB_shader_viewport_layer_array : enable";
constexpr int kVertexLayerVersion = 430;

// GL_NV_shader_atomic_float (atomicAdd / atomicExchange on float buffer and shared variables) and
// GL_INTEL_shader_atomic_float_minmax (atomicMin / atomicMax / atomicExchange / atomicCompSwap on them). glslang 12
// knows neither name, but declares float atomicAdd / atomicExchange under GL_EXT_shader_atomic_float and float
// atomicMin / atomicMax under GL_EXT_shader_atomic_float2, both from 4.50 (kFloatAtomicsVersion): the directives
// become those (in the preamble, the line stays empty). A float atomicCompSwap has no glslang form at all, so each
// atomicCompSwap call after the INTEL directive is carried as atomicExchange(mem, mgpipe_casArgs(compare, data)):
// an exchange of the marker call's result, which gles-program float-atomics.ts turns back into a compare-and-swap
// (native for int / uint, a loop over the bits for float). The marker is overloaded for the three types so that
// an integer compare-and-swap in the same stage resolves as before. SPIR-V then carries OpAtomicFAddEXT /
// OpAtomicFMinEXT / OpAtomicFMaxEXT / float OpAtomicExchange, which SPIRV-Cross refuses outside Vulkan GLSL:
// float-atomics.ts lowers them for ESSL, which has integer atomics only on buffer and shared variables.
constexpr int kFloatAtomicsVersion = 450;
constexpr const char* kFloatAtomicsDefines =
    "#extension GL_EXT_shader_atomic_float : enable\n#extension GL_EXT_shader_atomic_float2 : enable\n";
constexpr const char* kCompSwapMarkers =
    "int mgpipe_casArgs(int compare, int data) { return data; } "
    "uint mgpipe_casArgs(uint compare, uint data) { return data; } "
    "float mgpipe_casArgs(float compare, float data) { return data; }";

// Every `atomicCompSwap(a, b, c)` in src from `from` on becomes `atomicExchange(a, mgpipe_casArgs(b, c))`
// (same line count: the arguments' text is kept, newlines included).
void CarryCompSwaps(std::string& src, size_t from) {
  static const std::regex call(R"(\batomicCompSwap[ \t]*\()");
  std::smatch m;
  size_t pos = from;
  while (std::regex_search(src.cbegin() + static_cast<std::ptrdiff_t>(pos), src.cend(), m, call)) {
    const size_t start = pos + static_cast<size_t>(m.position(0));
    const size_t open = start + static_cast<size_t>(m.length(0)) - 1;
    int depth = 0;
    size_t commas[2] = {std::string::npos, std::string::npos};
    int ncommas = 0;
    size_t close = std::string::npos;
    for (size_t i = open; i < src.size() && close == std::string::npos; ++i) {
      const char c = src[i];
      if (c == '(' || c == '[') ++depth;
      else if ((c == ')' || c == ']') && --depth == 0) close = i;
      else if (c == ',' && depth == 1 && ncommas < 2) commas[ncommas++] = i;
    }
    if (close == std::string::npos || ncommas != 2) { pos = open + 1; continue; }  // not a 3-argument call: glslang says why
    const std::string mem = src.substr(open + 1, commas[0] - open - 1);
    const std::string rest = src.substr(commas[0] + 1, close - commas[0] - 1);
    const std::string carried = "atomicExchange(" + mem + ", mgpipe_casArgs(" + rest + "))";
    src.replace(start, close + 1 - start, carried);
    pos = start + carried.size();
  }
}

bool IsVertexLayerExtension(const std::string& name) {
  for (const char* e : kVertexLayerExtensions)
    if (name == e) return true;
  return false;
}

const ExtensionRule* FindRule(const std::string& name) {
  for (const auto& r : kRules)
    if (name == r.name) return &r;
  return nullptr;
}

}  // namespace

ExtensionPlan PlanExtensions(std::string& src) {
  static const std::regex directive(R"(^[ \t]*#[ \t]*extension[ \t]+([A-Za-z0-9_]+)[ \t]*:[ \t]*([A-Za-z]+))");
  ExtensionPlan plan;
  for (const auto& r : kRules)
    if (r.unknownToGlslang) plan.preamble += std::string("#define ") + r.name + " 1\n";
  for (const char* e : kVertexLayerExtensions) plan.preamble += std::string("#define ") + e + " 1\n";
  plan.preamble += "#define GL_NV_shader_atomic_float 1\n#define GL_INTEL_shader_atomic_float_minmax 1\n";
  bool compSwapsCarried = false;
  size_t start = 0;
  while (start < src.size()) {
    size_t end = src.find('\n', start);
    if (end == std::string::npos) end = src.size();
    std::smatch m;
    const std::string text = src.substr(start, end - start);
    if (std::regex_search(text, m, directive)) {
      const ExtensionRule* rule = FindRule(m[1].str());
      const std::string behavior = m[2].str();
      if (m[1].str() == "GL_ARB_shader_group_vote" && behavior != "disable") {
        src.replace(start, end - start, kGroupVoteFunctions);
        end = start + std::string(kGroupVoteFunctions).size();
        if (plan.preamble.find(kGroupVoteDefines) == std::string::npos) plan.preamble += kGroupVoteDefines;
      } else if (m[1].str() == "GL_AMD_shader_trinary_minmax" && behavior != "disable") {
        const std::string functions = TrinaryMinMaxFunctions();
        src.replace(start, end - start, functions);
        end = start + functions.size();
      } else if ((m[1].str() == "GL_NV_shader_atomic_float" || m[1].str() == "GL_INTEL_shader_atomic_float_minmax") &&
                 behavior != "disable") {
        // The markers once, at the first INTEL directive, which also carries every compare-and-swap after it.
        const bool intel = m[1].str() == "GL_INTEL_shader_atomic_float_minmax" && !compSwapsCarried;
        const std::string line = intel ? kCompSwapMarkers : "";
        src.replace(start, end - start, line);
        end = start + line.size();
        if (intel) CarryCompSwaps(src, end);
        compSwapsCarried = compSwapsCarried || intel;
        if (plan.preamble.find(kFloatAtomicsDefines) == std::string::npos) plan.preamble += kFloatAtomicsDefines;
        if (kFloatAtomicsVersion > plan.minVersion) plan.minVersion = kFloatAtomicsVersion;
      } else if (IsVertexLayerExtension(m[1].str())) {
        // `disable` leaves the outputs undeclared, as the stage's own version has them: the line only goes.
        const std::string line = behavior != "disable" ? kViewportLayerArray : "";
        src.replace(start, end - start, line);
        end = start + line.size();
        if (behavior != "disable" && kVertexLayerVersion > plan.minVersion) plan.minVersion = kVertexLayerVersion;
      } else if (rule) {
        // `disable` turns the extension's language off: the stage keeps its own version for it.
        if (behavior != "disable" && rule->coreVersion > plan.minVersion) plan.minVersion = rule->coreVersion;
        if (rule->unknownToGlslang) {
          // The version (above) or nothing (coreVersion 0) carries the meaning; the line stays, empty.
          src.replace(start, end - start, "");
          end = start;
        }
      }
    }
    start = end + 1;
  }
  return plan;
}

// The texture functions named by sampler type (deprecated in 1.30, gone from 4.20 core) and the
// overloaded function each is an alias of for its sampler type, same arguments, same result. The shadow
// ones (shadow2D...) return a vec4 built by the depth texture mode, not an alias: see kShadowFunctions.
constexpr const char* kLegacyTextureFunctions[][2] = {
    {"texture1D", "texture"},          {"texture2D", "texture"},          {"texture3D", "texture"},
    {"textureCube", "texture"},        {"texture2DRect", "texture"},      {"texture1DProj", "textureProj"},
    {"texture2DProj", "textureProj"},  {"texture3DProj", "textureProj"},  {"texture2DRectProj", "textureProj"},
    {"texture1DLod", "textureLod"},    {"texture2DLod", "textureLod"},    {"texture3DLod", "textureLod"},
    {"textureCubeLod", "textureLod"},  {"texture1DProjLod", "textureProjLod"}, {"texture2DProjLod", "textureProjLod"},
    {"texture3DProjLod", "textureProjLod"},
    // GL_EXT_texture_array's, with its bias (fragment stage) and Lod overloads.
    {"texture1DArray", "texture"},     {"texture2DArray", "texture"},     {"texture1DArrayLod", "textureLod"},
    {"texture2DArrayLod", "textureLod"},
};

namespace {

// The shadow comparison functions named by sampler type (also gone from 4.20 core) return a vec4 that
// DEPTH_TEXTURE_MODE builds from the comparison result r; its initial value, LUMINANCE, gives (r, r, r, 1),
// and the core-style front end has no way to change it. Each is written as that function of texture*().
struct ShadowFunction {
  const char* name;
  const char* sampler;
  const char* coord;
  const char* call;  // the overloaded function
  const char* extra;  // a trailing parameter ("" / bias / lod)
};
constexpr ShadowFunction kShadowFunctions[] = {
    {"shadow1D", "sampler1DShadow", "vec3", "texture", ""},
    {"shadow2D", "sampler2DShadow", "vec3", "texture", ""},
    {"shadow1DProj", "sampler1DShadow", "vec4", "textureProj", ""},
    {"shadow2DProj", "sampler2DShadow", "vec4", "textureProj", ""},
    {"shadow2DRect", "sampler2DRectShadow", "vec3", "texture", ""},
    {"shadow2DRectProj", "sampler2DRectShadow", "vec4", "textureProj", ""},
    {"shadow1DLod", "sampler1DShadow", "vec3", "textureLod", "lod"},
    {"shadow2DLod", "sampler2DShadow", "vec3", "textureLod", "lod"},
    {"shadow1DProjLod", "sampler1DShadow", "vec4", "textureProjLod", "lod"},
    {"shadow2DProjLod", "sampler2DShadow", "vec4", "textureProjLod", "lod"},
    // GL_EXT_texture_array's; shadow2DArray has neither a bias nor a Lod overload there (nor in 1.30 core).
    {"shadow1DArray", "sampler1DArrayShadow", "vec3", "texture", ""},
    {"shadow2DArray", "sampler2DArrayShadow", "vec4", "texture", ""},
    {"shadow1DArrayLod", "sampler1DArrayShadow", "vec3", "textureLod", "lod"},
};

std::string ShadowFunctions(const std::string& src, int language) {
  std::string out;
  for (const auto& f : kShadowFunctions) {
    if (!std::regex_search(src, std::regex(std::string("\\b") + f.name + "\\s*\\("))) continue;
    const std::string head = std::string("vec4 ") + f.name + "(" + f.sampler + " s, " + f.coord + " c";
    const bool lod = *f.extra != 0;
    out += head + (lod ? ", float lod" : "") + ") { float r = " + f.call + "(s, c" + (lod ? ", lod" : "") +
           "); return vec4(r, r, r, 1.0); }\n";
    // The bias overloads are the fragment stage's (implicit derivatives); rectangle textures have none.
    if (!lod && language == 4 /* EShLangFragment */ && std::string(f.sampler) != "sampler2DRectShadow" &&
        std::string(f.sampler) != "sampler2DArrayShadow")
      out += head + ", float bias) { float r = " + f.call + "(s, c, bias); return vec4(r, r, r, 1.0); }\n";
  }
  return out;
}

}  // namespace

// A stage written for a version below 4.20 keeps the texture functions 4.20 core removed and its version
// had (glslang declares neither texture2D & co. nor shadow2D & co. for a core stage once it emits SPIR-V):
// texture2D & co. become their overloaded aliases, shadow2D & co. the functions above. When it compiles
// at 4.20 or later (for an extension's sake) it keeps the other removed constructs too: attribute /
// varying become in / out, gl_FragColor / gl_FragData become outputs at location 0 — what glslang makes
// of them below 4.20. The lowered outputs' names start with "mgpipe_gl_", which reflection treats as
// built-in like "gl_".
std::string LegacyLowering(const std::string& src, int language, int version, int compiledAs) {
  if (version >= 420) return "";
  std::string out;
  for (const auto& f : kLegacyTextureFunctions)
    if (std::regex_search(src, std::regex(std::string("\\b") + f[0] + "\\s*\\(")))
      out += std::string("#define ") + f[0] + " " + f[1] + "\n";
  out += ShadowFunctions(src, language);
  if (compiledAs < 420) return out;
  if (language == 0 /* EShLangVertex */) out += "#define attribute in\n#define varying out\n";
  if (language == 4 /* EShLangFragment */) {
    out += "#define varying in\n";
    static const std::regex fragColor(R"(\bgl_FragColor\b)");
    static const std::regex fragData(R"(\bgl_FragData\b)");
    if (std::regex_search(src, fragColor))
      out += "layout(location = 0) out vec4 mgpipe_gl_FragColor;\n#define gl_FragColor mgpipe_gl_FragColor\n";
    if (std::regex_search(src, fragData))
      out += "layout(location = 0) out vec4 mgpipe_gl_FragData[gl_MaxDrawBuffers];\n#define gl_FragData mgpipe_gl_FragData\n";
  }
  return out;
}

}  // namespace mgpipe
