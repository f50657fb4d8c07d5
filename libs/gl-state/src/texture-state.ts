// TextureState: 192 combined texture units × 11 targets, a sampler per unit, the active unit, and the
// image units (glBindImageTexture).
//
// Counters and marks (the tracker's NEW_SAMPLER_VIEWS / NEW_SAMPLERS / NEW_SHADER_IMAGES inputs):
//  - ContextGenerations.textureBind: moves when a unit's texture for some target changes object. Identical
//    rebinds (same object) do NOT move it (the seeds' backend had to debounce redundant rebinds; here they
//    never bump). Active-unit changes do not move it.
//  - ContextGenerations.samplingResolution: moves when a unit's sampler changes object (and on a sampler's
//    parameter change, sampler.ts), so a texture bind does not send NEW_SAMPLERS looking.
//  - maxTouchedUnit: high-water mark, 1 + highest unit ever bound non-null (texture or sampler); the
//    tracker walks [0, maxTouchedUnit). Never decreases.
//  - imageUnitVersion: moves when an image unit binding changes.
// Texture/sampler content and parameter changes are the objects' own counters + the aggregates.

import { GLTextureTarget } from '@mgpipe/value-types';
import type { ContextGenerations } from './context-generations.ts';
import type { Sampler } from './objects/sampler.ts';
import type { Texture } from './objects/texture.ts';
import { bumpStateSerial } from './state-serial.ts';

export const MAX_COMBINED_TEXTURE_IMAGE_UNITS = 192;
export const MAX_IMAGE_UNITS = 8;

/** Dense texture-target indices (the second dimension of the unit table). */
export const TextureTargetIndex = {
  Tex1D: 0,
  Tex2D: 1,
  Tex3D: 2,
  Tex1DArray: 3,
  Tex2DArray: 4,
  Rectangle: 5,
  CubeMap: 6,
  CubeMapArray: 7,
  Buffer: 8,
  Tex2DMultisample: 9,
  Tex2DMultisampleArray: 10,
} as const;
export const TEXTURE_TARGET_COUNT = 11;

/** GL target enum -> TextureTargetIndex, or -1. */
export function textureTargetIndexOf(target: number): number {
  switch (target) {
    case GLTextureTarget.TEXTURE_1D: return TextureTargetIndex.Tex1D;
    case GLTextureTarget.TEXTURE_2D: return TextureTargetIndex.Tex2D;
    case GLTextureTarget.TEXTURE_3D: return TextureTargetIndex.Tex3D;
    case GLTextureTarget.TEXTURE_1D_ARRAY: return TextureTargetIndex.Tex1DArray;
    case GLTextureTarget.TEXTURE_2D_ARRAY: return TextureTargetIndex.Tex2DArray;
    case GLTextureTarget.TEXTURE_RECTANGLE: return TextureTargetIndex.Rectangle;
    case GLTextureTarget.TEXTURE_CUBE_MAP: return TextureTargetIndex.CubeMap;
    case GLTextureTarget.TEXTURE_CUBE_MAP_ARRAY: return TextureTargetIndex.CubeMapArray;
    case GLTextureTarget.TEXTURE_BUFFER: return TextureTargetIndex.Buffer;
    case GLTextureTarget.TEXTURE_2D_MULTISAMPLE: return TextureTargetIndex.Tex2DMultisample;
    case GLTextureTarget.TEXTURE_2D_MULTISAMPLE_ARRAY: return TextureTargetIndex.Tex2DMultisampleArray;
    default: return -1;
  }
}

/** glBindImageTexture state for one image unit. */
export class ImageUnitBinding {
  texture: Texture | null = null;
  level = 0;
  layered = false;
  layer = 0;
  access = 0;
  format = 0;
}

export class TextureState {
  /** unit-major: units[unit * TEXTURE_TARGET_COUNT + targetIndex]. Null = the target's default texture. */
  private readonly units: (Texture | null)[] =
    new Array<Texture | null>(MAX_COMBINED_TEXTURE_IMAGE_UNITS * TEXTURE_TARGET_COUNT).fill(null);
  private readonly samplers: (Sampler | null)[] = new Array<Sampler | null>(MAX_COMBINED_TEXTURE_IMAGE_UNITS).fill(null);
  readonly imageUnits: ImageUnitBinding[] = Array.from({ length: MAX_IMAGE_UNITS }, () => new ImageUnitBinding());
  activeUnit = 0;
  private maxTouched = 0;
  private imageUnitVersionCounter = 0;

  constructor(private readonly generations: ContextGenerations) {}

  get maxTouchedUnit(): number {
    return this.maxTouched;
  }
  get imageUnitVersion(): number {
    return this.imageUnitVersionCounter;
  }
  get textureBindGeneration(): number {
    return this.generations.textureBind;
  }
  get samplingResolutionGeneration(): number {
    return this.generations.samplingResolution;
  }
  get anyTextureContentGeneration(): number {
    return this.generations.anyTextureContent;
  }
  get anyTextureParamsGeneration(): number {
    return this.generations.anyTextureParams;
  }

  /** The texture bound to (unit, target), or null meaning the target's default texture (name 0). */
  GetBound(unit: number, targetIndex: number): Texture | null {
    return this.units[unit * TEXTURE_TARGET_COUNT + targetIndex];
  }
  GetSampler(unit: number): Sampler | null {
    return this.samplers[unit];
  }

  /** glActiveTexture (unit index, not the GL_TEXTUREi enum). */
  SetActiveUnit(unit: number): void {
    this.activeUnit = unit;
  }

  /** glBindTexture / glBindTextureUnit; null binds the default texture. */
  BindTexture(unit: number, targetIndex: number, texture: Texture | null): void {
    const i = unit * TEXTURE_TARGET_COUNT + targetIndex;
    if (this.units[i] === texture) return;
    this.units[i] = texture;
    this.generations.BumpTextureBind();
    if (texture !== null) this.TouchUnit(unit);
  }

  /**
   * glBindSampler; null unbinds (the texture's own sampler state applies). Moves samplingResolution, not
   * textureBind: which sampler a unit reads decides what it resolves to, as a sampler's MIN_FILTER does, and a
   * texture bind then leaves the sampler list's shutter (NEW_SAMPLERS) alone.
   */
  BindSampler(unit: number, sampler: Sampler | null): void {
    if (this.samplers[unit] === sampler) return;
    this.samplers[unit] = sampler;
    this.generations.BumpSamplingResolution();
    if (sampler !== null) this.TouchUnit(unit);
  }

  /** glBindImageTexture; texture null unbinds. */
  BindImageUnit(unit: number, texture: Texture | null, level: number, layered: boolean, layer: number, access: number, format: number): void {
    const b = this.imageUnits[unit];
    if (b.texture === texture && b.level === level && b.layered === layered && b.layer === layer && b.access === access && b.format === format) return;
    b.texture = texture;
    b.level = level;
    b.layered = layered;
    b.layer = layer;
    b.access = access;
    b.format = format;
    this.imageUnitVersionCounter++;
    bumpStateSerial();
  }

  /** glDeleteTextures: every unit (and image unit) that binds `texture` reverts to the default. */
  UnbindTexture(texture: Texture): void {
    const end = this.maxTouched * TEXTURE_TARGET_COUNT;
    for (let i = 0; i < end; i++) {
      if (this.units[i] === texture) {
        this.units[i] = null;
        this.generations.BumpTextureBind();
      }
    }
    for (let u = 0; u < MAX_IMAGE_UNITS; u++) {
      if (this.imageUnits[u].texture === texture) this.BindImageUnit(u, null, 0, false, 0, this.imageUnits[u].access, 0);
    }
  }

  /** glDeleteSamplers: unbinds `sampler` from every unit. */
  UnbindSampler(sampler: Sampler): void {
    for (let u = 0; u < this.maxTouched; u++) if (this.samplers[u] === sampler) this.BindSampler(u, null);
  }

  private TouchUnit(unit: number): void {
    if (unit + 1 > this.maxTouched) this.maxTouched = unit + 1;
  }
}
