// Locations on arrays of interface blocks between non-arrayed interfaces (GL 4.5 §7.4.1: a block array's elements
// take consecutive locations from the block's). SPIRV-Cross writes the location the desktop link assigned,
// `layout(location = 6) out Blk { … } inst[3];`, and Mesa's GLES compiler refuses any location on a block declared as
// an array ("explicit member locations are not allowed in blocks declared as arrays"; piglit's glsl-1.50
// interface-blocks-complex-vs-fs). Such a block matches by its block name (ESSL 3.20 §4.3.9, and the front end's link
// has matched it already), so the location is dropped on both sides: the outputs of the vertex, tessellation
// evaluation and geometry stages and the inputs of the fragment stage. Per-vertex arrays (tessellation and geometry
// inputs, tessellation control outputs) are the arrayed interfaces ESSL allows a location on and are left alone.

const BLOCK_ARRAY = /^layout\(location = \d+\) (in|out) (\w+)\n\{\n[^{}]*\n\} \w+\[\d+\](?:\[\d+\])*;$/gm;

/** The stage's ESSL with locations taken off its non-arrayed-interface block arrays (see the header). */
export function dropBlockArrayLocations(essl: string, stage: string): string {
  const direction = stage === 'fragment' ? 'in' : stage === 'vertex' || stage === 'tessEvaluation' || stage === 'geometry' ? 'out' : null;
  if (direction === null) return essl;
  return essl.replace(BLOCK_ARRAY, (decl, storage: string) => (storage === direction ? decl.replace(/^layout\(location = \d+\) /, '') : decl));
}
