// Applies a SamplerParameters value (a sampler object's, or a texture's own sampler state) to a driver
// sampler object. Both kinds go through driver sampler objects: a BackendTexture owns one that mirrors
// its texture's own state and is bound on units whose front-end unit has no sampler object, so there is
// one parameter path, not two. GLES lacks TEXTURE_LOD_BIAS: a program variant applies it (README.md).
import type { GLEntryPoints } from '@mgpipe/native-gl';
import { BorderColorForm, GL, type SamplerParameters } from '@mgpipe/value-types';

const TEXTURE_MAX_ANISOTROPY = 0x84fe;
const border = new Float32Array(4);
const borderI = new Int32Array(4);
const borderUI = new Uint32Array(4);

export function applySamplerParameters(gl: GLEntryPoints, sampler: number, p: SamplerParameters, anisotropy: boolean): void {
  gl.glSamplerParameteri(sampler, GL.TEXTURE_MIN_FILTER, p.minFilter);
  gl.glSamplerParameteri(sampler, GL.TEXTURE_MAG_FILTER, p.magFilter);
  gl.glSamplerParameteri(sampler, GL.TEXTURE_WRAP_S, p.wrapS);
  gl.glSamplerParameteri(sampler, GL.TEXTURE_WRAP_T, p.wrapT);
  gl.glSamplerParameteri(sampler, GL.TEXTURE_WRAP_R, p.wrapR);
  gl.glSamplerParameterf(sampler, GL.TEXTURE_MIN_LOD, p.minLod);
  gl.glSamplerParameterf(sampler, GL.TEXTURE_MAX_LOD, p.maxLod);
  gl.glSamplerParameteri(sampler, GL.TEXTURE_COMPARE_MODE, p.compareMode);
  gl.glSamplerParameteri(sampler, GL.TEXTURE_COMPARE_FUNC, p.compareFunc);
  if (anisotropy) gl.glSamplerParameterf(sampler, TEXTURE_MAX_ANISOTROPY, p.maxAnisotropy);
  // GLES 3.2 core has CLAMP_TO_BORDER and the border colour in all three forms.
  if (p.borderColorForm === BorderColorForm.Int) {
    borderI.set(p.borderColorI);
    gl.glSamplerParameterIiv(sampler, GL.TEXTURE_BORDER_COLOR, borderI);
  } else if (p.borderColorForm === BorderColorForm.Uint) {
    borderUI.set(p.borderColorUI);
    gl.glSamplerParameterIuiv(sampler, GL.TEXTURE_BORDER_COLOR, borderUI);
  } else {
    border.set(p.borderColor);
    gl.glSamplerParameterfv(sampler, GL.TEXTURE_BORDER_COLOR, border);
  }
}
