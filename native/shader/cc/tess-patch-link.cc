// glslang 12 refuses `patch out T a[N]` (tessellation control) against `patch in T a[N]` (tessellation
// evaluation) with "Array sizes must be compatible" while printing the same type on both sides: its
// TIntermediate::isIoResizeArray excludes patch variables from the per-vertex outer dimension on the
// control side only, so the evaluation side compares one dimension fewer. The program is legal GLSL
// (GL 4.5 §7.4.1 matches the two declarations) and glslang has finished linking when it reports it
// (TProgram::link runs the cross-stage check last and keeps the linked intermediates), so the error is
// forgiven here when, and only when, every error of the link is that message for a pair of patch
// arrays this code finds identical itself; anything else (a real size mismatch included) still fails.
#include <glslang/Include/Types.h>
#include <glslang/MachineIndependent/localintermediate.h>
#include <glslang/Public/ShaderLang.h>

#include <map>
#include <sstream>
#include <string>

#include "shader.h"

namespace mgpipe {
namespace {

constexpr const char* kFalseError =
    "ERROR: Linking tessellation control and tessellation evaluation stages: Array sizes must be compatible:";

// The patch arrays of one storage class among a stage's linker objects, by name.
std::map<std::string, const glslang::TType*> PatchArrays(glslang::TIntermediate* stage, glslang::TStorageQualifier storage) {
  std::map<std::string, const glslang::TType*> out;
  if (stage == nullptr || stage->getTreeRoot() == nullptr) return out;
  glslang::TIntermAggregate* root = stage->getTreeRoot()->getAsAggregate();
  if (root == nullptr || root->getSequence().empty()) return out;
  glslang::TIntermAggregate* objects = root->getSequence().back()->getAsAggregate();
  if (objects == nullptr || objects->getOp() != glslang::EOpLinkerObjects) return out;
  for (TIntermNode* node : objects->getSequence()) {
    glslang::TIntermSymbol* symbol = node->getAsSymbolNode();
    if (symbol == nullptr) continue;
    const glslang::TType& type = symbol->getType();
    if (type.isArray() && type.getQualifier().patch && type.getQualifier().storage == storage)
      out[symbol->getName().c_str()] = &type;
  }
  return out;
}

}  // namespace

bool ForgivePatchArrayMismatch(glslang::TProgram& program, std::string& linkLog) {
  const auto outputs = PatchArrays(program.getIntermediate(EShLangTessControl), glslang::EvqVaryingOut);
  const auto inputs = PatchArrays(program.getIntermediate(EShLangTessEvaluation), glslang::EvqVaryingIn);
  int identical = 0;
  for (const auto& [name, type] : inputs) {
    auto it = outputs.find(name);
    if (it != outputs.end() && *it->second == *type) ++identical;
  }
  if (identical == 0) return false;
  // Every ERROR line must be the false one, once per identical pair; each is followed by its two
  // indented type lines, which go with it.
  std::istringstream in(linkLog);
  std::string line;
  std::string kept;
  int errors = 0;
  int falseErrors = 0;
  int skip = 0;
  while (std::getline(in, line)) {
    if (skip > 0 && line.rfind("    ", 0) == 0) {
      --skip;
      continue;
    }
    skip = 0;
    if (line.rfind("ERROR:", 0) == 0) ++errors;
    if (line == kFalseError) {
      ++falseErrors;
      skip = 2;
      continue;
    }
    kept += line + "\n";
  }
  if (errors != falseErrors || falseErrors != identical) return false;
  linkLog = kept;
  return true;
}

}  // namespace mgpipe
