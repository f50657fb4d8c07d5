// Point size (GL 4.5 §14.4; README: point size). Desktop GL rasterizes points with the size glPointSize set
// unless PROGRAM_POINT_SIZE is enabled, and then with the gl_PointSize the last pre-rasterization stage wrote.
// GLES has no glPointSize: the size is always gl_PointSize, and a stage that does not write it draws points of an
// undefined size (Mesa: 1 px). So the last pre-rasterization stage of every draw program gets
//   uniform highp float _mgpPointSize;
// and writes gl_PointSize = _mgpPointSize when that is > 0, after the stage's own code (vertex and tessellation
// evaluation: main renamed, a new main calls it then writes; geometry: before every EmitVertex / EmitStreamVertex).
// Per draw (backend-gles draw-commands.ts) the uniform is glPointSize's value, or 0 — the shader's own value
// stands — when PROGRAM_POINT_SIZE is on and the stage writes gl_PointSize (Mesa's desktop GL also takes
// glPointSize when the enable is on and the stage does not write it). The uniform is uploaded only when it moves.
// Tessellation evaluation and geometry stages need (EXT|OES)_tessellation/geometry_point_size to write
// gl_PointSize in ESSL; the directives are guarded by the extension's macro, so a driver without it keeps GLES's
// behaviour (size 1) rather than failing the build. The program's other tessellation / geometry stages get the
// extension too (withPointSizeExtension: their gl_PerVertex blocks must match).
// Not lowered: a program that captures gl_PointSize with transform feedback (the capture must see the
// shader's value, whatever PROGRAM_POINT_SIZE says).

export const POINT_SIZE_UNIFORM = '_mgpPointSize';
const GUARD = 'MGP_POINT_SIZE_';

export type PointSizeStage = 'vertex' | 'tessEvaluation' | 'geometry';

/** Whether the stage's ESSL assigns gl_PointSize (SPIRV-Cross writes assignments as `gl_PointSize = …`). */
export function writesPointSize(essl: string): boolean {
  return /\bgl_PointSize\s*=(?!=)/.test(essl);
}

/** Inserts `text` after the leading preprocessor lines (#version, #extension), before the first declaration. */
function afterDirectives(essl: string, text: string): string {
  const lines = essl.split('\n');
  let i = 0;
  while (i < lines.length && (lines[i].trimStart().startsWith('#') || lines[i].trim() === '')) i++;
  return [...lines.slice(0, i), text, ...lines.slice(i)].join('\n');
}

/** The extension a stage needs to have gl_PointSize in ESSL 3.20 (null: vertex, core). */
function extensionOf(stage: string): string | null {
  return stage === 'geometry' ? 'geometry_point_size' : stage === 'tessEvaluation' || stage === 'tessControl' ? 'tessellation_point_size' : null;
}

/**
 * A tessellation or geometry stage with its point-size extension enabled (when the driver has it; the lines
 * are guarded by the extension's macro). The extension adds gl_PointSize to the stage's gl_PerVertex blocks, and
 * Mesa refuses to link stages whose blocks differ ("definitions of interface block `gl_PerVertex' do not
 * match"), so every tessellation / geometry stage of a lowered program gets it, not only the one that writes.
 */
export function withPointSizeExtension(essl: string, stage: string): string {
  const ext = extensionOf(stage);
  if (ext === null || essl.includes(`#define ${GUARD}`)) return essl;
  const eol = essl.indexOf('\n') + 1;
  const directives = [`EXT_${ext}`, `OES_${ext}`].map((e) =>
    `#if !defined(${GUARD}) && defined(GL_${e})\n#extension GL_${e} : enable\n#define ${GUARD} 1\n#endif\n`).join('');
  return essl.slice(0, eol) + directives + essl.slice(eol);
}

/**
 * The stage with the point-size write added (see the header), or null when the ESSL has no `void main()` to
 * wrap. `stage` is the program's last pre-rasterization stage.
 */
export function lowerPointSize(essl: string, stage: PointSizeStage): string | null {
  const ext = extensionOf(stage);
  const write = `if (${POINT_SIZE_UNIFORM} > 0.0) gl_PointSize = ${POINT_SIZE_UNIFORM};`;
  const guarded = (s: string) => (ext === null ? s : `\n#ifdef ${GUARD}\n${s}\n#endif\n`);
  let out: string;
  if (stage === 'geometry') {
    if (!/\bEmit(?:Stream)?Vertex\s*\(/.test(essl)) return null;
    out = essl.replace(/\b(Emit(?:Stream)?Vertex\s*\([^)]*\)\s*;)/g, (emit: string) => `{ ${guarded(write)} ${emit} }`);
  } else {
    const main = /\bvoid\s+main\s*\(\s*\)/.exec(essl);
    if (main === null) return null;
    out = `${essl.slice(0, main.index)}void _mgpMain()${essl.slice(main.index + main[0].length)}\nvoid main()\n{\n    _mgpMain();\n    ${guarded(write)}\n}\n`;
  }
  // #extension lines must come before any declaration: right after #version.
  return withPointSizeExtension(afterDirectives(out, `uniform highp float ${POINT_SIZE_UNIFORM};`), stage);
}
