// The render-state byte mirror (seeds §2.2: g_syncedRenderStateParameters + a single-version early-out +
// three span compares, DirectGLES.cpp:1956-2047). `synced` holds the RenderStateParameters bytes last
// applied to the driver. Per draw/clear:
//   1. renderState.version equal to the synced version → return (one integer compare; the steady state).
//   2. Compare three spans byte-for-byte: HEAD (capabilities), BLEND (the blend chunk), TAIL (the rest).
//      A span that is equal costs its compare and nothing else.
//   3. In a span that differs, compare field by field and issue only the GL calls of fields that changed;
//      then copy the span.
// What GLES 3.2 cannot express is skipped here and documented in libs/backend-gles/src/README.md (logic op, polygon mode —
// lowered at draw time —, point size — a uniform of the program, set at draw time —, provoking vertex, line/polygon
// smooth, alpha-to-one). Viewport,
// depth range, scissor and the scissor enables are applied per index with OES_viewport_array, else from index 0.
// The restart index and the restart enables are read at draw time (backend-gles commands/draw-commands.ts).
//
// Phase C handle memo (seeds §4.5.2 D-B1 / §4.7.3; push path only, off under MOBILEGL_PIPE_LEGACY_MEMOS=1):
// when render state is pushed, the blob's pipeline subset is always the bytes of the bound CSO, so when the
// driver holds the pipeline state of CSO X and CSO Y is bound, the pipeline part of the sync is a pure function
// of (X, Y). The mirror then keeps, per (X slot, Y slot) and validated by the receiver's per-create serials, the
// "apply units" whose pipeline bytes differ (plus the pipeline words to copy into the synced copy): a steady-state
// CSO toggle replays that list and skips every pipeline span / field compare. The dynamic part keeps its own
// early-out (PipeInputs.dynamicKey) and is compared unit by unit only when a dynamic chunk was scattered.
// An apply unit is one guarded GL call (or small group) of the span path, in the span path's order, so the memo
// issues exactly the span path's calls (test: render-state-memo.test.ts). invalidateField, attach and the first
// sync drop back to the span path, which re-establishes the identity.
import type { GLEntryPoints } from '@mgpipe/native-gl';
import {
  GL,
  MAX_VIEWPORTS,
  RENDER_STATE_CHUNKS,
  RenderStateCap as Cap,
  RS,
  type RenderStateField,
  type RenderStateParameters,
} from '@mgpipe/value-types';
import { PIPELINE_SUBSET_END, copyListedWords, type Capabilities } from '@mgpipe/gles-core';

const SIZE = RENDER_STATE_CHUNKS.reduce((n, c) => n + c.length, 0);
const BLEND = RENDER_STATE_CHUNKS.find((c) => c.name === 'blend')!;
const HEAD_END = BLEND.offset;
const BLEND_END = BLEND.offset + BLEND.length;
/** The span bounds in 32-bit words (the G7 chunks are word aligned; checked below). */
const HEAD_END_W = HEAD_END >> 2;
const BLEND_END_W = BLEND_END >> 2;
const SIZE_W = SIZE >> 2;
if ((HEAD_END | BLEND_END | SIZE) & 3) throw new Error('render-state layout: the mirror spans are not word aligned (render-state-mirror.ts)');
const PIPELINE_SUBSET_END_W = PIPELINE_SUBSET_END >> 2;
if (PIPELINE_SUBSET_END & 3) throw new Error('render-state layout: the pipeline subset is not word aligned (render-state-mirror.ts)');

/** The push receiver's published identity (PipeInputs when handleMemo is on). */
export interface RenderStateHandleSource {
  readonly boundCsoSlot: number;
  readonly boundCsoSerial: number;
  readonly dynamicKey: number;
  csoRetired: (slot: number) => void;
}

/** One (X → Y) transition: the apply units whose pipeline bytes differ, and the pipeline words to copy. */
interface MemoEntry {
  readonly xSerial: number;
  readonly ySerial: number;
  readonly units: Int16Array;
  readonly words: Int16Array;
}

/** Memo entries kept at most (per mirror); past it the table is cleared (a pathological CSO churn). */
const MEMO_LIMIT = 4096;

/** Front-end cap bit → GLES enable (0 = not in GLES; handled elsewhere or dropped). */
const CAP_ENABLES: readonly [bit: number, glEnum: number][] = [
  [Cap.DepthTest, GL.DEPTH_TEST], [Cap.StencilTest, GL.STENCIL_TEST], [Cap.CullFace, GL.CULL_FACE],
  [Cap.Dither, GL.DITHER], [Cap.RasterizerDiscard, GL.RASTERIZER_DISCARD], [Cap.PolygonOffsetFill, GL.POLYGON_OFFSET_FILL],
  [Cap.SampleAlphaToCoverage, GL.SAMPLE_ALPHA_TO_COVERAGE], [Cap.SampleCoverage, GL.SAMPLE_COVERAGE],
  [Cap.SampleMask, GL.SAMPLE_MASK], [Cap.SampleShading, GL.SAMPLE_SHADING], [Cap.ScissorTest0, GL.SCISSOR_TEST],
];

export class RenderStateMirror {
  private readonly synced = new Uint8Array(SIZE);
  private readonly su32: Uint32Array;
  private readonly si32: Int32Array;
  private readonly sf32: Float32Array;
  private syncedVersion = -1;
  /** True until the first sync: every field is applied once, whatever the bytes say. */
  private full = true;
  private src: Uint8Array | null = null;
  private u32!: Uint32Array;
  private i32!: Int32Array;
  private f32!: Float32Array;
  /** How many syncs passed the early-out and how many GL calls the mirror issued (tests, stats). */
  spanSyncs = 0;
  /** Handle-memo counters: syncs served by the memo (no pipeline compare), entries built (tests, stats). */
  memoSyncs = 0;
  memoBuilds = 0;

  // ---- phase C handle memo (null source: pull, phase A, residual, or MOBILEGL_PIPE_LEGACY_MEMOS=1) ----
  private handles: RenderStateHandleSource | null = null;
  /** The CSO whose pipeline bytes `synced` holds exactly (-1: unknown; the next sync takes the span path). */
  private syncedSlot = -1;
  private syncedSerial = -1;
  private syncedDynamicKey = -1;
  /**
   * memo[xSlot][ySlot]: rows are plain arrays indexed by slot (slots are small dense integers), so the steady-state
   * lookup is two element loads, not a Map probe; memoRowSize[xSlot] counts a row's entries for MEMO_LIMIT.
   */
  private memo: ((MemoEntry | undefined)[] | undefined)[] = [];
  private memoRowSize: number[] = [];
  private memoCount = 0;
  /** Apply units, in the span path's order: pipeline / dynamic difference predicates (null: none) and the call. */
  private unitPipe: ((() => boolean) | null)[] = [];
  private unitDyn: ((() => boolean) | null)[] = [];
  private unitApply: (() => void)[] = [];
  private pending = new Uint8Array(0);
  private readonly unitList: number[] = [];
  private readonly wordList: number[] = [];

  constructor(private readonly gl: GLEntryPoints, private readonly caps: Capabilities) {
    this.su32 = new Uint32Array(this.synced.buffer);
    this.si32 = new Int32Array(this.synced.buffer);
    this.sf32 = new Float32Array(this.synced.buffer);
  }

  /** Views over the context's blob, created once (the blob's ArrayBuffer never changes). */
  attach(params: RenderStateParameters): void {
    this.src = new Uint8Array(params.buffer);
    this.u32 = new Uint32Array(params.buffer);
    this.i32 = new Int32Array(params.buffer);
    this.f32 = new Float32Array(params.buffer);
    this.full = true;
    this.syncedVersion = -1;
    this.syncedSlot = -1;
  }

  /**
   * Turns the phase C handle memo on (GlesDevice, when PipeInputs.handleMemo): the memo key of the pipeline part
   * becomes the bound CSO. The sync interface (sync(version), invalidateField) does not change.
   */
  useHandleMemo(source: RenderStateHandleSource): void {
    this.handles = source;
    source.csoRetired = (slot) => this.dropCso(slot);
    this.buildUnits();
    this.syncedSlot = -1;
  }

  /** A deleted / re-created CSO slot: its memo row goes (entries naming it as Y fail their serial check). */
  private dropCso(slot: number): void {
    if (this.memo[slot] !== undefined) {
      this.memoCount -= this.memoRowSize[slot];
      this.memo[slot] = undefined;
      this.memoRowSize[slot] = 0;
    }
  }

  /** Whether the synced copy is current for `version` (the early-out the draw path also uses). */
  isCurrent(version: number): boolean {
    return version === this.syncedVersion;
  }

  sync(version: number): void {
    if (version === this.syncedVersion) return;
    this.syncedVersion = version;
    const h = this.handles;
    if (h !== null && this.syncedSlot >= 0 && h.boundCsoSlot >= 0) {
      this.syncByHandle(h);
      return;
    }
    this.spanSyncs++;
    const u32 = this.u32, su32 = this.su32;
    if (this.full || !wordsEqual(u32, su32, 0, HEAD_END_W)) this.applyHead();
    if (this.full || !wordsEqual(u32, su32, HEAD_END_W, BLEND_END_W)) this.applyBlend();
    if (this.full || !wordsEqual(u32, su32, BLEND_END_W, SIZE_W)) this.applyTail();
    this.synced.set(this.src!);
    this.full = false;
    if (h !== null) {
      // The blob's pipeline subset is the bound CSO's (push): the synced copy now holds exactly that CSO.
      this.syncedSlot = h.boundCsoSlot;
      this.syncedSerial = h.boundCsoSerial;
      this.syncedDynamicKey = h.dynamicKey;
    }
  }

  /** The handle-memo sync: pipeline part from the (synced CSO → bound CSO) entry, dynamic part by its own key. */
  private syncByHandle(h: RenderStateHandleSource): void {
    this.memoSyncs++;
    const y = h.boundCsoSlot, ySerial = h.boundCsoSerial;
    let entry: MemoEntry | null = null;
    if (y !== this.syncedSlot || ySerial !== this.syncedSerial) {
      const row = this.memo[this.syncedSlot];
      const e = row === undefined ? undefined : row[y];
      entry = e !== undefined && e.xSerial === this.syncedSerial && e.ySerial === ySerial ? e : this.buildEntry(y, ySerial);
    }
    const apply = this.unitApply;
    if (h.dynamicKey === this.syncedDynamicKey) {
      if (entry !== null) {
        const units = entry.units;
        for (let i = 0; i < units.length; i++) apply[units[i]]();
      }
    } else {
      // Dynamic chunks were scattered: merge the memo's units with the dynamic units that differ, in unit order
      // (a unit with pipeline and dynamic inputs — glStencilFuncSeparate — is issued once, like the span path).
      const pending = this.pending;
      if (entry !== null) for (let i = 0; i < entry.units.length; i++) pending[entry.units[i]] = 1;
      const dyn = this.unitDyn;
      for (let u = 0; u < apply.length; u++) {
        const d = dyn[u];
        if (pending[u] === 1 || (d !== null && d())) {
          pending[u] = 0;
          apply[u]();
        }
      }
      const u32 = this.u32, su32 = this.su32;
      for (let w = PIPELINE_SUBSET_END_W; w < SIZE_W; w++) su32[w] = u32[w];
      this.syncedDynamicKey = h.dynamicKey;
    }
    if (entry !== null) {
      copyListedWords(this.su32, this.u32, entry.words, entry.words.length);
      this.syncedSlot = y;
      this.syncedSerial = ySerial;
    }
  }

  /** Builds the (synced CSO → y) entry: `synced` holds X's pipeline bytes and the blob Y's. */
  private buildEntry(y: number, ySerial: number): MemoEntry {
    this.memoBuilds++;
    const units = this.unitList, words = this.wordList;
    units.length = words.length = 0;
    const pipe = this.unitPipe;
    for (let u = 0; u < pipe.length; u++) {
      const p = pipe[u];
      if (p !== null && p()) units.push(u);
    }
    const u32 = this.u32, su32 = this.su32;
    for (let w = 0; w < PIPELINE_SUBSET_END_W; w++) if (u32[w] !== su32[w]) words.push(w);
    const entry: MemoEntry = { xSerial: this.syncedSerial, ySerial, units: Int16Array.from(units), words: Int16Array.from(words) };
    if (this.memoCount >= MEMO_LIMIT) {
      this.memo = [];
      this.memoRowSize = [];
      this.memoCount = 0;
    }
    const x = this.syncedSlot;
    let row = this.memo[x];
    if (row === undefined) {
      row = this.memo[x] = [];
      this.memoRowSize[x] = 0;
    }
    if (row[y] === undefined) {
      this.memoCount++;
      this.memoRowSize[x]++;
    }
    row[y] = entry;
    return entry;
  }

  /** Forces the next sync to re-apply fields in `field` (after a lowering changed driver state behind the mirror). */
  invalidateField(field: RenderStateField): void {
    // Make the synced copy differ from any value the app can write: flip every byte of the field.
    for (let i = field.offset; i < field.offset + field.size; i++) this.synced[i] ^= 0xff;
    this.syncedVersion = -1;
    // Handle memo: the synced copy no longer holds a CSO's bytes (pipeline field: span path once) or the last
    // scattered dynamic bytes (dynamic field: the next sync compares the dynamic units).
    if (field.offset < PIPELINE_SUBSET_END) this.syncedSlot = -1;
    else this.syncedDynamicKey = -1;
  }

  private changed(f: RenderStateField, index = 0): boolean {
    if (this.full) return true;
    if (f.type !== 'u8' && f.type !== 'u16') {
      const w = f.elementIndex + index; // 32-bit element: one word compare
      return this.u32[w] !== this.su32[w];
    }
    const o = f.offset + index * (f.size / f.count);
    const end = o + f.size / f.count;
    for (let i = o; i < end; i++) if (this.src![i] !== this.synced[i]) return true;
    return false;
  }

  /** Whether any of elements first .. first+n-1 of `f` changed (a multi-element field such as a colour). */
  private changedElements(f: RenderStateField, first: number, n: number): boolean {
    for (let i = 0; i < n; i++) if (this.changed(f, first + i)) return true;
    return false;
  }

  private capChanged(bit: number): boolean {
    const w = RS.capabilities.elementIndex + (bit >>> 5);
    return this.full || ((this.u32[w] ^ this.su32[w]) >>> (bit & 31)) & 1 ? true : false;
  }
  private cap(bit: number): boolean {
    return ((this.u32[RS.capabilities.elementIndex + (bit >>> 5)] >>> (bit & 31)) & 1) === 1;
  }

  private enable(glEnum: number, on: boolean): void {
    if (on) this.gl.glEnable(glEnum);
    else this.gl.glDisable(glEnum);
  }

  private applyHead(): void {
    for (let k = 0; k < CAP_ENABLES.length; k++) {
      const [bit, glEnum] = CAP_ENABLES[k];
      if (bit === Cap.ScissorTest0 && this.caps.viewportArray) continue; // per index below
      if (this.capChanged(bit)) this.enable(glEnum, this.cap(bit));
    }
    if (this.caps.viewportArray) {
      // OES_viewport_array: glEnablei(SCISSOR_TEST, i), one bit per viewport.
      for (let i = 0; i < MAX_VIEWPORTS; i++) {
        if (!this.capChanged(Cap.ScissorTest0 + i)) continue;
        if (this.cap(Cap.ScissorTest0 + i)) this.gl.glEnablei(GL.SCISSOR_TEST, i);
        else this.gl.glDisablei(GL.SCISSOR_TEST, i);
      }
    }
    if (this.caps.depthClamp && this.capChanged(Cap.DepthClamp)) this.enable(GL.DEPTH_CLAMP, this.cap(Cap.DepthClamp));
    // EXT_sRGB_write_control: GLES encodes by default, desktop GL does not; the first sync sets it explicitly.
    if (this.capChanged(Cap.FramebufferSrgb)) this.enable(GL.FRAMEBUFFER_SRGB, this.cap(Cap.FramebufferSrgb));
    if (this.caps.clipDistance && this.changed(RS.clipDistanceMask)) {
      const mask = this.src![RS.clipDistanceMask.offset];
      const old = this.full ? ~mask : this.synced[RS.clipDistanceMask.offset];
      for (let i = 0; i < 8; i++) if (((mask ^ old) >> i) & 1) this.enable(GL.CLIP_DISTANCE0 + i, ((mask >> i) & 1) === 1);
    }
  }

  private applyBlend(): void {
    if (this.changedElements(RS.blendEnable, 0, 8)) this.applyBlendEnables();
    if (this.changedElements(RS.colorMask, 0, 8)) this.applyColorMasks();
    if (this.changedElements(RS.blendEquationRgb, 0, 8) || this.changedElements(RS.blendEquationAlpha, 0, 8)) this.applyBlendEquations();
    if (this.changedElements(RS.blendSrcRgb, 0, 8) || this.changedElements(RS.blendDstRgb, 0, 8)
      || this.changedElements(RS.blendSrcAlpha, 0, 8) || this.changedElements(RS.blendDstAlpha, 0, 8)) this.applyBlendFuncs();
  }

  // Each blend kind of the 8 draw buffers: when all 8 end with one value (an application that uses the whole-context
  // glEnable(GL_BLEND) / glBlendFunc / ... — nearly all of them) one non-indexed call sets them all, instead of up to
  // 8 indexed calls (each a driver entry with its own flush: on Mesa 8 glEnablei cost ~2 µs a toggle). Otherwise the
  // indexed call of each buffer that changed. The span path and the handle memo's units both call these, and only
  // when the kind changed on some buffer.

  private applyBlendEnables(): void {
    const src = this.src!, o = RS.blendEnable.offset;
    if (eightBytesAllEqual(this.u32, o)) {
      if (src[o] !== 0) this.gl.glEnable(GL.BLEND);
      else this.gl.glDisable(GL.BLEND);
      return;
    }
    for (let b = 0; b < 8; b++) {
      if (!this.changed(RS.blendEnable, b)) continue;
      if (src[o + b] !== 0) this.gl.glEnablei(GL.BLEND, b);
      else this.gl.glDisablei(GL.BLEND, b);
    }
  }

  private applyColorMasks(): void {
    const src = this.src!, o = RS.colorMask.offset;
    if (eightBytesAllEqual(this.u32, o)) {
      const m = src[o];
      this.gl.glColorMask(m & 1, (m >> 1) & 1, (m >> 2) & 1, (m >> 3) & 1);
      return;
    }
    for (let b = 0; b < 8; b++) {
      if (!this.changed(RS.colorMask, b)) continue;
      const m = src[o + b];
      this.gl.glColorMaski(b, m & 1, (m >> 1) & 1, (m >> 2) & 1, (m >> 3) & 1);
    }
  }

  private applyBlendEquations(): void {
    const u32 = this.u32, rgb = RS.blendEquationRgb.elementIndex, alpha = RS.blendEquationAlpha.elementIndex;
    if (wordsAllEqual(u32, rgb, 8) && wordsAllEqual(u32, alpha, 8)) {
      this.gl.glBlendEquationSeparate(u32[rgb], u32[alpha]);
      return;
    }
    for (let b = 0; b < 8; b++) {
      if (this.changed(RS.blendEquationRgb, b) || this.changed(RS.blendEquationAlpha, b)) this.gl.glBlendEquationSeparatei(b, u32[rgb + b], u32[alpha + b]);
    }
  }

  private applyBlendFuncs(): void {
    const u32 = this.u32;
    const sr = RS.blendSrcRgb.elementIndex, dr = RS.blendDstRgb.elementIndex, sa = RS.blendSrcAlpha.elementIndex, da = RS.blendDstAlpha.elementIndex;
    if (wordsAllEqual(u32, sr, 8) && wordsAllEqual(u32, dr, 8) && wordsAllEqual(u32, sa, 8) && wordsAllEqual(u32, da, 8)) {
      this.gl.glBlendFuncSeparate(u32[sr], u32[dr], u32[sa], u32[da]);
      return;
    }
    for (let b = 0; b < 8; b++) {
      if (this.changed(RS.blendSrcRgb, b) || this.changed(RS.blendDstRgb, b) || this.changed(RS.blendSrcAlpha, b) || this.changed(RS.blendDstAlpha, b)) {
        this.gl.glBlendFuncSeparatei(b, u32[sr + b], u32[dr + b], u32[sa + b], u32[da + b]);
      }
    }
  }

  private applyTail(): void {
    const gl = this.gl;
    const u32 = this.u32, i32 = this.i32, f32 = this.f32;
    if (this.changed(RS.depthFunc)) gl.glDepthFunc(u32[RS.depthFunc.elementIndex]);
    if (this.changed(RS.depthWriteMask)) gl.glDepthMask(this.src![RS.depthWriteMask.offset]);
    for (let face = 0; face < 2; face++) {
      const glFace = face === 0 ? GL.FRONT : GL.BACK;
      if (this.changed(RS.stencilFunc, face) || this.changed(RS.stencilRef, face) || this.changed(RS.stencilValueMask, face)) {
        gl.glStencilFuncSeparate(glFace, u32[RS.stencilFunc.elementIndex + face], i32[RS.stencilRef.elementIndex + face],
          u32[RS.stencilValueMask.elementIndex + face]);
      }
      if (this.changed(RS.stencilFail, face) || this.changed(RS.stencilDepthFail, face) || this.changed(RS.stencilDepthPass, face)) {
        gl.glStencilOpSeparate(glFace, u32[RS.stencilFail.elementIndex + face], u32[RS.stencilDepthFail.elementIndex + face],
          u32[RS.stencilDepthPass.elementIndex + face]);
      }
      if (this.changed(RS.stencilWriteMask, face)) gl.glStencilMaskSeparate(glFace, u32[RS.stencilWriteMask.elementIndex + face]);
    }
    if (this.changed(RS.cullFaceMode)) gl.glCullFace(u32[RS.cullFaceMode.elementIndex]);
    if (this.changed(RS.frontFace)) gl.glFrontFace(u32[RS.frontFace.elementIndex]);
    if (this.changed(RS.minSampleShading)) gl.glMinSampleShading(f32[RS.minSampleShading.elementIndex]);
    if (this.changed(RS.sampleMask)) gl.glSampleMaski(0, u32[RS.sampleMask.elementIndex]);
    if (this.caps.viewportArray) {
      // OES_viewport_array: every index natively (the geometry stage's gl_ViewportIndex selects one).
      for (let v = 0; v < MAX_VIEWPORTS; v++) {
        if (this.changedElements(RS.viewport, v * 4, 4)) {
          const e = RS.viewport.elementIndex + v * 4;
          gl.glViewportIndexedfOES(v, f32[e], f32[e + 1], f32[e + 2], f32[e + 3]);
        }
        if (this.changedElements(RS.depthRange, v * 2, 2)) {
          const e = RS.depthRange.elementIndex + v * 2;
          gl.glDepthRangeIndexedfOES(v, f32[e], f32[e + 1]);
        }
        if (this.changedElements(RS.scissorBox, v * 4, 4)) {
          const e = RS.scissorBox.elementIndex + v * 4;
          gl.glScissorIndexedOES(v, i32[e], i32[e + 1], i32[e + 2], i32[e + 3]);
        }
      }
    } else {
      if (this.changed(RS.viewport, 0) || this.changed(RS.viewport, 1) || this.changed(RS.viewport, 2) || this.changed(RS.viewport, 3)) {
        this.applyViewport(0);
      }
      if (this.changed(RS.depthRange, 0) || this.changed(RS.depthRange, 1)) this.applyDepthRange(0);
      if (this.changed(RS.scissorBox, 0) || this.changed(RS.scissorBox, 1) || this.changed(RS.scissorBox, 2) || this.changed(RS.scissorBox, 3)) {
        this.applyScissor(0);
      }
    }
    if (this.changedElements(RS.blendColor, 0, 4)) {
      const b = RS.blendColor.elementIndex;
      gl.glBlendColor(f32[b], f32[b + 1], f32[b + 2], f32[b + 3]);
    }
    if (this.changed(RS.polygonOffsetFactor) || this.changed(RS.polygonOffsetUnits)) {
      gl.glPolygonOffset(f32[RS.polygonOffsetFactor.elementIndex], f32[RS.polygonOffsetUnits.elementIndex]);
    }
    if (this.changed(RS.lineWidth)) gl.glLineWidth(f32[RS.lineWidth.elementIndex]);
    if (this.changed(RS.sampleCoverageValue) || this.changed(RS.sampleCoverageInvert)) {
      gl.glSampleCoverage(f32[RS.sampleCoverageValue.elementIndex], this.src![RS.sampleCoverageInvert.offset]);
    }
    if (this.changedElements(RS.clearColor, 0, 4)) {
      const c = RS.clearColor.elementIndex;
      gl.glClearColor(f32[c], f32[c + 1], f32[c + 2], f32[c + 3]);
    }
    if (this.changed(RS.clearDepth)) gl.glClearDepthf(f32[RS.clearDepth.elementIndex]);
    if (this.changed(RS.clearStencil)) gl.glClearStencil(i32[RS.clearStencil.elementIndex]);
    if (this.changed(RS.hints, 3)) gl.glHint(GL.FRAGMENT_SHADER_DERIVATIVE_HINT, u32[RS.hints.elementIndex + 3]);
  }

  // ---- the handle memo's apply units: applyHead / applyBlend / applyTail split into guarded calls, same order ----

  private buildUnits(): void {
    const pipe: ((() => boolean) | null)[] = [];
    const dyn: ((() => boolean) | null)[] = [];
    const apply: (() => void)[] = [];
    const unit = (p: (() => boolean) | null, d: (() => boolean) | null, a: () => void) => { pipe.push(p); dyn.push(d); apply.push(a); };
    const capDiff = (bit: number) => {
      const w = RS.capabilities.elementIndex + (bit >>> 5), sh = bit & 31;
      return () => (((this.u32[w] ^ this.su32[w]) >>> sh) & 1) === 1;
    };
    /** Elements first .. first+n-1 of `f` differ (word compares for 32-bit fields, byte compares otherwise). */
    const elems = (f: RenderStateField, first: number, n: number) => {
      const es = f.size / f.count;
      if (es === 4) {
        const w0 = f.elementIndex + first, w1 = w0 + n;
        return () => { for (let w = w0; w < w1; w++) if (this.u32[w] !== this.su32[w]) return true; return false; };
      }
      const b0 = f.offset + first * es, b1 = b0 + n * es;
      return () => { for (let i = b0; i < b1; i++) if (this.src![i] !== this.synced[i]) return true; return false; };
    };
    const any = (...ps: (() => boolean)[]) => () => { for (let i = 0; i < ps.length; i++) if (ps[i]()) return true; return false; };
    const gl = this.gl, caps = this.caps;
    // head
    for (let k = 0; k < CAP_ENABLES.length; k++) {
      const [bit, glEnum] = CAP_ENABLES[k];
      if (bit === Cap.ScissorTest0 && caps.viewportArray) continue;
      unit(capDiff(bit), null, () => this.enable(glEnum, this.cap(bit)));
    }
    if (caps.viewportArray) {
      for (let i = 0; i < MAX_VIEWPORTS; i++) {
        unit(capDiff(Cap.ScissorTest0 + i), null, () => {
          if (this.cap(Cap.ScissorTest0 + i)) gl.glEnablei(GL.SCISSOR_TEST, i);
          else gl.glDisablei(GL.SCISSOR_TEST, i);
        });
      }
    }
    if (caps.depthClamp) unit(capDiff(Cap.DepthClamp), null, () => this.enable(GL.DEPTH_CLAMP, this.cap(Cap.DepthClamp)));
    unit(capDiff(Cap.FramebufferSrgb), null, () => this.enable(GL.FRAMEBUFFER_SRGB, this.cap(Cap.FramebufferSrgb)));
    if (caps.clipDistance) {
      const o = RS.clipDistanceMask.offset;
      unit(elems(RS.clipDistanceMask, 0, 1), null, () => {
        const mask = this.src![o], old = this.synced[o];
        for (let i = 0; i < 8; i++) if (((mask ^ old) >> i) & 1) this.enable(GL.CLIP_DISTANCE0 + i, ((mask >> i) & 1) === 1);
      });
    }
    // blend: one unit per kind over the 8 draw buffers, applied as in the span path (one non-indexed call when all 8
    // end equal, else the indexed calls of the buffers that changed)
    unit(elems(RS.blendEnable, 0, 8), null, () => this.applyBlendEnables());
    unit(elems(RS.colorMask, 0, 8), null, () => this.applyColorMasks());
    unit(any(elems(RS.blendEquationRgb, 0, 8), elems(RS.blendEquationAlpha, 0, 8)), null, () => this.applyBlendEquations());
    unit(any(elems(RS.blendSrcRgb, 0, 8), elems(RS.blendDstRgb, 0, 8), elems(RS.blendSrcAlpha, 0, 8), elems(RS.blendDstAlpha, 0, 8)), null,
      () => this.applyBlendFuncs());
    // tail (pipeline chunks, then the dynamic ones; glStencilFuncSeparate has inputs in both)
    unit(elems(RS.depthFunc, 0, 1), null, () => gl.glDepthFunc(this.u32[RS.depthFunc.elementIndex]));
    unit(elems(RS.depthWriteMask, 0, 1), null, () => gl.glDepthMask(this.src![RS.depthWriteMask.offset]));
    for (let face = 0; face < 2; face++) {
      const glFace = face === 0 ? GL.FRONT : GL.BACK;
      unit(any(elems(RS.stencilFunc, face, 1), elems(RS.stencilValueMask, face, 1)), elems(RS.stencilRef, face, 1),
        () => gl.glStencilFuncSeparate(glFace, this.u32[RS.stencilFunc.elementIndex + face], this.i32[RS.stencilRef.elementIndex + face],
          this.u32[RS.stencilValueMask.elementIndex + face]));
      unit(any(elems(RS.stencilFail, face, 1), elems(RS.stencilDepthFail, face, 1), elems(RS.stencilDepthPass, face, 1)), null,
        () => gl.glStencilOpSeparate(glFace, this.u32[RS.stencilFail.elementIndex + face], this.u32[RS.stencilDepthFail.elementIndex + face],
          this.u32[RS.stencilDepthPass.elementIndex + face]));
      unit(null, elems(RS.stencilWriteMask, face, 1), () => gl.glStencilMaskSeparate(glFace, this.u32[RS.stencilWriteMask.elementIndex + face]));
    }
    unit(elems(RS.cullFaceMode, 0, 1), null, () => gl.glCullFace(this.u32[RS.cullFaceMode.elementIndex]));
    unit(elems(RS.frontFace, 0, 1), null, () => gl.glFrontFace(this.u32[RS.frontFace.elementIndex]));
    unit(elems(RS.minSampleShading, 0, 1), null, () => gl.glMinSampleShading(this.f32[RS.minSampleShading.elementIndex]));
    unit(elems(RS.sampleMask, 0, 1), null, () => gl.glSampleMaski(0, this.u32[RS.sampleMask.elementIndex]));
    if (caps.viewportArray) {
      for (let v = 0; v < MAX_VIEWPORTS; v++) {
        unit(null, elems(RS.viewport, v * 4, 4), () => {
          const e = RS.viewport.elementIndex + v * 4;
          gl.glViewportIndexedfOES(v, this.f32[e], this.f32[e + 1], this.f32[e + 2], this.f32[e + 3]);
        });
        unit(null, elems(RS.depthRange, v * 2, 2), () => {
          const e = RS.depthRange.elementIndex + v * 2;
          gl.glDepthRangeIndexedfOES(v, this.f32[e], this.f32[e + 1]);
        });
        unit(null, elems(RS.scissorBox, v * 4, 4), () => {
          const e = RS.scissorBox.elementIndex + v * 4;
          gl.glScissorIndexedOES(v, this.i32[e], this.i32[e + 1], this.i32[e + 2], this.i32[e + 3]);
        });
      }
    } else {
      unit(null, elems(RS.viewport, 0, 4), () => this.applyViewport(0));
      unit(null, elems(RS.depthRange, 0, 2), () => this.applyDepthRange(0));
      unit(null, elems(RS.scissorBox, 0, 4), () => this.applyScissor(0));
    }
    unit(null, elems(RS.blendColor, 0, 4), () => {
      const b = RS.blendColor.elementIndex;
      gl.glBlendColor(this.f32[b], this.f32[b + 1], this.f32[b + 2], this.f32[b + 3]);
    });
    unit(null, any(elems(RS.polygonOffsetFactor, 0, 1), elems(RS.polygonOffsetUnits, 0, 1)),
      () => gl.glPolygonOffset(this.f32[RS.polygonOffsetFactor.elementIndex], this.f32[RS.polygonOffsetUnits.elementIndex]));
    unit(null, elems(RS.lineWidth, 0, 1), () => gl.glLineWidth(this.f32[RS.lineWidth.elementIndex]));
    unit(null, any(elems(RS.sampleCoverageValue, 0, 1), elems(RS.sampleCoverageInvert, 0, 1)),
      () => gl.glSampleCoverage(this.f32[RS.sampleCoverageValue.elementIndex], this.src![RS.sampleCoverageInvert.offset]));
    unit(null, elems(RS.clearColor, 0, 4), () => {
      const c = RS.clearColor.elementIndex;
      gl.glClearColor(this.f32[c], this.f32[c + 1], this.f32[c + 2], this.f32[c + 3]);
    });
    unit(null, elems(RS.clearDepth, 0, 1), () => gl.glClearDepthf(this.f32[RS.clearDepth.elementIndex]));
    unit(null, elems(RS.clearStencil, 0, 1), () => gl.glClearStencil(this.i32[RS.clearStencil.elementIndex]));
    unit(null, elems(RS.hints, 3, 1), () => gl.glHint(GL.FRAGMENT_SHADER_DERIVATIVE_HINT, this.u32[RS.hints.elementIndex + 3]));
    for (let u = 0; u < pipe.length; u++) if (pipe[u] === null && dyn[u] === null) throw new Error('render-state mirror: an apply unit without inputs');
    this.unitPipe = pipe;
    this.unitDyn = dyn;
    this.unitApply = apply;
    this.pending = new Uint8Array(apply.length);
    if (apply.length > 0x7fff) throw new Error('render-state mirror: too many apply units for Int16 memo lists');
  }

  // ---- per-index state, also used by the viewport-array replay ----
  applyViewport(index: number): void {
    const v = RS.viewport.elementIndex + index * 4;
    const f32 = this.f32;
    this.gl.glViewport(Math.round(f32[v]), Math.round(f32[v + 1]), Math.round(f32[v + 2]), Math.round(f32[v + 3]));
  }
  applyDepthRange(index: number): void {
    const d = RS.depthRange.elementIndex + index * 2;
    this.gl.glDepthRangef(this.f32[d], this.f32[d + 1]);
  }
  applyScissor(index: number): void {
    const s = RS.scissorBox.elementIndex + index * 4;
    const i32 = this.i32;
    this.gl.glScissor(i32[s], i32[s + 1], i32[s + 2], i32[s + 3]);
  }
  scissorEnabled(index: number): boolean {
    return this.cap(Cap.ScissorTest0 + index);
  }
  /** Restores index-0 viewport/depth range/scissor state after a replay (the synced copy says index 0). */
  restoreIndexZero(): void {
    this.applyViewport(0);
    this.applyDepthRange(0);
    this.applyScissor(0);
    this.enable(GL.SCISSOR_TEST, this.cap(Cap.ScissorTest0));
  }
}

function wordsEqual(a: Uint32Array, b: Uint32Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (a[i] !== b[i]) return false;
  return true;
}

// The two per-draw-buffer byte fields whose "all 8 equal" decides glEnable vs glEnablei (and glColorMask vs
// glColorMaski): each is two aligned words of the blob, so the question is two word compares (a blend toggle asks it
// on every draw; the byte loop it replaces cost ~90 instructions).
for (const f of [RS.blendEnable, RS.colorMask]) {
  if (f.offset % 4 !== 0 || f.size !== 8) throw new Error(`render-state mirror: ${f.name} is not two aligned words`);
}

/** Whether the 8 bytes at `byteOffset` (4-aligned) of the blob whose words are `words` all equal the first. */
function eightBytesAllEqual(words: Uint32Array, byteOffset: number): boolean {
  const w = byteOffset >> 2;
  const lo = words[w];
  return lo === words[w + 1] && lo === Math.imul(lo & 0xff, 0x01010101) >>> 0;
}

/** Whether words[at .. at+n-1] all equal words[at]. */
function wordsAllEqual(words: Uint32Array, at: number, n: number): boolean {
  const first = words[at];
  for (let i = 1; i < n; i++) if (words[at + i] !== first) return false;
  return true;
}
