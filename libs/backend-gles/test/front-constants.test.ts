// The backend restates a few gl-state index constants (it may import only gl-state TYPES); these tests
// keep the restatements equal to the originals.
import { GenericBufferSlot, QuerySlot, TextureTargetIndex, DEPTH_SLOT, STENCIL_SLOT } from '@mgpipe/gl-state';
import { GL } from '@mgpipe/value-types';
import { describe, expect, it } from 'vitest';
import { FrontBufferSlot, FrontQuerySlot, FrontTextureTarget, FRONT_DEPTH_SLOT, FRONT_STENCIL_SLOT } from '@mgpipe/gles-core';
import { glesFormatOf, convertTexels } from '@mgpipe/gles-textures';
import { packPixels } from '@mgpipe/gles-readback-pack';
import { PixelStoreParameters } from '@mgpipe/value-types';

describe('restated front-end constants', () => {
  it('equal gl-state', () => {
    for (const [k, v] of Object.entries(FrontBufferSlot)) expect(GenericBufferSlot[k as keyof typeof GenericBufferSlot]).toBe(v);
    expect(TextureTargetIndex.Tex2D).toBe(FrontTextureTarget.Tex2D);
    expect(FrontQuerySlot).toEqual(QuerySlot);
    expect([FRONT_DEPTH_SLOT, FRONT_STENCIL_SLOT]).toEqual([DEPTH_SLOT, STENCIL_SLOT]);
  });
});

describe('converters', () => {
  it('R16 without EXT_texture_norm16 falls back to R32F with exact conversion', () => {
    const f = glesFormatOf(GL.R16, false);
    expect(f.internalFormat).toBe(GL.R32F);
    const src = new Uint8Array(new Uint16Array([0, 65535, 32768]).buffer);
    const dst = new Uint8Array(12);
    convertTexels(f, src, dst, 3);
    expect(Array.from(new Float32Array(dst.buffer))).toEqual([0, 1, Math.fround(32768 / 65535)]);
    expect(glesFormatOf(GL.R16, true).internalFormat).toBe(GL.R16);
    expect(glesFormatOf(GL.RGB16F, true).internalFormat).toBe(GL.RGBA16F);
  });

  it('readPixels packing: RGBA8 read → RGB/FLOAT with alignment 8 and skip pixels', () => {
    const src = new Uint8Array([255, 0, 51, 255, 0, 255, 0, 255]); // 2×1
    const pack = new PixelStoreParameters();
    pack.alignment = 8;
    pack.skipPixels = 1;
    pack.rowLength = 3;
    const dst = new Uint8Array(48);
    packPixels(src, 'unorm', 2, 1, GL.RGB, GL.FLOAT, pack, dst);
    const f = new Float32Array(dst.buffer);
    expect(Array.from(f.subarray(3, 9))).toEqual([1, 0, Math.fround(0.2), 0, 1, 0]);
  });
});
