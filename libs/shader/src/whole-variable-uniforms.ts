// Default-block uniforms are active variable by variable, as Mesa's linker decides it (the reference): GL 4.5 §7.3.1
// leaves to the linker which uniforms "can be accessed", and Mesa keeps or drops whole variables, so once any part
// of `uniform S s[2]` is used every leaf of it ("s[0].a", "s[0].b[0]", "s[1].a", ...) is an active uniform with a
// name, a type and a location. glslang's reflection lists only the leaves the code reads ("s[1].a"), so the others
// are added here from the variable's SPIR-V type, located from the variable's Location as glslang located the rest
// (the locations of the leaves before them added up). Mesa's one cut (its linker's update_array_sizes, after GL 2.1
// §2.15.3's "highest array element index used, plus one"): a top-level one-dimensional array without an initializer
// keeps elements up to the highest one used. Only variables with more than one leaf change: a struct, an array of
// structs or an array of arrays; a lone basic type or array of one is glslang's single entry already. Mesa never drops
// a uniform with an initializer (its dead-code pass keeps it: the value is the program's after the link, GLSL 4.50
// §4.3.5), so such a variable is active, leaf by leaf, even when no shader reads it; glslang's modules declare it.
// Writes to a leaf the driver's program does not have are kept by the front end and skipped by the backend (it looks
// each leaf up by name in the driver program).
import { STAGE_BIT, type ActiveUniform, type OpaqueUniform, type ProgramReflection, type ShaderStage } from '@mgpipe/native-shader';
import { decoration, Decoration, Op, Storage, type SpirvModule } from './spirv-module.ts';
import { isImage, isOpaque, leaves, locationsOf, type Leaf } from './spirv-reflect.ts';
import { isArrayType, pointee } from './spirv-types.ts';

/** "s[1].c4" → "s"; "a[0]" → "a". */
const variableOf = (name: string): string => name.replace(/[.[].*$/, '');

/** The element index of a top-level array a leaf belongs to ("s[3].a" → 3). */
const topIndexOf = (name: string, variable: string): number => Number(/^\[(\d+)\]/.exec(name.slice(variable.length))?.[1] ?? 0);

interface Declaration {
  m: SpirvModule;
  id: number;
  type: number;
  /** STAGE_BIT mask of the stages declaring it. */
  stages: number;
  /** Declared with an initializer (GLSL 1.20+ `uniform float x = 2.0;`). */
  initialized: boolean;
}

/** The UniformConstant variables of the modules by name (the first module declaring a name wins: link rules make them equal). */
function declarations(stages: readonly { stage: ShaderStage; module: SpirvModule }[]): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const s of stages) {
    const m = s.module;
    const initialized = new Set(m.instructions.filter((i) => i.op === Op.Variable && i.operands.length > 3).map((i) => i.operands[1]));
    for (const [id, v] of m.variables) {
      const name = m.names.get(id);
      if (v.storage !== Storage.UniformConstant || name === undefined) continue;
      const known = out.get(name);
      if (known !== undefined) known.stages |= STAGE_BIT[s.stage];
      else out.set(name, { m, id, type: pointee(m, v.type), stages: STAGE_BIT[s.stage], initialized: initialized.has(id) });
    }
  }
  return out;
}

/**
 * Every leaf of one variable as GL lists it (see the top of the file), or undefined to keep glslang's entries: a
 * variable of one leaf, or one whose entries this walk does not reproduce (name, type or location differ).
 */
function wholeVariable(d: Declaration, name: string, used: readonly ActiveUniform[]): ActiveUniform[] | undefined {
  const { m, type } = d;
  const t = m.types.get(type);
  const base = decoration(m, d.id, Decoration.Location)?.[0];
  if (t === undefined || base === undefined) return undefined;
  const all: Leaf[] = [];
  leaves(m, type, name, 0, 0, false, false, all);
  if (all.length <= 1 && used.length > 0) return undefined;
  const located = new Map<string, { leaf: Leaf; location: number }>();
  let location = base;
  for (const leaf of all) {
    located.set(leaf.name, { leaf, location });
    location += locationsOf(leaf);
  }
  for (const u of used) {
    const l = located.get(u.name);
    if (l === undefined || l.location !== u.location || l.leaf.type !== u.type) return undefined;
  }
  const oneDimensional = t.op === Op.TypeArray && !isArrayType(m, t.operands[1]);
  const elements = oneDimensional && !d.initialized ? Math.max(...used.map((u) => topIndexOf(u.name, name))) + 1 : Infinity;
  const stages = used.length > 0 ? used.reduce((s, u) => s | u.stages, 0) : d.stages;
  const binding = decoration(m, d.id, Decoration.Binding)?.[0] ?? -1;
  const reported = new Map(used.map((u) => [u.name, u]));
  return [...located.values()].filter(({ leaf }) => topIndexOf(leaf.name, name) < elements).map(({ leaf, location: at }) => {
    const opaque = isOpaque(leaf.type);
    const u = reported.get(leaf.name);
    return {
      name: leaf.name, type: leaf.type, arraySize: Math.max(1, leaf.arraySize), offset: -1, arrayStride: -1, matrixStride: -1, rowMajor: false,
      blockIndex: -1, location: at, binding: u?.binding ?? (opaque && /\]\[/.test(leaf.name) ? binding : -1), stages, atomicCounterBufferIndex: -1,
    };
  });
}

/**
 * `refl` with every leaf of each default-block uniform variable it uses (see the top of the file): a variable's leaves
 * take the place of its first entry in glslang's list, in declaration order; initialized variables no shader reads
 * come after the rest; opaque leaves join `samplers` / `images`; atomic counter buffers' member indices follow their
 * counters. `isHidden`: MGPipe's own uniforms, left alone.
 */
export function withWholeVariableUniforms(refl: ProgramReflection, stages: readonly { stage: ShaderStage; module: SpirvModule }[],
  isHidden: (u: { name: string }) => boolean): ProgramReflection {
  const ours = (name: string) => isHidden({ name }) || /^(?:gl_|mgpipe_)/.test(name);
  const groups = new Map<string, ActiveUniform[]>();
  for (const u of refl.uniforms) {
    if (u.blockIndex >= 0 || u.atomicCounterBufferIndex >= 0) continue;
    const v = variableOf(u.name);
    groups.set(v, [...(groups.get(v) ?? []), u]);
  }
  const declared = declarations(stages);
  const whole = new Map<string, ActiveUniform[]>();
  for (const [v, used] of groups) {
    const d = declared.get(v);
    const all = d === undefined || ours(v) ? undefined : wholeVariable(d, v, used);
    if (all !== undefined) whole.set(v, all);
  }
  const unread: ActiveUniform[] = [];
  for (const [v, d] of declared) {
    if (groups.has(v) || ours(v) || !d.initialized) continue;
    unread.push(...(wholeVariable(d, v, []) ?? []));
  }
  if (whole.size === 0 && unread.length === 0) return refl;

  const uniforms: ActiveUniform[] = [];
  const added: ActiveUniform[] = [];
  const reported = new Set(refl.uniforms.map((r) => r.name));
  for (const u of refl.uniforms) {
    const all = u.blockIndex < 0 && u.atomicCounterBufferIndex < 0 ? whole.get(variableOf(u.name)) : undefined;
    if (all === undefined) uniforms.push(u);
    else if (all.length > 0) {
      uniforms.push(...all);
      added.push(...all.filter((a) => !reported.has(a.name)));
      whole.set(variableOf(u.name), []); // the variable's later entries are in already
    }
  }
  uniforms.push(...unread);
  added.push(...unread);
  const opaque = (list: OpaqueUniform[], images: boolean): OpaqueUniform[] => [...list, ...added.filter((a) => isOpaque(a.type) && isImage(a.type) === images)
    .map((a) => ({ name: a.name, type: a.type, binding: a.binding, arraySize: a.arraySize, stages: a.stages }))];
  const indexOf = new Map(uniforms.map((u, i) => [u.name, i]));
  const atomicCounterBuffers = refl.atomicCounterBuffers.map((b) => ({ ...b, members: b.members.map((i) => indexOf.get(refl.uniforms[i].name) ?? i) }));
  return { ...refl, uniforms, samplers: opaque(refl.samplers, false), images: opaque(refl.images, true), atomicCounterBuffers };
}

