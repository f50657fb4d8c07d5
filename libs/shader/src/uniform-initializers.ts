// Uniform initializers (`uniform float x = 2.0;`, GLSL 1.20+; `uniform S s = S(...);` of structs and arrays too).
// glslang (OpenGL semantics) keeps them as the initializer operand of the UniformConstant OpVariable. GL gives the
// default block those values at link (GLSL 4.50 §4.3.5); ESSL has no uniform initializers, so the operand is removed
// from the module the backend translates and the values travel as the front end's storage.
//
// GL names a struct's or an array of structs' storage leaf by leaf ("s.colors[1].r", "s.transform"), and the front end
// writes an initializer into the uniform of its name, so the initializer of an aggregate is split the same way here.

import { parseSpirv } from './spirv-module.ts';
import { moduleUniformInitializers } from './spirv-initializers.ts';
import { OP_VARIABLE } from './spirv-patch.ts';

const STORAGE_UNIFORM_CONSTANT = 0;

/**
 * The initializer of each default-block uniform of one of glslang's modules, by GL uniform name, as 32-bit words in
 * GL's leaf order (array elements, matrix columns, components; a double is two words, low first; a bool 0 or 1): a
 * struct is split into its members ("s.f"), an array of structs or of arrays into its elements ("a[1].f", "m[1]"),
 * an array of scalars, vectors or matrices is one entry ("a[0]"). The walk is the SPIR-V path's
 * (spirv-initializers.ts): one reading of initializers for modules from glslang and from the application.
 */
export function uniformInitializers(spirv: Uint32Array): Map<string, number[]> {
  const parsed = parseSpirv(spirv);
  return parsed.ok ? moduleUniformInitializers(parsed.module) : new Map();
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
