// Where the tracker's calls leave: one MGPipeContext table (G1). In monolith mode that is the backend's own
// table reached through the G2 thunks (monolithPipeContext); in split mode part 2 passes the wire encoder's
// table; tests pass a RecordingPipeContext. Each send counts the call and its record bytes (the generated sizer of
// the call: exactly what its encoder writes, optional fields and tails included). A null entry is
// the "not implemented, front end falls back" contract of §4.1; the tracker only sends what the push mask
// enabled, so reaching one is a configuration bug and is Fatal.
//
// The hot calls (a draw's draw_vbo, a CSO bind, a buffer / sampler / program set) leave through a sender, resolved
// once when the emitter that sends them is built: `send(name, ...)` looks the table entry and the opcode up by name,
// and with a different name at every call those keyed loads are megamorphic (send cost ~60 ns a call against ~6 ns
// for the table entry itself). A sender reads the table when it is made, so an entry must be in place by then (every
// table is complete before the tracker that sends to it is built).
//
// Counting (PipeStats.countsCalls, on with MOBILEGL_PIPE_STATS) wraps each sender; off, a sender is the entry itself.
//
// Payload objects passed to a table entry are valid for the duration of the call only (the C contract of a
// `const T*`): the tracker reuses them, so a receiver that keeps one must copy it.

import * as thunks from '@mgpipe/pipe-types';
import { MGPipeFatal, MGPipeOp, emptyMGPipeContext, emptyMGPipeScreen, kMGPipeContextEntries, type MGPipeContext, type MGPipeScreen } from '@mgpipe/pipe-types';
import { kSizers } from '@mgpipe/wire';
import type { PipeStats } from './pipe-stats.ts';

type Entry<K extends keyof MGPipeContext> = NonNullable<MGPipeContext[K]>;
type PayloadOf<K extends keyof MGPipeContext> = Parameters<Entry<K>>[0];

/** A hot call's sender (PipeEmitter.sender). */
export type Sender<K extends keyof MGPipeContext> = (payload: PayloadOf<K>) => void;
/** A reply call's sender (PipeEmitter.asker): returns what the server answered in the call's reply slot. */
export type Asker<K extends keyof MGPipeContext> = (payload: PayloadOf<K>) => ReturnType<Entry<K>>;

type ScreenEntry<K extends keyof MGPipeScreen> = NonNullable<MGPipeScreen[K]>;
type ScreenPayloadOf<K extends keyof MGPipeScreen> = Parameters<ScreenEntry<K>>[0];

export class PipeEmitter {
  /** `screen`: the share group's MGPipeScreen (resource lifecycle); empty when the caller pushes no resources. */
  constructor(readonly ctx: MGPipeContext, readonly stats: PipeStats, readonly screen: MGPipeScreen = emptyMGPipeScreen()) {}

  sendScreen<K extends keyof MGPipeScreen>(name: K, payload: ScreenPayloadOf<K>): void {
    const f = this.screen[name] as ((p: ScreenPayloadOf<K>) => unknown) | null;
    if (f === null) throw new MGPipeFatal('UnimplementedCall', `${String(name)} (the tracker pushed a screen call the backend table lacks)`);
    if (this.stats.countsCalls) {
      const op = MGPipeOp[name];
      this.stats.record(op, (kSizers[op] as (p: ScreenPayloadOf<K>) => number)(payload));
    }
    f(payload);
  }

  /** A screen reply-slot call (fence_wait): the table entry's answer, the server's (the caller checks it before use). */
  askScreen<K extends keyof MGPipeScreen>(name: K, payload: ScreenPayloadOf<K>): ReturnType<ScreenEntry<K>> {
    const f = this.screen[name] as ((p: ScreenPayloadOf<K>) => ReturnType<ScreenEntry<K>>) | null;
    if (f === null) throw new MGPipeFatal('UnimplementedCall', `${String(name)} (the tracker asked a screen call the backend table lacks)`);
    if (this.stats.countsCalls) {
      const op = MGPipeOp[name];
      this.stats.record(op, (kSizers[op] as (p: ScreenPayloadOf<K>) => number)(payload));
    }
    return f(payload);
  }

  /** The table entry `name` as a function of its payload, counted like send (see the header: for hot calls). */
  sender<K extends keyof MGPipeContext>(name: K): Sender<K> {
    const f = this.ctx[name] as ((p: PayloadOf<K>) => unknown) | null;
    if (f === null) return () => { throw new MGPipeFatal('UnimplementedCall', `${String(name)} (the tracker pushed a call the backend table lacks)`); };
    // Calls not counted: the entry itself, one call layer fewer on the hot path.
    if (!this.stats.countsCalls) return f;
    const op = MGPipeOp[name];
    const size = kSizers[op] as (p: PayloadOf<K>) => number;
    const stats = this.stats;
    return (payload) => {
      stats.record(op, size(payload));
      f(payload);
    };
  }

  /**
   * A sender for a reply-slot call (catalog wait "reply"): in one process the table entry answers as its return value;
   * a wire encoder's entry blocks on the reply slot and returns what arrived. Either way the answer is the server's:
   * the caller checks it before use.
   */
  asker<K extends keyof MGPipeContext>(name: K): Asker<K> {
    const f = this.ctx[name] as ((p: PayloadOf<K>) => ReturnType<Entry<K>>) | null;
    if (f === null) return () => { throw new MGPipeFatal('UnimplementedCall', `${String(name)} (the tracker pushed a call the backend table lacks)`); };
    if (!this.stats.countsCalls) return f;
    const op = MGPipeOp[name];
    const size = kSizers[op] as (p: PayloadOf<K>) => number;
    const stats = this.stats;
    return (payload) => {
      stats.record(op, size(payload));
      return f(payload);
    };
  }

  send<K extends keyof MGPipeContext>(name: K, payload: PayloadOf<K>): void {
    const f = this.ctx[name] as ((p: PayloadOf<K>) => unknown) | null;
    if (f === null) throw new MGPipeFatal('UnimplementedCall', `${String(name)} (the tracker pushed a call the backend table lacks)`);
    if (this.stats.countsCalls) {
      const op = MGPipeOp[name];
      this.stats.record(op, (kSizers[op] as (p: PayloadOf<K>) => number)(payload));
    }
    f(payload);
  }
}

/** The monolith table: every entry forwards to the G2 thunk `mgp_<name>`, i.e. to the installed backend table. */
export function monolithPipeContext(): MGPipeContext {
  const table = emptyMGPipeContext() as unknown as Record<string, unknown>;
  const byName = thunks as unknown as Record<string, (p: unknown) => unknown>;
  for (const name of kMGPipeContextEntries) table[name] = byName[`mgp_${name}`];
  return table as unknown as MGPipeContext;
}
