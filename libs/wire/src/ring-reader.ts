// The consumer side: decode or apply records between two offsets. Everything a record can do wrong ends as
// MGPipeFatal{ProtocolCorruption}; the loops always advance by at least one 4-byte word, so they cannot hang.
import { MGPipeFatal, type MGPipeScreen, type MGPipeContext } from '@mgpipe/pipe-types';
import { kDecoders } from './generated/pipe-codecs.generated.ts';
import { applyRecord, type ReplySink } from './generated/pipe-applier.generated.ts';
import { kWrapOpcode } from './generated/pipe-sizes.generated.ts';
import { annotate, corrupt, kFrame, readFrame } from './wire-prims.ts';

export interface DecodedRecord {
  op: number;
  payload: unknown;
  next: number;
}

/** Decode (and fully check) one record without dispatching it. */
export function decodeRecord(dv: DataView, u8: Uint8Array, off: number, end: number): DecodedRecord {
  readFrame(dv, off, end);
  const op = kFrame.op;
  const next = kFrame.next;
  try {
    const dec = op < kDecoders.length ? kDecoders[op] : null;
    if (dec === null) corrupt(`unknown or retired opcode ${op}`);
    return { op, payload: dec(dv, u8, kFrame.base, kFrame.payload), next };
  } catch (e) {
    throw annotate(e, off, op);
  }
}

/**
 * Apply every record in [start, end) of a batch. A wrap marker ends the batch (the ring continues at 0).
 * Returns the offset where it stopped.
 */
export function applyBatch(u8: Uint8Array, start: number, end: number, screen: MGPipeScreen, ctx: MGPipeContext, reply: ReplySink): number {
  const dv = new DataView(u8.buffer, u8.byteOffset, u8.byteLength);
  if (end > u8.byteLength || start < 0 || start > end) throw new MGPipeFatal('ProtocolCorruption', `batch bounds ${start}..${end} outside the ring`);
  let off = start;
  while (off < end) {
    if (end - off >= 4 && dv.getUint16(off, true) === kWrapOpcode) {
      if (dv.getUint16(off + 2, true) !== 1) throw annotate(new MGPipeFatal('ProtocolCorruption', 'malformed wrap marker'), off, kWrapOpcode);
      return off;
    }
    off = applyRecord(dv, u8, off, end, screen, ctx, reply);
  }
  return off;
}
