// Compute dispatch, memory barriers and flushes as MGPipe calls (issue 17): with the program bit pushed,
// glDispatchCompute / glDispatchComputeIndirect reach the GLES backend as `launch_grid` (the indirect buffer by
// handle), glMemoryBarrier as `memory_barrier`, glTextureBarrier as `texture_barrier`, glFlush / glFinish as `flush`
// — the legacy verbs throw here. The
// buffers the dispatches wrote equal the reference lane's (Mesa's desktop GL); verify compares every call with what
// the legacy verb would have been given; the program fault planted in the receiver (halved x count) turns it red.
import { afterEach, describe, expect, it } from 'vitest';
import type { GL } from '@mgpipe/gl-api';
import type { Lane } from '@mgpipe/harness';
import { glesLane, referenceLane } from '@mgpipe/lanes';
const { ALL_SUBSYSTEMS_MASK, pipeSwitches } = await import('@mgpipe/migration');

const lanes: Lane[] = [];
afterEach(() => { for (const l of lanes.splice(0)) l.destroy(); });
const CALLS = ['launch_grid', 'memory_barrier', 'texture_barrier', 'flush'] as const;

async function pushed(testFault = false): Promise<{ lane: Lane; calls: Map<string, number> }> {
  const calls = new Map<string, number>();
  const factory = await glesLane({
    switches: { ...pipeSwitches(), pushMask: ALL_SUBSYSTEMS_MASK, verify: true, testFault: testFault ? ['program'] : null },
    backendTap: (backend) => {
      const verbs = backend.verbs as Record<string, unknown>;
      for (const name of ['dispatchCompute', 'dispatchComputeIndirect', 'memoryBarrier', 'textureBarrier', 'flush', 'finish']) {
        verbs[name] = () => { throw new Error(`legacy ${name} verb reached with the program bit pushed`); };
      }
      const table = backend.pipeContext as Record<string, ((p: unknown) => void) | null>;
      for (const name of CALLS) {
        const inner = table[name]!;
        table[name] = (p) => { calls.set(name, (calls.get(name) ?? 0) + 1); inner(p); };
      }
    },
  });
  const lane = factory({ width: 4, height: 4 });
  lanes.push(lane);
  lane.makeCurrent();
  return { lane, calls };
}

const CS = `#version 430 core
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Out { uint v[]; };
uniform uint scale;
void main() { v[gl_GlobalInvocationID.x] += gl_GlobalInvocationID.x * scale + 1u; }
`;

/** Two direct dispatches and one indirect one into an SSBO of 16 uints; returns its contents. */
function scene(gl: GL): number[] {
  const cs = gl.createShaderProgramv(gl.COMPUTE_SHADER, [CS]);
  gl.useProgram(cs);
  const [out, cmd] = gl.genBuffers(2);
  gl.bindBuffer(gl.SHADER_STORAGE_BUFFER, out!);
  gl.bufferData(gl.SHADER_STORAGE_BUFFER, 64, new Uint32Array(16), gl.DYNAMIC_COPY);
  gl.bindBufferBase(gl.SHADER_STORAGE_BUFFER, 0, out!);
  gl.uniform1ui(gl.getUniformLocation(cs, 'scale'), 3);
  gl.dispatchCompute(4, 1, 1);
  gl.memoryBarrier(gl.SHADER_STORAGE_BARRIER_BIT);
  gl.uniform1ui(gl.getUniformLocation(cs, 'scale'), 10);
  gl.dispatchCompute(2, 1, 1);
  gl.memoryBarrier(gl.SHADER_STORAGE_BARRIER_BIT);
  // Indirect: (1, 1, 1) at offset 12 of the command buffer.
  gl.bindBuffer(gl.DISPATCH_INDIRECT_BUFFER, cmd!);
  gl.bufferData(gl.DISPATCH_INDIRECT_BUFFER, 24, new Uint32Array([9, 9, 9, 1, 1, 1]), gl.STATIC_DRAW);
  gl.dispatchComputeIndirect(12);
  gl.memoryBarrier(gl.BUFFER_UPDATE_BARRIER_BIT);
  gl.textureBarrier();
  gl.flush();
  gl.finish();
  const got = new Uint32Array(16);
  gl.getBufferSubData(gl.SHADER_STORAGE_BUFFER, 0, 64, got);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return Array.from(got);
}

describe('launch_grid, memory_barrier and flush as MGPipe calls (the program bit)', () => {
  it('reach the backend only as their calls, write what Mesa writes, and verify compares each (0 divergences)', async () => {
    const { lane, calls } = await pushed();
    const ours = scene(lane.gl);
    expect(Object.fromEntries(calls)).toEqual({ launch_grid: 3, memory_barrier: 3, texture_barrier: 1, flush: 2 });
    const report = lane.verifyReport!();
    expect(report.divergences).toBe(0);
    expect(report.bySubsystem?.program).toBeGreaterThanOrEqual(9);
    const reference = (await referenceLane())({ width: 4, height: 4 });
    lanes.push(reference);
    reference.makeCurrent();
    const want = scene(reference.gl);
    // A stated computation too: x·3+1 for x < 16, then x·10+1 for x < 8, then x·10+1 for x < 4 (scale stays 10).
    expect(want).toEqual(Array.from({ length: 16 }, (_, x) => (x * 3 + 1) + (x < 8 ? x * 10 + 1 : 0) + (x < 4 ? x * 10 + 1 : 0)));
    expect(ours).toEqual(want);
  });

  it('MOBILEGL_PIPE_TEST_FAULT=program (a receiver that halves the grid) turns verify red', async () => {
    const { lane } = await pushed(true);
    const gl = lane.gl;
    // No uniforms: the program receiver's own fault (it corrupts pushed constants) stays out of the way.
    gl.useProgram(gl.createShaderProgramv(gl.COMPUTE_SHADER, ['#version 430 core\nlayout(local_size_x = 1) in;\nvoid main() {}\n']));
    expect(() => gl.dispatchCompute(4, 1, 1)).toThrow(/PipeVerifyDiffer, launch_grid@dispatch/);
    expect((lane.verifyReport!().first ?? []).join('\n')).toMatch(/launch_grid@dispatch: grid 2 1 1, legacy dispatch 4 1 1 -1/);
  });
});
