// Transform feedback objects and capture (GL 4.5 §13.2): names, binding, varyings, and
// begin/end/pause/resume with every error of §13.2.2, then the legacy verb. Draws from XFB
// (drawTransformFeedback*) are area A's.
import type { GLFunctions } from '@mgpipe/gl-api';
import { PipelineStage, type Program, type TransformFeedback, WHOLE_BUFFER } from '@mgpipe/gl-state';
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

  /** The transform feedback object a GL 4.5 TransformFeedback* command names (0: the default one). */
  const named = (fn: string, xfb: number): TransformFeedback | null => {
    if (xfb === 0) return state.defaultTransformFeedback;
    const x = names.Get(xfb);
    if (x === null) fe.error(GL.INVALID_OPERATION, `${fn}: ${xfb} is not the name of an existing transform feedback object`);
    return x;
  };

  /** TransformFeedbackBufferBase/Range (GL 4.5 §13.2.2): the object's indexed binding only, no generic binding. */
  const bindBuffer = (fn: string, xfb: number, index: number, buffer: number, offset: number, size: number, ranged: boolean): void => {
    const x = named(fn, xfb);
    if (x === null) return;
    if (x.active) return fe.error(GL.INVALID_OPERATION, `${fn}: transform feedback ${xfb} is active`);
    const b = buffer === 0 ? null : state.objects.buffers.Get(buffer);
    if (buffer !== 0 && b === null) return fe.error(GL.INVALID_OPERATION, `${fn}: ${buffer} is not the name of an existing buffer object`);
    if (index < 0 || index >= Math.min(fe.caps.maxTransformFeedbackBuffers, x.bindings.count)) {
      return fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
    }
    if (ranged && b !== null) {
      if (offset < 0 || size <= 0) return fe.error(GL.INVALID_VALUE, `${fn}: offset < 0 or size <= 0`);
      if (offset % 4 !== 0 || size % 4 !== 0) return fe.error(GL.INVALID_VALUE, `${fn}: offset or size is not a multiple of 4`);
    }
    x.bindings.BindRange(index, b, ranged ? offset : 0, ranged ? size : WHOLE_BUFFER);
  };

  const indexedQuery = (fn: string, xfb: number, pname: number, index: number, wide: boolean): number => {
    const x = named(fn, xfb);
    if (x === null) return 0;
    const ok = pname === GL.TRANSFORM_FEEDBACK_BUFFER_BINDING ? !wide
      : pname === GL.TRANSFORM_FEEDBACK_BUFFER_START || pname === GL.TRANSFORM_FEEDBACK_BUFFER_SIZE ? wide : false;
    if (!ok) {
      fe.error(GL.INVALID_ENUM, `${fn}: 0x${pname.toString(16)} is not a pname of this query`);
      return 0;
    }
    if (index < 0 || index >= Math.min(fe.caps.maxTransformFeedbackBuffers, x.bindings.count)) {
      fe.error(GL.INVALID_VALUE, `${fn}: index ${index} is out of range`);
      return 0;
    }
    const t = x.bindings;
    if (pname === GL.TRANSFORM_FEEDBACK_BUFFER_BINDING) return t.GetBuffer(index)?.name ?? 0;
    // As the indexed getInteger64i_v answers: a base binding reads start 0 and size 0.
    if (pname === GL.TRANSFORM_FEEDBACK_BUFFER_START) return t.GetStoredSize(index) === WHOLE_BUFFER ? 0 : t.GetOffset(index);
    return Math.max(0, t.GetStoredSize(index));
  };

  return {
    /** GL 4.5 §13.2.1: names with transform feedback objects already created. */
    createTransformFeedbacks(n) {
      if (n < 0) {
        fe.error(GL.INVALID_VALUE, 'createTransformFeedbacks: n < 0');
        return [];
      }
      return Array.from({ length: n }, () => state.objects.CreateTransformFeedback().name);
    },
    transformFeedbackBufferBase(xfb, index, buffer) {
      bindBuffer('transformFeedbackBufferBase', xfb, index, buffer, 0, 0, false);
    },
    transformFeedbackBufferRange(xfb, index, buffer, offset, size) {
      bindBuffer('transformFeedbackBufferRange', xfb, index, buffer, offset, size, true);
    },
    getTransformFeedbackiv(xfb, pname) {
      const x = named('getTransformFeedbackiv', xfb);
      if (x === null) return 0;
      if (pname === GL.TRANSFORM_FEEDBACK_PAUSED) return x.paused ? 1 : 0;
      if (pname === GL.TRANSFORM_FEEDBACK_ACTIVE) return x.active ? 1 : 0;
      fe.error(GL.INVALID_ENUM, `getTransformFeedbackiv: 0x${pname.toString(16)} is not a transform feedback parameter`);
      return 0;
    },
    getTransformFeedbacki_v(xfb, pname, index) {
      return indexedQuery('getTransformFeedbacki_v', xfb, pname, index, false);
    },
    getTransformFeedbacki64_v(xfb, pname, index) {
      return indexedQuery('getTransformFeedbacki64_v', xfb, pname, index, true);
    },
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
