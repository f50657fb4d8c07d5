import { describe, expect, it } from 'vitest';
import { MAX_PENDING_UPLOAD_REGIONS, PendingUploads, type PendingUpload, type UploadRect } from '../src/index.ts';

const T2D = 0x0de1;
const rect = (x: number, y: number, w: number, h: number): UploadRect => ({ x, y, z: 0, w, h, d: 1 });

/** What a backend upload would see: box and rect list, copied out of the entry. */
function snapshot(e: PendingUpload) {
  const rects: number[][] = [];
  for (let i = 0; i < e.rectCount; i++) rects.push(Array.from(e.rects.subarray(i * 6, i * 6 + 6)));
  return { box: [e.x0, e.y0, e.z0, e.x1, e.y1, e.z1], boxOnly: e.boxOnly, rects };
}

describe('PendingUploads (seeds §6: accepted-but-not-uploaded shapes)', () => {
  it('a backend bail consumes nothing: the shape is still there for the next real upload', () => {
    const p = new PendingUploads();
    p.accept(T2D, 0, rect(0, 0, 4, 4), [rect(0, 0, 4, 4)]);
    // sync #1 bails (incomplete texture): consume is not called.
    expect(p.get(T2D, 0)).not.toBeNull();
    let seen: ReturnType<typeof snapshot> | null = null;
    expect(p.consume(T2D, 0, (e) => { seen = snapshot(e); })).toBe(true);
    expect(seen).toEqual({ box: [0, 0, 0, 4, 4, 1], boxOnly: false, rects: [[0, 0, 0, 4, 4, 1]] });
    expect(p.get(T2D, 0)).toBeNull();
    expect(p.consume(T2D, 0, () => { throw new Error('consumed twice'); })).toBe(false);
  });

  it('accumulation joins boxes and concatenates rect lists across accepted shapes', () => {
    const p = new PendingUploads();
    p.accept(T2D, 2, rect(0, 0, 2, 2), [rect(0, 0, 2, 2)]);
    p.accept(T2D, 2, rect(6, 4, 2, 2), [rect(6, 4, 2, 2)]);
    const s = snapshot(p.get(T2D, 2)!);
    expect(s.box).toEqual([0, 0, 0, 8, 6, 1]);
    expect(s.rects).toEqual([[0, 0, 0, 2, 2, 1], [6, 4, 0, 2, 2, 1]]);
  });

  it('degrades to box only when one side is box-only or the list would pass the cap', () => {
    const p = new PendingUploads();
    p.accept(T2D, 0, rect(0, 0, 2, 2), [rect(0, 0, 2, 2)]);
    p.accept(T2D, 0, rect(4, 4, 2, 2), null);
    expect(snapshot(p.get(T2D, 0)!)).toEqual({ box: [0, 0, 0, 6, 6, 1], boxOnly: true, rects: [] });
    // box-only stays box-only even when a later shape has rects
    p.accept(T2D, 0, rect(8, 8, 1, 1), [rect(8, 8, 1, 1)]);
    expect(snapshot(p.get(T2D, 0)!).boxOnly).toBe(true);

    const q = new PendingUploads();
    const many = Array.from({ length: MAX_PENDING_UPLOAD_REGIONS }, (_, i) => rect(i, 0, 1, 1));
    q.accept(T2D, 0, rect(0, 0, MAX_PENDING_UPLOAD_REGIONS, 1), many);
    expect(q.get(T2D, 0)!.rectCount).toBe(MAX_PENDING_UPLOAD_REGIONS); // exactly at the cap: kept
    q.accept(T2D, 0, rect(0, 1, 1, 1), [rect(0, 1, 1, 1)]);
    expect(snapshot(q.get(T2D, 0)!)).toEqual({ box: [0, 0, 0, MAX_PENDING_UPLOAD_REGIONS, 2, 1], boxOnly: true, rects: [] });
  });

  it('texImage2D(level 0) -> draw that bails -> texImage2D(level 1) keeps level 0 texels', () => {
    const p = new PendingUploads();
    p.accept(T2D, 0, rect(0, 0, 4, 4), [rect(0, 0, 4, 4)]);
    // draw: the backend bails (level 1 missing -> incomplete), nothing consumed
    // texImage2D(level 1): a respecify naming level 1 discards level 1 only
    p.discardLevel(T2D, 1);
    p.accept(T2D, 1, rect(0, 0, 2, 2), [rect(0, 0, 2, 2)]);
    expect(snapshot(p.get(T2D, 0)!).box).toEqual([0, 0, 0, 4, 4, 1]);
    expect(snapshot(p.get(T2D, 1)!).box).toEqual([0, 0, 0, 2, 2, 1]);
  });

  it('respecify discards only what it replaces', () => {
    const p = new PendingUploads();
    const CUBE_PX = 0x8515;
    p.accept(T2D, 0, rect(0, 0, 4, 4), [rect(0, 0, 4, 4)]);
    p.accept(T2D, 1, rect(0, 0, 2, 2), [rect(0, 0, 2, 2)]);
    p.accept(CUBE_PX, 1, rect(0, 0, 2, 2), [rect(0, 0, 2, 2)]);
    // a named level clears that level of that upload target
    p.discardLevel(T2D, 1);
    expect(p.get(T2D, 1)).toBeNull();
    expect(p.get(T2D, 0)).not.toBeNull();
    expect(p.get(CUBE_PX, 1)).not.toBeNull();
    // metadata-only change: no discard call, everything stays
    expect(p.size).toBe(2);
    // whole-resource redefinition clears all
    p.discardAll();
    expect(p.size).toBe(0);
    // a discarded entry restarts from the next accepted shape, not joined with the old box
    p.accept(T2D, 0, rect(3, 3, 1, 1), [rect(3, 3, 1, 1)]);
    expect(snapshot(p.get(T2D, 0)!)).toEqual({ box: [3, 3, 0, 4, 4, 1], boxOnly: false, rects: [[3, 3, 0, 1, 1, 1]] });
  });

  it('empty shapes are ignored (a zero-size texSubImage writes nothing)', () => {
    const p = new PendingUploads();
    p.accept(T2D, 0, rect(0, 0, 0, 4), []);
    expect(p.size).toBe(0);
  });
});
