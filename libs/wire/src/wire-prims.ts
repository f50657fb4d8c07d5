// Field-level primitives the generated codecs are made of. Writers never allocate; readers check what a field
// type alone can check (bool is 0/1, slot within the slot space). Record-level checks are in the generated code.
import { MGPipeFatal, type MGPipeHandle, type MGHostSpan } from '@mgpipe/pipe-types';
import { kMaxSlot } from './generated/pipe-sizes.generated.ts';

/** The encoder was handed a payload the wire cannot carry (a caller bug, not corruption). */
export class WireEncodeError extends Error {
  override name = 'WireEncodeError';
}

export function corrupt(reason: string): never {
  throw new MGPipeFatal('ProtocolCorruption', reason);
}
export function tooMany(what: string): never {
  throw new WireEncodeError(`${what}: too many elements for its count field`);
}

export const w_u8 = (dv: DataView, o: number, v: number) => dv.setUint8(o, v);
export const w_i8 = (dv: DataView, o: number, v: number) => dv.setInt8(o, v);
export const w_bool = (dv: DataView, o: number, v: boolean) => dv.setUint8(o, v ? 1 : 0);
export const w_u16 = (dv: DataView, o: number, v: number) => dv.setUint16(o, v, true);
export const w_i16 = (dv: DataView, o: number, v: number) => dv.setInt16(o, v, true);
export const w_u32 = (dv: DataView, o: number, v: number) => dv.setUint32(o, v, true);
export const w_i32 = (dv: DataView, o: number, v: number) => dv.setInt32(o, v, true);
export const w_u64 = (dv: DataView, o: number, v: bigint) => dv.setBigUint64(o, v, true);
export const w_i64 = (dv: DataView, o: number, v: bigint) => dv.setBigInt64(o, v, true);
export const w_f32 = (dv: DataView, o: number, v: number) => dv.setFloat32(o, v, true);
export const w_f64 = (dv: DataView, o: number, v: number) => dv.setFloat64(o, v, true);
export function w_handle(dv: DataView, o: number, h: MGPipeHandle): void {
  dv.setUint32(o, h.slot, true);
  dv.setUint32(o + 4, h.gen, true);
}
/** The span's pointer never crosses: split mode names staged bytes by (seg, offset, size). */
export function w_hostSpan(dv: DataView, o: number, s: MGHostSpan): void {
  dv.setUint32(o, s.seg, true);
  dv.setBigUint64(o + 8, s.offset, true);
  dv.setBigUint64(o + 16, s.size, true);
}

export const r_u8 = (dv: DataView, o: number) => dv.getUint8(o);
export const r_i8 = (dv: DataView, o: number) => dv.getInt8(o);
export function r_bool(dv: DataView, o: number): boolean {
  const v = dv.getUint8(o);
  if (v > 1) corrupt(`bool byte ${v}`);
  return v === 1;
}
export const r_u16 = (dv: DataView, o: number) => dv.getUint16(o, true);
export const r_i16 = (dv: DataView, o: number) => dv.getInt16(o, true);
export const r_u32 = (dv: DataView, o: number) => dv.getUint32(o, true);
export const r_i32 = (dv: DataView, o: number) => dv.getInt32(o, true);
export const r_u64 = (dv: DataView, o: number) => dv.getBigUint64(o, true);
export const r_i64 = (dv: DataView, o: number) => dv.getBigInt64(o, true);
export const r_f32 = (dv: DataView, o: number) => dv.getFloat32(o, true);
export const r_f64 = (dv: DataView, o: number) => dv.getFloat64(o, true);
export function r_handle(dv: DataView, o: number): MGPipeHandle {
  const slot = dv.getUint32(o, true);
  if (slot >= kMaxSlot) corrupt(`handle slot ${slot} outside the slot space`);
  return { slot, gen: dv.getUint32(o + 4, true) };
}
export function r_hostSpan(dv: DataView, o: number): MGHostSpan {
  return { ptr: null, seg: dv.getUint32(o, true), offset: dv.getBigUint64(o + 8, true), size: dv.getBigUint64(o + 16, true) };
}

export function writeArr<T>(dv: DataView, o: number, n: number, stride: number, v: ArrayLike<T>, w: (dv: DataView, o: number, v: T) => void): void {
  for (let i = 0; i < n; i++) w(dv, o + i * stride, v[i]);
}
export function readArr<T>(dv: DataView, o: number, n: number, stride: number, r: (dv: DataView, o: number) => T): T[] {
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = r(dv, o + i * stride);
  return out;
}

/**
 * Record framing. Header: u16 opcode, u16 size in 4-byte words (header included); words == 0 escapes to a long
 * record whose u32 byte size follows. readFrame fills kFrame (one reused object: the applier allocates nothing
 * per record for framing) and guarantees base + payload <= end.
 */
export const kFrame = { op: 0, base: 0, payload: 0, next: 0 };
export const kMaxLongRecord = 1 << 30;
export function readFrame(dv: DataView, off: number, end: number): void {
  if (end - off < 4) corrupt('truncated record header');
  const op = dv.getUint16(off, true);
  const words = dv.getUint16(off + 2, true);
  let size: number;
  let hdr = 4;
  if (words === 0) {
    if (end - off < 8) corrupt('truncated long record header');
    size = dv.getUint32(off + 4, true);
    hdr = 8;
    if (size < 8 || (size & 3) !== 0 || size > kMaxLongRecord) corrupt(`bad long record size ${size}`);
  } else size = words * 4;
  if (size > end - off) corrupt(`record of ${size} bytes overruns the batch (${end - off} left)`);
  kFrame.op = op;
  kFrame.base = off + hdr;
  kFrame.payload = size - hdr;
  kFrame.next = off + size;
}

/** Attach where it happened to a ProtocolCorruption raised while decoding. */
export function annotate(e: unknown, off: number, op: number): unknown {
  if (e instanceof MGPipeFatal) {
    e.offset ??= off;
    e.opcode ??= op;
  }
  return e;
}
