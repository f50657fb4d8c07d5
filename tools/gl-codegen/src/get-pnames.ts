// The pnames of the GL 4.5 core profile's state queries, derived from gl.xml (never hand-typed): the core-profile
// enums (GL_VERSION_1_0..4_5 minus core removals) that the registry puts in the GetPName group, the group of
// glGetIntegerv / glGetFloatv / glGetBooleanv / glGetDoublev / glGetInteger64v. Emits
// libs/gl-api/src/gl-get-pnames.generated.ts, which the state-query walk tests read on both lanes.
//
// The group is the registry's, and it is wider than the core spec's state tables in one known way: enums that are
// core names but state only in the compatibility profile (GL_TEXTURE_2D as an enable, GL_VERTEX_ARRAY) are in it.
// The walk states those exceptions with their reason instead of this list hiding them.
import { core45Enums } from './command-origins.ts';
import { attr } from './khronos-registry.ts';

/** [name without GL_, value] of every core 4.5 enum in the GetPName group, sorted by value. */
export function core45GetPnames(xml: string): [string, number][] {
  const inGroup = new Map<string, number>();
  for (const m of xml.matchAll(/<enum\b[^>]*\bvalue="[^"]*"[^>]*\/>/g)) {
    const tag = m[0];
    if (attr(tag, 'api') !== undefined) continue; // per-API variants (gles1) of a name the plain entry defines
    if (!(attr(tag, 'group') ?? '').split(',').includes('GetPName')) continue;
    inGroup.set(attr(tag, 'name')!, Number(attr(tag, 'value')));
  }
  const out: [string, number][] = [];
  for (const name of new Set(core45Enums(xml))) {
    const value = inGroup.get(name);
    if (value !== undefined) out.push([name.replace(/^GL_/, ''), value]);
  }
  return out.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
}

export function emitGetPnames(xml: string): string {
  const pnames = core45GetPnames(xml);
  return [
    `/** The ${pnames.length} GL 4.5 core-profile enums of gl.xml's GetPName group (name without GL_, value), by value. */`,
    `export const GL_CORE_45_GET_PNAMES: readonly (readonly [name: string, pname: number])[] = [`,
    ...pnames.map(([n, v]) => `  ['${n}', 0x${v.toString(16).toUpperCase().padStart(4, '0')}],`),
    `];`,
    ``,
  ].join('\n');
}
