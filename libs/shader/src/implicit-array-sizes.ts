// `.length()` of an implicitly sized array (GLSL 1.20+: `float a[];`, its size "the largest index used plus one",
// fixed at link time across the stage's shader objects — GLSL 4.50 §4.1.9). glslang refuses the method on an array
// it has not sized yet ("array must be declared with a size before using this method"), so before it compiles,
// each implicitly sized array whose length() the stage calls is declared with that size: the largest constant index
// any object of the stage uses, plus one. A shader object compiled alone that never indexes the array (another
// object does: piglit's implicitly-sized-array-length-4) gets size 1 for its compile check; only its compile status
// is kept. Only plain declarations (no storage qualifier) are touched: inputs are sized by the primitive, buffer
// members are runtime-sized, and `a[] = T[](...)` is sized by its initializer.

function blankComments(source: string): string {
  // Same length, so offsets found in the blanked text hold in the original.
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));
}

const escape = (name: string) => name.replace(/[$]/g, '\\$&');

/**
 * The sources of one stage's shader objects with the implicitly sized arrays whose length() the stage calls declared
 * with their implicit size; `fallback` (or nothing, when null) for an array no object indexes with a constant.
 */
export function sizeImplicitArrays(sources: readonly string[], fallback: number | null): string[] {
  if (!sources.some((s) => /\.\s*length\s*\(/.test(s))) return [...sources];
  const texts = sources.map(blankComments);
  // Declarations `T name[];` at the start of a statement (after ; { } or a line start), T a type name.
  const declaration = /(^|[;{}])(\s*(?:(?:highp|mediump|lowp)\s+)?[A-Za-z_]\w*\s+)([A-Za-z_]\w*)(\s*\[\s*)(\]\s*;)/gm;
  const names = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(declaration)) {
      const type = m[2].trim().split(/\s+/).pop()!;
      if (/^(?:in|out|inout|uniform|buffer|varying|attribute|patch|return|const|shared)$/.test(type) || m[3].startsWith('gl_')) continue;
      if (texts.some((x) => new RegExp(`\\b${escape(m[3])}\\s*\\.\\s*length\\s*\\(`).test(x))) names.add(m[3]);
    }
  }
  if (names.size === 0) return [...sources];
  const sizes = new Map<string, number>();
  for (const name of names) {
    let max = -1;
    for (const t of texts) {
      for (const m of t.matchAll(new RegExp(`\\b${escape(name)}\\s*\\[\\s*(\\d+)[uU]?\\s*\\]`, 'g'))) max = Math.max(max, Number(m[1]));
    }
    if (max >= 0) sizes.set(name, max + 1);
    else if (fallback !== null) sizes.set(name, fallback);
  }
  return sources.map((source, i) => {
    const edits: Array<{ at: number; size: number }> = [];
    for (const m of texts[i].matchAll(declaration)) {
      const size = sizes.get(m[3]);
      if (size === undefined) continue;
      const type = m[2].trim().split(/\s+/).pop()!;
      if (/^(?:in|out|inout|uniform|buffer|varying|attribute|patch|return|const|shared)$/.test(type)) continue;
      edits.push({ at: m.index + m[1].length + m[2].length + m[3].length + m[4].length, size });
    }
    let out = source;
    for (const e of edits.reverse()) out = `${out.slice(0, e.at)}${e.size}${out.slice(e.at)}`;
    return out;
  });
}
