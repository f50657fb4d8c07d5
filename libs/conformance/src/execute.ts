// Runs one .shader_test on one lane (our stack or the reference), the way shader_runner does: policy skip,
// [require], compile and link, vertex data, uniform blocks, then each [test] command in order. A command
// this runner does not know fails the test with "unsupported command: <line>" — it never passes silently.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Lane, LaneFactory } from '@mgpipe/harness';
import { runDraw } from './draw.ts';
import { POLICY_REASONS, policySkip } from './policy.ts';
import { runProbe } from './probe.ts';
import { checkRequirements, compileAndLink, setupUniformBlocks, setupVertexData } from './setup.ts';
import { parseShaderTest, type ShaderTest } from './shader-test.ts';
import { runStateCommand } from './state-commands.ts';
import { StopRun, TestRun, firstLine, numbers, unsupported, type Verdict } from './test-run.ts';
import { runTexture } from './textures.ts';
import { activeUniform, setUniform } from './uniforms.ts';
import { setSubroutineUniform } from './subroutines.ts';
import { runXfbCommand } from './xfb.ts';

/** piglit's default window (PIGLIT_GL_TEST_CONFIG window_width / window_height). */
export const DEFAULT_SIZE = { width: 250, height: 250 };

export interface RunOptions {
  /** The test's path (policy rules read it; `[... shader file]` resolves against its folder). */
  path: string;
  lane: LaneFactory;
  /** Run `SPIRV YES` tests in SPIR-V mode (their spirv sections), as shader_runner does without -glsl. */
  spirv?: boolean;
}

/** Reads the file and runs it; `text` overrides the file's contents (unit tests). */
export async function runShaderTestFile(options: RunOptions, text?: string): Promise<Verdict> {
  let test: ShaderTest;
  try {
    test = parseShaderTest(text ?? readFileSync(options.path, 'utf8'));
    for (const f of test.shaderFiles) {
      test.shaders.push({ stage: f.stage, source: readFileSync(join(dirname(options.path), f.file), 'utf8'), line: 0 });
    }
  } catch (err) {
    return { status: 'fail', reason: `parse error: ${err instanceof Error ? err.message : String(err)}` };
  }
  test.forceSpirv = options.spirv === true;
  const policy = policySkip(test, options.path);
  if (policy !== null) return { status: 'skip', reason: POLICY_REASONS[policy] };
  return runShaderTest(test, options.lane, dirname(options.path));
}

export async function runShaderTest(test: ShaderTest, laneFactory: LaneFactory, dir = '.'): Promise<Verdict> {
  const size = test.requirements.size ?? DEFAULT_SIZE;
  const lane = laneFactory(size);
  try {
    const verdict = runOnLane(test, lane, size, dir);
    // MOBILEGL_PIPE_VERIFY=1: what the migration's proof saw in this test (DESIGN §4, issue 13's third Done-when).
    const report = lane.verifyReport?.();
    return report === undefined ? verdict : { ...verdict, verify: { verbs: report.verbs, divergences: report.divergences, first: report.first ?? [] } };
  } finally {
    lane.destroy();
  }
}

function runOnLane(test: ShaderTest, lane: Lane, size: { width: number; height: number }, dir: string): Verdict {
  lane.makeCurrent();
  const run = new TestRun(lane.gl, size.width, size.height, dir);
  const verdict = runCommands(test, run);
  return verdict.status === 'fail' ? withBackendError(verdict, run) : verdict;
}

/**
 * A failing test names the first error the implementation reported through GL debug output (a program our
 * backend could not build for its driver: the cause behind a probe that reads nothing). Debug output is enabled
 * for the test's whole run (GL 4.5 §20); its messages never change a verdict, only say why.
 */
function watchDebugErrors(run: TestRun): void {
  const gl = run.gl;
  gl.enable(gl.DEBUG_OUTPUT);
  gl.debugMessageCallback((_source, type, _id, severity, message) => {
    if (type === gl.DEBUG_TYPE_ERROR && severity === gl.DEBUG_SEVERITY_HIGH && run.debugError === null) run.debugError = firstLine(message);
  });
}

function withBackendError(verdict: Verdict, run: TestRun): Verdict {
  return run.debugError === null ? verdict : { ...verdict, reason: `${verdict.reason} [debug output: ${run.debugError}]` };
}

function runCommands(test: ShaderTest, run: TestRun): Verdict {
  watchDebugErrors(run);
  try {
    checkRequirements(run, test);
    compileAndLink(run, test);
    if (run.linkOk && test.vertexData !== null) {
      [run.vao] = run.gl.genVertexArrays(1);
      run.gl.bindVertexArray(run.vao);
      setupVertexData(run, test.vertexData);
    }
    setupUniformBlocks(run);
    for (const command of test.commands) {
      run.line = command.line;
      runCommand(run, command.text);
    }
    if (!run.linkOk && !run.linkErrorExpected) run.fail(`link failed: ${firstLine(run.linkLog)}`);
  } catch (err) {
    // MOBILEGL_PIPE_VERIFY throws Fatal{PipeVerifyDiffer, "<group>@<verb>"} at the first divergence.
    if (err instanceof Error && (err as { kind?: unknown }).kind === 'PipeVerifyDiffer') {
      return { status: 'fail', reason: `verify divergence: ${(err as { detail?: unknown }).detail}${run.line > 0 ? ` (line ${run.line})` : ''}` };
    }
    if (err instanceof StopRun) return err.verdict.status === 'fail' && run.line > 0 ? { ...err.verdict, reason: `${err.verdict.reason} (line ${run.line})` } : err.verdict;
    // A JS exception out of a GL implementation is a bug of the implementation (GL misuse sets an error).
    return { status: 'crash', reason: `exception: ${err instanceof Error ? `${err.constructor.name}: ${err.message}` : String(err)}`.split('\n')[0] };
  }
  return run.firstFailure === null ? { status: 'pass', reason: '' } : { status: 'fail', reason: run.firstFailure };
}

function runCommand(run: TestRun, line: string): void {
  if (line.startsWith('uniform ')) return setUniform(run, line.slice('uniform '.length));
  if (line.startsWith('active uniform ')) return activeUniform(run, line.slice('active uniform '.length));
  if (line.startsWith('subuniform ')) return setSubroutineUniform(run, line.slice('subuniform '.length));
  if (line.startsWith('tolerance')) {
    const t = numbers(line.slice('tolerance'.length));
    run.tolerance = t.length === 1 ? [t[0], t[0], t[0], t[0]] : t.slice(0, 4);
    return;
  }
  if (runDraw(run, line) || runProbe(run, line) || runStateCommand(run, line) || runTexture(run, line) || runXfbCommand(run, line)) return;
  unsupported(line);
}
