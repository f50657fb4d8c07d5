// The compatibility built-ins of GLSL 1.10-1.30 (gl_Vertex, gl_Color, gl_FrontColor, gl_TexCoord[],
// gl_ModelViewProjectionMatrix, ftransform(), ...), which 1.40 core removed. glslang declares them only for
// a source it compiles at its own version below 1.40 or in the compatibility profile, and emits OpenGL SPIR-V
// only from 330 core (compile.cc upgrades 1.10-1.50 to 330), so they are spelled here in 330 terms, with the
// values a GL context gives them when, as in MGPipe's core-style front end, there is no fixed-function vertex
// state to change (no glVertexPointer / glColor / glMatrixMode entry points):
//   - gl_Vertex is generic attribute 0, which it aliases in GL (GL 4.5 compatibility §10.2.1; Mesa reserves
//     location 0 from automatic assignment when gl_Vertex is used: link-program.ts does the same).
//   - the other vertex inputs (gl_Color, gl_Normal, gl_MultiTexCoordN, ...) read the current values, which
//     nothing can set: their initial values (§10.2.2: color (1,1,1,1), secondary color (0,0,0,1), normal
//     (0,0,1), texture coordinates (0,0,0,1), fog coordinate 0).
//   - the matrices are the matrix stacks' initial values, identity, and so are their inverses / transposes.
//   - gl_FrontColor / gl_FrontSecondaryColor are varyings read in the fragment stage as gl_Color /
//     gl_SecondaryColor (two-sided color selection, VERTEX_PROGRAM_TWO_SIDE, is off and cannot be turned
//     on), clamped to [0, 1] per vertex as CLAMP_VERTEX_COLOR's initial TRUE asks (§12.2.1); gl_TexCoord[]
//     and gl_FogFragCoord are plain varyings; gl_BackColor & co. and gl_ClipVertex have no consumer and are
//     kept as plain variables.
// Names start with "mgpipe_gl_", which reflection lists as built-in like "gl_" (reflect.cc).
#include <regex>
#include <string>
#include <vector>

#include "shader.h"

namespace mgpipe {
namespace {

constexpr int kVertex = 0;    // EShLangVertex
constexpr int kFragment = 4;  // EShLangFragment
constexpr int kMaxTextureCoords = 8;  // gl_MaxTextureCoords, as Mesa sets it

bool Uses(const std::string& src, const char* name) {
  return std::regex_search(src, std::regex(std::string("\\b") + name + "\\b"));
}

// Vertex inputs other than gl_Vertex: the current values' initial values.
struct ConstantInput {
  const char* name;
  const char* type;
  const char* value;
};
constexpr ConstantInput kVertexInputs[] = {
    {"gl_Color", "vec4", "vec4(1.0)"},
    {"gl_SecondaryColor", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_Normal", "vec3", "vec3(0.0, 0.0, 1.0)"},
    {"gl_FogCoord", "float", "0.0"},
    {"gl_MultiTexCoord0", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_MultiTexCoord1", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_MultiTexCoord2", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_MultiTexCoord3", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_MultiTexCoord4", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_MultiTexCoord5", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_MultiTexCoord6", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
    {"gl_MultiTexCoord7", "vec4", "vec4(0.0, 0.0, 0.0, 1.0)"},
};

constexpr const char* kMatrices[] = {"gl_ModelViewMatrix", "gl_ProjectionMatrix", "gl_ModelViewProjectionMatrix"};
constexpr const char* kMatrixSuffixes[] = {"", "Inverse", "Transpose", "InverseTranspose"};

// Varyings: the vertex stage writes `vertexName`, the fragment stage reads `fragmentName`.
struct Varying {
  const char* vertexName;
  const char* fragmentName;
  const char* type;
  bool clamped;  // a vertex color: clamped per vertex (CLAMP_VERTEX_COLOR)
};
constexpr Varying kVaryings[] = {
    {"gl_FrontColor", "gl_Color", "vec4", true},
    {"gl_FrontSecondaryColor", "gl_SecondaryColor", "vec4", true},
    {"gl_TexCoord", "gl_TexCoord", "vec4", false},
    {"gl_FogFragCoord", "gl_FogFragCoord", "float", false},
};

// Vertex outputs nothing reads once two-sided color and user clip planes are off.
constexpr const char* kVertexOnlyOutputs[] = {"gl_BackColor", "gl_BackSecondaryColor", "gl_ClipVertex"};

std::string ArraySuffix(const Varying& v) {
  return std::string(v.vertexName) == "gl_TexCoord" ? "[" + std::to_string(kMaxTextureCoords) + "]" : "";
}

bool IsLegacyCompatVersion(int version) { return version == 110 || version == 120 || version == 130; }

// GLSL 1.30 §4.3.7: gl_FrontColor, gl_BackColor, gl_FrontSecondaryColor, gl_BackSecondaryColor (vertex) and
// gl_Color, gl_SecondaryColor (fragment) may be redeclared with an interpolation qualifier (and centroid /
// invariant). A redeclaration would redeclare the lowered variable, so it is blanked (newlines kept) and its
// qualifiers go on the lowered declaration instead.
struct ColorRedeclaration {
  std::string qualifiers;  // e.g. "flat ", "centroid noperspective ", "" (none)
  std::string interpolation;  // "flat" / "smooth" / "noperspective" / "" (the default)
};
constexpr const char* kColorNames[] = {"gl_FrontColor", "gl_BackColor", "gl_FrontSecondaryColor",
                                       "gl_BackSecondaryColor", "gl_Color", "gl_SecondaryColor"};

std::vector<std::pair<std::string, ColorRedeclaration>> ColorRedeclarations(std::string* src, const std::string& text) {
  static const std::regex redeclaration(
      R"(((?:\b(?:flat|smooth|noperspective|centroid|invariant)\s+)*)\b(?:varying|in|out)\s+vec4\s+(gl_(?:Front|Back)?(?:Secondary)?Color)\s*;)");
  static const std::regex interpolation(R"(\b(flat|smooth|noperspective)\b)");
  std::vector<std::pair<std::string, ColorRedeclaration>> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), redeclaration); it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    ColorRedeclaration r;
    std::string q = m[1].str();
    for (char& c : q) if (c == '\n' || c == '\t' || c == '\r') c = ' ';
    r.qualifiers = q;
    std::smatch i;
    if (std::regex_search(q, i, interpolation)) r.interpolation = i[1].str();
    out.emplace_back(m[2].str(), r);
    if (src)
      for (size_t k = m.position(0); k < static_cast<size_t>(m.position(0) + m.length(0)); ++k)
        if ((*src)[k] != '\n') (*src)[k] = ' ';
  }
  return out;
}

// Statically used beyond its redeclarations: `name` occurs in the source with the redeclarations blanked.
bool UsedBeyondRedeclaration(const std::string& src, const char* name) {
  std::string blanked = src;
  ColorRedeclarations(&blanked, src);
  return Uses(blanked, name);
}

const ColorRedeclaration* Find(const std::vector<std::pair<std::string, ColorRedeclaration>>& list, const std::string& name) {
  for (const auto& [n, r] : list)
    if (n == name) return &r;
  return nullptr;
}

}  // namespace

CompatVaryings ScanCompatVaryings(const std::vector<CompatStage>& stages) {
  CompatVaryings used;
  for (const auto& s : stages) {
    if (!IsLegacyCompatVersion(s.version)) continue;
    for (size_t i = 0; i < std::size(kVaryings); ++i) {
      const char* name = s.language == kVertex ? kVaryings[i].vertexName
                         : s.language == kFragment ? kVaryings[i].fragmentName : nullptr;
      if (name && Uses(*s.source, name)) used.mask |= 1u << i;
    }
  }
  // The colors' qualifiers: the fragment stage's redeclaration where it reads the color, else the vertex
  // stage's front color's (matching both when the rule below holds). Mesa checks the rule at link for the
  // colors the fragment stage reads and the vertex stage assigns, comparing interpolation qualifiers only.
  used.qualifiers.assign(std::size(kVaryings), "");
  const CompatStage* vertex = nullptr;
  const CompatStage* fragment = nullptr;
  for (const auto& s : stages) {
    if (!IsLegacyCompatVersion(s.version)) continue;
    if (s.language == kVertex) vertex = &s;
    if (s.language == kFragment) fragment = &s;
  }
  const auto vertexDecls = vertex ? ColorRedeclarations(nullptr, *vertex->source) : decltype(ColorRedeclarations(nullptr, "")){};
  const auto fragmentDecls = fragment ? ColorRedeclarations(nullptr, *fragment->source) : decltype(vertexDecls){};
  for (size_t i = 0; i < 2; ++i) {  // kVaryings[0] (colour), [1] (secondary colour)
    const std::string input = kVaryings[i].fragmentName;
    const std::string front = kVaryings[i].vertexName;
    const std::string back = i == 0 ? "gl_BackColor" : "gl_BackSecondaryColor";
    const ColorRedeclaration* in = Find(fragmentDecls, input);
    const ColorRedeclaration* frontDecl = Find(vertexDecls, front);
    const bool read = fragment && UsedBeyondRedeclaration(*fragment->source, input.c_str());
    used.qualifiers[i] = read && in ? in->qualifiers : frontDecl ? frontDecl->qualifiers : "";
    if (!read || !vertex) continue;
    const std::string want = in ? in->interpolation : "";
    for (const std::string& output : {front, back}) {
      if (!UsedBeyondRedeclaration(*vertex->source, output.c_str())) continue;
      const ColorRedeclaration* out = Find(vertexDecls, output);
      const std::string have = out ? out->interpolation : "";
      if (have != want && used.linkError.empty())
        used.linkError = "ERROR: Linking vertex and fragment stages: the vertex shader's " + output + " is " +
                         (have.empty() ? "not qualified" : "qualified " + have) + " but the fragment shader's " + input +
                         " is " + (want.empty() ? "not qualified" : "qualified " + want) +
                         " (GLSL 1.30 section 4.3.7: their interpolation qualifiers must match)\n";
    }
  }
  return used;
}

CompatLowering LowerCompatibilityBuiltIns(std::string& src, int language, int version, const CompatVaryings& varyings) {
  CompatLowering r;
  if (!IsLegacyCompatVersion(version)) return r;
  std::string& out = r.preamble;
  auto alias = [&](const std::string& name, const std::string& decl) {
    out += decl + "\n#define " + name + " mgpipe_" + name + "\n";
  };
  // `varying vec4 gl_TexCoord[4];` (1.10's way to size it) would redeclare the lowered array: blanked, same length.
  static const std::regex texCoordRedeclaration(R"(\b(varying|in|out)\s+vec4\s+gl_TexCoord\s*\[[^\]]*\]\s*;)");
  for (std::smatch m; std::regex_search(src, m, texCoordRedeclaration);)
    src.replace(m.position(0), m.length(0), std::string(m.length(0), ' '));
  ColorRedeclarations(&src, std::string(src));

  for (const char* m : kMatrices) {
    for (const char* suffix : kMatrixSuffixes) {
      const std::string name = std::string(m) + suffix;
      if (Uses(src, name.c_str())) alias(name, "const mat4 mgpipe_" + name + " = mat4(1.0);");
    }
  }
  for (const char* suffix : kMatrixSuffixes) {
    const std::string name = std::string("gl_TextureMatrix") + suffix;
    if (!Uses(src, name.c_str())) continue;
    std::string elements;
    for (int i = 0; i < kMaxTextureCoords; ++i) elements += std::string(i ? ", " : "") + "mat4(1.0)";
    const std::string n = std::to_string(kMaxTextureCoords);
    alias(name, "const mat4 mgpipe_" + name + "[" + n + "] = mat4[" + n + "](" + elements + ");");
  }
  if (Uses(src, "gl_NormalMatrix")) alias("gl_NormalMatrix", "const mat3 mgpipe_gl_NormalMatrix = mat3(1.0);");
  if (Uses(src, "gl_MaxTextureCoords")) out += "#define gl_MaxTextureCoords " + std::to_string(kMaxTextureCoords) + "\n";

  if (language == kVertex) {
    const bool ftransform = std::regex_search(src, std::regex(R"(\bftransform\s*\()"));
    if (ftransform || Uses(src, "gl_Vertex")) alias("gl_Vertex", "layout(location = 0) in vec4 mgpipe_gl_Vertex;");
    if (ftransform) {
      if (!Uses(src, "gl_ModelViewProjectionMatrix"))
        alias("gl_ModelViewProjectionMatrix", "const mat4 mgpipe_gl_ModelViewProjectionMatrix = mat4(1.0);");
      out += "vec4 ftransform() { return gl_ModelViewProjectionMatrix * gl_Vertex; }\n";
    }
    for (const auto& in : kVertexInputs)
      if (Uses(src, in.name)) alias(in.name, std::string("const ") + in.type + " mgpipe_" + in.name + " = " + in.value + ";");
    for (const char* name : kVertexOnlyOutputs)
      if (Uses(src, name)) alias(name, std::string("vec4 mgpipe_") + name + ";");
  }
  // A varying is declared in both stages when either uses it: a fragment input needs its vertex output.
  static const std::regex definesMain(R"(\bvoid\s+main\s*\(\s*(void\s*)?\)\s*\{)");
  const bool wrapMain = language == kVertex && std::regex_search(src, definesMain);
  std::string clamps;
  for (size_t i = 0; i < std::size(kVaryings); ++i) {
    if (!(varyings.mask & (1u << i))) continue;
    const Varying& v = kVaryings[i];
    const std::string lowered = std::string("mgpipe_") + v.vertexName;
    const std::string decl = std::string(v.type) + " " + lowered + ArraySuffix(v) + ";";
    const std::string qualifiers = i < varyings.qualifiers.size() ? varyings.qualifiers[i] : "";
    if (language == kVertex && v.clamped) {
      // The shader writes (and may read back) an unclamped value; the output is its clamp, after main.
      out += qualifiers + "out " + decl + "\n" + v.type + " " + lowered + "_unclamped;\n#define " + v.vertexName + " " + lowered + "_unclamped\n";
      clamps += " " + lowered + " = clamp(" + lowered + "_unclamped, 0.0, 1.0);";
    } else if (language == kVertex) {
      alias(v.vertexName, "out " + decl);
    } else if (language == kFragment) {
      out += qualifiers + "in " + decl + "\n#define " + v.fragmentName + " " + lowered + "\n";
    }
  }
  if (wrapMain && !clamps.empty()) {
    out += "#define main mgpipe_gl_main\n";
    r.epilogue = "\n#undef main\nvoid main() { mgpipe_gl_main();" + clamps + " }\n";
  }
  return r;
}

// gl_DepthRange (GLSL 1.40+ §7.4, core in every version) is a built-in uniform that glslang does not declare
// when it emits SPIR-V ("undeclared identifier"). It is lowered to a uniform of the same structure named
// "mgpipe_gl_DepthRange" (hidden like the other "mgpipe_gl_" names), which the GLES backend fills per draw
// from the context's depth range of viewport 0 (gles-program BackendProgram.uploadDepthRange): near, far and
// far - near, as GL defines them.
std::string DepthRangeLowering(const std::string& src) {
  if (!Uses(src, "gl_DepthRange")) return "";
  return "struct mgpipe_gl_DepthRangeParameters { float near; float far; float diff; };\n"
         "uniform mgpipe_gl_DepthRangeParameters mgpipe_gl_DepthRange;\n"
         "#define gl_DepthRangeParameters mgpipe_gl_DepthRangeParameters\n"
         "#define gl_DepthRange mgpipe_gl_DepthRange\n";
}

}  // namespace mgpipe
