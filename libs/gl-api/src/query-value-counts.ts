// How many values a state query returns for a pname, where it is not one (GL 4.5 core, tables 23.x).
// The GL interface returns exactly that many numbers; both implementations read this one table.
import { GL } from '@mgpipe/value-types';

const FOUR = [
  GL.VIEWPORT, GL.SCISSOR_BOX, GL.COLOR_CLEAR_VALUE, GL.COLOR_WRITEMASK, GL.BLEND_COLOR,
  GL.TEXTURE_BORDER_COLOR, GL.TEXTURE_SWIZZLE_RGBA, GL.CURRENT_VERTEX_ATTRIB, GL.PATCH_DEFAULT_OUTER_LEVEL,
];
const TWO = [
  GL.DEPTH_RANGE, GL.MAX_VIEWPORT_DIMS, GL.ALIASED_LINE_WIDTH_RANGE, GL.SMOOTH_LINE_WIDTH_RANGE,
  GL.POINT_SIZE_RANGE, GL.VIEWPORT_BOUNDS_RANGE, GL.POLYGON_MODE, GL.SAMPLE_POSITION, GL.PATCH_DEFAULT_INNER_LEVEL,
];
const THREE = [GL.COMPUTE_WORK_GROUP_SIZE, GL.MAX_COMPUTE_WORK_GROUP_COUNT, GL.MAX_COMPUTE_WORK_GROUP_SIZE];

const FIXED = new Map<number, number>([
  ...FOUR.map((p) => [p, 4] as [number, number]),
  ...TWO.map((p) => [p, 2] as [number, number]),
  ...THREE.map((p) => [p, 3] as [number, number]),
]);

/** pnames whose value count is another query's answer: list pname → count pname. */
export const COUNTED_LIST_PNAMES: ReadonlyMap<number, number> = new Map([
  [GL.COMPRESSED_TEXTURE_FORMATS, GL.NUM_COMPRESSED_TEXTURE_FORMATS],
  [GL.PROGRAM_BINARY_FORMATS, GL.NUM_PROGRAM_BINARY_FORMATS],
  [GL.SHADER_BINARY_FORMATS, GL.NUM_SHADER_BINARY_FORMATS],
]);

/**
 * pnames of per-object queries whose value count is the same object's answer to another pname of the same query:
 * list pname → count pname (getActiveUniformBlockiv(p, b, UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES) returns
 * UNIFORM_BLOCK_ACTIVE_UNIFORMS values). A driver writes that many: an output sized otherwise is overrun.
 */
export const OBJECT_COUNTED_LIST_PNAMES: ReadonlyMap<number, number> = new Map([
  [GL.UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES, GL.UNIFORM_BLOCK_ACTIVE_UNIFORMS],
  [GL.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTER_INDICES, GL.ATOMIC_COUNTER_BUFFER_ACTIVE_ATOMIC_COUNTERS],
]);

/**
 * Program-resource properties whose value is a list (GL 4.5 §7.3.1.1, table 7.2): list property → the property
 * giving its length for the same resource. Mesa writes a whole list once it has begun one, past bufSize, so an
 * output for getProgramResourceiv must be sized from these counts.
 */
export const RESOURCE_LIST_PROPS: ReadonlyMap<number, number> = new Map([
  [GL.ACTIVE_VARIABLES, GL.NUM_ACTIVE_VARIABLES],
  [GL.COMPATIBLE_SUBROUTINES, GL.NUM_COMPATIBLE_SUBROUTINES],
]);

/**
 * Values returned for `pname` by an indexed or plain state query. Indexed queries of a per-index vector
 * (getIntegeri_v(VIEWPORT, i)) have the same count as the plain form; MAX_COMPUTE_WORK_GROUP_* are
 * queried per index and so return one value there.
 */
export function queryValueCount(pname: number, indexed = false): number {
  if (indexed && (pname === GL.MAX_COMPUTE_WORK_GROUP_COUNT || pname === GL.MAX_COMPUTE_WORK_GROUP_SIZE)) return 1;
  return FIXED.get(pname) ?? 1;
}
