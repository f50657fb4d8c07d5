// Checks of a link beyond glslang 12's own: one defect of it undone, GL rules it lacks added.
//
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
#include <vector>

#include "linker-objects.h"
#include "shader.h"

namespace mgpipe {
namespace {

constexpr const char* kFalseError =
    "ERROR: Linking tessellation control and tessellation evaluation stages: Array sizes must be compatible:";

// The variables of one storage class among a stage's linker objects, by name.
std::map<std::string, const glslang::TType*> StageVariables(glslang::TIntermediate* stage, glslang::TStorageQualifier storage) {
  std::map<std::string, const glslang::TType*> out;
  for (glslang::TIntermSymbol* symbol : LinkerObjects(stage))
    if (symbol->getType().getQualifier().storage == storage) out[symbol->getName().c_str()] = &symbol->getType();
  return out;
}

std::map<std::string, const glslang::TType*> PatchArrays(glslang::TIntermediate* stage, glslang::TStorageQualifier storage) {
  auto all = StageVariables(stage, storage);
  std::map<std::string, const glslang::TType*> out;
  for (const auto& [name, type] : all)
    if (type->isArray() && type->getQualifier().patch) out[name] = type;
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

// GLSL 4.10 §4.6.1 (and every earlier version): "For variables leaving one shader and coming into
// another shader, the invariant keyword has to be used in both shaders, or a link error will result."
// GLSL 4.20 dropped the rule ("an output from one shader stage will still match an input of a subsequent
// stage without the input being declared as invariant"), so it applies when every stage was written for
// a version below 4.20 (Mesa checks the same: the program's version is its stages' highest). glslang checks no invariance across
// stages. Built-ins (gl_Position...) and blocks are outside the rule's user variables.
bool CheckInvariantMatch(glslang::TProgram& program, const std::vector<int>& linkedStages, std::string& log) {
  bool ok = true;
  for (size_t i = 1; i < linkedStages.size(); ++i) {
    glslang::TIntermediate* producer = program.getIntermediate(static_cast<EShLanguage>(linkedStages[i - 1]));
    // `#pragma STDGL invariant(all)` makes every output invariant without the keyword; glslang marks
    // them like keyword ones, and the rule is about the keyword (Mesa compares explicit invariance).
    if (producer->isInvariantAll()) continue;
    const auto outputs = StageVariables(producer, glslang::EvqVaryingOut);
    const auto inputs = StageVariables(program.getIntermediate(static_cast<EShLanguage>(linkedStages[i])), glslang::EvqVaryingIn);
    for (const auto& [name, in] : inputs) {
      auto it = outputs.find(name);
      if (it == outputs.end() || name.rfind("gl_", 0) == 0 || in->getBasicType() == glslang::EbtBlock) continue;
      if (it->second->getQualifier().invariant == in->getQualifier().invariant) continue;
      log += std::string("ERROR: Linking ") + StageName(linkedStages[i - 1]) + " and " + StageName(linkedStages[i]) +
             " stages: invariant qualifier must match below GLSL 4.20: " + name + "\n";
      ok = false;
    }
  }
  return ok;
}

// The `sample` qualifier (ARB_gpu_shader5, GLSL 4.00 §4.3.4) of an output and the next stage's input of the same
// name must agree: Mesa refuses the link otherwise at every version ("... lacks sample qualifier, but ... input has
// sample qualifier"), and so did the GLES driver behind our backend, after our link had reported success. glslang
// checks no interpolation qualifier across stages. Built-ins and blocks are left out, as for invariance.
bool CheckSampleMatch(glslang::TProgram& program, const std::vector<int>& linkedStages, std::string& log) {
  bool ok = true;
  for (size_t i = 1; i < linkedStages.size(); ++i) {
    const auto outputs = StageVariables(program.getIntermediate(static_cast<EShLanguage>(linkedStages[i - 1])), glslang::EvqVaryingOut);
    const auto inputs = StageVariables(program.getIntermediate(static_cast<EShLanguage>(linkedStages[i])), glslang::EvqVaryingIn);
    for (const auto& [name, in] : inputs) {
      auto it = outputs.find(name);
      if (it == outputs.end() || name.rfind("gl_", 0) == 0 || in->getBasicType() == glslang::EbtBlock) continue;
      if (it->second->getQualifier().sample == in->getQualifier().sample) continue;
      log += std::string("ERROR: Linking ") + StageName(linkedStages[i - 1]) + " and " + StageName(linkedStages[i]) +
             " stages: the sample qualifier must match: " + name + "\n";
      ok = false;
    }
  }
  return ok;
}

// GLSL 4.30 §4.3.9 / ARB_shader_storage_buffer_object: only the last member of a shader storage block may be an
// array declared without a size. glslang 12 sizes an earlier one from its largest constant index instead (and
// links); Mesa refuses the program at link ("only last member of a shader storage block can be defined as unsized
// array"; piglit's arb_shader_storage_buffer_object linker/unsized_array_member). An earlier member that constant
// indices size is an implicitly-sized array, which Mesa links (linker/implicit_size_array_member: BUFFER_DATA_SIZE
// counts it at its largest index + 1); a run-time index into one is glslang's own error at the link's parse
// (unsized-storage-indexing.ts). So what is refused here is a member no index sized: glslang's
// isDefaultImplicitlySized (declared without a size, implicit size still 0).
bool CheckStorageBlockUnsizedMembers(glslang::TProgram& program, std::string& log) {
  bool ok = true;
  for (int l = EShLangVertex; l < EShLangCount; ++l) {
    const auto blocks = StageVariables(program.getIntermediate(static_cast<EShLanguage>(l)), glslang::EvqBuffer);
    for (const auto& [name, type] : blocks) {
      if (type->getBasicType() != glslang::EbtBlock || type->getStruct() == nullptr) continue;
      const glslang::TTypeList& members = *type->getStruct();
      for (size_t m = 0; m + 1 < members.size(); ++m) {
        const glslang::TType* t = members[m].type;
        if (!t->isArray() || !t->getArraySizes()->isDefaultImplicitlySized()) continue;
        log += std::string("ERROR: Linking ") + StageName(l) + " stage: unsized array '" + t->getFieldName().c_str() +
               "' of shader storage block '" + type->getTypeName().c_str() + "' is not its last member\n";
        ok = false;
      }
    }
  }
  return ok;
}

// ARB_compute_shader (GLSL 4.30 §4.4.1.4): "if a program object contains any compute shaders, at least
// one must contain an input layout qualifier specifying the local work sizes of the program, or a
// link-time error will occur." glslang defaults the size to 1x1x1 instead.
bool CheckComputeLocalSize(glslang::TProgram& program, std::string& log) {
  glslang::TIntermediate* compute = program.getIntermediate(EShLangCompute);
  if (compute == nullptr || compute->isLocalSizeSet()) return true;
  log += "ERROR: Linking compute stage: no compute shader of the program declares the local work group size "
         "(layout(local_size_x = ...) in;)\n";
  return false;
}

namespace {

// The constant stream arguments of a geometry shader's EmitStreamVertex / EndStreamPrimitive calls.
class StreamCalls : public glslang::TIntermTraverser {
 public:
  std::vector<int> streams;
  bool visitUnary(glslang::TVisit, glslang::TIntermUnary* node) override {
    if (node->getOp() == glslang::EOpEmitStreamVertex || node->getOp() == glslang::EOpEndStreamPrimitive) {
      const glslang::TIntermConstantUnion* c = node->getOperand()->getAsConstantUnion();
      if (c != nullptr && c->getConstArray().size() > 0) streams.push_back(c->getConstArray()[0].getIConst());
    }
    return true;
  }
};

}  // namespace

// Vertex streams (ARB_gpu_shader5, GL 4.5 §11.3.4.2), which glslang leaves unchecked at link:
// "the individual streams are numbered 0 through <N>-1" (MAX_VERTEX_STREAMS is 4, as glslang's
// resources say); multiple streams are supported only with the points output primitive; and only
// stream 0 reaches the fragment shader, so a fragment input cannot match an output of another stream.
bool CheckVertexStreams(glslang::TProgram& program, std::string& log) {
  glslang::TIntermediate* gs = program.getIntermediate(EShLangGeometry);
  if (gs == nullptr || gs->getTreeRoot() == nullptr) return true;
  bool ok = true;
  StreamCalls calls;
  gs->getTreeRoot()->traverse(&calls);
  bool otherStreams = false;
  for (int s : calls.streams) {
    if (s < 0 || s >= 4) {
      log += "ERROR: Linking geometry stage: vertex stream " + std::to_string(s) + " is outside 0..3\n";
      ok = false;
    }
    otherStreams = otherStreams || s != 0;
  }
  const auto outputs = StageVariables(gs, glslang::EvqVaryingOut);
  for (const auto& [name, type] : outputs)
    otherStreams = otherStreams || (type->getQualifier().hasStream() && type->getQualifier().layoutStream != 0);
  if (otherStreams && gs->getOutputPrimitive() != glslang::ElgPoints) {
    log += "ERROR: Linking geometry stage: vertex streams other than 0 need the points output primitive\n";
    ok = false;
  }
  const auto inputs = StageVariables(program.getIntermediate(EShLangFragment), glslang::EvqVaryingIn);
  for (const auto& [name, in] : inputs) {
    auto it = outputs.find(name);
    if (it == outputs.end() || !it->second->getQualifier().hasStream() || it->second->getQualifier().layoutStream == 0) continue;
    log += "ERROR: Linking geometry and fragment stages: fragment input " + name + " matches an output of stream " +
           std::to_string(it->second->getQualifier().layoutStream) + " (only stream 0 is rasterized)\n";
    ok = false;
  }
  return ok;
}

}  // namespace mgpipe
