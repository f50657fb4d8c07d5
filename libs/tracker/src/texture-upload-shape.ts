// TextureUploadShape: the client's upload shape for one (texture, target, level) (seeds 000/002 §6, §4.5.6).
// glTexSubImage* does not push; its writes accumulate in the image's DirtyRegion (gl-state). At the next validate /
// flush point the tracker fills ONE resource_subdata from that region: the union box AND the rect list, each rect with
// an explicit source offset and strides into the level shadow (sourceIsVerbatimLevelShadow replaces the monolith's
// uploadData == mipData pointer test). The server picks the upload shape; the client only decides to send box-only
// when the list overflowed the 96-rect cap or when the rects cover most of the union anyway
// (summedArea * 4 >= unionArea * 3): then one box upload costs less than many rect uploads for few gap texels.
//
// The payload and its 96 regions are allocated once; fill() does not allocate.
import { kNullHandle, type MGPipeHandle, type MGPSubRegion, type ResourceSubdataPayload } from '@mgpipe/pipe-types';
import type { RegionView } from '@mgpipe/value-types';


/** DirtyRegion's MAX_DIRTY_RECTS; a longer list never reaches the shape. */
export const MAX_UPLOAD_REGIONS = 96;

/** The level shadow's layout: tight rows of `width` texels of `bytesPerTexel`, `height` rows per slice. */
export interface LevelShadowLayout {
  readonly width: number;
  readonly height: number;
  readonly bytesPerTexel: number;
}

export class TextureUploadShape {
  private readonly pool: MGPSubRegion[] = Array.from({ length: MAX_UPLOAD_REGIONS }, () => ({
    x: 0, y: 0, z: 0, w: 0, h: 0, d: 0, srcOffset: 0n, srcRowStride: 0, srcSliceStride: 0,
  }));
  private readonly list: MGPSubRegion[] = [];
  readonly payload: ResourceSubdataPayload = {
    res: kNullHandle, unionBox: { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0 }, target: 0, level: 0,
    sourceIsVerbatimLevelShadow: true, regions: this.list, data: new Uint8Array(0),
  };

  /**
   * Fills the payload from `region` (not empty) over the level shadow `data`. Returns false (payload untouched) when
   * the region is empty: there is nothing to send.
   */
  fill(res: MGPipeHandle, target: number, level: number, region: RegionView, layout: LevelShadowLayout, data: Uint8Array): boolean {
    if (region.x0 >= region.x1) return false;
    const p = this.payload;
    p.res = res;
    p.target = target;
    p.level = level;
    p.sourceIsVerbatimLevelShadow = true;
    p.data = data;
    const b = p.unionBox;
    b.x = region.x0; b.y = region.y0; b.z = region.z0;
    b.w = region.x1 - region.x0; b.h = region.y1 - region.y0; b.d = region.z1 - region.z0;
    const list = this.list;
    list.length = 0;
    const n = region.rectCount;
    if (n <= 0 || n > MAX_UPLOAD_REGIONS || boxCoversEnough(region)) return true;
    const rowStride = layout.width * layout.bytesPerTexel;
    const sliceStride = rowStride * layout.height;
    const rects = region.rects;
    for (let r = 0; r < n; r++) {
      const i = r * 6;
      const s = this.pool[r]!;
      s.x = rects[i]!; s.y = rects[i + 1]!; s.z = rects[i + 2]!;
      s.w = rects[i + 3]!; s.h = rects[i + 4]!; s.d = rects[i + 5]!;
      s.srcOffset = BigInt(s.z * sliceStride + s.y * rowStride + s.x * layout.bytesPerTexel);
      s.srcRowStride = rowStride;
      s.srcSliceStride = sliceStride;
      list.push(s);
    }
    return true;
  }
}

/** summedArea * 4 >= unionArea * 3: the rects cover at least three quarters of the union (overlaps counted twice). */
function boxCoversEnough(region: RegionView): boolean {
  const unionArea = (region.x1 - region.x0) * (region.y1 - region.y0) * (region.z1 - region.z0);
  let summed = 0;
  const rects = region.rects;
  for (let r = 0; r < region.rectCount; r++) {
    const i = r * 6;
    summed += rects[i + 3]! * rects[i + 4]! * rects[i + 5]!;
  }
  return summed * 4 >= unionArea * 3;
}
