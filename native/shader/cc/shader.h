// Shared declarations of the mgpipe_shader addon. Each .cc owns one concern:
// compile (glslang front end), reflect (glslang program reflection -> JS), spirv-facts (facts read
// straight from the SPIR-V words where glslang's reflection is silent), cross (SPIRV-Cross).
#pragma once

#include <napi.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace glslang {
class TProgram;
class TShader;
class TIntermediate;
}

namespace mgpipe {

// One compiled stage: its public name ('vertex', ...) and its SPIR-V words.
struct StageSpirv {
  std::string stage;
  int language;  // EShLanguage
  std::vector<uint32_t> words;
};

// A variable of a shader interface (stage input/output) as the SPIR-V declares it.
struct IoVar {
  std::string name;
  int location = -1;
  int component = 0;
  int glType = 0;
  int arraySize = 1;  // 1 for non-arrays, like GL's "size"
  std::string builtIn;  // empty unless decorated BuiltIn
  int xfbBuffer = -1;
  int xfbOffset = -1;
  int xfbStride = -1;
  int byteSize = 0;  // of one element, for GL_INTERLEAVED_ATTRIBS offsets
};

struct StageIo {
  std::vector<IoVar> inputs;
  std::vector<IoVar> outputs;
};

// Reads the Input/Output interface variables of a module (block members are unwrapped into
// "Block.member" entries, which is how GL names them).
StageIo ReadStageIo(const std::vector<uint32_t>& words);

// Locations of the default-block uniforms of a module, by GL leaf name ("lights[1].color", "a[0]").
// glslang's reflection only knows the location of a whole variable, not of its struct leaves.
// The Offset / ArrayStride / MatrixStride decorations of every uniform and storage block member leaf, by
// GL name: the layout the compiled code uses, where glslang's reflection computes its own (and differs
// for arrays of matrices inside structs).
struct MemberLayout {
  int offset, arrayStride, matrixStride;
};
void ReadBlockMemberLayouts(const std::vector<uint32_t>& words, std::map<std::string, MemberLayout>& out);
void ReadUniformLocations(const std::vector<uint32_t>& words, std::map<std::string, int>& out);

// An atomic counter variable (storage class AtomicCounter) by its declared name: the Binding and
// Offset decorations glslang gave it (explicit or assigned by GL's offset rules) and its element count.
struct AtomicCounterFact {
  int binding = 0;
  int offset = 0;
  int elements = 1;
  bool explicitBinding = false;  // glslang leaves Binding off a counter declared without layout(binding)
  std::vector<int> dims;  // array dimensions, outermost first (empty for a single counter)
};
void ReadAtomicCounters(const std::vector<uint32_t>& words, std::map<std::string, AtomicCounterFact>& out);

// Builds the `reflection` object from a linked, IO-mapped program with reflection built.
Napi::Object BuildReflection(Napi::Env env, glslang::TProgram& program,
                             const std::vector<StageSpirv>& stages,
                             const std::vector<std::string>& xfbVaryingNames, std::string& linkErrors);

// What a desktop stage's #extension directives ask of the compile (extensions.cc).
struct ExtensionPlan {
  int minVersion = 0;    // the stage compiles at least at this version (0: no requirement)
  std::string preamble;  // #defines of the supported extensions glslang does not know
};

// Reads the #extension directives of a desktop source and takes out those glslang does not know
// (replaced by empty lines, so line numbers hold); see extensions.cc.
ExtensionPlan PlanExtensions(std::string& src);

// Lines that keep a pre-4.20 stage's removed constructs when it compiles at 4.20 or later ("" if none).
std::string LegacyLowering(const std::string& src, int language, int version, int compiledAs);

// The compatibility built-ins of a GLSL 1.10-1.30 stage compiled as 330 core (compat-builtins.cc).
struct CompatStage {
  int language;
  int version;
  const std::string* source;
};
struct CompatVaryings {
  unsigned mask = 0;  // bit i: kVaryings[i] of compat-builtins.cc is used by some stage of the program
  // Per kVaryings[i]: the qualifiers (interpolation, centroid, invariant) its lowered declaration carries in
  // both stages, from the stages' redeclarations of gl_FrontColor / gl_Color & co. ("" for none).
  std::vector<std::string> qualifiers;
  // Not empty: GLSL 1.30 §4.3.7's rule is broken (a color's interpolation qualifier differs between the
  // fragment stage's gl_Color and the vertex stage's gl_FrontColor / gl_BackColor): the link error.
  std::string linkError;
};
struct CompatLowering {
  std::string preamble;  // lines inserted after #version
  std::string epilogue;  // appended to the source (the vertex stage's main wrapper)
};
// Which gl_FrontColor / gl_Color-like varyings the program's 1.10-1.30 stages use (declared in both stages).
CompatVaryings ScanCompatVaryings(const std::vector<CompatStage>& stages);
// The declarations standing for the built-ins `src` uses; may blank gl_TexCoord redeclarations in `src`.
CompatLowering LowerCompatibilityBuiltIns(std::string& src, int language, int version, const CompatVaryings& varyings);

// The declarations standing for gl_DepthRange when `src` uses it ("" if not; compat-builtins.cc).
std::string DepthRangeLowering(const std::string& src);

// After a failed link: true (and the false errors taken out of linkLog) when its only errors are
// glslang 12's "Array sizes must be compatible" for identical tessellation patch arrays.
bool ForgivePatchArrayMismatch(glslang::TProgram& program, std::string& linkLog);

// GLSL below 4.20: an output and the next stage's input of the same name agree on `invariant`
// (link-checks.cc). linkedStages: EShLanguage values in pipeline order. Appends the errors to log.
bool CheckInvariantMatch(glslang::TProgram& program, const std::vector<int>& linkedStages, std::string& log);

// Before the link: renames each input that has an explicit location different from that of the previous stage's
// output of its name, so that glslang matches the two by location as GL does, not by name (location-matching.cc).
// shaders: every parsed shader object of the program. Returns how many inputs were renamed.
int RenameLocationMatchedInputs(const std::vector<glslang::TShader*>& shaders);

// An output and the next stage's input of the same name agree on `sample` (link-checks.cc).
bool CheckSampleMatch(glslang::TProgram& program, const std::vector<int>& linkedStages, std::string& log);

// Only the last member of a shader storage block is an unsized array (link-checks.cc).
bool CheckStorageBlockUnsizedMembers(glslang::TProgram& program, std::string& log);

// A program with a compute stage declares its local work group size somewhere (link-checks.cc).
bool CheckComputeLocalSize(glslang::TProgram& program, std::string& log);

// Vertex stream rules of a geometry stage: range, points output, stream 0 to the fragment shader.
bool CheckVertexStreams(glslang::TProgram& program, std::string& log);

// Inputs matched by location to outputs packed with layout(component), hidden from glslang 12's by-location
// type check for mapIO and put back after it (component-aliasing.cc). linkedStages: EShLanguage, pipeline order.
struct ComponentAliasHiding {
  std::vector<std::pair<glslang::TIntermediate*, std::map<long long, unsigned>>> stages;
};
ComponentAliasHiding HideComponentAliasedInputs(glslang::TProgram& program, const std::vector<int>& linkedStages);
void RestoreComponentAliasedInputs(const ComponentAliasHiding& hiding);

Napi::Value CompileProgram(const Napi::CallbackInfo& info);
Napi::Value CrossCompile(const Napi::CallbackInfo& info);
Napi::Value AssembleSpirv(const Napi::CallbackInfo& info);

// Bit of a stage in the `stages` masks (same bit positions as glslang's EShLanguageMask).
const char* StageName(int language);

}  // namespace mgpipe
