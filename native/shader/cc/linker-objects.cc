// See linker-objects.h.
#include "linker-objects.h"

#include <glslang/Include/intermediate.h>
#include <glslang/MachineIndependent/localintermediate.h>

namespace mgpipe {

std::vector<glslang::TIntermSymbol*> LinkerObjects(glslang::TIntermediate* stage) {
  std::vector<glslang::TIntermSymbol*> out;
  if (stage == nullptr || stage->getTreeRoot() == nullptr) return out;
  glslang::TIntermAggregate* root = stage->getTreeRoot()->getAsAggregate();
  if (root == nullptr || root->getSequence().empty()) return out;
  glslang::TIntermAggregate* objects = root->getSequence().back()->getAsAggregate();
  if (objects == nullptr || objects->getOp() != glslang::EOpLinkerObjects) return out;
  for (TIntermNode* node : objects->getSequence())
    if (glslang::TIntermSymbol* symbol = node->getAsSymbolNode()) out.push_back(symbol);
  return out;
}

}  // namespace mgpipe
