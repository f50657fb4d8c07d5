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
    if (language == kVertex && v.clamped) {
      // The shader writes (and may read back) an unclamped value; the output is its clamp, after main.
      out += "out " + decl + "\n" + v.type + " " + lowered + "_unclamped;\n#define " + v.vertexName + " " + lowered + "_unclamped\n";
      clamps += " " + lowered + " = clamp(" + lowered + "_unclamped, 0.0, 1.0);";
    } else if (language == kVertex) {
      alias(v.vertexName, "out " + decl);
    } else if (language == kFragment) {
      out += "in " + decl + "\n#define " + v.fragmentName + " " + lowered + "\n";
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
