// An output block whose members carry their own locations (GL_ARB_enhanced_layouts: `out block { layout(location = 2)
// vec4 c; … } name;`) may feed loose inputs of the next stage matched by location (GL 4.5 §7.4.1, a separable
// pipeline's interface: piglit's sso-block-member-layout-location). The GLES link matches a block only with a block of
// the same name and refuses the pair ("input `a' with explicit location has no matching output"). So where the
// consumer declares no input block of that name, the producer's block is written as one output per member at the
// member's location, and `name.member` becomes `name_member`: the same values at the same locations.
// Only SPIRV-Cross's form is read (the block name on its own line, one member a line), and only blocks whose every
// member has a location; others are left to the driver as before. The renaming is interpolant-members.ts' own.
import { renameUses } from './interpolant-members.ts';

const OUTPUT_BLOCK = /^((?:layout\([^)]*\)\s*)?(?:(?:flat|smooth|noperspective|centroid|sample|invariant)\s+)*)out\s+(\w+)\s*\{([^}]*)\}\s*(\w+)\s*;/gm;
const MEMBER = /^layout\(location\s*=\s*(\d+)\)\s+((?:(?:flat|smooth|noperspective|centroid|sample|invariant)\s+)*)((?:(?:highp|mediump|lowp)\s+)?\w+)\s+(\w+)((?:\s*\[\d+\])*)$/;

/** `producer` with its located output blocks that `consumer` does not declare as input blocks written member by member. */
export function flattenLocatedOutputBlocks(producer: string, consumer: string): string {
  if (!producer.includes('layout(location')) return producer;
  let out = producer;
  for (const m of [...producer.matchAll(OUTPUT_BLOCK)]) {
    const [whole, blockQualifiers, blockName, body, instance] = m;
    if (new RegExp(`\\bin\\s+${blockName}\\s*\\{`).test(consumer)) continue; // matched block to block, by name
    const members = body.split(';').map((s) => s.trim()).filter((s) => s !== '').map((s) => MEMBER.exec(s));
    if (members.length === 0 || members.some((x) => x === null)) continue;
    // Interpolation qualifiers of the block apply to each member; its location (if any) is the members' own now.
    const shared = blockQualifiers.replace(/layout\([^)]*\)\s*/, '');
    const declarations = members.map((x) => `layout(location = ${x![1]}) ${shared}${x![2]}out ${x![3]} ${instance}_${x![4]}${x![5].replace(/\s+/g, '')};`);
    out = renameUses(out.replace(whole, declarations.join('\n')), instance, members.map((x) => ({ name: x![4] })));
  }
  return out;
}
