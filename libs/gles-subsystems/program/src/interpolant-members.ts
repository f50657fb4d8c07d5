// GLSL 4.40 §8.13.2 lets interpolateAtCentroid / AtSample / AtOffset take a member of an input block or of an
// input structure (`interpolateAtSample(vs2ps.a, 0)`, `interpolateAtCentroid(s.a[i])`); GLSL ES 3.20 §8.13 wants an
// input variable or an element of an input array, and the driver rejects the member ("parameter `interpolant`
// must be a shader input"). So a fragment input block or structure with a member interpolated that way is
// flattened into one input per member, at the locations the members had (GL 4.5 §7.4.1: a non-arrayed block's or
// structure's members take consecutive locations from the block's), and the stage writing it (the last
// pre-rasterization stage) gets the same outputs, so the two still match by location. `inst.member` becomes
// `inst_member` in both. Interpolating a member is interpolating that member's own input: same values.
// Only non-arrayed blocks / structures of SPIRV-Cross's one-declaration-per-line form are flattened; members that
// are themselves structures are left alone (their locations would need the nested layout).

/** Locations a member type takes: vectors and scalars 1, matCxR / matC C, times each array dimension. */
function locationsOf(type: string, dims: string): number | null {
  const mat = /^(?:highp\s+|mediump\s+|lowp\s+)?mat(\d)(?:x\d)?$/.exec(type);
  const one = /^(?:highp\s+|mediump\s+|lowp\s+)?(?:float|int|uint|bool|[iub]?vec[234])$/.test(type);
  if (!one && mat === null) return null;
  let n = mat === null ? 1 : Number(mat[1]);
  for (const d of dims.matchAll(/\[(\d+)\]/g)) n *= Number(d[1]);
  return n;
}

interface Member {
  qualifiers: string;
  type: string;
  name: string;
  dims: string;
}

/** `flat highp vec3 a[2];` members of a block or structure body; null when one cannot be flattened. */
function membersOf(body: string): Member[] | null {
  const out: Member[] = [];
  for (const raw of body.split(';').map((m) => m.trim()).filter((m) => m !== '')) {
    const m = /^((?:(?:flat|smooth|noperspective|centroid|sample|invariant)\s+)*)((?:(?:highp|mediump|lowp)\s+)?\w+)\s+(\w+)((?:\s*\[\d+\])*)$/.exec(raw);
    if (m === null || locationsOf(m[2], m[4]) === null) return null;
    out.push({ qualifiers: m[1], type: m[2], name: m[3], dims: m[4].replace(/\s+/g, '') });
  }
  return out;
}

/** One input per member from `location`, with `storage` ('in' / 'out') and the declaration's own qualifiers. */
function flatDeclarations(members: Member[], instance: string, location: number, qualifiers: string, storage: string): string {
  let at = location;
  return members.map((m) => {
    const line = `layout(location = ${at}) ${qualifiers}${m.qualifiers}${storage} ${m.type} ${instance}_${m.name}${m.dims};`;
    at += locationsOf(m.type, m.dims)!;
    return line;
  }).join('\n');
}

const INTERPOLATED_MEMBER = /\binterpolateAt(?:Centroid|Sample|Offset)\(\s*(\w+)\s*\.\s*\w+/g;

/** A declaration to flatten in both stages: the block (by block name) or structure (by type) at `location`. */
interface Flattening {
  location: number;
  kind: 'block' | 'struct';
  typeName: string;
  members: Member[];
}

function declarationPattern(storage: string, f: { kind: 'block' | 'struct'; typeName: string } | null): RegExp {
  const type = f === null ? '(\\w+)' : `(${f.typeName})`;
  const quals = '((?:(?:flat|smooth|noperspective|centroid|sample|invariant)\\s+)*)';
  return f === null || f.kind === 'block'
    ? new RegExp(`^layout\\(location = (\\d+)\\)\\s+${quals}${storage}\\s+${type}\\s*\\{([^}]*)\\}\\s*(\\w+)\\s*;`, 'gm')
    : new RegExp(`^layout\\(location = (\\d+)\\)\\s+${quals}${storage}\\s+${type}\\s+(\\w+)\\s*;`, 'gm');
}

/** Replaces `instance.member` by `instance_member` for the flattened members (also located-block-outputs.ts). */
export function renameUses(essl: string, instance: string, members: readonly { name: string }[]): string {
  const names = new Set(members.map((m) => m.name));
  return essl.replace(new RegExp(`\\b${instance}\\s*\\.\\s*(\\w+)\\b`, 'g'), (use: string, member: string) => (names.has(member) ? `${instance}_${member}` : use));
}

/** Flattens declaration `f` of `storage` in `essl` (the producer's outputs or the fragment stage's inputs). */
function flatten(essl: string, storage: string, f: Flattening): string {
  const pattern = declarationPattern(storage, f);
  let out = essl;
  for (const m of [...essl.matchAll(pattern)]) {
    if (Number(m[1]) !== f.location) continue;
    const instance = f.kind === 'block' ? m[5] : m[4];
    out = out.replace(m[0], flatDeclarations(f.members, instance, f.location, m[2], storage));
    out = renameUses(out, instance, f.members);
  }
  return out;
}

/** The structure definitions of an ESSL source by name: body text. */
function structs(essl: string): Map<string, string> {
  return new Map([...essl.matchAll(/^struct\s+(\w+)\s*\{([^}]*)\};/gm)].map((m) => [m[1], m[2]]));
}

/**
 * The fragment stage and its producer with every input block / structure whose member is interpolated with
 * interpolateAt* flattened (see the header); both unchanged when there is none.
 */
export function flattenInterpolatedMembers(fragment: string, producer: string): { fragment: string; producer: string } {
  if (!fragment.includes('interpolateAt')) return { fragment, producer };
  const interpolated = new Set([...fragment.matchAll(INTERPOLATED_MEMBER)].map((m) => m[1]));
  if (interpolated.size === 0) return { fragment, producer };
  const plan: Flattening[] = [];
  for (const m of fragment.matchAll(declarationPattern('in', null))) {
    const members = membersOf(m[4]);
    if (interpolated.has(m[5]) && members !== null) plan.push({ location: Number(m[1]), kind: 'block', typeName: m[3], members });
  }
  const types = structs(fragment);
  for (const m of fragment.matchAll(new RegExp(declarationPattern('in', { kind: 'struct', typeName: '\\w+' }).source, 'gm'))) {
    const body = types.get(m[3]);
    const members = body === undefined ? null : membersOf(body);
    if (interpolated.has(m[4]) && members !== null) plan.push({ location: Number(m[1]), kind: 'struct', typeName: m[3], members });
  }
  let f = fragment;
  let p = producer;
  for (const step of plan) {
    f = flatten(f, 'in', step);
    p = flatten(p, 'out', step);
  }
  return { fragment: f, producer: p };
}
