// Each render-state entry point reaches the RenderState fields it owns, and moves `version` and
// `pipelineStateVersion` exactly as those fields' chunk kinds say (read from the layout table, so these
// tests follow the layout rather than restating it); a repeated identical call bumps nothing.
import type { GL } from '@mgpipe/gl-api';
import { RENDER_STATE_FIELDS, RS, RenderStateParameters, type RenderStateField } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { err, makeA } from './a-helpers.ts';

function changedFields(before: RenderStateParameters, after: RenderStateParameters): string[] {
  const out: string[] = [];
  for (const f of RENDER_STATE_FIELDS) {
    for (let i = 0; i < f.size; i++) {
      if (before.bytes[f.offset + i] !== after.bytes[f.offset + i]) {
        out.push(f.name);
        break;
      }
    }
  }
  return out.sort();
}

const CASES: [string, (gl: GL) => void, RenderStateField[]][] = [
  ['enable(DEPTH_TEST)', (gl) => gl.enable(gl.DEPTH_TEST), [RS.capabilities]],
  ['enable(BLEND)', (gl) => gl.enable(gl.BLEND), [RS.blendEnable]],
  ['enablei(BLEND, 3)', (gl) => gl.enablei(gl.BLEND, 3), [RS.blendEnable]],
  ['enable(SCISSOR_TEST)', (gl) => gl.enable(gl.SCISSOR_TEST), [RS.capabilities]],
  ['enablei(SCISSOR_TEST, 5)', (gl) => gl.enablei(gl.SCISSOR_TEST, 5), [RS.capabilities]],
  ['enable(CLIP_DISTANCE2)', (gl) => gl.enable(gl.CLIP_DISTANCE2), [RS.clipDistanceMask]],
  ['disable(DITHER)', (gl) => gl.disable(gl.DITHER), [RS.capabilities]],
  ['blendFunc', (gl) => gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA), [RS.blendDstAlpha, RS.blendDstRgb, RS.blendSrcAlpha, RS.blendSrcRgb]],
  ['blendFuncSeparatei', (gl) => gl.blendFuncSeparatei(1, gl.ONE, gl.ONE, gl.ZERO, gl.ONE), [RS.blendDstAlpha, RS.blendDstRgb, RS.blendSrcAlpha]],
  ['blendEquation', (gl) => gl.blendEquation(gl.MAX), [RS.blendEquationAlpha, RS.blendEquationRgb]],
  ['blendEquationSeparatei', (gl) => gl.blendEquationSeparatei(2, gl.FUNC_ADD, gl.MIN), [RS.blendEquationAlpha]],
  ['blendColor', (gl) => gl.blendColor(0.1, 0.2, 0.3, 0.4), [RS.blendColor]],
  ['colorMask', (gl) => gl.colorMask(true, false, true, true), [RS.colorMask]],
  ['colorMaski', (gl) => gl.colorMaski(4, false, false, false, false), [RS.colorMask]],
  ['logicOp', (gl) => gl.logicOp(gl.XOR), [RS.logicOp]],
  ['depthFunc', (gl) => gl.depthFunc(gl.GEQUAL), [RS.depthFunc]],
  ['depthMask', (gl) => gl.depthMask(false), [RS.depthWriteMask]],
  ['stencilFunc (func, ref, mask)', (gl) => gl.stencilFunc(gl.EQUAL, 3, 0xff), [RS.stencilFunc, RS.stencilRef, RS.stencilValueMask]],
  ['stencilFunc (ref only)', (gl) => gl.stencilFunc(gl.ALWAYS, 7, 0xffffffff), [RS.stencilRef]],
  ['stencilOpSeparate', (gl) => gl.stencilOpSeparate(gl.BACK, gl.REPLACE, gl.KEEP, gl.INCR_WRAP), [RS.stencilDepthPass, RS.stencilFail]],
  ['stencilMask', (gl) => gl.stencilMask(0x0f), [RS.stencilWriteMask]],
  ['stencilMaskSeparate', (gl) => gl.stencilMaskSeparate(gl.FRONT, 0x1), [RS.stencilWriteMask]],
  ['cullFace', (gl) => gl.cullFace(gl.FRONT), [RS.cullFaceMode]],
  ['frontFace', (gl) => gl.frontFace(gl.CW), [RS.frontFace]],
  ['polygonMode', (gl) => gl.polygonMode(gl.FRONT_AND_BACK, gl.LINE), [RS.polygonMode]],
  ['polygonOffset', (gl) => gl.polygonOffset(1, 2), [RS.polygonOffsetFactor, RS.polygonOffsetUnits]],
  ['polygonOffsetClamp', (gl) => gl.polygonOffsetClamp(0, 0, 0.5), [RS.polygonOffsetClamp]],
  ['lineWidth', (gl) => gl.lineWidth(2), [RS.lineWidth]],
  ['pointSize', (gl) => gl.pointSize(4), [RS.pointSize]],
  ['pointParameterf(FADE)', (gl) => gl.pointParameterf(gl.POINT_FADE_THRESHOLD_SIZE, 3), [RS.pointFadeThresholdSize]],
  ['pointParameteri(ORIGIN)', (gl) => gl.pointParameteri(gl.POINT_SPRITE_COORD_ORIGIN, gl.LOWER_LEFT), [RS.pointSpriteCoordOrigin]],
  ['provokingVertex', (gl) => gl.provokingVertex(gl.FIRST_VERTEX_CONVENTION), [RS.provokingVertex]],
  ['primitiveRestartIndex', (gl) => gl.primitiveRestartIndex(0xffff), [RS.primitiveRestartIndex]],
  ['hint', (gl) => gl.hint(gl.FRAGMENT_SHADER_DERIVATIVE_HINT, gl.NICEST), [RS.hints]],
  ['sampleCoverage', (gl) => gl.sampleCoverage(0.5, true), [RS.sampleCoverageInvert, RS.sampleCoverageValue]],
  ['sampleMaski', (gl) => gl.sampleMaski(0, 0x3), [RS.sampleMask]],
  ['minSampleShading', (gl) => gl.minSampleShading(0.25), [RS.minSampleShading]],
  ['viewport', (gl) => gl.viewport(1, 2, 3, 4), [RS.viewport]],
  ['viewportIndexedf', (gl) => gl.viewportIndexedf(3, 1, 2, 3, 4), [RS.viewport]],
  ['viewportArrayv', (gl) => gl.viewportArrayv(1, [0, 0, 1, 1, 0, 0, 2, 2]), [RS.viewport]],
  ['scissor', (gl) => gl.scissor(1, 1, 2, 2), [RS.scissorBox, RS.scissorWrittenMask]],
  ['scissorIndexedv', (gl) => gl.scissorIndexedv(2, [1, 1, 2, 2]), [RS.scissorBox, RS.scissorWrittenMask]],
  ['scissorArrayv', (gl) => gl.scissorArrayv(4, [0, 0, 1, 1]), [RS.scissorBox, RS.scissorWrittenMask]],
  ['depthRange', (gl) => gl.depthRange(0.25, 0.75), [RS.depthRange]],
  ['depthRangeIndexed', (gl) => gl.depthRangeIndexed(1, 0.5, 0.5), [RS.depthRange]],
  ['depthRangeArrayv', (gl) => gl.depthRangeArrayv(2, [0.1, 0.2]), [RS.depthRange]],
  ['clearColor', (gl) => gl.clearColor(1, 0, 0, 1), [RS.clearColor]],
  ['clearDepth', (gl) => gl.clearDepth(0.5), [RS.clearDepth]],
  ['clearStencil', (gl) => gl.clearStencil(9), [RS.clearStencil]],
];

describe('render-state entry points reach their fields and the right counters', () => {
  for (const [label, call, fields] of CASES) {
    it(label, () => {
      const { gl, fe } = makeA();
      const rs = fe.state.renderState;
      const before = new RenderStateParameters();
      before.copyFrom(rs.params);
      const v = rs.version;
      const pv = rs.pipelineStateVersion;
      call(gl);
      expect(err(gl)).toBe(gl.NO_ERROR);
      expect(changedFields(before, rs.params)).toEqual(fields.map((f) => f.name).sort());
      // Readers compare counters for inequality: a call that writes several viewports may bump more than once.
      expect(rs.version).toBeGreaterThan(v);
      expect(rs.pipelineStateVersion > pv).toBe(fields.some((f) => f.kind === 'pipeline'));
      const v1 = rs.version;
      const pv1 = rs.pipelineStateVersion;
      call(gl); // identical: nothing moves
      expect(rs.version).toBe(v1);
      expect(rs.pipelineStateVersion).toBe(pv1);
    });
  }

  it('scissor(0, 0, 0, 0) is valid and stored', () => {
    const { gl } = makeA();
    gl.scissor(0, 0, 0, 0);
    expect(err(gl)).toBe(gl.NO_ERROR);
    expect(gl.getIntegerv(gl.SCISSOR_BOX)).toEqual([0, 0, 0, 0]);
    expect(gl.getIntegeri_v(gl.SCISSOR_BOX, 15)).toEqual([0, 0, 0, 0]);
  });

  it('non-render-state setters: patch parameters move patchVersion only', () => {
    const { gl, fe } = makeA();
    const v = fe.state.renderState.version;
    gl.patchParameteri(gl.PATCH_VERTICES, 4);
    gl.patchParameterfv(gl.PATCH_DEFAULT_OUTER_LEVEL, [2, 2, 2, 2]);
    gl.patchParameterfv(gl.PATCH_DEFAULT_INNER_LEVEL, [1, 1]); // unchanged
    expect(fe.state.patchVersion).toBe(2);
    expect(fe.state.renderState.version).toBe(v);
    expect(gl.getIntegerv(gl.PATCH_VERTICES)).toEqual([4]);
    expect(gl.getFloatv(gl.PATCH_DEFAULT_OUTER_LEVEL)).toEqual([2, 2, 2, 2]);
    gl.patchParameteri(gl.PATCH_VERTICES, 0);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.patchParameteri(gl.PATCH_VERTICES, 33);
    expect(err(gl)).toBe(gl.INVALID_VALUE);
    gl.patchParameteri(gl.PATCH_DEFAULT_INNER_LEVEL, 1);
    expect(err(gl)).toBe(gl.INVALID_ENUM);
  });

  it('clamps depth range, clear depth, sample coverage; keeps clear and blend colors unclamped; viewport bounds clamp', () => {
    const { gl } = makeA();
    gl.depthRange(-1, 2);
    expect(gl.getDoublev(gl.DEPTH_RANGE)).toEqual([0, 1]);
    gl.clearDepth(3);
    expect(gl.getFloatv(gl.DEPTH_CLEAR_VALUE)).toEqual([1]);
    gl.clearColor(2, -1, 0.5, 0);
    expect(gl.getFloatv(gl.COLOR_CLEAR_VALUE)).toEqual([2, -1, 0.5, 0]);
    gl.viewport(-40000, 0, 100000, 10);
    expect(gl.getIntegerv(gl.VIEWPORT)).toEqual([-32768, 0, 16384, 10]);
  });

  it('isEnabled / isEnabledi / getBooleanv follow the caps', () => {
    const { gl } = makeA();
    expect(gl.isEnabled(gl.DITHER)).toBe(true);
    expect(gl.isEnabled(gl.MULTISAMPLE)).toBe(true);
    expect(gl.isEnabled(gl.DEPTH_TEST)).toBe(false);
    gl.enablei(gl.BLEND, 2);
    expect(gl.isEnabledi(gl.BLEND, 2)).toBe(true);
    expect(gl.isEnabled(gl.BLEND)).toBe(false);
    gl.enable(gl.SCISSOR_TEST);
    expect(gl.isEnabledi(gl.SCISSOR_TEST, 15)).toBe(true);
    gl.disablei(gl.SCISSOR_TEST, 0);
    expect(gl.isEnabled(gl.SCISSOR_TEST)).toBe(false);
    expect(gl.getBooleani_v(gl.SCISSOR_TEST, 1)).toEqual([1]);
    gl.enable(gl.CLIP_DISTANCE7);
    expect(gl.isEnabled(gl.CLIP_DISTANCE7)).toBe(true);
    gl.enable(gl.DEBUG_OUTPUT);
    expect(gl.isEnabled(gl.DEBUG_OUTPUT)).toBe(true);
    expect(err(gl)).toBe(gl.NO_ERROR);
  });

  it('every error path leaves the render state untouched', () => {
    const { gl, fe } = makeA();
    const rs = fe.state.renderState;
    const v0 = rs.version; // the first make-current sized the viewports
    const cases: [(gl: GL) => void, number][] = [
      [(g) => g.enable(0x1234), gl.INVALID_ENUM],
      [(g) => g.disable(gl.CLIP_DISTANCE0 + 8), gl.INVALID_ENUM],
      [(g) => g.isEnabled(0x1234), gl.INVALID_ENUM],
      [(g) => g.enablei(gl.DEPTH_TEST, 0), gl.INVALID_ENUM],
      [(g) => g.enablei(gl.BLEND, 8), gl.INVALID_VALUE],
      [(g) => g.isEnabledi(gl.SCISSOR_TEST, 16), gl.INVALID_VALUE],
      [(g) => g.blendFunc(gl.ONE, 0x1234), gl.INVALID_ENUM],
      [(g) => g.blendFunci(8, gl.ONE, gl.ONE), gl.INVALID_VALUE],
      [(g) => g.blendEquation(gl.ONE), gl.INVALID_ENUM],
      [(g) => g.blendEquationi(9, gl.FUNC_ADD), gl.INVALID_VALUE],
      [(g) => g.colorMaski(8, true, true, true, true), gl.INVALID_VALUE],
      [(g) => g.logicOp(0x1510), gl.INVALID_ENUM],
      [(g) => g.depthFunc(gl.ONE), gl.INVALID_ENUM],
      [(g) => g.stencilFunc(0x1234, 0, 0), gl.INVALID_ENUM],
      [(g) => g.stencilFuncSeparate(gl.LEFT, gl.ALWAYS, 0, 0), gl.INVALID_ENUM],
      [(g) => g.stencilOp(gl.KEEP, gl.KEEP, 0x1234), gl.INVALID_ENUM],
      [(g) => g.stencilMaskSeparate(0x1234, 0), gl.INVALID_ENUM],
      [(g) => g.cullFace(gl.LEFT), gl.INVALID_ENUM],
      [(g) => g.frontFace(gl.FRONT), gl.INVALID_ENUM],
      [(g) => g.polygonMode(gl.FRONT, gl.LINE), gl.INVALID_ENUM],
      [(g) => g.polygonMode(gl.FRONT_AND_BACK, gl.FRONT), gl.INVALID_ENUM],
      [(g) => g.lineWidth(0), gl.INVALID_VALUE],
      [(g) => g.pointSize(-1), gl.INVALID_VALUE],
      [(g) => g.pointParameterf(gl.POINT_FADE_THRESHOLD_SIZE, -1), gl.INVALID_VALUE],
      [(g) => g.pointParameteri(gl.POINT_SPRITE_COORD_ORIGIN, gl.FRONT), gl.INVALID_ENUM],
      [(g) => g.pointParameteri(gl.POINT_SIZE, 1), gl.INVALID_ENUM],
      [(g) => g.provokingVertex(gl.FRONT), gl.INVALID_ENUM],
      [(g) => g.hint(gl.LINE_SMOOTH, gl.NICEST), gl.INVALID_ENUM],
      [(g) => g.hint(gl.LINE_SMOOTH_HINT, gl.ONE), gl.INVALID_ENUM],
      [(g) => g.sampleMaski(1, 0), gl.INVALID_VALUE],
      [(g) => g.viewport(0, 0, -1, 1), gl.INVALID_VALUE],
      [(g) => g.viewportIndexedf(16, 0, 0, 1, 1), gl.INVALID_VALUE],
      [(g) => g.viewportIndexedfv(0, [0, 0, 1, -1]), gl.INVALID_VALUE],
      [(g) => g.viewportArrayv(15, [0, 0, 1, 1, 0, 0, 1, 1]), gl.INVALID_VALUE],
      [(g) => g.viewportArrayv(0, [0, 0, 1, 1, 0, 0, -1, 1]), gl.INVALID_VALUE],
      [(g) => g.scissor(0, 0, 1, -1), gl.INVALID_VALUE],
      [(g) => g.scissorIndexed(16, 0, 0, 1, 1), gl.INVALID_VALUE],
      [(g) => g.scissorArrayv(16, [0, 0, 1, 1]), gl.INVALID_VALUE],
      [(g) => g.depthRangeIndexed(16, 0, 1), gl.INVALID_VALUE],
      [(g) => g.depthRangeArrayv(15, [0, 1, 0, 1]), gl.INVALID_VALUE],
      [(g) => g.clampColor(gl.CLAMP_VERTEX_COLOR, gl.TRUE), gl.INVALID_ENUM],
      [(g) => g.clampColor(gl.CLAMP_READ_COLOR, 7), gl.INVALID_ENUM],
      [(g) => g.clipControl(gl.FRONT, gl.ZERO_TO_ONE), gl.INVALID_ENUM],
      [(g) => g.clipControl(gl.UPPER_LEFT, gl.ONE), gl.INVALID_ENUM],
    ];
    cases.forEach(([call, code], i) => {
      call(gl);
      expect(err(gl), `case ${i}`).toBe(code);
      expect(rs.version, `case ${i}`).toBe(v0);
    });
  });

  it('clampColor and clipControl are answered by queries', () => {
    const { gl } = makeA();
    expect(gl.getIntegerv(gl.CLAMP_READ_COLOR)).toEqual([gl.FIXED_ONLY]);
    gl.clampColor(gl.CLAMP_READ_COLOR, gl.FALSE);
    expect(gl.getIntegerv(gl.CLAMP_READ_COLOR)).toEqual([gl.FALSE]);
    gl.clipControl(gl.UPPER_LEFT, gl.ZERO_TO_ONE);
    expect(gl.getIntegerv(gl.CLIP_ORIGIN)).toEqual([gl.UPPER_LEFT]);
    expect(gl.getIntegerv(gl.CLIP_DEPTH_MODE)).toEqual([gl.ZERO_TO_ONE]);
  });
});
