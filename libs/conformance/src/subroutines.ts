// `subuniform STAGE UNIFORM SUBROUTINE` (shader_runner's set_subroutine_uniform): the subroutine's index is recorded
// at the uniform's location in a per-stage array (zeros elsewhere, sized ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS at the
// first use), and every draw loads the arrays with glUniformSubroutinesuiv (program_subroutine_uniforms), as
// shader_runner does for the vertex, fragment, geometry and tessellation-control stages.
import { fatal, type TestRun } from './test-run.ts';

const STAGES = ['GL_VERTEX_SHADER', 'GL_FRAGMENT_SHADER', 'GL_GEOMETRY_SHADER', 'GL_TESS_CONTROL_SHADER', 'GL_TESS_EVALUATION_SHADER', 'GL_COMPUTE_SHADER'];
/** shader_runner programs stage indices below 4 only. */
const PROGRAMMED_STAGES = 4;

export function setSubroutineUniform(run: TestRun, rest: string): void {
  const { gl } = run;
  const [stageName, name, subroutine] = rest.trim().split(/\s+/);
  if (subroutine === undefined) fatal(`bad subuniform command 'subuniform ${rest}'`);
  const stageIndex = STAGES.indexOf(stageName!);
  if (stageIndex < 0) fatal(`illegal type in subroutine uniform: ${stageName}`);
  const stage = run.enumOf(stageName!);
  const program = gl.getIntegerv(gl.CURRENT_PROGRAM)[0] ?? 0;
  let locations = run.subuniforms[stageIndex];
  if (locations === undefined) {
    const count = gl.getProgramStageiv(program, stage, gl.ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS);
    if (count === 0) fatal('illegal subroutine uniform specified');
    locations = run.subuniforms[stageIndex] = new Uint32Array(count);
  }
  const location = gl.getSubroutineUniformLocation(program, stage, name!);
  if (location < 0) fatal(`cannot get location of subroutine uniform "${name}"`);
  const index = gl.getSubroutineIndex(program, stage, subroutine!);
  if (index === 0xffffffff) fatal(`cannot get index of subroutine uniform "${subroutine}"`);
  locations[location] = index;
}

/** Before a draw: every stage's recorded indices (shader_runner's program_subroutine_uniforms). */
export function programSubroutineUniforms(run: TestRun): void {
  for (let i = 0; i < PROGRAMMED_STAGES; i++) {
    const locations = run.subuniforms[i];
    if (locations !== undefined) run.gl.uniformSubroutinesuiv(run.enumOf(STAGES[i]!), locations);
  }
}
