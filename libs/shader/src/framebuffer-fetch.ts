// GL_EXT_shader_framebuffer_fetch in desktop GLSL (Mesa's desktop GL has it; piglit's EXT_shader_framebuffer_fetch
// tests): a fragment output declared `inout` starts each invocation holding the framebuffer's value at its location.
// glslang knows neither the extension nor `inout` at global scope, so before it the directive line is blanked and
// the `inout` outputs are declared `out` (reading an output is legal GLSL: only the value before the first write
// differs). The fragment stage's SPIR-V is then marked with OpSourceExtension "GL_EXT_shader_framebuffer_fetch"
// (markFramebufferFetch), and the GLES backend declares the outputs the stage reads `inout` again under the ESSL
// extension (gles-program framebuffer-fetch.ts). Line numbers are kept (the directive becomes an empty line).

export const FRAMEBUFFER_FETCH_EXTENSION = 'GL_EXT_shader_framebuffer_fetch';

const DIRECTIVE = /^[ \t]*#[ \t]*extension[ \t]+GL_EXT_shader_framebuffer_fetch[ \t]*:[ \t]*(?:enable|require|warn)[ \t]*$/m;
/**
 * A global `inout` declaration on its own line (qualifiers before it). A parameter on a line of its own ends in `,`
 * or `)` before any `;` (`inout vec4 x);`), so a parenthesis before the `;` rules the line out.
 */
const INOUT = /^([ \t]*(?:layout[ \t]*\([^)]*\)[ \t]*)?(?:(?:highp|mediump|lowp|flat|smooth|noperspective|centroid|sample|invariant|precise)[ \t]+)*)inout\b(?=[^()\n]*;)/gm;

/** The source with the extension's directive blanked and its `inout` outputs declared `out`; `fetch`: it enabled the extension. */
export function lowerFramebufferFetch(source: string): { source: string; fetch: boolean } {
  if (!source.includes(FRAMEBUFFER_FETCH_EXTENSION) || !DIRECTIVE.test(source)) return { source, fetch: false };
  return { source: source.replace(DIRECTIVE, '').replace(INOUT, '$1out'), fetch: true };
}

const OP_SOURCE_EXTENSION = 4;

/** SPIR-V literal string words (UTF-8, NUL-terminated, little-endian). */
function stringWords(s: string): number[] {
  const bytes = new TextEncoder().encode(s);
  const words = new Array<number>(Math.floor(bytes.length / 4) + 1).fill(0);
  bytes.forEach((b, i) => { words[i >> 2] |= b << ((i & 3) * 8); });
  return words;
}

/** The instructions before the debug section: capabilities, extensions, imports, memory model, entry points, modes. */
const PREAMBLE = new Set([17, 10, 11, 14, 15, 16, 331]);

/** `spirv` with OpSourceExtension "GL_EXT_shader_framebuffer_fetch" first among its debug instructions. */
export function markFramebufferFetch(spirv: Uint32Array): Uint32Array {
  const literal = stringWords(FRAMEBUFFER_FETCH_EXTENSION);
  let at = 5;
  while (at < spirv.length && PREAMBLE.has(spirv[at] & 0xffff) && spirv[at] >>> 16 > 0) at += spirv[at] >>> 16;
  const out = new Uint32Array(spirv.length + 1 + literal.length);
  out.set(spirv.subarray(0, at));
  out[at] = ((1 + literal.length) << 16) | OP_SOURCE_EXTENSION;
  out.set(literal, at + 1);
  out.set(spirv.subarray(at), at + 1 + literal.length);
  return out;
}
