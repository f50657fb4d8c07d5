// RenderStateParameters: one ArrayBuffer laid out by render-state-layout.ts, with typed views over it.
// Accessors take a static field handle (`RS.lineWidth`) and an element index, so a get/set allocates
// nothing. `set` reports whether the stored bytes changed: the state model uses that to make no-op
// sets bump no version counter (and, because the comparison is on the stored bytes, "pipeline bytes
// changed" and "pipelineStateVersion bumped" cannot disagree).

import {
  GLBlendEquation,
  GLBlendFunc,
  GLCap,
  GLCompareFunc,
  GLFace,
  GLFrontFace,
  GLHintMode,
  GLLogicOp,
  GLPolygonMode,
  GLProvokingVertex,
  GLSpriteCoordOrigin,
  GLStencilOp,
} from './gl-enums.ts';
import {
  HINT_COUNT,
  MAX_DRAW_BUFFERS,
  MAX_VIEWPORTS,
  RENDER_STATE_CHUNKS,
  RENDER_STATE_LAYOUT_SIZE,
  RS,
  type RenderStateChunk,
  type RenderStateField,
} from './render-state-layout.ts';
import { PIPELINE_SUBSET_WORDS, finishPipelineHash, finishPipelineKey, pipelineHashMix1, pipelineHashMix2 } from './render-state-hash.ts';

/** Bit numbers in the 64-bit `capabilities` field. */
export const RenderStateCap = {
  DepthTest: 0,
  StencilTest: 1,
  CullFace: 2,
  Dither: 3,
  RasterizerDiscard: 4,
  Multisample: 5,
  ColorLogicOp: 6,
  FramebufferSrgb: 7,
  TextureCubeMapSeamless: 8,
  ProgramPointSize: 9,
  DepthClamp: 10,
  PolygonOffsetFill: 11,
  PolygonOffsetLine: 12,
  PolygonOffsetPoint: 13,
  PrimitiveRestart: 14,
  PrimitiveRestartFixedIndex: 15,
  SampleAlphaToCoverage: 16,
  SampleAlphaToOne: 17,
  SampleCoverage: 18,
  SampleShading: 19,
  SampleMask: 20,
  LineSmooth: 21,
  PolygonSmooth: 22,
  /** Scissor test of viewport i is bit ScissorTest0 + i (i < 16). */
  ScissorTest0: 32,
} as const;

/**
 * Bit of a non-indexed glEnable capability, or -1 when the cap is not in the bitset
 * (BLEND is per draw buffer in `blendEnable`; CLIP_DISTANCEi is `clipDistanceMask`; SCISSOR_TEST is
 * one bit per viewport, so glEnable(GL_SCISSOR_TEST) must set all 16: gl-state's SetScissorTest(-1, on)).
 */
export function renderStateCapBit(cap: number): number {
  switch (cap) {
    case GLCap.DEPTH_TEST: return RenderStateCap.DepthTest;
    case GLCap.STENCIL_TEST: return RenderStateCap.StencilTest;
    case GLCap.CULL_FACE: return RenderStateCap.CullFace;
    case GLCap.DITHER: return RenderStateCap.Dither;
    case GLCap.RASTERIZER_DISCARD: return RenderStateCap.RasterizerDiscard;
    case GLCap.MULTISAMPLE: return RenderStateCap.Multisample;
    case GLCap.COLOR_LOGIC_OP: return RenderStateCap.ColorLogicOp;
    case GLCap.FRAMEBUFFER_SRGB: return RenderStateCap.FramebufferSrgb;
    case GLCap.TEXTURE_CUBE_MAP_SEAMLESS: return RenderStateCap.TextureCubeMapSeamless;
    case GLCap.PROGRAM_POINT_SIZE: return RenderStateCap.ProgramPointSize;
    case GLCap.DEPTH_CLAMP: return RenderStateCap.DepthClamp;
    case GLCap.POLYGON_OFFSET_FILL: return RenderStateCap.PolygonOffsetFill;
    case GLCap.POLYGON_OFFSET_LINE: return RenderStateCap.PolygonOffsetLine;
    case GLCap.POLYGON_OFFSET_POINT: return RenderStateCap.PolygonOffsetPoint;
    case GLCap.PRIMITIVE_RESTART: return RenderStateCap.PrimitiveRestart;
    case GLCap.PRIMITIVE_RESTART_FIXED_INDEX: return RenderStateCap.PrimitiveRestartFixedIndex;
    case GLCap.SAMPLE_ALPHA_TO_COVERAGE: return RenderStateCap.SampleAlphaToCoverage;
    case GLCap.SAMPLE_ALPHA_TO_ONE: return RenderStateCap.SampleAlphaToOne;
    case GLCap.SAMPLE_COVERAGE: return RenderStateCap.SampleCoverage;
    case GLCap.SAMPLE_SHADING: return RenderStateCap.SampleShading;
    case GLCap.SAMPLE_MASK: return RenderStateCap.SampleMask;
    case GLCap.LINE_SMOOTH: return RenderStateCap.LineSmooth;
    case GLCap.POLYGON_SMOOTH: return RenderStateCap.PolygonSmooth;
    default: return -1;
  }
}

export class RenderStateParameters {
  static readonly SIZE = RENDER_STATE_LAYOUT_SIZE;

  readonly buffer: ArrayBuffer;
  readonly bytes: Uint8Array;
  private readonly u16: Uint16Array;
  private readonly u32: Uint32Array;
  private readonly i32: Int32Array;
  private readonly f32: Float32Array;
  /**
   * Write tracking (the front end's blob, which the tracker reads at every render-state change): set / setCap /
   * copyFrom / resetToDefaults keep the pipeline-subset hash's two lanes and the pipeline words written
   * (pipelineDirty) current; whether a dynamic word changed is gl-state RenderState.dynamicVersion's to say. A blob
   * written through `bytes` directly (the backend's PipeInputs copy) does not track, and asking it for the hash throws.
   */
  private readonly tracksWrites: boolean;
  private hashLane1 = 0;
  private hashLane2 = 0;
  /**
   * Each pipeline word's share of the two lanes as it stands (the lanes are the XOR of these): a word's change takes
   * its old share from here instead of mixing its old value again, two mixes a word instead of four.
   */
  private readonly mix1 = new Int32Array(PIPELINE_SUBSET_WORDS);
  private readonly mix2 = new Int32Array(PIPELINE_SUBSET_WORDS);
  /**
   * Bit w set = pipeline word w changed since its share was last mixed into the lanes. The writers only mark it; the
   * lanes fold it in when the hash is asked for (pipelineKey / pipelineHash). The tracker asks only when the bound
   * CSO's transition memo misses, so a glEnable(GL_BLEND) / glDisable pair that the memo confirms mixes nothing (the
   * two mixes per written word were ~40% of blend-toggle's enable). A word written and written back folds to no change.
   */
  private readonly hashStale = new Uint32Array((PIPELINE_SUBSET_WORDS + 31) >> 5);
  /**
   * trackWrites blobs: bit w set = pipeline-subset word w was written with a new value since the last
   * clearPipelineDirty() (whole-blob writes set every bit). The tracker clears it when the blob's subset is the
   * bound CSO's, so "equal to that CSO outside these words" holds until the next clear (render-state-emitter.ts).
   */
  readonly pipelineDirty = new Uint32Array((PIPELINE_SUBSET_WORDS + 31) >> 5);

  /**
   * The blob as 32-bit words, for reading whole words (the G7 chunks are word aligned); writes go through set /
   * setRange / setCap, which keep the hash and the dirty words.
   */
  get words(): Uint32Array {
    return this.u32;
  }

  constructor(options: { readonly trackWrites?: boolean } = {}) {
    this.buffer = new ArrayBuffer(RENDER_STATE_LAYOUT_SIZE);
    this.bytes = new Uint8Array(this.buffer);
    this.u16 = new Uint16Array(this.buffer);
    this.u32 = new Uint32Array(this.buffer);
    this.i32 = new Int32Array(this.buffer);
    this.f32 = new Float32Array(this.buffer);
    this.tracksWrites = options.trackWrites === true;
    this.resetToDefaults();
  }

  /** pipelineSubsetHash(this.bytes), in O(1): maintained by the writers (trackWrites blobs only). */
  get pipelineHash(): number {
    if (!this.tracksWrites) throw new Error('RenderStateParameters: pipelineHash asked of a blob constructed without trackWrites');
    this.foldStaleWords();
    return finishPipelineHash(this.hashLane1, this.hashLane2);
  }

  /** pipelineHash % 2^30 as a small integer, in O(1): the allocation-free key of the tracker's CSO cache. */
  get pipelineKey(): number {
    if (!this.tracksWrites) throw new Error('RenderStateParameters: pipelineKey asked of a blob constructed without trackWrites');
    this.foldStaleWords();
    return finishPipelineKey(this.hashLane1, this.hashLane2);
  }

  /** Forgets which pipeline words were written (the tracker: the subset now equals the bound CSO's). */
  clearPipelineDirty(): void {
    // Not fill(): this runs at every CSO bind, and the builtin call costs more than three stores; and the three stores
    // written out when the subset has three words (its loop cost ~40 instructions a blend toggle).
    const d = this.pipelineDirty;
    if (d.length === 3) { d[0] = 0; d[1] = 0; d[2] = 0; return; }
    for (let i = 0; i < d.length; i++) d[i] = 0;
  }

  /** Recomputes the hash lanes from the bytes (after a whole-blob write). */
  private rehashPipeline(): void {
    if (!this.tracksWrites) return;
    this.pipelineDirty.fill(0xffffffff);
    let lane1 = 0;
    let lane2 = 0;
    for (let i = 0; i < PIPELINE_SUBSET_WORDS; i++) {
      const m1 = pipelineHashMix1(i, this.u32[i]), m2 = pipelineHashMix2(i, this.u32[i]);
      this.mix1[i] = m1;
      this.mix2[i] = m2;
      lane1 ^= m1;
      lane2 ^= m2;
    }
    this.hashLane1 = lane1;
    this.hashLane2 = lane2;
    this.hashStale.fill(0);
  }

  /** Mixes the words written since the last fold into the lanes (each word's old share is in mix1 / mix2). */
  private foldStaleWords(): void {
    const stale = this.hashStale, u32 = this.u32;
    for (let i = 0; i < stale.length; i++) {
      for (let bits = stale[i]; bits !== 0; bits &= bits - 1) {
        const w = i * 32 + 31 - Math.clz32(bits & -bits);
        const after = u32[w];
        const m1 = pipelineHashMix1(w, after), m2 = pipelineHashMix2(w, after);
        this.hashLane1 ^= this.mix1[w] ^ m1;
        this.hashLane2 ^= this.mix2[w] ^ m2;
        this.mix1[w] = m1;
        this.mix2[w] = m2;
      }
      stale[i] = 0;
    }
  }

  /**
   * Every element of `field` set to `value`. A u8 field of whole words (blendEnable: 8 bytes, two words; glEnable(GL_BLEND)
   * on every draw buffer) takes the same stores and rehash as setRange over the whole field without its range checks
   * and byte loop; any other field is setRange over all its elements.
   */
  setAllWords(field: RenderStateField, value: number): boolean {
    const first = field.offset >> 2;
    if (field.type !== 'u8' || (field.offset & 3) !== 0 || (field.size & 3) !== 0) return this.setRange(field, value, 0, field.count);
    return this.setWords(first, first + (field.size >> 2), ((value & 0xff) * 0x01010101) >>> 0);
  }

  /** setRange over the whole words [first, end): each set to `rep` (the byte repeated); true when one changed. */
  private setWords(first: number, end: number, rep: number): boolean {
    const u32 = this.u32;
    let changed = false;
    for (let w = first; w < end; w++) {
      const before = u32[w];
      if (before === rep) continue;
      u32[w] = rep;
      this.rehashWord(w);
      changed = true;
    }
    return changed;
  }

  /** Pipeline word `w` changed: mark it for the next fold into the hash lanes (a dynamic word needs nothing here). */
  private rehashWord(w: number): void {
    if (!this.tracksWrites || w >= PIPELINE_SUBSET_WORDS) return;
    const bit = 1 << (w & 31);
    this.pipelineDirty[w >> 5] |= bit;
    this.hashStale[w >> 5] |= bit;
  }

  get(field: RenderStateField, index = 0): number {
    const i = field.elementIndex + index;
    switch (field.type) {
      case 'u8': return this.bytes[i];
      case 'u16': return this.u16[i];
      case 'u32': return this.u32[i];
      case 'i32': return this.i32[i];
      default: return this.f32[i];
    }
  }

  /** Stores `value` (converted to the field's element type); true when the stored bytes changed. */
  set(field: RenderStateField, value: number, index = 0): boolean {
    if (index < 0 || index >= field.count) throw new RangeError(`${field.name}[${index}] out of range`);
    const i = field.elementIndex + index;
    // Switch on the type string itself: field types are internalized literals, so each case is a pointer
    // compare, where a VIEW_OF[field.type] lookup was a keyed property load on every write.
    switch (field.type) {
      case 'u8': {
        const v = value & 0xff;
        if (this.bytes[i] === v) return false;
        this.bytes[i] = v;
        this.rehashWord(i >> 2);
        return true;
      }
      case 'u16': {
        const v = value & 0xffff;
        if (this.u16[i] === v) return false;
        this.u16[i] = v;
        this.rehashWord(i >> 1);
        return true;
      }
      case 'u32': {
        const v = value >>> 0;
        if (this.u32[i] === v) return false;
        this.u32[i] = v;
        this.rehashWord(i);
        return true;
      }
      case 'i32': {
        const v = value | 0;
        if (this.i32[i] === v) return false;
        this.i32[i] = v;
        this.rehashWord(i);
        return true;
      }
      default: {
        // Object.is: -0 vs +0 differ in bytes (so they must count as a change), NaN equals NaN.
        const v = Math.fround(value);
        if (Object.is(this.f32[i], v)) return false;
        this.f32[i] = v;
        this.rehashWord(i);
        return true;
      }
    }
  }

  /**
   * Stores `value` in elements [first, end) of `field`; true when any stored byte changed. The whole-context
   * setters (glEnable(GL_BLEND), glColorMask: all 8 draw buffers) write 8 bytes in two words: the hash lanes move
   * once per word here instead of once per byte.
   */
  setRange(field: RenderStateField, value: number, first: number, end: number): boolean {
    if (first < 0 || end > field.count || first > end) throw new RangeError(`${field.name}[${first}, ${end}) out of range`);
    if (field.type !== 'u8') {
      let changed = false;
      for (let i = first; i < end; i++) changed = this.set(field, value, i) || changed;
      return changed;
    }
    const v = value & 0xff;
    const start = field.elementIndex + first, stop = field.elementIndex + end;
    // Whole aligned words (glEnable(GL_BLEND)'s 8 blendEnable bytes: two): one compare and one store per word, with
    // the same per-word rehash as the byte loop below (which the ragged edges still take).
    if ((start & 3) === 0 && (stop & 3) === 0) return this.setWords(start >> 2, stop >> 2, (v * 0x01010101) >>> 0);
    const bytes = this.bytes;
    let word = -1;
    for (let i = start; i < stop; i++) {
      if (bytes[i] === v) continue;
      const w = i >> 2;
      if (w !== word) {
        if (word >= 0) this.rehashWord(word);
        word = w;
      }
      bytes[i] = v;
    }
    if (word < 0) return false;
    this.rehashWord(word);
    return true;
  }

  getCap(bit: number): boolean {
    return ((this.u32[RS.capabilities.elementIndex + (bit >>> 5)] >>> (bit & 31)) & 1) === 1;
  }

  /** True when the bit changed. */
  setCap(bit: number, on: boolean): boolean {
    const i = RS.capabilities.elementIndex + (bit >>> 5);
    const old = this.u32[i];
    const mask = 1 << (bit & 31);
    const next = (on ? old | mask : old & ~mask) >>> 0;
    if (next === old) return false;
    this.u32[i] = next;
    this.rehashWord(i);
    return true;
  }

  copyFrom(other: RenderStateParameters): void {
    this.bytes.set(other.bytes);
    this.rehashPipeline();
  }

  /** Byte equality of one chunk; the tracker's and the tests' notion of "this span changed". */
  chunkEquals(other: RenderStateParameters, chunk: RenderStateChunk): boolean {
    const end = chunk.offset + chunk.length;
    for (let i = chunk.offset; i < end; i++) if (this.bytes[i] !== other.bytes[i]) return false;
    return true;
  }

  /** Bit c set = chunk c differs from `other`. */
  diffChunks(other: RenderStateParameters): number {
    let mask = 0;
    for (const c of RENDER_STATE_CHUNKS) if (!this.chunkEquals(other, c)) mask |= 1 << c.index;
    return mask;
  }

  /** GL initial state (GL 4.5 core, tables 23.x); viewport/scissor are sized later by the context. */
  resetToDefaults(): void {
    this.bytes.fill(0);
    this.setCap(RenderStateCap.Dither, true);
    this.setCap(RenderStateCap.Multisample, true);
    for (let b = 0; b < MAX_DRAW_BUFFERS; b++) {
      this.set(RS.colorMask, 0xf, b);
      this.set(RS.blendEquationRgb, GLBlendEquation.FUNC_ADD, b);
      this.set(RS.blendEquationAlpha, GLBlendEquation.FUNC_ADD, b);
      this.set(RS.blendSrcRgb, GLBlendFunc.ONE, b);
      this.set(RS.blendSrcAlpha, GLBlendFunc.ONE, b);
      this.set(RS.blendDstRgb, GLBlendFunc.ZERO, b);
      this.set(RS.blendDstAlpha, GLBlendFunc.ZERO, b);
    }
    this.set(RS.logicOp, GLLogicOp.COPY);
    this.set(RS.depthFunc, GLCompareFunc.LESS);
    this.set(RS.depthWriteMask, 1);
    for (let face = 0; face < 2; face++) {
      this.set(RS.stencilFunc, GLCompareFunc.ALWAYS, face);
      this.set(RS.stencilValueMask, 0xffffffff, face);
      this.set(RS.stencilWriteMask, 0xffffffff, face);
      this.set(RS.stencilFail, GLStencilOp.KEEP, face);
      this.set(RS.stencilDepthFail, GLStencilOp.KEEP, face);
      this.set(RS.stencilDepthPass, GLStencilOp.KEEP, face);
    }
    this.set(RS.cullFaceMode, GLFace.BACK);
    this.set(RS.frontFace, GLFrontFace.CCW);
    this.set(RS.polygonMode, GLPolygonMode.FILL);
    this.set(RS.provokingVertex, GLProvokingVertex.LAST_VERTEX_CONVENTION);
    this.set(RS.pointSpriteCoordOrigin, GLSpriteCoordOrigin.UPPER_LEFT);
    this.set(RS.sampleCoverageValue, 1);
    this.set(RS.sampleMask, 0xffffffff);
    for (let v = 0; v < MAX_VIEWPORTS; v++) this.set(RS.depthRange, 1, v * 2 + 1);
    this.set(RS.lineWidth, 1);
    this.set(RS.pointSize, 1);
    this.set(RS.pointFadeThresholdSize, 1);
    this.set(RS.clearDepth, 1);
    for (let h = 0; h < HINT_COUNT; h++) this.set(RS.hints, GLHintMode.DONT_CARE, h);
    this.rehashPipeline();
  }
}
