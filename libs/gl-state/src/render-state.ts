// RenderState: the GL render state over one RenderStateParameters blob, with its two counters.
//
// Counter contract (the tracker's NEW_RENDER_STATE / NEW_PIPELINE_STATE shutters, §5.2, D-B1):
//  - `version` moves when ANY byte of the blob changes.
//  - `pipelineStateVersion` moves when a byte of a PIPELINE chunk changes, and only then. So glViewport /
//    glScissor / glLineWidth / glClearColor / glBlendColor / glStencilMask / glPolygonOffset / glDepthRange /
//    glSampleCoverage bump `version` only, and the server's pipeline memo survives them.
//  - A setter that stores the same bytes bumps nothing (glEnable(GL_BLEND) twice = one bump).
// Which counter a write bumps is not decided per setter: every write goes through `WriteField()` (capability
// bits too, via WriteCap()), which reads the field's chunk kind from the generated layout table
// (schema/render-state-fields.json -> value-types' render-state-layout.generated.ts). That makes "pipeline
// subset bytes changed ⟺ pipelineStateVersion changed" true by construction; G7's setter-consistency test
// (test/render-state-g7.test.ts) checks it for every public setter. A setter can only get it wrong by
// bypassing WriteField(), which it must not.
// Setters take already-validated values; GL error checks belong to gl-impl.

import {
  GLFace,
  MAX_DRAW_BUFFERS,
  MAX_VIEWPORTS,
  RS,
  RenderStateCap,
  RenderStateParameters,
  type RenderStateField,
} from '@mgpipe/value-types';

const DYNAMIC_CHANGED = 1;
const PIPELINE_CHANGED = 2;
/** Pass as `drawBuffer` to apply a blend setter to all draw buffers (the non-indexed GL entry points). */
export const ALL_DRAW_BUFFERS = -1;

export class RenderState {
  /** Tracks its pipeline-subset hash as it is written: the tracker reads it at each pipelineStateVersion move. */
  readonly params = new RenderStateParameters({ trackWrites: true });
  private versionCounter = 0;
  private pipelineVersionCounter = 0;
  private dynamicVersionCounter = 0;

  /** Moves on every byte change of the blob (the bind's and set_dynamic_state's version; the residual block). */
  get version(): number {
    return this.versionCounter;
  }
  /**
   * Moves on every byte change of a dynamic chunk (NEW_RENDER_STATE: only these chunks are its to send, so a
   * pipeline-only change such as a blend toggle does not send the tracker looking at them).
   */
  get dynamicVersion(): number {
    return this.dynamicVersionCounter;
  }
  /** Moves on every byte change of a pipeline chunk (NEW_PIPELINE_STATE; CSO identity). */
  get pipelineStateVersion(): number {
    return this.pipelineVersionCounter;
  }

  private WriteField(field: RenderStateField, value: number, index = 0): number {
    if (!this.params.set(field, value, index)) return 0;
    return field.kind === 'pipeline' ? PIPELINE_CHANGED : DYNAMIC_CHANGED;
  }

  /** WriteField over elements [first, end) of `field` (one value to each): the per-draw-buffer setters. */
  private WriteFieldRange(field: RenderStateField, value: number, first: number, end: number): number {
    if (!this.params.setRange(field, value, first, end)) return 0;
    return field.kind === 'pipeline' ? PIPELINE_CHANGED : DYNAMIC_CHANGED;
  }

  /** WriteField over every element of a u8 field of whole words (RenderStateParameters.setAllWords). */
  private WriteFieldAll(field: RenderStateField, value: number): number {
    if (!this.params.setAllWords(field, value)) return 0;
    return field.kind === 'pipeline' ? PIPELINE_CHANGED : DYNAMIC_CHANGED;
  }

  /** One bit of the 64-bit `capabilities` field, written as its 32-bit word through WriteField(). */
  private WriteCap(bit: number, on: boolean): number {
    const word = bit >>> 5;
    const old = this.params.get(RS.capabilities, word);
    const mask = 1 << (bit & 31);
    return this.WriteField(RS.capabilities, on ? old | mask : old & ~mask, word);
  }

  private BumpForChanges(changed: number): void {
    if (changed === 0) return;
    this.versionCounter++;
    if (changed & PIPELINE_CHANGED) this.pipelineVersionCounter++;
    if (changed & DYNAMIC_CHANGED) this.dynamicVersionCounter++;
  }

  // ---- capabilities (pipeline) ----

  /** glEnable/glDisable of a bitset cap; `bit` from RenderStateCap / renderStateCapBit(). */
  SetCapability(bit: number, on: boolean): void {
    this.BumpForChanges(this.WriteCap(bit, on));
  }
  /** glEnablei(GL_SCISSOR_TEST, i); viewport -1 = all (glEnable(GL_SCISSOR_TEST)). */
  SetScissorTest(viewport: number, on: boolean): void {
    let changed = 0;
    const lo = viewport < 0 ? 0 : viewport;
    const hi = viewport < 0 ? MAX_VIEWPORTS : viewport + 1;
    for (let v = lo; v < hi; v++) changed |= this.WriteCap(RenderStateCap.ScissorTest0 + v, on);
    this.BumpForChanges(changed);
  }
  SetClipDistanceEnabled(index: number, on: boolean): void {
    const old = this.params.get(RS.clipDistanceMask);
    this.BumpForChanges(this.WriteField(RS.clipDistanceMask, on ? old | (1 << index) : old & ~(1 << index)));
  }

  // ---- blend (pipeline), blend colour (dynamic) ----

  SetBlendEnabled(drawBuffer: number, on: boolean): void {
    // glEnable(GL_BLEND) / glDisable: every blended batch toggles it around its draws, so the whole-field write
    // skips the range checks.
    if (drawBuffer === ALL_DRAW_BUFFERS) {
      this.BumpForChanges(this.WriteFieldAll(RS.blendEnable, on ? 1 : 0));
      return;
    }
    this.BumpForChanges(this.WriteFieldRange(RS.blendEnable, on ? 1 : 0, first(drawBuffer), end(drawBuffer)));
  }
  SetBlendEquation(drawBuffer: number, rgb: number, alpha: number): void {
    let changed = 0;
    for (let b = first(drawBuffer); b < end(drawBuffer); b++) {
      changed |= this.WriteField(RS.blendEquationRgb, rgb, b) | this.WriteField(RS.blendEquationAlpha, alpha, b);
    }
    this.BumpForChanges(changed);
  }
  SetBlendFunc(drawBuffer: number, srcRgb: number, dstRgb: number, srcAlpha: number, dstAlpha: number): void {
    let changed = 0;
    for (let b = first(drawBuffer); b < end(drawBuffer); b++) {
      changed |= this.WriteField(RS.blendSrcRgb, srcRgb, b) | this.WriteField(RS.blendDstRgb, dstRgb, b);
      changed |= this.WriteField(RS.blendSrcAlpha, srcAlpha, b) | this.WriteField(RS.blendDstAlpha, dstAlpha, b);
    }
    this.BumpForChanges(changed);
  }
  /** mask: bit0 R, bit1 G, bit2 B, bit3 A. */
  SetColorMask(drawBuffer: number, mask: number): void {
    this.BumpForChanges(this.WriteFieldRange(RS.colorMask, mask & 0xf, first(drawBuffer), end(drawBuffer)));
  }
  SetLogicOp(op: number): void {
    this.BumpForChanges(this.WriteField(RS.logicOp, op));
  }
  SetBlendColor(r: number, g: number, b: number, a: number): void {
    this.BumpForChanges(this.WriteField(RS.blendColor, r, 0) | this.WriteField(RS.blendColor, g, 1) |
      this.WriteField(RS.blendColor, b, 2) | this.WriteField(RS.blendColor, a, 3));
  }

  // ---- depth / stencil ----

  SetDepthFunc(func: number): void {
    this.BumpForChanges(this.WriteField(RS.depthFunc, func));
  }
  SetDepthWriteMask(on: boolean): void {
    this.BumpForChanges(this.WriteField(RS.depthWriteMask, on ? 1 : 0));
  }
  /** face: GL FRONT / BACK / FRONT_AND_BACK. func and value mask are pipeline, ref is dynamic. */
  SetStencilFunc(face: number, func: number, ref: number, valueMask: number): void {
    let changed = 0;
    for (let f = firstFace(face); f < endFace(face); f++) {
      changed |= this.WriteField(RS.stencilFunc, func, f) | this.WriteField(RS.stencilRef, ref, f);
      changed |= this.WriteField(RS.stencilValueMask, valueMask, f);
    }
    this.BumpForChanges(changed);
  }
  SetStencilOp(face: number, sfail: number, dpfail: number, dppass: number): void {
    let changed = 0;
    for (let f = firstFace(face); f < endFace(face); f++) {
      changed |= this.WriteField(RS.stencilFail, sfail, f) | this.WriteField(RS.stencilDepthFail, dpfail, f);
      changed |= this.WriteField(RS.stencilDepthPass, dppass, f);
    }
    this.BumpForChanges(changed);
  }
  SetStencilWriteMask(face: number, mask: number): void {
    let changed = 0;
    for (let f = firstFace(face); f < endFace(face); f++) changed |= this.WriteField(RS.stencilWriteMask, mask, f);
    this.BumpForChanges(changed);
  }

  // ---- rasterizer ----

  SetCullFace(mode: number): void {
    this.BumpForChanges(this.WriteField(RS.cullFaceMode, mode));
  }
  SetFrontFace(dir: number): void {
    this.BumpForChanges(this.WriteField(RS.frontFace, dir));
  }
  SetPolygonMode(mode: number): void {
    this.BumpForChanges(this.WriteField(RS.polygonMode, mode));
  }
  SetProvokingVertex(mode: number): void {
    this.BumpForChanges(this.WriteField(RS.provokingVertex, mode));
  }
  SetPointSpriteCoordOrigin(origin: number): void {
    this.BumpForChanges(this.WriteField(RS.pointSpriteCoordOrigin, origin));
  }
  /** glPolygonOffset / glPolygonOffsetClamp: depth bias values are dynamic (enables are caps). */
  SetPolygonOffset(factor: number, units: number, clamp: number): void {
    this.BumpForChanges(this.WriteField(RS.polygonOffsetFactor, factor) | this.WriteField(RS.polygonOffsetUnits, units) |
      this.WriteField(RS.polygonOffsetClamp, clamp));
  }
  SetLineWidth(width: number): void {
    this.BumpForChanges(this.WriteField(RS.lineWidth, width));
  }
  SetPointSize(size: number): void {
    this.BumpForChanges(this.WriteField(RS.pointSize, size));
  }
  SetPointFadeThresholdSize(size: number): void {
    this.BumpForChanges(this.WriteField(RS.pointFadeThresholdSize, size));
  }
  SetPrimitiveRestartIndex(index: number): void {
    this.BumpForChanges(this.WriteField(RS.primitiveRestartIndex, index));
  }

  // ---- multisample (pipeline; glSampleCoverage's value and invert are dynamic, seeds §4.4.3) ----

  SetSampleCoverage(value: number, invert: boolean): void {
    this.BumpForChanges(this.WriteField(RS.sampleCoverageValue, value) | this.WriteField(RS.sampleCoverageInvert, invert ? 1 : 0));
  }
  SetSampleMaskWord(word: number, mask: number): void {
    this.BumpForChanges(this.WriteField(RS.sampleMask, mask, word));
  }
  SetMinSampleShading(value: number): void {
    this.BumpForChanges(this.WriteField(RS.minSampleShading, value));
  }

  // ---- viewports / scissors (dynamic) ----

  SetViewport(index: number, x: number, y: number, w: number, h: number): void {
    const i = index * 4;
    this.BumpForChanges(this.WriteField(RS.viewport, x, i) | this.WriteField(RS.viewport, y, i + 1) |
      this.WriteField(RS.viewport, w, i + 2) | this.WriteField(RS.viewport, h, i + 3));
  }
  SetDepthRange(index: number, near: number, far: number): void {
    this.BumpForChanges(this.WriteField(RS.depthRange, near, index * 2) | this.WriteField(RS.depthRange, far, index * 2 + 1));
  }
  /** Also records the box in scissorWrittenMask (a backend distinguishes "never set" from "set to X"). */
  SetScissorBox(index: number, x: number, y: number, w: number, h: number): void {
    const i = index * 4;
    const written = this.params.get(RS.scissorWrittenMask) | (1 << index);
    this.BumpForChanges(this.WriteField(RS.scissorBox, x, i) | this.WriteField(RS.scissorBox, y, i + 1) |
      this.WriteField(RS.scissorBox, w, i + 2) | this.WriteField(RS.scissorBox, h, i + 3) |
      this.WriteField(RS.scissorWrittenMask, written));
  }

  /**
   * First make-current: every viewport and scissor box becomes the surface size (GL 4.5 §13.6.1, §14.9.2).
   * Not an app write, so scissorWrittenMask stays as it was.
   */
  SetSurfaceDefaults(width: number, height: number): void {
    let changed = 0;
    for (let v = 0; v < MAX_VIEWPORTS; v++) {
      changed |= this.WriteField(RS.viewport, width, v * 4 + 2) | this.WriteField(RS.viewport, height, v * 4 + 3);
      changed |= this.WriteField(RS.scissorBox, width, v * 4 + 2) | this.WriteField(RS.scissorBox, height, v * 4 + 3);
    }
    this.BumpForChanges(changed);
  }

  // ---- hints and clear values (dynamic) ----

  /** slot: 0 line smooth, 1 polygon smooth, 2 texture compression, 3 fragment shader derivative. */
  SetHint(slot: number, mode: number): void {
    this.BumpForChanges(this.WriteField(RS.hints, mode, slot));
  }
  SetClearColor(r: number, g: number, b: number, a: number): void {
    this.BumpForChanges(this.WriteField(RS.clearColor, r, 0) | this.WriteField(RS.clearColor, g, 1) |
      this.WriteField(RS.clearColor, b, 2) | this.WriteField(RS.clearColor, a, 3));
  }
  SetClearDepth(depth: number): void {
    this.BumpForChanges(this.WriteField(RS.clearDepth, depth));
  }
  SetClearStencil(s: number): void {
    this.BumpForChanges(this.WriteField(RS.clearStencil, s));
  }
}

function first(drawBuffer: number): number {
  return drawBuffer < 0 ? 0 : drawBuffer;
}
function end(drawBuffer: number): number {
  return drawBuffer < 0 ? MAX_DRAW_BUFFERS : drawBuffer + 1;
}
function firstFace(face: number): number {
  return face === GLFace.BACK ? 1 : 0;
}
function endFace(face: number): number {
  return face === GLFace.FRONT ? 1 : 2;
}
