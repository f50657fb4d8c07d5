import { describe, expect, it } from 'vitest';
import { crc32 } from '../src/index.ts';

describe('crc32 (IEEE)', () => {
  it('gives the standard check value and the empty-input value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('changes with every single-bit flip of a 64-byte message', () => {
    const msg = Uint8Array.from({ length: 64 }, (_v, i) => (i * 37) & 0xff);
    const base = crc32(msg);
    for (let bit = 0; bit < msg.length * 8; bit++) {
      msg[bit >> 3] ^= 1 << (bit & 7);
      expect(crc32(msg)).not.toBe(base);
      msg[bit >> 3] ^= 1 << (bit & 7);
    }
  });
});
