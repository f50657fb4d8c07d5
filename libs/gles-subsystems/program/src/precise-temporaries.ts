// `precise` (GLSL 4.00 §4.7, ARB_gpu_shader5). A precise variable makes every operation that computes its value
// exact (no contraction, no algebraic rewriting). glslang's SPIR-V puts NoContraction only on the arithmetic
// instructions (OpFMul, OpFDiv, …), not on GLSL.std.450 calls, so SPIRV-Cross writes back
//   precise float _17 = floor(_14) * 42.0;
//   float x = fract(_17);
// and Mesa's GLES compiler, free to use that _17 is integral, folds fract(_17) to 0, also for a NaN _17 (piglit's
// arb_gpu_shader5 precise/fs-fract-of-NaN: x == 0.0 must be false when a / b is NaN). In a stage that declares any
// precise value, every floating-point temporary is declared precise: that forbids value-changing optimizations only
// (each result is one the exact evaluation gives), so the precise values are computed as desktop GL computes them;
// stages without `precise` are left alone.

const FLOAT_TEMPORARY = /^(\s+)((?:(?:highp|mediump|lowp)\s+)?(?:float|vec[234]|mat[234](?:x[234])?)\s+\w+\s*=)/gm;

/** The stage's ESSL with its floating-point temporaries precise when it has a precise declaration (see the header). */
export function widenPrecise(essl: string): string {
  if (!/^\s+precise\s/m.test(essl)) return essl;
  return essl.replace(FLOAT_TEMPORARY, '$1precise $2');
}
