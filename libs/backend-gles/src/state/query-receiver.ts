// Query objects received (the xfb-queries bit pushed; issue 17, catalog ops 10–15 and 75). The server never sees a
// front-end Query: each handle<Query> slot maps to a record of its own (kind, stream index, whether a span is open
// or was ended), and the driver query is gles-xfb-queries' QueryCommands twin keyed by the slot.
//   query_create       a free slot, a kind of MGPQueryKind, a stream index below MAX_VERTEX_STREAMS for the
//                      primitive kinds (0 for the others).
//   query_begin / end  a live, non-timestamp query; begin while open or end while not open is refused.
//   query_counter      a live timestamp query.
//   query_available    a live query that is not open and was ended (or counted): answers without blocking.
//   query_result       likewise; waits for the driver's result (the client asks only once available said yes or
//                      when the application demands it).
//   query_destroy      a live query that is not open (the client ends an active query before deleting it): the
//                      record and the driver twin go, so the slot takes a new query_create (gen + 1).
// Every reply slot is 1 .. 2^31 - 1. Anything else is Fatal{ProtocolCorruption}: the wire is untrusted.
// MOBILEGL_PIPE_VERIFY: the front end hands over the legacy verb's arguments first (expectQuery); begin / end /
// counter must say the same (query handle, target from the kind, index) — else Fatal{PipeVerifyDiffer, "query@query"}
// (counted with the transform-feedback span comparisons: the same xfb-queries bit).
// Test fault (MOBILEGL_PIPE_TEST_FAULT=xfb-queries, test-only): every query_result answers one more than the driver.
import { settleComparison, type PipeInputs } from '@mgpipe/gles-core';
import { MGPipeFatal, MGPQueryKind, VerbClass, kMGPQueryKindCount, kSlotsPerKind, type MGPipeContext, type MGPipeHandle, type QueryAvailablePayload,
  type QueryBeginPayload, type QueryCounterPayload, type QueryCreatePayload, type QueryDestroyPayload, type QueryEndPayload, type QueryResultPayload } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';

/** What the receiver drives: the driver twins, keyed by the handle slot. */
export interface QueryDriver {
  beginQuery(key: number, target: number, index: number): void;
  endQuery(key: number, target: number, index: number): void;
  queryCounter(key: number): void;
  getQueryResult(key: number, wait: boolean): number | null;
  destroyQuery(key: number): void;
}

/** GL_MAX_VERTEX_STREAMS (4 on every driver). */
const MAX_VERTEX_STREAMS = 4;

/** MGPQueryKind → the GL target the driver twin runs. */
const TARGET_OF_KIND: readonly number[] = [GL.SAMPLES_PASSED, GL.ANY_SAMPLES_PASSED, GL.ANY_SAMPLES_PASSED_CONSERVATIVE, GL.PRIMITIVES_GENERATED,
  GL.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN, GL.TIME_ELAPSED, GL.TIMESTAMP];

interface QueryRecord {
  gen: number;
  target: number;
  index: number;
  open: boolean;
  /** Ended (or counted) at least once: there is a result to ask for. */
  ended: boolean;
}

type QueryVerb = 'begin' | 'end' | 'counter';
const VERB_CODE: Readonly<Record<QueryVerb, number>> = { begin: 0, end: 1, counter: 2 };

export class QueryReceiver {
  private readonly records = new Map<number, QueryRecord>();
  private readonly expected = new Float64Array(5);
  private expecting = false;

  constructor(private readonly inputs: Pick<PipeInputs, 'beginVerb' | 'report'>, private readonly driver: QueryDriver,
    private readonly verify: boolean, private readonly fault: boolean) {}

  install(t: MGPipeContext): void {
    t.query_create = (p) => this.create(p);
    t.query_begin = (p) => this.begin(p);
    t.query_end = (p) => this.end(p);
    t.query_counter = (p) => this.counter(p);
    t.query_available = (p) => this.available(p);
    t.query_result = (p) => this.result(p);
    t.query_destroy = (p) => this.destroy(p);
  }

  /** Verify: the legacy query verb's arguments, the query as the handle the client named it by. */
  expectQuery(verb: QueryVerb, query: MGPipeHandle, target: number, index: number): void {
    const e = this.expected;
    e[0] = VERB_CODE[verb]; e[1] = query.slot; e[2] = query.gen; e[3] = target; e[4] = index;
    this.expecting = true;
  }

  create(p: Readonly<QueryCreatePayload>): void {
    const h = checkHandle(p.query, 'query_create');
    if (this.records.has(h.slot)) throw new MGPipeFatal('ProtocolCorruption', `query_create: slot ${h.slot} already holds a query`);
    if (!Number.isInteger(p.kind) || p.kind < 0 || p.kind >= kMGPQueryKindCount) throw new MGPipeFatal('ProtocolCorruption', `query_create: kind ${p.kind}`);
    const streams = p.kind === MGPQueryKind.primitivesGenerated || p.kind === MGPQueryKind.xfbPrimitivesWritten ? MAX_VERTEX_STREAMS : 1;
    if (!Number.isInteger(p.index) || p.index < 0 || p.index >= streams) throw new MGPipeFatal('ProtocolCorruption', `query_create: index ${p.index} for kind ${p.kind}`);
    this.records.set(h.slot, { gen: h.gen, target: TARGET_OF_KIND[p.kind], index: p.index, open: false, ended: false });
  }

  begin(p: Readonly<QueryBeginPayload>): void {
    this.inputs.beginVerb(VerbClass.query);
    const r = this.live(p.query, 'query_begin');
    if (r.target === GL.TIMESTAMP) throw new MGPipeFatal('ProtocolCorruption', 'query_begin: a timestamp query has no span');
    if (r.open) throw new MGPipeFatal('ProtocolCorruption', `query_begin: query {${p.query.slot}, ${p.query.gen}} is already open`);
    this.check('begin', p.query, r);
    r.open = true;
    this.driver.beginQuery(p.query.slot, r.target, r.index);
  }

  end(p: Readonly<QueryEndPayload>): void {
    this.inputs.beginVerb(VerbClass.query);
    const r = this.live(p.query, 'query_end');
    if (!r.open) throw new MGPipeFatal('ProtocolCorruption', `query_end: query {${p.query.slot}, ${p.query.gen}} is not open`);
    this.check('end', p.query, r);
    r.open = false;
    r.ended = true;
    this.driver.endQuery(p.query.slot, r.target, r.index);
  }

  counter(p: Readonly<QueryCounterPayload>): void {
    this.inputs.beginVerb(VerbClass.query);
    const r = this.live(p.query, 'query_counter');
    if (r.target !== GL.TIMESTAMP) throw new MGPipeFatal('ProtocolCorruption', `query_counter: query {${p.query.slot}, ${p.query.gen}} is not a timestamp query`);
    this.check('counter', p.query, r);
    r.ended = true;
    this.driver.queryCounter(p.query.slot);
  }

  available(p: Readonly<QueryAvailablePayload>): boolean {
    this.resultable(p.query, p.reply, 'query_available');
    return this.driver.getQueryResult(p.query.slot, false) !== null;
  }

  result(p: Readonly<QueryResultPayload>): bigint {
    this.resultable(p.query, p.reply, 'query_result');
    const value = this.driver.getQueryResult(p.query.slot, true) ?? 0;
    return BigInt(value) + (this.fault ? 1n : 0n);
  }

  destroy(p: Readonly<QueryDestroyPayload>): void {
    const r = this.live(p.query, 'query_destroy');
    if (r.open) throw new MGPipeFatal('ProtocolCorruption', `query_destroy: query {${p.query.slot}, ${p.query.gen}} is still open`);
    this.records.delete(p.query.slot);
    this.driver.destroyQuery(p.query.slot);
  }

  private resultable(query: MGPipeHandle, reply: number, call: string): void {
    if (!Number.isInteger(reply) || reply < 1 || reply > 0x7fffffff) throw new MGPipeFatal('ProtocolCorruption', `${call}: reply slot ${reply}`);
    const r = this.live(query, call);
    if (r.open) throw new MGPipeFatal('ProtocolCorruption', `${call}: query {${query.slot}, ${query.gen}} is still open`);
    if (!r.ended) throw new MGPipeFatal('ProtocolCorruption', `${call}: query {${query.slot}, ${query.gen}} was never ended`);
  }

  private live(query: MGPipeHandle, call: string): QueryRecord {
    const h = checkHandle(query, call);
    const r = this.records.get(h.slot);
    if (r === undefined || r.gen !== h.gen) throw new MGPipeFatal('ProtocolCorruption', `${call}: query {${h.slot}, ${h.gen}} is not a live query`);
    return r;
  }

  private check(verb: QueryVerb, query: MGPipeHandle, r: QueryRecord): void {
    if (!this.verify) return;
    const e = this.expected;
    let diff: string | null = this.expecting ? null : `a query ${verb} arrived with no legacy query verb expected`;
    this.expecting = false;
    const got = [VERB_CODE[verb], query.slot, query.gen, r.target, r.index];
    for (let k = 0; diff === null && k < got.length; k++) if (got[k] !== e[k]) diff = `word ${k}: ${got[k]}, legacy ${e[k]}`;
    settleComparison(this.inputs.report, 'xfbSpans', 'query@query', diff);
  }
}

function checkHandle(h: MGPipeHandle, call: string): MGPipeHandle {
  if (!Number.isInteger(h.slot) || h.slot < 1 || h.slot >= kSlotsPerKind || !Number.isInteger(h.gen) || h.gen < 1 || h.gen > 0xffffffff) {
    throw new MGPipeFatal('ProtocolCorruption', `${call}: handle {${h.slot}, ${h.gen}}`);
  }
  return h;
}
