// gl_ViewportIndex where the driver cannot take it as it comes from SPIRV-Cross (README "viewport / scissor /
// depth-range arrays"). Two lowerings of the ESSL, chosen from the backend's Capabilities when a program is built:
//
//   FragmentInput (OES_viewport_array present, but the fragment stage's `in highp int gl_ViewportIndex` — which
//     OES_viewport_array adds — does not compile; NVIDIA 580 asks for NV_viewport_array there): the geometry
//     stage writes gl_ViewportIndex natively AND a flat varying with the same value, and the fragment stage reads
//     the varying. GL's rule (the fragment value is the one the geometry stage wrote) is exactly what a flat
//     varying carries: both come from the primitive's provoking vertex.
//   Replay (no OES_viewport_array): the geometry stage writes only the flat varying; the fragment stage discards
//     unless bit `_mgpViewportIndex` of `uniform int _mgpViewportMask` is set; the draw is replayed once per group
//     of viewport indices with equal viewport / depth range / scissor state, that state applied through the
//     non-indexed calls (backend-gles commands/viewport-replay.ts). Out-of-range indices draw nothing.
//
// The geometry stage keeps the written value in a private global and stores the outputs right before each
// EmitVertex / EmitStreamVertex (GLSL: outputs are undefined after an emit anyway, and it avoids reading an
// output variable). A fragment stage reading gl_ViewportIndex in a program whose geometry stage never writes it
// reads 0 (GL 4.5's rule, ARB_fragment_layer_viewport).

export const ViewportIndexLowering = { None: 0, FragmentInput: 1, Replay: 2 } as const;
export type ViewportIndexLowering = (typeof ViewportIndexLowering)[keyof typeof ViewportIndexLowering];

/** The flat varying (geometry → fragment) and the replay's mask uniform. */
export const VIEWPORT_INDEX_VARYING = '_mgpViewportIndex';
export const VIEWPORT_MASK_UNIFORM = '_mgpViewportMask';
const VALUE = '_mgpViewportIndexValue';

/** After `#version` and the `#extension` lines that must precede declarations. */
function insertDeclarations(essl: string, decl: string): string {
  const lines = essl.split('\n');
  let at = 1;
  while (at < lines.length && /^\s*#\s*extension\b/.test(lines[at])) at++;
  lines.splice(at, 0, decl.replace(/\n$/, ''));
  return lines.join('\n');
}

/** Whether a geometry stage writes gl_ViewportIndex (SPIRV-Cross writes `gl_ViewportIndex = …;`). */
export function writesViewportIndex(essl: string): boolean {
  return /\bgl_ViewportIndex\s*=[^=]/.test(essl);
}

/**
 * The geometry stage: gl_ViewportIndex becomes a private global, copied into the flat varying (and, with
 * `native`, into gl_ViewportIndex itself) before each emit. Unchanged when the stage does not write it.
 */
export function lowerGeometryViewportIndex(essl: string, native: boolean): string {
  if (!writesViewportIndex(essl)) return essl;
  let out = essl.replace(/\bgl_ViewportIndex\b/g, VALUE);
  const store = `${native ? `gl_ViewportIndex = ${VALUE}; ` : ''}${VIEWPORT_INDEX_VARYING} = ${VALUE}; `;
  out = out.replace(/\b(Emit(?:Stream)?Vertex\s*\([^;]*\)\s*;)/g, `{ ${store}$1 }`);
  return insertDeclarations(out, `flat out highp int ${VIEWPORT_INDEX_VARYING};\nhighp int ${VALUE} = 0;\n`);
}

/**
 * The fragment stage: reads of gl_ViewportIndex take the flat varying (or 0 without a geometry writer); with
 * `replay`, main first discards the fragments of primitives whose viewport is not in this pass's mask.
 */
export function lowerFragmentViewportIndex(essl: string, fromGeometry: boolean, replay: boolean): string {
  let out = essl.replace(/\bgl_ViewportIndex\b/g, VIEWPORT_INDEX_VARYING);
  let decl = fromGeometry ? `flat in highp int ${VIEWPORT_INDEX_VARYING};\n` : `const highp int ${VIEWPORT_INDEX_VARYING} = 0;\n`;
  if (replay && fromGeometry) {
    decl += `uniform highp int ${VIEWPORT_MASK_UNIFORM};\n`;
    const main = /\bvoid\s+main\s*\(\s*\)\s*\{/.exec(out);
    if (main !== null) {
      const at = main.index + main[0].length;
      const v = VIEWPORT_INDEX_VARYING;
      out = `${out.slice(0, at)}\n    if (${v} < 0 || ${v} > 15 || ((${VIEWPORT_MASK_UNIFORM} >> ${v}) & 1) == 0) discard;${out.slice(at)}`;
    }
  } else if (out === essl) return essl;
  return insertDeclarations(out, decl);
}
