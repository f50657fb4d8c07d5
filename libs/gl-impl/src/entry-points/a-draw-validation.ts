// The state checks every vertex-transferring command shares (GL 4.5 §10.4, §11.1, §13.3, §9.4.4), in
// one place so each draw entry point validates the same way and in the same order:
//   INVALID_OPERATION: no program / pipeline; VAO 0 without client arrays; XFB primitive mismatch;
//                      a (non-persistently) mapped buffer the draw reads;
//                      one texture unit sampled through two sampler targets by the current program (§7.10: "can
//                      only be detected at the next rendering command"; a shadow sampler reads its plain type's
//                      target; across a pipeline's stages the reference lane reports nothing, and neither do we);
//   INVALID_FRAMEBUFFER_OPERATION: the draw framebuffer is incomplete (asked through fe.framebufferStatus).
//
// VAO 0 (documented choice): the core profile makes every draw with VAO 0 an INVALID_OPERATION; DESIGN §7
// wants client-memory arrays as the compatibility-profile reference has them. So a draw with VAO 0 is
// accepted exactly when it uses client memory (an enabled client-array attribute, or client indices),
// and is INVALID_OPERATION otherwise, as in core.
import { MAX_COMBINED_TEXTURE_IMAGE_UNITS, PipelineStage, type Buffer } from '@mgpipe/gl-state';
import { GL, GLShaderType, ProgramUnitTargets } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { isMappedExclusive } from './a-common.ts';

export function isDrawMode(mode: number): boolean {
  return (mode >= GL.POINTS && mode <= GL.TRIANGLE_FAN) || (mode >= GL.LINES_ADJACENCY && mode <= GL.PATCHES);
}
export function isIndexType(type: number): boolean {
  return type === GL.UNSIGNED_BYTE || type === GL.UNSIGNED_SHORT || type === GL.UNSIGNED_INT;
}

/** The base primitive class of a draw mode as transform feedback counts it (§13.3 table 13.1). */
function xfbClass(mode: number): number {
  switch (mode) {
    case GL.POINTS: return GL.POINTS;
    case GL.LINES: case GL.LINE_LOOP: case GL.LINE_STRIP: case GL.LINES_ADJACENCY: case GL.LINE_STRIP_ADJACENCY: return GL.LINES;
    case GL.TRIANGLES: case GL.TRIANGLE_STRIP: case GL.TRIANGLE_FAN: case GL.TRIANGLES_ADJACENCY: case GL.TRIANGLE_STRIP_ADJACENCY: return GL.TRIANGLES;
    default: return -1;
  }
}

export class DrawValidator {
  /** The draw program's target per unit (memoised on the program, its link and its sampler units). */
  readonly unitTargets = new ProgramUnitTargets(MAX_COMBINED_TEXTURE_IMAGE_UNITS);

  constructor(private readonly fe: FrontEnd) {}

  /**
   * The checks of every draw after its argument checks; false when an error was recorded.
   * `clientIndices`: the draw reads indices from client memory. `indexed`: the element buffer is read.
   * `indirect`: the indirect (or parameter) buffer the draw reads, checked for mapping.
   */
  CheckDrawState(fn: string, mode: number, indexed: boolean, clientIndices: boolean, indirect: Buffer | null): boolean {
    const fe = this.fe;
    const st = fe.state;
    if (st.program === null && st.programPipeline === null) {
      fe.error(GL.INVALID_OPERATION, `${fn}: no program object or program pipeline is bound`);
      return false;
    }
    const vao = st.vertexArray;
    if (vao.isDefault && !clientIndices && !this.UsesClientArrays()) {
      fe.error(GL.INVALID_OPERATION, `${fn}: vertex array object 0 is bound and no client-memory array is in use (core profile)`);
      return false;
    }
    const xfb = st.transformFeedback;
    if (xfb.active && !xfb.paused && xfbClass(mode) !== xfb.primitiveMode && !this.HasGeometryOrTessellation()) {
      fe.error(GL.INVALID_OPERATION, `${fn}: mode does not match the active transform feedback primitive mode`);
      return false;
    }
    if (this.ReadsMappedBuffer(indexed, indirect)) {
      fe.error(GL.INVALID_OPERATION, `${fn}: a buffer the draw reads is mapped`);
      return false;
    }
    if (!this.CheckFramebuffer(fn)) return false;
    // The draw reaches the backend: a bound pipeline's composite is what it runs (c-pipeline-composites.ts).
    if (st.program === null) fe.pipelines.resolve(st.programPipeline!);
    // The current program only: across a pipeline's stages the reference lane (Mesa) reports nothing, so neither do we
    // (b-gles sampler-target-conflict-lanes.test.ts pins both).
    const targets = this.unitTargets;
    targets.update(st.program);
    if (targets.conflict >= 0) {
      fe.error(GL.INVALID_OPERATION, `${fn}: texture unit ${targets.conflict} is sampled through two different sampler targets`);
      return false;
    }
    return true;
  }

  /** INVALID_FRAMEBUFFER_OPERATION for an incomplete draw framebuffer (§9.4.4); clears use it too. */
  CheckFramebuffer(fn: string): boolean {
    const fb = this.fe.state.drawFramebuffer;
    // The window-system framebuffer is complete (framebufferStatus says so first): no call through the hook per draw.
    if (fb.isDefault) return true;
    const status = this.fe.framebufferStatus?.(fb) ?? GL.FRAMEBUFFER_COMPLETE;
    if (status === GL.FRAMEBUFFER_COMPLETE) return true;
    this.fe.error(GL.INVALID_FRAMEBUFFER_OPERATION, `${fn}: the draw framebuffer is incomplete (0x${status.toString(16)})`);
    return false;
  }

  UsesClientArrays(): boolean {
    const vao = this.fe.state.vertexArray;
    return (vao.enabledMask & vao.clientMask) !== 0;
  }

  private ReadsMappedBuffer(indexed: boolean, indirect: Buffer | null): boolean {
    const st = this.fe.state;
    // No buffer is mapped (non-persistently): none the draw reads can be. Nearly every draw.
    if (st.generations.exclusiveMaps === 0) return false;
    const vao = st.vertexArray;
    for (let m = vao.enabledMask & ~vao.clientMask; m !== 0; m &= m - 1) {
      const b = vao.bindingBuffers[vao.attributes[31 - Math.clz32(m & -m)].bindingIndex];
      if (b !== null && isMappedExclusive(b)) return true;
    }
    if (indexed && vao.elementBuffer !== null && isMappedExclusive(vao.elementBuffer)) return true;
    if (indirect !== null && isMappedExclusive(indirect)) return true;
    const xfb = st.transformFeedback;
    if (xfb.active) {
      for (let i = 0; i < xfb.bindings.touchedCount; i++) {
        const b = xfb.bindings.GetBuffer(i);
        if (b !== null && isMappedExclusive(b)) return true;
      }
    }
    return false;
  }

  /** A geometry or tessellation stage changes what XFB captures, so the mode rule does not apply (§13.3). */
  private HasGeometryOrTessellation(): boolean {
    const st = this.fe.state;
    const program = st.program;
    if (program !== null) {
      const shaders = program.attachedShaders;
      for (let i = 0; i < shaders.length; i++) {
        const t = shaders[i].type;
        if (t === GLShaderType.GEOMETRY_SHADER || t === GLShaderType.TESS_EVALUATION_SHADER) return true;
      }
      return false;
    }
    const pipeline = st.programPipeline;
    return pipeline !== null && (pipeline.stages[PipelineStage.Geometry] !== null || pipeline.stages[PipelineStage.TessEvaluation] !== null);
  }
}
