// PendingUploads: the applier's accepted-but-not-uploaded texture shapes (seeds 000/002 §6, MGPipeResourceRecord::
// PendingUploads). The client clears its dirty flags when the applier ACCEPTS a resource_subdata; the backend's upload
// loop has early-return arms (incomplete texture, multisample targets only refresh), so an accepted shape is kept here
// per (uploadTarget, level) and consumed only where the backend really uploads: any number of bails loses no texels.
//
// Accumulation keeps the client's rect model: union boxes are joined and rect lists concatenated; when either side has
// only a box, or the list would pass MAX_PENDING_UPLOAD_REGIONS, the entry degrades to its box (it still covers every
// texel, it only uploads the gaps too).
//
// Respecify discards only what it replaces: a whole-resource redefinition clears all, a named level clears that
// level, a metadata-only change clears nothing (the caller simply does not call a discard).
//
// Server-side: holds plain numbers only, never a front-end object. Storage is preallocated per entry so accepting a
// shape on the hot path does not allocate once an entry exists.

import type { RegionView } from '@mgpipe/value-types';

/** kMGPipeMaxPendingUploadRegions: the client's own cap (DirtyRegion's MAX_DIRTY_RECTS). */
export const MAX_PENDING_UPLOAD_REGIONS = 96;

/** One rect of a shape: x, y, z, w, h, d. */
export interface UploadRect {
  x: number; y: number; z: number; w: number; h: number; d: number;
}

/** One (uploadTarget, level) entry, as a RegionView: `rectCount` -1 = box only. */
export class PendingUpload implements RegionView {
  x0 = 0; y0 = 0; z0 = 0; x1 = 0; y1 = 0; z1 = 0;
  rectCount = 0;
  readonly rects = new Int32Array(MAX_PENDING_UPLOAD_REGIONS * 6);
  live = false;

  get boxOnly(): boolean {
    return this.rectCount < 0;
  }
}

export class PendingUploads {
  /** Keyed by uploadTarget * 32 + level (levels < 32, GL_MAX_TEXTURE_SIZE 2^31 at most). */
  private readonly entries = new Map<number, PendingUpload>();

  private static key(uploadTarget: number, level: number): number {
    return uploadTarget * 32 + level;
  }

  /** Pending entries (tests, counters). */
  get size(): number {
    let n = 0;
    for (const e of this.entries.values()) if (e.live) n++;
    return n;
  }

  get(uploadTarget: number, level: number): PendingUpload | null {
    const e = this.entries.get(PendingUploads.key(uploadTarget, level));
    return e !== undefined && e.live ? e : null;
  }

  /**
   * The applier accepted a shape: `box` is the union box, `regions` the rect list (null = the client sent only a box).
   * Joins it into the pending entry of (uploadTarget, level).
   */
  accept(uploadTarget: number, level: number, box: UploadRect, regions: readonly UploadRect[] | null): void {
    if (box.w <= 0 || box.h <= 0 || box.d <= 0) return;
    const k = PendingUploads.key(uploadTarget, level);
    let e = this.entries.get(k);
    if (e === undefined) {
      e = new PendingUpload();
      this.entries.set(k, e);
    }
    if (!e.live) {
      e.live = true;
      e.x0 = box.x; e.y0 = box.y; e.z0 = box.z;
      e.x1 = box.x + box.w; e.y1 = box.y + box.h; e.z1 = box.z + box.d;
      e.rectCount = 0;
    } else {
      e.x0 = Math.min(e.x0, box.x); e.y0 = Math.min(e.y0, box.y); e.z0 = Math.min(e.z0, box.z);
      e.x1 = Math.max(e.x1, box.x + box.w); e.y1 = Math.max(e.y1, box.y + box.h); e.z1 = Math.max(e.z1, box.z + box.d);
    }
    if (e.rectCount < 0) return;
    if (regions === null || regions.length === 0 || e.rectCount + regions.length > MAX_PENDING_UPLOAD_REGIONS) {
      e.rectCount = -1;
      return;
    }
    for (let i = 0; i < regions.length; i++) {
      const r = regions[i]!;
      const o = (e.rectCount + i) * 6;
      e.rects[o] = r.x; e.rects[o + 1] = r.y; e.rects[o + 2] = r.z;
      e.rects[o + 3] = r.w; e.rects[o + 4] = r.h; e.rects[o + 5] = r.d;
    }
    e.rectCount += regions.length;
  }

  /**
   * The backend really uploads (uploadTarget, level): hands the entry to `upload` and clears it. A backend that bails
   * does not call this, so the entry stays for the next sync. Returns whether there was anything to upload.
   */
  consume(uploadTarget: number, level: number, upload: (e: PendingUpload) => void): boolean {
    const e = this.get(uploadTarget, level);
    if (e === null) return false;
    upload(e);
    e.live = false;
    return true;
  }

  /** resource_respecify naming one level: that level's texels are replaced, its pending shape with them. */
  discardLevel(uploadTarget: number, level: number): void {
    const e = this.entries.get(PendingUploads.key(uploadTarget, level));
    if (e !== undefined) e.live = false;
  }

  /** Whole-resource redefinition (or destroy): nothing pending survives. */
  discardAll(): void {
    for (const e of this.entries.values()) e.live = false;
  }
}
