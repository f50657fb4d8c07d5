// GL 4.5 §7.3 on both lanes: a deleted program lives on (glIsProgram true, DELETE_STATUS true) while it is current,
// a pipeline's active program or any stage's program of any pipeline, bound or not; it goes with the last of these.
// The reference lane (Mesa's desktop GL) checks that the expectations are GL's, not ours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import { glesLane, referenceLane } from '@mgpipe/lanes';
import type { Lane } from '@mgpipe/harness';

const VS = '#version 430 core\nin vec4 pos;\nvoid main() { gl_Position = pos; }\n';
const FS = '#version 430 core\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n';

describe.each(['gles', 'reference'] as const)('program lifetime with pipelines: %s', (which) => {
  let lane: Lane;
  let gl: GL;
  beforeAll(async () => {
    lane = (which === 'gles' ? await glesLane() : await referenceLane())({ width: 4, height: 4 });
    lane.makeCurrent();
    gl = lane.gl;
  });
  afterAll(() => lane.destroy());

  it('a stage program and the active program keep a deleted program alive', () => {
    const vs = gl.createShaderProgramv(gl.VERTEX_SHADER, [VS]);
    const [pipe] = gl.genProgramPipelines(1);
    gl.useProgramStages(pipe!, gl.VERTEX_SHADER_BIT, vs);
    gl.activeShaderProgram(pipe!, vs);
    gl.deleteProgram(vs);
    expect(gl.isProgram(vs)).toBe(true);
    expect(gl.getProgramiv(vs, gl.DELETE_STATUS)).toBe(gl.TRUE);
    gl.useProgramStages(pipe!, gl.VERTEX_SHADER_BIT, 0);
    expect(gl.isProgram(vs)).toBe(true);
    gl.activeShaderProgram(pipe!, 0);
    expect(gl.isProgram(vs)).toBe(false);
    gl.deleteProgramPipelines([pipe!]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('deleting a pipeline releases the deleted programs only it held', () => {
    const vs = gl.createShaderProgramv(gl.VERTEX_SHADER, [VS]);
    const fs = gl.createShaderProgramv(gl.FRAGMENT_SHADER, [FS]);
    const [pipe, other] = gl.genProgramPipelines(2);
    gl.useProgramStages(pipe!, gl.VERTEX_SHADER_BIT, vs);
    gl.useProgramStages(pipe!, gl.FRAGMENT_SHADER_BIT, fs);
    gl.useProgramStages(other!, gl.FRAGMENT_SHADER_BIT, fs);
    gl.deleteProgram(vs);
    gl.deleteProgram(fs);
    gl.deleteProgramPipelines([pipe!]);
    expect(gl.isProgram(vs)).toBe(false);
    expect(gl.isProgram(fs)).toBe(true);
    gl.deleteProgramPipelines([other!]);
    expect(gl.isProgram(fs)).toBe(false);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });

  it('current and in a pipeline: released when both let go', () => {
    const p = gl.createShaderProgramv(gl.VERTEX_SHADER, [VS]);
    const [pipe] = gl.genProgramPipelines(1);
    gl.useProgramStages(pipe!, gl.VERTEX_SHADER_BIT, p);
    gl.useProgram(p);
    gl.deleteProgram(p);
    gl.useProgram(0);
    expect(gl.isProgram(p)).toBe(true);
    gl.useProgramStages(pipe!, gl.ALL_SHADER_BITS, 0);
    expect(gl.isProgram(p)).toBe(false);
    gl.deleteProgramPipelines([pipe!]);
    expect(gl.getError()).toBe(gl.NO_ERROR);
  });
});
