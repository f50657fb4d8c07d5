// Uniform initializers of a SPIR-V module, an application's (GL_ARB_gl_spirv) or glslang's for GLSL
// (uniform-initializers.ts): the initializer operand of a UniformConstant OpVariable,
// split per GL leaf: GL applies them at link to the default block, and the front end sets them leaf by leaf (as
// glUniform* would), so a struct or an array of structs gives one initializer per member ("value.colors[2].r",
// "value.transform"), an array of a basic type one for all its elements ("a[0]"). Names as spirv-reflect.ts gives
// them; words in GL's order (elements, matrix columns, components; a bool 0 or 1).
import type { ArtifactUniformInitializer } from './artifact.ts';
import { memberNameOf, nameOf, Op, Storage, type SpirvModule } from './spirv-module.ts';
import { isArrayType, pointee } from './spirv-types.ts';

interface Constant { op: number; operands: number[] }

/** Every linked stage's initializers, by GL uniform name (a later stage's entry for the same name replaces an earlier one). */
export function spirvUniformInitializers(modules: readonly SpirvModule[]): ArtifactUniformInitializer[] {
  const out = new Map<string, number[]>();
  for (const m of modules) for (const [name, words] of moduleUniformInitializers(m)) out.set(name, words);
  return [...out].map(([name, words]) => ({ name, words: words.map((w) => w | 0) }));
}

/**
 * One module's initializers by GL uniform name (the GLSL path's link reads glslang's modules through this too,
 * uniform-initializers.ts). A null constant gives no words: the storage is already zero.
 */
export function moduleUniformInitializers(m: SpirvModule): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const constants = new Map<number, Constant>();
  for (const inst of m.instructions) {
    if (inst.op === Op.Constant || inst.op === Op.ConstantComposite || inst.op === Op.ConstantTrue || inst.op === Op.ConstantFalse || inst.op === Op.ConstantNull) {
      constants.set(inst.operands[1], { op: inst.op, operands: Array.from(inst.operands.subarray(2)) });
    }
  }
  const flatten = (id: number, words: number[]): void => {
    const c = constants.get(id);
    if (c === undefined || c.op === Op.ConstantNull) return;
    if (c.op === Op.ConstantTrue || c.op === Op.ConstantFalse) words.push(c.op === Op.ConstantTrue ? 1 : 0);
    else if (c.op === Op.Constant) words.push(...c.operands);
    else for (const part of c.operands) flatten(part, words);
  };
  const leaf = (type: number, constant: number, name: string): void => {
    const t = m.types.get(type);
    const c = constants.get(constant);
    if (t === undefined || c === undefined || c.op === Op.ConstantNull) return; // a null initializer: storage is already zero
    const element = isArrayType(m, type) ? t.operands[1] : -1;
    const aggregate = (id: number) => m.types.get(id)?.op === Op.TypeStruct || isArrayType(m, id);
    if (t.op === Op.TypeStruct && c.op === Op.ConstantComposite) {
      for (let i = 1; i < t.operands.length; i++) leaf(t.operands[i], c.operands[i - 1] ?? -1, `${name}.${memberNameOf(m, type, i - 1)}`);
    } else if (element >= 0 && aggregate(element) && c.op === Op.ConstantComposite) {
      c.operands.forEach((part, i) => leaf(element, part, `${name}[${i}]`));
    } else {
      const words: number[] = [];
      flatten(constant, words);
      if (words.length > 0) out.set(element >= 0 ? `${name}[0]` : name, words);
    }
  };
  for (const inst of m.instructions) {
    if (inst.op !== Op.Variable || inst.operands.length < 4 || inst.operands[2] !== Storage.UniformConstant) continue;
    leaf(pointee(m, inst.operands[0]), inst.operands[3], nameOf(m, inst.operands[1]));
  }
  return out;
}
