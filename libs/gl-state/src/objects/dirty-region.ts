// DirtyRegion: the client-side rect model of texels written since the last emission (§6 texture
// subdata). glTexSubImage* does not push; it accumulates here, and at the next validate/flush point
// the tracker emits ONE resource_subdata carrying the union box and the rect list, then clears the
// region once the applier accepted it (dirty ownership inversion). Up to MAX_DIRTY_RECTS rects are
// kept; past that the region degrades to its union box (still covers every texel, uploads the gaps).

export const MAX_DIRTY_RECTS = 96;

export class DirtyRegion {
  /** Union box, half-open: [x0,x1) × [y0,y1) × [z0,z1). Empty when x0 >= x1. */
  x0 = 0;
  y0 = 0;
  z0 = 0;
  x1 = 0;
  y1 = 0;
  z1 = 0;
  /** Number of rects in `rects`, or -1 when the list overflowed and only the box is meaningful. */
  rectCount = 0;
  /** x, y, z, w, h, d per rect. Allocated once per image, on its first dirty mark. */
  readonly rects = new Int32Array(MAX_DIRTY_RECTS * 6);

  get isEmpty(): boolean {
    return this.x0 >= this.x1;
  }

  MarkRect(x: number, y: number, z: number, w: number, h: number, d: number): void {
    if (w <= 0 || h <= 0 || d <= 0) return;
    if (this.isEmpty) {
      this.x0 = x; this.y0 = y; this.z0 = z;
      this.x1 = x + w; this.y1 = y + h; this.z1 = z + d;
    } else {
      this.x0 = Math.min(this.x0, x); this.y0 = Math.min(this.y0, y); this.z0 = Math.min(this.z0, z);
      this.x1 = Math.max(this.x1, x + w); this.y1 = Math.max(this.y1, y + h); this.z1 = Math.max(this.z1, z + d);
    }
    if (this.rectCount < 0) return;
    if (this.rectCount === MAX_DIRTY_RECTS) {
      this.rectCount = -1;
      return;
    }
    const i = this.rectCount * 6;
    this.rects[i] = x; this.rects[i + 1] = y; this.rects[i + 2] = z;
    this.rects[i + 3] = w; this.rects[i + 4] = h; this.rects[i + 5] = d;
    this.rectCount++;
  }

  /** Called by the emitter after the applier accepted the region. */
  Clear(): void {
    this.x0 = this.y0 = this.z0 = this.x1 = this.y1 = this.z1 = 0;
    this.rectCount = 0;
  }
}
