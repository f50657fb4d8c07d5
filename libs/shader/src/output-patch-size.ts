// The output patch size of a tessellation control stage made of several shader objects. GLSL 4.50 §4.4.2.1: at
// least one object of the stage declares `layout(vertices = N) out;`, the others need not, and gl_out (and the
// stage's per-vertex outputs) take that size at link. glslang, which sees each object on its own first, refuses a
// non-constant index into the still unsized gl_out in an object without the declaration ("array must be sized by a
// redeclaration or layout qualifier before being indexed with a variable": piglit's
// tcs-output-size-declared-in-other-shader). So an object without it gets the stage's size declared: at link, the
// size another object of the stage declares (none declares one: nothing is added and the link says so); for a
// compile check alone, gl_MaxPatchVertices' default (32), so that no constant index is out of range. The line is
// added after the last #version / #extension directive, followed by a #line that gives the next line its old
// number, so the info log's line numbers stay the caller's.

const VERTICES = /\blayout\s*\([^)]*\bvertices\s*=\s*(\d+)[^)]*\)\s*out\b/;

/** The `N` of the `layout(vertices = N) out` a source declares (comments ignored), or null. */
function declaredSize(source: string): number | null {
  const m = VERTICES.exec(source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' '));
  return m === null ? null : Number(m[1]);
}

function withSize(source: string, size: number): string {
  const lines = source.split('\n');
  let at = -1;
  lines.forEach((line, i) => { if (/^\s*#\s*(version|extension)\b/.test(line)) at = i; });
  // `#line L` numbers the line after it L (GLSL 3.30+, the version glslang compiles every core source as).
  lines.splice(at + 1, 0, `layout(vertices = ${size}) out;`, `#line ${at + 2}`);
  return lines.join('\n');
}

/**
 * The sources of a tessellation control stage's shader objects, each without a `layout(vertices = N) out`
 * declaration given the stage's (see the file comment); `compileOnly`: a lone object's compile check.
 */
export function withOutputPatchSize(sources: readonly string[], compileOnly: boolean): string[] {
  const sizes = sources.map(declaredSize);
  if (sizes.every((s) => s !== null)) return [...sources];
  const size = compileOnly ? 32 : sizes.find((s) => s !== null);
  if (size === undefined || size === null) return [...sources];
  return sources.map((s, i) => (sizes[i] === null ? withSize(s, size) : s));
}
