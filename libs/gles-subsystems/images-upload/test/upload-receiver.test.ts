// The upload receiver's rules (upload-receiver.ts): texture shapes go pending per (uploadTarget, level), other
// resources' subdata is handed on, respecify and destroy discard what they replace, a malformed shape is
// ProtocolCorruption, verify compares with the pulled region, and the planted fault narrows every shape.
import { describe, expect, it } from 'vitest';
import { emptyMGPipeContext, emptyMGPipeScreen, type MGPSubRegion, type MGPipeHandle, type ResourceSubdataPayload } from '@mgpipe/pipe-types';
import { installUploadReceiver, type PulledRegion, type UploadReceiverHost, type UploadReceiverStats } from '../src/index.ts';
import type { RegionView } from '@mgpipe/value-types';

const T2D = 0x0de1;
const TEX: MGPipeHandle = { slot: 3, gen: 1 };
const BUF: MGPipeHandle = { slot: 4, gen: 1 };
const region = (x: number, y: number, w: number, h: number): MGPSubRegion => ({ x, y, z: 0, w, h, d: 1, srcOffset: 0n, srcRowStride: 0, srcSliceStride: 0 });
const shape = (res: MGPipeHandle, level: number, box: [number, number, number, number], regions: MGPSubRegion[]): ResourceSubdataPayload => ({
  res, unionBox: { x: box[0], y: box[1], z: 0, w: box[2], h: box[3], d: 1 }, target: T2D, level, sourceIsVerbatimLevelShadow: true, regions, data: new Uint8Array(0),
});

function setup(options: { fault?: boolean; pulled?: PulledRegion | null } = {}) {
  const screen = emptyMGPipeScreen();
  const ctx = emptyMGPipeContext();
  const handed: string[] = [];
  ctx.resource_subdata = (p) => { handed.push(`subdata ${p.res.slot}`); };
  screen.resource_respecify = (p) => { handed.push(`respecify ${p.res.slot}`); };
  screen.resource_destroy = (p) => { handed.push(`destroy ${p.res.slot}`); };
  const settled: (string | null)[] = [];
  const host: UploadReceiverHost = {
    isTexture: (h) => h.slot === TEX.slot && h.gen === TEX.gen,
    accepted: () => undefined,
  };
  if (options.pulled !== undefined) {
    host.pulled = () => options.pulled ?? null;
    host.settle = (_where, d) => { settled.push(d); };
  }
  const stats: UploadReceiverStats = { shapesAccepted: 0, boxOnlyShapes: 0, regionsAccepted: 0, discards: 0 };
  const table = installUploadReceiver(screen, ctx, host, stats, options.fault ?? false);
  return { screen, ctx, table, stats, handed, settled };
}

const rects = (r: RegionView) => Array.from({ length: r.rectCount }, (_, i) => Array.from(r.rects.subarray(i * 6, i * 6 + 6)));

describe('installUploadReceiver', () => {
  it('a texture shape goes pending per (target, level); a buffer subdata is handed on', () => {
    const { ctx, table, stats, handed } = setup();
    ctx.resource_subdata!(shape(TEX, 1, [0, 0, 4, 2], [region(0, 0, 2, 2), region(2, 0, 2, 2)]));
    ctx.resource_subdata!(shape(BUF, 0, [0, 0, 16, 1], []));
    const e = table.peek(TEX)!.get(T2D, 1)!;
    expect(rects(e)).toEqual([[0, 0, 0, 2, 2, 1], [2, 0, 0, 2, 2, 1]]);
    expect(table.peek(TEX)!.get(T2D, 0)).toBeNull();
    expect(handed).toEqual(['subdata 4']);
    expect(stats).toMatchObject({ shapesAccepted: 1, regionsAccepted: 2 });
  });

  it('a respecify keeps the pending shapes (the backend discards those of the images it redefines); destroy discards them', () => {
    const { screen, ctx, table, stats, handed } = setup();
    ctx.resource_subdata!(shape(TEX, 0, [0, 0, 2, 2], []));
    screen.resource_respecify!({ res: BUF, desc: {} as never });
    screen.resource_respecify!({ res: TEX, desc: {} as never });
    // texImage2D(level 1) after a texSubImage2D of level 0: level 0's texels must still upload.
    expect(table.peek(TEX)!.size).toBe(1);
    screen.resource_destroy!({ res: TEX });
    expect(table.peek(TEX)!.size).toBe(0);
    expect(stats.discards).toBe(1);
    expect(handed).toEqual(['respecify 4', 'respecify 3', 'destroy 3']);
  });

  it('a region outside the union box, or a shape not naming the level shadow, is ProtocolCorruption', () => {
    const { ctx } = setup();
    expect(() => ctx.resource_subdata!(shape(TEX, 0, [0, 0, 2, 2], [region(1, 1, 2, 2)]))).toThrow(/outside the union box/);
    expect(() => ctx.resource_subdata!({ ...shape(TEX, 0, [0, 0, 2, 2], []), sourceIsVerbatimLevelShadow: false })).toThrow(/level shadow/);
  });

  it('verify: equal to the pulled region settles clean; a different box or rect list is a difference', () => {
    const pulled = { x0: 0, y0: 0, z0: 0, x1: 4, y1: 2, z1: 1, rectCount: 1, rects: Int32Array.from([0, 0, 0, 4, 2, 1]) };
    const same = setup({ pulled });
    same.ctx.resource_subdata!(shape(TEX, 0, [0, 0, 4, 2], [region(0, 0, 4, 2)]));
    same.ctx.resource_subdata!(shape(TEX, 0, [0, 0, 4, 2], [])); // box only where the client still had rects: allowed
    expect(same.settled).toEqual([null, null]);
    const other = setup({ pulled });
    other.ctx.resource_subdata!(shape(TEX, 0, [0, 0, 3, 2], [region(0, 0, 3, 2)]));
    other.ctx.resource_subdata!(shape(TEX, 0, [0, 0, 4, 2], [region(0, 0, 4, 1)]));
    expect(other.settled.map((d) => d !== null)).toEqual([true, true]);
    const none = setup({ pulled: null });
    none.ctx.resource_subdata!(shape(TEX, 0, [0, 0, 4, 2], []));
    expect(none.settled[0]).toMatch(/no dirty region/);
  });

  it('the planted fault narrows the box and the last region by one texel column (and verify sees it)', () => {
    const pulled = { x0: 0, y0: 0, z0: 0, x1: 4, y1: 2, z1: 1, rectCount: 1, rects: Int32Array.from([0, 0, 0, 4, 2, 1]) };
    const { ctx, table, settled } = setup({ fault: true, pulled });
    ctx.resource_subdata!(shape(TEX, 0, [0, 0, 4, 2], [region(0, 0, 4, 2)]));
    const e = table.peek(TEX)!.get(T2D, 0)!;
    expect([e.x0, e.x1]).toEqual([0, 3]);
    expect(rects(e)).toEqual([[0, 0, 0, 3, 2, 1]]);
    expect(settled[0]).toMatch(/union box/);
  });
});
