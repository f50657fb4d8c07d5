import { DYNAMIC_CHUNK_MASK, GLBlendFunc, GLCompareFunc, GLFace, GLHintMode, GLLogicOp, GLPolygonMode, PIPELINE_CHUNK_MASK, RS, RenderStateCap, RenderStateParameters } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { ALL_DRAW_BUFFERS, RenderState } from '../src/index.ts';

type Setter = [name: string, apply: (rs: RenderState) => void, kind: 'pipeline' | 'dynamic'];

// One call per setter family with a value different from the default. The kind is what the seeds
// require (§4.5.2 / D3), written down independently of the layout table so a reclassification shows.
const SETTERS: Setter[] = [
  ['SetCapability(depth test)', (rs) => rs.SetCapability(RenderStateCap.DepthTest, true), 'pipeline'],
  ['SetScissorTest(all)', (rs) => rs.SetScissorTest(-1, true), 'pipeline'],
  ['SetScissorTest(3)', (rs) => rs.SetScissorTest(3, true), 'pipeline'],
  ['SetClipDistanceEnabled', (rs) => rs.SetClipDistanceEnabled(2, true), 'pipeline'],
  ['SetBlendEnabled(all)', (rs) => rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true), 'pipeline'],
  ['SetBlendEnabled(5)', (rs) => rs.SetBlendEnabled(5, true), 'pipeline'],
  ['SetBlendEquation', (rs) => rs.SetBlendEquation(1, 0x8007, 0x8008), 'pipeline'],
  ['SetBlendFunc', (rs) => rs.SetBlendFunc(ALL_DRAW_BUFFERS, GLBlendFunc.SRC_ALPHA, GLBlendFunc.ONE_MINUS_SRC_ALPHA, 1, 0), 'pipeline'],
  ['SetColorMask', (rs) => rs.SetColorMask(0, 0x7), 'pipeline'],
  ['SetLogicOp', (rs) => rs.SetLogicOp(GLLogicOp.XOR), 'pipeline'],
  ['SetDepthFunc', (rs) => rs.SetDepthFunc(GLCompareFunc.LEQUAL), 'pipeline'],
  ['SetDepthWriteMask', (rs) => rs.SetDepthWriteMask(false), 'pipeline'],
  ['SetStencilFunc(func)', (rs) => rs.SetStencilFunc(GLFace.FRONT_AND_BACK, GLCompareFunc.EQUAL, 0, 0xffffffff), 'pipeline'],
  ['SetStencilOp', (rs) => rs.SetStencilOp(GLFace.BACK, 0x1e01, 0x1e00, 0x1e00), 'pipeline'],
  ['SetCullFace', (rs) => rs.SetCullFace(GLFace.FRONT), 'pipeline'],
  ['SetFrontFace', (rs) => rs.SetFrontFace(0x0900), 'pipeline'],
  ['SetPolygonMode', (rs) => rs.SetPolygonMode(GLPolygonMode.LINE), 'pipeline'],
  ['SetProvokingVertex', (rs) => rs.SetProvokingVertex(0x8e4d), 'pipeline'],
  ['SetPointSpriteCoordOrigin', (rs) => rs.SetPointSpriteCoordOrigin(0x8ca1 /* LOWER_LEFT */), 'pipeline'],
  ['SetSampleCoverage', (rs) => rs.SetSampleCoverage(0.5, true), 'dynamic'], // seeds §4.4.3: set_dynamic_state carries it
  ['SetSampleMaskWord', (rs) => rs.SetSampleMaskWord(0, 0xf), 'pipeline'],
  ['SetMinSampleShading', (rs) => rs.SetMinSampleShading(0.25), 'pipeline'],
  ['SetViewport', (rs) => rs.SetViewport(0, 1, 2, 30, 40), 'dynamic'],
  ['SetViewport(15)', (rs) => rs.SetViewport(15, 1, 2, 30, 40), 'dynamic'],
  ['SetDepthRange', (rs) => rs.SetDepthRange(0, 0.25, 0.75), 'dynamic'],
  ['SetScissorBox', (rs) => rs.SetScissorBox(2, 1, 2, 3, 4), 'dynamic'],
  ['SetBlendColor', (rs) => rs.SetBlendColor(0.1, 0.2, 0.3, 0.4), 'dynamic'],
  ['SetStencilFunc(ref only)', (rs) => rs.SetStencilFunc(GLFace.FRONT, GLCompareFunc.ALWAYS, 7, 0xffffffff), 'dynamic'],
  ['SetStencilWriteMask', (rs) => rs.SetStencilWriteMask(GLFace.FRONT_AND_BACK, 0xff), 'dynamic'],
  ['SetPolygonOffset', (rs) => rs.SetPolygonOffset(1, 2, 0), 'dynamic'],
  ['SetLineWidth', (rs) => rs.SetLineWidth(3), 'dynamic'],
  ['SetPointSize', (rs) => rs.SetPointSize(4), 'dynamic'],
  ['SetPointFadeThresholdSize', (rs) => rs.SetPointFadeThresholdSize(2), 'dynamic'],
  ['SetPrimitiveRestartIndex', (rs) => rs.SetPrimitiveRestartIndex(0xffff), 'dynamic'],
  ['SetHint', (rs) => rs.SetHint(3, GLHintMode.NICEST), 'dynamic'],
  ['SetClearColor', (rs) => rs.SetClearColor(1, 0, 0, 1), 'dynamic'],
  ['SetClearDepth', (rs) => rs.SetClearDepth(0.5), 'dynamic'],
  ['SetClearStencil', (rs) => rs.SetClearStencil(3), 'dynamic'],
  ['SetSurfaceDefaults', (rs) => rs.SetSurfaceDefaults(64, 32), 'dynamic'],
];

describe('RenderState counters', () => {
  for (const [name, apply, kind] of SETTERS) {
    it(`${name}: ${kind} bump, then a repeat is a no-op`, () => {
      const rs = new RenderState();
      const before = new RenderStateParameters();
      before.copyFrom(rs.params);
      apply(rs);
      expect(rs.version).toBe(1);
      expect(rs.pipelineStateVersion).toBe(kind === 'pipeline' ? 1 : 0);
      // G7's consistency rule: pipeline-subset bytes changed <=> pipelineStateVersion moved.
      const diff = rs.params.diffChunks(before);
      expect((diff & PIPELINE_CHUNK_MASK) !== 0).toBe(kind === 'pipeline');
      if (kind === 'dynamic') expect(diff & DYNAMIC_CHUNK_MASK).not.toBe(0);
      apply(rs);
      expect(rs.version).toBe(1);
      expect(rs.pipelineStateVersion).toBe(kind === 'pipeline' ? 1 : 0);
    });
  }

  it('setting a default value bumps nothing', () => {
    const rs = new RenderState();
    rs.SetLineWidth(1);
    rs.SetDepthFunc(GLCompareFunc.LESS);
    rs.SetCapability(RenderStateCap.Dither, true);
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
    rs.SetClearColor(0, 0, 0, 0);
    expect([rs.version, rs.pipelineStateVersion]).toEqual([0, 0]);
  });

  it('a mixed setter bumps pipeline when any pipeline byte changes, one version step per call', () => {
    const rs = new RenderState();
    rs.SetStencilFunc(GLFace.FRONT_AND_BACK, GLCompareFunc.NOTEQUAL, 5, 0xff);
    expect([rs.version, rs.pipelineStateVersion]).toEqual([1, 1]);
  });

  it('blend toggle alternates two pipeline states (the Blaze3D batch)', () => {
    const rs = new RenderState();
    for (let i = 0; i < 3; i++) {
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
      rs.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
    }
    expect(rs.pipelineStateVersion).toBe(6);
  });

  it('records written scissor boxes in the dynamic mask', () => {
    const rs = new RenderState();
    rs.SetScissorBox(4, 0, 0, 1, 1);
    expect(rs.params.get(RS.scissorWrittenMask)).toBe(1 << 4);
    rs.SetSurfaceDefaults(8, 8); // not an app write: the mask is untouched
    expect(rs.params.get(RS.scissorWrittenMask)).toBe(1 << 4);
  });
});
