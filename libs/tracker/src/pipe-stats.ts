// MGPipe counters for MOBILEGL_PIPE_STATS (DESIGN §6): calls and record bytes by kind, CSO hits / misses /
// evictions, pipeline-subset hashes computed, suppressed set emissions, round trips (calls that wait for a
// reply or an ack: must stay 0 in steady state), blocking waits (the round trips where the client blocks until the
// server's GPU work is done: a QUERY_RESULT asked before it was available, a fence wait with a timeout; issue 17:
// 0 in steady state), validates. Typed arrays indexed by opcode: counting allocates
// nothing. Bytes are the split-mode record size from the generated sizers (G3, size_<call>), so monolith reports the
// bytes split mode would carry.

import { kMGPipeCalls, kMGPipeOpCount } from '@mgpipe/pipe-types';

/** Per opcode: 1 when the call waits for a reply or an ack (a round trip), read once instead of per call. */
const kWaits = Uint8Array.from(kMGPipeCalls, (c) => (c.wait !== 'none' ? 1 : 0));

export class PipeStats {
  /**
   * Whether the emitters count calls, record bytes and round trips (callsByOp, bytesByOp, roundTrips). Off, a hot
   * call's sender is the table entry itself: sizing each record and counting it cost ~90 instructions a call (two a
   * blend-toggle draw: 3.4% of it), which only MOBILEGL_PIPE_STATS reads. The lanes turn it on with that switch;
   * the other counters (CSO hits, hashes, suppressed sets, validates, blocking waits) are always kept.
   */
  readonly countsCalls: boolean;
  readonly callsByOp = new Float64Array(kMGPipeOpCount);
  readonly bytesByOp = new Float64Array(kMGPipeOpCount);
  csoHits = 0;
  csoMisses = 0;
  csoEvictions = 0;
  pipelineHashes = 0;
  suppressedEmissions = 0;
  roundTrips = 0;
  /** Counted by the query / fence emitters (query-emitters.ts, fence-emitters.ts), which know when a reply blocks. */
  blockingWaits = 0;
  validates = 0;

  constructor(options: { readonly countCalls?: boolean } = {}) {
    this.countsCalls = options.countCalls ?? true;
  }

  record(op: number, bytes: number): void {
    this.callsByOp[op]++;
    this.bytesByOp[op] += bytes;
    this.roundTrips += kWaits[op];
  }

  get totalCalls(): number {
    return this.callsByOp.reduce((a, b) => a + b, 0);
  }
  get totalBytes(): number {
    return this.bytesByOp.reduce((a, b) => a + b, 0);
  }

  reset(): void {
    this.callsByOp.fill(0);
    this.bytesByOp.fill(0);
    this.csoHits = this.csoMisses = this.csoEvictions = this.pipelineHashes = 0;
    this.suppressedEmissions = this.roundTrips = this.blockingWaits = this.validates = 0;
  }

  /** A printable snapshot (allocates: for reporting, not the hot path). Kinds with no calls are left out. */
  snapshot(): {
    calls: Record<string, number>;
    bytes: Record<string, number>;
    totalCalls: number;
    totalBytes: number;
    cso: { hits: number; misses: number; evictions: number; pipelineHashes: number };
    suppressedEmissions: number;
    roundTrips: number;
    blockingWaits: number;
    validates: number;
  } {
    const calls: Record<string, number> = {};
    const bytes: Record<string, number> = {};
    for (let op = 0; op < kMGPipeOpCount; op++) {
      if (this.callsByOp[op] === 0) continue;
      calls[kMGPipeCalls[op].name] = this.callsByOp[op];
      bytes[kMGPipeCalls[op].name] = this.bytesByOp[op];
    }
    return {
      calls, bytes, totalCalls: this.totalCalls, totalBytes: this.totalBytes,
      cso: { hits: this.csoHits, misses: this.csoMisses, evictions: this.csoEvictions, pipelineHashes: this.pipelineHashes },
      suppressedEmissions: this.suppressedEmissions, roundTrips: this.roundTrips, blockingWaits: this.blockingWaits, validates: this.validates,
    };
  }
}
