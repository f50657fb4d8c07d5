// The trace file format (DESIGN §5: a recorded GL call stream with its data). Little-endian, compact:
//
//   header   "MGPTRACE" (8 bytes), version, scenario name, width, height, tolerance (a value: null or
//            {maxChannelDiff, maxDiffFraction, reason}), record count, method table (count, then
//            (index into GL_METHOD_NAMES, method name) pairs: the reader checks each name against its own
//            table and remaps, so a trace survives new rows in the GL table)
//   records  code (varint): < SYNTHETIC_BASE an index into GL_METHOD_NAMES, else a synthetic record;
//            argc (varint); argc values; for a GL method that returns a value (GL_VALUE_RETURNING_METHODS),
//            the returned value. The last record is END.
//   checksum CRC-32 (IEEE) of everything before it, 4 bytes; nothing may follow it.
//   values   one tag byte, then its payload (see Tag). Numbers 0..63 are the tag byte itself.
//
// Synthetic records carry what the GL calls alone do not: bytes the app wrote into a mapping
// (MAP_WRITE, before the unmapBuffer / flushMappedBufferRange it precedes) and client memory that a
// vertex pointer keeps referring to (CLIENT_MEMORY, before the first call that names it and before every
// draw after the app changed it).
//
// A trace file is untrusted input: TraceReader checks every length and count against the bytes left
// before it reads or allocates, and reports anything wrong as a TraceFormatError naming the offset.

export const TRACE_MAGIC = 'MGPTRACE';
export const TRACE_VERSION = 1;

/** Record codes at and above this are synthetic records, not GL methods. */
export const SYNTHETIC_BASE = 0x4000;
export const Synthetic = {
  /** args: target, offset into the current mapping of target, bytes (Uint8Array). */
  MAP_WRITE: SYNTHETIC_BASE,
  /** args: client buffer id, its total byteLength, offset, bytes (Uint8Array). */
  CLIENT_MEMORY: SYNTHETIC_BASE + 1,
  /** No args: the end of the stream. */
  END: SYNTHETIC_BASE + 2,
} as const;
export const SYNTHETIC_NAMES: Record<number, string> = {
  [Synthetic.MAP_WRITE]: '@mapWrite',
  [Synthetic.CLIENT_MEMORY]: '@clientMemory',
  [Synthetic.END]: '@end',
};

/** Value tags. 0x00..0x3F: that small non-negative integer. */
export const Tag = {
  SMALL_MAX: 0x3f,
  UNDEFINED: 0x40,
  NULL: 0x41,
  FALSE: 0x42,
  TRUE: 0x43,
  /** varint */
  UINT: 0x44,
  /** varint of the negated value */
  NEGINT: 0x45,
  F32: 0x46,
  F64: 0x47,
  /** varint byte length, UTF-8 */
  STRING: 0x48,
  /** varint count, strings */
  STRINGS: 0x49,
  /** number[] of safe integers: varint count, zigzag varints */
  INTS: 0x4a,
  /** number[] exact in f32: varint count, f32s */
  F32S: 0x4b,
  F64S: 0x4c,
  /** any other array: varint count, tagged values */
  LIST: 0x4d,
  /** ArrayBufferView: kind byte, varint byte length, bytes (copied at call time) */
  VIEW: 0x4e,
  /** sign byte (1 = negative), 8 bytes of the magnitude's low 64 bits */
  BIGINT: 0x4f,
  /** a function argument (debugMessageCallback); replayed as a no-op */
  CALLBACK: 0x50,
  /** any other object (returned structures): varint length, JSON text */
  JSON: 0x51,
  /** a mapping returned by mapBuffer(Range): varint length (contents travel as MAP_WRITE) */
  MAPPING: 0x52,
  /** a view into client memory kept past the call: varint id, kind byte, varint byteOffset, varint byteLength */
  CLIENT_VIEW: 0x53,
} as const;

/** ArrayBufferView classes by kind byte. */
export const VIEW_KINDS = [
  Uint8Array, Int8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
  Float32Array, Float64Array, BigInt64Array, BigUint64Array, DataView,
] as const;
export const VIEW_KIND_NAMES = VIEW_KINDS.map((k) => k.name);

export function viewKindOf(v: ArrayBufferView): number {
  for (let i = 0; i < VIEW_KINDS.length; i++) if (v instanceof VIEW_KINDS[i]!) return i;
  return 0; // another view class (Node Buffer is a Uint8Array): its bytes
}

export function viewElementSize(kind: number): number {
  const k = VIEW_KINDS[kind]!;
  return 'BYTES_PER_ELEMENT' in k ? (k as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT : 1;
}

/** Materializes a view of `kind` over bytes (a fresh copy is the caller's business). */
export function makeView(kind: number, buffer: ArrayBuffer, byteOffset: number, byteLength: number): ArrayBufferView {
  const K = VIEW_KINDS[kind]!;
  if (K === DataView) return new DataView(buffer, byteOffset, byteLength);
  const size = viewElementSize(kind);
  return new (K as unknown as new (b: ArrayBuffer, o: number, n: number) => ArrayBufferView)(buffer, byteOffset, byteLength / size);
}

/** A decoded CALLBACK value. */
export const CALLBACK_MARKER = Object.freeze({ callback: true as const });
/** A decoded MAPPING value. */
export interface MappingMarker {
  readonly mapping: number;
}
/** A decoded CLIENT_VIEW value: a view into client buffer `id` (materialized by the replayer). */
export interface ClientViewRef {
  readonly clientBuffer: number;
  readonly kind: number;
  readonly byteOffset: number;
  readonly byteLength: number;
}

export type TraceValue =
  | undefined
  | null
  | boolean
  | number
  | bigint
  | string
  | readonly TraceValue[]
  | ArrayBufferView
  | typeof CALLBACK_MARKER
  | MappingMarker
  | ClientViewRef
  | { readonly [key: string]: unknown };

export interface TraceTolerance {
  maxChannelDiff: number;
  maxDiffFraction: number;
  reason?: string;
}

export interface TraceHeader {
  version: number;
  name: string;
  width: number;
  height: number;
  tolerance: TraceTolerance | null;
  recordCount: number;
}

export interface TraceRecord {
  /** Position in the stream (synthetic records count too). */
  index: number;
  /** GL method name, or a SYNTHETIC_NAMES entry. */
  method: string;
  /** Index into this build's GL_METHOD_NAMES, or the synthetic code. */
  code: number;
  args: TraceValue[];
  /** Present for methods that return a value. */
  ret?: TraceValue;
  /** Byte offset of the record in the file. */
  offset: number;
}

export interface Trace {
  header: TraceHeader;
  records: TraceRecord[];
  byteLength: number;
}

/** Anything wrong with a trace file's bytes. The CLI turns it into exit 2 with its message. */
export class TraceFormatError extends Error {
  constructor(message: string, readonly offset?: number) {
    super(offset === undefined ? `trace: ${message}` : `trace: ${message} (at byte ${offset})`);
  }
}

/** Limits a well-formed trace stays under; a corrupt length beyond them is refused before allocating. */
export const LIMITS = {
  maxNameLength: 1024,
  maxSurface: 16384,
  maxArgs: 64,
  maxNesting: 4,
  /** Client buffers are allocated whole on replay. */
  maxClientBufferBytes: 1 << 30,
} as const;
