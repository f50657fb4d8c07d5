// glLinkProgram of SPIR-V shader objects (GL_ARB_gl_spirv): no glslang. The specialized modules are the stages'
// SPIR-V as given (the backend's lowerings and SPIRV-Cross take them as they take glslang's), and the program
// interface comes from the modules (spirv-reflect.ts) in glslang's reflection shape, frozen into the same
// ProgramArtifact with the same default-block layout. GL's name-based rules do not apply: glBindAttribLocation /
// glBindFragDataLocation and glTransformFeedbackVaryings are ignored (locations are explicit in SPIR-V, and the
// transform-feedback capture is the XfbBuffer / XfbStride / Offset decorations: spirv-xfb.ts).
import type { ShaderStage } from '@mgpipe/native-shader';
import { STAGE_ORDER, stageBit, type ArtifactInterfaceVariable, type ProgramArtifact, type ProgramVariable } from './artifact.ts';
import type { CompiledShader } from './compile-shader.ts';
import { layoutDefaultBlock } from './default-block-layout.ts';
import type { LinkProgramResult } from './link-program.ts';
import { Decoration, Op, parseSpirv, Storage, type SpirvModule } from './spirv-module.ts';
import { withoutInstructions } from './spirv-shader.ts';
import { isArrayType, pointee } from './spirv-types.ts';
import { spirvUniformInitializers } from './spirv-initializers.ts';
import { stripUniformInitializers } from './uniform-initializers.ts';
import { reflectSpirv } from './spirv-reflect.ts';
import { xfbLayout } from './xfb-layout.ts';

const fail = (log: string): LinkProgramResult => ({ ok: false, log, artifact: null });

/** Links shader objects that all hold a specialized SPIR-V module (the caller checked `spirv` on each). */
export function linkSpirvProgram(shaders: CompiledShader[], separable: boolean): LinkProgramResult {
  const byStage = new Map<ShaderStage, CompiledShader[]>();
  for (const s of shaders) byStage.set(s.stage, [...(byStage.get(s.stage) ?? []), s]);
  // GL 4.6 §7.3: SPIR-V has no linking of several modules into one stage.
  for (const [stage, list] of byStage) if (list.length > 1) return fail(`ERROR: more than one SPIR-V ${stage} shader attached\n`);
  const stages = STAGE_ORDER.filter((s) => byStage.has(s));
  if (stages.includes('compute') && stages.length > 1) return fail('ERROR: a compute shader cannot be linked with other shader stages\n');
  if (!separable && !stages.includes('vertex') && !stages.includes('compute')) {
    return fail('ERROR: a program that is not separable needs a vertex shader (SPIR-V programs have no fixed-function vertex stage)\n');
  }
  const modules: { stage: ShaderStage; module: SpirvModule }[] = [];
  for (const stage of stages) {
    const parsed = parseSpirv(byStage.get(stage)![0].spirv!);
    if (!parsed.ok) return fail(`ERROR: ${stage} shader: ${parsed.reason}\n`);
    modules.push({ stage, module: parsed.module });
  }
  const refl = reflectSpirv(modules);

  // Initializers leave the module (ESSL has none) and travel per leaf (spirv-initializers.ts).
  const initializers = spirvUniformInitializers(modules.map((s) => s.module));
  const artifactStages = modules.map(({ stage, module }) => ({ stage, spirv: stripUniformInitializers(withoutPlainUniformBindings(module)) }));

  const defaultBlock = layoutDefaultBlock(refl.uniforms.map((u) => {
    const opaque = u.binding >= 0 && u.atomicCounterBufferIndex < 0;
    // SPIR-V opaque uniforms carry their Binding: it is the GL initial unit as layout(binding) is in GLSL.
    return { ...u, initialUnit: opaque ? u.binding : -1 };
  }));
  // Block members by their block's name without the array indices ("B[1]" → "B"): a block array's members are listed
  // once, under its first element, and belong to every element.
  const stem = (name: string) => name.replace(/\[\d+\]/g, '');
  const uniformIndex = new Map(defaultBlock.uniforms.map((u, i) => [`${u.blockIndex < 0 ? '' : stem(refl.uniformBlocks[u.blockIndex].name)}:${u.name}`, i]));
  const bufferIndex = new Map(refl.bufferVariables.map((v, i) => [`${stem(refl.storageBlocks[v.blockIndex].name)}:${v.name}`, i]));
  const variable = (v: { name: string; location: number; type: number; arraySize: number }): ProgramVariable =>
    ({ name: v.arraySize > 1 ? `${v.name}[0]` : v.name, type: v.type, arraySize: v.arraySize, location: v.location, index: 0, locationSource: 'explicit' });
  const interfaceVariables: ArtifactInterfaceVariable[] = refl.stageInterfaces.flatMap((s) =>
    (['in', 'out'] as const).flatMap((direction) => (direction === 'in' ? s.inputs : s.outputs).filter((v) => !v.builtIn)
      .map((v) => ({ stage: s.stage, direction, name: v.name, type: v.type, arraySize: v.arraySize, location: v.location, component: v.component }))));

  const artifact: ProgramArtifact = {
    stageMask: stages.reduce((m, s) => m | stageBit(s), 0),
    separable,
    stages: artifactStages,
    attributes: refl.attributes.map(variable),
    outputs: refl.outputs.map(variable),
    uniforms: defaultBlock.uniforms,
    defaultBlockSize: defaultBlock.size,
    uniformBlocks: refl.uniformBlocks.map((b) => ({
      name: b.name, binding: b.binding, initialBinding: b.binding, dataSize: b.dataSize, stages: b.stages,
      members: b.members.map((n) => uniformIndex.get(`${stem(b.name)}:${n}`) ?? -1).filter((k) => k >= 0),
    })),
    storageBlocks: refl.storageBlocks.map((b) => ({
      name: b.name, binding: b.binding, initialBinding: b.binding, dataSize: b.dataSize, stages: b.stages,
      members: b.members.map((n) => bufferIndex.get(`${stem(b.name)}:${n}`) ?? -1).filter((k) => k >= 0),
    })),
    bufferVariables: refl.bufferVariables,
    uniformInitializers: initializers,
    atomicCounterBuffers: refl.atomicCounterBuffers.map((b) => ({ binding: b.binding, dataSize: b.dataSize, members: [...b.members], stages: b.stages })),
    // No request: the capture is the decorations' (xfbLayout's qualifier path), whatever glTransformFeedbackVaryings said.
    xfb: xfbLayout(refl, undefined, []),
    computeLocalSize: refl.computeLocalSize ?? [0, 0, 0],
    interfaceVariables,
    subroutines: [],
    subroutineUniforms: [],
  };
  return { ok: true, log: '', artifact };
}

const OPAQUE_TYPES: ReadonlySet<number> = new Set([Op.TypeImage, Op.TypeSampler, Op.TypeSampledImage]);

/**
 * A module may decorate a plain default-block uniform (`uniform vec4 u`) with DescriptorSet / Binding (piglit's
 * modules from glslang do); GL ignores them there, but SPIRV-Cross would write layout(binding) on a plain uniform,
 * which ESSL rejects. They are dropped from the module the backend gets; opaque uniforms and blocks keep theirs.
 */
function withoutPlainUniformBindings(m: SpirvModule): Uint32Array {
  const plain = new Set<number>();
  for (const [id, v] of m.variables) {
    if (v.storage !== Storage.UniformConstant) continue;
    let t = pointee(m, v.type);
    while (isArrayType(m, t)) t = m.types.get(t)!.operands[1];
    if (!OPAQUE_TYPES.has(m.types.get(t)?.op ?? -1)) plain.add(id);
  }
  const drop = new Set<number>();
  for (const inst of m.instructions) {
    if (inst.op === Op.Decorate && plain.has(inst.operands[0]) && (inst.operands[1] === Decoration.Binding || inst.operands[1] === Decoration.DescriptorSet)) drop.add(inst.at);
  }
  return drop.size > 0 ? withoutInstructions(m.words, drop) : m.words.slice();
}
