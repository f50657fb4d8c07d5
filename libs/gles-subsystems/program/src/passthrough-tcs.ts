// A program with a tessellation evaluation stage and no tessellation control stage (GL 4.5 §11.2.2: the
// patch then goes to the primitive generator as the vertex stage wrote it, with PATCH_VERTICES vertices and
// the levels PATCH_DEFAULT_OUTER_LEVEL / PATCH_DEFAULT_INNER_LEVEL) does not link on GLES, which requires a
// control stage (GLES 3.2 §7.3). The driver program gets one written here from the evaluation stage's ESSL:
//   - `layout(vertices = N) out;` with N = PATCH_VERTICES of the draw (a compile-time constant in the shader:
//     the program is rebuilt when a draw uses another count, program-step.ts), so the evaluation stage sees the
//     patch size GL gives it (gl_PatchVerticesIn) and every input vertex;
//   - each per-vertex input of the evaluation stage (plain, struct or block, with its location and
//     qualifiers) declared as an input and an output of the same type and location, and copied for the
//     invocation's vertex; gl_Position (and gl_PointSize where the evaluation stage reads it) likewise;
//   - the levels from `uniform vec4 _mgpTessLevelOuter` / `uniform vec2 _mgpTessLevelInner`, which the draw
//     fills from the context's default levels (BackendProgram.uploadTessLevels).
// The evaluation stage's `patch in` variables have no writer without a control stage (undefined in GL) and
// are not declared. SPIRV-Cross writes declarations one per line (blocks over several), which is what is read.

export const TESS_OUTER_UNIFORM = '_mgpTessLevelOuter';
export const TESS_INNER_UNIFORM = '_mgpTessLevelInner';

const QUALIFIERS = '(?:(?:flat|smooth|noperspective|centroid|sample|invariant|precise|highp|mediump|lowp)\\s+)*';
/** `layout(location = 0) flat in highp vec4 name[32];` (the first array dimension is the vertex). */
const PLAIN_INPUT = new RegExp(`^(layout\\([^)]*\\)\\s+)?(${QUALIFIERS})in\\s+(\\w+)\\s+(\\w+)\\s*\\[\\d*\\]((?:\\[\\d+\\])*)\\s*;\\s*$`, 'gm');
/** `layout(location = 1) in Block\n{\n    vec2 a;\n} name[32];` */
const BLOCK_INPUT = new RegExp(`^(layout\\([^)]*\\)\\s+)?(${QUALIFIERS})in\\s+(\\w+)\\s*\\{([^}]*)\\}\\s*(\\w+)\\s*\\[\\d*\\]\\s*;`, 'gm');
const STRUCT = /^struct\s+\w+\s*\{[^}]*\};/gm;

/** Whether a program of these stages (libs/shader stage bits: 1 control, 2 evaluation) needs the control stage. */
export function needsPassthroughTcs(stageMask: number): boolean {
  return (stageMask & (1 << 2)) !== 0 && (stageMask & (1 << 1)) === 0;
}

/** The names of a block's members (`layout(...) flat highp vec2 a[2];` → `a`). */
function memberNames(body: string): string[] {
  return body.split(';').map((m) => /(\w+)\s*(?:\[\d*\]\s*)*$/.exec(m.trim())?.[1]).filter((n): n is string => n !== undefined);
}

/** The pass-through control stage for `tesEssl` (the evaluation stage's driver ESSL) with `vertices` per patch. */
export function passthroughTcs(tesEssl: string, vertices: number): string {
  const decls: string[] = [...tesEssl.matchAll(STRUCT)].map((m) => m[0]);
  const copies: string[] = ['gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;'];
  let n = 0;
  for (const m of tesEssl.matchAll(PLAIN_INPUT)) {
    const [, layout = '', qualifiers, type, , dims] = m;
    const i = n++;
    decls.push(`${layout}${qualifiers}in ${type} _mgpIn${i}[]${dims};`, `${layout}${qualifiers}out ${type} _mgpOut${i}[]${dims};`);
    copies.push(`_mgpOut${i}[gl_InvocationID] = _mgpIn${i}[gl_InvocationID];`);
  }
  for (const m of tesEssl.matchAll(BLOCK_INPUT)) {
    const [, layout = '', qualifiers, block, body, instance] = m;
    if (block === 'gl_PerVertex' || instance === 'gl_in') continue;
    const i = n++;
    decls.push(`${layout}${qualifiers}in ${block}\n{${body}} _mgpIn${i}[];`, `${layout}${qualifiers}out ${block}\n{${body}} _mgpOut${i}[];`);
    for (const member of memberNames(body)) copies.push(`_mgpOut${i}[gl_InvocationID].${member} = _mgpIn${i}[gl_InvocationID].${member};`);
  }
  // gl_PointSize exists in the control stage only with the point-size extension (point-size-lowering.ts
  // enables it, guarded, on every tessellation stage of a program whose point size is lowered).
  if (/\bgl_in\s*\[[^\]]*\]\s*\.\s*gl_PointSize\b/.test(tesEssl)) {
    copies.push('#ifdef MGP_POINT_SIZE_', 'gl_out[gl_InvocationID].gl_PointSize = gl_in[gl_InvocationID].gl_PointSize;', '#endif');
  }
  for (let k = 0; k < 4; k++) copies.push(`gl_TessLevelOuter[${k}] = ${TESS_OUTER_UNIFORM}[${k}];`);
  for (let k = 0; k < 2; k++) copies.push(`gl_TessLevelInner[${k}] = ${TESS_INNER_UNIFORM}[${k}];`);
  return [
    '#version 320 es',
    `layout(vertices = ${vertices}) out;`,
    `uniform highp vec4 ${TESS_OUTER_UNIFORM};`,
    `uniform highp vec2 ${TESS_INNER_UNIFORM};`,
    ...decls,
    'void main()',
    '{',
    ...copies.map((c) => (c.startsWith('#') ? c : `    ${c}`)),
    '}',
    '',
  ].join('\n');
}
