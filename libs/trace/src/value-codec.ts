// Bytes in and out for trace-format.ts: a growable writer and a bounds-checked reader of varints,
// floats, strings and tagged values. The reader never reads past its end and never allocates more than
// the bytes left could describe; every failure is a TraceFormatError.
import {
  CALLBACK_MARKER,
  LIMITS,
  Tag,
  TraceFormatError,
  VIEW_KINDS,
  makeView,
  viewElementSize,
  viewKindOf,
  type TraceValue,
} from './trace-format.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export class ByteWriter {
  private bytes = new Uint8Array(1 << 16);
  private view = new DataView(this.bytes.buffer);
  length = 0;

  private reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
    this.view = new DataView(next.buffer);
  }

  u8(v: number): void {
    this.reserve(1);
    this.bytes[this.length++] = v;
  }
  /** Unsigned LEB128 of a non-negative safe integer (arithmetic, so above 2^32 too). */
  varint(v: number): void {
    this.reserve(8);
    while (v >= 0x80) {
      this.bytes[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.length++] = v;
  }
  f32(v: number): void {
    this.reserve(4);
    this.view.setFloat32(this.length, v, true);
    this.length += 4;
  }
  f64(v: number): void {
    this.reserve(8);
    this.view.setFloat64(this.length, v, true);
    this.length += 8;
  }
  raw(b: Uint8Array): void {
    this.reserve(b.length);
    this.bytes.set(b, this.length);
    this.length += b.length;
  }
  string(s: string): void {
    const b = encoder.encode(s);
    this.varint(b.length);
    this.raw(b);
  }
  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }

  /** A tagged value (trace-format.ts Tag). Views are copied now: the app may change them after the call. */
  value(v: unknown): void {
    if (v === undefined) return this.u8(Tag.UNDEFINED);
    if (v === null) return this.u8(Tag.NULL);
    if (typeof v === 'boolean') return this.u8(v ? Tag.TRUE : Tag.FALSE);
    if (typeof v === 'number') return this.number(v);
    if (typeof v === 'string') {
      this.u8(Tag.STRING);
      return this.string(v);
    }
    if (typeof v === 'bigint') {
      this.u8(Tag.BIGINT);
      this.u8(v < 0n ? 1 : 0);
      const mag = BigInt.asUintN(64, v < 0n ? -v : v);
      this.reserve(8);
      this.view.setBigUint64(this.length, mag, true);
      this.length += 8;
      return;
    }
    if (typeof v === 'function') return this.u8(Tag.CALLBACK);
    if (ArrayBuffer.isView(v)) {
      this.u8(Tag.VIEW);
      this.u8(viewKindOf(v));
      this.varint(v.byteLength);
      return this.raw(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    }
    if (Array.isArray(v)) return this.array(v);
    this.u8(Tag.JSON);
    this.string(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) ?? 'null');
  }

  private number(v: number): void {
    if (Number.isSafeInteger(v) && !Object.is(v, -0)) {
      if (v >= 0 && v <= Tag.SMALL_MAX) return this.u8(v);
      this.u8(v >= 0 ? Tag.UINT : Tag.NEGINT);
      return this.varint(Math.abs(v));
    }
    if (Math.fround(v) === v || Number.isNaN(v)) {
      this.u8(Tag.F32);
      return this.f32(v);
    }
    this.u8(Tag.F64);
    this.f64(v);
  }

  private array(a: readonly unknown[]): void {
    if (a.length > 0 && a.every((x) => typeof x === 'string')) {
      this.u8(Tag.STRINGS);
      this.varint(a.length);
      for (const s of a as string[]) this.string(s);
      return;
    }
    if (a.every((x) => typeof x === 'number')) {
      const nums = a as number[];
      if (nums.every((x) => Number.isSafeInteger(x) && Math.abs(x) < 2 ** 51 && !Object.is(x, -0))) {
        this.u8(Tag.INTS);
        this.varint(nums.length);
        for (const x of nums) this.varint(x >= 0 ? x * 2 : -x * 2 - 1);
        return;
      }
      const f32 = nums.every((x) => Math.fround(x) === x || Number.isNaN(x));
      this.u8(f32 ? Tag.F32S : Tag.F64S);
      this.varint(nums.length);
      for (const x of nums) {
        if (f32) this.f32(x);
        else this.f64(x);
      }
      return;
    }
    this.u8(Tag.LIST);
    this.varint(a.length);
    for (const x of a) this.value(x);
  }
}

export class ByteReader {
  private readonly view: DataView;
  pos = 0;

  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    // A plain Uint8Array over the same memory: a Node Buffer's slice() would alias, not copy.
    this.bytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get remaining(): number {
    return this.bytes.length - this.pos;
  }

  fail(what: string): never {
    throw new TraceFormatError(what, this.pos);
  }

  private need(n: number, what: string): void {
    if (n > this.remaining) this.fail(`truncated: ${what} needs ${n} bytes, ${this.remaining} left`);
  }

  u8(what = 'a byte'): number {
    this.need(1, what);
    return this.bytes[this.pos++]!;
  }
  varint(what = 'a varint'): number {
    let v = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.u8(what);
      v += (b & 0x7f) * scale;
      if ((b & 0x80) === 0) {
        if (!Number.isSafeInteger(v)) this.fail(`${what}: varint out of range`);
        return v;
      }
      scale *= 0x80;
    }
    return this.fail(`${what}: varint longer than 8 bytes`);
  }
  /** A varint that counts items of at least `minBytes` each still to come: bounded by the bytes left. */
  count(what: string, minBytes = 1): number {
    const n = this.varint(what);
    if (n * minBytes > this.remaining) this.fail(`truncated: ${what} says ${n}, only ${this.remaining} bytes left`);
    return n;
  }
  u32(what = 'a u32'): number {
    this.need(4, what);
    const v = this.view.getUint32(this.pos, true);
    this.pos += 4;
    return v;
  }
  f32(what = 'an f32'): number {
    this.need(4, what);
    const v = this.view.getFloat32(this.pos, true);
    this.pos += 4;
    return v;
  }
  f64(what = 'an f64'): number {
    this.need(8, what);
    const v = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return v;
  }
  bytesCopy(n: number, what: string): Uint8Array {
    this.need(n, what);
    const out = this.bytes.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  string(what = 'a string', maxLength = Infinity): string {
    const n = this.count(`${what} length`);
    if (n > maxLength) this.fail(`${what}: length ${n} over the limit ${maxLength}`);
    const b = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    try {
      return decoder.decode(b);
    } catch {
      return this.fail(`${what}: not valid UTF-8`);
    }
  }

  value(what = 'a value', depth = 0): TraceValue {
    const tag = this.u8(what);
    if (tag <= Tag.SMALL_MAX) return tag;
    switch (tag) {
      case Tag.UNDEFINED: return undefined;
      case Tag.NULL: return null;
      case Tag.FALSE: return false;
      case Tag.TRUE: return true;
      case Tag.UINT: return this.varint(what);
      case Tag.NEGINT: return -this.varint(what);
      case Tag.F32: return this.f32(what);
      case Tag.F64: return this.f64(what);
      case Tag.STRING: return this.string(what);
      case Tag.STRINGS: {
        const n = this.count(`${what}: string count`);
        const out: string[] = [];
        for (let i = 0; i < n; i++) out.push(this.string(what));
        return out;
      }
      case Tag.INTS: {
        const n = this.count(`${what}: int count`);
        const out = new Array<number>(n);
        for (let i = 0; i < n; i++) {
          const z = this.varint(what);
          out[i] = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
        }
        return out;
      }
      case Tag.F32S:
      case Tag.F64S: {
        const size = tag === Tag.F32S ? 4 : 8;
        const n = this.count(`${what}: float count`, size);
        const out = new Array<number>(n);
        for (let i = 0; i < n; i++) out[i] = size === 4 ? this.f32(what) : this.f64(what);
        return out;
      }
      case Tag.LIST: {
        if (depth >= LIMITS.maxNesting) this.fail(`${what}: lists nested deeper than ${LIMITS.maxNesting}`);
        const n = this.count(`${what}: list count`);
        const out: TraceValue[] = [];
        for (let i = 0; i < n; i++) out.push(this.value(what, depth + 1));
        return out;
      }
      case Tag.VIEW: {
        const kind = this.viewKind(what);
        const n = this.count(`${what}: view byte length`);
        if (n % viewElementSize(kind) !== 0) this.fail(`${what}: ${n} bytes is not a whole number of ${VIEW_KINDS[kind]!.name} elements`);
        const copy = this.bytesCopy(n, what);
        return makeView(kind, copy.buffer as ArrayBuffer, copy.byteOffset, n);
      }
      case Tag.BIGINT: {
        const negative = this.u8(what);
        if (negative > 1) this.fail(`${what}: bad bigint sign ${negative}`);
        this.need(8, what);
        const mag = this.view.getBigUint64(this.pos, true);
        this.pos += 8;
        return negative ? -mag : mag;
      }
      case Tag.CALLBACK: return CALLBACK_MARKER;
      case Tag.JSON: {
        const text = this.string(what);
        try {
          return JSON.parse(text) as TraceValue;
        } catch {
          return this.fail(`${what}: bad JSON`);
        }
      }
      case Tag.MAPPING: return { mapping: this.varint(what) };
      case Tag.CLIENT_VIEW: {
        const clientBuffer = this.varint(what);
        const kind = this.viewKind(what);
        const byteOffset = this.varint(what);
        const byteLength = this.varint(what);
        if (byteLength % viewElementSize(kind) !== 0 || byteOffset % viewElementSize(kind) !== 0) {
          this.fail(`${what}: client view not aligned to ${VIEW_KINDS[kind]!.name} elements`);
        }
        return { clientBuffer, kind, byteOffset, byteLength };
      }
      default:
        return this.fail(`${what}: unknown value tag 0x${tag.toString(16)}`);
    }
  }

  private viewKind(what: string): number {
    const kind = this.u8(what);
    if (kind >= VIEW_KINDS.length) this.fail(`${what}: unknown view kind ${kind}`);
    return kind;
  }
}
