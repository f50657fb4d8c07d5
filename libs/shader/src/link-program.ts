// glLinkProgram on the client: glslang links the attached stages into SPIR-V + reflection, then the
// GL rules glslang does not know are applied (attribute / frag-data location requests, stage
// interface matching by name, transform feedback capture, GL initial units of opaque uniforms and
// blocks) and the result is frozen into a ProgramArtifact. Never needs a GL driver.
import { compileProgram, type ProgramReflection, type ShaderResources } from '@mgpipe/native-shader';
import { STAGE_ORDER, stageBit, type ArtifactBlock, type ArtifactInterfaceVariable, type ProgramArtifact } from './artifact.ts';
import type { CompiledShader } from './compile-shader.ts';
import { assignLocations, type LocationRequest } from './io-locations.ts';
import { layoutDefaultBlock } from './default-block-layout.ts';
import { fixedFunctionVertexShader } from './fixed-function-vertex.ts';
import { separablePerVertexError } from './separable-per-vertex.ts';
import { scanExplicitLayouts, scanUnsizedBufferMembers, type ExplicitLayout } from './layout-scan.ts';
import { patchLocations, staticallyReadInputs, variableBindings } from './spirv-patch.ts';
import { stripUniformInitializers } from './uniform-initializers.ts';
import { moduleUniformInitializers } from './spirv-initializers.ts';
import { sharedAndPackedAsStd140 } from './block-packing.ts';
import { foldConstantBuiltins } from './constant-builtins.ts';
import { lowerFramebufferFetch, markFramebufferFetch } from './framebuffer-fetch.ts';
import { sizeImplicitArrays } from './implicit-array-sizes.ts';
import { withGeometryInputPrimitive } from './geometry-input-primitive.ts';
import { withOutputPatchSize } from './output-patch-size.ts';
import { matchBlocksByLocation } from './block-location-matching.ts';
import { fragCoordRedeclarationErrors, withFragCoordModes, withoutFragCoordLayouts } from './fragcoord-redeclarations.ts';
import { locationAliasingErrors } from './location-aliasing.ts';
import { captureStage, xfbLayout, type XfbRequest } from './xfb-layout.ts';
import { expandStructCaptures } from './spirv-xfb.ts';
import { parseSpirv } from './spirv-module.ts';
import { HIDDEN_SUBROUTINE_PREFIX, lowerStageSubroutines, type SubroutineTable } from './subroutine-lowering.ts';
import { linkSubroutines, withoutHiddenLocations } from './subroutine-link.ts';
import { linkSpirvProgram } from './link-spirv.ts';
import { withWholeVariableUniforms } from './whole-variable-uniforms.ts';

export interface LinkProgramInput {
  /** The attached shader objects (several of one stage link into that stage). */
  shaders: CompiledShader[];
  /** glBindAttribLocation requests made before the link: name → location. */
  attribBindings?: ReadonlyMap<string, number> | Record<string, number>;
  /** glBindFragDataLocation[Indexed] requests: name → location or {location, index}. */
  fragDataBindings?: ReadonlyMap<string, number | LocationRequest> | Record<string, number | LocationRequest>;
  transformFeedback?: XfbRequest;
  /** GL_PROGRAM_SEPARABLE. */
  separable?: boolean;
  /** GL_MAX_VERTEX_ATTRIBS / GL_MAX_DRAW_BUFFERS of the context (defaults 16 / 8). */
  limits?: { maxVertexAttribs?: number; maxDrawBuffers?: number };
  /** The compiler's implementation limits (gl_Max* constants, atomic counter binding checks); see compileShader. */
  resources?: ShaderResources;
}

export type LinkProgramResult =
  | { ok: true; log: string; artifact: ProgramArtifact }
  | { ok: false; log: string; artifact: null };

function requestMap(r: LinkProgramInput['fragDataBindings']): Map<string, LocationRequest> {
  const entries = r instanceof Map ? [...r.entries()] : Object.entries(r ?? {});
  return new Map(entries.map(([k, v]) => [k, typeof v === 'number' ? { location: v } : v]));
}

function fail(log: string): LinkProgramResult {
  return { ok: false, log, artifact: null };
}

/**
 * The name an input has in its source: native/shader (location-matching.cc) renames an input whose explicit location
 * differs from that of the previous stage's output of its name to `mgpipe_loc<N>_<name>`, so that glslang pairs the
 * two by location as GL does, not by name.
 */
function sourceInputName(name: string): string {
  return name.replace(/^mgpipe_loc\d+_/, '');
}

/**
 * GL matches a later stage's inputs to the earlier stage's outputs by name (or explicit location); "a link error will
 * be generated if any statically referenced input variable or block does not have a matching output" (GL 4.5
 * §7.4.1), so an input the stage never reads (`read`: by stage, the names its SPIR-V reads) needs none.
 */
function interfaceMismatches(refl: ProgramReflection, explicit: Map<string, ExplicitLayout[]>, read: Map<string, Set<string>>): string[] {
  const errors: string[] = [];
  const graphics = refl.stageInterfaces.filter((s) => s.stage !== 'compute');
  for (let i = 1; i < graphics.length; i++) {
    const producer = graphics[i - 1];
    const consumer = graphics[i];
    const located = new Set(explicit.get(consumer.stage)?.filter((e) => e.storage === 'in' && e.location !== undefined).map((e) => e.name));
    for (const input of consumer.inputs) {
      if (input.builtIn) continue;
      if (!input.name.includes('.') && read.get(consumer.stage)?.has(input.name.replace(/\[0\]$/, '')) === false) continue;
      const byName = producer.outputs.some((o) => o.name === input.name);
      const byLocation = located.has(sourceInputName(input.name)) && producer.outputs.some((o) => !o.builtIn && o.location === input.location);
      if (!byName && !byLocation) {
        errors.push(`ERROR: ${consumer.stage} input '${input.name}' is not written by the ${producer.stage} stage`);
      }
    }
  }
  return errors;
}

/** "B[1][0]" → { stem: "B", indices: [1, 0] }. */
function blockIndices(name: string): { stem: string; indices: number[] } {
  const at = name.indexOf('[');
  if (at < 0) return { stem: name, indices: [] };
  return { stem: name.slice(0, at), indices: [...name.slice(at).matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])) };
}

/**
 * GL's initial block binding is layout(binding) or 0; an element of an explicit block array (of arrays) is
 * binding + its row-major index ("B[1][0]" of `B b[3][2]` is binding + 2). The extents come from the elements'
 * names (every element of a block array is listed).
 */
function blocks(list: ProgramReflection['uniformBlocks'], memberIndex: Map<string, number>, explicit: Map<string, number>, storage: 'uniform' | 'buffer'): ArtifactBlock[] {
  const extents = new Map<string, number[]>();
  for (const b of list) {
    const { stem, indices } = blockIndices(b.name);
    const e = extents.get(stem) ?? [];
    indices.forEach((i, d) => { e[d] = Math.max(e[d] ?? 0, i + 1); });
    extents.set(stem, e);
  }
  return list.map((b) => {
    const { stem, indices } = blockIndices(b.name);
    const e = explicit.get(`${storage}:${stem}`);
    const dims = extents.get(stem)!;
    const element = indices.reduce((acc, i, d) => acc * dims[d] + i, 0);
    const initialBinding = e !== undefined ? e + element : 0;
    const members = b.members.map((n) => memberIndex.get(n) ?? -1).filter((i) => i >= 0);
    return { name: b.name, binding: b.binding, initialBinding, dataSize: b.dataSize, members, stages: b.stages };
  });
}

export function linkProgram(input: LinkProgramInput): LinkProgramResult {
  const { shaders } = input;
  if (shaders.length === 0) return fail('ERROR: no shaders attached to the program\n');
  const notCompiled = shaders.filter((s) => !s.ok).map((s) => s.stage);
  if (notCompiled.length) return fail(`ERROR: attached ${notCompiled.join(', ')} shader not compiled successfully\n`);
  // GL 4.6 §7.3: SPIR-V and GLSL shader objects do not link together; SPIR-V ones link without glslang.
  const spirvShaders = shaders.filter((s) => s.spirv !== undefined).length;
  if (spirvShaders > 0 && spirvShaders < shaders.length) return fail('ERROR: a program cannot link SPIR-V and GLSL shaders together\n');
  if (spirvShaders > 0) return linkSpirvProgram(shaders, input.separable === true);
  if (input.separable === true) {
    const perVertex = separablePerVertexError(shaders);
    if (perVertex !== null) return fail(perVertex);
  }
  const stagesGiven = shaders.map((s) => s.stage);
  if (stagesGiven.includes('compute') && stagesGiven.some((s) => s !== 'compute')) {
    return fail('ERROR: a compute shader cannot be linked with other shader stages\n');
  }
  // GL 4.5 §7.3 (ARB_tessellation_shader §2.14.2): a program that is not separable and has a tessellation stage
  // needs a vertex stage (GLES's own rule, which would otherwise only surface at the backend's driver link).
  if (input.separable !== true && !stagesGiven.includes('vertex') && stagesGiven.some((s) => s === 'tessControl' || s === 'tessEvaluation')) {
    return fail('ERROR: a program with a tessellation shader and no vertex shader does not link unless it is separable\n');
  }
  // GLSL 1.50 §2.11.2 / GL 4.5 §7.3: likewise a program that is not separable and has a geometry stage needs a vertex stage.
  if (input.separable !== true && !stagesGiven.includes('vertex') && stagesGiven.includes('geometry')) {
    return fail('ERROR: a program with a geometry shader and no vertex shader does not link unless it is separable\n');
  }
  // Several shader objects of one stage link into that stage (GL 4.5 §7.3: one stage may be made of
  // several compilation units); the sort is stable, so their order is the attach order.
  // A program of fragment shaders only gets the fixed-function vertex stage (fixed-function-vertex.ts).
  const fixedFunction = fixedFunctionVertexShader(shaders, input.separable === true);
  const sorted = [...(fixedFunction ? [fixedFunction] : []), ...shaders].sort((a, b) => STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage));

  // Subroutines become plain GLSL plus hidden index uniforms (subroutine-lowering.ts) before glslang sees them.
  // The objects of one stage are lowered together (their subroutines are one stage's), in attach order.
  // GL_EXT_shader_framebuffer_fetch's `inout` outputs are `out` for glslang; the fragment SPIR-V is marked below
  // (framebuffer-fetch.ts).
  const fetches = sorted.map((s) => (s.stage === 'fragment' ? lowerFramebufferFetch(s.source) : { source: s.source, fetch: false }));
  const framebufferFetch = fetches.some((f) => f.fetch);
  const lowered = [...new Set(sorted.map((s) => s.stage))].map((stage) => ({
    stage, lowering: lowerStageSubroutines(sorted.flatMap((s, i) => (s.stage === stage ? [fetches[i].source] : []))),
  }));
  const loweringErrors = lowered.flatMap((l) => (l.lowering.ok ? [] : [`${l.stage} shader:\n${l.lowering.log}`]));
  if (loweringErrors.length) return fail(loweringErrors.join(''));
  // Built-in calls over literal constants are folded for glslang (constant-builtins.ts); shared / packed blocks
  // are std140 (block-packing.ts).
  const sources = lowered.flatMap((l) => (l.lowering.ok ? l.lowering.sources : []).map((source) => ({ stage: l.stage, source: foldConstantBuiltins(sharedAndPackedAsStd140(source)) })));
  // Implicitly sized arrays whose length() is called get their link-time size (implicit-array-sizes.ts).
  for (const stage of new Set(sources.map((s) => s.stage))) {
    const ofStage = sources.filter((s) => s.stage === stage);
    const sized = sizeImplicitArrays(ofStage.map((s) => s.source), null);
    // The control stage's output patch size, declared by one of its objects, for all of them (output-patch-size.ts).
    // The geometry stage's input primitive, declared by one of its objects, for all of them (geometry-input-primitive.ts).
    const patched = stage === 'tessControl' ? withOutputPatchSize(sized, false) : stage === 'geometry' ? withGeometryInputPrimitive(sized) : sized;
    ofStage.forEach((s, i) => { s.source = patched[i]; });
  }
  // Input blocks matched to the previous stage's output blocks by explicit location (block-location-matching.ts).
  const stageOrder = [...new Set(sources.map((s) => s.stage))];
  const matched = matchBlocksByLocation(stageOrder.map((stage) => sources.filter((s) => s.stage === stage).map((s) => s.source)));
  stageOrder.forEach((stage, k) => sources.filter((s) => s.stage === stage).forEach((s, i) => { s.source = matched[k][i]; }));
  // GL's rule for gl_FragCoord redeclarations across fragment shader objects (fragcoord-redeclarations.ts).
  const fragmentSources = sources.filter((s) => s.stage === 'fragment').map((s) => s.source);
  const fragCoordErrors = fragCoordRedeclarationErrors(fragmentSources);
  if (fragCoordErrors.length) return fail(`${fragCoordErrors.join('\n')}\n`);
  // Several fragment objects: glslang sees them without the layout, the SPIR-V gets the modes after it.
  const fragCoordLayouts = withoutFragCoordLayouts(fragmentSources);
  if (fragCoordLayouts !== null) for (const s of sources) if (s.stage === 'fragment') s.source = fragCoordLayouts.sources.shift()!;
  const compiled = compileProgram({ stages: sources, resources: input.resources });
  if (!compiled.ok || !compiled.reflection) return fail(compiled.log);
  const refl = compiled.reflection;
  const ordered = compiled.stages.map((c) => ({ stage: c.stage, source: sources.filter((s) => s.stage === c.stage).map((s) => s.source).join('\n') }));

  const explicit = new Map(ordered.map((s) => [s.stage, scanExplicitLayouts(s.source)]));
  // Bindings from glslang's tree (macros and constant expressions evaluated), "uniform:name" / "buffer:Block".
  const explicitBindings = new Map(refl.explicitBindings.map((b) => [`${b.storage}:${b.name}`, b.binding]));
  const unsized = new Set(ordered.flatMap((s) => scanUnsizedBufferMembers(s.source)));
  // Separable or not, stages inside one program must match; a separable program's outer
  // interfaces are matched later, against the other programs of the pipeline.
  const read = new Map(compiled.stages.map((c) => [c.stage as string, staticallyReadInputs(c.spirv)]));
  const errors = interfaceMismatches(refl, explicit, read);
  errors.push(...locationAliasingErrors(refl));

  // A 1.10-1.30 vertex shader's gl_Vertex is lowered to an input at location 0 (native compat-builtins.cc).
  const vertexInputs = refl.stageInterfaces.find((s) => s.stage === 'vertex')?.inputs ?? [];
  const reserved = vertexInputs.some((v) => v.name === 'mgpipe_gl_Vertex') ? [0] : [];
  const attribs = assignLocations('attribute', refl.attributes, explicit.get('vertex') ?? [], requestMap(input.attribBindings),
    input.limits?.maxVertexAttribs ?? 16, reserved);
  const fragmentOutputs = refl.stageInterfaces.find((s) => s.stage === 'fragment')?.outputs ?? [];
  const outputComponents = new Map(fragmentOutputs.map((v) => [v.name.replace(/\[0\]$/, ''), v.component]));
  const outputs = assignLocations('output', refl.outputs, explicit.get('fragment') ?? [], requestMap(input.fragDataBindings),
    input.limits?.maxDrawBuffers ?? 8, [], outputComponents);
  errors.push(...attribs.errors, ...outputs.errors);
  // Each stage's module, parsed once for the passes below that read declarations (capture, initializers, whole variables).
  const modules = compiled.stages.flatMap((c) => {
    const parsed = parseSpirv(c.spirv);
    return parsed.ok ? [{ stage: c.stage, module: parsed.module }] : [];
  });
  // Captured structures counted member by member, as GL does (spirv-xfb.ts expandStructCaptures); the API's names
  // need no expansion.
  const xfbModule = (input.transformFeedback?.varyings.length ?? 0) > 0 ? undefined : captureStage(modules)?.module;
  const xfbRefl = xfbModule !== undefined && refl.xfbVaryings.length > 0 ? { ...refl, xfbVaryings: expandStructCaptures(refl.xfbVaryings, xfbModule) } : refl;
  const xfb = xfbLayout(xfbRefl, input.transformFeedback, errors);
  if (errors.length) return fail(`${compiled.log}${errors.join('\n')}\n`);

  const initializers = new Map<string, number[]>();
  for (const { module } of modules) for (const [name, words] of moduleUniformInitializers(module)) initializers.set(name, words);
  const stages = compiled.stages.map((s) => {
    let spirv = initializers.size > 0 ? stripUniformInitializers(s.spirv) : s.spirv;
    if (s.stage === 'vertex') spirv = patchLocations(spirv, 'in', attribs.byVariable);
    if (s.stage === 'fragment') spirv = patchLocations(spirv, 'out', outputs.byVariable);
    if (s.stage === 'fragment' && fragCoordLayouts !== null) spirv = withFragCoordModes(spirv, fragCoordLayouts.modes);
    if (s.stage === 'fragment' && framebufferFetch) spirv = markFramebufferFetch(spirv);
    return { stage: s.stage, spirv };
  });

  // Hidden subroutine-index uniforms go last (the application's uniform indices stay those without them).
  const isHidden = (u: { name: string }) => u.name.startsWith(HIDDEN_SUBROUTINE_PREFIX);
  const explicitUniformNames = new Set([...explicit.values()].flat().filter((e) => e.storage === 'uniform' && e.location !== undefined).map((e) => e.name));
  // Every leaf of each uniform variable in use, as Mesa lists them (whole-variable-uniforms.ts).
  const whole = withWholeVariableUniforms(refl, modules, isHidden);
  const withUnits = withoutHiddenLocations(withStructSamplerUnits(withImageArrayUnits(whole, compiled.stages)), isHidden, explicitUniformNames);
  const reflUniforms = [...withUnits.filter((u) => !isHidden(u)), ...withUnits.filter(isHidden)];
  const uniformIndex = new Map(reflUniforms.map((u, i) => [u.name, i]));
  const bufferIndex = new Map(refl.bufferVariables.map((v, i) => [v.name, i]));
  const defaultBlock = layoutDefaultBlock(reflUniforms.map((u) => {
    const opaque = u.binding >= 0 && u.atomicCounterBufferIndex < 0;
    return { ...u, initialUnit: opaque ? (explicitUnitOf(u, explicitBindings) ?? -1) : -1 };
  }));
  const uniforms = defaultBlock.uniforms;
  const subroutineTables = (stage: string): SubroutineTable[] => lowered.flatMap((l) => (l.stage === stage && l.lowering.ok ? [l.lowering.table] : []));
  const subroutines = linkSubroutines(compiled.stages.map((c) => ({ stage: c.stage, tables: subroutineTables(c.stage) })), uniforms);
  if (subroutines.errors.length) return fail(`${compiled.log}${subroutines.errors.join('\n')}\n`);
  for (const u of uniforms) if (isHidden(u)) u.location = -1; // storage only: no GL location, not application-visible
  const interfaceVariables: ArtifactInterfaceVariable[] = refl.stageInterfaces.flatMap((s) =>
    (['in', 'out'] as const).flatMap((direction) =>
      (direction === 'in' ? s.inputs : s.outputs)
        .filter((v) => !v.builtIn)
        .map((v) => ({ stage: s.stage, direction, name: v.name, type: v.type, arraySize: v.arraySize, location: v.location, component: v.component })),
    ),
  );
  for (const v of interfaceVariables) {
    if (v.stage === 'vertex' && v.direction === 'in') v.location = attribs.byVariable.get(v.name) ?? v.location;
    if (v.stage === 'fragment' && v.direction === 'out') v.location = outputs.byVariable.get(v.name) ?? v.location;
  }

  const artifact: ProgramArtifact = {
    stageMask: ordered.reduce((m, s) => m | stageBit(s.stage), 0),
    separable: input.separable ?? false,
    stages,
    attributes: attribs.variables,
    outputs: outputs.variables,
    uniforms,
    defaultBlockSize: defaultBlock.size,
    uniformBlocks: blocks(refl.uniformBlocks, uniformIndex, explicitBindings, 'uniform'),
    storageBlocks: blocks(refl.storageBlocks, bufferIndex, explicitBindings, 'buffer'),
    bufferVariables: refl.bufferVariables.map((v) => unsizedBufferVariable({ ...v }, unsized)),
    uniformInitializers: [...initializers].map(([name, words]) => ({ name, words: words.map((w) => w | 0) })),
    atomicCounterBuffers: whole.atomicCounterBuffers.map((b) => ({ binding: b.binding, dataSize: b.dataSize, members: [...b.members], stages: b.stages })),
    xfb,
    computeLocalSize: refl.computeLocalSize ? [...refl.computeLocalSize] : [0, 0, 0],
    interfaceVariables,
    subroutines: subroutines.subroutines,
    subroutineUniforms: subroutines.subroutineUniforms,
  };
  return { ok: true, log: compiled.log, artifact };
}

/**
 * The unit layout(binding = N) gives an opaque uniform entry: N for "tex" / "tex[0]"; for an entry of an array of arrays
 * ("tex[1][0]" of `layout(binding = N) sampler2D tex[2][2]`), N plus its first element's row-major index — which is the
 * binding withImageArrayUnits gave it (the SPIR-V Binding there is N). Undefined: no explicit binding.
 */
function explicitUnitOf(u: { name: string; binding: number }, explicitBindings: ReadonlyMap<string, number>): number | undefined {
  const own = explicitBindings.get(`uniform:${u.name.replace(/\[0\]$/, '')}`);
  if (own !== undefined) return own;
  return /\]\[/.test(u.name) && explicitBindings.has(`uniform:${blockIndices(u.name).stem}`) ? u.binding : undefined;
}

/**
 * glslang's reflection gives no binding (or, with layout(binding = N), N itself) to the entries of an array of arrays of
 * images or samplers ("img[1][0]", one per outer index, each as long as the innermost dimension). Their elements sit at consecutive units from the
 * variable's Binding in row-major order (what SPIRV-Cross's layout(binding) gives the driver), so each entry's
 * unit is that Binding plus the row-major index of its first element (the extents: the SPIR-V array's).
 * (ESSL images take their units from layout(binding) only: no glUniform1i fallback as for samplers below. Sampler
 * entries need it too: without it glUniform1i on "tex[1][1]" landed on another element.)
 */
function withImageArrayUnits(refl: ProgramReflection, stages: { spirv: Uint32Array }[]): ProgramReflection {
  const images = new Set([...refl.images, ...refl.samplers].map((i) => i.name));
  // With layout(binding = N) glslang reports N itself for every entry: recomputed the same way (N + row-major index).
  const isEntry = (u: ProgramReflection['uniforms'][number]) => u.blockIndex < 0 && images.has(u.name) && /\]\[/.test(u.name);
  if (!refl.uniforms.some(isEntry)) return refl;
  const variables = new Map(stages.flatMap((s) => [...variableBindings(s.spirv)]));
  const uniforms = refl.uniforms.map((u) => {
    const { stem, indices } = blockIndices(u.name);
    const v = variables.get(stem);
    if (!isEntry(u) || v === undefined || v.dims.length !== indices.length) return u;
    return { ...u, binding: v.binding + indices.reduce((acc, i, d) => acc * v.dims[d] + i, 0) };
  });
  return { ...refl, uniforms };
}

/**
 * Samplers inside structs ("s[1].tex" of `uniform S s[2]`) have no SPIR-V Binding (SPIR-V decorates
 * variables, not struct members), so they have no fixed backend slot. Each such leaf gets one here, after
 * every unit the bound samplers use; the backend sets it on the driver program with glUniform1i (the driver
 * GLSL cannot say layout(binding) on a struct member either).
 */
function withStructSamplerUnits(refl: ProgramReflection): ProgramReflection['uniforms'] {
  const samplers = new Set(refl.samplers.map((s) => s.name));
  const isLeaf = (u: ProgramReflection['uniforms'][number]) => u.blockIndex < 0 && u.binding < 0 && u.location >= 0 && samplers.has(u.name);
  let next = 0;
  for (const u of refl.uniforms) {
    if (u.blockIndex < 0 && u.binding >= 0 && samplers.has(u.name)) next = Math.max(next, u.binding + Math.max(1, u.arraySize));
  }
  return refl.uniforms.map((u) => {
    if (!isLeaf(u)) return u;
    const binding = next;
    next += Math.max(1, u.arraySize);
    return { ...u, binding };
  });
}

/**
 * GL 4.5 §7.3.1.1: an unsized array reports ARRAY_SIZE 0 (TOP_LEVEL_ARRAY_SIZE 0 for the members of an
 * unsized array of structures), whatever size glslang inferred from constant indices.
 */
function unsizedBufferVariable<V extends { name: string; arraySize: number; topLevelArraySize: number }>(v: V, unsized: Set<string>): V {
  const open = v.name.indexOf('[0]');
  if (open < 0 || !unsized.has(v.name.slice(0, open))) return v;
  v.topLevelArraySize = 0;
  if (open + 3 === v.name.length) v.arraySize = 0;
  return v;
}
