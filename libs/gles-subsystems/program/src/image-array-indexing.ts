// Image arrays indexed with non-constant expressions. Desktop GL (4.00+, ARB_gpu_shader5, and Mesa with
// ARB_shader_image_load_store) indexes an array of images with any dynamically uniform expression; ESSL 3.20 only
// with constant expressions (§4.1.7.2: "image arrays indexed with non-constant expressions are forbidden"). Each
// image call whose image operand is such an element is rewritten over constant indices, after SPIRV-Cross:
//   imageStore(tex[n][m], p, c);   →  if (n == 0 && m == 0) imageStore(tex[0][0], p, c); else if ... else imageStore(tex[1][1], p, c);
//   imageLoad(tex[n], p)           →  (n == 0 ? imageLoad(tex[0], p) : ... : imageLoad(tex[k-1], p))
// Only one branch runs, so the other operands are evaluated once; the index expressions are evaluated once per
// comparison, so only side-effect-free ones are lowered (SPIRV-Cross writes plain names and temporaries). An index
// out of range reads the last element (GL leaves it undefined).

/** `uniform ... image2D name[2][3];` → name → [2, 3]. */
function imageArrays(essl: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const decl = /\buniform\b[^;{}]*?\b[iu]?image\w+\s+(\w+)((?:\s*\[\s*\d+\s*\])+)\s*;/g;
  for (const m of essl.matchAll(decl)) out.set(m[1], [...m[2].matchAll(/\d+/g)].map((d) => Number(d[0])));
  return out;
}

/** The index of the bracket / parenthesis closing the one at `open`, or -1. */
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

const CONSTANT = /^\s*\d+[uU]?\s*$/;
const SIDE_EFFECT_FREE = /^[\w\s.+\-*/%()[\]<>=!&|^~?:]*$/;
const hasSideEffects = (e: string) => !SIDE_EFFECT_FREE.test(e) || /\+\+|--|(^|[^=!<>])=(?!=)|\b\w+\s*\(/.test(e.replace(/\b(?:int|uint)\s*\(/g, '('));

/** Every combination of indices of `dims`, row-major. */
function combinations(dims: number[]): number[][] {
  return dims.reduce<number[][]>((acc, d) => acc.flatMap((c) => Array.from({ length: d }, (_, i) => [...c, i])), [[]]);
}

/** The ESSL with non-constant image array indices lowered over constant ones; unchanged when there are none. */
export function lowerImageArrayIndexing(essl: string): string {
  const arrays = imageArrays(essl);
  if (arrays.size === 0) return essl;
  let out = essl;
  for (const [name, dims] of arrays) {
    const use = new RegExp(`\\b(image\\w+)\\s*\\(\\s*${name}\\s*\\[`, 'g');
    const found = [...out.matchAll(use)].reverse();
    for (const m of found) {
      const callOpen = m.index + m[0].indexOf('(');
      const callClose = closing(out, callOpen);
      let at = m.index + m[0].length - 1;
      const indices: string[] = [];
      for (let d = 0; d < dims.length && out[at] === '['; d++) {
        const end = closing(out, at);
        if (end < 0) break;
        indices.push(out.slice(at + 1, end));
        at = end + 1;
        while (out[at] === ' ') at++;
      }
      if (callClose < 0 || indices.length !== dims.length || indices.every((i) => CONSTANT.test(i))) continue;
      if (indices.some(hasSideEffects) || out[at] !== ',' && out[at] !== ')') continue;
      const fn = m[1];
      const rest = out.slice(at, callClose + 1);
      const element = (c: number[]) => `${fn}(${name}${c.map((i) => `[${i}]`).join('')}${rest}`;
      const test = (c: number[]) => c.map((i, d) => (CONSTANT.test(indices[d]) ? '' : `int(${indices[d].trim()}) == ${i}`)).filter((t) => t !== '').join(' && ');
      // Elements the constant indices rule out are left out.
      const all = combinations(dims).filter((c) => c.every((i, d) => !CONSTANT.test(indices[d]) || Number.parseInt(indices[d], 10) === i));
      const last = all[all.length - 1];
      let replacement: string;
      if (fn === 'imageStore') {
        // void: only as a statement of its own, where the if-chain can stand (SPIRV-Cross writes it no other way).
        const statement = /^\s*;/.test(out.slice(callClose + 1)) && /(^|[;{}])\s*$/.test(out.slice(0, m.index));
        if (!statement) continue;
        replacement = `${all.slice(0, -1).map((c) => `if (${test(c)}) ${element(c)}; else `).join('')}${element(last)}`;
      } else {
        replacement = `(${all.slice(0, -1).map((c) => `${test(c)} ? ${element(c)} : `).join('')}${element(last)})`;
      }
      out = out.slice(0, m.index) + replacement + out.slice(callClose + 1);
    }
  }
  return out;
}
