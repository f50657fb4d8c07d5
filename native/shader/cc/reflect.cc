// Program reflection: glslang's TProgram reflection (the GL-shaped part: active uniforms, blocks,
// offsets, strides) joined with facts read from the SPIR-V (per-stage interfaces, xfb decorations)
// and from glslang's types after mapIO (auto-assigned locations and bindings).
#include <glslang/Include/Types.h>
#include <glslang/Public/ShaderLang.h>

#include <algorithm>
#include <cstdlib>
#include <map>

#include "shader.h"

namespace mgpipe {
namespace {

int Location(const glslang::TObjectReflection& o) {
  const glslang::TType* t = o.getType();
  return t && t->getQualifier().hasLocation() ? static_cast<int>(t->getQualifier().layoutLocation) : -1;
}

bool IsOpaque(const glslang::TObjectReflection& o) {
  const glslang::TType* t = o.getType();
  return t && t->getBasicType() == glslang::EbtSampler;
}

// GL_UNIFORM_MATRIX_STRIDE for a block member: std140 rounds each column (row when row-major) up to
// a vec4; std430 only to the vector's own alignment. glslang's reflection does not carry it.
int MatrixStride(const glslang::TType* member, const glslang::TType* block) {
  if (!member || !member->isMatrix()) return 0;
  glslang::TLayoutMatrix major = member->getQualifier().layoutMatrix;
  if (major == glslang::ElmNone && block) major = block->getQualifier().layoutMatrix;
  glslang::TLayoutPacking packing = block ? block->getQualifier().layoutPacking : glslang::ElpStd140;
  const int vecLen = major == glslang::ElmRowMajor ? member->getMatrixCols() : member->getMatrixRows();
  const int scalar = member->getBasicType() == glslang::EbtDouble ? 8 : 4;
  if (packing == glslang::ElpStd430) return (vecLen == 2 ? 2 : 4) * scalar;
  return std::max(16, (vecLen == 2 ? 2 : 4) * scalar);
}

// GL_UNIFORM_IS_ROW_MAJOR / GL_IS_ROW_MAJOR: a matrix (or array of matrices) of a block declared, or inheriting
// from its block, layout(row_major); false outside blocks and for non-matrices.
bool IsRowMajor(const glslang::TType* member, const glslang::TType* block) {
  if (!member || !member->isMatrix() || !block) return false;
  glslang::TLayoutMatrix major = member->getQualifier().layoutMatrix;
  if (major == glslang::ElmNone) major = block->getQualifier().layoutMatrix;
  return major == glslang::ElmRowMajor;
}

Napi::Object IoObject(Napi::Env env, const IoVar& v) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("name", v.name);
  o.Set("location", v.location);
  o.Set("component", v.component);
  o.Set("type", v.glType);
  o.Set("arraySize", v.arraySize);
  if (!v.builtIn.empty()) o.Set("builtIn", v.builtIn);
  return o;
}

Napi::Object PipeVar(Napi::Env env, const glslang::TObjectReflection& o) {
  Napi::Object r = Napi::Object::New(env);
  r.Set("name", o.name);
  r.Set("location", Location(o));
  r.Set("type", o.glDefineType);
  r.Set("arraySize", std::max(1, o.size));
  return r;
}

// "mgpipe_gl_": gl_FragColor / gl_FragData lowered to outputs for a stage compiled at 4.20+ (extensions.cc).
bool IsBuiltInName(const std::string& n) { return n.rfind("gl_", 0) == 0 || n.rfind("mgpipe_gl_", 0) == 0; }

// The byte after a block member (`count` elements): glslang 12's reflection sizes a block from its last member laid out
// with the *block's* matrix order (TReflectionTraverser::getBlockSize), so a `layout(row_major)` matrix member of a
// column-major block (piglit's gs-mat3x4-row-major: 48 bytes instead of 60) made the block too small for its own
// members. Computed from the member's offset / strides instead; the block's size is the larger of the two.
int MemberEnd(const glslang::TType* t, const MemberLayout& ml, int count, bool rowMajor) {
  if (t == nullptr || ml.offset < 0 || t->getBasicType() == glslang::EbtStruct || t->getBasicType() == glslang::EbtBlock) return 0;
  const int scalar = t->getBasicType() == glslang::EbtDouble ? 8 : 4;
  int element = scalar * std::max(1, t->getVectorSize());
  if (t->isMatrix()) {
    const int vectors = rowMajor ? t->getMatrixRows() : t->getMatrixCols();
    const int length = rowMajor ? t->getMatrixCols() : t->getMatrixRows();
    element = (vectors - 1) * ml.matrixStride + length * scalar;
  }
  return ml.offset + (count > 1 ? (count - 1) * ml.arrayStride : 0) + element;
}

// GL_BUFFER_DATA_SIZE: glslang reports the exact end of the last member; Mesa (desktop and ES)
// reports it rounded up to a vec4, which is also the safe minimum buffer size to demand.
int RoundDataSize(int size) { return size <= 0 ? size : (size + 15) / 16 * 16; }

// "Skin[1]" -> ("Skin", 1); ("Name", -1) when the block is not an element of a block array.
std::pair<std::string, int> SplitBlockIndex(const std::string& name) {
  if (name.empty() || name.back() != ']') return {name, -1};
  const size_t open = name.rfind('[');
  if (open == std::string::npos) return {name, -1};
  return {name.substr(0, open), std::atoi(name.c_str() + open + 1)};
}

// "B[1][0]" -> ("B", {1, 0}); ("Name", {}) when the block is not an element of a block array.
std::pair<std::string, std::vector<int>> SplitBlockIndices(const std::string& name) {
  std::vector<int> indices;
  std::string stem = name;
  while (!stem.empty() && stem.back() == ']') {
    const size_t open = stem.rfind('[');
    if (open == std::string::npos) break;
    indices.insert(indices.begin(), std::atoi(stem.c_str() + open + 1));
    stem = stem.substr(0, open);
  }
  return {stem, indices};
}

constexpr int kAtomicCounterType = 0x92DB;  // GL_UNSIGNED_INT_ATOMIC_COUNTER

// Where one active counter uniform ("c", "arr[0]", "aoa[1][0]") lives: its variable's binding, and the
// byte offset of its first element from the variable's Offset decoration (4 bytes per counter,
// row-major over the array dimensions); `end` is the byte past its last element.
struct AtomicCounterPlace {
  int binding = 0;
  int offset = 0;
  int end = 0;
};
AtomicCounterPlace PlaceCounter(const std::string& name, int size, const std::map<std::string, AtomicCounterFact>& facts) {
  const size_t open = name.find('[');
  const std::string base = open == std::string::npos ? name : name.substr(0, open);
  AtomicCounterPlace p;
  auto it = facts.find(base);
  if (it == facts.end()) return p;
  const AtomicCounterFact& f = it->second;
  std::vector<int> index;
  for (size_t i = open; i != std::string::npos && i < name.size(); i = name.find('[', i + 1))
    index.push_back(std::atoi(name.c_str() + i + 1));
  int element = 0;
  for (size_t d = 0; d < f.dims.size(); ++d) element = element * f.dims[d] + (d < index.size() ? index[d] : 0);
  p.binding = f.binding;
  p.offset = f.offset + 4 * element;
  p.end = p.offset + 4 * size;
  return p;
}

}  // namespace

Napi::Object BuildReflection(Napi::Env env, glslang::TProgram& program, const std::vector<StageSpirv>& stages,
                             const std::vector<std::string>& xfbVaryingNames, std::string& linkErrors) {
  Napi::Object refl = Napi::Object::New(env);
  int firstLang = 100, lastPreRaster = -1;
  for (const auto& s : stages) {
    firstLang = std::min(firstLang, s.language);
    if (s.language < EShLangFragment) lastPreRaster = std::max(lastPreRaster, s.language);
  }

  // Attributes are the vertex stage's inputs; built-ins (gl_VertexID...) are left to the per-stage
  // lists because whether a driver lists them among active attributes varies.
  Napi::Array attributes = Napi::Array::New(env);
  if (firstLang == EShLangVertex) {
    for (int i = 0; i < program.getNumPipeInputs(); ++i) {
      const auto& o = program.getPipeInput(i);
      if (!IsBuiltInName(o.name)) attributes.Set(attributes.Length(), PipeVar(env, o));
    }
  }
  refl.Set("attributes", attributes);

  Napi::Array outputs = Napi::Array::New(env);
  bool hasFragment = false;
  for (const auto& s : stages) hasFragment = hasFragment || s.language == EShLangFragment;
  if (hasFragment) {
    for (int i = 0; i < program.getNumPipeOutputs(); ++i) {
      const auto& o = program.getPipeOutput(i);
      if (!IsBuiltInName(o.name)) outputs.Set(outputs.Length(), PipeVar(env, o));
    }
  }
  refl.Set("outputs", outputs);

  std::map<std::string, int> uniformLocations;
  for (const auto& st : stages) ReadUniformLocations(st.words, uniformLocations);
  // Block member offsets and strides as compiled; glslang's own figures are the fallback.
  std::map<std::string, MemberLayout> memberLayouts;
  for (const auto& st : stages) ReadBlockMemberLayouts(st.words, memberLayouts);
  auto layoutOf = [&](const glslang::TObjectReflection& o, const glslang::TType* blockType) {
    auto it = memberLayouts.find(o.name);
    if (it != memberLayouts.end()) return it->second;
    return MemberLayout{o.offset, o.arrayStride, MatrixStride(o.getType(), blockType)};
  };
  auto locationOf = [&](const glslang::TObjectReflection& o) {
    auto it = uniformLocations.find(o.name);
    return it != uniformLocations.end() ? it->second : Location(o);
  };

  std::map<std::string, AtomicCounterFact> counters;
  for (const auto& st : stages) ReadAtomicCounters(st.words, counters);
  // As Mesa: a counter's buffer binding is part of its declaration (there is no API to set it).
  for (const auto& [name, f] : counters)
    if (!f.explicitBinding) linkErrors += "ERROR: atomic counter '" + name + "' requires an explicit layout(binding)\n";
  // Atomic counter buffers: one per binding used by an active counter, in ascending binding order
  // (as Mesa numbers them); a counter's index into that list is its ATOMIC_COUNTER_BUFFER_INDEX.
  struct CounterBuffer {
    int binding;
    int dataSize = 0;
    int stages = 0;
    std::vector<int> members;  // uniform indices
  };
  std::map<int, CounterBuffer> counterBuffers;
  for (int i = 0; i < program.getNumUniformVariables(); ++i) {
    const auto& o = program.getUniform(i);
    if (o.glDefineType != kAtomicCounterType) continue;
    const AtomicCounterPlace p = PlaceCounter(o.name, std::max(1, o.size), counters);
    auto& b = counterBuffers.emplace(p.binding, CounterBuffer{p.binding}).first->second;
    b.dataSize = std::max(b.dataSize, p.end);
    b.stages |= static_cast<int>(o.stages);
    b.members.push_back(i);
  }
  std::map<int, int> bufferIndexOfBinding;
  for (const auto& [binding, b] : counterBuffers) bufferIndexOfBinding.emplace(binding, static_cast<int>(bufferIndexOfBinding.size()));

  // Uniforms: every active uniform incl. block members, in glslang's order.
  Napi::Array uniforms = Napi::Array::New(env);
  Napi::Array samplers = Napi::Array::New(env);
  Napi::Array images = Napi::Array::New(env);
  const int numBlocks = program.getNumUniformBlocks();
  std::vector<std::vector<std::string>> blockMembers(numBlocks);
  std::vector<int> memberEnds(numBlocks, 0);  // the end of each uniform block's last byte, from its members' layouts
  for (int i = 0; i < program.getNumUniformVariables(); ++i) {
    const auto& o = program.getUniform(i);
    const bool inBlock = o.index >= 0;
    const glslang::TType* blockType = inBlock && o.index < numBlocks ? program.getUniformBlock(o.index).getType() : nullptr;
    Napi::Object u = Napi::Object::New(env);
    u.Set("name", o.name);
    u.Set("type", o.glDefineType);
    u.Set("arraySize", std::max(1, o.size));
    // GL reports -1 offsets/strides for default-block uniforms and 0 strides for non-arrays in blocks.
    const MemberLayout ml = inBlock ? layoutOf(o, blockType) : MemberLayout{-1, -1, -1};
    u.Set("offset", ml.offset);
    u.Set("arrayStride", ml.arrayStride);
    u.Set("matrixStride", ml.matrixStride);
    u.Set("rowMajor", inBlock && IsRowMajor(o.getType(), blockType));
    u.Set("blockIndex", o.index);
    // Opaque uniforms get a location too: GL gives every default-block uniform one, and the IO
    // mapper assigns them from the same program-wide namespace.
    u.Set("location", inBlock ? -1 : locationOf(o));
    u.Set("binding", IsOpaque(o) ? o.getBinding() : -1);
    u.Set("stages", static_cast<int>(o.stages));
    u.Set("atomicCounterBufferIndex", -1);
    if (o.glDefineType == kAtomicCounterType) {
      // GL: a counter has no location; its offset is the byte offset in its buffer, 4 bytes per element.
      const AtomicCounterPlace p = PlaceCounter(o.name, std::max(1, o.size), counters);
      u.Set("offset", p.offset);
      u.Set("arrayStride", o.size > 1 || o.name.back() == ']' ? 4 : 0);
      u.Set("matrixStride", 0);
      u.Set("location", -1);
      u.Set("binding", p.binding);
      u.Set("atomicCounterBufferIndex", bufferIndexOfBinding.at(p.binding));
    }
    uniforms.Set(uniforms.Length(), u);
    if (inBlock && o.index < numBlocks) {
      blockMembers[o.index].push_back(o.name);
      memberEnds[o.index] = std::max(memberEnds[o.index], MemberEnd(o.getType(), ml, std::max(1, o.size), IsRowMajor(o.getType(), blockType)));
    }
    if (IsOpaque(o)) {
      Napi::Object s = Napi::Object::New(env);
      s.Set("name", o.name);
      s.Set("type", o.glDefineType);
      s.Set("binding", o.getBinding());
      s.Set("arraySize", std::max(1, o.size));
      s.Set("stages", static_cast<int>(o.stages));
      (o.getType()->isImage() ? images : samplers).Set((o.getType()->isImage() ? images : samplers).Length(), s);
    }
  }
  refl.Set("uniforms", uniforms);
  Napi::Array counterBufferList = Napi::Array::New(env);
  for (const auto& [binding, b] : counterBuffers) {
    Napi::Object o = Napi::Object::New(env);
    o.Set("binding", binding);
    o.Set("dataSize", b.dataSize);
    Napi::Array m = Napi::Array::New(env);
    for (int idx : b.members) m.Set(m.Length(), idx);
    o.Set("members", m);
    o.Set("stages", b.stages);
    counterBufferList.Set(counterBufferList.Length(), o);
  }
  refl.Set("atomicCounterBuffers", counterBufferList);
  refl.Set("samplers", samplers);
  refl.Set("images", images);

  auto blockList = [&](int count, auto get, const std::vector<std::vector<std::string>>& members, const std::vector<int>* ends) {
    Napi::Array arr = Napi::Array::New(env);
    // glslang gives every element of a block array the array's base binding plus (for an array of
    // arrays) its last index, and hangs the members on the elements of the first row only; GL binds the
    // elements at consecutive bindings in row-major order (GL 4.5 §7.6.2.2) and each element has all the
    // members. The extents come from the elements' names (glslang lists every element of a block array).
    std::map<std::string, std::vector<int>> extents;
    for (int i = 0; i < count; ++i) {
      auto [stem, indices] = SplitBlockIndices(get(i).name);
      std::vector<int>& e = extents[stem];
      e.resize(std::max(e.size(), indices.size()), 0);
      for (size_t d = 0; d < indices.size(); ++d) e[d] = std::max(e[d], indices[d] + 1);
    }
    for (int i = 0; i < count; ++i) {
      const glslang::TObjectReflection& b = get(i);
      Napi::Object o = Napi::Object::New(env);
      o.Set("name", b.name);
      auto [stem, indices] = SplitBlockIndices(b.name);
      const std::vector<int>& e = extents[stem];
      int element = 0;
      for (size_t d = 0; d < indices.size(); ++d) element = element * e[d] + indices[d];
      int memberSource = i;
      if (members[i].empty())
        for (int j = 0; j < count && memberSource == i; ++j)
          if (!members[j].empty() && SplitBlockIndices(get(j).name).first == stem) memberSource = j;
      o.Set("binding", b.getBinding() + element);
      o.Set("dataSize", RoundDataSize(std::max(b.size, ends == nullptr ? 0 : (*ends)[memberSource])));
      Napi::Array m = Napi::Array::New(env);
      for (const auto& n : members[memberSource]) m.Set(m.Length(), n);
      o.Set("members", m);
      o.Set("stages", static_cast<int>(b.stages));
      arr.Set(arr.Length(), o);
    }
    return arr;
  };
  refl.Set("uniformBlocks",
           blockList(numBlocks, [&](int i) -> const glslang::TObjectReflection& { return program.getUniformBlock(i); },
                     blockMembers, &memberEnds));

  const int numBuffers = program.getNumBufferBlocks();
  std::vector<std::vector<std::string>> bufferMembers(numBuffers);
  Napi::Array bufferVariables = Napi::Array::New(env);
  for (int i = 0; i < program.getNumBufferVariables(); ++i) {
    const auto& o = program.getBufferVariable(i);
    const glslang::TType* blockType = o.index >= 0 && o.index < numBuffers ? program.getBufferBlock(o.index).getType() : nullptr;
    if (o.index >= 0 && o.index < numBuffers) bufferMembers[o.index].push_back(o.name);
    Napi::Object v = Napi::Object::New(env);
    v.Set("name", o.name);
    v.Set("type", o.glDefineType);
    v.Set("arraySize", o.size);  // 0 for a runtime-sized array, as GL reports it
    const MemberLayout ml = layoutOf(o, blockType);
    v.Set("offset", ml.offset);
    v.Set("arrayStride", ml.arrayStride);
    v.Set("matrixStride", ml.matrixStride);
    v.Set("rowMajor", IsRowMajor(o.getType(), blockType));
    v.Set("blockIndex", o.index);
    // GL: TOP_LEVEL_ARRAY_SIZE/STRIDE describe the top-level member only when it is an array of an
    // aggregate; otherwise 1 and 0. glslang reports any top-level array's size and stride.
    std::string path = o.name;
    if (blockType) {
      const std::string prefix = SplitBlockIndex(program.getBufferBlock(o.index).name).first + ".";
      if (path.rfind(prefix, 0) == 0) path = path.substr(prefix.size());
    }
    const bool inAggregate = path.find('.') != std::string::npos;
    v.Set("topLevelArraySize", inAggregate ? o.topLevelArraySize : 1);
    v.Set("topLevelArrayStride", inAggregate ? o.topLevelArrayStride : 0);
    v.Set("stages", static_cast<int>(o.stages));
    bufferVariables.Set(bufferVariables.Length(), v);
  }
  refl.Set("storageBlocks",
           blockList(numBuffers, [&](int i) -> const glslang::TObjectReflection& { return program.getBufferBlock(i); },
                     bufferMembers, nullptr));
  refl.Set("bufferVariables", bufferVariables);

  // Per-stage interfaces straight from each module.
  Napi::Array stageIo = Napi::Array::New(env);
  std::vector<StageIo> ios;
  for (const auto& s : stages) {
    ios.push_back(ReadStageIo(s.words));
    Napi::Object o = Napi::Object::New(env);
    o.Set("stage", s.stage);
    Napi::Array in = Napi::Array::New(env), out = Napi::Array::New(env);
    for (const auto& v : ios.back().inputs) in.Set(in.Length(), IoObject(env, v));
    for (const auto& v : ios.back().outputs) out.Set(out.Length(), IoObject(env, v));
    o.Set("inputs", in);
    o.Set("outputs", out);
    stageIo.Set(stageIo.Length(), o);
  }
  refl.Set("stageInterfaces", stageIo);

  // Transform feedback: explicit varying names (glTransformFeedbackVaryings semantics, interleaved
  // into buffer 0) win; otherwise the xfb_buffer/xfb_offset qualifiers of the last
  // pre-rasterization stage, which glslang's reflection does not report at all.
  Napi::Array xfb = Napi::Array::New(env);
  const StageIo* xfbStage = nullptr;
  for (size_t i = 0; i < stages.size(); ++i)
    if (stages[i].language == lastPreRaster) xfbStage = &ios[i];
  if (!xfbVaryingNames.empty()) {
    if (!xfbStage) linkErrors += "ERROR: transform feedback varyings given but no vertex/geometry/tessellation stage\n";
    std::vector<std::pair<const IoVar*, int>> picked;
    int offset = 0;
    for (const auto& name : xfbVaryingNames) {
      const IoVar* found = nullptr;
      if (xfbStage)
        for (const auto& v : xfbStage->outputs)
          if (v.name == name) found = &v;
      if (!found) {
        linkErrors += "ERROR: transform feedback varying '" + name + "' is not an output of the last vertex-processing stage\n";
        continue;
      }
      picked.push_back({found, offset});
      offset += found->byteSize * std::max(1, found->arraySize);
    }
    for (const auto& [v, off] : picked) {
      Napi::Object o = Napi::Object::New(env);
      o.Set("name", v->name);
      o.Set("buffer", 0);
      o.Set("offset", off);
      o.Set("stride", offset);
      o.Set("type", v->glType);
      o.Set("arraySize", v->arraySize);
      xfb.Set(xfb.Length(), o);
    }
  } else if (xfbStage) {
    std::vector<const IoVar*> vars;
    for (const auto& v : xfbStage->outputs)
      if (v.xfbBuffer >= 0 && v.xfbOffset >= 0) vars.push_back(&v);
    std::sort(vars.begin(), vars.end(), [](const IoVar* a, const IoVar* b) {
      return a->xfbBuffer != b->xfbBuffer ? a->xfbBuffer < b->xfbBuffer : a->xfbOffset < b->xfbOffset;
    });
    for (const IoVar* v : vars) {
      Napi::Object o = Napi::Object::New(env);
      o.Set("name", v->name);
      o.Set("buffer", v->xfbBuffer);
      o.Set("offset", v->xfbOffset);
      o.Set("stride", v->xfbStride);
      o.Set("type", v->glType);
      o.Set("arraySize", v->arraySize);
      xfb.Set(xfb.Length(), o);
    }
  }
  refl.Set("xfbVaryings", xfb);

  bool hasCompute = false;
  for (const auto& s : stages) hasCompute = hasCompute || s.language == EShLangCompute;
  if (hasCompute) {
    Napi::Array ls = Napi::Array::New(env, 3);
    for (uint32_t d = 0; d < 3; ++d) ls.Set(d, program.getLocalSize(static_cast<int>(d)));
    refl.Set("computeLocalSize", ls);
  } else {
    refl.Set("computeLocalSize", env.Null());
  }
  return refl;
}

}  // namespace mgpipe
