// Where the tracker's calls leave: one MGPipeContext table (G1). In monolith mode that is the backend's own
// table reached through the G2 thunks (monolithPipeContext); in split mode part 2 passes the wire encoder's
// table; tests pass a RecordingPipeContext. Each send counts the call and its record bytes (the generated sizer of
// the call: exactly what its encoder writes, optional fields and tails included). A null entry is
// the "not implemented, front end falls back" contract of §4.1; the tracker only sends what the push mask
// enabled, so reaching one is a configuration bug and is Fatal.
//
// Payload objects passed to a table entry are valid for the duration of the call only (the C contract of a
// `const T*`): the tracker reuses them, so a receiver that keeps one must copy it.

import * as thunks from '@mgpipe/pipe-types';
import { MGPipeFatal, MGPipeOp, emptyMGPipeContext, emptyMGPipeScreen, kMGPipeContextEntries, type MGPipeContext, type MGPipeScreen } from '@mgpipe/pipe-types';
import { kSizers } from '@mgpipe/wire';
import type { PipeStats } from './pipe-stats.ts';

type Entry<K extends keyof MGPipeContext> = NonNullable<MGPipeContext[K]>;
type PayloadOf<K extends keyof MGPipeContext> = Parameters<Entry<K>>[0];

type ScreenEntry<K extends keyof MGPipeScreen> = NonNullable<MGPipeScreen[K]>;
type ScreenPayloadOf<K extends keyof MGPipeScreen> = Parameters<ScreenEntry<K>>[0];

export class PipeEmitter {
  /** `screen`: the share group's MGPipeScreen (resource lifecycle); empty when the caller pushes no resources. */
  constructor(readonly ctx: MGPipeContext, readonly stats: PipeStats, readonly screen: MGPipeScreen = emptyMGPipeScreen()) {}

  sendScreen<K extends keyof MGPipeScreen>(name: K, payload: ScreenPayloadOf<K>): void {
    const f = this.screen[name] as ((p: ScreenPayloadOf<K>) => unknown) | null;
    if (f === null) throw new MGPipeFatal('UnimplementedCall', `${String(name)} (the tracker pushed a screen call the backend table lacks)`);
    const op = MGPipeOp[name];
    this.stats.record(op, (kSizers[op] as (p: ScreenPayloadOf<K>) => number)(payload));
    f(payload);
  }

  send<K extends keyof MGPipeContext>(name: K, payload: PayloadOf<K>): void {
    const f = this.ctx[name] as ((p: PayloadOf<K>) => unknown) | null;
    if (f === null) throw new MGPipeFatal('UnimplementedCall', `${String(name)} (the tracker pushed a call the backend table lacks)`);
    const op = MGPipeOp[name];
    this.stats.record(op, (kSizers[op] as (p: PayloadOf<K>) => number)(payload));
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
