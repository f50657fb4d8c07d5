// gl_Layer / gl_ViewportIndex written by the vertex stage (GL_AMD_vertex_shader_layer,
// GL_AMD_vertex_shader_viewport_index; SPIR-V BuiltIn Layer / ViewportIndex on a vertex output). ESSL 3.20 has
// neither output in the vertex stage, only in the geometry stage, so the driver program is changed one of two ways:
//
//   Dropped: the program has a geometry or tessellation stage. GL then takes the layer / viewport from the last
//     stage before the rasterizer (the AMD extensions: the vertex stage's value is used only when it is the last
//     vertex-processing stage), so the vertex stage's write has no effect and becomes a private global.
//   Forwarded: the vertex stage feeds the rasterizer. Its writes become flat varyings, and the driver program gets a
//     pass-through geometry stage written here from the vertex stage's ESSL: it declares every output of the vertex
//     stage (plain, struct or block, with its location and qualifiers) as an input array and as an output of the
//     same name, type and location, copies each for every vertex of the primitive in order, with gl_Position,
//     gl_PointSize (when the point-size extension is there: point-size-lowering.ts) and gl_ClipDistance /
//     gl_CullDistance, and writes gl_Layer / gl_ViewportIndex from the varyings of the primitive's provoking vertex
//     (the last one on GLES; the draw re-lists primitives for FIRST_VERTEX_CONVENTION before the vertex stage runs,
//     and the forwarded primitive keeps the vertex order, so GL's provoking vertex is still the one read).
//     The geometry stage's input primitive must be the draw's (GLES 3.2 §11.3.1), so the program is built for the
//     primitive class of the draw (geometryInputOf) and rebuilt when a draw uses another class (program-step.ts).
//     Outputs keep their names, so transform feedback captures the same varyings. Every class writes gl_PrimitiveID
//     from gl_PrimitiveIDIn: with a geometry stage the fragment stage reads the geometry stage's value (GLES 3.2
//     §14.2.2), which would otherwise be undefined.
//   Polygon mode LINE (GeometryInput.PolygonLine; GLES has no glPolygonMode): the same stage, built for a triangle
//     draw, emits each triangle as the closed line strip a-b-c-a. GL 4.5 §14.6.4 rasterizes the polygon's edges as
//     segments of *the polygon*: gl_PrimitiveID is the polygon's index (gl_PrimitiveIDIn here) and flat outputs are
//     the polygon's provoking vertex's (GL 4.5 §13.5: the last vertex of the triangle as the geometry stage receives
//     it; the draw re-lists triangles for FIRST_VERTEX_CONVENTION before the vertex stage), so every emitted vertex
//     gets the flat outputs of input vertex 2, smooth ones of its own. Used for programs whose vertex stage feeds the
//     rasterizer; a program with its own geometry / tessellation stage keeps the CPU edge list (backend-gles
//     draw-commands.ts). Not handled: arrays of output
//     blocks (ESSL has no arrays of arrays of interface blocks for the geometry stage's inputs; the build fails,
//     logged), and the geometry stage's input limits (MAX_GEOMETRY_INPUT_COMPONENTS) below the vertex stage's outputs.
//
// SPIRV-Cross writes the vertex stage's outputs one per line (blocks over several), which is what is read.

import { GL } from '@mgpipe/value-types';

/** The flat varyings (vertex → synthesized geometry stage) carrying the vertex stage's writes. */
export const VERTEX_LAYER_VARYING = '_mgpVsLayer';
export const VERTEX_VIEWPORT_VARYING = '_mgpVsViewportIndex';

/** The primitive class a geometry stage receives (`layout(<input>) in;`), from the draw mode. */
export const GeometryInput = { Points: 0, Lines: 1, Triangles: 2, LinesAdjacency: 3, TrianglesAdjacency: 4, PolygonLine: 5 } as const;
export type GeometryInput = (typeof GeometryInput)[keyof typeof GeometryInput];

/**
 * Per input class: the layout names, the output primitive, the vertices emitted (adjacent ones dropped) and the
 * input vertex that provokes (GLES: the last of the primitive received). `flatFromProvoking`: flat outputs of every
 * emitted vertex come from the provoking one (the output primitives are not the input one: polygon mode LINE).
 */
const INPUTS: readonly { readonly layout: string; readonly out: string; readonly vertices: readonly number[]; readonly provoking: number; readonly flatFromProvoking: boolean }[] = [
  { layout: 'points', out: 'points', vertices: [0], provoking: 0, flatFromProvoking: false },
  { layout: 'lines', out: 'line_strip', vertices: [0, 1], provoking: 1, flatFromProvoking: false },
  { layout: 'triangles', out: 'triangle_strip', vertices: [0, 1, 2], provoking: 2, flatFromProvoking: false },
  { layout: 'lines_adjacency', out: 'line_strip', vertices: [1, 2], provoking: 2, flatFromProvoking: false },
  { layout: 'triangles_adjacency', out: 'triangle_strip', vertices: [0, 2, 4], provoking: 4, flatFromProvoking: false },
  { layout: 'triangles', out: 'line_strip', vertices: [0, 1, 2, 0], provoking: 2, flatFromProvoking: true },
];

/** The geometry input class of a draw mode (GL 4.5 §11.3.1, table 11.12). */
export function geometryInputOf(mode: number): GeometryInput {
  switch (mode) {
    case GL.POINTS: return GeometryInput.Points;
    case GL.LINES: case GL.LINE_STRIP: case GL.LINE_LOOP: return GeometryInput.Lines;
    case GL.LINES_ADJACENCY: case GL.LINE_STRIP_ADJACENCY: return GeometryInput.LinesAdjacency;
    case GL.TRIANGLES_ADJACENCY: case GL.TRIANGLE_STRIP_ADJACENCY: return GeometryInput.TrianglesAdjacency;
    default: return GeometryInput.Triangles;
  }
}

/** Whether a vertex stage's ESSL writes gl_Layer / gl_ViewportIndex (SPIRV-Cross: `gl_Layer = …;`). */
export function vertexLayerWrites(essl: string): { layer: boolean; viewportIndex: boolean } {
  return { layer: /\bgl_Layer\s*=(?!=)/.test(essl), viewportIndex: /\bgl_ViewportIndex\s*=(?!=)/.test(essl) };
}

/** After `#version` and the `#extension` lines that must precede declarations. */
function insertDeclarations(essl: string, decl: string): string {
  const lines = essl.split('\n');
  let at = 1;
  while (at < lines.length && /^\s*#\s*extension\b/.test(lines[at])) at++;
  lines.splice(at, 0, decl);
  return lines.join('\n');
}

/**
 * The vertex stage with its gl_Layer / gl_ViewportIndex turned into `forwarded` ? flat varyings : private globals
 * (see the header). Unchanged when it writes neither.
 */
export function lowerVertexLayerWrites(essl: string, forwarded: boolean): string {
  const writes = vertexLayerWrites(essl);
  let out = essl;
  const decls: string[] = [];
  for (const [builtin, name, written] of [['gl_Layer', VERTEX_LAYER_VARYING, writes.layer], ['gl_ViewportIndex', VERTEX_VIEWPORT_VARYING, writes.viewportIndex]] as const) {
    if (!written) continue;
    out = out.replace(new RegExp(`\\b${builtin}\\b`, 'g'), name);
    // The vertex stage's value when it writes none on some path: 0, what the geometry stage reads then.
    decls.push(forwarded ? `flat out highp int ${name};` : `highp int ${name} = 0;`);
  }
  if (decls.length === 0) return essl;
  if (forwarded) {
    const main = /\bvoid\s+main\s*\(\s*\)\s*\{/.exec(out);
    if (main !== null) {
      const at = main.index + main[0].length;
      const zero = decls.map((d) => `\n    ${/(\w+);$/.exec(d)![1]} = 0;`).join('');
      out = `${out.slice(0, at)}${zero}${out.slice(at)}`;
    }
  }
  return insertDeclarations(out, decls.join('\n'));
}

const QUALIFIERS = '(?:(?:flat|smooth|noperspective|centroid|sample|invariant|precise|highp|mediump|lowp)\\s+)*';
/** `layout(location = 0) flat out highp vec4 name[2];` (the precision, where written, after `out`). */
const PLAIN_OUTPUT = new RegExp(`^(layout\\([^)]*\\)\\s+)?(${QUALIFIERS})out\\s+((?:(?:highp|mediump|lowp)\\s+)?\\w+)\\s+(\\w+)((?:\\s*\\[\\d+\\])*)\\s*;\\s*$`, 'gm');
/** `layout(location = 1) out Block\n{\n    vec2 a;\n} name;` */
const BLOCK_OUTPUT = new RegExp(`^(layout\\([^)]*\\)\\s+)?(${QUALIFIERS})out\\s+(\\w+)\\s*\\{([^}]*)\\}\\s*(\\w+)((?:\\s*\\[\\d+\\])*)\\s*;`, 'gm');
const STRUCT = /^struct\s+\w+\s*\{[^}]*\};/gm;
const CLIP_ARRAY = /^out\s+(?:highp\s+)?float\s+(gl_(?:Clip|Cull)Distance)\s*\[(\d+)\]\s*;/gm;

/** Inputs take no `invariant` in ESSL (input-invariance.ts), and `precise` is for outputs. */
function inputQualifiers(q: string): string {
  return q.replace(/\b(?:invariant|precise)\s+/g, '');
}

/**
 * The pass-through geometry stage for `vertexEssl` (the vertex stage's driver ESSL after lowerVertexLayerWrites
 * with `forwarded`) and primitive class `input`. gl_ViewportIndex is written natively here; the program's viewport
 * lowerings (viewport-index-lowering.ts) then apply to it as to any geometry stage.
 */
export function passthroughGeometry(vertexEssl: string, input: GeometryInput): string {
  const { layout, out, vertices, provoking, flatFromProvoking } = INPUTS[input];
  const decls: string[] = [...vertexEssl.matchAll(STRUCT)].map((m) => m[0]);
  const copies: ((v: number) => string)[] = [(v) => `gl_Position = gl_in[${v}].gl_Position;`, () => 'gl_PrimitiveID = gl_PrimitiveIDIn;'];
  // The input vertex a flat output of emitted vertex `v` is copied from.
  const flatFrom = (flat: boolean, v: number) => (flat && flatFromProvoking ? provoking : v);
  let n = 0;
  for (const m of vertexEssl.matchAll(PLAIN_OUTPUT)) {
    const [, loc = '', qualifiers, type, name, dims] = m;
    if (name.startsWith('gl_') || name === VERTEX_LAYER_VARYING || name === VERTEX_VIEWPORT_VARYING) continue;
    const i = n++;
    decls.push(`${loc}${inputQualifiers(qualifiers)}in ${type} _mgpIn${i}[]${dims};`, `${loc}${qualifiers}out ${type} ${name}${dims};`);
    const flat = /\bflat\b/.test(qualifiers);
    copies.push((v) => `${name} = _mgpIn${i}[${flatFrom(flat, v)}];`);
  }
  for (const m of vertexEssl.matchAll(BLOCK_OUTPUT)) {
    const [, loc = '', qualifiers, block, body, instance, dims] = m;
    if (block === 'gl_PerVertex') continue;
    const i = n++;
    // An array of blocks would be an array of arrays of blocks as an input, which ESSL does not have ("arrays of
    // arrays interface blocks are not allowed"): declared so, the driver refuses the stage and the build is logged.
    decls.push(`${loc}${inputQualifiers(qualifiers)}in ${block}\n{${body}} _mgpIn${i}[]${dims};`, `${loc}${qualifiers}out ${block}\n{${body}} ${instance}${dims};`);
    // A member is flat when the block or its own declaration says so.
    const blockFlat = /\bflat\b/.test(qualifiers);
    const members = body.split(';').map((d) => ({ name: /(\w+)\s*(?:\[\d*\]\s*)*$/.exec(d.trim())?.[1], flat: blockFlat || /\bflat\b/.test(d) }))
      .filter((x): x is { name: string; flat: boolean } => x.name !== undefined);
    for (const member of members) copies.push((v) => `${instance}.${member.name} = _mgpIn${i}[${flatFrom(member.flat, v)}].${member.name};`);
  }
  for (const m of vertexEssl.matchAll(CLIP_ARRAY)) {
    const [, builtin, size] = m;
    decls.push(`out highp float ${builtin}[${size}];`);
    for (let k = 0; k < Number(size); k++) copies.push((v) => `${builtin}[${k}] = gl_in[${v}].${builtin}[${k}];`);
  }
  // gl_PointSize exists in the geometry stage only with the point-size extension (point-size-lowering.ts enables
  // it, guarded by the macro, on the geometry stage of a program whose point size is lowered).
  copies.push((v) => `#ifdef MGP_POINT_SIZE_\ngl_PointSize = gl_in[${v}].gl_PointSize;\n#endif`);
  if (vertexEssl.includes(`out highp int ${VERTEX_LAYER_VARYING};`)) {
    decls.push(`flat in highp int ${VERTEX_LAYER_VARYING}[];`);
    copies.push(() => `gl_Layer = ${VERTEX_LAYER_VARYING}[${provoking}];`);
  }
  if (vertexEssl.includes(`out highp int ${VERTEX_VIEWPORT_VARYING};`)) {
    decls.push(`flat in highp int ${VERTEX_VIEWPORT_VARYING}[];`);
    copies.push(() => `gl_ViewportIndex = ${VERTEX_VIEWPORT_VARYING}[${provoking}];`);
  }
  // Preprocessor lines stay unindented.
  const statements = (v: number) => copies.flatMap((c) => c(v).split('\n')).map((l) => (l.startsWith('#') ? l : `        ${l}`));
  const body = vertices.flatMap((v) => ['    {', ...statements(v), '        EmitVertex();', '    }']);
  return [
    '#version 320 es',
    `layout(${layout}) in;`,
    `layout(${out}, max_vertices = ${vertices.length}) out;`,
    ...decls,
    'void main()',
    '{',
    ...body,
    '}',
    '',
  ].join('\n');
}
