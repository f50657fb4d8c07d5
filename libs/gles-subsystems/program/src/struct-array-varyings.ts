// Arrays of structures as varyings (GLSL 1.50 §4.3.4 allows `out S s[2];` between stages; ESSL 3.20 §4.3.4 does
// not: "vertex shader output cannot have an array of structs", and neither may a fragment input be one). Such an
// array between non-arrayed interfaces (outputs of the vertex, tessellation evaluation and geometry stages, inputs
// of the fragment stage) becomes one array per member, `s[i].m` → `s_m[i]`, in declaration order from the array's
// location: GL gives the array N × (the structure's locations), and the member arrays take the same N × k
// locations (member-major instead of element-major), so a producer and a consumer lowered alike still match (both
// sides see the same declaration; the front end's link has matched the original ones). Not kept: a separate
// stage declaring plain variables at the element-major locations of such an array. `interpolateAt*(s[i].m)` becomes `interpolateAt*(s_m[i])`, an
// element of an input array, which ESSL accepts (piglit's arb_gpu_shader5 fs-interpolateAtCentroid-array-of-structs).
// Left alone (the driver then says why): members that are arrays or structures, and a stage that uses the array
// other than as `s[…].member`.

interface Member {
  type: string;
  name: string;
  locations: number;
}

function locationsOf(type: string): number | null {
  const mat = /^(?:(?:highp|mediump|lowp)\s+)?mat(\d)(?:x\d)?$/.exec(type);
  if (mat !== null) return Number(mat[1]);
  return /^(?:(?:highp|mediump|lowp)\s+)?(?:float|int|uint|bool|[iub]?vec[234])$/.test(type) ? 1 : null;
}

/** The members of `struct name { … };` in the ESSL, or null when one is not a plain scalar / vector / matrix. */
function structMembers(essl: string, name: string): Member[] | null {
  const m = new RegExp(`^struct ${name}\\n\\{\\n([^{}]*)\\n\\};$`, 'm').exec(essl);
  if (m === null) return null;
  const members: Member[] = [];
  for (const line of m[1].split('\n')) {
    const d = /^\s*((?:(?:highp|mediump|lowp)\s+)?\w+)\s+(\w+);$/.exec(line);
    if (d === null) return null;
    const locations = locationsOf(d[1]);
    if (locations === null) return null;
    members.push({ type: d[1], name: d[2], locations });
  }
  return members.length > 0 ? members : null;
}

/** Replaces `name[expr].member` (expr may hold brackets) by `name_member[expr]`; null if `name` is used otherwise. */
function rewriteUses(body: string, name: string, members: Set<string>): string | null {
  let out = '';
  let i = 0;
  const word = new RegExp(`\\b${name}\\b`, 'g');
  for (let m = word.exec(body); m !== null; m = word.exec(body)) {
    if (m.index > 0 && body[m.index - 1] === '.') continue;
    let j = m.index + name.length;
    if (body[j] !== '[') return null;
    let depth = 0;
    let k = j;
    for (; k < body.length; k++) {
      if (body[k] === '[') depth++;
      else if (body[k] === ']' && --depth === 0) break;
    }
    const index = body.slice(j + 1, k);
    const member = /^\.(\w+)/.exec(body.slice(k + 1));
    if (member === null || !members.has(member[1])) return null;
    out += body.slice(i, m.index) + `${name}_${member[1]}[${index}]`;
    i = k + 1 + member[0].length;
    word.lastIndex = i;
    j = i;
  }
  return out + body.slice(i);
}

const DECLARATION = /^(layout\(location = (\d+)\) )?((?:(?:flat|smooth|noperspective|centroid|sample|invariant)\s+)*)(in|out) (\w+) (\w+)\[(\d+)\];$/gm;

/** The stage's ESSL with its arrays-of-structure varyings split into member arrays (see the header). */
export function splitStructArrayVaryings(essl: string, stage: string): string {
  const direction = stage === 'fragment' ? 'in' : stage === 'vertex' || stage === 'tessEvaluation' || stage === 'geometry' ? 'out' : null;
  if (direction === null) return essl;
  let result = essl;
  for (const d of [...essl.matchAll(DECLARATION)]) {
    const [decl, , location, qualifiers, storage, type, name, count] = d;
    if (storage !== direction) continue;
    const members = structMembers(result, type);
    if (members === null) continue;
    const at = result.indexOf(decl);
    const rest = rewriteUses(result.slice(at + decl.length), name, new Set(members.map((m) => m.name)));
    if (rest === null) continue;
    const n = Number(count);
    let next = location === undefined ? -1 : Number(location);
    const lines = members.map((m) => {
      const layout = next < 0 ? '' : `layout(location = ${next}) `;
      if (next >= 0) next += m.locations * n;
      return `${layout}${qualifiers}${storage} ${m.type} ${name}_${m.name}[${n}];`;
    });
    result = result.slice(0, at) + lines.join('\n') + rest;
  }
  return result;
}
