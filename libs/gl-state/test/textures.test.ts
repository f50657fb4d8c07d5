import { GLFilter, GLInternalFormat, GLTextureParam, GLTextureTarget } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { GLContext, MAX_COMBINED_TEXTURE_IMAGE_UNITS, MAX_DIRTY_RECTS, TextureTargetIndex } from '../src/index.ts';

const T2D = TextureTargetIndex.Tex2D;

describe('texture units', () => {
  it('tracks a max-touched-unit high-water mark', () => {
    const ctx = new GLContext();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_2D);
    expect(ctx.textures.maxTouchedUnit).toBe(0);
    ctx.textures.BindTexture(7, T2D, t);
    expect(ctx.textures.maxTouchedUnit).toBe(8);
    ctx.textures.BindTexture(7, T2D, null);
    ctx.textures.BindTexture(2, T2D, t);
    expect(ctx.textures.maxTouchedUnit).toBe(8);
    ctx.textures.BindSampler(MAX_COMBINED_TEXTURE_IMAGE_UNITS - 1, ctx.objects.CreateSampler());
    expect(ctx.textures.maxTouchedUnit).toBe(MAX_COMBINED_TEXTURE_IMAGE_UNITS);
  });

  it('bumps the bind generation on real binding changes only', () => {
    const ctx = new GLContext();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_2D);
    ctx.textures.SetActiveUnit(3);
    ctx.BindTextureToActiveUnit(GLTextureTarget.TEXTURE_2D, t);
    expect(ctx.textures.textureBindGeneration).toBe(1);
    ctx.BindTextureToActiveUnit(GLTextureTarget.TEXTURE_2D, t);
    ctx.textures.SetActiveUnit(0);
    expect(ctx.textures.textureBindGeneration).toBe(1);
    expect(ctx.textures.GetBound(3, T2D)).toBe(t);
    expect(ctx.ResolveUnitTexture(0, T2D)).toBe(ctx.defaultTextures[T2D]);
    ctx.DeleteTexture(t);
    expect(ctx.textures.GetBound(3, T2D)).toBeNull();
    expect(ctx.textures.textureBindGeneration).toBe(2);
  });
});

describe('texture counters and aggregates', () => {
  it('content marks bump the level version and anyTextureContent only', () => {
    const ctx = new GLContext();
    const g = ctx.generations;
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_2D);
    t.AllocateLevel(0, 0, GLInternalFormat.RGBA8, 4, 4, 1, 0, true, new Uint8Array(64));
    expect([t.shapeVersion, t.GetLevelContentVersion(0), g.anyTextureContent, g.anyFboAttachment]).toEqual([1, 1, 2, 1]);
    t.MarkLevelContentChanged(0, 0, 0, 0, 0, 2, 2, 1);
    expect([t.shapeVersion, t.GetLevelContentVersion(0), t.GetLevelContentVersion(1), g.anyTextureContent]).toEqual([1, 2, 0, 3]);
    expect([g.anyTextureParams, g.anyFboAttachment, g.textureBind]).toEqual([0, 1, 0]);
  });

  it('parameter writes bump paramsVersion and anyTextureParams unless unchanged', () => {
    const ctx = new GLContext();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_2D);
    expect(t.SetParameter(GLTextureParam.TEXTURE_MIN_FILTER, GLFilter.LINEAR)).toBe(true);
    expect(t.SetParameter(GLTextureParam.TEXTURE_MIN_FILTER, GLFilter.LINEAR)).toBe(true);
    expect(t.SetParameter(GLTextureParam.TEXTURE_SWIZZLE_G, 0x1903)).toBe(true);
    expect(t.SetParameter(GLTextureParam.TEXTURE_BASE_LEVEL, 0)).toBe(true);
    expect(t.SetParameter(0x1234, 1)).toBe(false);
    expect([t.paramsVersion, ctx.generations.anyTextureParams, ctx.generations.anyTextureContent]).toEqual([2, 2, 0]);
    t.SetBorderColor(1, 1, 2, 3, 4);
    t.SetBorderColor(1, 1, 2, 3, 4);
    expect(t.paramsVersion).toBe(3);
    expect(t.sampler.borderColorUI[3]).toBe(4);
  });

  it('sampler parameter writes bump the sampling-resolution generation', () => {
    const ctx = new GLContext();
    const s = ctx.objects.CreateSampler();
    s.SetParameter(GLTextureParam.TEXTURE_MIN_FILTER, GLFilter.NEAREST);
    s.SetParameter(GLTextureParam.TEXTURE_MIN_FILTER, GLFilter.NEAREST);
    expect([s.paramsVersion, ctx.textures.samplingResolutionGeneration]).toEqual([1, 1]);
  });

  it('accumulates dirty rects, collapsing to the union box past the cap', () => {
    const ctx = new GLContext();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_2D);
    t.AllocateLevel(0, 0, GLInternalFormat.RGBA8, 512, 512, 1, 0, true, null);
    for (let i = 0; i <= MAX_DIRTY_RECTS; i++) t.MarkLevelContentChanged(0, 0, i, i, 0, 1, 1, 1);
    const d = t.GetImage(0, 0).dirty!;
    expect(d.rectCount).toBe(-1);
    expect([d.x0, d.y0, d.x1, d.y1]).toEqual([0, 0, MAX_DIRTY_RECTS + 1, MAX_DIRTY_RECTS + 1]);
    d.Clear();
    expect(d.isEmpty).toBe(true);
  });

  it('cube maps have six faces sharing one content counter per level', () => {
    const ctx = new GLContext();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_CUBE_MAP);
    expect(t.faceCount).toBe(6);
    t.AllocateLevel(5, 1, GLInternalFormat.RGBA8, 2, 2, 1, 0, true, null);
    expect(t.GetImage(5, 1).width).toBe(2);
    expect(t.GetLevelContentVersion(1)).toBe(1);
  });

  it('texture buffers resolve their source buffer and bump shape only on change', () => {
    const ctx = new GLContext();
    const t = ctx.objects.CreateTexture(GLTextureTarget.TEXTURE_BUFFER);
    const b = ctx.objects.CreateBuffer();
    t.SetBufferSource(b, GLInternalFormat.R8, 0, -1);
    t.SetBufferSource(b, GLInternalFormat.R8, 0, -1);
    expect(t.shapeVersion).toBe(1);
  });
});
