// @mgpipe/wire: the MGPipe calls as ring records (split mode, §1 goal 3). Generated from the catalog: codecs,
// size table, applier switch. Hand-written: field primitives, framing, the ring's two ends.
export * from './generated/pipe-codecs.generated.ts';
export * from './generated/pipe-applier.generated.ts';
export * from './generated/pipe-sizes.generated.ts';
export { RingWriter } from './ring-writer.ts';
export { decodeRecord, applyBatch, type DecodedRecord } from './ring-reader.ts';
export { WireEncodeError, readFrame, kFrame } from './wire-prims.ts';
export { Rng } from './rng.ts';
