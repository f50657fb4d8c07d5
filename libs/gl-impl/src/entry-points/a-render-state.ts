// Render-state setters (GL 4.5 chapters 14, 17): capabilities, blend, color mask, depth, stencil,
// rasterization, logic op, hints. Each validates its enums and calls the one gl-state RenderState setter
// that owns the field; whether a change bumps `pipelineStateVersion` or only `version` is gl-state's
// layout-table decision, not made here.
import { ALL_DRAW_BUFFERS } from '@mgpipe/gl-state';
import type { GLFunctions, GLboolean } from '@mgpipe/gl-api';
import { GL, MAX_DRAW_BUFFERS, MAX_VIEWPORTS, RS, RenderStateCap, renderStateCapBit } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { clamp01, glBool, type AreaAState } from './a-common.ts';

export function isBlendFactor(f: number): boolean {
  switch (f) {
    case GL.ZERO: case GL.ONE: case GL.SRC_COLOR: case GL.ONE_MINUS_SRC_COLOR: case GL.DST_COLOR:
    case GL.ONE_MINUS_DST_COLOR: case GL.SRC_ALPHA: case GL.ONE_MINUS_SRC_ALPHA: case GL.DST_ALPHA:
    case GL.ONE_MINUS_DST_ALPHA: case GL.CONSTANT_COLOR: case GL.ONE_MINUS_CONSTANT_COLOR: case GL.CONSTANT_ALPHA:
    case GL.ONE_MINUS_CONSTANT_ALPHA: case GL.SRC_ALPHA_SATURATE: case GL.SRC1_COLOR: case GL.ONE_MINUS_SRC1_COLOR:
    case GL.SRC1_ALPHA: case GL.ONE_MINUS_SRC1_ALPHA:
      return true;
    default:
      return false;
  }
}
export function isBlendEquation(mode: number): boolean {
  return mode === GL.FUNC_ADD || mode === GL.FUNC_SUBTRACT || mode === GL.FUNC_REVERSE_SUBTRACT || mode === GL.MIN || mode === GL.MAX;
}
export function isCompareFunc(func: number): boolean {
  return func >= GL.NEVER && func <= GL.ALWAYS;
}
function isStencilOp(op: number): boolean {
  switch (op) {
    case GL.KEEP: case GL.ZERO: case GL.REPLACE: case GL.INCR: case GL.DECR: case GL.INVERT: case GL.INCR_WRAP: case GL.DECR_WRAP:
      return true;
    default:
      return false;
  }
}
function isFace(face: number): boolean {
  return face === GL.FRONT || face === GL.BACK || face === GL.FRONT_AND_BACK;
}
export function hintSlot(target: number): number {
  switch (target) {
    case GL.LINE_SMOOTH_HINT: return 0;
    case GL.POLYGON_SMOOTH_HINT: return 1;
    case GL.TEXTURE_COMPRESSION_HINT: return 2;
    case GL.FRAGMENT_SHADER_DERIVATIVE_HINT: return 3;
    default: return -1;
  }
}
function colorMaskBits(r: GLboolean, g: GLboolean, b: GLboolean, a: GLboolean): number {
  return (glBool(r) ? 1 : 0) | (glBool(g) ? 2 : 0) | (glBool(b) ? 4 : 0) | (glBool(a) ? 8 : 0);
}

export function renderStateEntryPoints(fe: FrontEnd, area: AreaAState) {
  const rs = fe.state.renderState;

  /** glEnable / glDisable; false when the cap is unknown (the caller records INVALID_ENUM). */
  function setCap(cap: number, on: boolean): boolean {
    // GL_BLEND first: the toggle of every blended batch (the bit lookup is a switch it would only fall through).
    if (cap === GL.BLEND) {
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, on);
      return true;
    }
    const bit = renderStateCapBit(cap);
    if (bit >= 0) {
      rs.SetCapability(bit, on);
      return true;
    }
    if (cap === GL.SCISSOR_TEST) rs.SetScissorTest(-1, on);
    else if (cap >= GL.CLIP_DISTANCE0 && cap < GL.CLIP_DISTANCE0 + fe.caps.maxClipDistances) rs.SetClipDistanceEnabled(cap - GL.CLIP_DISTANCE0, on);
    else if (cap === GL.DEBUG_OUTPUT) area.debugOutput = on;
    else if (cap === GL.DEBUG_OUTPUT_SYNCHRONOUS) area.debugOutputSynchronous = on;
    else return false;
    return true;
  }

  function isCapEnabled(cap: number): number {
    const bit = renderStateCapBit(cap);
    if (bit >= 0) return rs.params.getCap(bit) ? 1 : 0;
    if (cap === GL.BLEND) return rs.params.get(RS.blendEnable, 0);
    if (cap === GL.SCISSOR_TEST) return rs.params.getCap(RenderStateCap.ScissorTest0) ? 1 : 0;
    if (cap >= GL.CLIP_DISTANCE0 && cap < GL.CLIP_DISTANCE0 + fe.caps.maxClipDistances) {
      return (rs.params.get(RS.clipDistanceMask) >> (cap - GL.CLIP_DISTANCE0)) & 1;
    }
    if (cap === GL.DEBUG_OUTPUT) return area.debugOutput ? 1 : 0;
    if (cap === GL.DEBUG_OUTPUT_SYNCHRONOUS) return area.debugOutputSynchronous ? 1 : 0;
    return -1;
  }

  /** enablei / disablei / isEnabledi: BLEND per draw buffer, SCISSOR_TEST per viewport (§17.3.8, §14.9.2). */
  function indexedLimit(fn: string, target: number, index: number): boolean {
    const max = target === GL.BLEND ? MAX_DRAW_BUFFERS : target === GL.SCISSOR_TEST ? MAX_VIEWPORTS : 0;
    if (max === 0) {
      fe.error(GL.INVALID_ENUM, `${fn}: 0x${target.toString(16)} is not an indexed capability`);
      return false;
    }
    if (index < 0 || index >= max) {
      fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
      return false;
    }
    return true;
  }
  function setIndexed(fn: string, target: number, index: number, on: boolean): void {
    if (!indexedLimit(fn, target, index)) return;
    if (target === GL.BLEND) rs.SetBlendEnabled(index, on);
    else rs.SetScissorTest(index, on);
  }

  function drawBufferOk(fn: string, buf: number): boolean {
    if (buf >= 0 && buf < MAX_DRAW_BUFFERS) return true;
    fe.error(GL.INVALID_VALUE, `${fn}: draw buffer ${buf} is out of range`);
    return false;
  }
  function blendFunc(fn: string, buf: number, srcRgb: number, dstRgb: number, srcAlpha: number, dstAlpha: number): void {
    if (buf !== ALL_DRAW_BUFFERS && !drawBufferOk(fn, buf)) return;
    if (!isBlendFactor(srcRgb) || !isBlendFactor(dstRgb) || !isBlendFactor(srcAlpha) || !isBlendFactor(dstAlpha)) {
      return fe.error(GL.INVALID_ENUM, `${fn}: invalid blend factor`);
    }
    rs.SetBlendFunc(buf, srcRgb, dstRgb, srcAlpha, dstAlpha);
  }
  function blendEquation(fn: string, buf: number, rgb: number, alpha: number): void {
    if (buf !== ALL_DRAW_BUFFERS && !drawBufferOk(fn, buf)) return;
    if (!isBlendEquation(rgb) || !isBlendEquation(alpha)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid blend equation`);
    rs.SetBlendEquation(buf, rgb, alpha);
  }
  function stencilFunc(fn: string, face: number, func: number, ref: number, mask: number): void {
    if (!isFace(face)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid face 0x${face.toString(16)}`);
    if (!isCompareFunc(func)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid func 0x${func.toString(16)}`);
    rs.SetStencilFunc(face, func, ref, mask >>> 0); // ref is clamped at use, against the stencil bits (§17.3.5)
  }
  function stencilOp(fn: string, face: number, sfail: number, dpfail: number, dppass: number): void {
    if (!isFace(face)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid face 0x${face.toString(16)}`);
    if (!isStencilOp(sfail) || !isStencilOp(dpfail) || !isStencilOp(dppass)) return fe.error(GL.INVALID_ENUM, `${fn}: invalid stencil op`);
    rs.SetStencilOp(face, sfail, dpfail, dppass);
  }

  return {
    enable(cap: number): void {
      if (!setCap(cap, true)) fe.error(GL.INVALID_ENUM, `enable: invalid capability 0x${cap.toString(16)}`);
    },
    disable(cap: number): void {
      if (!setCap(cap, false)) fe.error(GL.INVALID_ENUM, `disable: invalid capability 0x${cap.toString(16)}`);
    },
    isEnabled(cap: number): boolean {
      const on = isCapEnabled(cap);
      if (on < 0) fe.error(GL.INVALID_ENUM, `isEnabled: invalid capability 0x${cap.toString(16)}`);
      return on === 1;
    },
    enablei(target: number, index: number): void { setIndexed('enablei', target, index, true); },
    disablei(target: number, index: number): void { setIndexed('disablei', target, index, false); },
    isEnabledi(target: number, index: number): boolean {
      if (!indexedLimit('isEnabledi', target, index)) return false;
      return target === GL.BLEND ? rs.params.get(RS.blendEnable, index) === 1 : rs.params.getCap(RenderStateCap.ScissorTest0 + index);
    },

    blendFunc(sfactor: number, dfactor: number): void { blendFunc('blendFunc', ALL_DRAW_BUFFERS, sfactor, dfactor, sfactor, dfactor); },
    blendFuncSeparate(srcRgb: number, dstRgb: number, srcAlpha: number, dstAlpha: number): void {
      blendFunc('blendFuncSeparate', ALL_DRAW_BUFFERS, srcRgb, dstRgb, srcAlpha, dstAlpha);
    },
    blendFunci(buf: number, src: number, dst: number): void { blendFunc('blendFunci', buf, src, dst, src, dst); },
    blendFuncSeparatei(buf: number, srcRgb: number, dstRgb: number, srcAlpha: number, dstAlpha: number): void {
      blendFunc('blendFuncSeparatei', buf, srcRgb, dstRgb, srcAlpha, dstAlpha);
    },
    blendEquation(mode: number): void { blendEquation('blendEquation', ALL_DRAW_BUFFERS, mode, mode); },
    blendEquationSeparate(rgb: number, alpha: number): void { blendEquation('blendEquationSeparate', ALL_DRAW_BUFFERS, rgb, alpha); },
    blendEquationi(buf: number, mode: number): void { blendEquation('blendEquationi', buf, mode, mode); },
    blendEquationSeparatei(buf: number, rgb: number, alpha: number): void { blendEquation('blendEquationSeparatei', buf, rgb, alpha); },
    // GL 4.5 §17.3.6: the constant color is not clamped when specified (clamped at use for fixed-point buffers).
    blendColor(r: number, g: number, b: number, a: number): void { rs.SetBlendColor(r, g, b, a); },
    colorMask(r: GLboolean, g: GLboolean, b: GLboolean, a: GLboolean): void { rs.SetColorMask(ALL_DRAW_BUFFERS, colorMaskBits(r, g, b, a)); },
    colorMaski(index: number, r: GLboolean, g: GLboolean, b: GLboolean, a: GLboolean): void {
      if (drawBufferOk('colorMaski', index)) rs.SetColorMask(index, colorMaskBits(r, g, b, a));
    },
    logicOp(opcode: number): void {
      if (opcode < GL.CLEAR || opcode > GL.SET) return fe.error(GL.INVALID_ENUM, `logicOp: invalid opcode 0x${opcode.toString(16)}`);
      rs.SetLogicOp(opcode);
    },

    depthFunc(func: number): void {
      if (!isCompareFunc(func)) return fe.error(GL.INVALID_ENUM, `depthFunc: invalid func 0x${func.toString(16)}`);
      rs.SetDepthFunc(func);
    },
    depthMask(flag: GLboolean): void { rs.SetDepthWriteMask(glBool(flag)); },

    stencilFunc(func: number, ref: number, mask: number): void { stencilFunc('stencilFunc', GL.FRONT_AND_BACK, func, ref, mask); },
    stencilFuncSeparate(face: number, func: number, ref: number, mask: number): void { stencilFunc('stencilFuncSeparate', face, func, ref, mask); },
    stencilOp(fail: number, zfail: number, zpass: number): void { stencilOp('stencilOp', GL.FRONT_AND_BACK, fail, zfail, zpass); },
    stencilOpSeparate(face: number, sfail: number, dpfail: number, dppass: number): void { stencilOp('stencilOpSeparate', face, sfail, dpfail, dppass); },
    stencilMask(mask: number): void { rs.SetStencilWriteMask(GL.FRONT_AND_BACK, mask >>> 0); },
    stencilMaskSeparate(face: number, mask: number): void {
      if (!isFace(face)) return fe.error(GL.INVALID_ENUM, `stencilMaskSeparate: invalid face 0x${face.toString(16)}`);
      rs.SetStencilWriteMask(face, mask >>> 0);
    },

    cullFace(mode: number): void {
      if (!isFace(mode)) return fe.error(GL.INVALID_ENUM, `cullFace: invalid mode 0x${mode.toString(16)}`);
      rs.SetCullFace(mode);
    },
    frontFace(mode: number): void {
      if (mode !== GL.CW && mode !== GL.CCW) return fe.error(GL.INVALID_ENUM, `frontFace: invalid mode 0x${mode.toString(16)}`);
      rs.SetFrontFace(mode);
    },
    polygonMode(face: number, mode: number): void {
      // Core profile: face must be FRONT_AND_BACK (GL 4.5 §14.6.4).
      if (face !== GL.FRONT_AND_BACK) return fe.error(GL.INVALID_ENUM, 'polygonMode: face must be FRONT_AND_BACK');
      if (mode !== GL.POINT && mode !== GL.LINE && mode !== GL.FILL) return fe.error(GL.INVALID_ENUM, `polygonMode: invalid mode 0x${mode.toString(16)}`);
      rs.SetPolygonMode(mode);
    },
    // PolygonOffset(f, u) is PolygonOffsetClamp(f, u, 0) (GL 4.6 §14.6.5).
    polygonOffset(factor: number, units: number): void { rs.SetPolygonOffset(factor, units, 0); },
    polygonOffsetClamp(factor: number, units: number, clamp: number): void { rs.SetPolygonOffset(factor, units, clamp); },
    lineWidth(width: number): void {
      if (!(width > 0)) return fe.error(GL.INVALID_VALUE, 'lineWidth: width <= 0');
      rs.SetLineWidth(width);
    },
    pointSize(size: number): void {
      if (!(size > 0)) return fe.error(GL.INVALID_VALUE, 'pointSize: size <= 0');
      rs.SetPointSize(size);
    },
    pointParameteri(pname: number, param: number): void { pointParameter(fe, 'pointParameteri', pname, param); },
    pointParameterf(pname: number, param: number): void { pointParameter(fe, 'pointParameterf', pname, param); },
    // Every core POINT_* parameter is a single value, so the vector forms read params[0].
    pointParameteriv(pname: number, params: ArrayLike<number>): void {
      if (params.length < 1) return fe.error(GL.INVALID_VALUE, 'pointParameteriv: needs 1 value');
      pointParameter(fe, 'pointParameteriv', pname, params[0]);
    },
    pointParameterfv(pname: number, params: ArrayLike<number>): void {
      if (params.length < 1) return fe.error(GL.INVALID_VALUE, 'pointParameterfv: needs 1 value');
      pointParameter(fe, 'pointParameterfv', pname, params[0]);
    },
    provokingVertex(mode: number): void {
      if (mode !== GL.FIRST_VERTEX_CONVENTION && mode !== GL.LAST_VERTEX_CONVENTION) {
        return fe.error(GL.INVALID_ENUM, `provokingVertex: invalid mode 0x${mode.toString(16)}`);
      }
      rs.SetProvokingVertex(mode);
    },
    primitiveRestartIndex(index: number): void { rs.SetPrimitiveRestartIndex(index >>> 0); },
    hint(target: number, mode: number): void {
      const slot = hintSlot(target);
      if (slot < 0) return fe.error(GL.INVALID_ENUM, `hint: invalid target 0x${target.toString(16)}`);
      if (mode !== GL.FASTEST && mode !== GL.NICEST && mode !== GL.DONT_CARE) return fe.error(GL.INVALID_ENUM, `hint: invalid mode 0x${mode.toString(16)}`);
      rs.SetHint(slot, mode);
    },

    sampleCoverage(value: number, invert: GLboolean): void { rs.SetSampleCoverage(clamp01(value), glBool(invert)); },
    sampleMaski(maskNumber: number, mask: number): void {
      if (maskNumber < 0 || maskNumber >= 1) return fe.error(GL.INVALID_VALUE, 'sampleMaski: maskNumber >= MAX_SAMPLE_MASK_WORDS');
      rs.SetSampleMaskWord(maskNumber, mask >>> 0);
    },
    minSampleShading(value: number): void { rs.SetMinSampleShading(clamp01(value)); },

    clampColor(target: number, clamp: number): void {
      if (target !== GL.CLAMP_READ_COLOR) return fe.error(GL.INVALID_ENUM, `clampColor: invalid target 0x${target.toString(16)}`);
      if (clamp !== GL.TRUE && clamp !== GL.FALSE && clamp !== GL.FIXED_ONLY) return fe.error(GL.INVALID_ENUM, `clampColor: invalid clamp 0x${clamp.toString(16)}`);
      area.clampReadColor = clamp;
    },
    clipControl(origin: number, depth: number): void {
      if (origin !== GL.LOWER_LEFT && origin !== GL.UPPER_LEFT) return fe.error(GL.INVALID_ENUM, `clipControl: invalid origin 0x${origin.toString(16)}`);
      if (depth !== GL.NEGATIVE_ONE_TO_ONE && depth !== GL.ZERO_TO_ONE) return fe.error(GL.INVALID_ENUM, `clipControl: invalid depth 0x${depth.toString(16)}`);
      area.clipOrigin = origin;
      area.clipDepthMode = depth;
    },
  } satisfies Partial<GLFunctions>;
}

function pointParameter(fe: FrontEnd, fn: string, pname: number, param: number): void {
  const rs = fe.state.renderState;
  if (pname === GL.POINT_FADE_THRESHOLD_SIZE) {
    if (param < 0) return fe.error(GL.INVALID_VALUE, `${fn}: POINT_FADE_THRESHOLD_SIZE < 0`);
    rs.SetPointFadeThresholdSize(param);
  } else if (pname === GL.POINT_SPRITE_COORD_ORIGIN) {
    if (param !== GL.LOWER_LEFT && param !== GL.UPPER_LEFT) return fe.error(GL.INVALID_ENUM, `${fn}: invalid POINT_SPRITE_COORD_ORIGIN`);
    rs.SetPointSpriteCoordOrigin(param);
  } else {
    fe.error(GL.INVALID_ENUM, `${fn}: invalid pname 0x${pname.toString(16)}`);
  }
}
