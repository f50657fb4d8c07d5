// The trace file is untrusted input: every truncation and random byte flips of a small trace must give a
// TraceFormatError (never a RangeError, never a hang), and the values round-trip exactly.
import type { GL, Scenario } from '@mgpipe/gl-api';
import { describe, expect, it } from 'vitest';
import { readTrace, recordScenario, TraceFormatError, TraceRecorder } from '../src/index.ts';
import { recorderLane } from './lanes.ts';

const SMALL: Scenario = {
  name: 'small',
  width: 8,
  height: 4,
  run(gl) {
    const [buf] = gl.genBuffers(1);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf!);
    gl.bufferData(gl.ARRAY_BUFFER, 16, new Float32Array([0, 0.5, -1, 1e-7]), gl.STATIC_DRAW);
    gl.clearColor(0.25, 0.5, 1, 1);
    gl.enable(gl.BLEND);
    gl.viewport(0, 0, 8, 4);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.disable(gl.BLEND);
  },
};

async function smallTrace(): Promise<Uint8Array> {
  return (await recordScenario(SMALL, recorderLane)).trace;
}

function expectFormatError(bytes: Uint8Array, options?: { verifyChecksum: boolean }): void {
  let error: unknown;
  try {
    readTrace(bytes, options);
  } catch (e) {
    error = e;
  }
  expect(error, `no error for ${bytes.length} bytes`).toBeInstanceOf(TraceFormatError);
}

describe('trace format', () => {
  it('round-trips arguments of every value kind', () => {
    const calls: unknown[][] = [];
    const fake = new Proxy({}, { get: (_t, p) => (typeof p === 'string' && /^[a-z]/.test(p) ? (...a: unknown[]) => { calls.push(a); return p === 'genBuffers' ? [7, 8] : undefined; } : undefined) }) as unknown as GL;
    const rec = new TraceRecorder({ name: 'values', width: 1, height: 1 });
    const gl = rec.wrap(Object.assign(Object.create(null), { bindBuffer: fake.bindBuffer, genBuffers: fake.genBuffers, uniform4fv: fake.uniform4fv, transformFeedbackVaryings: fake.transformFeedbackVaryings, bufferData: fake.bufferData, clientWaitSync: fake.clientWaitSync, uniform1f: fake.uniform1f }) as GL);
    gl.genBuffers(2);
    gl.bindBuffer(0x8892, 300);
    gl.uniform4fv(-1, [0.5, -2, 1e-30, Number.NaN]);
    gl.uniform1f(5, 0.1);
    gl.transformFeedbackVaryings(3, ['a', 'ü'], 0x8c8c);
    gl.bufferData(0x8892, 12, new Int16Array([1, -2, 3, -4, 5, -6]), 0x88e4);
    gl.clientWaitSync(1, 0, 0xffffffffffffffffn as unknown as number);
    const t = readTrace(rec.finish());
    expect(t.records.map((r) => r.method)).toEqual(['genBuffers', 'bindBuffer', 'uniform4fv', 'uniform1f', 'transformFeedbackVaryings', 'bufferData', 'clientWaitSync', '@end']);
    expect(t.records[0]!.ret).toEqual([7, 8]);
    expect(t.records[1]!.args).toEqual([0x8892, 300]);
    expect(t.records[2]!.args[0]).toBe(-1);
    expect(Object.is((t.records[2]!.args[1] as number[])[3], Number.NaN)).toBe(true);
    expect(t.records[3]!.args[1]).toBe(0.1);
    expect(t.records[4]!.args[1]).toEqual(['a', 'ü']);
    expect(t.records[5]!.args[2]).toEqual(new Int16Array([1, -2, 3, -4, 5, -6]));
    expect(t.records[6]!.args[2]).toBe(0xffffffffffffffffn);
  });

  it('reads back what it recorded, ending in END', async () => {
    const t = readTrace(await smallTrace());
    expect(t.header).toMatchObject({ name: 'small', width: 8, height: 4 });
    expect(t.records.at(-1)!.method).toBe('@end');
    expect(t.records.map((r) => r.method)).toContain('bufferData');
  });

  it('reads a Node Buffer (whose slice aliases) the same as a Uint8Array', async () => {
    const bytes = await smallTrace();
    const pooled = Buffer.concat([Buffer.from('padding'), Buffer.from(bytes)]).subarray(7);
    expect(readTrace(pooled).records).toEqual(readTrace(bytes).records);
  });

  it('rejects every truncation with a TraceFormatError', async () => {
    const bytes = await smallTrace();
    for (let n = 0; n < bytes.length; n++) expectFormatError(bytes.subarray(0, n));
    expectFormatError(new Uint8Array([...bytes, 0])); // a trailing byte
  });

  it('rejects random byte flips: by checksum, and structurally with the checksum off (never another error)', async () => {
    const bytes = await smallTrace();
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    let structural = 0;
    for (let trial = 0; trial < 3000; trial++) {
      const copy = bytes.slice();
      const flips = 1 + Math.floor(rand() * 3);
      for (let f = 0; f < flips; f++) copy[Math.floor(rand() * copy.length)] ^= 1 + Math.floor(rand() * 255);
      if (copy.every((b, i) => b === bytes[i])) continue;
      expectFormatError(copy);
      try {
        readTrace(copy, { verifyChecksum: false });
      } catch (e) {
        expect(e).toBeInstanceOf(TraceFormatError);
        structural++;
      }
    }
    expect(structural).toBeGreaterThan(100);
  });

  it('refuses a huge length before allocating', () => {
    const bytes = new TextEncoder().encode('MGPTRACE');
    const huge = new Uint8Array([...bytes, 1, 0xff, 0xff, 0xff, 0xff, 0x0f]);
    expect(() => readTrace(huge)).toThrow(/truncated: the scenario name length says/);
  });
});
