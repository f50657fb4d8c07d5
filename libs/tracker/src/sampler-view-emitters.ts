// NEW_SAMPLER_VIEWS (seeds §4.4.3, §4.5.4, D10; issue 16): set_sampler_views over content-addressed sampler-view
// CSOs, and set_texture_params per texture object.
//
// The emitter runs when its shutter moved (a unit binding, any texture's content or parameters, the sampling
// resolution, the draw program or its sampler→unit mapping). The target each unit is sampled through is resolved
// here, on the client, from the draw program's sampler types (value-types ProgramUnitTargets: the program's sampler
// uniforms, their locations and Program.opaqueUnits); the texture is that unit's binding for the target, else the
// target's default texture (the undefined default texture is a real resource like any other). Each (texture,
// target) is named by a sampler-view CSO (create_sampler_view: the texture handle, its base format, samples and a
// view's level / layer range; capacity 4096, LRU eviction emits delete_sampler_view), found by its content so a
// texture sampled through two units is one view. The list has one entry per unit in [0, highest sampled unit]:
// entry u is unit u with its resolved target, a null view for a unit the program does not sample (or samples
// through two targets: only a pipeline's stages can, where the reference reports no error and GL leaves it
// undefined). It goes through the suppressor (SuppressedSet.samplerViews, its words compared exactly): a redundant glBindTexture /
// rebind between draws, or a content write that changes no view, sends nothing.
//
// Where this stops short of the seeds: completeness is the driver's (the server applies the parameters;
// desktop-only completeness rules are not resolved here).
//
// set_texture_params / set_texture_sampler_params are not sent here: they are per texture object, independent of
// views, and every verb class may read them (a texture only rendered to or copied has none): texture-resources.ts
// pushes them at validate, before this walk, for every verb class.
// Nothing allocates on a hit: payload records are reused; the list grows only when the unit count does.
//
// A view's content is a function of the texture resource, the target and the texture's shape (its base format,
// samples and view range move shapeVersion), so each (resource slot, target) remembers the CSO entry it resolved to
// under which resource gen and shapeVersion; a remembered entry still holding the same handle is the view, with no
// content hash and no map probe (on the H200's state-heavy batch those were a quarter of the stack's time per draw).
import type { GLContext, Texture } from '@mgpipe/gl-state';
import {
  MGPipeKind,
  kNullHandle,
  type CreateSamplerViewPayload,
  type MGPBoundView,
  type MGPipeHandle,
  type SetSamplerViewsPayload,
} from '@mgpipe/pipe-types';
import { ProgramUnitTargets, grownSlotTable, slotTableSize } from '@mgpipe/value-types';
import { CSO_CAPACITY, CsoCache } from './cso-cache.ts';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';
import { SetHashSuppressor, SetHasher, SuppressedSet } from './set-hash.ts';
import { SlotAllocator } from './slot-allocator.ts';
import type { TextureResources } from './texture-resources.ts';

/** gl-state's TEXTURE_TARGET_COUNT (TextureTargetIndex order). */
export const TEXTURE_TARGETS = 11;
/** gl-state's MAX_COMBINED_TEXTURE_IMAGE_UNITS. */
const TEXTURE_UNITS = 192;
/** Words of one view's content (the CSO key is confirmed on them): texture slot, gen, target, format, range ×4, samples, fixed. */
const VIEW_WORDS = 10;
/** Words of one (texture slot, target) memo record: resource gen, shapeVersion, CSO entry, handle slot, handle gen. */
const MEMO_WORDS = 5;

export class SamplerViewEmitters {
  readonly slots = new SlotAllocator(MGPipeKind.SamplerViewCso);
  readonly cache: CsoCache;
  /** The view-content hasher (the CSO cache's key). */
  private readonly keyHasher = new SetHasher();
  /** The list as last pushed (the suppressor's exact words): target, view slot, view gen per unit. */
  private readonly listWords = new Int32Array(TEXTURE_UNITS * 3);
  private readonly entryWords: Int32Array;
  private readonly words = new Int32Array(VIEW_WORDS);
  /** The draw program's target per unit (memoised on the program, its link and its sampler units). */
  readonly unitTargets = new ProgramUnitTargets(TEXTURE_UNITS);
  /** The per-unit list (what set_sampler_views carries): reused records, one array per unit count. */
  private readonly records: MGPBoundView[] = [];
  private readonly byUnits: MGPBoundView[][] = [[]];
  private readonly sendViews: Sender<'set_sampler_views'>;
  private readonly payload: SetSamplerViewsPayload = { start: 0, views: [] };
  private readonly createP: CreateSamplerViewPayload = {
    view: { cso: kNullHandle, texture: kNullHandle, internalFormat: 0, minLevel: 0, numLevels: 0, minLayer: 0, numLayers: 0, samples: 0, target: 0, fixedSampleLocations: true },
  };
  /**
   * Per (texture resource slot × TEXTURE_TARGETS + target), MEMO_WORDS words: the resource gen and shapeVersion the
   * entry was resolved under, the CSO entry, and its handle's slot and gen (an evicted or replaced entry holds another
   * handle). Grows with the highest texture slot seen; -1 = nothing remembered.
   */
  private memo = new Int32Array(0);
  private readonly onEvict = (h: MGPipeHandle) => {
    this.out.stats.csoEvictions++;
    this.out.send('delete_sampler_view', { cso: h });
  };

  constructor(private readonly out: PipeEmitter, private readonly suppressor: SetHashSuppressor, private readonly resources: TextureResources,
    capacity: number = CSO_CAPACITY.samplerView) {
    this.sendViews = out.sender('set_sampler_views');
    this.cache = new CsoCache(capacity, this.slots);
    this.entryWords = new Int32Array(capacity * VIEW_WORDS);
    // A destroyed texture's views go before its resource (views die before their storage owner).
    resources.onDestroy = (h) => this.dropViewsOf(h);
  }

  /** NEW_SAMPLER_VIEWS. */
  emitSamplerViews(ctx: GLContext): void {
    const t = this.unitTargets;
    t.update(ctx.drawProgram);
    const units = t.count;
    if (units >= this.byUnits.length) this.grow(units); // a call per draw otherwise, for the rare growth
    const list = this.byUnits[units];
    // The list's words (target, view slot, view gen per unit) are compared with the last pushed as they are
    // resolved; their count implies the list's length.
    const w = this.listWords, n = units * 3;
    let same = this.suppressor.beginWords(SuppressedSet.samplerViews, n);
    for (let u = 0, at = 0; u < units; u++, at += 3) {
      const target = t.targets[u];
      const r = list[u];
      if (target < 0) {
        r.view = kNullHandle;
        r.target = 0;
      } else {
        r.view = this.viewOf(ctx.textures.GetBound(u, target) ?? ctx.defaultTextures[target], target);
        r.target = target;
      }
      const slot = r.view.slot, gen = r.view.gen | 0;
      if (w[at] !== r.target || w[at + 1] !== slot || w[at + 2] !== gen) {
        same = false;
        w[at] = r.target; w[at + 1] = slot; w[at + 2] = gen;
      }
    }
    if (!this.suppressor.endWords(SuppressedSet.samplerViews, n, same)) return;
    this.payload.views = list;
    this.sendViews(this.payload);
  }

  /** The sampler-view CSO of `tex` sampled as `target` (created on a miss). */
  private viewOf(tex: Texture, target: number): MGPipeHandle {
    const res = this.resources.upToDate(tex);
    const at = (res.slot * TEXTURE_TARGETS + target) * MEMO_WORDS;
    if (at >= this.memo.length) this.growMemo(at + MEMO_WORDS);
    const m = this.memo;
    if (m[at] === res.gen && m[at + 1] === tex.shapeVersion && m[at + 2] >= 0) {
      const entry = m[at + 2];
      const h = this.cache.handleAt(entry);
      if (h !== null && h.slot === m[at + 3] && h.gen === m[at + 4]) {
        // Made most recently used (an in-use view must not be the LRU victim): the handle confirms the entry, so it is
        // touched directly, without probing its key in the cache's map.
        this.cache.use(entry);
        this.out.stats.csoHits++;
        return h;
      }
    }
    const h = this.resolveView(tex, target, res);
    m[at] = res.gen; m[at + 1] = tex.shapeVersion; m[at + 2] = this.lastEntry; m[at + 3] = h.slot; m[at + 4] = h.gen;
    return h;
  }

  private growMemo(words: number): void {
    this.memo = grownSlotTable(this.memo, slotTableSize(this.memo.length, words - 1), -1);
  }

  /** The CSO entry the last resolveView found or made. */
  private lastEntry = -1;

  /** viewOf without the memo: the view's content, hashed and probed (created on a miss). */
  private resolveView(tex: Texture, target: number, res: MGPipeHandle): MGPipeHandle {
    const w = this.words;
    const base = tex.GetImage(0, 0);
    w[0] = res.slot; w[1] = res.gen; w[2] = target; w[3] = base.internalFormat;
    w[4] = tex.viewMinLevel; w[5] = tex.viewNumLevels; w[6] = tex.viewMinLayer; w[7] = tex.viewNumLayers;
    w[8] = base.samples; w[9] = base.fixedSampleLocations ? 1 : 0;
    const key = this.keyHasher.begin().words(w as unknown as Uint32Array, 0, VIEW_WORDS).end() % 0x40000000;
    let entry = this.cache.probe(key);
    if (entry >= 0 && !this.sameWords(entry)) {
      this.entryWords[entry * VIEW_WORDS] = -1;
      this.cache.remove(entry, this.onEvict);
      entry = -1;
    }
    if (entry >= 0) {
      this.out.stats.csoHits++;
      this.lastEntry = entry;
      return this.cache.handleAt(entry);
    }
    this.out.stats.csoMisses++;
    entry = this.cache.insert(key, this.onEvict);
    this.lastEntry = entry;
    this.entryWords.set(w, entry * VIEW_WORDS);
    const v = this.createP.view;
    v.cso = this.cache.handleAt(entry);
    v.texture = res;
    v.target = tex.target;
    v.internalFormat = w[3]; v.minLevel = w[4]; v.numLevels = w[5]; v.minLayer = w[6]; v.numLayers = w[7];
    v.samples = w[8]; v.fixedSampleLocations = w[9] === 1;
    this.out.send('create_sampler_view', this.createP);
    return v.cso;
  }

  private sameWords(entry: number): boolean {
    const e = this.entryWords, w = this.words, at = entry * VIEW_WORDS;
    for (let i = 0; i < VIEW_WORDS; i++) if (e[at + i] !== w[i]) return false;
    return true;
  }

  /** Deletes every cached view of the texture resource `h` (before its resource_destroy). */
  private dropViewsOf(h: MGPipeHandle): void {
    const e = this.entryWords;
    for (let entry = 0; entry < this.cache.capacity; entry++) {
      const at = entry * VIEW_WORDS;
      if (e[at] !== h.slot || e[at + 1] !== h.gen) continue;
      e[at] = -1;
      this.cache.remove(entry, this.onEvict);
    }
  }

  private grow(units: number): void {
    while (this.records.length < units) this.records.push({ view: kNullHandle, target: 0 });
    while (this.byUnits.length <= units) this.byUnits.push(this.records.slice(0, this.byUnits.length));
  }
}
