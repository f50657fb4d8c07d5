// GL 4.5 §7.4.1 (interface matching): an output and the next stage's input match when they "match in name, type,
// and qualification, and neither has a location qualifier", or when they "are declared with the same location and
// component layout qualifiers and match in type and qualification". glslang 12 pairs a stage's inputs with the
// previous stage's outputs by name only, in its link's cross-stage check and in its IO mapper, so
// `layout(location = 0) out S s;` against `layout(location = 2) in S s;` fails the link ("Layout location qualifier
// must match") although GL pairs each of them with the variable at its own location (piglit's
// arb_separate_shader_objects execution/layout-location-struct). Before the link, such an input (an explicit
// location on both sides, not the same one) is renamed in its stage, so glslang sees two unrelated variables; the
// explicit locations then pair them, as in GL. Only names between two linked stages change: a renamed input is
// never the first stage's, so no program interface query names it.
#include <glslang/Include/intermediate.h>
#include <glslang/MachineIndependent/localintermediate.h>
#include <glslang/Public/ShaderLang.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "linker-objects.h"
#include "shader.h"

namespace mgpipe {
namespace {

// TIntermSymbol keeps its name protected and has no setter; a pointer to the member, taken in a derived class,
// reaches it on any symbol node.
struct SymbolNameAccess : glslang::TIntermSymbol {
  static constexpr glslang::TString glslang::TIntermSymbol::*kName = &SymbolNameAccess::name;
};

// The user variables of one storage class with an explicit location among a stage's linker objects, by name
// (blocks are left out: GL matches them by block name, and glslang does too).
std::map<std::string, int> LocatedVariables(glslang::TIntermediate* stage, glslang::TStorageQualifier storage) {
  std::map<std::string, int> out;
  for (const glslang::TIntermSymbol* symbol : LinkerObjects(stage)) {
    if (symbol->getType().isBuiltIn() || symbol->getBasicType() == glslang::EbtBlock) continue;
    const glslang::TQualifier& q = symbol->getType().getQualifier();
    if (q.storage == storage && q.hasLocation()) out[symbol->getName().c_str()] = static_cast<int>(q.layoutLocation);
  }
  return out;
}

// Renames every node of the stage's inputs named in `names` (declarations, uses and the linker object).
class RenameInputs : public glslang::TIntermTraverser {
 public:
  explicit RenameInputs(const std::map<std::string, std::string>& names) : names_(names) {}
  void visitSymbol(glslang::TIntermSymbol* node) override {
    if (node->getQualifier().storage != glslang::EvqVaryingIn) return;
    auto it = names_.find(node->getName().c_str());
    if (it != names_.end()) node->*SymbolNameAccess::kName = it->second.c_str();
  }

 private:
  const std::map<std::string, std::string>& names_;
};

}  // namespace

int RenameLocationMatchedInputs(const std::vector<glslang::TShader*>& shaders) {
  std::vector<int> pipeline;  // the graphics stages present, in pipeline order
  for (int l = EShLangVertex; l <= EShLangFragment; ++l)
    for (const glslang::TShader* s : shaders)
      if (s->getStage() == l && (pipeline.empty() || pipeline.back() != l)) pipeline.push_back(l);
  int renamed = 0;
  for (size_t i = 1; i < pipeline.size(); ++i) {
    std::map<std::string, int> outputs;
    for (glslang::TShader* s : shaders)
      if (s->getStage() == pipeline[i - 1])
        for (const auto& [name, location] : LocatedVariables(s->getIntermediate(), glslang::EvqVaryingOut)) outputs[name] = location;
    std::map<std::string, std::string> names;
    for (glslang::TShader* s : shaders) {
      if (s->getStage() != pipeline[i]) continue;
      for (const auto& [name, location] : LocatedVariables(s->getIntermediate(), glslang::EvqVaryingIn)) {
        auto it = outputs.find(name);
        if (it != outputs.end() && it->second != location)
          names[name] = "mgpipe_loc" + std::to_string(location) + "_" + name;
      }
    }
    if (names.empty()) continue;
    RenameInputs rename(names);
    for (glslang::TShader* s : shaders)
      if (s->getStage() == pipeline[i] && s->getIntermediate()->getTreeRoot() != nullptr) s->getIntermediate()->getTreeRoot()->traverse(&rename);
    renamed += static_cast<int>(names.size());
  }
  return renamed;
}

}  // namespace mgpipe
