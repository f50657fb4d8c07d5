// The query receiver (backend-gles state/query-receiver.ts) without a driver: its handle / kind / index / span / reply
// checks, each shown refusing what it guards against, its verify compare, and the planted test fault — over a
// stand-in for the driver twins that records what it was asked and answers a stated result.
import { PIPE_INPUT_READ_SUBSYSTEMS, PipeInputs, type PipeInputSource, type PipeInputSubsystem } from '@mgpipe/gles-core';
import { MGPQueryKind, MGPipeFatal, kSlotsPerKind } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { QueryReceiver } from '../src/state/query-receiver.ts';
import { expectCorruption } from './expect-corruption.ts';

function receiver(verify = false, fault = false) {
  const sources = Object.fromEntries(PIPE_INPUT_READ_SUBSYSTEMS.map((s) => [s, 'context'])) as Record<PipeInputSubsystem, PipeInputSource>;
  const inputs = new PipeInputs({ sources, checks: false, verify: false, legacyMemos: false, verifyCorrupt: null, poisonOmit: null });
  const asked: string[] = [];
  let available = true;
  const driver = {
    beginQuery: (key: number, target: number, index: number) => { asked.push(`begin ${key} 0x${target.toString(16)} ${index}`); },
    endQuery: (key: number, target: number, index: number) => { asked.push(`end ${key} 0x${target.toString(16)} ${index}`); },
    queryCounter: (key: number) => { asked.push(`counter ${key}`); },
    getQueryResult: (key: number, wait: boolean) => { asked.push(`result ${key} ${wait}`); return available || wait ? 256 : null; },
    destroyQuery: (key: number) => { asked.push(`destroy ${key}`); },
  };
  const r = new QueryReceiver(inputs, driver, verify, fault);
  return { r, inputs, asked, setAvailable: (a: boolean) => { available = a; } };
}

const q = (slot: number, gen = 1) => ({ slot, gen });

describe('queries received by handle', () => {
  it('drives the twin keyed by the slot with the target the kind names, and answers availability and the result', () => {
    const { r, asked, setAvailable } = receiver();
    r.create({ query: q(3), kind: MGPQueryKind.samplesPassed, index: 0 });
    r.create({ query: q(4), kind: MGPQueryKind.xfbPrimitivesWritten, index: 2 });
    r.create({ query: q(5), kind: MGPQueryKind.timestamp, index: 0 });
    r.begin({ query: q(3) });
    r.end({ query: q(3) });
    r.begin({ query: q(4) });
    r.end({ query: q(4) });
    r.counter({ query: q(5) });
    setAvailable(false);
    expect(r.available({ query: q(3), reply: 1 })).toBe(false);
    setAvailable(true);
    expect(r.available({ query: q(3), reply: 2 })).toBe(true);
    expect(r.result({ query: q(3), reply: 3 })).toBe(256n);
    expect(asked).toEqual([`begin 3 0x${GL.SAMPLES_PASSED.toString(16)} 0`, `end 3 0x${GL.SAMPLES_PASSED.toString(16)} 0`,
      `begin 4 0x${GL.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN.toString(16)} 2`, `end 4 0x${GL.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN.toString(16)} 2`,
      'counter 5', 'result 3 false', 'result 3 false', 'result 3 true']);
  });

  it('refuses bad handles, a taken slot, bad kinds and stream indices', () => {
    const { r } = receiver();
    for (const h of [q(0), q(kSlotsPerKind), q(1.5), q(2, 0), q(2, -1), q(2, 2 ** 32)]) {
      expectCorruption(() => r.create({ query: h, kind: MGPQueryKind.samplesPassed, index: 0 }), /query_create: handle/);
    }
    expectCorruption(() => r.create({ query: q(2), kind: 7, index: 0 }), /kind 7/);
    expectCorruption(() => r.create({ query: q(2), kind: -1, index: 0 }), /kind -1/);
    expectCorruption(() => r.create({ query: q(2), kind: MGPQueryKind.samplesPassed, index: 1 }), /index 1/);
    expectCorruption(() => r.create({ query: q(2), kind: MGPQueryKind.primitivesGenerated, index: 4 }), /index 4/);
    r.create({ query: q(2), kind: MGPQueryKind.primitivesGenerated, index: 3 });
    expectCorruption(() => r.create({ query: q(2, 2), kind: MGPQueryKind.samplesPassed, index: 0 }), /slot 2 already holds a query/);
  });

  it('refuses verbs on a query that is not live, and spans out of order', () => {
    const { r } = receiver();
    r.create({ query: q(2), kind: MGPQueryKind.anySamplesPassed, index: 0 });
    r.create({ query: q(3), kind: MGPQueryKind.timestamp, index: 0 });
    expectCorruption(() => r.begin({ query: q(9) }), /query_begin: query \{9, 1\} is not a live query/);
    expectCorruption(() => r.begin({ query: q(2, 2) }), /is not a live query/); // a stale gen
    expectCorruption(() => r.end({ query: q(2) }), /query_end: .* is not open/);
    expectCorruption(() => r.available({ query: q(2), reply: 1 }), /never ended/);
    r.begin({ query: q(2) });
    expectCorruption(() => r.begin({ query: q(2) }), /already open/);
    expectCorruption(() => r.result({ query: q(2), reply: 1 }), /still open/);
    expectCorruption(() => r.begin({ query: q(3) }), /timestamp query has no span/);
    expectCorruption(() => r.counter({ query: q(2) }), /is not a timestamp query/);
    r.end({ query: q(2) });
    for (const reply of [0, -1, 2 ** 31, 1.5]) expectCorruption(() => r.result({ query: q(2), reply }), /reply slot/);
    expect(r.result({ query: q(2), reply: 0x7fffffff })).toBe(256n);
  });

  it('verify: begin / end / counter equal the legacy verb\'s arguments, or PipeVerifyDiffer names the first word that differs', () => {
    const { r, inputs } = receiver(true);
    r.create({ query: q(2), kind: MGPQueryKind.samplesPassed, index: 0 });
    r.expectQuery('begin', q(2), GL.SAMPLES_PASSED, 0);
    r.begin({ query: q(2) });
    r.expectQuery('end', q(2), GL.ANY_SAMPLES_PASSED, 0);
    let error: unknown = null;
    try { r.end({ query: q(2) }); } catch (e) { error = e; }
    expect((error as MGPipeFatal).kind).toBe('PipeVerifyDiffer');
    expect(inputs.report.first.at(-1)).toBe(`query@query: word 3: ${GL.SAMPLES_PASSED}, legacy ${GL.ANY_SAMPLES_PASSED}`);
  });

  it('the planted test fault answers one more than the driver (the negative control\'s wrong reply)', () => {
    const { r } = receiver(false, true);
    r.create({ query: q(2), kind: MGPQueryKind.samplesPassed, index: 0 });
    r.begin({ query: q(2) });
    r.end({ query: q(2) });
    expect(r.result({ query: q(2), reply: 1 })).toBe(257n);
  });

  it('query_destroy drops the record and the twin: the freed handle is refused, the slot takes a new query (gen + 1)', () => {
    const { r, asked } = receiver();
    r.create({ query: q(2), kind: MGPQueryKind.samplesPassed, index: 0 });
    r.begin({ query: q(2) });
    expectCorruption(() => r.destroy({ query: q(2) }), /query_destroy: query \{2, 1\} is still open/);
    r.end({ query: q(2) });
    r.destroy({ query: q(2) });
    expect(asked.slice(-1)).toEqual(['destroy 2']);
    expectCorruption(() => r.destroy({ query: q(2) }), /query_destroy: query \{2, 1\} is not a live query/);
    expectCorruption(() => r.result({ query: q(2), reply: 1 }), /query_result: query \{2, 1\} is not a live query/);
    expectCorruption(() => r.begin({ query: q(2) }), /query_begin: query \{2, 1\} is not a live query/);
    // Without the destroy this create would be refused ("slot 2 already holds a query").
    r.create({ query: q(2, 2), kind: MGPQueryKind.anySamplesPassed, index: 0 });
    r.begin({ query: q(2, 2) });
    expect(asked.slice(-1)).toEqual([`begin 2 0x${GL.ANY_SAMPLES_PASSED.toString(16)} 0`]);
  });
});
