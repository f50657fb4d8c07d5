// The program steps of PrepareForDraw: first the program twin (built on a new link), then — after the other
// subsystems bound what the program reads — the program actually drawn with (the LOD-bias variant while a
// texture unit has a bias, the sample-counting variant inside a SAMPLES_PASSED query) made current with its
// default-block uniforms.
// Everything it reads of the front end comes through MGB_CTX (dev.inputs): the bound program's view (drawProgram /
// dispatchProgram), the default uniform block (globalConstants) and the opaque units (programBindings).
import { drawScratchF as scratchF, drawScratchI as scratchI, drawScratchU as scratchU, type ProgramView } from '@mgpipe/gles-core';
import { GL, RS } from '@mgpipe/value-types';
import type { BackendProgram } from './backend-program.ts';
import type { ProgramDevice } from './program-device.ts';
import { geometryInputOf } from './vertex-layer-lowering.ts';

const intOut = new Int32Array(1);
/** Artifact stage-mask bits of the tessellation control / evaluation and geometry stages. */
const VERTEX_PROCESSING_AFTER_VERTEX = (1 << 1) | (1 << 2) | (1 << 3);

export class ProgramStep {
  /**
   * While a SAMPLES_PASSED query is active (xfb-queries): the driver buffer of its counter, else 0. Draws
   * then use the program's counting variant (README: SAMPLES_PASSED); `sampleCountFellBack` records a draw
   * that could not (the query's result is then ANY_SAMPLES_PASSED-like).
   */
  sampleCounter = 0;
  sampleCountFellBack = false;
  /** The program (or variant) the last use() made current: what a draw's lowering sets uniforms on. */
  drawn: BackendProgram | null = null;

  constructor(private readonly dev: ProgramDevice) {}

  /**
   * The program twin ready to draw (or dispatch) with, or null (no program, or the driver could not build it).
   * `mode`: the primitive mode the driver draws with (a synthesized geometry stage takes its primitive class).
   * `polygonLine`: a triangle draw under polygon mode LINE; a program whose vertex stage feeds the rasterizer gets the
   * synthesized geometry stage that emits the edges (GeometryInput.PolygonLine; BackendProgram.drawsPolygonEdges),
   * others are left to the draw's CPU edge list.
   */
  program(compute: boolean, mode: number = GL.TRIANGLES, polygonLine = false): BackendProgram | null {
    const program = compute ? this.dev.inputs.getProgramForDispatch() : this.dev.inputs.getProgramForDraw();
    if (program.lifetimeId < 0) {
      this.dev.log('backend-gles: draw without a current program (none bound, or a bound program pipeline with no stage to draw)');
      return null;
    }
    const twin = this.dev.programTwin(program);
    const stages = program.artifact?.stageMask ?? 0;
    // Polygon mode LINE with the vertex stage feeding the rasterizer: the base program's edges variant draws it (below).
    const polygonEdges = polygonLine && !compute && (stages & VERTEX_PROCESSING_AFTER_VERTEX) === 0;
    const input = geometryInputOf(mode);
    if (twin.linkVersion !== program.linkVersion) {
      twin.geometryInput = input;
      twin.build(this.dev.gl, program, this.dev.log);
    }
    // A vertex stage writing gl_Layer / gl_ViewportIndex with the pass-through geometry stage: built for the draw's
    // primitive class (vertex-layer-lowering.ts), rebuilt when a draw uses another class.
    if (twin.synthesizedGeometry && twin.geometryInput !== input) {
      twin.geometryInput = input;
      twin.build(this.dev.gl, program, this.dev.log);
    }
    // A tessellation evaluation stage without a control stage: the pass-through control stage is built for the
    // draw's PATCH_VERTICES (passthrough-tcs.ts), rebuilt when a draw uses another count.
    if (twin.needsTcs) {
      const vertices = this.dev.inputs.getPatchVertices();
      if (vertices !== twin.passthroughVertices) {
        twin.passthroughVertices = vertices;
        twin.build(this.dev.gl, program, this.dev.log);
      }
    }
    // Storage images without a format qualifier: specialized with the formats of the images bound now
    // (image-formats.ts), rebuilt when one of those formats changes.
    if (twin.formatlessImages.length > 0) {
      const formats = new Map<number, number>();
      const units = this.dev.inputs.getProgramBindings();
      for (const slot of twin.formatlessImages) {
        const unit = slot.frontLocation < units.opaqueCount ? units.opaqueUnits[slot.frontLocation] : -1;
        const format = unit < 0 ? -1 : this.dev.imageUnitFormat(unit);
        if (format >= 0) formats.set(slot.driverUnit, format);
      }
      const built = twin.imageFormats;
      if (built === null || built.size !== formats.size || [...formats].some(([u, f]) => built.get(u) !== f)) {
        twin.imageFormats = formats;
        twin.build(this.dev.gl, program, this.dev.log);
      }
    }
    if (!twin.ok) return null;
    return polygonEdges ? (twin.polygonEdgesVariant(this.dev.gl, program, this.dev.log) ?? twin) : twin;
  }

  /** Makes the variant of `twin` this draw / dispatch needs current and uploads its default-block uniforms. */
  use(twin: BackendProgram, compute: boolean): void {
    const dev = this.dev;
    const gl = dev.gl;
    const program = compute ? dev.inputs.getProgramForDispatch() : dev.inputs.getProgramForDraw();
    const sampled = twin.lodBiasActive ? (twin.lodBiasVariant(gl, program, dev.log) ?? twin) : twin;
    const drawn = this.sampleCounter !== 0 && !compute ? this.countingProgram(sampled, program) : sampled;
    dev.bindings.useProgram(drawn.name);
    this.drawn = drawn;
    drawn.uploadUniforms(gl, dev.inputs.getGlobalConstants(), scratchF, scratchI, scratchU);
    if (drawn.lodBiasUnits > 0) drawn.uploadLodBias(gl, twin);
    if (drawn.atomicCounterBaseLocations.length > 0) drawn.uploadAtomicCounterBases(gl, twin);
    if (!compute && drawn.readsDepthRange) {
      const p = dev.inputs.getRenderStateParameters();
      drawn.uploadDepthRange(gl, p.get(RS.depthRange, 0), p.get(RS.depthRange, 1));
    }
    if (!compute && drawn.framebufferHeightLocation >= 0) drawn.uploadFramebufferHeight(gl, dev.drawFramebufferHeight());
    if (drawn.needsTcs) {
      const levels = dev.inputs.getPatchLevels();
      drawn.uploadTessLevels(gl, dev.inputs.getPatchVersion(), levels.outer, levels.inner);
    }
  }

  /**
   * The program to draw with inside a SAMPLES_PASSED query: the counting variant with the counter bound, when
   * counting fragment invocations counts samples — a single-sample draw framebuffer (no alpha-to-coverage,
   * sample coverage or sample mask effects; fragments = samples) and a fragment stage without discard /
   * gl_FragDepth / gl_SampleMask. Otherwise the original program (logged once per program).
   */
  private countingProgram(twin: BackendProgram, program: ProgramView): BackendProgram {
    const dev = this.dev;
    const variant = twin.sampleCountingVariant(dev.gl, program, dev.log);
    if (variant === null) {
      this.sampleCountFellBack = true;
      return twin;
    }
    dev.gl.glGetIntegerv(GL.SAMPLE_BUFFERS, intOut);
    if (intOut[0] !== 0) {
      twin.logCountingFallback(program, dev.log, 'the draw framebuffer is multisampled (fragments are not samples)');
      this.sampleCountFellBack = true;
      return twin;
    }
    dev.bindings.bindBufferRange(GL.SHADER_STORAGE_BUFFER, variant.counterBinding, this.sampleCounter, 0, 4);
    dev.lowered('samples-passed-count');
    return variant;
  }
}
