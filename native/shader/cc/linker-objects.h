// The walk over a stage's linker objects, shared by the link-time passes that look at a stage's declared
// variables before or after glslang links it (component-aliasing.cc, location-matching.cc, link-checks.cc,
// compile.cc's explicit bindings).
#pragma once

#include <vector>

namespace glslang {
class TIntermediate;
class TIntermSymbol;
}

namespace mgpipe {

// Every symbol node of the stage's linker objects: the aggregate glslang appends last to the tree root (op
// EOpLinkerObjects), one node per global variable or block the stage declares, built-ins included. Empty when the
// stage is absent or has no such aggregate. The nodes are the tree's own, so a caller may change them.
std::vector<glslang::TIntermSymbol*> LinkerObjects(glslang::TIntermediate* stage);

}  // namespace mgpipe
