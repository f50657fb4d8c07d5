// The render-state mirror issues exactly the GL calls of the fields that changed, nothing when the
// version did not move, and nothing for a set that stored the same bytes (recorded driver-call stream).
import { ALL_DRAW_BUFFERS } from '@mgpipe/gl-state';
import { queuedGl } from '@mgpipe/native-gl';
import { GL, RenderStateCap } from '@mgpipe/value-types';
import { afterEach, describe, expect, it } from 'vitest';
import { createDriverCallSink, type Capabilities } from '../src/index.ts';
import { createRig, type Rig } from './helpers.ts';

let rig: Rig | null = null;
afterEach(() => { rig?.destroy(); rig = null; });

function setup(capabilities: Partial<Capabilities> = {}) {
  const sink = createDriverCallSink();
  rig = createRig(8, 8, { recordDriverCalls: sink, capabilities });
  const mirror = rig.backend.device.mirror;
  const rs = rig.ctx.renderState;
  mirror.sync(rs.version); // the first sync applies everything once
  sink.clear();
  return { sink, mirror, rs };
}

describe('render-state mirror', () => {
  it('applies every field on the first sync, then nothing while the version stands still', () => {
    const sink = createDriverCallSink();
    rig = createRig(8, 8, { recordDriverCalls: sink });
    sink.clear();
    const rs = rig.ctx.renderState;
    rig.backend.device.mirror.sync(rs.version);
    expect(sink.calls.length).toBeGreaterThan(20);
    sink.clear();
    rig.backend.device.mirror.sync(rs.version);
    expect(sink.calls).toEqual([]);
  });

  it('one cap change → one glEnable', () => {
    const { sink, mirror, rs } = setup();
    rs.SetCapability(RenderStateCap.DepthTest, true);
    mirror.sync(rs.version);
    expect(sink.lines()).toEqual([`glEnable(0x${GL.DEPTH_TEST.toString(16)})`]);
  });

  it('blend on one draw buffer → its glEnablei; a kind all 8 buffers end equal in → one non-indexed call', () => {
    const { sink, mirror, rs } = setup();
    const calls = () => sink.calls.map((c) => [c.fn, c.args]);
    rs.SetBlendEnabled(2, true);
    mirror.sync(rs.version);
    expect(calls()).toEqual([['glEnablei', [GL.BLEND, 2]]]);
    sink.clear();
    // Whole-context calls (glEnable(GL_BLEND), glBlendFunc, glColorMask): GLES sets every draw buffer with one call.
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
    rs.SetBlendFunc(ALL_DRAW_BUFFERS, GL.SRC_ALPHA, GL.ONE_MINUS_SRC_ALPHA, GL.ONE, GL.ZERO);
    mirror.sync(rs.version);
    expect(calls()).toEqual([['glEnable', [GL.BLEND]], ['glBlendFuncSeparate', [GL.SRC_ALPHA, GL.ONE_MINUS_SRC_ALPHA, GL.ONE, GL.ZERO]]]);
    sink.clear();
    // Buffers that end different keep the indexed calls, for the buffers that changed only.
    rs.SetBlendFunc(5, GL.ONE, GL.ONE, GL.ONE, GL.ONE);
    rs.SetColorMask(3, 0b1110); // red off
    mirror.sync(rs.version);
    expect(calls()).toEqual([['glColorMaski', [3, 0, 1, 1, 1]], ['glBlendFuncSeparatei', [5, GL.ONE, GL.ONE, GL.ONE, GL.ONE]]]);
    sink.clear();
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, false);
    mirror.sync(rs.version);
    expect(calls()).toEqual([['glDisable', [GL.BLEND]]]);
    sink.clear();
    // A difference in the upper four buffers only (the fields' second word): still indexed, then whole again.
    rs.SetBlendEnabled(6, true);
    rs.SetColorMask(7, 0b0111); // alpha off
    mirror.sync(rs.version);
    expect(calls()).toEqual([['glEnablei', [GL.BLEND, 6]], ['glColorMaski', [7, 1, 1, 1, 0]]]);
    sink.clear();
    rs.SetBlendEnabled(ALL_DRAW_BUFFERS, true);
    rs.SetColorMask(ALL_DRAW_BUFFERS, 0b1111);
    mirror.sync(rs.version);
    expect(calls()).toEqual([['glEnable', [GL.BLEND]], ['glColorMask', [1, 1, 1, 1]]]);
  });

  it('viewport, scissor, clear colour and stencil ref each issue only their own call', () => {
    const { sink, mirror, rs } = setup({ viewportArray: false });
    rs.SetViewport(0, 1, 2, 3, 4);
    rs.SetClearColor(0.5, 0, 0, 1);
    mirror.sync(rs.version);
    expect(sink.calls.map((c) => [c.fn, c.args])).toEqual([['glViewport', [1, 2, 3, 4]], ['glClearColor', [0.5, 0, 0, 1]]]);
    sink.clear();
    rs.SetStencilFunc(GL.FRONT, GL.EQUAL, 3, 0xff);
    mirror.sync(rs.version);
    expect(sink.calls.map((c) => [c.fn, c.args])).toEqual([['glStencilFuncSeparate', [GL.FRONT, GL.EQUAL, 3, 0xff]]]);
  });

  it('without OES_viewport_array, a viewport index other than 0 changes the blob but issues nothing', () => {
    const { sink, mirror, rs } = setup({ viewportArray: false });
    rs.SetViewport(3, 1, 2, 3, 4);
    mirror.sync(rs.version);
    expect(sink.calls).toEqual([]);
  });

  it('a clear / blend colour change in a component other than red is applied', () => {
    const { sink, mirror, rs } = setup();
    rs.SetClearColor(0, 1, 0, 1);
    rs.SetBlendColor(0, 0, 0.5, 0);
    mirror.sync(rs.version);
    expect(sink.calls.map((c) => [c.fn, c.args])).toEqual([['glBlendColor', [0, 0, 0.5, 0]], ['glClearColor', [0, 1, 0, 1]]]);
  });

  it('OES_viewport_array: every viewport / depth range / scissor index and per-index scissor enable is applied', () => {
    const { sink, mirror, rs } = setup({ viewportArray: true });
    rs.SetViewport(3, 1.5, 2, 3, 4);
    rs.SetDepthRange(2, 0.25, 0.75);
    rs.SetScissorBox(1, 5, 6, 7, 8);
    rs.SetScissorTest(1, true);
    mirror.sync(rs.version);
    expect(sink.calls.map((c) => [c.fn, c.args])).toEqual([
      ['glEnablei', [GL.SCISSOR_TEST, 1]],
      ['glScissorIndexedOES', [1, 5, 6, 7, 8]],
      ['glDepthRangeIndexedfOES', [2, 0.25, 0.75]],
      ['glViewportIndexedfOES', [3, 1.5, 2, 3, 4]],
    ]);
    sink.clear();
    rs.SetScissorTest(-1, false); // glDisable(SCISSOR_TEST): every index
    mirror.sync(rs.version);
    expect(sink.calls.map((c) => [c.fn, c.args])).toEqual([['glDisablei', [GL.SCISSOR_TEST, 1]]]);
  });

  it('recording off: the backend holds the queued native entry points themselves (no recorder between)', () => {
    rig = createRig(8, 8);
    expect(rig.backend.device.gl).toBe(queuedGl);
    expect(rig.backend.driverCalls).toBeNull();
  });
});
