// Lowerings around built-ins / state that GLES only has through extensions or not at all:
//  - SPIRV-Cross ESSL using gl_ClipDistance / gl_ViewportIndex needs its #extension line (else the driver
//    rejects the shader and nothing is drawn);
//  - POLYGON_OFFSET_LINE on a polygonMode(LINE) draw lowered to GL_LINES: GLES offsets filled polygons only,
//    so the units term shifts the depth range around the draw, and the next sync restores the real range.
import { GL, RenderStateCap, RS } from '@mgpipe/value-types';
import { afterEach, describe, expect, it } from 'vitest';
import { createDriverCallSink, type Capabilities } from '../src/index.ts';
import { withEsslExtensions } from '@mgpipe/gles-program';
import { createRig, FULL_DRAW, floatVao, makeProgram, type Rig } from './helpers.ts';

let rig: Rig | null = null;
afterEach(() => { rig?.destroy(); rig = null; });

const VS = `#version 330 core
layout(location = 0) in vec2 p;
void main() { gl_Position = vec4(p, 0.0, 1.0); }`;
const FS = `#version 330 core
out vec4 o; void main() { o = vec4(1.0); }`;

describe('ESSL extension directives', () => {
  it('inserts the clip-distance / viewport-array #extension lines after #version, only when used', () => {
    expect(withEsslExtensions('#version 320 es\nvoid main() {}\n')).toBe('#version 320 es\nvoid main() {}\n');
    expect(withEsslExtensions('#version 320 es\nout float gl_ClipDistance[2];\n')).toBe(
      '#version 320 es\n#extension GL_EXT_clip_cull_distance : enable\nout float gl_ClipDistance[2];\n');
    expect(withEsslExtensions('#version 320 es\nvoid main() { gl_ViewportIndex = 1; }\n').split('\n')[1]).toBe(
      '#extension GL_OES_viewport_array : enable');
  });

  it('a vertex shader writing gl_ClipDistance builds on the driver', () => {
    rig = createRig(8, 8);
    const program = makeProgram(rig, {
      vs: `#version 330 core
layout(location = 0) in vec2 p;
out float gl_ClipDistance[2];
void main() { gl_Position = vec4(p, 0.0, 1.0); gl_ClipDistance[0] = p.x; gl_ClipDistance[1] = p.y; }`,
      fs: FS,
    });
    expect(rig.backend.device.programs.get(program).ok).toBe(true);
  });
});

describe('POLYGON_OFFSET_LINE on the polygon-mode LINE lowering', () => {
  for (const viewportArray of [true, false] as const) {
    it(`shifts the depth range by units × r around the edge draw (viewportArray ${viewportArray})`, () => {
      const sink = createDriverCallSink();
      const caps: Partial<Capabilities> = { viewportArray, polygonMode: false };
      rig = createRig(8, 8, { recordDriverCalls: sink, capabilities: caps });
      const { ctx, backend } = rig;
      const program = makeProgram(rig, { vs: VS, fs: FS });
      ctx.BindProgram(program);
      const { vao } = floatVao(rig, new Float32Array([-1, -1, 1, -1, -1, 1]), [2]);
      ctx.BindVertexArray(vao);
      ctx.renderState.SetPolygonMode(GL.LINE);
      ctx.renderState.SetDepthRange(0, 0.25, 0.75);
      ctx.renderState.SetCapability(RenderStateCap.PolygonOffsetLine, true);
      ctx.renderState.SetPolygonOffset(0, -4, 0);
      sink.clear();
      backend.verbs.draw!(FULL_DRAW);
      const fns = sink.calls.map((c) => c.fn);
      // The triangles drawn through the edge-emitting geometry stage (glDrawArrays), or as a CPU edge list (glDrawElements).
      const draw = fns.findIndex((fn) => fn === 'glDrawArrays' || fn === 'glDrawElements');
      // The last depth-range call for index 0 before the draw (the mirror's sync of the real range comes first).
      const shift = sink.calls.findLastIndex((c, i) => i < draw &&
        (viewportArray ? c.fn === 'glDepthRangeIndexedfOES' && c.args[0] === 0 : c.fn === 'glDepthRangef'));
      expect(draw).toBeGreaterThan(0);
      expect(shift).toBeGreaterThan(0);
      const args = sink.calls[shift].args as number[];
      const [n, f] = viewportArray ? args.slice(1) : args;
      expect(n).toBeCloseTo(0.25 - 4 / 0xffffff, 9);
      expect(f).toBeCloseTo(0.75 - 4 / 0xffffff, 9);
      // The next sync puts the real range back.
      sink.clear();
      backend.device.mirror.sync(ctx.renderState.version);
      const restore = sink.calls.find((c) => c.fn === (viewportArray ? 'glDepthRangeIndexedfOES' : 'glDepthRangef'))!;
      expect(restore.args.slice(viewportArray ? 1 : 0)).toEqual([0.25, 0.75]);
      expect(ctx.renderState.params.get(RS.depthRange, 0)).toBe(0.25);
    });
  }
});
