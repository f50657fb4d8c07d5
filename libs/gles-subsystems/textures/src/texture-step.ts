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
  /** Texture-walk shutter: program twin, the views' version, the device's texture moves and storage key. */
  private texProgram: SampledProgram | null = null;
  private texViews = -1;
  private texMoves = -1;
  private texStorage = -1;
  /** The unit each of the program's samplers read at the last walk (the program's opaque units: programBindings). */
  private units = new Int32Array(0);

  constructor(private readonly dev: TextureDevice) {}

  sync(twin: SampledProgram): void {
    const dev = this.dev;
    const inputs = dev.inputs;
    const views = inputs.getSamplerViews();
    const opaque = inputs.getProgramBindings();
    const storage = dev.textureStorageKey();
    if (twin === this.texProgram && views.version === this.texViews && dev.driverTextureMoves === this.texMoves && storage === this.texStorage &&
      this.sameUnits(twin, opaque.opaqueUnits, opaque.opaqueCount)) return;
    this.texProgram = twin;
    this.texViews = views.version;
    this.texMoves = dev.driverTextureMoves;
    this.texStorage = storage;
    const samplers = inputs.getSamplerStates();
    let biasChanged = false;
    let biasActive = false;
    if (this.units.length < twin.samplers.length) this.units = new Int32Array(twin.samplers.length);
    for (let i = 0; i < twin.samplers.length; i++) {
      const s = twin.samplers[i];
      const unit = s.frontLocation < opaque.opaqueCount ? opaque.opaqueUnits[s.frontLocation] : -1;
      this.units[i] = unit;
      if (unit < 0) continue;
      // The client resolved the one target each unit is read through (value-types ProgramUnitTargets): a sampler of
      // another target on that unit (only a pipeline's stages can: GL leaves it undefined) binds nothing.
      const view = views.texture(unit);
      if (view === null || views.target(unit) !== s.targetIndex) continue;
      const tex = dev.sampledTexture(view);
      dev.bindings.bindTexture(s.driverUnit, tex.target, tex.name);
      const sampler = samplers.view(unit);
      // TEXTURE_LOD_BIAS (GLES has none): the sampler object's when one is bound, else the texture's.
      // The texture's parameters as its sync just read them (a buffer texture's sync reads none: asked here).
      const lodBias = sampler.bound ? sampler.params.lodBias : (tex.params ?? inputs.getTextureParams(view)).sampler.lodBias;
      // No bias (nearly every texture) skips the clamp and rounding (~30 instructions a sampled texture a draw).
      const bias = lodBias === 0 ? 0 : Math.fround(Math.min(MAX_TEXTURE_LOD_BIAS, Math.max(-MAX_TEXTURE_LOD_BIAS, lodBias)));
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

  /** Whether each of the program's samplers still reads the unit it read at the last walk (no allocation). */
  private sameUnits(twin: SampledProgram, opaque: Int32Array, count: number): boolean {
    const n = twin.samplers.length;
    if (this.units.length < n) return false;
    for (let i = 0; i < n; i++) {
      const loc = twin.samplers[i].frontLocation;
      if ((loc < count ? opaque[loc] : -1) !== this.units[i]) return false;
    }
    return true;
  }
}
