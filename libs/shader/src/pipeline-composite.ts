// A program pipeline's composite (GL 4.5 §7.4, seeds §5.6.3): the stages of several separable programs joined into
// one artifact, composed on the client and pushed like a linked program (create_shader_state from the composite
// slot range). The backend builds one driver program from it, so what GL keeps apart between separable programs is
// kept apart here:
//   - default blocks: each component program keeps its own (§7.6: glProgramUniform* writes one program). The
//     composite's block is the components' blocks one after another (`blockBase`, 16-byte aligned); uniform
//     locations follow the same way (`locationBase`: the components' opaqueUnits side by side). Two stages may
//     declare a uniform of the same name with different values, so every default-block variable of component k is
//     renamed `mgpK_<name>` in its SPIR-V (OpName) and in the reflection, its uniforms' SPIR-V Location decorations
//     dropped (the driver assigns them; the backend looks uniforms up by name): in one driver program they stay apart.
//   - blocks: uniform / storage blocks and their members follow one another (indices rebased).
//   - the interfaces between stages (§7.4.1): an input with an output of the same name and type in the previous
//     stage takes that output's location (separately compiled programs without layout(location) got their
//     locations from their own compile); other inputs are matched by location. (Explicit locations that pair
//     differently named variables while same-named ones sit elsewhere are matched by name here: not handled.)
// Attributes come from the vertex stage's program, fragment outputs from the fragment stage's, transform
// feedback from the last vertex-processing stage's (§13.2).
// Not handled yet: opaque uniforms and blocks of two components that share a SPIR-V binding (both read one driver
// unit / binding); the composite says so in `bindingClash` so the caller can log it.
import { STAGE_ORDER, type ArtifactInterfaceVariable, type ArtifactUniform, type ProgramArtifact, type ShaderStage } from './artifact.ts';
import { DECORATION_LOCATION, OP_DECORATE, OP_NAME, OP_VARIABLE, literalString, patchLocations } from './spirv-patch.ts';

/** One stage of the pipeline and the program (artifact) that provides it; `component` numbers distinct programs. */
export interface CompositeStage {
  stage: ShaderStage;
  component: number;
}

export interface CompositeResult {
  artifact: ProgramArtifact;
  /** Per component: where its default block starts in the composite's block, and its first uniform location. */
  blockBase: number[];
  locationBase: number[];
  /** Two components' opaque uniforms or blocks share a SPIR-V binding (see the header). */
  bindingClash: boolean;
}

const STORAGE_UNIFORM_CONSTANT = 0;
/** Built-ins the compiler lowered to uniforms the backend fills by name (gl_DepthRange): never renamed. */
const LOWERED_BUILTIN_PREFIX = 'mgpipe_gl_';

export const compositePrefix = (component: number) => `mgp${component}_`;

/** `name` renamed: its root (the variable: "s" of "s[1].f") prefixed, which prefixes the whole GL name. */
function renamed(name: string, prefix: string): string {
  return prefix + name;
}

function isRenamedUniform(u: ArtifactUniform): boolean {
  return u.blockIndex < 0 && u.atomicCounterBufferIndex < 0 && !u.name.startsWith(LOWERED_BUILTIN_PREFIX);
}

function stringWords(s: string): number[] {
  const bytes = new TextEncoder().encode(s);
  const words = new Array<number>((bytes.length >> 2) + 1).fill(0);
  bytes.forEach((b, i) => { words[i >> 2] |= b << (8 * (i & 3)); });
  return words;
}

/**
 * A copy of `spirv` whose UniformConstant variables (the default block, opaque uniforms) are named `prefix + name`
 * and carry no Location decoration: in one driver program the components' uniform locations (hidden subroutine
 * indices included, which have SPIR-V locations but no GL ones) would collide; the driver assigns them instead.
 */
export function renameDefaultUniforms(spirv: Uint32Array, prefix: string): Uint32Array {
  const uniforms = new Set<number>();
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    if (count === 0 || i + count > spirv.length) break;
    if ((spirv[i] & 0xffff) === OP_VARIABLE && spirv[i + 3] === STORAGE_UNIFORM_CONSTANT) uniforms.add(spirv[i + 2]);
    i += count;
  }
  const out: number[] = Array.from(spirv.subarray(0, 5));
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    if (count === 0 || i + count > spirv.length) { out.push(...spirv.subarray(i)); break; }
    const op = spirv[i] & 0xffff;
    if (op === OP_DECORATE && count >= 4 && spirv[i + 2] === DECORATION_LOCATION && uniforms.has(spirv[i + 1])) {
      i += count; // dropped: the driver assigns the uniforms' locations (the backend finds them by name)
      continue;
    }
    if (op === OP_NAME && uniforms.has(spirv[i + 1])) {
      const name = literalString(spirv, i + 2, i + count);
      if (!name.startsWith(LOWERED_BUILTIN_PREFIX)) {
        const str = stringWords(renamed(name, prefix));
        out.push(((2 + str.length) << 16) | OP_NAME, spirv[i + 1], ...str);
        i += count;
        continue;
      }
    }
    for (let k = 0; k < count; k++) out.push(spirv[i + k]);
    i += count;
  }
  return Uint32Array.from(out);
}

/**
 * The consumer's input locations §7.4.1 matching needs: an input with an output of the same name and type in the
 * producer takes that output's location (separately compiled programs without layout(location) numbered their
 * interfaces on their own); any other input keeps its location (matched by location). Name → location, for the
 * inputs whose location moves.
 */
function nameMatchedLocations(outputs: readonly ArtifactInterfaceVariable[], inputs: readonly ArtifactInterfaceVariable[]): Map<string, number> {
  const byName = new Map(outputs.map((o) => [o.name, o]));
  const moved = new Map<string, number>();
  for (const v of inputs) {
    const o = byName.get(v.name);
    if (o !== undefined && o.type === v.type && o.location !== v.location) moved.set(v.name.replace(/\[0\]$/, ''), o.location);
  }
  return moved;
}

/**
 * Joins the stages of `programs` (component k = programs[k]) as `stages` says, in pipeline order. Every stage's
 * program must have that stage (useProgramStages sets only stages a program has code for).
 */
export function composePipelineArtifact(programs: readonly ProgramArtifact[], stages: readonly CompositeStage[]): CompositeResult {
  const blockBase: number[] = [];
  const locationBase: number[] = [];
  let block = 0;
  let location = 0;
  const uniformBase: number[] = [];
  const uboBase: number[] = [];
  const ssboBase: number[] = [];
  const bufferVarBase: number[] = [];
  const atomicBase: number[] = [];
  let nUniforms = 0, nUbos = 0, nSsbos = 0, nBufferVars = 0, nAtomics = 0;
  for (const p of programs) {
    blockBase.push(block);
    locationBase.push(location);
    uniformBase.push(nUniforms);
    uboBase.push(nUbos);
    ssboBase.push(nSsbos);
    bufferVarBase.push(nBufferVars);
    atomicBase.push(nAtomics);
    block += (p.defaultBlockSize + 15) & ~15;
    location += p.uniforms.reduce((m, u) => (u.blockIndex < 0 && u.location >= 0 ? Math.max(m, u.location + Math.max(1, u.arraySize)) : m), 0);
    nUniforms += p.uniforms.length;
    nUbos += p.uniformBlocks.length;
    nSsbos += p.storageBlocks.length;
    nBufferVars += p.bufferVariables.length;
    nAtomics += p.atomicCounterBuffers.length;
  }
  const ordered = [...stages].sort((a, b) => STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage));
  const stageBit = (s: ShaderStage) => 1 << STAGE_ORDER.indexOf(s);
  const compositeStages = ordered.map((s, i) => {
    const p = programs[s.component];
    let spirv = p.stages.find((x) => x.stage === s.stage)!.spirv;
    if (i > 0) {
      const prev = ordered[i - 1];
      const outputs = programs[prev.component].interfaceVariables.filter((v) => v.stage === prev.stage && v.direction === 'out');
      const inputs = p.interfaceVariables.filter((v) => v.stage === s.stage && v.direction === 'in');
      const moved = prev.component === s.component ? new Map<string, number>() : nameMatchedLocations(outputs, inputs);
      if (moved.size > 0) spirv = patchLocations(spirv, 'in', moved);
    }
    return { stage: s.stage, spirv: renameDefaultUniforms(spirv, compositePrefix(s.component)) };
  });
  const used = new Set(ordered.map((s) => s.component));
  const stagesOf = (k: number) => ordered.filter((s) => s.component === k).reduce((m, s) => m | stageBit(s.stage), 0);
  const uniforms: ArtifactUniform[] = [];
  const bindings = new Map<string, number>();
  let bindingClash = false;
  const claim = (cls: string, binding: number, k: number) => {
    if (binding < 0) return;
    const owner = bindings.get(`${cls}:${binding}`);
    if (owner !== undefined && owner !== k) bindingClash = true;
    bindings.set(`${cls}:${binding}`, k);
  };
  programs.forEach((p, k) => {
    const mask = stagesOf(k);
    for (const u of p.uniforms) {
      const own = u.blockIndex < 0;
      if (used.has(k) && own && u.binding >= 0 && (u.stages & mask) !== 0) claim(u.atomicCounterBufferIndex >= 0 ? 'atomic' : 'opaque', u.binding, k);
      uniforms.push({
        ...u,
        name: isRenamedUniform(u) ? renamed(u.name, compositePrefix(k)) : u.name,
        stages: u.stages & mask,
        blockIndex: own ? -1 : u.blockIndex + uboBase[k],
        location: u.location >= 0 && own ? u.location + locationBase[k] : u.location,
        storageOffset: u.storageOffset >= 0 ? u.storageOffset + blockBase[k] : u.storageOffset,
        atomicCounterBufferIndex: u.atomicCounterBufferIndex >= 0 ? u.atomicCounterBufferIndex + atomicBase[k] : -1,
      });
    }
    for (const b of p.uniformBlocks) if ((b.stages & mask) !== 0) claim('ubo', b.binding, k);
    for (const b of p.storageBlocks) if ((b.stages & mask) !== 0) claim('ssbo', b.binding, k);
  });
  const vertexAt = ordered.find((s) => s.stage === 'vertex');
  const fragmentAt = ordered.find((s) => s.stage === 'fragment');
  const lastVertexStage = [...ordered].reverse().find((s) => s.stage !== 'fragment' && s.stage !== 'compute');
  const xfbSource = lastVertexStage === undefined ? null : programs[lastVertexStage.component];
  const artifact: ProgramArtifact = {
    stageMask: ordered.reduce((m, s) => m | stageBit(s.stage), 0),
    separable: false,
    stages: compositeStages,
    attributes: vertexAt === undefined ? [] : programs[vertexAt.component].attributes,
    outputs: fragmentAt === undefined ? [] : programs[fragmentAt.component].outputs,
    uniforms,
    defaultBlockSize: block,
    uniformBlocks: programs.flatMap((p, k) => p.uniformBlocks.map((b) => ({ ...b, members: b.members.map((m) => m + uniformBase[k]), stages: b.stages & stagesOf(k) }))),
    storageBlocks: programs.flatMap((p, k) => p.storageBlocks.map((b) => ({ ...b, members: b.members.map((m) => m + bufferVarBase[k]), stages: b.stages & stagesOf(k) }))),
    bufferVariables: programs.flatMap((p, k) => p.bufferVariables.map((v) => ({ ...v, blockIndex: v.blockIndex + ssboBase[k], stages: v.stages & stagesOf(k) }))),
    atomicCounterBuffers: programs.flatMap((p, k) => p.atomicCounterBuffers.map((b) => ({ ...b, members: b.members.map((m) => m + uniformBase[k]), stages: b.stages & stagesOf(k) }))),
    // Initializers were applied to each component's block at its link; the composite's block is assembled from those.
    uniformInitializers: [],
    xfb: xfbSource === null ? { bufferMode: 0x8c8c, fromQualifiers: false, varyings: [], bufferStrides: [] } : xfbSource.xfb,
    computeLocalSize: [0, 0, 0],
    interfaceVariables: ordered.flatMap((s) => programs[s.component].interfaceVariables.filter((v) => v.stage === s.stage)),
    subroutines: ordered.flatMap((s) => programs[s.component].subroutines.filter((v) => v.stage === s.stage)),
    subroutineUniforms: ordered.flatMap((s) => programs[s.component].subroutineUniforms.filter((v) => v.stage === s.stage).map((v) => ({
      ...v, storageOffset: v.storageOffset >= 0 ? v.storageOffset + blockBase[s.component] : v.storageOffset,
    }))),
  };
  return { artifact, blockBase, locationBase, bindingClash };
}
