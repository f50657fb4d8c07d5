// Shared test helpers: no-op backend tables (every entry implemented) and expected record sizes computed from the
// generated size table, independently of the encoders' own arithmetic.
import { emptyMGPipeScreen, emptyMGPipeContext, kMGPipeScreenEntries, kMGPipeContextEntries, type MGPipeScreen, type MGPipeContext } from '@mgpipe/pipe-types';
import { kRecordSizes, kRecordHeaderBytes } from '../src/index.ts';

export function noopTables(onCall?: (name: string, p: unknown) => unknown): { screen: MGPipeScreen; ctx: MGPipeContext } {
  const screen = emptyMGPipeScreen() as unknown as Record<string, unknown>;
  const ctx = emptyMGPipeContext() as unknown as Record<string, unknown>;
  for (const n of kMGPipeScreenEntries) screen[n] = (p: unknown) => onCall?.(n, p);
  for (const n of kMGPipeContextEntries) ctx[n] = (p: unknown) => onCall?.(n, p);
  return { screen: screen as unknown as MGPipeScreen, ctx: ctx as unknown as MGPipeContext };
}

const a = (x: number, n: number) => Math.ceil(x / n) * n;

/** Size of the record `p` encodes to, per the generated size table (kRecordSizes). */
export function expectedRecordSize(op: number, p: Record<string, any>): number {
  const info = kRecordSizes[op]!;
  let cur = info.fixedBytes - kRecordHeaderBytes;
  for (const o of info.optional) {
    const v = p[o.field];
    const present =
      o.rule === 'gate' ? (p[o.gateField!] & o.gateMask) !== 0
      : o.rule === 'nullable' ? v !== null
      : o.def === 'null' ? v.slot !== 0 || v.gen !== 0
      : String(v) !== o.def;
    if (present) cur = a(cur, o.align) + o.bytes;
  }
  for (const t of info.tails) cur = a(cur, 4) + p[t.field].length * t.elemBytes;
  const payload = a(cur, 4);
  return payload + (payload + 4 > 0xffff * 4 ? 8 : 4);
}
