// The program interface of linked SPIR-V stages (GL_ARB_gl_spirv), in the shape glslang's reflection has
// (native-shader ProgramReflection), so that the link builds its artifact from it as from glslang's. ARB_gl_spirv
// rules: the module, not names, says where things are — default-block uniforms by Location, opaque uniforms and
// blocks by Binding, atomic counters by Binding + Offset, block members by Offset / ArrayStride / MatrixStride,
// stage inputs and outputs by Location. Names are optional: stages are merged by those numbers, and an object
// without OpName is named as SPIRV-Cross names it in the ESSL the backend compiles (`_<id>`, members `_m<index>`),
// which is the name the backend looks up in the driver program.
import { STAGE_BIT, type ActiveUniform, type BufferVariable, type InterfaceBlock, type OpaqueUniform, type ProgramReflection, type ShaderStage, type StageInterfaceVariable } from '@mgpipe/native-shader';
import { GL, GL_TABLE } from '@mgpipe/value-types';
import { decoration, Decoration, memberDecoration, memberNameOf, nameOf, Op, Storage, type SpirvModule } from './spirv-module.ts';
import { arrayLength, explicitSize, glTypeOf, isArrayType, pointee } from './spirv-types.ts';
import { spirvXfbVaryings } from './spirv-xfb.ts';
import { captureStage } from './xfb-layout.ts';

export interface SpirvStage {
  stage: ShaderStage;
  module: SpirvModule;
}

/** One basic-type leaf of a uniform, block member or buffer variable, in GL's naming. */
export interface Leaf {
  name: string;
  type: number;
  /** GL size: 1 for a non-array, the length of the innermost array otherwise (0: runtime array). */
  arraySize: number;
  isArray: boolean;
  offset: number;
  arrayStride: number;
  matrixStride: number;
  rowMajor: boolean;
  /** Outermost (top-level) array of a buffer variable: length and stride. */
  topLevelArraySize: number;
  topLevelArrayStride: number;
}


/**
 * GL's leaves of a value of type `id` named `name` (default block: offsets unused; blocks: explicit offsets from
 * `offset`). Arrays of basic types are one leaf ("a[0]", size N); arrays of arrays and of structs are expanded
 * per element of their outer dimensions; structs per member ("s.f"). `topLevel`: buffer variables list only the
 * first element of a top-level array of aggregates (GL 4.5 §7.3.1.1), with its length and stride.
 */
export function leaves(m: SpirvModule, id: number, name: string, offset: number, matrixStride: number, rowMajor: boolean, topLevel: boolean, out: Leaf[], top = { size: 1, stride: 0 }, atomic = false): void {
  const t = m.types.get(id);
  if (t === undefined) return;
  if (t.op === Op.TypeArray || t.op === Op.TypeRuntimeArray) {
    const length = t.op === Op.TypeRuntimeArray ? 0 : arrayLength(m, id);
    const element = t.operands[1];
    // Atomic counter arrays carry no ArrayStride: their counters are consecutive uints (GL 4.5 §7.6.2.2).
    const stride = decoration(m, id, Decoration.ArrayStride)?.[0] ?? (atomic ? 4 * elementCount(m, element) : 0);
    const elementType = m.types.get(element);
    const aggregate = elementType !== undefined && (elementType.op === Op.TypeStruct || isArrayType(m, element));
    if (!aggregate) {
      const type = glTypeOf(m, element);
      if (type === undefined) return;
      // A top-level array of a basic type is its own GL array: TOP_LEVEL_ARRAY_SIZE stays 1 (as Mesa reports it).
      out.push({ name: `${name}[0]`, type, arraySize: length, isArray: true, offset, arrayStride: stride, matrixStride, rowMajor,
        topLevelArraySize: top.size, topLevelArrayStride: top.stride });
      return;
    }
    const count = topLevel ? Math.min(1, Math.max(length, 1)) : length;
    const nextTop = topLevel ? { size: length, stride } : top;
    for (let i = 0; i < count; i++) leaves(m, element, `${name}[${i}]`, offset + i * stride, matrixStride, rowMajor, false, out, nextTop, atomic);
    return;
  }
  if (t.op === Op.TypeStruct) {
    for (let i = 1; i < t.operands.length; i++) {
      const member = i - 1;
      const o = memberDecoration(m, id, member, Decoration.Offset)?.[0] ?? 0;
      const ms = memberDecoration(m, id, member, Decoration.MatrixStride)?.[0] ?? 0;
      const rm = memberDecoration(m, id, member, Decoration.RowMajor) !== undefined;
      leaves(m, t.operands[i], `${name}.${memberNameOf(m, id, member)}`, offset + o, ms, rm, false, out, topLevel ? { size: 1, stride: 0 } : top);
    }
    return;
  }
  const type = glTypeOf(m, id);
  if (type === undefined) return;
  const isMatrix = t.op === Op.TypeMatrix;
  out.push({ name, type, arraySize: 1, isArray: false, offset, arrayStride: 0, matrixStride: isMatrix ? matrixStride : 0, rowMajor: isMatrix && rowMajor,
    topLevelArraySize: top.size, topLevelArrayStride: top.stride });
}

/** Scalars in a value of type `id` (the product of its array lengths). */
function elementCount(m: SpirvModule, id: number): number {
  return isArrayType(m, id) ? Math.max(1, arrayLength(m, id)) * elementCount(m, m.types.get(id)!.operands[1]) : 1;
}

/** Elements a leaf takes in the default block's location space. */
export const locationsOf = (l: Leaf): number => (l.isArray ? Math.max(1, l.arraySize) : 1);

interface Keyed<T> { key: string; value: T }

/** Adds `value` under `key`, or ORs its stage bit into the entry already there (the same object in another stage). */
function merge<T extends { stages: number }>(list: Keyed<T>[], key: string, value: T): void {
  const have = list.find((e) => e.key === key);
  if (have !== undefined) have.value.stages |= value.stages;
  else list.push({ key, value });
}

/** The interface of the given stages (each module specialized, one entry point), merged as one program's. */
export function reflectSpirv(stages: SpirvStage[]): ProgramReflection {
  const uniforms: Keyed<ActiveUniform>[] = [];
  const uniformBlocks: Keyed<InterfaceBlock & { leaves: Leaf[] }>[] = [];
  const storageBlocks: Keyed<InterfaceBlock & { leaves: Leaf[] }>[] = [];
  const counters: Keyed<ActiveUniform>[] = [];
  const samplers: Keyed<OpaqueUniform>[] = [];
  const images: Keyed<OpaqueUniform>[] = [];
  const stageInterfaces: ProgramReflection['stageInterfaces'] = [];
  let computeLocalSize: [number, number, number] | null = null;
  // Uniforms without a Location (opaque ones may omit it) get locations after every explicit one, as Mesa does.
  let nextLocation = 0;
  for (const { module: m } of stages) {
    for (const [id, v] of m.variables) {
      if (v.storage !== Storage.UniformConstant) continue;
      const loc = decoration(m, id, Decoration.Location)?.[0];
      if (loc === undefined) continue;
      const ls: Leaf[] = [];
      leaves(m, pointee(m, v.type), nameOf(m, id), 0, 0, false, false, ls);
      nextLocation = Math.max(nextLocation, loc + ls.reduce((n, l) => n + locationsOf(l), 0));
    }
  }

  for (const { stage, module: m } of stages) {
    const bit = STAGE_BIT[stage];
    const entry = m.entryPoints[0];
    const inputs: StageInterfaceVariable[] = [];
    const outputs: StageInterfaceVariable[] = [];
    for (const [id, v] of m.variables) {
      const type = pointee(m, v.type);
      const binding = decoration(m, id, Decoration.Binding)?.[0];
      if (v.storage === Storage.UniformConstant) {
        const ls: Leaf[] = [];
        leaves(m, type, nameOf(m, id), 0, 0, false, false, ls);
        const explicit = decoration(m, id, Decoration.Location)?.[0];
        let location = explicit ?? nextLocation;
        if (explicit === undefined) nextLocation += ls.reduce((n, l) => n + locationsOf(l), 0);
        let unit = binding ?? 0;
        for (const l of ls) {
          const opaque = isOpaque(l.type);
          const u: ActiveUniform = { name: l.name, type: l.type, arraySize: l.arraySize, offset: -1, arrayStride: -1, matrixStride: -1, rowMajor: false,
            blockIndex: -1, location, binding: opaque ? unit : -1, stages: bit, atomicCounterBufferIndex: -1 };
          merge(uniforms, explicit !== undefined ? `loc:${location}` : `name:${l.name}`, u);
          if (opaque) {
            const list = isImage(l.type) ? images : samplers;
            merge(list, `loc:${location}`, { name: l.name, type: l.type, binding: unit, arraySize: l.arraySize, stages: bit });
            unit += locationsOf(l);
          }
          location += locationsOf(l);
        }
      } else if (v.storage === Storage.AtomicCounter) {
        const ls: Leaf[] = [];
        leaves(m, type, nameOf(m, id), decoration(m, id, Decoration.Offset)?.[0] ?? 0, 0, false, false, ls, undefined, true);
        for (const l of ls) {
          const u: ActiveUniform = { name: l.name, type: GL.UNSIGNED_INT_ATOMIC_COUNTER, arraySize: l.arraySize, offset: l.offset,
            arrayStride: l.isArray ? 4 : 0, matrixStride: 0, rowMajor: false, blockIndex: -1, location: -1, binding: binding ?? 0, stages: bit, atomicCounterBufferIndex: -1 };
          merge(counters, `ac:${binding ?? 0}:${l.offset}`, u);
        }
      } else if (v.storage === Storage.Uniform || v.storage === Storage.StorageBuffer) {
        // A block array (of arrays) is one block per element, "B[1][2]", at consecutive bindings in row-major order.
        const dims: number[] = [];
        let struct = type;
        while (isArrayType(m, struct)) {
          dims.push(Math.max(1, arrayLength(m, struct)));
          struct = m.types.get(struct)!.operands[1];
        }
        const buffer = v.storage === Storage.StorageBuffer || decoration(m, struct, Decoration.BufferBlock) !== undefined;
        if (!buffer && decoration(m, struct, Decoration.Block) === undefined) continue;
        const blockName = nameOf(m, struct);
        // An instance-named block's members are "Block.member"; glslang names an anonymous block's variable "".
        const prefix = m.names.get(id) ? `${blockName}.` : '';
        // The block's members are its top-level variables (buffer variables list one element of a top-level array
        // of aggregates, with the array's size and stride); a uniform block's members are expanded whole.
        const ls: Leaf[] = [];
        const blockType = m.types.get(struct)!;
        for (let i = 1; i < blockType.operands.length; i++) {
          const member = i - 1;
          leaves(m, blockType.operands[i], prefix + memberNameOf(m, struct, member), memberDecoration(m, struct, member, Decoration.Offset)?.[0] ?? 0,
            memberDecoration(m, struct, member, Decoration.MatrixStride)?.[0] ?? 0, memberDecoration(m, struct, member, Decoration.RowMajor) !== undefined, buffer, ls);
        }
        const count = dims.reduce((a, b) => a * b, 1);
        const dataSize = Math.ceil(explicitSize(m, struct) / 16) * 16;
        for (let i = 0; i < count; i++) {
          let suffix = '';
          for (let d = dims.length - 1, rest = i; d >= 0; d--) {
            suffix = `[${rest % dims[d]}]${suffix}`;
            rest = Math.floor(rest / dims[d]);
          }
          // GL lists a block array's members once (their UNIFORM_BLOCK_INDEX is the first element's); every
          // element's block has them as its active variables (`stem` finds them, link-spirv.ts).
          const block = { name: blockName + suffix, binding: (binding ?? 0) + i, dataSize, members: ls.map((l) => l.name), stages: bit, leaves: i === 0 ? ls : [] };
          merge(buffer ? storageBlocks : uniformBlocks, `b:${(binding ?? 0) + i}`, block);
        }
      } else if (v.storage === Storage.Input || v.storage === Storage.Output) {
        if (entry !== undefined && !entry.interface.includes(id)) continue;
        let t = type;
        // Per-vertex arrays of tessellation / geometry inputs (and control outputs) are GL's outer array: stripped.
        const perVertex = (v.storage === Storage.Input && (stage === 'tessControl' || stage === 'tessEvaluation' || stage === 'geometry')) ||
          (v.storage === Storage.Output && stage === 'tessControl');
        if (perVertex && isArrayType(m, t) && decoration(m, id, Decoration.Location) !== undefined) t = m.types.get(t)!.operands[1];
        const builtIn = decoration(m, id, Decoration.BuiltIn) !== undefined || m.memberDecorations.get(t)?.get(0)?.get(Decoration.BuiltIn) !== undefined;
        const ls: Leaf[] = [];
        leaves(m, t, nameOf(m, id), 0, 0, false, false, ls);
        const first = ls[0];
        const iv: StageInterfaceVariable = {
          name: first !== undefined && ls.length === 1 ? first.name : nameOf(m, id),
          location: decoration(m, id, Decoration.Location)?.[0] ?? -1,
          component: decoration(m, id, Decoration.Component)?.[0] ?? 0,
          type: first?.type ?? GL.NONE,
          arraySize: first !== undefined && ls.length === 1 ? Math.max(1, first.arraySize) : 1,
          ...(builtIn ? { builtIn: nameOf(m, id) } : {}),
        };
        (v.storage === Storage.Input ? inputs : outputs).push(iv);
      }
    }
    stageInterfaces.push({ stage, inputs, outputs });
    if (stage === 'compute' && entry !== undefined) {
      const mode = m.instructions.find((i) => i.op === Op.ExecutionMode && i.operands[0] === entry.id && i.operands[1] === 17 /* LocalSize */);
      if (mode !== undefined) computeLocalSize = [mode.operands[2], mode.operands[3], mode.operands[4]];
    }
  }

  // Atomic counter buffers in ascending binding order; counters after the other default-block uniforms.
  const bindings = [...new Set(counters.map((c) => c.value.binding))].sort((a, b) => a - b);
  const allUniforms = uniforms.map((u) => u.value);
  const atomicCounterBuffers = bindings.map((binding, index) => {
    const members: number[] = [];
    let dataSize = 0;
    let stagesMask = 0;
    for (const c of counters.filter((k) => k.value.binding === binding)) {
      c.value.atomicCounterBufferIndex = index;
      members.push(allUniforms.length);
      allUniforms.push(c.value);
      dataSize = Math.max(dataSize, c.value.offset + 4 * Math.max(1, c.value.arraySize));
      stagesMask |= c.value.stages;
    }
    return { binding, dataSize, members, stages: stagesMask };
  });
  // Uniform block members are uniforms too (blockIndex set), after the default block's.
  uniformBlocks.forEach((b, blockIndex) => {
    for (const l of b.value.leaves) {
      if (allUniforms.some((u) => u.blockIndex === blockIndex && u.name === l.name)) continue;
      allUniforms.push({ name: l.name, type: l.type, arraySize: l.arraySize, offset: l.offset, arrayStride: l.arrayStride, matrixStride: l.matrixStride,
        rowMajor: l.rowMajor, blockIndex, location: -1, binding: -1, stages: b.value.stages, atomicCounterBufferIndex: -1 });
    }
  });
  const bufferVariables: BufferVariable[] = [];
  storageBlocks.forEach((b, blockIndex) => {
    for (const l of b.value.leaves) {
      if (bufferVariables.some((u) => u.blockIndex === blockIndex && u.name === l.name)) continue;
      bufferVariables.push({ name: l.name, type: l.type, arraySize: l.arraySize, offset: l.offset, arrayStride: l.arrayStride, matrixStride: l.matrixStride,
        rowMajor: l.rowMajor, blockIndex, topLevelArraySize: l.topLevelArraySize, topLevelArrayStride: l.topLevelArrayStride, stages: b.value.stages });
    }
  });
  const strip = (b: Keyed<InterfaceBlock & { leaves: Leaf[] }>): InterfaceBlock =>
    ({ name: b.value.name, binding: b.value.binding, dataSize: b.value.dataSize, members: b.value.members, stages: b.value.stages });
  const vertexInputs = stageInterfaces.find((s) => s.stage === 'vertex')?.inputs ?? [];
  const fragmentOutputs = stageInterfaces.find((s) => s.stage === 'fragment')?.outputs ?? [];
  const pipeVariable = (v: StageInterfaceVariable) => ({ name: v.name, location: v.location, type: v.type, arraySize: v.arraySize });
  // The last pre-rasterization stage's decorations say what transform feedback captures (spirv-xfb.ts).
  const xfbStage = captureStage(stages);
  return {
    attributes: vertexInputs.filter((v) => !v.builtIn).map(pipeVariable),
    outputs: fragmentOutputs.filter((v) => !v.builtIn).map(pipeVariable),
    uniforms: allUniforms,
    uniformBlocks: uniformBlocks.map(strip),
    storageBlocks: storageBlocks.map(strip),
    atomicCounterBuffers,
    explicitBindings: [],
    bufferVariables,
    samplers: samplers.map((s) => s.value),
    images: images.map((s) => s.value),
    xfbVaryings: xfbStage === undefined ? [] : spirvXfbVaryings(xfbStage.module),
    computeLocalSize,
    stageInterfaces,
  };
}

const OPAQUE = new Set<number>();
const IMAGES = new Set<number>();
for (const [key, value] of Object.entries(GL_TABLE)) {
  if (typeof value !== 'number') continue;
  if (/^(?:INT_|UNSIGNED_INT_)?SAMPLER_(?:1D|2D|3D|CUBE|BUFFER)/.test(key)) OPAQUE.add(value);
  if (/^(?:INT_|UNSIGNED_INT_)?IMAGE_(?:1D|2D|3D|CUBE|BUFFER)/.test(key)) { OPAQUE.add(value); IMAGES.add(value); }
}
export const isOpaque = (type: number): boolean => OPAQUE.has(type);
export const isImage = (type: number): boolean => IMAGES.has(type);
