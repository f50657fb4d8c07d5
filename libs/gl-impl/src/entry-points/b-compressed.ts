// Block decoders for compressed uploads: the front end keeps an uncompressed RGBA8 fallback of every
// compressed level (b-formats.ts), so a backend without the compressed format can still sample it.
// Each decoder turns one 4×4 block at src[off] into 16 RGBA8 texels, row-major (texel (x, y) at
// out[(y * 4 + x) * 4]). Covered: S3TC/BC1-BC3 (EXT_texture_compression_s3tc), RGTC1/2 unsigned (BC4/BC5),
// ETC2 RGB8 (incl. T, H and planar modes) and ETC2 RGBA8 with its EAC alpha block (GL 4.5 appendix C).
// Not covered (decoded to zero, with a debug message): BPTC, signed RGTC, EAC R11/RG11, ETC2 punch-through.
import { GL } from '@mgpipe/value-types';

const palette = new Uint8Array(16); // 4 colors × RGBA
const alphas = new Uint8Array(8);

function expand565(c: number, out: Uint8Array, o: number): void {
  const r = (c >> 11) & 31, g = (c >> 5) & 63, b = c & 31;
  out[o] = (r << 3) | (r >> 2);
  out[o + 1] = (g << 2) | (g >> 4);
  out[o + 2] = (b << 3) | (b >> 2);
  out[o + 3] = 255;
}

/**
 * BC1 color block (8 bytes: color0, color1 as little-endian 565, then 2-bit indices, texel 0 in the low
 * bits). color0 > color1, or `fourColor` (BC2/BC3): c2 = (2c0 + c1) / 3, c3 = (c0 + 2c1) / 3 (floored);
 * otherwise c2 = (c0 + c1) / 2 and c3 is black, transparent when `punchAlpha`.
 */
export function decodeBc1Color(src: Uint8Array, off: number, out: Uint8Array, fourColor: boolean, punchAlpha: boolean): void {
  const c0 = src[off] | (src[off + 1] << 8);
  const c1 = src[off + 2] | (src[off + 3] << 8);
  expand565(c0, palette, 0);
  expand565(c1, palette, 4);
  for (let i = 0; i < 3; i++) {
    const a = palette[i], b = palette[4 + i];
    if (fourColor || c0 > c1) {
      palette[8 + i] = Math.floor((2 * a + b) / 3);
      palette[12 + i] = Math.floor((a + 2 * b) / 3);
    } else {
      palette[8 + i] = Math.floor((a + b) / 2);
      palette[12 + i] = 0;
    }
  }
  palette[11] = 255;
  palette[15] = !fourColor && c0 <= c1 && punchAlpha ? 0 : 255;
  const bits = (src[off + 4] | (src[off + 5] << 8) | (src[off + 6] << 16) | (src[off + 7] << 24)) >>> 0;
  for (let t = 0; t < 16; t++) {
    const p = ((bits >>> (2 * t)) & 3) * 4;
    const o = t * 4;
    out[o] = palette[p]; out[o + 1] = palette[p + 1]; out[o + 2] = palette[p + 2]; out[o + 3] = palette[p + 3];
  }
}

/** BC2 (DXT3): 64 bits of explicit 4-bit alpha (texel 0 lowest), expanded a * 17, then a BC1 block. */
export function decodeBc2(src: Uint8Array, off: number, out: Uint8Array): void {
  decodeBc1Color(src, off + 8, out, true, false);
  for (let t = 0; t < 16; t++) {
    const a = (src[off + (t >> 1)] >> ((t & 1) * 4)) & 15;
    out[t * 4 + 3] = a * 17;
  }
}

/**
 * BC3 alpha / BC4 channel block (8 bytes): a0, a1, then 3-bit indices (48 bits little-endian, texel 0
 * lowest). a0 > a1: 8 values, a_i = ((7 - i) a0 + i a1) / 7 for i = 1..6; else 6 values
 * ((5 - i) a0 + i a1) / 5 for i = 1..4, then 0 and 255. Rounded to nearest. Writes channel `ch` of `out`.
 */
export function decodeBc4Channel(src: Uint8Array, off: number, out: Uint8Array, ch: number): void {
  const a0 = src[off], a1 = src[off + 1];
  alphas[0] = a0; alphas[1] = a1;
  if (a0 > a1) {
    for (let i = 1; i <= 6; i++) alphas[i + 1] = Math.round(((7 - i) * a0 + i * a1) / 7);
  } else {
    for (let i = 1; i <= 4; i++) alphas[i + 1] = Math.round(((5 - i) * a0 + i * a1) / 5);
    alphas[6] = 0;
    alphas[7] = 255;
  }
  // 48 index bits: split in two 24-bit halves to stay in 32-bit integer math.
  const lo = src[off + 2] | (src[off + 3] << 8) | (src[off + 4] << 16);
  const hi = src[off + 5] | (src[off + 6] << 8) | (src[off + 7] << 16);
  for (let t = 0; t < 16; t++) {
    const idx = t < 8 ? (lo >> (3 * t)) & 7 : (hi >> (3 * (t - 8))) & 7;
    out[t * 4 + ch] = alphas[idx];
  }
}

export function decodeBc3(src: Uint8Array, off: number, out: Uint8Array): void {
  decodeBc1Color(src, off + 8, out, true, false);
  decodeBc4Channel(src, off, out, 3);
}

// ---- ETC2 (GL 4.5 §C.1) ----

const ETC_MODIFIERS = [[2, 8], [5, 17], [9, 29], [13, 42], [18, 60], [24, 80], [33, 106], [47, 183]];
const ETC_DISTANCES = [3, 6, 11, 16, 23, 32, 41, 64];
const EAC_TABLES = [
  [-3, -6, -9, -15, 2, 5, 8, 14], [-3, -7, -10, -13, 2, 6, 9, 12], [-2, -5, -8, -13, 1, 4, 7, 12],
  [-2, -4, -6, -13, 1, 3, 5, 12], [-3, -6, -8, -12, 2, 5, 7, 11], [-3, -7, -9, -11, 2, 6, 8, 10],
  [-4, -7, -8, -11, 3, 6, 7, 10], [-3, -5, -8, -11, 2, 4, 7, 10], [-2, -6, -8, -10, 1, 5, 7, 9],
  [-2, -5, -8, -10, 1, 4, 7, 9], [-2, -4, -8, -10, 1, 3, 7, 9], [-2, -5, -7, -10, 1, 4, 6, 9],
  [-3, -4, -7, -10, 2, 3, 6, 9], [-1, -2, -3, -10, 0, 1, 2, 9], [-4, -6, -8, -9, 3, 5, 7, 8],
  [-3, -5, -7, -9, 2, 4, 6, 8],
];

function clamp255(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}
function ext4(v: number): number {
  return v * 17;
}
function ext5(v: number): number {
  return (v << 3) | (v >> 2);
}
function setPaint(i: number, r: number, g: number, b: number): void {
  palette[i * 4] = clamp255(r); palette[i * 4 + 1] = clamp255(g); palette[i * 4 + 2] = clamp255(b); palette[i * 4 + 3] = 255;
}

/**
 * ETC2 RGB8 block (8 bytes, big-endian). Individual / differential modes use per-subblock base colors and
 * the modifier table; a differential R, G or B overflow selects T, H or planar mode. Pixel indices are
 * column-major (i = x * 4 + y), msb at bit i + 16 and lsb at bit i of the low word. Alpha is set to 255.
 */
export function decodeEtc2Rgb(src: Uint8Array, off: number, out: Uint8Array): void {
  const hi = ((src[off] << 24) | (src[off + 1] << 16) | (src[off + 2] << 8) | src[off + 3]) >>> 0;
  const lo = ((src[off + 4] << 24) | (src[off + 5] << 16) | (src[off + 6] << 8) | src[off + 7]) >>> 0;
  const diff = (hi >>> 1) & 1;
  let r1: number, g1: number, b1: number, r2: number, g2: number, b2: number;
  if (diff === 0) {
    r1 = ext4((hi >>> 28) & 15); r2 = ext4((hi >>> 24) & 15);
    g1 = ext4((hi >>> 20) & 15); g2 = ext4((hi >>> 16) & 15);
    b1 = ext4((hi >>> 12) & 15); b2 = ext4((hi >>> 8) & 15);
  } else {
    const r = (hi >>> 27) & 31, g = (hi >>> 19) & 31, b = (hi >>> 11) & 31;
    const dr = (((hi >>> 24) & 7) << 29) >> 29, dg = (((hi >>> 16) & 7) << 29) >> 29, db = (((hi >>> 8) & 7) << 29) >> 29;
    if (r + dr < 0 || r + dr > 31) return decodeEtc2T(hi, lo, out);
    if (g + dg < 0 || g + dg > 31) return decodeEtc2H(hi, lo, out);
    if (b + db < 0 || b + db > 31) return decodeEtc2Planar(hi, lo, out);
    r1 = ext5(r); g1 = ext5(g); b1 = ext5(b);
    r2 = ext5(r + dr); g2 = ext5(g + dg); b2 = ext5(b + db);
  }
  const cw1 = (hi >>> 5) & 7, cw2 = (hi >>> 2) & 7, flip = hi & 1;
  for (let x = 0; x < 4; x++) {
    for (let y = 0; y < 4; y++) {
      const i = x * 4 + y;
      const idx = (((lo >>> (i + 16)) & 1) << 1) | ((lo >>> i) & 1);
      const first = flip ? y < 2 : x < 2;
      const m = ETC_MODIFIERS[first ? cw1 : cw2];
      const delta = idx === 0 ? m[0] : idx === 1 ? m[1] : idx === 2 ? -m[0] : -m[1];
      const o = (y * 4 + x) * 4;
      out[o] = clamp255((first ? r1 : r2) + delta);
      out[o + 1] = clamp255((first ? g1 : g2) + delta);
      out[o + 2] = clamp255((first ? b1 : b2) + delta);
      out[o + 3] = 255;
    }
  }
}

function paintIndexed(lo: number, out: Uint8Array): void {
  for (let x = 0; x < 4; x++) {
    for (let y = 0; y < 4; y++) {
      const i = x * 4 + y;
      const p = ((((lo >>> (i + 16)) & 1) << 1) | ((lo >>> i) & 1)) * 4;
      const o = (y * 4 + x) * 4;
      out[o] = palette[p]; out[o + 1] = palette[p + 1]; out[o + 2] = palette[p + 2]; out[o + 3] = 255;
    }
  }
}

function decodeEtc2T(hi: number, lo: number, out: Uint8Array): void {
  const r1 = ext4((((hi >>> 27) & 3) << 2) | ((hi >>> 24) & 3)), g1 = ext4((hi >>> 20) & 15), b1 = ext4((hi >>> 16) & 15);
  const r2 = ext4((hi >>> 12) & 15), g2 = ext4((hi >>> 8) & 15), b2 = ext4((hi >>> 4) & 15);
  const d = ETC_DISTANCES[(((hi >>> 2) & 3) << 1) | (hi & 1)];
  setPaint(0, r1, g1, b1);
  setPaint(1, r2 + d, g2 + d, b2 + d);
  setPaint(2, r2, g2, b2);
  setPaint(3, r2 - d, g2 - d, b2 - d);
  paintIndexed(lo, out);
}

function decodeEtc2H(hi: number, lo: number, out: Uint8Array): void {
  const r1q = (hi >>> 27) & 15, g1q = (((hi >>> 24) & 7) << 1) | ((hi >>> 20) & 1);
  const b1q = (((hi >>> 19) & 1) << 3) | ((hi >>> 15) & 7);
  const r2q = (hi >>> 11) & 15, g2q = (hi >>> 7) & 15, b2q = (hi >>> 3) & 15;
  const order = ((r1q << 8) | (g1q << 4) | b1q) >= ((r2q << 8) | (g2q << 4) | b2q) ? 1 : 0;
  const d = ETC_DISTANCES[(((hi >>> 2) & 1) << 2) | ((hi & 1) << 1) | order];
  const r1 = ext4(r1q), g1 = ext4(g1q), b1 = ext4(b1q), r2 = ext4(r2q), g2 = ext4(g2q), b2 = ext4(b2q);
  setPaint(0, r1 + d, g1 + d, b1 + d);
  setPaint(1, r1 - d, g1 - d, b1 - d);
  setPaint(2, r2 + d, g2 + d, b2 + d);
  setPaint(3, r2 - d, g2 - d, b2 - d);
  paintIndexed(lo, out);
}

function e6(v: number): number {
  return (v << 2) | (v >> 4);
}
function e7(v: number): number {
  return (v << 1) | (v >> 6);
}

function decodeEtc2Planar(hi: number, lo: number, out: Uint8Array): void {
  const ro = e6((hi >>> 25) & 63);
  const go = e7((((hi >>> 24) & 1) << 6) | ((hi >>> 17) & 63));
  const bo = e6((((hi >>> 16) & 1) << 5) | (((hi >>> 11) & 3) << 3) | ((hi >>> 7) & 7));
  const rh = e6((((hi >>> 2) & 31) << 1) | (hi & 1));
  const gh = e7((lo >>> 25) & 127), bh = e6((lo >>> 19) & 63);
  const rv = e6((lo >>> 13) & 63), gv = e7((lo >>> 6) & 127), bv = e6(lo & 63);
  for (let y = 0; y < 4; y++) {
    for (let x = 0; x < 4; x++) {
      const o = (y * 4 + x) * 4;
      out[o] = clamp255((x * (rh - ro) + y * (rv - ro) + 4 * ro + 2) >> 2);
      out[o + 1] = clamp255((x * (gh - go) + y * (gv - go) + 4 * go + 2) >> 2);
      out[o + 2] = clamp255((x * (bh - bo) + y * (bv - bo) + 4 * bo + 2) >> 2);
      out[o + 3] = 255;
    }
  }
}

/**
 * EAC alpha block (8 bytes): base, multiplier (high nibble) and table index (low nibble), then 16 3-bit
 * indices big-endian, column-major (pixel i = x * 4 + y at bits 47 - 3i .. 45 - 3i).
 * alpha = clamp(base + table[index] * multiplier).
 */
export function decodeEacAlpha(src: Uint8Array, off: number, out: Uint8Array): void {
  const base = src[off], mult = src[off + 1] >> 4, table = EAC_TABLES[src[off + 1] & 15];
  const hi = (src[off + 2] << 16) | (src[off + 3] << 8) | src[off + 4]; // bits 47..24
  const lo = (src[off + 5] << 16) | (src[off + 6] << 8) | src[off + 7]; // bits 23..0
  for (let i = 0; i < 16; i++) {
    const bit = 45 - 3 * i; // lowest bit of this index
    const idx = bit >= 24 ? (hi >> (bit - 24)) & 7 : bit >= 0 ? (lo >> bit) & 7 : 0;
    const x = i >> 2, y = i & 3;
    out[(y * 4 + x) * 4 + 3] = clamp255(base + table[idx] * mult);
  }
}

const block = new Uint8Array(64);

/** True when `decodeCompressedImage` can decode `format`. */
export function canDecode(format: number): boolean {
  switch (format) {
    case GL.COMPRESSED_RGB_S3TC_DXT1_EXT: case GL.COMPRESSED_SRGB_S3TC_DXT1_EXT:
    case GL.COMPRESSED_RGBA_S3TC_DXT1_EXT: case GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT1_EXT:
    case GL.COMPRESSED_RGBA_S3TC_DXT3_EXT: case GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT3_EXT:
    case GL.COMPRESSED_RGBA_S3TC_DXT5_EXT: case GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT5_EXT:
    case GL.COMPRESSED_RED_RGTC1: case GL.COMPRESSED_RG_RGTC2:
    case GL.COMPRESSED_RGB8_ETC2: case GL.COMPRESSED_SRGB8_ETC2:
    case GL.COMPRESSED_RGBA8_ETC2_EAC: case GL.COMPRESSED_SRGB8_ALPHA8_ETC2_EAC:
      return true;
    default:
      return false;
  }
}

function decodeBlock(format: number, src: Uint8Array, off: number, out: Uint8Array): void {
  switch (format) {
    case GL.COMPRESSED_RGB_S3TC_DXT1_EXT: case GL.COMPRESSED_SRGB_S3TC_DXT1_EXT:
      return decodeBc1Color(src, off, out, false, false);
    case GL.COMPRESSED_RGBA_S3TC_DXT1_EXT: case GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT1_EXT:
      return decodeBc1Color(src, off, out, false, true);
    case GL.COMPRESSED_RGBA_S3TC_DXT3_EXT: case GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT3_EXT:
      return decodeBc2(src, off, out);
    case GL.COMPRESSED_RGBA_S3TC_DXT5_EXT: case GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT5_EXT:
      return decodeBc3(src, off, out);
    case GL.COMPRESSED_RED_RGTC1:
      out.fill(0);
      for (let t = 0; t < 16; t++) out[t * 4 + 3] = 255;
      return decodeBc4Channel(src, off, out, 0);
    case GL.COMPRESSED_RG_RGTC2:
      out.fill(0);
      for (let t = 0; t < 16; t++) out[t * 4 + 3] = 255;
      decodeBc4Channel(src, off, out, 0);
      return decodeBc4Channel(src, off + 8, out, 1);
    case GL.COMPRESSED_RGB8_ETC2: case GL.COMPRESSED_SRGB8_ETC2:
      return decodeEtc2Rgb(src, off, out);
    default: // RGBA8 ETC2 + EAC: alpha block first, then the color block
      decodeEtc2Rgb(src, off + 8, out);
      return decodeEacAlpha(src, off, out);
  }
}

/**
 * Decodes a w×h×d region of compressed blocks (rows of blocks tightly packed, `blockBytes` each, images
 * one after the other) into RGBA8 `dst` at texel (x0, y0, z0) of an image `dstWidth` × `dstHeight`.
 * Texels of edge blocks that fall outside the image are dropped.
 */
export function decodeCompressedImage(format: number, blockBytes: number, src: Uint8Array, srcOffset: number,
  w: number, h: number, d: number, dst: Uint8Array, dstWidth: number, dstHeight: number, x0: number, y0: number, z0: number): void {
  const bw = Math.ceil(w / 4), bh = Math.ceil(h / 4);
  let off = srcOffset;
  for (let z = 0; z < d; z++) {
    for (let by = 0; by < bh; by++) {
      for (let bx = 0; bx < bw; bx++, off += blockBytes) {
        decodeBlock(format, src, off, block);
        for (let ty = 0; ty < 4; ty++) {
          const y = y0 + by * 4 + ty;
          if (by * 4 + ty >= h || y >= dstHeight) break;
          for (let tx = 0; tx < 4; tx++) {
            const x = x0 + bx * 4 + tx;
            if (bx * 4 + tx >= w || x >= dstWidth) break;
            const o = (((z0 + z) * dstHeight + y) * dstWidth + x) * 4;
            const s = (ty * 4 + tx) * 4;
            dst[o] = block[s]; dst[o + 1] = block[s + 1]; dst[o + 2] = block[s + 2]; dst[o + 3] = block[s + 3];
          }
        }
      }
    }
  }
}
