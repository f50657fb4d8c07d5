import { describe, expect, it } from 'vitest';
import { DirtyRegion, MAX_DIRTY_RECTS } from '@mgpipe/gl-state';
import { kNullHandle } from '@mgpipe/pipe-types';
import { MAX_UPLOAD_REGIONS, TextureUploadShape } from '../src/index.ts';

const layout = { width: 16, height: 8, bytesPerTexel: 4 };
const data = new Uint8Array(16 * 8 * 2 * 4);

describe('TextureUploadShape (seeds §6: one resource_subdata per (target, level), box + regions)', () => {
  it('an empty region sends nothing', () => {
    expect(new TextureUploadShape().fill(kNullHandle, 0x0de1, 0, new DirtyRegion(), layout, data)).toBe(false);
  });

  it('sparse rects: union box and every rect with explicit offset and strides into the verbatim level shadow', () => {
    const r = new DirtyRegion();
    r.MarkRect(1, 2, 0, 2, 2, 1);
    r.MarkRect(12, 5, 1, 3, 1, 1);
    const s = new TextureUploadShape();
    expect(s.fill(kNullHandle, 0x806f, 3, r, layout, data)).toBe(true);
    const p = s.payload;
    expect([p.target, p.level, p.sourceIsVerbatimLevelShadow, p.data]).toEqual([0x806f, 3, true, data]);
    expect(p.unionBox).toEqual({ x: 1, y: 2, z: 0, w: 14, h: 4, d: 2 });
    // row stride 16*4 = 64, slice stride 64*8 = 512; offsets (2*16+1)*4 = 132 and 512 + (5*16+12)*4 = 880
    expect(p.regions.map((g) => [g.x, g.y, g.z, g.w, g.h, g.d, Number(g.srcOffset), g.srcRowStride, g.srcSliceStride])).toEqual([
      [1, 2, 0, 2, 2, 1, 132, 64, 512], [12, 5, 1, 3, 1, 1, 880, 64, 512],
    ]);
  });

  it('summedArea*4 >= unionArea*3 sends box only; just under keeps the list', () => {
    const r = new DirtyRegion();
    r.MarkRect(0, 0, 0, 4, 2, 1);
    r.MarkRect(0, 3, 0, 4, 1, 1); // union 4x4 = 16, summed 12: 48 >= 48 (the boundary) -> box only
    const s = new TextureUploadShape();
    s.fill(kNullHandle, 0x0de1, 0, r, layout, data);
    expect(s.payload.regions.length).toBe(0);
    expect(s.payload.unionBox).toEqual({ x: 0, y: 0, z: 0, w: 4, h: 4, d: 1 });
    const q = new DirtyRegion();
    q.MarkRect(0, 0, 0, 1, 1, 1);
    q.MarkRect(3, 3, 0, 1, 1, 1); // summed 2 of 16: the list
    s.fill(kNullHandle, 0x0de1, 0, q, layout, data);
    expect(s.payload.regions.length).toBe(2);
  });

  it('a region that overflowed the rect cap sends box only', () => {
    expect(MAX_UPLOAD_REGIONS).toBe(MAX_DIRTY_RECTS);
    const r = new DirtyRegion();
    for (let i = 0; i <= MAX_DIRTY_RECTS; i++) r.MarkRect(i * 2, 0, 0, 1, 1, 1);
    expect(r.rectCount).toBe(-1);
    const s = new TextureUploadShape();
    s.fill(kNullHandle, 0x0de1, 0, r, { width: 256, height: 1, bytesPerTexel: 1 }, data);
    expect(s.payload.regions.length).toBe(0);
    expect(s.payload.unionBox.w).toBe(MAX_DIRTY_RECTS * 2 + 1);
  });

  it('refills reuse the same region objects (no allocation per emission)', () => {
    const r = new DirtyRegion();
    r.MarkRect(0, 0, 0, 1, 1, 1);
    r.MarkRect(9, 5, 0, 1, 1, 1);
    const s = new TextureUploadShape();
    s.fill(kNullHandle, 0x0de1, 0, r, layout, data);
    const first = s.payload.regions[0];
    r.Clear();
    r.MarkRect(2, 2, 0, 1, 1, 1);
    r.MarkRect(9, 6, 0, 1, 1, 1);
    s.fill(kNullHandle, 0x0de1, 0, r, layout, data);
    expect(s.payload.regions[0]).toBe(first);
    expect(s.payload.regions[0]!.x).toBe(2);
  });
});
