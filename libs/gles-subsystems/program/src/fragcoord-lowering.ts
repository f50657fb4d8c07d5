// gl_FragCoord conventions (GLSL 1.50 §4.3.8.1, ARB_fragment_coord_conventions): a desktop fragment shader may
// redeclare gl_FragCoord with origin_upper_left (y counts from the framebuffer's top edge) and / or
// pixel_center_integer (pixel centers at integers instead of half-integers). ESSL's gl_FragCoord is always
// lower-left with half-pixel centers, and SPIRV-Cross drops the SPIR-V execution modes (OriginUpperLeft 7,
// PixelCenterInteger 6) when it writes ESSL. So the fragment ESSL reads a global computed at the top of main():
//   x' = x - c,  y' = (upper-left ? H - y : y) - c,  c = pixel_center_integer ? 0.5 : 0.0,
// H the draw framebuffer's height: a driver-side uniform the program step sets per draw (only on programs that
// need it). The window y of a pixel row r is r + 0.5 from the bottom, so H - y is r' + 0.5 from the top.

/** The draw framebuffer's height (a float: it enters float arithmetic only). */
export const FRAMEBUFFER_HEIGHT_UNIFORM = '_mgpFramebufferHeight';
const FRAG_COORD = '_mgpFragCoord';

const OP_EXECUTION_MODE = 16;
const MODE_PIXEL_CENTER_INTEGER = 6;
const MODE_ORIGIN_UPPER_LEFT = 7;

export interface FragCoordModes {
  originUpperLeft: boolean;
  pixelCenterInteger: boolean;
}

/** The gl_FragCoord execution modes of a fragment stage's SPIR-V. */
export function fragCoordModes(spirv: Uint32Array): FragCoordModes {
  const modes = { originUpperLeft: false, pixelCenterInteger: false };
  for (let i = 5; i < spirv.length;) {
    const count = spirv[i] >>> 16;
    if (count === 0 || i + count > spirv.length) break;
    if ((spirv[i] & 0xffff) === OP_EXECUTION_MODE) {
      if (spirv[i + 2] === MODE_ORIGIN_UPPER_LEFT) modes.originUpperLeft = true;
      if (spirv[i + 2] === MODE_PIXEL_CENTER_INTEGER) modes.pixelCenterInteger = true;
    }
    i += count;
  }
  return modes;
}

/**
 * The fragment ESSL with gl_FragCoord read through the conventions `modes` ask for; unchanged when they are
 * ESSL's own or the stage does not read gl_FragCoord. The declarations go after the precision statements (after
 * any #extension line, before every function); the assignment opens main().
 */
export function lowerFragCoordConventions(essl: string, modes: FragCoordModes): string {
  if (!modes.originUpperLeft && !modes.pixelCenterInteger) return essl;
  if (!/\bgl_FragCoord\b/.test(essl)) return essl;
  const main = /\bvoid\s+main\s*\(\s*\)\s*\{/.exec(essl);
  if (main === null) return essl;
  const c = modes.pixelCenterInteger ? ' - 0.5' : '';
  const y = modes.originUpperLeft ? `(${FRAMEBUFFER_HEIGHT_UNIFORM} - gl_FragCoord.y)` : 'gl_FragCoord.y';
  const assign = `\n    ${FRAG_COORD} = vec4(gl_FragCoord.x${c}, ${y}${c}, gl_FragCoord.zw);`;
  const mainEnd = main.index + main[0].length;
  const renamed = (s: string) => s.replace(/\bgl_FragCoord\b/g, FRAG_COORD);
  const body = `${renamed(essl.slice(0, main.index))}${main[0]}${assign}${renamed(essl.slice(mainEnd))}`;
  const decl = `${modes.originUpperLeft ? `uniform highp float ${FRAMEBUFFER_HEIGHT_UNIFORM};\n` : ''}highp vec4 ${FRAG_COORD};\n`;
  const precision = /^precision\s+\w+\s+int\s*;\n/m.exec(body) ?? /^precision\s+\w+\s+float\s*;\n/m.exec(body);
  const at = precision !== null ? precision.index + precision[0].length : body.indexOf('\n') + 1;
  return body.slice(0, at) + decl + body.slice(at);
}
