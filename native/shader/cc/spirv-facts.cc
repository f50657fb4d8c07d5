// Facts read directly from SPIR-V words: stage input/output interfaces with their locations,
// built-ins and transform-feedback decorations. glslang's TProgram reflection has no xfb data and
// reports only the first stage's inputs / last stage's outputs, so these come from the modules.
#include <algorithm>
#include <map>
#include <set>

#include "shader.h"

namespace mgpipe {
namespace {

enum : uint32_t {
  OpName = 5, OpMemberName = 6, OpEntryPoint = 15, OpTypeBool = 20, OpTypeInt = 21, OpTypeFloat = 22,
  OpTypeVector = 23, OpTypeMatrix = 24, OpTypeArray = 28, OpTypeRuntimeArray = 29, OpTypeStruct = 30,
  OpTypePointer = 32, OpConstant = 43, OpVariable = 59, OpDecorate = 71, OpMemberDecorate = 72,
};
enum : uint32_t {
  DecBlock = 2, DecBufferBlock = 3, DecArrayStride = 6, DecMatrixStride = 7, DecBuiltIn = 11, DecLocation = 30, DecComponent = 31, DecBinding = 33,
  DecOffset = 35, DecXfbBuffer = 36,
  DecXfbStride = 37,
};
enum : uint32_t { ScUniform = 2, ScInput = 1, ScOutput = 3, ScStorageBuffer = 12 };

struct Type {
  uint32_t op = 0;
  std::vector<uint32_t> args;  // operands after the result id
};

using Decorations = std::map<uint32_t, std::vector<uint32_t>>;  // decoration -> literals

struct Module {
  std::map<uint32_t, std::string> names;
  std::map<std::pair<uint32_t, uint32_t>, std::string> memberNames;
  std::map<uint32_t, Decorations> decorations;
  std::map<std::pair<uint32_t, uint32_t>, Decorations> memberDecorations;
  std::map<uint32_t, Type> types;
  std::map<uint32_t, uint32_t> constants;  // id -> first literal word
  struct Var {
    uint32_t id, pointerType, storage;
  };
  std::vector<Var> variables;
  std::set<uint32_t> interfaceIds;
};

std::string ReadString(const uint32_t* w, size_t maxWords) {
  std::string s;
  for (size_t i = 0; i < maxWords; ++i) {
    for (int b = 0; b < 4; ++b) {
      char c = static_cast<char>((w[i] >> (8 * b)) & 0xff);
      if (c == 0) return s;
      s.push_back(c);
    }
  }
  return s;
}

size_t StringWords(const uint32_t* w, size_t maxWords) {
  for (size_t i = 0; i < maxWords; ++i)
    if (((w[i] >> 24) & 0xff) == 0 || ((w[i] >> 16) & 0xff) == 0 || ((w[i] >> 8) & 0xff) == 0 || (w[i] & 0xff) == 0)
      return i + 1;
  return maxWords;
}

Module Parse(const std::vector<uint32_t>& words) {
  Module m;
  size_t i = 5;  // header: magic, version, generator, bound, schema
  while (i < words.size()) {
    const uint32_t op = words[i] & 0xffff;
    const uint32_t wc = words[i] >> 16;
    if (wc == 0 || i + wc > words.size()) break;  // malformed: stop rather than read past the end
    const uint32_t* a = &words[i + 1];
    const size_t na = wc - 1;
    switch (op) {
      case OpName: m.names[a[0]] = ReadString(a + 1, na - 1); break;
      case OpMemberName: m.memberNames[{a[0], a[1]}] = ReadString(a + 2, na - 2); break;
      case OpEntryPoint: {
        size_t s = 2 + StringWords(a + 2, na - 2);
        for (size_t k = s; k < na; ++k) m.interfaceIds.insert(a[k]);
        break;
      }
      case OpTypeBool: case OpTypeInt: case OpTypeFloat: case OpTypeVector: case OpTypeMatrix:
      case OpTypeArray: case OpTypeRuntimeArray: case OpTypeStruct: case OpTypePointer:
        m.types[a[0]] = Type{op, std::vector<uint32_t>(a + 1, a + na)};
        break;
      case OpConstant: if (na >= 3) m.constants[a[1]] = a[2]; break;
      case OpVariable: m.variables.push_back({a[1], a[0], a[2]}); break;
      case OpDecorate: m.decorations[a[0]][a[1]] = std::vector<uint32_t>(a + 2, a + na); break;
      case OpMemberDecorate: m.memberDecorations[{a[0], a[1]}][a[2]] = std::vector<uint32_t>(a + 3, a + na); break;
      default: break;
    }
    i += wc;
  }
  return m;
}

// GL type enum and byte size of a scalar/vector/matrix SPIR-V type (0 for anything else).
void GlType(const Module& m, uint32_t typeId, int& glType, int& bytes) {
  glType = 0;
  bytes = 0;
  auto it = m.types.find(typeId);
  if (it == m.types.end()) return;
  const Type& t = it->second;
  uint32_t comps = 1, cols = 0, scalarId = typeId;
  if (t.op == OpTypeMatrix) {
    cols = t.args[1];
    const Type& col = m.types.at(t.args[0]);
    comps = col.args[1];
    scalarId = col.args[0];
  } else if (t.op == OpTypeVector) {
    comps = t.args[1];
    scalarId = t.args[0];
  }
  const Type& sc = m.types.at(scalarId);
  static const int kFloat[] = {0x1406, 0x8B50, 0x8B51, 0x8B52};
  static const int kDouble[] = {0x140A, 0x8FFC, 0x8FFD, 0x8FFE};
  static const int kInt[] = {0x1404, 0x8B53, 0x8B54, 0x8B55};
  static const int kUint[] = {0x1405, 0x8DC6, 0x8DC7, 0x8DC8};
  static const int kBool[] = {0x8B56, 0x8B57, 0x8B58, 0x8B59};
  // [columns-2][rows-2], GL's matCxR naming.
  static const int kMat[3][3] = {{0x8B5A, 0x8B65, 0x8B66}, {0x8B67, 0x8B5B, 0x8B68}, {0x8B69, 0x8B6A, 0x8B5C}};
  static const int kDmat[3][3] = {{0x8F46, 0x8F49, 0x8F4A}, {0x8F4B, 0x8F47, 0x8F4C}, {0x8F4D, 0x8F4E, 0x8F48}};
  const bool isDouble = sc.op == OpTypeFloat && sc.args[0] == 64;
  const int scalarBytes = isDouble ? 8 : 4;
  if (cols) {
    if (sc.op != OpTypeFloat || cols < 2 || cols > 4 || comps < 2 || comps > 4) return;
    glType = isDouble ? kDmat[cols - 2][comps - 2] : kMat[cols - 2][comps - 2];
    bytes = static_cast<int>(cols * comps) * scalarBytes;
    return;
  }
  if (comps < 1 || comps > 4) return;
  if (sc.op == OpTypeFloat) glType = isDouble ? kDouble[comps - 1] : kFloat[comps - 1];
  else if (sc.op == OpTypeInt) glType = sc.args[1] ? kInt[comps - 1] : kUint[comps - 1];
  else if (sc.op == OpTypeBool) glType = kBool[comps - 1];
  bytes = static_cast<int>(comps) * scalarBytes;
}

std::string BuiltInName(uint32_t b) {
  switch (b) {
    case 0: return "gl_Position";
    case 1: return "gl_PointSize";
    case 3: return "gl_ClipDistance";
    case 4: return "gl_CullDistance";
    case 5: case 42: return "gl_VertexID";
    case 6: case 43: return "gl_InstanceID";
    case 7: return "gl_PrimitiveID";
    case 8: return "gl_InvocationID";
    case 9: return "gl_Layer";
    case 10: return "gl_ViewportIndex";
    case 11: return "gl_TessLevelOuter";
    case 12: return "gl_TessLevelInner";
    case 13: return "gl_TessCoord";
    case 14: return "gl_PatchVerticesIn";
    case 15: return "gl_FragCoord";
    case 16: return "gl_PointCoord";
    case 17: return "gl_FrontFacing";
    case 18: return "gl_SampleID";
    case 19: return "gl_SamplePosition";
    case 20: return "gl_SampleMask";
    case 22: return "gl_FragDepth";
    case 23: return "gl_HelperInvocation";
    case 24: return "gl_NumWorkGroups";
    case 26: return "gl_WorkGroupID";
    case 27: return "gl_LocalInvocationID";
    case 28: return "gl_GlobalInvocationID";
    case 29: return "gl_LocalInvocationIndex";
    default: return "gl_BuiltIn" + std::to_string(b);
  }
}

int Lit(const Decorations& d, uint32_t dec, int fallback) {
  auto it = d.find(dec);
  return it == d.end() || it->second.empty() ? fallback : static_cast<int>(it->second[0]);
}

// Strips one array level, returning the element type and the array length (1 when not an array).
uint32_t StripArray(const Module& m, uint32_t typeId, int& arraySize) {
  arraySize = 1;
  auto it = m.types.find(typeId);
  if (it == m.types.end()) return typeId;
  if (it->second.op == OpTypeArray) {
    auto c = m.constants.find(it->second.args[1]);
    arraySize = c == m.constants.end() ? 1 : static_cast<int>(c->second);
    return it->second.args[0];
  }
  if (it->second.op == OpTypeRuntimeArray) {
    arraySize = 0;
    return it->second.args[0];
  }
  return typeId;
}

// GL's uniform-location footprint of a type: one per leaf, arrays multiply.
int LocationSlots(const Module& m, uint32_t typeId) {
  auto it = m.types.find(typeId);
  if (it == m.types.end()) return 1;
  const Type& t = it->second;
  if (t.op == OpTypeArray) {
    int n = 1;
    StripArray(m, typeId, n);
    return n * LocationSlots(m, t.args[0]);
  }
  if (t.op == OpTypeStruct) {
    int sum = 0;
    for (uint32_t member : t.args) sum += LocationSlots(m, member);
    return sum;
  }
  return 1;
}

// Names the leaves the way GL does ("l[1].color", arrays of basic types as "a[0]") and gives
// each the location GL derives from the variable's base location.
void FlattenLocations(const Module& m, const std::string& name, uint32_t typeId, int location,
                      std::map<std::string, int>& out) {
  auto it = m.types.find(typeId);
  if (it == m.types.end()) {
    // A type the parser does not record (an image or sampler): an opaque leaf with its own location.
    out[name] = location;
    return;
  }
  const Type& t = it->second;
  if (t.op == OpTypeArray) {
    int n = 1;
    const uint32_t elem = StripArray(m, typeId, n);
    const auto et = m.types.find(elem);
    const bool aggregate = et != m.types.end() && (et->second.op == OpTypeStruct || et->second.op == OpTypeArray);
    if (!aggregate) {
      out[name + "[0]"] = location;
      return;
    }
    const int step = LocationSlots(m, elem);
    for (int i = 0; i < n; ++i) FlattenLocations(m, name + "[" + std::to_string(i) + "]", elem, location + i * step, out);
    return;
  }
  if (t.op == OpTypeStruct) {
    int offset = 0;
    for (uint32_t k = 0; k < t.args.size(); ++k) {
      auto mn = m.memberNames.find({typeId, k});
      FlattenLocations(m, name + "." + (mn == m.memberNames.end() ? "" : mn->second), t.args[k], location + offset, out);
      offset += LocationSlots(m, t.args[k]);
    }
    return;
  }
  out[name] = location;
}

bool IsAggregate(const Module& m, uint32_t typeId) {
  auto it = m.types.find(typeId);
  return it != m.types.end() && (it->second.op == OpTypeStruct || it->second.op == OpTypeArray ||
                                 it->second.op == OpTypeRuntimeArray);
}

// Walks a block member of type `typeId` at byte `offset` (matrix stride `matrixStride` from the
// enclosing struct's MatrixStride decoration), naming leaves as GL does ("s[1].m[0]").
void FlattenMemberLayout(const Module& m, const std::string& name, uint32_t typeId, int offset, int matrixStride,
                         std::map<std::string, MemberLayout>& out) {
  auto it = m.types.find(typeId);
  if (it == m.types.end()) return;
  const Type& t = it->second;
  if (t.op == OpTypeArray || t.op == OpTypeRuntimeArray) {
    int n = 1;
    const uint32_t elem = StripArray(m, typeId, n);
    auto d = m.decorations.find(typeId);
    const int stride = d == m.decorations.end() ? 0 : Lit(d->second, DecArrayStride, 0);
    if (!IsAggregate(m, elem)) {
      out[name + "[0]"] = {offset, stride, matrixStride};
      return;
    }
    // An array of aggregates: GL lists every element's leaves (a runtime-sized one: element 0).
    for (int i = 0; i < std::max(1, n); ++i)
      FlattenMemberLayout(m, name + "[" + std::to_string(i) + "]", elem, offset + i * stride, matrixStride, out);
    return;
  }
  if (t.op == OpTypeStruct) {
    for (uint32_t k = 0; k < t.args.size(); ++k) {
      auto mn = m.memberNames.find({typeId, k});
      auto md = m.memberDecorations.find({typeId, k});
      static const Decorations kNone;
      const Decorations& dec = md == m.memberDecorations.end() ? kNone : md->second;
      const std::string member = mn == m.memberNames.end() ? "" : mn->second;
      FlattenMemberLayout(m, name.empty() ? member : name + "." + member, t.args[k], offset + Lit(dec, DecOffset, 0),
                          Lit(dec, DecMatrixStride, 0), out);
    }
    return;
  }
  out[name] = {offset, 0, t.op == OpTypeMatrix ? matrixStride : 0};
}

}  // namespace

void ReadBlockMemberLayouts(const std::vector<uint32_t>& words, std::map<std::string, MemberLayout>& out) {
  if (words.size() < 5 || words[0] != 0x07230203u) return;
  const Module m = Parse(words);
  for (const auto& v : m.variables) {
    if (v.storage != ScUniform && v.storage != ScStorageBuffer) continue;
    int arraySize = 1;
    const uint32_t block = StripArray(m, m.types.at(v.pointerType).args[1], arraySize);
    auto d = m.decorations.find(block);
    if (d == m.decorations.end() || !(d->second.count(DecBlock) || d->second.count(DecBufferBlock))) continue;
    // GL names a member "Block.member" when the block has an instance name, else just "member".
    auto vn = m.names.find(v.id);
    auto bn = m.names.find(block);
    const bool anonymous = vn == m.names.end() || vn->second.empty();
    FlattenMemberLayout(m, anonymous || bn == m.names.end() ? "" : bn->second, block, 0, 0, out);
  }
}

void ReadUniformLocations(const std::vector<uint32_t>& words, std::map<std::string, int>& out) {
  if (words.size() < 5 || words[0] != 0x07230203u) return;
  const Module m = Parse(words);
  const uint32_t kUniformConstant = 0;
  for (const auto& v : m.variables) {
    if (v.storage != kUniformConstant) continue;
    auto d = m.decorations.find(v.id);
    if (d == m.decorations.end() || !d->second.count(DecLocation)) continue;
    auto n = m.names.find(v.id);
    if (n == m.names.end()) continue;
    FlattenLocations(m, n->second, m.types.at(v.pointerType).args[1], static_cast<int>(d->second.at(DecLocation)[0]), out);
  }
}

void ReadAtomicCounters(const std::vector<uint32_t>& words, std::map<std::string, AtomicCounterFact>& out) {
  if (words.size() < 5 || words[0] != 0x07230203u) return;
  const Module m = Parse(words);
  const uint32_t kAtomicCounter = 10;
  for (const auto& v : m.variables) {
    if (v.storage != kAtomicCounter) continue;
    auto n = m.names.find(v.id);
    if (n == m.names.end()) continue;
    auto d = m.decorations.find(v.id);
    const Decorations none;
    const Decorations& dec = d == m.decorations.end() ? none : d->second;
    AtomicCounterFact f;
    f.binding = Lit(dec, DecBinding, 0);
    f.explicitBinding = dec.count(DecBinding) > 0;
    f.offset = Lit(dec, DecOffset, 0);
    // Arrays (of arrays) of counters: 4 bytes per counter, so the whole variable spans 4 x elements.
    uint32_t type = m.types.at(v.pointerType).args[1];
    for (;;) {
      int n1 = 1;
      const uint32_t inner = StripArray(m, type, n1);
      if (inner == type) break;
      f.elements *= n1;
      f.dims.push_back(n1);
      type = inner;
    }
    out[n->second] = f;
  }
}

StageIo ReadStageIo(const std::vector<uint32_t>& words) {
  StageIo io;
  if (words.size() < 5 || words[0] != 0x07230203u) return io;
  const Module m = Parse(words);
  static const Decorations kNone;
  auto decOf = [&](uint32_t id) -> const Decorations& {
    auto it = m.decorations.find(id);
    return it == m.decorations.end() ? kNone : it->second;
  };
  for (const auto& v : m.variables) {
    if (v.storage != ScInput && v.storage != ScOutput) continue;
    if (!m.interfaceIds.empty() && !m.interfaceIds.count(v.id)) continue;
    auto& list = v.storage == ScInput ? io.inputs : io.outputs;
    const Type& ptr = m.types.at(v.pointerType);
    int arraySize = 1;
    const uint32_t elem = StripArray(m, ptr.args[1], arraySize);
    const Decorations& vd = decOf(v.id);
    const auto et = m.types.find(elem);
    const bool isBlock = et != m.types.end() && et->second.op == OpTypeStruct && decOf(elem).count(DecBlock);
    if (isBlock) {
      // GL names members of an interface block "BlockName.member".
      const std::string blockName = m.names.count(elem) ? m.names.at(elem) : "";
      int nextLocation = Lit(vd, DecLocation, -1);
      for (uint32_t k = 0; k < et->second.args.size(); ++k) {
        auto mdIt = m.memberDecorations.find({elem, k});
        const Decorations& md = mdIt == m.memberDecorations.end() ? kNone : mdIt->second;
        IoVar iv;
        auto mn = m.memberNames.find({elem, k});
        const std::string member = mn == m.memberNames.end() ? "" : mn->second;
        int memberArray = 1;
        uint32_t mt = StripArray(m, et->second.args[k], memberArray);
        GlType(m, mt, iv.glType, iv.byteSize);
        iv.arraySize = memberArray;
        if (md.count(DecBuiltIn)) {
          iv.builtIn = BuiltInName(md.at(DecBuiltIn)[0]);
          iv.name = iv.builtIn;
        } else {
          iv.name = blockName.empty() ? member : blockName + "." + member;
          iv.location = Lit(md, DecLocation, nextLocation);
          if (iv.location >= 0) nextLocation = iv.location + memberArray;
        }
        iv.component = Lit(md, DecComponent, 0);
        iv.xfbBuffer = Lit(vd, DecXfbBuffer, -1);
        iv.xfbStride = Lit(vd, DecXfbStride, -1);
        iv.xfbOffset = Lit(md, DecOffset, -1);
        list.push_back(iv);
      }
      continue;
    }
    IoVar iv;
    GlType(m, elem, iv.glType, iv.byteSize);
    iv.arraySize = arraySize;
    if (vd.count(DecBuiltIn)) {
      iv.builtIn = BuiltInName(vd.at(DecBuiltIn)[0]);
      iv.name = iv.builtIn;
    } else {
      iv.name = m.names.count(v.id) ? m.names.at(v.id) : "";
    }
    iv.location = Lit(vd, DecLocation, -1);
    iv.component = Lit(vd, DecComponent, 0);
    iv.xfbBuffer = Lit(vd, DecXfbBuffer, -1);
    iv.xfbOffset = Lit(vd, DecOffset, -1);
    iv.xfbStride = Lit(vd, DecXfbStride, -1);
    list.push_back(iv);
  }
  return io;
}

}  // namespace mgpipe
