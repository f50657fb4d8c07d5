// The producer side of a record ring: a preallocated buffer and one DataView, reused for every record so the
// hot-path encoders allocate nothing. Records never straddle the end: a wrap marker (kWrapOpcode) tells the
// reader to continue at offset 0.
import { kWrapOpcode } from './generated/pipe-sizes.generated.ts';
import { WireEncodeError } from './wire-prims.ts';

const kMaxShortRecord = 0xffff * 4;

export class RingWriter {
  readonly dv: DataView;
  readonly u8: Uint8Array;
  /** Next write offset. */
  pos = 0;
  /**
   * @param onFull called when a record does not fit before the end; it may drain the consumer and call wrap()
   *   or reset(). Without it a full ring throws WireEncodeError.
   */
  constructor(
    readonly capacity: number,
    private readonly onFull: ((w: RingWriter, needed: number) => void) | null = null,
  ) {
    if (capacity % 4 !== 0) throw new WireEncodeError('ring capacity must be a multiple of 4');
    const buf = new ArrayBuffer(capacity);
    this.dv = new DataView(buf);
    this.u8 = new Uint8Array(buf);
  }

  /** Reserve a record of `payloadBytes` (a multiple of 4), write its header, return the payload's offset. */
  begin(op: number, payloadBytes: number): number {
    const hdr = payloadBytes + 4 > kMaxShortRecord ? 8 : 4;
    const size = payloadBytes + hdr;
    if (this.pos + size > this.capacity) {
      this.onFull?.(this, size);
      if (this.pos + size > this.capacity) throw new WireEncodeError(`ring full: record of ${size} bytes, ${this.capacity - this.pos} left`);
    }
    const at = this.pos;
    // Padding and absent bytes are zero, so a record's bytes depend only on its payload.
    this.u8.fill(0, at, at + size);
    this.dv.setUint16(at, op, true);
    this.dv.setUint16(at + 2, hdr === 4 ? size / 4 : 0, true);
    if (hdr === 8) this.dv.setUint32(at + 4, size, true);
    this.pos = at + size;
    return at + hdr;
  }

  /** Write a wrap marker (if there is room for one) and continue at offset 0. */
  wrap(): void {
    if (this.capacity - this.pos >= 4) {
      this.dv.setUint16(this.pos, kWrapOpcode, true);
      this.dv.setUint16(this.pos + 2, 1, true);
    }
    this.pos = 0;
  }

  reset(): void {
    this.pos = 0;
  }

  /** The bytes written since the last reset/wrap (a view, not a copy). */
  written(): Uint8Array {
    return this.u8.subarray(0, this.pos);
  }
}
