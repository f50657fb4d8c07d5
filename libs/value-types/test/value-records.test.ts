import { describe, expect, it } from 'vitest';
import { BorderColorForm, GLFilter, PixelStoreParameters, SamplerParameters } from '../src/index.ts';

describe('SamplerParameters / PixelStoreParameters', () => {
  it('copies and compares every field including the border colour form', () => {
    const a = new SamplerParameters();
    const b = new SamplerParameters();
    expect(a.equals(b)).toBe(true);
    a.borderColorForm = BorderColorForm.Int;
    expect(a.equals(b)).toBe(false);
    a.borderColorI[2] = 7;
    b.copyFrom(a);
    expect(b.equals(a)).toBe(true);
    expect(a.usesMipmaps()).toBe(true);
    a.minFilter = GLFilter.LINEAR;
    expect(a.usesMipmaps()).toBe(false);
  });
  it('pixel store defaults to alignment 4', () => {
    const p = new PixelStoreParameters();
    const q = new PixelStoreParameters();
    expect(p.alignment).toBe(4);
    q.rowLength = 3;
    expect(p.equals(q)).toBe(false);
    p.copyFrom(q);
    expect(p.equals(q)).toBe(true);
  });
});
