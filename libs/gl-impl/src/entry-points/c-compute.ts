// Compute dispatch (GL 4.5 §19): the active compute program (current program, else the bound
// pipeline's compute stage), work group limits from the backend's caps, the DISPATCH_INDIRECT buffer
// checks, the sampler-target rule of §7.10 (a dispatch is a command that triggers shader invocations), then
// the verb. A missing verb is INVALID_OPERATION with a message naming it.
import type { GLFunctions } from '@mgpipe/gl-api';
import { GenericBufferSlot, MAX_COMBINED_TEXTURE_IMAGE_UNITS, PipelineStage, type Program } from '@mgpipe/gl-state';
import { GL, ProgramUnitTargets } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { linkedOf } from './c-program-state.ts';

const COMPUTE_BIT = 1 << 5; // the artifact's STAGE_ORDER bit of 'compute'

export function computeEntryPoints(fe: FrontEnd) {
  const state = fe.state;
  const verbs = fe.backend.verbs;

  const computeProgram = (): Program | null => {
    const p = state.program ?? state.programPipeline?.stages[PipelineStage.Compute] ?? null;
    if (p === null) return null;
    const linked = linkedOf(p) ?? null;
    // A program in use whose relink failed still runs its old executable (§7.3): check what gl-state keeps.
    const artifact = (linked?.artifact ?? p.linkArtifact) as { stageMask: number } | null;
    return artifact !== null && (artifact.stageMask & COMPUTE_BIT) !== 0 ? p : null;
  };
  /**
   * With no program current, a dispatch runs the bound pipeline's compute-stage program: it becomes the context's
   * pipeline program for the verb (what the tracker pushes as set_dispatch_program and the pull path reads), the way
   * a draw makes the pipeline's composite current; the next draw resolves the composite again.
   */
  const makeCurrentForDispatch = (p: Program): void => {
    if (state.program === null && state.pipelineProgram !== p) state.SetPipelineProgram(p);
  };
  /**
   * §7.10: one texture unit sampled through two sampler targets by the compute program makes the dispatch
   * INVALID_OPERATION (memoised on the program, its link and its sampler units, like the draw's check).
   */
  const unitTargets = new ProgramUnitTargets(MAX_COMBINED_TEXTURE_IMAGE_UNITS);
  const targetConflict = (fn: string, p: Program): boolean => {
    unitTargets.update(p);
    if (unitTargets.conflict < 0) return false;
    fe.error(GL.INVALID_OPERATION, `${fn}: texture unit ${unitTargets.conflict} is sampled through two different sampler targets`);
    return true;
  };

  return {
    dispatchCompute(x, y, z) {
      const program = computeProgram();
      if (program === null) {
        fe.error(GL.INVALID_OPERATION, 'dispatchCompute: no active program with a compute shader');
        return;
      }
      const max = fe.caps.maxComputeWorkGroupCount;
      if (x < 0 || y < 0 || z < 0 || x > max[0] || y > max[1] || z > max[2]) {
        fe.error(GL.INVALID_VALUE, `dispatchCompute: (${x}, ${y}, ${z}) exceeds MAX_COMPUTE_WORK_GROUP_COUNT`);
        return;
      }
      if (verbs.dispatchCompute === null) {
        fe.error(GL.INVALID_OPERATION, `dispatchCompute: the ${fe.backend.name} backend has no dispatchCompute verb`);
        return;
      }
      if (x === 0 || y === 0 || z === 0) return; // an empty dispatch does nothing
      if (targetConflict('dispatchCompute', program)) return;
      makeCurrentForDispatch(program);
      verbs.dispatchCompute(x, y, z);
    },
    dispatchComputeIndirect(indirect) {
      if (indirect < 0 || indirect % 4 !== 0) {
        fe.error(GL.INVALID_VALUE, `dispatchComputeIndirect: offset ${indirect} is negative or not a multiple of 4`);
        return;
      }
      const program = computeProgram();
      if (program === null) {
        fe.error(GL.INVALID_OPERATION, 'dispatchComputeIndirect: no active program with a compute shader');
        return;
      }
      const buffer = state.buffers.GetBound(GenericBufferSlot.DispatchIndirect);
      if (buffer === null) {
        fe.error(GL.INVALID_OPERATION, 'dispatchComputeIndirect: no buffer is bound to DISPATCH_INDIRECT_BUFFER');
        return;
      }
      if (indirect + 12 > buffer.size) {
        fe.error(GL.INVALID_OPERATION, `dispatchComputeIndirect: 12 bytes at ${indirect} run past the buffer's ${buffer.size} bytes`);
        return;
      }
      // §6.3.2: a buffer mapped without MAP_PERSISTENT_BIT may not be read by a command.
      if (buffer.isMapped && (buffer.mapAccess & GL.MAP_PERSISTENT_BIT) === 0) {
        fe.error(GL.INVALID_OPERATION, 'dispatchComputeIndirect: the indirect buffer is mapped');
        return;
      }
      if (verbs.dispatchComputeIndirect === null) {
        fe.error(GL.INVALID_OPERATION, `dispatchComputeIndirect: the ${fe.backend.name} backend has no dispatchComputeIndirect verb`);
        return;
      }
      if (targetConflict('dispatchComputeIndirect', program)) return;
      makeCurrentForDispatch(program);
      verbs.dispatchComputeIndirect(indirect);
    },
  } satisfies Partial<GLFunctions>;
}
