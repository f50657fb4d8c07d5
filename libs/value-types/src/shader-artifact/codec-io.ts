// Byte-level helpers of the artifact codec: a growable little-endian writer, a reader that checks
// every read against its window before touching the DataView (so corrupt input becomes a
// DecodeFailure, never a RangeError). The artifact's CRC-32 is value-types' crc32 (shared with the trace file).

export type DecodeErrorKind = 'truncated' | 'bad-magic' | 'unsupported-version' | 'checksum' | 'corrupt';

/** Thrown inside the decoder only; decodeProgramArtifact turns it into a result value. */
export class DecodeFailure extends Error {
  constructor(
    readonly kind: DecodeErrorKind,
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export class ByteWriter {
  #bytes = new Uint8Array(256);
  #view = new DataView(this.#bytes.buffer);
  length = 0;

  #reserve(n: number): number {
    const at = this.length;
    if (at + n > this.#bytes.length) {
      const grown = new Uint8Array(Math.max(this.#bytes.length * 2, at + n));
      grown.set(this.#bytes.subarray(0, at));
      this.#bytes = grown;
      this.#view = new DataView(grown.buffer);
    }
    this.length += n;
    return at;
  }

  u8(v: number): void {
    const at = this.#reserve(1); // before reading #view: reserving may replace it
    this.#view.setUint8(at, v);
  }
  u16(v: number): void {
    const at = this.#reserve(2);
    this.#view.setUint16(at, v, true);
  }
  u32(v: number): void {
    const at = this.#reserve(4);
    this.#view.setUint32(at, v >>> 0, true);
  }
  i32(v: number): void {
    const at = this.#reserve(4);
    this.#view.setInt32(at, v, true);
  }
  bytes(b: Uint8Array): void {
    const at = this.#reserve(b.length); // before reading #bytes: reserving may replace it
    this.#bytes.set(b, at);
  }
  str(s: string): void {
    const b = encoder.encode(s);
    this.u32(b.length);
    this.bytes(b);
  }
  /** Overwrites a u32 written earlier (section lengths are patched once the payload is known). */
  patchU32(at: number, v: number): void {
    this.#view.setUint32(at, v >>> 0, true);
  }
  finish(): Uint8Array {
    return this.#bytes.slice(0, this.length);
  }
}

export class ByteReader {
  readonly #view: DataView;
  constructor(
    readonly bytes: Uint8Array,
    public pos: number,
    readonly end: number,
  ) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get remaining(): number {
    return this.end - this.pos;
  }

  #take(n: number, what: string): number {
    if (n < 0 || n > this.end - this.pos) {
      throw new DecodeFailure('truncated', this.pos, `${what}: needs ${n} bytes at offset ${this.pos}, ${this.end - this.pos} left`);
    }
    const at = this.pos;
    this.pos += n;
    return at;
  }

  u8(what: string): number {
    return this.#view.getUint8(this.#take(1, what));
  }
  u16(what: string): number {
    return this.#view.getUint16(this.#take(2, what), true);
  }
  u32(what: string): number {
    return this.#view.getUint32(this.#take(4, what), true);
  }
  i32(what: string): number {
    return this.#view.getInt32(this.#take(4, what), true);
  }
  bytesOf(n: number, what: string): Uint8Array {
    const at = this.#take(n, what);
    return this.bytes.subarray(at, at + n);
  }
  str(what: string): string {
    const n = this.u32(`${what} length`);
    const at = this.pos;
    const b = this.bytesOf(n, what);
    try {
      return decoder.decode(b);
    } catch {
      throw new DecodeFailure('corrupt', at, `${what}: invalid UTF-8`);
    }
  }
  /** A u32 element count, rejected when even `minBytesEach` per element cannot fit (no huge allocations). */
  count(minBytesEach: number, what: string): number {
    const at = this.pos;
    const n = this.u32(`${what} count`);
    if (n * minBytesEach > this.remaining) {
      throw new DecodeFailure('truncated', at, `${what}: count ${n} does not fit in the ${this.remaining} bytes left`);
    }
    return n;
  }
}
