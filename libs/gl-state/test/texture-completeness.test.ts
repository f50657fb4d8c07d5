// Texture completeness (GL 4.5 §8.17: objects/texture-completeness.ts) on hand-built level chains; every expected
// verdict follows from the spec's rules stated next to it.
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { GLContext, isBaseComplete, isCompleteForCopy, isMipmapComplete, type Texture } from '../src/index.ts';

function texture(target: number): Texture {
  return new GLContext().objects.CreateTexture(target);
}
/** Defines levels from `from` with halving sizes (layers kept for arrays), `format` each. */
function chain(t: Texture, w: number, h: number, d: number, levels: number, format = GL.RGBA8, from = 0): void {
  const keepsH = t.target === GL.TEXTURE_1D_ARRAY, keepsD = t.target === GL.TEXTURE_2D_ARRAY || t.target === GL.TEXTURE_CUBE_MAP_ARRAY;
  for (let l = from; l < from + levels; l++) {
    const s = l - from;
    for (let f = 0; f < t.faceCount; f++) {
      t.AllocateLevel(f, l, format, Math.max(1, w >> s), keepsH ? h : Math.max(1, h >> s), keepsD ? d : Math.max(1, d >> s), 0, true, null);
    }
  }
}

describe('texture completeness (§8.17)', () => {
  it('base complete: a defined base level; a cube map needs six square faces of one size and format', () => {
    const t = texture(GL.TEXTURE_2D);
    expect(isBaseComplete(t)).toBe(false); // nothing defined
    chain(t, 4, 2, 1, 1);
    expect(isBaseComplete(t)).toBe(true);
    t.baseLevel = 1;
    expect(isBaseComplete(t)).toBe(false); // level 1 undefined
    const cube = texture(GL.TEXTURE_CUBE_MAP);
    chain(cube, 4, 4, 1, 1);
    expect(isBaseComplete(cube)).toBe(true);
    cube.AllocateLevel(3, 0, GL.RGBA16F, 4, 4, 1, 0, true, null);
    expect(isBaseComplete(cube)).toBe(false); // face 3 in another format
    const rect = texture(GL.TEXTURE_RECTANGLE);
    chain(rect, 5, 3, 1, 1);
    expect(isMipmapComplete(rect)).toBe(true); // one level is the whole chain
  });

  it('mipmap complete: every level down to 1×1 with halved sizes and one format; base <= max', () => {
    const t = texture(GL.TEXTURE_2D);
    chain(t, 8, 2, 1, 3); // 8×2, 4×1, 2×1: 1×1 missing
    expect(isMipmapComplete(t)).toBe(false);
    chain(t, 1, 1, 1, 1, GL.RGBA8, 3);
    expect(isMipmapComplete(t)).toBe(true);
    t.AllocateLevel(0, 2, GL.RGBA8, 3, 1, 1, 0, true, null); // 3×1 where 2×1 belongs
    expect(isMipmapComplete(t)).toBe(false);
    t.maxLevel = 1; // q = 1: level 2 no longer counts
    expect(isMipmapComplete(t)).toBe(true);
    t.baseLevel = 2;
    expect(isMipmapComplete(t)).toBe(false); // base > max
    const arr = texture(GL.TEXTURE_2D_ARRAY);
    chain(arr, 4, 4, 6, 3); // layers stay 6
    expect(isMipmapComplete(arr)).toBe(true);
    arr.AllocateLevel(0, 1, GL.RGBA8, 2, 2, 3, 0, true, null); // halved layers: wrong for an array
    expect(isMipmapComplete(arr)).toBe(false);
    const three = texture(GL.TEXTURE_3D);
    chain(three, 4, 4, 2, 3); // 4×4×2, 2×2×1, 1×1×1
    expect(isMipmapComplete(three)).toBe(true);
  });

  it('immutable textures clamp base and max to their levels; copies judge by the own minification filter', () => {
    const t = texture(GL.TEXTURE_2D);
    chain(t, 4, 4, 1, 2); // 4×4 and 2×2 only
    t.MarkImmutable(2);
    expect(isMipmapComplete(t)).toBe(true); // q clamped to level 1
    const m = texture(GL.TEXTURE_2D);
    chain(m, 4, 4, 1, 1);
    expect(isCompleteForCopy(m)).toBe(false); // NEAREST_MIPMAP_LINEAR over one level
    m.sampler.minFilter = GL.LINEAR;
    expect(isCompleteForCopy(m)).toBe(true);
  });
});
