// The getInteger*/getBoolean*/... pnames area C owns: program/pipeline/XFB-object bindings, debug
// output state and the shader-side limits. Limits are GL 4.5 core minimum maxima (GL 4.5 tables
// 23.53 ff.) unless the backend's caps say otherwise; a limit another area already registered (it
// owns the state the limit bounds) is left to that area.
import { SUPPORTED_SPIRV_EXTENSIONS } from '@mgpipe/shader';
import { GL, glClockNanoseconds } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';
import {
  debugOutputOf, MAX_DEBUG_GROUP_STACK_DEPTH, MAX_DEBUG_LOGGED_MESSAGES, MAX_DEBUG_MESSAGE_LENGTH, MAX_LABEL_LENGTH,
} from './c-debug.ts';
import { registerImplementationLimits } from './c-implementation-limits.ts';

/** Shader-side limits: pname → value (GL 4.5 minimum maxima). */
const SHADER_LIMITS: ReadonlyArray<readonly [number, number]> = [
  [GL.MAX_VERTEX_UNIFORM_COMPONENTS, 1024], [GL.MAX_FRAGMENT_UNIFORM_COMPONENTS, 1024],
  [GL.MAX_GEOMETRY_UNIFORM_COMPONENTS, 1024], [GL.MAX_TESS_CONTROL_UNIFORM_COMPONENTS, 1024],
  [GL.MAX_TESS_EVALUATION_UNIFORM_COMPONENTS, 1024], [GL.MAX_COMPUTE_UNIFORM_COMPONENTS, 1024],
  [GL.MAX_VERTEX_UNIFORM_VECTORS, 256], [GL.MAX_FRAGMENT_UNIFORM_VECTORS, 256],
  [GL.MAX_VERTEX_UNIFORM_BLOCKS, 14], [GL.MAX_FRAGMENT_UNIFORM_BLOCKS, 14], [GL.MAX_GEOMETRY_UNIFORM_BLOCKS, 14],
  [GL.MAX_TESS_CONTROL_UNIFORM_BLOCKS, 14], [GL.MAX_TESS_EVALUATION_UNIFORM_BLOCKS, 14], [GL.MAX_COMPUTE_UNIFORM_BLOCKS, 14],
  [GL.MAX_COMBINED_UNIFORM_BLOCKS, 70], [GL.MAX_UNIFORM_BLOCK_SIZE, 16384], [GL.MAX_UNIFORM_LOCATIONS, 1024],
  [GL.MAX_VARYING_COMPONENTS, 60], [GL.MAX_VARYING_VECTORS, 15],
  [GL.MAX_GEOMETRY_OUTPUT_VERTICES, 256], [GL.MAX_GEOMETRY_TOTAL_OUTPUT_COMPONENTS, 1024], [GL.MAX_GEOMETRY_SHADER_INVOCATIONS, 32],
  [GL.MAX_SUBROUTINES, 256], [GL.MAX_SUBROUTINE_UNIFORM_LOCATIONS, 1024],
  [GL.MAX_TRANSFORM_FEEDBACK_INTERLEAVED_COMPONENTS, 64], [GL.MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS, 4],
  [GL.MAX_VERTEX_STREAMS, 4], [GL.MAX_COMPUTE_SHARED_MEMORY_SIZE, 32768],
  [GL.MAX_SHADER_STORAGE_BLOCK_SIZE, 1 << 27],
  [GL.MAX_FRAGMENT_SHADER_STORAGE_BLOCKS, 8], [GL.MAX_COMPUTE_SHADER_STORAGE_BLOCKS, 8],
  [GL.MAX_COMBINED_SHADER_OUTPUT_RESOURCES, 8],
  [GL.NUM_SHADER_BINARY_FORMATS, 1], [GL.NUM_SPIR_V_EXTENSIONS, SUPPORTED_SPIRV_EXTENSIONS.length], [GL.NUM_PROGRAM_BINARY_FORMATS, 0], [GL.SHADER_COMPILER, 1],
];

export function registerAreaCStateQueries(fe: FrontEnd): void {
  const q = fe.stateQueries;
  const s = fe.state;
  const registerLimit = (pname: number, value: () => number) => {
    if (q.lookup(pname) === undefined) q.RegisterQuery(pname, () => [value()]);
  };

  q.RegisterQuery(GL.CURRENT_PROGRAM, () => [s.program?.name ?? 0]);
  q.RegisterQuery(GL.PROGRAM_PIPELINE_BINDING, () => [s.programPipeline?.name ?? 0]);
  q.RegisterQuery(GL.TRANSFORM_FEEDBACK_BINDING, () => [s.transformFeedback.name]);
  q.RegisterQuery(GL.TRANSFORM_FEEDBACK_ACTIVE, () => [s.transformFeedback.active ? 1 : 0]);
  q.RegisterQuery(GL.TRANSFORM_FEEDBACK_PAUSED, () => [s.transformFeedback.paused ? 1 : 0]);

  const debug = debugOutputOf(fe);
  q.RegisterQuery(GL.DEBUG_LOGGED_MESSAGES, () => [debug.log.length]);
  q.RegisterQuery(GL.DEBUG_NEXT_LOGGED_MESSAGE_LENGTH, () => [debug.log.length === 0 ? 0 : debug.log[0].message.length + 1]);
  q.RegisterQuery(GL.DEBUG_GROUP_STACK_DEPTH, () => [debug.groups.length]);
  q.RegisterQuery(GL.MAX_DEBUG_LOGGED_MESSAGES, () => [MAX_DEBUG_LOGGED_MESSAGES]);
  q.RegisterQuery(GL.MAX_DEBUG_MESSAGE_LENGTH, () => [MAX_DEBUG_MESSAGE_LENGTH]);
  q.RegisterQuery(GL.MAX_DEBUG_GROUP_STACK_DEPTH, () => [MAX_DEBUG_GROUP_STACK_DEPTH]);
  q.RegisterQuery(GL.MAX_LABEL_LENGTH, () => [MAX_LABEL_LENGTH]);

  for (const [pname, value] of SHADER_LIMITS) registerLimit(pname, () => value);
  const caps = fe.caps;
  registerLimit(GL.MAX_TRANSFORM_FEEDBACK_BUFFERS, () => caps.maxTransformFeedbackBuffers);
  registerLimit(GL.MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS, () => caps.maxTransformFeedbackBuffers);
  registerLimit(GL.MAX_COMPUTE_WORK_GROUP_INVOCATIONS, () => caps.maxComputeWorkGroupInvocations);
  if (q.lookupIndexed(GL.MAX_COMPUTE_WORK_GROUP_COUNT) === undefined) {
    q.RegisterIndexedQuery(GL.MAX_COMPUTE_WORK_GROUP_COUNT, (i) => (i >= 0 && i < 3 ? [caps.maxComputeWorkGroupCount[i]] : null));
  }
  if (q.lookupIndexed(GL.MAX_COMPUTE_WORK_GROUP_SIZE) === undefined) {
    q.RegisterIndexedQuery(GL.MAX_COMPUTE_WORK_GROUP_SIZE, (i) => (i >= 0 && i < 3 ? [caps.maxComputeWorkGroupSize[i]] : null));
  }
  // No program binary format (NUM_PROGRAM_BINARY_FORMATS is 0); one shader binary format, SPIR-V (GL_ARB_gl_spirv).
  if (q.lookup(GL.PROGRAM_BINARY_FORMATS) === undefined) q.RegisterQuery(GL.PROGRAM_BINARY_FORMATS, () => []);
  if (q.lookup(GL.SHADER_BINARY_FORMATS) === undefined) q.RegisterQuery(GL.SHADER_BINARY_FORMATS, () => [GL.SHADER_BINARY_FORMAT_SPIR_V]);
  // The GL's current time, on the clock timestamp queries are stamped with (value-types' gl-clock.ts says why).
  if (q.lookup(GL.TIMESTAMP) === undefined) q.RegisterQuery(GL.TIMESTAMP, () => [glClockNanoseconds()]);
  registerImplementationLimits(fe);
}
