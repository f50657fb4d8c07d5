// The render-state byte mirror (seeds §2.2: g_syncedRenderStateParameters + a single-version early-out +
// three span compares, DirectGLES.cpp:1956-2047). `synced` holds the RenderStateParameters bytes last
// applied to the driver. Per draw/clear:
//   1. renderState.version equal to the synced version → return (one integer compare; the steady state).
//   2. Compare three spans byte-for-byte: HEAD (capabilities), BLEND (the blend chunk), TAIL (the rest).
//      A span that is equal costs its compare and nothing else.
//   3. In a span that differs, compare field by field and issue only the GL calls of fields that changed;
//      then copy the span.
// What GLES 3.2 cannot express is skipped here and documented in src/README.md (logic op, polygon mode —
// lowered at draw time —, point size, provoking vertex, line/polygon smooth, alpha-to-one). Viewport,
// depth range, scissor and the scissor enables are applied per index with OES_viewport_array, else from index 0.
// The restart index and the restart enables are read at draw time (lowering/primitive-restart.ts).
import type { GLEntryPoints } from '@mgpipe/native-gl';
import {
  DYNAMIC_CHUNKS,
  GL,
  MAX_VIEWPORTS,
  PIPELINE_CHUNKS,
  RENDER_STATE_CHUNKS,
  RenderStateCap as Cap,
  RS,
  type RenderStateField,
  type RenderStateParameters,
} from '@mgpipe/value-types';
import type { Capabilities } from '../capabilities.ts';

const SIZE = RENDER_STATE_CHUNKS.reduce((n, c) => n + c.length, 0);
const BLEND = RENDER_STATE_CHUNKS.find((c) => c.name === 'blend')!;
const HEAD_END = BLEND.offset;
const BLEND_END = BLEND.offset + BLEND.length;
/**
 * The pipeline subset (CSO content) is the blob's prefix [0, PIPELINE_SUBSET_END), the dynamic subset the rest
 * (G7 table order). The push receiver and PipeInputs rely on it; checked at load.
 */
export const PIPELINE_SUBSET_END = DYNAMIC_CHUNKS[0].offset;
if (PIPELINE_CHUNKS.some((c) => c.offset + c.length > PIPELINE_SUBSET_END) || DYNAMIC_CHUNKS.some((c) => c.offset < PIPELINE_SUBSET_END)) {
  throw new Error('render-state layout: the pipeline chunks no longer precede the dynamic chunks (render-state-mirror.ts)');
}

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
  }

  /** Whether the synced copy is current for `version` (the early-out the draw path also uses). */
  isCurrent(version: number): boolean {
    return version === this.syncedVersion;
  }

  sync(version: number): void {
    if (version === this.syncedVersion) return;
    this.syncedVersion = version;
    this.spanSyncs++;
    if (this.full || !spanEquals(this.src!, this.synced, 0, HEAD_END)) this.applyHead();
    if (this.full || !spanEquals(this.src!, this.synced, HEAD_END, BLEND_END)) this.applyBlend();
    if (this.full || !spanEquals(this.src!, this.synced, BLEND_END, SIZE)) this.applyTail();
    this.synced.set(this.src!);
    this.full = false;
  }

  /** Forces the next sync to re-apply fields in `field` (after a lowering changed driver state behind the mirror). */
  invalidateField(field: RenderStateField): void {
    // Make the synced copy differ from any value the app can write: flip every byte of the field.
    for (let i = field.offset; i < field.offset + field.size; i++) this.synced[i] ^= 0xff;
    this.syncedVersion = -1;
  }

  private changed(f: RenderStateField, index = 0): boolean {
    if (this.full) return true;
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
    const gl = this.gl;
    const src = this.src!;
    for (let b = 0; b < 8; b++) {
      if (this.changed(RS.blendEnable, b)) {
        if (src[RS.blendEnable.offset + b] !== 0) gl.glEnablei(GL.BLEND, b);
        else gl.glDisablei(GL.BLEND, b);
      }
      if (this.changed(RS.colorMask, b)) {
        const m = src[RS.colorMask.offset + b];
        gl.glColorMaski(b, m & 1, (m >> 1) & 1, (m >> 2) & 1, (m >> 3) & 1);
      }
      if (this.changed(RS.blendEquationRgb, b) || this.changed(RS.blendEquationAlpha, b)) {
        gl.glBlendEquationSeparatei(b, this.u32[RS.blendEquationRgb.elementIndex + b], this.u32[RS.blendEquationAlpha.elementIndex + b]);
      }
      if (this.changed(RS.blendSrcRgb, b) || this.changed(RS.blendDstRgb, b) || this.changed(RS.blendSrcAlpha, b) || this.changed(RS.blendDstAlpha, b)) {
        gl.glBlendFuncSeparatei(b, this.u32[RS.blendSrcRgb.elementIndex + b], this.u32[RS.blendDstRgb.elementIndex + b],
          this.u32[RS.blendSrcAlpha.elementIndex + b], this.u32[RS.blendDstAlpha.elementIndex + b]);
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

function spanEquals(a: Uint8Array, b: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (a[i] !== b[i]) return false;
  return true;
}
