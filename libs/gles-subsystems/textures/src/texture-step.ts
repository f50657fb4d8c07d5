// The textures step of PrepareForDraw: bind each sampler uniform's texture and sampler to its driver unit,
// and resolve TEXTURE_LOD_BIAS (GLES has none; the program subsystem's LOD-bias variant uploads it). What is
// bound comes through MGB_CTX (`dev.inputs`: getSamplerViews / getSamplerStates / getTextureParams — the context
// in pull, the alias copy at A, gles-core texture-inputs.ts); this library reads no front-end unit, sampler or
// program. Gated by a shutter over the program twin, the sampler views' version (bindings, the program's units,
// any texture's content / params) and the device's texture moves, so a steady-state draw costs three compares.
// The program twin arrives as a SampledProgram (gles-core): textures does not require program.
import type { SampledProgram } from '@mgpipe/gles-core';
import type { TextureDevice } from './texture-device.ts';

/** The front end's MAX_TEXTURE_LOD_BIAS (gl-impl b-state-queries; Mesa's is 16 too): GL 4.5 §8.14.1 clamps the bias to it. */
const MAX_TEXTURE_LOD_BIAS = 16;

export class TextureStep {
  /** Texture-walk shutter: program twin, the views' version, the device's texture moves. */
  private texProgram: SampledProgram | null = null;
  private texViews = -1;
  private texMoves = -1;

  constructor(private readonly dev: TextureDevice) {}

  sync(twin: SampledProgram): void {
    const dev = this.dev;
    const inputs = dev.inputs;
    const views = inputs.getSamplerViews();
    if (twin === this.texProgram && views.version === this.texViews && dev.driverTextureMoves === this.texMoves) return;
    this.texProgram = twin;
    this.texViews = views.version;
    this.texMoves = dev.driverTextureMoves;
    const samplers = inputs.getSamplerStates();
    let biasChanged = false;
    let biasActive = false;
    for (let i = 0; i < twin.samplers.length; i++) {
      const s = twin.samplers[i];
      const unit = s.frontLocation < views.locationUnits.length ? views.locationUnits[s.frontLocation] : -1;
      if (unit < 0) continue;
      const view = views.texture(unit, s.targetIndex)!;
      const tex = dev.sampledTexture(view);
      dev.bindings.bindTexture(s.driverUnit, tex.target, tex.name);
      const sampler = samplers.view(unit);
      // TEXTURE_LOD_BIAS (GLES has none): the sampler object's when one is bound, else the texture's.
      const lodBias = sampler.bound ? sampler.params.lodBias : inputs.getTextureParams(view).sampler.lodBias;
      const bias = Math.fround(Math.min(MAX_TEXTURE_LOD_BIAS, Math.max(-MAX_TEXTURE_LOD_BIAS, lodBias)));
      if (twin.lodBias[s.driverUnit] !== bias) { twin.lodBias[s.driverUnit] = bias; biasChanged = true; }
      if (bias !== 0) biasActive = true;
      if (sampler.bound) {
        const st = dev.samplerTwin(sampler);
        st.sync(dev.gl, sampler, true);
        dev.bindings.bindSampler(s.driverUnit, st.name);
      } else dev.bindings.bindSampler(s.driverUnit, tex.ownSampler);
    }
    if (biasChanged) twin.lodBiasVersion++;
    twin.lodBiasActive = biasActive;
  }
}
