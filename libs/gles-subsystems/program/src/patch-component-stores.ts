// Stores into one component, chosen at run time, of a per-patch output vector of the tessellation control stage
// (`v.wxy[2 - gl_InvocationID] = …`, which SPIRV-Cross writes `v[uvec3(3u, 0u, 1u)[2 - gl_InvocationID]] = …;`).
// The invocations of a patch share its patch outputs and may each write another component of one vector (piglit's
// tcs-patch-vec4-swiz-index-wr). Mesa's GLES compiler turns a store at a non-constant component into a store of the
// whole vector (read, replace the component, write back), so invocations writing other components at the same time
// overwrite each other's; a store at a constant component writes that component alone. Each such statement is
// rewritten, after SPIRV-Cross, over constant components:
//   v[e] = x;   →   { int _mgpC = int(e); <scalar> _mgpS = x; if (_mgpC == 0) v.x = _mgpS; else if (_mgpC == 1) v.y = _mgpS; … }
// e and x are evaluated once each, in that order (GLSL evaluates an assignment's left side first, §5.8). A component
// out of range stores nothing (GL leaves it undefined).

/** `patch out ivec4 v;` → v → [scalar type, components], for the patch output vectors of a control-stage ESSL. */
function patchOutputVectors(essl: string): Map<string, [string, number]> {
  const out = new Map<string, [string, number]>();
  const decl = /\bpatch\s+out\s+(?:(?:highp|mediump|lowp)\s+)?([iub]?)vec([234])\s+(\w+)\s*;/g;
  const scalars: Record<string, string> = { '': 'float', i: 'int', u: 'uint', b: 'bool' };
  for (const m of essl.matchAll(decl)) out.set(m[3], [scalars[m[1]], Number(m[2])]);
  return out;
}

/** The index of the bracket closing the one at `open` (brackets and parentheses nested), or -1. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '(' || s[i] === '[') depth++;
    else if (s[i] === ')' || s[i] === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The control-stage ESSL with non-constant component stores into patch output vectors made constant (see the file comment). */
export function lowerPatchComponentStores(essl: string): string {
  const vectors = patchOutputVectors(essl);
  if (vectors.size === 0) return essl;
  let out = essl;
  for (const [name, [scalar, size]] of vectors) {
    const found = [...out.matchAll(new RegExp(`(^|[;{}])(\\s*)${name}\\s*\\[`, 'g'))].reverse();
    for (const m of found) {
      const start = m.index + m[1].length + m[2].length;
      const open = out.indexOf('[', start);
      const close = closing(out, open);
      if (close < 0) continue;
      const index = out.slice(open + 1, close);
      if (/^\s*\d+[uU]?\s*$/.test(index)) continue;
      const assign = /^\s*=(?!=)/.exec(out.slice(close + 1));
      if (assign === null) continue;
      const valueAt = close + 1 + assign[0].length;
      const end = out.indexOf(';', valueAt);
      if (end < 0) continue;
      const value = out.slice(valueAt, end).trim();
      const lanes = 'xyzw'.slice(0, size).split('');
      const chain = lanes.map((lane, k) => `if (_mgpC == ${k}) ${name}.${lane} = _mgpS;`).join(' else ');
      const replacement = `{ int _mgpC = int(${index.trim()}); ${scalar} _mgpS = ${value}; ${chain} }`;
      out = out.slice(0, start) + replacement + out.slice(end + 1);
    }
  }
  return out;
}
