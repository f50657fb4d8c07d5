// Area C: program pipelines, transform feedback, queries, sync objects, compute dispatch and debug
// output — the GL 4.5 error paths, the verbs the backend hears, and the counters that move.
import { describe, expect, it } from 'vitest';
import { makeGL, program, shader, VS } from './c-helpers.ts';

const XFB_VS = '#version 430 core\nin vec4 pos;\nout vec4 a;\nout float b;\nvoid main() { a = pos; b = 1.0; gl_Position = pos; }\n';
const COMPUTE = '#version 430 core\nlayout(local_size_x = 8) in;\nvoid main() {}\n';

describe('program pipelines', () => {
  it('names, binding, stages, validation', () => {
    const { gl, fe } = makeGL();
    const [pipe] = gl.genProgramPipelines(1);
    expect(gl.isProgramPipeline(pipe)).toBe(false);
    gl.bindProgramPipeline(pipe + 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.bindProgramPipeline(pipe);
    expect(gl.isProgramPipeline(pipe)).toBe(true);
    expect(gl.getIntegerv(gl.PROGRAM_PIPELINE_BINDING)).toEqual([pipe]);
    const vs = gl.createShaderProgramv(gl.VERTEX_SHADER, [VS]);
    const notSeparable = program(gl);
    gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, notSeparable);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.useProgramStages(pipe, 0x100, vs);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    const obj = fe.state.objects.programPipelines.Get(pipe)!;
    const v = obj.version;
    gl.useProgramStages(pipe, gl.ALL_SHADER_BITS, vs); // only the vertex stage has code
    expect(obj.version).toBe(v + 1);
    expect(gl.getProgramPipelineiv(pipe, gl.VERTEX_SHADER)).toBe(vs);
    expect(gl.getProgramPipelineiv(pipe, gl.FRAGMENT_SHADER)).toBe(0);
    gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, vs);
    expect(obj.version).toBe(v + 1);
    gl.activeShaderProgram(pipe, vs);
    expect(gl.getProgramPipelineiv(pipe, gl.ACTIVE_PROGRAM)).toBe(vs);
    gl.validateProgramPipeline(pipe);
    expect(gl.getProgramPipelineiv(pipe, gl.VALIDATE_STATUS)).toBe(gl.TRUE);
    gl.deleteProgramPipelines([pipe]);
    expect(gl.getIntegerv(gl.PROGRAM_PIPELINE_BINDING)).toEqual([0]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  // GL 4.5 §7.3: a program is deleted only once it is not current, not the active program of any pipeline and not
  // the program of any stage of any pipeline (bound or not); until then it is flagged and its name stays a program,
  // and the backend hears of the deletion only then (apps/mgpipe program-lifetime.test.ts checks GL's side on both lanes).
  it('deleteProgram keeps a program a pipeline references until the last reference goes', () => {
    const { gl, fe } = makeGL();
    const deleted: unknown[] = [];
    const backend = fe.backend;
    const was = backend.programDeleted?.bind(backend);
    backend.programDeleted = (p) => { deleted.push(p); was?.(p); };
    const vs = gl.createShaderProgramv(gl.VERTEX_SHADER, [VS]);
    const [pipe] = gl.genProgramPipelines(1); // never bound: references count all the same
    gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, vs);
    gl.activeShaderProgram(pipe, vs);
    gl.deleteProgram(vs);
    expect(gl.isProgram(vs)).toBe(true);
    expect(gl.getProgramiv(vs, gl.DELETE_STATUS)).toBe(gl.TRUE);
    expect(deleted).toHaveLength(0);
    gl.useProgramStages(pipe, gl.VERTEX_SHADER_BIT, 0);
    expect(gl.isProgram(vs)).toBe(true); // still the active program
    gl.activeShaderProgram(pipe, 0);
    expect(gl.isProgram(vs)).toBe(false);
    expect(deleted).toHaveLength(1);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('uniform* with no current program addresses the pipeline\'s active program', () => {
    const { gl } = makeGL();
    const fsProg = gl.createShaderProgramv(gl.FRAGMENT_SHADER, ['#version 430 core\nuniform vec4 tint;\nout vec4 c;\nvoid main() { c = tint; }\n']);
    const [pipe] = gl.genProgramPipelines(1);
    gl.bindProgramPipeline(pipe);
    gl.activeShaderProgram(pipe, fsProg);
    gl.uniform4f(gl.getUniformLocation(fsProg, 'tint'), 1, 2, 3, 4);
    expect(gl.getUniformfv(fsProg, gl.getUniformLocation(fsProg, 'tint'))).toEqual([1, 2, 3, 4]);
  });
});

describe('transform feedback', () => {
  function xfbSetup(mode: 'interleaved' | 'separate' = 'interleaved') {
    const ctx = makeGL();
    const { gl } = ctx;
    const p = program(gl, XFB_VS, '#version 430 core\nin vec4 a;\nin float b;\nout vec4 c;\nvoid main() { c = a * b; }\n', (p) =>
      gl.transformFeedbackVaryings(p, ['a', 'b'], mode === 'interleaved' ? gl.INTERLEAVED_ATTRIBS : gl.SEPARATE_ATTRIBS));
    const [buf] = gl.genBuffers(1);
    return { ...ctx, p, buf };
  }

  it('varyings are reflected; bad buffer modes are errors', () => {
    const { gl, p } = xfbSetup('separate');
    expect(gl.getProgramiv(p, gl.TRANSFORM_FEEDBACK_VARYINGS)).toBe(2);
    expect(gl.getProgramiv(p, gl.TRANSFORM_FEEDBACK_BUFFER_MODE)).toBe(gl.SEPARATE_ATTRIBS);
    expect(gl.getTransformFeedbackVarying(p, 1)).toEqual({ name: 'b', size: 1, type: gl.FLOAT });
    gl.transformFeedbackVaryings(p, ['a'], gl.TRIANGLES);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.transformFeedbackVaryings(p, ['a', 'b', 'c', 'd', 'e'], gl.SEPARATE_ATTRIBS);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
  });

  it('begin needs a capturing program and a buffer per captured binding; then the state machine', () => {
    const { gl, fe, p, buf, backend } = xfbSetup();
    gl.beginTransformFeedback(gl.TRIANGLES);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // no program
    gl.useProgram(p);
    gl.beginTransformFeedback(gl.TRIANGLE_STRIP);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.beginTransformFeedback(gl.TRIANGLES);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // no buffer at index 0
    gl.bindBufferBase?.(gl.TRANSFORM_FEEDBACK_BUFFER, 0, buf);
    if (fe.state.transformFeedback.bindings.GetBuffer(0) === null) {
      // area A's bindBufferBase may not exist yet: bind through gl-state directly.
      fe.state.transformFeedback.bindings.BindRange(0, fe.state.objects.CreateBuffer(), 0, -1);
    }
    gl.getError();
    const x = fe.state.transformFeedback;
    const sv = x.stateVersion;
    gl.beginTransformFeedback(gl.TRIANGLES);
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(x.stateVersion).toBe(sv + 1);
    expect(backend.callsOf('beginTransformFeedback')).toEqual([[gl.TRIANGLES]]);
    gl.beginTransformFeedback(gl.TRIANGLES);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.useProgram(program(gl));
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.linkProgram(p);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.resumeTransformFeedback();
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.pauseTransformFeedback();
    expect(gl.getIntegerv(gl.TRANSFORM_FEEDBACK_PAUSED)).toEqual([1]);
    gl.pauseTransformFeedback();
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.linkProgram(p); // still in use by the paused capture
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.resumeTransformFeedback();
    gl.endTransformFeedback();
    expect(x.stateVersion).toBe(sv + 4);
    gl.endTransformFeedback();
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });

  it('objects: gen names, bind creates, delete of an active object fails, LIFO reuse', () => {
    const { gl, fe } = makeGL();
    const [a, b] = gl.genTransformFeedbacks(2);
    expect(gl.isTransformFeedback(a)).toBe(false);
    gl.bindTransformFeedback(gl.TRANSFORM_FEEDBACK, a);
    expect(gl.isTransformFeedback(a)).toBe(true);
    expect(gl.getIntegerv(gl.TRANSFORM_FEEDBACK_BINDING)).toEqual([a]);
    gl.bindTransformFeedback(gl.ARRAY_BUFFER, a);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.bindTransformFeedback(gl.TRANSFORM_FEEDBACK, 77);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    const v = fe.state.objectBindingVersion;
    gl.bindTransformFeedback(gl.TRANSFORM_FEEDBACK, a);
    expect(fe.state.objectBindingVersion).toBe(v);
    gl.deleteTransformFeedbacks([a, b]);
    expect(gl.getIntegerv(gl.TRANSFORM_FEEDBACK_BINDING)).toEqual([0]);
    expect(gl.genTransformFeedbacks(1)).toEqual([b]);
  });
});

describe('queries', () => {
  it('begin/end errors, object creation on begin, results through the verb', () => {
    const { gl, backend } = makeGL();
    const [q, r] = gl.genQueries(2);
    expect(gl.isQuery(q)).toBe(false);
    gl.beginQuery(gl.TIMESTAMP, q);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.beginQuery(gl.SAMPLES_PASSED, 0);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.beginQuery(gl.SAMPLES_PASSED, q);
    expect(gl.isQuery(q)).toBe(true);
    expect(gl.getQueryiv(gl.SAMPLES_PASSED, gl.CURRENT_QUERY)).toBe(q);
    gl.beginQuery(gl.SAMPLES_PASSED, r);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.beginQuery(gl.TIME_ELAPSED, q); // active
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.getQueryObjectuiv(q, gl.QUERY_RESULT);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.endQuery(gl.SAMPLES_PASSED);
    gl.endQuery(gl.SAMPLES_PASSED);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.beginQuery(gl.ANY_SAMPLES_PASSED, q); // target fixed at first begin
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    expect(gl.getQueryObjectuiv(q, gl.QUERY_RESULT_AVAILABLE)).toBe(gl.TRUE);
    expect(gl.getQueryObjectuiv(q, gl.QUERY_RESULT)).toBe(0);
    expect(gl.getQueryObjectiv(q, gl.QUERY_TARGET)).toBe(gl.SAMPLES_PASSED);
    expect(backend.callsOf('beginQuery')).toHaveLength(1);
    expect(gl.getQueryiv(gl.ANY_SAMPLES_PASSED, gl.QUERY_COUNTER_BITS)).toBe(1);
    expect(gl.getQueryiv(gl.TIMESTAMP, gl.QUERY_COUNTER_BITS)).toBe(64);
  });

  it('indexed queries per vertex stream; queryCounter', () => {
    const { gl, backend } = makeGL();
    const [a, b, t] = gl.genQueries(3);
    gl.beginQueryIndexed(gl.PRIMITIVES_GENERATED, 0, a);
    gl.beginQueryIndexed(gl.PRIMITIVES_GENERATED, 2, b);
    expect(gl.getQueryIndexediv(gl.PRIMITIVES_GENERATED, 2, gl.CURRENT_QUERY)).toBe(b);
    gl.beginQueryIndexed(gl.PRIMITIVES_GENERATED, 4, t);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.beginQueryIndexed(gl.SAMPLES_PASSED, 1, t);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.endQueryIndexed(gl.PRIMITIVES_GENERATED, 2);
    gl.endQueryIndexed(gl.PRIMITIVES_GENERATED, 0);
    gl.queryCounter(t, gl.SAMPLES_PASSED);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.queryCounter(t, gl.TIMESTAMP);
    expect(backend.callsOf('queryCounter')).toHaveLength(1);
    expect(gl.getQueryObjectui64v(t, gl.QUERY_TARGET)).toBe(gl.TIMESTAMP);
    gl.deleteQueries([a, b, t]);
    expect(gl.genQueries(1)).toEqual([t]);
  });

  it('conditional render needs an inactive occlusion query', () => {
    const { gl, fe } = makeGL();
    const [q, p] = gl.genQueries(2);
    gl.beginConditionalRender(q, gl.QUERY_WAIT);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.beginQuery(gl.ANY_SAMPLES_PASSED, q);
    gl.endQuery(gl.ANY_SAMPLES_PASSED);
    gl.beginQuery(gl.PRIMITIVES_GENERATED, p);
    gl.endQuery(gl.PRIMITIVES_GENERATED);
    gl.beginConditionalRender(p, gl.QUERY_WAIT);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.beginConditionalRender(q, 0x1234);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.beginConditionalRender(q, gl.QUERY_NO_WAIT_INVERTED);
    expect(fe.state.conditionalRenderQuery?.name).toBe(q);
    gl.beginConditionalRender(q, gl.QUERY_WAIT);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.endConditionalRender();
    expect(fe.state.conditionalRenderQuery).toBe(null);
    gl.endConditionalRender();
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
  });
});

describe('sync objects', () => {
  it('fence, wait, status, delete and the error paths', () => {
    const { gl, backend } = makeGL();
    expect(gl.fenceSync(0x1234, 0)).toBe(0);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    expect(gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 1)).toBe(0);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    const s = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    expect(s).not.toBe(0);
    expect(gl.isSync(s)).toBe(true);
    expect(backend.callsOf('fenceSync')).toEqual([[s]]);
    expect(gl.getSynciv(s, gl.OBJECT_TYPE)).toBe(gl.SYNC_FENCE);
    expect(gl.getSynciv(s, gl.SYNC_CONDITION)).toBe(gl.SYNC_GPU_COMMANDS_COMPLETE);
    expect(gl.getSynciv(s, gl.SYNC_FLAGS)).toBe(0);
    expect(gl.clientWaitSync(s, 0x10, 0)).toBe(gl.WAIT_FAILED);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    expect(gl.clientWaitSync(s, gl.SYNC_FLUSH_COMMANDS_BIT, 1000)).toBe(gl.ALREADY_SIGNALED);
    expect(gl.getSynciv(s, gl.SYNC_STATUS)).toBe(gl.SIGNALED);
    gl.waitSync(s, 0, 0);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.waitSync(s, 0, Number(gl.TIMEOUT_IGNORED));
    expect(gl.getError()).toBe(gl.NO_ERROR);
    gl.getSynciv(s, gl.LINK_STATUS);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.objectPtrLabel(s, 'fence');
    expect(gl.getObjectPtrLabel(s)).toBe('fence');
    gl.deleteSync(s);
    expect(gl.isSync(s)).toBe(false);
    gl.deleteSync(s);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.deleteSync(0);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });
});

describe('compute dispatch', () => {
  it('needs a compute program, checks the limits, calls the verb', () => {
    const { gl, fe, backend } = makeGL();
    gl.dispatchCompute(1, 1, 1);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    const c = gl.createProgram();
    gl.attachShader(c, shader(gl, gl.COMPUTE_SHADER, COMPUTE));
    gl.linkProgram(c);
    gl.useProgram(c);
    gl.dispatchCompute(65536, 1, 1);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.dispatchCompute(4, 2, 1);
    expect(backend.callsOf('dispatchCompute')).toEqual([[4, 2, 1]]);
    gl.dispatchComputeIndirect(2);
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.dispatchComputeIndirect(0);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // no DISPATCH_INDIRECT buffer
    const b = fe.state.objects.CreateBuffer();
    b.AllocateStorage(16, null, gl.STATIC_DRAW, 0, false);
    fe.state.buffers.BindGeneric(10, b);
    gl.dispatchComputeIndirect(8);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION); // 8 + 12 > 16
    gl.dispatchComputeIndirect(4);
    expect(backend.callsOf('dispatchComputeIndirect')).toEqual([[4]]);
    expect(gl.getIntegeri_v?.(gl.MAX_COMPUTE_WORK_GROUP_SIZE, 2) ?? [64]).toEqual([64]);
  });
});

describe('debug output', () => {
  it('logs messages when no callback is installed, filters by control, LOW off by default', () => {
    const { gl } = makeGL();
    gl.debugMessageInsert(gl.DEBUG_SOURCE_APPLICATION, gl.DEBUG_TYPE_MARKER, 1, gl.DEBUG_SEVERITY_HIGH, 'one');
    gl.debugMessageInsert(gl.DEBUG_SOURCE_APPLICATION, gl.DEBUG_TYPE_MARKER, 2, gl.DEBUG_SEVERITY_LOW, 'low');
    gl.debugMessageControl(gl.DEBUG_SOURCE_APPLICATION, gl.DEBUG_TYPE_MARKER, gl.DONT_CARE, [3], false);
    gl.debugMessageInsert(gl.DEBUG_SOURCE_APPLICATION, gl.DEBUG_TYPE_MARKER, 3, gl.DEBUG_SEVERITY_HIGH, 'muted');
    gl.createShader(0x1234); // the front end's own error is logged too
    expect(gl.getIntegerv(gl.DEBUG_LOGGED_MESSAGES)).toEqual([2]);
    expect(gl.getIntegerv(gl.DEBUG_NEXT_LOGGED_MESSAGE_LENGTH)).toEqual([4]);
    const log = gl.getDebugMessageLog(10);
    expect(log.map((m) => m.message)).toEqual(['one', expect.stringContaining('createShader')]);
    expect(log[1].type).toBe(gl.DEBUG_TYPE_ERROR);
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.debugMessageControl(gl.DONT_CARE, gl.DEBUG_TYPE_MARKER, gl.DONT_CARE, [3], true);
    expect(gl.getError()).toBe(gl.INVALID_OPERATION);
    gl.debugMessageInsert(gl.DEBUG_SOURCE_API, gl.DEBUG_TYPE_MARKER, 1, gl.DEBUG_SEVERITY_HIGH, 'x');
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
  });

  it('groups: push/pop messages, stack errors, filters scoped to the group', () => {
    const { gl } = makeGL();
    const seen: string[] = [];
    gl.debugMessageCallback((_s, type, _id, _sev, message) => seen.push(`${type === gl.DEBUG_TYPE_PUSH_GROUP ? 'push' : type === gl.DEBUG_TYPE_POP_GROUP ? 'pop' : 'msg'}:${message}`));
    gl.popDebugGroup();
    expect(gl.getError()).toBe(gl.STACK_UNDERFLOW);
    expect(seen).toEqual([expect.stringContaining('popDebugGroup')]); // the front end's own error
    seen.length = 0;
    gl.pushDebugGroup(gl.DEBUG_SOURCE_APPLICATION, 1, 'g');
    gl.debugMessageControl(gl.DONT_CARE, gl.DONT_CARE, gl.DONT_CARE, [], false);
    gl.debugMessageInsert(gl.DEBUG_SOURCE_APPLICATION, gl.DEBUG_TYPE_OTHER, 5, gl.DEBUG_SEVERITY_HIGH, 'hidden');
    expect(gl.getIntegerv(gl.DEBUG_GROUP_STACK_DEPTH)).toEqual([2]);
    gl.popDebugGroup();
    gl.debugMessageInsert(gl.DEBUG_SOURCE_APPLICATION, gl.DEBUG_TYPE_OTHER, 5, gl.DEBUG_SEVERITY_HIGH, 'shown');
    // The pop message is filtered by the restored (parent) group's rules.
    expect(seen).toEqual(['push:g', 'pop:g', 'msg:shown']);
    for (let i = 0; i < 63; i++) gl.pushDebugGroup(gl.DEBUG_SOURCE_APPLICATION, i, 'x');
    gl.pushDebugGroup(gl.DEBUG_SOURCE_APPLICATION, 99, 'x');
    expect(gl.getError()).toBe(gl.STACK_OVERFLOW);
  });

  it('object labels', () => {
    const { gl } = makeGL();
    const p = gl.createProgram();
    gl.objectLabel(gl.PROGRAM, p, 'main program');
    expect(gl.getObjectLabel(gl.PROGRAM, p)).toBe('main program');
    gl.objectLabel(gl.SHADER, p, 'x');
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.objectLabel(gl.TRIANGLES, p, 'x');
    expect(gl.getError()).toBe(gl.INVALID_ENUM);
    gl.objectLabel(gl.PROGRAM, p, 'x'.repeat(256));
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
    gl.objectLabel(gl.PROGRAM, p, '');
    expect(gl.getObjectLabel(gl.PROGRAM, p)).toBe('');
    const [q] = gl.genQueries(1);
    gl.objectLabel(gl.QUERY, q, 'not yet an object');
    expect(gl.getError()).toBe(gl.INVALID_VALUE);
  });
});
