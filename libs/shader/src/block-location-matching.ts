// Interface blocks matched by location. GL 4.5 §7.4.1 (GLSL 4.50 §4.4.1): an output block and an input block of the
// next stage that both carry layout(location) match by that location, whatever their block names; glslang matches
// blocks by name only and refuses `out block { … }` at location 0 against `in block { … }` at location 2 ("Layout
// location qualifier must match": piglit's layout-location-named-block, where the two stages swap their block names).
// So before glslang, each input block of a stage declared at location N is given the block name of the previous
// stage's output block at location N. A block name is nothing but the declaration's (GLSL never uses it as a type),
// the renamed blocks are the consumer's inputs (never program-interface resources: the first stage's inputs have no
// producer here), and the renames are applied together, so two blocks may swap names.

const BLOCK = /(\blayout\s*\(([^)]*)\)\s*(?:(?:flat|smooth|noperspective|centroid|sample|patch|highp|mediump|lowp)\s+)*)(in|out)(\s+)([A-Za-z_]\w*)(\s*\{)/g;

function blankComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));
}

/** `direction` blocks with an explicit location in `sources`: location → block name. */
function locatedBlocks(sources: readonly string[], direction: 'in' | 'out'): Map<number, string> {
  const out = new Map<number, string>();
  for (const source of sources) {
    for (const m of blankComments(source).matchAll(BLOCK)) {
      const location = /\blocation\s*=\s*(\d+)/.exec(m[2]);
      if (m[3] === direction && location !== null) out.set(Number(location[1]), m[5]);
    }
  }
  return out;
}

/**
 * The sources of each stage (pipeline order) with the input blocks renamed after the previous stage's output blocks
 * at the same location (see the file comment). Stages without such pairs keep their sources.
 */
export function matchBlocksByLocation(stages: readonly (readonly string[])[]): string[][] {
  return stages.map((sources, k) => {
    if (k === 0) return [...sources];
    const produced = locatedBlocks(stages[k - 1], 'out');
    const consumed = locatedBlocks(sources, 'in');
    const rename = new Map<string, string>();
    for (const [location, name] of consumed) {
      const producer = produced.get(location);
      if (producer !== undefined && producer !== name) rename.set(name, producer);
    }
    if (rename.size === 0) return [...sources];
    // Every input block name the renames leave must be distinct (two blocks of one name would not compile).
    const after = [...consumed.values()].map((n) => rename.get(n) ?? n);
    if (new Set(after).size !== after.length) return [...sources];
    return sources.map((source) => {
      const blanked = blankComments(source);
      let out = '';
      let last = 0;
      for (const m of blanked.matchAll(BLOCK)) {
        const to = rename.get(m[5]);
        if (m[3] !== 'in' || to === undefined) continue;
        const at = m.index + m[1].length + m[3].length + m[4].length;
        out += source.slice(last, at) + to;
        last = at + m[5].length;
      }
      return out + source.slice(last);
    });
  });
}
