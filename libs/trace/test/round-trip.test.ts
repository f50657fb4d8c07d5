// Record a scenario on a lane, replay the trace on the same lane: the image must be identical byte for byte.
// And a trace recorded on our stack replays on the reference lane within the scenario's tolerance.
import type { Scenario } from '@mgpipe/gl-api';
import { compareImages, DEFAULT_TOLERANCE, type LaneFactory } from '@mgpipe/harness';
import { flatColorProgram, SCENARIOS } from '@mgpipe/scenarios';
import { describe, expect, it } from 'vitest';
import { readTrace, recordScenario, replayTrace } from '../src/index.ts';
import { glesLane, referenceLane } from './lanes.ts';

async function scenario(name: string) {
  const load = SCENARIOS.get(name);
  if (!load) throw new Error(`no scenario ${name}`);
  return load();
}

const ROUND_TRIP = ['minecraft-frame', 'client-arrays', 'ubo', 'sampler-objects', 'blend-modes', 'queries-occlusion-xfb', 'mrt-depth-stencil', 'texture-views'];

describe.each([
  ['reference', referenceLane],
  ['gles', glesLane],
] as [string, LaneFactory][])('record and replay on the %s lane', (_lane, factory) => {
  it.each(ROUND_TRIP)('%s replays to the identical image', async (name) => {
    const s = await scenario(name);
    const recorded = await recordScenario(s, factory);
    const trace = readTrace(recorded.trace);
    expect(trace.header).toMatchObject({ name: s.name, width: s.width, height: s.height });
    const replayed = replayTrace(trace, factory);
    expect(new Set(new Uint32Array(recorded.run.image.pixels.buffer)).size).toBeGreaterThan(1); // drew something
    expect(replayed.glError).toBe(recorded.run.glError);
    expect(Buffer.from(replayed.image.pixels).equals(Buffer.from(recorded.run.image.pixels))).toBe(true);
  });
});

// Mapped memory: the app writes vertices into a mapBufferRange mapping (whole-unmap and explicit flush).
const MAPPED: Scenario = {
  name: 'mapped-writes',
  width: 32,
  height: 32,
  run(gl) {
    const flat = flatColorProgram(gl);
    gl.useProgram(flat.program);
    const [vao] = gl.genVertexArrays(1);
    gl.bindVertexArray(vao!);
    const [a, b] = gl.genBuffers(2);
    gl.bindBuffer(gl.ARRAY_BUFFER, a!);
    gl.bufferData(gl.ARRAY_BUFFER, 6 * 8, null, gl.DYNAMIC_DRAW);
    const m = gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 48, gl.MAP_WRITE_BIT | gl.MAP_INVALIDATE_BUFFER_BIT)!;
    new Float32Array(m.buffer, m.byteOffset, 12).set([-1, -1, 0, -1, 0, 0, -1, -1, 0, 0, -1, 0]);
    gl.unmapBuffer(gl.ARRAY_BUFFER);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    gl.enableVertexAttribArray(0);
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform4f(flat.color, 1, 0.5, 0, 1);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    gl.bindBuffer(gl.ARRAY_BUFFER, b!);
    gl.bufferData(gl.ARRAY_BUFFER, 48, null, gl.DYNAMIC_DRAW);
    const f = gl.mapBufferRange(gl.ARRAY_BUFFER, 0, 48, gl.MAP_WRITE_BIT | gl.MAP_FLUSH_EXPLICIT_BIT)!;
    new Float32Array(f.buffer, f.byteOffset, 12).set([0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1]);
    gl.flushMappedBufferRange(gl.ARRAY_BUFFER, 0, 48);
    gl.unmapBuffer(gl.ARRAY_BUFFER);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    gl.uniform4f(flat.color, 0, 0.5, 1, 1);
    gl.drawArrays(gl.TRIANGLES, 0, 6);
  },
};

describe('mapped memory', () => {
  it.each([
    ['reference', referenceLane],
    ['gles', glesLane],
  ] as [string, LaneFactory][])('writes into mappings replay on the %s lane', async (_lane, factory) => {
    const recorded = await recordScenario(MAPPED, factory);
    const trace = readTrace(recorded.trace);
    expect(trace.records.filter((r) => r.method === '@mapWrite')).toHaveLength(2);
    const px = (x: number, y: number) => Array.from(recorded.run.image.pixels.subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 4));
    expect(px(8, 8)).toEqual([255, 128, 0, 255]);
    expect(px(24, 24)).toEqual([0, 128, 255, 255]);
    const replayed = replayTrace(trace, factory);
    expect(Buffer.from(replayed.image.pixels).equals(Buffer.from(recorded.run.image.pixels))).toBe(true);
  });
});

describe('cross-lane replay', () => {
  it.each(['minecraft-frame', 'ubo', 'client-arrays'])('%s recorded on our stack replays on the reference lane', async (name) => {
    const s = await scenario(name);
    const recorded = await recordScenario(s, glesLane);
    const onReference = replayTrace(readTrace(recorded.trace), referenceLane);
    const cmp = compareImages(recorded.run.image, onReference.image, s.tolerance ?? DEFAULT_TOLERANCE);
    expect(cmp.match).toBe(true);
  });
});
