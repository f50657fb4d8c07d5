// The textures step of PrepareForDraw: bind each sampler uniform's texture and sampler to its driver unit,
// and resolve TEXTURE_LOD_BIAS (GLES has none; the program subsystem's LOD-bias variant uploads it). Gated by
// a shutter over the program twin and the front end's texture generations, so a steady-state draw costs six
// integer compares. The program twin arrives as a SampledProgram (gles-core): textures does not require program.
import type { SampledProgram } from '@mgpipe/gles-core';
import type { GLContext, Program } from '@mgpipe/gl-state';
import type { TextureDevice } from './texture-device.ts';

/** The front end's MAX_TEXTURE_LOD_BIAS (gl-impl b-state-queries; Mesa's is 16 too): GL 4.5 §8.14.1 clamps the bias to it. */
const MAX_TEXTURE_LOD_BIAS = 16;

export class TextureStep {
  /** Texture-walk shutter: program twin, its backendStateVersion and the four texture generations. */
  private texProgram: SampledProgram | null = null;
  private texBackendState = -1;
  private texBind = -1;
  private texContent = -1;
  private texParams = -1;
  private texSampling = -1;
  private texMoves = -1;

  constructor(private readonly dev: TextureDevice) {}

  sync(ctx: GLContext, twin: SampledProgram, program: Program): void {
    const g = ctx.generations;
    if (twin === this.texProgram && program.backendStateVersion === this.texBackendState && g.textureBind === this.texBind &&
      g.anyTextureContent === this.texContent && g.anyTextureParams === this.texParams && g.samplingResolution === this.texSampling &&
      this.dev.driverTextureMoves === this.texMoves) return;
    this.texProgram = twin;
    this.texBackendState = program.backendStateVersion;
    this.texBind = g.textureBind;
    this.texContent = g.anyTextureContent;
    this.texParams = g.anyTextureParams;
    this.texSampling = g.samplingResolution;
    this.texMoves = this.dev.driverTextureMoves;
    const dev = this.dev;
    const caps = dev.caps;
    let biasChanged = false;
    let biasActive = false;
    for (let i = 0; i < twin.samplers.length; i++) {
      const s = twin.samplers[i];
      const unit = program.opaqueUnits[s.frontLocation];
      if (unit < 0) continue;
      const front = ctx.ResolveUnitTexture(unit, s.targetIndex);
      const tex = dev.texture(front);
      tex.sync(dev.gl, dev.bindings, front, caps.textureNorm16, true);
      dev.bindings.bindTexture(s.driverUnit, tex.target, tex.name);
      const sampler = ctx.textures.GetSampler(unit);
      // TEXTURE_LOD_BIAS (GLES has none): the sampler object's when one is bound, else the texture's.
      const bias = Math.fround(Math.min(MAX_TEXTURE_LOD_BIAS, Math.max(-MAX_TEXTURE_LOD_BIAS, (sampler !== null ? sampler.params : front.sampler).lodBias)));
      if (twin.lodBias[s.driverUnit] !== bias) { twin.lodBias[s.driverUnit] = bias; biasChanged = true; }
      if (bias !== 0) biasActive = true;
      if (sampler !== null) {
        const st = dev.samplers.get(sampler);
        st.sync(dev.gl, sampler, true);
        dev.bindings.bindSampler(s.driverUnit, st.name);
      } else dev.bindings.bindSampler(s.driverUnit, tex.ownSampler);
    }
    if (biasChanged) twin.lodBiasVersion++;
    twin.lodBiasActive = biasActive;
  }
}
