// GLSL 1.50 §7.2 / §4.3.8.1 (ARB_fragment_coord_conventions): "If gl_FragCoord is redeclared in any fragment shader
// in a program, it must be redeclared in all the fragment shaders in that program that have a static use of
// gl_FragCoord. All redeclarations of gl_FragCoord in all fragment shaders in a single program must have the same
// set of qualifiers." glslang 12 gets both rules wrong across several fragment shader objects: it links an object
// that uses gl_FragCoord without the redeclaration another makes, and it compares every object's origin /
// pixel-center modes, so an object that neither uses nor redeclares gl_FragCoord (legal) fails the link against an
// origin_upper_left / pixel_center_integer redeclaration elsewhere — and pixel_center_integer fails even when
// every object redeclares it identically. So with several fragment objects the rules are checked here, the
// qualifiers are taken out of the sources glslang sees, and the agreed modes are written into the fragment
// stage's SPIR-V afterwards (withFragCoordModes), where the backend reads them (a single object keeps its source:
// glslang handles it).
const REDECLARATION = /(?:\blayout\s*\(([^)]*)\)\s*)?\bin\s+(?:(?:highp|mediump|lowp)\s+)?vec4\s+gl_FragCoord\s*;/;

/** The gl_FragCoord layout every fragment object agreed on. */
export interface FragCoordModes {
  originUpperLeft: boolean;
  pixelCenterInteger: boolean;
}

function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, '');
}

interface ObjectFacts {
  /** The redeclaration's qualifiers, sorted ("" for none); null without a redeclaration. */
  qualifiers: string | null;
  uses: boolean;
}

function facts(source: string): ObjectFacts {
  const text = code(source);
  const m = REDECLARATION.exec(text);
  const rest = m ? text.replace(m[0], '') : text;
  const qualifiers = m ? (m[1] ?? '').split(',').map((q) => q.trim()).filter((q) => q !== '').sort().join(',') : null;
  return { qualifiers, uses: /\bgl_FragCoord\b/.test(rest) };
}

/** Link errors of the fragment shader objects' gl_FragCoord redeclarations; empty when they follow the rules. */
export function fragCoordRedeclarationErrors(sources: readonly string[]): string[] {
  if (sources.length < 2) return [];
  const all = sources.map(facts);
  const redeclared = all.flatMap((f, i) => (f.qualifiers !== null ? [{ i, qualifiers: f.qualifiers }] : []));
  if (redeclared.length === 0) return [];
  const errors = all.flatMap((f, i) => (f.uses && f.qualifiers === null
    ? [`ERROR: fragment shader object ${i + 1} uses gl_FragCoord without the redeclaration another fragment shader object of the program makes`]
    : []));
  const first = redeclared[0];
  for (const r of redeclared.slice(1)) {
    if (r.qualifiers !== first.qualifiers) {
      errors.push(`ERROR: gl_FragCoord redeclarations must match: fragment shader object ${first.i + 1} declares layout(${first.qualifiers}), object ${r.i + 1} layout(${r.qualifiers})`);
    }
  }
  return errors;
}

/**
 * For several fragment shader objects that passed fragCoordRedeclarationErrors: their sources with the layout
 * qualifiers of the gl_FragCoord redeclarations taken out (the redeclaration itself stays, so no line moves), and
 * the modes they agreed on; null when there is nothing to take out.
 */
export function withoutFragCoordLayouts(sources: readonly string[]): { sources: string[]; modes: FragCoordModes } | null {
  if (sources.length < 2) return null;
  const qualifiers = sources.map(facts).find((f) => f.qualifiers !== null && f.qualifiers !== '')?.qualifiers;
  if (qualifiers === undefined || qualifiers === null) return null;
  const layout = new RegExp(REDECLARATION.source, 'g');
  const stripped = sources.map((s) => s.replace(layout, (m) => m.replace(/\blayout\s*\([^)]*\)/, (l) => ' '.repeat(l.length))));
  const set = qualifiers.split(',');
  return { sources: stripped, modes: { originUpperLeft: set.includes('origin_upper_left'), pixelCenterInteger: set.includes('pixel_center_integer') } };
}

const OP_ENTRY_POINT = 15;
const OP_EXECUTION_MODE = 16;
const MODE_PIXEL_CENTER_INTEGER = 6;
const MODE_ORIGIN_UPPER_LEFT = 7;
const MODE_ORIGIN_LOWER_LEFT = 8;
const MODEL_FRAGMENT = 4;

/**
 * The fragment stage's SPIR-V with `modes` as its entry point's execution modes (OriginUpperLeft for
 * OriginLowerLeft, PixelCenterInteger added after it). Returned unchanged when it already has them.
 */
export function withFragCoordModes(spirv: Uint32Array, modes: FragCoordModes): Uint32Array {
  let entry = -1;
  let originAt = -1;
  let hasInteger = false;
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    const op = spirv[i] & 0xffff;
    if (count === 0 || i + count > spirv.length) break;
    if (op === OP_ENTRY_POINT && spirv[i + 1] === MODEL_FRAGMENT) entry = spirv[i + 2];
    if (op === OP_EXECUTION_MODE && spirv[i + 1] === entry) {
      const mode = spirv[i + 2];
      if (mode === MODE_ORIGIN_LOWER_LEFT || mode === MODE_ORIGIN_UPPER_LEFT) originAt = i;
      if (mode === MODE_PIXEL_CENTER_INTEGER) hasInteger = true;
    }
    i += count;
  }
  if (originAt < 0) return spirv;
  const words = spirv.slice();
  if (modes.originUpperLeft) words[originAt + 2] = MODE_ORIGIN_UPPER_LEFT;
  if (!modes.pixelCenterInteger || hasInteger) return words;
  const out = new Uint32Array(words.length + 3);
  out.set(words.subarray(0, originAt + 3));
  out.set([(3 << 16) | OP_EXECUTION_MODE, entry, MODE_PIXEL_CENTER_INTEGER], originAt + 3);
  out.set(words.subarray(originAt + 3), originAt + 6);
  return out;
}
