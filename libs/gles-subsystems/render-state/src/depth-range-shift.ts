// POLYGON_OFFSET_LINE for triangles the draw path lowered to edges (polygon mode LINE without NV_polygon_mode):
// GLES offsets filled polygons only, so the units term moves the depth range instead. Render state of the
// draw, so it lives with the mirror, which re-applies the real ranges at its next sync (the caller invalidates
// RS.depthRange after the draw).
import type { Capabilities } from '@mgpipe/gles-core';
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { MAX_VIEWPORTS, RS, type RenderStateParameters } from '@mgpipe/value-types';

/** Minimum resolvable depth difference of a 24-bit depth buffer (polygon offset's unit, GL 4.5 §14.6.5). */
export const DEPTH_MRD = 1 / 0xffffff;
const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/**
 * Window depth + o is depth range (n + o, f + o) (clamped to [0, 1] by GLES, which shrinks the offset near
 * 0 / 1). The factor term needs the polygon's window-space slope, which the CPU does not have: ignored.
 */
export function shiftDepthRange(gl: GLEntryPoints, caps: Capabilities, params: RenderStateParameters, o: number): void {
  if (!caps.viewportArray) {
    gl.glDepthRangef(clamp01(params.get(RS.depthRange, 0) + o), clamp01(params.get(RS.depthRange, 1) + o));
    return;
  }
  for (let v = 0; v < MAX_VIEWPORTS; v++) {
    gl.glDepthRangeIndexedfOES(v, clamp01(params.get(RS.depthRange, 2 * v) + o), clamp01(params.get(RS.depthRange, 2 * v + 1) + o));
  }
}
