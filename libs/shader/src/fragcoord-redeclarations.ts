// GLSL 1.50 §7.2 (ARB_fragment_coord_conventions): "If gl_FragCoord is redeclared in any fragment shader in a
// program, it must be redeclared in all the fragment shaders in that program that have a static use of
// gl_FragCoord." glslang 12 lets a fragment shader object that uses gl_FragCoord without the redeclaration link
// with one that redeclares it; this is that link error. (glslang's own check, that the redeclarations agree, is
// stricter than GL's: with several fragment shader objects it refuses any origin_upper_left / pixel_center_integer
// redeclaration, even identical ones in every object; that stays a known limit.)
const REDECLARATION = /(?:\blayout\s*\([^)]*\)\s*)?\bin\s+(?:(?:highp|mediump|lowp)\s+)?vec4\s+gl_FragCoord\s*;/;

function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, '');
}

/** Link errors of the fragment shader objects' gl_FragCoord redeclarations; empty when they follow the rule. */
export function fragCoordRedeclarationErrors(sources: readonly string[]): string[] {
  if (sources.length < 2) return [];
  const facts = sources.map((s) => {
    const text = code(s);
    const redeclaration = REDECLARATION.exec(text);
    const rest = redeclaration ? text.replace(redeclaration[0], '') : text;
    return { redeclares: redeclaration !== null, uses: /\bgl_FragCoord\b/.test(rest) };
  });
  if (!facts.some((f) => f.redeclares)) return [];
  return facts.flatMap((f, i) => (f.uses && !f.redeclares
    ? [`ERROR: fragment shader object ${i + 1} uses gl_FragCoord without the redeclaration another fragment shader object of the program makes`]
    : []));
}
