// The viewport-array replay (Capabilities.viewportArray false: no OES_viewport_array). A program whose geometry
// stage writes gl_ViewportIndex was built with ViewportIndexLowering.Replay (gles-program
// viewport-index-lowering.ts): its fragment stage discards unless bit gl_ViewportIndex of `_mgpViewportMask` is
// set. The draw is issued once per group of viewport indices whose viewport, depth range, scissor box and scissor
// enable are equal — all 16 indices, so an index the geometry stage picks is always drawn — with that state
// applied through the non-indexed calls and the group's mask; then index 0's state is restored (the mirror's synced
// copy says index 0). An application that set only glViewport / glScissor has one group: one pass, no extra cost
// but the uniform. While transform feedback captures (or the rasterizer discards) the draw is issued once with
// every index allowed and index 0's state: captures are not repeated, and primitives go through viewport 0.
import type { RenderStateParameters } from '@mgpipe/value-types';
import { GL, MAX_VIEWPORTS, RenderStateCap, RS } from '@mgpipe/value-types';
import type { GlesDevice } from '../device.ts';

const ALL = (1 << MAX_VIEWPORTS) - 1;

export class ViewportReplay {
  /** Per group: its first index and the mask of its indices (preallocated: no allocation per draw). */
  private readonly first = new Int32Array(MAX_VIEWPORTS);
  private readonly mask = new Int32Array(MAX_VIEWPORTS);
  /** How many groups the last draw had (tests, stats). */
  lastPasses = 0;

  constructor(private readonly dev: GlesDevice) {}

  /** Groups the indices; returns the number of passes. Pass g: `first(g)`'s state, mask `maskOf(g)`. */
  group(params: RenderStateParameters, once: boolean): number {
    if (once) {
      this.first[0] = 0;
      this.mask[0] = ALL;
      return (this.lastPasses = 1);
    }
    let groups = 0;
    for (let i = 0; i < MAX_VIEWPORTS; i++) {
      let g = 0;
      while (g < groups && !sameState(params, this.first[g], i)) g++;
      if (g === groups) {
        this.first[groups] = i;
        this.mask[groups] = 0;
        groups++;
      }
      this.mask[g] |= 1 << i;
    }
    return (this.lastPasses = groups);
  }

  /** Applies pass g's viewport state and mask (the replayed program is current). */
  apply(g: number, maskLocation: number, once: boolean): void {
    const dev = this.dev;
    if (!once) {
      const i = this.first[g];
      const mirror = dev.mirror;
      mirror.applyViewport(i);
      mirror.applyDepthRange(i);
      mirror.applyScissor(i);
      if (mirror.scissorEnabled(i)) dev.gl.glEnable(GL.SCISSOR_TEST);
      else dev.gl.glDisable(GL.SCISSOR_TEST);
    }
    dev.gl.glUniform1i(maskLocation, this.mask[g]);
  }

  /** After the passes: index 0's state, which the mirror's synced copy holds. */
  finish(once: boolean): void {
    if (!once) this.dev.mirror.restoreIndexZero();
    this.dev.lowered('viewport-array-replay');
  }
}

/** Whether viewport indices a and b have the same viewport, depth range, scissor box and scissor enable. */
function sameState(p: RenderStateParameters, a: number, b: number): boolean {
  for (let k = 0; k < 4; k++) if (p.get(RS.viewport, 4 * a + k) !== p.get(RS.viewport, 4 * b + k)) return false;
  for (let k = 0; k < 2; k++) if (p.get(RS.depthRange, 2 * a + k) !== p.get(RS.depthRange, 2 * b + k)) return false;
  for (let k = 0; k < 4; k++) if (p.get(RS.scissorBox, 4 * a + k) !== p.get(RS.scissorBox, 4 * b + k)) return false;
  return p.getCap(RenderStateCap.ScissorTest0 + a) === p.getCap(RenderStateCap.ScissorTest0 + b);
}
