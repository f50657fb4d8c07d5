// Draw verbs: draw (every DrawCall shape) and drawCaptured (XFB counts). The common path is
// PrepareForDraw (state/draw-sync.ts) + one glDraw*; lowerings step in only when the draw needs them:
//   - base instance (no EXT_base_instance entry points): instanced bindings rebased by baseInstance × stride
//     (GL: an instanced attribute reads element floor(instance / divisor) + baseInstance; gl_InstanceID is
//     unaffected), done by the VAO twin.
//   - arbitrary primitive-restart index: the indices are rewritten on the CPU to the fixed index GLES knows.
//   - polygon mode LINE (no NV_polygon_mode): a program whose vertex stage feeds the rasterizer draws the triangles
//     through its synthesized geometry stage, which emits each one's edges with the polygon's gl_PrimitiveID and flat
//     values (gles-program vertex-layer-lowering.ts); under a program's own geometry / tessellation stage the
//     triangles become a LINES draw of their edges (CPU index list: gl_PrimitiveID counts edges, flat values are
//     each edge's last vertex's).
//   - provoking vertex FIRST (GLES: last only), vertex stage rasterized directly: each primitive is re-listed with
//     GL's provoking vertex last (gles-emulation firstVertexProvoking). Not with a geometry or tessellation stage
//     (the provoking vertex is then of primitives the driver makes), nor while transform feedback captures (the
//     captured vertex order is GL's), nor under the polygon-mode-LINE lowering: those keep the last vertex.
//   - viewport arrays (no OES_viewport_array) with a geometry stage writing gl_ViewportIndex: one pass per group
//     of equal viewports (viewport-replay.ts).
//   - vertex-stage gl_Layer / gl_ViewportIndex: the program's synthesized pass-through geometry stage takes the draw's
//     primitive class (given to PrepareForDraw; gles-program vertex-layer-lowering.ts).
//   - glPointSize (GLES has none): the program's last pre-rasterization stage writes gl_PointSize from a uniform
//     set here (gles-program point-size-lowering.ts).
//   - client-memory indices / vertex arrays, fp64 attributes: streamed (gles-buffers stream-buffer.ts).
//   - the host index work above reads element-buffer indices from the index host mirror (D-B7: elementIndexBytes).
//   - multi-draw indirect and indirect-count: flattened on the CPU from the front end's buffer shadows
//     (`indirect`: gles-emulation indirect-draws.ts), each command a draw of this class.
import { firstVertexProvoking, hasProvokingVertex, IndirectDraws, indexRange, indexSize, maxIndexOf, rewriteRestart, rewritten, scanIndexRange, trianglesToLines, type DrawSink, type EmulatedDraw } from '@mgpipe/gles-emulation';
import type { BackendProgram } from '@mgpipe/gles-program';
import { DEPTH_MRD, shiftDepthRange } from '@mgpipe/gles-render-state';
import type { BackendVertexArray, VertexRange } from '@mgpipe/gles-vertex-elements';
import { MGPipeFatal } from '@mgpipe/pipe-types';
import { GL, RenderStateCap, RS, type RenderStateParameters } from '@mgpipe/value-types';
import type { GlesDevice } from '../device.ts';
import type { DrawSync } from '../state/draw-sync.ts';
import { ViewportReplay } from './viewport-replay.ts';

/**
 * The render-state words an arrays draw's lowering decisions read (polygon mode, provoking vertex, the point size and
 * the PROGRAM_POINT_SIZE cap's word): equal words, program and mode make equal decisions.
 */
const LOWERING_WORDS = Int32Array.of(RS.polygonMode.offset >> 2, RS.provokingVertex.offset >> 2, RS.pointSize.offset >> 2,
  (RS.capabilities.offset >> 2) + (RenderStateCap.ProgramPointSize >>> 5));
/** LOWERING_WORDS one by one: the repeat compares them written out (a four-step loop over typed arrays cost ~145 instructions a draw). */
const [LW0, LW1, LW2, LW3] = LOWERING_WORDS;

export class DrawCommands implements DrawSink {
  private readonly range: VertexRange = { maxVertex: -1, instanceCount: 1, baseInstance: 0 };
  private readonly flat: EmulatedDraw = { mode: 0, first: 0, count: 0, indexType: 0, indices: 0, instanceCount: 1, baseVertex: 0, baseInstance: 0, indexSpan: null };
  private driverFixedRestart = -1;
  /** Called after each driver draw made while transform feedback captures (query-commands counts vertices). */
  xfbCaptured: ((mode: number, count: number, instances: number) => void) | null = null;
  /** Called for a draw dropped while transform feedback captures (no driver program): its count is not GL's. */
  xfbDropped: (() => void) | null = null;

  /** Multi-draw indirect and indirect-count, flattened on the CPU into draws of this class (gles-emulation). */
  readonly indirect: IndirectDraws;

  /**
   * Set by the draw_vbo receiver around a pushed draw (state/draw-vbo-receiver.ts), else -2:
   *   pushedRestart   the draw's restart value (MGPDrawInfo kPrimitiveRestart + restartIndex; -1: none) instead of
   *                   the render state's restart caps;
   *   pushedMaxIndex  the client's max index (kHasIndexRange; -1: nothing fetched) instead of a host scan.
   */
  pushedRestart = -2;
  pushedMaxIndex = -2;

  /**
   * The last draw when it was a plain arrays draw (no lowering, nothing host-sourced; -1: it was not): its mode, its
   * instance count and its LOWERING_WORDS. A draw the prepare gate finds clean (only render-state calls and draws since
   * the prepared draw) with the same mode, instances and words would repeat every decision of that draw and none of its
   * driver calls but the glDraw* (the point size is uploaded, the restart enable off, the bindings walked), so it issues
   * the glDraw* alone: blend-toggle's steady state.
   * A draw the gate prepared partially (only the partial calls since: a VAO, a texture, a default block switched) with the
   * same mode, instances and words, drawn by the same program twin (the textures step can pick its LOD-bias variant)
   * through a vertex array with nothing host-sourced, repeats every decision of that draw too but the vertex bindings the
   * calls moved: it walks them and issues the glDraw* (the rebound repeat: the state-heavy batch's steady state).
   */
  private plainMode = -1;
  private plainInstances = 0;
  private plainDrawn: BackendProgram | null = null;
  private readonly plainWords = new Uint32Array(LOWERING_WORDS.length);
  /** The words compared (LOWERING_WORDS; a test plants a shorter list to see the repeat go wrong). */
  loweringWords: Int32Array = LOWERING_WORDS;

  /** The viewport-array replay (no OES_viewport_array): viewport-replay.ts. */
  readonly replay: ViewportReplay;

  constructor(private readonly dev: GlesDevice, private readonly sync: DrawSync) {
    this.indirect = new IndirectDraws(dev, this);
    this.replay = new ViewportReplay(dev);
  }

  draw(call: Readonly<EmulatedDraw>): void {
    const dev = this.dev;
    const params = dev.inputs.getRenderStateParameters();
    const polygonLine = !dev.caps.polygonMode && params.get(RS.polygonMode) === GL.LINE &&
      (call.mode === GL.TRIANGLES || call.mode === GL.TRIANGLE_STRIP || call.mode === GL.TRIANGLE_FAN);
    // The primitive class the driver draws (a synthesized geometry stage is built for it): the re-listings below keep
    // the draw's class; polygon mode LINE asks for the edge-emitting geometry stage where the program can take one.
    if (this.sync.prepare(false, call.mode, polygonLine) === null) {
      if (this.xfbDropped !== null && dev.inputs.getStreamOutputTargets().capturing) this.xfbDropped();
      return;
    }
    if (this.plainMode === call.mode && this.sync.gated && call.indexType === 0 && call.baseInstance === 0 &&
      call.instanceCount === this.plainInstances && this.sameLoweringWords(params)) {
      if (this.sync.clean) {
        this.sync.gateStats.repeated++;
        dev.noteDraw();
        this.issue(false, call.mode, call.first, call.count, 0, 0, call.instanceCount, 0);
        return;
      }
      if (this.reboundRepeats()) {
        this.sync.gateStats.rebound++;
        dev.noteDraw();
        this.range.instanceCount = call.instanceCount;
        this.range.baseInstance = 0;
        this.syncVertexBindings(this.sync.vertexArray.vao!);
        this.issue(false, call.mode, call.first, call.count, 0, 0, call.instanceCount, 0);
        return;
      }
    }
    this.plainMode = -1;
    const cpuEdges = polygonLine && this.sync.program.drawn?.drawsPolygonEdges !== true;
    const vao = this.sync.vertexArray.vao!;
    const gl = dev.gl;
    dev.noteDraw();
    // GLES has no glPointSize: the program's last pre-rasterization stage writes it (gles-program point-size-lowering.ts).
    this.sync.program.drawn?.setPointSize(gl, params.getCap(RenderStateCap.ProgramPointSize), params.get(RS.pointSize));
    let mode = call.mode;
    let indexType = call.indexType;
    let indexOffset = typeof call.indices === 'number' ? call.indices : 0;
    let count = call.count;
    const indexed = indexType !== 0;
    const clientIndices = indexed && typeof call.indices !== 'number';

    // Restart: GL's index vs GLES's fixed one.
    let restart = -1;
    let rewrite = false;
    if (indexed) {
      const max = maxIndexOf(indexType);
      const pushed = this.pushedRestart;
      if (pushed !== -2) {
        if (pushed >= 0 && pushed <= max) { restart = pushed; rewrite = pushed !== max; }
      } else if (params.getCap(RenderStateCap.PrimitiveRestartFixedIndex)) restart = max;
      else if (params.getCap(RenderStateCap.PrimitiveRestart)) {
        const index = params.get(RS.primitiveRestartIndex);
        if (index <= max) { restart = index; rewrite = index !== max; }
      }
    }
    this.setFixedRestart(restart >= 0);

    // Capturing now (MGB_CTX streamOutput: the bound XFB object is active and not paused).
    const capturing = dev.inputs.getStreamOutputTargets().capturing;
    const provokingFirst = !cpuEdges && !capturing && params.get(RS.provokingVertex) === GL.FIRST_VERTEX_CONVENTION &&
      hasProvokingVertex(mode) && this.sync.program.drawn?.vertexRasterized === true;
    const knownMax = this.pushedMaxIndex;
    const hostIndices = clientIndices || rewrite || cpuEdges || provokingFirst || (indexed && vao.hostMask !== 0 && knownMax === -2);
    let lineOffset = 0;
    // Host index bytes: indices from byte `indexBase` of `indexBytes` (an element buffer's whole mirror or span:
    // no view per draw).
    let indexBytes: Uint8Array | null = null;
    let indexBase = 0;
    if (hostIndices && indexed) {
      if (clientIndices) {
        const v = call.indices as ArrayBufferView;
        indexBytes = new Uint8Array(v.buffer, v.byteOffset, Math.min(v.byteLength, count * indexSize(indexType)));
      } else {
        indexBytes = this.elementIndexBytes(call, indexOffset, count * indexSize(indexType));
        indexBase = indexOffset;
      }
    }

    // Vertex range for host-sourced attributes.
    this.range.instanceCount = call.instanceCount;
    this.range.baseInstance = call.baseInstance;
    if (vao.hostMask !== 0) {
      if (indexed && knownMax !== -2) this.range.maxVertex = knownMax < 0 ? -1 : knownMax + call.baseVertex;
      else if (indexed && indexBytes !== null) {
        scanIndexRange(indexBytes, indexType, count, restart, indexBase);
        this.range.maxVertex = indexRange.max < 0 ? -1 : indexRange.max + call.baseVertex;
      } else this.range.maxVertex = call.first + count - 1;
    }
    this.syncVertexBindings(vao);
    const inputs = dev.inputs;

    // Index source: the element buffer twin, or host bytes streamed (client / rewritten / lowered).
    if (cpuEdges || provokingFirst) {
      // Both lowerings draw a rewritten 32-bit index stream (`rewritten`), streamed and bound as the element buffer.
      if (cpuEdges) {
        trianglesToLines(mode, indexed ? indexBytes : null, indexType, call.first, count, restart, indexBase);
        mode = GL.LINES;
      } else mode = firstVertexProvoking(mode, indexed ? indexBytes : null, indexType, call.first, count, restart, indexBase);
      indexType = GL.UNSIGNED_INT;
      count = rewritten.length >> 2;
      indexOffset = dev.stream.write(rewritten.bytes, rewritten.length);
      vao.bindElementBuffer(gl, dev.stream.name);
      this.setFixedRestart(false);
      dev.lowered(cpuEdges ? 'polygon-mode-line' : 'provoking-vertex-first');
    } else if (indexed && (rewrite || clientIndices)) {
      if (rewrite) {
        rewriteRestart(indexBytes!, indexType, count, restart, indexBase);
        indexType = rewritten.type;
        indexOffset = dev.stream.write(rewritten.bytes, rewritten.length);
        dev.lowered('primitive-restart-rewrite');
      } else indexOffset = dev.stream.write(indexBytes!);
      vao.bindElementBuffer(gl, dev.stream.name);
    } else if (indexed) {
      vao.bindElementBuffer(gl, dev.indexBufferName(inputs.getIndexBuffer()));
    }
    if (polygonLine) {
      if (!cpuEdges) dev.lowered('polygon-mode-line-geometry');
      // GLES offsets filled polygons only: POLYGON_OFFSET_LINE's units term moves the depth range instead.
      if (params.getCap(RenderStateCap.PolygonOffsetLine)) lineOffset = params.get(RS.polygonOffsetUnits) * DEPTH_MRD;
      if (lineOffset !== 0) shiftDepthRange(gl, dev.caps, params, lineOffset);
    }
    if (call.baseInstance !== 0) dev.lowered('base-instance-rebase');
    if (vao.hostMask !== 0) dev.lowered('host-vertex-stream');
    // A lowered draw moves driver state behind the prepared steps (element buffer, uniforms, viewports, streams):
    // the next draw prepares in full (DrawSync's epoch gate).
    if (polygonLine || provokingFirst || rewrite || clientIndices || capturing || call.baseInstance !== 0 || vao.hostMask !== 0 ||
      (this.sync.program.drawn?.viewportMaskLocation ?? -1) >= 0) this.sync.forgetPrepared();

    const elements = cpuEdges || provokingFirst || indexed;
    const baseVertex = (cpuEdges || provokingFirst) && !indexed ? 0 : call.baseVertex;
    const maskLocation = this.sync.program.drawn?.viewportMaskLocation ?? -1;
    if (maskLocation < 0) this.issue(elements, mode, call.first, count, indexType, indexOffset, call.instanceCount, baseVertex);
    else {
      // No OES_viewport_array and the geometry stage picks viewports: one pass per group of equal viewports.
      const once = capturing || params.getCap(RenderStateCap.RasterizerDiscard);
      const passes = this.replay.group(params, once);
      for (let g = 0; g < passes; g++) {
        this.replay.apply(g, maskLocation, once);
        this.issue(elements, mode, call.first, count, indexType, indexOffset, call.instanceCount, baseVertex);
      }
      this.replay.finish(once);
    }
    if (lineOffset !== 0) dev.mirror.invalidateField(RS.depthRange);
    if (capturing && this.xfbCaptured !== null) this.xfbCaptured(call.mode, call.count, call.instanceCount);
    if (!indexed && !polygonLine && !provokingFirst && !capturing && call.baseInstance === 0 && vao.hostMask === 0 && maskLocation < 0) {
      this.plainMode = call.mode;
      this.plainInstances = call.instanceCount;
      this.plainDrawn = this.sync.program.drawn;
      const words = params.words, at = this.loweringWords;
      for (let i = 0; i < at.length; i++) this.plainWords[i] = words[at[i]];
    }
  }

  /**
   * After a partial prepare: the plain draw's program twin draws again (its point size, viewport mask and provoking
   * decisions stand) and no attribute became host-sourced (a vertex-elements or buffer switch can make one: then the
   * draw streams, sizes a vertex range and prepares the next draw in full, as the full path does).
   */
  private reboundRepeats(): boolean {
    return this.sync.program.drawn === this.plainDrawn && this.sync.vertexArray.vao!.hostMask === 0;
  }

  /** The vertex array's buffer bindings for this draw (host-sourced attributes streamed over `range`). */
  private syncVertexBindings(vao: BackendVertexArray): void {
    const dev = this.dev, inputs = dev.inputs;
    vao.syncBindings(dev.gl, inputs.getBoundVertexArray(), inputs.getVertexBuffers(), this.range, dev.vertexBufferName, dev.stream);
  }

  private sameLoweringWords(params: RenderStateParameters): boolean {
    const words = params.words, plain = this.plainWords, at = this.loweringWords;
    if (at === LOWERING_WORDS) return words[LW0] === plain[0] && words[LW1] === plain[1] && words[LW2] === plain[2] && words[LW3] === plain[3];
    for (let i = 0; i < at.length; i++) if (words[at[i]] !== plain[i]) return false;
    return true;
  }

  /**
   * Host bytes of an element-buffer draw's indices, for the lowerings that work on the CPU: the whole buffer, read
   * from the draw's offset (`size` bytes are accounted; the scan and rewrite read past the buffer's end as 0, as
   * llvmpipe fetches an index past its buffer). Buffers pushed: the server's index host mirror (D-B7), or, for a
   * buffer it does not hold, the client's per-draw span (counted as index-bytes-shipped). Buffers pulled: the front
   * end's shadow (the pull path's mirror).
   */
  private elementIndexBytes(call: Readonly<EmulatedDraw>, offset: number, size: number): Uint8Array | null {
    const dev = this.dev;
    const mirror = dev.indexMirror;
    if (mirror === null) return dev.ctx.vertexArray.elementBuffer?.data ?? null;
    const mirrored = dev.mirroredIndexBytes(dev.inputs.getIndexBuffer());
    if (mirrored !== null) {
      mirror.stats.indexMirrorReadBytes += Math.max(0, Math.min(size, mirrored.byteLength - offset));
      return mirrored;
    }
    const span = call.indexSpan;
    if (span === undefined || span === null) {
      throw new MGPipeFatal('ProtocolCorruption', 'draw: the element buffer is outside the index host mirror and no per-draw index span came with the draw');
    }
    mirror.stats.indexBytesShipped += Math.max(0, Math.min(size, span.byteLength - offset));
    return span;
  }

  private issue(elements: boolean, mode: number, first: number, count: number, indexType: number, indexOffset: number, instances: number, baseVertex: number): void {
    const gl = this.dev.gl;
    if (elements) {
      if (instances === 1) {
        if (baseVertex === 0) gl.glDrawElements(mode, count, indexType, indexOffset);
        else gl.glDrawElementsBaseVertex(mode, count, indexType, indexOffset, baseVertex);
      } else if (baseVertex === 0) gl.glDrawElementsInstanced(mode, count, indexType, indexOffset, instances);
      else gl.glDrawElementsInstancedBaseVertex(mode, count, indexType, indexOffset, instances, baseVertex);
    } else if (instances === 1) gl.glDrawArrays(mode, first, count);
    else gl.glDrawArraysInstanced(mode, first, count, instances);
  }

  /**
   * glDrawTransformFeedback (absent from GLES): DrawArraysInstanced(mode, 0, n, instances) with n the vertices
   * the object captured (GL 4.5 §10.4), as counted by query-commands at capture time.
   */
  drawCaptured(mode: number, vertices: number, instances: number): void {
    if (vertices === 0) return;
    const f = this.flat;
    f.mode = mode;
    f.first = 0;
    f.count = vertices;
    f.indexType = 0;
    f.indices = 0;
    f.instanceCount = instances;
    f.baseVertex = 0;
    f.baseInstance = 0;
    this.dev.lowered('draw-transform-feedback-count');
    this.draw(f);
  }

  private setFixedRestart(on: boolean): void {
    const v = on ? 1 : 0;
    if (this.driverFixedRestart === v) return;
    this.driverFixedRestart = v;
    if (on) this.dev.gl.glEnable(GL.PRIMITIVE_RESTART_FIXED_INDEX);
    else this.dev.gl.glDisable(GL.PRIMITIVE_RESTART_FIXED_INDEX);
  }
}
