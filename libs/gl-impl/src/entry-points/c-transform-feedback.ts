// Transform feedback objects and capture (GL 4.5 §13.2): names, binding, varyings, and
// begin/end/pause/resume with every error of §13.2.2, then the legacy verb. Draws from XFB
// (drawTransformFeedback*) are area A's.
import type { GLFunctions } from '@mgpipe/gl-api';
import { PipelineStage, type Program, type TransformFeedback } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import { linkedOf, lookupProgram } from './c-program-state.ts';
import { capturingProgramOf, isXfbActiveUnpaused, recordXfbBegin, recordXfbEnd } from './c-xfb-state.ts';

/** The program whose last pre-rasterization stage feeds transform feedback (§13.2.2). */
export function xfbSourceProgram(fe: FrontEnd): Program | null {
  const s = fe.state;
  if (s.program !== null) return s.program;
  const pipe = s.programPipeline;
  if (pipe === null) return null;
  return pipe.stages[PipelineStage.Geometry] ?? pipe.stages[PipelineStage.TessEvaluation] ?? pipe.stages[PipelineStage.Vertex];
}

export function transformFeedbackEntryPoints(fe: FrontEnd) {
  const state = fe.state;
  const names = state.objects.transformFeedbacks;
  const verbs = fe.backend.verbs;

  const missingVerb = (fn: string) =>
    fe.error(GL.INVALID_OPERATION, `${fn}: the ${fe.backend.name} backend does not implement transform feedback`);

  return {
    genTransformFeedbacks(n) {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'genTransformFeedbacks: n < 0');
        return [];
      }
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push(names.AllocateName());
      return out;
    },
    deleteTransformFeedbacks(ids) {
      for (let i = 0; i < ids.length; i++) {
        const x = names.Get(ids[i]);
        if (x !== null && x.active) {
          fe.error(GL.INVALID_OPERATION, `deleteTransformFeedbacks: transform feedback ${ids[i]} is active`);
          return;
        }
      }
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        if (id === 0 || !names.IsName(id)) continue;
        const x = names.Get(id);
        if (x !== null) state.DeleteTransformFeedback(x);
        else names.Release(id);
      }
    },
    isTransformFeedback(id) {
      return id !== 0 && names.Get(id) !== null;
    },
    bindTransformFeedback(target, id) {
      if (target !== GL.TRANSFORM_FEEDBACK) {
        fe.error(GL.INVALID_ENUM, `bindTransformFeedback: 0x${target.toString(16)} is not TRANSFORM_FEEDBACK`);
        return;
      }
      if (isXfbActiveUnpaused(fe)) {
        fe.error(GL.INVALID_OPERATION, 'bindTransformFeedback: the bound transform feedback is active and not paused');
        return;
      }
      if (id === 0) {
        state.BindTransformFeedback(null);
        return;
      }
      if (!names.IsName(id)) {
        fe.error(GL.INVALID_OPERATION, `bindTransformFeedback: ${id} is not a name from genTransformFeedbacks`);
        return;
      }
      state.BindTransformFeedback(names.Get(id) ?? state.objects.CreateTransformFeedback(id));
    },
    transformFeedbackVaryings(program, varyings, bufferMode) {
      const p = lookupProgram(fe, program, 'transformFeedbackVaryings');
      if (p === null) return;
      if (bufferMode !== GL.INTERLEAVED_ATTRIBS && bufferMode !== GL.SEPARATE_ATTRIBS) {
        fe.error(GL.INVALID_ENUM, `transformFeedbackVaryings: 0x${bufferMode.toString(16)} is not a buffer mode`);
        return;
      }
      if (bufferMode === GL.SEPARATE_ATTRIBS && varyings.length > fe.caps.maxTransformFeedbackBuffers) {
        fe.error(GL.INVALID_VALUE, `transformFeedbackVaryings: ${varyings.length} separate varyings exceed MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS`);
        return;
      }
      p.SetTransformFeedbackVaryings(varyings, bufferMode);
    },
    beginTransformFeedback(primitiveMode) {
      if (primitiveMode !== GL.POINTS && primitiveMode !== GL.LINES && primitiveMode !== GL.TRIANGLES) {
        fe.error(GL.INVALID_ENUM, `beginTransformFeedback: 0x${primitiveMode.toString(16)} is not POINTS, LINES or TRIANGLES`);
        return;
      }
      const x: TransformFeedback = state.transformFeedback;
      if (x.active) {
        fe.error(GL.INVALID_OPERATION, 'beginTransformFeedback: transform feedback is already active');
        return;
      }
      const program = xfbSourceProgram(fe);
      const linked = program === null ? null : linkedOf(program);
      if (program === null || linked === null || linked.artifact.xfb.varyings.length === 0) {
        fe.error(GL.INVALID_OPERATION, 'beginTransformFeedback: the active program captures no transform feedback varyings');
        return;
      }
      // §13.2.2: every buffer binding the program captures into needs a buffer object.
      const xfb = linked.artifact.xfb;
      for (let v = 0; v < xfb.varyings.length; v++) {
        const b = xfb.varyings[v].buffer;
        if (xfb.varyings[v].name === 'gl_NextBuffer') continue;
        if (x.bindings.GetBuffer(b) === null) {
          fe.error(GL.INVALID_OPERATION, `beginTransformFeedback: no buffer is bound to TRANSFORM_FEEDBACK_BUFFER index ${b}`);
          return;
        }
      }
      if (verbs.beginTransformFeedback === null) {
        missingVerb('beginTransformFeedback');
        return;
      }
      x.RecordBegin(primitiveMode);
      recordXfbBegin(x, program);
      verbs.beginTransformFeedback(primitiveMode);
    },
    endTransformFeedback() {
      const x = state.transformFeedback;
      if (!x.active) {
        fe.error(GL.INVALID_OPERATION, 'endTransformFeedback: transform feedback is not active');
        return;
      }
      x.RecordEnd();
      recordXfbEnd(x);
      verbs.endTransformFeedback?.();
    },
    pauseTransformFeedback() {
      const x = state.transformFeedback;
      if (!x.active || x.paused) {
        fe.error(GL.INVALID_OPERATION, 'pauseTransformFeedback: transform feedback is not active or already paused');
        return;
      }
      x.SetPaused(true);
      verbs.pauseTransformFeedback?.();
    },
    resumeTransformFeedback() {
      const x = state.transformFeedback;
      if (!x.active || !x.paused) {
        fe.error(GL.INVALID_OPERATION, 'resumeTransformFeedback: transform feedback is not active or not paused');
        return;
      }
      // §13.2.2: the program (or pipeline) must be the one that began the capture.
      if (xfbSourceProgram(fe) !== capturingProgramOf(x)) {
        fe.error(GL.INVALID_OPERATION, 'resumeTransformFeedback: the program object is not the one used at beginTransformFeedback');
        return;
      }
      x.SetPaused(false);
      verbs.resumeTransformFeedback?.();
    },
  } satisfies Partial<GLFunctions>;
}
