// SamplerParameters: the sampling state shared by sampler objects and by every texture object's own
// sampler state. Crosses the wire byte for byte INCLUDING borderColorForm (§4.5.4): the border colour
// is always stored in all three representations, so without the form a backend cannot tell whether
// the app called glSamplerParameterIiv, ...Iuiv or ...fv and cannot pick the right VkBorderColor.

import { GLCompareFunc, GLCompareMode, GLFilter, GLWrap } from './gl-enums.ts';

/** How the border colour was last specified; picks which representation is authoritative. */
export const BorderColorForm = { Float: 0, Int: 1, Uint: 2 } as const;
export type BorderColorForm = (typeof BorderColorForm)[keyof typeof BorderColorForm];

export class SamplerParameters {
  minFilter: number = GLFilter.NEAREST_MIPMAP_LINEAR;
  magFilter: number = GLFilter.LINEAR;
  wrapS: number = GLWrap.REPEAT;
  wrapT: number = GLWrap.REPEAT;
  wrapR: number = GLWrap.REPEAT;
  minLod = -1000;
  maxLod = 1000;
  lodBias = 0;
  compareMode: number = GLCompareMode.NONE;
  compareFunc: number = GLCompareFunc.LEQUAL;
  maxAnisotropy = 1;
  /** Per-sampler TEXTURE_CUBE_MAP_SEAMLESS (ARB_seamless_cubemap_per_texture); the global cap is render state. */
  seamless = false;
  borderColorForm: BorderColorForm = BorderColorForm.Float;
  readonly borderColor = new Float32Array(4);
  readonly borderColorI = new Int32Array(4);
  readonly borderColorUI = new Uint32Array(4);

  copyFrom(o: SamplerParameters): void {
    this.minFilter = o.minFilter;
    this.magFilter = o.magFilter;
    this.wrapS = o.wrapS;
    this.wrapT = o.wrapT;
    this.wrapR = o.wrapR;
    this.minLod = o.minLod;
    this.maxLod = o.maxLod;
    this.lodBias = o.lodBias;
    this.compareMode = o.compareMode;
    this.compareFunc = o.compareFunc;
    this.maxAnisotropy = o.maxAnisotropy;
    this.seamless = o.seamless;
    this.borderColorForm = o.borderColorForm;
    this.borderColor.set(o.borderColor);
    this.borderColorI.set(o.borderColorI);
    this.borderColorUI.set(o.borderColorUI);
  }

  equals(o: SamplerParameters): boolean {
    if (
      this.minFilter !== o.minFilter || this.magFilter !== o.magFilter ||
      this.wrapS !== o.wrapS || this.wrapT !== o.wrapT || this.wrapR !== o.wrapR ||
      !Object.is(this.minLod, o.minLod) || !Object.is(this.maxLod, o.maxLod) ||
      !Object.is(this.lodBias, o.lodBias) || this.compareMode !== o.compareMode ||
      this.compareFunc !== o.compareFunc || !Object.is(this.maxAnisotropy, o.maxAnisotropy) ||
      this.seamless !== o.seamless || this.borderColorForm !== o.borderColorForm
    ) {
      return false;
    }
    for (let i = 0; i < 4; i++) {
      if (!Object.is(this.borderColor[i], o.borderColor[i])) return false;
      if (this.borderColorI[i] !== o.borderColorI[i] || this.borderColorUI[i] !== o.borderColorUI[i]) return false;
    }
    return true;
  }

  /** Whether the min filter reads the mip chain: decides mipmap completeness (sampling resolution). */
  usesMipmaps(): boolean {
    return this.minFilter !== GLFilter.NEAREST && this.minFilter !== GLFilter.LINEAR;
  }
}
