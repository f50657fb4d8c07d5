// Viewports, scissor boxes and depth ranges (GL 4.5 §13.6.1, §14.9.2: all indexed by viewport; the
// non-indexed forms set every viewport), clear values (§17.4.3), patch parameters (§10.1.15).
import type { GLFunctions } from '@mgpipe/gl-api';
import { GL, MAX_VIEWPORTS } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { MAX_PATCH_VERTICES, VIEWPORT_BOUNDS_MAX, VIEWPORT_BOUNDS_MIN, clamp01 } from './a-common.ts';

export function maxViewportDim(fe: FrontEnd): number {
  return Math.max(fe.caps.maxTextureSize, fe.caps.maxRenderbufferSize);
}

export function viewportStateEntryPoints(fe: FrontEnd) {
  const st = fe.state;
  const rs = st.renderState;
  const maxDim = maxViewportDim(fe);
  const viewportCount = Math.min(fe.caps.maxViewports, MAX_VIEWPORTS);

  /** Viewport bounds are clamped to VIEWPORT_BOUNDS_RANGE and MAX_VIEWPORT_DIMS (§13.6.1). */
  function setViewport(index: number, x: number, y: number, w: number, h: number): void {
    const cx = x < VIEWPORT_BOUNDS_MIN ? VIEWPORT_BOUNDS_MIN : x > VIEWPORT_BOUNDS_MAX ? VIEWPORT_BOUNDS_MAX : x;
    const cy = y < VIEWPORT_BOUNDS_MIN ? VIEWPORT_BOUNDS_MIN : y > VIEWPORT_BOUNDS_MAX ? VIEWPORT_BOUNDS_MAX : y;
    rs.SetViewport(index, cx, cy, Math.min(w, maxDim), Math.min(h, maxDim));
  }
  function indexOk(fn: string, index: number): boolean {
    if (index >= 0 && index < viewportCount) return true;
    fe.error(GL.INVALID_VALUE, `${fn}: index ${index} >= MAX_VIEWPORTS`);
    return false;
  }
  function rangeOk(fn: string, first: number, count: number): boolean {
    if (first >= 0 && first + count <= viewportCount) return true;
    fe.error(GL.INVALID_VALUE, `${fn}: first + count > MAX_VIEWPORTS`);
    return false;
  }
  function sizesOk(fn: string, v: ArrayLike<number>, first: number, count: number): boolean {
    for (let i = first; i < first + count; i++) {
      if (v[i * 4 + 2] < 0 || v[i * 4 + 3] < 0) {
        fe.error(GL.INVALID_VALUE, `${fn}: negative width or height`);
        return false;
      }
    }
    return true;
  }

  return {
    viewport(x: number, y: number, width: number, height: number): void {
      if (width < 0 || height < 0) return fe.error(GL.INVALID_VALUE, 'viewport: negative width or height');
      for (let i = 0; i < viewportCount; i++) setViewport(i, x | 0, y | 0, width | 0, height | 0);
    },
    viewportIndexedf(index: number, x: number, y: number, w: number, h: number): void {
      if (!indexOk('viewportIndexedf', index)) return;
      if (w < 0 || h < 0) return fe.error(GL.INVALID_VALUE, 'viewportIndexedf: negative width or height');
      setViewport(index, x, y, w, h);
    },
    viewportIndexedfv(index: number, v: ArrayLike<number>): void {
      if (!indexOk('viewportIndexedfv', index)) return;
      if (v.length < 4) return fe.error(GL.INVALID_VALUE, 'viewportIndexedfv: needs 4 values');
      if (v[2] < 0 || v[3] < 0) return fe.error(GL.INVALID_VALUE, 'viewportIndexedfv: negative width or height');
      setViewport(index, v[0], v[1], v[2], v[3]);
    },
    viewportArrayv(first: number, v: ArrayLike<number>): void {
      const count = v.length >> 2;
      if (!rangeOk('viewportArrayv', first, count) || !sizesOk('viewportArrayv', v, 0, count)) return;
      for (let i = 0; i < count; i++) setViewport(first + i, v[i * 4], v[i * 4 + 1], v[i * 4 + 2], v[i * 4 + 3]);
    },

    scissor(x: number, y: number, width: number, height: number): void {
      if (width < 0 || height < 0) return fe.error(GL.INVALID_VALUE, 'scissor: negative width or height');
      for (let i = 0; i < viewportCount; i++) rs.SetScissorBox(i, x, y, width, height);
    },
    scissorIndexed(index: number, left: number, bottom: number, width: number, height: number): void {
      if (!indexOk('scissorIndexed', index)) return;
      if (width < 0 || height < 0) return fe.error(GL.INVALID_VALUE, 'scissorIndexed: negative width or height');
      rs.SetScissorBox(index, left, bottom, width, height);
    },
    scissorIndexedv(index: number, v: ArrayLike<number>): void {
      if (!indexOk('scissorIndexedv', index)) return;
      if (v.length < 4) return fe.error(GL.INVALID_VALUE, 'scissorIndexedv: needs 4 values');
      if (v[2] < 0 || v[3] < 0) return fe.error(GL.INVALID_VALUE, 'scissorIndexedv: negative width or height');
      rs.SetScissorBox(index, v[0], v[1], v[2], v[3]);
    },
    scissorArrayv(first: number, v: ArrayLike<number>): void {
      const count = v.length >> 2;
      if (!rangeOk('scissorArrayv', first, count) || !sizesOk('scissorArrayv', v, 0, count)) return;
      for (let i = 0; i < count; i++) rs.SetScissorBox(first + i, v[i * 4], v[i * 4 + 1], v[i * 4 + 2], v[i * 4 + 3]);
    },

    // Depth range values are clamped to [0, 1] when specified (§13.6.1).
    depthRange(n: number, f: number): void {
      for (let i = 0; i < viewportCount; i++) rs.SetDepthRange(i, clamp01(n), clamp01(f));
    },
    depthRangef(n: number, f: number): void {
      for (let i = 0; i < viewportCount; i++) rs.SetDepthRange(i, clamp01(n), clamp01(f));
    },
    depthRangeIndexed(index: number, n: number, f: number): void {
      if (indexOk('depthRangeIndexed', index)) rs.SetDepthRange(index, clamp01(n), clamp01(f));
    },
    depthRangeArrayv(first: number, v: ArrayLike<number>): void {
      const count = v.length >> 1;
      if (!rangeOk('depthRangeArrayv', first, count)) return;
      for (let i = 0; i < count; i++) rs.SetDepthRange(first + i, clamp01(v[i * 2]), clamp01(v[i * 2 + 1]));
    },

    // GL 4.5 §17.4.3: the clear color is not clamped when specified; depth is clamped to [0, 1].
    clearColor(r: number, g: number, b: number, a: number): void { rs.SetClearColor(r, g, b, a); },
    clearDepth(depth: number): void { rs.SetClearDepth(clamp01(depth)); },
    clearDepthf(d: number): void { rs.SetClearDepth(clamp01(d)); },
    clearStencil(s: number): void { rs.SetClearStencil(s | 0); },

    patchParameteri(pname: number, value: number): void {
      if (pname !== GL.PATCH_VERTICES) return fe.error(GL.INVALID_ENUM, `patchParameteri: invalid pname 0x${pname.toString(16)}`);
      if (value <= 0 || value > MAX_PATCH_VERTICES) return fe.error(GL.INVALID_VALUE, `patchParameteri: ${value} is outside [1, MAX_PATCH_VERTICES]`);
      st.SetPatchVertices(value);
    },
    patchParameterfv(pname: number, values: ArrayLike<number>): void {
      const outer = pname === GL.PATCH_DEFAULT_OUTER_LEVEL;
      if (!outer && pname !== GL.PATCH_DEFAULT_INNER_LEVEL) return fe.error(GL.INVALID_ENUM, `patchParameterfv: invalid pname 0x${pname.toString(16)}`);
      if (values.length < (outer ? 4 : 2)) return fe.error(GL.INVALID_VALUE, `patchParameterfv: needs ${outer ? 4 : 2} values`);
      st.SetPatchDefaultLevels(outer, values);
    },
  } satisfies Partial<GLFunctions>;
}
