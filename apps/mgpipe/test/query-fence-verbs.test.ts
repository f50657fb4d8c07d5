// Queries and fences as MGPipe calls (issue 17): with everything pushed, glBeginQuery / glEndQuery / getQueryObject*
// and glFenceSync / glClientWaitSync / glDeleteSync reach the GLES backend as query_* / fence_* calls (the legacy
// query and sync verbs throw here), and what the application reads back equals what Mesa's desktop GL answers (the
// reference lane) for the same calls. The planted xfb-queries fault (a query_result one too high) changes the count
// the application sees: the negative control.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
const { ALL_SUBSYSTEMS_MASK, pipeSwitches } = await import('@mgpipe/migration');

const W = 16, H = 8;
const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });

const LEGACY = ['beginQuery', 'endQuery', 'queryCounter', 'getQueryResult', 'deleteQuery', 'fenceSync', 'clientWaitSync', 'waitSync', 'deleteSync'];

async function pushed(testFault: boolean): Promise<{ lane: Lane; calls: Record<string, number> }> {
  const calls: Record<string, number> = {};
  const factory = await glesLane({
    switches: { ...pipeSwitches(), pushMask: ALL_SUBSYSTEMS_MASK, verify: !testFault, testFault: testFault ? ['xfb-queries'] : null },
    backendTap: (backend) => {
      const verbs = backend.verbs as Record<string, unknown>;
      for (const name of LEGACY) verbs[name] = () => { throw new Error(`legacy ${name} verb reached with xfb-queries pushed`); };
      const table = backend.pipeContext as unknown as Record<string, ((p: unknown) => unknown) | null>;
      for (const name of ['query_create', 'query_begin', 'query_end', 'query_available', 'query_result', 'query_destroy']) {
        const f = table[name]!;
        table[name] = (p) => { calls[name] = (calls[name] ?? 0) + 1; return f(p); };
      }
    },
  });
  const lane = factory({ width: W, height: H });
  lanes.push(lane);
  lane.makeCurrent();
  return { lane, calls };
}

/** A full-window quad's program and VAO, bound. */
function quad(gl: GL): void {
  const vs = gl.createShader(gl.VERTEX_SHADER);
  gl.shaderSource(vs, '#version 330 core\nvoid main() { vec2 p = vec2(gl_VertexID & 1, gl_VertexID >> 1) * 2.0 - 1.0; gl_Position = vec4(p, 0.0, 1.0); }');
  gl.compileShader(vs);
  const fs = gl.createShader(gl.FRAGMENT_SHADER);
  gl.shaderSource(fs, '#version 330 core\nout vec4 o;\nvoid main() { o = vec4(1.0); }');
  gl.compileShader(fs);
  const program = gl.createProgram();
  gl.attachShader(program, vs);
  gl.attachShader(program, fs);
  gl.linkProgram(program);
  gl.useProgram(program);
  const [vao] = gl.genVertexArrays(1);
  gl.bindVertexArray(vao!);
}

/** A full-window quad counted by SAMPLES_PASSED, a fence waited for, the query polled, then read. */
function scene(gl: GL): { samples: number; waitedOk: boolean; polled: number; status: number; error: number } {
  quad(gl);
  const [q] = gl.genQueries(1);
  gl.beginQuery(gl.SAMPLES_PASSED, q!);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.endQuery(gl.SAMPLES_PASSED);
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  const waited = gl.clientWaitSync(fence, gl.SYNC_FLUSH_COMMANDS_BIT, 1_000_000_000);
  const status = gl.getSynciv(fence, gl.SYNC_STATUS);
  gl.deleteSync(fence);
  let polled = 0;
  for (let i = 0; i < 100_000 && polled !== 1; i++) polled = gl.getQueryObjectuiv(q!, gl.QUERY_RESULT_AVAILABLE);
  const samples = gl.getQueryObjectuiv(q!, gl.QUERY_RESULT) / Math.max(1, gl.getIntegerv(gl.SAMPLES)[0]);
  return { samples, waitedOk: waited === gl.ALREADY_SIGNALED || waited === gl.CONDITION_SATISFIED, polled, status, error: gl.getError() };
}

/** A query counted, read and deleted; then a new query (another target) counted and read: results and the GL error. */
function deleteAndRecount(gl: GL): { first: number; second: number; deletedIsQuery: boolean; error: number } {
  quad(gl);
  const count = (target: number): [number, number] => {
    const [q] = gl.genQueries(1);
    gl.beginQuery(target, q!);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.endQuery(target);
    return [q!, gl.getQueryObjectuiv(q!, gl.QUERY_RESULT)];
  };
  const [a, first] = count(gl.SAMPLES_PASSED);
  gl.deleteQueries([a]);
  const deletedIsQuery = gl.isQuery(a);
  const [, second] = count(gl.ANY_SAMPLES_PASSED);
  return { first: first / Math.max(1, gl.getIntegerv(gl.SAMPLES)[0]), second, deletedIsQuery, error: gl.getError() };
}

describe('queries and fences through MGPipe', () => {
  it('everything pushed: the query and fence calls go as MGPipe calls and read what Mesa reads', async () => {
    const ours = await pushed(false);
    const got = scene(ours.lane.gl);
    expect(got).toEqual({ samples: W * H, waitedOk: true, polled: 1, status: 0x9119 /* SIGNALED */, error: 0 });
    expect(ours.calls.query_create).toBe(1);
    expect(ours.calls.query_begin).toBe(1);
    expect(ours.calls.query_end).toBe(1);
    expect(ours.calls.query_result).toBeGreaterThanOrEqual(1);
    const reference = (await referenceLane())({ width: W, height: H });
    lanes.push(reference);
    reference.makeCurrent();
    expect(got).toEqual(scene(reference.gl));
  });

  it('glDeleteQueries sends query_destroy: the server drops the twin, the freed handle goes to the next query (gen + 1)', async () => {
    const ours = await pushed(false);
    const got = deleteAndRecount(ours.lane.gl);
    expect(got).toEqual({ first: W * H, second: 1, deletedIsQuery: false, error: 0 });
    expect(ours.calls.query_destroy).toBe(1);
    expect(ours.calls.query_create).toBe(2);
    const reference = (await referenceLane())({ width: W, height: H });
    lanes.push(reference);
    reference.makeCurrent();
    expect(got).toEqual(deleteAndRecount(reference.gl));
  });

  it('MOBILEGL_PIPE_TEST_FAULT=xfb-queries (query_result answers one too many) changes the count the application reads', async () => {
    const faulted = await pushed(true);
    expect(scene(faulted.lane.gl).samples).toBe(W * H + 1);
  });
});
