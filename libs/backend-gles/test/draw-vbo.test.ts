// draw_vbo, the one draw verb (seeds §4.4.5, §4.5.7; issue 15 "draw_vbo is the one draw verb"): with the emulation
// bit pushed (and its prerequisites buffers + vertex-elements) every GL draw entry point — arrays, elements, range,
// instanced, base vertex, base instance, multi, indirect, multi-indirect, indirect-count, transform feedback — reaches the GLES backend as
// draw_vbo on its MGPipeContext, never through the legacy draw verbs: here those throw. Each shape draws into its own
// cell; the image must equal the reference lane's (Mesa's desktop GL: an implementation nobody here wrote), and
// MOBILEGL_PIPE_VERIFY compares every pushed draw with what the legacy verb would have been given (0 divergences;
// a fault planted in the receiver must diverge).
import type { GL as GLInterface } from '@mgpipe/gl-api';
import { createFrontEndGL } from '@mgpipe/gl-impl';
import { PIPE_INPUT_READ_SUBSYSTEMS, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { createReferenceGL } from '@mgpipe/reference-gl';
import { MGPipeFatal, type DrawVboPayload } from '@mgpipe/pipe-types';
import { compareImages } from '@mgpipe/harness';
import { subsystemMask } from '@mgpipe/migration';
import { BufferWriteback, type MGPipeTracker } from '@mgpipe/tracker';
import { describe, expect, it } from 'vitest';
import { createGlesBackend, type GlesBackend } from '../src/index.ts';
import { DrawVerify } from '../src/state/draw-verify.ts';

const W = 64, H = 32, CELL = 8, COLS = W / CELL;
const PUSHED = ['render-state', 'vertex-elements', 'vertex-attrib-defaults', 'patch-state', 'readback-pack'] as const;

/** Our stack with draws pushed; the legacy draw verbs throw. */
function pushedDraws(testFault = false, indirectSets: 'sent' | 'dropped' | 'swapped' | 'first-only' = 'sent'): { gl: GLInterface; backend: GlesBackend; calls: Map<string, number>; tracker: MGPipeTracker } {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, (PUSHED as readonly string[]).includes(s) ? 'push' : 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const backend = createGlesBackend({ width: W, height: H, pipe: { sources, bufferSource: 'push', pushDraws: true, verify: true, testFault: testFault ? ['emulation'] : [] } });
  const legacy = (name: string) => () => { throw new Error(`legacy draw verb ${name} reached with draws pushed`); };
  backend.verbs.draw = legacy('draw');
  backend.verbs.drawIndirect = legacy('drawIndirect');
  backend.verbs.drawIndirectCount = legacy('drawIndirectCount');
  backend.verbs.drawTransformFeedback = legacy('drawTransformFeedback');
  const calls = new Map<string, number>();
  const table = backend.pipeContext;
  const draw = table.draw_vbo!;
  table.draw_vbo = (p) => { calls.set('draw_vbo', (calls.get('draw_vbo') ?? 0) + 1); draw(p); };
  const setIndirect = table.set_indirect_buffers!;
  // Negative controls: a client that never names its indirect buffers, or names them the wrong way round.
  table.set_indirect_buffers = (p) => {
    calls.set('set_indirect_buffers', (calls.get('set_indirect_buffers') ?? 0) + 1);
    if (indirectSets === 'sent' || (indirectSets === 'first-only' && calls.get('set_indirect_buffers') === 1)) setIndirect(p);
    else if (indirectSets === 'swapped') setIndirect({ drawIndirect: p.parameter, parameter: p.drawIndirect });
  };
  const { gl, frontEnd } = createFrontEndGL({
    width: W, height: H, backend,
    pipe: { context: table, screen: backend.pipeScreen, switches: { pushMask: subsystemMask('buffers', 'emulation', ...PUSHED), noCsoContentAddressing: false } },
  });
  backend.pipeInputs.setPushCovered(frontEnd.tracker!.pipeInputsCovered());
  const buffers = frontEnd.tracker!.buffers!;
  backend.setBufferHandleResolver((b) => buffers.handleOf(b as Parameters<typeof buffers.handleOf>[0]));
  // The transform-feedback cell's capture comes back to the client's shadow through the reverse channel.
  backend.setBufferWritebackSink(new BufferWriteback(buffers));
  backend.makeCurrent();
  return { gl, backend, calls, tracker: frontEnd.tracker! };
}

const VS = '#version 330 core\nlayout(location = 0) in vec2 p;\nlayout(location = 1) in vec2 off;\nvoid main() { gl_Position = vec4(p + off, 0.0, 1.0); }\n';
const FS = '#version 330 core\nout vec4 o;\nvoid main() { o = vec4(0.0, 0.0, 1.0, 1.0); }\n';

/** Six vertices: the cell's quad as a TRIANGLE_STRIP at 1..4 (0 and 5 are far off-screen). */
const VERTS = new Float32Array([9, 9, -1, -1, 1, -1, -1, 1, 1, 1, 9, 9]);

/** Every entry point, one cell each (GL calls only: the same function runs on both lanes). */
function drawAll(gl: GLInterface): { errors: number[]; draws: number } {
  const p = gl.createProgram();
  for (const [t, src] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]] as const) {
    const s = gl.createShader(t); gl.shaderSource(s, src); gl.compileShader(s); gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  gl.useProgram(p);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao);
  const [vbo, ebo, ind, param, inst] = gl.genBuffers(5);
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, VERTS, gl.STATIC_DRAW);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enableVertexAttribArray(0);
  // Per-instance offsets: instance 0 at (0, 0), instance 1 a quarter cell down-left (its quad still covers the cell's
  // sample point), instance 2 off-screen. A draw of base instance 1 fills the lower-left of its cell, as on Mesa; one
  // that read instance 0 instead (the base instance not rebased) would fill the whole cell.
  gl.bindBuffer(gl.ARRAY_BUFFER, inst);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([0, 0, -0.5, -0.5, 9, 9]), gl.STATIC_DRAW);
  gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 0, 0);
  gl.vertexAttribDivisor(1, 1);
  gl.enableVertexAttribArray(1);
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ebo);
  // Indices: [1 2 3 4] at 0, [0 1 2 3] at 8 (base vertex 1), [1 2 3 0xffff 2 3 4] at 16 (restart: two triangles).
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, new Uint16Array([1, 2, 3, 4, 0, 1, 2, 3, 1, 2, 3, 0xffff, 2, 3, 4, 0]), gl.STATIC_DRAW);
  gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, ind);
  // Arrays commands (count, instances, first, baseInstance) at 0 and 16; elements commands (count, instances,
  // firstIndex, baseVertex, baseInstance) at 32 and 52.
  gl.bufferData(gl.DRAW_INDIRECT_BUFFER, new Uint32Array([4, 1, 1, 0, 3, 1, 1, 1, 4, 1, 0, 0, 0, 4, 2, 4, 1, 0]), gl.STATIC_DRAW);
  gl.bindBuffer(gl.PARAMETER_BUFFER, param);
  gl.bufferData(gl.PARAMETER_BUFFER, new Uint32Array([1, 7]), gl.STATIC_DRAW);
  gl.clearColor(1, 0, 0, 1);
  gl.viewport(0, 0, W, H);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const shapes: (() => void)[] = [
    () => gl.drawArrays(gl.TRIANGLE_STRIP, 1, 4),
    () => gl.drawElements(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, 0),
    () => gl.drawRangeElements(gl.TRIANGLE_STRIP, 1, 4, 4, gl.UNSIGNED_SHORT, 0),
    () => gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 1, 4, 2),
    () => gl.drawElementsBaseVertex(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, 8, 1),
    () => gl.drawArraysInstancedBaseInstance(gl.TRIANGLE_STRIP, 1, 4, 1, 1),
    () => gl.drawElementsInstancedBaseVertexBaseInstance(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, 8, 2, 1, 0),
    () => gl.multiDrawArrays(gl.TRIANGLE_STRIP, [1, 1], [3, 4]),
    () => gl.multiDrawElementsBaseVertex(gl.TRIANGLE_STRIP, [3, 4], gl.UNSIGNED_SHORT, [0, 8], [0, 1]),
    () => gl.drawArraysIndirect(gl.TRIANGLE_STRIP, 0),
    () => gl.drawElementsIndirect(gl.TRIANGLE_STRIP, gl.UNSIGNED_SHORT, 32),
    () => gl.multiDrawArraysIndirect(gl.TRIANGLE_STRIP, 0, 2, 16),
    () => gl.multiDrawElementsIndirect(gl.TRIANGLE_STRIP, gl.UNSIGNED_SHORT, 32, 2, 20),
    () => gl.multiDrawArraysIndirectCount(gl.TRIANGLE_STRIP, 0, 0, 2, 16),
    () => gl.multiDrawElementsIndirectCount(gl.TRIANGLE_STRIP, gl.UNSIGNED_SHORT, 32, 4, 1, 20),
    () => { gl.enable(gl.PRIMITIVE_RESTART); gl.primitiveRestartIndex(0xffff); gl.drawElements(gl.TRIANGLE_STRIP, 7, gl.UNSIGNED_SHORT, 16); gl.disable(gl.PRIMITIVE_RESTART); },
    () => {
      // Transform feedback: the cell's strip captured as 2 triangles (6 vertices), then drawn with
      // drawTransformFeedbackInstanced — a count the client makes (kHasXfbCount). Not captured: a draw while paused and
      // a draw conditional rendering discards (its query passed no sample). Counting either puts far-off vertex 0 or a
      // wrong triangle into the cell, and a count other than the server's diverges under verify. (The target holds 12
      // vertices, so no draw here is cut by its capacity: that rule is xfb-accounting.test.ts's.)
      const cp = gl.createProgram();
      for (const [t, src] of [[gl.VERTEX_SHADER, VS], [gl.FRAGMENT_SHADER, FS]] as const) {
        const sh = gl.createShader(t); gl.shaderSource(sh, src); gl.compileShader(sh); gl.attachShader(cp, sh);
      }
      gl.transformFeedbackVaryings(cp, ['gl_Position'], gl.INTERLEAVED_ATTRIBS);
      gl.linkProgram(cp);
      gl.useProgram(cp);
      const [xb] = gl.genBuffers(1);
      gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, xb);
      gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, 12 * 16, null, gl.STATIC_COPY);
      const [none] = gl.genQueries(1);
      gl.enable(gl.RASTERIZER_DISCARD);
      gl.beginQuery(gl.ANY_SAMPLES_PASSED, none); gl.drawArrays(gl.TRIANGLES, 1, 3); gl.endQuery(gl.ANY_SAMPLES_PASSED);
      const [tfo] = gl.genTransformFeedbacks(1);
      gl.bindTransformFeedback(gl.TRANSFORM_FEEDBACK, tfo);
      gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, xb);
      gl.beginTransformFeedback(gl.TRIANGLES);
      gl.pauseTransformFeedback();
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      gl.resumeTransformFeedback();
      gl.beginConditionalRender(none, gl.QUERY_WAIT);
      gl.drawArrays(gl.TRIANGLES, 1, 3);
      gl.endConditionalRender();
      gl.drawArrays(gl.TRIANGLE_STRIP, 1, 4);
      gl.endTransformFeedback();
      gl.disable(gl.RASTERIZER_DISCARD);
      gl.bindTransformFeedback(gl.TRANSFORM_FEEDBACK, 0);
      const [xv] = gl.genVertexArrays(1);
      gl.bindVertexArray(xv);
      gl.bindBuffer(gl.ARRAY_BUFFER, xb);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 16, 0);
      gl.enableVertexAttribArray(0);
      gl.useProgram(p);
      gl.drawTransformFeedbackInstanced(gl.TRIANGLES, tfo, 2);
      gl.bindVertexArray(vao);
    },
    () => {
      // Client indices and a client vertex array (host spans: bytes, never a pointer).
      gl.bindVertexArray(0);
      gl.bindBuffer(gl.ARRAY_BUFFER, 0);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, VERTS);
      gl.enableVertexAttribArray(0);
      gl.drawElements(gl.TRIANGLE_STRIP, 4, gl.UNSIGNED_SHORT, new Uint16Array([1, 2, 3, 4]));
      gl.disableVertexAttribArray(0);
      gl.bindVertexArray(vao);
    },
  ];
  const errors: number[] = [];
  shapes.forEach((draw, i) => {
    gl.viewport((i % COLS) * CELL, Math.floor(i / COLS) * CELL, CELL, CELL);
    draw();
    errors.push(gl.getError());
  });
  gl.finish();
  return { errors, draws: shapes.length };
}

describe('draw_vbo: every draw entry point with the emulation bit pushed', () => {
  it('reaches the backend as draw_vbo only, draws what Mesa draws, and verify compares every draw (0 divergences)', () => {
    const ours = pushedDraws();
    let mine: Uint8Array, errors: number[];
    try {
      errors = drawAll(ours.gl).errors;
      mine = ours.backend.readDefaultFramebuffer();
      expect(ours.backend.verifyReport.divergences).toBe(0);
      // One draw_vbo per entry-point call: the two multi draws of 2 as one draw_vbo with 2 ranges each (verify
      // compares each range with its sub-draw: 19 comparisons); indirect ones one per call; the transform-feedback
      // cell sends 5 (its query draw, 3 draws in the span, the drawTransformFeedback with its count: no range).
      expect(ours.calls.get('draw_vbo')).toBe(17 + 5);
      expect(ours.backend.receiverStats.drawVboRanges).toBe(19 - 6 + 4); // the 6 indirect draw_vbo carry no range
      expect(ours.backend.receiverStats.drawVboXfb).toBe(1);
      // The 6 indirect draws share one DRAW_INDIRECT / PARAMETER pair: one set_indirect_buffers, checked by verify
      // against the context's bindings at each of them.
      expect(ours.calls.get('set_indirect_buffers')).toBe(1);
      expect(ours.backend.receiverStats.indirectBufferSets).toBe(1);
      expect(ours.backend.verifyReport.drawVbo).toBe(19 + 5);
    } finally { ours.backend.destroy(); }
    expect(errors.every((e) => e === 0)).toBe(true);
    const lane = createReferenceGL({ width: W, height: H });
    let ref: Uint8Array;
    try {
      lane.makeCurrent();
      drawAll(lane.gl);
      ref = lane.readDefaultFramebuffer();
    } finally { lane.destroy(); }
    const cmp = compareImages({ width: W, height: H, pixels: mine }, { width: W, height: H, pixels: ref });
    expect(cmp.match, `max diff ${cmp.maxChannelDiff}`).toBe(true);
    // Every cell was drawn (blue at its centre): no shape drew nothing on both lanes alike.
    for (let i = 0; i < 18; i++) {
      const x = (i % COLS) * CELL + 4, y = Math.floor(i / COLS) * CELL + 4;
      expect(Array.from(mine.subarray((y * W + x) * 4, (y * W + x) * 4 + 3)), `cell ${i}`).toEqual([0, 0, 255]);
    }
  });

  it('MOBILEGL_PIPE_TEST_FAULT=emulation (a receiver that drops the last vertex / command) turns verify red', () => {
    const ours = pushedDraws(true);
    let thrown: unknown = null;
    try { drawAll(ours.gl); } catch (e) { thrown = e; } finally { ours.backend.destroy(); }
    expect(thrown).toBeInstanceOf(MGPipeFatal);
    expect((thrown as MGPipeFatal).detail).toBe('drawVbo@draw');
    expect(ours.backend.verifyReport.first[0]).toBe('drawVbo@draw: ranges[0].count');
  });
});

describe('set_indirect_buffers: the server takes the indirect buffers from the payload', () => {
  it('an indirect draw_vbo with no set_indirect_buffers before it is ProtocolCorruption', () => {
    const ours = pushedDraws(false, 'dropped');
    let thrown: unknown = null;
    try { drawAll(ours.gl); } catch (e) { thrown = e; } finally { ours.backend.destroy(); }
    expect((thrown as MGPipeFatal).kind).toBe('ProtocolCorruption');
    expect((thrown as MGPipeFatal).detail).toContain('no DRAW_INDIRECT buffer set');
  });

  it('a set naming the PARAMETER buffer as DRAW_INDIRECT: the commands do not fit it (ProtocolCorruption)', () => {
    const ours = pushedDraws(false, 'swapped');
    let thrown: unknown = null;
    try { drawAll(ours.gl); } catch (e) { thrown = e; } finally { ours.backend.destroy(); }
    expect((thrown as MGPipeFatal).kind).toBe('ProtocolCorruption');
    expect((thrown as MGPipeFatal).detail).toMatch(/the indirect command span \(72 bytes\) is not DRAW_INDIRECT buffer \{\d+, \d+\} \(8 bytes\)/);
  });

  it('rebinding the DRAW_INDIRECT buffer sends a new set; verify compares it with the binding', () => {
    const ours = pushedDraws();
    try {
      drawAll(ours.gl);
      const gl = ours.gl;
      const [other] = gl.genBuffers(1);
      gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, other);
      gl.bufferData(gl.DRAW_INDIRECT_BUFFER, new Uint32Array([4, 1, 1, 0]), gl.STATIC_DRAW);
      gl.drawArraysIndirect(gl.TRIANGLE_STRIP, 0);
      expect(gl.getError()).toBe(gl.NO_ERROR);
      expect(ours.calls.get('set_indirect_buffers')).toBe(2);
      expect(ours.backend.verifyReport.divergences).toBe(0);
    } finally { ours.backend.destroy(); }
  });

  it('a server left with the previous set (same size, another buffer) is caught by verify', () => {
    const ours = pushedDraws(false, 'first-only');
    let thrown: unknown = null;
    try {
      drawAll(ours.gl);
      const gl = ours.gl;
      const [other] = gl.genBuffers(1);
      gl.bindBuffer(gl.DRAW_INDIRECT_BUFFER, other);
      gl.bufferData(gl.DRAW_INDIRECT_BUFFER, new Uint32Array(18).fill(1), gl.STATIC_DRAW); // 72 bytes, as the first
      gl.drawArraysIndirect(gl.TRIANGLE_STRIP, 0);
    } catch (e) { thrown = e; } finally { ours.backend.destroy(); }
    expect((thrown as MGPipeFatal).detail).toBe('drawVbo@draw');
    expect(ours.backend.verifyReport.first[0]).toMatch(/^drawVbo@draw: indirectBuffers\.drawIndirect \{\d+, \d+\}$/);
  });
});

describe('drawTransformFeedback as draw_vbo: the client\'s count', () => {
  it('a client that counts the draw conditional rendering discards sends 9 vertices where the server counted 6: verify red', () => {
    const ours = pushedDraws();
    ours.tracker.xfb.conditionPasses = () => true;
    let thrown: unknown = null;
    try { drawAll(ours.gl); } catch (e) { thrown = e; } finally { ours.backend.destroy(); }
    expect((thrown as MGPipeFatal).detail).toBe('drawVbo@draw');
    expect(ours.backend.verifyReport.first[0]).toBe('drawVbo@draw: xfbCpuCapturedVertices (client 9, server 6)');
  });

  it('a client that counts while paused sends 12: verify red', () => {
    const ours = pushedDraws();
    ours.tracker.xfb.pause = () => undefined;
    let thrown: unknown = null;
    try { drawAll(ours.gl); } catch (e) { thrown = e; } finally { ours.backend.destroy(); }
    expect((thrown as MGPipeFatal).detail).toBe('drawVbo@draw');
    expect(ours.backend.verifyReport.first[0]).toBe('drawVbo@draw: xfbCpuCapturedVertices (client 12, server 6)');
  });
});

describe('draw_vbo verify of a multi draw (DrawVerify)', () => {
  const sub = { mode: 5, first: 0, count: 3, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null };
  const payload = (n: number) => ({ mode: 5, indexSize: 0, flags: 0, instanceCount: 1, startInstance: 0, ranges: Array.from({ length: n }, (_, k) => ({ start: k, count: 3, indexBias: 0 })) }) as unknown as DrawVboPayload;
  const verifier = () => {
    const report = { drawVbo: 0, divergences: 0, first: [] as string[] };
    return { report, v: new DrawVerify({ report } as unknown as ConstructorParameters<typeof DrawVerify>[0]) };
  };

  it('compares range k with sub-draw k, and a draw_vbo with fewer ranges than sub-draws diverges', () => {
    const ok = verifier();
    const calls = [{ ...sub, first: 0 }, { ...sub, first: 1 }];
    ok.v.expectMulti(calls, 2);
    const p = payload(2);
    p.ranges.forEach((r, k) => ok.v.checkDirect(p, { ...sub, first: r.start }, k));
    expect(ok.report).toMatchObject({ drawVbo: 2, divergences: 0 });

    const short = verifier();
    short.v.expectMulti(calls, 2);
    expect(() => short.v.checkDirect(payload(1), { ...sub, first: 0 }, 0)).toThrow(MGPipeFatal);
    expect(short.report.first[0]).toBe('drawVbo@draw: ranges');

    const moved = verifier();
    moved.v.expectMulti(calls, 2);
    const q = payload(2);
    moved.v.checkDirect(q, { ...sub, first: 0 }, 0);
    expect(() => moved.v.checkDirect(q, { ...sub, first: 2 }, 1)).toThrow(MGPipeFatal);
    expect(moved.report.first[0]).toBe('drawVbo@draw: ranges[0].start');
  });
});
