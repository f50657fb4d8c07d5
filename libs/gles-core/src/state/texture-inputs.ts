// MGB_CTX of the textures subsystem (seeds §4.4.3, §4.5.4, §5.5, D10): its three PipeInputs groups as the
// gles-textures library reads them, whatever the phase.
//   samplerViews   (set_sampler_views) the texture each unit samples for each target, resolved on the client:
//                  the unit's binding, else the target's default texture (GLContext.ResolveUnitTexture), for the
//                  units [0, units) ever touched; and the draw program's sampler uniform → unit table
//                  (Program.opaqueUnits: which unit each sampler of the program reads). The program twin picks the
//                  target per unit from its sampler types.
//   samplers       (bind_sampler_states) per unit, the sampler object's parameters (SamplerParameters, byte-exact
//                  incl. borderColorForm) or none (the texture's own sampler state applies).
//   textureParams  (set_texture_params, sticky: per texture object, valid across verbs until the object changes,
//                  independent of views) the texture's own sampler state, swizzle, base / max level, depth-stencil
//                  mode, and the view range of a glTextureView texture (MGPSamplerView's minLevel / numLevels /
//                  minLayer / numLayers).
// Every view carries memo keys the library's shutters compare (`version`); they are not state and verify does
// not compare them.
//
// Pull (context) fills on read. Alias (phase A) fills samplerViews and samplers at the fill point of the verb
// classes that may read them (draw, dispatch); textureParams, a per-object group, is filled for one texture when
// the library first reads it after the object changed (what set_texture_params does at B: it arrives when the
// object changed, before the verb that reads it), and verify compares that record with a context-filled shadow
// at every read. The front references the views keep in pull / alias (each unit's texture, each unit's sampler
// object) are the device's bridge to the twins: the library hands them back to the device and never reads them.
// At B they become handles ({slot, gen}); the bridge goes with the pull path.
import { verify_MGPSamplerParams, type MGPSamplerParams } from '@mgpipe/pipe-types';
import { SamplerParameters } from '@mgpipe/value-types';
import type { FrontContextGenerations } from './vertex-inputs.ts';

/** gl-state's MAX_COMBINED_TEXTURE_IMAGE_UNITS and TEXTURE_TARGET_COUNT (the unit table's two dimensions). */
export const TEXTURE_UNITS = 192;
export const TEXTURE_TARGETS = 11;

/** gl-state's Texture as the textureParams fill reads it. */
export interface FrontTexture {
  readonly sampler: SamplerParameters;
  readonly swizzle: Uint32Array;
  readonly baseLevel: number;
  readonly maxLevel: number;
  readonly depthStencilMode: number;
  readonly paramsVersion: number;
  readonly shapeVersion: number;
  readonly viewMinLevel: number;
  readonly viewNumLevels: number;
  readonly viewMinLayer: number;
  readonly viewNumLayers: number;
}
/** gl-state's Sampler as the samplers fill reads it. */
export interface FrontSampler {
  readonly params: SamplerParameters;
  readonly paramsVersion: number;
}
/** gl-state's TextureState as the samplerViews / samplers fills read it. */
export interface FrontTextureState {
  readonly maxTouchedUnit: number;
  GetBound(unit: number, targetIndex: number): FrontTexture | null;
  GetSampler(unit: number): FrontSampler | null;
}
/** gl-state's Program as the samplerViews fill reads it (the sampler uniforms' units). */
export interface FrontProgram {
  readonly lifetimeId: number;
  readonly opaqueUnits: Int32Array;
  readonly backendStateVersion: number;
}
/** The context members the textures fills read (PullContext has them). */
export interface TextureContext {
  readonly textures: FrontTextureState;
  readonly defaultTextures: readonly FrontTexture[];
  readonly program: FrontProgram | null;
  readonly generations: FrontContextGenerations;
}

/** samplerViews: the texture of every (unit, target) in [0, units), and the program's sampler units. */
export class SamplerViewSet {
  units = 0;
  /** unit-major: textures[unit * TEXTURE_TARGETS + target], the resolved texture (bound, else default): a bridge. */
  readonly textures: (object | null)[] = new Array<object | null>(TEXTURE_UNITS * TEXTURE_TARGETS).fill(null);
  /** The default texture of each target (what every unit past `units` samples): bridges. */
  readonly defaults: (object | null)[] = new Array<object | null>(TEXTURE_TARGETS).fill(null);
  /** The draw program's sampler uniform location → unit (-1: not an opaque uniform / unset). */
  locationUnits = new Int32Array(0);
  /** The step's shutter: moves whenever a fill copied (a binding, the program's units, any texture's content / params). */
  version = 0;
  private keys = new Float64Array(7).fill(-1);

  forget(): void {
    this.keys.fill(-1);
  }

  /** The texture unit `unit` samples for `target` (outside the filled units: the default texture). */
  texture(unit: number, target: number): object | null {
    return unit < this.units ? this.textures[unit * TEXTURE_TARGETS + target] : this.defaults[target];
  }

  /** Copies what moved since the last fill; true when it copied. */
  fill(ctx: TextureContext): boolean {
    const g = ctx.generations;
    const p = ctx.program;
    const k = this.keys;
    const units = Math.max(1, ctx.textures.maxTouchedUnit);
    if (k[0] === g.textureBind && k[1] === g.anyTextureContent && k[2] === g.anyTextureParams && k[3] === g.samplingResolution &&
      k[4] === (p === null ? -1 : p.lifetimeId) && k[5] === (p === null ? -1 : p.backendStateVersion) && k[6] === units) return false;
    k[0] = g.textureBind; k[1] = g.anyTextureContent; k[2] = g.anyTextureParams; k[3] = g.samplingResolution;
    k[4] = p === null ? -1 : p.lifetimeId; k[5] = p === null ? -1 : p.backendStateVersion; k[6] = units;
    this.version++;
    this.units = units;
    const t = ctx.textures;
    for (let target = 0; target < TEXTURE_TARGETS; target++) this.defaults[target] = ctx.defaultTextures[target];
    for (let u = 0; u < units; u++) {
      for (let target = 0; target < TEXTURE_TARGETS; target++) this.textures[u * TEXTURE_TARGETS + target] = t.GetBound(u, target) ?? ctx.defaultTextures[target];
    }
    const src = p === null ? null : p.opaqueUnits;
    // Grows only when a program with more uniform locations comes along (not per draw).
    if (src !== null && this.locationUnits.length < src.length) this.locationUnits = new Int32Array(src.length);
    this.locationUnits.fill(-1);
    if (src !== null) this.locationUnits.set(src);
    return true;
  }

  compare(o: SamplerViewSet): string | null {
    if (this.units !== o.units) return 'units';
    for (let i = 0; i < TEXTURE_TARGETS; i++) if (this.defaults[i] !== o.defaults[i]) return `default[${i}]`;
    for (let i = 0; i < this.units * TEXTURE_TARGETS; i++) {
      if (this.textures[i] !== o.textures[i]) return `unit[${Math.floor(i / TEXTURE_TARGETS)}].target[${i % TEXTURE_TARGETS}]`;
    }
    const n = Math.max(this.locationUnits.length, o.locationUnits.length);
    for (let i = 0; i < n; i++) if ((this.locationUnits[i] ?? -1) !== (o.locationUnits[i] ?? -1)) return `locationUnits[${i}]`;
    return null;
  }
}

/** One unit's sampler object: its parameters (valid when `bound`), the memo key, the bridge. */
export class SamplerStateView {
  bound = false;
  readonly params = new SamplerParameters();
  /** Memo key of the sampler twin's parameter sync (pull / alias: Sampler.paramsVersion). */
  version = -1;
  /** Pull / alias: the sampler object (the device's bridge to its twin). */
  front: object | null = null;
}

/** samplers: the sampler object of every unit in [0, units). */
export class SamplerStateSet {
  units = 0;
  readonly views: SamplerStateView[] = Array.from({ length: TEXTURE_UNITS }, () => new SamplerStateView());
  private keys = new Float64Array(3).fill(-1);

  forget(): void {
    this.keys.fill(-1);
  }

  /** The sampler state of `unit` (outside the filled units: none bound). */
  view(unit: number): SamplerStateView {
    return unit < this.units ? this.views[unit] : UNBOUND;
  }

  fill(ctx: TextureContext): boolean {
    const g = ctx.generations;
    const units = Math.max(1, ctx.textures.maxTouchedUnit);
    const k = this.keys;
    if (k[0] === g.textureBind && k[1] === g.samplingResolution && k[2] === units) return false;
    k[0] = g.textureBind; k[1] = g.samplingResolution; k[2] = units;
    this.units = units;
    for (let u = 0; u < units; u++) {
      const s = ctx.textures.GetSampler(u);
      const v = this.views[u];
      v.front = s;
      v.bound = s !== null;
      if (s === null) { v.version = -1; continue; }
      v.params.copyFrom(s.params);
      v.version = s.paramsVersion;
    }
    return true;
  }

  compare(o: SamplerStateSet): string | null {
    if (this.units !== o.units) return 'units';
    for (let u = 0; u < this.units; u++) {
      const a = this.views[u], b = o.views[u];
      if (a.bound !== b.bound) return `unit[${u}].bound`;
      if (a.front !== b.front) return `unit[${u}].sampler`;
      if (a.bound) {
        const d = compareSamplerParameters(a.params, b.params, `unit[${u}].params`);
        if (d !== null) return d;
      }
    }
    return null;
  }
}
const UNBOUND = new SamplerStateView();

/** textureParams: one texture object's record. */
export class TextureParamsView {
  readonly sampler = new SamplerParameters();
  readonly swizzle = new Uint32Array(4);
  baseLevel = 0;
  maxLevel = 1000;
  depthStencilMode = 0;
  viewMinLevel = 0;
  viewNumLevels = 0;
  viewMinLayer = 0;
  viewNumLayers = 0;
  /** Memo key of the twin's parameter sync (pull / alias: Texture.paramsVersion). */
  version = -1;
  /** Fill memo: the shape version last copied (a glTextureView sets the view range with a new shape). */
  filledShape = -1;

  copy(t: FrontTexture): void {
    this.version = t.paramsVersion;
    this.filledShape = t.shapeVersion;
    this.sampler.copyFrom(t.sampler);
    this.swizzle.set(t.swizzle);
    this.baseLevel = t.baseLevel;
    this.maxLevel = t.maxLevel;
    this.depthStencilMode = t.depthStencilMode;
    this.viewMinLevel = t.viewMinLevel;
    this.viewNumLevels = t.viewNumLevels;
    this.viewMinLayer = t.viewMinLayer;
    this.viewNumLayers = t.viewNumLayers;
  }

  compare(o: TextureParamsView): string | null {
    const d = compareSamplerParameters(this.sampler, o.sampler, 'sampler');
    if (d !== null) return d;
    for (let i = 0; i < 4; i++) if (this.swizzle[i] !== o.swizzle[i]) return `swizzle[${i}]`;
    if (this.baseLevel !== o.baseLevel) return 'baseLevel';
    if (this.maxLevel !== o.maxLevel) return 'maxLevel';
    if (this.depthStencilMode !== o.depthStencilMode) return 'depthStencilMode';
    if (this.viewMinLevel !== o.viewMinLevel || this.viewNumLevels !== o.viewNumLevels) return 'viewLevels';
    if (this.viewMinLayer !== o.viewMinLayer || this.viewNumLayers !== o.viewNumLayers) return 'viewLayers';
    return null;
  }
}

/** textureParams, one copy: a record per texture object (created the first time a texture is read). */
export class TextureParamsTable {
  private readonly records = new WeakMap<object, TextureParamsView>();
  /** The planted alias-fill fault (PipeInputsConfig.aliasFault), or null: applied after a fill that copied. */
  fault: ((v: TextureParamsView) => void) | null = null;
  /** Verify's corruption control: applied after every fill that copied. */
  corrupt: ((v: TextureParamsView) => void) | null = null;

  /** The record of `front`, copied again when the object changed since its last fill. */
  get(front: object): TextureParamsView {
    const t = front as FrontTexture;
    let v = this.records.get(front);
    if (v === undefined) {
      v = new TextureParamsView();
      this.records.set(front, v);
    }
    if (v.version !== t.paramsVersion || v.filledShape !== t.shapeVersion) {
      v.copy(t);
      if (this.fault !== null) this.fault(v);
      if (this.corrupt !== null) this.corrupt(v);
    }
    return v;
  }
}

/** The three groups, one copy (the aliased one, or verify's context-filled shadow). */
export class TextureGroups {
  readonly views = new SamplerViewSet();
  readonly samplers = new SamplerStateSet();
  readonly params = new TextureParamsTable();

  forget(): void {
    this.views.forget();
    this.samplers.forget();
  }
}

/** SamplerParameters as the G4 comparator's MGPSamplerParams (built on a divergence only). */
function asPayload(p: SamplerParameters): MGPSamplerParams {
  return { ...p, seamlessCube: p.seamless };
}

/** The G4 comparison of two SamplerParameters (byte-exact incl. borderColorForm): the first differing field, or null. */
export function compareSamplerParameters(a: SamplerParameters, b: SamplerParameters, at: string): string | null {
  if (a.equals(b)) return null;
  return verify_MGPSamplerParams(asPayload(a), asPayload(b), at) ?? `${at}.bits`;
}
