// The internal-format table (GL 4.5 core tables 8.11-8.14, 8.22 view classes, 8.27 image formats): one row
// per internal format the front end accepts, sized and unsized, with what validation, completeness, queries
// and the client shadow need. Each row also names the CLIENT LAYOUT of its level data (`clientFormat`,
// `clientType`, `bytesPerTexel`): the format/type pair the front end converts uploads into, so a backend
// (or the tracker's subdata emitter) reads `TextureImage.data` as that pair. Compressed formats keep their
// compressed enum as the image's internal format, but their client data is the decoded fallback, RGBA /
// UNSIGNED_BYTE (4 bytes per texel; signed and float compressed formats lose range there, which is why the
// decoders in b-compressed.ts cover only UNORM families).
import { GL } from '@mgpipe/value-types';

export const FormatFlag = {
  Sized: 1,
  /** Color-renderable (table 8.12 "CR"); unsized RED/RG/RGB/RGBA count as renderable. */
  ColorRenderable: 2,
  Filterable: 4,
  Srgb: 8,
  Compressed: 16,
  /** Allowed as the `format` of glBindImageTexture (table 8.27). */
  ImageFormat: 32,
  /** Listed in COMPRESSED_TEXTURE_FORMATS (specific compressed formats only). */
  SpecificCompressed: 64,
} as const;

export interface FormatInfo {
  readonly internalFormat: number;
  /** Base internal format: RED, RG, RGB, RGBA, DEPTH_COMPONENT, DEPTH_STENCIL, STENCIL_INDEX. */
  readonly base: number;
  readonly redBits: number;
  readonly greenBits: number;
  readonly blueBits: number;
  readonly alphaBits: number;
  readonly depthBits: number;
  readonly stencilBits: number;
  readonly sharedBits: number;
  /** UNSIGNED_NORMALIZED, SIGNED_NORMALIZED, FLOAT, INT, UNSIGNED_INT (color / depth component type). */
  readonly componentType: number;
  readonly flags: number;
  readonly clientFormat: number;
  readonly clientType: number;
  readonly bytesPerTexel: number;
  /** VIEW_CLASS_* (table 8.22), or 0: such formats view only themselves. */
  readonly viewClass: number;
  /** Compressed block size (1×1×bytesPerTexel otherwise). */
  readonly blockWidth: number;
  readonly blockHeight: number;
  readonly blockBytes: number;
}

const UN = GL.UNSIGNED_NORMALIZED;
const SN = GL.SIGNED_NORMALIZED;
const F = GL.FLOAT;
const I = GL.INT;
const UI = GL.UNSIGNED_INT;
const S = FormatFlag.Sized;
const CR = FormatFlag.ColorRenderable;
const FI = FormatFlag.Filterable;
const IMG = FormatFlag.ImageFormat;

const TABLE = new Map<number, FormatInfo>();

function row(internalFormat: number, base: number, bits: readonly number[], componentType: number, flags: number,
  clientFormat: number, clientType: number, bytesPerTexel: number, viewClass = 0, block: readonly number[] = [1, 1, bytesPerTexel]): void {
  TABLE.set(internalFormat, {
    internalFormat, base,
    redBits: bits[0] ?? 0, greenBits: bits[1] ?? 0, blueBits: bits[2] ?? 0, alphaBits: bits[3] ?? 0,
    depthBits: bits[4] ?? 0, stencilBits: bits[5] ?? 0, sharedBits: bits[6] ?? 0,
    componentType, flags, clientFormat, clientType, bytesPerTexel, viewClass,
    blockWidth: block[0], blockHeight: block[1], blockBytes: block[2],
  });
}

const V8 = GL.VIEW_CLASS_8_BITS, V16 = GL.VIEW_CLASS_16_BITS, V24 = GL.VIEW_CLASS_24_BITS, V32 = GL.VIEW_CLASS_32_BITS;
const V48 = GL.VIEW_CLASS_48_BITS, V64 = GL.VIEW_CLASS_64_BITS, V96 = GL.VIEW_CLASS_96_BITS, V128 = GL.VIEW_CLASS_128_BITS;
const R = GL.RED, RG = GL.RG, RGB = GL.RGB, RGBA = GL.RGBA;
const RI = GL.RED_INTEGER, RGI = GL.RG_INTEGER, RGBI = GL.RGB_INTEGER, RGBAI = GL.RGBA_INTEGER;
const UB = GL.UNSIGNED_BYTE, B = GL.BYTE, US = GL.UNSIGNED_SHORT, SH = GL.SHORT, U32 = GL.UNSIGNED_INT, I32 = GL.INT;
const HF = GL.HALF_FLOAT;

// ---- unsized (table 8.3): stored as the 8-bit (or D24 / D24S8 / S8) layout ----
row(GL.RED, R, [8], UN, CR | FI, R, UB, 1);
row(GL.RG, RG, [8, 8], UN, CR | FI, RG, UB, 2);
row(GL.RGB, RGB, [8, 8, 8], UN, CR | FI, RGB, UB, 3);
row(GL.RGBA, RGBA, [8, 8, 8, 8], UN, CR | FI, RGBA, UB, 4);
row(GL.DEPTH_COMPONENT, GL.DEPTH_COMPONENT, [0, 0, 0, 0, 24], UN, FI, GL.DEPTH_COMPONENT, U32, 4);
row(GL.DEPTH_STENCIL, GL.DEPTH_STENCIL, [0, 0, 0, 0, 24, 8], UN, FI, GL.DEPTH_STENCIL, GL.UNSIGNED_INT_24_8, 4);
row(GL.STENCIL_INDEX, GL.STENCIL_INDEX, [0, 0, 0, 0, 0, 8], UI, 0, GL.STENCIL_INDEX, UB, 1);
// Generic compressed formats: the GL may store them uncompressed (§8.7); they behave as their base format.
row(GL.COMPRESSED_RED, R, [8], UN, FI, R, UB, 1);
row(GL.COMPRESSED_RG, RG, [8, 8], UN, FI, RG, UB, 2);
row(GL.COMPRESSED_RGB, RGB, [8, 8, 8], UN, FI, RGB, UB, 3);
row(GL.COMPRESSED_RGBA, RGBA, [8, 8, 8, 8], UN, FI, RGBA, UB, 4);
row(GL.COMPRESSED_SRGB, RGB, [8, 8, 8], UN, FI | FormatFlag.Srgb, RGB, UB, 3);
row(GL.COMPRESSED_SRGB_ALPHA, RGBA, [8, 8, 8, 8], UN, FI | FormatFlag.Srgb, RGBA, UB, 4);

// ---- sized color, normalized ----
row(GL.R8, R, [8], UN, S | CR | FI | IMG, R, UB, 1, V8);
row(GL.R8_SNORM, R, [8], SN, S | FI | IMG, R, B, 1, V8);
row(GL.R16, R, [16], UN, S | CR | FI | IMG, R, US, 2, V16);
row(GL.R16_SNORM, R, [16], SN, S | FI | IMG, R, SH, 2, V16);
row(GL.RG8, RG, [8, 8], UN, S | CR | FI | IMG, RG, UB, 2, V16);
row(GL.RG8_SNORM, RG, [8, 8], SN, S | FI | IMG, RG, B, 2, V16);
row(GL.RG16, RG, [16, 16], UN, S | CR | FI | IMG, RG, US, 4, V32);
row(GL.RG16_SNORM, RG, [16, 16], SN, S | FI | IMG, RG, SH, 4, V32);
row(GL.R3_G3_B2, RGB, [3, 3, 2], UN, S | CR | FI, RGB, GL.UNSIGNED_BYTE_3_3_2, 1);
row(GL.RGB4, RGB, [4, 4, 4], UN, S | CR | FI, RGB, UB, 3);
row(GL.RGB5, RGB, [5, 5, 5], UN, S | CR | FI, RGB, UB, 3);
row(GL.RGB565, RGB, [5, 6, 5], UN, S | CR | FI, RGB, GL.UNSIGNED_SHORT_5_6_5, 2);
row(GL.RGB8, RGB, [8, 8, 8], UN, S | CR | FI, RGB, UB, 3, V24);
row(GL.RGB8_SNORM, RGB, [8, 8, 8], SN, S | FI, RGB, B, 3, V24);
row(GL.RGB10, RGB, [10, 10, 10], UN, S | CR | FI, RGB, US, 6);
row(GL.RGB12, RGB, [12, 12, 12], UN, S | CR | FI, RGB, US, 6);
row(GL.RGB16, RGB, [16, 16, 16], UN, S | CR | FI, RGB, US, 6, V48);
row(GL.RGB16_SNORM, RGB, [16, 16, 16], SN, S | FI, RGB, SH, 6, V48);
row(GL.RGBA2, RGBA, [2, 2, 2, 2], UN, S | CR | FI, RGBA, UB, 4);
row(GL.RGBA4, RGBA, [4, 4, 4, 4], UN, S | CR | FI, RGBA, GL.UNSIGNED_SHORT_4_4_4_4, 2);
row(GL.RGB5_A1, RGBA, [5, 5, 5, 1], UN, S | CR | FI, RGBA, GL.UNSIGNED_SHORT_5_5_5_1, 2);
row(GL.RGBA8, RGBA, [8, 8, 8, 8], UN, S | CR | FI | IMG, RGBA, UB, 4, V32);
row(GL.RGBA8_SNORM, RGBA, [8, 8, 8, 8], SN, S | FI | IMG, RGBA, B, 4, V32);
row(GL.RGB10_A2, RGBA, [10, 10, 10, 2], UN, S | CR | FI | IMG, RGBA, GL.UNSIGNED_INT_2_10_10_10_REV, 4, V32);
row(GL.RGBA12, RGBA, [12, 12, 12, 12], UN, S | CR | FI, RGBA, US, 8);
row(GL.RGBA16, RGBA, [16, 16, 16, 16], UN, S | CR | FI | IMG, RGBA, US, 8, V64);
row(GL.RGBA16_SNORM, RGBA, [16, 16, 16, 16], SN, S | FI | IMG, RGBA, SH, 8, V64);
row(GL.SRGB8, RGB, [8, 8, 8], UN, S | FI | FormatFlag.Srgb, RGB, UB, 3, V24);
row(GL.SRGB8_ALPHA8, RGBA, [8, 8, 8, 8], UN, S | CR | FI | FormatFlag.Srgb, RGBA, UB, 4, V32);

// ---- sized color, float ----
row(GL.R16F, R, [16], F, S | CR | FI | IMG, R, HF, 2, V16);
row(GL.RG16F, RG, [16, 16], F, S | CR | FI | IMG, RG, HF, 4, V32);
row(GL.RGB16F, RGB, [16, 16, 16], F, S | CR | FI, RGB, HF, 6, V48);
row(GL.RGBA16F, RGBA, [16, 16, 16, 16], F, S | CR | FI | IMG, RGBA, HF, 8, V64);
row(GL.R32F, R, [32], F, S | CR | FI | IMG, R, F, 4, V32);
row(GL.RG32F, RG, [32, 32], F, S | CR | FI | IMG, RG, F, 8, V64);
row(GL.RGB32F, RGB, [32, 32, 32], F, S | CR | FI, RGB, F, 12, V96);
row(GL.RGBA32F, RGBA, [32, 32, 32, 32], F, S | CR | FI | IMG, RGBA, F, 16, V128);
row(GL.R11F_G11F_B10F, RGB, [11, 11, 10], F, S | CR | FI | IMG, RGB, GL.UNSIGNED_INT_10F_11F_11F_REV, 4, V32);
row(GL.RGB9_E5, RGB, [9, 9, 9, 0, 0, 0, 5], F, S | FI, RGB, GL.UNSIGNED_INT_5_9_9_9_REV, 4, V32);

// ---- sized color, integer ----
row(GL.R8I, R, [8], I, S | CR | IMG, RI, B, 1, V8);
row(GL.R8UI, R, [8], UI, S | CR | IMG, RI, UB, 1, V8);
row(GL.R16I, R, [16], I, S | CR | IMG, RI, SH, 2, V16);
row(GL.R16UI, R, [16], UI, S | CR | IMG, RI, US, 2, V16);
row(GL.R32I, R, [32], I, S | CR | IMG, RI, I32, 4, V32);
row(GL.R32UI, R, [32], UI, S | CR | IMG, RI, U32, 4, V32);
row(GL.RG8I, RG, [8, 8], I, S | CR | IMG, RGI, B, 2, V16);
row(GL.RG8UI, RG, [8, 8], UI, S | CR | IMG, RGI, UB, 2, V16);
row(GL.RG16I, RG, [16, 16], I, S | CR | IMG, RGI, SH, 4, V32);
row(GL.RG16UI, RG, [16, 16], UI, S | CR | IMG, RGI, US, 4, V32);
row(GL.RG32I, RG, [32, 32], I, S | CR | IMG, RGI, I32, 8, V64);
row(GL.RG32UI, RG, [32, 32], UI, S | CR | IMG, RGI, U32, 8, V64);
row(GL.RGB8I, RGB, [8, 8, 8], I, S | CR, RGBI, B, 3, V24);
row(GL.RGB8UI, RGB, [8, 8, 8], UI, S | CR, RGBI, UB, 3, V24);
row(GL.RGB16I, RGB, [16, 16, 16], I, S | CR, RGBI, SH, 6, V48);
row(GL.RGB16UI, RGB, [16, 16, 16], UI, S | CR, RGBI, US, 6, V48);
row(GL.RGB32I, RGB, [32, 32, 32], I, S | CR, RGBI, I32, 12, V96);
row(GL.RGB32UI, RGB, [32, 32, 32], UI, S | CR, RGBI, U32, 12, V96);
row(GL.RGBA8I, RGBA, [8, 8, 8, 8], I, S | CR | IMG, RGBAI, B, 4, V32);
row(GL.RGBA8UI, RGBA, [8, 8, 8, 8], UI, S | CR | IMG, RGBAI, UB, 4, V32);
row(GL.RGBA16I, RGBA, [16, 16, 16, 16], I, S | CR | IMG, RGBAI, SH, 8, V64);
row(GL.RGBA16UI, RGBA, [16, 16, 16, 16], UI, S | CR | IMG, RGBAI, US, 8, V64);
row(GL.RGBA32I, RGBA, [32, 32, 32, 32], I, S | CR | IMG, RGBAI, I32, 16, V128);
row(GL.RGBA32UI, RGBA, [32, 32, 32, 32], UI, S | CR | IMG, RGBAI, U32, 16, V128);
row(GL.RGB10_A2UI, RGBA, [10, 10, 10, 2], UI, S | CR | IMG, RGBAI, GL.UNSIGNED_INT_2_10_10_10_REV, 4, V32);

// ---- depth / stencil (table 8.13) ----
row(GL.DEPTH_COMPONENT16, GL.DEPTH_COMPONENT, [0, 0, 0, 0, 16], UN, S | FI, GL.DEPTH_COMPONENT, US, 2);
row(GL.DEPTH_COMPONENT24, GL.DEPTH_COMPONENT, [0, 0, 0, 0, 24], UN, S | FI, GL.DEPTH_COMPONENT, U32, 4);
row(GL.DEPTH_COMPONENT32, GL.DEPTH_COMPONENT, [0, 0, 0, 0, 32], UN, S | FI, GL.DEPTH_COMPONENT, U32, 4);
row(GL.DEPTH_COMPONENT32F, GL.DEPTH_COMPONENT, [0, 0, 0, 0, 32], F, S | FI, GL.DEPTH_COMPONENT, F, 4);
row(GL.DEPTH24_STENCIL8, GL.DEPTH_STENCIL, [0, 0, 0, 0, 24, 8], UN, S | FI, GL.DEPTH_STENCIL, GL.UNSIGNED_INT_24_8, 4);
row(GL.DEPTH32F_STENCIL8, GL.DEPTH_STENCIL, [0, 0, 0, 0, 32, 8], F, S | FI, GL.DEPTH_STENCIL, GL.FLOAT_32_UNSIGNED_INT_24_8_REV, 8);
row(GL.STENCIL_INDEX1, GL.STENCIL_INDEX, [0, 0, 0, 0, 0, 1], UI, S, GL.STENCIL_INDEX, UB, 1);
row(GL.STENCIL_INDEX4, GL.STENCIL_INDEX, [0, 0, 0, 0, 0, 4], UI, S, GL.STENCIL_INDEX, UB, 1);
row(GL.STENCIL_INDEX8, GL.STENCIL_INDEX, [0, 0, 0, 0, 0, 8], UI, S, GL.STENCIL_INDEX, UB, 1);
row(GL.STENCIL_INDEX16, GL.STENCIL_INDEX, [0, 0, 0, 0, 0, 16], UI, S, GL.STENCIL_INDEX, US, 2);

// ---- specific compressed (table 8.14 + EXT_texture_compression_s3tc / EXT_texture_sRGB) ----
const C = S | FI | FormatFlag.Compressed | FormatFlag.SpecificCompressed;
function compressed(internalFormat: number, base: number, bits: readonly number[], componentType: number, extra: number, blockBytes: number, viewClass: number): void {
  row(internalFormat, base, bits, componentType, C | extra, RGBA, UB, 4, viewClass, [4, 4, blockBytes]);
}
const SRGB = FormatFlag.Srgb;
// ETC2/EAC view classes are GL 4.6 / ARB_internalformat_query2 names the 4.5 registry lacks: local ids.
const VIEW_CLASS_ETC2_RGB = 0x1_0001, VIEW_CLASS_ETC2_RGBA = 0x1_0002, VIEW_CLASS_ETC2_EAC_RGBA = 0x1_0003;
const VIEW_CLASS_EAC_R11 = 0x1_0004, VIEW_CLASS_EAC_RG11 = 0x1_0005;
compressed(GL.COMPRESSED_RED_RGTC1, R, [8], UN, 0, 8, GL.VIEW_CLASS_RGTC1_RED);
compressed(GL.COMPRESSED_SIGNED_RED_RGTC1, R, [8], SN, 0, 8, GL.VIEW_CLASS_RGTC1_RED);
compressed(GL.COMPRESSED_RG_RGTC2, RG, [8, 8], UN, 0, 16, GL.VIEW_CLASS_RGTC2_RG);
compressed(GL.COMPRESSED_SIGNED_RG_RGTC2, RG, [8, 8], SN, 0, 16, GL.VIEW_CLASS_RGTC2_RG);
compressed(GL.COMPRESSED_RGBA_BPTC_UNORM, RGBA, [8, 8, 8, 8], UN, 0, 16, GL.VIEW_CLASS_BPTC_UNORM);
compressed(GL.COMPRESSED_SRGB_ALPHA_BPTC_UNORM, RGBA, [8, 8, 8, 8], UN, SRGB, 16, GL.VIEW_CLASS_BPTC_UNORM);
compressed(GL.COMPRESSED_RGB_BPTC_SIGNED_FLOAT, RGB, [16, 16, 16], F, 0, 16, GL.VIEW_CLASS_BPTC_FLOAT);
compressed(GL.COMPRESSED_RGB_BPTC_UNSIGNED_FLOAT, RGB, [16, 16, 16], F, 0, 16, GL.VIEW_CLASS_BPTC_FLOAT);
compressed(GL.COMPRESSED_RGB8_ETC2, RGB, [8, 8, 8], UN, 0, 8, VIEW_CLASS_ETC2_RGB);
compressed(GL.COMPRESSED_SRGB8_ETC2, RGB, [8, 8, 8], UN, SRGB, 8, VIEW_CLASS_ETC2_RGB);
compressed(GL.COMPRESSED_RGB8_PUNCHTHROUGH_ALPHA1_ETC2, RGBA, [8, 8, 8, 1], UN, 0, 8, VIEW_CLASS_ETC2_RGBA);
compressed(GL.COMPRESSED_SRGB8_PUNCHTHROUGH_ALPHA1_ETC2, RGBA, [8, 8, 8, 1], UN, SRGB, 8, VIEW_CLASS_ETC2_RGBA);
compressed(GL.COMPRESSED_RGBA8_ETC2_EAC, RGBA, [8, 8, 8, 8], UN, 0, 16, VIEW_CLASS_ETC2_EAC_RGBA);
compressed(GL.COMPRESSED_SRGB8_ALPHA8_ETC2_EAC, RGBA, [8, 8, 8, 8], UN, SRGB, 16, VIEW_CLASS_ETC2_EAC_RGBA);
compressed(GL.COMPRESSED_R11_EAC, R, [11], UN, 0, 8, VIEW_CLASS_EAC_R11);
compressed(GL.COMPRESSED_SIGNED_R11_EAC, R, [11], SN, 0, 8, VIEW_CLASS_EAC_R11);
compressed(GL.COMPRESSED_RG11_EAC, RG, [11, 11], UN, 0, 16, VIEW_CLASS_EAC_RG11);
compressed(GL.COMPRESSED_SIGNED_RG11_EAC, RG, [11, 11], SN, 0, 16, VIEW_CLASS_EAC_RG11);
compressed(GL.COMPRESSED_RGB_S3TC_DXT1_EXT, RGB, [5, 6, 5], UN, 0, 8, GL.VIEW_CLASS_S3TC_DXT1_RGB);
compressed(GL.COMPRESSED_SRGB_S3TC_DXT1_EXT, RGB, [5, 6, 5], UN, SRGB, 8, GL.VIEW_CLASS_S3TC_DXT1_RGB);
compressed(GL.COMPRESSED_RGBA_S3TC_DXT1_EXT, RGBA, [5, 6, 5, 1], UN, 0, 8, GL.VIEW_CLASS_S3TC_DXT1_RGBA);
compressed(GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT1_EXT, RGBA, [5, 6, 5, 1], UN, SRGB, 8, GL.VIEW_CLASS_S3TC_DXT1_RGBA);
compressed(GL.COMPRESSED_RGBA_S3TC_DXT3_EXT, RGBA, [5, 6, 5, 4], UN, 0, 16, GL.VIEW_CLASS_S3TC_DXT3_RGBA);
compressed(GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT3_EXT, RGBA, [5, 6, 5, 4], UN, SRGB, 16, GL.VIEW_CLASS_S3TC_DXT3_RGBA);
compressed(GL.COMPRESSED_RGBA_S3TC_DXT5_EXT, RGBA, [5, 6, 5, 8], UN, 0, 16, GL.VIEW_CLASS_S3TC_DXT5_RGBA);
compressed(GL.COMPRESSED_SRGB_ALPHA_S3TC_DXT5_EXT, RGBA, [5, 6, 5, 8], UN, SRGB, 16, GL.VIEW_CLASS_S3TC_DXT5_RGBA);

/** The row for an internal format, or undefined (not accepted). */
export function formatInfo(internalFormat: number): FormatInfo | undefined {
  return TABLE.get(internalFormat);
}

/** Specific compressed formats, for COMPRESSED_TEXTURE_FORMATS. */
export const SPECIFIC_COMPRESSED_FORMATS: readonly number[] = [...TABLE.values()]
  .filter((f) => (f.flags & FormatFlag.SpecificCompressed) !== 0).map((f) => f.internalFormat);

export function isIntegerFormat(f: FormatInfo): boolean {
  return (f.componentType === GL.INT || f.componentType === GL.UNSIGNED_INT) && f.base !== GL.STENCIL_INDEX;
}
export function isDepthOrStencil(f: FormatInfo): boolean {
  return f.depthBits > 0 || f.stencilBits > 0;
}
export function isCompressed(f: FormatInfo): boolean {
  return (f.flags & FormatFlag.Compressed) !== 0;
}
/** Renderbuffer-able / attachable: color-renderable, or depth / stencil (table 8.13). */
export function isRenderable(f: FormatInfo): boolean {
  return (f.flags & FormatFlag.ColorRenderable) !== 0 || isDepthOrStencil(f);
}

/**
 * GL 4.5 §8.18 table 8.22: two formats may alias (texture views, copyImageSubData between uncompressed
 * formats) when they are equal or share a view class.
 */
export function viewCompatible(a: FormatInfo, b: FormatInfo): boolean {
  if (a.internalFormat === b.internalFormat) return true;
  return a.viewClass !== 0 && a.viewClass === b.viewClass;
}

/** Image units (table 8.26/8.27): "by size" compatibility — equal texel size. */
export function imageFormatSizeClass(f: FormatInfo): number {
  return f.redBits + f.greenBits + f.blueBits + f.alphaBits + f.sharedBits;
}
