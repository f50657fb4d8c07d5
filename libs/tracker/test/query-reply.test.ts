// Queries' client end (query-emitters.ts): query_create goes once per query, before its first begin / counter, with
// the kind its target fixes; a result asks query_available first and query_result only once available or when the
// application waits (that wait counted); the server's answers are checked before use.
import { MGPQueryKind, MGPipeFatal, emptyMGPipeContext } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { ObjectHandles, PipeEmitter, PipeStats, QueryEmitters } from '../src/index.ts';

function emitters(answers: { available: () => unknown; result: () => unknown }) {
  const ctx = emptyMGPipeContext();
  const seen: string[] = [];
  ctx.query_create = (p) => { seen.push(`create {${p.query.slot},${p.query.gen}} kind ${p.kind} index ${p.index}`); };
  ctx.query_begin = (p) => { seen.push(`begin {${p.query.slot},${p.query.gen}}`); };
  ctx.query_end = (p) => { seen.push(`end {${p.query.slot},${p.query.gen}}`); };
  ctx.query_counter = (p) => { seen.push(`counter {${p.query.slot},${p.query.gen}}`); };
  ctx.query_available = (p) => { seen.push(`available {${p.query.slot},${p.query.gen}} slot ${p.reply}`); return answers.available() as boolean; };
  ctx.query_result = (p) => { seen.push(`result {${p.query.slot},${p.query.gen}} slot ${p.reply}`); return answers.result() as bigint; };
  ctx.query_destroy = (p) => { seen.push(`destroy {${p.query.slot},${p.query.gen}}`); };
  const stats = new PipeStats();
  return { queries: new QueryEmitters(new PipeEmitter(ctx, stats), new ObjectHandles()), seen, stats };
}

const occlusion = { lifetimeId: 101 };
const stamp = { lifetimeId: 102 };

describe('queries on the client', () => {
  it('creates each query once with its kind, then begins / ends / counts it by handle', () => {
    const { queries, seen } = emitters({ available: () => true, result: () => 7n });
    queries.begin(occlusion, GL.SAMPLES_PASSED, 0);
    queries.end(occlusion, GL.SAMPLES_PASSED, 0);
    queries.begin(occlusion, GL.SAMPLES_PASSED, 0);
    queries.end(occlusion, GL.SAMPLES_PASSED, 0);
    queries.counter(stamp);
    expect(seen).toEqual([`create {1,1} kind ${MGPQueryKind.samplesPassed} index 0`, 'begin {1,1}', 'end {1,1}', 'begin {1,1}', 'end {1,1}',
      `create {2,1} kind ${MGPQueryKind.timestamp} index 0`, 'counter {2,1}']);
  });

  it('asks the result only once available, unless the application waits (then counted as a blocking wait)', () => {
    let ready = false;
    const { queries, seen, stats } = emitters({ available: () => ready, result: () => 256n });
    queries.begin(occlusion, GL.SAMPLES_PASSED, 0);
    queries.end(occlusion, GL.SAMPLES_PASSED, 0);
    seen.length = 0;
    expect(queries.result(occlusion, false)).toBeNull();
    expect(seen).toEqual(['available {1,1} slot 1']);
    expect(stats.blockingWaits).toBe(0);
    expect(queries.result(occlusion, true)).toBe(256);
    expect(stats.blockingWaits).toBe(1);
    ready = true;
    expect(queries.result(occlusion, false)).toBe(256);
    expect(stats.blockingWaits).toBe(1);
    expect(seen.slice(1)).toEqual(['available {1,1} slot 2', 'result {1,1} slot 3', 'available {1,1} slot 4', 'result {1,1} slot 5']);
  });

  it('glDeleteQueries destroys a query the server knows and frees its handle; one never begun sends nothing', () => {
    const { queries, seen } = emitters({ available: () => true, result: () => 1n });
    queries.destroy({ lifetimeId: 9 });
    expect(seen).toEqual([]);
    queries.begin(occlusion, GL.SAMPLES_PASSED, 0);
    queries.end(occlusion, GL.SAMPLES_PASSED, 0);
    queries.destroy(occlusion);
    queries.destroy(occlusion);
    // The freed slot goes to the next query with gen + 1, created anew; the deleted query has no handle left.
    const next = { lifetimeId: 103 };
    queries.begin(next, GL.ANY_SAMPLES_PASSED, 0);
    expect(seen).toEqual([`create {1,1} kind ${MGPQueryKind.samplesPassed} index 0`, 'begin {1,1}', 'end {1,1}', 'destroy {1,1}',
      `create {1,2} kind ${MGPQueryKind.anySamplesPassed} index 0`, 'begin {1,2}']);
    expect(queries.peek(occlusion)).toBeNull();
  });

  it('a query never begun is answered 0 without a call', () => {
    const { queries, seen } = emitters({ available: () => true, result: () => 1n });
    expect(queries.result({ lifetimeId: 9 }, true)).toBe(0);
    expect(seen).toEqual([]);
  });

  it('an answer that is not a boolean / not a u64 below 2^53 is ProtocolCorruption', () => {
    const bad: { available: () => unknown; result: () => unknown }[] = [
      { available: () => 1, result: () => 1n },
      { available: () => true, result: () => 1 },
      { available: () => true, result: () => -1n },
      { available: () => true, result: () => 2n ** 53n },
    ];
    for (const answers of bad) {
      const { queries } = emitters(answers);
      queries.begin(occlusion, GL.SAMPLES_PASSED, 0);
      queries.end(occlusion, GL.SAMPLES_PASSED, 0);
      let error: unknown = null;
      try { queries.result(occlusion, true); } catch (e) { error = e; }
      expect(error).toBeInstanceOf(MGPipeFatal);
      expect((error as MGPipeFatal).kind).toBe('ProtocolCorruption');
    }
  });
});
