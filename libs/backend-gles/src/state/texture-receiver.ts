// The textures subsystem's receive path (phase B, issue 16): texture resources, sampler-view and sampler CSOs, and
// the calls that fill MGB_CTX's samplerViews / samplers / textureParams groups — from the payloads only, never from a
// front-end object. What arrives (tracker texture-resources.ts, sampler-view-emitters.ts, sampler-emitters.ts):
//   resource_create / _respecify / _destroy   a texture target: this table (a buffer target: the buffers receiver;
//                                             resource handles share one slot space, so a destroy is a texture's
//                                             exactly when this table holds that live {slot, gen})
//   create_sampler_view / delete_sampler_view  view CSO slot → the texture it names (a PushedTexture ref, made once)
//   set_sampler_views                          per unit in [0, n): the target the draw program samples it through
//                                             (resolved on the client) and its view CSO; a null view: not sampled
//   create_sampler_state / delete / bind_sampler_states   CSO slot → SamplerParameters; per unit bound or not
//   set_texture_params / set_texture_sampler_params       the texture's record (keyed by handle slot + gen)
// A handle that is not live — never created, destroyed, another gen in its slot, a view CSO of a destroyed texture —
// is Fatal{ProtocolCorruption}: nothing is applied to some other object. Payloads are valid for the call only: copied.
//
// MOBILEGL_PIPE_TEST_FAULT=textures (test-only, latched): every set_texture_params lands with SWIZZLE_R replaced by
// the texture's SWIZZLE_G — the twin's glTexParameteri argument moves for every sampled texture, which a reference
// comparison sees wherever a scenario samples a colour texture, and verify sees as a textureParams divergence.
import { PushedTexture, TEXTURE_TARGETS, TEXTURE_UNITS, type PipeInputs, type SamplerStateView } from '@mgpipe/gles-core';
import {
  MGPResourceTarget,
  MGPipeFatal,
  depthStencilModeEnum,
  swizzleEnum,
  type MGPSamplerParams,
  type MGPipeContext,
  type MGPipeHandle,
  type MGPipeScreen,
} from '@mgpipe/pipe-types';
import { SamplerParameters, grownSlotTable, slotTableSize } from '@mgpipe/value-types';

export interface TextureReceiverStats {
  textureCreates: number;
  textureRespecifies: number;
  textureDestroys: number;
  samplerViewCreates: number;
  samplerViewSets: number;
  samplerStateCreates: number;
  samplerStateBinds: number;
  textureParamsSets: number;
}

/** The server's texture resources: which {slot, gen} is a live texture (and its resource target). */
export class TextureResourceTable {
  /**
   * Per slot: the live texture's gen, -1 for none (never created, or destroyed). Typed, not a holey array: resource
   * slots are shared with buffers, so a texture's slots have holes, and the optimized compare against a hole-or-number
   * element went through the generic StrictEqual builtin (isLive runs twice a draw that binds a texture).
   */
  private gens = new Float64Array(64).fill(-1);
  private targets = new Int32Array(64);

  isLive(h: MGPipeHandle): boolean {
    const slot = h.slot;
    return slot !== 0 && slot < this.gens.length && this.gens[slot] === h.gen;
  }

  /** Fatal{ProtocolCorruption} unless `h` is a live texture resource. */
  check(h: MGPipeHandle, call: string): void {
    if (!this.isLive(h)) this.notLive(h, call);
  }

  /** check's refusal, out of line: the template string kept check and its callers from being inlined (texture-receiver's set_sampler_views). */
  private notLive(h: MGPipeHandle, call: string): never {
    throw new MGPipeFatal('ProtocolCorruption', `${call}: {${h.slot}, ${h.gen}} names no live texture resource`);
  }

  targetOf(h: MGPipeHandle): number {
    return this.targets[h.slot];
  }

  create(h: MGPipeHandle, target: number): void {
    if (!Number.isInteger(h.slot) || h.slot <= 0 || h.gen === 0) throw new MGPipeFatal('ProtocolCorruption', `resource_create: {${h.slot}, ${h.gen}} is a reserved handle`);
    if (this.isLive(h)) throw new MGPipeFatal('ProtocolCorruption', `resource_create: texture {${h.slot}, ${h.gen}} already exists`);
    this.grow(h.slot);
    this.gens[h.slot] = h.gen;
    this.targets[h.slot] = target;
  }

  respecify(h: MGPipeHandle, target: number): void {
    this.check(h, 'resource_respecify');
    if (this.targets[h.slot] !== target) throw new MGPipeFatal('ProtocolCorruption', `resource_respecify: texture {${h.slot}, ${h.gen}} changed target`);
  }

  destroy(h: MGPipeHandle): void {
    this.check(h, 'resource_destroy');
    this.gens[h.slot] = -1;
  }

  /** Room for `slot` (a create: the wire bounds slots below kMaxSlot, the tracker's own are dense). */
  private grow(slot: number): void {
    if (slot < this.gens.length) return;
    const size = slotTableSize(this.gens.length, slot);
    this.gens = grownSlotTable(this.gens, size, -1);
    this.targets = grownSlotTable(this.targets, size, 0);
  }
}

/** The default when nobody holds driver samplers per CSO serial: nothing to retire. */
const noRetire = (): void => undefined;

/** A view CSO as the server keeps it. */
interface ViewCso {
  gen: number;
  texture: PushedTexture;
}

/** A sampler CSO as the server keeps it: its parameters and a serial unique per create (the driver sampler's memo key). */
interface SamplerCso {
  gen: number;
  serial: number;
  readonly params: SamplerParameters;
}

function copySamplerParams(d: SamplerParameters, s: MGPSamplerParams): void {
  d.minFilter = s.minFilter; d.magFilter = s.magFilter; d.wrapS = s.wrapS; d.wrapT = s.wrapT; d.wrapR = s.wrapR;
  d.compareMode = s.compareMode; d.compareFunc = s.compareFunc; d.minLod = s.minLod; d.maxLod = s.maxLod; d.lodBias = s.lodBias;
  d.maxAnisotropy = s.maxAnisotropy; d.borderColorForm = s.borderColorForm as SamplerParameters['borderColorForm']; d.seamless = s.seamlessCube;
  for (let i = 0; i < 4; i++) {
    d.borderColor[i] = s.borderColor[i];
    d.borderColorI[i] = s.borderColorI[i];
    d.borderColorUI[i] = s.borderColorUI[i];
  }
}

/**
 * Installs the textures entries into a screen and a context table (after the buffers receiver: buffer resource calls
 * are handed to the entries it installed). Returns the texture resource table (the device checks sampled handles on it).
 */
export function installTextureReceiver(screen: MGPipeScreen, ctx: MGPipeContext, inputs: PipeInputs, stats: TextureReceiverStats, fault = false,
  samplerRetired: (serial: number) => void = noRetire): TextureResourceTable {
  const table = new TextureResourceTable();
  const groups = inputs.own.textures;
  const views = groups.views;
  const samplers = groups.samplers;
  const params = groups.params;
  const viewCsos: (ViewCso | undefined)[] = [];
  const samplerCsos: (SamplerCso | undefined)[] = [];
  let serial = 0;
  const bufferCreate = screen.resource_create, bufferRespecify = screen.resource_respecify, bufferDestroy = screen.resource_destroy;
  const noBuffers = (call: string): never => { throw new MGPipeFatal('ProtocolCorruption', `${call}: a buffer resource, and buffers are not pushed`); };

  screen.resource_create = (p) => {
    if (p.desc.target === MGPResourceTarget.buffer) return bufferCreate === null ? noBuffers('resource_create') : bufferCreate(p);
    table.create(p.res, p.desc.target);
    stats.textureCreates++;
  };
  screen.resource_respecify = (p) => {
    if (p.desc.target === MGPResourceTarget.buffer) return bufferRespecify === null ? noBuffers('resource_respecify') : bufferRespecify(p);
    table.respecify(p.res, p.desc.target);
    stats.textureRespecifies++;
  };
  screen.resource_destroy = (p) => {
    if (!table.isLive(p.res)) return bufferDestroy === null ? noBuffers('resource_destroy') : bufferDestroy(p);
    table.destroy(p.res);
    stats.textureDestroys++;
  };

  const noView = (h: MGPipeHandle, call: string): never => {
    throw new MGPipeFatal('ProtocolCorruption', `${call}: {${h.slot}, ${h.gen}} names no live sampler view`);
  };
  const viewOf = (h: MGPipeHandle, call: string): ViewCso => {
    const v = viewCsos[h.slot];
    return v === undefined || v.gen !== h.gen ? noView(h, call) : v;
  };
  ctx.create_sampler_view = (p) => {
    const v = p.view;
    table.check(v.texture, 'create_sampler_view');
    viewCsos[v.cso.slot] = { gen: v.cso.gen, texture: new PushedTexture(v.texture.slot, v.texture.gen) };
    stats.samplerViewCreates++;
  };
  ctx.delete_sampler_view = (p) => {
    const v = viewCsos[p.cso.slot];
    if (v !== undefined && v.gen === p.cso.gen) viewCsos[p.cso.slot] = undefined;
  };
  // The refusals are built out of line (noView too): their template strings made the closures too large for V8 to
  // inline into the tracker's emitter beside the calls that emitter makes (~100 instructions a state-heavy draw).
  const notPerUnit = (n: number, start: number): never => {
    throw new MGPipeFatal('ProtocolCorruption', `set_sampler_views: ${n} views from ${start} is not a per-unit list`);
  };
  const badTarget = (u: number, target: number): never => {
    throw new MGPipeFatal('ProtocolCorruption', `set_sampler_views: unit ${u} names target ${target}`);
  };
  ctx.set_sampler_views = (p) => {
    const n = p.views.length;
    if (p.start !== 0 || n > TEXTURE_UNITS) notPerUnit(n, p.start);
    for (let u = 0; u < n; u++) {
      const e = p.views[u];
      if (e.view.slot === 0 && e.view.gen === 0) {
        views.textures[u] = null;
        views.targets[u] = -1;
        continue;
      }
      if (e.target < 0 || e.target >= TEXTURE_TARGETS) badTarget(u, e.target);
      const tex = viewOf(e.view, 'set_sampler_views').texture;
      table.check(tex, 'set_sampler_views');
      views.textures[u] = tex;
      views.targets[u] = e.target;
    }
    views.units = n;
    views.version++;
    stats.samplerViewSets++;
  };

  ctx.create_sampler_state = (p) => {
    let c = samplerCsos[p.cso.slot];
    if (c === undefined) c = samplerCsos[p.cso.slot] = { gen: -1, serial: 0, params: new SamplerParameters() };
    else if (c.gen !== -1) samplerRetired(c.serial); // a live CSO re-created over without a delete: its driver sampler goes
    c.gen = p.cso.gen;
    c.serial = ++serial;
    copySamplerParams(c.params, p.params);
    stats.samplerStateCreates++;
  };
  ctx.delete_sampler_state = (p) => {
    const c = samplerCsos[p.cso.slot];
    if (c === undefined || c.gen !== p.cso.gen) return;
    c.gen = -1;
    samplerRetired(c.serial);
  };
  ctx.bind_sampler_states = (p) => {
    const n = p.samplers.length;
    if (p.start !== 0 || n > samplers.views.length) throw new MGPipeFatal('ProtocolCorruption', `bind_sampler_states: ${n} samplers from ${p.start}`);
    for (let u = 0; u < n; u++) {
      const h = p.samplers[u];
      const v: SamplerStateView = samplers.views[u];
      v.front = null;
      if (h.slot === 0 && h.gen === 0) {
        v.bound = false; v.version = -1; v.csoSlot = -1;
        continue;
      }
      const c = samplerCsos[h.slot];
      if (c === undefined || c.gen !== h.gen) throw new MGPipeFatal('ProtocolCorruption', `bind_sampler_states: {${h.slot}, ${h.gen}} names no live sampler state`);
      v.bound = true;
      v.params.copyFrom(c.params);
      v.version = c.serial;
      v.csoSlot = h.slot;
    }
    samplers.units = n;
    views.version++; // the textures step re-binds units (its shutter is the views' version)
    stats.samplerStateBinds++;
  };

  ctx.set_texture_params = (p) => {
    table.check(p.res, 'set_texture_params');
    const r = params.pushedWrite(p.res);
    r.sampler.minLod = p.minLod; r.sampler.maxLod = p.maxLod; r.sampler.lodBias = p.lodBias;
    r.baseLevel = p.baseLevel; r.maxLevel = p.maxLevel; r.depthStencilMode = depthStencilModeEnum(p.depthStencilMode);
    for (let i = 0; i < 4; i++) {
      const e = swizzleEnum(p.swizzle[i]);
      if (e < 0) throw new MGPipeFatal('ProtocolCorruption', `set_texture_params: swizzle code ${p.swizzle[i]}`);
      r.swizzle[i] = e;
    }
    if (fault) r.swizzle[0] = r.swizzle[1];
    r.version = ++serial;
    params.corrupt?.(r);
    views.version++;
    stats.textureParamsSets++;
  };
  ctx.set_texture_sampler_params = (p) => {
    table.check(p.res, 'set_texture_sampler_params');
    const r = params.pushedWrite(p.res);
    copySamplerParams(r.sampler, p.params);
    r.viewMinLevel = p.viewMinLevel; r.viewNumLevels = p.viewNumLevels; r.viewMinLayer = p.viewMinLayer; r.viewNumLayers = p.viewNumLayers;
    r.version = ++serial;
    params.corrupt?.(r);
    views.version++;
    stats.textureParamsSets++;
  };
  return table;
}
