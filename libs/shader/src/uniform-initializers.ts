// Uniform initializers (`uniform float x = 2.0;`, GLSL 1.20+; `uniform S s = S(...);` of structs and arrays too).
// glslang (OpenGL semantics) keeps them as the initializer operand of the UniformConstant OpVariable. GL gives the
// default block those values at link (GLSL 4.50 §4.3.5); ESSL has no uniform initializers, so the operand is removed
// from the module the backend translates and the values travel as the front end's storage.
//
// The values are read from each parsed module by spirv-initializers.ts moduleUniformInitializers (link-program.ts),
// one walk for glslang's modules and applications' SPIR-V; this file strips the operand.

import { OP_VARIABLE } from './spirv-patch.ts';

const STORAGE_UNIFORM_CONSTANT = 0;

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
