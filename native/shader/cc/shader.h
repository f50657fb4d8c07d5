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

Napi::Value CompileProgram(const Napi::CallbackInfo& info);
Napi::Value CrossCompile(const Napi::CallbackInfo& info);

// Bit of a stage in the `stages` masks (same bit positions as glslang's EShLanguageMask).
const char* StageName(int language);

}  // namespace mgpipe
