// glslang 12's IO mapper checks each stage input against the previous stage's output of the same name or, when
// there is none, against the first output at the input's location, whatever its layout(component): an input
// matched by location to one of several outputs packed into that location (ARB_enhanced_layouts:
// `layout(location = 0) out float b; layout(location = 0, component = 1) out vec3 a;` read as `b_vs` and
// `a_vs`) is compared with the wrong one, and mapIO fails ("Invalid In/Out variable type") although the program
// is legal. Such inputs are hidden from that check: their explicit location is taken off before mapIO and put
// back after it, on every node of the variable. Their type is checked against the right output by the
// front end's own interface checks (libs/shader location-aliasing.ts), which see the components.
// The same check compares structs by their type name as well, where GL 4.5 §7.4.1 matches the two by location when
// they "match in type" and Mesa compares their members only (`layout(location = 0) out S s;` read as
// `layout(location = 0) in S1 s2;` with the same members: piglit's arb_separate_shader_objects
// layout-location-struct). Such an input, matched by location to an output that differs from it in struct names
// only, is hidden from the check in the same way.
#include <glslang/Include/intermediate.h>
#include <glslang/MachineIndependent/localintermediate.h>
#include <glslang/Public/ShaderLang.h>

#include <map>
#include <string>
#include <vector>

#include "linker-objects.h"
#include "shader.h"

namespace mgpipe {
namespace {

// The stage's user (not built-in) variables of one storage class, from its linker objects.
std::vector<glslang::TIntermSymbol*> UserVariables(glslang::TIntermediate* stage, glslang::TStorageQualifier storage) {
  std::vector<glslang::TIntermSymbol*> out;
  for (glslang::TIntermSymbol* symbol : LinkerObjects(stage))
    if (symbol->getType().getQualifier().storage == storage && !symbol->getType().isBuiltIn()) out.push_back(symbol);
  return out;
}

// Sets layoutLocation on every node of the given variables (by symbol id).
class SetLocations : public glslang::TIntermTraverser {
 public:
  explicit SetLocations(const std::map<long long, unsigned>& locations) : locations_(locations) {}
  void visitSymbol(glslang::TIntermSymbol* node) override {
    auto it = locations_.find(node->getId());
    if (it != locations_.end()) node->getWritableType().getQualifier().layoutLocation = it->second;
  }

 private:
  const std::map<long long, unsigned>& locations_;
};

// Whether two types agree but for the names of their struct types: the same members (names, types, arrays) in order.
bool SameButStructNames(const glslang::TType& a, const glslang::TType& b) {
  if (a.isStruct() != b.isStruct()) return false;
  if (!a.isStruct()) return a == b;
  if (!a.sameArrayness(b) || a.getStruct()->size() != b.getStruct()->size()) return false;
  for (size_t k = 0; k < a.getStruct()->size(); ++k) {
    const glslang::TType& ma = *(*a.getStruct())[k].type;
    const glslang::TType& mb = *(*b.getStruct())[k].type;
    if (ma.getFieldName() != mb.getFieldName() || !SameButStructNames(ma, mb)) return false;
  }
  return true;
}

}  // namespace

ComponentAliasHiding HideComponentAliasedInputs(glslang::TProgram& program, const std::vector<int>& linkedStages) {
  ComponentAliasHiding hiding;
  for (size_t i = 1; i < linkedStages.size(); ++i) {
    glslang::TIntermediate* consumer = program.getIntermediate(static_cast<EShLanguage>(linkedStages[i]));
    const auto outputs = UserVariables(program.getIntermediate(static_cast<EShLanguage>(linkedStages[i - 1])), glslang::EvqVaryingOut);
    std::map<long long, unsigned> hide;
    for (glslang::TIntermSymbol* in : UserVariables(consumer, glslang::EvqVaryingIn)) {
      const glslang::TQualifier& q = in->getType().getQualifier();
      if (!q.hasLocation()) continue;
      bool byName = false, packed = q.hasComponent(), structNamesOnly = false;
      for (glslang::TIntermSymbol* out : outputs) {
        byName = byName || out->getName() == in->getName();
        const glslang::TQualifier& o = out->getType().getQualifier();
        const bool atLocation = o.hasLocation() && o.layoutLocation == q.layoutLocation;
        packed = packed || (atLocation && o.hasComponent());
        structNamesOnly = structNamesOnly || (atLocation && in->getType().isStruct() && SameButStructNames(out->getType(), in->getType()));
      }
      if (!byName && (packed || structNamesOnly)) hide[in->getId()] = q.layoutLocation;
    }
    if (hide.empty()) continue;
    std::map<long long, unsigned> none;
    for (const auto& [id, location] : hide) none[id] = glslang::TQualifier::layoutLocationEnd;
    SetLocations clear(none);
    consumer->getTreeRoot()->traverse(&clear);
    hiding.stages.push_back({consumer, hide});
  }
  return hiding;
}

void RestoreComponentAliasedInputs(const ComponentAliasHiding& hiding) {
  for (const auto& [stage, locations] : hiding.stages) {
    SetLocations restore(locations);
    stage->getTreeRoot()->traverse(&restore);
  }
}

}  // namespace mgpipe
