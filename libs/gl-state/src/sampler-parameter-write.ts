// One scalar glTexParameter / glSamplerParameter write into SamplerParameters, shared by textures and
// sampler objects so both families agree on what "changed" means. Returns WRITE_UNCHANGED, WRITE_CHANGED
// or WRITE_UNKNOWN (pname is not a sampler parameter; the caller tries its own or raises INVALID_ENUM).

import { GLTextureParam, type SamplerParameters } from '@mgpipe/value-types';

export const WRITE_UNCHANGED = 0;
export const WRITE_CHANGED = 1;
export const WRITE_UNKNOWN = -1;

export function writeSamplerParameter(p: SamplerParameters, pname: number, value: number): number {
  let old: number;
  switch (pname) {
    case GLTextureParam.TEXTURE_MIN_FILTER: old = p.minFilter; p.minFilter = value; break;
    case GLTextureParam.TEXTURE_MAG_FILTER: old = p.magFilter; p.magFilter = value; break;
    case GLTextureParam.TEXTURE_WRAP_S: old = p.wrapS; p.wrapS = value; break;
    case GLTextureParam.TEXTURE_WRAP_T: old = p.wrapT; p.wrapT = value; break;
    case GLTextureParam.TEXTURE_WRAP_R: old = p.wrapR; p.wrapR = value; break;
    case GLTextureParam.TEXTURE_MIN_LOD: old = p.minLod; p.minLod = value; break;
    case GLTextureParam.TEXTURE_MAX_LOD: old = p.maxLod; p.maxLod = value; break;
    case GLTextureParam.TEXTURE_LOD_BIAS: old = p.lodBias; p.lodBias = value; break;
    case GLTextureParam.TEXTURE_COMPARE_MODE: old = p.compareMode; p.compareMode = value; break;
    case GLTextureParam.TEXTURE_COMPARE_FUNC: old = p.compareFunc; p.compareFunc = value; break;
    case GLTextureParam.TEXTURE_MAX_ANISOTROPY: old = p.maxAnisotropy; p.maxAnisotropy = value; break;
    case GLTextureParam.TEXTURE_CUBE_MAP_SEAMLESS: {
      const on = value !== 0;
      if (p.seamless === on) return WRITE_UNCHANGED;
      p.seamless = on;
      return WRITE_CHANGED;
    }
    default: return WRITE_UNKNOWN;
  }
  return Object.is(old, value) ? WRITE_UNCHANGED : WRITE_CHANGED;
}

/** TEXTURE_BORDER_COLOR in one of three forms; all three representations are always filled. */
export function writeBorderColor(p: SamplerParameters, form: 0 | 1 | 2, r: number, g: number, b: number, a: number): number {
  const before = p.borderColorForm === form && Object.is(p.borderColor[0], Math.fround(r)) &&
    p.borderColorI[0] === (r | 0) && Object.is(p.borderColor[1], Math.fround(g)) &&
    Object.is(p.borderColor[2], Math.fround(b)) && Object.is(p.borderColor[3], Math.fround(a)) &&
    p.borderColorI[1] === (g | 0) && p.borderColorI[2] === (b | 0) && p.borderColorI[3] === (a | 0);
  if (before) return WRITE_UNCHANGED;
  p.borderColorForm = form;
  p.borderColor[0] = r; p.borderColor[1] = g; p.borderColor[2] = b; p.borderColor[3] = a;
  p.borderColorI[0] = r; p.borderColorI[1] = g; p.borderColorI[2] = b; p.borderColorI[3] = a;
  p.borderColorUI[0] = r; p.borderColorUI[1] = g; p.borderColorUI[2] = b; p.borderColorUI[3] = a;
  return WRITE_CHANGED;
}
