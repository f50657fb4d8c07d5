// A small seeded PRNG for property tests and fuzzing (deterministic: a failing seed reproduces). Floats come
// from random bit patterns, with NaNs canonicalized because NaN payloads need not survive f32 <-> f64.
import type { MGPipeHandle } from '@mgpipe/pipe-types';

export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  private readonly fb32 = new Float32Array(1);
  private readonly fb32u = new Uint32Array(this.fb32.buffer);
  private readonly fb64 = new Float64Array(1);
  private readonly fb64u = new Uint32Array(this.fb64.buffer);
  constructor(seed: number) {
    this.s0 = seed | 0 || 1;
    this.s1 = 0x9e3779b9;
    this.s2 = 0x243f6a88;
    this.s3 = 0xb7e15162;
    for (let i = 0; i < 16; i++) this.u32();
  }
  /** xoshiro128** */
  u32(): number {
    const r = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return r;
  }
  below(n: number): number {
    return Math.floor((this.u32() / 4294967296) * n);
  }
  bool(): boolean {
    return (this.u32() & 1) === 1;
  }
  u8(): number { return this.u32() & 0xff; }
  i8(): number { return (this.u32() << 24) >> 24; }
  u16(): number { return this.u32() & 0xffff; }
  i16(): number { return (this.u32() << 16) >> 16; }
  i32(): number { return this.u32() | 0; }
  u64(): bigint { return (BigInt(this.u32()) << 32n) | BigInt(this.u32()); }
  i64(): bigint { return BigInt.asIntN(64, this.u64()); }
  f32(): number {
    const pick = this.below(8);
    if (pick === 0) return [0, -0, Infinity, -Infinity, NaN, 1][this.below(6)];
    this.fb32u[0] = this.u32();
    return Number.isNaN(this.fb32[0]) ? NaN : this.fb32[0];
  }
  f64(): number {
    this.fb64u[0] = this.u32();
    this.fb64u[1] = this.u32();
    return Number.isNaN(this.fb64[0]) ? NaN : this.fb64[0];
  }
  bytes(n: number): Uint8Array {
    const b = new Uint8Array(n);
    for (let i = 0; i < n; i++) b[i] = this.u32() & 0xff;
    return b;
  }
  handle(maxSlot: number): MGPipeHandle {
    return this.below(8) === 0 ? { slot: 0, gen: 0 } : { slot: this.below(maxSlot), gen: this.u32() };
  }
  /** Tail lengths: mostly short, sometimes long enough to cross u8 counts. */
  tailLen(): number {
    const p = this.below(16);
    return p < 12 ? this.below(4) : p < 15 ? this.below(20) : this.below(300);
  }
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));
