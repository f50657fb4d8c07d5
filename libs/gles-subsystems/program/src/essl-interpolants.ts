// GLSL 4.40 §8.13.2 lets interpolateAtCentroid / AtSample / AtOffset take a component selection of an input
// (`interpolateAtSample(a.yx, 0)`); GLSL ES 3.20 does not, and SPIRV-Cross writes the selection inside the
// call as the desktop source had it, so the driver rejects the shader ("parameter `interpolant` must not be
// swizzled"). Interpolating a vector and selecting components afterwards is the same value (interpolation is
// per component), so the selection moves outside the call. Only selections on a fragment input declared as a
// vector (`in vecN name;`, or an element of `in vecN name[K];`) are moved: a `.x` on anything else could be a
// structure member, which is a legal interpolant and must stay.
// A component of a vector input picked by index (`interpolateAtCentroid(a[i])`, GLSL 4.60's clarification) moves out
// the same way: ESSL lets it through, but NVIDIA 580's GLES compiler fails on it with an internal error
// ("assembly compile error for fragment shader"), and the program then draws nothing.
const CALL = /\binterpolateAt(Centroid|Sample|Offset)\(\s*([A-Za-z_]\w*)(\[[^\][()]*\])?\.([xyzw]{1,4}|[rgba]{1,4}|[stpq]{1,4})\s*(,(?:[^()]|\([^()]*\))*)?\)/g;
const INDEXED = /\binterpolateAt(Centroid|Sample|Offset)\(\s*([A-Za-z_]\w*)(\[[^\][()]*\])\s*(,(?:[^()]|\([^()]*\))*)?\)/g;

export function withInterpolantSwizzlesLifted(essl: string): string {
  if (!essl.includes('interpolateAt')) return essl;
  const vectorInputs = new Set<string>();
  for (const m of essl.matchAll(/^\s*(?:layout\([^)]*\)\s*)?(?:(?:flat|smooth|noperspective|centroid|sample|highp|mediump|lowp)\s+)*in\s+(?:highp\s+|mediump\s+|lowp\s+)?[iu]?vec[234]\s+([A-Za-z_]\w*)\s*(\[\s*\d+\s*\])?\s*;/gm)) {
    vectorInputs.add(m[2] === undefined ? m[1] : `${m[1]}[]`);
  }
  return essl
    .replace(CALL, (call: string, fn: string, name: string, index: string | undefined, swizzle: string, args: string | undefined) =>
      vectorInputs.has(index === undefined ? name : `${name}[]`) ? `interpolateAt${fn}(${name}${index ?? ''}${args ?? ''}).${swizzle}` : call)
    // Only a vector declared without an array: `b[1]` of `in vec4 b[2]` is an element, the interpolant itself.
    .replace(INDEXED, (call: string, fn: string, name: string, index: string, args: string | undefined) =>
      vectorInputs.has(name) ? `interpolateAt${fn}(${name}${args ?? ''})${index}` : call);
}
