// The input primitive of a geometry stage made of several shader objects. GLSL 1.50 §4.3.8.1 / §7.1: at least one
// object of the stage declares `layout(triangles) in;` (or another input primitive), and the stage's unsized input
// arrays take that primitive's vertex count at link. glslang sees each object on its own first and sizes an unsized
// input array of an object without the declaration from its largest constant index, then refuses the link ("Not all
// array sizes match across all geometry shaders in the program": piglit's glsl-1.50
// gs-input-sizing-layout-larger-than-static-usage, `value_to_gs[1]` in an object, `triangles` in another). So an object
// without it gets the declaration another object of the stage makes (none does: nothing is added and the link says
// so), after the last #version / #extension directive, followed by a #line that keeps the caller's line numbers.

const PRIMITIVE = /\blayout\s*\(\s*(points|lines_adjacency|lines|triangles_adjacency|triangles)\b[^)]*\)\s*in\s*;/;

/** The input primitive a source declares (comments ignored), or null. */
function declaredPrimitive(source: string): string | null {
  const m = PRIMITIVE.exec(source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' '));
  return m === null ? null : m[1];
}

function withPrimitive(source: string, primitive: string): string {
  const lines = source.split('\n');
  let at = -1;
  lines.forEach((line, i) => { if (/^\s*#\s*(version|extension)\b/.test(line)) at = i; });
  lines.splice(at + 1, 0, `layout(${primitive}) in;`, `#line ${at + 2}`);
  return lines.join('\n');
}

/** The sources of a geometry stage's shader objects, each without an input primitive given the stage's. */
export function withGeometryInputPrimitive(sources: readonly string[]): string[] {
  const primitives = sources.map(declaredPrimitive);
  const primitive = primitives.find((p) => p !== null);
  if (primitive === undefined || primitive === null || primitives.every((p) => p !== null)) return [...sources];
  return sources.map((s, i) => (primitives[i] === null ? withPrimitive(s, primitive) : s));
}
