// MGB_CTX of the textures subsystem (seeds §4.4.3, §4.5.4, §5.5, D10): its three PipeInputs groups as the
// gles-textures library reads them, whatever the phase.
//   samplerViews   (set_sampler_views) per unit in [0, units): the target the draw program samples it through,
//                  resolved on the client from the program's sampler types and its sampler→unit mapping (value-types
//                  ProgramUnitTargets, the same helper here and in the tracker, so verify compares like with like),
//                  and the texture: the unit's binding for that target, else the target's default texture
//                  (GLContext.ResolveUnitTexture); null (target -1) for a unit the program does not sample.
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
// Push (phase B, backend-gles texture-receiver.ts): the views hold texture resource handles ({slot, gen}, frozen
// records made once per sampler-view CSO), the sampler states hold a CSO's parameters and no front object, and the
// textureParams records are keyed by the texture's handle slot; `pushed` says so. The pull paths of the other
// subsystems (framebuffer surfaces, transfers, images-upload's storage sync) still name a texture by its front
// object: getTextureParams translates it to its handle through the client's identity map (PipeInputs.textureHandleOf),
// the bridge that goes with those pull paths. Verify compares a pushed handle with the handle of the texture the
// context resolves (the same map).
import { verify_MGPSamplerParams, type MGPSamplerParams } from '@mgpipe/pipe-types';
import { ProgramUnitTargets, SamplerParameters, type SampledProgramLike } from '@mgpipe/value-types';
import type { FrontContextGenerations } from './vertex-inputs.ts';
import type { FrontImageUnitBinding } from './image-inputs.ts';

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
  /** images-upload's image units (image-inputs.ts' shaderImages fill reads them; the textures fills do not). */
  readonly imageUnits: readonly FrontImageUnitBinding[];
  readonly imageUnitVersion: number;
  GetBound(unit: number, targetIndex: number): FrontTexture | null;
  GetSampler(unit: number): FrontSampler | null;
}
/** The context members the textures fills read (PullContext has them). */
export interface TextureContext {
  /** The program draws run (its sampler types pick each unit's target). */
  readonly drawProgram: SampledProgramLike | null;
  readonly textures: FrontTextureState;
  readonly defaultTextures: readonly FrontTexture[];
  readonly generations: FrontContextGenerations;
}

/** A pushed texture's handle as the groups keep it (one frozen record per sampler-view CSO, never per draw). */
export interface TextureHandleRef {
  readonly slot: number;
  readonly gen: number;
}
/**
 * A view entry naming a texture resource by handle (push). An accessor handed either a view entry or a pull path's
 * front texture tells them apart with isPushedTexture (one map check where instanceof walked the prototype chain:
 * ~40 instructions a sampled texture a draw).
 */
export class PushedTexture implements TextureHandleRef {
  constructor(readonly slot: number, readonly gen: number) {
    Object.freeze(this);
  }
  /** On the prototype, not the record: a PushedTexture still equals its handle's {slot, gen}. */
  get isPushedTexture(): true {
    return true;
  }
}

/** Whether a view entry is a PushedTexture (else a pull path's front texture, which has no such field). */
export function isPushedTexture(view: object): view is PushedTexture {
  return (view as { readonly isPushedTexture?: boolean }).isPushedTexture === true;
}
/** The client's identity map as verify and the pull bridges see it: a front texture's handle, or null. */
export type TextureHandleOf = (front: object) => TextureHandleRef | null;

/** samplerViews: per unit in [0, units), the target the draw program samples it through and that texture. */
export class SamplerViewSet {
  units = 0;
  /** textures[unit]: the resolved texture (bound, else default), null where the unit is not sampled: a bridge (pull / alias), a TextureHandleRef (push). */
  readonly textures: (object | null)[] = new Array<object | null>(TEXTURE_UNITS).fill(null);
  /** targets[unit]: the TextureTargetIndex the unit is sampled through, -1 where it is not. */
  readonly targets = new Int32Array(TEXTURE_UNITS).fill(-1);
  /** Push: the entries are TextureHandleRefs (set by the receiver). */
  pushed = false;
  /** The step's shutter: moves whenever a fill copied (a binding, any texture's content / params, the program), or a push arrived. */
  version = 0;
  private keys = new Float64Array(4).fill(-1);
  private readonly unitTargets = new ProgramUnitTargets(TEXTURE_UNITS);

  forget(): void {
    this.keys.fill(-1);
    this.unitTargets.forget();
  }

  /** The texture unit `unit` samples (null: the program does not sample it). */
  texture(unit: number): object | null {
    return unit < this.units ? this.textures[unit] : null;
  }

  /** The target `unit` is sampled through, or -1. */
  target(unit: number): number {
    return unit < this.units ? this.targets[unit] : -1;
  }

  /** Copies what moved since the last fill; true when it copied. */
  fill(ctx: TextureContext): boolean {
    const g = ctx.generations;
    const k = this.keys;
    const moved = this.unitTargets.update(ctx.drawProgram);
    if (!moved && k[0] === g.textureBind && k[1] === g.anyTextureContent && k[2] === g.anyTextureParams && k[3] === g.samplingResolution) return false;
    k[0] = g.textureBind; k[1] = g.anyTextureContent; k[2] = g.anyTextureParams; k[3] = g.samplingResolution;
    this.version++;
    const ut = this.unitTargets;
    const units = ut.count;
    this.units = units;
    const t = ctx.textures;
    for (let u = 0; u < units; u++) {
      const target = ut.targets[u];
      if (target < 0) {
        this.targets[u] = -1;
        this.textures[u] = null;
      } else {
        this.targets[u] = target;
        this.textures[u] = t.GetBound(u, target) ?? ctx.defaultTextures[target];
      }
    }
    return true;
  }

  /**
   * Verify: this copy against `o` (the context-filled shadow), unit by unit: the target and the texture. A pushed
   * entry is a handle: it is compared with the handle of the shadow's texture.
   */
  compare(o: SamplerViewSet, handleOf: TextureHandleOf | null): string | null {
    if (this.units !== o.units) return 'units';
    for (let u = 0; u < this.units; u++) {
      if (this.target(u) !== o.target(u)) return `unit[${u}].target`;
      if (!sameTexture(this.texture(u), this.pushed, o.texture(u), o.pushed, handleOf)) return `unit[${u}].texture`;
    }
    return null;
  }
}

/** Whether two views' entries name the same texture (a pushed side names it by handle). */
export function sameTexture(a: object | null, aPushed: boolean, b: object | null, bPushed: boolean, handleOf: TextureHandleOf | null): boolean {
  if (aPushed === bPushed) return aPushed ? handleEquals(a, b) : a === b;
  const front = aPushed ? b : a;
  const pushed = aPushed ? a : b;
  if (front === null || handleOf === null) return pushed === null && front === null;
  return handleEquals(pushed, handleOf(front));
}

function handleEquals(a: object | null, b: object | null): boolean {
  if (a === null || b === null) return a === b;
  const x = a as TextureHandleRef, y = b as TextureHandleRef;
  return x.slot === y.slot && x.gen === y.gen;
}

/** One unit's sampler object: its parameters (valid when `bound`), the memo key, the bridge. */
export class SamplerStateView {
  bound = false;
  readonly params = new SamplerParameters();
  /** Memo key of the sampler twin's parameter sync (pull / alias: Sampler.paramsVersion). */
  version = -1;
  /** Pull / alias: the sampler object (the device's bridge to its twin). Push: null. */
  front: object | null = null;
  /** Push: the sampler CSO's slot (the device keeps one driver sampler per slot), else -1. */
  csoSlot = -1;
}

/** samplers: the sampler object of every unit in [0, units). */
export class SamplerStateSet {
  units = 0;
  /** Push: filled by bind_sampler_states (no front objects; the list ends after the highest unit with a sampler). */
  pushed = false;
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
    // A pushed list ends after its highest unit with a sampler: units past either side's end have none bound.
    if (!this.pushed && !o.pushed && this.units !== o.units) return 'units';
    if (this.units < 0 || o.units < 0) return 'units';
    const n = Math.max(this.units, o.units);
    for (let u = 0; u < n; u++) {
      const a = this.view(u), b = o.view(u);
      if (a.bound !== b.bound) return `unit[${u}].bound`;
      if (!this.pushed && !o.pushed && a.front !== b.front) return `unit[${u}].sampler`;
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

/** textureParams, one copy: a record per texture object (created the first time a texture is read, or pushed). */
export class TextureParamsTable {
  private readonly records = new WeakMap<object, TextureParamsView>();
  /** Push: the records by texture handle slot (set_texture_params / set_texture_sampler_params), with their gen. */
  readonly bySlot: (TextureParamsView | undefined)[] = [];
  readonly genOf: number[] = [];
  /** The planted alias-fill fault (PipeInputsConfig.aliasFault), or null: applied after a fill that copied. */
  fault: ((v: TextureParamsView) => void) | null = null;
  /** Verify's corruption control: applied after every fill that copied (push: after every arrival). */
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

  /** Push: the record of a texture handle (made at its first parameter call), or null. */
  pushedRecord(h: TextureHandleRef): TextureParamsView | null {
    const v = this.bySlot[h.slot];
    return v !== undefined && this.genOf[h.slot] === h.gen ? v : null;
  }

  /** Push: the record a parameter call for `h` writes (a new handle in a slot starts from the GL defaults). */
  pushedWrite(h: TextureHandleRef): TextureParamsView {
    let v = this.bySlot[h.slot];
    if (v === undefined || this.genOf[h.slot] !== h.gen) {
      v = new TextureParamsView();
      this.bySlot[h.slot] = v;
      this.genOf[h.slot] = h.gen;
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
