import { describe, expect, it } from 'vitest';
import { GLCap, RS, RenderStateCap, RenderStateParameters, renderStateCapBit } from '../src/index.ts';

describe('RenderStateParameters', () => {
  it('reports change only when the stored bytes change', () => {
    const p = new RenderStateParameters();
    expect(p.get(RS.lineWidth)).toBe(1);
    expect(p.set(RS.lineWidth, 1)).toBe(false);
    expect(p.set(RS.lineWidth, 2.5)).toBe(true);
    expect(p.get(RS.lineWidth)).toBe(2.5);
    // float32 rounding: a value that rounds to the stored one is a no-op
    p.set(RS.sampleCoverageValue, 0.1);
    expect(p.set(RS.sampleCoverageValue, 0.1 + 1e-12)).toBe(false);
    expect(p.set(RS.clearDepth, -0)).toBe(true);
    expect(p.set(RS.stencilValueMask, -1, 1)).toBe(false); // stored as 0xffffffff already
  });

  it('indexes array fields and rejects out-of-range elements', () => {
    const p = new RenderStateParameters();
    p.set(RS.viewport, 640, 15 * 4 + 2);
    expect(p.get(RS.viewport, 15 * 4 + 2)).toBe(640);
    expect(() => p.set(RS.viewport, 1, 64)).toThrow(RangeError);
  });

  it('keeps capability bits in one 64-bit set', () => {
    const p = new RenderStateParameters();
    expect(p.getCap(RenderStateCap.Dither)).toBe(true);
    expect(p.setCap(RenderStateCap.ScissorTest0 + 15, true)).toBe(true);
    expect(p.get(RS.capabilities, 1)).toBe(1 << 15);
    expect(p.setCap(RenderStateCap.ScissorTest0 + 15, true)).toBe(false);
    expect(renderStateCapBit(GLCap.DEPTH_TEST)).toBe(RenderStateCap.DepthTest);
    expect(renderStateCapBit(GLCap.BLEND)).toBe(-1);
    expect(renderStateCapBit(GLCap.SCISSOR_TEST)).toBe(-1);
  });

  it('diffs by chunk', () => {
    const a = new RenderStateParameters();
    const b = new RenderStateParameters();
    expect(a.diffChunks(b)).toBe(0);
    b.set(RS.blendColor, 0.5, 0);
    expect(a.diffChunks(b)).toBe(1 << RS.blendColor.chunkIndex);
  });
});
