// Block decoders against block computations stated in each test (EXT_texture_compression_s3tc, GL 4.5 §C.1).
import { describe, expect, it } from 'vitest';
import { decodeBc1Color, decodeBc2, decodeBc3, decodeEacAlpha, decodeEtc2Rgb } from '../src/entry-points/b-compressed.ts';

const texel = (out: Uint8Array, x: number, y: number) => Array.from(out.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4));

describe('S3TC / BC1-BC3', () => {
  it('BC1 four-color block: c0 = red 0xF800 > c1 = blue 0x001F, indices 0,1,2,3 on the first row', () => {
    // c2 = floor((2·255 + 0) / 3) = 170 red, floor(255/3) = 85 blue; c3 mirrors it.
    const block = new Uint8Array([0x00, 0xf8, 0x1f, 0x00, 0xe4, 0, 0, 0]);
    const out = new Uint8Array(64);
    decodeBc1Color(block, 0, out, false, true);
    expect(texel(out, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(texel(out, 1, 0)).toEqual([0, 0, 255, 255]);
    expect(texel(out, 2, 0)).toEqual([170, 0, 85, 255]);
    expect(texel(out, 3, 0)).toEqual([85, 0, 170, 255]);
    expect(texel(out, 0, 3)).toEqual([255, 0, 0, 255]);
  });

  it('BC1 three-color block (c0 <= c1): c2 is the average, c3 transparent black for RGBA DXT1, opaque for RGB', () => {
    const block = new Uint8Array([0x1f, 0x00, 0x00, 0xf8, 0xe4, 0, 0, 0]);
    const out = new Uint8Array(64);
    decodeBc1Color(block, 0, out, false, true);
    expect(texel(out, 2, 0)).toEqual([127, 0, 127, 255]); // floor((0 + 255) / 2)
    expect(texel(out, 3, 0)).toEqual([0, 0, 0, 0]);
    decodeBc1Color(block, 0, out, false, false);
    expect(texel(out, 3, 0)).toEqual([0, 0, 0, 255]);
  });

  it('BC2: explicit 4-bit alpha a·17 (texel 0 in the low nibble), then a four-color BC1 block', () => {
    const block = new Uint8Array(16);
    block[0] = 0x8f; // texel0 alpha 0xF → 255, texel1 alpha 0x8 → 136
    block.set([0x00, 0xf8, 0x1f, 0x00, 0, 0, 0, 0], 8);
    const out = new Uint8Array(64);
    decodeBc2(block, 0, out);
    expect(texel(out, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(texel(out, 1, 0)).toEqual([255, 0, 0, 136]);
    expect(texel(out, 2, 0)[3]).toBe(0);
  });

  it('BC3: a0 = 255 > a1 = 0 gives 8 alphas; index 2 = round(6·255 / 7) = 219', () => {
    const block = new Uint8Array(16);
    block[0] = 255; block[1] = 0;
    block[2] = 0x88; // texel0 idx 0, texel1 idx 1, texel2 idx 2 (3 bits each, low bits first)
    block.set([0x00, 0xf8, 0x1f, 0x00, 0, 0, 0, 0], 8);
    const out = new Uint8Array(64);
    decodeBc3(block, 0, out);
    expect(texel(out, 0, 0)[3]).toBe(255);
    expect(texel(out, 1, 0)[3]).toBe(0);
    expect(texel(out, 2, 0)[3]).toBe(219);
  });
});

describe('ETC2 / EAC', () => {
  it('individual mode: R1 = 15 → 255, R2 = 0, codeword 0, all indices 0 → +2; msb of pixel 0 set → -2', () => {
    const block = new Uint8Array([0xf0, 0x00, 0x00, 0x00, 0, 0, 0, 0]);
    const out = new Uint8Array(64);
    decodeEtc2Rgb(block, 0, out);
    expect(texel(out, 0, 0)).toEqual([255, 2, 2, 255]); // left subblock (flip 0: x < 2), clamped
    expect(texel(out, 3, 0)).toEqual([2, 2, 2, 255]);
    block[5] = 0x01; // lo bit 16: msb of pixel i = 0 → index 2 → -2
    decodeEtc2Rgb(block, 0, out);
    expect(texel(out, 0, 0)).toEqual([253, 0, 0, 255]);
  });

  it('differential mode: R = 16, dR = +1 → ext5(16) = 132, ext5(17) = 140; +2 modifier', () => {
    const block = new Uint8Array([0x81, 0x00, 0x00, 0x02, 0, 0, 0, 0]);
    const out = new Uint8Array(64);
    decodeEtc2Rgb(block, 0, out);
    expect(texel(out, 0, 0)).toEqual([134, 2, 2, 255]);
    expect(texel(out, 2, 0)).toEqual([142, 2, 2, 255]);
  });

  it('planar mode (B + dB overflows): BO = 26 → ext6 105; RH, GH, BH, RV, GV, BV = 0', () => {
    // hi = 0x0000F902: B = 31, dB = +1 → planar. BO = (bit48 << 5) | (bits 44..43 << 3) | bits 41..39
    // = (0 << 5) | (3 << 3) | 2 = 26 → (26 << 2) | (26 >> 4) = 105. Everything else is 0.
    // blue(x, y) = clamp((x·(BH - BO) + y·(BV - BO) + 4·BO + 2) >> 2).
    const block = new Uint8Array([0x00, 0x00, 0xf9, 0x02, 0, 0, 0, 0]);
    const out = new Uint8Array(64);
    decodeEtc2Rgb(block, 0, out);
    expect(texel(out, 0, 0)).toEqual([0, 0, 105, 255]);
    expect(texel(out, 1, 0)).toEqual([0, 0, (-105 + 420 + 2) >> 2, 255]); // 79
    expect(texel(out, 0, 1)).toEqual([0, 0, 79, 255]);
    expect(texel(out, 3, 3)).toEqual([0, 0, 0, 255]); // (-630 + 422) >> 2 < 0 → 0
  });

  it('EAC alpha: base 100, multiplier 2, table 0; index 0 → 100 - 3·2 = 94, index 7 → 100 + 14·2 = 128', () => {
    const block = new Uint8Array([100, 0x20, 0xe0, 0, 0, 0, 0, 0]);
    const out = new Uint8Array(64);
    decodeEacAlpha(block, 0, out);
    expect(texel(out, 0, 0)[3]).toBe(128);
    expect(texel(out, 1, 0)[3]).toBe(94);
    expect(texel(out, 0, 1)[3]).toBe(94);
  });
});
