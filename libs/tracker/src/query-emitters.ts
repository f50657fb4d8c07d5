// Query objects as MGPipe handles (issue 17; seeds §4.4.6, catalog ops 10–15 and 75), sent when the xfb-queries bit
// is pushed. A query gets its handle<Query> at its first begin / counter, and `query_create` with the kind its target
// fixes (GL 4.6 §4.2: a query's target never changes) goes first; then
//   query_begin / query_end / query_counter   the span or the timestamp, on the server's driver query;
//   query_available                           a reply slot, never blocking on the server (§4.4.6);
//   query_result                              a reply slot, asked only once available said yes or when the
//                                             application demands the result (QUERY_RESULT, a WAIT condition);
//   query_destroy                             glDeleteQueries of a query that has a handle: the handle is freed
//                                             (the slot's next query gets gen + 1) and the server drops its twin.
// Both answers are the server's: checked before use (a boolean; a u64 that fits a JS number exactly).
// A QUERY_RESULT asked while the result is not available yet is the one blocking wait the client makes: counted in
// PipeStats.blockingWaits (MOBILEGL_PIPE_STATS; every reply call already counts as a round trip by its catalog wait flag).
import { MGPQueryKind, MGPipeFatal, MGPipeKind, kNullHandle, type MGPipeHandle, type QueryAvailablePayload, type QueryCreatePayload,
  type QueryCounterPayload, type QueryBeginPayload, type QueryDestroyPayload, type QueryEndPayload, type QueryResultPayload } from '@mgpipe/pipe-types';
import { GL } from '@mgpipe/value-types';
import type { ObjectHandles } from './object-handles.ts';
import type { Asker, PipeEmitter, Sender } from './pipe-emitter.ts';
import type { PipeStats } from './pipe-stats.ts';

/** What the emitter needs of a front-end query: its identity. */
export interface QueryIdentity {
  readonly lifetimeId: number;
}

/** GL query target → MGPQueryKind (-1: not a query target). */
export function queryKindOf(target: number): number {
  switch (target) {
    case GL.SAMPLES_PASSED: return MGPQueryKind.samplesPassed;
    case GL.ANY_SAMPLES_PASSED: return MGPQueryKind.anySamplesPassed;
    case GL.ANY_SAMPLES_PASSED_CONSERVATIVE: return MGPQueryKind.anySamplesPassedConservative;
    case GL.PRIMITIVES_GENERATED: return MGPQueryKind.primitivesGenerated;
    case GL.TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN: return MGPQueryKind.xfbPrimitivesWritten;
    case GL.TIME_ELAPSED: return MGPQueryKind.timeElapsed;
    case GL.TIMESTAMP: return MGPQueryKind.timestamp;
    default: return -1;
  }
}

export class QueryEmitters {
  private readonly sendCreate: Sender<'query_create'>;
  private readonly sendBegin: Sender<'query_begin'>;
  private readonly sendEnd: Sender<'query_end'>;
  private readonly sendCounter: Sender<'query_counter'>;
  private readonly sendDestroy: Sender<'query_destroy'>;
  private readonly askAvailable: Asker<'query_available'>;
  private readonly askResult: Asker<'query_result'>;
  private readonly createP: QueryCreatePayload = { query: kNullHandle, index: 0, kind: 0 };
  private readonly beginP: QueryBeginPayload = { query: kNullHandle };
  private readonly endP: QueryEndPayload = { query: kNullHandle };
  private readonly counterP: QueryCounterPayload = { query: kNullHandle };
  private readonly destroyP: QueryDestroyPayload = { query: kNullHandle };
  private readonly availableP: QueryAvailablePayload = { query: kNullHandle, reply: 0 };
  private readonly resultP: QueryResultPayload = { query: kNullHandle, reply: 0 };
  /** Lifetime ids of the queries whose query_create was sent. */
  private readonly created = new Set<number>();
  private slot = 0;
  /** Where QUERY_RESULT asks that found the result not yet available (the client then blocks) are counted. */
  private readonly stats: PipeStats;

  constructor(out: PipeEmitter, private readonly handles: ObjectHandles) {
    this.stats = out.stats;
    this.sendCreate = out.sender('query_create');
    this.sendBegin = out.sender('query_begin');
    this.sendEnd = out.sender('query_end');
    this.sendCounter = out.sender('query_counter');
    this.sendDestroy = out.sender('query_destroy');
    this.askAvailable = out.asker('query_available');
    this.askResult = out.asker('query_result');
  }

  /** The query's handle; its query_create (kind from `target`, `index` the stream) goes first the first time. */
  private handleOf(q: QueryIdentity, target: number, index: number): MGPipeHandle {
    const h = this.handles.handleOf(MGPipeKind.Query, q);
    if (!this.created.has(q.lifetimeId)) {
      const kind = queryKindOf(target);
      if (kind < 0) throw new Error(`query_create: 0x${target.toString(16)} is not a query target (the front end checked it)`);
      this.created.add(q.lifetimeId);
      const p = this.createP;
      p.query = h; p.kind = kind; p.index = index;
      this.sendCreate(p);
    }
    return h;
  }

  begin(q: QueryIdentity, target: number, index: number): void {
    this.beginP.query = this.handleOf(q, target, index);
    this.sendBegin(this.beginP);
  }

  end(q: QueryIdentity, target: number, index: number): void {
    this.endP.query = this.handleOf(q, target, index);
    this.sendEnd(this.endP);
  }

  counter(q: QueryIdentity): void {
    this.counterP.query = this.handleOf(q, GL.TIMESTAMP, 0);
    this.sendCounter(this.counterP);
  }

  /** glDeleteQueries: a query the server knows (query_create went) is destroyed there and its handle freed. */
  destroy(q: QueryIdentity): void {
    if (!this.created.delete(q.lifetimeId)) return;
    const h = this.handles.release(MGPipeKind.Query, q.lifetimeId);
    if (h === null) return;
    this.destroyP.query = h;
    this.sendDestroy(this.destroyP);
  }

  /** The handle a live query was created with, or null (never begun: nothing to ask the server). */
  peek(q: QueryIdentity): MGPipeHandle | null {
    return this.created.has(q.lifetimeId) ? this.handles.peek(q) : null;
  }

  /**
   * The result of `q` (null: not available and `wait` false). Asks query_available first; a result is asked only
   * once available, or when the application waits (then the block is counted).
   */
  result(q: QueryIdentity, wait: boolean): number | null {
    const h = this.peek(q);
    if (h === null) return 0;
    const a = this.availableP;
    a.query = h; a.reply = this.nextSlot();
    const available: unknown = this.askAvailable(a);
    if (typeof available !== 'boolean') throw new MGPipeFatal('ProtocolCorruption', `query_available: reply slot ${a.reply} was answered with ${typeof available}, not a boolean`);
    if (!available) {
      if (!wait) return null;
      this.stats.blockingWaits++;
    }
    const r = this.resultP;
    r.query = h; r.reply = this.nextSlot();
    const value: unknown = this.askResult(r);
    if (typeof value !== 'bigint' || value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new MGPipeFatal('ProtocolCorruption', `query_result: reply slot ${r.reply} was answered with ${String(value)}, not a u64 below 2^53`);
    }
    return Number(value);
  }

  private nextSlot(): number {
    this.slot = this.slot >= 0x7fffffff ? 1 : this.slot + 1;
    return this.slot;
  }
}
