// NEW_SAMPLERS (seeds §4.4.3, §4.5.4): bind_sampler_states over content-addressed sampler CSOs. The emitter runs
// when its shutter moved (a unit's sampler binding, a sampler's parameters, the sampling-resolution generation),
// walks the touched units [0, maxTouchedUnit), finds each bound sampler's CSO by its SamplerParameters — byte-exact,
// borderColorForm included: an Iiv border and an fv border of the same bits are different samplers — in a capacity-256
// LRU (CSO_CAPACITY.sampler; a miss emits create_sampler_state, an eviction delete_sampler_state), and sends the unit →
// CSO list through the set-hash suppressor: a redundant glBindSampler (same object, or another sampler object with
// identical parameters) between draws sends nothing. A unit with no sampler object names the null handle (the
// texture's own sampler state applies: set_texture_params).
// Nothing allocates on a hit: the parameters are hashed through a float view, the handle list is a reused array.
import type { GLContext, Sampler } from '@mgpipe/gl-state';
import { MGPipeKind, kNullHandle, type BindSamplerStatesPayload, type CreateSamplerStatePayload, type MGPipeHandle } from '@mgpipe/pipe-types';
import { SamplerParameters } from '@mgpipe/value-types';
import { CSO_CAPACITY, CsoCache } from './cso-cache.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';
import { SetHashSuppressor, SetHasher, SuppressedSet } from './set-hash.ts';
import { SlotAllocator } from './slot-allocator.ts';

/** gl-state's MAX_COMBINED_TEXTURE_IMAGE_UNITS. */
const MAX_UNITS = 192;
const SAMPLER_MEMO = 64;

export class SamplerEmitters {
  readonly slots = new SlotAllocator(MGPipeKind.SamplerCso);
  readonly cache: CsoCache;
  private readonly hasher = new SetHasher();
  private readonly f32 = new Float32Array(1);
  private readonly u32 = new Uint32Array(this.f32.buffer);
  /** Each entry's parameters: a hit is confirmed byte-exact (the hash is only the key). */
  private readonly entryParams: SamplerParameters[];
  /**
   * A small direct-mapped memo (slot = lifetimeId % SAMPLER_MEMO): a sampler object's paramsVersion and CSO entry when
   * last resolved, and that entry's handle then (a new object per insert: confirms the entry was not evicted or
   * reused since). A hit skips the hash and the compare; fixed size, so deleted samplers leave nothing behind.
   */
  private readonly memoId = new Float64Array(SAMPLER_MEMO).fill(-1);
  private readonly memoVersion = new Float64Array(SAMPLER_MEMO);
  private readonly memoEntry = new Int32Array(SAMPLER_MEMO);
  private readonly memoHandle: (MGPipeHandle | null)[] = new Array<MGPipeHandle | null>(SAMPLER_MEMO).fill(null);
  /** The unit → CSO list, one reused array per length (what bind_sampler_states carries). */
  private readonly byCount: MGPipeHandle[][] = [[]];
  private readonly bindPayload: BindSamplerStatesPayload = { start: 0, samplers: [] };
  private readonly createPayload: CreateSamplerStatePayload = {
    cso: kNullHandle,
    params: {
      minFilter: 0, magFilter: 0, wrapS: 0, wrapT: 0, wrapR: 0, compareMode: 0, compareFunc: 0, minLod: 0, maxLod: 0, lodBias: 0,
      maxAnisotropy: 0, borderColor: new Float32Array(4), borderColorI: new Int32Array(4), borderColorUI: new Uint32Array(4), borderColorForm: 0,
      seamlessCube: false,
    },
  };
  private readonly onEvict = (h: MGPipeHandle) => {
    this.out.stats.csoEvictions++;
    this.out.send('delete_sampler_state', { cso: h });
  };

  private readonly sendSamplers: Sender<'bind_sampler_states'>;

  constructor(private readonly out: PipeEmitter, private readonly suppressor: SetHashSuppressor, capacity: number = CSO_CAPACITY.sampler) {
    this.sendSamplers = out.sender('bind_sampler_states');
    this.cache = new CsoCache(capacity, this.slots);
    this.entryParams = Array.from({ length: capacity }, () => new SamplerParameters());
    for (let n = 1; n <= MAX_UNITS; n++) this.byCount.push(new Array<MGPipeHandle>(n).fill(kNullHandle));
    // The server starts with no sampler object bound anywhere: the empty set is what it holds (a context that never
    // binds a sampler sends nothing).
    this.suppressor.shouldEmitHashed(SuppressedSet.samplerStates, this.hasher.begin().u32(0));
  }

  /** NEW_SAMPLERS. */
  emitSamplers(ctx: GLContext): void {
    // The list ends after the highest unit with a sampler object: units that only bind textures change nothing here.
    const all = this.byCount[MAX_UNITS];
    let count = 0;
    for (let u = 0; u < ctx.textures.maxTouchedUnit; u++) {
      const s = ctx.textures.GetSampler(u);
      all[u] = s === null ? kNullHandle : this.csoOf(s);
      if (s !== null) count = u + 1;
    }
    const list = this.byCount[count];
    const h = this.hasher.begin().u32(count);
    for (let u = 0; u < count; u++) {
      list[u] = all[u];
      h.u32(list[u].slot).u32(list[u].gen);
    }
    if (!this.suppressor.shouldEmitHashed(SuppressedSet.samplerStates, h)) return;
    this.bindPayload.samplers = list;
    this.sendSamplers(this.bindPayload);
  }

  /** The CSO of a sampler object's current parameters (a memo per object skips the hash while it is unchanged). */
  private csoOf(s: Sampler): MGPipeHandle {
    const m = s.lifetimeId % SAMPLER_MEMO;
    const memoHandle = this.memoHandle[m];
    if (this.memoId[m] === s.lifetimeId && this.memoVersion[m] === s.paramsVersion && memoHandle !== null &&
      this.cache.handleAt(this.memoEntry[m]) === memoHandle) {
      this.cache.use(this.memoEntry[m]);
      this.out.stats.csoHits++;
      return memoHandle;
    }
    const p = s.params;
    // A 30-bit key (a Smi: the Map probe allocates nothing); the stored parameters confirm a hit.
    const key = this.hashParams(p) % 0x40000000;
    let entry = this.cache.probe(key);
    if (entry >= 0 && !this.entryParams[entry].equals(p)) {
      this.cache.remove(entry, this.onEvict);
      entry = -1;
    }
    if (entry >= 0) this.out.stats.csoHits++;
    else {
      this.out.stats.csoMisses++;
      entry = this.cache.insert(key, this.onEvict);
      this.entryParams[entry].copyFrom(p);
      this.sendCreate(this.cache.handleAt(entry), p);
    }
    const handle = this.cache.handleAt(entry);
    this.memoId[m] = s.lifetimeId;
    this.memoVersion[m] = s.paramsVersion;
    this.memoEntry[m] = entry;
    this.memoHandle[m] = handle;
    return handle;
  }

  /** Every field of SamplerParameters, floats by their bits (so -0 and 0, or two NaNs, hash as the GL values differ). */
  private hashParams(p: SamplerParameters): number {
    const h = this.hasher.begin();
    h.u32(p.minFilter).u32(p.magFilter).u32(p.wrapS).u32(p.wrapT).u32(p.wrapR).u32(p.compareMode).u32(p.compareFunc);
    h.u32(this.bits(p.minLod)).u32(this.bits(p.maxLod)).u32(this.bits(p.lodBias)).u32(this.bits(p.maxAnisotropy));
    h.u32(p.seamless ? 1 : 0).u32(p.borderColorForm);
    for (let i = 0; i < 4; i++) h.u32(this.bits(p.borderColor[i])).u32(p.borderColorI[i]).u32(p.borderColorUI[i]);
    return h.end();
  }

  private bits(v: number): number {
    this.f32[0] = v;
    return this.u32[0];
  }

  private sendCreate(cso: MGPipeHandle, p: SamplerParameters): void {
    const c = this.createPayload;
    c.cso = cso;
    fillWireSamplerParams(c.params, p);
    this.out.send('create_sampler_state', c);
  }
}

/** The wire's sampler parameters from the front end's (a sampler object's, or a texture's own sampler state). */
export function fillWireSamplerParams(q: CreateSamplerStatePayload['params'], p: SamplerParameters): void {
  q.minFilter = p.minFilter; q.magFilter = p.magFilter; q.wrapS = p.wrapS; q.wrapT = p.wrapT; q.wrapR = p.wrapR;
  q.compareMode = p.compareMode; q.compareFunc = p.compareFunc; q.minLod = p.minLod; q.maxLod = p.maxLod; q.lodBias = p.lodBias;
  q.maxAnisotropy = p.maxAnisotropy; q.borderColorForm = p.borderColorForm; q.seamlessCube = p.seamless;
  (q.borderColor as Float32Array).set(p.borderColor);
  (q.borderColorI as Int32Array).set(p.borderColorI);
  (q.borderColorUI as Uint32Array).set(p.borderColorUI);
}
