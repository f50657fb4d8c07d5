// Uniform initializers (`uniform float x = 2.0;`, GLSL 1.20+; `uniform S s = S(...);` of structs and arrays too).
// glslang (OpenGL semantics) keeps them as the initializer operand of the UniformConstant OpVariable. GL gives the
// default block those values at link (GLSL 4.50 §4.3.5); ESSL has no uniform initializers, so the operand is removed
// from the module the backend translates and the values travel as the front end's storage.
//
// GL names a struct's or an array of structs' storage leaf by leaf ("s.colors[1].r", "s.transform"), and the front end
// writes an initializer into the uniform of its name, so the initializer of an aggregate is split the same way here.

import { OP_NAME, OP_VARIABLE, literalString } from './spirv-patch.ts';

const OP_MEMBER_NAME = 6;
const OP_TYPE_ARRAY = 28;
const OP_TYPE_STRUCT = 30;
const OP_TYPE_POINTER = 32;
const OP_CONSTANT_TRUE = 41;
const OP_CONSTANT_FALSE = 42;
const OP_CONSTANT = 43;
const OP_CONSTANT_COMPOSITE = 44;
const OP_CONSTANT_NULL = 46;
const STORAGE_UNIFORM_CONSTANT = 0;

interface Constant {
  op: number;
  operands: number[];
}

/**
 * The initializer of each default-block uniform, by GL uniform name, as 32-bit words in GL's leaf order (array
 * elements, matrix columns, components; a double is two words, low first; a bool 0 or 1). A struct is split into its
 * members ("s.f", "s.v") and an array of structs or of arrays into its elements ("a[1].f", "m[1]"); an array of
 * scalars, vectors or matrices stays one entry under its own name. A null constant gives no words (the storage is
 * already zero).
 */
export function uniformInitializers(spirv: Uint32Array): Map<string, number[]> {
  const names = new Map<number, string>();
  const memberNames = new Map<number, string[]>();
  const constants = new Map<number, Constant>();
  const structs = new Map<number, number[]>(); // struct type → member types
  const arrays = new Map<number, { element: number; length: number }>(); // array type → element type, length id
  const pointee = new Map<number, number>();
  const initialized: Array<{ id: number; pointer: number; init: number }> = [];
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || i + count > spirv.length) break;
    if (op === OP_NAME) names.set(spirv[i + 1], literalString(spirv, i + 2, i + count));
    else if (op === OP_MEMBER_NAME) {
      const list = memberNames.get(spirv[i + 1]) ?? [];
      list[spirv[i + 2]] = literalString(spirv, i + 3, i + count);
      memberNames.set(spirv[i + 1], list);
    } else if (op === OP_TYPE_STRUCT) structs.set(spirv[i + 1], Array.from(spirv.subarray(i + 2, i + count)));
    else if (op === OP_TYPE_ARRAY) arrays.set(spirv[i + 1], { element: spirv[i + 2], length: spirv[i + 3] });
    else if (op === OP_TYPE_POINTER) pointee.set(spirv[i + 1], spirv[i + 3]);
    else if (op === OP_CONSTANT || op === OP_CONSTANT_COMPOSITE || op === OP_CONSTANT_TRUE || op === OP_CONSTANT_FALSE || op === OP_CONSTANT_NULL) {
      constants.set(spirv[i + 2], { op, operands: Array.from(spirv.subarray(i + 3, i + count)) });
    } else if (op === OP_VARIABLE && count === 5 && spirv[i + 3] === STORAGE_UNIFORM_CONSTANT) {
      initialized.push({ id: spirv[i + 2], pointer: spirv[i + 1], init: spirv[i + 4] });
    }
    i += count;
  }
  const flatten = (id: number, out: number[]): void => {
    const c = constants.get(id);
    if (c === undefined || c.op === OP_CONSTANT_NULL) return;
    if (c.op === OP_CONSTANT_TRUE || c.op === OP_CONSTANT_FALSE) out.push(c.op === OP_CONSTANT_TRUE ? 1 : 0);
    else if (c.op === OP_CONSTANT) out.push(...c.operands);
    else for (const part of c.operands) flatten(part, out);
  };
  const isAggregate = (type: number): boolean => structs.has(type) || arrays.has(type);
  const out = new Map<string, number[]>();
  const leaves = (type: number, constant: number, name: string): void => {
    const c = constants.get(constant);
    if (c === undefined || c.op === OP_CONSTANT_NULL) return;
    const members = structs.get(type);
    const array = arrays.get(type);
    if (members !== undefined && c.op === OP_CONSTANT_COMPOSITE) {
      const labels = memberNames.get(type) ?? [];
      members.forEach((m, k) => leaves(m, c.operands[k], `${name}.${labels[k] ?? `_m${k}`}`));
    } else if (array !== undefined && isAggregate(array.element) && c.op === OP_CONSTANT_COMPOSITE) {
      c.operands.forEach((element, k) => leaves(array.element, element, `${name}[${k}]`));
    } else {
      const words: number[] = [];
      flatten(constant, words);
      if (words.length > 0) out.set(name, words);
    }
  };
  for (const v of initialized) {
    const name = names.get(v.id);
    const type = pointee.get(v.pointer);
    if (name !== undefined && type !== undefined) leaves(type, v.init, name);
  }
  return out;
}

/** A copy of `spirv` without the initializer operand of UniformConstant variables (see above). */
export function stripUniformInitializers(spirv: Uint32Array): Uint32Array {
  const out: number[] = Array.from(spirv.subarray(0, 5));
  for (let i = 5; i < spirv.length; ) {
    const count = spirv[i] >>> 16;
    if (count === 0 || i + count > spirv.length) {
      out.push(...spirv.subarray(i));
      break;
    }
    const op = spirv[i] & 0xffff;
    if (op === OP_VARIABLE && count === 5 && spirv[i + 3] === STORAGE_UNIFORM_CONSTANT) {
      out.push((4 << 16) | OP_VARIABLE, spirv[i + 1], spirv[i + 2], spirv[i + 3]);
    } else {
      for (let k = 0; k < count; k++) out.push(spirv[i + k]);
    }
    i += count;
  }
  return Uint32Array.from(out);
}
