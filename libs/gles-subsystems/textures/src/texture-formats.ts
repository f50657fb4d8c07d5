// Desktop internal format → what the GLES 3.2 driver stores, and how the front end's client layout
// (gl-impl b-formats.ts: each level's `data` is tightly packed in the format's clientFormat/clientType)
// becomes upload bytes. Most sized formats exist in GLES with the same (format, type); the rest fall back:
//   - R16/RG16/RGB16/RGBA16 (+ SNORM) without EXT_texture_norm16 → R32F/RG32F/RGB32F/RGBA32F, the 16-bit
//     integers converted to exact floats on upload (convert 'unorm16-f32' / 'snorm16-f32').
//   - RGB16F → RGBA16F (renderable in GLES with EXT_color_buffer_half_float), alpha = 1.0 (convert 'rgb-rgba-half').
//   - RGB10/RGB12 (client RGB/USHORT) and RGBA12 (RGBA/USHORT) take the 16-bit normalized path above.
//   - RGB4/RGB5 → RGB8, RGBA2 → RGBA8 (their client layout is already 8-bit), unsized → the 8-bit sized format.
//   - DEPTH_COMPONENT32 (unorm) → DEPTH_COMPONENT24 fed UNSIGNED_INT (the driver drops the low bits).
//   - Compressed formats: the client layout is decoded RGBA8 → RGBA8 / SRGB8_ALPHA8.
import { GL } from '@mgpipe/value-types';

export type UploadConversion = 'none' | 'unorm16-f32' | 'snorm16-f32' | 'rgb-rgba-half';

export interface GlesFormat {
  /** The internal format the driver gets. */
  readonly internalFormat: number;
  /** Upload (format, type) after conversion. */
  readonly format: number;
  readonly type: number;
  /** Bytes per texel of the front end's client layout (the source of a conversion). */
  readonly clientBytes: number;
  /** Bytes per texel of the upload layout. */
  readonly uploadBytes: number;
  readonly conversion: UploadConversion;
  /** Components of the client layout (for conversions). */
  readonly components: number;
  /** Read-back class of the format: how glReadPixels can read it in GLES. */
  readonly readClass: 'unorm' | 'float' | 'int' | 'uint' | 'depth' | 'stencil' | 'depth-stencil';
}

const TABLE = new Map<number, GlesFormat>();

function add(fronts: number[], internalFormat: number, format: number, type: number, clientBytes: number, components: number,
  readClass: GlesFormat['readClass'], conversion: UploadConversion = 'none', uploadBytes = clientBytes): void {
  for (const f of fronts) TABLE.set(f, { internalFormat, format, type, clientBytes, uploadBytes, conversion, components, readClass });
}

const UB = GL.UNSIGNED_BYTE, B = GL.BYTE, US = GL.UNSIGNED_SHORT, S = GL.SHORT, UI = GL.UNSIGNED_INT, I = GL.INT;
const F = GL.FLOAT, HF = GL.HALF_FLOAT;
// 8-bit normalized, sRGB, packed
add([GL.R8, GL.RED, GL.COMPRESSED_RED], GL.R8, GL.RED, UB, 1, 1, 'unorm');
add([GL.RG8, GL.RG, GL.COMPRESSED_RG], GL.RG8, GL.RG, UB, 2, 2, 'unorm');
add([GL.RGB8, GL.RGB, GL.RGB4, GL.RGB5, GL.COMPRESSED_RGB], GL.RGB8, GL.RGB, UB, 3, 3, 'unorm');
add([GL.RGBA8, GL.RGBA, GL.RGBA2, GL.COMPRESSED_RGBA], GL.RGBA8, GL.RGBA, UB, 4, 4, 'unorm');
add([GL.SRGB8, GL.COMPRESSED_SRGB], GL.SRGB8, GL.RGB, UB, 3, 3, 'unorm');
add([GL.SRGB8_ALPHA8, GL.COMPRESSED_SRGB_ALPHA], GL.SRGB8_ALPHA8, GL.RGBA, UB, 4, 4, 'unorm');
add([GL.R8_SNORM], GL.R8_SNORM, GL.RED, B, 1, 1, 'float');
add([GL.RG8_SNORM], GL.RG8_SNORM, GL.RG, B, 2, 2, 'float');
add([GL.RGB8_SNORM], GL.RGB8_SNORM, GL.RGB, B, 3, 3, 'float');
add([GL.RGBA8_SNORM], GL.RGBA8_SNORM, GL.RGBA, B, 4, 4, 'float');
add([GL.RGB565], GL.RGB565, GL.RGB, GL.UNSIGNED_SHORT_5_6_5, 2, 1, 'unorm');
add([GL.RGBA4], GL.RGBA4, GL.RGBA, GL.UNSIGNED_SHORT_4_4_4_4, 2, 1, 'unorm');
add([GL.RGB5_A1], GL.RGB5_A1, GL.RGBA, GL.UNSIGNED_SHORT_5_5_5_1, 2, 1, 'unorm');
add([GL.RGB10_A2], GL.RGB10_A2, GL.RGBA, GL.UNSIGNED_INT_2_10_10_10_REV, 4, 1, 'unorm');
add([GL.RGB10_A2UI], GL.RGB10_A2UI, GL.RGBA_INTEGER, GL.UNSIGNED_INT_2_10_10_10_REV, 4, 1, 'uint');
// float
add([GL.R16F], GL.R16F, GL.RED, HF, 2, 1, 'float');
add([GL.RG16F], GL.RG16F, GL.RG, HF, 4, 2, 'float');
add([GL.RGB16F], GL.RGBA16F, GL.RGBA, HF, 6, 3, 'float', 'rgb-rgba-half', 8);
add([GL.RGBA16F], GL.RGBA16F, GL.RGBA, HF, 8, 4, 'float');
add([GL.R32F], GL.R32F, GL.RED, F, 4, 1, 'float');
add([GL.RG32F], GL.RG32F, GL.RG, F, 8, 2, 'float');
add([GL.RGB32F], GL.RGB32F, GL.RGB, F, 12, 3, 'float');
add([GL.RGBA32F], GL.RGBA32F, GL.RGBA, F, 16, 4, 'float');
add([GL.R11F_G11F_B10F], GL.R11F_G11F_B10F, GL.RGB, GL.UNSIGNED_INT_10F_11F_11F_REV, 4, 1, 'float');
add([GL.RGB9_E5], GL.RGB9_E5, GL.RGB, GL.UNSIGNED_INT_5_9_9_9_REV, 4, 1, 'float');
// integer
const ints: [number[], number, number, number, number, GlesFormat['readClass']][] = [
  [[GL.R8I], GL.RED_INTEGER, B, 1, 1, 'int'], [[GL.R8UI], GL.RED_INTEGER, UB, 1, 1, 'uint'],
  [[GL.R16I], GL.RED_INTEGER, S, 2, 1, 'int'], [[GL.R16UI], GL.RED_INTEGER, US, 2, 1, 'uint'],
  [[GL.R32I], GL.RED_INTEGER, I, 4, 1, 'int'], [[GL.R32UI], GL.RED_INTEGER, UI, 4, 1, 'uint'],
  [[GL.RG8I], GL.RG_INTEGER, B, 2, 2, 'int'], [[GL.RG8UI], GL.RG_INTEGER, UB, 2, 2, 'uint'],
  [[GL.RG16I], GL.RG_INTEGER, S, 4, 2, 'int'], [[GL.RG16UI], GL.RG_INTEGER, US, 4, 2, 'uint'],
  [[GL.RG32I], GL.RG_INTEGER, I, 8, 2, 'int'], [[GL.RG32UI], GL.RG_INTEGER, UI, 8, 2, 'uint'],
  [[GL.RGB8I], GL.RGB_INTEGER, B, 3, 3, 'int'], [[GL.RGB8UI], GL.RGB_INTEGER, UB, 3, 3, 'uint'],
  [[GL.RGB16I], GL.RGB_INTEGER, S, 6, 3, 'int'], [[GL.RGB16UI], GL.RGB_INTEGER, US, 6, 3, 'uint'],
  [[GL.RGB32I], GL.RGB_INTEGER, I, 12, 3, 'int'], [[GL.RGB32UI], GL.RGB_INTEGER, UI, 12, 3, 'uint'],
  [[GL.RGBA8I], GL.RGBA_INTEGER, B, 4, 4, 'int'], [[GL.RGBA8UI], GL.RGBA_INTEGER, UB, 4, 4, 'uint'],
  [[GL.RGBA16I], GL.RGBA_INTEGER, S, 8, 4, 'int'], [[GL.RGBA16UI], GL.RGBA_INTEGER, US, 8, 4, 'uint'],
  [[GL.RGBA32I], GL.RGBA_INTEGER, I, 16, 4, 'int'], [[GL.RGBA32UI], GL.RGBA_INTEGER, UI, 16, 4, 'uint'],
];
for (const [fronts, format, type, bytes, comps, cls] of ints) add(fronts, fronts[0], format, type, bytes, comps, cls);
// depth / stencil
add([GL.DEPTH_COMPONENT16], GL.DEPTH_COMPONENT16, GL.DEPTH_COMPONENT, US, 2, 1, 'depth');
add([GL.DEPTH_COMPONENT24, GL.DEPTH_COMPONENT, GL.DEPTH_COMPONENT32], GL.DEPTH_COMPONENT24, GL.DEPTH_COMPONENT, UI, 4, 1, 'depth');
add([GL.DEPTH_COMPONENT32F], GL.DEPTH_COMPONENT32F, GL.DEPTH_COMPONENT, F, 4, 1, 'depth');
add([GL.DEPTH24_STENCIL8, GL.DEPTH_STENCIL], GL.DEPTH24_STENCIL8, GL.DEPTH_STENCIL, GL.UNSIGNED_INT_24_8, 4, 1, 'depth-stencil');
add([GL.DEPTH32F_STENCIL8], GL.DEPTH32F_STENCIL8, GL.DEPTH_STENCIL, GL.FLOAT_32_UNSIGNED_INT_24_8_REV, 8, 1, 'depth-stencil');
add([GL.STENCIL_INDEX8, GL.STENCIL_INDEX, GL.STENCIL_INDEX1, GL.STENCIL_INDEX4], GL.STENCIL_INDEX8, GL.STENCIL_INDEX, UB, 1, 1, 'stencil');

// 16-bit normalized: native with EXT_texture_norm16, else exact float.
const NORM16: [number[], number, number, number, number, number, boolean][] = [
  [[GL.R16], GL.R16, GL.RED, GL.R32F, 1, US, false], [[GL.RG16], GL.RG16, GL.RG, GL.RG32F, 2, US, false],
  [[GL.RGB16, GL.RGB10, GL.RGB12], GL.RGB16, GL.RGB, GL.RGB32F, 3, US, false],
  [[GL.RGBA16, GL.RGBA12], GL.RGBA16, GL.RGBA, GL.RGBA32F, 4, US, false],
  [[GL.R16_SNORM], GL.R16_SNORM, GL.RED, GL.R32F, 1, S, true], [[GL.RG16_SNORM], GL.RG16_SNORM, GL.RG, GL.RG32F, 2, S, true],
  [[GL.RGB16_SNORM], GL.RGB16_SNORM, GL.RGB, GL.RGB32F, 3, S, true], [[GL.RGBA16_SNORM], GL.RGBA16_SNORM, GL.RGBA, GL.RGBA32F, 4, S, true],
];
const NORM16_FALLBACK = new Map<number, GlesFormat>();
for (const [fronts, native, format, fallback, comps, type, signed] of NORM16) {
  add(fronts, native, format, type, comps * 2, comps, signed ? 'float' : 'unorm');
  for (const f of fronts) {
    NORM16_FALLBACK.set(f, {
      internalFormat: fallback, format, type: F, clientBytes: comps * 2, uploadBytes: comps * 4,
      conversion: signed ? 'snorm16-f32' : 'unorm16-f32', components: comps, readClass: 'float',
    });
  }
}

const RGBA8_FALLBACK: GlesFormat = TABLE.get(GL.RGBA8)!;
const SRGB8_ALPHA8_FALLBACK: GlesFormat = TABLE.get(GL.SRGB8_ALPHA8)!;
const SRGB_COMPRESSED = new Set<number>([
  GL.COMPRESSED_SRGB_ALPHA_BPTC_UNORM, GL.COMPRESSED_SRGB8_ETC2, GL.COMPRESSED_SRGB8_PUNCHTHROUGH_ALPHA1_ETC2,
  GL.COMPRESSED_SRGB8_ALPHA8_ETC2_EAC,
]);

/** The GLES storage of a desktop internal format. Unknown formats (compressed ones) decode to RGBA8. */
export function glesFormatOf(internalFormat: number, textureNorm16: boolean): GlesFormat {
  if (!textureNorm16) {
    const fallback = NORM16_FALLBACK.get(internalFormat);
    if (fallback !== undefined) return fallback;
  }
  const row = TABLE.get(internalFormat);
  if (row !== undefined) return row;
  return SRGB_COMPRESSED.has(internalFormat) ? SRGB8_ALPHA8_FALLBACK : RGBA8_FALLBACK;
}

/** Converts `texels` texels of the client layout into the upload layout (`dst` sized by the caller). */
export function convertTexels(f: GlesFormat, src: Uint8Array, dst: Uint8Array, texels: number): void {
  switch (f.conversion) {
    case 'unorm16-f32':
    case 'snorm16-f32': {
      const n = texels * f.components;
      const s = new DataView(src.buffer, src.byteOffset, n * 2);
      const d = new DataView(dst.buffer, dst.byteOffset, n * 4);
      const signed = f.conversion === 'snorm16-f32';
      for (let i = 0; i < n; i++) {
        const v = signed ? Math.max(s.getInt16(i * 2, true) / 32767, -1) : s.getUint16(i * 2, true) / 65535;
        d.setFloat32(i * 4, v, true);
      }
      return;
    }
    case 'rgb-rgba-half': {
      for (let t = 0; t < texels; t++) {
        dst.set(src.subarray(t * 6, t * 6 + 6), t * 8);
        dst[t * 8 + 6] = 0x00;
        dst[t * 8 + 7] = 0x3c; // half 1.0, little-endian
      }
      return;
    }
    default:
      dst.set(src.subarray(0, texels * f.clientBytes));
  }
}
